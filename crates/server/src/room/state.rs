//! The rules of a room, as a plain state machine: who may act, whose turn it is, the clocks,
//! take-backs, resignation, seats and endings. No locks, no I/O, no clock of its own: every
//! change takes the time `now` and returns a [`Transition`] — the writes the store must make —
//! and the caller ([`super::Room`]) stores them before it keeps the new state. A refusal is a
//! [`RoomError`] and changes nothing.

use quartet_core::clock::{ClockState, TimeControl};
use quartet_core::table::{Ending, Table, TableError};
use quartet_core::{AnyAction, AnyGame, GameKind, Outcome, Player};
use quartet_engine::levels::Level;
use quartet_store::{Seat, SeatKind, Status, StoredAction, StoredGame};

use std::net::IpAddr;

use crate::history::History;
use crate::model::{HistoryEntry, PublicSeat, Rematch, Settings, Taker, stored_ending};
use crate::rated::RatedRefusal;
use crate::snapshot::Snapshot;

/// What a spectator tried to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Act {
    /// Play an action.
    Play,
    /// Resign.
    Resign,
    /// Take back actions.
    Undo,
    /// Ask for a rematch.
    Rematch,
    /// Cancel the game.
    Cancel,
    /// Abort the game.
    Abort,
    /// Offer, accept or decline a draw or a take-back.
    Offer,
    /// Claim the game.
    Claim,
}

/// Why a room refused a request: nothing changed (except where the game ended on time first).
#[derive(Debug, thiserror::Error)]
pub enum RoomError {
    /// The table refused it (over, not your turn, illegal, nothing to take back).
    #[error(transparent)]
    Table(#[from] TableError),
    /// The running clock ran out before the request came: the game ended on time.
    #[error("time ran out {}: the game is over", if *.resigning { "first" } else { "before this action" })]
    TimeRanOut {
        /// Whether the request was a resignation.
        resigning: bool,
    },
    /// A spectator (no seat held) tried to act.
    #[error("{}", match .0 {
        Act::Play => "spectators cannot act: take a seat to play",
        Act::Resign => "spectators cannot resign",
        Act::Undo => "spectators cannot take back actions",
        Act::Rematch => "only players can ask for a rematch",
        Act::Cancel => "only a player of the game can cancel it",
        Act::Abort => "only a player of the game can abort it",
        Act::Offer => "only the players offer and answer draws and take-backs",
        Act::Claim => "only a player of the game can claim it",
    })]
    Spectator(Act),
    /// A seat is still free: the game has not started.
    #[error("the game waits for players: seat {} is still free", seats_from_1(.free))]
    Waiting {
        /// The free seats (from 0).
        free: Vec<usize>,
    },
    /// Taking back only against bots.
    #[error("actions can be taken back only against bots")]
    UndoRefused,
    /// A client that holds a seat of a game with hidden cards asked for an open seat too.
    #[error(
        "in a game with hidden cards each person takes one seat, and your address holds seat {} \
         already (to share one device, create the game with several \"me\" seats)",
        .held + 1
    )]
    OneSeat {
        /// A seat the client holds (from 0).
        held: usize,
    },
    /// The take-back would hide again what another seat has shown.
    #[error(
        "player {} has shown a card since your turn: what you saw stays seen, so it cannot be taken back",
        .seat + 1
    )]
    UndoPastReveal {
        /// The seat that showed it (from 0).
        seat: usize,
    },
    /// The player asking has moved: the game can no longer be aborted.
    #[error("you have moved already: the game can no longer be aborted (offer a draw or resign instead)")]
    AbortRefused,
    /// No such offer to answer, or one's own.
    #[error("{}", match .what {
        Offer::Draw => "there is no draw offer from another player to answer",
        Offer::TakeBack => "there is no take-back request from another player to answer",
    })]
    NoOffer {
        /// What was answered.
        what: Offer,
    },
    /// A claim refused: see [`ClaimRefusal`].
    #[error(transparent)]
    Claim(#[from] ClaimRefusal),
    /// A chat line refused: see [`super::chat::ChatRefusal`].
    #[error(transparent)]
    Chat(#[from] super::chat::ChatRefusal),
    /// A game under way cannot be cancelled.
    #[error("the game has started: it can no longer be cancelled (resign instead)")]
    Started,
    /// No such seat.
    #[error("game {game} has no seat {}", .seat.saturating_add(1))]
    NoSuchSeat {
        /// The game.
        game: String,
        /// The seat asked for (from 0).
        seat: usize,
    },
    /// The seat is taken already.
    #[error("seat {} is already taken", .seat + 1)]
    SeatTaken {
        /// The seat (from 0).
        seat: usize,
    },
    /// A rematch is for a finished game.
    #[error("a rematch is for a finished game")]
    NotOver,
    /// The record of a game with hidden information waits for its end.
    #[error("the record of a game with hidden cards is given once the game is over")]
    Hidden,
    /// A seat token that holds no seat of this game.
    #[error("this seat token is not valid for game {game} (stale, mistyped or for another game)")]
    BadToken {
        /// The game.
        game: String,
    },
    /// A rated game refused it.
    #[error(transparent)]
    Rated(#[from] RatedRefusal),
    /// No node drives the game at this moment (several nodes: its driver is passing to
    /// another node, or this node just lost it): nothing changed; the same call succeeds once
    /// the game has its new driver, within seconds (`docs/cluster.md`).
    #[error(
        "game {game} is passing to another server at this moment, so nothing changed: try again in a second"
    )]
    NotOwner {
        /// The game.
        game: String,
    },
    /// Another node took this call to make it on its game, and did not answer in time (several
    /// nodes: it is slow, or died after taking it). The call may have been made: the game's
    /// state says whether; sending it again blindly could make it twice.
    #[error(
        "the server driving game {game} did not answer in time: what you asked may have been done, and the game shows whether it was"
    )]
    Unanswered {
        /// The game.
        game: String,
    },
    /// The store failed: nothing changed.
    #[error("the game could not be saved, so nothing changed: {0}")]
    Storage(#[source] quartet_store::StoreError),
    /// The owner of the game (another node) refused a call forwarded to it: its refusal,
    /// whole.
    #[error("{}", .0.message)]
    Refused(Box<super::forward::Refusal>),
}

