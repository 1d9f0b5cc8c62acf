//! 九宫重排 (Lanqiao PREV-19), ladder rung 4 of 5: + bidirectional search.
//! Adds: search from both ends, a whole level at a time from the side with the smaller
//! frontier, and stop at the first board the other side has seen: each side goes about half
//! the way, where the levels are still thin.
//! Input: two 9-character boards, start and target, 1-8 and `.`; output: fewest moves, or -1.
//! Rung 5 is `src/bin/nine_grid.rs`: the blank kept apart in the index, per-cell frontiers.

use std::io::Read;

const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// Cantor rank: each cell counts the smaller cells after it; the counts weigh 8!, 7!, …, 0!.
fn rank(b: &[u8; 9]) -> usize {
    (0..9)
        .map(|i| b[i + 1..].iter().filter(|&&c| c < b[i]).count() * FACTORIAL[8 - i])
        .sum()
}

/// Pairs of tiles out of order, the blank skipped: a horizontal move keeps the reading order,
/// a vertical one carries a tile past two others, so the parity never changes.
fn inversions(b: &[u8; 9]) -> usize {
    let tiles: Vec<u8> = b.iter().copied().filter(|&c| c != 0).collect();
    (0..8)
        .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
        .sum()
}

/// The boards one move from `b`.
fn neighbours(b: &[u8; 9]) -> impl Iterator<Item = [u8; 9]> + '_ {
    let blank = b.iter().position(|&c| c == 0).unwrap_or(0);
    (0..9usize)
        .filter(move |cell| (cell / 3).abs_diff(blank / 3) + (cell % 3).abs_diff(blank % 3) == 1)
        .map(move |cell| {
            let mut next = *b;
            next.swap(blank, cell);
            next
        })
}

/// Before a level is expanded, every board within `depth[0]` of the start and `depth[1]` of
/// the target is marked, none twice, so the answer is at least their sum + 1; the first board
/// of the other side reached by one more step closes a path of exactly that length.
fn min_moves(start: [u8; 9], target: [u8; 9]) -> i32 {
    if start == target {
        return 0;
    }
    if inversions(&start) % 2 != inversions(&target) % 2 {
        return -1;
    }
    let mut side = vec![0u8; 362_880]; // 0 unseen, 1 from the start, 2 from the target
    side[rank(&start)] = 1;
    side[rank(&target)] = 2;
    let mut frontier = [vec![start], vec![target]];
    let mut depth = [0, 0];
    while !frontier[0].is_empty() && !frontier[1].is_empty() {
        let s = if frontier[0].len() <= frontier[1].len() {
            0
        } else {
            1
        };
        let mut next_level = Vec::new();
        for b in &frontier[s] {
            for next in neighbours(b) {
                let i = rank(&next);
                if side[i] == 0 {
                    side[i] = s as u8 + 1;
                    next_level.push(next);
                } else if side[i] != s as u8 + 1 {
                    return depth[0] + depth[1] + 1;
                }
            }
        }
        frontier[s] = next_level;
        depth[s] += 1;
    }
    -1
}

/// `.` is 0, tiles 1..8; `None` unless the cells are 0..8, each once.
fn board(s: &str) -> Option<[u8; 9]> {
    let mut b = [0u8; 9];
    for (cell, c) in b.iter_mut().zip(s.bytes()) {
        *cell = if c == b'.' { 0 } else { c.wrapping_sub(b'0') };
    }
    Some(b).filter(|_| s.len() == 9 && (0..9).all(|v| b.contains(&v)))
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let boards: Vec<_> = input.split_ascii_whitespace().map(board).collect();
    if let [Some(start), Some(target), ..] = boards[..] {
        return println!("{}", min_moves(start, target));
    }
    eprintln!("expected two boards of 9 cells, 1-8 and `.`");
    std::process::exit(2);
}
