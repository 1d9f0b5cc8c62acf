//! Judging: a program's run on a case becomes a verdict, by the rules of a real judge.
//!
//! Precedence, so that a crash is never reported as a wrong answer: time limit, memory limit,
//! output limit, runtime error, and only for a clean exit within the limits the checker's word.
//! The output limit comes before the runtime error because the cap itself ends the program
//! (SIGXFSZ, or a shell reporting it as exit 153): that crash is the flood's doing.

use crate::cases::{self, Case, TestdataError};
use crate::compare::Comparison;
use crate::run::{self, Ending, Execution, Limits, Program};
use crate::special::SpecialJudge;
use std::fmt;
use std::fs;
use std::io;
use std::path::Path;
use std::process::Stdio;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

/// The file in a testdata folder that names its checker (`lines`, `exact`, `tokens`, ...).
pub const CHECKER_FILE: &str = "judge.txt";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    RuntimeError,
    TimeLimitExceeded,
    MemoryLimitExceeded,
    OutputLimitExceeded,
    /// The checker itself failed: the answer was not judged. Never shown as WA.
    CheckerError,
}

impl Verdict {
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::OutputLimitExceeded => "OLE",
            Verdict::CheckerError => "CE",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// How a clean run's output is judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checker {
    Compare(Comparison),
    /// A built-in judge for problems with more than one right output.
    Special(SpecialJudge),
    /// testlib order: `COMMAND input output answer`; exit 0 accepts, 1 or 2 reject, anything
    /// else is a checker error.
    External(String),
}

impl Checker {
    /// The checker a folder asks for in its `judge.txt`, or the line rule when it has none.
    pub fn for_folder(dir: &Path) -> Result<Checker, TestdataError> {
        let path = dir.join(CHECKER_FILE);
        let text = match fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Ok(Checker::Compare(Comparison::Lines))
            }
            Err(e) => return Err(TestdataError::Unreadable(path, e)),
        };
        let name = text
            .lines()
            .map(str::trim)
            .find(|line| !line.is_empty() && !line.starts_with('#'))
            .unwrap_or("");
        Checker::from_name(name)
            .ok_or_else(|| TestdataError::UnknownChecker(path, name.to_string()))
    }

    pub fn from_name(name: &str) -> Option<Checker> {
        Comparison::from_name(name)
            .map(Checker::Compare)
            .or_else(|| SpecialJudge::from_name(name).map(Checker::Special))
    }

    /// The checker's word on `output` for `case`.
    pub fn check(&self, case: &Case, output: &[u8]) -> Result<Judgement, TestdataError> {
        let read = |path: &Path| {
            fs::read(path).map_err(|e| TestdataError::Unreadable(path.to_path_buf(), e))
        };
        match self {
            Checker::Compare(comparison) => {
                let answer = read(&case.answer)?;
                Ok(match comparison.compare(&answer, output) {
                    Ok(()) => Judgement::Accepted,
                    Err(mismatch) => Judgement::Rejected(mismatch.0),
                })
            }
            Checker::Special(judge) => {
                let (input, answer) = (read(&case.input)?, read(&case.answer)?);
                Ok(match judge.check(&input, output, &answer) {
                    Ok(()) => Judgement::Accepted,
                    Err(why) => Judgement::Rejected(why),
                })
            }
            Checker::External(command) => Ok(run_external_checker(command, case, output)),
        }
    }
}

/// A checker's word on one output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    Accepted,
    Rejected(String),
    Failed(String),
}

fn run_external_checker(command: &str, case: &Case, output: &[u8]) -> Judgement {
    let saved = match run::ScratchFile::holding("checked", output) {
        Ok(saved) => saved,
        Err(e) => {
            return Judgement::Failed(format!("cannot save the output for the checker: {}", e))
        }
    };
    let line = format!(
        "{} {} {} {}",
        command,
        shell_quote(&case.input),
        shell_quote(saved.path()),
        shell_quote(&case.answer)
    );
    let ran = Program::Shell(line).command().stdin(Stdio::null()).output();
    match ran {
        Err(e) => Judgement::Failed(format!("cannot run the checker: {}", e)),
        Ok(out) => {
            let said = first_line(&out.stderr).or_else(|| first_line(&out.stdout));
            match out.status.code() {
                Some(0) => Judgement::Accepted,
                Some(1) | Some(2) => Judgement::Rejected(
                    said.unwrap_or_else(|| "rejected by the checker".to_string()),
                ),
                code => Judgement::Failed(format!(
                    "checker exit status {}{}",
                    code.map_or("none (killed)".to_string(), |c| c.to_string()),
                    said.map(|s| format!(": {}", s)).unwrap_or_default()
                )),
            }
        }
    }
}

