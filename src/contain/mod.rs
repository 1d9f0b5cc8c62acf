//! Containment: one home for the run of a program. [`run`] takes what to start (its argument
//! list, its folder, its stdin and stdout) and the limits, and says what the program used and
//! how it ended ([`Usage`]), or why it could not run ([`ContainError`]). It knows nothing of
//! the judge above it: the crate's other modules call it, it calls none of them.
//!
//! One backend per platform, side by side, each a module with the same three functions (the
//! backend interface, checked by `backend_interface!` for each compiled backend):
//! - `fn detect() -> Level`: the containment this machine gives, found once per process;
//! - `fn run(job: Job<'_>, limits: &Limits, level: &Level) -> Result<Usage, ContainError>`:
//!   one run, every process it started gone when it returns;
//! - `fn catch_interrupts()`: the stop requests of the platform (Unix: SIGINT, SIGTERM,
//!   SIGHUP) turned into [`interrupted`], which every running job polls.
//!
//! The backends:
//! - `linux` contains a case by the kernel, the way the trusted judges do it (isolate,
//!   runguard), at the strongest level this machine gives (see [`level`]):
//!   - **a cgroup per case**: memory limited and its peak measured by the kernel (shared
//!     memory, `/dev/shm` and memfd files included), `pids.max` as the process cap, CPU time
//!     of every process, and the group killed as one at the end;
//!   - **a PID namespace per case** (as root, or inside a user namespace for anyone else):
//!     the program cannot see or signal the supervisor or the judge, nothing it starts can
//!     leave, and when the supervisor (the namespace's first process) dies the kernel kills
//!     the rest; with it a **mount namespace**: a private `/dev/shm` and `/proc`;
//!   - **best effort**: the supervisor, `/proc` sampling and `RLIMIT_NPROC` where it binds.
//!
//!   Whatever the level, the supervisor dies with the judge (`PR_SET_PDEATHSIG`), and the
//!   program with its supervisor.
//! - `windows` puts each case in a job object: memory, CPU time and processes limited and
//!   measured for the whole tree, which is killed as one at the end (see its documentation).
//!   Idle time is not measured there, so the wall-clock cap of [`Caps`] holds.
//! - `portable`, std only, for every other platform: the time and output limits hold, memory
//!   is not measured, and only the program itself is killed at the limit.
//!
//! Beside them, `scratch`: the case's folder, held by descriptor.

#[cfg(target_os = "linux")]
mod linux;
// Compiled everywhere, so that its tests run on Linux too; used where no other backend is.
#[cfg_attr(any(target_os = "linux", windows), allow(dead_code))]
mod portable;
pub(crate) mod scratch;
// Its pure parts (command lines, crash names, the `PATH` search) compile everywhere, so that
// their tests run on Linux too; the job object itself only on Windows.
pub(crate) mod windows;

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::fs::File;
use std::io;
use std::path::Path;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Mutex;
use std::time::Duration;

// The dispatch: one backend per platform.
#[cfg(target_os = "linux")]
use linux as backend;
#[cfg(not(any(target_os = "linux", windows)))]
use portable as backend;
#[cfg(windows)]
use windows as backend;

/// Checks at compile time that a backend module has the interface's three functions, with
/// their signatures.
macro_rules! backend_interface {
    ($backend:ident) => {
        const _: () = {
            let _: fn() -> Level = $backend::detect;
            let _: for<'a> fn(Job<'a>, &Limits, &Level) -> Result<Usage, ContainError> =
                $backend::run;
            let _: fn() = $backend::catch_interrupts;
        };
    };
}
#[cfg(target_os = "linux")]
backend_interface!(linux);
#[cfg(windows)]
backend_interface!(windows);
backend_interface!(portable);

/// Limits for one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// CPU time of all the program's processes, user + system; the program is killed when
    /// it passes it, or at one of the time caps beside it ([`Caps`]).
    pub time: Duration,
    /// A plain wall-clock limit, for a package that wants one (`--wall-limit`, `wall_limit`
    /// in `problem.txt`); `None`: the idle cap and the wall-clock safety net ([`Caps`]).
    pub wall: Option<Duration>,
    /// Total resident memory of the program's processes, in KiB; `None` for no limit.
    pub memory_kib: Option<u64>,
    /// Bytes of output kept; writing past them ends the run (output limit exceeded).
    pub output_bytes: u64,
    /// Processes alive at once in the program's tree.
    pub processes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time: Duration::from_secs(2),
            wall: None,
            memory_kib: Some(256 << 10),
            output_bytes: 64 << 20,
            processes: 64,
        }
    }
}

