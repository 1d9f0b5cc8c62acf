//! What the `judge` command does, callable from tests: `src/main.rs` only parses its arguments
//! into a request and hands it here.
//!
//! - `judge` — every package of every solution, each judged with our own solution binary;
//! - `judge NAME...` — a solution's packages (`nine_grid`), or one package by name or alias
//!   (`P1379`), with our binaries;
//! - `judge SOURCE PROBLEM` — a contestant's source file, compiled, on one package (or any
//!   folder of cases), under the package's limits and rule;
//! - `judge --cmd 'COMMAND' PROBLEM` — any command line, the same way;
//! - `judge --list` — every package;
//! - `judge stress`, `judge trace`, `judge export` — see their modules; `judge listen`, which
//!   saves the problems a browser sends, is [`crate::listen`], and the packages it saved are
//!   found here beside the bundled ones ([`received_packages`]);
//! - `judge contest DIR` — a mock contest: every contestant's every problem ([`contest`]).
//!
//! Each command's work is in a module of its own ([`judge`] with `plan`, [`list`],
//! [`stress`], [`trace`], [`export`], [`contest`]); this one holds what they share.

mod contest;
mod export;
mod judge;
mod list;
mod plan;
mod stress;
mod trace;

pub use contest::{
    contest, contest_export, ContestExportRequest, ContestRequest, RESULTS_CSV, RESULTS_HTML,
};
pub use export::{export, ExportRequest};
pub use judge::{judge, select_cases, JudgeRequest};
pub use list::list;
pub use stress::{stress, StressRequest};
pub use trace::{trace, TraceRequest};

use crate::problem::{self, Package};
use crate::report::Console;
use crate::run::Program;
use crate::source::{self, Commands, SourceError};
use std::path::Path;

/// How a command that did its work ended; `src/main.rs` turns it into the exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Every case AC, every input passed, the file written: status 0.
    AllAccepted,
    /// Some case not AC, an input that failed, or a compile error: status 1.
    SomeFailed,
    /// Stopped by signal N (SIGINT, SIGTERM, SIGHUP): status 128 + N.
    Stopped(i32),
}

impl Exit {
    pub fn status(self) -> i32 {
        match self {
            Exit::AllAccepted => 0,
            Exit::SomeFailed => 1,
            Exit::Stopped(signal) => 128 + signal,
        }
    }
}

/// The exit status of a [`CliError`]: a usage or testdata error.
pub const EXIT_USAGE: i32 = 2;

/// Why a command could not do its work: one message on stderr and status [`EXIT_USAGE`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CliError {
    /// A usage or testdata error, said after the command's name (`judge stress: …`).
    Usage(String),
    /// An input the solution refuses, in the solution's own words, said as it is.
    Refused(String),
}

impl CliError {
    /// The line on stderr for `command` (`judge`, `judge stress`).
    pub fn message(&self, command: &str) -> String {
        match self {
            CliError::Usage(message) => format!("{}: {}", command, message),
            CliError::Refused(message) => message.clone(),
        }
    }
}

impl From<String> for CliError {
    fn from(message: String) -> Self {
        CliError::Usage(message)
    }
}

impl From<problem::Unresolved<'_>> for CliError {
    fn from(why: problem::Unresolved<'_>) -> Self {
        CliError::Usage(why.to_string())
    }
}

/// What every command returns.
pub type Outcome = Result<Exit, CliError>;

/// Every bundled package.
pub fn bundled_packages() -> Result<Vec<Package>, String> {
    let root = crate::folders::testdata();
    if !root.is_dir() {
        return Err(format!(
            "the bundled testdata is not at {} (was the repository moved?)",
            root.display()
        ));
    }
    problem::all(&root).map_err(|e| e.to_string())
}

/// The packages `judge listen` received, in natural order of their names; none when it has
/// received none. A package that cannot be read is left out with a note on stderr, so one
/// edited by hand never stops the others from being judged or listed.
pub fn received_packages() -> Vec<Package> {
    received_in(&crate::folders::received())
}

/// The packages in `dir`, each a folder of it with a `problem.txt`; folders whose names start
/// with `.` are a save in progress (see [`crate::listen`]) and are skipped.
pub fn received_in(dir: &Path) -> Vec<Package> {
    let mut folders: Vec<std::path::PathBuf> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| {
                path.file_name()
                    .map_or(false, |name| !name.to_string_lossy().starts_with('.'))
                    && path.join(problem::PROBLEM_FILE).is_file()
            })
            .collect(),
        Err(_) => return Vec::new(),
    };
    folders.sort_by(|a, b| crate::cases::natural_cmp(&a.to_string_lossy(), &b.to_string_lossy()));
    folders
        .iter()
        .filter_map(|folder| match Package::load(folder) {
            Ok(package) => Some(package),
            Err(why) => {
                eprintln!("judge: a received problem is left out: {}", why);
                None
            }
        })
        .collect()
}

/// Why judging cannot start: a message, and whether it is a compile error (exit 1 as a
/// verdict) rather than a usage error (exit 2).
enum PlanError {
    Usage(String),
    CompileError(String, String),
    Interrupted(i32),
}

impl From<String> for PlanError {
    fn from(message: String) -> Self {
        PlanError::Usage(message)
    }
}

impl From<problem::Unresolved<'_>> for PlanError {
    fn from(why: problem::Unresolved<'_>) -> Self {
        PlanError::Usage(why.to_string())
    }
}

impl PlanError {
    /// What a command that cannot start makes of this: a compile error is shown as a verdict
    /// (`json`: as a JSON document) and ends the command with status 1.
    fn ending(self, console: &Console, json: bool) -> Outcome {
        match self {
            PlanError::Usage(message) => {
                // Not judged: still the one document, saying why, beside the line on stderr.
                if json {
                    console.line(&crate::report::json_document(
                        &[],
                        &[],
                        0,
                        None,
                        Some(&message),
                    ));
                }
                Err(CliError::Usage(message))
            }
            PlanError::CompileError(source, lines) => {
                if json {
                    console.line(&crate::report::json_compile_error(&source, &lines));
                } else {
                    console.compile_error(&source, &lines);
                }
                Ok(Exit::SomeFailed)
            }
            PlanError::Interrupted(signal) => Ok(Exit::Stopped(signal)),
        }
    }
}

/// Cases at once when `--jobs` is not given: one per core.
pub(crate) fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Where a command prints: plain text under `--json` (the document is the only output), else
/// the terminal's console.
fn console_for(json: bool) -> Console {
    if json {
        Console::plain()
    } else {
        Console::for_stdout()
    }
}

/// The first line of every run: the containment in force (see [`crate::contain`]).
pub fn containment_line() -> String {
    format!("contained: {}", crate::contain::level())
}

/// The source compiled (or found in the cache).
fn compile(
    path: &Path,
    commands: &Commands,
    quiet: bool,
    console: &Console,
) -> Result<Program, PlanError> {
    let mut say = |source: &str| {
        if !quiet {
            console.note(&format!("compiling {}", source));
        }
    };
    match source::prepare(path, commands, &crate::folders::cache(), &mut say) {
        Ok(program) => Ok(program),
        Err(SourceError::CompileError(lines)) => {
            Err(PlanError::CompileError(path.display().to_string(), lines))
        }
        Err(SourceError::Interrupted(signal)) => Err(PlanError::Interrupted(signal)),
        Err(error) => Err(PlanError::Usage(error.to_string())),
    }
}
