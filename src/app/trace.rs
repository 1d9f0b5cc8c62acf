//! `judge trace`: what a solution does on one input, as text, and as an SVG chart or a study
//! page.

use super::{bundled_packages, close_hint, EXIT_ALL_ACCEPTED, EXIT_USAGE};
use crate::problem::{self, Found};
use crate::report::Console;
use std::path::PathBuf;

/// A request to trace a solution on one input.
#[derive(Clone, Debug, Default)]
pub struct TraceRequest {
    /// A solution (`nine_grid`) or a problem of one (`P1379`).
    pub problem: String,
    /// The input's tokens, joined by spaces; `-` alone reads stdin.
    pub input: Vec<String>,
    /// `--svg FILE`: the charts as an SVG file.
    pub svg: Option<PathBuf>,
    /// `--html FILE`: the trace as a study page.
    pub html: Option<PathBuf>,
}

/// `judge trace`: shows what a solution does on one input. Exit status 0, or 2 for bad usage
/// or input the solution refuses (with the solution's own message).
pub fn trace(request: &TraceRequest) -> i32 {
    let console = Console::for_stdout();
    let fail = |message: String| {
        console.error(&message);
        EXIT_USAGE
    };
    let puzzle = match crate::puzzles::by_name(&request.problem) {
        Some(puzzle) => puzzle,
        None => {
            let packages = match bundled_packages() {
                Ok(packages) => packages,
                Err(message) => return fail(format!("judge trace: {}", message)),
            };
            let solution = match problem::find(&packages, &request.problem) {
                Some(Found::Package(package)) => package.solution.clone(),
                Some(Found::Solution(solution, _)) => solution,
                Some(Found::Ambiguous(matching)) => matching[0].solution.clone(),
                None => {
                    return fail(format!(
                        "judge trace: no puzzle or problem `{}`{}: give a puzzle ({}) or a problem of one (judge --list)",
                        request.problem,
                        close_hint(&packages, &request.problem),
                        crate::puzzles::all().iter().map(|p| p.name()).collect::<Vec<_>>().join(", ")
                    ))
                }
            };
            match crate::puzzles::by_name(&solution) {
                Some(puzzle) => puzzle,
                None => return fail(format!("judge trace: {} has no tracer", solution)),
            }
        }
    };
    let input = if request.input.len() == 1 && request.input[0] == "-" {
        let mut bytes = Vec::new();
        if let Err(e) = std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes) {
            return fail(format!("judge trace: cannot read stdin: {}", e));
        }
        bytes
    } else if request.input.is_empty() {
        return fail(format!(
            "judge trace: give the input after the problem (judge trace {} 12345678. 8672543.1), or - to read it",
            puzzle.name()
        ));
    } else {
        format!("{}\n", request.input.join(" ")).into_bytes()
    };
    let traced = match puzzle.trace(&input) {
        Ok(traced) => traced,
        Err(message) => return fail(message.trim_end().to_string()),
    };
    if !traced.notes.is_empty() {
        console.note(traced.notes.trim_end());
    }
    console.heading(&format!("{} prints:", puzzle.name()));
    for line in traced.answer.lines() {
        console.line(&format!("  {}", line));
    }
    console.line("");
    console.line(crate::trace::text(&traced, console.trace_style()).trim_end());
    if let Some(path) = &request.svg {
        match std::fs::write(path, crate::trace::svg(&traced)) {
            Ok(()) => console.line(&format!("\nchart written to {}", path.display())),
            Err(e) => {
                return fail(format!(
                    "judge trace: cannot write {}: {}",
                    path.display(),
                    e
                ))
            }
        }
    }
    if let Some(path) = &request.html {
        let page = crate::study::page(&trace_command(request, puzzle.name()), &traced);
        match std::fs::write(path, page) {
            Ok(()) => console.line(&format!("\nstudy page written to {}", path.display())),
            Err(e) => {
                return fail(format!(
                    "judge trace: cannot write {}: {}",
                    path.display(),
                    e
                ))
            }
        }
    }
    EXIT_ALL_ACCEPTED
}

/// The command a study page names as its source: the puzzle, then the input as typed (an
/// empty one quoted).
fn trace_command(request: &TraceRequest, puzzle: &str) -> String {
    let mut command = format!("judge trace {}", puzzle);
    for token in &request.input {
        command.push(' ');
        command.push_str(if token.is_empty() { "''" } else { token });
    }
    command
}
