//! `judge`, a local judge for testdata folders, with no dependencies.
//!
//! The pieces, each one mechanism:
//! - [`cases`] finds input/answer pairs in a folder;
//! - [`checker`] names the rule a case is judged by (a comparison, a special judge, a command);
//! - [`run`] runs a program on one input: its scratch folder, input, output and wall-clock cap;
//! - [`contain`] runs a program under limits and measures it, contained by the kernel (a
//!   cgroup, namespaces) where it can: one backend per platform, importing nothing above it;
//! - [`compare`] compares output with an answer and locates the first difference;
//! - [`problem`] reads problem packages (`problem.txt`, and Kattis packages in
//!   [`problem::kattis`]) and finds them by name or alias;
//! - [`puzzles`] holds what the machinery must know about each puzzle, one module each;
//! - [`judge`] turns a run into a verdict and judges whole folders, in parallel if asked;
//! - [`report`] shows the verdicts to a person or as JSON;
//! - [`source`] compiles a contestant's source file;
//! - [`editions`] lists the C++, Java and Python translations and how their judges build them;
//! - [`stress`] looks for the smallest input on which a program is wrong;
//! - [`trace`] draws what a solution's search does, for a learner;
//! - [`study`] writes a trace as a study page, one HTML file to step through;
//! - [`contest`] judges a mock contest: many contestants, many problems, scores, one table;
//! - [`export`] writes a package in the import format of a judge coaches run;
//! - [`zip`] writes and reads the zips of those packages;
//! - [`paste`] picks the file to paste for a judge problem, in a language it takes;
//! - [`fingerprint`] hashes the parts of a key (the compile cache's, a contest cell's);
//! - [`folders`] knows where the crate's folders are (testdata, editions, the cache);
//! - [`text`] makes text safe for JSON, YAML, a script or markup;
//! - [`json`] reads JSON, for [`listen`];
//! - [`listen`] receives problems from the browser extension Competitive Companion and saves
//!   each as a package;
//! - [`app`] is what the `judge` command does, for `src/main.rs` to call.
//!
//! `cargo test` judges the bundled testdata through [`judge::judge_folder`], the same code the
//! `judge` binary runs.

pub mod app;
pub mod cases;
pub mod checker;
pub mod compare;
pub mod contain;
pub mod contest;
pub mod editions;
pub mod export;
pub mod fingerprint;
pub mod folders;
pub mod json;
pub mod judge;
pub mod listen;
pub mod paste;
pub mod problem;
pub mod puzzles;
pub mod report;
pub mod rng;
pub mod run;
pub mod source;
pub mod stress;
pub mod study;
pub mod text;
pub mod trace;
pub mod zip;
