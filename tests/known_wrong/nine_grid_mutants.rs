//! Known wrong: the real nine-grid solution with one classic mistake, named by the first
//! argument; the packages of the judges where the mistake shows must reject it.
//! - `counts_the_start_as_a_move`: the off-by-one of counting the starting board.
//! - `caps_the_search_at_25_moves`: a depth cap below the deepest boards (31 moves; 30 from
//!   Luogu's goal), which then come out unreachable.
//! - `never_checks_the_start`: a search that tests only the boards it moves to, so a start
//!   equal to the target is never found: -1 instead of 0.
//! - `crashes_on_unreachable`: no parity test; the search runs dry and the program crashes
//!   where the answer is -1 (harmless on Luogu P1379, which promises solvable boards).

#[allow(dead_code)]
#[path = "../../src/bin/nine_grid.rs"]
mod real;

use std::io::Read;

fn main() {
    let mistake = std::env::args().nth(1).expect("the mistake, as the first argument");
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    for line in real::solve(&input).answers.lines() {
        let moves: i64 = line.parse().expect("a number");
        let printed = match mistake.as_str() {
            "counts_the_start_as_a_move" if moves >= 0 => moves + 1,
            "caps_the_search_at_25_moves" if moves > 25 => -1,
            "never_checks_the_start" if moves == 0 => -1,
            "crashes_on_unreachable" if moves < 0 => std::process::abort(),
            _ => moves,
        };
        println!("{}", printed);
    }
}
