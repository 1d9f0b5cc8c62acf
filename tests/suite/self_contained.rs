//! The repository stands alone: no tracked file points to a path outside it (a clone has only
//! what is tracked), and every relative link of the Markdown documents reaches a file that is
//! there.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The tracked files, or `None` (with the reason printed) where git or its history is missing.
fn tracked_files() -> Option<Vec<PathBuf>> {
    let out = match Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root())
        .output()
    {
        Ok(out) if out.status.success() => out,
        Ok(out) => {
            eprintln!(
                "skipped: not a git checkout ({})",
                String::from_utf8_lossy(&out.stderr).trim()
            );
            return None;
        }
        Err(e) => {
            eprintln!("skipped: no git ({})", e);
            return None;
        }
    };
    Some(
        out.stdout
            .split(|&b| b == 0)
            .filter(|name| !name.is_empty())
            .map(|name| root().join(String::from_utf8_lossy(name).as_ref()))
            .filter(|path| path.is_file())
            .collect(),
    )
}

#[test]
fn no_tracked_file_points_outside_the_repository() {
    let files = match tracked_files() {
        Some(files) => files,
        None => return,
    };
    // Spelled apart, so that this file does not find itself.
    let outside = [["..", "/shared"].concat(), ["/wo", "rk/"].concat()];
    let mut found = Vec::new();
    for file in &files {
        let text = match fs::read(file) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(_) => continue,
        };
        for (number, line) in text.lines().enumerate() {
            if outside.iter().any(|path| line.contains(path.as_str())) {
                found.push(format!(
                    "{}:{}: {}",
                    file.strip_prefix(root()).unwrap_or(file).display(),
                    number + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(files.len() > 100, "only {} tracked files", files.len());
    assert!(
        found.is_empty(),
        "paths outside the repository:\n{}",
        found.join("\n")
    );
}

/// The targets of the inline links `[text](target)` of a Markdown text.
fn link_targets(text: &str) -> Vec<&str> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .collect()
}

#[test]
fn every_relative_link_of_the_documents_reaches_a_file_of_the_repository() {
    let mut documents = vec![root().join("README.md"), root().join("README.zh-CN.md")];
    let docs: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("docs/ exists")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().map_or(false, |e| e == "md"))
        .collect();
    documents.extend(docs);
    let mut broken = Vec::new();
    let mut checked = 0;
    for document in &documents {
        let text = fs::read_to_string(document).expect("readable");
        let dir = document.parent().expect("a folder");
        for target in link_targets(&text) {
            let path = target.split('#').next().unwrap_or("");
            if path.is_empty() || path.contains("://") || path.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let resolved = dir.join(path);
            let inside = fs::canonicalize(&resolved).map_or(false, |p| {
                p.starts_with(fs::canonicalize(root()).expect("root"))
            });
            if !inside {
                let name = document.strip_prefix(root()).unwrap_or(document);
                broken.push(format!("{}: {}", name.display(), target));
            }
        }
    }
    assert!(checked >= 20, "only {} links checked", checked);
    assert!(
        broken.is_empty(),
        "links to nothing in the repository:\n{}",
        broken.join("\n")
    );
}
