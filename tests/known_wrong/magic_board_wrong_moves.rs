//! Known wrong: a textbook magic-board BFS with one classic mistake, named by the first
//! argument; the packages of the judges where it shows must reject it.
//! - `row_major_moves`: A and B as widely copied tutorials write them, reading the board as two
//!   rows left to right instead of clockwise.
//! - `moves_tried_in_order_cba` (or `_acb`, `_bac`, `_bca`, `_cab`): the right moves tried in
//!   another order than A, B, C: shortest, not the smallest.
//! - `depth_capped_at_20`: the search gives up below depth 20 (the deepest boards are at 22).
//! - `start_not_marked_seen`: the start is not marked before the search, so it is found again
//!   by `AA`: a start equal to the target gets `AA` instead of the empty sequence.
//! - `reads_only_the_first_pair`: HDU 1430 gives pairs until the end; this answers one.
//! - `relabels_the_wrong_way`: HDU pairs renamed through the start instead of its inverse.

use std::collections::{HashMap, VecDeque};
use std::io::Read;

fn a(s: &[u8], row_major: bool) -> Vec<u8> {
    if row_major {
        [&s[4..], &s[..4]].concat()
    } else {
        s.iter().rev().copied().collect()
    }
}

fn b(s: &[u8], row_major: bool) -> Vec<u8> {
    if row_major {
        vec![s[3], s[0], s[1], s[2], s[7], s[4], s[5], s[6]]
    } else {
        vec![s[3], s[0], s[1], s[2], s[5], s[6], s[7], s[4]]
    }
}

fn c(s: &[u8], _: bool) -> Vec<u8> {
    vec![s[0], s[6], s[1], s[3], s[4], s[2], s[5], s[7]]
}

type Step = fn(&[u8], bool) -> Vec<u8>;

/// What the table is built with for `mistake`: for every target reached, the sequence found.
/// The tests call this in memory to choose the targets that catch each mistake.
pub fn sequences(mistake: &str) -> HashMap<Vec<u8>, String> {
    let is = |name: &str| mistake == name;
    let mut moves: Vec<(char, Step)> = vec![('A', a), ('B', b), ('C', c)];
    if let Some(order) = mistake.strip_prefix("moves_tried_in_order_") {
        moves.sort_by_key(|m| order.find(m.0.to_ascii_lowercase()));
    }
    let start = b"12345678".to_vec();
    let mut path: HashMap<Vec<u8>, String> = HashMap::new();
    if !is("start_not_marked_seen") {
        path.insert(start.clone(), String::new());
    }
    let mut queue = VecDeque::from(vec![start]);
    while let Some(board) = queue.pop_front() {
        let so_far = path.get(&board).cloned().unwrap_or_default();
        if is("depth_capped_at_20") && so_far.len() == 20 {
            continue;
        }
        for (name, step) in &moves {
            let next = step(&board, is("row_major_moves"));
            if !path.contains_key(&next) {
                path.insert(next.clone(), format!("{}{}", so_far, name));
                queue.push_back(next);
            }
        }
    }
    path
}

fn main() {
    let mistake = std::env::args()
        .nth(1)
        .expect("the mistake, as the first argument");
    let is = |name: &str| mistake == name;
    let path = sequences(&mistake);
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let tokens: Vec<&str> = input.split_whitespace().collect();
    if tokens[0].len() == 8 {
        for pair in tokens.chunks(2) {
            let (from, to) = (pair[0].as_bytes(), pair[1].as_bytes());
            let target: Vec<u8> = if is("relabels_the_wrong_way") {
                to.iter().map(|&c| from[(c - b'1') as usize]).collect()
            } else {
                let rename: HashMap<u8, u8> = from.iter().copied().zip(*b"12345678").collect();
                to.iter().map(|c| rename[c]).collect()
            };
            println!("{}", path.get(&target).map_or("", |s| s.as_str()));
            if is("reads_only_the_first_pair") {
                break;
            }
        }
    } else {
        let target: Vec<u8> = tokens.concat().into_bytes();
        match path.get(&target) {
            Some(sequence) => println!("{}\n{}", sequence.len(), sequence),
            None => println!("-1"),
        }
    }
}
