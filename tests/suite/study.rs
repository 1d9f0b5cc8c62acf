//! `judge trace --html`: the study pages of `docs/study/` are what the command writes today,
//! and in a real browser (headless Chromium) each page steps through the trace it was made
//! from: the board shown at step k is the trace's board k, with the moved cell marked; the
//! arrow keys, the previous button, the move chips and play land where they should; each chart
//! grows to all its bars; searches side by side show the boards each touched; numbers grouped
//! by thousands never break across lines; ask mode, switched on, stops before a step with its
//! question and scores a wrong and a right pick; the page logs no error; and a screenshot at a
//! phone's width has the board drawn. Without Chromium the browser test is skipped with a
//! reason, unless `CI` is set.

use crate::common;

use bfs_puzzles::trace::{grouped, Ask, Chart, Grid, Section, Trace};
use bfs_puzzles::{puzzles, study};
use common::browser::{self, Browser};
use common::judging::*;
use std::fs;
use std::path::Path;
use std::sync::Mutex;

/// The guide's examples: the page's file under `docs/study/`, the puzzle, the input's tokens.
const PAGES: &[(&str, &str, &[&str])] = &[
    (
        "nine-grid-31-moves.html",
        "nine_grid",
        &["12345678.", "8672543.1"],
    ),
    (
        "magic-board-sample.html",
        "magic_board",
        &["2", "6", "8", "4", "5", "7", "3", "1"],
    ),
    (
        "eight-puzzle-sample.html",
        "eight_puzzle",
        &["2", "3", "4", "1", "5", "x", "7", "6", "8"],
    ),
    (
        "eight-puzzle-unsolvable.html",
        "eight_puzzle",
        &["2", "1", "3", "4", "5", "6", "7", "8", "x"],
    ),
    (
        "eight-ii-sample.html",
        "eight_ii",
        &["1", "564178X23", "7568X4123"],
    ),
    ("grasshoppers-contest.html", "grasshoppers", &[""]),
    (
        "eight-puzzle-three-searches.html",
        "eight_puzzle",
        &["8", "6", "7", "2", "5", "4", "3", "x", "1"],
    ),
    (
        "fifteen-31-moves.html",
        "fifteen",
        &[
            "2", "3", "4", "8", "14", "1", "10", "6", "13", "9", "11", "7", "5", "15", "0", "12",
        ],
    ),
    (
        "string-rewrite-two-ways.html",
        "string_rewrite",
        &[
            "acbad",
            "ababbcbadbabdb",
            "d",
            "bab",
            "a",
            "ab",
            "bd",
            "bca",
            "b",
            "db",
        ],
    ),
];

/// Up to this many boards a page shows side by side (page.js `GALLERY`), more it steps through.
const GALLERY: usize = 3;

/// Inputs at the edges, whose pages are written to a scratch folder and only stepped through:
/// no move, one move (a pair of boards side by side), an unsolvable pair, an illegal board
/// (text alone), an HDU pair of the magic board.
const EDGES: &[(&str, &[&str])] = &[
    ("nine_grid", &["12345678.", "12345678."]),
    ("nine_grid", &["12345678.", "1234567.8"]),
    ("nine_grid", &["12345678.", "21345678."]),
    ("nine_grid", &["11345678.", "12345678."]),
    ("magic_board", &["12345678", "87654321"]),
];

fn study_dir() -> std::path::PathBuf {
    manifest_dir().join("docs/study")
}

/// The trace a page was made from, by the library (the command joins the tokens by spaces).
fn traced(puzzle: &str, tokens: &[&str]) -> Trace {
    puzzles::by_name(puzzle)
        .expect("a puzzle")
        .trace(format!("{}\n", tokens.join(" ")).as_bytes())
        .expect("traced")
}

#[test]
fn the_study_pages_are_what_trace_html_writes_today() {
    let dir = scratch("study-pages");
    for (file, puzzle, tokens) in PAGES {
        let written = dir.join(file);
        let mut args = vec!["trace", puzzle];
        args.extend_from_slice(tokens);
        let target = written.display().to_string();
        args.extend_from_slice(&["--html", &target]);
        let (code, stdout, stderr) = judge_binary(&args);
        assert_eq!(code, Some(0), "{}{}", stdout, stderr);
        assert!(stdout.contains("study page written to"), "{}", stdout);
        let page = fs::read_to_string(&written).expect("the page is written");
        let stored = study_dir().join(file);
        if std::env::var_os("BLESS").map_or(false, |v| v == "1") {
            fs::write(&stored, &page).expect("page stored");
        }
        let kept = fs::read_to_string(&stored).expect("page exists (BLESS=1 writes it)");
        assert!(
            kept == page,
            "docs/study/{} is stale: BLESS=1 cargo test --test suite study::",
            file
        );
    }
}

