//! Judging: a program's run on a case becomes a verdict, by the rules of a real judge.
//!
//! Precedence, so that a crash is never reported as a wrong answer: time limit, memory limit,
//! output limit, runtime error, and only for a clean exit within the limits the checker's word.
//! The output limit comes before the runtime error because the cap itself ends the program
//! (SIGXFSZ, or a shell reporting it as exit 153): that crash is the flood's doing.

use crate::cases::{self, Case, TestdataError};
pub use crate::checker::Checker;
use crate::compare::{Comparison, COMPARE_BUFFER};
use crate::run::{self, Ending, Execution, Limits, Program, RunError, Setup};
use std::fmt;
use std::fs;
use std::io::{self, BufReader};
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

/// How a checker is found and applied; the type itself lives in [`crate::checker`], below
/// `cases`, `problem` and this module, so that none of them imports another in a circle.
impl Checker {
    /// The checker a folder's `problem.txt` names, or the line rule for a plain folder.
    pub fn for_folder(dir: &Path) -> Result<Checker, TestdataError> {
        if dir.join(crate::problem::PROBLEM_FILE).is_file() {
            Ok(crate::problem::Package::load(dir)?.checker)
        } else {
            Ok(Checker::Compare(Comparison::Lines))
        }
    }

    /// The checker's word on the output in the file `output` for `case`; an external checker
    /// runs under `time` and the runner's containment.
    pub fn check(
        &self,
        case: &Case,
        output: &Path,
        time: Duration,
    ) -> Result<Judgement, JudgeError> {
        self.check_within(case, output, time, CHECKER_MEMORY_KIB)
    }

