//! `judge stress`: every known-wrong program is caught within a fixed number of inputs, on the
//! smallest input for its bug where the bug has one; a correct solution passes hundreds of
//! inputs (thousands under `SWEEP=full`); a seed names the same inputs everywhere; a failure is
//! saved where `judge` reports it again.

use crate::common;

use bfs_puzzles::app::bundled_packages;
use bfs_puzzles::judge::Verdict;
use bfs_puzzles::problem::Package;
use bfs_puzzles::puzzles;
use bfs_puzzles::run::Program;
use bfs_puzzles::stress::{self, Outcome, Stress, Unwatched};
use common::judging::*;
use std::fs;
use std::time::Duration;

fn package(label: &str) -> Package {
    bundled_packages()
        .expect("packages")
        .into_iter()
        .find(|p| p.label() == label)
        .unwrap_or_else(|| panic!("no package {}", label))
}

/// Stresses `program` on the package `label` with `seed`, for at most `count` inputs.
fn stress_on(program: &Program, label: &str, seed: u64, count: usize) -> (Outcome, Vec<String>) {
    let package = package(label);
    let puzzle = puzzles::by_name(&package.solution).expect("a puzzle");
    let generator = puzzle.generator(&package.name).expect("a generator");
    let stress = Stress {
        program,
        package: &package,
        puzzle,
        generator: generator.as_ref(),
        seed,
        count: Some(count),
        // Only a hang guard: `count` bounds every run here, and a healthy one takes seconds.
        time_budget: Duration::from_secs(3_600),
        jobs: 2,
    };
    let outcome = stress::run(&stress, &mut Unwatched).expect("stress runs");
    (outcome, generator.levels())
}

/// What stress must find with one known-wrong program on one package.
enum Finds {
    /// A failing input of exactly these levels, one per case: the smallest for the bug.
    Smallest(&'static [&'static str]),
    /// A failing input with this many cases (the bug needs several).
    Cases(usize),
    /// Some failing input (where the bug shows is the heuristic's business).
    Something,
    /// Nothing: the judge's rule accepts what the program does.
    Nothing,
}

use Finds::{Cases, Nothing, Smallest, Something};

