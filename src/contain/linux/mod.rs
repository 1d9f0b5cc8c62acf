//! The Linux backend: a case contained by the kernel where it allows (a cgroup, PID and mount
//! namespaces), started under a supervisor and watched until every process of it is gone.
//!
//! - The program runs under a *supervisor* started just before it, which reaps every
//!   process the program starts (as the first process of the case's PID namespace, or as a
//!   child subreaper), so the runner can always find them (`spawn`).
//! - The runner reads the case's cgroup (CPU time, OOM kills, the process cap) or, without
//!   one, samples the process tree from `/proc` a few milliseconds apart: the memory of the
//!   program is that of all its processes, never the runner's own; the moment the CPU time,
//!   the memory or the number of processes passes its limit, the case is killed; its idle
//!   time (neither running nor waiting for a CPU, `idle`) past the idle cap ends a program
//!   that sleeps or blocks, and a far wall-clock safety net ends anything else (`watch`).
//! - At the end of the run, whatever it ended with, every process of the case is killed, and
//!   no wait lasts longer than the wall-clock cap plus a short grace.
//! - `SIGINT`, `SIGTERM` and `SIGHUP` to the runner's process end every running program the
//!   same way (`signals`).
//!
//! The pieces: `cgroup` (a case's cgroup), `spawn` (the supervisor and the program's start,
//! in the namespaces), `watch` (the runner's view of a case's processes), `procfs` (what
//! `/proc` says, for the levels without a cgroup), `pipes` (the runner's side of the pipes),
//! `signals` (the stop requests), `users` (a root judge's user per case), `filter` (the
//! system-call filter), `remove` (a folder removed whatever a program put in it), `ffi` (the
//! system calls, declared by hand: the crate has no dependencies).

pub(crate) mod cgroup;
pub(super) mod ffi;
mod filter;
mod idle;
mod network;
mod pipes;
mod procfs;
pub(super) mod remove;
pub(super) mod root;
mod signals;
mod spawn;
mod users;
mod watch;

pub(super) use signals::catch_interrupts;

use super::{interrupted, Caps, ContainError, Ending, Job, Level, Limits, StderrHead, Usage};
use cgroup::CaseGroup;
use ffi::*;
use network::Network;
use pipes::{drain_ready, pipe, report_ended, wait_readable};
use spawn::{start_supervisor, Confinement, Launch, Supervisor, SupervisorParts};
use std::fs::File;
use std::io::{self, Read};
use std::os::raw::{c_int, c_ulong};
use std::os::unix::io::AsRawFd;
use std::time::{Duration, Instant};
use users::CaseUser;
use watch::Watch;

/// How often the case is sampled, `elapsed` into its run. Where `/proc` is sampled for the
/// memory and process limits, often at first, since most runs are short, then every 2 ms.
/// Where the kernel enforces both and counts the CPU time (`kernel_keeps_limits`: a cgroup),
/// a sample only keeps the reported memory peak (a short program's comes from its own
/// `ru_maxrss` too), the kill a quarter past the CPU limit and the idle cap, and each one
/// wakes the judge on a core a program could use (with a job per core, a program waits for
/// every one of them): a twentieth of the time so far, from 5 ms to 10 ms, so that the kill is
/// at most 10 ms of CPU late, past a cap already a quarter over the limit. The program's end
/// is not sampled for: its report wakes the runner at once.
fn sample_interval(elapsed: Duration, kernel_keeps_limits: bool) -> Duration {
    if kernel_keeps_limits {
        (elapsed / 20).clamp(Duration::from_millis(5), Duration::from_millis(10))
    } else if elapsed < Duration::from_millis(10) {
        Duration::from_millis(1)
    } else {
        Duration::from_millis(2)
    }
}

/// What the supervisor reports, in order: the program's pid (4 bytes) and the resident
/// memory, in KiB, the program inherited from the fork (8); then, when the program ends,
/// its wait status (4) and `ru_maxrss` in KiB (8).
const REPORT_BYTES: usize = 24;

