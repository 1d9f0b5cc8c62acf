//! Running one program on one input as a judge does, and containing it.
//!
//! Each run gets a private scratch folder: a copy of the input is the program's stdin (so the
//! answer's path is not one `sed` away), stdout goes to a file there, capped in size, and
//! stderr to a pipe the runner drains (its head kept for messages, the rest discarded, so a
//! stderr flood neither blocks the program nor counts as output). Nothing is piped *into* the
//! program, so one that never reads its input, or floods its output, cannot block the runner or
//! grow its memory.
//!
//! On Linux the program is contained by [`crate::contain`] where the kernel allows it (a
//! cgroup, PID and mount namespaces per case); this module starts it there and watches it:
//! - it runs under a *supervisor* forked off just before the program, which reaps every
//!   process the program starts (as the first process of the case's PID namespace, or as a
//!   child subreaper), so the runner can always find them;
//! - the runner reads the case's cgroup (CPU time, OOM kills, the process cap) or, without
//!   one, samples the process tree from `/proc` a few milliseconds apart: the memory of the
//!   program is that of all its processes, never the runner's own; the moment the CPU time,
//!   the memory or the number of processes passes its limit, the case is killed, and a
//!   wall-clock cap ([`wall_cap`]) ends a program that sleeps or blocks;
//! - at the end of the run, whatever it ended with, every process of the case is killed,
//!   and no wait lasts longer than the wall cap plus a short grace;
//! - the scratch folder and the output are held by descriptor: what the program does to
//!   their names changes nothing the runner reads or removes;
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
use std::sync::atomic::{AtomicI32, Ordering};
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
            #[cfg(windows)]
            Program::Shell(line) => {
                // cmd does not split its line as programs do: handed over raw, with `/s`
                // taking the outer quotes off, it runs exactly what was written.
                use std::os::windows::process::CommandExt;
                let mut command = Command::new("cmd");
                command.raw_arg(format!("/d /s /c \"{}\"", line));
                command
            }
            #[cfg(not(windows))]
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
    /// CPU time of all the program's processes, user + system; the program is killed when
    /// it passes it, or at the wall-clock cap [`wall_cap`] of it.
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
    /// Killed by the runner at the wall-clock cap ([`wall_cap`]): a program that sleeps or
    /// blocks.
    TimedOut,
    /// Killed by the runner when the CPU time of its processes passed the time limit.
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
    /// The file judged as the program's output (stdout, or the file of `--file-io`), held by
    /// its descriptor: a regular file the judge opened, of at most the output limit plus a
    /// byte, so reading it is bounded in time too.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    output: File,
    /// The output's name in the scratch folder, where no held descriptor can be reopened.
    #[cfg_attr(target_os = "linux", allow(dead_code))]
    output_name: String,
    /// Holds the scratch folder, and with it the output, until the execution is dropped.
    _scratch: ScratchDir,
}

