//! README.md and README.zh-CN.md say the same things: a Chinese-speaking student must not need
//! the English one. Prose cannot be compared across languages, so the structure is: the same
//! headings at the same levels in the same order, and the same code blocks (every command and
//! every quoted output) word for word, but for their comments, which are in each README's
//! language.

use crate::common;

use common::judging::{manifest_dir, solution_sources};
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
        assert_eq!(
            without_comments(en),
            without_comments(zh),
            "code block {} differs between the READMEs (comments aside)",
            i + 1
        );
    }
    assert_eq!(
        english.code_blocks.len(),
        chinese.code_blocks.len(),
        "the READMEs have different numbers of code blocks"
    );
}

/// A code block's lines without their comments (`#` at the start of a line or after a space,
/// to the end of the line) and the spaces before them.
fn without_comments(block: &str) -> Vec<String> {
    block
        .lines()
        .map(|line| match comment_start(line) {
            Some(at) => line[..at].trim_end().to_string(),
            None => line.to_string(),
        })
        .collect()
}

fn comment_start(line: &str) -> Option<usize> {
    line.char_indices()
        .find(|&(i, c)| c == '#' && (i == 0 || line[..i].ends_with([' ', '\t'])))
        .map(|(i, _)| i)
}

/// The Chinese README's code blocks explain themselves in Chinese: every comment holds Chinese.
#[test]
fn the_chinese_readmes_code_comments_are_chinese() {
    let chinese = outline("README.zh-CN.md");
    let mut comments = 0;
    for block in &chinese.code_blocks {
        for line in block.lines() {
            if let Some(at) = comment_start(line) {
                comments += 1;
                let comment = &line[at..];
                assert!(
                    comment
                        .chars()
                        .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                    "README.zh-CN.md: a comment in English: {}",
                    line
                );
            }
        }
    }
    assert!(comments > 10, "README.zh-CN.md's code blocks have comments");
}

#[test]
fn each_readme_links_to_the_other() {
    let english = fs::read_to_string(manifest_dir().join("README.md")).expect("README.md");
    let chinese = fs::read_to_string(manifest_dir().join("README.zh-CN.md")).expect("zh");
    assert!(english.contains("(README.zh-CN.md)"));
    assert!(chinese.contains("(README.md)"));
}

/// The lines of the first code block of README.md that contains `needle`.
fn block_with(needle: &str) -> Vec<String> {
    outline("README.md")
        .code_blocks
        .into_iter()
        .find(|block| block.contains(needle))
        .unwrap_or_else(|| panic!("README.md has no code block with {:?}", needle))
        .lines()
        .map(str::to_string)
        .collect()
}

