//! 八数码 Eight — a shortest sequence of blank moves that solves a 3×3 sliding-tile board.
//!
//! Judges: POJ 1077 and AcWing 179 (one board), HDU 1043 = ZOJ 1217 (boards until EOF).
//! Input: boards of 9 cells, rows top to bottom, tiles `1`-`8` and `x` for the blank, written
//! as whitespace-separated tokens (leading and doubled spaces, CRLF and blank lines are fine) or
//! as one 9-character token: every non-whitespace character is one cell, 9 cells per board.
//! Output, one line per board: the moves of the **blank** (`u`, `d`, `l`, `r`) along a shortest
//! path to `1 2 3 4 5 6 7 8 x`, or `unsolvable`; the solved board prints an empty line. The
//! judges accept any valid path; a shortest one is the safe answer.
//!
//! Contract for bad input: a board with a repeated tile, a foreign character or no blank is
//! `unsolvable`, with one note on stderr. A trailing partial board (fewer than 9 cells), or
//! empty input, is one line on stderr and exit status 2, after the complete boards are answered.
//!
//! Approach:
//! 1. Inversion parity (tiles only) is invariant on a board of odd width, and boards of equal
//!    parity are mutually reachable: a parity different from the goal's is `unsolvable` in O(1).
//! 2. Adaptive: few boards get a bidirectional BFS each, level by level from the smaller
//!    frontier, each side recording the move that first reached every state, the path stitched
//!    at the meeting edge. Many boards share one BFS from the goal over all 181 440 reachable
//!    states; each board then walks to the goal, undoing the recorded moves. States are indexed
//!    by Cantor rank (9! = 362 880 slots).
//!    Measured (callgrind, instructions, whole process less the 0.3 M of an empty one): the
//!    goal-rooted BFS costs 60 M, then 2.5 K per board; a bidirectional search costs 1.1 M per
//!    random solvable board (0.6 M for the POJ sample). They cross near 55 solvable boards,
//!    so from `WHOLE_TREE_FROM` boards on, the whole tree is built.
//!
//! Complexity: per board O(b^(d/2)) states (bidirectional) or O(d) ranks (tree walk), d ≤ 31;
//! the tree O(9! · 4 · 9) once. Memory: two bytes per rank (726 KB) plus the frontiers.
//!
//! Pitfalls: print the direction the blank moves, not the tile; parity of the tiles only; the
//! classic HDU time-out is searching each board separately when there are thousands of them.
//!
//! Status: checked on all 181 440 solvable boards (every path replayed, every length equal to a
//! HashMap BFS over strings) and on every unsolvable class (tests/eight_puzzle.rs).

use std::collections::VecDeque;
use std::io::{self, Read, Write};

/// Cells read row by row; 0 is the blank, 1..=8 are the tiles.
type Board = [u8; 9];

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// Number of Cantor ranks of 9 cells.
const STATES: usize = 362_880;

/// From this many solvable boards on, one BFS from the goal is cheaper than a search per board
/// (60 M instructions against 1.1 M per board, measured).
const WHOLE_TREE_FROM: usize = 55;

