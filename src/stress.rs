//! `judge stress`: find the smallest input on which a program is wrong.
//!
//! Inputs come from the package's generator (in its puzzle's module), smallest first: one case
//! at each level of difficulty in turn (distance 0, unreachable, distance 1, …), then random
//! levels, and for judges that take many cases per input, more and more of them. The right
//! output comes from our own solution, run in memory; the program's is judged by the package's
//! rule under its limits, through the same runner and checker as `judge`. A failure is shrunk
//! (fewer cases, nearer boards) before it is shown and saved.
//!
//! Attempt `i` of seed `s` is made from its own generator seeded by `s` and `i` alone, so a
//! seed names the same inputs whatever the machine, the number of jobs or the time budget.

use crate::cases::Case;
use crate::judge::{self, CaseReport, JudgeError, Session, Verdict};
use crate::problem::Package;
use crate::puzzles::{Generator, Item, Puzzle};
use crate::rng::Rng;
use crate::run::{self, Program, ScratchDir, Setup};
use std::fs;
use std::time::{Duration, Instant};

/// Attempts at each level in the first sweep, easiest level first.
const SWEEP_PER_LEVEL: usize = 2;

/// The most cases one input holds, for judges that take many.
const MOST_CASES: usize = 64;

/// Candidates tried while shrinking, at most.
const SHRINK_ATTEMPTS: usize = 400;

/// What a stress run is given.
pub struct Stress<'a> {
    pub program: &'a Program,
    pub package: &'a Package,
    pub puzzle: &'a dyn Puzzle,
    pub generator: &'a dyn Generator,
    pub seed: u64,
    /// Stop after this many inputs…
    pub count: Option<usize>,
    /// …or when this time has passed, whichever comes first.
    pub time_budget: Duration,
    pub jobs: usize,
}

/// A failing input, as small as shrinking made it.
#[derive(Clone, Debug)]
pub struct Failure {
    pub items: Vec<Item>,
    pub input: Vec<u8>,
    /// Our solution's output for it.
    pub expected: Vec<u8>,
    pub report: CaseReport,
    /// The attempt that first failed, counted from 1, and how many inputs shrinking tried.
    pub found_at: usize,
    pub shrink_attempts: usize,
}

/// What a stress run found.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Inputs judged before the failure (or in all), and how many of each level they held.
    pub tried: usize,
    pub cases_per_level: Vec<usize>,
    pub most_cases_per_input: usize,
    pub elapsed: Duration,
    pub failure: Option<Failure>,
}

/// What a caller hears while inputs are judged.
pub trait Watch {
    /// After each batch: inputs tried so far, and the hardest level seen.
    fn tried(&mut self, _tried: usize, _hardest: usize, _elapsed: Duration) {}
    /// When shrinking starts.
    fn shrinking(&mut self, _failure: &Failure) {}
}

/// A watch that hears nothing.
pub struct Unwatched;

impl Watch for Unwatched {}

