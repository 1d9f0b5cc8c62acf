//! A cgroup per case, made inside the judge's own cgroup of each hierarchy (so an outer limit
//! — a container, a CI job, a test's own cgroup — still holds) and removed after the case.
//!
//! v1 (one hierarchy per controller): `memory` (`memory.limit_in_bytes`, and
//! `memory.memsw.limit_in_bytes` where swap is accounted), `pids` (`pids.max`), `freezer` (to
//! kill the group as one) and `cpuacct` (CPU time). v2 (one hierarchy): `memory.max`,
//! `memory.swap.max = 0`, `pids.max`, `cgroup.kill`, `cpu.stat`.
//!
//! v1's `pids` and `cpuacct` folders hold nothing of a case once all its processes are gone
//! (a count of live processes, counters read as differences), so where the kernel says
//! when that is (a PID namespace per case) they serve one case after another, one pair per
//! job slot ([`Slot`]); the memory folder, whose charges (the page cache a case read or
//! wrote) outlive its processes, is always the case's own.

use std::ffi::CString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::raw::c_int;
use std::os::unix::fs::{FileExt, OpenOptionsExt};
use std::os::unix::io::{AsRawFd, FromRawFd, RawFd};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::ffi::{atexit, kill, openat, O_CLOEXEC, O_PATH, O_WRONLY, SIGKILL};

/// Where the judge's own cgroups are, per controller.
#[derive(Clone, Debug, Default)]
pub(crate) struct Hierarchies {
    /// v2: the judge's own cgroup in the unified hierarchy.
    pub(crate) unified: Option<PathBuf>,
    /// v1: the judge's own cgroup in each controller's hierarchy.
    pub(crate) memory: Option<PathBuf>,
    pub(crate) pids: Option<PathBuf>,
    pub(crate) freezer: Option<PathBuf>,
    pub(crate) cpuacct: Option<PathBuf>,
}

impl Hierarchies {
    /// Whether a case's cgroup here caps its processes (`pids.max`).
    pub(crate) fn caps_processes(&self) -> bool {
        self.pids.is_some() || self.unified.is_some()
    }

    /// The hierarchies this process may make cgroups in: v1 where the memory controller is
    /// mounted as v1, else v2 where its memory controller can be given to a child.
    pub(crate) fn find() -> Hierarchies {
        let own = fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
        let mounts = fs::read_to_string("/proc/self/mounts").unwrap_or_default();
        let mut found = Hierarchies::default();
        for line in own.lines() {
            let mut parts = line.splitn(3, ':');
            let (_, controllers, path) = match (parts.next(), parts.next(), parts.next()) {
                (Some(id), Some(controllers), Some(path)) => (id, controllers, path),
                _ => continue,
            };
            if controllers.is_empty() {
                continue;
            }
            for controller in controllers.split(',') {
                let slot = match controller {
                    "memory" => &mut found.memory,
                    "pids" => &mut found.pids,
                    "freezer" => &mut found.freezer,
                    "cpuacct" => &mut found.cpuacct,
                    _ => continue,
                };
                if let Some(mount) = v1_mount(&mounts, controller) {
                    let dir = mount.join(path.trim_start_matches('/'));
                    if can_make_children(&dir) {
                        *slot = Some(dir);
                    }
                }
            }
        }
        if found.memory.is_some() || found.pids.is_some() {
            return found;
        }
        let mut found = Hierarchies::default();
        let unified = own.lines().find_map(|l| l.strip_prefix("0::"));
        let mount = mounts
            .lines()
            .map(|l| l.split(' ').collect::<Vec<_>>())
            .find(|f| f.len() > 2 && f[2] == "cgroup2")
            .map(|f| PathBuf::from(f[1]));
        if let (Some(path), Some(mount)) = (unified, mount) {
            let dir = mount.join(path.trim_start_matches('/'));
            let controllers =
                fs::read_to_string(dir.join("cgroup.subtree_control")).unwrap_or_default();
            let enabled = controllers.contains("memory") && controllers.contains("pids")
                || fs::write(dir.join("cgroup.subtree_control"), "+memory +pids").is_ok();
            if enabled && can_make_children(&dir) {
                found.unified = Some(dir);
            }
        }
        found
    }

