//! Known wrong: a textbook magic-board BFS with one classic mistake, named by the first
//! argument; the packages of the judges where it shows must reject it.
//! - `row_major_moves`: A and B as widely copied tutorials write them, reading the board as two
//!   rows left to right instead of clockwise.
//! - `moves_tried_in_order_cba` (or `_acb`, `_bac`, `_bca`, `_cab`): the right moves tried in
//!   another order than A, B, C: shortest, not the smallest.
//! - `depth_capped_at_20`: the search gives up below depth 20 (the deepest boards are at 22).
//! - `start_not_marked_seen`: the start is not marked before the search, so it is found again
//!   by `AA`: a start equal to the target gets `AA` instead of the empty sequence.
//! - `path_buffer_of_22_bytes` (or `_21_bytes`): the sequences kept as C strings in
//!   `char path[40320][22]`, one row per board by its rank among the 8! orders, with no room
//!   for the NUL after 22 moves: writing a deepest board's row puts its NUL on the first byte
//!   of the next row, whose board (found earlier, so never written again) then prints an empty
//!   sequence. With 22 bytes that is five targets (43125687, 87214365, 83215467, 61832754,
//!   45276318), as g++ builds the C++; with 21 bytes, 333. Modelled here byte for byte, without
//!   the undefined behaviour, so the verdicts do not depend on a compiler.
//! - `reads_only_the_first_pair`: HDU 1430 gives pairs until the end; this answers one.
//! - `relabels_the_wrong_way`: HDU pairs renamed through the start instead of its inverse.

use std::collections::{HashMap, VecDeque};
use std::io::Read;

/// A board as its eight bytes, `12345678` the start: copied, never allocated.
type Board = [u8; 8];

fn a(s: &Board, row_major: bool) -> Board {
    if row_major {
        [s[4], s[5], s[6], s[7], s[0], s[1], s[2], s[3]]
    } else {
        [s[7], s[6], s[5], s[4], s[3], s[2], s[1], s[0]]
    }
}

fn b(s: &Board, row_major: bool) -> Board {
    if row_major {
        [s[3], s[0], s[1], s[2], s[7], s[4], s[5], s[6]]
    } else {
        [s[3], s[0], s[1], s[2], s[5], s[6], s[7], s[4]]
    }
}

fn c(s: &Board, _: bool) -> Board {
    [s[0], s[6], s[1], s[3], s[4], s[2], s[5], s[7]]
}

type Step = fn(&Board, bool) -> Board;

/// What the table is built with for `mistake`: for every target reached, the sequence found.
/// The tests call this in memory to choose the targets that catch each mistake.
pub fn sequences(mistake: &str) -> HashMap<Vec<u8>, String> {
    let (table, found) = table(mistake);
    found
        .into_iter()
        .filter_map(|board| {
            let sequence = table[rank(&board)].clone()?;
            Some((board.to_vec(), sequence))
        })
        .collect()
}

