//! 15-puzzle — a path of blank moves that solves a 4×4 sliding-tile board, or its fewest moves.
//!
//! Judges, told apart by the number of integers in the input:
//! - UVa 10181 "15-Puzzle Problem": `N`, then N boards of 16 integers (4 lines of 4, `0` the
//!   blank). Per board one line: the moves of the **blank** (`L`, `R`, `U`, `D`: the direction
//!   the blank goes, i.e. which neighbour it swaps with) that reach
//!   `1 2 … 15 0`, at most 50 of them (a special judge accepts any such path), or
//!   `This puzzle is not solvable.` The judge's boards need at most 45 moves. Its integer count
//!   is 1 + 16N, the first integer N.
//! - AOJ ALDS1_13_C "15 Puzzle": one board of 16 integers; print its fewest moves (the judge
//!   promises at most 45). Its integer count is a multiple of 16; each board then gets its
//!   fewest moves on a line of its own, `-1` for one that cannot be solved (our promise: AOJ
//!   has none).
//!
//! Contract for bad input: integers are separated by any whitespace (CRLF, tabs, blank lines).
//! A board whose sixteen integers are not 0..=15 each once is not solvable (a note on stderr).
//! A token that is not an integer, a count that fits neither judge, or UVa's N disagreeing with
//! the count: one line on stderr and exit status 2, before any answer.
//!
//! Which boards can be solved (the width-4 parity rule), with its proof. Read the tiles in
//! reading order, the blank skipped, and count the inversions (pairs out of order); let `row` be
//! the blank's row, 0 at the top. Claim: a board is solvable iff inversions + row is odd (the
//! goal: 0 inversions, row 3).
//! - It is invariant. A horizontal move keeps the reading order of the tiles and the row. A
//!   vertical move carries one tile past the three tiles between its old and new cell in
//!   reading order (the width is 4), which changes the inversions by ±1 or ±3, an odd number,
//!   and changes the row by one: both parities flip, the sum's stays.
//! - It is enough (Johnson and Story, 1879). Walking the blank round a 2×2 block cycles three
//!   tiles; such 3-cycles reach every even permutation of the tiles, so every board with the
//!   goal's parity, after bringing the blank to its corner, is reachable.
//!   On a board three wide (八数码) a vertical move passes two tiles, so there the row does not
//!   count; forgetting the row here is the classic wrong answer: half the boards misjudged.
//!
//! Approach: IDA* (iterative deepening A*, Korf 1985): depth-first searches bounded by
//! f = g + h, the bound raised each round to the smallest f that exceeded it; memory O(depth),
//! which is why it fits a puzzle of 16!/2 ≈ 10^13 boards that no BFS can store. h is an additive
//! pattern database (Korf and Felner 2002): the tiles split into groups {1 2 5 6}, {3 4 7 8},
//! {9 10 13 14}, {11 12 15}; for each group a table, built at start by a 0-1 BFS from the goal,
//! holds the fewest moves *of that group's tiles* to bring them home, for each placement of them
//! (other tiles ignored, moves of the blank past them free). Moves counted in different groups
//! are different moves, so the sum is admissible; it is at least the Manhattan distance and
//! captures the conflicts among each group's tiles. A second sum over the board reflected in its
//! main diagonal (the goal is its own reflection; tile t at row r, column c becomes the tile of
//! cell (c, r)) uses the same tables, and h is the larger sum. A group's index packs its tiles'
//! cells 4 bits each, so a move changes one number by a shift; h follows each move by two table
//! reads, and a child whose f passes the bound is counted without a call. The move that undoes
//! the last one is never tried. (Groups of five, 3 × 1 MB tables, search about a quarter faster
//! but cost 1.4 s of CPU to build: too much for AOJ's 1 s.)
//!
//! Complexity: tables 4 × 2^16 bytes (256 KB), built once from about 4 × 0.5 M BFS states
//! (about 0.1 s); the tree grows about 2.13 times a level (the puzzle's branching factor
//! without the undoing move, Korf), so what counts is how deep below f the search must go.
//! Measured (user CPU, `/usr/bin/time -f %U`, `cargo bench -- korf`): Korf's 100 random boards
//! (41 to 66 moves) in one process 23.9 s, every length the published one; his 50 easiest
//! 1.83 s against 14.9 s for IDA* with the plain Manhattan distance. Memory: 14 MB peak.
//!
//! Pitfalls: the blank's row in the parity; letters name the blank's move, not a tile's; UVa's
//! 50-move cap (this file's paths are shortest, so they meet it whenever the promise of 45 holds;
//! a solvable board that needs more than 50 is answered not solvable, as no path may be printed);
//! an inadmissible (weighted) heuristic finds paths, not shortest ones (AOJ's count).
//!
//! Status: Korf's 100 boards solved with their published optimal lengths (cargo bench; a sample
//! in tests/suite/fifteen.rs); packages testdata/fifteen/ (answers from an independent IDA*).

