//! `judge`: the command line. It only parses arguments and hands the request to the library
//! (`bfs_puzzles::app`), where tests call the same code. `judge --help` lists the options.

use bfs_puzzles::app::{
    self, ContestExportRequest, ContestRequest, ExportRequest, JudgeRequest, Outcome,
    StressRequest, TraceRequest, EXIT_USAGE,
};
use bfs_puzzles::compare::Comparison;
use bfs_puzzles::contest::export::Target;
use bfs_puzzles::editions::Language;
use bfs_puzzles::export::Format;
use bfs_puzzles::judge::Checker;
use bfs_puzzles::listen::ListenRequest;
use bfs_puzzles::paste::PasteRequest;
use std::path::PathBuf;
use std::process::exit;
use std::time::Duration;

const USAGE: &str = "\
usage:
  judge                            every bundled problem, each with our own solution
  judge NAME...                    a solution's problems (nine_grid) or one problem (P1379)
  judge SOURCE PROBLEM             your source file, compiled, on one problem (or a folder)
  judge --cmd 'COMMAND' PROBLEM    any command line on one problem (or a folder)
  judge --list [--wide]            every problem: names, judge, limits, rule, cases, fitted
                                   to the terminal (--wide: every line whole)
  judge stress SOURCE PROBLEM      look for the smallest input on which SOURCE is wrong
                                   (or: judge stress --cmd 'COMMAND' PROBLEM)
  judge trace PROBLEM INPUT...     what our solution does on INPUT (- reads stdin):
                                   the path board by board and the search's layers
  judge export PROBLEM --to FORMAT [--out PATH] [--force]
                                   the problem as a package to import into a judge:
                                   kattis (a folder, or PATH.zip), hydro, qduoj (zips),
                                   hustoj (FPS XML); PATH a new name or a folder (default .);
                                   --force replaces an export already there
  judge paste PROBLEM [--lang L]   print the file to paste for PROBLEM, L one of rust, cpp
                                   (c++), java, python (py, python3) (default: Rust where
                                   the judge takes it, else C++)
  judge listen [--port N] [--dir DIR]
                                   receive problems from the browser extension Competitive
                                   Companion (add port N, default 11379, to its custom
                                   ports) and save each as a package that judge SOURCE NAME
                                   finds (default DIR: bfs-puzzles/received in your data
                                   folder; another DIR is judged by path)
  judge contest DIR [--only NAME[/PROB]]... [--jobs N] [--json]
                                   a mock contest: every contestant's every problem in
                                   DIR (contest.txt, source/NAME/PROB.cpp), the table, and
                                   DIR/results.html, DIR/results.csv; only what changed
                                   since the last run is judged (--only: judged again)
  judge contest export DIR --to domjudge|hydro [--out PATH]
                                   the contest for DOMjudge (contest.yaml, problems.yaml,
                                   problemset.yaml for older releases, a Kattis folder per
                                   problem) or Hydro (a zip per problem
                                   with the contest's subtasks); PATH a new folder (default
                                   DIR-domjudge or DIR-hydro beside DIR)
