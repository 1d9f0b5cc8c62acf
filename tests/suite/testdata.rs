//! The bundled problem packages: every answer re-derived by the oracle, every case passed by its
//! solution through the judge core (the same code as `cargo run`) under the package's own rule
//! and limits, and known-wrong solutions rejected by the packages of their judges, which proves
//! the data has teeth.
//!
//! `BLESS=1 cargo test --test suite testdata::` writes the generated inputs (fixed seeds), the cases
//! chosen to catch the plausible wrong searches (`common/catching.rs`: every family run over the
//! whole state space, a few minutes) and every `.ans` from the oracle, before any other test of
//! this file reads them; review the diff before committing it. `BLESS_ONLY=string_rewrite`
//! (a prefix of `solution/package`) blesses those packages alone.

use crate::common;

#[path = "common/catching.rs"]
mod catching;
#[allow(dead_code)] // its `main` is the known-wrong program's; the tests call `solve`
#[path = "../known_wrong/fifteen_mutants.rs"]
mod fifteen_mutants;
#[allow(dead_code)] // its `main` is the known-wrong program's; the tests call `sequences`
#[path = "../known_wrong/magic_board_wrong_moves.rs"]
mod magic_board_wrong_moves;
#[allow(dead_code)] // the programs around it use what the tests do not
#[path = "../known_wrong/search_families.rs"]
mod search_families;
#[allow(dead_code)] // its `main` is the known-wrong program's; the tests call `answer`
#[path = "../known_wrong/string_rewrite_searches.rs"]
mod string_rewrite_searches;

use bfs_puzzles::cases;
use bfs_puzzles::judge::{judge_cases, CaseReport, Session, Silent, Verdict};
use bfs_puzzles::problem::{self, Package};
use bfs_puzzles::run::Program;
use common::oracle;
use common::Rng;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Once;
use std::time::Duration;

fn testdata_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
}

fn blessing() -> bool {
    std::env::var_os("BLESS").map_or(false, |v| v == "1")
}

/// Each solution's binary, by the name of its folder under `testdata/`.
fn solution_binary(solution: &str) -> PathBuf {
    PathBuf::from(match solution {
        "nine_grid" => env!("CARGO_BIN_EXE_nine_grid"),
        "magic_board" => env!("CARGO_BIN_EXE_magic_board"),
        "eight_puzzle" => env!("CARGO_BIN_EXE_eight_puzzle"),
        "eight_ii" => env!("CARGO_BIN_EXE_eight_ii"),
        "grasshoppers" => env!("CARGO_BIN_EXE_grasshoppers"),
        "fifteen" => env!("CARGO_BIN_EXE_fifteen"),
        "string_rewrite" => env!("CARGO_BIN_EXE_string_rewrite"),
        _ => panic!("testdata/{} has no solution binary here", solution),
    })
}

/// Every package, after `BLESS=1` has written what it writes (once per test binary).
fn packages() -> Vec<Package> {
    static BLESSED: Once = Once::new();
    if blessing() {
        BLESSED.call_once(bless);
    }
    problem::all(&testdata_root()).expect("every package reads")
}

/// Writes every generated input and every answer from the oracle; `BLESS_ONLY=PREFIX` keeps
/// to the packages whose label (`solution/package`) starts so (the sweeps of the others take
/// minutes).
fn bless() {
    let only = std::env::var("BLESS_ONLY").unwrap_or_default();
    for package in problem::all(&testdata_root()).expect("every package reads") {
        if !package.label().starts_with(&only) {
            continue;
        }
        for old in inputs_in(&package.dir) {
            if case_name(&old).starts_with(CATCHING) {
                let _ = fs::remove_file(old.with_extension("ans"));
                fs::remove_file(old).expect("old catching case removed");
            }
        }
        let made = generated_inputs(&package)
            .into_iter()
            .chain(catching::catching_inputs(&package.label()));
        for (name, input) in made {
            fs::write(package.dir.join(format!("{}.in", name)), input).expect("input written");
        }
        for input in inputs_in(&package.dir) {
            let text = fs::read_to_string(&input).expect("input readable");
            let answer = oracle_answer(&package.solution, &text);
            fs::write(input.with_extension("ans"), answer).expect("answer written");
        }
    }
}

/// The names of the cases chosen to catch a wrong search begin so, then the family's name.
const CATCHING: &str = "70-catches-";

fn case_name(input: &Path) -> String {
    input
        .file_stem()
        .expect("a file name")
        .to_string_lossy()
        .into_owned()
}

/// The `.in` files of a folder, whether or not their answers exist yet.
fn inputs_in(dir: &Path) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(dir)
        .expect("folder readable")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().map_or(false, |e| e == "in"))
        .collect();
    inputs.sort();
    inputs
}

/// The oracle's stdout for one input of `solution`.
fn oracle_answer(solution: &str, input: &str) -> String {
    match solution {
        "nine_grid" => {
            oracle::nine_grid::expected_output(&oracle::nine_grid::Tables::shared(), input)
        }
        "magic_board" => {
            oracle::magic_board::expected_output(&oracle::magic_board::shared(), input)
        }
        "eight_puzzle" => {
            oracle::eight_puzzle::expected_output(&oracle::eight_puzzle::shared(), input)
        }
        "eight_ii" => oracle::eight_ii::expected_output(&oracle::eight_ii::Tables::shared(), input),
        "grasshoppers" => {
            oracle::grasshoppers::expected_output(&oracle::grasshoppers::shared(), input)
        }
        "fifteen" => oracle::fifteen::expected_output(input),
        "string_rewrite" => oracle::string_rewrite::expected_output(input),
        _ => panic!("no oracle for testdata/{}", solution),
    }
}

/// The boards of `table` grouped by distance, each group sorted, so that a seed picks the same
/// boards on every machine whatever the order of the hash map.
fn by_distance<V: Copy + Into<u64>>(table: &HashMap<String, V>) -> Vec<Vec<String>> {
    let mut groups: Vec<Vec<String>> = Vec::new();
    for (board, &distance) in table {
        let d = distance.into() as usize;
        if groups.len() <= d {
            groups.resize(d + 1, Vec::new());
        }
        groups[d].push(board.clone());
    }
    for group in &mut groups {
        group.sort();
    }
    groups
}

/// `board` with each tile `1`..`8` renamed by `names` (the new name of tile k at index k - 1);
/// every other character stays. Renaming tiles keeps every distance.
fn renamed(board: &str, names: &str) -> String {
    let names: Vec<char> = names.chars().collect();
    board
        .chars()
        .map(|c| match c.to_digit(10) {
            Some(k @ 1..=8) => names[k as usize - 1],
            _ => c,
        })
        .collect()
}

fn spaced(board: &str) -> String {
    let cells: Vec<String> = board.chars().map(String::from).collect();
    cells.join(" ")
}

