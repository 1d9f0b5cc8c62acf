//! 九宫重排 / 八数码 (step count) — the fewest moves between two 3×3 sliding-tile boards.
//!
//! Judges (one file; the shape of the input says which one is asking):
//! - Lanqiao PREV-19 九宫重排 (lanqiao.cn 261, Dotcpp 1426): boards given as 9-character tokens,
//!   start then target, `.` for the blank (`0` and `x` are accepted too). Prints the fewest
//!   moves, or `-1` when the target cannot be reached. Several pairs until EOF print one answer
//!   per pair, so the file doubles as a batch tool.
//! - AcWing 845 八数码: 9 single-character tokens, `x` for the blank; the goal is
//!   `1 2 3 4 5 6 7 8 x`. Prints the fewest moves or `-1` (several boards: one line each).
//! - Luogu P1379 八数码难题: a single 9-digit token, `0` for the blank; the goal is `123804765`.
//!
//! Telling them apart: a first token of one character means AcWing; a lone token of nine digits
//! means P1379; otherwise tokens are Lanqiao boards read in pairs. CRLF, leading/trailing
//! spaces and blank lines are whitespace like any other.
//!
//! Contract for bad input: a board with nine cells that is not a legal board (a repeated tile,
//! a `9`, no blank) is unreachable: `-1` on stdout, one note on stderr, exit 0. Input with no
//! board where one is needed (empty input, a missing target, a token that is not nine cells)
//! answers the complete boards before it, then prints one line on stderr and exits with 2.
//!
//! The index of a board — a Cantor-indexed array, with the blank kept apart:
//!   index = blank cell × 40 320 + (rank of the eight tiles in reading order, blank skipped).
//! The rank is the Lehmer code: each tile counts the smaller tiles after it, and the counts
//! weigh 7!, 6!, …, 0!. By hand, for 2 3 4 / 1 5 . / 7 6 8: the tiles read 2 3 4 1 5 7 6 8;
//! their counts are 1 1 1 0 0 1 0 0; the rank is 5040 + 720 + 120 + 2 = 5882; the blank is in
//! cell 5; the index is 5 × 40 320 + 5882 = 207 482 (of 9 × 40 320 = 362 880 slots).
//! Why this index: a horizontal move keeps the tiles' reading order, so only the blank cell
//! changes. A vertical move carries one tile two places in the order: three places of the
//! order rotate, three Lehmer digits change, and the new digits depend on those three alone
//! (the rotated tiles' order can be read off the digits: for neighbours, t_i > t_{i+1}
//! exactly when d_i > d_{i+1}), so the rank changes by an entry of a 756-entry table.
//!
//! Approach:
//! 1. Inversion parity (tiles only, blank skipped) is invariant under every move on a board of
//!    odd width, and boards of equal parity are mutually reachable: a parity mismatch is `-1`
//!    in O(1), before any memory is touched.
//! 2. Bidirectional BFS, one whole level at a time, always from the side with the smaller
//!    frontier. Visited sets are one byte per index saying which side reached the board. Each
//!    frontier (the BFS queue, a level at a time) is kept in lists per blank cell and last
//!    move, so the move that would undo the last one is never generated, and the loop over a
//!    cell's list has that cell's moves as constants.
//!
//! Complexity: O(b^(d/2)) boards per side for a d-move answer (b ≈ 2.7, d ≤ 31), a few dozen
//! instructions each; 363 KB of visited bytes, zero-filled lazily by the OS and reused across
//! pairs. A 31-move pair explores about 15 000 boards instead of all 181 440. Measured
//! (callgrind, whole process; an empty Rust process costs 0.29 M): the 31-move pair 1.2 M
//! instructions, an unreachable pair 0.29 M. Safe Rust only.
//!
//! Pitfalls: the P1379 goal is `123804765`, not `123456780`; the answer for start = target is 0;
//! ranks must treat the blank apart (here: its cell), or two boards would share a slot.
//!
//! Status: checked against a HashMap BFS over strings on all 181 440 targets from `123456780`
//! and on thousands of random pairs (tests/suite/nine_grid.rs).

use std::io::{self, Read, Write};

