//! Known wrong for Eight II: a textbook solution (nine breadth-first trees, one per cell of A's
//! blank, tiles renamed so that A is the tree's root) with one classic mistake, named by the
//! first argument:
//! - `shortest_not_smallest`: the trees try the moves in the order u, d, l, r, so each path is
//!   a shortest one but not always the smallest in d < l < r < u order.
//! - `start_never_checked`: a search that looks for B only among the boards it reaches, so for
//!   A = B it comes back after two moves (the first move there and back) instead of zero.
//! - `tile_letters`: the letters say where the tile goes, not the blank.

use std::io::Read;

const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

fn rank(board: &[u8; 9]) -> usize {
    (0..9)
        .map(|i| board[i + 1..].iter().filter(|&&v| v < board[i]).count() * FACTORIAL[8 - i])
        .sum()
}

/// The blank's moves in the tree's order: (letter, change of cell, allowed from cell).
fn moves(order: &str) -> Vec<(u8, isize, fn(usize) -> bool)> {
    order
        .bytes()
        .map(|letter| -> (u8, isize, fn(usize) -> bool) {
            match letter {
                b'd' => (letter, 3, |c| c < 6),
                b'l' => (letter, -1, |c| c % 3 > 0),
                b'r' => (letter, 1, |c| c % 3 < 2),
                _ => (letter, -3, |c| c >= 3),
            }
        })
        .collect()
}

/// A tree from `root`: for each board reached (by rank), the letter of the move into it and
/// the rank of its parent.
struct Tree {
    came: Vec<u8>,
    parent: Vec<u32>,
}

fn tree(root: [u8; 9], order: &str) -> Tree {
    let mut came = vec![0u8; 362_880];
    let mut parent = vec![0u32; 362_880];
    came[rank(&root)] = b'-';
    let mut queue = std::collections::VecDeque::from(vec![root]);
    let moves = moves(order);
    while let Some(board) = queue.pop_front() {
        let blank = board.iter().position(|&v| v == 0).unwrap_or(0);
        for &(letter, step, allowed) in &moves {
            if !allowed(blank) {
                continue;
            }
            let mut next = board;
            next.swap(blank, (blank as isize + step) as usize);
            let r = rank(&next);
            if came[r] == 0 {
                came[r] = letter;
                parent[r] = rank(&board) as u32;
                queue.push_back(next);
            }
        }
    }
    Tree { came, parent }
}

fn board(cells: &[u8]) -> [u8; 9] {
    let mut board = [0u8; 9];
    for (slot, &c) in board.iter_mut().zip(cells) {
        *slot = if c.is_ascii_digit() { c - b'0' } else { 0 };
    }
    board
}

fn main() {
    let mistake = std::env::args().nth(1).expect("the mistake, as the first argument");
    let order = if mistake == "shortest_not_smallest" { "udlr" } else { "dlru" };
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut tokens = input.split_whitespace();
    let count: usize = tokens.next().and_then(|t| t.parse().ok()).unwrap_or(0);
    let cells: Vec<u8> = tokens.flat_map(str::bytes).collect();
    let mut trees: Vec<Option<Tree>> = (0..9).map(|_| None).collect();
    for (k, case) in cells.chunks_exact(18).take(count).enumerate() {
        let (a, b) = (board(&case[..9]), board(&case[9..]));
        let cell = a.iter().position(|&v| v == 0).unwrap_or(0);
        // Rename the tiles so that A reads 1 2 3 ... with its blank where it is.
        let mut names = [0u8; 9];
        for (name, &tile) in (1..).zip(a.iter().filter(|&&t| t != 0)) {
            names[usize::from(tile)] = name;
        }
        let target = b.map(|t| names[usize::from(t)]);
        let tree = trees[cell].get_or_insert_with(|| {
            let mut root = [0u8; 9];
            let mut tile = 1;
            for (at, slot) in root.iter_mut().enumerate() {
                if at != cell {
                    *slot = tile;
                    tile += 1;
                }
            }
            tree(root, order)
        });
        let mut path = Vec::new();
        let mut at = rank(&target);
        while tree.came[at] != b'-' {
            path.push(tree.came[at]);
            at = tree.parent[at] as usize;
        }
        path.reverse();
        if mistake == "start_never_checked" && path.is_empty() {
            let (first, _, _) = moves("dlru")
                .into_iter()
                .find(|&(_, _, allowed)| allowed(cell))
                .expect("a move");
            let back = match first {
                b'd' => b'u',
                b'l' => b'r',
                _ => b'l',
            };
            path = vec![first, back];
        }
        if mistake == "tile_letters" {
            for letter in path.iter_mut() {
                *letter = match *letter {
                    b'd' => b'u',
                    b'u' => b'd',
                    b'l' => b'r',
                    _ => b'l',
                };
            }
        }
        println!("Case {}: {}", k + 1, path.len());
        println!("{}", String::from_utf8_lossy(&path));
    }
}
