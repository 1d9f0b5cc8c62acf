//! 魔板 Magic Squares — the lexicographically smallest shortest sequence of moves A, B, C that
//! turns the 2×4 board `1 2 3 4 5 6 7 8` into a target.
//!
//! Judges (one file; the shape of the input says which one is asking):
//! - USACO Training 3.2 `msquare`, Luogu P2730, AcWing 1107: 8 integers, the target read
//!   clockwise from the top-left, whitespace-separated (any lines, CRLF, trailing spaces).
//!   Prints the length, then the sequence 60 characters per line; for length 0, `0` and an
//!   empty line.
//! - HDU 1430: cases until EOF, each a start line and a target line of 8 colours without spaces.
//!   Prints only the sequence, one line per case (an empty line when start = target).
//!
//! Telling them apart: a first token of 8 characters means HDU; otherwise USACO's 8 integers.
//!
//! The board, read clockwise: top row s0 s1 s2 s3, bottom row s7 s6 s5 s4. So:
//!   A swaps the rows        → s7 s6 s5 s4 s3 s2 s1 s0 (a plain reversal);
//!   B shifts both rows right → s3 s0 s1 s2 s5 s6 s7 s4;
//!   C turns the middle four clockwise → s0 s6 s1 s3 s4 s2 s5 s7.
//!
//! Contract for bad input: a USACO target that is not a permutation of 1..8, an HDU line that is
//! not 8 distinct colours, or an HDU target that does not use its start's colours: one line on
//! stderr naming the line, exit status 2 (HDU cases before it are answered). Never a panic.
//!
//! Approach: one BFS from `12345678` over all 8! = 40 320 boards, trying A, B, C in that order
//! and keeping each board's first discovery; a board's Cantor rank indexes its parent and the
//! move that reached it, and a path is read back by walking parents. Every board is reachable.
//! HDU: the moves only permute positions, so renaming the colours to make the start `12345678`
//! (and the target with the same renaming) leaves the answer unchanged, and the one tree answers
//! every case.
//!
//! The board in the queue is packed in 24 bits, three per colour: the top row is the high 12
//! bits, the bottom row the low 12. A and B work on the halves (A reverses each and swaps them,
//! B turns each one place), one table lookup per half; C is three masked shifts; the rank is
//! one lookup per half too, because the first four Lehmer digits depend on the first four
//! colours only and the last four on the last four. So a move and its rank cost about a dozen
//! instructions, with no board copied.
//!
//! Complexity: O(8!) boards × 3 moves; then O(depth) per query. Memory: 256 KB for the tree
//! (one `u32` per slot: parent and move) and the queue. Measured (callgrind, whole process; an
//! empty Rust process costs 0.29 M): the depth-22 target 4.8 M instructions, 1 000 HDU pairs
//! 5.6 M, output included. Stopping the BFS at a USACO target would save time only for shallow
//! targets and nothing for the depth-22 worst case, so the whole tree is built every time: one
//! code path, and every rank has a parent when a path is read back. The rest of the cost is
//! the queue (a `VecDeque`, about a fifth) and the tables' lookups; safe Rust only.
//!
//! Pitfalls: the clockwise reading (reading both rows left to right gives wrong A and B and fails
//! the sample `2 6 8 4 5 7 3 1` → `7` / `BCABCCB`); trying the moves in any order other than
//! A, B, C loses the lexicographic minimum; the 60-character line wrap; length 0.
//!
//! Status: checked against a HashMap BFS over strings on all 40 320 targets and on thousands of
//! random HDU pairs (tests/suite/magic_board.rs).

use std::collections::VecDeque;
use std::io::{self, Read, Write};

/// Colours 0..8 in clockwise reading order (the judges' colour k is stored as k - 1).
type Board = [u8; 8];

/// A board packed in 24 bits, three per colour, the first cell highest: the top row is the
/// high 12 bits, the bottom row (read right to left) the low 12. A move is a few shifts and
/// masks, and the rank is one lookup per half.
type Packed = u32;

fn pack(board: &Board) -> Packed {
    board
        .iter()
        .fold(0, |packed, &colour| packed << 3 | u32::from(colour))
}

const STATES: usize = 40_320;

/// `REVERSED[h]`: a half's four colours in the opposite order.
const REVERSED: [u16; 4096] = reversed_table();

const fn reversed_table() -> [u16; 4096] {
    let mut table = [0u16; 4096];
    let mut half = 0;
    while half < 4096 {
        let [a, b, c, d] = unpack(half);
        table[half] = (d << 9 | c << 6 | b << 3 | a) as u16;
        half += 1;
    }
    table
}

