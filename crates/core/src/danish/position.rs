//! A position of Danish Quarto (pieces, hands, player to move) and the rules that act on it
//! alone: valid squares, protection, the legal moves, and playing a move.
//!
//! The game's history (for threefold repetition) and its outcome live in
//! [`DanishQuarto`](super::DanishQuarto); everything here is a small `Copy` value, which is
//! what perft and search want.

use super::board::{ALL_POINTS, NEIGHBOURS, Point, SQUARES, SQUARES_AT, Square};
use super::{Action, Colour, IllegalAction};

/// How many pieces each player has at the start.
pub const PIECES_PER_PLAYER: u8 = 12;

/// A player with this many pieces (board and hand) has lost.
pub const LOST_AT: u32 = 3;

/// A player with this many pieces and none in hand flies.
pub const FLIES_AT: u32 = 4;

/// What playing a move did, besides changing the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Effect {
    /// The mover won with it (the opponent is down to 3 pieces, or the 4-against-4 rule).
    pub won: bool,
    /// It placed or captured a piece: no earlier position can come back.
    pub irreversible: bool,
}

/// The pieces on the board, the pieces in hand and the player to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Points of White's pieces, then Black's.
    pub(super) pieces: [u64; 2],
    /// Pieces in hand, White then Black.
    pub(super) hand: [u8; 2],
    pub(super) to_move: Colour,
}

impl Default for Position {
    fn default() -> Self {
        Position::START
    }
}

/// Whether the piece just landed on `to` is a corner of a valid square of the player whose
/// pieces are `own`, against the opponent's pieces `opp`: the squares through `to` only.
#[inline]
pub fn makes_square(to: Point, own: u64, opp: u64) -> bool {
    SQUARES_AT[to.index() as usize]
        .indices()
        .iter()
        .any(|&s| is_valid(&SQUARES[s as usize], own, opp))
}

/// Whether `square` is valid for the player whose pieces are `own` against the opponent's
/// `opp`: all four corners his, no opponent piece on a side point.
#[inline]
pub fn is_valid(square: &Square, own: u64, opp: u64) -> bool {
    square.corner_mask & own == square.corner_mask && square.side_mask & opp == 0
}

/// The pieces of `own` that are corners of one of their owner's valid squares (against
/// `opp`): the pieces that cannot be captured.
#[inline]
pub fn protected(own: u64, opp: u64) -> u64 {
    let mut out = 0;
    for square in &SQUARES {
        if is_valid(square, own, opp) {
            out |= square.corner_mask;
        }
    }
    out
}

impl Position {
    /// The start: empty board, 12 pieces in each hand, White to move.
    pub const START: Position = Position {
        pieces: [0, 0],
        hand: [PIECES_PER_PLAYER, PIECES_PER_PLAYER],
        to_move: Colour::White,
    };

    /// The player to move.
    pub const fn to_move(&self) -> Colour {
        self.to_move
    }

    /// The points of a player's pieces, as a mask.
    pub const fn pieces(&self, colour: Colour) -> u64 {
        self.pieces[colour as usize]
    }

    /// How many pieces a player still has in hand.
    pub const fn hand(&self, colour: Colour) -> u8 {
        self.hand[colour as usize]
    }

    /// How many pieces a player has, on the board and in hand.
    pub const fn total(&self, colour: Colour) -> u32 {
        self.pieces[colour as usize].count_ones() + self.hand[colour as usize] as u32
    }

    /// The empty points, as a mask.
    pub const fn empty(&self) -> u64 {
        ALL_POINTS & !(self.pieces[0] | self.pieces[1])
    }

    /// Whose piece stands on a point.
    pub fn piece_at(&self, point: Point) -> Option<Colour> {
        if self.pieces[0] & point.bit() != 0 {
            Some(Colour::White)
        } else if self.pieces[1] & point.bit() != 0 {
            Some(Colour::Black)
        } else {
            None
        }
    }

    /// Whether the placement is still going on (some piece is in a hand). The player to move
    /// then always has a piece in hand.
    pub const fn in_placement(&self) -> bool {
        self.hand[0] + self.hand[1] > 0
    }

    /// Whether a player flies: only 4 pieces, none in hand.
    pub const fn flies(&self, colour: Colour) -> bool {
        self.hand[colour as usize] == 0 && self.pieces[colour as usize].count_ones() == FLIES_AT
    }

    /// Whether both players are down to 4 pieces: the first to make a valid square wins.
    pub const fn four_against_four(&self) -> bool {
        self.total(Colour::White) == FLIES_AT && self.total(Colour::Black) == FLIES_AT
    }

    /// The loser, if a player is down to 3 pieces (or fewer).
    pub const fn loser(&self) -> Option<Colour> {
        if self.total(Colour::White) <= LOST_AT {
            Some(Colour::White)
        } else if self.total(Colour::Black) <= LOST_AT {
            Some(Colour::Black)
        } else {
            None
        }
    }

