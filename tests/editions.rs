//! The editions (`editions/`): each listed file compiled with every build of its language
//! (`bfs_puzzles::editions::Language::builds`, warnings as errors) and judged like a
//! contestant's file (`judge SOURCE PROBLEM`: the source compiled by `source::prepare`, the
//! cases judged under the package's limits, rule and file I/O) on every package its manifest
//! line claims; the manifest and the files agree; every header has the same keys.
//!
//! A missing compiler skips its language with a printed reason, unless `CI` is set: then it
//! fails, since `.ci/run` installs them.

mod common;

use bfs_puzzles::cases;
use bfs_puzzles::editions::{self, Build, Edition, Language, HEADER_KEYS};
use bfs_puzzles::judge::{judge_cases, Session, Silent, Verdict};
use bfs_puzzles::problem::{self, Package};
use bfs_puzzles::run::Program;
use bfs_puzzles::source::{self, Commands};
use std::path::{Path, PathBuf};
use std::process::Command;

fn manifest() -> Vec<Edition> {
    editions::manifest(&editions::root()).expect("the manifest reads")
}

fn packages() -> Vec<Package> {
    problem::all(&common::judging::manifest_dir().join("testdata")).expect("testdata reads")
}

fn in_ci() -> bool {
    std::env::var_os("CI").map_or(false, |v| !v.is_empty() && v != "0" && v != "false")
}

/// True when `tool` runs (`tool --version`); otherwise says why it is skipped, or fails in CI.
fn tool_present(tool: &str, language: Language) -> bool {
    let runs = Command::new(tool)
        .arg("--version")
        .output()
        .map_or(false, |o| o.status.success());
    if !runs {
        assert!(!in_ci(), "CI is set but {} is missing ({})", tool, language);
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
fn built(edition: &Edition, build: &Build) -> Result<Program, String> {
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

/// The cases of `package` that `program` does not get AC on, judged as `judge SOURCE PROBLEM`
/// judges them: the package's time and memory limits, rule and file I/O.
fn failures_on(program: &Program, package: &Package) -> Vec<String> {
    let mut session = Session::new(program.clone(), package.checker.clone());
    session.limits.time = package.time_limit;
    session.limits.memory_kib = Some(package.memory_kib);
    session.file_io = package.file_io.clone();
    let cases = cases::discover(&package.dir).expect("cases");
    judge_cases(&session, &cases, &mut Silent)
        .expect("package judged")
        .into_iter()
        .filter(|r| r.verdict != Verdict::Accepted)
        .map(|r| format!("{} {}: {}", r.verdict, r.name, r.message))
        .collect()
}

/// Every edition of `language`, with every build, on every package it claims; one message per
/// failure, all collected before the test fails.
fn assert_editions_accepted(language: Language) {
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
    for build in language.builds() {
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
                for failure in failures_on(&program, package) {
                    failures.push(format!(
                        "{} with {} on {}: {}",
                        edition.file,
                        build.name,
                        package.label(),
                        failure
                    ));
                }
            }
        }
    }
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
fn python_editions_compile_under_python_3_8() {
    let listed: Vec<Edition> = manifest()
        .into_iter()
        .filter(|e| e.language == Language::Python)
        .collect();
    let python = match python38() {
        Some(python) => python,
        None => {
            eprintln!("skipped: no python3.8 here to byte-compile the Python editions with");
            return;
        }
    };
    // Compiled in memory (compile(), not py_compile), so no __pycache__ is left in editions/.
    for edition in listed {
        let out = Command::new(&python)
            .args([
                "-c",
                "import sys; compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec')",
            ])
            .arg(edition.path(&editions::root()))
            .output()
            .expect("python3.8 runs");
        assert!(
            out.status.success(),
            "{} under Python 3.8: {}",
            edition.file,
            String::from_utf8_lossy(&out.stderr)
        );
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
                ["C", "C++", "Java", "Python", "Rust"].contains(&language.as_str()),
                "{}: unknown language {}",
                package.label(),
                language
            );
        }
    }
}

#[test]
fn cpp_editions_survive_garbage_with_exit_0_or_2_and_one_line_messages() {
    let build = &Language::Cpp.builds()[0];
    if !tool_present(tool_of(build), Language::Cpp) {
        return;
    }
    let dir = common::judging::scratch("editions-garbage");
    for (number, edition) in manifest()
        .iter()
        .filter(|e| e.language == Language::Cpp)
        .enumerate()
    {
        let program = match built(edition, build).expect("the edition builds") {
            Program::Exec { path, .. } => path,
            other => panic!("a C++ edition runs as a binary, not {:?}", other),
        };
        // Named after the solution: its messages start with that name.
        let binary = dir.join(&edition.solution);
        std::fs::copy(&program, &binary).expect("copied");
        let inputs = common::garbage_inputs(18_000 + number as u64, 200, b"012345678xX. \n\r\t9");
        common::assert_survives_garbage(&binary.display().to_string(), inputs);
    }
}
