//! The editions (`editions/`): each listed file compiled with every build of its language
//! (`bfs_puzzles::editions::Language::builds`, warnings as errors) and judged like a
//! contestant's file (`judge SOURCE PROBLEM`: the source compiled by `source::prepare`, the
//! cases judged under the package's limits, rule and file I/O) on every package its manifest
//! line claims; the manifest and the files agree; every header has the same keys.
//!
//! A missing compiler skips its language with a printed reason, unless `CI` is set: then it
//! fails, since `.ci/run` installs them.

use crate::common;

use bfs_puzzles::cases;
use bfs_puzzles::editions::{self, Build, Edition, Language, HEADER_KEYS};
use bfs_puzzles::judge::{judge_cases, CaseReport, Session, Silent, Verdict};
use bfs_puzzles::problem::{self, Package};
use bfs_puzzles::run::Program;
use bfs_puzzles::source::{self, Commands};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::RwLock;

fn manifest() -> Vec<Edition> {
    editions::manifest(&editions::root()).expect("the manifest reads")
}

fn packages() -> Vec<Package> {
    problem::all(&common::judging::manifest_dir().join("testdata")).expect("testdata reads")
}

/// True when `tool` runs (`tool --version`); otherwise says why it is skipped, or fails in CI.
fn tool_present(tool: &str, language: Language) -> bool {
    let runs = Command::new(tool)
        .arg("--version")
        .output()
        .map_or(false, |o| o.status.success());
    if !runs {
        assert!(
            !common::in_ci(),
            "CI is set but {} is missing ({})",
            tool,
            language
        );
        eprintln!(
            "skipped: the {} editions need {}, which is not here",
            language, tool
        );
    }
    runs
}

/// The first word of the build's compile (or run) command: the tool it needs.
fn tool_of(build: &Build) -> &'static str {
    build
        .compile
        .unwrap_or(build.run)
        .split_whitespace()
        .next()
        .unwrap_or("")
}

/// The edition built as `build` would build it, or the compiler's message.
///
/// One build of a file at a time in this binary: the tests that build the same file the same
/// way (a language's judging and its garbage test, next to each other in the harness's order)
/// start together, and on a fresh clone each would compile it, since `source::prepare`'s cache
/// holds a build only once it is done; the second now waits and finds it there.
fn built(edition: &Edition, build: &Build) -> Result<Program, String> {
    type Gates = std::collections::HashMap<(String, String), std::sync::Arc<std::sync::Mutex<()>>>;
    static BUILDING: std::sync::Mutex<Option<Gates>> = std::sync::Mutex::new(None);
    let gate = BUILDING
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .get_or_insert_with(Gates::new)
        .entry((edition.file.clone(), build.name.to_string()))
        .or_default()
        .clone();
    let _one_at_a_time = gate.lock().unwrap_or_else(|p| p.into_inner());
    let commands = Commands {
        compile: build.compile.map(str::to_string),
        run: Some(build.run.to_string()),
    };
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("editions-cache");
    source::prepare(
        &edition.path(&editions::root()),
        &commands,
        &cache,
        &mut |_| {},
    )
    .map_err(|e| e.to_string())
}

/// How much longer than the package's time limit the wall clock may run: a busy machine (2
/// cores, many jobs) stretches wall time several times over, so only a hang should trip it.
const WALL_ALLOWANCE: u32 = 10;

/// Held for reading by every judging of this binary, for writing by a case judged again alone.
///
/// Two cases side by side on this machine's two CPUs (two threads of one core) each take up
/// to twice the CPU time they take alone: CPU time is not free of load. A judge runs one
/// submission per CPU, so a case over its time limit is judged again with nothing else of this
/// binary running before it counts, and only that second verdict counts.
static ALONE: RwLock<()> = RwLock::new(());