/// How the program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Exited(i32),
    Signalled(i32),
    /// Killed by the runner at the wall-clock cap ([`Caps::wall`]): the safety net, the
    /// package's wall limit, or (where idle time is not measured) the cap on a program that
    /// sleeps or blocks.
    TimedOut,
    /// Killed by the runner when its idle time passed the idle cap ([`Caps::idle`]): a
    /// program that sleeps or blocks.
    IdleLimit,
    /// Killed by the runner when the CPU time of its processes passed the CPU cap
    /// ([`Caps::cpu`], a quarter past the time limit).
    CpuLimit,
    /// Killed by the runner when its processes' memory passed the limit.
    MemoryLimit,
    /// Killed by the runner when its tree held more processes than the limit.
    TooManyProcesses,
    /// Killed because the runner itself was asked to stop (the signal's number).
    Interrupted(i32),
    /// The supervisor died before the program (something killed it); its tree was killed.
    SupervisorLost,
}

/// What one run used and how it ended: plain data, for the judge to turn into a verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Usage {
    pub ending: Ending,
    pub wall: Duration,
    /// User + system CPU time of every process of the run, where the platform reports it.
    pub cpu: Option<Duration>,
    /// The time the run was idle, neither running nor waiting for a CPU ([`Caps::idle`]),
    /// where the backend measures it.
    pub idle: Option<Duration>,
    /// Peak total resident memory in KiB, where the platform reports it.
    pub peak_kib: Option<u64>,
    /// The start of stderr ([`STDERR_KEPT`] bytes at most), for messages.
    pub stderr_head: Vec<u8>,
}

/// What to start, and where its standard streams go. Its stderr goes to a pipe the backend
/// drains: the head is kept ([`Usage::stderr_head`]), the rest discarded, so a flood there
/// neither blocks the program nor counts as output.
#[derive(Debug)]
pub struct Job<'a> {
    /// The program: a path, or a name looked up on `PATH`.
    pub program: &'a OsStr,
    pub args: &'a [OsString],
    /// Where the program starts; the runner's own folder when `None`.
    pub cwd: Option<&'a Path>,
    /// The program's stdin and stdout: files (never pipes the runner would have to serve).
    pub stdin: File,
    pub stdout: File,
    /// The program or a checker (untrusted, or given untrusted files): a clean start, and
    /// where the level has them its own root, no network and an unprivileged user. False for
    /// the judge itself (in tests), which keeps the caller's environment and user.
    pub confined: bool,
    /// What a confined job is given beyond what its command names: the compiler's.
    pub sight: Sight<'a>,
    /// The case's own file system ([`scratch::ScratchDir::files`]), attached over `cwd` in
    /// the case's root, where the level gives it one.
    pub files: Option<&'a File>,
}

/// What a confined job sees and is given beyond what its command line names: the compiler's
/// (the source's folder, for `#include "local.h"`; a build cache in its private `/tmp`).
/// Empty for the program and the checkers.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sight<'a> {
    /// Folders bound read-only at their own paths, where the level gives the job its own root.
    pub read_only: &'a [&'a Path],
    /// `NAME=value` pairs set in the clean environment, each replacing the variable it names;
    /// `{tmp}` in a value is the job's temporary folder (`TMPDIR`).
    pub environment: &'a [&'a str],
    /// The job's temporary folder (`TMPDIR`, and `{tmp}` above) where the level gives it no
    /// private `/tmp`: a folder the caller removes after the run, so that a job killed
    /// mid-write (a compiler at its memory limit) leaves nothing in the shared `/tmp`.
    pub temp: Option<&'a Path>,
}

