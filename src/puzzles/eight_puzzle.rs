//! 八数码 Eight with a path: `src/bin/eight_puzzle.rs`, packages `testdata/eight_puzzle/`.
//!
//! Two special judges, one per rule the judges state. Each output line is replayed on its board
//! from the input: every move must keep the blank on the board and the moves must end at
//! `1 2 3 4 5 6 7 8 x`; `unsolvable` is accepted only where the reference answer says so.
//! - `eight-puzzle-any` (POJ 1077, HDU 1043 = ZOJ 1217, which ask for "a series of moves"): any
//!   such path is accepted, however long;
//! - `eight-puzzle-shortest` (AcWing 179, which asks for the fewest moves): the path must also
//!   be as short as the reference.

use super::sliding::{self, Table};
use super::{DistanceLevels, Generator, Item, Puzzle, SpecialJudge};
use crate::compare::read_line_capped;
use crate::rng::Rng;
use crate::trace::{counted, grouped, path_heading, Comparison, Run, Section, Trace, TwoSides};
use std::io::BufRead;

#[allow(dead_code)] // its `main` belongs to the binary
#[path = "../bin/eight_puzzle.rs"]
mod solution;

pub struct EightPuzzle;

impl Puzzle for EightPuzzle {
    fn name(&self) -> &'static str {
        "eight_puzzle"
    }

    /// AcWing 179 (and AcWing 845, of nine_grid); POJ 1077 and HDU 1043.
    fn titles(&self) -> &'static [&'static str] {
        &["八数码", "Eight"]
    }

    fn special_judges(&self) -> &'static [&'static dyn SpecialJudge] {
        &JUDGES
    }

    fn generator(&self, package: &str) -> Option<Box<dyn Generator>> {
        match package {
            "poj-1077" | "acwing-179" => Some(Box::new(Boards::new(false))),
            "hdu-1043" => Some(Box::new(Boards::new(true))),
            _ => None,
        }
    }

    fn reference(&self, input: &[u8]) -> Result<Vec<u8>, String> {
        let outcome = solution::solve(input);
        super::reference_of(outcome.answers, outcome.error)
    }

    fn study_goal(&self) -> &'static str {
        "What you should now be able to do: pick a move one nearer the goal from the distances, rule a board out by the inversions' parity, and tell what breadth-first, bidirectional and IDA* search each touch on one board.\nExercise: `judge yours.cpp acwing-179` (every case AC, the unsolvable ones included), then `judge yours.cpp hdu-1043` (many boards in one input, within the time limit)."
    }

    fn trace(&self, input: &[u8]) -> Result<Trace, String> {
        let outcome = solution::solve(input);
        let mut trace =
            super::trace_of(self.name(), outcome.answers, outcome.notes, outcome.error)?;
        let cells: Vec<u8> = input
            .iter()
            .copied()
            .filter(|c| !c.is_ascii_whitespace())
            .take(9)
            .collect();
        let board = match sliding::parse(&cells) {
            Some(board) => board,
            None => {
                trace.sections.push(Section::Text(
                    "A board that is not a legal board (see the note) is unsolvable.".into(),
                ));
                return Ok(trace);
            }
        };
        let (_, parity) = solution::tile_rank(&board);
        trace.sections.push(index_text(&board));
        if parity != 0 {
            trace.sections.push(Section::Text(format!(
                "Unsolvable: its tiles have {} inversion{}, an odd number, and the goal 1 2 3 4 5 6 7 8 x has none; on a board three wide a horizontal move keeps the tiles' order and a vertical one carries a tile past two others, so every move keeps the parity and the goal is out of reach.",
                sliding::inversions(&board),
                if sliding::inversions(&board) == 1 { "" } else { "s" }
            )));
            trace.sections.extend(sliding::parity_sections(
                ["board", "goal"],
                [&board, &[1, 2, 3, 4, 5, 6, 7, 8, 0]],
            ));
            return Ok(trace);
        }
        let path = trace.answer.lines().next().unwrap_or("").to_string();
        let boards = sliding::replay(&board, &path);
        let mut grids = sliding::path_grids(&boards);
        for (grid, board) in grids.iter_mut().zip(&boards) {
            let (rank, _) = solution::tile_rank(board);
            grid.detail = sliding::index_detail(solution::blank_cell(board), rank);
        }
        sliding::ask_next_boards(&mut grids, &boards, &Table::from(GOAL), "the goal");
        trace
            .sections
            .push(Section::Boards(path_heading(&path, "of the blank"), grids));
        if path.is_empty() {
            return Ok(trace);
        }
        trace.sections.extend(search_sections(&board, path.len()));
        Ok(trace)
    }
}

