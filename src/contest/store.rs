//! The results kept beside the contest (`results-store.txt`), so that a second run judges only
//! what changed: each cell under a key, the hash of its source, its problem (cases, rule,
//! subtasks), its limits and its compile command. A cell whose key is unchanged is taken from
//! the store; any other is judged again.
//!
//! One line per cell, then one per case, fields separated by tabs (`\t`, `\n`, `\\` escaped):
//!
//! ```text
//! judge-contest-store 1
//! cell KEY CONTESTANT PROBLEM STATUS SOURCE MESSAGE COMPILE-LOG
//! case NAME VERDICT TIME-MS MEMORY-KIB MESSAGE     (VERDICT `skipped`; MEMORY-KIB `-` unknown)
//! ```
//!
//! Every file the contest writes is written whole to a temporary file beside it, then renamed
//! over the old one ([`write_atomically`]): an interrupted run leaves the old file or the new,
//! never half of one.

use super::{CaseResult, Cell, Status};
use crate::judge::Verdict;
use std::fs;
use std::path::Path;

/// The store's file name, in the contest folder.
pub const STORE_FILE: &str = "results-store.txt";

const HEADER: &str = "judge-contest-store 1";

/// A cell as stored: its key, contestant, problem and result.
pub type Stored = (u64, String, String, Cell);

/// The cells stored in `dir`; none when there is no store, or one this judge cannot read (it
/// is then rebuilt).
pub fn load(dir: &Path) -> Vec<Stored> {
    let text = match fs::read_to_string(dir.join(STORE_FILE)) {
        Ok(text) => text,
        Err(_) => return Vec::new(),
    };
    parse(&text).unwrap_or_default()
}

fn parse(text: &str) -> Option<Vec<Stored>> {
    let mut lines = text.lines();
    if lines.next()? != HEADER {
        return None;
    }
    let mut cells: Vec<Stored> = Vec::new();
    for line in lines {
        let fields: Vec<String> = line.split('\t').map(unescape).collect();
        match fields.first()?.as_str() {
            "cell" if fields.len() == 8 => cells.push((
                u64::from_str_radix(&fields[1], 16).ok()?,
                fields[2].clone(),
                fields[3].clone(),
                Cell {
                    status: Status::from_code(&fields[4])?,
                    source: Some(fields[5].clone()).filter(|s| !s.is_empty()),
                    message: fields[6].clone(),
                    compile_log: fields[7].clone(),
                    cases: Vec::new(),
                    fresh: false,
                },
            )),
            "case" if fields.len() == 6 => {
                let verdict = match fields[2].as_str() {
                    "skipped" => None,
                    code => Some(Verdict::from_code(code)?),
                };
                cells.last_mut()?.3.cases.push(CaseResult {
                    name: fields[1].clone(),
                    verdict,
                    time_ms: fields[3].parse().ok()?,
                    memory_kib: fields[4].parse().ok(),
                    message: fields[5].clone(),
                });
            }
            _ => return None,
        }
    }
    Some(cells)
}

/// The store's text for `cells`.
pub fn render(cells: &[(u64, &str, &str, &Cell)]) -> String {
    let mut out = format!("{}\n", HEADER);
    for (key, contestant, problem, cell) in cells {
        let fields = [
            "cell".to_string(),
            format!("{:016x}", key),
            escape(contestant),
            escape(problem),
            cell.status.code().to_string(),
            escape(cell.source.as_deref().unwrap_or("")),
            escape(&cell.message),
            escape(&cell.compile_log),
        ];
        out.push_str(&fields.join("\t"));
        out.push('\n');
        for case in &cell.cases {
            let fields = [
                "case".to_string(),
                escape(&case.name),
                case.verdict.map_or("skipped", Verdict::code).to_string(),
                case.time_ms.to_string(),
                case.memory_kib.map_or("-".to_string(), |m| m.to_string()),
                escape(&case.message),
            ];
            out.push_str(&fields.join("\t"));
            out.push('\n');
        }
    }
    out
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('\t', "\\t")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// Writes `bytes` to `path` through a temporary file beside it, renamed over it at the end.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let name = path
        .file_name()
        .map_or("results".into(), |n| n.to_string_lossy().into_owned());
    let temporary = path.with_file_name(format!(".{}.{}.tmp", name, std::process::id()));
    let written = fs::write(&temporary, bytes).and_then(|()| fs::rename(&temporary, path));
    written.map_err(|e| {
        let _ = fs::remove_file(&temporary);
        format!("cannot write {}: {}", path.display(), e)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_cell_reads_back_as_it_was_written() {
        let cell = Cell {
            status: Status::Judged,
            source: Some("source/张 三/a.cpp".to_string()),
            message: String::new(),
            compile_log: "line 1\n\tline\\2".to_string(),
            cases: vec![
                CaseResult {
                    name: "01-a".into(),
                    verdict: Some(Verdict::WrongAnswer),
                    time_ms: 12,
                    memory_kib: Some(3000),
                    message: "line 1: expected `1`\tgot `2`".into(),
                },
                CaseResult {
                    name: "01-b".into(),
                    verdict: None,
                    time_ms: 0,
                    memory_kib: None,
                    message: String::new(),
                },
            ],
            fresh: true,
        };
        let text = render(&[(0xabc, "张 三", "a", &cell)]);
        let back = parse(&text).expect("parses");
        assert_eq!(back.len(), 1);
        let (key, contestant, problem, got) = &back[0];
        assert_eq!(
            (*key, contestant.as_str(), problem.as_str()),
            (0xabc, "张 三", "a")
        );
        assert_eq!(got.compile_log, cell.compile_log);
        assert_eq!(got.cases, cell.cases);
        assert_eq!(got.source, cell.source);
    }
}
