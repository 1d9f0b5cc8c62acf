//! Judging a whole contest: each cell's source checked (empty, binary), its key computed and
//! looked up in the store; the sources left compiled once each, `jobs` at a time (the compile
//! cache of [`crate::source`]); then every case of every cell to judge on `jobs` workers,
//! each worker keeping to a cell of its own while there are more cells than workers, and
//! joining another's when there are not, so that no worker idles while a cell has cases left
//! (see [`CaseOrder`]).
//!
//! In a subtask scored as the minimum of its cases, once a case fails the later cases of that
//! subtask are skipped (LemonLime does the same): a worker picking one up marks it skipped, and
//! after judging every case after the first failure is shown skipped, so that the table does
//! not depend on which cases happened to be running at the time.

use super::config::{language_of, Scoring};
use super::layout::{Contestant, Handed};
use super::problems::Problem;
use super::store::Stored;
use super::{CaseResult, Cell, Status};
use crate::fingerprint::Fingerprint;
use crate::judge::{self, JudgeError, Session, Verdict};
use crate::run::Program;
use crate::source::{self, Commands, SourceError};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// What a contest run is asked to do.
pub struct Request<'a> {
    pub root: &'a Path,
    pub problems: &'a [Problem],
    pub contestants: &'a [Contestant],
    /// The cells stored by an earlier run.
    pub stored: Vec<Stored>,
    /// `--only NAME[/PROB]`: cells judged again whatever the store says.
    pub only: &'a [String],
    /// The contest's own `compile-EXT` commands (a problem's come first).
    pub compile: &'a [(String, String)],
    pub jobs: usize,
}

/// Why judging stopped before the end.
#[derive(Debug)]
pub enum Stop {
    /// The testdata or the judge is at fault: a message.
    Error(String),
    /// Stopped by a signal; the cells finished by then.
    Interrupted(i32, Vec<Vec<Option<(u64, Cell)>>>),
}

/// What the caller hears while judging: a line to show now and then.
pub type Progress<'a> = &'a mut dyn FnMut(&str);

/// A cell that needs its source compiled and run.
struct Work {
    contestant: usize,
    problem: usize,
    source: String,
    commands: Commands,
    path: std::path::PathBuf,
    program: Option<Program>,
    session: Option<Session>,
}

/// Every cell, `[contestant][problem]`, each with its key; judged now where the store has no
/// result under its key, or `--only` names it.
pub fn judge_contest(request: &Request, progress: Progress) -> Result<Vec<Vec<(u64, Cell)>>, Stop> {
    let mut cells: Vec<Vec<Option<(u64, Cell)>>> = request
        .contestants
        .iter()
        .map(|c| vec![None; c.handed.len()])
        .collect();
    let mut work: Vec<Work> = Vec::new();
    for (ci, contestant) in request.contestants.iter().enumerate() {
        for (pi, handed) in contestant.handed.iter().enumerate() {
            let problem = &request.problems[pi];
            match first_look(request, problem, handed) {
                Ok(cell) => cells[ci][pi] = Some((0, cell)),
                Err((key, path, commands)) => {
                    let source = relative(&path, request.root);
                    let chosen = request.only.iter().any(|o| {
                        o == &contestant.name
                            || *o == format!("{}/{}", contestant.name, problem.rule.name)
                    });
                    let stored = request.stored.iter().find(|(k, c, p, _)| {
                        *k == key && c == &contestant.name && p == &problem.rule.name
                    });
                    match stored {
                        Some((_, _, _, cell)) if !chosen => {
                            cells[ci][pi] = Some((
                                key,
                                Cell {
                                    fresh: false,
                                    ..cell.clone()
                                },
                            ))
                        }
                        _ => {
                            cells[ci][pi] = Some((
                                key,
                                Cell::unjudged(Status::Judged, Some(source.clone()), String::new()),
                            ));
                            work.push(Work {
                                contestant: ci,
                                problem: pi,
                                source,
                                commands,
                                path,
                                program: None,
                                session: None,
                            })
                        }
                    }
                }
            }
        }
    }
    compile_all(request, &mut work, &mut cells, progress)?;
    run_all(request, &work, &mut cells, progress)?;
    Ok(cells
        .into_iter()
        .map(|row| {
            row.into_iter()
                .map(|c| c.expect("every cell decided"))
                .collect()
        })
        .collect())
}

