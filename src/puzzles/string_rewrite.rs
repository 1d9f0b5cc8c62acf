//! 字串变换 String Rewriting: `src/bin/string_rewrite.rs`, packages `testdata/string_rewrite/`.
//! The answer is one number or `NO ANSWER!`, judged by the line rule. Inputs for stress are
//! small random rule sets with B chosen at a known distance from A by a one-way search; the
//! trace shows a shortest series of rewrites and the two frontiers of the solution's search.

use super::{DistanceLevels, Generator, Item, Puzzle};
use crate::rng::Rng;
use crate::trace::{counted, grouped, Cell, Grid, Section, Trace, TwoSides};
use std::collections::{HashMap, VecDeque};

#[allow(dead_code)] // its `main` belongs to the binary
#[path = "../bin/string_rewrite.rs"]
mod solution;

use solution::{Problem, MAX_STEPS};

pub struct StringRewrite;

impl Puzzle for StringRewrite {
    fn name(&self) -> &'static str {
        "string_rewrite"
    }

    /// Luogu P1032 and AcWing 190 share the title.
    fn titles(&self) -> &'static [&'static str] {
        &["字串变换"]
    }

    fn generator(&self, package: &str) -> Option<Box<dyn Generator>> {
        match package {
            "luogu-p1032" | "acwing-190" => Some(Box::new(RuleSets::new())),
            _ => None,
        }
    }

    fn reference(&self, input: &[u8]) -> Result<Vec<u8>, String> {
        let outcome = solution::solve(input);
        super::reference_of(outcome.answers, outcome.error)
    }

    fn study_goal(&self) -> &'static str {
        "What you should now be able to do: say which end grows from the two frontiers (A's on a tie), and why two ends touch far fewer strings than one.\nExercise: turn `examples/string_rewrite_1_one_way.rs` into a search from both ends, a whole level at a time; `judge yours.rs P1032` must be AC on every case, the `70-catches-one-node-at-a-time-*` cases included."
    }

    fn trace(&self, input: &[u8]) -> Result<Trace, String> {
        let outcome = solution::solve(input);
        let mut trace =
            super::trace_of(self.name(), outcome.answers, String::new(), outcome.error)?;
        let problem = match solution::parse(input) {
            Ok(problem) => problem,
            Err(_) => return Ok(trace),
        };
        let rules: Vec<String> = problem
            .rules
            .iter()
            .map(|r| format!("`{}` → `{}`", text(&r.from), text(&r.to)))
            .collect();
        trace.sections.push(Section::Text(format!(
            "A = `{}`, B = `{}`; {}: {}. A rewrite replaces one occurrence of a left side, at any place, by its right side.",
            text(&problem.start),
            text(&problem.target),
            counted(rules.len(), "rule", "rules"),
            if rules.is_empty() { "none".to_string() } else { rules.join(", ") }
        )));
        let mut sides = TwoSides::new();
        let steps = solution::min_steps(&problem, &mut |side, depth, width| {
            sides.heard(side, depth, width)
        });
        let steps = match steps {
            Some(steps) => steps,
            None => {
                trace.sections.push(Section::Text(format!(
                    "No series of at most {} rewrites reaches B: the search (string_rewrite.rs) stopped after {} from A and {} from B, {} touched.",
                    MAX_STEPS,
                    counted(sides.depths()[0], "level", "levels"),
                    sides.depths()[1],
                    counted(sides.touched(), "string", "strings")
                )));
                trace.sections.push(Section::Chart(sides.chart(
                    "strings",
                    ["start", "target"],
                    Vec::new(),
                )));
                return Ok(trace);
            }
        };
        if let Some(path) = shortest_series(&problem, steps) {
            trace.sections.push(Section::Boards(
                format!(
                    "a shortest series, {} (the part just written marked):",
                    counted(steps, "rewrite", "rewrites")
                ),
                series_grids(&path),
            ));
        }
        if steps == 0 {
            return Ok(trace);
        }
        let one_way = layer_widths(&problem, steps, ONE_WAY_ROOM);
        let held: usize = one_way.iter().sum();
        let [from_start, from_target] = sides.depths();
        trace.sections.push(Section::Text(format!(
            "The search (string_rewrite.rs, bidirectional, a whole level at a time from the side with the smaller frontier, the side from A on a tie, rules reversed from B) met after {} from A and {} from B: {} touched. {}",
            counted(from_start, "level", "levels"),
            from_target,
            counted(sides.touched(), "string", "strings"),
            one_way_sentence(held, sides.touched(), steps)
        )));
        trace.sections.push(Section::Chart(sides.chart(
            "strings",
            ["start", "target"],
            one_way,
        )));
        Ok(trace)
    }
}

