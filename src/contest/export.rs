//! `judge contest export DIR --to domjudge`: the contest as DOMjudge's contest package, so that
//! a school can judge the same problems on DOMjudge's judgehosts. One new folder in the CCS
//! contest package format (`contest.json` and `problems.json` written as YAML, as the ICPC
//! Contest Control System spec allows and DOMjudge's `import-contest` reads them): `contest.yaml`
//! (id, name, start time, duration, freeze, penalty time), `problems.yaml` (the problems in
//! order: id, label, name, ordinal, colour, time limit), `problemset.yaml` (the same list in the
//! older package's keys, for DOMjudge releases that read only that) and each problem as the
//! Kattis problem folder `judge export PROBLEM --to kattis` writes, named by its id.
//!
//! DOMjudge judges pass-fail, from stdin to stdout: the contest's points, subtasks and file I/O
//! stay with `judge contest`. The start time is a placeholder to set before importing.
//!
//! `--to hydro`: one Hydro problem zip per problem (`ID-hydro.zip`, as `judge export --to
//! hydro` writes it: statement, limits, special judge), but with the contest's scoring: the
//! cases under their own names (`testdata/50-depth-07-a.in`, `.out`) and `testdata/config.yaml`
//! listing the contest's subtasks, each `type: min` with its points in whole numbers, as Hydro
//! keeps scores (`scoring: cases`: a subtask a case), and `filename:` for a problem with file
//! I/O. A Hydro contest is made in Hydro's web pages from the problems imported.
//!
//! Either folder is written under a temporary name and renamed at the end: an error leaves
//! nothing.

use super::config::ContestRules;
use super::problems::Problem;
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
/// No frozen scoreboard at the end (H:MM:SS).
const FREEZE: &str = "0:00:00";
/// Minutes a rejected submission costs, ICPC's and DOMjudge's default.
const PENALTY_MINUTES: u32 = 20;

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
    let points: Vec<f64> = problem.subtasks.iter().map(|s| s.points).collect();
    let scores = whole_points(&points, problem.rule.score)
        .map_err(|why| format!("problem `{}` on Hydro: {}", problem.rule.name, why))?;
    for (subtask, score) in problem.subtasks.iter().zip(scores) {
        let _ = write!(config, "  - score: {}\n    type: min\n    cases:\n", score);
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

/// The subtasks' `points` (which add up to `full`) as whole points that add up to `full`, for
/// Hydro. Hydro splits a score the same way when it splits one itself (`getScore` in its
/// `packages/utils/lib/common.ts`): each share rounded down, the points left over one each to
/// the last; here to the largest fractions first, the last of equal ones first, which for an
/// even split (`scoring: cases`: 100 over 8 cases, 12.5 each) is Hydro's 12, 12, 12, 12, 13,
/// 13, 13, 13. Whole points stay as they are.
///
/// A subtask left with 0 points is refused when the full score is under 100: Hydro reads
/// `score: 0` as no score and gives such a subtask a share of what the others leave of 100.
fn whole_points(points: &[f64], full: u32) -> Result<Vec<u32>, String> {
    // Shares are exact to far below a point: 1e-6 keeps 20.0000000001 from counting as 21.
    let mut whole: Vec<u32> = points.iter().map(|p| (p + 1e-6).floor() as u32).collect();
    let left = full.saturating_sub(whole.iter().sum());
    let mut by_fraction: Vec<usize> = (0..points.len()).collect();
    // Largest fraction first; of equal fractions the later subtask first.
    by_fraction.sort_by(|&a, &b| {
        let fraction = |i: usize| points[i] - f64::from(whole[i]);
        fraction(b)
            .partial_cmp(&fraction(a))
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(b.cmp(&a))
    });
    for &i in by_fraction.iter().take(left as usize) {
        whole[i] += 1;
    }
    if full < 100 && whole.contains(&0) {
        return Err(format!(
            "{} subtasks cannot each have a whole point of {} (Hydro reads a score of 0 as none \
             and makes one up): give the problem a higher score or fewer subtasks",
            points.len(),
            full
        ));
    }
    Ok(whole)
}

fn write_package(
    rules: &ContestRules,
    problems: &[Problem],
    dir: &Path,
) -> Result<Vec<String>, String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {}", dir.display(), e))?;
    let mut ids: Vec<String> = Vec::new();
    let mut listed: Vec<Listed> = Vec::new();
    for problem in problems {
        let exported = exported(problem, &ids)?;
        let id = exported.id();
        let folder: PathBuf = dir.join(&id);
        export::export(&exported.package, Format::Kattis, &folder, false)
            .map_err(|why| format!("problem `{}`: {}", problem.rule.name, why))?;
        listed.push(Listed {
            id: id.clone(),
            title: exported.package.title.clone(),
            time_limit_s: exported.package.time_limit.as_secs_f64(),
        });
        ids.push(id);
    }
    let write = |file: &str, text: String| {
        fs::write(dir.join(file), text).map_err(|e| format!("cannot write {}: {}", file, e))
    };
    write("contest.yaml", contest_yaml(rules))?;
    write("problems.yaml", problems_yaml(&listed))?;
    write("problemset.yaml", problemset_yaml(&listed))?;
    Ok(ids)
}

