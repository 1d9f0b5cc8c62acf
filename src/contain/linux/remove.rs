//! Removing a folder a program wrote, whatever it put there: iteratively (a tree 20 000
//! folders deep takes no stack), by the names' bytes (a name that is not UTF-8 is a name like
//! any other), without following a symbolic link (a link is removed, never its target), with
//! at most three descriptors open at once (a tree deeper than the descriptor limit is still
//! walked), and never leaving the file system it started on. What could not be removed is
//! said, not hidden.
//!
//! The walk holds only the folder it is in. It goes down with `openat(name, O_NOFOLLOW)` and
//! back up with `openat("..")`, checked to be the folder it came from (device and inode): a
//! folder moved away meanwhile ends the walk, with what is left reported, rather than lead it
//! anywhere else. The names still to visit are kept on a stack, one list per level.

use super::ffi::*;
use std::ffi::{CString, OsStr, OsString};
use std::fs::{self, File};
use std::io;
use std::os::raw::{c_int, c_long, c_void};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::fs::MetadataExt;
use std::os::unix::io::{AsRawFd, FromRawFd};
use std::path::{Path, PathBuf};

#[cfg(not(target_arch = "aarch64"))]
const O_DIRECTORY: c_int = 0o200_000;
#[cfg(target_arch = "aarch64")]
const O_DIRECTORY: c_int = 0o40_000;
#[cfg(not(target_arch = "aarch64"))]
const O_NOFOLLOW: c_int = 0o400_000;
#[cfg(target_arch = "aarch64")]
const O_NOFOLLOW: c_int = 0o100_000;
#[cfg(not(target_arch = "aarch64"))]
const SYS_GETDENTS64: c_long = 217;
#[cfg(target_arch = "aarch64")]
const SYS_GETDENTS64: c_long = 61;
const AT_REMOVEDIR: c_int = 0x200;
const EISDIR: c_int = 21;
const ENOENT: c_int = 2;
/// `d_type` of a folder.
const DT_DIR: u8 = 4;

extern "C" {
    fn unlinkat(dir: c_int, path: *const std::os::raw::c_char, flags: c_int) -> c_int;
}

/// Removes `path` and, if it is a folder (not a link to one), everything in it; the paths it
/// could not remove, empty when all is gone (or was not there).
pub(crate) fn remove_tree(path: &Path) -> Vec<PathBuf> {
    let meta = match fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(_) => return Vec::new(),
    };
    if !meta.is_dir() {
        return match fs::remove_file(path) {
            Ok(()) => Vec::new(),
            Err(_) => vec![path.to_path_buf()],
        };
    }
    let mut left = match open_folder_at(libc_cwd(), path.as_os_str()) {
        Ok(folder) if same(&folder, meta.dev(), meta.ino()) => empty(&folder, path),
        _ => vec![path.to_path_buf()],
    };
    if fs::remove_dir(path).is_err() && fs::symlink_metadata(path).is_ok() && left.is_empty() {
        left.push(path.to_path_buf());
    }
    left
}

/// Empties the folder `top` (held open by the caller), shown as `shown` in what it reports:
/// everything in it removed, as [`remove_tree`] does; the paths it could not remove.
pub(crate) fn empty(top: &File, shown: &Path) -> Vec<PathBuf> {
    let mut left = Vec::new();
    let (device, inode) = match top.metadata() {
        Ok(meta) => (meta.dev(), meta.ino()),
        Err(_) => return vec![shown.to_path_buf()],
    };
    let mut stack = vec![Level {
        name: OsString::new(),
        inode,
        to_visit: Vec::new(),
    }];
    stack[0].to_visit = clear(top, &stack, shown, &mut left);
    // The folder the walk is in, below `top`.
    let mut current: Option<File> = None;
    loop {
        let here = current.as_ref().unwrap_or(top);
        let depth = stack.len();
        let level = stack.last_mut().expect("the top level stays");
        if let Some(name) = level.to_visit.pop() {
            match open_folder_at(here.as_raw_fd(), &name) {
                // Another file system mounted there is not the walk's to empty.
                Ok(folder) if folder.metadata().map_or(false, |m| m.dev() == device) => {
                    let inode = folder.metadata().map_or(0, |m| m.ino());
                    stack.push(Level {
                        name,
                        inode,
                        to_visit: Vec::new(),
                    });
                    let to_visit = clear(&folder, &stack, shown, &mut left);
                    stack.last_mut().expect("just pushed").to_visit = to_visit;
                    current = Some(folder);
                }
                _ => left.push(shown_path(shown, &stack, Some(&name))),
            }
            continue;
        }
        if depth == 1 {
            return left;
        }
        let done = stack.pop().expect("a level below the top");
        let parent_inode = stack.last().map_or(inode, |level| level.inode);
        let parent = if stack.len() == 1 {
            None
        } else {
            match open_folder_at(here.as_raw_fd(), OsStr::new("..")) {
                Ok(parent) if same(&parent, device, parent_inode) => Some(parent),
                _ => {
                    // Moved away while the walk was below it: go no further.
                    left.push(shown_path(shown, &stack, None));
                    return left;
                }
            }
        };
        current = parent;
        let here = current.as_ref().unwrap_or(top);
        if !unlink_at(here, &done.name, AT_REMOVEDIR) {
            left.push(shown_path(shown, &stack, Some(&done.name)));
        }
    }
}

/// One folder of the walk: its name in its parent, its inode, and the folders in it still
/// to visit.
struct Level {
    name: OsString,
    inode: u64,
    to_visit: Vec<OsString>,
}

