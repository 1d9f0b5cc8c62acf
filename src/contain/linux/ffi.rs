//! The system calls and kernel structures the runner and the containment use, declared by
//! hand: the crate has no dependencies. Linux, 64-bit layouts.

use std::os::raw::{c_char, c_int, c_long, c_short, c_ulong, c_void};
use std::time::Duration;

#[repr(C)]
pub(crate) struct Timeval {
    pub(crate) tv_sec: c_long,
    pub(crate) tv_usec: c_long,
}

#[repr(C)]
pub(crate) struct Timespec {
    pub(crate) tv_sec: c_long,
    pub(crate) tv_nsec: c_long,
}

/// `struct rusage`: two timevals, then 14 longs of which the first is `ru_maxrss`.
#[repr(C)]
pub(crate) struct Rusage {
    pub(crate) ru_utime: Timeval,
    pub(crate) ru_stime: Timeval,
    pub(crate) ru_maxrss: c_long,
    pub(crate) the_rest: [c_long; 13],
}

impl Rusage {
    pub(crate) fn zero() -> Rusage {
        let zero = || Timeval {
            tv_sec: 0,
            tv_usec: 0,
        };
        Rusage {
            ru_utime: zero(),
            ru_stime: zero(),
            ru_maxrss: 0,
            the_rest: [0; 13],
        }
    }

    pub(crate) fn cpu(&self) -> Duration {
        let micros = |t: &Timeval| t.tv_sec as u64 * 1_000_000 + t.tv_usec as u64;
        Duration::from_micros(micros(&self.ru_utime) + micros(&self.ru_stime))
    }
}

#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct Rlimit {
    pub(crate) current: c_ulong,
    pub(crate) max: c_ulong,
}

#[repr(C)]
pub(crate) struct PollFd {
    pub(crate) fd: c_int,
    pub(crate) events: c_short,
    pub(crate) revents: c_short,
}

/// glibc's `struct sigaction` (x86-64 and AArch64 alike).
#[repr(C)]
pub(crate) struct SigAction {
    pub(crate) handler: usize,
    pub(crate) mask: [u64; 16],
    pub(crate) flags: c_int,
    pub(crate) restorer: usize,
}

/// `struct sock_filter`: one classic BPF instruction.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SockFilter {
    pub(crate) code: u16,
    pub(crate) jt: u8,
    pub(crate) jf: u8,
    pub(crate) k: u32,
}

/// `struct sock_fprog`: a BPF program, as `PR_SET_SECCOMP` takes it.
#[repr(C)]
pub(crate) struct SockFprog {
    pub(crate) len: u16,
    pub(crate) filter: *const SockFilter,
}

