//! `cargo bench`: each solution against the textbook baseline, as whole processes, in one run.
//!
//! For every case: both programs' outputs are first judged against the testdata answer (the
//! baseline must be right to be worth beating); then the solution and the baseline run
//! alternately (A B A B …) after a warm-up, and the table shows the median wall time of each,
//! the median of the per-pair ratios, and each one's peak memory. When `valgrind` is on the
//! machine, callgrind instruction counts follow — stable on a noisy machine — with the cost of
//! an empty Rust process, the floor no solution can go below, and the project's targets.
//! Then the editions (`editions/editions.txt`): each edition on the same cases as its Rust
//! file, where it claims the case's package — callgrind instructions for C++ (beside the Rust
//! file's, against the C++ targets), wall time for Java and Python. Then every rung of the
//! learner's ladder (`examples/`, `benches/ladder/`) on the same cases; last, the checker's own
//! overhead per case.
//!
//! Baselines are in `benches/baselines/`, built here with `rustc -O` (opt-level 3, as the
//! release profile builds the solutions).

use bfs_puzzles::cases::Case;
use bfs_puzzles::editions::{self, Language};
use bfs_puzzles::judge::{Checker, Judgement, CHECKER_TIME};
use bfs_puzzles::run::{self, Limits, Program, Setup};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn scratch_dir() -> PathBuf {
    let dir = manifest_dir().join("target/bench-scratch");
    fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

mod ladder;

/// Builds `benches/baselines/NAME.rs` as a release binary.
fn build_baseline(name: &str) -> PathBuf {
    let source = manifest_dir()
        .join("benches/baselines")
        .join(format!("{}.rs", name));
    build_rust(&source, name)
}

/// Builds the Rust file `source` alone, as a release binary called `name`.
fn build_rust(source: &Path, name: &str) -> PathBuf {
    let binary = scratch_dir().join(name);
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let status = Command::new(rustc)
        .args(["-C", "opt-level=3", "--edition", "2021", "-o"])
        .arg(&binary)
        .arg(source)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "{} builds", source.display());
    binary
}

/// One benchmark: a solution and its baseline on one input with a verified answer.
struct Bench {
    label: &'static str,
    solution: PathBuf,
    baseline: PathBuf,
    baseline_note: &'static str,
    case: Case,
    checker: Checker,
    rounds: usize,
    /// The project's target for the solution, in instructions, if it has one.
    target_instructions: Option<f64>,
    /// What the solution cost before the last rewrite (issue 14), in instructions.
    before: Option<f64>,
    /// The case's package folder (`magic_board/usaco-msquare`): editions that claim it run it.
    package: String,
    /// The target for the C++ edition, in instructions, if it has one (issue 18).
    cpp_target: Option<f64>,
}

impl Bench {
    fn new(
        label: &'static str,
        problem: &str,
        (case, checker, package): (Case, Checker, String),
        baseline: &Path,
        baseline_note: &'static str,
    ) -> Bench {
        Bench {
            label,
            solution: solution(problem),
            baseline: baseline.to_path_buf(),
            baseline_note,
            case,
            checker,
            rounds: 11,
            target_instructions: None,
            before: None,
            package,
            cpp_target: None,
        }
    }
}

/// The solutions `solution` knows, as `cargo bench -- NAME` takes them.
fn solution_names() -> [&'static str; 7] {
    [
        "nine_grid",
        "magic_board",
        "eight_puzzle",
        "eight_ii",
        "grasshoppers",
        "fifteen",
        "string_rewrite",
    ]
}

fn solution(name: &str) -> PathBuf {
    match name {
        "nine_grid" => PathBuf::from(env!("CARGO_BIN_EXE_nine_grid")),
        "magic_board" => PathBuf::from(env!("CARGO_BIN_EXE_magic_board")),
        "eight_puzzle" => PathBuf::from(env!("CARGO_BIN_EXE_eight_puzzle")),
        "eight_ii" => PathBuf::from(env!("CARGO_BIN_EXE_eight_ii")),
        "grasshoppers" => PathBuf::from(env!("CARGO_BIN_EXE_grasshoppers")),
        "fifteen" => PathBuf::from(env!("CARGO_BIN_EXE_fifteen")),
        "string_rewrite" => PathBuf::from(env!("CARGO_BIN_EXE_string_rewrite")),
        _ => panic!("no solution {}", name),
    }
}

