//! 跳蚱蜢 Grasshoppers: `src/bin/grasshoppers.rs`, packages `testdata/grasshoppers/`.
//! Answers are single numbers, judged by the line rule: no special judge. The judge's problem
//! has one input, the empty one (the contest question), so that is all stress can make for
//! it; the batch of pairs is our own promise, in `extras`.

use super::sliding::{self, Board, Table};
use super::{ask_next_positions, Generator, Item, NextChoice, Puzzle, Words};
use crate::rng::Rng;
use crate::trace::{counted, grouped, Cell, Grid, Section, Trace, TwoSides};

#[allow(dead_code)] // its `main` belongs to the binary
#[path = "../bin/grasshoppers.rs"]
mod solution;

pub struct Grasshoppers;

impl Puzzle for Grasshoppers {
    fn name(&self) -> &'static str {
        "grasshoppers"
    }

    fn generator(&self, package: &str) -> Option<Box<dyn Generator>> {
        match package {
            "lanqiao-642" => Some(Box::new(ContestQuestion)),
            _ => None,
        }
    }

    fn reference(&self, input: &[u8]) -> Result<Vec<u8>, String> {
        let outcome = solution::solve(input);
        super::reference_of(outcome.answers, outcome.error)
    }

    fn study_goal(&self) -> &'static str {
        "What you should now be able to do: search a ring from both ends, without a parity test.\nExercise: `judge yours.py 跳蚱蜢`."
    }

    fn trace(&self, input: &[u8]) -> Result<Trace, String> {
        let outcome = solution::solve(input);
        let mut trace =
            super::trace_of(self.name(), outcome.answers, outcome.notes, outcome.error)?;
        let tokens: Vec<&[u8]> = input
            .split(|c| c.is_ascii_whitespace())
            .filter(|t| !t.is_empty())
            .take(2)
            .collect();
        let (start, target) = match tokens.as_slice() {
            [] => {
                trace.sections.push(Section::Text(
                    "Empty input: the contest question, 012345678 to 087654321.".into(),
                ));
                (&solution::CONTEST_START[..], &solution::CONTEST_TARGET[..])
            }
            [start, target] => (*start, *target),
            _ => return Ok(trace),
        };
        let (start, target) = match (solution::parse_ring(start), solution::parse_ring(target)) {
            (Ok(start), Ok(target)) => (start, target),
            _ => {
                trace.sections.push(Section::Text(
                    "An arrangement that is not one (see the note) cannot be reached: -1.".into(),
                ));
                return Ok(trace);
            }
        };
        trace.sections.push(Section::Text(format!(
            "{}\n{}",
            index_sentence("start", start),
            index_sentence("target", target)
        )));
        let mut search = solution::Search::default();
        let mut sides = TwoSides::new();
        let jumps = search.min_jumps(start, target, &mut |side, depth, width| {
            sides.heard(side, depth, width)
        });
        let table = Table::over(plates(start), ring_jumps);
        let rings = path(&table, &plates(target));
        let mut grids = path_grids(&rings);
        let to_target = Table::over(plates(target), ring_jumps);
        let words = Words {
            thing: "arrangement",
            step: "jump",
            steps: "jumps",
            goal: "the target",
        };
        ask_next_positions(
            &mut grids,
            &rings,
            &next_rings,
            &|ring| to_target.distance(ring),
            &words,
        );
        trace.sections.push(Section::Boards(
            format!(
                "a shortest series, {}, plates 0 to 8 clockwise (the grasshopper that jumped in brackets):",
                counted(jumps, "jump", "jumps")
            ),
            grids,
        ));
        if jumps == 0 {
            return Ok(trace);
        }
        let one_way: Vec<usize> = table.layer_widths().into_iter().take(jumps + 1).collect();
        let [from_start, from_target] = sides.depths();
        trace.sections.push(Section::Text(format!(
            "The search (grasshoppers.rs, bidirectional, a whole level at a time from the smaller side) met after {} from the start and {} from the target: {} touched. A breadth-first search from the start alone would touch the {} within {}. No parity test here: every one of the 9! arrangements is reachable, since three jumps swap two neighbouring grasshoppers and put the empty plate back.",
            counted(from_start, "level", "levels"),
            from_target,
            counted(sides.touched(), "arrangement", "arrangements"),
            counted(one_way.iter().sum(), "arrangement", "arrangements"),
            counted(jumps, "jump", "jumps")
        )));
        trace.sections.push(Section::Chart(sides.chart(
            "arrangements",
            ["start", "target"],
            one_way,
        )));
        Ok(trace)
    }
}

