//! Known wrong for the step-count judges: a plausible wrong search of `search_families.rs`,
//! named by the first argument (`astar-blank-counted`, `depth-cap-25`, ...), printing the
//! length of the path it finds. Reads the three judges' shapes like `nine_grid`: one-character
//! tokens (AcWing 845, goal `12345678x`), one 9-digit token (Luogu P1379, goal `123804765`),
//! or start/target pairs (Lanqiao PREV-19).

#[path = "search_families.rs"]
mod families;

use families::{board_of, Searcher};
use std::io::Read;

fn main() {
    let name = std::env::args().nth(1).expect("the family, as the first argument");
    let family = families::family(&name).expect("a family of search_families.rs");
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let tokens: Vec<&str> = input.split_whitespace().collect();
    let pairs: Vec<(String, String)> = if tokens.iter().all(|t| t.len() == 1) {
        tokens
            .chunks(9)
            .map(|board| (board.concat(), "12345678x".to_string()))
            .collect()
    } else if tokens.len() == 1 {
        vec![(tokens[0].to_string(), "123804765".to_string())]
    } else {
        tokens
            .chunks(2)
            .map(|pair| (pair[0].to_string(), pair[1].to_string()))
            .collect()
    };
    let mut searcher = Searcher::new(family);
    for (start, goal) in pairs {
        let path = searcher.path(&board_of(start.as_bytes()), &board_of(goal.as_bytes()));
        println!("{}", path.map_or(-1, |p| p.len() as i64));
    }
}
