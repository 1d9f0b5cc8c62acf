//! The system-call filter every confined job (the program, a checker, the compiler) runs
//! under: a seccomp-BPF program written by hand (the crate has no dependencies), installed by
//! the program's process after `PR_SET_NO_NEW_PRIVS`, just before its exec (see `spawn`).
//!
//! Namespaces separate what the kernel namespaces. Some kernel objects are not namespaced, and
//! through them two cases (or a case and the next run's) could meet; other calls open parts of
//! the kernel a contest program never needs. As isolate 2.4+ does, the filter refuses:
//! - what reaches state shared beyond the case: the kernel keyrings (`keyctl`, `add_key`,
//!   `request_key`); file locks, leases and change notices (`flock`, and `fcntl` with
//!   `F_SETLK`, `F_SETLKW`, `F_OFD_SETLK`, `F_OFD_SETLKW`, `F_SETLEASE`, `F_NOTIFY`): a lock
//!   on a read-only system file both cases see is a channel between them; file watches
//!   (`inotify_add_watch`, `fanotify_*`), which see another case open a shared file;
//!   `AF_VSOCK` sockets (the host's virtual-machine sockets are in no network namespace);
//!   `io_uring` (a second way into the kernel's calls, past this filter's view of them);
//! - what a contest program never needs: tracing and reading other processes (`ptrace`,
//!   `process_vm_readv`/`writev`), new namespaces (`unshare`, `setns`, `clone` with a
//!   `CLONE_NEW*` flag), mounts of every kind, `bpf`, `perf_event_open`, `userfaultfd`,
//!   `kexec_*`, kernel modules, `reboot`, swap, `acct`, `quotactl`, file handles, `syslog`.
//!
//! A refused call fails with `EPERM`; it does not kill. The program sees a clean error it can
//! report (a runtime that probes a call goes on without it), and its verdict is its own doing,
//! not a signal nobody expects. `clone3` fails with `ENOSYS`: its flags are behind a pointer
//! the filter cannot read, and on `ENOSYS` the C library falls back to `clone`, whose flags it
//! can (a new thread is `clone3` first in glibc 2.34+).
//!
//! Only the native system-call interface is open. A call made through another ABI (on x86-64
//! the 32-bit `int 0x80`, and x32's numbers, bit 30 set) kills the process (`SIGSYS`): there
//! every number names another call, so the list would not hold, and a program built for that
//! ABI, every call refused, could not even exit.
//!
//! Written for x86-64 and little-endian AArch64; elsewhere [`program`] is `None` and the first
//! line claims no filter.

use super::ffi::SECCOMP_MODE_FILTER;
use super::ffi::{prctl, SockFilter, SockFprog, PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP};
use std::os::raw::c_ulong;

/// Classic BPF: `A = seccomp_data[k]` (a 32-bit word).
const LOAD_WORD: u16 = 0x20;
/// Classic BPF: jump when `A == k`.
const JUMP_IF_EQUAL: u16 = 0x15;
/// Classic BPF: jump when `A & k != 0`.
const JUMP_IF_ANY_BIT: u16 = 0x45;
/// Classic BPF: return `k`.
const RETURN: u16 = 0x06;

const ALLOW: u32 = 0x7fff_0000;
const KILL_PROCESS: u32 = 0x8000_0000;
const FAIL_WITH: u32 = 0x0005_0000;
const EPERM: u32 = 1;
const ENOSYS: u32 = 38;

/// Offsets in `struct seccomp_data`: the call's number, its ABI, then six 64-bit arguments
/// (their low words first, on the little-endian machines the filter is written for).
const NUMBER: u32 = 0;
const ABI: u32 = 4;
fn low_word_of_argument(index: u32) -> u32 {
    16 + 8 * index
}

/// `fcntl` commands refused: record locks, open-file-description locks, leases, notices
/// (`F_SETLK64`/`F_SETLKW64` too, which only a 32-bit kernel knows).
const LOCKING_COMMANDS: [(&str, u32); 8] = [
    ("F_SETLK", 6),
    ("F_SETLKW", 7),
    ("F_SETLK64", 13),
    ("F_SETLKW64", 14),
    ("F_OFD_SETLK", 37),
    ("F_OFD_SETLKW", 38),
    ("F_SETLEASE", 1024),
    ("F_NOTIFY", 1026),
];
const AF_VSOCK: u32 = 40;
/// `CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER |
/// CLONE_NEWPID | CLONE_NEWNET`.
const NEW_NAMESPACE_FLAGS: u32 = 0x7e02_0000;

