//! Why a Quarto! game ended: the quartos that won, with the values their pieces share, or a
//! full board. What the pieces of a quarto share comes from [`Quarto::shared_traits`].

use super::{Phase, Quarto};
use crate::end::{EndReason, WinningQuarto};
use crate::game::Outcome;

impl Quarto {
    /// Why the game ended by its rules (`None` while it goes on).
    pub fn end_reason(&self) -> Option<EndReason> {
        match self.phase {
            Phase::Over(Outcome::WonBy(_)) => Some(EndReason::Quarto {
                alignments: self
                    .winning_alignments()
                    .into_iter()
                    .map(|alignment| WinningQuarto {
                        alignment: alignment.to_string(),
                        square: alignment.is_square(),
                        traits: self
                            .shared_traits(alignment)
                            .into_iter()
                            .map(|t| t.word())
                            .collect(),
                    })
                    .collect(),
            }),
            Phase::Over(Outcome::Draw) => Some(EndReason::Full),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::quarto::Rules;

    fn played(rules: Rules, actions: &[&str]) -> Quarto {
        let mut game = Quarto::new(rules);
        for a in actions {
            game = game.play(a.parse().unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn a_quarto_names_its_alignment_and_what_its_pieces_share() {
        // Four short solid pieces in column c: 0, 2, 4 and 6 (0 and 4 light and round, 2 and 6
        // dark, 4 and 6 square).
        let game = played(Rules::default(), &["0", "c1", "2", "c2", "4", "c3", "6", "c4"]);
        assert_eq!(
            game.end_reason(),
            Some(EndReason::Quarto {
                alignments: vec![WinningQuarto {
                    alignment: "c1-c4".into(),
                    square: false,
                    traits: vec!["short", "solid"],
                }]
            })
        );
        assert_eq!(played(Rules::default(), &["0", "c1"]).end_reason(), None);
        // Only the attributes that count are named.
        let colour_only = Rules {
            attributes: crate::quarto::Attributes::from_bits(0b0010).unwrap(),
            ..Rules::default()
        };
        let game = played(colour_only, &["2", "a1", "3", "b1", "6", "c1", "7", "d1"]);
        assert_eq!(
            game.end_reason(),
            Some(EndReason::Quarto {
                alignments: vec![WinningQuarto {
                    alignment: "a1-d1".into(),
                    square: false,
                    traits: vec!["dark"],
                }]
            })
        );
    }
}
