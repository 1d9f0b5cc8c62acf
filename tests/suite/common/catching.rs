//! The cases chosen to catch the plausible wrong searches (`tests/known_wrong/search_families.rs`,
//! `magic_board_wrong_moves.rs`, `string_rewrite_searches.rs` and `fifteen_mutants.rs`). At `BLESS=1` each family runs in memory over the whole
//! state space of a judge's goal (181 440 boards; 40 320 magic boards; Eight II, whose families
//! are wrong on most pairs, by distance until each family is caught at three), and each package
//! gets, per family, the boards of smallest distance on which it is wrong, at different
//! distances, named by what they catch: `70-catches-astar-blank-counted-19`. The answers come
//! from the oracle like every other case's; `tests/suite/testdata.rs` checks that each catches its
//! family.
//!
//! This module is part of `tests/suite/testdata.rs` (declared there by path), and uses its helpers.

use super::search_families::{self as families, Family, Searcher};
use super::{as_board, fifteen_boards_43_to_45, fifteen_mutants, uva_10181_file};
use super::{by_distance, hdu_3567_input, magic_board_wrong_moves, renamed, spaced};
use super::{rule_set_at, string_rewrite_searches, RuleShape, RULE_SETS};
use crate::common::oracle;
use crate::common::Rng;
use std::collections::HashMap;
use std::time::Instant;

/// The boards per family a package gets, at different distances.
const PER_FAMILY: usize = 3;

/// How a judge reads a search's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The fewest moves (the step-count judges).
    Count,
    /// A series of moves that solves the board and is a shortest one (AcWing 179).
    ShortestPath,
    /// Any series of moves that solves the board (POJ 1077, HDU 1043).
    AnyPath,
}

const RULES: [Rule; 3] = [Rule::Count, Rule::ShortestPath, Rule::AnyPath];

/// The sliding families the step-count and path judges are built against (Eight II's are apart).
pub const SLIDING: &[&str] = &[
    "astar-blank-counted",
    "astar-twice-manhattan",
    "astar-misplaced-times-3",
    "astar-closed-when-generated",
    "greedy-best-first",
    "depth-cap-20",
    "depth-cap-25",
    "depth-cap-28",
    "wrong-goal",
    "never-tests-the-start",
];

/// The Eight II families: shortest paths, not the smallest.
pub const EIGHT_II: &[&str] = &["ida-star-order-udlr", "astar-any-shortest"];

/// The magic-board mistakes that show on one target (HDU-only mistakes are apart).
pub const MAGIC: &[&str] = &[
    "row_major_moves",
    "moves_tried_in_order_acb",
    "moves_tried_in_order_bac",
    "moves_tried_in_order_bca",
    "moves_tried_in_order_cab",
    "moves_tried_in_order_cba",
    "depth_capped_at_20",
    "start_not_marked_seen",
    "path_buffer_of_22_bytes",
    "path_buffer_of_21_bytes",
];

/// The targets per magic-board mistake a package gets: three, but five for a path buffer too
/// short, whose 22-byte version loses exactly five targets (at five distances): all of them.
fn magic_per_mistake(mistake: &str) -> usize {
    if mistake.starts_with("path_buffer_of_") {
        5
    } else {
        PER_FAMILY
    }
}

/// A board (blank `0`) on which a family is wrong, and under which rules.
#[derive(Clone, Debug)]
struct Miss {
    distance: u32,
    board: String,
    wrong: [bool; 3],
}

impl Miss {
    fn wrong_by(&self, rule: Rule) -> bool {
        self.wrong[RULES.iter().position(|&r| r == rule).expect("a rule")]
    }
}

/// Every solvable board's distance to `goal` (blank `0`), grouped and sorted: the oracle's table
/// for the goal's blank cell, tiles renamed onto `goal`.
fn boards_by_distance_to(goal: &str) -> Vec<Vec<String>> {
    let tables = oracle::nine_grid::Tables::shared();
    let (own_goal, table) = tables.table(goal.find('0').expect("a goal has a blank"));
    let mut names = vec!['?'; 8];
    for (from, to) in own_goal.chars().zip(goal.chars()) {
        if let Some(k @ 1..=8) = from.to_digit(10) {
            names[k as usize - 1] = to;
        }
    }
    let names: String = names.into_iter().collect();
    let mut groups = by_distance(table);
    for group in &mut groups {
        for board in group.iter_mut() {
            *board = renamed(board, &names);
        }
        group.sort();
    }
    groups
}

