//! `judge contest`: a mock contest of 6 contestants × 3 problems, every score checked against
//! a count by hand; the store (a second run judges only a changed cell, `--only` one cell);
//! bad input; and the results page read in headless Chromium.
//!
//! The problems are tiny folders of cases written here, the sources a few lines of Python, so
//! that the contest costs little: what is tested is the contest's machinery, not the programs.

use crate::common::browser::{self, Browser};
use crate::common::in_ci;
use crate::common::json::{self, Value};
use crate::common::judging::{have_python, judge_binary, scratch};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// `contest.txt` of the hand-counted contest.
///
/// - `sum`: groups 01 (2 cases), 02 (2), 03 (1); 100 split evenly in whole points: 33, 33, 34
///   (the one point left over goes to the last group).
/// - `double`: subtasks `01` 10 points, `02-03` 90; Python only.
/// - `echo`: file I/O `echo.in`/`echo.out`, 50 points, every case 12.5 (`scoring: cases`).
const CONTEST_TXT: &str = "title: 测验 <hand count>
problem: sum
package: pkgs/sum
time-limit: 1 s

problem: double
package: pkgs/double
subtasks: 01 10, 02-03 90
languages: Python

problem: echo
package: pkgs/echo
score: 50
scoring: cases
file-io: echo
";

const SUM_RIGHT: &str = "a, b = map(int, input().split())\nprint(a + b)\n";
const DOUBLE_RIGHT: &str = "print(2 * int(input()))\n";
const ECHO_RIGHT: &str = "open('echo.out', 'wb').write(open('echo.in', 'rb').read())\n";

/// The contest's folder: packages, `contest.txt`, and every contestant's files.
fn write_contest(root: &Path) {
    let case = |problem: &str, name: &str, input: &str, answer: &str| {
        let dir = root.join("pkgs").join(problem);
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join(format!("{}.in", name)), input).unwrap();
        fs::write(dir.join(format!("{}.ans", name)), answer).unwrap();
    };
    case("sum", "01-a", "1 2\n", "3\n");
    case("sum", "01-b", "0 5\n", "5\n");
    case("sum", "02-a", "150 1\n", "151\n");
    case("sum", "02-b", "200 300\n", "500\n");
    case("sum", "03-a", "-7 7\n", "0\n");
    case("double", "01-one", "1\n", "2\n");
    case("double", "02-ten", "10\n", "20\n");
    case("double", "03-a", "7\n", "14\n");
    case("double", "03-b", "-4\n", "-8\n");
    case("echo", "01", "hello\n", "hello\n");
    case("echo", "02", "world\n", "world\n");
    case("echo", "03", "你好\n", "你好\n");
    case("echo", "04", "x y\n", "x y\n");
    fs::write(root.join("contest.txt"), CONTEST_TXT).unwrap();
    let file = |path: &str, text: &[u8]| {
        let path = root.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    // ann: everything right; `sum` in LemonLime's folder-per-problem layout.
    file("source/ann/sum/sum.py", SUM_RIGHT.as_bytes());
    file("source/ann/double.py", DOUBLE_RIGHT.as_bytes());
    file("source/ann/echo.py", ECHO_RIGHT.as_bytes());
    // ben: `sum` wrong when a > 100 (group 02: 02-a WA, 02-b skipped); no `echo`.
    file(
        "source/ben/sum.py",
        b"a, b = map(int, input().split())\nprint(a + b + 1 if a > 100 else a + b)\n",
    );
    file("source/ben/double.py", DOUBLE_RIGHT.as_bytes());
    // 陈 晨: `sum` a syntax error; `double` wrong on negatives (03-b); `echo` wrong on 你好.
    file(
        "source/陈 晨/sum.py",
        b"a, b = map(int, input().split()\nprint(a + b)\n",
    );
    file(
        "source/陈 晨/double.py",
        b"n = int(input())\nprint(2 * n if n > 0 else n)\n",
    );
    file(
        "source/陈 晨/echo.py",
        b"s = open('echo.in', 'rb').read()\nopen('echo.out', 'wb').write(b'no\\n' if b'\\xe4' in s else s)\n",
    );
    // dan: `sum` loops when a = 0 (01-b TLE); two files for `double`; an empty `echo`.
    file(
        "source/dan/sum.py",
        b"a, b = map(int, input().split())\nwhile a == 0:\n    pass\nprint(a + b)\n",
    );
    file("source/dan/double.py", DOUBLE_RIGHT.as_bytes());
    file("source/dan/double/double.py", DOUBLE_RIGHT.as_bytes());
    file("source/dan/echo.py", b"");
    // eve<b>: `sum` wrong when a = 1 (01-a WA, 01-b skipped); `double` in C++, which it does
    // not take; `echo` a binary file.
    file(
        "source/eve<b>/sum.py",
        b"a, b = map(int, input().split())\nprint(0 if a == 1 else a + b)\n",
    );
    file("source/eve<b>/double.cpp", b"int main() { return 0; }\n");
    file("source/eve<b>/echo.py", b"\x7fELF\x02\x01\x01\x00\x00\x00");
    // fay, in Arbiter's layout under a day's folder: `sum` crashes on negatives (03-a RE).
    file(
        "players/day1/fay/sum/sum.py",
        b"a, b = map(int, input().split())\nif a < 0:\n    raise SystemExit(1)\nprint(a + b)\n",
    );
    file("players/day1/fay/double/double.py", DOUBLE_RIGHT.as_bytes());
    file("players/day1/fay/echo/echo.py", ECHO_RIGHT.as_bytes());
}

