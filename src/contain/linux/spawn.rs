//! Starting a case: the supervisor, started into the case's namespaces (in the judge's own
//! memory where the program runs as another user, else forked off the judge: see
//! [`start_supervisor`]), and the program, started by the supervisor the way `posix_spawn`
//! does. Both run between a clone and an exec (the supervisor never execs), in the child of a
//! multi-threaded process: everything is prepared before the clone, and only system calls are
//! made after it.

use super::ffi::*;
use super::root::Plan;
use crate::contain::ContainError;
use std::ffi::{CString, OsStr, OsString};
use std::fs;
use std::io;
use std::os::raw::{c_char, c_int, c_long, c_ulong, c_void};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Mutex;

/// What starting the program needs, prepared before the fork: in the child of a
/// multi-threaded process nothing may be allocated.
pub(crate) struct Launch {
    path: CString,
    /// Null-terminated arrays of pointers into `strings`.
    argv: Vec<*const c_char>,
    envp: Vec<*const c_char>,
    _strings: Vec<CString>,
    file_cap: Option<Rlimit>,
    /// A cap on the processes of the program's user, where it binds (not for root).
    process_cap: Option<Rlimit>,
    /// Where the program starts (its scratch folder, for file I/O).
    cwd: Option<CString>,
    /// For the program and a checker: what makes their start clean and unprivileged.
    confinement: Option<Confinement>,
    /// `cgroup.procs` of the case's cgroup, one per hierarchy: the program joins before exec.
    joins: Vec<c_int>,
    pub(crate) report: c_int,
    /// The stack the program's process runs on until its exec.
    stack: Stack,
    /// The error of a failed exec, set by the program's process, read by the supervisor.
    failed: AtomicI32,
    /// The supervisor's pid, set by it before it starts the program: a program whose parent
    /// is not (any more) the supervisor missed its death signal and must not run.
    supervisor: AtomicI32,
}

/// What the program (or a checker) gets beyond its limits: a fixed environment instead of
/// the caller's, hard limits on core files, open files and the stack, when the judge is root
/// an unprivileged user (one per case, see `users`), and the system-call filter. It always
/// starts with descriptors 0-2 only and `PR_SET_NO_NEW_PRIVS`.
pub(crate) struct Confinement {
    pub(crate) environment: Vec<OsString>,
    pub(crate) limits: Vec<(c_int, Rlimit)>,
    /// The uid and gid to run as (root's cases; in a user namespace the user is already
    /// without privilege).
    pub(crate) ids: Option<(u32, u32)>,
    /// The system-call filter installed just before the exec (see `filter`), where it is in
    /// force.
    pub(crate) filter: Option<Vec<SockFilter>>,
}

/// The memory a cloned process runs on until its exec or exit. Reserved, never written by
/// the judge: zeroing it would fault in every page of it (and, once the judge has forked, copy
/// them); the child faults in only the few it uses.
struct Stack(Vec<u8>);

impl Stack {
    const BYTES: usize = 64 << 10;

    fn new() -> Stack {
        Stack(Vec::with_capacity(Stack::BYTES))
    }

    /// Its top (a stack grows down), aligned as the ABI wants it.
    fn top(&self) -> *mut c_void {
        let top = self.0.as_ptr() as usize + self.0.capacity();
        (top & !15) as *mut c_void
    }
}

// SAFETY: the pointers point into `_strings`, owned by the same value and never changed.
unsafe impl Send for Launch {}
unsafe impl Sync for Launch {}

