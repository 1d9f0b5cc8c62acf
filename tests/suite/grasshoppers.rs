//! `grasshoppers` against the oracle (a BFS over strings from `012345678`): the contest
//! question, the farthest arrangements, random pairs, the reachability claim, and the error
//! contract.

use crate::common;

#[allow(dead_code)] // the solution's `main` is not called here
#[path = "../../src/bin/grasshoppers.rs"]
pub mod solution;

use common::oracle::grasshoppers as oracle;
use common::Rng;

#[test]
fn the_contest_question_is_twenty_jumps_asked_with_empty_input() {
    for input in [&b""[..], b"\n", b"  \r\n"] {
        let outcome = solution::solve(input);
        assert_eq!(outcome.answers, "20\n");
        assert_eq!(outcome.error, None);
    }
    let table = oracle::shared();
    assert_eq!(table["087654321"], 20);
}

#[test]
fn every_arrangement_is_reachable_and_none_is_more_than_twenty_jumps_away() {
    let table = oracle::shared();
    assert_eq!(table.len(), 362_880);
    let mut histogram = [0usize; 21];
    for &d in table.values() {
        histogram[d as usize] += 1;
    }
    // Counted a third way, by a Python BFS over strings when this test was written.
    assert_eq!(
        histogram,
        [
            1, 4, 12, 33, 90, 246, 647, 1559, 3429, 7112, 13935, 25250, 41366, 58486, 68632, 64442,
            45862, 23055, 7392, 1253, 74
        ]
    );
}

#[test]
fn every_farthest_arrangement_and_a_sample_of_the_rest_from_the_start() {
    let table = oracle::shared();
    let mut targets: Vec<(&String, u32)> = table.iter().map(|(r, &d)| (r, d)).collect();
    targets.sort();
    let mut rng = Rng::new(642);
    let chosen: Vec<(&String, u32)> = targets
        .into_iter()
        .filter(|&(_, d)| d >= 19 || rng.below(40) == 0)
        .collect();
    let mut input = String::new();
    for (target, _) in &chosen {
        input += &format!("012345678 {}\n", target);
    }
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.error, None);
    let answers: Vec<&str> = outcome.answers.lines().collect();
    assert_eq!(answers.len(), chosen.len());
    for ((target, d), got) in chosen.iter().zip(answers) {
        assert_eq!(got, d.to_string(), "012345678 -> {}", target);
    }
}

#[test]
fn random_pairs_agree_with_the_oracle_turned_and_renamed() {
    let table = oracle::shared();
    let mut rng = Rng::new(2_017);
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..2_000 {
        let start = rng.permutation("012345678");
        let target = rng.permutation("012345678");
        let shown = |ring: &str| {
            if i % 2 == 0 {
                ring.replace('0', ".")
            } else {
                ring.to_string()
            }
        };
        input += &format!("{}\n{}\n", shown(&start), shown(&target));
        expected += &format!("{}\n", oracle::jumps_between(&table, &start, &target));
    }
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.error, None);
    for (i, (got, want)) in outcome.answers.lines().zip(expected.lines()).enumerate() {
        assert_eq!(got, want, "pair {}", i + 1);
    }
    assert_eq!(outcome.answers.lines().count(), 2_000);
}

#[test]
fn equal_arrangements_are_zero_jumps_and_illegal_ones_are_minus_one_with_a_note() {
    let outcome = solution::solve(b"123405678 123405678\n012345678 112345678\n");
    assert_eq!(outcome.answers, "0\n-1\n");
    assert_eq!(outcome.error, None);
    assert!(
        outcome.notes.contains("grasshopper 1 appears twice"),
        "{}",
        outcome.notes
    );
    let mut input = String::new();
    for _ in 0..25 {
        input += "012345678 01234567\x1b\n";
    }
    let notes = solution::solve(input.as_bytes()).notes;
    let lines: Vec<&str> = notes.lines().collect();
    assert_eq!(lines.len(), 11, "{}", notes);
    assert_eq!(
        lines[10],
        "grasshoppers: ... and 15 more illegal arrangements"
    );
    assert!(lines[0].contains("\\x1b"), "{}", lines[0]);
}

#[test]
fn unreadable_input_is_an_error_after_the_complete_pairs() {
    let cases: [(&[u8], &str, &str); 3] = [
        (b"012345678\n", "", "has no target"),
        (b"012345678 087654321\n01234\n", "20\n", "is 5 characters"),
        (b"012345678 087654321 102345678", "20\n", "has no target"),
    ];
    for (input, answers, error) in cases {
        let outcome = solution::solve(input);
        assert_eq!(outcome.answers, answers, "{:?}", input);
        let message = outcome.error.expect("an error");
        assert!(message.contains(error), "{:?} gave {:?}", input, message);
        assert!(!message.contains('\n'));
    }
    let huge = "1".repeat(1_000_000);
    let message = solution::solve(huge.as_bytes()).error.expect("an error");
    assert!(message.len() < 120, "{} bytes", message.len());
}

#[test]
fn binary_answers_the_contest_question_and_exits_two_on_a_lone_start() {
    let ran = common::run_binary(
        env!("CARGO_BIN_EXE_grasshoppers"),
        b"",
        std::time::Duration::from_secs(10), // a hang-only bound: a healthy run takes milliseconds
    );
    assert_eq!((ran.code, ran.stdout.as_str()), (Some(0), "20\n"));
    common::assert_exits_two_after(env!("CARGO_BIN_EXE_grasshoppers"), b"012345678\n", "");
}

#[test]
fn solve_survives_ten_thousand_garbage_inputs_and_the_binary_a_seventh() {
    let inputs = common::garbage_inputs(642, 10_000, b"0123456789. \n\r\t");
    common::assert_solve_and_binary_survive_garbage(
        env!("CARGO_BIN_EXE_grasshoppers"),
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
