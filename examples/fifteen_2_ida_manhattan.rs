//! The 15-puzzle (AOJ ALDS1_13_C), ladder rung 2 of 3: IDA* (Korf 1985). Depth-first searches
//! bounded by f = g + h, h the Manhattan distance (each tile's rows and columns from home: no
//! move brings a tile nearer by more than one, so h never overestimates); when a round fails,
//! the bound becomes the smallest f that exceeded it. Memory: the current path only. h is kept
//! up to date by the one tile each move moves; the move undoing the last is not tried.
//! Input: one board, 16 integers, 0 the blank. Output: the fewest moves, or -1.
//! Rung 3 is `src/bin/fifteen.rs`: a pattern database, the larger of two sums, for h.

use std::io::Read;

fn distance(cell: usize, tile: u8) -> u32 {
    let home = tile as usize - 1;
    ((cell / 4).abs_diff(home / 4) + (cell % 4).abs_diff(home % 4)) as u32
}

/// One bounded round: `Ok(length)` at the goal, else the smallest f above the bound.
fn round(
    b: &mut [u8; 16],
    blank: usize,
    g: u32,
    h: u32,
    bound: u32,
    back: usize,
) -> Result<u32, u32> {
    if g + h > bound {
        return Err(g + h);
    }
    if h == 0 {
        return Ok(g);
    }
    let (row, col) = (blank / 4, blank % 4);
    let targets = [
        (row > 0, blank.wrapping_sub(4)),
        (row < 3, blank + 4),
        (col > 0, blank.wrapping_sub(1)),
        (col < 3, blank + 1),
    ];
    let mut smallest = u32::MAX;
    for (d, &(ok, to)) in targets.iter().enumerate() {
        if !ok || d == back {
            continue;
        }
        let tile = b[to];
        let h2 = h + distance(blank, tile) - distance(to, tile);
        b.swap(blank, to);
        let result = round(b, to, g + 1, h2, bound, d ^ 1);
        b.swap(blank, to);
        match result {
            Ok(length) => return Ok(length),
            Err(f) => smallest = smallest.min(f),
        }
    }
    Err(smallest)
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let tiles: Vec<u8> = text
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut b = [0u8; 16];
    b.copy_from_slice(&tiles[..16]);
    let blank = b.iter().position(|&t| t == 0).unwrap();
    let inversions: usize = (0..16)
        .map(|i| (i + 1..16).filter(|&j| b[j] != 0 && b[j] < b[i]).count())
        .sum();
    if (inversions + blank / 4) % 2 == 0 {
        println!("-1");
        return;
    }
    let h: u32 = (0..16)
        .filter(|&c| b[c] != 0)
        .map(|c| distance(c, b[c]))
        .sum();
    let mut bound = h;
    loop {
        match round(&mut b, blank, 0, h, bound, 9) {
            Ok(length) => return println!("{}", length),
            Err(next) => bound = next,
        }
    }
}
