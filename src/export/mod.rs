//! `judge export`: a package written in the import format of a judge that coaches run (a
//! Kattis package is read back for judging by [`crate::problem::kattis`]).
//!
//! - [`kattis`] — the ICPC/Kattis problem package, *legacy* version of the specification
//!   (the one DOMjudge imports and Kattis's `verifyproblem` checks fully), as a folder or zip;
//! - [`hydro`] — Hydro's problem zip;
//! - [`qduoj`] — QDUOJ's import zip;
//! - [`fps`] — HUSTOJ's FPS XML;
//!
//! The zips are [`crate::zip`]'s.
//!
//! Every format is made from one [`Export`]: the package's facts (`problem.txt`), its statement
//! in English and Chinese (`statement.en.md`, `statement.zh.md` beside `problem.txt`: the text
//! belongs to the judge problem, as the limits do, and differs between packages of one
//! puzzle), its samples and cases, the special judge's C++ source (`checkers/NAME.cpp`, NAME
//! the rule `problem.txt` names), our solutions (the Rust file and the C++ edition that
//! [`crate::editions`] lists for the package) and the known-wrong programs the package rejects
//! (`tests/known_wrong/expectations.txt`).

pub mod fps;
pub mod hydro;
pub mod kattis;
pub mod qduoj;

use crate::cases::{self, Case};
use crate::judge::{Checker, Verdict};
use crate::problem::Package;
use crate::zip;
use std::fs;
use std::path::{Path, PathBuf};

pub use zip::Entry;

/// The judges' formats `judge export` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Kattis,
    Hydro,
    Qduoj,
    Hustoj,
}

impl Format {
    pub const ALL: [Format; 4] = [Format::Kattis, Format::Hydro, Format::Qduoj, Format::Hustoj];

    pub fn name(self) -> &'static str {
        match self {
            Format::Kattis => "kattis",
            Format::Hydro => "hydro",
            Format::Qduoj => "qduoj",
            Format::Hustoj => "hustoj",
        }
    }

    pub fn from_name(name: &str) -> Option<Format> {
        let name = name.to_ascii_lowercase();
        let name = match name.as_str() {
            "domjudge" | "icpc" => "kattis",
            "fps" => "hustoj",
            other => other,
        };
        Format::ALL.iter().copied().find(|f| f.name() == name)
    }

    /// The file name an export gets when `--out` names a folder, from the package's id
    /// ([`Export::id`]): `ID/` for Kattis (a problem's short name is its folder's, letters and
    /// digits), `ID-hydro.zip`, `ID-qduoj.zip`, `ID-fps.xml`.
    pub fn default_name(self, id: &str) -> String {
        match self {
            Format::Kattis => id.to_string(),
            Format::Hustoj => format!("{}-fps.xml", id),
            _ => format!("{}-{}.zip", id, self.name()),
        }
    }
}

/// One part of a statement, in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    /// The title in the statement's language: its file's `# ` line, or the package's title.
    pub title: String,
    pub description: String,
    pub input: String,
    pub output: String,
}

/// A case with its bytes: `name` is its file stem in the package.
#[derive(Clone, Debug)]
pub struct Pair {
    pub name: String,
    pub input: Vec<u8>,
    pub answer: Vec<u8>,
}

/// A program that comes with an export: its file name and source.
#[derive(Clone, Debug)]
pub struct Program {
    pub file_name: String,
    /// The language as the judges name it: `C++`, `Rust`.
    pub language: String,
    pub source: String,
}

/// A known-wrong program, with the verdict the package gives it (a Kattis submissions folder:
/// `wrong_answer`, `run_time_error`, `time_limit_exceeded`).
#[derive(Clone, Debug)]
pub struct Rejected {
    pub verdict: String,
    pub program: Program,
}

/// The special judge of a package: its rule's name and its C++ source.
#[derive(Clone, Debug)]
pub struct Validator {
    pub rule: String,
    pub source: String,
}

