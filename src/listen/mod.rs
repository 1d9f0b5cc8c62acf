//! `judge listen [--port N] [--dir DIR]`: receives the problems the browser extension
//! Competitive Companion parses from a judge's page, and saves each as a package that
//! `judge my.cpp NAME` judges.
//!
//! The extension POSTs one problem as JSON to `http://localhost:PORT/` for each port it knows
//! (its tools' ports, and the custom ports its options list); a whole contest is one POST per
//! problem, each naming its batch. The receiver listens on 127.0.0.1 only, on
//! [`DEFAULT_PORT`] unless told otherwise; it reads each connection on a thread of its own
//! (a client that stalls holds up no other), handles the requests one at a time, and answers
//! each with a status and one line, which it also prints:
//!
//! - a problem: saved as `DIR/<name>` ([`save`]; named by [`task::Task::names`]), `200`, and
//!   the command that judges it; the same problem again replaces it and says so;
//! - an interactive problem, or one read from files the judge does not run: `422`, not saved;
//! - not JSON, not a problem, a name that would leave DIR: `400`; not a POST: `405`; over
//!   16 MiB: `413`; a POST from a web page (an `Origin` of `http(s)://…`) or to another host
//!   name (DNS rebinding): `403` — only the extension and local tools may send problems.
//!
//! The listener keeps running after every refusal; SIGINT (Ctrl-C), SIGTERM or SIGHUP stop it
//! once a save under way has ended, with status 128 + the signal.
//!
//! [`http`] reads a request, [`crate::json`] its body, [`task`] the problem in it, and
//! [`save`] writes the package.

pub mod http;
pub mod save;
pub mod task;

use crate::app::{self, CliError, Exit, Outcome};
use crate::problem::{self, Package};
use http::Refusal;
use save::Saved;
use std::collections::HashMap;
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use task::{Io, Task};

/// The port listened on by default: none of the extension's built-in ports (1327, 4244,
/// 6174, 10042, 10043, 10045, 27121), so it is added once as a custom port in its options
/// and no other tool's receiver is taken over.
pub const DEFAULT_PORT: u16 = 11379;

/// How long a client may wait between two packets of its request, or to take the answer.
const CLIENT_TIMEOUT: Duration = Duration::from_secs(5);

/// How long a client may take to send its whole request: a 16 MiB body over loopback takes
/// milliseconds.
const REQUEST_DEADLINE: Duration = Duration::from_secs(30);

/// The most connections served at once.
const MAX_OPEN: usize = 32;

/// How often the listener looks for a stop request between connections.
const POLL: Duration = Duration::from_millis(50);

/// What `judge listen` is asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListenRequest {
    pub port: u16,
    /// `--dir`: where packages go; `None` is [`crate::folders::received`], where the judge
    /// looks for them by name.
    pub dir: Option<PathBuf>,
}

impl Default for ListenRequest {
    fn default() -> Self {
        ListenRequest {
            port: DEFAULT_PORT,
            dir: None,
        }
    }
}

/// Listens until stopped by a signal; an error when the port cannot be had.
pub fn listen(request: &ListenRequest) -> Outcome {
    crate::run::catch_interrupts();
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, request.port)).map_err(|e| {
        format!(
            "cannot listen on 127.0.0.1:{}: {} (another `judge listen`, or another tool, may hold it: give --port N)",
            request.port, e
        )
    })?;
    listener
        .set_nonblocking(true)
        .map_err(|e| format!("cannot listen: {}", e))?;
    let port = listener.local_addr().map_or(request.port, |a| a.port());
    let receiver = Receiver {
        dir: request.dir.clone().unwrap_or_else(crate::folders::received),
        found_by_name: request.dir.is_none(),
        bundled: app::bundled_packages().map_err(CliError::Usage)?,
        batches: HashMap::new(),
    };
    println!(
        "judge listen: waiting on http://127.0.0.1:{}/ for Competitive Companion (add {} to its custom ports); problems go to {}; Ctrl-C stops",
        port,
        port,
        receiver.dir.display()
    );
    let receiver = Arc::new(Mutex::new(receiver));
    let open = Arc::new(AtomicUsize::new(0));
    loop {
        if let Some(signal) = crate::run::interrupted() {
            // A save under way ends first, and none starts after: no package is left half
            // in place.
            let _no_more = receiver
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            println!(
                "judge listen: stopped by {}",
                crate::run::signal_name(signal)
            );
            return Ok(Exit::Stopped(signal));
        }
        match listener.accept() {
            Ok((stream, _)) => take(stream, &receiver, &open),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => std::thread::sleep(POLL),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            // Out of descriptors, a connection reset before it was taken: the next may work.
            Err(e) => {
                eprintln!("judge listen: a connection could not be taken: {}", e);
                std::thread::sleep(POLL);
            }
        }
    }
}

