//! What a mirror sends to the node that drives its game (several nodes on one database,
//! `docs/cluster.md`): a client's call ([`Call`], the seats it proved and what it asked) and
//! the [`Forward`] that carries it. The carrier is the cluster's ([`crate::cluster`]); the
//! room knows only this trait.

use async_trait::async_trait;
use serde::{Deserialize, Serialize};

use super::{Offer, RoomError};
use crate::model::Taker;

/// A client's call on a game, as the owner makes it: the seats are those the asking node
/// proved with the client's tokens (the tokens themselves never leave that node).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "call", rename_all = "snake_case")]
pub enum Call {
    /// Play an action written in the game's notation.
    Play {
        /// The seats the client holds.
        held: Vec<usize>,
        /// The action.
        text: String,
    },
    /// Resign.
    Resign {
        /// The seats the client holds.
        held: Vec<usize>,
    },
    /// Cancel a game that waits for its players.
    Cancel {
        /// The seats the client holds.
        held: Vec<usize>,
    },
    /// Take back the client's last turn.
    Undo {
        /// The seats the client holds.
        held: Vec<usize>,
    },
    /// Abort the game before the client's first action.
    Abort {
        /// The seats the client holds.
        held: Vec<usize>,
    },
    /// Offer a draw or ask for a take-back.
    Offer {
        /// The seats the client holds.
        held: Vec<usize>,
        /// What is offered.
        what: Offer,
    },
    /// Accept or decline another player's offer.
    Answer {
        /// The seats the client holds.
        held: Vec<usize>,
        /// The offer answered.
        what: Offer,
        /// Accepted, or declined.
        accept: bool,
    },
    /// Claim a rated game (a win, or a draw) that every other person has left: the owner
    /// checks it against the presence it sums over the nodes.
    Claim {
        /// The seats the client holds.
        held: Vec<usize>,
        /// A win, or a draw.
        win: bool,
        /// How long the others must have been gone (ms).
        after_ms: u64,
    },
    /// Take a free seat (by invitation, or an open one): the asking node made the seat's
    /// token and gave it to its client; only its hash is sent.
    ClaimSeat {
        /// The seat (from 0).
        seat: usize,
        /// Who takes it.
        taker: Taker,
        /// The hash of the new seat token.
        token_hash: String,
    },
}

/// The owner's refusal of a forwarded call, whole — its code, words and details, as the error
/// layer wrote it ([`crate::http::error::carry`]) — so that the asking node answers its client
/// exactly as the owner would have. The room only carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The refusal in words.
    pub message: String,
    /// The whole refusal, as the error layer reads it back.
    pub whole: String,
}

/// Carries a mirror's calls to the owner of the game and brings back the answer, and a room's
/// connections to the other nodes holding the game.
#[async_trait]
pub trait Forward: Send + Sync {
    /// Tells the other nodes holding `game` this node's connections to it (`counts`: per
    /// seat, then the spectators), after those told before (it does not wait for the store).
    fn tell_presence(&self, game: &str, counts: Vec<u32>);

    /// Asks the other nodes holding `game` for their connections (a room just loaded).
    fn ask_presence(&self, game: &str);

    /// Makes `call` on game `game` at its owner; answers as the owner's room answered (its
    /// refusal whole, [`RoomError::Refused`]), [`RoomError::NotOwner`] when no owner took it
    /// in time (it was withdrawn: nothing changed), or [`RoomError::Unanswered`] when an owner
    /// took it and did not answer in time (it may have been made).
    async fn forward(&self, game: &str, call: Call) -> Result<(), RoomError>;
}