/// A swaps the rows: read clockwise, a plain reversal (each half reversed, the halves
/// swapped).
fn move_a(s: Packed) -> Packed {
    u32::from(REVERSED[half(s, 0)]) << 12 | u32::from(REVERSED[half(s, 12)])
}

/// The 12 bits of a half, as a table index (masked, so the table lookup needs no bounds
/// check).
fn half(s: Packed, shift: u32) -> usize {
    (s >> shift & 0xfff) as usize
}

/// B shifts both rows right by one: the top half's colours move one place on (a b c d →
/// d a b c), the bottom half's, read right to left, one place back (a b c d → b c d a).
fn move_b(s: Packed) -> Packed {
    u32::from(TURNED_ON[half(s, 12)]) << 12 | u32::from(TURNED_BACK[half(s, 0)])
}

/// A half's four colours turned one place on (`TURNED_ON`) or back (`TURNED_BACK`).
const TURNED_ON: [u16; 4096] = turned_table(true);
const TURNED_BACK: [u16; 4096] = turned_table(false);

const fn turned_table(on: bool) -> [u16; 4096] {
    let mut table = [0u16; 4096];
    let mut half = 0;
    while half < 4096 {
        let [a, b, c, d] = unpack(half);
        let [w, x, y, z] = if on { [d, a, b, c] } else { [b, c, d, a] };
        table[half] = (w << 9 | x << 6 | y << 3 | z) as u16;
        half += 1;
    }
    table
}

/// C turns the middle four cells clockwise: s0 s6 s1 s3 s4 s2 s5 s7. Cell i's colour sits
/// 3·(7 - i) bits up, so cell 1 → 2 and cell 5 → 6 are one shift down by 3 bits, cell 6 → 1 a
/// shift up by 15, cell 2 → 5 a shift down by 9.
fn move_c(s: Packed) -> Packed {
    const KEPT: u32 = 0o70077007; // cells 0, 3, 4, 7 (an octal digit per cell)
    (s & KEPT) | (s >> 3 & 0o00700070) | (s << 15 & 0o07000000) | (s >> 9 & 0o00000700)
}

/// A move's letter and what it does to a board.
type Move = (u8, fn(Packed) -> Packed);

/// The moves in the order that makes the first discovery the lexicographically smallest.
const MOVES: [Move; 3] = [(b'A', move_a), (b'B', move_b), (b'C', move_c)];

const START: Board = [0, 1, 2, 3, 4, 5, 6, 7];

/// USACO's line width for the sequence.
const LINE_WIDTH: usize = 60;

/// Cantor rank in 0..STATES. The Lehmer digit of cell i counts the later colours smaller than
/// it; for the first four cells that is the colour minus the smaller colours before it, so those
/// digits depend on the first four colours only, and the last four digits on the last four
/// colours only. Each half is one lookup in a table built at compile time (4 096 entries each,
/// indexed by the half's 12 bits), so a rank costs a few instructions, not a loop.
fn rank(packed: Packed) -> usize {
    usize::from(HEAD_RANK[half(packed, 12)]) + usize::from(TAIL_RANK[half(packed, 0)])
}

/// `FACTORIAL[k]` = k!, the weight of a Lehmer digit with k cells after it.
const FACTORIAL: [usize; 8] = [1, 1, 2, 6, 24, 120, 720, 5_040];

/// Part of the rank due to cells 0..4, by their colours.
const HEAD_RANK: [u16; 4096] = head_rank_table();

/// Part of the rank due to cells 4..8, by their colours.
const TAIL_RANK: [u8; 4096] = tail_rank_table();

/// The four colours packed in a half (entries with repeated colours are never used).
const fn unpack(index: usize) -> [usize; 4] {
    [index >> 9 & 7, index >> 6 & 7, index >> 3 & 7, index & 7]
}

const fn head_rank_table() -> [u16; 4096] {
    let mut table = [0u16; 4096];
    let mut index = 0;
    while index < 4096 {
        let colours = unpack(index);
        let (mut rank, mut i) = (0, 0);
        while i < 4 {
            let mut smaller_before = 0;
            let mut j = 0;
            while j < i {
                if colours[j] < colours[i] {
                    smaller_before += 1;
                }
                j += 1;
            }
            if colours[i] >= smaller_before {
                rank += (colours[i] - smaller_before) * FACTORIAL[7 - i];
            }
            i += 1;
        }
        table[index] = rank as u16;
        index += 1;
    }
    table
}

const fn tail_rank_table() -> [u8; 4096] {
    let mut table = [0u8; 4096];
    let mut index = 0;
    while index < 4096 {
        let colours = unpack(index);
        let (mut rank, mut i) = (0, 0);
        while i < 4 {
            let mut j = i + 1;
            while j < 4 {
                if colours[j] < colours[i] {
                    rank += FACTORIAL[3 - i];
                }
                j += 1;
            }
            i += 1;
        }
        table[index] = rank as u8;
        index += 1;
    }
    table
}