/// A random board of the 3×3 puzzle whose inversion parity is odd (blank `x`): unsolvable.
fn unsolvable_board(rng: &mut Rng, table: &HashMap<String, String>) -> String {
    loop {
        let board = rng.permutation("12345678x");
        if !table.contains_key(&board) {
            return board;
        }
    }
}

/// The one-board packages hold at least this many random boards at each distance from
/// `MANY_FROM` up, where a flawed search starts to go wrong (where that many exist).
const MANY: usize = 10;
const MANY_FROM: usize = 10;

/// More random boards at each distance from `MANY_FROM` up, up to `MANY` with the ones already
/// `taken` there, drawn without repeats by a generator of their own (so the first ones stay);
/// named on from the taken ones: `50-at-distance-DD-c`, `-d`, ...
fn many_at_each_distance(
    seed: u64,
    groups: &[Vec<String>],
    taken: &[Vec<String>],
    shape: impl Fn(&str) -> String,
) -> Vec<(String, String)> {
    let mut rng = Rng::new(seed);
    let mut inputs = Vec::new();
    for (distance, group) in groups.iter().enumerate().skip(MANY_FROM) {
        let taken = taken.get(distance).map_or(&[][..], Vec::as_slice);
        let mut free: Vec<&String> = group.iter().filter(|b| !taken.contains(b)).collect();
        for copy in taken.len()..MANY {
            if free.is_empty() {
                break;
            }
            let board = free.swap_remove(rng.below(free.len()));
            let name = format!(
                "50-at-distance-{:02}-{}",
                distance,
                (b'a' + copy as u8) as char
            );
            inputs.push((name, shape(board)));
        }
    }
    inputs
}

/// Inputs made by a seeded generator rather than by hand, per package.
fn generated_inputs(package: &Package) -> Vec<(String, String)> {
    match package.label().as_str() {
        "nine_grid/lanqiao-prev-19" => lanqiao_pairs(),
        "nine_grid/acwing-845" => acwing_845_boards(),
        "nine_grid/luogu-p1379" => luogu_p1379_boards(),
        "magic_board/usaco-msquare" => usaco_targets(),
        "magic_board/hdu-1430" => hdu_1430_pairs(),
        "eight_puzzle/poj-1077" => single_boards_with_a_path(1_077, 1),
        "eight_puzzle/acwing-179" => single_boards_with_a_path(179, 2),
        "eight_puzzle/hdu-1043" => hdu_1043_boards(),
        "eight_ii/hdu-3567" => hdu_3567_pairs(),
        "grasshoppers/extras" => grasshopper_pairs(),
        "fifteen/uva-10181" => uva_10181_boards(),
        "fifteen/aoj-alds1-13-c" => aoj_15_puzzle_boards(),
        "string_rewrite/luogu-p1032" => rule_sets_at_every_distance(1_032),
        "string_rewrite/acwing-190" => rule_sets_at_every_distance(190),
        _ => Vec::new(),
    }
}

/// 15-puzzle boards as the judges write them: 4 lines of 4.
fn fifteen_rows(board: &[u8]) -> String {
    board
        .chunks(4)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|c| c.to_string()).collect();
            cells.join(" ") + "\n"
        })
        .collect()
}

/// The boards the oracle's plain Manhattan IDA* solves within `most` boards expanded, made by
/// random walks of 10 to 120 moves from the goal (no move undoing the last): (board, distance),
/// at most `count` of them, each distance at most 45 (the judges' promise).
fn fifteen_walk_boards(seed: u64, count: usize, most: u64) -> Vec<(Vec<u8>, usize)> {
    let mut rng = Rng::new(seed);
    let mut boards = Vec::new();
    while boards.len() < count {
        let mut board: Vec<u8> = (1..16).chain([0]).collect();
        let (mut blank, mut back) = (15usize, 9usize);
        let length = 10 + rng.below(111);
        let mut made = 0;
        while made < length {
            let d = rng.below(4);
            let to = match d {
                0 if blank >= 4 => blank - 4,
                1 if blank < 12 => blank + 4,
                2 if blank % 4 > 0 => blank - 1,
                3 if blank % 4 < 3 => blank + 1,
                _ => continue,
            };
            if d == back {
                continue;
            }
            board.swap(blank, to);
            blank = to;
            back = d ^ 1;
            made += 1;
        }
        if let Some((path, _)) = oracle::fifteen::shortest_path_within(&board, most) {
            if path.len() <= 45 {
                boards.push((board, path.len()));
            }
        }
    }
    boards
}

/// Korf's boards that need at most 45 moves (the judges' promise), easiest first.
fn korf_boards_within_45() -> Vec<(usize, usize, Vec<u8>)> {
    let mut boards: Vec<_> = oracle::fifteen::korf_instances()
        .into_iter()
        .filter(|(_, length, _)| *length <= 45)
        .collect();
    boards.sort_by_key(|(number, length, _)| (*length, *number));
    boards
}

/// The boards of `tests/data/fifteen_43_to_45.txt`: 43 to 45 moves from the goal, found once
/// by random walks (the file says how), too rare to find in every `cargo test`.
fn fifteen_boards_43_to_45() -> Vec<Vec<u8>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fifteen_43_to_45.txt");
    fs::read_to_string(&path)
        .expect("tests/data/fifteen_43_to_45.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            l.split_whitespace()
                .map(|t| t.parse().expect("a cell"))
                .collect()
        })
        .collect()
}

/// The name of UVa 10181's case of every board of `tests/data/fifteen_43_to_45.txt`.
const UVA_43_TO_45: &str = "50-random-walks-at-43-to-45-moves";

/// A random board of the wrong parity: a random permutation, two tiles swapped if needed.
fn fifteen_unsolvable(rng: &mut Rng) -> Vec<u8> {
    let mut board: Vec<u8> = (0..16).collect();
    for i in (1..16).rev() {
        board.swap(i, rng.below(i + 1));
    }
    if oracle::fifteen::solvable(&board) {
        let tiles: Vec<usize> = (0..16).filter(|&c| board[c] != 0).take(2).collect();
        board.swap(tiles[0], tiles[1]);
    }
    board
}

fn as_board(board: &[u8]) -> [u8; 16] {
    let mut cells = [0u8; 16];
    cells.copy_from_slice(board);
    cells
}

/// The path a weighted 15-puzzle mutant (`fifteen_mutants.rs`, which always finds one) finds.
fn mutant_path(board: &[u8], mistake: &str) -> Vec<usize> {
    fifteen_mutants::solve(&as_board(board), fifteen_mutants::estimate(mistake))
        .expect("a weighted search without a cap finds a path")
}

