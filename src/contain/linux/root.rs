//! The case's own root: a small tmpfs made the root of the case's mount namespace
//! (`pivot_root`, the old root detached), holding only
//! - the system's runtime folders (`/usr`, `/lib*`, `/bin`, `/sbin`, `/etc`), read-only;
//! - `/dev/null`, `/dev/zero`, `/dev/urandom` (the host's nodes, bound), and a private
//!   `/dev/shm`;
//! - a private, empty `/tmp` and a `/proc` of the case's PID namespace;
//! - the files and folders the command names outside those (the program, the source of a
//!   script, the class folder, a checker's input, output and answer), read-only at their own
//!   paths; an interpreter outside the system folders (`PREFIX/bin/python3`) brings its
//!   prefix;
//! - the case's scratch folder, writable, at its own path, when the job has one; with a
//!   file system of the case's own ([`case_files`]: a root judge's file-I/O case) mounted
//!   over it, so that nothing the program writes lands on the host's disk.
//!
//! Everything is planned in the judge ([`Plan::new`]): the child only makes system calls.
//! Nothing else of the host is there: not the testdata, the source tree, the home folder,
//! the judge, other cases.

use super::ffi::*;
use std::borrow::Cow;
use std::ffi::{CString, OsStr, OsString};
use std::fs::{self, File};
use std::io;
use std::os::raw::{c_char, c_int, c_long, c_void};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::io::{AsRawFd, FromRawFd};
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Where the new root is built, in the case's mount namespace: a folder every Linux has and
/// no bind takes anything from (the case gets a `/dev/shm` of its own inside the new root).
const BUILD_AT: &str = "/dev/shm";

/// The system's runtime folders, read-only in every case's root.
const SYSTEM_FOLDERS: &[&str] = &[
    "/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32", "/etc",
];

/// `mkdir`'s "there already".
const EEXIST: std::os::raw::c_int = 17;

/// Devices a program may open.
const DEVICES: &[&str] = &["/dev/null", "/dev/zero", "/dev/urandom", "/dev/random"];

/// One step of building the root; paths are already under [`BUILD_AT`].
#[derive(Clone, PartialEq)]
enum Step {
    Folder(CString),
    /// An empty file, for a single file to be bound on.
    File(CString),
    Symlink {
        target: CString,
        link: CString,
    },
    Bind {
        source: CString,
        target: CString,
        read_only: bool,
    },
    Tmpfs {
        target: CString,
        options: CString,
    },
    Proc(CString),
}

/// The steps that build one case's root, prepared before the fork.
#[derive(Clone, PartialEq)]
pub(crate) struct Plan {
    steps: Vec<Step>,
    /// The mounts every case makes for itself (a `/dev/shm` and a `/tmp` of its own, the
    /// `/proc` of its PID namespace), at their paths in the root: what a case that starts
    /// from a kept root ([`kept`]) still mounts.
    private: Vec<Step>,
    build_at: CString,
    old_root: CString,
    old_root_after: CString,
    root_options: CString,
    /// Where the case starts when it has no scratch folder to start in: the judge's folder
    /// (a skeleton holding only what the command names), so the command's relative paths
    /// (`./check.sh`, `pk/1.in`) name what they name for the judge.
    start_in: CString,
    /// What is bound already: a command may name a path twice (`sh -c PATH`).
    bound: Vec<PathBuf>,
    /// The scratch folder in the new root, where a case's own file system is attached.
    writable: Option<CString>,
}

/// What a plan is made from: the command's words, the scratch folder, the size of the
/// private `/tmp`, and the judge's folder (which relative words are found from).
#[derive(PartialEq)]
struct PlanKey {
    words: Vec<OsString>,
    scratch: Option<PathBuf>,
    tmp_kib: u64,
    here: Option<PathBuf>,
}

