//! The 15-puzzle: `src/bin/fifteen.rs`, packages `testdata/fifteen/`.
//!
//! One special judge, `fifteen-path-50` (UVa 10181, whose judge accepts any path within 50
//! moves): each output line is replayed on its board from the input; every letter must be one
//! of `L`, `R`, `U`, `D` (the blank's move) and keep the blank on the board, the path must have
//! at most 50 moves and end at `1 2 … 15 0`; `This puzzle is not solvable.` is accepted only
//! where the reference answer says so. AOJ ALDS1_13_C prints one number, compared by lines.
//!
//! The generator makes boards by random walks from the goal (no table of 16!/2 boards exists
//! to draw from by distance): level k is a walk of k moves that never undoes its last move, so
//! the board is at most k moves from the goal; "easier" shortens the walk by its last move.

use super::{Generator, Item, NextChoice, Puzzle, SpecialJudge};
use crate::compare::read_line_capped;
use crate::rng::Rng;
use crate::trace::{
    counted, grouped, path_heading, Ask, Cell, Chart, Choice, Grid, Section, Series, Trace,
};
use std::collections::BTreeMap;
use std::io::BufRead;

#[allow(dead_code)] // its `main` belongs to the binary
#[path = "../bin/fifteen.rs"]
mod solution;

use solution::{Board, Form, GOAL, LETTERS, UVA_CAP};

pub struct Fifteen;

impl Puzzle for Fifteen {
    fn name(&self) -> &'static str {
        "fifteen"
    }

    /// UVa 10181 and AOJ ALDS1_13_C title it so; 十五数码 is its name in Chinese guides.
    fn titles(&self) -> &'static [&'static str] {
        &["15 Puzzle", "15-Puzzle", "十五数码"]
    }

    fn special_judges(&self) -> &'static [&'static dyn SpecialJudge] {
        &JUDGES
    }

    fn generator(&self, package: &str) -> Option<Box<dyn Generator>> {
        match package {
            "uva-10181" => Some(Box::new(Walks { form: Form::Uva })),
            "aoj-alds1-13-c" => Some(Box::new(Walks { form: Form::Fewest })),
            _ => None,
        }
    }

    fn reference(&self, input: &[u8]) -> Result<Vec<u8>, String> {
        let outcome = solution::solve(input);
        super::reference_of(outcome.answers, outcome.error)
    }

    fn study_goal(&self) -> &'static str {
        "What you should now be able to do: work out f = g + h against a bound, which moves a round follows, and the next bound as the smallest f cut off.\nExercise: in a copy of `examples/fifteen_2_ida_manhattan.rs`, make the next bound the smallest f cut off plus 2, skipping a bound; `judge stress yours.rs alds1-13-c` finds a count too high (with `--seed 1`, 12 moves for a board 10 away). Put the smallest f back and `judge yours.rs alds1-13-c` passes."
    }

    fn trace(&self, input: &[u8]) -> Result<Trace, String> {
        let outcome = solution::solve(input);
        let mut trace =
            super::trace_of(self.name(), outcome.answers, outcome.notes, outcome.error)?;
        let board = match solution::read_input(input) {
            Ok((_, boards)) => match boards.into_iter().next() {
                Some(Ok(board)) => board,
                Some(Err(_)) => {
                    trace.sections.push(Section::Text(
                        "A board that is not a legal board (see the note) is not solvable.".into(),
                    ));
                    return Ok(trace);
                }
                None => return Ok(trace),
            },
            Err(_) => return Ok(trace),
        };
        trace.sections.push(Section::Boards(
            "the board and the goal:".into(),
            vec![
                grid("board".into(), &board, None),
                grid("goal".into(), &GOAL, None),
            ],
        ));
        trace.sections.push(parity_facts(&board));
        if !solution::solvable(&board) {
            trace.sections.push(Section::Text(format!(
                "Not solvable: the sum is even and the goal's is odd. On a board four wide a horizontal move changes neither the inversions nor the row, and a vertical one carries a tile past three others (the inversions change by an odd number) and moves the blank one row: both flip, so the sum's parity never changes. With the row left out ({} inversions alone) half of all boards are judged wrongly.",
                solution::inversions(&board)
            )));
            return Ok(trace);
        }
        trace.sections.extend(search_sections(&board));
        Ok(trace)
    }
}

