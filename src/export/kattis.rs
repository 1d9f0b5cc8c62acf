//! The ICPC/Kattis problem package, in the *legacy* version of the specification (the version
//! DOMjudge imports and Kattis's `verifyproblem` checks in full; the 2023-07 draft wants a uuid
//! and Markdown statements, and drops `validation: custom`):
//!
//! ```text
//! problem.yaml                         name, source, validation, limits (memory)
//! domjudge-problem.ini                 `timelimit = SECONDS`, the judge's (DOMjudge reads it)
//! problem_statement/problem.en.tex     and problem.zh.tex
//! data/sample/NAME.in, NAME.ans        data/secret/NAME.in, NAME.ans
//! input_validators/input-is-text/      printable text only (see checkers/input_is_text.cpp)
//! output_validators/RULE/RULE.cpp      for a special judge: the Kattis protocol
//! submissions/accepted/                our solutions
//! submissions/wrong_answer/ …          the known-wrong programs the package rejects
//! ```
//!
//! Read back for judging by [`crate::problem::kattis`].

use super::{blocks, Block, Entry, Export};
use crate::text::json_string;

/// The files of the Kattis package of `export`.
pub fn entries(export: &Export) -> Vec<Entry> {
    let p = &export.package;
    let mut yaml = format!(
        "problem_format_version: legacy\nname: {}\nsource: {}\nuuid: {}\n",
        json_string(&p.title),
        json_string(&p.judge),
        uuid_of(&p.label())
    );
    if export.validator.is_some() {
        yaml += "validation: custom\n";
    }
    // The legacy version has no time limit in problem.yaml (Kattis derives its own from the
    // accepted submissions): DOMjudge takes the judge's from its `domjudge-problem.ini`.
    yaml += &format!(
        "# time limit {} s: in domjudge-problem.ini (Kattis sets its own)\nlimits:\n  memory: {}\n",
        p.time_limit.as_secs_f64(),
        export.memory_mib()
    );
    let mut files: Vec<Entry> = vec![
        ("problem.yaml".to_string(), yaml.into_bytes()),
        (
            "domjudge-problem.ini".to_string(),
            format!("timelimit = {}\n", p.time_limit.as_secs_f64()).into_bytes(),
        ),
    ];
    for (language, chinese) in [("en", false), ("zh", true)] {
        files.push((
            format!("problem_statement/problem.{}.tex", language),
            tex_statement(export, chinese).into_bytes(),
        ));
    }
    for (folder, pairs) in [("sample", &export.samples), ("secret", &export.secret)] {
        for pair in pairs.iter() {
            files.push((
                format!("data/{}/{}.in", folder, pair.name),
                pair.input.clone(),
            ));
            files.push((
                format!("data/{}/{}.ans", folder, pair.name),
                pair.answer.clone(),
            ));
        }
    }
    files.push((
        "input_validators/input-is-text/input_is_text.cpp".to_string(),
        read_input_validator().into_bytes(),
    ));
    if let Some(validator) = &export.validator {
        files.push((
            format!(
                "output_validators/{}/{}.cpp",
                validator.rule,
                validator.rule.replace('-', "_")
            ),
            validator.source.clone().into_bytes(),
        ));
    }
    for program in &export.accepted {
        files.push((
            format!("submissions/accepted/{}", program.file_name),
            program.source.clone().into_bytes(),
        ));
    }
    for rejected in &export.rejected {
        files.push((
            format!(
                "submissions/{}/{}",
                rejected.verdict, rejected.program.file_name
            ),
            rejected.program.source.clone().into_bytes(),
        ));
    }
    files
}

/// The input validator every package carries (`verifyproblem` wants one): the source of
/// `checkers/input_is_text.cpp`, compiled into the crate so that an export never lacks it.
fn read_input_validator() -> String {
    include_str!("../../checkers/input_is_text.cpp").to_string()
}

/// A UUID made from the package's label (the same package gets the same UUID on every export):
/// two 64-bit FNV-1a hashes, shaped as a version-8 UUID.
fn uuid_of(label: &str) -> String {
    let hash = |seed: u64| {
        label.bytes().fold(seed, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    };
    let (high, low) = (hash(0xcbf2_9ce4_8422_2325), hash(0x6c62_272e_07bb_0142));
    let high = (high & !0xF000) | 0x8000; // version 8
    let low = (low & !(0b11 << 62)) | (0b10 << 62); // the RFC variant
    format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        high >> 32,
        (high >> 16) & 0xFFFF,
        high & 0xFFFF,
        low >> 48,
        low & 0xFFFF_FFFF_FFFF
    )
}

/// The statement in LaTeX as problemtools reads it: `\problemname`, the text, and sections
/// for the input and output (the samples are added from `data/sample` by the tools).
fn tex_statement(export: &Export, chinese: bool) -> String {
    let s = if chinese { &export.zh } else { &export.en };
    let (input, output, notes) = if chinese {
        ("输入格式", "输出格式", "说明")
    } else {
        ("Input", "Output", "Notes")
    };
    format!(
        "\\problemname{{{}}}\n\n{}\n\n\\section*{{{}}}\n\n{}\n\n\\section*{{{}}}\n\n{}\n\n\\section*{{{}}}\n\n{}\n\n{}\n\n{}\n",
        tex(&s.title),
        tex_blocks(&s.description),
        input,
        tex_blocks(&s.input),
        output,
        tex_blocks(&s.output),
        notes,
        tex(&export.limits_line(chinese)),
        tex(&export.rule_line(chinese)),
        tex(&export.source_line(chinese))
    )
}

/// Statement text as LaTeX: prose by [`tex`], a fenced block (a board) as a `verbatim`
/// environment, its lines kept as lines.
fn tex_blocks(text: &str) -> String {
    let parts: Vec<String> = blocks(text)
        .iter()
        .map(|block| match block {
            Block::Prose(prose) => tex(prose),
            Block::Fenced(lines) => format!("\\begin{{verbatim}}\n{}\\end{{verbatim}}", lines),
        })
        .collect();
    parts.join("\n\n")
}

/// Text as LaTeX: the special characters escaped, `code` in typewriter type.
fn tex(text: &str) -> String {
    let mut out = String::new();
    let mut in_code = false;
    for c in text.chars() {
        match c {
            '`' => {
                out.push_str(if in_code { "}" } else { "\\texttt{" });
                in_code = !in_code;
            }
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\textasciicircum{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            c => out.push(c),
        }
    }
    if in_code {
        out.push('}');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_uuid_is_shaped_as_version_8_and_the_same_for_the_same_label() {
        let uuid = uuid_of("eight_puzzle/acwing-179");
        assert_eq!(uuid, uuid_of("eight_puzzle/acwing-179"));
        assert_ne!(uuid, uuid_of("eight_puzzle/poj-1077"));
        let groups: Vec<usize> = uuid.split('-').map(str::len).collect();
        assert_eq!(groups, [8, 4, 4, 4, 12]);
        assert!(uuid[14..].starts_with('8'));
        assert!("89ab".contains(&uuid[19..20]));
    }

    #[test]
    fn tex_escapes_specials_and_sets_code_in_typewriter() {
        assert_eq!(tex("`x` & 50%"), "\\texttt{x} \\& 50\\%");
    }
}
