//! Running one program on one input as a judge does, and containing it.
//!
//! Each run gets a private scratch folder: a copy of the input is the program's stdin (so the
//! answer's path is not one `sed` away), stdout goes to a file there, capped in size, and
//! stderr to a pipe the runner drains (its head kept for messages, the rest discarded, so a
//! stderr flood neither blocks the program nor counts as output). Nothing is piped *into* the
//! program, so one that never reads its input, or floods its output, cannot block the runner or
//! grow its memory.
//!
//! On Linux the program is contained the way a judge without cgroups can do it:
//! - it runs under a *supervisor*: a process forked off just before the program that makes
//!   itself a child subreaper (`PR_SET_CHILD_SUBREAPER`) and reaps; every process the program
//!   starts — through `sh -c`, `setsid`, a double fork, a `setpgid` into another group — stays
//!   a descendant of the supervisor, so the runner can always find it;
//! - the runner samples that process tree from `/proc` a few milliseconds apart: the memory of
//!   the program is the total resident memory of the whole tree, never the runner's own; the
//!   moment it passes the limit, or the tree holds too many processes, the tree is killed;
//! - at the end of the run, whatever it ended with, every process left in the tree is killed,
//!   and no wait lasts longer than the time limit plus a short grace;
//! - `SIGINT`, `SIGTERM` and `SIGHUP` to the runner's process (see [`catch_interrupts`]) end
//!   every running program the same way.
//!
//! What it does not do: no network or file-system sandbox; the program runs as the same user.
//! Elsewhere the program runs with only the time and output limits; memory shows as unknown.

use std::ffi::OsString;
use std::fmt;
use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};
use std::time::Duration;

/// What to run: a program with arguments, or a command line for the shell (`--cmd`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Program {
    Exec { path: PathBuf, args: Vec<OsString> },
    Shell(String),
}

impl Program {
    /// A program started with no arguments.
    pub fn binary(path: impl Into<PathBuf>) -> Program {
        Program::Exec {
            path: path.into(),
            args: Vec::new(),
        }
    }

    /// The command that starts the program, before any redirection.
    pub fn command(&self) -> Command {
        match self {
            Program::Exec { path, args } => {
                let mut command = Command::new(path);
                command.args(args);
                command
            }
            Program::Shell(line) if cfg!(windows) => {
                let mut command = Command::new("cmd");
                command.arg("/C").arg(line);
                command
            }
            Program::Shell(line) => {
                let mut command = Command::new("sh");
                command.arg("-c").arg(line);
                command
            }
        }
    }

    /// The program to start and its arguments, as `command` would start them.
    pub fn argv(&self) -> (OsString, Vec<OsString>) {
        match self {
            Program::Exec { path, args } => (path.clone().into_os_string(), args.clone()),
            Program::Shell(line) if cfg!(windows) => ("cmd".into(), vec!["/C".into(), line.into()]),
            Program::Shell(line) => ("sh".into(), vec!["-c".into(), line.into()]),
        }
    }

    /// How the program is named in messages.
    pub fn describe(&self) -> String {
        match self {
            Program::Exec { path, args } => {
                let mut text = path.display().to_string();
                for arg in args {
                    text.push(' ');
                    text.push_str(&arg.to_string_lossy());
                }
                text
            }
            Program::Shell(line) => line.clone(),
        }
    }
}

/// Limits for one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock limit; the program is killed when it is reached.
    pub time: Duration,
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
    /// Killed by the runner at the wall-clock limit.
    TimedOut,
    /// Killed by the runner when its processes' memory passed the limit.
    MemoryLimit,
    /// Killed by the runner when its tree held more processes than the limit.
    TooManyProcesses,
    /// Killed because the runner itself was asked to stop (the signal's number).
    Interrupted(i32),
    /// The supervisor died before the program (something killed it); its tree was killed.
    SupervisorLost,
}

/// Everything measured about one run.
#[derive(Debug)]
pub struct Execution {
    pub ending: Ending,
    pub wall: Duration,
    /// User + system CPU time of every process of the run, where the platform reports it.
    pub cpu: Option<Duration>,
    /// Peak total resident memory in KiB, where the platform reports it.
    pub peak_kib: Option<u64>,
    /// True when the program wrote more than `Limits::output_bytes` to its output.
    pub output_overflow: bool,
    /// The start of stderr, for messages.
    pub stderr_head: Vec<u8>,
    /// The file judged as the program's output (stdout, or the file of `--file-io`).
    output: PathBuf,
    /// Holds the scratch folder, and with it the output, until the execution is dropped.
    _scratch: ScratchDir,
}

impl Execution {
    /// The output file, for comparisons that stream it.
    pub fn output_path(&self) -> &Path {
        &self.output
    }

    /// The whole output, for callers that need it in memory (it is at most the output limit).
    pub fn read_output(&self) -> io::Result<Vec<u8>> {
        fs::read(&self.output)
    }
}

