//! Known wrong: the real eight-puzzle solution with one classic mistake, chosen at compile time;
//! the special judge must reject each.
//! - `--cfg longer_path`: a valid path that is not shortest (a detour of two moves at the end).
//! - `--cfg tile_directions`: the direction the *tile* moves instead of the blank.
//! - `--cfg gives_up_on_long_paths`: `unsolvable` for boards that need more than 20 moves.

#[allow(dead_code)]
#[path = "../../src/bin/eight_puzzle.rs"]
mod real;

use std::io::Read;

fn mutate(line: &str) -> String {
    if line == "unsolvable" {
        return line.to_string();
    }
    if cfg!(longer_path) {
        format!("{}ud", line) // the solved board's blank is bottom right: up and back down
    } else if cfg!(tile_directions) {
        line.chars()
            .map(|c| match c {
                'u' => 'd',
                'd' => 'u',
                'l' => 'r',
                _ => 'l',
            })
            .collect()
    } else if line.len() > 20 {
        "unsolvable".to_string()
    } else {
        line.to_string()
    }
}

fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    for line in real::solve(&input).answers.lines() {
        println!("{}", mutate(line));
    }
}
