//! What `/proc` says of a case's processes, for the levels without a cgroup: the tree below
//! the supervisor, each process's memory, CPU time and start time.

use std::fs::{self, File};
use std::io::Read;
use std::os::raw::c_int;
use std::time::Duration;

/// What `/proc/PID/status` says of a process, as far as the runner needs it.
#[derive(Clone, Copy)]
pub(crate) struct ProcessState {
    pub(crate) pid: c_int,
    /// Ended and waiting to be reaped (or being torn down): no memory, no children.
    pub(crate) ended: bool,
    pub(crate) threads: u64,
    /// Resident memory now, and the most it has had since its `exec`, in KiB. The peak
    /// belongs to the process's own address space: nothing of its parent's is in it.
    pub(crate) resident_kib: u64,
    pub(crate) peak_kib: u64,
    /// Of the resident memory, the pages of files (the program and its libraries, mostly
    /// shared and already cached), which no cgroup charges to the case; and the page
    /// tables, kernel memory the cgroup does charge.
    pub(crate) file_kib: u64,
    pub(crate) page_tables_kib: u64,
}

impl ProcessState {
    /// The process's memory now as a cgroup would charge it: resident memory less file
    /// pages (anonymous and shared memory), plus its page tables.
    pub(crate) fn charged_kib(&self) -> u64 {
        self.resident_kib.saturating_sub(self.file_kib) + self.page_tables_kib
    }

    /// Its peak as a cgroup would charge it: the resident peak less `most_file_kib`, the
    /// most file pages it was seen to map (a program maps its files at its start and unmaps
    /// them as it exits, while its resident peak stays: less the file pages of that moment,
    /// an exiting JVM's peak grew by 5 MiB), plus its page tables.
    pub(crate) fn charged_peak_kib(&self, most_file_kib: u64) -> u64 {
        let peak = self.peak_kib.max(self.resident_kib);
        peak.saturating_sub(most_file_kib.max(self.file_kib)) + self.page_tables_kib
    }
}

/// The start time of a process (clock ticks after boot, `/proc/PID/stat` field 22):
/// with the pid, what tells one process from a later one that reuses its pid.
pub(crate) fn start_time(pid: c_int) -> Option<u64> {
    stat_fields(pid, |fields| fields.get(19).and_then(|f| f.parse().ok()))
}

/// The process group of `pid`, from `/proc/PID/stat`.
pub(crate) fn process_group(pid: c_int) -> Option<c_int> {
    stat_fields(pid, |fields| fields.get(2).and_then(|f| f.parse().ok()))
}

/// CPU time of the supervisor's tree: what the supervisor has reaped (its children's
/// times) and what every live process below it has used, from `/proc/PID/stat`.
pub(crate) fn tree_cpu(supervisor: c_int) -> Duration {
    let ticks = |fields: &[&str], at: usize| -> u64 {
        fields[at..at + 2]
            .iter()
            .map(|f| f.parse::<u64>().unwrap_or(0))
            .sum()
    };
    // After the command's `)`: field 3 is index 0, so utime is 11, cutime 13.
    let mut total = stat_fields(supervisor, |f| Some(ticks(f, 13))).unwrap_or(0);
    for process in descendants(supervisor) {
        total += stat_fields(process.pid, |f| Some(ticks(f, 11))).unwrap_or(0);
    }
    Duration::from_millis(total * 1000 / CLOCK_TICKS)
}

/// `sysconf(_SC_CLK_TCK)` on every Linux this runs on.
const CLOCK_TICKS: u64 = 100;

/// The fields of `/proc/PID/stat` after the command name, to `pick` from.
fn stat_fields<T>(pid: c_int, pick: impl Fn(&[&str]) -> Option<T>) -> Option<T> {
    let mut buffer = [0u8; 1024];
    let stat = read_proc(&format!("/proc/{}/stat", pid), &mut buffer)?;
    let after_name = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = after_name.split_ascii_whitespace().collect();
    if fields.len() < 20 {
        return None;
    }
    pick(&fields)
}

/// What `/proc/PID/status` says of `pid`. A thread-group leader that has exited while
/// other threads of its process run on is a zombie with no memory of its own in that file:
/// the process is then alive, and its memory is read from one of the running threads.
pub(crate) fn process_state(pid: c_int) -> Option<ProcessState> {
    let mut state = status_of(&format!("/proc/{}/status", pid), pid)?;
    if state.ended && state.threads > 1 {
        let tasks = fs::read_dir(format!("/proc/{}/task", pid)).ok()?;
        let running = tasks
            .flatten()
            .map(|task| task.file_name().to_string_lossy().into_owned())
            .filter(|tid| *tid != pid.to_string())
            .find_map(|tid| status_of(&format!("/proc/{}/task/{}/status", pid, tid), pid));
        if let Some(thread) = running.filter(|thread| !thread.ended) {
            state = ProcessState {
                threads: state.threads,
                ..thread
            };
        }
    }
    Some(state)
}