/// The clean `PATH` of a confined job: a tool outside it is named by its path (and where the
/// level gives the job its own root, bound there: an executable `PREFIX/bin/NAME` with its
/// prefix).
pub const CONFINED_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// The time caps of a run beside its CPU time limit, from its [`Limits`] and whether the
/// backend measures idle time.
///
/// CPU time is the limit, as on a judge, so a busy machine does not change a verdict; the
/// caps only end a program that sleeps or blocks. A program is let run a quarter past its CPU
/// limit before it is killed ([`Caps::cpu`], DOMjudge's *overshoot*): a run that ends in that
/// quarter is over the limit, but by so little that a busy machine may be the cause, and the
/// judge confirms it by a second run ([`crate::judge`]); a run killed there is far over.
/// Wall-clock time cannot tell such a program from one that waits for a CPU on a loaded
/// machine; *idle* time can: the time the case's processes were neither running nor waiting
/// for a CPU. Where the backend measures it, it is capped at `max(limit, 1 s)` and a far
/// wall-clock *safety net* (`10 × limit + 10 s`) makes sure nothing hangs; where it does not,
/// the wall clock is capped at `max(2 × limit, limit + 1 s)`. A package's own wall limit
/// replaces either wall cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// The CPU time at which the program is killed: the limit and a quarter.
    pub cpu: Duration,
    /// The cap on idle time, where it is measured.
    pub idle: Option<Duration>,
    /// The cap on wall-clock time.
    pub wall: Duration,
    pub wall_kind: WallKind,
}

/// What the wall-clock cap of a run is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WallKind {
    /// The package's wall limit ([`Limits::wall`]).
    Limit,
    /// The far safety net behind the idle cap.
    SafetyNet,
    /// The cap on a program that sleeps or blocks, where idle time is not measured.
    SleepCap,
}

impl Caps {
    /// The caps for `limits`, on a backend that measures idle time or not.
    pub fn of(limits: &Limits, idle_measured: bool) -> Caps {
        let time = limits.time;
        let idle = Some(time.max(Duration::from_secs(1))).filter(|_| idle_measured);
        let (wall, wall_kind) = match limits.wall {
            Some(wall) => (wall, WallKind::Limit),
            None if idle_measured => (time * 10 + Duration::from_secs(10), WallKind::SafetyNet),
            None => (
                (time * 2).max(time + Duration::from_secs(1)),
                WallKind::SleepCap,
            ),
        };
        Caps {
            cpu: time + time / 4,
            idle,
            wall,
            wall_kind,
        }
    }

    /// The caps in force, for a heading: `CPU time 1.00 s, idle 1.00 s, wall-clock safety net
    /// 20.00 s`.
    pub fn describe(&self, limits: &Limits) -> String {
        let seconds = |d: Duration| format!("{:.2} s", d.as_secs_f64());
        let mut parts = vec![format!("CPU time {}", seconds(limits.time))];
        if let Some(idle) = self.idle {
            parts.push(format!("idle {}", seconds(idle)));
        }
        parts.push(match self.wall_kind {
            WallKind::Limit => format!("wall limit {}", seconds(self.wall)),
            WallKind::SafetyNet => format!("wall-clock safety net {}", seconds(self.wall)),
            WallKind::SleepCap => format!(
                "wall clock {} (idle time not measured here)",
                seconds(self.wall)
            ),
        });
        parts.join(", ")
    }
}

/// The caps in force for `limits` on this process's backend and level.
pub fn caps(limits: &Limits) -> Caps {
    Caps::of(limits, level().idle_time)
}

/// Why a job could not run at all (as opposed to how it ended).
#[derive(Debug)]
pub enum ContainError {
    /// The program cannot be started: not found, not executable.
    Start(io::Error),
    /// The system failed the runner: no pipe, no cgroup, a failed system call.
    System(io::Error),
}

impl ContainError {
    /// Whether starting the same program again may succeed: the system was short of processes
    /// or memory for a moment, or the program's file was still open for writing (a compiler or
    /// a virus scanner holding it). Then the program is not at fault, and a judge tries again.
    pub fn may_pass(&self) -> bool {
        match self {
            ContainError::Start(e) => start_failure_may_pass(e),
            ContainError::System(_) => false,
        }
    }
}

fn start_failure_may_pass(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::WouldBlock | io::ErrorKind::OutOfMemory
    ) || e
        .raw_os_error()
        .map_or(false, |code| PASSING_START_CODES.contains(&code))
}

/// The error numbers of a start that may pass, beyond no processes (`EAGAIN`) and no memory:
/// `ETXTBSY` (the same number on Linux, macOS and the BSDs).
#[cfg(unix)]
const PASSING_START_CODES: &[i32] = &[26];
/// Not enough memory (8, 14), a sharing violation (32), the "internal error" of Windows and
/// Wine (1359: the new process died while it was being set up), no system resources (1450),
/// the commit limit (1455).
#[cfg(windows)]
const PASSING_START_CODES: &[i32] = &[8, 14, 32, 1359, 1450, 1455];
#[cfg(not(any(unix, windows)))]
const PASSING_START_CODES: &[i32] = &[];