#[test]
fn a_page_that_cannot_be_written_is_a_usage_error() {
    let dir = scratch("study-unwritable");
    let target = dir.join("no-such-folder").join("page.html");
    let target = target.display().to_string();
    let (code, _, stderr) = judge_binary(&[
        "trace",
        "nine_grid",
        "12345678.",
        "1234567.8",
        "--html",
        &target,
    ]);
    assert_eq!(code, Some(2), "{}", stderr);
    assert!(stderr.contains("cannot write"), "{}", stderr);
}

/// A board as the page's self-test reports it: rows split by ` / `, the marked cell in brackets.
fn shown(grid: &Grid) -> String {
    let rows: Vec<String> = grid
        .rows
        .iter()
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|cell| match cell.marked {
                    true => format!("[{}]", cell.text),
                    false => cell.text.clone(),
                })
                .collect();
            cells.join(" ")
        })
        .collect();
    rows.join(" / ")
}

/// A count as the page writes it: grouped by thousands, the groups joined by U+202F.
fn number(n: usize) -> String {
    study::unbreakable_numbers(&grouped(n))
}

/// The questions of a stepper, chart or side-by-side view, by step: where ask mode stops.
struct Asker {
    name: String,
    questions: Vec<Option<Ask>>,
}

/// What the page's ask-mode test reports: every stepper that asks back at step 0; for each,
/// at its first two questions, the question put up before the step, then a pick (wrong at the
/// first, where a choice is wrong; right at the second), the score and the step then shown.
fn expected_asking(askers: &[Asker]) -> Vec<String> {
    if askers.is_empty() {
        return vec!["ask mode: no button, 0 steppers ask".into()];
    }
    let mut lines = vec![format!(
        "Ask me first: on, at steps {}",
        vec!["0"; askers.len()].join(" ")
    )];
    let (mut right, mut asked) = (0, 0);
    for asker in askers {
        let steps = asker
            .questions
            .iter()
            .enumerate()
            .filter_map(|(k, q)| q.as_ref().map(|q| (k, q)));
        for (n, (k, question)) in steps.take(2).enumerate() {
            let rights = question.choices.iter().filter(|c| c.right).count();
            lines.push(format!(
                "ask {} before step {}: {} choices, {} right, showing step {}",
                asker.name,
                k,
                question.choices.len(),
                rights,
                k - 1
            ));
            let picked_right = n > 0 || rights == question.choices.len();
            asked += 1;
            right += usize::from(picked_right);
            lines.push(format!(
                "ask picked {}: score: {} of {}, showing step {}",
                if picked_right { "right" } else { "wrong" },
                right,
                asked,
                k
            ));
        }
    }
    lines.push("Ask me first: off".into());
    lines
}

/// What the self-test of a page should report for its trace, line by line.
fn expected_report(trace: &Trace) -> Vec<String> {
    let mut lines = Vec::new();
    let mut boards = 0;
    let mut charts = 0;
    let mut steppers = 0;
    let mut compares = Vec::new();
    let mut askers = Vec::new();
    let mut first_path = None;
    for section in &trace.sections {
        match section {
            Section::Boards(_, grids) => {
                let i = boards;
                boards += 1;
                for (k, grid) in grids.iter().enumerate() {
                    lines.push(format!("boards {} step {}: {}", i, k, shown(grid)));
                }
                if grids.len() <= GALLERY {
                    continue;
                }
                askers.push(Asker {
                    name: format!("boards {}", steppers),
                    questions: grids.iter().map(|g| g.ask.clone()).collect(),
                });
                steppers += 1;
                let at = |k: usize| shown(&grids[k.min(grids.len() - 1)]);
                let last = grids.len() - 1;
                lines.push(format!(
                    "boards {} ArrowLeft: {}",
                    i,
                    at(last.saturating_sub(1))
                ));
                lines.push(format!("boards {} prev: {}", i, at(last.saturating_sub(2))));
                lines.push(format!(
                    "boards {} ArrowRight: {}",
                    i,
                    at(last.saturating_sub(2) + 1)
                ));
                lines.push(format!("boards {} last chip: {}", i, at(last)));
                first_path.get_or_insert(last);
            }
            Section::Chart(chart) => {
                lines.push(format!(
                    "chart {} final bars: {}",
                    charts,
                    chart.series.iter().map(|s| s.values.len()).sum::<usize>()
                ));
                lines.push(format!(
                    "chart {} marked bars: {}",
                    charts,
                    chart.marked.len()
                ));
                askers.push(Asker {
                    name: format!("chart {}", charts),
                    questions: chart.questions(),
                });
                charts += 1;
            }
            Section::Compare(comparison) => {
                for run in &comparison.runs {
                    compares.push(format!(
                        "compare {} {}: touched: {} {}",
                        askers
                            .iter()
                            .filter(|a| a.name.starts_with("compare"))
                            .count(),
                        run.name,
                        number(run.touched()),
                        comparison.things
                    ));
                }
                askers.push(Asker {
                    name: format!(
                        "compare {}",
                        askers
                            .iter()
                            .filter(|a| a.name.starts_with("compare"))
                            .count()
                    ),
                    questions: comparison.questions(),
                });
            }
            _ => {}
        }
    }
    lines.extend(compares);
    lines.push("numbers split by a breaking space: 0, drawn across lines: 0".into());
    lines.push("headings that say brackets: 0".into());
    askers.retain(|a| a.questions.iter().any(Option::is_some));
    lines.extend(expected_asking(&askers));
    if let Some(last) = first_path {
        lines.push(format!(
            "first stepper after play: step {} of {}",
            last, last
        ));
    }
    lines.push("errors: none".into());
    lines.push("done".into());
    lines
}