/// Cells 0..9 read row by row; 0 is the blank, 1..=8 are the tiles.
type Board = [u8; 9];

/// Orderings of the eight tiles, and boards (an ordering and a blank cell).
const ORDERS: usize = 40_320;
const STATES: usize = ORDERS * 9;

/// `FACTORIAL[k]` = k!, the weight of a Lehmer digit with k tiles after it.
const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// The directions the blank moves.
const UP: usize = 0;
const DOWN: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;
const OPPOSITE: [usize; 4] = [DOWN, UP, RIGHT, LEFT];
/// A root's "last move": none, so nothing is skipped.
const NO_MOVE: usize = 4;

/// The fixed goals of the one-board judges, in their own notation.
const ACWING_GOAL: &[u8; 9] = b"12345678x";
const LUOGU_GOAL: &[u8; 9] = b"123804765";

/// Bits set in each 9-bit mask. A table, because `count_ones` without the `popcnt` CPU feature
/// (not in the default x86-64 target the judges compile for) is a dozen instructions.
const ONES: [u8; 512] = ones_table();

const fn ones_table() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut mask = 1;
    while mask < 512 {
        table[mask] = table[mask >> 1] + (mask & 1) as u8;
        mask += 1;
    }
    table
}

/// Index of a board, and the parity of its tiles' inversions (the sum of the Lehmer digits).
/// Each tile's digit is the number of smaller tiles not seen before it, read off a mask.
/// (`pub`, like the search below: `judge trace` drives them to show what this file does.)
pub fn index_and_parity(board: &Board) -> (usize, usize) {
    let mut seen = 0usize;
    let (mut rank, mut inversions, mut place, mut blank) = (0, 0, 0, 0);
    for (cell, &tile) in board.iter().enumerate() {
        if tile == 0 {
            blank = cell;
            continue;
        }
        let t = usize::from(tile);
        let smaller_unseen = t - 1 - usize::from(ONES[seen & ((1 << t) - 1)]);
        rank += smaller_unseen * FACTORIAL[7 - place];
        inversions += smaller_unseen;
        seen |= 1 << t;
        place += 1;
    }
    (blank * ORDERS + rank, inversions % 2)
}

/// Where in the shift tables the three digits at places p, p+1, p+2 of `rank` are: the digits
/// read as one number, `rank % (8-p)! / (5-p)!`, after the (8-q)(7-q)(6-q) entries of each
/// place q before p. Each place has its own arm, so every divisor is a constant.
#[inline]
fn digits_of(rank: usize, p: usize) -> usize {
    match p {
        0 => rank / 120,
        1 => rank % 5_040 / 24 + 336,
        2 => rank % 720 / 6 + 546,
        3 => rank % 120 / 2 + 666,
        4 => rank % 24 + 726,
        _ => rank % 6 + 750,
    }
}

/// The change of rank when the blank moves down from cell p (the tile two places on in the
/// order comes to place p) or up to cell p (the tile at place p goes two places on), by the
/// three digits at places p..p+2 as `digits_of` finds them.
const DOWN_SHIFT: [i32; 756] = shift_table(true);
const UP_SHIFT: [i32; 756] = shift_table(false);

const fn shift_table(down: bool) -> [i32; 756] {
    let mut table = [0i32; 756];
    let (mut p, mut at) = (0, 0);
    while p < 6 {
        let (wide, narrow) = ((7 - p) * (6 - p), 6 - p);
        let mut q = 0;
        while q < (8 - p) * wide {
            let (d0, d1, d2) = (
                (q / wide) as i32,
                (q % wide / narrow) as i32,
                (q % narrow) as i32,
            );
            // The order of the three tiles x, y, z, read off their digits.
            let y_below_x = (d0 > d1) as i32;
            let z_below_y = (d1 > d2) as i32;
            let z_below_x = (d0 - y_below_x > d2) as i32;
            let (n0, n1, n2) = if down {
                // x y z becomes z x y
                (
                    d2 + 2 - z_below_x - z_below_y,
                    d0 - z_below_x,
                    d1 - z_below_y,
                )
            } else {
                // x y z becomes y z x
                (
                    d1 + 1 - y_below_x,
                    d2 + 1 - z_below_x,
                    d0 - y_below_x - z_below_x,
                )
            };
            let w = [
                FACTORIAL[7 - p] as i32,
                FACTORIAL[6 - p] as i32,
                FACTORIAL[5 - p] as i32,
            ];
            table[at] = (n0 - d0) * w[0] + (n1 - d1) * w[1] + (n2 - d2) * w[2];
            q += 1;
            at += 1;
        }
        p += 1;
    }
    table
}

