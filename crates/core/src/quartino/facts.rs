//! Quartino's facts for the shells (see [`crate::facts`]): 2 to 5 seats, hidden hands (a claim
//! shows its card), no exact analysis, nothing highlighted by the rules.

use std::ops::RangeInclusive;

use super::{Action, Quartino};
use crate::facts::{LengthCap, Marks};

impl Quartino {
    /// 2 to 5 seats (`players=N` in the rules).
    pub const SEATS: RangeInclusive<usize> = 2..=5;
    /// The option of the rules that sets the number of seats.
    pub const SEATS_OPTION: Option<&'static str> = Some("players");
    /// No exact analysis.
    pub const ANALYSIS: bool = false;
    /// No draw by agreement: the rules rank every seat by its cards, and a table of up to five
    /// has no one opponent to agree with.
    pub const DRAW_BY_AGREEMENT: bool = false;
    /// Turns a player takes in a typical game, for a clock's estimated duration.
    pub const TURNS_PER_PLAYER: u64 = 12;

    /// The variant family for ratings: the number of seats (`3p`), since a table of five plays
    /// nothing like a table of two.
    pub fn rating_family(&self) -> String {
        format!("{}p", crate::Game::config(self).players())
    }
    /// The length is capped by `cap` (turns; 500 by default).
    pub const LENGTH_CAP: Option<LengthCap> = Some(LengthCap {
        option: "cap",
        unit: "turns",
    });

    /// What a board highlights: nothing the rules work out.
    pub fn marks(&self) -> Marks {
        Marks::default()
    }

    /// Whether `action` shows the other seats something hidden from them: a claim puts a card
    /// of the claimer's hand aside, face up, for everyone to see.
    pub fn reveals(&self, action: Action) -> bool {
        matches!(action, Action::Claim(..))
    }
}
