//! A contestant's source file made into a program the judge can run: compiled once, by the
//! compiler its extension names, into a cache keyed by the source's content and the command,
//! so that a second run starts at once.
//!
//! | extension | compile | run |
//! |---|---|---|
//! | `.cpp` `.cc` `.cxx` | `g++ -O2 -std=c++17 -o {out} {src}` | `{out}` |
//! | `.c` | `gcc -O2 -std=c11 -o {out} {src} -lm` | `{out}` |
//! | `.rs` | `rustc -O --edition 2021 -o {out} {src}` | `{out}` |
//! | `.py` | its syntax checked (see [`PYTHON_SYNTAX_CHECK`]) | `python3 {src}` |
//! | `.java` | `javac -J-XX:TieredStopAtLevel=1 -d {out} {src}` (the file copied as `NAME.java`) | `java -XX:-UsePerfData -XX:+UseSerialGC -XX:ActiveProcessorCount=1 -Xss64m -cp {out} NAME`, heap added by [`with_java_heap`] |
//! | `.go` | `go build -o {out} {src}` | `{out}` |
//!
//! `{src}` is the source and `{out}` the compiled file (a folder for Java), both replaced by
//! quoted absolute paths; `--compile` and `--run` give other commands in the same form. For
//! Java, `{class}` is the source's public class (`Main` on most judges, the problem's name on
//! USACO): javac wants it in a file of its name, so the source is copied under that name.

use crate::fingerprint::Fingerprint;
use crate::run::{self, Ending, Limits, Program, RunError, ScratchDir, Setup, Sight};
use crate::text::shell_quote;
use std::collections::HashMap;
use std::fmt;
use std::fs;
use std::io;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// Java's compile. `-J-XX:TieredStopAtLevel=1` runs the compiler's own JVM without its
/// optimising JIT, which a compile of a few seconds never repays: the same class files, byte
/// for byte, for about 60 % of the CPU time (1.1 s instead of 1.85 s for a contest solution).
pub const JAVAC: &str = "javac -J-XX:TieredStopAtLevel=1 -d {out} {src}";

/// Java's run, as the judges start a JVM (DOMjudge's and Kattis's run scripts, Codeforces's
/// stack; `docs/judges.md`): the serial collector and one active processor, so that the JVM
/// starts no parallel GC or JIT threads whose CPU time the case would be charged for (a
/// HashMap-heavy search: 545 ms of CPU a case with the defaults beside another case, 326 ms
/// with these two), and a fixed 64 MB stack, so that a deep recursion is judged as there. The
/// heap, sized from the memory limit, is added where the limit is known ([`with_java_heap`]).
/// No perf-data file: it is named by the pid, and every case's PID namespace gives the JVM the
/// same pid in the shared /tmp, where two cases at once would collide.
pub const JAVA_RUN: &str =
    "java -XX:-UsePerfData -XX:+UseSerialGC -XX:ActiveProcessorCount=1 -Xss64m -cp {out} {class}";

/// The judges' JVM flags in [`JAVA_RUN`], for headings and docs.
pub const JAVA_FLAGS: &str = "-XX:+UseSerialGC -XX:ActiveProcessorCount=1 -Xss64m";

/// `program` with a heap of `heap_kib` (`-Xms` and `-Xmx`, as DOMjudge gives both) where it is
/// a JVM's command line that sets no heap of its own; any other program as it is. The heap is
/// the part of the memory limit the program's own objects may fill: the JVM's own memory (its
/// code, metaspace, stack) is what [`crate::problem::JVM_ALLOWANCE_MIB`] covers.
pub fn with_java_heap(program: &Program, heap_kib: u64) -> Program {
    let line = match program {
        Program::Shell(line) if is_java(line) && !line.contains("-Xmx") => line,
        other => return other.clone(),
    };
    let trimmed = line.trim_start();
    // After the first word, or the quoted path a command starts with.
    let word_end = match trimmed.strip_prefix('"') {
        Some(quoted) => quoted.find('"').map_or(trimmed.len(), |end| end + 2),
        None => trimmed.find(char::is_whitespace).unwrap_or(trimmed.len()),
    };
    let mib = (heap_kib >> 10).max(JAVA_SMALLEST_HEAP_MIB);
    Program::Shell(format!(
        "{} -Xms{}m -Xmx{}m{}",
        &trimmed[..word_end],
        mib,
        mib,
        &trimmed[word_end..]
    ))
}

/// The smallest heap given to a JVM, whatever the limit: below it a JVM hardly starts.
const JAVA_SMALLEST_HEAP_MIB: u64 = 8;

/// How a kind of source is built and run.
#[derive(Clone, Copy, Debug)]
pub struct Toolchain {
    pub extensions: &'static [&'static str],
    pub compile: Option<&'static str>,
    pub run: &'static str,
    /// What to install when the first word of a command is missing.
    pub install: &'static str,
}

/// The built-in toolchains, as the README's table shows them.
#[cfg(not(windows))]
pub const TOOLCHAINS: &[Toolchain] = &[
    Toolchain {
        extensions: &["cpp", "cc", "cxx"],
        compile: Some("g++ -O2 -std=c++17 -o {out} {src}"),
        run: "{out}",
        install: "a C++ compiler (Debian/Ubuntu: apt-get install g++)",
    },
    Toolchain {
        extensions: &["c"],
        compile: Some("gcc -O2 -std=c11 -o {out} {src} -lm"),
        run: "{out}",
        install: "a C compiler (Debian/Ubuntu: apt-get install gcc)",
    },
    Toolchain {
        extensions: &["rs"],
        compile: Some("rustc -O --edition 2021 -o {out} {src}"),
        run: "{out}",
        install: "Rust (https://rustup.rs, or apt-get install rustc)",
    },
    Toolchain {
        extensions: &["py"],
        compile: Some(PYTHON_SYNTAX_CHECK),
        run: "python3 {src}",
        install: "Python 3 (Debian/Ubuntu: apt-get install python3)",
    },
    Toolchain {
        extensions: &["java"],
        compile: Some(JAVAC),
        // No perf-data file: it is named by the pid, and every case's PID namespace gives the
        // JVM the same pid in the shared /tmp, where two cases at once would collide. Then the
        // judges' flags (see `JAVA_RUN`).
        run: JAVA_RUN,
        install: "a JDK (Debian/Ubuntu: apt-get install default-jdk)",
    },
    Toolchain {
        extensions: &["go"],
        compile: Some("go build -o {out} {src}"),
        run: "{out}",
        install: "Go (Debian/Ubuntu: apt-get install golang)",
    },
];