/// A case of a package (`solution/package`), the package's rule, and the package.
fn testdata_case(package: &str, stem: &str) -> (Case, Checker, String) {
    let dir = manifest_dir().join("testdata").join(package);
    let case = Case {
        name: stem.to_string(),
        input: dir.join(format!("{}.in", stem)),
        answer: dir.join(format!("{}.ans", stem)),
    };
    (
        case,
        Checker::for_folder(&dir).expect("the folder's checker"),
        package.to_string(),
    )
}

/// The 10 000-pair HDU input: the oracle-verified 1 000-pair case, ten times over.
fn magic_board_ten_thousand_pairs() -> (Case, Checker, String) {
    let (small, checker, package) = testdata_case("magic_board/hdu-1430", "05-1000-random-pairs");
    let dir = scratch_dir();
    let input = fs::read(&small.input).expect("input").repeat(10);
    let answer = fs::read(&small.answer).expect("answer").repeat(10);
    let case = Case {
        name: "hdu-10000-pairs".to_string(),
        input: dir.join("magic-hdu-10000.in"),
        answer: dir.join("magic-hdu-10000.ans"),
    };
    fs::write(&case.input, input).expect("written");
    fs::write(&case.answer, answer).expect("written");
    (case, checker, package)
}

fn limits() -> Limits {
    Limits {
        time: Duration::from_secs(120),
        memory_kib: None,
        ..Limits::default()
    }
}

/// Runs `program` on the case and fails the bench unless the output is accepted.
fn run_checked(program: &Path, case: &Case, checker: &Checker) -> run::Execution {
    run_program_checked(&Program::binary(program), case, checker)
}

fn run_program_checked(program: &Program, case: &Case, checker: &Checker) -> run::Execution {
    run_checked_with_files(program, case, checker, None)
}

/// As [`run_program_checked`], with the package's file I/O (USACO's `msquare.in`/`.out`).
fn run_checked_with_files(
    program: &Program,
    case: &Case,
    checker: &Checker,
    file_io: Option<&str>,
) -> run::Execution {
    let run = run::execute(
        program,
        &case.input,
        &limits(),
        Setup {
            file_io,
            ..Setup::default()
        },
    )
    .expect("the program runs");
    assert_eq!(
        run.usage.ending,
        run::Ending::Exited(0),
        "{} on {}",
        program.describe(),
        case.name
    );
    let judgement = checker
        .check(case, &run.output.path(), CHECKER_TIME)
        .expect("checked");
    assert_eq!(
        judgement,
        Judgement::Accepted,
        "{} on {}",
        program.describe(),
        case.name
    );
    run
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(|a, b| a.total_cmp(b));
    values[values.len() / 2]
}

struct Timing {
    solution_ms: f64,
    baseline_ms: f64,
    ratio: f64,
    solution_kib: u64,
    baseline_kib: u64,
}