/// A UVa 10181 input: N, then the boards.
fn uva_10181_file(boards: &[Vec<u8>]) -> String {
    let mut text = format!("{}\n", boards.len());
    for board in boards {
        text += &fifteen_rows(board);
    }
    text
}

/// UVa 10181: files of several boards: Korf's boards within 45 moves, random walks (those of
/// `tests/data/fifteen_43_to_45.txt` in one file), boards of the wrong parity, and the boards on
/// which a weighted search's path passes 50 moves (more catching cases: `common/catching.rs`).
fn uva_10181_boards() -> Vec<(String, String)> {
    let file = uva_10181_file;
    let mut inputs = Vec::new();
    let korf: Vec<Vec<u8>> = korf_boards_within_45().into_iter().map(|k| k.2).collect();
    inputs.push(("20-korf-boards-within-45-moves".to_string(), file(&korf)));
    let walks = fifteen_walk_boards(10_181, 40, 300_000);
    for (k, chunk) in walks.chunks(10).enumerate() {
        let boards: Vec<Vec<u8>> = chunk.iter().map(|(b, _)| b.clone()).collect();
        inputs.push((format!("50-random-walks-{}", k + 1), file(&boards)));
    }
    inputs.push((UVA_43_TO_45.to_string(), file(&fifteen_boards_43_to_45())));
    let mut rng = Rng::new(10_182);
    let unsolvable: Vec<Vec<u8>> = (0..10).map(|_| fifteen_unsolvable(&mut rng)).collect();
    inputs.push(("60-unsolvable-boards".to_string(), file(&unsolvable)));
    let over_50: Vec<Vec<u8>> = walks
        .iter()
        .map(|(b, _)| b.clone())
        .chain(korf)
        .filter(|b| mutant_path(b, "weighted_manhattan_times_4").len() > 50)
        .take(3)
        .collect();
    if !over_50.is_empty() {
        inputs.push((
            format!("{}weighted-manhattan-times-4", CATCHING),
            file(&over_50),
        ));
    }
    inputs
}

/// AOJ ALDS1_13_C: one board a file: Korf's boards within 45 moves (his lengths the answers),
/// random walks at many distances, and boards a weighted search overshoots.
fn aoj_15_puzzle_boards() -> Vec<(String, String)> {
    let mut inputs = Vec::new();
    for (number, length, board) in korf_boards_within_45() {
        let name = format!("20-korf-{:03}-at-{}", number, length);
        inputs.push((name, fifteen_rows(&board)));
    }
    let walks = fifteen_walk_boards(1_313, 30, 300_000);
    let mut named: HashMap<usize, usize> = HashMap::new();
    for (board, distance) in &walks {
        let copy = named.entry(*distance).or_insert(0);
        let name = format!(
            "50-at-distance-{:02}-{}",
            distance,
            (b'a' + *copy as u8) as char
        );
        *copy += 1;
        inputs.push((name, fifteen_rows(board)));
    }
    let overshoot = walks
        .iter()
        .filter(|(b, d)| mutant_path(b, "weighted_manhattan_times_2").len() > *d)
        .take(3);
    for (board, distance) in overshoot {
        let name = format!("{}weighted-manhattan-times-2-{:02}", CATCHING, distance);
        inputs.push((name, fifteen_rows(board)));
    }
    inputs
}

/// Lanqiao PREV-19: two pairs at every distance 0..=31 (ten from 10 up), to goals with the
/// blank anywhere (tiles renamed at random), and pairs that cannot be reached.
fn lanqiao_pairs() -> Vec<(String, String)> {
    let tables = oracle::nine_grid::Tables::shared();
    let groups: Vec<(String, Vec<Vec<String>>)> = (0..9)
        .map(|cell| {
            let (goal, table) = tables.table(cell);
            (goal.to_string(), by_distance(table))
        })
        .collect();
    let dotted = |board: &str| board.replace('0', ".");
    // A pair at `distance`: a board of a random goal's table, both renamed alike.
    let pair_at = |rng: &mut Rng, distance: usize| {
        let (goal, boards) = loop {
            let (goal, groups) = &groups[rng.below(9)];
            if let Some(boards) = groups.get(distance).filter(|b| !b.is_empty()) {
                break (goal, boards);
            }
        };
        let names = rng.permutation("12345678");
        let start = renamed(&boards[rng.below(boards.len())], &names);
        format!("{}\n{}\n", dotted(&start), dotted(&renamed(goal, &names)))
    };
    let mut rng = Rng::new(19);
    let mut inputs = Vec::new();
    for distance in 0..=31 {
        for copy in ["a", "b"] {
            let name = format!("50-at-distance-{:02}-{}", distance, copy);
            inputs.push((name, pair_at(&mut rng, distance)));
        }
    }
    // The rest of `MANY` at each distance from `MANY_FROM` up, by a generator of their own.
    let mut more = Rng::new(1_019);
    for distance in MANY_FROM..=31 {
        for copy in 2..MANY {
            let name = format!(
                "50-at-distance-{:02}-{}",
                distance,
                (b'a' + copy as u8) as char
            );
            inputs.push((name, pair_at(&mut more, distance)));
        }
    }
    for i in 1..=3 {
        let start = rng.permutation("12345678.");
        let mut target = rng.permutation("12345678.");
        if oracle::nine_grid::moves(&tables, &start, &target) >= 0 {
            // Swapping two tiles flips the parity: the pair becomes unreachable.
            target = target.replace('1', "#").replace('2', "1").replace('#', "2");
        }
        inputs.push((
            format!("60-unreachable-{}", i),
            format!("{}\n{}\n", start, target),
        ));
    }
    inputs
}

/// AcWing 845: two boards at every distance 0..=31 from `1 2 3 4 5 6 7 8 x` (ten from 10 up),
/// and unsolvable ones.
fn acwing_845_boards() -> Vec<(String, String)> {
    let table = oracle::eight_puzzle::shared();
    let lengths: HashMap<String, u32> = table
        .iter()
        .map(|(b, p)| (b.clone(), p.len() as u32))
        .collect();
    let groups = by_distance(&lengths);
    let mut rng = Rng::new(845);
    let mut inputs = Vec::new();
    let mut taken = Vec::new();
    for (distance, boards) in groups.iter().enumerate() {
        let mut here = Vec::new();
        for copy in ["a", "b"] {
            let board = &boards[rng.below(boards.len())];
            let name = format!("50-at-distance-{:02}-{}", distance, copy);
            inputs.push((name, format!("{}\n", spaced(board))));
            here.push(board.clone());
        }
        taken.push(here);
    }
    inputs.extend(many_at_each_distance(8_450, &groups, &taken, |b| {
        format!("{}\n", spaced(b))
    }));
    for i in 1..=3 {
        let board = unsolvable_board(&mut rng, &table);
        inputs.push((
            format!("60-unsolvable-{}", i),
            format!("{}\n", spaced(&board)),
        ));
    }
    inputs
}

