//! The runner's view of a case's processes while it runs: its limits checked from the
//! cgroup or from `/proc`, every process killed at the end, the supervisor reaped.

use super::cgroup::CaseGroup;
use super::ffi::*;
use super::idle::IdleClock;
use super::pipes::wait_readable;
use super::procfs::{
    descendants, process_group, process_state, start_time, tree_cpu, ProcessState,
};
use crate::contain::{Caps, Ending, Limits};
use std::collections::HashMap;
use std::fs::File;
use std::io::Read;
use std::os::raw::c_int;
use std::time::{Duration, Instant};

/// How long the runner waits for a killed tree to be reaped before it gives up on it.
const GRACE: Duration = Duration::from_secs(1);

/// How long the runner goes on killing a tree without a cgroup or a PID namespace while any
/// of it lives: a hang-only bound (it ends as soon as the tree is empty), far above
/// [`GRACE`], because the supervisor is killed after it, and whatever of the tree still
/// lived then would be orphaned to the machine's init, out of the judge's reach.
const TREE_KILL_BOUND: Duration = Duration::from_secs(10);

/// The runner's view of one program's processes.
pub(super) struct Watch {
    supervisor: c_int,
    /// The program's process group, where its pid is the judge's (no PID namespace).
    pub(super) program_group: Option<c_int>,
    /// The supervisor is the first process of the case's PID namespace.
    pub(super) namespace: bool,
    /// `RLIMIT_NPROC` caps the program's processes.
    nproc_binds: bool,
    pub(super) group: Option<CaseGroup>,
    /// Every process seen in the tree, with its start time, for hunting them if the
    /// supervisor is lost: a pid is signalled only while its start time is the same.
    seen: HashMap<c_int, u64>,
    pub(super) peak_kib: u64,
    /// The most file pages a process of the tree was seen to map, to take from its
    /// `ru_maxrss` (which counts them) for the figure a cgroup would charge.
    pub(super) file_kib: u64,
    /// The most file pages each process of the tree was seen to map, by pid.
    files_seen: HashMap<c_int, u64>,
    /// CPU time of the tree, as last measured, and when.
    pub(super) cpu: Duration,
    cpu_checked: Duration,
    /// When the cgroup's memory was last read for the peak.
    memory_checked: Option<Duration>,
    /// The case's idle time, where the kernel says how long tasks wait for a CPU.
    pub(super) idle: Option<IdleClock>,
}

/// Notes a process of the tree with its start time, once.
fn remember(seen: &mut HashMap<c_int, u64>, pid: c_int) {
    if let std::collections::hash_map::Entry::Vacant(entry) = seen.entry(pid) {
        if let Some(start) = start_time(pid) {
            entry.insert(start);
        }
    }
}

/// How often a cgroup's memory is read for the reported peak (its `memory.stat` is not
/// cheap to make); short programs' peaks come from `ru_maxrss` too.
const MEMORY_SAMPLE: Duration = Duration::from_millis(4);

/// How often the tree's CPU time is read from `/proc` when no cgroup counts it.
const CPU_SAMPLE: Duration = Duration::from_millis(10);

impl Watch {
    /// The watch over the case whose supervisor is `supervisor`.
    pub(super) fn new(
        supervisor: c_int,
        namespace: bool,
        nproc_binds: bool,
        group: Option<CaseGroup>,
        idle_time: bool,
    ) -> Watch {
        Watch {
            supervisor,
            program_group: None,
            namespace,
            nproc_binds,
            group,
            seen: HashMap::new(),
            peak_kib: 0,
            file_kib: 0,
            files_seen: HashMap::new(),
            cpu: Duration::ZERO,
            cpu_checked: Duration::ZERO,
            memory_checked: None,
            idle: Some(IdleClock::default()).filter(|_| idle_time),
        }
    }

    /// Whether the kernel enforces the memory and process limits and counts the CPU time (a
    /// cgroup with every controller), so that `/proc` need not be sampled for them.
    pub(super) fn kernel_keeps_limits(&self) -> bool {
        self.group.as_ref().map_or(false, |group| {
            group.measures_memory() && group.caps_processes() && group.counts_cpu()
        })
    }

