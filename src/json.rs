//! A reader of JSON (RFC 8259), enough for the documents the judge receives: the problems
//! Competitive Companion sends to `judge listen` ([`crate::listen`]).
//!
//! The text comes from whatever process connects, so the reader trusts nothing in it: strings
//! must be valid UTF-8 with their escapes whole (`\uXXXX`, surrogate pairs paired), numbers
//! finite, nothing may trail the document, and nesting stops at [`MAX_DEPTH`], so a body of a
//! million `[` is an error, not an overflowed stack. An error says what was wrong and at which
//! byte.

/// How deep arrays and objects may nest. Competitive Companion's documents nest three deep.
pub const MAX_DEPTH: usize = 64;

/// A JSON value. An object keeps its members in document order; a later duplicate key is kept
/// too, and [`Value::get`] finds the first.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(f64),
    Str(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The member `key` of an object; `None` for a missing key or a value that is no object.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(text) => Some(text),
            _ => None,
        }
    }

    pub fn as_number(&self) -> Option<f64> {
        match self {
            Value::Number(number) => Some(*number),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(truth) => Some(*truth),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }
}

/// The document in `bytes`, or what is wrong with it and where.
pub fn parse(bytes: &[u8]) -> Result<Value, String> {
    let mut reader = Reader { bytes, at: 0 };
    let value = reader.value(0)?;
    reader.skip_space();
    if reader.at != bytes.len() {
        return Err(reader.error("text after the document"));
    }
    Ok(value)
}