/// Where `board` sits in the solution's table: its tiles' rank and the blank's cell.
fn index_text(board: &sliding::Board) -> Section {
    let (rank, _) = solution::tile_rank(board);
    let cell = solution::blank_cell(board);
    let tiles: Vec<String> = board
        .iter()
        .filter(|&&t| t != 0)
        .map(|t| t.to_string())
        .collect();
    Section::Text(format!(
        "board `{}`: tiles in reading order {}, blank in cell {}; rank {} of 40 320, index {} × 40 320 + {} = {}",
        sliding::spaced(board, 'x'),
        tiles.join(" "),
        cell,
        grouped(rank),
        cell,
        grouped(rank),
        grouped(cell * 40_320 + rank)
    ))
}

/// The search the solution runs for `board` alone, `length` moves from the goal: from both
/// sides until they meet, charted against a breadth-first search, then three searches compared.
fn search_sections(board: &sliding::Board, length: usize) -> Vec<Section> {
    let (rank, _) = solution::tile_rank(board);
    let cell = solution::blank_cell(board);
    let mut sections = Vec::new();
    let mut search = solution::Search::default();
    let mut sides = TwoSides::new();
    search.shortest_path_alone((cell, rank), &mut |side, depth, width| {
        sides.heard(side, depth, width)
    });
    let one_way: Vec<usize> = Table::from(*board)
        .layer_widths()
        .into_iter()
        .take(length + 1)
        .collect();
    let [from_board, from_goal] = sides.depths();
    sections.push(Section::Text(format!(
        "The search for this board (eight_puzzle.rs searches each board alone when there are few; from 46 solvable boards on it builds one tree from the goal) met after {} from the board and {} from the goal: {} touched, against {} for a breadth-first search from the board alone.",
        counted(from_board, "level", "levels"),
        from_goal,
        counted(sides.touched(), "board", "boards"),
        grouped(one_way.iter().sum())
    )));
    sections.push(Section::Chart(sides.chart(
        "boards",
        ["board", "goal"],
        one_way,
    )));
    sections.push(Section::Compare(three_searches(board, &sides, length)));
    sections
}

const GOAL: sliding::Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The board under three searches side by side: breadth-first from the board, the solution's
/// own bidirectional search (`sides`, as it reported itself, which printed a path of `moves`),
/// and IDA* with the Manhattan bound; each with the boards it touched.
fn three_searches(board: &sliding::Board, sides: &TwoSides, moves: usize) -> Comparison {
    let path = |moves: Option<usize>| match moves {
        Some(n) => format!("a shortest path, {}", counted(n, "move", "moves")),
        None => "no path".to_string(),
    };
    let bfs = sliding::breadth_first(board, &GOAL);
    let ida = sliding::ida_star(board, &GOAL);
    let ida_visits: usize = ida.rows.iter().map(|(_, n)| n).sum();
    Comparison {
        title: "the same board under three searches, with the boards each touched:".into(),
        things: "boards".into(),
        runs: vec![
            Run {
                name: "breadth-first from the board".into(),
                found: path(bfs.moves),
                how: "A layer at a time from the board, each board marked when first seen; it stops when it marks the goal.".into(),
                rows: bfs
                    .rows
                    .iter()
                    .map(|&(depth, n)| (format!("depth {}", depth), n))
                    .collect(),
            },
            Run {
                name: "bidirectional breadth-first (eight_puzzle.rs)".into(),
                found: path(Some(moves)),
                how: "Whole layers from the board and from the goal, the smaller frontier first, until the two sides meet.".into(),
                rows: sides.rows(["board", "goal"]),
            },
            Run {
                name: "IDA* with the Manhattan distance".into(),
                found: format!(
                    "{}; {} different boards among its {}",
                    path(ida.moves),
                    grouped(ida.distinct),
                    grouped(ida_visits)
                ),
                how: "Depth-first within a limit on moves made plus the tiles' Manhattan distance, the limit raised until the goal is in reach; it keeps no marks, so it meets boards again.".into(),
                rows: ida
                    .rows
                    .iter()
                    .map(|&(limit, n)| (format!("limit {}", limit), n))
                    .collect(),
            },
        ],
    }
}