/// The plans of the last few commands of a judge that keeps roots ([`kept`]): a judge starts
/// the same command in the same (reused) scratch folder case after case, and looking its
/// words up again (a `getcwd` and a `stat` or more per word, a few dozen allocations) cost
/// more of the judge's own CPU per case than anything else in its start. A plan is made
/// again only when what it is made from changes; the root it stands for is kept, built once,
/// as it was when it was first kept.
static REMEMBERED: Mutex<Vec<(PlanKey, Arc<Plan>)>> = Mutex::new(Vec::new());

impl Plan {
    /// The root for a command `words` (its program and arguments), with `scratch` (writable)
    /// where the job has one, `/tmp` and `/dev/shm` of `tmp_kib` each.
    pub(crate) fn new(words: &[&OsStr], scratch: Option<&Path>, tmp_kib: u64) -> Plan {
        let (mut plan, mut made) = Plan::system_part();
        for (name, target) in [
            ("fd", "/proc/self/fd"),
            ("stdin", "/proc/self/fd/0"),
            ("stdout", "/proc/self/fd/1"),
            ("stderr", "/proc/self/fd/2"),
        ] {
            plan.steps.push(Step::Symlink {
                target: text(target),
                link: under(format!("/dev/{}", name)),
            });
        }
        let sized = |mode: &str| {
            text(format!(
                "size={}k,nr_inodes=65536,mode={}",
                tmp_kib.max(64),
                mode
            ))
        };
        for private in ["/dev/shm", "/tmp"] {
            plan.folder(Path::new(private), &mut made);
            plan.steps.push(Step::Tmpfs {
                target: under(private),
                options: sized("1777"),
            });
            plan.private.push(Step::Tmpfs {
                target: text(private),
                options: sized("1777"),
            });
        }
        plan.folder(Path::new("/proc"), &mut made);
        plan.steps.push(Step::Proc(under("/proc")));
        plan.private.push(Step::Proc(text("/proc")));
        for word in words {
            // `/`, `/dev/zero` or `/proc/self/…` on a command line: the root has its own. A
            // command may name the writable folder too (a Kattis validator's feedback folder):
            // that is bound once, writable, below.
            if let Some((path, read_only)) = named_path(word)
                .filter(|(path, _)| !provided(path) && Some(path.as_path()) != scratch)
            {
                // `../../target/prog`: bound at the path it names, and the folders the
                // kernel walks through on the way (each left by a `..`) made.
                let (path, walked) = without_dots(&path);
                for folder in walked {
                    if !provided(&folder) && !under_a_system_folder(&folder) {
                        plan.folder(&folder, &mut made);
                    }
                }
                plan.take(&path, read_only, &mut made);
            }
        }
        if let Some(scratch) = scratch {
            plan.take(scratch, false, &mut made);
            plan.writable = Some(under(scratch.as_os_str()));
        } else if let Ok(here) = std::env::current_dir() {
            // Under a system folder the judge's folder is there already (read-only).
            if !provided(&here) && !under_a_system_folder(&here) {
                plan.folder(&here, &mut made);
            }
            if !provided(&here) {
                plan.start_in = text(here.as_os_str());
            }
        }
        plan.folder(Path::new("/.old-root"), &mut made);
        plan
    }

