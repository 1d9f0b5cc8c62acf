//! The 15-puzzle (AOJ ALDS1_13_C), ladder rung 1 of 3: what works for the 8-puzzle, tried here.
//! The parity test (inversions + the blank's row odd), then breadth-first search from the board,
//! a board packed in a u64 (4 bits a cell) and a HashSet of those seen, until the goal. It is
//! right, and hopeless past about 20 moves: the boards within d moves grow about 2.1 times a
//! level (16!/2 ≈ 10^13 in all), and each seen board costs some 16 bytes. So it stops at a
//! budget of boards and says how deep it got (exit status 3), rather than eat the machine.
//! Input: one board, 16 integers, 0 the blank. Output: the fewest moves.
//! Rung 2 is `fifteen_2_ida_manhattan.rs`: IDA*, memory for one path only.

use std::collections::HashSet;
use std::io::Read;

/// Boards the search may hold: about 300 MB with the HashSet's overhead and the levels.
const BUDGET: usize = 10_000_000;
const GOAL: u64 = 0x0FED_CBA9_8765_4321;

fn cell(board: u64, i: usize) -> u64 {
    (board >> (4 * i)) & 15
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let tiles: Vec<u64> = text
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let start = tiles
        .iter()
        .enumerate()
        .fold(0, |b, (i, &t)| b | t << (4 * i));
    let blank = tiles.iter().position(|&t| t == 0).unwrap();
    let inversions: usize = (0..16)
        .map(|i| {
            (i + 1..16)
                .filter(|&j| tiles[j] != 0 && tiles[j] < tiles[i])
                .count()
        })
        .sum();
    if (inversions + blank / 4) % 2 == 0 {
        println!("-1");
        return;
    }
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(start);
    let mut level = vec![start];
    let mut depth = 0;
    while !level.contains(&GOAL) {
        let mut next = Vec::new();
        for &board in &level {
            let blank = (0..16).find(|&i| cell(board, i) == 0).unwrap();
            let (row, col) = (blank / 4, blank % 4);
            let targets = [
                (row > 0, blank.wrapping_sub(4)),
                (row < 3, blank + 4),
                (col > 0, blank.wrapping_sub(1)),
                (col < 3, blank + 1),
            ];
            for &(ok, to) in &targets {
                if ok {
                    let tile = cell(board, to);
                    let moved = board & !(15 << (4 * to)) | tile << (4 * blank);
                    if seen.insert(moved) {
                        next.push(moved);
                    }
                    if seen.len() > BUDGET {
                        eprintln!(
                            "out of budget: {} boards seen within {} moves, the goal not among them",
                            seen.len(),
                            depth + 1
                        );
                        std::process::exit(3);
                    }
                }
            }
        }
        depth += 1;
        level = next;
    }
    println!("{}", depth);
}
