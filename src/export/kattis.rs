//! The ICPC/Kattis problem package, in the *legacy* version of the specification (the version
//! DOMjudge imports and Kattis's `verifyproblem` checks in full; the 2023-07 draft wants a uuid
//! and Markdown statements, and drops `validation: custom`):
//!
//! ```text
//! problem.yaml                         name, source, validation, limits (memory)
//! domjudge-problem.ini                 `timelimit = SECONDS`, the judge's (DOMjudge reads it)
//! problem_statement/problem.en.tex     and problem.zh.tex
//! data/sample/NAME.in, NAME.ans        data/secret/NAME.in, NAME.ans
//! input_validators/input-is-text/      printable text only (see checkers/input_is_text.cpp)
//! output_validators/RULE/RULE.cpp      for a special judge: the Kattis protocol
//! submissions/accepted/                our solutions
//! submissions/wrong_answer/ …          the known-wrong programs the package rejects
//! ```
//!
//! And read back: [`KattisPackage::open`] takes such a folder, or its zip, for judging.

use super::{blocks, zip, Block, Entry, Export};
use crate::cases::{self, Case};
use crate::compare::Comparison;
use crate::judge::Checker;
use crate::run::ScratchDir;
use crate::source::{Commands, SourceError};
use crate::text::json_string;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The files of the Kattis package of `export`.
pub fn entries(export: &Export) -> Vec<Entry> {
    let p = &export.package;
    let mut yaml = format!(
        "problem_format_version: legacy\nname: {}\nsource: {}\nuuid: {}\n",
        json_string(&p.title),
        json_string(&p.judge),
        uuid_of(&p.label())
    );
    if export.validator.is_some() {
        yaml += "validation: custom\n";
    }
    // The legacy version has no time limit in problem.yaml (Kattis derives its own from the
    // accepted submissions): DOMjudge takes the judge's from its `domjudge-problem.ini`.
    yaml += &format!(
        "# time limit {} s: in domjudge-problem.ini (Kattis sets its own)\nlimits:\n  memory: {}\n",
        p.time_limit.as_secs_f64(),
        export.memory_mib()
    );
    let mut files: Vec<Entry> = vec![
        ("problem.yaml".to_string(), yaml.into_bytes()),
        (
            "domjudge-problem.ini".to_string(),
            format!("timelimit = {}\n", p.time_limit.as_secs_f64()).into_bytes(),
        ),
    ];
    for (language, chinese) in [("en", false), ("zh", true)] {
        files.push((
            format!("problem_statement/problem.{}.tex", language),
            tex_statement(export, chinese).into_bytes(),
        ));
    }
    for (folder, pairs) in [("sample", &export.samples), ("secret", &export.secret)] {
        for pair in pairs.iter() {
            files.push((
                format!("data/{}/{}.in", folder, pair.name),
                pair.input.clone(),
            ));
            files.push((
                format!("data/{}/{}.ans", folder, pair.name),
                pair.answer.clone(),
            ));
        }
    }
    files.push((
        "input_validators/input-is-text/input_is_text.cpp".to_string(),
        read_input_validator().into_bytes(),
    ));
    if let Some(validator) = &export.validator {
        files.push((
            format!(
                "output_validators/{}/{}.cpp",
                validator.rule,
                validator.rule.replace('-', "_")
            ),
            validator.source.clone().into_bytes(),
        ));
    }
    for program in &export.accepted {
        files.push((
            format!("submissions/accepted/{}", program.file_name),
            program.source.clone().into_bytes(),
        ));
    }
    for rejected in &export.rejected {
        files.push((
            format!(
                "submissions/{}/{}",
                rejected.verdict, rejected.program.file_name
            ),
            rejected.program.source.clone().into_bytes(),
        ));
    }
    files
}

/// The input validator every package carries (`verifyproblem` wants one): the source of
/// `checkers/input_is_text.cpp`, compiled into the crate so that an export never lacks it.
fn read_input_validator() -> String {
    include_str!("../../checkers/input_is_text.cpp").to_string()
}

/// A UUID made from the package's label (the same package gets the same UUID on every export):
/// two 64-bit FNV-1a hashes, shaped as a version-8 UUID.
fn uuid_of(label: &str) -> String {
    let hash = |seed: u64| {
        label.bytes().fold(seed, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    };
    let (high, low) = (hash(0xcbf2_9ce4_8422_2325), hash(0x6c62_272e_07bb_0142));
    let high = (high & !0xF000) | 0x8000; // version 8
    let low = (low & !(0b11 << 62)) | (0b10 << 62); // the RFC variant
    format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        high >> 32,
        (high >> 16) & 0xFFFF,
        high & 0xFFFF,
        low >> 48,
        low & 0xFFFF_FFFF_FFFF
    )
}

