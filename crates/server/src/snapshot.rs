//! What a room publishes after every change: an immutable [`Snapshot`] of the game, shared by
//! every connection, each of which renders it for its own viewer (see [`crate::view`]). It holds
//! hidden information (the whole game): it never leaves the server as it is.

use quartet_core::clock::{Clock, TimeControl};
use quartet_core::table::Ending;
use quartet_core::{AnyGame, GameKind, Marks, Outcome};
use quartet_store::Status;

use crate::history::History;
use crate::model::{PublicSeat, Rematch};

/// The state of a room after a change, shared by every connection.
#[derive(Clone, Debug)]
pub struct Snapshot {
    /// The game's id.
    pub id: String,
    /// Which game.
    pub kind: GameKind,
    /// The rules text.
    pub rules: String,
    /// The time control.
    pub control: TimeControl,
    /// Open, live or finished.
    pub status: Status,
    /// Grows with every change.
    pub version: u64,
    /// The game now (hidden information included: never sent whole before the end).
    pub game: AnyGame,
    /// Every action (shared with the room's state: not copied on every change).
    pub history: History,
    /// The clocks.
    pub clock: Clock,
    /// Whether the clocks run (every seat taken).
    pub started: bool,
    /// How the game ended, by the table.
    pub ended: Option<(Outcome, Ending)>,
    /// The stored ending, when the table does not show it.
    pub stored_ending: Option<quartet_store::Ending>,
    /// When the game ended.
    pub ended_at: Option<u64>,
    /// The seats.
    pub seats: Vec<PublicSeat>,
    /// How many spectators watch.
    pub spectators: u32,
    /// The rematch, once asked for.
    pub rematch: Option<Rematch>,
    /// When the game was created.
    pub created_at: i64,
    /// What the board highlights.
    pub marks: Marks,
    /// Whether the players get hints for beginners.
    pub hints: bool,
    /// A rated game's rating class.
    pub rated: Option<String>,
    /// Whether the table has its chat.
    pub chat: bool,
    /// The seat that offers a draw.
    pub draw_offer: Option<usize>,
    /// The seat whose turn a take-back asked for would take back.
    pub take_back: Option<usize>,
    /// Whether the game has draws by agreement.
    pub draws: bool,
    /// The seats that may still abort the game.
    pub abortable: Vec<usize>,
    /// When the server aborts the game if the seat to move has not finished its first turn.
    pub first_turn_ends: Option<u64>,
    /// Whether the game may be claimed when the others have left.
    pub claims: bool,
}

impl Snapshot {
    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.status == Status::Finished
    }

    /// Whether the game was played to its end, with a result (a win or a draw): what a rematch
    /// is for. A game cancelled while it waited for its players, aborted before its first
    /// actions or abandoned (result `*`) has none, as on lichess and BGA.
    pub fn played_out(&self) -> bool {
        self.is_over()
            && (self.ended.is_some()
                || self
                    .stored_ending
                    .as_ref()
                    .is_some_and(|ending| ending.result.trim() != "*"))
    }

    /// The seat whose view a viewer holding `you` gets: the seat to move if held, else the
    /// first seat held; `None` for a spectator.
    pub fn viewer_seat(&self, you: &[usize]) -> Option<usize> {
        let to_move = self.game.to_move().index();
        if you.contains(&to_move) {
            Some(to_move)
        } else {
            you.first().copied()
        }
    }

    /// The seat to move, while the game goes on.
    pub fn to_move(&self) -> Option<usize> {
        (!self.is_over()).then(|| self.game.to_move().index())
    }
}
