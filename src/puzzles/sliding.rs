//! The 3×3 sliding board, as the generators and tracers of the puzzles on it need it: boards
//! grouped by their distance to a goal (for any puzzle on nine places), and the board's
//! symmetries. Written plainly (a BFS over Lehmer ranks), apart from the solutions, which are
//! what is being tested.

use super::{ask_next_positions, DistanceLevels, Item, NextChoice, Words};
use crate::rng::Rng;
use crate::trace::{grouped, Cell, Grid, Section};

/// Cells read row by row; 0 is the blank, 1..=8 the tiles.
pub type Board = [u8; 9];

/// Number of orderings of nine cells.
const ORDERINGS: usize = 362_880;

/// The cells the blank can move to from each cell.
pub fn moves_from(cell: usize) -> &'static [usize] {
    const MOVES: [&[usize]; 9] = [
        &[1, 3],
        &[0, 2, 4],
        &[1, 5],
        &[0, 4, 6],
        &[1, 3, 5, 7],
        &[2, 4, 8],
        &[3, 7],
        &[4, 6, 8],
        &[5, 7],
    ];
    MOVES[cell]
}

pub fn blank(board: &Board) -> usize {
    board.iter().position(|&v| v == 0).unwrap_or(0)
}

/// The boards one move away.
pub fn neighbours(board: &Board) -> Vec<Board> {
    let at = blank(board);
    moves_from(at)
        .iter()
        .map(|&to| {
            let mut next = *board;
            next.swap(at, to);
            next
        })
        .collect()
}

/// The position of `board` among all orderings of its nine values (a Lehmer code).
pub fn rank(board: &Board) -> usize {
    let mut rank = 0;
    for i in 0..9 {
        let smaller_after = board[i + 1..].iter().filter(|&&v| v < board[i]).count();
        rank = rank * (9 - i) + smaller_after;
    }
    rank
}

/// Parity of the inverted tile pairs, the blank skipped: equal parity, and only then, means
/// one board reaches the other on a board of odd width.
pub fn parity(board: &Board) -> usize {
    inversions(board) % 2
}

/// For each tile in reading order (the blank skipped), the smaller tiles after it: their sum
/// is the number of inverted pairs.
pub fn inversion_counts(board: &Board) -> Vec<usize> {
    let tiles: Vec<u8> = board.iter().copied().filter(|&v| v != 0).collect();
    (0..tiles.len())
        .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
        .collect()
}

/// The inverted pairs of tiles, the blank skipped.
pub fn inversions(board: &Board) -> usize {
    inversion_counts(board).iter().sum()
}

/// A board's inversions counted tile by tile, as a named fact: `tiles 2 1 3 …: 1 + 0 + … = 1
/// inversion, odd`.
pub fn inversion_fact(what: String, board: &Board) -> (String, String) {
    let tiles: Vec<String> = board
        .iter()
        .filter(|&&t| t != 0)
        .map(|t| t.to_string())
        .collect();
    let counts: Vec<String> = inversion_counts(board)
        .iter()
        .map(|c| c.to_string())
        .collect();
    let total = inversions(board);
    (
        what,
        format!(
            "tiles {}: {} = {} inversion{}, {}",
            tiles.join(" "),
            counts.join(" + "),
            total,
            if total == 1 { "" } else { "s" },
            if total % 2 == 0 { "even" } else { "odd" }
        ),
    )
}

/// The two boards of an unreachable pair, each with its inversions, and the count tile by
/// tile: what the study page shows beside the parity argument.
pub fn parity_sections(names: [&str; 2], boards: [&Board; 2]) -> Vec<Section> {
    let drawn = names
        .iter()
        .zip(boards.iter())
        .map(|(name, board)| {
            let mut grid = grid(name.to_string(), board, None);
            let total = inversions(board);
            grid.detail = format!(
                "{} inversion{}, {}",
                total,
                if total == 1 { "" } else { "s" },
                if total % 2 == 0 { "even" } else { "odd" }
            );
            grid
        })
        .collect();
    vec![
        Section::Boards(format!("the {} and the {}:", names[0], names[1]), drawn),
        Section::Facts(
            "inversions (for each tile in reading order, the smaller tiles after it):".into(),
            names
                .iter()
                .zip(boards.iter())
                .map(|(name, board)| inversion_fact(name.to_string(), board))
                .collect(),
        ),
    ]
}

