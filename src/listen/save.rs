//! A received problem written as a package: `problem.txt` (see [`crate::problem`]) and its
//! samples as the cases `sample-1.in`/`sample-1.ans`, … — never half-written. The package is
//! written whole into a hidden folder beside its place (`.incoming-…`), then renamed into it;
//! a package already there (the same problem sent again) is first moved aside
//! (`.replaced-…`) and removed once the new one stands in its place. Folders whose names start
//! with `.` are never read as packages, so a save cut short leaves nothing that is judged.

use super::task::{Io, Names, Task};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// What a save did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The package's folder.
    pub path: PathBuf,
    /// True when it replaced a package of the same name: the problem was received before.
    pub updated: bool,
}

/// Tells this process's hidden folders apart.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// Writes `task` as the package `names.folder` in `dir` (made if missing).
pub fn save(dir: &Path, task: &Task, names: &Names) -> io::Result<Saved> {
    fs::create_dir_all(dir)?;
    let unique = format!(
        "{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    );
    let incoming = dir.join(format!(".incoming-{}", unique));
    let written = write_package(&incoming, task, names);
    let placed = written.and_then(|()| put_in_place(&incoming, &dir.join(&names.folder), &unique));
    if placed.is_err() {
        let _ = fs::remove_dir_all(&incoming);
    }
    Ok(Saved {
        path: dir.join(&names.folder),
        updated: placed?,
    })
}

/// Moves the folder `incoming` to `target`, a folder already there moved aside first and
/// removed after: true when there was one.
fn put_in_place(incoming: &Path, target: &Path, unique: &str) -> io::Result<bool> {
    if fs::symlink_metadata(target).is_err() {
        fs::rename(incoming, target)?;
        return Ok(false);
    }
    let parent = target.parent().unwrap_or(Path::new("."));
    let replaced = parent.join(format!(".replaced-{}", unique));
    fs::rename(target, &replaced)?;
    if let Err(e) = fs::rename(incoming, target) {
        let _ = fs::rename(&replaced, target);
        return Err(e);
    }
    // A link put there by hand is removed as a link, never followed.
    if fs::symlink_metadata(&replaced).map_or(false, |m| m.is_dir()) {
        fs::remove_dir_all(&replaced)?;
    } else {
        fs::remove_file(&replaced)?;
    }
    Ok(true)
}

fn write_package(folder: &Path, task: &Task, names: &Names) -> io::Result<()> {
    fs::create_dir(folder)?;
    fs::write(
        folder.join(crate::problem::PROBLEM_FILE),
        problem_txt(task, names),
    )?;
    for (i, (input, answer)) in task.tests.iter().enumerate() {
        fs::write(folder.join(format!("sample-{}.in", i + 1)), input)?;
        fs::write(folder.join(format!("sample-{}.ans", i + 1)), answer)?;
    }
    Ok(())
}

/// The package's `problem.txt`: the page's title, judge, URL and limits, the line rule (the
/// judges' own for a problem with one answer; a problem with many is judged by a special
/// judge no page gives), and its file I/O.
pub fn problem_txt(task: &Task, names: &Names) -> String {
    let mut text = format!(
        "# received by `judge listen` from Competitive Companion\n\
         title: {}\n\
         judge: {}\n\
         aliases: {}\n\
         url: {}\n\
         time-limit: {}\n\
         memory-limit: {} MB\n\
         limits: the problem's page, as Competitive Companion read it\n\
         checker: lines\n\
         input: as the problem's page says; its samples are the cases\n",
        task.name,
        names.judge,
        names.aliases.join(", "),
        task.url,
        time_text(task.time_ms),
        task.memory_mb
    );
    if let Io::Files(name) = &task.io {
        text.push_str(&format!("file-io: {}\n", name));
    }
    text
}

/// A time limit as judges write it: `1 s`, `1.5 s`, `500 ms`.
pub fn time_text(ms: u64) -> String {
    if ms < 1000 {
        format!("{} ms", ms)
    } else {
        format!("{} s", ms as f64 / 1000.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Package;

    fn task() -> Task {
        Task {
            name: "P1001 A+B Problem".to_string(),
            group: "Luogu".to_string(),
            url: "https://www.luogu.com.cn/problem/P1001".to_string(),
            interactive: false,
            time_ms: 1500,
            memory_mb: 512,
            tests: vec![("1 2\n".to_string(), "3\n".to_string())],
            io: Io::Files("ab".to_string()),
            batch: None,
        }
    }

    fn names() -> Names {
        Names {
            folder: "luogu-p1001".to_string(),
            aliases: vec!["P1001".to_string()],
            judge: "Luogu P1001".to_string(),
        }
    }

    #[test]
    fn a_saved_package_reads_back_as_a_package_and_a_second_save_replaces_it() {
        let scratch = crate::run::ScratchDir::new().unwrap();
        let dir = scratch.path().join("received");
        let first = save(&dir, &task(), &names()).unwrap();
        assert!(!first.updated);
        let package = Package::load(&first.path).unwrap();
        assert_eq!(package.title, "P1001 A+B Problem");
        assert_eq!(package.aliases, ["P1001"]);
        assert_eq!(
            package.url.as_deref(),
            Some("https://www.luogu.com.cn/problem/P1001")
        );
        assert_eq!(package.time_text, "1.5 s");
        assert_eq!(package.memory_kib, 512 << 10);
        assert_eq!(package.file_io.as_deref(), Some("ab"));
        assert_eq!(package.solution, "received");
        let cases = crate::cases::discover(&first.path).unwrap();
        assert_eq!(cases.len(), 1);
        assert_eq!(cases[0].name, "sample-1");

        let mut fewer = task();
        fewer.tests.clear();
        let second = save(&dir, &fewer, &names()).unwrap();
        assert!(second.updated);
        assert!(!first.path.join("sample-1.in").exists());
        let left: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(left, ["luogu-p1001"], "nothing hidden is left behind");
    }

    #[test]
    fn times_read_as_judges_write_them() {
        assert_eq!(time_text(1000), "1 s");
        assert_eq!(time_text(2500), "2.5 s");
        assert_eq!(time_text(500), "500 ms");
    }
}