impl From<quartet_store::StoreError> for RoomError {
    /// A write refused because another node drives the game is [`RoomError::NotOwner`];
    /// every other failure of the store is [`RoomError::Storage`].
    fn from(e: quartet_store::StoreError) -> RoomError {
        match e {
            quartet_store::StoreError::Fenced(game) => RoomError::NotOwner { game },
            e => RoomError::Storage(e),
        }
    }
}

fn seats_from_1(seats: &[usize]) -> String {
    seats
        .iter()
        .map(|s| (s + 1).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a player offers the others, who accept or decline it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Offer {
    /// A draw by agreement.
    Draw,
    /// Taking back the offerer's last turn (and what was played after it).
    TakeBack,
}

/// How long a seat of a real-time or untimed game between people has for its first turn
/// before the server aborts the game (ms): see [`RoomState::first_turn_deadline`].
pub const FIRST_TURN_MS: u64 = 30_000;

/// How long every person at an untimed game between people may be away before the server ends
/// it as abandoned (ms): see [`RoomState::abandoned_deadline`].
pub const ABANDONED_MS: u64 = 24 * 3_600_000;

/// Why the game cannot be claimed now.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClaimRefusal {
    /// Only a game between people is claimed (nobody else plays at this table).
    #[error("only a game between people can be claimed: nobody else plays at this table")]
    Alone,
    /// Another player is connected.
    #[error("player {} is at the table: the game can be claimed only when every other player has left", .seat + 1)]
    Present {
        /// A seat whose player is connected (from 0).
        seat: usize,
    },
    /// The others left too recently.
    #[error("the other players left less than {} seconds ago: the game can be claimed in {} seconds", .after_ms / 1000, .wait_ms.div_ceil(1000))]
    TooSoon {
        /// How long the others must be away (ms).
        after_ms: u64,
        /// How much longer to wait (ms).
        wait_ms: u64,
    },
    /// The claimer is not connected to the game.
    #[error("claim the game from its page while you are connected to it")]
    Away,
    /// A correspondence game waits for its players: its clock ends it.
    #[error("a correspondence game waits for its players: its clock ends it, not a claim")]
    Correspondence,
}

/// A write the store must make for a change.
#[derive(Clone, Debug, PartialEq)]
pub enum Write {
    /// Append an action.
    Append(StoredAction),
    /// Store the ending.
    Finish(quartet_store::Ending),
    /// Store a rated game's ending with every seat's rating change, in one transaction.
    FinishRated {
        /// The ending.
        ending: quartet_store::Ending,
        /// The outcome the ratings are computed from.
        outcome: Outcome,
    },
    /// The game went live.
    Live {
        /// When.
        at: u64,
    },
    /// A seat changed.
    Seat(Seat),
    /// Actions were taken back: keep the first `keep`, and the clocks.
    Truncate {
        /// Actions kept.
        keep: i32,
        /// The clocks' state after the take-back.
        clock: String,
    },
    /// The rematch was set.
    Rematch(quartet_store::Rematch),
    /// The offers standing changed (see [`RoomState::stored_offers`]).
    Offers(quartet_store::Offers),
}

/// A change of a room: the writes to store, each either required (its failure undoes the
/// change: nothing happened) or not (the state can be found again from the rest, so a failure is
/// only reported), and the answer to give once they are made.
#[derive(Debug)]
pub struct Transition {
    /// The writes, in order, each with whether it is required.
    pub writes: Vec<(Write, bool)>,
    /// The answer to the request (a change can come with a refusal: time ran out first).
    pub answer: Result<(), RoomError>,
}

impl Transition {
    pub(super) fn done(writes: Vec<(Write, bool)>) -> Transition {
        Transition {
            writes,
            answer: Ok(()),
        }
    }
}

/// What the driver does next for a room.
#[derive(Debug)]
pub enum Plan {
    /// The game is over: the driver stops.
    Finished,
    /// Wait for a change or for the deadline; maybe start a bot.
    Wait {
        /// When the running clock runs out (ms since the epoch).
        deadline: Option<u64>,
        /// A bot's search to start.
        bot: Option<Box<BotJob>>,
    },
}

/// A bot's search to run: for the seat to move at `version`.
#[derive(Debug)]
pub struct BotJob {
    /// The room's version it was planned for.
    pub version: u64,
    /// Which game.
    pub kind: GameKind,
    /// The bot's level.
    pub level: Level,
    /// The game now.
    pub game: AnyGame,
}

/// What a room knows: the settings, the seats, the table (game, history, clocks, ending).
#[derive(Clone, Debug)]
pub struct RoomState {
    /// The settings.
    pub settings: Settings,
    /// The seats as stored.
    pub seats: Vec<Seat>,
    /// The game, its actions, clocks and ending.
    pub table: Table,
    /// Every action with its seat and time (shared with the snapshots, not copied).
    pub history: History,
    /// Every seat is taken: the clocks run and actions are taken.
    pub started: bool,
    /// Grows with every change.
    pub version: u64,
    /// The rematch, once asked for.
    pub rematch: Option<Rematch>,
    /// The version a bot search was started for.
    pub bot_job: Option<u64>,
    /// A bot's search waiting for a thread: the version it is for and since when (ms). Its
    /// clock does not run out meanwhile, and the wait is given back when the search starts.
    pub bot_queued: Option<(u64, u64)>,
    /// The stored ending, for a finished game whose ending the table does not show by itself.
    pub stored_ending: Option<quartet_store::Ending>,
    /// When the game ended (ms since the epoch).
    pub ended_at: Option<u64>,
    /// By seat, the client that took it, while the server runs (never stored).
    pub clients: Vec<Option<IpAddr>>,
    /// The seat that offers a draw, until the others answer or one of them moves (stored).
    pub draw_offer: Option<usize>,
    /// A take-back asked for: by whom, and the seats that accepted it so far (stored).
    pub take_back: Option<TakeBackRequest>,
    /// When the table started: the last seat was taken (ms since the epoch).
    pub live_at: u64,
    /// When the last take-back was made (ms since the epoch; 0 for none since the server took
    /// the game): a first turn taken back counts from it ([`RoomState::first_turn_deadline`]).
    pub taken_back_at: u64,
}

/// A take-back asked for between people: see [`RoomState::offer`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeBackRequest {
    /// The seat that asks (from 0).
    pub by: usize,
    /// The seats that accepted it so far.
    pub accepted: Vec<usize>,
}