impl Execution {
    /// A path to the output file for this process to open (on Linux through the held
    /// descriptor, `/proc/self/fd/N`), for comparisons that stream it. Another process (an
    /// external checker) needs a copy of its own.
    pub fn output_path(&self) -> PathBuf {
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::io::AsRawFd;
            PathBuf::from(format!("/proc/self/fd/{}", self.output.as_raw_fd()))
        }
        #[cfg(not(target_os = "linux"))]
        {
            self._scratch.path().join(&self.output_name)
        }
    }

    /// The whole output, for callers that need it in memory (it is at most the output limit).
    pub fn read_output(&self) -> io::Result<Vec<u8>> {
        fs::read(self.output_path())
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

/// The wall-clock cap for a time limit `time`: `max(2 × time, time + 1 s)`. Time is CPU time,
/// as on a judge, so a busy machine does not change a verdict; the cap only ends a program
/// that sleeps or blocks.
pub fn wall_cap(time: Duration) -> Duration {
    (time * 2).max(time + Duration::from_secs(1))
}

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
    let stdin_path = scratch.entry("stdin");
    copy_input(input, &stdin_path)?;
    if let Some(name) = setup.file_io {
        let named = scratch.entry(&format!("{}.in", name));
        fs::copy(&stdin_path, named).map_err(RunError::Runner)?;
    }
    let stdin = File::open(&stdin_path).map_err(RunError::Runner)?;
    let stdout = File::create(scratch.entry("stdout")).map_err(RunError::Runner)?;
    // The output is read back through this descriptor, whatever becomes of the file's name.
    let mut output = stdout.try_clone().map_err(RunError::Runner)?;
    let cwd = setup.file_io.map(|_| scratch.path());
    let ran = sys::run(program, cwd, stdin, stdout, limits)?;

    let mut output_name = "stdout".to_string();
    if let Some(name) = setup.file_io {
        let named = format!("{}.out", name);
        if let Some(file) = regular_file(&scratch.entry(&named)) {
            output = file;
            output_name = named;
        }
    }
    let written = output.metadata().map(|m| m.len()).unwrap_or(0);
    let killed_by_the_cap = ran.ending == Ending::Signalled(SIGXFSZ);
    Ok(Execution {
        ending: ran.ending,
        wall: ran.wall,
        cpu: ran.cpu,
        peak_kib: ran.peak_kib,
        output_overflow: written > limits.output_bytes || killed_by_the_cap,
        stderr_head: ran.stderr_head,
        output,
        output_name,
        _scratch: scratch,
    })
}

/// The file at `path` if it is a regular file of one name, opened without following a symbolic
/// link and without blocking on a FIFO; `None` for anything else.
fn regular_file(path: &Path) -> Option<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::OpenOptionsExt;
        const O_NOFOLLOW: i32 = 0o400_000;
        const O_NONBLOCK: i32 = 0o4_000;
        options.custom_flags(O_NOFOLLOW | O_NONBLOCK);
    }
    let file = options.open(path).ok()?;
    let meta = file.metadata().ok()?;
    // One name only: a hard link to another file (the answer) is not what the program wrote.
    #[cfg(unix)]
    let single = std::os::unix::fs::MetadataExt::nlink(&meta) == 1;
    #[cfg(not(unix))]
    let single = true;
    if meta.is_file() && single {
        Some(file)
    } else {
        None
    }
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
        use crate::contain::windows::{cmd_builtin, find_on_path};
        if cmd_builtin(name) || find_on_path(name).is_some() {
            return Ok(());
        }
        return Err(format!(
            "`{}` is not a command here (not found on PATH)",
            name
        ));
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

pub(crate) use crate::contain::scratch::ScratchDir;

/// Keeps the head of a stream and counts the rest.
#[derive(Default)]
#[cfg_attr(windows, allow(dead_code))]
struct Head {
    kept: Vec<u8>,
}

