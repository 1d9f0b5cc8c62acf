//! The runner's side of a case's pipes: the supervisor's reports and the program's stderr.

use super::ffi::*;
use crate::contain::StderrHead;
use std::fs::File;
use std::io::{self, Read};
use std::os::raw::{c_int, c_long};
use std::os::unix::io::{AsRawFd, FromRawFd};
use std::time::Duration;

/// A pipe whose two ends close on exec.
pub(super) fn pipe() -> io::Result<(File, File)> {
    let mut fds = [0 as c_int; 2];
    // SAFETY: `fds` is a live array of two ints, as pipe2 requires.
    if unsafe { pipe2(fds.as_mut_ptr(), O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: both descriptors were just created and are owned here alone.
    Ok(unsafe { (File::from_raw_fd(fds[0]), File::from_raw_fd(fds[1])) })
}

/// Waits up to `wait` for the report pipe or stderr to have something to read.
pub(super) fn wait_readable(
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
pub(super) fn report_ended(reports: &mut File) -> bool {
    let mut rest = [0u8; 16];
    match wait_readable(reports, None, Duration::from_micros(200)) {
        Ok((true, _)) => matches!(reports.read(&mut rest), Ok(0)),
        _ => false,
    }
}

/// Reads what stderr holds now; false at its end or when nothing is ready.
pub(super) fn drain_ready(stderr: &mut File, buffer: &mut [u8], head: &mut StderrHead) -> bool {
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