/// What a breadth-first search from A alone holds within `steps` rewrites, against the
/// `touched` strings of the two-way search: how many times as many.
fn one_way_sentence(held: usize, touched: usize, steps: usize) -> String {
    let within = counted(steps, "rewrite", "rewrites");
    if held >= ONE_WAY_ROOM {
        return format!(
            "A breadth-first search from A alone holds more than {} strings within {}.",
            grouped(ONE_WAY_ROOM),
            within
        );
    }
    let times = held / touched.max(1);
    let fewer = if times >= 2 {
        format!(
            ": the two-way search touched {} times fewer",
            grouped(times)
        )
    } else {
        String::new()
    };
    format!(
        "A breadth-first search from A alone holds {} within {}{}.",
        counted(held, "string", "strings"),
        within,
        fewer
    )
}

/// The most strings the tracer's own one-way searches hold (a trace stays quick).
const ONE_WAY_ROOM: usize = 200_000;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Every string one rewrite from `s`, with where the rewrite wrote: (string, place, length).
fn rewrites(problem: &Problem, s: &[u8]) -> Vec<(Vec<u8>, usize, usize)> {
    let mut out = Vec::new();
    for rule in &problem.rules {
        let mut place = 0;
        solution::rewrites_of(s, &rule.from, &rule.to, &mut |t| {
            // The scan goes left to right: the next rewrite is at the next match.
            while s[place..].get(..rule.from.len()) != Some(&rule.from[..]) {
                place += 1;
            }
            out.push((t, place, rule.to.len()));
            place += 1;
        });
    }
    out
}

/// Strings at each depth of a one-way search from A, to `depth`, while it holds at most
/// `room` strings (a last layer cut short when it would hold more).
fn layer_widths(problem: &Problem, depth: usize, room: usize) -> Vec<usize> {
    let mut seen: HashMap<Vec<u8>, usize> = HashMap::new();
    seen.insert(problem.start.clone(), 0);
    let mut widths = vec![1];
    let mut layer = vec![problem.start.clone()];
    while widths.len() <= depth && !layer.is_empty() && seen.len() < room {
        let mut next = Vec::new();
        'layer: for s in &layer {
            for (t, _, _) in rewrites(problem, s) {
                if seen.len() >= room {
                    break 'layer;
                }
                if !seen.contains_key(&t) {
                    seen.insert(t.clone(), widths.len());
                    next.push(t);
                }
            }
        }
        widths.push(next.len());
        layer = next;
    }
    widths
}

/// A shortest series from A to B of `steps` rewrites, each string with where it was written,
/// by a one-way search with parents; `None` when that search would hold too many strings.
fn shortest_series(problem: &Problem, steps: usize) -> Option<Vec<(Vec<u8>, usize, usize)>> {
    let mut parent: HashMap<Vec<u8>, (Vec<u8>, usize, usize, usize)> = HashMap::new();
    parent.insert(problem.start.clone(), (Vec::new(), 0, 0, 0));
    let mut queue = VecDeque::from(vec![problem.start.clone()]);
    while let Some(s) = queue.pop_front() {
        if s == problem.target {
            let mut path = Vec::new();
            let mut at = s;
            loop {
                let (before, place, len, depth) = parent[&at].clone();
                path.push((at, place, len));
                if depth == 0 {
                    break;
                }
                at = before;
            }
            path.reverse();
            return Some(path);
        }
        let depth = parent[&s].3;
        if depth == steps {
            continue;
        }
        for (t, place, len) in rewrites(problem, &s) {
            if !parent.contains_key(&t) {
                if parent.len() >= ONE_WAY_ROOM {
                    return None;
                }
                parent.insert(t.clone(), (s.clone(), place, len, depth + 1));
                queue.push_back(t);
            }
        }
    }
    None
}

/// The series drawn as rows of characters, the characters each rewrite wrote marked.
fn series_grids(path: &[(Vec<u8>, usize, usize)]) -> Vec<Grid> {
    path.iter()
        .enumerate()
        .map(|(step, (s, place, len))| {
            let row: Vec<Cell> = s
                .iter()
                .enumerate()
                .map(|(i, &c)| Cell {
                    text: char::from(c).to_string(),
                    marked: step > 0 && (*place..place + len).contains(&i),
                })
                .collect();
            let caption = match step {
                0 => "A".to_string(),
                _ => format!("rewrite {}", step),
            };
            Grid::new(caption, vec![row])
        })
        .collect()
}

