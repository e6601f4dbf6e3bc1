//! The hub: every room of the server, the invitations, the store and the bots' threads.
//!
//! Games are created here (from settings, from a record, or as a rematch), found by id (a
//! finished game not in memory is loaded from the store on demand), and resumed at start-up:
//! every unfinished game in the store is replayed into a room and its driver started again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex, RwLock};
use std::time::Duration;

use quartet_core::clock::TimeControl;
use quartet_core::{AnyGame, GameKind, Player};
use quartet_engine::any::AnyBot;
use quartet_engine::levels::Level;
use quartet_store::{GameStore, GameSummary, NewGame, Seat, SeatKind, Status, StoredAction};
use serde::Serialize;
use serde_json::Value;
use tokio::sync::{Semaphore, watch};

use crate::Limits;
use crate::error::ApiError;
use crate::room::{self, Rematch, Room, Settings, now_ms};
use crate::token;
use crate::view::PublicSeat;

/// Who sits at a seat of a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatPlan {
    /// The creator: gets the seat's token.
    Me,
    /// A person invited by a link: the seat gets an invitation code.
    Invite,
    /// Anyone may take it (from the lobby, or by the invitation code).
    Open,
    /// A bot of this level.
    Bot(Level),
}

impl SeatPlan {
    /// Reads a seat as given in a request: `"me"`, `"invite"`, `"open"` or `{"bot": level}`.
    pub fn from_json(value: &Value, kind: GameKind) -> Result<SeatPlan, ApiError> {
        let expected = r#"a seat is "me", "invite", "open" or {"bot": "strong"}"#;
        match value {
            Value::String(s) => match s.as_str() {
                "me" => Ok(SeatPlan::Me),
                "invite" => Ok(SeatPlan::Invite),
                "open" => Ok(SeatPlan::Open),
                other => Err(ApiError::bad_request(format!(
                    "unknown seat {other:?}: {expected}"
                ))),
            },
            Value::Object(map) if map.len() == 1 => match map.get("bot") {
                Some(Value::String(level)) => {
                    let level: Level = level.parse().map_err(|e| ApiError::bad_request(format!("{e}")))?;
                    AnyBot::new(kind, level, 0).map_err(|e| ApiError::bad_request(e.to_string()))?;
                    Ok(SeatPlan::Bot(level))
                }
                _ => Err(ApiError::bad_request(format!("bad seat {value}: {expected}"))),
            },
            _ => Err(ApiError::bad_request(format!("bad seat {value}: {expected}"))),
        }
    }
}

/// A game to create.
#[derive(Clone, Debug)]
pub struct GameSpec {
    /// Which game.
    pub kind: GameKind,
    /// The rules text (empty for the defaults; Quartino gets `players=` from the seats).
    pub rules: String,
    /// The time control text (`none`, `1m/move`, `10m+5s`).
    pub clock: String,
    /// Who sits where.
    pub seats: Vec<SeatPlan>,
    /// The seats' names (by seat; missing ones are none).
    pub names: Vec<Option<String>>,
    /// The seed of chance (random when none).
    pub seed: Option<u64>,
    /// A start position in the game's notation, when not the usual start.
    pub start: Option<String>,
}

/// What the creator of a game gets back.
#[derive(Clone, Debug, Serialize)]
pub struct Created {
    /// The new game's id.
    pub id: String,
    /// The tokens of the creator's seats (keep them secret: they are the seats).
    pub tokens: Vec<SeatToken>,
    /// The invitation codes of the seats that wait for people (share them as links).
    pub invites: Vec<Invite>,
}

/// A seat and its token.
#[derive(Clone, Debug, Serialize)]
pub struct SeatToken {
    /// The seat, from 0.
    pub seat: usize,
    /// The secret token.
    pub token: String,
}

/// A seat and its invitation.
#[derive(Clone, Debug, Serialize)]
pub struct Invite {
    /// The seat, from 0.
    pub seat: usize,
    /// `invite` or `open`.
    pub kind: &'static str,
    /// The invitation code.
    pub code: String,
    /// The page that takes the seat: `/join/CODE`.
    pub link: String,
}

