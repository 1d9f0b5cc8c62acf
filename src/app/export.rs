//! `judge export`: one package written in a judge's import format.

use super::{bundled_packages, Exit, Outcome};
use crate::problem;
use crate::report::Console;
use std::path::PathBuf;

/// A request to export one package in a judge's import format.
#[derive(Clone, Debug)]
pub struct ExportRequest {
    pub problem: String,
    pub format: crate::export::Format,
    /// A new file or folder, or an existing folder to write into.
    pub out: PathBuf,
    /// Replace an export already at the path (`--force`).
    pub force: bool,
}

/// `judge export`: writes the package in the format asked for and says where; an error for
/// an unknown problem or a path that cannot be written.
pub fn export(request: &ExportRequest) -> Outcome {
    let packages = bundled_packages()?;
    let package = problem::resolve(&packages, &request.problem)?;
    let path = crate::export::export(package, request.format, &request.out, request.force)?;
    Console::for_stdout().line(&format!(
        "{} written as {} to {}",
        package.label(),
        request.format.name(),
        path.display()
    ));
    Ok(Exit::AllAccepted)
}