    /// [`Checker::check`] with the memory an external checker may use, in KiB.
    pub fn check_within(
        &self,
        case: &Case,
        output: &Path,
        time: Duration,
        memory_kib: u64,
    ) -> Result<Judgement, JudgeError> {
        let read = |path: &Path| {
            fs::read(path).map_err(|e| TestdataError::Unreadable(path.to_path_buf(), e))
        };
        let unreadable_output = |e: io::Error| {
            JudgeError::Runner(format!("cannot read the program's output back: {}", e))
        };
        match self {
            Checker::Compare(comparison) => {
                let answer = fs::File::open(&case.answer)
                    .map_err(|e| TestdataError::Unreadable(case.answer.clone(), e))?;
                let output = fs::File::open(output).map_err(unreadable_output)?;
                let mut answer = BufReader::with_capacity(COMPARE_BUFFER, answer);
                let mut output = BufReader::with_capacity(COMPARE_BUFFER, output);
                let verdict = comparison
                    .compare_streams(&mut answer, &mut output)
                    .map_err(unreadable_output)?;
                Ok(match verdict {
                    Ok(()) => Judgement::Accepted,
                    Err(mismatch) => Judgement::Rejected(mismatch.0),
                })
            }
            Checker::Special(judge) => {
                let (input, answer) = (read(&case.input)?, read(&case.answer)?);
                let output = fs::File::open(output).map_err(unreadable_output)?;
                let mut output = BufReader::with_capacity(COMPARE_BUFFER, output);
                Ok(match judge.0.check(&input, &mut output, &answer) {
                    Ok(()) => Judgement::Accepted,
                    Err(why) => Judgement::Rejected(why),
                })
            }
            Checker::External(command) => {
                run_external_checker(command, case, output, time, memory_kib)
            }
            Checker::Kattis(validator) => {
                run_kattis_validator(validator, case, output, time, memory_kib)
            }
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

/// The default time an external checker may take on one case.
pub const CHECKER_TIME: Duration = Duration::from_secs(10);

/// The default memory an external checker may use, in KiB (1 GiB).
pub const CHECKER_MEMORY_KIB: u64 = 1 << 20;

fn run_external_checker(
    command: &str,
    case: &Case,
    output: &Path,
    time: Duration,
    memory_kib: u64,
) -> Result<Judgement, JudgeError> {
    // The checker is another process, perhaps in namespaces of its own: it gets a copy of the
    // output at a path of its own, made now that the program is gone.
    let copy = run::ScratchDir::new()
        .map_err(|e| JudgeError::Runner(format!("no scratch space for the checker: {}", e)))?;
    let copied = copy.path().join("output");
    fs::copy(output, &copied)
        .map_err(|e| JudgeError::Runner(format!("cannot read the program's output back: {}", e)))?;
    let line = format!(
        "{} {} {} {}",
        command,
        shell_quote(&case.input),
        shell_quote(&copied),
        shell_quote(&case.answer)
    );
    let limits = Limits {
        time,
        memory_kib: Some(memory_kib),
        output_bytes: 1 << 20,
        processes: Limits::default().processes,
    };
    let ran = match run::execute(
        &Program::Shell(line),
        &case.input,
        &limits,
        Setup::default(),
    ) {
        Ok(ran) => ran,
        Err(RunError::Input(path, e)) => return Err(TestdataError::Unreadable(path, e).into()),
        Err(e) => return Ok(Judgement::Failed(format!("cannot run the checker: {}", e))),
    };
    let said = telling_lines(&ran.stderr_head).or_else(|| {
        let stdout = ran.read_output().unwrap_or_default();
        telling_lines(&stdout)
    });
    Ok(match ran.ending {
        Ending::Exited(0) => Judgement::Accepted,
        Ending::Exited(1) | Ending::Exited(2) => {
            Judgement::Rejected(said.unwrap_or_else(|| "rejected by the checker".to_string()))
        }
        Ending::TimedOut | Ending::CpuLimit => {
            Judgement::Failed(format!("the checker ran past its {} limit", seconds(time)))
        }
        Ending::MemoryLimit => Judgement::Failed(format!(
            "the checker used more than its {} limit",
            mebibytes(memory_kib)
        )),
        Ending::Interrupted(signal) => return Err(JudgeError::Interrupted(signal)),
        ending => Judgement::Failed(format!(
            "the checker {}{}",
            describe_ending(ending),
            said.map(|s| format!(": {}", s)).unwrap_or_default()
        )),
    })
}

fn run_kattis_validator(
    validator: &Program,
    case: &Case,
    output: &Path,
    time: Duration,
    memory_kib: u64,
) -> Result<Judgement, JudgeError> {
    let feedback = run::ScratchDir::new()
        .map_err(|e| JudgeError::Runner(format!("cannot make the feedback folder: {}", e)))?;
    let arguments = [case.input.as_path(), case.answer.as_path(), feedback.path()];
    let program = match validator {
        Program::Exec { path, args } => Program::Exec {
            path: path.clone(),
            args: args
                .iter()
                .cloned()
                .chain(arguments.iter().map(|p| p.as_os_str().to_owned()))
                .collect(),
        },
        Program::Shell(line) => {
            let quoted: Vec<String> = arguments.iter().map(|p| shell_quote(p)).collect();
            Program::Shell(format!("{} {}", line, quoted.join(" ")))
        }
    };
    let limits = Limits {
        time,
        memory_kib: Some(memory_kib),
        output_bytes: 1 << 20,
        processes: Limits::default().processes,
    };
    // The program's output is the validator's stdin.
    let ran = match run::execute(&program, output, &limits, Setup::default()) {
        Ok(ran) => ran,
        Err(e) => {
            return Ok(Judgement::Failed(format!(
                "cannot run the validator: {}",
                e
            )))
        }
    };
    let message = fs::read(feedback.path().join("judgemessage.txt"))
        .ok()
        .and_then(|bytes| telling_lines(&bytes))
        .or_else(|| telling_lines(&ran.stderr_head));
    Ok(match ran.ending {
        Ending::Exited(42) => Judgement::Accepted,
        Ending::Exited(43) => Judgement::Rejected(
            message.unwrap_or_else(|| "rejected by the output validator".to_string()),
        ),
        Ending::TimedOut => Judgement::Failed(format!(
            "the output validator ran past its {} limit",
            seconds(time)
        )),
        Ending::Interrupted(signal) => return Err(JudgeError::Interrupted(signal)),
        ending => Judgement::Failed(format!(
            "the output validator {} (42 accepts, 43 rejects){}",
            describe_ending(ending),
            message.map(|s| format!(": {}", s)).unwrap_or_default()
        )),
    })
}

fn describe_ending(ending: Ending) -> String {
    match ending {
        Ending::Exited(code) => format!("exited with status {}", code),
        Ending::Signalled(signal) => format!("was killed by {}", run::signal_name(signal)),
        Ending::TimedOut => "ran out of wall-clock time".to_string(),
        Ending::CpuLimit => "ran out of CPU time".to_string(),
        Ending::MemoryLimit => "ran out of memory".to_string(),
        Ending::TooManyProcesses => "started too many processes".to_string(),
        Ending::Interrupted(signal) => format!("was stopped by {}", run::signal_name(signal)),
        Ending::SupervisorLost => "lost its supervisor".to_string(),
    }
}

pub(crate) fn shell_quote(path: &Path) -> String {
    let text = path.display().to_string();
    if cfg!(windows) {
        format!("\"{}\"", text)
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

/// Characters of a program's message kept in a one-line report.
const SHOWN_CHARS: usize = 160;

/// The telling lines of a program's stderr, as one line: the message of a Rust panic, the
/// `terminate called …` and `what():` of C++, the exception (and where) of a Python or Java
/// traceback or a Python syntax error; otherwise the first non-blank line. Control bytes are escaped, the text cut.
pub fn telling_lines(bytes: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect();
    let first = *lines.first()?;
    let find = |needle: &str| lines.iter().position(|line| line.contains(needle));
    let picked: Vec<&str> = if let Some(i) = find("panicked at") {
        // Rust 1.73+: `thread 'main' panicked at src/main.rs:3:5:` then the message.
        let at = lines[i].split("panicked at").nth(1).unwrap_or("").trim();
        let mut picked = vec![at.trim_end_matches(':')];
        picked.extend(
            lines[i + 1..]
                .iter()
                .take_while(|l| !l.starts_with("note:"))
                .take(2),
        );
        picked
    } else if let Some(i) = find("terminate called") {
        lines[i..].iter().take(2).copied().collect()
    } else if first.starts_with("Traceback (most recent call last)") {
        let last = lines.len() - 1;
        let frame = lines[..last].iter().rposition(|l| l.starts_with("File "));
        match frame {
            Some(f) => vec![lines[f], lines[last]],
            None => vec![lines[last]],
        }
    } else if first.starts_with("File \"") {
        // A Python syntax error has no traceback header: where, then the `SyntaxError:` line.
        vec![first, lines[lines.len() - 1]]
    } else if let Some(i) = find("Exception in thread") {
        lines[i..].iter().take(2).copied().collect()
    } else {
        vec![first]
    };
    Some(one_line(&picked.join(" / ")))
}

/// `text` as one line for a report: control characters escaped, cut to a readable length.
pub fn one_line(text: &str) -> String {
    let mut shown = String::new();
    for (count, c) in text.chars().enumerate() {
        if count == SHOWN_CHARS {
            shown.push('…');
            break;
        }
        if c.is_control() {
            shown.extend(c.escape_default());
        } else {
            shown.push(c);
        }
    }
    shown
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
/// say so with exit status 127 ("not found") or 126 ("cannot execute", "Permission denied"),
/// Windows' `cmd.exe` with 9009 ("is not recognized as an internal or external command").
fn shell_could_not_run(program: &Program, run: &Execution) -> Option<String> {
    if !matches!(program, Program::Shell(_)) {
        return None;
    }
    let said = String::from_utf8_lossy(&run.stderr_head);
    let cannot = match run.ending {
        Ending::Exited(127) => said.contains("not found"),
        Ending::Exited(126) => said.contains("ermission denied") || said.contains("annot execute"),
        Ending::Exited(9009) => cfg!(windows),
        _ => false,
    };
    if !cannot {
        return None;
    }
    telling_lines(&run.stderr_head).or_else(|| Some("the shell could not run it".to_string()))
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
                format!(
                    "killed at {}, over the {} limit",
                    mebibytes(run.peak_kib.unwrap_or(0)),
                    memory_limit()
                ),
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

pub fn seconds(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

pub fn mebibytes(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn telling_lines_pick_the_reason_of_a_crash() {
        let rust = b"thread 'main' panicked at src/main.rs:4:5:\nattempt to subtract with overflow\nnote: run with `RUST_BACKTRACE=1`\n";
        assert_eq!(
            telling_lines(rust).as_deref(),
            Some("src/main.rs:4:5 / attempt to subtract with overflow")
        );
        let cpp = b"terminate called after throwing an instance of 'std::out_of_range'\n  what():  vector::_M_range_check\n";
        assert_eq!(
            telling_lines(cpp).as_deref(),
            Some("terminate called after throwing an instance of 'std::out_of_range' / what():  vector::_M_range_check")
        );
        let python = b"Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\n    x = int(s)\nValueError: invalid literal\n";
        assert_eq!(
            telling_lines(python).as_deref(),
            Some("File \"a.py\", line 3, in <module> / ValueError: invalid literal")
        );
        let syntax =
            b"  File \"a.py\", line 1\n    def f(:\n          ^\nSyntaxError: invalid syntax\n";
        assert_eq!(
            telling_lines(syntax).as_deref(),
            Some("File \"a.py\", line 1 / SyntaxError: invalid syntax")
        );
        assert_eq!(
            telling_lines(b"\x1b[31mred\n").as_deref(),
            Some("\\u{1b}[31mred")
        );
    }
}