    /// Whether `square` is valid for `colour` here.
    pub fn is_valid_square(&self, square: &Square, colour: Colour) -> bool {
        is_valid(square, self.pieces(colour), self.pieces(colour.other()))
    }

    /// The valid squares of `colour`.
    pub fn valid_squares(&self, colour: Colour) -> impl Iterator<Item = &'static Square> + '_ {
        SQUARES.iter().filter(move |s| self.is_valid_square(s, colour))
    }

    /// The pieces of `colour` that are protected (corners of their owner's valid squares).
    pub fn protected(&self, colour: Colour) -> u64 {
        protected(self.pieces(colour), self.pieces(colour.other()))
    }

    /// The destinations of the piece on `from` for the player to move: adjacent empty points,
    /// or every empty point if he flies.
    #[inline]
    pub fn destinations(&self, from: Point) -> u64 {
        if self.flies(self.to_move) {
            self.empty()
        } else {
            NEIGHBOURS[from.index() as usize] & self.empty()
        }
    }

    /// Whether the player to move has a movement (in the movement phase).
    pub fn can_move(&self) -> bool {
        let own = self.pieces(self.to_move);
        if self.flies(self.to_move) {
            return own != 0 && self.empty() != 0;
        }
        let empty = self.empty();
        Point::in_mask(own).any(|p| NEIGHBOURS[p.index() as usize] & empty != 0)
    }

    /// The opponent pieces that may be captured after the mover's piece landed, the mover's
    /// pieces then being `own` (only asked once a square is made).
    #[inline]
    fn capturable(&self, own: u64) -> u64 {
        let opp = self.pieces(self.to_move.other());
        opp & !protected(opp, own)
    }

    /// Appends the moves of one landing on `to` (from `from`, `None` for a placement), with
    /// the mover's pieces `own` after landing.
    #[inline]
    fn push_landing(&self, from: Option<Point>, to: Point, own: u64, out: &mut Vec<Action>) {
        let opp = self.pieces(self.to_move.other());
        let make = |capture| match from {
            None => Action::Place { to, capture },
            Some(from) => Action::Move { from, to, capture },
        };
        if !makes_square(to, own, opp) || self.four_against_four() {
            out.push(make(None));
            return;
        }
        let capturable = self.capturable(own);
        if capturable == 0 {
            out.push(make(None));
        }
        for c in Point::in_mask(capturable) {
            out.push(make(Some(c)));
        }
    }

    /// How many moves one landing gives (the same count as [`Position::push_landing`]).
    #[inline]
    fn count_landing(&self, to: Point, own: u64) -> u64 {
        let opp = self.pieces(self.to_move.other());
        if !makes_square(to, own, opp) || self.four_against_four() {
            return 1;
        }
        (self.capturable(own).count_ones() as u64).max(1)
    }

    /// The opponent pieces `taker` could capture with one move of his if it were his turn now
    /// (from the same moves [`Position::legal_moves_into`] gives him); none once both sides are
    /// down to four pieces, when a square wins instead of capturing.
    pub fn capturable_by(&self, taker: Colour) -> u64 {
        if self.four_against_four() {
            return 0;
        }
        let mut probe = *self;
        probe.to_move = taker;
        let mut moves = Vec::new();
        probe.legal_moves_into(&mut moves);
        moves.iter().fold(0, |m, a| match a {
            Action::Place { capture: Some(c), .. } | Action::Move { capture: Some(c), .. } => m | c.bit(),
            _ => m,
        })
    }

    /// Appends every legal move to `out` (the position is taken as not finished).
    pub fn legal_moves_into(&self, out: &mut Vec<Action>) {
        let own = self.pieces(self.to_move);
        let empty = self.empty();
        if self.in_placement() {
            for to in Point::in_mask(empty) {
                self.push_landing(None, to, own | to.bit(), out);
            }
            return;
        }
        let before = out.len();
        let flies = self.flies(self.to_move);
        for from in Point::in_mask(own) {
            let targets = if flies {
                empty
            } else {
                NEIGHBOURS[from.index() as usize] & empty
            };
            for to in Point::in_mask(targets) {
                self.push_landing(Some(from), to, own ^ from.bit() ^ to.bit(), out);
            }
        }
        if out.len() == before {
            out.push(Action::Pass);
        }
    }

    /// How many legal moves there are (what [`Position::legal_moves_into`] would append).
    pub fn count_legal_moves(&self) -> u64 {
        let own = self.pieces(self.to_move);
        let empty = self.empty();
        let mut total = 0;
        if self.in_placement() {
            for to in Point::in_mask(empty) {
                total += self.count_landing(to, own | to.bit());
            }
            return total;
        }
        let flies = self.flies(self.to_move);
        for from in Point::in_mask(own) {
            let targets = if flies {
                empty
            } else {
                NEIGHBOURS[from.index() as usize] & empty
            };
            for to in Point::in_mask(targets) {
                total += self.count_landing(to, own ^ from.bit() ^ to.bit());
            }
        }
        total.max(1)
    }