/// The self-test's report, with each chart's bar counts by step checked and summed up as the
/// final count: bars only appear, step by step, and the first step shows the roots alone.
fn summarised(report: &str, trace: &Trace) -> Vec<String> {
    let charts: Vec<&Chart> = trace
        .sections
        .iter()
        .filter_map(|s| match s {
            Section::Chart(chart) => Some(chart),
            _ => None,
        })
        .collect();
    let mut lines = Vec::new();
    for line in report.lines() {
        match line.split_once(" bars shown by step: ") {
            Some((head, counts)) => {
                let counts: Vec<usize> = counts
                    .split(' ')
                    .map(|c| c.parse().expect("a count"))
                    .collect();
                let chart = charts[head["chart ".len()..].parse::<usize>().expect("an index")];
                let roots = match chart.order.first() {
                    Some(step) => step.len(),
                    None => chart.series.iter().filter(|s| !s.values.is_empty()).count(),
                };
                assert_eq!(counts[0], roots, "{}: only the roots at first", line);
                assert!(
                    counts.windows(2).all(|w| w[0] < w[1]),
                    "{}: every step shows more bars",
                    line
                );
                lines.push(format!(
                    "{} final bars: {}",
                    head,
                    counts.last().copied().unwrap_or(0)
                ));
            }
            None => lines.push(line.to_string()),
        }
    }
    lines
}