impl Head {
    #[cfg_attr(windows, allow(dead_code))]
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
    use crate::contain::procfs::{descendants, process_state, start_time, tree_cpu, ProcessState};
    use crate::contain::{self, cgroup::CaseGroup, ffi::*, spawn::Launch, spawn::Supervisor};
    use std::collections::HashMap;
    use std::fs::File;
    use std::io::{self, Read};
    use std::os::raw::{c_int, c_long, c_ulong};
    use std::os::unix::io::{AsRawFd, FromRawFd};
    use std::path::Path;
    use std::sync::atomic::Ordering;
    use std::time::{Duration, Instant};

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
        cwd: Option<&Path>,
        stdin: File,
        stdout: File,
        limits: &Limits,
    ) -> Result<Ran, RunError> {
        let level = contain::level();
        let (mut reports, report_end) = pipe().map_err(RunError::Runner)?;
        let (stderr, stderr_end) = pipe().map_err(RunError::Runner)?;
        let group = match &level.cgroup {
            Some(_) => Some(
                CaseGroup::create(&level.cgroups, limits.memory_kib, limits.processes)
                    .map_err(RunError::Runner)?,
            ),
            None => None,
        };
        let joins = group.as_ref().map_or_else(Vec::new, CaseGroup::join_fds);
        let launch = Launch::new(
            program,
            output_cap(limits.output_bytes),
            process_cap(limits, level),
            cwd,
            joins,
            report_end.as_raw_fd(),
        )?;
        let stdio = [
            stdin.as_raw_fd(),
            stdout.as_raw_fd(),
            stderr_end.as_raw_fd(),
        ];
        let shm_kib = limits.memory_kib.unwrap_or(64 << 10);
        let supervisor = Supervisor::new(&launch, stdio, level.clone_flags(), shm_kib);
        let started = Instant::now();
        // SAFETY: `supervisor` and `launch` stay unchanged until the child has its copy.
        let pid = unsafe { supervisor.start() };
        if pid < 0 {
            return Err(RunError::Runner(io::Error::last_os_error()));
        }
        // Only the supervisor writes reports now (its exit is their end), and only the
        // program holds its stdio.
        drop((report_end, stderr_end, stdin, stdout));
        let mut watch = Watch {
            supervisor: pid,
            program_group: None,
            namespace: level.pid_namespace,
            nproc_binds: process_cap(limits, level).is_some(),
            group,
            seen: HashMap::new(),
            peak_kib: 0,
            cpu: Duration::ZERO,
            cpu_checked: Duration::ZERO,
            memory_checked: None,
        };
        let mut stderr = stderr;
        let mut head = Head::default();
        let mut report = Vec::with_capacity(REPORT_BYTES);
        let mut buffer = [0u8; 65_536];
        let mut stderr_open = true;
        let mut inherited_kib = u64::MAX;
        let wall_cap = super::wall_cap(limits.time);
        let (ending, wall) = loop {
            let elapsed = started.elapsed();
            if let Some(signal) = super::interrupted() {
                break (Some(Ending::Interrupted(signal)), elapsed);
            }
            if elapsed >= wall_cap {
                break (Some(Ending::TimedOut), elapsed);
            }
            let wait = sample_interval(elapsed).min(wall_cap - elapsed);
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
                if report.len() >= 12 && inherited_kib == u64::MAX {
                    let pid = c_int::from_ne_bytes(array(&report[0..4]));
                    if pid < 0 {
                        watch.reap_supervisor(&mut reports);
                        return Err(RunError::Start(io::Error::from_raw_os_error(-pid)));
                    }
                    if !watch.namespace {
                        // In a PID namespace the pid is the namespace's, not the judge's.
                        watch.program_group = Some(pid);
                    }
                    inherited_kib = u64::from_ne_bytes(array(&report[4..12]));
                }
                if report.len() == REPORT_BYTES {
                    break (None, started.elapsed());
                }
            }
            if let Some(ending) = watch.check(limits, started.elapsed()) {
                break (Some(ending), started.elapsed());
            }
        };
        // The supervisor exits once it has reaped every process below it: if the report pipe
        // has already ended, there is nothing left to kill.
        // In a PID namespace the supervisor exits with the program, and the kernel kills what
        // is left: the end of the report pipe says all of it is gone.
        let supervisor_done = ending.is_none() && (watch.namespace || report_ended(&mut reports));
        if !supervisor_done {
            watch.kill_everything(ending == Some(Ending::SupervisorLost));
        }
        let reaped_cpu = watch.reap_supervisor(&mut reports);
        while stderr_open && drain_ready(&mut stderr, &mut buffer, &mut head) {}
        let mut peak_kib = watch.peak_kib;
        let mut ending = match ending {
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
        // What was reaped, or what was last sampled when the kill left nothing to reap.
        let mut cpu = match reaped_cpu {
            Some(reaped) => Some(reaped.max(watch.cpu)),
            None if watch.cpu > Duration::ZERO => Some(watch.cpu),
            None => None,
        };
        let mut peak = if peak_kib > 0 { Some(peak_kib) } else { None };
        if let Some(group) = &watch.group {
            // The kernel's word, over the supervisor's and the samples'.
            if group.oom_killed() && !matches!(ending, Ending::Interrupted(_)) {
                ending = Ending::MemoryLimit;
            } else if group.hit_process_cap()
                && matches!(ending, Ending::Exited(_) | Ending::Signalled(_))
            {
                ending = Ending::TooManyProcesses;
            }
            if let Some(counted) = group.cpu() {
                cpu = Some(cpu.map_or(counted, |reaped| reaped.max(counted)));
            }
            if let Some(high_water) = group.high_water_kib() {
                // Samples and `ru_maxrss` may count file pages the group never paid for; the
                // kernel's high-water mark bounds them. An OOM kill was at the limit.
                peak = Some(match peak {
                    Some(kib) => kib.min(high_water),
                    None => high_water,
                });
                if ending == Ending::MemoryLimit {
                    peak = peak.max(limits.memory_kib);
                }
            }
        }
        Ok(Ran {
            ending,
            wall,
            cpu,
            peak_kib: peak,
            stderr_head: head.kept,
        })
    }

    /// A pipe whose two ends close on exec.
    fn pipe() -> io::Result<(File, File)> {
        let mut fds = [0 as c_int; 2];
        // SAFETY: `fds` is a live array of two ints, as pipe2 requires.
        if unsafe { pipe2(fds.as_mut_ptr(), O_CLOEXEC) } != 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: both descriptors were just created and are owned here alone.
        Ok(unsafe { (File::from_raw_fd(fds[0]), File::from_raw_fd(fds[1])) })
    }

    /// `RLIMIT_NPROC` for the program where it binds and no cgroup caps the processes: for
    /// a user other than root, in a user namespace of the case's own (where the count is the
    /// namespace's, so the user's other processes do not use it up).
    fn process_cap(limits: &Limits, level: &contain::Level) -> Option<Rlimit> {
        if level.cgroups.pids.is_some() || level.cgroups.unified.is_some() || !level.user_namespace
        {
            return None;
        }
        let cap = limits.processes as c_ulong;
        Some(Rlimit {
            current: cap,
            max: cap,
        })
    }

    /// The runner's view of one program's processes.
    struct Watch {
        supervisor: c_int,
        /// The program's process group, where its pid is the judge's (no PID namespace).
        program_group: Option<c_int>,
        /// The supervisor is the first process of the case's PID namespace.
        namespace: bool,
        /// `RLIMIT_NPROC` caps the program's processes.
        nproc_binds: bool,
        group: Option<CaseGroup>,
        /// Every process seen in the tree, with its start time, for hunting them if the
        /// supervisor is lost: a pid is signalled only while its start time is the same.
        seen: HashMap<c_int, u64>,
        peak_kib: u64,
        /// CPU time of the tree, as last measured, and when.
        cpu: Duration,
        cpu_checked: Duration,
        /// When the cgroup's memory was last read for the peak.
        memory_checked: Option<Duration>,
    }

    /// Notes a process of the tree with its start time, once.
    fn remember(seen: &mut HashMap<c_int, u64>, pid: c_int) {
        if let std::collections::hash_map::Entry::Vacant(entry) = seen.entry(pid) {
            if let Some(start) = start_time(pid) {
                entry.insert(start);
            }
        }
    }

    /// How often a cgroup's memory is read for the reported peak (its `memory.stat` is not
    /// cheap to make); short programs' peaks come from `ru_maxrss` too.
    const MEMORY_SAMPLE: Duration = Duration::from_millis(4);

    /// How often the tree's CPU time is read from `/proc` when no cgroup counts it.
    const CPU_SAMPLE: Duration = Duration::from_millis(10);

    impl Watch {
        /// Whether the run must end now: CPU time over the limit, memory over it or too many
        /// processes, from the cgroup where there is one, else from `/proc`.
        fn check(&mut self, limits: &Limits, elapsed: Duration) -> Option<Ending> {
            let (kernel_memory, kernel_pids, kernel_cpu) = match &self.group {
                Some(group) => (group.measures_memory(), group.caps_processes(), group.cpu()),
                None => (false, false, None),
            };
            if let Some(group) = &self.group {
                if kernel_memory && group.oom_killed() {
                    return Some(Ending::MemoryLimit);
                }
                if self
                    .memory_checked
                    .map_or(true, |at| elapsed >= at + MEMORY_SAMPLE)
                {
                    // The kernel enforces the limit; this only keeps the reported peak.
                    if let Some(kib) = group.memory_kib() {
                        self.peak_kib = self.peak_kib.max(kib);
                    }
                    self.memory_checked = Some(elapsed);
                }
                if kernel_pids && group.hit_process_cap() {
                    return Some(Ending::TooManyProcesses);
                }
            }
            if !kernel_memory || !kernel_pids {
                let (kib, processes) = self.sample();
                if !kernel_memory && limits.memory_kib.map_or(false, |limit| kib > limit) {
                    return Some(Ending::MemoryLimit);
                }
                // Where RLIMIT_NPROC binds, reaching the cap means a fork failed on it.
                let capped = self.nproc_binds && processes >= limits.processes;
                if !kernel_pids && (processes > limits.processes || capped) {
                    return Some(Ending::TooManyProcesses);
                }
            }
            match kernel_cpu {
                Some(cpu) => self.cpu = cpu,
                None if elapsed >= self.cpu_checked + CPU_SAMPLE => {
                    self.cpu = tree_cpu(self.supervisor);
                    self.cpu_checked = elapsed;
                }
                None => {}
            }
            if self.cpu > limits.time {
                return Some(Ending::CpuLimit);
            }
            None
        }

        /// Resident memory and number of the tree's processes now; the peak, the sum of each
        /// live process's own peak, is kept up to date.
        fn sample(&mut self) -> (u64, usize) {
            let tree = descendants(self.supervisor);
            let (mut now, mut peaks) = (0, 0);
            for process in &tree {
                now += process.resident_kib;
                peaks += process.peak_kib.max(process.resident_kib);
                remember(&mut self.seen, process.pid);
            }
            self.peak_kib = self.peak_kib.max(peaks);
            (now, tree.len())
        }

        /// Kills every process of the case: the cgroup as one, the PID namespace through its
        /// first process; else the tree, round after round, until only zombies are left for
        /// the supervisor to reap (a process that forks meanwhile is found in the next round).
        /// Without the supervisor, the processes seen (still the same, by their start time)
        /// and their descendants are hunted.
        fn kill_everything(&mut self, supervisor_lost: bool) {
            if let Some(group) = &self.group {
                group.kill_all();
            }
            if self.namespace {
                // SAFETY: plain system call; the supervisor is this process's own child, not
                // yet reaped, so its pid cannot name another process.
                unsafe { kill(self.supervisor, SIGKILL) };
                return;
            }
            if let Some(program) = self.program_group.filter(|_| !supervisor_lost) {
                // SAFETY: plain system call; a negative pid names the program's own group,
                // whose leader the supervisor has not reaped.
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

        /// The processes seen in the tree that are still the same processes (same start
        /// time), and everything below them.
        fn orphans(&mut self) -> Vec<ProcessState> {
            let mut found = Vec::new();
            for (&pid, &start) in &self.seen {
                if start_time(pid) != Some(start) {
                    continue;
                }
                if let Some(state) = process_state(pid) {
                    found.push(state);
                    found.extend(descendants(pid));
                }
            }
            for process in &found {
                remember(&mut self.seen, process.pid);
            }
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

    fn array<const N: usize>(bytes: &[u8]) -> [u8; N] {
        let mut array = [0u8; N];
        array.copy_from_slice(&bytes[..N]);
        array
    }

    /// Waits up to `wait` for the report pipe or stderr to have something to read.
    fn wait_readable(
        reports: &File,
        stderr: Option<&File>,
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
    fn drain_ready(stderr: &mut File, buffer: &mut [u8], head: &mut Head) -> bool {
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

    extern "C" fn note_signal(number: c_int) {
        INTERRUPTED.store(number, Ordering::SeqCst);
    }

    /// Installs the handler without `SA_RESTART`: a wait of the judge's is interrupted by
    /// the signal (and sees [`super::interrupted`]) instead of silently resumed.
    pub(super) fn catch_interrupts() {
        for number in [SIGHUP, SIGINT, SIGTERM] {
            let action = SigAction {
                handler: note_signal as extern "C" fn(c_int) as usize,
                mask: [0; 16],
                flags: 0,
                restorer: 0,
            };
            // SAFETY: installs a handler that only stores to an atomic, which is signal-safe;
            // `action` is a live struct of glibc's layout.
            unsafe { sigaction(number, &action, std::ptr::null_mut()) };
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod sys {
    //! Elsewhere: std only. Time and output limits hold; memory and processes are not
    //! measured, and only the program itself is killed at the limit.
    #[cfg(not(windows))]
    use super::Head;
    use super::{Ending, Limits, Ran, RunError};
    use std::fs::File;
    #[cfg(not(windows))]
    use std::io::Read;
    #[cfg(not(windows))]
    use std::process::Stdio;
    #[cfg(not(windows))]
    use std::time::{Duration, Instant};

    #[cfg(not(windows))]
    pub(super) fn run(
        program: &super::Program,
        cwd: Option<&std::path::Path>,
        stdin: File,
        stdout: File,
        limits: &Limits,
    ) -> Result<Ran, RunError> {
        let mut command = program.command();
        if let Some(dir) = cwd {
            command.current_dir(dir);
        }
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
            if started.elapsed() >= super::wall_cap(limits.time) {
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

    #[cfg(not(any(unix, windows)))]
    fn exit_signal(_status: &std::process::ExitStatus) -> i32 {
        0
    }

    #[cfg(not(windows))]
    pub(super) fn catch_interrupts() {}

    #[cfg(windows)]
    pub(super) use crate::contain::windows::catch_interrupts;

    /// On Windows: the case in a job object ([`crate::contain::windows`]).
    #[cfg(windows)]
    pub(super) fn run(
        program: &super::Program,
        cwd: Option<&std::path::Path>,
        stdin: File,
        stdout: File,
        limits: &Limits,
    ) -> Result<Ran, RunError> {
        use crate::contain::windows::{self, CommandLine, Failure, WindowsEnding, WindowsLimits};
        let command = match program {
            super::Program::Exec { path, args } => CommandLine::Exec {
                program: path.clone().into_os_string(),
                args: args.clone(),
            },
            super::Program::Shell(line) => CommandLine::Shell(line.clone()),
        };
        let job_limits = WindowsLimits {
            cpu: limits.time,
            wall: super::wall_cap(limits.time),
            memory_bytes: limits.memory_kib.map(|kib| kib.saturating_mul(1024)),
            output_bytes: limits.output_bytes,
            processes: u32::try_from(limits.processes).unwrap_or(u32::MAX),
            stderr_kept: super::STDERR_KEPT,
        };
        let used = windows::run(
            &command,
            cwd,
            stdin,
            stdout,
            &job_limits,
            super::interrupted,
        )
        .map_err(|failure| match failure {
            Failure::Start(e) => RunError::Start(e),
            Failure::Runner(e) => RunError::Runner(e),
        })?;
        let ending = match used.ending {
            WindowsEnding::Exited(code) => Ending::Exited(code as i32),
            WindowsEnding::CpuLimit => Ending::CpuLimit,
            WindowsEnding::WallLimit => Ending::TimedOut,
            WindowsEnding::MemoryLimit => Ending::MemoryLimit,
            // How the rest of the runner knows a run killed at the output cap.
            WindowsEnding::OutputLimit => Ending::Signalled(super::SIGXFSZ),
            WindowsEnding::TooManyProcesses => Ending::TooManyProcesses,
            WindowsEnding::Interrupted(signal) => Ending::Interrupted(signal),
        };
        Ok(Ran {
            ending,
            wall: used.wall,
            cpu: used.cpu,
            peak_kib: Some(used.peak_bytes / 1024),
            stderr_head: used.stderr_head,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wall_cap_is_twice_the_limit_or_a_second_more_whichever_is_longer() {
        assert_eq!(
            wall_cap(Duration::from_millis(500)),
            Duration::from_millis(1_500)
        );
        assert_eq!(wall_cap(Duration::from_secs(1)), Duration::from_secs(2));
        assert_eq!(wall_cap(Duration::from_secs(3)), Duration::from_secs(6));
    }
}
