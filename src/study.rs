//! `judge trace --html FILE`: a study page, one self-contained HTML file (inline CSS and
//! script, nothing fetched) that steps through a [`Trace`]: the boards of the path with the
//! moved cell marked (previous, next, play, arrow keys), the search's layers growing as the
//! search found them with the marked levels drawn apart, each board's detail (its index), and
//! the trace's paragraphs and facts, and searches side by side with the boards each touched.
//! It knows no puzzle: what it draws is the trace's data, which each puzzle's tracer fills,
//! written into the page as JSON for its script.
//!
//! Ask mode (a button on the page, off by default) stops before each step that has a
//! question, lets the learner pick, shows the step and keeps a score. The questions are the
//! trace's too: a board's [`Grid::ask`] (which board comes next, filled by the puzzle), a
//! chart's [`Chart::questions`] (which side grows, a layer's size) and a comparison's
//! [`Comparison::questions`] (which search touches the fewest).
//!
//! The page tests itself when opened as `PAGE#selftest`: it clicks through every stepper and
//! every chart (and answers questions in ask mode) and writes what it showed, and any error it
//! logged, into `pre#selftest`
//! (`tests/suite/study.rs` reads it through headless Chromium). `PAGE#step=N` opens at board N.

use crate::text::{markup, script_string};
use crate::trace::{Ask, Chart, Comparison, Grid, Section, Trace};

const STYLE: &str = include_str!("study/page.css");
const SCRIPT: &str = include_str!("study/page.js");

/// The page for `trace`, as `command` (`judge trace nine_grid 12345678. 8672543.1`) made it.
pub fn page(command: &str, trace: &Trace) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n<style>\n{style}</style>\n</head>\n<body>\n<main id=\"page\">\n<h1>{title}</h1>\n<noscript><p>This page draws the trace with its script; <code>{title}</code> prints the same in a terminal.</p></noscript>\n</main>\n<script type=\"application/json\" id=\"trace\">\n{json}\n</script>\n<script>\n{script}</script>\n</body>\n</html>\n",
        title = markup(command),
        style = STYLE,
        json = json(command, trace),
        script = SCRIPT
    )
}

/// The trace as the page's script reads it: `{"command", "answer", "notes", "sections"}`, each
/// section `{"kind": "text" | "boards" | "chart" | "facts", …}`.
pub fn json(command: &str, trace: &Trace) -> String {
    let sections: Vec<String> = trace.sections.iter().map(section).collect();
    object(&[
        ("command", script_string(command)),
        ("answer", script_string(&trace.answer)),
        ("notes", script_string(&trace.notes)),
        ("sections", format!("[\n{}\n]", sections.join(",\n"))),
    ])
}

fn section(section: &Section) -> String {
    match section {
        Section::Text(text) => object(&[("kind", script_string("text")), ("text", string(text))]),
        Section::Boards(title, grids) => object(&[
            ("kind", script_string("boards")),
            ("title", string(&as_drawn(title))),
            ("boards", list(grids.iter().map(board))),
        ]),
        Section::Chart(chart) => chart_json(chart),
        Section::Facts(title, facts) => object(&[
            ("kind", script_string("facts")),
            ("title", string(title)),
            (
                "facts",
                list(
                    facts
                        .iter()
                        .map(|(name, value)| list([name, value].iter().map(|t| string(t)))),
                ),
            ),
        ]),
        Section::Compare(comparison) => compare_json(comparison),
    }
}

/// A title of boards as the page draws them: the trace's titles name the text's mark for the
/// moved cell (`(the tile that moved in brackets)`); the page marks it in orange.
fn as_drawn(title: &str) -> String {
    title.replace(" in brackets)", " in orange)")
}

/// A string of the trace as the page shows it: numbers grouped by thousands keep their
/// groups on one line (`5 040` with a narrow no-break space, U+202F, where the trace has a
/// plain one).
fn string(text: &str) -> String {
    script_string(&unbreakable_numbers(text))
}

