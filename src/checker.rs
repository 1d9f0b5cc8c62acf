//! The checker a case is judged by: a comparison rule, a puzzle's special judge, an external
//! command, or a Kattis output validator; its names, and how it is applied to an output. It
//! sits below `problem` and `judge`, which both name it.

use crate::cases::{Case, TestdataError};
use crate::compare::{Comparison, COMPARE_BUFFER};
use crate::puzzles::{self, SpecialJudgeRef};
use crate::run::{self, Ending, Limits, Program, RunError, Setup};
use crate::text::{mebibytes, seconds, shell_quote, telling_lines};
use std::fmt;
use std::fs;
use std::io::{self, BufReader};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How a clean run's output is judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checker {
    Compare(Comparison),
    /// A built-in judge for problems with more than one right output (`src/puzzles/`).
    Special(SpecialJudgeRef),
    /// testlib order: `COMMAND input output answer`; exit 0 accepts, 1 or 2 reject, anything
    /// else is a checker error.
    External(String),
    /// The Kattis output-validator protocol: `VALIDATOR input answer feedback_dir < output`;
    /// exit 42 accepts, 43 rejects (the reason in `feedback_dir/judgemessage.txt`), anything
    /// else is a checker error.
    Kattis(Program),
}

impl Checker {
    /// Every checker name a folder may give.
    pub fn known_names() -> Vec<&'static str> {
        let mut names = vec![
            Comparison::Lines.name(),
            Comparison::Exact.name(),
            Comparison::Tokens.name(),
        ];
        names.extend(puzzles::special_judge_names());
        names
    }

    /// The rule in words, for a heading: `lines`, `tokens`, a special judge's name, `checker
    /// COMMAND`, `output validator`.
    pub fn describe(&self) -> String {
        match self {
            Checker::Compare(comparison) => comparison.name().to_string(),
            Checker::Special(judge) => judge.0.name().to_string(),
            Checker::External(command) => format!("checker `{}`", command),
            Checker::Kattis(_) => "output validator".to_string(),
        }
    }

    pub fn from_name(name: &str) -> Option<Checker> {
        Comparison::from_name(name)
            .map(Checker::Compare)
            .or_else(|| puzzles::special_judge(name).map(Checker::Special))
    }
}

/// Why a checker gave no word at all (as opposed to a checker that failed, a [`Judgement`]).
#[derive(Debug)]
pub enum CheckError {
    /// The case's own files cannot be read.
    Testdata(TestdataError),
    /// The judge's own trouble: no scratch space, the output unreadable.
    Runner(String),
    /// The judge was asked to stop by this signal.
    Interrupted(i32),
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Testdata(e) => e.fmt(f),
            CheckError::Runner(why) => f.write_str(why),
            CheckError::Interrupted(signal) => {
                write!(f, "stopped by {}", run::signal_name(*signal))
            }
        }
    }
}

impl From<TestdataError> for CheckError {
    fn from(e: TestdataError) -> Self {
        CheckError::Testdata(e)
    }
}

/// How a checker is applied.
impl Checker {
    /// The checker's word on the output in the file `output` for `case`; an external checker
    /// runs under `time` and the runner's containment.
    pub fn check(
        &self,
        case: &Case,
        output: &Path,
        time: Duration,
    ) -> Result<Judgement, CheckError> {
        self.check_within(case, output, time, CHECKER_MEMORY_KIB)
    }

