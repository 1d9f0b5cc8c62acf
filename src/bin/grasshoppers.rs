//! 跳蚱蜢 Grasshoppers — the fewest jumps between two arrangements of a ring of nine plates.
//!
//! Judge: Lanqiao 2017 省赛 C/C++ A 组 problem 1 (lanqiao.cn 642), a result-only question:
//! nine plates in a ring hold grasshoppers `1`-`8` and one empty plate `0`, read clockwise
//! `012345678`. A grasshopper next to the empty plate, or one plate beyond it (jumping over
//! one), jumps into it, either way round. How few jumps turn the ring into `087654321`? The
//! answer is 20; the judge runs the program with empty input and expects `20`.
//! Input: empty, for the contest question; otherwise pairs of arrangements as 9-character
//! tokens (plates clockwise, `0` or `.` for the empty plate), start then target, one answer
//! line per pair — a batch tool like `nine_grid`. CRLF, doubled spaces and blank lines are
//! whitespace like any other.
//!
//! Contract for bad input: a 9-character token that is not an arrangement (a repeated
//! grasshopper, a `9`, no empty plate) cannot be reached: `-1`, one note on stderr, exit 0. A
//! token that is not 9 characters, or a start without a target, answers the pairs before it,
//! then prints one line on stderr and exits with status 2.
//!
//! Every arrangement is reachable, unlike on the sliding board (no parity barrier): three jumps
//! swap two neighbouring grasshoppers and put the empty plate back (`0ab` → `ba0` → `b0a` →
//! `0ba`), and the empty plate walking once round the ring turns the eight grasshoppers by one
//! place; swaps of neighbours and that turn give every order, so all 9! = 362 880 are one
//! class. The largest distance is 20, and `087654321` is one of the 74 boards that far away.
//!
//! The index of an arrangement — a Cantor-indexed array, with the empty plate kept apart:
//!   index = empty plate × 40 320 + (rank of the eight grasshoppers in plate order, 0 to 8).
//! Why this index: a jump to the next plate keeps the grasshoppers' order, so only the empty
//! plate changes; a jump over one swaps two neighbours in the order, which changes two Lehmer
//! digits, by an entry of a 168-entry table looked up by those two digits. Only jumps across
//! the seam between plates 8 and 0 move a grasshopper from one end of the order to the other;
//! those ranks are counted afresh. Each search state carries its arrangement (4 bits a plate)
//! beside its rank, so every jump is a shift or two.
//!
//! Approach: bidirectional BFS, one whole level at a time, always from the side with the
//! smaller frontier; frontiers in lists per empty plate and last jump, so the jump that would
//! undo the last one is never generated. Before a level is expanded the two sides are disjoint,
//! so the distance exceeds the sum of their depths; the first board one side reaches that the
//! other already holds closes a path of exactly that sum plus one.
//!
//! Complexity: O(b^(d/2)) arrangements per side (b ≈ 2.3, d ≤ 20): the contest question
//! meets after 10 + 10 levels, about 27 000 arrangements a side instead of all 362 880.
//! 363 KB of marks, reused across pairs. Measured (callgrind, whole process; an empty Rust
//! process costs 0.33 M): the contest question 3.8 M instructions. Safe Rust only.
//!
//! Pitfalls: the plates form a ring (plate 8 is next to plate 0); a jump is over one plate at
//! most; the empty plate is one of the nine positions, so a rank of the 9 symbols or the empty
//! plate and a rank of the 8 grasshoppers must not be mixed.
//!
//! Status: checked against a HashMap BFS over strings from `012345678` (every one of the
//! 362 880 arrangements) and on random pairs (tests/suite/grasshoppers.rs).

use std::io::{self, Read, Write};

/// Plates 0..9 clockwise, 4 bits each: 0 is the empty plate, 1..=8 the grasshoppers.
pub type Ring = u64;

/// The contest question.
pub const CONTEST_START: &[u8; 9] = b"012345678";
pub const CONTEST_TARGET: &[u8; 9] = b"087654321";

/// Orders of the eight grasshoppers, and arrangements (an order and an empty plate).
const ORDERS: usize = 40_320;
const STATES: usize = ORDERS * 9;

/// `FACTORIAL[k]` = k!, the weight of a Lehmer digit with k grasshoppers after it.
const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// The jumps, by where the grasshopper that jumps sits, clockwise from the empty plate: next
/// (+1), one beyond (+2), previous (-1 = +8), one before (-2 = +7).
const OFFSETS: [usize; 4] = [1, 2, 8, 7];
/// The jump that undoes each jump (none for a root).
const NO_JUMP: usize = 4;
const OPPOSITE: [usize; 5] = [2, 3, 0, 1, NO_JUMP];