const KNOWN_WRONG: &[(&str, &str, &str, Finds)] = &[
    (
        "nine_grid_mutants",
        "counts_the_start_as_a_move",
        "nine_grid/lanqiao-prev-19",
        Smallest(&["distance 0"]),
    ),
    (
        "nine_grid_mutants",
        "caps_the_search_at_25_moves",
        "nine_grid/lanqiao-prev-19",
        Smallest(&["distance 26"]),
    ),
    (
        "nine_grid_mutants",
        "caps_the_search_at_25_moves",
        "nine_grid/luogu-p1379",
        Smallest(&["distance 26"]),
    ),
    (
        "nine_grid_mutants",
        "never_checks_the_start",
        "nine_grid/acwing-845",
        Smallest(&["distance 0"]),
    ),
    (
        "nine_grid_mutants",
        "crashes_on_unreachable",
        "nine_grid/lanqiao-prev-19",
        Smallest(&["unreachable"]),
    ),
    (
        "nine_grid_mutants",
        "crashes_on_unreachable",
        "nine_grid/luogu-p1379",
        Nothing,
    ),
    (
        "nine_grid_weighted_astar",
        "",
        "nine_grid/luogu-p1379",
        Something,
    ),
    (
        "magic_board_wrong_moves",
        "row_major_moves",
        "magic_board/usaco-msquare",
        Smallest(&["depth 1"]),
    ),
    (
        "magic_board_wrong_moves",
        "moves_tried_in_order_cba",
        "magic_board/usaco-msquare",
        Something,
    ),
    (
        "magic_board_wrong_moves",
        "depth_capped_at_20",
        "magic_board/usaco-msquare",
        Smallest(&["depth 21"]),
    ),
    (
        "magic_board_wrong_moves",
        "start_not_marked_seen",
        "magic_board/hdu-1430",
        Smallest(&["depth 0"]),
    ),
    (
        "magic_board_wrong_moves",
        "reads_only_the_first_pair",
        "magic_board/hdu-1430",
        Cases(2),
    ),
    (
        "magic_board_wrong_moves",
        "relabels_the_wrong_way",
        "magic_board/hdu-1430",
        Cases(1),
    ),
    (
        "eight_puzzle_mutants",
        "tile_directions",
        "eight_puzzle/poj-1077",
        Smallest(&["distance 1"]),
    ),
    (
        "eight_puzzle_mutants",
        "gives_up_on_long_paths",
        "eight_puzzle/hdu-1043",
        Smallest(&["distance 21"]),
    ),
    (
        "eight_puzzle_mutants",
        "never_checks_the_start",
        "eight_puzzle/acwing-179",
        Smallest(&["distance 0"]),
    ),
    (
        "eight_puzzle_mutants",
        "parity_with_the_blank",
        "eight_puzzle/poj-1077",
        Smallest(&["distance 1"]),
    ),
    (
        "eight_puzzle_mutants",
        "longer_path",
        "eight_puzzle/acwing-179",
        Smallest(&["distance 0"]),
    ),
    (
        "eight_puzzle_mutants",
        "longer_path",
        "eight_puzzle/poj-1077",
        Nothing,
    ),
    (
        "eight_puzzle_mutants",
        "reads_only_the_first_board",
        "eight_puzzle/hdu-1043",
        Cases(2),
    ),
    (
        "eight_puzzle_weighted_astar",
        "",
        "eight_puzzle/acwing-179",
        Something,
    ),
    (
        "eight_puzzle_weighted_astar",
        "",
        "eight_puzzle/poj-1077",
        Nothing,
    ),
    (
        "eight_ii_mutants",
        "start_never_checked",
        "eight_ii/hdu-3567",
        Smallest(&["distance 0"]),
    ),
    (
        "eight_ii_mutants",
        "tile_letters",
        "eight_ii/hdu-3567",
        Smallest(&["distance 1"]),
    ),
    (
        "eight_ii_mutants",
        "shortest_not_smallest",
        "eight_ii/hdu-3567",
        Something, // two shortest paths need a cycle of 12 moves: the pair is not tiny
    ),
    (
        "grasshoppers_mutants",
        "counts_the_start",
        "grasshoppers/lanqiao-642",
        Smallest(&["the contest question"]),
    ),
    (
        "grasshoppers_mutants",
        "prints_twenty_always",
        "grasshoppers/lanqiao-642",
        Nothing,
    ),
];

