//! Judging: a program's run on a case becomes a verdict, by the rules of a real judge.
//!
//! Precedence, so that a crash is never reported as a wrong answer: time limit, memory limit,
//! output limit, runtime error, and only for a clean exit within the limits the checker's word.
//! The output limit comes before the runtime error because the cap itself ends the program
//! (SIGXFSZ, or a shell reporting it as exit 153): that crash is the flood's doing.

use crate::cases::{self, Case, TestdataError};
pub use crate::checker::{CheckError, Checker, Judgement, CHECKER_MEMORY_KIB, CHECKER_TIME};
use crate::compare::Comparison;
use crate::run::{self, Ending, Execution, Limits, Program, RunError, Setup};
pub use crate::text::{mebibytes, one_line, seconds, telling_lines};
use std::fmt;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

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

/// How a folder's checker is found; the type and how it is applied live in
/// [`crate::checker`], below `problem` and this module, so that neither imports the other in a
/// circle.
impl Checker {
    /// The checker a folder's `problem.txt` names, or the line rule for a plain folder.
    pub fn for_folder(dir: &Path) -> Result<Checker, TestdataError> {
        if dir.join(crate::problem::PROBLEM_FILE).is_file() {
            Ok(crate::problem::Package::load(dir)?.checker)
        } else {
            Ok(Checker::Compare(Comparison::Lines))
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
    /// The testdata is at fault.
    Testdata(TestdataError),
    /// The program cannot be started at all: the user's command or file.
    CannotRun(String, String),
    /// The judge's own trouble.
    Runner(String),
    /// The judge was asked to stop by this signal.
    Interrupted(i32),
}

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JudgeError::Testdata(e) => e.fmt(f),
            JudgeError::CannotRun(program, why) => write!(f, "cannot run `{}`: {}", program, why),
            JudgeError::Runner(why) => f.write_str(why),
            JudgeError::Interrupted(signal) => {
                write!(f, "stopped by {}", run::signal_name(*signal))
            }
        }
    }
}

impl From<TestdataError> for JudgeError {
    fn from(e: TestdataError) -> Self {
        JudgeError::Testdata(e)
    }
}

impl From<CheckError> for JudgeError {
    fn from(e: CheckError) -> Self {
        match e {
            CheckError::Testdata(e) => JudgeError::Testdata(e),
            CheckError::Runner(why) => JudgeError::Runner(why),
            CheckError::Interrupted(signal) => JudgeError::Interrupted(signal),
        }
    }
}

/// How a folder is judged.
#[derive(Clone, Debug)]
pub struct Session {
    pub program: Program,
    pub checker: Checker,
    pub limits: Limits,
    /// Time an external checker may take on one case.
    pub checker_time: Duration,
    /// Memory an external checker may use, in KiB.
    pub checker_memory_kib: u64,
    /// USACO-style file I/O under this name (`NAME.in`, `NAME.out`).
    pub file_io: Option<String>,
    /// Cases run at once.
    pub jobs: usize,
    /// Stop starting cases after the first that is not AC.
    pub stop_on_fail: bool,
}

impl Session {
    /// One case at a time with the default limits.
    pub fn new(program: Program, checker: Checker) -> Session {
        Session {
            program,
            checker,
            limits: Limits::default(),
            checker_time: CHECKER_TIME,
            checker_memory_kib: CHECKER_MEMORY_KIB,
            file_io: None,
            jobs: 1,
            stop_on_fail: false,
        }
    }
}

