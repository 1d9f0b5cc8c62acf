//! The crate's shape, checked like a lint: no import circle between the modules of `src/`
//! (at the granularity of the crate's top-level modules: `run`, `contain`, `judge`, …),
//! `contain` a leaf that imports nothing from above it, `run.rs` portable (no `unsafe`, no
//! `target_os`), and no binary built as a test program. A `crate::` path in code (not in a
//! comment or a string) is a dependency.

use crate::common::judging::{manifest_dir, solution_sources};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Which top-level module depends on which.
type Graph = BTreeMap<String, BTreeSet<String>>;

fn src() -> PathBuf {
    manifest_dir().join("src")
}

/// Every `.rs` file under `dir`, but the binaries' (`src/bin/`).
fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src is readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path != src().join("bin") {
                rust_files(&path, found);
            }
        } else if path.extension().map_or(false, |e| e == "rs") {
            found.push(path);
        }
    }
}

/// The module path of a file: `src/contain/linux/mod.rs` is `[contain, linux]`; the crate's
/// roots (`lib.rs`, `main.rs`) are `[]`.
fn module_path(file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src()).expect("under src");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The code of a Rust file with its comments, strings and character literals blanked out.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut code = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        match (chars[i], at(&chars, i + 1)) {
            ('/', '/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            ('/', '*') => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && at(&chars, i + 1) == '*' {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && at(&chars, i + 1) == '/' {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                code.push(' ');
            }
            ('r', '"') | ('r', '#')
                if !chars[..i]
                    .last()
                    .map_or(false, |c| c.is_alphanumeric() || *c == '_') =>
            {
                let mut hashes = 0;
                let mut j = i + 1;
                while chars.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if chars.get(j) != Some(&'"') {
                    code.push(chars[i]);
                    i += 1;
                    continue;
                }
                j += 1;
                let closing: Vec<char> = std::iter::once('"')
                    .chain(std::iter::repeat('#').take(hashes))
                    .collect();
                while j < chars.len() && !chars[j..].starts_with(&closing) {
                    j += 1;
                }
                i = j + closing.len();
                code.push_str("\"\"");
            }
            ('"', _) => {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    i += if chars[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
                code.push_str("\"\"");
            }
            ('\'', '\\') => {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                code.push_str("' '");
            }
            ('\'', c) if at(&chars, i + 2) == '\'' && c != '\'' => {
                i += 3;
                code.push_str("' '");
            }
            (c, _) => {
                code.push(c);
                i += 1;
            }
        }
    }
    code
}

/// The character at `i`, a space past the end.
fn at(chars: &[char], i: usize) -> char {
    chars.get(i).copied().unwrap_or(' ')
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The identifier at the start of `text`, after any spaces.
fn leading_ident(text: &str) -> &str {
    let text = text.trim_start();
    let end = text.find(|c: char| !is_ident(c)).unwrap_or(text.len());
    &text[..end]
}

/// The first names of each item of the group `{a, b::c, d::{e}}` that `text` starts with.
fn group_heads(text: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut item_start = true;
    for (at, c) in text.char_indices() {
        match c {
            '{' => {
                depth += 1;
                if depth == 1 {
                    item_start = true;
                    continue;
                }
            }
            '}' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            ',' if depth == 1 => item_start = true,
            _ => {}
        }
        if depth == 1 && item_start && is_ident(c) {
            heads.push(leading_ident(&text[at..]).to_string());
            item_start = false;
        }
    }
    heads
}

/// The top-level modules the code of the module at `path` names through `crate::` (or
/// through `super::` up to the crate's root).
fn references(code: &str, path: &[String]) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut names = |after: &str| {
        let after = after.trim_start();
        if after.starts_with('{') {
            found.extend(group_heads(after));
        } else {
            found.insert(leading_ident(after).to_string());
        }
    };
    for (at, _) in code.match_indices("crate::") {
        let preceded = code[..at].chars().next_back().map_or(false, is_ident);
        if !preceded {
            names(&code[at + "crate::".len()..]);
        }
    }
    // `super::` from a top-level module (or a chain of them reaching the root) names another.
    for (at, _) in code.match_indices("super::") {
        if code[..at]
            .chars()
            .next_back()
            .map_or(false, |c| is_ident(c) || c == ':')
        {
            continue;
        }
        let mut rest = &code[at..];
        let mut ups = 0;
        while let Some(after) = rest.strip_prefix("super::") {
            ups += 1;
            rest = after;
        }
        if ups >= path.len() {
            names(rest);
        }
    }
    found.retain(|name| !name.is_empty() && name != "self");
    found
}

/// The module graph of the files under `src/` (the binaries' excepted).
fn module_graph() -> Graph {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut graph = Graph::new();
    for file in files {
        let path = module_path(&file);
        let top = match path.first() {
            Some(top) => top.clone(),
            None => continue, // lib.rs declares the modules; main.rs is a crate of its own
        };
        let text = fs::read_to_string(&file).expect("readable");
        let edges = graph.entry(top.clone()).or_default();
        for target in references(&code_only(&text), &path) {
            if target != top {
                edges.insert(target);
            }
        }
    }
    graph
}

/// A cycle of the graph, as the modules along it (the first repeated at the end), if any.
fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &Graph,
        done: &mut BTreeSet<String>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = stack.iter().position(|n| n == node) {
            let mut cycle = stack[at..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, done, stack) {
                return Some(cycle);
            }
        }
        stack.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut done, &mut Vec::new()))
}

