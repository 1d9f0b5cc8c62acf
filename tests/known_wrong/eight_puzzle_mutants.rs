//! Known wrong: the real eight-puzzle solution with one classic mistake, named by the first
//! argument; each package must reject the mistakes its judge rejects, and accept the others.
//! - `longer_path`: a valid path that is not shortest (a detour of two moves at the end):
//!   accepted where any path is (POJ 1077, HDU 1043), rejected by AcWing 179.
//! - `tile_directions`: the direction the *tile* moves instead of the blank.
//! - `gives_up_on_long_paths`: `unsolvable` for boards that need more than 20 moves.
//! - `never_checks_the_start`: the solved board itself comes out `unsolvable`.
//! - `parity_with_the_blank`: solvability decided on all nine cells, the blank as 9, which is
//!   wrong whenever the blank sits on an edge cell.
//! - `reads_only_the_first_board`: HDU 1043 gives boards until the end; this answers one.

#[allow(dead_code)]
#[path = "../../src/bin/eight_puzzle.rs"]
mod real;

use std::io::Read;

/// The boards of the input, 9 non-blank characters each.
fn boards(input: &[u8]) -> Vec<Vec<u8>> {
    let cells: Vec<u8> = input.iter().copied().filter(|c| !c.is_ascii_whitespace()).collect();
    cells.chunks_exact(9).map(<[u8]>::to_vec).collect()
}

fn mutate(mistake: &str, board: &[u8], line: &str) -> String {
    let blank = board.iter().position(|&c| c == b'x').unwrap_or(8);
    match mistake {
        "longer_path" if line != "unsolvable" => format!("{}ud", line), // the goal's blank can go up
        "tile_directions" if line != "unsolvable" => line
            .chars()
            .map(|c| match c {
                'u' => 'd',
                'd' => 'u',
                'l' => 'r',
                'r' => 'l',
                other => other,
            })
            .collect(),
        "gives_up_on_long_paths" if line.len() > 20 && line != "unsolvable" => "unsolvable".into(),
        "never_checks_the_start" if line.is_empty() => "unsolvable".into(),
        "parity_with_the_blank" if blank % 2 == 1 && line != "unsolvable" => "unsolvable".into(),
        _ => line.to_string(),
    }
}

fn main() {
    let mistake = std::env::args().nth(1).expect("the mistake, as the first argument");
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    let answers = real::solve(&input).answers;
    for (board, line) in boards(&input).iter().zip(answers.lines()) {
        println!("{}", mutate(&mistake, board, line));
        if mistake == "reads_only_the_first_board" {
            break;
        }
    }
}
