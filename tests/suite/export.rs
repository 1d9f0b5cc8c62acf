//! `judge export`: every package in every format, read back with parsers of our own against the
//! layouts the judges document; the Kattis export judged again with the same verdicts; the
//! special judges run under each judge's protocol. Kattis's own `verifyproblem` on every export
//! is `.ci/verifyproblem`, a step of `.ci/run` (it needs problemtools, which `.ci/run` installs).

use crate::common;

use bfs_puzzles::export::{self, Format};
use bfs_puzzles::judge::Checker;
use bfs_puzzles::problem::{self, kattis, Package};
use bfs_puzzles::zip;
use common::browser::{self, Browser};
use common::json;
use common::judging::{judge_binary, manifest_dir, scratch};
use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn packages() -> Vec<Package> {
    problem::all(&manifest_dir().join("testdata")).expect("every package reads")
}

/// Each package exported as `format` into a fresh folder: the paths written.
/// Every package exported in `format`, into a folder of `test`'s own: tests run in parallel,
/// and one must never remove the export another is reading.
fn export_all(format: Format, test: &str) -> Vec<(Package, PathBuf)> {
    let out = scratch(&format!("export-{}-{}", format.name(), test));
    packages()
        .into_iter()
        .map(|package| {
            let path = export::export(&package, format, &out, false).expect("exported");
            (package, path)
        })
        .collect()
}

/// The package's cases as (input, answer) bytes, in the package's order.
fn case_bytes(package: &Package) -> Vec<(Vec<u8>, Vec<u8>)> {
    bfs_puzzles::cases::discover(&package.dir)
        .expect("cases")
        .iter()
        .map(|c| {
            (
                fs::read(&c.input).expect("input"),
                fs::read(&c.answer).expect("answer"),
            )
        })
        .collect()
}

/// A zip's entries by name, read by our reader; where `python3` is here, its `zipfile` must
/// also find the zip sound (an independent reader of the CRCs and headers). Started as the
/// judge starts Python, the interpreter itself asked once (`with_interpreter_resolved`), not
/// pyenv's shim: about 100 ms of CPU more a start, and the zips are checked some sixty times.
fn zip_entries(path: &Path) -> BTreeMap<String, Vec<u8>> {
    let bytes = fs::read(path).expect("zip written");
    let python = bfs_puzzles::source::with_interpreter_resolved("python3");
    let checked = Command::new("sh")
        .arg("-c")
        .arg(format!("{} -m zipfile -t \"$1\"", python))
        .arg("sh")
        .arg(path)
        .output()
        .ok()
        // Not checked where there is no shell, or (127) the shell finds no `python3`.
        .filter(|checked| checked.status.code() != Some(127));
    if let Some(checked) = checked {
        // A bad CRC is a line on stdout, with exit status 0.
        let said = String::from_utf8_lossy(&checked.stdout);
        assert!(
            checked.status.success() && !said.contains("corrupted"),
            "python3 -m zipfile -t {}: {}{}",
            path.display(),
            said,
            String::from_utf8_lossy(&checked.stderr)
        );
    }
    zip::read(&bytes)
        .expect("our zip reads")
        .into_iter()
        .collect()
}