#[test]
fn the_modules_of_src_import_one_another_without_a_circle() {
    let graph = module_graph();
    assert!(
        graph.contains_key("run") && graph.contains_key("contain"),
        "{:?}",
        graph
    );
    if let Some(cycle) = find_cycle(&graph) {
        panic!("an import circle in src/: {}", cycle.join(" -> "));
    }
}

#[test]
fn contain_imports_nothing_from_the_rest_of_the_crate() {
    let graph = module_graph();
    let above = &graph["contain"];
    assert!(above.is_empty(), "contain imports from {:?}", above);
    assert!(
        graph["run"].contains("contain"),
        "run.rs runs through contain"
    );
}

#[test]
fn run_rs_has_no_unsafe_code_and_no_target_os() {
    let text = fs::read_to_string(src().join("run.rs")).expect("readable");
    let code = code_only(&text);
    let unsafe_words = code
        .match_indices("unsafe")
        .filter(|&(at, word)| {
            let before = code[..at].chars().next_back().map_or(false, is_ident);
            let after = code[at + word.len()..]
                .chars()
                .next()
                .map_or(false, is_ident);
            !before && !after
        })
        .count();
    assert_eq!(unsafe_words, 0, "run.rs has `unsafe`");
    assert!(!text.contains("target_os"), "run.rs names a target_os");
}

#[test]
fn the_circle_finder_names_a_circle_and_passes_a_tree() {
    let graph = |edges: &[(&str, &str)]| {
        let mut graph = Graph::new();
        for &(from, to) in edges {
            graph
                .entry(from.to_string())
                .or_default()
                .insert(to.to_string());
            graph.entry(to.to_string()).or_default();
        }
        graph
    };
    let tree = graph(&[
        ("app", "judge"),
        ("judge", "run"),
        ("app", "run"),
        ("run", "contain"),
    ]);
    assert_eq!(find_cycle(&tree), None);
    let circle = graph(&[
        ("app", "judge"),
        ("judge", "run"),
        ("run", "contain"),
        ("contain", "run"),
    ]);
    assert_eq!(
        find_cycle(&circle),
        Some(vec![
            "run".to_string(),
            "contain".to_string(),
            "run".to_string()
        ])
    );
}

#[test]
fn references_are_read_from_code_paths_groups_and_super_but_not_comments_or_strings() {
    let code = code_only(
        "use crate::run::{Program, RunError};\n\
         use crate::{cases::{self, Case}, judge};\n\
         // crate::report is only mentioned\n\
         let s = \"crate::text\";\n\
         let l = crate::contain::level();\n\
         use super::stress;\n",
    );
    let names: Vec<String> = references(&code, &["app".to_string()])
        .into_iter()
        .collect();
    assert_eq!(names, ["cases", "contain", "judge", "run", "stress"]);
    let nested: Vec<String> = references(
        "use super::ffi; use super::super::run;",
        &["contain".into(), "linux".into()],
    )
    .into_iter()
    .collect();
    assert_eq!(nested, ["run"]);
}

/// The `[[bin]]` sections of Cargo.toml: each binary's name and whether it has `test = false`.
fn declared_binaries(manifest: &str) -> BTreeMap<String, bool> {
    let mut binaries = BTreeMap::new();
    for section in manifest.split("[[bin]]").skip(1) {
        let section = section.split("\n[").next().unwrap_or("");
        let value = |key: &str| {
            section.lines().find_map(|line| {
                let (k, v) = line.split_once('=')?;
                (k.trim() == key).then(|| v.trim().trim_matches('"').to_string())
            })
        };
        if let Some(name) = value("name") {
            binaries.insert(name, value("test").as_deref() == Some("false"));
        }
    }
    binaries
}

#[test]
fn every_binary_is_built_without_a_test_harness_and_holds_no_unit_test() {
    // `cargo test` would otherwise build an empty test program of each binary (an optimised
    // compile each, about a tenth of a fresh build's CPU for nothing); and a unit test added to
    // a binary would then never run, so none may be there.
    let manifest = fs::read_to_string(manifest_dir().join("Cargo.toml")).expect("Cargo.toml");
    let declared = declared_binaries(&manifest);
    let mut sources = vec![("judge".to_string(), src().join("main.rs"))];
    sources.extend(solution_sources());
    for (name, path) in &sources {
        assert_eq!(
            declared.get(name),
            Some(&true),
            "Cargo.toml declares [[bin]] {} with `test = false`",
            name
        );
        let text = fs::read_to_string(path).expect("readable");
        assert!(
            !code_only(&text).contains("cfg(test)"),
            "{} holds unit tests, which `test = false` would never run",
            path.display()
        );
    }
    assert_eq!(declared.len(), sources.len(), "{:?}", declared.keys());
}

#[test]
fn the_binary_sections_are_read_with_their_test_setting() {
    let manifest = "[package]\nname = \"x\"\n\n[[bin]]\nname = \"a\"\ntest = false\n\n\
                    [[bin]]\nname = \"b\"\npath = \"src/b.rs\"\n\n[profile.dev]\ntest = false\n";
    let declared = declared_binaries(manifest);
    assert_eq!(declared.get("a"), Some(&true));
    assert_eq!(declared.get("b"), Some(&false));
    assert_eq!(declared.len(), 2);
}
