//! What `judge` judges: each target a folder of cases (a package, a Kattis package, a plain
//! folder), the program judged on it, its limits and rule, and what its heading says.

use super::judge::JudgeRequest;
use super::{bundled_packages, compile, received_packages, PlanError};
use crate::judge::Checker;
use crate::problem::kattis::KattisPackage;
use crate::problem::{self, Found, Package, Unresolved};
use crate::report::Console;
use crate::run::{Limits, Program};
use crate::source::{self, Commands};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A folder of cases, the program judged on it, and how.
pub(super) struct Target {
    pub(super) label: String,
    /// What the heading says besides the label: the judge and its limits and rule.
    pub(super) about: String,
    pub(super) dir: PathBuf,
    pub(super) program: Program,
    pub(super) checker: Checker,
    pub(super) limits: Limits,
    pub(super) file_io: Option<String>,
    /// A Kattis package's cases (`data/sample`, `data/secret`) instead of the folder's own.
    pub(super) kattis: Option<KattisPackage>,
}

/// What to judge: targets with their programs, limits and rules.
pub(super) fn plan(request: &JudgeRequest, console: &Console) -> Result<Vec<Target>, PlanError> {
    let packages = bundled_packages()?;
    let received = received_packages();
    let shelves = [packages.as_slice(), received.as_slice()];
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
            request, &shelves, problem, program, jvm,
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
            let path = Path::new(first);
            let (commands, python_note) = python_commands(request, &shelves, path, problem)?;
            let program = compile(path, &commands, request.json, console)?;
            let jvm = source::runs_on_jvm(path, &commands);
            let target = contestant_target(request, &shelves, problem, program, jvm)?;
            return Ok(vec![with_python_said(target, python_note)]);
        }
    }
    if let [problem, source] = request.targets.as_slice() {
        if is_source(source, &request.commands) && problem::resolve_first(&shelves, problem).is_ok()
        {
            return Err(format!(
                "the source comes first, then the problem: judge {} {}",
                source, problem
            )
            .into());
        }
    }
    ours(request, &packages)
}

/// The commands a source is built and run with, and a note for the heading: with `--lang`'s
/// interpreter (`python3.8`, `pypy3`), else the one the package's judge runs (`python:`) where
/// it is installed, else as given. A `--lang` that names no interpreter must name the source's
/// own language.
fn python_commands(
    request: &JudgeRequest,
    shelves: &[&[Package]],
    path: &Path,
    problem: &str,
) -> Result<(Commands, Option<String>), String> {
    if let Some(name) = &request.language {
        if source::is_interpreter_name(name) {
            return Ok((
                source::with_interpreter(path, &request.commands, name)?,
                None,
            ));
        }
        let extension = path.extension().map(|e| e.to_string_lossy().to_lowercase());
        let same = crate::editions::Language::from_name(name)
            .map_or(false, |l| extension.as_deref() == Some(l.extension()));
        if !same {
            return Err(format!(
                "--lang {} does not fit {}: to judge a source, --lang names a Python interpreter (python3.8, python3.11, pypy3); the other languages go by the extension",
                name,
                path.display()
            ));
        }
        return Ok((request.commands.clone(), None));
    }
    let given = request.commands.run.is_some() || request.commands.compile.is_some();
    let is_python = path
        .extension()
        .map_or(false, |e| e.eq_ignore_ascii_case("py"));
    let judges = problem::resolve_first(shelves, problem)
        .ok()
        .cloned()
        .or_else(|| Package::load(Path::new(problem)).ok());
    let wanted = match judges.as_ref().and_then(Package::python_interpreter) {
        Some(wanted) if is_python && !given => wanted,
        _ => return Ok((request.commands.clone(), None)),
    };
    let judge = judges.map(|p| p.judge).unwrap_or_default();
    match source::find_interpreter(&wanted) {
        Ok(_) => Ok((
            source::with_interpreter(path, &request.commands, &wanted)?,
            Some(format!("{} as {} runs it", wanted, judge)),
        )),
        Err(_) => Ok((
            request.commands.clone(),
            Some(format!(
                "{} runs {}, which is not installed here (pyenv install {})",
                judge,
                wanted,
                wanted.trim_start_matches("python")
            )),
        )),
    }
}