use std::io::{self, Read, Write};

/// Cells read row by row; 0 is the blank, 1..=15 the tiles.
pub type Board = [u8; 16];

pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// UVa 10181's cap on a printed path.
pub const UVA_CAP: u32 = 50;

/// The directions the blank moves, and their letters as UVa prints them.
const UP: usize = 0;
const DOWN: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;
pub const LETTERS: [u8; 4] = *b"UDLR";
const OPPOSITE: [usize; 4] = [DOWN, UP, RIGHT, LEFT];
const NO_MOVE: usize = 4;

/// The cell the blank reaches from `cell` going `direction`, if it stays on the board.
pub fn step(cell: usize, direction: usize) -> Option<usize> {
    let (row, col) = (cell / 4, cell % 4);
    match direction {
        UP if row > 0 => Some(cell - 4),
        DOWN if row < 3 => Some(cell + 4),
        LEFT if col > 0 => Some(cell - 1),
        RIGHT if col < 3 => Some(cell + 1),
        _ => None,
    }
}

/// `MOVES[cell]`: the blank's moves from `cell` as (direction, target), `NO_MOVE` padding.
const fn moves_table() -> [[(usize, usize); 4]; 16] {
    let mut table = [[(NO_MOVE, 0); 4]; 16];
    let mut cell = 0;
    while cell < 16 {
        let (row, col) = (cell / 4, cell % 4);
        let mut n = 0;
        if row > 0 {
            table[cell][n] = (UP, cell - 4);
            n += 1;
        }
        if row < 3 {
            table[cell][n] = (DOWN, cell + 4);
            n += 1;
        }
        if col > 0 {
            table[cell][n] = (LEFT, cell - 1);
            n += 1;
        }
        if col < 3 {
            table[cell][n] = (RIGHT, cell + 1);
        }
        cell += 1;
    }
    table
}
const MOVES: [[(usize, usize); 4]; 16] = moves_table();

/// Inversions of the tiles in reading order, the blank skipped.
pub fn inversions(board: &Board) -> usize {
    let tiles: Vec<u8> = board.iter().copied().filter(|&t| t != 0).collect();
    let mut count = 0;
    for i in 0..tiles.len() {
        count += tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
    }
    count
}

pub fn blank_cell(board: &Board) -> usize {
    board.iter().position(|&t| t == 0).unwrap_or(0)
}

/// The width-4 parity rule (proved in the header): inversions + the blank's row is odd.
pub fn solvable(board: &Board) -> bool {
    (inversions(board) + blank_cell(board) / 4) % 2 == 1
}

/// Sum over the tiles of the rows and columns between each tile and its goal cell.
pub fn manhattan(board: &Board) -> u32 {
    let mut sum = 0;
    for (cell, &tile) in board.iter().enumerate() {
        if tile != 0 {
            let home = usize::from(tile) - 1;
            sum += (cell / 4).abs_diff(home / 4) + (cell % 4).abs_diff(home % 4);
        }
    }
    sum as u32
}