options:
  --time-limit SECONDS             CPU time per case (default: the problem's, else 2)
  --wall-limit SECONDS             a plain wall-clock limit per case (default: none; an
                                   idle cap and a far wall-clock safety net end sleepers)
  --memory-limit MIB               all the program's processes together (default: the
                                   problem's, else 256)
  --jobs N                         cases in parallel (default: cores)
  --case PATTERN                   only cases whose name contains PATTERN; =NAME for one
                                   name exactly (repeatable)
  --stop-on-fail                   stop at the first case that is not AC
  --exact | --tokens               comparison other than the problem's rule (one of them)
  --checker 'COMMAND'              external checker: COMMAND input output answer, exit 0 = AC
  --checker-time-limit SECONDS     for the external checker, per case, default 10
  --checker-memory-limit MIB       for the external checker, default 1024
  --compile 'CMD' | --run 'CMD'    how to build and start SOURCE ({src}, {out})
  --lang python3.8                 the Python a .py SOURCE runs under (python3.11, pypy3…;
                                   found on PATH or in pyenv's versions; default: the
                                   judge's own where the problem names it, else python3)
  --file-io NAME                   the program may read NAME.in and write NAME.out
  --json                           one JSON document on stdout instead of the table
  --version                        the judge's version
stress options:
  --seed N                         the inputs' seed (default: from the clock; always shown)
  --count N                        inputs to try (default: as many as the time budget allows)
  --time-budget SECONDS            default 60
  --save DIR                       a failing input goes to DIR/stress-PACKAGE/ with the
                                   package's problem.txt (default: .)
  --jobs N, --cmd, --compile, --run   as for judging
trace options:
  --svg FILE                       also draw the search's layers as an SVG chart
  --html FILE                      also write a study page to step through in a browser
exit status: 0 every case AC, 1 some case not AC (or a compile error), 2 usage or testdata
             error, 130/143/129 stopped by SIGINT/SIGTERM/SIGHUP; contest: 0 when the
             results are written";

/// The longest time limit accepted, in seconds: a day.
const MAX_SECONDS: f64 = 86_400.0;
/// The largest memory limit accepted, in MiB: a TiB.
const MAX_MIB: f64 = 1_048_576.0;
/// The most cases run at once.
const MAX_JOBS: usize = 1_024;

/// What the command line asks for.
enum Command {
    Judge(Box<JudgeRequest>),
    /// `--list`, and `--wide`: every line whole.
    List(bool),
    Stress(Box<StressRequest>),
    Trace(TraceRequest),
    Export(ExportRequest),
    Paste(PasteRequest),
    Listen(ListenRequest),
    Contest(ContestRequest),
    ContestExport(ContestExportRequest),
}

/// The value of an option, given as `--name value` or `--name=value`.
struct Arguments {
    args: std::vec::IntoIter<String>,
}

impl Arguments {
    /// The next argument: `(name, inline value)` for an option, `(argument, None)` otherwise.
    fn next(&mut self) -> Option<(String, Option<String>)> {
        let arg = self.args.next()?;
        Some(match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => {
                (name.to_string(), Some(value.to_string()))
            }
            _ => (arg, None),
        })
    }

    fn value(&mut self, name: &str, inline: &mut Option<String>) -> Result<String, String> {
        match inline.take() {
            Some(value) => Ok(value),
            None => self.args.next().ok_or(format!("{} needs a value", name)),
        }
    }
}

/// `--help` anywhere: the usage on stdout, and nothing else done.
fn show_help() -> ! {
    println!("{}", USAGE);
    exit(0)
}

fn parse_trace(mut args: Arguments) -> Result<Command, String> {
    let mut request = TraceRequest::default();
    while let Some((name, mut inline)) = args.next() {
        match name.as_str() {
            "-h" | "--help" => show_help(),
            "--svg" => request.svg = Some(args.value(&name, &mut inline)?.into()),
            "--html" => request.html = Some(args.value(&name, &mut inline)?.into()),
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option for trace: {}", flag))
            }
            _ if request.problem.is_empty() => request.problem = name,
            _ => request.input.push(name),
        }
    }
    if request.problem.is_empty() {
        return Err(
            "trace needs a problem and an input: judge trace nine_grid 12345678. 8672543.1"
                .to_string(),
        );
    }
    Ok(Command::Trace(request))
}

fn parse_paste(mut args: Arguments) -> Result<Command, String> {
    let mut request = PasteRequest::default();
    while let Some((name, mut inline)) = args.next() {
        match name.as_str() {
            "-h" | "--help" => show_help(),
            "--lang" => {
                let text = args.value(&name, &mut inline)?;
                request.language = Some(Language::from_name(&text).ok_or(format!(
                    "--lang takes rust, cpp (c++), java or python (py, python3), not `{}`",
                    text
                ))?);
            }
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option for paste: {}", flag))
            }
            _ if request.problem.is_empty() => request.problem = name,
            _ => return Err("paste takes one problem: judge paste PREV-19 --lang cpp".to_string()),
        }
    }
    if request.problem.is_empty() {
        return Err("paste needs a problem: judge paste PREV-19 --lang cpp".to_string());
    }
    Ok(Command::Paste(request))
}

