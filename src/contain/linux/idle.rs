//! The idle time of a case: how long its processes were neither running nor waiting for a
//! CPU, so that a program starved of CPU on a loaded machine is told from one that sleeps.
//!
//! Each task's *busy* time is what the kernel's scheduler statistics say of it: its time on
//! a CPU plus its time in a run queue waiting for one (`/proc/PID/task/TID/schedstat`). The
//! case's busy time is the sum over its tasks, and its idle time is the wall-clock time of
//! the run less that sum (never below zero). Summing over tasks can only overstate busy
//! time (two threads busy at once count twice), so idle time is never overstated by it.
//!
//! A task's figures vanish from `/proc` when it ends, so every task's last figure is kept by
//! its id, and the rule for a task that has gone is the safe one: it is counted busy from the
//! sample it was last seen in until the sample that found it gone, whatever it did then.
//! That can only understate idle time, never call a program idle that was waiting for a CPU;
//! and a sleeper is still caught: a process that sleeps is seen sleeping, sample after sample,
//! its busy time unchanged, and only its last interval is credited when it ends. The CPU time
//! the cgroup or `/proc` counts (which includes tasks that ended unseen) is a floor under the
//! busy time. The one thing it cannot see is the run-queue wait of a task that both started
//! and ended between two samples (a few milliseconds apart); a case made of many such tasks
//! may have some of that wait counted idle, which the generous cap absorbs.
//!
//! Two more things are busy, not idle. The supervisor's own tasks: before the program
//! exists, the case's time is the supervisor's setting up (namespaces, mounts, the fork),
//! which a busy machine can slow as it slows anything. And an interval at whose end a
//! process of the case is in uninterruptible sleep (`D`): the kernel is keeping it waiting
//! (a disk, a lock, reclaim), which on a busy machine can take seconds and is not the
//! program's doing. A program could hold a task there on purpose (a `vfork` parent waiting
//! for a child that sleeps): the wall-clock safety net still ends it.
//!
//! And what the judge could not watch. Samples are a few milliseconds apart only while the
//! judge's own thread gets a CPU; on a machine loaded far beyond its cores (a load of 100
//! and more), it may wait a second for one. A task that spent such an interval blocked in the
//! kernel but was running again by its end looks idle then, and so does the supervisor's
//! setting up when the judge is kept from sampling it. So only the first [`WATCHED`] of an
//! interval can count as idle; the rest, unseen, counts busy. A sleeper is still caught: each
//! sample adds up to that much idle time, and the safety net is behind it.
//!
//! The first sample waits until the run is [`FIRST_SAMPLE`] old: most runs end before, and
//! reading every task's files from `/proc` was the largest part of the judge's own work on a
//! short case. That first interval is one the judge did not watch, counted by the rule above.

use super::procfs::{tasks_busy, tree_with_threads};
use std::collections::HashMap;
use std::os::raw::c_int;
use std::time::Duration;

/// How often the case's tasks are read for idle time: the cap is a second or more, so a few
/// milliseconds are precise enough, and each sample reads a file per task.
const IDLE_SAMPLE: Duration = Duration::from_millis(5);

/// How old a run is when its tasks are first read: the idle cap is a second at least, and
/// most runs end long before this, unread. The first interval counts at most [`WATCHED`]
/// idle (the rule for an interval the judge did not watch), so a sleeper is ended at most
/// this much later than if it had been watched from its start, and nothing is called idle
/// that was not seen to be.
const FIRST_SAMPLE: Duration = Duration::from_millis(100);

/// The most of one interval between samples that can count as idle: ten samples' worth.
/// Beyond it the judge itself was kept waiting, and what the case did then is unknown.
const WATCHED: Duration = Duration::from_millis(50);

/// What is known of a task since it was first seen.
struct Task {
    /// On a CPU or waiting for one, in ns, at the last sample that saw the task.
    busy_ns: u64,
    /// When that sample was taken, since the run started.
    seen_at: Duration,
    /// The number of the sample that last saw it.
    round: u64,
}

/// The idle time of one case, sampled as it runs.
#[derive(Default)]
pub(super) struct IdleClock {
    tasks: HashMap<c_int, Task>,
    /// Busy time of the tasks that have gone, in ns, their last interval included.
    gone_ns: u128,
    round: u64,
    sampled_at: Option<Duration>,
    /// The intervals at whose end some process of the case was in uninterruptible sleep.
    blocked: Duration,
    /// The parts of intervals past [`WATCHED`]: the judge was not watching.
    unwatched: Duration,
    /// The idle time at the last sample.
    pub(super) idle: Duration,
}

impl IdleClock {
    /// The case's idle time at `elapsed` since it started, read again from the tasks of
    /// `supervisor` and below it if the last sample is old; `cpu` (the CPU time counted so
    /// far) is a floor under the busy time.
    pub(super) fn sample(
        &mut self,
        supervisor: c_int,
        elapsed: Duration,
        cpu: Duration,
    ) -> Duration {
        let due = self.sampled_at.map_or(FIRST_SAMPLE, |at| at + IDLE_SAMPLE);
        if elapsed < due {
            return self.idle;
        }
        let mut seen = Vec::new();
        let mut blocked = false;
        for process in tree_with_threads(supervisor) {
            tasks_busy(process.pid, process.threads, &mut seen);
            blocked |= process.blocked;
        }
        self.account(elapsed, blocked);
        self.update(&seen, elapsed, cpu)
    }

    /// Counts the interval from the last sample to `elapsed` busy where it cannot be idle:
    /// all of it if it ends `blocked`, else the part of it past [`WATCHED`].
    fn account(&mut self, elapsed: Duration, blocked: bool) {
        let interval = elapsed.saturating_sub(self.sampled_at.unwrap_or_default());
        if blocked {
            self.blocked += interval;
        } else {
            self.unwatched += interval.saturating_sub(WATCHED);
        }
    }

