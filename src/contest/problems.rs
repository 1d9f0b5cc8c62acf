//! Each problem of `contest.txt` made ready to judge: its package found (a bundled one by name
//! or alias, or a folder), its cases read, and its cases split into subtasks worth points.
//!
//! A package's groups are its cases numbered alike: the digits a case's name starts with
//! (`01-sample`, `50-at-distance-07-a`, `70-hardest`), each group a subtask. A name that starts
//! with no digit is a group of its own. Without `subtasks:` the full score is split evenly over
//! the groups in whole points, the points left over going one each to the last groups (the
//! hardest, in our packages' numbering).

use super::config::{ContestRules, ProblemRule, Scoring};
use crate::cases::{self, Case};
use crate::checker::Checker;
use crate::fingerprint::Fingerprint;
use crate::problem::{self, Package, Unresolved};
use crate::run::Limits;

/// A problem ready to judge.
#[derive(Clone, Debug)]
pub struct Problem {
    pub rule: ProblemRule,
    /// The package as `judge --list` names it, or the folder.
    pub label: String,
    /// The package, where it has a `problem.txt`.
    pub package: Option<Package>,
    pub cases: Vec<Case>,
    pub checker: Checker,
    pub file_io: Option<String>,
    /// The languages it takes, as judges name them; empty: any.
    pub languages: Vec<String>,
    pub subtasks: Vec<Subtask>,
    /// The hash of its cases, rule, file I/O and subtasks: a stored result of an older package
    /// is not taken for this one.
    pub fingerprint: u64,
}

/// Cases scored together.
#[derive(Clone, Debug, PartialEq)]
pub struct Subtask {
    /// The group (`50`) or range of groups (`01-25`), or the case's name under `scoring: cases`.
    pub name: String,
    /// Indices into the problem's cases, in order.
    pub cases: Vec<usize>,
    pub points: f64,
}

impl Problem {
    /// The limits for a program, `jvm` when it runs on a Java VM: the package's (a JVM's where
    /// it states them), then what `contest.txt` sets.
    pub fn limits(&self, jvm: bool) -> Limits {
        let (time, memory_kib, wall) = match &self.package {
            Some(package) => {
                let own = package.limits_for(jvm);
                (own.time, Some(own.memory_kib), package.wall_limit)
            }
            None => (Limits::default().time, Limits::default().memory_kib, None),
        };
        Limits {
            time: self.rule.time_limit.unwrap_or(time),
            memory_kib: self.rule.memory_kib.or(memory_kib),
            wall,
            ..Limits::default()
        }
    }

    /// The subtask of case `index`.
    pub fn subtask_of(&self, index: usize) -> usize {
        self.subtasks
            .iter()
            .position(|s| s.cases.contains(&index))
            .unwrap_or(0)
    }
}

/// Every problem of `rules`, found among `packages` (the bundled ones) or as folders.
pub fn prepare(rules: &ContestRules, packages: &[Package]) -> Result<Vec<Problem>, String> {
    rules
        .problems
        .iter()
        .map(|rule| prepare_one(rules, rule, packages))
        .collect()
}

fn prepare_one(
    rules: &ContestRules,
    rule: &ProblemRule,
    packages: &[Package],
) -> Result<Problem, String> {
    let folder = rules.dir.join(&rule.package);
    let package = match problem::resolve(packages, &rule.package) {
        Ok(package) => Some(package.clone()),
        Err(Unresolved::Unknown(..)) if folder.is_dir() => {
            if folder.join(problem::PROBLEM_FILE).is_file() {
                Some(Package::load(&folder).map_err(|e| e.to_string())?)
            } else {
                None
            }
        }
        Err(why) => return Err(format!("problem `{}`: {}", rule.name, why)),
    };
    let (label, dir) = match &package {
        Some(package) if package.dir == folder => (rule.package.clone(), package.dir.clone()),
        Some(package) => (package.label(), package.dir.clone()),
        None => (rule.package.clone(), folder),
    };
    let cases = cases::discover(&dir).map_err(|e| e.to_string())?;
    let checker = match &package {
        Some(package) => package.checker.clone(),
        None => Checker::for_folder(&dir).map_err(|e| e.to_string())?,
    };
    let languages = match (&rule.languages, &rules.languages, &package) {
        (Some(own), _, _) => own.clone(),
        (None, Some(contest), _) => contest.clone(),
        (None, None, Some(package)) => package
            .languages
            .iter()
            .map(|l| l.name().to_string())
            .collect(),
        (None, None, None) => Vec::new(),
    };
    let subtasks =
        split(rule, &cases).map_err(|why| format!("problem `{}`: {}", rule.name, why))?;
    let file_io = rule
        .file_io
        .clone()
        .or_else(|| package.as_ref().and_then(|p| p.file_io.clone()));
    let mut fingerprint = Fingerprint::new();
    for case in &cases {
        fingerprint.text(&case.name);
        fingerprint.file(&case.input)?;
        fingerprint.file(&case.answer)?;
    }
    fingerprint.text(&checker.describe());
    fingerprint.text(file_io.as_deref().unwrap_or(""));
    for subtask in &subtasks {
        fingerprint.text(&format!(
            "{} {:?} {}",
            subtask.name, subtask.cases, subtask.points
        ));
    }
    fingerprint.text(&format!("{:?}", rule.scoring));
    Ok(Problem {
        rule: rule.clone(),
        label,
        package,
        cases,
        checker,
        file_io,
        languages,
        subtasks,
        fingerprint: fingerprint.finish(),
    })
}

/// The group a case belongs to: the digits its name starts with, or its whole name.
pub fn group_of(case_name: &str) -> &str {
    let digits = case_name
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(case_name.len());
    if digits == 0 {
        case_name
    } else {
        &case_name[..digits]
    }
}