    /// [`Plan::new`], remembered (see [`REMEMBERED`]) where `remember` (a judge that keeps
    /// roots), else made afresh.
    pub(crate) fn remembered(
        words: &[&OsStr],
        scratch: Option<&Path>,
        tmp_kib: u64,
        remember: bool,
    ) -> Arc<Plan> {
        if !remember {
            return Arc::new(Plan::new(words, scratch, tmp_kib));
        }
        let key = PlanKey {
            words: words.iter().map(|&word| word.to_owned()).collect(),
            scratch: scratch.map(Path::to_path_buf),
            tmp_kib,
            here: std::env::current_dir().ok(),
        };
        let mut remembered = REMEMBERED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, plan)) = remembered.iter().find(|(known, _)| *known == key) {
            return Arc::clone(plan);
        }
        let plan = Arc::new(Plan::new(words, scratch, tmp_kib));
        if remembered.len() >= KEPT_PLANS {
            remembered.remove(0);
        }
        remembered.push((key, Arc::clone(&plan)));
        plan
    }

    /// The part of every case's root that nothing of the case changes: the system folders
    /// and the devices, looked up once per judge (a dozen `stat`s and `readlink`s saved per
    /// case); with the folders it makes.
    fn system_part() -> (Plan, Vec<PathBuf>) {
        static SYSTEM: Mutex<Option<(Plan, Vec<PathBuf>)>> = Mutex::new(None);
        let mut system = SYSTEM.lock().unwrap_or_else(|e| e.into_inner());
        system.get_or_insert_with(Plan::look_up_system).clone()
    }

    fn look_up_system() -> (Plan, Vec<PathBuf>) {
        let mut plan = Plan {
            steps: Vec::new(),
            private: Vec::new(),
            build_at: text(BUILD_AT),
            old_root: text(format!("{}/.old-root", BUILD_AT)),
            old_root_after: text("/.old-root"),
            root_options: text("size=1m,nr_inodes=4096,mode=755"),
            start_in: text("/"),
            bound: Vec::new(),
            writable: None,
        };
        let mut made: Vec<PathBuf> = Vec::new();
        for folder in SYSTEM_FOLDERS {
            plan.take(Path::new(folder), true, &mut made);
        }
        plan.folder(Path::new("/dev"), &mut made);
        for device in DEVICES {
            if Path::new(device).exists() {
                plan.steps.push(Step::File(under(device)));
                plan.steps.push(Step::Bind {
                    source: text(device),
                    target: under(device),
                    read_only: false,
                });
            }
        }
        (plan, made)
    }

    /// Binds `path` (a folder or a file) at its own path, unless a system folder has it.
    fn take(&mut self, path: &Path, read_only: bool, made: &mut Vec<PathBuf>) {
        if under_a_system_folder(path) {
            return;
        }
        if self.bound.iter().any(|done| done == path) {
            return;
        }
        self.bound.push(path.to_path_buf());
        let metadata = match fs::symlink_metadata(path) {
            Ok(metadata) => metadata,
            Err(_) => return,
        };
        if metadata.file_type().is_symlink() && SYSTEM_FOLDERS.iter().any(|s| path == Path::new(s))
        {
            // `/lib -> usr/lib` on a merged /usr: the link, not a copy.
            if let Ok(target) = fs::read_link(path) {
                self.steps.push(Step::Symlink {
                    target: text(target.as_os_str()),
                    link: under(path.as_os_str()),
                });
            }
            return;
        }
        if let Some(parent) = path.parent() {
            self.folder(parent, made);
        }
        if path.is_dir() {
            self.folder(path, made);
        } else {
            self.steps.push(Step::File(under(path.as_os_str())));
        }
        self.steps.push(Step::Bind {
            source: text(path.as_os_str()),
            target: under(path.as_os_str()),
            read_only,
        });
    }

    /// Makes `folder` and its parents in the new root, each once.
    fn folder(&mut self, folder: &Path, made: &mut Vec<PathBuf>) {
        let mut so_far = PathBuf::from("/");
        for component in folder.components() {
            if let Component::Normal(name) = component {
                so_far.push(name);
                if !made.contains(&so_far) {
                    made.push(so_far.clone());
                    self.steps.push(Step::Folder(under(so_far.as_os_str())));
                }
            }
        }
    }

    /// Builds the root and enters it: called in the case's new mount namespace, whose mounts
    /// are already private, before the host's `/proc` is hidden. Only system calls.
    ///
    /// # Safety
    /// Between fork and exec: `self` is the judge's copy, unchanged.
    pub(crate) unsafe fn enter(&self, case_files: c_int) -> bool {
        self.build(true, case_files)
    }

    /// Builds the root, with the case's private mounts or without them (a kept root), and
    /// enters it; the file system of descriptor `case_files` (if not -1) attached over the
    /// scratch folder. Only system calls.
    unsafe fn build(&self, private: bool, case_files: c_int) -> bool {
        let none: *const c_char = std::ptr::null();
        let tmpfs = b"tmpfs\0".as_ptr() as *const c_char;
        let options = |o: &CString| o.as_ptr() as *const c_void;
        if mount(
            tmpfs,
            self.build_at.as_ptr(),
            tmpfs,
            MS_NOSUID | MS_NODEV,
            options(&self.root_options),
        ) != 0
        {
            return false;
        }
        for step in &self.steps {
            if !private && step.private() {
                continue;
            }
            if !step.make() {
                return false;
            }
        }
        if case_files >= 0 {
            let attached = self.writable.as_ref().map_or(false, |target| {
                syscall(
                    SYS_MOVE_MOUNT,
                    case_files as c_long,
                    b"\0".as_ptr() as *const c_char,
                    AT_FDCWD as c_long,
                    target.as_ptr(),
                    MOVE_MOUNT_F_EMPTY_PATH,
                ) == 0
            });
            if !attached {
                return false;
            }
        }
        let root = b"/\0".as_ptr() as *const c_char;
        syscall(SYS_PIVOT_ROOT, self.build_at.as_ptr(), self.old_root.as_ptr()) == 0
            && chdir(root) == 0
            && umount2(self.old_root_after.as_ptr(), MNT_DETACH) == 0
            && rmdir(self.old_root_after.as_ptr()) == 0
            // The root's own folders are the case's mount points: nobody writes there.
            && mount(none, root, none, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, std::ptr::null()) == 0
            && (!private || chdir(self.start_in.as_ptr()) == 0)
    }

    /// In the case's copy of a kept root, which is its root already: the case's private
    /// mounts, and its starting folder. Only system calls.
    ///
    /// # Safety
    /// Between fork and exec: `self` is the judge's copy, unchanged.
    pub(crate) unsafe fn finish_kept(&self) -> bool {
        self.private.iter().all(|step| step.make()) && chdir(self.start_in.as_ptr()) == 0
    }

    /// Whether a kept root can serve this plan: nothing it binds lies under a folder the
    /// case mounts for itself (a checker's files or a file-I/O program's scratch folder in the
    /// temporary folder), which the case's own mount would then hide.
    fn keepable(&self) -> bool {
        let hidden: Vec<Vec<u8>> = ["/tmp", "/dev/shm", "/proc"]
            .iter()
            .map(|folder| under(folder).into_bytes())
            .collect();
        self.steps.iter().all(|step| {
            // A folder may be a private mount's mount point; anything else there is hidden.
            let (target, mount_point) = match step {
                Step::Tmpfs { .. } | Step::Proc(_) => return true,
                Step::Folder(path) => (path, true),
                Step::File(path) => (path, false),
                Step::Symlink { link, .. } => (link, false),
                Step::Bind { target, .. } => (target, false),
            };
            let target = target.as_bytes();
            !hidden
                .iter()
                .any(|folder| match target.strip_prefix(folder.as_slice()) {
                    Some(rest) => rest.first() == Some(&b'/') || (rest.is_empty() && !mount_point),
                    None => false,
                })
        })
    }
}