pub(crate) const RLIMIT_FSIZE: c_int = 1;
pub(crate) const RLIMIT_STACK: c_int = 3;
pub(crate) const RLIMIT_CORE: c_int = 4;
pub(crate) const RLIM_INFINITY: c_ulong = !0;
pub(crate) const RLIMIT_NPROC: c_int = 6;
pub(crate) const RLIMIT_NOFILE: c_int = 7;
pub(crate) const SIGHUP: c_int = 1;
pub(crate) const SIGINT: c_int = 2;
pub(crate) const SIGKILL: c_int = 9;
pub(crate) const SIGPIPE: c_int = 13;
pub(crate) const SIGTERM: c_int = 15;
pub(crate) const SIGCHLD: c_int = 17;
pub(crate) const SIG_DFL: usize = 0;
pub(crate) const SIG_IGN: usize = 1;
pub(crate) const SIG_BLOCK: c_int = 0;
pub(crate) const SIG_SETMASK: c_int = 2;
pub(crate) const O_WRONLY: c_int = 1;
pub(crate) const O_CLOEXEC: c_int = 0o2_000_000;
pub(crate) const PR_SET_PDEATHSIG: c_int = 1;
pub(crate) const PR_SET_DUMPABLE: c_int = 4;
pub(crate) const PR_SET_CHILD_SUBREAPER: c_int = 36;
pub(crate) const PR_SET_NO_NEW_PRIVS: c_int = 38;
pub(crate) const PR_SET_SECCOMP: c_int = 22;
pub(crate) const SECCOMP_MODE_FILTER: c_ulong = 2;
pub(crate) const LOCK_EX: c_int = 2;
pub(crate) const LOCK_NB: c_int = 4;
pub(crate) const WNOHANG: c_int = 1;
pub(crate) const POLLIN: c_short = 1;
pub(crate) const EINTR: c_int = 4;
pub(crate) const RUSAGE_SELF: c_int = 0;
pub(crate) const CLONE_VM: c_int = 0x100;
pub(crate) const CLONE_VFORK: c_int = 0x4000;
pub(crate) const CLONE_PARENT_SETTID: c_int = 0x0010_0000;
pub(crate) const CLONE_NEWNS: c_int = 0x0002_0000;
pub(crate) const CLONE_NEWIPC: c_int = 0x0800_0000;
pub(crate) const CLONE_NEWNET: c_int = 0x4000_0000;
pub(crate) const CLONE_NEWUSER: c_int = 0x1000_0000;
pub(crate) const CLONE_NEWPID: c_int = 0x2000_0000;
pub(crate) const MS_RDONLY: c_ulong = 1;
pub(crate) const MS_NOSUID: c_ulong = 2;
pub(crate) const MS_NODEV: c_ulong = 4;
pub(crate) const MS_NOEXEC: c_ulong = 8;
pub(crate) const MS_REMOUNT: c_ulong = 32;
pub(crate) const MS_BIND: c_ulong = 4096;
pub(crate) const MS_REC: c_ulong = 0x4000;
pub(crate) const MNT_DETACH: c_int = 2;
pub(crate) const O_CREAT: c_int = 0o100;
/// The same on every Linux architecture (unlike `O_DIRECTORY`).
pub(crate) const O_PATH: c_int = 0o10_000_000;
#[cfg(not(target_arch = "aarch64"))]
pub(crate) const SYS_PIVOT_ROOT: c_long = 155;
#[cfg(target_arch = "aarch64")]
pub(crate) const SYS_PIVOT_ROOT: c_long = 41;
// The credential calls go to the kernel directly: glibc's wrappers of a process it believes
// multi-threaded (the judge, copied by `clone`) signal every other thread and wait for them
// under a lock — in a child with no other thread that wait never ends.
#[cfg(not(target_arch = "aarch64"))]
const SYS_SETGROUPS: c_long = 116;
#[cfg(not(target_arch = "aarch64"))]
const SYS_SETRESUID: c_long = 117;
#[cfg(not(target_arch = "aarch64"))]
const SYS_SETRESGID: c_long = 119;
#[cfg(target_arch = "aarch64")]
const SYS_SETGROUPS: c_long = 159;
#[cfg(target_arch = "aarch64")]
const SYS_SETRESUID: c_long = 147;
#[cfg(target_arch = "aarch64")]
const SYS_SETRESGID: c_long = 149;

/// `setgroups(2)` of this thread only (see [`SYS_SETGROUPS`]).
pub(crate) unsafe fn setgroups(count: usize, groups: *const u32) -> c_int {
    syscall(SYS_SETGROUPS, count, groups) as c_int
}

/// `setresuid(2)` of this thread only (see [`SYS_SETGROUPS`]).
pub(crate) unsafe fn setresuid(real: u32, effective: u32, saved: u32) -> c_int {
    syscall(SYS_SETRESUID, real, effective, saved) as c_int
}

/// `setresgid(2)` of this thread only (see [`SYS_SETGROUPS`]).
pub(crate) unsafe fn setresgid(real: u32, effective: u32, saved: u32) -> c_int {
    syscall(SYS_SETRESGID, real, effective, saved) as c_int
}
pub(crate) const MS_PRIVATE: c_ulong = 1 << 18;
pub(crate) const SYS_CLOSE_RANGE: c_long = 436;
#[cfg(not(target_arch = "aarch64"))]
pub(crate) const SYS_PTRACE: c_long = 101;
#[cfg(target_arch = "aarch64")]
pub(crate) const SYS_PTRACE: c_long = 117;
/// The new mount API (Linux 5.2; the same numbers on every architecture): a file system
/// made and mounted nowhere, held by a descriptor, then attached where a case wants it.
pub(crate) const SYS_MOVE_MOUNT: c_long = 429;
pub(crate) const SYS_FSOPEN: c_long = 430;
pub(crate) const SYS_FSCONFIG: c_long = 431;
pub(crate) const SYS_FSMOUNT: c_long = 432;
pub(crate) const FSOPEN_CLOEXEC: c_ulong = 1;
pub(crate) const FSCONFIG_SET_STRING: c_ulong = 1;
pub(crate) const FSCONFIG_CMD_CREATE: c_ulong = 6;
pub(crate) const FSMOUNT_CLOEXEC: c_ulong = 1;
pub(crate) const MOUNT_ATTR_NOSUID: c_ulong = 2;
pub(crate) const MOUNT_ATTR_NODEV: c_ulong = 4;
pub(crate) const MOVE_MOUNT_F_EMPTY_PATH: c_ulong = 4;
pub(crate) const AT_FDCWD: c_int = -100;
pub(crate) const AT_EMPTY_PATH: c_int = 0x1000;
/// `ptrace`'s request to let go of a tracee, with a signal to deliver.
pub(crate) const PTRACE_DETACH: c_long = 17;