/// The Python syntax check as `$python -c "CODE" {src}`: the source parsed as Python 3 parses
/// it, nothing written (no `__pycache__` beside the contestant's file), so that a syntax error
/// is one compile error with its line (`File "…", line 3` and the caret) rather than a runtime
/// error on every case. The hook prints the error without its traceback; the status is 1, as
/// for any uncaught exception.
///
/// CODE is one line with no double quote, backslash, `$`, backquote, `%`, `^`, `&`, `|`, `<`,
/// `>` or `!`: in double quotes, `sh` and Windows' `cmd.exe` (then the C runtime's splitting
/// of Python's command line) both hand it to Python unchanged, so one check serves both.
macro_rules! python_syntax_check {
    ($python:literal) => {
        concat!(
            $python,
            " -c \"import sys,traceback as t;",
            "sys.excepthook=lambda c,e,b:sys.stderr.write(''.join(t.format_exception_only(c,e)));",
            "compile(open(sys.argv[1],'rb').read(),sys.argv[1],'exec')\" {src}"
        )
    };
}

/// Python's "compile step" where `python3` is the interpreter's name (see the macro above).
pub const PYTHON_SYNTAX_CHECK: &str = python_syntax_check!("python3");

/// The same check through Windows' `py` launcher (`python` where it is missing: see
/// `locate_tools`).
pub const PYTHON_SYNTAX_CHECK_WINDOWS: &str = python_syntax_check!("py -3");

/// On Windows: the same compilers as Windows users have them (see [`locate_tools`]); C and C++
/// linked `-static`, so a program needs no MinGW DLL on `PATH`; Python through the `py`
/// launcher (else `python`); install hints for Windows.
#[cfg(windows)]
pub const TOOLCHAINS: &[Toolchain] = &[
    Toolchain {
        extensions: &["cpp", "cc", "cxx"],
        compile: Some("g++ -O2 -std=c++17 -static -o {out} {src}"),
        run: "{out}",
        install: "a C++ compiler: Dev-C++ (found in its MinGW64\\bin), or winget install BrechtSanders.WinLibs.POSIX.UCRT, or MSYS2's mingw-w64-ucrt-x86_64-gcc",
    },
    Toolchain {
        extensions: &["c"],
        compile: Some("gcc -O2 -std=c11 -static -o {out} {src} -lm"),
        run: "{out}",
        install: "a C compiler: Dev-C++ (found in its MinGW64\\bin), or winget install BrechtSanders.WinLibs.POSIX.UCRT",
    },
    Toolchain {
        extensions: &["rs"],
        compile: Some("rustc -O --edition 2021 -o {out} {src}"),
        run: "{out}",
        install: "Rust (https://rustup.rs, or winget install Rustlang.Rustup)",
    },
    Toolchain {
        extensions: &["py"],
        compile: Some(PYTHON_SYNTAX_CHECK_WINDOWS),
        run: "py -3 {src}",
        install: "Python 3 (winget install Python.Python.3.8, or python.org's installer with the py launcher)",
    },
    Toolchain {
        extensions: &["java"],
        compile: Some(JAVAC),
        run: JAVA_RUN,
        install: "a JDK (winget install EclipseAdoptium.Temurin.8.JDK), on PATH or named by JAVA_HOME",
    },
    Toolchain {
        extensions: &["go"],
        compile: Some("go build -o {out} {src}"),
        run: "{out}",
        install: "Go (winget install GoLang.Go)",
    },
];

/// Lanqiao's way of building C++ on Windows (Dev-C++ 5.11, TDM-GCC 4.9.2), stack included: give
/// it as `--compile` to build a C++ answer as the contest's machines do.
pub const LANQIAO_CPP: &str = "g++ -std=c++11 -O2 -static -Wl,--stack=268435456 -o {out} {src}";

/// The toolchain for `path`'s extension.
pub fn toolchain_for(path: &Path) -> Option<&'static Toolchain> {
    let extension = path.extension()?.to_str()?.to_ascii_lowercase();
    TOOLCHAINS
        .iter()
        .find(|t| t.extensions.contains(&extension.as_str()))
}

/// True when `path` has an extension of a known toolchain.
pub fn looks_like_source(path: &Path) -> bool {
    toolchain_for(path).is_some()
}

/// Why a source could not be made into a program.
#[derive(Debug)]
pub enum SourceError {
    /// The file is not there, or its extension is unknown and no `--run` was given.
    Unusable(String),
    /// A compiler or interpreter is missing: what to install.
    MissingTool(String),
    /// The compiler rejected the source: its first lines.
    CompileError(String),
    /// The judge's own trouble (cache folder, a failed run of the compiler).
    Io(String),
    /// Stopped by a signal while compiling.
    Interrupted(i32),
}

impl fmt::Display for SourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceError::Unusable(why) | SourceError::MissingTool(why) | SourceError::Io(why) => {
                f.write_str(why)
            }
            SourceError::CompileError(lines) => write!(f, "compile error:\n{}", lines),
            SourceError::Interrupted(signal) => {
                write!(f, "stopped by {}", run::signal_name(*signal))
            }
        }
    }
}

/// Overrides of the table: `--compile` and `--run`.
#[derive(Clone, Debug, Default)]
pub struct Commands {
    pub compile: Option<String>,
    pub run: Option<String>,
}

/// Lines of compiler output shown for a compile error.
const COMPILE_ERROR_LINES: usize = 12;

/// CPU time a compiler may take.
const COMPILE_TIME: Duration = Duration::from_secs(120);

/// Memory of all the compiler's processes together (`#include "/dev/zero"` grows until it):
/// well above what javac, rustc or g++ -O2 need for a contest solution.
const COMPILE_MEMORY_MIB: u64 = 2048;

/// The size of any file the compiler writes, its output included (the executable too).
const COMPILE_OUTPUT_MIB: u64 = 16;

/// The compiler's variables besides the clean environment's (`PATH`, `LANG`, `TMPDIR`): its
/// home and Go's caches in its temporary folder (`{tmp}`: the private `/tmp` of its own root,
/// else a scratch folder of the compile's), so that nothing but the build lands in the output
/// folder, and nothing at all outside it once the compile is over.
const COMPILE_ENVIRONMENT: &[&str] = &["HOME={tmp}", "GOCACHE={tmp}/go-build", "GOPATH={tmp}/go"];