/// The browser, for one view: a view that failed in another thread leaves it usable.
fn lock(browser: &Mutex<Browser>) -> std::sync::MutexGuard<'_, Browser> {
    browser
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn unescaped(html: &str) -> String {
    html.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

#[test]
fn the_study_pages_step_through_their_traces_in_a_browser() {
    let chromium = match browser::chromium() {
        Ok(chromium) => chromium,
        Err(reason) if !common::in_ci() => {
            return eprintln!("skipped: {}", reason);
        }
        Err(reason) => panic!("CI must run the browser test: {}", reason),
    };
    let dir = scratch("study-browser");
    // One browser views every page, one page at a time, each in a tab of its own; the traces
    // are made side by side meanwhile.
    let browser = Mutex::new(Browser::start(chromium, &dir));
    let edges: Vec<(usize, &(&str, &[&str]))> = EDGES.iter().enumerate().collect();
    common::in_parallel(&edges, |&(n, (puzzle, tokens))| {
        let page = dir.join(format!("edge-{}.html", n));
        let command = format!("judge trace {} {}", puzzle, tokens.join(" "));
        let trace = traced(puzzle, tokens);
        fs::write(&page, study::page(&command, &trace)).expect("page written");
        steps_through(&browser, &page, &trace);
    });
    common::in_parallel(PAGES, |(file, puzzle, tokens)| {
        let trace = traced(puzzle, tokens);
        let page = study_dir().join(file);
        steps_through(&browser, &page, &trace);
        let url = format!("file://{}", page.display());
        // Board 1: the first move, its tile marked, at a phone's width.
        let png = lock(&browser).screenshot(&format!("{}#step=1", url), (412, 1200));
        let shot = dir.join(file.replace(".html", ".png"));
        fs::write(&shot, &png).expect("the screenshot kept");
        let (width, height, pixels) = png::decode(&png).expect("a PNG Chromium wrote");
        assert_eq!((width, height), (412, 1200), "{}", file);
        let count = |colour: [u8; 3]| pixels.iter().filter(|&&p| p == colour).count();
        let distinct = {
            let mut colours: Vec<[u8; 3]> = pixels.clone();
            colours.sort_unstable();
            colours.dedup();
            colours.len()
        };
        assert!(
            distinct > 50,
            "{}: {} colours, a blank page?",
            file,
            distinct
        );
        // The tiles' fill (page.css `--tile`), and the moved tile's (`--moved`): whole cells,
        // plain or moved (字串变换's sample draws three cells, two of them just written).
        let tiles = count([0xdf, 0xe8, 0xf4]) + count([0xf2, 0x8e, 0x2b]);
        assert!(
            tiles > 5_000,
            "{}: {} tile pixels in {}",
            file,
            tiles,
            shot.display()
        );
        // Only the page's first boards are in the shot (the 15-puzzle's path comes after
        // the board and the goal, below a phone's first screen).
        let first_move_marked = trace
            .sections
            .iter()
            .find_map(|s| match s {
                Section::Boards(_, grids) => Some(grids),
                _ => None,
            })
            .and_then(|grids| grids.get(1))
            .map_or(false, |g| g.rows.iter().flatten().any(|cell| cell.marked));
        if first_move_marked {
            let moved = count([0xf2, 0x8e, 0x2b]);
            assert!(
                moved > 1_000,
                "{}: {} pixels of the moved tile",
                file,
                moved
            );
        }
        eprintln!("{}: screenshot {}", file, shot.display());
    });
}

/// Opens `page` as `PAGE#selftest` and compares what it showed with `trace`.
fn steps_through(browser: &Mutex<Browser>, page: &Path, trace: &Trace) {
    // A phone's width, where a number grouped by plain spaces breaks across lines; virtual
    // time for the self-test's steps, which run at once.
    let dom = lock(browser).dom(
        &format!("file://{}#selftest", page.display()),
        (360, 2000),
        120_000,
    );
    // The report is the last element the page adds.
    let report = dom
        .rsplit_once("<pre id=\"selftest\">")
        .and_then(|(_, rest)| rest.split_once("</pre>"))
        .map(|(report, _)| unescaped(report))
        .unwrap_or_else(|| panic!("{}: the self-test wrote no report", page.display()));
    assert_eq!(
        summarised(&report, trace),
        expected_report(trace),
        "{}: what the page showed",
        page.display()
    );
}

/// Just enough of PNG to look at a screenshot: 8-bit RGB or RGBA, not interlaced, inflated
/// and unfiltered here (std has no decoder).
mod png {
    pub fn decode(bytes: &[u8]) -> Result<(usize, usize, Vec<[u8; 3]>), String> {
        if bytes.len() < 8 || &bytes[..8] != b"\x89PNG\r\n\x1a\n" {
            return Err("not a PNG".into());
        }
        let (mut at, mut header, mut data) = (8, None, Vec::new());
        while at + 8 <= bytes.len() {
            let length =
                u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
                    as usize;
            let kind = &bytes[at + 4..at + 8];
            let body = bytes.get(at + 8..at + 8 + length).ok_or("a cut chunk")?;
            match kind {
                b"IHDR" => header = Some(body.to_vec()),
                b"IDAT" => data.extend_from_slice(body),
                b"IEND" => break,
                _ => {}
            }
            at += 12 + length;
        }
        let header = header.ok_or("no IHDR")?;
        let word = |i: usize| {
            u32::from_be_bytes([header[i], header[i + 1], header[i + 2], header[i + 3]]) as usize
        };
        let (width, height) = (word(0), word(4));
        let channels = match (header[8], header[9], header[12]) {
            (8, 2, 0) => 3,
            (8, 6, 0) => 4,
            other => return Err(format!("unsupported PNG {:?}", other)),
        };
        let raw = inflate(data.get(2..).ok_or("no zlib header")?)?;
        let stride = width * channels;
        if raw.len() < height * (stride + 1) {
            return Err("short image data".into());
        }
        let mut pixels = Vec::with_capacity(width * height);
        let mut previous = vec![0u8; stride];
        for row in 0..height {
            let line = &raw[row * (stride + 1)..(row + 1) * (stride + 1)];
            let mut current = line[1..].to_vec();
            for i in 0..stride {
                let left = if i >= channels {
                    current[i - channels]
                } else {
                    0
                };
                let up = previous[i];
                let corner = if i >= channels {
                    previous[i - channels]
                } else {
                    0
                };
                let add = match line[0] {
                    0 => 0,
                    1 => left,
                    2 => up,
                    3 => ((u16::from(left) + u16::from(up)) / 2) as u8,
                    4 => paeth(left, up, corner),
                    f => return Err(format!("filter {}", f)),
                };
                current[i] = current[i].wrapping_add(add);
            }
            pixels.extend(current.chunks(channels).map(|p| [p[0], p[1], p[2]]));
            previous = current;
        }
        Ok((width, height, pixels))
    }

    fn paeth(a: u8, b: u8, c: u8) -> u8 {
        let p = i16::from(a) + i16::from(b) - i16::from(c);
        let (pa, pb, pc) = (
            (p - i16::from(a)).abs(),
            (p - i16::from(b)).abs(),
            (p - i16::from(c)).abs(),
        );
        if pa <= pb && pa <= pc {
            a
        } else if pb <= pc {
            b
        } else {
            c
        }
    }

    struct Bits<'a> {
        data: &'a [u8],
        at: usize,
    }

    impl Bits<'_> {
        fn take(&mut self, n: u32) -> Result<usize, String> {
            let mut value = 0;
            for i in 0..n {
                let byte = *self
                    .data
                    .get(self.at / 8)
                    .ok_or("deflate data ends early")?;
                value |= usize::from((byte >> (self.at % 8)) & 1) << i;
                self.at += 1;
            }
            Ok(value)
        }
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Code {
        counts: [usize; 16],
        symbols: Vec<usize>,
    }

    impl Code {
        fn new(lengths: &[usize]) -> Code {
            let mut counts = [0; 16];
            for &l in lengths {
                counts[l] += 1;
            }
            counts[0] = 0;
            let mut symbols = Vec::new();
            for length in 1..16 {
                symbols.extend((0..lengths.len()).filter(|&s| lengths[s] == length));
            }
            Code { counts, symbols }
        }

        fn decode(&self, bits: &mut Bits) -> Result<usize, String> {
            let (mut code, mut first, mut index) = (0, 0, 0);
            for length in 1..16 {
                code |= bits.take(1)?;
                let count = self.counts[length];
                if code < first + count {
                    return Ok(self.symbols[index + code - first]);
                }
                index += count;
                first = (first + count) << 1;
                code <<= 1;
            }
            Err("a bad Huffman code".into())
        }
    }

    const LENGTH_BASE: [usize; 29] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ];
    const LENGTH_EXTRA: [u32; 29] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ];
    const DISTANCE_BASE: [usize; 30] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ];
    const DISTANCE_EXTRA: [u32; 30] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
        13, 13,
    ];

    /// Raw deflate (RFC 1951): stored, fixed and dynamic blocks.
    fn inflate(data: &[u8]) -> Result<Vec<u8>, String> {
        let mut bits = Bits { data, at: 0 };
        let mut out = Vec::new();
        loop {
            let last = bits.take(1)?;
            match bits.take(2)? {
                0 => {
                    bits.at = (bits.at + 7) / 8 * 8;
                    let length = bits.take(16)?;
                    bits.take(16)?;
                    let start = bits.at / 8;
                    out.extend_from_slice(data.get(start..start + length).ok_or("a cut block")?);
                    bits.at += 8 * length;
                }
                kind @ (1 | 2) => {
                    let (literals, distances) = if kind == 1 {
                        let mut lengths = vec![8; 144];
                        lengths.extend([9; 112]);
                        lengths.extend([7; 24]);
                        lengths.extend([8; 8]);
                        (Code::new(&lengths), Code::new(&[5; 30]))
                    } else {
                        dynamic_codes(&mut bits)?
                    };
                    loop {
                        let symbol = literals.decode(&mut bits)?;
                        if symbol < 256 {
                            out.push(symbol as u8);
                            continue;
                        }
                        if symbol == 256 {
                            break;
                        }
                        let s = symbol - 257;
                        let length = LENGTH_BASE.get(s).ok_or("a bad length")?
                            + bits.take(LENGTH_EXTRA[s])?;
                        let d = distances.decode(&mut bits)?;
                        let distance = DISTANCE_BASE.get(d).ok_or("a bad distance")?
                            + bits.take(DISTANCE_EXTRA[d])?;
                        let from = out
                            .len()
                            .checked_sub(distance)
                            .ok_or("a distance too far")?;
                        for i in 0..length {
                            out.push(out[from + i]);
                        }
                    }
                }
                _ => return Err("a reserved block type".into()),
            }
            if last == 1 {
                return Ok(out);
            }
        }
    }

    fn dynamic_codes(bits: &mut Bits) -> Result<(Code, Code), String> {
        const ORDER: [usize; 19] = [
            16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
        ];
        let literals = bits.take(5)? + 257;
        let distances = bits.take(5)? + 1;
        let code_lengths = bits.take(4)? + 4;
        let mut lengths = [0; 19];
        for &slot in ORDER.iter().take(code_lengths) {
            lengths[slot] = bits.take(3)?;
        }
        let lengths_code = Code::new(&lengths);
        let mut all = Vec::new();
        while all.len() < literals + distances {
            let symbol = lengths_code.decode(bits)?;
            let (value, repeat) = match symbol {
                0..=15 => (symbol, 1),
                16 => (*all.last().ok_or("a repeat of nothing")?, 3 + bits.take(2)?),
                17 => (0, 3 + bits.take(3)?),
                _ => (0, 11 + bits.take(7)?),
            };
            all.extend(std::iter::repeat(value).take(repeat));
        }
        Ok((
            Code::new(&all[..literals]),
            Code::new(&all[literals..literals + distances]),
        ))
    }
}

