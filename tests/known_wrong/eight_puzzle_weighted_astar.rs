//! Known wrong for AcWing 179 only: A* with an inadmissible heuristic (twice the Manhattan
//! distance) finds a valid path quickly, but not always a shortest one. POJ 1077 accepts it
//! (any series of moves solves the board); AcWing 179, which asks for the fewest moves, must
//! not.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::io::Read;

const GOAL: &[u8; 9] = b"12345678x";

fn solvable(board: &[u8]) -> bool {
    let tiles: Vec<u8> = board.iter().copied().filter(|&b| b != b'x').collect();
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

fn manhattan(board: &[u8]) -> u32 {
    let mut sum = 0;
    for (cell, &tile) in board.iter().enumerate() {
        if tile != b'x' {
            let to = (tile - b'1') as usize;
            sum += ((cell / 3) as i32 - (to / 3) as i32).unsigned_abs()
                + ((cell % 3) as i32 - (to % 3) as i32).unsigned_abs();
        }
    }
    sum
}

/// A path of blank moves from `start` to the goal, by A* with f = g + 2h.
fn weighted_astar(start: &[u8]) -> String {
    let mut came: HashMap<Vec<u8>, (u32, String)> = HashMap::new();
    let mut open = BinaryHeap::new();
    came.insert(start.to_vec(), (0, String::new()));
    open.push(Reverse((2 * manhattan(start), 0u32, start.to_vec())));
    while let Some(Reverse((_, g, board))) = open.pop() {
        if board == GOAL {
            return came[&board].1.clone();
        }
        if came[&board].0 < g {
            continue;
        }
        let path = came[&board].1.clone();
        let blank = board.iter().position(|&b| b == b'x').expect("a blank");
        let (row, col) = (blank / 3, blank % 3);
        let mut steps = Vec::new();
        if row > 0 {
            steps.push(('u', blank - 3));
        }
        if row < 2 {
            steps.push(('d', blank + 3));
        }
        if col > 0 {
            steps.push(('l', blank - 1));
        }
        if col < 2 {
            steps.push(('r', blank + 1));
        }
        for (letter, to) in steps {
            let mut next = board.clone();
            next.swap(blank, to);
            if came.get(&next).map_or(true, |(b, _)| g + 1 < *b) {
                came.insert(next.clone(), (g + 1, format!("{}{}", path, letter)));
                open.push(Reverse((g + 1 + 2 * manhattan(&next), g + 1, next)));
            }
        }
    }
    String::new()
}

fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    let cells: Vec<u8> = input.iter().copied().filter(|c| !c.is_ascii_whitespace()).collect();
    for board in cells.chunks_exact(9) {
        if solvable(board) {
            println!("{}", weighted_astar(board));
        } else {
            println!("unsolvable");
        }
    }
}
