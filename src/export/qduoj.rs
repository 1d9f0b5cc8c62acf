//! QDUOJ's import zip: `1/problem.json` and `1/testcase/1.in, 1.out, …`, numbered from 1
//! without gaps, samples first. A special judge gets only the input and the program's output
//! (`spj input user_output`, exit 0 accepts, 1 rejects); our checkers compute the rest from
//! the input.

use super::{html, Entry, Export};
use crate::text::json_string;

pub fn entries(export: &Export) -> Vec<Entry> {
    let pairs: Vec<_> = export.cases().collect();
    let field = |text: &str| {
        format!(
            "{{\"format\": \"html\", \"value\": {}}}",
            json_string(&html(text))
        )
    };
    let scores: Vec<String> = (1..=pairs.len())
        .map(|n| {
            format!(
                "{{\"score\": 1, \"input_name\": \"{}.in\", \"output_name\": \"{}.out\"}}",
                n, n
            )
        })
        .collect();
    let samples: Vec<String> = export
        .samples
        .iter()
        .map(|p| {
            format!(
                "{{\"input\": {}, \"output\": {}}}",
                json_string(&super::text_block(&p.input)),
                json_string(&super::text_block(&p.answer))
            )
        })
        .collect();
    let spj = match &export.validator {
        Some(v) => format!(
            "{{\"code\": {}, \"language\": \"C++\"}}",
            json_string(&v.source)
        ),
        None => "null".to_string(),
    };
    let answers: Vec<String> = export
        .accepted
        .iter()
        .filter(|p| p.language == "C++")
        .map(|p| {
            format!(
                "{{\"code\": {}, \"language\": \"C++\"}}",
                json_string(&p.source)
            )
        })
        .collect();
    let hint = format!(
        "{}\n\n{}\n\n{}",
        export.limits_line(true),
        export.rule_line(true),
        export.rule_line(false)
    );
    let json = format!(
        "{{\n  \"display_id\": {},\n  \"title\": {},\n  \"description\": {},\n  \"input_description\": {},\n  \"output_description\": {},\n  \"hint\": {},\n  \"test_case_score\": [{}],\n  \"time_limit\": {},\n  \"memory_limit\": {},\n  \"samples\": [{}],\n  \"template\": {{}},\n  \"spj\": {},\n  \"rule_type\": \"ACM\",\n  \"source\": {},\n  \"answers\": [{}],\n  \"tags\": [\"BFS\"]\n}}\n",
        json_string(&export.id()),
        json_string(&export.package.title),
        field(&format!("{}\n\n{}", export.zh.description, export.en.description)),
        field(&format!("{}\n\n{}", export.zh.input, export.en.input)),
        field(&format!("{}\n\n{}", export.zh.output, export.en.output)),
        field(&hint),
        scores.join(", "),
        export.time_ms(),
        export.memory_mib(),
        samples.join(", "),
        spj,
        json_string(&export.source_line(true)),
        answers.join(", ")
    );
    let mut files = vec![("1/problem.json".to_string(), json.into_bytes())];
    for (i, pair) in pairs.iter().enumerate() {
        files.push((format!("1/testcase/{}.in", i + 1), pair.input.clone()));
        files.push((format!("1/testcase/{}.out", i + 1), pair.answer.clone()));
    }
    files
}
