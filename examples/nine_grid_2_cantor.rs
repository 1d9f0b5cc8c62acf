//! 九宫重排 (Lanqiao PREV-19), ladder rung 2 of 5: the classic contest answer.
//! Adds: a board is a number, its Cantor rank (< 9!), and "seen" a `bool` array indexed by it.
//! Input: two 9-character boards, start and target, 1-8 and `.`; output: fewest moves, or -1.

use std::io::Read;

const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// Cantor rank: each cell counts the smaller cells after it; the counts weigh 8!, 7!, …, 0!.
fn rank(b: &[u8; 9]) -> usize {
    (0..9)
        .map(|i| b[i + 1..].iter().filter(|&&c| c < b[i]).count() * FACTORIAL[8 - i])
        .sum()
}

fn min_moves(start: [u8; 9], target: [u8; 9]) -> i32 {
    let mut seen = vec![false; 362_880];
    let mut queue = std::collections::VecDeque::new();
    seen[rank(&start)] = true;
    queue.push_back((start, 0));
    while let Some((b, d)) = queue.pop_front() {
        if b == target {
            return d;
        }
        let blank = b.iter().position(|&c| c == 0).unwrap_or(0);
        for cell in 0..9usize {
            if (cell / 3).abs_diff(blank / 3) + (cell % 3).abs_diff(blank % 3) == 1 {
                let mut next = b;
                next.swap(blank, cell);
                let i = rank(&next);
                if !seen[i] {
                    seen[i] = true;
                    queue.push_back((next, d + 1));
                }
            }
        }
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
