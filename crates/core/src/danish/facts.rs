//! Danish Quarto's facts for the shells (see [`crate::facts`]): two seats, no hidden
//! information, no exact analysis; a board highlights the squares made and the pieces in reach
//! of a capture.

use std::ops::RangeInclusive;

use super::{Colour, DanishQuarto};
use crate::Game;
use crate::danish::board::Point;
use crate::facts::Marks;

impl DanishQuarto {
    /// Two seats.
    pub const SEATS: RangeInclusive<usize> = 2..=2;
    /// No exact analysis.
    pub const ANALYSIS: bool = false;

    /// What a board highlights: each seat's made squares, and each seat's pieces that one move
    /// of the other side could capture (none once the game is over).
    pub fn marks(&self) -> Marks {
        let position = self.position_now();
        let colours = [Colour::White, Colour::Black];
        let over = self.outcome().is_some();
        Marks {
            made_squares: Some(
                colours
                    .into_iter()
                    .map(|colour| position.valid_squares(colour).map(ToString::to_string).collect())
                    .collect(),
            ),
            capturable: Some(
                colours
                    .into_iter()
                    .map(|colour| {
                        let mask = if over {
                            0
                        } else {
                            position.capturable_by(colour.other())
                        };
                        Point::in_mask(mask).map(|p| p.to_string()).collect()
                    })
                    .collect(),
            ),
            winning_lines: None,
        }
    }
}
