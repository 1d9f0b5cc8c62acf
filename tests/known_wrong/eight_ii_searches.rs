//! Known wrong for Eight II (HDU 3567): a search of `search_families.rs` that finds a shortest
//! path, but not always the smallest in d < l < r < u order, named by the first argument
//! (`ida-star-order-udlr`, `astar-any-shortest`).

#[path = "search_families.rs"]
mod families;

use families::{board_of, Searcher};
use std::io::Read;

fn main() {
    let name = std::env::args().nth(1).expect("the family, as the first argument");
    let family = families::family(&name).expect("a family of search_families.rs");
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut tokens = input.split_whitespace();
    let count: usize = tokens.next().and_then(|t| t.parse().ok()).unwrap_or(0);
    let cells: Vec<u8> = tokens.flat_map(str::bytes).collect();
    let mut searcher = Searcher::new(family);
    for (k, case) in cells.chunks_exact(18).take(count).enumerate() {
        match searcher.path(&board_of(&case[..9]), &board_of(&case[9..])) {
            Some(path) => println!("Case {}: {}\n{}", k + 1, path.len(), String::from_utf8_lossy(&path)),
            None => println!("Case {}: -1\nunsolvable", k + 1),
        }
    }
}