fn parse_stress(mut args: Arguments) -> Result<Command, String> {
    let mut request = StressRequest::default();
    while let Some((name, mut inline)) = args.next() {
        let mut value = || args.value(&name, &mut inline);
        match name.as_str() {
            "-h" | "--help" => show_help(),
            "--cmd" => request.command = Some(value()?),
            "--compile" => request.commands.compile = Some(value()?),
            "--run" => request.commands.run = Some(value()?),
            "--seed" => {
                let text = value()?;
                request.seed = Some(
                    text.trim()
                        .parse()
                        .map_err(|_| format!("--seed takes a whole number, not `{}`", text))?,
                )
            }
            "--count" => request.count = Some(whole(&value()?, &name, 100_000_000)?),
            "--time-budget" => request.time_budget = duration(&value()?, &name)?,
            "--save" => request.save = value()?.into(),
            "--jobs" => request.jobs = whole(&value()?, &name, MAX_JOBS)?,
            flag if flag.starts_with('-') && flag.len() > 1 => {
                return Err(format!("unknown option for stress: {}", flag))
            }
            _ => request.targets.push(name),
        }
    }
    Ok(Command::Stress(Box::new(request)))
}

fn parse_export(mut args: Arguments) -> Result<Command, String> {
    let (mut problem, mut format, mut out) = (None, None, ".".to_string());
    let mut force = false;
    while let Some((name, mut inline)) = args.next() {
        let mut value = || args.value(&name, &mut inline);
        match name.as_str() {
            "-h" | "--help" => show_help(),
            "--to" => {
                let text = value()?;
                format = Some(Format::from_name(&text).ok_or(format!(
                    "--to takes kattis, hydro, qduoj or hustoj, not `{}`",
                    text
                ))?)
            }
            "--out" => out = value()?,
            "--force" => force = true,
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option for export: {}", flag))
            }
            _ if problem.is_none() => problem = Some(name),
            _ => return Err(format!("export takes one problem; `{}` is a second", name)),
        }
    }
    match (problem, format) {
        (Some(problem), Some(format)) => Ok(Command::Export(ExportRequest {
            problem,
            format,
            out: out.into(),
            force,
        })),
        _ => Err("export needs a problem and a format: judge export P1379 --to kattis".to_string()),
    }
}

fn parse_listen(mut args: Arguments) -> Result<Command, String> {
    let mut request = ListenRequest::default();
    while let Some((name, mut inline)) = args.next() {
        let mut value = || args.value(&name, &mut inline);
        match name.as_str() {
            "-h" | "--help" => show_help(),
            "--port" => request.port = whole(&value()?, &name, 65_535)? as u16,
            "--dir" => request.dir = Some(value()?.into()),
            _ => {
                return Err(format!(
                    "listen takes --port N and --dir DIR, not `{}`",
                    name
                ))
            }
        }
    }
    Ok(Command::Listen(request))
}

fn parse_contest_export(mut args: Arguments) -> Result<Command, String> {
    let (mut dir, mut out, mut format) = (None, None, None);
    while let Some((name, mut inline)) = args.next() {
        let mut value = || args.value(&name, &mut inline);
        match name.as_str() {
            "-h" | "--help" => show_help(),
            "--to" => format = Some(value()?),
            "--out" => out = Some(PathBuf::from(value()?)),
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option for contest export: {}", flag))
            }
            _ if dir.is_none() => dir = Some(PathBuf::from(name)),
            _ => {
                return Err(format!(
                    "contest export takes one folder; `{}` is a second",
                    name
                ))
            }
        }
    }
    let target = match format {
        Some(name) => Target::from_name(&name).ok_or(format!(
            "contest export --to takes domjudge or hydro, not `{}`",
            name
        ))?,
        None => return Err("contest export needs --to domjudge or --to hydro".to_string()),
    };
    let dir = dir.ok_or(
        "contest export needs the contest's folder: judge contest export DIR --to domjudge",
    )?;
    Ok(Command::ContestExport(ContestExportRequest {
        dir,
        target,
        out,
    }))
}

