//! Showing results: one line per case and a summary for people, or one JSON document.

use crate::judge::{mebibytes, CaseReport, Verdict};
use std::fmt::Write as _;
use std::io::{self, Write};
use std::time::Duration;

/// Writes case lines as they arrive, with colours and a live progress line on a terminal.
pub struct Console {
    colour: bool,
    live: bool,
}

impl Console {
    /// Colours and progress only for a terminal, and colours never under `NO_COLOR`.
    pub fn for_stdout() -> Console {
        let terminal = stdout_is_terminal();
        Console {
            colour: terminal && std::env::var_os("NO_COLOR").map_or(true, |v| v.is_empty()),
            live: terminal,
        }
    }

    pub fn plain() -> Console {
        Console {
            colour: false,
            live: false,
        }
    }

    /// A line of the document on stdout (the JSON report).
    pub fn line(&self, text: &str) {
        self.clear_progress();
        println!("{}", text);
    }

    /// A remark on stderr that is not an error.
    pub fn note(&self, text: &str) {
        self.clear_progress();
        let _ = io::stdout().flush();
        eprintln!("{}", text);
    }

    /// An error on stderr.
    pub fn error(&self, text: &str) {
        self.note(text);
    }

    pub fn heading(&self, text: &str) {
        self.clear_progress();
        println!("{}", self.paint("1", text));
    }

    pub fn progress(&self, done: usize, total: usize, folder: &str) {
        if self.live {
            print!("\r\x1b[2K  {} {}/{} running…", folder, done, total);
            let _ = io::stdout().flush();
        }
    }

    pub fn case(&self, report: &CaseReport) {
        self.clear_progress();
        println!("{}", self.case_line(report));
    }

    fn case_line(&self, report: &CaseReport) -> String {
        let colour = if report.verdict == Verdict::Accepted {
            "32"
        } else {
            "31"
        };
        let mut line = format!(
            "  {} {:>8} {:>10}  {}",
            self.paint(colour, &format!("{:<3}", report.verdict.code())),
            milliseconds(report.wall),
            report.memory_kib.map_or("-".to_string(), mebibytes),
            report.name
        );
        if !report.message.is_empty() {
            let _ = write!(line, "  {}", report.message);
        }
        line
    }

    pub fn summary(&self, label: &str, reports: &[CaseReport], total: usize, jobs: usize) {
        self.clear_progress();
        let accepted = reports
            .iter()
            .filter(|r| r.verdict == Verdict::Accepted)
            .count();
        let colour = if accepted == total { "32" } else { "31" };
        let mut line = format!(
            "{} {}/{} AC",
            label,
            self.paint(colour, &accepted.to_string()),
            total
        );
        if reports.len() < total {
            let _ = write!(line, " ({} not run)", total - reports.len());
        }
        if let Some(slowest) = reports.iter().max_by_key(|r| r.wall) {
            let _ = write!(
                line,
                "; slowest {} {}",
                slowest.name,
                milliseconds(slowest.wall)
            );
        }
        if let Some(largest) = reports
            .iter()
            .filter(|r| r.memory_kib.is_some())
            .max_by_key(|r| r.memory_kib)
        {
            let _ = write!(
                line,
                "; largest memory {} {}",
                largest.name,
                largest.memory_kib.map_or("-".to_string(), mebibytes)
            );
        }
        if jobs > 1 {
            let _ = write!(
                line,
                " ({} cases at a time: times include contention)",
                jobs
            );
        }
        println!("{}", line);
    }

    fn clear_progress(&self) {
        if self.live {
            print!("\r\x1b[2K");
        }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.colour {
            format!("\x1b[{}m{}\x1b[0m", code, text)
        } else {
            text.to_string()
        }
    }
}

fn milliseconds(d: Duration) -> String {
    format!("{} ms", d.as_millis())
}

/// The `--json` document: `{"cases":[...],"summary":{...}}`.
pub fn json(reports: &[CaseReport], total: usize) -> String {
    let mut out = String::from("{\"cases\":[");
    for (i, r) in reports.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(
            out,
            "{{\"name\":{},\"verdict\":\"{}\",\"time_ms\":{},\"cpu_ms\":{},\"memory_kib\":{},\"message\":{}}}",
            json_string(&r.name),
            r.verdict.code(),
            r.wall.as_millis(),
            r.cpu.map_or("null".to_string(), |c| c.as_millis().to_string()),
            r.memory_kib.map_or("null".to_string(), |m| m.to_string()),
            json_string(&r.message)
        );
    }
    let accepted = reports
        .iter()
        .filter(|r| r.verdict == Verdict::Accepted)
        .count();
    let slowest_ms = reports
        .iter()
        .map(|r| r.wall.as_millis())
        .max()
        .unwrap_or(0);
    let largest = reports.iter().filter_map(|r| r.memory_kib).max();
    let _ = write!(
        out,
        "],\"summary\":{{\"total\":{},\"run\":{},\"accepted\":{},\"all_accepted\":{},\"slowest_ms\":{},\"largest_memory_kib\":{}}}}}",
        total,
        reports.len(),
        accepted,
        accepted == total,
        slowest_ms,
        largest.map_or("null".to_string(), |m| m.to_string())
    );
    out
}

fn json_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(unix)]
fn stdout_is_terminal() -> bool {
    extern "C" {
        fn isatty(fd: std::os::raw::c_int) -> std::os::raw::c_int;
    }
    // SAFETY: isatty only inspects the descriptor.
    unsafe { isatty(1) == 1 }
}

#[cfg(not(unix))]
fn stdout_is_terminal() -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_escape_quotes_and_control_characters() {
        assert_eq!(json_string("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"");
    }
}