/// The cases of attempt `index` of `seed`: one at each level in turn first, then random
/// levels, more cases per input as attempts go on where the judge takes many.
pub fn attempt(generator: &dyn Generator, seed: u64, index: usize) -> Vec<Item> {
    let levels = generator.levels().len();
    let mut rng = Rng::new(seed ^ (index as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let sweep = levels * SWEEP_PER_LEVEL;
    if index < sweep {
        return vec![generator.case(index / SWEEP_PER_LEVEL, &mut rng)];
    }
    let cases = if generator.many_per_input() {
        // 2 cases after the sweep, doubling every 100 attempts, up to the most.
        let doublings = ((index - sweep) / 100).min(6);
        (2usize << doublings).min(MOST_CASES)
    } else {
        1
    };
    (0..cases)
        .map(|_| {
            let level = rng.below(levels);
            generator.case(level, &mut rng)
        })
        .collect()
}

/// Runs the stress test: inputs in batches, judged in parallel, until one fails, the count is
/// reached or the time is up; a failure is shrunk.
pub fn run(stress: &Stress, watch: &mut dyn Watch) -> Result<Outcome, JudgeError> {
    let started = Instant::now();
    let levels = stress.generator.levels().len();
    let mut outcome = Outcome {
        tried: 0,
        cases_per_level: vec![0; levels],
        most_cases_per_input: 0,
        elapsed: Duration::ZERO,
        failure: None,
    };
    let batch = (stress.jobs * 4).max(4);
    let mut hardest = 0;
    loop {
        let left = stress
            .count
            .map_or(usize::MAX, |count| count - outcome.tried);
        if left == 0 || started.elapsed() >= stress.time_budget {
            break;
        }
        let first = outcome.tried;
        let attempts: Vec<Vec<Item>> = (first..first + batch.min(left))
            .map(|index| attempt(stress.generator, stress.seed, index))
            .collect();
        let (reports, _scratch) = judge_inputs(stress, &attempts)?;
        for (items, report) in attempts.iter().zip(&reports) {
            if report.verdict != Verdict::Accepted {
                let input = stress.generator.input(items);
                let expected = reference(stress, &input)?;
                let failure = Failure {
                    items: items.clone(),
                    input,
                    expected,
                    report: report.clone(),
                    found_at: outcome.tried + 1,
                    shrink_attempts: 0,
                };
                watch.shrinking(&failure);
                outcome.failure = Some(shrink(stress, failure)?);
                outcome.elapsed = started.elapsed();
                return Ok(outcome);
            }
            outcome.tried += 1;
            outcome.most_cases_per_input = outcome.most_cases_per_input.max(items.len());
            for item in items {
                outcome.cases_per_level[item.level] += 1;
                hardest = hardest.max(item.level);
            }
        }
        watch.tried(outcome.tried, hardest, started.elapsed());
    }
    outcome.elapsed = started.elapsed();
    Ok(outcome)
}

/// Our solution's output for `input`.
fn reference(stress: &Stress, input: &[u8]) -> Result<Vec<u8>, JudgeError> {
    stress.puzzle.reference(input).map_err(|why| {
        JudgeError::Runner(format!(
            "the generator of {} made an input our solution refuses ({}): a bug of this tool",
            stress.package.label(),
            why
        ))
    })
}

/// Judges one input per entry of `attempts`, in order, stopping at the first that is not AC;
/// the reports (up to it) and the folder that holds the files while they are looked at.
fn judge_inputs(
    stress: &Stress,
    attempts: &[Vec<Item>],
) -> Result<(Vec<CaseReport>, ScratchDir), JudgeError> {
    let scratch = ScratchDir::new().map_err(|e| JudgeError::Runner(e.to_string()))?;
    let mut cases = Vec::new();
    for (i, items) in attempts.iter().enumerate() {
        let input = stress.generator.input(items);
        let expected = reference(stress, &input)?;
        let case = Case {
            name: format!("{}", i + 1),
            input: scratch.path().join(format!("{}.in", i)),
            answer: scratch.path().join(format!("{}.ans", i)),
        };
        let unwritable = |e: std::io::Error| JudgeError::Runner(e.to_string());
        fs::write(&case.input, &input).map_err(unwritable)?;
        fs::write(&case.answer, &expected).map_err(unwritable)?;
        cases.push(case);
    }
    let session = Session {
        program: stress.program.clone(),
        checker: stress.package.checker.clone(),
        limits: crate::run::Limits {
            time: stress.package.time_limit,
            wall: stress.package.wall_limit,
            memory_kib: Some(stress.package.memory_kib),
            ..crate::run::Limits::default()
        },
        checker_time: judge::CHECKER_TIME,
        checker_memory_kib: judge::CHECKER_MEMORY_KIB,
        file_io: stress.package.file_io.clone(),
        jobs: stress.jobs,
        stop_on_fail: true,
    };
    let reports = judge::judge_cases(&session, &cases, &mut judge::Silent)?;
    Ok((reports, scratch))
}

/// Smaller inputs than `items`, most promising first: fewer cases (each alone, then halves,
/// then one left out), then each case made one step easier.
fn smaller(generator: &dyn Generator, items: &[Item]) -> Vec<Vec<Item>> {
    let mut candidates = Vec::new();
    if items.len() > 1 {
        candidates.extend(items.iter().map(|item| vec![item.clone()]));
        let half = items.len() / 2;
        candidates.push(items[..half].to_vec());
        candidates.push(items[half..].to_vec());
        for skip in 0..items.len().min(16) {
            let mut fewer = items.to_vec();
            fewer.remove(skip);
            candidates.push(fewer);
        }
    }
    for (position, item) in items.iter().enumerate() {
        for easier in generator.easier(item) {
            let mut changed = items.to_vec();
            changed[position] = easier;
            candidates.push(changed);
        }
    }
    candidates
}

/// Shrinks a failure while some smaller input still fails.
fn shrink(stress: &Stress, mut failure: Failure) -> Result<Failure, JudgeError> {
    let started = Instant::now();
    let budget = stress.time_budget.max(Duration::from_secs(10));
    'shrinking: while failure.shrink_attempts < SHRINK_ATTEMPTS && started.elapsed() < budget {
        let candidates = smaller(stress.generator, &failure.items);
        if candidates.is_empty() {
            break;
        }
        for chunk in candidates.chunks((stress.jobs * 2).max(2)) {
            let (reports, _scratch) = judge_inputs(stress, chunk)?;
            failure.shrink_attempts += reports.len();
            if let Some((items, report)) = chunk
                .iter()
                .zip(&reports)
                .find(|(_, r)| r.verdict != Verdict::Accepted)
            {
                failure.input = stress.generator.input(items);
                failure.expected = reference(stress, &failure.input)?;
                failure.items = items.clone();
                failure.report = report.clone();
                continue 'shrinking;
            }
            if failure.shrink_attempts >= SHRINK_ATTEMPTS {
                break 'shrinking;
            }
        }
        break; // no smaller input fails: this one is as small as it gets
    }
    Ok(failure)
}

/// The program's output on `input`, for showing beside the expected one (at most 64 KiB).
pub fn output_of(stress: &Stress, input: &[u8]) -> Result<Vec<u8>, JudgeError> {
    let scratch = ScratchDir::new().map_err(|e| JudgeError::Runner(e.to_string()))?;
    let path = scratch.path().join("input");
    fs::write(&path, input).map_err(|e| JudgeError::Runner(e.to_string()))?;
    let limits = crate::run::Limits {
        time: stress.package.time_limit,
        wall: stress.package.wall_limit,
        memory_kib: Some(stress.package.memory_kib),
        ..crate::run::Limits::default()
    };
    let setup = Setup {
        file_io: stress.package.file_io.as_deref(),
        ..Setup::default()
    };
    let ran = run::execute(stress.program, &path, &limits, setup)
        .map_err(|e| JudgeError::Runner(e.to_string()))?;
    let mut output = ran.output.read().unwrap_or_default();
    output.truncate(64 << 10);
    Ok(output)
}
