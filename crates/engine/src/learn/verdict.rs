//! The words the teaching engines speak in, as data for the shells to put into words: what a
//! player is asked to do ([`Goal`]), what an answer is worth ([`Verdict`]), and why an action
//! was wrong or a mistake ([`Why`]).

use std::fmt;
use std::str::FromStr;

use quartet_core::danish::{self, Point};
use quartet_core::quartino::{Card, Quarter};
use quartet_core::quarto::{Alignment, Cell, Piece, QuartoMade};
use quartet_core::{AnyAction, GameKind, Pov};

/// What a player is asked to do from a prepared position: the task of a lesson or a puzzle.
/// Each goal belongs to one game ([`Goal::game`]); [`Goal::Hold`] to every game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Quarto!: win by your `moves`-th placement at the latest (a claim counts with the
    /// placement it claims). Danish Quarto: win with your move (`moves` = 1).
    Win {
        /// Your own placements (moves) allowed, from 1.
        moves: u8,
    },
    /// Keep what the position is worth: play a turn that does not throw a win or a draw away
    /// (Quarto!, exactly), or an action the strongest engine does not count as a mistake
    /// (Danish Quarto, Quartino).
    Hold,
    /// Quarto!: give a piece your opponent cannot win with at once.
    SafeGift,
    /// Quarto!: place the piece so that some piece is left that your opponent cannot win with
    /// at once (or win now).
    SafePlacement,
    /// Danish Quarto: capture a piece by your `moves`-th move, whatever your opponent does.
    Capture {
        /// Your own moves allowed, 1 or 2.
        moves: u8,
    },
    /// Danish Quarto: make a square (and capture) so that your opponent cannot capture back.
    ProtectedSquare,
    /// Danish Quarto: make a valid square with this move.
    Square,
    /// Danish Quarto: leave your opponent no capture and no win next move.
    Block,
    /// Quartino: claim `cards` cards this turn.
    Claim {
        /// How many.
        cards: u8,
    },
    /// Quartino: make a card of your hand show on the board.
    Show,
}

impl Goal {
    /// The game the goal is for (`None`: any game).
    pub fn game(self) -> Option<GameKind> {
        match self {
            Goal::Hold => None,
            Goal::Win { .. } => None,
            Goal::SafeGift | Goal::SafePlacement => Some(GameKind::Quarto),
            Goal::Capture { .. } | Goal::ProtectedSquare | Goal::Square | Goal::Block => {
                Some(GameKind::Danish)
            }
            Goal::Claim { .. } | Goal::Show => Some(GameKind::Quartino),
        }
    }

    /// Whether the goal can be set in a game of `kind`.
    pub fn fits(self, kind: GameKind) -> bool {
        match self {
            Goal::Win { moves } => match kind {
                GameKind::Quarto => (1..=8).contains(&moves),
                GameKind::Danish => moves == 1,
                GameKind::Quartino => false,
            },
            Goal::Capture { moves } => kind == GameKind::Danish && (1..=2).contains(&moves),
            Goal::Claim { cards } => kind == GameKind::Quartino && (1..=4).contains(&cards),
            other => other.game().is_none_or(|g| g == kind),
        }
    }
}

impl fmt::Display for Goal {
    /// `win 2`, `hold`, `safe-gift`, `safe-placement`, `capture 1`, `protected-square`,
    /// `square`, `block`, `claim 2`, `show`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Win { moves } => write!(f, "win {moves}"),
            Goal::Hold => f.write_str("hold"),
            Goal::SafeGift => f.write_str("safe-gift"),
            Goal::SafePlacement => f.write_str("safe-placement"),
            Goal::Capture { moves } => write!(f, "capture {moves}"),
            Goal::ProtectedSquare => f.write_str("protected-square"),
            Goal::Square => f.write_str("square"),
            Goal::Block => f.write_str("block"),
            Goal::Claim { cards } => write!(f, "claim {cards}"),
            Goal::Show => f.write_str("show"),
        }
    }
}

/// A goal's text that is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?} is not a goal: expected win N, hold, safe-gift, safe-placement, capture N, protected-square, square, block, claim N or show"
)]
pub struct BadGoal(pub String);

impl FromStr for Goal {
    type Err = BadGoal;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadGoal(s.chars().take(40).collect());
        let mut words = s.split_whitespace();
        let name = words.next().ok_or_else(bad)?;
        let number = words
            .next()
            .map(|n| n.parse::<u8>().map_err(|_| bad()))
            .transpose()?;
        if words.next().is_some() {
            return Err(bad());
        }
        let goal = match (name, number) {
            ("win", n) => Goal::Win {
                moves: n.unwrap_or(1),
            },
            ("capture", n) => Goal::Capture {
                moves: n.unwrap_or(1),
            },
            ("claim", n) => Goal::Claim {
                cards: n.unwrap_or(1),
            },
            ("hold", None) => Goal::Hold,
            ("safe-gift", None) => Goal::SafeGift,
            ("safe-placement", None) => Goal::SafePlacement,
            ("protected-square", None) => Goal::ProtectedSquare,
            ("square", None) => Goal::Square,
            ("block", None) => Goal::Block,
            ("show", None) => Goal::Show,
            _ => return Err(bad()),
        };
        Ok(goal)
    }
}