/// Why a run could not take place at all (as opposed to how it ended).
#[derive(Debug)]
pub enum RunError {
    /// The input file cannot be read: the testdata's fault.
    Input(PathBuf, io::Error),
    /// The program cannot be started: the user's command or file.
    Start(io::Error),
    /// The runner's own trouble (no scratch space, a failed system call).
    Runner(io::Error),
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Input(path, e) => write!(f, "cannot read {}: {}", path.display(), e),
            RunError::Start(e) => write!(f, "cannot start the program: {}", e),
            RunError::Runner(e) => write!(f, "the judge cannot run programs here: {}", e),
        }
    }
}

impl std::error::Error for RunError {}

/// Bytes of stderr kept for messages.
pub const STDERR_KEPT: usize = 4096;

/// How a run is set up besides its limits.
#[derive(Clone, Copy, Debug, Default)]
pub struct Setup<'a> {
    /// USACO-style file I/O: the program runs in its scratch folder, the input is also
    /// `NAME.in` there, and `NAME.out`, when the program writes it, is its output.
    pub file_io: Option<&'a str>,
}

/// Runs `program` on a private copy of `input`, under `limits`.
pub fn execute(
    program: &Program,
    input: &Path,
    limits: &Limits,
    setup: Setup,
) -> Result<Execution, RunError> {
    let scratch = ScratchDir::new().map_err(RunError::Runner)?;
    let stdin_path = scratch.path().join("stdin");
    copy_input(input, &stdin_path)?;
    if let Some(name) = setup.file_io {
        let named = scratch.path().join(format!("{}.in", name));
        fs::copy(&stdin_path, named).map_err(RunError::Runner)?;
    }
    let stdout_path = scratch.path().join("stdout");
    let stdin = File::open(&stdin_path).map_err(RunError::Runner)?;
    let stdout = File::create(&stdout_path).map_err(RunError::Runner)?;
    let mut command = program.command();
    if setup.file_io.is_some() {
        command.current_dir(scratch.path());
    }
    let ran = sys::run(program, command, stdin, stdout, limits)?;

    let mut output = stdout_path;
    if let Some(name) = setup.file_io {
        let named = scratch.path().join(format!("{}.out", name));
        if named.is_file() {
            output = named;
        }
    }
    let written = fs::metadata(&output).map(|m| m.len()).unwrap_or(0);
    let killed_by_the_cap = ran.ending == Ending::Signalled(SIGXFSZ);
    Ok(Execution {
        ending: ran.ending,
        wall: ran.wall,
        cpu: ran.cpu,
        peak_kib: ran.peak_kib,
        output_overflow: written > limits.output_bytes || killed_by_the_cap,
        stderr_head: ran.stderr_head,
        output,
        _scratch: scratch,
    })
}

/// Checks, before any case runs, that `program` can be started at all: a file that is there
/// and executable, or a command the shell finds; why not, otherwise. A shell line that starts
/// with shell syntax is left to the shell (a failure then shows on the first case).
pub fn preflight(program: &Program) -> Result<(), String> {
    match program {
        Program::Exec { path, .. } if path.components().count() > 1 => executable(path),
        Program::Exec { path, .. } => on_path(&path.to_string_lossy()),
        Program::Shell(line) => match plain_first_word(line) {
            Some(word) if word.contains('/') => executable(Path::new(word)),
            Some(word) => on_path(word),
            None => Ok(()),
        },
    }
}

/// The first word of a shell line when it is a plain command name or path.
fn plain_first_word(line: &str) -> Option<&str> {
    let word = line.split_whitespace().next()?;
    let plain = word
        .chars()
        .all(|c| c.is_alphanumeric() || "._-+/@%,:".contains(c));
    if plain {
        Some(word)
    } else {
        None
    }
}

fn executable(path: &Path) -> Result<(), String> {
    let metadata = fs::metadata(path).map_err(|e| format!("{}: {}", path.display(), e))?;
    if metadata.is_dir() {
        return Err(format!("{} is a folder, not a program", path.display()));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if metadata.permissions().mode() & 0o111 == 0 {
            return Err(format!(
                "{} is not executable (chmod +x {})",
                path.display(),
                path.display()
            ));
        }
    }
    Ok(())
}

/// Whether the shell finds `name` (a program on PATH, a builtin, a keyword).
fn on_path(name: &str) -> Result<(), String> {
    if cfg!(windows) {
        return Ok(());
    }
    let found = Command::new("sh")
        .args(["-c", "command -v -- \"$1\" >/dev/null 2>&1", "sh", name])
        .stdin(std::process::Stdio::null())
        .status()
        .map_or(true, |status| status.success());
    if found {
        Ok(())
    } else {
        Err(format!(
            "`{}` is not a command here (not found on PATH)",
            name
        ))
    }
}

/// The file-size signal on Linux and most Unix systems.
const SIGXFSZ: i32 = 25;

/// Copies the input (following symlinks) to the scratch folder; a failure names the input.
fn copy_input(input: &Path, to: &Path) -> Result<(), RunError> {
    let mut source = File::open(input).map_err(|e| RunError::Input(input.to_path_buf(), e))?;
    let mut target = File::create(to).map_err(RunError::Runner)?;
    io::copy(&mut source, &mut target)
        .map(|_| ())
        .map_err(|e| RunError::Input(input.to_path_buf(), e))
}

