//! 八数码 Eight — a shortest sequence of blank moves that solves a 3×3 sliding-tile board.
//!
//! Judges: POJ 1077 and AcWing 179 (one board), HDU 1043 = ZOJ 1217 (boards until EOF).
//! Input: boards of 9 cells, rows top to bottom, tiles `1`-`8` and `x` for the blank, written
//! as whitespace-separated tokens (leading and doubled spaces, CRLF and blank lines are fine) or
//! as one 9-character token: every non-whitespace character is one cell, 9 cells per board.
//! Output, one line per board: the moves of the **blank** (`u`, `d`, `l`, `r`) along a shortest
//! path to `1 2 3 4 5 6 7 8 x`, or `unsolvable`; the solved board prints an empty line. POJ and
//! HDU accept any path that solves the board, AcWing only a shortest: a shortest one is safe.
//!
//! Contract for bad input: a board with a repeated tile, a foreign character or no blank is
//! `unsolvable`, with a note on stderr (ten at most, then how many more). A trailing partial
//! board (fewer than 9 cells), or empty input, is one line on stderr and exit status 2, after
//! the complete boards are answered.
//!
//! The index of a board — a Cantor-indexed array, with the blank kept apart:
//!   index = blank cell × 40 320 + (rank of the eight tiles in reading order, blank skipped).
//! The rank is the Lehmer code: each tile counts the smaller tiles after it, and the counts
//! weigh 7!, 6!, …, 0!. By hand, for the POJ sample 2 3 4 / 1 5 x / 7 6 8: the tiles read
//! 2 3 4 1 5 7 6 8; their counts are 1 1 1 0 0 1 0 0; the rank is 5040 + 720 + 120 + 2 = 5882;
//! the blank is in cell 5; the index is 5 × 40 320 + 5882 = 207 482 (of 9 × 40 320 = 362 880).
//! Why this index: a horizontal move keeps the tiles' reading order, so only the blank cell
//! changes (index ± 40 320). A vertical move carries one tile two places in the order (cells
//! b, b+1, b+2 of the order rotate), which changes three Lehmer digits only; the new digits
//! depend on those three alone (the comparisons between the rotated tiles can be read off the
//! digits: for neighbours, t_i > t_{i+1} exactly when d_i > d_{i+1}), so the rank changes by a
//! number looked up in a small table (756 entries) by those three digits.
//!
//! Approach:
//! 1. Inversion parity (tiles only) is invariant on a board of odd width, and boards of equal
//!    parity are mutually reachable: a parity different from the goal's is `unsolvable` in O(1).
//! 2. Breadth-first over whole levels, with each frontier kept in lists per blank cell and
//!    last move: the move that would undo the last one is never generated, and every state
//!    records the move that first reached it.
//! 3. Adaptive: few boards get a bidirectional search each (from the smaller frontier; the
//!    path stitched at the meeting edge, walking back by undoing recorded moves, index
//!    arithmetic only); many boards share one search from the goal over all 181 440 reachable
//!    boards, then each walks home from parent to parent.
//!
//! Complexity: the whole tree O(9!/2) states, about 50 instructions each, with each board's
//! parent (1.45 MB) so that a walk home is O(d), d ≤ 31, a few instructions a move; a
//! bidirectional search O(b^(d/2)) states. Memory: one byte per index (363 KB), the parents,
//! and the frontiers, allocated once. Measured (callgrind, whole process; an empty Rust process
//! costs 0.29 M): the 5 000-board HDU file 14.3 M instructions, the tree 9.2 M of it; the POJ
//! sample 0.49 M; a random board's own search about 200 K. So the tree is built from
//! `WHOLE_TREE_FROM` = 46 solvable boards on. Safe Rust only.
//!
//! Pitfalls: print the direction the blank moves, not the tile; parity of the tiles only; the
//! classic HDU time-out is searching each board separately when there are thousands of them.
//!
//! Status: checked on all 181 440 solvable boards (every path replayed, every length equal to a
//! HashMap BFS over strings) and on every unsolvable class (tests/suite/eight_puzzle.rs).

use std::io::{self, Read, Write};

/// Cells read row by row; 0 is the blank, 1..=8 are the tiles.
type Board = [u8; 9];

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const GOAL_CELL: usize = 8;

