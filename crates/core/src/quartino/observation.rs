//! What one player sees of a Quartino state — the [`Table`] (board, supply, the cards put
//! aside, how many cards every seat holds, whose turn it is) and his own hand, never another
//! hand — and the sampling of the hidden hands consistent with it, for information-set search.
//!
//! An observation is built from the table and the viewer's hand only: nothing of another
//! player's hand (nor of the cards left out of the game) can leak into it. Its notation is the
//! position notation with every hidden card written `?`, followed by ` @N` for the viewer's seat
//! (nothing for a spectator).

use std::fmt;

use super::notation::{self, HandText};
use super::{Action, Card, Config, MAX_SEATS, PositionError, Quartino, Table};
use crate::chance::Rng;
use crate::game::{Game, Player};
use crate::text::Excerpt;

/// What one player (or, without a viewer, a spectator) sees.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Observation {
    table: Table,
    viewer: Option<Player>,
    /// The viewer's hand (bit = card index); 0 for a spectator.
    hand: u64,
}

impl Observation {
    pub(super) fn new(table: Table, viewer: Option<Player>, hand: u64) -> Observation {
        Observation { table, viewer, hand }
    }

    /// The public part of the state.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Whose view this is (`None`: a spectator's).
    pub fn viewer(&self) -> Option<Player> {
        self.viewer
    }

    /// The viewer's own hand, in set order (empty for a spectator).
    pub fn hand(&self) -> Vec<Card> {
        self.table.cards_of(self.hand)
    }

    /// The cards the viewer cannot see: the set minus his hand minus every card put aside.
    /// They are in the other hands or out of the game.
    pub fn unseen(&self) -> Vec<Card> {
        self.table.cards_of(self.unseen_mask())
    }

    fn unseen_mask(&self) -> u64 {
        self.table.equipment().all_cards() & !self.hand & !self.table.aside_mask()
    }

    /// The legal actions, when the viewer is the player to move (they depend only on the table
    /// and his own hand); `None` otherwise.
    pub fn legal_actions(&self) -> Option<Vec<Action>> {
        let viewer = self.viewer?;
        if viewer != self.table.to_move() {
            return None;
        }
        let mut hands = [0u64; MAX_SEATS];
        hands[viewer.index()] = self.hand;
        let state = Quartino {
            table: self.table.clone(),
            hands,
        };
        Some(state.legal_actions())
    }

    /// A full state consistent with this observation: the unseen cards shuffled and dealt to
    /// the other seats (as many as each holds), the rest left out of the game.
    pub fn sample(&self, rng: &mut Rng) -> Quartino {
        let mask = self.unseen_mask();
        let mut unseen: Vec<usize> = (0..64).filter(|&i| mask & (1u64 << i) != 0).collect();
        rng.shuffle(&mut unseen);
        let mut next = unseen.into_iter();
        let mut hands = [0u64; MAX_SEATS];
        for (seat, hand) in hands.iter_mut().enumerate().take(self.table.config().players()) {
            if Some(Player(seat as u8)) == self.viewer {
                *hand = self.hand;
            } else {
                for card in next.by_ref().take(self.table.held[seat] as usize) {
                    *hand |= 1 << card;
                }
            }
        }
        Quartino {
            table: self.table.clone(),
            hands,
        }
    }

    /// Reads an observation: a position whose hidden hands are written `?`, then ` @N` for the
    /// viewer's seat (whose hand is shown), or nothing for a spectator (every hand hidden).
    pub fn parse(config: &Config, text: &str) -> Result<Observation, PositionError> {
        let trimmed = text.trim_end();
        let (position, viewer) = match trimmed.rsplit_once(char::is_whitespace) {
            Some((rest, last)) if last.starts_with('@') => {
                let seat = match last[1..].parse::<usize>() {
                    Ok(n) if (1..=config.players()).contains(&n) => Player((n - 1) as u8),
                    _ => {
                        return Err(PositionError::BadViewer {
                            text: Excerpt::new(last),
                            players: config.players(),
                        });
                    }
                };
                (rest, Some(seat))
            }
            _ => (trimmed, None),
        };
        let (table, hands) = notation::parse(config, position)?;
        let mut own = 0u64;
        for (seat, hand) in hands.iter().enumerate() {
            let is_viewer = viewer.map(Player::index) == Some(seat);
            match (*hand, is_viewer) {
                (HandText::Known(mask), true) => own = mask,
                (HandText::Hidden(_), false) | (HandText::Known(0), false) => {}
                (HandText::Hidden(_), true) => return Err(PositionError::ViewerHidden(seat + 1)),
                (HandText::Known(_), false) => {
                    return Err(PositionError::HandShown {
                        seat: seat + 1,
                        spectator: viewer.is_none(),
                    });
                }
            }
        }
        Ok(Observation {
            table,
            viewer,
            hand: own,
        })
    }
}

impl fmt::Display for Observation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let viewer = self.viewer.map(Player::index);
        let text = notation::write(&self.table, |seat| {
            if Some(seat) == viewer {
                Some(self.hand)
            } else {
                None
            }
        });
        f.write_str(&text)?;
        if let Some(v) = self.viewer {
            write!(f, " @{}", v.0 + 1)?;
        }
        Ok(())
    }
}