/// `text` with each space inside a number grouped by thousands (a group of one to three
/// digits, then groups of exactly three, digits on neither side) made a narrow no-break space.
/// Board cells and moves written one digit apart (`2 3 4`) are not numbers grouped so.
pub fn unbreakable_numbers(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let digit = |i: usize| chars.get(i).map_or(false, |c| c.is_ascii_digit());
    let run_from = |i: usize| (i..chars.len()).take_while(|&j| digit(j)).count();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let starts_number = digit(i) && (i == 0 || !chars[i - 1].is_alphanumeric());
        let head = if starts_number { run_from(i) } else { 0 };
        if !(1..=3).contains(&head) {
            let end = i + head.max(1);
            out.extend(&chars[i..end]);
            i = end;
            continue;
        }
        // The groups that follow: a space and exactly three digits, not followed by more.
        let mut end = i + head;
        let mut spaces = Vec::new();
        while chars.get(end) == Some(&' ')
            && run_from(end + 1) == 3
            && !chars.get(end + 4).map_or(false, |c| c.is_alphanumeric())
        {
            spaces.push(end);
            end += 4;
        }
        for (j, &c) in chars.iter().enumerate().take(end).skip(i) {
            out.push(if spaces.contains(&j) { '\u{202F}' } else { c });
        }
        i = end;
    }
    out
}

fn board(grid: &Grid) -> String {
    let rows = list(
        grid.rows
            .iter()
            .map(|row| list(row.iter().map(|cell| script_string(&cell.text)))),
    );
    let marked = grid.rows.iter().enumerate().flat_map(|(r, row)| {
        row.iter()
            .enumerate()
            .filter(|(_, cell)| cell.marked)
            .map(move |(c, _)| pair((r, c)))
    });
    object(&[
        ("caption", string(&grid.caption)),
        ("detail", string(&grid.detail)),
        ("ring", grid.ring.to_string()),
        ("rows", rows),
        ("marked", list(marked)),
        ("ask", grid.ask.as_ref().map_or("null".to_string(), ask)),
    ])
}

/// A question of ask mode: `{"prompt", "why", "choices": [{"label", "board", "right",
/// "note"}]}`, a choice's board `null` where it is its label alone.
fn ask(ask: &Ask) -> String {
    let choices = ask.choices.iter().map(|choice| {
        object(&[
            ("label", string(&choice.label)),
            (
                "board",
                choice.board.as_ref().map_or("null".to_string(), board),
            ),
            ("right", choice.right.to_string()),
            ("note", string(&choice.note)),
        ])
    });
    object(&[
        ("prompt", string(&ask.prompt)),
        ("why", string(&ask.why)),
        ("choices", list(choices)),
    ])
}

fn asks(questions: &[Option<Ask>]) -> String {
    list(
        questions
            .iter()
            .map(|q| q.as_ref().map_or("null".to_string(), ask)),
    )
}

/// Searches side by side: `{"kind": "compare", "title", "things", "runs": [{"name", "found",
/// "how", "rows": [[label, count]]}], "asks"}`.
fn compare_json(comparison: &Comparison) -> String {
    let runs = comparison.runs.iter().map(|run| {
        object(&[
            ("name", string(&run.name)),
            ("found", string(&run.found)),
            ("how", string(&run.how)),
            (
                "rows",
                list(
                    run.rows
                        .iter()
                        .map(|(label, n)| format!("[{},{}]", string(label), n)),
                ),
            ),
        ])
    });
    object(&[
        ("kind", script_string("compare")),
        ("title", string(&comparison.title)),
        ("things", string(&comparison.things)),
        ("runs", list(runs)),
        ("asks", asks(&comparison.questions())),
    ])
}

fn chart_json(chart: &Chart) -> String {
    let series = chart.series.iter().map(|s| {
        object(&[
            ("name", string(&s.name)),
            ("values", list(s.values.iter().map(|v| v.to_string()))),
        ])
    });
    object(&[
        ("kind", script_string("chart")),
        ("title", string(&chart.title)),
        ("level", string(&chart.level)),
        ("series", list(series)),
        ("marked", list(chart.marked.iter().copied().map(pair))),
        ("marked_note", string(&chart.marked_note)),
        (
            "order",
            list(
                chart
                    .order
                    .iter()
                    .map(|step| list(step.iter().copied().map(pair))),
            ),
        ),
        ("asks", asks(&chart.questions())),
    ])
}

fn pair((a, b): (usize, usize)) -> String {
    format!("[{},{}]", a, b)
}

fn list(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(","))
}

fn object(fields: &[(&str, String)]) -> String {
    let fields: Vec<String> = fields
        .iter()
        .map(|(name, value)| format!("{}:{}", script_string(name), value))
        .collect();
    format!("{{{}}}", fields.join(","))
}