/// A position in the document being read.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: &str) -> String {
        format!("{} at byte {}", what, self.at)
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Consumes `byte` after any space, or says which was expected.
    fn expect(&mut self, byte: u8) -> Result<(), String> {
        self.skip_space();
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(&format!("expected `{}`", byte as char)))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, String> {
        self.skip_space();
        match self.peek() {
            None => Err(self.error("the document ends where a value should be")),
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => self.string().map(Value::Str),
            Some(b't') => self.word("true", Value::Bool(true)),
            Some(b'f') => self.word("false", Value::Bool(false)),
            Some(b'n') => self.word("null", Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.error("not a JSON value")),
        }
    }

    fn word(&mut self, word: &str, value: Value) -> Result<Value, String> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("not a JSON value"))
        }
    }

    fn too_deep(&self, depth: usize) -> Result<(), String> {
        if depth > MAX_DEPTH {
            Err(self.error(&format!("nested more than {} deep", MAX_DEPTH)))
        } else {
            Ok(())
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, String> {
        self.too_deep(depth)?;
        self.at += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth)?);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.error("expected `,` or `]`")),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, String> {
        self.too_deep(depth)?;
        self.at += 1;
        let mut members = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(members));
        }
        loop {
            self.skip_space();
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a member's name in quotes"));
            }
            let key = self.string()?;
            self.expect(b':')?;
            members.push((key, self.value(depth)?));
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Value::Object(members));
                }
                _ => return Err(self.error("expected `,` or `}`")),
            }
        }
    }

    /// A number by JSON's grammar (`-`, digits without a leading zero, fraction, exponent).
    fn number(&mut self) -> Result<Value, String> {
        let start = self.at;
        let digits = |reader: &mut Self| {
            let from = reader.at;
            while matches!(reader.peek(), Some(b'0'..=b'9')) {
                reader.at += 1;
            }
            reader.at > from
        };
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        // One zero, or digits that do not start with one.
        if self.peek() == Some(b'0') {
            self.at += 1;
            if matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.error("a number with a leading zero"));
            }
        } else if !digits(self) {
            return Err(self.error("not a number"));
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if !digits(self) {
                return Err(self.error("no digits after the decimal point"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if !digits(self) {
                return Err(self.error("no digits in the exponent"));
            }
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).expect("ASCII digits");
        match text.parse::<f64>() {
            Ok(number) if number.is_finite() => Ok(Value::Number(number)),
            _ => Err(self.error("a number too large")),
        }
    }

    /// A string, its escapes decoded; the bytes between escapes must be UTF-8 with no control
    /// characters, as JSON requires.
    fn string(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut out: Vec<u8> = Vec::new();
        loop {
            match self.peek() {
                None => return Err(self.error("a string without its closing quote")),
                Some(b'"') => {
                    self.at += 1;
                    return String::from_utf8(out)
                        .map_err(|_| self.error("a string that is not UTF-8"));
                }
                Some(b'\\') => {
                    self.at += 1;
                    let decoded = match self.peek() {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => self.unicode_escape()?,
                        _ => return Err(self.error("an unknown escape")),
                    };
                    self.at += 1;
                    let mut buffer = [0; 4];
                    out.extend_from_slice(decoded.encode_utf8(&mut buffer).as_bytes());
                }
                Some(byte) if byte < 0x20 => {
                    return Err(self.error("a control character inside a string"))
                }
                Some(byte) => {
                    out.push(byte);
                    self.at += 1;
                }
            }
        }
    }

    /// The character of `\uXXXX` (the reader on its `u`), joining a surrogate pair; left on
    /// the escape's last digit.
    fn unicode_escape(&mut self) -> Result<char, String> {
        let high = self.hex_unit(self.at + 1)?;
        self.at += 4;
        let code = if (0xd800..0xdc00).contains(&high) {
            if self.bytes.get(self.at + 1..self.at + 3) != Some(b"\\u") {
                return Err(self.error("half of a surrogate pair"));
            }
            let low = self.hex_unit(self.at + 3)?;
            if !(0xdc00..0xe000).contains(&low) {
                return Err(self.error("half of a surrogate pair"));
            }
            self.at += 6;
            0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00)
        } else {
            high
        };
        char::from_u32(code).ok_or_else(|| self.error("half of a surrogate pair"))
    }

    /// The four hex digits at `at` as a number.
    fn hex_unit(&self, at: usize) -> Result<u32, String> {
        self.bytes
            .get(at..at + 4)
            .and_then(|hex| std::str::from_utf8(hex).ok())
            .filter(|hex| hex.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|hex| u32::from_str_radix(hex, 16).ok())
            .ok_or_else(|| self.error("a `\\u` escape without four hex digits"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_is_read_whole() {
        let value = parse(
            br#"{"name": "P1032 \u5b57\u4e32", "tests": [{"input": "a\n", "output": "1\n"}],
                "timeLimit": 1000, "memoryLimit": 1.25e2, "interactive": false, "x": null}"#,
        )
        .unwrap();
        assert_eq!(value.get("name").unwrap().as_str(), Some("P1032 字串"));
        let tests = value.get("tests").unwrap().as_array().unwrap();
        assert_eq!(tests[0].get("output").unwrap().as_str(), Some("1\n"));
        assert_eq!(value.get("timeLimit").unwrap().as_number(), Some(1000.0));
        assert_eq!(value.get("memoryLimit").unwrap().as_number(), Some(125.0));
        assert_eq!(value.get("interactive").unwrap().as_bool(), Some(false));
        assert_eq!(value.get("x"), Some(&Value::Null));
        assert_eq!(
            parse(b"\"\\ud83d\\ude00 \xe5\xad\x97\"").unwrap(),
            Value::Str("\u{1f600} 字".to_string())
        );
    }

    #[test]
    fn what_is_not_json_is_an_error_with_its_place() {
        for bad in [
            &b""[..],
            b"{",
            b"{\"a\" 1}",
            b"[1,]",
            b"{\"a\":1,}",
            b"01",
            b"1.",
            b"-",
            b"1e999",
            b"\"a",
            b"\"\\x\"",
            b"\"\\ud83d\"",
            b"\"\\u12\"",
            b"\"\x01\"",
            b"\"\xff\"",
            b"{} {}",
            b"nul",
            b"'a'",
        ] {
            let error = parse(bad).unwrap_err();
            assert!(error.contains("at byte"), "{:?}: {}", bad, error);
        }
        assert_eq!(parse(b"-0.5e+1").unwrap(), Value::Number(-5.0));
    }

    #[test]
    fn nesting_stops_at_the_bound_instead_of_the_stack() {
        let deep = "[".repeat(1_000_000);
        assert!(parse(deep.as_bytes()).unwrap_err().contains("nested"));
        let fine = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(parse(fine.as_bytes()).is_ok());
    }
}