    /// [`Checker::check`] with the memory an external checker may use, in KiB.
    pub fn check_within(
        &self,
        case: &Case,
        output: &Path,
        time: Duration,
        memory_kib: u64,
    ) -> Result<Judgement, CheckError> {
        let read = |path: &Path| {
            fs::read(path).map_err(|e| TestdataError::Unreadable(path.to_path_buf(), e))
        };
        let unreadable_output = |e: io::Error| {
            CheckError::Runner(format!("cannot read the program's output back: {}", e))
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

/// The limits a checker runs under: `time` and `memory_kib` as given, 1 MiB of output, no
/// wall limit of its own, the default process cap.
fn checker_limits(time: Duration, memory_kib: u64) -> Limits {
    Limits {
        time,
        wall: None,
        memory_kib: Some(memory_kib),
        output_bytes: 1 << 20,
        processes: Limits::default().processes,
    }
}

fn run_external_checker(
    command: &str,
    case: &Case,
    output: &Path,
    time: Duration,
    memory_kib: u64,
) -> Result<Judgement, CheckError> {
    // The checker is another process, perhaps in namespaces of its own: it gets a copy of the
    // output at a path of its own, made now that the program is gone.
    let copy = run::ScratchDir::new()
        .map_err(|e| CheckError::Runner(format!("no scratch space for the checker: {}", e)))?;
    let copied = copy.path().join("output");
    fs::copy(output, &copied)
        .map_err(|e| CheckError::Runner(format!("cannot read the program's output back: {}", e)))?;
    let line = format!(
        "{} {} {} {}",
        command,
        shell_quote(&case.input),
        shell_quote(&copied),
        shell_quote(&case.answer)
    );
    let limits = checker_limits(time, memory_kib);
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
    let said = telling_lines(&ran.usage.stderr_head).or_else(|| {
        let stdout = ran.output.read().unwrap_or_default();
        telling_lines(&stdout)
    });
    Ok(match ran.usage.ending {
        Ending::Exited(0) => Judgement::Accepted,
        Ending::Exited(1) | Ending::Exited(2) => {
            Judgement::Rejected(said.unwrap_or_else(|| "rejected by the checker".to_string()))
        }
        Ending::TimedOut | Ending::IdleLimit | Ending::CpuLimit => {
            Judgement::Failed(format!("the checker ran past its {} limit", seconds(time)))
        }
        Ending::MemoryLimit => Judgement::Failed(format!(
            "the checker used more than its {} limit",
            mebibytes(memory_kib)
        )),
        Ending::Interrupted(signal) => return Err(CheckError::Interrupted(signal)),
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
) -> Result<Judgement, CheckError> {
    let feedback = run::ScratchDir::new()
        .map_err(|e| CheckError::Runner(format!("cannot make the feedback folder: {}", e)))?;
    // Absolute: the validator starts in its feedback folder.
    let (input, answer) = (absolute(&case.input), absolute(&case.answer));
    let arguments = [input.as_path(), answer.as_path(), feedback.path()];
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
    let limits = checker_limits(time, memory_kib);
    // The program's output is the validator's stdin; the feedback folder, where it starts, is
    // all it may write.
    let validator_setup = Setup {
        folder: Some(feedback.path()),
        ..Setup::default()
    };
    let ran = match run::execute(&program, output, &limits, validator_setup) {
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
        .or_else(|| telling_lines(&ran.usage.stderr_head));
    Ok(match ran.usage.ending {
        Ending::Exited(42) => Judgement::Accepted,
        Ending::Exited(43) => Judgement::Rejected(
            message.unwrap_or_else(|| "rejected by the output validator".to_string()),
        ),
        Ending::TimedOut | Ending::IdleLimit => Judgement::Failed(format!(
            "the output validator ran past its {} limit",
            seconds(time)
        )),
        Ending::Interrupted(signal) => return Err(CheckError::Interrupted(signal)),
        ending => Judgement::Failed(format!(
            "the output validator {} (42 accepts, 43 rejects){}",
            describe_ending(ending),
            message.map(|s| format!(": {}", s)).unwrap_or_default()
        )),
    })
}

/// `path` from the judge's folder, for a process that starts elsewhere.
fn absolute(path: &Path) -> PathBuf {
    match std::env::current_dir() {
        Ok(here) if path.is_relative() => here.join(path),
        _ => path.to_path_buf(),
    }
}

fn describe_ending(ending: Ending) -> String {
    match ending {
        Ending::Exited(code) => format!("exited with status {}", code),
        Ending::Signalled(signal) => format!("was killed by {}", run::signal_name(signal)),
        Ending::TimedOut => "ran out of wall-clock time".to_string(),
        Ending::IdleLimit => "was idle too long (it sleeps or blocks)".to_string(),
        Ending::CpuLimit => "ran out of CPU time".to_string(),
        Ending::MemoryLimit => "ran out of memory".to_string(),
        Ending::TooManyProcesses => "started too many processes".to_string(),
        Ending::Interrupted(signal) => format!("was stopped by {}", run::signal_name(signal)),
        Ending::SupervisorLost => "lost its supervisor".to_string(),
    }
}