/// Runs `job` under `limits`, contained at this process's [`level`]; when it returns, every
/// process the program started is gone.
pub fn run(job: Job<'_>, limits: &Limits) -> Result<Usage, ContainError> {
    backend::run(job, limits, level())
}

/// Removes `path` and everything in it, never following a symbolic link, whatever a program
/// put there (a tree deeper than the descriptor limit, names that are not UTF-8); the paths
/// it could not remove, empty when all is gone. On Linux iteratively, descriptor by
/// descriptor (`linux::remove`); elsewhere by `std::fs::remove_dir_all`.
pub fn remove_tree(path: &Path) -> Vec<std::path::PathBuf> {
    #[cfg(target_os = "linux")]
    {
        linux::remove::remove_tree(path)
    }
    #[cfg(not(target_os = "linux"))]
    {
        let gone = match std::fs::symlink_metadata(path) {
            Err(_) => true,
            Ok(meta) if meta.is_dir() => std::fs::remove_dir_all(path).is_ok(),
            Ok(_) => std::fs::remove_file(path).is_ok(),
        };
        if gone {
            Vec::new()
        } else {
            vec![path.to_path_buf()]
        }
    }
}

/// Bytes of stderr kept for messages.
pub const STDERR_KEPT: usize = 4096;

/// Keeps the head of a stream and drops the rest.
#[derive(Default)]
pub(crate) struct StderrHead {
    kept: Vec<u8>,
}

impl StderrHead {
    pub(crate) fn take(&mut self, bytes: &[u8]) {
        let room = STDERR_KEPT.saturating_sub(self.kept.len());
        self.kept.extend_from_slice(&bytes[..room.min(bytes.len())]);
    }

    pub(crate) fn into_bytes(self) -> Vec<u8> {
        self.kept
    }
}

/// The signal that asked the judge to stop, 0 while none has.
static INTERRUPTED: AtomicI32 = AtomicI32::new(0);