/// The statement in LaTeX as problemtools reads it: `\problemname`, the text, and sections
/// for the input and output (the samples are added from `data/sample` by the tools).
fn tex_statement(export: &Export, chinese: bool) -> String {
    let s = if chinese { &export.zh } else { &export.en };
    let (input, output, notes) = if chinese {
        ("输入格式", "输出格式", "说明")
    } else {
        ("Input", "Output", "Notes")
    };
    format!(
        "\\problemname{{{}}}\n\n{}\n\n\\section*{{{}}}\n\n{}\n\n\\section*{{{}}}\n\n{}\n\n\\section*{{{}}}\n\n{}\n\n{}\n\n{}\n",
        tex(&s.title),
        tex_blocks(&s.description),
        input,
        tex_blocks(&s.input),
        output,
        tex_blocks(&s.output),
        notes,
        tex(&export.limits_line(chinese)),
        tex(&export.rule_line(chinese)),
        tex(&export.source_line(chinese))
    )
}

/// Statement text as LaTeX: prose by [`tex`], a fenced block (a board) as a `verbatim`
/// environment, its lines kept as lines.
fn tex_blocks(text: &str) -> String {
    let parts: Vec<String> = blocks(text)
        .iter()
        .map(|block| match block {
            Block::Prose(prose) => tex(prose),
            Block::Fenced(lines) => format!("\\begin{{verbatim}}\n{}\\end{{verbatim}}", lines),
        })
        .collect();
    parts.join("\n\n")
}

