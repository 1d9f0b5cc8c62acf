//! A problem as Competitive Companion sends it, read from its JSON and checked before anything
//! is written: the fields the judge needs, each in range, and the names the package will go
//! by — its folder (`luogu-p1001`), its aliases (`P1001`) and its judge (`Luogu P1001`).
//!
//! The document's fields: `name`, `group`, `url`, `interactive`, `memoryLimit` (MB),
//! `timeLimit` (ms), `tests` (`[{input, output}]`), `input` and `output` (`type`: `stdin`,
//! `stdout`, `file` with a `fileName`, or `regex`), `batch` (`{id, size}`: one contest sent as
//! `size` problems, one request each). Whatever else it holds (`testType`, `languages`) is
//! not needed here.

use crate::json::Value;

/// The most samples one problem may bring: every sample becomes two files.
pub const MAX_SAMPLES: usize = 1_000;

/// The longest time limit taken, in ms: an hour, as `problem.txt` allows.
const MAX_TIME_MS: f64 = 3_600_000.0;

/// The largest memory limit taken, in MB: a TiB.
const MAX_MEMORY_MB: f64 = 1_048_576.0;

/// One problem, as received.
#[derive(Clone, Debug, PartialEq)]
pub struct Task {
    /// The page's title, on one line (`P1001 A+B Problem`).
    pub name: String,
    /// The judge and contest (`Luogu`, `Codeforces - Round 1`); may be empty.
    pub group: String,
    pub url: String,
    pub interactive: bool,
    pub time_ms: u64,
    pub memory_mb: u64,
    /// The samples: input and answer.
    pub tests: Vec<(String, String)>,
    pub io: Io,
    /// The contest this problem came with: its id and how many problems it has.
    pub batch: Option<(String, u64)>,
}

/// How the program reads and writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Io {
    /// Standard input and output.
    Standard,
    /// `NAME.in` and (or) `NAME.out`: the judge's file I/O (`file-io: NAME`).
    Files(String),
    /// A way the judge does not run programs: why, in one clause.
    Unsupported(String),
}

/// The names a received package goes by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names {
    /// The folder's name, the judge's own naming: `luogu-p1001`, `lanqiao-261`.
    pub folder: String,
    /// Other names it answers to: `P1001`, `CF4A`.
    pub aliases: Vec<String>,
    /// `problem.txt`'s `judge:` line: `Luogu P1001`.
    pub judge: String,
}

impl Task {
    /// The problem in `document`, or why it cannot be one (a field missing, of the wrong
    /// type, out of range, or text that would break a line of `problem.txt`).
    pub fn read(document: &Value) -> Result<Task, String> {
        if !matches!(document, Value::Object(_)) {
            return Err("the document is not an object".to_string());
        }
        let text = |key: &str| -> Result<String, String> {
            let value = document
                .get(key)
                .ok_or_else(|| format!("no `{}`", key))?
                .as_str()
                .ok_or_else(|| format!("`{}` is not a string", key))?;
            one_line(key, value)
        };
        let number = |key: &str, max: f64| -> Result<u64, String> {
            match document.get(key).and_then(Value::as_number) {
                Some(n) if n >= 1.0 && n <= max => Ok(n.floor() as u64),
                Some(n) => Err(format!("`{}` is {}, not from 1 to {}", key, n, max)),
                None => Err(format!("no number `{}`", key)),
            }
        };
        let name = text("name")?;
        if name.is_empty() {
            return Err("`name` is empty".to_string());
        }
        let url = text("url")?;
        if url.contains(' ') {
            return Err("`url` holds a space".to_string());
        }
        Ok(Task {
            name,
            group: match document.get("group") {
                None => String::new(),
                Some(_) => text("group")?,
            },
            url,
            interactive: match document.get("interactive") {
                None | Some(Value::Null) => false,
                Some(value) => value
                    .as_bool()
                    .ok_or("`interactive` is not true or false")?,
            },
            time_ms: number("timeLimit", MAX_TIME_MS)?,
            memory_mb: number("memoryLimit", MAX_MEMORY_MB)?,
            tests: read_tests(document.get("tests"))?,
            io: read_io(document.get("input"), document.get("output"))?,
            batch: document.get("batch").and_then(|batch| {
                let id = batch.get("id")?.as_str()?;
                let size = batch.get("size")?.as_number()?;
                Some((id.to_string(), size.max(0.0) as u64))
            }),
        })
    }