/// `target` with its heading saying which Python runs it (and `note`), where one does.
fn with_python_said(target: Target, note: Option<String>) -> Target {
    let interpreter = match source::interpreter_of(&target.program) {
        Some(interpreter) => interpreter,
        None => return target,
    };
    let said = format!(
        "run by {} ({}{})",
        interpreter.version,
        interpreter.path.display(),
        note.map_or(String::new(), |note| format!("; {}", note))
    );
    Target {
        about: if target.about.is_empty() {
            said
        } else {
            format!("{}; {}", target.about, said)
        },
        ..target
    }
}

/// True when `argument` names a source file to compile rather than a problem: a file, a
/// missing file with a source's extension, or anything when `--compile` or `--run` is given.
pub(super) fn is_source(argument: &str, commands: &Commands) -> bool {
    let path = Path::new(argument);
    path.is_file()
        || (source::looks_like_source(path) && !path.exists())
        || commands.compile.is_some()
        || commands.run.is_some()
}

/// A contestant's program on one problem: a package (its limits, rule and file I/O; a JVM's
/// limits where `jvm`) of the first of `shelves` that has it (the bundled, then the received),
/// or a plain folder of cases (the line rule and the default limits).
pub(super) fn contestant_target(
    request: &JudgeRequest,
    shelves: &[&[Package]],
    problem: &str,
    program: Program,
    jvm: bool,
) -> Result<Target, String> {
    let target = target_of(request, shelves, problem, program, jvm)?;
    Ok(if jvm {
        java_as_judges_run(target)
    } else {
        target
    })
}

/// A JVM's target with the judges' heap on its command line, and its heading saying how Java
/// is run: the flags of [`source::JAVA_RUN`] and the heap of [`problem::jvm_heap_kib`].
fn java_as_judges_run(target: Target) -> Target {
    let heap_kib = problem::jvm_heap_kib(target.limits.memory_kib.unwrap_or(0));
    let program = source::with_java_heap(&target.program, heap_kib);
    let said = java_heading(&target.program, &program, heap_kib);
    Target {
        about: if target.about.is_empty() {
            said
        } else {
            format!("{}; {}", target.about, said)
        },
        program,
        ..target
    }
}

/// What a JVM's heading says of how it runs: the judges' flags and heap, or what the command
/// given (`before`, `after` the heap was added) does otherwise.
pub(super) fn java_heading(before: &Program, after: &Program, heap_kib: u64) -> String {
    let line = after.describe();
    if before == after {
        return "Java with the command's own -Xmx".to_string();
    }
    let heap = format!("{} MB heap (-Xms, -Xmx)", heap_kib >> 10);
    if line.contains(source::JAVA_FLAGS) {
        format!(
            "Java as judges run it: {} and a {}, DOMjudge's and Kattis's way (this judge's own command is not published)",
            source::JAVA_FLAGS,
            heap
        )
    } else {
        format!(
            "Java with a {}, without all of the judges' {}",
            heap,
            source::JAVA_FLAGS
        )
    }
}