/// Random rule sets over a small alphabet, B chosen at each distance from A (or farther than
/// 10 rewrites, or never reached), for P1032 and AcWing 190 (one case per input).
struct RuleSets {
    levels: DistanceLevels,
}

impl RuleSets {
    fn new() -> RuleSets {
        RuleSets {
            levels: DistanceLevels::new(MAX_STEPS, Some("no answer")),
        }
    }
}

/// The most strings a generator's search holds before it tries another rule set.
const GENERATOR_ROOM: usize = 20_000;

fn word(rng: &mut Rng, alphabet: &[u8], shortest: usize, longest: usize) -> Vec<u8> {
    let length = shortest + rng.below(longest - shortest + 1);
    (0..length).map(|_| *rng.pick(alphabet)).collect()
}

fn random_rules(rng: &mut Rng) -> Problem {
    const ALPHABETS: [&[u8]; 3] = [b"ab", b"abc", b"abcd"];
    let alphabet = ALPHABETS[rng.below(ALPHABETS.len())];
    let rules = (0..1 + rng.below(6))
        .map(|_| solution::Rule {
            from: word(rng, alphabet, 1, 3),
            to: word(rng, alphabet, 1, 3),
        })
        .collect();
    Problem {
        start: word(rng, alphabet, 2, 8),
        target: Vec::new(),
        rules,
    }
}

/// Every string within `depth` rewrites of A and its distance; `None` past `room` strings.
fn ball(problem: &Problem, depth: usize, room: usize) -> Option<HashMap<Vec<u8>, usize>> {
    let mut seen: HashMap<Vec<u8>, usize> = HashMap::new();
    seen.insert(problem.start.clone(), 0);
    let mut queue = VecDeque::from(vec![problem.start.clone()]);
    while let Some(s) = queue.pop_front() {
        let d = seen[&s];
        if d == depth {
            continue;
        }
        for (t, _, _) in rewrites(problem, &s) {
            if !seen.contains_key(&t) {
                seen.insert(t.clone(), d + 1);
                if seen.len() > room {
                    return None;
                }
                queue.push_back(t);
            }
        }
    }
    Some(seen)
}

/// A case at `distance` (`None`: no answer) built by hand, when random rule sets miss: `a`
/// repeated `distance` times, turned into `b`s one rule application at a time.
fn chain(distance: Option<usize>) -> Problem {
    let rule = solution::Rule {
        from: b"a".to_vec(),
        to: b"b".to_vec(),
    };
    let (start, target) = match distance {
        Some(d) => (
            vec![b'a'; d.max(1)],
            [vec![b'b'; d], vec![b'a'; 1 - d.min(1)]].concat(),
        ),
        None => (vec![b'a'; MAX_STEPS + 1], vec![b'b'; MAX_STEPS + 1]),
    };
    Problem {
        start,
        target,
        rules: vec![rule],
    }
}

fn input_of(problem: &Problem) -> Vec<u8> {
    let mut input = [&problem.start[..], b" ", &problem.target, b"\n"].concat();
    for rule in &problem.rules {
        input.extend_from_slice(&[&rule.from[..], b" ", &rule.to, b"\n"].concat());
    }
    input
}

impl RuleSets {
    /// The level `problem`'s answer puts it at: its distance, or "no answer".
    fn level_of(&self, problem: &Problem) -> usize {
        match solution::min_steps(problem, &mut |_, _, _| {}) {
            Some(steps) => self.levels.level_of(steps),
            None => self.levels.unreachable_level().unwrap_or(0),
        }
    }
}

/// Strings B re-chosen for each rule alone: at most this many a rule.
const LONE_RULE_TARGETS: usize = 6;

/// Where `problem` has several rules: each rule alone, with B each of the first few strings it
/// makes of A in one or two rewrites (nearest first, then in byte order, the same everywhere).
fn lone_rules(problem: &Problem) -> Vec<Problem> {
    if problem.rules.len() < 2 {
        return Vec::new();
    }
    let mut alone = Vec::new();
    for rule in &problem.rules {
        let mut one = Problem {
            rules: vec![rule.clone()],
            ..problem.clone()
        };
        let seen = match ball(&one, 2, GENERATOR_ROOM) {
            Some(seen) => seen,
            None => continue,
        };
        let mut near: Vec<(usize, Vec<u8>)> = seen
            .into_iter()
            .filter(|(_, d)| *d > 0)
            .map(|(s, d)| (d, s))
            .collect();
        near.sort();
        for (_, target) in near.into_iter().take(LONE_RULE_TARGETS) {
            one.target = target;
            alone.push(one.clone());
        }
    }
    alone
}

