//! `judge trace`: what a solution does on one input, shown to a learner. Each puzzle's tracer
//! (in its module under `src/puzzles/`) drives the solution's own search and fills a [`Trace`];
//! this module only draws it: boards side by side, wrapped to the width, and bar charts of the
//! search's layers, as text (Unicode blocks, or `#` where the output is not a UTF-8 terminal)
//! or as a small standalone SVG. A trace also carries the questions the study page's ask mode
//! puts before a step ([`Ask`]), so any puzzle's tracer can supply them.

use crate::text::markup;
use std::fmt::Write as _;

/// What a tracer found.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    /// What the solution prints for the input, and its notes on stderr.
    pub answer: String,
    pub notes: String,
    pub sections: Vec<Section>,
}

/// One part of a trace, shown in order.
#[derive(Clone, Debug)]
pub enum Section {
    /// A paragraph of text.
    Text(String),
    /// Boards side by side, under a title.
    Boards(String, Vec<Grid>),
    Chart(Chart),
    /// Named values under a title, one to a line (`inversions of the start`: `13, odd`).
    Facts(String, Vec<(String, String)>),
    /// Searches of the same input side by side, with the boards each touched.
    Compare(Comparison),
}

/// A board drawn as a grid of cells, under a caption.
#[derive(Clone, Debug, Default)]
pub struct Grid {
    /// Says which step the board is; its last word names the move (`3 u`, `jump 4: 7`).
    pub caption: String,
    pub rows: Vec<Vec<Cell>>,
    /// One more line about the board where there is room for it (the study page): its index.
    pub detail: String,
    /// The cells of its one row stand on a ring, clockwise from the top (drawn so where
    /// there is room).
    pub ring: bool,
    /// The question the study page's ask mode puts before it shows this board (which board
    /// comes next?), or none.
    pub ask: Option<Ask>,
}

impl Grid {
    pub fn new(caption: impl Into<String>, rows: Vec<Vec<Cell>>) -> Grid {
        Grid {
            caption: caption.into(),
            rows,
            ..Grid::default()
        }
    }
}

#[derive(Clone, Debug)]
pub struct Cell {
    pub text: String,
    /// Drawn apart: the tile that just moved.
    pub marked: bool,
}

impl Cell {
    pub fn plain(text: impl Into<String>) -> Cell {
        Cell {
            text: text.into(),
            marked: false,
        }
    }
}

/// Bars, one per level for each series, side by side.
#[derive(Clone, Debug, Default)]
pub struct Chart {
    pub title: String,
    /// What a level is called (`depth`, `distance`).
    pub level: String,
    pub series: Vec<Series>,
    /// Bars (series, level) drawn apart where there is room (the study page), and what they
    /// are: where the two sides of a search met.
    pub marked: Vec<(usize, usize)>,
    pub marked_note: String,
    /// The order the search found its bars in, for a page that grows the chart: at each step
    /// the bars (series, level) that appear. Empty: every series grows a level at a time.
    pub order: Vec<Vec<(usize, usize)>>,
    /// For each step, the question asked before it is shown (ask mode); empty: the study
    /// page asks what [`Chart::questions`] makes of the numbers.
    pub asks: Vec<Option<Ask>>,
}

/// A question the study page asks before it shows a step, in its ask mode: the learner
/// predicts (picks the next board, a layer's size, the side that grows), then the step is
/// shown. A tracer fills them from what its search did; the page knows no puzzle.
#[derive(Clone, Debug, Default)]
pub struct Ask {
    pub prompt: String,
    /// At least two; at least one of them right.
    pub choices: Vec<Choice>,
    /// Said once the learner has picked: why the right ones are right.
    pub why: String,
}

#[derive(Clone, Debug, Default)]
pub struct Choice {
    /// The choice's name (`u`, `2 048`, `from the goal`).
    pub label: String,
    /// A board to pick, drawn above its label; none for a choice that is its label alone.
    pub board: Option<Grid>,
    /// Whether picking it counts as right (more than one may be: two moves can both lead one
    /// move nearer).
    pub right: bool,
    /// Shown beside it once the learner has picked (`18 moves from the goal`).
    pub note: String,
}

