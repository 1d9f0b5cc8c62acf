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
//! - `judge stress`, `judge trace`, `judge export` — see their modules.
//!
//! Each command's work is in a module of its own ([`judge`] with [`plan`], [`list`],
//! [`stress`], [`trace`], [`export`]); this one holds what they share.

mod export;
mod judge;
mod list;
mod plan;
mod stress;
mod trace;

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

/// Exit statuses of `judge`.
pub const EXIT_ALL_ACCEPTED: i32 = 0;
pub const EXIT_SOME_FAILED: i32 = 1;
pub const EXIT_USAGE: i32 = 2;

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

fn labels(packages: &[&Package]) -> String {
    let labels: Vec<String> = packages.iter().map(|p| p.label()).collect();
    labels.join(", ")
}

fn unknown_problem(packages: &[Package], name: &str) -> String {
    format!(
        "no problem or folder `{}`{} (judge --list shows every problem)",
        name,
        close_hint(packages, name)
    )
}

/// `; did you mean …?` with the problems whose names are close to `name`, or nothing.
fn close_hint(packages: &[Package], name: &str) -> String {
    let close = problem::close_matches(packages, name);
    if close.is_empty() {
        String::new()
    } else {
        format!("; did you mean {}?", close.join(", "))
    }
}
