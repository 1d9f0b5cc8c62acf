//! Known wrong: a textbook magic-board BFS with one of two classic mistakes, chosen at compile
//! time; the testdata must reject both.
//! - `--cfg row_major_moves`: A and B as the seed article wrote them, reading the board as two
//!   rows left to right instead of clockwise.
//! - `--cfg moves_tried_in_order_cba`: the right moves tried C, B, A, so the sequence found is
//!   shortest but not the lexicographically smallest.

use std::collections::{HashMap, VecDeque};
use std::io::Read;

fn a(s: &[u8]) -> Vec<u8> {
    if cfg!(row_major_moves) {
        [&s[4..], &s[..4]].concat()
    } else {
        s.iter().rev().copied().collect()
    }
}

fn b(s: &[u8]) -> Vec<u8> {
    if cfg!(row_major_moves) {
        vec![s[3], s[0], s[1], s[2], s[7], s[4], s[5], s[6]]
    } else {
        vec![s[3], s[0], s[1], s[2], s[5], s[6], s[7], s[4]]
    }
}

fn c(s: &[u8]) -> Vec<u8> {
    vec![s[0], s[6], s[1], s[3], s[4], s[2], s[5], s[7]]
}

fn main() {
    let mut moves: Vec<(char, fn(&[u8]) -> Vec<u8>)> = vec![('A', a), ('B', b), ('C', c)];
    if cfg!(moves_tried_in_order_cba) {
        moves.reverse();
    }
    let start = b"12345678".to_vec();
    let mut path: HashMap<Vec<u8>, String> = HashMap::new();
    path.insert(start.clone(), String::new());
    let mut queue = VecDeque::from(vec![start]);
    while let Some(board) = queue.pop_front() {
        for (name, step) in &moves {
            let next = step(&board);
            if !path.contains_key(&next) {
                let sequence = format!("{}{}", path[&board], name);
                path.insert(next.clone(), sequence);
                queue.push_back(next);
            }
        }
    }
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let tokens: Vec<&str> = input.split_whitespace().collect();
    if tokens[0].len() == 8 {
        for pair in tokens.chunks(2) {
            let rename: HashMap<u8, u8> =
                pair[0].bytes().zip(b"12345678".iter().copied()).collect();
            let target: Vec<u8> = pair[1].bytes().map(|c| rename[&c]).collect();
            println!("{}", path.get(&target).map_or("", |s| s.as_str()));
        }
    } else {
        let target: Vec<u8> = tokens.concat().into_bytes();
        let sequence = path.get(&target).map_or("", |s| s.as_str());
        println!("{}\n{}", sequence.len(), sequence);
    }
}
