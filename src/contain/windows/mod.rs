//! Containment on Windows: each case in a Job Object, the way Windows judges do it.
//!
//! The program is created suspended (`CreateProcessW`), put in a job of its own, then resumed,
//! so nothing it starts can run outside the job. The job:
//! - is killed as one when the run ends, however it ends (`TerminateJobObject`), and by the
//!   system if the judge dies (`JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE`): nothing is left running,
//!   and the stderr pipe, whose writers are all in the job, closes, so its reader never hangs;
//! - limits the memory committed by all its processes together (`JobMemoryLimit`) and reports
//!   their peak (`PeakJobMemoryUsed`);
//! - limits how many processes are alive at once (`ActiveProcessLimit`);
//! - counts the CPU time (user + kernel) of every process it held, ended ones included
//!   (`JobObjectBasicAccountingInformation`), so the time limit is CPU time, as on Linux;
//! - shows no dialog for a crash (`SetErrorMode`, inherited, and
//!   `JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION`).
//!
//! The runner polls the job a few milliseconds apart and ends it the moment the CPU time, the
//! memory, the process count or the output passes its limit, or at the wall-clock cap.
//!
//! Under Wine (where `.ci/run` proves this backend starts, ends and kills) jobs hold, start
//! and kill their processes but neither count time and memory nor limit memory or processes,
//! and no CPU time of another process is reported: there the memory of each process in the job
//! is sampled (`GetProcessMemoryInfo`) and the time is held by the wall-clock cap only. The
//! level's name says the figures are not measured. The job's own figures and limits are
//! proved on a real Windows, by the tests of `real_accounting` (GitHub's Windows runner in
//! `.github/workflows/ci.yml`), which skip themselves under Wine.
//!
//! What it does not do: no file-system or network sandbox; the program runs as the same user.
//!
//! The pure parts (command lines, exception names, `PATH` search) are compiled everywhere, so
//! they are tested on every platform; the job itself only on Windows.
#![cfg_attr(not(windows), allow(dead_code))]

#[cfg(windows)]
mod ffi;
#[cfg(windows)]
mod job;
#[cfg(all(test, windows))]
mod real_accounting;

#[cfg(windows)]
pub(super) use job::catch_interrupts;

use super::{Caps, Ending, Level, Limits, Usage};
#[cfg(windows)]
use super::{ContainError, Job};
use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A job object per case, named on the first line of a run. Idle time is not measured
/// here, so the wall-clock cap of [`Caps`] holds (and the heading says so).
pub(super) fn detect() -> Level {
    Level {
        named: Some(level_name()),
        idle_time: false,
        ..Level::default()
    }
}

/// Runs `job` in a job object of its own (see the module's documentation).
#[cfg(windows)]
pub(super) fn run(job: Job<'_>, limits: &Limits, _level: &Level) -> Result<Usage, ContainError> {
    let command = CommandLine::of(job.program, job.args);
    let used = job::run(
        &command,
        job.cwd,
        job.stdin,
        job.stdout,
        &WindowsLimits::of(limits),
        super::interrupted,
    )
    .map_err(|failure| match failure {
        Failure::Start(e) => ContainError::Start(e),
        Failure::Runner(e) => ContainError::System(e),
    })?;
    Ok(used.usage())
}

/// The file-size signal's number: how the runner above knows a run ended at the output
/// cap, on every platform.
const SIGXFSZ: i32 = 25;

impl WindowsLimits {
    /// The job's limits for `limits`: the CPU and wall-clock caps of a backend that does not
    /// measure idle time ([`Caps`]), memory in bytes.
    fn of(limits: &Limits) -> WindowsLimits {
        let caps = Caps::of(limits, false);
        WindowsLimits {
            cpu: caps.cpu,
            wall: caps.wall,
            memory_bytes: limits.memory_kib.map(|kib| kib.saturating_mul(1024)),
            output_bytes: limits.output_bytes,
            processes: u32::try_from(limits.processes).unwrap_or(u32::MAX),
        }
    }
}