impl Choice {
    pub fn text(label: impl Into<String>, right: bool, note: impl Into<String>) -> Choice {
        Choice {
            label: label.into(),
            board: None,
            right,
            note: note.into(),
        }
    }
}

/// Searches of one input side by side: what each found and the boards it touched, each grown
/// a row at a time (a layer, an expansion, an iteration) on the study page.
#[derive(Clone, Debug, Default)]
pub struct Comparison {
    pub title: String,
    /// What is counted (`boards`).
    pub things: String,
    pub runs: Vec<Run>,
}

/// One search of a [`Comparison`].
#[derive(Clone, Debug, Default)]
pub struct Run {
    pub name: String,
    /// What it found (`a path of 19 moves`).
    pub found: String,
    /// How it searches and counts, in a sentence.
    pub how: String,
    /// Its rows in the order it made them, each a label (`depth 3`, `bound 13`) and the
    /// things it touched there; together, all it touched.
    pub rows: Vec<(String, usize)>,
}

impl Run {
    pub fn touched(&self) -> usize {
        self.rows.iter().map(|(_, n)| n).sum()
    }
}

impl Comparison {
    /// Steps of the side-by-side view: the first shows each search's first row, each next
    /// step one more row of every search that has one.
    pub fn steps(&self) -> usize {
        self.runs.iter().map(|r| r.rows.len()).max().unwrap_or(0)
    }

    /// The questions before each step: none. Which search touches the fewest cannot be read
    /// off the page before its columns are shown, and the study page asks only what its
    /// numbers answer.
    pub fn questions(&self) -> Vec<Option<Ask>> {
        vec![None; self.steps()]
    }
}

#[derive(Clone, Debug)]
pub struct Series {
    pub name: String,
    pub values: Vec<usize>,
}

impl Chart {
    /// The number of levels: the longest series.
    pub fn levels(&self) -> usize {
        self.series
            .iter()
            .map(|s| s.values.len())
            .max()
            .unwrap_or(0)
    }

    /// The questions the study page asks before each step of the chart, as it grows (one step
    /// per [`Chart::order`] entry, or per level): its own [`Chart::asks`], or none (a layer's
    /// size is a guess unless the page shows what it is made of: [`layer_questions`]).
    pub fn questions(&self) -> Vec<Option<Ask>> {
        if !self.asks.is_empty() {
            return self.asks.clone();
        }
        let steps = match self.order.len() {
            0 => self.levels(),
            n => n,
        };
        vec![None; steps]
    }

    fn largest(&self) -> usize {
        self.series
            .iter()
            .flat_map(|s| s.values.iter().copied())
            .max()
            .unwrap_or(0)
            .max(1)
    }
}

/// One layer of a breadth-first search, as its next layer's question shows it: the `things`
/// it holds, the moves made from them (`reached`, repeats counted) and how many of those
/// reached a thing already found (`known`). The next layer holds `reached - known`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layer {
    pub things: usize,
    pub reached: usize,
    pub known: usize,
}

/// The questions of a chart of one search's layers, one level a step: before each level after
/// the first, how many new things it holds, with the numbers that answer it on the page (the
/// layer before's moves and how many of them found nothing new); `things` names them
/// (`boards`), `level` a level (`depth`).
pub fn layer_questions(level: &str, things: &str, layers: &[Layer]) -> Vec<Option<Ask>> {
    let mut asks = vec![None];
    for l in 1..layers.len() {
        let layer = &layers[l - 1];
        let answer = layer.reached - layer.known;
        let mut values = vec![answer, layer.reached, layer.things, 2 * layer.things];
        values.retain(|&v| v > 0 || v == answer);
        values.sort_unstable();
        values.dedup();
        asks.push(Some(Ask {
            prompt: format!(
                "{} {}: {} {}. Their moves reach {}, and {} of them reach {} already found (at this {} or before, or by an earlier move of this one). How many new {} at {} {}?",
                level,
                l - 1,
                grouped(layer.things),
                things,
                grouped(layer.reached),
                grouped(layer.known),
                things,
                level,
                things,
                level,
                l
            ),
            choices: values
                .into_iter()
                .map(|v| Choice::text(grouped(v), v == answer, ""))
                .collect(),
            why: format!(
                "A breadth-first search keeps only what it has not seen: {} moves − {} already found = {} new {} at {} {}.",
                grouped(layer.reached),
                grouped(layer.known),
                grouped(answer),
                things,
                level,
                l
            ),
        }));
    }
    asks
}

