//! Independent brute forces, written to be obviously right rather than fast: breadth-first
//! search over `String` boards with a `HashMap`, moves spelled out from the judges' statements.
//! Nothing here shares code or representation with the solutions under test.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

/// A table built on first use and shared by the tests, since building takes seconds: `cell`
/// is a `static` of the caller's. It is kept where the judge's forks do not copy it
/// (`super::kept`): this process judges thousands of cases.
fn built_once<T: Clone>(cell: &'static Mutex<Option<Arc<T>>>, build: fn() -> T) -> Arc<T> {
    let mut slot = cell.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    slot.get_or_insert_with(|| Arc::new(super::kept::keep(build())))
        .clone()
}

/// Breadth-first from `start` over the states `moves` reaches: each one's distance.
fn distances_by(start: &str, moves: fn(&str) -> Vec<String>) -> HashMap<String, u32> {
    let mut distance = HashMap::new();
    let mut queue = VecDeque::new();
    distance.insert(start.to_string(), 0);
    queue.push_back(start.to_string());
    while let Some(state) = queue.pop_front() {
        let d = distance[&state];
        for next in moves(&state) {
            if !distance.contains_key(&next) {
                distance.insert(next.clone(), d + 1);
                queue.push_back(next);
            }
        }
    }
    distance
}

/// The 3×3 boards one move of the blank (written `blank`) away, each with its letter (`u`,
/// `d`, `l`, `r`: where the blank goes), in the order of `order`.
fn blank_moves(board: &str, blank: char, order: &str) -> Vec<(char, String)> {
    let cells: Vec<char> = board.chars().collect();
    let at = board.find(blank).expect("a board has a blank");
    let (row, col) = (at / 3, at % 3);
    order
        .chars()
        .filter_map(|letter| {
            let to = match letter {
                'u' if row > 0 => at - 3,
                'd' if row < 2 => at + 3,
                'l' if col > 0 => at - 1,
                'r' if col < 2 => at + 1,
                _ => return None,
            };
            let mut next = cells.clone();
            next.swap(at, to);
            Some((letter, next.into_iter().collect()))
        })
        .collect()
}

/// The move of the blank that undoes `letter`.
fn opposite(letter: char) -> char {
    match letter {
        'u' => 'd',
        'd' => 'u',
        'l' => 'r',
        _ => 'l',
    }
}

