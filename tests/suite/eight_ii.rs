//! `eight_ii` against the oracle (a BFS over strings trying d, l, r, u in that order): every
//! target from one start, random pairs through each mechanism (the tables, the per-case search,
//! the budget that switches between them), the hardest pairs, and the error contract.

use crate::common;

#[allow(dead_code)] // the solution's `main` is not called here
#[path = "../../src/bin/eight_ii.rs"]
mod solution;

use common::oracle::eight_ii as oracle;
use common::Rng;
use std::collections::HashMap;

/// OEIS A089473: boards at each distance from the goal with the blank in a corner
/// (judges.md §6).
const A089473: [usize; 32] = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
    16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];

fn board(text: &str) -> solution::Board {
    let mut cells = [0u8; 9];
    for (cell, c) in cells.iter_mut().zip(text.bytes()) {
        *cell = if c == b'X' { 0 } else { c - b'0' };
    }
    cells
}

/// The solution's whole output for these pairs, through `solve`.
fn solved(pairs: &[(String, String)]) -> String {
    let mut input = format!("{}\n", pairs.len());
    for (a, b) in pairs {
        input += &format!("{}\n{}\n", a, b);
    }
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.notes, "");
    outcome.answers
}

fn expected(pairs: &[(String, String)]) -> String {
    let tables = oracle::Tables::shared();
    let mut out = String::new();
    for (k, (a, b)) in pairs.iter().enumerate() {
        match oracle::smallest_path(&tables, a, b) {
            Some(path) => out += &format!("Case {}: {}\n{}\n", k + 1, path.len(), path),
            None => out += &format!("Case {}: -1\nunsolvable\n", k + 1),
        }
    }
    out
}

/// Compares line by line, so a failure names the first case that differs.
fn assert_same_answers(got: &str, want: &str) {
    for (i, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        assert_eq!(g, w, "line {}", i + 1);
    }
    assert_eq!(got.lines().count(), want.lines().count());
}

/// Random solvable pairs: random boards, the second renamed from a board of the same parity.
fn random_pairs(seed: u64, count: usize) -> Vec<(String, String)> {
    let tables = oracle::Tables::shared();
    let mut rng = Rng::new(seed);
    let mut pairs = Vec::new();
    while pairs.len() < count {
        let a = rng.permutation("12345678X");
        let b = rng.permutation("12345678X");
        if oracle::smallest_path(&tables, &a, &b).is_some() {
            pairs.push((a, b));
        }
    }
    pairs
}

/// Pairs 30 or 31 moves apart: the farthest boards from each table's start, renamed at random.
fn hardest_pairs(seed: u64, count: usize) -> Vec<(String, String)> {
    let tables = oracle::Tables::shared();
    let mut far = Vec::new();
    for cell in 0..9 {
        let (start, table) = tables.table(cell);
        let mut boards: Vec<&String> = table
            .iter()
            .filter(|(_, &(_, d))| d >= 30)
            .map(|(b, _)| b)
            .collect();
        boards.sort();
        far.extend(boards.into_iter().map(|b| (start.to_string(), b.clone())));
    }
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let (a, b) = &far[rng.below(far.len())];
            let names = rng.permutation("12345678");
            let rename = |s: &str| -> String {
                s.chars()
                    .map(|c| match c.to_digit(10) {
                        Some(k) => names.as_bytes()[k as usize - 1] as char,
                        None => c,
                    })
                    .collect()
            };
            (rename(a), rename(b))
        })
        .collect()
}

#[test]
fn the_oracle_paths_replay_and_count_like_oeis_a089473() {
    let tables = oracle::Tables::shared();
    let (start, table) = tables.table(8);
    let mut histogram = vec![0usize; 32];
    let mut rng = Rng::new(3_567);
    for (b, _) in table.iter() {
        let path = oracle::path_to(table, b).expect("every board has a path");
        histogram[path.len()] += 1;
        if rng.below(100) == 0 {
            let mut at = start.to_string();
            for letter in path.chars() {
                at = oracle::blank_moves(&at)
                    .into_iter()
                    .find(|(l, _)| *l == letter)
                    .expect("the move exists")
                    .1;
            }
            assert_eq!(&at, b);
        }
    }
    assert_eq!(histogram, A089473);
}

