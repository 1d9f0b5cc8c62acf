//! Text made safe for the formats the judge writes: a JSON string (which is also a YAML
//! double-quoted string: YAML takes the same escapes), a JSON string that may stand inside an
//! HTML `<script>`, and text inside HTML, SVG or XML markup.

use std::fmt::Write as _;

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
}