pub mod nine_grid {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex};

    pub const SOLVED: &str = "123456780";

    /// Distance of every board reachable from `goal`, blank written `0`.
    pub fn distances_from(goal: &str) -> HashMap<String, u32> {
        super::distances_by(goal, slides)
    }

    /// One distance table per cell of the blank: from `12345678` with the blank put there.
    #[derive(Clone)]
    pub struct Tables {
        by_blank: Vec<(String, HashMap<String, u32>)>,
    }

    impl Tables {
        pub fn new() -> Tables {
            let by_blank = (0..9)
                .map(|cell| {
                    let mut goal = String::from("12345678");
                    goal.insert(cell, '0');
                    let table = distances_from(&goal);
                    (goal, table)
                })
                .collect();
            Tables { by_blank }
        }

        /// Built once per test binary and shared.
        pub fn shared() -> Arc<Tables> {
            static TABLES: Mutex<Option<Arc<Tables>>> = Mutex::new(None);
            super::built_once(&TABLES, Tables::new)
        }

        /// The table from `SOLVED`, the one pinned to OEIS A089473.
        pub fn solved_table(&self) -> &HashMap<String, u32> {
            &self.by_blank[8].1
        }

        /// The goal with its blank in `cell`, and every board's distance to it.
        pub fn table(&self, cell: usize) -> (&str, &HashMap<String, u32>) {
            let (goal, table) = &self.by_blank[cell];
            (goal, table)
        }
    }

    /// Boards one slide away: the blank swaps with a tile above, below, left or right of it.
    pub fn slides(board: &str) -> Vec<String> {
        super::blank_moves(board, '0', "udlr")
            .into_iter()
            .map(|(_, next)| next)
            .collect()
    }

    /// A board in the oracle's notation (`0` blank), or `None` when it is not a legal board.
    pub fn normalise(cells: &str) -> Option<String> {
        let board: String = cells
            .chars()
            .map(|c| {
                if c == '.' || c == 'x' || c == 'X' {
                    '0'
                } else {
                    c
                }
            })
            .collect();
        let mut sorted: Vec<char> = board.chars().collect();
        sorted.sort_unstable();
        if sorted.into_iter().collect::<String>() == "012345678" {
            Some(board)
        } else {
            None
        }
    }

    /// Fewest moves from `start` to `target`, -1 when unreachable or illegal. Moves never depend
    /// on tile names, so renaming the tiles to turn `target` into the goal with its blank in the
    /// same cell (and `start` the same way) keeps the distance; nine tables answer every pair.
    pub fn moves(tables: &Tables, start: &str, target: &str) -> i64 {
        let (start, target) = match (normalise(start), normalise(target)) {
            (Some(s), Some(t)) => (s, t),
            _ => return -1,
        };
        let (goal, table) = &tables.by_blank[target.find('0').expect("a legal board has a blank")];
        let rename: HashMap<char, char> = target.chars().zip(goal.chars()).collect();
        let renamed: String = start.chars().map(|c| rename[&c]).collect();
        table.get(&renamed).map_or(-1, |&d| i64::from(d))
    }

    /// The expected stdout for a whole input, following the contract in the issue: one token
    /// per cell means AcWing 845, one lone all-digit token means Luogu P1379, otherwise
    /// Lanqiao start/target pairs.
    pub fn expected_output(tables: &Tables, input: &str) -> String {
        let tokens: Vec<&str> = input.split_whitespace().collect();
        let mut out = String::new();
        if tokens.iter().all(|t| t.len() == 1) {
            for board in tokens.chunks(9) {
                out += &format!("{}\n", moves(tables, &board.concat(), "12345678x"));
            }
        } else if tokens.len() == 1 {
            out += &format!("{}\n", moves(tables, tokens[0], "123804765"));
        } else {
            for pair in tokens.chunks(2) {
                out += &format!("{}\n", moves(tables, pair[0], pair[1]));
            }
        }
        out
    }
}

pub mod magic_board {
    use std::collections::{HashMap, VecDeque};
    use std::sync::{Arc, Mutex};

    pub const START: &str = "12345678";

    /// The board as the statement draws it: two rows of four, from the 8 colours read clockwise
    /// from the top-left (so the bottom row is read right to left).
    fn rows(board: &str) -> [Vec<char>; 2] {
        let s: Vec<char> = board.chars().collect();
        [s[..4].to_vec(), s[4..].iter().rev().copied().collect()]
    }

    /// Back to the clockwise reading.
    fn clockwise(rows: [Vec<char>; 2]) -> String {
        let [top, bottom] = rows;
        top.into_iter().chain(bottom.into_iter().rev()).collect()
    }

    /// A: exchange the top and bottom rows.
    pub fn a(board: &str) -> String {
        let [top, bottom] = rows(board);
        clockwise([bottom, top])
    }

    /// B: move the last column to the front, so each row shifts right by one.
    pub fn b(board: &str) -> String {
        let [mut top, mut bottom] = rows(board);
        top.rotate_right(1);
        bottom.rotate_right(1);
        clockwise([top, bottom])
    }

    /// C: turn the four middle cells clockwise: top-left-middle goes to top-right-middle, that
    /// goes to bottom-right-middle, that to bottom-left-middle, and that to top-left-middle.
    pub fn c(board: &str) -> String {
        let [top, bottom] = rows(board);
        let (mut new_top, mut new_bottom) = (top.clone(), bottom.clone());
        new_top[2] = top[1];
        new_bottom[2] = top[2];
        new_bottom[1] = bottom[2];
        new_top[1] = bottom[1];
        clockwise([new_top, new_bottom])
    }