impl Launch {
    #[allow(clippy::too_many_arguments)] // one per part of the program's start, each named
    pub(crate) fn new(
        name: &OsStr,
        args: &[OsString],
        file_cap: Option<Rlimit>,
        process_cap: Option<Rlimit>,
        cwd: Option<&Path>,
        joins: Vec<c_int>,
        report: c_int,
        confinement: Option<Confinement>,
    ) -> Result<Launch, ContainError> {
        let path = resolve(name).ok_or_else(|| {
            ContainError::Start(io::Error::new(
                io::ErrorKind::NotFound,
                format!("{} not found", name.to_string_lossy()),
            ))
        })?;
        let text = |s: &OsStr| {
            CString::new(s.as_bytes())
                .map_err(|e| ContainError::Start(io::Error::new(io::ErrorKind::InvalidInput, e)))
        };
        let mut strings = Vec::new();
        for arg in std::iter::once(name).chain(args.iter().map(OsString::as_os_str)) {
            strings.push(text(arg)?);
        }
        let arg_count = strings.len();
        match &confinement {
            Some(confinement) => {
                for pair in &confinement.environment {
                    strings.push(text(pair)?);
                }
            }
            None => {
                for (key, value) in std::env::vars_os() {
                    let mut pair = key;
                    pair.push("=");
                    pair.push(value);
                    strings.push(text(&pair)?);
                }
            }
        }
        // A relative program is found from the judge's folder, before any change of folder.
        let path = match std::env::current_dir() {
            Ok(here) if path.is_relative() => here.join(path),
            _ => path,
        };
        let pointers = |range: &[CString]| {
            let mut pointers: Vec<*const c_char> = range.iter().map(|s| s.as_ptr()).collect();
            pointers.push(std::ptr::null());
            pointers
        };
        Ok(Launch {
            path: text(path.as_os_str())?,
            argv: pointers(&strings[..arg_count]),
            envp: pointers(&strings[arg_count..]),
            _strings: strings,
            file_cap,
            process_cap,
            cwd: match cwd {
                Some(dir) => Some(text(dir.as_os_str())?),
                None => None,
            },
            joins,
            report,
            confinement,
            stack: Stack::new(),
            failed: AtomicI32::new(0),
            supervisor: AtomicI32::new(0),
        })
    }

    /// Starts the program in a process that shares this one's memory until its exec, as
    /// `posix_spawn` does: no copy of the address space is made. Returns its pid.
    pub(crate) unsafe fn start(&self) -> c_int {
        self.supervisor.store(getpid(), Ordering::SeqCst);
        clone(
            start_program,
            self.stack.top(),
            CLONE_VM | CLONE_VFORK | SIGCHLD as c_int,
            self as *const Launch as *mut c_void,
        )
    }

    /// The errno of a failed exec, or 0.
    pub(crate) fn failure(&self) -> c_int {
        self.failed.load(Ordering::SeqCst)
    }
}

/// The program's process: its signals as a fresh process has them, its own group, its
/// cgroup joined, its output (and, where it binds, its processes) capped, its parent's death
/// its own, then exec. It runs on its own stack in the supervisor's memory and only makes
/// system calls.
extern "C" fn start_program(launch: *mut c_void) -> c_int {
    // SAFETY: `launch` is the supervisor's `Launch`, alive until this process execs or
    // exits (the supervisor is suspended meanwhile: CLONE_VFORK).
    unsafe {
        let launch = &*(launch as *const Launch);
        for number in [SIGHUP, SIGINT, SIGPIPE, SIGTERM] {
            signal(number, SIG_DFL);
        }
        let empty = [0u64; 16];
        sigprocmask(
            SIG_SETMASK,
            empty.as_ptr() as *const c_void,
            std::ptr::null_mut(),
        );
        let mut ready = prctl(PR_SET_PDEATHSIG, SIGKILL as c_ulong) == 0
            && getppid() == launch.supervisor.load(Ordering::SeqCst);
        for &join in &launch.joins {
            ready &= write_all(join, b"0");
        }
        if let Some(cap) = &launch.file_cap {
            ready &= setrlimit(RLIMIT_FSIZE, cap) == 0;
        }
        if let Some(cap) = &launch.process_cap {
            ready &= setrlimit(RLIMIT_NPROC, cap) == 0;
        }
        if let Some(dir) = &launch.cwd {
            ready &= chdir(dir.as_ptr()) == 0;
        }
        if let Some(confinement) = &launch.confinement {
            ready &= confine(confinement);
        }
        ready &= prctl(
            PR_SET_NO_NEW_PRIVS,
            1 as c_ulong,
            0 as c_ulong,
            0 as c_ulong,
            0 as c_ulong,
        ) == 0;
        // Last: from here on the program's calls go through the filter.
        if let Some(filter) = launch.confinement.as_ref().and_then(|c| c.filter.as_ref()) {
            ready &= super::filter::install(filter);
        }
        if setpgid(0, 0) == 0 && ready {
            execve(
                launch.path.as_ptr(),
                launch.argv.as_ptr(),
                launch.envp.as_ptr(),
            );
        }
        launch.failed.store(*__errno_location(), Ordering::SeqCst);
        _exit(127)
    }
}

