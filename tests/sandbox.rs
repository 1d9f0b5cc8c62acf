//! Issue 27's hostile programs: each tries one way out of its case, and prints the case's
//! answer only if the way worked. At the level this machine gives (the first line names it),
//! every one must get WA: the answer was out of its reach. A level that does not have the
//! mechanism a row needs skips that row, saying why (the first line says it is not in force).
//!
//! None of these programs is dangerous (no fork bomb, no memory hog, no compile bomb): each
//! only reads, writes a few bytes or tries a system call.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const ANSWER: &str = "the-secret-answer";

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
    let holder =
        fs::File::create(std::env::temp_dir().join(format!("sandbox-fd9-{}", std::process::id())))
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