    /// Why `action` is not legal here, or `Ok(())`. The position is taken as not finished.
    pub fn check(&self, action: Action) -> Result<(), IllegalAction> {
        let mover = self.to_move;
        let own = self.pieces(mover);
        let (to, own_after, capture) = match action {
            Action::Pass => {
                if self.in_placement() {
                    return Err(IllegalAction::MustPlace {
                        hand: self.hand(mover),
                    });
                }
                if self.can_move() {
                    return Err(IllegalAction::PassWithMoves);
                }
                return Ok(());
            }
            Action::Place { to, capture } => {
                if !self.in_placement() {
                    return Err(IllegalAction::MustMove);
                }
                if self.empty() & to.bit() == 0 {
                    return Err(IllegalAction::Occupied(to));
                }
                (to, own | to.bit(), capture)
            }
            Action::Move { from, to, capture } => {
                if self.in_placement() {
                    return Err(IllegalAction::MustPlace {
                        hand: self.hand(mover),
                    });
                }
                if own & from.bit() == 0 {
                    return Err(IllegalAction::NotYourPiece { point: from, mover });
                }
                if self.empty() & to.bit() == 0 {
                    return Err(IllegalAction::Occupied(to));
                }
                if self.destinations(from) & to.bit() == 0 {
                    return Err(IllegalAction::NotJoined { from, to });
                }
                (to, own ^ from.bit() ^ to.bit(), capture)
            }
        };
        let opp = self.pieces(mover.other());
        let made = makes_square(to, own_after, opp);
        if !made {
            return match capture {
                Some(_) => Err(IllegalAction::NoSquareMade),
                None => Ok(()),
            };
        }
        if self.four_against_four() {
            return match capture {
                Some(_) => Err(IllegalAction::WinsWithoutCapture),
                None => Ok(()),
            };
        }
        let capturable = self.capturable(own_after);
        match capture {
            None if capturable != 0 => Err(IllegalAction::CaptureRequired),
            None => Ok(()),
            Some(c) if opp & c.bit() == 0 => Err(IllegalAction::NotOpponentPiece(c)),
            Some(c) if capturable & c.bit() == 0 => Err(IllegalAction::Protected(c)),
            Some(_) => Ok(()),
        }
    }

    /// Plays a legal move, and says whether it won and whether it was irreversible. Playing an
    /// illegal move leaves the position unspecified (but safe).
    #[inline]
    pub fn play(&mut self, action: Action) -> Effect {
        let mover = self.to_move;
        let m = mover as usize;
        let four_against_four = self.four_against_four();
        let mut effect = Effect {
            won: false,
            irreversible: false,
        };
        let mut landed = None;
        match action {
            Action::Pass => {}
            Action::Place { to, capture } => {
                self.hand[m] = self.hand[m].saturating_sub(1);
                self.pieces[m] |= to.bit();
                effect.irreversible = true;
                landed = Some((to, capture));
            }
            Action::Move { from, to, capture } => {
                self.pieces[m] = (self.pieces[m] & !from.bit()) | to.bit();
                landed = Some((to, capture));
            }
        }
        if let Some((to, capture)) = landed {
            let o = 1 - m;
            if let Some(c) = capture {
                self.pieces[o] &= !c.bit();
                effect.irreversible = true;
                effect.won = self.total(mover.other()) <= LOST_AT;
            } else if four_against_four {
                effect.won = makes_square(to, self.pieces[m], self.pieces[o]);
            }
        }
        self.to_move = mover.other();
        effect
    }

    /// An exact key of the position (83 bits): White's points, Black's points, the player
    /// to move and both hands.
    pub const fn key(&self) -> u128 {
        Self::key_of(self.pieces, self.hand, self.to_move)
    }

    /// The key of a position given by its parts.
    #[inline]
    pub const fn key_of(pieces: [u64; 2], hand: [u8; 2], to_move: Colour) -> u128 {
        pieces[0] as u128
            | (pieces[1] as u128) << 37
            | (to_move as u128) << 74
            | (hand[0] as u128) << 75
            | (hand[1] as u128) << 79
    }

    /// The position a key was made from (the inverse of [`Position::key`]; only for keys
    /// made by it, as a game's history holds).
    pub(crate) const fn from_key(key: u128) -> Position {
        Position {
            pieces: [(key as u64) & ALL_POINTS, ((key >> 37) as u64) & ALL_POINTS],
            hand: [((key >> 75) & 0xf) as u8, ((key >> 79) & 0xf) as u8],
            to_move: if (key >> 74) & 1 == 0 {
                Colour::White
            } else {
                Colour::Black
            },
        }
    }
}