/// Pages the program may touch between its fork and its exec, beyond what it inherited.
const BEFORE_EXEC_KIB: u64 = 128;

/// Runs one job: starts it under its supervisor, watches it until it ends or passes a limit,
/// then makes sure every process of it is gone and collects what it used.
pub(super) fn run(job: Job<'_>, limits: &Limits, level: &Level) -> Result<Usage, ContainError> {
    let caps = Caps::of(limits, level.idle_time);
    // Zeroed before the supervisor starts: where it is forked, every page the judge writes
    // afterwards is copied (the copy shares them until it ends), and reads touch only the
    // pages they fill.
    let mut buffer = [0u8; 65_536];
    let mut case = start(job, limits, level)?;
    let (ending, wall) = case.watch_until_done(limits, &caps, &mut buffer)?;
    Ok(case.collect(ending, wall, limits, &mut buffer))
}

/// A case while it runs: the watch over its processes and the two pipes the runner reads.
struct Case {
    watch: Watch,
    started: Instant,
    reports: Reports,
    stderr: Stderr,
    /// The kept network namespace the case runs in, if it does not have a fresh one.
    network: Option<Network>,
    /// The thread that started the supervisor, suspended until the supervisor exits (see
    /// [`start_supervisor`]).
    starter: Option<std::thread::JoinHandle<()>>,
    /// The user the case runs as, where it has one of its own (`users`).
    user: Option<CaseUser>,
}

/// The supervisor's report pipe, and what it has said so far.
struct Reports {
    pipe: File,
    bytes: Vec<u8>,
    /// The resident memory the program inherited from the fork, once reported.
    inherited_kib: Option<u64>,
}

/// The program's stderr, drained as it fills: its head kept, the rest dropped.
struct Stderr {
    pipe: File,
    open: bool,
    head: StderrHead,
}

/// What a read of the report pipe told.
enum Told {
    More,
    ProgramEnded,
    SupervisorLost,
}

