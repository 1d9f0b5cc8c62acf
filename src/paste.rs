//! `judge paste PROBLEM [--lang rust|cpp|java|python]`: the file to paste for a judge problem,
//! printed whole on stdout (`judge paste PREV-19 --lang cpp | xclip -selection clipboard`).
//!
//! Without `--lang`: Rust where the judge takes Rust, else C++. The languages a judge takes are
//! its package's `languages:` line; the files are the solution's Rust file
//! (`src/bin/<solution>.rs`, AC on every package of its puzzle) and the editions listed in
//! `editions/editions.txt` as AC on that package. An unsupported pair is exit status 2 and one
//! line saying which languages that judge takes and which files exist for it.

use crate::app::{self, Exit, Outcome};
use crate::editions::{self, Edition, Language};
use crate::problem::{self, Package, Taken};
use std::io::Write;
use std::path::{Path, PathBuf};

/// What `judge paste` is asked.
#[derive(Clone, Debug, Default)]
pub struct PasteRequest {
    /// A package's name or alias (`PREV-19`, `hdu-1043`).
    pub problem: String,
    /// `--lang`; `None` picks Rust where the judge takes it, else C++.
    pub language: Option<Language>,
}

/// The file chosen, and what the note on stderr says about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub path: PathBuf,
    pub language: Language,
    /// Other files of the same language that are AC there too (shown, not printed).
    pub also: Vec<PathBuf>,
}

/// The files for `package` in `language`: the Rust file, or the editions that claim it.
fn files_for(
    package: &Package,
    language: Language,
    listed: &[Edition],
    crate_root: &Path,
) -> Vec<PathBuf> {
    if language == Language::Rust {
        return vec![crate_root
            .join("src/bin")
            .join(format!("{}.rs", package.solution))];
    }
    let editions_root = crate_root.join("editions");
    listed
        .iter()
        .filter(|e| e.language == language && e.claims(&package.solution, &package.name))
        .map(|e| e.path(&editions_root))
        .collect()
}

/// True when the package's judges take `language`.
fn takes(package: &Package, language: Language) -> bool {
    package.languages.contains(&Taken::Ours(language))
}

/// The file to paste for `package` in `language` (or the default), or the one-line reason why
/// there is none.
pub fn choose(
    package: &Package,
    language: Option<Language>,
    listed: &[Edition],
    crate_root: &Path,
) -> Result<Choice, String> {
    let language = language.unwrap_or(if takes(package, Language::Rust) {
        Language::Rust
    } else {
        Language::Cpp
    });
    let existing: Vec<String> = Language::ALL
        .iter()
        .filter(|&&l| takes(package, l))
        .flat_map(|&l| files_for(package, l, listed, crate_root))
        .map(|path| relative(&path, crate_root))
        .collect();
    let offer = if existing.is_empty() {
        "no file of ours is in a language it takes".to_string()
    } else {
        format!("files for it: {}", existing.join(", "))
    };
    if package.languages.is_empty() {
        return Err(format!(
            "{}: its problem.txt has no `languages:` line, so which languages {} takes is not known",
            package.label(),
            package.judge
        ));
    }
    if !takes(package, language) {
        return Err(format!(
            "{} ({}) takes {}, not {}; {}",
            package.judge,
            package.label(),
            package
                .languages
                .iter()
                .map(|l| l.name())
                .collect::<Vec<_>>()
                .join(", "),
            language.judge_name(),
            offer
        ));
    }
    let mut files = files_for(package, language, listed, crate_root);
    if files.is_empty() {
        return Err(format!(
            "no {} edition of {} is AC on {} yet; {}",
            language.judge_name(),
            package.solution,
            package.label(),
            offer
        ));
    }
    let path = files.remove(0);
    Ok(Choice {
        path,
        language,
        also: files,
    })
}

/// `path` relative to the crate, as README and messages name files: with `/` between its
/// parts on every system (Windows would print `editions\cpp/nine_grid.cpp`).
fn relative(path: &Path, crate_root: &Path) -> String {
    match path.strip_prefix(crate_root) {
        Ok(inside) => {
            let parts: Vec<String> = inside
                .components()
                .map(|part| part.as_os_str().to_string_lossy().into_owned())
                .collect();
            parts.join("/")
        }
        Err(_) => path.display().to_string(),
    }
}