impl RoomState {
    /// A new game: its table starts at `now` if every seat is taken.
    pub fn new(settings: Settings, seats: Vec<Seat>, start: AnyGame, now: u64) -> RoomState {
        let table = Table::new(start, settings.control, now);
        let mut state = RoomState {
            settings,
            seats,
            table,
            history: History::new(),
            started: false,
            version: 1,
            rematch: None,
            bot_job: None,
            bot_queued: None,
            stored_ending: None,
            ended_at: None,
            clients: Vec::new(),
            draw_offer: None,
            take_back: None,
            live_at: now,
            taken_back_at: 0,
        };
        state.clients = vec![None; state.seats.len()];
        state.started = state.all_claimed();
        state
    }

    /// Notes the creator's client on the seats that are taken (the creator's own).
    pub fn note_creator(&mut self, client: Option<IpAddr>) {
        for (seat, known) in self.seats.iter().zip(self.clients.iter_mut()) {
            if seat.token_hash.is_some() && known.is_none() {
                *known = client;
            }
        }
    }

    /// A stored game, replayed at `now`: the clocks are rebuilt from the stored times, and a
    /// clock that ran out while the server was down ends the game on time (the ending to store
    /// comes back with the state).
    pub fn restore(stored: &StoredGame, now: u64) -> Result<(RoomState, Option<Write>), String> {
        let (state, mut writes) = RoomState::restore_credited(stored, now, 0)?;
        Ok((state, writes.pop()))
    }