/// The program's clean start: descriptors 0-2 only, its hard limits, and its unprivileged
/// user (no supplementary groups; from root, `setresuid` to another user drops every
/// capability). Only system calls.
unsafe fn confine(confinement: &Confinement) -> bool {
    let mut done = syscall(
        SYS_CLOSE_RANGE,
        3 as c_ulong,
        !0u32 as c_ulong,
        0 as c_ulong,
    ) == 0;
    for (resource, limit) in &confinement.limits {
        done &= setrlimit(*resource, limit) == 0;
    }
    if let Some((uid, gid)) = confinement.ids {
        done &= setgroups(0, std::ptr::null()) == 0
            && setresgid(gid, gid, gid) == 0
            && setresuid(uid, uid, uid) == 0;
    }
    done
}

/// The file `name` names: itself if it has a slash, else the first on PATH that is an
/// executable file, as the shell finds it. A judge starts the same few names (`sh`,
/// `python3`, `java`) case after case: what was found is looked at again first, one `stat`
/// instead of one per folder of PATH.
fn resolve(name: &OsStr) -> Option<PathBuf> {
    static FOUND: Mutex<Vec<(OsString, PathBuf)>> = Mutex::new(Vec::new());
    if name.as_bytes().contains(&b'/') {
        return Some(PathBuf::from(name));
    }
    let executable = |candidate: &PathBuf| {
        fs::metadata(candidate)
            .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
            .unwrap_or(false)
    };
    let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, known)) = found.iter().find(|(known, _)| known == name) {
        if executable(known) {
            return Some(known.clone());
        }
    }
    let path = std::env::var_os("PATH").unwrap_or_else(|| "/usr/bin:/bin".into());
    let file = std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(executable)?;
    found.retain(|(known, _)| known != name);
    found.push((name.to_owned(), file.clone()));
    Some(file)
}

/// The supervisor: reports the program's pid and what it inherited, then reaps every
/// process that becomes its child — the program, and as subreaper every orphan below it —
/// and reports the program's wait status and peak memory; it exits when no child is left.
/// It runs between fork and exec, so it makes only async-signal-safe calls.
///
/// As the first process of the case's PID namespace (`first_in_namespace`) it exits as soon
/// as the program has: the kernel then kills whatever the program left in the namespace, and
/// the supervisor's exit, the end of the report pipe, comes once all of it is gone.
pub(crate) unsafe fn supervise(
    program: c_int,
    report: c_int,
    failed_exec: c_int,
    first_in_namespace: bool,
) -> ! {
    // Until its exec the program's process runs in the supervisor's memory (the judge's, or
    // a copy of it), whose peak resident size its `ru_maxrss` keeps: what the supervisor, in
    // the same memory, reads here.
    let mut own = Rusage::zero();
    let inherited = if getrusage(RUSAGE_SELF, &mut own) == 0 {
        own.ru_maxrss as u64
    } else {
        u64::MAX
    };
    for number in [SIGHUP, SIGINT, SIGPIPE, SIGTERM] {
        signal(number, SIG_IGN); // the judge, not a terminal, decides when it ends
    }
    close_all_but(report);
    if failed_exec != 0 {
        // The program could not be started: its errno, as a negative pid.
        write_all(report, &message(-failed_exec, 0));
    } else {
        write_all(report, &message(program, inherited));
    }
    loop {
        let mut status: c_int = 0;
        let mut usage = Rusage::zero();
        let reaped = wait4(-1, &mut status, 0, &mut usage);
        if reaped > 0 && stopped(status) {
            // A child that made the supervisor its tracer (`PTRACE_TRACEME`) reports its
            // stops here, the signal it was to get in the status: not an end. Let go of it,
            // the signal handed on, and it goes on as an untraced process would: a `SIGSTOP`
            // keeps it stopped until the idle cap ends it, a `SIGSEGV` kills it.
            syscall(
                SYS_PTRACE,
                PTRACE_DETACH,
                reaped as c_long,
                0 as c_long,
                ((status >> 8) & 0xff) as c_long,
            );
            continue;
        }
        if reaped == program {
            write_all(report, &message(status, usage.ru_maxrss as u64));
            if first_in_namespace {
                _exit(0);
            }
        } else if reaped < 0 && *__errno_location() != EINTR {
            _exit(0);
        }
    }
}