/// A B A B …: alternating keeps slow drifts of the machine out of the ratio.
fn time_alternately(bench: &Bench) -> Timing {
    run_checked(&bench.solution, &bench.case, &bench.checker); // warm-up, and proof of AC
    run_checked(&bench.baseline, &bench.case, &bench.checker);
    let (mut a, mut b, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    let (mut solution_kib, mut baseline_kib) = (0, 0);
    for _ in 0..bench.rounds {
        let s = run_checked(&bench.solution, &bench.case, &bench.checker);
        let t = run_checked(&bench.baseline, &bench.case, &bench.checker);
        let (s_ms, t_ms) = (
            s.usage.wall.as_secs_f64() * 1e3,
            t.usage.wall.as_secs_f64() * 1e3,
        );
        a.push(s_ms);
        b.push(t_ms);
        ratios.push(t_ms / s_ms);
        solution_kib = solution_kib.max(s.usage.peak_kib.unwrap_or(0));
        baseline_kib = baseline_kib.max(t.usage.peak_kib.unwrap_or(0));
    }
    Timing {
        solution_ms: median(&mut a),
        baseline_ms: median(&mut b),
        ratio: median(&mut ratios),
        solution_kib,
        baseline_kib,
    }
}

fn valgrind_available() -> bool {
    Command::new("valgrind")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_or(false, |s| s.success())
}

/// Instructions executed by the whole process on `input`, by callgrind.
fn instructions(program: &Path, input: &Path) -> f64 {
    let out = Command::new("valgrind")
        .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
        .arg(program)
        .stdin(fs::File::open(input).expect("input"))
        .stdout(Stdio::null())
        .output()
        .expect("valgrind runs");
    let report = String::from_utf8_lossy(&out.stderr);
    let collected = report
        .lines()
        .find_map(|line| line.split("Collected :").nth(1))
        .unwrap_or_else(|| panic!("no count from callgrind:\n{}", report));
    collected.trim().parse::<f64>().expect("a number")
}

fn millions(n: f64) -> String {
    format!("{:.2} M", n / 1e6)
}

/// The checker's cost per case: `judge --cmd cat` over 200 small cases against the same
/// `sh -c cat` started 200 times directly.
fn checker_overhead() {
    let dir = scratch_dir().join("overhead-cases");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("folder");
    for i in 0..200 {
        fs::write(dir.join(format!("{:03}.in", i)), format!("{}\n", i)).expect("written");
        fs::write(dir.join(format!("{:03}.ans", i)), format!("{}\n", i)).expect("written");
    }
    // Each closure gives its wall time and the CPU time (user + system) of every process it
    // started: on a shared machine only the CPU time says what a case costs.
    let direct = || {
        let (started, cpu) = (Instant::now(), children_cpu_ms());
        for i in 0..200 {
            let input = fs::File::open(dir.join(format!("{:03}.in", i))).expect("input");
            let status = Command::new("sh")
                .args(["-c", "cat"])
                .stdin(input)
                .stdout(Stdio::null())
                .status()
                .expect("cat runs");
            assert!(status.success());
        }
        (
            started.elapsed().as_secs_f64() * 1e3,
            children_cpu_ms() - cpu,
        )
    };
    let judged = |jobs: &str| {
        let (started, cpu) = (Instant::now(), children_cpu_ms());
        let status = Command::new(env!("CARGO_BIN_EXE_judge"))
            .args(["--jobs", jobs, "--cmd", "cat"])
            .arg(&dir)
            .stdout(Stdio::null())
            .status()
            .expect("judge runs");
        assert!(status.success(), "every cat case is AC");
        (
            started.elapsed().as_secs_f64() * 1e3,
            children_cpu_ms() - cpu,
        )
    };
    direct();
    judged("1");
    let (mut plain, mut one_job, mut two_jobs, mut overhead) = (vec![], vec![], vec![], vec![]);
    let (mut plain_cpu, mut judged_cpu, mut overhead_cpu) = (vec![], vec![], vec![]);
    for _ in 0..5 {
        let ((d, d_cpu), (j1, j1_cpu), (j2, _)) = (direct(), judged("1"), judged("2"));
        plain.push(d);
        one_job.push(j1);
        two_jobs.push(j2);
        overhead.push((j1 - d) / 200.0);
        plain_cpu.push(d_cpu);
        judged_cpu.push(j1_cpu);
        overhead_cpu.push((j1_cpu - d_cpu) / 200.0);
    }
    println!();
    println!("checker overhead, 200 cases of `sh -c cat` (median of 5 rounds, alternating):");
    println!("  started directly          {:>8.1} ms", median(&mut plain));
    println!(
        "  judge --jobs 1            {:>8.1} ms",
        median(&mut one_job)
    );
    println!(
        "  judge --jobs 2            {:>8.1} ms",
        median(&mut two_jobs)
    );
    println!(
        "  overhead per case         {:>8.3} ms (judge --jobs 1 minus direct, / 200)",
        median(&mut overhead)
    );
    println!("  CPU time (user + system of every process started; 10 ms ticks):");
    println!(
        "    started directly        {:>8.1} ms",
        median(&mut plain_cpu)
    );
    println!(
        "    judge --jobs 1          {:>8.1} ms",
        median(&mut judged_cpu)
    );
    println!(
        "    overhead per case       {:>8.3} ms of CPU (judge minus direct, / 200)",
        median(&mut overhead_cpu)
    );
    println!("  at a load average of {}", load_average());
}

/// CPU time, user + system, of this process's children that have been waited for (and of
/// theirs), in ms: `cutime` + `cstime` of `/proc/self/stat`, in ticks of 10 ms (Linux's
/// USER_HZ is 100); 0 where there is no `/proc`.
fn children_cpu_ms() -> f64 {
    let stat = fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command's name, which is in parentheses and may hold spaces:
    // state is field 3, cutime 16 and cstime 17.
    let after_name = stat.rsplit(')').next().unwrap_or_default();
    let fields: Vec<f64> = after_name
        .split_whitespace()
        .map(|f| f.parse().unwrap_or(0.0))
        .collect();
    match (fields.get(13), fields.get(14)) {
        (Some(cutime), Some(cstime)) => (cutime + cstime) * 10.0,
        _ => 0.0,
    }
}

/// The one-minute load average, as `/proc/loadavg` says it.
fn load_average() -> String {
    fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|text| text.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "unknown".to_string())
}

