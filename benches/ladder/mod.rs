//! The learner's ladder (`examples/`): every rung, then the shipped file, on the same cases —
//! a 31-move pair and an unreachable pair for the nine grid, the deepest target for the magic
//! board, the POJ sample and a 31-move board for the eight puzzle, a 10-rewrite pair and a wide
//! 3-rewrite pair for 字串变换 — with what each rung costs in lines. Each run is judged against
//! the testdata answer first (a wrong rung is no rung). `cargo bench -- ladder PUZZLE` measures
//! one puzzle's ladder and rewrites only its rows of `docs/figures.md`.

use super::*;

/// Timed rounds per case, after a warm-up round; the rungs take turns in each.
const ROUNDS: usize = 11;

/// A rung: its label, the idea it adds, and its source file (repository-relative).
struct Rung {
    label: &'static str,
    idea: &'static str,
    source: String,
    binary: PathBuf,
}

/// One puzzle's ladder and the cases (package, stem) every rung of it runs on.
struct Ladder {
    rungs: Vec<Rung>,
    cases: Vec<(&'static str, (Case, Checker))>,
}

fn example(label: &'static str, idea: &'static str, name: &'static str) -> Rung {
    let source = format!("examples/{}.rs", name);
    Rung {
        label,
        idea,
        binary: build_rust(&manifest_dir().join(&source), name),
        source,
    }
}

fn shipped(label: &'static str, idea: &'static str, solution_name: &'static str) -> Rung {
    Rung {
        label,
        idea,
        source: format!("src/bin/{}.rs", solution_name),
        binary: solution(solution_name),
    }
}

/// Lines of the file, and lines of code (neither blank nor only a comment).
fn lines(source: &str) -> (usize, usize) {
    let text = fs::read_to_string(manifest_dir().join(source)).expect("the rung's source");
    let code = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
        .count();
    (text.lines().count(), code)
}

fn ladders() -> Vec<Ladder> {
    vec![
        Ladder {
            rungs: vec![
                example("nine_grid 1", "strings in a HashSet", "nine_grid_1_strings"),
                example(
                    "nine_grid 2",
                    "+ Cantor rank, bool array",
                    "nine_grid_2_cantor",
                ),
                example("nine_grid 3", "+ the parity test", "nine_grid_3_parity"),
                example(
                    "nine_grid 4",
                    "+ bidirectional",
                    "nine_grid_4_bidirectional",
                ),
                shipped("nine_grid 5", "+ blank apart, per-cell lists", "nine_grid"),
            ],
            cases: vec![
                (
                    "31-move pair",
                    ladder_case("nine_grid/lanqiao-prev-19", "09-max-depth-31-first-board"),
                ),
                (
                    "unreachable pair",
                    ladder_case(
                        "nine_grid/lanqiao-prev-19",
                        "08-odd-parity-two-tiles-swapped",
                    ),
                ),
            ],
        },
        Ladder {
            rungs: vec![
                example(
                    "magic_board 1",
                    "Cantor rank, parents",
                    "magic_board_1_classic",
                ),
                shipped("magic_board 2", "+ 24-bit boards, tables", "magic_board"),
            ],
            cases: vec![(
                "depth-22 target",
                ladder_case("magic_board/usaco-msquare", "06-depth-22-first"),
            )],
        },
        Ladder {
            rungs: vec![
                example(
                    "eight_puzzle 1",
                    "parity, Cantor rank, parents",
                    "eight_puzzle_1_classic",
                ),
                shipped(
                    "eight_puzzle 2",
                    "+ bidirectional, one tree",
                    "eight_puzzle",
                ),
            ],
            cases: vec![
                (
                    "POJ sample",
                    ladder_case("eight_puzzle/poj-1077", "01-sample"),
                ),
                (
                    "31-move board",
                    ladder_case("eight_puzzle/poj-1077", "04-max-depth-31-first-board"),
                ),
            ],
        },
        Ladder {
            rungs: vec![
                example(
                    "string_rewrite 1",
                    "one way, a HashSet of strings",
                    "string_rewrite_1_one_way",
                ),
                shipped(
                    "string_rewrite 2",
                    "+ both ends, whole levels",
                    "string_rewrite",
                ),
            ],
            cases: vec![
                (
                    "10-rewrite pair",
                    ladder_case("string_rewrite/luogu-p1032", "50-at-distance-10-h"),
                ),
                (
                    "wide 3-rewrite pair",
                    ladder_case(
                        "string_rewrite/luogu-p1032",
                        "70-catches-one-way-capped-at-100000-03-a",
                    ),
                ),
            ],
        },
    ]
}

/// The fastest wall time of each rung on the case, the rungs taking turns round by round:
/// other load on the machine only ever adds time, so the minimum is the steadiest figure.
fn wall_times(rungs: &[Rung], (case, checker): &(Case, Checker), rounds: usize) -> Vec<f64> {
    let mut times = vec![Vec::new(); rungs.len()];
    for round in 0..=rounds {
        for (rung, times) in rungs.iter().zip(&mut times) {
            let run = run_checked(&rung.binary, case, checker);
            if round > 0 {
                times.push(run.usage.wall.as_secs_f64() * 1e3); // round 0 warms up
            }
        }
    }
    times
        .iter()
        .map(|t| t.iter().copied().fold(f64::INFINITY, f64::min))
        .collect()
}

/// Instructions as the guides quote them: `1 152.5 M` (one decimal from 100 M, else two).
fn quoted_instructions(count: f64) -> String {
    let millions = count / 1e6;
    let text = if millions >= 100.0 {
        format!("{:.1}", millions)
    } else {
        format!("{:.2}", millions)
    };
    let (whole, fraction) = text.split_once('.').expect("a decimal point");
    let mut grouped = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push(' ');
        }
        grouped.push(digit);
    }
    format!("{}.{} M", grouped, fraction)
}

