//! Baseline for `eight_puzzle`: the textbook answer to POJ 1077 — a parity check, then one
//! BFS per board over `String` boards with a `HashMap` from each board to its parent and move,
//! until the goal; the path is read back through the parents.
//! Benchmark code, not a pasteable solution.

use std::collections::{HashMap, VecDeque};
use std::io::Read;

#[path = "eight_puzzle_moves.rs"]
mod eight_puzzle_moves;
use eight_puzzle_moves::moves;

fn solvable(board: &str) -> bool {
    let tiles: Vec<char> = board.chars().filter(|&c| c != 'x').collect();
    let mut inversions = 0;
    for i in 0..tiles.len() {
        for j in i + 1..tiles.len() {
            if tiles[i] > tiles[j] {
                inversions += 1;
            }
        }
    }
    inversions % 2 == 0
}

fn solve(start: &str) -> String {
    if !solvable(start) {
        return "unsolvable".to_string();
    }
    let mut parent: HashMap<String, (String, char)> = HashMap::new();
    let mut queue = VecDeque::new();
    parent.insert(start.to_string(), (String::new(), ' '));
    queue.push_back(start.to_string());
    while let Some(board) = queue.pop_front() {
        if board == "12345678x" {
            let mut path = Vec::new();
            let mut at = board;
            while at != start {
                let (before, letter) = parent[&at].clone();
                path.push(letter);
                at = before;
            }
            return path.into_iter().rev().collect();
        }
        for (letter, next) in moves(&board) {
            if !parent.contains_key(&next) {
                parent.insert(next.clone(), (board.clone(), letter));
                queue.push_back(next);
            }
        }
    }
    "unsolvable".to_string()
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let cells: Vec<char> = input.chars().filter(|c| !c.is_whitespace()).collect();
    for board in cells.chunks(9) {
        println!("{}", solve(&board.iter().collect::<String>()));
    }
}
