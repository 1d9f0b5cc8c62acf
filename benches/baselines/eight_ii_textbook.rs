//! Baseline for `eight_ii`: the usual public answer to HDU 3567 — per case, iterative deepening
//! from A under the Manhattan distance to B, moves of X tried in the order d, l, r, u, the
//! first path found printed. Benchmark code, not a pasteable solution.

use std::io::Read;

struct Ida {
    board: [u8; 9],
    goal_cell: [usize; 9],
    path: Vec<u8>,
}

fn manhattan(a: usize, b: usize) -> usize {
    ((a / 3) as isize - (b / 3) as isize).unsigned_abs()
        + ((a % 3) as isize - (b % 3) as isize).unsigned_abs()
}

impl Ida {
    fn h(&self) -> usize {
        (0..9)
            .filter(|&c| self.board[c] != 0)
            .map(|c| manhattan(c, self.goal_cell[self.board[c] as usize]))
            .sum()
    }

    fn dfs(&mut self, blank: usize, g: usize, limit: usize, last: Option<u8>) -> bool {
        let h = self.h();
        if h == 0 {
            return true;
        }
        if g + h > limit {
            return false;
        }
        let moves: [(u8, u8, bool, isize); 4] = [
            (b'd', b'u', blank < 6, 3),
            (b'l', b'r', blank % 3 > 0, -1),
            (b'r', b'l', blank % 3 < 2, 1),
            (b'u', b'd', blank >= 3, -3),
        ];
        for (letter, undo, ok, step) in moves {
            if !ok || last == Some(undo) {
                continue;
            }
            let to = (blank as isize + step) as usize;
            self.board.swap(blank, to);
            self.path.push(letter);
            if self.dfs(to, g + 1, limit, Some(letter)) {
                return true;
            }
            self.path.pop();
            self.board.swap(blank, to);
        }
        false
    }
}

fn cells(text: &[u8]) -> [u8; 9] {
    let mut board = [0u8; 9];
    for (slot, &c) in board.iter_mut().zip(text) {
        *slot = if c == b'X' { 0 } else { c - b'0' };
    }
    board
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut tokens = input.split_whitespace();
    let count: usize = tokens.next().and_then(|t| t.parse().ok()).unwrap_or(0);
    let mut out = String::new();
    for k in 1..=count {
        let a = cells(tokens.next().expect("A").as_bytes());
        let b = cells(tokens.next().expect("B").as_bytes());
        let mut goal_cell = [0; 9];
        for (cell, &tile) in b.iter().enumerate() {
            goal_cell[tile as usize] = cell;
        }
        let mut ida = Ida {
            board: a,
            goal_cell,
            path: Vec::new(),
        };
        let blank = a.iter().position(|&v| v == 0).expect("a blank");
        let mut limit = ida.h();
        while !ida.dfs(blank, 0, limit, None) {
            limit += 1;
        }
        out += &format!(
            "Case {}: {}\n{}\n",
            k,
            ida.path.len(),
            String::from_utf8_lossy(&ida.path)
        );
    }
    print!("{}", out);
}
