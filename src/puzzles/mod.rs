//! What the machinery knows about each puzzle, one module per puzzle: its special judges (for
//! problems with more than one right output) and, as the tools grow, how to generate its
//! inputs and how to trace its search. `cases`, `run`, `compare`, `judge` and `report` name no
//! puzzle; they reach a puzzle only through [`all`] and the traits here. A new puzzle is one
//! module added to [`all`] and one folder under `testdata/`.

use crate::rng::Rng;
use crate::trace::{Ask, Choice, Grid, Layer, Trace};
use std::collections::HashSet;
use std::fmt;
use std::hash::Hash;
use std::io::BufRead;

pub mod eight_ii;
pub mod eight_puzzle;
pub mod fifteen;
pub mod grasshoppers;
pub mod magic_board;
pub mod nine_grid;
pub mod sliding;
pub mod string_rewrite;

/// One puzzle: a solution binary `src/bin/NAME.rs` and its packages in `testdata/NAME/`.
pub trait Puzzle: Sync {
    /// The name of its solution binary and of its folder under `testdata/`.
    fn name(&self) -> &'static str;

    /// The titles judges give the puzzle where several of its packages (or several puzzles)
    /// share one: `魔板` is HDU 1430's and USACO's. A title only one package has is that
    /// package's alias in its `problem.txt` instead.
    fn titles(&self) -> &'static [&'static str] {
        &[]
    }

    /// The special judges its packages may name in `problem.txt`.
    fn special_judges(&self) -> &'static [&'static dyn SpecialJudge] {
        &[]
    }

    /// Valid inputs for the package named `package` (its folder's name), for `judge stress`;
    /// `None` for a package without one (`extras`).
    fn generator(&self, package: &str) -> Option<Box<dyn Generator>>;

    /// The right output for `input`, from our own solution run in memory; `Err` when the
    /// solution refuses the input (which a generator never makes).
    fn reference(&self, input: &[u8]) -> Result<Vec<u8>, String>;

    /// The closing paragraph of the puzzle's study pages: what they should leave a learner able
    /// to do, and one exercise `judge` marks (English; `docs/learn.zh-CN.md` says it in Chinese).
    fn study_goal(&self) -> &'static str {
        ""
    }

    /// What the solution does on the first case of `input`, for `judge trace`, from the
    /// solution's own search; `Err` with the solution's own message (as it prints it on
    /// stderr) for input it refuses.
    fn trace(&self, input: &[u8]) -> Result<Trace, String>;
}

/// One case of a generated input: its level of difficulty and the puzzle's own data for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// An index into [`Generator::levels`].
    pub level: usize,
    pub data: Vec<u8>,
}

/// Makes valid inputs of one judge problem, from easy to hard, for `judge stress`.
pub trait Generator: Sync {
    /// The levels of difficulty, easiest first, named for people: `distance 0`,
    /// `unsolvable`, `distance 1`, …
    fn levels(&self) -> Vec<String>;

    /// True when one input holds several cases (HDU's "until the end of the file").
    fn many_per_input(&self) -> bool {
        false
    }

    /// A random case at `level`.
    fn case(&self, level: usize, rng: &mut Rng) -> Item;

    /// Cases one step smaller than `item`, each still a valid input, most promising first: a
    /// board one move nearer its goal, and every part of the input the puzzle can make
    /// smaller (a rule fewer in a rule set, a character fewer in a string); none when it is as
    /// small as it gets. Stress shrinks a failure through these; fewer cases in a batch it
    /// tries itself.
    fn easier(&self, item: &Item) -> Vec<Item>;

    /// The input holding `items`, in the judge's format.
    fn input(&self, items: &[Item]) -> Vec<u8>;
}

/// A judge for problems where more than one output is right.
pub trait SpecialJudge: Sync {
    /// The name a package's `problem.txt` gives after `checker:`.
    fn name(&self) -> &'static str;