    /// The names the package goes by: by the judge's own naming where the URL is a judge's we
    /// know (`luogu-p1001`, `lanqiao-261`, `acwing-190`, `loj-2`, `hdu-1043`,
    /// `codeforces-4a`), else the site and the title (`atcoder-a-day-of-takahashi`). An id
    /// in a URL that is not a plain name (`..`, `a/b`) is an error: no folder is made of it.
    pub fn names(&self) -> Result<Names, String> {
        let url = Url::split(&self.url).ok_or_else(|| {
            format!(
                "`url` is not an http(s) address: {}",
                crate::text::one_line(&self.url)
            )
        })?;
        let segment = |i: usize| url.segments.get(i).copied().unwrap_or("");
        let known = |prefix: &str, id: &str, judge: &str, alias: Option<String>| {
            plain_id(id).map(|id| Names {
                folder: format!("{}-{}", prefix, id.to_lowercase()),
                aliases: alias.into_iter().collect(),
                judge: format!("{} {}", judge, id),
            })
        };
        let site = url.site();
        match site.as_str() {
            "luogu" if segment(0) == "problem" => {
                let id = segment(1);
                known("luogu", id, "Luogu", Some(id.to_string()))
            }
            "lanqiao" if segment(0) == "problems" => known("lanqiao", segment(1), "Lanqiao", None),
            "acwing" if segment(0) == "problem" => known("acwing", segment(2), "AcWing", None),
            "loj" | "libreoj" if matches!(segment(0), "p" | "problem") => {
                known("loj", segment(1), "LibreOJ", None)
            }
            "hdu" => {
                let pid = url.query_value("pid").unwrap_or("");
                known("hdu", pid, "HDU", None)
            }
            "codeforces" if matches!(segment(0), "contest" | "gym" | "problemset") => {
                let (contest, index) = match segment(0) {
                    "problemset" => (segment(2), segment(3)),
                    _ => (segment(1), segment(3)),
                };
                plain_id(contest)?;
                let id = format!("{}{}", contest, index);
                known("codeforces", &id, "Codeforces", Some(format!("CF{}", id)))
            }
            _ => {
                let title = slug(&self.name);
                if title.is_empty() {
                    return Err(
                        "the problem's name has no letter or digit to name a folder by".to_string(),
                    );
                }
                Ok(Names {
                    folder: format!("{}-{}", site, title),
                    aliases: Vec::new(),
                    judge: if self.group.is_empty() {
                        site
                    } else {
                        self.group.clone()
                    },
                })
            }
        }
    }
}

/// `value` as one line of `problem.txt`: a NUL refused (no page title holds one; a hostile
/// request might), other control characters and runs of spaces made one space.
fn one_line(key: &str, value: &str) -> Result<String, String> {
    if value.contains('\0') {
        return Err(format!("`{}` holds a NUL character", key));
    }
    if value.chars().count() > 2_000 {
        return Err(format!("`{}` is over 2000 characters", key));
    }
    Ok(value
        .split(|c: char| c.is_whitespace() || c.is_control())
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join(" "))
}

fn read_tests(tests: Option<&Value>) -> Result<Vec<(String, String)>, String> {
    let tests = tests.and_then(Value::as_array).ok_or("no array `tests`")?;
    if tests.len() > MAX_SAMPLES {
        return Err(format!(
            "{} tests; a problem brings at most {}",
            tests.len(),
            MAX_SAMPLES
        ));
    }
    tests
        .iter()
        .enumerate()
        .map(|(i, test)| {
            let field = |key: &str| {
                test.get(key)
                    .and_then(Value::as_str)
                    .map(str::to_string)
                    .ok_or_else(|| format!("test {} has no string `{}`", i + 1, key))
            };
            Ok((field("input")?, field("output")?))
        })
        .collect()
}

