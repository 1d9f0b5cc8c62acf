//! `judge trace`: what a solution does on one input, as text, and as an SVG chart or a study
//! page.

use super::{bundled_packages, CliError, Exit, Outcome};
use crate::problem::{self, Unresolved};
use crate::puzzles::{self, Puzzle};
use crate::report::Console;
use std::path::{Path, PathBuf};

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

/// `judge trace`: shows what a solution does on one input; an error for bad usage, an output
/// file that cannot be written (checked before anything is traced) or input the solution
/// refuses (in the solution's own words).
pub fn trace(request: &TraceRequest) -> Outcome {
    let puzzle = puzzle_of(&request.problem)?;
    for path in request.svg.iter().chain(&request.html) {
        writable(path)?;
    }
    let input = input_of(request, puzzle.name())?;
    let traced = puzzle
        .trace(&input)
        .map_err(|message| CliError::Refused(message.trim_end().to_string()))?;
    let console = Console::for_stdout();
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
        write(path, crate::trace::svg(&traced))?;
        console.line(&format!("\nchart written to {}", path.display()));
    }
    if let Some(path) = &request.html {
        // The page closes with what it should leave the learner able to do.
        let mut page = traced.clone();
        if !puzzle.study_goal().is_empty() {
            page.sections
                .push(crate::trace::Section::Text(puzzle.study_goal().to_string()));
        }
        write(
            path,
            crate::study::page(&trace_command(request, puzzle.name()), &page),
        )?;
        console.line(&format!("\nstudy page written to {}", path.display()));
    }
    Ok(Exit::AllAccepted)
}

/// The puzzle `name` stands for: a puzzle's own name, or a problem of one.
fn puzzle_of(name: &str) -> Result<&'static dyn Puzzle, CliError> {
    if let Some(puzzle) = puzzles::by_name(name) {
        return Ok(puzzle);
    }
    let packages = bundled_packages()?;
    let solution = match problem::resolve(&packages, name) {
        Ok(package) => package.solution.clone(),
        // Several packages of one puzzle (a solution's name, `魔板`) trace the same.
        Err(Unresolved::Several(_, inside))
            if inside.iter().all(|p| p.solution == inside[0].solution) =>
        {
            inside[0].solution.clone()
        }
        Err(why) => {
            let names: Vec<&str> = puzzles::all().iter().map(|p| p.name()).collect();
            return Err(CliError::Usage(format!(
                "{}; trace takes a puzzle ({}) or a problem of one",
                why,
                names.join(", ")
            )));
        }
    };
    puzzles::by_name(&solution)
        .ok_or_else(|| CliError::Usage(format!("{} has no tracer", solution)))
}

/// The input: the arguments after the problem as one line, or stdin for `-`.
fn input_of(request: &TraceRequest, puzzle: &str) -> Result<Vec<u8>, String> {
    match request.input.as_slice() {
        [dash] if dash == "-" => {
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes)
                .map_err(|e| format!("cannot read stdin: {}", e))?;
            Ok(bytes)
        }
        [] => Err(format!(
            "give the input after the problem (judge trace {} 12345678. 8672543.1), or - to read it",
            puzzle
        )),
        tokens => Ok(format!("{}\n", tokens.join(" ")).into_bytes()),
    }
}

/// An error unless `path` can be written: its folder exists and it is not a folder.
fn writable(path: &Path) -> Result<(), String> {
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return Err(format!(
            "cannot write {}: there is no folder {}",
            path.display(),
            folder.display()
        ));
    }
    if path.is_dir() {
        return Err(format!("cannot write {}: it is a folder", path.display()));
    }
    Ok(())
}

fn write(path: &Path, text: String) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {}", path.display(), e))
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