    /// `Ok` when `output` is accepted for `input`, given the reference `answer`; otherwise why
    /// not, in one line. `output` is streamed: a special judge never holds it whole.
    fn check(&self, input: &[u8], output: &mut dyn BufRead, answer: &[u8]) -> Result<(), String>;
}

/// A special judge as a value: compared and shown by its name.
#[derive(Clone, Copy)]
pub struct SpecialJudgeRef(pub &'static dyn SpecialJudge);

impl fmt::Debug for SpecialJudgeRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.name())
    }
}

impl PartialEq for SpecialJudgeRef {
    fn eq(&self, other: &Self) -> bool {
        self.0.name() == other.0.name()
    }
}

impl Eq for SpecialJudgeRef {}

/// `reference` from what a solution's `solve` returned: its stdout, or its error.
pub(crate) fn reference_of(answers: String, error: Option<String>) -> Result<Vec<u8>, String> {
    match error {
        Some(error) => Err(error),
        None => Ok(answers.into_bytes()),
    }
}

/// The start of every trace, from what the solution `name` returned: what it prints and notes;
/// for input it refuses, its notes and message as it prints them on stderr.
pub(crate) fn trace_of(
    name: &str,
    answers: String,
    notes: String,
    error: Option<String>,
) -> Result<Trace, String> {
    match error {
        Some(error) => Err(format!("{}{}: {}", notes, name, error)),
        None => Ok(Trace {
            answer: answers,
            notes,
            sections: Vec::new(),
        }),
    }
}

/// How an ask-mode question names a puzzle's things: `board`, `move`, `moves`, `the goal`.
pub(crate) struct Words {
    pub thing: &'static str,
    pub step: &'static str,
    pub steps: &'static str,
    pub goal: &'static str,
}

impl Words {
    fn counted(&self, n: usize) -> String {
        match n {
            0 => format!("{} itself, 0 {}", self.goal, self.steps),
            1 => format!("1 {} from {}", self.step, self.goal),
            n => format!("{} {} from {}", n, self.steps, self.goal),
        }
    }
}

/// A position one step on, as ask mode offers it: its label (the move's name), the position,
/// and its grid as the path draws it.
pub(crate) type NextChoice<B> = (String, B, Grid);

/// Ask mode's question before each position of a path after the first (`grids` drawn from
/// `path`): which comes next, the choices every position one step from the one before
/// (`next`), each labelled with its distance from the goal by `distance` so the page shows
/// what the answer rests on, right those one step nearer (each the first step of some
/// shortest path). The path's own step is always among the right ones.
pub(crate) fn ask_next_positions<B: PartialEq>(
    grids: &mut [Grid],
    path: &[B],
    next: &dyn Fn(&B) -> Vec<NextChoice<B>>,
    distance: &dyn Fn(&B) -> Option<usize>,
    words: &Words,
) {
    for (k, grid) in grids.iter_mut().enumerate().take(path.len()).skip(1) {
        let before = &path[k - 1];
        let here = distance(before).unwrap_or(usize::MAX);
        let nearer = here.saturating_sub(1);
        let offered = next(before);
        let taken = offered
            .iter()
            .find(|(_, position, _)| *position == path[k])
            .map_or(String::new(), |(label, _, _)| label.clone());
        let choices = offered
            .into_iter()
            .map(|(label, position, board)| {
                let d = distance(&position).unwrap_or(usize::MAX);
                Choice {
                    board: Some(board),
                    label: format!("{}: {}", label, words.counted(d)),
                    right: d == nearer,
                    note: String::new(),
                }
            })
            .collect();
        grid.ask = Some(Ask {
            prompt: format!(
                "Step {}: the {} is {} {} from {}; under each {} one {} on, its distance from {}. A {} is on a shortest path when it leads one {} nearer: which {} comes next?",
                k,
                words.thing,
                here,
                words.steps,
                words.goal,
                words.thing,
                words.step,
                words.goal,
                words.step,
                words.step,
                words.thing
            ),
            choices,
            why: format!(
                "A {} is on a shortest path when it leads one {} nearer {} ({} {} from it); the solution took `{}`.",
                words.step, words.step, words.goal, nearer, words.steps, taken
            ),
        });
    }
}