/// The trace of a page of `PAGES`, by its file's name.
fn page_trace(file: &str) -> Trace {
    let (_, puzzle, tokens) = PAGES
        .iter()
        .find(|(name, _, _)| *name == file)
        .unwrap_or_else(|| panic!("{} is not a study page", file));
    traced(puzzle, tokens)
}

/// Every question the page of `trace` puts in ask mode, where it stands and the question:
/// the steppers' boards (a path drawn side by side asks nothing), the charts' steps and the
/// side-by-side views' steps.
fn page_questions(trace: &Trace) -> Vec<(String, Ask)> {
    let mut found = Vec::new();
    for (i, section) in trace.sections.iter().enumerate() {
        let asks: Vec<Option<Ask>> = match section {
            Section::Boards(_, grids) if grids.len() > GALLERY => {
                grids.iter().map(|g| g.ask.clone()).collect()
            }
            Section::Chart(chart) => chart.questions(),
            Section::Compare(comparison) => comparison.questions(),
            _ => Vec::new(),
        };
        for (k, ask) in asks.into_iter().enumerate() {
            if let Some(ask) = ask {
                found.push((format!("section {} step {}", i, k), ask));
            }
        }
    }
    found
}

/// The numbers in `text` as the page draws it: digits, a number grouped by thousands read
/// whole (its groups joined by U+202F on the page).
fn displayed_numbers(text: &str) -> Vec<usize> {
    study::unbreakable_numbers(text)
        .split(|c: char| !c.is_ascii_digit() && c != '\u{202F}')
        .map(|n| n.trim_matches('\u{202F}').replace('\u{202F}', ""))
        .filter(|n| !n.is_empty())
        .map(|n| n.parse().expect("digits"))
        .collect()
}

