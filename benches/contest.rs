//! `cargo bench --bench contest`: a mock contest of 30 contestants × 4 problems judged by
//! `judge contest`, right and known-wrong programs mixed, every source distinct (so each is
//! compiled, as in a real class). Reports the contest's wall time against the programs' own
//! CPU time (the sum of every case's CPU time in the `--json` document) divided by `--jobs`:
//! what is left is the judge's overhead (compiling, starting each run in its sandbox,
//! checking), and that overhead against the bound, 10 % of that time plus 5 s. Then
//! the part of that overhead no judge can avoid, measured in the same run: every source
//! compiled by hand with the judge's own command (`g++ -O2 -std=c++17`), on as many threads
//! as jobs; what is left beyond it is what the judge itself adds. Last, the same contest
//! again, every cell from the store.
//!
//! Every source carries the run's own mark, so each run compiles every source anew (the
//! judge's compile cache is keyed by the source's content: a mark of the contestant alone
//! would let a second run of the benchmark skip every compile).
//!
//! On Linux it also says how long the machine's CPUs were idle meanwhile (a job waiting on the
//! kernel leaves its core idle) and how long the host stole them for other guests (wall time no
//! judge can help).
//!
//! `BENCH_CONTESTANTS=N` judges N contestants instead of 30; `BENCH_JOBS=N` sets `--jobs`
//! (default: the machine's cores). A benchmark, not a test: nothing is asserted on the clock.
//!
//! The problems and programs, per contestant `i`:
//! - `p1032` (Luogu P1032): the example's alice (right) for even `i`, bob's (10 rewrites not
//!   allowed: WA) for odd `i`;
//! - `msquare` (USACO msquare, file I/O): alice's BFS, or for every third contestant bob's
//!   iterative deepening (TLE on the deepest boards);
//! - `jiugong` (Lanqiao PREV-19): `docs/examples/nine_grid_lanqiao.cpp`, or for odd `i` the
//!   README's broken copy (stops at 19 moves: WA on deeper boards);
//! - `grasshoppers` (Lanqiao 642): the C++ edition.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

const CONTEST_TXT: &str = "title: bench
problem: p1032
package: P1032

problem: msquare
package: msquare
file-io: msquare

problem: jiugong
package: PREV-19

problem: grasshoppers
package: lanqiao-642
";

fn read(path: &str) -> String {
    fs::read_to_string(manifest_dir().join(path)).unwrap_or_else(|e| panic!("{}: {}", path, e))
}

/// The contest folder for `count` contestants, every source made distinct by a comment that
/// names the contestant and `run`.
fn write_contest(root: &Path, count: usize, run: u128) {
    let _ = fs::remove_dir_all(root);
    fs::create_dir_all(root).unwrap();
    fs::write(root.join("contest.txt"), CONTEST_TXT).unwrap();
    let right_p1032 = read("examples/contest/source/alice/p1032.cpp");
    let wrong_p1032 = read("examples/contest/source/bob/p1032.cpp");
    let right_msquare = read("examples/contest/source/alice/msquare/msquare.cpp");
    let slow_msquare = read("examples/contest/source/bob/msquare.cpp");
    let right_jiugong = read("docs/examples/nine_grid_lanqiao.cpp");
    let wrong_jiugong = right_jiugong.replacen(
        "        size_t b = s.find('.');",
        "        if (dist[s] == 19) continue;\n        size_t b = s.find('.');",
        1,
    );
    assert_ne!(right_jiugong, wrong_jiugong, "the mutation applies");
    let grasshoppers = read("editions/cpp/grasshoppers.cpp");
    for i in 0..count {
        let dir = root.join("source").join(format!("student{:02}", i));
        fs::create_dir_all(&dir).unwrap();
        let mark = format!("\n// contestant {}, benchmark run {}\n", i, run);
        let pick = |right: &str, wrong: &str, is_wrong: bool| {
            format!("{}{}", if is_wrong { wrong } else { right }, mark)
        };
        fs::write(
            dir.join("p1032.cpp"),
            pick(&right_p1032, &wrong_p1032, i % 2 == 1),
        )
        .unwrap();
        fs::write(
            dir.join("msquare.cpp"),
            pick(&right_msquare, &slow_msquare, i % 3 == 0),
        )
        .unwrap();
        fs::write(
            dir.join("jiugong.cpp"),
            pick(&right_jiugong, &wrong_jiugong, i % 2 == 1),
        )
        .unwrap();
        fs::write(
            dir.join("grasshoppers.cpp"),
            pick(&grasshoppers, &grasshoppers, false),
        )
        .unwrap();
    }
}

