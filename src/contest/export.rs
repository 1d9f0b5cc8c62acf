//! `judge contest export DIR --to domjudge`: the contest as DOMjudge's contest package, so that
//! a school can judge the same problems on DOMjudge's judgehosts. One new folder holding
//! `contest.yaml` (the contest: name, short name, start time, duration, penalty time),
//! `problemset.yaml` (the problems in order: letter, short name, colour) and each problem as the
//! Kattis problem folder `judge export PROBLEM --to kattis` writes, named by its short name.
//!
//! DOMjudge judges pass-fail, from stdin to stdout: the contest's points, subtasks and file I/O
//! stay with `judge contest`. The start time is a placeholder to set before importing.
//!
//! `--to hydro`: one Hydro problem zip per problem (`ID-hydro.zip`, as `judge export --to
//! hydro` writes it: statement, limits, special judge), but with the contest's scoring: the
//! cases under their own names (`testdata/50-depth-07-a.in`, `.out`) and `testdata/config.yaml`
//! listing the contest's subtasks, each `type: min` with its points (`scoring: cases`: a
//! subtask a case), and `filename:` for a problem with file I/O. A Hydro contest is made in
//! Hydro's web pages from the problems imported.
//!
//! Either folder is written under a temporary name and renamed at the end: an error leaves
//! nothing.

use super::config::ContestRules;
use super::problems::Problem;
use super::score::shown;
use crate::export::{self, Format};
use crate::text::json_string;
use crate::zip::Entry;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// The start time written (a placeholder: DOMjudge wants one).
pub const START_TIME: &str = "2030-01-01T09:00:00+08:00";
/// The duration written: a NOIP day (H:MM:SS).
pub const DURATION: &str = "4:00:00";

/// Balloon colours, one a problem in turn: a name and its RGB value.
const COLOURS: &[(&str, &str)] = &[
    ("red", "#E6194B"),
    ("green", "#3CB44B"),
    ("yellow", "#FFE119"),
    ("blue", "#4363D8"),
    ("orange", "#F58231"),
    ("purple", "#911EB4"),
    ("cyan", "#42D4F4"),
    ("magenta", "#F032E6"),
];

/// The judges a contest is exported to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Domjudge,
    Hydro,
}

impl Target {
    pub fn from_name(name: &str) -> Option<Target> {
        match name.to_ascii_lowercase().as_str() {
            "domjudge" => Some(Target::Domjudge),
            "hydro" => Some(Target::Hydro),
            _ => None,
        }
    }
}

/// Writes the contest for `target` as the new folder `out`; returns the problems' ids (the
/// DOMjudge short names) in order.
pub fn export(
    target: Target,
    rules: &ContestRules,
    problems: &[Problem],
    out: &Path,
) -> Result<Vec<String>, String> {
    if out.symlink_metadata().is_ok() {
        return Err(format!(
            "{} is already there: not replaced (give a new folder with --out)",
            out.display()
        ));
    }
    let name = out
        .file_name()
        .map_or("contest".into(), |n| n.to_string_lossy().into_owned());
    let building = out.with_file_name(format!(".{}.{}.tmp", name, std::process::id()));
    let write = match target {
        Target::Domjudge => write_package,
        Target::Hydro => write_hydro,
    };
    let written = write(rules, problems, &building).and_then(|ids| {
        fs::rename(&building, out).map_err(|e| format!("cannot write {}: {}", out.display(), e))?;
        Ok(ids)
    });
    if written.is_err() {
        let _ = fs::remove_dir_all(&building);
    }
    written
}

/// `problem`'s package made ready to export (its id new among `ids`).
fn exported(problem: &Problem, ids: &[String]) -> Result<export::Export, String> {
    let package = problem.package.as_ref().ok_or_else(|| {
        format!(
            "problem `{}` is a plain folder of cases ({}), not a package: only packages can be exported",
            problem.rule.name, problem.label
        )
    })?;
    let exported = export::Export::of(package)
        .map_err(|why| format!("problem `{}`: {}", problem.rule.name, why))?;
    if ids.contains(&exported.id()) {
        return Err(format!(
            "problem `{}` is the package {} a second time: a contest holds a problem once",
            problem.rule.name, problem.label
        ));
    }
    Ok(exported)
}

/// One Hydro zip per problem, with the contest's subtasks and the cases' own names.
fn write_hydro(_: &ContestRules, problems: &[Problem], dir: &Path) -> Result<Vec<String>, String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {}", dir.display(), e))?;
    let mut ids: Vec<String> = Vec::new();
    for problem in problems {
        let exported = exported(problem, &ids)?;
        let id = exported.id();
        let zip = crate::zip::write(&hydro_entries(problem, &exported)?)?;
        let path = dir.join(Format::Hydro.default_name(&id));
        fs::write(&path, zip).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
        ids.push(id);
    }
    Ok(ids)
}

/// True for a case file of the single-problem Hydro zip: `ID/testdata/N.in` or `N.out`.
fn numbered_case(name: &str, id: &str) -> bool {
    let file = match name.strip_prefix(&format!("{}/testdata/", id)) {
        Some(file) => file,
        None => return false,
    };
    let stem = match file
        .strip_suffix(".in")
        .or_else(|| file.strip_suffix(".out"))
    {
        Some(stem) => stem,
        None => return false,
    };
    !stem.is_empty() && stem.bytes().all(|b| b.is_ascii_digit())
}