/// Compiles `source` if it needs it (or finds it in the cache under `cache_root`) and returns
/// the program that runs it. `on_compile` is called before a compiler actually runs.
pub fn prepare(
    source: &Path,
    commands: &Commands,
    cache_root: &Path,
    on_compile: &mut dyn FnMut(&str),
) -> Result<Program, SourceError> {
    let given = source.display().to_string();
    let unreadable = |e: io::Error| {
        SourceError::Unusable(match e.kind() {
            io::ErrorKind::NotFound => format!(
                "no source file {}: judge SOURCE PROBLEM wants a file that is there",
                given
            ),
            _ => format!("cannot read the source {}: {}", given, e),
        })
    };
    // Windows' canonical form (`\\?\C:\…`) is not one every compiler takes.
    let source = fs::canonicalize(source).map_err(unreadable)?;
    let source = crate::contain::windows::without_verbatim_prefix(&source);
    if !source.is_file() {
        return Err(SourceError::Unusable(format!(
            "{} is not a file",
            source.display()
        )));
    }
    let toolchain = toolchain_for(&source);
    let install = toolchain.map_or("it", |t| t.install);
    let compile = commands
        .compile
        .clone()
        .or_else(|| toolchain.and_then(|t| t.compile.map(str::to_string)))
        .map(|line| for_this_machine(&line));
    let run_template = match (&commands.run, toolchain) {
        (Some(run), _) => for_this_machine(run),
        (None, Some(t)) => for_this_machine(t.run),
        (None, None) if compile.is_some() => "{out}".to_string(),
        (None, None) => {
            let known: Vec<String> = TOOLCHAINS
                .iter()
                .flat_map(|t| t.extensions.iter().map(|e| format!(".{}", e)))
                .collect();
            return Err(SourceError::Unusable(format!(
                "{}: no compiler is known for this extension (known: {}); give --compile and --run",
                source.display(),
                known.join(" ")
            )));
        }
    };
    // A Python interpreter by its own file, found before anything runs: a shim or a name the
    // confined PATH lacks would fail inside the sandbox, once per case.
    let compile = match compile {
        Some(line) => Some(interpreter_resolved(&line).map_err(SourceError::MissingTool)?),
        None => None,
    };
    let contents = fs::read(&source).map_err(unreadable)?;
    let key = cache_key(&contents, compile.as_deref().unwrap_or(""), &run_template);
    let built = cache_root.join(format!("{:016x}", key));
    // `.exe` on Windows: it is how a file is known to be a program there.
    let out = built.join(if is_java(&run_template) {
        "classes"
    } else if cfg!(windows) {
        "program.exe"
    } else {
        "program"
    });
    if let Some(compile) = &compile {
        if !built.join("ok").is_file() {
            on_compile(&given);
            compile_into(&source, &contents, compile, &built, &out, install)?;
        }
    }
    let run_template = interpreter_resolved(&run_template).map_err(SourceError::MissingTool)?;
    let line = fill(&run_template, &source, &out).replace("{class}", &java_class(&contents));
    if run_template.trim() == "{out}" {
        return Ok(Program::binary(out));
    }
    let program = Program::Shell(line);
    run::preflight(&program)
        .map_err(|why| SourceError::MissingTool(format!("{}: install {}", why, install)))?;
    Ok(program)
}

/// First words of command lines resolved to the tool's path, once per process each (`None`:
/// the line is left as it is).
type Resolved = Mutex<Option<HashMap<String, Option<String>>>>;

/// `line` with its first word replaced by what `resolve` makes of it, asked once per process
/// for each word (`cache` remembers); the line as it is where `resolve` gives nothing.
fn with_first_word_resolved(
    line: &str,
    cache: &Resolved,
    resolve: impl FnOnce(&str) -> Option<String>,
) -> String {
    let trimmed = line.trim_start();
    let word = trimmed.split_whitespace().next().unwrap_or("");
    let resolved = cache
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get_or_insert_with(HashMap::new)
        .entry(word.to_string())
        .or_insert_with(|| resolve(word))
        .clone();
    match resolved {
        Some(path) => format!("{}{}", path, &trimmed[word.len()..]),
        None => line.to_string(),
    }
}

/// `run` with a first word that names a Python interpreter (`python3`, `python3.8`, `pypy3`,
/// or the path of a pyenv shim) replaced by the interpreter's own file ([`find_interpreter`]):
/// a shim is a shell script that needs pyenv, which the sandbox does not have, and costs about
/// 200 ms of CPU on every start. Left as it is when no interpreter is found (see
/// [`interpreter_resolved`] for the error).
pub fn with_interpreter_resolved(run: &str) -> String {
    interpreter_resolved(run).unwrap_or_else(|_| run.to_string())
}

/// `run` with its interpreter resolved as [`with_interpreter_resolved`] says; an error naming
/// the interpreter where its first word names one and none is found; any other line as it is.
pub fn interpreter_resolved(run: &str) -> Result<String, String> {
    let trimmed = run.trim_start();
    let word = trimmed.split_whitespace().next().unwrap_or("");
    let name = match interpreter_name(word) {
        Some(name) => name,
        None => return Ok(run.to_string()),
    };
    let found = find_interpreter(name)?;
    Ok(format!(
        "{}{}",
        shell_quote(&found.path),
        &trimmed[word.len()..]
    ))
}

/// True for the name of a Python interpreter: `python`, `python3`, `python3.8`, `pypy3` (a
/// name and a version, nothing else).
pub fn is_interpreter_name(name: &str) -> bool {
    ["python", "pypy"].iter().any(|stem| {
        name.strip_prefix(stem).map_or(false, |version| {
            version.chars().all(|c| c.is_ascii_digit() || c == '.')
        })
    })
}

/// The interpreter a command's first word names: a plain `python…` or `pypy…` word, or a
/// pyenv shim's path (`…/shims/python3.8`), by its file name.
fn interpreter_name(word: &str) -> Option<&str> {
    let is_interpreter = is_interpreter_name;
    if !word.contains(['/', '\\']) {
        return Some(word).filter(|w| is_interpreter(w));
    }
    let path = Path::new(word);
    let in_shims = path
        .parent()
        .and_then(Path::file_name)
        .map_or(false, |folder| folder == "shims");
    let name = path.file_name()?.to_str()?;
    (in_shims && is_interpreter(name)).then_some(name)
}