/// Where a board is in the solutions' arrays: region `cell` (the blank's), slot `rank`.
pub fn index_detail(cell: usize, rank: usize) -> String {
    format!(
        "index {} × 40 320 + {} = {}",
        cell,
        grouped(rank),
        grouped(cell * 40_320 + rank)
    )
}

/// Every board's distance to one goal, and the boards at each distance.
pub struct Table {
    pub goal: Board,
    distance: Vec<u8>,
    pub by_distance: Vec<Vec<Board>>,
    /// The boards one move away from a board: the puzzle's moves.
    moves: fn(&Board) -> Vec<Board>,
}

/// Marks a board the goal does not reach.
const UNREACHED: u8 = u8::MAX;

impl Table {
    /// Breadth-first from `goal` over the 181 440 boards it reaches by sliding moves.
    pub fn from(goal: Board) -> Table {
        Table::over(goal, neighbours)
    }

    /// Breadth-first from `goal` over the orderings of nine values that `moves` reaches: the
    /// same table for another puzzle on nine places (the grasshoppers' ring).
    pub fn over(goal: Board, moves: fn(&Board) -> Vec<Board>) -> Table {
        let mut distance = vec![UNREACHED; ORDERINGS];
        let mut by_distance = vec![vec![goal]];
        distance[rank(&goal)] = 0;
        loop {
            let mut next = Vec::new();
            for board in by_distance.last().map(Vec::as_slice).unwrap_or(&[]) {
                for neighbour in moves(board) {
                    let r = rank(&neighbour);
                    if distance[r] == UNREACHED {
                        distance[r] = by_distance.len() as u8;
                        next.push(neighbour);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            by_distance.push(next);
        }
        Table {
            goal,
            distance,
            by_distance,
            moves,
        }
    }

    /// Fewest moves from `board` to the goal, `None` when the goal is out of reach.
    pub fn distance(&self, board: &Board) -> Option<usize> {
        match self.distance[rank(board)] {
            UNREACHED => None,
            d => Some(usize::from(d)),
        }
    }

    /// The largest distance.
    pub fn depth(&self) -> usize {
        self.by_distance.len() - 1
    }

    /// The boards one move nearer the goal than `board`.
    pub fn nearer(&self, board: &Board) -> Vec<Board> {
        let d = match self.distance(board) {
            Some(d) if d > 0 => d,
            _ => return Vec::new(),
        };
        (self.moves)(board)
            .into_iter()
            .filter(|n| self.distance(n) == Some(d - 1))
            .collect()
    }

    /// For a generated case of one board, the cases one move easier: each board one move
    /// nearer the goal, at its level.
    pub(crate) fn easier_items(&self, item: &Item, levels: &DistanceLevels) -> Vec<Item> {
        self.nearer(&board_of(&item.data))
            .iter()
            .map(|nearer| Item {
                level: levels.level_of(self.distance(nearer).unwrap_or(0)),
                data: nearer.to_vec(),
            })
            .collect()
    }

    /// The widths of the distance layers.
    pub fn layer_widths(&self) -> Vec<usize> {
        self.by_distance.iter().map(Vec::len).collect()
    }
}

/// The eight symmetries of the square, as maps from a cell to where it goes.
pub const SYMMETRIES: [[usize; 9]; 8] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8], // identity
    [2, 5, 8, 1, 4, 7, 0, 3, 6], // quarter turn
    [8, 7, 6, 5, 4, 3, 2, 1, 0], // half turn
    [6, 3, 0, 7, 4, 1, 8, 5, 2], // three quarters
    [2, 1, 0, 5, 4, 3, 8, 7, 6], // mirror left-right
    [6, 7, 8, 3, 4, 5, 0, 1, 2], // mirror top-bottom
    [0, 3, 6, 1, 4, 7, 2, 5, 8], // main diagonal
    [8, 5, 2, 7, 4, 1, 6, 3, 0], // other diagonal
];

/// `board` moved by a symmetry (a map from each cell to its new cell). Moves map to moves, so
/// every distance is kept.
pub fn transformed(board: &Board, symmetry: &[usize; 9]) -> Board {
    let mut moved = [0; 9];
    for (cell, &value) in board.iter().enumerate() {
        moved[symmetry[cell]] = value;
    }
    moved
}

/// `board` with tile k renamed `names[k - 1]` (the blank stays): every distance is kept.
pub fn renamed(board: &Board, names: &[u8; 8]) -> Board {
    let mut out = *board;
    for value in out.iter_mut() {
        if *value != 0 {
            *value = names[usize::from(*value) - 1];
        }
    }
    out
}

/// A random renaming of the tiles.
pub fn random_names(rng: &mut Rng) -> [u8; 8] {
    let mut names = [1, 2, 3, 4, 5, 6, 7, 8];
    rng.shuffle(&mut names);
    names
}

/// The three kinds of goal up to symmetry: blank in a corner, on an edge, in the centre; with
/// their share of the nine cells.
pub struct Goals {
    pub tables: [Table; 3],
}

impl Goals {
    pub fn new() -> Goals {
        Goals {
            tables: [
                Table::from([1, 2, 3, 4, 5, 6, 7, 8, 0]),
                Table::from([1, 2, 3, 4, 5, 6, 7, 0, 8]),
                Table::from([1, 2, 3, 4, 0, 5, 6, 7, 8]),
            ],
        }
    }

