//! The checker a case is judged by: a comparison rule, a puzzle's special judge, an external
//! command, or a Kattis output validator. Only the type and its names live here, below `cases`, `problem` and
//! `judge`, which all name it; how a checker is applied to an output is in [`crate::judge`].

use crate::compare::Comparison;
use crate::puzzles::{self, SpecialJudgeRef};
use crate::run::Program;

/// How a clean run's output is judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checker {
    Compare(Comparison),
    /// A built-in judge for problems with more than one right output (`src/puzzles/`).
    Special(SpecialJudgeRef),
    /// testlib order: `COMMAND input output answer`; exit 0 accepts, 1 or 2 reject, anything
    /// else is a checker error.
    External(String),
    /// The Kattis output-validator protocol: `VALIDATOR input answer feedback_dir < output`;
    /// exit 42 accepts, 43 rejects (the reason in `feedback_dir/judgemessage.txt`), anything
    /// else is a checker error.
    Kattis(Program),
}

impl Checker {
    /// Every checker name a folder may give.
    pub fn known_names() -> Vec<&'static str> {
        let mut names = vec![
            Comparison::Lines.name(),
            Comparison::Exact.name(),
            Comparison::Tokens.name(),
        ];
        names.extend(puzzles::special_judge_names());
        names
    }

    pub fn from_name(name: &str) -> Option<Checker> {
        Comparison::from_name(name)
            .map(Checker::Compare)
            .or_else(|| puzzles::special_judge(name).map(Checker::Special))
    }
}