/// The pattern groups: every tile in exactly one.
const GROUPS: [&[u8]; GROUP_COUNT] = [
    &[1, 2, 5, 6],
    &[3, 4, 7, 8],
    &[9, 10, 13, 14],
    &[11, 12, 15],
];
const GROUP_COUNT: usize = 4;

/// The cell of the reflection of `cell` in the main diagonal.
const fn mirror_cell(cell: usize) -> usize {
    (cell % 4) * 4 + cell / 4
}

/// The tile of the reflected board standing where `tile` stands reflected: the tile whose
/// home is the reflection of `tile`'s home (the blank stays the blank).
const fn mirror_tile(tile: usize) -> usize {
    if tile == 0 {
        0
    } else {
        mirror_cell(tile - 1) + 1
    }
}

/// For each tile, its group and the shift of its 4 bits in the group's index.
const fn places() -> [(usize, u32); 16] {
    let mut table = [(0, 0); 16];
    let mut g = 0;
    while g < GROUPS.len() {
        let mut k = 0;
        while k < GROUPS[g].len() {
            table[GROUPS[g][k] as usize] = (g, 4 * k as u32);
            k += 1;
        }
        g += 1;
    }
    table
}
const PLACE: [(usize, u32); 16] = places();

/// Entries per group's table: 4 bits a tile, at most four tiles.
const TABLE_LEN: usize = 1 << 16;

/// The additive pattern database: `tables[g * TABLE_LEN + index]`, the fewest moves of group
/// g's tiles to bring them home from the placement `index` (tile k of the group in cell
/// `index >> 4k & 15`). One flat array: an index masked to 16 bits needs no bounds check.
pub struct Heuristic {
    tables: Vec<u8>,
}

impl Heuristic {
    pub fn new() -> Heuristic {
        let mut tables = Vec::with_capacity(GROUP_COUNT * TABLE_LEN);
        for group in &GROUPS {
            tables.extend(group_table(group));
        }
        Heuristic { tables }
    }

    /// The table entry of group `g` at `index`.
    fn entry(&self, g: usize, index: usize) -> u32 {
        u32::from(self.tables[(g << 16) | (index & (TABLE_LEN - 1))])
    }

    /// The indices of every group on `board` (`mirrored`: on its reflection).
    fn indices(board: &Board, mirrored: bool) -> [usize; GROUP_COUNT] {
        let mut index = [0usize; GROUP_COUNT];
        for (cell, &tile) in board.iter().enumerate() {
            if tile != 0 {
                let (tile, cell) = if mirrored {
                    (mirror_tile(usize::from(tile)), mirror_cell(cell))
                } else {
                    (usize::from(tile), cell)
                };
                let (g, shift) = PLACE[tile];
                index[g] |= cell << shift;
            }
        }
        index
    }

    /// Each group's entry, for the groups' `index`.
    fn entries(&self, index: &[usize; GROUP_COUNT]) -> [u32; GROUP_COUNT] {
        let mut entries = [0; GROUP_COUNT];
        for (g, entry) in entries.iter_mut().enumerate() {
            *entry = self.entry(g, index[g]);
        }
        entries
    }

    /// The estimate for a whole board: the larger of the two sums.
    pub fn estimate(&self, board: &Board) -> u32 {
        let straight: u32 = self.entries(&Self::indices(board, false)).iter().sum();
        let mirrored: u32 = self.entries(&Self::indices(board, true)).iter().sum();
        straight.max(mirrored)
    }
}

impl Default for Heuristic {
    fn default() -> Heuristic {
        Heuristic::new()
    }
}