/// The width-4 parity rule worked on `board`: its inversions, the blank's row, their sum.
fn parity_facts(board: &Board) -> Section {
    let inversions = solution::inversions(board);
    let row = solution::blank_cell(board) / 4;
    Section::Facts(
        "the width-4 parity rule (solvable when inversions + the blank's row is odd):".into(),
        vec![
            (
                "inversions of the tiles".into(),
                format!("{}, {}", inversions, parity_word(inversions)),
            ),
            (
                "the blank's row (0 at the top)".into(),
                format!("{}, {}", row, parity_word(row)),
            ),
            (
                "sum".into(),
                format!("{}, {}", inversions + row, parity_word(inversions + row)),
            ),
            ("the goal's sum".into(), "0 + 3 = 3, odd".into()),
        ],
    )
}

/// The IDA* search on a solvable `board`: the estimates, the path, the rounds and their sizes.
fn search_sections(board: &Board) -> Vec<Section> {
    let mut sections = Vec::new();
    let heuristic = solution::Heuristic::new();
    let mut rounds: Vec<(u32, u64)> = Vec::new();
    let path = solution::Search::new(&heuristic, board)
        .shortest_path(u32::MAX - 1, &mut |bound, nodes| {
            rounds.push((bound, nodes))
        });
    let path = String::from_utf8_lossy(&path.unwrap_or_default()).into_owned();
    sections.push(Section::Facts(
        "the estimates of the distance (each a lower bound: IDA* never overshoots with them):"
            .into(),
        vec![
            (
                "Manhattan distance".into(),
                solution::manhattan(board).to_string(),
            ),
            (
                "pattern database 4-4-4-3, the larger of board and reflection".into(),
                heuristic.estimate(board).to_string(),
            ),
            ("the true distance".into(), path.len().to_string()),
        ],
    ));
    let boards = replay(board, &path);
    let mut grids = path_grids(&boards);
    let bound = path.len() as u32;
    for (g, (grid, here)) in grids.iter_mut().zip(&boards).enumerate() {
        let h = heuristic.estimate(here);
        grid.detail = format!(
            "g {} + h {} = f {}, within the last round's bound {}",
            g,
            h,
            g as u32 + h,
            bound
        );
    }
    ask_within_bound(&mut grids, &boards, &heuristic, bound);
    sections.push(Section::Boards(path_heading(&path, "of the blank"), grids));
    let mut previous = 0;
    let per_round: Vec<usize> = rounds
        .iter()
        .map(|&(_, nodes)| {
            let here = (nodes - previous) as usize;
            previous = nodes;
            here
        })
        .collect();
    let bounds: Vec<String> = rounds.iter().map(|(b, _)| b.to_string()).collect();
    sections.push(Section::Text(format!(
        "IDA* ran {}, with the bound f = g + h at {} in turn; each round is a depth-first search that stops where g + h exceeds the bound, and the next bound is the smallest f that did. It expanded {} in all, holding only the current path ({} moves) in memory; a breadth-first search keeps every board it has seen, of 16!/2 (about 10^13) in all.",
        counted(rounds.len(), "round", "rounds"),
        bounds.join(", "),
        counted(previous as usize, "board", "boards"),
        path.len()
    )));
    if !per_round.is_empty() {
        let asks = next_bound_questions(board, &heuristic, &rounds, &per_round);
        sections.push(Section::Chart(Chart {
            title: format!(
                "boards expanded in each round ({} in all)",
                grouped(previous as usize)
            ),
            level: "round".into(),
            series: vec![Series {
                name: "IDA*".into(),
                values: per_round,
            }],
            asks,
            ..Chart::default()
        }));
    }
    sections
}

