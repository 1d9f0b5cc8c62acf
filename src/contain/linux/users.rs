//! One user per case, as isolate gives one per box: a root judge runs each confined job (the
//! program, a checker, the compiler) as a uid and gid of its own, from a reserved range, never
//! shared with a case running at the same time, in this judge or in another.
//!
//! What the kernel keeps per user and does not namespace (the user's keyring, the counts of
//! processes, inotify instances, pipe buffers and message queues a user may hold) is then
//! never the same between two cases that run at once, nor shared with the judge's `nobody`.
//! (The syscall filter refuses the keyrings and locks besides: an id is used again by later
//! cases and runs; see `filter`.)
//!
//! The range: [`FIRST`]`..`[`FIRST`]` + `[`COUNT`] (61000–61183), ids Debian reserves for
//! accounts made on demand (60000–64999) that lie clear of isolate's default boxes
//! (60000–60999), systemd-homed's users (60001–60513) and systemd's dynamic service users
//! (61184–65519). An id that `/etc/passwd` or `/etc/group` names is skipped: it is someone's.
//!
//! An id is taken by an exclusive `flock` on its file in [`FOLDER`], a folder only root may
//! write: two judge processes never hold the same one. A process keeps the ids it took while it
//! lives (its free ones go to its next cases); the kernel drops the locks when it exits,
//! however it ends. An id goes back to the free ones only once every process of its case is
//! known to be gone (its supervisor, the first process of its PID namespace, reaped); a case
//! whose end is not known keeps its id until the judge exits.

use super::ffi::{flock, LOCK_EX, LOCK_NB};
use std::fs::{self, File, OpenOptions};
use std::io;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt};
use std::os::unix::io::AsRawFd;
use std::path::Path;
use std::sync::Mutex;

/// The first id of the range (see the module's documentation).
pub(crate) const FIRST: u32 = 61_000;
/// How many ids the range holds: as many cases at once, over every judge of the machine.
pub(crate) const COUNT: u32 = 184;
/// Where the ids' lock files are: in `/run`, root's, emptied at every boot.
pub(crate) const FOLDER: &str = "/run/judge-case-users";

/// The ids this process holds that no case uses now.
static FREE: Mutex<Vec<CaseUser>> = Mutex::new(Vec::new());

/// A uid (the same number as gid) held for one case.
pub(crate) struct CaseUser {
    id: u32,
    /// The open file the `flock` is on: the id is held while it is open.
    lock: Option<File>,
}

impl CaseUser {
    /// A free id of this process's, or one no other case of the machine holds.
    pub(crate) fn take() -> io::Result<CaseUser> {
        if let Some(user) = FREE.lock().unwrap_or_else(|e| e.into_inner()).pop() {
            return Ok(user);
        }
        let folder = lock_folder()?;
        let named = named_ids();
        for id in (FIRST..FIRST + COUNT).filter(|id| !named.contains(id)) {
            let lock = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .mode(0o600)
                .open(folder.join(id.to_string()))?;
            // SAFETY: plain system call on a descriptor this process owns.
            if unsafe { flock(lock.as_raw_fd(), LOCK_EX | LOCK_NB) } == 0 {
                return Ok(CaseUser {
                    id,
                    lock: Some(lock),
                });
            }
        }
        Err(io::Error::new(
            io::ErrorKind::Other,
            format!(
                "every case user ({}–{}) is taken by a case running now",
                FIRST,
                FIRST + COUNT - 1
            ),
        ))
    }

    /// The uid and gid to run as.
    pub(crate) fn ids(&self) -> (u32, u32) {
        (self.id, self.id)
    }

    /// Gives the id to the next case of this process: only once every process of its case is
    /// gone.
    pub(crate) fn give_back(mut self) {
        let lock = self.lock.take();
        FREE.lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(CaseUser { id: self.id, lock });
    }

    /// Keeps the id from every later case until the judge exits: its case's end is not known,
    /// so a process of it may still run as that user.
    pub(crate) fn keep_away(mut self) {
        if let Some(lock) = self.lock.take() {
            std::mem::forget(lock);
        }
    }
}

/// Whether ids can be taken here: the lock folder is there, or can be made, and only root may
/// write it.
pub(crate) fn available() -> bool {
    lock_folder().is_ok()
}

/// [`FOLDER`], made if missing, checked to be a folder of root's that no one else may write
/// (else another user could hold every id, or swap the lock files).
fn lock_folder() -> io::Result<&'static Path> {
    let folder = Path::new(FOLDER);
    match fs::DirBuilder::new().mode(0o700).create(folder) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e),
    }
    let found = fs::symlink_metadata(folder)?;
    if !found.is_dir() || found.uid() != 0 || found.mode() & 0o022 != 0 {
        return Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!("{} is not a folder only root may write", FOLDER),
        ));
    }
    Ok(folder)
}

/// The ids of the range that `/etc/passwd` or `/etc/group` name: someone's account.
fn named_ids() -> Vec<u32> {
    ["/etc/passwd", "/etc/group"]
        .iter()
        .flat_map(|file| named_in(&fs::read(file).unwrap_or_default()))
        .collect()
}

/// The ids of the range in the third field of `/etc/passwd`-like lines.
fn named_in(text: &[u8]) -> Vec<u32> {
    text.split(|&byte| byte == b'\n')
        .filter_map(|line| {
            let field = line.split(|&byte| byte == b':').nth(2)?;
            std::str::from_utf8(field).ok()?.trim().parse::<u32>().ok()
        })
        .filter(|id| (FIRST..FIRST + COUNT).contains(id))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_an_account_names_is_skipped() {
        let passwd = b"root:x:0:0:root:/root:/bin/sh\n\
                       nobody:x:65534:65534::/:/usr/sbin/nologin\n\
                       taken:x:61003:100::/home/taken:/bin/sh\n\
                       broken line\n";
        assert_eq!(named_in(passwd), [61_003]);
        assert_eq!(named_in(b"grp:x:61183:\nnext:x:61184:\n"), [61_183]);
    }

    // isolate's default boxes are 60000-60999, systemd's dynamic users from 61184.
    const _: () = assert!(FIRST > 60_999 && FIRST + COUNT <= 61_184);
}