/// The cell the blank reaches from `cell` going `direction`.
const fn target(cell: usize, direction: usize) -> usize {
    match direction {
        UP => cell - 3,
        DOWN => cell + 3,
        LEFT => cell - 1,
        _ => cell + 1,
    }
}

/// Parity of the number of inverted tile pairs, blank skipped.
fn inversion_parity(board: &Board) -> usize {
    index_and_parity(board).1
}

/// Which search reached a board first.
const UNSEEN: u8 = 0;
const FROM_START: u8 = 1;
const FROM_GOAL: u8 = 2;

/// One level of a search: ranks in lists per blank cell and last move.
#[derive(Default)]
struct Frontier {
    lists: [[Vec<u16>; 5]; 9],
}

impl Frontier {
    fn width(&self) -> usize {
        self.lists.iter().flatten().map(Vec::len).sum()
    }

    fn clear(&mut self) {
        for list in self.lists.iter_mut().flatten() {
            list.clear();
        }
    }
}

/// Expands every board of `frontier` into `next`; true as soon as a board the other side
/// marked is reached.
fn expand(frontier: &Frontier, next: &mut Frontier, marks: &mut [u8], side: u8) -> bool {
    // One copy of the loop per blank cell: its moves, and the divisors that read the rank's
    // digits, are constants there.
    let by_cell: [ExpandCell; 9] = [
        expand_cell::<0>,
        expand_cell::<1>,
        expand_cell::<2>,
        expand_cell::<3>,
        expand_cell::<4>,
        expand_cell::<5>,
        expand_cell::<6>,
        expand_cell::<7>,
        expand_cell::<8>,
    ];
    frontier
        .lists
        .iter()
        .enumerate()
        .any(|(cell, lists)| by_cell[cell](lists, next, marks, side))
}

type ExpandCell = fn(&[Vec<u16>; 5], &mut Frontier, &mut [u8], u8) -> bool;

/// Expands the boards whose blank is in `CELL`, list by list of last moves.
fn expand_cell<const CELL: usize>(
    lists: &[Vec<u16>; 5],
    next: &mut Frontier,
    marks: &mut [u8],
    side: u8,
) -> bool {
    for (came, list) in lists.iter().enumerate() {
        // The move that would undo the last one is never generated: its board is marked.
        let skip = if came == NO_MOVE {
            NO_MOVE
        } else {
            OPPOSITE[came]
        };
        for &rank in list {
            let rank = usize::from(rank);
            let mut visit = |direction: usize, next_rank: usize| {
                let to = target(CELL, direction);
                let mark = &mut marks[to * ORDERS + next_rank];
                if *mark == UNSEEN {
                    *mark = side;
                    next.lists[to][direction].push(next_rank as u16);
                    false
                } else {
                    *mark != side
                }
            };
            if CELL >= 3 && skip != UP {
                let shift = UP_SHIFT[digits_of(rank, CELL.saturating_sub(3))];
                if visit(UP, (rank as i32 + shift) as usize) {
                    return true;
                }
            }
            if CELL < 6 && skip != DOWN {
                let shift = DOWN_SHIFT[digits_of(rank, CELL.min(5))];
                if visit(DOWN, (rank as i32 + shift) as usize) {
                    return true;
                }
            }
            if CELL % 3 > 0 && skip != LEFT && visit(LEFT, rank) {
                return true;
            }
            if CELL % 3 < 2 && skip != RIGHT && visit(RIGHT, rank) {
                return true;
            }
        }
    }
    false
}

/// The searches' memory, allocated once and reused pair after pair.
pub struct Search {
    marks: Vec<u8>,
    frontiers: [[Frontier; 2]; 2],
    /// Boards marked by the last search, unmarked before the next (cheaper than refilling).
    pub touched: Vec<usize>,
}

