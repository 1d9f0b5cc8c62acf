//! Running one program on one input as a judge does: the case's scratch folder, its input
//! and output, and a check that the program can start at all (a start that failed for want of
//! processes or memory is tried again, `start_again_while_it_may_pass`). The run itself,
//! contained and measured, is [`crate::contain`]'s: this module is the same on every platform.
//!
//! Each run gets a private scratch folder (on Linux, one an earlier run left holding only its
//! own `stdin` and `stdout`, emptied of them): a copy of the input is the program's stdin (so the
//! answer's path is not one `sed` away), stdout goes to a file there, capped in size, and
//! stderr to a pipe the runner drains (its head kept for messages, the rest discarded, so a
//! stderr flood neither blocks the program nor counts as output). Nothing is piped *into* the
//! program, so one that never reads its input, or floods its output, cannot block the runner or
//! grow its memory. The scratch folder and the output are held by descriptor: what the program
//! does to their names changes nothing the runner reads or removes.
//!
//! What it does not do: no network or file-system sandbox; the program runs as the same user.

use crate::contain::{self, ContainError, Job};
use std::ffi::OsString;
use std::fmt;
use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

pub(crate) use crate::contain::scratch::{CaseFolder, ScratchDir};
pub use crate::contain::{
    caps, catch_interrupts, interrupted, remove_tree, request_interrupt, signal_name, Caps, Ending,
    Limits, Sight, Usage, WallKind, CONFINED_PATH, STDERR_KEPT,
};

/// What to run: a program with arguments, or a command line for the shell (`--cmd`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Program {
    Exec { path: PathBuf, args: Vec<OsString> },
    Shell(String),
}

impl Program {
    /// A program started with no arguments.
    pub fn binary(path: impl Into<PathBuf>) -> Program {
        Program::Exec {
            path: path.into(),
            args: Vec::new(),
        }
    }

    /// The program to start and its arguments, as `command` would start them.
    pub fn argv(&self) -> (OsString, Vec<OsString>) {
        match self {
            Program::Exec { path, args } => (path.clone().into_os_string(), args.clone()),
            Program::Shell(line) if cfg!(windows) => ("cmd".into(), vec!["/C".into(), line.into()]),
            Program::Shell(line) => ("sh".into(), vec!["-c".into(), line.into()]),
        }
    }

    /// How the program is named in messages.
    pub fn describe(&self) -> String {
        match self {
            Program::Exec { path, args } => {
                let mut text = path.display().to_string();
                for arg in args {
                    text.push(' ');
                    text.push_str(&arg.to_string_lossy());
                }
                text
            }
            Program::Shell(line) => line.clone(),
        }
    }
}

/// One run: what the program used and how it ended, and what it wrote.
#[derive(Debug)]
pub struct Execution {
    pub usage: Usage,
    pub output: Output,
}

/// What a run wrote, held until it is dropped.
#[derive(Debug)]
pub struct Output {
    /// True when the program wrote more than `Limits::output_bytes` to its output.
    pub overflow: bool,
    /// The size in bytes of the case's own file system (file I/O, where the level gives one),
    /// when the program filled it.
    pub files_filled: Option<u64>,
    /// The file judged as the program's output (stdout, or the file of `--file-io`), held by
    /// its descriptor: a regular file the judge opened, of at most the output limit plus a
    /// byte, so reading it is bounded in time too.
    file: File,
    /// The output's name in the scratch folder.
    name: String,
    /// Holds the scratch folder, and with it the output, until the output is dropped.
    scratch: CaseFolder,
}

impl Output {
    /// A path to the output file for this process to open (on Linux through the held
    /// descriptor), for comparisons that stream it. Another process (an external checker)
    /// needs a copy of its own.
    pub fn path(&self) -> PathBuf {
        self.scratch.held_file_path(&self.file, &self.name)
    }

    /// The whole output, for callers that need it in memory (it is at most the output limit).
    pub fn read(&self) -> io::Result<Vec<u8>> {
        fs::read(self.path())
    }
}

/// Why a run could not take place at all (as opposed to how it ended).
#[derive(Debug)]
pub enum RunError {
    /// The input file cannot be read: the testdata's fault.
    Input(PathBuf, io::Error),
    /// The program cannot be started: the user's command or file.
    Start(io::Error),
    /// The runner's own trouble (no scratch space, a failed system call).
    Runner(io::Error),
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Input(path, e) => write!(f, "cannot read {}: {}", path.display(), e),
            RunError::Start(e) => write!(f, "cannot start the program: {}", e),
            RunError::Runner(e) => write!(f, "the judge cannot run programs here: {}", e),
        }
    }
}

impl std::error::Error for RunError {}