/// The hand count: each contestant's rank, total, and per problem the status and points.
#[allow(clippy::type_complexity)]
const EXPECTED: &[(&str, f64, f64, [(&str, f64); 3])] = &[
    // 33 + 33 + 34, 10 + 90, 4 × 12.5
    (
        "ann",
        1.0,
        250.0,
        [("judged", 100.0), ("judged", 100.0), ("judged", 50.0)],
    ),
    // 33 + 33 + 0 (03-a RE), 100, 50
    (
        "day1/fay",
        2.0,
        216.0,
        [("judged", 66.0), ("judged", 100.0), ("judged", 50.0)],
    ),
    // 33 + 0 + 34, 100, none handed in
    (
        "ben",
        3.0,
        167.0,
        [("judged", 67.0), ("judged", 100.0), ("missing", 0.0)],
    ),
    // 0 + 33 + 34, two files, empty
    (
        "dan",
        4.0,
        67.0,
        [("judged", 67.0), ("several-files", 0.0), ("empty", 0.0)],
    ),
    // 0 + 33 + 34, C++ not taken, binary
    (
        "eve<b>",
        4.0,
        67.0,
        [("judged", 67.0), ("wrong-language", 0.0), ("binary", 0.0)],
    ),
    // compile error, 10 + 0, 3 × 12.5
    (
        "陈 晨",
        6.0,
        47.5,
        [("compile-error", 0.0), ("judged", 10.0), ("judged", 37.5)],
    ),
];

/// The contest judged once for the tests that read its results: its folder and `--json`
/// (`None` without Python). The first test to ask judges it; the others wait for it.
fn judged_contest() -> Option<(PathBuf, Value)> {
    static JUDGED: Mutex<Option<Option<(PathBuf, Value)>>> = Mutex::new(None);
    let mut judged = JUDGED.lock().unwrap_or_else(|p| p.into_inner());
    judged
        .get_or_insert_with(|| {
            if !have_python() {
                return None;
            }
            let root = scratch("contest-hand-count");
            write_contest(&root);
            let (status, stdout, stderr) =
                judge_binary(&["contest", root.to_str().unwrap(), "--json", "--jobs", "2"]);
            assert_eq!(status, Some(0), "stderr: {}", stderr);
            let document = json::parse(&stdout).unwrap_or_else(|| panic!("JSON: {}", stdout));
            Some((root, document))
        })
        .clone()
}

fn number(value: &Value, key: &str) -> f64 {
    value
        .get(key)
        .and_then(Value::as_number)
        .unwrap_or_else(|| panic!("no number `{}` in {:?}", key, value))
}

fn text<'a>(value: &'a Value, key: &str) -> &'a str {
    value
        .get(key)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("no string `{}` in {:?}", key, value))
}

fn array<'a>(value: &'a Value, key: &str) -> &'a Vec<Value> {
    value
        .get(key)
        .and_then(Value::as_array)
        .unwrap_or_else(|| panic!("no array `{}` in {:?}", key, value))
}