/// One group's table by a 0-1 BFS from the goal over (placement, blank cell): a blank move
/// onto one of the group's tiles moves that tile (cost 1), any other blank move is free. A
/// placement's entry is its smallest cost over the blank's cells. Moves are reversible, so
/// costs from the goal are costs to it.
pub fn group_table(group: &[u8]) -> Vec<u8> {
    const UNSEEN: u8 = u8::MAX;
    let mut cost = vec![UNSEEN; TABLE_LEN * 16];
    let mut table = vec![UNSEEN; TABLE_LEN];
    let mut start = 0usize;
    for (k, &tile) in group.iter().enumerate() {
        start |= (usize::from(tile) - 1) << (4 * k);
    }
    // A state is placement × 16 + blank cell; the blank starts in its goal cell, 15.
    let mut near = std::collections::VecDeque::new();
    cost[start * 16 + 15] = 0;
    near.push_back(start * 16 + 15);
    while let Some(state) = near.pop_front() {
        let (index, blank) = (state >> 4, state & 15);
        let here = cost[state];
        if here < table[index] {
            table[index] = here;
        }
        for &(direction, to) in &MOVES[blank] {
            if direction == NO_MOVE {
                break;
            }
            let tile_slot = (0..group.len()).find(|&k| (index >> (4 * k)) & 15 == to);
            let (next, next_cost) = match tile_slot {
                Some(k) => {
                    let moved = (index & !(15 << (4 * k))) | (blank << (4 * k));
                    (moved * 16 + to, here + 1)
                }
                None => (index * 16 + to, here),
            };
            if next_cost < cost[next] {
                cost[next] = next_cost;
                if next_cost == here {
                    near.push_front(next);
                } else {
                    near.push_back(next);
                }
            }
        }
    }
    table
}

/// One IDA* search: the board as it is while the depth-first search walks, with each group's
/// index and entry, and each side's sum, kept up to date move by move.
pub struct Search<'a> {
    heuristic: &'a Heuristic,
    board: Board,
    blank: usize,
    /// Per side (0 the board, 1 its reflection), each group's index and entry, and their sum.
    index: [[usize; GROUP_COUNT]; 2],
    entry: [[u32; GROUP_COUNT]; 2],
    sum: [u32; 2],
    path: Vec<u8>,
    /// Boards expanded in all the rounds so far.
    pub nodes: u64,
}

/// What one round of the depth-first search found.
enum Round {
    Found,
    /// The smallest f above the bound (`u32::MAX`: nothing is left to try).
    Exceeded(u32),
}

/// What a slide changed: the blank's old cell, and per side the group, its index and entry.
struct Undo {
    from: usize,
    group: [usize; 2],
    index: [usize; 2],
    entry: [u32; 2],
}

/// For each tile, its (group, shift) on the reflected board.
const fn mirrored_places() -> [(usize, u32); 16] {
    let mut table = [(0, 0); 16];
    let mut tile = 1;
    while tile < 16 {
        table[tile] = PLACE[mirror_tile(tile)];
        tile += 1;
    }
    table
}
const MIRRORED_PLACE: [(usize, u32); 16] = mirrored_places();

const fn mirror_cells() -> [usize; 16] {
    let mut table = [0; 16];
    let mut cell = 0;
    while cell < 16 {
        table[cell] = mirror_cell(cell);
        cell += 1;
    }
    table
}
const MIRROR_CELL: [usize; 16] = mirror_cells();