#[test]
fn every_known_wrong_program_is_caught_on_the_smallest_input_for_its_bug() {
    let sources: Vec<&str> = KNOWN_WRONG.iter().map(|w| w.0).collect();
    let binaries = common::build_known_wrong_all(&sources);
    // Each program's stress is apart from the others', and its search for the smallest failing
    // input runs one input at a time: side by side.
    let failures = common::in_parallel(KNOWN_WRONG, |(source, mistake, label, finds)| {
        let path = binaries[source].clone();
        let args = if mistake.is_empty() {
            vec![]
        } else {
            vec![mistake.into()]
        };
        let program = Program::Exec { path, args };
        // The bound is the number of inputs tried, never the clock: a busy machine takes
        // longer to reach it but finds the same failure. A program the judge must accept runs
        // every input to the bound (a judged case each, the most of this test's CPU): 100 in
        // the quick suite, past the sweep of every level (`stress::attempt`: each level twice
        // first; checked below) into inputs of several boards, and 300 under `SWEEP=full`. A
        // program to catch stops at its first failure, far inside 2,000.
        let count = match (finds, common::full_sweep()) {
            (Nothing, false) => 100,
            (Nothing, true) => 300,
            _ => 2_000,
        };
        let (outcome, names) = stress_on(&program, label, 2026, count);
        let levels: Vec<&str> = outcome
            .failure
            .iter()
            .flat_map(|f| f.items.iter().map(|i| names[i.level].as_str()))
            .collect();
        let what = format!("{} {} on {}", source, mistake, label);
        match (finds, &outcome.failure) {
            (Nothing, None) if outcome.cases_per_level.contains(&0) => Some(format!(
                "{}: accepted, but not on every level: {:?} cases a level",
                what, outcome.cases_per_level
            )),
            (Nothing, None) => None,
            (Nothing, Some(_)) => Some(format!(
                "{}: caught at {:?}, but the judge accepts it",
                what, levels
            )),
            (_, None) => Some(format!("{}: not caught in {} inputs", what, outcome.tried)),
            (Smallest(want), Some(_)) if levels != *want => Some(format!(
                "{}: caught at {:?}, not at the smallest {:?}",
                what, levels, want
            )),
            (Cases(n), Some(f)) if f.items.len() != *n => Some(format!(
                "{}: caught with {} cases, not {}",
                what,
                f.items.len(),
                n
            )),
            (_, Some(f)) => {
                assert_ne!(f.report.verdict, Verdict::Accepted);
                None
            }
        }
    });
    let failures: Vec<String> = failures.into_iter().flatten().collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn our_own_solution_passes_every_input_of_a_fixed_seed() {
    // Lanqiao's nine-grid takes one board an input, so each input is a judged case (a
    // process started under the sandbox): the quick suite tries a quarter of the full sweep's,
    // still far past each level's first two (checked below). HDU 1043's inputs reach many
    // boards only after 300 more (`stress::attempt`), so it keeps its 400 in both.
    let nine_grid_inputs = if common::full_sweep() { 2_000 } else { 500 };
    // The two runs side by side: each waits on its programs' starts.
    let runs = [
        (
            env!("CARGO_BIN_EXE_nine_grid"),
            "nine_grid/lanqiao-prev-19",
            nine_grid_inputs,
        ),
        (
            env!("CARGO_BIN_EXE_eight_puzzle"),
            "eight_puzzle/hdu-1043",
            400,
        ),
    ];
    let mut outcomes = common::in_parallel(&runs, |&(binary, label, count)| {
        stress_on(&Program::binary(binary), label, 1, count).0
    })
    .into_iter();
    let outcome = outcomes.next().expect("the nine-grid run");
    assert!(outcome.failure.is_none(), "{:?}", outcome.failure);
    assert_eq!(outcome.tried, nine_grid_inputs);
    assert!(
        outcome.cases_per_level.iter().all(|&n| n > 0),
        "every level tried"
    );
    let outcome = outcomes.next().expect("the eight-puzzle run");
    assert!(outcome.failure.is_none(), "{:?}", outcome.failure);
    assert!(
        outcome.most_cases_per_input > 8,
        "many boards per input: {}",
        outcome.most_cases_per_input
    );
}

/// FNV-1a of the first `count` inputs of a seed: a fingerprint of the generator.
fn fingerprint(label: &str, seed: u64, count: usize) -> u64 {
    let package = package(label);
    let puzzle = puzzles::by_name(&package.solution).expect("a puzzle");
    let generator = puzzle.generator(&package.name).expect("a generator");
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for index in 0..count {
        for &byte in &generator.input(&stress::attempt(generator.as_ref(), seed, index)) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

#[test]
fn a_seed_names_the_same_inputs_on_every_machine() {
    // The same run twice, from generators built anew, gives the same inputs...
    for label in [
        "nine_grid/lanqiao-prev-19",
        "magic_board/hdu-1430",
        "eight_puzzle/hdu-1043",
    ] {
        assert_eq!(
            fingerprint(label, 42, 300),
            fingerprint(label, 42, 300),
            "{}",
            label
        );
        assert_ne!(
            fingerprint(label, 42, 300),
            fingerprint(label, 43, 300),
            "{}",
            label
        );
    }
    // ...and the same as when these fingerprints were taken: no hash-map order, no platform
    // difference may change what a seed means.
    assert_eq!(
        fingerprint("nine_grid/lanqiao-prev-19", 42, 300),
        LANQIAO_SEED_42
    );
    assert_eq!(
        fingerprint("magic_board/hdu-1430", 42, 300),
        HDU_1430_SEED_42
    );
}

const LANQIAO_SEED_42: u64 = 1_678_255_023_469_646_645;
const HDU_1430_SEED_42: u64 = 11_118_155_876_392_107_661;

#[test]
fn a_failure_is_shown_saved_and_judged_again_as_wrong() {
    let mutant = common::build_known_wrong("nine_grid_mutants");
    let command = format!("{} caps_the_search_at_25_moves", mutant.display());
    let save = scratch("stress-save");
    let save_arg = save.display().to_string();
    let (code, stdout, stderr) = judge_binary(&[
        "stress", "--cmd", &command, "PREV-19", "--seed", "5", "--save", &save_arg,
    ]);
    assert_eq!(code, Some(1), "{}{}", stdout, stderr);
    assert!(stdout.contains("with seed 5"), "{}", stdout);
    assert!(
        stdout.contains("WA on input") && stdout.contains("(distance 26)"),
        "{}",
        stdout
    );
    assert!(stdout.contains("expected `26`, got `-1`"), "{}", stdout);
    let folder = save.join("stress-lanqiao-prev-19");
    let saved = folder.join("seed-5.in");
    assert!(saved.is_file() && folder.join("seed-5.ans").is_file());
    assert!(
        folder.join("problem.txt").is_file(),
        "the rule goes with the case"
    );
    assert_eq!(
        fs::read_to_string(&saved).expect("saved").lines().count(),
        2
    );
    let folder_arg = folder.display().to_string();
    let hint = format!("judge --cmd '{}' {} --case =seed-5", command, folder_arg);
    assert!(stdout.contains(&hint), "{}", stdout);
    let (code, stdout, _) = judge_binary(&["--cmd", &command, &folder_arg, "--case", "=seed-5"]);
    assert_eq!(code, Some(1), "{}", stdout);
    assert!(
        stdout.contains("WA") && stdout.contains("seed-5"),
        "{}",
        stdout
    );
    assert!(
        stdout.contains("Lanqiao PREV-19: 2 s, 64 MB, lines"),
        "{}",
        stdout
    );
}

#[test]
fn a_saved_special_judge_failure_is_judged_again_by_the_special_judge() {
    // A path judge accepts any solving path: the saved case must not fall back to comparing
    // lines, or a right answer other than ours would be WA.
    let folder = scratch("stress-save-special").join("stress-poj-1077");
    fs::create_dir_all(&folder).expect("folder");
    fs::copy(
        "testdata/eight_puzzle/poj-1077/problem.txt",
        folder.join("problem.txt"),
    )
    .expect("copied");
    // A solvable board whose shortest path is not the only solving path.
    fs::write(folder.join("seed-1.in"), "1 2 3 4 5 6 7 x 8\n").expect("written");
    fs::write(folder.join("seed-1.ans"), "r\n").expect("written");
    let folder_arg = folder.display().to_string();
    let (code, stdout, stderr) = judge_binary(&["--cmd", "printf 'lrr\\n'", &folder_arg]);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
    assert!(stdout.contains("eight-puzzle-any"), "{}", stdout);
}

#[test]
fn a_passing_run_says_how_many_inputs_of_which_levels_and_how_fast() {
    let nine_grid = env!("CARGO_BIN_EXE_nine_grid");
    let (code, stdout, stderr) = judge_binary(&[
        "stress", "--cmd", nine_grid, "P1379", "--seed", "3", "--count", "100",
    ]);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
    assert!(stdout.contains("100 inputs passed in"), "{}", stdout);
    assert!(
        stdout.contains("per second") && stdout.contains("distance 0 ×"),
        "{}",
        stdout
    );
}

#[test]
fn bad_stress_usage_is_one_line_and_exit_two() {
    let nine_grid = env!("CARGO_BIN_EXE_nine_grid");
    let kotlin = scratch("stress-usage").join("solution.kt");
    fs::write(&kotlin, "fun main() {}\n").expect("written");
    let kotlin = kotlin.display().to_string();
    for (args, says) in [
        (
            vec!["stress", "--cmd", nine_grid, "P1397"],
            "did you mean P1379",
        ),
        (
            vec!["stress", "--cmd", nine_grid, "nine_grid/extras"],
            "no judge gives",
        ),
        (
            vec!["stress", "--cmd", nine_grid, "nine_grid"],
            "names several problems",
        ),
        (
            vec!["stress", "--cmd", nine_grid, "P1379", "--count", "0"],
            "--count takes",
        ),
        (vec!["stress", "P1379"], "give a source and a problem"),
        (vec!["stress", &kotlin, "P1379"], "--compile"),
        (vec!["stress", "missing.cpp", "P1379"], "missing.cpp"),
    ] {
        let (code, _, stderr) = judge_binary(&args);
        assert_eq!(code, Some(2), "{:?}: {}", args, stderr);
        assert!(stderr.contains(says), "{:?}: {}", args, stderr);
        assert!(!stderr.contains("panicked"), "{}", stderr);
    }
}

#[test]
fn a_usage_error_is_said_before_anything_else_is_printed() {
    let (code, stdout, stderr) = judge_binary(&["stress", "p1379.cpp"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("give a source and a problem"), "{}", stderr);
    assert!(!stdout.contains("contained:"), "{}", stdout);
}

#[test]
fn a_string_rewrite_applied_at_its_first_occurrence_only_shrinks_to_a_single_rule() {
    // The failure is found with several rules, most of them beside the point; shrinking (the
    // puzzle's own candidates: each rule alone with B re-chosen, a rule fewer, a character
    // fewer) must end with the one rule the bug needs. Several seeds: each finds its failure
    // in another rule set. The bound is the number of inputs, never the clock.
    let program = Program::Exec {
        path: common::build_known_wrong("string_rewrite_searches"),
        args: vec!["first_position_only".into()],
    };
    for seed in [1, 2, 3] {
        let (outcome, _) = stress_on(&program, "string_rewrite/luogu-p1032", seed, 2_000);
        let failure = outcome
            .failure
            .unwrap_or_else(|| panic!("seed {}: first-occurrence-only not caught", seed));
        let input = String::from_utf8_lossy(&failure.input).into_owned();
        let rules = input
            .lines()
            .skip(1)
            .filter(|l| !l.trim().is_empty())
            .count();
        assert_eq!(rules, 1, "seed {}: shrunk to\n{}", seed, input);
        assert_ne!(failure.report.verdict, Verdict::Accepted);
    }
}

#[test]
fn a_failing_input_is_printed_exactly_with_no_dots_for_spaces() {
    // The 字串变换 input has spaces between its words: copied from the terminal, it must be
    // the input itself (the saved `.in` is the same bytes).
    let program = Program::Exec {
        path: common::build_known_wrong("string_rewrite_searches"),
        args: vec!["first_position_only".into()],
    };
    let dir = scratch("stress-exact");
    let save = dir.display().to_string();
    let command = program.describe();
    let (code, stdout, stderr) = judge_binary(&[
        "stress", "--cmd", &command, "P1032", "--seed", "2", "--count", "2000", "--save", &save,
    ]);
    assert_eq!(code, Some(1), "{}\n{}", stdout, stderr);
    let saved = fs::read_to_string(dir.join("stress-luogu-p1032").join("seed-2.in"))
        .expect("the input saved");
    let shown: Vec<&str> = stdout
        .lines()
        .skip_while(|l| *l != "input:")
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| &l[2..])
        .collect();
    assert_eq!(shown.join("\n"), saved.trim_end_matches('\n'), "{}", stdout);
    assert!(!stdout.contains("input:\n  ·"), "{}", stdout);
}
