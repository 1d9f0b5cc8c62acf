//! A Kattis problem package read for judging: a folder (`problem.yaml`, `data/sample`,
//! `data/secret`, an output validator) or its zip, as `judge export --to kattis` writes it and
//! as Kattis and DOMjudge take it. [`KattisPackage::open`] gives its limits, cases and rule.

use crate::cases::{self, Case};
use crate::checker::Checker;
use crate::compare::Comparison;
use crate::run::ScratchDir;
use crate::source::{Commands, SourceError};
use crate::zip;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

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
}
