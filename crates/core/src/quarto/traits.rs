//! What the pieces of a quarto share, in the game's words: the traits ("four tall pieces") that
//! make a line or a square a quarto, the cells where a piece would make one, and the pieces a
//! player must not give. What a result, a review, a lesson or a beginner's hint says about a
//! quarto comes from here.

use std::fmt;

use super::{Alignment, Attribute, Cell, Phase, Piece, Quarto};

/// One value of one attribute, the thing four pieces share in a quarto: `tall`, `dark`, …
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Trait {
    /// The attribute.
    pub attribute: Attribute,
    /// Its value, 0 or 1 (bit `attribute` of a piece).
    pub value: u8,
}

impl Trait {
    /// The trait in one word: `short`, `tall`, `light`, `dark`, `round`, `square`, `solid`,
    /// `hollow`.
    pub const fn word(self) -> &'static str {
        self.attribute.values()[(self.value & 1) as usize]
    }
}

impl fmt::Display for Trait {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A quarto a placement would complete: the alignment and what its four pieces share. A won
/// game's end reason names it in words ([`crate::end::WinningQuarto`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct QuartoMade {
    /// The line or square.
    pub alignment: Alignment,
    /// The traits its four pieces share (at least one; only attributes that count).
    pub shared: Vec<Trait>,
}

impl Quarto {
    /// The traits the four pieces on `alignment` share, among the attributes that count in
    /// this game; empty when a cell of it is empty or they share nothing that counts.
    pub fn shared_traits(&self, alignment: Alignment) -> Vec<Trait> {
        let mask = alignment.mask();
        if self.occupied() & mask != mask {
            return Vec::new();
        }
        self.rules()
            .attributes
            .iter()
            .filter_map(|attribute| {
                let ones = self.attribute_mask(attribute) & mask;
                if ones == mask {
                    Some(Trait { attribute, value: 1 })
                } else if ones == 0 {
                    Some(Trait { attribute, value: 0 })
                } else {
                    None
                }
            })
            .collect()
    }

    /// The quartos placing `piece` on the empty `cell` would complete, with what each shares
    /// (empty when none, or when the cell is taken).
    pub fn quartos_made_by(&self, piece: Piece, cell: Cell) -> Vec<QuartoMade> {
        if self.piece_at(cell).is_some() {
            return Vec::new();
        }
        let mut after = *self;
        after.put(piece, cell);
        self.rules()
            .alignments()
            .iter()
            .filter(|a| a.mask() & cell.bit() != 0)
            .filter_map(|&alignment| {
                let shared = after.shared_traits(alignment);
                (!shared.is_empty()).then_some(QuartoMade { alignment, shared })
            })
            .collect()
    }

    /// The empty cells where placing `piece` completes a quarto, a1 to d4.
    pub fn winning_cells(&self, piece: Piece) -> impl Iterator<Item = Cell> + '_ {
        Cell::all().filter(move |&c| self.piece_at(c).is_none() && self.wins_at(piece, c))
    }

    /// The pieces that can still be given and that the player receiving one could win with at
    /// once, as a mask (bit i = piece i): the pieces a player must not give.
    pub fn deadly_gifts(&self) -> u16 {
        self.pool_pieces()
            .filter(|&p| self.winning_cells(p).next().is_some())
            .fold(0, |mask, p| mask | 1 << p.index())
    }

    /// In the place phase, the empty cells where placing the piece in hand leaves only deadly
    /// gifts (every piece that can still be given lets the opponent win at once) without
    /// winning now: the placements a beginner is warned about. Empty in other phases.
    pub fn cells_leaving_no_safe_gift(&self) -> Vec<Cell> {
        let (Phase::Place, Some(piece)) = (self.phase(), self.hand()) else {
            return Vec::new();
        };
        Cell::all()
            .filter(|&c| self.piece_at(c).is_none() && !self.wins_at(piece, c))
            .filter(|&c| {
                let mut after = *self;
                after.put(piece, c);
                after.hand = None;
                after.pool != 0 && after.deadly_gifts() == after.pool
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::quarto::Rules;

    fn position(text: &str) -> Quarto {
        Quarto::from_position(&Rules::default(), text).unwrap()
    }

    #[test]
    fn the_traits_a_quarto_shares() {
        // Row 1: 1 3 5 7 are all tall and solid; 1 and 5 light, 3 and 7 dark.
        let q = position("..../..../..../1357 -");
        let row1: Alignment = "a1-d1".parse().unwrap();
        let shared: Vec<String> = q.shared_traits(row1).iter().map(ToString::to_string).collect();
        assert_eq!(shared, ["tall", "solid"]);
        // 0 2 4 6 share short and solid.
        let q = position("..../..../..../0246 -");
        let words: Vec<&str> = q.shared_traits(row1).iter().map(|t| t.word()).collect();
        assert_eq!(words, ["short", "solid"]);
        // Only colour counts: tall pieces of both colours are no quarto.
        let rules: Rules = "attributes=colour,shape".parse().unwrap();
        let q = Quarto::from_position(&rules, "..../..../..../1357 *").unwrap();
        assert!(q.shared_traits(row1).is_empty());
    }

    #[test]
    fn where_a_piece_wins_and_which_gifts_are_deadly() {
        // Three pieces on row 1 that share only tall, d1 empty; piece 9 (tall) wins at d1, 8
        // (short) does not.
        let q = position("..../..../..../13d. 9");
        let nine = Piece::new(9).unwrap();
        let d1: Cell = "d1".parse().unwrap();
        assert_eq!(q.winning_cells(nine).collect::<Vec<_>>(), [d1]);
        let made = q.quartos_made_by(nine, d1);
        assert_eq!(made.len(), 1);
        assert_eq!(made[0].alignment.to_string(), "a1-d1");
        assert_eq!(made[0].shared[0].word(), "tall");
        assert!(q.quartos_made_by(Piece::new(8).unwrap(), d1).is_empty());
        // Place 9 elsewhere: then every tall piece left is a deadly gift.
        let q = q.play("a4".parse().unwrap()).unwrap();
        let deadly = q.deadly_gifts();
        for p in q.pool_pieces() {
            assert_eq!(deadly & 1 << p.index() != 0, p.index() & 1 == 1, "piece {p}");
        }
    }

    #[test]
    fn placements_that_leave_no_safe_gift() {
        assert!(
            position("..../..../..../.... -")
                .cells_leaving_no_safe_gift()
                .is_empty()
        );
        // Tall pieces on row 1 (a1 b1 c1), short solid ones on column d (d2 d3 d4): every
        // piece left is tall or short, so whatever is given wins at d1 unless d1 is filled.
        // Piece 6 (short, solid) wins at d1 itself; placed anywhere else it leaves no safe gift.
        let q = position("...0/...2/...4/135. 6");
        let flagged: Vec<String> = q
            .cells_leaving_no_safe_gift()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert!(!flagged.contains(&"d1".to_string()), "{flagged:?}");
        assert_eq!(flagged.len(), 9, "every empty cell but d1: {flagged:?}");
    }
}