fn parse_contest(mut args: Arguments) -> Result<Command, String> {
    if args.args.as_slice().first().map(String::as_str) == Some("export") {
        args.args.next();
        return parse_contest_export(args);
    }
    let mut request = ContestRequest::default();
    let mut dir = None;
    while let Some((name, mut inline)) = args.next() {
        let mut value = || args.value(&name, &mut inline);
        match name.as_str() {
            "-h" | "--help" => show_help(),
            "--jobs" => request.jobs = whole(&value()?, &name, MAX_JOBS)?,
            "--only" => request.only.push(value()?),
            "--json" => request.json = true,
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option for contest: {}", flag))
            }
            _ if dir.is_none() => dir = Some(name),
            _ => return Err(format!("contest takes one folder; `{}` is a second", name)),
        }
    }
    request.dir = dir
        .ok_or("contest needs the contest's folder: judge contest DIR (with DIR/contest.txt)")?
        .into();
    Ok(Command::Contest(request))
}

/// The commands besides judging.
const COMMANDS: [&str; 6] = ["stress", "trace", "export", "paste", "listen", "contest"];

/// The options that take a value as the next argument.
const WITH_VALUE: [&str; 23] = [
    "--cmd",
    "--compile",
    "--run",
    "--file-io",
    "--time-limit",
    "--memory-limit",
    "--checker",
    "--checker-time-limit",
    "--checker-memory-limit",
    "--jobs",
    "--case",
    "--lang",
    "--seed",
    "--count",
    "--time-budget",
    "--save",
    "--svg",
    "--html",
    "--to",
    "--out",
    "--port",
    "--dir",
    "--only",
];

/// The arguments with the command first, where options came before it
/// (`judge --lang cpp paste X` is `judge paste --lang cpp X`).
fn command_first(mut args: Vec<String>) -> Vec<String> {
    let mut i = 0;
    while i < args.len() && args[i].starts_with('-') {
        i += if WITH_VALUE.contains(&args[i].as_str()) {
            2
        } else {
            1
        };
    }
    if i < args.len() && i > 0 && COMMANDS.contains(&args[i].as_str()) {
        let command = args.remove(i);
        args.insert(0, command);
    }
    args
}

fn parse(args: Vec<String>) -> Result<Command, String> {
    let mut args = Arguments {
        args: command_first(args).into_iter(),
    };
    match args.args.as_slice().first().map(String::as_str) {
        Some("stress") => {
            args.args.next();
            return parse_stress(args);
        }
        Some("trace") => {
            args.args.next();
            return parse_trace(args);
        }
        Some("export") => {
            args.args.next();
            return parse_export(args);
        }
        Some("paste") => {
            args.args.next();
            return parse_paste(args);
        }
        Some("listen") => {
            args.args.next();
            return parse_listen(args);
        }
        Some("contest") => {
            args.args.next();
            return parse_contest(args);
        }
        _ => {}
    }
    let mut request = JudgeRequest::default();
    let (mut list, mut wide) = (false, false);
    while let Some((name, mut inline)) = args.next() {
        let mut value = || args.value(&name, &mut inline);
        match name.as_str() {
            "-h" | "--help" => show_help(),
            "-V" | "--version" => {
                println!("judge {} (bfs-puzzles)", env!("CARGO_PKG_VERSION"));
                exit(0);
            }
            "--list" => list = true,
            "--wide" => wide = true,
            "--cmd" => request.command = Some(value()?),
            "--compile" => request.commands.compile = Some(value()?),
            "--run" => request.commands.run = Some(value()?),
            "--lang" => request.language = Some(value()?),
            "--file-io" => request.file_io = Some(value()?),
            "--time-limit" => request.time_limit = Some(duration(&value()?, &name)?),
            "--wall-limit" => request.wall_limit = Some(duration(&value()?, &name)?),
            "--checker-time-limit" => request.checker_time = duration(&value()?, &name)?,
            "--checker-memory-limit" => {
                let mib = positive(&value()?, &name, MAX_MIB)?;
                request.checker_memory_kib = (mib * 1024.0).round() as u64;
            }
            "--memory-limit" => {
                let mib = positive(&value()?, &name, MAX_MIB)?;
                request.memory_kib = Some((mib * 1024.0).round() as u64);
            }
            "--jobs" => request.jobs = whole(&value()?, &name, MAX_JOBS)?,
            "--case" => request.case_patterns.push(value()?),
            "--stop-on-fail" => request.stop_on_fail = true,
            "--exact" => rule(
                &mut request.checker,
                &name,
                Checker::Compare(Comparison::Exact),
            )?,
            "--tokens" => rule(
                &mut request.checker,
                &name,
                Checker::Compare(Comparison::Tokens),
            )?,
            "--checker" => rule(&mut request.checker, &name, Checker::External(value()?))?,
            "--json" => request.json = true,
            flag if flag.starts_with('-') && flag.len() > 1 => {
                return Err(format!("unknown option {}", flag))
            }
            _ => request.targets.push(name),
        }
    }
    if list {
        return Ok(Command::List(wide));
    }
    if wide {
        return Err("--wide goes with --list: judge --list --wide".to_string());
    }
    Ok(Command::Judge(Box::new(request)))
}