/// The judge's file I/O is `NAME.in` and `NAME.out`: a problem that reads one of them, or
/// both with the same NAME, is judged as it runs; other files are not how the judge runs a
/// program, and a file name that is not a plain name is an error.
fn read_io(input: Option<&Value>, output: Option<&Value>) -> Result<Io, String> {
    let kind = |config: Option<&Value>, key: &str| -> Result<(String, Option<String>), String> {
        let config = match config {
            None | Some(Value::Null) => return Ok((String::new(), None)),
            Some(config) => config,
        };
        let kind = config
            .get("type")
            .and_then(Value::as_str)
            .ok_or_else(|| format!("`{}` has no string `type`", key))?;
        let file = match config.get("fileName") {
            Some(Value::Str(name)) if kind == "file" => {
                if plain_file_name(name) {
                    Some(name.clone())
                } else {
                    return Err(format!(
                        "`{}.fileName` `{}` is not a plain file name",
                        key,
                        crate::text::one_line(name)
                    ));
                }
            }
            _ if kind == "file" => return Err(format!("`{}` is a file without `fileName`", key)),
            _ => None,
        };
        Ok((kind.to_string(), file))
    };
    let (input_kind, input_file) = kind(input, "input")?;
    let (output_kind, output_file) = kind(output, "output")?;
    for (kind, standard, key) in [
        (&input_kind, "stdin", "input"),
        (&output_kind, "stdout", "output"),
    ] {
        if !(kind.is_empty() || kind == standard || kind == "file") {
            return Ok(Io::Unsupported(format!(
                "its {} is `{}`, which the judge does not run (it runs stdin/stdout and NAME.in/NAME.out)",
                key, kind
            )));
        }
    }
    let stem_in = input_file.as_deref().map(|f| (f, f.strip_suffix(".in")));
    let stem_out = output_file.as_deref().map(|f| (f, f.strip_suffix(".out")));
    let stem = match (stem_in, stem_out) {
        (None, None) => return Ok(Io::Standard),
        (Some((_, Some(a))), Some((_, Some(b)))) if a == b => a,
        (Some((_, Some(a))), None) | (None, Some((_, Some(a)))) => a,
        _ => {
            let shown: Vec<&str> = [input_file.as_deref(), output_file.as_deref()]
                .into_iter()
                .flatten()
                .collect();
            return Ok(Io::Unsupported(format!(
                "it reads and writes {}, and the judge's file I/O is NAME.in and NAME.out",
                shown.join(" and ")
            )));
        }
    };
    if stem.is_empty() {
        return Err("a file I/O name is empty".to_string());
    }
    Ok(Io::Files(stem.to_string()))
}

/// A file name that stays in the program's folder: letters, digits, `-`, `_`, `.`, not
/// starting with `.`.
fn plain_file_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 100
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// A problem id from a URL as it may stand in a folder's name: 1 to 40 letters, digits, `-`
/// or `_`; anything else (`..`, `/`, `%2F`, a NUL) is refused, not cleaned.
fn plain_id(id: &str) -> Result<&str, String> {
    if !id.is_empty()
        && id.len() <= 40
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        Ok(id)
    } else {
        Err(format!(
            "the problem's id in its URL, `{}`, is not a plain name (letters, digits, `-`, `_`): as a folder's name it could leave the received folder",
            crate::text::one_line(id)
        ))
    }
}

/// The title as a folder's name: lower case, its letters and digits (any script) in runs
/// joined by `-`, at most 60 characters.
fn slug(title: &str) -> String {
    let mut slug = String::new();
    for c in title.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
        if slug.chars().count() >= 60 {
            break;
        }
    }
    slug.trim_end_matches('-').to_string()
}

/// An http(s) URL in the parts the names are made of.
struct Url<'a> {
    /// Lower case, without `www.` and the port.
    host: String,
    /// The path's non-empty segments.
    segments: Vec<&'a str>,
    query: &'a str,
}

