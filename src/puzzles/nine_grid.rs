//! 九宫重排 / 八数码 (step count): `src/bin/nine_grid.rs`, packages `testdata/nine_grid/`.
//! Answers are single numbers, judged by the line rule: no special judge. Inputs for stress
//! come from distance tables of the sliding board (`sliding`), one judge's shape each.

use super::sliding::{self, Board, Goals, Table};
use super::{DistanceLevels, Generator, Item, Puzzle};
use crate::rng::Rng;
use crate::trace::{counted, grouped, Section, Trace, TwoSides};

#[allow(dead_code)] // its `main` belongs to the binary
#[path = "../bin/nine_grid.rs"]
mod solution;

pub struct NineGrid;

impl Puzzle for NineGrid {
    fn name(&self) -> &'static str {
        "nine_grid"
    }

    /// AcWing 845; AcWing 179, of eight_puzzle, has it too.
    fn titles(&self) -> &'static [&'static str] {
        &["八数码"]
    }

    fn generator(&self, package: &str) -> Option<Box<dyn Generator>> {
        match package {
            "lanqiao-prev-19" => Some(Box::new(LanqiaoPairs::new())),
            "acwing-845" => Some(Box::new(OneBoard::acwing())),
            "luogu-p1379" => Some(Box::new(OneBoard::luogu())),
            _ => None,
        }
    }

    fn reference(&self, input: &[u8]) -> Result<Vec<u8>, String> {
        let outcome = solution::solve(input);
        super::reference_of(outcome.answers, outcome.error)
    }

    fn study_goal(&self) -> &'static str {
        "What you should now be able to do: say which side of a bidirectional search grows from its two frontiers, and why whole levels meet at the fewest moves.\nExercise: starting from the one-way search of `examples/nine_grid_2_cantor.rs`, search from both ends yourself, a whole level at a time from the smaller frontier; `judge yours.rs PREV-19` must be AC on every case."
    }

    fn trace(&self, input: &[u8]) -> Result<Trace, String> {
        self.trace_input(input)
    }
}

/// Lanqiao PREV-19: one start/target pair, `.` the blank, any two boards.
struct LanqiaoPairs {
    goals: Goals,
    levels: DistanceLevels,
}

impl LanqiaoPairs {
    fn new() -> LanqiaoPairs {
        let goals = Goals::new();
        let depth = goals.depth();
        LanqiaoPairs {
            goals,
            levels: DistanceLevels::new(depth, Some("unreachable")),
        }
    }
}

impl Generator for LanqiaoPairs {
    fn levels(&self) -> Vec<String> {
        self.levels.names()
    }

    fn case(&self, level: usize, rng: &mut Rng) -> Item {
        match self.levels.distance(level) {
            Some(distance) => {
                let (start, target) = self
                    .goals
                    .pair_at(distance, rng)
                    .unwrap_or(([1, 2, 3, 4, 5, 6, 7, 8, 0], [1, 2, 3, 4, 5, 6, 7, 8, 0]));
                sliding::pair_item(level, &start, &target)
            }
            None => {
                let target = random_board(rng);
                let mut start = random_board(rng);
                if sliding::parity(&start) == sliding::parity(&target) {
                    swap_two_tiles(&mut start);
                }
                sliding::pair_item(level, &start, &target)
            }
        }
    }

    fn easier(&self, item: &Item) -> Vec<Item> {
        self.goals.easier_pairs(item, &self.levels)
    }

    fn input(&self, items: &[Item]) -> Vec<u8> {
        let mut text = String::new();
        for item in items {
            let (start, target) = (
                sliding::board_of(&item.data),
                sliding::board_of(&item.data[9..]),
            );
            text.push_str(&format!(
                "{}\n{}\n",
                sliding::text(&start, '.'),
                sliding::text(&target, '.')
            ));
        }
        text.into_bytes()
    }
}

/// A random board of nine cells.
fn random_board(rng: &mut Rng) -> Board {
    let mut board = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    rng.shuffle(&mut board);
    board
}

/// Swaps two tiles (not the blank): the parity flips.
fn swap_two_tiles(board: &mut Board) {
    let tiles: Vec<usize> = (0..9).filter(|&cell| board[cell] != 0).take(2).collect();
    board.swap(tiles[0], tiles[1]);
}

/// AcWing 845 and Luogu P1379: one board, to a fixed goal.
struct OneBoard {
    table: Table,
    levels: DistanceLevels,
    /// How the board is written: spaced tokens with `x` (AcWing) or nine digits with `0`.
    spaced: bool,
}

impl OneBoard {
    fn acwing() -> OneBoard {
        let table = Table::from([1, 2, 3, 4, 5, 6, 7, 8, 0]);
        OneBoard {
            levels: DistanceLevels::new(table.depth(), Some("unsolvable")),
            table,
            spaced: true,
        }
    }

    /// P1379's goal `123804765`; its boards are always solvable.
    fn luogu() -> OneBoard {
        let table = Table::from([1, 2, 3, 8, 0, 4, 7, 6, 5]);
        OneBoard {
            levels: DistanceLevels::new(table.depth(), None),
            table,
            spaced: false,
        }
    }
}

impl Generator for OneBoard {
    fn levels(&self) -> Vec<String> {
        self.levels.names()
    }

    fn case(&self, level: usize, rng: &mut Rng) -> Item {
        let board = match self.levels.distance(level) {
            Some(distance) => *rng.pick(&self.table.by_distance[distance]),
            None => {
                let mut board = *rng.pick(&self.table.by_distance[self.table.depth()]);
                swap_two_tiles(&mut board);
                board
            }
        };
        Item {
            level,
            data: board.to_vec(),
        }
    }

