//! 魔板 Magic Squares: `src/bin/magic_board.rs`, packages `testdata/magic_board/`. The
//! lexicographically smallest shortest sequence is unique, so the line rule judges it.

use super::Puzzle;

pub struct MagicBoard;

impl Puzzle for MagicBoard {
    fn name(&self) -> &'static str {
        "magic_board"
    }
}