/// The cases of `package` that `program` does not get AC on, judged as `judge SOURCE PROBLEM`
/// judges them: the package's memory limit (a JVM's where `jvm`), rule and file I/O, and its
/// time limit as the judges count it, in CPU time (wall time where CPU time is not measured);
/// the wall clock only stops a hang, at `WALL_ALLOWANCE` times the limit.
///
/// Plain cases are judged a few at a time, joined into one case (see [`joined_runs`]): one
/// process for several cases, since starting a JVM or an interpreter costs more than most
/// cases. A joined case that is AC within the time limit of one case stands for each of its
/// cases (each is a part of its run: no case alone takes more time or memory); any other is
/// judged again case by case, so a failure is reported, and decided, as before. A case over
/// its time limit is judged again alone (see [`ALONE`]).
///
/// In the quick suite every build is judged on the runs that hold a quick case
/// (`common::quick_cases`: every hand-written case, the nearest and deepest boards, the first
/// and last catching case), as the other tests judge a package; under `SWEEP=full`, which CI
/// runs, on every run. The other runs of a joined package are generated boards between those:
/// judging them in the quick suite cost the Java and Python editions about a quarter of their
/// CPU time (issue 29; docs/measurements.md, 2026-12-04 evening).
fn failures_on(program: &Program, package: &Package, jvm: bool) -> Vec<String> {
    let mut session = Session::new(program.clone(), package.checker.clone());
    let limits = package.limits_for(jvm);
    session.limits.time = limits.time * WALL_ALLOWANCE;
    session.limits.memory_kib = Some(limits.memory_kib);
    session.file_io = package.file_io.clone();
    let judge_now =
        |cases: &[cases::Case]| judge_cases(&session, cases, &mut Silent).expect("package judged");
    let over_time = |r: &CaseReport| {
        r.verdict == Verdict::TimeLimitExceeded || r.cpu.unwrap_or(r.wall) > package.time_limit
    };
    let judge = |cases: &[cases::Case]| {
        let reports = {
            let _side_by_side = ALONE.read().unwrap_or_else(|e| e.into_inner());
            judge_now(cases)
        };
        reports
            .into_iter()
            .zip(cases)
            .map(|(report, case)| match over_time(&report) {
                true => {
                    let _alone = ALONE.write().unwrap_or_else(|e| e.into_inner());
                    judge_now(std::slice::from_ref(case)).remove(0)
                }
                false => report,
            })
            .collect::<Vec<CaseReport>>()
    };
    let within_limit = |r: &CaseReport| r.verdict == Verdict::Accepted && !over_time(r);
    let mut reports = Vec::new();
    // Once a joined case fails, the program is taken not to read joined input (a judge's
    // single-board input, say, read as another judge's pairs): the rest are judged case by case
    // without trying, since each failed joined case costs one more start of the program.
    let mut joining = true;
    // The runs that hold a quick case (see above); of a run judged case by case (a package
    // whose cases cannot be joined, or a program that does not read joined input), only its
    // quick cases. A joined run that fails has all its parts judged, so the failure is named.
    let quick = common::quick_cases_in(&package.dir);
    for (joined, parts) in joined_runs(package) {
        if !parts.iter().any(|c| quick.contains(c)) {
            continue;
        }
        match joined.filter(|_| joining) {
            Some(joined) => {
                joining = within_limit(&judge(&[joined])[0]);
                if !joining {
                    reports.extend(judge(&parts));
                }
            }
            None => {
                let kept: Vec<cases::Case> =
                    parts.into_iter().filter(|c| quick.contains(c)).collect();
                if !kept.is_empty() {
                    reports.extend(judge(&kept));
                }
            }
        }
    }
    reports
        .into_iter()
        .filter_map(|r| {
            let time = r.cpu.unwrap_or(r.wall);
            if r.verdict != Verdict::Accepted {
                Some(format!("{} {}: {}", r.verdict, r.name, r.message))
            } else if time > package.time_limit {
                Some(format!(
                    "TLE {}: {} ms of CPU time, over the {} ms limit",
                    r.name,
                    time.as_millis(),
                    package.time_limit.as_millis()
                ))
            } else {
                None
            }
        })
        .collect()
}

/// Cases joined into one run at most: few enough that the joined run stays far inside one
/// case's time limit in every language (a case of a single-board judge takes milliseconds).
const JOINED_CASES: usize = 16;