/// How text is drawn: Unicode blocks or plain `#`, and the width to wrap to.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub unicode: bool,
    pub width: usize,
}

/// The whole trace as text.
pub fn text(trace: &Trace, style: Style) -> String {
    let mut out = String::new();
    for section in &trace.sections {
        match section {
            Section::Text(paragraph) => {
                out.push_str(paragraph);
                out.push('\n');
            }
            Section::Boards(title, grids) => {
                out.push_str(title);
                out.push('\n');
                out.push_str(&boards(grids, style));
            }
            Section::Chart(chart) => out.push_str(&bars(chart, style)),
            Section::Compare(comparison) => out.push_str(&compared(comparison)),
            Section::Facts(title, facts) => {
                out.push_str(title);
                out.push('\n');
                for (name, value) in facts {
                    let _ = writeln!(out, "  {}: {}", name, value);
                }
            }
        }
        out.push('\n');
    }
    out
}

/// Searches side by side, as text: one line each, what it touched and found, then how.
fn compared(comparison: &Comparison) -> String {
    let mut out = format!("{}\n", comparison.title);
    for run in &comparison.runs {
        let _ = writeln!(
            out,
            "  {}: {} {} touched, {}",
            run.name,
            grouped(run.touched()),
            comparison.things,
            run.found
        );
        let _ = writeln!(out, "    {}", run.how);
    }
    out
}

/// Grids side by side, as many to a row as the width takes.
fn boards(grids: &[Grid], style: Style) -> String {
    let drawn: Vec<Vec<String>> = grids.iter().map(|g| grid_lines(g, style)).collect();
    let mut out = String::new();
    let gap = "  ";
    let mut row: Vec<&Vec<String>> = Vec::new();
    let mut used = 0;
    let flush = |row: &mut Vec<&Vec<String>>, out: &mut String| {
        let height = row.iter().map(|g| g.len()).max().unwrap_or(0);
        for line in 0..height {
            let mut text = String::new();
            for grid in row.iter() {
                let width = grid.iter().map(|l| l.chars().count()).max().unwrap_or(0);
                let cell = grid.get(line).map(String::as_str).unwrap_or("");
                text.push_str(cell);
                text.push_str(&" ".repeat(width - cell.chars().count()));
                text.push_str(gap);
            }
            out.push_str(text.trim_end());
            out.push('\n');
        }
        row.clear();
    };
    for grid in &drawn {
        let width = grid.iter().map(|l| l.chars().count()).max().unwrap_or(0) + gap.len();
        if used + width > style.width && !row.is_empty() {
            flush(&mut row, &mut out);
            out.push('\n');
            used = 0;
        }
        row.push(grid);
        used += width;
    }
    if !row.is_empty() {
        flush(&mut row, &mut out);
    }
    out
}

/// A grid's lines: its caption, then its rows; the marked cell in brackets. Every cell is as
/// wide as the grid's widest, its text on the right, so that columns stand straight when a
/// tile has two digits (the 15-puzzle's 10-15 beside its blank `.`).
fn grid_lines(grid: &Grid, _style: Style) -> Vec<String> {
    let widest = grid
        .rows
        .iter()
        .flatten()
        .map(|cell| cell.text.chars().count())
        .max()
        .unwrap_or(0);
    let mut lines = vec![grid.caption.clone()];
    for row in &grid.rows {
        let mut line = String::new();
        for cell in row {
            let text = format!("{:>width$}", cell.text, width = widest);
            if cell.marked {
                let _ = write!(line, "[{}]", text);
            } else {
                let _ = write!(line, " {} ", text);
            }
        }
        lines.push(line);
    }
    lines
}