/// Runs `family` on every board solvable to `goal`: the boards where it is wrong, by distance;
/// unless `whole`, only until it is wrong by count at `PER_FAMILY` distances.
fn sweep(goal: &str, family: Family, groups: &[Vec<String>], whole: bool) -> Vec<Miss> {
    let mut searcher = Searcher::new(family);
    let target = families::board_of(goal.as_bytes());
    let x_goal = goal.replace('0', "x");
    let mut misses = Vec::new();
    for (distance, group) in groups.iter().enumerate() {
        if !whole && chosen(&misses, Rule::Count, PER_FAMILY).len() == PER_FAMILY {
            break;
        }
        for board in group {
            let path = searcher.path(&families::board_of(board.as_bytes()), &target);
            let solves = path.as_ref().map_or(false, |p| {
                let letters = String::from_utf8_lossy(p).into_owned();
                oracle::eight_puzzle::replay(&board.replace('0', "x"), &letters).as_deref()
                    == Some(x_goal.as_str())
            });
            let length = path.as_ref().map(Vec::len);
            let wrong = [
                length != Some(distance),
                !solves || length != Some(distance),
                !solves,
            ];
            if wrong.iter().any(|&w| w) {
                misses.push(Miss {
                    distance: distance as u32,
                    board: board.clone(),
                    wrong,
                });
            }
        }
    }
    misses
}

/// The boards of smallest distance where a family is wrong by `rule`, one per distance.
fn chosen(misses: &[Miss], rule: Rule, count: usize) -> Vec<&Miss> {
    let mut picked: Vec<&Miss> = Vec::new();
    for miss in misses.iter().filter(|m| m.wrong_by(rule)) {
        if picked.len() == count {
            break;
        }
        if picked.last().map_or(true, |p| p.distance != miss.distance) {
            picked.push(miss);
        }
    }
    picked
}

/// The two goals of the sliding judges: AcWing's and the path judges' (blank in the corner),
/// and Luogu's (blank in the centre).
const CORNER_GOAL: &str = "123456780";
const CENTRE_GOAL: &str = "123804765";

/// Every sliding family swept over both goals, on two threads; printed as it goes.
struct Sweeps {
    misses: HashMap<(&'static str, &'static str), Vec<Miss>>,
}

impl Sweeps {
    fn run() -> Sweeps {
        let goals = [CORNER_GOAL, CENTRE_GOAL];
        let groups: Vec<Vec<Vec<String>>> =
            goals.iter().map(|g| boards_by_distance_to(g)).collect();
        let jobs: Vec<(usize, &'static str)> = (0..goals.len())
            .flat_map(|g| SLIDING.iter().map(move |&f| (g, f)))
            .collect();
        let next = std::sync::atomic::AtomicUsize::new(0);
        let results = std::sync::Mutex::new(HashMap::new());
        std::thread::scope(|scope| {
            for _ in 0..2 {
                scope.spawn(|| loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let (g, name) = match jobs.get(i) {
                        Some(&job) => job,
                        None => break,
                    };
                    let started = Instant::now();
                    let family = families::family(name).expect("a family");
                    // The corner goal's judges include those that take any path, where a
                    // family may never be wrong: that takes the whole state space.
                    let whole = goals[g] == CORNER_GOAL;
                    let misses = sweep(goals[g], family, &groups[g], whole);
                    let count = |rule| misses.iter().filter(|m| m.wrong_by(rule)).count();
                    eprintln!(
                        "swept {} to {}{}: wrong on {} boards by count, {} by shortest path, {} by any path, of {} ({:.1} s)",
                        name,
                        goals[g],
                        if whole { "" } else { " (until caught at three distances)" },
                        count(Rule::Count),
                        count(Rule::ShortestPath),
                        count(Rule::AnyPath),
                        groups[g].iter().map(Vec::len).sum::<usize>(),
                        started.elapsed().as_secs_f64()
                    );
                    results
                        .lock()
                        .expect("results")
                        .insert((goals[g], name), misses);
                });
            }
        });
        Sweeps {
            misses: results.into_inner().expect("results"),
        }
    }

    fn shared() -> std::sync::Arc<Sweeps> {
        static SWEEPS: std::sync::Mutex<Option<std::sync::Arc<Sweeps>>> =
            std::sync::Mutex::new(None);
        let mut slot = SWEEPS.lock().unwrap_or_else(|p| p.into_inner());
        slot.get_or_insert_with(|| std::sync::Arc::new(Sweeps::run()))
            .clone()
    }