/// Marks a rank the BFS has not reached.
const UNSEEN: u32 = 0;
/// Marks the root, which has no move.
const ROOT: u8 = b'.';

/// The BFS tree from `12345678`: for each rank, the parent's rank and the letter of the move
/// that first reached it, as `parent << 8 | letter` (one array, one lookup). The array has
/// 2^16 slots, though ranks stop at 40 320, so that a rank masked to 16 bits is an index the
/// compiler knows to be in bounds: no check in the hot loop.
pub struct Tree {
    reached: Box<[u32; SLOTS]>,
}

const SLOTS: usize = 1 << 16;

/// A rank as an index into the tree (it is below 40 320, so the mask changes nothing).
fn slot(rank: usize) -> usize {
    rank & (SLOTS - 1)
}

impl Tree {
    /// Breadth-first over all boards, a level at a time; `level` hears each level's width.
    /// Within one level the queue holds boards in lexicographic order of their sequences
    /// (parents leave in that order and each emits its children in A, B, C order), so a
    /// board's first discovery is its smallest shortest sequence.
    pub fn build(level: &mut dyn FnMut(usize)) -> Tree {
        let reached: Box<[u32]> = vec![UNSEEN; SLOTS].into_boxed_slice();
        let mut tree = Tree {
            reached: match std::convert::TryFrom::try_from(reached) {
                Ok(reached) => reached,
                Err(_) => unreachable!("the slice has SLOTS entries"),
            },
        };
        let start = pack(&START);
        let start_rank = rank(start);
        tree.reached[slot(start_rank)] = u32::from(ROOT);
        // Each entry: the board, with the letter of its last move above its 24 bits (so that
        // A, which undoes A, is skipped without a lookup), and its rank.
        let mut queue = VecDeque::with_capacity(STATES);
        queue.push_back((start, start_rank as u32));
        while !queue.is_empty() {
            level(queue.len());
            for _ in 0..queue.len() {
                let (entry, here) = match queue.pop_front() {
                    Some(entry) => entry,
                    None => break,
                };
                let (board, came) = (entry & 0xff_ffff, (entry >> 24) as u8);
                for &(name, apply) in &MOVES {
                    if name == b'A' && came == b'A' {
                        continue; // A undoes A: the parent is seen already
                    }
                    let next = apply(board);
                    let r = slot(rank(next));
                    if tree.reached[r] == UNSEEN {
                        tree.reached[r] = here << 8 | u32::from(name);
                        queue.push_back((next | u32::from(name) << 24, r as u32));
                    }
                }
            }
        }
        tree
    }

    /// Appends the smallest shortest sequence from `12345678` to `target` to `out`. Parents are
    /// walked from the target, so the moves are filled in from the back of a buffer (a
    /// sequence has at most 22 moves) and copied once, with no allocation per query.
    fn write_sequence(&self, target: &Board, out: &mut String) {
        let mut buffer = [0u8; 32];
        let mut first = buffer.len();
        let mut r = slot(rank(pack(target)));
        loop {
            let (parent, letter) = (self.reached[r] >> 8, self.reached[r] as u8);
            if letter == ROOT {
                break;
            }
            first -= 1;
            buffer[first] = letter;
            r = slot(parent as usize);
        }
        out.push_str(std::str::from_utf8(&buffer[first..]).unwrap_or_default());
    }
}

/// What a run prints: answers for stdout and the fatal input error if any.
#[derive(Debug, Default, PartialEq)]
pub struct Outcome {
    pub answers: String,
    pub error: Option<String>,
}

/// A whitespace-separated token with the line it stands on (1-based).
struct Token<'a> {
    text: &'a [u8],
    line: usize,
}

fn tokens(input: &[u8]) -> Vec<Token<'_>> {
    let mut found = Vec::new();
    for (i, line) in input.split(|&b| b == b'\n').enumerate() {
        for text in line
            .split(|b| b.is_ascii_whitespace())
            .filter(|t| !t.is_empty())
        {
            found.push(Token { text, line: i + 1 });
        }
    }
    found
}

/// A token as a message shows it: its first bytes, anything but printable ASCII as `\xNN`,
/// so the one line on stderr stays short whatever the input holds.
fn shown(token: &[u8]) -> String {
    const SHOWN: usize = 24;
    let mut text = String::new();
    for &b in token.iter().take(SHOWN) {
        if b.is_ascii_graphic() {
            text.push(b as char);
        } else {
            text.push_str(&format!("\\x{:02x}", b));
        }
    }
    if token.len() > SHOWN {
        text.push_str("...");
    }
    text
}