    /// What a case's cgroup holds, for the first line of a run: `v1 (memory, pids, …)`.
    pub(crate) fn describe(&self) -> Option<String> {
        if self.unified.is_some() {
            return Some("cgroup v2 (memory, pids, cgroup.kill)".to_string());
        }
        let names: Vec<&str> = [
            ("memory", &self.memory),
            ("pids", &self.pids),
            ("freezer", &self.freezer),
            ("cpuacct", &self.cpuacct),
        ]
        .iter()
        .filter(|(_, dir)| dir.is_some())
        .map(|(name, _)| *name)
        .collect();
        if names.is_empty() {
            None
        } else {
            Some(format!("cgroup v1 ({})", names.join(", ")))
        }
    }

    /// Removes the empty case cgroups a killed judge left behind (`judge-PID-N` of a pid that
    /// is gone); a cgroup that still holds a process is not empty and stays.
    pub(crate) fn remove_stale(&self) {
        let dirs = [
            &self.unified,
            &self.memory,
            &self.pids,
            &self.freezer,
            &self.cpuacct,
        ];
        for dir in dirs.iter().filter_map(|d| d.as_ref()) {
            for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                let pid = name
                    .strip_prefix("judge-")
                    .and_then(|rest| rest.split('-').next())
                    .and_then(|pid| pid.parse::<u32>().ok());
                if let Some(pid) = pid {
                    if !Path::new(&format!("/proc/{}", pid)).exists() {
                        let _ = fs::remove_dir(entry.path());
                    }
                }
            }
        }
    }
}

/// The mount point of the v1 hierarchy that holds `controller`.
fn v1_mount(mounts: &str, controller: &str) -> Option<PathBuf> {
    mounts.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(' ').collect();
        let holds = fields.len() > 3
            && fields[2] == "cgroup"
            && fields[3].split(',').any(|option| option == controller);
        if holds {
            Some(PathBuf::from(fields[1]))
        } else {
            None
        }
    })
}

/// Whether a child cgroup can be made (and removed) in `dir`.
fn can_make_children(dir: &Path) -> bool {
    let probe = dir.join(format!("judge-{}-probe", std::process::id()));
    let made = fs::create_dir(&probe).is_ok();
    made && fs::remove_dir(&probe).is_ok()
}

/// v1's `pids` and `cpuacct` folders of a job slot, with the files a case uses, kept open.
struct Slot {
    dirs: Vec<PathBuf>,
    /// `cgroup.procs` of each folder.
    joins: Vec<File>,
    pids_max: Option<File>,
    pids_events: Option<File>,
    cpu: Option<File>,
}

/// The slots no case is in now.
static FREE_SLOTS: Mutex<Vec<Slot>> = Mutex::new(Vec::new());

impl Slot {
    /// A free slot, or a new one (`judge-PID-slot-N`, swept like a case's folders).
    fn take(at: &Hierarchies) -> io::Result<Slot> {
        if let Some(slot) = FREE_SLOTS.lock().unwrap_or_else(|e| e.into_inner()).pop() {
            return Ok(slot);
        }
        static SLOTS: AtomicUsize = AtomicUsize::new(0);
        if SLOTS.load(Ordering::Relaxed) == 0 {
            // SAFETY: registers a function of no arguments, run once as the process exits.
            unsafe { atexit(remove_free_slots) };
        }
        let name = format!(
            "judge-{}-slot-{}",
            std::process::id(),
            SLOTS.fetch_add(1, Ordering::Relaxed)
        );
        let mut slot = Slot {
            dirs: Vec::new(),
            joins: Vec::new(),
            pids_max: None,
            pids_events: None,
            cpu: None,
        };
        // Made one by one, so that a failure leaves `slot` holding (and, dropped, removing)
        // what was made.
        if let Some(parent) = &at.pids {
            let dir = parent.join(&name);
            fs::create_dir(&dir)?;
            slot.dirs.push(dir.clone());
            slot.pids_max = Some(OpenOptions::new().write(true).open(dir.join("pids.max"))?);
            slot.pids_events = File::open(dir.join("pids.events")).ok();
        }
        if let Some(parent) = &at.cpuacct {
            let dir = parent.join(&name);
            fs::create_dir(&dir)?;
            slot.dirs.push(dir.clone());
            slot.cpu = Some(File::open(dir.join("cpuacct.usage"))?);
        }
        slot.joins = slot
            .dirs
            .iter()
            .map(|dir| joining(dir))
            .collect::<io::Result<_>>()?;
        Ok(slot)
    }

