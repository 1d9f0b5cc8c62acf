//! Problem packages: one folder per judge problem, `testdata/<solution>/<package>/`, holding
//! the cases and a `problem.txt` of `key: value` lines:
//!
//! ```text
//! title: 九宫重排 (Nine Grid)
//! judge: Lanqiao PREV-19
//! aliases: PREV-19, lanqiao-261, dotcpp-1426
//! time-limit: 2 s
//! memory-limit: 64 MB
//! limits: the original contest text
//! checker: lines
//! input: two lines of 9 characters, start then target; `.` is the blank
//! file-io: msquare            (only where the judge reads and writes files)
//! wall-limit: 5 s             (only for a package that wants a plain wall-clock limit)
//! java-time-limit: 10 s        (the three `java-` keys: only where the judge says how it
//! java-memory-limit: 64 MB      limits Java; `java-limits` alone: the same limits, said)
//! java-limits: the statement's Java/Others figures
//! languages: C, C++, Java, Python
//! url: https://www.luogu.com.cn/problem/P1001   (where the problem was read from)
//! python: 3.8 (the contest machines')   (only where the judge names its Python version)
//! ```
//!
//! `url:` is the problem's page, for a package `judge listen` received from the browser.
//! `languages:` lists what every judge of the package takes (`judge paste` picks a file by it);
//! missing, it is not known. `python:` is the Python version the judge runs (its first word):
//! a `.py` source is judged under that version's interpreter where it is installed.
//! `wall-limit:` replaces the idle cap's wall-clock safety net with a plain wall-clock limit
//! (see [`crate::contain::Caps`]). Every key but `file-io`, `wall-limit`, `languages`, `url`,
//! `python` and the `java-` keys is required and no other key is allowed, so a typo is an error, not a silent default. How a JVM
//! is judged is [`Package::limits_for`]. Limits are as the judge states them (`MB` as judges
//! mean it, 1024 KiB);
//! `limits:` says where they come from, `assumed` where the judge's text was not found.

pub mod kattis;

use crate::cases::{natural_cmp, TestdataError};
use crate::checker::Checker;
use crate::editions::Language;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The file that makes a folder a package.
pub const PROBLEM_FILE: &str = "problem.txt";

/// One judge problem and its testdata.
#[derive(Clone, Debug)]
pub struct Package {
    /// The folder's name, e.g. `luogu-p1379`.
    pub name: String,
    /// The solution (and puzzle) it belongs to: the parent folder's name, e.g. `nine_grid`.
    pub solution: String,
    pub dir: PathBuf,
    pub title: String,
    pub judge: String,
    pub aliases: Vec<String>,
    pub time_limit: Duration,
    /// `wall-limit`: a plain wall-clock limit, for a package that wants one.
    pub wall_limit: Option<Duration>,
    /// As the judge states it: the text, and in KiB.
    pub time_text: String,
    pub memory_text: String,
    pub memory_kib: u64,
    /// Where the limits come from.
    pub limits_source: String,
    pub checker: Checker,
    pub checker_name: String,
    pub input: String,
    /// USACO-style file I/O: the program may read `NAME.in` and write `NAME.out`.
    pub file_io: Option<String>,
    /// What the judge states about Java, if anything.
    pub java: JavaRule,
    /// The languages every judge of the package takes; empty when not known.
    pub languages: Vec<Taken>,
    /// `python:`: the Python version the judge runs (`3.8`), and why, where it is known.
    pub python: Option<String>,
    /// A judge's problem, or our own package (`judge: none (…)`).
    pub origin: Origin,
    /// `url`: the problem's page, where the package was received from.
    pub url: Option<String>,
}

/// Where a package comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A judge's problem: its limits, rule and input format are the judge's.
    Judge,
    /// Our own package (`judge: none (our own promises)`): what our solution promises beyond
    /// the judges.
    Ours,
}

/// A language a judge takes: one our files are written in, or C, which none is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    C,
    Ours(Language),
}

impl Taken {
    /// As judges and `problem.txt` name it: `C`, `C++`, `Rust`.
    pub fn name(self) -> &'static str {
        match self {
            Taken::C => "C",
            Taken::Ours(language) => language.judge_name(),
        }
    }

    fn from_name(name: &str) -> Option<Taken> {
        if name == "C" {
            return Some(Taken::C);
        }
        Language::ALL
            .iter()
            .copied()
            .find(|l| l.judge_name() == name)
            .map(Taken::Ours)
    }
}

