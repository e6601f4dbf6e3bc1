//! A room: one game being played, the authoritative state the server keeps for it.
//!
//! A [`Room`] holds the game's [`Table`] (rules state, history, clocks, ending), its seats and
//! who is connected. Every change goes the same way, under the room's lock: the change is
//! tried on the table, written to the store, and only then kept and announced — a refused
//! action, or one the store could not save, leaves the game exactly as it was. Each change
//! publishes an immutable [`Snapshot`] that every connection renders for its own viewer
//! (see [`crate::view`]).
//!
//! A room that is not finished has a driver task ([`drive`]) that wakes at the running clock's
//! deadline (loss on time per the game's rules) and starts the bots' searches on blocking
//! threads, so that no bot ever holds up another game.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use quartet_core::clock::{ClockState, TimeControl};
use quartet_core::table::{Ending, Table, TableError};
use quartet_core::{AnyAction, AnyGame, GameKind, Outcome, Player};
use quartet_engine::levels::Level;
use quartet_store::{GameStore, Seat, SeatKind, Status, StoredAction, StoredGame};
use tokio::sync::{Mutex, Notify, watch};

use crate::error::ApiError;
use crate::hub::Hub;
use crate::token;
use crate::view::{HistoryEntry, Snapshot};

/// Milliseconds since the Unix epoch: the time every table, clock and stored action uses.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// A game's settings, fixed at creation.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Which game.
    pub kind: GameKind,
    /// The rules text (the game's `Config` written out).
    pub rules: String,
    /// The seed of the game's chance.
    pub seed: u64,
    /// The start position, when not the usual start.
    pub start: Option<String>,
    /// The time control.
    pub control: TimeControl,
    /// When the game was created (ms since the epoch).
    pub created_at: i64,
}

impl Settings {
    /// The game at its start.
    pub fn start_game(&self) -> Result<AnyGame, quartet_core::AnyError> {
        match &self.start {
            Some(position) => AnyGame::from_position(self.kind, &self.rules, position),
            None => AnyGame::start(self.kind, &self.rules, self.seed),
        }
    }
}

/// The new game of a rematch: its id and, for each seat of the old game held by someone else
/// than the one who asked, the invitation code of that person's seat in the new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rematch {
    /// The new game's id.
    pub id: String,
    /// By seat of the old game: the invitation to its new seat, if that seat waits for them.
    pub invites: Vec<Option<String>>,
    /// By seat of the old game: its seat in the new game.
    pub seat_map: Vec<usize>,
}

/// What a room knows, behind its lock.
pub(crate) struct RoomState {
    pub settings: Settings,
    pub seats: Vec<Seat>,
    pub table: Table,
    pub history: Vec<HistoryEntry>,
    /// Every seat is taken: the clocks run and actions are taken.
    pub started: bool,
    pub version: u64,
    pub rematch: Option<Rematch>,
    /// The version a bot search was started for.
    pub bot_job: Option<u64>,
    /// The stored ending, for a finished game whose ending the table does not show by itself.
    pub stored_ending: Option<quartet_store::Ending>,
    /// When the game ended (ms since the epoch).
    pub ended_at: Option<u64>,
}

impl RoomState {
    fn is_over(&self) -> bool {
        self.table.ended().is_some() || self.stored_ending.is_some()
    }

    /// The seat that acts for a viewer holding `held`: the seat to move if held.
    fn acting_seat(&self, held: &[usize]) -> Result<Player, ApiError> {
        if self.is_over() {
            return Err(ApiError::conflict("over", "the game is over"));
        }
        if held.is_empty() {
            return Err(ApiError::new(
                axum::http::StatusCode::FORBIDDEN,
                "spectator",
                "spectators cannot act: take a seat to play",
            ));
        }
        if !self.started {
            return Err(ApiError::conflict("waiting", self.waiting_message()));
        }
        let to_move = self.table.game().to_move();
        if !held.contains(&to_move.index()) {
            return Err(ApiError::conflict(
                "not_your_turn",
                format!("it is not your turn: {to_move} is to move"),
            ));
        }
        Ok(to_move)
    }