/// The interpreters looked for so far, by name, and what was found.
static FOUND_INTERPRETERS: Mutex<Option<HashMap<String, Result<Interpreter, String>>>> =
    Mutex::new(None);

/// A Python interpreter: the file that runs (no shim), and what it says it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interpreter {
    pub path: std::path::PathBuf,
    /// `CPython 3.8.18`, `PyPy 3.9.18`.
    pub version: String,
}

/// The interpreter `name` (`python3.8`, `python3`, `pypy3`) starts, found once per process:
/// the first that answers of `name` on `PATH` (a pyenv shim answers only for the versions
/// pyenv has switched on), then pyenv's installed versions (`$PYENV_ROOT/versions/*/bin`,
/// `~/.pyenv/versions/*/bin`, newest first), each asked for `sys.executable` and its version.
/// An error, one line, where none answers: what was looked at and how to install it.
pub fn find_interpreter(name: &str) -> Result<Interpreter, String> {
    FOUND_INTERPRETERS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get_or_insert_with(HashMap::new)
        .entry(name.to_string())
        .or_insert_with(|| {
            interpreter_candidates(name)
                .iter()
                .find_map(|candidate| ask_interpreter(candidate))
                .ok_or_else(|| {
                    format!(
                        "no {} here: not on PATH, nor in pyenv's versions (~/.pyenv/versions/*/bin){}",
                        name,
                        python_install_hint(name)
                    )
                })
        })
        .clone()
}

/// Where `name` may be: on `PATH`, then in each of pyenv's versions, newest first.
fn interpreter_candidates(name: &str) -> Vec<std::path::PathBuf> {
    let mut candidates: Vec<std::path::PathBuf> = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .map(|folder| folder.join(executable_name(name)))
        .collect();
    let roots = [
        std::env::var_os("PYENV_ROOT").map(std::path::PathBuf::from),
        std::env::var_os("HOME").map(|home| Path::new(&home).join(".pyenv")),
    ];
    for root in roots.iter().flatten() {
        let mut versions: Vec<std::path::PathBuf> = fs::read_dir(root.join("versions"))
            .into_iter()
            .flatten()
            .flatten()
            .map(|entry| entry.path().join("bin").join(name))
            .collect();
        versions.sort_by_key(|path| std::cmp::Reverse(version_key(path)));
        candidates.extend(versions);
    }
    candidates.retain(|path| path.is_file());
    candidates.dedup();
    candidates
}

/// The file `name` starts from a folder on `PATH`: `python.exe` for `python` on Windows, where
/// a command is found with its extension; `name` itself elsewhere.
fn executable_name(name: &str) -> String {
    let suffix = std::env::consts::EXE_SUFFIX;
    if suffix.is_empty() || name.to_ascii_lowercase().ends_with(suffix) {
        name.to_string()
    } else {
        format!("{}{}", name, suffix)
    }
}

/// A pyenv version folder's numbers (`…/3.11.7/bin/python3` → [3, 11, 7]), to sort by.
fn version_key(path: &Path) -> Vec<u32> {
    let folder = path
        .parent()
        .and_then(Path::parent)
        .and_then(Path::file_name)
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    folder
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|part| part.parse().ok())
        .collect()
}

/// What `candidate` says it is, where it starts and answers: its real file and version.
fn ask_interpreter(candidate: &Path) -> Option<Interpreter> {
    let out = std::process::Command::new(candidate)
        .args([
            "-c",
            "import sys,platform;print(sys.executable);print(platform.python_implementation(),platform.python_version())",
        ])
        .stdin(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let mut lines = text.lines();
    let path = std::path::PathBuf::from(lines.next()?.trim());
    let version = lines.next()?.trim().to_string();
    (out.status.success() && path.is_file()).then_some(Interpreter { path, version })
}

/// How to install the interpreter `name`, for its error.
fn python_install_hint(name: &str) -> String {
    let version = name.trim_start_matches("python");
    if name.starts_with("pypy") {
        "; install PyPy (pyenv install pypy3.10-7.3.17, or apt-get install pypy3)".to_string()
    } else if version.contains('.') {
        format!("; install it (pyenv install {})", version)
    } else {
        String::new()
    }
}

/// The interpreter a program runs under, where its first word is one [`find_interpreter`] found
/// (for the heading: which Python judged).
pub fn interpreter_of(program: &Program) -> Option<Interpreter> {
    let line = match program {
        Program::Shell(line) => line,
        Program::Exec { .. } => return None,
    };
    let found = FOUND_INTERPRETERS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    found
        .iter()
        .flat_map(HashMap::values)
        .filter_map(|found| found.as_ref().ok())
        .find(|interpreter| {
            line.trim_start()
                .starts_with(&shell_quote(&interpreter.path))
        })
        .cloned()
}

/// `commands` for `source` with its Python interpreter `name` (`--lang python3.8`): the syntax
/// check and the run of the `.py` toolchain with `name` for `python3`, unless `--compile` or
/// `--run` gives its own; an error where the source is not Python.
pub fn with_interpreter(
    source: &Path,
    commands: &Commands,
    name: &str,
) -> Result<Commands, String> {
    let python = TOOLCHAINS.iter().find(|t| t.extensions.contains(&"py"));
    let toolchain = toolchain_for(source);
    let is_python = match (toolchain, python) {
        (Some(t), Some(p)) => std::ptr::eq(t, p),
        _ => false,
    };
    if !is_python && commands.run.is_none() {
        return Err(format!(
            "--lang {} is for a Python source (.py); {} is not one",
            name,
            source.display()
        ));
    }
    let interpreter = if cfg!(windows) { "py -3" } else { "python3" };
    let swap = |line: &str| line.replacen(interpreter, name, 1);
    Ok(Commands {
        compile: commands
            .compile
            .clone()
            .or_else(|| python.and_then(|p| p.compile).map(swap)),
        run: commands.run.clone().or_else(|| python.map(|p| swap(p.run))),
    })
}

/// `line` with its first word, a tool the judge finds on its `PATH` first in a folder the
/// confined one ([`run::CONFINED_PATH`]) has not, made the path of the real tool, asked once
/// per process: the confined compiler has the clean `PATH`, and its own root binds a tool named
/// by its path (with its prefix). rustup's `rustc` proxy becomes the toolchain's own `rustc`
/// (`SYSROOT/bin/rustc`, from `rustc --print sysroot`), pyenv's `python3` shim the interpreter
/// it starts ([`with_interpreter_resolved`]), anything else the file a link names. Left as it
/// is on Windows, and where the word is a path, shell syntax, or found nowhere else.
fn with_compiler_resolved(line: &str) -> String {
    static RESOLVED: Resolved = Mutex::new(None);
    let word = line.split_whitespace().next().unwrap_or("");
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_alphanumeric() || "._-+".contains(c));
    if cfg!(windows) || !plain {
        return line.to_string();
    }
    if word.starts_with("python") {
        return with_interpreter_resolved(line);
    }
    with_first_word_resolved(line, &RESOLVED, |word| {
        let folder = std::env::split_paths(&std::env::var_os("PATH")?)
            .find(|folder| folder.join(word).is_file())?;
        // The confined `PATH` finds the same tool.
        if std::env::split_paths(run::CONFINED_PATH).any(|confined| confined == folder) {
            return None;
        }
        let found = folder.join(word);
        if word == "rustc" {
            let out = std::process::Command::new(&found)
                .args(["--print", "sysroot"])
                .stderr(std::process::Stdio::null())
                .output()
                .ok()?;
            let sysroot = String::from_utf8(out.stdout).ok()?;
            let real = Path::new(sysroot.trim()).join("bin").join("rustc");
            if out.status.success() && real.is_file() {
                return Some(shell_quote(&real));
            }
        }
        fs::canonicalize(found).ok().map(|real| shell_quote(&real))
    })
}