/// Input bytes joined into one run at most: a many-board case (HDU's) is judged alone.
const JOINED_BYTES: usize = 1024;

/// A joined case and the cases it stands for, or no joined case and one case alone.
type Run = (Option<cases::Case>, Vec<cases::Case>);

/// The package's cases in runs, made once per package and test binary (every edition and build
/// of the package is judged on the same runs): see [`runs_of`].
fn joined_runs(package: &Package) -> Vec<Run> {
    type Made = std::collections::HashMap<PathBuf, Vec<Run>>;
    static MADE: std::sync::Mutex<Option<Made>> = std::sync::Mutex::new(None);
    let mut made = MADE.lock().unwrap_or_else(|p| p.into_inner());
    made.get_or_insert_with(Made::new)
        .entry(package.dir.clone())
        .or_insert_with(|| {
            let cases = cases::discover(&package.dir).expect("cases");
            // Not emptied first (another run of this test may be reading it): every joined
            // case is written again, whole.
            let scratch = Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join("editions-joined")
                .join(package.label().replace('/', "-"));
            runs_of(package, &cases, &scratch)
        })
        .clone()
}

/// `cases` in runs: a joined case (written under `scratch`) with the cases it stands for, or
/// no joined case and one case alone. Joined are plain cases only, inputs and answers of whole
/// clean lines (the odd spacing, CRLF and broken input of other cases are judged alone, as
/// they are), of a package read from stdin, when our own solution gets AC on the joined case:
/// the joined input is then one valid input of the puzzle meaning those cases in turn (it is
/// not for a judge that reads one lone token, or a count first).
fn runs_of(package: &Package, cases: &[cases::Case], scratch: &Path) -> Vec<Run> {
    let read = |path: &Path| std::fs::read(path).expect("case readable");
    // Single spaces between tokens, none at either end of a line, no empty line, no CR or tab.
    let plain = |text: &[u8]| {
        text.ends_with(b"\n")
            && text[..text.len() - 1].split(|&b| b == b'\n').all(|line| {
                line.first().map_or(false, |&b| b != b' ')
                    && line.last().map_or(false, |&b| b != b' ')
                    && !line.windows(2).any(|pair| pair == b"  ")
                    && !line.iter().any(|&b| b == b'\r' || b == b'\t')
            })
    };
    let joinable = |case: &cases::Case| {
        let input = read(&case.input);
        input.len() <= JOINED_BYTES && plain(&input) && plain(&read(&case.answer))
    };
    let mut runs: Vec<Run> = Vec::new();
    let mut group: Vec<cases::Case> = Vec::new();
    // Once our own solution fails a joined case, the package's input is taken not to join (a
    // single-board judge's input, or 字串变换's rules, read to the end of the input): its other
    // groups are not tried, since a failed try of a long input can take our solution a second.
    let mut joins = true;
    let mut flush = |group: &mut Vec<cases::Case>, runs: &mut Vec<Run>| {
        if group.len() > 1 {
            let joined = match joins {
                true => join(package, group, scratch, runs.len()),
                false => None,
            };
            joins &= joined.is_some();
            runs.push((joined, std::mem::take(group)));
        } else {
            runs.extend(group.drain(..).map(|case| (None, vec![case])));
        }
    };
    for case in cases {
        if package.file_io.is_none() && joinable(case) {
            group.push(case.clone());
            let bytes: usize = group.iter().map(|c| read(&c.input).len()).sum();
            if group.len() == JOINED_CASES || bytes > JOINED_BYTES {
                flush(&mut group, &mut runs);
            }
        } else {
            flush(&mut group, &mut runs);
            runs.push((None, vec![case.clone()]));
        }
    }
    flush(&mut group, &mut runs);
    runs
}