/// Korf's 100 boards (tests/data/korf100.txt), mapped to the judges' goal: (number, published
/// length, Korf's count of nodes, the board as 4 rows).
fn korf_boards() -> Vec<(usize, usize, u64, String)> {
    let text = fs::read_to_string(manifest_dir().join("tests/data/korf100.txt")).expect("korf100");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let n: Vec<u64> = line
                .split_whitespace()
                .map(|t| t.parse().unwrap())
                .collect();
            // Turned half round, tile k renamed 16 - k: every length is kept.
            let mut board = [0u64; 16];
            for (p, &tile) in n[3..19].iter().enumerate() {
                board[15 - p] = if tile == 0 { 0 } else { 16 - tile };
            }
            let rows: String = board
                .chunks(4)
                .map(|r| format!("{} {} {} {}\n", r[0], r[1], r[2], r[3]))
                .collect();
            (n[0] as usize, n[1] as usize, n[2], rows)
        })
        .collect()
}

/// User CPU seconds of `program` on `input` (`/usr/bin/time`: the machine is shared, so wall
/// time says little), and its stdout; wall seconds where `/usr/bin/time` is missing.
fn user_seconds(program: &Path, input: &Path) -> (f64, String) {
    let started = Instant::now();
    let timed = Path::new("/usr/bin/time").is_file();
    let mut command = if timed {
        let mut c = Command::new("/usr/bin/time");
        c.args(["-f", "%U"]).arg(program);
        c
    } else {
        Command::new(program)
    };
    let out = command
        .stdin(fs::File::open(input).expect("input"))
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let user = match stderr.lines().last().and_then(|l| l.trim().parse().ok()) {
        Some(user) if timed => user,
        _ => started.elapsed().as_secs_f64(),
    };
    (user, stdout)
}

