//! Judging: a program's run on a case becomes a verdict, by the rules of a real judge.
//!
//! Precedence, so that a crash is never reported as a wrong answer: time limit, memory limit,
//! output limit, runtime error, and only for a clean exit within the limits the checker's word.
//! The output limit comes before the runtime error because the cap itself ends the program
//! (SIGXFSZ, or a shell reporting it as exit 153): that crash is the flood's doing.

use crate::cases::{self, Case, TestdataError};
pub use crate::checker::{CheckError, Checker, Judgement, CHECKER_MEMORY_KIB, CHECKER_TIME};
use crate::compare::Comparison;
use crate::run::{self, Caps, Ending, Limits, Program, RunError, Setup, Usage, WallKind};
pub use crate::text::{mebibytes, one_line, seconds, telling_lines};
use std::fmt;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};
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
    /// Every verdict, in the order of the enum.
    pub const ALL: [Verdict; 7] = [
        Verdict::Accepted,
        Verdict::WrongAnswer,
        Verdict::RuntimeError,
        Verdict::TimeLimitExceeded,
        Verdict::MemoryLimitExceeded,
        Verdict::OutputLimitExceeded,
        Verdict::CheckerError,
    ];

    /// The verdict a code (`AC`, `WA` …) names: the inverse of [`Verdict::code`].
    pub fn from_code(code: &str) -> Option<Verdict> {
        Verdict::ALL.into_iter().find(|v| v.code() == code)
    }

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

/// Runs the session's program on one case and judges the run, with no other case beside it
/// (see [`judge_case_among`]).
pub fn judge_case(session: &Session, case: &Case) -> Result<CaseReport, JudgeError> {
    judge_case_among(session, case, &Gate::default())
}

/// What the cases of one judging share so that a time-out can be confirmed alone: every run
/// holds the gate shared; a confirming second run holds it alone, so that no other case of
/// ours competes with it for the processor or its caches.
#[derive(Default)]
pub struct Gate(RwLock<()>);

