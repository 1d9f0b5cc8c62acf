//! `judge`, `judge NAME...`, `judge SOURCE PROBLEM`, `judge --cmd COMMAND PROBLEM`: the cases
//! of each planned target judged, shown as they finish, and summed up.

use super::plan::{plan, Target};
use super::{containment_line, CliError, Exit, Outcome};
use crate::cases::{self, Case};
use crate::judge::{self, CaseReport, Checker, JudgeError, Session, Verdict, CHECKER_TIME};
use crate::report::{self, Console, Judged, Live};
use crate::run::{self, Program};
use crate::source::Commands;
use std::time::Duration;

/// A request to judge programs on packages or folders of cases.
#[derive(Clone, Debug)]
pub struct JudgeRequest {
    /// The positional arguments: names of ours, or SOURCE PROBLEM, or (with `--cmd`) PROBLEM.
    pub targets: Vec<String>,
    /// `--cmd`: a command line to judge.
    pub command: Option<String>,
    /// `--compile` and `--run` for a source file.
    pub commands: Commands,
    /// `--lang`: the Python interpreter a `.py` source runs under (`python3.8`, `pypy3`).
    pub language: Option<String>,
    /// `--time-limit` and `--memory-limit`: when given, they override the package's.
    pub time_limit: Option<Duration>,
    pub memory_kib: Option<u64>,
    /// `--wall-limit`: a plain wall-clock limit, over the package's own if it has one.
    pub wall_limit: Option<Duration>,
    pub checker_time: Duration,
    pub checker_memory_kib: u64,
    pub jobs: usize,
    /// `--case`: substrings of case names, or `=NAME` for one name exactly.
    pub case_patterns: Vec<String>,
    pub stop_on_fail: bool,
    /// `--exact`, `--tokens`, `--checker`: override the package's rule.
    pub checker: Option<Checker>,
    /// `--file-io NAME`: USACO-style files for any folder.
    pub file_io: Option<String>,
    pub json: bool,
}

impl Default for JudgeRequest {
    fn default() -> Self {
        JudgeRequest {
            targets: Vec::new(),
            command: None,
            commands: Commands::default(),
            language: None,
            time_limit: None,
            memory_kib: None,
            wall_limit: None,
            checker_time: CHECKER_TIME,
            checker_memory_kib: judge::CHECKER_MEMORY_KIB,
            jobs: super::default_jobs(),
            case_patterns: Vec::new(),
            stop_on_fail: false,
            checker: None,
            file_io: None,
            json: false,
        }
    }
}

/// Judges what `request` names, printing as it goes: every case AC, some not (or the source
/// does not compile), or stopped by a signal; an error for bad usage or testdata.
pub fn judge(request: &JudgeRequest) -> Outcome {
    run::catch_interrupts();
    let console = super::console_for(request.json);
    let targets = match plan(request, &console) {
        Ok(targets) => targets,
        Err(why) => return why.ending(&console, request.json),
    };
    match judge_targets(request, &console, targets) {
        Ok(true) => Ok(Exit::AllAccepted),
        Ok(false) => Ok(Exit::SomeFailed),
        Err(JudgeError::Interrupted(signal)) => {
            console.note(&format!(
                "judge: stopped by {}; the cases above finished",
                run::signal_name(signal)
            ));
            Ok(Exit::Stopped(signal))
        }
        Err(error) => Err(CliError::Usage(error.to_string())),
    }
}

/// The cases `patterns` select: a pattern is a substring of the name, or `=NAME` the name
/// exactly; no patterns select every case.
pub fn select_cases(cases: Vec<Case>, patterns: &[String]) -> Vec<Case> {
    if patterns.is_empty() {
        return cases;
    }
    cases
        .into_iter()
        .filter(|case| {
            patterns.iter().any(|p| match p.strip_prefix('=') {
                Some(exact) => case.name == exact,
                None => case.name.contains(p.as_str()),
            })
        })
        .collect()
}