    /// For every board, the first sequence BFS finds with the moves tried in A, B, C order.
    pub fn sequences_from_start() -> HashMap<String, String> {
        let mut sequence = HashMap::new();
        let mut queue = VecDeque::new();
        sequence.insert(START.to_string(), String::new());
        queue.push_back(START.to_string());
        while let Some(board) = queue.pop_front() {
            let so_far = sequence[&board].clone();
            for (name, step) in [('A', a as fn(&str) -> String), ('B', b), ('C', c)] {
                let next = step(&board);
                if !sequence.contains_key(&next) {
                    sequence.insert(next.clone(), format!("{}{}", so_far, name));
                    queue.push_back(next);
                }
            }
        }
        sequence
    }

    /// Built once per test binary and shared.
    pub fn shared() -> Arc<HashMap<String, String>> {
        static TABLE: Mutex<Option<Arc<HashMap<String, String>>>> = Mutex::new(None);
        super::built_once(&TABLE, sequences_from_start)
    }

    /// The sequence from `start` to `target` (HDU 1430): rename colours so that `start` reads
    /// `12345678`, rename `target` the same way, look it up.
    pub fn hdu_sequence(table: &HashMap<String, String>, start: &str, target: &str) -> String {
        let rename: HashMap<char, char> = start.chars().zip(START.chars()).collect();
        let renamed: String = target.chars().map(|c| rename[&c]).collect();
        table[&renamed].clone()
    }

    /// The expected stdout for a whole input: 8-character tokens are HDU start/target pairs;
    /// otherwise the 8 tokens are USACO's target.
    pub fn expected_output(table: &HashMap<String, String>, input: &str) -> String {
        let tokens: Vec<&str> = input.split_whitespace().collect();
        if tokens[0].len() == 8 {
            tokens
                .chunks(2)
                .map(|pair| format!("{}\n", hdu_sequence(table, pair[0], pair[1])))
                .collect()
        } else {
            let sequence = &table[&tokens.concat()];
            let mut out = format!("{}\n", sequence.len());
            if sequence.is_empty() {
                out.push('\n');
            }
            let chars: Vec<char> = sequence.chars().collect();
            for line in chars.chunks(60) {
                out += &format!("{}\n", line.iter().collect::<String>());
            }
            out
        }
    }
}

pub mod eight_puzzle {
    use std::collections::{HashMap, VecDeque};
    use std::sync::{Arc, Mutex};

    pub const GOAL: &str = "12345678x";

    /// The boards one blank move away, each with the letter of that move.
    pub fn blank_moves(board: &str) -> Vec<(char, String)> {
        super::blank_moves(board, 'x', "udlr")
    }

    /// For every solvable board, a shortest sequence of blank moves to the goal, by BFS from
    /// the goal: a board one move further out goes back by the opposite move.
    pub fn paths_to_goal() -> HashMap<String, String> {
        let mut path = HashMap::new();
        let mut queue = VecDeque::new();
        path.insert(GOAL.to_string(), String::new());
        queue.push_back(GOAL.to_string());
        while let Some(board) = queue.pop_front() {
            for (letter, next) in blank_moves(&board) {
                if !path.contains_key(&next) {
                    let back = format!("{}{}", super::opposite(letter), path[&board]);
                    path.insert(next.clone(), back);
                    queue.push_back(next);
                }
            }
        }
        path
    }

    /// Built once per test binary and shared.
    pub fn shared() -> Arc<HashMap<String, String>> {
        static TABLE: Mutex<Option<Arc<HashMap<String, String>>>> = Mutex::new(None);
        super::built_once(&TABLE, paths_to_goal)
    }

    /// The board after replaying `moves`, or `None` if a move leaves the board or is not a
    /// move letter.
    pub fn replay(board: &str, moves: &str) -> Option<String> {
        let mut board = board.to_string();
        for letter in moves.chars() {
            board = blank_moves(&board)
                .into_iter()
                .find(|(l, _)| *l == letter)?
                .1;
        }
        Some(board)
    }