/// Removes everything in `folder` (the walk's level `stack`) that is not a folder; the
/// folders in it, to visit. What it cannot read or remove goes to `left` (its path is made
/// only then: a deep walk makes none).
fn clear(folder: &File, stack: &[Level], shown: &Path, left: &mut Vec<PathBuf>) -> Vec<OsString> {
    let mut folders = Vec::new();
    let names = match list(folder) {
        Ok(names) => names,
        Err(_) => {
            left.push(shown_path(shown, stack, None));
            return folders;
        }
    };
    for (name, kind) in names {
        if kind == DT_DIR {
            folders.push(name);
        } else if !unlink_at(folder, &name, 0) {
            if errno() == EISDIR {
                folders.push(name);
            } else {
                left.push(shown_path(shown, stack, Some(&name)));
            }
        }
    }
    folders
}

/// The names in `folder` (not `.` and `..`), each with its `d_type`, read whole before any is
/// removed.
fn list(folder: &File) -> io::Result<Vec<(OsString, u8)>> {
    let mut names = Vec::new();
    let mut buffer = vec![0u8; 32 << 10];
    loop {
        // SAFETY: the buffer is live and as long as said; the kernel writes into it only.
        let read = unsafe {
            syscall(
                SYS_GETDENTS64,
                folder.as_raw_fd() as c_long,
                buffer.as_mut_ptr() as *mut c_void,
                buffer.len() as c_long,
            )
        };
        if read < 0 {
            return Err(io::Error::last_os_error());
        }
        if read == 0 {
            return Ok(names);
        }
        // linux_dirent64: inode (8), offset (8), record length (2), type (1), name, NUL.
        let mut at = 0;
        while at + 19 <= read as usize {
            let length = u16::from_ne_bytes([buffer[at + 16], buffer[at + 17]]) as usize;
            let kind = buffer[at + 18];
            let record = &buffer[at + 19..(at + length).min(read as usize)];
            let name = &record[..record.iter().position(|&b| b == 0).unwrap_or(record.len())];
            if name != b"." && name != b".." {
                names.push((OsString::from_vec(name.to_vec()), kind));
            }
            at += length.max(1);
        }
    }
}

/// `name` in the folder `dir` opened as a folder, never through a symbolic link.
fn open_folder_at(dir: c_int, name: &OsStr) -> io::Result<File> {
    let name = CString::new(name.as_bytes())?;
    // SAFETY: a NUL-terminated name that lives across the call.
    let fd = unsafe {
        openat(
            dir,
            name.as_ptr(),
            O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, // O_RDONLY is 0
        )
    };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a descriptor just opened, owned by nothing else.
    Ok(unsafe { File::from_raw_fd(fd) })
}

/// `unlinkat(folder, name, flags)`; whether `name` is gone (it may have been gone already).
fn unlink_at(folder: &File, name: &OsStr, flags: c_int) -> bool {
    let name = match CString::new(name.as_bytes()) {
        Ok(name) => name,
        Err(_) => return false,
    };
    // SAFETY: a NUL-terminated name that lives across the call.
    unsafe { unlinkat(folder.as_raw_fd(), name.as_ptr(), flags) == 0 || errno() == ENOENT }
}

/// Whether `folder` is the folder of `device` and `inode`.
fn same(folder: &File, device: u64, inode: u64) -> bool {
    folder
        .metadata()
        .map_or(false, |m| m.dev() == device && m.ino() == inode)
}

/// `AT_FDCWD`: a path is found from the current folder (or is absolute).
fn libc_cwd() -> c_int {
    -100
}

/// The path of `name` at the walk's level (or of the level itself), for a report.
fn shown_path(shown: &Path, stack: &[Level], name: Option<&OsStr>) -> PathBuf {
    let mut path = shown.to_path_buf();
    for level in &stack[1..] {
        path.push(&level.name);
    }
    if let Some(name) = name {
        path.push(name);
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("remove-test-{}-{}", name, std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir(&dir).unwrap();
        dir
    }

    #[test]
    fn a_deep_tree_of_odd_names_and_links_goes_and_a_links_target_stays() {
        let dir = fresh("deep");
        let outside = fresh("outside");
        fs::write(outside.join("kept"), "kept").unwrap();
        // Deeper than a small descriptor limit and than a recursion's comfort, built through
        // descriptors (a path this long is past PATH_MAX).
        let mut folder = File::open(&dir).unwrap();
        let odd = OsStr::from_bytes(b"caf\xe9\x01");
        for _ in 0..3_000 {
            let name = CString::new(odd.as_bytes()).unwrap();
            // SAFETY: plain system calls on live descriptors and names.
            unsafe {
                extern "C" {
                    fn mkdirat(dir: c_int, path: *const std::os::raw::c_char, mode: u32) -> c_int;
                }
                assert_eq!(mkdirat(folder.as_raw_fd(), name.as_ptr(), 0o755), 0);
            }
            folder = open_folder_at(folder.as_raw_fd(), odd).unwrap();
        }
        drop(folder);
        fs::write(dir.join(OsStr::from_bytes(b"\xff\xfe")), "x").unwrap();
        std::os::unix::fs::symlink(&outside, dir.join("link")).unwrap();
        assert_eq!(remove_tree(&dir), Vec::<PathBuf>::new());
        assert!(fs::symlink_metadata(&dir).is_err());
        assert_eq!(fs::read_to_string(outside.join("kept")).unwrap(), "kept");
        fs::remove_dir_all(&outside).unwrap();
    }
}