/// Luogu P1379: two boards at every distance 0..=30 from `123804765` (always solvable), ten
/// from 10 up.
fn luogu_p1379_boards() -> Vec<(String, String)> {
    let tables = oracle::nine_grid::Tables::shared();
    let (centre_goal, table) = tables.table(4);
    // The boards at distance d from 123405678, tiles renamed so that it becomes 123804765.
    let names: String = {
        let mut names = vec!['?'; 8];
        for (from, to) in centre_goal.chars().zip("123804765".chars()) {
            if let Some(k @ 1..=8) = from.to_digit(10) {
                names[k as usize - 1] = to;
            }
        }
        names.into_iter().collect()
    };
    let mut rng = Rng::new(1_379);
    let mut inputs = Vec::new();
    let groups = by_distance(table);
    let mut taken = Vec::new();
    for (distance, boards) in groups.iter().enumerate() {
        let mut here = Vec::new();
        for copy in ["a", "b"] {
            let board = &boards[rng.below(boards.len())];
            let name = format!("50-at-distance-{:02}-{}", distance, copy);
            inputs.push((name, format!("{}\n", renamed(board, &names))));
            here.push(board.clone());
        }
        taken.push(here);
    }
    inputs.extend(many_at_each_distance(13_790, &groups, &taken, |b| {
        format!("{}\n", renamed(b, &names))
    }));
    inputs
}

/// USACO msquare: two targets at every depth 1..=21, ten from 10 up (depth 0 and all five at
/// 22 are by hand).
fn usaco_targets() -> Vec<(String, String)> {
    let table = oracle::magic_board::shared();
    let lengths: HashMap<String, u32> = table
        .iter()
        .map(|(b, s)| (b.clone(), s.len() as u32))
        .collect();
    let groups = by_distance(&lengths);
    let mut rng = Rng::new(2_730);
    let mut inputs = Vec::new();
    let mut taken = vec![Vec::new(); groups.len()];
    for (depth, boards) in groups.iter().enumerate().take(22).skip(1) {
        for copy in ["a", "b"] {
            let target = &boards[rng.below(boards.len())];
            let name = format!("50-depth-{:02}-{}", depth, copy);
            inputs.push((name, format!("{}\n", spaced(target))));
            taken[depth].push(target.clone());
        }
    }
    // Depth 22's five targets are all there by hand.
    let more = many_at_each_distance(27_300, &groups[..22], &taken, |t| {
        format!("{}\n", spaced(t))
    });
    inputs.extend(
        more.into_iter()
            .map(|(name, input)| (name.replace("at-distance", "depth"), input)),
    );
    inputs
}

/// HDU 1430: one file with three pairs at every depth 0..=22 from random starts (colours
/// renamed), equal pairs among them, in random order.
fn hdu_1430_pairs() -> Vec<(String, String)> {
    let table = oracle::magic_board::shared();
    let lengths: HashMap<String, u32> = table
        .iter()
        .map(|(b, s)| (b.clone(), s.len() as u32))
        .collect();
    let mut rng = Rng::new(14_302);
    let mut pairs = Vec::new();
    for boards in by_distance(&lengths) {
        for _ in 0..3 {
            let start = rng.permutation("12345678");
            let target = renamed(&boards[rng.below(boards.len())], &start);
            pairs.push(format!("{}\n{}\n", start, target));
        }
    }
    rng.shuffle(&mut pairs);
    vec![("06-three-pairs-at-every-depth".to_string(), pairs.concat())]
}

/// POJ 1077 and AcWing 179: `copies` boards at every distance 1..=31, ten from 10 up (the
/// solved board is by hand), and unsolvable ones.
fn single_boards_with_a_path(seed: u64, copies: usize) -> Vec<(String, String)> {
    let table = oracle::eight_puzzle::shared();
    let lengths: HashMap<String, u32> = table
        .iter()
        .map(|(b, p)| (b.clone(), p.len() as u32))
        .collect();
    let mut rng = Rng::new(seed);
    let mut inputs = Vec::new();
    let groups = by_distance(&lengths);
    let mut taken = vec![Vec::new(); groups.len()];
    for (distance, boards) in groups.iter().enumerate().skip(1) {
        for copy in ["a", "b"].iter().take(copies) {
            let board = &boards[rng.below(boards.len())];
            let name = format!("50-at-distance-{:02}-{}", distance, copy);
            inputs.push((name, format!("{}\n", spaced(board))));
            taken[distance].push(board.clone());
        }
    }
    inputs.extend(many_at_each_distance(seed * 10, &groups, &taken, |b| {
        format!("{}\n", spaced(b))
    }));
    for i in 1..=2 {
        let board = unsolvable_board(&mut rng, &table);
        inputs.push((
            format!("60-unsolvable-{}", i),
            format!("{}\n", spaced(&board)),
        ));
    }
    inputs
}

/// HDU 1043: one file with three boards at every distance 0..=31 and ten unsolvable ones,
/// shuffled.
fn hdu_1043_boards() -> Vec<(String, String)> {
    let table = oracle::eight_puzzle::shared();
    let lengths: HashMap<String, u32> = table
        .iter()
        .map(|(b, p)| (b.clone(), p.len() as u32))
        .collect();
    let mut rng = Rng::new(10_432);
    let mut boards = Vec::new();
    for group in by_distance(&lengths) {
        for _ in 0..3 {
            boards.push(format!("{}\n", spaced(&group[rng.below(group.len())])));
        }
    }
    for _ in 0..10 {
        boards.push(format!("{}\n", spaced(&unsolvable_board(&mut rng, &table))));
    }
    rng.shuffle(&mut boards);
    vec![(
        "05-every-distance-and-unsolvable".to_string(),
        boards.concat(),
    )]
}

/// A case of HDU 3567: `T`, then the pairs, `X` the blank.
fn hdu_3567_input(pairs: &[(String, String)]) -> String {
    let mut text = format!("{}\n", pairs.len());
    for (a, b) in pairs {
        text += &format!("{}\n{}\n", a.replace('0', "X"), b.replace('0', "X"));
    }
    text
}

/// A random board with its blank in `cell` and the inversion parity of `like` (blank `0`).
fn board_with_blank(rng: &mut Rng, cell: usize, like: Option<&str>) -> String {
    let tables = oracle::nine_grid::Tables::shared();
    loop {
        let mut board = rng.permutation("12345678");
        board.insert(cell, '0');
        match like {
            Some(other) if oracle::nine_grid::moves(&tables, &board, other) < 0 => continue,
            _ => return board,
        }
    }
}