/// `contest.yaml` in the keys of the CCS contest package (`contest.json` written as YAML), the
/// keys DOMjudge's import reads: `id` (its short name: letters, digits, `-`, `_`), `name`,
/// `start_time` (ISO 8601 with the UTC offset), `duration` and `scoreboard_freeze_duration`
/// (`H:MM:SS`), `penalty_time` (whole minutes). Every time is quoted: a YAML 1.1 reader takes a
/// bare `4:00:00` for the base-60 number 14400 and a bare date for a timestamp.
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
        "# Written by `judge contest export --to domjudge`. The start time is a placeholder:\n\
         # set your contest's own before importing.\n\
         id: {}\nname: {}\nstart_time: {}\nduration: {}\nscoreboard_freeze_duration: {}\n\
         penalty_time: {}\n",
        json_string(&short),
        json_string(&title),
        json_string(START_TIME),
        json_string(DURATION),
        json_string(FREEZE),
        PENALTY_MINUTES
    )
}

/// One problem as the contest package lists it.
struct Listed {
    /// Its short name: the folder of its Kattis package.
    id: String,
    title: String,
    time_limit_s: f64,
}

/// `problems.yaml`: the problems in order, as the CCS contest package lists them (`problems.json`
/// written as YAML) and DOMjudge's import reads them: `id` (the problem's folder), `label` (`A`,
/// `B` …), `name`, `ordinal` (from 1), `color` (a name), `rgb` (`#RRGGBB`), `time_limit`
/// (seconds, as the folder's `domjudge-problem.ini`).
fn problems_yaml(problems: &[Listed]) -> String {
    let mut out = String::new();
    for (i, problem) in problems.iter().enumerate() {
        let (colour, rgb) = COLOURS[i % COLOURS.len()];
        let _ = write!(
            out,
            "- id: {}\n  label: {}\n  name: {}\n  ordinal: {}\n  color: {}\n  rgb: '{}'\n  time_limit: {}\n",
            json_string(&problem.id),
            letter(i),
            json_string(&problem.title),
            i + 1,
            colour,
            rgb,
            problem.time_limit_s
        );
    }
    out
}

/// `problemset.yaml`: the same list in the older contest package's keys (`problems:`, each
/// `letter`, `short-name`, `name`, `color`, `rgb`), which DOMjudge's import reads when there is
/// no `problems.yaml` and older releases read only.
fn problemset_yaml(problems: &[Listed]) -> String {
    let mut out = String::from("problems:\n");
    for (i, problem) in problems.iter().enumerate() {
        let (colour, rgb) = COLOURS[i % COLOURS.len()];
        let _ = write!(
            out,
            "  - letter: {}\n    short-name: {}\n    name: {}\n    color: {}\n    rgb: '{}'\n",
            letter(i),
            json_string(&problem.id),
            json_string(&problem.title),
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
    }

    /// Hydro's own split of 100 points over 8 (`getScore`): 12 four times, then 13 four times.
    #[test]
    fn hydro_gets_whole_points_that_add_up_to_the_full_score() {
        assert_eq!(
            whole_points(&[12.5; 8], 100),
            Ok(vec![12, 12, 12, 12, 13, 13, 13, 13])
        );
        assert_eq!(
            whole_points(&[20.0, 30.0, 30.0, 20.0], 100),
            Ok(vec![20, 30, 30, 20])
        );
        // 100 over 3: 33.33 each, the last gets the point left.
        assert_eq!(whole_points(&[100.0 / 3.0; 3], 100), Ok(vec![33, 33, 34]));
        // 100 over 179 cases: 100 of them 1 point (the last), 79 of them none; Hydro leaves a
        // 0 at 0 when the others make 100.
        let split = whole_points(&[100.0 / 179.0; 179], 100).unwrap();
        assert_eq!(split.iter().sum::<u32>(), 100);
        assert_eq!(split.iter().filter(|&&p| p == 1).count(), 100);
        assert_eq!(split[178], 1);
        assert_eq!(split[0], 0);
        assert!(whole_points(&[10.0 / 12.0; 12], 10).is_err());
    }
}