    /// A stored game that had no driver for `driverless_ms` before `now` (several nodes: its
    /// owner died, and this node took it over), replayed as [`RoomState::restore`] does, with
    /// that time given back to the seat whose clock runs (at most the time since its turn
    /// began), so that nobody loses on time to a dead server. The writes to store come back
    /// with the state, in order: the clocks' correction (kept as a take-back keeps them), then
    /// an ending found on the way.
    pub fn restore_credited(
        stored: &StoredGame,
        now: u64,
        driverless_ms: u64,
    ) -> Result<(RoomState, Vec<Write>), String> {
        let g = &stored.game;
        let kind: GameKind = g.kind.parse().map_err(|e| format!("{e}"))?;
        let control: TimeControl = g.time_control.parse().map_err(|e| format!("{e}"))?;
        let settings = Settings {
            kind,
            rules: g.rules.clone(),
            seed: g.seed as u64,
            start: g.start.clone(),
            control,
            created_at: g.created_at,
            hints: g.hints,
            rated: g.rated.clone(),
            chat: g.chat,
        };
        let start = settings.start_game().map_err(|e| e.to_string())?;
        // When the first clock started: stored when the game went live (at creation when no
        // seat was free). Games stored before the store kept it: at creation when no seat was
        // free, else the first action's time (or the last write's, without actions).
        let t0 = match stored.started_at {
            Some(t) => t,
            None if !g.seats.iter().any(|s| s.invite.is_some()) => g.created_at,
            None => stored.actions.first().map_or(stored.updated_at, |first| first.at),
        }
        .max(0) as u64;
        let kept_clock = match &stored.clock {
            Some(kept) => Some((
                usize::try_from(kept.ply).map_err(|_| format!("bad clock ply {}", kept.ply))?,
                kept.state
                    .parse::<ClockState>()
                    .map_err(|e| format!("the kept clocks do not read: {e}"))?,
            )),
            None => None,
        };
        let mut table = Table::new(start, control, t0);
        let mut history = History::new();
        for (i, a) in stored.actions.iter().enumerate() {
            if let Some((ply, clock)) = &kept_clock
                && *ply == i
            {
                table.set_clock(clock.clone()).map_err(|e| e.to_string())?;
            }
            let seat = Player(u8::try_from(a.seat).map_err(|_| format!("bad seat {}", a.seat))?);
            // Actions of an imported record may be older than the game's start: the clocks
            // count from the start (as when the last seat was taken).
            let at = (a.at.max(0) as u64).max(t0);
            let action = table
                .play_text(seat, &a.action, at)
                .map_err(|e| format!("action {} ({}) does not replay: {e}", a.ply + 1, a.action))?;
            history.push(HistoryEntry {
                seat: seat.0,
                action: action.to_string(),
                at: a.at.max(0) as u64,
            });
        }
        if let Some((ply, clock)) = kept_clock
            && ply == stored.actions.len()
        {
            table.set_clock(clock).map_err(|e| e.to_string())?;
        }
        let rematch = stored.rematch.as_ref().map(|r| {
            let n = r.seats.len();
            let mut seat_map = vec![0; n];
            let mut invites = vec![None; n];
            for s in &r.seats {
                if let Ok(i) = usize::try_from(s.seat)
                    && i < n
                {
                    seat_map[i] = s.rematch_seat.max(0) as usize;
                    invites[i] = s.invite.clone();
                }
            }
            Rematch {
                id: r.id.clone(),
                invites,
                seat_map,
            }
        });
        let mut state = RoomState {
            settings,
            seats: g.seats.clone(),
            table,
            history,
            started: stored.status != Status::Open,
            // The versions sent before a restart were at most the stored revision.
            version: stored.revision.max(1) as u64,
            rematch,
            bot_job: None,
            bot_queued: None,
            stored_ending: None,
            ended_at: None,
            clients: vec![None; g.seats.len()],
            draw_offer: None,
            take_back: None,
            live_at: t0,
            taken_back_at: 0,
        };
        state.started |= state.all_claimed();
        let mut to_store = None;
        let mut credit = None;
        if stored.ending.is_none() && state.started && driverless_ms > 0 {
            credit = state.credit_driverless(driverless_ms, now);
        }
        if let Some(ending) = &stored.ending {
            let at = ending.at.max(0) as u64;
            let mut words = ending.termination.split_whitespace();
            let seat = |w: Option<&str>| {
                w.and_then(|s| s.parse::<u8>().ok())
                    .filter(|&s| s >= 1)
                    .map(|s| Player(s - 1))
            };
            match (words.next(), seat(words.next())) {
                (Some("resign"), Some(p)) => {
                    let _ = state.table.resign(p, at);
                }
                (Some("time"), Some(_)) => {
                    state.table.check_time(at);
                }
                _ => {}
            }
            if state.table.ended().is_none() {
                state.stored_ending = Some(ending.clone());
            }
            state.ended_at = Some(at);
        } else if state.started {
            // Over by the rules but not marked so (the server stopped in between), or a clock
            // that ran out while the server was down.
            if let Some((outcome, how)) = state.table.ended() {
                let at = stored.actions.last().map_or(now, |a| a.at.max(0) as u64);
                to_store = Some(state.finish_write(outcome, how, at));
                state.ended_at = Some(at);
            } else if let Some((_, deadline)) = state.table.clock().deadline()
                && deadline <= now
                && let Some(outcome) = state.table.check_time(deadline)
                && let Some((_, how)) = state.table.ended()
            {
                to_store = Some(state.finish_write(outcome, how, deadline));
                state.ended_at = Some(deadline);
            }
        } else {
            // Not started: the table starts when the last seat is taken.
            state.restart_table(now);
        }
        state.restore_offers(&stored.offers);
        let writes: Vec<Write> = credit.into_iter().chain(to_store).collect();
        if !writes.is_empty() {
            state.version += 1;
        }
        Ok((state, writes))
    }

    /// Gives back to the seat whose clock runs the time the game had no driver (at most the
    /// time since its turn began): the clocks' correction to store, if any.
    fn credit_driverless(&mut self, driverless_ms: u64, now: u64) -> Option<Write> {
        let mut clock = self.table.clock().state();
        let (seat, since) = clock.running?;
        let credit = driverless_ms.min(now.saturating_sub(since));
        if credit == 0 || self.table.ended().is_some() {
            return None;
        }
        clock.running = Some((seat, since + credit));
        self.table.set_clock(clock).ok()?;
        Some(Write::Truncate {
            keep: i32::try_from(self.history.len()).ok()?,
            clock: self.table.clock().state().to_string(),
        })
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.table.ended().is_some() || self.stored_ending.is_some()
    }

    /// Open, live or finished.
    pub fn status(&self) -> Status {
        if self.is_over() {
            Status::Finished
        } else if self.started {
            Status::Live
        } else {
            Status::Open
        }
    }

    /// The free seats (from 0).
    pub fn free_seats(&self) -> Vec<usize> {
        self.seats
            .iter()
            .filter(|s| s.is_unclaimed())
            .map(|s| s.index as usize)
            .collect()
    }

    fn all_claimed(&self) -> bool {
        self.seats.iter().all(|s| !s.is_unclaimed())
    }

