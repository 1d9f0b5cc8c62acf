//! `judge contest DIR`: a mock contest judged (see [`crate::contest`]): the table on the
//! terminal (or `--json` on stdout), `results.html`, `results.csv` and the store written in
//! the contest folder, each whole or not at all.

use super::{bundled_packages, containment_line, CliError, Exit, Outcome};
use crate::contest::config::ContestRules;
use crate::contest::export::Target;
use crate::contest::judging::{self, Stop};
use crate::contest::results::{self, Results};
use crate::contest::store::{self, write_atomically, STORE_FILE};
use crate::contest::{html, layout, problems, score, Cell, Status};
use crate::run;
use std::path::PathBuf;

/// The results page's file name, in the contest folder.
pub const RESULTS_HTML: &str = "results.html";
/// The results table's file name, in the contest folder.
pub const RESULTS_CSV: &str = "results.csv";

/// A request to export a contest folder: `judge contest export DIR --to domjudge|hydro`.
#[derive(Clone, Debug)]
pub struct ContestExportRequest {
    pub dir: PathBuf,
    pub target: Target,
    /// The new folder written; default: `DIR-domjudge` (`DIR-hydro`) beside the contest folder.
    pub out: Option<PathBuf>,
}

/// Writes the contest's DOMjudge package (see [`crate::contest::export`]).
pub fn contest_export(request: &ContestExportRequest) -> Outcome {
    let rules = ContestRules::load(&request.dir)?;
    let packages = bundled_packages()?;
    let problems = problems::prepare(&rules, &packages)?;
    let out = match &request.out {
        Some(out) => out.clone(),
        None => {
            let name = request
                .dir
                .canonicalize()
                .ok()
                .and_then(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()))
                .unwrap_or_else(|| "contest".to_string());
            let suffix = match request.target {
                Target::Domjudge => "domjudge",
                Target::Hydro => "hydro",
            };
            request.dir.join("..").join(format!("{}-{}", name, suffix))
        }
    };
    let ids = crate::contest::export::export(request.target, &rules, &problems, &out)?;
    match request.target {
        Target::Domjudge => println!(
            "{}: contest.yaml, problems.yaml (problemset.yaml for older DOMjudge) and the Kattis problem folders {} (DOMjudge judges pass-fail on stdin and stdout: the points and file I/O stay with judge contest; set the start time in contest.yaml)",
            out.display(),
            ids.join(", ")
        ),
        Target::Hydro => println!(
            "{}: one Hydro problem zip each, with the contest's subtasks: {} (import each, then make the contest in Hydro's pages)",
            out.display(),
            ids.iter()
                .map(|id| crate::export::Format::Hydro.default_name(id))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
    Ok(Exit::AllAccepted)
}

/// A request to judge a contest folder.
#[derive(Clone, Debug)]
pub struct ContestRequest {
    pub dir: PathBuf,
    /// Cases (and compiles) at once.
    pub jobs: usize,
    /// `--only NAME` or `--only NAME/PROB`: judged again whatever the store holds.
    pub only: Vec<String>,
    pub json: bool,
}

impl Default for ContestRequest {
    fn default() -> Self {
        ContestRequest {
            dir: PathBuf::new(),
            jobs: super::default_jobs(),
            only: Vec::new(),
            json: false,
        }
    }
}

/// Judges the contest in `request.dir` and writes its results: status 0 when they are
/// written, whatever the contestants scored.
pub fn contest(request: &ContestRequest) -> Outcome {
    run::catch_interrupts();
    let console = super::console_for(request.json);
    let root = &request.dir;
    let rules = ContestRules::load(root)?;
    let packages = bundled_packages()?;
    let problems = problems::prepare(&rules, &packages)?;
    let contestants = layout::scan(root, &problems)?;
    for only in &request.only {
        let known = contestants.iter().any(|c| {
            *only == c.name
                || problems
                    .iter()
                    .any(|p| *only == format!("{}/{}", c.name, p.rule.name))
        });
        if !known {
            return Err(CliError::Usage(format!(
                "--only {}: no such contestant (or contestant/problem) in {}",
                only,
                root.display()
            )));
        }
    }
    if !request.json {
        console.line(&containment_line());
    }
    let request_to_judge = judging::Request {
        root,
        problems: &problems,
        contestants: &contestants,
        stored: store::load(root),
        only: &request.only,
        compile: &rules.compile,
        jobs: request.jobs,
    };
    let mut show = |text: &str| {
        if !request.json {
            console.progress(text)
        }
    };
    let cells = match judging::judge_contest(&request_to_judge, &mut show) {
        Ok(cells) => cells,
        Err(Stop::Error(message)) => return Err(CliError::Usage(message)),
        Err(Stop::Interrupted(signal, partial)) => {
            // What finished is kept for the next run; no results file is written half.
            let finished: Vec<Vec<Option<(u64, Cell)>>> = partial;
            let mut kept = Vec::new();
            for (contestant, row) in contestants.iter().zip(&finished) {
                for (problem, cell) in problems.iter().zip(row) {
                    if let Some((key, cell)) = cell {
                        kept.push((
                            *key,
                            contestant.name.as_str(),
                            problem.rule.name.as_str(),
                            cell,
                        ));
                    }
                }
            }
            // Stopped while compiling, nothing was decided: the store stays as it was.
            if !kept.is_empty() {
                let _ = write_store(root, kept);
            }
            console.note(&format!(
                "judge contest: stopped by {}; the results files are as they were, and the cells finished are kept for the next run",
                run::signal_name(signal)
            ));
            return Ok(Exit::Stopped(signal));
        }
    };
    let mut kept = Vec::new();
    for (contestant, row) in contestants.iter().zip(&cells) {
        for (problem, (key, cell)) in problems.iter().zip(row) {
            kept.push((
                *key,
                contestant.name.as_str(),
                problem.rule.name.as_str(),
                cell,
            ));
        }
    }
    write_store(root, kept)?;
    let plain: Vec<Vec<Cell>> = cells
        .into_iter()
        .map(|row| row.into_iter().map(|(_, cell)| cell).collect())
        .collect();
    let rows = score::standings(&problems, &contestants, plain);
    let results = Results {
        title: &rules.title,
        containment: crate::contain::level().to_string(),
        problems: &problems,
        rows: &rows,
    };
    let html_path = root.join(RESULTS_HTML);
    let csv_path = root.join(RESULTS_CSV);
    write_atomically(&html_path, html::page(&results).as_bytes())?;
    write_atomically(&csv_path, results::csv(&results).as_bytes())?;
    if request.json {
        console.line(&results::json(&results));
    } else {
        for line in results::table(&results) {
            console.line(&line);
        }
        let (judged, stored) = results.counts();
        console.line(&format!(
            "judged now: {} {}; from the store: {}; written: {}, {}",
            judged,
            if judged == 1 { "cell" } else { "cells" },
            stored,
            html_path.display(),
            csv_path.display()
        ));
    }
    Ok(Exit::AllAccepted)
}

/// The store rewritten with `cells`: each source's cell that judging decided (judged, or a
/// compile error); a machine's trouble (a missing compiler) is judged again next time.
fn write_store(root: &std::path::Path, cells: Vec<(u64, &str, &str, &Cell)>) -> Result<(), String> {
    let kept: Vec<(u64, &str, &str, &Cell)> = cells
        .into_iter()
        .filter(|(key, _, _, cell)| {
            *key != 0 && matches!(cell.status, Status::Judged | Status::CompileError)
        })
        .collect();
    write_atomically(&root.join(STORE_FILE), store::render(&kept).as_bytes())
}