impl<'a> Url<'a> {
    fn split(url: &'a str) -> Option<Url<'a>> {
        let rest = url
            .strip_prefix("https://")
            .or_else(|| url.strip_prefix("http://"))?;
        let rest = rest.split('#').next().unwrap_or("");
        let (before_query, query) = rest.split_once('?').unwrap_or((rest, ""));
        let (host, path) = before_query.split_once('/').unwrap_or((before_query, ""));
        let host = host.rsplit('@').next().unwrap_or("");
        let host = host.split(':').next().unwrap_or("").to_ascii_lowercase();
        let host = host.strip_prefix("www.").unwrap_or(&host).to_string();
        if host.is_empty() {
            return None;
        }
        Some(Url {
            host,
            segments: path.split('/').filter(|s| !s.is_empty()).collect(),
            query,
        })
    }

    /// The site's own name: `luogu` for `www.luogu.com.cn`, `hdu` for `acm.hdu.edu.cn`,
    /// `atcoder` for `atcoder.jp`.
    fn site(&self) -> String {
        let generic = ["com", "edu", "org", "net", "ac", "co", "gov"];
        let labels: Vec<&str> = self.host.split('.').collect();
        let mut i = labels.len().saturating_sub(2);
        while i > 0 && generic.contains(&labels[i]) {
            i -= 1;
        }
        slug(labels[i])
    }

    fn query_value(&self, key: &str) -> Option<&'a str> {
        self.query
            .split('&')
            .filter_map(|pair| pair.split_once('='))
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::parse;

    fn task(json: &str) -> Result<Task, String> {
        Task::read(&parse(json.as_bytes()).expect("JSON"))
    }

    fn named(url: &str, name: &str) -> Result<Names, String> {
        task(&format!(
            r#"{{"name": "{}", "group": "G", "url": "{}", "timeLimit": 1000, "memoryLimit": 128, "tests": []}}"#,
            name, url
        ))?
        .names()
    }

    #[test]
    fn the_judges_we_know_are_named_as_the_judge_names_them() {
        let cases = [
            (
                "https://www.luogu.com.cn/problem/P1032",
                "luogu-p1032",
                "P1032",
            ),
            (
                "https://www.lanqiao.cn/problems/261/learning/",
                "lanqiao-261",
                "",
            ),
            (
                "https://www.acwing.com/problem/content/190/",
                "acwing-190",
                "",
            ),
            ("https://loj.ac/p/2", "loj-2", ""),
            (
                "https://acm.hdu.edu.cn/showproblem.php?pid=1043",
                "hdu-1043",
                "",
            ),
            (
                "https://codeforces.com/problemset/problem/954/G",
                "codeforces-954g",
                "CF954G",
            ),
            (
                "https://codeforces.com/contest/4/problem/A",
                "codeforces-4a",
                "CF4A",
            ),
            (
                "https://atcoder.jp/contests/abc096/tasks/abc096_a",
                "atcoder-a-day-of-takahashi",
                "",
            ),
        ];
        for (url, folder, alias) in cases {
            let names = named(url, "A - Day of Takahashi").unwrap();
            assert_eq!(names.folder, folder, "{}", url);
            assert_eq!(names.aliases.join(""), alias, "{}", url);
        }
        assert_eq!(
            named("https://www.luogu.com.cn/problem/P1032", "x")
                .unwrap()
                .judge,
            "Luogu P1032"
        );
    }

    #[test]
    fn an_id_that_is_not_a_plain_name_is_refused_not_cleaned() {
        for url in [
            "https://www.luogu.com.cn/problem/..",
            "https://www.luogu.com.cn/problem/%2E%2E%2Fx",
            "https://acm.hdu.edu.cn/showproblem.php?pid=../../x",
            "https://www.lanqiao.cn/problems/a.b/learning/",
        ] {
            assert!(named(url, "x").is_err(), "{}", url);
        }
        assert!(named("ftp://x/y", "x").is_err());
        assert!(named("https://example.com/p", "...").is_err());
        assert_eq!(
            named("https://example.com/p", "../../etc/passwd")
                .unwrap()
                .folder,
            "example-etc-passwd"
        );
    }

    #[test]
    fn text_becomes_one_line_and_a_nul_is_refused() {
        let read = task(
            r#"{"name": "P1 a\nb:\tc", "url": "https://www.luogu.com.cn/problem/P1", "timeLimit": 1500.0, "memoryLimit": 125.9, "tests": [{"input": "1\n", "output": "2\n"}]}"#,
        )
        .unwrap();
        assert_eq!(read.name, "P1 a b: c");
        assert_eq!((read.time_ms, read.memory_mb), (1500, 125));
        assert_eq!(read.io, Io::Standard);
        assert!(!read.interactive);
        assert!(task(r#"{"name": "a\u0000", "url": "https://x.y/", "timeLimit": 1, "memoryLimit": 1, "tests": []}"#)
            .unwrap_err()
            .contains("NUL"));
        assert!(task(
            r#"{"name": "a", "url": "https://x.y/", "timeLimit": 0, "memoryLimit": 1, "tests": []}"#
        )
        .is_err());
        assert!(task(r#"[1]"#).is_err());
    }

    #[test]
    fn file_io_is_the_judges_when_the_names_fit_it() {
        let io = |input: &str, output: &str| {
            read_io(
                Some(&parse(input.as_bytes()).unwrap()),
                Some(&parse(output.as_bytes()).unwrap()),
            )
        };
        let stdin = r#"{"type": "stdin"}"#;
        let stdout = r#"{"type": "stdout"}"#;
        assert_eq!(io(stdin, stdout), Ok(Io::Standard));
        assert_eq!(
            io(
                r#"{"type": "file", "fileName": "msquare.in"}"#,
                r#"{"type": "file", "fileName": "msquare.out"}"#
            ),
            Ok(Io::Files("msquare".to_string()))
        );
        assert_eq!(
            io(r#"{"type": "file", "fileName": "a.in"}"#, stdout),
            Ok(Io::Files("a".to_string()))
        );
        assert!(matches!(
            io(
                r#"{"type": "file", "fileName": "input.txt"}"#,
                r#"{"type": "file", "fileName": "output.txt"}"#
            ),
            Ok(Io::Unsupported(_))
        ));
        assert!(matches!(
            io(r#"{"type": "regex", "pattern": "x"}"#, stdout),
            Ok(Io::Unsupported(_))
        ));
        assert!(io(r#"{"type": "file", "fileName": "../a.in"}"#, stdout).is_err());
    }
}
