//! Eight II: `src/bin/eight_ii.rs`, packages `testdata/eight_ii/`.
//! The smallest shortest move string is unique, so answers are judged by the line rule: no
//! special judge. Inputs for stress are pairs at every distance from the sliding board's
//! tables (`sliding`), up to 200 cases a file as HDU 3567 allows.

use super::sliding::{self, Board, Goals, Table};
use super::{DistanceLevels, Generator, Item, Puzzle};
use crate::rng::Rng;
use crate::trace::{grouped, layer_questions, path_heading, Chart, Section, Series, Trace};

#[allow(dead_code)] // its `main` belongs to the binary
#[path = "../bin/eight_ii.rs"]
mod solution;

pub struct EightII;

impl Puzzle for EightII {
    fn name(&self) -> &'static str {
        "eight_ii"
    }

    fn generator(&self, package: &str) -> Option<Box<dyn Generator>> {
        match package {
            "hdu-3567" => Some(Box::new(Pairs::new())),
            _ => None,
        }
    }

    fn reference(&self, input: &[u8]) -> Result<Vec<u8>, String> {
        let outcome = solution::solve(input);
        super::reference_of(outcome.answers, outcome.error)
    }

    fn study_goal(&self) -> &'static str {
        "What you should now be able to do: turn and rename a case onto a table, and keep the smallest of the shortest paths.\nExercise: `judge yours.cpp hdu-3567`, the `70-catches-ida-star-order-udlr` case included."
    }

    fn trace(&self, input: &[u8]) -> Result<Trace, String> {
        let outcome = solution::solve(input);
        let mut trace =
            super::trace_of(self.name(), outcome.answers, outcome.notes, outcome.error)?;
        let (a, b) = match solution::read_cases(input).cases.first() {
            Some(&case) => case,
            None => return Ok(trace),
        };
        let form = match solution::canonical(&a, &b) {
            Some(form) => form,
            None => {
                trace.sections.push(Section::Text(format!(
                    "Unsolvable: A `{}` and B `{}` have tile orders of different inversion parity, and no move changes it on a board three wide (a horizontal move keeps the order, a vertical one carries a tile past two others). HDU 3567 promises this never happens; the solution says `-1` and `unsolvable`.",
                    sliding::text(&a, 'X'),
                    sliding::text(&b, 'X')
                )));
                trace
                    .sections
                    .extend(sliding::parity_sections(["A", "B"], [&a, &b]));
                return Ok(trace);
            }
        };
        trace
            .sections
            .push(Section::Text(canonical_sentence(&a, &b, &form)));
        let path = trace.answer.lines().nth(1).unwrap_or("").to_string();
        let boards = sliding::replay(&a, &path);
        let mut widths = Vec::new();
        let table = solution::DistanceTable::build(form.class, &[form.start], &mut |width| {
            widths.push(width)
        });
        let mut grids = sliding::path_grids(&boards);
        for (grid, board) in grids.iter_mut().zip(&boards) {
            if let Some(step) = solution::canonical(board, &b) {
                let (cell, rank) = step.start;
                grid.detail =
                    format!(
                    "renamed and turned: {}, slot {} of region {}; {} moves from B in the table",
                    renamed_start_text(&step),
                    grouped(rank),
                    cell,
                    table.distance(step.start).map_or("?".into(), |d| d.to_string())
                );
            }
        }
        sliding::ask_next_boards(&mut grids, &boards, &Table::from(b), "B");
        trace.sections.push(Section::Boards(
            path_heading(&path, "of the blank from A"),
            grids,
        ));
        if path.is_empty() {
            return Ok(trace);
        }
        trace.sections.push(Section::Text(search_sentence(&a, &b)));
        let full = Table::from(canonical_target(form.class)).layer_widths();
        let distance = table.distance(form.start).unwrap_or(0);
        trace.sections.push(Section::Text(format!(
            "With four cases or more of this class, the solution builds the distance table from the canonical target instead, one level at a time, and stops at the level of its farthest case: for this case alone at distance {}, after {} boards of the {} the whole table holds. Then it walks from A: at each board, the first of d, l, r, u (turned as above) that leads one step nearer.",
            distance,
            grouped(widths.iter().sum()),
            grouped(full.iter().sum())
        )));
        trace.sections.push(Section::Chart(Chart {
            title: format!(
                "boards at each distance from the canonical target {}",
                sliding::text(&canonical_target(form.class), 'X')
            ),
            level: "distance".into(),
            series: vec![
                Series {
                    name: "the table, as far as this case needs".into(),
                    values: widths,
                },
                Series {
                    name: "the whole table".into(),
                    values: full,
                },
            ],
            marked: vec![(0, distance), (1, distance)],
            marked_note: "the layer that holds the case".into(),
            asks: layer_questions(
                "distance",
                "boards",
                &super::layers_of(canonical_target(form.class), &sliding::neighbours),
            ),
            ..Chart::default()
        }));
        Ok(trace)
    }
}