/// Reads every target's cases (`--case` applied) and checks every program can start, before
/// anything runs: a testdata error stops judging at once.
fn read_planned(
    request: &JudgeRequest,
    targets: Vec<Target>,
) -> Result<Vec<(Target, Vec<Case>)>, JudgeError> {
    let mut planned = Vec::new();
    for target in targets {
        let found = match &target.kattis {
            Some(package) => package.cases.clone(),
            None => cases::discover(&target.dir)?,
        };
        let cases = select_cases(found, &request.case_patterns);
        planned.push((target, cases));
    }
    if !request.case_patterns.is_empty() && planned.iter().all(|(_, cases)| cases.is_empty()) {
        return Err(JudgeError::Runner(format!(
            "no case matches --case {} (a pattern is part of a name; `=NAME` is one name exactly)",
            request.case_patterns.join(" --case ")
        )));
    }
    planned.retain(|(_, cases)| !cases.is_empty());
    for (target, _) in &planned {
        run::preflight(&target.program)
            .map_err(|why| JudgeError::CannotRun(target.program.describe(), why))?;
    }
    if let Some(Checker::External(command)) = &request.checker {
        run::preflight(&Program::Shell(command.clone()))
            .map_err(|why| JudgeError::CannotRun(command.clone(), why))?;
    }
    Ok(planned)
}

/// True when every case of every target is AC.
pub(super) fn judge_targets(
    request: &JudgeRequest,
    console: &Console,
    targets: Vec<Target>,
) -> Result<bool, JudgeError> {
    let planned = match read_planned(request, targets) {
        Ok(planned) => planned,
        Err(error) => {
            // Not judged: the one document still, saying why (see `report::json_document`).
            if request.json {
                let why = error.to_string();
                console.line(&report::json_document(&[], &[], 0, None, Some(&why)));
            }
            return Err(error);
        }
    };
    if !request.json {
        console.line(&containment_line());
    }
    let several = planned.len() > 1;
    let mut all_reports = Vec::new();
    let mut judged = Vec::new();
    let mut total = 0;
    let mut outcome = Ok(());
    for (target, cases) in planned {
        let (reports, result) = judge_target(request, console, &target, &cases);
        judged.push(Judged {
            label: target.label.clone(),
            about: target.about.clone(),
            time_limit: target.limits.time,
            memory_kib: target.limits.memory_kib,
            rule: target.checker.describe(),
        });
        total += cases.len();
        all_reports.extend(reports.into_iter().map(|mut r| {
            if several {
                r.name = format!("{}/{}", target.label, r.name);
            }
            r
        }));
        if let Err(error) = result {
            outcome = Err(error);
            break;
        }
        if request.stop_on_fail && all_reports.iter().any(|r| r.verdict != Verdict::Accepted) {
            break;
        }
    }
    if request.json {
        let stopped = outcome.as_ref().err().map(|error| match error {
            JudgeError::Interrupted(signal) => format!("stopped by {}", run::signal_name(*signal)),
            other => other.to_string(),
        });
        console.line(&report::json_document(
            &judged,
            &all_reports,
            total,
            None,
            stopped.as_deref(),
        ));
    } else if several && outcome.is_ok() {
        console.summary("all", &all_reports, total, 1);
    }
    outcome?;
    Ok(all_reports.len() == total && all_reports.iter().all(|r| r.verdict == Verdict::Accepted))
}

/// Judges one target's cases under its heading, then sums them up: the reports of the cases
/// judged, and what stopped judging, if anything did.
fn judge_target(
    request: &JudgeRequest,
    console: &Console,
    target: &Target,
    cases: &[Case],
) -> (Vec<CaseReport>, Result<(), JudgeError>) {
    let session = Session {
        program: target.program.clone(),
        checker: target.checker.clone(),
        limits: target.limits,
        checker_time: request.checker_time,
        checker_memory_kib: request.checker_memory_kib,
        file_io: target.file_io.clone(),
        jobs: request.jobs,
        stop_on_fail: request.stop_on_fail,
    };
    let count = cases.len();
    let mut live = Live::new(console, &target.label, cases, !request.json);
    if !request.json {
        let about = if target.about.is_empty() {
            String::new()
        } else {
            format!("; {}", target.about)
        };
        let noun = if count == 1 { "case" } else { "cases" };
        // The time caps in force: the CPU time limit, the idle cap and the wall-clock one.
        let caps = crate::contain::caps(&target.limits).describe(&target.limits);
        console.heading(&format!(
            "{} ({} {}{}; {})",
            target.label, count, noun, about, caps
        ));
    }
    let result = judge::judge_cases(&session, cases, &mut live);
    let reports = live.into_reports();
    if !request.json {
        console.summary(&target.label, &reports, count, request.jobs.min(count));
    }
    (reports, result.map(|_| ()))
}
