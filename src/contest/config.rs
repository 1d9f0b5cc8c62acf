//! `contest.txt`: the contest's problems and rules, in the `key: value` style of
//! `problem.txt`. Keys before the first `problem:` line hold for the whole contest; each
//! `problem: NAME` line starts a problem, and the keys after it are that problem's:
//!
//! ```text
//! title: 周六模拟赛
//! compile-cpp: g++ -std=c++11 -O2 -o {out} {src}   (Lanqiao's C++11; any extension: compile-EXT)
//!
//! problem: jiugong          (the name contestants' files carry: jiugong.cpp)
//! package: PREV-19          (a bundled package by name or alias, or a folder, relative to here)
//! score: 100                (full score; default 100)
//! subtasks: 01-25 40, 50 40, 60 5, 70 15   (points of each group, or of a range of groups)
//! scoring: subtasks         (or `cases`: every case the same share, Lanqiao's percentage)
//! file-io: jiugong          (the program reads jiugong.in and writes jiugong.out)
//! languages: C++, Python    (what the problem takes; default: what the package says)
//! time-limit: 1 s           (default: the package's)
//! memory-limit: 128 MB
//! ```
//!
//! A typo is an error with its line, never a silent default.

use std::path::{Path, PathBuf};
use std::time::Duration;

/// The file that makes a folder a contest.
pub const CONTEST_FILE: &str = "contest.txt";

/// How a problem's points are earned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// Each group of cases (`01-`, `50-` …) a subtask scoring the minimum of its cases: all
    /// its points when every case is AC, none otherwise (LemonLime, Hydro `type: min`).
    Subtasks,
    /// Every case the same share of the full score (Lanqiao's percentage).
    Cases,
}

/// One problem as `contest.txt` gives it.
#[derive(Clone, Debug, PartialEq)]
pub struct ProblemRule {
    /// The name contestants' files and folders carry.
    pub name: String,
    /// A bundled package's name or alias, or a folder (relative to the contest folder).
    pub package: String,
    pub score: u32,
    pub scoring: Scoring,
    /// `subtasks:` — a group or a range of groups (`01-25`) and its points.
    pub subtasks: Vec<(String, u32)>,
    pub file_io: Option<String>,
    /// Language names as judges write them (`C++`, `Python`); `None`: the package's.
    pub languages: Option<Vec<String>>,
    pub time_limit: Option<Duration>,
    pub memory_kib: Option<u64>,
    /// `compile-EXT: COMMAND`, the problem's own, before the contest's.
    pub compile: Vec<(String, String)>,
}

/// The whole `contest.txt`.
#[derive(Clone, Debug, PartialEq)]
pub struct ContestRules {
    /// The contest folder.
    pub dir: PathBuf,
    pub title: String,
    pub problems: Vec<ProblemRule>,
    /// `compile-EXT: COMMAND` for the whole contest.
    pub compile: Vec<(String, String)>,
    /// `languages:` for every problem that says nothing itself.
    pub languages: Option<Vec<String>>,
}

/// The languages a contest may name, as judges write them, and their extensions.
pub const LANGUAGES: &[(&str, &[&str])] = &[
    ("C++", &["cpp", "cc", "cxx"]),
    ("C", &["c"]),
    ("Java", &["java"]),
    ("Python", &["py"]),
    ("Rust", &["rs"]),
    ("Go", &["go"]),
];

/// The language of a file's extension, as judges name it.
pub fn language_of(path: &Path) -> Option<&'static str> {
    let extension = path.extension()?.to_str()?.to_ascii_lowercase();
    LANGUAGES
        .iter()
        .find(|(_, extensions)| extensions.contains(&extension.as_str()))
        .map(|(name, _)| *name)
}

const CONTEST_KEYS: &[&str] = &["title", "languages", "problem"];
const PROBLEM_KEYS: &[&str] = &[
    "package",
    "score",
    "subtasks",
    "scoring",
    "file-io",
    "languages",
    "time-limit",
    "memory-limit",
    "problem",
];