    fn waiting_message(&self) -> String {
        let free: Vec<String> = self
            .seats
            .iter()
            .filter(|s| s.is_unclaimed())
            .map(|s| (s.index + 1).to_string())
            .collect();
        format!(
            "the game waits for players: seat {} is still free",
            free.join(", ")
        )
    }

    fn all_claimed(&self) -> bool {
        self.seats.iter().all(|s| !s.is_unclaimed())
    }

    /// Rebuilds the table from the start with the actions played so far, the first clock
    /// starting at `t0` and every action at `at`.
    fn restart_table(&mut self, t0: u64) {
        let start = self.table.start().clone();
        let actions = self.table.actions().to_vec();
        let mut table = Table::new(start, self.settings.control, t0);
        for (action, entry) in actions.into_iter().zip(&self.history) {
            // Every action was legal where it stood.
            let _ = table.play(Player(entry.seat), action, t0);
        }
        self.table = table;
    }

    fn status(&self) -> Status {
        if self.is_over() {
            Status::Finished
        } else if self.started {
            Status::Live
        } else {
            Status::Open
        }
    }
}

/// The stored form of an ending: `win 2`/`draw` and `rules`/`time 1`/`resign 2` (seats from 1).
pub fn stored_ending(outcome: Outcome, ending: Ending, at: u64) -> quartet_store::Ending {
    quartet_store::Ending {
        result: quartet_core::record::result_text(Some(outcome)),
        termination: match ending {
            Ending::Rules => "rules".to_string(),
            Ending::Time(p) => format!("time {}", p.0 + 1),
            Ending::Resignation(p) => format!("resign {}", p.0 + 1),
        },
        at: at as i64,
    }
}

/// What the driver does next for a room.
enum Plan {
    /// The game is over: the driver stops.
    Finished,
    /// Wait for a change or for the deadline; maybe start a bot.
    Wait {
        deadline: Option<u64>,
        bot: Option<Box<BotJob>>,
    },
}

/// A bot's search to run: for the seat to move at `version`.
struct BotJob {
    version: u64,
    kind: GameKind,
    level: Level,
    game: AnyGame,
}

/// One game being played: see the module docs.
pub struct Room {
    /// The game's id.
    pub id: String,
    store: Arc<dyn GameStore>,
    state: Mutex<RoomState>,
    snapshot: watch::Sender<Arc<Snapshot>>,
    /// Open connections per seat (for the seats' `connected`), and spectators at the end.
    presence: StdMutex<Vec<u32>>,
    wake: Notify,
    version: AtomicU64,
}

impl Room {
    pub(crate) fn new(id: String, store: Arc<dyn GameStore>, state: RoomState) -> Arc<Room> {
        let presence = vec![0; state.seats.len() + 1];
        let snapshot = Snapshot::of(&id, &state, &presence);
        let version = state.version;
        Arc::new(Room {
            id,
            store,
            state: Mutex::new(state),
            snapshot: watch::channel(Arc::new(snapshot)).0,
            presence: StdMutex::new(presence),
            wake: Notify::new(),
            version: AtomicU64::new(version),
        })
    }

    /// A new game's room: its table starts now if every seat is taken.
    pub(crate) fn create(
        id: String,
        store: Arc<dyn GameStore>,
        settings: Settings,
        seats: Vec<Seat>,
        start: AnyGame,
        now: u64,
    ) -> Arc<Room> {
        let table = Table::new(start, settings.control, now);
        let mut state = RoomState {
            settings,
            seats,
            table,
            history: Vec::new(),
            started: false,
            version: 1,
            rematch: None,
            bot_job: None,
            stored_ending: None,
            ended_at: None,
        };
        state.started = state.all_claimed();
        Room::new(id, store, state)
    }

