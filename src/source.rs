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
//! | `.java` | `javac -d {out} {src}` (the file copied as `NAME.java`) | `java -XX:-UsePerfData -cp {out} NAME` |
//! | `.go` | `go build -o {out} {src}` | `{out}` |
//!
//! `{src}` is the source and `{out}` the compiled file (a folder for Java), both replaced by
//! quoted absolute paths; `--compile` and `--run` give other commands in the same form. For
//! Java, `{class}` is the source's public class (`Main` on most judges, the problem's name on
//! USACO): javac wants it in a file of its name, so the source is copied under that name.

use crate::run::{self, Ending, Limits, Program, RunError, Setup};
use crate::text::shell_quote;
use std::fmt;
use std::fs;
use std::io;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

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
        compile: Some("javac -d {out} {src}"),
        // No perf-data file: it is named by the pid, and every case's PID namespace gives the
        // JVM the same pid in the shared /tmp, where two cases at once would collide.
        run: "java -XX:-UsePerfData -cp {out} {class}",
        install: "a JDK (Debian/Ubuntu: apt-get install default-jdk)",
    },
    Toolchain {
        extensions: &["go"],
        compile: Some("go build -o {out} {src}"),
        run: "{out}",
        install: "Go (Debian/Ubuntu: apt-get install golang)",
    },
];