    /// Whether no process is in the slot's folders.
    fn empty(&self) -> bool {
        self.dirs.iter().all(|dir| {
            fs::read_to_string(dir.join("cgroup.procs")).map_or(false, |procs| procs.is_empty())
        })
    }
}

/// Removes the free slots' folders as the judge exits (a judge that is killed leaves them
/// to the next one's sweep, [`Hierarchies::remove_stale`]). A slot in use by a case that
/// another thread still runs is left to that sweep too.
extern "C" fn remove_free_slots() {
    if let Ok(mut free) = FREE_SLOTS.try_lock() {
        free.clear();
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.joins.clear();
        for dir in &self.dirs {
            let _ = fs::remove_dir(dir);
        }
    }
}

/// The cgroup of one case: its folders, and the files polled while the case runs.
pub(crate) struct CaseGroup {
    /// The case's own folders, removed after it.
    dirs: Vec<PathBuf>,
    /// v1's `pids` and `cpuacct` of the case's job slot, and their counters when it started.
    slot: Option<Slot>,
    process_cap_hits_before: u64,
    cpu_before: Duration,
    /// Every process of the case is known to be gone: the slot can serve the next case.
    slot_free: bool,
    v2: bool,
    /// `cgroup.procs` of each folder, written `0` by the program before its exec.
    joins: Vec<File>,
    cpu: Option<File>,
    oom: Option<File>,
    pids_events: Option<File>,
    freezer: Option<PathBuf>,
    memory: Option<PathBuf>,
    /// The memory folder (v2: the case's one folder), held: its files are opened from it.
    memory_folder: Option<File>,
    /// `memory.usage_in_bytes` (v2 `memory.current`) and `memory.stat`, kept open.
    usage: Option<File>,
    stat: Option<File>,
}

/// How long the group's processes may take to die once killed.
const KILL_GRACE: Duration = Duration::from_secs(2);

impl CaseGroup {
    /// A new cgroup for one case with these limits (`memory_kib`, processes); in v1, with
    /// `slot`, its `pids` and `cpuacct` folders those of a job slot (see [`Slot`]), for a
    /// case whose end the caller will know ([`CaseGroup::all_gone`]).
    pub(crate) fn create(
        at: &Hierarchies,
        memory_kib: Option<u64>,
        processes: usize,
        slot: bool,
    ) -> io::Result<CaseGroup> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let name = format!(
            "judge-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        );
        let mut group = CaseGroup {
            dirs: Vec::new(),
            slot: None,
            process_cap_hits_before: 0,
            cpu_before: Duration::ZERO,
            slot_free: false,
            v2: at.unified.is_some(),
            joins: Vec::new(),
            cpu: None,
            oom: None,
            pids_events: None,
            freezer: None,
            memory: None,
            memory_folder: None,
            usage: None,
            stat: None,
        };
        let bytes = memory_kib.map(|kib| (kib << 10).to_string());
        // The memory folder holds every process of the case (it is the one `kill_all`
        // reads): without it, no slot.
        let slot = slot && at.unified.is_none() && at.memory.is_some();
        match &at.unified {
            Some(parent) => group.set_up_v2(parent, &name, bytes.as_deref(), processes)?,
            None if slot => {
                let kept = Hierarchies {
                    pids: None,
                    cpuacct: None,
                    ..at.clone()
                };
                group.set_up_v1(&kept, &name, bytes.as_deref(), processes)?;
                group.join_slot(Slot::take(at)?, processes)?;
            }
            None => group.set_up_v1(at, &name, bytes.as_deref(), processes)?,
        }
        if let Some(folder) = &group.memory_folder {
            let usage = if group.v2 {
                "memory.current"
            } else {
                "memory.usage_in_bytes"
            };
            group.usage = Some(open_in(folder, usage, 0)?);
            group.stat = Some(open_in(folder, "memory.stat", 0)?);
        }
        let mut joins = Vec::new();
        for dir in &group.dirs {
            joins.push(match &group.memory_folder {
                Some(folder) if group.memory.as_ref() == Some(dir) => {
                    open_in(folder, "cgroup.procs", O_WRONLY)?
                }
                _ => joining(dir)?,
            });
        }
        group.joins = joins;
        Ok(group)
    }

