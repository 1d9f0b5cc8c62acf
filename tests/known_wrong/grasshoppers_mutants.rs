//! Known wrong for the grasshoppers: the real solution with one mistake, named by the first
//! argument:
//! - `counts_the_start`: one more than the fewest jumps, the start counted as a step.
//! - `prints_twenty_always`: the contest answer for every question; the judge, which asks only
//!   the contest question, accepts it, and only our batch cases catch it.
//! - `plates_in_a_line`: plate 8 not next to plate 0, so a jump never crosses the seam (36
//!   jumps for the contest question instead of 20). Its search runs one BFS per pair.

#[allow(dead_code)]
#[path = "../../src/bin/grasshoppers.rs"]
mod real;

use std::collections::{HashMap, VecDeque};
use std::io::Read;

/// Fewest jumps from `start` to `target` when the plates stand in a line.
fn jumps_in_a_line(start: &str, target: &str) -> usize {
    let mut distance: HashMap<Vec<u8>, usize> = HashMap::new();
    let start = start.replace('.', "0").into_bytes();
    let target = target.replace('.', "0").into_bytes();
    distance.insert(start.clone(), 0);
    let mut queue = VecDeque::from(vec![start]);
    while let Some(ring) = queue.pop_front() {
        let d = distance[&ring];
        if ring == target {
            return d;
        }
        let empty = ring.iter().position(|&c| c == b'0').unwrap_or(0) as isize;
        for step in [-2, -1, 1, 2] {
            let from = empty + step;
            if (0..9).contains(&from) {
                let mut next = ring.clone();
                next.swap(empty as usize, from as usize);
                if !distance.contains_key(&next) {
                    distance.insert(next.clone(), d + 1);
                    queue.push_back(next);
                }
            }
        }
    }
    0
}

fn main() {
    let mistake = std::env::args().nth(1).expect("the mistake, as the first argument");
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    let text = String::from_utf8_lossy(&input).into_owned();
    let mut tokens: Vec<&str> = text.split_whitespace().collect();
    if tokens.is_empty() {
        tokens = vec!["012345678", "087654321"];
    }
    let answers = real::solve(&input).answers;
    for (pair, line) in tokens.chunks_exact(2).zip(answers.lines()) {
        match mistake.as_str() {
            "counts_the_start" => println!("{}", line.parse::<i64>().unwrap_or(0) + 1),
            "prints_twenty_always" => println!("20"),
            _ => println!("{}", jumps_in_a_line(pair[0], pair[1])),
        }
    }
}