/// Everything an export is made from.
#[derive(Clone, Debug)]
pub struct Export {
    pub package: Package,
    pub en: Statement,
    pub zh: Statement,
    pub samples: Vec<Pair>,
    /// The cases that are not samples.
    pub secret: Vec<Pair>,
    pub validator: Option<Validator>,
    pub accepted: Vec<Program>,
    pub rejected: Vec<Rejected>,
}

fn read_text(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))
}

fn read_bytes(path: &Path) -> Result<Vec<u8>, String> {
    fs::read(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))
}

impl Export {
    /// Gathers what `package` exports.
    pub fn of(package: &Package) -> Result<Export, String> {
        let statement = |language: &str| {
            let path = package.dir.join(format!("statement.{}.md", language));
            let mut statement = parse_statement(&read_text(&path)?)
                .map_err(|why| format!("{}: {}", path.display(), why))?;
            if statement.title.is_empty() {
                statement.title = package.title.clone();
            }
            Ok::<Statement, String>(statement)
        };
        let cases = cases::discover(&package.dir).map_err(|e| e.to_string())?;
        let is_sample = |case: &Case| case.name.contains("sample");
        let any_sample = cases.iter().any(is_sample);
        let (mut samples, mut secret) = (Vec::new(), Vec::new());
        for (i, case) in cases.iter().enumerate() {
            let pair = Pair {
                name: case.name.clone(),
                input: read_bytes(&case.input)?,
                answer: read_bytes(&case.answer)?,
            };
            // A package without a sample shows its first case as one, unless that is its only
            // case (a question with one answer): the secret data must not be empty, and a
            // sample must not give the answer away.
            if is_sample(case) || (!any_sample && i == 0 && cases.len() > 1) {
                samples.push(pair);
            } else {
                secret.push(pair);
            }
        }
        let validator = match &package.checker {
            Checker::Special(_) => {
                let path = checker_source(&package.checker_name);
                Some(Validator {
                    rule: package.checker_name.clone(),
                    source: read_text(&path)?,
                })
            }
            _ => None,
        };
        Ok(Export {
            en: statement("en")?,
            zh: statement("zh")?,
            samples,
            secret,
            validator,
            accepted: accepted_programs(package)?,
            rejected: rejected_programs(package)?,
            package: package.clone(),
        })
    }

    /// Every case, samples first.
    pub fn cases(&self) -> impl Iterator<Item = &Pair> {
        self.samples.iter().chain(self.secret.iter())
    }

    /// An id for the judges' forms, letters and digits only, unique among our packages:
    /// `luogup1379`, and `ninegridextras` for an `extras` package.
    pub fn id(&self) -> String {
        let p = &self.package;
        if p.name == crate::problem::EXTRAS {
            crate::problem::normalised(&p.label())
        } else {
            crate::problem::normalised(&p.name)
        }
    }

    /// The time limit in whole milliseconds, at least 1.
    pub fn time_ms(&self) -> u64 {
        (self.package.time_limit.as_millis() as u64).max(1)
    }

    /// The memory limit in MiB (judges' MB), at least 1.
    pub fn memory_mib(&self) -> u64 {
        (self.package.memory_kib / 1024).max(1)
    }

    /// Where the problem comes from, for a statement's source line.
    pub fn source_line(&self, chinese: bool) -> String {
        let judge = &self.package.judge;
        if self.package.origin == crate::problem::Origin::Ours {
            return if chinese {
                "bfs-puzzles 自己的数据包：解法文件额外承诺的输入".to_string()
            } else {
                "bfs-puzzles' own package: inputs our solution file promises beyond the judges"
                    .to_string()
            };
        }
        if chinese {
            format!(
                "{}（题面为 bfs-puzzles 重写，数据经独立程序验证）",
                judge_in_chinese(judge)
            )
        } else {
            format!(
                "{} (statement in our own words; testdata verified by an independent program, from bfs-puzzles)",
                judge
            )
        }
    }

