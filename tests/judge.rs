//! The checker itself: comparison rules on a golden suite, verdicts for hostile programs, the
//! command line, and the testdata conventions of other judges.

use bfs_puzzles::cases::{self, Case};
use bfs_puzzles::compare::Comparison;
use bfs_puzzles::judge::{self, CaseLimits, Checker, Judgement, Verdict};
use bfs_puzzles::run::{self, Limits, Program};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("judge-tests")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// A folder with one case `01` of the given input and answer.
fn one_case_folder(name: &str, input: &[u8], answer: &[u8]) -> (PathBuf, Case) {
    let dir = scratch(name);
    fs::write(dir.join("01.in"), input).expect("input written");
    fs::write(dir.join("01.ans"), answer).expect("answer written");
    let case = cases::discover(&dir).expect("one case").remove(0);
    (dir, case)
}

fn limits(seconds: f64) -> CaseLimits {
    CaseLimits {
        run: Limits {
            time: Duration::from_secs_f64(seconds),
            output_bytes: 64 << 20,
        },
        memory_kib: 256 << 10,
    }
}

fn judge_shell(line: &str, case: &Case, limits: &CaseLimits) -> judge::CaseReport {
    let program = Program::Shell(line.to_string());
    judge::judge_case(&program, case, &Checker::Compare(Comparison::Lines), limits)
        .expect("the case is judged")
}