/// The layers of a breadth-first search from `root` over `next`, as a chart's questions show
/// them ([`crate::trace::layer_questions`]): each layer's size, the moves made from it, and
/// how many of those reached a position already found.
pub(crate) fn layers_of<B: Clone + Eq + Hash>(root: B, next: &dyn Fn(&B) -> Vec<B>) -> Vec<Layer> {
    let mut seen: HashSet<B> = HashSet::new();
    seen.insert(root.clone());
    let mut layer = vec![root];
    let mut layers = Vec::new();
    while !layer.is_empty() {
        let mut found = Vec::new();
        let mut reached = 0;
        for position in &layer {
            for after in next(position) {
                reached += 1;
                if seen.insert(after.clone()) {
                    found.push(after);
                }
            }
        }
        layers.push(Layer {
            things: layer.len(),
            reached,
            known: reached - found.len(),
        });
        layer = found;
    }
    layers
}

/// Every puzzle.
pub fn all() -> &'static [&'static dyn Puzzle] {
    &[
        &nine_grid::NineGrid,
        &magic_board::MagicBoard,
        &eight_puzzle::EightPuzzle,
        &eight_ii::EightII,
        &grasshoppers::Grasshoppers,
        &fifteen::Fifteen,
        &string_rewrite::StringRewrite,
    ]
}

/// The puzzle of that name.
pub fn by_name(name: &str) -> Option<&'static dyn Puzzle> {
    all().iter().copied().find(|p| p.name() == name)
}

/// The special judge of that name, whichever puzzle has it.
pub fn special_judge(name: &str) -> Option<SpecialJudgeRef> {
    all()
        .iter()
        .flat_map(|p| p.special_judges().iter())
        .find(|j| j.name() == name)
        .map(|j| SpecialJudgeRef(*j))
}

/// The names of every special judge.
pub fn special_judge_names() -> Vec<&'static str> {
    all()
        .iter()
        .flat_map(|p| p.special_judges().iter())
        .map(|j| j.name())
        .collect()
}

/// Levels of difficulty by distance to the goal, 0 to `depth`, with an optional level for
/// cases that cannot be solved, tried right after distance 0 (a wrong answer there is common
/// and its input is small).
pub(crate) struct DistanceLevels {
    depth: usize,
    unreachable: Option<&'static str>,
}

impl DistanceLevels {
    pub(crate) fn new(depth: usize, unreachable: Option<&'static str>) -> DistanceLevels {
        DistanceLevels { depth, unreachable }
    }

    pub(crate) fn names(&self) -> Vec<String> {
        let mut names = vec!["distance 0".to_string()];
        if let Some(name) = self.unreachable {
            names.push(name.to_string());
        }
        names.extend((1..=self.depth).map(|d| format!("distance {}", d)));
        names
    }

    /// The distance of a level; `None` for the level of unreachable cases.
    pub(crate) fn distance(&self, level: usize) -> Option<usize> {
        match (level, self.unreachable) {
            (0, _) => Some(0),
            (1, Some(_)) => None,
            (level, Some(_)) => Some(level - 1),
            (level, None) => Some(level),
        }
    }

    /// The level of cases that cannot be solved, where there is one.
    pub(crate) fn unreachable_level(&self) -> Option<usize> {
        self.unreachable.map(|_| 1)
    }

    /// The level of cases at `distance`.
    pub(crate) fn level_of(&self, distance: usize) -> usize {
        match (distance, self.unreachable) {
            (0, _) => 0,
            (d, Some(_)) => d + 1,
            (d, None) => d,
        }
    }
}