/// The signal (2, 15 or 1) that asked this process to stop, if one has: every run then ends
/// at once with [`Ending::Interrupted`], its processes killed.
pub fn interrupted() -> Option<i32> {
    match INTERRUPTED.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

/// Asks every run of this process to stop, as the signal `signal` would. Signal-safe: a
/// handler may call it.
pub fn request_interrupt(signal: i32) {
    INTERRUPTED.store(signal, Ordering::SeqCst);
}

/// Turns SIGINT, SIGTERM and SIGHUP into [`interrupted`] for the whole process, so that the
/// caller can kill what runs, remove its scratch files and report what finished.
pub fn catch_interrupts() {
    backend::catch_interrupts();
}

/// Conventional name of a Unix signal, for messages.
pub fn signal_name(signal: i32) -> String {
    let name = match signal {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 if cfg!(target_os = "linux") => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        10 if !cfg!(target_os = "linux") => "SIGBUS",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        31 if cfg!(target_os = "linux") => "SIGSYS",
        _ => return format!("signal {}", signal),
    };
    name.to_string()
}

/// The containment in force for every case of this process.
#[derive(Clone, Debug, Default)]
pub struct Level {
    #[cfg(target_os = "linux")]
    pub(crate) cgroups: linux::cgroup::Hierarchies,
    /// The cgroup, as the first line of a run names it (`cgroup v1 (memory, pids, …)`).
    pub cgroup: Option<String>,
    pub pid_namespace: bool,
    pub mount_namespace: bool,
    /// The namespaces are made inside a user namespace (the judge is not root).
    pub user_namespace: bool,
    /// The backend measures idle time ([`Caps::idle`]).
    pub idle_time: bool,
    /// A backend without cgroups and namespaces (Windows) names its level itself, what is
    /// in force and what is not.
    pub named: Option<String>,
    /// A network namespace (and an IPC namespace) of the case's own: no network.
    pub network_namespace: bool,
    /// The network namespaces are made once per job slot and lent to one case at a time,
    /// where the program has no capability over them (`linux::network`).
    #[cfg(target_os = "linux")]
    pub(crate) reused_networks: bool,
    /// The cases' roots are built once per command and copied by each case (a root judge's;
    /// `linux::root::kept`).
    #[cfg(target_os = "linux")]
    pub(crate) kept_roots: bool,
    /// The case's own root: only the system folders, its scratch folder and what its command
    /// names; not the testdata, the source tree, the home folder or the judge.
    pub own_root: bool,
    /// The program and checkers run without privilege: as `nobody` when the judge is root,
    /// as the user (in a user namespace) otherwise; no capability outside their namespaces.
    pub unprivileged: bool,
    /// A root judge runs each case (program, checker, compiler) as a user of its own, from a
    /// reserved range, never one that another case running at the same time has
    /// (`linux::users`).
    pub user_per_case: bool,
    /// Confined jobs run under a system-call filter: no keyrings, file locks, `io_uring`,
    /// tracing, namespaces or mounts, only the native system-call interface
    /// (`linux::filter`).
    pub syscall_filter: bool,
    /// A file-I/O case works in a tmpfs of its own ([`case_files_kib`]), never mounted on the
    /// host, gone with the case: a root judge's (`linux::root`). Else its folder is on the
    /// disk, removed after the case ([`remove_tree`]).
    pub own_files: bool,
}

/// The room of a file-I/O case's own tmpfs beyond its input ([`Level::own_files`]), in KiB:
/// 64 MiB, or the output limit and a MiB if that is more. Its pages count toward the case's
/// memory; a case that fills it is told so (output limit exceeded).
pub const CASE_FILES_KIB: u64 = 64 << 10;

/// The size of a file-I/O case's own tmpfs, in KiB, for an input of `input_bytes` under
/// `limits`: [`CASE_FILES_KIB`] of room beyond the input's two copies (its stdin and
/// `NAME.in`).
pub fn case_files_kib(limits: &Limits, input_bytes: u64) -> u64 {
    let room = CASE_FILES_KIB.max(limits.output_bytes / 1024 + 1024);
    room + (input_bytes / 1024 + 1) * 2
}

impl Level {
    /// True when neither a cgroup nor a namespace (nor, on Windows, a job object) contains
    /// the case.
    pub fn best_effort(&self) -> bool {
        self.cgroup.is_none() && !self.pid_namespace && self.named.is_none()
    }
}

impl Level {
    /// What a program can do at this level that it could not at the strongest, in words (the
    /// compiler is confined as the program is, so it can do the same).
    pub fn not_in_force(&self) -> Vec<&'static str> {
        let mut missing = Vec::new();
        if !self.own_root {
            missing
                .push("the program can read the testdata, the home folder and the judge's files");
        }
        if !self.unprivileged {
            missing.push("the program runs as the judge's user (as root: it can write any file)");
        }
        if !self.network_namespace {
            missing.push("the program can use the network");
        }
        if self.unprivileged && !self.user_namespace && !self.user_per_case {
            missing.push(
                "every case runs as nobody: what the kernel keeps per user is shared between cases",
            );
        }
        if !self.syscall_filter {
            missing.push(
                "no syscall filter: the program can use the kernel's keyrings, file locks and \
                 io_uring, which other cases share",
            );
        }
        if !self.own_files {
            missing.push(
                "a file-I/O program's files are on the disk (only each file's size is capped), \
                 removed after its case",
            );
        }
        if !missing.is_empty() {
            missing.push("the compiler is confined as the program is: it can do the same");
        }
        missing
    }
}

/// What is not in force at best effort, in a few words, as the backend that runs it does:
/// Linux samples memory from `/proc` (a burst between samples passes the limit) and kills the
/// tree it can still see; nothing keeps the program from the judge's user's rights.
#[cfg(target_os = "linux")]
const BEST_EFFORT_GAPS: &str = "memory sampled, not capped by the kernel; the program and the \
     compiler can read and write your files and the testdata, signal the judge, and use the \
     network";

/// The portable backend measures no memory and kills only the program itself.
#[cfg(not(target_os = "linux"))]
const BEST_EFFORT_GAPS: &str = "memory not measured, children not killed; the program and the \
     compiler can read and write your files and the testdata, and use the network";

