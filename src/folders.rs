//! Where this crate's folders are: the one place that reads `CARGO_MANIFEST_DIR`. The judge
//! finds its testdata, editions, checkers and known-wrong programs in the clone it was built
//! from, and keeps compiled sources under its `target/`.

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