/// The canonical target of a class: tiles 1-8 in reading order, the blank in cell 0, 1 or 4.
fn canonical_target(class: usize) -> Board {
    let cell = solution::CANONICAL_CELLS[class];
    let mut board = [0u8; 9];
    let mut tile = 1;
    for (at, slot) in board.iter_mut().enumerate() {
        if at != cell {
            *slot = tile;
            tile += 1;
        }
    }
    board
}

/// How the solution turns and renames a case, in one paragraph.
fn canonical_sentence(a: &Board, b: &Board, form: &solution::Canonical) -> String {
    let kind = ["a corner", "an edge", "the centre"][form.class];
    let letters = |directions: &[usize; 4]| -> String {
        let mut turned = [' '; 4];
        for (letter, &direction) in directions.iter().enumerate() {
            turned[letter] = char::from(solution::LETTERS[direction]);
        }
        turned
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let target = canonical_target(form.class);
    let (cell, rank) = form.start;
    format!(
        "A `{}` to B `{}`: B's blank is in cell {}, {}. Turned so that it is in cell {} (the moves d l r u become {}) and renamed so that B reads {}, the case is the same as {} to {}. The renamed A has its blank in cell {} and tile rank {}: slot {} of region {} in the table of that target.",
        sliding::text(a, 'X'),
        sliding::text(b, 'X'),
        sliding::blank(b),
        kind,
        solution::CANONICAL_CELLS[form.class],
        letters(&form.symmetry.directions),
        sliding::text(&target, 'X'),
        renamed_start_text(form),
        sliding::text(&target, 'X'),
        cell,
        grouped(rank),
        grouped(rank),
        cell
    )
}

/// The renamed, turned A, rebuilt from its (cell, rank).
fn renamed_start_text(form: &solution::Canonical) -> String {
    let (cell, mut rank) = form.start;
    let mut left: Vec<u8> = (1..=8).collect();
    let mut board = [0u8; 9];
    let factorials = [5_040, 720, 120, 24, 6, 2, 1, 1];
    let mut place = 0;
    for (at, slot) in board.iter_mut().enumerate() {
        if at == cell {
            continue;
        }
        let digit = rank / factorials[place];
        rank %= factorials[place];
        *slot = left.remove(digit);
        place += 1;
    }
    sliding::text(&board, 'X')
}

/// What the per-case search does on (a, b), in one paragraph.
fn search_sentence(a: &Board, b: &Board) -> String {
    let mut bounds = Vec::new();
    let (found, nodes) =
        solution::DeepeningSearch::run(a, b, solution::SEARCH_BUDGET, &mut |bound, nodes| {
            bounds.push(format!("{} ({} nodes)", bound, grouped(nodes)))
        });
    let verdict = if found.is_some() {
        format!(
            "found the path at the last bound, {} nodes in all, within its budget of {}",
            grouped(nodes),
            grouped(solution::SEARCH_BUDGET)
        )
    } else {
        format!(
            "ran past its budget of {} nodes, so the solution builds the table below instead",
            grouped(solution::SEARCH_BUDGET)
        )
    };
    format!(
        "A case whose class has at most {} cases in the input is first searched alone: iterative deepening from A under the Manhattan bound, moves tried in the order d, l, r, u, the first path found kept. Bounds tried: {}; it {}.",
        solution::FEW_CASES,
        bounds.join(", "),
        verdict
    )
}

/// HDU 3567: `T` then pairs of boards (`X` the blank), every distance 0..=31; the judge
/// promises a solution, so no unsolvable level.
struct Pairs {
    goals: Goals,
    levels: DistanceLevels,
}

impl Pairs {
    fn new() -> Pairs {
        let goals = Goals::new();
        let depth = goals.depth();
        Pairs {
            goals,
            levels: DistanceLevels::new(depth, None),
        }
    }
}

impl Generator for Pairs {
    fn levels(&self) -> Vec<String> {
        self.levels.names()
    }

    fn many_per_input(&self) -> bool {
        true
    }

    fn case(&self, level: usize, rng: &mut Rng) -> Item {
        let distance = self.levels.distance(level).unwrap_or(0);
        let solved = [1, 2, 3, 4, 5, 6, 7, 8, 0];
        let (a, b) = self
            .goals
            .pair_at(distance, rng)
            .unwrap_or((solved, solved));
        sliding::pair_item(level, &a, &b)
    }

    fn easier(&self, item: &Item) -> Vec<Item> {
        self.goals.easier_pairs(item, &self.levels)
    }

    fn input(&self, items: &[Item]) -> Vec<u8> {
        let mut text = format!("{}\n", items.len());
        for item in items {
            text.push_str(&format!(
                "{}\n{}\n",
                sliding::text(&sliding::board_of(&item.data), 'X'),
                sliding::text(&sliding::board_of(&item.data[9..]), 'X')
            ));
        }
        text.into_bytes()
    }
}