    /// The seats whose token hashes are these (each must hold one).
    pub fn seats_of(&self, hashes: &[String], game: &str) -> Result<Vec<usize>, RoomError> {
        let mut held = Vec::new();
        for hash in hashes {
            match self
                .seats
                .iter()
                .find(|s| s.token_hash.as_deref() == Some(hash.as_str()))
            {
                Some(seat) => {
                    let i = seat.index as usize;
                    if !held.contains(&i) {
                        held.push(i);
                    }
                }
                None => {
                    return Err(RoomError::BadToken {
                        game: game.to_string(),
                    });
                }
            }
        }
        held.sort_unstable();
        Ok(held)
    }

    /// The seat that acts for a viewer holding `held`: the seat to move if held.
    pub fn acting_seat(&self, held: &[usize]) -> Result<Player, RoomError> {
        if self.is_over() {
            return Err(TableError::Over.into());
        }
        if held.is_empty() {
            return Err(RoomError::Spectator(Act::Play));
        }
        if !self.started {
            return Err(RoomError::Waiting {
                free: self.free_seats(),
            });
        }
        let to_move = self.table.game().to_move();
        if !held.contains(&to_move.index()) {
            return Err(TableError::NotYourTurn { to_move }.into());
        }
        Ok(to_move)
    }

    /// Rebuilds the table from the start with the actions played so far, the first clock
    /// starting at `t0` and every action at `t0`.
    fn restart_table(&mut self, t0: u64) {
        let start = self.table.start().clone();
        let actions = self.table.actions().to_vec();
        let mut table = Table::new(start, self.settings.control, t0);
        self.live_at = t0;
        for (action, entry) in actions.into_iter().zip(self.history.iter()) {
            // Every action was legal where it stood.
            let _ = table.play(Player(entry.seat), action, t0);
        }
        self.table = table;
    }

    /// The write that stores an ending: with the ratings' changes in a rated game.
    pub(super) fn finish_write(&self, outcome: Outcome, how: Ending, at: u64) -> Write {
        let ending = stored_ending(outcome, how, at);
        match self.settings.rated {
            Some(_) => Write::FinishRated { ending, outcome },
            None => Write::Finish(ending),
        }
    }

    /// The ending the table shows now, to store (not required: a replay finds it again, and
    /// rates a rated game then).
    fn ending_write(&mut self, at: u64) -> Option<(Write, bool)> {
        let (outcome, how) = self.table.ended()?;
        self.ended_at = Some(at);
        Some((self.finish_write(outcome, how, at), false))
    }

    /// Plays an action written in the game's notation for the viewer holding `held`.
    pub fn play_text(&mut self, held: &[usize], text: &str, now: u64) -> Result<Transition, RoomError> {
        let seat = self.acting_seat(held)?;
        let action = self
            .table
            .game()
            .parse_action(text)
            .map_err(TableError::Illegal)?;
        self.play(seat, action, now)
    }

    /// Plays `action` for `seat` (whose turn it is) at `now`.
    pub fn play(&mut self, seat: Player, action: AnyAction, now: u64) -> Result<Transition, RoomError> {
        let deadline = self.table.clock().deadline();
        let was_over = self.table.ended().is_some();
        match self.table.play(seat, action, now) {
            Ok(()) => {
                let entry = HistoryEntry {
                    seat: seat.0,
                    action: action.to_string(),
                    at: now,
                };
                let stored = StoredAction {
                    ply: self.history.len() as i32,
                    seat: i32::from(seat.0),
                    action: entry.action.clone(),
                    at: now as i64,
                };
                self.history.push(entry);
                // A move answers the offers: an offer lapses when another seat moves, and a
                // take-back asked for is of a turn that is no longer the last.
                if self.draw_offer.is_some_and(|by| by != usize::from(seat.0)) {
                    self.draw_offer = None;
                }
                self.take_back = None;
                let mut writes = vec![(Write::Append(stored), true)];
                writes.extend(self.ending_write(now));
                Ok(Transition::done(writes))
            }
            Err(TableError::Over) if !was_over => {
                // The clock ran out before the action came: the game ended on time.
                let at = deadline.map_or(now, |(_, d)| d.min(now));
                Ok(Transition {
                    writes: self.ending_write(at).into_iter().collect(),
                    answer: Err(RoomError::TimeRanOut { resigning: false }),
                })
            }
            Err(e) => Err(e.into()),
        }
    }

    /// The seat that played the action at `ply` (which is in the history).
    pub(super) fn seat_of(&self, ply: usize) -> u8 {
        self.history.get(ply).map_or(u8::MAX, |e| e.seat)
    }

    /// Whether a bot's search for this version waits for a thread (its clock cannot run out).
    fn bot_waits(&self) -> bool {
        self.bot_queued
            .is_some_and(|(version, _)| version == self.version)
    }

    /// A bot's search for `version` got its thread at `now`: the time it waited is given back
    /// to its clock (a bot is never charged for waiting on the server).
    pub fn bot_started(&mut self, version: u64, now: u64) {
        let Some((queued_for, since)) = self.bot_queued.take() else {
            return;
        };
        if queued_for != version || version != self.version || self.is_over() {
            return;
        }
        let mut clock = self.table.clock().state();
        if let Some((seat, start)) = clock.running.as_mut() {
            let waited = now.saturating_sub(since.max(*start));
            *start += waited;
            clock.running = Some((*seat, *start));
            // One time a seat, as read: cannot be refused.
            let _ = self.table.set_clock(clock);
        }
    }

