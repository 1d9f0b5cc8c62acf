//! Finding test cases in a folder: input files paired with their answer files by name.
//!
//! Recognised pairs, in the conventions contestants meet:
//! - `NAME.in` + `NAME.ans` (ours, Kattis) or `NAME.in` + `NAME.out` (Codeforces, `oj`);
//! - `inputN.txt` + `outputN.txt` (Lanqiao);
//! - `NN` + `NN.a` (Polygon).
//!
//! An input without its answer is an error, never a silent pass or skip.

use std::cmp::Ordering;
use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// One test: the input fed to the program and the answer its output is judged against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub name: String,
    pub input: PathBuf,
    pub answer: PathBuf,
}

/// Why a folder cannot be judged.
#[derive(Debug)]
pub enum TestdataError {
    Unreadable(PathBuf, io::Error),
    /// An input, the answer names its convention wants, and the convention's name.
    InputWithoutAnswer(PathBuf, Vec<String>, &'static str),
    NoCases(PathBuf),
    /// The package's file, the checker it names, and the names known.
    UnknownChecker(PathBuf, String, Vec<&'static str>),
    /// A package's `problem.txt` says something the judge cannot use.
    BadPackage(PathBuf, String),
}

impl fmt::Display for TestdataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TestdataError::Unreadable(path, e) => {
                write!(f, "cannot read {}: {}", path.display(), e)
            }
            TestdataError::InputWithoutAnswer(path, wanted, convention) => write!(
                f,
                "{} has no answer file: expected {} beside it ({})",
                path.display(),
                wanted.join(" or "),
                convention
            ),
            TestdataError::NoCases(path) => write!(
                f,
                "no test cases in {} (inputs are NAME.in, inputN.txt or NN)",
                path.display()
            ),
            TestdataError::UnknownChecker(path, name, known) => write!(
                f,
                "{} names the checker `{}`; known: {}",
                path.display(),
                name,
                known.join(", ")
            ),
            TestdataError::BadPackage(path, why) => write!(f, "{}: {}", path.display(), why),
        }
    }
}

impl std::error::Error for TestdataError {}

/// The answer file names that would pair with `file_name`, best first, and the convention's
/// name; `None` when the file is not an input in any known convention.
fn answer_names_for(file_name: &str) -> Option<(Vec<String>, &'static str)> {
    if let Some(stem) = file_name.strip_suffix(".in") {
        let names = vec![format!("{}.ans", stem), format!("{}.out", stem)];
        return Some((names, "the NAME.in / NAME.ans or NAME.out naming"));
    }
    if let Some(number) = file_name
        .strip_prefix("input")
        .and_then(|rest| rest.strip_suffix(".txt"))
    {
        if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
            let names = vec![format!("output{}.txt", number)];
            return Some((names, "Lanqiao's inputN.txt / outputN.txt naming"));
        }
    }
    if !file_name.is_empty() && file_name.bytes().all(|b| b.is_ascii_digit()) {
        return Some((
            vec![format!("{}.a", file_name)],
            "Polygon's NN / NN.a naming",
        ));
    }
    None
}

/// The cases in `dir`, in natural order of their input names (`2.in` before `10.in`).
/// Symbolic links are followed; a name that is not UTF-8 is shown with replacement characters
/// but its file is used as it is.
pub fn discover(dir: &Path) -> Result<Vec<Case>, TestdataError> {
    let unreadable = |e| TestdataError::Unreadable(dir.to_path_buf(), e);
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    for entry in fs::read_dir(dir).map_err(unreadable)? {
        let path = entry.map_err(unreadable)?.path();
        let name = match path.file_name() {
            Some(name) => name.to_string_lossy().into_owned(),
            None => continue,
        };
        match fs::metadata(&path) {
            Ok(metadata) if metadata.is_file() => files.push((name, path)),
            Ok(_) => {}
            // A dangling link is an error only where it would be a case.
            Err(e) if answer_names_for(&name).is_some() => {
                return Err(TestdataError::Unreadable(path, e))
            }
            Err(_) => files.push((name, path)),
        }
    }
    files.sort_by(|a, b| natural_cmp(&a.0, &b.0));
    let mut cases = Vec::new();
    for (name, input) in &files {
        let (candidates, convention) = match answer_names_for(name) {
            Some(found) => found,
            None => continue,
        };
        let answer = candidates
            .iter()
            .find_map(|c| files.iter().find(|(other, _)| other == c));
        match answer {
            Some((_, answer)) => cases.push(Case {
                name: case_name(name),
                input: input.clone(),
                answer: answer.clone(),
            }),
            None => {
                return Err(TestdataError::InputWithoutAnswer(
                    input.clone(),
                    candidates,
                    convention,
                ))
            }
        }
    }
    if cases.is_empty() {
        return Err(TestdataError::NoCases(dir.to_path_buf()));
    }
    Ok(cases)
}

/// The name a case is shown under: its input file name without `.in`.
fn case_name(input_file: &str) -> String {
    input_file
        .strip_suffix(".in")
        .unwrap_or(input_file)
        .to_string()
}

/// Orders names as people count: runs of digits compare by value, the rest byte by byte.
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    while !a.is_empty() && !b.is_empty() {
        let ordering = if a[0].is_ascii_digit() && b[0].is_ascii_digit() {
            let (a_digits, a_rest) = split_digits(a);
            let (b_digits, b_rest) = split_digits(b);
            a = a_rest;
            b = b_rest;
            compare_numbers(a_digits, b_digits)
        } else {
            let ordering = a[0].cmp(&b[0]);
            a = &a[1..];
            b = &b[1..];
            ordering
        };
        if ordering != Ordering::Equal {
            return ordering;
        }
    }
    a.len().cmp(&b.len())
}

fn split_digits(s: &[u8]) -> (&[u8], &[u8]) {
    let end = s
        .iter()
        .position(|c| !c.is_ascii_digit())
        .unwrap_or(s.len());
    s.split_at(end)
}

/// Compares two digit strings by value, of any length; `007` sorts after `7` to stay total.
fn compare_numbers(a: &[u8], b: &[u8]) -> Ordering {
    let strip = |s: &'_ [u8]| -> usize { s.iter().take_while(|&&c| c == b'0').count() };
    let (a_sig, b_sig) = (&a[strip(a)..], &b[strip(b)..]);
    a_sig
        .len()
        .cmp(&b_sig.len())
        .then_with(|| a_sig.cmp(b_sig))
        .then_with(|| a.len().cmp(&b.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order_counts_digit_runs_by_value() {
        let mut names = vec!["10.in", "2.in", "1.in", "a10", "a9", "07", "7"];
        names.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(names, vec!["1.in", "2.in", "7", "07", "10.in", "a9", "a10"]);
    }

    #[test]
    fn every_convention_names_its_answer() {
        let names = |file: &str| answer_names_for(file).map(|found| found.0);
        assert_eq!(
            names("01-sample.in"),
            Some(vec![
                "01-sample.ans".to_string(),
                "01-sample.out".to_string()
            ])
        );
        assert_eq!(names("input3.txt"), Some(vec!["output3.txt".to_string()]));
        assert_eq!(names("12"), Some(vec!["12.a".to_string()]));
        assert_eq!(names("01-sample.ans"), None);
        assert_eq!(names("output3.txt"), None);
        assert_eq!(names("README.md"), None);
    }
}
