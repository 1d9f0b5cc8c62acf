//! `judge --list`: every bundled package, then the packages `judge listen` received.

use super::{bundled_packages, received_packages, Exit, Outcome};
use crate::cases;
use crate::problem::Package;
use crate::report::{self, Console};

/// `judge --list`: every package, its names, judge, title, limits, rule and number of cases,
/// fitted to the terminal (100 columns when piped); `wide`: every line whole. Then the received
/// packages, under their own heading, each with its page's URL.
pub fn list(wide: bool) -> Outcome {
    let console = Console::for_stdout();
    let width = if wide {
        usize::MAX
    } else {
        report::listing_width()
    };
    let packages = bundled_packages()?;
    let rows: Vec<[String; 7]> = packages.iter().map(row).collect();
    let header = [
        "package", "judge", "time", "memory", "rule", "cases", "also",
    ];
    console.table(&header, &rows, width);
    console.line("");
    for package in &packages {
        let java = package.limits_for(true);
        let about = format!(
            "{}: {} — {} (limits: {}; Java: {}, {}, {})",
            package.label(),
            package.title,
            package.input,
            package.limits_source,
            java.time_text,
            java.memory_text,
            java.why
                .as_deref()
                .unwrap_or("")
                .trim_start_matches("Java: ")
        );
        for line in report::wrap(&about, width, 4) {
            console.line(&line);
        }
    }
    list_received(&console, width);
    Ok(Exit::AllAccepted)
}

/// The received packages: names, judge, limits, rule, samples and URL; nothing when there are
/// none.
fn list_received(console: &Console, width: usize) {
    let received = received_packages();
    if received.is_empty() {
        return;
    }
    console.line("");
    let heading = format!(
        "received from the browser (judge listen), in {}: their pages' samples, not verified testdata",
        crate::folders::received().display()
    );
    for line in report::wrap(&heading, width, 4) {
        console.line(&line);
    }
    let rows: Vec<[String; 7]> = received.iter().map(row).collect();
    let header = [
        "received", "judge", "time", "memory", "rule", "samples", "also",
    ];
    console.table(&header, &rows, width);
    console.line("");
    for package in &received {
        let about = format!(
            "{}: {} — {}",
            package.label(),
            package.title,
            package.url.as_deref().unwrap_or("no URL")
        );
        for line in report::wrap(&about, width, 4) {
            console.line(&line);
        }
    }
}

/// A package's row in either table: its label, judge, limits, rule, number of cases, aliases.
fn row(package: &Package) -> [String; 7] {
    [
        package.label(),
        package.judge.clone(),
        package.time_text.clone(),
        package.memory_text.clone(),
        package.checker_name.clone(),
        cases::discover(&package.dir)
            .map_or(0, |c| c.len())
            .to_string(),
        if package.aliases.is_empty() {
            "-".to_string()
        } else {
            package.aliases.join(", ")
        },
    ]
}
