//! Issue 27's hostile programs: each tries one way out of its case, and prints the case's
//! answer only if the way worked. At the level this machine gives (the first line names it),
//! every one must get WA: the answer was out of its reach. A level that does not have the
//! mechanism a row needs skips that row, saying why (the first line says it is not in force).
//!
//! The first rows' programs are harmless (each only reads, writes a few bytes or tries a
//! system call) and run as they are. The cgroup escapes (a memory hog, 150 processes, CPU in
//! children), the `release_agent`, the write into another case's memory and the rewritten
//! checker run the judge inside an outer memory+pids cgroup the test makes
//! (`common::outer`), and only at the levels whose first line claims what stops them.
// Linux's sandbox (namespaces, cgroups, descriptors): not built for Windows or macOS.
#![cfg(target_os = "linux")]

use crate::common;

use common::judging::json_field;
use common::outer::{unsafe_to_run, Level, Outer, LEVELS};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const ANSWER: &str = "the-secret-answer";

/// A C++ program that prints the echo packages' one answer: AC wherever it builds.
const ASKS_THE_QUESTION: &str = "#include <cstdio>\nint main() { std::puts(\"question\"); }\n";

/// A package of one case whose answer is [`ANSWER`], in a fresh folder of its own.
fn package(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sandbox-test-{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("1.in"), "question\n").unwrap();
    fs::write(dir.join("1.ans"), format!("{}\n", ANSWER)).unwrap();
    dir
}

/// The judge's JSON report on `program` (a shell script) over `dir`, with `extra` set up by
/// the caller on the command (environment, descriptors).
fn judge(dir: &Path, script: &str, adjust: impl FnOnce(&mut Command)) -> String {
    let program = dir.join("hostile.sh");
    fs::write(&program, format!("#!/bin/sh\n{}\n", script)).unwrap();
    let mut command = Command::new("timeout");
    command
        .args(["-s", "KILL", "120"])
        .arg(env!("CARGO_BIN_EXE_judge"))
        .arg("--json")
        .arg("--cmd")
        .arg(format!("sh {}", program.display()))
        .arg(dir)
        .stdin(Stdio::null());
    adjust(&mut command);
    let out = command.output().unwrap();
    let _ = fs::remove_dir_all(dir);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn level_has(report: &str, part: &str) -> bool {
    let first = report.split("\"cases\"").next().unwrap_or_default();
    first.contains(part)
}

fn assert_not_accepted(report: &str, row: &str) {
    assert!(
        report.contains("\"verdict\""),
        "{}: no verdict in {}",
        row,
        report
    );
    assert!(
        !report.contains("\"verdict\":\"AC\""),
        "{}: the program got out of its case: {}",
        row,
        report
    );
}

#[test]
fn a_program_cannot_read_the_judges_environment() {
    let dir = package("environment");
    let report = judge(&dir, "echo \"$SANDBOX_SECRET\"", |c| {
        c.env("SANDBOX_SECRET", ANSWER);
    });
    assert_not_accepted(&report, "environment");
}

#[test]
fn a_program_cannot_write_to_a_descriptor_the_caller_left_open() {
    let dir = package("descriptor");
    let script = format!("echo x >&9 && echo {}", ANSWER);
    // A writable descriptor that names no file of ours: nothing to remove, even on a panic.
    let holder = fs::OpenOptions::new()
        .write(true)
        .open("/dev/null")
        .unwrap();
    let report = judge(&dir, &script, |c| {
        use std::os::unix::io::AsRawFd;
        use std::os::unix::process::CommandExt;
        let fd = holder.as_raw_fd();
        // SAFETY: dup2 between fork and exec, on descriptors this process owns.
        unsafe {
            c.pre_exec(move || {
                extern "C" {
                    fn dup2(from: i32, to: i32) -> i32;
                }
                dup2(fd, 9);
                Ok(())
            });
        }
    });
    assert_not_accepted(&report, "descriptor 9");
}

#[test]
fn a_program_cannot_read_the_answer_file_by_its_path() {
    let dir = package("answer-path");
    let script = format!("cat '{}'", dir.join("1.ans").display());
    let report = judge(&dir, &script, |_| {});
    if !level_has(&report, "own root") {
        println!("skipped: no own root at this level: {}", report);
        return;
    }
    assert_not_accepted(&report, "reading the .ans");
}

#[test]
fn a_program_cannot_find_the_answer_through_proc_or_its_folder() {
    let dir = package("answer-proc");
    let script = "umount /proc 2>/dev/null; umount -l /proc 2>/dev/null; \
        for d in /proc/*/cwd \"$PWD\" \"$OLDPWD\"; do cat \"$d\"/*.ans 2>/dev/null; done; \
        for p in /proc/[0-9]*; do tr '\\0' '\\n' < $p/cmdline 2>/dev/null | while read a; do \
        [ -d \"$a\" ] && cat \"$a\"/*.ans 2>/dev/null; done; done; true";
    let report = judge(&dir, script, |_| {});
    if !level_has(&report, "own root") {
        println!("skipped: no own root at this level: {}", report);
        return;
    }
    assert_not_accepted(&report, "the .ans through /proc");
}

#[test]
fn a_program_cannot_rewrite_the_answers_or_write_into_the_home_folder() {
    let dir = package("rewrite");
    let answer = dir.join("1.ans");
    let home = std::env::var("HOME").unwrap_or_else(|_| "/root".into());
    let planted = Path::new(&home).join(format!("sandbox-planted-{}", std::process::id()));
    let script = format!(
        "echo forged > '{}'; echo x > '{}'; echo forged",
        answer.display(),
        planted.display()
    );
    let program = dir.join("hostile.sh");
    fs::write(&program, format!("#!/bin/sh\n{}\n", script)).unwrap();
    let out = Command::new("timeout")
        .args(["-s", "KILL", "120"])
        .arg(env!("CARGO_BIN_EXE_judge"))
        .args(["--json", "--cmd"])
        .arg(format!("sh {}", program.display()))
        .arg(&dir)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    let answer_now = fs::read_to_string(&answer).unwrap_or_default();
    let planted_exists = planted.exists();
    let _ = fs::remove_file(&planted);
    let _ = fs::remove_dir_all(&dir);
    if !level_has(&report, "own root") {
        println!("skipped: no own root at this level: {}", report);
        return;
    }
    assert_eq!(
        answer_now.trim(),
        ANSWER,
        "the .ans was rewritten: {}",
        report
    );
    assert!(!planted_exists, "a file was written into the home folder");
    assert_not_accepted(&report, "rewriting the .ans");
}

#[test]
fn a_program_cannot_reach_a_listener_on_the_loopback() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let dir = package("network");
    let script = format!(
        "exec 3<>/dev/tcp/127.0.0.1/{} 2>/dev/null && echo {} ; true",
        port, ANSWER
    );
    // /dev/tcp is bash's: run the script with bash where there is one.
    let script = format!("bash -c '{}' 2>/dev/null || true", script.replace('\'', ""));
    let report = judge(&dir, &script, |_| {});
    drop(listener);
    if !level_has(&report, "no network") {
        println!("skipped: no network namespace at this level: {}", report);
        return;
    }
    assert_not_accepted(&report, "the loopback listener");
}

/// A case's network namespace may serve the next case (a root judge keeps one per job slot):
/// nothing a case opened there may be left for the next. Each of three cases binds one
/// abstract Unix address (a name of the network namespace), leaves a process holding it,
/// and checks that the name is taken while that process lives: it prints `held` only if
/// the name was free when it started and taken after. A case that found it taken would
/// meet what an earlier case left.
#[test]
fn a_case_finds_nothing_an_earlier_case_left_in_its_network_namespace() {
    let python = Command::new("python3")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_or(false, |s| s.success());
    if !python {
        println!("skipped: no python3 to bind a socket");
        return;
    }
    let dir = package("left-behind");
    for case in 1..=3 {
        fs::write(dir.join(format!("{}.in", case)), "question\n").unwrap();
        fs::write(dir.join(format!("{}.ans", case)), "held\n").unwrap();
    }
    let program = "import os, socket, sys, time\n\
                   name = b'\\0judge-sandbox-left-behind'\n\
                   first = socket.socket(socket.AF_UNIX)\n\
                   try:\n    first.bind(name)\nexcept OSError:\n    sys.exit(0)\n\
                   if os.fork() == 0:\n    time.sleep(60)\n    sys.exit(0)\n\
                   first.close()\n\
                   second = socket.socket(socket.AF_UNIX)\n\
                   try:\n    second.bind(name)\nexcept OSError:\n    print('held')\n";
    // The script is all the case's root shows of the package: the program is in it.
    let script = format!("python3 - <<'EOF'\n{}EOF", program);
    let report = judge(&dir, &script, |_| {});
    if !level_has(&report, "no network") {
        println!("skipped: no network namespace at this level: {}", report);
        return;
    }
    assert_eq!(
        report.matches("\"verdict\":\"AC\"").count(),
        3,
        "a case found the name taken, or could not hold it: {}",
        report
    );
}

