//! Baseline for `grasshoppers`: the usual public answer to the Lanqiao question — one BFS over
//! `String` arrangements from 012345678 with a `HashSet` of those seen, until 087654321.
//! Benchmark code, not a pasteable solution.

use std::collections::{HashSet, VecDeque};

fn main() {
    let (start, target) = ("012345678".to_string(), "087654321");
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    seen.insert(start.clone());
    queue.push_back((start, 0));
    while let Some((ring, jumps)) = queue.pop_front() {
        if ring == target {
            println!("{}", jumps);
            return;
        }
        let empty = ring.find('0').expect("an empty plate");
        for offset in [1, 2, 7, 8] {
            let mut plates: Vec<char> = ring.chars().collect();
            plates.swap(empty, (empty + offset) % 9);
            let next: String = plates.into_iter().collect();
            if seen.insert(next.clone()) {
                queue.push_back((next, jumps + 1));
            }
        }
    }
}