/// `languages:` as a list, each as judges name it; an unknown name is an error.
fn parse_languages(text: &str) -> Result<Vec<Taken>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| {
            Taken::from_name(l).ok_or_else(|| {
                format!(
                    "languages: `{}` is not one of C, C++, Java, Python, Rust",
                    l
                )
            })
        })
        .collect()
}

/// A judge's own limits for Java (HDU's "Java/Others"), or its word that Java has the same.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct JavaRule {
    /// `java-time-limit`, `java-memory-limit`: the figure and its text.
    pub time: Option<(Duration, String)>,
    pub memory: Option<(u64, String)>,
    /// `java-limits`: where the rule comes from; `None` when the judge says nothing of Java.
    pub source: Option<String>,
}

/// The limits a program is judged under, with the texts and the reason the heading shows.
#[derive(Clone, Debug, PartialEq)]
pub struct AppliedLimits {
    pub time: Duration,
    pub memory_kib: u64,
    pub time_text: String,
    pub memory_text: String,
    /// Why they are not simply the package's: said after the limits in the heading.
    pub why: Option<String>,
}

/// Memory allowed on top of a package's limit for a JVM where the judge states nothing about
/// Java: an empty JVM's memory figure (16.4-18.6 MiB at every containment level and `--jobs`,
/// OpenJDK 17, and once 19.4 MiB on a machine at a load of 16, a JVM that started one more
/// thread; `tests/suite/memory.rs` measures it and fails if this stops covering it), rounded up with
/// room for that.
pub const JVM_ALLOWANCE_MIB: u64 = 22;

/// The heap a JVM is given under a memory limit of `memory_kib` (all its memory together): the
/// limit less [`JVM_ALLOWANCE_MIB`], the JVM's own memory before any work. Where the allowance
/// was added on top of a package's limit, that is the package's limit itself; where the judge
/// counts the VM in (Lanqiao, HDU's Java figure, `--memory-limit`), the VM's part comes out.
pub fn jvm_heap_kib(memory_kib: u64) -> u64 {
    memory_kib.saturating_sub(JVM_ALLOWANCE_MIB << 10)
}