impl WindowsUsage {
    /// What the run used, as every backend reports it.
    fn usage(self) -> Usage {
        let ending = match self.ending {
            WindowsEnding::Exited(code) => Ending::Exited(code as i32),
            WindowsEnding::CpuLimit => Ending::CpuLimit,
            WindowsEnding::WallLimit => Ending::TimedOut,
            WindowsEnding::MemoryLimit => Ending::MemoryLimit,
            WindowsEnding::OutputLimit => Ending::Signalled(SIGXFSZ),
            WindowsEnding::TooManyProcesses => Ending::TooManyProcesses,
            WindowsEnding::Interrupted(signal) => Ending::Interrupted(signal),
        };
        Usage {
            ending,
            wall: self.wall,
            cpu: self.cpu,
            idle: None,
            peak_kib: Some(self.peak_bytes / 1024),
            stderr_head: self.stderr_head,
        }
    }
}

/// How the level in force is named on the first line of a run: what a job object holds.
pub const LEVEL: &str =
    "Windows job object (memory, CPU time, processes; the whole tree killed as one)";

/// What a job object does not do, as the first line names it after `NOT in force:`.
const NOT_IN_FORCE: &[&str] = &[
    "idle time (a program that sleeps or blocks is ended by the wall clock)",
    "a filesystem sandbox (the program and the compiler read and write what the judge's user can)",
    "a network sandbox",
];

/// What Wine's job objects do not do besides (see the module's documentation): their figures
/// are zeros, so the run's CPU time and the job's memory are not measured there.
const NOT_UNDER_WINE: &[&str] = &[
    "CPU time under Wine (not measured: Wine's job objects count none, so time is held by the wall clock)",
    "the job's memory limit and peak under Wine (not measured: each process's memory is sampled instead)",
];

/// The level's name, as the first line of a run shows it.
pub fn level_name() -> String {
    #[cfg(windows)]
    let under_wine = job::under_wine();
    #[cfg(not(windows))]
    let under_wine = false;
    name_level(under_wine)
}

/// The level's name: what is in force, then what is not (more of it under Wine).
fn name_level(under_wine: bool) -> String {
    let mut missing: Vec<&str> = Vec::new();
    if under_wine {
        missing.extend(NOT_UNDER_WINE);
    }
    missing.extend(NOT_IN_FORCE);
    format!("{} — NOT in force: {}", LEVEL, missing.join("; "))
}

/// What to start: a program and its arguments (quoted as the C runtime splits them), or a
/// line for `cmd.exe`, handed to it untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CommandLine {
    Exec {
        program: OsString,
        args: Vec<OsString>,
    },
    Shell(String),
}

impl CommandLine {
    /// What a job starts: a program and its arguments, except `cmd /C LINE` (how the runner
    /// starts a shell line on Windows), whose line goes to `cmd` raw, since `cmd` does not
    /// split its line as programs do.
    pub(crate) fn of(program: &OsStr, args: &[OsString]) -> CommandLine {
        let is_cmd = |name: &OsStr| {
            let name = name.to_string_lossy().to_ascii_lowercase();
            name == "cmd" || name == "cmd.exe"
        };
        match args {
            [switch, line]
                if is_cmd(program) && switch.to_string_lossy().eq_ignore_ascii_case("/c") =>
            {
                CommandLine::Shell(line.to_string_lossy().into_owned())
            }
            _ => CommandLine::Exec {
                program: program.to_owned(),
                args: args.to_vec(),
            },
        }
    }

    /// The command line `CreateProcessW` is given.
    pub(crate) fn text(&self) -> OsString {
        match self {
            CommandLine::Exec { program, args } => {
                let mut line = quote_program(program);
                for arg in args {
                    line.push(" ");
                    line.push(quote_argument(arg));
                }
                line
            }
            // `/s /c "…"`: cmd drops the first and the last quote and runs what is between
            // exactly as typed, whatever quotes it holds; `/d`: no AutoRun commands.
            CommandLine::Shell(line) => format!("cmd.exe /d /s /c \"{}\"", line).into(),
        }
    }
}