/// `ONES[mask]`: bits set in a 9-bit mask (a table: `count_ones` without the `popcnt` CPU
/// feature, absent from the default x86-64 target, is a dozen instructions).
const ONES: [u8; 512] = ones_table();

const fn ones_table() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut mask = 1;
    while mask < 512 {
        table[mask] = table[mask >> 1] + (mask & 1) as u8;
        mask += 1;
    }
    table
}

/// What is on `plate`.
fn on_plate(ring: Ring, plate: usize) -> usize {
    ((ring >> (4 * plate)) & 15) as usize
}

/// The rank of the grasshoppers in plate order, the empty plate being `empty` (the Lehmer
/// code: each counts the smaller ones after it, read off a mask of those seen). Inlined where
/// `empty` is a constant, the loop unrolls into eight plates with fixed weights.
#[inline(always)]
fn order_rank(ring: Ring, empty: usize) -> usize {
    let (mut seen, mut rank, mut place) = (0usize, 0, 0);
    for plate in 0..9 {
        if plate == empty {
            continue;
        }
        let g = on_plate(ring, plate);
        let smaller_unseen = g - 1 - usize::from(ONES[seen & ((1 << g) - 1)]);
        rank += smaller_unseen * FACTORIAL[7 - place];
        seen |= 1 << g;
        place += 1;
    }
    rank
}

pub fn empty_plate(ring: Ring) -> usize {
    (0..9).find(|&p| on_plate(ring, p) == 0).unwrap_or(0)
}

/// The index of an arrangement.
pub fn index_of(ring: Ring) -> usize {
    let empty = empty_plate(ring);
    empty * ORDERS + order_rank(ring, empty)
}

/// Where the entries for order places p, p+1 start in `SWAP_SHIFT`: place p has (8-p)(7-p).
const DIGITS_AT: [usize; 8] = [0, 56, 98, 128, 148, 160, 166, 168];

/// The change of rank when the grasshoppers at order places p and p+1 swap, by their two
/// Lehmer digits d, e (read as d × (7-p) + e). Their order is read off the digits: the first
/// is the larger exactly when d > e. Swapped, the smaller-first pair gives (e + 1, d), the
/// larger-first pair (e, d - 1).
const SWAP_SHIFT: [i32; 168] = swap_table();

const fn swap_table() -> [i32; 168] {
    let mut table = [0i32; 168];
    let mut p = 0;
    while p < 7 {
        let mut q = 0;
        while q < (8 - p) * (7 - p) {
            let (d, e) = ((q / (7 - p)) as i32, (q % (7 - p)) as i32);
            let (new_d, new_e) = if d > e { (e, d - 1) } else { (e + 1, d) };
            table[DIGITS_AT[p] + q] =
                (new_d - d) * FACTORIAL[7 - p] as i32 + (new_e - e) * FACTORIAL[6 - p] as i32;
            q += 1;
        }
        p += 1;
    }
    table
}

/// The two digits at places p, p+1 of `rank` as `SWAP_SHIFT` numbers them. One arm per place
/// keeps every divisor a constant.
#[inline]
fn digits_of(rank: usize, p: usize) -> usize {
    match p {
        0 => rank / 720,
        1 => rank % 5_040 / 120 + 56,
        2 => rank % 720 / 24 + 98,
        3 => rank % 120 / 6 + 128,
        4 => rank % 24 / 2 + 148,
        5 => rank % 6 + 160,
        _ => rank % 2 + 166,
    }
}

/// Marks: which search reached an index first (high bits) and the jump that reached it plus
/// one (low bits).
const UNSEEN: u8 = 0;
const FROM_START: u8 = 8;
const FROM_TARGET: u8 = 16;
const SIDE: u8 = 24;

/// A search state: the ring in the low 36 bits, its order's rank from bit 48.
type Entry = u64;
const RING_BITS: u64 = (1 << 36) - 1;

/// One level of a search, in lists per empty plate and last jump.
#[derive(Default)]
struct Frontier {
    lists: [[Vec<Entry>; 5]; 9],
}

impl Frontier {
    fn width(&self) -> usize {
        self.lists.iter().flatten().map(Vec::len).sum()
    }

    fn clear(&mut self) {
        for list in self.lists.iter_mut().flatten() {
            list.clear();
        }
    }
}

/// Expands every state of `frontier` into `next` for the side `side`; true when a jump lands
/// on a board the other side holds.
fn expand(frontier: &Frontier, next: &mut Frontier, marks: &mut [u8], side: u8) -> bool {
    // One copy of the loop per empty plate: its jumps, and how each changes the rank, are
    // constants there.
    let by_plate: [ExpandPlate; 9] = [
        expand_plate::<0>,
        expand_plate::<1>,
        expand_plate::<2>,
        expand_plate::<3>,
        expand_plate::<4>,
        expand_plate::<5>,
        expand_plate::<6>,
        expand_plate::<7>,
        expand_plate::<8>,
    ];
    for (plate, lists) in frontier.lists.iter().enumerate() {
        if by_plate[plate](lists, next, marks, side) {
            return true;
        }
    }
    false
}

