//! Baseline for `magic_board`: the textbook answer — BFS from `12345678` over `String` boards
//! with a `HashMap<String, String>` from each board to its sequence (stopping at the target
//! for USACO; the whole map, then lookups after relabelling, for HDU 1430).
//! Benchmark code, not a pasteable solution.

use std::collections::{HashMap, VecDeque};
use std::io::Read;

fn next_boards(s: &[u8]) -> [(char, Vec<u8>); 3] {
    [
        ('A', s.iter().rev().copied().collect()),
        ('B', vec![s[3], s[0], s[1], s[2], s[5], s[6], s[7], s[4]]),
        ('C', vec![s[0], s[6], s[1], s[3], s[4], s[2], s[5], s[7]]),
    ]
}

fn sequences(stop_at: Option<&str>) -> HashMap<String, String> {
    let mut path = HashMap::new();
    let mut queue = VecDeque::new();
    path.insert("12345678".to_string(), String::new());
    queue.push_back("12345678".to_string());
    while let Some(board) = queue.pop_front() {
        if Some(board.as_str()) == stop_at {
            break;
        }
        for (name, next) in next_boards(board.as_bytes()) {
            let next = String::from_utf8(next).expect("digits");
            if !path.contains_key(&next) {
                let sequence = format!("{}{}", path[&board], name);
                path.insert(next.clone(), sequence);
                queue.push_back(next);
            }
        }
    }
    path
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let tokens: Vec<&str> = input.split_whitespace().collect();
    if tokens[0].len() == 8 {
        let path = sequences(None);
        for pair in tokens.chunks(2) {
            let rename: HashMap<char, char> = pair[0].chars().zip("12345678".chars()).collect();
            let target: String = pair[1].chars().map(|c| rename[&c]).collect();
            println!("{}", path[&target]);
        }
    } else {
        let target = tokens.concat();
        let sequence = &sequences(Some(&target))[&target];
        println!("{}\n{}", sequence.len(), sequence);
    }
}