    /// A random pair (start, target) `distance` apart, the target's blank anywhere (as often in
    /// each of the nine cells), tiles renamed at random; `None` when no pair is that far.
    pub fn pair_at(&self, distance: usize, rng: &mut Rng) -> Option<(Board, Board)> {
        // Corners and edges are four cells each, the centre one.
        let kinds: Vec<usize> = [0, 0, 0, 0, 1, 1, 1, 1, 2]
            .iter()
            .copied()
            .filter(|&k| self.tables[k].by_distance.len() > distance)
            .collect();
        if kinds.is_empty() {
            return None;
        }
        let table = &self.tables[*rng.pick(&kinds)];
        let start = *rng.pick(&table.by_distance[distance]);
        let symmetry = rng.pick(&SYMMETRIES);
        let names = random_names(rng);
        Some((
            renamed(&transformed(&start, symmetry), &names),
            renamed(&transformed(&table.goal, symmetry), &names),
        ))
    }

    /// The distance between two boards, through the table of the target's kind.
    pub fn distance(&self, start: &Board, target: &Board) -> Option<usize> {
        let (table, symmetry, names) = self.canonical(target);
        let start = renamed(&transformed(start, &symmetry), &names);
        self.tables[table].distance(&start)
    }

    /// The table, symmetry and renaming that make `target` a canonical goal.
    fn canonical(&self, target: &Board) -> (usize, [usize; 9], [u8; 8]) {
        for (kind, table) in self.tables.iter().enumerate() {
            for symmetry in &SYMMETRIES {
                let moved = transformed(target, symmetry);
                if blank(&moved) == blank(&table.goal) {
                    // Rename each tile to the goal's tile in its cell.
                    let mut names = [0u8; 8];
                    for (cell, &value) in moved.iter().enumerate() {
                        if value != 0 {
                            names[usize::from(value) - 1] = table.goal[cell];
                        }
                    }
                    return (kind, *symmetry, names);
                }
            }
        }
        (0, SYMMETRIES[0], [1, 2, 3, 4, 5, 6, 7, 8])
    }