/// `judge paste`: the file on stdout and one note on stderr; an error (one line) for an
/// unknown problem or an unsupported language.
pub fn paste(request: &PasteRequest) -> Outcome {
    let packages = app::bundled_packages()?;
    let package = problem::resolve(&packages, &request.problem)?;
    let listed = editions::manifest(&editions::root())?;
    let crate_root = crate::folders::root();
    let choice = choose(package, request.language, &listed, crate_root)?;
    let text = std::fs::read(&choice.path)
        .map_err(|e| format!("cannot read {}: {}", choice.path.display(), e))?;
    let also: Vec<String> = choice
        .also
        .iter()
        .map(|p| relative(p, crate_root))
        .collect();
    eprintln!(
        "judge paste: {}, {} for {}{}",
        relative(&choice.path, crate_root),
        choice.language.judge_name(),
        package.judge,
        if also.is_empty() {
            String::new()
        } else {
            format!(" (also AC there: {})", also.join(", "))
        }
    );
    // A closed stdout (`| head`) is the reader's choice, not an error worth a message.
    let mut stdout = std::io::stdout();
    let _ = stdout.write_all(&text).and_then(|_| stdout.flush());
    Ok(Exit::AllAccepted)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn package(label: &str) -> Package {
        app::bundled_packages()
            .expect("testdata")
            .into_iter()
            .find(|p| p.label() == label)
            .expect("the package exists")
    }

    fn edition(line: &str) -> Vec<Edition> {
        editions::parse_manifest(line).expect("a manifest line")
    }

    fn root() -> &'static Path {
        Path::new("/crate")
    }

    #[test]
    fn the_default_is_rust_where_the_judge_takes_rust() {
        let choice = choose(&package("nine_grid/luogu-p1379"), None, &[], root()).expect("Rust");
        assert_eq!(choice.language, Language::Rust);
        assert_eq!(choice.path, Path::new("/crate/src/bin/nine_grid.rs"));
    }

    #[test]
    fn the_default_is_cpp_where_the_judge_takes_no_rust() {
        let listed = edition("cpp/eight_puzzle.cpp cpp poj-1077 hdu-1043");
        let choice = choose(&package("eight_puzzle/hdu-1043"), None, &listed, root()).expect("C++");
        assert_eq!(choice.language, Language::Cpp);
        assert_eq!(
            choice.path,
            Path::new("/crate/editions/cpp/eight_puzzle.cpp")
        );
    }

    #[test]
    fn a_language_the_judge_does_not_take_names_what_it_takes_and_the_files_there_are() {
        let listed = edition("cpp/eight_puzzle.cpp cpp hdu-1043");
        let why = choose(
            &package("eight_puzzle/hdu-1043"),
            Some(Language::Python),
            &listed,
            root(),
        )
        .expect_err("HDU takes no Python");
        assert_eq!(
            why,
            "HDU 1043 (eight_puzzle/hdu-1043) takes C, C++, Java, not Python; files for it: editions/cpp/eight_puzzle.cpp"
        );
        assert!(!why.contains('\n'));
    }

    #[test]
    fn an_edition_that_does_not_claim_the_package_is_not_offered() {
        let listed = edition("cpp/eight_puzzle.cpp cpp poj-1077");
        let why = choose(
            &package("eight_puzzle/hdu-1043"),
            Some(Language::Cpp),
            &listed,
            root(),
        )
        .expect_err("no C++ file claims HDU 1043");
        assert!(
            why.starts_with("no C++ edition of eight_puzzle is AC on eight_puzzle/hdu-1043 yet"),
            "{}",
            why
        );
    }

    #[test]
    fn the_first_listed_edition_is_chosen_and_the_others_are_named() {
        let listed = edition(
            "java/magic_board/msquare.java java usaco-msquare\njava/magic_board/Main.java java usaco-msquare hdu-1430",
        );
        let choice = choose(
            &package("magic_board/usaco-msquare"),
            Some(Language::Java),
            &listed,
            root(),
        )
        .expect("Java");
        assert_eq!(
            choice.path,
            Path::new("/crate/editions/java/magic_board/msquare.java")
        );
        assert_eq!(
            choice.also,
            [PathBuf::from("/crate/editions/java/magic_board/Main.java")]
        );
    }
}
