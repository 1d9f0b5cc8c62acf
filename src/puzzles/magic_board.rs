//! 魔板 Magic Squares: `src/bin/magic_board.rs`, packages `testdata/magic_board/`. The
//! lexicographically smallest shortest sequence is unique, so the line rule judges it. Inputs
//! for stress come from a breadth-first table of the 40 320 boards by depth.

use super::{DistanceLevels, Generator, Item, Puzzle};
use crate::rng::Rng;
use crate::trace::{counted, grouped, layer_questions, Cell, Chart, Grid, Section, Series, Trace};
use std::collections::HashMap;

#[allow(dead_code)] // its `main` belongs to the binary
#[path = "../bin/magic_board.rs"]
mod solution;

pub struct MagicBoard;

impl Puzzle for MagicBoard {
    fn name(&self) -> &'static str {
        "magic_board"
    }

    /// HDU 1430 and USACO msquare (Luogu P2730).
    fn titles(&self) -> &'static [&'static str] {
        &["魔板"]
    }

    fn generator(&self, package: &str) -> Option<Box<dyn Generator>> {
        match package {
            "usaco-msquare" => Some(Box::new(Targets::new(false))),
            "hdu-1430" => Some(Box::new(Targets::new(true))),
            _ => None,
        }
    }

    fn reference(&self, input: &[u8]) -> Result<Vec<u8>, String> {
        let outcome = solution::solve(input);
        super::reference_of(outcome.answers, outcome.error)
    }

    fn study_goal(&self) -> &'static str {
        "What you should now be able to do: count a breadth-first layer: the moves made from the layer before, less those that reach a board already found.\nExercise: in a copy of `examples/magic_board_1_classic.rs`, try the moves in the order A, C, B; `judge stress yours.rs msquare` should find an input whose sequence is no longer the first in dictionary order."
    }

    fn trace(&self, input: &[u8]) -> Result<Trace, String> {
        let outcome = solution::solve(input);
        let mut trace =
            super::trace_of(self.name(), outcome.answers, String::new(), outcome.error)?;
        let tokens: Vec<&[u8]> = input
            .split(|c| c.is_ascii_whitespace())
            .filter(|t| !t.is_empty())
            .collect();
        let hdu = tokens.first().map_or(false, |t| t.len() == 8);
        // USACO: the length, then the sequence on lines of 60; HDU: the sequence alone.
        let sequence: String = if hdu {
            trace.answer.lines().next().unwrap_or("").to_string()
        } else {
            trace.answer.lines().skip(1).collect()
        };
        if hdu {
            trace.sections.push(Section::Text(format!(
                "HDU 1430: start `{}`, target `{}`. The moves only move cells, so renaming the colours to make the start read 12345678 (and the target with the same renaming) keeps the answer: one tree from 12345678 answers every pair.",
                String::from_utf8_lossy(tokens[0]),
                String::from_utf8_lossy(tokens.get(1).copied().unwrap_or(b""))
            )));
        }
        let mut boards = vec![START];
        for letter in sequence.chars() {
            let here = boards[boards.len() - 1];
            if let Some(&(_, next)) = moves(&here).iter().find(|(name, _)| *name == letter) {
                boards.push(next);
            }
        }
        let grids: Vec<Grid> = boards
            .iter()
            .enumerate()
            .map(|(step, board)| {
                let caption = match step {
                    0 => "start".to_string(),
                    _ => format!("{} {}", step, sequence.chars().nth(step - 1).unwrap_or('?')),
                };
                drawn(caption, board)
            })
            .collect();
        trace.sections.push(Section::Boards(
            format!(
                "`{}`: the 2×4 board after each move (read clockwise from the top left):",
                sequence
            ),
            grids,
        ));
        let mut widths = Vec::new();
        solution::Tree::build(&mut |width| widths.push(width));
        let depth = sequence.len();
        trace.sections.push(Section::Text(format!(
            "magic_board.rs builds the whole breadth-first tree from 12345678, trying A, B, C in that order ({} in {}); the target is at depth {}, {} of that layer.",
            counted(widths.iter().sum::<usize>(), "board", "boards"),
            counted(widths.len(), "layer", "layers"),
            depth,
            match widths.get(depth).copied().unwrap_or(0) {
                1 => "the only board".to_string(),
                n => format!("one of the {} boards", grouped(n)),
            }
        )));
        trace.sections.push(Section::Chart(Chart {
            title: "boards at each depth of the tree".into(),
            level: "depth".into(),
            series: vec![Series {
                name: "the tree from 12345678".into(),
                values: widths,
            }],
            marked: vec![(0, depth)],
            marked_note: "the layer that holds the target".into(),
            asks: layer_questions(
                "depth",
                "boards",
                &super::layers_of(START, &|board: &Board| {
                    moves(board).iter().map(|&(_, next)| next).collect()
                }),
            ),
            ..Chart::default()
        }));
        Ok(trace)
    }
}

