//! Known wrong 15-puzzle solvers, each one plausible mistake (the first argument names it):
//! an IDA* with the Manhattan distance, right but for that.
//! - `parity_without_the_blank_row`: the 3×3 rule (inversions even) on a board four wide,
//!   where the blank's row counts: half the boards misjudged;
//! - `weighted_manhattan_times_2`: f = g + 2h, an inadmissible estimate: a path, fast, but not
//!   always a shortest one (AOJ's count is wrong; UVa accepts it while it stays within 50);
//! - `weighted_manhattan_times_4`: f = g + 4h, paths longer still: over UVa's 50 on hard boards;
//! - `letters_of_the_tile`: prints where the tile goes (the opposite of the blank's move).
//!
//! Input and output as `src/bin/fifteen.rs`: N and boards (UVa 10181) or boards (AOJ).

use std::io::Read;

const MOVES: [(u8, i32, i32); 4] = [(b'U', -1, 0), (b'D', 1, 0), (b'L', 0, -1), (b'R', 0, 1)];

fn manhattan(b: &[u8; 16]) -> i32 {
    let mut s = 0;
    for (c, &t) in b.iter().enumerate() {
        if t != 0 {
            let h = t as i32 - 1;
            s += (c as i32 / 4 - h / 4).abs() + (c as i32 % 4 - h % 4).abs();
        }
    }
    s
}

fn solvable(b: &[u8; 16], mistake: &str) -> bool {
    let tiles: Vec<u8> = b.iter().copied().filter(|&t| t != 0).collect();
    let mut inv = 0;
    for i in 0..tiles.len() {
        for j in i + 1..tiles.len() {
            if tiles[i] > tiles[j] {
                inv += 1;
            }
        }
    }
    let row = b.iter().position(|&t| t == 0).unwrap() / 4;
    if mistake == "parity_without_the_blank_row" {
        inv % 2 == 0
    } else {
        (inv + row) % 2 == 1
    }
}

fn dfs(b: &mut [u8; 16], g: i32, bound: i32, w: i32, back: usize, path: &mut Vec<usize>) -> i32 {
    let h = manhattan(b);
    if g + w * h > bound {
        return g + w * h;
    }
    if h == 0 {
        return -1;
    }
    let blank = b.iter().position(|&t| t == 0).unwrap();
    let (r, c) = ((blank / 4) as i32, (blank % 4) as i32);
    let mut next = i32::MAX;
    for (d, &(_, dr, dc)) in MOVES.iter().enumerate() {
        let (nr, nc) = (r + dr, c + dc);
        if d == back || !(0..4).contains(&nr) || !(0..4).contains(&nc) {
            continue;
        }
        let to = (nr * 4 + nc) as usize;
        b.swap(blank, to);
        path.push(d);
        let t = dfs(b, g + 1, bound, w, d ^ 1, path);
        b.swap(blank, to);
        if t == -1 {
            return -1;
        }
        path.pop();
        next = next.min(t);
    }
    next
}

pub fn solve(board: &[u8; 16], w: i32) -> Vec<usize> {
    let mut b = *board;
    let mut bound = w * manhattan(&b);
    let mut path = Vec::new();
    loop {
        let t = dfs(&mut b, 0, bound, w, 9, &mut path);
        if t == -1 {
            return path;
        }
        bound = t;
    }
}

fn main() {
    let mistake = std::env::args()
        .nth(1)
        .expect("the mistake, as the first argument");
    let weight = match mistake.as_str() {
        "weighted_manhattan_times_2" => 2,
        "weighted_manhattan_times_4" => 4,
        _ => 1,
    };
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let n: Vec<u8> = text
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let uva = n.len() % 16 == 1;
    let cells = if uva { &n[1..] } else { &n[..] };
    let mut out = String::new();
    for chunk in cells.chunks(16) {
        let mut board = [0u8; 16];
        board.copy_from_slice(chunk);
        if !solvable(&board, &mistake) {
            out.push_str(if uva {
                "This puzzle is not solvable.\n"
            } else {
                "-1\n"
            });
            continue;
        }
        let path = solve(&board, weight);
        if uva {
            for d in path {
                let d = if mistake == "letters_of_the_tile" {
                    d ^ 1
                } else {
                    d
                };
                out.push(MOVES[d].0 as char);
            }
            out.push('\n');
        } else {
            out.push_str(&format!("{}\n", path.len()));
        }
    }
    print!("{}", out);
}
