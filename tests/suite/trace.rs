//! `judge trace`: the numbers it shows are the solutions' own. The one-way layers from the
//! solved board are OEIS A089473, the magic board's tree has the published 23 layers, and for
//! random pairs the traced path is as long as the solution's answer and the traced search
//! touched exactly the boards the solution's search marked. The eight puzzle's three searches
//! side by side find the oracle's distance and touch what each must, and its ask-mode
//! questions call right exactly the moves the oracle puts one nearer the goal.

use crate::common;

// The solutions the puzzle modules load; only their searches are driven here.
use crate::eight_puzzle::solution as eight_puzzle;
use crate::grasshoppers::solution as grasshoppers;
use crate::nine_grid::solution as nine_grid;

use bfs_puzzles::puzzles;
use bfs_puzzles::trace::{self, Chart, Comparison, Grid, Run, Section, Trace};
use common::judging::*;
use common::oracle::nine_grid as oracle;
use common::Rng;
use std::fs;

/// OEIS A089473: boards at each distance from `123456780` (judges.md §6).
const A089473: [usize; 32] = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
    16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];

/// Boards at each depth from `12345678` (judges.md §6).
const MAGIC_DEPTHS: [usize; 23] = [
    1, 3, 7, 14, 26, 51, 92, 159, 274, 453, 720, 1115, 1727, 2603, 3701, 4729, 5620, 6240, 5840,
    4492, 2120, 328, 5,
];

fn traced(puzzle: &str, input: &str) -> Trace {
    puzzles::by_name(puzzle)
        .expect("a puzzle")
        .trace(input.as_bytes())
        .expect("traced")
}

fn chart(trace: &Trace) -> &Chart {
    trace
        .sections
        .iter()
        .find_map(|s| match s {
            Section::Chart(chart) => Some(chart),
            _ => None,
        })
        .expect("a chart")
}

fn series<'a>(chart: &'a Chart, name: &str) -> &'a [usize] {
    &chart
        .series
        .iter()
        .find(|s| s.name.contains(name))
        .unwrap_or_else(|| panic!("no series `{}`", name))
        .values
}

/// Moves of the traced path: the boards drawn, less the start.
fn path_length(trace: &Trace) -> usize {
    trace
        .sections
        .iter()
        .find_map(|s| match s {
            Section::Boards(_, grids) => Some(grids.len() - 1),
            _ => None,
        })
        .expect("a path")
}

#[test]
fn one_way_layers_from_the_solved_board_are_oeis_a089473() {
    let trace = traced("nine_grid", "12345678. 8672543.1");
    assert_eq!(series(chart(&trace), "one way"), A089473);
    assert_eq!(trace.answer, "31\n");
    assert_eq!(path_length(&trace), 31);
}

#[test]
fn the_magic_board_tree_has_the_published_layers() {
    let trace = traced("magic_board", "2 6 8 4 5 7 3 1");
    assert_eq!(series(chart(&trace), "tree"), MAGIC_DEPTHS);
    assert_eq!(trace.answer, "7\nBCABCCB\n");
    assert_eq!(path_length(&trace), 7);
}

#[test]
fn traced_paths_and_searches_are_the_solutions_own() {
    // The pairs up to the 60th solvable one (a pair is solvable when its boards' tiles have
    // inversions of the same parity), traced on every core: each trace walks its layers.
    let inversions_odd = |cells: &str| -> bool {
        let tiles: Vec<u8> = cells.bytes().filter(|&c| c != b'.').collect();
        let mut odd = false;
        for i in 0..tiles.len() {
            for j in i + 1..tiles.len() {
                odd ^= tiles[i] > tiles[j];
            }
        }
        odd
    };
    let mut rng = Rng::new(12);
    let mut pairs = Vec::new();
    let mut solvable = 0;
    while solvable < 60 {
        let start = rng.permutation("12345678.");
        let target = rng.permutation("12345678.");
        let parity_agrees = inversions_odd(&start) == inversions_odd(&target);
        solvable += usize::from(parity_agrees);
        pairs.push((start, target, parity_agrees));
    }
    common::in_parallel(&pairs, |(start, target, parity_agrees)| {
        let (start, target) = (start.as_str(), target.as_str());
        let trace = traced("nine_grid", &format!("{} {}", start, target));
        let answer: i64 = trace.answer.trim().parse().expect("a number");
        let board = |cells: &str| -> [u8; 9] {
            let mut board = [0u8; 9];
            for (slot, c) in board.iter_mut().zip(cells.bytes()) {
                *slot = if c == b'.' { 0 } else { c - b'0' };
            }
            board
        };
        let mut search = nine_grid::Search::default();
        let moves = search.min_moves(&board(start), &board(target), &mut |_, _, _| {});
        assert_eq!(moves.map_or(-1, i64::from), answer, "{} {}", start, target);
        assert_eq!(answer >= 0, *parity_agrees, "{} {}", start, target);
        if answer < 0 {
            return;
        }
        assert_eq!(path_length(&trace) as i64, answer, "{} {}", start, target);
        if answer > 0 {
            let chart = chart(&trace);
            let touched: usize = series(chart, "from the start").iter().sum::<usize>()
                + series(chart, "from the target").iter().sum::<usize>();
            assert_eq!(touched, search.touched.len(), "{} {}", start, target);
            // The marked levels (where the sides met) add up to the answer.
            let met: usize = chart.marked.iter().filter(|m| m.0 < 2).map(|m| m.1).sum();
            assert_eq!(met as i64, answer, "{} {}", start, target);
            assert!(chart.marked.contains(&(2, answer as usize)));
        }
    });
}

