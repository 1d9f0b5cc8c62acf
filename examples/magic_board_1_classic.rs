//! 魔板 Magic Squares (USACO 3.2 msquare, Luogu P2730, AcWing 1107), ladder rung 1 of 2: the
//! classic contest answer. Breadth-first search from `12345678` over the Cantor ranks of the
//! 8! boards, trying A, B, C in that order and keeping each board's first discovery, so the
//! first sequence to reach a board is the smallest of its shortest ones; a parent and a move
//! per rank give the sequence back. The board is read clockwise from the top left (the bottom
//! row right to left): A is a reversal, B is s3 s0 s1 s2 s5 s6 s7 s4, C is s0 s6 s1 s3 s4 s2
//! s5 s7. Input: the target, 8 integers. Output: the length, then the moves, 60 to a line.
//! Rung 2 is `src/bin/magic_board.rs`: boards packed in 24 bits, HDU 1430 too.

use std::collections::VecDeque;
use std::io::Read;

const FACTORIAL: [usize; 8] = [1, 1, 2, 6, 24, 120, 720, 5_040];
/// The cell each move takes each new cell from, for A, B and C.
const MOVES: [[usize; 8]; 3] = [
    [7, 6, 5, 4, 3, 2, 1, 0],
    [3, 0, 1, 2, 5, 6, 7, 4],
    [0, 6, 1, 3, 4, 2, 5, 7],
];

/// Cantor rank: each colour counts the smaller colours after it; the counts weigh 7!, …, 0!.
fn rank(b: &[u8; 8]) -> usize {
    (0..8)
        .map(|i| b[i + 1..].iter().filter(|&&c| c < b[i]).count() * FACTORIAL[7 - i])
        .sum()
}

fn shortest(target: [u8; 8]) -> String {
    let start = [1, 2, 3, 4, 5, 6, 7, 8];
    let mut parent = vec![usize::MAX; 40_320];
    let mut letter = vec![b' '; 40_320];
    parent[rank(&start)] = rank(&start);
    let mut queue = VecDeque::from(vec![(start, rank(&start))]);
    while let Some((b, r)) = queue.pop_front() {
        if b == target {
            break;
        }
        for (m, from) in MOVES.iter().enumerate() {
            let mut next = [0u8; 8];
            for (cell, &f) in next.iter_mut().zip(from) {
                *cell = b[f];
            }
            let k = rank(&next);
            if parent[k] == usize::MAX {
                parent[k] = r;
                letter[k] = b"ABC"[m];
                queue.push_back((next, k));
            }
        }
    }
    let mut path = Vec::new();
    let mut k = rank(&target);
    while parent[k] != k {
        path.push(letter[k]);
        k = parent[k];
    }
    path.reverse();
    String::from_utf8(path).unwrap_or_default()
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let colours: Vec<u8> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap_or(0))
        .collect();
    let mut target = [0u8; 8];
    for (cell, &c) in target.iter_mut().zip(&colours) {
        *cell = c;
    }
    if colours.len() != 8 || !(1..=8).all(|c| target.contains(&c)) {
        eprintln!("expected the target: 8 integers, 1 to 8 each once");
        std::process::exit(2);
    }
    let path = shortest(target);
    println!("{}", path.len());
    let lines: Vec<&[u8]> = path.as_bytes().chunks(60).collect();
    for line in &lines {
        println!("{}", String::from_utf8_lossy(line));
    }
    if lines.is_empty() {
        println!();
    }
}
