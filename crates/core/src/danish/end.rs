//! Why a Danish Quarto game ended: a side down to three pieces, a square at four against four,
//! three repetitions, or the cap.

use super::{Colour, DanishQuarto, LOST_AT};
use crate::end::EndReason;
use crate::game::{Game, Outcome};

impl DanishQuarto {
    /// Why the game ended by its rules (`None` while it goes on).
    pub fn end_reason(&self) -> Option<EndReason> {
        let position = self.position_now();
        match self.outcome? {
            Outcome::WonBy(winner) => {
                let loser = if winner == Colour::White.player() {
                    Colour::Black
                } else {
                    Colour::White
                };
                let left = position.total(loser);
                Some(if left <= LOST_AT {
                    EndReason::Pieces {
                        seat: loser.player(),
                        left,
                    }
                } else {
                    EndReason::SquareAtFour { seat: winner }
                })
            }
            Outcome::Draw => Some(match self.config().ply_cap {
                Some(cap) if self.ply() >= cap && self.occurrences() < 3 => EndReason::TurnCap { turns: cap },
                _ => EndReason::Repetition,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::danish::Config;

    #[test]
    fn a_side_down_to_three_pieces_is_named_with_its_count() {
        // The spec's Figure 2 game: White's last move makes a square and takes Black's fourth
        // piece but one.
        let config = Config::default();
        let mut game =
            DanishQuarto::from_position(&config, "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3")
                .unwrap();
        let moves = "g5xf4 f4 i7xd8 a7 i3xd6 f8 i7-h8 c3-a3 h8-i7xd4 e3-d4 g3-e3xf6 a3-b2 e3-g3xa7 \
                     b2-c1 g3-e3xc1 d2-c1 e3-g3xd4 f4-g1";
        for m in moves.split_whitespace() {
            assert_eq!(game.end_reason(), None);
            game = game.play(m.parse().unwrap()).unwrap();
        }
        game = game.play("e5-e3xc1".parse().unwrap()).unwrap();
        assert_eq!(
            game.end_reason(),
            Some(EndReason::Pieces {
                seat: Colour::Black.player(),
                left: 3
            })
        );
    }

    #[test]
    fn a_draw_by_the_cap_names_the_cap() {
        let capped: Config = "ply_cap=2".parse().unwrap();
        let mut game = DanishQuarto::start(&capped, 0);
        for m in ["e5", "a3"] {
            game = game.play(m.parse().unwrap()).unwrap();
        }
        assert_eq!(game.end_reason(), Some(EndReason::TurnCap { turns: 2 }));
    }
}
