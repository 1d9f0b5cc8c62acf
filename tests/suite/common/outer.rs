//! The outer cgroup every dangerous test runs the judge in: a memory and a pids limit of its
//! own (512 MiB unless a test needs more, 300 processes, in both v1 hierarchies), and a
//! freezer to kill what is left as one, made before and removed after, so a
//! containment that fails takes the test down, never the machine. Also the levels of
//! containment a test runs the judge at (as root, as nobody, lowered to best effort).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// An outer cgroup in the memory and pids hierarchies of this process, removed when dropped.
pub struct Outer {
    dirs: Vec<PathBuf>,
    /// The outer freezer cgroup, where the hierarchy is mounted: what is left at the end is
    /// frozen before it is killed, so a fork bomb that escaped the judge cannot outrun the
    /// kill (killing pid by pid never catches one).
    freezer: Option<PathBuf>,
}

impl Outer {
    /// An outer cgroup of 512 MiB and 300 processes.
    pub fn new(name: &str) -> Option<Outer> {
        Outer::with_memory(name, 512 << 20)
    }

    /// An outer cgroup of `bytes` of memory (swap included) and 300 processes: more than
    /// 512 MiB only for a test whose judge's own limit is higher (the compile memory limit).
    pub fn with_memory(name: &str, bytes: u64) -> Option<Outer> {
        let bytes = bytes.to_string();
        let own = fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
        // Dropped on any early return: whatever was made is removed.
        let mut outer = Outer {
            dirs: Vec::new(),
            freezer: None,
        };
        for (controller, limits) in [
            (
                "memory",
                vec![
                    ("memory.limit_in_bytes", bytes.as_str()),
                    ("memory.memsw.limit_in_bytes", bytes.as_str()),
                ],
            ),
            ("pids", vec![("pids.max", "300")]),
            ("freezer", vec![]),
        ] {
            let path = own.lines().find_map(|line| {
                let mut parts = line.splitn(3, ':');
                let (_, list, path) = (parts.next()?, parts.next()?, parts.next()?);
                list.split(',')
                    .any(|c| c == controller)
                    .then(|| path.to_string())
            });
            let path = match path {
                Some(path) => path,
                None if controller == "freezer" => continue,
                None => {
                    eprintln!(
                        "skipped: no {} cgroup hierarchy for an outer cgroup",
                        controller
                    );
                    return None;
                }
            };
            let dir = Path::new("/sys/fs/cgroup")
                .join(controller)
                .join(path.trim_start_matches('/'))
                .join(format!("judge-test-outer-{}-{}", std::process::id(), name));
            let _ = fs::remove_dir(&dir);
            if fs::create_dir(&dir).is_err() {
                eprintln!("skipped: cannot make an outer cgroup in {}", dir.display());
                return None;
            }
            outer.dirs.push(dir.clone());
            if controller == "freezer" {
                outer.freezer = Some(dir.clone());
            }
            for (file, value) in limits {
                let target = dir.join(file);
                if target.exists() && fs::write(&target, value).is_err() {
                    eprintln!("skipped: cannot limit the outer cgroup ({})", file);
                    return None;
                }
            }
        }
        Some(outer)
    }

