//! Helpers shared by the integration tests: a seeded random generator, the independent oracles,
//! and running a built binary as a user would.
#![allow(dead_code)] // each test binary compiles this module but uses only part of it

pub mod browser;
pub mod json;
pub mod judging;
pub mod kept;
pub mod oracle;
pub mod outer;

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The seeded generator of the library: a seed names the same inputs on every machine.
pub use bfs_puzzles::rng::Rng;

/// What a process did with one input.
pub struct Ran {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Starts `command`, again while it is "text file busy" (ETXTBSY, 26 on Linux): a binary a
/// test has just copied or written is busy while a process another thread forked meanwhile
/// still holds the writing descriptor, until it execs (a few milliseconds at most).
pub fn spawn_when_written(command: &mut Command) -> std::process::Child {
    const TEXT_FILE_BUSY: i32 = 26;
    let mut tries = 0;
    loop {
        match command.spawn() {
            Err(e) if cfg!(unix) && e.raw_os_error() == Some(TEXT_FILE_BUSY) && tries < 100 => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(10));
            }
            started => return started.expect("the binary starts"),
        }
    }
}

/// Runs `binary` with `input` on stdin; panics (failing the test) if it is still running after
/// `limit`, so a hang is a failure rather than a stuck test run. Callers give a hang-only
/// limit (10 s, over 5× what any solution takes on any bundled input on a busy machine).
pub fn run_binary(binary: &str, input: &[u8], limit: Duration) -> Ran {
    let mut child = spawn_when_written(
        Command::new(binary)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let started = Instant::now();
    while child.try_wait().expect("wait works").is_none() {
        if started.elapsed() > limit {
            let _ = child.kill();
            panic!("{} did not finish within {:?}", binary, limit);
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let _ = feeder.join();
    let out = child.wait_with_output().expect("output is collected");
    Ran {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Runs `binary` on `input` and checks that it answers `stdout`, then exits with 2 and one
/// line on stderr: the contract for input that cannot be read as the judge's format.
pub fn assert_exits_two_after(binary: &str, input: &[u8], stdout: &str) {
    let ran = run_binary(binary, input, Duration::from_secs(10));
    assert_eq!(ran.code, Some(2), "{:?}", String::from_utf8_lossy(input));
    assert_eq!(ran.stdout, stdout);
    assert_eq!(ran.stderr.lines().count(), 1, "{}", ran.stderr);
}

/// Random hostile inputs: raw bytes, near-miss tokens, truncated and over-long lines.
pub fn garbage_inputs(seed: u64, count: usize, alphabet: &[u8]) -> Vec<Vec<u8>> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| {
            let len = rng.below(if i % 10 == 0 { 400 } else { 40 });
            match i % 3 {
                0 => (0..len).map(|_| rng.next_u64() as u8).collect(),
                _ => (0..len)
                    .map(|_| alphabet[rng.below(alphabet.len())])
                    .collect(),
            }
        })
        .collect()
}

/// Runs every input through `binary` on two threads and checks the error contract: exit 0, or
/// exit 2 with a message on stderr; every stderr line is a one-line message prefixed with the
/// program's name (notes on illegal boards may precede the error); never a panic, never a hang.
pub fn assert_survives_garbage(binary: &str, inputs: Vec<Vec<u8>>) {
    let name = std::path::Path::new(binary)
        .file_stem()
        .expect("a binary name")
        .to_string_lossy()
        .into_owned();
    let halves: Vec<Vec<Vec<u8>>> = {
        let mut inputs = inputs;
        let second = inputs.split_off(inputs.len() / 2);
        vec![inputs, second]
    };
    let workers: Vec<_> = halves
        .into_iter()
        .map(|inputs| {
            let binary = binary.to_string();
            let prefix = format!("{}: ", name);
            std::thread::spawn(move || {
                for input in inputs {
                    let ran = run_binary(&binary, &input, Duration::from_secs(10));
                    let shown = String::from_utf8_lossy(&input).into_owned();
                    match ran.code {
                        Some(0) => {}
                        Some(2) => assert!(
                            !ran.stderr.is_empty(),
                            "exit 2 without a message on {:?}",
                            shown
                        ),
                        other => panic!(
                            "input {:?} ended with {:?}, stderr {:?}",
                            shown, other, ran.stderr
                        ),
                    }
                    for line in ran.stderr.lines() {
                        assert!(
                            line.starts_with(&prefix) && !line.contains("panicked"),
                            "input {:?} gave the stderr line {:?}",
                            shown,
                            line
                        );
                    }
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().expect("no garbage input broke the contract");
    }
}

/// What a solution's `solve` made of one input, as its `main` would print it: the notes (each
/// line already prefixed with the program's name) and the error, if any (`main` prints it
/// prefixed, then exits with 2).
pub struct Solved {
    pub notes: String,
    pub error: Option<String>,
}

/// The error contract of `assert_survives_garbage`, checked on every input in this process
/// through the solution's own `solve` (the code `main` runs on stdin's bytes), and through the
/// built `binary` on every seventh input in the quick suite (7 is prime to the 3 and 10
/// `garbage_inputs` cycles its shapes by, so they all reach the binary) and on every input
/// under `SWEEP=full`.
/// `main` only reads stdin, prints what `solve` gives and exits with 2 after an error, so
/// `solve` in-process sees all the inputs can do to the parsing, and the binary's share checks
/// that `main` keeps the contract, without ten thousand process starts a binary.
/// Never a panic (`catch_unwind` names the input), never a hang: the inputs are solved on a
/// thread of their own, and no progress for 10 s (the binary's hang-only limit for one input)
/// fails the test, leaving that thread behind.
pub fn assert_solve_and_binary_survive_garbage(
    binary: &str,
    inputs: Vec<Vec<u8>>,
    solve: fn(&[u8]) -> Solved,
) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{mpsc, Arc};
    let name = std::path::Path::new(binary)
        .file_stem()
        .expect("a binary name")
        .to_string_lossy()
        .into_owned();
    let prefix = format!("{}: ", name);
    let inputs = Arc::new(inputs);
    let finished = Arc::new(AtomicUsize::new(0));
    let (report, reported) = mpsc::channel();
    {
        let inputs = Arc::clone(&inputs);
        let finished = Arc::clone(&finished);
        std::thread::spawn(move || {
            let checked = std::panic::catch_unwind(|| {
                in_parallel(&inputs, |input| {
                    let shown = String::from_utf8_lossy(input).into_owned();
                    let solved = std::panic::catch_unwind(|| solve(input))
                        .unwrap_or_else(|_| panic!("solve panicked on {:?}", shown));
                    if let Some(error) = &solved.error {
                        assert!(
                            !error.is_empty() && !error.contains('\n'),
                            "input {:?} gave the error {:?}, not one line",
                            shown,
                            error
                        );
                    }
                    for line in solved.notes.lines() {
                        assert!(
                            line.starts_with(&prefix) && !line.contains("panicked"),
                            "input {:?} gave the note {:?}",
                            shown,
                            line
                        );
                    }
                    finished.fetch_add(1, Ordering::SeqCst);
                });
            });
            let _ = report.send(checked);
        });
    }
    let mut seen = 0;
    let mut since = Instant::now();
    let checked = loop {
        match reported.recv_timeout(Duration::from_millis(50)) {
            Ok(checked) => break checked,
            Err(mpsc::RecvTimeoutError::Disconnected) => panic!("the solving thread vanished"),
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        let now = finished.load(Ordering::SeqCst);
        if now != seen {
            seen = now;
            since = Instant::now();
        }
        assert!(
            since.elapsed() < Duration::from_secs(10),
            "{}'s solve made no progress for 10 s after {} inputs: a hang",
            name,
            seen
        );
    };
    if let Err(panic) = checked {
        std::panic::resume_unwind(panic);
    }
    let inputs = Arc::try_unwrap(inputs).unwrap_or_else(|shared| (*shared).clone());
    let through_the_binary = if full_sweep() { 1 } else { 7 };
    assert_survives_garbage(
        binary,
        inputs.into_iter().step_by(through_the_binary).collect(),
    );
}

/// Builds each named known-wrong program once, all at the same time (each is a rustc run).
pub fn build_known_wrong_all<'a>(
    names: &[&'a str],
) -> std::collections::HashMap<&'a str, std::path::PathBuf> {
    let mut names = names.to_vec();
    names.sort_unstable();
    names.dedup();
    std::thread::scope(|scope| {
        let builds: Vec<_> = names
            .iter()
            .map(|&name| scope.spawn(move || (name, build_known_wrong(name))))
            .collect();
        builds
            .into_iter()
            .map(|b| b.join().expect("built"))
            .collect()
    })
}

/// Builds `tests/known_wrong/NAME.rs` with plain rustc, once for every test binary and run:
/// the binary is named by a hash of the source, the compiler's version and the flags, so
/// `testdata`, `export` and `stress` share one build, and a changed source or compiler gets a
/// new one. Each build runs in a folder of its own (rustc writes its object files beside the
/// output, under names of the crate's: two builds of one program in one folder would link each
/// other's) and the binary is renamed into place, so tests that build the same program at once
/// never see a half-written file.
pub fn build_known_wrong(name: &str) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static BUILDS: AtomicUsize = AtomicUsize::new(0);
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/known_wrong")
        .join(format!("{}.rs", name));
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let text = std::fs::read(&source).expect("the known-wrong source reads");
    // One codegen unit: a one-file program then skips the link-time pass that joins sixteen,
    // a fifth to a third of each build's CPU (13 builds on a fresh clone).
    let flags = ["--edition", "2021", "-O", "-C", "codegen-units=1"];
    let key = fnv1a(&[
        &text,
        rustc_version(&rustc).as_bytes(),
        flags.join(" ").as_bytes(),
    ]);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("known-wrong");
    let binary = dir.join(format!("{}-{:016x}", name, key));
    if binary.is_file() {
        return binary;
    }
    let building = dir.join(format!(
        "{}.building-{}-{}",
        name,
        std::process::id(),
        BUILDS.fetch_add(1, Ordering::SeqCst)
    ));
    std::fs::create_dir_all(&building).expect("the build folder");
    let status = Command::new(&rustc)
        .args(flags)
        .arg("-o")
        .arg(building.join(name))
        .arg(&source)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "{} compiles", source.display());
    std::fs::rename(building.join(name), &binary).expect("the build is moved into place");
    let _ = std::fs::remove_dir_all(&building);
    binary
}

/// `rustc -vV` of the compiler `rustc`, asked once per test binary.
fn rustc_version(rustc: &str) -> String {
    static VERSION: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);
    let mut version = VERSION.lock().unwrap_or_else(|p| p.into_inner());
    version
        .get_or_insert_with(|| {
            let out = Command::new(rustc).arg("-vV").output().expect("rustc runs");
            String::from_utf8_lossy(&out.stdout).into_owned()
        })
        .clone()
}

/// FNV-1a over `parts`, each closed by a 0xff byte: the same on every run and machine.
pub fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &byte in part.iter().chain(&[0xff]) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// `work` done on every item, on as many threads as the machine has cores, the results in the
/// items' order. For a test whose one long job
/// is many independent ones (packages, programs): the harness runs tests side by side, but
/// the longest test alone decides when its binary ends, and it would use one core of two.
pub fn in_parallel<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut results: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(items.len()))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let at = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        match items.get(at) {
                            Some(item) => done.push((at, work(item))),
                            None => return done,
                        }
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            // A worker's panic (a failed assertion) is the test's, with its own message.
            .flat_map(|w| {
                w.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    results.sort_by_key(|(at, _)| *at);
    results.into_iter().map(|(_, r)| r).collect()
}

/// Whether this run is the full sweep (`SWEEP=full cargo test`, which `.ci/run` runs after the
/// quick suite): every edition, rung and known-wrong solution judged on every case of every
/// package. Without it, `cargo test` is the quick suite: the same tests, each judging the
/// cases `quick_cases` keeps of a package whose cases must be started one by one.
pub fn full_sweep() -> bool {
    std::env::var("SWEEP").map_or(false, |v| v == "full")
}

/// The cases of a package that the quick suite judges where every case would start a process of
/// its own; under `SWEEP=full`, every case. The rule: a package of at most 16 cases keeps them
/// all; a larger one keeps, of each group of cases whose names share the prefix before the
/// first `-` (`01`, `02`, ..., `50`, `60`, `70`), the first and the last in the judge's
/// (natural) order. So every hand-written case stays (each is its own group: the samples, the
/// odd spacing, CRLF, unreachable and deepest boards), and of the generated ones the nearest
/// and the deepest board (`50-at-distance-00-a`, `50-at-distance-31-j`: the hardest for time),
/// and the first and last of the chosen catching cases (`70-catches-...`; every one of those is
/// still judged against the wrong search it is named for, in tests/suite/testdata.rs). What the
/// quick suite leaves to the full sweep: that no other generated board is judged wrongly.
pub fn quick_cases(cases: &[bfs_puzzles::cases::Case]) -> Vec<bfs_puzzles::cases::Case> {
    if full_sweep() {
        return cases.to_vec();
    }
    quick_selection(cases)
}

/// `quick_cases`' rule itself, whatever the sweep.
pub fn quick_selection(cases: &[bfs_puzzles::cases::Case]) -> Vec<bfs_puzzles::cases::Case> {
    const ALL_UP_TO: usize = 16;
    if cases.len() <= ALL_UP_TO {
        return cases.to_vec();
    }
    fn group(case: &bfs_puzzles::cases::Case) -> &str {
        case.name.split('-').next().unwrap_or("")
    }
    cases
        .iter()
        .enumerate()
        .filter(|&(at, case)| {
            let first = at == 0 || group(&cases[at - 1]) != group(case);
            let last = cases
                .get(at + 1)
                .map_or(true, |next| group(next) != group(case));
            first || last
        })
        .map(|(_, case)| case.clone())
        .collect()
}

/// The quick cases of the package in `dir` (see `quick_cases`).
pub fn quick_cases_in(dir: &std::path::Path) -> Vec<bfs_puzzles::cases::Case> {
    quick_cases(&bfs_puzzles::cases::discover(dir).expect("cases"))
}

/// Whether this run is CI's (`CI` set, not empty, `0` or `false`): there a test whose tool is
/// missing fails rather than skipping, so a CI machine without the tool cannot pass silently.
pub fn in_ci() -> bool {
    std::env::var_os("CI").map_or(false, |v| !v.is_empty() && v != "0" && v != "false")
}