/// Ask mode's question before each board of the path where the bound cuts a move off: the
/// last round's bound, and for each move the depth-first search may make (never the one that
/// undoes the last) its g, h and f; right every move within the bound, the moves IDA* follows
/// (the path took the first of them, in the order U, D, L, R, whose search below reached the
/// goal). Where every move is within the bound there is nothing to tell apart: no question.
fn ask_within_bound(
    grids: &mut [Grid],
    boards: &[Board],
    heuristic: &solution::Heuristic,
    bound: u32,
) {
    for k in 1..boards.len().min(grids.len()) {
        let before = &boards[k - 1];
        let from = solution::blank_cell(before);
        let undone = (k >= 2).then(|| solution::blank_cell(&boards[k - 2]));
        let taken = letter(from, solution::blank_cell(&boards[k]));
        let g = k as u32;
        let choices: Vec<Choice> = next_boards(before)
            .into_iter()
            .filter(|(_, next, _)| Some(solution::blank_cell(next)) != undone)
            .map(|(label, next, drawn)| {
                let h = heuristic.estimate(&next);
                let f = g + h;
                Choice {
                    label: format!("{}: g {} + h {} = f {}", label, g, h, f),
                    board: Some(drawn),
                    right: f <= bound,
                    note: if f <= bound { "followed" } else { "cut off" }.to_string(),
                }
            })
            .collect();
        if choices.iter().all(|c| c.right) {
            continue;
        }
        grids[k].ask = Some(Ask {
            prompt: format!(
                "The last round, bound {}: {} made. Each move below shows g (moves made after it), h (the pattern database's estimate of the moves left) and f = g + h; IDA* follows a move only when f is at most the bound, and never undoes the last move. Which move can it follow?",
                bound,
                counted(k - 1, "move", "moves")
            ),
            choices,
            why: format!(
                "Every move with f ≤ {} is followed, in the order U, D, L, R, until one's search below reaches the goal; the path took `{}`.",
                bound, taken
            ),
        });
    }
}

/// The f of every move each round but the last cut off (f above its bound), by f: IDA*'s own
/// depth-first search retraced with the solution's estimate, the moves tried in its order.
fn cut_off(board: &Board, heuristic: &solution::Heuristic, bound: u32) -> BTreeMap<u32, usize> {
    fn walk(
        here: &mut Board,
        g: u32,
        bound: u32,
        last: Option<usize>,
        heuristic: &solution::Heuristic,
        cut: &mut BTreeMap<u32, usize>,
    ) {
        let blank = solution::blank_cell(here);
        for direction in 0..LETTERS.len() {
            let to = match solution::step(blank, direction) {
                Some(to) if Some(to) != last => to,
                _ => continue,
            };
            here.swap(blank, to);
            let f = g + 1 + heuristic.estimate(here);
            if f > bound {
                *cut.entry(f).or_insert(0) += 1;
            } else if *here != GOAL {
                walk(here, g + 1, bound, Some(blank), heuristic, cut);
            }
            here.swap(blank, to);
        }
    }
    let mut cut = BTreeMap::new();
    walk(&mut board.clone(), 0, bound, None, heuristic, &mut cut);
    cut
}

/// The rounds chart's questions: before each round after the first, the moves the round
/// before cut off, by f; the next bound is the smallest of them.
fn next_bound_questions(
    board: &Board,
    heuristic: &solution::Heuristic,
    rounds: &[(u32, u64)],
    per_round: &[usize],
) -> Vec<Option<Ask>> {
    let mut asks = vec![None];
    for k in 1..rounds.len() {
        let (bound, _) = rounds[k - 1];
        let cut = cut_off(board, heuristic, bound);
        let shown: Vec<(u32, usize)> = cut.iter().take(4).map(|(&f, &n)| (f, n)).collect();
        let smallest = shown.first().map_or(0, |&(f, _)| f);
        // The bound one higher is the guess of a learner who has not read the rule.
        let mut offered: Vec<u32> = shown.iter().map(|&(f, _)| f).collect();
        offered.push(bound + 1);
        offered.sort_unstable();
        offered.dedup();
        let listed: Vec<String> = shown
            .iter()
            .map(|&(f, n)| format!("f {} ({})", f, counted(n, "move", "moves")))
            .collect();
        asks.push(Some(Ask {
            prompt: format!(
                "Round {} (bound {}) expanded {} and did not reach the goal. The moves it cut off, f above {}: {}{}. The next bound is the smallest f that was cut off: what is round {}'s bound?",
                k - 1,
                bound,
                counted(per_round[k - 1], "board", "boards"),
                bound,
                listed.join(", "),
                if cut.len() > shown.len() { ", and larger" } else { "" },
                k
            ),
            choices: offered
                .iter()
                .map(|&f| Choice::text(f.to_string(), f == smallest, ""))
                .collect(),
            why: format!(
                "A smaller bound would repeat round {} exactly; {} is the least f that lets the search go further.",
                k - 1,
                smallest
            ),
        }));
    }
    asks
}

