//! Broken and hostile programs: the checker must give each its verdict, never hang, never leave
//! a process behind, never let one take the machine's memory, and never blame a program for the
//! checker's own figures. Every test is bounded: memory hogs stop at 64 MiB, loops at a second
//! or two, and survivors are looked for by a marker on their command line.
//!
//! Safety: a program that could take the machine if the containment broke (a memory hog, a
//! fork loop, forked children and escapees that would live on) is judged by the judge binary
//! inside an outer cgroup the test makes first (512 MiB, 300 processes) and removes after;
//! where none can be made the test skips saying why (never under `CI`, whose machine has
//! one). The cheap programs that end by themselves (an exit code, a signal, a bounded flood,
//! a loop killed at a time limit) are judged in-process through the library.
// Most of these programs are Linux's; elsewhere their imports go unused.
#![cfg_attr(not(target_os = "linux"), allow(unused_imports))]

use crate::common;

use bfs_puzzles::judge::Verdict;
use bfs_puzzles::run::{self, Limits, Program, Setup};
use common::judging::*;
use common::outer::{unsafe_to_run, Outer, LEVELS};
use std::fs;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

/// What the judge binary said about the one case of a folder, judged inside an outer cgroup.
#[cfg(unix)]
#[cfg_attr(not(target_os = "linux"), allow(dead_code))] // the memory and time tests are Linux's
struct Judged {
    verdict: String,
    message: String,
    memory_kib: Option<u64>,
    /// The judge's whole run, start to end: for hang-only bounds.
    elapsed: Duration,
    /// Processes left in the outer cgroup once the judge has ended.
    left: Vec<String>,
}

/// Judges `command` on the one case in `dir` with the judge binary (`--json`, at the strongest
/// level this machine gives, `extra` options added) inside an outer cgroup of its own. None,
/// with the reason printed, where no outer cgroup can be made; under `CI` that is a failure.
#[cfg(unix)]
fn judged_in_outer(name: &str, dir: &Path, command: &str, extra: &[&str]) -> Option<Judged> {
    let outer = if unsafe_to_run() {
        None
    } else {
        Outer::new(name)
    };
    let outer = match outer {
        Some(outer) => outer,
        None => {
            assert!(
                !common::in_ci(),
                "CI runs as root with cgroup v1: the outer cgroup must be made"
            );
            return None;
        }
    };
    let folder = dir.display().to_string();
    let mut args = vec!["--json", "--cmd", command];
    args.extend_from_slice(extra);
    args.push(&folder);
    let started = Instant::now();
    let out = outer
        .judge(&LEVELS[0], &args)
        .stdin(Stdio::null())
        .output()
        .expect("judge runs");
    let elapsed = started.elapsed();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let judged = Judged {
        verdict: json_field(&stdout, "verdict"),
        message: json_field(&stdout, "message"),
        memory_kib: json_field(&stdout, "memory_kib").parse().ok(),
        elapsed,
        left: outer.left(),
    };
    assert!(
        !judged.verdict.is_empty(),
        "{}: no report: {} {}",
        name,
        stdout,
        String::from_utf8_lossy(&out.stderr)
    );
    Some(judged)
}

#[test]
fn correct_output_with_exit_code_three_is_a_runtime_error() {
    let (_dir, case) = one_case_folder("exit-3", b"42\n", b"42\n");
    let report = judge_shell("cat; exit 3", &case, &limits(5.0));
    assert_eq!(report.verdict, Verdict::RuntimeError);
    assert!(
        report.message.starts_with("exit code 3"),
        "{}",
        report.message
    );
}

#[test]
fn non_utf8_output_is_a_wrong_answer_with_a_readable_message() {
    let (_dir, case) = one_case_folder("non-utf8", b"", b"ok\n");
    let report = judge_shell("printf '\\377\\376\\n'", &case, &limits(5.0));
    assert_eq!(report.verdict, Verdict::WrongAnswer);
    assert!(report.message.contains("\\xff\\xfe"), "{}", report.message);
}