/// The goal's tiles are in order: rank 0.
fn goal_rank() -> usize {
    tile_rank(&GOAL).0
}

/// Orderings of the eight tiles, and boards (an ordering and a blank cell).
const ORDERS: usize = 40_320;
const STATES: usize = ORDERS * 9;

/// From this many solvable boards on, one search from the goal is cheaper than one per board
/// (measured: the tree 9.2 M instructions, a random board's own search about 200 K).
const WHOLE_TREE_FROM: usize = 46;

/// `FACTORIAL[k]` = k!, the weight of a Lehmer digit with k tiles after it.
const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// The directions the blank moves, and their letters as printed.
const UP: usize = 0;
const DOWN: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;
const LETTERS: [u8; 4] = *b"udlr";
const OPPOSITE: [usize; 4] = [DOWN, UP, RIGHT, LEFT];
/// A root's "last move": none, so nothing is skipped.
const NO_MOVE: usize = 4;

/// `ONES[mask]`: bits set in a 9-bit mask (a table: `count_ones` without the `popcnt` CPU
/// feature, absent from the default x86-64 target, is a dozen instructions).
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

/// Rank of the tiles in reading order, blank skipped, and the parity of their inversions
/// (the sum of the Lehmer digits). Each tile's digit is the number of smaller tiles not seen
/// before it, read off a mask of the tiles seen.
/// (`pub`, like the search below: `judge trace` drives them to show what this file does.)
pub fn tile_rank(board: &Board) -> (usize, usize) {
    let mut seen = 0usize;
    let (mut rank, mut inversions) = (0, 0);
    for (place, &tile) in board.iter().filter(|&&t| t != 0).enumerate() {
        let t = usize::from(tile);
        let smaller_unseen = t - 1 - usize::from(ONES[seen & ((1 << t) - 1)]);
        rank += smaller_unseen * FACTORIAL[7 - place];
        inversions += smaller_unseen;
        seen |= 1 << t;
    }
    (rank, inversions % 2)
}

pub fn blank_cell(board: &Board) -> usize {
    board.iter().position(|&v| v == 0).unwrap_or(0)
}

/// Where the entries for order places p, p+1, p+2 start in the flat tables: place p has
/// (8-p)(7-p)(6-p) of them.
const DIGITS_AT: [usize; 7] = [0, 336, 546, 666, 726, 750, 756];

/// The change of rank when the blank moves down from cell p (the tile two places on in the
/// order comes to place p) or up to cell p (the tile at place p goes two places on), by the
/// three digits at places p..p+2, numbered as `digits_of` numbers them.
const DOWN_SHIFT: [i32; 756] = shift_table(true);
const UP_SHIFT: [i32; 756] = shift_table(false);

/// Where in the shift tables the three digits at places p, p+1, p+2 of `rank` are: the digits
/// read as one number, `rank % (8-p)! / (5-p)!`, after the entries of the places before p.
/// Each place has its own arm, so every divisor is a constant (a multiplication, not a
/// division).
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

const fn shift_table(down: bool) -> [i32; 756] {
    let mut table = [0i32; 756];
    let mut p = 0;
    while p < 6 {
        let (wide, narrow) = ((7 - p) * (6 - p), 6 - p);
        let mut q = 0;
        while q < (8 - p) * wide {
            let (d0, d1, d2) = (
                (q / wide) as i32,
                (q % wide / narrow) as i32,
                (q % narrow) as i32,
            );
            // Order of the three tiles x, y, z read off the digits.
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
            table[DIGITS_AT[p] + q] = (n0 - d0) * w[0] + (n1 - d1) * w[1] + (n2 - d2) * w[2];
            q += 1;
        }
        p += 1;
    }
    table
}

/// The board one move of the blank away, as (cell, rank): only the cell changes, except for a
/// vertical move, which shifts the rank by a table entry.
fn moved(cell: usize, rank: usize, direction: usize, to: usize) -> usize {
    let shift = match direction {
        DOWN => DOWN_SHIFT[digits_of(rank, cell)],
        UP => UP_SHIFT[digits_of(rank, to)],
        _ => return rank,
    };
    (rank as i32 + shift) as usize
}

/// The cell the blank reaches from `cell` going `direction` (the move must stay on the board).
const fn target(cell: usize, direction: usize) -> usize {
    match direction {
        UP => cell - 3,
        DOWN => cell + 3,
        LEFT => cell - 1,
        _ => cell + 1,
    }
}

