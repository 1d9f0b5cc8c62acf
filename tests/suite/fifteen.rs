//! `fifteen` against published facts and an independent search: a sample of Korf's 100 random
//! boards solved with his published lengths (all 100 are `cargo bench`'s), the parity rule
//! against a differently written one, paths replayed and as short as the oracle's, UVa's cap,
//! and the error contract.

use crate::common;

#[allow(dead_code)] // the solution's `main` is not called here
#[path = "../../src/bin/fifteen.rs"]
mod solution;

use common::oracle::fifteen as oracle;
use common::Rng;

fn rows(board: &[u8]) -> String {
    board
        .chunks(4)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|c| c.to_string()).collect();
            cells.join(" ") + "\n"
        })
        .collect()
}

fn as_board(cells: &[u8]) -> solution::Board {
    let mut board = [0u8; 16];
    board.copy_from_slice(cells);
    board
}

/// The board after replaying `path` (letters of the blank's moves), or `None` at a bad move.
fn replay(board: &[u8], path: &str) -> Option<Vec<u8>> {
    let mut board = board.to_vec();
    for letter in path.chars() {
        let blank = board.iter().position(|&t| t == 0)?;
        let to = match letter {
            'U' if blank >= 4 => blank - 4,
            'D' if blank < 12 => blank + 4,
            'L' if blank % 4 > 0 => blank - 1,
            'R' if blank % 4 < 3 => blank + 1,
            _ => return None,
        };
        board.swap(blank, to);
    }
    Some(board)
}

/// A random walk of `moves` blank moves from the goal.
fn walk(rng: &mut Rng, moves: usize) -> Vec<u8> {
    let mut board: Vec<u8> = (1..16).chain([0]).collect();
    for _ in 0..moves {
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let choices: Vec<usize> = [
            blank.checked_sub(4),
            Some(blank + 4).filter(|&c| c < 16),
            Some(blank.wrapping_sub(1)).filter(|_| blank % 4 > 0),
            Some(blank + 1).filter(|_| blank % 4 < 3),
        ]
        .iter()
        .flatten()
        .copied()
        .collect();
        board.swap(blank, choices[rng.below(choices.len())]);
    }
    board
}

/// The number of Korf's boards `cargo test` solves: the easiest by his published count of
/// nodes (the rest, up to 66 moves, are `cargo bench`'s: seconds each).
const KORF_SAMPLE: usize = 10;

#[test]
fn the_easiest_of_korfs_100_are_solved_with_their_published_lengths() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/korf100.txt"),
    )
    .unwrap();
    let mut by_nodes: Vec<(u64, usize)> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let n: Vec<u64> = l.split_whitespace().map(|t| t.parse().unwrap()).collect();
            (n[2], n[0] as usize)
        })
        .collect();
    assert_eq!(by_nodes.len(), 100);
    by_nodes.sort_unstable();
    let instances = oracle::korf_instances();
    let sample: Vec<&(usize, usize, Vec<u8>)> = by_nodes[..KORF_SAMPLE]
        .iter()
        .map(|&(_, number)| &instances[number - 1])
        .collect();
    let input: String = sample.iter().map(|(_, _, board)| rows(board)).collect();
    let outcome = solution::solve(input.as_bytes());
    assert_eq!(outcome.error, None);
    let lengths: Vec<String> = sample.iter().map(|(_, l, _)| l.to_string()).collect();
    assert_eq!(outcome.answers, lengths.join("\n") + "\n");
    // And as UVa paths: each replays to the goal in exactly the published length, or is
    // `not solvable` past UVa's cap of 50 (board 94 needs 53).
    let uva = format!("{}\n{}", KORF_SAMPLE, input);
    let outcome = solution::solve(uva.as_bytes());
    for ((number, length, board), path) in sample.iter().zip(outcome.answers.lines()) {
        if *length > 50 {
            assert_eq!(
                path, "This puzzle is not solvable.",
                "Korf's board {}",
                number
            );
            continue;
        }
        assert_eq!(path.len(), *length, "Korf's board {}", number);
        assert_eq!(
            replay(board, path),
            Some(solution::GOAL.to_vec()),
            "{}",
            number
        );
    }
}

#[test]
fn the_korf_table_maps_to_this_goal_and_averages_the_published_53_05() {
    let instances = oracle::korf_instances();
    let total: usize = instances.iter().map(|(_, l, _)| l).sum();
    assert_eq!(total, 5305);
    for (number, _, board) in &instances {
        assert!(oracle::solvable(board), "Korf's board {}", number);
        assert!(
            solution::solvable(&as_board(board)),
            "Korf's board {}",
            number
        );
    }
}

#[test]
fn the_parity_rule_agrees_with_the_permutation_and_taxicab_rule_on_random_boards() {
    let mut rng = Rng::new(15);
    let mut solvable = 0;
    for _ in 0..20_000 {
        let mut board: Vec<u8> = (0..16).collect();
        for i in (1..16).rev() {
            board.swap(i, rng.below(i + 1));
        }
        let ours = solution::solvable(&as_board(&board));
        assert_eq!(ours, oracle::solvable(&board), "{:?}", board);
        solvable += usize::from(ours);
    }
    // Half the boards, as the proof says (a count, with a wide margin).
    assert!((9_000..11_000).contains(&solvable), "{}", solvable);
}