/// Limits of one run.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WindowsLimits {
    /// CPU time (user + kernel) of every process of the job.
    pub cpu: Duration,
    /// Wall-clock time, for a program that sleeps or blocks.
    pub wall: Duration,
    /// Memory committed by the job's processes together, in bytes.
    pub memory_bytes: Option<u64>,
    /// Bytes of output allowed; the job is ended once the output file is larger.
    pub output_bytes: u64,
    /// Processes alive at once.
    pub processes: u32,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WindowsEnding {
    /// The program's exit code; a crash is an NTSTATUS code (see [`exception_name`]).
    Exited(u32),
    CpuLimit,
    WallLimit,
    MemoryLimit,
    OutputLimit,
    TooManyProcesses,
    /// The judge was asked to stop (the signal number it was given, 2 for Ctrl+C).
    Interrupted(i32),
}

/// What was measured.
#[derive(Clone, Debug)]
pub(crate) struct WindowsUsage {
    pub ending: WindowsEnding,
    pub wall: Duration,
    /// `None` where it cannot be measured (under Wine).
    pub cpu: Option<Duration>,
    /// Peak memory committed by the job's processes together, in bytes.
    pub peak_bytes: u64,
    pub stderr_head: Vec<u8>,
}

/// Why a run did not take place.
#[derive(Debug)]
pub(crate) enum Failure {
    /// The program cannot be started (not there, not a program).
    Start(std::io::Error),
    /// The runner's own trouble (no job object, a failed call).
    Runner(std::io::Error),
}

/// The program's name as the first word of a command line: quoted when it holds a space
/// (a program's name cannot hold a quote).
fn quote_program(program: &OsStr) -> OsString {
    let text = program.to_string_lossy();
    if text.is_empty() || text.contains([' ', '\t']) {
        format!("\"{}\"", text).into()
    } else {
        program.to_owned()
    }
}

/// One argument as the C runtime's `argv` splitting reads it back: quoted when it holds a
/// space, a tab or a quote, with the backslashes before a quote (and before the closing
/// quote) doubled.
pub(crate) fn quote_argument(arg: &OsStr) -> OsString {
    let text = arg.to_string_lossy();
    if !text.is_empty() && !text.contains([' ', '\t', '\n', '\u{b}', '"']) {
        return arg.to_owned();
    }
    let mut quoted = String::from("\"");
    // Backslashes are literal unless a quote follows: then each is doubled, and the quote
    // escaped by one more. The closing quote counts too.
    let mut backslashes = 0;
    for c in text.chars() {
        if c == '\\' {
            backslashes += 1;
            continue;
        }
        let doubled = if c == '"' {
            backslashes * 2 + 1
        } else {
            backslashes
        };
        quoted.extend(std::iter::repeat('\\').take(doubled));
        quoted.push(c);
        backslashes = 0;
    }
    quoted.extend(std::iter::repeat('\\').take(backslashes * 2));
    quoted.push('"');
    quoted.into()
}

/// The name of a Windows exception, for an exit code that is its NTSTATUS (a program that
/// crashed ends with the code of the exception that ended it).
pub fn exception_name(code: i32) -> Option<&'static str> {
    let name = match code as u32 {
        0x8000_0003 => "breakpoint",
        0xC000_0005 => "access violation (a bad pointer or index)",
        0xC000_0017 => "out of memory",
        0xC000_001D => "illegal instruction",
        0xC000_008C => "array bounds exceeded",
        0xC000_008E => "floating-point division by zero",
        0xC000_0090 => "invalid floating-point operation",
        0xC000_0094 => "integer division by zero",
        0xC000_0095 => "integer overflow",
        0xC000_0096 => "privileged instruction",
        0xC000_00FD => "stack overflow",
        0xC000_0135 => {
            "a DLL it needs was not found (link with -static, or put its folder on PATH)"
        }
        0xC000_0139 => "an entry point in a DLL was not found",
        0xC000_0142 => "a DLL failed to initialise",
        0xC000_013A => "stopped by Ctrl+C",
        0xC000_0374 => "heap corruption",
        0xC000_0409 => "stack buffer overrun or abort (a failed check, a Rust panic that aborts)",
        _ => return None,
    };
    Some(name)
}

