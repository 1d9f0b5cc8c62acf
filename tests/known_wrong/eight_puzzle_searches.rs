//! Known wrong for the path judges: a plausible wrong search of `search_families.rs`, named by
//! the first argument, printing the blank's moves it finds for each board (9 cells, `x` the
//! blank) to `12345678x`, or `unsolvable`. The inadmissible and greedy searches print valid
//! paths, which the judges that take any path accept.

#[path = "search_families.rs"]
mod families;

use families::{board_of, Searcher};
use std::io::Read;

fn main() {
    let name = std::env::args().nth(1).expect("the family, as the first argument");
    let family = families::family(&name).expect("a family of search_families.rs");
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    let cells: Vec<u8> = input.into_iter().filter(|c| !c.is_ascii_whitespace()).collect();
    let goal = board_of(b"12345678x");
    let mut searcher = Searcher::new(family);
    for board in cells.chunks_exact(9) {
        match searcher.path(&board_of(board), &goal) {
            Some(path) => println!("{}", String::from_utf8_lossy(&path)),
            None => println!("unsolvable"),
        }
    }
}