impl Default for Search {
    fn default() -> Search {
        Search {
            marks: vec![UNSEEN; STATES],
            frontiers: Default::default(),
            touched: Vec::new(),
        }
    }
}

impl Search {
    /// Fewest moves from `start` to `goal` (both legal boards), or `None` when unreachable.
    /// `level` hears each expansion: the side (0 from the start, 1 from the goal), its depth
    /// after it, and the width of its new frontier (the boards it marked).
    ///
    /// Why the first meeting is exact: before a level is expanded, every board within `ds` of
    /// the start and within `dg` of the goal is marked, and no board carries both marks, so
    /// the answer is at least `ds + dg + 1`. Expanding one side's level reaches exactly the
    /// boards one step further; the first of them the other side marked closes a path of
    /// `ds + dg + 1`.
    pub fn min_moves(
        &mut self,
        start: &Board,
        goal: &Board,
        level: &mut dyn FnMut(usize, usize, usize),
    ) -> Option<u32> {
        if inversion_parity(start) != inversion_parity(goal) {
            return None;
        }
        if start == goal {
            return Some(0);
        }
        for &index in &self.touched {
            self.marks[index] = UNSEEN;
        }
        self.touched.clear();
        for (side, board) in [start, goal].iter().enumerate() {
            let index = index_and_parity(board).0;
            self.marks[index] = [FROM_START, FROM_GOAL][side];
            self.touched.push(index);
            let [current, _] = &mut self.frontiers[side];
            current.clear();
            current.lists[index / ORDERS][NO_MOVE].push((index % ORDERS) as u16);
        }
        let mut depths = [0u32; 2];
        loop {
            let side = if self.frontiers[0][0].width() <= self.frontiers[1][0].width() {
                0
            } else {
                1
            };
            let [current, next] = &mut self.frontiers[side];
            if current.width() == 0 {
                return None; // this side's component is exhausted without meeting the other
            }
            next.clear();
            let met = expand(
                current,
                next,
                &mut self.marks,
                [FROM_START, FROM_GOAL][side],
            );
            for (cell, lists) in next.lists.iter().enumerate() {
                for list in lists {
                    self.touched
                        .extend(list.iter().map(|&r| cell * ORDERS + usize::from(r)));
                }
            }
            std::mem::swap(current, next);
            depths[side] += 1;
            level(side, depths[side] as usize, self.frontiers[side][0].width());
            if met {
                return Some(depths[0] + depths[1]);
            }
        }
    }
}

/// Reads nine cells as a legal board, or says why they are not one.
fn parse_board(cells: &[u8]) -> Result<Board, String> {
    let mut board = [0u8; 9];
    let mut seen = [false; 9];
    for (slot, &c) in board.iter_mut().zip(cells) {
        let v = match c {
            b'1'..=b'8' => c - b'0',
            b'.' | b'0' | b'x' | b'X' => 0,
            _ => {
                return Err(format!(
                    "`{}` is not a tile (1-8) or a blank (. 0 x)",
                    shown(&[c])
                ))
            }
        };
        if seen[v as usize] {
            return Err(if v == 0 {
                "it has two blanks".to_string()
            } else {
                format!("tile {} appears twice", v)
            });
        }
        seen[v as usize] = true;
        *slot = v;
    }
    Ok(board)
}

/// A token as a message shows it: its first bytes, anything but printable ASCII as `\xNN`,
/// so one line on stderr stays one short line whatever the input holds.
fn shown(token: &[u8]) -> String {
    const SHOWN: usize = 24;
    let mut text = String::new();
    for &b in token.iter().take(SHOWN) {
        if b.is_ascii_graphic() {
            text.push(b as char);
        } else {
            text.push_str(&format!("\\x{:02x}", b));
        }
    }
    if token.len() > SHOWN {
        text.push_str("...");
    }
    text
}

/// Notes written on stderr at most; past them, one line says how many more there were.
const NOTES_SHOWN: usize = 10;