/// Result of the platform part of a run.
struct Ran {
    ending: Ending,
    wall: Duration,
    cpu: Option<Duration>,
    peak_kib: Option<u64>,
    stderr_head: Vec<u8>,
}

/// A private temporary folder, removed with everything in it when dropped.
#[derive(Debug)]
pub(crate) struct ScratchDir {
    path: PathBuf,
}

impl ScratchDir {
    pub(crate) fn new() -> io::Result<ScratchDir> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("judge-{}-{}", std::process::id(), n));
        let _ = fs::remove_dir_all(&path); // a leftover of a killed judge with the same pid
        let mut builder = fs::DirBuilder::new();
        #[cfg(unix)]
        std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
        builder.create(&path)?;
        Ok(ScratchDir { path })
    }

    pub(crate) fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        // The folder usually holds the two files of a run: removed by name, it is three calls;
        // anything else the program left there is removed the long way.
        for name in ["stdin", "stdout"] {
            let _ = fs::remove_file(self.path.join(name));
        }
        if fs::remove_dir(&self.path).is_err() {
            let _ = fs::remove_dir_all(&self.path);
        }
    }
}

/// Keeps the head of a stream and counts the rest.
#[derive(Default)]
struct Head {
    kept: Vec<u8>,
}

impl Head {
    fn take(&mut self, bytes: &[u8]) {
        let room = STDERR_KEPT.saturating_sub(self.kept.len());
        self.kept.extend_from_slice(&bytes[..room.min(bytes.len())]);
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

/// Asks every run of this process to stop, as the signal `signal` would.
pub fn request_interrupt(signal: i32) {
    INTERRUPTED.store(signal, Ordering::SeqCst);
}

/// Turns SIGINT, SIGTERM and SIGHUP into [`interrupted`] for the whole process, so that the
/// caller can kill what runs, remove its scratch files and report what finished.
pub fn catch_interrupts() {
    sys::catch_interrupts();
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
        _ => return format!("signal {}", signal),
    };
    name.to_string()
}

#[cfg(target_os = "linux")]
mod sys {
    //! The supervisor, `/proc` sampling and the system calls, declared by hand: the crate has
    //! no dependencies.
    use super::Program;
    use super::{Ending, Head, Limits, Ran, RunError, INTERRUPTED};
    use std::collections::HashSet;
    use std::ffi::{CString, OsStr, OsString};
    use std::fs::{self, File};
    use std::io::{self, Read};
    use std::os::raw::c_char;
    use std::os::raw::{c_int, c_long, c_short, c_ulong, c_void};
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::io::{AsRawFd, FromRawFd};
    use std::os::unix::process::CommandExt;
    use std::path::PathBuf;
    use std::process::{ChildStderr, Command, Stdio};
    use std::sync::atomic::AtomicI32;
    use std::sync::atomic::Ordering;
    use std::time::{Duration, Instant};

    #[repr(C)]
    struct Timeval {
        tv_sec: c_long,
        tv_usec: c_long,
    }

    #[repr(C)]
    struct Timespec {
        tv_sec: c_long,
        tv_nsec: c_long,
    }

    /// `struct rusage`: two timevals, then 14 longs of which the first is `ru_maxrss`.
    #[repr(C)]
    struct Rusage {
        ru_utime: Timeval,
        ru_stime: Timeval,
        ru_maxrss: c_long,
        the_rest: [c_long; 13],
    }

    impl Rusage {
        fn zero() -> Rusage {
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

        fn cpu(&self) -> Duration {
            let micros = |t: &Timeval| t.tv_sec as u64 * 1_000_000 + t.tv_usec as u64;
            Duration::from_micros(micros(&self.ru_utime) + micros(&self.ru_stime))
        }
    }

    #[repr(C)]
    #[derive(Clone, Copy)]
    struct Rlimit {
        current: c_ulong,
        max: c_ulong,
    }

    #[repr(C)]
    struct PollFd {
        fd: c_int,
        events: c_short,
        revents: c_short,
    }

    const RLIMIT_FSIZE: c_int = 1;
    const RLIMIT_NOFILE: c_int = 7;
    const SIGHUP: c_int = 1;
    const SIGINT: c_int = 2;
    const SIGKILL: c_int = 9;
    const SIGPIPE: c_int = 13;
    const SIGTERM: c_int = 15;
    const SIGCHLD: c_ulong = 17;
    const SIG_IGN: usize = 1;
    const O_CLOEXEC: c_int = 0o2_000_000;
    const PR_SET_CHILD_SUBREAPER: c_int = 36;
    const WNOHANG: c_int = 1;
    const POLLIN: c_short = 1;
    const EINTR: c_int = 4;
    const RUSAGE_SELF: c_int = 0;
    const CLONE_VM: c_int = 0x100;
    const CLONE_VFORK: c_int = 0x4000;
    const SYS_CLOSE_RANGE: c_long = 436;