#[test]
fn a_program_that_never_reads_a_ten_mib_input_cannot_deadlock_the_checker() {
    let (_dir, case) = one_case_folder("unread-input", &vec![b'7'; 10 << 20], b"hi\n");
    let report = judge_shell("echo hi", &case, &limits(5.0));
    assert_eq!(report.verdict, Verdict::Accepted, "{}", report.message);
}

#[test]
fn an_infinite_loop_is_a_time_limit_by_cpu_time_or_at_the_safety_net() {
    let (_dir, case) = one_case_folder("infinite-loop", b"", b"\n");
    let report = judge_shell("while :; do :; done", &case, &limits(0.5));
    assert_eq!(report.verdict, Verdict::TimeLimitExceeded);
    // Deterministic: the loop is killed when its CPU time passes 0.5 s, or (on a machine so
    // busy that it gets less than a thirtieth of a core) at the 15 s wall-clock safety net;
    // never before 0.5 s of wall time, never after the net and the kill's grace (a hang-only
    // bound). A loop waiting for a CPU is never idle.
    assert!(
        report.wall >= Duration::from_millis(500),
        "{:?}",
        report.wall
    );
    assert!(report.wall < Duration::from_secs(60), "{:?}", report.wall);
    assert!(
        report.message.contains("CPU time") || report.message.contains("safety net"),
        "{}",
        report.message
    );
}

#[test]
fn a_sleeping_program_is_a_time_limit_at_the_idle_cap() {
    let (_dir, case) = one_case_folder("sleeper-tle", b"", b"\n");
    let report = judge_shell("sleep 30", &case, &limits(0.5));
    assert_eq!(report.verdict, Verdict::TimeLimitExceeded);
    // Killed by the idle cap (max(0.5 s, 1 s) = 1 s of neither running nor waiting for a
    // CPU), not by the 15 s wall-clock safety net; idle time is part of wall time, so not
    // before 1 s. The upper bound only catches a hang.
    assert!(report.message.contains("idle"), "{}", report.message);
    assert!(report.wall >= Duration::from_secs(1), "{:?}", report.wall);
    assert!(report.wall < Duration::from_secs(60), "{:?}", report.wall);
}

#[test]
fn a_gibibyte_output_flood_is_an_output_limit() {
    let (_dir, case) = one_case_folder("flood", b"", b"\n");
    let report = judge_shell("head -c 1073741824 /dev/zero", &case, &limits(20.0));
    assert_eq!(
        report.verdict,
        Verdict::OutputLimitExceeded,
        "{}",
        report.message
    );
}

#[test]
fn a_stderr_flood_is_discarded_and_does_not_change_the_verdict() {
    let (_dir, case) = one_case_folder("stderr-flood", b"", b"ok\n");
    let line = "echo 'warning: noisy' >&2; head -c 200000000 /dev/zero >&2; echo ok";
    let report = judge_shell(line, &case, &limits(20.0));
    assert_eq!(report.verdict, Verdict::Accepted, "{}", report.message);
}

#[test]
fn a_long_stderr_still_gives_its_first_line_to_the_message() {
    let (_dir, case) = one_case_folder("long-stderr", b"", b"\n");
    let line = "echo 'first: it broke' >&2; head -c 100000 /dev/zero | tr '\\0' 'y' >&2; exit 4";
    let report = judge_shell(line, &case, &limits(5.0));
    assert_eq!(report.verdict, Verdict::RuntimeError);
    assert!(
        report.message.ends_with("stderr: first: it broke"),
        "{}",
        report.message
    );
}

#[test]
fn the_program_gets_a_private_copy_of_the_input_not_the_answer_path() {
    let dir = scratch("answer-peek");
    for i in 1..=3 {
        fs::write(dir.join(format!("{}.in", i)), format!("{}\n", i)).expect("written");
        fs::write(dir.join(format!("{}.ans", i)), format!("secret {}\n", i)).expect("written");
    }
    let peek = "cat \"$(readlink /proc/self/fd/0 | sed 's/\\.in$/.ans/')\" 2>/dev/null || cat";
    let (code, stdout, _) = judge_binary(&["--cmd", peek, &dir.display().to_string()]);
    assert_eq!(code, Some(1), "{}", stdout);
    assert!(stdout.contains("0/3 AC"), "{}", stdout);
}

