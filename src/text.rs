//! Text made safe for the formats the judge writes: a JSON string (which is also a YAML
//! double-quoted string: YAML takes the same escapes), a JSON string that may stand inside an
//! HTML `<script>`, text inside HTML, SVG or XML markup, a path as a word of a shell command
//! line; and a program's message or a quantity as one line of a report.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

/// `text` as a JSON string, quotes included: `"`, `\` and control characters escaped.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON string that cannot end the `<script>` it stands in (`</script>`, `<!--`) nor break a
/// line of JavaScript (U+2028, U+2029): those characters written as `\u` escapes.
pub fn script_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    for c in json_string(text).chars() {
        match c {
            '<' | '>' | '&' | '\u{2028}' | '\u{2029}' => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out
}

/// `text` inside markup (HTML, SVG, XML), in an element or a quoted attribute.
pub fn markup(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// `path` as one word of a shell command line: single-quoted (double on Windows).
pub fn shell_quote(path: &Path) -> String {
    let text = path.display().to_string();
    if cfg!(windows) {
        format!("\"{}\"", text)
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

/// Characters of a program's message kept in a one-line report.
const SHOWN_CHARS: usize = 160;

/// The telling lines of a program's stderr, as one line: the message of a Rust panic, the
/// `terminate called …` and `what():` of C++, the exception (and where) of a Python or Java
/// traceback or a Python syntax error; otherwise the first non-blank line. Control bytes are escaped, the text cut.
pub fn telling_lines(bytes: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect();
    let first = *lines.first()?;
    let find = |needle: &str| lines.iter().position(|line| line.contains(needle));
    let picked: Vec<&str> = if let Some(i) = find("panicked at") {
        // Rust 1.73+: `thread 'main' panicked at src/main.rs:3:5:` then the message.
        let at = lines[i].split("panicked at").nth(1).unwrap_or("").trim();
        let mut picked = vec![at.trim_end_matches(':')];
        picked.extend(
            lines[i + 1..]
                .iter()
                .take_while(|l| !l.starts_with("note:"))
                .take(2),
        );
        picked
    } else if let Some(i) = find("terminate called") {
        lines[i..].iter().take(2).copied().collect()
    } else if first.starts_with("Traceback (most recent call last)") {
        let last = lines.len() - 1;
        let frame = lines[..last].iter().rposition(|l| l.starts_with("File "));
        match frame {
            Some(f) => vec![lines[f], lines[last]],
            None => vec![lines[last]],
        }
    } else if first.starts_with("File \"") {
        // A Python syntax error has no traceback header: where, then the `SyntaxError:` line.
        vec![first, lines[lines.len() - 1]]
    } else if let Some(i) = find("Exception in thread") {
        lines[i..].iter().take(2).copied().collect()
    } else {
        vec![first]
    };
    Some(one_line(&picked.join(" / ")))
}

/// `text` as one line for a report: control characters escaped, cut to a readable length.
pub fn one_line(text: &str) -> String {
    match text.char_indices().nth(SHOWN_CHARS) {
        Some((cut, _)) => format!("{}…", printable(&text[..cut])),
        None => printable(text),
    }
}

/// `text` with its control characters escaped (`\u{1b}`, `\r`, `\t`), so that what a compiler
/// or a program wrote cannot move the cursor, clear the terminal, set its title or change
/// colours when a message shows it: the one escape of every human-readable message (the
/// compile log, a stderr excerpt, a first difference, a case's line).
pub fn printable(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_string();
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_printable(&mut shown, c);
    }
    shown
}

/// Pushes `c` as [`printable`] shows it.
pub fn push_printable(shown: &mut String, c: char) {
    if c.is_control() {
        shown.extend(c.escape_default());
    } else {
        shown.push(c);
    }
}

/// A time as reports show it: `1.25 s`.
pub fn seconds(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

/// A size in KiB as reports show it: `64.0 MiB`.
pub fn mebibytes(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_escape_quotes_backslashes_and_control_characters() {
        assert_eq!(json_string("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"");
        assert_eq!(json_string("九宫"), "\"九宫\"");
    }

    #[test]
    fn script_strings_escape_anything_that_could_end_the_script() {
        assert_eq!(script_string("a\"b\\c"), r#""a\"b\\c""#);
        assert_eq!(script_string("1\n2\t\u{1}"), r#""1\n2\t\u0001""#);
        assert_eq!(
            script_string("</script><!--&"),
            r#""\u003c/script\u003e\u003c!--\u0026""#
        );
        assert_eq!(script_string("a\u{2028}b"), r#""a\u2028b""#);
        assert_eq!(
            script_string("181 440 × 2 · 中文"),
            "\"181 440 × 2 · 中文\""
        );
    }

    #[test]
    fn markup_escapes_what_ends_an_element_or_an_attribute() {
        assert_eq!(markup("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
    }

    #[test]
    fn printable_escapes_every_control_character_and_keeps_the_rest() {
        assert_eq!(printable("plain 九宫"), "plain 九宫");
        assert_eq!(
            printable("\x1b]0;title\x07\x1b[2J\rAC"),
            "\\u{1b}]0;title\\u{7}\\u{1b}[2J\\rAC"
        );
        assert_eq!(printable(&printable("\x1b[31m")), printable("\x1b[31m"));
        assert_eq!(
            one_line(&"\x1b".repeat(200)).matches("\\u{1b}").count(),
            SHOWN_CHARS
        );
    }

    #[test]
    fn telling_lines_pick_the_reason_of_a_crash() {
        let rust = b"thread 'main' panicked at src/main.rs:4:5:\nattempt to subtract with overflow\nnote: run with `RUST_BACKTRACE=1`\n";
        assert_eq!(
            telling_lines(rust).as_deref(),
            Some("src/main.rs:4:5 / attempt to subtract with overflow")
        );
        let cpp = b"terminate called after throwing an instance of 'std::out_of_range'\n  what():  vector::_M_range_check\n";
        assert_eq!(
            telling_lines(cpp).as_deref(),
            Some("terminate called after throwing an instance of 'std::out_of_range' / what():  vector::_M_range_check")
        );
        let python = b"Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\n    x = int(s)\nValueError: invalid literal\n";
        assert_eq!(
            telling_lines(python).as_deref(),
            Some("File \"a.py\", line 3, in <module> / ValueError: invalid literal")
        );
        let syntax =
            b"  File \"a.py\", line 1\n    def f(:\n          ^\nSyntaxError: invalid syntax\n";
        assert_eq!(
            telling_lines(syntax).as_deref(),
            Some("File \"a.py\", line 1 / SyntaxError: invalid syntax")
        );
        assert_eq!(
            telling_lines(b"\x1b[31mred\n").as_deref(),
            Some("\\u{1b}[31mred")
        );
    }
}
