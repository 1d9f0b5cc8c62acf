//! The scratch folder of a case, which the judge holds by a descriptor and reaches through
//! it, so that nothing the program does to names changes what the judge reads or removes.

use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A private temporary folder, removed with everything in it when dropped. The judge holds it
/// by a descriptor from the start, and reaches what is in it through that descriptor
/// ([`ScratchDir::entry`]), never again by its path: a program that renames the folder, or puts
/// a symbolic link in its place, changes nothing the judge reads or removes.
#[derive(Debug)]
pub struct ScratchDir {
    path: PathBuf,
    /// The folder itself, held open (and locked, on Linux) for as long as it is in use.
    #[cfg_attr(not(unix), allow(dead_code))]
    held: File,
    /// The case's own file system, where the level gives one to a folder lent to a program
    /// ([`CaseFolder::lend`]): what is in the folder is in it, reached through it, and gone
    /// with it.
    files: Option<File>,
}

/// A folder opened for holding. Windows opens a folder only with
/// `FILE_FLAG_BACKUP_SEMANTICS` (else "Access denied"); its default sharing still lets the
/// folder be renamed and removed while held.
fn open_folder(path: &Path) -> io::Result<File> {
    #[cfg(windows)]
    {
        use std::os::windows::fs::OpenOptionsExt;
        const FILE_FLAG_BACKUP_SEMANTICS: u32 = 0x0200_0000;
        fs::OpenOptions::new()
            .read(true)
            .custom_flags(FILE_FLAG_BACKUP_SEMANTICS)
            .open(path)
    }
    #[cfg(not(windows))]
    {
        File::open(path)
    }
}

