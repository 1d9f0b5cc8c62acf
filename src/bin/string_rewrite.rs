//! 字串变换 String Rewriting — the fewest rewrites, at most 10, that turn a string A into B.
//!
//! Judges: Luogu P1032 (NOIP 2002 提高组, problem 2) and AcWing 190; the two state the same
//! contract. Input: A and B, then the rules `a_i b_i` (at most 6), one per line, until the end
//! of the input; every given string is 1 to 20 characters without spaces. One rewrite replaces
//! ONE occurrence of some a_i, anywhere in the string, by b_i. Output: the fewest rewrites if
//! that is at most 10, else `NO ANSWER!`. A = B needs no rewrite: `0`.
//! Reading: whitespace-separated tokens (CRLF, tabs, blank lines and trailing spaces are all
//! whitespace), A and B first, then pairs, as `while (cin >> a >> b)` reads them. More than
//! six rules are taken too. The length limit is on the given strings: a rewrite may make a
//! longer string on the way, and nothing here prunes by length.
//!
//! Contract for bad input: no tokens, A without B, or a last rule without its replacement:
//! one line on stderr, exit status 2, nothing on stdout. Any bytes are characters; never a
//! panic.
//!
//! Approach: bidirectional BFS. The forward side rewrites a_i → b_i from A; the backward side
//! rewrites b_i → a_i from B (a rewrite read backwards is the reversed rule). Each round expands
//! ONE WHOLE LEVEL of the side whose frontier is smaller. Invariant before a round: the strings
//! within d_A of A and those within d_B of B are known and disjoint, so the distance is more
//! than d_A + d_B (a path of at most d_A + d_B would have a middle string within d_A of A and
//! d_B of B). Expanding A's level d_A, the first string the other side holds closes a path of
//! d_A + 1 + (its depth ≤ d_B) ≥ d_A + d_B + 1 rewrites, so exactly d_A + d_B + 1: the first
//! meeting is the answer, and one map from string to side is all the bookkeeping. The search
//! stops with `NO ANSWER!` when d_A + d_B reaches 10, or when a frontier is empty (that side
//! has reached all it can, and the other end is not among it).
//!
//! Complexity: a string of length n has at most n places per rule, so b ≤ 6n successors; one
//! way the search would hold b^10 strings, two ways about 2·b^5, and the smaller side grows
//! first, so a rule set that explodes one way is met from the other. Memory: every string seen
//! once in a `HashMap`, plus the two frontiers.
//!
//! Pitfalls: expanding ONE STRING at a time, alternating sides, meets through a string the
//! other side reached one level deeper than needed and prints a longer answer than the
//! fewest; a rule applies at EVERY place it occurs, not only at the first (`find` once), and
//! occurrences may overlap (`aa` in `aaa` at places 0 and 1; stepping past a match skips one);
//! 10 rewrites are allowed (a cap of 9 prints `NO ANSWER!` for an answer of 10); the backward
//! side must use the reversed rules.
//!
//! Status: checked against a one-way BFS over `String`s to depth 10 on thousands of random
//! rule sets (tests/suite/string_rewrite.rs) and on the packages' cases.

use std::collections::HashMap;
use std::io::{self, Read, Write};

/// The most rewrites the judges allow.
pub const MAX_STEPS: usize = 10;

/// What the judges expect beyond `MAX_STEPS`, or when B cannot be reached at all.
pub const NO_ANSWER: &str = "NO ANSWER!";

/// One rule: `from` may be replaced by `to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    pub from: Vec<u8>,
    pub to: Vec<u8>,
}

/// A whole input: the two strings and the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub start: Vec<u8>,
    pub target: Vec<u8>,
    pub rules: Vec<Rule>,
}

