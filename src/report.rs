//! Showing results: one line per case and a summary for people, or one JSON document.
//!
//! On a terminal: colours (none under `NO_COLOR` or `TERM=dumb`), a live line naming the
//! running cases and their elapsed time, and lines cut to the terminal's width. Piped: plain
//! text, every line whole.

use crate::cases::Case;
use crate::judge::{mebibytes, CaseReport, Progress, Verdict};
use crate::text::{json_string, printable};
use std::cell::RefCell;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// Writes to stdout and stderr, with colours and a live progress line on a terminal.
pub struct Console {
    colour: bool,
    live: bool,
    width: usize,
    /// The progress line on screen now, to be cleared before other output.
    shown: RefCell<bool>,
}

impl Console {
    /// Colours and progress only for a terminal; colours never under `NO_COLOR` or
    /// `TERM=dumb`.
    pub fn for_stdout() -> Console {
        let terminal = stdout_is_terminal();
        let no_colour = std::env::var_os("NO_COLOR").map_or(false, |v| !v.is_empty())
            || std::env::var_os("TERM").map_or(false, |t| t == "dumb");
        Console {
            colour: terminal && !no_colour,
            live: terminal,
            width: if terminal {
                terminal_width()
            } else {
                usize::MAX
            },
            shown: RefCell::new(false),
        }
    }

    pub fn plain() -> Console {
        Console {
            colour: false,
            live: false,
            width: usize::MAX,
            shown: RefCell::new(false),
        }
    }