#[test]
fn an_eight_puzzle_trace_replays_the_solutions_path_or_says_why_it_is_unsolvable() {
    let trace = traced("eight_puzzle", "2 3 4 1 5 x 7 6 8");
    let path = trace.answer.trim().to_string();
    assert_eq!(path.len(), 19);
    assert_eq!(path_length(&trace), 19);
    let text = trace::text(
        &trace,
        trace::Style {
            unicode: false,
            width: 100,
        },
    );
    assert!(
        text.contains("index 5 × 40 320 + 5 882 = 207 482"),
        "the hand-ranked board: {}",
        text
    );
    let unsolvable = traced("eight_puzzle", "2 1 3 4 5 6 7 8 x");
    let text = trace::text(
        &unsolvable,
        trace::Style {
            unicode: false,
            width: 100,
        },
    );
    assert_eq!(unsolvable.answer, "unsolvable\n");
    assert!(text.contains("1 inversion, an odd number"), "{}", text);
}

#[test]
fn an_eight_ii_trace_replays_the_answer_and_its_whole_table_is_oeis_a089473() {
    // B's blank in a corner: the canonical target is X12345678, a turned 12345678X.
    let trace = traced("eight_ii", "1 564178X23 7568X4123");
    assert_eq!(trace.answer, "Case 1: 8\nurrulldr\n");
    assert_eq!(path_length(&trace), 8);
    let far = traced("eight_ii", "1 8672543X1 12345678X");
    let chart = chart(&far);
    assert_eq!(series(chart, "whole table"), A089473);
    let needed = series(chart, "as far as");
    assert_eq!(
        needed.len(),
        32,
        "the search stops at the case's distance, 31"
    );
    assert_eq!(needed, A089473);
    let style = trace::Style {
        unicode: false,
        width: 100,
    };
    let text = trace::text(&far, style);
    assert!(text.contains("within its budget"), "{}", text);
    // A 30-move pair whose search runs past the budget, so the table answers it.
    let costly = trace::text(&traced("eight_ii", "1 17X863452 184735X62"), style);
    assert!(costly.contains("ran past its budget"), "{}", costly);
}

#[test]
fn a_grasshoppers_trace_meets_in_the_middle_of_twenty_jumps() {
    let trace = traced("grasshoppers", "");
    assert_eq!(trace.answer, "20\n");
    assert_eq!(path_length(&trace), 20);
    let chart = chart(&trace);
    assert_eq!(
        series(chart, "one way"),
        [
            1, 4, 12, 33, 90, 246, 647, 1559, 3429, 7112, 13935, 25250, 41366, 58486, 68632, 64442,
            45862, 23055, 7392, 1253, 74
        ]
    );
    let sides =
        series(chart, "from the start").len() - 1 + series(chart, "from the target").len() - 1;
    assert_eq!(sides, 20);
    let mut search = grasshoppers::Search::default();
    let ring = |text: &[u8]| grasshoppers::parse_ring(text).expect("an arrangement");
    let jumps = search.min_jumps(ring(b"012345678"), ring(b"087654321"), &mut |_, _, _| {});
    assert_eq!(jumps, 20);
    let touched: usize = series(chart, "from the start").iter().sum::<usize>()
        + series(chart, "from the target").iter().sum::<usize>();
    assert_eq!(touched, search.touched.len());
}