/// The plates of a ring as the solution packs it (4 bits a plate), as nine values.
fn plates(ring: solution::Ring) -> Board {
    let mut board = [0u8; 9];
    for (plate, slot) in board.iter_mut().enumerate() {
        *slot = ((ring >> (4 * plate)) & 15) as u8;
    }
    board
}

/// The plates as the solution packs them, 4 bits a plate.
fn packed(board: &Board) -> solution::Ring {
    board
        .iter()
        .enumerate()
        .map(|(plate, &g)| solution::Ring::from(g) << (4 * plate))
        .sum()
}

/// The rings one jump away: a grasshopper one or two plates from the empty one, either way
/// round, jumps into it.
fn ring_jumps(board: &Board) -> Vec<Board> {
    let empty = sliding::blank(board);
    [1, 2, 7, 8]
        .iter()
        .map(|offset| {
            let mut next = *board;
            next.swap(empty, (empty + offset) % 9);
            next
        })
        .collect()
}

/// A shortest series from the table's goal (the start) to `target`: walked back from the
/// target, each ring one jump nearer the start.
fn path(table: &Table, target: &Board) -> Vec<Board> {
    let mut rings = vec![*target];
    while let Some(&nearer) = table.nearer(rings.last().unwrap_or(target)).first() {
        rings.push(nearer);
    }
    rings.reverse();
    rings
}

/// A ring drawn as a row of plates with its index, the grasshopper on `marked` (the one that
/// just jumped) drawn apart.
fn ring_grid(caption: String, ring: &Board, marked: Option<usize>) -> Grid {
    let row = ring
        .iter()
        .enumerate()
        .map(|(plate, &g)| Cell {
            text: if g == 0 { ".".into() } else { g.to_string() },
            marked: Some(plate) == marked,
        })
        .collect();
    let index = solution::index_of(packed(ring));
    Grid {
        detail: sliding::index_detail(index / 40_320, index % 40_320),
        ring: true,
        ..Grid::new(caption, vec![row])
    }
}

/// The series drawn as rows of plates: the start, then each ring after a jump, the grasshopper
/// that jumped marked where it landed.
fn path_grids(rings: &[Board]) -> Vec<Grid> {
    let mut grids = vec![ring_grid("start".into(), &rings[0], None)];
    for (step, pair) in rings.windows(2).enumerate() {
        let landed = sliding::blank(&pair[0]);
        let caption = format!("jump {}: {}", step + 1, pair[1][landed]);
        grids.push(ring_grid(caption, &pair[1], Some(landed)));
    }
    grids
}

/// The rings one jump from `ring`, as ask mode offers them: each named by the grasshopper that
/// jumped, drawn with it marked where it landed (the plate that was empty).
fn next_rings(ring: &Board) -> Vec<NextChoice<Board>> {
    let landed = sliding::blank(ring);
    ring_jumps(ring)
        .into_iter()
        .map(|next| {
            let label = next[landed].to_string();
            let drawn = ring_grid(label.clone(), &next, Some(landed));
            (label, next, drawn)
        })
        .collect()
}

/// How the solution indexes an arrangement, in one sentence.
fn index_sentence(what: &str, ring: solution::Ring) -> String {
    let board = plates(ring);
    let index = solution::index_of(ring);
    let order: Vec<String> = board
        .iter()
        .filter(|&&g| g != 0)
        .map(|g| g.to_string())
        .collect();
    format!(
        "{} `{}`: grasshoppers in plate order {}, empty plate {}; rank {} of 40 320, index {} × 40 320 + {} = {}",
        what,
        sliding::text(&board, '0'),
        order.join(" "),
        index / 40_320,
        grouped(index % 40_320),
        index / 40_320,
        grouped(index % 40_320),
        grouped(index)
    )
}

/// Lanqiao 642: the only input is the empty one.
struct ContestQuestion;

impl Generator for ContestQuestion {
    fn levels(&self) -> Vec<String> {
        vec!["the contest question".to_string()]
    }

    fn case(&self, level: usize, _rng: &mut Rng) -> Item {
        Item {
            level,
            data: Vec::new(),
        }
    }

    fn easier(&self, _item: &Item) -> Vec<Item> {
        Vec::new()
    }

    fn input(&self, _items: &[Item]) -> Vec<u8> {
        Vec::new()
    }
}