/// Each case's verdict of a cell, in order (`skipped` for a case not run).
fn verdicts(cell: &Value) -> Vec<&str> {
    array(cell, "cases")
        .iter()
        .map(|c| text(c, "verdict"))
        .collect()
}

#[test]
fn every_score_rank_and_status_is_the_hand_count() {
    let (root, document) = match judged_contest() {
        Some(judged) => judged,
        None => return,
    };
    let document = &document;
    let standings = array(document, "standings");
    let got: Vec<&str> = standings.iter().map(|r| text(r, "contestant")).collect();
    let wanted: Vec<&str> = EXPECTED.iter().map(|e| e.0).collect();
    assert_eq!(got, wanted, "the order of the standings");
    for (row, (name, rank, total, cells)) in standings.iter().zip(EXPECTED) {
        assert_eq!(number(row, "rank"), *rank, "{}'s rank", name);
        assert_eq!(number(row, "total"), *total, "{}'s total", name);
        let got = array(row, "cells");
        for (cell, (problem, (status, points))) in
            got.iter().zip(["sum", "double", "echo"].iter().zip(cells))
        {
            assert_eq!(text(cell, "problem"), *problem);
            assert_eq!(text(cell, "status"), *status, "{}/{}", name, problem);
            assert_eq!(number(cell, "score"), *points, "{}/{}", name, problem);
            // One schema for every cell, judged or not.
            for key in [
                "source",
                "message",
                "compile_log",
                "fresh",
                "subtasks",
                "cases",
            ] {
                assert!(
                    cell.get(key).is_some(),
                    "{}/{} has no `{}`",
                    name,
                    problem,
                    key
                );
            }
            let subtasks = array(cell, "subtasks").len();
            assert_eq!(
                subtasks,
                [3, 2, 4][["sum", "double", "echo"]
                    .iter()
                    .position(|p| p == problem)
                    .unwrap()]
            );
        }
    }
    let cell = |name: &str, problem: usize| {
        &array(
            &standings[EXPECTED.iter().position(|e| e.0 == name).unwrap()],
            "cells",
        )[problem]
    };
    // A failed case skips the rest of its subtask, and only of its subtask.
    assert_eq!(
        verdicts(cell("ben", 0)),
        ["AC", "AC", "WA", "skipped", "AC"]
    );
    assert_eq!(
        verdicts(cell("eve<b>", 0)),
        ["WA", "skipped", "AC", "AC", "AC"]
    );
    assert_eq!(verdicts(cell("dan", 0)), ["AC", "TLE", "AC", "AC", "AC"]);
    assert_eq!(
        verdicts(cell("day1/fay", 0)),
        ["AC", "AC", "AC", "AC", "RE"]
    );
    assert_eq!(verdicts(cell("陈 晨", 1)), ["AC", "AC", "AC", "WA"]);
    // Per-case scoring skips nothing.
    assert_eq!(verdicts(cell("陈 晨", 2)), ["AC", "AC", "WA", "AC"]);
    // The compile error has the compiler's words; the cells not judged say why.
    assert!(text(cell("陈 晨", 0), "compile_log").contains("SyntaxError"));
    // Paths are the contest's own, not the coach's disk.
    let log = text(cell("陈 晨", 0), "compile_log");
    assert!(log.contains("source/陈 晨/sum.py"), "{}", log);
    assert!(!log.contains(&*root.to_string_lossy()), "{}", log);
    assert!(verdicts(cell("陈 晨", 0)).is_empty());
    assert!(text(cell("dan", 1), "message").contains("2 files"));
    assert!(text(cell("eve<b>", 1), "message").contains("C++"));
    assert_eq!(text(cell("ann", 0), "source"), "source/ann/sum/sum.py");
    assert_eq!(cell("ben", 2).get("source"), Some(&Value::Null));
}

#[test]
fn the_csv_and_the_page_hold_the_same_totals_escaped() {
    let (root, _) = match judged_contest() {
        Some(judged) => judged,
        None => return,
    };
    let csv = fs::read_to_string(root.join("results.csv")).unwrap();
    let lines: Vec<&str> = csv.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(
        lines[0],
        "rank,contestant,sum,sum status,double,double status,echo,echo status,total"
    );
    assert_eq!(lines[5], "4,eve<b>,67,judged,0,wrong-language,0,binary,67");
    assert_eq!(
        lines[6],
        "6,陈 晨,0,compile-error,10,judged,37.5,judged,47.5"
    );
    let page = fs::read_to_string(root.join("results.html")).unwrap();
    assert!(page.contains("eve&lt;b&gt;") && !page.contains("eve<b>"));
    assert!(page.contains("测验 &lt;hand count&gt;"));
}