fn parity_word(n: usize) -> &'static str {
    if n % 2 == 0 {
        "even"
    } else {
        "odd"
    }
}

/// A board as a 4×4 grid, the blank as `.`, one cell marked.
fn grid(caption: String, board: &Board, marked: Option<usize>) -> Grid {
    let rows = (0..4)
        .map(|row| {
            (0..4)
                .map(|col| {
                    let cell = row * 4 + col;
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

/// The boards along a path of blank moves from `board`; it stops at a letter that is not a
/// move or would leave the board.
fn replay(board: &Board, path: &str) -> Vec<Board> {
    let mut boards = vec![*board];
    let mut here = *board;
    for letter in path.bytes() {
        let blank = solution::blank_cell(&here);
        let to = match LETTERS.iter().position(|&l| l == letter) {
            Some(direction) => solution::step(blank, direction),
            None => None,
        };
        match to {
            Some(to) => {
                here.swap(blank, to);
                boards.push(here);
            }
            None => break,
        }
    }
    boards
}

/// The letter of the blank's move from `from` to `to`.
fn letter(from: usize, to: usize) -> char {
    match to as isize - from as isize {
        -4 => 'U',
        4 => 'D',
        -1 => 'L',
        _ => 'R',
    }
}

/// The path drawn as grids: the start, then each board after a move, the moved tile marked.
fn path_grids(boards: &[Board]) -> Vec<Grid> {
    let mut grids = vec![grid("start".to_string(), &boards[0], None)];
    for (step, pair) in boards.windows(2).enumerate() {
        let (from, to) = (
            solution::blank_cell(&pair[0]),
            solution::blank_cell(&pair[1]),
        );
        grids.push(grid(
            format!("{} {}", step + 1, letter(from, to)),
            &pair[1],
            Some(from),
        ));
    }
    grids
}

/// The boards one move from `board`, as ask mode offers them: each named by the blank's move,
/// drawn with the tile that moved marked.
fn next_boards(board: &Board) -> Vec<NextChoice<Board>> {
    let from = solution::blank_cell(board);
    (0..LETTERS.len())
        .filter_map(|direction| solution::step(from, direction))
        .map(|to| {
            let mut next = *board;
            next.swap(from, to);
            let label = letter(from, to).to_string();
            let drawn = grid(label.clone(), &next, Some(from));
            (label, next, drawn)
        })
        .collect()
}

/// The longest walk the generator makes: UVa's boards need at most 45 moves.
const LONGEST_WALK: usize = 45;

/// Boards made by walks from the goal, in the judge's input format.
struct Walks {
    form: Form,
}

/// The level of two tiles swapped on a board (after `distance 0`): the parity flips.
const UNSOLVABLE_LEVEL: usize = 1;

impl Generator for Walks {
    fn levels(&self) -> Vec<String> {
        let mut names = vec!["a walk of 0 moves".to_string()];
        if self.form == Form::Uva {
            names.push("unsolvable".to_string());
        }
        names.extend(
            (1..=LONGEST_WALK).map(|k| format!("a walk of {}", counted(k, "move", "moves"))),
        );
        names
    }

    fn many_per_input(&self) -> bool {
        self.form == Form::Uva
    }

    fn case(&self, level: usize, rng: &mut Rng) -> Item {
        let mut data = GOAL.to_vec();
        if self.form == Form::Uva && level == UNSOLVABLE_LEVEL {
            let mut board = walk(10, rng);
            board.swap(0, 1);
            let blank = solution::blank_cell(&board);
            if blank < 2 {
                board.swap(2, 3);
                board.swap(0, 1);
            }
            data.copy_from_slice(&board);
            return Item { level, data };
        }
        let moves = self.moves_of(level);
        data.copy_from_slice(&walk(moves, rng));
        Item { level, data }
    }

    fn easier(&self, item: &Item) -> Vec<Item> {
        if item.level == 0 || (self.form == Form::Uva && item.level == UNSOLVABLE_LEVEL) {
            return Vec::new();
        }
        // One move of the blank towards the goal, when one lowers the Manhattan distance: a
        // board that is no farther from the goal, one level down.
        let mut board: Board = [0; 16];
        board.copy_from_slice(&item.data[..16]);
        let blank = solution::blank_cell(&board);
        let before = solution::manhattan(&board);
        let level = if self.moves_of(item.level) == 1 {
            0
        } else {
            item.level - 1
        };
        (0..4)
            .filter_map(|d| solution::step(blank, d))
            .filter_map(|to| {
                let mut next = board;
                next.swap(blank, to);
                (solution::manhattan(&next) < before).then(|| Item {
                    level,
                    data: next.to_vec(),
                })
            })
            .collect()
    }

    fn input(&self, items: &[Item]) -> Vec<u8> {
        let mut text = String::new();
        if self.form == Form::Uva {
            text.push_str(&format!("{}\n", items.len()));
        }
        for item in items {
            for row in item.data[..16].chunks(4) {
                let cells: Vec<String> = row.iter().map(|c| c.to_string()).collect();
                text.push_str(&cells.join(" "));
                text.push('\n');
            }
        }
        text.into_bytes()
    }
}

impl Walks {
    /// The walk's length at `level`.
    fn moves_of(&self, level: usize) -> usize {
        match (self.form, level) {
            (_, 0) => 0,
            (Form::Uva, level) => level - 1,
            (Form::Fewest, level) => level,
        }
    }
}

/// The board after a random walk of `moves` blank moves from the goal, none undoing the last.
fn walk(moves: usize, rng: &mut Rng) -> Board {
    let mut board = GOAL;
    let mut blank = 15;
    let mut last: Option<usize> = None;
    let mut made = 0;
    while made < moves {
        let direction = rng.below(4);
        let back = last.map_or(false, |l| l ^ 1 == direction);
        if let (Some(to), false) = (solution::step(blank, direction), back) {
            board.swap(blank, to);
            blank = to;
            last = Some(direction);
            made += 1;
        }
    }
    board
}

/// Replays paths of at most 50 moves.
pub struct PathJudge;

pub static PATH_50: PathJudge = PathJudge;
static JUDGES: [&dyn SpecialJudge; 1] = [&PATH_50];

const NOT_SOLVABLE: &[u8] = b"This puzzle is not solvable.";

/// Longest output line read; a longer one is not a path worth replaying.
const LINE_CAP: usize = 1 << 16;

impl SpecialJudge for PathJudge {
    fn name(&self) -> &'static str {
        "fifteen-path-50"
    }

    fn check(&self, input: &[u8], output: &mut dyn BufRead, answer: &[u8]) -> Result<(), String> {
        let boards = match solution::read_input(input) {
            Ok((_, boards)) => boards,
            Err(why) => return Err(format!("testdata: the input is unreadable: {}", why)),
        };
        let references: Vec<&[u8]> = answer
            .split(|&b| b == b'\n')
            .map(crate::compare::trim_end)
            .take(boards.len())
            .collect();
        if references.len() != boards.len() {
            return Err(format!(
                "testdata: the answer file has {} lines for {} boards",
                references.len(),
                boards.len()
            ));
        }
        let unreadable = |e: std::io::Error| format!("cannot read the output: {}", e);
        for (i, board) in boards.iter().enumerate() {
            let number = i + 1;
            let line = match read_line_capped(output, LINE_CAP).map_err(unreadable)? {
                Some((line, false)) => line,
                Some((_, true)) => {
                    return Err(format!(
                        "board {}: the output line is longer than {} bytes",
                        number, LINE_CAP
                    ))
                }
                None => {
                    return Err(format!(
                        "board {}: no output line ({} lines for {} boards)",
                        number,
                        i,
                        boards.len()
                    ))
                }
            };
            check_one_board(number, board.as_ref().ok(), &line, references[i])?;
        }
        let mut extra = boards.len();
        while let Some((line, _)) = read_line_capped(output, 64).map_err(unreadable)? {
            extra += 1;
            if !line.is_empty() {
                return Err(format!(
                    "line {}: `{}` after the last board's answer",
                    extra,
                    crate::compare::visible(&line)
                ));
            }
        }
        Ok(())
    }
}

fn check_one_board(
    number: usize,
    board: Option<&Board>,
    line: &[u8],
    reference: &[u8],
) -> Result<(), String> {
    match (reference == NOT_SOLVABLE, line == NOT_SOLVABLE, board) {
        (true, true, _) => return Ok(()),
        (true, false, _) => {
            return Err(format!(
                "board {} is not solvable, got `{}`",
                number,
                crate::compare::visible(line)
            ))
        }
        (false, true, _) => {
            return Err(format!(
                "board {} is solvable in {} moves, got `This puzzle is not solvable.`",
                number,
                reference.len()
            ))
        }
        (false, false, None) => return Err(format!("testdata: board {} is not a board", number)),
        (false, false, Some(_)) => {}
    }
    let mut cells = *board.expect("matched above");
    let mut blank = solution::blank_cell(&cells);
    if line.len() > UVA_CAP as usize {
        return Err(format!(
            "board {}: a path of {} moves, more than {}",
            number,
            line.len(),
            UVA_CAP
        ));
    }
    for (k, &letter) in line.iter().enumerate() {
        let direction = match LETTERS.iter().position(|&l| l == letter) {
            Some(direction) => direction,
            None => {
                return Err(format!(
                    "board {}, move {}: `{}` is not one of L, R, U, D",
                    number,
                    k + 1,
                    crate::compare::visible(&[letter])
                ))
            }
        };
        let to = match solution::step(blank, direction) {
            Some(to) => to,
            None => {
                return Err(format!(
                    "board {}, move {} `{}`: the blank at row {}, column {} would leave the board",
                    number,
                    k + 1,
                    letter as char,
                    blank / 4 + 1,
                    blank % 4 + 1
                ))
            }
        };
        cells.swap(blank, to);
        blank = to;
    }
    if cells != GOAL {
        let shown: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
        return Err(format!(
            "board {}: after {} move{} the board is `{}`, not the goal",
            number,
            line.len(),
            if line.len() == 1 { "" } else { "s" },
            shown.join(" ")
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &[u8] =
        b"2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";
    const REFERENCE: &[u8] = b"LLLDRDRDR\nThis puzzle is not solvable.\n";

    fn judge(mut output: &[u8]) -> Result<(), String> {
        PATH_50.check(SAMPLE, &mut output, REFERENCE)
    }

    #[test]
    fn the_reference_and_a_longer_path_within_fifty_are_accepted() {
        assert_eq!(judge(REFERENCE), Ok(()));
        assert_eq!(
            judge(b"LLLDRDRDRLR\r\nThis puzzle is not solvable.\n"),
            Ok(())
        );
    }

    #[test]
    fn a_path_over_fifty_moves_is_rejected_even_when_it_solves() {
        let long = format!(
            "LLLDRDRDR{}\nThis puzzle is not solvable.\n",
            "LR".repeat(21)
        );
        let why = judge(long.as_bytes()).unwrap_err();
        assert_eq!(why, "board 1: a path of 51 moves, more than 50");
    }

    #[test]
    fn lowercase_letters_or_tile_directions_are_rejected() {
        let why = judge(b"llldrdrdr\nThis puzzle is not solvable.\n").unwrap_err();
        assert!(why.contains("not one of L, R, U, D"), "{}", why);
        // The tiles' directions are the blank's reversed: the first `R` leaves the board.
        let why = judge(b"RRRULULUL\nThis puzzle is not solvable.\n").unwrap_err();
        assert!(why.starts_with("board 1, move 1 `R`"), "{}", why);
    }

    #[test]
    fn not_solvable_is_rejected_for_a_solvable_board_and_required_for_the_other() {
        let why =
            judge(b"This puzzle is not solvable.\nThis puzzle is not solvable.\n").unwrap_err();
        assert!(why.contains("solvable in 9 moves"), "{}", why);
        let why = judge(b"LLLDRDRDR\n\n").unwrap_err();
        assert!(why.starts_with("board 2 is not solvable"), "{}", why);
    }

    #[test]
    fn walks_are_within_their_level_and_easier_boards_are_nearer() {
        let walks = Walks { form: Form::Fewest };
        let mut rng = Rng::new(7);
        for level in [0, 1, 5, 20] {
            let item = walks.case(level, &mut rng);
            let mut board: Board = [0; 16];
            board.copy_from_slice(&item.data);
            assert!(solution::solvable(&board));
            assert!(solution::manhattan(&board) as usize <= level);
            for easier in walks.easier(&item) {
                assert!(easier.level < level);
            }
        }
    }
}