/// A horizontal bar chart: one row per level, one bar per series, scaled to the largest value.
fn bars(chart: &Chart, style: Style) -> String {
    let mut out = format!("{}\n", chart.title);
    let label = chart.level.chars().count().max(3);
    let columns = chart.series.len().max(1);
    // Each series: a bar and its number, in a column of equal width.
    let column = (style.width.saturating_sub(label + 1) / columns).clamp(12, 60);
    let bar_room = column - 8;
    let _ = write!(out, "{:>width$} ", chart.level, width = label);
    for series in &chart.series {
        let name: String = series.name.chars().take(column - 1).collect();
        let _ = write!(out, "{:<width$}", name, width = column);
    }
    out = out.trim_end().to_string();
    out.push('\n');
    let largest = chart.largest();
    for level in 0..chart.levels() {
        let mut line = format!("{:>width$} ", level, width = label);
        for series in &chart.series {
            let cell = match series.values.get(level) {
                Some(&value) => {
                    let bar = bar(value, largest, bar_room, style.unicode);
                    format!("{} {}", bar, value)
                }
                None => String::new(),
            };
            let pad = column.saturating_sub(cell.chars().count());
            line.push_str(&cell);
            line.push_str(&" ".repeat(pad));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// A bar of `value` against `largest` in `room` characters: whole blocks and one eighth-step
/// block in Unicode; whole `#`s (at least one for any value) in plain text.
fn bar(value: usize, largest: usize, room: usize, unicode: bool) -> String {
    let eighths = (value * room * 8 + largest - 1) / largest;
    if unicode {
        const PARTS: [char; 8] = ['▏', '▎', '▍', '▌', '▋', '▊', '▉', '█'];
        let mut bar = "█".repeat(eighths / 8);
        if eighths % 8 > 0 {
            bar.push(PARTS[eighths % 8 - 1]);
        }
        if bar.is_empty() {
            bar.push('▏');
        }
        bar
    } else {
        "#".repeat(((eighths + 7) / 8).max(1))
    }
}

/// The bars' colours, one a series; the plot's height and its left margin, in pixels.
const COLOURS: [&str; 4] = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1"];
const PLOT_HEIGHT: usize = 200;
const SVG_LEFT: usize = 60;

/// Every chart of the trace, one below the other, as a standalone SVG (no scripts, no fonts
/// to fetch): for each level, one bar per series, labelled, with a legend.
pub fn svg(trace: &Trace) -> String {
    let charts: Vec<&Chart> = trace
        .sections
        .iter()
        .filter_map(|s| match s {
            Section::Chart(chart) => Some(chart),
            _ => None,
        })
        .collect();
    // The title, then the legend one series to a line.
    let legend_lines = charts.iter().map(|c| c.series.len()).max().unwrap_or(1);
    let top_gap = 40 + 16 * legend_lines;
    let width = charts
        .iter()
        .map(|c| SVG_LEFT + 20 + c.levels() * (c.series.len() * 10 + 6))
        .max()
        .unwrap_or(300)
        .max(420);
    let chart_height = top_gap + PLOT_HEIGHT + 60;
    let height = charts.len().max(1) * chart_height;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n",
        w = width,
        h = height
    );
    for (index, chart) in charts.iter().enumerate() {
        draw_chart(&mut out, chart, index * chart_height, top_gap);
    }
    out.push_str("</svg>\n");
    out
}

/// One chart drawn into `out` from `origin` down: its title, the legend (`top_gap` high), the
/// axes, one bar per series at each level, every fifth level numbered.
fn draw_chart(out: &mut String, chart: &Chart, origin: usize, top_gap: usize) {
    let left = SVG_LEFT;
    let base = origin + top_gap + PLOT_HEIGHT;
    let _ = writeln!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"14\" font-weight=\"bold\">{}</text>",
        left,
        origin + 20,
        markup(&chart.title)
    );
    for (s, series) in chart.series.iter().enumerate() {
        let y = origin + 30 + s * 16;
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"10\" height=\"10\" fill=\"{}\"/><text x=\"{}\" y=\"{}\">{}</text>",
            left,
            y,
            COLOURS[s % COLOURS.len()],
            left + 14,
            y + 9,
            markup(&series.name)
        );
    }
    let largest = chart.largest();
    let step = chart.series.len() * 10 + 6;
    let _ = writeln!(
        out,
        "<line x1=\"{l}\" y1=\"{b}\" x2=\"{r}\" y2=\"{b}\" stroke=\"black\"/>\n<text x=\"{tx}\" y=\"{ty}\" text-anchor=\"end\">{largest}</text>\n<line x1=\"{l}\" y1=\"{top}\" x2=\"{l}\" y2=\"{b}\" stroke=\"black\"/>",
        l = left,
        b = base,
        r = left + 10 + chart.levels() * step,
        tx = left - 4,
        ty = base - PLOT_HEIGHT + 4,
        largest = largest,
        top = base - PLOT_HEIGHT
    );
    for level in 0..chart.levels() {
        let x0 = left + 6 + level * step;
        for (s, series) in chart.series.iter().enumerate() {
            if let Some(&value) = series.values.get(level) {
                let h = (value * PLOT_HEIGHT + largest - 1) / largest;
                let _ = writeln!(
                    out,
                    "<rect x=\"{}\" y=\"{}\" width=\"9\" height=\"{}\" fill=\"{}\"><title>{} {} {}: {}</title></rect>",
                    x0 + s * 10,
                    base - h,
                    h,
                    COLOURS[s % COLOURS.len()],
                    markup(&series.name),
                    markup(&chart.level),
                    level,
                    value
                );
            }
        }
        if level % 5 == 0 {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                x0 + step / 2,
                base + 16,
                level
            );
        }
    }
    let _ = writeln!(
        out,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
        left + chart.levels() * step / 2,
        base + 34,
        markup(&chart.level)
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grid_of_two_digit_tiles_has_straight_columns() {
        let row = |texts: [&str; 4], marked: usize| -> Vec<Cell> {
            texts
                .iter()
                .enumerate()
                .map(|(i, t)| Cell {
                    text: t.to_string(),
                    marked: i == marked,
                })
                .collect()
        };
        let grid = Grid::new(
            "1 L",
            vec![
                row(["1", "2", ".", "4"], 9),
                row(["13", "10", "11", "9"], 2),
            ],
        );
        let style = Style {
            unicode: false,
            width: 80,
        };
        let lines = grid_lines(&grid, style);
        assert_eq!(lines[1], "  1   2   .   4 ");
        assert_eq!(lines[2], " 13  10 [11]  9 ");
    }

    #[test]
    fn bars_scale_to_the_largest_value_in_blocks_or_hashes() {
        assert_eq!(bar(8, 8, 4, true), "████");
        assert_eq!(bar(1, 8, 4, true), "▌");
        assert_eq!(bar(1, 1000, 4, true), "▏");
        assert_eq!(bar(4, 8, 4, false), "##");
        assert_eq!(bar(1, 1000, 4, false), "#");
    }

    #[test]
    fn boards_wrap_to_the_width() {
        let grid = |n: usize| {
            Grid::new(
                format!("step {}", n),
                vec![vec![Cell::plain("1"), Cell::plain("2")]],
            )
        };
        let style = Style {
            unicode: false,
            width: 20,
        };
        let shown = boards(&[grid(1), grid(2), grid(3)], style);
        assert_eq!(shown, "step 1  step 2\n 1  2    1  2\n\nstep 3\n 1  2\n");
    }

    #[test]
    fn two_sides_mark_where_they_met_and_grow_in_the_order_they_were_heard() {
        let mut sides = TwoSides::new();
        sides.heard(0, 1, 2);
        sides.heard(1, 1, 3);
        sides.heard(0, 2, 5);
        let chart = sides.chart("boards", ["start", "target"], vec![1, 2, 4, 8]);
        assert_eq!(chart.marked, [(0, 2), (1, 1), (2, 3)]);
        assert_eq!(
            chart.order,
            [
                vec![(0, 0), (1, 0), (2, 0)],
                vec![(0, 1), (2, 1)],
                vec![(1, 1), (2, 2)],
                vec![(0, 2), (2, 3)],
            ]
        );
    }

    #[test]
    fn two_sides_ask_which_side_grows_before_each_expansion() {
        let mut sides = TwoSides::new();
        sides.heard(0, 1, 2);
        sides.heard(1, 1, 3);
        sides.heard(0, 2, 5);
        let chart = sides.chart("boards", ["start", "target"], vec![1, 2, 4, 8]);
        assert_eq!(chart.asks.len(), chart.order.len());
        assert!(chart.asks[0].is_none(), "the roots are shown at once");
        let right: Vec<String> = chart.asks[1..]
            .iter()
            .map(|ask| {
                let ask = ask.as_ref().expect("a question");
                let right: Vec<&Choice> = ask.choices.iter().filter(|c| c.right).collect();
                assert_eq!(right.len(), 1);
                right[0].label.split(':').next().unwrap_or("").to_string()
            })
            .collect();
        assert_eq!(
            right,
            ["from the start", "from the target", "from the start"]
        );
        // Before the third expansion the start's frontier is 2 boards, the target's 3.
        let third = chart.asks[3].as_ref().expect("a question");
        assert_eq!(third.choices[0].label, "from the start: 2 boards");
        assert!(third.prompt.contains("on a tie, the side from the start"));
        assert!(
            third.why.contains("the smaller (2 boards against 3)"),
            "{}",
            third.why
        );
    }

    #[test]
    fn a_layers_size_is_asked_with_the_moves_and_repeats_that_make_it() {
        let layer = |things, reached, known| Layer {
            things,
            reached,
            known,
        };
        let asks = layer_questions(
            "depth",
            "boards",
            &[layer(1, 3, 0), layer(3, 9, 2), layer(7, 21, 21)],
        );
        assert_eq!(asks.len(), 3);
        assert!(asks[0].is_none());
        let second = asks[2].as_ref().expect("a question");
        assert!(
            second
                .prompt
                .starts_with("depth 1: 3 boards. Their moves reach 9, and 2 of them"),
            "{}",
            second.prompt
        );
        let labels: Vec<(String, bool)> = second
            .choices
            .iter()
            .map(|c| (c.label.clone(), c.right))
            .collect();
        let right = |v: &str| (v.to_string(), true);
        let wrong = |v: &str| (v.to_string(), false);
        assert_eq!(labels, [wrong("3"), wrong("6"), right("7"), wrong("9")]);
    }

    #[test]
    fn a_chart_without_its_own_questions_asks_none() {
        let chart = Chart {
            series: vec![Series {
                name: "tree".into(),
                values: vec![1, 3, 7],
            }],
            ..Chart::default()
        };
        assert_eq!(chart.questions().len(), 3);
        assert!(chart.questions().iter().all(Option::is_none));
    }

    #[test]
    fn searches_side_by_side_ask_nothing_the_page_cannot_answer() {
        let run = |name: &str, rows: Vec<usize>| Run {
            name: name.into(),
            rows: rows.into_iter().map(|n| (String::new(), n)).collect(),
            ..Run::default()
        };
        let comparison = Comparison {
            title: "three".into(),
            things: "boards".into(),
            runs: vec![
                run("a", vec![1, 2, 4]),
                run("b", vec![2, 2]),
                run("c", vec![3]),
            ],
        };
        assert_eq!(comparison.steps(), 3);
        assert!(comparison.questions().iter().all(Option::is_none));
        let text = text(
            &Trace {
                sections: vec![Section::Compare(comparison.clone())],
                ..Trace::default()
            },
            Style {
                unicode: false,
                width: 80,
            },
        );
        assert!(text.contains("  a: 7 boards touched, "), "{}", text);
    }

    #[test]
    fn facts_are_drawn_one_to_a_line_under_their_title() {
        let trace = Trace {
            sections: vec![Section::Facts(
                "inversions:".into(),
                vec![("start".into(), "1, odd".into())],
            )],
            ..Trace::default()
        };
        let style = Style {
            unicode: false,
            width: 80,
        };
        assert_eq!(text(&trace, style), "inversions:\n  start: 1, odd\n\n");
    }

    #[test]
    fn the_svg_is_one_standalone_document_with_a_bar_per_value() {
        let trace = Trace {
            answer: String::new(),
            notes: String::new(),
            sections: vec![Section::Chart(Chart {
                title: "layers".into(),
                level: "depth".into(),
                series: vec![Series {
                    name: "a <b>".into(),
                    values: vec![1, 3, 7],
                }],
                ..Chart::default()
            })],
        };
        let svg = svg(&trace);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<title>").count(), 3);
        assert!(svg.contains("a &lt;b&gt;"));
    }
}