fn shell_quote(path: &Path) -> String {
    let text = path.display().to_string();
    if cfg!(windows) {
        format!("\"{}\"", text)
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

/// The telling line of a program's message, as text cut for a one-line report: the first
/// non-blank line, but the last of a Python traceback, where the exception is.
fn first_line(bytes: &[u8]) -> Option<String> {
    const SHOWN_CHARS: usize = 80;
    let text = String::from_utf8_lossy(bytes);
    let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
    let first = lines.next()?;
    let line = if first.starts_with("Traceback (most recent call last)") {
        lines.next_back().unwrap_or(first)
    } else {
        first
    };
    let mut shown: String = line
        .chars()
        .take(SHOWN_CHARS)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if line.chars().count() > SHOWN_CHARS {
        shown.push('…');
    }
    Some(shown)
}

/// Limits a case is judged under.
#[derive(Clone, Copy, Debug)]
pub struct CaseLimits {
    pub run: Limits,
    pub memory_kib: u64,
}

impl Default for CaseLimits {
    fn default() -> Self {
        CaseLimits {
            run: Limits {
                time: Duration::from_secs(2),
                output_bytes: 64 << 20,
            },
            memory_kib: 256 << 10,
        }
    }
}

/// One judged case.
#[derive(Clone, Debug)]
pub struct CaseReport {
    pub name: String,
    pub verdict: Verdict,
    pub wall: Duration,
    pub cpu: Option<Duration>,
    pub memory_kib: Option<u64>,
    /// Why, for anything but AC.
    pub message: String,
}

/// What can stop judging altogether (as opposed to a verdict).
#[derive(Debug)]
pub enum JudgeError {
    Testdata(TestdataError),
    CannotRun(String, io::Error),
}

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JudgeError::Testdata(e) => e.fmt(f),
            JudgeError::CannotRun(program, e) => write!(f, "cannot run `{}`: {}", program, e),
        }
    }
}

impl From<TestdataError> for JudgeError {
    fn from(e: TestdataError) -> Self {
        JudgeError::Testdata(e)
    }
}

/// Runs `program` on one case and judges the run.
pub fn judge_case(
    program: &Program,
    case: &Case,
    checker: &Checker,
    limits: &CaseLimits,
) -> Result<CaseReport, JudgeError> {
    let run = run::execute(program, &case.input, &limits.run)
        .map_err(|e| JudgeError::CannotRun(program.describe(), e))?;
    if let Some(missing) = shell_found_no_command(program, &run) {
        return Err(JudgeError::CannotRun(program.describe(), missing));
    }
    let (verdict, message) = match run_verdict(&run, limits) {
        Some(failure) => failure,
        None => match checker.check(case, &run.stdout)? {
            Judgement::Accepted => (Verdict::Accepted, String::new()),
            Judgement::Rejected(why) => (Verdict::WrongAnswer, why),
            Judgement::Failed(why) => (Verdict::CheckerError, why),
        },
    };
    Ok(CaseReport {
        name: case.name.clone(),
        verdict,
        wall: run.wall,
        cpu: run.cpu,
        memory_kib: run.peak_kib,
        message,
    })
}

/// A `--cmd` whose command does not exist is a usage error, not a runtime error on every case:
/// shells say so with exit status 127 and a "not found" message.
fn shell_found_no_command(program: &Program, run: &Execution) -> Option<io::Error> {
    let said = String::from_utf8_lossy(&run.stderr_head);
    let missing = matches!(program, Program::Shell(_))
        && run.ending == Ending::Exited(127)
        && said.contains("not found");
    if missing {
        let message = first_line(&run.stderr_head).unwrap_or_default();
        Some(io::Error::new(io::ErrorKind::NotFound, message))
    } else {
        None
    }
}