/// A command as this machine runs it: on Windows, its first word made into the tool Windows
/// users have ([`locate_tools`]); elsewhere the command as given.
fn for_this_machine(line: &str) -> String {
    if !cfg!(windows) {
        return line.to_string();
    }
    let java_home = std::env::var_os("JAVA_HOME").map(std::path::PathBuf::from);
    let found = |name: &str| crate::contain::windows::find_on_path(name).is_some();
    locate_tools(
        line,
        &found,
        &|path| path.is_file(),
        &mingw_folders(),
        java_home.as_deref(),
    )
}

/// `line` with its first word made into the tool this machine has, when that word is not on
/// `PATH` (`on_path`): `g++` or `gcc` from the first of `folders` that has it, `java` and
/// `javac` from `JAVA_HOME`, `py -3` as `python` where the launcher is missing.
fn locate_tools(
    line: &str,
    on_path: &dyn Fn(&str) -> bool,
    is_file: &dyn Fn(&Path) -> bool,
    folders: &[std::path::PathBuf],
    java_home: Option<&Path>,
) -> String {
    let trimmed = line.trim_start();
    let first = trimmed.split_whitespace().next().unwrap_or("");
    let rest = &trimmed[first.len()..];
    if first.is_empty() || on_path(first) {
        return line.to_string();
    }
    let exe = format!("{}.exe", first);
    let found = match first {
        "g++" | "gcc" => folders.iter().map(|f| f.join(&exe)).find(|p| is_file(p)),
        "java" | "javac" => java_home
            .map(|home| home.join("bin").join(&exe))
            .filter(|p| is_file(p)),
        "py" if on_path("python") => {
            let rest = rest.trim_start();
            return format!("python{}", rest.strip_prefix("-3").unwrap_or(rest));
        }
        _ => None,
    };
    match found {
        Some(path) => format!("{}{}", shell_quote(&path), rest),
        None => line.to_string(),
    }
}

/// The folders Windows' C and C++ compilers are usually installed in: Dev-C++'s own MinGW
/// (5.11, Lanqiao's), Embarcadero Dev-C++'s TDM-GCC, TDM-GCC's and MinGW's installers, MSYS2.
fn mingw_folders() -> Vec<std::path::PathBuf> {
    let mut folders = Vec::new();
    for variable in ["ProgramFiles(x86)", "ProgramFiles"] {
        if let Some(programs) = std::env::var_os(variable) {
            let programs = Path::new(&programs);
            folders.push(programs.join(r"Dev-Cpp\MinGW64\bin"));
            folders.push(programs.join(r"Embarcadero\Dev-Cpp\TDM-GCC-64\bin"));
        }
    }
    for folder in [
        r"C:\TDM-GCC-64\bin",
        r"C:\TDM-GCC-32\bin",
        r"C:\MinGW\bin",
        r"C:\msys64\ucrt64\bin",
        r"C:\msys64\mingw64\bin",
    ] {
        folders.push(folder.into());
    }
    folders
}

/// True when a run command starts a Java VM (`java …`, `/usr/bin/java …`): such a program is
/// judged under its judge's Java limits ([`crate::problem::Package::limits_for`]).
pub fn is_java(run: &str) -> bool {
    let run = run.trim_start();
    // The first word, or the quoted path a command starts with (`"C:\Program Files\…"`).
    let word = match run.strip_prefix('"') {
        Some(quoted) => quoted.split('"').next(),
        None => run.split_whitespace().next(),
    };
    word.map_or(false, |word| {
        // The last part of the path, whichever separator it was written with.
        let name = word.rsplit(['/', '\\']).next().unwrap_or(word);
        matches!(name.to_ascii_lowercase().as_str(), "java" | "java.exe")
    })
}

/// True when `source`, run as `commands` say (or as its extension's toolchain does), is a JVM.
pub fn runs_on_jvm(source: &Path, commands: &Commands) -> bool {
    match (&commands.run, toolchain_for(source)) {
        (Some(run), _) => is_java(run),
        (None, Some(toolchain)) => is_java(toolchain.run),
        (None, None) => false,
    }
}

/// The name of a Java source's top-level public class (`public [final|abstract] class NAME`),
/// comments and strings skipped; `Main` when there is none, as most judges require.
fn java_class(source: &[u8]) -> String {
    let text = String::from_utf8_lossy(source);
    let mut words = Vec::new();
    let mut rest = text.as_ref();
    while let Some(c) = rest.chars().next() {
        if rest.starts_with("//") {
            rest = rest.find('\n').map_or("", |end| &rest[end..]);
        } else if rest.starts_with("/*") {
            rest = rest[2..].find("*/").map_or("", |end| &rest[end + 4..]);
        } else if c == '"' || c == '\'' {
            let close = rest[1..].find([c, '\n']);
            rest = close.map_or("", |end| &rest[end + 2..]);
        } else if c.is_alphanumeric() || c == '_' || c == '$' {
            let end = rest
                .find(|d: char| !(d.is_alphanumeric() || d == '_' || d == '$'))
                .unwrap_or(rest.len());
            words.push(&rest[..end]);
            rest = &rest[end..];
        } else {
            rest = &rest[c.len_utf8()..];
        }
    }
    for (i, word) in words.iter().enumerate() {
        if *word != "public" {
            continue;
        }
        let mut next = words[i + 1..]
            .iter()
            .skip_while(|w| matches!(**w, "final" | "abstract" | "strictfp"));
        if let (Some(&"class"), Some(name)) = (next.next(), next.next()) {
            return name.to_string();
        }
    }
    "Main".to_string()
}