/// The README's stress example is what the tool prints: the `sed` line makes the broken copy
/// of the example (a real file, where the README says `/tmp/broken.cpp`), and `judge stress`
/// on it prints the block's lines exactly.
#[test]
fn the_readmes_stress_example_is_the_tools_own_output() {
    let have_gpp = std::process::Command::new("g++")
        .arg("--version")
        .output()
        .map_or(false, |o| o.status.success());
    if !have_gpp {
        assert!(!common::in_ci(), "CI has g++");
        return eprintln!("skipped: no g++");
    }
    let block = block_with("$ judge stress /tmp/broken.cpp");
    let dir = common::judging::scratch("readme-stress");
    let broken = dir.join("broken.cpp").display().to_string();
    let commands: Vec<&String> = block.iter().filter(|l| l.starts_with("$ ")).collect();
    assert_eq!(
        commands.len(),
        2,
        "make the file, then stress it: {:?}",
        block
    );
    let sed = commands[0]["$ ".len()..].replace("/tmp/broken.cpp", &broken);
    let made = std::process::Command::new("sh")
        .args(["-c", &sed])
        .current_dir(manifest_dir())
        .status()
        .expect("sh runs");
    assert!(made.success(), "{}", sed);
    let args: Vec<String> = commands[1]["$ judge ".len()..]
        .split_whitespace()
        .map(|a| a.replace("/tmp/broken.cpp", &broken))
        .collect();
    // Both streams in one, in the order a terminal shows them (`compiling` is on stderr).
    let out = std::process::Command::new("sh")
        .args(["-c", "exec \"$0\" \"$@\" 2>&1", env!("CARGO_BIN_EXE_judge")])
        .args(&args)
        .current_dir(&dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("judge runs");
    let printed: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .replace(&broken, "/tmp/broken.cpp")
        .lines()
        .filter(|l| !l.starts_with("contained: ") && !l.starts_with("compiling "))
        .map(str::to_string)
        .collect();
    // A first run compiles (`compiling /tmp/broken.cpp`); a later one finds the build cached.
    let shown: Vec<String> = block
        .iter()
        .skip_while(|l| !l.starts_with("$ judge stress"))
        .skip(1)
        .filter(|l| *l != "compiling /tmp/broken.cpp")
        .cloned()
        .collect();
    assert_eq!(
        printed, shown,
        "README.md's stress example differs from the tool's output"
    );
}

/// The sentences of a README that mention `needle` (a paragraph, lines joined).
fn paragraph_with(name: &str, needle: &str) -> String {
    let text = fs::read_to_string(manifest_dir().join(name)).expect("README readable");
    text.split("\n\n")
        .map(|p| p.replace('\n', " "))
        .find(|p| p.contains(needle) && !p.starts_with("```"))
        .unwrap_or_else(|| panic!("{}: no paragraph with {:?}", name, needle))
}

/// Both READMEs say that `cargo install --path .` also installs every solution binary, naming
/// each one `src/bin/` holds.
#[test]
fn the_readmes_say_cargo_install_also_installs_every_solution_binary() {
    let solutions = solution_sources();
    for name in ["README.md", "README.zh-CN.md"] {
        let said = paragraph_with(name, "`cargo install --path .`");
        for (solution, _) in &solutions {
            assert!(
                said.contains(&format!("`{}`", solution)),
                "{}: `cargo install --path .` also installs {}: {}",
                name,
                solution,
                said
            );
        }
    }
}

/// Both READMEs give the last line `cargo run --release` prints: `all N/N AC`, N every case of
/// every bundled package.
#[test]
fn the_readmes_give_the_last_line_of_cargo_run() {
    let packages = bfs_puzzles::problem::all(&manifest_dir().join("testdata")).expect("packages");
    let cases: usize = packages
        .iter()
        .map(|p| bfs_puzzles::cases::discover(&p.dir).expect("cases").len())
        .sum();
    let line = format!("`all {}/{} AC; slowest …; largest memory …`", cases, cases);
    for name in ["README.md", "README.zh-CN.md"] {
        let text = fs::read_to_string(manifest_dir().join(name)).expect("README readable");
        assert!(
            text.contains(&line),
            "{} should quote the last line of `cargo run --release`: {}",
            name,
            line
        );
    }
}

/// `docs/figures.md`, the one table of measured figures (`cargo bench -- ladder` writes it):
/// (rung, case, instructions, wall) in its order.
fn figures() -> Vec<(String, String, String, String)> {
    let text = fs::read_to_string(manifest_dir().join("docs/figures.md")).expect("figures.md");
    text.lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| rung"))
        .map(|l| {
            let cells: Vec<String> = l
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect();
            (
                cells[0].clone(),
                cells[1].clone(),
                cells[2].clone(),
                cells[3].clone(),
            )
        })
        .collect()
}

fn figure(rung: &str, case: &str) -> (String, String) {
    figures()
        .into_iter()
        .find(|f| f.0 == rung && f.1 == case)
        .map(|f| (f.2, f.3))
        .unwrap_or_else(|| panic!("docs/figures.md has no {} on the {}", rung, case))
}

/// The guides' ladder tables quote `docs/figures.md` row by row: each rung's `instructions,
/// wall` on each of its cases, in the table's order.
#[test]
fn the_guides_ladder_tables_quote_the_figures_table() {
    let table = figures();
    assert_eq!(table.len(), 20, "every rung on every case");
    let mut rungs: Vec<&str> = Vec::new();
    for row in &table {
        if !rungs.contains(&row.0.as_str()) {
            rungs.push(&row.0);
        }
    }
    for guide in ["docs/learn.md", "docs/learn.zh-CN.md"] {
        let text = fs::read_to_string(manifest_dir().join(guide)).expect("the guide");
        let rows: Vec<&str> = text
            .lines()
            // A rung measured by callgrind quotes `instructions, wall`; the 15-puzzle's rungs
            // quote CPU seconds from `cargo bench -- korf` instead and are not in the table.
            .filter(|l| {
                l.starts_with("| ")
                    && l.contains("](../")
                    && (l.contains(" M, ") || l.contains(" M，"))
            })
            .collect();
        assert_eq!(rows.len(), rungs.len(), "{}: a row per rung", guide);
        for (row, rung) in rows.iter().zip(&rungs) {
            let quoted: Vec<String> = row
                .split(" | ")
                .skip(3)
                .flat_map(|cell| cell.split(" / "))
                .map(|pair| pair.trim_end_matches(" |").replace('，', ", "))
                .filter(|pair| pair.ends_with(" ms"))
                .collect();
            let measured: Vec<String> = table
                .iter()
                .filter(|f| f.0 == *rung)
                .map(|f| format!("{}, {}", f.2, f.3))
                .collect();
            assert_eq!(quoted, measured, "{}: {}", guide, row);
        }
    }
}

/// The figures quoted in prose are the table's, exactly: the ladder's sentence in both READMEs,
/// the guides' first section, and the load the guide blames for rung 1's two wall times.
#[test]
fn prose_quotes_the_figures_table() {
    let far: Vec<String> = (1..=5)
        .map(|n| figure(&format!("nine_grid {}", n), "31-move pair").0)
        .collect();
    let unreachable = |n: u32| figure(&format!("nine_grid {}", n), "unreachable pair");
    let (first_wall, other_wall) = (figure("nine_grid 1", "31-move pair").1, unreachable(1).1);
    let read = |name: &str| {
        fs::read_to_string(manifest_dir().join(name))
            .expect("readable")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let quotes = [
        (
            "README.md",
            format!(
                "execute {}, {}, {}, {} and {} instructions; on an unreachable pair the parity test brings it from {} to {}",
                far[0], far[1], far[2], far[3], far[4], unreachable(2).0, unreachable(3).0
            ),
        ),
        (
            "README.zh-CN.md",
            format!(
                "{}、{}、{}、{} 和 {} 条指令；在一对不可达的局面上，奇偶性判定把它从 {} 降到 {}",
                far[0], far[1], far[2], far[3], far[4], unreachable(2).0, unreachable(3).0
            ),
        ),
        (
            "docs/learn.md",
            format!("BFS executes {} instructions, `nine_grid.rs` {}", far[0], far[4]),
        ),
        (
            "docs/learn.zh-CN.md",
            format!("BFS 执行 {} 条指令， `nine_grid.rs` 只要 {}", far[0], far[4]),
        ),
        (
            "docs/learn.md",
            format!("its two times, {} and {}, differ by that load alone", first_wall, other_wall),
        ),
        (
            "docs/learn.zh-CN.md",
            format!("两个时间 {} 和 {} 的差别完全来自负载", first_wall, other_wall),
        ),
    ];
    for (name, quote) in quotes {
        let quote = quote.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            read(name).contains(&quote),
            "{} should say: {}",
            name,
            quote
        );
    }
}

#[test]
fn both_readmes_quote_the_best_effort_first_line_as_the_judge_prints_it() {
    let dir = common::judging::scratch("readme-best-effort");
    fs::write(dir.join("01.in"), "").expect("written");
    fs::write(dir.join("01.ans"), "").expect("written");
    // A harmless program (`true`) at the level the READMEs describe.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["--cmd", "true"])
        .arg(&dir)
        .env("JUDGE_CONTAINMENT", "best-effort")
        .env("NO_COLOR", "1")
        .output()
        .expect("judge runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let first = stdout.lines().next().unwrap_or_default();
    assert!(first.starts_with("contained: best effort"), "{}", stdout);
    for name in ["README.md", "README.zh-CN.md"] {
        let text = fs::read_to_string(manifest_dir().join(name)).expect("README reads");
        assert!(
            text.contains(&format!("`{}`", first)),
            "{} does not quote {:?}",
            name,
            first
        );
    }
}
