//! The `danish` commands. (Filled in by the danish rules work.)

use anyhow::{Result, bail};

use crate::GameOptions;

pub fn perft(_position: &str, _depth: u32, _options: &GameOptions) -> Result<()> {
    bail!("perft is not available for danish yet")
}

pub fn show(_position: &str, _options: &GameOptions) -> Result<()> {
    bail!("show is not available for danish yet")
}

pub fn bench(_seconds: f64) -> Result<()> {
    Ok(())
}
