//! One headless Chromium for a test's pages, driven over the DevTools protocol on a pipe
//! (`--remote-debugging-pipe`: Chromium reads commands on its descriptor 3 and writes replies
//! and events on its descriptor 4, each message a JSON text closed by a NUL byte).
//!
//! Why not `chromium --dump-dom URL` once a page, as a user would: a browser's start costs
//! about 1.5 s of CPU, a page viewed in a running browser about 0.6 s (issue 29: the study and
//! statement tests started Chromium 27 times, some 45 s of CPU in a 650-s suite). A page is
//! viewed in a tab of its own, opened and closed around it, so no page sees another's state.
//!
//! What a view gives is what the command-line switches gave: `dom` the document after a
//! virtual-time budget (`--virtual-time-budget --dump-dom`: timers run at once, the budget is
//! virtual milliseconds), `screenshot` a PNG of the viewport once the page has loaded
//! (`--screenshot`), both at a viewport of the given size (`--window-size`).

use super::json::{self, Value};
use bfs_puzzles::text::json_string;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::Duration;

/// How long a reply may take: a bound only a hang reaches (a view takes well under a second).
const REPLY_WITHIN: Duration = Duration::from_secs(120);

/// How long the whole browser may live, killed with its processes after that by `timeout`.
const LIVES_AT_MOST: &str = "900";

/// The switches of every start: headless, no first-run or network chatter, no scrollbars in a
/// screenshot, and no sandbox (the tests run as root, where Chromium's sandbox refuses).
const SWITCHES: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    // A container's /dev/shm is often too small for Chromium.
    "--disable-dev-shm-usage",
    "--remote-debugging-pipe",
];

/// Chromium's command on this machine, or why there is none.
pub fn chromium() -> Result<&'static str, String> {
    ["chromium", "chromium-browser"]
        .into_iter()
        .find(|name| Command::new(name).arg("--version").output().is_ok())
        .ok_or_else(|| "no chromium (apt-get install chromium)".to_string())
}

/// A running headless Chromium; closed, and its profile removed, when dropped.
pub struct Browser {
    child: Child,
    commands: Option<ChildStdin>,
    messages: Receiver<Result<Value, String>>,
    /// Events read while waiting for a reply, kept for a later wait.
    events: Vec<Value>,
    next_id: u64,
    profile: PathBuf,
}