#[cfg(unix)]
mod unix {
    use super::*;

    /// With an argument N: a busy loop for N seconds of wall-clock time at most. Without:
    /// burns half a second of its own CPU time, then prints 1. (Linux's test only: idle time.)
    #[cfg(target_os = "linux")]
    const BURN: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int main(int argc, char **argv) {
    if (argc > 1) {
        time_t end = time(NULL) + atoi(argv[1]);
        volatile unsigned long spins = 0;
        while (time(NULL) < end) spins++;
        return 0;
    }
    while (clock() < CLOCKS_PER_SEC / 2) {}
    puts("1");
    return 0;
}
"#;

    /// A process killed and reaped when dropped.
    #[cfg(target_os = "linux")]
    struct Killed(std::process::Child);

    #[cfg(target_os = "linux")]
    impl Drop for Killed {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_program_starved_of_cpu_is_accepted_since_waiting_for_a_cpu_is_not_idle() {
        let burn = match build_c("burn", BURN) {
            Some(burn) => burn,
            None => return,
        };
        let have_taskset = std::process::Command::new("taskset")
            .args(["-c", "0", "true"])
            .status()
            .map_or(false, |status| status.success());
        if !have_taskset {
            eprintln!("skipped: no taskset to pin the cases to one core");
            return;
        }
        let dir = scratch("starved");
        for case in 1..=3 {
            fs::write(dir.join(format!("{}.in", case)), "").expect("written");
            fs::write(dir.join(format!("{}.ans", case)), "1\n").expect("written");
        }
        // Two busy loops on core 0 (each bounded to 120 s, and killed when the test ends),
        // and the three cases pinned beside them: each case gets a fifth of the core at best,
        // so its 0.5 s of CPU time takes 2.5 s or more of wall-clock time, past the old
        // wall-clock cap of a 1 s limit (2 s), all of it running or waiting for the CPU.
        let _loops: Vec<Killed> = (0..2)
            .map(|_| {
                let child = std::process::Command::new("taskset")
                    .args(["-c", "0"])
                    .arg(&burn)
                    .arg("120")
                    .spawn()
                    .expect("busy loop starts");
                Killed(child)
            })
            .collect();
        let out = std::process::Command::new("taskset")
            .args(["-c", "0"])
            .arg(env!("CARGO_BIN_EXE_judge"))
            .args(["--json", "--jobs", "3", "--time-limit", "1", "--cmd"])
            .arg(&burn)
            .arg(&dir)
            .env("NO_COLOR", "1")
            .output()
            .expect("judge runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            stdout.matches("\"verdict\":\"AC\"").count(),
            3,
            "{}",
            stdout
        );
    }

    #[test]
    fn abort_and_segfault_are_runtime_errors_naming_the_signal() {
        let (_dir, case) = one_case_folder("signals", b"", b"\n");
        for (signal, name) in [("ABRT", "SIGABRT"), ("SEGV", "SIGSEGV")] {
            let report = judge_shell(&format!("kill -{} $$", signal), &case, &limits(5.0));
            assert_eq!(report.verdict, Verdict::RuntimeError);
            assert!(report.message.contains(name), "{}", report.message);
        }
    }

    #[test]
    fn a_gibibyte_allocation_under_a_256_mib_limit_is_a_memory_limit() {
        let (dir, _) = one_case_folder("allocation", b"", b"\n");
        // dd holds a 1 GiB buffer and fills it, so every page is touched.
        let line = "dd if=/dev/zero of=/dev/null bs=1073741824 count=1 2>/dev/null";
        let extra = ["--memory-limit", "256", "--time-limit", "20"];
        let judged = match judged_in_outer("allocation", &dir, line, &extra) {
            Some(judged) => judged,
            None => return,
        };
        assert_eq!(judged.verdict, "MLE", "{}", judged.message);
        assert_eq!(judged.left, Vec::<String>::new());
    }