    /// The judging rule, in words, for the statement.
    pub fn rule_line(&self, chinese: bool) -> String {
        match (&self.validator, chinese) {
            (Some(v), false) => format!(
                "Any right output is accepted: the special judge `{}` (included) checks it.",
                v.rule
            ),
            (Some(v), true) => format!("答案不唯一：由附带的特殊评测程序 `{}` 检查。", v.rule),
            (None, false) => {
                "The output is compared line by line with the answer; trailing spaces and blank lines at the end are ignored.".to_string()
            }
            (None, true) => "逐行与标准答案比较，忽略行末空格和末尾空行。".to_string(),
        }
    }

    /// The limits, in words, with where they come from.
    pub fn limits_line(&self, chinese: bool) -> String {
        let p = &self.package;
        if chinese {
            format!(
                "时间限制 {}，内存限制 {}（{}）。",
                p.time_text,
                p.memory_text,
                limits_source_in_chinese(&p.limits_source)
            )
        } else {
            format!(
                "Time limit {}, memory limit {} ({}).",
                p.time_text, p.memory_text, p.limits_source
            )
        }
    }

    /// The statement as one Markdown document: description, input, output, samples, limits,
    /// rule and source.
    pub fn markdown(&self, chinese: bool) -> String {
        let (s, words) = if chinese {
            (
                &self.zh,
                [
                    "题目描述",
                    "输入格式",
                    "输出格式",
                    "样例",
                    "样例输入",
                    "样例输出",
                    "说明",
                    "来源",
                ],
            )
        } else {
            (
                &self.en,
                [
                    "Description",
                    "Input",
                    "Output",
                    "Samples",
                    "Sample input",
                    "Sample output",
                    "Notes",
                    "Source",
                ],
            )
        };
        let mut out = format!("# {}\n\n", s.title);
        for (heading, text) in [
            (words[0], &s.description),
            (words[1], &s.input),
            (words[2], &s.output),
        ] {
            out += &format!("## {}\n\n{}\n\n", heading, text.trim());
        }
        if !self.samples.is_empty() {
            out += &format!("## {}\n\n", words[3]);
        }
        for (i, pair) in self.samples.iter().enumerate() {
            out += &format!(
                "{} {}:\n\n```\n{}```\n\n{} {}:\n\n```\n{}```\n\n",
                words[4],
                i + 1,
                text_block(&pair.input),
                words[5],
                i + 1,
                text_block(&pair.answer)
            );
        }
        out += &format!(
            "## {}\n\n{}\n\n{}\n\n## {}\n\n{}\n",
            words[6],
            self.limits_line(chinese),
            self.rule_line(chinese),
            words[7],
            self.source_line(chinese)
        );
        out
    }
}

/// A judge's name as a Chinese statement gives it: 洛谷 for Luogu, 蓝桥杯 for Lanqiao (AcWing,
/// HDU, POJ and USACO are written so in Chinese too).
pub fn judge_in_chinese(judge: &str) -> String {
    if judge == "Lanqiao 2017 provincial C/C++ A problem 1 (lanqiao.cn 642)" {
        return "蓝桥杯 2017 年省赛 C/C++ A 组第 1 题（lanqiao.cn 642）".to_string();
    }
    judge
        .replace("Luogu", "洛谷")
        .replace("Lanqiao", "蓝桥杯")
        .replace("Training", "训练")
}

