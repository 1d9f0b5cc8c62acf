//! `judge export`: one package written in a judge's import format.

use super::{bundled_packages, labels, unknown_problem, EXIT_ALL_ACCEPTED, EXIT_USAGE};
use crate::problem::{self, Found};
use crate::report::Console;
use std::path::PathBuf;

/// A request to export one package in a judge's import format.
#[derive(Clone, Debug)]
pub struct ExportRequest {
    pub problem: String,
    pub format: crate::export::Format,
    /// A new file or folder, or an existing folder to write into.
    pub out: PathBuf,
}

/// `judge export`: writes the package in the format asked for and says where. Exit status 0,
/// or 2 for an unknown problem or a path that cannot be written.
pub fn export(request: &ExportRequest) -> i32 {
    let console = Console::for_stdout();
    let fail = |message: String| {
        console.error(&format!("judge export: {}", message));
        EXIT_USAGE
    };
    let packages = match bundled_packages() {
        Ok(packages) => packages,
        Err(message) => return fail(message),
    };
    let package = match problem::find(&packages, &request.problem) {
        Some(Found::Package(package)) => package,
        Some(Found::Solution(_, inside)) | Some(Found::Ambiguous(inside)) => {
            return fail(format!(
                "`{}` names several packages: {}; name one",
                request.problem,
                labels(&inside)
            ))
        }
        None => return fail(unknown_problem(&packages, &request.problem)),
    };
    match crate::export::export(package, request.format, &request.out) {
        Ok(path) => {
            console.line(&format!(
                "{} written as {} to {}",
                package.label(),
                request.format.name(),
                path.display()
            ));
            EXIT_ALL_ACCEPTED
        }
        Err(message) => fail(message),
    }
}