extern "C" {
    pub(crate) fn pipe2(fds: *mut c_int, flags: c_int) -> c_int;
    pub(crate) fn prctl(option: c_int, ...) -> c_int;
    pub(crate) fn syscall(number: c_long, ...) -> c_long;
    pub(crate) fn wait4(
        pid: c_int,
        status: *mut c_int,
        options: c_int,
        rusage: *mut Rusage,
    ) -> c_int;
    pub(crate) fn clone(
        start: extern "C" fn(*mut c_void) -> c_int,
        stack: *mut c_void,
        flags: c_int,
        argument: *mut c_void,
        ...
    ) -> c_int;
    pub(crate) fn execve(
        path: *const c_char,
        argv: *const *const c_char,
        envp: *const *const c_char,
    ) -> c_int;
    pub(crate) fn getrusage(who: c_int, rusage: *mut Rusage) -> c_int;
    pub(crate) fn kill(pid: c_int, signal: c_int) -> c_int;
    pub(crate) fn setpgid(pid: c_int, pgid: c_int) -> c_int;
    pub(crate) fn setrlimit(resource: c_int, limit: *const Rlimit) -> c_int;
    pub(crate) fn getrlimit(resource: c_int, limit: *mut Rlimit) -> c_int;
    pub(crate) fn ppoll(
        fds: *mut PollFd,
        count: c_ulong,
        timeout: *const Timespec,
        mask: *const c_void,
    ) -> c_int;
    pub(crate) fn open(path: *const c_char, flags: c_int, ...) -> c_int;
    pub(crate) fn openat(dir: c_int, path: *const c_char, flags: c_int, ...) -> c_int;
    pub(crate) fn write(fd: c_int, buffer: *const c_void, count: usize) -> isize;
    pub(crate) fn close(fd: c_int) -> c_int;
    pub(crate) fn dup2(from: c_int, to: c_int) -> c_int;
    pub(crate) fn chdir(path: *const c_char) -> c_int;
    pub(crate) fn mount(
        source: *const c_char,
        target: *const c_char,
        kind: *const c_char,
        flags: c_ulong,
        data: *const c_void,
    ) -> c_int;
    pub(crate) fn umount2(target: *const c_char, flags: c_int) -> c_int;
    pub(crate) fn setns(fd: c_int, kind: c_int) -> c_int;
    pub(crate) fn unshare(flags: c_int) -> c_int;
    pub(crate) fn atexit(function: extern "C" fn()) -> c_int;
    pub(crate) fn mkdir(path: *const c_char, mode: u32) -> c_int;
    pub(crate) fn rmdir(path: *const c_char) -> c_int;
    pub(crate) fn symlink(target: *const c_char, link: *const c_char) -> c_int;
    pub(crate) fn chown(path: *const c_char, owner: u32, group: u32) -> c_int;
    pub(crate) fn flock(fd: c_int, operation: c_int) -> c_int;
    pub(crate) fn fchownat(
        dir: c_int,
        path: *const c_char,
        owner: u32,
        group: u32,
        flags: c_int,
    ) -> c_int;
    pub(crate) fn fstatfs(fd: c_int, buffer: *mut u64) -> c_int;
    pub(crate) fn signal(signal: c_int, handler: usize) -> usize;
    pub(crate) fn sigaction(signal: c_int, action: *const SigAction, old: *mut SigAction) -> c_int;
    pub(crate) fn sigprocmask(how: c_int, set: *const c_void, old: *mut c_void) -> c_int;
    pub(crate) fn geteuid() -> u32;
    pub(crate) fn getpid() -> c_int;
    pub(crate) fn getpgrp() -> c_int;
    pub(crate) fn getppid() -> c_int;
    pub(crate) fn getegid() -> u32;
    pub(crate) fn __errno_location() -> *mut c_int;
    pub(crate) fn _exit(code: c_int) -> !;
}

/// This thread's errno.
pub(crate) fn errno() -> c_int {
    // SAFETY: reads this thread's errno.
    unsafe { *__errno_location() }
}

/// Writes all of `bytes` to `fd`, retrying after signals; async-signal-safe.
///
/// # Safety
/// `fd` is any descriptor; only `write` is called.
pub(crate) unsafe fn write_all(fd: c_int, bytes: &[u8]) -> bool {
    let mut done = 0;
    while done < bytes.len() {
        let rest = &bytes[done..];
        let n = write(fd, rest.as_ptr() as *const c_void, rest.len());
        if n > 0 {
            done += n as usize;
        } else if n == 0 || *__errno_location() != EINTR {
            return false;
        }
    }
    true
}