    /// Whether the run must end now: CPU time over the limit, memory over it or too many
    /// processes, from the cgroup where there is one, else from `/proc` (once the program has
    /// started, `exec`ed: see [`Watch::sample`]); idle time over its cap.
    pub(super) fn check(
        &mut self,
        limits: &Limits,
        caps: &Caps,
        elapsed: Duration,
        program_started: bool,
    ) -> Option<Ending> {
        let (kernel_memory, kernel_pids, kernel_cpu) = match &self.group {
            Some(group) => (group.measures_memory(), group.caps_processes(), group.cpu()),
            None => (false, false, None),
        };
        if let Some(group) = &self.group {
            if kernel_memory && group.oom_killed() {
                return Some(Ending::MemoryLimit);
            }
            if self
                .memory_checked
                .map_or(true, |at| elapsed >= at + MEMORY_SAMPLE)
            {
                // The kernel enforces the limit; this only keeps the reported peak.
                if let Some(kib) = group.memory_kib_above(self.peak_kib) {
                    self.peak_kib = self.peak_kib.max(kib);
                }
                self.memory_checked = Some(elapsed);
            }
            if kernel_pids && group.hit_process_cap() {
                return Some(Ending::TooManyProcesses);
            }
        }
        if (!kernel_memory || !kernel_pids) && program_started {
            let (kib, processes) = self.sample();
            if !kernel_memory && limits.memory_kib.map_or(false, |limit| kib > limit) {
                return Some(Ending::MemoryLimit);
            }
            // Where RLIMIT_NPROC binds, reaching the cap means a fork failed on it.
            let capped = self.nproc_binds && processes >= limits.processes;
            if !kernel_pids && (processes > limits.processes || capped) {
                return Some(Ending::TooManyProcesses);
            }
        }
        match kernel_cpu {
            Some(cpu) => self.cpu = cpu,
            None if elapsed >= self.cpu_checked + CPU_SAMPLE => {
                self.cpu = tree_cpu(self.supervisor);
                self.cpu_checked = elapsed;
            }
            None => {}
        }
        if self.cpu > caps.cpu {
            return Some(Ending::CpuLimit);
        }
        if let (Some(clock), Some(cap)) = (&mut self.idle, caps.idle) {
            if clock.sample(self.supervisor, elapsed, self.cpu) > cap {
                return Some(Ending::IdleLimit);
            }
        }
        None
    }

    /// Memory (as a cgroup would charge it) and number of the tree's processes now; the peak,
    /// the sum of each live process's own peak, is kept up to date. Only once the program has
    /// `exec`ed: before, its process runs in the supervisor's memory (the judge's, where they
    /// share it: see `spawn::start_supervisor`), whose pages are not the program's to count.
    fn sample(&mut self) -> (u64, usize) {
        let tree = descendants(self.supervisor);
        let (mut now, mut peaks) = (0, 0);
        for process in &tree {
            now += process.charged_kib();
            let files = self.files_seen.entry(process.pid).or_insert(0);
            *files = (*files).max(process.file_kib);
            peaks += process.charged_peak_kib(*files);
            self.file_kib = self.file_kib.max(process.file_kib);
            remember(&mut self.seen, process.pid);
        }
        self.peak_kib = self.peak_kib.max(peaks);
        (now, tree.len())
    }

    /// Kills every process of the case: the cgroup as one, the PID namespace through its
    /// first process; else the tree, round after round, until only zombies are left for
    /// the supervisor to reap (a process that forks meanwhile is found in the next round).
    /// Without the supervisor, the processes seen (still the same, by their start time)
    /// and their descendants are hunted.
    pub(super) fn kill_everything(&mut self, supervisor_lost: bool) {
        if let Some(group) = &self.group {
            group.kill_all();
        }
        if self.namespace {
            // SAFETY: plain system call; the supervisor is this process's own child, not
            // yet reaped, so its pid cannot name another process.
            unsafe { kill(self.supervisor, SIGKILL) };
            return;
        }
        if let Some(program) = self.program_group.filter(|_| !supervisor_lost) {
            // SAFETY: plain system call; a negative pid names the program's own group,
            // whose leader the supervisor has not reaped.
            unsafe { kill(-program, SIGKILL) };
        }
        self.kill_tree(supervisor_lost);
    }

