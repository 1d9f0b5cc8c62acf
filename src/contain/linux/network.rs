//! The cases' network namespaces, made once and reused where that gives nothing away.
//!
//! A fresh network namespace costs the kernel more than anything else in a case's start (a
//! loopback device and every per-namespace sysctl table registered, then torn down by a
//! kernel worker): about as much CPU as the program `cat` itself. Where the program runs as
//! an unprivileged user of the initial user namespace (a root judge's cases), an empty
//! namespace can serve one case after another instead: the program has no capability over
//! it, so it cannot bring its loopback up, configure it or write its sysctls, and whatever it
//! opened there (a socket, an abstract Unix address) is gone with its last process. So
//! - a namespace is made when no free one is left (one per job slot: `--jobs N` makes N),
//!   held only by its descriptor, so it ends with the judge and is never on disk;
//! - a case's supervisor enters it (`setns`) before anything else;
//! - it goes back to the free ones only once the case's supervisor, the first process of
//!   its PID namespace, has been reaped: the kernel reaps that one last, so every process
//!   of the case, and with it everything it held in the namespace, is gone.
//!
//! Elsewhere (in a user namespace, where the program holds every capability over a network
//! namespace of its own, or a program that runs as root) each case keeps a fresh one.

use super::ffi::{syscall, CLONE_NEWNET};
use std::fs::File;
use std::io;
use std::os::raw::{c_int, c_long};
use std::os::unix::io::AsRawFd;
use std::sync::Mutex;

#[cfg(not(target_arch = "aarch64"))]
const SYS_UNSHARE: c_long = 272;
#[cfg(target_arch = "aarch64")]
const SYS_UNSHARE: c_long = 97;

/// The namespaces no case is in now.
static FREE: Mutex<Vec<File>> = Mutex::new(Vec::new());

/// An empty network namespace, its loopback down, lent to one case at a time.
pub(crate) struct Network {
    namespace: File,
}

impl Network {
    /// A free namespace, or a new one when none is free.
    pub(crate) fn take() -> io::Result<Network> {
        let free = FREE.lock().unwrap_or_else(|e| e.into_inner()).pop();
        match free {
            Some(namespace) => Ok(Network { namespace }),
            None => Network::make(),
        }
    }

    /// A new namespace: made by a short-lived thread of its own (a thread may change its
    /// network namespace alone), which hands back a descriptor of it and ends; the judge's
    /// own threads never leave theirs.
    fn make() -> io::Result<Network> {
        let maker = std::thread::spawn(|| -> io::Result<File> {
            // SAFETY: plain system call; it changes only this thread's network namespace.
            if unsafe { syscall(SYS_UNSHARE, CLONE_NEWNET as c_long) } != 0 {
                return Err(io::Error::last_os_error());
            }
            File::open("/proc/thread-self/ns/net")
        });
        let namespace = maker
            .join()
            .map_err(|_| io::Error::new(io::ErrorKind::Other, "the namespace maker failed"))??;
        Ok(Network { namespace })
    }

    /// The descriptor a supervisor enters the namespace by (`setns`).
    pub(crate) fn fd(&self) -> c_int {
        self.namespace.as_raw_fd()
    }

    /// Lends the namespace to the next case: only once every process of the case that was
    /// in it is gone (its PID namespace's first process reaped). A namespace not given back
    /// ends with its descriptor.
    pub(crate) fn give_back(self) {
        FREE.lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(self.namespace);
    }
}