/// Reads A, B and the rules from whitespace-separated tokens, or says what is missing.
pub fn parse(input: &[u8]) -> Result<Problem, String> {
    let tokens: Vec<&[u8]> = input
        .split(|c| c.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .collect();
    match tokens.len() {
        0 => return Err("empty input: expected the strings A and B".to_string()),
        1 => return Err(format!("`{}` has no target string B", shown(tokens[0]))),
        n if n % 2 == 1 => {
            return Err(format!(
                "rule `{}` has no replacement",
                shown(tokens[n - 1])
            ))
        }
        _ => {}
    }
    let rules = tokens[2..]
        .chunks(2)
        .map(|pair| Rule {
            from: pair[0].to_vec(),
            to: pair[1].to_vec(),
        })
        .collect();
    Ok(Problem {
        start: tokens[0].to_vec(),
        target: tokens[1].to_vec(),
        rules,
    })
}

/// Hands `each` every string one rewrite `from` → `to` away from `s`: one per place where
/// `from` occurs, overlapping places included (the scan moves on by one, not past the match).
pub fn rewrites_of(s: &[u8], from: &[u8], to: &[u8], each: &mut impl FnMut(Vec<u8>)) {
    if from.len() > s.len() {
        return;
    }
    for at in 0..=s.len() - from.len() {
        if &s[at..at + from.len()] == from {
            let mut next = Vec::with_capacity(s.len() - from.len() + to.len());
            next.extend_from_slice(&s[..at]);
            next.extend_from_slice(to);
            next.extend_from_slice(&s[at + from.len()..]);
            each(next);
        }
    }
}

/// Which search reached a string first.
const FORWARD: u8 = 0;
const BACKWARD: u8 = 1;

/// The rules as one side applies them: as given from A, reversed from B.
fn directed(rules: &[Rule], side: u8) -> Vec<(&[u8], &[u8])> {
    rules
        .iter()
        .map(|r| {
            if side == FORWARD {
                (&r.from[..], &r.to[..])
            } else {
                (&r.to[..], &r.from[..])
            }
        })
        .collect()
}

/// Expands a whole level of `side`: the new strings, and whether some rewrite reached a
/// string the other side holds (then the rest of the level is not needed).
fn expand_level(
    frontier: &[Vec<u8>],
    rules: &[(&[u8], &[u8])],
    side: u8,
    owner: &mut HashMap<Vec<u8>, u8>,
) -> (Vec<Vec<u8>>, bool) {
    let mut next = Vec::new();
    let mut met = false;
    for s in frontier {
        for &(from, to) in rules {
            rewrites_of(s, from, to, &mut |t| {
                if met {
                    return;
                }
                match owner.get(&t) {
                    Some(&o) => met = o != side,
                    None => {
                        owner.insert(t.clone(), side);
                        next.push(t);
                    }
                }
            });
            if met {
                return (next, true);
            }
        }
    }
    (next, false)
}

/// The fewest rewrites from A to B if at most `MAX_STEPS`; `level` hears each expansion: the
/// side (0 from A, 1 from B), its depth after it, and its new frontier's width.
pub fn min_steps(problem: &Problem, level: &mut dyn FnMut(usize, usize, usize)) -> Option<usize> {
    if problem.start == problem.target {
        return Some(0);
    }
    let mut owner: HashMap<Vec<u8>, u8> = HashMap::new();
    owner.insert(problem.start.clone(), FORWARD);
    owner.insert(problem.target.clone(), BACKWARD);
    let rules = [
        directed(&problem.rules, FORWARD),
        directed(&problem.rules, BACKWARD),
    ];
    let mut frontiers = [vec![problem.start.clone()], vec![problem.target.clone()]];
    let mut depths = [0, 0];
    while depths[0] + depths[1] < MAX_STEPS {
        if frontiers[0].is_empty() || frontiers[1].is_empty() {
            return None; // one side has reached all it ever can, without the other end
        }
        let side = usize::from(frontiers[1].len() < frontiers[0].len());
        let (next, met) = expand_level(&frontiers[side], &rules[side], side as u8, &mut owner);
        frontiers[side] = next;
        depths[side] += 1;
        level(side, depths[side], frontiers[side].len());
        if met {
            return Some(depths[0] + depths[1]);
        }
    }
    None
}

/// The answer line for a problem.
pub fn answer(problem: &Problem) -> String {
    match min_steps(problem, &mut |_, _, _| {}) {
        Some(steps) => steps.to_string(),
        None => NO_ANSWER.to_string(),
    }
}

/// A token as a message shows it: its first bytes, anything but printable ASCII as `\xNN`.
fn shown(token: &[u8]) -> String {
    const SHOWN: usize = 24;
    let mut text = String::new();
    for &b in token.iter().take(SHOWN) {
        if b.is_ascii_graphic() {
            text.push(char::from(b));
        } else {
            text.push_str(&format!("\\x{:02x}", b));
        }
    }
    if token.len() > SHOWN {
        text.push_str("...");
    }
    text
}

/// What a run prints: the answer for stdout, or the input error for stderr.
#[derive(Debug, Default, PartialEq)]
pub struct Outcome {
    pub answers: String,
    pub error: Option<String>,
}

/// Solves a whole input in memory; `main` only moves bytes.
pub fn solve(input: &[u8]) -> Outcome {
    match parse(input) {
        Ok(problem) => Outcome {
            answers: format!("{}\n", answer(&problem)),
            error: None,
        },
        Err(error) => Outcome {
            answers: String::new(),
            error: Some(error),
        },
    }
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        let _ = writeln!(io::stderr(), "string_rewrite: cannot read stdin: {}", e);
        std::process::exit(2);
    }
    let outcome = solve(&input);
    let stdout = io::stdout();
    let mut writer = io::BufWriter::new(stdout.lock());
    // A closed stdout (e.g. `| head`) is not worth a panic: the answer simply has no reader.
    let _ = writer.write_all(outcome.answers.as_bytes());
    let _ = writer.flush();
    if let Some(error) = outcome.error {
        let _ = writeln!(io::stderr(), "string_rewrite: {}", error);
        std::process::exit(2);
    }
}