#[test]
fn the_command_draws_bars_and_an_svg_and_refuses_bad_input_like_the_solution() {
    let svg = scratch("trace-svg").join("search.svg");
    let (code, stdout, stderr) = judge_binary(&[
        "trace",
        "nine_grid",
        "12345678.",
        "8672543.1",
        "--svg",
        &svg.display().to_string(),
    ]);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
    assert!(
        stdout.starts_with("nine_grid prints:\n  31\n"),
        "{}",
        stdout
    );
    assert!(
        stdout.contains("# 24047"),
        "plain bars when piped: {}",
        stdout
    );
    let drawn = fs::read_to_string(&svg).expect("the SVG is written");
    assert!(drawn.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(drawn.trim_end().ends_with("</svg>"));
    // The solution's own message and status for input it refuses.
    let (code, _, stderr) = judge_binary(&["trace", "nine_grid", "12345678."]);
    assert_eq!(code, Some(2));
    let solution = std::process::Command::new(env!("CARGO_BIN_EXE_nine_grid"))
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(b"12345678.\n")?;
            child.wait_with_output()
        })
        .expect("nine_grid runs");
    assert_eq!(solution.status.code(), Some(2));
    assert_eq!(stderr, String::from_utf8_lossy(&solution.stderr));
    // A package's name stands for its solution.
    let (code, stdout, _) = judge_binary(&["trace", "P1379", "283104765"]);
    assert_eq!(code, Some(0), "{}", stdout);
    assert!(stdout.contains("nine_grid prints:\n  4\n"), "{}", stdout);
}

/// The charts of `docs/learn.md`, each drawn by `judge trace --svg` from one input.
const GUIDE_CHARTS: &[(&str, &str, &str)] = &[
    ("nine-grid-31-moves.svg", "nine_grid", "12345678. 8672543.1"),
    ("magic-board-tree.svg", "magic_board", "2 6 8 4 5 7 3 1"),
    (
        "eight-puzzle-sample.svg",
        "eight_puzzle",
        "2 3 4 1 5 x 7 6 8",
    ),
];

#[test]
fn the_guides_charts_are_what_trace_draws_today() {
    let dir = manifest_dir().join("docs/charts");
    for (file, puzzle, input) in GUIDE_CHARTS {
        let drawn = trace::svg(&traced(puzzle, input));
        let path = dir.join(file);
        if std::env::var_os("BLESS").map_or(false, |v| v == "1") {
            fs::write(&path, &drawn).expect("chart written");
        }
        let stored = fs::read_to_string(&path).expect("chart exists (BLESS=1 draws it)");
        assert_eq!(
            stored, drawn,
            "{} is stale: BLESS=1 cargo test --test suite trace::",
            file
        );
    }
}

#[test]
fn the_guides_quoted_traces_are_what_trace_prints_today() {
    for guide in ["docs/learn.md", "docs/learn.zh-CN.md"] {
        let text = fs::read_to_string(manifest_dir().join(guide)).expect("the guide");
        let mut quoted = 0;
        for (marker, rest) in text.split("<!-- trace: ").skip(1).map(|part| {
            let (marker, rest) = part.split_once(" -->").expect("a closed marker");
            (marker, rest)
        }) {
            let (puzzle, input) = marker.split_once(' ').expect("a puzzle and an input");
            let shown = traced(puzzle, input);
            let printed = format!(
                "{} prints:\n{}\n{}",
                puzzle,
                shown
                    .answer
                    .lines()
                    .map(|l| format!("  {}", l))
                    .collect::<Vec<_>>()
                    .join("\n"),
                trace::text(
                    &shown,
                    trace::Style {
                        unicode: false,
                        width: 100
                    }
                )
            );
            let block = rest
                .split("```text\n")
                .nth(1)
                .and_then(|b| b.split("```").next())
                .expect("a text block after the marker");
            for line in block.lines().filter(|l| !l.trim().is_empty()) {
                assert!(
                    printed.lines().any(|p| p == line),
                    "{} quotes `{}` from `judge trace {}`, which no longer prints it",
                    guide,
                    line,
                    marker
                );
            }
            quoted += 1;
        }
        assert!(quoted >= 4, "{} quotes {} traces", guide, quoted);
    }
}