/// Boards of 9 tokens (`x` the blank) to the goal `1 2 3 4 5 6 7 8 x`: one per input (POJ,
/// AcWing) or many (HDU).
struct Boards {
    table: Table,
    levels: DistanceLevels,
    many: bool,
}

impl Boards {
    fn new(many: bool) -> Boards {
        let table = Table::from([1, 2, 3, 4, 5, 6, 7, 8, 0]);
        Boards {
            levels: DistanceLevels::new(table.depth(), Some("unsolvable")),
            table,
            many,
        }
    }
}

impl Generator for Boards {
    fn levels(&self) -> Vec<String> {
        self.levels.names()
    }

    fn many_per_input(&self) -> bool {
        self.many
    }

    fn case(&self, level: usize, rng: &mut Rng) -> Item {
        let board = match self.levels.distance(level) {
            Some(distance) => *rng.pick(&self.table.by_distance[distance]),
            None => {
                // A solvable board with two tiles swapped: the parity flips.
                let mut board = *rng.pick(&self.table.by_distance[self.table.depth() / 2]);
                let tiles: Vec<usize> = (0..9).filter(|&c| board[c] != 0).take(2).collect();
                board.swap(tiles[0], tiles[1]);
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
            text.push_str(&sliding::spaced(&sliding::board_of(&item.data), 'x'));
            text.push('\n');
        }
        text.into_bytes()
    }
}

/// Replays paths; `shortest` also demands the reference's length.
pub struct PathJudge {
    shortest: bool,
}

pub static ANY_PATH: PathJudge = PathJudge { shortest: false };
pub static SHORTEST_PATH: PathJudge = PathJudge { shortest: true };
static JUDGES: [&dyn SpecialJudge; 2] = [&ANY_PATH, &SHORTEST_PATH];

impl SpecialJudge for PathJudge {
    fn name(&self) -> &'static str {
        if self.shortest {
            "eight-puzzle-shortest"
        } else {
            "eight-puzzle-any"
        }
    }

    fn check(&self, input: &[u8], output: &mut dyn BufRead, answer: &[u8]) -> Result<(), String> {
        check_paths(input, output, answer, self.shortest)
    }
}

const SOLVED: [u8; 9] = *b"12345678x";

/// The boards of an eight-puzzle input: every non-whitespace byte is a cell, 9 to a board.
fn boards(input: &[u8]) -> Vec<[u8; 9]> {
    let cells: Vec<u8> = input
        .iter()
        .copied()
        .filter(|c| !c.is_ascii_whitespace())
        .collect();
    cells
        .chunks_exact(9)
        .map(|chunk| {
            let mut board = [0u8; 9];
            board.copy_from_slice(chunk);
            board
        })
        .collect()
}

/// Longest output line the judge reads; a path longer than this is not a path worth replaying,
/// and the bound keeps a flood of one line out of memory.
const LINE_CAP: usize = 1 << 20;

/// The reference answer's lines, each without trailing whitespace; the solved board's answer is
/// an empty line, so blank lines count, but not the terminator of the last.
fn lines(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text
        .split(|&b| b == b'\n')
        .map(crate::compare::trim_end)
        .collect();
    if text.ends_with(b"\n") {
        lines.pop();
    }
    lines
}