impl Step {
    /// One of the mounts every case makes for itself.
    fn private(&self) -> bool {
        matches!(self, Step::Tmpfs { .. } | Step::Proc(_))
    }

    /// Takes the step; whether it was done. Only system calls.
    unsafe fn make(&self) -> bool {
        let none: *const c_char = std::ptr::null();
        let tmpfs = b"tmpfs\0".as_ptr() as *const c_char;
        let proc_ = b"proc\0".as_ptr() as *const c_char;
        match self {
            // There already inside a folder bound above it (the compile's output folder
            // under the source's): the mount point the bind needs.
            Step::Folder(path) => mkdir(path.as_ptr(), 0o755) == 0 || errno() == EEXIST,
            Step::File(path) => {
                let fd = open(path.as_ptr(), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644);
                fd >= 0 && close(fd) == 0
            }
            Step::Symlink { target, link } => symlink(target.as_ptr(), link.as_ptr()) == 0,
            Step::Bind {
                source,
                target,
                read_only,
            } => {
                mount(
                    source.as_ptr(),
                    target.as_ptr(),
                    none,
                    MS_BIND | MS_REC,
                    std::ptr::null(),
                ) == 0
                    && (!read_only
                        || mount(
                            none,
                            target.as_ptr(),
                            none,
                            MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV,
                            std::ptr::null(),
                        ) == 0)
            }
            Step::Tmpfs { target, options } => {
                mount(
                    tmpfs,
                    target.as_ptr(),
                    tmpfs,
                    MS_NOSUID | MS_NODEV,
                    options.as_ptr() as *const c_void,
                ) == 0
            }
            Step::Proc(target) => {
                mount(
                    proc_,
                    target.as_ptr(),
                    proc_,
                    MS_NOSUID | MS_NODEV | MS_NOEXEC,
                    std::ptr::null(),
                ) == 0
            }
        }
    }
}

