//! Running one program on one input, as a judge does: stdin from the input file, stdout to a
//! file capped in size, a wall-clock limit, and the exit status, CPU time and peak memory of the
//! program as the kernel reports them.
//!
//! Nothing is piped through the checker: the input file *is* the child's stdin and its stdout is
//! a temporary file, so a program that never reads its input, or floods its output, cannot
//! deadlock the checker or grow its memory. On Unix the child leads its own process group, and
//! the whole group is killed at the time limit and after the child exits, so a forked sleeper
//! never outlives its case.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// What to run: a binary of ours, or a command line for the shell (`--cmd`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Program {
    Binary(PathBuf),
    Shell(String),
}

impl Program {
    /// The command that starts the program, before any redirection.
    pub fn command(&self) -> Command {
        match self {
            Program::Binary(path) => Command::new(path),
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

    /// How the program is named in messages.
    pub fn describe(&self) -> String {
        match self {
            Program::Binary(path) => path.display().to_string(),
            Program::Shell(line) => line.clone(),
        }
    }
}

/// Limits for one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Wall-clock limit; the program is killed when it is reached.
    pub time: Duration,
    /// Bytes of stdout kept; writing past them ends the run (output limit exceeded).
    pub output_bytes: u64,
}

/// How the program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Exited(i32),
    Signalled(i32),
    /// Killed by the checker at the wall-clock limit.
    TimedOut,
}

/// Everything measured about one run.
#[derive(Debug)]
pub struct Execution {
    pub ending: Ending,
    pub wall: Duration,
    /// User + system CPU time, where the platform reports it.
    pub cpu: Option<Duration>,
    /// Peak resident memory in KiB, where the platform reports it.
    pub peak_kib: Option<u64>,
    /// Stdout; empty when it overflowed.
    pub stdout: Vec<u8>,
    /// True when the program wrote more than `Limits::output_bytes`.
    pub output_overflow: bool,
    /// The start of stderr, for messages.
    pub stderr_head: Vec<u8>,
}

/// Bytes of stderr kept for messages.
const STDERR_KEPT: u64 = 4096;

/// Runs `program` with the file `input` as its stdin.
pub fn execute(program: &Program, input: &Path, limits: &Limits) -> io::Result<Execution> {
    let stdout = ScratchFile::new("out")?;
    let stderr = ScratchFile::new("err")?;
    let mut command = program.command();
    command
        .stdin(Stdio::from(File::open(input)?))
        .stdout(Stdio::from(stdout.file.try_clone()?))
        .stderr(Stdio::from(stderr.file.try_clone()?));
    platform::isolate(&mut command, limits.output_bytes);

    let started = Instant::now();
    let child = command.spawn()?;
    let (raw_ending, cpu, peak_kib) = wait_with_deadline(child, limits.time)?;
    let wall = started.elapsed();

    let (stdout, output_overflow) = stdout.read_unless_over(limits.output_bytes)?;
    let stderr_head = stderr.read_prefix(STDERR_KEPT)?;
    Ok(Execution {
        ending: raw_ending,
        wall,
        cpu,
        peak_kib,
        stdout,
        output_overflow,
        stderr_head,
    })
}

/// Waits for `child` on a helper thread so the deadline is exact rather than polled; kills the
/// child's whole process group at the deadline, and after it exits.
fn wait_with_deadline(
    child: Child,
    limit: Duration,
) -> io::Result<(Ending, Option<Duration>, Option<u64>)> {
    let pid = child.id();
    let (sender, receiver) = mpsc::channel();
    let waiter = thread::spawn(move || {
        let _ = sender.send(platform::wait(child));
    });
    let (waited, timed_out) = match receiver.recv_timeout(limit) {
        Ok(waited) => (waited, false),
        Err(_) => {
            platform::kill_group(pid);
            let waited = receiver.recv().unwrap_or_else(|_| {
                Err(io::Error::new(
                    io::ErrorKind::Other,
                    "the waiting thread died",
                ))
            });
            (waited, true)
        }
    };
    let _ = waiter.join();
    platform::kill_group(pid); // anything the program left running
    let (ending, cpu, peak) = waited?;
    Ok((if timed_out { Ending::TimedOut } else { ending }, cpu, peak))
}

/// A temporary file that removes itself.
pub(crate) struct ScratchFile {
    path: PathBuf,
    file: File,
}

impl ScratchFile {
    /// An empty scratch file; `kind` ends its name, for whoever looks in the temp folder.
    pub(crate) fn new(kind: &str) -> io::Result<ScratchFile> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("judge-{}-{}.{}", std::process::id(), n, kind));
        let file = fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(&path)?;
        Ok(ScratchFile { path, file })
    }

    /// A scratch file holding `bytes`.
    pub(crate) fn holding(kind: &str, bytes: &[u8]) -> io::Result<ScratchFile> {
        let scratch = ScratchFile::new(kind)?;
        (&scratch.file).write_all(bytes)?;
        Ok(scratch)
    }

    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// The whole file if it holds at most `limit` bytes; otherwise nothing (the content of an
    /// overflowing output is never judged, so the checker does not hold it) and `true`.
    fn read_unless_over(&self, limit: u64) -> io::Result<(Vec<u8>, bool)> {
        if self.file.metadata()?.len() > limit {
            return Ok((Vec::new(), true));
        }
        Ok((self.read_prefix(limit)?, false))
    }

    /// At most the first `limit` bytes.
    fn read_prefix(&self, limit: u64) -> io::Result<Vec<u8>> {
        let mut prefix = Vec::new();
        File::open(&self.path)?
            .take(limit)
            .read_to_end(&mut prefix)?;
        Ok(prefix)
    }
}

