//! Baseline for the 15-puzzle: IDA* with the plain Manhattan distance (Korf 1985, the search
//! that first solved his 100 boards), kept up to date move by move; boards only (AOJ's form),
//! the fewest moves of each. No parity test: the bench gives solvable boards.

use std::io::Read;

fn dfs(b: &mut [u8; 16], blank: usize, g: u32, h: u32, bound: u32, back: usize) -> Result<u32, u32> {
    if g + h > bound {
        return Err(g + h);
    }
    if h == 0 {
        return Ok(g);
    }
    let mut next = u32::MAX;
    let (row, col) = (blank / 4, blank % 4);
    let targets = [
        (row > 0).then(|| blank.wrapping_sub(4)),
        (row < 3).then(|| blank + 4),
        (col > 0).then(|| blank.wrapping_sub(1)),
        (col < 3).then(|| blank + 1),
    ];
    for (d, to) in targets.iter().enumerate() {
        let to = match to {
            Some(to) if d != back => *to,
            _ => continue,
        };
        let tile = b[to] as usize - 1;
        let before = (to / 4).abs_diff(tile / 4) + (to % 4).abs_diff(tile % 4);
        let after = (blank / 4).abs_diff(tile / 4) + (blank % 4).abs_diff(tile % 4);
        let h2 = h + after as u32 - before as u32;
        b[blank] = b[to];
        b[to] = 0;
        let result = dfs(b, to, g + 1, h2, bound, d ^ 1);
        b[to] = b[blank];
        b[blank] = 0;
        match result {
            Ok(length) => return Ok(length),
            Err(f) => next = next.min(f),
        }
    }
    Err(next)
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let n: Vec<u8> = text.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut out = String::new();
    for chunk in n.chunks(16) {
        let mut b = [0u8; 16];
        b.copy_from_slice(chunk);
        let mut h = 0;
        for (c, &t) in b.iter().enumerate() {
            if t != 0 {
                let home = t as usize - 1;
                h += (c / 4).abs_diff(home / 4) + (c % 4).abs_diff(home % 4);
            }
        }
        let blank = b.iter().position(|&t| t == 0).unwrap();
        let mut bound = h as u32;
        let length = loop {
            match dfs(&mut b, blank, 0, h as u32, bound, 9) {
                Ok(length) => break length,
                Err(next) => bound = next,
            }
        };
        out.push_str(&format!("{}\n", length));
    }
    print!("{}", out);
}