/// Starts the job's supervisor (in the level's cgroup and namespaces), which starts the
/// program.
fn start(job: Job<'_>, limits: &Limits, level: &Level) -> Result<Case, ContainError> {
    let (reports, report_end) = pipe().map_err(ContainError::System)?;
    let (stderr, stderr_end) = pipe().map_err(ContainError::System)?;
    let group = match &level.cgroup {
        Some(_) => Some(
            // With a PID namespace the case's end is known (see `collect`): its slot's
            // folders can serve the next case.
            CaseGroup::create(
                &level.cgroups,
                limits.memory_kib,
                limits.processes,
                level.pid_namespace,
            )
            .map_err(ContainError::System)?,
        ),
        None => None,
    };
    let joins = group.as_ref().map_or_else(Vec::new, CaseGroup::join_fds);
    let tmp_kib = limits.memory_kib.unwrap_or(64 << 10);
    let plan = match job.confined && level.own_root {
        true => {
            // What the command names, then what the job is given besides (over it).
            let named = root::words(job.program, job.args);
            let mut words: Vec<&std::ffi::OsStr> = named.iter().map(AsRef::as_ref).collect();
            words.extend(job.sight.read_only.iter().map(|path| path.as_os_str()));
            Some(root::Plan::remembered(
                &words,
                job.cwd,
                tmp_kib,
                level.kept_roots,
            ))
        }
        false => None,
    };
    // Taken first: dropped on any failure below, before the case starts, it is free again.
    let user = match job.confined && level.user_per_case {
        true => Some(CaseUser::take().map_err(ContainError::System)?),
        false => None,
    };
    let ids = user.as_ref().map(CaseUser::ids);
    let confinement = job
        .confined
        .then(|| confinement(limits, level, job.cwd, &job.sight, ids));
    // Where a namespace cannot be had from the kept ones, the case makes a fresh one.
    let network = match job.confined && level.reused_networks {
        true => Network::take().ok(),
        false => None,
    };
    // The case's own file system is attached in its root: without one the program would
    // work in a folder the judge never reads.
    let case_files = job.files;
    if case_files.is_some() && plan.is_none() {
        return Err(ContainError::System(io::Error::new(
            io::ErrorKind::Other,
            "a case's own file system needs a root of its own",
        )));
    }
    if let (
        Some(Confinement {
            ids: Some((uid, gid)),
            ..
        }),
        Some(files),
    ) = (&confinement, case_files)
    {
        // The program's user owns the root of its own file system (mode 0700).
        // SAFETY: an empty path with AT_EMPTY_PATH names the descriptor itself.
        let owned = unsafe {
            fchownat(
                files.as_raw_fd(),
                b"\0".as_ptr() as *const std::os::raw::c_char,
                *uid,
                *gid,
                AT_EMPTY_PATH,
            )
        };
        if owned != 0 {
            return Err(ContainError::System(io::Error::last_os_error()));
        }
    } else if let (
        Some(Confinement {
            ids: Some((uid, gid)),
            ..
        }),
        Some(folder),
    ) = (&confinement, job.cwd)
    {
        // The unprivileged program writes its files (USACO's NAME.out) in its scratch folder.
        // chown(2) by hand: std's `chown` is newer than the crate's minimum Rust (1.63).
        use std::os::unix::ffi::OsStrExt;
        let path = std::ffi::CString::new(folder.as_os_str().as_bytes())
            .map_err(|e| ContainError::System(io::Error::new(io::ErrorKind::InvalidInput, e)))?;
        // SAFETY: a NUL-terminated path that lives across the call.
        if unsafe { chown(path.as_ptr(), *uid, *gid) } != 0 {
            return Err(ContainError::System(io::Error::last_os_error()));
        }
    }
    // The supervisor shares the judge's memory only where the program runs as another
    // user, who cannot trace it (see `start_supervisor`).
    let share_memory = matches!(&confinement, Some(Confinement { ids: Some(_), .. }));
    let launch = Launch::new(
        job.program,
        job.args,
        output_cap(limits.output_bytes),
        process_cap(limits, level),
        job.cwd,
        joins,
        report_end.as_raw_fd(),
        confinement,
    )?;
    let stdio = [
        job.stdin.as_raw_fd(),
        job.stdout.as_raw_fd(),
        stderr_end.as_raw_fd(),
    ];
    // Held until the supervisor has entered it (its copy of the descriptor is its own).
    let kept_root = plan
        .as_deref()
        .filter(|_| level.kept_roots && case_files.is_none())
        .and_then(root::kept);
    let started = Instant::now();
    let parts = SupervisorParts {
        launch,
        stdio,
        namespaces: clone_flags(level, job.confined, network.is_none(), kept_root.is_none()),
        shm_kib: tmp_kib,
        root: plan,
        network: network.as_ref().map_or(-1, Network::fd),
        kept_root: kept_root.as_ref().map_or(-1, AsRawFd::as_raw_fd),
        case_files: case_files.map_or(-1, AsRawFd::as_raw_fd),
    };
    let supervisor = start_supervisor(parts, share_memory).map_err(ContainError::System)?;
    // Only the supervisor writes reports now (its exit is their end), and only the program
    // holds its stdio.
    drop((report_end, stderr_end, job.stdin, job.stdout));
    let nproc_binds = process_cap(limits, level).is_some();
    Ok(Case {
        watch: Watch::new(
            supervisor.pid,
            level.pid_namespace,
            nproc_binds,
            group,
            level.idle_time,
        ),
        started,
        reports: Reports {
            pipe: reports,
            bytes: Vec::with_capacity(REPORT_BYTES),
            inherited_kib: None,
        },
        stderr: Stderr {
            pipe: stderr,
            open: true,
            head: StderrHead::default(),
        },
        network,
        starter: supervisor.starter,
        user,
    })
}

