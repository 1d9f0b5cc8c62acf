//! The portable backend, std only, for a platform without a backend of its own: the time
//! (as wall-clock time: no CPU time is measured) and output limits hold; memory and processes
//! are not measured, and only the program itself is killed at the limit.

use super::{interrupted, ContainError, Ending, Job, Level, Limits, StderrHead, Usage};
use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// No containment beyond the program's own process.
pub(super) fn detect() -> Level {
    Level::default()
}

/// Starts the program with std's `Command`, drains its stderr on a thread, and polls it
/// until it ends, the wall cap passes or the runner is asked to stop.
pub(super) fn run(job: Job<'_>, _limits: &Limits, _level: &Level) -> Result<Usage, ContainError> {
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
        if started.elapsed() >= job.wall_cap {
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