#[test]
fn paths_replay_to_the_goal_and_are_as_short_as_the_independent_search() {
    let mut rng = Rng::new(10_181);
    let boards: Vec<Vec<u8>> = (0..150).map(|i| walk(&mut rng, 5 + i % 30)).collect();
    let input = format!(
        "{}\n{}",
        boards.len(),
        boards.iter().map(|b| rows(b)).collect::<String>()
    );
    let outcome = solution::solve(input.as_bytes());
    let paths: Vec<&str> = outcome.answers.split('\n').collect();
    assert_eq!(paths.len(), boards.len() + 1);
    for (board, path) in boards.iter().zip(paths) {
        assert_eq!(
            replay(board, path),
            Some(solution::GOAL.to_vec()),
            "{:?}",
            board
        );
        assert_eq!(
            path.len(),
            oracle::shortest_path(board).0.len(),
            "{:?}",
            board
        );
    }
}

#[test]
fn the_uva_sample_is_answered_as_the_statement_shows() {
    let input =
        b"2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";
    let outcome = solution::solve(input);
    assert_eq!(outcome.answers, "LLLDRDRDR\nThis puzzle is not solvable.\n");
}

#[test]
fn a_uva_board_that_needs_more_than_fifty_moves_is_answered_not_solvable() {
    // Korf's board 1 needs 57: no path within UVa's cap exists, so none may be printed.
    let (_, length, board) = &oracle::korf_instances()[0];
    assert_eq!(*length, 57);
    let outcome = solution::solve(format!("1\n{}", rows(board)).as_bytes());
    assert_eq!(outcome.answers, "This puzzle is not solvable.\n");
}

#[test]
fn illegal_boards_are_not_solvable_with_a_note() {
    let input = b"1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n";
    let outcome = solution::solve(input);
    assert_eq!(outcome.answers, "-1\n-1\n");
    assert_eq!(outcome.notes.lines().count(), 2, "{}", outcome.notes);
    let outcome = solution::solve(b"1\r\n1 1 2 3\r\n4 5 6 7\r\n8 9 10 11\r\n12 13 14 15\r\n");
    assert_eq!(outcome.answers, "This puzzle is not solvable.\n");
}

#[test]
fn crlf_tabs_and_blank_lines_are_read_like_spaces() {
    let input = b"\r\n1\r\n\r\n1\t2 3  4\r\n5 6 7 8\r\n9 10 11 12\r\n13 14 0 15   \r\n\r\n";
    assert_eq!(solution::solve(input).answers, "R\n");
}

#[test]
fn binary_exits_two_with_one_line_on_input_of_neither_form() {
    let binary = env!("CARGO_BIN_EXE_fifteen");
    for input in [
        &b""[..],
        b"abc",
        b"1 2 3",
        b"2\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n",
        b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 7 7",
        b"-1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0",
    ] {
        common::assert_exits_two_after(binary, input, "");
    }
}

#[test]
fn solve_survives_garbage_inputs_and_the_binary_a_seventh() {
    let inputs = common::garbage_inputs(10_181, 3_000, b"0123456789 \n\r\t-x");
    common::assert_solve_and_binary_survive_garbage(
        env!("CARGO_BIN_EXE_fifteen"),
        inputs,
        |input| {
            let o = solution::solve(input);
            common::Solved {
                notes: o.notes,
                error: o.error,
            }
        },
    );
}

/// editions/python/fifteen.py does not build its pattern databases: it embeds them, PACKED
/// (base64 of zlib). Decoded here by Python's own zlib, not by the file's code, each entry a
/// legal placement can read must equal this crate's table from `group_table`, a deque 0-1 BFS
/// written apart from the bitset BFS that made PACKED.
#[test]
fn python_editions_embedded_tables_are_the_zero_one_bfs_tables() {
    const DECODE: &str = "import ast, base64, sys, zlib\n\
        for node in ast.parse(open(sys.argv[1]).read()).body:\n    \
            if isinstance(node, ast.Assign) and getattr(node.targets[0], 'id', '') == 'PACKED':\n        \
                packed = ast.literal_eval(node.value)\n\
        sys.stdout.buffer.write(zlib.decompress(base64.b64decode(packed)))\n";
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("editions/python/fifteen.py");
    let out = match std::process::Command::new("python3")
        .arg("-c")
        .arg(DECODE)
        .arg(&file)
        .output()
    {
        Ok(out) => out,
        Err(e) => {
            assert!(
                !common::in_ci(),
                "CI is set but python3 does not run ({}): fifteen.py's tables go unchecked",
                e
            );
            eprintln!("skipped: no python3 here to decode fifteen.py's tables with");
            return;
        }
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let tables = out.stdout;
    // In fifteen.py's order: the corner group (its table serves three corners), then the rest.
    let groups: [&[u8]; 7] = [
        &[1, 2, 5, 6],
        &[11, 12, 15],
        &[1, 5, 9],
        &[13, 14, 15],
        &[2, 3, 4],
        &[6, 10, 11],
        &[7, 8, 12],
    ];
    assert_eq!(
        tables.len(),
        (1 << 16) + 6 * (1 << 12),
        "the tables' total size"
    );
    let mut offset = 0;
    let mut compared = 0;
    for group in groups {
        let expected = solution::group_table(group);
        let len = 1usize << (4 * group.len());
        for index in 0..len {
            let cells: Vec<usize> = (0..group.len()).map(|k| (index >> (4 * k)) & 15).collect();
            let legal = (0..cells.len()).all(|i| (0..i).all(|j| cells[i] != cells[j]));
            if legal {
                assert_eq!(
                    tables[offset + index],
                    expected[index],
                    "group {:?}, placement {:?}",
                    group,
                    cells
                );
                compared += 1;
            }
        }
        offset += len;
    }
    assert_eq!(compared, 16 * 15 * 14 * 13 + 6 * 16 * 15 * 14);
}