    /// The reference answer for a whole input: per complete board of 9 cells (every
    /// non-whitespace character is a cell), a shortest path, or `unsolvable` for a board that
    /// is unsolvable or not a board at all.
    pub fn expected_output(table: &HashMap<String, String>, input: &str) -> String {
        let cells: Vec<char> = input.chars().filter(|c| !c.is_whitespace()).collect();
        cells
            .chunks_exact(9)
            .map(|board| {
                let board: String = board.iter().collect();
                match table.get(&board) {
                    Some(path) => format!("{}\n", path),
                    None => "unsolvable\n".to_string(),
                }
            })
            .collect()
    }
}

pub mod eight_ii {
    use std::collections::{HashMap, VecDeque};
    use std::sync::{Arc, Mutex};

    /// Each board reached: the letter of the move into it (`-` for the start) and its distance.
    pub type Table = HashMap<String, (char, u32)>;

    /// The boards one blank move away, in the order d, l, r, u, each with its letter.
    pub fn blank_moves(board: &str) -> Vec<(char, String)> {
        super::blank_moves(board, 'X', "dlru")
    }

    fn undo(board: &str, letter: char) -> String {
        let back = super::opposite(letter);
        blank_moves(board)
            .into_iter()
            .find(|(l, _)| *l == back)
            .expect("a recorded move can be undone")
            .1
    }

    /// Breadth-first from `start`, moves tried in the order d, l, r, u, keeping each board's
    /// first discovery: boards leave the queue in the order of their smallest shortest paths,
    /// so the first path to reach a board is its smallest shortest one. Each board keeps the
    /// letter of its last move (`-` for the start) and its distance.
    pub fn first_moves_from(start: &str) -> Table {
        let mut last = HashMap::new();
        let mut queue = VecDeque::new();
        last.insert(start.to_string(), ('-', 0));
        queue.push_back(start.to_string());
        while let Some(board) = queue.pop_front() {
            let d = last[&board].1;
            for (letter, next) in blank_moves(&board) {
                if !last.contains_key(&next) {
                    last.insert(next.clone(), (letter, d + 1));
                    queue.push_back(next);
                }
            }
        }
        last
    }

    /// The smallest shortest path from the table's start to `board`, walking back.
    pub fn path_to(table: &Table, board: &str) -> Option<String> {
        let mut letters = Vec::new();
        let mut at = board.to_string();
        loop {
            match table.get(&at)?.0 {
                '-' => break,
                letter => {
                    letters.push(letter);
                    at = undo(&at, letter);
                }
            }
        }
        Some(letters.into_iter().rev().collect())
    }

    /// One table per cell of the blank: from `12345678` with the blank put there.
    #[derive(Clone)]
    pub struct Tables {
        by_blank: Vec<(String, Table)>,
    }

    impl Tables {
        /// The nine tables, built on two threads (each takes a while).
        pub fn new() -> Tables {
            let build = |cells: Vec<usize>| -> Vec<(String, Table)> {
                cells
                    .into_iter()
                    .map(|cell| {
                        let mut start = String::from("12345678");
                        start.insert(cell, 'X');
                        let table = first_moves_from(&start);
                        (start, table)
                    })
                    .collect()
            };
            let by_blank = std::thread::scope(|scope| {
                let odd = scope.spawn(|| build(vec![1, 3, 5, 7]));
                let mut tables = build(vec![0, 2, 4, 6, 8]);
                let odd = odd.join().expect("tables built");
                for (i, table) in odd.into_iter().enumerate() {
                    tables.insert(2 * i + 1, table);
                }
                tables
            });
            Tables { by_blank }
        }

        /// Built once per test binary and shared.
        pub fn shared() -> Arc<Tables> {
            static TABLES: Mutex<Option<Arc<Tables>>> = Mutex::new(None);
            super::built_once(&TABLES, Tables::new)
        }

        /// The start with its blank in `cell`, and every board's last move from it.
        pub fn table(&self, cell: usize) -> (&str, &Table) {
            let (start, table) = &self.by_blank[cell];
            (start, table)
        }
    }