/// The native interface's numbers, from the kernel's `asm/unistd_64.h` and
/// `asm-generic/unistd.h`.
#[cfg(target_arch = "x86_64")]
mod abi {
    /// `AUDIT_ARCH_X86_64`.
    pub(super) const NATIVE: u32 = 0xc000_003e;
    /// x32's calls are the native numbers with this bit set.
    pub(super) const FOREIGN_BIT: Option<u32> = Some(0x4000_0000);
    pub(super) const FCNTL: u32 = 72;
    pub(super) const SOCKET: u32 = 41;
    pub(super) const CLONE: u32 = 56;
    pub(super) const CLONE3: u32 = 435;
    pub(super) const REFUSED: &[(&str, u32)] = &[
        ("keyctl", 250),
        ("add_key", 248),
        ("request_key", 249),
        ("flock", 73),
        ("inotify_add_watch", 254),
        ("fanotify_init", 300),
        ("fanotify_mark", 301),
        ("io_uring_setup", 425),
        ("io_uring_enter", 426),
        ("io_uring_register", 427),
        ("ptrace", 101),
        ("process_vm_readv", 310),
        ("process_vm_writev", 311),
        ("unshare", 272),
        ("setns", 308),
        ("mount", 165),
        ("umount2", 166),
        ("pivot_root", 155),
        ("chroot", 161),
        ("open_tree", 428),
        ("move_mount", 429),
        ("fsopen", 430),
        ("fsconfig", 431),
        ("fsmount", 432),
        ("fspick", 433),
        ("mount_setattr", 442),
        ("bpf", 321),
        ("perf_event_open", 298),
        ("userfaultfd", 323),
        ("kexec_load", 246),
        ("kexec_file_load", 320),
        ("init_module", 175),
        ("finit_module", 313),
        ("delete_module", 176),
        ("reboot", 169),
        ("swapon", 167),
        ("swapoff", 168),
        ("acct", 163),
        ("quotactl", 179),
        ("name_to_handle_at", 303),
        ("open_by_handle_at", 304),
        ("syslog", 103),
        ("lookup_dcookie", 212),
        ("vhangup", 153),
        ("iopl", 172),
        ("ioperm", 173),
    ];
}

#[cfg(all(target_arch = "aarch64", target_endian = "little"))]
mod abi {
    /// `AUDIT_ARCH_AARCH64`; 32-bit ARM programs (`AUDIT_ARCH_ARM`) are another ABI.
    pub(super) const NATIVE: u32 = 0xc000_00b7;
    pub(super) const FOREIGN_BIT: Option<u32> = None;
    pub(super) const FCNTL: u32 = 25;
    pub(super) const SOCKET: u32 = 198;
    pub(super) const CLONE: u32 = 220;
    pub(super) const CLONE3: u32 = 435;
    pub(super) const REFUSED: &[(&str, u32)] = &[
        ("keyctl", 219),
        ("add_key", 217),
        ("request_key", 218),
        ("flock", 32),
        ("inotify_add_watch", 27),
        ("fanotify_init", 262),
        ("fanotify_mark", 263),
        ("io_uring_setup", 425),
        ("io_uring_enter", 426),
        ("io_uring_register", 427),
        ("ptrace", 117),
        ("process_vm_readv", 270),
        ("process_vm_writev", 271),
        ("unshare", 97),
        ("setns", 268),
        ("mount", 40),
        ("umount2", 39),
        ("pivot_root", 41),
        ("chroot", 51),
        ("open_tree", 428),
        ("move_mount", 429),
        ("fsopen", 430),
        ("fsconfig", 431),
        ("fsmount", 432),
        ("fspick", 433),
        ("mount_setattr", 442),
        ("bpf", 280),
        ("perf_event_open", 241),
        ("userfaultfd", 282),
        ("kexec_load", 104),
        ("kexec_file_load", 294),
        ("init_module", 105),
        ("finit_module", 273),
        ("delete_module", 106),
        ("reboot", 142),
        ("swapon", 224),
        ("swapoff", 225),
        ("acct", 89),
        ("quotactl", 60),
        ("name_to_handle_at", 264),
        ("open_by_handle_at", 265),
        ("syslog", 116),
        ("lookup_dcookie", 18),
        ("vhangup", 58),
    ];
}