    /// How a trace is drawn here: Unicode blocks on a UTF-8 terminal, `#` otherwise; the
    /// terminal's width, or 100 columns when piped.
    pub fn trace_style(&self) -> crate::trace::Style {
        let utf8 = ["LC_ALL", "LC_CTYPE", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .map_or(false, |value| {
                let value = value.to_ascii_lowercase();
                value.contains("utf-8") || value.contains("utf8")
            });
        crate::trace::Style {
            unicode: self.live && utf8,
            width: if self.live { self.width } else { 100 },
        }
    }

    /// A line on stdout, whole (the JSON report, a listing).
    pub fn line(&self, text: &str) {
        self.clear_progress();
        out(&format!("{}\n", text));
    }

    /// A remark on stderr that is not an error.
    pub fn note(&self, text: &str) {
        self.clear_progress();
        let _ = io::stdout().flush();
        let _ = writeln!(io::stderr(), "{}", text);
    }

    /// An error on stderr.
    pub fn error(&self, text: &str) {
        self.note(text);
    }

    pub fn heading(&self, text: &str) {
        self.clear_progress();
        out(&format!(
            "{}\n",
            self.paint("1", &self.fit(&printable(text)))
        ));
    }

    /// A compile error: the verdict, then the compiler's first lines.
    pub fn compile_error(&self, source: &str, lines: &str) {
        self.clear_progress();
        out(&format!(
            "{} {}: compile error\n",
            self.paint(colour_of(Verdict::CheckerError), "CE "),
            printable(source)
        ));
        for line in lines.lines() {
            out(&format!("  {}\n", self.fit(&printable(line))));
        }
    }

    pub fn case(&self, report: &CaseReport) {
        self.clear_progress();
        let code = format!("{:<3}", report.verdict.code());
        let mut rest = format!(
            " {:>8} {:>8} {:>10}  {}",
            milliseconds(report.wall),
            report
                .cpu
                .map_or("-".to_string(), |cpu| format!("{} cpu", cpu.as_millis())),
            report.memory_kib.map_or("-".to_string(), mebibytes),
            report.name
        );
        if !report.message.is_empty() {
            let _ = write!(rest, "  {}", report.message);
        }
        let rest = self.fit_after(&printable(&rest), 5);
        out(&format!(
            "  {}{}\n",
            self.paint(colour_of(report.verdict), &code),
            rest
        ));
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
            printable(label),
            self.paint(colour, &accepted.to_string()),
            total
        );
        if reports.len() < total {
            let _ = write!(line, " ({} not run)", total - reports.len());
        }
        // By CPU time, the time the limit is on; wall-clock time where CPU time is unknown.
        if let Some(slowest) = reports.iter().max_by_key(|r| time_used(r)) {
            let _ = write!(
                line,
                "; slowest {} {}",
                printable(&slowest.name),
                milliseconds(time_used(slowest))
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
                printable(&largest.name),
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
        out(&format!("{}\n", line));
    }

    /// Rows under a header, in columns as wide as their widest cell, within `width` columns:
    /// the widest columns are narrowed first, their cells cut and marked `…`.
    pub fn table(&self, header: &[&str], rows: &[[String; 7]], width: usize) {
        let mut widths: Vec<usize> = header.iter().map(|h| display_width(h)).collect();
        for row in rows {
            for (width, cell) in widths.iter_mut().zip(row.iter()) {
                *width = (*width).max(display_width(cell));
            }
        }
        narrow(&mut widths, width);
        let line = |cells: Vec<&str>| -> String {
            let mut text = String::new();
            for (i, cell) in cells.iter().enumerate() {
                let cell = cut_to(cell, widths[i]);
                text.push_str(&cell);
                if i + 1 < cells.len() {
                    let pad = widths[i] - display_width(&cell) + 2;
                    text.push_str(&" ".repeat(pad));
                }
            }
            cut_to(&text, width)
        };
        self.line(&self.paint("1", &line(header.to_vec())));
        for row in rows {
            self.line(&line(row.iter().map(String::as_str).collect()));
        }
    }

    /// Shows the live line (on a terminal only).
    pub fn progress(&self, text: &str) {
        if self.live {
            out(&format!("\r\x1b[2K{}", self.fit(text)));
            let _ = io::stdout().flush();
            *self.shown.borrow_mut() = true;
        }
    }

    fn clear_progress(&self) {
        if self.live && *self.shown.borrow() {
            out("\r\x1b[2K");
            *self.shown.borrow_mut() = false;
        }
    }

    /// `text` cut to the terminal's width.
    fn fit(&self, text: &str) -> String {
        self.fit_after(text, 0)
    }

    /// `text` cut so that it fits after `used` columns.
    fn fit_after(&self, text: &str, used: usize) -> String {
        cut_to(text, self.width.saturating_sub(used + 1))
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.colour {
            format!("\x1b[{}m{}\x1b[0m", code, text)
        } else {
            text.to_string()
        }
    }
}

/// Each verdict its colour: AC green, WA red, TLE yellow, MLE magenta, RE and OLE cyan, CE
/// grey.
fn colour_of(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Accepted => "32",
        Verdict::WrongAnswer => "31",
        Verdict::TimeLimitExceeded => "33",
        Verdict::MemoryLimitExceeded => "35",
        Verdict::RuntimeError | Verdict::OutputLimitExceeded => "36",
        Verdict::CheckerError => "90",
    }
}

/// Writes to stdout; a closed stdout (`judge | head`) is not worth a panic.
fn out(text: &str) {
    let _ = io::stdout().write_all(text.as_bytes());
}

/// Columns a character takes on a terminal: two for the wide East Asian ranges.
fn char_width(c: char) -> usize {
    let wide = matches!(c as u32,
        0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 | 0x1F300..=0x1F64F
        | 0x20000..=0x3FFFD);
    if wide {
        2
    } else {
        1
    }
}

/// Columns `text` takes on a terminal (wide East Asian characters count two).
pub fn display_width(text: &str) -> usize {
    text.chars().map(char_width).sum()
}

/// The time a case used, as the time limit counts it: CPU time, or wall-clock time where the
/// backend does not measure CPU time.
fn time_used(report: &CaseReport) -> Duration {
    report.cpu.unwrap_or(report.wall)
}

fn milliseconds(d: Duration) -> String {
    format!("{} ms", d.as_millis())
}

/// Case lines as they are judged, and the live line of running cases between them.
pub struct Live<'a> {
    console: &'a Console,
    label: &'a str,
    cases: &'a [Case],
    show: bool,
    running: Vec<(usize, Instant)>,
    reports: Vec<CaseReport>,
}

