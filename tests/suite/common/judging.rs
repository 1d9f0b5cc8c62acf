//! Helpers for the tests of the checker: scratch folders of cases, judging a shell line on one
//! case through the library, running the `judge` binary, and looking for leftover processes.

use bfs_puzzles::cases::{self, Case};
use bfs_puzzles::compare::Comparison;
use bfs_puzzles::judge::{self, CaseReport, Checker, Session};
use bfs_puzzles::run::{Limits, Program};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

pub fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The solutions' sources, each `src/bin/NAME.rs` as `(NAME, path)`, by name: the binaries
/// Cargo builds beside `judge`.
pub fn solution_sources() -> Vec<(String, PathBuf)> {
    let mut sources: Vec<(String, PathBuf)> = fs::read_dir(manifest_dir().join("src/bin"))
        .expect("src/bin")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().map_or(false, |e| e == "rs"))
        .filter_map(|path| Some((path.file_stem()?.to_string_lossy().into_owned(), path)))
        .collect();
    sources.sort();
    sources
}

/// A fresh scratch folder for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("judge-tests")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// A folder with one case `01` of the given input and answer.
pub fn one_case_folder(name: &str, input: &[u8], answer: &[u8]) -> (PathBuf, Case) {
    let dir = scratch(name);
    fs::write(dir.join("01.in"), input).expect("input written");
    fs::write(dir.join("01.ans"), answer).expect("answer written");
    let case = cases::discover(&dir).expect("one case").remove(0);
    (dir, case)
}

/// The default limits with another time limit.
pub fn limits(seconds: f64) -> Limits {
    Limits {
        time: Duration::from_secs_f64(seconds),
        ..Limits::default()
    }
}

/// Judges the shell line `line` on `case` by the line rule.
pub fn judge_shell(line: &str, case: &Case, limits: &Limits) -> CaseReport {
    let mut session = Session::new(
        Program::Shell(line.to_string()),
        Checker::Compare(Comparison::Lines),
    );
    session.limits = *limits;
    judge::judge_case(&session, case).expect("the case is judged")
}

/// Runs the `judge` binary with `args`: exit status, stdout, stderr.
pub fn judge_binary(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("judge runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The heading of a judge's run: its first line after the one that names the containment.
pub fn heading(stdout: &str) -> &str {
    stdout
        .lines()
        .find(|line| !line.starts_with("contained: "))
        .unwrap_or("")
}

/// Processes whose command line contains `needle` (Linux; empty elsewhere).
pub fn processes_with(needle: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
        if let Ok(cmdline) = fs::read(entry.path().join("cmdline")) {
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            if cmdline.contains(needle) {
                found.push(cmdline);
            }
        }
    }
    found
}

/// A marker no other process on the machine has on its command line, so survivors are found.
pub fn marker(name: &str) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!("{}-{}-{}", name, std::process::id(), nanos)
}

/// `mark` written for a shell so that the shell's command line does not hold it whole (`ab''cd`),
/// while the processes it starts do: survivors are then found, and not the judge itself.
pub fn quoted_apart(mark: &str) -> String {
    let (a, b) = mark.split_at(mark.len() / 2);
    format!("{}''{}", a, b)
}

/// Waits up to ten seconds for processes with `needle` to disappear; those left. A hang-only
/// bound: a killed process is gone in milliseconds, and the wait ends as soon as none is left.
pub fn survivors(needle: &str) -> Vec<String> {
    for _ in 0..200 {
        let left = processes_with(needle);
        if left.is_empty() {
            return left;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    processes_with(needle)
}

/// Builds a C program with the system `cc`, or says why not (the test is then skipped).
pub fn build_c(name: &str, source: &str) -> Option<PathBuf> {
    build_c_with(name, source, &[])
}

/// Builds a C program with the system `cc` and extra `flags` (`-pthread`), or says why not.
pub fn build_c_with(name: &str, source: &str, flags: &[&str]) -> Option<PathBuf> {
    let dir = scratch(&format!("c-{}", name));
    let file = dir.join(format!("{}.c", name));
    fs::write(&file, source).expect("source written");
    let binary = dir.join(name);
    match Command::new("cc")
        .arg("-O2")
        .arg("-o")
        .arg(&binary)
        .arg(&file)
        .args(flags)
        .output()
    {
        Ok(out) if out.status.success() => Some(binary),
        Ok(out) => {
            eprintln!(
                "skipped: cc cannot build {}: {}",
                name,
                String::from_utf8_lossy(&out.stderr)
            );
            None
        }
        Err(e) => {
            eprintln!("skipped: no C compiler (cc: {})", e);
            None
        }
    }
}

/// True when `python3` runs here; otherwise the test says it is skipped.
pub fn have_python() -> bool {
    let ok = Command::new("python3")
        .arg("-c")
        .arg("pass")
        .output()
        .map_or(false, |o| o.status.success());
    if !ok {
        eprintln!("skipped: no python3");
    }
    ok
}

/// The first string or number value of `"key":` in a JSON document (no nesting needed).
pub fn json_field(json: &str, key: &str) -> String {
    let pattern = format!("\"{}\":", key);
    let start = match json.find(&pattern) {
        Some(at) => at + pattern.len(),
        None => return String::new(),
    };
    let rest = &json[start..];
    if let Some(quoted) = rest.strip_prefix('"') {
        let mut value = String::new();
        let mut escaped = false;
        for c in quoted.chars() {
            match (escaped, c) {
                (false, '\\') => escaped = true,
                (false, '"') => break,
                (_, c) => {
                    value.push(c);
                    escaped = false;
                }
            }
        }
        value
    } else {
        rest.chars().take_while(|c| c.is_ascii_digit()).collect()
    }
}
