//! The blank's moves on a `String` board, shared by the eight-puzzle baselines (included with
//! `#[path]`, so each baseline still builds with plain rustc).

/// The boards one blank move away from `board`, each with the letter of that move.
pub fn moves(board: &str) -> Vec<(char, String)> {
    let blank = board.find('x').expect("a blank");
    let (row, col) = (blank / 3, blank % 3);
    let mut found = Vec::new();
    for (letter, ok, to) in [
        ('u', row > 0, blank.wrapping_sub(3)),
        ('d', row < 2, blank + 3),
        ('l', col > 0, blank.wrapping_sub(1)),
        ('r', col < 2, blank + 1),
    ] {
        if ok {
            let mut cells: Vec<char> = board.chars().collect();
            cells.swap(blank, to);
            found.push((letter, cells.into_iter().collect()));
        }
    }
    found
}
