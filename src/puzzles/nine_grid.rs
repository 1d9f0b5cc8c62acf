//! 九宫重排 / 八数码 (step count): `src/bin/nine_grid.rs`, packages `testdata/nine_grid/`.
//! Answers are single numbers, judged by the line rule: no special judge.

use super::Puzzle;

pub struct NineGrid;

impl Puzzle for NineGrid {
    fn name(&self) -> &'static str {
        "nine_grid"
    }
}