    extern "C" {
        fn pipe2(fds: *mut c_int, flags: c_int) -> c_int;
        fn prctl(option: c_int, ...) -> c_int;
        fn syscall(number: c_long, ...) -> c_long;
        fn wait4(pid: c_int, status: *mut c_int, options: c_int, rusage: *mut Rusage) -> c_int;
        fn clone(
            start: extern "C" fn(*mut c_void) -> c_int,
            stack: *mut c_void,
            flags: c_int,
            argument: *mut c_void,
            ...
        ) -> c_int;
        fn execve(
            path: *const c_char,
            argv: *const *const c_char,
            envp: *const *const c_char,
        ) -> c_int;
        fn getrusage(who: c_int, rusage: *mut Rusage) -> c_int;
        fn kill(pid: c_int, signal: c_int) -> c_int;
        fn setpgid(pid: c_int, pgid: c_int) -> c_int;
        fn setrlimit(resource: c_int, limit: *const Rlimit) -> c_int;
        fn getrlimit(resource: c_int, limit: *mut Rlimit) -> c_int;
        fn ppoll(
            fds: *mut PollFd,
            count: c_ulong,
            timeout: *const Timespec,
            mask: *const c_void,
        ) -> c_int;
        fn write(fd: c_int, buffer: *const c_void, count: usize) -> isize;
        fn close(fd: c_int) -> c_int;
        fn signal(signal: c_int, handler: usize) -> usize;
        fn __errno_location() -> *mut c_int;
        fn _exit(code: c_int) -> !;
    }

    /// How often the tree is sampled: often at first, since most runs are short.
    fn sample_interval(elapsed: Duration) -> Duration {
        if elapsed < Duration::from_millis(10) {
            Duration::from_millis(1)
        } else {
            Duration::from_millis(2)
        }
    }

    /// How long the runner waits for a killed tree to be reaped before it gives up on it.
    const GRACE: Duration = Duration::from_secs(1);

    /// What the supervisor reports, in order: the program's pid (4 bytes) and the resident
    /// memory, in KiB, the program inherited from the fork (8); then, when the program ends,
    /// its wait status (4) and `ru_maxrss` in KiB (8).
    const REPORT_BYTES: usize = 24;

    /// Pages the program may touch between its fork and its exec, beyond what it inherited.
    const BEFORE_EXEC_KIB: u64 = 128;