/// `problem` with one character fewer in A, in B, or in one side of a rule, each way once; no
/// string left empty.
fn shorter_strings(problem: &Problem) -> Vec<Problem> {
    fn without_each(word: &[u8]) -> Vec<Vec<u8>> {
        if word.len() < 2 {
            return Vec::new();
        }
        let mut words: Vec<Vec<u8>> = (0..word.len())
            .map(|i| [&word[..i], &word[i + 1..]].concat())
            .collect();
        words.dedup();
        words
    }
    let mut shorter = Vec::new();
    for start in without_each(&problem.start) {
        shorter.push(Problem {
            start,
            ..problem.clone()
        });
    }
    for target in without_each(&problem.target) {
        shorter.push(Problem {
            target,
            ..problem.clone()
        });
    }
    for (i, rule) in problem.rules.iter().enumerate() {
        for from in without_each(&rule.from) {
            let mut changed = problem.clone();
            changed.rules[i].from = from;
            shorter.push(changed);
        }
        for to in without_each(&rule.to) {
            let mut changed = problem.clone();
            changed.rules[i].to = to;
            shorter.push(changed);
        }
    }
    shorter
}

/// `problem` with B replaced by each of its predecessors one rewrite nearer A (the rules
/// reversed); none when B is A or out of reach.
fn nearer_targets(problem: &Problem) -> Vec<Problem> {
    let steps = match solution::min_steps(problem, &mut |_, _, _| {}) {
        Some(steps) if steps > 0 => steps,
        _ => return Vec::new(),
    };
    let mut nearer = Vec::new();
    for rule in &problem.rules {
        solution::rewrites_of(&problem.target, &rule.to, &rule.from, &mut |before| {
            let candidate = Problem {
                target: before,
                ..problem.clone()
            };
            if solution::min_steps(&candidate, &mut |_, _, _| {}) == Some(steps - 1)
                && !nearer.contains(&candidate)
            {
                nearer.push(candidate);
            }
        });
    }
    nearer
}

impl Generator for RuleSets {
    fn levels(&self) -> Vec<String> {
        self.levels.names()
    }

    fn case(&self, level: usize, rng: &mut Rng) -> Item {
        let distance = self.levels.distance(level);
        let wanted = distance.unwrap_or(MAX_STEPS + 1);
        for _ in 0..200 {
            let mut problem = random_rules(rng);
            let seen = match ball(&problem, wanted, GENERATOR_ROOM) {
                Some(seen) => seen,
                None => continue,
            };
            let mut there: Vec<&Vec<u8>> = seen
                .iter()
                .filter(|(_, &d)| d == wanted)
                .map(|(s, _)| s)
                .collect();
            there.sort(); // so that a seed picks the same string everywhere
            if let Some(&target) = there.get(rng.below(there.len().max(1))) {
                problem.target = target.clone();
                return Item {
                    level,
                    data: input_of(&problem),
                };
            }
        }
        Item {
            level,
            data: input_of(&chain(distance)),
        }
    }

    /// Smaller inputs, most promising first: each rule alone with B re-chosen near A (a
    /// search wrong in how it applies one rule fails with that rule alone, but rarely for the
    /// B chosen for the whole set), then a rule fewer, then a character fewer in A, B or a
    /// rule, then B one rewrite nearer A. Each keeps the input valid (one rule at least, no
    /// empty string) and is filed under the level its own answer puts it at.
    fn easier(&self, item: &Item) -> Vec<Item> {
        let problem = match solution::parse(&item.data) {
            Ok(problem) => problem,
            Err(_) => return Vec::new(),
        };
        let mut smaller = lone_rules(&problem);
        for (i, _) in problem
            .rules
            .iter()
            .enumerate()
            .filter(|_| problem.rules.len() > 1)
        {
            let mut fewer = problem.clone();
            fewer.rules.remove(i);
            smaller.push(fewer);
        }
        for shortened in shorter_strings(&problem) {
            smaller.push(shortened);
        }
        smaller.extend(nearer_targets(&problem));
        let mut items: Vec<Item> = Vec::new();
        for candidate in smaller {
            let item = Item {
                level: self.level_of(&candidate),
                data: input_of(&candidate),
            };
            if !items.contains(&item) && item.data != input_of(&problem) {
                items.push(item);
            }
        }
        items
    }

    fn input(&self, items: &[Item]) -> Vec<u8> {
        items.first().map(|it| it.data.clone()).unwrap_or_default()
    }
}
