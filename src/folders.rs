//! Where this crate's folders are: the one place that reads `CARGO_MANIFEST_DIR`. The judge
//! finds its testdata, editions, checkers and known-wrong programs in the clone it was built
//! from, and keeps compiled sources under its `target/`. The problems `judge listen` receives
//! are the user's, not the clone's: they live in the user's data folder ([`received`]).

use std::path::{Path, PathBuf};

/// The crate's root: the clone `judge` was built from.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `Cargo.toml`, for building the solutions under `cargo run`.
pub fn manifest() -> PathBuf {
    root().join("Cargo.toml")
}

/// The bundled packages: `testdata/<solution>/<package>/`.
pub fn testdata() -> PathBuf {
    root().join("testdata")
}

/// The C++, Java and Python translations: `editions/`.
pub fn editions() -> PathBuf {
    root().join("editions")
}

/// The known-wrong programs and what each package says of them: `tests/known_wrong/`.
pub fn known_wrong() -> PathBuf {
    root().join("tests/known_wrong")
}

/// Where compiled sources are kept between runs: `target/judge-cache`, or a folder in the
/// temporary folder when the clone has no `target/`.
pub fn cache() -> PathBuf {
    let target = root().join("target");
    if target.is_dir() {
        target.join("judge-cache")
    } else {
        std::env::temp_dir().join("bfs-puzzles-judge-cache")
    }
}

/// The special judges' C++ sources, for exports: `checkers/`.
pub fn checkers() -> PathBuf {
    root().join("checkers")
}

/// The Rust solutions, one file per puzzle: `src/bin/`.
pub fn solutions() -> PathBuf {
    root().join("src/bin")
}

/// Where `judge listen` saves the problems it receives, and where `judge my.cpp NAME` and
/// `judge --list` find them: `bfs-puzzles/received` in the user's data folder —
/// `$XDG_DATA_HOME` or `~/.local/share` on Linux, `~/Library/Application Support` on macOS,
/// `%LOCALAPPDATA%` on Windows. Not the working folder, so a problem received once is found
/// from any folder; not the clone, so a `git clean` or a fresh clone keeps them. The folder
/// is named `received`, which is how `judge --list` labels its packages (`received/luogu-p1001`).
pub fn received() -> PathBuf {
    data_home().join("bfs-puzzles").join("received")
}

/// The user's data folder, by the platform's convention; the temporary folder when the
/// environment names none.
fn data_home() -> PathBuf {
    let absolute = |name: &str| {
        std::env::var_os(name)
            .map(PathBuf::from)
            .filter(|path| path.is_absolute())
    };
    if cfg!(windows) {
        if let Some(local) = absolute("LOCALAPPDATA").or_else(|| absolute("APPDATA")) {
            return local;
        }
    } else if cfg!(target_os = "macos") {
        if let Some(home) = absolute("HOME") {
            return home.join("Library/Application Support");
        }
    } else if let Some(data) = absolute("XDG_DATA_HOME") {
        return data;
    } else if let Some(home) = absolute("HOME") {
        return home.join(".local/share");
    }
    std::env::temp_dir()
}