/// Every source of the contest compiled as the judge compiles it, on `jobs` threads: the wall
/// time of compiling alone.
fn compile_by_hand(root: &Path, jobs: usize) -> f64 {
    let mut sources: Vec<PathBuf> = Vec::new();
    for student in fs::read_dir(root.join("source")).unwrap() {
        for file in fs::read_dir(student.unwrap().path()).unwrap() {
            sources.push(file.unwrap().path());
        }
    }
    let out = root.join("compiled-by-hand");
    fs::create_dir_all(&out).unwrap();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let source = match sources.get(i) {
                    Some(source) => source,
                    None => break,
                };
                let status = Command::new("g++")
                    .args(["-O2", "-std=c++17", "-o"])
                    .arg(out.join(i.to_string()))
                    .arg(source)
                    .status()
                    .expect("g++ runs");
                assert!(status.success(), "{} compiles", source.display());
            });
        }
    });
    let wall = started.elapsed().as_secs_f64();
    let _ = fs::remove_dir_all(&out);
    wall
}

/// Every `"time_ms":N` of the document added up: the programs' own CPU time, in ms.
fn programs_cpu_ms(json: &str) -> u64 {
    json.split("\"time_ms\":")
        .skip(1)
        .filter_map(|rest| {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse::<u64>().ok()
        })
        .sum()
}

/// The machine's idle and stolen time so far, in core-seconds, from `/proc/stat` (Linux; the
/// kernel counts in hundredths of a second). Stolen time is what the host gave other guests
/// while this one's CPUs wanted to run: it lengthens the wall time, not the programs' CPU
/// time, so an overhead read on a shared host is the judge's and the host's together.
fn idle_and_stolen() -> Option<(f64, f64)> {
    let stat = fs::read_to_string("/proc/stat").ok()?;
    let fields: Vec<f64> = stat
        .lines()
        .next()?
        .split_whitespace()
        .skip(1)
        .map(|n| n.parse().unwrap_or(0.0))
        .collect();
    Some((fields.get(3)? / 100.0, fields.get(7)? / 100.0))
}

/// Runs the contest once: wall seconds and the `--json` document.
fn judge(judge: &Path, root: &Path, jobs: usize) -> (f64, String) {
    let started = Instant::now();
    let out = Command::new(judge)
        .args([
            "contest",
            root.to_str().unwrap(),
            "--json",
            "--jobs",
            &jobs.to_string(),
        ])
        .output()
        .expect("judge runs");
    let wall = started.elapsed().as_secs_f64();
    assert!(
        out.status.success(),
        "judge contest failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    (wall, String::from_utf8_lossy(&out.stdout).into_owned())
}

fn main() {
    let count: usize = std::env::var("BENCH_CONTESTANTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(30);
    let jobs: usize = std::env::var("BENCH_JOBS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let judge_binary = PathBuf::from(env!("CARGO_BIN_EXE_judge"));
    let root = manifest_dir().join("target/bench-scratch/contest");
    let run = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    write_contest(&root, count, run);
    println!(
        "judge contest: {} contestants × 4 problems, --jobs {}",
        count, jobs
    );
    let machine_before = idle_and_stolen();
    let (wall, json) = judge(&judge_binary, &root, jobs);
    let machine_after = idle_and_stolen();
    let cpu = programs_cpu_ms(&json) as f64 / 1000.0;
    let floor = cpu / jobs as f64;
    println!(
        "first run:  wall {:.1} s; the programs' own CPU time {:.1} s, ÷ {} jobs = {:.1} s; overhead {:.1} s ({:.0} % over that)",
        wall,
        cpu,
        jobs,
        floor,
        wall - floor,
        if floor > 0.0 { (wall / floor - 1.0) * 100.0 } else { 0.0 }
    );
    if let (Some((idle_before, stolen_before)), Some((idle_after, stolen_after))) =
        (machine_before, machine_after)
    {
        println!(
            "meanwhile the machine's CPUs were idle {:.1} s and stolen by the host {:.1} s (core-seconds, every core)",
            idle_after - idle_before,
            stolen_after - stolen_before
        );
    }
    let bound = floor * 0.1 + 5.0;
    println!(
        "overhead bound (10 % of {:.1} s + 5 s): {:.1} s; overhead {:.1} s: {}",
        floor,
        bound,
        wall - floor,
        if wall - floor <= bound {
            "within"
        } else {
            "over"
        }
    );
    let compiling = compile_by_hand(&root, jobs);
    let own = wall - floor - compiling;
    println!(
        "of that overhead, compiling the {} sources by hand on {} threads takes {:.1} s; the judge's own part is {:.1} s ({:.0} % over the programs' time): {} the bound",
        count * 4,
        jobs,
        compiling,
        own,
        if floor > 0.0 { own / floor * 100.0 } else { 0.0 },
        if own <= bound { "within" } else { "over" }
    );
    let (again, _) = judge(&judge_binary, &root, jobs);
    println!("second run, every cell from the store: wall {:.1} s", again);
}