fn has_special_judge(package: &Package) -> bool {
    matches!(package.checker, Checker::Special(_))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// `key: value` lines of a YAML file as a map (nested keys joined by dots).
fn yaml(bytes: &[u8]) -> BTreeMap<String, String> {
    kattis::yaml_fields(&text(bytes)).into_iter().collect()
}

#[test]
fn kattis_exports_hold_the_legacy_layout_and_every_case() {
    for (package, dir) in export_all(Format::Kattis, "layout") {
        let fields = yaml(&fs::read(dir.join("problem.yaml")).expect("problem.yaml"));
        let special = has_special_judge(&package);
        assert_eq!(
            fields.get("name"),
            Some(&package.title),
            "{}",
            package.label()
        );
        assert_eq!(
            fields.get("validation").map(String::as_str),
            if special { Some("custom") } else { None }
        );
        assert_eq!(
            fields.get("limits.memory"),
            Some(&(package.memory_kib / 1024).to_string())
        );
        let ini = fs::read_to_string(dir.join("domjudge-problem.ini")).expect("the ini");
        let seconds: f64 = ini
            .trim()
            .strip_prefix("timelimit = ")
            .expect("timelimit = ")
            .parse()
            .expect("seconds");
        assert_eq!(seconds, package.time_limit.as_secs_f64());
        for language in ["en", "zh"] {
            let tex =
                fs::read_to_string(dir.join(format!("problem_statement/problem.{}.tex", language)))
                    .expect("statement");
            assert!(tex.starts_with("\\problemname{"), "{}", package.label());
        }
        let read = kattis::KattisPackage::open(&dir).expect("reads back");
        let mut got: Vec<(Vec<u8>, Vec<u8>)> = read
            .cases
            .iter()
            .map(|c| (fs::read(&c.input).unwrap(), fs::read(&c.answer).unwrap()))
            .collect();
        let mut want = case_bytes(&package);
        got.sort();
        want.sort();
        assert_eq!(got, want, "{}: the same cases", package.label());
        let mut names: Vec<&str> = read
            .cases
            .iter()
            .map(|c| c.name.split_once('/').map_or(c.name.as_str(), |(_, n)| n))
            .collect();
        let package_cases = bfs_puzzles::cases::discover(&package.dir).expect("cases");
        let mut package_names: Vec<&str> = package_cases.iter().map(|c| c.name.as_str()).collect();
        names.sort_unstable();
        package_names.sort_unstable();
        assert_eq!(names, package_names, "{}: the same names", package.label());
        assert_eq!(
            read.time_limit,
            Some(package.time_limit),
            "{}",
            package.label()
        );
        assert_eq!(
            read.memory_kib,
            Some(package.memory_kib / 1024 * 1024),
            "{}",
            package.label()
        );
        // Samples first; a question with one answer has none (its one case would give it away).
        assert_eq!(
            read.cases[0].name.starts_with("sample/"),
            read.cases.len() > 1,
            "{}",
            package.label()
        );
        assert_eq!(read.validator.is_some(), special);
        let accepted = dir.join("submissions/accepted");
        assert!(accepted.join(format!("{}.rs", package.solution)).is_file());
        let root = bfs_puzzles::editions::root();
        for edition in bfs_puzzles::editions::manifest(&root).expect("the editions' manifest") {
            if edition.language == bfs_puzzles::editions::Language::Cpp
                && edition.claims(&package.solution, &package.name)
            {
                let name = edition.path(&root).file_name().unwrap().to_owned();
                assert!(
                    accepted.join(name).is_file(),
                    "{}: the C++ edition",
                    package.label()
                );
            }
        }
    }
}

#[test]
fn a_kattis_zip_reads_back_with_the_cases_of_its_folder() {
    let package = packages()
        .into_iter()
        .find(|p| p.name == "poj-1077")
        .expect("poj-1077");
    let out = scratch("export-kattis-zip").join("poj1077.zip");
    export::export(&package, Format::Kattis, &out, false).expect("exported");
    let entries = zip_entries(&out);
    assert!(entries.contains_key("problem.yaml"));
    let unpacked;
    {
        let read = kattis::KattisPackage::open(&out).expect("reads back");
        assert_eq!(read.cases.len(), case_bytes(&package).len());
        assert_eq!(read.time_limit, Some(package.time_limit));
        unpacked = read.unpacked().expect("unpacked").to_path_buf();
        assert!(unpacked.is_dir());
    }
    assert!(!unpacked.exists(), "the unpacked zip is removed");
}

#[test]
fn hydro_zips_hold_one_problem_folder_with_numbered_cases_and_config() {
    for (package, path) in export_all(Format::Hydro, "layout") {
        let entries = zip_entries(&path);
        let roots: Vec<&str> = entries
            .keys()
            .map(|name| name.split('/').next().unwrap())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        assert_eq!(roots.len(), 1, "{}: one folder", package.label());
        let at = |name: &str| format!("{}/{}", roots[0], name);
        let meta = yaml(&entries[&at("problem.yaml")]);
        assert_eq!(meta.get("pid").map(String::as_str), Some(roots[0]));
        assert!(meta.contains_key("title"));
        assert!(text(&entries[&at("problem.md")]).contains("## Description"));
        assert!(text(&entries[&at("problem_zh.md")]).contains("题目描述"));
        let config = yaml(&entries[&at("testdata/config.yaml")]);
        assert_eq!(config["type"], "default");
        assert_eq!(
            config["time"],
            format!("{}ms", package.time_limit.as_millis())
        );
        assert_eq!(config["memory"], format!("{}m", package.memory_kib / 1024));
        if let Some(checker) = config.get("checker") {
            assert_eq!(config["checker_type"], "qduoj");
            assert!(entries.contains_key(&at(&format!("testdata/{}", checker))));
        }
        let cases = case_bytes(&package);
        for (i, (input, answer)) in cases.iter().enumerate() {
            assert_eq!(&entries[&at(&format!("testdata/{}.in", i + 1))], input);
            assert_eq!(&entries[&at(&format!("testdata/{}.out", i + 1))], answer);
        }
        assert!(!entries.contains_key(&at(&format!("testdata/{}.in", cases.len() + 1))));
    }
}

#[test]
fn qduoj_zips_hold_problem_json_and_cases_numbered_from_one() {
    for (package, path) in export_all(Format::Qduoj, "layout") {
        let entries = zip_entries(&path);
        let json = json::parse(&text(&entries["1/problem.json"])).expect("problem.json parses");
        let get = |key: &str| json.get(key).unwrap_or_else(|| panic!("no `{}`", key));
        for key in [
            "display_id",
            "title",
            "description",
            "input_description",
            "output_description",
            "hint",
            "test_case_score",
            "time_limit",
            "memory_limit",
            "samples",
            "template",
            "spj",
            "rule_type",
            "source",
            "answers",
            "tags",
        ] {
            get(key);
        }
        assert_eq!(get("title").as_str(), Some(package.title.as_str()));
        assert_eq!(
            get("time_limit").as_number(),
            Some(package.time_limit.as_millis() as f64)
        );
        assert_eq!(
            get("memory_limit").as_number(),
            Some((package.memory_kib / 1024) as f64)
        );
        assert_eq!(get("rule_type").as_str(), Some("ACM"));
        let description = get("description");
        assert_eq!(
            description.get("format").and_then(json::Value::as_str),
            Some("html")
        );
        let special = has_special_judge(&package);
        match get("spj") {
            json::Value::Null => assert!(!special),
            spj => {
                assert!(special);
                assert_eq!(
                    spj.get("language").and_then(json::Value::as_str),
                    Some("C++")
                );
            }
        }
        let cases = case_bytes(&package);
        let scores = get("test_case_score").as_array().expect("a list");
        assert_eq!(scores.len(), cases.len());
        for (i, (input, answer)) in cases.iter().enumerate() {
            let n = i + 1;
            assert_eq!(&entries[&format!("1/testcase/{}.in", n)], input);
            assert_eq!(&entries[&format!("1/testcase/{}.out", n)], answer);
            assert_eq!(
                scores[i].get("input_name").and_then(json::Value::as_str),
                Some(format!("{}.in", n).as_str())
            );
        }
        assert_eq!(
            entries.len(),
            1 + 2 * cases.len(),
            "nothing else in the zip"
        );
    }
}

#[test]
fn fps_documents_hold_limits_statement_cases_and_the_special_judge() {
    for (package, path) in export_all(Format::Hustoj, "layout") {
        let document = fs::read_to_string(&path).expect("written");
        assert!(document.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<fps version="));
        let item = xml::elements(&document);
        let one = |name: &str| -> &xml::Element {
            let found: Vec<_> = item.iter().filter(|e| e.name == name).collect();
            assert_eq!(found.len(), 1, "{}: one <{}>", package.label(), name);
            found[0]
        };
        assert_eq!(one("title").text, package.title);
        assert_eq!(one("time_limit").attributes, " unit=\"s\"");
        assert_eq!(
            one("time_limit").text.parse::<f64>().ok(),
            Some(package.time_limit.as_secs_f64())
        );
        assert_eq!(
            one("memory_limit").text,
            (package.memory_kib / 1024).to_string()
        );
        for name in [
            "description",
            "input",
            "output",
            "sample_input",
            "sample_output",
            "hint",
            "source",
        ] {
            one(name);
        }
        let inputs: Vec<_> = item.iter().filter(|e| e.name == "test_input").collect();
        let outputs: Vec<_> = item.iter().filter(|e| e.name == "test_output").collect();
        let cases = case_bytes(&package);
        assert_eq!(inputs.len(), cases.len());
        for (i, (input, answer)) in cases.iter().enumerate() {
            assert_eq!(inputs[i].attributes, format!(" name=\"{}\"", i + 1));
            assert_eq!(inputs[i].text.as_bytes(), &input[..]);
            assert_eq!(outputs[i].text.as_bytes(), &answer[..]);
        }
        let spj: Vec<_> = item.iter().filter(|e| e.name == "spj").collect();
        assert_eq!(spj.len(), usize::from(has_special_judge(&package)));
    }
}

/// The verdict of each case when `judge --json` judges `command` on `problem`, by case name
/// (a Kattis read-back's `sample/` and `secret/` taken off), in the order judged; `extra` are
/// more options (`--stop-on-fail`, `--case =NAME`).
fn verdicts(command: &str, problem: &str, extra: &[&str]) -> Vec<(String, String)> {
    // What is compared is how each answer is judged, not speed: a time limit only a hang
    // reaches, so that a busy machine's stalls (a wall-clock cap) never differ between runs.
    let mut args = vec![
        "--json",
        "--jobs",
        "2",
        "--time-limit",
        "20",
        "--cmd",
        command,
    ];
    args.extend_from_slice(extra);
    args.push(problem);
    let (_, stdout, stderr) = judge_binary(&args);
    let report = json::parse(&stdout)
        .unwrap_or_else(|| panic!("judge --json on {}: {}\n{}", problem, stdout, stderr));
    report
        .get("cases")
        .and_then(json::Value::as_array)
        .expect("cases")
        .iter()
        .map(|case| {
            let name = case.get("name").and_then(json::Value::as_str).unwrap();
            let name = name
                .strip_prefix("sample/")
                .or_else(|| name.strip_prefix("secret/"))
                .unwrap_or(name);
            let verdict = case.get("verdict").and_then(json::Value::as_str).unwrap();
            (name.to_string(), verdict.to_string())
        })
        .collect()
}

/// The Kattis folder name of a verdict `judge` gives.
fn kattis_folder(verdict: &str) -> &'static str {
    match verdict {
        "AC" => "accepted",
        "WA" => "wrong_answer",
        "RE" => "run_time_error",
        "TLE" => "time_limit_exceeded",
        other => panic!("no Kattis folder for {}", other),
    }
}

/// The cases of `package` chosen to catch `mistake` (`70-catches-MISTAKE`, `-DD`, ...), by name:
/// tests/suite/testdata.rs proves each gives the program WA on the package.
fn catching_case_names(package: &Package, mistake: &str) -> Vec<String> {
    let name = format!("70-catches-{}", mistake.replace('_', "-"));
    bfs_puzzles::cases::discover(&package.dir)
        .expect("cases")
        .into_iter()
        .map(|case| case.name)
        .filter(|case| *case == name || case.starts_with(&format!("{}-", name)))
        .collect()
}

/// `--case =NAME` for each of `names`.
fn exactly(names: &[String]) -> Vec<String> {
    names
        .iter()
        .flat_map(|name| ["--case".to_string(), format!("={}", name)])
        .collect()
}

/// One program to judge on a package and on its Kattis export.
struct ReadBack<'a> {
    package: &'a Package,
    export: &'a Path,
    command: String,
    /// The program's mistake (its first argument), empty for ours.
    mistake: &'a str,
    /// The Kattis folder of the verdict the package gives it.
    expected: &'static str,
}