    #[test]
    fn a_forked_sleeper_is_killed_with_its_looping_parent() {
        let (dir, _) = one_case_folder("sleeper", b"", b"\n");
        let mark = marker("sleeper");
        let line = format!("sh -c 'sleep 30' {} & while :; do :; done", mark);
        let judged = match judged_in_outer("sleeper", &dir, &line, &["--time-limit", "0.5"]) {
            Some(judged) => judged,
            None => return,
        };
        assert_eq!(judged.verdict, "TLE", "{}", judged.message);
        assert_eq!(judged.left, Vec::<String>::new());
        assert_eq!(survivors(&mark), Vec::<String>::new());
    }

    #[test]
    fn a_sleeper_left_behind_by_an_accepted_program_is_killed_too() {
        let (dir, _) = one_case_folder("leftover", b"", b"ok\n");
        let mark = marker("leftover");
        let line = format!("(sh -c 'sleep 30' {} &); echo ok", mark);
        let judged = match judged_in_outer("leftover", &dir, &line, &["--time-limit", "5"]) {
            Some(judged) => judged,
            None => return,
        };
        assert_eq!(judged.verdict, "AC", "{}", judged.message);
        assert_eq!(judged.left, Vec::<String>::new());
        assert_eq!(survivors(&mark), Vec::<String>::new());
    }
}

#[cfg(target_os = "linux")]
mod linux {
    use super::*;

    const HOG: &str = r#"
#include <stdlib.h>
int main(void) {
    for (;;) {
        volatile char *p = malloc(100 << 20);
        if (!p) return 3;
        for (long i = 0; i < (100 << 20); i += 4096) p[i] = 1;
    }
}
"#;

    /// Four children that each touch `argv[1]` MiB and sleep a second.
    const FORKS: &str = r#"
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>
int main(int argc, char **argv) {
    long bytes = atol(argv[1]) << 20;
    for (int i = 0; i < 4; i++) {
        if (fork() == 0) {
            volatile char *p = malloc(bytes);
            for (long j = 0; j < bytes; j += 4096) p[j] = 1;
            sleep(1);
            return p[0] - 1;
        }
    }
    while (wait(0) > 0) {}
    return 0;
}
"#;

    /// The limits the memory tests give the judge: 64 MiB, 10 s.
    const MIB_64_SECONDS_10: [&str; 4] = ["--memory-limit", "64", "--time-limit", "10"];

    #[test]
    fn a_memory_hog_is_killed_at_the_limit() {
        let hog = match build_c("hog", HOG) {
            Some(hog) => hog,
            None => return,
        };
        let (dir, _) = one_case_folder("hog", b"", b"\n");
        let hog = hog.display().to_string();
        let judged = match judged_in_outer("hog", &dir, &hog, &MIB_64_SECONDS_10) {
            Some(judged) => judged,
            None => return,
        };
        assert_eq!(judged.verdict, "MLE", "{}", judged.message);
        // Said honestly: a program stopped at the limit did not use more than the limit.
        assert!(
            judged.message.contains("64.0 MiB limit") && !judged.message.contains("killed at"),
            "{}",
            judged.message
        );
        // A hang-only bound: the kernel (or the sampling) stops the hog in well under a second.
        assert!(
            judged.elapsed < Duration::from_secs(10),
            "{:?}",
            judged.elapsed
        );
        let peak = judged.memory_kib.expect("measured");
        // A cgroup stops the hog at the limit exactly; sampling lets it pass it a little.
        assert!((64 << 10..300 << 10).contains(&peak), "peak {} KiB", peak);
        assert_eq!(judged.left, Vec::<String>::new());
    }