/// What a try is worth.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Right so far, and there is more to do: the engine's replies for the other side (none
    /// when the player goes on at once), after which the player plays again.
    Continue {
        /// The other side's actions, in order.
        replies: Vec<AnyAction>,
    },
    /// The goal is reached.
    Solved,
    /// The last action was wrong.
    Wrong(Why),
}

/// Why an action was wrong, or a mistake: a fact the rules or an engine found, for a shell to
/// put into words. Actions, cells, pieces and points are the games' own values.
#[derive(Clone, Debug, PartialEq)]
pub enum Why {
    /// Quarto!: placing the piece in hand on `cell` would have won, completing `made`.
    WinAt {
        /// Where.
        cell: Cell,
        /// The quarto it completes.
        made: QuartoMade,
    },
    /// Quarto!: the piece given lets the opponent win at once on `cell`, completing `made`.
    GiftWins {
        /// The piece given.
        piece: Piece,
        /// Where the opponent wins with it.
        cell: Cell,
        /// The quarto it completes.
        made: QuartoMade,
    },
    /// Quarto!: after this placement every piece that can be given lets the opponent win at
    /// once.
    NoSafeGift,
    /// Quarto!: placing on `cell` completes no quarto.
    NoQuarto {
        /// Where the piece went.
        cell: Cell,
    },
    /// Quarto!: a quarto open to a claim was not claimed.
    ClaimMissed {
        /// The quarto.
        alignment: Alignment,
    },
    /// After this the other side can force a win, in `distance` placements or moves when known.
    OpponentWins {
        /// The distance to the end, when known.
        distance: Option<u32>,
    },
    /// The win is gone: the position is now worth `now` for the player.
    WinLost {
        /// What it is worth now (a draw or a loss).
        now: Pov,
    },
    /// Still a win, but not in time: in `distance` placements, not in `within`.
    TooSlow {
        /// Placements the win now takes.
        distance: u32,
        /// Placements it had to take at most.
        within: u32,
    },
    /// Danish Quarto: the move makes no valid square.
    NoSquare,
    /// Danish Quarto: after this, the other side's `reply` captures the piece on `point`.
    CaptureAllowed {
        /// The reply.
        reply: danish::Action,
        /// The piece it takes.
        point: Point,
    },
    /// Danish Quarto: the other side's `reply` leaves no capture to follow.
    Escapes {
        /// The reply.
        reply: danish::Action,
    },
    /// `action` would have captured (Danish Quarto) or claimed (Quartino).
    Missed {
        /// The better action.
        action: AnyAction,
    },
    /// After this the other side wins at once with `reply`.
    WinAllowed {
        /// The reply.
        reply: AnyAction,
    },
    /// Quartino: after this, only `possible` cards can be claimed this turn, not `wanted`.
    ClaimsLeft {
        /// The most cards this turn can still claim, claims made included.
        possible: u8,
        /// How many were asked for.
        wanted: u8,
    },
    /// Quartino: a card of the hand showed on the board and was not claimed.
    CardMissed {
        /// The card.
        card: Card,
        /// Where it showed.
        quarter: Quarter,
    },
    /// Quartino: no card of the hand shows after this.
    NoCardShows,
    /// The engine values the action well below its own choice (the values are given beside).
    Weaker,
    /// The goal is not one of this game's (a lesson written for another game).
    GoalDoesNotFit {
        /// The goal.
        goal: Goal,
    },
}

/// How bad a mistake is. Exact values (Quarto!) grade by what was thrown away (a win to a draw
/// is a mistake, anything to a loss a blunder); an engine's estimates by how much of the
/// expected score (0 a loss … 1 a win) the action gave up against the engine's choice.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// A tenth of the expected score or more.
    Inaccuracy,
    /// A fifth or more; a win thrown to a draw.
    Mistake,
    /// Three tenths or more; a win or a draw thrown to a loss.
    Blunder,
}

impl Severity {
    /// The least drop of the expected score of this severity.
    pub const fn drop(self) -> f64 {
        match self {
            Severity::Inaccuracy => 0.1,
            Severity::Mistake => 0.2,
            Severity::Blunder => 0.3,
        }
    }

    /// The severity of giving up `drop` of the expected score, if any.
    pub fn of_drop(drop: f64) -> Option<Severity> {
        [Severity::Blunder, Severity::Mistake, Severity::Inaccuracy]
            .into_iter()
            .find(|s| drop >= s.drop() - 1e-9)
    }

    /// The severity of an exact value going from `before` to `after` (none if it kept).
    pub fn of_exact(before: Pov, after: Pov) -> Option<Severity> {
        match (before, after) {
            (b, a) if a >= b => None,
            (_, Pov::Loss) => Some(Severity::Blunder),
            _ => Some(Severity::Mistake),
        }
    }

    /// `inaccuracy`, `mistake`, `blunder`.
    pub const fn name(self) -> &'static str {
        match self {
            Severity::Inaccuracy => "inaccuracy",
            Severity::Mistake => "mistake",
            Severity::Blunder => "blunder",
        }
    }
}
