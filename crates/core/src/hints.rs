//! Hints for beginners, worked out by the rules for one seat (a game created with hints shows
//! them to its players; rated play will not): Quarto! warns before a gift that lets the opponent
//! win at once or a placement that leaves no safe gift; Danish Quarto marks the seat's pieces
//! the opponent could capture next move and warns before a move that lets him capture;
//! Quartino marks the cards of the seat's hand that one token would put on the board.
//! Every shell shows the same hints: the server sends them, the terminal draws them.

use crate::any::AnyGame;
use crate::danish::{self, Colour as DanishColour, DanishQuarto, Point};
use crate::game::{Game, Player};
use crate::quartino::{Card, Colour, Quarter, Quartino, Space};
use crate::quarto::{Cell, Phase, Piece, Quarto};

/// A card of the hand that one more token would show, and that token.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NearCard {
    /// The card.
    pub card: Card,
    /// Where it would show.
    pub quarter: Quarter,
    /// The space whose top is the wrong colour (or empty).
    pub space: Space,
    /// The colour it needs there.
    pub colour: Colour,
}

/// What a beginner is told in a state, by game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hints {
    /// Quarto!
    Quarto {
        /// The pieces that can be given now and would let the opponent win at once.
        deadly_gifts: Vec<Piece>,
        /// The cells where placing the piece in hand leaves only deadly gifts (and wins
        /// nothing).
        poisoned_cells: Vec<Cell>,
    },
    /// Danish Quarto.
    Danish {
        /// The seat's pieces the opponent could capture with his next move.
        threatened: Vec<Point>,
        /// The seat's legal moves after which the opponent can capture or win at once.
        unsafe_moves: Vec<danish::Action>,
    },
    /// Quartino.
    Quartino {
        /// The cards of the seat's hand one token away from the board.
        near: Vec<NearCard>,
    },
}

/// The hints for `seat` in `game` (a finished game has none).
pub fn hints(game: &AnyGame, seat: Player) -> Option<Hints> {
    if game.is_over() {
        return None;
    }
    Some(match game {
        AnyGame::Quarto(q) => quarto(q, seat),
        AnyGame::Danish(d) => danish(d, seat),
        AnyGame::Quartino(g) => Hints::Quartino {
            near: near_cards(g, seat),
        },
    })
}

fn quarto(q: &Quarto, seat: Player) -> Hints {
    let mine = q.to_move() == seat;
    let deadly_gifts = if mine && q.phase() == Phase::Give {
        let mask = q.deadly_gifts();
        Piece::all().filter(|p| mask & 1 << p.index() != 0).collect()
    } else {
        Vec::new()
    };
    let poisoned_cells = if mine {
        q.cells_leaving_no_safe_gift()
    } else {
        Vec::new()
    };
    Hints::Quarto {
        deadly_gifts,
        poisoned_cells,
    }
}

fn danish(d: &DanishQuarto, seat: Player) -> Hints {
    let me = DanishColour::of(seat);
    let position = d.position_now();
    let threatened = Point::in_mask(position.capturable_by(me.other()) & position.pieces(me)).collect();
    let unsafe_moves = if d.to_move() == seat {
        d.legal_actions()
            .into_iter()
            .filter(|&a| {
                let mut next = d.clone();
                next.play_unchecked(a);
                match next.outcome() {
                    Some(_) => false,
                    None => {
                        let after = next.position_now();
                        after.capturable_by(me.other()) & after.pieces(me) != 0
                            || next.legal_actions().into_iter().any(|r| {
                                let mut reply = next.clone();
                                reply.play_unchecked(r);
                                reply.outcome().and_then(|o| o.winner()) == Some(me.other().player())
                            })
                    }
                }
            })
            .collect()
    } else {
        Vec::new()
    };
    Hints::Danish {
        threatened,
        unsafe_moves,
    }
}

