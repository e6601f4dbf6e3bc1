//! Why a Quartino game ended: a player put aside their last card, or the cap of turns.

use super::{Phase, Quartino};
use crate::end::EndReason;
use crate::game::{Game, Outcome};

impl Quartino {
    /// Why the game ended by its rules (`None` while it goes on).
    pub fn end_reason(&self) -> Option<EndReason> {
        match self.table.phase {
            Phase::Over(Outcome::WonBy(seat)) => Some(EndReason::Cards {
                seat,
                count: self.table.aside(seat).len() as u32,
            }),
            Phase::Over(Outcome::Draw) => Some(EndReason::TurnCap {
                turns: u32::from(self.config().cap()),
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quartino::Config;

    #[test]
    fn the_last_card_put_aside_is_counted() {
        let config: Config = "players=3".parse().unwrap();
        let position = "Y/B/G/P/././././. 1 Q 12 YBGP:BGPY,GBPY,PGYB/YGBP,BPGY,GYPB,PYBG/BYGP,GPYB,PBGY,YPBG";
        let game = Quartino::from_position(&config, position).unwrap();
        assert_eq!(game.end_reason(), None);
        let claim = game.parse_action("YBGP@Q0").unwrap();
        let won = game.play(claim).unwrap();
        assert_eq!(
            won.end_reason(),
            Some(EndReason::Cards {
                seat: crate::Player(0),
                count: 4
            })
        );
    }
}
