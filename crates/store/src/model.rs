//! What the store keeps: a game as created ([`NewGame`]) with its [`Seat`]s, the actions
//! played ([`StoredAction`]), its [`Status`] and, once over, its [`Ending`]; and what it gives
//! back ([`StoredGame`], [`GameSummary`]).
//!
//! These are plain data: the store never interprets rules, actions or time controls, it keeps
//! their text exactly as given.

use std::fmt;
use std::str::FromStr;

/// A game as created: everything needed to set it up again after a restart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// The game's id: random and URL-safe (e.g. 10 characters).
    pub id: String,
    /// Which game: `"quarto"`, `"danish"` or `"quartino"`.
    pub kind: String,
    /// The game's rules text (its `Config` written with `Display`).
    pub rules: String,
    /// The seed of the game's chance (a `u64` stored as the `i64` of the same bits).
    pub seed: i64,
    /// A start position, when the game does not begin from the usual start.
    pub start: Option<String>,
    /// The time control, e.g. `"none"`, `"1m/move"`, `"10m+5s"`.
    pub time_control: String,
    /// When the game was created, in milliseconds since the Unix epoch.
    pub created_at: i64,
    /// The seats, indexed `0..seats.len()` (in any order here; loaded back sorted).
    pub seats: Vec<Seat>,
    /// Whether the game gives its players hints for beginners.
    pub hints: bool,
    /// A rated game's rating class (`game/family/speed`, chosen at creation); `None` for a
    /// casual game. Every seat of a rated game is held by an account.
    pub rated: Option<String>,
    /// Whether the game's table has its chat (the default; off when chosen at creation).
    pub chat: bool,
}

/// One seat at a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The seat's index, from 0.
    pub index: i32,
    /// Who sits there.
    pub kind: SeatKind,
    /// The name shown for the seat.
    pub name: Option<String>,
    /// The hash of the seat's secret token; `None` while nobody has claimed the seat.
    pub token_hash: Option<String>,
    /// The shareable invitation code for this seat, if it has one.
    pub invite: Option<String>,
    /// The account holding the seat, if any.
    pub account: SeatAccount,
}

/// The account holding a seat.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum SeatAccount {
    /// None: a guest, a bot or a free seat.
    #[default]
    None,
    /// This account (its id).
    Held(String),
    /// An account that was deleted since: the game stays, under "deleted player".
    Deleted,
}

impl SeatAccount {
    /// The holding account's id, if the seat has a living one.
    pub fn id(&self) -> Option<&str> {
        match self {
            SeatAccount::Held(id) => Some(id),
            _ => None,
        }
    }
}

/// Who sits at a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person, holding the seat's token once they have claimed it.
    Human,
    /// A bot run by the server, at a strength level (the level's own text).
    Bot {
        /// The bot's level, e.g. `"3"` or `"perfect"`.
        level: String,
    },
    /// Open: anyone may take the seat.
    Open,
}

impl SeatKind {
    /// The kind's name as stored: `"human"`, `"bot"` or `"open"`.
    pub fn as_str(&self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot { .. } => "bot",
            SeatKind::Open => "open",
        }
    }
}

impl Seat {
    /// Whether the seat still waits for someone: an [`SeatKind::Open`] seat, or a
    /// [`SeatKind::Human`] seat nobody has claimed yet (no token).
    pub fn is_unclaimed(&self) -> bool {
        match self.kind {
            SeatKind::Open => true,
            SeatKind::Human => self.token_hash.is_none(),
            SeatKind::Bot { .. } => false,
        }
    }
}

/// A puzzle as stored: the engines' puzzles (see `quartet_engine::learn::Puzzle`), kept as
/// text the store does not interpret, with how often it was tried and solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredPuzzle {
    /// Its id (made from the rest by the engine, so the same puzzle has the same id).
    pub id: String,
    /// Which game: `"quarto"`, `"danish"` or `"quartino"`.
    pub kind: String,
    /// The theme, e.g. `"win-in-2"`.
    pub theme: String,
    /// How hard, on the rating scale.
    pub rating: i64,
    /// The rules text.
    pub rules: String,
    /// The position, in the game's notation.
    pub position: String,
    /// The solution: actions separated by spaces.
    pub solution: String,
    /// When it was added, in milliseconds since the Unix epoch.
    pub added_at: i64,
    /// How many tries were reported.
    pub tries: i64,
    /// How many of them solved it.
    pub solved: i64,
}

