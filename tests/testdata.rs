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
const SOLUTIONS: &[(&str, &str)] = &[
    ("eight_puzzle", env!("CARGO_BIN_EXE_eight_puzzle")),
    ("magic_board", env!("CARGO_BIN_EXE_magic_board")),
    ("nine_grid", env!("CARGO_BIN_EXE_nine_grid")),
];

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
        "magic_board" => {
            let mut rng = Rng::new(1430);
            let mut pairs = String::new();
            for i in 0..1_000 {
                let start = rng.permutation("12345678");
                let target = if i % 20 == 0 {
                    start.clone()
                } else {
                    rng.permutation("12345678")
                };
                pairs += &format!("{}\n{}\n", start, target);
            }
            vec![("20-hdu-1000-random-pairs".to_string(), pairs)]
        }
        "eight_puzzle" => {
            let mut rng = Rng::new(1_043);
            let mut boards = |count: usize| -> String {
                (0..count)
                    .map(|_| {
                        let cells: Vec<String> = rng
                            .permutation("12345678x")
                            .chars()
                            .map(String::from)
                            .collect();
                        format!("{}\n", cells.join(" "))
                    })
                    .collect()
            };
            vec![
                (
                    "16-hdu-40-boards-searched-one-by-one".to_string(),
                    boards(40),
                ),
                ("17-hdu-200-boards-from-one-tree".to_string(), boards(200)),
                ("18-hdu-5000-boards".to_string(), boards(5_000)),
            ]
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
        "magic_board" => {
            oracle::magic_board::expected_output(&oracle::magic_board::shared(), input)
        }
        "eight_puzzle" => {
            oracle::eight_puzzle::expected_output(&oracle::eight_puzzle::shared(), input)
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
        let program = Program::binary(binary);
        let reports = judge_folder(&program, &testdata(problem)).expect("folder judged");
        let minimum = if *problem == "nine_grid" { 40 } else { 20 };
        assert!(
            reports.len() >= minimum,
            "testdata/{} has {} cases",
            problem,
            reports.len()
        );
        assert_all_accepted(problem, &reports);
    }
}

/// A known-wrong program: a source in `tests/known_wrong/`, the `--cfg` flag that selects its
/// mistake, and the folder it must fail.
struct KnownWrong {
    source: &'static str,
    mistake: &'static str,
    problem: &'static str,
}

const KNOWN_WRONG: &[KnownWrong] = &[
    KnownWrong {
        source: "nine_grid_mutants",
        mistake: "counts_the_start_as_a_move",
        problem: "nine_grid",
    },
    KnownWrong {
        source: "nine_grid_mutants",
        mistake: "caps_the_search_at_25_moves",
        problem: "nine_grid",
    },
    KnownWrong {
        source: "magic_board_wrong_moves",
        mistake: "row_major_moves",
        problem: "magic_board",
    },
    KnownWrong {
        source: "magic_board_wrong_moves",
        mistake: "moves_tried_in_order_cba",
        problem: "magic_board",
    },
    KnownWrong {
        source: "eight_puzzle_mutants",
        mistake: "longer_path",
        problem: "eight_puzzle",
    },
    KnownWrong {
        source: "eight_puzzle_mutants",
        mistake: "tile_directions",
        problem: "eight_puzzle",
    },
    KnownWrong {
        source: "eight_puzzle_mutants",
        mistake: "gives_up_on_long_paths",
        problem: "eight_puzzle",
    },
];

/// Builds a known-wrong program with plain rustc.
fn build_known_wrong(wrong: &KnownWrong) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/known_wrong")
        .join(format!("{}.rs", wrong.source));
    let name = format!("{}-{}", wrong.source, wrong.mistake);
    let binary = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let mut command = std::process::Command::new(rustc);
    command.args(["--edition", "2021", "-O", "-o"]);
    command
        .arg(&binary)
        .arg(&source)
        .args(["--cfg", wrong.mistake]);
    let status = command.status().expect("rustc runs");
    assert!(status.success(), "{} compiles", source.display());
    binary
}

#[test]
fn known_wrong_solutions_get_wrong_answer_on_some_case() {
    for wrong in KNOWN_WRONG {
        let program = Program::binary(build_known_wrong(wrong));
        let reports = judge_folder(&program, &testdata(wrong.problem)).expect("folder judged");
        assert!(
            reports.iter().any(|r| r.verdict == Verdict::WrongAnswer),
            "{} ({}) passed testdata/{}: the data has no teeth for it",
            wrong.source,
            wrong.mistake,
            wrong.problem
        );
    }
}