    /// How long the bot to move may think at `now` for its search at `version` (see
    /// [`crate::bots::think_time`]): `None` when no clock runs for it (its level's own budget).
    pub fn think_time(&self, version: u64, now: u64) -> Option<std::time::Duration> {
        if version != self.version || self.is_over() {
            return None;
        }
        let (seat, deadline) = self.table.clock().deadline()?;
        if seat != self.table.game().to_move() {
            return None;
        }
        crate::bots::think_time(self.settings.control, deadline.saturating_sub(now))
    }

    /// Ends the game on time if the running clock has run out at `now`.
    pub fn check_time(&mut self, now: u64) -> Option<Transition> {
        if !self.started || self.is_over() || self.bot_waits() {
            return None;
        }
        let deadline = self.table.clock().deadline();
        self.table.check_time(now)?;
        let at = deadline.map_or(now, |(_, d)| d.min(now));
        Some(Transition::done(self.ending_write(at).into_iter().collect()))
    }

    /// The viewer holding `held` resigns: the seat to move if held, else their first seat.
    pub fn resign(&mut self, held: &[usize], now: u64) -> Result<Transition, RoomError> {
        if self.is_over() {
            return Err(TableError::Over.into());
        }
        let Some(&first) = held.first() else {
            return Err(RoomError::Spectator(Act::Resign));
        };
        if !self.started {
            return Err(RoomError::Waiting {
                free: self.free_seats(),
            });
        }
        let to_move = self.table.game().to_move();
        let seat = if held.contains(&to_move.index()) {
            to_move
        } else {
            Player(first as u8)
        };
        if let Some(mut ran_out) = self.check_time(now) {
            ran_out.answer = Err(RoomError::TimeRanOut { resigning: true });
            return Ok(ran_out);
        }
        let outcome = self.table.resign(seat, now)?;
        self.ended_at = Some(now);
        let write = self.finish_write(outcome, Ending::Resignation(seat), now);
        Ok(Transition::done(vec![(write, true)]))
    }

    /// A player cancels the game while it waits for its players: it is over with no result
    /// (`*`), `termination` `cancel N` (the seat that cancelled, from 1).
    pub fn cancel(&mut self, held: &[usize], now: u64) -> Result<Transition, RoomError> {
        let Some(&seat) = held.first() else {
            return Err(RoomError::Spectator(Act::Cancel));
        };
        if self.is_over() {
            return Err(TableError::Over.into());
        }
        self.cancelled(Some(seat), now)
    }

    /// The server cancels the game, which waited for its players too long untouched: over with
    /// no result, `termination` `cancel` (no seat).
    pub fn expire(&mut self, now: u64) -> Result<Transition, RoomError> {
        if self.is_over() {
            return Err(TableError::Over.into());
        }
        self.cancelled(None, now)
    }

    /// The game is cancelled before it started, by seat `by` (from 0) or by the server.
    pub(super) fn cancelled(&mut self, by: Option<usize>, now: u64) -> Result<Transition, RoomError> {
        if self.started {
            return Err(RoomError::Started);
        }
        Ok(self.ended_without_result("cancel", by, now))
    }

    /// The game ends at `at` with no result (`*`), `termination` `how` followed by the seat
    /// that ended it (from 1), or alone when the server did; the offers standing lapse.
    pub(super) fn ended_without_result(&mut self, how: &str, by: Option<usize>, at: u64) -> Transition {
        let ending = quartet_store::Ending {
            result: quartet_core::record::result_text(None),
            termination: match by {
                Some(seat) => format!("{how} {}", seat + 1),
                None => how.to_string(),
            },
            at: at as i64,
        };
        self.stored_ending = Some(ending.clone());
        self.ended_at = Some(at);
        self.draw_offer = None;
        self.take_back = None;
        Transition::done(vec![(Write::Finish(ending), true)])
    }

    /// Takes back the viewer's last turn (and the bots' actions after it). Only when every
    /// other seat is a bot (or held by the same viewer), and before the game is over; between
    /// people a take-back is asked for and accepted ([`RoomState::offer`]).
    pub fn undo(&mut self, held: &[usize], now: u64) -> Result<Transition, RoomError> {
        if held.is_empty() {
            return Err(RoomError::Spectator(Act::Undo));
        }
        if self.is_over() {
            return Err(TableError::Over.into());
        }
        let others_are_bots = self
            .seats
            .iter()
            .all(|s| held.contains(&(s.index as usize)) || matches!(s.kind, SeatKind::Bot { .. }));
        if !others_are_bots {
            return Err(RoomError::UndoRefused);
        }
        let n = self.take_back_count(held)?;
        self.take_back_actions(n, now)
    }