impl Package {
    /// Reads `dir/problem.txt`.
    pub fn load(dir: &Path) -> Result<Package, TestdataError> {
        let path = dir.join(PROBLEM_FILE);
        let text =
            fs::read_to_string(&path).map_err(|e| TestdataError::Unreadable(path.clone(), e))?;
        let bad = |why: String| TestdataError::BadPackage(path.clone(), why);
        let fields = read_fields(&text).map_err(bad)?;
        let get = |key: &str| -> Result<String, TestdataError> {
            fields
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.clone())
                .ok_or_else(|| bad(format!("no `{}:` line", key)))
        };
        let optional = |key: &str| {
            fields
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.clone())
        };
        if optional("java-limits").is_none()
            && (optional("java-time-limit").is_some() || optional("java-memory-limit").is_some())
        {
            return Err(bad(
                "Java limits without `java-limits:`, where they come from".to_string(),
            ));
        }
        let time_text = get("time-limit")?;
        let memory_text = get("memory-limit")?;
        let checker_name = get("checker")?;
        let judge = get("judge")?;
        let origin = if judge.starts_with("none") {
            Origin::Ours
        } else {
            Origin::Judge
        };
        let checker = Checker::from_name(&checker_name).ok_or_else(|| {
            TestdataError::UnknownChecker(
                path.clone(),
                checker_name.clone(),
                Checker::known_names(),
            )
        })?;
        let name = file_name(dir);
        let solution = dir.parent().map(file_name).unwrap_or_default();
        Ok(Package {
            title: get("title")?,
            judge,
            origin,
            aliases: get("aliases")?
                .split(',')
                .map(str::trim)
                .filter(|a| !a.is_empty())
                .map(str::to_string)
                .collect(),
            time_limit: parse_seconds(&time_text).map_err(bad)?,
            wall_limit: match optional("wall-limit") {
                Some(text) => Some(parse_seconds(&text).map_err(bad)?),
                None => None,
            },
            memory_kib: parse_kib(&memory_text).map_err(bad)?,
            time_text,
            memory_text,
            limits_source: get("limits")?,
            checker,
            checker_name,
            input: get("input")?,
            file_io: optional("file-io"),
            java: JavaRule {
                time: match optional("java-time-limit") {
                    Some(text) => Some((parse_seconds(&text).map_err(bad)?, text)),
                    None => None,
                },
                memory: match optional("java-memory-limit") {
                    Some(text) => Some((parse_kib(&text).map_err(bad)?, text)),
                    None => None,
                },
                source: optional("java-limits"),
            },
            languages: match optional("languages") {
                Some(text) => parse_languages(&text).map_err(bad)?,
                None => Vec::new(),
            },
            url: optional("url"),
            python: optional("python"),
            name,
            solution,
            dir: dir.to_path_buf(),
        })
    }

    /// `solution/package`, how the package is shown.
    pub fn label(&self) -> String {
        format!("{}/{}", self.solution, self.name)
    }

    /// The limits for a program, `jvm` when it runs on a Java VM. A JVM gets the judge's own
    /// Java figures where it states them (HDU), the same limits where it says Java has them
    /// (`java-limits` alone: Lanqiao counts the VM in), and elsewhere the package's memory plus
    /// [`JVM_ALLOWANCE_MIB`]: a JVM holds ~17 MiB before any work, which a judge that states one
    /// limit for all languages cannot mean to count against a Java program. Never silent: `why`
    /// says which applies.
    pub fn limits_for(&self, jvm: bool) -> AppliedLimits {
        let own = AppliedLimits {
            time: self.time_limit,
            memory_kib: self.memory_kib,
            time_text: self.time_text.clone(),
            memory_text: self.memory_text.clone(),
            why: None,
        };
        if !jvm {
            return own;
        }
        let source = match &self.java.source {
            Some(source) => source,
            None => {
                return AppliedLimits {
                    memory_kib: self.memory_kib + (JVM_ALLOWANCE_MIB << 10),
                    memory_text: format!("{} + {} MB", self.memory_text, JVM_ALLOWANCE_MIB),
                    why: Some(format!(
                        "Java: no Java limit stated, {} MB allowed on top for an empty JVM",
                        JVM_ALLOWANCE_MIB
                    )),
                    ..own
                }
            }
        };
        let (time, time_text) = self.java.time.clone().unwrap_or((own.time, own.time_text));
        let (memory_kib, memory_text) = self
            .java
            .memory
            .clone()
            .unwrap_or((own.memory_kib, own.memory_text));
        AppliedLimits {
            time,
            memory_kib,
            time_text,
            memory_text,
            why: Some(format!("Java: {}", source)),
        }
    }

    /// The interpreter the judge runs Python with (`python3.8`), where `python:` names it.
    pub fn python_interpreter(&self) -> Option<String> {
        let version = self.python.as_deref()?.split_whitespace().next()?;
        Some(format!("python{}", version))
    }

    /// Every name the package answers to, its folder's first.
    pub fn names(&self) -> Vec<&str> {
        let mut names = vec![self.name.as_str()];
        names.extend(self.aliases.iter().map(String::as_str));
        names
    }
}

/// The `key: value` lines of a `problem.txt`, blank lines and `#` comments skipped; a line
/// without a colon, an unknown key or a key given twice is an error.
fn read_fields(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut fields: Vec<(String, String)> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once(':')
            .ok_or_else(|| format!("line {}: expected `key: value`", number + 1))?;
        let key = key.trim();
        if !KEYS.contains(&key) {
            return Err(format!(
                "line {}: unknown key `{}` (known: {})",
                number + 1,
                key,
                KEYS.join(", ")
            ));
        }
        if fields.iter().any(|(k, _)| k == key) {
            return Err(format!("line {}: `{}` given twice", number + 1, key));
        }
        fields.push((key.to_string(), value.trim().to_string()));
    }
    Ok(fields)
}

const KEYS: [&str; 16] = [
    "title",
    "judge",
    "aliases",
    "time-limit",
    "memory-limit",
    "limits",
    "checker",
    "input",
    "file-io",
    "wall-limit",
    "java-time-limit",
    "java-memory-limit",
    "java-limits",
    "languages",
    "url",
    "python",
];

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// `2 s`, `1.5 s`, `1000 ms`.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    let (number, unit) = split_unit(text);
    let scale = match unit.as_str() {
        "s" => 1.0,
        "ms" => 0.001,
        _ => {
            return Err(format!(
                "time-limit `{}`: give seconds (`2 s`) or `ms`",
                text
            ))
        }
    };
    match number.parse::<f64>() {
        Ok(n) if n.is_finite() && n > 0.0 && n * scale <= 3600.0 => {
            Ok(Duration::from_secs_f64(n * scale))
        }
        _ => Err(format!("time-limit `{}` is not a time", text)),
    }
}