    pub(super) fn run(
        program: &Program,
        mut command: Command,
        stdin: File,
        stdout: File,
        limits: &Limits,
    ) -> Result<Ran, RunError> {
        let mut fds = [0 as c_int; 2];
        // SAFETY: `fds` is a live array of two ints, as pipe2 requires.
        if unsafe { pipe2(fds.as_mut_ptr(), O_CLOEXEC) } != 0 {
            return Err(RunError::Runner(io::Error::last_os_error()));
        }
        // SAFETY: both descriptors were just created and are owned here alone.
        let (mut reports, report_end) =
            unsafe { (File::from_raw_fd(fds[0]), File::from_raw_fd(fds[1])) };
        let launch = Launch::new(
            program,
            output_cap(limits.output_bytes),
            report_end.as_raw_fd(),
        )?;
        command
            .stdin(Stdio::from(stdin))
            .stdout(Stdio::from(stdout))
            .stderr(Stdio::piped());
        // The child of this spawn never reaches its exec: it becomes the supervisor, and starts
        // the program itself.
        // SAFETY: between fork and exec only async-signal-safe calls are made (setpgid, prctl,
        // the C library's `clone` with a stack of its own, and in the supervisor signal, close,
        // write, wait4, _exit); nothing allocates, everything the program needs was prepared
        // in `launch` before the fork.
        unsafe {
            command.pre_exec(move || {
                // The supervisor leads a group of its own, away from the terminal's signals.
                if setpgid(0, 0) != 0 || prctl(PR_SET_CHILD_SUBREAPER, 1 as c_ulong) != 0 {
                    return Err(io::Error::last_os_error());
                }
                match launch.start() {
                    program if program < 0 => Err(io::Error::last_os_error()),
                    program => supervise(program, launch.report, launch.failure()),
                }
            });
        }
        let started = Instant::now();
        let spawned = command.spawn();
        drop(report_end); // only the supervisor writes reports now: its exit is their end
        let child = spawned.map_err(RunError::Start)?;
        let mut watch = Watch {
            supervisor: child.id() as c_int,
            program: None,
            seen: HashSet::new(),
            peak_kib: 0,
        };
        let mut stderr = match child.stderr {
            Some(stderr) => stderr,
            None => {
                watch.kill_everything(false);
                watch.reap_supervisor(&mut reports);
                let missing = io::Error::new(io::ErrorKind::Other, "no stderr pipe");
                return Err(RunError::Runner(missing));
            }
        };
        let mut head = Head::default();
        let mut report = Vec::with_capacity(REPORT_BYTES);
        let mut buffer = [0u8; 65_536];
        let mut stderr_open = true;
        let mut inherited_kib = u64::MAX;
        let (ending, wall) = loop {
            let elapsed = started.elapsed();
            if let Some(signal) = super::interrupted() {
                break (Some(Ending::Interrupted(signal)), elapsed);
            }
            if elapsed >= limits.time {
                break (Some(Ending::TimedOut), elapsed);
            }
            let wait = sample_interval(elapsed).min(limits.time - elapsed);
            let (reports_ready, stderr_ready) = wait_readable(
                &reports,
                if stderr_open { Some(&stderr) } else { None },
                wait,
            )
            .map_err(RunError::Runner)?;
            if stderr_ready {
                match stderr.read(&mut buffer) {
                    Ok(0) | Err(_) => stderr_open = false,
                    Ok(n) => head.take(&buffer[..n]),
                }
            }
            if reports_ready {
                match reports.read(&mut buffer[..REPORT_BYTES - report.len()]) {
                    Ok(0) | Err(_) => break (Some(Ending::SupervisorLost), started.elapsed()),
                    Ok(n) => report.extend_from_slice(&buffer[..n]),
                }
                if report.len() >= 12 && watch.program.is_none() {
                    let pid = c_int::from_ne_bytes(array(&report[0..4]));
                    if pid < 0 {
                        watch.reap_supervisor(&mut reports);
                        return Err(RunError::Start(io::Error::from_raw_os_error(-pid)));
                    }
                    watch.program = Some(pid);
                    inherited_kib = u64::from_ne_bytes(array(&report[4..12]));
                }
                if report.len() == REPORT_BYTES {
                    break (None, started.elapsed());
                }
            }
            let (kib, processes) = watch.sample();
            if limits.memory_kib.map_or(false, |limit| kib > limit) {
                break (Some(Ending::MemoryLimit), started.elapsed());
            }
            if processes > limits.processes {
                break (Some(Ending::TooManyProcesses), started.elapsed());
            }
        };
        // The supervisor exits once it has reaped every process below it: if the report pipe
        // has already ended, there is nothing left to kill.
        let supervisor_done = ending.is_none() && report_ended(&mut reports);
        if !supervisor_done {
            watch.kill_everything(ending == Some(Ending::SupervisorLost));
        }
        let cpu = watch.reap_supervisor(&mut reports);
        while stderr_open && drain_ready(&mut stderr, &mut buffer, &mut head) {}
        let mut peak_kib = watch.peak_kib;
        let ending = match ending {
            Some(ending) => ending,
            None => {
                let status = c_int::from_ne_bytes(array(&report[12..16]));
                let maxrss = u64::from_ne_bytes(array(&report[16..24]));
                // `ru_maxrss` keeps the resident size of the copy of the judge the program was
                // before its exec: the figure is the program's own only above that.
                if maxrss > inherited_kib.saturating_add(BEFORE_EXEC_KIB) {
                    peak_kib = peak_kib.max(maxrss);
                }
                if status & 0x7f == 0 {
                    Ending::Exited((status >> 8) & 0xff)
                } else {
                    Ending::Signalled(status & 0x7f)
                }
            }
        };
        Ok(Ran {
            ending,
            wall,
            cpu,
            peak_kib: Some(peak_kib),
            stderr_head: head.kept,
        })
    }

    /// The runner's view of one program's process tree.
    struct Watch {
        supervisor: c_int,
        program: Option<c_int>,
        /// Every process seen in the tree, for hunting them if the supervisor is lost.
        seen: HashSet<c_int>,
        peak_kib: u64,
    }

    impl Watch {
        /// Resident memory and number of the tree's processes now; the peak, the sum of each
        /// live process's own peak, is kept up to date.
        fn sample(&mut self) -> (u64, usize) {
            let tree = descendants(self.supervisor);
            let (mut now, mut peaks) = (0, 0);
            for process in &tree {
                now += process.resident_kib;
                peaks += process.peak_kib.max(process.resident_kib);
                self.seen.insert(process.pid);
            }
            self.peak_kib = self.peak_kib.max(peaks);
            (now, tree.len())
        }

        /// Kills every process of the tree, round after round, until only zombies are left
        /// for the supervisor to reap: a process that forks meanwhile is found in the next
        /// round. Without the supervisor, the processes seen and their descendants are hunted.
        fn kill_everything(&mut self, supervisor_lost: bool) {
            if let Some(program) = self.program {
                // SAFETY: plain system call; a negative pid names the program's own group.
                unsafe { kill(-program, SIGKILL) };
            }
            let deadline = Instant::now() + GRACE;
            loop {
                let tree = if supervisor_lost {
                    self.orphans()
                } else {
                    descendants(self.supervisor)
                };
                let alive: Vec<c_int> = tree
                    .into_iter()
                    .filter(|process| !process.ended)
                    .map(|process| process.pid)
                    .collect();
                if alive.is_empty() || Instant::now() >= deadline {
                    return;
                }
                for pid in alive {
                    // SAFETY: plain system call.
                    unsafe { kill(pid, SIGKILL) };
                }
                std::thread::sleep(Duration::from_micros(100));
            }
        }

        /// The processes seen in the tree that still exist, and everything below them.
        fn orphans(&mut self) -> Vec<ProcessState> {
            let mut found = Vec::new();
            for &pid in &self.seen {
                if let Some(state) = process_state(pid) {
                    found.push(state);
                    found.extend(descendants(pid));
                }
            }
            self.seen.extend(found.iter().map(|process| process.pid));
            found
        }