/// The names `cmd.exe` runs itself: a line starting with one needs no program on `PATH`.
const CMD_BUILTINS: &[&str] = &[
    "assoc", "call", "cd", "chdir", "cls", "copy", "date", "del", "dir", "echo", "erase", "exit",
    "for", "ftype", "if", "md", "mkdir", "mklink", "move", "path", "pause", "popd", "pushd", "rd",
    "ren", "rename", "rmdir", "set", "setlocal", "start", "time", "title", "type", "ver", "vol",
];

/// True when `name` is a command `cmd.exe` knows itself.
pub(crate) fn cmd_builtin(name: &str) -> bool {
    CMD_BUILTINS.contains(&name.to_ascii_lowercase().as_str())
}

/// Where `name` is found as `cmd.exe` looks for a program: `name` itself, then with each
/// extension of `PATHEXT`, in each folder of `PATH` (the current folder first).
pub(crate) fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let extensions = std::env::var("PATHEXT").unwrap_or_else(|_| ".COM;.EXE;.BAT;.CMD".into());
    let mut folders = vec![PathBuf::from(".")];
    folders.extend(std::env::split_paths(&path));
    folders
        .into_iter()
        .find_map(|folder| find_in(&folder, name, &extensions))
}

/// `name`, or `name` with one of `extensions` (`;`-separated), in `folder`.
fn find_in(folder: &Path, name: &str, extensions: &str) -> Option<PathBuf> {
    let has_extension = Path::new(name).extension().is_some();
    let bare = std::iter::once(String::new()).filter(|_| has_extension);
    let with = extensions
        .split(';')
        .filter(|e| !e.is_empty())
        .map(str::to_string);
    bare.chain(with)
        .map(|extension| folder.join(format!("{}{}", name, extension)))
        .find(|candidate| candidate.is_file())
}

