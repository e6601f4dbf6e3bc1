//! # quartet-engine
//!
//! Engines for the Quarto family, over the rules of `quartet-core`:
//!
//! * [`quarto`] — the exact Quarto! solver, its analysis of every legal turn, and the
//!   Quarto! bots from beginner to perfect;
//! * [`bot`] — the [`Bot`] trait every game's bots implement, and the strength levels.

pub mod bot;
pub mod quarto;

pub use bot::{Bot, Level};
