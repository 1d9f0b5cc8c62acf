//! The checker itself: comparison rules on a golden suite, the testdata conventions of other
//! judges, the command line, and external checkers. Programs that misbehave are in
//! `tests/suite/hostile.rs`.

use crate::common;

use bfs_puzzles::cases;
use bfs_puzzles::compare::Comparison;
use bfs_puzzles::judge::{self, Judgement};
// The tests that run a shell line or an external checker are Unix-only (`sh`, `cmp`).
#[cfg(unix)]
use bfs_puzzles::judge::{Checker, Session, Verdict};
use bfs_puzzles::problem;
#[cfg(unix)]
use bfs_puzzles::run::Program;
use common::judging::*;
use std::fs;

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
    for package in bfs_puzzles::app::bundled_packages().expect("packages") {
        for case in cases::discover(&package.dir).expect("cases") {
            let judgement = package
                .checker
                .check(&case, &case.answer, judge::CHECKER_TIME)
                .expect("checked");
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
        stdout.starts_with("{\"containment\":\"")
            && stdout.contains(",\"cases\":[{\"name\":\"01\",\"verdict\":\"AC\""),
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
fn every_json_document_has_the_same_fields_judged_or_not() {
    /// The top-level keys of a one-line JSON object, in order.
    fn top_keys(document: &str) -> Vec<String> {
        let (mut depth, mut in_string, mut escaped) = (0, false, false);
        let mut keys = Vec::new();
        let mut current = String::new();
        let bytes: Vec<char> = document.trim().chars().collect();
        for (i, &c) in bytes.iter().enumerate() {
            if in_string {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == '"' {
                    in_string = false;
                    if depth == 1 && bytes.get(i + 1) == Some(&':') {
                        keys.push(current.clone());
                    }
                } else {
                    current.push(c);
                }
                continue;
            }
            match c {
                '"' => {
                    in_string = true;
                    current.clear();
                }
                '{' | '[' => depth += 1,
                '}' | ']' => depth -= 1,
                _ => {}
            }
        }
        keys
    }
    let (dir, _) = one_case_folder("json-shapes", b"1\n", b"1\n");
    let folder = dir.display().to_string();
    let (code, judged, _) = judge_binary(&["--json", "--cmd", "cat", &folder]);
    assert_eq!(code, Some(0), "{}", judged);
    let expected = [
        "containment",
        "judged",
        "compile_error",
        "stopped",
        "cases",
        "summary",
    ];
    assert_eq!(top_keys(&judged), expected, "{}", judged);
    let mut shapes = vec![judged];
    if have("gcc") {
        let source = scratch("json-compile-error").join("broken.c");
        fs::write(&source, "int main( {\n").expect("source written");
        let (code, document, _) = judge_binary(&["--json", &source.display().to_string(), &folder]);
        assert_eq!(code, Some(1), "{}", document);
        assert!(
            document.contains("\"compile_error\":{\"source\":")
                && document.contains("\"all_accepted\":false"),
            "{}",
            document
        );
        shapes.push(document);
    }
    let (code, not_judged, _) = judge_binary(&["--json", "--cmd", "no-such-program-5521", &folder]);
    assert_eq!(code, Some(2), "{}", not_judged);
    assert!(
        not_judged.contains("\"stopped\":\"cannot run"),
        "{}",
        not_judged
    );
    shapes.push(not_judged);
    for document in &shapes {
        assert_eq!(top_keys(document), expected, "{}", document);
        assert!(
            document.contains("\"summary\":{\"total\":")
                && document.contains(",\"slowest_ms\":")
                && document.contains(",\"largest_memory_kib\":"),
            "{}",
            document
        );
        assert_eq!(document.trim_end().lines().count(), 1, "{}", document);
    }
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
    assert!(
        stderr.contains("no problem `no_such_problem`"),
        "{}",
        stderr
    );
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
    let total: usize = bfs_puzzles::app::bundled_packages()
        .expect("packages")
        .iter()
        .filter(|p| p.solution == "nine_grid")
        .map(|p| cases::discover(&p.dir).expect("cases").len())
        .sum();
    assert!(
        stdout.contains(&format!("all {}/{} AC", total, total)),
        "{}",
        stdout
    );
}

#[cfg(unix)]
#[test]
fn an_external_checker_accepts_rejects_or_fails_by_its_exit_status() {
    let (_dir, case) = one_case_folder("external-checker", b"5\n", b"5\n");
    for (script, verdict) in [
        ("cmp -s \"$2\" \"$3\"", Verdict::Accepted),
        ("echo 'wrong: 5 is not 6' >&2; exit 1", Verdict::WrongAnswer),
        ("echo 'checker crashed' >&2; exit 5", Verdict::CheckerError),
    ] {
        let checker =
            Checker::External(format!("sh -c '{}' checker", script.replace('\'', "'\\''")));
        let session = Session::new(Program::Shell("cat".to_string()), checker);
        let report = judge::judge_case(&session, &case).expect("judged");
        assert_eq!(report.verdict, verdict, "{}: {}", script, report.message);
        if verdict == Verdict::WrongAnswer {
            assert_eq!(report.message, "wrong: 5 is not 6");
        }
    }
}

#[test]
fn option_values_are_validated_and_never_panic() {
    for args in [
        ["--time-limit", "1e20"],
        ["--time-limit", "nan"],
        ["--time-limit", "-1"],
        ["--time-limit", "0"],
        ["--memory-limit", "inf"],
        ["--checker-time-limit", "-3"],
        ["--jobs", "1.5"],
        ["--jobs", "0"],
        ["--jobs", "many"],
    ] {
        let (code, _, stderr) = judge_binary(&args);
        assert_eq!(code, Some(2), "{:?}: {}", args, stderr);
        assert!(
            stderr.starts_with(&format!("judge: {} takes", args[0])),
            "{:?}: {}",
            args,
            stderr
        );
        assert!(!stderr.contains("panicked"), "{}", stderr);
    }
    let (dir, _) = one_case_folder("equals-form", b"1\n", b"1\n");
    let folder = dir.display().to_string();
    let (code, stdout, _) = judge_binary(&["--jobs=2", "--time-limit=5", "--cmd=cat", &folder]);
    assert_eq!(code, Some(0), "{}", stdout);
}

#[test]
fn a_missing_checker_is_a_usage_error_before_any_case() {
    let (dir, _) = one_case_folder("missing-checker", b"1\n", b"1\n");
    let folder = dir.display().to_string();
    let (code, stdout, stderr) =
        judge_binary(&["--cmd", "cat", "--checker", "no-such-checker-7391", &folder]);
    assert_eq!(code, Some(2), "{}", stdout);
    assert!(stderr.contains("no-such-checker-7391"), "{}", stderr);
    assert!(!stdout.contains("CE"), "no case was run: {}", stdout);
}

#[cfg(unix)]
#[test]
fn a_program_file_that_is_not_executable_is_a_usage_error() {
    let (dir, _) = one_case_folder("not-executable", b"1\n", b"1\n");
    let script = dir.join("solution.sh");
    fs::write(&script, "#!/bin/sh\ncat\n").expect("written");
    let folder = dir.display().to_string();
    let (code, _, stderr) = judge_binary(&["--cmd", &script.display().to_string(), &folder]);
    assert_eq!(code, Some(2), "{}", stderr);
    assert!(stderr.contains("not executable"), "{}", stderr);
}

#[cfg(unix)]
#[test]
fn symlinked_inputs_and_answers_are_followed() {
    let dir = scratch("symlinks");
    let elsewhere = scratch("symlink-targets");
    fs::write(elsewhere.join("real.in"), "7\n").expect("written");
    fs::write(elsewhere.join("real.ans"), "7\n").expect("written");
    fs::write(dir.join("1.in"), "1\n").expect("written");
    fs::write(dir.join("1.ans"), "1\n").expect("written");
    std::os::unix::fs::symlink(elsewhere.join("real.in"), dir.join("2.in")).expect("link");
    std::os::unix::fs::symlink(elsewhere.join("real.ans"), dir.join("2.ans")).expect("link");
    let found = cases::discover(&dir).expect("cases");
    assert_eq!(found.len(), 2, "{:?}", found);
    let (code, stdout, _) = judge_binary(&["--cmd", "cat", &dir.display().to_string()]);
    assert_eq!(code, Some(0), "{}", stdout);
    assert!(stdout.contains("2/2 AC"), "{}", stdout);
}

#[cfg(unix)]
#[test]
fn an_unreadable_input_is_a_testdata_error_naming_the_file() {
    let (dir, case) = one_case_folder("unreadable", b"1\n", b"1\n");
    std::os::unix::fs::symlink(dir.join("gone"), dir.join("02.in")).expect("link");
    fs::write(dir.join("02.ans"), "1\n").expect("written");
    let error = cases::discover(&dir).unwrap_err().to_string();
    assert!(error.contains("02.in"), "{}", error);
    // A file that vanishes (or cannot be opened) between discovery and the run.
    fs::remove_file(dir.join("02.in")).expect("removed");
    fs::remove_file(&case.input).expect("removed");
    let session = Session::new(
        Program::Shell("cat".to_string()),
        Checker::Compare(Comparison::Lines),
    );
    let error = judge::judge_case(&session, &case).unwrap_err().to_string();
    assert!(error.contains("01.in"), "{}", error);
    assert!(
        !error.contains("cat"),
        "the program is not blamed: {}",
        error
    );
}

#[cfg(target_os = "linux")]
#[test]
fn a_file_name_that_is_not_utf8_still_runs() {
    use std::os::unix::ffi::OsStrExt;
    let dir = scratch("non-utf8-name");
    let name = std::ffi::OsStr::from_bytes(b"caf\xe9");
    fs::write(dir.join(name).with_extension("in"), "1\n").expect("written");
    fs::write(dir.join(name).with_extension("ans"), "1\n").expect("written");
    let (code, stdout, stderr) = judge_binary(&["--cmd", "cat", &dir.display().to_string()]);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
    assert!(stdout.contains("caf\u{fffd}"), "{}", stdout);
}

#[test]
fn a_missing_answer_names_the_convention_it_looked_for() {
    for (input, wanted) in [
        ("input1.txt", "output1.txt"),
        ("01", "01.a"),
        ("x.in", "x.ans or x.out"),
    ] {
        let dir = scratch(&format!("missing-{}", input));
        fs::write(dir.join(input), "1").expect("written");
        let error = cases::discover(&dir).unwrap_err().to_string();
        assert!(
            error.contains(&format!("expected {} beside it", wanted)),
            "{}",
            error
        );
    }
}

fn have(tool: &str) -> bool {
    let found = std::process::Command::new(tool)
        .arg("--version")
        .output()
        .map_or(false, |o| o.status.success());
    if !found {
        eprintln!("skipped: no {}", tool);
    }
    found
}

fn example(name: &str) -> String {
    manifest_dir()
        .join("docs/examples")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn a_correct_lanqiao_solution_in_cpp_is_accepted_on_its_problem_and_wrong_on_luogus() {
    if !have("g++") {
        return;
    }
    let source = example("nine_grid_lanqiao.cpp");
    // The boards up to 9 moves (two each): the whole package is ten per distance from 10 up,
    // seconds of CPU for this plain search, and close to the time limit on a busy machine.
    let (code, stdout, stderr) = judge_binary(&[&source, "PREV-19", "--case", "50-at-distance-0"]);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
    assert!(
        stdout.contains("nine_grid/lanqiao-prev-19 20/20 AC;"),
        "{}",
        stdout
    );
    let (code, stdout, _) = judge_binary(&[&source, "luogu-p1379", "--case", "=01-sample"]);
    assert_eq!(code, Some(1), "{}", stdout);
    assert!(
        stdout.contains("WA") && stdout.contains("line 1: expected `4`, got `-1`"),
        "{}",
        stdout
    );
}

#[test]
fn a_python_solution_is_judged_the_same_way() {
    if !have("python3") {
        return;
    }
    let source = example("nine_grid_lanqiao.py");
    let (code, stdout, stderr) = judge_binary(&[&source, "prev19", "--case", "sample"]);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
    assert!(stdout.contains("2/2 AC"), "{}", stdout);
}

#[test]
fn a_source_that_does_not_compile_is_a_compile_error_and_no_case_runs() {
    if !have("gcc") {
        return;
    }
    let dir = scratch("compile-error");
    let source = dir.join("broken.c");
    fs::write(&source, "int main( {\n").expect("written");
    let (code, stdout, _) = judge_binary(&[&source.display().to_string(), "P1379"]);
    assert_eq!(code, Some(1), "{}", stdout);
    assert!(stdout.starts_with("CE "), "{}", stdout);
    assert!(stdout.contains("error"), "the compiler's lines: {}", stdout);
    assert!(
        !stdout.contains(" AC") && !stdout.contains("WA"),
        "{}",
        stdout
    );
}

#[test]
fn a_python_syntax_error_is_one_compile_error_naming_its_line() {
    if !have("python3") {
        return;
    }
    let dir = scratch("python-syntax-error");
    let source = dir.join("syn.py");
    fs::write(&source, "import sys\n\nprint(sys.stdin.read(\n").expect("written");
    let (code, stdout, _) = judge_binary(&[&source.display().to_string(), "P1379"]);
    assert_eq!(code, Some(1), "{}", stdout);
    assert!(stdout.starts_with("CE "), "{}", stdout);
    assert!(
        stdout.contains("line 3"),
        "the line of the error: {}",
        stdout
    );
    assert_eq!(stdout.matches("SyntaxError").count(), 1, "once: {}", stdout);
    assert!(!stdout.contains("RE"), "no case was run: {}", stdout);
    assert!(
        !dir.join("__pycache__").exists(),
        "the check writes nothing beside the source"
    );
}

#[test]
fn a_missing_compiler_says_what_to_install() {
    let dir = scratch("missing-compiler");
    let source = dir.join("solution.kt");
    fs::write(&source, "fun main() {}\n").expect("written");
    let (code, _, stderr) = judge_binary(&[
        &source.display().to_string(),
        "P1379",
        "--compile",
        "no-such-compiler-7391 {src} -o {out}",
    ]);
    assert_eq!(code, Some(2), "{}", stderr);
    assert!(
        stderr.contains("no-such-compiler-7391") && stderr.contains("install"),
        "{}",
        stderr
    );
    let (code, _, stderr) = judge_binary(&[&source.display().to_string(), "P1379"]);
    assert_eq!(code, Some(2), "{}", stderr);
    assert!(
        stderr.contains("--compile"),
        "an unknown extension asks for commands: {}",
        stderr
    );
}

#[test]
fn a_usaco_program_that_reads_and_writes_files_is_judged_as_it_is() {
    if !have("gcc") {
        return;
    }
    // Copies its target to the answer's shape through msquare.in / msquare.out: right only
    // for the start itself, which is enough to see the files used.
    let dir = scratch("usaco-files");
    let source = dir.join("msquare.c");
    fs::write(
        &source,
        "#include <stdio.h>\nint main(void) {\n  FILE *in = fopen(\"msquare.in\", \"r\");\n  FILE *out = fopen(\"msquare.out\", \"w\");\n  int x, sum = 0;\n  for (int i = 0; i < 8; i++) { fscanf(in, \"%d\", &x); sum = sum * 10 + x; }\n  fprintf(out, sum == 12345678 ? \"0\\n\\n\" : \"?\\n\");\n  printf(\"stdout is not judged when msquare.out is written\\n\");\n  return 0;\n}\n",
    )
    .expect("written");
    let (code, stdout, stderr) = judge_binary(&[
        &source.display().to_string(),
        "msquare",
        "--case",
        "start-is-target",
    ]);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
}

#[test]
fn the_list_shows_every_package_with_its_judge_limits_rule_and_cases() {
    let (code, stdout, _) = judge_binary(&["--list", "--wide"]);
    assert_eq!(code, Some(0));
    let packages = bfs_puzzles::app::bundled_packages().expect("packages");
    for package in &packages {
        let row = stdout
            .lines()
            .find(|line| line.starts_with(&format!("{} ", package.label())))
            .unwrap_or_else(|| panic!("{} is not listed:\n{}", package.label(), stdout));
        let count = cases::discover(&package.dir)
            .expect("cases")
            .len()
            .to_string();
        for field in [
            &package.judge,
            &package.time_text,
            &package.memory_text,
            &package.checker_name,
            &count,
        ] {
            assert!(
                row.contains(field.as_str()),
                "{} lacks {}: {}",
                package.label(),
                field,
                row
            );
        }
    }
}

#[test]
fn problems_are_found_by_folder_alias_and_judge_in_any_spelling() {
    let packages = bfs_puzzles::app::bundled_packages().expect("packages");
    for (name, label) in [
        ("P1379", "nine_grid/luogu-p1379"),
        ("luogu-p1379", "nine_grid/luogu-p1379"),
        ("PREV-19", "nine_grid/lanqiao-prev-19"),
        ("hdu1043", "eight_puzzle/hdu-1043"),
        ("ZOJ 1217", "eight_puzzle/hdu-1043"),
        ("acwing-179", "eight_puzzle/acwing-179"),
        ("AcWing1107", "magic_board/usaco-msquare"),
        ("nine_grid/extras", "nine_grid/extras"),
    ] {
        match problem::find(&packages, name) {
            Some(problem::Found::Package(p)) => assert_eq!(p.label(), label, "{}", name),
            other => panic!("{} found {:?}", name, other.map(|_| "something else")),
        }
    }
    let close = problem::close_matches(&packages, "P1397");
    assert!(close.contains(&"P1379".to_string()), "{:?}", close);
}

#[test]
fn natural_first_tries_work_or_explain() {
    let path = manifest_dir().join("testdata/nine_grid");
    for name in [path.display().to_string(), "nine_grid/".to_string()] {
        let (code, stdout, stderr) = judge_binary(&[&name, "--case", "sample"]);
        assert_eq!(code, Some(0), "{}: {}{}", name, stdout, stderr);
        assert!(stdout.contains("nine_grid/lanqiao-prev-19"), "{}", stdout);
    }
    let (dir, _) = one_case_folder("my-own-cases", b"1\n", b"1\n");
    let (code, _, stderr) = judge_binary(&[&dir.display().to_string()]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("give a source file or --cmd"), "{}", stderr);
    let (code, _, stderr) = judge_binary(&["P1397"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("did you mean P1379"), "{}", stderr);
}

#[test]
fn a_case_filter_that_matches_nothing_is_an_error_and_equals_means_exactly() {
    let (code, _, stderr) = judge_binary(&["P1379", "--case", "no-such-case"]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("no case matches --case no-such-case"),
        "{}",
        stderr
    );
    let (code, stdout, _) = judge_binary(&["eight_puzzle/poj-1077", "--case", "=01-sample"]);
    assert_eq!(code, Some(0), "{}", stdout);
    assert!(stdout.contains("(1 case;"), "{}", stdout);
    let (_, stdout, _) = judge_binary(&["eight_puzzle/poj-1077", "--case", "07"]);
    assert!(
        stdout.contains("07-reversed") && stdout.contains("distance-07"),
        "a substring: {}",
        stdout
    );
}

#[test]
fn control_bytes_in_outputs_and_names_never_reach_the_terminal() {
    let dir = scratch("control-bytes");
    fs::write(dir.join("a\u{1b}[31m.in"), "1\n").expect("written");
    fs::write(dir.join("a\u{1b}[31m.ans"), "1\n").expect("written");
    let (_, stdout, _) =
        judge_binary(&["--cmd", "printf '\\033[2J\\n'", &dir.display().to_string()]);
    assert!(!stdout.contains('\u{1b}'), "{:?}", stdout);
    assert!(stdout.contains("WA"), "{}", stdout);
}

#[test]
fn help_is_the_usage_block_of_the_readme() {
    let (code, stdout, _) = judge_binary(&["--help"]);
    assert_eq!(code, Some(0));
    let readme = fs::read_to_string(manifest_dir().join("README.md")).expect("README.md");
    assert!(
        readme.contains(stdout.trim_end()),
        "README.md does not show `judge --help` as it is:\n{}",
        stdout
    );
}

/// Runs the judge on a pseudo-terminal (util-linux `script`), with `term` as TERM.
fn judge_on_a_terminal(args: &str, term: &str) -> Option<String> {
    let line = format!("{} {}", env!("CARGO_BIN_EXE_judge"), args);
    let out = std::process::Command::new("script")
        .args(["-qfec", &line, "/dev/null"])
        .env("TERM", term)
        .env_remove("NO_COLOR")
        .env("COLUMNS", "200")
        .output()
        .ok()?;
    if !out.status.success() && out.stdout.is_empty() {
        eprintln!("skipped: `script` cannot give the judge a terminal here");
        return None;
    }
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn on_a_terminal_a_live_line_names_the_running_cases_and_verdicts_have_colours() {
    let dir = scratch("terminal");
    for (name, answer) in [("fast", "1\n"), ("slow", "1\n"), ("wrong", "2\n")] {
        fs::write(dir.join(format!("{}.in", name)), "1\n").expect("written");
        fs::write(dir.join(format!("{}.ans", name)), answer).expect("written");
    }
    let args = format!(
        "--jobs 2 --cmd 'read x; [ \"$x\" = 1 ] && sleep 0.4; echo $x' {}",
        dir.display()
    );
    let shown = match judge_on_a_terminal(&args, "xterm") {
        Some(shown) => shown,
        None => return,
    };
    assert!(shown.contains("done; running"), "{:?}", shown);
    assert!(
        shown.contains(" 0.3 s") || shown.contains(" 0.2 s"),
        "elapsed times: {:?}",
        shown
    );
    assert!(shown.contains("\u{1b}[32mAC"), "AC in green: {:?}", shown);
    assert!(shown.contains("\u{1b}[31mWA"), "WA in red: {:?}", shown);
    let plain = judge_on_a_terminal(&args, "dumb").expect("a terminal");
    assert!(
        !plain.contains("\u{1b}[3"),
        "no colours for TERM=dumb: {:?}",
        plain
    );
}

#[test]
fn an_option_error_is_one_line_and_a_pointer_to_help_not_the_whole_usage() {
    let (code, _, stderr) = judge_binary(&["--jobs", "many"]);
    assert_eq!(code, Some(2));
    assert!(stderr.starts_with("judge: --jobs takes"), "{}", stderr);
    assert!(stderr.contains("judge --help"), "{}", stderr);
    assert!(!stderr.contains("usage:"), "{}", stderr);
    assert_eq!(stderr.trim_end().lines().count(), 2, "{}", stderr);
}

#[test]
fn a_folder_or_a_missing_file_in_the_source_place_is_named_for_what_it_is() {
    let folder = scratch("a-folder-as-source").display().to_string();
    let (code, _, stderr) = judge_binary(&[&folder, "PREV-19"]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("is a folder, not a source file") && stderr.contains("--cmd"),
        "{}",
        stderr
    );
    let missing = scratch("missing-source").join("nosuch.cpp");
    let (code, _, stderr) = judge_binary(&[&missing.display().to_string(), "PREV-19"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("no source file"), "{}", stderr);
    assert!(!stderr.contains("os error"), "{}", stderr);
}

#[test]
fn trace_of_an_unknown_name_lists_the_puzzles_it_knows() {
    let (code, _, stderr) = judge_binary(&["trace", "nosuch", "1"]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("no problem `nosuch`") && stderr.contains("nine_grid"),
        "{}",
        stderr
    );
    assert!(!stderr.contains("folder"), "{}", stderr);
}

#[test]
fn the_heading_shows_the_limits_that_apply_with_the_judges_beside_them() {
    let (_, stdout, stderr) = judge_binary(&[
        "--cmd",
        "echo 3",
        "PREV-19",
        "--case",
        "=01-sample-1",
        "--time-limit",
        "5",
        "--memory-limit",
        "128",
    ]);
    assert!(
        stdout.contains("5 s (the judge's: 2 s)") && stdout.contains("128 MB (the judge's: 64 MB)"),
        "{}{}",
        stdout,
        stderr
    );
}

/// A stand-in named `java` (no JDK needed): it prints nothing, so the one case is WA, and the
/// heading shows the limits the judge chose for a JVM.
fn heading_for_a_java_command(problem: &str) -> String {
    let dir = scratch(&format!("java-heading-{}", problem));
    let java = dir.join("java");
    fs::write(&java, "#!/bin/sh\ncat >/dev/null\n").expect("script written");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&java, fs::Permissions::from_mode(0o755)).expect("made executable");
    }
    let command = format!("{} -cp . Main", java.display());
    let (_, stdout, _) = judge_binary(&["--cmd", &command, "--case", "01", problem]);
    heading(&stdout).to_string()
}

#[test]
fn a_java_program_is_judged_under_the_java_figures_its_judge_states() {
    let heading = heading_for_a_java_command("hdu-1043");
    assert!(
        heading.contains("HDU 1043: 10 s, 64 MB (Java: "),
        "{}",
        heading
    );
}

#[test]
fn counts_of_one_are_singular_in_the_trace() {
    let (code, stdout, stderr) = judge_binary(&["trace", "nine_grid", "12345678.", "1234567.8"]);
    assert_eq!(code, Some(0), "{}", stderr);
    assert!(stdout.contains("a shortest path, 1 move "), "{}", stdout);
    assert!(
        !stdout.contains(" 1 moves") && !stdout.contains(" 1 levels"),
        "{}",
        stdout
    );
    let (code, stdout, stderr) = judge_binary(&["trace", "acwing-179", "1 2 3 4 5 6 7 8 x"]);
    assert_eq!(code, Some(0), "{}", stderr);
    assert!(stdout.contains("the empty path"), "{}", stdout);
    assert!(!stdout.contains("``"), "{}", stdout);
}

#[test]
fn a_java_program_gets_the_jvm_allowance_where_its_judge_states_no_java_limit() {
    let heading = heading_for_a_java_command("poj-1077");
    assert!(
        heading.contains("1 s, 64 MB + 22 MB (Java: no Java limit stated"),
        "{}",
        heading
    );
}

#[test]
fn a_program_off_the_jvm_is_judged_under_the_packages_own_limits() {
    let (_, stdout, _) = judge_binary(&["--cmd", "cat", "--case", "01", "hdu-1043"]);
    let heading = heading(&stdout);
    assert!(
        heading.contains("HDU 1043: 5 s, 32 MB, eight"),
        "{}",
        heading
    );
}

#[test]
fn the_heading_names_the_time_caps_in_force_and_a_wall_limit_replaces_the_safety_net() {
    // HDU 1043: 5 s of CPU time; idle time capped at max(5 s, 1 s), the wall clock at
    // 10 × 5 s + 10 s, where this machine measures idle time.
    let (_, stdout, _) = judge_binary(&["--cmd", "cat", "--case", "01", "hdu-1043"]);
    let caps = heading(&stdout);
    let idle = "CPU time 5.00 s, idle 5.00 s, wall-clock safety net 60.00 s";
    let no_idle = "CPU time 5.00 s, wall clock 10.00 s (idle time not measured here)";
    assert!(caps.contains(idle) || caps.contains(no_idle), "{}", caps);
    let (_, stdout, _) = judge_binary(&[
        "--cmd",
        "cat",
        "--case",
        "01",
        "--wall-limit",
        "7",
        "hdu-1043",
    ]);
    let caps = heading(&stdout);
    assert!(caps.contains("wall limit 7.00 s"), "{}", caps);
    assert!(!caps.contains("safety net"), "{}", caps);
}

#[test]
fn the_list_says_how_each_judge_limits_java() {
    let (code, stdout, _) = judge_binary(&["--list", "--wide"]);
    assert_eq!(code, Some(0));
    let line = |label: &str| {
        stdout
            .lines()
            .find(|l| l.starts_with(&format!("{}: ", label)))
            .unwrap_or_else(|| panic!("no description of {}:\n{}", label, stdout))
            .to_string()
    };
    assert!(line("eight_puzzle/hdu-1043").contains("Java: 10 s, 64 MB, the statement's"));
    assert!(line("eight_puzzle/poj-1077").contains("Java: 1 s, 64 MB + 22 MB, no Java limit"));
}

#[test]
fn two_jvms_judged_at_once_do_not_collide_over_their_perf_data_file() {
    // In the PID namespace of each case both JVMs have the same pid, and a JVM names its
    // perf-data file in the shared /tmp by its pid: without -XX:-UsePerfData the second one
    // prints a warning on stdout, which is WA. Each sleeps, so the two overlap.
    if !have("javac") || !have("java") {
        return;
    }
    let dir = scratch("two-jvms");
    let source = dir.join("Main.java");
    fs::write(
        &source,
        "public class Main { public static void main(String[] a) throws Exception {\n  Thread.sleep(400); System.out.println(7);\n} }\n",
    )
    .expect("source written");
    let cases = dir.join("cases");
    fs::create_dir_all(&cases).expect("cases folder");
    for name in ["a", "b"] {
        fs::write(cases.join(format!("{}.in", name)), "").expect("input");
        fs::write(cases.join(format!("{}.ans", name)), "7\n").expect("answer");
    }
    let (code, stdout, stderr) = judge_binary(&[
        &source.display().to_string(),
        &cases.display().to_string(),
        "--jobs",
        "2",
        "--memory-limit",
        "512",
    ]);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
}

/// `printf "4 \n"` on P1379's sample: WA under the exact rule, AC under tokens.
const TRAILING_SPACE: &str = "printf '4 \\n'";

#[test]
fn exact_and_tokens_are_named_in_the_heading_as_the_rule_in_force() {
    for (flag, verdict, rule) in [
        ("--exact", Some(1), "exact (the judge's: lines)"),
        ("--tokens", Some(0), "tokens (the judge's: lines)"),
    ] {
        let (code, stdout, stderr) = judge_binary(&[
            "--cmd",
            TRAILING_SPACE,
            "P1379",
            "--case",
            "=01-sample",
            flag,
        ]);
        assert_eq!(code, verdict, "{}{}", stdout, stderr);
        let heading = stdout.lines().nth(1).unwrap_or("");
        // The rule closes the judge's part of the heading; the time caps follow it.
        assert!(heading.contains(&format!("{}; ", rule)), "{}", stdout);
    }
}

#[test]
fn exact_and_tokens_together_are_a_usage_error() {
    let (code, stdout, stderr) =
        judge_binary(&["--cmd", TRAILING_SPACE, "P1379", "--tokens", "--exact"]);
    assert_eq!(code, Some(2), "{}", stdout);
    assert!(stderr.contains("two comparison rules"), "{}", stderr);
    assert!(stdout.is_empty(), "{}", stdout);
}

#[test]
fn the_exact_rule_counts_the_differing_byte_and_column_from_one() {
    let (code, stdout, _) = judge_binary(&[
        "--cmd",
        TRAILING_SPACE,
        "P1379",
        "--case",
        "=01-sample",
        "--exact",
    ]);
    assert_eq!(code, Some(1));
    assert!(stdout.contains("byte 2 (line 1, column 2)"), "{}", stdout);
}

#[test]
fn a_problem_given_before_its_source_is_recognised_as_swapped() {
    let source = scratch("swapped").join("p1379.cpp");
    fs::write(&source, "int main() {}\n").expect("written");
    let source = source.display().to_string();
    let (code, _, stderr) = judge_binary(&["P1379", &source]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("the source comes first")
            && stderr.contains(&format!("judge {} P1379", source)),
        "{}",
        stderr
    );
}

#[test]
fn every_command_says_did_you_mean_for_a_misspelt_problem() {
    for args in [
        vec!["P1397"],
        vec!["paste", "P1397"],
        vec!["export", "P1397", "--to", "kattis"],
        vec!["trace", "P1397", "1"],
    ] {
        let (code, _, stderr) = judge_binary(&args);
        assert_eq!(code, Some(2), "{:?}", args);
        assert!(
            stderr.contains("no problem `P1397`; did you mean P1379"),
            "{:?}: {}",
            args,
            stderr
        );
    }
}

#[test]
fn the_titles_judges_give_name_packages_and_puzzles() {
    let packages = bfs_puzzles::app::bundled_packages().expect("packages");
    for (title, label) in [
        ("九宫重排", "nine_grid/lanqiao-prev-19"),
        ("八数码难题", "nine_grid/luogu-p1379"),
        ("跳蚱蜢", "grasshoppers/lanqiao-642"),
        ("八数码 II", "eight_ii/hdu-3567"),
        ("Magic Squares", "magic_board/usaco-msquare"),
    ] {
        match problem::resolve(&packages, title) {
            Ok(package) => assert_eq!(package.label(), label, "{}", title),
            Err(why) => panic!("{}: {}", title, why),
        }
    }
    match problem::find(&packages, "魔板") {
        Some(problem::Found::Solution(solution, _)) => assert_eq!(solution, "magic_board"),
        other => panic!("魔板 found {:?}", other.map(|_| "something else")),
    }
    // AcWing titles both its step-count and its path problem 八数码.
    let why = problem::resolve(&packages, "八数码").expect_err("two puzzles");
    let why = why.to_string();
    assert!(
        why.contains("nine_grid/acwing-845") && why.contains("eight_puzzle/acwing-179"),
        "{}",
        why
    );
    let (code, stdout, stderr) =
        judge_binary(&["trace", "魔板", "2", "6", "8", "4", "5", "7", "3", "1"]);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
}

#[test]
fn paste_takes_the_usual_names_of_languages_and_options_before_the_command() {
    for args in [
        vec!["paste", "P1379", "--lang", "c++"],
        vec!["paste", "P1379", "--lang", "py"],
        vec!["paste", "P1379", "--lang", "python3"],
        vec!["--lang", "cpp", "paste", "P1379"],
    ] {
        let (code, stdout, stderr) = judge_binary(&args);
        assert_eq!(code, Some(0), "{:?}: {}", args, stderr);
        assert!(stdout.contains("九宫重排"), "{:?}", args);
    }
}

#[test]
fn json_names_each_package_with_its_limits_and_rule() {
    let (code, stdout, stderr) = judge_binary(&[
        "--json",
        "--cmd",
        TRAILING_SPACE,
        "P1379",
        "--case",
        "=01-sample",
        "--tokens",
    ]);
    assert_eq!(code, Some(0), "{}", stderr);
    assert!(
        stdout.contains("\"judged\":[{\"package\":\"nine_grid/luogu-p1379\"")
            && stdout
                .contains("\"time_limit_ms\":1000,\"memory_limit_kib\":131072,\"rule\":\"tokens\""),
        "{}",
        stdout
    );
}

/// Columns a line takes on a terminal: CJK characters take two.
fn columns(line: &str) -> usize {
    line.chars()
        .map(|c| if c >= '\u{2e80}' { 2 } else { 1 })
        .sum()
}

#[test]
fn the_list_fits_100_columns_when_piped_and_is_whole_when_wide() {
    let (code, stdout, _) = judge_binary(&["--list"]);
    assert_eq!(code, Some(0));
    for line in stdout.lines() {
        assert!(columns(line) <= 100, "{} columns: {}", columns(line), line);
    }
    assert!(stdout.contains("nine_grid/lanqiao-prev-19"), "{}", stdout);
    let (code, wide, _) = judge_binary(&["--list", "--wide"]);
    assert_eq!(code, Some(0));
    assert!(
        wide.contains("PREV-19, lanqiao-261, dotcpp-1426, 九宫重排"),
        "{}",
        wide
    );
    assert!(wide.lines().any(|line| columns(line) > 100));
}

/// Two threads that spin until dropped (or, bounded, for ten minutes at most): the load of two
/// busy programs beside the judge, gone when the test ends, even when it panics.
struct BusyLoops {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    threads: Vec<std::thread::JoinHandle<()>>,
}

impl BusyLoops {
    fn start(count: usize) -> BusyLoops {
        use std::sync::atomic::{AtomicBool, Ordering};
        let stop = std::sync::Arc::new(AtomicBool::new(false));
        let threads = (0..count)
            .map(|_| {
                let stop = stop.clone();
                std::thread::spawn(move || {
                    // The atomic load and the clock each turn keep the loop from being
                    // optimised away.
                    let started = std::time::Instant::now();
                    while !stop.load(Ordering::Relaxed)
                        && started.elapsed() < std::time::Duration::from_secs(600)
                    {
                    }
                })
            })
            .collect();
        BusyLoops { stop, threads }
    }
}

impl Drop for BusyLoops {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

/// Each case's name and verdict in a `--json` document, in its order.
fn verdicts_of(document: &str) -> Vec<(String, String)> {
    document
        .split("{\"name\":\"")
        .skip(1)
        .filter_map(|rest| {
            let (name, rest) = rest.split_once('"')?;
            let verdict = rest.strip_prefix(",\"verdict\":\"")?.split('"').next()?;
            Some((name.to_string(), verdict.to_string()))
        })
        .collect()
}

/// Judges `source` on AcWing 179's farthest boards (and a few more) with one job, then with
/// two beside two busy loops: the same verdicts, every case AC. The limit is far above what
/// the program takes (rule 5: no verdict may hang on the machine's load); what this catches
/// is a program judged differently by the number of jobs (threads the JVM starts per core
/// and is charged for, an interpreter the sandbox cannot start, files two cases share).
fn same_verdicts_with_one_job_and_two_beside_busy_loops(
    source: &std::path::Path,
    time_limit: &str,
) {
    let source = source.display().to_string();
    let args = |jobs: &'static str| {
        vec![
            "--json",
            source.as_str(),
            "acwing-179",
            "--case",
            "01-sample",
            "--case",
            "04-max-depth",
            "--case",
            "05-max-depth",
            "--case",
            "06-unsolvable",
            "--time-limit",
            time_limit,
            "--jobs",
            jobs,
        ]
    };
    let (code, alone, stderr) = judge_binary(&args("1"));
    assert_eq!(code, Some(0), "{}\n{}", alone, stderr);
    let expected = verdicts_of(&alone);
    assert_eq!(expected.len(), 4, "{}", alone);
    assert!(expected.iter().all(|(_, v)| v == "AC"), "{}", alone);
    let busy = BusyLoops::start(2);
    let (code, crowded, stderr) = judge_binary(&args("2"));
    drop(busy);
    assert_eq!(code, Some(0), "{}\n{}", crowded, stderr);
    let mut got = verdicts_of(&crowded);
    got.sort();
    let mut expected = expected;
    expected.sort();
    assert_eq!(got, expected, "{}", crowded);
}

#[test]
fn a_java_hashmap_bfs_gets_the_same_verdicts_with_one_job_and_two_beside_busy_loops() {
    if !have("javac") || !have("java") {
        return;
    }
    // About 0.3-0.8 s of CPU on the farthest boards under the judges' JVM flags, 5 s allowed.
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/known_right/eight_puzzle_hashmap_bfs/Main.java");
    same_verdicts_with_one_job_and_two_beside_busy_loops(&source, "5");
}

#[test]
fn a_python_dict_bfs_gets_the_same_verdicts_with_one_job_and_two_beside_busy_loops() {
    if !have("python3") {
        return;
    }
    // About 0.7 s of CPU on the farthest boards, 10 s allowed.
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/known_right/eight_puzzle_dict_bfs.py");
    same_verdicts_with_one_job_and_two_beside_busy_loops(&source, "10");
}

/// Burns the CPU time its argument names, in thousandths of a second of its own (`clock`),
/// then prints 1; without an argument, burns until it is killed.
#[cfg(unix)]
const BURN_CPU: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int main(int argc, char **argv) {
    clock_t until = argc > 1 ? (clock_t)(atol(argv[1]) * (CLOCKS_PER_SEC / 1000)) : 0;
    while (argc == 1 || clock() < until) {}
    puts("1");
    return 0;
}
"#;

/// A run just over the time limit is run once more, with no other case beside it, and is a
/// time-out only when it is over twice; one far over is killed a quarter past the limit and
/// not run again. (The second run's own case, AC after a crowded first run, is the unit test
/// of `judge::confirmed`'s caller: the clock cannot be made to differ between two runs here.)
#[cfg(unix)]
#[test]
fn a_time_out_just_over_the_limit_is_confirmed_by_a_second_run_and_one_far_over_is_not() {
    let burn = match build_c("burn-cpu", BURN_CPU) {
        Some(burn) => burn,
        None => return,
    };
    let (_dir, case) = one_case_folder("confirmed-time-out", b"", b"1\n");
    let limit = limits(0.4);
    let just_over = judge_shell(&format!("{} 440", burn.display()), &case, &limit);
    assert_eq!(just_over.verdict, Verdict::TimeLimitExceeded);
    assert!(
        just_over
            .message
            .contains("CPU time over the 0.40 s limit twice")
            && just_over
                .message
                .contains("when run again with no other case beside it"),
        "{}",
        just_over.message
    );
    let far_over = judge_shell(&burn.display().to_string(), &case, &limit);
    assert_eq!(far_over.verdict, Verdict::TimeLimitExceeded);
    assert!(
        far_over
            .message
            .contains("killed when its CPU time passed 0.50 s, a quarter past the 0.40 s limit"),
        "{}",
        far_over.message
    );
    let within = judge_shell(&format!("{} 200", burn.display()), &case, &limit);
    assert_eq!(within.verdict, Verdict::Accepted, "{}", within.message);
}
