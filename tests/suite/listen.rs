//! `judge listen`: the `judge` binary started as a user starts it, sent what Competitive
//! Companion sends — a Luogu problem, a Lanqiao problem read from files, a contest of three
//! problems shaped like the extension's own test data (AtCoder ABC 096) — then a right and a
//! wrong program judged on each received package by name; hostile requests refused with the
//! listener still answering; the socket bound to 127.0.0.1 alone; Ctrl-C stopping it.
//!
//! Every request goes to 127.0.0.1; every wait is bounded; the listener is killed when the
//! test ends, however it ends ([`Listener`]'s `Drop`). The received packages go to a scratch
//! folder: the user's data folder (`XDG_DATA_HOME` on Linux, [`user_data`]) is there for every
//! `judge` the test starts.

use crate::common::judging::{have_python, scratch};
use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A wait that only a hang exceeds.
const HANG: Duration = Duration::from_secs(60);

/// The listener, killed and reaped when dropped (the test's end, or its panic).
struct Listener {
    child: Child,
    port: u16,
    /// Its stdout, line by line as it prints them.
    lines: Receiver<String>,
    stderr: Arc<Mutex<String>>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Listener {
    /// `judge listen --port PORT` with `data` as the user's data folder, once it says it waits.
    fn start(data: &Path) -> Listener {
        let port = free_port();
        let mut child = Command::new(env!("CARGO_BIN_EXE_judge"))
            .args(["listen", "--port", &port.to_string()])
            .envs(user_data(data))
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("judge listen starts");
        let (send, lines) = channel();
        let stdout = child.stdout.take().expect("piped");
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let collected = Arc::clone(&stderr);
        let mut pipe = child.stderr.take().expect("piped");
        std::thread::spawn(move || {
            let mut chunk = [0; 4096];
            while let Ok(n @ 1..) = pipe.read(&mut chunk) {
                collected
                    .lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&chunk[..n]));
            }
        });
        let listener = Listener {
            child,
            port,
            lines,
            stderr,
        };
        let first = listener.next_line();
        assert!(
            first.starts_with(&format!(
                "judge listen: waiting on http://127.0.0.1:{}/",
                port
            )),
            "{}",
            first
        );
        listener
    }

    /// Its next line on stdout.
    fn next_line(&self) -> String {
        self.lines
            .recv_timeout(HANG)
            .unwrap_or_else(|_| panic!("no line from judge listen; stderr: {}", self.stderr()))
    }

    fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    /// Its stderr once it has `count` refusal lines (it prints each before it answers, and the
    /// pipe's reader may lag behind the answer).
    fn stderr_with_refusals(&self, count: usize) -> String {
        let refusals = |text: &str| {
            text.lines()
                .filter(|l| l.starts_with("judge listen: 4"))
                .count()
        };
        let mut waited = Duration::ZERO;
        while refusals(&self.stderr()) < count && waited < HANG {
            std::thread::sleep(Duration::from_millis(20));
            waited += Duration::from_millis(20);
        }
        let stderr = self.stderr();
        assert_eq!(refusals(&stderr), count, "{}", stderr);
        stderr
    }

    /// POSTs `body` as the extension does: the status and the answer's text.
    fn post(&self, body: &str) -> (u16, String) {
        self.request(&format!(
            "POST / HTTP/1.1\r\nHost: localhost:{}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{}",
            self.port,
            body.len(),
            body
        ))
    }

    /// Sends `raw` and reads the whole answer: its status and its body.
    fn request(&self, raw: &str) -> (u16, String) {
        let mut stream = TcpStream::connect((Ipv4Addr::LOCALHOST, self.port)).expect("connects");
        stream.set_read_timeout(Some(HANG)).unwrap();
        stream.set_write_timeout(Some(HANG)).unwrap();
        stream.write_all(raw.as_bytes()).expect("request sent");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("answer read");
        let status = answer
            .split(' ')
            .nth(1)
            .and_then(|code| code.parse().ok())
            .unwrap_or_else(|| panic!("not an HTTP answer: {:?}", answer));
        let body = answer.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
        (status, body)
    }

    /// A problem received: its two lines (what was saved, the command to judge it).
    fn received(&self, body: &str) -> (String, String) {
        let (status, answer) = self.post(body);
        assert_eq!(status, 200, "{}; stderr: {}", answer, self.stderr());
        (self.next_line(), self.next_line())
    }
}

