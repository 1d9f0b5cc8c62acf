//! The editions: each solution translated into the languages of the judges that take no Rust
//! (`editions/cpp/`, `editions/java/`, `editions/python/`), listed in `editions/editions.txt`,
//! one line per file: `FILE LANGUAGE PACKAGE...`, FILE relative to `editions/`, LANGUAGE one of
//! `cpp`, `java`, `python`, then the package folders (as under `testdata/<solution>/`) the file
//! is AC on; `#` starts a comment. The solution is the path's second part without its extension
//! (`cpp/nine_grid.cpp`, `java/magic_board/Main.java` → `nine_grid`, `magic_board`).
//!
//! Each language has the builds its judges use ([`Language::builds`]): `cargo test --test
//! editions` compiles every edition with each of them and judges it on every package its line
//! claims; `cargo bench` measures it beside the Rust file; `judge paste` picks it.

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

/// The manifest's name inside the editions folder.
pub const MANIFEST: &str = "editions.txt";

/// The keys of every edition's header, in this order, in every language (as KACTL's headers
/// have fixed keys): what a contestant needs before pasting, and where the full editorial is.
pub const HEADER_KEYS: [&str; 8] = [
    "Problem",
    "Judges",
    "Contract",
    "Approach",
    "Complexity",
    "Pitfalls",
    "Status",
    "Editorial",
];

/// The editions folder of this crate.
pub fn root() -> PathBuf {
    crate::folders::editions()
}

/// A language a solution is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    Rust,
    Cpp,
    Java,
    Python,
}

/// One way a judge builds and runs a file: `{src}` and `{out}` as in [`crate::source`].
#[derive(Clone, Copy, Debug)]
pub struct Build {
    /// How the build is named in messages and in the bench.
    pub name: &'static str,
    pub compile: Option<&'static str>,
    pub run: &'static str,
}

/// C++ as POJ's G++ (C++98), Lanqiao's Dev-C++ (C++11) and a current judge (C++17) build it;
/// `-Werror` makes a warning a compile error.
const CPP_BUILDS: &[Build] = &[
    Build {
        name: "g++ -std=c++98",
        compile: Some("g++ -std=c++98 -Wall -Wextra -pedantic -O2 -Werror -o {out} {src}"),
        run: "{out}",
    },
    Build {
        name: "g++ -std=c++11",
        compile: Some("g++ -std=c++11 -Wall -Wextra -pedantic -O2 -Werror -o {out} {src}"),
        run: "{out}",
    },
    Build {
        name: "g++ -std=c++17",
        compile: Some("g++ -std=c++17 -Wall -Wextra -pedantic -O2 -Werror -o {out} {src}"),
        run: "{out}",
    },
];

/// Java 8, as Lanqiao's JDK 1.8 takes it; the class is the file's public class.
const JAVA_BUILDS: &[Build] = &[Build {
    name: "javac --release 8",
    // The compiler's JVM without its optimising JIT, as the judge compiles Java
    // (`source::JAVAC`): the same class files for less CPU.
    compile: Some("javac -J-XX:TieredStopAtLevel=1 --release 8 -Xlint:all -Werror -d {out} {src}"),
    // As the judge runs Java (`source::JAVA_RUN`): the judges' collector, processor count and
    // stack; no perf-data file.
    run: crate::source::JAVA_RUN,
}];

/// Python 3 as installed; `cargo test` also byte-compiles each file under Python 3.8 (Lanqiao's)
/// where one is found.
const PYTHON_BUILDS: &[Build] = &[Build {
    name: "python3",
    compile: None,
    run: "python3 {src}",
}];

/// The Rust file as judges build it, for `judge paste`'s table only.
const RUST_BUILDS: &[Build] = &[Build {
    name: "rustc --edition 2021",
    compile: Some("rustc -O --edition 2021 -o {out} {src}"),
    run: "{out}",
}];

impl Language {
    /// Every language, Rust first.
    pub const ALL: [Language; 4] = [
        Language::Rust,
        Language::Cpp,
        Language::Java,
        Language::Python,
    ];