impl ContestRules {
    /// Reads `dir/contest.txt`.
    pub fn load(dir: &Path) -> Result<ContestRules, String> {
        let path = dir.join(CONTEST_FILE);
        if !path.is_file() {
            return Err(format!(
                "{} is not a contest folder: it has no {} (README: \"Run a mock contest\")",
                dir.display(),
                CONTEST_FILE
            ));
        }
        let bytes =
            std::fs::read(&path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
        let text = String::from_utf8(bytes)
            .map_err(|_| format!("{}: not UTF-8 text (save it as UTF-8)", path.display()))?;
        parse(dir, &text).map_err(|why| format!("{}: {}", path.display(), why))
    }
}

/// `contest.txt`'s text for the contest in `dir`.
pub fn parse(dir: &Path, text: &str) -> Result<ContestRules, String> {
    let mut rules = ContestRules {
        dir: dir.to_path_buf(),
        title: String::new(),
        problems: Vec::new(),
        compile: Vec::new(),
        languages: None,
    };
    let mut seen: Vec<String> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim().trim_start_matches('\u{feff}');
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |why: String| format!("line {}: {}", number + 1, why);
        let (key, value) = line
            .split_once(':')
            .ok_or_else(|| at("expected `key: value`".to_string()))?;
        let (key, value) = (key.trim(), value.trim().to_string());
        if key == "problem" {
            if value.is_empty() || value.contains(['/', '\\']) || value.starts_with('.') {
                return Err(at(format!(
                    "`problem: {}`: a problem's name is the plain name its files carry",
                    value
                )));
            }
            if rules.problems.iter().any(|p| p.name == value) {
                return Err(at(format!("problem `{}` given twice", value)));
            }
            rules.problems.push(ProblemRule {
                name: value,
                package: String::new(),
                score: 100,
                scoring: Scoring::Subtasks,
                subtasks: Vec::new(),
                file_io: None,
                languages: None,
                time_limit: None,
                memory_kib: None,
                compile: Vec::new(),
            });
            seen.clear();
            continue;
        }
        if seen.iter().any(|k| k == key) {
            return Err(at(format!("`{}` given twice", key)));
        }
        seen.push(key.to_string());
        if let Some(extension) = key.strip_prefix("compile-") {
            let compile = (extension.to_ascii_lowercase(), value);
            match rules.problems.last_mut() {
                Some(problem) => problem.compile.push(compile),
                None => rules.compile.push(compile),
            }
            continue;
        }
        let problem = match rules.problems.last_mut() {
            None => {
                match key {
                    "title" => rules.title = value,
                    "languages" => rules.languages = Some(languages(&value).map_err(at)?),
                    _ => {
                        return Err(at(format!(
                            "unknown key `{}` before the first `problem:` (known: {}, compile-EXT)",
                            key,
                            CONTEST_KEYS.join(", ")
                        )))
                    }
                }
                continue;
            }
            Some(problem) => problem,
        };
        match key {
            "package" => problem.package = value,
            "score" => problem.score = points(&value).map_err(at)?,
            "scoring" => {
                problem.scoring = match value.as_str() {
                    "subtasks" => Scoring::Subtasks,
                    "cases" => Scoring::Cases,
                    _ => {
                        return Err(at(format!(
                            "scoring is `subtasks` or `cases`, not `{}`",
                            value
                        )))
                    }
                }
            }
            "subtasks" => problem.subtasks = subtasks(&value).map_err(at)?,
            "file-io" => problem.file_io = Some(value),
            "languages" => problem.languages = Some(languages(&value).map_err(at)?),
            "time-limit" => {
                problem.time_limit = Some(crate::problem::parse_seconds(&value).map_err(at)?)
            }
            "memory-limit" => {
                problem.memory_kib = Some(crate::problem::parse_kib(&value).map_err(at)?)
            }
            _ => {
                return Err(at(format!(
                    "unknown key `{}` (a problem's: {}, compile-EXT)",
                    key,
                    PROBLEM_KEYS.join(", ")
                )))
            }
        }
    }
    if rules.problems.is_empty() {
        return Err("no `problem:` line: name each problem and its package".to_string());
    }
    for problem in &rules.problems {
        if problem.package.is_empty() {
            return Err(format!(
                "problem `{}` has no `package:` line (a bundled name like PREV-19, or a folder)",
                problem.name
            ));
        }
        if !problem.subtasks.is_empty() && problem.scoring == Scoring::Cases {
            return Err(format!(
                "problem `{}`: `subtasks:` and `scoring: cases` are two ways to score; give one",
                problem.name
            ));
        }
    }
    Ok(rules)
}