    /// The largest distance between two boards.
    pub fn depth(&self) -> usize {
        self.tables.iter().map(Table::depth).max().unwrap_or(0)
    }

    /// For a generated pair (start, target), the pairs one move easier: each start one move
    /// nearer the same target, at its level.
    pub(crate) fn easier_pairs(&self, item: &Item, levels: &DistanceLevels) -> Vec<Item> {
        let (start, target) = (board_of(&item.data), board_of(&item.data[9..]));
        self.nearer(&start, &target)
            .iter()
            .map(|nearer| {
                let d = self.distance(nearer, &target).unwrap_or(0);
                pair_item(levels.level_of(d), nearer, &target)
            })
            .collect()
    }

    /// The boards one move nearer `target` than `start`.
    pub fn nearer(&self, start: &Board, target: &Board) -> Vec<Board> {
        let d = match self.distance(start, target) {
            Some(d) if d > 0 => d,
            _ => return Vec::new(),
        };
        neighbours(start)
            .into_iter()
            .filter(|n| self.distance(n, target) == Some(d - 1))
            .collect()
    }
}

impl Default for Goals {
    fn default() -> Self {
        Goals::new()
    }
}

/// What a search did on its way from one board to another, as the side-by-side study view
/// shows it: the boards it touched, row by row, and the path it found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Searched {
    /// Each row (a layer, an iteration) and the boards touched in it.
    pub rows: Vec<(usize, usize)>,
    /// The length of the path found; `None` when there was none.
    pub moves: Option<usize>,
    /// Different boards among those touched (less than their sum where a board is touched
    /// again, as iterative deepening does).
    pub distinct: usize,
}

/// Breadth-first from `start`, a layer at a time, each board marked when first generated;
/// it stops as soon as it marks `goal`. Rows: (depth, boards marked at that depth), the last
/// cut short where the goal turned up.
pub fn breadth_first(start: &Board, goal: &Board) -> Searched {
    let mut marked = vec![false; ORDERINGS];
    marked[rank(start)] = true;
    let mut rows = vec![(0, 1)];
    let mut layer = vec![*start];
    let mut depth = 0;
    let mut distinct = 1;
    if start == goal {
        return Searched {
            rows,
            moves: Some(0),
            distinct,
        };
    }
    while !layer.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for board in &layer {
            for neighbour in neighbours(board) {
                let r = rank(&neighbour);
                if marked[r] {
                    continue;
                }
                marked[r] = true;
                distinct += 1;
                next.push(neighbour);
                if neighbour == *goal {
                    rows.push((depth, next.len()));
                    return Searched {
                        rows,
                        moves: Some(depth),
                        distinct,
                    };
                }
            }
        }
        rows.push((depth, next.len()));
        layer = next;
    }
    rows.pop();
    Searched {
        rows,
        moves: None,
        distinct,
    }
}

/// The sum of each tile's row and column distance to its cell in `goal`: a lower bound on the
/// moves left, since a move carries one tile one step.
pub fn manhattan(board: &Board, goal: &Board) -> usize {
    let mut home = [0usize; 9];
    for (cell, &tile) in goal.iter().enumerate() {
        home[usize::from(tile)] = cell;
    }
    board
        .iter()
        .enumerate()
        .filter(|(_, &tile)| tile != 0)
        .map(|(cell, &tile)| {
            let to = home[usize::from(tile)];
            (cell / 3).abs_diff(to / 3) + (cell % 3).abs_diff(to % 3)
        })
        .sum()
}