    /// Takes one sample's `(task id, busy ns)` figures at `elapsed`; the idle time then.
    fn update(&mut self, seen: &[(c_int, u64)], elapsed: Duration, cpu: Duration) -> Duration {
        self.round += 1;
        let round = self.round;
        for &(tid, busy_ns) in seen {
            let task = self.tasks.entry(tid).or_insert(Task {
                busy_ns,
                seen_at: elapsed,
                round,
            });
            if busy_ns < task.busy_ns {
                // The id was reused by a new task: the old one has gone.
                self.gone_ns += u128::from(task.busy_ns) + (elapsed - task.seen_at).as_nanos();
            }
            *task = Task {
                busy_ns,
                seen_at: elapsed,
                round,
            };
        }
        let mut gone_ns = 0;
        self.tasks.retain(|_, task| {
            if task.round == round {
                return true;
            }
            // Gone since its last sample: busy until now, the safe assumption.
            gone_ns += u128::from(task.busy_ns) + (elapsed - task.seen_at).as_nanos();
            false
        });
        self.gone_ns += gone_ns;
        let live_ns: u128 = self.tasks.values().map(|t| u128::from(t.busy_ns)).sum();
        let busy_ns = (self.gone_ns + live_ns).max(cpu.as_nanos())
            + self.blocked.as_nanos()
            + self.unwatched.as_nanos();
        let idle_ns = elapsed.as_nanos().saturating_sub(busy_ns);
        self.idle = Duration::from_nanos(u64::try_from(idle_ns).unwrap_or(u64::MAX));
        self.sampled_at = Some(elapsed);
        self.idle
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: u64 = 1_000_000;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn a_task_waiting_for_a_cpu_is_not_idle_and_a_sleeping_one_is() {
        let mut clock = IdleClock::default();
        // Task 7 runs 10 ms and waits 80 ms for a CPU in the first 100 ms: 10 ms idle.
        assert_eq!(clock.update(&[(7, 90 * MS)], ms(100), ms(10)), ms(10));
        // Then it sleeps 100 ms: its figures stand still, the idle time grows.
        assert_eq!(clock.update(&[(7, 90 * MS)], ms(200), ms(10)), ms(110));
    }

    #[test]
    fn a_task_that_has_gone_counts_busy_until_the_sample_that_misses_it() {
        let mut clock = IdleClock::default();
        clock.update(&[(7, 10 * MS), (8, 50 * MS)], ms(60), ms(0));
        // Task 8 ends somewhere in the next 40 ms: all of them are counted busy.
        let idle = clock.update(&[(7, 10 * MS)], ms(100), ms(0));
        assert_eq!(idle, ms(0));
        // Afterwards only what the others do counts.
        assert_eq!(clock.update(&[(7, 10 * MS)], ms(200), ms(0)), ms(100));
    }

    #[test]
    fn an_interval_that_ends_blocked_in_the_kernel_is_not_idle() {
        let mut clock = IdleClock::default();
        assert_eq!(clock.update(&[(7, 10 * MS)], ms(100), ms(0)), ms(90));
        // The next 100 ms end with a process in uninterruptible sleep: busy, as if waiting
        // for a CPU; the 90 ms before stay idle.
        clock.account(ms(200), true);
        assert_eq!(clock.update(&[(7, 10 * MS)], ms(200), ms(0)), ms(90));
    }

    #[test]
    fn only_the_first_50_ms_of_an_interval_can_be_idle() {
        let mut clock = IdleClock::default();
        // The judge samples 1 s after the start: of that second, 10 ms busy, and only 50 ms
        // may count idle; the 940 ms unseen are busy.
        clock.account(ms(1000), false);
        assert_eq!(clock.update(&[(7, 10 * MS)], ms(1000), ms(0)), ms(40));
        // Samples 5 ms apart count as before: 100 ms more of sleep, all idle.
        for at in (1005..=1100).step_by(5) {
            clock.account(ms(at), false);
            clock.update(&[(7, 10 * MS)], ms(at), ms(0));
        }
        assert_eq!(clock.idle, ms(140));
        // An interval that ends blocked is busy whatever its length.
        clock.account(ms(1300), true);
        assert_eq!(clock.update(&[(7, 10 * MS)], ms(1300), ms(0)), ms(140));
    }

    #[test]
    fn a_run_is_first_read_at_100_ms_and_that_interval_counts_at_most_50_ms_idle() {
        let this_process = std::process::id() as c_int;
        let mut clock = IdleClock::default();
        assert_eq!(clock.sample(this_process, ms(99), ms(0)), ms(0));
        assert_eq!(clock.sampled_at, None, "not read before 100 ms");
        assert!(clock.sample(this_process, ms(100), ms(0)) <= ms(50));
        assert_eq!(clock.sampled_at, Some(ms(100)));
    }

    #[test]
    fn the_cpu_time_counted_is_a_floor_under_the_busy_time() {
        let mut clock = IdleClock::default();
        assert_eq!(clock.update(&[], ms(100), ms(70)), ms(30));
    }

    #[test]
    fn a_reused_task_id_keeps_the_busy_time_of_the_task_before_it() {
        let mut clock = IdleClock::default();
        clock.update(&[(7, 50 * MS)], ms(50), ms(0));
        let idle = clock.update(&[(7, 5 * MS)], ms(100), ms(0));
        // 50 ms busy, 50 ms credited to the old task, 5 ms of the new one: not idle at all.
        assert_eq!(idle, ms(0));
    }
}
