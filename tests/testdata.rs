//! The bundled problem packages: every answer re-derived by the oracle, every case passed by its
//! solution through the judge core (the same code as `cargo run`) under the package's own rule
//! and limits, and known-wrong solutions rejected by the packages of their judges, which proves
//! the data has teeth.
//!
//! `BLESS=1 cargo test --test testdata` writes the generated inputs (fixed seeds) and every
//! `.ans` from the oracle, before any other test of this file reads them; review the diff
//! before committing it.

mod common;

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

/// Writes every generated input and every answer from the oracle.
fn bless() {
    for package in problem::all(&testdata_root()).expect("every package reads") {
        for (name, input) in generated_inputs(&package) {
            fs::write(package.dir.join(format!("{}.in", name)), input).expect("input written");
        }
        for input in inputs_in(&package.dir) {
            let text = fs::read_to_string(&input).expect("input readable");
            let answer = oracle_answer(&package.solution, &text);
            fs::write(input.with_extension("ans"), answer).expect("answer written");
        }
    }
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
        _ => Vec::new(),
    }
}

/// Lanqiao PREV-19: two pairs at every distance 0..=31, to goals with the blank anywhere
/// (tiles renamed at random), and pairs that cannot be reached.
fn lanqiao_pairs() -> Vec<(String, String)> {
    let tables = oracle::nine_grid::Tables::shared();
    let groups: Vec<(String, Vec<Vec<String>>)> = (0..9)
        .map(|cell| {
            let (goal, table) = tables.table(cell);
            (goal.to_string(), by_distance(table))
        })
        .collect();
    let dotted = |board: &str| board.replace('0', ".");
    let mut rng = Rng::new(19);
    let mut inputs = Vec::new();
    for distance in 0..=31 {
        for copy in ["a", "b"] {
            let (goal, boards) = loop {
                let (goal, groups) = &groups[rng.below(9)];
                if let Some(boards) = groups.get(distance).filter(|b| !b.is_empty()) {
                    break (goal, boards);
                }
            };
            let names = rng.permutation("12345678");
            let start = renamed(&boards[rng.below(boards.len())], &names);
            let target = renamed(goal, &names);
            let name = format!("50-at-distance-{:02}-{}", distance, copy);
            inputs.push((name, format!("{}\n{}\n", dotted(&start), dotted(&target))));
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

/// AcWing 845: two boards at every distance 0..=31 from `1 2 3 4 5 6 7 8 x`, and unsolvable
/// ones.
fn acwing_845_boards() -> Vec<(String, String)> {
    let table = oracle::eight_puzzle::shared();
    let lengths: HashMap<String, u32> = table
        .iter()
        .map(|(b, p)| (b.clone(), p.len() as u32))
        .collect();
    let groups = by_distance(&lengths);
    let mut rng = Rng::new(845);
    let mut inputs = Vec::new();
    for (distance, boards) in groups.iter().enumerate() {
        for copy in ["a", "b"] {
            let board = &boards[rng.below(boards.len())];
            let name = format!("50-at-distance-{:02}-{}", distance, copy);
            inputs.push((name, format!("{}\n", spaced(board))));
        }
    }
    for i in 1..=3 {
        let board = unsolvable_board(&mut rng, &table);
        inputs.push((
            format!("60-unsolvable-{}", i),
            format!("{}\n", spaced(&board)),
        ));
    }
    inputs
}

/// Luogu P1379: two boards at every distance 0..=30 from `123804765` (always solvable).
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
    for (distance, boards) in by_distance(table).iter().enumerate() {
        for copy in ["a", "b"] {
            let board = renamed(&boards[rng.below(boards.len())], &names);
            let name = format!("50-at-distance-{:02}-{}", distance, copy);
            inputs.push((name, format!("{}\n", board)));
        }
    }
    inputs
}

/// USACO msquare: two targets at every depth 1..=21 (depth 0 and all five at 22 are by hand).
fn usaco_targets() -> Vec<(String, String)> {
    let table = oracle::magic_board::shared();
    let lengths: HashMap<String, u32> = table
        .iter()
        .map(|(b, s)| (b.clone(), s.len() as u32))
        .collect();
    let groups = by_distance(&lengths);
    let mut rng = Rng::new(2_730);
    let mut inputs = Vec::new();
    for (depth, boards) in groups.iter().enumerate().take(22).skip(1) {
        for copy in ["a", "b"] {
            let target = &boards[rng.below(boards.len())];
            let name = format!("50-depth-{:02}-{}", depth, copy);
            inputs.push((name, format!("{}\n", spaced(target))));
        }
    }
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

/// POJ 1077 and AcWing 179: `copies` boards at every distance 1..=31 (the solved board is by
/// hand), and unsolvable ones.
fn single_boards_with_a_path(seed: u64, copies: usize) -> Vec<(String, String)> {
    let table = oracle::eight_puzzle::shared();
    let lengths: HashMap<String, u32> = table
        .iter()
        .map(|(b, p)| (b.clone(), p.len() as u32))
        .collect();
    let mut rng = Rng::new(seed);
    let mut inputs = Vec::new();
    for (distance, boards) in by_distance(&lengths).iter().enumerate().skip(1) {
        for copy in ["a", "b"].iter().take(copies) {
            let board = &boards[rng.below(boards.len())];
            let name = format!("50-at-distance-{:02}-{}", distance, copy);
            inputs.push((name, format!("{}\n", spaced(board))));
        }
    }
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

#[test]
fn every_answer_file_is_what_the_oracle_says() {
    for package in packages() {
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
    }
}

#[test]
fn generated_inputs_are_the_ones_in_the_folder() {
    for package in packages() {
        for (name, input) in generated_inputs(&package) {
            let path = package.dir.join(format!("{}.in", name));
            let stored = fs::read_to_string(&path).expect("generated input exists (BLESS=1)");
            assert_eq!(
                stored,
                input,
                "{} differs from its generator",
                path.display()
            );
        }
    }
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
    let mut session = Session::new(program.clone(), package.checker.clone());
    session.limits.time = package.time_limit;
    session.limits.memory_kib = Some(package.memory_kib);
    session.file_io = package.file_io.clone();
    let cases = cases::discover(&package.dir).expect("cases");
    judge_cases(&session, &cases, &mut Silent).expect("package judged")
}

#[test]
fn every_bundled_case_is_accepted_through_the_judge() {
    for package in packages() {
        let program = Program::binary(solution_binary(&package.solution));
        let reports = judge_package(&program, &package);
        assert_all_accepted(&package.label(), &reports);
    }
}

#[test]
fn every_judge_package_holds_hard_cases_of_every_distance() {
    // A flawed search passes a package of five easy cases; these hold boards at every
    // distance, the hardest ones included.
    for (label, minimum) in [
        ("nine_grid/lanqiao-prev-19", 60),
        ("nine_grid/acwing-845", 60),
        ("nine_grid/luogu-p1379", 60),
        ("magic_board/usaco-msquare", 45),
        ("eight_puzzle/poj-1077", 35),
        ("eight_puzzle/acwing-179", 65),
        ("eight_ii/hdu-3567", 8),
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

#[test]
fn each_package_rejects_the_known_wrong_solutions_of_its_judge_and_only_those() {
    let packages = packages();
    let expectations = known_wrong();
    let sources: Vec<&str> = expectations.iter().map(|e| e.program.as_str()).collect();
    let binaries = common::build_known_wrong_all(&sources);
    let mut failures = Vec::new();
    for expectation in &expectations {
        let args = if expectation.mistake.is_empty() {
            vec![]
        } else {
            vec![expectation.mistake.clone().into()]
        };
        let program = Program::Exec {
            path: binaries[expectation.program.as_str()].clone(),
            args,
        };
        let package = packages
            .iter()
            .find(|p| p.label() == expectation.package)
            .expect("package exists");
        let reports = judge_package(&program, package);
        let rejected = reports.iter().any(|r| r.verdict != Verdict::Accepted);
        if rejected != expectation.rejected() {
            failures.push(format!(
                "{} {} on {}: expected {}, got {}",
                expectation.program,
                expectation.mistake,
                expectation.package,
                expectation.verdict,
                if rejected { "rejected" } else { "accepted" }
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