#[test]
fn a_second_run_judges_only_the_changed_cell_and_only_judges_one_again() {
    let (judged, _) = match judged_contest() {
        Some(judged) => judged,
        None => return,
    };
    let judged = &judged;
    // A copy, store included: the store is keyed by what is judged, not where the folder is.
    let root = scratch("contest-second-run");
    copy_folder(judged, &root);
    let run = |extra: &[&str]| {
        let mut args = vec!["contest", root.to_str().unwrap(), "--json"];
        args.extend(extra);
        let (status, stdout, stderr) = judge_binary(&args);
        assert_eq!(status, Some(0), "stderr: {}", stderr);
        json::parse(&stdout).expect("JSON")
    };
    let fresh = |document: &Value| -> Vec<String> {
        let mut found = Vec::new();
        for row in array(document, "standings") {
            for cell in array(row, "cells") {
                if cell.get("fresh") == Some(&Value::Bool(true)) {
                    found.push(format!(
                        "{}/{}",
                        text(row, "contestant"),
                        text(cell, "problem")
                    ));
                }
            }
        }
        found
    };
    let again = run(&[]);
    assert_eq!(
        fresh(&again),
        Vec::<String>::new(),
        "nothing changed, nothing judged"
    );
    assert_eq!(
        number(array(&again, "standings").first().unwrap(), "total"),
        250.0
    );
    fs::write(root.join("source/ben/sum.py"), SUM_RIGHT).unwrap();
    let changed = run(&[]);
    assert_eq!(fresh(&changed), ["ben/sum"]);
    let ben = array(&changed, "standings")
        .iter()
        .find(|r| text(r, "contestant") == "ben")
        .unwrap();
    // 100 + 100 + 0, now behind ann (250) and fay (216).
    assert_eq!((number(ben, "rank"), number(ben, "total")), (3.0, 200.0));
    let only = run(&["--only", "day1/fay/echo"]);
    assert_eq!(fresh(&only), ["day1/fay/echo"]);
}

