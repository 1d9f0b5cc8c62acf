//! Comparing a program's output with the expected answer, and saying where they differ.

use std::fmt;

/// How output is compared with the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// Line by line; CRLF = LF, trailing whitespace and trailing blank lines ignored (the rule
    /// of Luogu, Lanqiao and most judges).
    Lines,
    /// Byte for byte.
    Exact,
    /// Whitespace-separated tokens; line structure ignored.
    Tokens,
}

impl Comparison {
    /// The name used on the command line and in a folder's `judge.txt`.
    pub fn name(self) -> &'static str {
        match self {
            Comparison::Lines => "lines",
            Comparison::Exact => "exact",
            Comparison::Tokens => "tokens",
        }
    }

    pub fn from_name(name: &str) -> Option<Comparison> {
        [Comparison::Lines, Comparison::Exact, Comparison::Tokens]
            .iter()
            .copied()
            .find(|c| c.name() == name)
    }

    /// `Ok` when `actual` is accepted against `expected`; otherwise where and how they differ.
    pub fn compare(self, expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
        match self {
            Comparison::Lines => compare_lines(expected, actual),
            Comparison::Exact => compare_exact(expected, actual),
            Comparison::Tokens => compare_tokens(expected, actual),
        }
    }
}

/// The first difference between output and answer, ready to show a person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch(pub String);

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Longest piece of a line shown in a message, in characters.
const SHOWN_CHARS: usize = 60;

/// A line with its whitespace made visible (`·` space, `→` tab, `\r`, `⏎` newline), cut to
/// a readable length on a character boundary; bytes that are not UTF-8 show as `\xNN`.
pub fn visible(line: &[u8]) -> String {
    let mut shown = String::new();
    let mut count = 0;
    for piece in utf8_pieces(line) {
        for c in piece.0.chars() {
            if count == SHOWN_CHARS {
                shown.push('…');
                return shown;
            }
            match c {
                ' ' => shown.push('·'),
                '\t' => shown.push('→'),
                '\r' => shown.push_str("\\r"),
                '\n' => shown.push('⏎'),
                c if c.is_control() => shown.push_str(&c.escape_default().to_string()),
                c => shown.push(c),
            }
            count += 1;
        }
        for byte in piece.1 {
            if count == SHOWN_CHARS {
                shown.push('…');
                return shown;
            }
            shown.push_str(&format!("\\x{:02x}", byte));
            count += 1;
        }
    }
    shown
}

/// Splits bytes into (valid UTF-8, invalid bytes) pieces, as `<[u8]>::utf8_chunks` does from
/// Rust 1.79 on; the crate builds with 1.63.
fn utf8_pieces(bytes: &[u8]) -> Vec<(&str, &[u8])> {
    let mut pieces = Vec::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        match std::str::from_utf8(rest) {
            Ok(text) => {
                pieces.push((text, &rest[rest.len()..]));
                break;
            }
            Err(e) => {
                let (valid, after) = rest.split_at(e.valid_up_to());
                let bad = e.error_len().unwrap_or(after.len());
                let text = std::str::from_utf8(valid).unwrap_or_default();
                pieces.push((text, &after[..bad]));
                rest = &after[bad..];
            }
        }
    }
    pieces
}

/// Lines for the default rule: split on LF, each without trailing whitespace (which takes a
/// CR with it), trailing blank lines dropped.
fn normalised_lines(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').map(trim_end).collect();
    while lines.last().map_or(false, |l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// `line` without trailing whitespace (a CR included).
pub(crate) fn trim_end(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    &line[..end]
}

fn compare_lines(expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    let want = normalised_lines(expected);
    let got = normalised_lines(actual);
    for i in 0..want.len().max(got.len()) {
        let line = i + 1;
        match (want.get(i), got.get(i)) {
            (Some(w), Some(g)) if w == g => {}
            (Some(w), Some(g)) => {
                return Err(Mismatch(format!(
                    "line {}: expected `{}`, got `{}`",
                    line,
                    visible(w),
                    visible(g)
                )))
            }
            (Some(w), None) => {
                return Err(Mismatch(format!(
                    "line {}: expected `{}`, got end of output ({} lines instead of {})",
                    line,
                    visible(w),
                    got.len(),
                    want.len()
                )))
            }
            (None, Some(g)) => {
                return Err(Mismatch(format!(
                    "line {}: expected end of output, got `{}` ({} lines instead of {})",
                    line,
                    visible(g),
                    got.len(),
                    want.len()
                )))
            }
            (None, None) => unreachable!("the loop stops at the longer side"),
        }
    }
    Ok(())
}

fn compare_exact(expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    if expected == actual {
        return Ok(());
    }
    let at = expected
        .iter()
        .zip(actual)
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| expected.len().min(actual.len()));
    let line_start = expected[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let line = expected[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    let rest_of = |text: &[u8]| -> String {
        let tail = &text[line_start.min(text.len())..];
        let end = tail
            .iter()
            .position(|&b| b == b'\n')
            .map_or(tail.len(), |i| i + 1);
        visible(&tail[..end])
    };
    Err(Mismatch(format!(
        "byte {} (line {}): expected `{}`, got `{}`",
        at,
        line,
        rest_of(expected),
        rest_of(actual)
    )))
}

fn compare_tokens(expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    let tokens = |text: &[u8]| -> Vec<(usize, Vec<u8>)> {
        let mut found = Vec::new();
        for (i, line) in text.split(|&b| b == b'\n').enumerate() {
            for token in line
                .split(|b| b.is_ascii_whitespace())
                .filter(|t| !t.is_empty())
            {
                found.push((i + 1, token.to_vec()));
            }
        }
        found
    };
    let (want, got) = (tokens(expected), tokens(actual));
    for i in 0..want.len().max(got.len()) {
        match (want.get(i), got.get(i)) {
            (Some(w), Some(g)) if w.1 == g.1 => {}
            (Some(w), Some(g)) => {
                return Err(Mismatch(format!(
                    "token {} (line {}): expected `{}`, got `{}`",
                    i + 1,
                    g.0,
                    visible(&w.1),
                    visible(&g.1)
                )))
            }
            (Some(w), None) => {
                return Err(Mismatch(format!(
                    "token {}: expected `{}`, got end of output",
                    i + 1,
                    visible(&w.1)
                )))
            }
            (None, Some(g)) => {
                return Err(Mismatch(format!(
                    "token {} (line {}): expected end of output, got `{}`",
                    i + 1,
                    g.0,
                    visible(&g.1)
                )))
            }
            (None, None) => unreachable!("the loop stops at the longer side"),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visible_marks_whitespace_and_escapes_bad_bytes() {
        assert_eq!(visible(b"a b\t\r"), "a·b→\\r");
        assert_eq!(visible(b"ok\xff!"), "ok\\xff!");
        assert_eq!(visible("九宫".as_bytes()), "九宫");
    }

    #[test]
    fn visible_cuts_long_lines_on_character_boundaries() {
        let long = "宫".repeat(100);
        let shown = visible(long.as_bytes());
        assert_eq!(shown.chars().count(), SHOWN_CHARS + 1);
        assert!(shown.ends_with('…'));
    }

    #[test]
    fn exact_reports_the_line_of_the_first_different_byte() {
        let err = Comparison::Exact.compare(b"1\n2\n", b"1\n3\n").unwrap_err();
        assert_eq!(err.0, "byte 2 (line 2): expected `2⏎`, got `3⏎`");
    }
}