/// Python's "compile step": the source parsed as Python 3 parses it, nothing written (no
/// `__pycache__` beside the contestant's file), so that a syntax error is one compile error
/// with its line (`File "…", line 3` and the caret) rather than a runtime error on every case.
pub const PYTHON_SYNTAX_CHECK: &str = "python3 -c 'import sys, traceback
try:
    compile(open(sys.argv[1], \"rb\").read(), sys.argv[1], \"exec\")
except (SyntaxError, ValueError) as e:
    sys.exit(\"\".join(traceback.format_exception_only(type(e), e)).rstrip())' {src}";

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

/// Time a compiler may take.
const COMPILE_TIME: Duration = Duration::from_secs(120);

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
    let source = fs::canonicalize(source).map_err(unreadable)?;
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
        .or_else(|| toolchain.and_then(|t| t.compile.map(str::to_string)));
    let run_template = match (&commands.run, toolchain) {
        (Some(run), _) => run.clone(),
        (None, Some(t)) => t.run.to_string(),
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
    let contents = fs::read(&source).map_err(unreadable)?;
    let key = cache_key(&contents, compile.as_deref().unwrap_or(""), &run_template);
    let built = cache_root.join(format!("{:016x}", key));
    let out = built.join(if is_java(&run_template) {
        "classes"
    } else {
        "program"
    });
    if let Some(compile) = &compile {
        if !built.join("ok").is_file() {
            on_compile(&given);
            compile_into(&source, &contents, compile, &built, &out, install)?;
        }
    }
    let run_template = with_interpreter_resolved(&run_template);
    let line = fill(&run_template, &source, &out).replace("{class}", &java_class(&contents));
    if run_template.trim() == "{out}" {
        return Ok(Program::binary(out));
    }
    let program = Program::Shell(line);
    run::preflight(&program)
        .map_err(|why| SourceError::MissingTool(format!("{}: install {}", why, install)))?;
    Ok(program)
}

/// `run` with a first word that names Python (`python3`, `python3.8`, `python`) replaced by the
/// interpreter it starts, asked once per process (`sys.executable`): on a machine with pyenv the
/// word is a shell-script shim that costs about 200 ms of CPU on every start, once per case.
/// Left as it is when the interpreter cannot say, or names no file.
pub fn with_interpreter_resolved(run: &str) -> String {
    use std::collections::HashMap;
    use std::sync::Mutex;
    static RESOLVED: Mutex<Option<HashMap<String, Option<String>>>> = Mutex::new(None);
    let trimmed = run.trim_start();
    let word = trimmed.split_whitespace().next().unwrap_or("");
    if !word.starts_with("python") || word.contains(['/', '\\']) {
        return run.to_string();
    }
    let mut cache = RESOLVED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let resolved = cache
        .get_or_insert_with(HashMap::new)
        .entry(word.to_string())
        .or_insert_with(|| {
            let out = std::process::Command::new(word)
                .args(["-c", "import sys; print(sys.executable)"])
                .stderr(std::process::Stdio::null())
                .output()
                .ok()?;
            let path = String::from_utf8(out.stdout).ok()?.trim().to_string();
            let usable = out.status.success() && Path::new(&path).is_file();
            usable.then(|| shell_quote(Path::new(&path)))
        });
    match resolved {
        Some(path) => format!("{}{}", path, &trimmed[word.len()..]),
        None => run.to_string(),
    }
}

/// True when a run command starts a Java VM (`java …`, `/usr/bin/java …`): such a program is
/// judged under its judge's Java limits ([`crate::problem::Package::limits_for`]).
pub fn is_java(run: &str) -> bool {
    run.split_whitespace().next().map_or(false, |word| {
        Path::new(word).file_name() == Some("java".as_ref())
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
    let _ = fs::remove_dir_all(&staging);
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
    let line = fill(template, &compiled_source, &staged_out);
    let program = Program::Shell(line);
    run::preflight(&program).map_err(|why| {
        let _ = fs::remove_dir_all(&staging);
        SourceError::MissingTool(format!("{}: install {}", why, install))
    })?;
    let nothing = staging.join("stdin");
    fs::write(&nothing, b"").map_err(io_error)?;
    let limits = Limits {
        time: COMPILE_TIME,
        wall: None,
        memory_kib: None,
        output_bytes: 16 << 20,
        processes: Limits::default().processes,
    };
    let ran = run::execute(&program, &nothing, &limits, Setup::default());
    let ran = match ran {
        Ok(ran) => ran,
        Err(RunError::Start(e)) | Err(RunError::Runner(e)) | Err(RunError::Input(_, e)) => {
            let _ = fs::remove_dir_all(&staging);
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
    let result = match ran.usage.ending {
        Ending::Exited(0) => Ok(()),
        Ending::Interrupted(signal) => Err(SourceError::Interrupted(signal)),
        Ending::TimedOut | Ending::IdleLimit => Err(SourceError::CompileError(format!(
            "the compiler ran past {} s",
            COMPILE_TIME.as_secs()
        ))),
        _ => {
            let lines: Vec<&str> = said.lines().take(COMPILE_ERROR_LINES).collect();
            Err(SourceError::CompileError(lines.join("\n")))
        }
    };
    if let Err(error) = result {
        let _ = fs::remove_dir_all(&staging);
        return Err(error);
    }
    fs::write(staging.join("ok"), b"").map_err(io_error)?;
    // A rename onto a folder that is there fails: a whole build that another run finished
    // meanwhile is kept (it may be running) and this one dropped; only a folder without `ok`,
    // a build cut short, is replaced.
    if fs::rename(&staging, built).is_err() && !built.join("ok").is_file() {
        let _ = fs::remove_dir_all(built);
        fs::rename(&staging, built).map_err(io_error)?;
    }
    let _ = fs::remove_dir_all(&staging);
    Ok(())
}

/// FNV-1a over the source and the commands: the same on every run and machine.
fn cache_key(source: &[u8], compile: &str, run: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in [source, compile.as_bytes(), run.as_bytes()] {
        for &byte in part.iter().chain(&[0xff]) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_pick_their_toolchain() {
        assert_eq!(
            toolchain_for(Path::new("a.CPP")).map(|t| t.run),
            Some("{out}")
        );
        assert_eq!(
            toolchain_for(Path::new("sol.py")).map(|t| t.run),
            Some("python3 {src}")
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
    fn the_cache_key_changes_with_the_source_and_the_command() {
        let base = cache_key(b"int main(){}", "g++ {src}", "{out}");
        assert_eq!(base, cache_key(b"int main(){}", "g++ {src}", "{out}"));
        assert_ne!(base, cache_key(b"int main(){ }", "g++ {src}", "{out}"));
        assert_ne!(base, cache_key(b"int main(){}", "g++ -O2 {src}", "{out}"));
    }
}