/// How a run is set up besides its limits.
#[derive(Clone, Copy, Debug, Default)]
pub struct Setup<'a> {
    /// USACO-style file I/O: the program runs in its scratch folder, the input is also
    /// `NAME.in` there, and `NAME.out`, when the program writes it, is its output.
    pub file_io: Option<&'a str>,
    /// The caller's environment and user, the limits only: the judge itself, run by a test.
    /// The program, the checkers and the compiler are confined ([`Job::confined`]).
    pub unconfined: bool,
    /// What a confined run is given beyond its command line: the compiler's.
    pub sight: Sight<'a>,
    /// A folder of the caller's the program starts in and may write, the only one besides
    /// its scratch folder (a Kattis validator's feedback folder); not with `file_io`.
    pub folder: Option<&'a Path>,
}

/// The pauses before each new try of a start that may pass ([`ContainError::may_pass`]):
/// together under a second, while a run's limits are seconds.
const START_PAUSES: &[Duration] = &[
    Duration::from_millis(20),
    Duration::from_millis(100),
    Duration::from_millis(500),
];

/// `start()`, tried again after each of `pauses` while it fails in a way that may pass. A
/// start that still fails so after the last is the system's trouble, not the program's.
fn start_again_while_it_may_pass<T>(
    pauses: &[Duration],
    mut start: impl FnMut() -> Result<T, ContainError>,
) -> Result<T, RunError> {
    let tries = pauses.len() + 1;
    let mut pauses = pauses.iter();
    loop {
        match start() {
            Ok(done) => return Ok(done),
            Err(e) if e.may_pass() => match pauses.next() {
                Some(pause) => std::thread::sleep(*pause),
                None => {
                    let (ContainError::Start(e) | ContainError::System(e)) = e;
                    return Err(RunError::Runner(io::Error::new(
                        e.kind(),
                        format!(
                            "the system could not start the program in {} tries: {}",
                            tries, e
                        ),
                    )));
                }
            },
            Err(ContainError::Start(e)) => return Err(RunError::Start(e)),
            Err(ContainError::System(e)) => return Err(RunError::Runner(e)),
        }
    }
}

/// Runs `program` on a private copy of `input`, under `limits`.
pub fn execute(
    program: &Program,
    input: &Path,
    limits: &Limits,
    setup: Setup,
) -> Result<Execution, RunError> {
    let mut scratch = CaseFolder::take().map_err(RunError::Runner)?;
    // File I/O: the program works in the folder itself, which then serves no other run (and,
    // where the level gives one, is a tmpfs of the case's own, sized for its input).
    let files_kib = match setup.file_io {
        Some(_) if !setup.unconfined => {
            let input_bytes = fs::metadata(input).map_or(0, |m| m.len());
            Some(contain::case_files_kib(limits, input_bytes))
        }
        _ => None,
    };
    let work_in = match setup.file_io {
        Some(_) => Some(
            scratch
                .lend(files_kib)
                .map_err(RunError::Runner)?
                .to_path_buf(),
        ),
        None => None,
    };
    put_input(&scratch, input, setup.file_io)?;
    let (name, args) = program.argv();
    // The output is read back through this descriptor, whatever becomes of the file's name.
    let mut file = None;
    let mut tried = false;
    let usage = start_again_while_it_may_pass(START_PAUSES, || {
        if tried && scratch.files().is_some() {
            // The last try's own file system went with its case: a fresh one, input and all.
            scratch.lend(files_kib).map_err(ContainError::System)?;
            put_input(&scratch, input, setup.file_io).map_err(|e| match e {
                RunError::Input(_, e) | RunError::Start(e) | RunError::Runner(e) => {
                    ContainError::System(e)
                }
            })?;
        }
        tried = true;
        let stdin = File::open(scratch.entry("stdin")).map_err(ContainError::System)?;
        let stdout = File::create(scratch.entry("stdout")).map_err(ContainError::System)?;
        file = Some(stdout.try_clone().map_err(ContainError::System)?);
        let job = Job {
            program: &name,
            args: &args,
            cwd: setup.folder.or(work_in.as_deref()),
            stdin,
            stdout,
            confined: !setup.unconfined,
            sight: setup.sight,
            files: scratch.files(),
        };
        contain::run(job, limits)
    })?;
    let mut file = file.expect("a run that took place has its output file");

    let mut output_name = "stdout".to_string();
    if let Some(name) = setup.file_io {
        let named = format!("{}.out", name);
        if let Some(named_file) = scratch.open_regular(&named) {
            file = named_file;
            output_name = named;
        }
    }
    let written = file.metadata().map(|m| m.len()).unwrap_or(0);
    let killed_by_the_cap = usage.ending == Ending::Signalled(SIGXFSZ);
    Ok(Execution {
        usage,
        output: Output {
            overflow: written > limits.output_bytes || killed_by_the_cap,
            files_filled: scratch.files_filled(),
            file,
            name: output_name,
            scratch,
        },
    })
}