impl Drop for ScratchFile {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.path);
    }
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

#[cfg(unix)]
mod platform {
    //! Process groups, `wait4` and `setrlimit`, declared by hand: the crate has no dependencies.
    use super::Ending;
    use std::io;
    use std::os::raw::{c_int, c_long};
    use std::os::unix::process::CommandExt;
    use std::process::{Child, Command};
    use std::time::Duration;

    #[repr(C)]
    struct Timeval {
        tv_sec: i64,
        #[cfg(target_os = "macos")]
        tv_usec: i32,
        #[cfg(not(target_os = "macos"))]
        tv_usec: c_long,
    }

    /// `struct rusage`: two timevals, then 14 longs of which the first is `ru_maxrss`.
    #[repr(C)]
    struct Rusage {
        ru_utime: Timeval,
        ru_stime: Timeval,
        ru_maxrss: c_long,
        the_rest: [c_long; 13],
    }

    #[repr(C)]
    struct Rlimit {
        current: u64,
        max: u64,
    }

    const RLIMIT_FSIZE: c_int = 1;
    const SIGKILL: c_int = 9;

    extern "C" {
        fn wait4(pid: c_int, status: *mut c_int, options: c_int, rusage: *mut Rusage) -> c_int;
        fn kill(pid: c_int, signal: c_int) -> c_int;
        fn setpgid(pid: c_int, pgid: c_int) -> c_int;
        fn setrlimit(resource: c_int, limit: *const Rlimit) -> c_int;
        fn getrlimit(resource: c_int, limit: *mut Rlimit) -> c_int;
    }

    /// Puts the child in a process group of its own and caps the size of files it writes, so
    /// an output flood ends with SIGXFSZ instead of filling the disk. The cap never exceeds the
    /// checker's own hard limit (it may itself run under a judge).
    pub fn isolate(command: &mut Command, output_bytes: u64) {
        let mut cap = Rlimit { current: 0, max: 0 };
        // SAFETY: the pointer is to a live local of the declared C layout.
        let known = unsafe { getrlimit(RLIMIT_FSIZE, &mut cap) } == 0;
        if !known {
            return; // no limit can be read, so none is set; the size is still checked after
        }
        cap.current = output_bytes.saturating_add(1).min(cap.max);
        // SAFETY: between fork and exec only async-signal-safe calls are allowed; setpgid and
        // setrlimit are, and nothing here allocates.
        unsafe {
            command.pre_exec(move || {
                if setpgid(0, 0) != 0 || setrlimit(RLIMIT_FSIZE, &cap) != 0 {
                    return Err(io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }

    /// Reaps `child`, with its CPU time and peak memory.
    pub fn wait(child: Child) -> io::Result<(Ending, Option<Duration>, Option<u64>)> {
        let pid = child.id() as c_int;
        let mut status: c_int = 0;
        let mut usage = Rusage {
            ru_utime: Timeval {
                tv_sec: 0,
                tv_usec: 0,
            },
            ru_stime: Timeval {
                tv_sec: 0,
                tv_usec: 0,
            },
            ru_maxrss: 0,
            the_rest: [0; 13],
        };
        loop {
            // SAFETY: the pointers are to live locals of the declared C layout.
            let reaped = unsafe { wait4(pid, &mut status, 0, &mut usage) };
            if reaped == pid {
                break;
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
        let ending = if status & 0x7f == 0 {
            Ending::Exited((status >> 8) & 0xff)
        } else {
            Ending::Signalled(status & 0x7f)
        };
        let micros = |t: &Timeval| t.tv_sec as u64 * 1_000_000 + t.tv_usec as u64;
        let cpu = Duration::from_micros(micros(&usage.ru_utime) + micros(&usage.ru_stime));
        // Linux reports KiB, macOS bytes.
        let peak_kib = if cfg!(target_os = "macos") {
            usage.ru_maxrss as u64 / 1024
        } else {
            usage.ru_maxrss as u64
        };
        Ok((ending, Some(cpu), Some(peak_kib)))
    }

    /// Kills the process group led by `pid`; harmless when it is already gone.
    pub fn kill_group(pid: u32) {
        // SAFETY: plain system call; a negative pid names the group.
        unsafe {
            kill(-(pid as c_int), SIGKILL);
        }
    }
}

#[cfg(not(unix))]
mod platform {
    //! Elsewhere: no process groups and no resource usage; memory shows as unknown.
    use super::Ending;
    use std::io;
    use std::process::{Child, Command};
    use std::time::Duration;

    pub fn isolate(_command: &mut Command, _output_bytes: u64) {}

    pub fn wait(mut child: Child) -> io::Result<(Ending, Option<Duration>, Option<u64>)> {
        let status = child.wait()?;
        Ok((Ending::Exited(status.code().unwrap_or(-1)), None, None))
    }

    pub fn kill_group(pid: u32) {
        let _ = std::process::Command::new("taskkill")
            .args(["/F", "/T", "/PID", &pid.to_string()])
            .output();
    }
}