/// A cell decided without running anything, or the source to judge with its key and commands.
#[allow(clippy::type_complexity)]
fn first_look(
    request: &Request,
    problem: &Problem,
    handed: &Handed,
) -> Result<Cell, (u64, std::path::PathBuf, Commands)> {
    let root = request.root;
    let path = match handed {
        Handed::Missing(why) => return Ok(Cell::unjudged(Status::Missing, None, why.clone())),
        Handed::WrongLanguage(path, language) => {
            return Ok(Cell::unjudged(
                Status::WrongLanguage,
                Some(relative(path, root)),
                format!(
                    "{} is {}; {} takes {}",
                    relative(path, root),
                    language,
                    problem.rule.name,
                    if problem.languages.is_empty() {
                        "the languages judge compiles (README: the toolchains)".to_string()
                    } else {
                        problem.languages.join(", ")
                    }
                ),
            ))
        }
        Handed::Several(paths) => {
            let names: Vec<String> = paths.iter().map(|p| relative(p, root)).collect();
            return Ok(Cell::unjudged(
                Status::SeveralFiles,
                Some(names.join(", ")),
                format!(
                    "{} files could each be the answer: {}; keep one",
                    names.len(),
                    names.join(", ")
                ),
            ));
        }
        Handed::Source(path) => path,
    };
    let shown = relative(path, root);
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) => {
            return Ok(Cell::unjudged(
                Status::CannotRun,
                Some(shown.clone()),
                format!("cannot read {}: {}", shown, e),
            ))
        }
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(Cell::unjudged(
            Status::Empty,
            Some(shown.clone()),
            format!("{} is empty", shown),
        ));
    }
    if bytes.contains(&0) {
        return Ok(Cell::unjudged(
            Status::Binary,
            Some(shown.clone()),
            format!("{} holds NUL bytes: a binary file, not a source", shown),
        ));
    }
    let commands = commands_for(request, problem, path);
    let jvm = source::runs_on_jvm(path, &commands);
    let mut key = Fingerprint::new();
    key.bytes(&bytes);
    key.text(&shown);
    key.text(&format!("{:016x}", problem.fingerprint));
    key.text(&format!("{:?}", problem.limits(jvm)));
    key.text(commands.compile.as_deref().unwrap_or(""));
    Err((key.finish(), path.clone(), commands))
}

/// The compile command for `path`: the problem's `compile-EXT`, else the contest's, else the
/// extension's own.
fn commands_for(request: &Request, problem: &Problem, path: &Path) -> Commands {
    let extension = path
        .extension()
        .map_or(String::new(), |e| e.to_string_lossy().to_ascii_lowercase());
    let same_language = |ext: &String| {
        *ext == extension
            || language_of(Path::new(&format!("x.{}", ext)))
                .map_or(false, |l| Some(l) == language_of(path))
    };
    let compile = problem
        .rule
        .compile
        .iter()
        .chain(request.compile)
        .find(|(ext, _)| same_language(ext))
        .map(|(_, command)| command.clone());
    Commands { compile, run: None }
}

/// `text` (a compiler's or a program's words) with the contest folder's absolute path taken
/// out of the paths it names: the results read the same on every machine, and say no more
/// about the coach's disk than the contest's own folders.
fn within(text: &str, root: &Path) -> String {
    let mut text = text.to_string();
    for form in [root.canonicalize().ok(), Some(root.to_path_buf())]
        .into_iter()
        .flatten()
    {
        let prefix = format!("{}{}", form.display(), std::path::MAIN_SEPARATOR);
        if prefix.len() > 1 {
            text = text.replace(&prefix, "");
        }
    }
    text
}