/// The numbers of a bidirectional search, as a tracer collects them from the solution's
/// per-level callback: each side's frontier widths by depth (the root counted at depth 0), and
/// which side expanded, in order.
#[derive(Clone, Debug)]
pub struct TwoSides {
    pub widths: [Vec<usize>; 2],
    pub order: Vec<usize>,
}

impl TwoSides {
    pub fn new() -> TwoSides {
        TwoSides {
            widths: [vec![1], vec![1]],
            order: Vec::new(),
        }
    }

    /// What the solution's callback hears after each expansion.
    pub fn heard(&mut self, side: usize, depth: usize, width: usize) {
        let widths = &mut self.widths[side.min(1)];
        widths.resize(depth, 0);
        widths.push(width);
        self.order.push(side.min(1));
    }

    /// Every board either side marked: the roots and every frontier.
    pub fn touched(&self) -> usize {
        self.widths.iter().flatten().sum()
    }

    /// Its rows as a side-by-side view shows them: the two roots, then each expansion in
    /// order (`board 1`, `goal 1`, …) with the boards it marked.
    pub fn rows(&self, roots: [&str; 2]) -> Vec<(String, usize)> {
        let mut rows = vec![("the two roots".to_string(), 2)];
        let mut reached = [0, 0];
        for &side in &self.order {
            reached[side] += 1;
            rows.push((
                format!("{} {}", roots[side], reached[side]),
                self.widths[side][reached[side]],
            ));
        }
        rows
    }

