//! Baseline for `eight_puzzle` on thousands of boards (HDU 1043): the textbook fix for the
//! per-board time-out — one BFS from the goal over `String` boards with a `HashMap` from each
//! board to the move that leads back towards the goal, then a walk per board.
//! Benchmark code, not a pasteable solution.

use std::collections::{HashMap, VecDeque};
use std::io::Read;

#[path = "eight_puzzle_moves.rs"]
mod eight_puzzle_moves;
use eight_puzzle_moves::moves;

fn back(letter: char) -> char {
    match letter {
        'u' => 'd',
        'd' => 'u',
        'l' => 'r',
        _ => 'l',
    }
}

fn main() {
    let mut home: HashMap<String, char> = HashMap::new();
    let mut queue = VecDeque::new();
    home.insert("12345678x".to_string(), ' ');
    queue.push_back("12345678x".to_string());
    while let Some(board) = queue.pop_front() {
        for (letter, next) in moves(&board) {
            if !home.contains_key(&next) {
                home.insert(next.clone(), back(letter));
                queue.push_back(next);
            }
        }
    }
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let cells: Vec<char> = input.chars().filter(|c| !c.is_whitespace()).collect();
    for board in cells.chunks(9) {
        let mut at: String = board.iter().collect();
        if !home.contains_key(&at) {
            println!("unsolvable");
            continue;
        }
        let mut path = String::new();
        while at != "12345678x" {
            let letter = home[&at];
            path.push(letter);
            at = moves(&at)
                .into_iter()
                .find(|(l, _)| *l == letter)
                .expect("a move")
                .1;
        }
        println!("{}", path);
    }
}
