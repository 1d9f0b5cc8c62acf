//! `judge stress`: the command around [`crate::stress`]: the problem and program resolved, the
//! run watched, a failure shown and saved.

use super::{bundled_packages, compile, containment_line, CliError, Exit, Outcome, PlanError};
use crate::judge::JudgeError;
use crate::problem::{self, Package, Unresolved};
use crate::puzzles::{Generator, Puzzle};
use crate::report::Console;
use crate::run::{self, Program};
use crate::source::{self, Commands};
use crate::stress::Stress;
use crate::trace::counted;
use std::path::{Path, PathBuf};
use std::time::Duration;

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
            jobs: super::default_jobs(),
        }
    }
}

/// `judge stress`: every input passed, or one failed (it is shown and saved) or the source
/// does not compile, or stopped by a signal; an error for bad usage, said before anything runs.
pub fn stress(request: &StressRequest) -> Outcome {
    run::catch_interrupts();
    let (source, problem) = arguments(request)?;
    let packages = bundled_packages()?;
    let package = stressed_package(&packages, problem)?;
    let puzzle = crate::puzzles::by_name(&package.solution)
        .ok_or_else(|| format!("{} has no puzzle module", package.label()))?;
    let generator = generator_of(&packages, package, puzzle)?;
    let console = Console::for_stdout();
    console.line(&containment_line());
    let (program, jvm) = match program_of(request, source, &console) {
        Ok(program) => program,
        Err(why) => return why.ending(&console, false),
    };
    run::preflight(&program)
        .map_err(|why| format!("cannot run `{}`: {}", program.describe(), why))?;
    // A JVM is stressed under the limits it is judged under.
    let limits = package.limits_for(jvm);
    let package = &Package {
        time_limit: limits.time,
        memory_kib: limits.memory_kib,
        ..package.clone()
    };
    // …and run as it is judged: the judges' heap on its command line (see `plan`).
    let (program, java) = if jvm {
        let heap_kib = problem::jvm_heap_kib(limits.memory_kib);
        let sized = source::with_java_heap(&program, heap_kib);
        let said = super::plan::java_heading(&program, &sized, heap_kib);
        (sized, format!("; {}", said))
    } else {
        (program, String::new())
    };
    let seed = request.seed.unwrap_or_else(seed_from_clock);
    console.heading(&format!(
        "stress {} with seed {} ({}: {}, {}{}, {}{})",
        package.label(),
        seed,
        package.judge,
        limits.time_text,
        limits.memory_text,
        limits
            .why
            .map_or(String::new(), |why| format!(" ({})", why)),
        package.checker_name,
        java
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
    watch_and_show(&console, request, &setup)
}

/// SOURCE PROBLEM, or (with `--cmd`) PROBLEM alone.
fn arguments(request: &StressRequest) -> Result<(Option<&String>, &String), String> {
    match (&request.command, request.targets.as_slice()) {
        (Some(_), [problem]) => Ok((None, problem)),
        (None, [source, problem]) => Ok((Some(source), problem)),
        _ => Err(
            "give a source and a problem (judge stress my.cpp P1379), or --cmd 'COMMAND' PROBLEM"
                .to_string(),
        ),
    }
}

/// The bundled package stressed: stress makes inputs, so a folder of cases will not do.
fn stressed_package<'a>(packages: &'a [Package], problem: &str) -> Result<&'a Package, String> {
    match problem::resolve(packages, problem) {
        Ok(package) => Ok(package),
        Err(Unresolved::Unknown(..)) if Path::new(problem).is_dir() => Err(format!(
            "{} is a folder of cases: stress needs one of the bundled problems, whose inputs it can make (judge --list)",
            problem
        )),
        Err(why) => Err(why.to_string()),
    }
}

/// The inputs' maker for `package`; none for our own tolerance cases.
fn generator_of(
    packages: &[Package],
    package: &Package,
    puzzle: &dyn Puzzle,
) -> Result<Box<dyn Generator>, String> {
    puzzle.generator(&package.name).ok_or_else(|| {
        let judges: Vec<String> = packages
            .iter()
            .filter(|p| p.solution == package.solution && p.name != package.name)
            .filter(|p| puzzle.generator(&p.name).is_some())
            .map(Package::label)
            .collect();
        format!(
            "{} holds our own tolerance cases, which no judge gives: stress one of {}",
            package.label(),
            judges.join(", ")
        )
    })
}

/// The program stressed, and whether it runs on a JVM: the command, or the source compiled.
fn program_of(
    request: &StressRequest,
    source: Option<&String>,
    console: &Console,
) -> Result<(Program, bool), PlanError> {
    match (source, &request.command) {
        (_, Some(command)) => Ok((Program::Shell(command.clone()), source::is_java(command))),
        (Some(path), None) => {
            let path = Path::new(path);
            let program = compile(path, &request.commands, false, console)?;
            Ok((program, source::runs_on_jvm(path, &request.commands)))
        }
        (None, None) => unreachable!("checked with the arguments"),
    }
}

