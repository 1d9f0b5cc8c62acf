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
    InputWithoutAnswer(PathBuf),
    NoCases(PathBuf),
    UnknownChecker(PathBuf, String),
}

impl fmt::Display for TestdataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TestdataError::Unreadable(path, e) => {
                write!(f, "cannot read {}: {}", path.display(), e)
            }
            TestdataError::InputWithoutAnswer(path) => write!(
                f,
                "{} has no answer file (expected .ans or .out beside it)",
                path.display()
            ),
            TestdataError::NoCases(path) => write!(f, "no test cases in {}", path.display()),
            TestdataError::UnknownChecker(path, name) => write!(
                f,
                "{} names the checker `{}`; known: lines, exact, tokens, eight-puzzle",
                path.display(),
                name
            ),
        }
    }
}

impl std::error::Error for TestdataError {}

/// The answer file names that would pair with `file_name`, best first; empty when the file is
/// not an input in any known convention.
fn answer_names_for(file_name: &str) -> Vec<String> {
    if let Some(stem) = file_name.strip_suffix(".in") {
        return vec![format!("{}.ans", stem), format!("{}.out", stem)];
    }
    if let Some(number) = file_name
        .strip_prefix("input")
        .and_then(|rest| rest.strip_suffix(".txt"))
    {
        if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
            return vec![format!("output{}.txt", number)];
        }
    }
    if !file_name.is_empty() && file_name.bytes().all(|b| b.is_ascii_digit()) {
        return vec![format!("{}.a", file_name)];
    }
    Vec::new()
}

/// The cases in `dir`, in natural order of their input names (`2.in` before `10.in`).
pub fn discover(dir: &Path) -> Result<Vec<Case>, TestdataError> {
    let unreadable = |e| TestdataError::Unreadable(dir.to_path_buf(), e);
    let mut names = Vec::new();
    for entry in fs::read_dir(dir).map_err(unreadable)? {
        let entry = entry.map_err(unreadable)?;
        if entry.file_type().map_err(unreadable)?.is_file() {
            names.push(entry.file_name().to_string_lossy().into_owned());
        }
    }
    names.sort_by(|a, b| natural_cmp(a, b));
    let mut cases = Vec::new();
    for name in &names {
        let candidates = answer_names_for(name);
        if candidates.is_empty() {
            continue;
        }
        let input = dir.join(name);
        match candidates.iter().find(|c| names.contains(c)) {
            Some(answer) => cases.push(Case {
                name: case_name(name),
                input,
                answer: dir.join(answer),
            }),
            None => return Err(TestdataError::InputWithoutAnswer(input)),
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
        assert_eq!(
            answer_names_for("01-sample.in"),
            vec!["01-sample.ans", "01-sample.out"]
        );
        assert_eq!(answer_names_for("input3.txt"), vec!["output3.txt"]);
        assert_eq!(answer_names_for("12"), vec!["12.a"]);
        assert!(answer_names_for("01-sample.ans").is_empty());
        assert!(answer_names_for("output3.txt").is_empty());
        assert!(answer_names_for("README.md").is_empty());
    }
}