fn copy_folder(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_folder(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A contest of one problem and one contestant, `ann`, right.
fn small_contest(name: &str) -> PathBuf {
    let root = scratch(name);
    fs::create_dir_all(root.join("pkgs/double")).unwrap();
    fs::write(root.join("pkgs/double/01.in"), "3\n").unwrap();
    fs::write(root.join("pkgs/double/01.ans"), "6\n").unwrap();
    fs::write(
        root.join("contest.txt"),
        "problem: double\npackage: pkgs/double\n",
    )
    .unwrap();
    fs::create_dir_all(root.join("source/ann")).unwrap();
    fs::write(root.join("source/ann/double.py"), DOUBLE_RIGHT).unwrap();
    root
}

/// Runs the contest in `root` and expects one line on stderr holding `said`, status 2, and no
/// results written.
fn refused(root: &Path, said: &str) {
    let (status, stdout, stderr) = judge_binary(&["contest", root.to_str().unwrap()]);
    assert_eq!(status, Some(2), "stdout: {}\nstderr: {}", stdout, stderr);
    assert!(stderr.contains(said), "{:?} lacks {:?}", stderr, said);
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {}", stderr);
    for written in ["results.html", "results.csv", "results-store.txt"] {
        assert!(!root.join(written).exists(), "{} written", written);
    }
}

#[test]
fn bad_contests_get_one_line_status_2_and_nothing_written() {
    if !have_python() {
        return;
    }
    let root = small_contest("contest-no-file");
    fs::remove_file(root.join("contest.txt")).unwrap();
    refused(&root, "no contest.txt");

    let root = small_contest("contest-unknown-problem");
    fs::write(
        root.join("contest.txt"),
        "problem: double\npackage: P99999\n",
    )
    .unwrap();
    refused(&root, "no problem `P99999`");

    let root = small_contest("contest-typo");
    fs::write(
        root.join("contest.txt"),
        "problem: double\npackage: pkgs/double\nscroe: 5\n",
    )
    .unwrap();
    refused(&root, "line 3: unknown key `scroe`");

    #[cfg(unix)]
    {
        let root = small_contest("contest-link-out");
        fs::create_dir_all(root.join("source/mallory")).unwrap();
        std::os::unix::fs::symlink("/etc/passwd", root.join("source/mallory/double.py")).unwrap();
        refused(&root, "leads out of the contest folder");
    }

    let root = small_contest("contest-no-contestants");
    fs::remove_dir_all(root.join("source")).unwrap();
    refused(&root, "no source/ folder");
}

/// A contestant's folder whose name is not UTF-8 is judged and shown with the replacement
/// character; one with spaces and markup too.
#[cfg(unix)]
#[test]
fn names_that_are_not_utf8_are_judged_and_shown() {
    use std::os::unix::ffi::OsStrExt;
    if !have_python() {
        return;
    }
    let root = small_contest("contest-odd-names");
    let odd = root
        .join("source")
        .join(std::ffi::OsStr::from_bytes(b"k\xffm"));
    fs::create_dir_all(&odd).unwrap();
    fs::write(odd.join("double.py"), DOUBLE_RIGHT).unwrap();
    let (status, stdout, stderr) = judge_binary(&["contest", root.to_str().unwrap(), "--json"]);
    assert_eq!(status, Some(0), "stderr: {}", stderr);
    let document = json::parse(&stdout).expect("JSON");
    let names: Vec<&str> = array(&document, "standings")
        .iter()
        .map(|r| text(r, "contestant"))
        .collect();
    assert_eq!(names, ["ann", "k\u{fffd}m"]);
    assert!(array(&document, "standings")
        .iter()
        .all(|r| number(r, "total") == 100.0));
}

/// The page as a coach sees it, in headless Chromium: every contestant's total read from the
/// table; a click on the total's heading sorts by it, lowest first the second time; a click on
/// a cell opens its cases.
#[test]
fn the_results_page_shows_every_total_sorts_and_opens_a_cell_in_a_browser() {
    let chromium = match browser::chromium() {
        Ok(chromium) => chromium,
        Err(reason) if !in_ci() => return eprintln!("skipped: {}", reason),
        Err(reason) => panic!("CI must view the results page: {}", reason),
    };
    let (root, _) = match judged_contest() {
        Some(judged) => judged,
        None => return,
    };
    let mut browser = Browser::start(chromium, &scratch("contest-browser"));
    let url = format!("file://{}", root.join("results.html").display());
    let script = "(function(){
      function rows(){return Array.prototype.map.call(document.querySelectorAll('#standings tbody tr'),
        function(r){return r.getAttribute('data-contestant')+'='+r.querySelector('td.total').textContent;});}
      var before=rows();
      var heads=document.querySelectorAll('#standings th');
      var total=heads[heads.length-1];
      total.click(); total.click();
      var ascending=rows();
      var cell=document.querySelector('tr[data-contestant=\"ben\"] td.cell[data-problem=\"sum\"]');
      cell.click();
      var panel=document.getElementById(cell.getAttribute('data-detail'));
      var opened=panel.hidden?'hidden':Array.prototype.map.call(panel.querySelectorAll('table.cases td:nth-child(2)'),function(td){return td.textContent;}).join(' ');
      return JSON.stringify({before:before,ascending:ascending,opened:opened});})()";
    let value = browser.value(&url, (1200, 800), script);
    let read = json::parse(value.as_str().expect("a string")).expect("JSON");
    let before: Vec<&str> = array(&read, "before")
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    let wanted: Vec<String> = EXPECTED
        .iter()
        .map(|(name, _, total, _)| format!("{}={}", name, total))
        .collect();
    assert_eq!(before, wanted);
    let ascending: Vec<&str> = array(&read, "ascending")
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(ascending.first(), Some(&"陈 晨=47.5"));
    assert_eq!(ascending.last(), Some(&"ann=250"));
    assert_eq!(text(&read, "opened"), "AC AC WA skipped AC");
}

/// The value of `key: value` on a line of its own in `yaml` (`key` with any leading spaces
/// and `- `), unquoted.
fn yaml_values<'a>(yaml: &'a str, key: &str) -> Vec<&'a str> {
    yaml.lines()
        .filter_map(|line| {
            line.trim_start()
                .trim_start_matches("- ")
                .strip_prefix(key)?
                .strip_prefix(": ")
        })
        .map(|value| value.trim_matches(|c| c == '"' || c == '\''))
        .collect()
}