/// The filter, for the architectures it is written for; `None` elsewhere.
#[cfg(any(
    target_arch = "x86_64",
    all(target_arch = "aarch64", target_endian = "little")
))]
pub(crate) fn program() -> Option<Vec<SockFilter>> {
    let mut program = vec![
        // Another ABI: killed (see the module's documentation).
        load(ABI),
        jump(JUMP_IF_EQUAL, abi::NATIVE, 1, 0),
        give(KILL_PROCESS),
        load(NUMBER),
    ];
    if let Some(bit) = abi::FOREIGN_BIT {
        program.extend([jump(JUMP_IF_ANY_BIT, bit, 0, 1), give(KILL_PROCESS)]);
    }
    for &(_, number) in abi::REFUSED {
        refuse(&mut program, JUMP_IF_EQUAL, number, FAIL_WITH | EPERM);
    }
    refuse(&mut program, JUMP_IF_EQUAL, abi::CLONE3, FAIL_WITH | ENOSYS);
    let commands: Vec<(u16, u32)> = LOCKING_COMMANDS
        .iter()
        .map(|&(_, command)| (JUMP_IF_EQUAL, command))
        .collect();
    refuse_arguments(&mut program, abi::FCNTL, 1, &commands);
    refuse_arguments(&mut program, abi::SOCKET, 0, &[(JUMP_IF_EQUAL, AF_VSOCK)]);
    refuse_arguments(
        &mut program,
        abi::CLONE,
        0,
        &[(JUMP_IF_ANY_BIT, NEW_NAMESPACE_FLAGS)],
    );
    program.push(give(ALLOW));
    Some(program)
}

#[cfg(not(any(
    target_arch = "x86_64",
    all(target_arch = "aarch64", target_endian = "little")
)))]
pub(crate) fn program() -> Option<Vec<SockFilter>> {
    None
}

fn load(offset: u32) -> SockFilter {
    SockFilter {
        code: LOAD_WORD,
        jt: 0,
        jf: 0,
        k: offset,
    }
}

/// A conditional jump: `when_true` or `when_false` instructions ahead.
fn jump(code: u16, k: u32, when_true: u8, when_false: u8) -> SockFilter {
    SockFilter {
        code,
        jt: when_true,
        jf: when_false,
        k,
    }
}

fn give(action: u32) -> SockFilter {
    SockFilter {
        code: RETURN,
        jt: 0,
        jf: 0,
        k: action,
    }
}

/// `A` (the call's number) tested by `code` against `k`: a match returns `action`.
fn refuse(program: &mut Vec<SockFilter>, code: u16, k: u32, action: u32) {
    program.extend([jump(code, k, 0, 1), give(action)]);
}

/// For call `number` only: its argument `index` (its low word) refused with `EPERM` where one
/// of `tests` matches, the call allowed otherwise. Any other call skips the block, `A` still
/// its number.
fn refuse_arguments(program: &mut Vec<SockFilter>, number: u32, index: u32, tests: &[(u16, u32)]) {
    let block = 1 + 2 * tests.len() + 1;
    program.push(jump(JUMP_IF_EQUAL, number, 0, block as u8));
    program.push(load(low_word_of_argument(index)));
    for &(code, k) in tests {
        refuse(program, code, k, FAIL_WITH | EPERM);
    }
    program.push(give(ALLOW));
}

/// Installs `program` on the calling thread, for it and what it execs: only system calls, for
/// the child between clone and exec. `PR_SET_NO_NEW_PRIVS` must be set already.
///
/// # Safety
/// Every later system call of the thread goes through the filter.
pub(crate) unsafe fn install(program: &[SockFilter]) -> bool {
    let whole = SockFprog {
        len: program.len() as u16,
        filter: program.as_ptr(),
    };
    prctl(
        PR_SET_SECCOMP,
        SECCOMP_MODE_FILTER,
        &whole as *const SockFprog,
        0 as c_ulong,
        0 as c_ulong,
    ) == 0
}

/// Whether this kernel takes the filter: a short-lived thread of the judge installs it on
/// itself (a filter binds only the thread that installs it and what it starts) and ends.
pub(crate) fn works() -> bool {
    let program = match program() {
        Some(program) => program,
        None => return false,
    };
    std::thread::spawn(move || {
        // SAFETY: plain system calls; the filter binds this thread, which only ends after it.
        unsafe {
            prctl(
                PR_SET_NO_NEW_PRIVS,
                1 as c_ulong,
                0 as c_ulong,
                0 as c_ulong,
                0 as c_ulong,
            ) == 0
                && install(&program)
        }
    })
    .join()
    .unwrap_or(false)
}

