//! Known wrong: the off-by-one of counting the starting board as a move. Every reachable answer
//! comes out one too high. The testdata must reject it.

#[allow(dead_code)]
#[path = "../../src/bin/nine_grid.rs"]
mod real;

use std::io::Read;

fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    for line in real::solve(&input).answers.lines() {
        match line.parse::<i64>() {
            Ok(moves) if moves >= 0 => println!("{}", moves + 1),
            _ => println!("{}", line),
        }
    }
}