/// Whether a wait status is a stop (`WIFSTOPPED`: the low byte 0x7f), not an exit or a
/// death by a signal.
pub(crate) fn stopped(status: c_int) -> bool {
    status & 0xff == 0x7f
}

/// One report of the supervisor: a number of 4 bytes and one of 8, built without any
/// slicing that could panic between fork and exec.
fn message(first: c_int, second: u64) -> [u8; 12] {
    let (a, b) = (first.to_ne_bytes(), second.to_ne_bytes());
    [
        a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
    ]
}

/// Closes every descriptor but `keep`, so the supervisor holds neither the program's
/// pipes nor the exec-status pipe of the spawn, whose end would otherwise never come.
unsafe fn close_all_but(keep: c_int) {
    let first = syscall(
        SYS_CLOSE_RANGE,
        0 as c_ulong,
        (keep - 1) as c_ulong,
        0 as c_ulong,
    );
    let rest = syscall(
        SYS_CLOSE_RANGE,
        (keep + 1) as c_ulong,
        !0u32 as c_ulong,
        0 as c_ulong,
    );
    if first == 0 && rest == 0 {
        return;
    }
    let mut limit = Rlimit { current: 0, max: 0 };
    let top = if getrlimit(RLIMIT_NOFILE, &mut limit) == 0 {
        c_int::try_from(limit.current)
            .unwrap_or(c_int::MAX)
            .min(65_536)
    } else {
        1024
    };
    for fd in 0..top {
        if fd != keep {
            close(fd);
        }
    }
}

/// The case's namespaces and the supervisor's start: everything prepared before the fork.
pub(crate) struct Supervisor<'a> {
    launch: &'a Launch,
    /// The program's stdin, stdout and stderr.
    stdio: [c_int; 3],
    /// `CLONE_NEW*` flags.
    namespaces: c_int,
    /// For a user namespace: the paths and lines mapping this user to itself.
    id_maps: Vec<(CString, CString)>,
    /// For a mount namespace: `size=` of the private `/dev/shm`.
    shm_options: CString,
    /// The case's own root, built in its mount namespace.
    root: Option<&'a Plan>,
    /// A kept network namespace to enter (its descriptor), or -1.
    network: c_int,
    /// A kept root to enter and copy (the descriptor of its mount namespace), or -1: then
    /// the root, if the case has one, is built in the case's new mount namespace.
    kept_root: c_int,
    /// The case's own file system, to attach over its scratch folder in its root (see
    /// `root::case_files`), or -1.
    case_files: c_int,
    /// The judge's pid: outside a PID namespace, a supervisor whose parent is not the judge
    /// (it died before the death signal was set) must not start anything.
    judge: c_int,
    /// Started sharing the judge's memory rather than in a copy of it.
    shares_memory: bool,
    stack: Stack,
}

impl<'a> Supervisor<'a> {
    #[allow(clippy::too_many_arguments)] // one per part of the case's namespaces, each named
    pub(crate) fn new(
        launch: &'a Launch,
        stdio: [c_int; 3],
        namespaces: c_int,
        shm_kib: u64,
        root: Option<&'a Plan>,
        network: c_int,
        kept_root: c_int,
        case_files: c_int,
    ) -> Supervisor<'a> {
        let line = |s: String| CString::new(s).unwrap_or_default();
        let mut id_maps = Vec::new();
        if namespaces & CLONE_NEWUSER != 0 {
            // SAFETY: plain system calls.
            let (uid, gid) = unsafe { (geteuid(), getegid()) };
            id_maps.push((
                line("/proc/self/uid_map".into()),
                line(format!("{0} {0} 1", uid)),
            ));
            id_maps.push((line("/proc/self/setgroups".into()), line("deny".into())));
            id_maps.push((
                line("/proc/self/gid_map".into()),
                line(format!("{0} {0} 1", gid)),
            ));
        }
        Supervisor {
            launch,
            stdio,
            namespaces,
            id_maps,
            shm_options: line(format!("size={}k,mode=1777", shm_kib.max(64))),
            root,
            network,
            kept_root,
            case_files,
            // SAFETY: plain system call.
            judge: unsafe { getpid() },
            shares_memory: false,
            stack: Stack::new(),
        }
    }
}

