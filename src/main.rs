//! `judge`: runs programs over testdata folders and reports verdicts, time and memory.
//! `judge --help` lists the options; README.md shows examples.

use bfs_puzzles::cases::{self, natural_cmp};
use bfs_puzzles::compare::Comparison;
use bfs_puzzles::judge::{self, CaseLimits, Checker, JudgeError, Session, Verdict};
use bfs_puzzles::report::{self, Console};
use bfs_puzzles::run::Program;
use std::path::{Path, PathBuf};
use std::process::exit;
use std::time::Duration;

const USAGE: &str = "\
usage:
  judge                          every folder under testdata/, each against its own solution binary
  judge PROBLEM...               only those folders (e.g. judge nine_grid)
  judge --cmd 'COMMAND' DIR      any program against any folder of cases
options:
  --time-limit SECONDS         per case, default 2 (wall clock; CPU time also checked)
  --memory-limit MIB           per case, default 256 (from the measured peak)
  --jobs N                     cases in parallel (default: cores)
  --case PATTERN               only cases whose name contains PATTERN (repeatable)
  --stop-on-fail               stop at the first case that is not AC
  --exact | --tokens           comparison other than the default line rule
  --checker 'COMMAND'          external checker: COMMAND input output answer, exit 0 = AC
  --json                       one JSON document on stdout instead of the table
exit status: 0 every case AC, 1 some case not AC, 2 usage or testdata error";

/// The command line, parsed.
struct Options {
    targets: Vec<String>,
    command: Option<String>,
    limits: CaseLimits,
    jobs: usize,
    case_patterns: Vec<String>,
    stop_on_fail: bool,
    checker: Option<Checker>,
    json: bool,
}

fn parse_options(args: Vec<String>) -> Result<Options, String> {
    let mut options = Options {
        targets: Vec::new(),
        command: None,
        limits: CaseLimits::default(),
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        case_patterns: Vec::new(),
        stop_on_fail: false,
        checker: None,
        json: false,
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{} needs a value", name));
        match arg.as_str() {
            "-h" | "--help" => {
                println!("{}", USAGE);
                exit(0);
            }
            "--cmd" => options.command = Some(value("--cmd")?),
            "--time-limit" => {
                let seconds = number(&value("--time-limit")?, "--time-limit")?;
                options.limits.run.time = Duration::from_secs_f64(seconds);
            }
            "--memory-limit" => {
                options.limits.memory_kib =
                    (number(&value("--memory-limit")?, "--memory-limit")? * 1024.0) as u64;
            }
            "--jobs" => options.jobs = number(&value("--jobs")?, "--jobs")?.max(1.0) as usize,
            "--case" => options.case_patterns.push(value("--case")?),
            "--stop-on-fail" => options.stop_on_fail = true,
            "--exact" => options.checker = Some(Checker::Compare(Comparison::Exact)),
            "--tokens" => options.checker = Some(Checker::Compare(Comparison::Tokens)),
            "--checker" => options.checker = Some(Checker::External(value("--checker")?)),
            "--json" => options.json = true,
            flag if flag.starts_with("--") => return Err(format!("unknown option {}", flag)),
            _ => options.targets.push(arg),
        }
    }
    if options.command.is_some() && options.targets.len() != 1 {
        return Err("--cmd takes exactly one folder of cases".to_string());
    }
    Ok(options)
}

fn number(text: &str, name: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(n) if n.is_finite() && n > 0.0 => Ok(n),
        _ => Err(format!("{} takes a positive number, not `{}`", name, text)),
    }
}

/// A folder of cases and the program judged on it.
struct Target {
    label: String,
    dir: PathBuf,
    program: Program,
}

/// `testdata/` of the working directory, or of this crate when run from elsewhere.
fn testdata_root() -> PathBuf {
    let here = PathBuf::from("testdata");
    if here.is_dir() {
        here
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
    }
}

fn targets(options: &Options) -> Result<Vec<Target>, String> {
    if let Some(command) = &options.command {
        let dir = PathBuf::from(&options.targets[0]);
        return Ok(vec![Target {
            label: dir.display().to_string(),
            dir,
            program: Program::Shell(command.clone()),
        }]);
    }
    let root = testdata_root();
    let mut problems = options.targets.clone();
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
                program: Program::Binary(binary),
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

fn main() {
    let options = match parse_options(std::env::args().skip(1).collect()) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("judge: {}\n{}", message, USAGE);
            exit(2);
        }
    };
    match judge_all(&options) {
        Ok(true) => exit(0),
        Ok(false) => exit(1),
        Err(message) => {
            eprintln!("judge: {}", message);
            exit(2);
        }
    }
}

/// Judges every target; true when every case is AC.
fn judge_all(options: &Options) -> Result<bool, String> {
    let console = if options.json {
        Console::plain()
    } else {
        Console::for_stdout()
    };
    let mut all_reports = Vec::new();
    let mut total = 0;
    let targets = targets(options)?;
    for target in &targets {
        let mut cases = cases::discover(&target.dir).map_err(|e| e.to_string())?;
        if !options.case_patterns.is_empty() {
            cases.retain(|c| {
                options
                    .case_patterns
                    .iter()
                    .any(|p| c.name.contains(p.as_str()))
            });
        }
        let checker = match &options.checker {
            Some(checker) => checker.clone(),
            None => Checker::for_folder(&target.dir).map_err(|e| e.to_string())?,
        };
        let session = Session {
            program: target.program.clone(),
            checker,
            limits: options.limits,
            jobs: options.jobs,
            stop_on_fail: options.stop_on_fail,
        };
        if !options.json {
            console.heading(&format!("{} ({} cases)", target.label, cases.len()));
            console.progress(0, cases.len(), &target.label);
        }
        let count = cases.len();
        let reports = judge::judge_cases(&session, &cases, &mut |done, report| {
            if !options.json {
                console.case(report);
                console.progress(done + 1, count, &target.label);
            }
        })
        .map_err(|e: JudgeError| e.to_string())?;
        if !options.json {
            console.summary(&target.label, &reports, count, options.jobs.min(count));
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
        if options.stop_on_fail && all_reports.iter().any(|r| r.verdict != Verdict::Accepted) {
            break;
        }
    }
    if options.json {
        println!("{}", report::json(&all_reports, total));
    } else if targets.len() > 1 {
        console.summary("all", &all_reports, total, 1);
    }
    Ok(all_reports.len() == total && all_reports.iter().all(|r| r.verdict == Verdict::Accepted))
}
