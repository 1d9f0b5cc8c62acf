//! A mock contest (模拟赛): every contestant's every problem judged, scored as OI contests
//! score, and shown as one results table.
//!
//! - [`config`] reads `contest.txt`: the problems, their packages, scores and rules;
//! - [`problems`] finds each problem's package and splits its cases into subtasks;
//! - [`layout`] finds the contestants and their files (LemonLime's and Arbiter's layouts);
//! - [`judging`] compiles each source once and judges every case of every cell in parallel,
//!   skipping the rest of a subtask once one of its cases fails;
//! - [`score`] turns verdicts into points and ranks the contestants;
//! - [`results`] shows the table on a terminal and writes `results.csv` and the `--json`
//!   document; [`html`] writes `results.html`;
//! - [`store`] keeps results beside the contest, so that a second run judges only what
//!   changed, and writes every file atomically;
//! - [`export`] writes the contest as DOMjudge's contest package.
//!
//! A cell is one contestant's one problem. Whatever a contestant handed in, its cell says what
//! became of it: judged, a compile error, not handed in, a language the problem does not take,
//! two candidate files, an empty or binary file. None of these stops the contest.

pub mod config;
pub mod export;
pub mod html;
pub mod judging;
pub mod layout;
pub mod problems;
pub mod results;
pub mod score;
pub mod store;

use crate::judge::Verdict;

/// What became of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Compiled and run on the cases.
    Judged,
    CompileError,
    /// No file named after the problem.
    Missing,
    /// A file named after the problem in a language it does not take.
    WrongLanguage,
    /// Two or more files that could each be the answer.
    SeveralFiles,
    Empty,
    /// A file with NUL bytes: not a source.
    Binary,
    /// The program could not be started, or its compiler is missing: the machine's fault.
    CannotRun,
}

impl Status {
    pub const ALL: [Status; 8] = [
        Status::Judged,
        Status::CompileError,
        Status::Missing,
        Status::WrongLanguage,
        Status::SeveralFiles,
        Status::Empty,
        Status::Binary,
        Status::CannotRun,
    ];

    /// As the JSON, the CSV and the store name it.
    pub fn code(self) -> &'static str {
        match self {
            Status::Judged => "judged",
            Status::CompileError => "compile-error",
            Status::Missing => "missing",
            Status::WrongLanguage => "wrong-language",
            Status::SeveralFiles => "several-files",
            Status::Empty => "empty",
            Status::Binary => "binary",
            Status::CannotRun => "cannot-run",
        }
    }

    pub fn from_code(code: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.code() == code)
    }

    /// As a table's cell says it beside the score (nothing for a judged source).
    pub fn short(self) -> &'static str {
        match self {
            Status::Judged => "",
            Status::CompileError => "CE",
            Status::Missing => "none",
            Status::WrongLanguage => "lang",
            Status::SeveralFiles => "2 files",
            Status::Empty => "empty",
            Status::Binary => "binary",
            Status::CannotRun => "error",
        }
    }
}

/// One case of a judged cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseResult {
    pub name: String,
    /// `None`: skipped, because an earlier case of its subtask failed.
    pub verdict: Option<Verdict>,
    /// CPU time (wall-clock time where the backend measures no CPU time), in ms.
    pub time_ms: u64,
    pub memory_kib: Option<u64>,
    /// Why, for anything but AC: the first difference, the crash, the limit.
    pub message: String,
}

/// One contestant's one problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub status: Status,
    /// The file judged (or the files found), relative to the contest folder.
    pub source: Option<String>,
    /// What the status means here, in words; empty for a judged source.
    pub message: String,
    /// The compiler's first lines, for a compile error.
    pub compile_log: String,
    /// The cases, in order, for a judged source; empty otherwise.
    pub cases: Vec<CaseResult>,
    /// True when judged by this run, false when taken from the store.
    pub fresh: bool,
}

impl Cell {
    /// A cell with no cases.
    pub fn unjudged(status: Status, source: Option<String>, message: String) -> Cell {
        Cell {
            status,
            source,
            message,
            compile_log: String::new(),
            cases: Vec::new(),
            fresh: false,
        }
    }
}