    /// The smallest shortest path from `a` to `b`, `None` when there is none. Moves never
    /// depend on tile names: renaming the tiles so that `a` becomes the table's start with the
    /// blank in the same cell (and `b` the same way) keeps every path.
    pub fn smallest_path(tables: &Tables, a: &str, b: &str) -> Option<String> {
        let (start, table) = tables.table(a.find('X')?);
        let rename: HashMap<char, char> = a.chars().zip(start.chars()).collect();
        let renamed: String = b.chars().map(|c| rename[&c]).collect();
        path_to(table, &renamed)
    }

    /// The expected stdout for a whole input: `T`, then 18 cells per case (every
    /// non-whitespace character is a cell, `x` the blank as well as `X`).
    pub fn expected_output(tables: &Tables, input: &str) -> String {
        let mut tokens = input.split_whitespace();
        let count: usize = tokens.next().and_then(|t| t.parse().ok()).unwrap_or(0);
        let cells: Vec<char> = tokens
            .flat_map(str::chars)
            .map(|c| if c == 'x' { 'X' } else { c })
            .collect();
        let mut out = String::new();
        for (k, case) in cells.chunks_exact(18).take(count).enumerate() {
            let a: String = case[..9].iter().collect();
            let b: String = case[9..].iter().collect();
            match smallest_path(tables, &a, &b) {
                Some(path) => out += &format!("Case {}: {}\n{}\n", k + 1, path.len(), path),
                None => out += &format!("Case {}: -1\nunsolvable\n", k + 1),
            }
        }
        out
    }
}

pub mod grasshoppers {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex};

    pub const START: &str = "012345678";

    /// The rings one jump away: a grasshopper one or two plates from the empty plate `0`,
    /// either way round the ring of nine, jumps into it.
    pub fn jumps(ring: &str) -> Vec<String> {
        let plates: Vec<char> = ring.chars().collect();
        let empty = ring.find('0').expect("a ring has an empty plate");
        [1, 2, 7, 8]
            .iter()
            .map(|offset| {
                let mut next = plates.clone();
                next.swap(empty, (empty + offset) % 9);
                next.into_iter().collect()
            })
            .collect()
    }

    /// Jumps from `START` to every arrangement.
    pub fn distances() -> HashMap<String, u32> {
        super::distances_by(START, jumps)
    }

    /// Built once per test binary and shared.
    pub fn shared() -> Arc<HashMap<String, u32>> {
        static TABLE: Mutex<Option<Arc<HashMap<String, u32>>>> = Mutex::new(None);
        super::built_once(&TABLE, distances)
    }

    /// An arrangement in the oracle's notation (`0` empty), or `None` when it is not one.
    pub fn normalise(plates: &str) -> Option<String> {
        let ring = plates.replace('.', "0");
        let mut sorted: Vec<char> = ring.chars().collect();
        sorted.sort_unstable();
        if sorted.into_iter().collect::<String>() == START {
            Some(ring)
        } else {
            None
        }
    }

    /// Fewest jumps from `start` to `target`, -1 when either is not an arrangement. The ring
    /// looks the same from every plate and jumps never depend on names: turning both rings
    /// so that `start`'s empty plate is plate 0, then renaming so that `start` reads
    /// `012345678`, keeps the distance, and one table answers every pair.
    pub fn jumps_between(table: &HashMap<String, u32>, start: &str, target: &str) -> i64 {
        let (start, target) = match (normalise(start), normalise(target)) {
            (Some(s), Some(t)) => (s, t),
            _ => return -1,
        };
        let turn = start.find('0').expect("an arrangement has an empty plate");
        let turned = |ring: &str| format!("{}{}", &ring[turn..], &ring[..turn]);
        let rename: HashMap<char, char> = turned(&start).chars().zip(START.chars()).collect();
        let renamed: String = turned(&target).chars().map(|c| rename[&c]).collect();
        i64::from(table[&renamed])
    }

    /// The expected stdout for a whole input: the contest question for empty input, else one
    /// line per pair of 9-character tokens.
    pub fn expected_output(table: &HashMap<String, u32>, input: &str) -> String {
        let tokens: Vec<&str> = input.split_whitespace().collect();
        if tokens.is_empty() {
            return format!("{}\n", jumps_between(table, START, "087654321"));
        }
        tokens
            .chunks_exact(2)
            .map(|pair| format!("{}\n", jumps_between(table, pair[0], pair[1])))
            .collect()
    }
}