    /// The name on the command line and in the manifest.
    pub fn name(self) -> &'static str {
        match self {
            Language::Rust => "rust",
            Language::Cpp => "cpp",
            Language::Java => "java",
            Language::Python => "python",
        }
    }

    /// The name judges give it (and `problem.txt`'s `languages:`).
    pub fn judge_name(self) -> &'static str {
        match self {
            Language::Rust => "Rust",
            Language::Cpp => "C++",
            Language::Java => "Java",
            Language::Python => "Python",
        }
    }

    /// A language by its name (`cpp`), its judge name (`C++`) or a common short name (`py`,
    /// `python3`), in any case.
    pub fn from_name(name: &str) -> Option<Language> {
        let name = name.to_ascii_lowercase();
        let name = match name.as_str() {
            "c++" | "cxx" | "cc" => "cpp",
            "py" | "python3" => "python",
            "rs" => "rust",
            other => other,
        };
        Language::ALL.iter().copied().find(|l| l.name() == name)
    }

    /// The extension of its source files.
    pub fn extension(self) -> &'static str {
        match self {
            Language::Rust => "rs",
            Language::Cpp => "cpp",
            Language::Java => "java",
            Language::Python => "py",
        }
    }

    /// How its judges build and run a file, each way tested.
    pub fn builds(self) -> &'static [Build] {
        match self {
            Language::Rust => RUST_BUILDS,
            Language::Cpp => CPP_BUILDS,
            Language::Java => JAVA_BUILDS,
            Language::Python => PYTHON_BUILDS,
        }
    }

    /// The comment a header line starts with.
    fn comment(self) -> &'static str {
        match self {
            Language::Python => "#",
            _ => "//",
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One line of the manifest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edition {
    /// Relative to the editions folder, with `/`.
    pub file: String,
    pub language: Language,
    /// The solution (and `testdata/` folder) it translates.
    pub solution: String,
    /// The package folders it is AC on.
    pub packages: Vec<String>,
}

impl Edition {
    /// The file's path under `root`, with this system's separator throughout.
    pub fn path(&self, root: &Path) -> PathBuf {
        self.file
            .split('/')
            .fold(root.to_path_buf(), |path, part| path.join(part))
    }

    /// True when the manifest says it is AC on `package` of `solution`.
    pub fn claims(&self, solution: &str, package: &str) -> bool {
        self.solution == solution && self.packages.iter().any(|p| p == package)
    }
}

/// Reads `root/editions.txt`.
pub fn manifest(root: &Path) -> Result<Vec<Edition>, String> {
    let path = root.join(MANIFEST);
    let text =
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
    parse_manifest(&text).map_err(|e| format!("{}: {}", path.display(), e))
}

/// The manifest's lines as editions; an error names the line.
pub fn parse_manifest(text: &str) -> Result<Vec<Edition>, String> {
    let mut editions: Vec<Edition> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("");
        let mut words = line.split_whitespace();
        let file = match words.next() {
            Some(file) => file.to_string(),
            None => continue,
        };
        let bad = |why: String| format!("line {}: {}", number + 1, why);
        let language = words
            .next()
            .ok_or_else(|| bad(format!("{} has no language", file)))?;
        let language = Language::from_name(language)
            .filter(|l| *l != Language::Rust)
            .ok_or_else(|| {
                bad(format!(
                    "unknown language `{}` (cpp, java, python)",
                    language
                ))
            })?;
        let packages: Vec<String> = words.map(str::to_string).collect();
        if packages.is_empty() {
            return Err(bad(format!("{} claims no package", file)));
        }
        let solution = solution_of(&file, language).ok_or_else(|| {
            bad(format!(
                "{} is not {}/<solution>.{} or {}/<solution>/NAME.{}",
                file,
                language,
                language.extension(),
                language,
                language.extension()
            ))
        })?;
        if editions.iter().any(|e| e.file == file) {
            return Err(bad(format!("{} is listed twice", file)));
        }
        editions.push(Edition {
            file,
            language,
            solution,
            packages,
        });
    }
    Ok(editions)
}