/// Runs the session's program on one case and judges the run.
pub fn judge_case(session: &Session, case: &Case) -> Result<CaseReport, JudgeError> {
    let setup = Setup {
        file_io: session.file_io.as_deref(),
    };
    let run = match run::execute(&session.program, &case.input, &session.limits, setup) {
        Ok(run) => run,
        Err(RunError::Input(path, e)) => return Err(TestdataError::Unreadable(path, e).into()),
        Err(RunError::Start(e)) => {
            return Err(JudgeError::CannotRun(
                session.program.describe(),
                e.to_string(),
            ))
        }
        Err(RunError::Runner(e)) => return Err(JudgeError::Runner(e.to_string())),
    };
    if let Some(why) = shell_could_not_run(&session.program, &run) {
        return Err(JudgeError::CannotRun(session.program.describe(), why));
    }
    if let Ending::Interrupted(signal) = run.ending {
        return Err(JudgeError::Interrupted(signal));
    }
    let (verdict, message) = match run_verdict(&run, &session.limits) {
        Some(failure) => failure,
        None => match session.checker.check_within(
            case,
            &run.output_path(),
            session.checker_time,
            session.checker_memory_kib,
        )? {
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

/// A `--cmd` the shell cannot run is a usage error, not a runtime error on every case: shells
/// say so with exit status 127 ("not found") or 126 ("cannot execute", "Permission denied").
fn shell_could_not_run(program: &Program, run: &Execution) -> Option<String> {
    if !matches!(program, Program::Shell(_)) {
        return None;
    }
    let said = String::from_utf8_lossy(&run.stderr_head);
    let cannot = match run.ending {
        Ending::Exited(127) => said.contains("not found"),
        Ending::Exited(126) => said.contains("ermission denied") || said.contains("annot execute"),
        _ => false,
    };
    if cannot {
        telling_lines(&run.stderr_head)
    } else {
        None
    }
}

/// The verdict a run earns before its output is looked at, if any.
fn run_verdict(run: &Execution, limits: &Limits) -> Option<(Verdict, String)> {
    let time = limits.time;
    let over_memory = |peak: u64| limits.memory_kib.map_or(false, |limit| peak > limit);
    let memory_limit = || mebibytes(limits.memory_kib.unwrap_or(0));
    match run.ending {
        Ending::TimedOut => {
            return Some((
                Verdict::TimeLimitExceeded,
                format!(
                    "killed at the wall clock's {} cap with {} of CPU time (it sleeps or blocks, or the machine is very busy)",
                    seconds(run::wall_cap(time)),
                    run.cpu.map_or("unknown".to_string(), seconds)
                ),
            ))
        }
        Ending::CpuLimit => {
            return Some((
                Verdict::TimeLimitExceeded,
                format!(
                    "killed when its CPU time passed the {} limit",
                    seconds(time)
                ),
            ))
        }
        Ending::MemoryLimit => {
            return Some((
                Verdict::MemoryLimitExceeded,
                format!("killed on reaching the {} limit", memory_limit()),
            ))
        }
        _ => {}
    }
    if let Some(cpu) = run.cpu.filter(|&cpu| cpu > time) {
        return Some((
            Verdict::TimeLimitExceeded,
            format!("CPU time {} over the {} limit", seconds(cpu), seconds(time)),
        ));
    }
    if let Some(peak) = run.peak_kib.filter(|&peak| over_memory(peak)) {
        return Some((
            Verdict::MemoryLimitExceeded,
            format!(
                "peak memory {} over the {} limit",
                mebibytes(peak),
                memory_limit()
            ),
        ));
    }
    if run.output_overflow {
        return Some((
            Verdict::OutputLimitExceeded,
            format!(
                "more than {} of output",
                mebibytes(limits.output_bytes / 1024)
            ),
        ));
    }
    let said = telling_lines(&run.stderr_head)
        .map(|s| format!("; stderr: {}", s))
        .unwrap_or_default();
    match run.ending {
        Ending::Exited(0) => None,
        Ending::Exited(code) => Some((
            Verdict::RuntimeError,
            format!("exit code {}{}{}", code, shell_signal_note(code), said),
        )),
        Ending::Signalled(signal) => Some((
            Verdict::RuntimeError,
            format!("killed by {}{}", run::signal_name(signal), said),
        )),
        Ending::TooManyProcesses => Some((
            Verdict::RuntimeError,
            format!("too many processes: more than {} at once", limits.processes),
        )),
        Ending::SupervisorLost => Some((
            Verdict::RuntimeError,
            "the program's supervisor was killed, so its processes were".to_string(),
        )),
        Ending::TimedOut | Ending::CpuLimit | Ending::MemoryLimit | Ending::Interrupted(_) => {
            unreachable!("handled before the run is judged")
        }
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

/// What a caller hears while cases are judged.
pub trait Progress {
    /// Case `index` started running.
    fn started(&mut self, _index: usize) {}
    /// Case `index` was judged; called in case order.
    fn finished(&mut self, index: usize, report: &CaseReport);
    /// About ten times a second while cases run, for a live display.
    fn tick(&mut self) {}
}

/// Progress nobody watches.
pub struct Silent;

impl Progress for Silent {
    fn finished(&mut self, _index: usize, _report: &CaseReport) {}
}

/// What a worker tells the caller's thread.
enum Event {
    Started(usize),
    Done(usize, Result<CaseReport, JudgeError>),
}

/// Judges `cases` on `session.jobs` workers, telling `progress` as cases start and end
/// (reports in case order); cases not run because of `stop_on_fail` get no report. An error
/// (bad testdata, a program that cannot start, an interruption) stops judging: the reports
/// already passed on stand.
pub fn judge_cases(
    session: &Session,
    cases: &[Case],
    progress: &mut dyn Progress,
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
                let _ = sender.send(Event::Started(index));
                let result = judge_case(session, &cases[index]);
                let failed = result
                    .as_ref()
                    .map_or(true, |r| r.verdict != Verdict::Accepted);
                if failed && (session.stop_on_fail || result.is_err()) {
                    stop.store(true, Ordering::SeqCst);
                }
                if sender.send(Event::Done(index, result)).is_err() {
                    break;
                }
            });
        }
        drop(sender); // the workers hold the only senders, so the loop ends with them
        loop {
            let (index, result) = match receiver.recv_timeout(Duration::from_millis(100)) {
                Ok(Event::Started(index)) => {
                    progress.started(index);
                    continue;
                }
                Ok(Event::Done(index, result)) => (index, result),
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    progress.tick();
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            };
            finished[index] = Some(result);
            while let Some(Some(Ok(_))) = finished.get(reports.len()) {
                if let Some(Ok(report)) = finished[reports.len()].take() {
                    progress.finished(reports.len(), &report);
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

/// Discovers the cases of `dir` and judges them all with its own checker, one at a time.
pub fn judge_folder(program: &Program, dir: &Path) -> Result<Vec<CaseReport>, JudgeError> {
    let session = Session::new(program.clone(), Checker::for_folder(dir)?);
    judge_cases(&session, &cases::discover(dir)?, &mut Silent)
}
