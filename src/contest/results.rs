//! The contest's results for people and programs: the terminal table, `results.csv` and the
//! `--json` document. (`results.html` is [`super::html`].)
//!
//! The JSON document, one schema for every cell, whatever became of it:
//!
//! ```text
//! {"contest": TITLE, "containment": TEXT,
//!  "problems": [{"name", "package", "full_score", "scoring": "subtasks"|"cases",
//!                "subtasks": [{"name", "points", "cases": [NAME…]}]}],
//!  "standings": [{"rank", "contestant", "total",
//!                 "cells": [{"problem", "status", "score", "source", "message",
//!                            "compile_log", "fresh",
//!                            "subtasks": [{"name", "points", "score"}],
//!                            "cases": [{"name", "subtask", "verdict", "time_ms",
//!                                       "memory_kib", "message"}]}]}],
//!  "summary": {"contestants", "problems", "cells", "judged_now", "from_store"}}
//! ```
//!
//! `status` is one of `judged`, `compile-error`, `missing`, `wrong-language`,
//! `several-files`, `empty`, `binary`, `cannot-run`; `source` is the file judged relative to
//! the contest folder, or null; `cases` is empty for a cell not judged, and `subtasks` always
//! lists every subtask of the problem (score 0 where not earned). A case's `verdict` is `AC`,
//! `WA`, `RE`, `TLE`, `MLE`, `OLE`, `CE` (the checker failed) or `skipped`; `memory_kib` is
//! null where not measured; `fresh` is true for a cell judged by this run, false for one taken
//! from the store.

use super::problems::Problem;
use super::score::{shown, Row};
use super::Status;
use crate::report::display_width;
use crate::text::json_string;
use std::fmt::Write as _;

/// What every view of the results shows.
pub struct Results<'a> {
    pub title: &'a str,
    pub containment: String,
    pub problems: &'a [Problem],
    pub rows: &'a [Row],
}

impl Results<'_> {
    /// Cells judged by this run, and taken from the store.
    pub fn counts(&self) -> (usize, usize) {
        let cells = self.rows.iter().flat_map(|r| &r.cells);
        let judged = cells.clone().filter(|(c, _)| c.fresh).count();
        let stored = cells
            .filter(|(c, _)| !c.fresh && c.status == Status::Judged)
            .count();
        (judged, stored)
    }
}

/// What a table's cell says: the points, and why where the source was not judged.
pub fn cell_text(status: Status, points: f64) -> String {
    match status {
        Status::Judged => shown(points),
        other => format!("{} {}", shown(points), other.short()),
    }
}

/// The terminal table: rank, contestant, each problem's points, total; then a line for each
/// cell that was not judged, saying why.
pub fn table(results: &Results) -> Vec<String> {
    let mut header = vec!["rank".to_string(), "contestant".to_string()];
    header.extend(
        results
            .problems
            .iter()
            .map(|p| format!("{} /{}", p.rule.name, p.rule.score)),
    );
    header.push("total".to_string());
    let mut rows = vec![header];
    for row in results.rows {
        let mut line = vec![row.rank.to_string(), printable(&row.name)];
        line.extend(row.cells.iter().map(|(c, p)| cell_text(c.status, p.total)));
        line.push(shown(row.total));
        rows.push(line);
    }
    let columns = rows[0].len();
    let widths: Vec<usize> = (0..columns)
        .map(|i| rows.iter().map(|r| display_width(&r[i])).max().unwrap_or(0))
        .collect();
    let mut lines: Vec<String> = rows
        .iter()
        .map(|r| {
            r.iter()
                .enumerate()
                .map(|(i, text)| {
                    let pad = " ".repeat(widths[i] - display_width(text));
                    // Names to the left, numbers to the right.
                    if i == 1 {
                        format!("{}{}", text, pad)
                    } else {
                        format!("{}{}", pad, text)
                    }
                })
                .collect::<Vec<_>>()
                .join("  ")
                .trim_end()
                .to_string()
        })
        .collect();
    for row in results.rows {
        for ((cell, _), problem) in row.cells.iter().zip(results.problems) {
            if cell.status != Status::Judged {
                lines.push(printable(&format!(
                    "  {}/{}: {}: {}",
                    row.name,
                    problem.rule.name,
                    cell.status.code(),
                    cell.message
                )));
            }
        }
    }
    lines
}