/// A game in a list.
#[derive(Clone, Debug, Serialize)]
pub struct Listed {
    /// The game's id.
    pub id: String,
    /// `quarto`, `danish` or `quartino`.
    pub game: String,
    /// The rules text.
    pub rules: String,
    /// `open`, `live` or `finished`.
    pub status: &'static str,
    /// The seats.
    pub seats: Vec<PublicSeat>,
    /// Whether a seat is open to anyone (join it with `POST /api/games/{id}/join`).
    pub joinable: bool,
    /// How many actions were played.
    pub ply: i32,
    /// The time control, when the game is in memory.
    pub clock: Option<String>,
    /// The seat to move, while the game goes on and is in memory.
    pub to_move: Option<usize>,
    /// When the game was created (ms since the epoch).
    pub created_at: i64,
    /// When it last changed.
    pub updated_at: i64,
}

/// Every room, the invitations and what rooms share.
pub struct Hub {
    pub(crate) store: Arc<dyn GameStore>,
    rooms: RwLock<HashMap<String, Arc<Room>>>,
    /// Invitation code → (game id, seat), for seats still free.
    invites: StdMutex<HashMap<String, (String, usize)>>,
    /// One permit per bot search that may run at once.
    pub(crate) bots: Arc<Semaphore>,
    pub(crate) bot_threads: usize,
    /// Idle bots by game and level, kept so that their tables and plans are reused (at most
    /// one per bot thread of each kind).
    idle_bots: StdMutex<HashMap<(GameKind, Level), Vec<AnyBot>>>,
    /// Idle Quarto! solvers for analyses, by variant.
    pub(crate) idle_solvers: StdMutex<Vec<quartet_engine::quarto::Solver>>,
    pub(crate) shutdown: watch::Receiver<bool>,
    /// The server's limits.
    pub limits: Limits,
    /// The API's requests per client address.
    pub(crate) http_limiter: crate::limit::RateLimiter,
    rematches: tokio::sync::Mutex<()>,
}

/// The rules text for a new game: for Quartino the number of seats unless the rules say it.
fn rules_for(kind: GameKind, rules: &str, seats: usize) -> String {
    if kind == GameKind::Quartino && !rules.split_whitespace().any(|w| w.starts_with("players=")) {
        format!("players={seats} {rules}").trim().to_string()
    } else {
        rules.trim().to_string()
    }
}

/// A name as shown: trimmed, without control characters, at most 40 characters.
pub fn clean_name(name: Option<&str>) -> Option<String> {
    let cleaned: String = name?
        .chars()
        .filter(|c| !c.is_control())
        .take(40)
        .collect::<String>()
        .trim()
        .to_string();
    (!cleaned.is_empty()).then_some(cleaned)
}

