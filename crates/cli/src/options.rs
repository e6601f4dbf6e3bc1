//! The options several commands share: those that choose a game's variant (`perft`, `show`,
//! `solve`).

use clap::Args;

use crate::numbers;

/// Options that choose a game's variant.
#[derive(Args, Debug, Clone, Default)]
pub struct GameOptions {
    /// Quarto!: the 2×2 squares win too (advanced game).
    #[arg(long)]
    pub squares: bool,
    /// Quarto!: the attributes that count, comma-separated among height,colour,shape,top.
    #[arg(long, value_name = "LIST")]
    pub attributes: Option<String>,
    /// Any game: the rules as written in a record's `[Rules]` tag.
    #[arg(long, value_name = "TEXT")]
    pub rules: Option<String>,
    /// Quartino: show the position as this seat (1–5) sees it (default: the player to move).
    #[arg(long, value_name = "SEAT", value_parser = numbers::whole::<u8>(1, 255), allow_negative_numbers = true)]
    pub viewer: Option<u8>,
}
