//! Quarto!'s facts for the shells (see [`crate::facts`]): two seats, no hidden information, an
//! exact analysis, and the winning quarto as what a board highlights.

use std::ops::RangeInclusive;

use super::Quarto;
use crate::facts::{LengthCap, Marks};

impl Quarto {
    /// Two seats.
    pub const SEATS: RangeInclusive<usize> = 2..=2;
    /// No option of the rules sets the number of seats.
    pub const SEATS_OPTION: Option<&'static str> = None;
    /// The exact solver values every turn.
    pub const ANALYSIS: bool = true;
    /// The players may agree to a draw (the rules have draws: every piece placed, no quarto).
    pub const DRAW_BY_AGREEMENT: bool = true;
    /// Turns a player takes in a whole game, for a clock's estimated duration: eight (sixteen
    /// pieces, a placement and a give a turn).
    pub const TURNS_PER_PLAYER: u64 = 8;

    /// The variant family for ratings: the variants that play differently are rated apart.
    /// Lines only (`standard`) or lines and squares (`squares`); the beginners' attribute
    /// subsets add how many attributes count (`standard-2a`); the win mode changes nothing.
    pub fn rating_family(&self) -> String {
        let rules = *crate::Game::config(self);
        let base = if rules.squares { "squares" } else { "standard" };
        match rules.attributes.len() {
            4 => base.to_string(),
            n => format!("{base}-{n}a"),
        }
    }
    /// No cap on the length: a game ends within 16 placements by its rules.
    pub const LENGTH_CAP: Option<LengthCap> = None;

    /// What a board highlights: the alignments of the quarto that won the game.
    pub fn marks(&self) -> Marks {
        Marks {
            winning_lines: Some(
                self.winning_alignments()
                    .iter()
                    .map(ToString::to_string)
                    .collect(),
            ),
            ..Marks::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Game;
    use crate::quarto::{Quarto, Rules};

    #[test]
    fn the_winning_line_is_marked_once_won() {
        let mut game = Quarto::new(Rules::default());
        // Four tall pieces on row 1: the fourth placement wins.
        for (i, a) in ["8", "a1", "9", "b1", "a", "c1", "b", "d1"].iter().enumerate() {
            assert_eq!(game.marks().winning_lines, Some(vec![]), "before action {i}");
            game = game.play(a.parse().unwrap()).unwrap();
        }
        assert!(game.is_over());
        assert_eq!(game.marks().winning_lines, Some(vec!["a1-d1".to_string()]));
    }
}