/// A whole number of points, up to a million.
fn points(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(n) if n <= 1_000_000 => Ok(n),
        _ => Err(format!("`{}` is not a whole number of points", text)),
    }
}

/// `C++, Python`: each a language judges name.
fn languages(text: &str) -> Result<Vec<String>, String> {
    let known: Vec<&str> = LANGUAGES.iter().map(|(name, _)| *name).collect();
    text.split(',')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| {
            known
                .iter()
                .find(|k| k.eq_ignore_ascii_case(l))
                .map(|k| k.to_string())
                .ok_or_else(|| format!("language `{}` is not one of {}", l, known.join(", ")))
        })
        .collect()
}

/// `01-25 40, 50 30`: a group (or a range of groups) and its points, comma-separated.
fn subtasks(text: &str) -> Result<Vec<(String, u32)>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|item| {
            let mut words = item.split_whitespace();
            match (words.next(), words.next(), words.next()) {
                (Some(groups), Some(score), None) => Ok((groups.to_string(), points(score)?)),
                _ => Err(format!(
                    "subtasks: `{}` is not `GROUP POINTS` (like `50 30` or `01-25 40`)",
                    item
                )),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_contest_file_gives_its_problems_and_rules() {
        let text = "title: 模拟赛\ncompile-cpp: g++ -std=c++11 -O2 -o {out} {src}\n\nproblem: jiugong\npackage: PREV-19\nscore: 50\nsubtasks: 01-25 20, 50 30\nfile-io: jiugong\n\nproblem: p1032\npackage: P1032\nscoring: cases\nlanguages: c++, python\n";
        let rules = parse(Path::new("."), text).expect("parses");
        assert_eq!(rules.title, "模拟赛");
        assert_eq!(rules.compile.len(), 1);
        assert_eq!(rules.problems.len(), 2);
        let first = &rules.problems[0];
        assert_eq!((first.score, first.scoring), (50, Scoring::Subtasks));
        assert_eq!(
            first.subtasks,
            vec![("01-25".to_string(), 20), ("50".to_string(), 30)]
        );
        assert_eq!(first.file_io.as_deref(), Some("jiugong"));
        let second = &rules.problems[1];
        assert_eq!((second.score, second.scoring), (100, Scoring::Cases));
        assert_eq!(
            second.languages,
            Some(vec!["C++".to_string(), "Python".to_string()])
        );
    }

    #[test]
    fn a_typo_is_an_error_with_its_line() {
        for (text, said) in [
            (
                "problem: a\npackage: P1032\nscroe: 5\n",
                "line 3: unknown key `scroe`",
            ),
            ("title: x\n", "no `problem:` line"),
            ("problem: a\n", "has no `package:` line"),
            (
                "problem: a\npackage: x\nproblem: a\n",
                "line 3: problem `a` given twice",
            ),
            ("problem: ../a\npackage: x\n", "line 1"),
            ("problem: a\npackage: x\nlanguages: Pascal\n", "`Pascal`"),
            ("problem: a\npackage: x\nsubtasks: 50\n", "GROUP POINTS"),
        ] {
            let why = parse(Path::new("."), text).expect_err(text);
            assert!(why.contains(said), "{:?}: {}", text, why);
        }
    }
}