/// HDU 3567: pairs between every two blank cells, 200 random pairs, 200 pairs 30-31 moves
/// apart, two pairs at every distance, and hard pairs alone or three of one kind (which the
/// solution searches one by one before it builds a table).
fn hdu_3567_pairs() -> Vec<(String, String)> {
    let tables = oracle::nine_grid::Tables::shared();
    let mut rng = Rng::new(3_567);
    let mut every_cell = Vec::new();
    for b_cell in 0..9 {
        for a_cell in 0..9 {
            let b = board_with_blank(&mut rng, b_cell, None);
            let a = board_with_blank(&mut rng, a_cell, Some(&b));
            every_cell.push((a, b));
        }
    }
    let random: Vec<(String, String)> = (0..200)
        .map(|_| {
            let b = rng.permutation("012345678");
            let cell = rng.below(9);
            let a = board_with_blank(&mut rng, cell, Some(&b));
            (a, b)
        })
        .collect();
    // Pairs at each distance: a table's boards renamed, the table's goal renamed the same way.
    let groups: Vec<(String, Vec<Vec<String>>)> = (0..9)
        .map(|cell| {
            let (goal, table) = tables.table(cell);
            (goal.to_string(), by_distance(table))
        })
        .collect();
    let pair_at = |rng: &mut Rng, distance: usize, blank: Option<usize>| loop {
        let cell = blank.unwrap_or_else(|| rng.below(9));
        let (goal, boards) = &groups[cell];
        if let Some(boards) = boards.get(distance).filter(|b| !b.is_empty()) {
            let names = rng.permutation("12345678");
            break (
                renamed(&boards[rng.below(boards.len())], &names),
                renamed(goal, &names),
            );
        }
    };
    let hardest: Vec<(String, String)> = (0..200)
        .map(|_| {
            let distance = 30 + rng.below(2);
            pair_at(&mut rng, distance, None)
        })
        .collect();
    let mut every_distance = Vec::new();
    for distance in 0..=31 {
        for _ in 0..2 {
            every_distance.push(pair_at(&mut rng, distance, None));
        }
    }
    rng.shuffle(&mut every_distance);
    let alone = vec![pair_at(&mut rng, 31, Some(0))];
    let three_corners: Vec<(String, String)> = [0, 2, 8]
        .iter()
        .map(|&corner| pair_at(&mut rng, 30, Some(corner)))
        .collect();
    vec![
        ("03-between-every-two-blank-cells".to_string(), every_cell),
        ("04-200-random-pairs".to_string(), random),
        ("05-200-pairs-30-or-31-moves-apart".to_string(), hardest),
        ("06-two-pairs-at-every-distance".to_string(), every_distance),
        ("07-one-31-move-pair-alone".to_string(), alone),
        ("08-three-far-pairs-to-corners".to_string(), three_corners),
    ]
    .into_iter()
    .map(|(name, pairs)| (name, hdu_3567_input(&pairs)))
    .collect()
}

/// Grasshoppers, batch mode: the 74 arrangements farthest from the start, and 200 random
/// pairs with `.` or `0` for the empty plate.
fn grasshopper_pairs() -> Vec<(String, String)> {
    let table = oracle::grasshoppers::shared();
    let mut farthest: Vec<&String> = table
        .iter()
        .filter(|(_, &d)| d == 20)
        .map(|(ring, _)| ring)
        .collect();
    farthest.sort();
    let farthest: String = farthest
        .iter()
        .map(|ring| format!("012345678 {}\n", ring))
        .collect();
    let mut rng = Rng::new(642);
    let random: String = (0..200)
        .map(|i| {
            let (start, target) = (rng.permutation("012345678"), rng.permutation("012345678"));
            if i % 2 == 0 {
                format!("{} {}\n", start, target)
            } else {
                format!(
                    "{}\n{}\n",
                    start.replace('0', "."),
                    target.replace('0', ".")
                )
            }
        })
        .collect();
    vec![
        ("06-the-74-farthest-from-the-start".to_string(), farthest),
        ("07-200-random-pairs".to_string(), random),
    ]
}

/// The shape of random 字串变换 cases: the letters, A's length, the number of rules and the
/// lengths of their sides.
#[derive(Clone, Copy)]
struct RuleShape {
    alphabets: &'static [&'static str],
    start: (usize, usize),
    rules: (usize, usize),
    from: (usize, usize),
    to: (usize, usize),
}

/// The shape of most cases: up to six rules of up to three letters over a few letters.
const RULE_SETS: RuleShape = RuleShape {
    alphabets: &["ab", "abc", "abcd"],
    start: (2, 8),
    rules: (1, 6),
    from: (1, 3),
    to: (1, 3),
};

fn random_word(rng: &mut Rng, alphabet: &str, (shortest, longest): (usize, usize)) -> String {
    let letters: Vec<char> = alphabet.chars().collect();
    let length = shortest + rng.below(longest - shortest + 1);
    (0..length)
        .map(|_| letters[rng.below(letters.len())])
        .collect()
}

/// A random rule set and A (B left empty).
fn random_rule_set(rng: &mut Rng, shape: RuleShape) -> oracle::string_rewrite::Case {
    let alphabet = shape.alphabets[rng.below(shape.alphabets.len())];
    let rules = shape.rules.0 + rng.below(shape.rules.1 - shape.rules.0 + 1);
    oracle::string_rewrite::Case {
        start: random_word(rng, alphabet, shape.start),
        target: String::new(),
        rules: (0..rules)
            .map(|_| {
                (
                    random_word(rng, alphabet, shape.from),
                    random_word(rng, alphabet, shape.to),
                )
            })
            .collect(),
    }
}

/// A random case with B at `distance` rewrites from A (11: farther than the judges allow),
/// B at most 20 characters as the statement promises, chosen from a one-way search that holds
/// at most `room` strings; `None` if `tries` rule sets have no such B.
fn rule_set_at(
    rng: &mut Rng,
    shape: RuleShape,
    distance: u32,
    room: usize,
    tries: usize,
) -> Option<oracle::string_rewrite::Case> {
    for _ in 0..tries {
        let mut case = random_rule_set(rng, shape);
        let ball = match oracle::string_rewrite::ball(&case, distance, room) {
            Some(ball) => ball,
            None => continue,
        };
        let mut there: Vec<&String> = ball
            .iter()
            .filter(|(s, &d)| d == distance && s.len() <= 20)
            .map(|(s, _)| s)
            .collect();
        if there.is_empty() {
            continue;
        }
        there.sort();
        case.target = there[rng.below(there.len())].clone();
        return Some(case);
    }
    None
}