    /// Levels expanded from each side.
    pub fn depths(&self) -> [usize; 2] {
        [self.widths[0].len() - 1, self.widths[1].len() - 1]
    }

    /// The search's layers beside a one-way search's from the start: `things` names what is
    /// counted (`boards`), `roots` the two sides' roots (`start`, `target`). The sides' last
    /// levels are marked, and the one-way layer as far out; the chart grows as the search did,
    /// the one-way search keeping pace with the two sides' reach.
    pub fn chart(&self, things: &str, roots: [&str; 2], one_way: Vec<usize>) -> Chart {
        let side = |i: usize| Series {
            name: format!("bidirectional, from the {}", roots[i]),
            values: self.widths[i].clone(),
        };
        let [depth_0, depth_1] = self.depths();
        let mut marked = vec![(0, depth_0), (1, depth_1)];
        let meeting = self.meeting_note(things, roots);
        if depth_0 + depth_1 < one_way.len() {
            marked.push((2, depth_0 + depth_1));
        }
        let mut order = vec![vec![(0, 0), (1, 0), (2, 0)]];
        let mut asks = vec![None];
        let mut reached = [0, 0];
        for &side in &self.order {
            asks.push(Some(self.which_side(roots, things, reached, side)));
            reached[side] += 1;
            let mut step = vec![(side, reached[side])];
            if reached[0] + reached[1] < one_way.len() {
                step.push((2, reached[0] + reached[1]));
            }
            order.push(step);
        }
        Chart {
            title: format!("{} at each depth of the search", things),
            level: "depth".into(),
            series: vec![
                side(0),
                side(1),
                Series {
                    name: format!("one way, from the {}", roots[0]),
                    values: one_way,
                },
            ],
            marked,
            marked_note: format!(
                "{}; and the one-way layer that holds the {}",
                meeting, roots[1]
            ),
            order,
            asks,
        }
    }