/// `path` relative to `root`, with `/` between names.
pub fn relative(path: &Path, root: &Path) -> String {
    let inside = path.strip_prefix(root).unwrap_or(path);
    inside
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

/// Compiles every source once (`jobs` at a time; identical sources once), turning compile
/// errors and missing compilers into their cells' status.
fn compile_all(
    request: &Request,
    work: &mut [Work],
    cells: &mut [Vec<Option<(u64, Cell)>>],
    progress: Progress,
) -> Result<(), Stop> {
    let cache = crate::folders::cache();
    // One compile per distinct source and command: two at once would build into one folder.
    let mut distinct: Vec<(Vec<u8>, usize)> = Vec::new();
    let mut of_work = Vec::new();
    for (i, w) in work.iter().enumerate() {
        let mut identity = std::fs::read(&w.path).unwrap_or_default();
        identity.extend(w.commands.compile.as_deref().unwrap_or("").as_bytes());
        identity.extend(
            w.path
                .extension()
                .map_or(String::new(), |e| e.to_string_lossy().into_owned())
                .as_bytes(),
        );
        match distinct.iter().position(|(d, _)| *d == identity) {
            Some(at) => of_work.push(at),
            None => {
                of_work.push(distinct.len());
                distinct.push((identity, i));
            }
        }
    }
    let results: Mutex<Vec<Option<Result<Program, SourceError>>>> =
        Mutex::new((0..distinct.len()).map(|_| None).collect());
    let total = distinct.len();
    on_workers(
        request.jobs,
        total,
        &|| crate::run::interrupted().is_some(),
        &|_, index| {
            let w = &work[distinct[index].1];
            let result = source::prepare(&w.path, &w.commands, &cache, &mut |_| {});
            results.lock().unwrap_or_else(|p| p.into_inner())[index] = Some(result);
        },
        &mut |done| progress(&format!("compiling: {}/{} sources", done, total)),
    );
    if let Some(signal) = crate::run::interrupted() {
        return Err(Stop::Interrupted(signal, Vec::new()));
    }
    let results = results.into_inner().unwrap_or_else(|p| p.into_inner());
    for (i, w) in work.iter_mut().enumerate() {
        let cell = &mut cells[w.contestant][w.problem].as_mut().expect("placed").1;
        match &results[of_work[i]] {
            Some(Ok(program)) => w.program = Some(program.clone()),
            Some(Err(SourceError::CompileError(lines))) => {
                cell.status = Status::CompileError;
                cell.message = format!("{} does not compile", w.source);
                cell.compile_log = within(lines, request.root);
                cell.fresh = true;
            }
            Some(Err(SourceError::Interrupted(signal))) => {
                return Err(Stop::Interrupted(*signal, Vec::new()))
            }
            Some(Err(error)) => {
                cell.status = Status::CannotRun;
                cell.message = within(&error.to_string(), request.root);
                cell.fresh = true;
            }
            None => return Err(Stop::Error("a compile did not finish".to_string())),
        }
    }
    for w in work.iter_mut() {
        if let Some(program) = &w.program {
            let problem = &request.problems[w.problem];
            let jvm = source::runs_on_jvm(&w.path, &w.commands);
            let limits = problem.limits(jvm);
            // A JVM runs as the judges run it (`judge SOURCE PROBLEM` does the same): their
            // flags, and a heap sized from the memory limit.
            let program = match jvm {
                true => source::with_java_heap(
                    program,
                    crate::problem::jvm_heap_kib(limits.memory_kib.unwrap_or(0)),
                ),
                false => program.clone(),
            };
            w.session = Some(Session {
                program,
                checker: problem.checker.clone(),
                limits,
                checker_time: judge::CHECKER_TIME,
                checker_memory_kib: judge::CHECKER_MEMORY_KIB,
                file_io: problem.file_io.clone(),
                jobs: 1,
                stop_on_fail: false,
            });
        }
    }
    Ok(())
}

/// What the workers share: each case's result, and which subtasks have failed.
struct Board {
    results: Vec<Vec<Option<CaseResult>>>,
    failed: Vec<Vec<bool>>,
    /// A cell whose program cannot run: its message.
    broken: Vec<Option<String>>,
    error: Option<Stop>,
}

/// The order in which workers take the cases of the cells to judge. Each worker keeps to one
/// cell, its cases in order, and then moves to the first cell that no other worker judges;
/// only when every cell left has a worker does it join the one with the most cases left.
///
/// So, while cells outnumber workers, a cell's cases run one after another: once a case of a
/// subtask fails, the next ones are skipped before they start. Two workers on one cell would
/// run the next case beside the failing one, and a program that is slow on one deep case is
/// slow on the next: a second time-out, run to the kill (and perhaps confirmed alone) only to
/// be shown skipped. It also keeps the programs started at a time to about `jobs`, the roots
/// the runner keeps for them few.
struct CaseOrder {
    state: Mutex<OrderState>,
}

struct OrderState {
    /// Per cell: its next case and its number of cases.
    next: Vec<usize>,
    cases: Vec<usize>,
    /// Per worker: the cell it judges.
    held: Vec<Option<usize>>,
}

impl CaseOrder {
    /// The order for cells of `cases[i]` cases each, on `jobs` workers.
    fn new(cases: Vec<usize>, jobs: usize) -> CaseOrder {
        CaseOrder {
            state: Mutex::new(OrderState {
                next: vec![0; cases.len()],
                cases,
                held: vec![None; jobs.max(1)],
            }),
        }
    }

    /// The next `(cell, case)` for `worker`, or `None` when every case has been taken.
    fn take(&self, worker: usize) -> Option<(usize, usize)> {
        let mut state = self.state.lock().unwrap_or_else(|p| p.into_inner());
        let state = &mut *state;
        let left = |cell: usize| state.cases[cell] - state.next[cell];
        let cell = match state.held[worker] {
            Some(cell) if left(cell) > 0 => cell,
            _ => {
                // This worker's own cell, if any, has no case left: never chosen below.
                let unjudged = |cell: usize| !state.held.contains(&Some(cell));
                let open = (0..state.cases.len()).filter(|&cell| left(cell) > 0);
                let cell = open
                    .clone()
                    .find(|&cell| unjudged(cell))
                    .or_else(|| open.max_by_key(|&cell| (left(cell), std::cmp::Reverse(cell))));
                state.held[worker] = cell;
                cell?
            }
        };
        let case = state.next[cell];
        state.next[cell] += 1;
        Some((cell, case))
    }
}

/// Judges every case of every compiled cell on `jobs` workers, in the [`CaseOrder`].
fn run_all(
    request: &Request,
    work: &[Work],
    cells: &mut [Vec<Option<(u64, Cell)>>],
    progress: Progress,
) -> Result<(), Stop> {
    // A cell not compiled has no case to run.
    let cases: Vec<usize> = work
        .iter()
        .map(|w| match w.session {
            Some(_) => request.problems[w.problem].cases.len(),
            None => 0,
        })
        .collect();
    let total = cases.iter().sum();
    let order = CaseOrder::new(cases, request.jobs);
    let board = Mutex::new(Board {
        results: work
            .iter()
            .map(|w| vec![None; request.problems[w.problem].cases.len()])
            .collect(),
        failed: work
            .iter()
            .map(|w| vec![false; request.problems[w.problem].subtasks.len()])
            .collect(),
        broken: vec![None; work.len()],
        error: None,
    });
    let stop = AtomicBool::new(false);
    // A time-out just over the limit is confirmed with no other case of the contest beside it.
    let gate = judge::Gate::default();
    on_workers(
        request.jobs,
        total,
        &|| stop.load(Ordering::SeqCst),
        &|worker, _| {
            // As many takes as cases: one is always left for this one.
            let (wi, case) = match order.take(worker) {
                Some(taken) => taken,
                None => return,
            };
            let w = &work[wi];
            let problem = &request.problems[w.problem];
            let subtask = problem.subtask_of(case);
            let min = problem.rule.scoring == Scoring::Subtasks;
            let skip = {
                let board = board.lock().unwrap_or_else(|p| p.into_inner());
                board.broken[wi].is_some() || (min && board.failed[wi][subtask])
            };
            let result = if skip {
                Ok(skipped(&problem.cases[case].name))
            } else {
                let session = w.session.as_ref().expect("compiled");
                judge::judge_case_among(session, &problem.cases[case], &gate).map(|r| CaseResult {
                    name: r.name,
                    verdict: Some(r.verdict),
                    time_ms: r.cpu.unwrap_or(r.wall).as_millis() as u64,
                    memory_kib: r.memory_kib,
                    message: within(&r.message, request.root),
                })
            };
            let mut board = board.lock().unwrap_or_else(|p| p.into_inner());
            match result {
                Ok(result) => {
                    if result.verdict.map_or(false, |v| v != Verdict::Accepted) {
                        board.failed[wi][subtask] = true;
                    }
                    board.results[wi][case] = Some(result);
                }
                Err(JudgeError::CannotRun(program, why)) => {
                    let why = format!("cannot run `{}`: {}", program, why);
                    board.broken[wi] = Some(within(&why, request.root));
                }
                Err(JudgeError::Interrupted(signal)) => {
                    board.error = Some(Stop::Interrupted(signal, Vec::new()));
                    stop.store(true, Ordering::SeqCst);
                }
                Err(error) => {
                    board.error = Some(Stop::Error(error.to_string()));
                    stop.store(true, Ordering::SeqCst);
                }
            }
        },
        &mut |done| {
            progress(&format!(
                "judging: {}/{} cases of {} sources",
                done,
                total,
                work.len()
            ))
        },
    );
    let board = board.into_inner().unwrap_or_else(|p| p.into_inner());
    for (wi, w) in work.iter().enumerate() {
        if w.session.is_none() {
            continue;
        }
        let problem = &request.problems[w.problem];
        let slot = &mut cells[w.contestant][w.problem];
        let results = &board.results[wi];
        if let Some(why) = &board.broken[wi] {
            let cell = &mut slot.as_mut().expect("placed").1;
            cell.status = Status::CannotRun;
            cell.message = why.clone();
            cell.fresh = true;
            continue;
        }
        if results.iter().any(Option::is_none) {
            *slot = None; // not finished: not shown, not stored
            continue;
        }
        let mut cases: Vec<CaseResult> = results.iter().flatten().cloned().collect();
        if problem.rule.scoring == Scoring::Subtasks {
            skip_after_failures(problem, &mut cases);
        }
        let cell = &mut slot.as_mut().expect("placed").1;
        cell.cases = cases;
        cell.fresh = true;
    }
    match board.error {
        Some(Stop::Interrupted(signal, _)) => Err(Stop::Interrupted(signal, cells.to_vec())),
        Some(error) => Err(error),
        None => Ok(()),
    }
}

/// Calls `task(worker, i)` for each `i` in `0..total` on `jobs` threads (`worker` the
/// thread's number, below `jobs`), each taking the next index until every one is taken or
/// `stopped()` says so; meanwhile `progress(done)` about ten times a second. Returns when
/// every thread has.
fn on_workers(
    jobs: usize,
    total: usize,
    stopped: &(dyn Fn() -> bool + Sync),
    task: &(dyn Fn(usize, usize) + Sync),
    progress: &mut dyn FnMut(usize),
) {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for worker in 0..jobs.clamp(1, total.max(1)) {
            let (next, done) = (&next, &done);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::SeqCst);
                if index >= total || stopped() {
                    break;
                }
                task(worker, index);
                done.fetch_add(1, Ordering::SeqCst);
            });
        }
        while done.load(Ordering::SeqCst) < total && !stopped() {
            progress(done.load(Ordering::SeqCst));
            std::thread::sleep(Duration::from_millis(100));
        }
    });
}