    fn chosen(
        &self,
        goal: &'static str,
        family: &'static str,
        rule: Rule,
        count: usize,
    ) -> Vec<Miss> {
        chosen(&self.misses[&(goal, family)], rule, count)
            .into_iter()
            .cloned()
            .collect()
    }
}

fn dotted(board: &str) -> String {
    board.replace('0', ".")
}

fn x_spaced(board: &str) -> String {
    spaced(&board.replace('0', "x"))
}

/// One case per chosen board of each family: `70-catches-FAMILY-DD`, input by `shape`.
fn one_per_case(
    sweeps: &Sweeps,
    goal: &'static str,
    rule: Rule,
    families: &[&'static str],
    shape: impl Fn(&str) -> String,
) -> Vec<(String, String)> {
    let mut inputs = Vec::new();
    for &family in families {
        for miss in sweeps.chosen(goal, family, rule, PER_FAMILY) {
            let name = format!("70-catches-{}-{:02}", family, miss.distance);
            inputs.push((name, shape(&miss.board)));
        }
    }
    inputs
}

/// The catching cases of a package (computed only at `BLESS=1`: the sweeps take a while).
pub fn catching_inputs(label: &str) -> Vec<(String, String)> {
    match label {
        "nine_grid/acwing-845" => {
            let sweeps = Sweeps::shared();
            one_per_case(&sweeps, CORNER_GOAL, Rule::Count, SLIDING, |b| {
                format!("{}\n", x_spaced(b))
            })
        }
        "nine_grid/luogu-p1379" => {
            let sweeps = Sweeps::shared();
            one_per_case(&sweeps, CENTRE_GOAL, Rule::Count, SLIDING, |b| {
                format!("{}\n", b)
            })
        }
        "nine_grid/lanqiao-prev-19" => lanqiao_catching(),
        "eight_puzzle/acwing-179" => {
            let sweeps = Sweeps::shared();
            one_per_case(&sweeps, CORNER_GOAL, Rule::ShortestPath, SLIDING, |b| {
                format!("{}\n", x_spaced(b))
            })
        }
        "eight_puzzle/poj-1077" => {
            let sweeps = Sweeps::shared();
            one_per_case(&sweeps, CORNER_GOAL, Rule::AnyPath, SLIDING, |b| {
                format!("{}\n", x_spaced(b))
            })
        }
        "eight_puzzle/hdu-1043" => {
            let sweeps = Sweeps::shared();
            SLIDING
                .iter()
                .filter_map(|&family| {
                    let boards = sweeps.chosen(CORNER_GOAL, family, Rule::AnyPath, PER_FAMILY);
                    let text: String = boards
                        .iter()
                        .map(|m| format!("{}\n", x_spaced(&m.board)))
                        .collect();
                    (!boards.is_empty()).then(|| (format!("70-catches-{}", family), text))
                })
                .collect()
        }
        "magic_board/usaco-msquare" => magic_catching(false),
        "magic_board/hdu-1430" => magic_catching(true),
        "eight_ii/hdu-3567" => eight_ii_catching(),
        "fifteen/uva-10181" => uva_10181_catching(),
        "string_rewrite/luogu-p1032" => rewrite_catching(1_032),
        "string_rewrite/acwing-190" => rewrite_catching(190),
        _ => Vec::new(),
    }
}

/// Lanqiao PREV-19 gives the target, so its pairs go to both goals, two boards each; the
/// wrong-goal family has no goal to get wrong there.
fn lanqiao_catching() -> Vec<(String, String)> {
    let sweeps = Sweeps::shared();
    let mut inputs = Vec::new();
    for &family in SLIDING.iter().filter(|&&f| f != "wrong-goal") {
        for (goal, side) in [(CORNER_GOAL, "corner"), (CENTRE_GOAL, "centre")] {
            for miss in sweeps.chosen(goal, family, Rule::Count, 2) {
                let name = format!("70-catches-{}-{:02}-to-{}", family, miss.distance, side);
                inputs.push((name, format!("{}\n{}\n", dotted(&miss.board), dotted(goal))));
            }
        }
    }
    inputs
}

/// The magic-board mistakes over all 40 320 targets: USACO gets a case per chosen target,
/// HDU 1430 one case per mistake with its targets as pairs from random starts.
fn magic_catching(hdu: bool) -> Vec<(String, String)> {
    let truth = oracle::magic_board::shared();
    let lengths: HashMap<String, u32> = truth
        .iter()
        .map(|(b, s)| (b.clone(), s.len() as u32))
        .collect();
    let targets = by_distance(&lengths);
    let mut rng = Rng::new(143_070);
    let mut inputs = Vec::new();
    for &mistake in MAGIC {
        let found = magic_board_wrong_moves::sequences(mistake);
        let misses: Vec<Miss> = targets
            .iter()
            .enumerate()
            .flat_map(|(depth, group)| group.iter().map(move |t| (depth, t)))
            .filter(|(_, t)| found.get(t.as_bytes()) != Some(&truth[*t]))
            .map(|(depth, t)| Miss {
                distance: depth as u32,
                board: t.clone(),
                wrong: [true; 3],
            })
            .collect();
        eprintln!(
            "swept {}: wrong on {} of {} targets",
            mistake,
            misses.len(),
            truth.len()
        );
        let picked = chosen(&misses, Rule::Count, magic_per_mistake(mistake));
        let family = mistake.replace('_', "-");
        if hdu {
            let pairs: String = picked
                .iter()
                .map(|m| {
                    let start = rng.permutation("12345678");
                    format!("{}\n{}\n", start, renamed(&m.board, &start))
                })
                .collect();
            inputs.push((format!("70-catches-{}", family), pairs));
        } else {
            for m in picked {
                let name = format!("70-catches-{}-{:02}", family, m.distance);
                inputs.push((name, format!("{}\n", spaced(&m.board))));
            }
        }
    }
    inputs
}

/// Eight II: from the nine starts (`12345678` with the blank put in each cell), boards by
/// distance until each family is wrong at three distances; one case per family.
fn eight_ii_catching() -> Vec<(String, String)> {
    let tables = oracle::eight_ii::Tables::shared();
    let by_cell: Vec<(String, Vec<Vec<String>>)> = (0..9)
        .map(|cell| {
            let (start, table) = tables.table(cell);
            let lengths: HashMap<String, u32> =
                table.iter().map(|(b, &(_, d))| (b.clone(), d)).collect();
            (start.to_string(), by_distance(&lengths))
        })
        .collect();
    let mut inputs = Vec::new();
    for &name in EIGHT_II {
        let mut searcher = Searcher::new(families::family(name).expect("a family"));
        let mut pairs: Vec<(String, String)> = Vec::new();
        'distances: for distance in 0..=31 {
            for (cell, (start, groups)) in by_cell.iter().enumerate() {
                for b in groups.get(distance).into_iter().flatten() {
                    let found = searcher.path(
                        &families::board_of(start.as_bytes()),
                        &families::board_of(b.as_bytes()),
                    );
                    let truth = oracle::eight_ii::path_to(tables.table(cell).1, b);
                    let found = found.map(|p| String::from_utf8_lossy(&p).into_owned());
                    if found != truth {
                        pairs.push((start.replace('X', "0"), b.replace('X', "0")));
                        if pairs.len() == PER_FAMILY {
                            break 'distances;
                        }
                        continue 'distances;
                    }
                }
            }
        }
        inputs.push((format!("70-catches-{}", name), hdu_3567_input(&pairs)));
    }
    inputs
}