/// Solves a whole input in memory; `main` only moves bytes.
pub fn solve(input: &[u8]) -> Outcome {
    let tokens = tokens(input);
    let mut out = Outcome::default();
    let result = match tokens.first() {
        None => Err("empty input: expected the 8 colours of the target".to_string()),
        Some(first) if first.text.len() == 8 => solve_hdu(&tokens, &mut out.answers),
        Some(_) => solve_usaco(&tokens, &mut out.answers),
    };
    out.error = result.err();
    out
}

/// USACO / Luogu / AcWing: one target of 8 integers.
fn solve_usaco(tokens: &[Token], answers: &mut String) -> Result<(), String> {
    if tokens.len() != 8 {
        return Err(format!(
            "expected the 8 colours of the target, found {} tokens",
            tokens.len()
        ));
    }
    let mut target = [0u8; 8];
    let mut seen = [false; 8];
    for (cell, token) in target.iter_mut().zip(tokens) {
        let colour = match token.text {
            [c @ b'1'..=b'8'] => c - b'1',
            _ => {
                return Err(format!(
                    "line {}: `{}` is not a colour 1-8",
                    token.line,
                    shown(token.text)
                ))
            }
        };
        if seen[colour as usize] {
            return Err(format!(
                "line {}: colour {} appears twice",
                token.line,
                colour + 1
            ));
        }
        seen[colour as usize] = true;
        *cell = colour;
    }
    let mut sequence = String::new();
    Tree::build(&mut |_| {}).write_sequence(&target, &mut sequence);
    answers.push_str(&format!("{}\n", sequence.len()));
    if sequence.is_empty() {
        answers.push('\n');
    }
    for chunk in sequence.as_bytes().chunks(LINE_WIDTH) {
        answers.extend(chunk.iter().map(|&letter| letter as char));
        answers.push('\n');
    }
    Ok(())
}

/// HDU 1430: start/target pairs until EOF, answered from one tree built on the first pair.
fn solve_hdu(tokens: &[Token], answers: &mut String) -> Result<(), String> {
    let mut tree = None;
    for pair in tokens.chunks(2) {
        let start = &pair[0];
        let target = match pair.get(1) {
            Some(target) => target,
            None => {
                return Err(format!(
                    "line {}: start `{}` has no target line after it",
                    start.line,
                    shown(start.text)
                ))
            }
        };
        let relabelled = relabel(start, target)?;
        let tree = tree.get_or_insert_with(|| Tree::build(&mut |_| {}));
        tree.write_sequence(&relabelled, answers);
        answers.push('\n');
    }
    Ok(())
}

/// The target with colours renamed so that the start reads `12345678`.
fn relabel(start: &Token, target: &Token) -> Result<Board, String> {
    // Position of each colour byte on the start board; 8 = absent.
    let mut position = [8u8; 256];
    if start.text.len() != 8 {
        return Err(format!(
            "line {}: `{}` has {} colours, expected 8",
            start.line,
            shown(start.text),
            start.text.len()
        ));
    }
    for (i, &colour) in start.text.iter().enumerate() {
        if position[colour as usize] != 8 {
            return Err(format!(
                "line {}: colour {} appears twice in `{}`",
                start.line,
                shown(&[colour]),
                shown(start.text)
            ));
        }
        position[colour as usize] = i as u8;
    }
    let wrong_colours = || {
        format!(
            "line {}: target `{}` does not use exactly the colours of its start `{}`",
            target.line,
            shown(target.text),
            shown(start.text)
        )
    };
    if target.text.len() != 8 {
        return Err(wrong_colours());
    }
    let mut board = [0u8; 8];
    let mut used = [false; 8];
    for (cell, &colour) in board.iter_mut().zip(target.text) {
        let p = position[colour as usize];
        if p == 8 || used[p as usize] {
            return Err(wrong_colours());
        }
        used[p as usize] = true;
        *cell = p;
    }
    Ok(board)
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        let _ = writeln!(io::stderr(), "magic_board: cannot read stdin: {}", e);
        std::process::exit(2);
    }
    let outcome = solve(&input);
    let stdout = io::stdout();
    let mut writer = io::BufWriter::new(stdout.lock());
    // A closed stdout (e.g. `| head`) is not worth a panic: the answers simply have no reader.
    let _ = writer.write_all(outcome.answers.as_bytes());
    let _ = writer.flush();
    if let Some(error) = outcome.error {
        let _ = writeln!(io::stderr(), "magic_board: {}", error);
        std::process::exit(2);
    }
}