/// Where a package's limits come from (`limits:` of `problem.txt`), in Chinese; a phrase not
/// known here is not shown in English but pointed to.
pub fn limits_source_in_chinese(source: &str) -> String {
    let known = [
        ("assumed", "假定"),
        ("assumed (AcWing's usual)", "假定：AcWing 的常用限制"),
        (
            "assumed (a result-only question, judged as a program that prints the answer)",
            "假定：本题为结果填空题，按输出答案的程序评测",
        ),
        (
            "assumed (not in the copies of the statement found)",
            "假定：找到的题面副本中没有给出",
        ),
        (
            "commonly quoted (2000/1000 MS, 65536/32768 K; the C/C++ figures), unverified",
            "常见的引用：2000/1000 MS，65536/32768 K，为 C/C++ 的限制，未经核实",
        ),
        (
            "the original contest text (CPU time; memory includes the VM)",
            "原赛题文字：CPU 时间；内存包括虚拟机",
        ),
        ("the statement's header", "题面页首"),
        (
            "the statement's header (the C/C++ figures)",
            "题面页首，为 C/C++ 的限制",
        ),
    ];
    known
        .iter()
        .find(|(english, _)| *english == source)
        .map_or("出处见数据包的说明", |(_, chinese)| chinese)
        .to_string()
}

/// A statement's text cut into its prose and its fenced blocks (between ```` ``` ```` lines: a
/// board to be shown as it is, line by line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Prose(String),
    /// The lines of a fenced block, each ending with a newline.
    Fenced(String),
}

pub fn blocks(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let (mut prose, mut fenced): (String, Option<String>) = (String::new(), None);
    for line in text.lines() {
        let fence = line.trim_start().starts_with("```");
        match (&mut fenced, fence) {
            (Some(lines), true) => {
                blocks.push(Block::Fenced(std::mem::take(lines)));
                fenced = None;
            }
            (Some(lines), false) => {
                lines.push_str(line);
                lines.push('\n');
            }
            (None, true) => {
                if !prose.trim().is_empty() {
                    blocks.push(Block::Prose(prose.trim().to_string()));
                }
                prose.clear();
                fenced = Some(String::new());
            }
            (None, false) => {
                prose.push_str(line);
                prose.push('\n');
            }
        }
    }
    if let Some(lines) = fenced {
        blocks.push(Block::Fenced(lines));
    }
    if !prose.trim().is_empty() {
        blocks.push(Block::Prose(prose.trim().to_string()));
    }
    blocks
}

/// `<`, `>`, `&` escaped for HTML.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Statement text as HTML: paragraphs at blank lines, `code` in `<code>`, a fenced block in
/// `<pre>`, `<`, `>`, `&` escaped.
pub fn html(text: &str) -> String {
    blocks(text)
        .iter()
        .map(|block| match block {
            Block::Prose(prose) => prose_html(prose),
            Block::Fenced(lines) => format!("<pre>{}</pre>\n", escaped(lines)),
        })
        .collect()
}

fn prose_html(text: &str) -> String {
    let mut out = String::new();
    for paragraph in text.split("\n\n").map(str::trim).filter(|p| !p.is_empty()) {
        let mut in_code = false;
        out.push_str("<p>");
        for c in paragraph.chars() {
            match c {
                '`' => {
                    out.push_str(if in_code { "</code>" } else { "<code>" });
                    in_code = !in_code;
                }
                '<' => out.push_str("&lt;"),
                '>' => out.push_str("&gt;"),
                '&' => out.push_str("&amp;"),
                '\n' => out.push_str("<br>\n"),
                c => out.push(c),
            }
        }
        if in_code {
            out.push_str("</code>");
        }
        out.push_str("</p>\n");
    }
    out
}