    /// The folder `name` in `parent`, made once and removed with the group.
    fn make(&mut self, parent: &Path, name: &str) -> io::Result<PathBuf> {
        let dir = parent.join(name);
        if !self.dirs.contains(&dir) {
            fs::create_dir(&dir)?;
            self.dirs.push(dir.clone());
        }
        Ok(dir)
    }

    /// v2: one folder with the memory limit (`bytes`, no swap), the process cap and the files
    /// the runner polls.
    fn set_up_v2(
        &mut self,
        parent: &Path,
        name: &str,
        bytes: Option<&str>,
        processes: usize,
    ) -> io::Result<()> {
        let dir = self.make(parent, name)?;
        let folder = hold(&dir)?;
        if let Some(bytes) = bytes {
            write_in(&folder, "memory.max", bytes)?;
            let _ = write_in(&folder, "memory.swap.max", "0");
        }
        write_in(&folder, "pids.max", &processes.to_string())?;
        self.cpu = Some(open_in(&folder, "cpu.stat", 0)?);
        self.oom = Some(open_in(&folder, "memory.events", 0)?);
        self.pids_events = Some(open_in(&folder, "pids.events", 0)?);
        self.memory = Some(dir);
        self.memory_folder = Some(folder);
        Ok(())
    }

    /// v1: a folder in each controller's hierarchy there is, with its limit and the files
    /// the runner polls.
    fn set_up_v1(
        &mut self,
        at: &Hierarchies,
        name: &str,
        bytes: Option<&str>,
        processes: usize,
    ) -> io::Result<()> {
        let mut make = |parent: &Option<PathBuf>| match parent {
            Some(parent) => self.make(parent, name).map(Some),
            None => Ok(None),
        };
        let memory = make(&at.memory)?;
        let pids = make(&at.pids)?;
        let freezer = make(&at.freezer)?;
        let cpuacct = make(&at.cpuacct)?;
        if let Some(dir) = &memory {
            let folder = hold(dir)?;
            if let Some(bytes) = bytes {
                write_in(&folder, "memory.limit_in_bytes", bytes)?;
                // Only where swap is accounted.
                match write_in(&folder, "memory.memsw.limit_in_bytes", bytes) {
                    Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                    done => done?,
                }
            }
            self.oom = Some(open_in(&folder, "memory.oom_control", 0)?);
            self.memory_folder = Some(folder);
        }
        if let Some(dir) = &pids {
            fs::write(dir.join("pids.max"), processes.to_string())?;
            self.pids_events = File::open(dir.join("pids.events")).ok();
        }
        if let Some(dir) = &cpuacct {
            self.cpu = Some(File::open(dir.join("cpuacct.usage"))?);
        }
        self.freezer = freezer;
        self.memory = memory;
        Ok(())
    }