/// A port free now on 127.0.0.1, from the system.
fn free_port() -> u16 {
    let probe = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).expect("a free port");
    probe.local_addr().unwrap().port()
}

/// A problem as Competitive Companion sends it, every field the extension fills.
fn problem(
    name: &str,
    group: &str,
    url: &str,
    tests: &[(&str, &str)],
    io: &str,
    batch: (&str, u32),
) -> String {
    let tests: Vec<String> = tests
        .iter()
        .map(|(input, output)| {
            format!(
                r#"{{"input": {}, "output": {}}}"#,
                bfs_puzzles::text::json_string(input),
                bfs_puzzles::text::json_string(output)
            )
        })
        .collect();
    format!(
        r#"{{"name": {}, "group": {}, "url": {}, "interactive": false, "memoryLimit": 256, "timeLimit": 2000,
           "tests": [{}], "testType": "single", {},
           "languages": {{"java": {{"mainClass": "Main", "taskClass": "Task"}}}},
           "batch": {{"id": "{}", "size": {}}}}}"#,
        bfs_puzzles::text::json_string(name),
        bfs_puzzles::text::json_string(group),
        bfs_puzzles::text::json_string(url),
        tests.join(", "),
        io,
        batch.0,
        batch.1
    )
}

const STANDARD: &str = r#""input": {"type": "stdin"}, "output": {"type": "stdout"}"#;

