//! Known wrong: the real nine-grid solution with one classic mistake, chosen at compile time;
//! the testdata must reject each.
//! - `--cfg counts_the_start_as_a_move`: the off-by-one of counting the starting board, so
//!   every reachable answer is one too high.
//! - `--cfg caps_the_search_at_25_moves`: a depth cap too small for the deepest boards (31
//!   moves), which then come out unreachable.

#[allow(dead_code)]
#[path = "../../src/bin/nine_grid.rs"]
mod real;

use std::io::Read;

fn mutate(moves: i64) -> i64 {
    if moves < 0 {
        moves
    } else if cfg!(counts_the_start_as_a_move) {
        moves + 1
    } else if moves > 25 {
        -1
    } else {
        moves
    }
}

fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    for line in real::solve(&input).answers.lines() {
        match line.parse::<i64>() {
            Ok(moves) => println!("{}", mutate(moves)),
            Err(_) => println!("{}", line),
        }
    }
}