impl Case {
    /// Watches the case until the program ends (`None`: the supervisor reported it), a limit
    /// or a cap is passed, the supervisor is lost or the runner is asked to stop; how it
    /// ended and when.
    fn watch_until_done(
        &mut self,
        limits: &Limits,
        caps: &Caps,
        buffer: &mut [u8],
    ) -> Result<(Option<Ending>, Duration), ContainError> {
        let wall_cap = caps.wall;
        // The case's cgroup and its controllers stay as they are for the whole run.
        let kernel_keeps_limits = self.watch.kernel_keeps_limits();
        loop {
            let elapsed = self.started.elapsed();
            if let Some(signal) = interrupted() {
                return Ok((Some(Ending::Interrupted(signal)), elapsed));
            }
            if elapsed >= wall_cap {
                return Ok((Some(Ending::TimedOut), elapsed));
            }
            let wait = sample_interval(elapsed, kernel_keeps_limits).min(wall_cap - elapsed);
            let stderr = Some(&self.stderr.pipe).filter(|_| self.stderr.open);
            let (reports_ready, stderr_ready) =
                wait_readable(&self.reports.pipe, stderr, wait).map_err(ContainError::System)?;
            if stderr_ready {
                match self.stderr.pipe.read(buffer) {
                    Ok(0) | Err(_) => self.stderr.open = false,
                    Ok(n) => self.stderr.head.take(&buffer[..n]),
                }
            }
            if reports_ready {
                match self.read_reports(buffer)? {
                    Told::More => {}
                    Told::ProgramEnded => return Ok((None, self.started.elapsed())),
                    Told::SupervisorLost => {
                        return Ok((Some(Ending::SupervisorLost), self.started.elapsed()))
                    }
                }
            }
            // The supervisor's first report comes after the program's exec.
            let program_started = self.reports.inherited_kib.is_some();
            if let Some(ending) =
                self.watch
                    .check(limits, caps, self.started.elapsed(), program_started)
            {
                return Ok((Some(ending), self.started.elapsed()));
            }
        }
    }

    /// Reads what the supervisor reported: first the program's pid (or why it could not
    /// start), then how it ended.
    fn read_reports(&mut self, buffer: &mut [u8]) -> Result<Told, ContainError> {
        let wanted = REPORT_BYTES - self.reports.bytes.len();
        match self.reports.pipe.read(&mut buffer[..wanted]) {
            Ok(0) | Err(_) => return Ok(Told::SupervisorLost),
            Ok(n) => self.reports.bytes.extend_from_slice(&buffer[..n]),
        }
        let report = &self.reports.bytes;
        if report.len() >= 12 && self.reports.inherited_kib.is_none() {
            let pid = c_int::from_ne_bytes(array(&report[0..4]));
            if pid < 0 {
                self.watch.reap_supervisor(&mut self.reports.pipe);
                return Err(ContainError::Start(io::Error::from_raw_os_error(-pid)));
            }
            if !self.watch.namespace {
                // In a PID namespace the pid is the namespace's, not the judge's.
                self.watch.program_group = Some(pid);
            }
            self.reports.inherited_kib = Some(u64::from_ne_bytes(array(&report[4..12])));
        }
        Ok(if self.reports.bytes.len() == REPORT_BYTES {
            Told::ProgramEnded
        } else {
            Told::More
        })
    }