/// Serves `stream` on a thread of its own, so a client that connects and stalls holds up
/// no other (each is cut off after [`CLIENT_TIMEOUT`] of silence or [`REQUEST_DEADLINE`] in
/// all); over [`MAX_OPEN`] connections at once, the newest is answered 503 at once.
fn take(mut stream: TcpStream, receiver: &Arc<Mutex<Receiver>>, open: &Arc<AtomicUsize>) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_read_timeout(Some(CLIENT_TIMEOUT));
    let _ = stream.set_write_timeout(Some(CLIENT_TIMEOUT));
    if open.load(Ordering::SeqCst) >= MAX_OPEN {
        let _ = http::respond(&mut stream, 503, "busy: too many connections at once");
        return;
    }
    let counted = Counted::new(open);
    let receiver = Arc::clone(receiver);
    // A thread that cannot be had drops the connection, and its count with it.
    let _ = std::thread::Builder::new()
        .name("judge listen".to_string())
        .spawn(move || {
            serve(&receiver, stream);
            drop(counted);
        });
}

/// One open connection, counted until dropped (even by a thread that panics).
struct Counted(Arc<AtomicUsize>);

impl Counted {
    fn new(open: &Arc<AtomicUsize>) -> Counted {
        open.fetch_add(1, Ordering::SeqCst);
        Counted(Arc::clone(open))
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Answers one connection and prints what became of it: a problem's lines on stdout, a
/// refusal's on stderr. The request is read by this connection alone; what it asks is done
/// under the lock, one request after another.
fn serve(receiver: &Mutex<Receiver>, mut stream: TcpStream) {
    let read = http::read_post(&mut http::Deadline::new(&mut stream, REQUEST_DEADLINE));
    let answer = read.and_then(|post| {
        receiver
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .receive(&post)
    });
    let (status, lines) = match answer {
        Ok(lines) => (200, lines),
        Err(refusal) => (refusal.status, vec![refusal.why]),
    };
    // One call each, so the lines of two requests never interleave.
    if status == 200 {
        println!("{}", lines.join("\n"));
    } else {
        eprintln!("judge listen: {} {}", status, lines.join(" "));
    }
    let _ = http::respond(&mut stream, status, &lines[0]);
}

/// What the listener keeps between requests.
struct Receiver {
    dir: PathBuf,
    /// True when `dir` is where `judge NAME` looks, so the command shown may use a name.
    found_by_name: bool,
    bundled: Vec<Package>,
    /// Problems received so far of each contest, by batch id.
    batches: HashMap<String, u64>,
}

impl Receiver {
    /// The request checked and saved: the lines to print, or why it is refused.
    fn receive(&mut self, post: &http::Post) -> Result<Vec<String>, Refusal> {
        from_the_extension(post)?;
        let document = crate::json::parse(&post.body)
            .map_err(|why| Refusal::new(400, format!("the body is not JSON: {}", why)))?;
        let task = Task::read(&document).map_err(|why| {
            Refusal::new(400, format!("not a Competitive Companion problem: {}", why))
        })?;
        let refused = |why: String| {
            Err(Refusal::new(
                422,
                format!("{} — not saved: {}", task.name, why),
            ))
        };
        if task.interactive {
            return refused(
                "it is interactive, and the judge runs a program on an input file, with no interactor to answer it".to_string(),
            );
        }
        if let Io::Unsupported(why) = &task.io {
            return refused(why.clone());
        }
        if task.tests.is_empty() {
            return refused("its page has no samples to judge on".to_string());
        }
        let names = task.names().map_err(|why| Refusal::new(400, why))?;
        let saved = save::save(&self.dir, &task, &names).map_err(|e| {
            Refusal::new(
                500,
                format!("{} — cannot write {}: {}", task.name, self.dir.display(), e),
            )
        })?;
        Ok(vec![
            self.received_line(&task, &saved),
            format!("  judge it: {}", self.command(&names.aliases, &saved.path)),
        ])
    }

    /// `P1001 A+B Problem — 2 samples, 1 s, 128 MB → DIR/luogu-p1001`, and what else is so.
    fn received_line(&mut self, task: &Task, saved: &Saved) -> String {
        let count = task.tests.len();
        let mut line = format!(
            "{} — {} sample{}, {}, {} MB{} → {}",
            task.name,
            count,
            if count == 1 { "" } else { "s" },
            save::time_text(task.time_ms),
            task.memory_mb,
            match &task.io {
                Io::Files(name) => format!(", files {0}.in/{0}.out", name),
                _ => String::new(),
            },
            saved.path.display()
        );
        if let Some((id, size)) = &task.batch {
            if *size > 1 {
                if self.batches.len() > 1_000 {
                    self.batches.clear();
                }
                let seen = self.batches.entry(id.clone()).or_insert(0);
                *seen += 1;
                line.push_str(&format!(" ({} of {} in its contest)", seen, size));
            }
        }
        if saved.updated {
            line.push_str(" (updated: received before, replaced)");
        }
        line
    }

    /// The shortest command that judges the package at `path` on a source: by an alias or its
    /// folder's name where that finds it, by its label where a bundled problem has the name
    /// (the bundled one is judged first: see [`problem::resolve_first`]), by its path where
    /// `--dir` put it where names are not looked up.
    fn command(&self, aliases: &[String], path: &Path) -> String {
        let by_path = || format!("judge my.cpp {}", crate::text::shell_quote(path));
        if !self.found_by_name {
            return by_path();
        }
        let received = app::received_packages();
        let shelves = [self.bundled.as_slice(), received.as_slice()];
        let package = match received.iter().find(|p| p.dir == path) {
            Some(package) => package,
            None => return by_path(),
        };
        let finds_it = |name: &str| {
            problem::resolve_first(&shelves, name).map_or(false, |found| found.dir == path)
        };
        let mut names: Vec<String> = aliases.to_vec();
        names.push(package.name.clone());
        if let Some(name) = names.iter().find(|name| finds_it(name)) {
            return format!("judge my.cpp {}", name);
        }
        let label = package.label();
        if !finds_it(&label) {
            return by_path();
        }
        match names
            .iter()
            .find(|name| problem::resolve(&self.bundled, name).is_ok())
        {
            Some(name) => format!(
                "judge my.cpp {} (its samples; `judge my.cpp {}` judges on the bundled package's verified testdata)",
                label, name
            ),
            None => format!("judge my.cpp {}", label),
        }
    }
}

/// Refuses what a web page could send: a browser tab's script POSTing here carries its page's
/// `Origin` (the extension's requests carry its own `chrome-extension://` or
/// `moz-extension://`, or none), and a page that rebinds its DNS name to 127.0.0.1 sends its
/// own `Host`.
fn from_the_extension(post: &http::Post) -> Result<(), Refusal> {
    if let Some(origin) = post.header("origin") {
        let lower = origin.to_ascii_lowercase();
        if lower.starts_with("http://") || lower.starts_with("https://") {
            return Err(Refusal::new(
                403,
                format!(
                    "a web page ({}) may not send problems here; only the extension and local tools",
                    crate::text::one_line(origin)
                ),
            ));
        }
    }
    if let Some(host) = post.header("host") {
        let name = match host.strip_prefix('[') {
            Some(v6) => v6.split(']').next().unwrap_or(""),
            None => host.split(':').next().unwrap_or(""),
        };
        if !matches!(
            name.to_ascii_lowercase().as_str(),
            "localhost" | "127.0.0.1" | "::1"
        ) {
            return Err(Refusal::new(
                403,
                format!(
                    "a request for the host `{}`; only localhost is served",
                    crate::text::one_line(host)
                ),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn post(headers: &[(&str, &str)]) -> http::Post {
        http::Post {
            target: "/".to_string(),
            headers: headers
                .iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect(),
            body: Vec::new(),
        }
    }

    #[test]
    fn only_the_extension_and_local_tools_may_send() {
        let ok = |headers: &[(&str, &str)]| from_the_extension(&post(headers)).is_ok();
        assert!(ok(&[("host", "localhost:11379")]));
        assert!(ok(&[
            ("host", "127.0.0.1:11379"),
            ("origin", "chrome-extension://abc")
        ]));
        assert!(ok(&[("origin", "moz-extension://abc")]));
        assert!(ok(&[]));
        assert!(!ok(&[("origin", "https://evil.example")]));
        assert!(!ok(&[("host", "evil.example:11379")]));
    }
}