type ExpandPlate = fn(&[Vec<Entry>; 5], &mut Frontier, &mut [u8], u8) -> bool;

/// Expands the states whose empty plate is `EMPTY`, list by list of last jumps.
fn expand_plate<const EMPTY: usize>(
    lists: &[Vec<Entry>; 5],
    next: &mut Frontier,
    marks: &mut [u8],
    side: u8,
) -> bool {
    for (came, list) in lists.iter().enumerate() {
        // The jump that would undo the last one is never generated: its board is marked.
        let skip = OPPOSITE[came];
        for &entry in list {
            let (ring, rank) = (entry & RING_BITS, (entry >> 48) as usize);
            if skip != 0 && jump::<EMPTY, 0>(ring, rank, next, marks, side)
                || skip != 1 && jump::<EMPTY, 1>(ring, rank, next, marks, side)
                || skip != 2 && jump::<EMPTY, 2>(ring, rank, next, marks, side)
                || skip != 3 && jump::<EMPTY, 3>(ring, rank, next, marks, side)
            {
                return true;
            }
        }
    }
    false
}

/// One jump `JUMP` into the empty plate `EMPTY`: marks and queues a new board; true when the
/// board belongs to the other side.
#[inline(always)]
fn jump<const EMPTY: usize, const JUMP: usize>(
    ring: Ring,
    rank: usize,
    next: &mut Frontier,
    marks: &mut [u8],
    side: u8,
) -> bool {
    let from = (EMPTY + OFFSETS[JUMP]) % 9;
    let g = (ring >> (4 * from)) & 15;
    let jumped = ring - (g << (4 * from)) + (g << (4 * EMPTY));
    // Which places of the order change: none for a step, two neighbours for a jump over one,
    // the whole order across the seam between plates 8 and 0.
    let new_rank = match (JUMP, EMPTY) {
        (0, 0..=7) | (2, 1..=8) => rank,
        (1, 0..=6) => (rank as i32 + SWAP_SHIFT[digits_of(rank, EMPTY)]) as usize,
        (3, 2..=8) => (rank as i32 + SWAP_SHIFT[digits_of(rank, EMPTY.saturating_sub(2))]) as usize,
        _ => order_rank(jumped, from),
    };
    let index = from * ORDERS + new_rank;
    let mark = marks[index];
    if mark == UNSEEN {
        marks[index] = side | (JUMP as u8 + 1);
        next.lists[from][JUMP].push(jumped | (new_rank as u64) << 48);
        false
    } else {
        mark & SIDE != side
    }
}

/// The searches' memory, allocated once and reused pair after pair.
pub struct Search {
    marks: Vec<u8>,
    frontiers: [[Frontier; 2]; 2],
    /// Indexes marked by the last search, unmarked before the next (cheaper than refilling).
    pub touched: Vec<usize>,
}

/// Room each frontier list starts with: a 20-jump search fills about 300 of a list at its
/// widest level, so it never grows (no copying) and the untouched rest costs no memory.
const LIST_ROOM: usize = 512;

impl Default for Search {
    fn default() -> Search {
        let mut frontiers: [[Frontier; 2]; 2] = Default::default();
        for list in frontiers
            .iter_mut()
            .flatten()
            .flat_map(|f| f.lists.iter_mut().flatten())
        {
            list.reserve(LIST_ROOM);
        }
        Search {
            marks: vec![UNSEEN; STATES],
            frontiers,
            touched: Vec::with_capacity(1 << 16),
        }
    }
}

impl Search {
    /// Fewest jumps from `start` to `target`; `level` hears each expansion: the side (0 from
    /// the start, 1 from the target), its depth after it, and its new frontier's width.
    pub fn min_jumps(
        &mut self,
        start: Ring,
        target: Ring,
        level: &mut dyn FnMut(usize, usize, usize),
    ) -> usize {
        if start == target {
            return 0;
        }
        for &index in &self.touched {
            self.marks[index] = UNSEEN;
        }
        self.touched.clear();
        for (side, &ring) in [start, target].iter().enumerate() {
            let index = index_of(ring);
            self.marks[index] = [FROM_START, FROM_TARGET][side] | (NO_JUMP as u8 + 1);
            self.touched.push(index);
            let [current, _] = &mut self.frontiers[side];
            current.clear();
            let rank = (index % ORDERS) as u64;
            current.lists[index / ORDERS][NO_JUMP].push(ring | rank << 48);
        }
        let mut depths = [0; 2];
        loop {
            let side = if self.frontiers[0][0].width() <= self.frontiers[1][0].width() {
                0
            } else {
                1
            };
            let [current, next] = &mut self.frontiers[side];
            next.clear();
            let met = expand(
                current,
                next,
                &mut self.marks,
                [FROM_START, FROM_TARGET][side],
            );
            for (plate, lists) in next.lists.iter().enumerate() {
                for list in lists {
                    self.touched
                        .extend(list.iter().map(|&e| plate * ORDERS + (e >> 48) as usize));
                }
            }
            std::mem::swap(current, next);
            depths[side] += 1;
            level(side, depths[side], self.frontiers[side][0].width());
            // Every arrangement is reachable, so the sides always meet.
            if met {
                return depths[0] + depths[1];
            }
        }
    }
}