impl Hub {
    pub(crate) fn new(
        store: Arc<dyn GameStore>,
        limits: Limits,
        bot_threads: usize,
        shutdown: watch::Receiver<bool>,
    ) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            rooms: RwLock::new(HashMap::new()),
            invites: StdMutex::new(HashMap::new()),
            bots: Arc::new(Semaphore::new(bot_threads.max(1))),
            bot_threads: bot_threads.max(1),
            idle_bots: StdMutex::new(HashMap::new()),
            idle_solvers: StdMutex::new(Vec::new()),
            shutdown,
            http_limiter: crate::limit::RateLimiter::new(limits.http_requests_per_second, limits.http_burst),
            limits,
            rematches: tokio::sync::Mutex::new(()),
        })
    }

    /// A bot of this game and level: an idle one, or a new one.
    pub(crate) fn take_bot(&self, kind: GameKind, level: Level) -> Result<AnyBot, String> {
        if let Some(bot) = self
            .idle_bots
            .lock()
            .ok()
            .and_then(|mut idle| idle.get_mut(&(kind, level)).and_then(Vec::pop))
        {
            return Ok(bot);
        }
        AnyBot::new(kind, level, token::new_seed()).map_err(|e| e.to_string())
    }

    /// Gives a bot back for later searches.
    pub(crate) fn return_bot(&self, kind: GameKind, level: Level, bot: AnyBot) {
        if let Ok(mut idle) = self.idle_bots.lock() {
            let slot = idle.entry((kind, level)).or_default();
            if slot.len() < self.bot_threads {
                slot.push(bot);
            }
        }
    }

    /// How many rooms are in memory.
    pub fn rooms_in_memory(&self) -> usize {
        self.rooms.read().map_or(0, |r| r.len())
    }

    fn insert(self: &Arc<Self>, room: Arc<Room>, seats: &[Seat]) -> Arc<Room> {
        let room = {
            let Ok(mut rooms) = self.rooms.write() else {
                return room;
            };
            rooms.entry(room.id.clone()).or_insert(room).clone()
        };
        if let Ok(mut invites) = self.invites.lock() {
            for s in seats.iter().filter(|s| s.is_unclaimed()) {
                if let Some(code) = &s.invite {
                    invites.insert(code.clone(), (room.id.clone(), s.index as usize));
                }
            }
        }
        if !room.is_finished() {
            tokio::spawn(room::drive(room.clone(), self.clone()));
        }
        room
    }

    /// The room of a game: in memory, or loaded from the store.
    pub async fn room(self: &Arc<Self>, id: &str) -> Result<Arc<Room>, ApiError> {
        let not_found = || ApiError::not_found(format!("no game with id {id:?}"));
        if id.is_empty()
            || id.len() > 64
            || !id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            return Err(not_found());
        }
        if let Some(room) = self.rooms.read().ok().and_then(|r| r.get(id).cloned()) {
            return Ok(room);
        }
        let stored = self
            .store
            .load_game(id)
            .await
            .map_err(|e| ApiError::storage(&e))?
            .ok_or_else(not_found)?;
        let seats = stored.game.seats.clone();
        let room = Room::restore(stored, self.store.clone(), now_ms())
            .await
            .map_err(|e| ApiError::new(axum::http::StatusCode::INTERNAL_SERVER_ERROR, "corrupt", e))?;
        Ok(self.insert(room, &seats))
    }

    /// Resumes every unfinished game of the store. Returns how many were resumed, and the
    /// games that could not be (with why).
    pub async fn resume(
        self: &Arc<Self>,
    ) -> Result<(usize, Vec<(String, String)>), quartet_store::StoreError> {
        let games = self.store.unfinished_games().await?;
        let now = now_ms();
        let mut resumed = 0;
        let mut failed = Vec::new();
        for stored in games {
            let id = stored.game.id.clone();
            let seats = stored.game.seats.clone();
            match Room::restore(stored, self.store.clone(), now).await {
                Ok(room) => {
                    self.insert(room, &seats);
                    resumed += 1;
                }
                Err(e) => failed.push((id, e)),
            }
        }
        Ok((resumed, failed))
    }

    /// Creates a game: checks everything, stores it, opens its room.
    pub async fn create(self: &Arc<Self>, spec: &GameSpec) -> Result<(Created, Arc<Room>), ApiError> {
        let rules = rules_for(spec.kind, &spec.rules, spec.seats.len());
        let seed = spec.seed.unwrap_or_else(token::new_seed);
        let game = match &spec.start {
            Some(position) => AnyGame::from_position(spec.kind, &rules, position),
            None => AnyGame::start(spec.kind, &rules, seed),
        }
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
        self.create_from(game, spec.start.clone(), seed, spec, &[]).await
    }

    /// Creates a game from its start state, then stores `actions` (an imported record).
    async fn create_from(
        self: &Arc<Self>,
        game: AnyGame,
        start: Option<String>,
        seed: u64,
        spec: &GameSpec,
        actions: &[quartet_core::AnyAction],
    ) -> Result<(Created, Arc<Room>), ApiError> {
        let (kind, plans, names) = (spec.kind, &spec.seats, &spec.names);
        let control: TimeControl = spec
            .clock
            .parse()
            .map_err(|e| ApiError::bad_request(format!("{e}")))?;
        if plans.len() != game.num_players() {
            return Err(ApiError::bad_request(format!(
                "{} with these rules has {} seats, but {} were given",
                kind.name(),
                game.num_players(),
                plans.len()
            )));
        }
        let rules = game.rules_text();
        let id = token::new_game_id();
        let mut tokens = Vec::new();
        let mut invites = Vec::new();
        let mut seats = Vec::new();
        for (i, plan) in plans.iter().enumerate() {
            let name = names.get(i).cloned().flatten();
            let (kind, token_hash, invite) = match plan {
                SeatPlan::Me => {
                    let t = token::new_token();
                    let hash = token::hash_token(&t);
                    tokens.push(SeatToken { seat: i, token: t });
                    (SeatKind::Human, Some(hash), None)
                }
                SeatPlan::Invite | SeatPlan::Open => {
                    let code = token::new_invite_code();
                    invites.push(Invite {
                        seat: i,
                        kind: if *plan == SeatPlan::Open { "open" } else { "invite" },
                        link: format!("/join/{code}"),
                        code: code.clone(),
                    });
                    let kind = if *plan == SeatPlan::Open {
                        SeatKind::Open
                    } else {
                        SeatKind::Human
                    };
                    (kind, None, Some(code))
                }
                SeatPlan::Bot(level) => (
                    SeatKind::Bot {
                        level: level.name().to_string(),
                    },
                    None,
                    None,
                ),
            };
            seats.push(Seat {
                index: i as i32,
                kind,
                name,
                token_hash,
                invite,
            });
        }
        let now = now_ms();
        let settings = Settings {
            kind,
            rules: rules.clone(),
            seed,
            start: start.clone(),
            control,
            created_at: now as i64,
        };
        let new_game = NewGame {
            id: id.clone(),
            kind: kind.tag().to_string(),
            rules,
            seed: seed as i64,
            start,
            time_control: control.to_string(),
            created_at: now as i64,
            seats: seats.clone(),
        };
        self.store
            .create_game(&new_game)
            .await
            .map_err(|e| ApiError::storage(&e))?;
        let room = if actions.is_empty() {
            Room::create(id.clone(), self.store.clone(), settings, seats.clone(), game, now)
        } else {
            // An imported game: its actions are stored, then the room is the stored game replayed.
            let mut state = game.clone();
            for (ply, &action) in actions.iter().enumerate() {
                let seat = state.to_move();
                state
                    .play(action)
                    .map_err(|e| ApiError::bad_request(e.to_string()))?;
                self.store
                    .append_action(
                        &id,
                        &StoredAction {
                            ply: ply as i32,
                            seat: i32::from(seat.0),
                            action: action.to_string(),
                            at: now as i64,
                        },
                    )
                    .await
                    .map_err(|e| ApiError::storage(&e))?;
            }
            if let Some(outcome) = state.outcome() {
                let ending = room::stored_ending(outcome, quartet_core::table::Ending::Rules, now);
                self.store
                    .finish_game(&id, &ending)
                    .await
                    .map_err(|e| ApiError::storage(&e))?;
            }
            let stored = self
                .store
                .load_game(&id)
                .await
                .map_err(|e| ApiError::storage(&e))?
                .ok_or_else(|| ApiError::not_found(format!("no game with id {id:?}")))?;
            Room::restore(stored, self.store.clone(), now)
                .await
                .map_err(ApiError::bad_request)?
        };
        let room = self.insert(room, &seats);
        Ok((Created { id, tokens, invites }, room))
    }

    /// Imports a record as a new game that goes on from its last position.
    /// `spec.kind` and `spec.rules` are ignored (the record's are used); no seats means every
    /// seat is the importer's.
    pub async fn import(
        self: &Arc<Self>,
        record: &str,
        spec: &GameSpec,
    ) -> Result<(Created, Arc<Room>), ApiError> {
        let (start, actions) =
            AnyGame::from_record(record).map_err(|e| ApiError::bad_request(format!("bad record: {e}")))?;
        let mut spec = spec.clone();
        spec.kind = start.kind();
        spec.rules = start.rules_text();
        if spec.seats.is_empty() {
            spec.seats = vec![SeatPlan::Me; start.num_players()];
        }
        let position = start.position();
        self.create_from(start, Some(position), 0, &spec, &actions).await
    }

    /// The game and seat an invitation is for.
    pub fn invitation(&self, code: &str) -> Option<(String, usize)> {
        self.invites.lock().ok()?.get(code).cloned()
    }

    fn forget_invites(&self, game: &str, seat: usize) {
        if let Ok(mut invites) = self.invites.lock() {
            invites.retain(|_, (g, s)| !(g == game && *s == seat));
        }
    }

    /// Takes the seat an invitation is for.
    pub async fn join_by_code(
        self: &Arc<Self>,
        code: &str,
        name: Option<String>,
    ) -> Result<(Arc<Room>, usize, String), ApiError> {
        let (id, seat) = self.invitation(code).ok_or_else(|| {
            ApiError::not_found("no such invitation: it may have been used already, or its game is over")
        })?;
        let room = self.room(&id).await?;
        let token = room.claim_seat(seat, name).await?;
        self.forget_invites(&id, seat);
        Ok((room, seat, token))
    }

    /// Takes an open seat (the given one, or the first open one) of a game.
    pub async fn join_open(
        self: &Arc<Self>,
        id: &str,
        seat: Option<usize>,
        name: Option<String>,
    ) -> Result<(Arc<Room>, usize, String), ApiError> {
        let room = self.room(id).await?;
        let snapshot = room.snapshot();
        let open: Vec<usize> = snapshot
            .seats
            .iter()
            .filter(|s| s.kind == "open")
            .map(|s| s.seat)
            .collect();
        let seat = match seat {
            Some(s) if open.contains(&s) => s,
            Some(s) => {
                return Err(ApiError::conflict(
                    "seat_taken",
                    format!(
                        "seat {} is not open to anyone (taken, or for an invited person)",
                        s + 1
                    ),
                ));
            }
            None => *open
                .first()
                .ok_or_else(|| ApiError::conflict("seat_taken", "this game has no open seat"))?,
        };
        let token = room.claim_seat(seat, name).await?;
        self.forget_invites(id, seat);
        Ok((room, seat, token))
    }

    /// A rematch of a finished game, asked by the holder of `held`: the seats turn by one (so
    /// another seat begins), bots stay, the asker's seats are theirs, and every other person
    /// gets an invitation shown only to them. If the rematch exists, the asker's invitations to
    /// it are taken instead.
    pub async fn rematch(self: &Arc<Self>, room: &Arc<Room>, held: &[usize]) -> Result<Created, ApiError> {
        if held.is_empty() {
            return Err(ApiError::new(
                axum::http::StatusCode::FORBIDDEN,
                "spectator",
                "only players can ask for a rematch",
            ));
        }
        let _one_at_a_time = self.rematches.lock().await;
        let snapshot = room.snapshot();
        if !snapshot.is_over() {
            return Err(ApiError::conflict("not_over", "a rematch is for a finished game"));
        }
        if let Some(existing) = snapshot.rematch.clone() {
            let mut tokens = Vec::new();
            for &s in held {
                if let Some(code) = existing.invites.get(s).cloned().flatten()
                    && let Ok((_, seat, token)) = self.join_by_code(&code, None).await
                {
                    tokens.push(SeatToken { seat, token });
                }
            }
            if tokens.is_empty() {
                return Err(ApiError::conflict(
                    "rematch_exists",
                    format!(
                        "the rematch is game {}: your seats there are taken already",
                        existing.id
                    ),
                ));
            }
            return Ok(Created {
                id: existing.id,
                tokens,
                invites: Vec::new(),
            });
        }
        let (settings, seats) = room
            .with_state(|st| (st.settings.clone(), st.seats.clone()))
            .await;
        let n = seats.len();
        let seat_map: Vec<usize> = (0..n).map(|i| (i + 1) % n).collect();
        let mut plans = vec![SeatPlan::Open; n];
        let mut names = vec![None; n];
        for (i, s) in seats.iter().enumerate() {
            let j = seat_map[i];
            names[j] = s.name.clone();
            plans[j] = match &s.kind {
                _ if held.contains(&i) => SeatPlan::Me,
                SeatKind::Bot { level } => level.parse().map(SeatPlan::Bot).unwrap_or(SeatPlan::Invite),
                _ => SeatPlan::Invite,
            };
        }
        let spec = GameSpec {
            kind: settings.kind,
            rules: settings.rules.clone(),
            clock: settings.control.to_string(),
            seats: plans,
            names,
            seed: None,
            start: settings.start.clone(),
        };
        let (created, _) = self.create(&spec).await?;
        let mut invites = vec![None; n];
        for (i, j) in seat_map.iter().enumerate() {
            invites[i] = created
                .invites
                .iter()
                .find(|inv| inv.seat == *j)
                .map(|inv| inv.code.clone());
        }
        room.set_rematch(Rematch {
            id: created.id.clone(),
            invites,
            seat_map,
        })
        .await?;
        Ok(created)
    }

    /// Games by status (open and live when `None`), newest first.
    pub async fn list(&self, status: Option<Status>, limit: i64) -> Result<Vec<Listed>, ApiError> {
        let summaries: Vec<GameSummary> = match status {
            Some(s) => self.store.list_games(Some(s), limit).await,
            None => {
                let mut open = self
                    .store
                    .list_games(Some(Status::Open), limit)
                    .await
                    .map_err(|e| ApiError::storage(&e))?;
                let live = self
                    .store
                    .list_games(Some(Status::Live), limit)
                    .await
                    .map_err(|e| ApiError::storage(&e))?;
                open.extend(live);
                open.sort_by(|a, b| (b.created_at, &b.id).cmp(&(a.created_at, &a.id)));
                open.truncate(limit.max(0) as usize);
                Ok(open)
            }
        }
        .map_err(|e| ApiError::storage(&e))?;
        let rooms = self.rooms.read().map(|r| {
            summaries
                .iter()
                .map(|s| r.get(&s.id).map(|room| room.snapshot()))
                .collect::<Vec<_>>()
        });
        let snapshots = rooms.unwrap_or_else(|_| vec![None; summaries.len()]);
        Ok(summaries
            .into_iter()
            .zip(snapshots)
            .map(|(s, snap)| {
                let seats: Vec<PublicSeat> = match &snap {
                    Some(snap) => snap.seats.clone(),
                    None => s.seats.iter().map(|seat| PublicSeat::of(seat, 0)).collect(),
                };
                Listed {
                    joinable: seats.iter().any(|p| p.kind == "open"),
                    id: s.id,
                    game: s.kind,
                    rules: s.rules,
                    status: s.status.as_str(),
                    seats,
                    ply: s.plies,
                    clock: snap.as_ref().map(|sn| sn.control.to_string()),
                    to_move: snap
                        .as_ref()
                        .filter(|sn| !sn.is_over())
                        .map(|sn| sn.game.to_move().index()),
                    created_at: s.created_at,
                    updated_at: s.updated_at,
                }
            })
            .collect())
    }

    /// Forgets finished rooms nobody watches that ended more than `after` ago (they are
    /// loaded again from the store when asked for).
    pub fn sweep(&self, after: Duration) -> usize {
        let now = now_ms();
        let Ok(mut rooms) = self.rooms.write() else {
            return 0;
        };
        let before = rooms.len();
        rooms.retain(|_, room| {
            let snap = room.snapshot();
            let old = snap
                .ended_at
                .is_some_and(|t| now.saturating_sub(t) > after.as_millis() as u64);
            !(snap.is_over() && old && room.watchers() == 0)
        });
        before - rooms.len()
    }
}

/// The players' view of who a seat is, for messages: `player 2`.
pub fn seat_name(seat: usize) -> String {
    Player(seat as u8).to_string()
}