/// What a case's supervisor is made from, owned: where the supervisor shares the judge's
/// memory, the thread that starts it takes them (see [`start_supervisor`]).
pub(crate) struct SupervisorParts {
    pub(crate) launch: Launch,
    pub(crate) stdio: [c_int; 3],
    pub(crate) namespaces: c_int,
    pub(crate) shm_kib: u64,
    pub(crate) root: Option<std::sync::Arc<Plan>>,
    pub(crate) network: c_int,
    pub(crate) kept_root: c_int,
    pub(crate) case_files: c_int,
}

impl SupervisorParts {
    /// The supervisor's setup, borrowing these parts.
    fn setup(&self, shares_memory: bool) -> Supervisor<'_> {
        Supervisor {
            shares_memory,
            ..Supervisor::new(
                &self.launch,
                self.stdio,
                self.namespaces,
                self.shm_kib,
                self.root.as_deref(),
                self.network,
                self.kept_root,
                self.case_files,
            )
        }
    }
}

/// A supervisor started by [`start_supervisor`], as the judge sees it.
pub(crate) struct Started {
    /// Its pid, in the judge's PID namespace.
    pub(crate) pid: c_int,
    /// The thread that started it where it shares the judge's memory, suspended until it
    /// exits; joined once it is reaped.
    pub(crate) starter: Option<std::thread::JoinHandle<()>>,
}

/// Starts the case's supervisor in the case's namespaces, in a process that shares the
/// judge's memory instead of a copy of it, as `posix_spawn` starts a program: no page table is
/// copied and no page of the judge is copied on write afterwards. A judge that holds much
/// memory (the test suite's process holds hundreds of MiB) forked a copy of it for every case.
///
/// The supervisor never execs, so the memory stays shared while it lives. It is started from a
/// thread of its own with `CLONE_VFORK`: that thread stays suspended until the supervisor
/// exits and owns everything the supervisor reads (its setup, its stack, the program's
/// `Launch`), so none of it is freed or changed under it; the supervisor uses that thread's
/// thread-local storage (`errno`) while no code of the judge runs on it; and it starts with
/// that thread's mask, every signal blocked, so no handler of the judge's runs in it. The
/// kernel writes the pid for the judge (`CLONE_PARENT_SETTID`) before the supervisor runs,
/// once the supervisor has its copy of the descriptors.
///
/// It shares only where the program runs as another user than the judge (`share_memory`: a
/// judge run by root, its programs unprivileged), who can neither trace the supervisor nor
/// read its memory. A program of the judge's own user (in a user namespace) might try, and a
/// shared supervisor would open the judge's memory to it: there the supervisor is forked, a
/// copy of the judge, and made not dumpable once it has entered its namespaces (see
/// `supervisor_main`), so that no program traces even the copy.
pub(crate) fn start_supervisor(parts: SupervisorParts, share_memory: bool) -> io::Result<Started> {
    if !share_memory {
        let setup = parts.setup(false);
        // SAFETY: the supervisor runs in a copy of this process, `setup` unchanged until
        // the clone returns; the child only makes system calls.
        let pid = unsafe { setup.fork() };
        if pid < 0 {
            return Err(io::Error::last_os_error());
        }
        return Ok(Started { pid, starter: None });
    }
    let pid = std::sync::Arc::new(AtomicI32::new(0));
    let told = std::sync::Arc::clone(&pid);
    let starter = std::thread::Builder::new()
        .name("supervisor".into())
        .stack_size(STARTER_STACK)
        .spawn(move || {
            let setup = parts.setup(true);
            // SAFETY: `setup` and the `parts` it borrows live on this thread until it returns,
            // after the supervisor's exit; `told` outlives the call.
            unsafe { setup.start_sharing(&told) };
        })?;
    let mut tries = 0u32;
    loop {
        tries += 1;
        match pid.load(Ordering::SeqCst) {
            0 if starter.is_finished() => {
                // The thread ended: joined, everything it wrote is seen. Between the load above
                // and that look, a short case may have been started and ended whole (the thread
                // waits only until the supervisor exits), or the clone failed: its pid or errno
                // is there now. Only a pid still unset means the thread never started it.
                let _ = starter.join();
                return match pid.load(Ordering::SeqCst) {
                    0 => Err(io::Error::new(
                        io::ErrorKind::Other,
                        "the supervisor's thread ended before starting it",
                    )),
                    failed if failed < 0 => Err(io::Error::from_raw_os_error(-failed)),
                    pid => Ok(Started { pid, starter: None }),
                };
            }
            // The clone is a matter of microseconds; on a busy machine the thread may wait
            // for a CPU, and this one gives its own up meanwhile.
            0 if tries < 64 => std::thread::yield_now(),
            0 => std::thread::sleep(std::time::Duration::from_micros(50)),
            failed if failed < 0 => {
                let _ = starter.join();
                return Err(io::Error::from_raw_os_error(-failed));
            }
            pid => {
                return Ok(Started {
                    pid,
                    starter: Some(starter),
                })
            }
        }
    }
}

