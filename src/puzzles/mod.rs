//! What the machinery knows about each puzzle, one module per puzzle: its special judges (for
//! problems with more than one right output) and, as the tools grow, how to generate its
//! inputs and how to trace its search. `cases`, `run`, `compare`, `judge` and `report` name no
//! puzzle; they reach a puzzle only through [`all`] and the traits here. A new puzzle is one
//! module added to [`all`] and one folder under `testdata/`.

use std::fmt;
use std::io::BufRead;

pub mod eight_puzzle;
pub mod magic_board;
pub mod nine_grid;

/// One puzzle: a solution binary `src/bin/NAME.rs` and its packages in `testdata/NAME/`.
pub trait Puzzle: Sync {
    /// The name of its solution binary and of its folder under `testdata/`.
    fn name(&self) -> &'static str;

    /// The special judges its packages may name in `problem.txt`.
    fn special_judges(&self) -> &'static [&'static dyn SpecialJudge] {
        &[]
    }
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

/// Every puzzle.
pub fn all() -> &'static [&'static dyn Puzzle] {
    &[
        &nine_grid::NineGrid,
        &magic_board::MagicBoard,
        &eight_puzzle::EightPuzzle,
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