    /// What the marks where the two sides met stand for: the last expansion stopped at the
    /// first thing the other side held (in that side's last layer), so its own last bar
    /// counts only what it found before; said with its number, which may be 0.
    fn meeting_note(&self, things: &str, roots: [&str; 2]) -> String {
        let last = match self.order.last() {
            Some(&side) => side,
            None => return "where the two sides met".to_string(),
        };
        let depths = self.depths();
        format!(
            "where the two sides met: the last expansion, from the {} to depth {}, stopped at the first {} the side from the {} holds at depth {}, so its bar counts only the {} it found before",
            roots[last],
            depths[last],
            singular(things),
            roots[1 - last],
            depths[1 - last],
            counted(self.widths[last][depths[last]], singular(things), things)
        )
    }

    /// Before an expansion, with each side `reached` levels out: which side grows next? The
    /// page shows both frontiers on the choices and states the rule, ties included (the
    /// solutions grow the side from the first root when the frontiers are equal).
    fn which_side(&self, roots: [&str; 2], things: &str, reached: [usize; 2], grows: usize) -> Ask {
        let frontier = |s: usize| self.widths[s][reached[s]];
        let (mine, other) = (frontier(grows), frontier(1 - grows));
        let why = match mine.cmp(&other) {
            std::cmp::Ordering::Less => format!(
                "The side from the {} grew: its frontier was the smaller ({} against {}), so expanding it costs less.",
                roots[grows],
                counted(mine, singular(things), things),
                grouped(other)
            ),
            std::cmp::Ordering::Equal => format!(
                "The frontiers were equal ({} {} each): on a tie the side from the {} grows.",
                grouped(mine),
                things,
                roots[0]
            ),
            std::cmp::Ordering::Greater => format!(
                "The side from the {} grew, though its frontier was the larger ({} against {}).",
                roots[grows],
                counted(mine, singular(things), things),
                grouped(other)
            ),
        };
        Ask {
            prompt: format!(
                "The search is {} out from the {} and {} out from the {}; each choice shows that side's frontier. The side with the smaller frontier grows next (on a tie, the side from the {}): which side grows?",
                counted(reached[0], "level", "levels"),
                roots[0],
                counted(reached[1], "level", "levels"),
                roots[1],
                roots[0]
            ),
            choices: (0..2)
                .map(|s| {
                    Choice::text(
                        format!(
                            "from the {}: {}",
                            roots[s],
                            counted(frontier(s), singular(things), things)
                        ),
                        s == grows,
                        "",
                    )
                })
                .collect(),
            why,
        }
    }
}

/// `boards` → `board`: the word for one of `things`.
fn singular(things: &str) -> &str {
    things.strip_suffix('s').unwrap_or(things)
}

impl Default for TwoSides {
    fn default() -> Self {
        TwoSides::new()
    }
}

/// `n` and the word that goes with it: `1 move`, `2 moves`, `181 440 boards`.
pub fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { many })
}

/// The heading over a replayed path of moves `whose` (`of the blank`): the path and its
/// length, or, for the empty path, that there is nothing to move.
pub fn path_heading(path: &str, whose: &str) -> String {
    if path.is_empty() {
        return "the empty path: the board is already the target, no move to make:".to_string();
    }
    format!(
        "the path `{}`, {} {}, replayed (the tile that moved in brackets):",
        path,
        counted(path.len(), "move", "moves"),
        whose
    )
}

/// Numbers grouped by thousands, as people read them (`181 440`).
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(' ');
        }
        out.push(c);
    }
    out
}
