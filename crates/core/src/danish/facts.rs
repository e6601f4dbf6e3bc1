//! Danish Quarto's facts for the shells (see [`crate::facts`]): two seats, no hidden
//! information, no exact analysis; a board highlights the squares made and the pieces in reach
//! of a capture.

use std::ops::RangeInclusive;

use super::{Colour, DanishQuarto};
use crate::Game;
use crate::danish::board::Point;
use crate::facts::{LengthCap, Marks};

impl DanishQuarto {
    /// Two seats.
    pub const SEATS: RangeInclusive<usize> = 2..=2;
    /// No option of the rules sets the number of seats.
    pub const SEATS_OPTION: Option<&'static str> = None;
    /// No exact analysis.
    pub const ANALYSIS: bool = false;
    /// The players may agree to a draw (the rules have draws: a position met the third time).
    pub const DRAW_BY_AGREEMENT: bool = true;
    /// Turns a player takes in a typical game, for a clock's estimated duration: twelve
    /// placements and about as many moves.
    pub const TURNS_PER_PLAYER: u64 = 25;

    /// The variant family for ratings: one (`standard`); the turn cap is for engines only.
    pub fn rating_family(&self) -> String {
        "standard".to_string()
    }
    /// The length is capped by `ply_cap` (plies; none by default: repetition draws).
    pub const LENGTH_CAP: Option<LengthCap> = Some(LengthCap {
        option: "ply_cap",
        unit: "plies",
    });

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

#[cfg(test)]
mod tests {
    use crate::{AnyGame, Game, GameKind};

    #[test]
    fn the_pieces_in_reach_of_a_capture_are_the_captures_of_the_legal_moves() {
        // White to move can make a square (e5, g5, …) and capture an unprotected Black piece;
        // c3-d2-e3-d4 is Black's made square, whose corners cannot be captured.
        let any = AnyGame::from_position(
            GameKind::Danish,
            "",
            "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3",
        )
        .unwrap();
        let AnyGame::Danish(game) = &any else {
            unreachable!()
        };
        let marks = any.marks();
        let mut captures: Vec<String> = game
            .legal_actions()
            .iter()
            .filter_map(|a| a.capture())
            .map(|p| p.to_string())
            .collect();
        captures.sort();
        captures.dedup();
        let capturable = marks.capturable.unwrap();
        let mut black = capturable[1].clone();
        black.sort();
        assert_eq!(black, captures);
        assert!(!black.is_empty() && !black.contains(&"c3".to_string()));
        assert_eq!(marks.made_squares.unwrap()[1], ["c3-d2-e3-d4"]);
    }
}