/// Bytes shown in a statement: as text, ending with a newline.
pub fn text_block(bytes: &[u8]) -> String {
    let mut text = String::from_utf8_lossy(bytes).replace("\r\n", "\n");
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// A statement file: a `# ` title in its language (optional: the package's title otherwise),
/// the description, then `## ` and the input's heading, then `## ` and the output's heading
/// (any words: `## Input`, `## 输入格式`).
pub fn parse_statement(text: &str) -> Result<Statement, String> {
    let mut parts: Vec<String> = vec![String::new()];
    let mut title = String::new();
    for line in text.lines() {
        let first_line = parts.len() == 1 && parts[0].trim().is_empty() && title.is_empty();
        if let (true, Some(heading)) = (first_line, line.strip_prefix("# ")) {
            title = heading.trim().to_string();
        } else if line.starts_with("## ") {
            parts.push(String::new());
        } else {
            let part = parts.last_mut().expect("one part at least");
            part.push_str(line);
            part.push('\n');
        }
    }
    match parts.as_slice() {
        [description, input, output]
            if [description, input, output]
                .iter()
                .all(|p| !p.trim().is_empty()) =>
        {
            Ok(Statement {
                title,
                description: description.trim().to_string(),
                input: input.trim().to_string(),
                output: output.trim().to_string(),
            })
        }
        _ => Err("expected a description, then `## ` input and `## ` output sections".to_string()),
    }
}

/// The C++ source of the special judge `rule`: `checkers/RULE.cpp`, dashes as underscores.
pub fn checker_source(rule: &str) -> PathBuf {
    crate::folders::checkers().join(format!("{}.cpp", rule.replace('-', "_")))
}

/// Our solutions for `package`: the Rust file, and the C++ editions the editions' manifest
/// says are AC on it (the languages every judge here builds; Kattis's tools want PyPy for
/// Python, and Java is left to the coach).
fn accepted_programs(package: &Package) -> Result<Vec<Program>, String> {
    use crate::editions::{self, Language};
    let rust = crate::folders::solutions().join(format!("{}.rs", package.solution));
    let mut programs = vec![Program {
        file_name: format!("{}.rs", package.solution),
        language: Language::Rust.judge_name().to_string(),
        source: read_text(&rust)?,
    }];
    let root = editions::root();
    if root.join("editions.txt").is_file() {
        for edition in editions::manifest(&root)? {
            if edition.language == Language::Cpp && edition.claims(&package.solution, &package.name)
            {
                let path = edition.path(&root);
                programs.push(Program {
                    file_name: file_name(&path),
                    language: edition.language.judge_name().to_string(),
                    source: read_text(&path)?,
                });
            }
        }
    }
    Ok(programs)
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// One line of `tests/known_wrong/expectations.txt`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expectation {
    /// The program's file stem in `tests/known_wrong/`.
    pub program: String,
    /// Its first argument, the mistake; empty for a program with one mistake.
    pub mistake: String,
    /// `solution/package`.
    pub package: String,
    /// AC, or the verdict that rejects it: WA, RE, TLE (written as Kattis names its
    /// submissions folders: `wrong_answer`, `run_time_error`, `time_limit_exceeded`).
    pub verdict: Verdict,
}

impl Expectation {
    pub fn rejected(&self) -> bool {
        self.verdict != Verdict::Accepted
    }
}

/// The verdicts a known-wrong program may be expected to get, by their Kattis folders' names.
pub const EXPECTED_VERDICTS: [Verdict; 4] = [
    Verdict::Accepted,
    Verdict::WrongAnswer,
    Verdict::RuntimeError,
    Verdict::TimeLimitExceeded,
];

/// The Kattis submissions folder of an expected verdict.
pub fn kattis_folder(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Accepted => "accepted",
        Verdict::WrongAnswer => "wrong_answer",
        Verdict::TimeLimitExceeded => "time_limit_exceeded",
        _ => "run_time_error",
    }
}

/// The expected verdict a Kattis submissions folder names.
fn expected_verdict(folder: &str) -> Option<Verdict> {
    EXPECTED_VERDICTS
        .iter()
        .copied()
        .find(|&v| kattis_folder(v) == folder)
}

