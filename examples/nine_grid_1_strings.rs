//! 九宫重排 (Lanqiao PREV-19), ladder rung 1 of 5: breadth-first search over strings.
//!
//! The idea: a board is a state, a move an edge, and BFS reaches every board at distance d
//! before any at d + 1, so the first time it meets the target is the fewest moves. Boards are
//! `String`s, the boards seen a `HashSet<String>`: each visit allocates, hashes and compares.
//! Input: two lines of 9 characters, start then target, tiles 1-8 and `.` for the blank.
//! Output: the fewest moves, or -1. Next rung: a board as a number, and an array for "seen".

use std::collections::{HashSet, VecDeque};
use std::io::{self, Read};

/// The cells next to each cell of the 3×3 board, read row by row.
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
        let blank = board.find('.').unwrap_or(0);
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

/// A board is nine cells, each of `.12345678` once.
fn is_board(s: &str) -> bool {
    let mut cells: Vec<char> = s.chars().collect();
    cells.sort_unstable();
    cells.into_iter().collect::<String>() == ".12345678"
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin");
    let boards: Vec<&str> = input.split_ascii_whitespace().collect();
    if boards.len() < 2 || !is_board(boards[0]) || !is_board(boards[1]) {
        eprintln!("expected two boards of 9 cells, 1-8 and `.`");
        std::process::exit(2);
    }
    println!("{}", min_moves(boards[0], boards[1]));
}
