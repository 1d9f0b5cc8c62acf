//! Comparing a program's output with the expected answer, and saying where they differ.
//!
//! Both sides are streamed: memory stays a few KiB whatever the size of the output, and the
//! first difference is located by line, column and token, with a window of the text around it
//! on both sides.

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

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
    /// The name used on the command line and in a package's `problem.txt`.
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
        let (mut expected, mut actual) = (expected, actual);
        match self.compare_streams(&mut expected, &mut actual) {
            Ok(verdict) => verdict,
            Err(e) => Err(Mismatch(format!("cannot read: {}", e))), // slices never fail
        }
    }

    /// [`Comparison::compare`] on two files, streamed.
    pub fn compare_files(self, expected: &Path, actual: &Path) -> io::Result<Result<(), Mismatch>> {
        let mut expected = BufReader::with_capacity(COMPARE_BUFFER, File::open(expected)?);
        let mut actual = BufReader::with_capacity(COMPARE_BUFFER, File::open(actual)?);
        self.compare_streams(&mut expected, &mut actual)
    }

    /// [`Comparison::compare`] on two streams; an `Err` is a failure to read, not a verdict.
    pub fn compare_streams(
        self,
        expected: &mut dyn BufRead,
        actual: &mut dyn BufRead,
    ) -> io::Result<Result<(), Mismatch>> {
        let (mut want, mut got) = (Stream::new(expected), Stream::new(actual));
        match self {
            Comparison::Lines => compare_lines(&mut want, &mut got),
            Comparison::Exact => compare_exact(&mut want, &mut got),
            Comparison::Tokens => compare_tokens(&mut want, &mut got),
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

/// Bytes read at a time from each side: big enough that comparing is a memory scan, small
/// enough to cost nothing to allocate for each case.
pub const COMPARE_BUFFER: usize = 16 << 10;

/// Longest piece of a line shown in a message, in characters.
const SHOWN_CHARS: usize = 60;

/// Bytes of context kept on each side of a difference.
const CONTEXT: usize = 30;

/// A line with its whitespace made visible (`·` space, `→` tab, `\r`, `⏎` newline), cut to
/// a readable length on a character boundary; bytes that are not UTF-8 show as `\xNN`, other
/// control characters escaped.
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
                c => crate::text::push_printable(&mut shown, c),
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

/// `line` without trailing whitespace (a CR included).
pub fn trim_end(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    &line[..end]
}

/// Reads one line (without its newline and trailing whitespace) keeping at most `cap` bytes of
/// it; `None` at the end of the stream. The flag is true when the line was longer than `cap`:
/// the rest was read and dropped, so a flood of one line never sits in memory.
pub fn read_line_capped(
    reader: &mut dyn BufRead,
    cap: usize,
) -> io::Result<Option<(Vec<u8>, bool)>> {
    let mut line = Vec::new();
    let mut too_long = false;
    let mut any = false;
    loop {
        let (n, done) = {
            let buffer = reader.fill_buf()?;
            if buffer.is_empty() {
                break;
            }
            any = true;
            let (n, done) = match buffer.iter().position(|&b| b == b'\n') {
                Some(i) => (i, true),
                None => (buffer.len(), false),
            };
            let room = cap - line.len().min(cap);
            line.extend_from_slice(&buffer[..n.min(room)]);
            too_long |= n > room;
            (n, done)
        };
        reader.consume(if done { n + 1 } else { n });
        if done {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    let trimmed = trim_end(&line).len();
    line.truncate(trimmed);
    Ok(Some((line, too_long)))
}

/// A byte stream read in step with another, remembering where it is: line, column, and the
/// last bytes of the current piece (a line, or a token) for messages.
struct Stream<'a> {
    reader: &'a mut dyn BufRead,
    /// 1-based line of the next byte.
    line: usize,
    /// 0-based offset of the next byte in the whole stream.
    offset: u64,
    /// Bytes of the current piece consumed so far (for lines, the column).
    piece_len: u64,
    /// The last bytes (at most `CONTEXT`) of the current piece.
    recent: Vec<u8>,
}

impl<'a> Stream<'a> {
    fn new(reader: &'a mut dyn BufRead) -> Stream<'a> {
        Stream {
            reader,
            line: 1,
            offset: 0,
            piece_len: 0,
            recent: Vec::new(),
        }
    }

    fn peek(&mut self) -> io::Result<Option<u8>> {
        Ok(self.reader.fill_buf()?.first().copied())
    }

    /// Consumes `n` bytes of the current piece, all in the buffer, none a newline.
    fn consume_in_piece(&mut self, n: usize) -> io::Result<()> {
        let taken = &self.reader.fill_buf()?[..n];
        let keep_from = taken.len().saturating_sub(CONTEXT);
        self.recent.extend_from_slice(&taken[keep_from..]);
        if self.recent.len() > CONTEXT {
            self.recent.drain(..self.recent.len() - CONTEXT);
        }
        self.reader.consume(n);
        self.offset += n as u64;
        self.piece_len += n as u64;
        Ok(())
    }

    /// Consumes `n` bytes known to be in the buffer and equal on both sides, newlines
    /// included: a line ends at each newline, and the piece is what follows the last.
    fn consume_lines(&mut self, n: usize) -> io::Result<()> {
        let taken = &self.reader.fill_buf()?[..n];
        match taken.iter().rposition(|&b| b == b'\n') {
            None => self.consume_in_piece(n),
            Some(last) => {
                self.line += taken.iter().filter(|&&b| b == b'\n').count();
                self.start_piece();
                self.reader.consume(last + 1);
                self.offset += last as u64 + 1;
                self.consume_in_piece(n - last - 1)
            }
        }
    }

    /// Consumes one separator byte (whitespace, a newline included) and starts a new piece;
    /// at the end of the stream, ends a last line that has no newline.
    fn skip_separator(&mut self) -> io::Result<()> {
        match self.peek()? {
            Some(byte) => {
                self.reader.consume(1);
                self.offset += 1;
                if byte == b'\n' {
                    self.line += 1;
                }
            }
            None if self.piece_len > 0 => self.line += 1,
            None => {}
        }
        self.start_piece();
        Ok(())
    }

    fn start_piece(&mut self) {
        self.recent.clear();
        self.piece_len = 0;
    }

    /// Consumes the rest of the current piece, up to (not including) a byte for which `ends`
    /// holds or the end of the stream: what the message shows of it, and whether all of it
    /// was whitespace.
    fn take_rest(&mut self, ends: fn(u8) -> bool) -> io::Result<Rest> {
        let mut rest = Rest {
            head: Vec::new(),
            complete: true,
            blank: true,
        };
        loop {
            let (n, finished) = {
                let buffer = self.reader.fill_buf()?;
                if buffer.is_empty() {
                    return Ok(rest);
                }
                let (n, finished) = match buffer.iter().position(|&b| ends(b)) {
                    Some(i) => (i, true),
                    None => (buffer.len(), false),
                };
                let piece = &buffer[..n];
                rest.blank &= piece.iter().all(u8::is_ascii_whitespace);
                let room = CONTEXT - rest.head.len().min(CONTEXT);
                rest.head.extend_from_slice(&piece[..room.min(n)]);
                rest.complete &= n <= room;
                (n, finished)
            };
            self.reader.consume(n);
            self.offset += n as u64;
            self.piece_len += n as u64;
            if finished {
                return Ok(rest);
            }
        }
    }

    /// What the message shows before the next byte: `…` when the piece started earlier.
    fn shown_before(&self) -> String {
        let cut = self.piece_len > self.recent.len() as u64;
        format!("{}{}", if cut { "…" } else { "" }, visible(&self.recent))
    }
}

/// The rest of a piece after a difference, as much as a message shows of it.
struct Rest {
    head: Vec<u8>,
    /// True when `head` is all of it.
    complete: bool,
    blank: bool,
}

impl Rest {
    fn shown_after(&self) -> String {
        format!(
            "{}{}",
            visible(&self.head),
            if self.complete { "" } else { "…" }
        )
    }
}

fn is_newline(byte: u8) -> bool {
    byte == b'\n'
}

fn is_space(byte: u8) -> bool {
    byte.is_ascii_whitespace()
}

/// Advances both streams over their longest common run of bytes, stopping before a byte for
/// which `stop_at` holds; without a stop, newlines are passed over too.
fn common_run(a: &mut Stream, b: &mut Stream, stop_at: Option<fn(u8) -> bool>) -> io::Result<()> {
    loop {
        let n = {
            let (x, y) = (a.reader.fill_buf()?, b.reader.fill_buf()?);
            let stops = |p: &u8| stop_at.map_or(false, |stop| stop(*p));
            x.iter()
                .zip(y)
                .position(|(p, q)| p != q || stops(p))
                .unwrap_or_else(|| x.len().min(y.len()))
        };
        if n == 0 {
            return Ok(());
        }
        if stop_at.is_some() {
            a.consume_in_piece(n)?;
            b.consume_in_piece(n)?;
        } else {
            a.consume_lines(n)?;
            b.consume_lines(n)?;
        }
    }
}

/// From the start of a line to the end of the stream: how many lines there are up to the
/// last one that is not blank, and the first that is not blank (its number and text).
fn remaining_lines(s: &mut Stream) -> io::Result<(usize, Option<(usize, String)>)> {
    let (mut lines, mut count, mut first) = (0, 0, None);
    while s.peek()?.is_some() {
        lines += 1;
        let line = s.line;
        let rest = s.take_rest(is_newline)?;
        s.skip_separator()?;
        if !rest.blank {
            count = lines;
            first = first.or(Some((line, rest.shown_after())));
        }
    }
    Ok((count, first))
}

fn compare_lines(want: &mut Stream, got: &mut Stream) -> io::Result<Result<(), Mismatch>> {
    loop {
        let done = want.line - 1;
        match (want.peek()?, got.peek()?) {
            (None, None) => return Ok(Ok(())),
            (None, Some(_)) => {
                let (extra, first) = remaining_lines(got)?;
                return Ok(match first {
                    None => Ok(()),
                    Some((line, text)) => Err(Mismatch(format!(
                        "line {}: expected end of output, got `{}` ({} lines instead of {})",
                        line,
                        text,
                        done + extra,
                        done
                    ))),
                });
            }
            (Some(_), None) => {
                let (missing, first) = remaining_lines(want)?;
                return Ok(match first {
                    None => Ok(()),
                    Some((line, text)) => Err(Mismatch(format!(
                        "line {}: expected `{}`, got end of output ({} lines instead of {})",
                        line,
                        text,
                        done,
                        done + missing
                    ))),
                });
            }
            (Some(_), Some(_)) => {}
        }
        common_run(want, got, None)?;
        let at_line_end = |b: Option<u8>| b.map_or(true, is_newline);
        if at_line_end(want.peek()?) && at_line_end(got.peek()?) {
            want.skip_separator()?;
            got.skip_separator()?;
            continue;
        }
        let (line, column) = (want.line, want.piece_len + 1);
        let (before_want, before_got) = (want.shown_before(), got.shown_before());
        let (rest_want, rest_got) = (want.take_rest(is_newline)?, got.take_rest(is_newline)?);
        want.skip_separator()?;
        got.skip_separator()?;
        // Equal up to here: the lines are the same unless what follows is more than
        // trailing whitespace on either side.
        if rest_want.blank && rest_got.blank {
            continue;
        }
        let whole = column <= CONTEXT as u64 + 1 && rest_want.complete && rest_got.complete;
        let place = if whole {
            format!("line {}", line)
        } else {
            format!("line {}, column {}", line, column)
        };
        return Ok(Err(Mismatch(format!(
            "{}: expected `{}{}`, got `{}{}`",
            place,
            before_want,
            rest_want.shown_after(),
            before_got,
            rest_got.shown_after()
        ))));
    }
}

fn compare_exact(want: &mut Stream, got: &mut Stream) -> io::Result<Result<(), Mismatch>> {
    common_run(want, got, None)?;
    if want.peek()?.is_none() && got.peek()?.is_none() {
        return Ok(Ok(()));
    }
    // Both counted from 1, as editors count them.
    let (at, line, column) = (want.offset, want.line, want.piece_len + 1);
    let shown = |s: &mut Stream| -> io::Result<String> {
        let before = s.shown_before();
        let rest = s.take_rest(is_newline)?;
        let newline = if s.peek()? == Some(b'\n') { "⏎" } else { "" };
        Ok(format!("{}{}{}", before, rest.shown_after(), newline))
    };
    let (w, g) = (shown(want)?, shown(got)?);
    Ok(Err(Mismatch(format!(
        "byte {} (line {}, column {}): expected `{}`, got `{}`",
        at + 1,
        line,
        column,
        w,
        g
    ))))
}

/// Skips whitespace, counting lines; false at the end of the stream.
fn to_next_token(s: &mut Stream) -> io::Result<bool> {
    s.start_piece();
    loop {
        let (n, newlines, found) = {
            let buffer = s.reader.fill_buf()?;
            if buffer.is_empty() {
                return Ok(false);
            }
            let n = buffer
                .iter()
                .position(|b| !b.is_ascii_whitespace())
                .unwrap_or(buffer.len());
            let newlines = buffer[..n].iter().filter(|&&b| b == b'\n').count();
            (n, newlines, n < buffer.len())
        };
        s.reader.consume(n);
        s.offset += n as u64;
        s.line += newlines;
        if found {
            return Ok(true);
        }
    }
}

fn compare_tokens(want: &mut Stream, got: &mut Stream) -> io::Result<Result<(), Mismatch>> {
    let mut index = 0;
    loop {
        index += 1;
        let (more_wanted, more_got) = (to_next_token(want)?, to_next_token(got)?);
        let line = got.line;
        match (more_wanted, more_got) {
            (false, false) => return Ok(Ok(())),
            (true, false) => {
                let token = want.take_rest(is_space)?.shown_after();
                return Ok(Err(Mismatch(format!(
                    "token {}: expected `{}`, got end of output",
                    index, token
                ))));
            }
            (false, true) => {
                let token = got.take_rest(is_space)?.shown_after();
                return Ok(Err(Mismatch(format!(
                    "token {} (line {}): expected end of output, got `{}`",
                    index, line, token
                ))));
            }
            (true, true) => {}
        }
        common_run(want, got, Some(is_space))?;
        let at_token_end = |b: Option<u8>| b.map_or(true, is_space);
        if at_token_end(want.peek()?) && at_token_end(got.peek()?) {
            continue;
        }
        let character = want.piece_len + 1;
        let (before_want, before_got) = (want.shown_before(), got.shown_before());
        let (rest_want, rest_got) = (want.take_rest(is_space)?, got.take_rest(is_space)?);
        let whole = character <= CONTEXT as u64 + 1 && rest_want.complete && rest_got.complete;
        let place = if whole {
            format!("token {} (line {})", index, line)
        } else {
            format!("token {} (line {}, character {})", index, line, character)
        };
        return Ok(Err(Mismatch(format!(
            "{}: expected `{}{}`, got `{}{}`",
            place,
            before_want,
            rest_want.shown_after(),
            before_got,
            rest_got.shown_after()
        ))));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visible_marks_whitespace_and_escapes_bad_bytes() {
        assert_eq!(visible(b"a b\t\r"), "a·b→\\r");
        assert_eq!(visible(b"ok\xff!"), "ok\\xff!");
        assert_eq!(visible("九宫".as_bytes()), "九宫");
        assert_eq!(visible(b"\x1b[31m"), "\\u{1b}[31m");
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
        assert_eq!(err.0, "byte 3 (line 2, column 1): expected `2⏎`, got `3⏎`");
    }

    #[test]
    fn exact_counts_bytes_and_columns_from_one_as_editors_do() {
        let err = Comparison::Exact.compare(b"4\n", b"4 \n").unwrap_err();
        assert!(err.0.starts_with("byte 2 (line 1, column 2)"), "{}", err.0);
    }

    #[test]
    fn a_long_line_shows_a_window_around_the_first_differing_column() {
        let want = format!("{}A{}\n", "x".repeat(250), "y".repeat(49));
        let got = format!("{}B{}\n", "x".repeat(250), "y".repeat(49));
        let err = Comparison::Lines
            .compare(want.as_bytes(), got.as_bytes())
            .unwrap_err();
        let expected_side = format!("…{}A{}…", "x".repeat(CONTEXT), "y".repeat(CONTEXT - 1));
        let got_side = expected_side.replace('A', "B");
        assert_eq!(
            err.0,
            format!(
                "line 1, column 251: expected `{}`, got `{}`",
                expected_side, got_side
            )
        );
    }

    #[test]
    fn trailing_whitespace_and_trailing_blank_lines_are_ignored_by_the_line_rule() {
        assert_eq!(
            Comparison::Lines.compare(b"1\n2\n", b"1 \r\n2\t\n\n\n"),
            Ok(())
        );
        assert_eq!(Comparison::Lines.compare(b"1\n\n\n", b"1"), Ok(()));
        assert!(Comparison::Lines.compare(b"1\n\n2\n", b"1\n2\n").is_err());
    }

    #[test]
    fn huge_tokens_are_compared_without_holding_them() {
        let want = "1".repeat(1 << 20);
        let got = format!("{}2", "1".repeat((1 << 20) - 1));
        let err = Comparison::Tokens
            .compare(want.as_bytes(), got.as_bytes())
            .unwrap_err();
        assert!(
            err.0.starts_with("token 1 (line 1, character 1048576)"),
            "{}",
            err.0
        );
    }
}