/// Marks: which search reached an index first (`FROM_START` or `FROM_GOAL`, high bits), and
/// the direction of the move that reached it plus one (low bits; `NO_MOVE + 1` for a root).
const UNSEEN: u8 = 0;
const FROM_START: u8 = 8;
const FROM_GOAL: u8 = 16;
const SIDE: u8 = 24;

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

/// Where two searches met: an index of one side, and the move from it into the other's.
struct Meeting {
    cell: usize,
    rank: usize,
    direction: usize,
}

/// Expands every board of `frontier` (of side `side`) into `next`. Stops at the first move
/// into a board the other side marked.
/// With `TREE`, every new board also records its parent's index in `parents`.
fn expand<const TREE: bool>(
    frontier: &Frontier,
    next: &mut Frontier,
    marks: &mut [u8],
    parents: &mut [u32],
    side: u8,
) -> Option<Meeting> {
    // One copy of the loop per blank cell: its moves, and the divisors that read the rank's
    // digits, are constants there.
    let by_cell: [ExpandCell; 9] = [
        expand_cell::<0, TREE>,
        expand_cell::<1, TREE>,
        expand_cell::<2, TREE>,
        expand_cell::<3, TREE>,
        expand_cell::<4, TREE>,
        expand_cell::<5, TREE>,
        expand_cell::<6, TREE>,
        expand_cell::<7, TREE>,
        expand_cell::<8, TREE>,
    ];
    for (cell, lists) in frontier.lists.iter().enumerate() {
        if let Some(meeting) = by_cell[cell](lists, next, marks, parents, side) {
            return Some(meeting);
        }
    }
    None
}

type ExpandCell = fn(&[Vec<u16>; 5], &mut Frontier, &mut [u8], &mut [u32], u8) -> Option<Meeting>;

/// Expands the boards whose blank is in `CELL`, list by list of last moves.
fn expand_cell<const CELL: usize, const TREE: bool>(
    lists: &[Vec<u16>; 5],
    next: &mut Frontier,
    marks: &mut [u8],
    parents: &mut [u32],
    side: u8,
) -> Option<Meeting> {
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
                let index = to * ORDERS + next_rank;
                let mark = marks[index];
                if mark == UNSEEN {
                    marks[index] = side | (direction as u8 + 1);
                    if TREE {
                        parents[index] = (CELL * ORDERS + rank) as u32;
                    }
                    next.lists[to][direction].push(next_rank as u16);
                    None
                } else if mark & SIDE != side {
                    Some(Meeting {
                        cell: CELL,
                        rank,
                        direction,
                    })
                } else {
                    None
                }
            };
            let mut met = None;
            if CELL >= 3 && skip != UP {
                let shift = UP_SHIFT[digits_of(rank, CELL.saturating_sub(3))];
                met = met.or_else(|| visit(UP, (rank as i32 + shift) as usize));
            }
            if CELL < 6 && skip != DOWN {
                let shift = DOWN_SHIFT[digits_of(rank, CELL.min(5))];
                met = met.or_else(|| visit(DOWN, (rank as i32 + shift) as usize));
            }
            if CELL % 3 > 0 && skip != LEFT {
                met = met.or_else(|| visit(LEFT, rank));
            }
            if CELL % 3 < 2 && skip != RIGHT {
                met = met.or_else(|| visit(RIGHT, rank));
            }
            if met.is_some() {
                return met;
            }
        }
    }
    None
}

/// The state of the searches: marks for every index and two generations of frontiers per
/// side, allocated once and reused board after board.
pub struct Search {
    marks: Vec<u8>,
    /// For the tree from the goal: each board's parent, one move nearer the goal.
    parents: Vec<u32>,
    frontiers: [[Frontier; 2]; 2],
    /// Indexes marked by the last search, to unmark (cheaper than refilling 363 KB).
    pub touched: Vec<usize>,
}

impl Default for Search {
    fn default() -> Search {
        Search {
            marks: vec![UNSEEN; STATES],
            parents: Vec::new(),
            frontiers: Default::default(),
            touched: Vec::new(),
        }
    }
}

