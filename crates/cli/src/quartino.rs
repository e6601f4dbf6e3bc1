//! The `quartino` commands. (Filled in by the quartino rules work.)

use anyhow::{Result, bail};

use crate::GameOptions;

pub fn perft(_position: &str, _depth: u32, _options: &GameOptions) -> Result<()> {
    bail!("perft is not available for quartino yet")
}

pub fn show(_position: &str, _options: &GameOptions) -> Result<()> {
    bail!("show is not available for quartino yet")
}

pub fn bench(_seconds: f64) -> Result<()> {
    Ok(())
}