/// `--exact`, `--tokens`, `--checker`: one rule, given once.
fn rule(checker: &mut Option<Checker>, name: &str, rule: Checker) -> Result<(), String> {
    match checker {
        Some(given) if *given != rule => Err(format!(
            "{} and {} are two comparison rules; give one",
            option_of(given),
            name
        )),
        _ => {
            *checker = Some(rule);
            Ok(())
        }
    }
}

/// The option that gives `checker`.
fn option_of(checker: &Checker) -> &'static str {
    match checker {
        Checker::Compare(Comparison::Exact) => "--exact",
        Checker::Compare(Comparison::Tokens) => "--tokens",
        _ => "--checker",
    }
}

/// A positive, finite number of at most `max`.
fn positive(text: &str, name: &str, max: f64) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(n) if n.is_finite() && n > 0.0 && n <= max => Ok(n),
        _ => Err(format!(
            "{} takes a positive number up to {}, not `{}`",
            name, max, text
        )),
    }
}

fn duration(text: &str, name: &str) -> Result<Duration, String> {
    positive(text, name, MAX_SECONDS).map(Duration::from_secs_f64)
}

/// A whole number from 1 to `max`.
fn whole(text: &str, name: &str, max: usize) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!(
            "{} takes a whole number from 1 to {}, not `{}`",
            name, max, text
        )),
    }
}

fn main() {
    let command = match parse(std::env::args().skip(1).collect()) {
        Ok(command) => command,
        Err(message) => {
            // The one thing that is wrong, and where the rest is: not the whole usage.
            eprintln!(
                "judge: {}\n(judge --help shows every command and option)",
                message
            );
            exit(EXIT_USAGE);
        }
    };
    let (name, outcome): (&str, Outcome) = match command {
        Command::Judge(request) => ("judge", app::judge(&request)),
        Command::List(wide) => ("judge", app::list(wide)),
        Command::Stress(request) => ("judge stress", app::stress(&request)),
        Command::Trace(request) => ("judge trace", app::trace(&request)),
        Command::Export(request) => ("judge export", app::export(&request)),
        Command::Paste(request) => ("judge paste", bfs_puzzles::paste::paste(&request)),
        Command::Listen(request) => ("judge listen", bfs_puzzles::listen::listen(&request)),
        Command::Contest(request) => ("judge contest", app::contest(&request)),
        Command::ContestExport(request) => ("judge contest export", app::contest_export(&request)),
    };
    // The one place a command's ending becomes the exit status.
    exit(match outcome {
        Ok(ending) => ending.status(),
        Err(error) => {
            let _ = std::io::Write::flush(&mut std::io::stdout());
            eprintln!("{}", error.message(name));
            EXIT_USAGE
        }
    });
}