/// What a choice shows of its quantity: its label after the last `: ` (the move or side
/// before it), or the whole label.
fn quantity(label: &str) -> &str {
    label.rsplit_once(": ").map_or(label, |(_, shown)| shown)
}

/// Which choices are right, worked out as a learner would: by the rule the prompt states,
/// from the numbers the prompt and the choices show (never from what the solver chose);
/// `Err` for a question whose rule or numbers the page does not show.
fn answered_from_the_page(ask: &Ask) -> Result<Vec<bool>, String> {
    let prompt = &ask.prompt;
    let shown: Vec<Vec<usize>> = ask
        .choices
        .iter()
        .map(|c| displayed_numbers(quantity(&c.label)))
        .collect();
    let first = |k: usize| -> Result<usize, String> {
        shown[k]
            .first()
            .copied()
            .ok_or_else(|| format!("choice `{}` shows no number", ask.choices[k].label))
    };
    let numbers = displayed_numbers(prompt);
    let prompt_number = |i: usize| -> Result<usize, String> {
        numbers
            .get(i)
            .copied()
            .ok_or_else(|| format!("the prompt shows too few numbers: {}", prompt))
    };
    let each = |right: &dyn Fn(usize) -> Result<bool, String>| -> Result<Vec<bool>, String> {
        (0..ask.choices.len()).map(right).collect()
    };
    if prompt.contains("The side with the smaller frontier grows next (on a tie, the side from the")
    {
        // The smallest frontier; on a tie the first side named (the first choice).
        let sizes: Vec<usize> = (0..shown.len()).map(first).collect::<Result<_, _>>()?;
        let least = *sizes.iter().min().ok_or("no choice")?;
        let chosen = sizes.iter().position(|&s| s == least).expect("the least");
        return Ok((0..sizes.len()).map(|k| k == chosen).collect());
    }
    if prompt.contains("is on a shortest path when it leads one") {
        // `Step k: the board is N moves from …`: a board N - 1 moves away.
        let here = prompt_number(1)?;
        return each(&|k| Ok(first(k)? + 1 == here));
    }
    if prompt.contains("IDA* follows a move only when f is at most the bound") {
        // `The last round, bound B: …`; each move `g G + h H = f F`.
        let bound = prompt_number(0)?;
        return each(&|k| match shown[k][..] {
            [g, h, f] if g + h == f => Ok(g + h <= bound),
            _ => Err(format!("`{}` is not g + h = f", ask.choices[k].label)),
        });
    }
    if prompt.contains("How many new") {
        // `depth D: N things. Their moves reach R, and K of them …`: R - K new.
        let (reached, known) = (prompt_number(2)?, prompt_number(3)?);
        return each(&|k| Ok(first(k)? + known == reached));
    }
    if prompt.contains("The next bound is the smallest f that was cut off") {
        // The f of each move cut off, listed `f F (n moves)`.
        let cut: Vec<usize> = prompt
            .split("f ")
            .skip(1)
            .filter_map(|rest| displayed_numbers(rest.split(' ').next()?).first().copied())
            .collect();
        let least = *cut.iter().min().ok_or("no f listed")?;
        return each(&|k| Ok(first(k)? == least));
    }
    Err(format!("no rule the page states: {}", prompt))
}

#[test]
fn every_question_follows_from_the_numbers_the_page_shows() {
    let mut asked = 0;
    for (file, _, _) in PAGES {
        for (place, ask) in page_questions(&page_trace(file)) {
            asked += 1;
            let worked = answered_from_the_page(&ask)
                .unwrap_or_else(|why| panic!("{} {}: {}", file, place, why));
            let marked: Vec<bool> = ask.choices.iter().map(|c| c.right).collect();
            assert_eq!(
                worked, marked,
                "{} {}: the page's numbers give other answers than it marks right: {:?}",
                file, place, ask
            );
            assert!(worked.contains(&true), "{} {}: no answer", file, place);
        }
    }
    assert!(asked > 100, "{} questions on the pages", asked);
}

/// The charts of a trace.
fn charts(trace: &Trace) -> Vec<&Chart> {
    trace
        .sections
        .iter()
        .filter_map(|s| match s {
            Section::Chart(chart) => Some(chart),
            _ => None,
        })
        .collect()
}