#[test]
fn golden_comparisons_give_the_recorded_verdicts() {
    let golden = manifest_dir().join("tests/golden");
    let mut checked = 0;
    for entry in fs::read_dir(&golden).expect("tests/golden exists") {
        let dir = entry.expect("entry").path();
        let answer = fs::read(dir.join("answer")).expect("answer");
        let output = fs::read(dir.join("output")).expect("output");
        let verdicts = fs::read_to_string(dir.join("verdicts")).expect("verdicts");
        for line in verdicts.lines() {
            let (rule, verdict) = line.split_once(' ').expect("`rule verdict`");
            let comparison = Comparison::from_name(rule).expect("a known rule");
            let result = comparison.compare(&answer, &output);
            let got = if result.is_ok() { "AC" } else { "WA" };
            assert_eq!(
                got,
                verdict,
                "{} under {}: {:?}",
                dir.display(),
                rule,
                result
            );
            if let Err(mismatch) = result {
                assert!(
                    !mismatch.0.contains('\n'),
                    "one-line message: {:?}",
                    mismatch.0
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 40, "only {} golden checks", checked);
}

#[test]
fn mismatch_messages_show_line_and_visible_whitespace() {
    let why = Comparison::Lines
        .compare(b"3\n22\n", b"3\n2 2\n")
        .unwrap_err();
    assert_eq!(why.0, "line 2: expected `22`, got `2·2`");
    let why = Comparison::Lines.compare(b"3\n", b"").unwrap_err();
    assert_eq!(
        why.0,
        "line 1: expected `3`, got end of output (0 lines instead of 1)"
    );
    let why = Comparison::Lines
        .compare(b"ok\n", b"\xff\xfe\n")
        .unwrap_err();
    assert_eq!(why.0, "line 1: expected `ok`, got `\\xff\\xfe`");
    let long = "9".repeat(5_000);
    let why = Comparison::Lines
        .compare(b"1\n", long.as_bytes())
        .unwrap_err();
    assert!(why.0.len() < 200, "long lines are cut: {}", why.0.len());
}

#[test]
fn every_bundled_answer_judged_against_itself_is_accepted() {
    for entry in fs::read_dir(manifest_dir().join("testdata")).expect("testdata/") {
        let dir = entry.expect("entry").path();
        let checker = Checker::for_folder(&dir).expect("a known checker");
        for case in cases::discover(&dir).expect("cases") {
            let answer = fs::read(&case.answer).expect("answer");
            let judgement = checker.check(&case, &answer).expect("checked");
            assert_eq!(judgement, Judgement::Accepted, "{}", case.answer.display());
        }
    }
}

#[test]
fn other_judges_testdata_conventions_pair_up_in_natural_order() {
    let dir = scratch("conventions");
    for (name, text) in [
        ("input10.txt", "a"),
        ("output10.txt", "a"),
        ("input2.txt", "b"),
        ("output2.txt", "b"),
        ("07", "c"),
        ("07.a", "c"),
        ("x.in", "d"),
        ("x.out", "d"),
        ("notes.md", "not a case"),
    ] {
        fs::write(dir.join(name), text).expect("written");
    }
    let found: Vec<(String, String)> = cases::discover(&dir)
        .expect("cases")
        .into_iter()
        .map(|c| {
            let answer = c
                .answer
                .file_name()
                .expect("name")
                .to_string_lossy()
                .into_owned();
            (c.name, answer)
        })
        .collect();
    let expected = [
        ("07", "07.a"),
        ("input2.txt", "output2.txt"),
        ("input10.txt", "output10.txt"),
        ("x", "x.out"),
    ];
    let expected: Vec<(String, String)> = expected
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(found, expected);
}

#[test]
fn an_input_without_an_answer_is_an_error_not_a_pass() {
    let dir = scratch("unpaired");
    fs::write(dir.join("01.in"), "1").expect("written");
    let error = cases::discover(&dir).unwrap_err();
    assert!(
        error.to_string().contains("01.in has no answer file"),
        "{}",
        error
    );
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
fn an_infinite_loop_is_a_time_limit_close_to_the_limit() {
    let (_dir, case) = one_case_folder("infinite-loop", b"", b"\n");
    let report = judge_shell("while :; do :; done", &case, &limits(0.5));
    assert_eq!(report.verdict, Verdict::TimeLimitExceeded);
    assert!(
        report.wall >= Duration::from_millis(500),
        "{:?}",
        report.wall
    );
    assert!(
        report.wall < Duration::from_millis(1_500),
        "{:?}",
        report.wall
    );
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

#[cfg(unix)]
mod unix {
    use super::*;

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
        let (_dir, case) = one_case_folder("allocation", b"", b"\n");
        // dd holds a 1 GiB buffer and fills it, so every page is touched.
        let line = "dd if=/dev/zero of=/dev/null bs=1073741824 count=1 2>/dev/null";
        let report = judge_shell(line, &case, &limits(20.0));
        assert_eq!(
            report.verdict,
            Verdict::MemoryLimitExceeded,
            "{}",
            report.message
        );
        assert!(
            report.memory_kib.unwrap_or(0) > 1 << 20,
            "{:?}",
            report.memory_kib
        );
    }

    /// Processes whose command line contains `needle`.
    fn processes_with(needle: &str) -> Vec<String> {
        let mut found = Vec::new();
        for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
            if let Ok(cmdline) = fs::read(entry.path().join("cmdline")) {
                let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
                if cmdline.contains(needle) {
                    found.push(cmdline);
                }
            }
        }
        found
    }

    #[test]
    fn a_forked_sleeper_is_killed_with_its_looping_parent() {
        let (_dir, case) = one_case_folder("sleeper", b"", b"\n");
        let report = judge_shell("sleep 7391 & while :; do :; done", &case, &limits(0.5));
        assert_eq!(report.verdict, Verdict::TimeLimitExceeded);
        std::thread::sleep(Duration::from_millis(100));
        assert_eq!(processes_with("sleep 7391"), Vec::<String>::new());
    }

    #[test]
    fn a_sleeper_left_behind_by_an_accepted_program_is_killed_too() {
        let (_dir, case) = one_case_folder("leftover", b"", b"ok\n");
        let report = judge_shell("(sleep 7392 &); echo ok", &case, &limits(5.0));
        assert_eq!(report.verdict, Verdict::Accepted, "{}", report.message);
        std::thread::sleep(Duration::from_millis(100));
        assert_eq!(processes_with("sleep 7392"), Vec::<String>::new());
    }

    #[test]
    fn the_checker_stays_small_while_judging_a_flood() {
        let (dir, _case) = one_case_folder("flood-memory", b"", b"\n");
        let line = format!(
            "exec '{}' --jobs 1 --cmd 'head -c 1073741824 /dev/zero' '{}'",
            env!("CARGO_BIN_EXE_judge"),
            dir.display()
        );
        let input = dir.join("01.in");
        let limits = Limits {
            time: Duration::from_secs(60),
            output_bytes: 1 << 20, // the judge's table; the flood goes to its own child's file
        };
        let run = run::execute(&Program::Shell(line), &input, &limits).expect("judge runs");
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(stdout.contains("OLE"), "{}", stdout);
        let peak = run.peak_kib.expect("measured on Unix");
        assert!(peak < 32 << 10, "the checker peaked at {} KiB", peak);
    }
}

fn judge_binary(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("judge runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn cmd_runs_a_shell_one_liner_against_a_folder() {
    let dir = scratch("cmd-cat");
    for i in 1..=3 {
        fs::write(dir.join(format!("{}.in", i)), format!("line {}\n", i)).expect("written");
        fs::write(dir.join(format!("{}.ans", i)), format!("line {}\n", i)).expect("written");
    }
    let (code, stdout, _) = judge_binary(&["--cmd", "cat", &dir.display().to_string()]);
    assert_eq!(code, Some(0), "{}", stdout);
    assert_eq!(stdout.matches("AC").count(), 4, "{}", stdout); // three cases and the summary
    let (code, stdout, _) = judge_binary(&["--cmd", "tr 1 9", &dir.display().to_string()]);
    assert_eq!(code, Some(1));
    assert!(
        stdout.contains("WA") && stdout.contains("line 1: expected `line·1`, got `line·9`"),
        "{}",
        stdout
    );
}

#[test]
fn json_output_is_one_document_with_cases_and_summary() {
    let (dir, _) = one_case_folder("json", b"\"quoted\"\n", b"\"quoted\"\n");
    let (code, stdout, _) = judge_binary(&["--json", "--cmd", "cat", &dir.display().to_string()]);
    assert_eq!(code, Some(0));
    assert!(
        stdout.starts_with("{\"cases\":[{\"name\":\"01\",\"verdict\":\"AC\""),
        "{}",
        stdout
    );
    assert!(
        stdout.contains("\"summary\":{\"total\":1,\"run\":1,\"accepted\":1,\"all_accepted\":true"),
        "{}",
        stdout
    );
    assert_eq!(stdout.trim_end().lines().count(), 1);
}

#[test]
fn usage_and_testdata_errors_exit_with_two() {
    let empty = scratch("no-cases");
    let (code, _, stderr) = judge_binary(&["--cmd", "cat", &empty.display().to_string()]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("no test cases"), "{}", stderr);
    let (code, _, stderr) = judge_binary(&["--time-limit", "soon"]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("--time-limit takes a positive number"),
        "{}",
        stderr
    );
    let (code, _, stderr) = judge_binary(&[
        "--cmd",
        "no-such-program-7391",
        &empty.display().to_string(),
    ]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("no test cases"), "{}", stderr); // checked before anything runs
    let (one_case, _) = one_case_folder("missing-program", b"1\n", b"1\n");
    let (code, stdout, stderr) = judge_binary(&[
        "--cmd",
        "no-such-program-7391",
        &one_case.display().to_string(),
    ]);
    assert_eq!(code, Some(2), "{}", stdout);
    assert!(
        stderr.contains("cannot run `no-such-program-7391`") && stderr.contains("not found"),
        "{}",
        stderr
    );
    let (code, _, stderr) = judge_binary(&["no_such_problem"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("no testdata folder"), "{}", stderr);
}

#[test]
fn case_filter_and_stop_on_fail_limit_what_runs() {
    let dir = scratch("filters");
    for (name, answer) in [("1-good", "x"), ("2-bad", "y"), ("3-good", "x")] {
        fs::write(dir.join(format!("{}.in", name)), "x\n").expect("written");
        fs::write(dir.join(format!("{}.ans", name)), answer).expect("written");
    }
    let folder = dir.display().to_string();
    let (code, stdout, _) = judge_binary(&["--cmd", "cat", "--case", "good", &folder]);
    assert_eq!(code, Some(0), "{}", stdout);
    assert!(!stdout.contains("2-bad"), "{}", stdout);
    let (code, stdout, _) =
        judge_binary(&["--cmd", "cat", "--jobs", "1", "--stop-on-fail", &folder]);
    assert_eq!(code, Some(1));
    assert!(
        stdout.contains("2-bad") && !stdout.contains("3-good"),
        "{}",
        stdout
    );
}

#[test]
fn the_jobs_option_judges_cases_in_parallel_with_the_same_verdicts() {
    let (code, stdout, _) = judge_binary(&["--jobs", "2", "nine_grid"]);
    assert_eq!(code, Some(0), "{}", stdout);
    assert!(stdout.contains("nine_grid 45/45 AC"), "{}", stdout);
}

#[cfg(unix)]
#[test]
fn an_external_checker_accepts_rejects_or_fails_by_its_exit_status() {
    let (_dir, case) = one_case_folder("external-checker", b"5\n", b"5\n");
    let program = Program::Shell("cat".to_string());
    for (script, verdict) in [
        ("cmp -s \"$2\" \"$3\"", Verdict::Accepted),
        ("echo 'wrong: 5 is not 6' >&2; exit 1", Verdict::WrongAnswer),
        ("echo 'checker crashed' >&2; exit 5", Verdict::CheckerError),
    ] {
        let checker =
            Checker::External(format!("sh -c '{}' checker", script.replace('\'', "'\\''")));
        let report = judge::judge_case(&program, &case, &checker, &limits(5.0)).expect("judged");
        assert_eq!(report.verdict, verdict, "{}: {}", script, report.message);
        if verdict == Verdict::WrongAnswer {
            assert_eq!(report.message, "wrong: 5 is not 6");
        }
    }
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