    /// Ends the case, whatever it ended with: kills what is left, reaps the supervisor,
    /// drains stderr, and says what the case used, the kernel's word over the samples'.
    fn collect(
        mut self,
        ending: Option<Ending>,
        wall: Duration,
        limits: &Limits,
        buffer: &mut [u8],
    ) -> Usage {
        // The supervisor exits once it has reaped every process below it: if the report pipe
        // has already ended, there is nothing left to kill.
        // In a PID namespace the supervisor exits with the program, and the kernel kills what
        // is left: the end of the report pipe says all of it is gone.
        let supervisor_done =
            ending.is_none() && (self.watch.namespace || report_ended(&mut self.reports.pipe));
        if !supervisor_done {
            self.watch
                .kill_everything(ending == Some(Ending::SupervisorLost));
        }
        let reaped_cpu = self.watch.reap_supervisor(&mut self.reports.pipe);
        if let (Some(_), Some(starter)) = (reaped_cpu, self.starter.take()) {
            // Reaped, the supervisor has exited, and its thread is free: it ends at once. A
            // supervisor not reaped (killed, but not yet gone) leaves its thread to end alone.
            let _ = starter.join();
        }
        if reaped_cpu.is_some() && self.watch.namespace {
            // The supervisor, first of the case's PID namespace, is reaped: the kernel reaps
            // it after every other process of the namespace, so nothing of the case is left
            // in its network namespace or its slot's cgroups.
            if let Some(network) = self.network.take() {
                network.give_back();
            }
            if let Some(group) = &mut self.watch.group {
                group.all_gone();
            }
        }
        if let Some(user) = self.user.take() {
            // Likewise its user serves the next case only once nothing of this one is left.
            match reaped_cpu.is_some() && self.watch.namespace {
                true => user.give_back(),
                false => user.keep_away(),
            }
        }
        while self.stderr.open && drain_ready(&mut self.stderr.pipe, buffer, &mut self.stderr.head)
        {
        }
        let (ending, peak_kib) = match ending {
            Some(ending) => (ending, self.watch.peak_kib),
            None => self
                .reports
                .program_ending(self.watch.peak_kib, self.watch.file_kib),
        };
        // What was reaped, or what was last sampled when the kill left nothing to reap.
        let cpu = match reaped_cpu {
            Some(reaped) => Some(reaped.max(self.watch.cpu)),
            None if self.watch.cpu > Duration::ZERO => Some(self.watch.cpu),
            None => None,
        };
        let mut usage = Usage {
            ending,
            wall,
            cpu,
            idle: self.watch.idle.as_ref().map(|clock| clock.idle),
            peak_kib: if peak_kib > 0 { Some(peak_kib) } else { None },
            stderr_head: self.stderr.head.into_bytes(),
        };
        if let Some(group) = &self.watch.group {
            take_the_kernels_word(group, &mut usage, limits);
        }
        usage
    }
}

impl Reports {
    /// How the program ended, from the supervisor's complete report, and the peak memory
    /// `known_kib` raised to the program's `ru_maxrss` where that figure is its own.
    fn program_ending(&self, known_kib: u64, file_kib: u64) -> (Ending, u64) {
        let status = c_int::from_ne_bytes(array(&self.bytes[12..16]));
        let maxrss = u64::from_ne_bytes(array(&self.bytes[16..24]));
        let inherited_kib = self.inherited_kib.unwrap_or(u64::MAX);
        // `ru_maxrss` keeps the resident size of the copy of the judge the program was
        // before its exec: the figure is the program's own only above that.
        let mut peak_kib = known_kib;
        if maxrss > inherited_kib.saturating_add(BEFORE_EXEC_KIB) {
            // Less its file pages, as sampled, to be the figure a cgroup charges.
            peak_kib = peak_kib.max(maxrss.saturating_sub(file_kib));
        }
        let ending = if status & 0x7f == 0 {
            Ending::Exited((status >> 8) & 0xff)
        } else if spawn::stopped(status) {
            // The supervisor reports no stop (it lets a tracee go on); were one reported, it
            // would be the stopping signal, never a "signal 127" taken as an end.
            Ending::Signalled((status >> 8) & 0xff)
        } else {
            Ending::Signalled(status & 0x7f)
        };
        (ending, peak_kib)
    }
}