/// A board drawn by the tracer, in the oracle's notation (`0` the blank).
fn oracle_board(grid: &Grid) -> String {
    grid.rows
        .iter()
        .flatten()
        .map(|cell| match cell.text.as_str() {
            "." => "0".to_string(),
            tile => tile.to_string(),
        })
        .collect()
}

fn comparison(trace: &Trace) -> &Comparison {
    trace
        .sections
        .iter()
        .find_map(|s| match s {
            Section::Compare(comparison) => Some(comparison),
            _ => None,
        })
        .expect("searches side by side")
}

fn run<'a>(comparison: &'a Comparison, name: &str) -> &'a Run {
    comparison
        .runs
        .iter()
        .find(|r| r.name.contains(name))
        .unwrap_or_else(|| panic!("no search `{}`", name))
}

/// The tiles' row and column distances to their cells in `123456780`, counted by hand.
fn manhattan(board: &str) -> usize {
    board
        .bytes()
        .enumerate()
        .filter(|&(_, tile)| tile != b'0')
        .map(|(cell, tile)| {
            let home = usize::from(tile - b'1');
            (cell / 3).abs_diff(home / 3) + (cell % 3).abs_diff(home % 3)
        })
        .sum()
}

#[test]
fn the_eight_puzzle_under_three_searches_finds_the_oracles_distance_and_touches_what_each_must() {
    let to_goal = oracle::distances_from(oracle::SOLVED);
    let mut rng = Rng::new(30);
    for distance in [1, 6, 13, 19, 24, 31] {
        let mut boards: Vec<&String> = to_goal
            .iter()
            .filter(|&(_, &d)| d == distance)
            .map(|(board, _)| board)
            .collect();
        boards.sort();
        let board = boards[rng.below(boards.len())].clone();
        let input: Vec<String> = board
            .chars()
            .map(|c| if c == '0' { "x".into() } else { c.to_string() })
            .collect();
        let trace = traced("eight_puzzle", &input.join(" "));
        let shown = comparison(&trace);
        let moves = trace::counted(distance as usize, "move", "moves");
        for run in &shown.runs {
            assert!(run.found.contains(&moves), "{}: {}", board, run.found);
        }
        // Breadth-first marks every board nearer than the goal, and none farther.
        let from_board = oracle::distances_from(&board);
        let nearer = from_board.values().filter(|&&d| d < distance).count();
        let level = from_board.values().filter(|&&d| d == distance).count();
        let bfs = run(shown, "breadth-first from");
        assert!(
            nearer < bfs.touched() && bfs.touched() <= nearer + level,
            "{}: breadth-first touched {}, {} nearer, {} at the goal's distance",
            board,
            bfs.touched(),
            nearer,
            level
        );
        assert_eq!(bfs.rows.len() as u32, distance + 1, "{}", board);
        // The bidirectional column is the solution's own search.
        let mut cells = [0u8; 9];
        for (slot, c) in cells.iter_mut().zip(board.bytes()) {
            *slot = c - b'0';
        }
        let mut search = eight_puzzle::Search::default();
        let (rank, _) = eight_puzzle::tile_rank(&cells);
        search.shortest_path_alone((eight_puzzle::blank_cell(&cells), rank), &mut |_, _, _| {});
        assert_eq!(
            run(shown, "bidirectional").touched(),
            search.touched.len(),
            "{}",
            board
        );
        // IDA*'s limits: from the Manhattan distance up to the path's length, each raised by
        // an even number (a move changes moves made by one and the distance by one).
        let limits: Vec<usize> = run(shown, "IDA*")
            .rows
            .iter()
            .map(|(label, _)| label["limit ".len()..].parse().expect("a limit"))
            .collect();
        assert_eq!(limits.first(), Some(&manhattan(&board)), "{}", board);
        assert_eq!(limits.last(), Some(&(distance as usize)), "{}", board);
        assert!(
            limits
                .windows(2)
                .all(|w| w[1] > w[0] && (w[1] - w[0]) % 2 == 0),
            "{}: {:?}",
            board,
            limits
        );
    }
}