    /// How many actions a take-back for the viewer holding `held` takes back: their last turn
    /// and every action after it. Refused with nothing of theirs to take back, or past a card
    /// another seat has shown (what was seen stays seen).
    pub(super) fn take_back_count(&self, held: &[usize]) -> Result<usize, RoomError> {
        let len = self.history.len();
        let mut n = 0;
        while n < len && !held.contains(&usize::from(self.seat_of(len - 1 - n))) {
            n += 1;
        }
        let others_only = n;
        if n < len {
            let seat = self.seat_of(len - 1 - n);
            while n < len && self.seat_of(len - 1 - n) == seat {
                n += 1;
            }
        }
        if n == others_only {
            return Err(TableError::NothingToUndo.into());
        }
        // What another seat has shown (a card put aside) stays seen: no take-back past it.
        let mut game = self.table.state_after(len - n);
        for (i, &action) in self.table.actions()[len - n..].iter().enumerate() {
            let seat = usize::from(self.seat_of(len - n + i));
            if !held.contains(&seat) && game.reveals(action) {
                return Err(RoomError::UndoPastReveal { seat });
            }
            let _ = game.play(action);
        }
        Ok(n)
    }

    /// Takes back the last `n` actions at `now` (counted by [`RoomState::take_back_count`]);
    /// the offers made lapse.
    pub(super) fn take_back_actions(&mut self, n: usize, now: u64) -> Result<Transition, RoomError> {
        let len = self.history.len();
        self.table.undo(n, now)?;
        self.history.truncate(len - n);
        self.draw_offer = None;
        self.take_back = None;
        self.taken_back_at = now;
        // The clocks after a take-back do not follow from the kept actions' times: kept too.
        let clock = self.table.clock().state().to_string();
        Ok(Transition::done(vec![(
            Write::Truncate {
                keep: (len - n) as i32,
                clock,
            },
            true,
        )]))
    }

    /// The seats' holders as the store has them now (an account took a guest's seat): each
    /// seat takes its stored name and account, nothing else changes and nothing is written
    /// (the store made the change). Whether a seat changed.
    pub fn holders_stored(&mut self, stored: &[Seat]) -> bool {
        let mut changed = false;
        for seat in &mut self.seats {
            if let Some(now) = stored.iter().find(|s| s.index == seat.index)
                && (seat.name != now.name || seat.account != now.account)
            {
                seat.name = now.name.clone();
                seat.account = now.account.clone();
                changed = true;
            }
        }
        changed
    }

    /// The account `account_id` was deleted: its seats are a deleted player's (no name, no
    /// account), as the store has them. Whether it held a seat.
    pub fn account_deleted(&mut self, account_id: &str) -> bool {
        let mut changed = false;
        for seat in &mut self.seats {
            if seat.account.id() == Some(account_id) {
                seat.name = None;
                seat.account = quartet_store::SeatAccount::Deleted;
                changed = true;
            }
        }
        changed
    }

    /// Takes a free seat (open, or waiting for an invited person) for `taker`, the holder of
    /// the token whose hash is `token_hash`; the table starts at `now` when it was the last
    /// free seat (its clocks once each side's first turn is over). In a game with hidden cards,
    /// a client that holds a seat takes no open seat (an invitation is the creator's choice of
    /// person, so it is not limited).
    pub fn claim_seat(
        &mut self,
        game: &str,
        seat: usize,
        taker: Taker,
        token_hash: String,
        now: u64,
    ) -> Result<Transition, RoomError> {
        if self.is_over() {
            return Err(TableError::Over.into());
        }
        let Some(current) = self.seats.get(seat).cloned() else {
            return Err(RoomError::NoSuchSeat {
                game: game.to_string(),
                seat,
            });
        };
        if !current.is_unclaimed() {
            return Err(RoomError::SeatTaken { seat });
        }
        if current.kind == SeatKind::Open
            && self.settings.kind.hides_information()
            && let Some(client) = taker.client
            && let Some(held) = self.clients.iter().position(|c| *c == Some(client))
        {
            return Err(RoomError::OneSeat { held });
        }
        let rated = self.settings.rated.is_some();
        if rated {
            let Some(account) = &taker.account else {
                return Err(RatedRefusal::SignedOut.into());
            };
            if self
                .seats
                .iter()
                .any(|s| s.account.id() == Some(account.id.as_str()))
            {
                return Err(RatedRefusal::SameAccount.into());
            }
        }
        if let Some(known) = self.clients.get_mut(seat) {
            *known = taker.client;
        }
        let claimed = Seat {
            index: current.index,
            kind: SeatKind::Human,
            name: match &taker.account {
                // An account's seat shows its name (and links to its page).
                Some(account) => Some(account.name.clone()),
                None => taker.name.or(current.name.clone()),
            },
            token_hash: Some(token_hash),
            invite: current.invite.clone(),
            account: match taker.account {
                Some(account) => quartet_store::SeatAccount::Held(account.id),
                None => current.account.clone(),
            },
        };
        self.seats[seat] = claimed.clone();
        let mut writes = vec![(Write::Seat(claimed), true)];
        if !self.started && self.all_claimed() {
            self.started = true;
            self.restart_table(now);
            // Every seat is stored as taken: a restart finds the game live anyway.
            writes.push((Write::Live { at: now }, false));
        }
        Ok(Transition::done(writes))
    }

    /// Sets the rematch of this finished game; `None` when one is set already.
    pub fn set_rematch(&mut self, rematch: Rematch) -> Option<Transition> {
        if self.rematch.is_some() {
            return None;
        }
        let stored = quartet_store::Rematch {
            id: rematch.id.clone(),
            seats: (0..rematch.seat_map.len())
                .map(|i| quartet_store::RematchSeat {
                    seat: i as i32,
                    rematch_seat: rematch.seat_map[i] as i32,
                    invite: rematch.invites.get(i).cloned().flatten(),
                })
                .collect(),
        };
        self.rematch = Some(rematch);
        Some(Transition::done(vec![(Write::Rematch(stored), true)]))
    }