/// Text as LaTeX: the special characters escaped, `code` in typewriter type.
fn tex(text: &str) -> String {
    let mut out = String::new();
    let mut in_code = false;
    for c in text.chars() {
        match c {
            '`' => {
                out.push_str(if in_code { "}" } else { "\\texttt{" });
                in_code = !in_code;
            }
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\textasciicircum{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            c => out.push(c),
        }
    }
    if in_code {
        out.push('}');
    }
    out
}

/// A Kattis package read for judging: its limits, cases and output validator.
#[derive(Debug)]
pub struct KattisPackage {
    /// The package's folder (inside [`KattisPackage::unpacked`] for a zip).
    pub dir: PathBuf,
    pub name: String,
    /// `limits.time_limit` of `problem.yaml` (or `timelimit` of `domjudge-problem.ini`).
    pub time_limit: Option<Duration>,
    /// `limits.memory`, in KiB, when given.
    pub memory_kib: Option<u64>,
    /// `data/sample` then `data/secret`, named `sample/NAME` and `secret/NAME`.
    pub cases: Vec<Case>,
    /// The source of the output validator when `validation` is `custom`.
    pub validator: Option<PathBuf>,
    /// Where a zip was unpacked; removed when the package is dropped.
    unpacked: Option<ScratchDir>,
}

impl KattisPackage {
    /// True when `path` looks like a Kattis package: a folder with `problem.yaml` and `data/`,
    /// or a `.zip` file.
    pub fn looks_like(path: &Path) -> bool {
        (path.join("problem.yaml").is_file() && path.join("data").is_dir())
            || (path.is_file() && path.extension().map_or(false, |e| e == "zip"))
    }

    /// Reads the package at `path`: a folder, or a zip (unpacked into a private folder).
    pub fn open(path: &Path) -> Result<KattisPackage, String> {
        if path.is_dir() {
            return KattisPackage::read(path, None);
        }
        let bytes = fs::read(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
        let entries = zip::read(&bytes).map_err(|why| format!("{}: {}", path.display(), why))?;
        let scratch = ScratchDir::new().map_err(|e| format!("cannot make a folder: {}", e))?;
        for (name, bytes) in &entries {
            if name.split('/').any(|part| part == ".." || part.is_empty()) || name.starts_with('/')
            {
                return Err(format!(
                    "{}: the entry `{}` leaves the package",
                    path.display(),
                    name
                ));
            }
            let target = scratch.path().join(name);
            if let Some(parent) = target.parent() {
                fs::create_dir_all(parent).map_err(|e| e.to_string())?;
            }
            fs::write(&target, bytes).map_err(|e| e.to_string())?;
        }
        // A zip of the package's folder has that folder at its root.
        let root = if scratch.path().join("problem.yaml").is_file() {
            scratch.path().to_path_buf()
        } else {
            let folders: Vec<PathBuf> = fs::read_dir(scratch.path())
                .map_err(|e| e.to_string())?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.join("problem.yaml").is_file())
                .collect();
            match folders.as_slice() {
                [one] => one.clone(),
                _ => {
                    return Err(format!(
                        "{}: no problem.yaml at the zip's root",
                        path.display()
                    ))
                }
            }
        };
        let mut package = KattisPackage::read(&root, Some(scratch))?;
        package.name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        Ok(package)
    }

    fn read(dir: &Path, unpacked: Option<ScratchDir>) -> Result<KattisPackage, String> {
        let yaml_path = dir.join("problem.yaml");
        let yaml = fs::read_to_string(&yaml_path)
            .map_err(|e| format!("cannot read {}: {}", yaml_path.display(), e))?;
        let fields = yaml_fields(&yaml);
        let field = |key: &str| {
            fields
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        let bad = |key: &str, value: &str| {
            format!(
                "{}: `{}: {}` is not a positive number",
                yaml_path.display(),
                key,
                value
            )
        };
        let number = |key: &str| -> Result<Option<f64>, String> {
            match field(key) {
                None => Ok(None),
                Some(v) => match v.parse::<f64>() {
                    Ok(n) if n.is_finite() && n > 0.0 && n <= 86_400.0 => Ok(Some(n)),
                    _ => Err(bad(key, v)),
                },
            }
        };
        let mut time = number("limits.time_limit")?;
        if time.is_none() {
            time = domjudge_timelimit(dir)?;
        }
        let memory = number("limits.memory")?;
        let mut cases = Vec::new();
        for group in ["sample", "secret"] {
            let folder = dir.join("data").join(group);
            if !folder.is_dir() {
                continue;
            }
            match cases::discover(&folder) {
                Ok(found) => cases.extend(found.into_iter().map(|case| Case {
                    name: format!("{}/{}", group, case.name),
                    ..case
                })),
                Err(cases::TestdataError::NoCases(_)) => {}
                Err(e) => return Err(e.to_string()),
            }
        }
        if cases.is_empty() {
            return Err(format!(
                "{}: no cases in data/sample or data/secret",
                dir.display()
            ));
        }
        let validator = if field("validation").map_or(false, |v| v.starts_with("custom")) {
            Some(validator_source(dir)?)
        } else {
            None
        };
        Ok(KattisPackage {
            name: field("name").unwrap_or("").to_string(),
            dir: dir.to_path_buf(),
            time_limit: time.map(Duration::from_secs_f64),
            memory_kib: memory.map(|mib| (mib * 1024.0).round() as u64),
            cases,
            validator,
            unpacked,
        })
    }

    /// How outputs are judged: the output validator, compiled (once, into the judge's cache
    /// under `cache_root`) and run by the Kattis protocol; without one, tokens are compared, as
    /// Kattis's default validator does.
    pub fn checker(&self, cache_root: &Path) -> Result<Checker, String> {
        let source = match &self.validator {
            Some(source) => source,
            None => return Ok(Checker::Compare(Comparison::Tokens)),
        };
        match crate::source::prepare(source, &Commands::default(), cache_root, &mut |_| {}) {
            Ok(validator) => Ok(Checker::Kattis(validator)),
            Err(SourceError::CompileError(lines)) => Err(format!(
                "the package's output validator {} does not compile:\n{}",
                source.display(),
                lines
            )),
            Err(error) => Err(error.to_string()),
        }
    }

    /// The rule, in words, for a heading.
    pub fn rule(&self) -> String {
        match &self.validator {
            Some(source) => format!(
                "output validator {}",
                source.file_name().unwrap_or_default().to_string_lossy()
            ),
            None => "default validation (tokens)".to_string(),
        }
    }

    /// The folder a zip was unpacked into, if it was one.
    pub fn unpacked(&self) -> Option<&Path> {
        self.unpacked.as_ref().map(|s| s.path())
    }
}

/// `timelimit = SECONDS` of DOMjudge's `domjudge-problem.ini`, when the file says it.
fn domjudge_timelimit(dir: &Path) -> Result<Option<f64>, String> {
    let path = dir.join("domjudge-problem.ini");
    let text = match fs::read_to_string(&path) {
        Ok(text) => text,
        Err(_) => return Ok(None),
    };
    for line in text.lines() {
        if let Some((key, value)) = line.split_once('=') {
            if key.trim() == "timelimit" {
                let value = unquote(value.trim());
                return match value.parse::<f64>() {
                    Ok(n) if n.is_finite() && n > 0.0 && n <= 86_400.0 => Ok(Some(n)),
                    _ => Err(format!(
                        "{}: `timelimit = {}` is not a time",
                        path.display(),
                        value
                    )),
                };
            }
        }
    }
    Ok(None)
}

/// The one source file of the package's output validator (`output_validators/NAME/` in the
/// legacy version, `output_validator/` in the newer ones).
fn validator_source(dir: &Path) -> Result<PathBuf, String> {
    let mut folders: Vec<PathBuf> = Vec::new();
    if let Ok(entries) = fs::read_dir(dir.join("output_validators")) {
        folders.extend(entries.flatten().map(|e| e.path()).filter(|p| p.is_dir()));
    }
    if dir.join("output_validator").is_dir() {
        folders.push(dir.join("output_validator"));
    }
    folders.sort();
    let folder = match folders.as_slice() {
        [one] => one,
        [] => {
            return Err(format!(
                "{}: `validation: custom` but no output validator",
                dir.display()
            ))
        }
        _ => return Err(format!("{}: more than one output validator", dir.display())),
    };
    let mut sources: Vec<PathBuf> = fs::read_dir(folder)
        .map_err(|e| format!("cannot read {}: {}", folder.display(), e))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .collect();
    sources.sort();
    match sources.as_slice() {
        [one] => Ok(one.clone()),
        _ => Err(format!(
            "{}: the judge builds an output validator of one source file; this one has {}",
            folder.display(),
            sources.len()
        )),
    }
}

/// `key: value` lines of a YAML mapping, nested keys joined by dots (`limits.memory`); values
/// unquoted. Enough for `problem.yaml`; lists and multi-line values are skipped.
pub fn yaml_fields(text: &str) -> Vec<(String, String)> {
    let mut fields = Vec::new();
    let mut parents: Vec<(usize, String)> = Vec::new();
    for line in text.lines() {
        let content = line.split(" #").next().unwrap_or("");
        if content.trim().is_empty() || content.trim_start().starts_with('#') {
            continue;
        }
        let indent = content.len() - content.trim_start().len();
        let (key, value) = match content.trim().split_once(':') {
            Some(kv) => kv,
            None => continue,
        };
        parents.retain(|(level, _)| *level < indent);
        let mut path: Vec<&str> = parents.iter().map(|(_, k)| k.as_str()).collect();
        path.push(key.trim());
        let value = value.trim();
        if value.is_empty() {
            parents.push((indent, key.trim().to_string()));
        } else {
            fields.push((path.join("."), unquote(value)));
        }
    }
    fields
}

/// A YAML scalar without its quotes; `\"`, `\\` and `\n` undone in double quotes.
pub fn unquote(value: &str) -> String {
    if value.len() >= 2 && value.starts_with('"') && value.ends_with('"') {
        let mut out = String::new();
        let mut chars = value[1..value.len() - 1].chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                match chars.next() {
                    Some('n') => out.push('\n'),
                    Some('t') => out.push('\t'),
                    Some('r') => out.push('\r'),
                    Some(other) => out.push(other),
                    None => {}
                }
            } else {
                out.push(c);
            }
        }
        out
    } else if value.len() >= 2 && value.starts_with('\'') && value.ends_with('\'') {
        value[1..value.len() - 1].replace("''", "'")
    } else {
        value.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yaml_fields_join_nested_keys_and_unquote() {
        let fields = yaml_fields("name: \"A \\\"b\\\"\"\nlimits:\n  time_limit: 1.5 # s\n  memory: 64\nvalidation: custom\n");
        assert_eq!(
            fields,
            vec![
                ("name".to_string(), "A \"b\"".to_string()),
                ("limits.time_limit".to_string(), "1.5".to_string()),
                ("limits.memory".to_string(), "64".to_string()),
                ("validation".to_string(), "custom".to_string()),
            ]
        );
    }

    #[test]
    fn a_uuid_is_shaped_as_version_8_and_the_same_for_the_same_label() {
        let uuid = uuid_of("eight_puzzle/acwing-179");
        assert_eq!(uuid, uuid_of("eight_puzzle/acwing-179"));
        assert_ne!(uuid, uuid_of("eight_puzzle/poj-1077"));
        let groups: Vec<usize> = uuid.split('-').map(str::len).collect();
        assert_eq!(groups, [8, 4, 4, 4, 12]);
        assert!(uuid[14..].starts_with('8'));
        assert!("89ab".contains(&uuid[19..20]));
    }

    #[test]
    fn tex_escapes_specials_and_sets_code_in_typewriter() {
        assert_eq!(tex("`x` & 50%"), "\\texttt{x} \\& 50\\%");
    }
}