/// `64 MB` (judges' MB: 1024 KiB), `64 MiB`, `65536 KB`.
pub fn parse_kib(text: &str) -> Result<u64, String> {
    let (number, unit) = split_unit(text);
    let scale = match unit.to_ascii_lowercase().as_str() {
        "mb" | "mib" | "m" => 1024,
        "kb" | "kib" | "k" => 1,
        "gb" | "gib" | "g" => 1 << 20,
        _ => return Err(format!("memory-limit `{}`: give MB", text)),
    };
    match number.parse::<u64>() {
        Ok(n) if n > 0 && n < 1 << 30 => Ok(n * scale),
        _ => Err(format!("memory-limit `{}` is not a size", text)),
    }
}

/// The leading number of `text` and the word after it.
fn split_unit(text: &str) -> (String, String) {
    let text = text.trim();
    let end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let unit = text[end..].split_whitespace().next().unwrap_or("");
    (text[..end].to_string(), unit.to_string())
}

/// The folder of the packages that hold only what our own solution promises beyond the judges.
pub const EXTRAS: &str = "extras";

/// Every package under `root` (`root/<solution>/<package>/problem.txt`): solutions in the order
/// of [`crate::puzzles::all`], their packages in natural order with `extras` last.
pub fn all(root: &Path) -> Result<Vec<Package>, TestdataError> {
    let mut solutions = sorted_folders(root)?;
    let rank = |dir: &PathBuf| {
        let name = file_name(dir);
        crate::puzzles::all()
            .iter()
            .position(|p| p.name() == name)
            .unwrap_or(usize::MAX)
    };
    solutions.sort_by_key(rank);
    let mut packages = Vec::new();
    for solution in solutions {
        let mut folders = sorted_folders(&solution)?;
        folders.sort_by_key(|dir| file_name(dir) == EXTRAS);
        for dir in folders {
            if dir.join(PROBLEM_FILE).is_file() {
                packages.push(Package::load(&dir)?);
            }
        }
    }
    Ok(packages)
}

fn sorted_folders(dir: &Path) -> Result<Vec<PathBuf>, TestdataError> {
    let mut folders: Vec<PathBuf> = fs::read_dir(dir)
        .map_err(|e| TestdataError::Unreadable(dir.to_path_buf(), e))?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.is_dir())
        .collect();
    folders.sort_by(|a, b| natural_cmp(&file_name(a), &file_name(b)));
    Ok(folders)
}

/// A name as it is matched: lower case, letters and digits only (`Luogu P1379` = `luogu-p1379`).
pub fn normalised(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// What a name on the command line stands for.
#[derive(Debug)]
pub enum Found<'a> {
    /// One package, by its folder name, an alias, or its folder's path.
    Package(&'a Package),
    /// Every package of a solution, by the solution's name or its folder's path.
    Solution(String, Vec<&'a Package>),
    /// A name several packages have (`extras`): they are listed by their labels.
    Ambiguous(Vec<&'a Package>),
}

/// Finds `name` among `packages`: a folder name or alias (any case, any punctuation), a
/// solution's name, or the path of a package's or solution's folder. `None` when nothing is.
pub fn find<'a>(packages: &'a [Package], name: &str) -> Option<Found<'a>> {
    if let Ok(path) = fs::canonicalize(name) {
        if let Some(package) = packages
            .iter()
            .find(|p| fs::canonicalize(&p.dir).map_or(false, |dir| dir == path))
        {
            return Some(Found::Package(package));
        }
        let inside: Vec<&Package> = packages
            .iter()
            .filter(|p| p.dir.parent().and_then(|d| fs::canonicalize(d).ok()) == Some(path.clone()))
            .collect();
        if let Some(first) = inside.first() {
            return Some(Found::Solution(first.solution.clone(), inside));
        }
    }
    let wanted = normalised(name);
    if wanted.is_empty() {
        return None;
    }
    let solution: Vec<&Package> = packages
        .iter()
        .filter(|p| normalised(&p.solution) == wanted)
        .collect();
    if let Some(first) = solution.first() {
        return Some(Found::Solution(first.solution.clone(), solution));
    }
    let mut matching: Vec<&Package> = packages
        .iter()
        .filter(|p| {
            p.names().iter().any(|n| normalised(n) == wanted) || normalised(&p.label()) == wanted
        })
        .collect();
    match matching.len() {
        0 => titled(packages, &wanted),
        1 => matching.pop().map(Found::Package),
        _ => Some(Found::Ambiguous(matching)),
    }
}

/// The packages of the puzzles a judge's title (`魔板`, `八数码`) names: one puzzle's are a
/// solution's, several puzzles' are ambiguous.
fn titled<'a>(packages: &'a [Package], wanted: &str) -> Option<Found<'a>> {
    let puzzles: Vec<&str> = crate::puzzles::all()
        .iter()
        .filter(|p| p.titles().iter().any(|t| normalised(t) == wanted))
        .map(|p| p.name())
        .collect();
    let inside: Vec<&Package> = packages
        .iter()
        .filter(|p| puzzles.contains(&p.solution.as_str()))
        .collect();
    match (puzzles.as_slice(), inside.is_empty()) {
        (_, true) => None,
        ([one], false) => Some(Found::Solution(one.to_string(), inside)),
        _ => Some(Found::Ambiguous(inside)),
    }
}

