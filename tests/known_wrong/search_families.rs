//! The plausible wrong searches of the 3×3 sliding puzzle: the mistakes that public solutions
//! of the step-count, path and Eight II judges really make. Not a program by itself: the
//! known-wrong programs `nine_grid_searches.rs`, `eight_puzzle_searches.rs` and
//! `eight_ii_searches.rs` are this code with each judge's input and output around it, and
//! `tests/suite/testdata.rs` runs the same code in memory over every board (at `BLESS=1`) to choose
//! the boards that catch each family.
//!
//! Every family answers a board with a series of blank moves (`u`, `d`, `l`, `r`: where the
//! blank goes), or `None` for "unreachable". Ties in the priority queues go to the board queued
//! first, so a family's answer does not depend on the tiles' names: renaming the tiles of a
//! start and its goal alike renames nothing in the answer.

use std::collections::VecDeque;

/// Cells read row by row; 0 is the blank, 1..=8 the tiles.
pub type Board = [u8; 9];

/// One plausible wrong search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// A\* whose heuristic adds the blank's own distance to the tiles' Manhattan distances.
    AstarBlankCounted,
    /// A\* with twice the Manhattan distance.
    AstarTwiceManhattan,
    /// A\* with three times the number of misplaced tiles.
    AstarMisplacedTimesThree,
    /// A\* with the Manhattan distance (admissible) that closes a board the first time it is
    /// generated and never reopens it.
    AstarClosedWhenGenerated,
    /// Greedy best-first: the Manhattan distance alone, the moves made so far ignored.
    GreedyBestFirst,
    /// A breadth-first search (or IDA\*) that gives up past this many moves.
    DepthCap(u32),
    /// Breadth-first search to the other judges' goal: `123456780` where the goal is
    /// `123804765` (Luogu), `123804765` where it is `123456780`.
    WrongGoal,
    /// A search that tests only the boards it moves to, never the start itself.
    NeverTestsTheStart,
    /// IDA\* under the Manhattan bound with the moves tried u, d, l, r: a shortest path, not
    /// the smallest in d < l < r < u order (Eight II).
    IdaStarOrderUdlr,
    /// A\* with the Manhattan distance: a shortest path, whichever the queue gives (Eight II).
    AstarAnyShortest,
}

/// Every family by its name (the known-wrong programs' first argument, and the name of the
/// cases chosen to catch it).
pub const FAMILIES: &[(&str, Family)] = &[
    ("astar-blank-counted", Family::AstarBlankCounted),
    ("astar-twice-manhattan", Family::AstarTwiceManhattan),
    ("astar-misplaced-times-3", Family::AstarMisplacedTimesThree),
    (
        "astar-closed-when-generated",
        Family::AstarClosedWhenGenerated,
    ),
    ("greedy-best-first", Family::GreedyBestFirst),
    ("depth-cap-20", Family::DepthCap(20)),
    ("depth-cap-25", Family::DepthCap(25)),
    ("depth-cap-28", Family::DepthCap(28)),
    ("wrong-goal", Family::WrongGoal),
    ("never-tests-the-start", Family::NeverTestsTheStart),
    ("ida-star-order-udlr", Family::IdaStarOrderUdlr),
    ("astar-any-shortest", Family::AstarAnyShortest),
];

pub fn family(name: &str) -> Option<Family> {
    FAMILIES.iter().find(|f| f.0 == name).map(|f| f.1)
}

const LUOGU_GOAL: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];
const SOLVED: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const ORDERINGS: usize = 362_880;

/// The blank's moves: letter and change of cell, tried in this order unless a family says.
const MOVES: [(u8, isize); 4] = [(b'u', -3), (b'd', 3), (b'l', -1), (b'r', 1)];

fn allowed(cell: usize, letter: u8) -> bool {
    match letter {
        b'u' => cell >= 3,
        b'd' => cell < 6,
        b'l' => cell % 3 > 0,
        _ => cell % 3 < 2,
    }
}