/// 字串变换: two random rule sets with B at every distance 1 to 10, and two with B 11 away
/// (`NO ANSWER!`), ten copies of the ten-rewrite kind, the hardest.
fn rule_sets_at_every_distance(seed: u64) -> Vec<(String, String)> {
    let mut rng = Rng::new(seed);
    let mut inputs = Vec::new();
    for distance in 1..=11u32 {
        let copies = if distance == 10 { 10 } else { 2 };
        for copy in 0..copies {
            let case = rule_set_at(&mut rng, RULE_SETS, distance, 20_000, 10_000)
                .expect("a rule set with B that far");
            let name = match distance {
                11 => format!("50-eleven-away-no-answer-{}", (b'a' + copy) as char),
                d => format!("50-at-distance-{:02}-{}", d, (b'a' + copy) as char),
            };
            inputs.push((name, case.input()));
        }
    }
    inputs
}

#[test]
fn every_answer_file_is_what_the_oracle_says() {
    common::in_parallel(&packages(), |package| {
        for case in cases::discover(&package.dir).expect("cases") {
            let text = fs::read_to_string(&case.input).expect("input readable");
            let expected = oracle_answer(&package.solution, &text);
            let stored = fs::read_to_string(&case.answer).expect("answer readable");
            assert_eq!(
                stored,
                expected,
                "{} disagrees with the oracle",
                case.answer.display()
            );
        }
    });
}

#[test]
fn generated_inputs_are_the_ones_in_the_folder() {
    common::in_parallel(&packages(), |package| {
        for (name, input) in generated_inputs(package) {
            let path = package.dir.join(format!("{}.in", name));
            let stored = fs::read_to_string(&path).expect("generated input exists (BLESS=1)");
            assert_eq!(
                stored,
                input,
                "{} differs from its generator",
                path.display()
            );
        }
    });
}

#[test]
fn the_deep_fifteen_boards_need_43_to_45_moves_by_the_oracle() {
    // The answers are the oracle's shortest paths (`every_answer_file_is_what_the_oracle_says`
    // re-derives them): their lengths are the boards' distances.
    let answers =
        fs::read_to_string(testdata_root().join(format!("fifteen/uva-10181/{}.ans", UVA_43_TO_45)))
            .expect("the answers of the deep boards");
    let lengths: Vec<usize> = answers.lines().map(str::len).collect();
    assert_eq!(lengths.len(), fifteen_boards_43_to_45().len());
    assert!(
        lengths.iter().all(|l| (43..=45).contains(l)),
        "{:?}",
        lengths
    );
}

#[test]
fn every_folder_is_a_package_of_a_solution_with_a_puzzle_module() {
    let packages = packages();
    for solution in fs::read_dir(testdata_root()).expect("testdata/") {
        let solution = solution.expect("entry").path();
        let name = solution
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        assert!(
            bfs_puzzles::puzzles::by_name(&name).is_some(),
            "testdata/{} has no module in src/puzzles",
            name
        );
        assert!(solution_binary(&name).is_file());
        for dir in fs::read_dir(&solution).expect("solution folder") {
            let dir = dir.expect("entry").path();
            assert!(
                packages.iter().any(|p| p.dir == dir),
                "{} has no problem.txt",
                dir.display()
            );
        }
    }
    let mut owners: HashMap<String, String> = HashMap::new();
    for package in &packages {
        for alias in &package.aliases {
            let key = problem::normalised(alias);
            let other = packages.iter().find(|p| {
                p.label() != package.label()
                    && p.names().iter().any(|n| problem::normalised(n) == key)
            });
            assert!(
                other.is_none(),
                "alias {} of {} names {} too",
                alias,
                package.label(),
                other.map(Package::label).unwrap_or_default()
            );
            if let Some(owner) = owners.insert(key, package.label()) {
                assert_eq!(owner, package.label(), "alias {} is given twice", alias);
            }
        }
    }
}

fn assert_all_accepted(label: &str, reports: &[CaseReport]) {
    let failures: Vec<String> = reports
        .iter()
        .filter(|r| r.verdict != Verdict::Accepted)
        .map(|r| format!("{} {}: {}", r.verdict, r.name, r.message))
        .collect();
    assert!(failures.is_empty(), "{}:\n{}", label, failures.join("\n"));
}

/// Judges `program` on `package` under the package's own rule and limits.
fn judge_package(program: &Program, package: &Package) -> Vec<CaseReport> {
    judge_in_session(&package_session(program, package), package)
}

/// A session for `program` with the package's rule, limits and file names.
fn package_session(program: &Program, package: &Package) -> Session {
    let mut session = Session::new(program.clone(), package.checker.clone());
    session.limits.time = package.time_limit;
    session.limits.memory_kib = Some(package.memory_kib);
    session.file_io = package.file_io.clone();
    session
}

/// Judges the package's quick cases (`common::quick_cases`: every case under `SWEEP=full`).
fn judge_in_session(session: &Session, package: &Package) -> Vec<CaseReport> {
    let cases = common::quick_cases_in(&package.dir);
    judge_cases(session, &cases, &mut Silent).expect("package judged")
}

// The quick suite judges each package's quick cases; every case of every package is judged by
// `SWEEP=full` and by the README's first command (`cargo run --release`), both run by CI.
#[test]
fn every_bundled_case_is_accepted_through_the_judge() {
    common::in_parallel(&packages(), |package| {
        let program = Program::binary(solution_binary(&package.solution));
        let reports = judge_package(&program, package);
        assert_all_accepted(&package.label(), &reports);
    });
}

#[test]
fn the_quick_cases_keep_every_hand_written_case_and_the_deepest_boards() {
    let package = packages()
        .into_iter()
        .find(|p| p.label() == "nine_grid/lanqiao-prev-19")
        .expect("package exists");
    let all = cases::discover(&package.dir).expect("cases");
    let quick: Vec<String> = common::quick_selection(&all)
        .into_iter()
        .map(|c| c.name)
        .collect();
    // 25 hand-written cases (01- to 25-), then the first and last of 50-, 60- and 70-.
    let mut expected: Vec<String> = all[..25].iter().map(|c| c.name.clone()).collect();
    expected.extend(
        [
            "50-at-distance-00-a",
            "50-at-distance-31-j",
            "60-unreachable-1",
            "60-unreachable-3",
            "70-catches-astar-closed-when-generated-11-to-corner",
            "70-catches-never-tests-the-start-00-to-corner",
        ]
        .map(String::from),
    );
    assert_eq!(quick, expected);
    assert!(expected[24].starts_with("25-"), "{:?}", expected);
    // A package of at most 16 cases is kept whole.
    for package in packages() {
        let all = cases::discover(&package.dir).expect("cases");
        if all.len() <= 16 {
            assert_eq!(common::quick_selection(&all), all, "{}", package.label());
        }
    }
}