        /// Waits (at most the grace) for the supervisor, which exits once it has reaped its
        /// tree; the CPU time of everything it reaped, the program's included. Its exit closes
        /// the report pipe, so the end of that pipe is awaited rather than polled for.
        fn reap_supervisor(&mut self, reports: &mut File) -> Option<Duration> {
            let deadline = Instant::now() + GRACE;
            let mut rest = [0u8; 64];
            loop {
                let left = deadline.saturating_duration_since(Instant::now());
                match wait_readable(reports, None, left) {
                    Ok((true, _)) if !left.is_zero() => match reports.read(&mut rest) {
                        Ok(n) if n > 0 => continue,
                        _ => break,
                    },
                    _ => break,
                }
            }
            loop {
                let mut usage = Rusage::zero();
                let mut status = 0;
                // SAFETY: the pointers are to live locals of the declared C layout.
                let reaped = unsafe { wait4(self.supervisor, &mut status, WNOHANG, &mut usage) };
                if reaped == self.supervisor {
                    return Some(usage.cpu());
                }
                if (reaped < 0 && errno() != EINTR) || Instant::now() >= deadline {
                    // SAFETY: plain system call; whatever the supervisor waits for is killed.
                    unsafe { kill(self.supervisor, SIGKILL) };
                    return None;
                }
                std::thread::sleep(Duration::from_micros(20));
            }
        }
    }

    /// What starting the program needs, prepared before the fork: in the child of a
    /// multi-threaded process nothing may be allocated.
    struct Launch {
        path: CString,
        /// Null-terminated arrays of pointers into `strings`.
        argv: Vec<*const c_char>,
        envp: Vec<*const c_char>,
        _strings: Vec<CString>,
        file_cap: Option<Rlimit>,
        report: c_int,
        /// The stack the program's process runs on until its exec.
        stack: Vec<u8>,
        /// The error of a failed exec, set by the program's process, read by the supervisor.
        failed: AtomicI32,
    }

    // SAFETY: the pointers point into `_strings`, owned by the same value and never changed.
    unsafe impl Send for Launch {}
    unsafe impl Sync for Launch {}

    impl Launch {
        fn new(
            program: &Program,
            file_cap: Option<Rlimit>,
            report: c_int,
        ) -> Result<Launch, RunError> {
            let (name, args) = program.argv();
            let path = resolve(&name).ok_or_else(|| {
                RunError::Start(io::Error::new(
                    io::ErrorKind::NotFound,
                    format!("{} not found", name.to_string_lossy()),
                ))
            })?;
            let text = |s: &OsStr| {
                CString::new(s.as_bytes())
                    .map_err(|e| RunError::Start(io::Error::new(io::ErrorKind::InvalidInput, e)))
            };
            let mut strings = Vec::new();
            for arg in std::iter::once(name.as_os_str()).chain(args.iter().map(OsString::as_os_str))
            {
                strings.push(text(arg)?);
            }
            let arg_count = strings.len();
            for (key, value) in std::env::vars_os() {
                let mut pair = key;
                pair.push("=");
                pair.push(value);
                strings.push(text(&pair)?);
            }
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
                report,
                stack: vec![0; 64 << 10],
                failed: AtomicI32::new(0),
            })
        }

        /// Starts the program in a process that shares this one's memory until its exec, as
        /// `posix_spawn` does: no copy of the address space is made. Returns its pid.
        unsafe fn start(&self) -> c_int {
            let top = self.stack.as_ptr() as usize + self.stack.len();
            let aligned = (top & !15) as *mut c_void;
            clone(
                start_program,
                aligned,
                CLONE_VM | CLONE_VFORK | SIGCHLD as c_int,
                self as *const Launch as *mut c_void,
            )
        }

        /// The errno of a failed exec, or 0.
        fn failure(&self) -> c_int {
            self.failed.load(Ordering::SeqCst)
        }
    }