    /// A room for a stored game, replayed: the clocks are rebuilt from the stored times, and a
    /// clock that ran out while the server was down ends the game on time (stored here).
    pub(crate) async fn restore(
        stored: StoredGame,
        store: Arc<dyn GameStore>,
        now: u64,
    ) -> Result<Arc<Room>, String> {
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
        let mut history = Vec::with_capacity(stored.actions.len());
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
            stored_ending: None,
            ended_at: None,
        };
        state.started |= state.all_claimed();
        let mut to_store = None;
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
                to_store = Some(stored_ending(outcome, how, at));
                state.ended_at = Some(at);
            } else if let Some((_, deadline)) = state.table.clock().deadline()
                && deadline <= now
                && let Some(outcome) = state.table.check_time(deadline)
                && let Some((_, how)) = state.table.ended()
            {
                to_store = Some(stored_ending(outcome, how, deadline));
                state.ended_at = Some(deadline);
            }
        } else {
            // Not started: the clocks start when the last seat is taken.
            state.restart_table(now);
        }
        if let Some(ending) = to_store {
            store
                .finish_game(&g.id, &ending)
                .await
                .map_err(|e| format!("cannot store the ending: {e}"))?;
            state.version += 1;
        }
        Ok(Room::new(g.id.clone(), store, state))
    }

    /// The latest snapshot, and a receiver told of every new one.
    pub fn subscribe(&self) -> watch::Receiver<Arc<Snapshot>> {
        self.snapshot.subscribe()
    }

    /// The latest snapshot.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.snapshot.borrow().clone()
    }

    /// The current version (changes with every change of the game).
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Relaxed)
    }

    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.snapshot.borrow().status == Status::Finished
    }

    /// How many connections watch this room.
    pub fn watchers(&self) -> usize {
        self.snapshot.receiver_count()
    }

    /// The seats that these tokens hold (each token must hold one).
    pub async fn seats_of(&self, tokens: &[String]) -> Result<Vec<usize>, ApiError> {
        let st = self.state.lock().await;
        let mut held = Vec::new();
        for t in tokens {
            let hash = token::hash_token(t);
            match st
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
                    return Err(ApiError::bad_token(format!(
                        "this seat token is not valid for game {} (stale, mistyped or for another game)",
                        self.id
                    )));
                }
            }
        }
        held.sort_unstable();
        Ok(held)
    }

    /// Publishes the state after a change and wakes the driver.
    fn changed(&self, st: &mut RoomState) {
        st.version += 1;
        self.version.store(st.version, Ordering::Relaxed);
        self.publish(st);
        self.wake.notify_one();
    }

    fn publish(&self, st: &RoomState) {
        let presence = self.presence.lock().map(|p| p.clone()).unwrap_or_default();
        self.snapshot
            .send_replace(Arc::new(Snapshot::of(&self.id, st, &presence)));
    }

    /// Notes a connection of a viewer holding `held` (an empty list: a spectator).
    pub async fn connect(&self, held: &[usize]) {
        self.presence_change(held, true).await;
    }

    /// Notes the end of a connection.
    pub async fn disconnect(&self, held: &[usize]) {
        self.presence_change(held, false).await;
    }

    async fn presence_change(&self, held: &[usize], up: bool) {
        {
            let Ok(mut p) = self.presence.lock() else { return };
            let spectators = p.len() - 1;
            let slots: Vec<usize> = if held.is_empty() {
                vec![spectators]
            } else {
                held.to_vec()
            };
            for i in slots {
                if let Some(n) = p.get_mut(i) {
                    *n = if up {
                        n.saturating_add(1)
                    } else {
                        n.saturating_sub(1)
                    };
                }
            }
        }
        if !held.is_empty() {
            let st = self.state.lock().await;
            self.publish(&st);
        }
    }

    /// Plays an action written in the game's notation for the viewer holding `held`.
    pub async fn play_text(&self, held: &[usize], text: &str) -> Result<(), ApiError> {
        let mut st = self.state.lock().await;
        let seat = st.acting_seat(held)?;
        let action = st
            .table
            .game()
            .parse_action(text)
            .map_err(|e| ApiError::from(TableError::Illegal(e)))?;
        self.apply(&mut st, seat, action).await
    }

    /// Plays `action` for `seat` (whose turn it is): table, store, then announce.
    async fn apply(&self, st: &mut RoomState, seat: Player, action: AnyAction) -> Result<(), ApiError> {
        let now = now_ms();
        let before = st.table.clone();
        match st.table.play(seat, action, now) {
            Ok(()) => {
                let entry = HistoryEntry {
                    seat: seat.0,
                    action: action.to_string(),
                    at: now,
                };
                let stored = StoredAction {
                    ply: before.actions().len() as i32,
                    seat: i32::from(seat.0),
                    action: entry.action.clone(),
                    at: now as i64,
                };
                if let Err(e) = self.store.append_action(&self.id, &stored).await {
                    st.table = before;
                    return Err(ApiError::storage(&e));
                }
                st.history.push(entry);
                if let Some((outcome, how)) = st.table.ended() {
                    self.store_ending(st, outcome, how, now).await;
                }
                self.changed(st);
                Ok(())
            }
            Err(TableError::Over) if before.ended().is_none() => {
                // The clock ran out before the action came: the game ended on time.
                if let Some((outcome, how)) = st.table.ended() {
                    let at = before.clock().deadline().map_or(now, |(_, d)| d.min(now));
                    self.store_ending(st, outcome, how, at).await;
                    self.changed(st);
                }
                Err(ApiError::conflict(
                    "over",
                    "time ran out before this action: the game is over",
                ))
            }
            Err(e) => {
                st.table = before;
                Err(e.into())
            }
        }
    }

    /// Stores an ending (that the table already shows: a replay would find it again, so a
    /// failure is only reported).
    async fn store_ending(&self, st: &mut RoomState, outcome: Outcome, how: Ending, at: u64) {
        st.ended_at = Some(at);
        if let Err(e) = self
            .store
            .finish_game(&self.id, &stored_ending(outcome, how, at))
            .await
        {
            eprintln!("quartet-server: game {}: the ending was not stored: {e}", self.id);
        }
    }

    /// Ends the game on time if the running clock has run out.
    pub async fn check_time(&self) {
        let mut st = self.state.lock().await;
        if !st.started || st.is_over() {
            return;
        }
        let now = now_ms();
        let deadline = st.table.clock().deadline();
        if st.table.check_time(now).is_some()
            && let Some((outcome, how)) = st.table.ended()
        {
            let at = deadline.map_or(now, |(_, d)| d.min(now));
            self.store_ending(&mut st, outcome, how, at).await;
            self.changed(&mut st);
        }
    }

    /// The viewer holding `held` resigns: the seat to move if held, else their first seat.
    pub async fn resign(&self, held: &[usize]) -> Result<(), ApiError> {
        let mut st = self.state.lock().await;
        if st.is_over() {
            return Err(ApiError::conflict("over", "the game is over"));
        }
        let Some(&first) = held.first() else {
            return Err(ApiError::new(
                axum::http::StatusCode::FORBIDDEN,
                "spectator",
                "spectators cannot resign",
            ));
        };
        if !st.started {
            return Err(ApiError::conflict("waiting", st.waiting_message()));
        }
        let to_move = st.table.game().to_move();
        let seat = if held.contains(&to_move.index()) {
            to_move
        } else {
            Player(first as u8)
        };
        let now = now_ms();
        let before = st.table.clone();
        if st.table.check_time(now).is_some() {
            if let Some((outcome, how)) = st.table.ended() {
                let at = before.clock().deadline().map_or(now, |(_, d)| d.min(now));
                self.store_ending(&mut st, outcome, how, at).await;
                self.changed(&mut st);
            }
            return Err(ApiError::conflict("over", "time ran out first: the game is over"));
        }
        let outcome = st.table.resign(seat, now)?;
        let ending = stored_ending(outcome, Ending::Resignation(seat), now);
        if let Err(e) = self.store.finish_game(&self.id, &ending).await {
            st.table = before;
            return Err(ApiError::storage(&e));
        }
        st.ended_at = Some(now);
        self.changed(&mut st);
        Ok(())
    }

    /// Takes back the viewer's last turn (and the bots' actions after it). Only when every
    /// other seat is a bot (or held by the same viewer), and before the game is over.
    pub async fn undo(&self, held: &[usize]) -> Result<(), ApiError> {
        let mut st = self.state.lock().await;
        if held.is_empty() {
            return Err(ApiError::new(
                axum::http::StatusCode::FORBIDDEN,
                "spectator",
                "spectators cannot take back actions",
            ));
        }
        if st.is_over() {
            return Err(ApiError::conflict("over", "the game is over"));
        }
        let others_are_bots = st
            .seats
            .iter()
            .all(|s| held.contains(&(s.index as usize)) || matches!(s.kind, SeatKind::Bot { .. }));
        if !others_are_bots {
            return Err(ApiError::conflict(
                "undo_refused",
                "actions can be taken back only against bots",
            ));
        }
        let len = st.history.len();
        let mut n = 0;
        while n < len && !held.contains(&usize::from(st.history[len - 1 - n].seat)) {
            n += 1;
        }
        let bots_only = n;
        if n < len {
            let seat = st.history[len - 1 - n].seat;
            while n < len && st.history[len - 1 - n].seat == seat {
                n += 1;
            }
        }
        if n == bots_only {
            return Err(TableError::NothingToUndo.into());
        }
        let now = now_ms();
        let before = st.table.clone();
        st.table.undo(n, now)?;
        let keep = (len - n) as i32;
        // The clocks after a take-back do not follow from the kept actions' times: kept too.
        let clock = st.table.clock().state().to_string();
        if let Err(e) = self.store.truncate_actions(&self.id, keep, Some(&clock)).await {
            st.table = before;
            return Err(ApiError::storage(&e));
        }
        st.history.truncate(len - n);
        self.changed(&mut st);
        Ok(())
    }

    /// Takes a free seat (open, or waiting for an invited person) and returns its new token.
    pub async fn claim_seat(&self, seat: usize, name: Option<String>) -> Result<String, ApiError> {
        let mut st = self.state.lock().await;
        if st.is_over() {
            return Err(ApiError::conflict("over", "the game is over"));
        }
        let Some(current) = st.seats.get(seat).cloned() else {
            return Err(ApiError::not_found(format!(
                "game {} has no seat {}",
                self.id,
                seat + 1
            )));
        };
        if !current.is_unclaimed() {
            return Err(ApiError::conflict(
                "seat_taken",
                format!("seat {} is already taken", seat + 1),
            ));
        }
        let token = token::new_token();
        let claimed = Seat {
            index: current.index,
            kind: SeatKind::Human,
            name: name.or(current.name.clone()),
            token_hash: Some(token::hash_token(&token)),
            invite: current.invite.clone(),
        };
        self.store
            .update_seat(&self.id, &claimed)
            .await
            .map_err(|e| ApiError::storage(&e))?;
        st.seats[seat] = claimed;
        if !st.started && st.all_claimed() {
            let now = now_ms();
            st.started = true;
            st.restart_table(now);
            if let Err(e) = self.store.set_status(&self.id, Status::Live, now as i64).await {
                // Every seat is stored as taken: a restart finds the game live anyway.
                eprintln!("quartet-server: game {}: the status was not stored: {e}", self.id);
            }
        }
        self.changed(&mut st);
        Ok(token)
    }

    /// Runs `f` on the state (for reading, or for changes that need no store).
    pub(crate) async fn with_state<T>(&self, f: impl FnOnce(&RoomState) -> T) -> T {
        let st = self.state.lock().await;
        f(&st)
    }

    /// Sets (and stores) the rematch of this finished game, or returns the one already set.
    pub(crate) async fn set_rematch(&self, rematch: Rematch) -> Result<Rematch, ApiError> {
        let mut st = self.state.lock().await;
        if let Some(existing) = &st.rematch {
            return Ok(existing.clone());
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
        self.store
            .set_rematch(&self.id, &stored)
            .await
            .map_err(|e| ApiError::storage(&e))?;
        st.rematch = Some(rematch.clone());
        self.changed(&mut st);
        Ok(rematch)
    }

    /// The record of the game (refused while hidden information is in play).
    pub async fn record(&self) -> Result<String, ApiError> {
        let st = self.state.lock().await;
        if st.table.game().hides_information() && !st.is_over() {
            return Err(ApiError::conflict(
                "hidden",
                "the record of a game with hidden cards is given once the game is over",
            ));
        }
        let mut tags: Vec<(String, String)> = Vec::new();
        for s in &st.seats {
            let name = match (&s.kind, &s.name) {
                (_, Some(name)) => name.clone(),
                (SeatKind::Bot { level }, None) => format!("bot ({level})"),
                _ => continue,
            };
            tags.push((format!("Player{}", s.index + 1), name));
        }
        tags.push(("Site".into(), format!("quartet game {}", self.id)));
        Ok(st.table.record(&tags))
    }

    async fn plan(&self) -> Plan {
        let mut st = self.state.lock().await;
        if st.is_over() {
            return Plan::Finished;
        }
        if !st.started {
            return Plan::Wait {
                deadline: None,
                bot: None,
            };
        }
        let deadline = st.table.clock().deadline().map(|(_, d)| d);
        let mut bot = None;
        let to_move = st.table.game().to_move();
        if st.bot_job != Some(st.version)
            && let Some(Seat {
                kind: SeatKind::Bot { level },
                ..
            }) = st.seats.get(to_move.index())
        {
            match level.parse::<Level>() {
                Ok(level) => {
                    st.bot_job = Some(st.version);
                    bot = Some(Box::new(BotJob {
                        version: st.version,
                        kind: st.settings.kind,
                        level,
                        game: st.table.game().clone(),
                    }));
                }
                Err(e) => {
                    st.bot_job = Some(st.version);
                    eprintln!("quartet-server: game {}: {e}", self.id);
                }
            }
        }
        Plan::Wait { deadline, bot }
    }

    /// A bot's chosen action arrives: played if nothing changed since the search began.
    async fn bot_played(&self, version: u64, action: AnyAction) -> Result<(), ApiError> {
        let mut st = self.state.lock().await;
        if st.version != version || st.is_over() {
            return Ok(());
        }
        let seat = st.table.game().to_move();
        let result = self.apply(&mut st, seat, action).await;
        if result.is_err() {
            st.bot_job = None;
        }
        result
    }
}