/// The groups of `cases` in order, each with its cases' indices.
fn groups(cases: &[Case]) -> Vec<(String, Vec<usize>)> {
    let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
    for (index, case) in cases.iter().enumerate() {
        let group = group_of(&case.name);
        match groups.iter_mut().find(|(name, _)| name == group) {
            Some((_, members)) => members.push(index),
            None => groups.push((group.to_string(), vec![index])),
        }
    }
    groups
}

/// `rule`'s subtasks over `cases`: its `subtasks:` line, an even split of the score over the
/// groups, or (`scoring: cases`) every case alone with an even share.
pub fn split(rule: &ProblemRule, cases: &[Case]) -> Result<Vec<Subtask>, String> {
    let score = rule.score;
    if rule.scoring == Scoring::Cases {
        let share = f64::from(score) / cases.len() as f64;
        return Ok(cases
            .iter()
            .enumerate()
            .map(|(index, case)| Subtask {
                name: case.name.clone(),
                cases: vec![index],
                points: share,
            })
            .collect());
    }
    let groups = groups(cases);
    if rule.subtasks.is_empty() {
        let count = groups.len() as u32;
        let (each, left) = (score / count, score % count);
        return Ok(groups
            .into_iter()
            .enumerate()
            .map(|(i, (name, cases))| Subtask {
                name,
                cases,
                points: f64::from(each + u32::from(i as u32 >= count - left)),
            })
            .collect());
    }
    let mut taken = vec![false; groups.len()];
    let mut subtasks = Vec::new();
    for (range, points) in &rule.subtasks {
        let (low, high) = match range.split_once('-') {
            Some((low, high)) => (number(low, range)?, number(high, range)?),
            None => (number(range, range)?, number(range, range)?),
        };
        let mut members = Vec::new();
        for (i, (name, cases)) in groups.iter().enumerate() {
            let inside = name
                .parse::<u64>()
                .map_or(false, |n| (low..=high).contains(&n));
            if inside {
                if taken[i] {
                    return Err(format!("subtasks: group {} is in two subtasks", name));
                }
                taken[i] = true;
                members.extend(cases);
            }
        }
        if members.is_empty() {
            return Err(format!("subtasks: no case's name starts with {}", range));
        }
        subtasks.push(Subtask {
            name: range.clone(),
            cases: members,
            points: f64::from(*points),
        });
    }
    if let Some(i) = taken.iter().position(|t| !t) {
        return Err(format!(
            "subtasks: group {} is in no subtask (every group needs points)",
            groups[i].0
        ));
    }
    let total: u32 = rule.subtasks.iter().map(|(_, p)| p).sum();
    if total != score {
        return Err(format!(
            "subtasks add up to {} points, but the score is {}",
            total, score
        ));
    }
    Ok(subtasks)
}

fn number(text: &str, range: &str) -> Result<u64, String> {
    text.parse().map_err(|_| {
        format!(
            "subtasks: `{}` is not a group number or a range like 01-25",
            range
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn cases(names: &[&str]) -> Vec<Case> {
        names
            .iter()
            .map(|n| Case {
                name: n.to_string(),
                input: PathBuf::new(),
                answer: PathBuf::new(),
            })
            .collect()
    }

    fn rule(score: u32, scoring: Scoring, subtasks: &[(&str, u32)]) -> ProblemRule {
        ProblemRule {
            name: "p".into(),
            package: "x".into(),
            score,
            scoring,
            subtasks: subtasks.iter().map(|(g, p)| (g.to_string(), *p)).collect(),
            file_io: None,
            languages: None,
            time_limit: None,
            memory_kib: None,
            compile: Vec::new(),
        }
    }

    #[test]
    fn groups_are_the_leading_numbers_and_the_score_is_split_in_whole_points() {
        let cases = cases(&["01-a", "02-b", "50-x-01", "50-x-02", "70-y"]);
        let split = split(&rule(10, Scoring::Subtasks, &[]), &cases).unwrap();
        let got: Vec<(&str, Vec<usize>, f64)> = split
            .iter()
            .map(|s| (s.name.as_str(), s.cases.clone(), s.points))
            .collect();
        // 10 over 4 groups: 2 each, the 2 left over to the last two groups.
        assert_eq!(
            got,
            vec![
                ("01", vec![0], 2.0),
                ("02", vec![1], 2.0),
                ("50", vec![2, 3], 3.0),
                ("70", vec![4], 3.0)
            ]
        );
    }

    #[test]
    fn subtasks_named_by_ranges_take_their_groups_and_must_add_up() {
        let cases = cases(&["01-a", "02-b", "50-x-01", "50-x-02", "70-y"]);
        let split = split(
            &rule(
                100,
                Scoring::Subtasks,
                &[("01-02", 20), ("50", 30), ("70", 50)],
            ),
            &cases,
        )
        .unwrap();
        assert_eq!(split[0].cases, vec![0, 1]);
        assert_eq!(split[2].points, 50.0);
        let short = super::split(&rule(100, Scoring::Subtasks, &[("01-50", 20)]), &cases);
        assert!(short.unwrap_err().contains("group 70 is in no subtask"));
        let over = super::split(&rule(10, Scoring::Subtasks, &[("01-70", 20)]), &cases);
        assert!(over.unwrap_err().contains("add up to 20"));
    }

    #[test]
    fn per_case_scoring_gives_every_case_the_same_share() {
        let split = split(
            &rule(100, Scoring::Cases, &[]),
            &cases(&["a", "b", "c", "d"]),
        )
        .unwrap();
        assert_eq!(split.len(), 4);
        assert!(split.iter().all(|s| s.points == 25.0));
    }
}