    /// The program's process: its own group, its output capped, then exec. It runs on its own
    /// stack in the supervisor's memory and only makes system calls.
    extern "C" fn start_program(launch: *mut c_void) -> c_int {
        // SAFETY: `launch` is the supervisor's `Launch`, alive until this process execs or
        // exits (the supervisor is suspended meanwhile: CLONE_VFORK).
        unsafe {
            let launch = &*(launch as *const Launch);
            let capped = match &launch.file_cap {
                Some(cap) => setrlimit(RLIMIT_FSIZE, cap) == 0,
                None => true,
            };
            if setpgid(0, 0) == 0 && capped {
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

    /// The file `name` names: itself if it has a slash, else the first on PATH that is an
    /// executable file, as the shell finds it.
    fn resolve(name: &OsStr) -> Option<PathBuf> {
        if name.as_bytes().contains(&b'/') {
            return Some(PathBuf::from(name));
        }
        let path = std::env::var_os("PATH").unwrap_or_else(|| "/usr/bin:/bin".into());
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|candidate| {
                fs::metadata(candidate)
                    .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
                    .unwrap_or(false)
            })
    }

    /// The supervisor: reports the program's pid and what it inherited, then reaps every
    /// process that becomes its child — the program, and as subreaper every orphan below it —
    /// and reports the program's wait status and peak memory; it exits when no child is left.
    /// It runs between fork and exec, so it makes only async-signal-safe calls.
    unsafe fn supervise(program: c_int, report: c_int, failed_exec: c_int) -> ! {
        // Just after the fork the program's resident memory is the supervisor's own: both are
        // copies of the same pages.
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
            if reaped == program {
                write_all(report, &message(status, usage.ru_maxrss as u64));
            } else if reaped < 0 && *__errno_location() != EINTR {
                _exit(0);
            }
        }
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

    unsafe fn write_all(fd: c_int, bytes: &[u8]) {
        let mut done = 0;
        while done < bytes.len() {
            let rest = &bytes[done..];
            let n = write(fd, rest.as_ptr() as *const c_void, rest.len());
            if n > 0 {
                done += n as usize;
            } else if n == 0 || *__errno_location() != EINTR {
                return;
            }
        }
    }

    fn errno() -> c_int {
        // SAFETY: reads this thread's errno.
        unsafe { *__errno_location() }
    }

    fn array<const N: usize>(bytes: &[u8]) -> [u8; N] {
        let mut array = [0u8; N];
        array.copy_from_slice(&bytes[..N]);
        array
    }

    /// Waits up to `wait` for the report pipe or stderr to have something to read.
    fn wait_readable(
        reports: &File,
        stderr: Option<&ChildStderr>,
        wait: Duration,
    ) -> io::Result<(bool, bool)> {
        let mut fds = [
            PollFd {
                fd: reports.as_raw_fd(),
                events: POLLIN,
                revents: 0,
            },
            PollFd {
                fd: stderr.map_or(-1, |s| s.as_raw_fd()),
                events: POLLIN,
                revents: 0,
            },
        ];
        let timeout = Timespec {
            tv_sec: wait.as_secs() as c_long,
            tv_nsec: wait.subsec_nanos() as c_long,
        };
        // SAFETY: `fds` is a live array of two pollfd structs, `timeout` a live timespec.
        let ready = unsafe { ppoll(fds.as_mut_ptr(), 2, &timeout, std::ptr::null()) };
        if ready < 0 && errno() != EINTR {
            return Err(io::Error::last_os_error());
        }
        Ok((fds[0].revents != 0, fds[1].revents != 0))
    }

    /// True when the report pipe has ended (its only writer, the supervisor, has exited),
    /// waiting for that at most a moment.
    fn report_ended(reports: &mut File) -> bool {
        let mut rest = [0u8; 16];
        match wait_readable(reports, None, Duration::from_micros(200)) {
            Ok((true, _)) => matches!(reports.read(&mut rest), Ok(0)),
            _ => false,
        }
    }

    /// Reads what stderr holds now; false at its end or when nothing is ready.
    fn drain_ready(stderr: &mut ChildStderr, buffer: &mut [u8], head: &mut Head) -> bool {
        let mut fds = [PollFd {
            fd: stderr.as_raw_fd(),
            events: POLLIN,
            revents: 0,
        }];
        let now = Timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: a live array of one pollfd and a live timespec.
        if unsafe { ppoll(fds.as_mut_ptr(), 1, &now, std::ptr::null()) } <= 0 {
            return false;
        }
        match stderr.read(buffer) {
            Ok(0) | Err(_) => false,
            Ok(n) => {
                head.take(&buffer[..n]);
                true
            }
        }
    }

    /// The file-size cap for the program: the output limit plus one byte (so an overflow is
    /// seen), never above the judge's own hard limit; `None` when no limit can be read.
    fn output_cap(output_bytes: u64) -> Option<Rlimit> {
        let mut cap = Rlimit { current: 0, max: 0 };
        // SAFETY: the pointer is to a live local of the declared C layout.
        if unsafe { getrlimit(RLIMIT_FSIZE, &mut cap) } != 0 {
            return None;
        }
        let wanted = c_ulong::try_from(output_bytes.saturating_add(1)).unwrap_or(c_ulong::MAX);
        cap.current = wanted.min(cap.max);
        Some(cap)
    }

    /// What `/proc/PID/status` says of a process, as far as the runner needs it.
    #[derive(Clone, Copy)]
    struct ProcessState {
        pid: c_int,
        /// Ended and waiting to be reaped (or being torn down): no memory, no children.
        ended: bool,
        threads: u64,
        /// Resident memory now, and the most it has had since its `exec`, in KiB. The peak
        /// belongs to the process's own address space: nothing of its parent's is in it.
        resident_kib: u64,
        peak_kib: u64,
    }

    fn process_state(pid: c_int) -> Option<ProcessState> {
        let mut buffer = [0u8; 4096];
        let status = read_proc(&format!("/proc/{}/status", pid), &mut buffer)?;
        let mut state = ProcessState {
            pid,
            ended: false,
            threads: 1,
            resident_kib: 0,
            peak_kib: 0,
        };
        let number = |value: &str| -> u64 {
            value
                .split_ascii_whitespace()
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or(0)
        };
        for line in status.lines() {
            let (key, value) = match line.split_once(':') {
                Some(pair) => pair,
                None => continue,
            };
            match key {
                "State" => {
                    let value = value.trim_start();
                    state.ended = value.starts_with('Z') || value.starts_with('X');
                }
                "Threads" => state.threads = number(value),
                "VmRSS" => state.resident_kib = number(value),
                "VmHWM" => state.peak_kib = number(value),
                _ => {}
            }
        }
        Some(state)
    }

    /// A small `/proc` file in one read (open, read, close: no size query and no second read,
    /// which `read_to_string` makes); `None` when it cannot be read. Files longer than the
    /// buffer are cut, which costs only what the runner would have read past the buffer.
    fn read_proc<'a>(path: &str, buffer: &'a mut [u8]) -> Option<&'a str> {
        let mut file = File::open(path).ok()?;
        // procfs hands over a small file whole in one read; a short read is its end.
        let length = file.read(buffer).ok()?;
        std::str::from_utf8(&buffer[..length]).ok()
    }