/// IDA* from `start` to `goal` with the Manhattan bound: depth-first searches, each cut where
/// moves made plus the bound exceed the iteration's limit, the limit raised to the least that
/// was cut, until one reaches the goal. It keeps no marks, only the path: it never undoes the
/// move just made, but meets other boards again. Rows: (limit, boards stepped on in that
/// iteration, the start included), the last ending at the goal. For a solvable pair only: on
/// an unsolvable one it would never stop.
pub fn ida_star(start: &Board, goal: &Board) -> Searched {
    let mut seen = vec![false; ORDERINGS];
    let mut rows = Vec::new();
    let mut limit = manhattan(start, goal);
    loop {
        let mut board = *start;
        let mut walk = Walk {
            goal,
            limit,
            visits: 0,
            next_limit: usize::MAX,
            seen: &mut seen,
        };
        let found = walk.deeper(&mut board, 0, None);
        rows.push((limit, walk.visits));
        let next_limit = walk.next_limit;
        if found || next_limit == usize::MAX {
            return Searched {
                rows,
                moves: if found { Some(limit) } else { None },
                distinct: seen.iter().filter(|&&s| s).count(),
            };
        }
        limit = next_limit;
    }
}

/// One iteration of IDA*.
struct Walk<'a> {
    goal: &'a Board,
    limit: usize,
    visits: usize,
    /// The least `moves + bound` that was over the limit: the next iteration's limit.
    next_limit: usize,
    seen: &'a mut Vec<bool>,
}

impl Walk<'_> {
    /// Whether the goal is within the limit from `board`, `moves` made so far, `came_from` the
    /// blank's previous cell (not stepped back to).
    fn deeper(&mut self, board: &mut Board, moves: usize, came_from: Option<usize>) -> bool {
        self.visits += 1;
        self.seen[rank(board)] = true;
        let estimate = moves + manhattan(board, self.goal);
        if estimate > self.limit {
            self.next_limit = self.next_limit.min(estimate);
            return false;
        }
        if board == self.goal {
            return true;
        }
        let at = blank(board);
        for &to in moves_from(at) {
            if Some(to) == came_from {
                continue;
            }
            board.swap(at, to);
            let found = self.deeper(board, moves + 1, Some(at));
            board.swap(at, to);
            if found {
                return true;
            }
        }
        false
    }
}

/// A board as nine characters, the blank written `blank`.
pub fn text(board: &Board, blank: char) -> String {
    board
        .iter()
        .map(|&v| if v == 0 { blank } else { char::from(b'0' + v) })
        .collect()
}

/// The nine cells as whitespace-separated tokens, the blank written `blank`.
pub fn spaced(board: &Board, blank: char) -> String {
    let cells: Vec<String> = text(board, blank).chars().map(String::from).collect();
    cells.join(" ")
}

/// A board from nine characters (`.`, `0`, `x` are the blank), if it is one.
pub fn parse(cells: &[u8]) -> Option<Board> {
    if cells.len() != 9 {
        return None;
    }
    let mut board = [0u8; 9];
    let mut seen = [false; 9];
    for (slot, &c) in board.iter_mut().zip(cells) {
        let v = match c {
            b'1'..=b'8' => c - b'0',
            b'.' | b'0' | b'x' | b'X' => 0,
            _ => return None,
        };
        if std::mem::replace(&mut seen[usize::from(v)], true) {
            return None;
        }
        *slot = v;
    }
    Some(board)
}

/// A board as a 3×3 grid, the blank as `.`, one cell marked.
pub fn grid(caption: String, board: &Board, marked: Option<usize>) -> Grid {
    let rows = (0..3)
        .map(|row| {
            (0..3)
                .map(|col| {
                    let cell = row * 3 + col;
                    Cell {
                        text: match board[cell] {
                            0 => ".".to_string(),
                            tile => tile.to_string(),
                        },
                        marked: Some(cell) == marked,
                    }
                })
                .collect()
        })
        .collect();
    Grid::new(caption, rows)
}