/// Checks, before any case runs, that `program` can be started at all: a file that is there
/// and executable, or a command the shell finds; why not, otherwise. A shell line that starts
/// with shell syntax is left to the shell (a failure then shows on the first case).
pub fn preflight(program: &Program) -> Result<(), String> {
    match program {
        Program::Exec { path, .. } if path.components().count() > 1 => executable(path),
        Program::Exec { path, .. } => on_path(&path.to_string_lossy()),
        Program::Shell(line) => match plain_first_word(line) {
            Some(word) if word.contains('/') => executable(Path::new(word)),
            Some(word) => on_path(word),
            None => Ok(()),
        },
    }
}

/// The first word of a shell line when it is a plain command name or path.
fn plain_first_word(line: &str) -> Option<&str> {
    let word = line.split_whitespace().next()?;
    let plain = word
        .chars()
        .all(|c| c.is_alphanumeric() || "._-+/@%,:".contains(c));
    if plain {
        Some(word)
    } else {
        None
    }
}

fn executable(path: &Path) -> Result<(), String> {
    let metadata = fs::metadata(path).map_err(|e| format!("{}: {}", path.display(), e))?;
    if metadata.is_dir() {
        return Err(format!("{} is a folder, not a program", path.display()));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if metadata.permissions().mode() & 0o111 == 0 {
            return Err(format!(
                "{} is not executable (chmod +x {})",
                path.display(),
                path.display()
            ));
        }
    }
    Ok(())
}

/// Whether the shell finds `name` (a program on PATH, a builtin, a keyword).
fn on_path(name: &str) -> Result<(), String> {
    if cfg!(windows) {
        use crate::contain::windows::{cmd_builtin, find_on_path};
        if cmd_builtin(name) || find_on_path(name).is_some() {
            return Ok(());
        }
        return Err(format!(
            "`{}` is not a command here (not found on PATH)",
            name
        ));
    }
    let found = Command::new("sh")
        .args(["-c", "command -v -- \"$1\" >/dev/null 2>&1", "sh", name])
        .stdin(std::process::Stdio::null())
        .status()
        .map_or(true, |status| status.success());
    if found {
        Ok(())
    } else {
        Err(format!(
            "`{}` is not a command here (not found on PATH)",
            name
        ))
    }
}

/// The file-size signal on Linux and most Unix systems.
const SIGXFSZ: i32 = 25;

/// Puts the input in the scratch folder: as `stdin`, and for file I/O also as `NAME.in`.
fn put_input(scratch: &ScratchDir, input: &Path, file_io: Option<&str>) -> Result<(), RunError> {
    let stdin_path = scratch.entry("stdin");
    copy_input(input, &stdin_path)?;
    if let Some(name) = file_io {
        let named = scratch.entry(&format!("{}.in", name));
        fs::copy(&stdin_path, named).map_err(RunError::Runner)?;
    }
    Ok(())
}

/// Copies the input (following symlinks) to the scratch folder; a failure names the input.
fn copy_input(input: &Path, to: &Path) -> Result<(), RunError> {
    let mut source = File::open(input).map_err(|e| RunError::Input(input.to_path_buf(), e))?;
    let mut target = File::create(to).map_err(RunError::Runner)?;
    io::copy(&mut source, &mut target)
        .map(|_| ())
        .map_err(|e| RunError::Input(input.to_path_buf(), e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A start that fails with `errors`, one per try, then succeeds; and how often it ran.
    fn try_start(errors: Vec<io::Error>, pauses: usize) -> (Result<(), RunError>, usize) {
        let mut errors = errors.into_iter();
        let mut tries = 0;
        let result = start_again_while_it_may_pass(&vec![Duration::ZERO; pauses], || {
            tries += 1;
            errors
                .next()
                .map_or(Ok(()), |e| Err(ContainError::Start(e)))
        });
        (result, tries)
    }

    #[test]
    fn a_start_short_of_processes_is_tried_again_and_a_missing_program_is_not() {
        let busy = || io::Error::from(io::ErrorKind::WouldBlock);
        let (result, tries) = try_start(vec![busy(), busy()], 3);
        assert!(result.is_ok());
        assert_eq!(tries, 3);

        let (result, tries) = try_start(vec![io::Error::from(io::ErrorKind::NotFound)], 3);
        assert!(matches!(result, Err(RunError::Start(_))));
        assert_eq!(tries, 1);
    }

    #[test]
    fn a_start_that_keeps_failing_so_is_the_systems_trouble_not_the_programs() {
        let busy = || io::Error::from(io::ErrorKind::WouldBlock);
        let (result, tries) = try_start((0..9).map(|_| busy()).collect(), 3);
        assert_eq!(tries, 4);
        match result {
            Err(RunError::Runner(e)) => assert!(
                e.to_string()
                    .starts_with("the system could not start the program in 4 tries"),
                "{}",
                e
            ),
            other => panic!("{:?}", other.map(|_| ())),
        }
    }
}
