//! What the `judge` command does, callable from tests: `src/main.rs` only parses its arguments
//! into a request and hands it here.
//!
//! - `judge` — every package of every solution, each judged with our own solution binary;
//! - `judge NAME...` — a solution's packages (`nine_grid`), or one package by name or alias
//!   (`P1379`), with our binaries;
//! - `judge SOURCE PROBLEM` — a contestant's source file, compiled, on one package (or any
//!   folder of cases), under the package's limits and rule;
//! - `judge --cmd 'COMMAND' PROBLEM` — any command line, the same way;
//! - `judge --list` — every package.

use crate::cases::{self, Case};
use crate::judge::{self, Checker, JudgeError, Session, Verdict, CHECKER_TIME};
use crate::problem::kattis::KattisPackage;
use crate::problem::{self, Found, Package};
use crate::report::{self, Console, Live};
use crate::run::{self, Limits, Program};
use crate::source::{self, Commands, SourceError};
use crate::trace::counted;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Exit statuses of `judge`.
pub const EXIT_ALL_ACCEPTED: i32 = 0;
pub const EXIT_SOME_FAILED: i32 = 1;
pub const EXIT_USAGE: i32 = 2;

/// A request to judge programs on packages or folders of cases.
#[derive(Clone, Debug)]
pub struct JudgeRequest {
    /// The positional arguments: names of ours, or SOURCE PROBLEM, or (with `--cmd`) PROBLEM.
    pub targets: Vec<String>,
    /// `--cmd`: a command line to judge.
    pub command: Option<String>,
    /// `--compile` and `--run` for a source file.
    pub commands: Commands,
    /// `--time-limit` and `--memory-limit`: when given, they override the package's.
    pub time_limit: Option<Duration>,
    pub memory_kib: Option<u64>,
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
            time_limit: None,
            memory_kib: None,
            checker_time: CHECKER_TIME,
            checker_memory_kib: judge::CHECKER_MEMORY_KIB,
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
            case_patterns: Vec::new(),
            stop_on_fail: false,
            checker: None,
            file_io: None,
            json: false,
        }
    }
}

/// Every bundled package.
pub fn bundled_packages() -> Result<Vec<Package>, String> {
    let root = crate::folders::testdata();
    if !root.is_dir() {
        return Err(format!(
            "the bundled testdata is not at {} (was the repository moved?)",
            root.display()
        ));
    }
    problem::all(&root).map_err(|e| e.to_string())
}

/// A folder of cases, the program judged on it, and how.
struct Target {
    label: String,
    /// What the heading says besides the label: the judge and its limits and rule.
    about: String,
    dir: PathBuf,
    program: Program,
    checker: Checker,
    limits: Limits,
    file_io: Option<String>,
    /// A Kattis package's cases (`data/sample`, `data/secret`) instead of the folder's own.
    kattis: Option<KattisPackage>,
}

/// Why judging cannot start: a message, and whether it is a compile error (exit 1 as a
/// verdict) rather than a usage error (exit 2).
enum PlanError {
    Usage(String),
    CompileError(String, String),
    Interrupted(i32),
}

impl From<String> for PlanError {
    fn from(message: String) -> Self {
        PlanError::Usage(message)
    }
}

/// The first line of every run: the containment in force (see [`crate::contain`]).
pub fn containment_line() -> String {
    format!("contained: {}", crate::contain::level())
}