    /// Kills the tree round after round until none of it lives (at most
    /// [`TREE_KILL_BOUND`]). Each round kills the process groups the case's processes lead
    /// as one, then every live process by its pid: a fork bomb outruns kills pid by pid on
    /// a busy machine, never a group's kill, which no fork in progress survives.
    fn kill_tree(&mut self, supervisor_lost: bool) {
        let deadline = Instant::now() + TREE_KILL_BOUND;
        loop {
            let tree = if supervisor_lost {
                self.orphans()
            } else {
                descendants(self.supervisor)
            };
            let alive: Vec<c_int> = tree
                .into_iter()
                .filter(|process| !process.ended)
                .map(|process| process.pid)
                .collect();
            if alive.is_empty() || Instant::now() >= deadline {
                return;
            }
            for group in self.groups_led_by_the_case(&alive) {
                // SAFETY: plain system call; a negative pid names a group the case leads.
                unsafe { kill(-group, SIGKILL) };
            }
            for pid in alive {
                // SAFETY: plain system call.
                unsafe { kill(pid, SIGKILL) };
            }
            std::thread::sleep(Duration::from_micros(100));
        }
    }

    /// The process groups of `alive` that a process of the case leads or led (its pid,
    /// seen in the tree): never the supervisor's, whose kill would orphan the rest, nor the
    /// judge's, nor a group of the judge's session that a program joined.
    fn groups_led_by_the_case(&mut self, alive: &[c_int]) -> Vec<c_int> {
        for &pid in alive {
            remember(&mut self.seen, pid);
        }
        // SAFETY: plain system call.
        let judge = unsafe { getpgrp() };
        let mut groups: Vec<c_int> = alive
            .iter()
            .filter_map(|&pid| process_group(pid))
            .filter(|&group| {
                group > 1
                    && group != judge
                    && group != self.supervisor
                    && self.seen.contains_key(&group)
            })
            .collect();
        groups.sort_unstable();
        groups.dedup();
        groups
    }

    /// The processes seen in the tree that are still the same processes (same start
    /// time), and everything below them.
    fn orphans(&mut self) -> Vec<ProcessState> {
        let mut found = Vec::new();
        for (&pid, &start) in &self.seen {
            if start_time(pid) != Some(start) {
                continue;
            }
            if let Some(state) = process_state(pid) {
                found.push(state);
                found.extend(descendants(pid));
            }
        }
        for process in &found {
            remember(&mut self.seen, process.pid);
        }
        found
    }

    /// Waits (at most the grace) for the supervisor, which exits once it has reaped its
    /// tree; the CPU time of everything it reaped, the program's included. Its exit closes
    /// the report pipe, so the end of that pipe is awaited rather than polled for.
    pub(super) fn reap_supervisor(&mut self, reports: &mut File) -> Option<Duration> {
        let deadline = Instant::now() + GRACE;
        let mut rest = [0u8; 64];
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match wait_readable(reports, None, left) {
                Ok((true, _)) if !left.is_zero() => match reports.read(&mut rest) {
                    Ok(n) if n > 0 => continue,
                    _ => break,
                },
                _ => break,
            }
        }
        loop {
            let mut usage = Rusage::zero();
            let mut status = 0;
            // SAFETY: the pointers are to live locals of the declared C layout.
            let reaped = unsafe { wait4(self.supervisor, &mut status, WNOHANG, &mut usage) };
            if reaped == self.supervisor {
                return Some(usage.cpu());
            }
            if (reaped < 0 && errno() != EINTR) || Instant::now() >= deadline {
                if !self.namespace {
                    // The supervisor is the subreaper of the tree: killed while any of it
                    // lives, it would hand the rest to the machine's init.
                    self.kill_tree(false);
                }
                // SAFETY: plain system call; whatever the supervisor waits for is killed.
                unsafe { kill(self.supervisor, SIGKILL) };
                return None;
            }
            std::thread::sleep(Duration::from_micros(20));
        }
    }
}
