//! Known wrong: A* with an inadmissible heuristic (twice the Manhattan distance), a classic
//! "fast" answer that finds a path, but not always a shortest one. Reads the three judges'
//! shapes like `nine_grid`: one-character tokens (AcWing 845, goal `12345678x`), one 9-digit
//! token (Luogu P1379, goal `123804765`), or start/target pairs (Lanqiao PREV-19).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::io::Read;

fn blank_of(b: u8) -> bool {
    b == b'.' || b == b'0' || b == b'x'
}

fn normalised(board: &[u8]) -> Vec<u8> {
    board.iter().map(|&b| if blank_of(b) { b'0' } else { b }).collect()
}

fn parity(board: &[u8]) -> usize {
    let tiles: Vec<u8> = board.iter().copied().filter(|&b| b != b'0').collect();
    let mut inversions = 0;
    for i in 0..tiles.len() {
        for j in i + 1..tiles.len() {
            if tiles[i] > tiles[j] {
                inversions += 1;
            }
        }
    }
    inversions % 2
}

fn manhattan(board: &[u8], goal_cell: &[usize; 256]) -> u32 {
    let mut sum = 0;
    for (cell, &tile) in board.iter().enumerate() {
        if tile != b'0' {
            let to = goal_cell[tile as usize];
            sum += ((cell / 3) as i32 - (to / 3) as i32).unsigned_abs()
                + ((cell % 3) as i32 - (to % 3) as i32).unsigned_abs();
        }
    }
    sum
}

fn weighted_astar(start: &[u8], goal: &[u8]) -> i64 {
    if parity(start) != parity(goal) {
        return -1;
    }
    let mut goal_cell = [0usize; 256];
    for (cell, &tile) in goal.iter().enumerate() {
        goal_cell[tile as usize] = cell;
    }
    let mut best: HashMap<Vec<u8>, u32> = HashMap::new();
    let mut open = BinaryHeap::new();
    best.insert(start.to_vec(), 0);
    open.push(Reverse((2 * manhattan(start, &goal_cell), 0u32, start.to_vec())));
    while let Some(Reverse((_, g, board))) = open.pop() {
        if board == goal {
            return i64::from(g);
        }
        if best.get(&board).map_or(false, |&b| b < g) {
            continue;
        }
        let blank = board.iter().position(|&b| b == b'0').expect("a blank");
        let (row, col) = (blank / 3, blank % 3);
        let mut targets = Vec::new();
        if row > 0 {
            targets.push(blank - 3);
        }
        if row < 2 {
            targets.push(blank + 3);
        }
        if col > 0 {
            targets.push(blank - 1);
        }
        if col < 2 {
            targets.push(blank + 1);
        }
        for to in targets {
            let mut next = board.clone();
            next.swap(blank, to);
            if best.get(&next).map_or(true, |&b| g + 1 < b) {
                best.insert(next.clone(), g + 1);
                let f = g + 1 + 2 * manhattan(&next, &goal_cell);
                open.push(Reverse((f, g + 1, next)));
            }
        }
    }
    -1
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let tokens: Vec<&str> = input.split_whitespace().collect();
    if tokens[0].len() == 1 {
        for board in tokens.chunks(9) {
            let start = normalised(board.concat().as_bytes());
            println!("{}", weighted_astar(&start, b"123456780"));
        }
    } else if tokens.len() == 1 {
        println!("{}", weighted_astar(tokens[0].as_bytes(), b"123804765"));
    } else {
        for pair in tokens.chunks(2) {
            let (start, goal) = (normalised(pair[0].as_bytes()), normalised(pair[1].as_bytes()));
            println!("{}", weighted_astar(&start, &goal));
        }
    }
}