/// `tests/known_wrong/expectations.txt`: `PROGRAM MISTAKE PACKAGE VERDICT` a line (`-` for
/// no mistake), `#` to the end of a line is a comment.
pub fn expectations() -> Result<Vec<Expectation>, String> {
    let path = crate::folders::known_wrong().join("expectations.txt");
    let mut all = Vec::new();
    for (number, line) in read_text(&path)?.lines().enumerate() {
        let fields: Vec<&str> = line
            .split('#')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        match fields.as_slice() {
            [] => {}
            [program, mistake, package, verdict] if expected_verdict(verdict).is_some() => all
                .push(Expectation {
                    program: program.to_string(),
                    mistake: if *mistake == "-" {
                        String::new()
                    } else {
                        mistake.to_string()
                    },
                    package: package.to_string(),
                    verdict: expected_verdict(verdict).unwrap_or(Verdict::Accepted),
                }),
            _ => {
                return Err(format!(
                    "{} line {}: expected `PROGRAM MISTAKE PACKAGE VERDICT`, VERDICT one of {}",
                    path.display(),
                    number + 1,
                    EXPECTED_VERDICTS
                        .iter()
                        .map(|&v| kattis_folder(v))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            }
        }
    }
    Ok(all)
}

/// The known-wrong programs `package` rejects, each made a standalone file (see
/// [`standalone_known_wrong`]).
fn rejected_programs(package: &Package) -> Result<Vec<Rejected>, String> {
    let label = package.label();
    expectations()?
        .into_iter()
        .filter(|e| e.package == label && e.rejected())
        .map(|e| {
            let stem = if e.mistake.is_empty() {
                e.program.clone()
            } else {
                format!("{}_{}", e.program, e.mistake)
            };
            Ok(Rejected {
                verdict: kattis_folder(e.verdict).to_string(),
                program: Program {
                    file_name: format!("{}.rs", stem),
                    language: "Rust".to_string(),
                    source: standalone_known_wrong(&e.program, &e.mistake)?,
                },
            })
        })
        .collect()
}

/// A known-wrong program as one file a judge compiles alone: the solution it borrows from
/// (`#[path = "../../src/bin/X.rs"] mod real;`) pasted in as a module, and the mistake, its
/// first argument when we run it, fixed in the source.
pub fn standalone_known_wrong(program: &str, mistake: &str) -> Result<String, String> {
    let path = crate::folders::known_wrong().join(format!("{}.rs", program));
    let mut source = read_text(&path)?;
    if !mistake.is_empty() {
        let (start, end) = first_argument_read(&source).ok_or_else(|| {
            format!(
                "{} does not read its mistake as `std::env::args().nth(1).expect(\"…\")`",
                path.display()
            )
        })?;
        source.replace_range(start..end, &format!("String::from({:?})", mistake));
    }
    while let Some(start) = source.find("#[path = \"") {
        let rest = &source[start..];
        let close = rest.find("\"]").ok_or("an unclosed #[path]")?;
        let borrowed = &rest["#[path = \"".len()..close];
        let after = &rest[close + 2..];
        let module = after.trim_start();
        let end = module.find(';').ok_or("a #[path] without its module")?;
        let declaration = module[..end].trim(); // `mod real`
        let text = read_text(&path.parent().expect("a folder").join(borrowed))?;
        let consumed = start + close + 2 + (after.len() - module.len()) + end + 1;
        source = format!(
            "{}{} {{\n{}\n}}{}",
            &source[..start],
            declaration,
            text,
            &source[consumed..]
        );
    }
    Ok(source)
}

/// Where `source` reads its first argument, `std::env::args().nth(1).expect("…")` (across
/// lines, as rustfmt splits it): the byte range of the expression.
fn first_argument_read(source: &str) -> Option<(usize, usize)> {
    let start = source.find("std::env::args()")?;
    let mut at = start + "std::env::args()".len();
    for part in [".nth(1)", ".expect(\""] {
        at += source[at..].len() - source[at..].trim_start().len();
        if !source[at..].starts_with(part) {
            return None;
        }
        at += part.len();
    }
    let close = source[at..].find("\")")?;
    Some((start, at + close + 2))
}

/// What is said when the path of an export is taken.
fn taken(path: &Path) -> String {
    format!(
        "{} exists already; give a new path, or --force to replace it",
        path.display()
    )
}

/// Removes an earlier export at `path` for `--force`: a file, or a folder that is a Kattis
/// package (it holds `problem.yaml`); any other folder is left alone, and refused.
fn remove_earlier_export(path: &Path) -> Result<(), String> {
    let removed = if path.is_dir() {
        if !path.join("problem.yaml").is_file() {
            return Err(format!(
                "{} is a folder but not a Kattis package (no problem.yaml): not replaced, even with --force",
                path.display()
            ));
        }
        fs::remove_dir_all(path)
    } else {
        fs::remove_file(path)
    };
    removed.map_err(|e| format!("cannot replace {}: {}", path.display(), e))
}

/// Writes `entries` as files under `dir`, which must not exist yet.
pub fn write_folder(dir: &Path, entries: &[Entry]) -> Result<(), String> {
    if dir.exists() {
        return Err(taken(dir));
    }
    for (name, bytes) in entries {
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)
                .map_err(|e| format!("cannot make {}: {}", parent.display(), e))?;
        }
        fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
    }
    Ok(())
}