#[test]
fn the_sample_of_hdu_3567() {
    let outcome = solution::solve(b"2\n12X453786\n12345678X\n564178X23\n7568X4123\n");
    assert_eq!(outcome.answers, "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
    assert_eq!(outcome.error, None);
}

#[test]
fn every_target_from_one_start_through_the_tables() {
    let tables = oracle::Tables::shared();
    let start = "8X6754321";
    let (_, table) = tables.table(0);
    let mut targets: Vec<&String> = table.keys().collect();
    targets.sort();
    // Renaming the table's boards gives every board reachable from `start`.
    let names: HashMap<char, char> = "X12345678".chars().zip(start.chars()).collect();
    let pairs: Vec<(String, String)> = targets
        .iter()
        .map(|t| {
            (
                "X12345678".chars().map(|c| names[&c]).collect(),
                t.chars().map(|c| names[&c]).collect(),
            )
        })
        .collect();
    assert_eq!(pairs[0].0, start);
    assert_same_answers(&solved(&pairs), &expected(&pairs));
}

#[test]
fn random_pairs_in_inputs_of_every_size_agree_with_the_oracle() {
    // One to three cases take the per-case search, more take the tables.
    let mut rng = Rng::new(20_261_130);
    let pairs = random_pairs(7, 1_200);
    let mut at = 0;
    while at < pairs.len() {
        let size = [1, 2, 3, 4, 200][rng.below(5)].min(pairs.len() - at);
        let chunk = &pairs[at..at + size];
        assert_same_answers(&solved(chunk), &expected(chunk));
        at += size;
    }
}

#[test]
fn the_hardest_pairs_alone_and_together() {
    let pairs = hardest_pairs(31, 120);
    assert_same_answers(&solved(&pairs), &expected(&pairs));
    for pair in pairs.iter().take(40) {
        let one = std::slice::from_ref(pair);
        assert_same_answers(&solved(one), &expected(one));
    }
}

#[test]
fn the_per_case_search_alone_finds_the_smallest_shortest_paths() {
    let tables = oracle::Tables::shared();
    let mut pairs = random_pairs(11, 150);
    pairs.extend(hardest_pairs(12, 10));
    for (a, b) in &pairs {
        let (path, _) =
            solution::DeepeningSearch::run(&board(a), &board(b), usize::MAX, &mut |_, _| {});
        let path = String::from_utf8(path.expect("no budget to run out of")).expect("letters");
        assert_eq!(
            Some(path),
            oracle::smallest_path(&tables, a, b),
            "{} -> {}",
            a,
            b
        );
    }
}

#[test]
fn a_search_past_its_budget_gives_up_and_the_tables_answer() {
    let (a, b) = &hardest_pairs(5, 1)[0];
    let (path, nodes) = solution::DeepeningSearch::run(&board(a), &board(b), 50, &mut |_, _| {});
    assert_eq!(path, None);
    assert!(nodes <= 51, "{} nodes", nodes);
}

#[test]
fn equal_boards_print_zero_and_an_empty_line_and_unsolvable_pairs_say_so() {
    let outcome =
        solution::solve(b"3\n12345678X\n12345678X\n12345678X\n21345678X\n8X6754321\n8X6754321\n");
    assert_eq!(
        outcome.answers,
        "Case 1: 0\n\nCase 2: -1\nunsolvable\nCase 3: 0\n\n"
    );
    let many = solution::solve(format!("300\n{}", "1234X5678 1234X5678\n".repeat(300)).as_bytes());
    assert_eq!(many.answers.lines().count(), 600);
    assert!(many.answers.ends_with("Case 300: 0\n\n"));
}

#[test]
fn cells_may_be_split_by_any_whitespace_and_x_may_be_lower_case() {
    let spaced =
        solution::solve(b"\r\n 2 \r\n1 2 x 4 5 3 7 8 6\r\n\r\n12345678x\r\n564178X23 7568X4123");
    assert_eq!(spaced.answers, "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
    assert_eq!(spaced.error, None);
}

#[test]
fn unreadable_input_is_an_error_after_the_complete_cases() {
    let cases: [(&[u8], &str, &str); 6] = [
        (b"", "", "empty input"),
        (b"two\n12X453786\n12345678X\n", "", "not a number of cases"),
        (
            b"2\n12X453786\n12345678X\n",
            "Case 1: 2\ndd\n",
            "case 2 of 2",
        ),
        (b"1\n12X453786\n1234567\n", "", "found 16 cells"),
        (
            b"2\n12X453786\n12345678X\n12X453786\n12345678Y\n",
            "Case 1: 2\ndd\n",
            "case 2: board B `12345678Y` is not legal",
        ),
        (b"1\n11X453786\n12345678X\n", "", "tile 1 appears twice"),
    ];
    for (input, answers, error) in cases {
        let outcome = solution::solve(input);
        assert_eq!(outcome.answers, answers, "{:?}", input);
        let message = outcome.error.expect("an error");
        assert!(message.contains(error), "{:?} gave {:?}", input, message);
        assert!(!message.contains('\n'));
    }
    let extra = solution::solve(b"1\n12X453786\n12345678X\n12345678X\n");
    assert_eq!(extra.error, None);
    assert!(
        extra.notes.contains("ignored 9 characters"),
        "{}",
        extra.notes
    );
}

#[test]
fn binary_exits_two_with_one_line_after_the_cases_it_could_read() {
    common::assert_exits_two_after(
        env!("CARGO_BIN_EXE_eight_ii"),
        b"2\n12X453786\n12345678X\n",
        "Case 1: 2\ndd\n",
    );
}

#[test]
fn solve_survives_ten_thousand_garbage_inputs_and_the_binary_a_seventh() {
    let mut inputs = common::garbage_inputs(3_567, 10_000, b"0123456789Xx \n\r\t");
    for input in inputs.iter_mut().step_by(2) {
        input.splice(0..0, b"3\n".iter().copied());
    }
    common::assert_solve_and_binary_survive_garbage(
        env!("CARGO_BIN_EXE_eight_ii"),
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