impl<'a> Live<'a> {
    /// `show`: print case lines and the live line (false for JSON, which prints at the end).
    pub fn new(console: &'a Console, label: &'a str, cases: &'a [Case], show: bool) -> Live<'a> {
        Live {
            console,
            label,
            cases,
            show,
            running: Vec::new(),
            reports: Vec::new(),
        }
    }

    /// The reports received, in case order.
    pub fn into_reports(self) -> Vec<CaseReport> {
        self.reports
    }

    fn repaint(&self) {
        if !self.show || self.running.is_empty() {
            return;
        }
        let mut text = format!(
            "  {} {}/{} done; running",
            self.label,
            self.reports.len(),
            self.cases.len()
        );
        for (index, started) in &self.running {
            let _ = write!(
                text,
                " {} {:.1} s",
                printable(&self.cases[*index].name),
                started.elapsed().as_secs_f64()
            );
        }
        self.console.progress(&text);
    }
}

impl Progress for Live<'_> {
    fn started(&mut self, index: usize) {
        self.running.push((index, Instant::now()));
        self.repaint();
    }

    fn finished(&mut self, index: usize, report: &CaseReport) {
        self.running.retain(|(i, _)| *i != index);
        if self.show {
            self.console.case(report);
        }
        self.reports.push(report.clone());
        self.repaint();
    }

    fn tick(&mut self) {
        self.repaint();
    }
}

/// A folder judged, as the JSON report names it: the package (or folder), what the heading
/// says of it, its limits and the rule in force.
#[derive(Clone, Debug)]
pub struct Judged {
    pub label: String,
    pub about: String,
    pub time_limit: Duration,
    pub memory_kib: Option<u64>,
    pub rule: String,
}

/// The `--json` document of a judging that ran: see [`json_document`].
pub fn json(judged: &[Judged], reports: &[CaseReport], total: usize) -> String {
    json_document(judged, reports, total, None, None)
}

/// The `--json` document for a source that does not compile: see [`json_document`].
pub fn json_compile_error(source: &str, lines: &str) -> String {
    json_document(&[], &[], 0, Some((source, lines)), None)
}

/// The one shape of every `--json` document, whatever happened, so that a reader needs one
/// parser: `containment`, `judged` (each folder: `package`, `about`, `time_limit_ms`,
/// `memory_limit_kib`, `rule`), `compile_error` (`{source, message}` or null), `stopped` (why
/// judging stopped before its end, or null), `cases` (each: `name`, `verdict`, `time_ms`,
/// `cpu_ms`, `memory_kib`, `message`) and `summary` (`total`, `run`, `accepted`,
/// `all_accepted`, `slowest_ms`, `largest_memory_kib`). A compile error judges nothing:
/// `judged` and `cases` are empty and `all_accepted` false; so is it for a stopped judging.
pub fn json_document(
    judged: &[Judged],
    reports: &[CaseReport],
    total: usize,
    compile_error: Option<(&str, &str)>,
    stopped: Option<&str>,
) -> String {
    let mut out = format!(
        "{{\"containment\":{},\"judged\":[",
        json_string(&crate::contain::level().to_string())
    );
    for (i, j) in judged.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(
            out,
            "{{\"package\":{},\"about\":{},\"time_limit_ms\":{},\"memory_limit_kib\":{},\"rule\":{}}}",
            json_string(&j.label),
            json_string(&j.about),
            j.time_limit.as_millis(),
            j.memory_kib.map_or("null".to_string(), |m| m.to_string()),
            json_string(&j.rule)
        );
    }
    let _ = write!(
        out,
        "],\"compile_error\":{},\"stopped\":{},\"cases\":[",
        compile_error.map_or("null".to_string(), |(source, message)| format!(
            "{{\"source\":{},\"message\":{}}}",
            json_string(source),
            json_string(message)
        )),
        stopped.map_or("null".to_string(), json_string)
    );
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
        .map(|r| time_used(r).as_millis())
        .max()
        .unwrap_or(0);
    let largest = reports.iter().filter_map(|r| r.memory_kib).max();
    let all_accepted = compile_error.is_none() && stopped.is_none() && accepted == total;
    let _ = write!(
        out,
        "],\"summary\":{{\"total\":{},\"run\":{},\"accepted\":{},\"all_accepted\":{},\"slowest_ms\":{},\"largest_memory_kib\":{}}}}}",
        total,
        reports.len(),
        accepted,
        all_accepted,
        slowest_ms,
        largest.map_or("null".to_string(), |m| m.to_string())
    );
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