/// `FACTORIAL[k]` = k!, the weight of a Lehmer digit with k cells after it.
const FACTORIAL: [u32; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// `LEHMER[used][v]`: the Lehmer digit of value `v` when the values in the bitmask `used` came
/// before it, i.e. the smaller values still unused. One lookup instead of a popcount, which
/// without the `popcnt` CPU feature (absent from the default x86-64 target) is a dozen steps.
const LEHMER: [[u8; 9]; 512] = lehmer_table();

const fn lehmer_table() -> [[u8; 9]; 512] {
    let mut table = [[0u8; 9]; 512];
    let mut used = 0;
    while used < 512 {
        let mut v = 0;
        while v < 9 {
            let mut smaller_unused = 0;
            let mut w = 0;
            while w < v {
                if used & (1 << w) == 0 {
                    smaller_unused += 1;
                }
                w += 1;
            }
            table[used][v] = smaller_unused;
            v += 1;
        }
        used += 1;
    }
    table
}

/// Cantor rank in 0..STATES, digit by digit; the last digit is always 0.
#[inline]
fn rank(board: &Board) -> usize {
    let mut used: usize = 0;
    let mut r: u32 = 0;
    for (i, &v) in board[..8].iter().enumerate() {
        r += u32::from(LEHMER[used][v as usize]) * FACTORIAL[8 - i];
        used |= 1 << v;
    }
    r as usize
}

/// Parity of the number of inverted tile pairs, blank skipped.
fn inversion_parity(board: &Board) -> u32 {
    let mut inversions = 0;
    for i in 0..9 {
        for j in i + 1..9 {
            if board[j] != 0 && board[i] > board[j] {
                inversions += 1;
            }
        }
    }
    inversions % 2
}

/// Directions the blank moves, by index, and their letters as printed.
const UP: u8 = 0;
const DOWN: u8 = 1;
const LEFT: u8 = 2;
const RIGHT: u8 = 3;
const LETTERS: [u8; 4] = *b"udlr";
const OPPOSITE: [u8; 4] = [DOWN, UP, RIGHT, LEFT];
/// Marks a root: no move reached it.
const NO_MOVE: u8 = 4;

/// The blank's moves from each cell: (direction, the cell it moves to).
const MOVES: [&[(u8, u8)]; 9] = [
    &[(DOWN, 3), (RIGHT, 1)],
    &[(DOWN, 4), (LEFT, 0), (RIGHT, 2)],
    &[(DOWN, 5), (LEFT, 1)],
    &[(UP, 0), (DOWN, 6), (RIGHT, 4)],
    &[(UP, 1), (DOWN, 7), (LEFT, 3), (RIGHT, 5)],
    &[(UP, 2), (DOWN, 8), (LEFT, 4)],
    &[(UP, 3), (RIGHT, 7)],
    &[(UP, 4), (LEFT, 6), (RIGHT, 8)],
    &[(UP, 5), (LEFT, 7)],
];

/// A board with its blank's cell, and the direction of the move that produced it.
#[derive(Clone, Copy)]
struct Node {
    board: Board,
    blank: u8,
    came: u8,
}

impl Node {
    fn root(board: Board) -> Node {
        let blank = board.iter().position(|&v| v == 0).unwrap_or(0) as u8;
        Node {
            board,
            blank,
            came: NO_MOVE,
        }
    }

    /// The node after the blank moves in `direction`, to the cell `to`.
    fn moved(&self, direction: u8, to: u8) -> Node {
        let mut next = *self;
        next.board.swap(self.blank as usize, to as usize);
        next.blank = to;
        next.came = direction;
        next
    }

    /// The node after the blank moves in `direction`, if that stays on the board.
    fn step(&self, direction: u8) -> Option<Node> {
        MOVES[self.blank as usize]
            .iter()
            .find(|&&(d, _)| d == direction)
            .map(|&(d, to)| self.moved(d, to))
    }
}

/// Which search reached each rank first, and by which move.
const UNSEEN: u8 = 0;
const FROM_START: u8 = 1;
const FROM_GOAL: u8 = 2;

struct Marks {
    side: Vec<u8>,
    came: Vec<u8>,
}

impl Marks {
    fn new() -> Marks {
        Marks {
            side: vec![UNSEEN; STATES],
            came: vec![NO_MOVE; STATES],
        }
    }

    fn mark(&mut self, node: &Node, side: u8) {
        let r = rank(&node.board);
        self.side[r] = side;
        self.came[r] = node.came;
    }

    /// Appends to `directions` the moves that lead from `node` back to the root of its side,
    /// undoing the recorded moves one by one.
    fn walk_to_root(&self, mut node: Node, directions: &mut Vec<u8>) {
        loop {
            let came = self.came[rank(&node.board)];
            if came == NO_MOVE {
                return;
            }
            let back = OPPOSITE[came as usize];
            node = match node.step(back) {
                Some(next) => next,
                None => return, // unreachable: a recorded move can always be undone
            };
            directions.push(back);
        }
    }
}

/// Expands one whole level of `side`'s frontier. On reaching a state of the other side, returns
/// the node being expanded and the direction to that state.
fn expand_level(frontier: &mut VecDeque<Node>, marks: &mut Marks, side: u8) -> Option<(Node, u8)> {
    for _ in 0..frontier.len() {
        let node = frontier.pop_front()?;
        let back = if node.came == NO_MOVE {
            NO_MOVE
        } else {
            OPPOSITE[node.came as usize]
        };
        for &(direction, to) in MOVES[node.blank as usize] {
            if direction == back {
                continue; // undoing the last move: its state is marked already
            }
            let next = node.moved(direction, to);
            let r = rank(&next.board);
            if marks.side[r] == UNSEEN {
                marks.side[r] = side;
                marks.came[r] = direction;
                frontier.push_back(next);
            } else if marks.side[r] != side {
                return Some((node, direction));
            }
        }
    }
    None
}

/// A shortest path for a solvable `start`, by bidirectional BFS. The first meeting is exact
/// for the reason given in `nine_grid`: before a level is expanded no state carries both marks,
/// so the answer is at least the two depths plus one, which the meeting edge achieves.
fn shortest_path_alone(start: &Board) -> Vec<u8> {
    if *start == GOAL {
        return Vec::new();
    }
    let mut marks = Marks::new();
    let roots = [Node::root(*start), Node::root(GOAL)];
    marks.mark(&roots[0], FROM_START);
    marks.mark(&roots[1], FROM_GOAL);
    let mut frontiers = [
        VecDeque::from(vec![roots[0]]),
        VecDeque::from(vec![roots[1]]),
    ];
    loop {
        let i = if frontiers[0].len() <= frontiers[1].len() {
            0
        } else {
            1
        };
        if frontiers[i].is_empty() {
            return Vec::new(); // unreachable after the parity check
        }
        let side = if i == 0 { FROM_START } else { FROM_GOAL };
        if let Some((node, direction)) = expand_level(&mut frontiers[i], &mut marks, side) {
            let other = match node.step(direction) {
                Some(other) => other,
                None => return Vec::new(), // unreachable: the step was taken during expansion
            };
            let (near_start, near_goal, across) = if side == FROM_START {
                (node, other, direction)
            } else {
                (other, node, OPPOSITE[direction as usize])
            };
            let mut path = Vec::new();
            marks.walk_to_root(near_start, &mut path);
            path.reverse();
            for direction in path.iter_mut() {
                *direction = OPPOSITE[*direction as usize];
            }
            path.push(across);
            marks.walk_to_root(near_goal, &mut path);
            return path;
        }
    }
}

/// One BFS from the goal over every reachable state; afterwards every solvable board walks
/// its shortest path by undoing recorded moves.
fn goal_tree() -> Marks {
    let mut marks = Marks::new();
    let root = Node::root(GOAL);
    marks.mark(&root, FROM_GOAL);
    let mut frontier = VecDeque::from(vec![root]);
    while !frontier.is_empty() {
        expand_level(&mut frontier, &mut marks, FROM_GOAL);
    }
    marks
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

/// Solves a whole input in memory; `main` only moves bytes.
pub fn solve(input: &[u8]) -> Outcome {
    let mut out = Outcome::default();
    let cells: Vec<u8> = input
        .iter()
        .copied()
        .filter(|c| !c.is_ascii_whitespace())
        .collect();
    if cells.is_empty() {
        out.error = Some("empty input: expected a board of 9 cells".to_string());
        return out;
    }
    // Each complete board: Some(board) when solvable, None when not (with a note).
    let goal_parity = inversion_parity(&GOAL);
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
            Ok(board) if inversion_parity(&board) == goal_parity => Some(board),
            Ok(_) => None,
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
    let solvable = boards.iter().filter(|b| b.is_some()).count();
    let tree = if solvable >= WHOLE_TREE_FROM {
        Some(goal_tree())
    } else {
        None
    };
    let mut path = Vec::new();
    for board in &boards {
        path.clear();
        match (board, &tree) {
            (None, _) => out.answers.push_str("unsolvable"),
            (Some(board), Some(tree)) => tree.walk_to_root(Node::root(*board), &mut path),
            (Some(board), None) => path = shortest_path_alone(board),
        }
        push_letters(&mut out.answers, &path);
        out.answers.push('\n');
    }
    out
}

fn push_letters(out: &mut String, directions: &[u8]) {
    out.extend(directions.iter().map(|&d| LETTERS[d as usize] as char));
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
