//! `nine_grid` against the oracle: every target from the solved board, random pairs, the input
//! shapes of all three judges, and the error contract.

use crate::common;

#[allow(dead_code)] // the solution's `main` is not called here
#[path = "../../src/bin/nine_grid.rs"]
pub mod solution;

use common::oracle::nine_grid as oracle;
use common::Rng;
use std::sync::Arc;

/// OEIS A089473: boards at each distance from `123456780` (judges.md §6).
const A089473: [usize; 32] = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
    16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];

fn tables() -> Arc<oracle::Tables> {
    oracle::Tables::shared()
}

fn dotted(board: &str) -> String {
    board.replace('0', ".")
}

#[test]
fn oracle_distance_histogram_equals_oeis_a089473() {
    let mut histogram = vec![0usize; 32];
    for &d in tables().solved_table().values() {
        histogram[d as usize] += 1;
    }
    assert_eq!(histogram, A089473);
}

#[test]
fn solve_agrees_with_oracle_on_every_target_from_the_solved_board() {
    let tables = tables();
    let mut targets: Vec<(String, u32)> = tables
        .solved_table()
        .iter()
        .map(|(board, &d)| (dotted(board), d))
        .collect();
    let second_half = targets.split_off(targets.len() / 2);
    let workers: Vec<_> = vec![targets, second_half]
        .into_iter()
        .map(|targets| {
            std::thread::spawn(move || {
                let mut input = String::new();
                for (target, _) in &targets {
                    input += &format!("12345678.\n{}\n", target);
                }
                let outcome = solution::solve(input.as_bytes());
                assert_eq!(outcome.error, None);
                assert_eq!(outcome.notes, "");
                assert_eq!(outcome.answers.lines().count(), targets.len());
                for ((target, want), got) in targets.iter().zip(outcome.answers.lines()) {
                    assert_eq!(got, want.to_string(), "12345678. -> {}", target);
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().expect("every target agrees");
    }
}

#[test]
fn solve_agrees_with_oracle_on_random_pairs_including_unreachable_ones() {
    let tables = tables();
    let mut rng = Rng::new(20_261_129);
    let blanks = ['.', '0', 'x'];
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..3_000 {
        let start = rng
            .permutation("012345678")
            .replace('0', &blanks[i % 3].to_string());
        let mut target = rng.permutation("012345678");
        if i % 50 == 0 {
            target = target.replace('0', "9"); // illegal: no blank
        }
        input += &format!("{} {}\n", start, dotted(&target));
        expected += &format!("{}\n", oracle::moves(&tables, &start, &target));
    }
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.error, None);
    for ((pair, got), want) in input
        .lines()
        .zip(outcome.answers.lines())
        .zip(expected.lines())
    {
        assert_eq!(got, want, "{}", pair);
    }
    assert_eq!(outcome.answers.lines().count(), expected.lines().count());
    assert!(expected.lines().filter(|l| *l == "-1").count() > 1_000);
}

#[test]
fn official_samples_of_every_judge() {
    let cases = [
        ("12345678.\n123.46758\n", "3\n"),
        ("13524678.\n46758123.\n", "22\n"),
        ("2 3 4 1 5 x 7 6 8\n", "19\n"),
        ("283104765\n", "4\n"),
    ];
    for (input, answer) in cases {
        assert_eq!(
            solution::solve(input.as_bytes()).answers,
            answer,
            "{:?}",
            input
        );
    }
}

#[test]
fn both_thirty_one_move_boards_in_both_directions() {
    for far in ["8672543.1", "64785.321"] {
        let there = format!("12345678.\n{}\n", far);
        let back = format!("{}\n12345678.\n", far);
        assert_eq!(solution::solve(there.as_bytes()).answers, "31\n");
        assert_eq!(solution::solve(back.as_bytes()).answers, "31\n");
    }
}

#[test]
fn illegal_board_prints_minus_one_and_says_why() {
    let outcome = solution::solve(b"12345678.\n123456789\n");
    assert_eq!(outcome.answers, "-1\n");
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.notes.lines().count(), 1);
    assert!(outcome.notes.contains("123456789"), "{}", outcome.notes);
    let repeated = solution::solve(b"11345678.\n12345678.\n");
    assert!(
        repeated.notes.contains("tile 1 appears twice"),
        "{}",
        repeated.notes
    );
}

#[test]
fn input_without_a_board_is_an_error_after_the_complete_pairs() {
    let cases: [(&[u8], &str, &str); 5] = [
        (b"", "", "empty input"),
        (b"  \r\n\n", "", "empty input"),
        (b"12345678.\n", "", "no target"),
        (b"12345678.\n123.46758\n13524678.\n", "3\n", "no target"),
        (b"12345678.\n1234\n", "", "has 4 cells"),
    ];
    for (input, answers, error) in cases {
        let outcome = solution::solve(input);
        assert_eq!(outcome.answers, answers, "{:?}", input);
        let message = outcome.error.expect("an error");
        assert!(message.contains(error), "{:?} gave {:?}", input, message);
        assert!(!message.contains('\n'));
    }
    let short_acwing = solution::solve(b"1 2 3 4 5 6 7 8\n");
    assert!(short_acwing.error.expect("an error").contains("8 cells"));
}

#[test]
fn binary_exits_two_with_one_line_for_missing_target() {
    common::assert_exits_two_after(env!("CARGO_BIN_EXE_nine_grid"), b"12345678.\n", "");
}

#[test]
fn solve_survives_ten_thousand_garbage_inputs_and_the_binary_a_seventh() {
    let inputs = common::garbage_inputs(845, 10_000, b"0123456789.x \n\r\t");
    common::assert_solve_and_binary_survive_garbage(
        env!("CARGO_BIN_EXE_nine_grid"),
        inputs,
        |input| {
            let o = solution::solve(input);
            common::Solved {
                notes: o.notes,
                error: o.error,
            }
        },
    );
}

#[test]
fn an_echoed_token_is_cut_and_notes_stop_after_ten() {
    let huge = "1".repeat(4_500_000);
    let outcome = solution::solve(format!("{}\n", huge).as_bytes());
    let message = outcome.error.expect("an error");
    assert!(message.len() < 120, "{} bytes", message.len());
    let mut input = String::new();
    for _ in 0..25 {
        input += "12345678.\n1234567\x1b9\n";
    }
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.answers.lines().count(), 25);
    let notes: Vec<&str> = outcome.notes.lines().collect();
    assert_eq!(notes.len(), 11, "{}", outcome.notes);
    assert_eq!(notes[10], "nine_grid: ... and 15 more illegal boards");
    assert!(
        notes[0].contains("\\x1b"),
        "control bytes are escaped: {}",
        notes[0]
    );
}
