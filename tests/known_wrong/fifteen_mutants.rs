//! Known wrong 15-puzzle solvers, each one plausible mistake (the first argument names it):
//! an IDA* with the Manhattan distance, right but for that.
//! - `parity_without_the_blank_row`: the 3×3 rule (inversions even) on a board four wide,
//!   where the blank's row counts: half the boards misjudged;
//! - `weighted_manhattan_times_2`: f = g + 2h, an inadmissible estimate: a path, fast, but not
//!   always a shortest one (AOJ's count is wrong; UVa accepts it while it stays within 50);
//! - `weighted_manhattan_times_4`: f = g + 4h, paths longer still: over UVa's 50 on hard boards;
//! - `weighted_manhattan_times_1_5`: f = g + 1.5h, the mildest weighting people try: a few
//!   moves too many, over UVa's 50 on some boards of 43 to 45 moves;
//! - `manhattan_with_the_blank_capped_at_50`: the blank's own distance from its corner counted
//!   in h (inadmissible: it overestimates by up to 6), and no bound past UVa's 50 tried, since
//!   no longer path may be printed: on a board 45 moves away every path within 50 may pass a
//!   board whose f is over 50, and the search says `This puzzle is not solvable.`;
//! - `letters_of_the_tile`: prints where the tile goes (the opposite of the blank's move).
//!
//! Input and output as `src/bin/fifteen.rs`: N and boards (UVa 10181) or boards (AOJ).

use std::io::Read;

const MOVES: [(u8, i32, i32); 4] = [(b'U', -1, 0), (b'D', 1, 0), (b'L', 0, -1), (b'R', 0, 1)];

/// How an IDA* estimates and bounds: f = g + (halves / 2) × h, h the Manhattan distance of the
/// tiles (and of the blank when `counts_the_blank`); no bound past `cap` is tried.
#[derive(Clone, Copy, Debug)]
pub struct Estimate {
    /// The weight of h in halves: 2 is the right IDA*, 3 weighs h 1.5 times.
    pub halves: i32,
    pub counts_the_blank: bool,
    pub cap: Option<i32>,
}

/// The estimate of the search `mistake` makes (the right one for the other mistakes).
pub fn estimate(mistake: &str) -> Estimate {
    let halves = match mistake {
        "weighted_manhattan_times_1_5" => 3,
        "weighted_manhattan_times_2" => 4,
        "weighted_manhattan_times_4" => 8,
        _ => 2,
    };
    let blank_capped = mistake == "manhattan_with_the_blank_capped_at_50";
    Estimate {
        halves,
        counts_the_blank: blank_capped,
        cap: if blank_capped { Some(50) } else { None },
    }
}

fn manhattan(b: &[u8; 16], counts_the_blank: bool) -> i32 {
    let mut s = 0;
    for (c, &t) in b.iter().enumerate() {
        if t != 0 || counts_the_blank {
            // The blank's home is the last cell, where tile 16 would be.
            let h = if t == 0 { 15 } else { t as i32 - 1 };
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

/// One bounded depth-first round; f and the bound in halves of a move.
fn dfs(
    b: &mut [u8; 16],
    g: i32,
    bound: i32,
    e: Estimate,
    back: usize,
    path: &mut Vec<usize>,
) -> i32 {
    let h = manhattan(b, e.counts_the_blank);
    let f = 2 * g + e.halves * h;
    if f > bound {
        return f;
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
        let t = dfs(b, g + 1, bound, e, d ^ 1, path);
        b.swap(blank, to);
        if t == -1 {
            return -1;
        }
        path.pop();
        next = next.min(t);
    }
    next
}

/// The path (moves of the blank, indices into `MOVES`) the search finds, or `None` when it
/// gives up at its cap.
pub fn solve(board: &[u8; 16], e: Estimate) -> Option<Vec<usize>> {
    let mut b = *board;
    let mut bound = e.halves * manhattan(&b, e.counts_the_blank);
    let mut path = Vec::new();
    loop {
        if e.cap.map_or(false, |cap| bound > 2 * cap) {
            return None;
        }
        let t = dfs(&mut b, 0, bound, e, 9, &mut path);
        if t == -1 {
            return Some(path);
        }
        bound = t;
    }
}

fn main() {
    let mistake = std::env::args()
        .nth(1)
        .expect("the mistake, as the first argument");
    let e = estimate(&mistake);
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
        let path = if solvable(&board, &mistake) {
            solve(&board, e)
        } else {
            None
        };
        match (uva, path) {
            (true, Some(path)) => {
                for d in path {
                    let d = if mistake == "letters_of_the_tile" {
                        d ^ 1
                    } else {
                        d
                    };
                    out.push(MOVES[d].0 as char);
                }
                out.push('\n');
            }
            (true, None) => out.push_str("This puzzle is not solvable.\n"),
            (false, Some(path)) => out.push_str(&format!("{}\n", path.len())),
            (false, None) => out.push_str("-1\n"),
        }
    }
    print!("{}", out);
}
