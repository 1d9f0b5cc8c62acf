//! 八数码 Eight (POJ 1077, AcWing 179), ladder rung 1 of 2: the classic contest answer.
//! The parity test first (tiles' inversions, blank skipped: no move on a board three wide
//! changes their parity, so an odd board is `unsolvable`), then breadth-first search from the
//! board over the Cantor ranks of the 9! boards, with a parent and a move per rank, until the
//! goal `1 2 3 4 5 6 7 8 x`; the path is read back from the goal. Input: one board, 9 cells,
//! 1-8 and `x`. Output: the moves of the blank (u, d, l, r), a shortest series, or unsolvable.
//! Rung 2 is `src/bin/eight_puzzle.rs`: bidirectional search, one tree for many boards (HDU).

use std::collections::VecDeque;
use std::io::Read;

const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];
/// The blank's moves: its letter and the change of its row and column.
const MOVES: [(u8, i32, i32); 4] = [(b'u', -1, 0), (b'd', 1, 0), (b'l', 0, -1), (b'r', 0, 1)];
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// Cantor rank: each cell counts the smaller cells after it; the counts weigh 8!, 7!, …, 0!.
fn rank(b: &[u8; 9]) -> usize {
    (0..9)
        .map(|i| b[i + 1..].iter().filter(|&&c| c < b[i]).count() * FACTORIAL[8 - i])
        .sum()
}

/// Pairs of tiles out of order, the blank skipped.
fn inversions(b: &[u8; 9]) -> usize {
    let tiles: Vec<u8> = b.iter().copied().filter(|&c| c != 0).collect();
    (0..8)
        .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
        .sum()
}

fn solve(start: [u8; 9]) -> Option<String> {
    if inversions(&start) % 2 != 0 {
        return None;
    }
    let mut parent = vec![usize::MAX; 362_880];
    let mut letter = vec![b' '; 362_880];
    parent[rank(&start)] = rank(&start);
    let mut queue = VecDeque::from(vec![(start, rank(&start))]);
    while let Some((b, r)) = queue.pop_front() {
        if b == GOAL {
            break;
        }
        let blank = b.iter().position(|&c| c == 0).unwrap_or(0) as i32;
        for (name, dr, dc) in MOVES {
            let (row, col) = (blank / 3 + dr, blank % 3 + dc);
            if (0..3).contains(&row) && (0..3).contains(&col) {
                let mut next = b;
                next.swap(blank as usize, (row * 3 + col) as usize);
                let k = rank(&next);
                if parent[k] == usize::MAX {
                    parent[k] = r;
                    letter[k] = name;
                    queue.push_back((next, k));
                }
            }
        }
    }
    let mut path = Vec::new();
    let mut k = rank(&GOAL);
    while parent[k] != k {
        path.push(letter[k]);
        k = parent[k];
    }
    path.reverse();
    String::from_utf8(path).ok()
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let cells: Vec<u8> = input.bytes().filter(|c| !c.is_ascii_whitespace()).collect();
    let mut board = [0u8; 9];
    for (cell, &c) in board.iter_mut().zip(&cells) {
        *cell = if c == b'x' { 0 } else { c.wrapping_sub(b'0') };
    }
    if cells.len() != 9 || !(0..9).all(|v| board.contains(&v)) {
        eprintln!("expected one board: 9 cells, 1-8 and `x`");
        std::process::exit(2);
    }
    println!(
        "{}",
        solve(board).unwrap_or_else(|| "unsolvable".to_string())
    );
}
