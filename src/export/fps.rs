//! HUSTOJ's FPS (Free Problem Set) XML: one `<item>` with the limits, the statement (HTML),
//! one sample, every case as `test_input` / `test_output`, our C++ solution where there is one,
//! and the special judge as `<spj language="C++">` (HUSTOJ runs it as `spj input answer
//! user_output`, exit 0 accepts; the admin compiles it in the problem's data folder).

use super::{html, Export};

/// Text in a CDATA section (a `]]>` inside is split across two sections).
fn cdata(text: &str) -> String {
    format!("<![CDATA[{}]]>", text.replace("]]>", "]]]]><![CDATA[>"))
}

fn element(name: &str, attributes: &str, text: &str) -> String {
    format!("<{}{}>{}</{}>\n", name, attributes, cdata(text), name)
}

pub fn document(export: &Export) -> String {
    let p = &export.package;
    let both = |zh: &str, en: &str| format!("{}{}", html(zh), html(en));
    let mut item = String::new();
    item += &element("title", "", &p.title);
    item += &element(
        "time_limit",
        " unit=\"s\"",
        &p.time_limit.as_secs_f64().to_string(),
    );
    item += &element(
        "memory_limit",
        " unit=\"mb\"",
        &export.memory_mib().to_string(),
    );
    item += &element(
        "description",
        "",
        &both(&export.zh.description, &export.en.description),
    );
    item += &element("input", "", &both(&export.zh.input, &export.en.input));
    item += &element("output", "", &both(&export.zh.output, &export.en.output));
    // HUSTOJ's form has one sample; a question with one answer has none, and gets it empty.
    let (sample_input, sample_output) = match export.samples.first() {
        Some(sample) => (
            super::text_block(&sample.input),
            super::text_block(&sample.answer),
        ),
        None => (String::new(), String::new()),
    };
    item += &element("sample_input", "", &sample_input);
    item += &element("sample_output", "", &sample_output);
    for (i, pair) in export.cases().enumerate() {
        let name = format!(" name=\"{}\"", i + 1);
        item += &element("test_input", &name, &String::from_utf8_lossy(&pair.input));
        item += &element("test_output", &name, &String::from_utf8_lossy(&pair.answer));
    }
    let hint = format!(
        "{} {}\n\n{} {}",
        export.limits_line(true),
        export.rule_line(true),
        export.limits_line(false),
        export.rule_line(false)
    );
    item += &element("hint", "", &html(&hint));
    item += &element("source", "", &export.source_line(true));
    for program in export.accepted.iter().filter(|p| p.language == "C++") {
        item += &element("solution", " language=\"C++\"", &program.source);
    }
    if let Some(validator) = &export.validator {
        item += &element("spj", " language=\"C++\"", &validator.source);
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<fps version=\"1.5\">\n<generator name=\"bfs-puzzles judge export\"/>\n<item>\n{}</item>\n</fps>\n",
        item
    )
}