/// `cpp/nine_grid.cpp` → `nine_grid`; `java/magic_board/Main.java` → `magic_board`.
fn solution_of(file: &str, language: Language) -> Option<String> {
    let parts: Vec<&str> = file.split('/').collect();
    let extension = format!(".{}", language.extension());
    if parts.first() != Some(&language.name()) || !file.ends_with(&extension) {
        return None;
    }
    match parts.as_slice() {
        [_, name] => name.strip_suffix(&extension).map(str::to_string),
        [_, solution, _] => Some(solution.to_string()),
        _ => None,
    }
    .filter(|s| !s.is_empty())
}

/// Every edition file under `root` (by its language folder and extension), relative, sorted.
pub fn files_on_disk(root: &Path) -> Vec<String> {
    fn walk(dir: &Path, relative: &str, extension: &str, found: &mut Vec<String>) {
        for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = entry.path();
            let inner = format!("{}/{}", relative, name);
            if path.is_dir() {
                walk(&path, &inner, extension, found);
            } else if path.extension().map_or(false, |e| e == extension) {
                found.push(inner);
            }
        }
    }
    let mut found = Vec::new();
    for language in &Language::ALL[1..] {
        walk(
            &root.join(language.name()),
            language.name(),
            language.extension(),
            &mut found,
        );
    }
    found.sort();
    found
}

/// The keys of a file's header, in order: the lines `COMMENT Key: …` (a comment marker, one
/// space, a capitalised word and a colon) at the top of the file, before the first line that is
/// not a comment; continuation lines are indented further and carry no key.
pub fn header_keys(language: Language, text: &str) -> Vec<String> {
    let comment = language.comment();
    text.lines()
        .take_while(|line| line.trim_start().starts_with(comment))
        .filter_map(|line| {
            let rest = line.trim_start().strip_prefix(comment)?.strip_prefix(' ')?;
            let (key, _) = rest.split_once(':')?;
            let capitalised = key.chars().next().map_or(false, |c| c.is_ascii_uppercase());
            if capitalised && key.chars().all(|c| c.is_ascii_alphabetic()) {
                Some(key.to_string())
            } else {
                None
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manifest_line_names_its_file_language_solution_and_packages() {
        let editions = parse_manifest(
            "# comment\n\ncpp/nine_grid.cpp cpp lanqiao-prev-19 extras  # why\njava/magic_board/msquare.java java usaco-msquare\n",
        )
        .expect("parsed");
        assert_eq!(editions.len(), 2);
        assert_eq!(editions[0].solution, "nine_grid");
        assert_eq!(editions[0].packages, ["lanqiao-prev-19", "extras"]);
        assert_eq!(editions[1].language, Language::Java);
        assert_eq!(editions[1].solution, "magic_board");
        assert!(editions[1].claims("magic_board", "usaco-msquare"));
        assert!(!editions[1].claims("nine_grid", "usaco-msquare"));
    }

    #[test]
    fn a_bad_manifest_line_is_an_error_naming_the_line() {
        for bad in [
            "cpp/nine_grid.cpp",
            "cpp/nine_grid.cpp cobol extras",
            "cpp/nine_grid.cpp cpp",
            "cpp/nine_grid.py cpp extras",
            "cpp/nine_grid.cpp cpp extras\ncpp/nine_grid.cpp cpp extras",
        ] {
            let error = parse_manifest(bad).expect_err(bad);
            assert!(error.starts_with("line "), "{}", error);
        }
    }

    #[test]
    fn header_keys_are_the_unindented_capitalised_words_of_the_leading_comment() {
        let cpp =
            "// Problem: a\n//   Note: not a key\n// Judges: b\n#include <cstdio>\n// Late: no\n";
        assert_eq!(header_keys(Language::Cpp, cpp), ["Problem", "Judges"]);
        let python = "# Problem: a\n# Status: ok\nimport sys\n";
        assert_eq!(header_keys(Language::Python, python), ["Problem", "Status"]);
    }
}