/// Why a name on the command line is not one package: it names several (a solution, or a name
/// several packages have, like `extras`), or none. Shown in one wording by every command.
#[derive(Debug)]
pub enum Unresolved<'a> {
    /// The name, and the packages it names.
    Several(String, Vec<&'a Package>),
    /// The name, and the close names for "did you mean".
    Unknown(String, Vec<String>),
}

impl fmt::Display for Unresolved<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unresolved::Several(name, packages) => {
                let labels: Vec<String> = packages.iter().map(|p| p.label()).collect();
                write!(
                    f,
                    "`{}` names several problems, each with its own input format: {}; name one",
                    name,
                    labels.join(", ")
                )
            }
            Unresolved::Unknown(name, close) => {
                write!(f, "no problem `{}`", name)?;
                if !close.is_empty() {
                    write!(f, "; did you mean {}?", close.join(", "))?;
                }
                f.write_str(" (judge --list shows every problem)")
            }
        }
    }
}

/// `name` as one package, for every command that takes a problem: a folder name or alias,
/// or a package's path ([`find`]); otherwise why not, with the close names.
pub fn resolve<'a>(packages: &'a [Package], name: &str) -> Result<&'a Package, Unresolved<'a>> {
    match find(packages, name) {
        Some(Found::Package(package)) => Ok(package),
        Some(Found::Solution(_, inside)) | Some(Found::Ambiguous(inside)) => {
            Err(Unresolved::Several(name.to_string(), inside))
        }
        None => Err(Unresolved::Unknown(
            name.to_string(),
            close_matches(packages, name),
        )),
    }
}

/// `name` as one package of the first of `shelves` that knows it: the bundled packages
/// before the received ones, so a problem we ship with verified testdata is judged on that,
/// not on the samples a browser sent of it (which its label, `received/luogu-p1032`, still
/// names). Unknown only when no shelf knows it, with the close names of every shelf.
pub fn resolve_first<'a>(
    shelves: &[&'a [Package]],
    name: &str,
) -> Result<&'a Package, Unresolved<'a>> {
    let mut close: Vec<String> = Vec::new();
    for shelf in shelves {
        match resolve(shelf, name) {
            Err(Unresolved::Unknown(_, names)) => {
                for found in names {
                    if !close.contains(&found) {
                        close.push(found);
                    }
                }
            }
            found => return found,
        }
    }
    close.truncate(5);
    Err(Unresolved::Unknown(name.to_string(), close))
}