    /// Takes `slot`'s folders for this case: its process cap, and its counters as they
    /// stand, for the case's to be read as differences.
    fn join_slot(&mut self, slot: Slot, processes: usize) -> io::Result<()> {
        if let Some(file) = &slot.pids_max {
            file.write_at(processes.to_string().as_bytes(), 0)?;
        }
        self.process_cap_hits_before = slot.pids_events.as_ref().and_then(cap_hits).unwrap_or(0);
        self.cpu_before = slot
            .cpu
            .as_ref()
            .and_then(cpuacct_usage)
            .unwrap_or_default();
        self.pids_events = slot.pids_events.as_ref().map(File::try_clone).transpose()?;
        self.cpu = slot.cpu.as_ref().map(File::try_clone).transpose()?;
        self.slot = Some(slot);
        Ok(())
    }

    /// Says that every process of the case is gone (its PID namespace's first process
    /// reaped): its slot can serve the next case.
    pub(crate) fn all_gone(&mut self) {
        self.slot_free = true;
    }

    /// The descriptors the program writes `0` to, to join the group before its exec.
    pub(crate) fn join_fds(&self) -> Vec<RawFd> {
        let slot = self.slot.iter().flat_map(|slot| &slot.joins);
        self.joins
            .iter()
            .chain(slot)
            .map(AsRawFd::as_raw_fd)
            .collect()
    }

    /// CPU time of every process of the group, user + system, where `cpuacct` counts it.
    pub(crate) fn cpu(&self) -> Option<Duration> {
        if self.v2 {
            let micros = read_at_start(self.cpu.as_ref()?, |text| field(text, "usage_usec"))?;
            Some(Duration::from_micros(micros))
        } else {
            let usage = cpuacct_usage(self.cpu.as_ref()?)?;
            Some(usage.saturating_sub(self.cpu_before))
        }
    }

    /// Whether the kernel has killed a process of the group for its memory.
    pub(crate) fn oom_killed(&self) -> bool {
        self.oom
            .as_ref()
            .and_then(|file| read_at_start(file, |text| field(text, "oom_kill")))
            .map_or(false, |kills| kills > 0)
    }

    /// Whether a fork of the group failed at `pids.max`.
    pub(crate) fn hit_process_cap(&self) -> bool {
        self.pids_events
            .as_ref()
            .and_then(cap_hits)
            .map_or(false, |hits| hits > self.process_cap_hits_before)
    }

    /// Whether the group's memory is limited and measured by the kernel.
    pub(crate) fn measures_memory(&self) -> bool {
        self.memory.is_some()
    }

    /// Whether the group counts its processes' CPU time.
    pub(crate) fn counts_cpu(&self) -> bool {
        self.cpu.is_some()
    }

    /// Whether the group counts and caps its processes.
    pub(crate) fn caps_processes(&self) -> bool {
        self.pids_events.is_some()
    }

    /// The group's memory now in KiB, as the kernel counts it — anonymous and shared memory
    /// (`/dev/shm` and memfd files included), kernel memory — less its file cache: the
    /// pages of the output it writes and the files it reads, which the kernel drops when it
    /// needs the room and which no judge charges as the program's memory. `None` when it
    /// cannot be above `known_kib`: the usage, file cache included, is not, and its
    /// `memory.stat` (the costly file to read) is left unread.
    pub(crate) fn memory_kib_above(&self, known_kib: u64) -> Option<u64> {
        let usage: u64 = read_at_start(self.usage.as_ref()?, |text| text.trim().parse().ok())?;
        if usage >> 10 <= known_kib {
            return None;
        }
        // `memory.stat` runs to a few dozen lines: more than the counters' buffer.
        let cache = read_into(self.stat.as_ref()?, &mut [0u8; 8192], |stat| {
            Some(file_cache(stat, self.v2))
        })?;
        Some(usage.saturating_sub(cache) >> 10)
    }

    /// The most the group ever held, file cache included, in KiB (the kernel's high-water
    /// mark): a bound on any figure sampled from it.
    pub(crate) fn high_water_kib(&self) -> Option<u64> {
        let folder = self.memory_folder.as_ref()?;
        let name = if self.v2 {
            "memory.peak"
        } else {
            "memory.max_usage_in_bytes"
        };
        let file = open_in(folder, name, 0).ok()?;
        let bytes: u64 = read_at_start(&file, |text| text.trim().parse().ok())?;
        Some(bytes >> 10)
    }