/// [`contestant_target`] before a JVM's flags are added.
fn target_of(
    request: &JudgeRequest,
    shelves: &[&[Package]],
    problem: &str,
    program: Program,
    jvm: bool,
) -> Result<Target, String> {
    // A Kattis package on disk is itself, even when its folder is named like one of ours
    // (`judge export` names it `poj1077`, which also names the bundled package).
    if KattisPackage::looks_like(Path::new(problem)) {
        return kattis_target(request, problem, program);
    }
    let unknown = match problem::resolve_first(shelves, problem) {
        Ok(package) => return Ok(package_target(request, package, program, jvm)),
        Err(unknown @ Unresolved::Unknown(..)) => unknown,
        Err(several) => return Err(several.to_string()),
    };
    let dir = PathBuf::from(problem);
    // A folder with a `problem.txt` (a package of one's own, or what `judge stress` saved) is
    // judged by its own rule, limits and file I/O, as a bundled package is.
    if dir.join(problem::PROBLEM_FILE).is_file() {
        let package = Package::load(&dir).map_err(|e| e.to_string())?;
        let target = package_target(request, &package, program, jvm);
        return Ok(Target {
            label: problem.to_string(),
            ..target
        });
    }
    if !dir.is_dir() {
        return Err(unknown.to_string());
    }
    let limits = Limits {
        time: request.time_limit.unwrap_or(Limits::default().time),
        memory_kib: request.memory_kib.or(Limits::default().memory_kib),
        wall: request.wall_limit,
        ..Limits::default()
    };
    Ok(Target {
        label: dir.display().to_string(),
        // The rule is said where it is not the folder's own.
        about: request
            .checker
            .as_ref()
            .map_or(String::new(), Checker::describe),
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

/// A contestant's program on a Kattis package (a folder or its zip): its limits, its cases,
/// and its output validator compiled and run by the Kattis protocol (the token rule, as
/// Kattis's default validator, when it has none).
pub(super) fn kattis_target(
    request: &JudgeRequest,
    path: &str,
    program: Program,
) -> Result<Target, String> {
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
        wall: request.wall_limit,
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
            applied(
                request.checker.as_ref().map(Checker::describe),
                &package.rule()
            )
        ),
        dir: package.dir.clone(),
        program,
        checker,
        limits,
        file_io: request.file_io.clone(),
        kattis: Some(package),
    })
}

/// `package` judged with `program`, under its own limits (a JVM's where `jvm`) and rule unless
/// the request says otherwise.
pub(super) fn package_target(
    request: &JudgeRequest,
    package: &Package,
    program: Program,
    jvm: bool,
) -> Target {
    let own = package.limits_for(jvm);
    let limits = Limits {
        time: request.time_limit.unwrap_or(own.time),
        memory_kib: Some(request.memory_kib.unwrap_or(own.memory_kib)),
        wall: request.wall_limit.or(package.wall_limit),
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
            applied(
                request.checker.as_ref().map(Checker::describe),
                &package.checker_name
            )
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
pub(super) fn ours(request: &JudgeRequest, packages: &[Package]) -> Result<Vec<Target>, PlanError> {
    let mut chosen: Vec<&Package> = Vec::new();
    if request.targets.is_empty() {
        chosen.extend(packages.iter());
    }
    for name in &request.targets {
        // A solution's name stands for all its packages here: our solution takes them all.
        if let Some(Found::Solution(_, inside)) = problem::find(packages, name) {
            chosen.extend(inside);
            continue;
        }
        match problem::resolve(packages, name) {
            Ok(package) => chosen.push(package),
            Err(Unresolved::Unknown(..)) if Path::new(name).is_dir() => {
                return Err(folder_of_cases(request, name).into())
            }
            Err(Unresolved::Unknown(..)) if received_by_name(name) => {
                return Err(format!(
                    "{} was received from the browser and has no solution of ours: judge your program on it (judge my.cpp {})",
                    name, name
                )
                .into())
            }
            Err(why) => return Err(why.into()),
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

/// True when `name` is one of the packages `judge listen` received.
fn received_by_name(name: &str) -> bool {
    problem::resolve(&received_packages(), name).is_ok()
}

/// Why a folder of cases is not judged by our own solutions: it needs a program.
fn folder_of_cases(request: &JudgeRequest, name: &str) -> String {
    match request.targets.as_slice() {
        [first, problem] if first == name => format!(
            "{} is a folder, not a source file: judge SOURCE PROBLEM takes a source file first (judge my.cpp {}), or give a command: judge --cmd './a.out' {}",
            name, problem, problem
        ),
        _ => format!(
            "{} is a folder of cases, not one of the bundled problems; to judge your own program on it, give a source file or --cmd: judge my.cpp {} (or judge --cmd './a.out' {})",
            name, name, name
        ),
    }
}

/// Where the solution binaries are: beside this one. Under `cargo run` they are built first,
/// since `cargo run` builds only the binary it runs.
pub(super) fn solutions_dir() -> Result<PathBuf, String> {
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