/// The single-problem Hydro zip's statement, limits and special judge, with the contest's cases
/// and subtasks in place of its own.
fn hydro_entries(problem: &Problem, exported: &export::Export) -> Result<Vec<Entry>, String> {
    let id = exported.id();
    let config_name = format!("{}/testdata/config.yaml", id);
    let mut entries: Vec<Entry> = Vec::new();
    let mut config = String::new();
    for (name, bytes) in export::hydro::entries(exported) {
        if name == config_name {
            // Its type, limits and checker, without its one all-or-nothing subtask.
            let text = String::from_utf8_lossy(&bytes);
            for line in text.lines().take_while(|l| !l.starts_with("subtasks:")) {
                config.push_str(line);
                config.push('\n');
            }
        } else if !numbered_case(&name, &id) {
            entries.push((name, bytes));
        }
    }
    if let Some(file) = &problem.file_io {
        let _ = writeln!(config, "filename: {}", json_string(file));
    }
    config.push_str("subtasks:\n");
    for subtask in &problem.subtasks {
        let _ = write!(
            config,
            "  - score: {}\n    type: min\n    cases:\n",
            shown(subtask.points)
        );
        for &index in &subtask.cases {
            let name = &problem.cases[index].name;
            let _ = write!(
                config,
                "      - input: {}\n        output: {}\n",
                json_string(&format!("{}.in", name)),
                json_string(&format!("{}.out", name))
            );
        }
    }
    let read =
        |path: &Path| fs::read(path).map_err(|e| format!("cannot read {}: {}", path.display(), e));
    for case in &problem.cases {
        entries.push((
            format!("{}/testdata/{}.in", id, case.name),
            read(&case.input)?,
        ));
        entries.push((
            format!("{}/testdata/{}.out", id, case.name),
            read(&case.answer)?,
        ));
    }
    entries.push((config_name, config.into_bytes()));
    Ok(entries)
}

fn write_package(
    rules: &ContestRules,
    problems: &[Problem],
    dir: &Path,
) -> Result<Vec<String>, String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {}", dir.display(), e))?;
    let mut ids: Vec<String> = Vec::new();
    for problem in problems {
        let id = exported(problem, &ids)?.id();
        let package = problem.package.as_ref().expect("checked by exported");
        let folder: PathBuf = dir.join(&id);
        export::export(package, Format::Kattis, &folder, false)
            .map_err(|why| format!("problem `{}`: {}", problem.rule.name, why))?;
        ids.push(id);
    }
    let write = |file: &str, text: String| {
        fs::write(dir.join(file), text).map_err(|e| format!("cannot write {}: {}", file, e))
    };
    write("contest.yaml", contest_yaml(rules))?;
    write("problemset.yaml", problemset_yaml(&ids))?;
    Ok(ids)
}

/// `contest.yaml`, in the keys of the ICPC contest package that DOMjudge imports.
fn contest_yaml(rules: &ContestRules) -> String {
    let folder = rules
        .dir
        .canonicalize()
        .ok()
        .and_then(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_default();
    let title = if rules.title.is_empty() {
        folder.clone()
    } else {
        rules.title.clone()
    };
    let short: String = folder
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    let short = if short.is_empty() {
        "contest".to_string()
    } else {
        short
    };
    format!(
        "# Written by `judge contest export --to domjudge`. The start time is a placeholder:\n# set your contest's own before importing.\nname: {}\nshort-name: {}\nstart-time: {}\nduration: {}\nscoreboard-freeze-duration: 0:00:00\npenalty-time: 20\n",
        json_string(&title),
        json_string(&short),
        START_TIME,
        DURATION
    )
}

/// `problemset.yaml`: the problems in order, each its letter, short name and colour.
fn problemset_yaml(ids: &[String]) -> String {
    let mut out = String::from("problems:\n");
    for (i, id) in ids.iter().enumerate() {
        let (colour, rgb) = COLOURS[i % COLOURS.len()];
        let _ = write!(
            out,
            "  - letter: {}\n    short-name: {}\n    color: {}\n    rgb: '{}'\n",
            letter(i),
            id,
            colour,
            rgb
        );
    }
    out
}

/// `A`, `B`, … `Z`, then `AA`, `AB` …
fn letter(index: usize) -> String {
    let mut index = index;
    let mut letters = Vec::new();
    loop {
        letters.push((b'A' + (index % 26) as u8) as char);
        if index < 26 {
            break;
        }
        index = index / 26 - 1;
    }
    letters.iter().rev().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_are_lettered_as_contests_letter_them() {
        assert_eq!(letter(0), "A");
        assert_eq!(letter(25), "Z");
        assert_eq!(letter(26), "AA");
        assert_eq!(
            problemset_yaml(&["luogup1032".to_string()]),
            "problems:\n  - letter: A\n    short-name: luogup1032\n    color: red\n    rgb: '#E6194B'\n"
        );
    }
}