/// `template` with `{src}` and `{out}` replaced by quoted paths.
fn fill(template: &str, source: &Path, out: &Path) -> String {
    template
        .replace("{src}", &shell_quote(source))
        .replace("{out}", &shell_quote(out))
}

/// Compiles into `built` (through a temporary folder renamed at the end, so a cache entry is
/// whole or absent), marking success with a file `ok`.
fn compile_into(
    source: &Path,
    contents: &[u8],
    template: &str,
    built: &Path,
    out: &Path,
    install: &str,
) -> Result<(), SourceError> {
    let io_error =
        |e: io::Error| SourceError::Io(format!("cannot prepare the build folder: {}", e));
    let parent = built.parent().unwrap_or(built);
    fs::create_dir_all(parent).map_err(io_error)?;
    // One staging folder per build under way, even for the same source in two threads of one
    // process: neither may remove the other's.
    static BUILDS: AtomicUsize = AtomicUsize::new(0);
    let staging = parent.join(format!(
        "{}.building-{}-{}",
        built
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        std::process::id(),
        BUILDS.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = run::remove_tree(&staging);
    fs::create_dir_all(&staging).map_err(io_error)?;
    // javac wants a public class in a file of its name: the source is copied under that name.
    let compiled_source = if is_java(template) || template.contains("javac") {
        let copy = staging.join(format!("{}.java", java_class(contents)));
        fs::copy(source, &copy).map_err(io_error)?;
        copy
    } else {
        source.to_path_buf()
    };
    let staged_out = staging.join(out.file_name().unwrap_or_default());
    let line = with_compiler_resolved(&fill(template, &compiled_source, &staged_out));
    let program = Program::Shell(line);
    run::preflight(&program).map_err(|why| {
        let _ = run::remove_tree(&staging);
        SourceError::MissingTool(format!("{}: install {}", why, install))
    })?;
    let beside = source.parent().filter(|folder| nobody_may_enter(folder));
    if let Err(error) = run_compiler(&program, &staging, beside, template) {
        let _ = run::remove_tree(&staging);
        return Err(error);
    }
    fs::write(staging.join("ok"), b"").map_err(io_error)?;
    // A rename onto a folder that is there fails: a whole build that another run finished
    // meanwhile is kept (it may be running) and this one dropped; only a folder without `ok`,
    // a build cut short, is replaced.
    if fs::rename(&staging, built).is_err() && !built.join("ok").is_file() {
        let _ = run::remove_tree(built);
        fs::rename(&staging, built).map_err(io_error)?;
    }
    let _ = run::remove_tree(&staging);
    Ok(())
}

/// Whether the confined compiler may enter `folder` (the source's) where it runs as a user of
/// its own: when a root judge's other users could not (a folder of mode 700, such as `/root`),
/// the folder is not bound, so that the source itself (bound on its own) still compiles,
/// without the headers beside it.
fn nobody_may_enter(folder: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        // The owner of `/proc/self` is this process's user.
        let as_root = fs::metadata("/proc/self").map_or(false, |me| me.uid() == 0);
        let others = fs::metadata(folder).map_or(0, |m| m.permissions().mode() & 0o005);
        !as_root || others == 0o005
    }
    #[cfg(not(unix))]
    {
        let _ = folder;
        true
    }
}

/// Runs the compile line `program` in `staging` under the compile limits, confined as the
/// program is: where the level gives it its own root, it sees the system folders, its tools,
/// the source, `source_folder` (read-only: a header beside it) and a private `/tmp`, and writes
/// only `staging`; no network, a user of its own, a clean environment. Ok when it exits 0 within
/// the limits, a compile error naming the limit it reached, or its first lines of diagnostics
/// (with a hint where the compiler is older than `template` asks).
fn run_compiler(
    program: &Program,
    staging: &Path,
    source_folder: Option<&Path>,
    template: &str,
) -> Result<(), SourceError> {
    let unprepared =
        |e: io::Error| SourceError::Io(format!("cannot prepare the build folder: {}", e));
    let nothing = staging.join("stdin");
    fs::write(&nothing, b"").map_err(unprepared)?;
    // Where the level gives the compiler no private `/tmp`: its temporary files (g++'s `.s`,
    // left behind when it is stopped at a limit) in a folder removed when it returns.
    let temp = ScratchDir::new().map_err(unprepared)?;
    let limits = Limits {
        time: COMPILE_TIME,
        wall: None,
        memory_kib: Some(COMPILE_MEMORY_MIB << 10),
        output_bytes: COMPILE_OUTPUT_MIB << 20,
        processes: Limits::default().processes,
    };
    let compiler = Setup {
        folder: Some(staging),
        sight: Sight {
            read_only: match &source_folder {
                Some(folder) => std::slice::from_ref(folder),
                None => &[],
            },
            environment: COMPILE_ENVIRONMENT,
            temp: Some(temp.path()),
        },
        ..Setup::default()
    };
    let ran = run::execute(program, &nothing, &limits, compiler);
    let ran = match ran {
        Ok(ran) => ran,
        Err(RunError::Start(e)) | Err(RunError::Runner(e)) | Err(RunError::Input(_, e)) => {
            return Err(SourceError::Io(format!("cannot run the compiler: {}", e)));
        }
    };
    let said = {
        let mut text = String::from_utf8_lossy(&ran.usage.stderr_head).into_owned();
        if text.trim().is_empty() {
            text = String::from_utf8_lossy(&ran.output.read().unwrap_or_default()).into_owned();
        }
        text
    };
    match (ran.usage.ending, compile_limit_reached(&ran, &limits)) {
        (Ending::Exited(0), None) => Ok(()),
        (Ending::Interrupted(signal), _) => Err(SourceError::Interrupted(signal)),
        (_, Some(limit)) => Err(SourceError::CompileError(format!(
            "the compiler reached {}",
            limit
        ))),
        _ => {
            // Escaped here, where the log is read, so that no message that shows it (the
            // console's, an error's, a package's) passes on a compiler's escape sequences.
            let mut lines: Vec<String> = said
                .lines()
                .take(COMPILE_ERROR_LINES)
                .map(crate::text::printable)
                .collect();
            lines.extend(older_compiler_hint(&said, template));
            Err(SourceError::CompileError(lines.join("\n")))
        }
    }
}

/// A hint when the compiler is older than the C++ standard asked for: Dev-C++ 5.11, Lanqiao's,
/// has GCC 4.9.2, which knows no `-std=c++17` and says so as its only error. The hint is the
/// command that builds as Lanqiao does (C++11).
fn older_compiler_hint(said: &str, template: &str) -> Option<String> {
    let rejected = said
        .lines()
        .any(|line| line.contains("unrecognized command") && line.contains("-std=c++17"));
    if !rejected {
        return None;
    }
    let lanqiao = if cfg!(windows) {
        LANQIAO_CPP.to_string()
    } else {
        template.replace("-std=c++17", "-std=c++11")
    };
    Some(format!(
        "this g++ predates C++17 (Dev-C++ 5.11 has GCC 4.9.2): build as Lanqiao does, with --compile '{}'",
        lanqiao
    ))
}

/// Which of the compile limits `limits` the compiler's run reached, in words, if one: a
/// compile error then names it instead of showing what the killed compiler said.
fn compile_limit_reached(ran: &run::Execution, limits: &Limits) -> Option<String> {
    let mib = |bytes: u64| match bytes >> 20 {
        gib if gib >= 1024 && gib % 1024 == 0 => format!("{} GiB", gib >> 10),
        mib => format!("{} MiB", mib),
    };
    Some(match ran.usage.ending {
        Ending::CpuLimit | Ending::TimedOut | Ending::IdleLimit => {
            format!("the {} s compile time limit", limits.time.as_secs())
        }
        Ending::MemoryLimit => format!(
            "the {} compile memory limit",
            mib(limits.memory_kib.unwrap_or(0) << 10)
        ),
        Ending::TooManyProcesses => {
            format!("the compile process cap ({} at once)", limits.processes)
        }
        _ if ran.output.overflow => {
            format!(
                "the {} compile output cap (any file it writes)",
                mib(limits.output_bytes)
            )
        }
        _ => return None,
    })
}

/// The fingerprint of the source and the commands: the same on every run and machine.
fn cache_key(source: &[u8], compile: &str, run: &str) -> u64 {
    let mut key = Fingerprint::new();
    key.bytes(source);
    key.text(compile);
    key.text(run);
    key.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn extensions_pick_their_toolchain() {
        assert_eq!(
            toolchain_for(Path::new("a.CPP")).map(|t| t.run),
            Some("{out}")
        );
        let python = if cfg!(windows) {
            "py -3 {src}"
        } else {
            "python3 {src}"
        };
        assert_eq!(
            toolchain_for(Path::new("sol.py")).map(|t| t.run),
            Some(python)
        );
        assert!(toolchain_for(Path::new("notes.txt")).is_none());
    }

    #[test]
    fn a_java_source_is_named_after_its_public_class() {
        assert_eq!(
            java_class(b"import java.util.*;\npublic class Main {}"),
            "Main"
        );
        assert_eq!(
            java_class(b"/* public class Wrong */ // public class No\npublic final class msquare {\n  public static class Inner {} }"),
            "msquare"
        );
        assert_eq!(
            java_class(b"String s = \"public class X\"; class Solution {}"),
            "Main"
        );
    }

    #[cfg(unix)]
    #[test]
    fn one_source_built_at_once_by_several_threads_is_built_for_each_of_them() {
        let dir = std::env::temp_dir().join(format!("judge-source-race-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("scratch");
        let source = dir.join("program.c");
        fs::write(&source, b"int main(void) { return 0; }\n").expect("source");
        let commands = Commands {
            compile: Some("sleep 0.2; cp {src} {out}".to_string()),
            run: Some("{out}".to_string()),
        };
        let cache = dir.join("cache");
        let results: Vec<Result<Program, SourceError>> = std::thread::scope(|scope| {
            let builds: Vec<_> = (0..6)
                .map(|_| scope.spawn(|| prepare(&source, &commands, &cache, &mut |_| {})))
                .collect();
            builds
                .into_iter()
                .map(|b| b.join().expect("joined"))
                .collect()
        });
        for result in results {
            match result.expect("every thread gets its build") {
                Program::Exec { path, .. } => assert!(path.is_file(), "{}", path.display()),
                other => panic!("a binary, not {:?}", other),
            }
        }
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_java_source_or_command_runs_on_the_jvm() {
        let plain = Commands::default();
        assert!(runs_on_jvm(Path::new("Main.java"), &plain));
        assert!(!runs_on_jvm(Path::new("main.cpp"), &plain));
        let run = |line: &str| Commands {
            run: Some(line.to_string()),
            ..Commands::default()
        };
        assert!(runs_on_jvm(
            Path::new("a.kt"),
            &run("/usr/bin/java -cp {out} Main")
        ));
        assert!(!runs_on_jvm(
            Path::new("Main.java"),
            &run("./javafake {out}")
        ));
        assert!(is_java("java -Xss64m Main") && !is_java("javac x.java"));
    }

    #[test]
    fn a_missing_compiler_is_found_where_windows_users_install_it() {
        let devcpp = PathBuf::from(r"C:\Program Files (x86)\Dev-Cpp\MinGW64\bin");
        let folders = [PathBuf::from(r"C:\TDM-GCC-64\bin"), devcpp.clone()];
        let installed = devcpp.join("g++.exe");
        let javac_exe = Path::new(r"C:\jdk8").join("bin").join("javac.exe");
        let is_file = |p: &Path| p == installed || p == javac_exe;
        let nothing_on_path = |_: &str| false;
        let line = "g++ -O2 -o {out} {src}";
        assert_eq!(
            locate_tools(line, &nothing_on_path, &is_file, &folders, None),
            format!("{} -O2 -o {{out}} {{src}}", shell_quote(&installed))
        );
        let everything_on_path = |_: &str| true;
        assert_eq!(
            locate_tools(line, &everything_on_path, &is_file, &folders, None),
            line
        );
        let javac = locate_tools(
            "javac -d {out} {src}",
            &nothing_on_path,
            &is_file,
            &folders,
            Some(Path::new(r"C:\jdk8")),
        );
        assert!(javac.contains("javac.exe") && javac.ends_with(" -d {out} {src}"));
        let only_python = |name: &str| name == "python";
        assert_eq!(
            locate_tools("py -3 {src}", &only_python, &is_file, &folders, None),
            "python {src}"
        );
    }

    #[test]
    fn the_python_syntax_check_reaches_python_unchanged_through_sh_and_cmd() {
        use crate::contain::windows::quote_argument;
        for (check, interpreter) in [
            (PYTHON_SYNTAX_CHECK, "python3"),
            (PYTHON_SYNTAX_CHECK_WINDOWS, "py -3"),
        ] {
            let quoted = check
                .strip_prefix(interpreter)
                .and_then(|rest| rest.strip_prefix(" -c "))
                .and_then(|rest| rest.strip_suffix(" {src}"))
                .expect("INTERPRETER -c \"CODE\" {src}");
            let code = &quoted[1..quoted.len() - 1];
            // Nothing `sh` reads inside double quotes, nothing `cmd.exe` reads anywhere.
            let special = ['"', '\\', '$', '`', '%', '^', '&', '|', '<', '>', '!', '\n'];
            assert!(!code.contains(special), "{}", code);
            // The C runtime's splitting reads the quoted word back as the code itself.
            assert_eq!(
                quote_argument(code.as_ref()),
                std::ffi::OsString::from(quoted)
            );
        }
        let only_python = |name: &str| name == "python";
        let no_file = |_: &Path| false;
        assert_eq!(
            locate_tools(
                PYTHON_SYNTAX_CHECK_WINDOWS,
                &only_python,
                &no_file,
                &[],
                None
            ),
            PYTHON_SYNTAX_CHECK_WINDOWS.replacen("py -3", "python", 1)
        );
    }

    #[test]
    fn a_compiler_older_than_cpp17_is_told_how_lanqiao_builds() {
        let gcc_4_9 = "g++.exe: error: unrecognized command line option '-std=c++17'\n";
        let template = "g++ -O2 -std=c++17 -o {out} {src}";
        let hint = older_compiler_hint(gcc_4_9, template).expect("a hint");
        assert!(
            hint.contains("-std=c++11") && hint.contains("{out}"),
            "{}",
            hint
        );
        let newer = "g++: error: unrecognized command-line option '-std=c++17'\n";
        assert!(older_compiler_hint(newer, template).is_some());
        let ordinary = "a.cpp:3:1: error: expected ';' before '}' token\n";
        assert_eq!(older_compiler_hint(ordinary, template), None);
    }

    #[test]
    fn a_jvm_gets_the_heap_after_its_first_word_unless_it_sets_one() {
        let java = Program::Shell("java -XX:+UseSerialGC -cp /c Main".to_string());
        assert_eq!(
            with_java_heap(&java, 64 << 10),
            Program::Shell("java -Xms64m -Xmx64m -XX:+UseSerialGC -cp /c Main".to_string())
        );
        let quoted = Program::Shell(r#""C:\Program Files\java.exe" -cp c Main"#.to_string());
        assert_eq!(
            with_java_heap(&quoted, 1 << 10).describe(),
            r#""C:\Program Files\java.exe" -Xms8m -Xmx8m -cp c Main"#
        );
        let own = Program::Shell("java -Xmx1g -cp /c Main".to_string());
        assert_eq!(with_java_heap(&own, 64 << 10), own);
        let native = Program::binary("/bin/true");
        assert_eq!(with_java_heap(&native, 64 << 10), native);
        assert!(JAVA_RUN.contains(JAVA_FLAGS) && is_java(JAVA_RUN));
    }

    #[test]
    fn interpreters_are_named_by_a_name_and_a_version_or_a_shims_path() {
        for name in ["python", "python3", "python3.8", "pypy3", "pypy3.10"] {
            assert!(is_interpreter_name(name), "{}", name);
            assert_eq!(interpreter_name(name), Some(name));
        }
        for other in ["pythonic", "java", "py", "python3-config"] {
            assert!(!is_interpreter_name(other), "{}", other);
            assert_eq!(interpreter_name(other), None);
        }
        assert_eq!(
            interpreter_name("/root/.pyenv/shims/python3.8"),
            Some("python3.8")
        );
        assert_eq!(interpreter_name("/usr/bin/python3"), None);
        assert_eq!(
            version_key(Path::new("/p/versions/3.11.7/bin/python3")),
            [3, 11, 7]
        );
    }

    #[test]
    fn lang_swaps_the_python_toolchains_interpreter_and_keeps_given_commands() {
        let commands = with_interpreter(Path::new("a.py"), &Commands::default(), "python3.8")
            .expect("a Python source");
        let run = commands.run.expect("a run");
        assert!(
            run.starts_with("python3.8 ") || run.starts_with("py -3"),
            "{}",
            run
        );
        assert!(commands
            .compile
            .map_or(false, |c| c.starts_with("python3.8 -c")
                || c.starts_with("py")));
        let given = Commands {
            compile: None,
            run: Some("pypy3 {src}".to_string()),
        };
        assert_eq!(
            with_interpreter(Path::new("a.py"), &given, "python3.8")
                .expect("kept")
                .run
                .as_deref(),
            Some("pypy3 {src}")
        );
        assert!(with_interpreter(Path::new("a.cpp"), &Commands::default(), "python3.8").is_err());
    }

    #[test]
    fn a_quoted_java_path_runs_on_the_jvm() {
        assert!(is_java(
            r#""C:\Program Files\Java\bin\java.exe" -cp {out} Main"#
        ));
        assert!(!is_java(
            r#""C:\Program Files\Java\bin\javac.exe" -d {out}"#
        ));
    }

    #[test]
    fn the_cache_key_changes_with_the_source_and_the_command() {
        let base = cache_key(b"int main(){}", "g++ {src}", "{out}");
        assert_eq!(base, cache_key(b"int main(){}", "g++ {src}", "{out}"));
        assert_ne!(base, cache_key(b"int main(){ }", "g++ {src}", "{out}"));
        assert_ne!(base, cache_key(b"int main(){}", "g++ -O2 {src}", "{out}"));
    }
}