#[test]
fn every_judge_package_holds_hard_cases_of_every_distance() {
    // A flawed search passes a package of five easy cases; these hold boards at every
    // distance, the hardest ones included, ten at each from 10 up, and the chosen ones.
    for (label, minimum) in [
        ("nine_grid/lanqiao-prev-19", 290),
        ("nine_grid/acwing-845", 260),
        ("nine_grid/luogu-p1379", 250),
        ("magic_board/usaco-msquare", 160),
        ("eight_puzzle/poj-1077", 240),
        ("eight_puzzle/acwing-179", 260),
        ("eight_puzzle/hdu-1043", 10),
        ("eight_ii/hdu-3567", 10),
    ] {
        let package = packages()
            .into_iter()
            .find(|p| p.label() == label)
            .expect("package exists");
        let count = cases::discover(&package.dir).expect("cases").len();
        assert!(count >= minimum, "{} has {} cases", label, count);
    }
}

/// Known-wrong programs in `tests/known_wrong/`, and what each package must do with them:
/// `tests/known_wrong/expectations.txt` (`judge export` reads it too, to ship the programs a
/// package rejects).
fn known_wrong() -> Vec<bfs_puzzles::export::Expectation> {
    bfs_puzzles::export::expectations().expect("tests/known_wrong/expectations.txt")
}

/// What a package must do with a known-wrong program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// Some case is not AC: the package catches the mistake.
    Rejected,
    /// Every case is AC: the mistake does not matter to that judge (its rule allows it, or its
    /// inputs never meet it), and the package must not reject what the judge accepts.
    Accepted,
}

use Expect::{Accepted, Rejected};

/// The cases of `package` chosen to catch `mistake` (`70-catches-MISTAKE`, `-DD`, ...).
fn catching_cases(package: &Package, mistake: &str) -> Vec<cases::Case> {
    let name = format!("{}{}", CATCHING, mistake.replace('_', "-"));
    cases::discover(&package.dir)
        .expect("cases")
        .into_iter()
        .filter(|c| c.name == name || c.name.starts_with(&format!("{}-", name)))
        .collect()
}

/// What `package` does with `program`, with the cases that reject it (every chosen case, or
/// the first that is not AC: judging stops there), and why it fails to when it does: a mistake
/// with cases chosen to catch it must get WA on every one of them; otherwise some case must
/// fail (`Rejected`) or every case pass (`Accepted`).
fn judged_against(
    program: &Program,
    package: &Package,
    mistake: &str,
    expect: Expect,
) -> Result<(Expect, Option<String>), String> {
    let mut session = package_session(program, package);
    // What is judged here is the answer, not the speed: a limit that only a hang reaches, so
    // that a busy machine never turns a wrong answer into a time-out.
    session.limits.time = session.limits.time.max(Duration::from_secs(20));
    let catching = catching_cases(package, mistake);
    if expect == Rejected && !catching.is_empty() {
        let reports = judge_cases(&session, &catching, &mut Silent).expect("package judged");
        let missed: Vec<String> = reports
            .iter()
            .filter(|r| r.verdict != Verdict::WrongAnswer)
            .map(|r| format!("{} {}", r.verdict, r.name))
            .collect();
        let names: Vec<&str> = reports.iter().map(|r| r.name.as_str()).collect();
        return if missed.is_empty() {
            Ok((Rejected, Some(names.join(", "))))
        } else {
            Err(format!(
                "chosen cases that do not catch it: {}",
                missed.join(", ")
            ))
        };
    }
    session.stop_on_fail = expect == Rejected;
    let all = cases::discover(&package.dir).expect("cases");
    // The quick cases first (the hand-written ones, the deepest boards): judging stops at the
    // first case that is not AC, and a program that must be rejected mostly fails there. A
    // program that must be rejected is judged on the other cases too if it passes those, so
    // its verdict is the full sweep's whatever the sweep. One that must be accepted is judged
    // on the quick cases alone in the quick suite: it then proves that the package does not
    // reject it on those, and only `SWEEP=full` that no other case wrongly rejects it.
    let quick = common::quick_selection(&all);
    let mut reports = judge_cases(&session, &quick, &mut Silent).expect("package judged");
    let passed = reports.iter().all(|r| r.verdict == Verdict::Accepted);
    if passed && (expect == Rejected || common::full_sweep()) {
        let rest: Vec<cases::Case> = all.into_iter().filter(|c| !quick.contains(c)).collect();
        if !rest.is_empty() {
            reports.extend(judge_cases(&session, &rest, &mut Silent).expect("package judged"));
        }
    }
    Ok(
        match reports.iter().find(|r| r.verdict != Verdict::Accepted) {
            Some(failed) => (Rejected, Some(failed.name.clone())),
            None => (Accepted, None),
        },
    )
}