impl fmt::Display for Level {
    /// `cgroup v1 (memory, pids, freezer, cpuacct) + PID namespace + mount namespace`, or
    /// `best effort (no cgroup, no namespace): ` and what that leaves the program free to do.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(name) = &self.named {
            return f.write_str(name);
        }
        if self.best_effort() {
            return write!(
                f,
                "best effort (no cgroup, no namespace): {}",
                BEST_EFFORT_GAPS
            );
        }
        let mut parts: Vec<String> = Vec::new();
        match &self.cgroup {
            Some(cgroup) => parts.push(cgroup.clone()),
            None => parts.push("no cgroup".to_string()),
        }
        if self.pid_namespace {
            let user = if self.user_namespace {
                " (in a user namespace)"
            } else {
                ""
            };
            parts.push(format!("PID namespace{}", user));
        }
        if self.mount_namespace {
            parts.push("mount namespace".to_string());
        }
        if self.network_namespace {
            parts.push("no network".to_string());
        }
        if self.own_root {
            parts.push("own root".to_string());
        }
        if self.unprivileged {
            parts.push(match self.user_per_case {
                true => "unprivileged (a user per case)".to_string(),
                false => "unprivileged".to_string(),
            });
        }
        if self.syscall_filter {
            parts.push("syscall filter".to_string());
        }
        if self.own_files {
            parts.push("own tmpfs".to_string());
        }
        let mut text = parts.join(" + ");
        let missing = self.not_in_force();
        if !missing.is_empty() {
            text.push_str(&format!(" — NOT in force: {}", missing.join("; ")));
        }
        f.write_str(&text)
    }
}

/// The environment variable that lowers the level, for tests and for comparing levels:
/// `best-effort` (no cgroup, no namespace) or `namespace` (no cgroup).
pub const LEVEL_VARIABLE: &str = "JUDGE_CONTAINMENT";

static LEVEL: Mutex<Option<&'static Level>> = Mutex::new(None);