/// Up to five names close to `name`, for "did you mean": names that contain it or that it
/// contains, then those a few edits away.
pub fn close_matches(packages: &[Package], name: &str) -> Vec<String> {
    let wanted = normalised(name);
    let mut names: Vec<String> = Vec::new();
    for package in packages {
        for candidate in package
            .names()
            .into_iter()
            .chain([package.solution.as_str()])
        {
            if !names.iter().any(|n| n == candidate) {
                names.push(candidate.to_string());
            }
        }
    }
    for puzzle in crate::puzzles::all() {
        names.extend(puzzle.titles().iter().map(|t| t.to_string()));
    }
    names.sort();
    names.dedup();
    let mut scored: Vec<(usize, String)> = names
        .into_iter()
        .filter_map(|candidate| {
            let key = normalised(&candidate);
            let score = if !wanted.is_empty() && (key.contains(&wanted) || wanted.contains(&key)) {
                0
            } else {
                edit_distance(&key, &wanted)
            };
            if score <= 3 {
                Some((score, candidate))
            } else {
                None
            }
        })
        .collect();
    scored.sort();
    scored.into_iter().take(5).map(|(_, name)| name).collect()
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substituted = previous + usize::from(ca != cb);
            previous = row[j + 1];
            row[j + 1] = substituted.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_read_as_judges_write_them() {
        assert_eq!(parse_seconds("2 s"), Ok(Duration::from_secs(2)));
        assert_eq!(parse_seconds("1000 ms"), Ok(Duration::from_secs(1)));
        assert!(parse_seconds("fast").is_err());
        assert_eq!(parse_kib("64 MB"), Ok(64 << 10));
        assert_eq!(parse_kib("65536 KB"), Ok(64 << 10));
        assert!(parse_kib("lots").is_err());
    }

    fn package_with(extra: &str) -> Result<Package, TestdataError> {
        let scratch = crate::run::ScratchDir::new().unwrap();
        let dir = scratch.path();
        let text = format!(
            "title: t\njudge: HDU 1043\naliases:\ntime-limit: 5 s\nmemory-limit: 32 MB\nlimits: stated\nchecker: lines\ninput: boards\n{}",
            extra
        );
        fs::write(dir.join(PROBLEM_FILE), text).unwrap();
        Package::load(dir)
    }

    #[test]
    fn a_package_may_ask_for_a_plain_wall_limit() {
        assert_eq!(package_with("").unwrap().wall_limit, None);
        let package = package_with("wall-limit: 3 s\n").unwrap();
        assert_eq!(package.wall_limit, Some(Duration::from_secs(3)));
        assert!(package_with("wall-limit: soon\n").is_err());
    }

    #[test]
    fn a_program_off_the_jvm_gets_the_packages_own_limits() {
        let package = package_with(
            "java-time-limit: 10 s\njava-memory-limit: 64 MB\njava-limits: Java/Others\n",
        )
        .unwrap();
        let limits = package.limits_for(false);
        assert_eq!(
            (limits.time, limits.memory_kib),
            (Duration::from_secs(5), 32 << 10)
        );
        assert_eq!(limits.why, None);
    }

    #[test]
    fn a_jvm_gets_the_judges_java_figures_where_it_states_them() {
        let package = package_with(
            "java-time-limit: 10 s\njava-memory-limit: 64 MB\njava-limits: Java/Others\n",
        )
        .unwrap();
        let limits = package.limits_for(true);
        assert_eq!(
            (limits.time, limits.memory_kib),
            (Duration::from_secs(10), 64 << 10)
        );
        assert_eq!(
            (limits.time_text.as_str(), limits.memory_text.as_str()),
            ("10 s", "64 MB")
        );
        assert_eq!(limits.why.as_deref(), Some("Java: Java/Others"));
    }

    #[test]
    fn a_jvm_gets_the_same_limits_where_the_judge_says_so() {
        let package = package_with("java-limits: the VM counts\n").unwrap();
        let limits = package.limits_for(true);
        assert_eq!(
            (limits.time, limits.memory_kib),
            (Duration::from_secs(5), 32 << 10)
        );
        assert_eq!(limits.why.as_deref(), Some("Java: the VM counts"));
    }

    #[test]
    fn a_jvm_gets_the_allowance_on_top_where_the_judge_says_nothing_of_java() {
        let limits = package_with("").unwrap().limits_for(true);
        assert_eq!(limits.time, Duration::from_secs(5));
        assert_eq!(limits.memory_kib, (32 + JVM_ALLOWANCE_MIB) << 10);
        assert_eq!(limits.memory_text, "32 MB + 22 MB");
        assert!(limits.why.unwrap().contains("no Java limit stated"));
    }

    #[test]
    fn languages_and_origin_are_read_into_types() {
        let package = package_with("languages: C, C++, Java\n").unwrap();
        assert_eq!(
            package.languages,
            [
                Taken::C,
                Taken::Ours(Language::Cpp),
                Taken::Ours(Language::Java)
            ]
        );
        assert_eq!(package.origin, Origin::Judge);
        let error = package_with("languages: Kotlin\n").unwrap_err().to_string();
        assert!(error.contains("Kotlin"), "{}", error);
    }

    #[test]
    fn java_figures_without_their_source_are_an_error() {
        let error = package_with("java-memory-limit: 64 MB\n")
            .unwrap_err()
            .to_string();
        assert!(error.contains("java-limits"), "{}", error);
    }

    #[test]
    fn names_match_in_any_case_and_punctuation() {
        assert_eq!(normalised("Luogu P1379"), "luogup1379");
        assert_eq!(normalised("PREV-19"), "prev19");
        assert_eq!(edit_distance("p1397", "p1379"), 2);
    }
}
