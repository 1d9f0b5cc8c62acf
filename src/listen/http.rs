//! Just enough HTTP/1.1 for one POST: the request line, the headers, a body of
//! `Content-Length` bytes, and a plain-text answer, the connection closed after it. Every
//! limit is checked before the bytes are read: the head at [`MAX_HEAD`], the body at
//! [`MAX_BODY`], and the caller's read timeout on the socket ends a client that stalls.

use std::io::{self, Read, Write};
use std::time::{Duration, Instant};

/// The largest body taken: 16 MiB, far over any problem's samples.
pub const MAX_BODY: usize = 16 << 20;

/// The largest head (request line and headers) taken.
pub const MAX_HEAD: usize = 64 << 10;

/// A reader that fails with `TimedOut` once its time is up: a socket's read timeout bounds
/// one read, and this bounds them all, so a client that trickles a byte at a time is cut off.
pub struct Deadline<R> {
    inner: R,
    until: Instant,
}

impl<R> Deadline<R> {
    pub fn new(inner: R, allowed: Duration) -> Deadline<R> {
        Deadline {
            inner,
            until: Instant::now() + allowed,
        }
    }
}

impl<R: Read> Read for Deadline<R> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        if Instant::now() > self.until {
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the request took too long",
            ));
        }
        self.inner.read(buffer)
    }
}

/// A POST that was read whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Post {
    pub target: String,
    /// The headers, their names in lower case.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Post {
    /// The first header `name` (lower case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a request is refused: the status to answer and one line saying why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub status: u16,
    pub why: String,
}

impl Refusal {
    pub fn new(status: u16, why: impl Into<String>) -> Refusal {
        Refusal {
            status,
            why: why.into(),
        }
    }
}

/// Reads one request from `stream`: a POST with its body, or why it is refused (405 for
/// another method, 411 without a length, 413 over [`MAX_BODY`], 408 for a client too slow,
/// 400 for what is not HTTP).
pub fn read_post(stream: &mut impl Read) -> Result<Post, Refusal> {
    let (head, mut body) = read_head(stream)?;
    let head = String::from_utf8_lossy(&head).into_owned();
    let mut lines = head.split("\r\n").flat_map(|line| line.split('\n'));
    let request_line = lines.next().unwrap_or("");
    let mut words = request_line.split(' ');
    let (method, target) = match (words.next(), words.next(), words.next(), words.next()) {
        (Some(m), Some(t), Some(v), None) if !m.is_empty() && v.starts_with("HTTP/1.") => (m, t),
        _ => return Err(Refusal::new(400, "not an HTTP/1.1 request")),
    };
    let mut headers = Vec::new();
    for line in lines.filter(|line| !line.is_empty()) {
        let (name, value) = line
            .split_once(':')
            .ok_or_else(|| Refusal::new(400, "a header line without a colon"))?;
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
    }
    if method != "POST" {
        return Err(Refusal::new(
            405,
            format!(
                "{} is not taken: Competitive Companion POSTs a problem here",
                crate::text::one_line(method)
            ),
        ));
    }
    if headers.iter().any(|(n, _)| n == "transfer-encoding") {
        return Err(Refusal::new(
            411,
            "a body in chunks is not read: send Content-Length",
        ));
    }
    let lengths: Vec<&str> = headers
        .iter()
        .filter(|(n, _)| n == "content-length")
        .map(|(_, v)| v.as_str())
        .collect();
    let length = match lengths.as_slice() {
        [] => return Err(Refusal::new(411, "a POST without Content-Length")),
        [one] => one
            .parse::<u64>()
            .map_err(|_| Refusal::new(400, "Content-Length is not a number"))?,
        _ => return Err(Refusal::new(400, "Content-Length given twice")),
    };
    if length > MAX_BODY as u64 {
        return Err(Refusal::new(
            413,
            format!(
                "a body of {} bytes; at most {} MiB is taken",
                length,
                MAX_BODY >> 20
            ),
        ));
    }
    let length = length as usize;
    if body.len() > length {
        body.truncate(length);
    }
    let mut rest = vec![0; length - body.len()];
    stream.read_exact(&mut rest).map_err(|e| read_failure(&e))?;
    body.extend_from_slice(&rest);
    Ok(Post {
        target: target.to_string(),
        headers,
        body,
    })
}