    #[test]
    fn memory_is_the_total_of_every_process_the_program_starts() {
        let forks = match build_c("forks", FORKS) {
            Some(forks) => forks,
            None => return,
        };
        let (dir, _) = one_case_folder("forks", b"", b"\n");
        let line = format!("{} 30", forks.display());
        let judged = match judged_in_outer("forks", &dir, &line, &MIB_64_SECONDS_10) {
            Some(judged) => judged,
            None => return,
        };
        assert_eq!(judged.verdict, "MLE", "{}", judged.message);
        assert_eq!(judged.left, Vec::<String>::new());
        let line = format!("{} 10", forks.display());
        let judged = match judged_in_outer("forks", &dir, &line, &MIB_64_SECONDS_10) {
            Some(judged) => judged,
            None => return,
        };
        assert_eq!(judged.verdict, "AC", "{}", judged.message);
        let peak = judged.memory_kib.expect("measured");
        assert!(
            peak > 40 << 10,
            "four children of 10 MiB: peak {} KiB",
            peak
        );
        assert_eq!(judged.left, Vec::<String>::new());
    }

    #[test]
    fn a_fork_loop_is_stopped_at_the_process_cap() {
        let (dir, _) = one_case_folder("fork-loop", b"", b"\n");
        let mark = marker("forkloop");
        // 100 sleepers, each a subshell and its `sh`: past the judge's cap of 64 processes,
        // under the outer cgroup's 300.
        let line = format!(
            "for i in $(seq 100); do sh -c 'sleep 5' {} & done; wait",
            mark
        );
        let judged = match judged_in_outer("fork-loop", &dir, &line, &["--time-limit", "10"]) {
            Some(judged) => judged,
            None => return,
        };
        assert_eq!(judged.verdict, "RE", "{}", judged.message);
        assert!(
            judged.message.contains("too many processes"),
            "{}",
            judged.message
        );
        // A hang-only bound, over 5× a healthy run (the wall cap of the limit, and a kill).
        assert!(
            judged.elapsed < Duration::from_secs(20),
            "{:?}",
            judged.elapsed
        );
        assert_eq!(judged.left, Vec::<String>::new());
        assert_eq!(survivors(&mark), Vec::<String>::new());
    }

    #[test]
    fn setsid_and_double_fork_escapees_are_killed() {
        let (dir, _) = one_case_folder("escapees", b"", b"1\n");
        let mark = marker("escapee");
        let log = scratch("escapee-log").join("log");
        let line = format!(
            "setsid sh -c 'sleep 30' {m} & (sh -c 'while :; do echo x >> {log}; sleep 0.02; done' {m} &); sleep 0.2; echo 1",
            m = mark,
            log = log.display()
        );
        let judged = match judged_in_outer("escapees", &dir, &line, &["--time-limit", "5"]) {
            Some(judged) => judged,
            None => return,
        };
        assert_eq!(judged.verdict, "AC", "{}", judged.message);
        assert_eq!(judged.left, Vec::<String>::new());
        assert_eq!(survivors(&mark), Vec::<String>::new());
        let written = fs::metadata(&log).map(|m| m.len()).unwrap_or(0);
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(
            fs::metadata(&log).map(|m| m.len()).unwrap_or(0),
            written,
            "the daemon writes on"
        );
    }

    #[test]
    fn a_program_that_joins_the_judges_process_group_cannot_hang_it() {
        if !have_python() {
            return;
        }
        let (dir, _) = one_case_folder("join-group", b"", b"\n");
        let line = "exec python3 -c \"import os,time; os.setpgid(0, os.getpgid(os.getppid())); time.sleep(1e9)\"";
        let judged = match judged_in_outer("join-group", &dir, line, &["--time-limit", "1"]) {
            Some(judged) => judged,
            None => return,
        };
        assert_eq!(judged.verdict, "TLE", "{}", judged.message);
        // A hang-only bound, over 5× a healthy run (the wall cap of the limit, and a kill).
        assert!(
            judged.elapsed < Duration::from_secs(20),
            "{:?}",
            judged.elapsed
        );
        assert_eq!(judged.left, Vec::<String>::new());
    }