/// Writes one file, which must not exist yet.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if path.exists() {
        return Err(taken(path));
    }
    fs::write(path, bytes).map_err(|e| format!("cannot write {}: {}", path.display(), e))
}

/// Writes `package` in `format` at `out` (a folder that exists: inside it, under
/// [`Format::default_name`]); returns the path written. With `force`, an earlier export at
/// that path is replaced.
pub fn export(
    package: &Package,
    format: Format,
    out: &Path,
    force: bool,
) -> Result<PathBuf, String> {
    let export = Export::of(package)?;
    // A folder is written into, unless it is a Kattis package itself (an earlier export there).
    let path = if out.is_dir() && !out.join("problem.yaml").is_file() {
        out.join(format.default_name(&export.id()))
    } else {
        out.to_path_buf()
    };
    if force && path.symlink_metadata().is_ok() {
        remove_earlier_export(&path)?;
    }
    match format {
        Format::Kattis => {
            let entries = kattis::entries(&export);
            if path.extension().map_or(false, |e| e == "zip") {
                write_file(&path, &zip::write(&entries)?)?
            } else {
                write_folder(&path, &entries)?
            }
        }
        Format::Hydro => write_file(&path, &zip::write(&hydro::entries(&export))?)?,
        Format::Qduoj => write_file(&path, &zip::write(&qduoj::entries(&export))?)?,
        Format::Hustoj => write_file(&path, fps::document(&export).as_bytes())?,
    }
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_statement_has_a_description_an_input_and_an_output() {
        let s = parse_statement("Slide.\n\n## Input\n\nA board.\n## Output\nMoves.\n").unwrap();
        assert_eq!(s.description, "Slide.");
        assert_eq!(s.input, "A board.");
        assert_eq!(s.output, "Moves.");
        assert!(parse_statement("Slide.\n## Input\nA board.\n").is_err());
    }

    #[test]
    fn the_first_argument_is_found_on_one_line_or_split_by_rustfmt() {
        let one = "let m = std::env::args().nth(1).expect(\"the mistake\");";
        let (start, end) = first_argument_read(one).unwrap();
        assert_eq!(
            &one[start..end],
            "std::env::args().nth(1).expect(\"the mistake\")"
        );
        let split = "let m = std::env::args()\n        .nth(1)\n        .expect(\"x\");";
        let (start, end) = first_argument_read(split).unwrap();
        assert!(split[start..end].ends_with(".expect(\"x\")"));
        assert_eq!(first_argument_read("std::env::args().nth(2)"), None);
    }

    #[test]
    fn formats_answer_to_their_names_and_aliases() {
        assert_eq!(Format::from_name("DOMjudge"), Some(Format::Kattis));
        assert_eq!(Format::from_name("fps"), Some(Format::Hustoj));
        assert_eq!(Format::from_name("qduoj"), Some(Format::Qduoj));
        assert_eq!(Format::from_name("polygon"), None);
    }
}
