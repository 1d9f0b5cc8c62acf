//! Hydro's problem zip: one folder per problem,
//!
//! ```text
//! ID/problem.yaml            pid, title, tag
//! ID/problem.md              the statement in English; ID/problem_zh.md in Chinese
//! ID/testdata/config.yaml    type, time, memory; checker_type and checker for a special judge
//! ID/testdata/1.in, 1.out …  the cases, numbered from 1, samples first
//! ID/testdata/CHECKER.cpp    the special judge
//! ```
//!
//! A special judge runs as Hydro's `qduoj` checker type (`checker input user_output`, exit 0
//! accepts): our checkers compute what they need from the input, so they need no testlib.

use super::{Entry, Export};
use crate::text::json_string;

pub fn entries(export: &Export) -> Vec<Entry> {
    let id = export.id();
    let at = |name: &str| format!("{}/{}", id, name);
    let problem = format!(
        "pid: {}\ntitle: {}\ntag:\n  - BFS\n  - {}\n",
        id,
        json_string(&export.package.title),
        json_string(&export.package.judge)
    );
    let mut config = format!(
        "type: default\ntime: {}ms\nmemory: {}m\n",
        export.time_ms(),
        export.memory_mib()
    );
    let mut files = vec![
        (at("problem.yaml"), problem.into_bytes()),
        (at("problem.md"), export.markdown(false).into_bytes()),
        (at("problem_zh.md"), export.markdown(true).into_bytes()),
    ];
    if let Some(validator) = &export.validator {
        let name = format!("{}.cpp", validator.rule.replace('-', "_"));
        config += &format!("checker_type: qduoj\nchecker: {}\n", name);
        files.push((
            at(&format!("testdata/{}", name)),
            validator.source.clone().into_bytes(),
        ));
    }
    config += "subtasks:\n  - score: 100\n    type: min\n    cases:\n";
    for (i, pair) in export.cases().enumerate() {
        let n = i + 1;
        config += &format!("      - input: {}.in\n        output: {}.out\n", n, n);
        files.push((at(&format!("testdata/{}.in", n)), pair.input.clone()));
        files.push((at(&format!("testdata/{}.out", n)), pair.answer.clone()));
    }
    files.insert(3, (at("testdata/config.yaml"), config.into_bytes()));
    files
}