/// The head up to its blank line, and the bytes read past it (the body's start).
fn read_head(stream: &mut impl Read) -> Result<(Vec<u8>, Vec<u8>), Refusal> {
    let mut buffer = Vec::new();
    let mut chunk = [0; 8192];
    loop {
        let found = head_end(&buffer);
        if found.map_or(buffer.len(), |(end, _)| end) > MAX_HEAD {
            return Err(Refusal::new(
                431,
                format!("a head over {} KiB", MAX_HEAD >> 10),
            ));
        }
        if let Some((end, separator)) = found {
            let body = buffer.split_off(end + separator);
            buffer.truncate(end);
            return Ok((buffer, body));
        }
        match stream.read(&mut chunk) {
            Ok(0) => return Err(Refusal::new(400, "the request ends inside its head")),
            Ok(n) => buffer.extend_from_slice(&chunk[..n]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(read_failure(&e)),
        }
    }
}

/// Where the head's blank line starts, and its length (`\r\n\r\n`, or `\n\n` from a client
/// that writes bare newlines).
fn head_end(buffer: &[u8]) -> Option<(usize, usize)> {
    let crlf = buffer.windows(4).position(|w| w == b"\r\n\r\n");
    let lf = buffer.windows(2).position(|w| w == b"\n\n");
    match (crlf, lf) {
        (Some(c), Some(l)) if l < c => Some((l, 2)),
        (Some(c), _) => Some((c, 4)),
        (None, Some(l)) => Some((l, 2)),
        (None, None) => None,
    }
}

fn read_failure(e: &io::Error) -> Refusal {
    match e.kind() {
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => Refusal::new(
            408,
            "the client stopped sending before the request was whole",
        ),
        io::ErrorKind::UnexpectedEof => {
            Refusal::new(400, "the body is shorter than its Content-Length")
        }
        _ => Refusal::new(400, format!("the request could not be read: {}", e)),
    }
}

/// The reason phrase of the statuses answered.
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        403 => "Forbidden",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        411 => "Length Required",
        413 => "Content Too Large",
        422 => "Unprocessable Content",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        _ => "Internal Server Error",
    }
}

/// Answers `status` with `text` (one line) as the body, and closes the exchange.
pub fn respond(stream: &mut impl Write, status: u16, text: &str) -> io::Result<()> {
    let body = format!("{}\n", text);
    let allow = if status == 405 { "Allow: POST\r\n" } else { "" };
    let answer = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\n{}Connection: close\r\n\r\n{}",
        status,
        reason(status),
        body.len(),
        allow,
        body
    );
    stream.write_all(answer.as_bytes())?;
    stream.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(bytes: &[u8]) -> Result<Post, Refusal> {
        read_post(&mut &bytes[..])
    }

    #[test]
    fn a_post_is_read_with_its_body_and_headers() {
        let post = read(
            b"POST / HTTP/1.1\r\nHost: localhost:11379\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{\"a\":1}",
        )
        .unwrap();
        assert_eq!(post.body, b"{\"a\":1}");
        assert_eq!(post.header("host"), Some("localhost:11379"));
        assert_eq!(post.target, "/");
    }

    #[test]
    fn what_is_not_a_post_of_a_known_length_is_refused_with_its_status() {
        let status = |bytes: &[u8]| read(bytes).unwrap_err().status;
        assert_eq!(status(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n"), 405);
        assert_eq!(status(b"POST / HTTP/1.1\r\n\r\n"), 411);
        assert_eq!(
            status(b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"),
            411
        );
        assert_eq!(
            status(b"POST / HTTP/1.1\r\nContent-Length: 16777217\r\n\r\n"),
            413
        );
        assert_eq!(
            status(b"POST / HTTP/1.1\r\nContent-Length: 9\r\n\r\n{}"),
            400
        );
        assert_eq!(status(b"hello\r\n\r\n"), 400);
        assert_eq!(status(b"POST / HTTP/1.1\r\nContent-Length"), 400);
        let long = format!("POST / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(MAX_HEAD + 1));
        assert_eq!(status(long.as_bytes()), 431);
    }

    #[test]
    fn a_request_past_its_deadline_is_cut_off() {
        let bytes = b"POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}";
        let mut late = Deadline::new(&bytes[..], Duration::ZERO);
        std::thread::sleep(Duration::from_millis(2));
        assert_eq!(read_post(&mut late).unwrap_err().status, 408);
        let mut early = Deadline::new(&bytes[..], Duration::from_secs(3600));
        assert!(read_post(&mut early).is_ok());
    }

    #[test]
    fn an_answer_is_whole_http() {
        let mut out = Vec::new();
        respond(&mut out, 405, "only POST").unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with("HTTP/1.1 405 Method Not Allowed\r\n"),
            "{}",
            text
        );
        assert!(text.contains("Allow: POST\r\n"));
        assert!(text.ends_with("\r\n\r\nonly POST\n"));
        assert!(text.contains("Content-Length: 10\r\n"));
    }
}