/// The 15-puzzle, too large to search breadth-first: an iterative-deepening search bounded by
/// the Manhattan distance (Korf 1985, as the paper ran it), on boards as `Vec<u8>` with the
/// moves tried in the order D, R, U, L (the solution tries U, D, L, R), and the parity of the
/// whole permutation as the test of solvability. Fast enough for the packages' boards (at most
/// 45 moves, chosen so); for Korf's 100 the published table is the oracle.
pub mod fifteen {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex};

    /// The blank's moves: letter, row step, column step.
    const MOVES: [(char, i32, i32); 4] = [('D', 1, 0), ('R', 0, 1), ('U', -1, 0), ('L', 0, -1)];

    pub const NOT_SOLVABLE: &str = "This puzzle is not solvable.";

    /// Solvable when the permutation of all 16 cells (the blank as 16) and the blank's taxicab
    /// distance from its goal corner have the same parity: each move is one transposition and
    /// one step of the blank (a different form of the rule the solution uses).
    pub fn solvable(board: &[u8]) -> bool {
        let cells: Vec<u8> = board.iter().map(|&t| if t == 0 { 16 } else { t }).collect();
        let mut seen = [false; 16];
        let mut transpositions = 0;
        for start in 0..16 {
            let mut length = 0;
            let mut cell = start;
            while !seen[cell] {
                seen[cell] = true;
                cell = cells[cell] as usize - 1;
                length += 1;
            }
            if length > 0 {
                transpositions += length - 1;
            }
        }
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let taxicab = (3 - blank / 4) + (3 - blank % 4);
        transpositions % 2 == taxicab % 2
    }

    fn manhattan(board: &[u8]) -> i32 {
        let mut sum = 0;
        for (cell, &tile) in board.iter().enumerate() {
            if tile != 0 {
                let home = tile as i32 - 1;
                sum += (cell as i32 / 4 - home / 4).abs() + (cell as i32 % 4 - home % 4).abs();
            }
        }
        sum
    }

    /// A shortest path of blank moves for a solvable board, and the boards expanded.
    pub fn shortest_path(board: &[u8]) -> (String, u64) {
        shortest_path_within(board, u64::MAX).expect("no cap")
    }

    /// A shortest path, when the search expands at most `most` boards (a bound for choosing
    /// the packages' boards: a count, not a clock).
    pub fn shortest_path_within(board: &[u8], most: u64) -> Option<(String, u64)> {
        let mut board = board.to_vec();
        let mut bound = manhattan(&board);
        let mut nodes = 0;
        let mut path = String::new();
        loop {
            match bounded(&mut board, 0, bound, None, &mut path, &mut nodes) {
                Ok(()) => return Some((path, nodes)),
                Err(_) if nodes > most => return None,
                Err(next) => bound = next,
            }
        }
    }

    fn bounded(
        board: &mut Vec<u8>,
        g: i32,
        bound: i32,
        back: Option<char>,
        path: &mut String,
        nodes: &mut u64,
    ) -> Result<(), i32> {
        let h = manhattan(board);
        if g + h > bound {
            return Err(g + h);
        }
        if h == 0 {
            return Ok(());
        }
        *nodes += 1;
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let (row, col) = ((blank / 4) as i32, (blank % 4) as i32);
        let mut next_bound = i32::MAX;
        for &(letter, dr, dc) in &MOVES {
            let (r, c) = (row + dr, col + dc);
            if !(0..4).contains(&r) || !(0..4).contains(&c) || Some(letter) == back {
                continue;
            }
            let to = (r * 4 + c) as usize;
            board.swap(blank, to);
            path.push(letter);
            let undo = match letter {
                'D' => 'U',
                'U' => 'D',
                'L' => 'R',
                _ => 'L',
            };
            match bounded(board, g + 1, bound, Some(undo), path, nodes) {
                Ok(()) => {
                    board.swap(blank, to);
                    return Ok(());
                }
                Err(b) => next_bound = next_bound.min(b),
            }
            path.pop();
            board.swap(blank, to);
        }
        Err(next_bound)
    }

    /// The integers of an input, or `None` if a token is not one.
    fn numbers(input: &str) -> Vec<u64> {
        input
            .split_whitespace()
            .map(|t| t.parse().expect("testdata holds integers"))
            .collect()
    }

    /// A board when the 16 integers are 0..=15 each once.
    fn legal(cells: &[u64]) -> Option<Vec<u8>> {
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        (sorted == (0..16).collect::<Vec<u64>>()).then(|| cells.iter().map(|&c| c as u8).collect())
    }

    /// Board → published optimal length.
    pub type Lengths = HashMap<Vec<u8>, usize>;

    /// Korf's table, mapped to this goal.
    pub fn korf() -> Arc<Lengths> {
        static TABLE: Mutex<Option<Arc<Lengths>>> = Mutex::new(None);
        super::built_once(&TABLE, || {
            korf_instances()
                .into_iter()
                .map(|(_, length, board)| (board, length))
                .collect()
        })
    }

    /// Korf's 100 (tests/data/korf100.txt): number, published length, board in this goal.
    pub fn korf_instances() -> Vec<(usize, usize, Vec<u8>)> {
        let text = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/korf100.txt"),
        )
        .expect("tests/data/korf100.txt");
        text.lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|line| {
                let n: Vec<usize> = line
                    .split_whitespace()
                    .map(|t| t.parse().unwrap())
                    .collect();
                // Turned half round (cell p to 15 - p), tile k renamed 16 - k.
                let mut board = vec![0u8; 16];
                for (p, &tile) in n[3..19].iter().enumerate() {
                    board[15 - p] = if tile == 0 { 0 } else { 16 - tile as u8 };
                }
                (n[0], n[1], board)
            })
            .collect()
    }

    /// The fewest moves of a solvable board: Korf's published length for his boards, else the
    /// search's.
    pub fn fewest(board: &[u8]) -> usize {
        match korf().get(board) {
            Some(&length) => length,
            None => shortest_path(board).0.len(),
        }
    }

    /// The reference answer for a whole input: UVa 10181 (N, then boards) gets a shortest path
    /// or NOT_SOLVABLE per board (every package board needs at most 45 moves); the boards-only
    /// form (AOJ ALDS1_13_C) gets the fewest moves, or -1.
    pub fn expected_output(input: &str) -> String {
        let numbers = numbers(input);
        let uva = numbers.len() % 16 == 1;
        let cells = if uva { &numbers[1..] } else { &numbers[..] };
        let mut out = String::new();
        for chunk in cells.chunks(16) {
            let board = legal(chunk).filter(|b| solvable(b));
            let line = match (uva, board) {
                (true, Some(board)) => shortest_path(&board).0,
                (true, None) => NOT_SOLVABLE.to_string(),
                (false, Some(board)) => fewest(&board).to_string(),
                (false, None) => "-1".to_string(),
            };
            out.push_str(&line);
            out.push('\n');
        }
        out
    }
}

