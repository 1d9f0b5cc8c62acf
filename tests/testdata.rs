//! The bundled testdata: every answer re-derived by the oracle, every case passed by its
//! solution through the judge core (the same code as `cargo run`), and known-wrong solutions
//! rejected, which proves the data has teeth.
//!
//! `BLESS=1 cargo test --test testdata` rewrites the generated inputs (fixed seeds) and every
//! `.ans` from the oracle; review the diff before committing it.

mod common;

use bfs_puzzles::cases;
use bfs_puzzles::judge::{judge_folder, CaseReport, Verdict};
use bfs_puzzles::run::Program;
use common::oracle;
use common::Rng;
use std::fs;
use std::path::{Path, PathBuf};

/// Each testdata folder and the binary that solves it.
const SOLUTIONS: &[(&str, &str)] = &[("nine_grid", env!("CARGO_BIN_EXE_nine_grid"))];

fn testdata(problem: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata")
        .join(problem)
}

fn blessing() -> bool {
    std::env::var_os("BLESS").map_or(false, |v| v == "1")
}

/// Inputs made by a seeded generator rather than by hand.
fn generated_inputs(problem: &str) -> Vec<(String, String)> {
    match problem {
        "nine_grid" => {
            let mut rng = Rng::new(2026);
            let pair = |rng: &mut Rng| {
                let start = rng.permutation("12345678.");
                format!("{}\n{}\n", start, rng.permutation("12345678."))
            };
            let mut inputs = vec![(
                "40-batch-of-200-random-pairs".to_string(),
                (0..200).map(|_| pair(&mut rng)).collect::<String>(),
            )];
            for i in 1..=8 {
                inputs.push((format!("4{}-random-pair-{}", i, i), pair(&mut rng)));
            }
            inputs
        }
        _ => Vec::new(),
    }
}

/// The oracle's stdout for one input of `problem`.
fn oracle_answer(problem: &str, input: &str) -> String {
    match problem {
        "nine_grid" => {
            oracle::nine_grid::expected_output(&oracle::nine_grid::Tables::shared(), input)
        }
        _ => panic!("no oracle for testdata/{}", problem),
    }
}

#[test]
fn every_answer_file_is_what_the_oracle_says() {
    for (problem, _) in SOLUTIONS {
        let dir = testdata(problem);
        if blessing() {
            for (name, input) in generated_inputs(problem) {
                fs::write(dir.join(format!("{}.in", name)), input).expect("input written");
            }
        }
        let cases = cases::discover(&dir);
        let inputs: Vec<PathBuf> = match cases {
            Ok(cases) => cases.into_iter().map(|c| c.input).collect(),
            Err(_) if blessing() => fs::read_dir(&dir)
                .expect("folder readable")
                .map(|e| e.expect("entry").path())
                .filter(|p| p.extension().map_or(false, |e| e == "in"))
                .collect(),
            Err(e) => panic!("{}", e),
        };
        for input in inputs {
            let text = fs::read_to_string(&input).expect("input readable");
            let expected = oracle_answer(problem, &text);
            let answer = input.with_extension("ans");
            if blessing() {
                fs::write(&answer, &expected).expect("answer written");
            }
            let stored = fs::read_to_string(&answer).expect("answer readable");
            assert_eq!(
                stored,
                expected,
                "{} disagrees with the oracle",
                answer.display()
            );
        }
    }
}

#[test]
fn generated_inputs_are_the_ones_in_the_folder() {
    for (problem, _) in SOLUTIONS {
        for (name, input) in generated_inputs(problem) {
            let path = testdata(problem).join(format!("{}.in", name));
            let stored = fs::read_to_string(&path).expect("generated input exists (BLESS=1)");
            assert_eq!(
                stored,
                input,
                "{} differs from its generator",
                path.display()
            );
        }
    }
}

fn assert_all_accepted(label: &str, reports: &[CaseReport]) {
    let failures: Vec<String> = reports
        .iter()
        .filter(|r| r.verdict != Verdict::Accepted)
        .map(|r| format!("{} {}: {}", r.verdict, r.name, r.message))
        .collect();
    assert!(failures.is_empty(), "{}:\n{}", label, failures.join("\n"));
}

#[test]
fn every_bundled_case_is_accepted_through_the_judge() {
    let folders: Vec<String> = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata"))
        .expect("testdata/ exists")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    for folder in &folders {
        assert!(
            SOLUTIONS.iter().any(|(p, _)| p == folder),
            "testdata/{} has no solution in SOLUTIONS",
            folder
        );
    }
    for (problem, binary) in SOLUTIONS {
        let program = Program::Binary(PathBuf::from(binary));
        let reports = judge_folder(&program, &testdata(problem)).expect("folder judged");
        assert!(
            reports.len() >= 40,
            "testdata/{} has only {} cases",
            problem,
            reports.len()
        );
        assert_all_accepted(problem, &reports);
    }
}

/// Builds a known-wrong program from `tests/known_wrong/NAME.rs` with plain rustc.
fn build_known_wrong(name: &str) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/known_wrong")
        .join(format!("{}.rs", name));
    let binary = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let status = std::process::Command::new(rustc)
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "{} compiles", source.display());
    binary
}

/// Each known-wrong solution, the folder it must fail, and the verdict it must get there.
const KNOWN_WRONG: &[(&str, &str, Verdict)] = &[
    (
        "nine_grid_counts_the_start_as_a_move",
        "nine_grid",
        Verdict::WrongAnswer,
    ),
    (
        "nine_grid_caps_the_search_at_25_moves",
        "nine_grid",
        Verdict::WrongAnswer,
    ),
];

#[test]
fn known_wrong_solutions_are_rejected() {
    for (name, problem, verdict) in KNOWN_WRONG {
        let program = Program::Binary(build_known_wrong(name));
        let reports = judge_folder(&program, &testdata(problem)).expect("folder judged");
        let rejected: Vec<&CaseReport> = reports.iter().filter(|r| r.verdict == *verdict).collect();
        assert!(
            !rejected.is_empty(),
            "{} passed testdata/{}: the data has no teeth for it",
            name,
            problem
        );
    }
}