fn opposite(letter: u8) -> u8 {
    match letter {
        b'u' => b'd',
        b'd' => b'u',
        b'l' => b'r',
        _ => b'l',
    }
}

fn blank(board: &Board) -> usize {
    board.iter().position(|&v| v == 0).unwrap_or(0)
}

/// The board after the blank moves by `letter` (which must be allowed).
fn moved(board: &Board, letter: u8) -> Board {
    let at = blank(board);
    let step = MOVES.iter().find(|m| m.0 == letter).map_or(0, |m| m.1);
    let mut next = *board;
    next.swap(at, (at as isize + step) as usize);
    next
}

/// The position of `board` among the orderings of nine values (a Lehmer code).
pub fn rank(board: &Board) -> usize {
    let mut rank = 0;
    for i in 0..9 {
        let smaller_after = board[i + 1..].iter().filter(|&&v| v < board[i]).count();
        rank = rank * (9 - i) + smaller_after;
    }
    rank
}

fn parity(board: &Board) -> usize {
    let tiles: Vec<u8> = board.iter().copied().filter(|&v| v != 0).collect();
    let mut inversions = 0;
    for i in 0..tiles.len() {
        inversions += tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
    }
    inversions % 2
}

/// Where each value (the blank too) stands in `goal`.
fn cells_of(goal: &Board) -> [usize; 9] {
    let mut cell = [0; 9];
    for (at, &v) in goal.iter().enumerate() {
        cell[usize::from(v)] = at;
    }
    cell
}

fn manhattan(board: &Board, goal_cell: &[usize; 9], count_blank: bool) -> u32 {
    let mut sum = 0;
    for (at, &v) in board.iter().enumerate() {
        if v != 0 || count_blank {
            let to = goal_cell[usize::from(v)];
            sum += (at / 3).abs_diff(to / 3) + (at % 3).abs_diff(to % 3);
        }
    }
    sum as u32
}

fn misplaced(board: &Board, goal: &Board) -> u32 {
    board
        .iter()
        .zip(goal)
        .filter(|(b, g)| **b != 0 && b != g)
        .count() as u32
}

/// A heuristic: of the board, the goal, and where each value stands in the goal.
type Heuristic = fn(&Board, &Board, &[usize; 9]) -> u32;

/// A board's priority in a best-first search: `g_weight × g + h`.
struct Priority {
    g_weight: u32,
    heuristic: Heuristic,
    /// Closed when generated, never reopened; otherwise a shorter way in reopens a board.
    closed_when_generated: bool,
}

fn priority_of(family: Family) -> Option<Priority> {
    let (g_weight, heuristic, closed_when_generated): (u32, Heuristic, bool) = match family {
        Family::AstarBlankCounted => (1, |b, _, c| manhattan(b, c, true), false),
        Family::AstarTwiceManhattan => (1, |b, _, c| 2 * manhattan(b, c, false), false),
        Family::AstarMisplacedTimesThree => (1, |b, g, _| 3 * misplaced(b, g), false),
        Family::AstarClosedWhenGenerated => (1, |b, _, c| manhattan(b, c, false), true),
        Family::GreedyBestFirst => (0, |b, _, c| manhattan(b, c, false), true),
        Family::AstarAnyShortest => (1, |b, _, c| manhattan(b, c, false), false),
        _ => return None,
    };
    Some(Priority {
        g_weight,
        heuristic,
        closed_when_generated,
    })
}

/// A family ready to answer boards: its arrays are kept from one board to the next (a search
/// stamps what it touches), and a breadth-first family keeps its tree for the last goal.
pub struct Searcher {
    family: Family,
    stamp: Vec<u32>,
    run: u32,
    g: Vec<u32>,
    came: Vec<u8>,
    /// Best-first families: the boards queued, one queue per priority.
    open: Buckets,
    /// Breadth-first families: the goal, and per board the blank's move one step nearer to the
    /// tree's root (`-` the root, 0 not reached).
    tree: Option<(Board, Vec<u8>)>,
}