/// Judges what `request` names, printing as it goes; the exit status: 0 when every case is
/// AC, 1 when some is not (or the source does not compile), 2 for a usage or testdata error,
/// 128 + N when signal N stopped it.
pub fn judge(request: &JudgeRequest) -> i32 {
    run::catch_interrupts();
    let console = if request.json {
        Console::plain()
    } else {
        Console::for_stdout()
    };
    let targets = match plan(request, &console) {
        Ok(targets) => targets,
        Err(PlanError::Usage(message)) => {
            console.error(&format!("judge: {}", message));
            return EXIT_USAGE;
        }
        Err(PlanError::CompileError(source, lines)) => {
            if request.json {
                console.line(&report::json_compile_error(&source, &lines));
            } else {
                console.compile_error(&source, &lines);
            }
            return EXIT_SOME_FAILED;
        }
        Err(PlanError::Interrupted(signal)) => return 128 + signal,
    };
    match judge_targets(request, &console, targets) {
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

/// What to judge: targets with their programs, limits and rules.
fn plan(request: &JudgeRequest, console: &Console) -> Result<Vec<Target>, PlanError> {
    let packages = bundled_packages()?;
    if let Some(command) = &request.command {
        let problem = match request.targets.as_slice() {
            [problem] => problem,
            _ => {
                return Err(
                    "--cmd takes exactly one problem: a package name or a folder of cases"
                        .to_string()
                        .into(),
                )
            }
        };
        let program = Program::Shell(command.clone());
        let jvm = source::is_java(command);
        return Ok(vec![contestant_target(
            request, &packages, problem, program, jvm,
        )?]);
    }
    if let Some(first) = request.targets.first() {
        if is_source(first, &request.commands) {
            let problem = match request.targets.as_slice() {
                [_, problem] => problem,
                [_] => {
                    return Err(format!(
                    "which problem is {} for? give one: judge {} PROBLEM (judge --list shows them)",
                    first, first
                )
                    .into())
                }
                _ => {
                    return Err("judge SOURCE PROBLEM takes one source and one problem"
                        .to_string()
                        .into())
                }
            };
            let program = compile(Path::new(first), &request.commands, request.json, console)?;
            let jvm = source::runs_on_jvm(Path::new(first), &request.commands);
            return Ok(vec![contestant_target(
                request, &packages, problem, program, jvm,
            )?]);
        }
    }
    ours(request, &packages)
}

/// True when `argument` names a source file to compile rather than a problem: a file, a
/// missing file with a source's extension, or anything when `--compile` or `--run` is given.
fn is_source(argument: &str, commands: &Commands) -> bool {
    let path = Path::new(argument);
    path.is_file()
        || (source::looks_like_source(path) && !path.exists())
        || commands.compile.is_some()
        || commands.run.is_some()
}

/// The source compiled (or found in the cache).
fn compile(
    path: &Path,
    commands: &Commands,
    quiet: bool,
    console: &Console,
) -> Result<Program, PlanError> {
    let mut say = |source: &str| {
        if !quiet {
            console.note(&format!("compiling {}", source));
        }
    };
    match source::prepare(path, commands, &crate::folders::cache(), &mut say) {
        Ok(program) => Ok(program),
        Err(SourceError::CompileError(lines)) => {
            Err(PlanError::CompileError(path.display().to_string(), lines))
        }
        Err(SourceError::Interrupted(signal)) => Err(PlanError::Interrupted(signal)),
        Err(error) => Err(PlanError::Usage(error.to_string())),
    }
}

/// A contestant's program on one problem: a package (its limits, rule and file I/O; a JVM's
/// limits where `jvm`) or a plain folder of cases (the line rule and the default limits).
fn contestant_target(
    request: &JudgeRequest,
    packages: &[Package],
    problem: &str,
    program: Program,
    jvm: bool,
) -> Result<Target, String> {
    // A Kattis package on disk is itself, even when its folder is named like one of ours
    // (`judge export` names it `poj1077`, which also names the bundled package).
    if KattisPackage::looks_like(Path::new(problem)) {
        return kattis_target(request, problem, program);
    }
    match problem::find(packages, problem) {
        Some(Found::Package(package)) => Ok(package_target(request, package, program, jvm)),
        Some(Found::Solution(solution, inside)) => Err(format!(
            "{} holds the problems of several judges, each with its own input format: {}; name one",
            solution,
            labels(&inside)
        )),
        Some(Found::Ambiguous(matching)) => Err(format!(
            "`{}` names several packages: {}; name one",
            problem,
            labels(&matching)
        )),
        // A folder with a `problem.txt` (a package of one's own, or what `judge stress`
        // saved) is judged by its own rule, limits and file I/O, as a bundled package is.
        None if Path::new(problem).join(problem::PROBLEM_FILE).is_file() => {
            let package = Package::load(Path::new(problem)).map_err(|e| e.to_string())?;
            let target = package_target(request, &package, program, jvm);
            Ok(Target {
                label: problem.to_string(),
                ..target
            })
        }
        None if Path::new(problem).is_dir() => {
            let dir = PathBuf::from(problem);
            let limits = Limits {
                time: request.time_limit.unwrap_or(Limits::default().time),
                memory_kib: request.memory_kib.or(Limits::default().memory_kib),
                ..Limits::default()
            };
            Ok(Target {
                label: dir.display().to_string(),
                about: String::new(),
                checker: match &request.checker {
                    Some(checker) => checker.clone(),
                    None => Checker::for_folder(&dir).map_err(|e| e.to_string())?,
                },
                dir,
                program,
                limits,
                file_io: request.file_io.clone(),
                kattis: None,
            })
        }
        None => Err(unknown_problem(packages, problem)),
    }
}

/// A contestant's program on a Kattis package (a folder or its zip): its limits, its cases,
/// and its output validator compiled and run by the Kattis protocol (the token rule, as
/// Kattis's default validator, when it has none).
fn kattis_target(request: &JudgeRequest, path: &str, program: Program) -> Result<Target, String> {
    let package = KattisPackage::open(Path::new(path))?;
    let checker = match &request.checker {
        Some(checker) => checker.clone(),
        None => package.checker(&crate::folders::cache())?,
    };
    let limits = Limits {
        time: request
            .time_limit
            .or(package.time_limit)
            .unwrap_or(Limits::default().time),
        memory_kib: request
            .memory_kib
            .or(package.memory_kib)
            .or(Limits::default().memory_kib),
        ..Limits::default()
    };
    Ok(Target {
        label: path.to_string(),
        about: format!(
            "Kattis package{}: {} s, {} MB, {}",
            if package.name.is_empty() {
                String::new()
            } else {
                format!(" {}", package.name)
            },
            limits.time.as_secs_f64(),
            limits.memory_kib.unwrap_or(0) / 1024,
            package.rule()
        ),
        dir: package.dir.clone(),
        program,
        checker,
        limits,
        file_io: request.file_io.clone(),
        kattis: Some(package),
    })
}

fn labels(packages: &[&Package]) -> String {
    let labels: Vec<String> = packages.iter().map(|p| p.label()).collect();
    labels.join(", ")
}

fn unknown_problem(packages: &[Package], name: &str) -> String {
    format!(
        "no problem or folder `{}`{} (judge --list shows every problem)",
        name,
        close_hint(packages, name)
    )
}

/// `; did you mean …?` with the problems whose names are close to `name`, or nothing.
fn close_hint(packages: &[Package], name: &str) -> String {
    let close = problem::close_matches(packages, name);
    if close.is_empty() {
        String::new()
    } else {
        format!("; did you mean {}?", close.join(", "))
    }
}

/// `package` judged with `program`, under its own limits (a JVM's where `jvm`) and rule unless
/// the request says otherwise.
fn package_target(
    request: &JudgeRequest,
    package: &Package,
    program: Program,
    jvm: bool,
) -> Target {
    let own = package.limits_for(jvm);
    let limits = Limits {
        time: request.time_limit.unwrap_or(own.time),
        memory_kib: Some(request.memory_kib.unwrap_or(own.memory_kib)),
        ..Limits::default()
    };
    Target {
        label: package.label(),
        about: format!(
            "{}: {}, {}{}, {}",
            package.judge,
            applied(request.time_limit.map(seconds_text), &own.time_text),
            applied(request.memory_kib.map(mib_text), &own.memory_text),
            own.why.map_or(String::new(), |why| format!(" ({})", why)),
            package.checker_name
        ),
        dir: package.dir.clone(),
        program,
        checker: request
            .checker
            .clone()
            .unwrap_or_else(|| package.checker.clone()),
        limits,
        file_io: request.file_io.clone().or_else(|| package.file_io.clone()),
        kattis: None,
    }
}

/// A limit for the heading: the package's own, or the one given on the command line with the
/// package's beside it, so the heading always shows the limit that applies.
fn applied(given: Option<String>, package: &str) -> String {
    match given {
        Some(given) if given != package => format!("{} (the judge's: {})", given, package),
        _ => package.to_string(),
    }
}

fn seconds_text(time: Duration) -> String {
    format!("{} s", time.as_secs_f64())
}

fn mib_text(kib: u64) -> String {
    let mib = kib as f64 / 1024.0;
    format!("{} MB", mib)
}

/// Our own solutions on the packages named (all of them when none is).
fn ours(request: &JudgeRequest, packages: &[Package]) -> Result<Vec<Target>, PlanError> {
    let mut chosen: Vec<&Package> = Vec::new();
    if request.targets.is_empty() {
        chosen.extend(packages.iter());
    }
    for name in &request.targets {
        match problem::find(packages, name) {
            Some(Found::Package(package)) => chosen.push(package),
            Some(Found::Solution(_, inside)) => chosen.extend(inside),
            Some(Found::Ambiguous(matching)) => {
                return Err(format!("`{}` names several packages: {}; name one", name, labels(&matching)).into())
            }
            None if Path::new(name).is_dir() && request.targets.len() == 2 && name == &request.targets[0] => {
                return Err(format!(
                    "{} is a folder, not a source file: judge SOURCE PROBLEM takes a source file first (judge my.cpp {}), or give a command: judge --cmd './a.out' {}",
                    name, request.targets[1], request.targets[1]
                )
                .into())
            }
            None if Path::new(name).is_dir() => {
                return Err(format!(
                    "{} is a folder of cases, not one of the bundled problems; to judge your own program on it, give a source file or --cmd: judge my.cpp {} (or judge --cmd './a.out' {})",
                    name, name, name
                )
                .into())
            }
            None => return Err(unknown_problem(packages, name).into()),
        }
    }
    let bin_dir = solutions_dir()?;
    chosen
        .into_iter()
        .map(|package| {
            let binary = bin_dir.join(format!(
                "{}{}",
                package.solution,
                std::env::consts::EXE_SUFFIX
            ));
            if !binary.is_file() {
                return Err(PlanError::Usage(format!(
                    "no solution binary {} (build it with `cargo build --release --bins`)",
                    binary.display()
                )));
            }
            Ok(package_target(
                request,
                package,
                Program::binary(binary),
                false,
            ))
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
            .arg(crate::folders::manifest());
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

/// True when every case of every target is AC.
fn judge_targets(
    request: &JudgeRequest,
    console: &Console,
    targets: Vec<Target>,
) -> Result<bool, JudgeError> {
    // Every folder is read before anything runs: a testdata error stops judging at once.
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
    if !request.json {
        console.line(&containment_line());
    }
    let several = planned.len() > 1;
    let mut all_reports = Vec::new();
    let mut total = 0;
    let mut outcome = Ok(());
    for (target, cases) in planned {
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
        let mut live = Live::new(console, &target.label, &cases, !request.json);
        if !request.json {
            let about = if target.about.is_empty() {
                String::new()
            } else {
                format!("; {}", target.about)
            };
            let noun = if count == 1 { "case" } else { "cases" };
            console.heading(&format!("{} ({} {}{})", target.label, count, noun, about));
        }
        let judged = judge::judge_cases(&session, &cases, &mut live);
        let reports = live.into_reports();
        if !request.json {
            console.summary(&target.label, &reports, count, request.jobs.min(count));
        }
        total += count;
        all_reports.extend(reports.into_iter().map(|mut r| {
            if several {
                r.name = format!("{}/{}", target.label, r.name);
            }
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
    } else if several && outcome.is_ok() {
        console.summary("all", &all_reports, total, 1);
    }
    outcome?;
    Ok(all_reports.len() == total && all_reports.iter().all(|r| r.verdict == Verdict::Accepted))
}

/// `judge --list`: every package, its names, judge, title, limits, rule and number of cases.
pub fn list() -> i32 {
    let console = Console::for_stdout();
    let packages = match bundled_packages() {
        Ok(packages) => packages,
        Err(message) => {
            console.error(&format!("judge: {}", message));
            return EXIT_USAGE;
        }
    };
    let rows: Vec<[String; 7]> = packages
        .iter()
        .map(|p| {
            let cases = cases::discover(&p.dir).map_or(0, |c| c.len());
            [
                p.label(),
                p.judge.clone(),
                p.time_text.clone(),
                p.memory_text.clone(),
                p.checker_name.clone(),
                cases.to_string(),
                if p.aliases.is_empty() {
                    "-".to_string()
                } else {
                    p.aliases.join(", ")
                },
            ]
        })
        .collect();
    let header = [
        "package", "judge", "time", "memory", "rule", "cases", "also",
    ];
    console.table(&header, &rows);
    console.line("");
    for package in &packages {
        let java = package.limits_for(true);
        console.line(&format!(
            "{}: {} — {} (limits: {}; Java: {}, {}, {})",
            package.label(),
            package.title,
            package.input,
            package.limits_source,
            java.time_text,
            java.memory_text,
            java.why
                .as_deref()
                .unwrap_or("")
                .trim_start_matches("Java: ")
        ));
    }
    EXIT_ALL_ACCEPTED
}

/// A request to stress-test a program on one problem.
#[derive(Clone, Debug)]
pub struct StressRequest {
    /// SOURCE PROBLEM, or (with `--cmd`) PROBLEM.
    pub targets: Vec<String>,
    pub command: Option<String>,
    pub commands: Commands,
    /// `--seed`; from the clock when not given (and always printed).
    pub seed: Option<u64>,
    /// `--count`: inputs to try; by default, as many as `time_budget` allows.
    pub count: Option<usize>,
    pub time_budget: Duration,
    /// `--save`: where a failing input and its answer are written.
    pub save: PathBuf,
    pub jobs: usize,
}

impl Default for StressRequest {
    fn default() -> Self {
        StressRequest {
            targets: Vec::new(),
            command: None,
            commands: Commands::default(),
            seed: None,
            count: None,
            time_budget: Duration::from_secs(60),
            save: PathBuf::from("."),
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

/// `judge stress`: the exit status is 0 when every input passed, 1 when one failed (it is
/// shown and saved) or the source does not compile, 2 for a usage error, 128 + N when signal N
/// stopped it.
pub fn stress(request: &StressRequest) -> i32 {
    run::catch_interrupts();
    let console = Console::for_stdout();
    console.line(&containment_line());
    let fail = |message: String| {
        console.error(&format!("judge stress: {}", message));
        EXIT_USAGE
    };
    let packages = match bundled_packages() {
        Ok(packages) => packages,
        Err(message) => return fail(message),
    };
    let (program_name, problem) = match (&request.command, request.targets.as_slice()) {
        (Some(_), [problem]) => (None, problem),
        (None, [source, problem]) => (Some(source), problem),
        _ => return fail(
            "give a source and a problem (judge stress my.cpp P1379), or --cmd 'COMMAND' PROBLEM"
                .to_string(),
        ),
    };
    let package = match problem::find(&packages, problem) {
        Some(Found::Package(package)) => package,
        Some(Found::Solution(_, inside)) | Some(Found::Ambiguous(inside)) => {
            return fail(format!(
                "`{}` names several problems, each with its own input format: {}; name one",
                problem,
                labels(&inside)
            ));
        }
        _ if Path::new(problem).is_dir() => {
            return fail(format!(
                "{} is a folder of cases: stress needs one of the bundled problems, whose inputs it can make (judge --list)",
                problem
            ))
        }
        _ => return fail(unknown_problem(&packages, problem)),
    };
    let puzzle = match crate::puzzles::by_name(&package.solution) {
        Some(puzzle) => puzzle,
        None => return fail(format!("{} has no puzzle module", package.label())),
    };
    let generator = match puzzle.generator(&package.name) {
        Some(generator) => generator,
        None => {
            let judges: Vec<String> = packages
                .iter()
                .filter(|p| p.solution == package.solution && p.name != package.name)
                .filter(|p| puzzle.generator(&p.name).is_some())
                .map(Package::label)
                .collect();
            return fail(format!(
                "{} holds our own tolerance cases, which no judge gives: stress one of {}",
                package.label(),
                judges.join(", ")
            ));
        }
    };
    let program = match (program_name, &request.command) {
        (_, Some(command)) => Program::Shell(command.clone()),
        (Some(source), None) => {
            match compile(Path::new(source), &request.commands, false, &console) {
                Ok(program) => program,
                Err(PlanError::Usage(message)) => return fail(message),
                Err(PlanError::CompileError(source, lines)) => {
                    console.compile_error(&source, &lines);
                    return EXIT_SOME_FAILED;
                }
                Err(PlanError::Interrupted(signal)) => return 128 + signal,
            }
        }
        (None, None) => unreachable!("checked with the arguments"),
    };
    if let Err(why) = run::preflight(&program) {
        return fail(format!("cannot run `{}`: {}", program.describe(), why));
    }
    let jvm = match (program_name, &request.command) {
        (_, Some(command)) => source::is_java(command),
        (Some(source), None) => source::runs_on_jvm(Path::new(source), &request.commands),
        (None, None) => false,
    };
    // A JVM is stressed under the limits it is judged under.
    let limits = package.limits_for(jvm);
    let package = &Package {
        time_limit: limits.time,
        memory_kib: limits.memory_kib,
        ..package.clone()
    };
    let seed = request.seed.unwrap_or_else(seed_from_clock);
    console.heading(&format!(
        "stress {} with seed {} ({}: {}, {}{}, {})",
        package.label(),
        seed,
        package.judge,
        limits.time_text,
        limits.memory_text,
        limits
            .why
            .map_or(String::new(), |why| format!(" ({})", why)),
        package.checker_name
    ));
    let setup = crate::stress::Stress {
        program: &program,
        package,
        puzzle,
        generator: generator.as_ref(),
        seed,
        count: request.count,
        time_budget: request.time_budget,
        jobs: request.jobs,
    };
    let names = generator.levels();
    let mut watch = StressWatch {
        console: &console,
        names: &names,
    };
    let outcome = match crate::stress::run(&setup, &mut watch) {
        Ok(outcome) => outcome,
        Err(JudgeError::Interrupted(signal)) => {
            console.note(&format!(
                "judge stress: stopped by {}",
                run::signal_name(signal)
            ));
            return 128 + signal;
        }
        Err(error) => return fail(error.to_string()),
    };
    match &outcome.failure {
        None => {
            show_passed(&console, &outcome, &names);
            EXIT_ALL_ACCEPTED
        }
        Some(failure) => {
            let received = crate::stress::output_of(&setup, &failure.input).unwrap_or_default();
            show_failure(&console, request, package, seed, failure, &received, &names);
            EXIT_SOME_FAILED
        }
    }
}

/// A seed from the clock, for runs that give none.
fn seed_from_clock() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    now.as_secs() % 1_000_000 * 1_000 + u64::from(now.subsec_millis())
}

/// The live line of a stress run.
struct StressWatch<'a> {
    console: &'a Console,
    names: &'a [String],
}

impl crate::stress::Watch for StressWatch<'_> {
    fn tried(&mut self, tried: usize, hardest: usize, elapsed: Duration) {
        self.console.progress(&format!(
            "  {}, {:.0} per second, hardest so far {}",
            counted(tried, "input", "inputs"),
            tried as f64 / elapsed.as_secs_f64().max(1e-3),
            self.names[hardest]
        ));
    }

    fn shrinking(&mut self, failure: &crate::stress::Failure) {
        self.console.progress(&format!(
            "  {} on input {}; looking for a smaller input that fails",
            failure.report.verdict, failure.found_at
        ));
    }
}

fn show_passed(console: &Console, outcome: &crate::stress::Outcome, names: &[String]) {
    let seconds = outcome.elapsed.as_secs_f64();
    console.line(&format!(
        "{} passed in {:.1} s ({:.0} per second), up to {} per input",
        counted(outcome.tried, "input", "inputs"),
        seconds,
        outcome.tried as f64 / seconds.max(1e-3),
        counted(outcome.most_cases_per_input, "case", "cases")
    ));
    let per_level: Vec<String> = names
        .iter()
        .zip(&outcome.cases_per_level)
        .filter(|(_, &count)| count > 0)
        .map(|(name, count)| format!("{} ×{}", name, count))
        .collect();
    for row in per_level.chunks(6) {
        console.line(&format!("  {}", row.join(", ")));
    }
}

/// At most this many lines of an input or output are shown.
const SHOWN_LINES: usize = 12;

fn show_lines(console: &Console, title: &str, bytes: &[u8]) {
    console.line(title);
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text.lines().collect();
    for line in lines.iter().take(SHOWN_LINES) {
        console.line(&format!("  {}", crate::compare::visible(line.as_bytes())));
    }
    if lines.len() > SHOWN_LINES {
        console.line(&format!("  … {} more lines", lines.len() - SHOWN_LINES));
    }
    if lines.is_empty() {
        console.line("  (nothing)");
    }
}

fn show_failure(
    console: &Console,
    request: &StressRequest,
    package: &Package,
    seed: u64,
    failure: &crate::stress::Failure,
    received: &[u8],
    names: &[String],
) {
    let levels: Vec<&str> = failure
        .items
        .iter()
        .map(|i| names[i.level].as_str())
        .collect();
    let cases = if failure.items.len() == 1 {
        String::new()
    } else {
        format!("{} cases: ", failure.items.len())
    };
    console.line(&format!(
        "{} on input {} ({}{}); shrunk with {} more",
        failure.report.verdict,
        failure.found_at,
        cases,
        levels.join(", "),
        counted(failure.shrink_attempts, "input", "inputs")
    ));
    if !failure.report.message.is_empty() {
        console.line(&format!("  {}", failure.report.message));
    }
    show_lines(console, "input:", &failure.input);
    show_lines(console, "expected (our solution):", &failure.expected);
    show_lines(console, "received:", received);
    // A folder per package, with the package's own problem.txt: judged again, the saved case
    // meets the same rule, limits and file I/O as the stress run did, so the verdict repeats.
    let folder = request.save.join(format!("stress-{}", package.name));
    let stem = format!("seed-{}", seed);
    let input = folder.join(format!("{}.in", stem));
    let answer = folder.join(format!("{}.ans", stem));
    let saved = std::fs::create_dir_all(&folder)
        .and_then(|_| {
            std::fs::copy(
                package.dir.join(problem::PROBLEM_FILE),
                folder.join(problem::PROBLEM_FILE),
            )
        })
        .and_then(|_| std::fs::write(&input, &failure.input))
        .and_then(|_| std::fs::write(&answer, &failure.expected));
    let program = match (&request.command, request.targets.first()) {
        (Some(command), _) => format!("--cmd '{}'", command),
        (None, Some(source)) => source.clone(),
        (None, None) => String::new(),
    };
    match saved {
        Ok(()) => console.line(&format!(
            "saved {} and {} beside the package's problem.txt; judge it again with: judge {} {} --case ={}",
            input.display(),
            answer.display(),
            program,
            folder.display(),
            stem
        )),
        Err(e) => console.error(&format!(
            "judge stress: cannot save the failing case in {}: {}",
            folder.display(),
            e
        )),
    }
    console.line(&format!("the same inputs again: --seed {}", seed));
}

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

/// `judge trace`: shows what a solution does on one input. Exit status 0, or 2 for bad usage
/// or input the solution refuses (with the solution's own message).
pub fn trace(request: &TraceRequest) -> i32 {
    let console = Console::for_stdout();
    let fail = |message: String| {
        console.error(&message);
        EXIT_USAGE
    };
    let puzzle = match crate::puzzles::by_name(&request.problem) {
        Some(puzzle) => puzzle,
        None => {
            let packages = match bundled_packages() {
                Ok(packages) => packages,
                Err(message) => return fail(format!("judge trace: {}", message)),
            };
            let solution = match problem::find(&packages, &request.problem) {
                Some(Found::Package(package)) => package.solution.clone(),
                Some(Found::Solution(solution, _)) => solution,
                Some(Found::Ambiguous(matching)) => matching[0].solution.clone(),
                None => {
                    return fail(format!(
                        "judge trace: no puzzle or problem `{}`{}: give a puzzle ({}) or a problem of one (judge --list)",
                        request.problem,
                        close_hint(&packages, &request.problem),
                        crate::puzzles::all().iter().map(|p| p.name()).collect::<Vec<_>>().join(", ")
                    ))
                }
            };
            match crate::puzzles::by_name(&solution) {
                Some(puzzle) => puzzle,
                None => return fail(format!("judge trace: {} has no tracer", solution)),
            }
        }
    };
    let input = if request.input.len() == 1 && request.input[0] == "-" {
        let mut bytes = Vec::new();
        if let Err(e) = std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes) {
            return fail(format!("judge trace: cannot read stdin: {}", e));
        }
        bytes
    } else if request.input.is_empty() {
        return fail(format!(
            "judge trace: give the input after the problem (judge trace {} 12345678. 8672543.1), or - to read it",
            puzzle.name()
        ));
    } else {
        format!("{}\n", request.input.join(" ")).into_bytes()
    };
    let traced = match puzzle.trace(&input) {
        Ok(traced) => traced,
        Err(message) => return fail(message.trim_end().to_string()),
    };
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
        match std::fs::write(path, crate::trace::svg(&traced)) {
            Ok(()) => console.line(&format!("\nchart written to {}", path.display())),
            Err(e) => {
                return fail(format!(
                    "judge trace: cannot write {}: {}",
                    path.display(),
                    e
                ))
            }
        }
    }
    if let Some(path) = &request.html {
        let page = crate::study::page(&trace_command(request, puzzle.name()), &traced);
        match std::fs::write(path, page) {
            Ok(()) => console.line(&format!("\nstudy page written to {}", path.display())),
            Err(e) => {
                return fail(format!(
                    "judge trace: cannot write {}: {}",
                    path.display(),
                    e
                ))
            }
        }
    }
    EXIT_ALL_ACCEPTED
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

/// A request to export one package in a judge's import format.
#[derive(Clone, Debug)]
pub struct ExportRequest {
    pub problem: String,
    pub format: crate::export::Format,
    /// A new file or folder, or an existing folder to write into.
    pub out: PathBuf,
}

/// `judge export`: writes the package in the format asked for and says where. Exit status 0,
/// or 2 for an unknown problem or a path that cannot be written.
pub fn export(request: &ExportRequest) -> i32 {
    let console = Console::for_stdout();
    let fail = |message: String| {
        console.error(&format!("judge export: {}", message));
        EXIT_USAGE
    };
    let packages = match bundled_packages() {
        Ok(packages) => packages,
        Err(message) => return fail(message),
    };
    let package = match problem::find(&packages, &request.problem) {
        Some(Found::Package(package)) => package,
        Some(Found::Solution(_, inside)) | Some(Found::Ambiguous(inside)) => {
            return fail(format!(
                "`{}` names several packages: {}; name one",
                request.problem,
                labels(&inside)
            ))
        }
        None => return fail(unknown_problem(&packages, &request.problem)),
    };
    match crate::export::export(package, request.format, &request.out) {
        Ok(path) => {
            console.line(&format!(
                "{} written as {} to {}",
                package.label(),
                request.format.name(),
                path.display()
            ));
            EXIT_ALL_ACCEPTED
        }
        Err(message) => fail(message),
    }
}
