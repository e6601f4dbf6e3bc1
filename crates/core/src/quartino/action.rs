//! The small steps a turn is made of, and their notation:
//!
//! | action | notation | meaning |
//! |---|---|---|
//! | [`Action::FourColours`] | `four` | use the four-colours situation: +1 token to place |
//! | [`Action::Column`] | `column@R3` | use the column situation on the stack at R3: its tokens go back, +1 token |
//! | [`Action::Place`] | `Y@R3`, `B@C` | place a token of that colour on that space |
//! | [`Action::Claim`] | `YBGP@Q5` | claim card YBGP, shown at quarter Q5 (Quartino!) |
//! | [`Action::End`] | `end` | end the turn |
//!
//! The notation does not depend on the position or the equipment: colours and cards are named
//! by their letters, so an action reads the same in any game. Whether it is legal is the
//! state's business ([`Game::check`](crate::Game::check)).

use std::fmt;
use std::str::FromStr;

use super::equipment::{Card, Colour, Quarter, Space};
use super::{BadActionWhy, ParseActionError};
use crate::text::Excerpt;

/// One step of a turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    /// Use the four-colours situation (start of turn): one more token to place.
    FourColours,
    /// Use the column situation (start of turn) on the stack at this space: all its tokens go
    /// back to the supply, and one more token must be placed.
    Column(Space),
    /// Place a token of this colour on this space (empty, or on top of its stack).
    Place(Colour, Space),
    /// Claim this card of the hand, whose colours show on this quarter: the card is put aside,
    /// the quarter's top tokens go back to the supply, and one more token is placed.
    Claim(Card, Quarter),
    /// End the turn (once every token due is placed).
    End,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::FourColours => f.write_str("four"),
            Action::Column(s) => write!(f, "column@{s}"),
            Action::Place(c, s) => write!(f, "{c}@{s}"),
            Action::Claim(card, q) => write!(f, "{card}@{q}"),
            Action::End => f.write_str("end"),
        }
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let bad = |why: BadActionWhy| ParseActionError::BadAction {
            text: Excerpt::new(text),
            why,
        };
        let Some((left, right)) = text.split_once('@') else {
            return if text.eq_ignore_ascii_case("four") {
                Ok(Action::FourColours)
            } else if text.eq_ignore_ascii_case("end") {
                Ok(Action::End)
            } else {
                Err(bad(BadActionWhy::NoAt))
            };
        };
        if left.eq_ignore_ascii_case("column") {
            let space = right.parse().map_err(|_| bad(BadActionWhy::ColumnSpace))?;
            return Ok(Action::Column(space));
        }
        if right.starts_with(['Q', 'q']) {
            let quarter = right.parse().map_err(|_| bad(BadActionWhy::ClaimQuarter))?;
            let card = left.parse().map_err(|_| bad(BadActionWhy::ClaimCard))?;
            return Ok(Action::Claim(card, quarter));
        }
        let space = right.parse().map_err(|_| bad(BadActionWhy::PlaceSpace))?;
        let colour = left.parse().map_err(|_| bad(BadActionWhy::PlaceColour))?;
        Ok(Action::Place(colour, space))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "four",
            "end",
            "column@R3",
            "column@C",
            "Y@R3",
            "B@C",
            "YBGP@Q5",
            "PGYB@Q0",
        ] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
        }
        assert_eq!("y@r7".parse::<Action>().unwrap().to_string(), "Y@R7");
        assert_eq!(" END ".parse::<Action>().unwrap(), Action::End);
    }

    #[test]
    fn bad_actions_say_why() {
        for (text, part) in [
            ("", "expected four"),
            ("YB@R3", "one colour letter"),
            ("Y@Z3", "after @ comes a space"),
            ("YBGP@Q99", "quarter"),
            ("column@X", "after column@"),
            ("1BGP@Q1", "colour letters"),
            ("Y@R01", "after @ comes a space"),
        ] {
            let err = text.parse::<Action>().unwrap_err().to_string();
            assert!(err.contains(part), "{text:?}: {err}");
        }
    }
}
