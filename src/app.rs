//! What the `judge` command does, callable from tests: the command line in `src/main.rs` only
//! parses its arguments into a request and hands it here.

use crate::cases::{self, natural_cmp};
use crate::judge::{self, Checker, JudgeError, Session, Verdict, CHECKER_TIME};
use crate::report::{self, Console};
use crate::run::{self, Limits, Program};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Exit statuses of `judge`.
pub const EXIT_ALL_ACCEPTED: i32 = 0;
pub const EXIT_SOME_FAILED: i32 = 1;
pub const EXIT_USAGE: i32 = 2;

/// A request to judge programs on folders of cases.
#[derive(Clone, Debug)]
pub struct JudgeRequest {
    /// Problem folders under `testdata/` (our solutions), or one folder with `command`.
    pub targets: Vec<String>,
    /// `--cmd`: the program to judge instead of our solutions.
    pub command: Option<String>,
    pub limits: Limits,
    pub checker_time: Duration,
    pub jobs: usize,
    pub case_patterns: Vec<String>,
    pub stop_on_fail: bool,
    pub checker: Option<Checker>,
    pub json: bool,
}

impl Default for JudgeRequest {
    fn default() -> Self {
        JudgeRequest {
            targets: Vec::new(),
            command: None,
            limits: Limits::default(),
            checker_time: CHECKER_TIME,
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
            case_patterns: Vec::new(),
            stop_on_fail: false,
            checker: None,
            json: false,
        }
    }
}

/// A folder of cases and the program judged on it.
struct Target {
    label: String,
    dir: PathBuf,
    program: Program,
}

/// `testdata/` of the working directory, or of this crate when run from elsewhere.
pub fn testdata_root() -> PathBuf {
    let here = PathBuf::from("testdata");
    if here.is_dir() {
        here
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
    }
}

fn targets(request: &JudgeRequest) -> Result<Vec<Target>, String> {
    if let Some(command) = &request.command {
        let dir = PathBuf::from(&request.targets[0]);
        return Ok(vec![Target {
            label: dir.display().to_string(),
            dir,
            program: Program::Shell(command.clone()),
        }]);
    }
    let root = testdata_root();
    let mut problems = request.targets.clone();
    if problems.is_empty() {
        let entries = std::fs::read_dir(&root)
            .map_err(|e| format!("cannot read {}: {}", root.display(), e))?;
        for entry in entries.flatten() {
            if entry.path().is_dir() {
                problems.push(entry.file_name().to_string_lossy().into_owned());
            }
        }
        problems.sort_by(|a, b| natural_cmp(a, b));
    }
    let bin_dir = solutions_dir()?;
    problems
        .into_iter()
        .map(|problem| {
            let dir = root.join(&problem);
            if !dir.is_dir() {
                return Err(format!("no testdata folder {}", dir.display()));
            }
            let binary = bin_dir.join(format!("{}{}", problem, std::env::consts::EXE_SUFFIX));
            if !binary.is_file() {
                return Err(format!(
                    "no solution binary {} (build it with `cargo build --release --bins`)",
                    binary.display()
                ));
            }
            Ok(Target {
                label: problem,
                dir,
                program: Program::binary(binary),
            })
        })
        .collect()
}

/// Where the solution binaries are: beside this one. Under `cargo run` they are built first,
/// since `cargo run` builds only the binary it runs.
fn solutions_dir() -> Result<PathBuf, String> {
    let me =
        std::env::current_exe().map_err(|e| format!("cannot locate the judge binary: {}", e))?;
    let dir = me.parent().map(Path::to_path_buf).unwrap_or_default();
    if let Some(cargo) = std::env::var_os("CARGO") {
        let mut build = std::process::Command::new(cargo);
        build
            .args(["build", "--bins", "--quiet", "--manifest-path"])
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"));
        if dir.file_name().map_or(false, |name| name == "release") {
            build.arg("--release");
        }
        let status = build
            .status()
            .map_err(|e| format!("cannot run cargo: {}", e))?;
        if !status.success() {
            return Err("cargo could not build the solutions".to_string());
        }
    }
    Ok(dir)
}