/// The sequence found for every board, by its rank ([`rank`]; `None` where none was found),
/// and the boards found, in the order they were. Boards are found by rank rather than by
/// hashing, and copied rather than allocated: a known-wrong program is run on many cases, and
/// this table is all it does (about 6 ms).
fn table(mistake: &str) -> (Vec<Option<String>>, Vec<Board>) {
    let is = |name: &str| mistake == name;
    let (row_major, capped_at_20) = (is("row_major_moves"), is("depth_capped_at_20"));
    let mut moves: Vec<(char, Step)> = vec![('A', a), ('B', b), ('C', c)];
    if let Some(order) = mistake.strip_prefix("moves_tried_in_order_") {
        moves.sort_by_key(|m| order.find(m.0.to_ascii_lowercase()));
    }
    let start = *b"12345678";
    let mut path: Vec<Option<String>> = vec![None; 40320];
    if !is("start_not_marked_seen") {
        path[rank(&start)] = Some(String::new());
    }
    let mut found_in_order = vec![start];
    let mut queue = VecDeque::from(vec![start]);
    while let Some(board) = queue.pop_front() {
        let here = rank(&board);
        // Unmarked (the start, under `start_not_marked_seen`) reads as the empty sequence.
        let depth = path[here].as_ref().map_or(0, String::len);
        if capped_at_20 && depth == 20 {
            continue;
        }
        for (name, step) in &moves {
            let next = step(&board, row_major);
            let there = rank(&next);
            if path[there].is_none() {
                let mut sequence = String::with_capacity(depth + 1);
                sequence.push_str(path[here].as_deref().unwrap_or_default());
                sequence.push(*name);
                path[there] = Some(sequence);
                found_in_order.push(next);
                queue.push_back(next);
            }
        }
    }
    let buffer_width = mistake
        .strip_prefix("path_buffer_of_")
        .and_then(|rest| rest.strip_suffix("_bytes"))
        .map(|width| width.parse::<usize>().expect("a width in bytes"));
    let path = match buffer_width {
        Some(width) => through_c_strings(&path, &found_in_order, width),
        None => path,
    };
    (path, found_in_order)
}

/// The board's rank among the 8! orders of its bytes, in lexicographic order: its row.
fn rank(board: &[u8]) -> usize {
    let mut rank = 0;
    for (i, &first) in board.iter().enumerate() {
        let smaller_after = board[i + 1..].iter().filter(|&&b| b < first).count();
        rank = rank * (board.len() - i) + smaller_after;
    }
    rank
}

/// The sequence of `target`, if it is an order of `12345678` and one was found.
fn sequence_of<'a>(table: &'a [Option<String>], target: &[u8]) -> Option<&'a str> {
    let mut sorted = target.to_vec();
    sorted.sort_unstable();
    if sorted != b"12345678" {
        return None;
    }
    table[rank(target)].as_deref()
}

/// The sequences as a C program keeps them in one flat array of rows `width` bytes wide,
/// written in the order the boards are found (each with its NUL, running past its row when it
/// is too long), then read back up to the first NUL.
fn through_c_strings(
    path: &[Option<String>],
    found_in_order: &[Board],
    width: usize,
) -> Vec<Option<String>> {
    let mut memory = vec![0u8; (path.len() + 1) * width];
    for board in found_in_order {
        let row = rank(board) * width;
        let sequence = path[rank(board)].as_deref().unwrap_or_default().as_bytes();
        memory[row..row + sequence.len()].copy_from_slice(sequence);
        memory[row + sequence.len()] = 0;
    }
    path.iter()
        .enumerate()
        .map(|(rank, found)| {
            found.as_ref().map(|_| {
                let row = &memory[rank * width..];
                let end = row.iter().position(|&b| b == 0).unwrap_or(row.len());
                String::from_utf8_lossy(&row[..end]).into_owned()
            })
        })
        .collect()
}

fn main() {
    let mistake = std::env::args()
        .nth(1)
        .expect("the mistake, as the first argument");
    let is = |name: &str| mistake == name;
    let (path, _) = table(&mistake);
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let tokens: Vec<&str> = input.split_whitespace().collect();
    if tokens[0].len() == 8 {
        for pair in tokens.chunks(2) {
            let (from, to) = (pair[0].as_bytes(), pair[1].as_bytes());
            let target: Vec<u8> = if is("relabels_the_wrong_way") {
                to.iter().map(|&c| from[(c - b'1') as usize]).collect()
            } else {
                let rename: HashMap<u8, u8> = from.iter().copied().zip(*b"12345678").collect();
                to.iter().map(|c| rename[c]).collect()
            };
            println!("{}", sequence_of(&path, &target).unwrap_or(""));
            if is("reads_only_the_first_pair") {
                break;
            }
        }
    } else {
        let target: Vec<u8> = tokens.concat().into_bytes();
        match sequence_of(&path, &target) {
            Some(sequence) => println!("{}\n{}", sequence.len(), sequence),
            None => println!("-1"),
        }
    }
}
