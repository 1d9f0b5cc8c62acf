//! Containment of a case by the kernel, the way the trusted judges do it (isolate, runguard):
//! one job, kept apart from the runner that measures and judges.
//!
//! Levels, the strongest this machine gives (see [`level`]):
//! - **a cgroup per case** (`cgroup`): memory limited and its peak measured by the kernel
//!   (shared memory, `/dev/shm` and memfd files included), `pids.max` as the process cap, CPU
//!   time of every process, and the group killed as one at the end;
//! - **a PID namespace per case** (as root, or inside a user namespace for anyone else): the
//!   program cannot see or signal the supervisor or the judge, nothing it starts can leave,
//!   and when the supervisor (the namespace's first process) dies the kernel kills the rest;
//!   with it a **mount namespace**: a private `/dev/shm` and `/proc`;
//! - **best effort**: the supervisor, `/proc` sampling and `RLIMIT_NPROC` where it binds
//!   (in `crate::run`).
//!
//! Whatever the level, the supervisor dies with the judge (`PR_SET_PDEATHSIG`), and the
//! program with its supervisor; the case's files are held by descriptor (`scratch`).
//!
//! The pieces: `cgroup` (a case's cgroup), `spawn` (the supervisor and the program's
//! start, in the namespaces), `procfs` (what `/proc` says, for the levels without a cgroup),
//! `scratch` (the case's folder), `ffi` (the system calls, declared by hand); on Windows,
//! `windows` (each case in a job object).

#[cfg(target_os = "linux")]
pub(crate) mod cgroup;
#[cfg(target_os = "linux")]
pub(crate) mod ffi;
#[cfg(target_os = "linux")]
pub(crate) mod procfs;
pub(crate) mod scratch;
#[cfg(target_os = "linux")]
pub(crate) mod spawn;
pub(crate) mod windows;

use std::fmt;
use std::sync::Mutex;

/// The containment in force for every case of this process.
#[derive(Clone, Debug, Default)]
pub struct Level {
    #[cfg(target_os = "linux")]
    pub(crate) cgroups: cgroup::Hierarchies,
    /// The cgroup, as the first line of a run names it (`cgroup v1 (memory, pids, …)`).
    pub cgroup: Option<String>,
    pub pid_namespace: bool,
    pub mount_namespace: bool,
    /// The namespaces are made inside a user namespace (the judge is not root).
    pub user_namespace: bool,
}

impl Level {
    /// `CLONE_NEW*` flags for a case's supervisor.
    #[cfg(target_os = "linux")]
    pub(crate) fn clone_flags(&self) -> std::os::raw::c_int {
        let mut flags = 0;
        if self.pid_namespace {
            flags |= ffi::CLONE_NEWPID;
        }
        if self.mount_namespace {
            flags |= ffi::CLONE_NEWNS;
        }
        if self.user_namespace {
            flags |= ffi::CLONE_NEWUSER;
        }
        flags
    }

    /// True when neither a cgroup nor a namespace contains the case.
    pub fn best_effort(&self) -> bool {
        self.cgroup.is_none() && !self.pid_namespace
    }
}

impl fmt::Display for Level {
    /// `cgroup v1 (memory, pids, freezer, cpuacct) + PID namespace + mount namespace`, or
    /// `best effort (no cgroup, no namespace) — see README`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if cfg!(windows) {
            return f.write_str(&windows::level_name());
        }
        if self.best_effort() {
            return f.write_str("best effort (no cgroup, no namespace) — see README");
        }
        let mut parts: Vec<String> = Vec::new();
        match &self.cgroup {
            Some(cgroup) => parts.push(cgroup.clone()),
            None => parts.push("no cgroup".to_string()),
        }
        if self.pid_namespace {
            let user = if self.user_namespace {
                " (in a user namespace)"
            } else {
                ""
            };
            parts.push(format!("PID namespace{}", user));
        }
        if self.mount_namespace {
            parts.push("mount namespace".to_string());
        }
        f.write_str(&parts.join(" + "))
    }
}