/// Runs the stress test with its live line, then shows what it found.
fn watch_and_show(console: &Console, request: &StressRequest, setup: &Stress) -> Outcome {
    let names = setup.generator.levels();
    let mut watch = StressWatch {
        console,
        names: &names,
    };
    let outcome = match crate::stress::run(setup, &mut watch) {
        Ok(outcome) => outcome,
        Err(JudgeError::Interrupted(signal)) => {
            console.note(&format!(
                "judge stress: stopped by {}",
                run::signal_name(signal)
            ));
            return Ok(Exit::Stopped(signal));
        }
        Err(error) => return Err(CliError::Usage(error.to_string())),
    };
    match &outcome.failure {
        None => {
            show_passed(console, &outcome, &names);
            Ok(Exit::AllAccepted)
        }
        Some(failure) => {
            let received = crate::stress::output_of(setup, &failure.input).unwrap_or_default();
            let shown = Shown {
                request,
                package: setup.package,
                seed: setup.seed,
                names: &names,
            };
            show_failure(console, &shown, failure, &received);
            Ok(Exit::SomeFailed)
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

/// `bytes` shown line by line exactly as they are (two spaces of indent before each), so that
/// an input copied from the terminal is the input; only what would be invisible or would move
/// the terminal is marked, and a note under the lines says how.
fn show_lines(console: &Console, title: &str, bytes: &[u8]) {
    console.line(title);
    let lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    // The piece after the last newline is a line only where it holds something.
    let lines = match lines.split_last() {
        Some((&[], before)) => before,
        _ => &lines[..],
    };
    let mut marks = Vec::new();
    for line in lines.iter().take(SHOWN_LINES) {
        let (shown, used) = shown_exactly(line);
        for mark in used {
            if !marks.contains(&mark) {
                marks.push(mark);
            }
        }
        console.line(&format!("  {}", shown));
    }
    if lines.len() > SHOWN_LINES {
        console.line(&format!("  … {} more lines", lines.len() - SHOWN_LINES));
    }
    if lines.is_empty() {
        console.line("  (nothing)");
    }
    if !bytes.is_empty() && !bytes.ends_with(b"\n") {
        marks.push("no newline after the last line");
    }
    if !marks.is_empty() {
        console.line(&format!("  (marked: {})", marks.join(", ")));
    }
}

/// A line as it is, but for what the terminal would not show: a space at its end `␠`, a tab
/// `\t`, a carriage return `\r`, another control character or a byte that is not UTF-8
/// escaped; and the marks used, in words.
fn shown_exactly(line: &[u8]) -> (String, Vec<&'static str>) {
    let text = String::from_utf8_lossy(line);
    let kept = text.trim_end_matches(' ');
    let trailing = text.len() - kept.len();
    let mut shown = String::new();
    let mut used = Vec::new();
    let mut mark = |shown: &mut String, text: &str, why: &'static str| {
        shown.push_str(text);
        if !used.contains(&why) {
            used.push(why);
        }
    };
    for c in kept.chars() {
        match c {
            '\t' => mark(&mut shown, "\\t", "\\t a tab"),
            '\r' => mark(&mut shown, "\\r", "\\r a carriage return"),
            '\u{fffd}' => mark(&mut shown, "\u{fffd}", "\u{fffd} a byte that is not UTF-8"),
            c if c.is_control() => {
                let escaped = c.escape_default().to_string();
                mark(&mut shown, &escaped, "\\u{…} a control character")
            }
            c => shown.push(c),
        }
    }
    for _ in 0..trailing {
        mark(&mut shown, "␠", "␠ a space at the end of a line");
    }
    (shown, used)
}

/// What a failure is shown with: the request, the package, the seed, the levels' names.
struct Shown<'a> {
    request: &'a StressRequest,
    package: &'a Package,
    seed: u64,
    names: &'a [String],
}

fn show_failure(
    console: &Console,
    shown: &Shown,
    failure: &crate::stress::Failure,
    received: &[u8],
) {
    let levels: Vec<&str> = failure
        .items
        .iter()
        .map(|i| shown.names[i.level].as_str())
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
    save_failure(console, shown, failure);
    console.line(&format!("the same inputs again: --seed {}", shown.seed));
}

/// Saves the failing input and its answer, and says how to judge them again.
fn save_failure(console: &Console, shown: &Shown, failure: &crate::stress::Failure) {
    let (request, package) = (shown.request, shown.package);
    // A folder per package, with the package's own problem.txt: judged again, the saved case
    // meets the same rule, limits and file I/O as the stress run did, so the verdict repeats.
    let folder = request.save.join(format!("stress-{}", package.name));
    let stem = format!("seed-{}", shown.seed);
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
}