    /// The pids of the group now (every one provably the case's).
    fn pids(&self) -> Vec<i32> {
        let dir = match self.dirs.first() {
            Some(dir) => dir,
            None => return Vec::new(),
        };
        let mut procs = String::new();
        let file = match &self.memory_folder {
            Some(folder) if self.memory.as_ref() == Some(dir) => open_in(folder, "cgroup.procs", 0),
            _ => File::open(dir.join("cgroup.procs")),
        };
        if file
            .and_then(|mut file| file.read_to_string(&mut procs))
            .is_err()
        {
            procs.clear();
        }
        procs
            .split_ascii_whitespace()
            .filter_map(|pid| pid.parse().ok())
            .collect()
    }

    /// Kills every process of the group as one: `cgroup.kill` on v2; on v1 the group is
    /// frozen (no fork can outrun the kill), every pid in it killed, then thawed so the
    /// kills land; round after round until it is empty.
    pub(crate) fn kill_all(&self) {
        if self.v2 {
            if let Some(dir) = self.dirs.first() {
                if fs::write(dir.join("cgroup.kill"), "1").is_ok() {
                    self.await_empty();
                    return;
                }
            }
        }
        let deadline = Instant::now() + KILL_GRACE;
        loop {
            let pids = self.pids();
            if pids.is_empty() || Instant::now() >= deadline {
                return;
            }
            self.freeze("FROZEN");
            for pid in self.pids() {
                // SAFETY: plain system call; the pid is in the case's cgroup.
                unsafe { kill(pid, SIGKILL) };
            }
            self.freeze("THAWED");
            std::thread::sleep(Duration::from_micros(200));
        }
    }

    fn freeze(&self, state: &str) {
        if let Some(dir) = &self.freezer {
            let _ = fs::write(dir.join("freezer.state"), state);
            if state == "FROZEN" {
                // Freezing is done when the state says so; a short wait at most.
                for _ in 0..200 {
                    match fs::read_to_string(dir.join("freezer.state")) {
                        Ok(now) if now.trim() != "FREEZING" => break,
                        Err(_) => break,
                        _ => std::thread::sleep(Duration::from_micros(100)),
                    }
                }
            }
        }
    }

    fn await_empty(&self) {
        let deadline = Instant::now() + KILL_GRACE;
        while !self.pids().is_empty() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_micros(200));
        }
    }
}

impl Drop for CaseGroup {
    fn drop(&mut self) {
        self.kill_all();
        self.joins.clear();
        self.memory_folder = None;
        for dir in &self.dirs {
            // The last processes may still be leaving: a few tries.
            for _ in 0..50 {
                if fs::remove_dir(dir).is_ok() || !dir.exists() {
                    break;
                }
                std::thread::sleep(Duration::from_micros(200));
            }
        }
        if let Some(slot) = self.slot.take() {
            // Else dropped: its folders removed, as far as they can be.
            if self.slot_free && slot.empty() {
                FREE_SLOTS
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(slot);
            }
        }
    }
}

/// A folder of the group, held by an `O_PATH` descriptor for its files to be opened from
/// it ([`open_in`]).
fn hold(dir: &Path) -> io::Result<File> {
    OpenOptions::new()
        .read(true)
        .custom_flags(O_PATH | O_CLOEXEC)
        .open(dir)
}

/// The file `name` of a held folder, opened with `flags` (and `O_CLOEXEC`) from its
/// descriptor: one step of path lookup instead of a walk down the folder's whole path, each
/// step of which the cgroup file system checks again; a case's memory folder has a dozen
/// files opened a case.
fn open_in(folder: &File, name: &str, flags: c_int) -> io::Result<File> {
    let name = CString::new(name)?;
    // SAFETY: a NUL-terminated name that lives across the call; the descriptor is held.
    let fd = unsafe { openat(folder.as_raw_fd(), name.as_ptr(), flags | O_CLOEXEC) };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a new descriptor, owned by nothing else.
    Ok(unsafe { File::from_raw_fd(fd) })
}

