//! `eight_puzzle` against the oracle: every solvable board (each path replayed, each length equal
//! to the oracle's distance), both search modes, every unsolvable class, and the error contract.

use crate::common;

#[allow(dead_code)] // the solution's `main` is not called here
#[path = "../../src/bin/eight_puzzle.rs"]
pub mod solution;

use common::oracle::eight_puzzle as oracle;
use common::Rng;
use std::collections::HashMap;

/// OEIS A089473: boards at each distance from the goal (judges.md §6).
const A089473: [usize; 32] = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
    16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];

fn spaced(board: &str) -> String {
    let cells: Vec<String> = board.chars().map(String::from).collect();
    format!("{}\n", cells.join(" "))
}

/// Checks each answer line: replays it on its board, demands the goal and the oracle's length.
fn assert_shortest_paths(table: &HashMap<String, String>, boards: &[&String], answers: &str) {
    let lines: Vec<&str> = answers.split('\n').collect();
    assert_eq!(lines.len(), boards.len() + 1, "one line per board");
    for (board, path) in boards.iter().zip(lines) {
        assert_eq!(
            oracle::replay(board, path).as_deref(),
            Some(oracle::GOAL),
            "{} -> {:?} does not reach the goal",
            board,
            path
        );
        assert_eq!(
            path.len(),
            table[*board].len(),
            "{} -> {:?} is not shortest",
            board,
            path
        );
    }
}

#[test]
fn oracle_distance_histogram_equals_oeis_a089473() {
    let mut histogram = vec![0usize; 32];
    for path in oracle::shared().values() {
        histogram[path.len()] += 1;
    }
    assert_eq!(histogram, A089473);
}

#[test]
fn every_solvable_board_gets_a_replayable_shortest_path() {
    let table = oracle::shared();
    let mut boards: Vec<&String> = table.keys().collect();
    boards.sort();
    let input: String = boards.iter().map(|b| spaced(b)).collect();
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.error, None);
    assert_shortest_paths(&table, &boards, &outcome.answers);
    let mut histogram = vec![0usize; 32];
    for path in outcome.answers.lines() {
        histogram[path.len()] += 1;
    }
    assert_eq!(histogram, A089473);
}

#[test]
fn boards_searched_one_at_a_time_get_shortest_paths() {
    let table = oracle::shared();
    let mut rng = Rng::new(1_077);
    let mut solvable: Vec<&String> = table.keys().collect();
    solvable.sort();
    for _ in 0..400 {
        let board = solvable[rng.below(solvable.len())];
        let outcome = solution::solve(spaced(board).as_bytes());
        assert_shortest_paths(&table, &[board], &outcome.answers);
    }
    for far in ["8672543x1", "64785x321"] {
        let far = far.to_string();
        let outcome = solution::solve(spaced(&far).as_bytes());
        assert_shortest_paths(&table, &[&far], &outcome.answers);
        assert_eq!(table[&far].len(), 31);
    }
}

#[test]
fn a_batch_below_the_switch_point_is_searched_board_by_board_and_stays_shortest() {
    let table = oracle::shared();
    let mut rng = Rng::new(179);
    let mut solvable: Vec<&String> = table.keys().collect();
    solvable.sort();
    let boards: Vec<&String> = (0..30)
        .map(|_| solvable[rng.below(solvable.len())])
        .collect();
    let input: String = boards.iter().map(|b| spaced(b)).collect();
    let outcome = solution::solve(input.as_bytes());
    assert_shortest_paths(&table, &boards, &outcome.answers);
}

#[test]
fn every_unsolvable_board_class_is_answered_unsolvable() {
    let table = oracle::shared();
    let mut rng = Rng::new(1_217);
    let mut input = String::new();
    let mut count = 0;
    while count < 3_000 {
        let board = rng.permutation("12345678x");
        if !table.contains_key(&board) {
            input += &spaced(&board);
            count += 1;
        }
    }
    // Illegal boards: a repeated tile, no blank, two blanks, a foreign character.
    input += "1 1 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 9\nx 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 ?\n";
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.answers.lines().count(), count + 4);
    assert!(outcome.answers.lines().all(|l| l == "unsolvable"));
    assert_eq!(outcome.notes.lines().count(), 4, "{}", outcome.notes);
    assert!(
        outcome.notes.contains("board 3001 `11345678x`"),
        "{}",
        outcome.notes
    );
}

#[test]
fn a_trailing_partial_board_is_an_error_after_the_complete_ones() {
    let outcome = solution::solve(b"1 2 3 4 5 6 7 x 8\n2 3 4 1 5\n");
    assert_eq!(outcome.answers, "r\n");
    let message = outcome.error.expect("an error");
    assert_eq!(message, "board 2 has 5 cells, expected 9");
    let empty = solution::solve(b" \r\n");
    assert!(empty.error.expect("an error").starts_with("empty input"));
}

#[test]
fn binary_exits_two_with_one_line_after_answering_complete_boards() {
    let input = b"1 2 3 4 5 6 7 x 8\n1 2 3\n";
    common::assert_exits_two_after(env!("CARGO_BIN_EXE_eight_puzzle"), input, "r\n");
}

#[test]
fn solve_survives_ten_thousand_garbage_inputs_and_the_binary_a_seventh() {
    let inputs = common::garbage_inputs(1_043, 10_000, b"12345678x9 \n\r\t");
    common::assert_solve_and_binary_survive_garbage(
        env!("CARGO_BIN_EXE_eight_puzzle"),
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
fn ten_megabytes_of_garbage_give_eleven_short_notes_and_one_error() {
    let mut rng = Rng::new(9);
    let garbage: Vec<u8> = (0..10 << 20).map(|_| rng.next_u64() as u8).collect();
    let outcome = solution::solve(&garbage);
    let notes: Vec<&str> = outcome.notes.lines().collect();
    assert_eq!(
        notes.len(),
        11,
        "{}",
        &outcome.notes[..200.min(outcome.notes.len())]
    );
    assert!(
        notes[10].starts_with("eight_puzzle: ... and "),
        "{}",
        notes[10]
    );
    assert!(notes.iter().all(|note| note.len() < 160), "{:?}", notes);
}
