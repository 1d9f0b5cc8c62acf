//! `string_rewrite` against the oracle (a one-way BFS over `String`s to depth 10): the
//! statement's sample, random rule sets at every distance, the pitfalls by name, and the error
//! contract.

use crate::common;

#[allow(dead_code)] // the solution's `main` is not called here
#[path = "../../src/bin/string_rewrite.rs"]
mod solution;

use common::oracle::string_rewrite as oracle;
use common::Rng;
use std::time::Duration;

fn answer(input: &str) -> String {
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.error, None, "{:?}", input);
    outcome.answers
}

#[test]
fn the_sample_takes_three_rewrites() {
    let sample = "abcd xyz\nabc xu\nud y\ny yz\n";
    assert_eq!(answer(sample), "3\n");
    assert_eq!(oracle::expected_output(sample), "3\n");
}

#[test]
fn equal_strings_take_no_rewrite_even_without_rules() {
    assert_eq!(answer("abc abc\n"), "0\n");
    assert_eq!(answer("abc abc\nx y\n"), "0\n");
    assert_eq!(answer("abc abd\n"), "NO ANSWER!\n");
}

#[test]
fn ten_rewrites_are_allowed_and_eleven_are_not() {
    let chain = |n: usize| format!("{} {}\na b\n", "a".repeat(n), "b".repeat(n));
    assert_eq!(answer(&chain(10)), "10\n");
    assert_eq!(answer(&chain(11)), "NO ANSWER!\n");
}

#[test]
fn a_rule_applies_at_every_place_overlapping_ones_included() {
    assert_eq!(answer("aaa ab\naa b\n"), "1\n"); // `aa` at place 1, overlapping place 0
    assert_eq!(answer("aba abb\na b\n"), "1\n"); // the second `a`, not the first
    let mut seen = Vec::new();
    solution::rewrites_of(b"aaaa", b"aa", b"b", &mut |t| seen.push(t));
    assert_eq!(
        seen,
        vec![b"baa".to_vec(), b"aba".to_vec(), b"aab".to_vec()]
    );
}

#[test]
fn the_backward_side_reverses_the_rules() {
    // Only the forward rule `a -> bc` links them; read backwards it is `bc -> a`.
    assert_eq!(answer("xax xbcx\na bc\n"), "1\n");
    assert_eq!(answer("xbcx xax\na bc\n"), "NO ANSWER!\n");
}

#[test]
fn crlf_tabs_blank_lines_and_trailing_spaces_are_whitespace() {
    assert_eq!(
        answer("abcd xyz\r\n\r\nabc xu  \r\n\tud y\r\ny   yz\r\n\r\n"),
        "3\n"
    );
}

/// One random rule set, start and target (the try's own generator, so tries can run on
/// several threads and still be the same on every machine), checked against the oracle: the
/// oracle's distance, or `None` when the rule set's reach is too big to choose targets in.
fn random_case_checked(seed: u64) -> Option<Option<u32>> {
    let mut rng = Rng::new(seed);
    let letters: Vec<char> = ["ab", "abc", "abcd"][rng.below(3)].chars().collect();
    let word = |rng: &mut Rng, lo: usize, hi: usize| -> String {
        let n = lo + rng.below(hi - lo + 1);
        (0..n).map(|_| letters[rng.below(letters.len())]).collect()
    };
    let rules: Vec<(String, String)> = (0..1 + rng.below(6))
        .map(|_| (word(&mut rng, 1, 3), word(&mut rng, 1, 3)))
        .collect();
    let mut case = oracle::Case {
        start: word(&mut rng, 1, 8),
        target: String::new(),
        rules,
    };
    // Rule sets whose whole ten-rewrite reach is small enough for the oracle; B mostly a
    // string in it at a random depth, sometimes any string.
    let ball = oracle::ball(&case, 10, 30_000)?;
    let depth = rng.below(11) as u32;
    let mut there: Vec<&String> = ball
        .iter()
        .filter(|(_, &d)| d == depth)
        .map(|(s, _)| s)
        .collect();
    there.sort();
    case.target = if there.is_empty() || rng.below(6) == 0 {
        word(&mut rng, 1, 8)
    } else {
        there[rng.below(there.len())].clone()
    };
    let want = oracle::distance(&case);
    assert_eq!(answer(&case.input()), oracle::line(want), "{:?}", case);
    Some(want)
}

#[test]
fn random_rule_sets_agree_with_the_oracle_at_every_distance() {
    // A thousand cases under `SWEEP=full`, three hundred in the quick suite (still some
    // at every distance, checked below), the tries in batches on every core (most of the time
    // is the oracle's reach of rule sets it then rejects as too big), taken in the tries' order.
    let cases = if common::full_sweep() { 1_000 } else { 300 };
    let mut checked = [0usize; 12];
    let mut tries = 0u64;
    while checked.iter().sum::<usize>() < cases {
        assert!(tries < 200_000, "random rule sets keep missing");
        let batch: Vec<u64> = (tries..tries + 64).collect();
        tries += 64;
        for want in common::in_parallel(&batch, |&t| random_case_checked(2_002_000_000 + t))
            .into_iter()
            .flatten()
        {
            if checked.iter().sum::<usize>() < cases {
                checked[want.map_or(11, |d| d as usize)] += 1;
            }
        }
    }
    // Every distance and `NO ANSWER!` were met, the hardest ones included.
    assert!(checked.iter().all(|&n| n > 0), "{:?}", checked);
}

#[test]
fn unreadable_input_is_one_line_on_stderr_and_nothing_on_stdout() {
    let cases: [(&[u8], &str); 4] = [
        (b"", "empty input"),
        (b"  \r\n\n", "empty input"),
        (b"abc\n", "has no target"),
        (b"abc abd\nab\n", "rule `ab` has no replacement"),
    ];
    for (input, error) in cases {
        let outcome = solution::solve(input);
        assert_eq!(outcome.answers, "", "{:?}", input);
        let message = outcome.error.expect("an error");
        assert!(message.contains(error), "{:?} gave {:?}", input, message);
        assert!(!message.contains('\n'));
    }
    let huge = "x".repeat(1_000_000);
    let message = solution::solve(huge.as_bytes()).error.expect("an error");
    assert!(message.len() < 120, "{} bytes", message.len());
}

#[test]
fn binary_answers_the_sample_and_exits_two_on_a_lone_string() {
    let ran = common::run_binary(
        env!("CARGO_BIN_EXE_string_rewrite"),
        b"abcd xyz\nabc xu\nud y\ny yz\n",
        Duration::from_secs(10), // a hang-only bound: a healthy run takes milliseconds
    );
    assert_eq!((ran.code, ran.stdout.as_str()), (Some(0), "3\n"));
    common::assert_exits_two_after(env!("CARGO_BIN_EXE_string_rewrite"), b"abc\n", "");
}

#[test]
fn solve_survives_ten_thousand_garbage_inputs_and_the_binary_a_seventh() {
    let inputs = common::garbage_inputs(1_032, 10_000, b"abc \n\r\t");
    common::assert_solve_and_binary_survive_garbage(
        env!("CARGO_BIN_EXE_string_rewrite"),
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