impl Searcher {
    pub fn new(family: Family) -> Searcher {
        Searcher {
            family,
            stamp: vec![0; ORDERINGS],
            run: 0,
            g: vec![0; ORDERINGS],
            came: vec![0; ORDERINGS],
            open: Buckets::default(),
            tree: None,
        }
    }

    /// The family's answer for `start` and `goal`: blank moves, or `None` for unreachable.
    pub fn path(&mut self, start: &Board, goal: &Board) -> Option<Vec<u8>> {
        if parity(start) != parity(goal) {
            return None;
        }
        if let Some(priority) = priority_of(self.family) {
            return self.best_first(start, goal, &priority);
        }
        match self.family {
            Family::IdaStarOrderUdlr => ida_star(start, goal, b"udlr"),
            _ => self.walk_the_tree(start, goal),
        }
    }

    fn best_first(&mut self, start: &Board, goal: &Board, p: &Priority) -> Option<Vec<u8>> {
        self.run += 1;
        let goal_cell = cells_of(goal);
        let open = &mut self.open;
        open.clear();
        let s = rank(start);
        self.stamp[s] = self.run;
        self.g[s] = 0;
        self.came[s] = b'-';
        open.push((p.heuristic)(start, goal, &goal_cell), (0, s, *start));
        while let Some((g, r, board)) = open.pop() {
            if g > self.g[r] {
                continue; // a shorter way in was queued after this one
            }
            if board == *goal {
                return Some(path_back(&self.came, &board));
            }
            let at = blank(&board);
            for &(letter, _) in &MOVES {
                if !allowed(at, letter) {
                    continue;
                }
                let next = moved(&board, letter);
                let n = rank(&next);
                let seen = self.stamp[n] == self.run;
                if seen && (p.closed_when_generated || self.g[n] <= g + 1) {
                    continue;
                }
                self.stamp[n] = self.run;
                self.g[n] = g + 1;
                self.came[n] = letter;
                let f = p.g_weight * (g + 1) + (p.heuristic)(&next, goal, &goal_cell);
                open.push(f, (g + 1, n, next));
            }
        }
        None
    }
}

/// A queue per priority, first in first out, so that ties go to the board queued first.
#[derive(Default)]
struct Buckets {
    queues: Vec<VecDeque<(u32, usize, Board)>>,
    lowest: usize,
}

impl Buckets {
    fn clear(&mut self) {
        self.queues.iter_mut().for_each(VecDeque::clear);
        self.lowest = 0;
    }

    fn push(&mut self, priority: u32, entry: (u32, usize, Board)) {
        let f = priority as usize;
        if self.queues.len() <= f {
            self.queues.resize(f + 1, VecDeque::new());
        }
        self.queues[f].push_back(entry);
        self.lowest = self.lowest.min(f);
    }

    fn pop(&mut self) -> Option<(u32, usize, Board)> {
        while self.lowest < self.queues.len() {
            if let Some(entry) = self.queues[self.lowest].pop_front() {
                return Some(entry);
            }
            self.lowest += 1;
        }
        None
    }
}

/// The moves from the start to `board`, read back from the letters of the moves into each.
fn path_back(came: &[u8], board: &Board) -> Vec<u8> {
    let mut letters = Vec::new();
    let mut at = *board;
    loop {
        match came[rank(&at)] {
            b'-' => break,
            letter => {
                letters.push(letter);
                at = moved(&at, opposite(letter));
            }
        }
    }
    letters.reverse();
    letters
}

