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
            "1", "3", "4", "8", "2", "12", "0", "7", "5", "13", "15", "14", "9", "11", "6", "10",
        ],
    ),
    (
        "string-rewrite-sample.html",
        "string_rewrite",
        &["abcd", "xyz", "abc", "xu", "ud", "y", "y", "yz"],
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