impl<'a> Search<'a> {
    pub fn new(heuristic: &'a Heuristic, board: &Board) -> Search<'a> {
        let index = [
            Heuristic::indices(board, false),
            Heuristic::indices(board, true),
        ];
        let entry = [heuristic.entries(&index[0]), heuristic.entries(&index[1])];
        Search {
            heuristic,
            board: *board,
            blank: blank_cell(board),
            sum: [entry[0].iter().sum(), entry[1].iter().sum()],
            index,
            entry,
            path: Vec::new(),
            nodes: 0,
        }
    }

    fn h(&self) -> u32 {
        self.sum[0].max(self.sum[1])
    }

    /// A shortest path of blank moves (as letters) for a solvable `board`, when one has at most
    /// `cap` moves; `round(bound, nodes)` hears of each round as it ends.
    pub fn shortest_path(&mut self, cap: u32, round: &mut dyn FnMut(u32, u64)) -> Option<Vec<u8>> {
        let mut bound = self.h();
        while bound <= cap {
            let result = self.depth_first(0, bound, NO_MOVE);
            round(bound, self.nodes);
            match result {
                Round::Found => {
                    return Some(self.path.iter().map(|&d| LETTERS[usize::from(d)]).collect())
                }
                Round::Exceeded(next) => bound = next,
            }
        }
        None
    }

    /// Slides the tile at `to` into the blank, updating both sides by one table read each.
    fn slide(&mut self, to: usize) -> Undo {
        let from = self.blank;
        let tile = usize::from(self.board[to]);
        let mut undo = Undo {
            from,
            group: [0; 2],
            index: [0; 2],
            entry: [0; 2],
        };
        let moves = [
            (PLACE[tile], from),
            (MIRRORED_PLACE[tile], MIRROR_CELL[from]),
        ];
        for (side, &((g, shift), to_cell)) in moves.iter().enumerate() {
            let old = self.index[side][g];
            let new = (old & !(15 << shift)) | (to_cell << shift);
            let entry = self.heuristic.entry(g, new);
            undo.group[side] = g;
            undo.index[side] = old;
            undo.entry[side] = self.entry[side][g];
            self.index[side][g] = new;
            self.sum[side] = self.sum[side] + entry - self.entry[side][g];
            self.entry[side][g] = entry;
        }
        self.board[from] = self.board[to];
        self.board[to] = 0;
        self.blank = to;
        undo
    }

    fn unslide(&mut self, undo: &Undo) {
        for side in 0..2 {
            let g = undo.group[side];
            self.index[side][g] = undo.index[side];
            self.sum[side] = self.sum[side] + undo.entry[side] - self.entry[side][g];
            self.entry[side][g] = undo.entry[side];
        }
        self.board[self.blank] = self.board[undo.from];
        self.board[undo.from] = 0;
        self.blank = undo.from;
    }

    /// One bounded depth-first search below the current board, reached in `g` moves, its
    /// estimate already within `bound`.
    fn depth_first(&mut self, g: u32, bound: u32, last: usize) -> Round {
        if self.h() == 0 {
            return Round::Found;
        }
        self.nodes += 1;
        let mut smallest = u32::MAX;
        for &(direction, to) in &MOVES[self.blank] {
            if direction == NO_MOVE {
                break;
            }
            if last != NO_MOVE && direction == OPPOSITE[last] {
                continue;
            }
            let undo = self.slide(to);
            let f = g + 1 + self.h();
            if f > bound {
                // Pruned here rather than one call deeper: most children end so.
                smallest = smallest.min(f);
            } else {
                self.path.push(direction as u8);
                match self.depth_first(g + 1, bound, direction) {
                    Round::Found => {
                        self.unslide(&undo);
                        return Round::Found;
                    }
                    Round::Exceeded(next) => smallest = smallest.min(next),
                }
                self.path.pop();
            }
            self.unslide(&undo);
        }
        Round::Exceeded(smallest)
    }
}

/// Notes written on stderr at most; past them, one line says how many more there were.
const NOTES_SHOWN: usize = 10;

/// What a run prints: answers for stdout, notes for stderr, and the fatal input error if any.
#[derive(Debug, Default, PartialEq)]
pub struct Outcome {
    pub answers: String,
    pub notes: String,
    pub error: Option<String>,
}

/// Which judge an input is for, by its integers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// UVa 10181: N, then N boards; a path of at most 50 moves each.
    Uva,
    /// AOJ ALDS1_13_C: boards only; the fewest moves of each.
    Fewest,
}

