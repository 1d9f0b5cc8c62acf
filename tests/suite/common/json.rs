//! A reader of JSON, enough for what the tests read: the documents the exports write, the
//! judge's `--json` report, and Chromium's DevTools replies (`browser`). Strings are read
//! whole, escapes included (`\uXXXX`, surrogate pairs too); numbers as `f64`.

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
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_number(&self) -> Option<f64> {
        match self {
            Value::Number(n) => Some(*n),
            _ => None,
        }
    }
    pub fn as_array(&self) -> Option<&Vec<Value>> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }
}

/// The document, or `None` if it is not JSON (trailing text included).
pub fn parse(text: &str) -> Option<Value> {
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    let value = value(&chars, &mut at)?;
    skip(&chars, &mut at);
    if at == chars.len() {
        Some(value)
    } else {
        None
    }
}

fn skip(c: &[char], at: &mut usize) {
    while *at < c.len() && c[*at].is_whitespace() {
        *at += 1;
    }
}

fn value(c: &[char], at: &mut usize) -> Option<Value> {
    skip(c, at);
    let rest: String = c[*at..c.len().min(*at + 5)].iter().collect();
    for (word, v) in [
        ("null", Value::Null),
        ("true", Value::Bool(true)),
        ("false", Value::Bool(false)),
    ] {
        if rest.starts_with(word) {
            *at += word.len();
            return Some(v);
        }
    }
    match *c.get(*at)? {
        '"' => string(c, at).map(Value::Str),
        '[' => {
            *at += 1;
            let mut items = Vec::new();
            loop {
                skip(c, at);
                if c.get(*at) == Some(&']') {
                    *at += 1;
                    return Some(Value::Array(items));
                }
                if !items.is_empty() {
                    if c.get(*at) != Some(&',') {
                        return None;
                    }
                    *at += 1;
                }
                items.push(value(c, at)?);
            }
        }
        '{' => {
            *at += 1;
            let mut fields = Vec::new();
            loop {
                skip(c, at);
                if c.get(*at) == Some(&'}') {
                    *at += 1;
                    return Some(Value::Object(fields));
                }
                if !fields.is_empty() {
                    if c.get(*at) != Some(&',') {
                        return None;
                    }
                    *at += 1;
                    skip(c, at);
                }
                let key = string(c, at)?;
                skip(c, at);
                if c.get(*at) != Some(&':') {
                    return None;
                }
                *at += 1;
                fields.push((key, value(c, at)?));
            }
        }
        _ => {
            let start = *at;
            while *at < c.len() && "+-0123456789.eE".contains(c[*at]) {
                *at += 1;
            }
            let number: String = c[start..*at].iter().collect();
            number.parse().ok().map(Value::Number)
        }
    }
}

fn string(c: &[char], at: &mut usize) -> Option<String> {
    if c.get(*at) != Some(&'"') {
        return None;
    }
    *at += 1;
    let mut out = String::new();
    loop {
        match *c.get(*at)? {
            '"' => {
                *at += 1;
                return Some(out);
            }
            '\\' => {
                *at += 1;
                match *c.get(*at)? {
                    'n' => out.push('\n'),
                    't' => out.push('\t'),
                    'r' => out.push('\r'),
                    'b' => out.push('\u{8}'),
                    'f' => out.push('\u{c}'),
                    'u' => {
                        let unit = hex_unit(c, *at + 1)?;
                        *at += 4;
                        // A character past U+FFFF is a pair of UTF-16 surrogates, `\uD8xx\uDCxx`.
                        let code = if (0xd800..0xdc00).contains(&unit) {
                            if c.get(*at + 1..*at + 3)? != ['\\', 'u'] {
                                return None;
                            }
                            let low = hex_unit(c, *at + 3)?;
                            if !(0xdc00..0xe000).contains(&low) {
                                return None;
                            }
                            *at += 6;
                            0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00)
                        } else {
                            unit
                        };
                        out.push(char::from_u32(code)?);
                    }
                    other => out.push(other),
                }
            }
            other => out.push(other),
        }
        *at += 1;
    }
}

/// The four hex digits at `at` as a number.
fn hex_unit(c: &[char], at: usize) -> Option<u32> {
    let hex: String = c.get(at..at + 4)?.iter().collect();
    u32::from_str_radix(&hex, 16).ok()
}

#[test]
fn the_reader_reads_what_json_looks_like() {
    let v =
        parse("{\"a\": [1, -2.5e1, null], \"b\": {\"c\": \"\\\"x\\u00e9\"}, \"d\": true}").unwrap();
    assert_eq!(
        v.get("a").unwrap().as_array().unwrap()[1],
        Value::Number(-25.0)
    );
    assert_eq!(v.get("b").unwrap().get("c").unwrap().as_str(), Some("\"xé"));
    assert_eq!(parse("{\"a\": 1} x"), None);
    // Chromium writes `<` as `\u003C`; a character past U+FFFF comes as two surrogates.
    assert_eq!(
        parse("\"\\u003Cpre\\u003E \\ud83d\\ude00\\b\"").unwrap(),
        Value::Str("<pre> \u{1f600}\u{8}".into())
    );
    assert_eq!(parse("\"\\ud83d x\""), None);
}
