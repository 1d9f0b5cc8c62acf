//! 字串变换 (Luogu P1032, AcWing 190), ladder rung 1 of 2: breadth-first search from A alone.
//!
//! The idea: a string is a state, one rewrite (one occurrence of some rule's `a`, at any place,
//! replaced by its `b`) an edge; BFS from A meets B first at the fewest rewrites. Strings are
//! `Vec<u8>`s, the strings seen a `HashSet`. It is right, but it holds every string within 10
//! rewrites of A: with b successors a string, about b^10 of them. Input: A B, then rules `a b`
//! to the end. Output: the fewest rewrites if at most 10, else `NO ANSWER!`. Next rung: search
//! from both ends, a whole level at a time from the smaller side (`src/bin/string_rewrite.rs`).

use std::collections::{HashSet, VecDeque};
use std::io::{self, Read};

const MAX_REWRITES: usize = 10;

/// Every string one rewrite from `s`: each rule at each place it occurs, overlaps included.
fn successors(s: &[u8], rules: &[(Vec<u8>, Vec<u8>)]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for (from, to) in rules {
        if from.len() > s.len() {
            continue;
        }
        for at in 0..=s.len() - from.len() {
            if &s[at..at + from.len()] == from.as_slice() {
                let mut next = s[..at].to_vec();
                next.extend_from_slice(to);
                next.extend_from_slice(&s[at + from.len()..]);
                out.push(next);
            }
        }
    }
    out
}

fn min_rewrites(start: &[u8], target: &[u8], rules: &[(Vec<u8>, Vec<u8>)]) -> Option<usize> {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    seen.insert(start.to_vec());
    queue.push_back((start.to_vec(), 0));
    while let Some((s, depth)) = queue.pop_front() {
        if s == target {
            return Some(depth);
        }
        if depth == MAX_REWRITES {
            continue;
        }
        for next in successors(&s, rules) {
            if seen.insert(next.clone()) {
                queue.push_back((next, depth + 1));
            }
        }
    }
    None
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin");
    let words: Vec<&[u8]> = input.split_ascii_whitespace().map(str::as_bytes).collect();
    if words.len() < 2 || words.len() % 2 != 0 {
        eprintln!("expected A B, then rules `a b`");
        std::process::exit(2);
    }
    let rules: Vec<(Vec<u8>, Vec<u8>)> = words[2..]
        .chunks(2)
        .map(|pair| (pair[0].to_vec(), pair[1].to_vec()))
        .collect();
    match min_rewrites(words[0], words[1], &rules) {
        Some(n) => println!("{}", n),
        None => println!("NO ANSWER!"),
    }
}