#[test]
fn the_eight_puzzles_questions_call_right_the_moves_one_nearer_the_goal() {
    let to_goal = oracle::distances_from(oracle::SOLVED);
    for input in ["2 3 4 1 5 x 7 6 8", "8 6 7 2 5 4 3 x 1"] {
        let trace = traced("eight_puzzle", input);
        let grids = trace
            .sections
            .iter()
            .find_map(|s| match s {
                Section::Boards(_, grids) => Some(grids),
                _ => None,
            })
            .expect("a path");
        assert!(
            grids[0].ask.is_none(),
            "nothing to predict before the start"
        );
        for pair in grids.windows(2) {
            let before = to_goal[&oracle_board(&pair[0])];
            let ask = pair[1].ask.as_ref().expect("a question before each move");
            let mut expected: Vec<String> = oracle::slides(&oracle_board(&pair[0]));
            let mut offered: Vec<String> = ask
                .choices
                .iter()
                .map(|c| oracle_board(c.board.as_ref().expect("a board to pick")))
                .collect();
            expected.sort();
            offered.sort();
            assert_eq!(offered, expected, "every board one move on: {}", input);
            for choice in &ask.choices {
                let board = oracle_board(choice.board.as_ref().expect("a board"));
                assert_eq!(choice.right, to_goal[&board] + 1 == before, "{}", board);
            }
            let taken = ask
                .choices
                .iter()
                .find(|c| {
                    oracle_board(c.board.as_ref().expect("a board")) == oracle_board(&pair[1])
                })
                .expect("the path's next board is offered");
            assert!(taken.right, "the solution's move is a right one");
        }
    }
}

#[test]
fn a_fifteen_trace_shows_the_parity_rule_the_estimates_and_the_rounds_of_ida_star() {
    let trace = traced("fifteen", "1 3 4 8 2 12 0 7 5 13 15 14 9 11 6 10");
    assert_eq!(trace.answer, "31\n");
    let text = trace::text(
        &trace,
        trace::Style {
            unicode: false,
            width: 100,
        },
    );
    assert!(text.contains("  sum: 31, odd"), "{}", text);
    assert!(text.contains("  Manhattan distance: 25"), "{}", text);
    assert!(text.contains("at 27, 29, 31 in turn"), "{}", text);
    assert_eq!(chart(&trace).series[0].values.len(), 3);
    let unsolvable = traced("fifteen", "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0");
    assert_eq!(unsolvable.answer, "This puzzle is not solvable.\n");
    let text = trace::text(
        &unsolvable,
        trace::Style {
            unicode: false,
            width: 100,
        },
    );
    assert!(text.contains("Not solvable: the sum is even"), "{}", text);
}

/// Strings at each distance 0..=depth from A, by the oracle's one-way search.
fn oracle_layers(case: &common::oracle::string_rewrite::Case, depth: u32) -> Vec<usize> {
    let ball = common::oracle::string_rewrite::ball(case, depth, 4_000_000).expect("small");
    let mut layers = vec![0; depth as usize + 1];
    for d in ball.values() {
        layers[*d as usize] += 1;
    }
    layers
}