/// The cards of `seat`'s hand that one token would show: three of the four spaces of a quarter
/// show the card's colours, and the fourth's colour is left in the supply.
pub fn near_cards(g: &Quartino, seat: Player) -> Vec<NearCard> {
    let table = g.table();
    let equipment = table.equipment();
    let mut out = Vec::new();
    for card in g.hand(seat) {
        let colours: Vec<Colour> = card.colours().collect();
        for quarter in equipment.quarters() {
            let spaces = equipment.quarter_spaces(quarter);
            let wrong: Vec<(Space, Colour)> = spaces
                .iter()
                .zip(&colours)
                .filter(|&(&s, &c)| table.top(s) != Some(c))
                .map(|(&s, &c)| (s, c))
                .collect();
            if let [(space, colour)] = wrong.as_slice()
                && table.supply(*colour) > 0
            {
                out.push(NearCard {
                    card,
                    quarter,
                    space: *space,
                    colour: *colour,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameKind;

    #[test]
    fn quarto_warns_of_deadly_gifts_and_poisoned_placements() {
        let game = AnyGame::from_position(GameKind::Quarto, "", "..../..../.5../13d. *").unwrap();
        let AnyGame::Quarto(q) = &game else { panic!() };
        let mover = q.to_move();
        let Some(Hints::Quarto { deadly_gifts, .. }) = hints(&game, mover) else {
            panic!()
        };
        let names: Vec<String> = deadly_gifts.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["7", "9", "b", "f"], "the tall pieces left");
        let other = Player(1 - mover.0);
        assert_eq!(
            hints(&game, other),
            Some(Hints::Quarto {
                deadly_gifts: vec![],
                poisoned_cells: vec![]
            }),
            "nothing to warn the player who is not to move of"
        );
        let game = AnyGame::from_position(GameKind::Quarto, "", "27a./8.../40../13d. c").unwrap();
        let Some(Hints::Quarto { poisoned_cells, .. }) = hints(&game, game.to_move()) else {
            panic!()
        };
        let cells: Vec<String> = poisoned_cells.iter().map(ToString::to_string).collect();
        assert_eq!(cells, ["c2", "d2", "b3", "c3", "d3"]);
    }

    #[test]
    fn danish_marks_threatened_pieces_and_unsafe_moves() {
        // Black threatens d4 (c3 d2 e3), which captures any White piece.
        let game = AnyGame::from_position(GameKind::Danish, "", "a7,i7,c9/c3,d2,e3 w 9 9").unwrap();
        let Some(Hints::Danish {
            threatened,
            unsafe_moves,
        }) = hints(&game, Player(0))
        else {
            panic!()
        };
        assert_eq!(threatened.len(), 3);
        // Every placement but d4 lets Black capture.
        let safe = game.legal_actions().len() - unsafe_moves.len();
        assert_eq!(safe, 1, "{unsafe_moves:?}");
        assert!(!unsafe_moves.iter().any(|a| a.to_string() == "d4"));
    }

    #[test]
    fn quartino_marks_the_cards_one_token_away() {
        let game = AnyGame::from_position(
            GameKind::Quartino,
            "",
            "Y/B/G/./Y/./././. 1 P1 4 YBGP,BGPY,GBPY,PGYB/YGBP,BPGY,GYPB,PYBG",
        )
        .unwrap();
        let Some(Hints::Quartino { near }) = hints(&game, Player(0)) else {
            panic!()
        };
        let ybgp = near
            .iter()
            .find(|n| n.card.to_string() == "YBGP")
            .expect("YBGP is near");
        assert_eq!((ybgp.space.to_string(), ybgp.colour.letter()), ("R2".into(), 'P'));
        // The other seat's hints are about its own cards.
        let Some(Hints::Quartino { near: theirs }) = hints(&game, Player(1)) else {
            panic!()
        };
        assert!(theirs.iter().all(|n| n.card.to_string() != "YBGP"));
    }
}
