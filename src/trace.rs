//! `judge trace`: what a solution does on one input, shown to a learner. Each puzzle's tracer
//! (in its module under `src/puzzles/`) drives the solution's own search and fills a [`Trace`];
//! this module only draws it: boards side by side, wrapped to the width, and bar charts of the
//! search's layers, as text (Unicode blocks, or `#` where the output is not a UTF-8 terminal)
//! or as a small standalone SVG.

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

    fn largest(&self) -> usize {
        self.series
            .iter()
            .flat_map(|s| s.values.iter().copied())
            .max()
            .unwrap_or(0)
            .max(1)
    }
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

/// A grid's lines: its caption, then its rows; the marked cell in brackets.
fn grid_lines(grid: &Grid, _style: Style) -> Vec<String> {
    let mut lines = vec![grid.caption.clone()];
    for row in &grid.rows {
        let mut line = String::new();
        for cell in row {
            if cell.marked {
                let _ = write!(line, "[{}]", cell.text);
            } else {
                let _ = write!(line, " {} ", cell.text);
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
    const COLOURS: [&str; 4] = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1"];
    const PLOT_HEIGHT: usize = 200;
    let left = 60;
    // The title, then the legend one series to a line.
    let legend_lines = charts.iter().map(|c| c.series.len()).max().unwrap_or(1);
    let top_gap = 40 + 16 * legend_lines;
    let width = charts
        .iter()
        .map(|c| left + 20 + c.levels() * (c.series.len() * 10 + 6))
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
        let origin = index * chart_height;
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
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
        if depth_0 + depth_1 < one_way.len() {
            marked.push((2, depth_0 + depth_1));
        }
        let mut order = vec![vec![(0, 0), (1, 0), (2, 0)]];
        let mut reached = [0, 0];
        for &side in &self.order {
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
                "where the two sides met, and the one-way layer that holds the {}",
                roots[1]
            ),
            order,
        }
    }
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