impl Search {
    /// Appends to `path` the moves that lead from (cell, rank) back to the root of its side:
    /// the recorded moves undone one by one.
    fn walk_to_root(&self, mut cell: usize, mut rank: usize, path: &mut Vec<u8>) {
        loop {
            let came = usize::from(self.marks[cell * ORDERS + rank] & 7);
            if came == 0 || came == NO_MOVE + 1 {
                return;
            }
            // The recorded move led here, so undoing it stays on the board.
            let back = OPPOSITE[came - 1];
            let to = target(cell, back);
            rank = moved(cell, rank, back, to);
            cell = to;
            path.push(back as u8);
        }
    }

    /// One search from the goal over every reachable board, recording parents; `level` hears
    /// each layer's width.
    pub fn goal_tree(&mut self, level: &mut dyn FnMut(usize)) {
        let root = GOAL_CELL * ORDERS + goal_rank();
        self.parents = vec![0; STATES];
        self.parents[root] = root as u32;
        self.marks[root] = FROM_GOAL | (NO_MOVE as u8 + 1);
        let [current, next] = &mut self.frontiers[1];
        current.clear();
        current.lists[GOAL_CELL][NO_MOVE].push(goal_rank() as u16);
        level(1);
        loop {
            next.clear();
            expand::<true>(current, next, &mut self.marks, &mut self.parents, FROM_GOAL);
            if next.width() == 0 {
                return;
            }
            level(next.width());
            std::mem::swap(current, next);
        }
    }

    /// Appends the letters of the moves from `index` to the goal, parent after parent: the
    /// blank's cell says which way it moved.
    fn walk_home(&self, mut index: usize, letters: &mut String) {
        loop {
            let parent = self.parents[index] as usize;
            if parent == index {
                return;
            }
            let (from, to) = (index / ORDERS, parent / ORDERS);
            letters.push(match to as isize - from as isize {
                -3 => 'u',
                3 => 'd',
                -1 => 'l',
                _ => 'r',
            });
            index = parent;
        }
    }

    /// A shortest path for a solvable `start` by bidirectional search; `level` hears, after
    /// each expansion, the side (0 start, 1 goal), its depth and its new frontier's width.
    pub fn shortest_path_alone(
        &mut self,
        start: (usize, usize),
        level: &mut dyn FnMut(usize, usize, usize),
    ) -> Vec<u8> {
        if start == (GOAL_CELL, goal_rank()) {
            return Vec::new();
        }
        for &index in &self.touched {
            self.marks[index] = UNSEEN;
        }
        self.touched.clear();
        let roots = [start, (GOAL_CELL, goal_rank())];
        let mut depths = [0usize; 2];
        for side in 0..2 {
            let (cell, rank) = roots[side];
            self.marks[cell * ORDERS + rank] = [FROM_START, FROM_GOAL][side] | (NO_MOVE as u8 + 1);
            self.touched.push(cell * ORDERS + rank);
            let [current, _] = &mut self.frontiers[side];
            current.clear();
            current.lists[cell][NO_MOVE].push(rank as u16);
        }
        loop {
            let side = if self.frontiers[0][0].width() <= self.frontiers[1][0].width() {
                0
            } else {
                1
            };
            let mark = [FROM_START, FROM_GOAL][side];
            let [current, next] = &mut self.frontiers[side];
            if current.width() == 0 {
                return Vec::new(); // unreachable after the parity check
            }
            next.clear();
            let meeting = expand::<false>(current, next, &mut self.marks, &mut [], mark);
            for (cell, lists) in next.lists.iter().enumerate() {
                for list in lists {
                    self.touched
                        .extend(list.iter().map(|&r| cell * ORDERS + usize::from(r)));
                }
            }
            std::mem::swap(current, next);
            depths[side] += 1;
            level(side, depths[side], self.frontiers[side][0].width());
            if let Some(meeting) = meeting {
                return self.stitch(meeting, side);
            }
        }
    }