/// The terminal's width: `$COLUMNS`, else the terminal's own word (Linux), else 100.
/// Columns of a table narrowed, the widest first and none below 8, until the table (two
/// spaces between columns) fits in `width`; the first column, the rows' names, stays whole.
fn narrow(widths: &mut [usize], width: usize) {
    let total =
        |widths: &[usize]| widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1);
    while total(widths) > width {
        match widths
            .iter_mut()
            .skip(1)
            .filter(|w| **w > 8)
            .max_by_key(|w| **w)
        {
            Some(widest) => *widest -= 1,
            None => break,
        }
    }
}

/// `text` cut to `room` columns, its end marked `…` where it was cut.
pub fn cut_to(text: &str, room: usize) -> String {
    if display_width(text) <= room {
        return text.to_string();
    }
    let mut cut = String::new();
    let mut width = 0;
    for c in text.chars() {
        let w = char_width(c);
        if width + w + 1 > room {
            break;
        }
        cut.push(c);
        width += w;
    }
    cut.push('…');
    cut
}

/// `text` wrapped at spaces into lines of at most `width` columns (a word longer than that
/// stays whole), the lines after the first indented by `indent` spaces.
pub fn wrap(text: &str, width: usize, indent: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split(' ') {
        let line = lines.last_mut().expect("one line at least");
        if line.is_empty() {
            line.push_str(word);
        } else if display_width(line) + 1 + display_width(word) > width {
            lines.push(format!("{}{}", " ".repeat(indent), word));
        } else {
            line.push(' ');
            line.push_str(word);
        }
    }
    lines
}

/// The columns a listing may use: the terminal's width, or 100 when stdout is not a terminal.
pub fn listing_width() -> usize {
    if stdout_is_terminal() {
        terminal_width()
    } else {
        100
    }
}

fn terminal_width() -> usize {
    if let Some(columns) = std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()) {
        return columns;
    }
    window_columns().unwrap_or(100)
}

#[cfg(target_os = "linux")]
fn window_columns() -> Option<usize> {
    #[repr(C)]
    struct WindowSize {
        rows: u16,
        columns: u16,
        x_pixels: u16,
        y_pixels: u16,
    }
    extern "C" {
        fn ioctl(
            fd: std::os::raw::c_int,
            request: std::os::raw::c_ulong,
            ...
        ) -> std::os::raw::c_int;
    }
    const TIOCGWINSZ: std::os::raw::c_ulong = 0x5413;
    let mut size = WindowSize {
        rows: 0,
        columns: 0,
        x_pixels: 0,
        y_pixels: 0,
    };
    // SAFETY: TIOCGWINSZ writes one winsize struct, the layout declared above.
    let ok = unsafe { ioctl(1, TIOCGWINSZ, &mut size as *mut WindowSize) } == 0;
    if ok && size.columns > 0 {
        Some(usize::from(size.columns))
    } else {
        None
    }
}

#[cfg(not(target_os = "linux"))]
fn window_columns() -> Option<usize> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_cut_to_the_width_counting_wide_characters_twice() {
        let mut console = Console::plain();
        console.width = 11;
        assert_eq!(console.fit("0123456789abc"), "012345678…");
        assert_eq!(console.fit("九宫重排九宫重排"), "九宫重排…");
        assert_eq!(console.fit("short"), "short");
    }
}