/// A board as the statement draws it: two rows of four, the bottom row read right to left.
fn drawn(caption: String, board: &Board) -> Grid {
    let cell = |i: usize| Cell::plain(board[i].to_string());
    Grid::new(
        caption,
        vec![(0..4).map(cell).collect(), (4..8).rev().map(cell).collect()],
    )
}

/// A board read clockwise from the top left: colours 1..=8.
pub type Board = [u8; 8];

pub const START: Board = [1, 2, 3, 4, 5, 6, 7, 8];

/// The three moves, in the order that makes first discoveries lexicographically smallest.
pub fn moves(board: &Board) -> [(char, Board); 3] {
    let s = board;
    [
        ('A', [s[7], s[6], s[5], s[4], s[3], s[2], s[1], s[0]]),
        ('B', [s[3], s[0], s[1], s[2], s[5], s[6], s[7], s[4]]),
        ('C', [s[0], s[6], s[1], s[3], s[4], s[2], s[5], s[7]]),
    ]
}

/// Every board's depth from `12345678`, and the boards at each depth.
pub struct Depths {
    depth: HashMap<Board, usize>,
    pub by_depth: Vec<Vec<Board>>,
}

impl Depths {
    pub fn new() -> Depths {
        let mut depth = HashMap::new();
        depth.insert(START, 0);
        let mut by_depth = vec![vec![START]];
        loop {
            let mut next = Vec::new();
            for board in by_depth.last().map(Vec::as_slice).unwrap_or(&[]) {
                for (_, moved) in moves(board) {
                    if let std::collections::hash_map::Entry::Vacant(slot) = depth.entry(moved) {
                        slot.insert(by_depth.len());
                        next.push(moved);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            next.sort_unstable(); // so that a seed picks the same board everywhere
            by_depth.push(next);
        }
        Depths { depth, by_depth }
    }

    pub fn depth_of(&self, board: &Board) -> usize {
        self.depth.get(board).copied().unwrap_or(0)
    }

    /// Boards one move nearer the start: the predecessors one level up.
    pub fn nearer(&self, board: &Board) -> Vec<Board> {
        let d = self.depth_of(board);
        if d == 0 {
            return Vec::new();
        }
        self.by_depth[d - 1]
            .iter()
            .filter(|parent| moves(parent).iter().any(|(_, child)| child == board))
            .copied()
            .collect()
    }
}

impl Default for Depths {
    fn default() -> Self {
        Depths::new()
    }
}

/// USACO's one target (8 integers), or HDU's pairs (start and target, 8 colours each): the
/// target is a board at some depth, renamed to the start's colours.
struct Targets {
    depths: Depths,
    levels: DistanceLevels,
    hdu: bool,
}

impl Targets {
    fn new(hdu: bool) -> Targets {
        let depths = Depths::new();
        let levels = DistanceLevels::new(depths.by_depth.len() - 1, None);
        Targets {
            depths,
            levels,
            hdu,
        }
    }
}

fn board(data: &[u8]) -> Board {
    let mut board = [0u8; 8];
    board.copy_from_slice(&data[..8]);
    board
}

/// The item's data: the board at its depth, then the start's colours (HDU).
fn item(level: usize, board: &Board, start: &Board) -> Item {
    let mut data = board.to_vec();
    data.extend_from_slice(start);
    Item { level, data }
}

impl Generator for Targets {
    fn levels(&self) -> Vec<String> {
        self.levels
            .names()
            .into_iter()
            .map(|name| name.replace("distance", "depth"))
            .collect()
    }

    fn many_per_input(&self) -> bool {
        self.hdu
    }

    fn case(&self, level: usize, rng: &mut Rng) -> Item {
        let depth = self.levels.distance(level).unwrap_or(0);
        let target = *rng.pick(&self.depths.by_depth[depth]);
        let mut start = START;
        if self.hdu {
            rng.shuffle(&mut start);
        }
        item(level, &target, &start)
    }

    fn easier(&self, it: &Item) -> Vec<Item> {
        let start = board(&it.data[8..]);
        self.depths
            .nearer(&board(&it.data))
            .iter()
            .map(|nearer| {
                let level = self.levels.level_of(self.depths.depth_of(nearer));
                item(level, nearer, &start)
            })
            .collect()
    }

    fn input(&self, items: &[Item]) -> Vec<u8> {
        let mut text = String::new();
        for it in items {
            let (target, start) = (board(&it.data), board(&it.data[8..]));
            if self.hdu {
                // Colour k of the board at depth d is renamed the start's k-th colour.
                let renamed: Vec<u8> = target.iter().map(|&k| start[usize::from(k) - 1]).collect();
                let line = |b: &[u8]| b.iter().map(|&c| char::from(b'0' + c)).collect::<String>();
                text.push_str(&format!("{}\n{}\n", line(&start), line(&renamed)));
            } else {
                let cells: Vec<String> = target.iter().map(|c| c.to_string()).collect();
                text.push_str(&cells.join(" "));
                text.push('\n');
            }
        }
        text.into_bytes()
    }
}