/// Reads nine plates as an arrangement, or says why they are not one.
pub fn parse_ring(plates: &[u8]) -> Result<Ring, String> {
    let mut ring = 0;
    let mut seen = [false; 9];
    for (plate, &c) in plates.iter().enumerate() {
        let v = match c {
            b'1'..=b'8' => c - b'0',
            b'0' | b'.' => 0,
            _ => {
                return Err(format!(
                    "`{}` is not a grasshopper (1-8) or the empty plate (0 .)",
                    shown(&[c])
                ))
            }
        };
        if seen[usize::from(v)] {
            return Err(if v == 0 {
                "it has two empty plates".to_string()
            } else {
                format!("grasshopper {} appears twice", v)
            });
        }
        seen[usize::from(v)] = true;
        ring |= u64::from(v) << (4 * plate);
    }
    Ok(ring)
}

/// A token as a message shows it: its first bytes, anything but printable ASCII as `\xNN`.
fn shown(token: &[u8]) -> String {
    const SHOWN: usize = 24;
    let mut text = String::new();
    for &b in token.iter().take(SHOWN) {
        if b.is_ascii_graphic() {
            text.push(char::from(b));
        } else {
            text.push_str(&format!("\\x{:02x}", b));
        }
    }
    if token.len() > SHOWN {
        text.push_str("...");
    }
    text
}

/// Notes written on stderr at most; past them, one line says how many more there were.
const NOTES_SHOWN: usize = 10;

/// What a run prints: answers for stdout, notes for stderr, and the fatal input error if any.
#[derive(Debug, Default, PartialEq)]
pub struct Outcome {
    pub answers: String,
    pub notes: String,
    pub error: Option<String>,
}

/// Solves a whole input in memory; `main` only moves bytes.
pub fn solve(input: &[u8]) -> Outcome {
    let mut out = Outcome::default();
    let mut tokens: Vec<&[u8]> = input
        .split(|c| c.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.is_empty() {
        // The contest question, asked with no input.
        tokens = vec![&CONTEST_START[..], &CONTEST_TARGET[..]];
    }
    let mut search = Search::default();
    let mut illegal = 0;
    for pair in tokens.chunks(2) {
        if let Some(bad) = pair.iter().find(|t| t.len() != 9) {
            out.error = Some(format!(
                "`{}` is {} characters; an arrangement is 9 plates",
                shown(bad),
                bad.len()
            ));
            break;
        }
        if pair.len() < 2 {
            out.error = Some(format!("start `{}` has no target", shown(pair[0])));
            break;
        }
        let answer = match (parse_ring(pair[0]), parse_ring(pair[1])) {
            (Ok(start), Ok(target)) => search.min_jumps(start, target, &mut |_, _, _| {}) as i64,
            (Err(why), _) | (_, Err(why)) => {
                illegal += 1;
                if illegal <= NOTES_SHOWN {
                    let bad = if parse_ring(pair[0]).is_err() {
                        pair[0]
                    } else {
                        pair[1]
                    };
                    out.notes.push_str(&format!(
                        "grasshoppers: `{}` is not an arrangement, so unreachable: {}\n",
                        shown(bad),
                        why
                    ));
                }
                -1
            }
        };
        out.answers.push_str(&format!("{}\n", answer));
    }
    if illegal > NOTES_SHOWN {
        out.notes.push_str(&format!(
            "grasshoppers: ... and {} more illegal arrangements\n",
            illegal - NOTES_SHOWN
        ));
    }
    out
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        let _ = writeln!(io::stderr(), "grasshoppers: cannot read stdin: {}", e);
        std::process::exit(2);
    }
    let outcome = solve(&input);
    let stdout = io::stdout();
    let mut writer = io::BufWriter::new(stdout.lock());
    // A closed stdout (e.g. `| head`) is not worth a panic: the answers simply have no reader.
    let _ = writer.write_all(outcome.answers.as_bytes());
    let _ = writer.flush();
    let mut stderr = io::stderr();
    let _ = stderr.write_all(outcome.notes.as_bytes());
    if let Some(error) = outcome.error {
        let _ = writeln!(stderr, "grasshoppers: {}", error);
        std::process::exit(2);
    }
}