/// The 15-puzzle on Korf's 100 random boards: all 100 solved by `fifteen` in one process, each
/// length checked against the published one; then the 50 easiest (by Korf's count of nodes:
/// the plain Manhattan IDA* needs minutes for all 100) by both, and the ratio.
fn korf_hundred() {
    let boards = korf_boards();
    let dir = scratch_dir();
    let all = dir.join("korf100.in");
    fs::write(
        &all,
        boards.iter().map(|b| b.3.as_str()).collect::<String>(),
    )
    .expect("written");
    let mut easiest = boards.clone();
    easiest.sort_by_key(|b| b.2);
    easiest.truncate(50);
    let easy = dir.join("korf50.in");
    fs::write(
        &easy,
        easiest.iter().map(|b| b.3.as_str()).collect::<String>(),
    )
    .expect("written");
    let expect = |set: &[(usize, usize, u64, String)]| -> String {
        set.iter().map(|b| format!("{}\n", b.1)).collect()
    };
    let fifteen = solution("fifteen");
    let baseline = build_baseline("fifteen_manhattan");
    println!("15-puzzle, Korf's 100 random boards (41 to 66 moves), user CPU seconds (/usr/bin/time -f %U):");
    let (ours, out) = user_seconds(&fifteen, &all);
    assert_eq!(
        out,
        expect(&boards),
        "fifteen: every length equal to Korf's"
    );
    println!("  fifteen (PDB 4-4-4-3 + reflection), all 100 in one process: {:>8.2} s, every length equal to the published one", ours);
    let (ours_easy, out) = user_seconds(&fifteen, &easy);
    assert_eq!(out, expect(&easiest), "fifteen on the 50 easiest");
    let (plain, out) = user_seconds(&baseline, &easy);
    assert_eq!(
        out,
        expect(&easiest),
        "the Manhattan baseline on the 50 easiest"
    );
    println!(
        "  the 50 easiest: fifteen {:.2} s, plain Manhattan IDA* {:.2} s: {:.1}x",
        ours_easy,
        plain,
        plain / ours_easy.max(0.005)
    );
    // The ladder: BFS (its own budget of boards), IDA* with Manhattan, the shipped file.
    println!(
        "15-puzzle ladder, user CPU seconds (examples/fifteen_*.rs, then src/bin/fifteen.rs):"
    );
    let rungs = [
        build_rust(
            &manifest_dir().join("examples/fifteen_1_bfs.rs"),
            "fifteen_1_bfs",
        ),
        build_rust(
            &manifest_dir().join("examples/fifteen_2_ida_manhattan.rs"),
            "fifteen_2_ida_manhattan",
        ),
        fifteen,
    ];
    let korf_55 = boards.iter().find(|b| b.0 == 55).expect("Korf's board 55");
    for (stem, length) in [("50-at-distance-17-a", 17), ("50-at-distance-31-a", 31)] {
        let input = manifest_dir().join(format!("testdata/fifteen/aoj-alds1-13-c/{}.in", stem));
        let shown: Vec<String> = rungs
            .iter()
            .map(|rung| match user_seconds(rung, &input) {
                (user, out) if out == format!("{}\n", length) => format!("{:.2} s", user),
                (user, _) => format!("out of budget after {:.2} s", user),
            })
            .collect();
        println!("  {} moves: {}", length, shown.join(" / "));
    }
    let input = dir.join("korf55.in");
    fs::write(&input, &korf_55.3).expect("written");
    let shown: Vec<String> = rungs[1..]
        .iter()
        .map(|rung| format!("{:.2} s", user_seconds(rung, &input).0))
        .collect();
    println!(
        "  Korf's board 55, 41 moves (IDA* rungs): {}",
        shown.join(" / ")
    );
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` would pass nothing else we need.
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    // `cargo bench -- ladder`: the learner's ladder alone.
    if std::env::args().any(|a| a == "ladder") {
        return ladder::run();
    }
    // `cargo bench -- overhead`: the checker's own cost per case alone.
    if std::env::args().any(|a| a == "overhead") {
        return checker_overhead();
    }
    // `cargo bench -- korf`: the 15-puzzle on Korf's 100 boards alone.
    if std::env::args().any(|a| a == "korf") {
        return korf_hundred();
    }
    // The textbook answer is the ladder's first rung.
    let nine_grid_baseline = build_rust(
        &manifest_dir().join("examples/nine_grid_1_strings.rs"),
        "nine_grid_1_strings",
    );
    let magic_baseline = build_baseline("magic_board_textbook");
    let eight_baseline = build_baseline("eight_puzzle_textbook");
    let eight_tree_baseline = build_baseline("eight_puzzle_textbook_one_tree");
    let eight_ii_baseline = build_baseline("eight_ii_textbook");
    let grasshoppers_baseline = build_baseline("grasshoppers_textbook");
    // The one-way search is the ladder's first rung too.
    let string_rewrite_baseline = build_rust(
        &manifest_dir().join("examples/string_rewrite_1_one_way.rs"),
        "string_rewrite_1_one_way",
    );
    let empty = build_baseline("empty");

    let mut benches = vec![
        Bench {
            target_instructions: Some(2.5e6),
            cpp_target: Some(20e6),
            before: Some(3.63e6),
            ..Bench::new(
                "nine_grid 31-move pair",
                "nine_grid",
                testdata_case("nine_grid/lanqiao-prev-19", "09-max-depth-31-first-board"),
                &nine_grid_baseline,
                "String BFS + HashSet",
            )
        },
        Bench {
            before: Some(0.33e6),
            ..Bench::new(
                "nine_grid unsolvable pair",
                "nine_grid",
                testdata_case(
                    "nine_grid/lanqiao-prev-19",
                    "08-odd-parity-two-tiles-swapped",
                ),
                &nine_grid_baseline,
                "String BFS + HashSet",
            )
        },
        Bench {
            target_instructions: Some(5e6),
            cpp_target: Some(20e6),
            before: Some(8.17e6),
            ..Bench::new(
                "magic_board depth-22 target",
                "magic_board",
                testdata_case("magic_board/usaco-msquare", "06-depth-22-first"),
                &magic_baseline,
                "String BFS + HashMap paths",
            )
        },
        Bench {
            before: Some(16.82e6),
            ..Bench::new(
                "magic_board 10 000 HDU pairs",
                "magic_board",
                magic_board_ten_thousand_pairs(),
                &magic_baseline,
                "String BFS + HashMap paths",
            )
        },
        Bench {
            target_instructions: Some(0.95e6),
            before: Some(0.91e6),
            ..Bench::new(
                "eight_puzzle POJ sample",
                "eight_puzzle",
                testdata_case("eight_puzzle/poj-1077", "01-sample"),
                &eight_baseline,
                "String BFS per board",
            )
        },
        Bench {
            target_instructions: Some(15e6),
            cpp_target: Some(100e6),
            before: Some(72.11e6),
            rounds: 7,
            ..Bench::new(
                "eight_puzzle 5 000 boards",
                "eight_puzzle",
                testdata_case("eight_puzzle/hdu-1043", "04-5000-boards"),
                &eight_tree_baseline,
                "String BFS, one tree",
            )
        },
        Bench {
            target_instructions: Some(20e6),
            rounds: 7,
            ..Bench::new(
                "eight_ii 200 random pairs",
                "eight_ii",
                testdata_case("eight_ii/hdu-3567", "04-200-random-pairs"),
                &eight_ii_baseline,
                "IDA*, Manhattan, per case",
            )
        },
        Bench {
            target_instructions: Some(30e6),
            cpp_target: Some(300e6),
            rounds: 5,
            ..Bench::new(
                "eight_ii 200 pairs 30-31 apart",
                "eight_ii",
                testdata_case("eight_ii/hdu-3567", "05-200-pairs-30-or-31-moves-apart"),
                &eight_ii_baseline,
                "IDA*, Manhattan, per case",
            )
        },
        Bench {
            target_instructions: Some(5e6),
            cpp_target: Some(30e6),
            rounds: 7,
            ..Bench::new(
                "grasshoppers contest question",
                "grasshoppers",
                testdata_case("grasshoppers/lanqiao-642", "01-the-contest-question"),
                &grasshoppers_baseline,
                "String BFS + HashSet",
            )
        },
        Bench::new(
            "string_rewrite 10 rewrites",
            "string_rewrite",
            testdata_case("string_rewrite/luogu-p1032", "50-at-distance-10-h"),
            &string_rewrite_baseline,
            "one-way BFS + HashSet",
        ),
        Bench::new(
            "string_rewrite wide, 3 rewrites",
            "string_rewrite",
            testdata_case(
                "string_rewrite/luogu-p1032",
                "70-catches-one-way-capped-at-100000-03-a",
            ),
            &string_rewrite_baseline,
            "one-way BFS + HashSet",
        ),
    ];

    // `cargo bench -- string_rewrite`: the benches of one solution alone, and nothing after.
    let only = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with('-') && solution_names().contains(&a.as_str()));
    if let Some(name) = &only {
        benches.retain(|b| b.label.split(' ').next() == Some(name.as_str()));
    }

    println!("wall time, whole processes, median of alternating rounds (A = ours, B = baseline):");
    println!(
        "{:<30} {:>10} {:>10} {:>8} {:>9} {:>9}  baseline",
        "case", "ours", "baseline", "B/A", "our peak", "B peak"
    );
    for bench in &benches {
        let t = time_alternately(bench);
        println!(
            "{:<30} {:>7.2} ms {:>7.1} ms {:>7.1}x {:>5.1} MiB {:>5.1} MiB  {}",
            bench.label,
            t.solution_ms,
            t.baseline_ms,
            t.ratio,
            t.solution_kib as f64 / 1024.0,
            t.baseline_kib as f64 / 1024.0,
            bench.baseline_note
        );
    }

    if valgrind_available() {
        let floor = instructions(&empty, &benches[0].case.input);
        println!();
        println!(
            "instructions, whole process (callgrind); an empty Rust process costs {}:",
            millions(floor)
        );
        println!(
            "{:<30} {:>10} {:>10} {:>10} {:>8} {:>10}",
            "case", "before", "ours", "baseline", "B/A", "target"
        );
        for bench in &benches {
            let ours = instructions(&bench.solution, &bench.case.input);
            let theirs = instructions(&bench.baseline, &bench.case.input);
            let target = match bench.target_instructions {
                Some(t) if ours <= t => format!("≤ {} ok", millions(t)),
                Some(t) => format!("≤ {} MISSED", millions(t)),
                None if bench.label.contains("unsolvable") => {
                    format!("{:.2}x floor", ours / floor)
                }
                None => "-".to_string(),
            };
            println!(
                "{:<30} {:>10} {:>10} {:>10} {:>7.0}x {:>10}",
                bench.label,
                bench.before.map_or("-".to_string(), millions),
                millions(ours),
                millions(theirs),
                theirs / ours,
                target
            );
        }
    } else {
        println!("\n(valgrind not found: instruction counts skipped)");
    }

    if only.is_some() {
        return;
    }
    editions_beside_rust(&benches);
    ladder::run();
    checker_overhead();
    korf_hundred();
}

/// The edition built the first way its language is tested (`g++ -std=c++98 … -O2` for C++).
fn built_edition(edition: &editions::Edition) -> Option<Program> {
    let build = edition.language.builds()[0];
    let commands = bfs_puzzles::source::Commands {
        compile: build.compile.map(str::to_string),
        run: Some(build.run.to_string()),
    };
    let path = edition.path(&editions::root());
    match bfs_puzzles::source::prepare(
        &path,
        &commands,
        &scratch_dir().join("editions"),
        &mut |_| {},
    ) {
        Ok(program) => Some(program),
        Err(error) => {
            println!("  {} not built ({}): {}", edition.file, build.name, error);
            None
        }
    }
}

/// Median wall time of `program` on the bench's case over its rounds, in ms, run with the
/// package's file I/O (so that USACO's `msquare.java` finds `msquare.in`).
fn median_wall_ms(program: &Program, bench: &Bench) -> f64 {
    let package =
        bfs_puzzles::problem::Package::load(&manifest_dir().join("testdata").join(&bench.package));
    let file_io = package.ok().and_then(|p| p.file_io);
    let run = || run_checked_with_files(program, &bench.case, &bench.checker, file_io.as_deref());
    run();
    let mut times: Vec<f64> = (0..bench.rounds.min(5))
        .map(|_| {
            let run = run();
            run.usage.wall.as_secs_f64() * 1e3
        })
        .collect();
    median(&mut times)
}

/// Each edition on the cases of the packages it claims, beside the Rust file.
fn editions_beside_rust(benches: &[Bench]) {
    let listed = match editions::manifest(&editions::root()) {
        Ok(listed) => listed,
        Err(error) => {
            println!("\n(editions skipped: {})", error);
            return;
        }
    };
    let callgrind = valgrind_available();
    println!();
    println!("editions beside the Rust files, the same cases, whole processes:");
    println!(
        "{:<30} {:<30} {:>12} {:>12} {:>7} {:>14}",
        "case", "edition", "rust", "edition", "E/R", "C++ target"
    );
    for edition in &listed {
        let chosen: Vec<&Bench> = benches
            .iter()
            .filter(|b| {
                let (solution, package) = b.package.split_once('/').unwrap_or(("", ""));
                edition.claims(solution, package)
            })
            .collect();
        if chosen.is_empty() {
            continue;
        }
        let program = match built_edition(edition) {
            Some(program) => program,
            None => continue,
        };
        for bench in chosen {
            let (rust, theirs, target) = match (&program, edition.language) {
                (Program::Exec { path, .. }, Language::Cpp) if callgrind => {
                    run_program_checked(&program, &bench.case, &bench.checker);
                    let rust = instructions(&bench.solution, &bench.case.input);
                    let ours = instructions(path, &bench.case.input);
                    let target = match bench.cpp_target {
                        Some(t) if ours <= t => format!("≤ {} ok", millions(t)),
                        Some(t) => format!("≤ {} MISSED", millions(t)),
                        None => "-".to_string(),
                    };
                    (rust, ours, target)
                }
                _ => (
                    median_wall_ms(&Program::binary(&bench.solution), bench),
                    median_wall_ms(&program, bench),
                    "-".to_string(),
                ),
            };
            let shown = |n: f64| {
                if edition.language == Language::Cpp && callgrind {
                    millions(n)
                } else {
                    format!("{:.1} ms", n)
                }
            };
            println!(
                "{:<30} {:<30} {:>12} {:>12} {:>6.1}x {:>14}",
                bench.label,
                edition.file,
                shown(rust),
                shown(theirs),
                theirs / rust,
                target
            );
        }
    }
}
