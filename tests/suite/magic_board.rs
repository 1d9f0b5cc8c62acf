//! `magic_board` against the oracle: every board, both input shapes, random HDU pairs, and the
//! error contract.

use crate::common;

#[allow(dead_code)] // the solution's `main` is not called here
#[path = "../../src/bin/magic_board.rs"]
mod solution;

use common::oracle::magic_board as oracle;
use common::Rng;

/// Boards at each depth from `12345678` (judges.md §6).
const DEPTHS: [usize; 23] = [
    1, 3, 7, 14, 26, 51, 92, 159, 274, 453, 720, 1115, 1727, 2603, 3701, 4729, 5620, 6240, 5840,
    4492, 2120, 328, 5,
];

fn spaced(board: &str) -> String {
    board.chars().map(|c| format!("{} ", c)).collect()
}

#[test]
fn oracle_depth_histogram_equals_the_published_table() {
    let mut histogram = vec![0usize; 23];
    for sequence in oracle::shared().values() {
        histogram[sequence.len()] += 1;
    }
    assert_eq!(histogram, DEPTHS);
}

#[test]
fn oracle_moves_match_the_statement_examples_and_sample() {
    assert_eq!(oracle::a("12345678"), "87654321");
    assert_eq!(oracle::b("12345678"), "41236785");
    assert_eq!(oracle::c("12345678"), "17245368");
    assert_eq!(oracle::shared()["26845731"], "BCABCCB");
}

#[test]
fn solve_agrees_with_oracle_on_every_board_through_one_hdu_input() {
    let table = oracle::shared();
    let mut boards: Vec<(&String, &String)> = table.iter().collect();
    boards.sort();
    let input: String = boards
        .iter()
        .map(|(board, _)| format!("12345678\n{}\n", board))
        .collect();
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.error, None);
    let lines: Vec<&str> = outcome.answers.split('\n').collect();
    assert_eq!(lines.len(), boards.len() + 1, "one line per board");
    for ((board, want), got) in boards.iter().zip(lines) {
        assert_eq!(got, want.as_str(), "12345678 -> {}", board);
    }
}

#[test]
fn solve_agrees_with_oracle_on_usaco_targets() {
    let table = oracle::shared();
    let mut rng = Rng::new(3_2);
    for _ in 0..2_000 {
        let target = rng.permutation("12345678");
        let input = spaced(&target);
        let outcome = solution::solve(input.as_bytes());
        assert_eq!(outcome.error, None);
        assert_eq!(
            outcome.answers,
            oracle::expected_output(&table, &input),
            "{}",
            input
        );
    }
}

#[test]
fn solve_agrees_with_oracle_on_random_hdu_pairs() {
    let table = oracle::shared();
    let mut rng = Rng::new(1_430);
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..5_000 {
        let start = rng.permutation("12345678");
        let target = if i % 25 == 0 {
            start.clone()
        } else {
            rng.permutation("12345678")
        };
        input += &format!("{}\n{}\n", start, target);
        expected += &format!("{}\n", oracle::hdu_sequence(&table, &start, &target));
    }
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.error, None);
    for (i, (got, want)) in outcome.answers.lines().zip(expected.lines()).enumerate() {
        assert_eq!(got, want, "pair {}", i);
    }
    assert_eq!(outcome.answers.lines().count(), 5_000);
}

#[test]
fn the_start_itself_prints_zero_and_an_empty_line() {
    let outcome = solution::solve(b"1 2 3 4 5 6 7 8\n");
    assert_eq!(outcome.answers, "0\n\n");
}

#[test]
fn bad_targets_are_errors_naming_the_line() {
    let cases: [(&[u8], &str, &str); 7] = [
        (b"", "", "empty input"),
        (b"2 6 8 4\n5 7 3 9\n", "", "line 2: `9` is not a colour"),
        (b"2 6 8 4\n5 7 3 3\n", "", "line 2: colour 3 appears twice"),
        (b"2 6 8 4 5 7 3\n", "", "found 7 tokens"),
        (b"12345678\n17245368\n12345678\n", "C\n", "line 3: start"),
        (b"12345678\n1724536\n", "", "line 2: target"),
        (
            b"12345677\n12345678\n",
            "",
            "line 1: colour 7 appears twice",
        ),
    ];
    for (input, answers, error) in cases {
        let outcome = solution::solve(input);
        assert_eq!(
            outcome.answers,
            answers,
            "{:?}",
            String::from_utf8_lossy(input)
        );
        let message = outcome.error.expect("an error");
        assert!(message.contains(error), "{:?} gave {:?}", input, message);
        assert!(!message.contains('\n'));
    }
}

#[test]
fn hdu_target_with_other_colours_is_an_error() {
    let outcome = solution::solve(b"12345678\n12345679\n");
    let message = outcome.error.expect("an error");
    assert!(
        message.starts_with("line 2: target `12345679`"),
        "{}",
        message
    );
}

#[test]
fn binary_exits_two_with_one_line_for_a_bad_target() {
    common::assert_exits_two_after(env!("CARGO_BIN_EXE_magic_board"), b"1 2 3 4 5 6 7 7\n", "");
}

#[test]
fn solve_survives_ten_thousand_garbage_inputs_and_the_binary_a_seventh() {
    let inputs = common::garbage_inputs(1_107, 10_000, b"123456789 \n\r\t");
    common::assert_solve_and_binary_survive_garbage(
        env!("CARGO_BIN_EXE_magic_board"),
        inputs,
        |input| {
            let o = solution::solve(input);
            common::Solved {
                notes: String::new(),
                error: o.error,
            }
        },
    );
}