impl ScratchDir {
    /// A new folder `judge-PID-TOKEN-N` in the temporary folder, locked (`flock`) for as long
    /// as this process (or its supervisors) lives: the folders of a judge that was killed are
    /// the unlocked ones, and the first folder a judge makes removes them.
    pub fn new() -> io::Result<ScratchDir> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        static SWEEP: std::sync::Once = std::sync::Once::new();
        SWEEP.call_once(remove_abandoned_scratch);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let name = format!("judge-{}-{}-{}", std::process::id(), process_token(), n);
        let path = std::env::temp_dir().join(&name);
        // Made and locked under a name no sweep takes, then given its own: a sweeping judge
        // never sees it unlocked.
        let staging = std::env::temp_dir().join(format!(".{}", name));
        #[cfg_attr(not(unix), allow(unused_mut))]
        let mut builder = fs::DirBuilder::new();
        #[cfg(unix)]
        std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
        builder.create(&staging)?;
        let held = open_folder(&staging)?;
        lock(&held, true);
        fs::rename(&staging, &path)?;
        Ok(ScratchDir {
            path,
            held,
            files: None,
        })
    }

    /// The folder's path, for what runs outside the judge (a case's input for a checker).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `name` in the folder, through the held descriptor where the system allows it (Linux:
    /// `/proc/self/fd/N/name` resolves from the folder itself, whatever its path is now).
    pub fn entry(&self, name: &str) -> PathBuf {
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::io::AsRawFd;
            let folder = self.files.as_ref().unwrap_or(&self.held);
            PathBuf::from(format!("/proc/self/fd/{}/{}", folder.as_raw_fd(), name))
        }
        #[cfg(not(target_os = "linux"))]
        {
            self.path.join(name)
        }
    }

    /// The file `name` in the folder if it is a regular file of one name, opened without
    /// following a symbolic link and without blocking on a FIFO; `None` for anything else.
    pub fn open_regular(&self, name: &str) -> Option<File> {
        let mut options = fs::OpenOptions::new();
        options.read(true);
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::fs::OpenOptionsExt;
            const O_NOFOLLOW: i32 = 0o400_000;
            const O_NONBLOCK: i32 = 0o4_000;
            options.custom_flags(O_NOFOLLOW | O_NONBLOCK);
        }
        let file = options.open(self.entry(name)).ok()?;
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

    /// A path for this process to open `file`, held open since it was `name` in the folder:
    /// on Linux through its descriptor (`/proc/self/fd/N`), whatever became of its name since;
    /// elsewhere its name in the folder. Another process needs a copy of its own.
    pub fn held_file_path(&self, file: &File, name: &str) -> PathBuf {
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::io::AsRawFd;
            let _ = name;
            PathBuf::from(format!("/proc/self/fd/{}", file.as_raw_fd()))
        }
        #[cfg(not(target_os = "linux"))]
        {
            let _ = file;
            self.path.join(name)
        }
    }

    /// The case's own file system, if the folder has one ([`CaseFolder::lend`]).
    pub fn files(&self) -> Option<&File> {
        self.files.as_ref()
    }

    /// The size of the case's own file system in bytes, if the folder has one and the
    /// program filled it (less than 64 KiB or no inode left).
    pub fn files_filled(&self) -> Option<u64> {
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::io::AsRawFd;
            let files = self.files.as_ref()?;
            let open = File::open(format!("/proc/self/fd/{}", files.as_raw_fd())).ok()?;
            // struct statfs: type, block size, blocks, free, available, inodes, free inodes…
            let mut buffer = [0u64; 16];
            // SAFETY: the buffer is larger than a `struct statfs`; the descriptor is live.
            if unsafe { super::linux::ffi::fstatfs(open.as_raw_fd(), buffer.as_mut_ptr()) } != 0 {
                return None;
            }
            let (block, blocks, available, free_inodes) =
                (buffer[1], buffer[2], buffer[4], buffer[6]);
            let full = available.saturating_mul(block) < 64 << 10 || free_inodes == 0;
            full.then(|| blocks.saturating_mul(block))
        }
        #[cfg(not(target_os = "linux"))]
        {
            None
        }
    }

    /// Where the folder is now, if a program renamed it (Linux knows it from the held
    /// descriptor), checked to be the same folder.
    fn moved_to(&self) -> Option<PathBuf> {
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::fs::MetadataExt;
            use std::os::unix::io::AsRawFd;
            let now = fs::read_link(format!("/proc/self/fd/{}", self.held.as_raw_fd())).ok()?;
            let (there, made) = (fs::symlink_metadata(&now).ok()?, self.held.metadata().ok()?);
            if there.dev() == made.dev() && there.ino() == made.ino() {
                return Some(now);
            }
            None
        }
        #[cfg(not(target_os = "linux"))]
        {
            None
        }
    }

    /// Whether the folder's path still names the folder the judge made.
    fn still_at_its_path(&self) -> bool {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            match (fs::symlink_metadata(&self.path), self.held.metadata()) {
                (Ok(now), Ok(made)) => now.dev() == made.dev() && now.ino() == made.ino(),
                _ => false,
            }
        }
        #[cfg(not(unix))]
        {
            true
        }
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        // The folder usually holds the two files of a run: removed by name, it is a few calls;
        // anything else the program left there is removed the long way, through the held
        // descriptor (a symbolic link is removed, never followed; see `super::remove_tree`).
        for name in ["stdin", "stdout"] {
            let _ = fs::remove_file(self.entry(name));
        }
        let at_its_path = self.still_at_its_path();
        if at_its_path && fs::remove_dir(&self.path).is_ok() {
            return;
        }
        let mut left = self.empty();
        if at_its_path {
            if fs::remove_dir(&self.path).is_err() && left.is_empty() {
                left.push(self.path.clone());
            }
        } else {
            if let Some(moved) = self.moved_to() {
                let _ = fs::remove_dir(moved);
            }
            // What the program put at the folder's name (a link elsewhere) is removed itself,
            // never followed.
            if fs::symlink_metadata(&self.path).map_or(false, |m| !m.is_dir()) {
                let _ = fs::remove_file(&self.path);
            }
        }
        say_what_is_left(&left);
    }
}

impl ScratchDir {
    /// Removes everything in the folder, through the held descriptor where the system allows
    /// it; what could not be removed.
    fn empty(&self) -> Vec<PathBuf> {
        #[cfg(target_os = "linux")]
        {
            super::linux::remove::empty(&self.held, &self.path)
        }
        #[cfg(not(target_os = "linux"))]
        {
            let mut left = Vec::new();
            for entry in fs::read_dir(&self.path).into_iter().flatten().flatten() {
                left.extend(super::remove_tree(&entry.path()));
            }
            left
        }
    }
}