/// `group` joined into one case `joined-NUMBER` under `scratch`, if our own solution (the
/// crate's binary, whose every case of the package is AC in tests/suite/testdata.rs) gets AC on it.
fn join(
    package: &Package,
    group: &[cases::Case],
    scratch: &Path,
    number: usize,
) -> Option<cases::Case> {
    let concat = |part: fn(&cases::Case) -> &PathBuf| -> Vec<u8> {
        group
            .iter()
            .flat_map(|case| std::fs::read(part(case)).expect("case readable"))
            .collect()
    };
    std::fs::create_dir_all(scratch).expect("scratch folder");
    let joined = cases::Case {
        name: format!("joined-{}", number),
        input: scratch.join(format!("joined-{}.in", number)),
        answer: scratch.join(format!("joined-{}.ans", number)),
    };
    // Written whole under a name of this process's, then renamed into place: another process
    // of this test (two runs at once) may be writing or reading the same, identical, file.
    for (path, bytes) in [
        (&joined.input, concat(|c| &c.input)),
        (&joined.answer, concat(|c| &c.answer)),
    ] {
        let part = path.with_extension(format!("part-{}", std::process::id()));
        std::fs::write(&part, bytes).expect("joined case written");
        std::fs::rename(&part, path).expect("joined case moved into place");
    }
    let ours = Path::new(env!("CARGO_BIN_EXE_judge")).with_file_name(&package.solution);
    let mut session = Session::new(Program::binary(ours), package.checker.clone());
    session.limits.time = package.time_limit * WALL_ALLOWANCE;
    let report = judge_cases(&session, std::slice::from_ref(&joined), &mut Silent)
        .expect("joined case judged");
    (report[0].verdict == Verdict::Accepted).then_some(joined)
}

/// Every edition of `language`, with every build, on every package it claims; one message per
/// failure, all collected before the test fails.
fn assert_editions_accepted(language: Language) {
    assert_accepted_with(language, language.builds());
}

/// Every edition of `language` built each of the ways `builds` gives, on every package it claims.
fn assert_accepted_with(language: Language, builds: &[Build]) {
    let listed: Vec<Edition> = manifest()
        .into_iter()
        .filter(|e| e.language == language)
        .collect();
    if listed.is_empty() {
        eprintln!("no {} editions listed yet", language);
        return;
    }
    let packages = packages();
    let mut failures = Vec::new();
    // Each edition built once per build, then judged on its packages: every edition and
    // package is independent of the others, so they are judged side by side.
    let mut judgings: Vec<(&Build, &Edition, Program, &Package)> = Vec::new();
    for build in builds {
        if !tool_present(tool_of(build), language) {
            return;
        }
        for edition in &listed {
            let program = match built(edition, build) {
                Ok(program) => program,
                Err(message) => {
                    failures.push(format!("{} with {}: {}", edition.file, build.name, message));
                    continue;
                }
            };
            for name in &edition.packages {
                let package = packages
                    .iter()
                    .find(|p| p.solution == edition.solution && &p.name == name)
                    .unwrap_or_else(|| {
                        panic!(
                            "{} claims a package {} that is not there",
                            edition.file, name
                        )
                    });
                judgings.push((build, edition, program.clone(), package));
            }
        }
    }
    let judged = common::in_parallel(&judgings, |(build, edition, program, package)| {
        let jvm = source::is_java(build.run);
        failures_on(program, package, jvm)
            .into_iter()
            .map(|failure| {
                format!(
                    "{} with {} on {}: {}",
                    edition.file,
                    build.name,
                    package.label(),
                    failure
                )
            })
            .collect::<Vec<String>>()
    });
    failures.extend(judged.into_iter().flatten());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn cpp_editions_are_accepted_on_every_package_they_claim_as_cpp98_cpp11_and_cpp17() {
    assert_editions_accepted(Language::Cpp);
}

#[test]
fn java_editions_are_accepted_on_every_package_they_claim() {
    assert_editions_accepted(Language::Java);
}

#[test]
fn python_editions_are_accepted_on_every_package_they_claim() {
    assert_editions_accepted(Language::Python);
}

/// Python 3.8 (Lanqiao's) on PATH or under pyenv, if this machine has one.
fn python38() -> Option<PathBuf> {
    let on_path = Command::new("python3.8")
        .arg("--version")
        .output()
        .map_or(false, |o| o.status.success());
    if on_path {
        return Some(PathBuf::from("python3.8"));
    }
    let versions = Path::new("/root/.pyenv/versions");
    let mut found: Vec<PathBuf> = std::fs::read_dir(versions)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("3.8"))
        .map(|e| e.path().join("bin/python3.8"))
        .filter(|p| p.is_file())
        .collect();
    found.sort();
    found.pop()
}

