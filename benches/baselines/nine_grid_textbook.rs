//! Baseline for `nine_grid`: the textbook answer to Lanqiao PREV-19 — one-directional BFS from
//! the start over `String` boards, a `HashSet` of seen boards, level by level until the target.
//! Benchmark code, not a pasteable solution: it reads Lanqiao pairs only.

use std::collections::{HashSet, VecDeque};
use std::io::Read;

const NEIGHBOURS: [&[usize]; 9] = [
    &[1, 3],
    &[0, 2, 4],
    &[1, 5],
    &[0, 4, 6],
    &[1, 3, 5, 7],
    &[2, 4, 8],
    &[3, 7],
    &[4, 6, 8],
    &[5, 7],
];

fn min_moves(start: &str, target: &str) -> i64 {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    seen.insert(start.to_string());
    queue.push_back((start.to_string(), 0));
    while let Some((board, depth)) = queue.pop_front() {
        if board == target {
            return depth;
        }
        let blank = board.find('.').expect("a blank");
        for &cell in NEIGHBOURS[blank] {
            let mut cells: Vec<char> = board.chars().collect();
            cells.swap(blank, cell);
            let next: String = cells.into_iter().collect();
            if seen.insert(next.clone()) {
                queue.push_back((next, depth + 1));
            }
        }
    }
    -1
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let tokens: Vec<String> = input
        .split_whitespace()
        .map(|t| t.replace(|c| c == '0' || c == 'x', "."))
        .collect();
    for pair in tokens.chunks(2) {
        println!("{}", min_moves(&pair[0], &pair[1]));
    }
}