/// The trace's paragraphs, one after another.
fn paragraphs(trace: &Trace) -> String {
    trace
        .sections
        .iter()
        .filter_map(|s| match s {
            Section::Text(text) => Some(text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_string_rewrite_page_shows_the_two_way_search_paying_off() {
    let trace = page_trace("string-rewrite-two-ways.html");
    let chart = charts(&trace)[0];
    let [from_a, from_b, one_way] = [0, 1, 2].map(|s| &chart.series[s].values);
    // Both sides grow, more than one level each.
    assert!(from_a.len() > 2 && from_b.len() > 2, "{:?}", chart.series);
    // The smaller frontier alternates: the side that grows changes again and again.
    let grew: Vec<usize> = chart.order[1..].iter().map(|step| step[0].0).collect();
    let turns = grew.windows(2).filter(|w| w[0] != w[1]).count();
    assert!(turns >= 3, "the sides grew in the order {:?}", grew);
    // Several times fewer strings two ways than one, and the page says how many.
    let two: usize = from_a.iter().chain(from_b.iter()).sum();
    let one: usize = one_way.iter().sum();
    assert!(two * 3 < one, "two ways {} strings, one way {}", two, one);
    let text = paragraphs(&trace);
    let claim = format!("touched {} times fewer", grouped(one / two));
    assert!(text.contains(&claim), "`{}` not in: {}", claim, text);
}

#[test]
fn the_fifteen_page_raises_the_bound_several_times_and_shows_f_against_it() {
    let trace = page_trace("fifteen-31-moves.html");
    let text = paragraphs(&trace);
    let bounds: Vec<usize> = text
        .split_once("with the bound f = g + h at ")
        .and_then(|(_, rest)| rest.split_once(" in turn"))
        .map(|(list, _)| {
            list.split(", ")
                .map(|b| b.parse().expect("a bound"))
                .collect()
        })
        .expect("the rounds' bounds");
    assert!(bounds.len() >= 5, "the bound rises only {:?}", bounds);
    // Before each round, the question's answer is the round's bound, as the text lists it.
    let chart = charts(&trace)[0];
    let asks = chart.questions();
    assert_eq!(asks.len(), bounds.len());
    for (k, ask) in asks.iter().enumerate().skip(1) {
        let ask = ask.as_ref().expect("a question before each round");
        let right: Vec<&str> = ask
            .choices
            .iter()
            .filter(|c| c.right)
            .map(|c| c.label.as_str())
            .collect();
        assert_eq!(right, [bounds[k].to_string()], "round {}", k);
    }
    // Along the path each board shows g + h = f within the last bound, and asks before it
    // where the bound cuts a move off (once f reaches the bound, on most boards).
    let grids = trace
        .sections
        .iter()
        .find_map(|s| match s {
            Section::Boards(_, grids) if grids.len() > GALLERY => Some(grids),
            _ => None,
        })
        .expect("the path");
    let last = *bounds.last().expect("a bound");
    assert_eq!(
        grids.len(),
        last + 1,
        "the path is as long as the last bound"
    );
    for (g, grid) in grids.iter().enumerate() {
        let shown = displayed_numbers(&grid.detail);
        assert_eq!(shown[0], g, "{}", grid.detail);
        assert_eq!(shown[0] + shown[1], shown[2], "{}", grid.detail);
        assert!(shown[2] <= shown[3] && shown[3] == last, "{}", grid.detail);
    }
    let asked = grids.iter().filter(|grid| grid.ask.is_some()).count();
    assert!(asked >= 10, "{} questions along the path", asked);
}

#[test]
fn every_chart_agrees_with_its_trace_and_marks_no_empty_bar_unexplained() {
    for (file, _, _) in PAGES {
        let trace = page_trace(file);
        for chart in charts(&trace) {
            for &(s, level) in &chart.marked {
                let value = chart.series[s].values.get(level).copied();
                let value = value.unwrap_or_else(|| panic!("{}: a mark past a bar", file));
                assert!(
                    value > 0 || chart.marked_note.contains("counts only the 0"),
                    "{}: a mark on a bar of 0, unexplained: {}",
                    file,
                    chart.marked_note
                );
            }
            if !chart.marked_note.starts_with("where the two sides met") {
                continue;
            }
            // Two sides: marked at their last levels, and the paragraph's numbers are the bars'.
            let [a, b] = [0, 1].map(|s| &chart.series[s].values);
            assert!(chart.marked.contains(&(0, a.len() - 1)), "{}", file);
            assert!(chart.marked.contains(&(1, b.len() - 1)), "{}", file);
            let text = paragraphs(&trace);
            let met = text
                .split_once("met after ")
                .map(|(_, rest)| displayed_numbers(rest.split(" touched").next().unwrap_or("")))
                .unwrap_or_else(|| panic!("{}: no paragraph says where they met", file));
            let touched: usize = a.iter().chain(b.iter()).sum();
            assert_eq!(met, [a.len() - 1, b.len() - 1, touched], "{}", file);
        }
    }
}

/// A learner in the page: switches ask mode on, steps every stepper, chart and side-by-side
/// view to its end, and answers each question only from what it shows — the prompt's rule
/// and numbers and the choices' labels, never which choice is marked right — the way
/// [`answered_from_the_page`] works it out. Gives the score and every question it could not
/// work out.
const LEARNER: &str = r#"(function () {
  function numbers(text) {
    return (text.match(/\d+(?:\u202f\d{3})*/g) || []).map(function (n) { return Number(n.replace(/\u202f/g, "")); });
  }
  function quantity(label) { var i = label.lastIndexOf(": "); return i < 0 ? label : label.slice(i + 2); }
  var stuck = [];
  function choose(prompt, labels) {
    var shown = labels.map(function (l) { return numbers(quantity(l)); });
    var first = shown.map(function (n) { return n[0]; });
    var said = numbers(prompt);
    function where(test) { for (var k = 0; k < shown.length; k++) if (test(k)) return k; return -1; }
    if (prompt.indexOf("The side with the smaller frontier grows next (on a tie, the side from the") >= 0)
      return first.indexOf(Math.min.apply(null, first));
    if (prompt.indexOf("is on a shortest path when it leads one") >= 0)
      return where(function (k) { return first[k] + 1 === said[1]; });
    if (prompt.indexOf("IDA* follows a move only when f is at most the bound") >= 0)
      return where(function (k) { return shown[k][0] + shown[k][1] <= said[0]; });
    if (prompt.indexOf("How many new") >= 0)
      return where(function (k) { return first[k] === said[2] - said[3]; });
    if (prompt.indexOf("The next bound is the smallest f that was cut off") >= 0) {
      var cut = (prompt.match(/\bf \d+(?:\u202f\d{3})*/g) || []).map(function (f) { return numbers(f)[0]; });
      return where(function (k) { return first[k] === Math.min.apply(null, cut); });
    }
    return -1;
  }
  var toggle = document.querySelector("button.ask-toggle");
  if (!toggle) return "score: 0 of 0";
  toggle.click();
  document.querySelectorAll("section.stepper, section.chart, section.compare").forEach(function (root) {
    for (var guard = 0; guard < 100000; guard++) {
      var quiz = root.querySelector(".question");
      var open = quiz && !quiz.hidden ? quiz.querySelectorAll("button.choice:not([disabled])") : [];
      if (open.length) {
        var prompt = quiz.querySelector(".prompt").textContent;
        var labels = Array.prototype.map.call(open, function (b) { return b.querySelector(".label").textContent; });
        var k = choose(prompt, labels);
        if (k < 0) { stuck.push(prompt); k = 0; }
        open[k].click();
        continue;
      }
      var next = root.querySelector(".controls button.next");
      if (next.disabled) break;
      next.click();
    }
  });
  return document.querySelector(".score").textContent + (stuck.length ? " | could not answer: " + stuck.join(" | ") : "");
})()"#;

#[test]
fn a_learner_who_reads_only_the_page_scores_every_question() {
    let chromium = match browser::chromium() {
        Ok(chromium) => chromium,
        Err(reason) if !common::in_ci() => {
            return eprintln!("skipped: {}", reason);
        }
        Err(reason) => panic!("CI must run the browser test: {}", reason),
    };
    let dir = scratch("study-learner");
    let browser = Mutex::new(Browser::start(chromium, &dir));
    common::in_parallel(PAGES, |(file, _, _)| {
        let asked = page_questions(&page_trace(file)).len();
        let url = format!("file://{}", study_dir().join(file).display());
        let played = lock(&browser).run(&url, (1000, 2000), 1_000, LEARNER);
        assert_eq!(
            played,
            format!("score: {} of {}", asked, asked),
            "{}: the learner's score",
            file
        );
    });
}

#[test]
fn every_page_closes_with_what_it_should_leave_you_able_to_do_in_both_guides() {
    let guides = ["docs/learn.md", "docs/learn.zh-CN.md"].map(|guide| {
        let text = fs::read_to_string(manifest_dir().join(guide)).expect("the guide");
        // The section after the last study page: from its heading to the next.
        let from = text
            .find("## After each study page")
            .or_else(|| text.find("## 学完每个学习页面"))
            .unwrap_or_else(|| panic!("{}: no section after the study pages", guide));
        let end = text[from + 3..]
            .find("\n## ")
            .map_or(text.len(), |e| from + 3 + e);
        (guide, text[from..end].to_string())
    });
    for (file, puzzle, _) in PAGES {
        let goal = puzzles::by_name(puzzle).expect("a puzzle").study_goal();
        assert!(
            goal.starts_with("What you should now be able to do: ") && goal.contains("`judge "),
            "{}: {}",
            puzzle,
            goal
        );
        let page = fs::read_to_string(study_dir().join(file)).expect("the page");
        assert!(
            page.contains(&script_string_body(goal)),
            "{} does not close with its goal",
            file
        );
        for (guide, section) in &guides {
            assert!(
                section.contains(&format!("(study/{})", file)) && section.contains("`judge "),
                "{}: the section after the study pages has no exercise for {}",
                guide,
                file
            );
        }
    }
}

/// `text` as the page's JSON writes it inside a string (its line breaks escaped).
fn script_string_body(text: &str) -> String {
    let quoted = bfs_puzzles::text::script_string(&study::unbreakable_numbers(text));
    quoted[1..quoted.len() - 1].to_string()
}