/// True for `H:MM:SS`, the CCS spec's relative time.
fn is_relative_time(text: &str) -> bool {
    let parts: Vec<&str> = text.split(':').collect();
    parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
        && parts[1].len() == 2
        && parts[2].len() == 2
}

/// The example contest as DOMjudge's contest package, in the facts of the CCS contest package
/// format (ccs-specs `Contest_Package.md`) and DOMjudge's import (`doc/manual/import.rst`,
/// `misc-tools/import-contest`): `contest.yaml` with `id`, `name`, `start_time` (ISO 8601
/// with its offset), `duration` and `scoreboard_freeze_duration` as quoted `H:MM:SS` (a bare
/// `4:00:00` is the number 14400 to a YAML 1.1 reader), `penalty_time` in whole minutes;
/// `problems.yaml` listing each problem's `id` (the folder import-contest zips), `label` A, B in
/// order, `ordinal` from 1, `rgb` as `#RRGGBB`; `problemset.yaml` the same problems in the older
/// keys `letter` and `short-name`; each problem's Kattis folder under its id; never over a
/// folder that is there.
#[test]
fn the_domjudge_export_is_a_contest_package_of_kattis_folders() {
    let out = scratch("contest-domjudge").join("saturday");
    let example = crate::common::judging::manifest_dir().join("examples/contest");
    let args = [
        "contest",
        "export",
        example.to_str().unwrap(),
        "--to",
        "domjudge",
        "--out",
        out.to_str().unwrap(),
    ];
    let (status, stdout, stderr) = judge_binary(&args);
    assert_eq!(status, Some(0), "stdout: {}\nstderr: {}", stdout, stderr);
    let contest = fs::read_to_string(out.join("contest.yaml")).unwrap();
    let one = |key: &str| -> String {
        let values = yaml_values(&contest, key);
        assert_eq!(values.len(), 1, "{}: {}", key, contest);
        values[0].to_string()
    };
    let id = one("id");
    assert!(
        !id.is_empty()
            && id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"_.-".contains(&b)),
        "id {:?}",
        id
    );
    assert!(one("name").starts_with("周六模拟赛"));
    let start = one("start_time");
    assert!(
        start.len() == 25 && start.as_bytes()[10] == b'T' && start[19..].starts_with(['+', '-']),
        "start_time {:?}",
        start
    );
    for key in ["duration", "scoreboard_freeze_duration"] {
        assert!(is_relative_time(&one(key)), "{}: {}", key, contest);
        assert!(
            contest.contains(&format!("{}: \"", key)),
            "{} quoted: {}",
            key,
            contest
        );
    }
    assert!(one("penalty_time").parse::<u32>().is_ok(), "{}", contest);

    let problems = fs::read_to_string(out.join("problems.yaml")).unwrap();
    assert_eq!(
        yaml_values(&problems, "id"),
        ["luogup1032", "usacomsquare"],
        "{}",
        problems
    );
    assert_eq!(yaml_values(&problems, "label"), ["A", "B"]);
    assert_eq!(yaml_values(&problems, "ordinal"), ["1", "2"]);
    for rgb in yaml_values(&problems, "rgb") {
        assert!(
            rgb.len() == 7
                && rgb.starts_with('#')
                && rgb[1..].bytes().all(|b| b.is_ascii_hexdigit()),
            "rgb {:?}",
            rgb
        );
    }
    let problemset = fs::read_to_string(out.join("problemset.yaml")).unwrap();
    assert!(problemset.starts_with("problems:\n"));
    assert_eq!(yaml_values(&problemset, "letter"), ["A", "B"]);
    assert_eq!(
        yaml_values(&problemset, "short-name"),
        ["luogup1032", "usacomsquare"]
    );
    for id in ["luogup1032", "usacomsquare"] {
        assert!(out.join(id).join("problem.yaml").is_file(), "{}", id);
        assert!(out.join(id).join("data/secret").is_dir(), "{}", id);
    }
    let (status, _, stderr) = judge_binary(&args);
    assert_eq!(status, Some(2));
    assert!(stderr.contains("already there"), "{}", stderr);
}