#[test]
fn a_program_cannot_write_a_cgroup_file_or_mount_one() {
    let dir = package("cgroup");
    let script = format!(
        "for f in /sys/fs/cgroup/*/cgroup.procs /sys/fs/cgroup/cgroup.procs; do \
         echo $$ > $f 2>/dev/null && ok=1; done; \
         mkdir -p /tmp/cg && mount -t cgroup -o memory none /tmp/cg 2>/dev/null && ok=1; \
         [ -n \"$ok\" ] && echo {}; true",
        ANSWER
    );
    let report = judge(&dir, &script, |_| {});
    if !level_has(&report, "unprivileged") {
        println!(
            "skipped: the program is not unprivileged at this level: {}",
            report
        );
        return;
    }
    assert_not_accepted(&report, "a cgroup file");
}

#[test]
fn a_program_cannot_raise_its_file_size_limit() {
    let dir = package("fsize");
    let script = format!("ulimit -f unlimited 2>/dev/null && echo {}; true", ANSWER);
    let report = judge(&dir, &script, |_| {});
    assert_not_accepted(&report, "RLIMIT_FSIZE");
}

/// A package of `inputs` cases whose answers are their inputs, readable by every level's
/// user (the judge may run as `nobody`), in a fresh folder of its own.
fn echo_package(name: &str, inputs: &[&str]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sandbox-test-{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    for (number, input) in inputs.iter().enumerate() {
        fs::write(
            dir.join(format!("{}.in", number + 1)),
            format!("{}\n", input),
        )
        .unwrap();
        fs::write(
            dir.join(format!("{}.ans", number + 1)),
            format!("{}\n", input),
        )
        .unwrap();
    }
    dir
}

/// Judges the shell `script` on `dir` at every level this machine offers, each time inside an
/// outer memory+pids cgroup made for it, and gives `check` each level's name and JSON report.
///
/// A row's program is run only at the levels whose first line claims one of `needs` (found
/// by judging a harmless `cat` first): where no such mechanism is there the first line says
/// it is not in force, and the program might do real harm (set a `release_agent`, write into
/// another process, leave its outer cgroup), so the row is skipped there, saying so.
fn at_every_level(
    name: &str,
    dir: &Path,
    script: &str,
    args: &[&str],
    needs: &[&str],
    check: impl Fn(&str, &str),
) {
    if unsafe_to_run() {
        return;
    }
    let program = dir.join("hostile.sh");
    fs::write(&program, format!("#!/bin/sh\n{}\n", script)).unwrap();
    let command = format!("sh {}", program.display());
    command_at_every_level(name, dir, &command, args, needs, check);
}

/// [`at_every_level`] for a `command` line of the caller's (a program it built).
fn command_at_every_level(
    name: &str,
    dir: &Path,
    command: &str,
    args: &[&str],
    needs: &[&str],
    check: impl Fn(&str, &str),
) {
    if unsafe_to_run() {
        return;
    }
    let folder = dir.display().to_string();
    let mut judged = 0;
    for level in LEVELS.iter().filter(|level| level.reaches(dir)) {
        let judge = |command: &str| {
            let outer = Outer::new(name)?;
            let mut all = vec!["--json", "--cmd", command];
            all.extend_from_slice(args);
            all.push(&folder);
            Some(report_in(&outer, level, &all))
        };
        let containment = match judge("cat") {
            Some(report) => json_field(&report, "containment"),
            None => return,
        };
        if !needs
            .iter()
            .any(|mechanism| containment.contains(mechanism))
        {
            println!(
                "{} skipped as {}: none of {:?} at this level ({})",
                name, level.name, needs, containment
            );
            continue;
        }
        let report = match judge(command) {
            Some(report) => report,
            None => return,
        };
        println!("{} as {}: {}", name, level.name, report);
        assert!(
            report.contains("\"verdict\""),
            "{} as {}: no verdict in {}",
            name,
            level.name,
            report
        );
        check(level.name, &report);
        judged += 1;
    }
    println!("{}: judged at {} levels", name, judged);
}

/// The verdict of every case of a JSON report, in order.
fn verdicts(report: &str) -> Vec<String> {
    report
        .split("\"verdict\":")
        .skip(1)
        .map(|rest| rest.split('"').nth(1).unwrap_or_default().to_string())
        .collect()
}

/// Shell lines that move the script's own process into the parent of each of its cgroups
/// (through `/sys/fs/cgroup`, or a hierarchy it mounts itself), as a program escaping its
/// case's limits would; `ESCAPED` is set where a write went through.
const ESCAPE_TO_THE_PARENT_CGROUP: &str = r#"
mkdir -p /tmp/cg 2>/dev/null
while IFS=: read -r id controllers path; do
  [ -n "$controllers" ] || continue
  parent=$(dirname "$path")
  for root in "/sys/fs/cgroup/$controllers" /sys/fs/cgroup; do
    echo $$ > "$root$parent/cgroup.procs" 2>/dev/null && ESCAPED=1
  done
  mount -t cgroup -o "$controllers" none /tmp/cg 2>/dev/null &&
    echo $$ > "/tmp/cg$parent/cgroup.procs" 2>/dev/null && ESCAPED=1
  umount /tmp/cg 2>/dev/null
done < /proc/self/cgroup
"#;

#[test]
fn memory_used_after_escaping_to_the_parent_cgroup_is_still_a_memory_limit() {
    let dir = echo_package("escape-memory", &["question"]);
    // 600 MB held at once (tail keeps the one long line), under a 64 MiB limit.
    let script = format!(
        "{}\nhead -c 600000000 /dev/zero | tail -n 1 | wc -c >/dev/null; cat",
        ESCAPE_TO_THE_PARENT_CGROUP
    );
    at_every_level(
        "escape-memory",
        &dir,
        &script,
        &["--memory-limit", "64"],
        // Without a cgroup, an unprivileged program has none to leave, and its memory is
        // sampled.
        &["cgroup v", "unprivileged"],
        |level, report| {
            assert_eq!(verdicts(report), ["MLE"], "as {}: {}", level, report);
        },
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn processes_started_after_escaping_to_the_parent_cgroup_are_still_capped() {
    let dir = echo_package("escape-processes", &["question"]);
    // 150 processes at once, against the cap of 64; each ends within a second.
    let script = format!(
        "{}\ni=0; while [ $i -lt 150 ]; do sleep 1 & i=$((i+1)); done; wait; cat",
        ESCAPE_TO_THE_PARENT_CGROUP
    );
    at_every_level(
        "escape-processes",
        &dir,
        &script,
        &[],
        &["cgroup v", "unprivileged"],
        |level, report| {
            assert_eq!(verdicts(report), ["RE"], "as {}: {}", level, report);
        },
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn cpu_time_of_children_in_another_cpuacct_group_still_counts() {
    let dir = echo_package("escape-cpu", &["question"]);
    // Two children of about a second of CPU each (a count, not a clock), under a 0.5 s limit.
    let script = format!(
        "{}\nfor child in 1 2; do awk 'BEGIN {{ for (i = 0; i < 5e7; i++); }}' & done; wait; cat",
        ESCAPE_TO_THE_PARENT_CGROUP
    );
    at_every_level(
        "escape-cpu",
        &dir,
        &script,
        &["--time-limit", "0.5"],
        &["cgroup v", "unprivileged"],
        |level, report| {
            assert_eq!(verdicts(report), ["TLE"], "as {}: {}", level, report);
        },
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_release_agent_set_by_the_program_never_runs_outside_its_case() {
    let marker =
        std::env::temp_dir().join(format!("sandbox-release-agent-ran-{}", std::process::id()));
    let _ = fs::remove_file(&marker);
    let dir = echo_package("release-agent", &["question"]);
    // The agent would run as root in the host's namespaces: it writes the marker there. The
    // program prints the case's answer only if the kernel took its agent.
    let script = format!(
        "printf '#!/bin/sh\\ntouch {marker}\\n' > /tmp/agent.sh; chmod +x /tmp/agent.sh; \
         mkdir -p /tmp/cg && mount -t cgroup -o none,name=sandboxtest none /tmp/cg 2>/dev/null \
         && echo /tmp/agent.sh > /tmp/cg/release_agent 2>/dev/null \
         && mkdir /tmp/cg/x && echo 1 > /tmp/cg/x/notify_on_release \
         && sh -c 'echo $$ > /tmp/cg/x/cgroup.procs' && cat; true",
        marker = marker.display()
    );
    at_every_level(
        "release-agent",
        &dir,
        &script,
        &[],
        &["unprivileged"],
        |level, report| {
            assert_eq!(verdicts(report), ["WA"], "as {}: {}", level, report);
            assert!(
                !marker.exists(),
                "as {}: the release agent ran outside the case",
                level
            );
        },
    );
    let _ = fs::remove_file(&marker);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_case_cannot_write_into_another_cases_memory_under_two_jobs() {
    let dir = echo_package("proc-mem", &["first", "second"]);
    // Each case looks for the other's shell (marked by this package's path on its command
    // line) and writes int3 instructions over the start of its code; only such a process is
    // ever a target. Then it waits for the other to be attacked and echoes its input.
    let script = format!(
        "for p in /proc/[0-9]*; do \
           n=${{p#/proc/}}; [ \"$n\" = $$ ] && continue; \
           tr '\\0' ' ' < $p/cmdline 2>/dev/null | grep -q '{package}' || continue; \
           start=$(grep -m1 ' r-xp ' $p/maps 2>/dev/null | cut -d- -f1); [ -n \"$start\" ] || continue; \
           printf '\\314\\314\\314\\314\\314\\314\\314\\314' | \
             dd of=$p/mem bs=1 seek=$((0x$start)) conv=notrunc 2>/dev/null; \
         done; sleep 1; cat",
        package = dir.display()
    );
    at_every_level(
        "proc-mem",
        &dir,
        &script,
        &["--jobs", "2"],
        &["own root"],
        |level, report| {
            assert_eq!(verdicts(report), ["AC", "AC"], "as {}: {}", level, report);
        },
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_program_cannot_read_the_memory_of_its_supervisor_or_the_judge() {
    let dir = echo_package("supervisor-memory", &["first"]);
    // In the case's PID namespace its first process is the supervisor, which, where the
    // program runs as another user, shares the judge's memory; the judge is out of sight.
    // Reading a process's memory map takes what tracing it takes (`PTRACE_MODE_READ`).
    let script = "if head -c 1 /proc/1/maps >/dev/null 2>&1; \
         then echo 'read the map of the supervisor'; else cat; fi";
    at_every_level(
        "supervisor-memory",
        &dir,
        script,
        &[],
        &["PID namespace"],
        |level, report| {
            assert_eq!(verdicts(report), ["AC"], "as {}: {}", level, report);
        },
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_program_cannot_rewrite_the_checker_into_exit_0() {
    let dir = echo_package("checker", &["question"]);
    let checker_dir =
        std::env::temp_dir().join(format!("sandbox-test-the-checker-{}", std::process::id()));
    let _ = fs::remove_dir_all(&checker_dir);
    fs::create_dir_all(&checker_dir).unwrap();
    let checker = checker_dir.join("check.sh");
    let honest = "#!/bin/sh\ncmp -s \"$2\" \"$3\"\n";
    fs::write(&checker, honest).unwrap();
    let script = format!(
        "printf '#!/bin/sh\\nexit 0\\n' > '{}' 2>/dev/null; echo forged",
        checker.display()
    );
    let checker_command = format!("sh {}", checker.display());
    at_every_level(
        "checker",
        &dir,
        &script,
        &["--checker", &checker_command],
        &["own root"],
        |level, report| {
            assert_eq!(verdicts(report), ["WA"], "as {}: {}", level, report);
            assert_eq!(
                fs::read_to_string(&checker).unwrap_or_default(),
                honest,
                "as {}: the checker was rewritten",
                level
            );
        },
    );
    let _ = fs::remove_dir_all(&checker_dir);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_compile_bomb_is_a_compile_error_naming_the_compile_memory_limit() {
    if unsafe_to_run() || !have_tool("g++") {
        return;
    }
    let dir = echo_package("compile-bomb", &["question"]);
    let source = dir.join("bomb.cpp");
    fs::write(&source, "#include \"/dev/zero\"\nint main() {}\n").unwrap();
    let (source, folder) = (source.display().to_string(), dir.display().to_string());
    let mut judged = 0;
    for level in LEVELS
        .iter()
        .filter(|level| level.reaches(&dir) && can_keep_builds(level))
    {
        // Room for the 2 GiB the compiler may use before it is stopped, and no more.
        let outer = match Outer::with_memory("compile-bomb", 3 << 30) {
            Some(outer) => outer,
            None => return,
        };
        let out = outer
            .judge(level, &["--json", &source, &folder])
            .stdin(Stdio::null())
            .output()
            .expect("judge runs");
        let report = String::from_utf8_lossy(&out.stdout).into_owned();
        println!("compile bomb as {}: {}", level.name, report);
        let message = json_field(&report, "message");
        assert!(
            report.contains("\"compile_error\"")
                && message.contains("the compiler reached the 2 GiB compile memory limit"),
            "as {}: {} {}",
            level.name,
            report,
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(outer.left(), Vec::<String>::new(), "as {}", level.name);
        judged += 1;
    }
    println!("compile bomb: judged at {} levels", judged);
    let _ = fs::remove_dir_all(&dir);
}

/// Whether the judge at `level` can write its build cache (in this checkout's `target/`,
/// which `nobody` cannot write); why not is printed.
fn can_keep_builds(level: &Level) -> bool {
    if level.prefix.is_empty() {
        return true;
    }
    let cache = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/judge-cache");
    let _ = fs::create_dir_all(&cache);
    let writable = Command::new(level.prefix[0])
        .args(&level.prefix[1..])
        .args(["sh", "-c", "test -w \"$0\""])
        .arg(&cache)
        .status()
        .map_or(false, |status| status.success());
    if !writable {
        println!(
            "skipped as {}: that user cannot write the build cache {}",
            level.name,
            cache.display()
        );
    }
    writable
}

/// True when `tool` is on PATH; else prints why the test is skipped.
fn have_tool(tool: &str) -> bool {
    let found = Command::new("sh")
        .args(["-c", &format!("command -v {}", tool)])
        .output()
        .map_or(false, |out| out.status.success());
    if !found {
        println!("skipped: no {} on PATH", tool);
    }
    found
}

#[test]
fn a_checker_sees_its_three_files_read_only_and_nothing_else() {
    let dir = echo_package("checker-sees", &["question"]);
    let secret = dir.join("secret.txt");
    fs::write(&secret, "not for the checker\n").unwrap();
    let planted = dir.join("planted-by-the-checker");
    let checker_dir = std::env::temp_dir().join(format!(
        "sandbox-test-the-nosy-checker-{}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&checker_dir);
    fs::create_dir_all(&checker_dir).unwrap();
    let checker = checker_dir.join("check.sh");
    // Rejects a right output whenever it read beyond its three files or wrote one of them;
    // a file it plants in the package folder is looked for on the host (a folder of that name
    // in its own `/tmp` is its own to write).
    fs::write(
        &checker,
        format!(
            "#!/bin/sh\n\
             cat '{secret}' >/dev/null 2>&1 && exit 1\n\
             touch '{planted}' 2>/dev/null\n\
             for f in \"$1\" \"$2\" \"$3\"; do echo x >> \"$f\" 2>/dev/null && exit 1; done\n\
             cmp -s \"$2\" \"$3\"\n",
            secret = secret.display(),
            planted = planted.display()
        ),
    )
    .unwrap();
    let checker_command = format!("sh {}", checker.display());
    at_every_level(
        "checker-sees",
        &dir,
        "cat",
        &["--checker", &checker_command],
        &["own root"],
        |level, report| {
            assert_eq!(verdicts(report), ["AC"], "as {}: {}", level, report);
            assert!(!planted.exists(), "as {}: the checker wrote a file", level);
            assert_eq!(
                fs::read_to_string(dir.join("1.ans")).unwrap_or_default(),
                "question\n",
                "as {}: the checker wrote the answer",
                level
            );
        },
    );
    let _ = fs::remove_dir_all(&checker_dir);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_program_checker_and_cases_named_relative_to_the_judges_folder_are_found_in_the_own_root() {
    // TOP/pkg (the case), TOP/tools/cat.sh (the program), TOP/here/check.sh; judged from
    // TOP/here as `sh ../tools/cat.sh` on `../pkg`: the walk through `..` passes folders the
    // command names only on the way.
    let top = echo_package("relative", &[]);
    let (pkg, tools, here) = (top.join("pkg"), top.join("tools"), top.join("here"));
    for folder in [&pkg, &tools, &here] {
        fs::create_dir_all(folder).unwrap();
    }
    fs::write(pkg.join("1.in"), "question\n").unwrap();
    fs::write(pkg.join("1.ans"), "question\n").unwrap();
    fs::write(tools.join("cat.sh"), "#!/bin/sh\ncat\n").unwrap();
    fs::write(here.join("check.sh"), "#!/bin/sh\ncmp -s \"$2\" \"$3\"\n").unwrap();
    for checker in ["sh ./check.sh", "sh check.sh"] {
        let out = Command::new("timeout")
            .args(["-s", "KILL", "120"])
            .arg(env!("CARGO_BIN_EXE_judge"))
            .args([
                "--json",
                "--cmd",
                "sh ../tools/cat.sh",
                "--checker",
                checker,
            ])
            .arg("../pkg")
            .current_dir(&here)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let report = String::from_utf8_lossy(&out.stdout).into_owned();
        assert_eq!(verdicts(&report), ["AC"], "{}: {}", checker, report);
    }
    let _ = fs::remove_dir_all(&top);
}

/// What the judge run with `args` at `level` inside `outer` prints (its `--json` report), with
/// nothing on its stdin.
fn report_in(outer: &Outer, level: &Level, args: &[&str]) -> String {
    let out = outer
        .judge(level, args)
        .stdin(Stdio::null())
        .output()
        .expect("judge runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Judges each of `sources` (a file name and its text, written in `source_dir`) on `dir` with
/// `args`, at every level this machine offers whose first line claims `needs` (`own root`, `no
/// network`), and gives `check` the level's name, the source's name and the JSON report.
fn compile_at_every_level(
    name: &str,
    needs: &str,
    dir: &Path,
    source_dir: &Path,
    sources: &[(&str, String, &[&str])],
    check: impl Fn(&str, &str, &str),
) {
    if unsafe_to_run() || !have_tool("g++") {
        return;
    }
    let folder = dir.display().to_string();
    let mut judged = 0;
    for level in LEVELS
        .iter()
        .filter(|level| level.reaches(dir) && level.reaches(source_dir) && can_keep_builds(level))
    {
        // The first line of a plain run names the level (a compile error's report has none).
        let outer = match Outer::new(name) {
            Some(outer) => outer,
            None => return,
        };
        let report = report_in(&outer, level, &["--json", "--cmd", "cat", &folder]);
        let containment = json_field(&report, "containment");
        if !containment.contains(needs) {
            println!(
                "{} skipped as {}: its first line does not claim `{}` ({})",
                name, level.name, needs, containment
            );
            continue;
        }
        drop(outer);
        for (file, text, args) in sources {
            let source = source_dir.join(file);
            fs::write(&source, text).unwrap();
            // Room for g++ (the judge's compile limit is 2 GiB; a small source needs far less).
            let outer = match Outer::with_memory(name, 1 << 30) {
                Some(outer) => outer,
                None => return,
            };
            let source = source.display().to_string();
            let mut all = vec!["--json", source.as_str()];
            all.extend_from_slice(args);
            all.push(&folder);
            let report = report_in(&outer, level, &all);
            println!("{} {} as {}: {}", name, file, level.name, report);
            check(level.name, file, &report);
            judged += 1;
        }
    }
    println!("{}: judged {} compiles", name, judged);
}

#[test]
fn a_compiler_sees_the_header_beside_the_source_but_nothing_outside_its_folder() {
    let dir = echo_package("compiler-sees", &["question"]);
    // Beside the testdata, outside the source's folder: valid C++, so only a compiler that
    // cannot read it fails on it.
    let secret = dir.join("secret.h");
    fs::write(&secret, "#define SECRET \"question\"\n").unwrap();
    let sources = echo_package("compiler-sees-sources", &[]);
    fs::write(sources.join("local.h"), "#define LOCAL \"question\"\n").unwrap();
    let program = |header: &str, name: &str| {
        format!(
            "#include <cstdio>\n#include \"{}\"\nint main() {{ std::puts({}); }}\n",
            header, name
        )
    };
    let answer = dir.join("1.ans").display().to_string();
    compile_at_every_level(
        "compiler-sees",
        "own root",
        &dir,
        &sources,
        &[
            ("beside.cpp", program("local.h", "LOCAL"), &[]),
            (
                "outside.cpp",
                program(&secret.display().to_string(), "SECRET"),
                &[],
            ),
            (
                "answer.cpp",
                format!("#include \"{}\"\nint main() {{}}\n", answer),
                &[],
            ),
            (
                "shadow.cpp",
                "#include \"/etc/shadow\"\nint main() {}\n".to_string(),
                &[],
            ),
        ],
        |level, file, report| {
            if file == "beside.cpp" {
                assert_eq!(verdicts(report), ["AC"], "as {}: {}", level, report);
                return;
            }
            let message = json_field(report, "message");
            assert!(
                report.contains("\"compile_error\"")
                    && (message.contains("No such file or directory")
                        || message.contains("Permission denied")),
                "as {}: the compiler read a file outside the source's folder: {}",
                level,
                report
            );
        },
    );
    let _ = fs::remove_dir_all(&sources);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_compile_line_writes_nothing_but_its_output() {
    let dir = echo_package("compiler-writes", &["question"]);
    let sources = echo_package("compiler-writes-sources", &[]);
    let beside = sources.join("planted-beside-the-source");
    let in_tmp = std::env::temp_dir().join(format!(
        "sandbox-test-planted-by-the-compiler-{}",
        std::process::id()
    ));
    let _ = fs::remove_file(&in_tmp);
    // The build itself succeeds; the plants are tried after it, whatever becomes of them.
    let compile = format!(
        "g++ -o {{out}} {{src}} && {{ touch '{}' '{}' 2>/dev/null; true; }}",
        beside.display(),
        in_tmp.display()
    );
    let source = ASKS_THE_QUESTION.to_string();
    compile_at_every_level(
        "compiler-writes",
        "own root",
        &dir,
        &sources,
        &[("writer.cpp", source, &["--compile", &compile])],
        |level, _, report| {
            assert_eq!(verdicts(report), ["AC"], "as {}: {}", level, report);
            assert!(
                !beside.exists(),
                "as {}: the compiler wrote beside the source",
                level
            );
            assert!(!in_tmp.exists(), "as {}: the compiler wrote in /tmp", level);
        },
    );
    let _ = fs::remove_file(&in_tmp);
    let _ = fs::remove_dir_all(&sources);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_compile_leaves_nothing_in_the_shared_tmp() {
    // As g++ stopped at the compile memory limit does: its `.s` written in `$TMPDIR`, and no
    // chance to remove it. At every level, not only with a root of its own (a private `/tmp`):
    // below it, the compiler's temporary folder is one the judge removes.
    let dir = echo_package("compiler-leaves", &["question"]);
    let sources = echo_package("compiler-leaves-sources", &[]);
    let planted = format!(
        "sandbox-test-left-by-a-failed-compile-{}",
        std::process::id()
    );
    let shared_tmp = std::env::temp_dir();
    let left = [
        shared_tmp.join(&planted),
        shared_tmp.join(format!("{}-home", planted)),
        shared_tmp.join("go-build").join(format!("{}-go", planted)),
    ];
    for file in &left {
        let _ = fs::remove_file(file);
    }
    let compile = format!(
        "mkdir -p \"$GOCACHE\"; touch \"$TMPDIR/{0}\" \"$HOME/{0}-home\" \"$GOCACHE/{0}-go\"; exit 1",
        planted
    );
    compile_at_every_level(
        "compiler-leaves",
        "",
        &dir,
        &sources,
        &[(
            "leaver.cpp",
            ASKS_THE_QUESTION.to_string(),
            &["--compile", &compile],
        )],
        |level, _, report| {
            assert!(
                report.contains("\"compile_error\""),
                "as {}: {}",
                level,
                report
            );
            for file in &left {
                assert!(
                    !file.exists(),
                    "as {}: the failed compile left {} behind",
                    level,
                    file.display()
                );
            }
        },
    );
    for file in &left {
        let _ = fs::remove_file(file);
    }
    let _ = fs::remove_dir_all(&sources);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_compiler_cannot_reach_a_listener_on_the_loopback() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let dir = echo_package("compiler-network", &["question"]);
    let sources = echo_package("compiler-network-sources", &[]);
    // The build fails when the connection is made (/dev/tcp is bash's).
    let compile = format!(
        "g++ -o {{out}} {{src}} && ! bash -c 'exec 3<>/dev/tcp/127.0.0.1/{}' 2>/dev/null",
        port
    );
    let source = ASKS_THE_QUESTION.to_string();
    compile_at_every_level(
        "compiler-network",
        "no network",
        &dir,
        &sources,
        &[("caller.cpp", source, &["--compile", &compile])],
        |level, _, report| {
            assert_eq!(
                verdicts(report),
                ["AC"],
                "as {}: the compiler reached the loopback: {}",
                level,
                report
            );
        },
    );
    drop(listener);
    let _ = fs::remove_dir_all(&sources);
    let _ = fs::remove_dir_all(&dir);
}

/// Whether the report's first line says the system-call filter is not in force (then the
/// judge does not claim what the filter's rows test, and they are skipped, saying so).
fn filter_not_in_force(level: &str, report: &str) -> bool {
    let missing = level_has(report, "no syscall filter");
    if missing {
        println!(
            "skipped as {}: the first line says no syscall filter",
            level
        );
    }
    missing
}

/// `source` (C) built by gcc into a folder of its own that every level's user can read; `None`
/// (why printed) without gcc.
fn built_c(name: &str, source: &str) -> Option<PathBuf> {
    if unsafe_to_run() || !have_tool("gcc") {
        return None;
    }
    let dir = echo_package(&format!("{}-program", name), &[]);
    let file = dir.join(format!("{}.c", name));
    fs::write(&file, source).unwrap();
    let binary = dir.join(name);
    let built = Command::new("gcc")
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(&file)
        .status()
        .expect("gcc runs");
    assert!(built.success(), "gcc could not build {}", name);
    Some(binary)
}

/// Each case's name and verdict, from a JSON report.
fn named_verdicts(report: &str) -> Vec<(String, String)> {
    report
        .split("{\"name\":\"")
        .skip(1)
        .map(|case| {
            let name = case.split('"').next().unwrap_or_default().to_string();
            let verdict = case
                .split("\"verdict\":\"")
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .unwrap_or_default()
                .to_string();
            (name, verdict)
        })
        .collect()
}

/// The system calls the filter refuses, one family a case: the probe below tries the one its
/// input names and prints `refused` only if the call failed with `EPERM`.
const REFUSED_FAMILIES: &[&str] = &[
    "keyctl",
    "add_key",
    "request_key",
    "flock",
    "F_SETLK",
    "F_SETLKW",
    "F_OFD_SETLK",
    "F_OFD_SETLKW",
    "F_SETLEASE",
    "F_NOTIFY",
    "AF_VSOCK",
    "io_uring_setup",
    "io_uring_enter",
    "io_uring_register",
    "ptrace",
    "process_vm_readv",
    "unshare",
    "clone_newuser",
    "setns",
    "mount",
    "umount2",
    "open_tree",
    "perf_event_open",
    "userfaultfd",
    "name_to_handle_at",
    "inotify_add_watch",
    "bpf",
    "kexec_load",
    "init_module",
    "reboot",
    "swapon",
    "pivot_root",
];

/// Tries the call its input names. The arguments are chosen so that an unfiltered kernel
/// answers an unprivileged program otherwise than `EPERM` wherever it can (a success,
/// `EINVAL`, `EBADF`, `EFAULT`, `ENOSYS`); only `reboot`, `swapon` and `pivot_root` are
/// refused to such a program anyway. Nothing it tries does harm when it succeeds: the lock is
/// on a file it only reads, the lease on a file of its own, the `reboot` has no valid magic.
const REFUSED_CALLS_PROBE: &str = r#"
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

static long try_family(const char *name) {
    int passwd = open("/etc/passwd", O_RDONLY);
    char scratch[] = "/tmp/probe-XXXXXX";
    int own = mkstemp(scratch);
    if (own >= 0) unlink(scratch);
    struct flock lock = {.l_type = F_RDLCK, .l_whence = SEEK_SET};
    if (!strcmp(name, "keyctl")) return syscall(SYS_keyctl, 0, -4, 1);
    if (!strcmp(name, "add_key")) return syscall(SYS_add_key, "user", "judge-probe", "x", 1, -3);
    if (!strcmp(name, "request_key")) return syscall(SYS_request_key, "user", "judge-probe", 0, 0);
    if (!strcmp(name, "flock")) return flock(passwd, LOCK_SH | LOCK_NB);
    if (!strcmp(name, "F_SETLK")) return fcntl(passwd, F_SETLK, &lock);
    if (!strcmp(name, "F_SETLKW")) return fcntl(passwd, F_SETLKW, &lock);
    if (!strcmp(name, "F_OFD_SETLK")) return fcntl(passwd, F_OFD_SETLK, &lock);
    if (!strcmp(name, "F_OFD_SETLKW")) return fcntl(passwd, F_OFD_SETLKW, &lock);
    if (!strcmp(name, "F_SETLEASE")) return fcntl(own, F_SETLEASE, F_WRLCK);
    if (!strcmp(name, "F_NOTIFY")) return fcntl(open("/tmp", O_RDONLY), F_NOTIFY, DN_CREATE);
    if (!strcmp(name, "AF_VSOCK")) return socket(40, SOCK_STREAM, 0);
    if (!strcmp(name, "io_uring_setup")) { char params[120] = {0}; return syscall(425, 1, params); }
    if (!strcmp(name, "io_uring_enter")) return syscall(426, -1, 0, 0, 0, 0, 0);
    if (!strcmp(name, "io_uring_register")) return syscall(427, -1, 0, 0, 0);
    if (!strcmp(name, "ptrace")) {
        pid_t child = fork();
        if (child == 0) _exit(ptrace(PTRACE_TRACEME, 0, 0, 0) == -1 && errno == EPERM ? 1 : 0);
        int status = 0;
        waitpid(child, &status, 0);
        if (WIFEXITED(status) && WEXITSTATUS(status) == 1) { errno = EPERM; return -1; }
        return 0;
    }
    if (!strcmp(name, "process_vm_readv")) {
        char from[8] = "x", to[8];
        struct iovec local = {to, 1}, remote = {from, 1};
        return process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
    }
    if (!strcmp(name, "unshare")) return unshare(CLONE_NEWUSER);
    if (!strcmp(name, "clone_newuser")) {
        long child = syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0);
        if (child == 0) _exit(0);
        if (child > 0) waitpid(child, 0, 0);
        return child;
    }
    if (!strcmp(name, "setns")) return setns(open("/proc/self/ns/user", O_RDONLY), CLONE_NEWUSER);
    if (!strcmp(name, "mount")) return mount("none", "/", "tmpfs", MS_NOUSER, 0);
    if (!strcmp(name, "umount2")) return umount2("/", 0x100);
    if (!strcmp(name, "open_tree")) return syscall(428, AT_FDCWD, "/", 0);
    if (!strcmp(name, "perf_event_open")) return syscall(SYS_perf_event_open, 0, 0, -1, -1, 0);
    if (!strcmp(name, "userfaultfd")) return syscall(SYS_userfaultfd, 1);
    if (!strcmp(name, "name_to_handle_at")) {
        char handle[128] = {0};
        int mount_id;
        return syscall(SYS_name_to_handle_at, AT_FDCWD, "/", handle, &mount_id, 0);
    }
    if (!strcmp(name, "inotify_add_watch")) {
        int fd = syscall(SYS_inotify_init1, 0);
        return syscall(SYS_inotify_add_watch, fd, "/etc/passwd", 1);
    }
    if (!strcmp(name, "bpf")) return syscall(SYS_bpf, -1, 0, 0);
    if (!strcmp(name, "kexec_load")) return syscall(SYS_kexec_load, 0, 0, 0, 0);
    if (!strcmp(name, "init_module")) return syscall(SYS_init_module, 0, 0, "");
    if (!strcmp(name, "reboot")) return syscall(SYS_reboot, 0, 0, 0, 0);
    if (!strcmp(name, "swapon")) return syscall(SYS_swapon, 0, 0);
    if (!strcmp(name, "pivot_root")) return syscall(SYS_pivot_root, ".", ".");
    errno = ENOENT;
    return -2;
}

int main(void) {
    char name[64] = {0};
    if (scanf("%63s", name) != 1) return 2;
    errno = 0;
    long result = try_family(name);
    if (result == -1 && errno == EPERM)
        puts("refused");
    else
        printf("%s answered %ld (%s)\n", name, result, strerror(errno));
    return 0;
}
"#;

#[test]
fn every_refused_system_call_fails_with_eperm_inside_the_case() {
    let program = match built_c("refused-calls", REFUSED_CALLS_PROBE) {
        Some(program) => program,
        None => return,
    };
    let dir = package("refused-calls");
    for file in ["1.in", "1.ans"] {
        fs::remove_file(dir.join(file)).unwrap();
    }
    for family in REFUSED_FAMILIES {
        fs::write(dir.join(format!("{}.in", family)), format!("{}\n", family)).unwrap();
        fs::write(dir.join(format!("{}.ans", family)), "refused\n").unwrap();
    }
    command_at_every_level(
        "refused-calls",
        &dir,
        &program.display().to_string(),
        &[],
        // Where a program is unprivileged: the strongest levels, today's and before the filter.
        &["unprivileged"],
        |level, report| {
            if filter_not_in_force(level, report) {
                return;
            }
            let judged = named_verdicts(report);
            let through: Vec<&str> = judged
                .iter()
                .filter(|(_, verdict)| verdict != "AC")
                .map(|(name, _)| name.as_str())
                .collect();
            assert_eq!(
                judged.len(),
                REFUSED_FAMILIES.len(),
                "as {}: {}",
                level,
                report
            );
            assert!(
                through.is_empty(),
                "as {}: not refused with EPERM: {:?} in {}",
                level,
                through,
                report
            );
        },
    );
    let _ = fs::remove_dir_all(program.parent().unwrap());
    let _ = fs::remove_dir_all(&dir);
}

/// Calls through another system-call interface: getpid by the 32-bit `int 0x80` and by x32's
/// numbers. Both work unfiltered (where the kernel has the 32-bit interface); under the filter
/// the process is killed (SIGSYS, signal 31) before the call is made.
#[cfg(target_arch = "x86_64")]
const FOREIGN_ABI_CALLER: &str = r#"
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
int main(void) {
    char how[16] = {0};
    if (scanf("%15s", how) != 1) return 2;
    long result;
    if (!strcmp(how, "int80"))
        __asm__ volatile("int $0x80" : "=a"(result) : "a"(20L) : "memory");
    else
        result = syscall(0x40000000L | SYS_getpid);
    (void)result;
    puts(how);
    return 0;
}
"#;

#[cfg(target_arch = "x86_64")]
#[test]
fn a_call_through_the_32_bit_or_x32_interface_kills_the_program() {
    let program = match built_c("foreign-abi", FOREIGN_ABI_CALLER) {
        Some(program) => program,
        None => return,
    };
    let dir = echo_package("foreign-abi", &["int80", "x32"]);
    command_at_every_level(
        "foreign-abi",
        &dir,
        &program.display().to_string(),
        &[],
        &["unprivileged"],
        |level, report| {
            if filter_not_in_force(level, report) {
                return;
            }
            assert_eq!(verdicts(report), ["RE", "RE"], "as {}: {}", level, report);
            assert_eq!(
                report.matches("SIGSYS").count(),
                2,
                "as {}: not killed by SIGSYS: {}",
                level,
                report
            );
        },
    );
    let _ = fs::remove_dir_all(program.parent().unwrap());
    let _ = fs::remove_dir_all(&dir);
}

/// Each case holds a key in its user's keyring and an exclusive `flock` on `/etc/passwd` (a
/// read-only file every case sees), and for two seconds looks for the other case's: it prints
/// its input only if it met neither. Under `--jobs 2` the two cases run at once.
const KEY_AND_LOCK_SHARER: &str = r#"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/syscall.h>
#include <unistd.h>

static int met_a_key(void) {
    /* KEYCTL_SEARCH (10) in the user keyring (-4). */
    return syscall(SYS_keyctl, 10, -4, "user", "judge-shared-key", 0) >= 0;
}

int main(void) {
    char word[64] = {0};
    if (scanf("%63s", word) != 1) return 2;
    int met = met_a_key();
    syscall(SYS_add_key, "user", "judge-shared-key", word, strlen(word), -4);
    int passwd = open("/etc/passwd", O_RDONLY);
    int held = 0;
    for (int tick = 0; tick < 40 && !met; tick++) {
        if (!held) {
            if (flock(passwd, LOCK_EX | LOCK_NB) == 0) held = 1;
            else if (errno == EWOULDBLOCK) met = 1;
        }
        usleep(50000);
        met |= met_a_key();
    }
    puts(met ? "met the other case" : word);
    return 0;
}
"#;

#[test]
fn two_cases_at_once_share_no_key_and_no_lock() {
    let program = match built_c("key-and-lock", KEY_AND_LOCK_SHARER) {
        Some(program) => program,
        None => return,
    };
    let dir = echo_package("key-and-lock", &["first", "second"]);
    command_at_every_level(
        "key-and-lock",
        &dir,
        &program.display().to_string(),
        &["--jobs", "2", "--time-limit", "5"],
        &["unprivileged"],
        |level, report| {
            if filter_not_in_force(level, report) {
                return;
            }
            assert_eq!(verdicts(report), ["AC", "AC"], "as {}: {}", level, report);
        },
    );
    let _ = fs::remove_dir_all(program.parent().unwrap());
    let _ = fs::remove_dir_all(&dir);
}

/// The real uids of the processes named `name` in `outer`, from `/proc`.
fn uids_of(outer: &Outer, name: &str) -> Vec<u32> {
    outer
        .pids()
        .iter()
        .filter_map(|pid| fs::read_to_string(format!("/proc/{}/status", pid)).ok())
        .filter(|status| {
            status
                .lines()
                .any(|line| line == format!("Name:\t{}", name))
        })
        .filter_map(|status| {
            let line = status.lines().find(|line| line.starts_with("Uid:"))?;
            line.split_whitespace().nth(1)?.parse().ok()
        })
        .collect()
}

/// Two judges at once, each running two cases at once: the four programs (each sleeps until
/// the test has seen all four, then is killed) run as four users, none of them `nobody`.
#[test]
fn four_cases_of_two_judges_at_once_run_as_four_users() {
    if unsafe_to_run() || !LEVELS[0].reaches(Path::new("/tmp")) {
        return;
    }
    let dir = echo_package("four-users", &["first", "second"]);
    let outer = match Outer::new("four-users") {
        Some(outer) => outer,
        None => return,
    };
    let folder = dir.display().to_string();
    let containment = json_field(
        &report_in(&outer, &LEVELS[0], &["--json", "--cmd", "cat", &folder]),
        "containment",
    );
    // A root judge's programs are unprivileged; where it cannot give each case a user, its
    // first line says every case runs as nobody.
    if !containment.contains("unprivileged") || containment.contains("runs as nobody") {
        println!("skipped: no user per case here ({})", containment);
        return;
    }
    // The sleeper's own name, so that only the cases' processes are counted.
    let sleeper = std::env::temp_dir().join(format!("judge-sleeper-{}", std::process::id()));
    fs::copy("/bin/sleep", &sleeper).unwrap();
    // As `/proc` names a process: the first 15 bytes.
    let name: String = sleeper
        .file_name()
        .unwrap()
        .to_string_lossy()
        .chars()
        .take(15)
        .collect();
    let command = format!("{} 100", sleeper.display());
    let judges: Vec<_> = (0..2)
        .map(|_| {
            outer
                .judge(
                    &LEVELS[0],
                    &[
                        "--json",
                        "--jobs",
                        "2",
                        "--time-limit",
                        "100",
                        "--cmd",
                        &command,
                        &folder,
                    ],
                )
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .spawn()
                .expect("judge starts")
        })
        .collect();
    // A hang-only bound: the four start within milliseconds on a healthy machine.
    let mut seen = Vec::new();
    for _ in 0..1200 {
        seen = uids_of(&outer, &name);
        if seen.len() >= 4 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    for pid in outer.pids() {
        let comm = fs::read_to_string(format!("/proc/{}/comm", pid)).unwrap_or_default();
        if comm.trim() == name {
            let _ = Command::new("kill").args(["-9", &pid]).status();
        }
    }
    for mut judge in judges {
        let _ = judge.wait();
    }
    let _ = fs::remove_file(&sleeper);
    let _ = fs::remove_dir_all(&dir);
    let mut distinct = seen.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), 4, "the four cases ran as {:?}", seen);
    assert!(
        seen.iter().all(|&uid| (61_000..61_184).contains(&uid)),
        "a case ran outside the reserved range: {:?}",
        seen
    );
}

/// A contest program in each language the judge builds, that echoes its one word: none may
/// need a call the filter refuses, or a file its case's user cannot read. Java also with the
/// JVM's perf data on (the judge runs it with `-XX:-UsePerfData`): its `flock` on the perf-data
/// file is refused and it goes on.
#[test]
fn c_cpp_java_python_and_rust_programs_are_accepted_under_the_filter_as_a_user_of_their_own() {
    let dir = echo_package("languages", &["question"]);
    let sources = echo_package("languages-sources", &[]);
    let echo_java = "import java.io.*;\npublic class Main {\n  public static void main(String[] a) \
                     throws IOException {\n    BufferedReader in = new BufferedReader(new \
                     InputStreamReader(System.in));\n    System.out.println(in.readLine().trim());\n  \
                     }\n}\n";
    let mut rows: Vec<(&str, String, &[&str])> = vec![
        (
            "echo.c",
            "#include <stdio.h>\nint main(void) { char s[64]; if (scanf(\"%63s\", s) == 1) \
             puts(s); return 0; }\n"
                .to_string(),
            &[],
        ),
        (
            "echo.cpp",
            "#include <iostream>\n#include <string>\nint main() { std::string s; std::cin >> s; \
             std::cout << s << '\\n'; }\n"
                .to_string(),
            &[],
        ),
    ];
    if have_tool("javac") {
        rows.push(("Main.java", echo_java.to_string(), &[]));
        rows.push((
            "Main.java",
            echo_java.to_string(),
            &["--run", "java -XX:+UsePerfData -cp {out} {class}"],
        ));
    }
    if have_tool("python3") {
        rows.push(("echo.py", "print(input().strip())\n".to_string(), &[]));
    }
    if have_tool("rustc") {
        rows.push((
            "echo.rs",
            "fn main() { let mut s = String::new(); std::io::stdin().read_line(&mut s).unwrap(); \
             println!(\"{}\", s.trim()); }\n"
                .to_string(),
            &[],
        ));
    }
    compile_at_every_level(
        "languages",
        "own root",
        &dir,
        &sources,
        &rows,
        |level, file, report| {
            assert_eq!(
                verdicts(report),
                ["AC"],
                "{} as {}: {}",
                file,
                level,
                report
            );
        },
    );
    let _ = fs::remove_dir_all(&sources);
}

// Issue 52: the case's own files, their removal, escapes, a traced program.

/// A file-I/O program's first line: it answers the case (`t.in` to `t.out`), so whatever it
/// does next, a verdict other than AC comes from what it did.
const ANSWERS_BY_FILE: &str = "read x < t.in; echo \"$x\" > t.out";

/// The bytes free for anyone on the file system of `folder` (`stat -f`).
fn free_bytes(folder: &Path) -> u64 {
    let out = Command::new("stat")
        .args(["-f", "-c", "%a %S"])
        .arg(folder)
        .output()
        .expect("stat runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut numbers = text
        .split_whitespace()
        .map(|n| n.parse::<u64>().unwrap_or(0));
    numbers.next().unwrap_or(0) * numbers.next().unwrap_or(0)
}

/// What `folder` holds, by name (lossy, for messages).
fn names_in(folder: &Path) -> Vec<String> {
    fs::read_dir(folder)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// Judges `program` (a command line) with `--file-io t` on a one-case package at every
/// level this machine offers, each inside an outer cgroup and with a temporary folder of its
/// own (`TMPDIR`, for any user to write), and gives `check` the level's name, the JSON report
/// and the free bytes of the temporary folder's file system before and after; then asserts
/// that the judge left nothing in its temporary folder.
fn file_io_at_every_level(
    name: &str,
    program: impl Fn(&str) -> String,
    check: impl Fn(&str, &str, u64, u64),
) {
    if unsafe_to_run() {
        return;
    }
    let dir = echo_package(name, &["question"]);
    let folder = dir.display().to_string();
    let mut judged = 0;
    for level in LEVELS.iter().filter(|level| level.reaches(&dir)) {
        let temp = std::env::temp_dir().join(format!(
            "sandbox-temp-{}-{}-{}",
            name,
            std::process::id(),
            level.name.replace(' ', "-")
        ));
        let _ = Command::new("rm").arg("-rf").arg(&temp).status();
        fs::create_dir(&temp).unwrap();
        {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&temp, fs::Permissions::from_mode(0o1777)).unwrap();
        }
        let outer = match Outer::new(name) {
            Some(outer) => outer,
            None => return,
        };
        let before = free_bytes(&temp);
        let program = program(level.name);
        let out = outer
            .judge(
                level,
                &["--json", "--file-io", "t", "--cmd", &program, &folder],
            )
            .env("TMPDIR", &temp)
            .stdin(Stdio::null())
            .output()
            .expect("judge runs");
        let after = free_bytes(&temp);
        let report = String::from_utf8_lossy(&out.stdout).into_owned();
        let left = names_in(&temp);
        // Removed whatever the judge left, by a tool that takes any tree.
        let _ = Command::new("rm").arg("-rf").arg(&temp).status();
        println!(
            "{} as {}: {} (free {} → {} MiB) {}",
            name,
            level.name,
            report,
            before >> 20,
            after >> 20,
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            report.contains("\"verdict\""),
            "{} as {}: no verdict in {} {}",
            name,
            level.name,
            report,
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            left,
            Vec::<String>::new(),
            "{} as {}: the judge left files in its temporary folder",
            name,
            level.name
        );
        check(level.name, &report, before, after);
        judged += 1;
    }
    println!("{}: judged at {} levels", name, judged);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_file_io_case_that_writes_two_gigabytes_in_many_files_leaves_the_disk_as_it_was() {
    // 100 files of 20 MB, each under the 64 MiB file-size cap, named in bytes that are not
    // UTF-8; the first failed write (a full tmpfs) ends the loop.
    let script = format!(
        "{}; i=0; while [ $i -lt 100 ]; do head -c 20000000 /dev/zero > \"$(printf 'f\\377%d' $i)\" || break; i=$((i+1)); done",
        ANSWERS_BY_FILE
    );
    file_io_at_every_level(
        "two-gigabytes",
        |_| format!("sh -c '{}'", script.replace('\'', "'\\''")),
        |level, report, before, after| {
            // Others share the disk: a generous tolerance, far under the 2 GB written.
            assert!(
                after + (1 << 30) >= before,
                "as {}: the disk lost {} MiB: {}",
                level,
                (before - after) >> 20,
                report
            );
            if level_has(report, "own tmpfs") {
                assert_eq!(verdicts(report), ["OLE"], "as {}: {}", level, report);
                assert!(
                    json_field(report, "message").contains("of its files"),
                    "as {}: {}",
                    level,
                    report
                );
            }
        },
    );
}

#[test]
fn a_folder_tree_twenty_thousand_deep_ends_with_a_verdict_and_leaves_nothing() {
    let scripts = std::env::temp_dir().join(format!("sandbox-test-deep-{}", std::process::id()));
    fs::create_dir_all(&scripts).unwrap();
    let deep = scripts.join("deep.py");
    // Folders named in bytes that are not UTF-8, each inside the last.
    fs::write(
        &deep,
        "import os, sys\nfor i in range(int(sys.argv[1])):\n    os.mkdir(b'd\\xff')\n    os.chdir(b'd\\xff')\n",
    )
    .unwrap();
    // 20 000 deep as root (the case's own tmpfs, where the level has one); on the disk of the
    // lower levels 3 000, past the old recursion's descriptors, and quick to remove there.
    file_io_at_every_level(
        "deep-tree",
        |level| {
            let depth = if level == "root" { 20_000 } else { 3_000 };
            format!(
                "sh -c '{}; exec /usr/bin/python3 {} {}'",
                ANSWERS_BY_FILE,
                deep.display(),
                depth
            )
        },
        |_, _, _, _| {},
    );
    let _ = fs::remove_dir_all(&scripts);
}

#[test]
fn a_file_io_programs_names_that_are_not_utf8_and_its_links_are_removed_not_followed() {
    let outside = std::env::temp_dir().join(format!("sandbox-test-kept-{}", std::process::id()));
    fs::create_dir_all(&outside).unwrap();
    fs::write(outside.join("kept"), "kept\n").unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&outside, fs::Permissions::from_mode(0o777)).unwrap();
    }
    let script = format!(
        "{}; n=$(printf \"n\\377\\001\"); mkdir \"$n\" && echo x > \"$n/$n\" && ln -s {} \"$n/link\" && ln -s \"$n/link\" link",
        ANSWERS_BY_FILE,
        outside.display(),
    );
    file_io_at_every_level(
        "odd-names",
        |_| format!("sh -c '{}'", script.replace('\'', "'\\''")),
        |level, report, _, _| {
            assert_eq!(verdicts(report), ["AC"], "as {}: {}", level, report);
        },
    );
    assert_eq!(
        fs::read_to_string(outside.join("kept")).unwrap(),
        "kept\n",
        "a link's target was removed"
    );
    let _ = fs::remove_dir_all(&outside);
}

#[test]
fn the_start_up_sweep_removes_what_an_earlier_runs_cases_left_whoever_owns_it() {
    if unsafe_to_run() {
        return;
    }
    let temp = std::env::temp_dir().join(format!("sandbox-temp-sweep-{}", std::process::id()));
    let _ = Command::new("rm").arg("-rf").arg(&temp).status();
    fs::create_dir(&temp).unwrap();
    // A folder of a judge that was killed (no lock held on it), lent to a program that ran as
    // `nobody` and left a name that is not UTF-8 and a few folders inside each other.
    let abandoned = temp.join("judge-1-1796000000000000000-0");
    let mut deepest = abandoned.clone();
    for _ in 0..50 {
        deepest.push("d");
    }
    fs::create_dir_all(&deepest).unwrap();
    {
        use std::os::unix::ffi::OsStrExt;
        fs::write(
            abandoned.join(std::ffi::OsStr::from_bytes(b"f\xff")),
            "left",
        )
        .unwrap();
    }
    let owned = Command::new("chown")
        .args(["-R", "65534:65534"])
        .arg(&abandoned)
        .status()
        .map_or(false, |status| status.success());
    assert!(owned, "chown to nobody");
    let dir = echo_package("sweep", &["question"]);
    let out = Command::new("timeout")
        .args(["-s", "KILL", "120"])
        .arg(env!("CARGO_BIN_EXE_judge"))
        .args(["--json", "--cmd", "cat"])
        .arg(&dir)
        .env("TMPDIR", &temp)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let left = names_in(&temp);
    let _ = Command::new("rm").arg("-rf").arg(&temp).status();
    let _ = fs::remove_dir_all(&dir);
    let report = String::from_utf8_lossy(&out.stdout);
    assert_eq!(verdicts(&report), ["AC"], "{}", report);
    assert_eq!(left, Vec::<String>::new(), "the sweep left them");
}

#[test]
fn a_compile_error_shows_the_compilers_escape_sequences_escaped() {
    if !have_tool("g++") {
        return;
    }
    let dir = echo_package("compile-escapes", &["question"]);
    let source = dir.join("escapes.cpp");
    // Clear the screen, set the terminal's title, and print a verdict of its own.
    fs::write(
        &source,
        "#error \x1b[2J\x1b]0;pwned\x07\r  AC 1 all accepted\nint main() {}\n",
    )
    .unwrap();
    let out = Command::new("timeout")
        .args(["-s", "KILL", "120"])
        .arg(env!("CARGO_BIN_EXE_judge"))
        .arg(&source)
        .arg(&dir)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let _ = fs::remove_dir_all(&dir);
    let shown = String::from_utf8_lossy(&out.stdout).into_owned();
    let told = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(shown.contains("compile error"), "{} {}", shown, told);
    for (stream, text) in [("stdout", &shown), ("stderr", &told)] {
        assert!(
            !text.contains(|c: char| c.is_control() && c != '\n'),
            "raw control characters on {}: {:?}",
            stream,
            text
        );
    }
    assert!(shown.contains("\\u{1b}[2J"), "{}", shown);
}

#[test]
fn a_program_that_calls_ptrace_traceme_and_stops_is_named_right_and_ends_within_its_caps() {
    if unsafe_to_run() {
        return;
    }
    let dir = echo_package("ptrace-stop", &["question"]);
    // The program makes its parent (the judge's supervisor: the shell execs it) its tracer,
    // then stops itself.
    let program = dir.join("stop.py");
    fs::write(
        &program,
        "import ctypes, os, signal\n\
         ctypes.CDLL(None).ptrace(0, 0, 0, 0)\n\
         os.kill(os.getpid(), signal.SIGSTOP)\n\
         print('question')\n",
    )
    .unwrap();
    let command = format!("exec /usr/bin/python3 {}", program.display());
    let folder = dir.display().to_string();
    let mut judged = 0;
    // A stopped program harms nothing, but it runs in an outer cgroup all the same.
    for level in LEVELS.iter().filter(|level| level.reaches(&dir)) {
        let outer = match Outer::new("ptrace-stop") {
            Some(outer) => outer,
            None => return,
        };
        let report = report_in(&outer, level, &["--json", "--cmd", &command, &folder]);
        println!("ptrace-stop as {}: {}", level.name, report);
        assert_eq!(verdicts(&report), ["TLE"], "as {}: {}", level.name, report);
        assert!(
            !json_field(&report, "message").contains("signal"),
            "as {}: {}",
            level.name,
            report
        );
        assert_eq!(outer.left(), Vec::<String>::new(), "as {}", level.name);
        judged += 1;
    }
    println!("ptrace-stop: judged at {} levels", judged);
    let _ = fs::remove_dir_all(&dir);
}