impl Browser {
    /// Starts `browser` (see [`chromium`]) on a fresh profile under `scratch`.
    pub fn start(browser: &str, scratch: &Path) -> Browser {
        let profile = scratch.join(format!("chromium-profile-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        // The pipe's ends on Chromium's descriptors 3 and 4: `sh` moves the child's stdin and
        // stdout there before it runs the browser. `timeout` bounds the browser's life and
        // kills its whole process group if a hang outlives the test.
        let mut child = Command::new("timeout")
            .args(["-k", "10", LIVES_AT_MOST, "sh", "-c"])
            .arg("exec \"$0\" \"$@\" 3<&0 4>&1 </dev/null >/dev/null")
            .arg(browser)
            .args(SWITCHES)
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("timeout, sh and chromium start");
        let replies = child.stdout.take().expect("the reply pipe");
        let (sender, messages) = channel();
        std::thread::spawn(move || {
            for message in BufReader::new(replies).split(0) {
                let parsed = message.map_err(|e| e.to_string()).and_then(|bytes| {
                    json::parse(&String::from_utf8_lossy(&bytes))
                        .ok_or_else(|| "a reply that is not JSON".to_string())
                });
                if sender.send(parsed).is_err() {
                    return;
                }
            }
            let _ = sender.send(Err("Chromium closed the pipe".into()));
        });
        Browser {
            commands: child.stdin.take(),
            child,
            messages,
            events: Vec::new(),
            next_id: 0,
            profile,
        }
    }

    /// The document at `url` (its `outerHTML`) once `budget_ms` of virtual time have passed,
    /// in a viewport of `width` × `height`.
    pub fn dom(&mut self, url: &str, (width, height): (u32, u32), budget_ms: u32) -> String {
        let (target, session) = self.open(url, (width, height), Some(budget_ms));
        let html = self
            .evaluate("document.documentElement.outerHTML", &session)
            .as_str()
            .unwrap_or_else(|| panic!("{}: no document", url))
            .to_string();
        self.close(&target);
        html
    }

    /// What the JavaScript `expression` gives (as JSON carries it) on the page at `url` once
    /// it has loaded, in a viewport of `width` × `height`: a test can click and read the page.
    pub fn value(&mut self, url: &str, size: (u32, u32), expression: &str) -> Value {
        self.evaluate_on(url, size, None, expression)
    }

    /// The value of `script` (a JavaScript expression that gives a string) run in the page at
    /// `url` once `budget_ms` of virtual time have passed, in a viewport of `width` × `height`.
    pub fn run(&mut self, url: &str, size: (u32, u32), budget_ms: u32, script: &str) -> String {
        self.evaluate_on(url, size, Some(budget_ms), script)
            .as_str()
            .unwrap_or_else(|| panic!("{}: the script gave no string", url))
            .to_string()
    }

    /// `expression` evaluated on the page at `url`, opened for it (after `budget_ms` of virtual
    /// time, if given) and closed after.
    fn evaluate_on(
        &mut self,
        url: &str,
        size: (u32, u32),
        budget_ms: Option<u32>,
        expression: &str,
    ) -> Value {
        let (target, session) = self.open(url, size, budget_ms);
        let value = self.evaluate(expression, &session);
        self.close(&target);
        value
    }

    /// A PNG of the viewport, `width` × `height`, at `url` once the page has loaded.
    pub fn screenshot(&mut self, url: &str, (width, height): (u32, u32)) -> Vec<u8> {
        let (target, session) = self.open(url, (width, height), None);
        let data = self
            .call(
                "Page.captureScreenshot",
                "{\"format\":\"png\"}",
                Some(&session),
            )
            .get("data")
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("{}: no screenshot", url))
            .to_string();
        self.close(&target);
        base64(&data).unwrap_or_else(|| panic!("{}: a screenshot that is not base64", url))
    }

    /// A new tab at `url`, its target and session: loaded, or with `budget` virtual
    /// milliseconds run. Virtual time is paused before the navigation and runs from its start:
    /// a budget started on the blank tab would run out before the page is there.
    fn open(
        &mut self,
        url: &str,
        (width, height): (u32, u32),
        budget: Option<u32>,
    ) -> (String, String) {
        let target = string_of(
            self.call("Target.createTarget", "{\"url\":\"about:blank\"}", None),
            "targetId",
        );
        let session = string_of(
            self.call(
                "Target.attachToTarget",
                &format!("{{\"targetId\":{},\"flatten\":true}}", json_string(&target)),
                None,
            ),
            "sessionId",
        );
        let on = Some(session.as_str());
        self.call("Page.enable", "{}", on);
        self.call(
            "Emulation.setDeviceMetricsOverride",
            &format!(
                "{{\"width\":{},\"height\":{},\"deviceScaleFactor\":1,\"mobile\":false}}",
                width, height
            ),
            on,
        );
        if budget.is_some() {
            self.call(
                "Emulation.setVirtualTimePolicy",
                "{\"policy\":\"pause\"}",
                on,
            );
        }
        let navigated = self.call(
            "Page.navigate",
            &format!("{{\"url\":{}}}", json_string(url)),
            on,
        );
        if let Some(error) = navigated.get("errorText").and_then(Value::as_str) {
            panic!("{}: {}", url, error);
        }
        match budget {
            Some(budget) => {
                self.call(
                    "Emulation.setVirtualTimePolicy",
                    &format!(
                        "{{\"policy\":\"pauseIfNetworkFetchesPending\",\"budget\":{}}}",
                        budget
                    ),
                    on,
                );
                self.event("Emulation.virtualTimeBudgetExpired", &session);
            }
            // The blank tab's own load may be reported too: waited for until the page's is.
            None => loop {
                self.event("Page.loadEventFired", &session);
                let loaded = self.evaluate(
                    "document.readyState == 'complete' && location.href != 'about:blank'",
                    &session,
                );
                if loaded == Value::Bool(true) {
                    break;
                }
            },
        }
        (target, session)
    }

    /// The value of the JavaScript `expression` in the tab of `session` (`Null` if it has
    /// none that JSON can carry).
    fn evaluate(&mut self, expression: &str, session: &str) -> Value {
        let reply = self.call(
            "Runtime.evaluate",
            &format!(
                "{{\"expression\":{},\"returnByValue\":true}}",
                json_string(expression)
            ),
            Some(session),
        );
        reply
            .get("result")
            .and_then(|r| r.get("value"))
            .cloned()
            .unwrap_or(Value::Null)
    }

    fn close(&mut self, target: &str) {
        self.call(
            "Target.closeTarget",
            &format!("{{\"targetId\":{}}}", json_string(target)),
            None,
        );
    }

    /// Sends `method` with `params` (a JSON object), on `session` if given; its result. Events
    /// read meanwhile are kept for [`Browser::event`].
    fn call(&mut self, method: &str, params: &str, session: Option<&str>) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = format!(
            "{{\"id\":{},\"method\":{},\"params\":{}",
            id,
            json_string(method),
            params
        );
        if let Some(session) = session {
            message.push_str(&format!(",\"sessionId\":{}", json_string(session)));
        }
        message.push_str("}\0");
        let commands = self.commands.as_mut().expect("the browser is open");
        commands
            .write_all(message.as_bytes())
            .and_then(|_| commands.flush())
            .unwrap_or_else(|e| panic!("{} not sent: {}", method, e));
        loop {
            let reply = self.next_message(method);
            if reply.get("id").and_then(Value::as_number) != Some(id as f64) {
                self.events.push(reply);
                continue;
            }
            if let Some(error) = reply.get("error") {
                panic!("{} failed: {:?}", method, error);
            }
            return match reply {
                Value::Object(fields) => fields
                    .into_iter()
                    .find(|(key, _)| key == "result")
                    .map_or(Value::Null, |(_, result)| result),
                _ => Value::Null,
            };
        }
    }