    /// Every process below `root` (not `root` itself), from the `children` lists of `/proc`.
    fn descendants(root: c_int) -> Vec<ProcessState> {
        let mut found: Vec<ProcessState> = Vec::new();
        let mut pids = Vec::new();
        children_of(root, 1, &mut pids);
        while let Some(pid) = pids.pop() {
            if let Some(state) = process_state(pid) {
                if !state.ended {
                    children_of(pid, state.threads, &mut pids);
                }
                found.push(state);
            }
        }
        found
    }

    /// Appends the children of every thread of `pid`; the task folder is listed only for a
    /// process with more than one thread.
    fn children_of(pid: c_int, threads: u64, found: &mut Vec<c_int>) {
        let mut read_list = |tid: &str| {
            let path = format!("/proc/{}/task/{}/children", pid, tid);
            let mut buffer = [0u8; 4096];
            if let Some(list) = read_proc(&path, &mut buffer) {
                let pids = list
                    .split_ascii_whitespace()
                    .filter_map(|p| p.parse::<c_int>().ok());
                found.extend(pids);
            }
        };
        if threads <= 1 {
            return read_list(&pid.to_string());
        }
        if let Ok(tasks) = fs::read_dir(format!("/proc/{}/task", pid)) {
            for task in tasks.flatten() {
                read_list(&task.file_name().to_string_lossy());
            }
        }
    }

    extern "C" fn note_signal(number: c_int) {
        INTERRUPTED.store(number, Ordering::SeqCst);
    }

    pub(super) fn catch_interrupts() {
        for number in [SIGHUP, SIGINT, SIGTERM] {
            // SAFETY: installs a handler that only stores to an atomic, which is signal-safe.
            unsafe { signal(number, note_signal as extern "C" fn(c_int) as usize) };
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod sys {
    //! Elsewhere: std only. Time and output limits hold; memory and processes are not
    //! measured, and only the program itself is killed at the limit.
    use super::{Ending, Head, Limits, Ran, RunError};
    use std::fs::File;
    use std::io::Read;
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    pub(super) fn run(
        _program: &super::Program,
        mut command: Command,
        stdin: File,
        stdout: File,
        limits: &Limits,
    ) -> Result<Ran, RunError> {
        let mut child = command
            .stdin(Stdio::from(stdin))
            .stdout(Stdio::from(stdout))
            .stderr(Stdio::piped())
            .spawn()
            .map_err(RunError::Start)?;
        let mut stderr = child.stderr.take();
        let reader = std::thread::spawn(move || {
            let mut head = Head::default();
            let mut buffer = [0u8; 65_536];
            if let Some(stderr) = stderr.as_mut() {
                while let Ok(n) = stderr.read(&mut buffer) {
                    if n == 0 {
                        break;
                    }
                    head.take(&buffer[..n]);
                }
            }
            head.kept
        });
        let started = Instant::now();
        let ending = loop {
            if let Some(signal) = super::interrupted() {
                let _ = child.kill();
                break Ending::Interrupted(signal);
            }
            if let Ok(Some(status)) = child.try_wait() {
                break match status.code() {
                    Some(code) => Ending::Exited(code),
                    None => Ending::Signalled(exit_signal(&status)),
                };
            }
            if started.elapsed() >= limits.time {
                let _ = child.kill();
                break Ending::TimedOut;
            }
            std::thread::sleep(Duration::from_millis(1));
        };
        let wall = started.elapsed();
        let _ = child.wait();
        let stderr_head = reader.join().unwrap_or_default();
        Ok(Ran {
            ending,
            wall,
            cpu: None,
            peak_kib: None,
            stderr_head,
        })
    }

    #[cfg(unix)]
    fn exit_signal(status: &std::process::ExitStatus) -> i32 {
        std::os::unix::process::ExitStatusExt::signal(status).unwrap_or(0)
    }

    #[cfg(not(unix))]
    fn exit_signal(_status: &std::process::ExitStatus) -> i32 {
        0
    }

    pub(super) fn catch_interrupts() {}
}