fn status_of(path: &str, pid: c_int) -> Option<ProcessState> {
    let mut buffer = [0u8; 4096];
    let status = read_proc(path, &mut buffer)?;
    let mut state = ProcessState {
        pid,
        ended: false,
        threads: 1,
        resident_kib: 0,
        peak_kib: 0,
        file_kib: 0,
        page_tables_kib: 0,
    };
    let number = |value: &str| -> u64 {
        value
            .split_ascii_whitespace()
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    for line in status.lines() {
        let (key, value) = match line.split_once(':') {
            Some(pair) => pair,
            None => continue,
        };
        match key {
            "State" => {
                let value = value.trim_start();
                state.ended = value.starts_with('Z') || value.starts_with('X');
            }
            "Threads" => state.threads = number(value),
            "VmRSS" => state.resident_kib = number(value),
            "VmHWM" => state.peak_kib = number(value),
            "RssFile" => state.file_kib = number(value),
            "VmPTE" => state.page_tables_kib = number(value),
            _ => {}
        }
    }
    Some(state)
}

/// A small `/proc` file in one read (open, read, close: no size query and no second read,
/// which `read_to_string` makes); `None` when it cannot be read. Files longer than the
/// buffer are cut, which costs only what the runner would have read past the buffer.
fn read_proc<'a>(path: &str, buffer: &'a mut [u8]) -> Option<&'a str> {
    let mut file = File::open(path).ok()?;
    // procfs hands over a small file whole in one read; a short read is its end.
    let length = file.read(buffer).ok()?;
    std::str::from_utf8(&buffer[..length]).ok()
}

/// Every process below `root` (not `root` itself), from the `children` lists of `/proc`.
pub(crate) fn descendants(root: c_int) -> Vec<ProcessState> {
    let mut found: Vec<ProcessState> = Vec::new();
    let mut pids = Vec::new();
    children_of(root, 1, &mut pids);
    while let Some(pid) = pids.pop() {
        if let Some(state) = process_state(pid) {
            if !state.ended {
                children_of(pid, state.threads, &mut pids);
            }
            found.push(state);
        }
    }
    found
}

/// The processes of a tree as the idle clock reads them: pid, number of threads, and
/// whether the process is in uninterruptible sleep (`D`: kept waiting by the kernel, for a
/// disk, a lock or memory, not sleeping by its own choice).
pub(crate) struct TreeProcess {
    pub(crate) pid: c_int,
    pub(crate) threads: u64,
    pub(crate) blocked: bool,
}

/// `root` itself and every process below it, from `/proc/PID/stat`, which the kernel makes
/// far more cheaply than `status` (no memory figures, no capability and CPU masks): what the
/// idle clock needs, sample after sample. As in [`descendants`], an ended process's children
/// are not looked for, and a leader that has exited while other threads of its process run
/// on is not ended.
pub(crate) fn tree_with_threads(root: c_int) -> Vec<TreeProcess> {
    let mut found = Vec::new();
    let mut pids = vec![root];
    while let Some(pid) = pids.pop() {
        let state = stat_fields(pid, |fields| {
            let zombie = fields[0] == "Z" || fields[0] == "X";
            Some((zombie, fields[0] == "D", fields[17].parse::<u64>().ok()?))
        });
        if let Some((zombie, blocked, threads)) = state {
            if !(zombie && threads <= 1) {
                children_of(pid, threads, &mut pids);
            }
            found.push(TreeProcess {
                pid,
                threads,
                blocked,
            });
        }
    }
    found
}

/// Appends the children of every thread of `pid`; the task folder is listed only for a
/// process with more than one thread.
fn children_of(pid: c_int, threads: u64, found: &mut Vec<c_int>) {
    let mut read_list = |tid: &str| {
        let path = format!("/proc/{}/task/{}/children", pid, tid);
        let mut buffer = [0u8; 4096];
        if let Some(list) = read_proc(&path, &mut buffer) {
            let pids = list
                .split_ascii_whitespace()
                .filter_map(|p| p.parse::<c_int>().ok());
            found.extend(pids);
        }
    };
    if threads <= 1 {
        return read_list(&pid.to_string());
    }
    if let Ok(tasks) = fs::read_dir(format!("/proc/{}/task", pid)) {
        for task in tasks.flatten() {
            read_list(&task.file_name().to_string_lossy());
        }
    }
}

/// What each task (thread) of process `pid` has been busy for, in ns: on a CPU or waiting in
/// a run queue for one (the first two fields of `/proc/PID/task/TID/schedstat`), by task id.
/// The task folder is listed only for a process with more than one thread.
pub(crate) fn tasks_busy(pid: c_int, threads: u64, found: &mut Vec<(c_int, u64)>) {
    let mut read_task = |tid: c_int, path: &str| {
        let mut buffer = [0u8; 128];
        if let Some(line) = read_proc(path, &mut buffer) {
            let busy: u64 = line
                .split_ascii_whitespace()
                .take(2)
                .map(|field| field.parse::<u64>().unwrap_or(0))
                .sum();
            found.push((tid, busy));
        }
    };
    if threads <= 1 {
        return read_task(pid, &format!("/proc/{}/schedstat", pid));
    }
    if let Ok(tasks) = fs::read_dir(format!("/proc/{}/task", pid)) {
        for task in tasks.flatten() {
            let name = task.file_name();
            if let Ok(tid) = name.to_string_lossy().parse::<c_int>() {
                read_task(tid, &format!("/proc/{}/task/{}/schedstat", pid, tid));
            }
        }
    }
}

/// Whether this kernel says how long tasks wait for a CPU (`/proc/PID/schedstat`).
pub(crate) fn schedstat_available() -> bool {
    let mut buffer = [0u8; 128];
    read_proc("/proc/self/schedstat", &mut buffer)
        .map_or(false, |line| line.split_ascii_whitespace().count() >= 2)
}
