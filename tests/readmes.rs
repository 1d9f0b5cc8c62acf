//! README.md and README.zh-CN.md say the same things: a Chinese-speaking student must not need
//! the English one. Prose cannot be compared across languages, so the structure is: the same
//! headings at the same levels in the same order, and the same code blocks (every command and
//! every quoted output) word for word.

mod common;

use common::judging::manifest_dir;
use std::fs;

/// A README's outline: the heading levels in order, and its fenced code blocks.
struct Outline {
    heading_levels: Vec<usize>,
    code_blocks: Vec<String>,
}

fn outline(name: &str) -> Outline {
    let text = fs::read_to_string(manifest_dir().join(name)).expect("README readable");
    let mut outline = Outline {
        heading_levels: Vec::new(),
        code_blocks: Vec::new(),
    };
    let mut block: Option<String> = None;
    for line in text.lines() {
        if line.starts_with("```") {
            match block.take() {
                Some(code) => outline.code_blocks.push(code),
                None => block = Some(String::new()),
            }
        } else if let Some(code) = block.as_mut() {
            code.push_str(line);
            code.push('\n');
        } else if line.starts_with('#') {
            outline
                .heading_levels
                .push(line.chars().take_while(|&c| c == '#').count());
        }
    }
    assert!(block.is_none(), "{}: a code block is never closed", name);
    outline
}

#[test]
fn both_readmes_have_the_same_sections_in_the_same_order() {
    let (english, chinese) = (outline("README.md"), outline("README.zh-CN.md"));
    assert!(english.heading_levels.len() > 5, "README.md has sections");
    assert_eq!(
        english.heading_levels, chinese.heading_levels,
        "README.md and README.zh-CN.md have different sections"
    );
}

#[test]
fn both_readmes_show_the_same_commands_and_outputs() {
    let (english, chinese) = (outline("README.md"), outline("README.zh-CN.md"));
    assert!(!english.code_blocks.is_empty(), "README.md shows commands");
    for (i, (en, zh)) in english
        .code_blocks
        .iter()
        .zip(&chinese.code_blocks)
        .enumerate()
    {
        assert_eq!(en, zh, "code block {} differs between the READMEs", i + 1);
    }
    assert_eq!(
        english.code_blocks.len(),
        chinese.code_blocks.len(),
        "the READMEs have different numbers of code blocks"
    );
}

#[test]
fn each_readme_links_to_the_other() {
    let english = fs::read_to_string(manifest_dir().join("README.md")).expect("README.md");
    let chinese = fs::read_to_string(manifest_dir().join("README.zh-CN.md")).expect("zh");
    assert!(english.contains("(README.zh-CN.md)"));
    assert!(chinese.contains("(README.md)"));
}
