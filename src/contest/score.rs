//! Points and ranks. A subtask earns its points when every one of its cases is AC, none
//! otherwise (the minimum of its cases, each case all or nothing); under `scoring: cases`
//! every case is a subtask of its own. A cell that was not judged (not handed in, a compile
//! error …) earns nothing. Contestants rank by total, equal totals sharing a rank (1, 1, 3).

use super::layout::Contestant;
use super::problems::Problem;
use super::{Cell, Status};
use crate::judge::Verdict;

/// A cell's points: the total and each subtask's.
#[derive(Clone, Debug, PartialEq)]
pub struct Points {
    pub total: f64,
    pub subtasks: Vec<f64>,
}

/// The points `cell` earns on `problem`.
pub fn points(problem: &Problem, cell: &Cell) -> Points {
    let judged = cell.status == Status::Judged && cell.cases.len() == problem.cases.len();
    let subtasks: Vec<f64> = problem
        .subtasks
        .iter()
        .map(|subtask| {
            let all_accepted = subtask.cases.iter().all(|&i| {
                cell.cases
                    .get(i)
                    .map_or(false, |c| c.verdict == Some(Verdict::Accepted))
            });
            if judged && all_accepted {
                subtask.points
            } else {
                0.0
            }
        })
        .collect();
    Points {
        total: round(subtasks.iter().sum()),
        subtasks,
    }
}

/// Points to two decimals, the most a table shows (Lanqiao's shares are not whole).
pub fn round(points: f64) -> f64 {
    (points * 100.0).round() / 100.0
}

/// Points as shown: `40`, `33.33`.
pub fn shown(points: f64) -> String {
    let points = round(points);
    if points.fract() == 0.0 {
        format!("{}", points as i64)
    } else {
        format!("{:.2}", points).trim_end_matches('0').to_string()
    }
}

/// One contestant's line of the table.
#[derive(Clone, Debug)]
pub struct Row {
    pub rank: usize,
    pub name: String,
    pub total: f64,
    /// Each problem's cell and its points.
    pub cells: Vec<(Cell, Points)>,
}

/// The table: contestants by total (highest first, then by name), with their ranks.
pub fn standings(
    problems: &[Problem],
    contestants: &[Contestant],
    cells: Vec<Vec<Cell>>,
) -> Vec<Row> {
    let mut rows: Vec<Row> = contestants
        .iter()
        .zip(cells)
        .map(|(contestant, cells)| {
            let cells: Vec<(Cell, Points)> = cells
                .into_iter()
                .zip(problems)
                .map(|(cell, problem)| {
                    let points = points(problem, &cell);
                    (cell, points)
                })
                .collect();
            Row {
                rank: 0,
                name: contestant.name.clone(),
                total: round(cells.iter().map(|(_, p)| p.total).sum()),
                cells,
            }
        })
        .collect();
    rows.sort_by(|a, b| {
        b.total
            .partial_cmp(&a.total)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then_with(|| crate::cases::natural_cmp(&a.name, &b.name))
    });
    for i in 0..rows.len() {
        rows[i].rank = if i > 0 && rows[i].total == rows[i - 1].total {
            rows[i - 1].rank
        } else {
            i + 1
        };
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_shown_whole_or_to_two_decimals() {
        assert_eq!(shown(40.0), "40");
        assert_eq!(shown(100.0 / 3.0), "33.33");
        assert_eq!(shown(12.5), "12.5");
        assert_eq!(shown(0.0), "0");
    }
}