/// One action played, stored as it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAction {
    /// Its number in the game, from 0: the number of actions before it.
    pub ply: i32,
    /// The seat that played it.
    pub seat: i32,
    /// The action in the game's notation.
    pub action: String,
    /// When it was played, in milliseconds since the Unix epoch (clocks are rebuilt from these).
    pub at: i64,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// A seat is still unclaimed.
    Open,
    /// Every seat is taken and the game is being played.
    Live,
    /// The game is over; its [`Ending`] is stored.
    Finished,
}

impl Status {
    /// The status as stored: `"open"`, `"live"` or `"finished"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Live => "live",
            Status::Finished => "finished",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The error of parsing a [`Status`] from text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game status {0:?} (expected open, live or finished)")]
pub struct ParseStatusError(pub String);

impl FromStr for Status {
    type Err = ParseStatusError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "open" => Ok(Status::Open),
            "live" => Ok(Status::Live),
            "finished" => Ok(Status::Finished),
            other => Err(ParseStatusError(other.to_string())),
        }
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The result: `"win 2"` (seat 2 won) or `"draw"`.
    pub result: String,
    /// Why it ended: `"rules"`, `"time 1"` (seat 1 ran out of time), `"resign 2"`, …
    pub termination: String,
    /// When it ended, in milliseconds since the Unix epoch.
    pub at: i64,
}

/// The clocks as the server kept them after a take-back (which the actions' times alone do not
/// give): their state in the server's own text, after the first `ply` actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptClock {
    /// How many actions were kept: the state holds from there on.
    pub ply: i32,
    /// The clocks' state, kept exactly as given.
    pub state: String,
}

/// A finished game's rematch: the new game, and where each seat went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rematch {
    /// The new game's id (a stored game).
    pub id: String,
    /// One entry per seat of the finished game, numbered `0..n`, each once (loaded back by
    /// index).
    pub seats: Vec<RematchSeat>,
}

/// Where one seat of a finished game went in its rematch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RematchSeat {
    /// The seat of the finished game.
    pub seat: i32,
    /// Its seat in the new game.
    pub rematch_seat: i32,
    /// The invitation to that new seat, when it waits for this seat's holder.
    pub invite: Option<String>,
}

/// An offer standing at a table: a draw offer or a take-back request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingOffer {
    /// The seat that made it (from 0).
    pub by: i32,
    /// The count of the game's actions when it was made: a server drops an offer that later
    /// actions made lapse (see [`crate::GameStore::set_offers`]).
    pub ply: i32,
    /// The seats that accepted it so far (a take-back waits for every other person).
    pub accepted: Vec<i32>,
}

/// The offers standing at a table, each until it is answered or lapses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offers {
    /// A draw offer.
    pub draw: Option<StandingOffer>,
    /// A take-back request.
    pub take_back: Option<StandingOffer>,
}

/// One game as stored: as created, with its status, every action in order and its ending.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// The game as created, with its seats as they are now, sorted by index.
    pub game: NewGame,
    /// Where the game stands.
    pub status: Status,
    /// Every action, by ply from 0.
    pub actions: Vec<StoredAction>,
    /// How it ended, once [`Status::Finished`].
    pub ending: Option<Ending>,
    /// The time of the last change, in milliseconds since the Unix epoch.
    pub updated_at: i64,
    /// The count of the game's changes: 1 at creation, one more with every write (action,
    /// take-back, seat, status, ending, rematch). It only grows.
    pub revision: i64,
    /// When the game went live (its clocks started): its creation when no seat was free then,
    /// else the time given to [`GameStore::set_status`](crate::GameStore::set_status).
    pub started_at: Option<i64>,
    /// The clocks kept at the last take-back, if any.
    pub clock: Option<KeptClock>,
    /// The rematch, once one was made.
    pub rematch: Option<Rematch>,
    /// The offers standing, as last set ([`crate::GameStore::set_offers`]).
    pub offers: Offers,
}

/// A game in a list: what a lobby shows, without the actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// The game's id.
    pub id: String,
    /// Which game (`"quarto"`, `"danish"`, `"quartino"`).
    pub kind: String,
    /// The game's rules text.
    pub rules: String,
    /// Where the game stands.
    pub status: Status,
    /// The seats, sorted by index.
    pub seats: Vec<Seat>,
    /// How many actions have been played.
    pub plies: i32,
    /// How it ended, once finished.
    pub ending: Option<Ending>,
    /// When it was created, in milliseconds since the Unix epoch.
    pub created_at: i64,
    /// The time of the last change, in milliseconds since the Unix epoch.
    pub updated_at: i64,
}