/// `text` with control characters escaped: a name cannot move a terminal's cursor.
fn printable(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// `results.csv`: UTF-8 with a byte-order mark (Excel then reads Chinese names right), a
/// header line, one line per contestant in rank order: rank, contestant, each problem's
/// points and status, total.
pub fn csv(results: &Results) -> String {
    let mut header = vec!["rank".to_string(), "contestant".to_string()];
    for problem in results.problems {
        header.push(problem.rule.name.clone());
        header.push(format!("{} status", problem.rule.name));
    }
    header.push("total".to_string());
    let mut out = String::from("\u{feff}");
    out.push_str(&csv_line(&header));
    for row in results.rows {
        let mut line = vec![row.rank.to_string(), row.name.clone()];
        for (cell, points) in &row.cells {
            line.push(shown(points.total));
            line.push(cell.status.code().to_string());
        }
        line.push(shown(row.total));
        out.push_str(&csv_line(&line));
    }
    out
}

/// One CSV line (RFC 4180): a field with a comma, quote or line break quoted, its quotes
/// doubled; a field a spreadsheet would take for a formula (`=`, `+`, `-`, `@` first, and not
/// a number) starts with `'`.
fn csv_line(fields: &[String]) -> String {
    let quoted: Vec<String> = fields
        .iter()
        .map(|field| {
            let formula = field.starts_with(['=', '+', '-', '@']) && field.parse::<f64>().is_err();
            let field = if formula {
                format!("'{}", field)
            } else {
                field.clone()
            };
            if field.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", field.replace('"', "\"\""))
            } else {
                field
            }
        })
        .collect();
    format!("{}\r\n", quoted.join(","))
}

/// The `--json` document (the schema is in this module's header).
pub fn json(results: &Results) -> String {
    let mut out = format!(
        "{{\"contest\":{},\"containment\":{},\"problems\":[",
        json_string(results.title),
        json_string(&results.containment)
    );
    for (i, problem) in results.problems.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(
            out,
            "{{\"name\":{},\"package\":{},\"full_score\":{},\"scoring\":\"{}\",\"subtasks\":[",
            json_string(&problem.rule.name),
            json_string(&problem.label),
            problem.rule.score,
            match problem.rule.scoring {
                super::config::Scoring::Subtasks => "subtasks",
                super::config::Scoring::Cases => "cases",
            }
        );
        for (j, subtask) in problem.subtasks.iter().enumerate() {
            let names: Vec<String> = subtask
                .cases
                .iter()
                .map(|&c| json_string(&problem.cases[c].name))
                .collect();
            let _ = write!(
                out,
                "{}{{\"name\":{},\"points\":{},\"cases\":[{}]}}",
                if j > 0 { "," } else { "" },
                json_string(&subtask.name),
                shown(subtask.points),
                names.join(",")
            );
        }
        out.push_str("]}");
    }
    out.push_str("],\"standings\":[");
    for (i, row) in results.rows.iter().enumerate() {
        let _ = write!(
            out,
            "{}{{\"rank\":{},\"contestant\":{},\"total\":{},\"cells\":[",
            if i > 0 { "," } else { "" },
            row.rank,
            json_string(&row.name),
            shown(row.total)
        );
        for (j, ((cell, points), problem)) in row.cells.iter().zip(results.problems).enumerate() {
            let _ = write!(
                out,
                "{}{{\"problem\":{},\"status\":\"{}\",\"score\":{},\"source\":{},\"message\":{},\"compile_log\":{},\"fresh\":{},\"subtasks\":[",
                if j > 0 { "," } else { "" },
                json_string(&problem.rule.name),
                cell.status.code(),
                shown(points.total),
                cell.source.as_deref().map_or("null".to_string(), json_string),
                json_string(&cell.message),
                json_string(&cell.compile_log),
                cell.fresh
            );
            for (k, (subtask, score)) in problem.subtasks.iter().zip(&points.subtasks).enumerate() {
                let _ = write!(
                    out,
                    "{}{{\"name\":{},\"points\":{},\"score\":{}}}",
                    if k > 0 { "," } else { "" },
                    json_string(&subtask.name),
                    shown(subtask.points),
                    shown(*score)
                );
            }
            out.push_str("],\"cases\":[");
            for (k, case) in cell.cases.iter().enumerate() {
                let _ = write!(
                    out,
                    "{}{{\"name\":{},\"subtask\":{},\"verdict\":\"{}\",\"time_ms\":{},\"memory_kib\":{},\"message\":{}}}",
                    if k > 0 { "," } else { "" },
                    json_string(&case.name),
                    json_string(&problem.subtasks[problem.subtask_of(k)].name),
                    case.verdict.map_or("skipped", |v| v.code()),
                    case.time_ms,
                    case.memory_kib.map_or("null".to_string(), |m| m.to_string()),
                    json_string(&case.message)
                );
            }
            out.push_str("]}");
        }
        out.push_str("]}");
    }
    let (judged, stored) = results.counts();
    let _ = write!(
        out,
        "],\"summary\":{{\"contestants\":{},\"problems\":{},\"cells\":{},\"judged_now\":{},\"from_store\":{}}}}}",
        results.rows.len(),
        results.problems.len(),
        results.rows.len() * results.problems.len(),
        judged,
        stored
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_are_quoted_and_formulas_defused() {
        let line = csv_line(&[
            "a,b".to_string(),
            "say \"hi\"".to_string(),
            "=1+2".to_string(),
            "-3".to_string(),
            "张三".to_string(),
        ]);
        assert_eq!(line, "\"a,b\",\"say \"\"hi\"\"\",'=1+2,-3,张三\r\n");
    }
}