/// A JSON string that is also safe inside a `<script>` element: `<`, `>` and `&` are escaped,
/// so no `</script>` or `<!--` can end or change the element, and so are the two line
/// separators that old script parsers end a string at.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::{Cell, Choice, Series};

    #[test]
    fn a_board_gives_its_cells_row_by_row_and_where_the_marked_cell_is() {
        let grid = Grid {
            detail: "index 7".into(),
            ..Grid::new(
                "1 u",
                vec![
                    vec![Cell::plain("1"), Cell::plain(".")],
                    vec![
                        Cell {
                            text: "2".into(),
                            marked: true,
                        },
                        Cell::plain("3"),
                    ],
                ],
            )
        };
        assert_eq!(
            board(&grid),
            r#"{"caption":"1 u","detail":"index 7","ring":false,"rows":[["1","."],["2","3"]],"marked":[[1,0]],"ask":null}"#
        );
    }

    #[test]
    fn a_chart_gives_its_series_marks_and_order() {
        let chart = Chart {
            title: "layers".into(),
            level: "depth".into(),
            series: vec![Series {
                name: "from the start".into(),
                values: vec![1, 2],
            }],
            marked: vec![(0, 1)],
            marked_note: "met".into(),
            order: vec![vec![(0, 0)], vec![(0, 1)]],
            asks: Vec::new(),
        };
        assert_eq!(
            chart_json(&chart),
            r#"{"kind":"chart","title":"layers","level":"depth","series":[{"name":"from the start","values":[1,2]}],"marked":[[0,1]],"marked_note":"met","order":[[[0,0]],[[0,1]]],"asks":[null,null]}"#
        );
    }

    #[test]
    fn a_question_gives_its_choices_with_their_boards_and_which_are_right() {
        let question = Ask {
            prompt: "next?".into(),
            choices: vec![
                Choice::text("u", true, "18 moves"),
                Choice {
                    board: Some(Grid::new("l", vec![vec![Cell::plain(".")]])),
                    ..Choice::text("l", false, "20 moves")
                },
            ],
            why: "nearer".into(),
        };
        assert_eq!(
            ask(&question),
            r#"{"prompt":"next?","why":"nearer","choices":[{"label":"u","board":null,"right":true,"note":"18 moves"},{"label":"l","board":{"caption":"l","detail":"","ring":false,"rows":[["."]],"marked":[],"ask":null},"right":false,"note":"20 moves"}]}"#
        );
    }

    #[test]
    fn numbers_grouped_by_thousands_keep_their_groups_together_and_nothing_else_changes() {
        let nnbsp = |s: &str| s.replace('_', "\u{202F}");
        for (text, shown) in [
            ("rank 5 040 of 40 320", "rank 5_040 of 40_320"),
            (
                "index 5 × 40 320 + 5 882 = 207 482",
                "index 5 × 40_320 + 5_882 = 207_482",
            ),
            ("1 234 567 boards", "1_234_567 boards"),
            ("tiles 2 3 4 1 5 7 6 8", "tiles 2 3 4 1 5 7 6 8"),
            (
                "12345 678 and 12 3456 and 12 345x",
                "12345 678 and 12 3456 and 12 345x",
            ),
            ("X23 456, 1 23, 7 000.", "X23 456, 1 23, 7_000."),
        ] {
            assert_eq!(unbreakable_numbers(text), nnbsp(shown), "{}", text);
        }
    }

    #[test]
    fn the_page_says_the_moved_cell_is_orange_where_the_text_says_brackets() {
        assert_eq!(
            as_drawn("the path `u`, replayed (the tile that moved in brackets):"),
            "the path `u`, replayed (the tile that moved in orange):"
        );
        assert_eq!(
            as_drawn("the board in brackets [1]"),
            "the board in brackets [1]"
        );
    }

    #[test]
    fn the_page_is_one_document_whose_only_script_ends_are_its_own() {
        let trace = Trace {
            answer: "</script><script>alert(1)</script>\n".into(),
            notes: String::new(),
            sections: vec![
                Section::Text("a `code` & <b>".into()),
                Section::Facts("facts".into(), vec![("x".into(), "</SCRIPT>".into())]),
            ],
        };
        let page = page("judge trace p <i>", &trace);
        assert!(page.starts_with("<!DOCTYPE html>"));
        assert!(page.trim_end().ends_with("</html>"));
        assert_eq!(
            page.matches("</script>").count(),
            2,
            "only the page's own two"
        );
        assert_eq!(page.to_lowercase().matches("</script").count(), 2);
        assert!(page.contains("<title>judge trace p &lt;i&gt;</title>"));
        assert!(
            !page.contains("http://") && !page.contains("https://"),
            "nothing fetched"
        );
        assert!(!page.contains("<link") && !page.contains(" src="));
    }
}
