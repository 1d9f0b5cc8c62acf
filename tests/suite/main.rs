//! The integration tests, one module a concern, built as one test program.
//!
//! One program rather than one a file (issue 29, the quick suite): `cargo test` runs test
//! programs one after another, so a file whose last test ran alone left the other core idle,
//! and each of 23 programs compiled `common` and linked on its own. As one program the harness
//! keeps both cores busy from the first test to the last, and the build links once.
//!
//! The harness starts tests in the order of their names, two at a time. The Windows test spends
//! most of its time waiting for Wine, so its module's name starts it early
//! (`cross_windows_wine`, not `windows_wine`): its waits overlap tests that keep the cores busy,
//! instead of ending the run alone on one core.
//!
//! Run one concern by its module's name: `cargo test --test suite editions::`, or one test by
//! a part of its name: `cargo test --test suite every_rung`.

mod common;

mod architecture;
mod containment;
mod contest;
mod cross_windows_wine;
mod editions;
mod eight_ii;
mod eight_puzzle;
mod export;
mod fifteen;
mod grasshoppers;
mod hostile;
mod judge;
mod listen;
mod magic_board;
mod memory;
mod nine_grid;
mod pasteable;
mod readmes;
mod sandbox;
mod self_contained;
mod stress;
mod string_rewrite;
mod study;
mod testdata;
mod trace;