#[test]
fn each_package_rejects_the_known_wrong_solutions_of_its_judge_and_only_those() {
    let packages = packages();
    let expectations = known_wrong();
    let sources: Vec<&str> = expectations.iter().map(|e| e.program.as_str()).collect();
    let binaries = common::build_known_wrong_all(&sources);
    let mut failures = Vec::new();
    let mut strength: Vec<(String, Vec<String>, Vec<String>)> = Vec::new();
    let mut judged_catching: Vec<(String, String)> = Vec::new();
    let expect_of = |expectation: &bfs_puzzles::export::Expectation| {
        if expectation.rejected() {
            Rejected
        } else {
            Accepted
        }
    };
    let package_of = |expectation: &bfs_puzzles::export::Expectation| {
        packages
            .iter()
            .find(|p| p.label() == expectation.package)
            .expect("package exists")
    };
    // Each program judged on its package, independent of the others: side by side.
    let judged = common::in_parallel(&expectations, |expectation| {
        let mistake = expectation.mistake.as_str();
        let args = if mistake.is_empty() {
            vec![]
        } else {
            vec![mistake.into()]
        };
        let program = Program::Exec {
            path: binaries[expectation.program.as_str()].clone(),
            args,
        };
        let package = package_of(expectation);
        judged_against(&program, package, mistake, expect_of(expectation))
    });
    for (expectation, got) in expectations.iter().zip(judged) {
        let (source, mistake) = (expectation.program.as_str(), expectation.mistake.as_str());
        let label = expectation.package.as_str();
        let expect = expect_of(expectation);
        let shown = if mistake.is_empty() {
            source.to_string()
        } else {
            format!("{} {}", source, mistake)
        };
        let package = package_of(expectation);
        if expect == Rejected && !mistake.is_empty() {
            for case in catching_cases(package, mistake) {
                judged_catching.push((label.to_string(), case.name));
            }
        }
        let row = match strength.iter().position(|r| r.0 == label) {
            Some(i) => i,
            None => {
                strength.push((label.to_string(), Vec::new(), Vec::new()));
                strength.len() - 1
            }
        };
        match &got {
            Ok((Rejected, by)) => {
                strength[row]
                    .1
                    .push(format!("{} (by {})", shown, by.as_deref().unwrap_or("?")))
            }
            Ok((Accepted, _)) => strength[row].2.push(shown.clone()),
            Err(_) => {}
        }
        match &got {
            Ok((got, _)) if *got == expect => {}
            Ok((got, _)) => failures.push(format!(
                "{} on {}: expected {:?}, got {:?}",
                shown, label, expect, got
            )),
            Err(why) => failures.push(format!("{} on {}: {}", shown, label, why)),
        }
    }
    // Every chosen case is judged against the family it is named for: none is left over.
    for package in &packages {
        for case in cases::discover(&package.dir).expect("cases") {
            let key = (package.label(), case.name.clone());
            if case.name.starts_with(CATCHING) && !judged_catching.contains(&key) {
                failures.push(format!(
                    "{} {} catches no known-wrong program of the table",
                    key.0, key.1
                ));
            }
        }
    }
    strength.sort();
    let mut shown = String::from("strength of the packages: the known-wrong programs each rejects, and those it accepts because its judge's rule allows them\n");
    for (label, rejected, accepted) in &strength {
        shown += &format!(
            "{}: rejects {}, accepts {}\n",
            label,
            rejected.len(),
            accepted.len()
        );
        for program in rejected {
            shown += &format!("  rejects {}\n", program);
        }
        for program in accepted {
            shown += &format!("  accepts {}\n", program);
        }
    }
    // Straight to the process's stderr, past the test harness's capture: the report shows in
    // every `cargo test`, passing or not.
    let _ = std::io::Write::write_all(&mut std::io::stderr(), shown.as_bytes());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The learner's ladder in `examples/`: each rung and the packages it is AC on, judged as
/// `judge FILE PROBLEM` judges a contestant's file (compiled by the judge's own `source`), by
/// the package's rule.
const LADDER: &[(&str, &[&str])] = &[
    ("nine_grid_1_strings", &["nine_grid/lanqiao-prev-19"]),
    ("nine_grid_2_cantor", &["nine_grid/lanqiao-prev-19"]),
    ("nine_grid_3_parity", &["nine_grid/lanqiao-prev-19"]),
    ("nine_grid_4_bidirectional", &["nine_grid/lanqiao-prev-19"]),
    ("magic_board_1_classic", &["magic_board/usaco-msquare"]),
    (
        "eight_puzzle_1_classic",
        &["eight_puzzle/poj-1077", "eight_puzzle/acwing-179"],
    ),
    // On no package, on purpose: it runs out of its budget of boards past 22 moves.
    ("fifteen_1_bfs", &[]),
    ("fifteen_2_ida_manhattan", &["fifteen/aoj-alds1-13-c"]),
    (
        "string_rewrite_1_one_way",
        &["string_rewrite/luogu-p1032", "string_rewrite/acwing-190"],
    ),
];

#[test]
fn every_rung_of_the_ladder_is_accepted_on_its_package() {
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut rungs: Vec<String> = fs::read_dir(&examples)
        .expect("examples/ exists")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().map_or(false, |e| e == "rs"))
        .map(|p| {
            p.file_stem()
                .expect("a name")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    rungs.sort();
    let mut listed: Vec<&str> = LADDER.iter().map(|rung| rung.0).collect();
    listed.sort_unstable();
    assert_eq!(
        rungs, listed,
        "every file of examples/ is a rung listed here"
    );
    let packages = packages();
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ladder-cache");
    let mut judgings: Vec<(&str, Program, &Package)> = Vec::new();
    for &(rung, labels) in LADDER {
        let program = rung_program(&examples.join(format!("{}.rs", rung)), &cache);
        for label in labels {
            let package = packages
                .iter()
                .find(|p| p.label() == *label)
                .expect("package exists");
            judgings.push((rung, program.clone(), package));
        }
    }
    // Each rung on each package is independent of the others: judged side by side.
    common::in_parallel(&judgings, |(rung, program, package)| {
        // The package's rule and memory limit, but a time limit only a hang reaches: rung 1
        // takes a few hundred ms a case, and speed is the bench's to measure. The quick cases
        // (`common::quick_cases`: the hand-written ones, the nearest and deepest boards, the
        // first and last catching case) in the quick suite; every case under `SWEEP=full`.
        let mut session = package_session(program, package);
        session.limits.time = std::time::Duration::from_secs(60);
        let reports = judge_in_session(&session, package);
        assert_all_accepted(&format!("{} on {}", rung, package.label()), &reports);
    });
}

/// The rung whose source is `source`, as a program: the build `cargo test` made of it (every
/// example is built, to check it compiles: `target/debug/examples/NAME`, beside the crate's
/// binaries) where that is newer than the source, so the rung is not compiled twice (issue 29);
/// else, as after `cargo test --test suite`, which builds no example, the source compiled as the
/// judge compiles a contestant's `.rs`, into `cache`.
fn rung_program(source: &Path, cache: &Path) -> Program {
    let modified = |path: &Path| fs::metadata(path).and_then(|m| m.modified()).ok();
    let name = source.file_stem().expect("a rung's name").to_string_lossy();
    let built = Path::new(env!("CARGO_BIN_EXE_judge"))
        .with_file_name("examples")
        .join(format!("{}{}", name, std::env::consts::EXE_SUFFIX));
    match (modified(&built), modified(source)) {
        (Some(built_at), Some(written_at)) if built_at >= written_at => Program::binary(built),
        _ => bfs_puzzles::source::prepare(source, &Default::default(), cache, &mut |_| {})
            .unwrap_or_else(|e| panic!("{}: {}", source.display(), e)),
    }
}

#[test]
fn the_classic_contest_answer_stays_under_sixty_lines() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/nine_grid_2_cantor.rs");
    let lines = fs::read_to_string(&path).expect("the rung").lines().count();
    assert!(lines < 60, "{} has {} lines", path.display(), lines);
}

#[test]
fn the_guides_ladder_tables_give_each_rungs_lines() {
    // Rows look like `| 2 [`name.rs`](../examples/name.rs) | idea | 59 (48) | …`: the file's
    // lines and, in brackets, its code lines (neither blank nor only a comment).
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for guide in ["docs/learn.md", "docs/learn.zh-CN.md"] {
        let text = fs::read_to_string(root.join(guide)).expect("the guide");
        let mut rows = 0;
        for row in text
            .lines()
            .filter(|l| l.starts_with("| ") && l.contains("](../"))
        {
            let cells: Vec<&str> = row.split(" | ").collect();
            let link = cells[0].split("](../").nth(1).expect("a link");
            let source =
                fs::read_to_string(root.join(link.trim_end_matches(')'))).expect("the rung's file");
            let code = source
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with("//"))
                .count();
            let expected = format!("{} ({})", source.lines().count(), code);
            assert_eq!(cells[2], expected, "{}: {}", guide, row);
            rows += 1;
        }
        assert_eq!(rows, 14, "{} lists every rung", guide);
    }
}