/// The containment this process gives every case, found once: the strongest the machine
/// allows, lowered by [`LEVEL_VARIABLE`].
pub fn level() -> &'static Level {
    let mut found = LEVEL.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(level) = *found {
        return level;
    }
    let level: &'static Level = Box::leak(Box::new(backend::detect()));
    *found = Some(level);
    level
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_short_of_processes_or_memory_may_pass_and_a_missing_file_may_not() {
        let start = |e: io::Error| ContainError::Start(e).may_pass();
        assert!(start(io::Error::from(io::ErrorKind::WouldBlock)));
        assert!(start(io::Error::from(io::ErrorKind::OutOfMemory)));
        assert!(!start(io::Error::from(io::ErrorKind::NotFound)));
        assert!(!start(io::Error::from(io::ErrorKind::PermissionDenied)));
        assert!(!ContainError::System(io::Error::from(io::ErrorKind::WouldBlock)).may_pass());
        // Linux: EAGAIN, ENOMEM and ETXTBSY may pass; ENOENT, EACCES and ENOEXEC do not.
        #[cfg(target_os = "linux")]
        let codes = [
            (11, true),
            (12, true),
            (26, true),
            (2, false),
            (13, false),
            (8, false),
        ];
        // Windows: Wine's failed set-up and a file still being written may pass; a missing
        // file, a denied one and one that is no program do not.
        #[cfg(windows)]
        let codes = [
            (1359, true),
            (32, true),
            (8, true),
            (2, false),
            (5, false),
            (193, false),
        ];
        #[cfg(not(any(target_os = "linux", windows)))]
        let codes: [(i32, bool); 0] = [];
        for (code, passes) in codes {
            assert_eq!(
                start(io::Error::from_raw_os_error(code)),
                passes,
                "error {}",
                code
            );
        }
    }

    #[test]
    fn idle_time_is_capped_at_the_limit_or_a_second_behind_a_far_safety_net() {
        let limits = |ms: u64| Limits {
            time: Duration::from_millis(ms),
            ..Limits::default()
        };
        let measured = Caps::of(&limits(500), true);
        assert_eq!(measured.idle, Some(Duration::from_secs(1)));
        assert_eq!(measured.wall, Duration::from_secs(15));
        assert_eq!(measured.wall_kind, WallKind::SafetyNet);
        assert_eq!(
            Caps::of(&limits(3_000), true).idle,
            Some(Duration::from_secs(3))
        );
        assert_eq!(
            measured.describe(&limits(500)),
            "CPU time 0.50 s, idle 1.00 s, wall-clock safety net 15.00 s"
        );
    }

    #[test]
    fn a_program_is_killed_a_quarter_past_its_cpu_limit_on_every_backend() {
        let limits = |ms: u64| Limits {
            time: Duration::from_millis(ms),
            ..Limits::default()
        };
        for idle_measured in [true, false] {
            assert_eq!(
                Caps::of(&limits(1_000), idle_measured).cpu,
                Duration::from_millis(1_250)
            );
            assert_eq!(
                Caps::of(&limits(2_000), idle_measured).cpu,
                Duration::from_millis(2_500)
            );
        }
    }

    #[test]
    fn without_idle_time_the_wall_clock_is_capped_at_twice_the_limit_or_a_second_more() {
        let limits = |ms: u64| Limits {
            time: Duration::from_millis(ms),
            ..Limits::default()
        };
        let wall = |ms| Caps::of(&limits(ms), false).wall;
        assert_eq!(wall(500), Duration::from_millis(1_500));
        assert_eq!(wall(1_000), Duration::from_secs(2));
        assert_eq!(wall(3_000), Duration::from_secs(6));
        assert_eq!(Caps::of(&limits(500), false).idle, None);
    }

    #[test]
    fn a_wall_limit_replaces_the_wall_cap_and_the_heading_names_it() {
        let limits = Limits {
            time: Duration::from_secs(1),
            wall: Some(Duration::from_secs(3)),
            ..Limits::default()
        };
        let caps = Caps::of(&limits, true);
        assert_eq!(
            (caps.wall, caps.wall_kind),
            (Duration::from_secs(3), WallKind::Limit)
        );
        assert_eq!(
            caps.describe(&limits),
            "CPU time 1.00 s, idle 1.00 s, wall limit 3.00 s"
        );
        assert_eq!(Caps::of(&limits, false).wall, Duration::from_secs(3));
    }

    #[test]
    fn the_first_line_names_the_level_or_says_best_effort() {
        assert_eq!(
            Level::default().to_string(),
            format!(
                "best effort (no cgroup, no namespace): {}",
                BEST_EFFORT_GAPS
            )
        );
        if cfg!(target_os = "linux") {
            // The line the READMEs quote.
            assert_eq!(
                Level::default().to_string(),
                "best effort (no cgroup, no namespace): memory sampled, not capped by the \
                 kernel; the program and the compiler can read and write your files and the \
                 testdata, signal the judge, and use the network"
            );
        }
        let compiler = "the compiler is confined as the program is: it can do the same";
        let root = Level {
            cgroup: Some("cgroup v1 (memory, pids, cpuacct)".to_string()),
            pid_namespace: true,
            mount_namespace: true,
            network_namespace: true,
            own_root: true,
            unprivileged: true,
            user_per_case: true,
            syscall_filter: true,
            own_files: true,
            ..Level::default()
        };
        assert_eq!(
            root.to_string(),
            "cgroup v1 (memory, pids, cpuacct) + PID namespace + mount namespace \
             + no network + own root + unprivileged (a user per case) + syscall filter \
             + own tmpfs"
        );
        let unfiltered = Level {
            syscall_filter: false,
            ..root.clone()
        };
        assert!(unfiltered.to_string().ends_with(
            "unprivileged (a user per case) + own tmpfs — NOT in force: no syscall filter: the program \
             can use the kernel's keyrings, file locks and io_uring, which other cases share; \
             the compiler is confined as the program is: it can do the same"
        ));
        let one_user = Level {
            user_per_case: false,
            ..root.clone()
        };
        assert!(one_user.to_string().ends_with(
            "unprivileged + syscall filter + own tmpfs — NOT in force: every case runs as nobody: what the \
             kernel keeps per user is shared between cases; the compiler is confined as the \
             program is: it can do the same"
        ));
        let unprivileged = Level {
            pid_namespace: true,
            user_namespace: true,
            syscall_filter: true,
            ..Level::default()
        };
        assert_eq!(
            unprivileged.to_string(),
            format!(
                "no cgroup + PID namespace (in a user namespace) + syscall filter — NOT in force: \
                 the program can read the testdata, the home folder and the judge's files; \
                 the program runs as the judge's user (as root: it can write any file); \
                 the program can use the network; a file-I/O program's files are on the disk \
                 (only each file's size is capped), removed after its case; {}",
                compiler
            )
        );
        assert!(!unprivileged.best_effort());
    }
}