/// The example contest for Hydro: one zip per problem, its cases under their own names and its
/// `config.yaml` holding the contest's subtasks (`msquare`: 20, 30, 30 and 20 points, each
/// `type: min`) and the problem's file I/O.
#[test]
fn the_hydro_export_keeps_the_cases_names_and_the_contests_subtasks() {
    let out = scratch("contest-hydro").join("saturday");
    let example = crate::common::judging::manifest_dir().join("examples/contest");
    let (status, stdout, stderr) = judge_binary(&[
        "contest",
        "export",
        example.to_str().unwrap(),
        "--to",
        "hydro",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(status, Some(0), "stdout: {}\nstderr: {}", stdout, stderr);
    let zip = fs::read(out.join("usacomsquare-hydro.zip")).unwrap();
    let entries = bfs_puzzles::zip::read(&zip).expect("a zip");
    let names: Vec<&str> = entries.iter().map(|(n, _)| n.as_str()).collect();
    assert!(names.contains(&"usacomsquare/testdata/50-depth-07-a.in"));
    assert!(names.contains(&"usacomsquare/testdata/50-depth-07-a.out"));
    assert!(!names.contains(&"usacomsquare/testdata/1.in"));
    let config = entries
        .iter()
        .find(|(n, _)| n == "usacomsquare/testdata/config.yaml")
        .map(|(_, b)| String::from_utf8_lossy(b).into_owned())
        .expect("config.yaml");
    let scores: Vec<&str> = config
        .lines()
        .filter_map(|l| l.strip_prefix("  - score: "))
        .collect();
    assert_eq!(scores, ["20", "30", "30", "20"], "{}", config);
    assert_eq!(config.matches("    type: min").count(), 4);
    assert!(config.contains("filename: \"msquare\""));
    // Every case listed once, each with a file in the zip.
    let listed: Vec<&str> = config
        .lines()
        .filter_map(|l| l.trim().strip_prefix("- input: "))
        .collect();
    assert_eq!(listed.len(), 179);
    for input in listed {
        let file = format!("usacomsquare/testdata/{}", input.trim_matches('"'));
        assert!(names.contains(&file.as_str()), "{}", file);
    }
}

/// `scoring: cases` for Hydro: 100 points over P1032's cases are not whole shares, and Hydro
/// keeps whole scores (`SubtaskConfig.score`, split by its own `getScore` in whole points, the
/// points left over to the last subtasks). Each case's subtask gets the share rounded down or
/// up, all adding up to the full score, the larger ones last.
#[test]
fn the_hydro_export_of_scoring_by_cases_has_whole_points_adding_up_to_the_score() {
    let root = scratch("contest-hydro-cases");
    fs::write(
        root.join("contest.txt"),
        "problem: p1032\npackage: P1032\nscoring: cases\n",
    )
    .unwrap();
    fs::create_dir_all(root.join("source")).unwrap();
    let cases = fs::read_dir(
        crate::common::judging::manifest_dir().join("testdata/string_rewrite/luogu-p1032"),
    )
    .unwrap()
    .filter(|e| e.as_ref().unwrap().path().extension() == Some("in".as_ref()))
    .count() as u32;
    assert!(100 % cases != 0, "{} cases share 100 points evenly", cases);
    let out = root.join("hydro");
    let (status, stdout, stderr) = judge_binary(&[
        "contest",
        "export",
        root.to_str().unwrap(),
        "--to",
        "hydro",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(status, Some(0), "stdout: {}\nstderr: {}", stdout, stderr);
    let zip = fs::read(out.join("luogup1032-hydro.zip")).unwrap();
    let entries = bfs_puzzles::zip::read(&zip).expect("a zip");
    let config = entries
        .iter()
        .find(|(n, _)| n == "luogup1032/testdata/config.yaml")
        .map(|(_, b)| String::from_utf8_lossy(b).into_owned())
        .expect("config.yaml");
    let scores: Vec<u32> = config
        .lines()
        .filter_map(|l| l.strip_prefix("  - score: "))
        .map(|s| s.parse().unwrap_or_else(|_| panic!("{} is not whole", s)))
        .collect();
    assert_eq!(scores.len() as u32, cases);
    assert_eq!(scores.iter().sum::<u32>(), 100);
    let (low, high) = (100 / cases, 100 / cases + 1);
    let highs = (100 % cases) as usize;
    let mut wanted = vec![low; cases as usize - highs];
    wanted.extend(vec![high; highs]);
    assert_eq!(scores, wanted);
}