/// The 字串变换 searches (`string_rewrite_searches.rs`) that random rule sets catch.
pub const REWRITE: &[&str] = &[
    "one_node_at_a_time",
    "first_position_only",
    "no_overlapping_positions",
    "depth_cap_9",
    "one_string_from_each_side_in_turn",
];

/// Small rule sets over more letters, where one string at a time from each side (from the
/// shorter queue, or the sides in turn) first meets through a string one level too deep
/// (larger ones rarely show it).
const SMALL_RULE_SETS: RuleShape = RuleShape {
    alphabets: &["abc", "abcd", "abcde"],
    start: (1, 4),
    rules: (2, 6),
    from: (1, 2),
    to: (1, 3),
};

/// Per search, random cases until it is wrong at `PER_FAMILY` distances (ten rewrites for the
/// depth cap, which is wrong nowhere else), then three long rows of `a`, five or six rules that
/// each write one letter, and B three rewrites away but past 100 000 strings of a one-way
/// search: the queue of 100 000 strings is full before B comes off it.
fn rewrite_catching(seed: u64) -> Vec<(String, String)> {
    let mut rng = Rng::new(seed);
    let mut inputs = Vec::new();
    for &mistake in REWRITE {
        let mut found: Vec<u32> = Vec::new();
        let mut tries = 0;
        while found.len() < PER_FAMILY {
            tries += 1;
            assert!(tries < 200_000, "{} is never caught", mistake);
            let (shape, distance) = match mistake {
                "one_node_at_a_time" => (SMALL_RULE_SETS, 2 + rng.below(5) as u32),
                "one_string_from_each_side_in_turn" => (SMALL_RULE_SETS, 2 + rng.below(7) as u32),
                "depth_cap_9" => (RULE_SETS, 10),
                _ => (RULE_SETS, 1 + rng.below(10) as u32),
            };
            if mistake != "depth_cap_9" && found.contains(&distance) {
                continue;
            }
            let case = match rule_set_at(&mut rng, shape, distance, 5_000, 1) {
                Some(case) => case,
                None => continue,
            };
            let rules: Vec<(Vec<u8>, Vec<u8>)> = case
                .rules
                .iter()
                .map(|(a, b)| (a.clone().into_bytes(), b.clone().into_bytes()))
                .collect();
            let got = string_rewrite_searches::answer(
                mistake,
                case.start.as_bytes(),
                case.target.as_bytes(),
                &rules,
            );
            if got.map(|d| d as u32) != oracle::string_rewrite::distance(&case) {
                let name = format!(
                    "70-catches-{}-{:02}-{}",
                    mistake.replace('_', "-"),
                    distance,
                    (b'a' + found.len() as u8) as char
                );
                found.push(distance);
                inputs.push((name, case.input()));
            }
        }
        eprintln!(
            "found {} cases of {} in {} tries",
            found.len(),
            mistake,
            tries
        );
    }
    let a = |n: usize| "a".repeat(n);
    let writes = |letters: &str| -> Vec<(String, String)> {
        letters
            .chars()
            .map(|c| ("a".to_string(), c.to_string()))
            .collect()
    };
    let wide = [
        (a(20), format!("bbb{}", a(17)), writes("bcdef")),
        (a(20), format!("bb{}b", a(17)), writes("bcdefg")),
        (a(18), format!("bbb{}", a(15)), writes("bcdef")),
    ];
    for (i, (start, target, rules)) in wide.into_iter().enumerate() {
        let case = oracle::string_rewrite::Case {
            start,
            target,
            rules,
        };
        let name = format!(
            "70-catches-one-way-capped-at-100000-03-{}",
            (b'a' + i as u8) as char
        );
        inputs.push((name, case.input()));
    }
    inputs
}

