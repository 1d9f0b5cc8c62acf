//! Known wrong for 字串变换: the searches the published solutions warn about, each named by the
//! first argument:
//! - `one_node_at_a_time`: bidirectional, but one string at a time from the side with the
//!   shorter queue; the first meeting is taken, and it may go through a string the other side
//!   reached a level deeper than needed (an answer longer than the fewest).
//! - `one_string_from_each_side_in_turn`: the same, but the sides take turns, one string each
//!   (A's, then B's, then A's...): a meeting one rewrite too late on about 1 % of random cases.
//! - `first_position_only`: a rule rewrites only its first occurrence (`find` once).
//! - `no_overlapping_positions`: a rule rewrites each occurrence found by stepping PAST the
//!   last match, so `aa` in `aaa` is found at place 0 only.
//! - `depth_cap_9`: the sides stop at 9 rewrites in all, so an answer of 10 is `NO ANSWER!`.
//! - `one_way_capped_at_100000`: a plain BFS from A in a queue of 100 000 strings, which gives
//!   up (`NO ANSWER!`) when the queue is full — the array a C solution declares.
//!
//! Everything else is right: whole levels from the smaller side, reversed rules backwards.

use std::collections::{HashMap, VecDeque};
use std::io::Read;

type Rules = [(Vec<u8>, Vec<u8>)];

/// Where a rule may rewrite.
#[derive(Clone, Copy, PartialEq)]
enum Places {
    Every,
    FirstOnly,
    NonOverlapping,
}

fn rewrites(s: &[u8], from: &[u8], to: &[u8], places: Places) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let mut at = 0;
    while from.len() <= s.len() && at + from.len() <= s.len() {
        if &s[at..at + from.len()] == from {
            let mut t = s[..at].to_vec();
            t.extend_from_slice(to);
            t.extend_from_slice(&s[at + from.len()..]);
            out.push(t);
            match places {
                Places::FirstOnly => break,
                Places::NonOverlapping => at += from.len().max(1),
                Places::Every => at += 1,
            }
        } else {
            at += 1;
        }
    }
    out
}

fn successors(s: &[u8], rules: &Rules, backward: bool, places: Places) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for (a, b) in rules {
        let (from, to) = if backward { (b, a) } else { (a, b) };
        out.extend(rewrites(s, from, to, places));
    }
    out
}

/// Bidirectional by whole levels, total depth at most `cap`.
fn by_levels(
    start: &[u8],
    target: &[u8],
    rules: &Rules,
    places: Places,
    cap: usize,
) -> Option<usize> {
    if start == target {
        return Some(0);
    }
    let mut seen: [HashMap<Vec<u8>, usize>; 2] = [HashMap::new(), HashMap::new()];
    seen[0].insert(start.to_vec(), 0);
    seen[1].insert(target.to_vec(), 0);
    let mut fronts = [vec![start.to_vec()], vec![target.to_vec()]];
    let mut depths = [0, 0];
    while depths[0] + depths[1] < cap && !fronts[0].is_empty() && !fronts[1].is_empty() {
        let side = if fronts[0].len() <= fronts[1].len() {
            0
        } else {
            1
        };
        let mut next = Vec::new();
        for s in &fronts[side] {
            for t in successors(s, rules, side == 1, places) {
                if let Some(d) = seen[1 - side].get(&t) {
                    return Some(depths[side] + 1 + d);
                }
                if !seen[side].contains_key(&t) {
                    seen[side].insert(t.clone(), depths[side] + 1);
                    next.push(t);
                }
            }
        }
        fronts[side] = next;
        depths[side] += 1;
    }
    None
}

/// Which side gives the next string when a search takes one string at a time.
#[derive(Clone, Copy, PartialEq)]
enum Turns {
    ShorterQueue,
    EachSideInTurn,
}

/// Bidirectional one string at a time, from the side `turns` picks; the first meeting wins.
fn by_strings(start: &[u8], target: &[u8], rules: &Rules, turns: Turns) -> Option<usize> {
    if start == target {
        return Some(0);
    }
    let mut seen: [HashMap<Vec<u8>, usize>; 2] = [HashMap::new(), HashMap::new()];
    seen[0].insert(start.to_vec(), 0);
    seen[1].insert(target.to_vec(), 0);
    let mut queues = [
        VecDeque::from(vec![start.to_vec()]),
        VecDeque::from(vec![target.to_vec()]),
    ];
    let mut turn = 1;
    while !queues[0].is_empty() && !queues[1].is_empty() {
        turn = 1 - turn;
        let side = match turns {
            Turns::EachSideInTurn => turn,
            Turns::ShorterQueue if queues[0].len() <= queues[1].len() => 0,
            Turns::ShorterQueue => 1,
        };
        let s = queues[side].pop_front().unwrap_or_default();
        let d = seen[side][&s];
        if d >= 10 {
            continue;
        }
        for t in successors(&s, rules, side == 1, Places::Every) {
            if let Some(e) = seen[1 - side].get(&t) {
                let total = d + 1 + e;
                return if total <= 10 { Some(total) } else { None };
            }
            if !seen[side].contains_key(&t) {
                seen[side].insert(t.clone(), d + 1);
                queues[side].push_back(t);
            }
        }
    }
    None
}

/// One way from A, in a queue that holds at most `room` strings in all.
fn one_way_capped(start: &[u8], target: &[u8], rules: &Rules, room: usize) -> Option<usize> {
    let mut seen: HashMap<Vec<u8>, usize> = HashMap::new();
    seen.insert(start.to_vec(), 0);
    let mut queue = VecDeque::from(vec![start.to_vec()]);
    while let Some(s) = queue.pop_front() {
        let d = seen[&s];
        if s == target {
            return Some(d);
        }
        if d == 10 {
            continue;
        }
        for t in successors(&s, rules, false, Places::Every) {
            if !seen.contains_key(&t) {
                if seen.len() == room {
                    return None; // the queue's array is full
                }
                seen.insert(t.clone(), d + 1);
                queue.push_back(t);
            }
        }
    }
    None
}

/// The answer of the search `mistake` makes.
pub fn answer(mistake: &str, start: &[u8], target: &[u8], rules: &Rules) -> Option<usize> {
    match mistake {
        "one_node_at_a_time" => by_strings(start, target, rules, Turns::ShorterQueue),
        "one_string_from_each_side_in_turn" => {
            by_strings(start, target, rules, Turns::EachSideInTurn)
        }
        "first_position_only" => by_levels(start, target, rules, Places::FirstOnly, 10),
        "no_overlapping_positions" => by_levels(start, target, rules, Places::NonOverlapping, 10),
        "depth_cap_9" => by_levels(start, target, rules, Places::Every, 9),
        "one_way_capped_at_100000" => one_way_capped(start, target, rules, 100_000),
        _ => by_levels(start, target, rules, Places::Every, 10),
    }
}

fn main() {
    // `none` runs the same searches without a mistake (the expectation that is accepted).
    let mistake = std::env::args()
        .nth(1)
        .expect("the mistake, as the first argument");
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    let tokens: Vec<&[u8]> = input
        .split(|c| c.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.len() < 2 {
        return;
    }
    let rules: Vec<(Vec<u8>, Vec<u8>)> = tokens[2..]
        .chunks_exact(2)
        .map(|p| (p[0].to_vec(), p[1].to_vec()))
        .collect();
    match answer(&mistake, tokens[0], tokens[1], &rules) {
        Some(steps) => println!("{}", steps),
        None => println!("NO ANSWER!"),
    }
}
