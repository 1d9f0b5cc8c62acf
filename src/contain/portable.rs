//! The portable backend, std only, for a platform without a backend of its own: the time
//! (as wall-clock time: neither CPU nor idle time is measured, so the wall-clock cap of
//! [`Caps`] holds) and output limits hold; memory and processes are not measured, and only
//! the program itself is killed at the limit.

use super::{interrupted, Caps, ContainError, Ending, Job, Level, Limits, StderrHead, Usage};
use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// No containment beyond the program's own process.
pub(super) fn detect() -> Level {
    Level::default()
}

/// Starts the program with std's `Command`, drains its stderr on a thread, and polls it
/// until it ends, the wall cap passes or the runner is asked to stop.
pub(super) fn run(job: Job<'_>, limits: &Limits, _level: &Level) -> Result<Usage, ContainError> {
    let wall_cap = Caps::of(limits, false).wall;
    let mut command = Command::new(job.program);
    command.args(job.args);
    if let Some(dir) = job.cwd {
        command.current_dir(dir);
    }
    let mut child = command
        .stdin(Stdio::from(job.stdin))
        .stdout(Stdio::from(job.stdout))
        .stderr(Stdio::piped())
        .spawn()
        .map_err(ContainError::Start)?;
    let mut stderr = child.stderr.take();
    let reader = std::thread::spawn(move || {
        let mut head = StderrHead::default();
        let mut buffer = [0u8; 65_536];
        if let Some(stderr) = stderr.as_mut() {
            while let Ok(n) = stderr.read(&mut buffer) {
                if n == 0 {
                    break;
                }
                head.take(&buffer[..n]);
            }
        }
        head.into_bytes()
    });
    let started = Instant::now();
    let ending = loop {
        if let Some(signal) = interrupted() {
            let _ = child.kill();
            break Ending::Interrupted(signal);
        }
        if let Ok(Some(status)) = child.try_wait() {
            break match status.code() {
                Some(code) => Ending::Exited(code),
                None => Ending::Signalled(exit_signal(&status)),
            };
        }
        if started.elapsed() >= wall_cap {
            let _ = child.kill();
            break Ending::TimedOut;
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    let wall = started.elapsed();
    let _ = child.wait();
    let stderr_head = reader.join().unwrap_or_default();
    Ok(Usage {
        ending,
        wall,
        cpu: None,
        idle: None,
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

/// Stop requests are not caught: the platform's default ends the runner.
pub(super) fn catch_interrupts() {}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use crate::contain::scratch::ScratchDir;
    use std::ffi::OsString;
    use std::fs::{self, File};

    /// Runs `sh -c line` with the portable backend, its stdout a file in `scratch`.
    fn sh(scratch: &ScratchDir, line: &str, wall_cap: Duration) -> Result<Usage, ContainError> {
        fs::write(scratch.entry("stdin"), "").expect("written");
        let args: Vec<OsString> = vec!["-c".into(), line.into()];
        let job = Job {
            program: "sh".as_ref(),
            args: &args,
            cwd: None,
            stdin: File::open(scratch.entry("stdin")).expect("opened"),
            stdout: File::create(scratch.entry("stdout")).expect("made"),
            confined: true,
            sight: crate::contain::Sight::default(),
            files: None,
        };
        let limits = Limits {
            wall: Some(wall_cap),
            ..Limits::default()
        };
        run(job, &limits, &detect())
    }

    #[test]
    fn the_portable_backend_reports_the_exit_code_and_keeps_the_head_of_stderr() {
        let scratch = ScratchDir::new().expect("scratch");
        let usage = sh(
            &scratch,
            "echo out; echo oops >&2; exit 3",
            Duration::from_secs(60),
        )
        .expect("runs");
        assert_eq!(usage.ending, Ending::Exited(3));
        assert_eq!(usage.stderr_head, b"oops\n");
        assert_eq!((usage.cpu, usage.peak_kib), (None, None));
        assert_eq!(fs::read(scratch.entry("stdout")).expect("read"), b"out\n");
    }

    #[test]
    fn the_portable_backend_ends_a_sleeper_at_the_wall_cap() {
        let scratch = ScratchDir::new().expect("scratch");
        let usage = sh(&scratch, "exec sleep 60", Duration::from_millis(100)).expect("runs");
        assert_eq!(usage.ending, Ending::TimedOut);
        assert!(usage.wall < Duration::from_secs(30), "{:?}", usage.wall);
    }

    #[test]
    fn a_program_the_portable_backend_cannot_find_is_a_start_error() {
        let scratch = ScratchDir::new().expect("scratch");
        let args: Vec<OsString> = Vec::new();
        let job = Job {
            program: "/nonexistent/judge-test-program".as_ref(),
            args: &args,
            cwd: None,
            stdin: File::create(scratch.entry("stdin")).expect("made"),
            stdout: File::create(scratch.entry("stdout")).expect("made"),
            confined: true,
            sight: crate::contain::Sight::default(),
            files: None,
        };
        let result = run(job, &Limits::default(), &detect());
        assert!(
            matches!(result, Err(ContainError::Start(_))),
            "{:?}",
            result
        );
    }
}