/// The letter of the blank's move from `from` to `to`.
pub fn letter(from: usize, to: usize) -> char {
    match to as isize - from as isize {
        -3 => 'u',
        3 => 'd',
        -1 => 'l',
        _ => 'r',
    }
}

/// The path drawn as grids: the start, then each board after a move, the moved tile marked.
pub fn path_grids(boards: &[Board]) -> Vec<Grid> {
    let mut grids = vec![grid("start".to_string(), &boards[0], None)];
    for (step, pair) in boards.windows(2).enumerate() {
        let (from, to) = (blank(&pair[0]), blank(&pair[1]));
        let caption = format!("{} {}", step + 1, letter(from, to));
        grids.push(grid(caption, &pair[1], Some(from)));
    }
    grids
}

/// Ask mode's question before each board of a path after the first (`grids` drawn from
/// `boards`): which board comes next, the choices every board one move from the one before,
/// right those one move nearer `table`'s goal (each a first move of some shortest path);
/// `goal` names it (`the goal`, `the target`).
pub fn ask_next_boards(grids: &mut [Grid], boards: &[Board], table: &Table, goal: &'static str) {
    let next = |before: &Board| -> Vec<NextChoice<Board>> {
        let from = blank(before);
        neighbours(before)
            .into_iter()
            .map(|board| {
                let label = letter(from, blank(&board)).to_string();
                let drawn = grid_of_move(label.clone(), &board, from);
                (label, board, drawn)
            })
            .collect()
    };
    let words = Words {
        thing: "board",
        step: "move",
        steps: "moves",
        goal,
    };
    ask_next_positions(grids, boards, &next, &|b| table.distance(b), &words);
}

/// A board one move on, drawn as the path draws it: the tile that moved (now in `from`,
/// where the blank was) marked.
fn grid_of_move(caption: String, board: &Board, from: usize) -> Grid {
    grid(caption, board, Some(from))
}

/// The boards along a path of blank moves (`u`, `d`, `l`, `r`) from `board`; it stops at a
/// move off the board.
pub fn replay(board: &Board, path: &str) -> Vec<Board> {
    let mut boards = vec![*board];
    let mut here = *board;
    for letter in path.chars() {
        let blank = blank(&here);
        let to = match letter {
            'u' if blank >= 3 => blank - 3,
            'd' if blank < 6 => blank + 3,
            'l' if blank % 3 > 0 => blank - 1,
            'r' if blank % 3 < 2 => blank + 1,
            _ => break,
        };
        here.swap(blank, to);
        boards.push(here);
    }
    boards
}

/// The board in the first nine bytes of a generated case's data.
pub fn board_of(data: &[u8]) -> Board {
    let mut board = [0u8; 9];
    board.copy_from_slice(&data[..9]);
    board
}

/// A generated case of two boards: the start, then the target.
pub fn pair_item(level: usize, start: &Board, target: &Board) -> Item {
    let mut data = start.to_vec();
    data.extend_from_slice(target);
    Item { level, data }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_solved_board_reaches_the_oeis_layers() {
        // OEIS A089473, as judges.md gives it.
        let table = Table::from([1, 2, 3, 4, 5, 6, 7, 8, 0]);
        let widths = table.layer_widths();
        assert_eq!(widths.len(), 32);
        assert_eq!(widths.iter().sum::<usize>(), 181_440);
        assert_eq!(&widths[..6], &[1, 2, 4, 8, 16, 20]);
        assert_eq!(widths[31], 2);
    }

    #[test]
    fn symmetries_and_renaming_keep_distances() {
        let goals = Goals::new();
        let mut rng = Rng::new(7);
        for distance in [0, 1, 5, 17, 30] {
            let (start, target) = goals.pair_at(distance, &mut rng).expect("a pair");
            assert_eq!(goals.distance(&start, &target), Some(distance));
            for nearer in goals.nearer(&start, &target) {
                assert_eq!(goals.distance(&nearer, &target), Some(distance - 1));
            }
        }
    }
}