pub mod string_rewrite {
    use std::collections::{HashMap, VecDeque};

    /// The most rewrites the judges allow.
    pub const LIMIT: u32 = 10;

    /// The most strings the oracle holds for one case: a case that needs more is too big to
    /// verify this way, and the oracle refuses it (a panic) rather than guess.
    pub const CAP: usize = 4_000_000;

    /// An input as the statement gives it: A, B, and the rules `a b` (tokens in pairs).
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Case {
        pub start: String,
        pub target: String,
        pub rules: Vec<(String, String)>,
    }

    impl Case {
        /// The input text: `A B` on the first line, one rule a line.
        pub fn input(&self) -> String {
            let mut text = format!("{} {}\n", self.start, self.target);
            for (a, b) in &self.rules {
                text += &format!("{} {}\n", a, b);
            }
            text
        }
    }

    pub fn read(input: &str) -> Case {
        let tokens: Vec<&str> = input.split_whitespace().collect();
        assert!(
            tokens.len() >= 2 && tokens.len() % 2 == 0,
            "a case: {:?}",
            input
        );
        Case {
            start: tokens[0].to_string(),
            target: tokens[1].to_string(),
            rules: tokens[2..]
                .chunks(2)
                .map(|p| (p[0].to_string(), p[1].to_string()))
                .collect(),
        }
    }