impl Gate {
    fn shared(&self) -> RwLockReadGuard<'_, ()> {
        self.0
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn alone(&self) -> RwLockWriteGuard<'_, ()> {
        self.0
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Runs the session's program on one case and judges the run, among the other cases of a
/// judging that share `gate`.
///
/// A run over the CPU time limit but under the kill a quarter past it ([`Caps::cpu`]) is run
/// once more, alone; that run's verdict stands. CPU time is steady on a quiet machine, but
/// beside other cases and busy programs it rises (a shared cache; a JVM whose JIT compiler
/// gets its code later), by 8–18 % for a Java search measured here: enough to turn a program
/// at nine tenths of its limit into a time-out on some runs and not others. A program truly
/// over the limit is over it twice.
pub fn judge_case_among(
    session: &Session,
    case: &Case,
    gate: &Gate,
) -> Result<CaseReport, JudgeError> {
    let (first, near) = {
        let _shared = gate.shared();
        judge_once(session, case)?
    };
    if !near {
        return Ok(first);
    }
    let _alone = gate.alone();
    let (again, again_just_over) = judge_once(session, case)?;
    Ok(confirmed(&session.limits, first, again, again_just_over))
}

/// The report of a case run twice because the first run was just over the time limit: the
/// second run's, which names the first run's time when it is a time-out too (`again_just_over`:
/// over the limit again by itself, rather than killed at a cap).
fn confirmed(
    limits: &Limits,
    first: CaseReport,
    again: CaseReport,
    again_just_over: bool,
) -> CaseReport {
    if again.verdict != Verdict::TimeLimitExceeded {
        return again;
    }
    let times = |report: &CaseReport| report.cpu.map_or("?".to_string(), seconds);
    let message = match again_just_over {
        true => format!(
            "CPU time over the {} limit twice: {}, and {} when run again with no other case beside it",
            seconds(limits.time),
            times(&first),
            times(&again)
        ),
        false => format!(
            "{}, when run again with no other case beside it after a first run of {}",
            again.message,
            times(&first)
        ),
    };
    CaseReport { message, ..again }
}

/// Runs the session's program on one case once and judges the run; `true` beside the report
/// when the run ended by itself over the time limit, under the kill (a time-out worth
/// confirming).
fn judge_once(session: &Session, case: &Case) -> Result<(CaseReport, bool), JudgeError> {
    let setup = Setup {
        file_io: session.file_io.as_deref(),
        ..Setup::default()
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
    if let Some(why) = shell_could_not_run(&session.program, &run.usage) {
        return Err(JudgeError::CannotRun(session.program.describe(), why));
    }
    if let Ending::Interrupted(signal) = run.usage.ending {
        return Err(JudgeError::Interrupted(signal));
    }
    let failure = run_verdict(&run.usage, &session.limits, run.output.overflow);
    let just_over = matches!(failure, Some((Verdict::TimeLimitExceeded, _)))
        && !matches!(
            run.usage.ending,
            Ending::TimedOut | Ending::IdleLimit | Ending::CpuLimit
        );
    let (verdict, message) = match files_filled(failure, run.output.files_filled) {
        Some(failure) => failure,
        None => match session.checker.check_within(
            case,
            &run.output.path(),
            session.checker_time,
            session.checker_memory_kib,
        )? {
            Judgement::Accepted => (Verdict::Accepted, String::new()),
            Judgement::Rejected(why) => (Verdict::WrongAnswer, why),
            Judgement::Failed(why) => (Verdict::CheckerError, why),
        },
    };
    let report = CaseReport {
        name: case.name.clone(),
        verdict,
        wall: run.usage.wall,
        cpu: run.usage.cpu,
        memory_kib: run.usage.peak_kib,
        message,
    };
    Ok((report, just_over))
}

/// A `--cmd` the shell cannot run is a usage error, not a runtime error on every case: shells
/// say so with exit status 127 ("not found") or 126 ("cannot execute", "Permission denied"),
/// Windows' `cmd.exe` with 9009 ("is not recognized as an internal or external command").
fn shell_could_not_run(program: &Program, run: &Usage) -> Option<String> {
    if !matches!(program, Program::Shell(_)) {
        return None;
    }
    let said = String::from_utf8_lossy(&run.stderr_head);
    let cannot = match run.ending {
        // `not found`: sh's own word; `No such file or directory`: a script whose interpreter
        // or helper the sandbox lacks (a pyenv shim's `libexec/pyenv`).
        Ending::Exited(127) => {
            said.contains("not found") || said.contains("No such file or directory")
        }
        Ending::Exited(126) => said.contains("ermission denied") || said.contains("annot execute"),
        Ending::Exited(9009) => cfg!(windows),
        _ => false,
    };
    if !cannot {
        return None;
    }
    telling_lines(&run.stderr_head).or_else(|| Some("the shell could not run it".to_string()))
}

/// A file-I/O case that filled its own file system (`filled`, its size in bytes) exceeded
/// what it may write: output limit exceeded, before a runtime error (the program that
/// checks its writes exits on `ENOSPC`); a kill at a time or memory limit comes first.
fn files_filled(
    failure: Option<(Verdict, String)>,
    filled: Option<u64>,
) -> Option<(Verdict, String)> {
    match (failure, filled) {
        (None | Some((Verdict::RuntimeError, _)), Some(bytes)) => Some((
            Verdict::OutputLimitExceeded,
            format!(
                "filled the {} of its files (file I/O)",
                mebibytes(bytes / 1024)
            ),
        )),
        (failure, _) => failure,
    }
}

/// The verdict a run earns before its output is looked at, if any. Precedence: a kill at a
/// limit (a time cap, CPU time, memory), then CPU time over the limit, peak memory over it,
/// output over it, and last how the program ended (a non-zero exit, a signal, too many
/// processes, a lost supervisor). An interrupted run is never judged.
fn run_verdict(usage: &Usage, limits: &Limits, output_overflow: bool) -> Option<(Verdict, String)> {
    let time = limits.time;
    let memory_limit = || mebibytes(limits.memory_kib.unwrap_or(0));
    if let Some(killed) = killed_at_a_limit(usage, limits) {
        return Some(killed);
    }
    if let Some(cpu) = usage.cpu.filter(|&cpu| cpu > time) {
        return Some((
            Verdict::TimeLimitExceeded,
            format!("CPU time {} over the {} limit", seconds(cpu), seconds(time)),
        ));
    }
    let over_memory = |peak: u64| limits.memory_kib.map_or(false, |limit| peak > limit);
    if let Some(peak) = usage.peak_kib.filter(|&peak| over_memory(peak)) {
        return Some((
            Verdict::MemoryLimitExceeded,
            format!(
                "peak memory {} over the {} limit",
                mebibytes(peak),
                memory_limit()
            ),
        ));
    }
    if output_overflow {
        return Some((
            Verdict::OutputLimitExceeded,
            format!(
                "more than {} of output",
                mebibytes(limits.output_bytes / 1024)
            ),
        ));
    }
    runtime_error(usage, limits)
}

/// The verdict of a run the runner killed at a limit: a time cap, CPU time, memory.
fn killed_at_a_limit(usage: &Usage, limits: &Limits) -> Option<(Verdict, String)> {
    let time = limits.time;
    // The caps the run was under: a run with an idle time was on a backend that measures it.
    let caps = Caps::of(limits, usage.idle.is_some());
    // Wine's job objects measure no CPU time: the message says so rather than `unknown of`.
    let cpu = usage
        .cpu
        .map_or("its CPU time not measured".to_string(), |cpu| {
            format!("{} of CPU time", seconds(cpu))
        });
    match usage.ending {
        Ending::IdleLimit => Some((
            Verdict::TimeLimitExceeded,
            format!(
                "killed when it had been idle (neither running nor waiting for a CPU) past the {} cap, with {}: it sleeps or blocks",
                seconds(caps.idle.unwrap_or(time)),
                cpu
            ),
        )),
        Ending::TimedOut => Some((
            Verdict::TimeLimitExceeded,
            match caps.wall_kind {
                WallKind::Limit => format!(
                    "killed at the {} wall limit with {}",
                    seconds(caps.wall),
                    cpu
                ),
                WallKind::SafetyNet => format!(
                    "killed at the wall-clock safety net ({}) with {}",
                    seconds(caps.wall),
                    cpu
                ),
                WallKind::SleepCap => format!(
                    "killed at the wall clock's {} cap with {} (it sleeps or blocks, or the machine is very busy)",
                    seconds(caps.wall),
                    cpu
                ),
            },
        )),
        Ending::CpuLimit => Some((
            Verdict::TimeLimitExceeded,
            format!(
                "killed when its CPU time passed {}, a quarter past the {} limit",
                seconds(caps.cpu),
                seconds(time)
            ),
        )),
        Ending::MemoryLimit => Some((
            Verdict::MemoryLimitExceeded,
            format!(
                "killed on reaching the {} limit",
                mebibytes(limits.memory_kib.unwrap_or(0))
            ),
        )),
        _ => None,
    }
}

/// The verdict of a run within every limit, by how it ended: none for a clean exit.
fn runtime_error(usage: &Usage, limits: &Limits) -> Option<(Verdict, String)> {
    let said = telling_lines(&usage.stderr_head)
        .map(|s| format!("; stderr: {}", s))
        .unwrap_or_default();
    match usage.ending {
        Ending::Exited(0) => None,
        Ending::Exited(code) => Some((
            Verdict::RuntimeError,
            match crate::contain::windows::exception_name(code) {
                Some(crash) => format!("crashed: {} (exception 0x{:08X}){}", crash, code, said),
                None => format!("exit code {}{}{}", code, shell_signal_note(code), said),
            },
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
        Ending::TimedOut
        | Ending::IdleLimit
        | Ending::CpuLimit
        | Ending::MemoryLimit
        | Ending::Interrupted(_) => {
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
    let gate = Gate::default();
    let (sender, receiver) = mpsc::channel();
    // Workers finish out of order; reports are passed on in case order.
    let mut finished: Vec<Option<Result<CaseReport, JudgeError>>> =
        (0..cases.len()).map(|_| None).collect();
    let mut reports = Vec::new();
    thread::scope(|scope| {
        for _ in 0..session.jobs.clamp(1, cases.len().max(1)) {
            let sender = sender.clone();
            let (next, stop, gate) = (&next, &stop, &gate);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::SeqCst);
                if index >= cases.len() || stop.load(Ordering::SeqCst) {
                    break;
                }
                let _ = sender.send(Event::Started(index));
                let result = judge_case_among(session, &cases[index], gate);
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

#[cfg(test)]
mod run_verdict_precedence {
    use super::*;

    const SECOND: Duration = Duration::from_secs(1);

    /// The limits every row is judged under: 1 s of CPU time, 64 MiB, 1 MiB of output.
    fn limits() -> Limits {
        Limits {
            time: SECOND,
            wall: None,
            memory_kib: Some(64 << 10),
            output_bytes: 1 << 20,
            processes: 8,
        }
    }

    /// A run that ended with `ending` after using `cpu_ms` of CPU time and `peak_mib` of
    /// memory, with `stderr` on its stderr.
    fn usage(ending: Ending, cpu_ms: Option<u64>, peak_mib: Option<u64>, stderr: &str) -> Usage {
        Usage {
            ending,
            wall: Duration::from_millis(cpu_ms.unwrap_or(0)),
            cpu: cpu_ms.map(Duration::from_millis),
            // Idle time is measured where CPU time is (as on Linux).
            idle: cpu_ms.map(|_| Duration::ZERO),
            peak_kib: peak_mib.map(|mib| mib << 10),
            stderr_head: stderr.as_bytes().to_vec(),
        }
    }

    use Ending::*;
    use Verdict::*;

    /// One row: how the run ended, its CPU time (ms), its peak (MiB), whether its output went
    /// over the cap, its stderr; the verdict it earns before its output is looked at (`None`:
    /// the checker decides) and a part of the message.
    type Row = (
        Ending,
        Option<u64>,
        Option<u64>,
        bool,
        &'static str,
        Option<Verdict>,
        &'static str,
    );

    #[rustfmt::skip]
    const ROWS: &[Row] = &[
        // Within every limit: the checker decides, whatever stderr says.
        (Exited(0), Some(100), Some(10), false, "", None, ""),
        (Exited(0), Some(100), Some(10), false, "warning", None, ""),
        // Each limit alone.
        (IdleLimit, Some(300), Some(10), false, "", Some(TimeLimitExceeded), "idle (neither running nor waiting for a CPU) past the 1.00 s cap, with 0.30 s"),
        (TimedOut, Some(300), Some(10), false, "", Some(TimeLimitExceeded), "wall-clock safety net (20.00 s) with 0.30 s"),
        (TimedOut, None, None, false, "", Some(TimeLimitExceeded), "wall clock's 2.00 s cap with its CPU time not measured"),
        (CpuLimit, Some(1_260), Some(10), false, "", Some(TimeLimitExceeded), "CPU time passed 1.25 s, a quarter past the 1.00 s limit"),
        (MemoryLimit, Some(100), Some(70), false, "", Some(MemoryLimitExceeded), "killed on reaching the 64.0 MiB limit"),
        (Exited(0), Some(1_500), Some(10), false, "", Some(TimeLimitExceeded), "CPU time 1.50 s over the 1.00 s limit"),
        (Exited(0), Some(100), Some(65), false, "", Some(MemoryLimitExceeded), "peak memory 65.0 MiB over the 64.0 MiB limit"),
        (Exited(0), Some(100), Some(10), true, "", Some(OutputLimitExceeded), "more than 1.0 MiB of output"),
        // At a limit is within it.
        (Exited(0), Some(1_000), Some(64), false, "", None, ""),
        // Unknown measures are no verdict.
        (Exited(0), None, None, false, "", None, ""),
        // How it ended.
        (Exited(3), Some(100), Some(10), false, "", Some(RuntimeError), "exit code 3"),
        (Exited(134), Some(100), Some(10), false, "", Some(RuntimeError), "exit code 134 (a shell's report of SIGABRT)"),
        (Signalled(11), Some(100), Some(10), false, "Segmentation fault", Some(RuntimeError), "killed by SIGSEGV; stderr: Segmentation fault"),
        (TooManyProcesses, Some(100), Some(10), false, "", Some(RuntimeError), "more than 8 at once"),
        (SupervisorLost, Some(100), Some(10), false, "", Some(RuntimeError), "supervisor was killed"),
        // Precedence: a kill at a limit first, whatever else the run did.
        (TimedOut, Some(1_500), Some(70), true, "", Some(TimeLimitExceeded), "wall-clock"),
        (IdleLimit, Some(1_500), Some(70), true, "", Some(TimeLimitExceeded), "idle"),
        (CpuLimit, Some(1_010), Some(70), true, "", Some(TimeLimitExceeded), "CPU time passed"),
        (MemoryLimit, Some(1_500), Some(70), true, "", Some(MemoryLimitExceeded), "killed on reaching"),
        // Then CPU time over the limit, before memory, output and the ending.
        (Exited(0), Some(1_500), Some(70), true, "", Some(TimeLimitExceeded), "CPU time 1.50 s"),
        (Signalled(9), Some(1_500), Some(10), false, "", Some(TimeLimitExceeded), "CPU time 1.50 s"),
        // Then memory, before output and the ending.
        (Exited(0), Some(100), Some(70), true, "", Some(MemoryLimitExceeded), "peak memory 70.0 MiB"),
        (Signalled(11), Some(100), Some(70), false, "", Some(MemoryLimitExceeded), "peak memory"),
        // Then output, before the ending: the cap itself kills (SIGXFSZ, or exit 153 from a shell).
        (Signalled(25), Some(100), Some(10), true, "", Some(OutputLimitExceeded), "more than 1.0 MiB"),
        (Exited(153), Some(100), Some(10), true, "", Some(OutputLimitExceeded), "more than 1.0 MiB"),
        (TooManyProcesses, Some(100), Some(10), true, "", Some(OutputLimitExceeded), "more than 1.0 MiB"),
    ];

    #[test]
    fn a_run_earns_its_verdict_by_the_table_of_precedence() {
        for (i, &(ending, cpu, peak, overflow, stderr, verdict, message)) in ROWS.iter().enumerate()
        {
            let run = usage(ending, cpu, peak, stderr);
            let judged = run_verdict(&run, &limits(), overflow);
            let row = format!(
                "row {}: {:?}, cpu {:?} ms, peak {:?} MiB, output over: {}",
                i, ending, cpu, peak, overflow
            );
            assert_eq!(judged.as_ref().map(|(v, _)| *v), verdict, "{}", row);
            if let Some((_, said)) = judged {
                assert!(
                    said.contains(message),
                    "{}: {:?} lacks {:?}",
                    row,
                    said,
                    message
                );
            }
        }
    }

    #[test]
    fn a_run_killed_at_a_packages_wall_limit_says_so() {
        let limits = Limits {
            wall: Some(Duration::from_secs(3)),
            ..limits()
        };
        let run = usage(TimedOut, Some(200), Some(10), "");
        let (verdict, said) = run_verdict(&run, &limits, false).expect("a verdict");
        assert_eq!(verdict, TimeLimitExceeded);
        assert!(
            said.contains("the 3.00 s wall limit with 0.20 s"),
            "{}",
            said
        );
    }

    #[test]
    fn without_a_memory_limit_no_peak_is_over_it() {
        let limits = Limits {
            memory_kib: None,
            ..limits()
        };
        let run = usage(Exited(0), Some(100), Some(1 << 20), "");
        assert_eq!(run_verdict(&run, &limits, false), None);
    }
}

#[cfg(test)]
mod confirmation {
    use super::*;

    fn report(verdict: Verdict, cpu_ms: u64) -> CaseReport {
        CaseReport {
            name: "07-deep".to_string(),
            verdict,
            wall: Duration::from_millis(cpu_ms),
            cpu: Some(Duration::from_millis(cpu_ms)),
            memory_kib: Some(1024),
            message: String::new(),
        }
    }

    #[test]
    fn the_second_run_of_a_time_out_just_over_the_limit_stands() {
        let limits = Limits {
            time: Duration::from_secs(1),
            ..Limits::default()
        };
        let first = report(Verdict::TimeLimitExceeded, 1_080);
        let accepted = confirmed(
            &limits,
            first.clone(),
            report(Verdict::Accepted, 930),
            false,
        );
        assert_eq!(
            (accepted.verdict, accepted.cpu, accepted.message.as_str()),
            (Verdict::Accepted, Some(Duration::from_millis(930)), "")
        );
        let wrong = report(Verdict::WrongAnswer, 900);
        assert_eq!(
            confirmed(&limits, first.clone(), wrong, false).verdict,
            Verdict::WrongAnswer
        );
        let twice = confirmed(
            &limits,
            first.clone(),
            report(Verdict::TimeLimitExceeded, 1_050),
            true,
        );
        assert_eq!(twice.verdict, Verdict::TimeLimitExceeded);
        assert_eq!(twice.cpu, Some(Duration::from_millis(1_050)));
        assert_eq!(
            twice.message,
            "CPU time over the 1.00 s limit twice: 1.08 s, and 1.05 s when run again with no other case beside it"
        );
        let mut killed = report(Verdict::TimeLimitExceeded, 300);
        killed.message = "killed when it had been idle past the 1.00 s cap".to_string();
        assert_eq!(
            confirmed(&limits, first, killed, false).message,
            "killed when it had been idle past the 1.00 s cap, when run again with no other case beside it after a first run of 1.08 s"
        );
    }
}
