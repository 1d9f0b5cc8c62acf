//! 九宫重排 / 八数码 (step count): `src/bin/nine_grid.rs`, packages `testdata/nine_grid/`.
//! Answers are single numbers, judged by the line rule: no special judge. Inputs for stress
//! come from distance tables of the sliding board (`sliding`), one judge's shape each.

use super::sliding::{self, Board, Goals, Table};
use super::{DistanceLevels, Generator, Item, Puzzle};
use crate::rng::Rng;

#[allow(dead_code)] // its `main` belongs to the binary
#[path = "../bin/nine_grid.rs"]
mod solution;

pub struct NineGrid;

impl Puzzle for NineGrid {
    fn name(&self) -> &'static str {
        "nine_grid"
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
        match outcome.error {
            Some(error) => Err(error),
            None => Ok(outcome.answers.into_bytes()),
        }
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
        let depth = goals.tables.iter().map(Table::depth).max().unwrap_or(0);
        LanqiaoPairs {
            goals,
            levels: DistanceLevels::new(depth, Some("unreachable")),
        }
    }
}

fn pair_item(level: usize, start: &Board, target: &Board) -> Item {
    let mut data = start.to_vec();
    data.extend_from_slice(target);
    Item { level, data }
}

fn board_of(data: &[u8]) -> Board {
    let mut board = [0u8; 9];
    board.copy_from_slice(&data[..9]);
    board
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
                pair_item(level, &start, &target)
            }
            None => {
                let target = random_board(rng);
                let mut start = random_board(rng);
                if sliding::parity(&start) == sliding::parity(&target) {
                    swap_two_tiles(&mut start);
                }
                pair_item(level, &start, &target)
            }
        }
    }

    fn easier(&self, item: &Item) -> Vec<Item> {
        let (start, target) = (board_of(&item.data), board_of(&item.data[9..]));
        self.goals
            .nearer(&start, &target)
            .iter()
            .map(|nearer| {
                let d = self.goals.distance(nearer, &target).unwrap_or(0);
                pair_item(self.levels.level_of(d), nearer, &target)
            })
            .collect()
    }

    fn input(&self, items: &[Item]) -> Vec<u8> {
        let mut text = String::new();
        for item in items {
            let (start, target) = (board_of(&item.data), board_of(&item.data[9..]));
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
        let board = board_of(&item.data);
        self.table
            .nearer(&board)
            .iter()
            .map(|nearer| Item {
                level: self
                    .levels
                    .level_of(self.table.distance(nearer).unwrap_or(0)),
                data: nearer.to_vec(),
            })
            .collect()
    }

    fn input(&self, items: &[Item]) -> Vec<u8> {
        let mut text = String::new();
        for item in items {
            let board = board_of(&item.data);
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