fn check_paths(
    input: &[u8],
    output: &mut dyn BufRead,
    answer: &[u8],
    shortest: bool,
) -> Result<(), String> {
    let boards = boards(input);
    let references = lines(answer);
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
        check_one_board(number, board, &line, references[i], shortest)?;
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

fn check_one_board(
    number: usize,
    board: &[u8; 9],
    line: &[u8],
    reference: &[u8],
    shortest: bool,
) -> Result<(), String> {
    let shown = String::from_utf8_lossy(board).into_owned();
    match (reference == b"unsolvable", line == b"unsolvable") {
        (true, true) => return Ok(()),
        (true, false) => {
            return Err(format!(
                "board {} `{}` is unsolvable, got `{}`",
                number,
                shown,
                crate::compare::visible(line)
            ))
        }
        (false, true) => {
            return Err(format!(
                "board {} `{}` is solvable in {} moves, got `unsolvable`",
                number,
                shown,
                reference.len()
            ))
        }
        (false, false) => {}
    }
    let mut cells = *board;
    let mut blank = match cells.iter().position(|&c| c == b'x') {
        Some(blank) => blank,
        None => {
            return Err(format!(
                "testdata: board {} `{}` has no blank",
                number, shown
            ))
        }
    };
    for (step, &letter) in line.iter().enumerate() {
        let (row, col) = (blank / 3, blank % 3);
        let to = match letter {
            b'u' if row > 0 => blank - 3,
            b'd' if row < 2 => blank + 3,
            b'l' if col > 0 => blank - 1,
            b'r' if col < 2 => blank + 1,
            b'u' | b'd' | b'l' | b'r' => {
                return Err(format!(
                    "board {}, move {} `{}`: the blank at row {}, column {} would leave the board",
                    number,
                    step + 1,
                    letter as char,
                    row + 1,
                    col + 1
                ))
            }
            _ => {
                return Err(format!(
                    "board {}, move {}: `{}` is not one of u, d, l, r",
                    number,
                    step + 1,
                    crate::compare::visible(&[letter])
                ))
            }
        };
        cells.swap(blank, to);
        blank = to;
    }
    if cells != SOLVED {
        return Err(format!(
            "board {}: after {} move{} the board is `{}`, not the goal `12345678x`",
            number,
            line.len(),
            if line.len() == 1 { "" } else { "s" },
            String::from_utf8_lossy(&cells)
        ));
    }
    if shortest && line.len() != reference.len() {
        return Err(format!(
            "board {}: a valid path of {} moves, but the shortest has {}",
            number,
            line.len(),
            reference.len()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &[u8] = b"2 3 4 1 5 x 7 6 8\n";
    const REFERENCE: &[u8] = b"ullddrurdllurdruldr\n";

    fn judge(mut output: &[u8]) -> Result<(), String> {
        SHORTEST_PATH.check(SAMPLE, &mut output, REFERENCE)
    }

    #[test]
    fn another_shortest_path_is_accepted() {
        assert_eq!(judge(b"ullddrurdllurrdlurd\n"), Ok(()));
        assert_eq!(judge(b"ullddrurdllurdruldr\r\n"), Ok(()));
    }

    #[test]
    fn a_move_off_the_board_names_the_board_and_the_move() {
        let why = judge(b"rllddrurdllurdruldr\n").unwrap_err();
        assert!(why.starts_with("board 1, move 1 `r`"), "{}", why);
    }

    #[test]
    fn a_longer_valid_path_is_rejected_with_both_lengths() {
        let why = judge(b"ullddrurdllurdruldrud\n").unwrap_err();
        assert_eq!(
            why,
            "board 1: a valid path of 21 moves, but the shortest has 19"
        );
    }

    #[test]
    fn a_longer_valid_path_is_accepted_where_any_path_is() {
        let mut output: &[u8] = b"ullddrurdllurdruldrud\n";
        assert_eq!(ANY_PATH.check(SAMPLE, &mut output, REFERENCE), Ok(()));
        let mut wrong: &[u8] = b"ullddrurdllurdruldrd\n";
        assert!(ANY_PATH.check(SAMPLE, &mut wrong, REFERENCE).is_err());
    }

    #[test]
    fn unsolvable_is_rejected_for_a_solvable_board() {
        let why = judge(b"unsolvable\n").unwrap_err();
        assert!(why.contains("solvable in 19 moves"), "{}", why);
    }

    #[test]
    fn the_solved_board_needs_its_empty_line() {
        let judge = |mut output: &[u8]| {
            SHORTEST_PATH.check(
                b"12345678x\n2 3 4 1 5 x 7 6 8\n",
                &mut output,
                b"\nullddrurdllurdruldr\n",
            )
        };
        assert_eq!(judge(b"\nullddrurdllurdruldr\n"), Ok(()));
        assert!(judge(b"ullddrurdllurdruldr\n").is_err());
    }
}