/// Says on stderr what the judge could not remove (it is never silently left).
fn say_what_is_left(left: &[PathBuf]) {
    if let Some(first) = left.first() {
        let more = match left.len() {
            1 => String::new(),
            n => format!(" and {} more", n - 1),
        };
        // Debug quotes the path and escapes its control characters.
        eprintln!("judge: could not remove {:?}{}", first, more);
    }
}

/// The scratch folder of one run ([`CaseFolder::take`]): on Linux an empty folder an earlier
/// run of this judge left holding only the judge's own two files (its `stdin` and `stdout`,
/// removed when the run was over), else a new one. A new folder is made, held, locked and
/// renamed, and removed again: on a disk file system, a good part of a case's start.
#[derive(Debug)]
pub struct CaseFolder {
    folder: Option<ScratchDir>,
    /// The program was given the folder itself (file I/O: its working folder), not only
    /// its two files: the folder is never reused.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    lent: bool,
}

/// Folders whose runs are over, ready for the next ones (at most one per job slot is ever
/// in use at once, so a few are enough).
#[cfg(target_os = "linux")]
static FREE_FOLDERS: std::sync::Mutex<Vec<ScratchDir>> = std::sync::Mutex::new(Vec::new());

/// More folders than any judge runs cases at once: the rest are removed.
#[cfg(target_os = "linux")]
const FREE_FOLDERS_KEPT: usize = 16;

impl CaseFolder {
    /// A free folder of this judge's, or a new one.
    pub fn take() -> io::Result<CaseFolder> {
        #[cfg(target_os = "linux")]
        {
            let free = FREE_FOLDERS.lock().unwrap_or_else(|e| e.into_inner()).pop();
            if let Some(folder) = free {
                return Ok(CaseFolder {
                    folder: Some(folder),
                    lent: false,
                });
            }
            static ONCE: std::sync::Once = std::sync::Once::new();
            // SAFETY: registers a function of no arguments, run once as the process exits.
            ONCE.call_once(|| unsafe {
                atexit(remove_free_folders);
            });
        }
        Ok(CaseFolder {
            folder: Some(ScratchDir::new()?),
            lent: false,
        })
    }

    /// The folder's path, for a program to work in: the folder will not serve another run.
    /// Where the level gives it one ([`super::Level::own_files`]), what is in the folder is
    /// in a tmpfs of `files_kib` (`None`: a job that is not confined, which has no root to
    /// attach it in) of the case's own, attached over the folder in the case's root
    /// (`linux::root::case_files`): the program writes nothing on the host's disk. A case is
    /// never run with less than the level says: no tmpfs, no folder. Lent again (a start
    /// tried again), it gets a fresh tmpfs: the last one went with its case.
    pub fn lend(&mut self, files_kib: Option<u64>) -> io::Result<&Path> {
        self.lent = true;
        #[cfg(target_os = "linux")]
        if let (true, Some(kib)) = (super::level().own_files, files_kib) {
            if let Some(folder) = self.folder.as_mut() {
                folder.files = Some(super::linux::root::case_files(kib)?);
            }
        }
        #[cfg(not(target_os = "linux"))]
        let _ = files_kib;
        Ok(self.path())
    }
}

impl std::ops::Deref for CaseFolder {
    type Target = ScratchDir;

    fn deref(&self) -> &ScratchDir {
        self.folder
            .as_ref()
            .expect("a case folder holds its folder until dropped")
    }
}

impl Drop for CaseFolder {
    fn drop(&mut self) {
        #[cfg(target_os = "linux")]
        if let Some(folder) = self.folder.take().filter(|_| !self.lent) {
            if folder.emptied_for_another_run() {
                let mut free = FREE_FOLDERS.lock().unwrap_or_else(|e| e.into_inner());
                if free.len() < FREE_FOLDERS_KEPT {
                    free.push(folder);
                }
            }
        }
    }
}

#[cfg(target_os = "linux")]
extern "C" {
    fn atexit(function: extern "C" fn()) -> i32;
    fn geteuid() -> u32;
}

/// Removes the free folders as the judge exits (a judge that is killed leaves them to the
/// next one's sweep, whose lock test finds them abandoned).
#[cfg(target_os = "linux")]
extern "C" fn remove_free_folders() {
    if let Ok(mut free) = FREE_FOLDERS.try_lock() {
        free.clear();
    }
}