/// Judges `source` (written to `dir`) on `problem` with the judge the user runs: its status
/// and stdout.
fn judge(
    data: &Path,
    dir: &Path,
    file: &str,
    source: &str,
    problem: &str,
) -> (Option<i32>, String) {
    let path = dir.join(file);
    fs::write(&path, source).expect("source written");
    let out = Command::new(env!("CARGO_BIN_EXE_judge"))
        .arg(&path)
        .arg(problem)
        .envs(user_data(data))
        .env("NO_COLOR", "1")
        .output()
        .expect("judge runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    (out.status.code(), format!("{}{}", stdout, stderr))
}

/// A right and a wrong program on `problem`: all AC (status 0), then some WA (status 1).
fn right_and_wrong(data: &Path, dir: &Path, problem: &str, right: &str, wrong: &str) {
    let (status, out) = judge(data, dir, "right.py", right, problem);
    assert_eq!(status, Some(0), "the right program on {}: {}", problem, out);
    assert!(out.contains("received/"), "{}", out);
    let (status, out) = judge(data, dir, "wrong.py", wrong, problem);
    assert_eq!(status, Some(1), "the wrong program on {}: {}", problem, out);
    assert!(out.contains("  WA "), "{}", out);
}

/// The environment that makes `data` the user's data folder, on every platform: where the
/// judge then keeps received packages is [`received_dir`].
fn user_data(data: &Path) -> Vec<(&'static str, PathBuf)> {
    let mut environment = vec![
        ("XDG_DATA_HOME", data.to_path_buf()),
        ("LOCALAPPDATA", data.to_path_buf()),
    ];
    if cfg!(target_os = "macos") {
        environment.push(("HOME", data.to_path_buf()));
    }
    environment
}

fn received_dir(data: &Path) -> PathBuf {
    if cfg!(target_os = "macos") {
        data.join("Library/Application Support/bfs-puzzles/received")
    } else {
        data.join("bfs-puzzles/received")
    }
}

/// The names in the received folder, hidden ones included.
fn entries(data: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(received_dir(data))
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn problems_from_the_browser_become_packages_the_judge_finds_by_name() {
    if !have_python() {
        return;
    }
    let dir = scratch("listen-problems");
    let data = dir.join("data");
    let listener = Listener::start(&data);

    // Luogu P1001, as the extension reads luogu.com.cn/problem/P1001.
    let (line, command) = listener.received(&problem(
        "P1001 A+B Problem",
        "Luogu",
        "https://www.luogu.com.cn/problem/P1001",
        &[("1 2\n", "3\n"), ("-5 7\n", "2\n")],
        STANDARD,
        ("b1", 1),
    ));
    let saved = received_dir(&data).join("luogu-p1001");
    assert_eq!(
        line,
        format!(
            "P1001 A+B Problem — 2 samples, 2 s, 256 MB → {}",
            saved.display()
        )
    );
    assert_eq!(command, "  judge it: judge my.cpp P1001");

    // A Lanqiao problem whose program reads sum.in and writes sum.out.
    let (line, command) = listener.received(&problem(
        "求和",
        "Lanqiao",
        "https://www.lanqiao.cn/problems/3000/learning/",
        &[("3\n1 2 3\n", "6\n"), ("1\n10\n", "10\n")],
        r#""input": {"type": "file", "fileName": "sum.in"}, "output": {"type": "file", "fileName": "sum.out"}"#,
        ("b2", 1),
    ));
    assert!(line.contains("files sum.in/sum.out"), "{}", line);
    assert!(line.ends_with("lanqiao-3000"), "{}", line);
    assert_eq!(command, "  judge it: judge my.cpp lanqiao-3000");

    // A contest: AtCoder Beginner Contest 096's A, B and C with their statements' samples,
    // as the extension's contest parser sends them (one request each, one batch id).
    let contest = [
        (
            "A - Day of Takahashi",
            "abc096_a",
            vec![("5 5\n", "5\n"), ("2 1\n", "1\n"), ("11 30\n", "11\n")],
        ),
        (
            "B - Maximum Sum",
            "abc096_b",
            vec![("5 3 11\n1\n", "30\n"), ("3 3 4\n2\n", "22\n")],
        ),
        (
            "C - Grid Repainting 2",
            "abc096_c",
            vec![
                ("3 3\n.#.\n###\n.#.\n", "Yes\n"),
                ("5 5\n#.#.#\n.#.#.\n#.#.#\n.#.#.\n#.#.#\n", "No\n"),
            ],
        ),
    ];
    for (i, (name, task, tests)) in contest.iter().enumerate() {
        let (line, command) = listener.received(&problem(
            name,
            "AtCoder Beginner Contest 096",
            &format!("https://abc096.contest.atcoder.jp/tasks/{}", task),
            tests,
            STANDARD,
            ("123e67c8-03c6-44a4-a3f9-5918533f9fb2", 3),
        ));
        assert!(
            line.ends_with(&format!("({} of 3 in its contest)", i + 1)),
            "{}",
            line
        );
        assert!(
            command.starts_with("  judge it: judge my.cpp atcoder-"),
            "{}",
            command
        );
    }
    assert_eq!(
        entries(&data),
        [
            "atcoder-a-day-of-takahashi",
            "atcoder-b-maximum-sum",
            "atcoder-c-grid-repainting-2",
            "lanqiao-3000",
            "luogu-p1001"
        ]
    );

    let work = dir.join("work");
    fs::create_dir_all(&work).unwrap();
    right_and_wrong(
        &data,
        &work,
        "P1001",
        "a, b = map(int, input().split())\nprint(a + b)\n",
        "a, b = map(int, input().split())\nprint(a * b)\n",
    );
    // The right program reads only the file: it passes only if the package's file I/O holds.
    right_and_wrong(
        &data,
        &work,
        "lanqiao-3000",
        "n, *xs = map(int, open('sum.in').read().split())\nopen('sum.out', 'w').write(str(sum(xs)) + '\\n')\n",
        "n, *xs = map(int, open('sum.in').read().split())\nopen('sum.out', 'w').write(str(n) + '\\n')\n",
    );
    right_and_wrong(
        &data,
        &work,
        "atcoder-a-day-of-takahashi",
        "a, b = map(int, input().split())\nprint(a if b >= a else a - 1)\n",
        "a, b = map(int, input().split())\nprint(a)\n",
    );
    right_and_wrong(
        &data,
        &work,
        "atcoder-b-maximum-sum",
        "xs = sorted(map(int, input().split()))\nk = int(input())\nprint(xs[0] + xs[1] + xs[2] * 2 ** k)\n",
        "xs = list(map(int, input().split()))\nprint(sum(xs))\n",
    );
    right_and_wrong(
        &data,
        &work,
        "atcoder-c-grid-repainting-2",
        "h, w = map(int, input().split())\ng = [input() for _ in range(h)]\n\
         def black(i, j):\n    return 0 <= i < h and 0 <= j < w and g[i][j] == '#'\n\
         ok = all(not black(i, j) or any(black(i + a, j + b) for a, b in ((1, 0), (-1, 0), (0, 1), (0, -1))) for i in range(h) for j in range(w))\n\
         print('Yes' if ok else 'No')\n",
        "print('Yes')\n",
    );

    // `--list` shows them under their own heading, each with its page.
    let out = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["--list", "--wide"])
        .envs(user_data(&data))
        .output()
        .expect("judge --list runs");
    let listing = String::from_utf8_lossy(&out.stdout);
    assert!(
        listing.contains("received from the browser (judge listen)"),
        "{}",
        listing
    );
    assert!(
        listing.contains(
            "received/luogu-p1001: P1001 A+B Problem — https://www.luogu.com.cn/problem/P1001"
        ),
        "{}",
        listing
    );
    // Without a program there is nothing of ours to judge a received problem with.
    let out = Command::new(env!("CARGO_BIN_EXE_judge"))
        .arg("P1001")
        .envs(user_data(&data))
        .output()
        .expect("judge runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("judge my.cpp P1001"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        listing.contains("https://www.lanqiao.cn/problems/3000/learning/"),
        "{}",
        listing
    );
}

#[test]
fn hostile_requests_get_their_errors_and_the_listener_keeps_answering() {
    let dir = scratch("listen-hostile");
    let data = dir.join("data");
    let listener = Listener::start(&data);
    let good = |samples: &[(&str, &str)]| {
        problem(
            "P1001 A+B Problem",
            "Luogu",
            "https://www.luogu.com.cn/problem/P1001",
            samples,
            STANDARD,
            ("b", 1),
        )
    };
    listener.received(&good(&[("1 2\n", "3\n")]));
    let before = entries(&data);

    let refusals: Vec<(&str, String, u16)> = vec![
        ("malformed JSON", "{\"name\": \"P1\", ".to_string(), 400),
        ("JSON that is no problem", "[1, 2, 3]".to_string(), 400),
        ("nesting past the bound", "[".repeat(100_000), 400),
        (
            "an id that climbs out of the folder",
            problem(
                "x",
                "Luogu",
                "https://www.luogu.com.cn/problem/..",
                &[("1\n", "1\n")],
                STANDARD,
                ("b", 1),
            ),
            400,
        ),
        (
            "an id with a slash",
            problem(
                "x",
                "Luogu",
                "https://www.luogu.com.cn/problem/a%2F..%2Fb",
                &[("1\n", "1\n")],
                STANDARD,
                ("b", 1),
            ),
            400,
        ),
        (
            "a NUL in the name",
            problem(
                "P1\u{0}x",
                "Luogu",
                "https://www.luogu.com.cn/problem/P2",
                &[("1\n", "1\n")],
                STANDARD,
                ("b", 1),
            ),
            400,
        ),
        (
            "an interactive problem",
            good(&[("1 2\n", "3\n")]).replacen(
                "\"interactive\": false",
                "\"interactive\": true",
                1,
            ),
            422,
        ),
        (
            "files the judge does not run",
            problem(
                "A. Lefthanders and Righthanders",
                "Codeforces",
                "https://codeforces.com/problemset/problem/234/A",
                &[("6\nLLRLLL\n", "1 4\n2 5\n6 3\n")],
                r#""input": {"type": "file", "fileName": "input.txt"}, "output": {"type": "file", "fileName": "output.txt"}"#,
                ("b", 1),
            ),
            422,
        ),
    ];
    for (what, body, status) in &refusals {
        let (got, answer) = listener.post(body);
        assert_eq!(got, *status, "{}: {}", what, answer);
        assert_eq!(answer.lines().count(), 1, "{}: {}", what, answer);
    }
    let port = listener.port;
    let raw = [
        ("a GET", format!("GET / HTTP/1.1\r\nHost: localhost:{}\r\n\r\n", port), 405),
        (
            "a body over 16 MiB",
            format!("POST / HTTP/1.1\r\nHost: localhost:{}\r\nContent-Length: 16777217\r\n\r\n", port),
            413,
        ),
        (
            "a POST without its length",
            format!("POST / HTTP/1.1\r\nHost: localhost:{}\r\n\r\n{{}}", port),
            411,
        ),
        (
            "a web page's POST",
            format!(
                "POST / HTTP/1.1\r\nHost: localhost:{}\r\nOrigin: https://evil.example\r\nContent-Length: 2\r\n\r\n{{}}",
                port
            ),
            403,
        ),
        (
            "a rebound host name",
            format!("POST / HTTP/1.1\r\nHost: evil.example:{}\r\nContent-Length: 2\r\n\r\n{{}}", port),
            403,
        ),
        ("not HTTP", "hello\r\n\r\n".to_string(), 400),
        (
            "a body that stops short of its length",
            format!(
                "POST / HTTP/1.1\r\nHost: localhost:{}\r\nContent-Length: 10\r\n\r\n{{}}",
                port
            ),
            408,
        ),
    ];
    for (what, request, status) in &raw {
        let (got, answer) = listener.request(request);
        assert_eq!(got, *status, "{}: {}", what, answer);
    }
    // One console line for each refusal, and nothing written, not even a hidden folder.
    let stderr = listener.stderr_with_refusals(refusals.len() + raw.len());
    assert!(
        stderr.contains("judge listen: 422 P1001 A+B Problem — not saved: it is interactive"),
        "{}",
        stderr
    );
    assert_eq!(entries(&data), before);

    // Still answering: the same problem again replaces it, and says so.
    let (status, answer) = listener.post(&good(&[("1 2\n", "3\n"), ("2 2\n", "4\n")]));
    assert_eq!(status, 200, "{}", answer);
    assert!(
        answer.contains("(updated: received before, replaced)"),
        "{}",
        answer
    );
    let saved = received_dir(&data).join("luogu-p1001");
    assert_eq!(
        fs::read_to_string(saved.join("sample-2.in")).unwrap(),
        "2 2\n"
    );
    assert_eq!(entries(&data), before);
}

/// The socket is 127.0.0.1's alone: the kernel lists it bound there and nowhere else, and
/// another loopback address (127.0.0.2, loopback on Linux) is refused. Ctrl-C stops it with
/// status 130 and a line saying so.
#[cfg(target_os = "linux")]
#[test]
fn the_listener_is_bound_to_127_0_0_1_alone_and_ctrl_c_stops_it() {
    let dir = scratch("listen-bound");
    let mut listener = Listener::start(&dir.join("data"));
    let port = format!("{:04X}", listener.port);
    let listening: Vec<String> = ["/proc/net/tcp", "/proc/net/tcp6"]
        .iter()
        .filter_map(|table| fs::read_to_string(table).ok())
        .flat_map(|table| {
            table
                .lines()
                .skip(1)
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            fields.len() > 3
                && fields[3] == "0A"
                && fields[1].rsplit(':').next() == Some(port.as_str())
        })
        .map(|line| line.split_whitespace().nth(1).unwrap().to_string())
        .collect();
    assert_eq!(listening, [format!("0100007F:{}", port)]);
    let elsewhere = TcpStream::connect_timeout(
        &(Ipv4Addr::new(127, 0, 0, 2), listener.port).into(),
        Duration::from_secs(10),
    );
    assert!(elsewhere.is_err(), "127.0.0.2 reached the listener");
    assert_eq!(listener.request("GET / HTTP/1.1\r\n\r\n").0, 405);

    let stopped = Command::new("kill")
        .args(["-INT", &listener.child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(stopped.success());
    assert_eq!(listener.next_line(), "judge listen: stopped by SIGINT");
    let mut waited = Duration::ZERO;
    let status = loop {
        if let Some(status) = listener.child.try_wait().expect("wait works") {
            break status;
        }
        assert!(waited < HANG, "judge listen did not stop");
        std::thread::sleep(Duration::from_millis(20));
        waited += Duration::from_millis(20);
    };
    assert_eq!(status.code(), Some(130));
}