    #[test]
    fn a_checker_that_never_ends_or_leaves_a_child_cannot_hang_the_judge() {
        let (dir, _) = one_case_folder("slow-checker", b"1\n", b"1\n");
        let folder = dir.display().to_string();
        let started = Instant::now();
        let (code, stdout, _) = judge_binary(&[
            "--cmd",
            "cat",
            "--checker",
            "sleep 1000 #",
            "--checker-time-limit",
            "1",
            &folder,
        ]);
        assert_eq!(code, Some(1), "{}", stdout);
        assert!(
            stdout.contains("CE") && stdout.contains("limit"),
            "{}",
            stdout
        );
        // A hang-only bound, over 5× a healthy run (the checker's 2 s wall cap, and a kill).
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{:?}",
            started.elapsed()
        );
        let started = Instant::now();
        let mark = marker("checker-child");
        let checker = format!("(sh -c 'sleep 6' {} &); true #", quoted_apart(&mark));
        let (code, stdout, _) = judge_binary(&["--cmd", "cat", "--checker", &checker, &folder]);
        assert_eq!(code, Some(0), "{}", stdout);
        // A hang-only bound, over 5× a healthy run (the wall cap of the limit, and a kill).
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{:?}",
            started.elapsed()
        );
        assert_eq!(survivors(&mark), Vec::<String>::new());
    }

    #[test]
    fn a_small_program_is_not_charged_with_the_judges_memory() {
        // The reproducer of the false MLE: while one worker compares 8 million lines, tiny
        // programs start on the other. Each must be AC with a few MiB.
        let dir = scratch("false-mle");
        fs::write(dir.join("01.in"), "big\n").expect("written");
        let lines: String = (0..8_000_000).map(|i| format!("{}\n", i)).collect();
        fs::write(dir.join("01.ans"), lines).expect("written");
        for i in 2..=60 {
            fs::write(dir.join(format!("{}.in", i)), "1\n").expect("written");
            fs::write(dir.join(format!("{}.ans", i)), "1\n").expect("written");
        }
        let line = "read x; if [ \"$x\" = big ]; then seq 0 7999999; else sleep 0.05; echo 1; fi";
        let (code, stdout, _) =
            judge_binary(&["--cmd", line, "--jobs", "2", &dir.display().to_string()]);
        assert_eq!(code, Some(0), "{}", stdout);
        assert!(stdout.contains("60/60 AC"), "{}", stdout);
        assert!(!stdout.contains("MLE"), "{}", stdout);
    }

    #[test]
    fn the_judge_stays_small_comparing_big_outputs_by_tokens_on_two_jobs() {
        let dir = scratch("judge-memory");
        let answer: String = "1 ".repeat(32 << 20); // 64 MiB of one-character tokens
        for i in 1..=2 {
            fs::write(dir.join(format!("{}.in", i)), "\n").expect("written");
            fs::write(dir.join(format!("{}.ans", i)), &answer).expect("written");
        }
        let answer_path = dir.join("1.ans");
        let cmd = format!("cat '{}'", answer_path.display());
        let (report, peak) = judge_weighed(&["--jobs", "2", "--tokens", "--cmd", &cmd], &dir);
        assert!(report.contains("2/2 AC"), "{}", report);
        // The judge and the `cat` it runs, together.
        assert!(peak < 40 << 10, "the judge peaked at {} KiB", peak);
    }

    /// Runs the judge binary with `args` and `dir` under the runner: its report and its peak
    /// memory (with whatever it runs), in KiB.
    fn judge_weighed(args: &[&str], dir: &std::path::Path) -> (String, u64) {
        let mut line = format!("exec '{}'", env!("CARGO_BIN_EXE_judge"));
        for arg in args
            .iter()
            .copied()
            .chain([dir.to_str().expect("a UTF-8 path")])
        {
            line.push_str(&format!(" '{}'", arg.replace('\'', "'\\''")));
        }
        let watch = Limits {
            // A hard file-size limit: above the 64 MiB the judge gives its cases, which it can
            // lower to but never raise past this.
            output_bytes: 256 << 20,
            ..limits(60.0)
        };
        let empty = dir.join("empty-stdin");
        fs::write(&empty, "").expect("written");
        // The judge weighed is our own tool, run as the caller runs it: not confined to a root
        // of its own (where it could not read the cases or make its cases' cgroups).
        let judge = Setup {
            unconfined: true,
            ..Setup::default()
        };
        let run = run::execute(&Program::Shell(line), &empty, &watch, judge).expect("judge runs");
        let report = String::from_utf8_lossy(&run.output.read().expect("report")).into_owned();
        (report, run.usage.peak_kib.expect("measured on Linux"))
    }

    #[test]
    fn the_checker_stays_small_while_judging_a_flood() {
        let (dir, _case) = one_case_folder("flood-memory", b"", b"\n");
        let flood = "head -c 1073741824 /dev/zero";
        let (report, peak) = judge_weighed(&["--jobs", "1", "--cmd", flood], &dir);
        assert!(report.contains("OLE"), "{}", report);
        assert!(peak < 32 << 10, "the checker peaked at {} KiB", peak);
    }

    #[test]
    fn sigint_sigterm_and_sighup_stop_the_judge_and_kill_its_programs() {
        if unsafe_to_run() {
            assert!(!common::in_ci(), "CI runs as root");
            return;
        }
        for (signal, name, code) in [
            ("INT", "SIGINT", 130),
            ("TERM", "SIGTERM", 143),
            ("HUP", "SIGHUP", 129),
        ] {
            stop_the_judge_with(signal, name, code);
        }
    }

    /// Starts the judge on spinning programs, sends it `signal`, and checks that it exits with
    /// `code` at once, leaving neither a process nor a scratch folder behind. The spinners
    /// would hold both cores for good if the judge left them, so it runs in an outer cgroup.
    fn stop_the_judge_with(signal: &str, name: &str, code: i32) {
        let outer = match Outer::new(&format!("interrupted-{}", signal)) {
            Some(outer) => outer,
            None => {
                assert!(!common::in_ci(), "CI has cgroup v1");
                return;
            }
        };
        let dir = scratch(&format!("interrupted-{}", signal));
        for i in 1..=4 {
            fs::write(dir.join(format!("{}.in", i)), "\n").expect("written");
            fs::write(dir.join(format!("{}.ans", i)), "\n").expect("written");
        }
        let mark = marker(&format!("spinner-{}", signal));
        let line = format!("sh -c 'while :; do :; done' {}", quoted_apart(&mark));
        let folder = dir.display().to_string();
        let args = ["--jobs", "2", "--time-limit", "30", "--cmd", &line, &folder];
        let child = outer
            .judge(&LEVELS[0], &args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("judge starts");
        // The outer cgroup's `timeout` runs the judge as its one child (and ends with its
        // exit status); the signal goes to the judge itself.
        let judge_pid = only_child(child.id());
        for _ in 0..100 {
            if !processes_with(&mark).is_empty() {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(!processes_with(&mark).is_empty(), "the spinners started");
        let scratch_dirs = || -> Vec<String> {
            fs::read_dir(std::env::temp_dir())
                .into_iter()
                .flatten()
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|name| name.starts_with(&format!("judge-{}-", judge_pid)))
                .collect()
        };
        assert!(
            !scratch_dirs().is_empty(),
            "the judge has scratch folders while it runs"
        );
        let killed = std::process::Command::new("kill")
            .args([&format!("-{}", signal), &judge_pid.to_string()])
            .status()
            .expect("kill runs");
        assert!(killed.success());
        let started = Instant::now();
        let out = child.wait_with_output().expect("judge ends");
        // A hang-only bound, over 5× a healthy run (the wall cap of the limit, and a kill).
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{:?}",
            started.elapsed()
        );
        assert_eq!(out.status.code(), Some(code), "{}", name);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!("stopped by {}", name)),
            "{}",
            stderr
        );
        assert_eq!(outer.left(), Vec::<String>::new());
        assert_eq!(survivors(&mark), Vec::<String>::new());
        assert_eq!(scratch_dirs(), Vec::<String>::new());
    }

    /// The pid of the one child of `parent`, waited for up to ten seconds (a hang-only bound).
    fn only_child(parent: u32) -> u32 {
        let children = format!("/proc/{0}/task/{0}/children", parent);
        for _ in 0..500 {
            let text = fs::read_to_string(&children).unwrap_or_default();
            if let Some(pid) = text.split_whitespace().next() {
                return pid.parse().expect("a pid");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("{} started no child", parent);
    }
}