#[cfg(target_os = "linux")]
impl ScratchDir {
    /// Empties the folder for another run, if it can serve one: still at its path, still
    /// this user's alone (mode 0700: never lent to a program, as a file-I/O run's folder is),
    /// and holding nothing but `stdin` and `stdout`, each a regular file of one name that this
    /// user owns, which are removed. Anything else, and the folder is removed as a folder
    /// that is not reused is. (The files are removed, not truncated for the next run: on ext4
    /// a file truncated and written again is flushed to the disk when it is closed.)
    fn emptied_for_another_run(&self) -> bool {
        use std::os::unix::fs::MetadataExt;
        // SAFETY: plain system call.
        let me = unsafe { geteuid() };
        let private = self
            .held
            .metadata()
            .map_or(false, |m| m.uid() == me && m.mode() & 0o7777 == 0o700);
        if !private || !self.still_at_its_path() {
            return false;
        }
        let entries = match fs::read_dir(self.entry("")) {
            Ok(entries) => entries,
            Err(_) => return false,
        };
        let mut names = Vec::with_capacity(2);
        for entry in entries {
            let name = match entry {
                Ok(entry) => entry.file_name(),
                Err(_) => return false,
            };
            if name != "stdin" && name != "stdout" {
                return false;
            }
            let name = self.entry(&name.to_string_lossy());
            let plain = fs::symlink_metadata(&name).map_or(false, |m| {
                m.file_type().is_file() && m.nlink() == 1 && m.uid() == me
            });
            if !plain {
                return false;
            }
            names.push(name);
        }
        names.iter().all(|name| fs::remove_file(name).is_ok())
    }
}

/// A number that tells this process from an earlier one with the same pid (or one in another
/// PID namespace): the time it first made a folder, in nanoseconds.
fn process_token() -> u128 {
    static TOKEN: std::sync::Mutex<u128> = std::sync::Mutex::new(0);
    let mut token = TOKEN.lock().unwrap_or_else(|e| e.into_inner());
    if *token == 0 {
        *token = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos().max(1));
    }
    *token
}

/// Takes the folder's lock (`exclusive` and waiting) or tries to; whether it holds it.
fn lock(folder: &File, wait: bool) -> bool {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::io::AsRawFd;
        extern "C" {
            fn flock(fd: i32, operation: i32) -> i32;
        }
        const LOCK_EX: i32 = 2;
        const LOCK_NB: i32 = 4;
        let operation = if wait { LOCK_EX } else { LOCK_EX | LOCK_NB };
        // SAFETY: plain system call on a live descriptor.
        unsafe { flock(folder.as_raw_fd(), operation) == 0 }
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = (folder, wait);
        false
    }
}

/// Removes the scratch folders of judges that died before they could (killed, say): those
/// of this user whose lock no live process holds.
fn remove_abandoned_scratch() {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::MetadataExt;
        extern "C" {
            fn geteuid() -> u32;
        }
        // SAFETY: plain system call.
        let me = unsafe { geteuid() };
        let dir = std::env::temp_dir();
        for entry in fs::read_dir(&dir).into_iter().flatten().flatten() {
            // A name that is not UTF-8 is not the scheme's: `to_str` rather than a lossy copy.
            let name = match entry.file_name().to_str() {
                Some(name) => name.to_string(),
                None => continue,
            };
            // Only this scheme's names, `judge-PID-TOKEN-N`: a judge that takes no lock (an
            // older one) keeps its folders.
            let parts: Vec<&str> = name.split('-').collect();
            let locking = parts.len() == 4
                && parts[0] == "judge"
                && parts[1..].iter().all(|p| p.parse::<u128>().is_ok())
                && parts[2].len() >= 16;
            if !locking {
                continue;
            }
            let path = entry.path();
            // A root judge's folders may belong to the users its cases ran as (`nobody`, a
            // case's own uid: a file-I/O folder was lent to the program): a root judge
            // removes any abandoned one, another judge its own.
            let ours = fs::symlink_metadata(&path)
                .map_or(false, |meta| meta.is_dir() && (meta.uid() == me || me == 0));
            if !ours {
                continue;
            }
            if let Ok(folder) = open_folder(&path) {
                if lock(&folder, false) {
                    say_what_is_left(&super::remove_tree(&path));
                }
            }
        }
    }
}