    /// The record of the game, with the players' names and `site` (refused while hidden
    /// information is in play).
    pub fn record(&self, site: &str) -> Result<String, RoomError> {
        if self.settings.kind.hides_information() && !self.is_over() {
            return Err(RoomError::Hidden);
        }
        let mut tags: Vec<(String, String)> = Vec::new();
        for s in &self.seats {
            let name = match (&s.kind, &s.name) {
                (_, Some(name)) => name.clone(),
                (SeatKind::Bot { level }, None) => format!("bot ({level})"),
                _ => continue,
            };
            tags.push((format!("Player{}", s.index + 1), name));
        }
        tags.push(("Site".into(), site.to_string()));
        Ok(self.table.record(&tags))
    }

    /// What the driver does next at `now`; marks a bot's search as started for this version
    /// (waiting for a thread from `now`). A seat on its first turn between people has
    /// `first_turn_ms` for it ([`RoomState::first_turn_deadline`]): the driver wakes then too.
    pub fn plan(&mut self, now: u64, first_turn_ms: u64) -> (Plan, Option<String>) {
        if self.is_over() {
            return (Plan::Finished, None);
        }
        if !self.started {
            return (
                Plan::Wait {
                    deadline: None,
                    bot: None,
                },
                None,
            );
        }
        let mut deadline = self.table.clock().deadline().map(|(_, d)| d);
        let mut bot = None;
        let mut problem = None;
        let to_move = self.table.game().to_move();
        if self.bot_job != Some(self.version)
            && let Some(Seat {
                kind: SeatKind::Bot { level },
                ..
            }) = self.seats.get(to_move.index())
        {
            self.bot_job = Some(self.version);
            match level.parse::<Level>() {
                Ok(level) => {
                    self.bot_queued = Some((self.version, now));
                    bot = Some(Box::new(BotJob {
                        version: self.version,
                        kind: self.settings.kind,
                        level,
                        game: self.table.game().clone(),
                    }));
                }
                Err(e) => problem = Some(e.to_string()),
            }
        }
        if self.bot_waits() {
            // The driver is woken when the search gets its thread.
            deadline = None;
        }
        if let Some(first_turn) = self.first_turn_deadline(first_turn_ms) {
            deadline = Some(deadline.map_or(first_turn, |d| d.min(first_turn)));
        }
        (Plan::Wait { deadline, bot }, problem)
    }

    /// Why nobody may claim this game when the others have left, if so: only a game between
    /// people is claimed (rated or casual: a casual claim changes no rating); a correspondence
    /// game with a clock waits for its players (its clock ends it: being away for days is how
    /// it is played).
    pub fn claim_refusal(&self) -> Option<ClaimRefusal> {
        if !self.between_people() {
            return Some(ClaimRefusal::Alone);
        }
        let control = self.settings.control;
        let waits = control != TimeControl::Unlimited
            && quartet_rating::Speed::of(control, self.settings.kind)
                == quartet_rating::Speed::Correspondence;
        waits.then_some(ClaimRefusal::Correspondence)
    }

    /// The seats that may still abort the game: while it goes on, those that have not played.
    pub fn abortable(&self) -> Vec<usize> {
        if !self.started || self.is_over() {
            return Vec::new();
        }
        (0..self.seats.len())
            .filter(|&s| !self.history.iter().any(|e| usize::from(e.seat) == s))
            .collect()
    }

    /// The snapshot of this state for the game `id`, with `presence` (connections per seat,
    /// then the spectators) and when each seat's last connection closed (`left`).
    /// A seat's first turn between people has `first_turn_ms` ([`RoomState::first_turn_deadline`]).
    pub fn snapshot(&self, id: &str, presence: &[u32], left: &[Option<u64>], first_turn_ms: u64) -> Snapshot {
        Snapshot {
            id: id.to_string(),
            kind: self.settings.kind,
            rules: self.settings.rules.clone(),
            control: self.settings.control,
            status: self.status(),
            version: self.version,
            game: self.table.game().clone(),
            history: self.history.clone(),
            clock: self.table.clock().clone(),
            started: self.started,
            ended: self.table.ended(),
            stored_ending: self.stored_ending.clone(),
            ended_at: self.ended_at,
            seats: self
                .seats
                .iter()
                .map(|s| {
                    let i = s.index as usize;
                    let mut public = PublicSeat::of(s, presence.get(i).copied().unwrap_or(0));
                    if self.started
                        && !self.is_over()
                        && public.kind == crate::model::PublicSeatKind::Human
                        && !public.connected
                    {
                        public.left_at = left.get(i).copied().flatten();
                    }
                    public
                })
                .collect(),
            draw_offer: self.draw_offer,
            take_back: self.take_back.as_ref().map(|t| t.by),
            draws: self.table.game().draws_by_agreement(),
            abortable: self.abortable(),
            first_turn_ends: self.first_turn_deadline(first_turn_ms),
            claims: self.claim_refusal().is_none(),
            spectators: presence.last().copied().unwrap_or(0),
            rematch: self.rematch.clone(),
            created_at: self.settings.created_at,
            hints: self.settings.hints,
            rated: self.settings.rated.clone(),
            chat: self.settings.chat,
            marks: self.table.game().marks(),
        }
    }
}