/// `path` without the `\\?\` prefix `fs::canonicalize` gives on Windows, when the path is an
/// ordinary drive path: compilers and `cmd.exe` do not all take the long form.
pub fn without_verbatim_prefix(path: &Path) -> PathBuf {
    let text = path.to_string_lossy();
    match text.strip_prefix(r"\\?\") {
        Some(rest) if rest.as_bytes().get(1) == Some(&b':') => PathBuf::from(rest),
        Some(rest) if rest.starts_with("UNC\\") => PathBuf::from(format!(r"\\{}", &rest[4..])),
        _ => path.to_path_buf(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exec(program: &str, args: &[&str]) -> String {
        CommandLine::Exec {
            program: program.into(),
            args: args.iter().map(OsString::from).collect(),
        }
        .text()
        .to_string_lossy()
        .into_owned()
    }

    #[test]
    fn arguments_are_quoted_the_way_the_c_runtime_splits_them() {
        assert_eq!(
            exec("a.exe", &["plain", "two words"]),
            r#"a.exe plain "two words""#
        );
        assert_eq!(exec(r"C:\My Files\a.exe", &[]), r#""C:\My Files\a.exe""#);
        assert_eq!(exec("a", &[r#"say "hi""#]), r#"a "say \"hi\"""#);
        assert_eq!(
            exec("a", &[r"dir\ with space\"]),
            r#"a "dir\ with space\\""#
        );
        assert_eq!(exec("a", &[r"C:\plain\"]), r"a C:\plain\");
        assert_eq!(exec("a", &[""]), r#"a """#);
        assert_eq!(exec("a", &[r#"\\"x"#]), r#"a "\\\\\"x""#);
    }

    #[test]
    fn the_runners_cmd_c_line_is_a_shell_line_and_anything_else_a_program() {
        let args = |list: &[&str]| list.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(
            CommandLine::of("cmd".as_ref(), &args(&["/C", r#""a b.exe" < in"#])),
            CommandLine::Shell(r#""a b.exe" < in"#.to_string())
        );
        assert_eq!(
            CommandLine::of("g++".as_ref(), &args(&["/C", "x"])),
            CommandLine::Exec {
                program: "g++".into(),
                args: args(&["/C", "x"])
            }
        );
    }

    #[test]
    fn the_job_is_capped_by_the_wall_clock_since_idle_time_is_not_measured() {
        let limits = Limits {
            time: Duration::from_secs(1),
            memory_kib: Some(64 << 10),
            ..Limits::default()
        };
        let job = WindowsLimits::of(&limits);
        assert_eq!(job.wall, Duration::from_secs(2));
        assert_eq!(job.memory_bytes, Some(64 << 20));
        assert!(!detect().idle_time);
        let caps = Caps::of(&limits, detect().idle_time);
        assert!(caps
            .describe(&limits)
            .ends_with("wall clock 2.00 s (idle time not measured here)"));
        let over = WindowsUsage {
            ending: WindowsEnding::OutputLimit,
            wall: Duration::ZERO,
            cpu: None,
            peak_bytes: 4096,
            stderr_head: Vec::new(),
        };
        let usage = over.usage();
        assert_eq!(usage.ending, Ending::Signalled(SIGXFSZ));
        assert_eq!((usage.idle, usage.peak_kib), (None, Some(4)));
    }

    #[test]
    fn the_level_names_what_is_in_force_and_what_is_not() {
        let real = name_level(false);
        assert!(real.starts_with("Windows job object (memory, CPU time, processes;"));
        let (_, missing) = real.split_once(" — NOT in force: ").expect("both halves");
        assert!(missing.contains("idle time") && missing.contains("filesystem sandbox"));
        assert!(missing.contains("network sandbox") && !missing.contains("Wine"));
        let wine = name_level(true);
        assert!(wine.contains("CPU time under Wine (not measured"));
        assert!(wine.contains("memory limit and peak under Wine (not measured"));
    }

    #[test]
    fn a_shell_line_reaches_cmd_exactly_as_written() {
        let line = r#""C:\Program Files\x.exe" -o "out dir\a" < in.txt"#;
        assert_eq!(
            CommandLine::Shell(line.to_string()).text(),
            OsString::from(format!("cmd.exe /d /s /c \"{}\"", line))
        );
    }

    #[test]
    fn crashes_are_named_from_their_exception_codes() {
        assert!(exception_name(-1_073_741_819)
            .unwrap()
            .starts_with("access violation"));
        assert_eq!(
            exception_name(0xC000_00FD_u32 as i32),
            Some("stack overflow")
        );
        assert_eq!(
            exception_name(0xC000_0094_u32 as i32),
            Some("integer division by zero")
        );
        assert!(exception_name(0xC000_0409_u32 as i32).is_some());
        assert_eq!(exception_name(1), None);
        assert_eq!(exception_name(9009), None);
    }

    #[test]
    fn the_verbatim_prefix_is_dropped_from_drive_paths_only() {
        assert_eq!(
            without_verbatim_prefix(Path::new(r"\\?\C:\work\a.cpp")),
            PathBuf::from(r"C:\work\a.cpp")
        );
        assert_eq!(
            without_verbatim_prefix(Path::new(r"\\?\UNC\server\share\a.cpp")),
            PathBuf::from(r"\\server\share\a.cpp")
        );
        assert_eq!(
            without_verbatim_prefix(Path::new("/home/a.cpp")),
            PathBuf::from("/home/a.cpp")
        );
    }

    #[test]
    fn cmd_builtins_need_no_program_on_path() {
        assert!(cmd_builtin("ECHO") && cmd_builtin("type"));
        assert!(!cmd_builtin("g++"));
    }

    #[test]
    fn a_program_is_found_with_or_without_its_extension() {
        let dir = std::env::temp_dir().join(format!("judge-pathext-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch");
        std::fs::write(dir.join("g++.EXE"), b"").expect("file");
        let found = find_in(&dir, "g++", ".COM;.EXE");
        assert_eq!(found, Some(dir.join("g++.EXE")));
        assert_eq!(
            find_in(&dir, "g++.EXE", ".COM;.EXE"),
            Some(dir.join("g++.EXE"))
        );
        assert_eq!(find_in(&dir, "gcc", ".COM;.EXE"), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