/// The verdict a run earns before its output is looked at, if any.
fn run_verdict(run: &Execution, limits: &CaseLimits) -> Option<(Verdict, String)> {
    let time = limits.run.time;
    if run.ending == Ending::TimedOut {
        return Some((
            Verdict::TimeLimitExceeded,
            format!("killed at the {} limit", seconds(time)),
        ));
    }
    if let Some(cpu) = run.cpu.filter(|&cpu| cpu > time) {
        return Some((
            Verdict::TimeLimitExceeded,
            format!("CPU time {} over the {} limit", seconds(cpu), seconds(time)),
        ));
    }
    if let Some(peak) = run.peak_kib.filter(|&peak| peak > limits.memory_kib) {
        return Some((
            Verdict::MemoryLimitExceeded,
            format!(
                "peak memory {} over the {} limit",
                mebibytes(peak),
                mebibytes(limits.memory_kib)
            ),
        ));
    }
    if run.output_overflow {
        return Some((
            Verdict::OutputLimitExceeded,
            format!(
                "more than {} of output",
                mebibytes(limits.run.output_bytes / 1024)
            ),
        ));
    }
    let said = first_line(&run.stderr_head)
        .map(|s| format!("; stderr: {}", s))
        .unwrap_or_default();
    match run.ending {
        Ending::Signalled(signal) => Some((
            Verdict::RuntimeError,
            format!("killed by {}{}", run::signal_name(signal), said),
        )),
        Ending::Exited(0) => None,
        Ending::Exited(code) => Some((
            Verdict::RuntimeError,
            format!("exit code {}{}{}", code, shell_signal_note(code), said),
        )),
        Ending::TimedOut => unreachable!("handled first"),
    }
}

/// Shells report a child killed by signal N as exit code 128 + N; say so for `--cmd` users.
fn shell_signal_note(code: i32) -> String {
    if (129..=159).contains(&code) {
        format!(" (a shell's report of {})", run::signal_name(code - 128))
    } else {
        String::new()
    }
}

pub fn seconds(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

pub fn mebibytes(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// How a folder is judged.
#[derive(Clone, Debug)]
pub struct Session {
    pub program: Program,
    pub checker: Checker,
    pub limits: CaseLimits,
    /// Cases run at once.
    pub jobs: usize,
    /// Stop starting cases after the first that is not AC.
    pub stop_on_fail: bool,
}

/// Judges `cases`, calling `on_report` in case order as results come in; cases not run because
/// of `stop_on_fail` get no report.
pub fn judge_cases(
    session: &Session,
    cases: &[Case],
    on_report: &mut dyn FnMut(usize, &CaseReport),
) -> Result<Vec<CaseReport>, JudgeError> {
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (sender, receiver) = mpsc::channel();
    // Workers finish out of order; reports are passed on in case order.
    let mut finished: Vec<Option<Result<CaseReport, JudgeError>>> =
        (0..cases.len()).map(|_| None).collect();
    let mut reports = Vec::new();
    thread::scope(|scope| {
        for _ in 0..session.jobs.clamp(1, cases.len().max(1)) {
            let sender = sender.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::SeqCst);
                if index >= cases.len() || stop.load(Ordering::SeqCst) {
                    break;
                }
                let result = judge_case(
                    &session.program,
                    &cases[index],
                    &session.checker,
                    &session.limits,
                );
                let failed = result
                    .as_ref()
                    .map_or(true, |r| r.verdict != Verdict::Accepted);
                if failed && (session.stop_on_fail || result.is_err()) {
                    stop.store(true, Ordering::SeqCst);
                }
                if sender.send((index, result)).is_err() {
                    break;
                }
            });
        }
        drop(sender); // the workers hold the only senders, so the loop ends with them
        for (index, result) in receiver {
            finished[index] = Some(result);
            while let Some(Some(Ok(_))) = finished.get(reports.len()) {
                if let Some(Ok(report)) = finished[reports.len()].take() {
                    on_report(reports.len(), &report);
                    reports.push(report);
                }
            }
        }
    });
    match finished.into_iter().flatten().find_map(Result::err) {
        Some(error) => Err(error),
        None => Ok(reports),
    }
}

/// Discovers the cases of `dir` and judges them all with its own checker.
pub fn judge_folder(program: &Program, dir: &Path) -> Result<Vec<CaseReport>, JudgeError> {
    let session = Session {
        program: program.clone(),
        checker: Checker::for_folder(dir)?,
        limits: CaseLimits::default(),
        jobs: 1,
        stop_on_fail: false,
    };
    judge_cases(&session, &cases::discover(dir)?, &mut |_, _| {})
}