/// The case's cgroup has the last word on how it ended, its CPU time and its peak memory.
fn take_the_kernels_word(group: &CaseGroup, usage: &mut Usage, limits: &Limits) {
    if group.oom_killed() && !matches!(usage.ending, Ending::Interrupted(_)) {
        usage.ending = Ending::MemoryLimit;
    } else if group.hit_process_cap()
        && matches!(usage.ending, Ending::Exited(_) | Ending::Signalled(_))
    {
        usage.ending = Ending::TooManyProcesses;
    }
    if let Some(counted) = group.cpu() {
        usage.cpu = Some(usage.cpu.map_or(counted, |reaped| reaped.max(counted)));
    }
    if let Some(high_water) = group.high_water_kib() {
        // Samples and `ru_maxrss` may count file pages the group never paid for; the
        // kernel's high-water mark bounds them. An OOM kill was at the limit.
        usage.peak_kib = Some(match usage.peak_kib {
            Some(kib) => kib.min(high_water),
            None => high_water,
        });
        if usage.ending == Ending::MemoryLimit {
            usage.peak_kib = usage.peak_kib.max(limits.memory_kib);
        }
    }
}

fn array<const N: usize>(bytes: &[u8]) -> [u8; N] {
    let mut array = [0u8; N];
    array.copy_from_slice(&bytes[..N]);
    array
}

/// `RLIMIT_NPROC` for the program where it binds and no cgroup caps the processes: for
/// a user other than root, in a user namespace of the case's own (where the count is the
/// namespace's, so the user's other processes do not use it up).
fn process_cap(limits: &Limits, level: &Level) -> Option<Rlimit> {
    if level.cgroups.caps_processes() || !level.user_namespace {
        return None;
    }
    let cap = limits.processes as c_ulong;
    Some(Rlimit {
        current: cap,
        max: cap,
    })
}

/// The file-size cap for the program: the output limit plus one byte (so an overflow is
/// seen), never above the judge's own hard limit; `None` when no limit can be read.
fn output_cap(output_bytes: u64) -> Option<Rlimit> {
    let mut cap = Rlimit { current: 0, max: 0 };
    // SAFETY: the pointer is to a live local of the declared C layout.
    if unsafe { getrlimit(RLIMIT_FSIZE, &mut cap) } != 0 {
        return None;
    }
    let wanted = c_ulong::try_from(output_bytes.saturating_add(1)).unwrap_or(c_ulong::MAX);
    // Hard as well as soft: a program must not raise it and write past it.
    cap.current = wanted.min(cap.max);
    cap.max = cap.current;
    Some(cap)
}

/// The user a root judge runs programs and checkers as where it cannot give each case one of
/// its own (`users`: no lock folder only root may write): `nobody`. Each case still has its
/// own PID, mount, IPC and network namespaces, so no case can see, signal or reach another's
/// files; what the kernel keeps per user (keyrings, process counts) is then shared.
const UNPRIVILEGED: (u32, u32) = (65534, 65534);

/// The fixed environment (with `sight`'s variables in it), hard limits, user (a root judge's:
/// the case's own `ids`, else `nobody`) and system-call filter of the program, a checker or
/// the compiler. Its temporary folder is the private `/tmp` of its own root, else `sight`'s
/// folder for it, else the shared `/tmp`.
fn confinement(
    limits: &Limits,
    level: &Level,
    cwd: Option<&std::path::Path>,
    sight: &super::Sight,
    ids: Option<(u32, u32)>,
) -> Confinement {
    let temp: std::ffi::OsString = match (level.own_root, sight.temp) {
        (false, Some(folder)) => folder.as_os_str().to_owned(),
        _ => "/tmp".into(),
    };
    let home = match (cwd, level.own_root) {
        (Some(folder), true) => folder.as_os_str().to_owned(),
        _ => temp.clone(),
    };
    let pair = |name: &str, value: &std::ffi::OsStr| {
        let mut pair = std::ffi::OsString::from(name);
        pair.push("=");
        pair.push(value);
        pair
    };
    let mut environment: Vec<std::ffi::OsString> = vec![
        format!("PATH={}", super::CONFINED_PATH).into(),
        "LANG=C.UTF-8".into(),
        pair("TMPDIR", &temp),
        pair("HOME", &home),
    ];
    for given in sight.environment {
        let (name, value) = given.split_once('=').unwrap_or((given, ""));
        environment.retain(|kept| {
            let kept = kept.to_string_lossy();
            kept.split('=').next() != Some(name)
        });
        let mut filled = std::ffi::OsString::new();
        for (i, piece) in value.split("{tmp}").enumerate() {
            if i > 0 {
                filled.push(&temp);
            }
            filled.push(piece);
        }
        environment.push(pair(name, &filled));
    }
    let hard = |value: c_ulong| Rlimit {
        current: value,
        max: value,
    };
    // The stack as most judges give it: as large as the memory limit (the memory cgroup
    // bounds it), never above the judge's own hard limit.
    let stack = limits.memory_kib.map_or(RLIM_INFINITY, |kib| {
        c_ulong::try_from(kib.saturating_mul(1024)).unwrap_or(RLIM_INFINITY)
    });
    let limits = vec![
        (RLIMIT_CORE, hard(0)),
        (RLIMIT_NOFILE, hard(within_hard_limit(RLIMIT_NOFILE, 256))),
        (RLIMIT_STACK, hard(within_hard_limit(RLIMIT_STACK, stack))),
    ];
    // SAFETY: plain system call.
    let root = unsafe { geteuid() } == 0;
    Confinement {
        environment,
        limits,
        ids: (root && level.unprivileged).then(|| ids.unwrap_or(UNPRIVILEGED)),
        filter: level.syscall_filter.then(filter::program).flatten(),
    }
}