/// What a run prints: answers for stdout, notes for stderr, and the fatal input error if any.
#[derive(Debug, Default, PartialEq)]
pub struct Outcome {
    pub answers: String,
    pub notes: String,
    pub error: Option<String>,
    illegal_boards: usize,
}

impl Outcome {
    /// Answers one start/goal query; an illegal board is unreachable, with a note saying why.
    /// The search's memory is made on the first query that needs it and kept for the rest.
    fn answer(&mut self, search: &mut Option<Search>, start: &[u8], goal: &[u8]) {
        let moves = match (parse_board(start), parse_board(goal)) {
            (Ok(s), Ok(g)) => search
                .get_or_insert_with(Search::default)
                .min_moves(&s, &g, &mut |_, _, _| {})
                .map_or(-1, i64::from),
            (Err(why), _) => self.illegal(start, &why),
            (_, Err(why)) => self.illegal(goal, &why),
        };
        self.answers.push_str(&format!("{}\n", moves));
    }

    fn illegal(&mut self, cells: &[u8], why: &str) -> i64 {
        self.illegal_boards += 1;
        if self.illegal_boards <= NOTES_SHOWN {
            self.notes.push_str(&format!(
                "nine_grid: board `{}` is not legal, so unreachable: {}\n",
                shown(cells),
                why
            ));
        }
        -1
    }

    /// Ends the notes with how many were left out.
    fn close_notes(&mut self) {
        if self.illegal_boards > NOTES_SHOWN {
            self.notes.push_str(&format!(
                "nine_grid: ... and {} more illegal boards\n",
                self.illegal_boards - NOTES_SHOWN
            ));
        }
    }
}

/// Solves a whole input in memory; `main` only moves bytes.
pub fn solve(input: &[u8]) -> Outcome {
    let mut out = Outcome::default();
    let tokens: Vec<&[u8]> = input
        .split(|c| c.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .collect();
    let first = match tokens.first() {
        Some(first) => first,
        None => {
            out.error = Some(
                "empty input: expected a board (start and target for Lanqiao PREV-19)".to_string(),
            );
            return out;
        }
    };
    if first.len() == 1 {
        solve_acwing(&tokens, &mut out);
    } else if tokens.len() == 1 && first.len() == 9 && first.iter().all(u8::is_ascii_digit) {
        out.answer(&mut None, first, LUOGU_GOAL);
    } else {
        solve_lanqiao(&tokens, &mut out);
    }
    out.close_notes();
    out
}

/// AcWing 845: boards of nine one-character tokens, goal `1 2 3 4 5 6 7 8 x`.
fn solve_acwing(tokens: &[&[u8]], out: &mut Outcome) {
    let mut search = None;
    for chunk in tokens.chunks(9) {
        if let Some(long) = chunk.iter().find(|t| t.len() != 1) {
            out.error = Some(format!(
                "cell `{}` is {} characters; AcWing boards are 9 one-character cells",
                shown(long),
                long.len()
            ));
            return;
        }
        if chunk.len() < 9 {
            out.error = Some(format!(
                "the last board has {} cells, expected 9",
                chunk.len()
            ));
            return;
        }
        let cells: Vec<u8> = chunk.iter().map(|t| t[0]).collect();
        out.answer(&mut search, &cells, ACWING_GOAL);
    }
}

/// Lanqiao PREV-19: 9-character boards read in start/target pairs until EOF.
fn solve_lanqiao(tokens: &[&[u8]], out: &mut Outcome) {
    let mut search = None;
    for pair in tokens.chunks(2) {
        if let Some(bad) = pair.iter().find(|t| t.len() != 9) {
            out.error = Some(format!(
                "board `{}` has {} cells, expected 9",
                shown(bad),
                bad.len()
            ));
            return;
        }
        if pair.len() < 2 {
            out.error = Some(format!(
                "start board `{}` has no target board after it",
                shown(pair[0])
            ));
            return;
        }
        out.answer(&mut search, pair[0], pair[1]);
    }
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        let _ = writeln!(io::stderr(), "nine_grid: cannot read stdin: {}", e);
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
        let _ = writeln!(stderr, "nine_grid: {}", error);
        std::process::exit(2);
    }
}
