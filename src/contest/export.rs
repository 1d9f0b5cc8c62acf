//! `judge contest export DIR --to domjudge`: the contest as DOMjudge's contest package, so that
//! a school can judge the same problems on DOMjudge's judgehosts. One new folder holding
//! `contest.yaml` (the contest: name, short name, start time, duration, penalty time),
//! `problemset.yaml` (the problems in order: letter, short name, colour) and each problem as the
//! Kattis problem folder `judge export PROBLEM --to kattis` writes, named by its short name.
//!
//! DOMjudge judges pass-fail, from stdin to stdout: the contest's points, subtasks and file I/O
//! stay with `judge contest`. The start time is a placeholder to set before importing. The
//! folder is written under a temporary name and renamed at the end: an error leaves nothing.

use super::config::ContestRules;
use super::problems::Problem;
use crate::export::{self, Format};
use crate::text::json_string;
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

/// Writes the contest's DOMjudge package as the new folder `out`; returns the problems' short
/// names in order.
pub fn domjudge(
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
    let written = write_package(rules, problems, &building).and_then(|ids| {
        fs::rename(&building, out).map_err(|e| format!("cannot write {}: {}", out.display(), e))?;
        Ok(ids)
    });
    if written.is_err() {
        let _ = fs::remove_dir_all(&building);
    }
    written
}

fn write_package(
    rules: &ContestRules,
    problems: &[Problem],
    dir: &Path,
) -> Result<Vec<String>, String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {}", dir.display(), e))?;
    let mut ids: Vec<String> = Vec::new();
    for problem in problems {
        let package = problem.package.as_ref().ok_or_else(|| {
            format!(
                "problem `{}` is a plain folder of cases ({}), not a package: only packages can be exported",
                problem.rule.name, problem.label
            )
        })?;
        let id = export::Export::of(package)
            .map_err(|why| format!("problem `{}`: {}", problem.rule.name, why))?
            .id();
        if ids.contains(&id) {
            return Err(format!(
                "problem `{}` is the package {} a second time: a DOMjudge contest holds a problem once",
                problem.rule.name, problem.label
            ));
        }
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