#[cfg(all(
    test,
    any(
        target_arch = "x86_64",
        all(target_arch = "aarch64", target_endian = "little")
    )
))]
mod tests {
    use super::*;

    /// What the kernel's classic-BPF interpreter answers for one call: the subset of it the
    /// filter uses (word loads, equality and bit tests, returns).
    fn verdict(program: &[SockFilter], abi_word: u32, number: u32, args: [u64; 6]) -> u32 {
        let mut data = [0u8; 64];
        data[0..4].copy_from_slice(&number.to_le_bytes());
        data[4..8].copy_from_slice(&abi_word.to_le_bytes());
        for (i, arg) in args.iter().enumerate() {
            data[16 + 8 * i..24 + 8 * i].copy_from_slice(&arg.to_le_bytes());
        }
        let (mut pc, mut a) = (0usize, 0u32);
        loop {
            let op = program[pc];
            pc += 1;
            let taken = match op.code {
                LOAD_WORD => {
                    let at = op.k as usize;
                    a = u32::from_le_bytes([data[at], data[at + 1], data[at + 2], data[at + 3]]);
                    continue;
                }
                JUMP_IF_EQUAL => a == op.k,
                JUMP_IF_ANY_BIT => a & op.k != 0,
                RETURN => return op.k,
                other => panic!("an instruction the test does not know: {:#x}", other),
            };
            pc += usize::from(if taken { op.jt } else { op.jf });
        }
    }

    #[test]
    fn every_refused_call_fails_with_eperm_and_others_pass() {
        let program = program().unwrap();
        for &(name, number) in abi::REFUSED {
            assert_eq!(
                verdict(&program, abi::NATIVE, number, [0; 6]),
                FAIL_WITH | EPERM,
                "{}",
                name
            );
        }
        // read, write, exit_group, mmap: never refused.
        for number in [0, 1, 2, 3, 9, 60, 63, 64, 93, 94, 222, 231] {
            if abi::REFUSED.iter().all(|&(_, n)| n != number) && number != abi::CLONE3 {
                assert_eq!(verdict(&program, abi::NATIVE, number, [0; 6]), ALLOW);
            }
        }
    }

    #[test]
    fn fcntl_locks_vsock_and_new_namespaces_are_refused_by_their_argument() {
        let program = program().unwrap();
        let call = |number, args| verdict(&program, abi::NATIVE, number, args);
        for &(name, command) in &LOCKING_COMMANDS {
            assert_eq!(
                call(abi::FCNTL, [3, u64::from(command), 0, 0, 0, 0]),
                FAIL_WITH | EPERM,
                "{}",
                name
            );
        }
        // F_GETFL, F_SETFL, F_DUPFD_CLOEXEC, F_GETLK pass.
        for command in [3, 4, 1030, 5] {
            assert_eq!(call(abi::FCNTL, [3, command, 0, 0, 0, 0]), ALLOW);
        }
        assert_eq!(call(abi::SOCKET, [40, 1, 0, 0, 0, 0]), FAIL_WITH | EPERM);
        assert_eq!(call(abi::SOCKET, [1, 1, 0, 0, 0, 0]), ALLOW);
        // A thread (CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD | …).
        assert_eq!(call(abi::CLONE, [0x3d0f00, 0, 0, 0, 0, 0]), ALLOW);
        assert_eq!(
            call(abi::CLONE, [0x1000_0011, 0, 0, 0, 0, 0]),
            FAIL_WITH | EPERM
        );
        assert_eq!(call(abi::CLONE3, [0; 6]), FAIL_WITH | ENOSYS);
    }

    #[test]
    fn another_abi_is_killed() {
        let program = program().unwrap();
        // AUDIT_ARCH_I386 (int 0x80 on x86-64) and AUDIT_ARCH_ARM: getpid of each.
        assert_eq!(verdict(&program, 0x4000_0003, 20, [0; 6]), KILL_PROCESS);
        assert_eq!(verdict(&program, 0x4000_0028, 20, [0; 6]), KILL_PROCESS);
        if let Some(bit) = abi::FOREIGN_BIT {
            assert_eq!(
                verdict(&program, abi::NATIVE, bit | 39, [0; 6]),
                KILL_PROCESS
            );
        }
    }
}
