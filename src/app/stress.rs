//! `judge stress`: the command around [`crate::stress`]: the problem and program resolved, the
//! run watched, a failure shown and saved.

use super::{
    bundled_packages, compile, containment_line, labels, unknown_problem, PlanError,
    EXIT_ALL_ACCEPTED, EXIT_SOME_FAILED, EXIT_USAGE,
};
use crate::judge::JudgeError;
use crate::problem::{self, Found, Package};
use crate::report::Console;
use crate::run::{self, Program};
use crate::source::{self, Commands};
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
