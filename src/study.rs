//! `judge trace --html FILE`: a study page, one self-contained HTML file (inline CSS and
//! script, nothing fetched) that steps through a [`Trace`]: the boards of the path with the
//! moved cell marked (previous, next, play, arrow keys), the search's layers growing as the
//! search found them with the marked levels drawn apart, each board's detail (its index), and
//! the trace's paragraphs and facts. It knows no puzzle: what it draws is the trace's data,
//! which each puzzle's tracer fills, written into the page as JSON for its script.
//!
//! The page tests itself when opened as `PAGE#selftest`: it clicks through every stepper and
//! every chart and writes what it showed, and any error it logged, into `pre#selftest`
//! (`tests/study.rs` reads it through headless Chromium). `PAGE#step=N` opens at board N.

use crate::text::{markup, script_string};
use crate::trace::{Chart, Grid, Section, Trace};

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
        Section::Text(text) => object(&[
            ("kind", script_string("text")),
            ("text", script_string(text)),
        ]),
        Section::Boards(title, grids) => object(&[
            ("kind", script_string("boards")),
            ("title", script_string(title)),
            ("boards", list(grids.iter().map(board))),
        ]),
        Section::Chart(chart) => chart_json(chart),
        Section::Facts(title, facts) => object(&[
            ("kind", script_string("facts")),
            ("title", script_string(title)),
            (
                "facts",
                list(
                    facts
                        .iter()
                        .map(|(name, value)| list([name, value].iter().map(|t| script_string(t)))),
                ),
            ),
        ]),
    }
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
        ("caption", script_string(&grid.caption)),
        ("detail", script_string(&grid.detail)),
        ("ring", grid.ring.to_string()),
        ("rows", rows),
        ("marked", list(marked)),
    ])
}

fn chart_json(chart: &Chart) -> String {
    let series = chart.series.iter().map(|s| {
        object(&[
            ("name", script_string(&s.name)),
            ("values", list(s.values.iter().map(|v| v.to_string()))),
        ])
    });
    object(&[
        ("kind", script_string("chart")),
        ("title", script_string(&chart.title)),
        ("level", script_string(&chart.level)),
        ("series", list(series)),
        ("marked", list(chart.marked.iter().copied().map(pair))),
        ("marked_note", script_string(&chart.marked_note)),
        (
            "order",
            list(
                chart
                    .order
                    .iter()
                    .map(|step| list(step.iter().copied().map(pair))),
            ),
        ),
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
    use crate::trace::{Cell, Series};

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
            r#"{"caption":"1 u","detail":"index 7","ring":false,"rows":[["1","."],["2","3"]],"marked":[[1,0]]}"#
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
        };
        assert_eq!(
            chart_json(&chart),
            r#"{"kind":"chart","title":"layers","level":"depth","series":[{"name":"from the start","values":[1,2]}],"marked":[[0,1]],"marked_note":"met","order":[[[0,0]],[[0,1]]]}"#
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