#[test]
fn python_editions_are_accepted_on_every_package_they_claim_under_python_3_8_too() {
    let python = match python38() {
        Some(python) => python,
        None => {
            eprintln!("skipped: no python3.8 here (Lanqiao's Python) to judge the editions with");
            return;
        }
    };
    // Leaked: a `Build` holds static text, and this one lives as long as the test anyway.
    let run: &'static str = Box::leak(format!("{} {{src}}", python.display()).into_boxed_str());
    let build = Build {
        name: "python3.8",
        compile: None,
        run,
    };
    assert_accepted_with(Language::Python, &[build]);
}

#[test]
fn python_editions_compile_under_python_3_8() {
    let listed: Vec<Edition> = manifest()
        .into_iter()
        .filter(|e| e.language == Language::Python)
        .collect();
    // Compiled in memory (compile(), not py_compile), so no __pycache__ is left in editions/.
    // Without a 3.8, python3 parses each file with 3.8's grammar (ast's feature_version), which
    // catches newer syntax (match, except*, ...) though not newer library calls.
    let (python, check) = match python38() {
        Some(python) => (
            python,
            "import sys; compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec')",
        ),
        None => {
            if !tool_present("python3", Language::Python) {
                return;
            }
            eprintln!("no python3.8 here: the editions' grammar is checked as 3.8's by python3");
            (
                PathBuf::from("python3"),
                "import ast, sys; ast.parse(open(sys.argv[1], 'rb').read(), sys.argv[1], \
                 feature_version=(3, 8))",
            )
        }
    };
    for edition in listed {
        let out = Command::new(&python)
            .args(["-c", check])
            .arg(edition.path(&editions::root()))
            .output()
            .expect("python runs");
        assert!(
            out.status.success(),
            "{} under Python 3.8: {}",
            edition.file,
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// The modules a Python edition may import: the standard library's, and only those the
/// editions need, so a pasted file runs on any judge's bare Python 3.8.
const PYTHON_MODULES: [&str; 6] = ["binascii", "collections", "itertools", "os", "sys", "zlib"];

#[test]
fn python_editions_import_only_the_standard_library() {
    for edition in manifest()
        .into_iter()
        .filter(|e| e.language == Language::Python)
    {
        let text = std::fs::read_to_string(edition.path(&editions::root())).expect("readable");
        for line in text.lines() {
            let module = match line.split_whitespace().collect::<Vec<_>>().as_slice() {
                ["import", module, ..] | ["from", module, "import", ..] => module.to_string(),
                _ => continue,
            };
            assert!(
                PYTHON_MODULES.contains(&module.split('.').next().unwrap_or("")),
                "{} imports {}, which is not in {:?}",
                edition.file,
                module,
                PYTHON_MODULES
            );
        }
    }
}

#[test]
fn every_listed_edition_exists_and_every_edition_file_is_listed() {
    let root = editions::root();
    let mut listed: Vec<String> = manifest().into_iter().map(|e| e.file).collect();
    listed.sort();
    assert_eq!(
        listed,
        editions::files_on_disk(&root),
        "editions/editions.txt and the files under editions/ differ"
    );
}

#[test]
fn every_claimed_package_belongs_to_the_editions_solution() {
    let packages = packages();
    for edition in manifest() {
        for name in &edition.packages {
            assert!(
                packages
                    .iter()
                    .any(|p| p.solution == edition.solution && &p.name == name),
                "{} claims {}, which testdata/{} does not have",
                edition.file,
                name,
                edition.solution
            );
        }
    }
}

#[test]
fn every_edition_opens_with_the_same_header_keys() {
    for edition in manifest() {
        let text = std::fs::read_to_string(edition.path(&editions::root())).expect("readable");
        assert_eq!(
            editions::header_keys(edition.language, &text),
            HEADER_KEYS,
            "the header of {} (keys in editions/README.md)",
            edition.file
        );
    }
}

#[test]
fn the_readme_of_the_editions_names_every_header_key() {
    let readme = std::fs::read_to_string(editions::root().join("README.md")).expect("README");
    for key in HEADER_KEYS {
        assert!(
            readme.contains(&format!("`{}:`", key)),
            "editions/README.md does not explain {}",
            key
        );
    }
}

fn read_file(relative: &str) -> String {
    std::fs::read_to_string(common::judging::manifest_dir().join(relative)).expect("readable")
}

#[test]
fn judge_paste_prints_the_cpp_edition_for_prev_19_whole() {
    let (code, stdout, stderr) =
        common::judging::judge_binary(&["paste", "PREV-19", "--lang", "cpp"]);
    assert_eq!(code, Some(0), "{}", stderr);
    assert_eq!(stdout, read_file("editions/cpp/nine_grid.cpp"));
    assert_eq!(stderr.lines().count(), 1, "{}", stderr);
}

#[test]
fn judge_paste_prints_the_python_editions_for_both_lanqiao_problems_whole() {
    for (problem, file) in [
        ("PREV-19", "editions/python/nine_grid.py"),
        ("lanqiao-642", "editions/python/grasshoppers.py"),
    ] {
        let (code, stdout, stderr) =
            common::judging::judge_binary(&["paste", problem, "--lang", "python"]);
        assert_eq!(code, Some(0), "{}", stderr);
        assert_eq!(
            stdout,
            read_file(file),
            "judge paste {} --lang python",
            problem
        );
    }
}

#[test]
fn judge_paste_defaults_to_rust_on_luogu_and_to_cpp_on_hdu() {
    let (code, stdout, _) = common::judging::judge_binary(&["paste", "P1379"]);
    assert_eq!(code, Some(0));
    assert_eq!(stdout, read_file("src/bin/nine_grid.rs"));
    let (code, stdout, _) = common::judging::judge_binary(&["paste", "hdu3567"]);
    assert_eq!(code, Some(0));
    assert_eq!(stdout, read_file("editions/cpp/eight_ii.cpp"));
}

#[test]
fn judge_paste_of_a_language_the_judge_does_not_take_says_what_it_takes_in_one_line() {
    let (code, stdout, stderr) =
        common::judging::judge_binary(&["paste", "hdu-1043", "--lang", "python"]);
    assert_eq!(code, Some(2));
    assert!(stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "{}", stderr);
    assert!(
        stderr.contains("takes C, C++, Java, not Python"),
        "{}",
        stderr
    );
    assert!(
        stderr.contains("editions/cpp/eight_puzzle.cpp"),
        "{}",
        stderr
    );
}

#[test]
fn judge_paste_of_a_puzzle_rather_than_a_problem_asks_for_one() {
    let (code, _, stderr) = common::judging::judge_binary(&["paste", "nine_grid"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("nine_grid/lanqiao-prev-19"), "{}", stderr);
}

#[test]
fn every_bundled_package_says_which_languages_its_judges_take() {
    for package in packages() {
        assert!(
            !package.languages.is_empty(),
            "{} has no `languages:` line",
            package.label()
        );
        for language in &package.languages {
            assert!(
                ["C", "C++", "Java", "Python", "Rust"].contains(&language.name()),
                "{}: unknown language {}",
                package.label(),
                language.name()
            );
        }
    }
}

/// Each edition of `language`, started as `runnable` makes it (a file named after the
/// solution, since its messages start with that name), on `count` garbage inputs (`quick` of
/// them in the quick suite, all under `SWEEP=full`): exit 0 or 2, one-line messages, as the
/// Rust files.
fn assert_editions_survive_garbage(
    language: Language,
    (quick, count): (usize, usize),
    runnable: &dyn Fn(&Edition, &Path) -> Option<PathBuf>,
) {
    // The first `quick` inputs of each seed are the same in both sweeps; `garbage_inputs`
    // cycles its shapes every 3 and 10 inputs, so 20 hold every shape (raw bytes and near-miss
    // tokens, short and long lines).
    let count = if common::full_sweep() { count } else { quick };
    let build = &language.builds()[0];
    if !tool_present(tool_of(build), language) {
        return;
    }
    let dir = common::judging::scratch(&format!("editions-garbage-{}", language));
    for (number, edition) in manifest()
        .iter()
        .filter(|e| e.language == language)
        .enumerate()
    {
        let named = match runnable(edition, &dir.join(&edition.solution)) {
            Some(named) => named,
            None => continue,
        };
        let inputs = common::garbage_inputs(18_000 + number as u64, count, b"012345678xX. \n\r\t9");
        common::assert_survives_garbage(&named.display().to_string(), inputs);
    }
}

#[test]
fn cpp_editions_survive_garbage_with_exit_0_or_2_and_one_line_messages() {
    let build = &Language::Cpp.builds()[0];
    assert_editions_survive_garbage(Language::Cpp, (200, 200), &|edition, named| {
        let program = match built(edition, build).expect("the edition builds") {
            Program::Exec { path, .. } => path,
            other => panic!("a C++ edition runs as a binary, not {:?}", other),
        };
        std::fs::copy(&program, named).expect("copied");
        Some(named.to_path_buf())
    });
}

#[cfg(unix)]
#[test]
fn python_editions_survive_garbage_with_exit_0_or_2_and_one_line_messages() {
    use std::os::unix::fs::PermissionsExt;
    // Fewer inputs than for C++: each one starts an interpreter (about 50 ms of CPU: the
    // quick suite's 20 a file save 12 s of its 19).
    assert_editions_survive_garbage(Language::Python, (20, 60), &|edition, named| {
        // The interpreter itself, not a shim (pyenv's costs ~200 ms of CPU a start).
        let script = format!(
            "#!/bin/sh\nexec {} '{}'\n",
            source::with_interpreter_resolved("python3"),
            edition.path(&editions::root()).display()
        );
        std::fs::write(named, script).expect("written");
        std::fs::set_permissions(named, std::fs::Permissions::from_mode(0o755))
            .expect("made executable");
        Some(named.to_path_buf())
    });
}

#[cfg(unix)]
#[test]
fn java_editions_survive_garbage_with_exit_0_or_2_and_one_line_messages() {
    use std::os::unix::fs::PermissionsExt;
    let build = &Language::Java.builds()[0];
    // Fewer inputs than for C++: each one starts a JVM (the quick suite's 20 a file save half
    // of the test's CPU).
    assert_editions_survive_garbage(Language::Java, (20, 40), &|edition, named| {
        // Main.java only: USACO's msquare.java reads its input from msquare.in, not stdin.
        if !edition.file.ends_with("/Main.java") {
            return None;
        }
        let line = match built(edition, build).expect("the edition builds") {
            Program::Shell(line) => line,
            other => panic!("a Java edition runs through java, not {:?}", other),
        };
        std::fs::write(named, format!("#!/bin/sh\nexec {}\n", line)).expect("written");
        std::fs::set_permissions(named, std::fs::Permissions::from_mode(0o755))
            .expect("made executable");
        Some(named.to_path_buf())
    });
}

#[test]
fn python_runs_as_the_interpreter_itself_not_a_shim_and_other_commands_stay_as_given() {
    if !tool_present("python3", Language::Python) {
        return;
    }
    let line = source::with_interpreter_resolved("python3 {src}");
    let (first, rest) = line.split_once(' ').expect("a command and its argument");
    assert_eq!(rest, "{src}");
    let path = PathBuf::from(first.trim_matches('\''));
    let head = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    // pyenv's shim is a bash script started on every run; the interpreter is a binary.
    assert!(!head.starts_with(b"#!"), "{} is a script", path.display());
    for given in [
        "java -cp {out} Main",
        "{out}",
        "/usr/bin/python3 {src}",
        "pythonic {src}",
    ] {
        assert_eq!(source::with_interpreter_resolved(given), given);
    }
}