/// The form and the boards of an input (each `None` when its integers are not a board), or
/// why the input cannot be read.
pub fn read_input(input: &[u8]) -> Result<(Form, Vec<Result<Board, String>>), String> {
    let text = String::from_utf8_lossy(input);
    let mut numbers = Vec::new();
    for token in text.split_ascii_whitespace() {
        match token.parse::<u64>() {
            Ok(n) => numbers.push(n),
            Err(_) => {
                let shown: String = token.chars().take(20).collect();
                return Err(format!("`{}` is not a non-negative integer", shown));
            }
        }
    }
    if numbers.is_empty() {
        return Err("empty input: expected N and N boards (UVa) or a board of 16".to_string());
    }
    let (form, cells) = match numbers.len() % 16 {
        0 => (Form::Fewest, &numbers[..]),
        1 if numbers[0] == (numbers.len() / 16) as u64 => (Form::Uva, &numbers[1..]),
        1 => {
            return Err(format!(
                "the first integer says {} boards, but {} follow",
                numbers[0],
                numbers.len() / 16
            ))
        }
        extra => {
            return Err(format!(
                "{} integers: neither N and 16 per board nor 16 per board ({} left over)",
                numbers.len(),
                extra
            ))
        }
    };
    Ok((form, cells.chunks(16).map(parse_board).collect()))
}

/// Sixteen integers as a legal board, or why they are not one.
fn parse_board(cells: &[u64]) -> Result<Board, String> {
    let mut board = [0u8; 16];
    let mut seen = [false; 16];
    for (slot, &n) in board.iter_mut().zip(cells) {
        if n > 15 {
            return Err(format!("{} is not a tile (1-15) or the blank (0)", n));
        }
        if seen[n as usize] {
            return Err(format!("{} appears twice", n));
        }
        seen[n as usize] = true;
        *slot = n as u8;
    }
    Ok(board)
}

/// Solves a whole input in memory; `main` only moves bytes.
pub fn solve(input: &[u8]) -> Outcome {
    let mut out = Outcome::default();
    let (form, boards) = match read_input(input) {
        Ok(read) => read,
        Err(why) => {
            out.error = Some(why);
            return out;
        }
    };
    let needs_search = boards.iter().any(|b| matches!(b, Ok(b) if solvable(b)));
    let heuristic = if needs_search {
        Some(Heuristic::new())
    } else {
        None
    };
    let mut illegal = 0;
    for (number, board) in boards.iter().enumerate() {
        let path = match board {
            Ok(board) if solvable(board) => {
                let heuristic = heuristic.as_ref().expect("built when a board is solvable");
                let cap = match form {
                    Form::Uva => UVA_CAP,
                    Form::Fewest => u32::MAX - 1,
                };
                Search::new(heuristic, board).shortest_path(cap, &mut |_, _| {})
            }
            Ok(_) => None,
            Err(why) => {
                illegal += 1;
                if illegal <= NOTES_SHOWN {
                    out.notes.push_str(&format!(
                        "fifteen: board {} is not legal, so not solvable: {}\n",
                        number + 1,
                        why
                    ));
                }
                None
            }
        };
        match (form, path) {
            (Form::Uva, Some(path)) => out.answers.push_str(&String::from_utf8_lossy(&path)),
            (Form::Uva, None) => out.answers.push_str("This puzzle is not solvable."),
            (Form::Fewest, Some(path)) => out.answers.push_str(&path.len().to_string()),
            (Form::Fewest, None) => out.answers.push_str("-1"),
        }
        out.answers.push('\n');
    }
    if illegal > NOTES_SHOWN {
        out.notes.push_str(&format!(
            "fifteen: ... and {} more illegal boards\n",
            illegal - NOTES_SHOWN
        ));
    }
    out
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        let _ = writeln!(io::stderr(), "fifteen: cannot read stdin: {}", e);
        std::process::exit(2);
    }
    let outcome = solve(&input);
    let stdout = io::stdout();
    let mut writer = io::BufWriter::new(stdout.lock());
    // A closed stdout (e.g. `| head`) is not worth a panic: the answers simply have no reader.
    let _ = writer.write_all(outcome.answers.as_bytes());
    let _ = writer.flush();
    let mut stderr = io::stderr();
    let _ = stderr.write_all(outcome.notes.as_bytes());
    if let Some(error) = outcome.error {
        let _ = writeln!(stderr, "fifteen: {}", error);
        std::process::exit(2);
    }
}