/// `wanted`, lowered to this process's hard limit of `resource`.
fn within_hard_limit(resource: c_int, wanted: c_ulong) -> c_ulong {
    let mut limit = Rlimit { current: 0, max: 0 };
    // SAFETY: the pointer is to a live local of the declared C layout.
    if unsafe { getrlimit(resource, &mut limit) } != 0 {
        return wanted;
    }
    wanted.min(limit.max)
}

/// `CLONE_NEW*` flags for a case's supervisor at `level`; the program and checkers
/// (`confined`) get no network and no shared IPC: a fresh network namespace
/// (`fresh_network`) unless they enter a kept one; a fresh mount namespace (`fresh_mounts`)
/// unless they copy a kept root's.
fn clone_flags(level: &Level, confined: bool, fresh_network: bool, fresh_mounts: bool) -> c_int {
    let mut flags = 0;
    if confined && level.network_namespace {
        flags |= CLONE_NEWIPC;
        if fresh_network {
            flags |= CLONE_NEWNET;
        }
    }
    if level.pid_namespace {
        flags |= CLONE_NEWPID;
    }
    if level.mount_namespace && fresh_mounts {
        flags |= CLONE_NEWNS;
    }
    if level.user_namespace {
        flags |= CLONE_NEWUSER;
    }
    flags
}