/// A wall time as the guides quote it: three figures (`123 ms`, `18.0 ms`, `0.81 ms`).
fn quoted_wall(ms: f64) -> String {
    if ms >= 100.0 {
        format!("{:.0} ms", ms)
    } else if ms >= 10.0 {
        format!("{:.1} ms", ms)
    } else {
        format!("{:.2} ms", ms)
    }
}

/// A row of `docs/figures.md`: rung, case, instructions, wall.
type Figure = (String, String, String, String);

/// The rows of `docs/figures.md` as it stands (none if it is missing).
fn figures_on_disk() -> Vec<Figure> {
    let text = fs::read_to_string(manifest_dir().join("docs/figures.md")).unwrap_or_default();
    text.lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| rung"))
        .filter_map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            match cells[..] {
                [rung, case, instructions, wall] => Some((
                    rung.to_string(),
                    case.to_string(),
                    instructions.to_string(),
                    wall.to_string(),
                )),
                _ => None,
            }
        })
        .collect()
}

/// The table with `measured` in place of the rows they measure again, new rows last: a run of
/// one puzzle's ladder leaves the other puzzles' figures (and the guides' quotes) as they are.
fn merged(mut table: Vec<Figure>, measured: &[Figure]) -> Vec<Figure> {
    for row in measured {
        match table
            .iter_mut()
            .find(|old| old.0 == row.0 && old.1 == row.1)
        {
            Some(old) => *old = row.clone(),
            None => table.push(row.clone()),
        }
    }
    table
}

/// Writes `docs/figures.md`, the one table of the figures the guides and READMEs quote
/// (`cargo test --test suite readmes::` checks that they quote it exactly).
fn write_figures(rows: &[Figure]) {
    let mut text = String::from(
        "# Figures\n\nWritten by `cargo bench -- ladder` (`benches/ladder/mod.rs`): each rung of the learner's\n\
         ladder on its cases, instructions as callgrind counts them for the whole process, wall time\n\
         the fastest of 11 runs. The guides and both READMEs quote these figures and no others;\n\
         `cargo test --test suite readmes::` checks that they quote them exactly.\n\n\
         | rung | case | instructions | wall |\n|---|---|---|---|\n",
    );
    for (rung, case, instructions, wall) in rows {
        text += &format!("| {} | {} | {} | {} |\n", rung, case, instructions, wall);
    }
    let path = manifest_dir().join("docs/figures.md");
    fs::write(&path, text).expect("docs/figures.md written");
    println!();
    println!(
        "wrote {}: update the figures the guides and READMEs quote",
        path.display()
    );
}

/// The puzzle named after `ladder` on the command line (`cargo bench -- ladder fifteen`), if any.
fn chosen_puzzle() -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == "ladder")?;
    args.get(at + 1).filter(|a| !a.starts_with('-')).cloned()
}

pub fn run() {
    let callgrind = valgrind_available();
    let chosen = chosen_puzzle();
    let mut figures = Vec::new();
    println!();
    println!("the learner's ladder (examples/): each rung on the same cases, judged AC first;");
    println!(
        "wall time is the fastest of {} rounds (a busy machine only adds to it), instructions are\n\
         callgrind's, whole process:",
        ROUNDS
    );
    for ladder in ladders() {
        let puzzle = ladder.rungs[0].label.split(' ').next().unwrap_or("");
        if chosen.as_deref().map_or(false, |chosen| chosen != puzzle) {
            continue;
        }
        for (name, case) in &ladder.cases {
            let walls = wall_times(&ladder.rungs, case, ROUNDS);
            println!();
            println!(
                "{:<15} {:<31} {:>5} {:>5} {:>10} {:>11}  {}",
                "rung", "idea", "lines", "code", "wall", "instr", name
            );
            for (rung, wall) in ladder.rungs.iter().zip(walls) {
                let (all, code) = lines(&rung.source);
                let counted = if callgrind {
                    let count = instructions(&rung.binary, &case.0.input);
                    figures.push((
                        rung.label.to_string(),
                        name.to_string(),
                        quoted_instructions(count),
                        quoted_wall(wall),
                    ));
                    millions(count)
                } else {
                    "-".to_string()
                };
                println!(
                    "{:<15} {:<31} {:>5} {:>5} {:>7.2} ms {:>11}  {}",
                    rung.label, rung.idea, all, code, wall, counted, rung.source
                );
            }
        }
    }
    if callgrind {
        let table = match chosen {
            Some(_) => merged(figures_on_disk(), &figures),
            None => figures,
        };
        write_figures(&table);
    }
}

/// A testdata case and its package's checker (the ladder needs no package name).
fn ladder_case(package: &str, stem: &str) -> (Case, Checker) {
    let (case, checker, _) = testdata_case(package, stem);
    (case, checker)
}