/// Roots kept by the judge: where every case of a judge starts the same command (the
/// program's, over and over), building its root again for each case (a dozen mounts, a
/// `pivot_root` that visits every task of the machine, the unmount of a copy of the host's
/// mounts) cost more than anything else in a case's start. So a root is built once, in a
/// mount namespace of its own that nothing runs in and that the judge holds only by a
/// descriptor, and each case's supervisor enters it and at once takes a private copy of it
/// (`setns`, then `unshare`), in which it makes the mounts that are each case's own: a
/// `/tmp` and a `/dev/shm` of its own and the `/proc` of its PID namespace. The kept root's
/// folders are mounted read-only and the program runs as `nobody`: no case can change what
/// the next one sees, and no mount a case makes reaches the kept root. Only a root judge
/// does this (a case in a user namespace of its own may not enter a namespace of the
/// judge's).
///
/// A plan is kept the second time it is seen: a checker's root names its case's files and
/// never comes again.
static KEPT: Mutex<Vec<(Plan, File)>> = Mutex::new(Vec::new());
static SEEN_ONCE: Mutex<Vec<Plan>> = Mutex::new(Vec::new());

/// How many plans are kept (and remembered as seen once): a judge starts a few commands, a
/// contest about one per job at a time (each worker keeps to one source while it can), and a
/// plan pushed out too soon costs every later case of its command a whole root.
const KEPT_PLANS: usize = 32;

/// A descriptor of the kept root for `plan`, if it has one or gets one now; the caller holds
/// it until its case's supervisor has entered it.
pub(crate) fn kept(plan: &Plan) -> Option<File> {
    if !plan.keepable() {
        return None;
    }
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, root)) = kept.iter().find(|(known, _)| known == plan) {
        return root.try_clone().ok();
    }
    let mut seen = SEEN_ONCE.lock().unwrap_or_else(|e| e.into_inner());
    if !seen.contains(plan) {
        if seen.len() >= KEPT_PLANS {
            seen.remove(0);
        }
        seen.push(plan.clone());
        return None;
    }
    seen.retain(|known| known != plan);
    let root = keep(plan).ok()?;
    let copy = root.try_clone().ok();
    if kept.len() >= KEPT_PLANS {
        kept.remove(0);
    }
    kept.push((plan.clone(), root));
    copy
}