/// The stack of the thread that starts a supervisor: it only builds the setup and waits.
const STARTER_STACK: usize = 256 << 10;

impl Supervisor<'_> {
    /// Forks the supervisor into the case's namespaces, a copy of this process; its pid.
    ///
    /// # Safety
    /// The supervisor runs in a copy of this process: the caller keeps `self` unchanged
    /// until it returns, and the child only makes system calls.
    unsafe fn fork(&self) -> c_int {
        clone(
            supervisor_main,
            self.stack.top(),
            self.namespaces | SIGCHLD,
            self as *const Supervisor as *mut c_void,
        )
    }

    /// Clones the supervisor into the case's namespaces, sharing this process's memory, and
    /// waits, suspended, until it exits. `pid` gets its pid (as the judge sees it), or the
    /// negated errno of a failed clone.
    ///
    /// # Safety
    /// Only on a thread of its own that runs nothing else (see [`start_supervisor`]); `self`
    /// and `pid` live across the call.
    unsafe fn start_sharing(&self, pid: &AtomicI32) {
        // The mask the supervisor starts with (the program's process clears it).
        let every = [!0u64; 16];
        sigprocmask(
            SIG_BLOCK,
            every.as_ptr() as *const c_void,
            std::ptr::null_mut(),
        );
        let started = clone(
            supervisor_main,
            self.stack.top(),
            self.namespaces | CLONE_VM | CLONE_VFORK | CLONE_PARENT_SETTID | SIGCHLD,
            self as *const Supervisor as *mut c_void,
            pid as *const AtomicI32 as *mut c_int,
        );
        if started < 0 {
            pid.store(-(*__errno_location()).max(1), Ordering::SeqCst);
        }
    }
}