    /// Processes left in the outer cgroup, after waiting up to ten seconds for them to go (a
    /// hang-only bound: the wait ends as soon as none is left, in milliseconds when healthy);
    /// each as its pid, name, state, real uid and parent, so a failure says what survived.
    pub fn left(&self) -> Vec<String> {
        for _ in 0..200 {
            if self.pids().is_empty() {
                return Vec::new();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        self.pids().iter().map(|pid| described(pid)).collect()
    }

    pub fn pids(&self) -> Vec<String> {
        let mut pids: Vec<String> = Vec::new();
        for dir in &self.dirs {
            let procs = fs::read_to_string(dir.join("cgroup.procs")).unwrap_or_default();
            for pid in procs.split_whitespace() {
                if !pids.iter().any(|p| p == pid) {
                    pids.push(pid.to_string());
                }
            }
        }
        pids
    }

    /// A shell that joins the outer cgroup and then runs the command its arguments name (add
    /// them with `.arg`): what every command of a dangerous test is started through.
    pub fn shell(&self) -> Command {
        let joins: Vec<String> = self
            .dirs
            .iter()
            .map(|d| format!("echo $$ > '{}/cgroup.procs'", d.display()))
            .collect();
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!("{} && exec \"$@\"", joins.join(" && ")))
            .arg("sh");
        command
    }

    /// The judge binary started inside the outer cgroup, at `level`, under `timeout`.
    pub fn judge(&self, level: &Level, args: &[&str]) -> Command {
        let mut command = self.shell();
        command
            .args(["timeout", "-s", "KILL", "120"])
            .args(level.prefix)
            .arg(env!("CARGO_BIN_EXE_judge"))
            .args(args)
            .env("NO_COLOR", "1");
        if let Some(value) = level.variable {
            command.env("JUDGE_CONTAINMENT", value);
        }
        command
    }
}

impl Level {
    /// Whether the judge and `folder` can be reached at this level (an unprivileged user
    /// cannot enter a checkout under a private home folder); why not is printed.
    pub fn reaches(&self, folder: &Path) -> bool {
        if self.prefix.is_empty() {
            return true;
        }
        let reached = Command::new(self.prefix[0])
            .args(&self.prefix[1..])
            .args([
                "sh",
                "-c",
                "test -x \"$0\" && test -r \"$1\" && test -x \"$1\"",
            ])
            .arg(env!("CARGO_BIN_EXE_judge"))
            .arg(folder)
            .status()
            .map_or(false, |status| status.success());
        if !reached {
            println!(
                "skipped as {}: that user cannot reach the judge or {}",
                self.name,
                folder.display()
            );
        }
        reached
    }
}

impl Drop for Outer {
    /// Kills what is left, then removes the outer cgroups and anything below them (the case
    /// cgroups of a judge that was killed).
    fn drop(&mut self) {
        for _ in 0..50 {
            let pids = self.pids();
            if pids.is_empty() {
                break;
            }
            self.freeze("FROZEN");
            // One `kill` for all: a frozen process takes the signal when thawed, and a
            // process with a pending kill cannot finish a fork.
            let _ = Command::new("kill")
                .arg("-9")
                .args(self.pids())
                .stderr(std::process::Stdio::null())
                .status();
            self.freeze("THAWED");
            std::thread::sleep(Duration::from_millis(100));
        }
        for dir in &self.dirs {
            remove_cgroup_tree(dir);
        }
    }
}

impl Outer {
    /// Sets the outer freezer's state, and waits (a hang-only bound) until freezing is done.
    fn freeze(&self, state: &str) {
        let dir = match &self.freezer {
            Some(dir) => dir,
            None => return,
        };
        let _ = fs::write(dir.join("freezer.state"), state);
        for _ in 0..100 {
            match fs::read_to_string(dir.join("freezer.state")) {
                Ok(now) if now.trim() == "FREEZING" => {
                    std::thread::sleep(Duration::from_millis(10))
                }
                _ => return,
            }
        }
    }
}

/// A process as `pid (name) state uid U parent P`, from `/proc` (only the pid once it is gone).
fn described(pid: &str) -> String {
    let status = fs::read_to_string(format!("/proc/{}/status", pid)).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|line| line.strip_prefix(name))
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap_or("?")
            .to_string()
    };
    if status.is_empty() {
        return pid.to_string();
    }
    format!(
        "{} ({}) {} uid {} parent {}",
        pid,
        field("Name:"),
        field("State:"),
        field("Uid:"),
        field("PPid:")
    )
}

/// Removes a cgroup folder and the cgroups below it, deepest first (only folders: a
/// cgroup's files go with it).
fn remove_cgroup_tree(dir: &Path) {
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        if entry.file_type().map_or(false, |t| t.is_dir()) {
            remove_cgroup_tree(&entry.path());
        }
    }
    let _ = fs::remove_dir(dir);
}

/// A way of running the judge: as root, as nobody, or lowered to best effort.
pub struct Level {
    pub name: &'static str,
    pub prefix: &'static [&'static str],
    pub variable: Option<&'static str>,
}

pub const LEVELS: [Level; 3] = [
    Level {
        name: "root",
        prefix: &[],
        variable: None,
    },
    Level {
        name: "unprivileged",
        prefix: &[
            "setpriv",
            "--reuid",
            "65534",
            "--regid",
            "65534",
            "--clear-groups",
        ],
        variable: None,
    },
    Level {
        name: "best effort",
        prefix: &[],
        variable: Some("best-effort"),
    },
];

/// True (with the reason printed) where this test cannot make outer cgroups: not root.
pub fn unsafe_to_run() -> bool {
    let root = fs::read_to_string("/proc/self/status")
        .map(|s| {
            s.lines()
                .any(|l| l.starts_with("Uid:") && l.split_whitespace().nth(1) == Some("0"))
        })
        .unwrap_or(false);
    if !root {
        eprintln!("skipped: only root can make the outer cgroup these programs need");
    }
    !root
}