    /// The whole path through the meeting edge: the start side's moves, the edge, the goal
    /// side's moves undone.
    fn stitch(&self, meeting: Meeting, side: usize) -> Vec<u8> {
        let across = meeting.direction;
        let to = target(meeting.cell, across);
        let beyond = (to, moved(meeting.cell, meeting.rank, across, to));
        let here = (meeting.cell, meeting.rank);
        let (near_start, near_goal, across) = if side == 0 {
            (here, beyond, across)
        } else {
            (beyond, here, OPPOSITE[across])
        };
        let mut path = Vec::new();
        self.walk_to_root(near_start.0, near_start.1, &mut path);
        path.reverse();
        for direction in path.iter_mut() {
            *direction = OPPOSITE[usize::from(*direction)] as u8;
        }
        path.push(across as u8);
        self.walk_to_root(near_goal.0, near_goal.1, &mut path);
        path
    }
}

/// Reads nine cells as a legal board, or says why they are not one.
fn parse_board(cells: &[u8]) -> Result<Board, String> {
    let mut board = [0u8; 9];
    let mut seen = [false; 9];
    for (slot, &c) in board.iter_mut().zip(cells) {
        let v = match c {
            b'1'..=b'8' => c - b'0',
            b'x' | b'X' | b'0' | b'.' => 0,
            _ => {
                return Err(format!(
                    "`{}` is not a tile (1-8) or the blank (x)",
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

/// A board as a message shows it, anything but printable ASCII as `\xNN`, so a note stays
/// one short line whatever the input holds.
fn shown(cells: &[u8]) -> String {
    let mut text = String::new();
    for &b in cells {
        if b.is_ascii_graphic() {
            text.push(b as char);
        } else {
            text.push_str(&format!("\\x{:02x}", b));
        }
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
}

/// The boards of an input: each complete board, `Some((blank cell, tile rank))` when solvable,
/// `None` when not (with a note for an illegal one); the error of a trailing partial board or
/// of empty input.
fn read_boards(input: &[u8], out: &mut Outcome) -> Vec<Option<(usize, usize)>> {
    let cells: Vec<u8> = input
        .iter()
        .copied()
        .filter(|c| !c.is_ascii_whitespace())
        .collect();
    if cells.is_empty() {
        out.error = Some("empty input: expected a board of 9 cells".to_string());
        return Vec::new();
    }
    let goal_parity = tile_rank(&GOAL).1;
    let mut boards = Vec::new();
    let mut illegal_boards = 0;
    for (number, chunk) in cells.chunks(9).enumerate() {
        if chunk.len() < 9 {
            out.error = Some(format!(
                "board {} has {} cells, expected 9",
                number + 1,
                chunk.len()
            ));
            break;
        }
        boards.push(match parse_board(chunk) {
            Ok(board) => match tile_rank(&board) {
                (rank, parity) if parity == goal_parity => Some((blank_cell(&board), rank)),
                _ => None,
            },
            Err(why) => {
                illegal_boards += 1;
                if illegal_boards <= NOTES_SHOWN {
                    out.notes.push_str(&format!(
                        "eight_puzzle: board {} `{}` is not legal, so unsolvable: {}\n",
                        number + 1,
                        shown(chunk),
                        why
                    ));
                }
                None
            }
        });
    }
    if illegal_boards > NOTES_SHOWN {
        out.notes.push_str(&format!(
            "eight_puzzle: ... and {} more illegal boards\n",
            illegal_boards - NOTES_SHOWN
        ));
    }
    boards
}

/// Solves a whole input in memory; `main` only moves bytes.
pub fn solve(input: &[u8]) -> Outcome {
    let mut out = Outcome::default();
    let boards = read_boards(input, &mut out);
    let solvable = boards.iter().filter(|b| b.is_some()).count();
    let mut search = Search::default();
    let whole_tree = solvable >= WHOLE_TREE_FROM;
    if whole_tree {
        search.goal_tree(&mut |_| {});
    }
    out.answers.reserve(boards.len() * 24);
    for board in &boards {
        match *board {
            None => out.answers.push_str("unsolvable"),
            Some((cell, rank)) if whole_tree => {
                search.walk_home(cell * ORDERS + rank, &mut out.answers)
            }
            Some(start) => {
                let path = search.shortest_path_alone(start, &mut |_, _, _| {});
                out.answers
                    .extend(path.iter().map(|&d| char::from(LETTERS[usize::from(d)])));
            }
        }
        out.answers.push('\n');
    }
    out
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        let _ = writeln!(io::stderr(), "eight_puzzle: cannot read stdin: {}", e);
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
        let _ = writeln!(stderr, "eight_puzzle: {}", error);
        std::process::exit(2);
    }
}