/// The supervisor's first steps: die with the judge, enter the namespaces' private views,
/// take the program's stdio, start the program, and supervise it.
extern "C" fn supervisor_main(argument: *mut c_void) -> c_int {
    // SAFETY: `argument` is the judge's `Supervisor`: in a copy of the judge's memory, or in
    // the memory this process shares with the judge, owned by the thread suspended until this
    // process exits; either way nothing changes or frees it meanwhile (see `start_supervisor`).
    unsafe {
        let setup = &*(argument as *const Supervisor);
        let launch = setup.launch;
        prctl(PR_SET_PDEATHSIG, SIGKILL as c_ulong);
        if setup.namespaces & CLONE_NEWPID == 0 && getppid() != setup.judge {
            _exit(126);
        }
        if !enter(setup) {
            // Never run a case in less than the level says.
            _exit(126);
        }
        // A forked supervisor (its own memory; see `start_supervisor`), its user mapped: a
        // program of the same user may no longer trace it or read its memory. Shared memory
        // is left as it is: the judge's.
        if !setup.shares_memory {
            prctl(PR_SET_DUMPABLE, 0 as c_ulong);
        }
        // The supervisor leads a group of its own, away from the terminal's signals; without
        // a PID namespace it is the subreaper that every orphan of the program comes to.
        setpgid(0, 0);
        prctl(PR_SET_CHILD_SUBREAPER, 1 as c_ulong);
        for (to, &from) in setup.stdio.iter().enumerate() {
            if dup2(from, to as c_int) < 0 {
                _exit(126);
            }
        }
        match launch.start() {
            program if program < 0 => _exit(126),
            program => supervise(
                program,
                launch.report,
                launch.failure(),
                setup.namespaces & CLONE_NEWPID != 0,
            ),
        }
    }
}

/// Enters the kept network namespace, maps the user to itself in a new user namespace, and
/// makes the private mounts in a new mount namespace (or in a copy of a kept root); whether
/// all of it was done.
unsafe fn enter(setup: &Supervisor) -> bool {
    let mut done = setup.network < 0 || setns(setup.network, CLONE_NEWNET) == 0;
    for (path, line) in &setup.id_maps {
        let fd = open(path.as_ptr(), O_WRONLY | O_CLOEXEC);
        done &= fd >= 0 && write_all(fd, line.as_bytes());
        close(fd);
    }
    match setup.root {
        // A case with its own file system never copies a kept root (see `start`).
        Some(plan) if setup.kept_root >= 0 && setup.case_files < 0 => {
            done &= setns(setup.kept_root, CLONE_NEWNS) == 0
                && unshare(CLONE_NEWNS) == 0
                && plan.finish_kept();
        }
        _ if setup.namespaces & CLONE_NEWNS != 0 => done &= private_mounts(setup),
        _ => {}
    }
    done
}

/// Starts a process that only enters the namespaces `setup` names and says whether it could
/// (exit status 0); its pid, to be waited for.
///
/// # Safety
/// As for [`Supervisor::fork`].
pub(crate) unsafe fn probe(setup: &Supervisor) -> c_int {
    clone(
        probe_main,
        setup.stack.top(),
        setup.namespaces | SIGCHLD,
        setup as *const Supervisor as *mut c_void,
    )
}

extern "C" fn probe_main(argument: *mut c_void) -> c_int {
    // SAFETY: as for `supervisor_main`.
    unsafe {
        let setup = &*(argument as *const Supervisor);
        _exit(if enter(setup) { 0 } else { 1 })
    }
}

/// In the case's mount namespace: nothing propagates back, `/dev/shm` is a small tmpfs of
/// the case's own (charged to its cgroup, gone with the namespace), and `/proc` shows the
/// case's PID namespace only.
unsafe fn private_mounts(setup: &Supervisor) -> bool {
    let none = std::ptr::null();
    let root = b"/\0".as_ptr() as *const c_char;
    let tmpfs = b"tmpfs\0".as_ptr() as *const c_char;
    let shm = b"/dev/shm\0".as_ptr() as *const c_char;
    let proc_ = b"proc\0".as_ptr() as *const c_char;
    let proc_dir = b"/proc\0".as_ptr() as *const c_char;
    if mount(none, root, none, MS_REC | MS_PRIVATE, std::ptr::null()) != 0 {
        return false;
    }
    if let Some(plan) = setup.root {
        return plan.enter(setup.case_files);
    }
    let shm_done = mount(
        tmpfs,
        shm,
        tmpfs,
        MS_NOSUID | MS_NODEV,
        setup.shm_options.as_ptr() as *const c_void,
    ) == 0;
    if setup.namespaces & CLONE_NEWPID == 0 {
        return shm_done;
    }
    shm_done
        && mount(
            proc_,
            proc_dir,
            proc_,
            MS_NOSUID | MS_NODEV | MS_NOEXEC,
            std::ptr::null(),
        ) == 0
}
