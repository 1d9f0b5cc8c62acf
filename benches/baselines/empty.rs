//! The floor: a Rust process that does nothing. No solution can cost less than starting one.
fn main() {}