    /// Every string one rewrite away: for each rule, each character position where its left
    /// side starts (so occurrences that overlap each count), that occurrence replaced.
    pub fn rewrites(s: &str, rules: &[(String, String)]) -> Vec<String> {
        let mut out = Vec::new();
        for (a, b) in rules {
            for i in 0..s.len() {
                if s[i..].starts_with(a.as_str()) {
                    // Built by hand: `format!` was a tenth of the random-rule-set test's CPU.
                    let mut t = String::with_capacity(s.len() - a.len() + b.len());
                    t.push_str(&s[..i]);
                    t.push_str(b);
                    t.push_str(&s[i + a.len()..]);
                    out.push(t);
                }
            }
        }
        out
    }

    /// Breadth-first from A, one way, to `depth`: the distance of every string within it, or
    /// `None` when that is more than `cap` strings (for choosing targets, not for answers).
    pub fn ball(case: &Case, depth: u32, cap: usize) -> Option<HashMap<String, u32>> {
        let mut distance = HashMap::new();
        let mut queue = VecDeque::new();
        distance.insert(case.start.clone(), 0);
        queue.push_back(case.start.clone());
        while let Some(s) = queue.pop_front() {
            let d = distance[&s];
            if d == depth {
                continue;
            }
            for t in rewrites(&s, &case.rules) {
                if !distance.contains_key(&t) {
                    distance.insert(t.clone(), d + 1);
                    if distance.len() > cap {
                        return None;
                    }
                    queue.push_back(t);
                }
            }
        }
        Some(distance)
    }

    /// The fewest rewrites from A to B within `LIMIT` (`None` beyond), and how many strings
    /// the one-way search held when it took B off the queue (all it ever held when B is not
    /// within `LIMIT`); strings longer than `max_len`, if given, are not entered.
    pub fn search(case: &Case, max_len: Option<usize>) -> (Option<u32>, usize) {
        let mut distance: HashMap<String, u32> = HashMap::new();
        let mut queue = VecDeque::new();
        distance.insert(case.start.clone(), 0);
        queue.push_back(case.start.clone());
        while let Some(s) = queue.pop_front() {
            let d = distance[&s];
            if s == case.target {
                return (Some(d), distance.len());
            }
            if d == LIMIT {
                continue;
            }
            for t in rewrites(&s, &case.rules) {
                if max_len.map_or(false, |m| t.len() > m) || distance.contains_key(&t) {
                    continue;
                }
                distance.insert(t.clone(), d + 1);
                assert!(distance.len() <= CAP, "too big to verify: {:?}", case);
                queue.push_back(t);
            }
        }
        (None, distance.len())
    }

    pub fn distance(case: &Case) -> Option<u32> {
        search(case, None).0
    }

    /// The judges' line for a distance.
    pub fn line(distance: Option<u32>) -> String {
        match distance {
            Some(d) => format!("{}\n", d),
            None => "NO ANSWER!\n".to_string(),
        }
    }

    /// The expected stdout for a whole input.
    pub fn expected_output(input: &str) -> String {
        line(distance(&read(input)))
    }
}