/// The 15-puzzle searches (`fifteen_mutants.rs`) that UVa 10181's deep boards catch: a path
/// over its 50 moves, or none at all, where a path of at most 45 exists.
pub const FIFTEEN_DEEP: &[&str] = &[
    "manhattan_with_the_blank_capped_at_50",
    "weighted_manhattan_times_1_5",
];

/// UVa 10181: per search, the first `PER_FAMILY` boards of `tests/data/fifteen_43_to_45.txt` on
/// which it prints no path within 50 moves, one board a case, named by the oracle's distance:
/// `70-catches-weighted-manhattan-times-1-5-45-a`.
fn uva_10181_catching() -> Vec<(String, String)> {
    let boards = fifteen_boards_43_to_45();
    let mut inputs = Vec::new();
    for &mistake in FIFTEEN_DEEP {
        let estimate = fifteen_mutants::estimate(mistake);
        let caught: Vec<&Vec<u8>> = boards
            .iter()
            .filter(|b| {
                fifteen_mutants::solve(&as_board(b), estimate).map_or(true, |p| p.len() > 50)
            })
            .take(PER_FAMILY)
            .collect();
        assert_eq!(caught.len(), PER_FAMILY, "{} is caught too rarely", mistake);
        for (i, board) in caught.into_iter().enumerate() {
            let distance = oracle::fifteen::shortest_path(board).0.len();
            let name = format!(
                "70-catches-{}-{:02}-{}",
                mistake.replace('_', "-"),
                distance,
                (b'a' + i as u8) as char
            );
            inputs.push((name, uva_10181_file(std::slice::from_ref(board))));
        }
    }
    inputs
}