/// The Kattis export read back gives the verdicts of the package: our solution AC on the
/// export, as on the package, and each known-wrong program the verdict `expectations.txt` gives
/// it, decided on the same case. That the judge reads the export's cases as the package's, byte
/// for byte and name for name, with its limits, and with the output validator where the package
/// has a special judge (tokens compared where it has not), is
/// `kattis_exports_hold_the_legacy_layout_and_every_case`'s; what is left to prove here is that
/// the export's rule judges the outputs of real programs as the package's does. So each program
/// is judged on the cases that decide its verdict, on both:
/// - a program the package accepts, on every case of an export with an output validator, each
///   AC; on an export whose rule is tokens, on its samples (its one case when it has none): its
///   AC on every case of the package under the line rule is tests/suite/testdata.rs's, and what the
///   line rule accepts the token rule accepts
///   (`the_line_rule_accepts_nothing_the_token_rule_rejects`);
/// - a rejected program with cases chosen to catch its mistake (`70-catches-…`), on those cases
///   of both, each with the expected verdict on both (tests/suite/testdata.rs proves each is WA on the
///   package);
/// - any other rejected program, on the export up to its first rejection (judging stops there,
///   on Kattis and in `verifyproblem`) and that case alone on the package, with the same verdict.
///
/// That a program with chosen cases passes every case before them on the export, so that its
/// Kattis verdict is the chosen cases' own, is `.ci/verifyproblem`'s (a step of `.ci/run`):
/// the export carries each rejected program in the folder of its verdict, and `verifyproblem`
/// judges it there up to its first rejection.
#[test]
fn the_kattis_export_read_back_gives_the_verdicts_of_the_package() {
    let exported = export_all(Format::Kattis, "read-back");
    let expectations = export::expectations().expect("expectations");
    let sources: Vec<&str> = expectations.iter().map(|e| e.program.as_str()).collect();
    let binaries = common::build_known_wrong_all(&sources);
    let mut judgings: Vec<ReadBack> = Vec::new();
    for (package, export) in &exported {
        let ours = Path::new(env!("CARGO_BIN_EXE_judge"))
            .with_file_name(&package.solution)
            .display()
            .to_string();
        judgings.push(ReadBack {
            package,
            export,
            command: ours,
            mistake: "",
            expected: "accepted",
        });
        for e in expectations.iter().filter(|e| e.package == package.label()) {
            judgings.push(ReadBack {
                package,
                export,
                command: format!("{} {}", binaries[e.program.as_str()].display(), e.mistake),
                mistake: &e.mistake,
                expected: export::kattis_folder(e.verdict),
            });
        }
    }
    // Each program on each package is independent of the others: judged side by side.
    let judged = common::in_parallel(&judgings, |judging| {
        let ReadBack {
            package,
            export,
            command,
            mistake,
            expected,
        } = judging;
        let fail = |what: String| Some(format!("{} on {}: {}", command, package.label(), what));
        let package_dir = package.dir.display().to_string();
        let export_dir = export.display().to_string();
        let catching = if *expected == "accepted" || mistake.is_empty() {
            Vec::new()
        } else {
            catching_case_names(package, mistake)
        };
        let read = kattis::KattisPackage::open(export).expect("reads back");
        let samples: Vec<String> = read
            .cases
            .iter()
            .map(|case| case.name.clone())
            .filter(|name| name.starts_with("sample/"))
            .collect();
        let (mut on_package, mut on_export) =
            if *expected == "accepted" && read.validator.is_none() && !samples.is_empty() {
                let on_export = verdicts(command, &export_dir, &as_strs(&exactly(&samples)));
                let on_package = on_export
                    .iter()
                    .map(|(case, _)| (case.clone(), "AC".to_string()))
                    .collect();
                (on_package, on_export)
            } else if !catching.is_empty() {
                // The export's names of the chosen cases (`secret/NAME`).
                let in_export: Vec<String> = read
                    .cases
                    .iter()
                    .map(|case| case.name.clone())
                    .filter(|name| catching.iter().any(|c| name.ends_with(&format!("/{}", c))))
                    .collect();
                if in_export.len() != catching.len() {
                    return fail(format!(
                        "the export holds {:?} of the chosen cases {:?}",
                        in_export, catching
                    ));
                }
                let on_export = verdicts(command, &export_dir, &as_strs(&exactly(&in_export)));
                if let Some((case, got)) = on_export
                    .iter()
                    .find(|(_, v)| kattis_folder(v) != *expected)
                {
                    return fail(format!(
                        "{} on the export's {}, chosen to catch it, expected {}",
                        got, case, expected
                    ));
                }
                (
                    verdicts(command, &package_dir, &as_strs(&exactly(&catching))),
                    on_export,
                )
            } else {
                let accepted = *expected == "accepted";
                // An accepted program is judged on every case in the full sweep; the quick
                // suite judges it on the cases `common::quick_selection` keeps of the export
                // (every hand-written case, the nearest and the deepest board, the first and
                // last catching case: the rule tests/suite/testdata.rs and tests/suite/editions.rs use).
                let quick = if accepted && !common::full_sweep() {
                    let names: Vec<String> = common::quick_selection(&read.cases)
                        .into_iter()
                        .map(|c| c.name)
                        .collect();
                    Some(exactly(&names))
                } else {
                    None
                };
                let until = match &quick {
                    Some(cases) => as_strs(cases),
                    None if accepted => Vec::new(),
                    None => vec!["--stop-on-fail"],
                };
                let on_export = verdicts(command, &export_dir, &until);
                let first_failure = on_export.iter().find(|(_, v)| v != "AC");
                let got = first_failure.map_or("AC", |(_, v)| v.as_str());
                if kattis_folder(got) != *expected {
                    return fail(format!(
                        "first verdict {} on the export, expected {}",
                        got, expected
                    ));
                }
                match first_failure {
                    Some((case, _)) => (
                        verdicts(command, &package_dir, &["--case", &format!("={}", case)]),
                        vec![first_failure.cloned().expect("a failure")],
                    ),
                    // AC on every case of the package, under its own limits, is
                    // tests/suite/testdata.rs's: here the export's validator must accept each (each
                    // the quick suite judges).
                    None => (
                        bfs_puzzles::cases::discover(&package.dir)
                            .expect("cases")
                            .into_iter()
                            .filter(|case| {
                                quick.is_none()
                                    || on_export.iter().any(|(name, _)| *name == case.name)
                            })
                            .map(|case| (case.name, "AC".to_string()))
                            .collect(),
                        on_export.clone(),
                    ),
                }
            };
        // The read-back judges samples first; compare case by case.
        on_package.sort();
        on_export.sort();
        if on_package != on_export {
            return fail(format!(
                "verdicts differ: {:?} on the package, {:?} on the export",
                on_package, on_export
            ));
        }
        None
    });
    let failures: Vec<String> = judged.into_iter().flatten().collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn as_strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// What the line rule (every package without a special judge) accepts, the token rule (Kattis's
/// default validation, how the judge reads such an export) accepts: every answer of those
/// packages against itself with each whitespace byte put at each place, a byte changed or taken
/// out. The read-back leans on it to judge an accepted program on such an export's samples only.
#[test]
fn the_line_rule_accepts_nothing_the_token_rule_rejects() {
    use bfs_puzzles::compare::Comparison;
    let packages: Vec<Package> = packages()
        .into_iter()
        .filter(|p| !has_special_judge(p))
        .collect();
    // Each package's answers apart from the others': side by side.
    let accepted = common::in_parallel(&packages, |package| {
        let mut line_accepted = 0;
        for (_, answer) in case_bytes(package).into_iter().take(12) {
            // One output at a time: an answer of many lines has millions of variants, and held
            // together they took gigabytes, which every case the judge forks meanwhile copies.
            let mut check = |output: Vec<u8>| {
                if Comparison::Lines.compare(&answer, &output).is_ok() {
                    line_accepted += 1;
                    assert!(
                        Comparison::Tokens.compare(&answer, &output).is_ok(),
                        "{}: lines accept, tokens reject {:?} for {:?}",
                        package.label(),
                        text(&output),
                        text(&answer)
                    );
                }
            };
            for at in 0..=answer.len() {
                for byte in [b' ', b'\t', b'\r', b'\n', 0x0b, 0x0c, b'x'] {
                    let mut output = answer.clone();
                    output.insert(at, byte);
                    check(output);
                }
                if at < answer.len() {
                    let mut output = answer.clone();
                    output.remove(at);
                    check(output);
                    let mut output = answer.clone();
                    output[at] = b' ';
                    check(output);
                }
            }
        }
        line_accepted
    });
    let line_accepted: usize = accepted.into_iter().sum();
    // Not vacuous: trailing spaces, CRLF and trailing blank lines are what the line rule lets by.
    assert!(
        line_accepted > 100,
        "{} outputs the line rule accepts",
        line_accepted
    );
}

/// A checker compiled as the strictest judge would: C++98, every warning an error. Built once
/// for every run: the binary is named by a hash of the source, the flags and `g++ --version`
/// (a changed source or compiler gets a new build), since each compile costs a second or two
/// of CPU and the tests that use it run on every `cargo test`. Written under a name of its own
/// and renamed into place, so runs side by side never see a half-written file.
fn build_checker(source: &Path) -> Option<PathBuf> {
    const FLAGS: [&str; 6] = [
        "-O2",
        "-std=c++98",
        "-Wall",
        "-Wextra",
        "-pedantic",
        "-Werror",
    ];
    let version = match Command::new("g++").arg("--version").output() {
        Ok(out) => out.stdout,
        Err(e) => {
            assert!(!common::in_ci(), "CI must have g++ for the checkers: {}", e);
            eprintln!("skipped: no g++ for the checkers ({})", e);
            return None;
        }
    };
    let text = fs::read(source).expect("the checker's source reads");
    let key = common::fnv1a(&[&text, FLAGS.join(" ").as_bytes(), &version]);
    let name = source.file_stem().unwrap().to_string_lossy().into_owned();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("checkers");
    let binary = dir.join(format!("{}-{:016x}", name, key));
    if binary.is_file() {
        return Some(binary);
    }
    fs::create_dir_all(&dir).expect("the checkers' folder");
    let building = dir.join(format!("{}.building-{}", name, std::process::id()));
    let out = Command::new("g++")
        .args(FLAGS)
        .arg("-o")
        .arg(&building)
        .arg(source)
        .output()
        .expect("g++ runs");
    assert!(
        out.status.success(),
        "{} does not compile: {}",
        source.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    fs::rename(&building, &binary).expect("the checker is moved into place");
    Some(binary)
}

/// The protocols a special judge is exported for, and the exit statuses of AC and WA there.
#[derive(Clone, Copy, Debug)]
enum Protocol {
    /// Kattis and DOMjudge: `checker input answer feedback_dir < output`.
    Kattis,
    /// HUSTOJ's spj: `checker input answer output`.
    Hustoj,
    /// QDUOJ's spj, and Hydro's `qduoj` checker type: `checker input output`.
    Qduoj,
}

impl Protocol {
    const ALL: [Protocol; 3] = [Protocol::Kattis, Protocol::Hustoj, Protocol::Qduoj];

    fn statuses(self) -> (i32, i32) {
        match self {
            Protocol::Kattis => (42, 43),
            _ => (0, 1),
        }
    }

    /// The checker's exit status on `output`, and its one-line reason.
    fn run(self, checker: &Path, input: &[u8], answer: &[u8], output: &[u8]) -> (i32, String) {
        // A folder of this run's own: rules are checked side by side.
        static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let dir = scratch(&format!(
            "protocol-{:?}-{}-{}",
            self,
            std::process::id(),
            run
        ));
        let (i, a, o, feedback) = (
            dir.join("input"),
            dir.join("answer"),
            dir.join("output"),
            dir.join("feedback"),
        );
        fs::write(&i, input).unwrap();
        fs::write(&a, answer).unwrap();
        fs::write(&o, output).unwrap();
        fs::create_dir(&feedback).unwrap();
        let mut command = Command::new(checker);
        match self {
            Protocol::Kattis => command
                .arg(&i)
                .arg(&a)
                .arg(&feedback)
                .stdin(fs::File::open(&o).unwrap()),
            Protocol::Hustoj => command.arg(&i).arg(&a).arg(&o).stdin(Stdio::null()),
            Protocol::Qduoj => command.arg(&i).arg(&o).stdin(Stdio::null()),
        };
        let out = command.output().expect("the checker runs");
        let said = match self {
            Protocol::Kattis => {
                fs::read_to_string(feedback.join("judgemessage.txt")).unwrap_or_default()
            }
            _ => String::from_utf8_lossy(&out.stdout).into_owned(),
        };
        let _ = fs::remove_dir_all(&dir);
        (out.status.code().unwrap_or(-1), said.trim().to_string())
    }
}

/// Wrong outputs made from a right one, each with what it does: per board line, a longer valid
/// path (right for the any-path rule only), a path one move short, `unsolvable` for a solvable
/// board, and a missing last line.
fn variants(answer: &[u8]) -> Vec<(&'static str, Vec<u8>, bool)> {
    let text = String::from_utf8_lossy(answer);
    let lines: Vec<&str> = text.lines().collect();
    let solvable = |l: &&str| *l != "unsolvable";
    let join = |lines: Vec<String>| {
        let mut out = lines.join("\n");
        if !lines.is_empty() {
            out.push('\n');
        }
        out.into_bytes()
    };
    let mut made = Vec::new();
    if lines.iter().any(solvable) {
        // The solved board has the blank at the bottom right: `lr` leaves it and comes back.
        let longer = lines
            .iter()
            .map(|l| {
                if solvable(l) {
                    format!("{}lr", l)
                } else {
                    l.to_string()
                }
            })
            .collect();
        made.push(("a longer path", join(longer), true));
        let first = lines.iter().position(solvable).unwrap();
        let mut not_solved: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        not_solved[first] = if lines[first].is_empty() {
            "u".to_string()
        } else {
            lines[first][..lines[first].len() - 1].to_string()
        };
        made.push(("a path that stops short", join(not_solved), false));
        let mut given_up: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        given_up[first] = "unsolvable".to_string();
        made.push(("unsolvable for a solvable board", join(given_up), false));
    }
    let fewer: Vec<String> = lines[..lines.len().saturating_sub(1)]
        .iter()
        .map(|l| l.to_string())
        .collect();
    made.push(("a missing line", join(fewer), false));
    made
}

/// Outputs for a UVa 10181 answer, each with whether `fifteen-path-50` accepts it: the first
/// path with a move and its undoing appended (right while within 50, as every package path
/// is at most 45 long), with its letters turned to the tile's, and with a line missing.
fn fifteen_variants(answer: &[u8]) -> Vec<(&'static str, Vec<u8>, bool)> {
    let text = String::from_utf8_lossy(answer);
    let lines: Vec<String> = text.lines().map(String::from).collect();
    let join = |lines: &[String]| {
        lines
            .iter()
            .map(|l| format!("{}\n", l))
            .collect::<String>()
            .into_bytes()
    };
    let mut made = Vec::new();
    if let Some(first) = lines
        .iter()
        .position(|l| !l.is_empty() && !l.starts_with("This"))
    {
        let mut longer = lines.clone();
        let back = match longer[first].chars().last().unwrap() {
            'U' => "UD",
            'D' => "DU",
            'L' => "LR",
            _ => "RL",
        };
        longer[first] = format!("{}{}", &longer[first][..longer[first].len() - 1], back);
        longer[first].push_str(&lines[first][lines[first].len() - 1..]);
        made.push(("a path two moves longer", join(&longer), true));
        let mut tiles = lines.clone();
        tiles[first] = lines[first]
            .chars()
            .map(|c| match c {
                'U' => 'D',
                'D' => 'U',
                'L' => 'R',
                _ => 'L',
            })
            .collect();
        made.push(("the tiles' letters", join(&tiles), false));
        let mut given_up = lines.clone();
        given_up[first] = "This puzzle is not solvable.".to_string();
        made.push(("not solvable for a solvable board", join(&given_up), false));
    }
    made.push((
        "a missing line",
        join(&lines[..lines.len().saturating_sub(1)]),
        false,
    ));
    made
}

#[test]
fn each_special_judge_accepts_right_and_rejects_wrong_outputs_under_every_protocol() {
    // Each rule's checker is built and run apart from the others': side by side.
    let rules = [
        "eight-puzzle-any",
        "eight-puzzle-shortest",
        "fifteen-path-50",
    ];
    let failures: Vec<String> = common::in_parallel(&rules, |&rule| {
        let mut failures = Vec::new();
        let checker = match build_checker(&export::checker_source(rule)) {
            Some(checker) => checker,
            None => return failures,
        };
        let shortest = rule.ends_with("shortest");
        let fifteen = rule.starts_with("fifteen");
        let judged_by = |p: &Package| match &p.checker {
            Checker::Special(judge) => {
                judge.0.name() == rule || (!fifteen && p.solution == "eight_puzzle")
            }
            _ => false,
        };
        // Which protocols ran with an output to accept and with one to reject: each must.
        let mut exercised = std::collections::BTreeSet::new();
        for package in packages().iter().filter(|p| judged_by(p)) {
            // The first cases of each package: every kind of board, without rerunning hundreds.
            for (number, case) in bfs_puzzles::cases::discover(&package.dir)
                .unwrap()
                .iter()
                .take(8)
                .enumerate()
            {
                let input = fs::read(&case.input).unwrap();
                let answer = fs::read(&case.answer).unwrap();
                let mut outputs = vec![("the answer itself", answer.clone(), true)];
                let made = if fifteen {
                    fifteen_variants(&answer)
                } else {
                    variants(&answer)
                };
                for (what, output, right_for_any) in made {
                    outputs.push((what, output, right_for_any && !shortest));
                }
                // The protocols differ only in how the checker is handed the same files: the
                // quick suite runs each output under one of them, in turn (so each protocol
                // still gets right and wrong outputs of every kind across the cases, checked
                // below), a third of the checker runs (a shortest-path checker searches the
                // board on each); `SWEEP=full` runs every output under every protocol.
                for (at, (what, output, right)) in outputs.iter().enumerate() {
                    let protocols: Vec<Protocol> = if common::full_sweep() {
                        Protocol::ALL.to_vec()
                    } else {
                        vec![Protocol::ALL[(number + at) % Protocol::ALL.len()]]
                    };
                    for protocol in protocols {
                        exercised.insert((format!("{:?}", protocol), *right));
                        let (accepted, rejected) = protocol.statuses();
                        let (status, said) = protocol.run(&checker, &input, &answer, output);
                        let want = if *right { accepted } else { rejected };
                        if status != want || said.is_empty() {
                            failures.push(format!(
                                "{} {:?} on {} {} with {}: exit {} (want {}), said `{}`",
                                rule,
                                protocol,
                                package.label(),
                                case.name,
                                what,
                                status,
                                want,
                                said
                            ));
                        }
                    }
                }
            }
        }
        for protocol in Protocol::ALL {
            for right in [true, false] {
                if !exercised.contains(&(format!("{:?}", protocol), right)) {
                    failures.push(format!(
                        "{} {:?} was never given an output it must {}",
                        rule,
                        protocol,
                        if right { "accept" } else { "reject" }
                    ));
                }
            }
        }
        failures
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_input_validator_accepts_every_input_and_rejects_binary_bytes() {
    let validator = match build_checker(&manifest_dir().join("checkers/input_is_text.cpp")) {
        Some(validator) => validator,
        None => return,
    };
    let validate = |input: &[u8]| {
        let mut child = Command::new(&validator)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("runs");
        std::io::Write::write_all(child.stdin.as_mut().unwrap(), input).unwrap();
        drop(child.stdin.take());
        child.wait().unwrap().code()
    };
    for package in packages() {
        for (input, _) in case_bytes(&package) {
            assert_eq!(validate(&input), Some(42), "{}", package.label());
        }
    }
    assert_eq!(validate(b"1 2 3\0\n"), Some(43));
    assert_eq!(validate("九宫\n".as_bytes()), Some(43));
}

/// A reader of FPS XML as we write it: the elements inside `<item>`, each with its attributes
/// and its CDATA text (split sections joined).
mod xml {
    #[derive(Debug)]
    pub struct Element {
        pub name: String,
        pub attributes: String,
        pub text: String,
    }

    pub fn elements(document: &str) -> Vec<Element> {
        let start = document.find("<item>").expect("<item>") + "<item>".len();
        let end = document.rfind("</item>").expect("</item>");
        let mut rest = &document[start..end];
        let mut found = Vec::new();
        while let Some(open) = rest.find('<') {
            let close = open + rest[open..].find('>').expect("a closed tag");
            let tag = &rest[open + 1..close];
            let name_end = tag.find(' ').unwrap_or(tag.len());
            let name = tag[..name_end].to_string();
            let ending = format!("</{}>", name);
            let body_end = close + rest[close..].find(&ending).expect("an end tag");
            let mut text = rest[close + 1..body_end].to_string();
            text = text.replace("]]]]><![CDATA[>", "]]>");
            let text = text
                .strip_prefix("<![CDATA[")
                .and_then(|t| t.strip_suffix("]]>"))
                .expect("CDATA")
                .to_string();
            found.push(Element {
                name,
                attributes: tag[name_end..].to_string(),
                text,
            });
            rest = &rest[body_end + ending.len()..];
        }
        found
    }
}

/// The known-wrong programs a Kattis export carries are single files: the borrowed solution
/// pasted in, the mistake fixed in the source (`verifyproblem` compiles and runs them).
#[test]
fn known_wrong_programs_are_made_single_files_with_their_mistake_fixed() {
    for e in export::expectations().expect("expectations") {
        let source = export::standalone_known_wrong(&e.program, &e.mistake).expect("made");
        assert!(
            !source.contains("#[path"),
            "{} still borrows a file",
            e.program
        );
        if !e.mistake.is_empty() {
            assert!(!source.contains("std::env::args().nth(1)"), "{}", e.program);
            assert!(source.contains(&format!("String::from({:?})", e.mistake)));
        }
    }
}

#[test]
fn the_export_command_writes_a_new_path_and_refuses_what_it_cannot_do() {
    let dir = scratch("export-command");
    let out = dir.join("p1379.zip");
    let out_text = out.display().to_string();
    let (status, stdout, _) =
        judge_binary(&["export", "P1379", "--to", "hydro", "--out", &out_text]);
    assert_eq!(status, Some(0));
    assert!(
        stdout.contains("nine_grid/luogu-p1379 written as hydro to"),
        "{}",
        stdout
    );
    assert!(out.is_file());
    let (status, _, stderr) =
        judge_binary(&["export", "P1379", "--to", "hydro", "--out", &out_text]);
    assert_eq!(status, Some(2), "an existing file is never overwritten");
    assert!(
        stderr.contains("exists already") && stderr.contains("--force"),
        "the refusal says how to replace it: {}",
        stderr
    );
    let (status, stdout, stderr) = judge_binary(&[
        "export", "P1379", "--to", "hydro", "--out", &out_text, "--force",
    ]);
    assert_eq!(status, Some(0), "--force replaces it: {}", stderr);
    assert!(stdout.contains("written as hydro"), "{}", stdout);
    let kattis = dir.join("kattis");
    fs::create_dir_all(&kattis).expect("a folder to write into");
    let into = kattis.display().to_string();
    for force in [&[][..], &["--force"][..]] {
        let mut args = vec!["export", "P1379", "--to", "kattis", "--out", &into];
        args.extend(force);
        let (status, _, stderr) = judge_binary(&args);
        assert_eq!(status, Some(0), "{:?}: {}", force, stderr);
    }
    assert!(kattis.join("luogup1379/problem.yaml").is_file());
    let (status, _, stderr) = judge_binary(&[
        "export", "P1379", "--to", "kattis", "--out", &into, "--force",
    ]);
    assert_eq!(status, Some(0), "again: {}", stderr);
    let not_an_export = dir.join("notes/luogup1379");
    fs::create_dir_all(&not_an_export).expect("a folder");
    fs::write(not_an_export.join("mine.txt"), "keep").expect("a file");
    let notes = dir.join("notes").display().to_string();
    let (status, _, stderr) = judge_binary(&[
        "export", "P1379", "--to", "kattis", "--out", &notes, "--force",
    ]);
    assert_eq!(status, Some(2), "only an earlier export is replaced");
    assert!(stderr.contains("not a Kattis package"), "{}", stderr);
    assert!(not_an_export.join("mine.txt").is_file());
    let (status, _, stderr) = judge_binary(&["export", "P1379", "--to", "polygon"]);
    assert_eq!(status, Some(2));
    assert!(
        stderr.contains("--to takes kattis, hydro, qduoj or hustoj"),
        "{}",
        stderr
    );
    let (status, _, stderr) =
        judge_binary(&["export", "extras", "--to", "kattis", "--out", &out_text]);
    assert_eq!(status, Some(2));
    assert!(stderr.contains("names several problems"), "{}", stderr);
}

#[test]
fn a_kattis_folder_named_like_a_bundled_package_is_judged_as_the_folder() {
    let dir = scratch("export-named-like-ours");
    let package = packages()
        .into_iter()
        .find(|p| p.name == "poj-1077")
        .expect("poj-1077");
    export::export(&package, Format::Kattis, &dir, false).expect("exported as poj1077/");
    let ours = Path::new(env!("CARGO_BIN_EXE_judge")).with_file_name("eight_puzzle");
    let out = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["--cmd", &ours.display().to_string(), "poj1077"])
        .current_dir(&dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("judge runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        common::judging::heading(&stdout).starts_with("poj1077 ("),
        "{}",
        stdout
    );
    assert!(stdout.contains("Kattis package"), "{}", stdout);
    assert_eq!(out.status.code(), Some(0), "{}", stdout);
}

/// The goal board of Luogu P1379's statement, as a fenced block shows it: three lines.
const P1379_GOAL: &str = "1 2 3\n8 0 4\n7 6 5\n";

/// `pandoc`, which CI installs; None (skipped) elsewhere when it is missing.
fn have_pandoc() -> bool {
    let there = Command::new("pandoc")
        .arg("--version")
        .output()
        .map_or(false, |o| o.status.success());
    if !there {
        assert!(
            !common::in_ci(),
            "CI must render the statements: no pandoc (apt-get install pandoc)"
        );
        eprintln!("skipped: no pandoc");
    }
    there
}

/// A statement rendered to a standalone HTML page by pandoc: `from` is `latex` (a Kattis
/// statement, `\problemname` read as its heading, as problemtools shows it) or `markdown`.
fn pandoc_page(source: &str, from: &str) -> String {
    let source = if from == "latex" {
        format!(
            "\\newcommand{{\\problemname}}[1]{{\\section*{{#1}}}}\n{}",
            source
        )
    } else {
        source.to_string()
    };
    let mut child = Command::new("pandoc")
        .args([
            "-f",
            from,
            "-t",
            "html5",
            "-s",
            "--metadata",
            "title=statement",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("pandoc runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(source.as_bytes())
        .expect("statement given");
    let out = child.wait_with_output().expect("pandoc ends");
    let warnings = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "pandoc -f {}: {}", from, warnings);
    assert!(
        !warnings.contains("Could not"),
        "pandoc -f {} could not read it all: {}",
        from,
        warnings
    );
    String::from_utf8(out.stdout).expect("UTF-8 HTML")
}

/// The text of each `<pre>` of an HTML page, tags inside taken out and entities undone.
fn pre_blocks(html: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find("<pre") {
        let body = open + rest[open..].find('>').expect("a closed tag") + 1;
        let end = body + rest[body..].find("</pre>").expect("</pre>");
        let mut text = String::new();
        let mut in_tag = false;
        for c in rest[body..end].chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                c if !in_tag => text.push(c),
                _ => {}
            }
        }
        blocks.push(
            text.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&"),
        );
        rest = &rest[end..];
    }
    blocks
}

/// Every statement of every format, rendered or parsed as its judge shows it, for P1379: the
/// goal board is a block of three lines (a `<pre>`) in English and in Chinese, never the
/// lines run together into one.
#[test]
fn every_format_shows_the_goal_board_as_a_block_of_lines() {
    let p1379 = |format: Format, test: &str| {
        export_all(format, test)
            .into_iter()
            .find(|(p, _)| p.name == "luogu-p1379")
            .expect("P1379 exported")
            .1
    };
    let kattis = p1379(Format::Kattis, "statement-board");
    let hydro = zip_entries(&p1379(Format::Hydro, "statement-board"));
    let qduoj = zip_entries(&p1379(Format::Qduoj, "statement-board"));
    let fps = fs::read_to_string(p1379(Format::Hustoj, "statement-board")).expect("FPS");

    for language in ["en", "zh"] {
        let tex =
            fs::read_to_string(kattis.join(format!("problem_statement/problem.{}.tex", language)))
                .expect("statement");
        assert!(
            tex.contains(&format!(
                "\\begin{{verbatim}}\n{}\\end{{verbatim}}",
                P1379_GOAL
            )),
            "problem.{}.tex: the board as a verbatim block:\n{}",
            language,
            tex
        );
    }
    let json = json::parse(&text(&qduoj["1/problem.json"])).expect("problem.json");
    let description = json
        .get("description")
        .and_then(|d| d.get("value"))
        .and_then(json::Value::as_str)
        .expect("the description's HTML");
    assert_eq!(
        pre_blocks(description),
        [P1379_GOAL, P1379_GOAL],
        "QDUOJ: the board, in Chinese then English"
    );
    let item = xml::elements(&fps);
    let description = &item
        .iter()
        .find(|e| e.name == "description")
        .expect("<description>")
        .text;
    assert_eq!(pre_blocks(description), [P1379_GOAL, P1379_GOAL], "FPS");

    if !have_pandoc() {
        return;
    }
    let root = hydro.keys().next().unwrap().split('/').next().unwrap();
    for (name, from, source) in [
        (
            "problem.en.tex",
            "latex",
            fs::read_to_string(kattis.join("problem_statement/problem.en.tex")).unwrap(),
        ),
        (
            "problem.zh.tex",
            "latex",
            fs::read_to_string(kattis.join("problem_statement/problem.zh.tex")).unwrap(),
        ),
        (
            "problem.md",
            "markdown",
            text(&hydro[&format!("{}/problem.md", root)]),
        ),
        (
            "problem_zh.md",
            "markdown",
            text(&hydro[&format!("{}/problem_zh.md", root)]),
        ),
    ] {
        let page = pandoc_page(&source, from);
        assert!(
            pre_blocks(&page)
                .iter()
                .any(|b| b.trim_end() == P1379_GOAL.trim_end()),
            "{} rendered: no block with the board:\n{}",
            name,
            page
        );
    }
}

/// Every statement of every package renders (pandoc reads all of it: LaTeX and Markdown).
#[test]
fn every_kattis_and_hydro_statement_renders() {
    if !have_pandoc() {
        return;
    }
    // Every statement as (package, its name, its source, pandoc's reader).
    let mut statements = Vec::new();
    for (package, dir) in export_all(Format::Kattis, "statement-render") {
        for language in ["en", "zh"] {
            let name = format!("problem_statement/problem.{}.tex", language);
            let tex = fs::read_to_string(dir.join(&name)).expect("statement");
            statements.push((package.label(), name, tex, "latex"));
        }
    }
    for (package, path) in export_all(Format::Hydro, "statement-render") {
        for (name, bytes) in zip_entries(&path) {
            if name.ends_with(".md") {
                statements.push((package.label(), name, text(&bytes), "markdown"));
            }
        }
    }
    // A pandoc run is a process start of its own, on one core: side by side.
    common::in_parallel(&statements, |(label, name, source, from)| {
        let page = pandoc_page(source, from);
        assert!(page.contains("<h1"), "{} {}: {}", label, name, page);
    });
}

/// Latin words a Chinese statement may hold outside its code: judges' and languages' names,
/// units, ids, and terms Chinese writes so (CRLF, CPU).
const NAMES_IN_CHINESE: &[&str] = &[
    "AcWing", "HDU", "POJ", "USACO", "PREV", "msquare", "lanqiao", "cn", "bfs", "puzzles", "Java",
    "MS", "MB", "ms", "CPU", "CRLF", "Eight", "II", "AOJ", "ALDS", "UVa", "NOIP",
];

/// The Latin words of `text` outside `code` and fenced blocks that are not names (a single
/// letter is a variable, as Chinese writes them: 局面 A 和 B).
fn english_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    for block in export::blocks(text) {
        let prose = match block {
            export::Block::Prose(prose) => prose,
            export::Block::Fenced(_) => continue,
        };
        for (i, part) in prose.split('`').enumerate() {
            if i % 2 == 1 {
                continue;
            }
            for word in part.split(|c: char| !c.is_ascii_alphabetic()) {
                if word.len() > 1 && !NAMES_IN_CHINESE.contains(&word) {
                    words.push(word.to_string());
                }
            }
        }
    }
    words
}

/// The Chinese statements are wholly Chinese (no `（assumed）`), and the English ones have an
/// English title: in every package, as Hydro's Markdown and as Kattis's LaTeX title.
#[test]
fn chinese_statements_are_wholly_chinese_and_english_titles_english() {
    let has_cjk = |text: &str| text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    let mut english_in_chinese = Vec::new();
    for package in packages() {
        let export = export::Export::of(&package).expect("exported");
        let chinese = export.markdown(true);
        let words = english_words(&chinese);
        if !words.is_empty() {
            english_in_chinese.push(format!("{}: {:?}", package.label(), words));
        }
        let english = export.markdown(false);
        let title = english.lines().next().expect("a title");
        assert!(
            title.starts_with("# ") && !has_cjk(title),
            "{}: the English statement's title {:?}",
            package.label(),
            title
        );
        assert!(
            has_cjk(chinese.lines().next().unwrap()),
            "{}",
            package.label()
        );
    }
    assert!(
        english_in_chinese.is_empty(),
        "English in the Chinese statements:\n{}",
        english_in_chinese.join("\n")
    );
    for (package, dir) in export_all(Format::Kattis, "statement-languages") {
        let en = fs::read_to_string(dir.join("problem_statement/problem.en.tex")).unwrap();
        let title = en.lines().next().unwrap();
        assert!(
            title.starts_with("\\problemname{") && !has_cjk(title),
            "{}: problem.en.tex's title {}",
            package.label(),
            title
        );
    }
}

/// The statement of each export format viewed as a user would, in headless Chromium: the page
/// pandoc renders from the Kattis LaTeX (English) and from Hydro's Markdown (Chinese), and the
/// HTML that QDUOJ and HUSTOJ show as it is (Chinese then English), each showing the goal board
/// as a block whose rendered text keeps its three lines.
#[test]
fn every_export_formats_statement_shows_the_board_as_a_block_in_a_browser() {
    let chromium = match browser::chromium() {
        Ok(chromium) => chromium,
        Err(reason) if !common::in_ci() => return eprintln!("skipped: {}", reason),
        Err(reason) => panic!("CI must view the statements: {}", reason),
    };
    if !have_pandoc() {
        return;
    }
    let out = scratch("export-statement-browser");
    let package = packages()
        .into_iter()
        .find(|p| p.name == "luogu-p1379")
        .expect("P1379");
    let kattis = export::export(&package, Format::Kattis, &out, false).expect("kattis");
    let hydro = zip_entries(&export::export(&package, Format::Hydro, &out, false).expect("hydro"));
    let qduoj = zip_entries(&export::export(&package, Format::Qduoj, &out, false).expect("qduoj"));
    let fps =
        fs::read_to_string(export::export(&package, Format::Hustoj, &out, false).expect("hustoj"))
            .expect("FPS");
    let chinese = hydro
        .iter()
        .find(|(name, _)| name.ends_with("/problem_zh.md"))
        .map(|(_, bytes)| text(bytes))
        .expect("problem_zh.md");
    let english = fs::read_to_string(kattis.join("problem_statement/problem.en.tex")).unwrap();
    let qduoj_description = json::parse(&text(&qduoj["1/problem.json"]))
        .expect("problem.json")
        .get("description")
        .and_then(|d| d.get("value"))
        .and_then(json::Value::as_str)
        .expect("the description's HTML")
        .to_string();
    let fps_description = xml::elements(&fps)
        .into_iter()
        .find(|e| e.name == "description")
        .expect("<description>")
        .text;
    // A judge shows its HTML inside its own page: a bare page of UTF-8 stands in for it.
    let as_page = |html: &str| {
        format!(
            "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title></title></head><body>{}</body></html>",
            html
        )
    };
    // What the page shows, read after layout: each block's display and its rendered text.
    let probe = "<script>window.onload = () => { document.title = \
                 Array.from(document.querySelectorAll('pre')).map(pre => \
                 getComputedStyle(pre).display + '|' + JSON.stringify(pre.innerText.trimEnd())) \
                 .join(';') || 'no block'; };</script>";
    let board = "block|\"1 2 3\\n8 0 4\\n7 6 5\"";
    let pages = [
        (
            "kattis-english",
            pandoc_page(&english, "latex"),
            "Eight Puzzle",
            1,
        ),
        (
            "hydro-chinese",
            pandoc_page(&chinese, "markdown"),
            "八数码难题",
            1,
        ),
        ("qduoj-both", as_page(&qduoj_description), "目标", 2),
        ("hustoj-both", as_page(&fps_description), "目标", 2),
    ];
    // One browser views the pages, one at a time, each in a tab of its own.
    let mut browser = Browser::start(chromium, &out);
    for (name, page, heading, boards) in &pages {
        let file = out.join(format!("{}.html", name));
        fs::write(&file, page.replace("</body>", &format!("{}</body>", probe))).unwrap();
        let dom = browser.dom(&format!("file://{}", file.display()), (800, 600), 10_000);
        let title = dom
            .split("<title>")
            .nth(1)
            .and_then(|t| t.split("</title>").next())
            .unwrap_or("no title");
        // Every block (samples too) is shown as a block, the goal board once per language.
        let blocks: Vec<&str> = title.split(';').collect();
        assert!(
            blocks.iter().all(|b| b.starts_with("block|"))
                && blocks.iter().filter(|&&b| b == board).count() == *boards,
            "{}: the blocks as the browser shows them: {:?}\n{}",
            name,
            blocks,
            dom
        );
        assert!(dom.contains(heading), "{}: lacks {}", name, heading);
    }
}