/// The room's driver: wakes at clock deadlines and runs the bots, until the game is over or
/// the server stops.
pub(crate) async fn drive(room: Arc<Room>, hub: Arc<Hub>) {
    let mut shutdown = hub.shutdown.clone();
    loop {
        if *shutdown.borrow() {
            return;
        }
        let (deadline, bot) = match room.plan().await {
            Plan::Finished => return,
            Plan::Wait { deadline, bot } => (deadline, bot),
        };
        if let Some(job) = bot {
            tokio::spawn(run_bot(room.clone(), hub.clone(), job));
        }
        let sleep = async {
            match deadline {
                Some(d) => {
                    let wait = d.saturating_sub(now_ms());
                    tokio::time::sleep(Duration::from_millis(wait)).await;
                }
                None => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            () = sleep => room.check_time().await,
            () = room.wake.notified() => {}
            _ = shutdown.changed() => return,
        }
    }
}

async fn run_bot(room: Arc<Room>, hub: Arc<Hub>, job: Box<BotJob>) {
    let Ok(permit) = hub.bots.clone().acquire_owned().await else {
        return;
    };
    if room.version() != job.version || *hub.shutdown.borrow() {
        return;
    }
    let version = job.version;
    let (kind, level) = (job.kind, job.level);
    let bot = match hub.take_bot(kind, level) {
        Ok(bot) => bot,
        Err(e) => {
            eprintln!("quartet-server: game {}: {e}", room.id);
            return;
        }
    };
    let chosen = tokio::task::spawn_blocking(move || {
        let mut bot = bot;
        let action = bot.choose(&job.game);
        (bot, action)
    })
    .await
    .map(|(bot, action)| {
        hub.return_bot(kind, level, bot);
        action.ok_or_else(|| "the bot found no action".to_string())
    });
    if *hub.shutdown.borrow() {
        return;
    }
    match chosen {
        Ok(Ok(action)) => {
            if let Err(e) = room.bot_played(version, action).await {
                drop(permit);
                eprintln!("quartet-server: game {}: the bot's action failed: {e}", room.id);
                // Try again a little later (the store may come back).
                tokio::time::sleep(Duration::from_secs(1)).await;
                room.wake.notify_one();
            }
        }
        Ok(Err(e)) => eprintln!("quartet-server: game {}: {e}", room.id),
        Err(e) => eprintln!("quartet-server: game {}: the bot failed: {e}", room.id),
    }
}

impl Room {
    /// The status now.
    pub async fn status(&self) -> Status {
        self.state.lock().await.status()
    }
}