/// The strongest containment this machine gives, lowered by [`super::LEVEL_VARIABLE`].
pub(super) fn detect() -> Level {
    let wanted = std::env::var(super::LEVEL_VARIABLE).unwrap_or_default();
    let mut level = Level {
        idle_time: procfs::schedstat_available(),
        // Every confined job runs under it, at every level.
        syscall_filter: filter::works(),
        ..Level::default()
    };
    if wanted == "best-effort" {
        return level;
    }
    if wanted != "namespace" {
        level.cgroups = cgroup::Hierarchies::find();
        level.cgroup = level.cgroups.describe();
        level.cgroups.remove_stale();
    }
    // SAFETY: plain system call.
    let root = unsafe { geteuid() } == 0;
    let user = if root { 0 } else { CLONE_NEWUSER };
    if probe(user | CLONE_NEWPID | CLONE_NEWNS) {
        level.pid_namespace = true;
        level.mount_namespace = true;
    } else if probe(user | CLONE_NEWPID) {
        level.pid_namespace = true;
    }
    level.user_namespace = !root && level.pid_namespace;
    if level.pid_namespace && probe(user | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC) {
        level.network_namespace = true;
    }
    if level.mount_namespace && wanted != "no-root" {
        let plan = root::Plan::new(&[], None, 64);
        level.own_root = probe_with(user | CLONE_NEWPID | CLONE_NEWNS, Some(&plan), -1, -1);
        level.unprivileged = level.own_root;
        level.user_per_case = root && level.unprivileged && users::available();
        // A root judge's cases can start from a kept root (`root::kept`).
        level.kept_roots = root
            && level.own_root
            && root::keep(&plan).map_or(false, |kept| {
                probe_with(CLONE_NEWPID, Some(&plan), -1, kept.as_raw_fd())
            });
    }
    // A root judge makes each file-I/O case a file system of its own (`root::case_files`).
    level.own_files = root && level.own_root && root::case_files(64).is_ok();
    // The program runs as `nobody` in the initial user namespace: it has no capability over a
    // network namespace, which can then serve one case after another (`network`).
    if level.network_namespace && level.unprivileged && root {
        level.reused_networks = Network::take().map_or(false, |network| {
            let entered = probe_with(CLONE_NEWPID | CLONE_NEWIPC, None, network.fd(), -1);
            network.give_back();
            entered
        });
    }
    if level.pid_namespace && level.cgroups.freezer.is_some() {
        // Killing the namespace's first process kills the rest, and the kernel lets no fork
        // in it outrun that: the freezer (a cgroup more to make and join per case) is not needed.
        level.cgroups.freezer = None;
        level.cgroup = level.cgroups.describe();
    }
    level
}

/// Whether a process can be started in new namespaces `flags`, its mounts made private and a
/// tmpfs mounted where a case's would be.
fn probe(flags: c_int) -> bool {
    probe_with(flags, None, -1, -1)
}

/// [`probe`], with the case's own root built as `root` plans it (or copied from the kept
/// root of descriptor `kept_root`, if not -1), in the network namespace of descriptor
/// `network` (if not -1).
fn probe_with(flags: c_int, root: Option<&root::Plan>, network: c_int, kept_root: c_int) -> bool {
    const EAGAIN: c_int = 11;
    let launch = match Launch::new(
        "/bin/true".as_ref(),
        &[],
        None,
        None,
        None,
        Vec::new(),
        -1,
        None,
    ) {
        Ok(launch) => launch,
        Err(_) => return false,
    };
    let setup = Supervisor::new(&launch, [-1; 3], flags, 64, root, network, kept_root, -1);
    // A busy machine may refuse a fork for a moment (EAGAIN): that is not the answer.
    let mut pid = -1;
    for _ in 0..20 {
        // SAFETY: the probe's child only enters the namespaces and exits.
        pid = unsafe { spawn::probe(&setup) };
        if pid >= 0 || errno() != EAGAIN {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    if pid < 0 {
        return false;
    }
    let mut status = 0;
    let mut usage = Rusage::zero();
    // SAFETY: the pointers are to live locals; the pid is this process's own child.
    while unsafe { wait4(pid, &mut status, 0, &mut usage) } < 0 && errno() == EINTR {}
    status == 0
}

#[cfg(test)]
mod tests {
    use super::sample_interval;
    use std::time::Duration;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn a_case_the_kernel_limits_is_sampled_every_5_ms_then_more_rarely_but_at_least_every_10_ms() {
        assert_eq!(sample_interval(ms(0), true), ms(5));
        assert_eq!(sample_interval(ms(100), true), ms(5));
        assert_eq!(
            sample_interval(ms(150), true),
            ms(7) + Duration::from_micros(500)
        );
        assert_eq!(sample_interval(ms(200), true), ms(10));
        assert_eq!(sample_interval(ms(60_000), true), ms(10));
    }

    #[test]
    fn a_case_watched_through_proc_is_sampled_every_millisecond_at_first_then_every_two() {
        assert_eq!(sample_interval(ms(0), false), ms(1));
        assert_eq!(sample_interval(ms(9), false), ms(1));
        assert_eq!(sample_interval(ms(10), false), ms(2));
        assert_eq!(sample_interval(ms(60_000), false), ms(2));
    }
}