impl Searcher {
    /// Breadth-first families: one tree from the goal (the wrong one for `WrongGoal`), cut at
    /// the cap, answers every start; the start is walked to the root.
    fn walk_the_tree(&mut self, start: &Board, goal: &Board) -> Option<Vec<u8>> {
        let root = match self.family {
            Family::WrongGoal if *goal == LUOGU_GOAL => SOLVED,
            Family::WrongGoal => LUOGU_GOAL,
            _ => *goal,
        };
        if self.tree.as_ref().map_or(true, |t| t.0 != *goal) {
            let cap = match self.family {
                Family::DepthCap(cap) => cap,
                _ => u32::MAX,
            };
            self.tree = Some((*goal, breadth_first_tree(&root, cap)));
        }
        if self.family == Family::NeverTestsTheStart && *start == root {
            return None; // it tests only the boards it moves to, and the start is not one
        }
        let toward = &self.tree.as_ref().expect("the tree was just built").1;
        let mut letters = Vec::new();
        let mut at = *start;
        loop {
            match toward[rank(&at)] {
                0 => return None,
                b'-' => return Some(letters),
                letter => {
                    letters.push(letter);
                    at = moved(&at, letter);
                }
            }
        }
    }
}

/// Breadth-first from `root` up to `cap` moves: per board, the blank's move toward the root.
fn breadth_first_tree(root: &Board, cap: u32) -> Vec<u8> {
    let mut toward = vec![0u8; ORDERINGS];
    toward[rank(root)] = b'-';
    let mut layer = vec![*root];
    let mut depth = 0;
    while !layer.is_empty() && depth < cap {
        let mut next_layer = Vec::new();
        for board in &layer {
            let at = blank(board);
            for &(letter, _) in &MOVES {
                if allowed(at, letter) {
                    let next = moved(board, letter);
                    let n = rank(&next);
                    if toward[n] == 0 {
                        toward[n] = opposite(letter);
                        next_layer.push(next);
                    }
                }
            }
        }
        layer = next_layer;
        depth += 1;
    }
    toward
}

/// Iterative deepening under the Manhattan bound, moves tried in `order`: the first path found
/// within the smallest bound that has one.
fn ida_star(start: &Board, goal: &Board, order: &[u8]) -> Option<Vec<u8>> {
    let goal_cell = cells_of(goal);
    let mut bound = manhattan(start, &goal_cell, false);
    let mut path = Vec::new();
    loop {
        let mut board = *start;
        match deepen(&mut board, goal, &goal_cell, order, 0, bound, &mut path) {
            Ok(()) => return Some(path),
            Err(next_bound) if next_bound == u32::MAX => return None,
            Err(next_bound) => bound = next_bound,
        }
    }
}

/// Depth-first below `board` within `bound`: `Ok` with the path, or the smallest bound above.
fn deepen(
    board: &mut Board,
    goal: &Board,
    goal_cell: &[usize; 9],
    order: &[u8],
    g: u32,
    bound: u32,
    path: &mut Vec<u8>,
) -> Result<(), u32> {
    let f = g + manhattan(board, goal_cell, false);
    if f > bound {
        return Err(f);
    }
    if board == goal {
        return Ok(());
    }
    let mut smallest_above = u32::MAX;
    let at = blank(board);
    for &letter in order {
        if !allowed(at, letter) || path.last() == Some(&opposite(letter)) {
            continue;
        }
        let before = *board;
        *board = moved(board, letter);
        path.push(letter);
        match deepen(board, goal, goal_cell, order, g + 1, bound, path) {
            Ok(()) => return Ok(()),
            Err(above) => smallest_above = smallest_above.min(above),
        }
        path.pop();
        *board = before;
    }
    Err(smallest_above)
}

/// A board from nine cell characters: `1`-`8` the tiles, anything else the blank.
pub fn board_of(cells: &[u8]) -> Board {
    let mut board = [0u8; 9];
    for (slot, &c) in board.iter_mut().zip(cells) {
        *slot = if (b'1'..=b'8').contains(&c) {
            c - b'0'
        } else {
            0
        };
    }
    board
}