/// Judges every target of `request`, printing as it goes; the exit status: 0 when every case
/// is AC, 1 when some is not, 2 for a usage or testdata error, 128 + N when signal N stopped it.
pub fn judge(request: &JudgeRequest) -> i32 {
    run::catch_interrupts();
    let console = if request.json {
        Console::plain()
    } else {
        Console::for_stdout()
    };
    match judge_targets(request, &console) {
        Ok(true) => EXIT_ALL_ACCEPTED,
        Ok(false) => EXIT_SOME_FAILED,
        Err(JudgeError::Interrupted(signal)) => {
            console.note(&format!(
                "judge: stopped by {}; the cases above finished",
                run::signal_name(signal)
            ));
            128 + signal
        }
        Err(error) => {
            console.error(&format!("judge: {}", error));
            EXIT_USAGE
        }
    }
}

/// True when every case of every target is AC.
fn judge_targets(request: &JudgeRequest, console: &Console) -> Result<bool, JudgeError> {
    let targets = targets(request).map_err(JudgeError::Runner)?;
    // Every folder is read before anything runs: a testdata error stops judging at once.
    let mut planned = Vec::new();
    for target in &targets {
        let mut cases = cases::discover(&target.dir)?;
        if !request.case_patterns.is_empty() {
            cases.retain(|c| {
                request
                    .case_patterns
                    .iter()
                    .any(|p| c.name.contains(p.as_str()))
            });
        }
        let checker = match &request.checker {
            Some(checker) => checker.clone(),
            None => Checker::for_folder(&target.dir)?,
        };
        planned.push((target, cases, checker));
    }
    if let Some(command) = &request.command {
        run::preflight(&Program::Shell(command.clone()))
            .map_err(|why| JudgeError::CannotRun(command.clone(), why))?;
    }
    if let Some(Checker::External(command)) = &request.checker {
        run::preflight(&Program::Shell(command.clone()))
            .map_err(|why| JudgeError::CannotRun(command.clone(), why))?;
    }
    let mut all_reports = Vec::new();
    let mut total = 0;
    let mut outcome = Ok(());
    for (target, cases, checker) in planned {
        let session = Session {
            program: target.program.clone(),
            checker,
            limits: request.limits,
            checker_time: request.checker_time,
            file_io: None,
            jobs: request.jobs,
            stop_on_fail: request.stop_on_fail,
        };
        let count = cases.len();
        if !request.json {
            console.heading(&format!("{} ({} cases)", target.label, count));
            console.progress(0, count, &target.label);
        }
        let mut reports = Vec::new();
        let judged = judge::judge_cases(&session, &cases, &mut |done, report| {
            if !request.json {
                console.case(report);
                console.progress(done + 1, count, &target.label);
            }
            reports.push(report.clone());
        });
        if !request.json {
            console.summary(&target.label, &reports, count, request.jobs.min(count));
        }
        total += count;
        let prefix = if targets.len() > 1 {
            format!("{}/", target.label)
        } else {
            String::new()
        };
        all_reports.extend(reports.into_iter().map(|mut r| {
            r.name = format!("{}{}", prefix, r.name);
            r
        }));
        if let Err(error) = judged {
            outcome = Err(error);
            break;
        }
        if request.stop_on_fail && all_reports.iter().any(|r| r.verdict != Verdict::Accepted) {
            break;
        }
    }
    if request.json {
        console.line(&report::json(&all_reports, total));
    } else if targets.len() > 1 && outcome.is_ok() {
        console.summary("all", &all_reports, total, 1);
    }
    outcome?;
    Ok(all_reports.len() == total && all_reports.iter().all(|r| r.verdict == Verdict::Accepted))
}