#[test]
fn a_string_rewrite_trace_replays_a_shortest_series_and_grows_the_smaller_side_a_level_at_a_time() {
    use common::oracle::string_rewrite as rewrite_oracle;
    let package = common::judging::manifest_dir().join("testdata/string_rewrite/luogu-p1032");
    for stem in [
        "01-sample",
        "04-overlapping-places",
        "50-at-distance-07-b",
        "50-at-distance-10-h",
        "70-catches-one-node-at-a-time-05-a",
        "06-eleven-rewrites-no-answer",
    ] {
        let input = fs::read_to_string(package.join(format!("{}.in", stem))).expect("input");
        let case = rewrite_oracle::read(&input);
        let trace = traced("string_rewrite", &input);
        let distance = rewrite_oracle::distance(&case);
        assert_eq!(trace.answer, rewrite_oracle::line(distance), "{}", stem);
        let steps = match distance {
            Some(steps) => steps,
            None => {
                let text = trace::text(
                    &trace,
                    trace::Style {
                        unicode: false,
                        width: 100,
                    },
                );
                assert!(
                    text.contains("No series of at most 10 rewrites"),
                    "{}",
                    text
                );
                continue;
            }
        };
        // The series drawn: A, then one rewrite after another (the oracle's), ending at B.
        let strings: Vec<String> = trace
            .sections
            .iter()
            .find_map(|s| match s {
                Section::Boards(_, grids) => Some(grids),
                _ => None,
            })
            .expect("a series")
            .iter()
            .map(|g| g.rows[0].iter().map(|c| c.text.as_str()).collect())
            .collect();
        assert_eq!(strings.len() as u32, steps + 1, "{}", stem);
        assert_eq!(strings[0], case.start, "{}", stem);
        assert_eq!(strings[strings.len() - 1], case.target, "{}", stem);
        for pair in strings.windows(2) {
            assert!(
                rewrite_oracle::rewrites(&pair[0], &case.rules).contains(&pair[1]),
                "{}: {} is not one rewrite from {}",
                stem,
                pair[1],
                pair[0]
            );
        }
        let chart = chart(&trace);
        let forward = series(chart, "from the start");
        let backward = series(chart, "from the target");
        assert_eq!(
            forward.len() + backward.len() - 2,
            steps as usize,
            "{}",
            stem
        );
        // Before the sides meet each is a plain BFS: its full levels are the oracle's layers
        // (the backward side's with the rules reversed); the level that met may stop early.
        let reversed = rewrite_oracle::Case {
            start: case.target.clone(),
            target: case.start.clone(),
            rules: case
                .rules
                .iter()
                .map(|(a, b)| (b.clone(), a.clone()))
                .collect(),
        };
        for (side, oracle_case) in [(forward, &case), (backward, &reversed)] {
            let full = side.len() - 1;
            let layers = oracle_layers(oracle_case, full as u32);
            assert_eq!(side[..full], layers[..full], "{}", stem);
        }
        assert_eq!(
            series(chart, "one way"),
            oracle_layers(&case, steps),
            "{}",
            stem
        );
        // Each expansion grew the side whose frontier was not the larger.
        let mut reached = [0usize, 0];
        for step in chart.order.iter().skip(1) {
            let grown = step[0].0;
            let frontier = |s: usize| [forward, backward][s][reached[s]];
            assert!(
                frontier(grown) <= frontier(1 - grown),
                "{}: grew side {} at {:?}",
                stem,
                grown,
                reached
            );
            reached[grown] = step[0].1;
        }
    }
}

/// The trace's last boards: its path (the 15-puzzle draws the board and the goal first).
fn path_boards(trace: &Trace) -> &[Grid] {
    trace
        .sections
        .iter()
        .rev()
        .find_map(|s| match s {
            Section::Boards(_, grids) => Some(grids.as_slice()),
            _ => None,
        })
        .expect("a path")
}

/// Checks a path's next-board questions: none before the start; before each later step every
/// position one step on (`next`, by the oracle's notation) offered, right exactly those one
/// nearer the goal by `distance`, and the path's own step among them.
fn assert_next_questions_call_right_the_steps_one_nearer(
    what: &str,
    trace: &Trace,
    next: &dyn Fn(&str) -> Vec<String>,
    distance: &dyn Fn(&str) -> i64,
) {
    let grids = path_boards(trace);
    assert!(grids.len() > 2, "{}: a path to ask along", what);
    assert!(grids[0].ask.is_none(), "{}: nothing to predict first", what);
    for pair in grids.windows(2) {
        let before = oracle_board(&pair[0]);
        let ask = pair[1].ask.as_ref().expect("a question before each step");
        let offered = |c: &trace::Choice| oracle_board(c.board.as_ref().expect("a board"));
        let mut listed: Vec<String> = ask.choices.iter().map(offered).collect();
        let mut expected = next(&before);
        listed.sort();
        expected.sort();
        assert_eq!(
            listed, expected,
            "{}: every position one step from {}",
            what, before
        );
        for choice in &ask.choices {
            let after = offered(choice);
            assert_eq!(
                choice.right,
                distance(&after) + 1 == distance(&before),
                "{}: {} after {}",
                what,
                after,
                before
            );
        }
        let taken = ask
            .choices
            .iter()
            .find(|c| offered(c) == oracle_board(&pair[1]))
            .expect("the path's step is offered");
        assert!(taken.right, "{}: the solution's step is a right one", what);
    }
}