/// A case not run.
fn skipped(name: &str) -> CaseResult {
    CaseResult {
        name: name.to_string(),
        verdict: None,
        time_ms: 0,
        memory_kib: None,
        message: String::new(),
    }
}

/// Every case of a subtask after its first failing one, shown skipped.
fn skip_after_failures(problem: &Problem, cases: &mut [CaseResult]) {
    for subtask in &problem.subtasks {
        let mut failed = false;
        for &index in &subtask.cases {
            if failed {
                cases[index] = skipped(&cases[index].name);
            } else if cases[index].verdict != Some(Verdict::Accepted) {
                failed = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::CaseOrder;

    #[test]
    fn each_worker_keeps_to_a_cell_of_its_own_while_there_are_free_cells() {
        let order = CaseOrder::new(vec![2, 3, 1], 2);
        assert_eq!(order.take(0), Some((0, 0)));
        assert_eq!(order.take(1), Some((1, 0)));
        assert_eq!(order.take(0), Some((0, 1)));
        assert_eq!(order.take(1), Some((1, 1)));
        // Cell 0 is done: its worker moves to the first cell nobody judges.
        assert_eq!(order.take(0), Some((2, 0)));
        // Cell 2 is done and cell 1 has a worker: joined, its cases still in order.
        assert_eq!(order.take(0), Some((1, 2)));
        assert_eq!(order.take(1), None);
        assert_eq!(order.take(0), None);
    }

    #[test]
    fn with_more_workers_than_cells_they_share_the_cell_with_the_most_cases_left() {
        let order = CaseOrder::new(vec![2, 0, 4], 3);
        assert_eq!(order.take(0), Some((0, 0)));
        assert_eq!(order.take(1), Some((2, 0)));
        // Every cell with cases has a worker: the third joins cell 2 (3 left, against 1).
        assert_eq!(order.take(2), Some((2, 1)));
        assert_eq!(order.take(2), Some((2, 2)));
        assert_eq!(order.take(0), Some((0, 1)));
        assert_eq!(order.take(0), Some((2, 3)));
        for worker in 0..3 {
            assert_eq!(
                order.take(worker),
                None,
                "a cell of no cases is never taken"
            );
        }
    }
}