/// Builds `plan`'s root, without the case's private mounts, in a new mount namespace: made
/// by a short-lived thread of its own (a thread may change its mount namespace alone), which
/// hands back a descriptor of it and ends; the judge's own threads never leave theirs.
pub(crate) fn keep(plan: &Plan) -> io::Result<File> {
    let plan = plan.clone();
    let maker = std::thread::spawn(move || -> io::Result<File> {
        let none: *const c_char = std::ptr::null();
        let root = b"/\0".as_ptr() as *const c_char;
        // SAFETY: plain system calls; they change only this thread's mount namespace, root
        // and folder (unsharing the namespace gives the thread a file-system view of its own).
        unsafe {
            if unshare(CLONE_NEWNS) != 0 {
                return Err(io::Error::last_os_error());
            }
            // Opened before the root changes: the new root has no `/proc`.
            let namespace = File::open("/proc/thread-self/ns/mnt")?;
            if mount(none, root, none, MS_REC | MS_PRIVATE, std::ptr::null()) != 0
                || !plan.build(false, -1)
            {
                return Err(io::Error::new(
                    io::ErrorKind::Other,
                    "the kept root could not be built",
                ));
            }
            Ok(namespace)
        }
    });
    maker
        .join()
        .map_err(|_| io::Error::new(io::ErrorKind::Other, "the root maker failed"))?
}

/// A tmpfs of `size_kib` (and 65 536 inodes) for one case's files, made in no mount
/// namespace: the judge holds it by the descriptor returned, and the case's root attaches it
/// over its scratch folder ([`Plan::enter`]). The host never sees it mounted, so nothing of
/// it can be left behind: it is gone when the judge has closed the descriptor and the case's
/// mount namespace is gone (or the judge has died). The judge reads the program's files
/// through the descriptor after the case, and the pages the program writes are charged to
/// the case's memory cgroup, as its `/tmp`'s are. Needs a root judge and Linux 5.2.
pub(crate) fn case_files(size_kib: u64) -> io::Result<File> {
    let fail = || io::Error::last_os_error();
    // SAFETY: plain system calls with NUL-terminated strings that live across them; each
    // descriptor is owned by a `File` at once.
    unsafe {
        let context = syscall(
            SYS_FSOPEN,
            b"tmpfs\0".as_ptr() as *const c_char,
            FSOPEN_CLOEXEC,
        );
        if context < 0 {
            return Err(fail());
        }
        let context = File::from_raw_fd(context as c_int);
        let size = text(format!("{}k", size_kib.max(64)));
        for (key, value) in [
            (text("size"), size),
            (text("nr_inodes"), text("65536")),
            (text("mode"), text("0700")),
        ] {
            if syscall(
                SYS_FSCONFIG,
                context.as_raw_fd() as c_long,
                FSCONFIG_SET_STRING,
                key.as_ptr(),
                value.as_ptr(),
                0 as c_long,
            ) != 0
            {
                return Err(fail());
            }
        }
        let none: *const c_char = std::ptr::null();
        if syscall(
            SYS_FSCONFIG,
            context.as_raw_fd() as c_long,
            FSCONFIG_CMD_CREATE,
            none,
            none,
            0 as c_long,
        ) != 0
        {
            return Err(fail());
        }
        let mounted = syscall(
            SYS_FSMOUNT,
            context.as_raw_fd() as c_long,
            FSMOUNT_CLOEXEC,
            MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV,
        );
        if mounted < 0 {
            return Err(fail());
        }
        Ok(File::from_raw_fd(mounted as c_int))
    }
}

/// `path` with its `.` and `..` taken out by their letters (as the kernel walks them when each
/// folder before a `..` is a real folder), and the folders a `..` leaves, which the walk
/// needs.
fn without_dots(path: &Path) -> (PathBuf, Vec<PathBuf>) {
    let mut plain = PathBuf::from("/");
    let mut walked = Vec::new();
    for component in path.components() {
        match component {
            Component::Normal(name) => plain.push(name),
            Component::ParentDir => {
                walked.push(plain.clone());
                plain.pop();
            }
            Component::RootDir | Component::CurDir | Component::Prefix(_) => {}
        }
    }
    (plain, walked)
}