/// Writes `value` to the file `name` of a held folder, in one write as `fs::write` does.
fn write_in(folder: &File, name: &str, value: &str) -> io::Result<()> {
    open_in(folder, name, O_WRONLY)?.write_all(value.as_bytes())
}

/// A folder's `cgroup.procs`, opened for a process to join it by writing `0` (closed on exec).
fn joining(dir: &Path) -> io::Result<File> {
    OpenOptions::new()
        .write(true)
        .custom_flags(O_CLOEXEC)
        .open(dir.join("cgroup.procs"))
}

/// How many times a fork failed at the folder's process cap (`pids.events`' `max`).
fn cap_hits(events: &File) -> Option<u64> {
    read_at_start(events, |text| field(text, "max"))
}

/// v1's `cpuacct.usage`: ns of CPU time.
fn cpuacct_usage(file: &File) -> Option<Duration> {
    Some(Duration::from_nanos(read_at_start(file, |text| {
        text.trim().parse().ok()
    })?))
}

/// Bytes of file cache (not shared memory) in a `memory.stat`.
fn file_cache(stat: &str, v2: bool) -> u64 {
    let (file, shmem) = if v2 {
        ("file", "shmem")
    } else {
        ("total_cache", "total_shmem")
    };
    field(stat, file)
        .unwrap_or(0)
        .saturating_sub(field(stat, shmem).unwrap_or(0))
}

/// A small kernel file (a counter, a few `key value` lines) read again from its start (the
/// descriptor is kept open), for `parse`: read a few times a millisecond, into a buffer on
/// the stack, with no allocation.
fn read_at_start<T>(file: &File, parse: impl FnOnce(&str) -> Option<T>) -> Option<T> {
    read_into(file, &mut [0u8; 1024], parse)
}

/// [`read_at_start`] into the caller's `buffer`, for a file larger than a counter.
fn read_into<T>(
    file: &File,
    buffer: &mut [u8],
    parse: impl FnOnce(&str) -> Option<T>,
) -> Option<T> {
    let n = file.read_at(buffer, 0).ok()?;
    parse(std::str::from_utf8(&buffer[..n]).ok()?)
}

/// The number after `key ` on a line of a `key value` file.
fn field(text: &str, key: &str) -> Option<u64> {
    text.lines().find_map(|line| {
        let mut words = line.split_ascii_whitespace();
        if words.next() == Some(key) {
            words.next()?.parse().ok()
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_cache_is_cache_less_shared_memory_in_either_version() {
        let v1 =
            "cache 100\nrss 5\nshmem 7\ntotal_cache 4096000\ntotal_rss 9\ntotal_shmem 1024000\n";
        assert_eq!(file_cache(v1, false), 3_072_000);
        let v2 = "anon 10\nfile 2048\nkernel 3\nshmem 2000\n";
        assert_eq!(file_cache(v2, true), 48);
        assert_eq!(
            field("oom_kill_disable 0\nunder_oom 0\noom_kill 2\n", "oom_kill"),
            Some(2)
        );
        assert_eq!(field("max 0\n", "max"), Some(0));
        assert_eq!(field("max 0\n", "oom_kill"), None);
    }

    #[test]
    fn a_v1_hierarchy_is_found_by_its_controller_among_the_mount_options() {
        let mounts = "cgroup /sys/fs/cgroup/cpu,cpuacct cgroup rw,nosuid,cpu,cpuacct 0 0\n\
                      cgroup /sys/fs/cgroup/memory cgroup rw,memory 0 0\n";
        assert_eq!(
            v1_mount(mounts, "cpuacct"),
            Some(PathBuf::from("/sys/fs/cgroup/cpu,cpuacct"))
        );
        assert_eq!(v1_mount(mounts, "pids"), None);
    }
}
