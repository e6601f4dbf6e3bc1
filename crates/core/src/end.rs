//! Why a game ended by its rules, as the game itself tells it: the quarto that won and the
//! values its pieces share, a Danish side down to three pieces, a Quartino player's last card
//! put aside, a draw by a full board, a repetition or the cap. The shells put it in words (the
//! browser with the players' names); nothing here decides an outcome, each game only says why
//! the outcome its rules reached came.

use std::fmt;

use crate::game::Player;

/// Why a game ended by its rules (see [`crate::AnyGame::end_reason`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// Quarto!: the quartos of the winning placement (or claim).
    Quarto {
        /// Each named by two ends (`a1-d1`, `b2-c3`), with the values its four pieces share
        /// among the attributes that count (`short`, `hollow`).
        alignments: Vec<WinningQuarto>,
    },
    /// Quarto!: every piece is placed, and no quarto (a draw).
    Full,
    /// Danish Quarto: `seat` is down to `left` pieces (three or fewer), and loses.
    Pieces {
        /// The side that lost.
        seat: Player,
        /// Its pieces left, on the board and in hand.
        left: u32,
    },
    /// Danish Quarto: with four pieces against four, `seat` made a square first.
    SquareAtFour {
        /// The side that won.
        seat: Player,
    },
    /// Danish Quarto: the same position a third time (a draw).
    Repetition,
    /// The game reached its cap of turns (a draw).
    TurnCap {
        /// The cap.
        turns: u32,
    },
    /// Quartino: `seat` put aside its last card, the `count`-th.
    Cards {
        /// The winner.
        seat: Player,
        /// How many cards it has put aside.
        count: u32,
    },
}

/// A quarto that won, by names: its alignment and the values its pieces share, as words, so
/// that why a game ended is told the same way for every game.
/// [`crate::quarto::QuartoMade`] is a quarto a placement would complete, in the board's own
/// types (an [`crate::quarto::Alignment`] and its [`crate::quarto::Trait`]s): the end reason
/// of a won Quarto! game is made from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningQuarto {
    /// The alignment, named by two ends: `a1-d1`, `b2-c3`.
    pub alignment: String,
    /// Whether it is a 2×2 square (the advanced rules).
    pub square: bool,
    /// The values the four pieces share: `short`, `dark`, `round`, `hollow` …
    pub traits: Vec<&'static str>,
}

impl fmt::Display for EndReason {
    /// In English, as a record's `[Termination]` tag says it: "a quarto: a1-d1 (short, hollow)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndReason::Quarto { alignments } => {
                let made: Vec<String> = alignments.iter().map(WinningQuarto::to_string).collect();
                let what = if made.len() == 1 { "a quarto" } else { "quartos" };
                write!(f, "{what}: {}", made.join("; "))
            }
            EndReason::Full => f.write_str("every piece placed, no quarto"),
            EndReason::Pieces { seat, left } => write!(f, "{seat} is down to {left} pieces"),
            EndReason::SquareAtFour { seat } => {
                write!(f, "{seat} made a square first, four pieces against four")
            }
            EndReason::Repetition => f.write_str("the same position a third time"),
            EndReason::TurnCap { turns } => write!(f, "the cap of {turns} turns was reached"),
            EndReason::Cards { seat, count } => write!(f, "{seat} put aside the last of {count} cards"),
        }
    }
}

impl fmt::Display for WinningQuarto {
    /// "a1-d1 (short, hollow)", "square b2-c3 (dark)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.square {
            f.write_str("square ")?;
        }
        write!(f, "{} ({})", self.alignment, self.traits.join(", "))
    }
}