    fn easier(&self, item: &Item) -> Vec<Item> {
        self.table.easier_items(item, &self.levels)
    }

    fn input(&self, items: &[Item]) -> Vec<u8> {
        let mut text = String::new();
        for item in items {
            let board = sliding::board_of(&item.data);
            if self.spaced {
                text.push_str(&sliding::spaced(&board, 'x'));
            } else {
                text.push_str(&sliding::text(&board, '0'));
            }
            text.push('\n');
        }
        text.into_bytes()
    }
}

/// The first query of an input, by the shapes the solution reads (its header): one-character
/// tokens are AcWing's board, a lone nine-digit token is Luogu's, otherwise Lanqiao pairs.
fn first_query(input: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
    let tokens: Vec<&[u8]> = input
        .split(|c| c.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .collect();
    let first = tokens.first()?;
    if first.len() == 1 {
        let cells: Vec<u8> = tokens.iter().take(9).map(|t| t[0]).collect();
        Some((cells, b"12345678x".to_vec()))
    } else if tokens.len() == 1 {
        Some((first.to_vec(), b"123804765".to_vec()))
    } else {
        Some((first.to_vec(), tokens.get(1)?.to_vec()))
    }
}

/// A shortest path from `start` to `target`, board by board: each step one move nearer.
fn path(goals: &Goals, start: &Board, target: &Board) -> Vec<Board> {
    let mut boards = vec![*start];
    let mut here = *start;
    while let Some(&next) = goals.nearer(&here, target).first() {
        boards.push(next);
        here = next;
    }
    boards
}

/// How a board is indexed by the solution, in one sentence.
fn index_sentence(what: &str, cells: &[u8], board: &Board) -> String {
    let (index, parity) = solution::index_and_parity(board);
    let tiles: Vec<String> = board
        .iter()
        .filter(|&&t| t != 0)
        .map(|t| t.to_string())
        .collect();
    format!(
        "{} `{}`: tiles in reading order {}, blank in cell {}; rank {} of 40 320, index {} × 40 320 + {} = {}; inversions {}",
        what,
        String::from_utf8_lossy(cells),
        tiles.join(" "),
        sliding::blank(board),
        grouped(index % 40_320),
        sliding::blank(board),
        grouped(index % 40_320),
        grouped(index),
        if parity == 0 { "even" } else { "odd" }
    )
}

impl NineGrid {
    fn trace_input(&self, input: &[u8]) -> Result<Trace, String> {
        let outcome = solution::solve(input);
        let mut trace =
            super::trace_of(self.name(), outcome.answers, outcome.notes, outcome.error)?;
        let (start_cells, target_cells) = match first_query(input) {
            Some(query) => query,
            None => return Ok(trace),
        };
        let (start, target) = match (sliding::parse(&start_cells), sliding::parse(&target_cells)) {
            (Some(start), Some(target)) => (start, target),
            _ => {
                trace.sections.push(Section::Text(
                    "A board that is not a legal board (see the note) cannot be reached: -1."
                        .into(),
                ));
                return Ok(trace);
            }
        };
        trace.sections.push(Section::Text(format!(
            "{}\n{}",
            index_sentence("start", &start_cells, &start),
            index_sentence("target", &target_cells, &target)
        )));
        if sliding::parity(&start) != sliding::parity(&target) {
            trace.sections.push(Section::Text(
                "The parities differ, so the target is out of reach: -1, before any search. On a board three wide a horizontal move keeps the tiles' order, and a vertical one carries one tile past two others, so every move keeps the parity of the inversions.".into(),
            ));
            trace.sections.extend(sliding::parity_sections(
                ["start", "target"],
                [&start, &target],
            ));
            return Ok(trace);
        }
        let mut search = solution::Search::default();
        let mut sides = TwoSides::new();
        let moves = search
            .min_moves(&start, &target, &mut |side, depth, width| {
                sides.heard(side, depth, width)
            })
            .unwrap_or(0) as usize;
        let goals = Goals::new();
        let boards = path(&goals, &start, &target);
        let mut grids = sliding::path_grids(&boards);
        for (grid, board) in grids.iter_mut().zip(&boards) {
            let (index, _) = solution::index_and_parity(board);
            grid.detail = sliding::index_detail(index / 40_320, index % 40_320);
        }
        sliding::ask_next_boards(&mut grids, &boards, &Table::from(target), "the target");
        trace.sections.push(Section::Boards(
            format!(
                "a shortest path, {} (the tile that moved in brackets):",
                counted(moves, "move", "moves")
            ),
            grids,
        ));
        let one_way: Vec<usize> = Table::from(start)
            .layer_widths()
            .into_iter()
            .take(moves + 1)
            .collect();
        let [from_start, from_goal] = sides.depths();
        trace.sections.push(Section::Text(format!(
            "The search (nine_grid.rs, bidirectional, a whole level at a time from the smaller side) met after {} from the start and {} from the target: {} touched. A breadth-first search from the start alone would touch the {} within {}.",
            counted(from_start, "level", "levels"),
            from_goal,
            counted(sides.touched(), "board", "boards"),
            counted(one_way.iter().sum(), "board", "boards"),
            counted(moves, "move", "moves")
        )));
        trace.sections.push(Section::Chart(sides.chart(
            "boards",
            ["start", "target"],
            one_way,
        )));
        Ok(trace)
    }
}