    /// Waits for the event `method` on `session`.
    fn event(&mut self, method: &str, session: &str) {
        let matches = |m: &Value| {
            m.get("method").and_then(Value::as_str) == Some(method)
                && m.get("sessionId").and_then(Value::as_str) == Some(session)
        };
        if let Some(at) = self.events.iter().position(matches) {
            self.events.remove(at);
            return;
        }
        loop {
            let message = self.next_message(method);
            if matches(&message) {
                return;
            }
            self.events.push(message);
        }
    }

    fn next_message(&mut self, waiting_for: &str) -> Value {
        match self.messages.recv_timeout(REPLY_WITHIN) {
            Ok(Ok(message)) => message,
            Ok(Err(e)) => panic!("waiting for {}: {}", waiting_for, e),
            Err(RecvTimeoutError::Timeout) => {
                panic!(
                    "waiting for {}: no reply in {:?}",
                    waiting_for, REPLY_WITHIN
                )
            }
            Err(RecvTimeoutError::Disconnected) => panic!("waiting for {}: no reader", waiting_for),
        }
    }
}

impl Drop for Browser {
    /// Asks Chromium to close and closes the pipe (Chromium also quits when its pipe closes);
    /// waits for it, and kills it after a bound only a hang reaches.
    fn drop(&mut self) {
        if let Some(mut commands) = self.commands.take() {
            let _ = commands.write_all(b"{\"id\":0,\"method\":\"Browser.close\"}\0");
        }
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        while matches!(self.child.try_wait(), Ok(None)) && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        if matches!(self.child.try_wait(), Ok(None)) {
            // `timeout` passes TERM on to the browser's whole process group.
            let _ = Command::new("kill")
                .args(["-TERM", &self.child.id().to_string()])
                .status();
            let _ = self.child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

/// The string `key` of a reply.
fn string_of(reply: Value, key: &str) -> String {
    reply
        .get(key)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("a reply without {}", key))
        .to_string()
}

/// Standard base64 (`+`, `/`, `=` padding), as Chromium sends binary data; `None` if not.
fn base64(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let bytes = text.trim_end_matches('=').as_bytes();
    if text.len() % 4 != 0 || text.len() - bytes.len() > 2 {
        return None;
    }
    let mut out = Vec::with_capacity(bytes.len() * 3 / 4);
    for chunk in bytes.chunks(4) {
        let mut bits = 0u32;
        for &c in chunk {
            bits = bits << 6 | value(c)?;
        }
        bits <<= 6 * (4 - chunk.len() as u32);
        let whole = [(bits >> 16) as u8, (bits >> 8) as u8, bits as u8];
        out.extend_from_slice(&whole[..chunk.len() - 1]);
    }
    Some(out)
}

#[test]
fn base64_reads_what_rfc_4648_lists() {
    // RFC 4648, section 10.
    for (encoded, decoded) in [
        ("", ""),
        ("Zg==", "f"),
        ("Zm8=", "fo"),
        ("Zm9v", "foo"),
        ("Zm9vYg==", "foob"),
        ("Zm9vYmE=", "fooba"),
        ("Zm9vYmFy", "foobar"),
    ] {
        assert_eq!(
            base64(encoded).as_deref(),
            Some(decoded.as_bytes()),
            "{}",
            encoded
        );
    }
    assert_eq!(base64("Zg="), None);
    assert_eq!(base64("Z==="), None);
    assert_eq!(base64("Zm9v!A=="), None);
}