#[test]
fn every_puzzles_path_asks_for_the_next_board_and_calls_right_the_steps_one_nearer() {
    let nine = traced("nine_grid", "12345678. 8672543.1");
    let to_target = oracle::distances_from("867254301");
    let nine_distance = |b: &str| i64::from(to_target[b]);
    assert_next_questions_call_right_the_steps_one_nearer(
        "nine_grid",
        &nine,
        &|b| oracle::slides(b),
        &nine_distance,
    );

    let eight_ii = traced("eight_ii", "1 564178X23 7568X4123");
    let to_b = oracle::distances_from("756804123");
    let eight_ii_distance = |b: &str| i64::from(to_b[b]);
    assert_next_questions_call_right_the_steps_one_nearer(
        "eight_ii",
        &eight_ii,
        &|b| oracle::slides(b),
        &eight_ii_distance,
    );

    use common::oracle::grasshoppers as rings;
    let table = rings::shared();
    let grasshoppers = traced("grasshoppers", "");
    assert_next_questions_call_right_the_steps_one_nearer(
        "grasshoppers",
        &grasshoppers,
        &|r| rings::jumps(r),
        &|r| rings::jumps_between(&table, r, "087654321"),
    );

    // The 15-puzzle asks IDA*'s question instead: which moves of the last round stay within
    // its bound (f = g + h at most the path's length). Its boards in the oracle's notation are
    // 16 numbers run together; read back from the grid's cells instead.
    let fifteen = traced("fifteen", "1 3 4 8 2 12 0 7 5 13 15 14 9 11 6 10");
    let cells_of = |grid: &Grid| -> Vec<u8> {
        grid.rows
            .iter()
            .flatten()
            .map(|c| c.text.parse().unwrap_or(0))
            .collect()
    };
    let grids = path_boards(&fifteen);
    assert_eq!(grids.len(), 32, "31 moves");
    let bound = grids.len() - 1;
    let mut asked = 0;
    for (k, pair) in grids.windows(2).enumerate() {
        let before = cells_of(&pair[0]);
        let blank = before.iter().position(|&t| t == 0).expect("a blank");
        // Every move but the one that undoes the last (where the blank just was).
        let undone = k.checked_sub(1).map(|j| cells_of(&grids[j]));
        // Asked where the bound cuts a move off.
        let ask = match pair[1].ask.as_ref() {
            Some(ask) => ask,
            None => continue,
        };
        asked += 1;
        assert!(ask.choices.iter().any(|c| !c.right), "a move cut off");
        let mut expected: Vec<Vec<u8>> = [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)]
            .iter()
            .filter_map(|&(dr, dc)| {
                let (r, c) = (blank as i32 / 4 + dr, blank as i32 % 4 + dc);
                ((0..4).contains(&r) && (0..4).contains(&c)).then(|| {
                    let mut next = before.clone();
                    next.swap(blank, (r * 4 + c) as usize);
                    next
                })
            })
            .filter(|next| Some(next) != undone.as_ref())
            .collect();
        let mut listed: Vec<Vec<u8>> = ask
            .choices
            .iter()
            .map(|c| cells_of(c.board.as_ref().expect("a board")))
            .collect();
        expected.sort();
        listed.sort();
        assert_eq!(listed, expected, "every board one move on, but back");
        // A move on a shortest path is always within the bound (the estimate never
        // overshoots); one within it is within it by the Manhattan distance too, which the
        // pattern database never falls below.
        let here = common::oracle::fifteen::fewest(&before);
        let g = k + 1;
        for choice in &ask.choices {
            let after = cells_of(choice.board.as_ref().expect("a board"));
            if common::oracle::fifteen::fewest(&after) + 1 == here {
                assert!(choice.right, "a move on a shortest path: {:?}", after);
            }
            if choice.right {
                assert!(g + manhattan_of(&after) <= bound, "{:?}", after);
            }
        }
    }
    assert!(asked > 0, "no move of the path is cut off by the bound");
}

/// The Manhattan distance of a 15-puzzle board (cells row by row, 0 the blank) from the goal.
fn manhattan_of(cells: &[u8]) -> usize {
    cells
        .iter()
        .enumerate()
        .filter(|(_, &t)| t != 0)
        .map(|(i, &t)| {
            let home = usize::from(t) - 1;
            (i / 4).abs_diff(home / 4) + (i % 4).abs_diff(home % 4)
        })
        .sum()
}

#[test]
fn an_output_file_that_cannot_be_written_fails_before_the_trace_is_printed() {
    let (code, stdout, stderr) = judge_binary(&[
        "trace",
        "--html",
        "/nonexistent/x.html",
        "nine_grid",
        "12345678.",
        "1234567.8",
    ]);
    assert_eq!(code, Some(2));
    assert!(stdout.is_empty(), "{}", stdout);
    assert!(
        stderr.contains("cannot write /nonexistent/x.html"),
        "{}",
        stderr
    );
}