/// True for a path inside one of the system folders (bound whole, read-only).
fn under_a_system_folder(path: &Path) -> bool {
    SYSTEM_FOLDERS
        .iter()
        .any(|system| path != Path::new(system) && path.starts_with(system))
}

/// `path` under the folder the root is built at.
fn under(path: impl AsRef<OsStr>) -> CString {
    let mut full = OsString::from(BUILD_AT);
    full.push(path.as_ref());
    text(&full)
}

fn text(s: impl AsRef<OsStr>) -> CString {
    CString::new(s.as_ref().as_bytes()).unwrap_or_default()
}

/// The path a word of the command names, absolute, if it names one that exists (a quoted
/// path of a shell line included), and whether it is bound read-only: an executable
/// `PREFIX/bin/NAME` outside the system folders stands for its whole prefix (an interpreter
/// needs its libraries).
fn named_path(word: &OsStr) -> Option<(PathBuf, bool)> {
    let word = word.to_str()?;
    let word = word.trim_matches(|c| c == '\'' || c == '"');
    let path = std::env::current_dir().ok()?.join(word);
    let metadata = fs::metadata(&path).ok()?;
    // A bare name is a file of the judge's folder (`python3 check.py`) only if it is one.
    if !word.contains('/') && !metadata.is_file() {
        return None;
    }
    let executable = metadata.is_file() && metadata.permissions().mode() & 0o111 != 0;
    if executable {
        let real = fs::canonicalize(&path).ok()?;
        let folder = real.parent()?;
        if folder.file_name() == Some(OsStr::new("bin")) {
            if let Some(prefix) = folder.parent() {
                if prefix.join("lib").is_dir() {
                    return Some((prefix.to_path_buf(), true));
                }
            }
        }
    }
    Some((path, true))
}

/// True for a path the root provides itself, or must not take from the host: the root, and
/// anything under `/dev`, `/proc` or `/sys`.
fn provided(path: &Path) -> bool {
    path == Path::new("/")
        || ["/dev", "/proc", "/sys"]
            .iter()
            .any(|p| path.starts_with(p))
}

/// The words of a command: the program, its arguments, and each argument split at spaces
/// (for `sh -c LINE`), both plainly and as the shell splits it (quotes removed), so that a
/// quoted path with a space (`python3 '/home/张 三/a.py'`) is seen whole.
pub(crate) fn words<'a>(program: &'a OsStr, args: &'a [OsString]) -> Vec<Cow<'a, OsStr>> {
    let mut words = vec![Cow::Borrowed(program)];
    for arg in args {
        words.push(Cow::Borrowed(arg.as_os_str()));
        if let Some(line) = arg.to_str() {
            words.extend(
                line.split_whitespace()
                    .map(|w| Cow::Borrowed(OsStr::new(w))),
            );
            words.extend(
                shell_words(line)
                    .into_iter()
                    .filter(|w| w.contains(char::is_whitespace))
                    .map(|w| Cow::Owned(OsString::from(w))),
            );
        }
    }
    words
}

/// `line` split into words as `sh` splits it: whitespace between words, `'…'` taken as it is,
/// `"…"` and a backslash escaping the next character.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => words.extend(word.take()),
            '\'' => {
                let text = word.get_or_insert_with(String::new);
                text.extend(chars.by_ref().take_while(|&c| c != '\''));
            }
            '"' => {
                let text = word.get_or_insert_with(String::new);
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => text.extend(chars.next()),
                        c => text.push(c),
                    }
                }
            }
            '\\' => word.get_or_insert_with(String::new).extend(chars.next()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

#[cfg(test)]
mod tests {
    use super::shell_words;

    #[test]
    fn a_quoted_path_with_spaces_is_one_word_as_sh_splits_it() {
        assert_eq!(
            shell_words("python3 '/home/张 三/a.py' \"x y\" a\\ b 'it'\\''s'"),
            ["python3", "/home/张 三/a.py", "x y", "a b", "it's"]
        );
    }
}
