//! Where contestants' files are, in the layouts of the judges coaches know:
//!
//! - LemonLime: `source/NAME/PROB.ext`, or `source/NAME/PROB/PROB.ext` (a folder per problem);
//! - Arbiter (NOI Linux): `players/NAME/PROB/PROB.ext`, or with a day's folder between,
//!   `players/day1/NAME/PROB/PROB.ext` (the contestant then shown as `day1/NAME`).
//!
//! A problem's file is the one named after it (`jiugong.cpp`, any case of the name) in a
//! language; files of the problem's file I/O (`jiugong.in`, `jiugong.out`) and the like are
//! not candidates. Names starting with `.` are skipped. A link that leads out of the contest
//! folder is refused, for the whole contest: a contestant's files are the contest's.

use super::config::language_of;
use super::problems::Problem;
use std::fs;
use std::path::{Path, PathBuf};

/// One contestant's folder, and what they handed in for each problem (in problem order).
#[derive(Clone, Debug)]
pub struct Contestant {
    /// As shown: the folder's name (`day1/NAME` under an Arbiter day), lossy where not UTF-8.
    pub name: String,
    pub dir: PathBuf,
    pub handed: Vec<Handed>,
}

/// What a contestant handed in for one problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Handed {
    Source(PathBuf),
    /// Nothing named after the problem; what was there instead, if anything telling.
    Missing(String),
    /// A file named after the problem in a language it does not take, and that language.
    WrongLanguage(PathBuf, String),
    /// Two or more files that could each be the answer.
    Several(Vec<PathBuf>),
}

/// The contestants of the contest in `root`, sorted by name; an error for a folder without
/// contestants or a link out of the folder.
pub fn scan(root: &Path, problems: &[Problem]) -> Result<Vec<Contestant>, String> {
    let names: Vec<&str> = problems.iter().map(|p| p.rule.name.as_str()).collect();
    let mut found = Vec::new();
    let source = root.join("source");
    let players = root.join("players");
    if !source.is_dir() && !players.is_dir() {
        return Err(format!(
            "{} has no source/ folder (LemonLime: source/NAME/PROB.cpp) and no players/ folder (Arbiter: players/NAME/PROB/PROB.cpp)",
            root.display()
        ));
    }
    if source.is_dir() {
        for (name, dir) in folders(&source, root)? {
            found.push((name, dir));
        }
    }
    if players.is_dir() {
        for (name, dir) in folders(&players, root)? {
            if holds_a_problem(&dir, &names, root)? || folders(&dir, root)?.is_empty() {
                found.push((name, dir));
            } else {
                // A day's folder: the contestants are inside it.
                for (inner, inner_dir) in folders(&dir, root)? {
                    found.push((format!("{}/{}", name, inner), inner_dir));
                }
            }
        }
    }
    if found.is_empty() {
        return Err(format!(
            "no contestant's folder under {}/source or {}/players",
            root.display(),
            root.display()
        ));
    }
    found.sort_by(|a, b| crate::cases::natural_cmp(&a.0, &b.0));
    found
        .into_iter()
        .map(|(name, dir)| {
            let handed = problems
                .iter()
                .map(|problem| handed_in(&dir, problem, root))
                .collect::<Result<Vec<Handed>, String>>()?;
            Ok(Contestant { name, dir, handed })
        })
        .collect()
}

/// The entries of `dir` but hidden ones, each checked not to lead out of `root`.
fn entries(dir: &Path, root: &Path) -> Result<Vec<(String, PathBuf)>, String> {
    let mut found = Vec::new();
    let listing = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {}", dir.display(), e))?;
    for entry in listing.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let path = entry.path();
        let link = fs::symlink_metadata(&path).map_or(false, |m| m.file_type().is_symlink());
        if link && leads_out(&path, root) {
            return Err(format!(
                "{} is a link that leads out of the contest folder: refused (copy the file in instead)",
                path.display()
            ));
        }
        found.push((name, path));
    }
    found.sort_by(|a, b| crate::cases::natural_cmp(&a.0, &b.0));
    Ok(found)
}

/// The folders in `dir`.
fn folders(dir: &Path, root: &Path) -> Result<Vec<(String, PathBuf)>, String> {
    Ok(entries(dir, root)?
        .into_iter()
        .filter(|(_, path)| path.is_dir())
        .collect())
}

/// True when `path`, links followed, is outside `root`.
pub fn leads_out(path: &Path, root: &Path) -> bool {
    match (path.canonicalize(), root.canonicalize()) {
        (Ok(path), Ok(root)) => !path.starts_with(root),
        // A dangling link leads nowhere; reading it fails in its cell.
        _ => false,
    }
}

/// True when `dir` has a file or folder named after one of the problems.
fn holds_a_problem(dir: &Path, names: &[&str], root: &Path) -> Result<bool, String> {
    Ok(entries(dir, root)?.iter().any(|(name, path)| {
        let stem = if path.is_dir() {
            name.as_str()
        } else {
            name.rsplit_once('.')
                .map_or(name.as_str(), |(stem, _)| stem)
        };
        names.iter().any(|n| n.eq_ignore_ascii_case(stem))
    }))
}

/// The files in `dir` named after `problem` with an extension other than the file I/O's.
fn named_after(dir: &Path, problem: &str, root: &Path) -> Result<Vec<PathBuf>, String> {
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    Ok(entries(dir, root)?
        .into_iter()
        .filter(|(name, path)| {
            let stem_matches = name
                .rsplit_once('.')
                .map_or(false, |(stem, _)| stem.eq_ignore_ascii_case(problem));
            let data = matches!(
                path.extension()
                    .and_then(|e| e.to_str())
                    .map(str::to_ascii_lowercase)
                    .as_deref(),
                Some("in" | "out" | "ans" | "txt" | "exe" | "o")
            );
            stem_matches && !data && !path.is_dir()
        })
        .map(|(_, path)| path)
        .collect())
}

/// What `dir` holds for `problem`: at `dir/PROB.ext` or `dir/PROB/PROB.ext`.
fn handed_in(dir: &Path, problem: &Problem, root: &Path) -> Result<Handed, String> {
    let name = &problem.rule.name;
    let mut files = named_after(dir, name, root)?;
    if let Some((_, folder)) = entries(dir, root)?
        .into_iter()
        .find(|(entry, path)| entry.eq_ignore_ascii_case(name) && path.is_dir())
    {
        files.extend(named_after(&folder, name, root)?);
    }
    let takes = |path: &Path| match language_of(path) {
        Some(language) => {
            problem.languages.is_empty() || problem.languages.iter().any(|l| l == language)
        }
        None => false,
    };
    let (taken, other): (Vec<PathBuf>, Vec<PathBuf>) = files.into_iter().partition(|p| takes(p));
    match taken.len() {
        1 => return Ok(Handed::Source(taken[0].clone())),
        0 => {}
        _ => return Ok(Handed::Several(taken)),
    }
    match other.first() {
        Some(path) => {
            let language = language_of(path).map_or_else(
                || {
                    format!(
                        ".{}",
                        path.extension()
                            .map_or(String::new(), |e| e.to_string_lossy().into_owned())
                    )
                },
                str::to_string,
            );
            Ok(Handed::WrongLanguage(path.clone(), language))
        }
        None => Ok(Handed::Missing(format!("no {}.* handed in", name))),
    }
}