/// The environment variable that lowers the level, for tests and for comparing levels:
/// `best-effort` (no cgroup, no namespace) or `namespace` (no cgroup).
pub const LEVEL_VARIABLE: &str = "JUDGE_CONTAINMENT";

static LEVEL: Mutex<Option<&'static Level>> = Mutex::new(None);

/// The containment this process gives every case, found once: the strongest the machine
/// allows, lowered by [`LEVEL_VARIABLE`].
pub fn level() -> &'static Level {
    let mut found = LEVEL.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(level) = *found {
        return level;
    }
    let level: &'static Level = Box::leak(Box::new(detect()));
    *found = Some(level);
    level
}

#[cfg(target_os = "linux")]
fn detect() -> Level {
    let wanted = std::env::var(LEVEL_VARIABLE).unwrap_or_default();
    let mut level = Level::default();
    if wanted == "best-effort" {
        return level;
    }
    if wanted != "namespace" {
        level.cgroups = cgroup::Hierarchies::find();
        level.cgroup = level.cgroups.describe();
        level.cgroups.remove_stale();
    }
    // SAFETY: plain system call.
    let root = unsafe { ffi::geteuid() } == 0;
    let user = if root { 0 } else { ffi::CLONE_NEWUSER };
    if probe(user | ffi::CLONE_NEWPID | ffi::CLONE_NEWNS) {
        level.pid_namespace = true;
        level.mount_namespace = true;
    } else if probe(user | ffi::CLONE_NEWPID) {
        level.pid_namespace = true;
    }
    level.user_namespace = !root && level.pid_namespace;
    if level.pid_namespace && level.cgroups.freezer.is_some() {
        // Killing the namespace's first process kills the rest, and the kernel lets no fork
        // in it outrun that: the freezer (a cgroup more to make and join per case) is not needed.
        level.cgroups.freezer = None;
        level.cgroup = level.cgroups.describe();
    }
    level
}

#[cfg(not(target_os = "linux"))]
fn detect() -> Level {
    Level::default()
}

/// Whether a process can be started in new namespaces `flags`, its mounts made private and a
/// tmpfs mounted where a case's would be.
#[cfg(target_os = "linux")]
fn probe(flags: std::os::raw::c_int) -> bool {
    const EAGAIN: std::os::raw::c_int = 11;
    let launch = match spawn::Launch::new(
        &crate::run::Program::binary("/bin/true"),
        None,
        None,
        None,
        Vec::new(),
        -1,
    ) {
        Ok(launch) => launch,
        Err(_) => return false,
    };
    let setup = spawn::Supervisor::new(&launch, [-1; 3], flags, 64);
    // A busy machine may refuse a fork for a moment (EAGAIN): that is not the answer.
    let mut pid = -1;
    for _ in 0..20 {
        // SAFETY: the probe's child only enters the namespaces and exits.
        pid = unsafe { spawn::probe(&setup) };
        if pid >= 0 || ffi::errno() != EAGAIN {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    if pid < 0 {
        return false;
    }
    let mut status = 0;
    let mut usage = ffi::Rusage::zero();
    // SAFETY: the pointers are to live locals; the pid is this process's own child.
    while unsafe { ffi::wait4(pid, &mut status, 0, &mut usage) } < 0 && ffi::errno() == ffi::EINTR {
    }
    status == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_line_names_the_level_or_says_best_effort() {
        assert_eq!(
            Level::default().to_string(),
            "best effort (no cgroup, no namespace) — see README"
        );
        let root = Level {
            cgroup: Some("cgroup v1 (memory, pids, cpuacct)".to_string()),
            pid_namespace: true,
            mount_namespace: true,
            ..Level::default()
        };
        assert_eq!(
            root.to_string(),
            "cgroup v1 (memory, pids, cpuacct) + PID namespace + mount namespace"
        );
        let unprivileged = Level {
            pid_namespace: true,
            user_namespace: true,
            ..Level::default()
        };
        assert_eq!(
            unprivileged.to_string(),
            "no cgroup + PID namespace (in a user namespace)"
        );
        assert!(!unprivileged.best_effort());
    }
}
