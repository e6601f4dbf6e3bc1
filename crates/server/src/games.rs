//! The games of this server: created (from settings, from a record, or as a rematch), found by
//! id (a finished game not in memory is loaded from the store on demand), joined, listed and
//! resumed at start-up — every unfinished game in the store is replayed into a room and its
//! driver started again. [`Games`] ties the store, the registry of rooms ([`Hub`]) and the bot
//! pool together; it knows nothing of HTTP.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use quartet_core::clock::TimeControl;
use quartet_core::record::{RawRecord, player_name};
use quartet_core::text::Excerpt;
use quartet_core::{AnyAction, AnyError, AnyGame, GameKind, Player};
use quartet_engine::any::AnyBot;
use quartet_store::cluster::AccountChange;
use quartet_store::{
    GameStore, GameSummary, NewGame, Seat, SeatAccount, SeatKind, Status, StoreError, StoredAction,
};

use crate::bots::BotPool;
use crate::detail::Detail;
use crate::hub::Hub;
use crate::model::{
    AccountRef, PublicSeat, PublicSeatKind, Rematch, SeatPlan, Settings, Taker, clean_name, stored_ending,
};
use crate::rated::RatedRefusal;
use crate::room::{Act, Forward, Room, RoomError, driver};
use crate::time::Time;
use crate::token;
use crate::wire::{Created, GameStatus, Invite, InviteKind, Listed, SeatToken};

/// Why a request about games was refused.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// No such game.
    #[error("no game with id {0}")]
    NotFound(Excerpt),
    /// No such invitation.
    #[error("no such invitation: it may have been used already, or its game is over")]
    NoInvitation,
    /// The request does not make sense (clock, seats, record).
    #[error("{0}")]
    BadRequest(Detail),
    /// The rules refused the game's rules or start.
    #[error("{0}")]
    Rules(AnyError),
    /// A stored game does not replay.
    #[error("{0}")]
    Corrupt(String),
    /// The seat asked for is not open to anyone.
    #[error("seat {} is not open to anyone (taken, or for an invited person)", .0.saturating_add(1))]
    SeatNotOpen(usize),
    /// The game has no open seat.
    #[error("this game has no open seat")]
    NoOpenSeat,
    /// A rematch of a game that ended without a result (cancelled, aborted, abandoned).
    #[error("a rematch is for a game played to its end: this one was cancelled, aborted or abandoned")]
    Unplayed,
    /// The rematch exists and the asker's seats there are taken.
    #[error("the rematch is game {0}: your seats there are taken already")]
    RematchExists(String),
    /// The client has as many games waiting for players as it may.
    #[error("your address has {0} games waiting for players, the most it may: wait until one starts")]
    TooManyOpen(usize),
    /// The game cannot be rated as asked.
    #[error(transparent)]
    Rated(#[from] RatedRefusal),
    /// The room refused.
    #[error(transparent)]
    Room(#[from] RoomError),
}

impl From<StoreError> for GameError {
    fn from(e: StoreError) -> GameError {
        GameError::Room(e.into())
    }
}

/// A game to create.
#[derive(Clone, Debug)]
pub struct GameSpec {
    /// Which game.
    pub kind: GameKind,
    /// The rules text (empty for the defaults; a game whose number of seats varies gets
    /// `players=` from the seats).
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
    /// Whether the players get hints for beginners.
    pub hints: bool,
    /// Whether the table has its chat.
    pub chat: bool,
    /// The creator's client (see [`Taker`]).
    pub creator: Option<IpAddr>,
    /// The creator's account, when signed in: it holds the creator's seats (named after it
    /// where no name is given, and always in a rated game).
    pub account: Option<AccountRef>,
    /// Whether the game is rated (see [`Games::create`]).
    pub rated: bool,
}

/// The most seats any game has.
pub fn most_seats() -> usize {
    GameKind::ALL.iter().map(|k| *k.seats().end()).max().unwrap_or(2)
}

/// The shortest turn a clock may give (a turn over the network takes a few round trips).
pub const MIN_TURN_MS: u64 = 1_000;
/// The shortest time a whole game may give each seat.
pub const MIN_GAME_MS: u64 = 10_000;
/// The longest time a turn or a game may give (a day).
pub const MAX_CLOCK_MS: u64 = 24 * 3_600_000;
/// The longest time a turn (a correspondence game's: `3d/move`): 14 days.
pub const MAX_TURN_MS: u64 = 14 * 24 * 3_600_000;
/// The largest increment.
pub const MAX_INCREMENT_MS: u64 = 3_600_000;

/// A new game's time control, read and bounded: at least [`MIN_TURN_MS`] a turn or
/// [`MIN_GAME_MS`] a game, at most [`MAX_TURN_MS`] a turn and [`MAX_CLOCK_MS`] a game, increments up to [`MAX_INCREMENT_MS`].
pub fn time_control(text: &str) -> Result<TimeControl, GameError> {
    if text.trim().is_empty() {
        return Err(GameError::BadRequest(Detail::new(
            "clock-missing",
            "clock: give none, a time a turn (30s/move) or a time a game (10m, 10m+5s)",
        )));
    }
    let control: TimeControl = text.parse().map_err(|e| {
        GameError::BadRequest(
            Detail::new("clock", format!("clock: {e}")).with("clock", Excerpt::new(text.trim())),
        )
    })?;
    let bad = |code: &'static str, what: &str| {
        GameError::BadRequest(
            Detail::new(code, format!("clock {}: {what}", text.trim()))
                .with("clock", Excerpt::new(text.trim())),
        )
    };
    match control {
        TimeControl::Unlimited => {}
        TimeControl::PerMove { limit_ms } if !(MIN_TURN_MS..=MAX_TURN_MS).contains(&limit_ms) => {
            return Err(bad(
                "clock-turn-range",
                "a turn gets at least 1 s and at most 14 days",
            ));
        }
        TimeControl::Total { initial_ms, .. } if !(MIN_GAME_MS..=MAX_CLOCK_MS).contains(&initial_ms) => {
            return Err(bad(
                "clock-game-range",
                "a game gets at least 10 s and at most 24 h a seat",
            ));
        }
        TimeControl::Total { increment_ms, .. } if increment_ms > MAX_INCREMENT_MS => {
            return Err(bad("clock-increment-range", "the increment is at most 1 h"));
        }
        _ => {}
    }
    Ok(control)
}

/// The longest cap on a game's length this server plays with (Quartino's `cap`, in turns;
/// Danish Quarto's `ply_cap`, in plies): a game whose rules set none gets this one, a longer
/// one is refused. Quarto! ends within 16 placements by its rules. So no game's history grows
/// without bound.
pub const MAX_LENGTH_CAP: u32 = 1_000;

/// The start of a game of `kind` made by `make` from `rules`, its length bounded by this
/// server's cap ([`MAX_LENGTH_CAP`]): the cap is added to rules that set none, and rules that
/// set a longer one are refused.
fn bounded(
    kind: GameKind,
    rules: &str,
    make: impl Fn(&str) -> Result<AnyGame, AnyError>,
) -> Result<AnyGame, GameError> {
    let game = make(rules).map_err(GameError::Rules)?;
    let Some(cap) = kind.length_cap() else {
        return Ok(game);
    };
    match game.length_cap() {
        Some(n) if n <= MAX_LENGTH_CAP => Ok(game),
        Some(n) => Err(GameError::BadRequest(
            Detail::new(
                "length-cap",
                format!(
                    "{}={n}: this server plays {} games of at most {MAX_LENGTH_CAP} {}",
                    cap.option,
                    kind.name(),
                    cap.unit
                ),
            )
            .with("option", cap.option)
            .with("most", MAX_LENGTH_CAP),
        )),
        None => make(&with_cap(rules, cap.option)).map_err(GameError::Rules),
    }
}

/// `rules` with `option` set to this server's cap, in place of the `option=none` they may name
/// (a rule given twice is refused).
fn with_cap(rules: &str, option: &str) -> String {
    let prefix = format!("{option}=");
    let mut words: Vec<String> = rules
        .split_whitespace()
        .filter(|w| !w.starts_with(&prefix))
        .map(str::to_string)
        .collect();
    words.push(format!("{option}={MAX_LENGTH_CAP}"));
    words.join(" ")
}

/// A game with hidden information and a seat for another person (invited or open) is dealt by
/// the server from the operating system's secure random source: nobody may choose its deal
/// (a seed, a start position, a record), since whoever chose it would know every hand.
fn check_chosen_deal(spec: &GameSpec, how: &str) -> Result<(), GameError> {
    let others = spec
        .seats
        .iter()
        .any(|s| matches!(s, SeatPlan::Invite | SeatPlan::Open));
    if spec.kind.hides_information() && others {
        return Err(GameError::BadRequest(Detail::new(
            "chosen-deal",
            format!(
                "{} hides cards and has seats for other people, so nobody may choose its deal: {how} \
                 (a chosen deal is for games of your own seats and bots)",
                spec.kind.name()
            ),
        )));
    }
    Ok(())
}

/// Refuses a rated game that is not one signed-in player's seat and seats for other people,
/// from the usual start dealt by the server, without hints.
fn check_rated(spec: &GameSpec) -> Result<(), RatedRefusal> {
    if spec.account.is_none() {
        return Err(RatedRefusal::SignedOut);
    }
    if spec.seats.iter().any(|s| matches!(s, SeatPlan::Bot(_))) {
        return Err(RatedRefusal::Bot);
    }
    if spec.seats.iter().filter(|s| **s == SeatPlan::Me).count() != 1 {
        return Err(RatedRefusal::Seats);
    }
    if spec.seed.is_some() || spec.start.is_some() {
        return Err(RatedRefusal::ChosenStart);
    }
    if spec.hints {
        return Err(RatedRefusal::Hints);
    }
    Ok(())
}

/// A two-player game as quick pairing and seeks offer it: its rules and clock in their usual
/// form (so that equal offers are equal texts) and its rating class.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Offer {
    /// Which game.
    pub kind: GameKind,
    /// The rules, as the game writes them.
    pub rules: String,
    /// The time control, as written back.
    pub clock: String,
    /// The rating class (`game/family/speed`).
    pub class: String,
}

impl Offer {
    /// The offer of a game of `kind` for two players with these rules and clock, checked as a
    /// new game's are.
    pub fn new(kind: GameKind, rules: &str, clock: &str) -> Result<Offer, GameError> {
        if !kind.seats().contains(&2) {
            return Err(GameError::BadRequest(Detail::new(
                "two-players",
                format!("{} is not a game for two players", kind.name()),
            )));
        }
        let rules = kind.rules_for_seats(rules, 2);
        let game = bounded(kind, &rules, |rules| AnyGame::start(kind, rules, 0))?;
        if game.num_players() != 2 {
            return Err(GameError::BadRequest(
                Detail::new(
                    "seat-count",
                    format!(
                        "these rules of {} have {} seats: pairing is for two players",
                        kind.name(),
                        game.num_players()
                    ),
                )
                .with("seats", game.num_players())
                .with("given", 2usize),
            ));
        }
        let control = time_control(clock)?;
        Ok(Offer {
            kind,
            rules: game.rules_text(),
            clock: control.to_string(),
            class: quartet_rating::RatingClass::of(&game, control).to_string(),
        })
    }
}

/// The most games a page of the lobby holds (`GET /api/games?limit=`).
pub const LOBBY_PAGE_MAX: usize = 200;
/// The most games the lobby asks for by id at once (`GET /api/games?ids=`).
pub const LISTED_IDS_MAX: usize = 20;
/// The deepest page of the lobby: the offset of its first game at most.
pub const LOBBY_MAX_OFFSET: usize = 2_000;
/// The waiting games the lobby orders (the newest ones; a flood makes more expire or wait).
const LOBBY_WAITING_SCAN: i64 = 2_000;
/// The games of one creator's address in each round of the lobby's fair order.
pub const LOBBY_PER_CREATOR: usize = 3;

/// The lobby's fair order of waiting games, given newest first with their creator's address
/// (`None`: not known, e.g. created before a restart — each such game counts on its own): in
/// rounds, each address's newest `per_creator` games in the first round (newest first), its
/// next `per_creator` in the second, and so on. So a game of a person who created a few comes
/// before the hundredth of an address that floods, however new those are.
pub fn fair_order<T>(games: Vec<(T, Option<IpAddr>)>, per_creator: usize) -> Vec<T> {
    let mut seen: HashMap<IpAddr, usize> = HashMap::new();
    let mut ranked: Vec<(usize, T)> = games
        .into_iter()
        .map(|(game, creator)| {
            let round = match creator {
                Some(ip) => {
                    let n = seen.entry(ip).or_default();
                    *n += 1;
                    (*n - 1) / per_creator.max(1)
                }
                None => 0,
            };
            (round, game)
        })
        .collect();
    // Stable: newest first within a round.
    ranked.sort_by_key(|(round, _)| *round);
    ranked.into_iter().map(|(_, game)| game).collect()
}

/// The games of this server: see the module docs.
pub struct Games {
    hub: Arc<Hub>,
    store: Arc<dyn GameStore>,
    bots: BotPool,
    time: Time,
    rematches: tokio::sync::Mutex<()>,
    /// The most games waiting for players one client address may have (`None`: no limit).
    open_per_client: Option<usize>,
    /// The games each client address created that may still wait for players.
    opened_by: std::sync::Mutex<HashMap<IpAddr, Vec<String>>>,
    /// How long a game that waits for players may be left untouched: with a clock, without.
    expiry: Option<(Duration, Duration)>,
    /// Several nodes on one database: where mirrors send their calls. Unset for one node.
    forwarder: std::sync::OnceLock<Arc<dyn Forward>>,
    /// How long a seat of a real-time or untimed game between people has for its first turn
    /// (ms; see [`Room::set_first_turn_ms`]).
    first_turn_ms: u64,
}

impl Games {
    /// The games kept in `store`, registered in `hub`, their bots run by `bots`, timed by `time`.
    pub fn new(hub: Arc<Hub>, store: Arc<dyn GameStore>, bots: BotPool, time: Time) -> Games {
        Games {
            hub,
            store,
            bots,
            time,
            rematches: tokio::sync::Mutex::new(()),
            open_per_client: None,
            opened_by: std::sync::Mutex::default(),
            expiry: None,
            forwarder: std::sync::OnceLock::new(),
            first_turn_ms: crate::room::state::FIRST_TURN_MS,
        }
    }

    /// The same, a seat of a real-time or untimed game between people having `first_turn` for
    /// its first turn before the game is aborted.
    pub fn with_first_turn(mut self, first_turn: Duration) -> Games {
        self.first_turn_ms = u64::try_from(first_turn.as_millis()).unwrap_or(u64::MAX);
        self
    }

    /// The same, games waiting for players cancelled once untouched for `timed` (those with a
    /// clock) or `untimed` (those without); see [`Games::expire_waiting`].
    pub fn with_waiting_expiry(mut self, timed: Duration, untimed: Duration) -> Games {
        self.expiry = Some((timed, untimed));
        self
    }

    /// How often [`Games::expire_waiting`] should run: a quarter of the shorter expiry, at
    /// most a minute.
    pub fn expiry_check_every(&self) -> Duration {
        self.expiry.map_or(Duration::from_secs(60), |(timed, untimed)| {
            (timed.min(untimed) / 4).clamp(Duration::from_millis(50), Duration::from_secs(60))
        })
    }

    /// Cancels the games that wait for players (a seat invited or open) and that nobody
    /// touched — no seat taken, no change, no player connected — for the expiry of their kind
    /// (with a clock or without; see [`crate::Limits`]): the creator's cancel, done by the
    /// server (`termination` `cancel`), their invitations forgotten and their rooms gone from
    /// memory. A game under way is never cancelled so (its clocks and claims end it). Run at
    /// start-up (games that expired while the server was down) and then regularly. Returns
    /// how many.
    pub async fn expire_waiting(&self) -> usize {
        let Some((timed, untimed)) = self.expiry else {
            return 0;
        };
        let now = self.time.now();
        let mut expired = 0;
        for room in self.hub.rooms() {
            let snapshot = room.snapshot();
            if snapshot.status != Status::Open {
                continue;
            }
            let after = if snapshot.control == TimeControl::Unlimited {
                untimed
            } else {
                timed
            };
            let before = now.saturating_sub(after.as_millis() as u64);
            match room.expire_untouched(before).await {
                Ok(true) => {
                    self.hub.forget_game_invites(&room.id);
                    self.hub.forget_if_unwatched(&room.id);
                    tracing::info!(game = %room.id, "cancelled: it waited for its players untouched for {after:?}");
                    expired += 1;
                }
                Ok(false) => {}
                Err(e) => tracing::warn!(game = %room.id, "not cancelled after waiting: {e}"),
            }
        }
        expired
    }

    /// The same, with at most `n` games waiting for players per client address.
    pub fn with_open_games_per_client(mut self, n: Option<usize>) -> Games {
        self.open_per_client = n;
        self
    }

    /// Refuses a new game of `client` when its games waiting for players are at the cap.
    fn check_open_games(&self, client: Option<IpAddr>) -> Result<(), GameError> {
        let (Some(client), Some(cap)) = (client, self.open_per_client) else {
            return Ok(());
        };
        let Ok(mut opened) = self.opened_by.lock() else {
            return Ok(());
        };
        let Some(ids) = opened.get_mut(&client) else {
            return Ok(());
        };
        ids.retain(|id| {
            self.hub
                .get(id)
                .is_some_and(|room| room.snapshot().status == Status::Open)
        });
        if ids.is_empty() {
            opened.remove(&client);
            return Ok(());
        }
        if ids.len() >= cap {
            return Err(GameError::TooManyOpen(cap));
        }
        Ok(())
    }

    /// Notes a game `client` created that waits for players.
    fn note_open_game(&self, client: Option<IpAddr>, room: &Room) {
        if let (Some(client), Some(_)) = (client, self.open_per_client)
            && room.snapshot().status == Status::Open
            && let Ok(mut opened) = self.opened_by.lock()
        {
            opened.entry(client).or_default().push(room.id.clone());
        }
    }

    /// The registry of rooms.
    pub fn hub(&self) -> &Arc<Hub> {
        &self.hub
    }

    /// The store.
    pub fn store(&self) -> &Arc<dyn GameStore> {
        &self.store
    }

    /// An account took guests' seats of `games` in the store: their rooms in memory take the
    /// seats' new holders (name, account) from the store and tell their connections at once.
    /// A game the store cannot give now keeps its seats until it is loaded again. The other
    /// nodes (several on one database) are told, and do the same ([`Games::seats_claimed_here`]).
    pub async fn seats_claimed(&self, games: &[String]) {
        self.seats_claimed_here(games).await;
        if let Some(cluster) = self.store.cluster()
            && let Err(e) = cluster.tell_accounts(AccountChange::SeatsClaimed(games)).await
        {
            tracing::warn!(
                "the other nodes are not told of the claimed seats (they show them at their next reload): {e}"
            );
        }
    }

    /// [`Games::seats_claimed`] in this node's rooms only (another node told this one).
    pub async fn seats_claimed_here(&self, games: &[String]) {
        for id in games {
            let Some(room) = self.hub.get(id) else { continue };
            match self.store.load_game(id).await {
                Ok(Some(stored)) => room.holders_stored(&stored.game.seats).await,
                Ok(None) => {}
                Err(e) => tracing::warn!(game = %id, "the claimed seats are not shown yet: {e}"),
            }
        }
    }

    /// The account `account_id` was deleted: its seats in every room in memory turn into a
    /// deleted player's, told to their connections at once. The other nodes (several on one
    /// database) are told, and do the same ([`Games::account_deleted_here`]).
    pub async fn account_deleted(&self, account_id: &str) {
        self.account_deleted_here(account_id).await;
        if let Some(cluster) = self.store.cluster()
            && let Err(e) = cluster.tell_accounts(AccountChange::Deleted(account_id)).await
        {
            tracing::warn!(
                "the other nodes are not told of a deleted account (they show it at their next reload): {e}"
            );
        }
    }

    /// [`Games::account_deleted`] in this node's rooms only (another node told this one).
    pub async fn account_deleted_here(&self, account_id: &str) {
        for room in self.hub.rooms() {
            room.account_deleted(account_id).await;
        }
    }

    /// The games' clock.
    pub fn time(&self) -> Time {
        self.time.clone()
    }

    /// The time now.
    pub fn now(&self) -> u64 {
        self.time.now()
    }

    /// Makes this server one node of several on one database (see [`crate::cluster`]): rooms
    /// loaded from the store are mirrors until the node takes their game, and mirrors send
    /// their clients' calls through `forwarder`.
    pub fn join_cluster(&self, forwarder: Arc<dyn Forward>) {
        let _ = self.forwarder.set(forwarder);
    }

    /// Whether this server is one node of several (see [`Games::join_cluster`]).
    pub fn in_cluster(&self) -> bool {
        self.forwarder.get().is_some()
    }

    /// Registers a room; starts its driver if it is new and not finished.
    pub(crate) fn insert(&self, room: Arc<Room>, seats: &[Seat]) -> Arc<Room> {
        if let Some(forwarder) = self.forwarder.get() {
            room.set_forwarder(forwarder.clone());
        }
        room.set_first_turn_ms(self.first_turn_ms);
        let (room, new) = self.hub.insert(room, seats);
        if new && let Some(forwarder) = self.forwarder.get() {
            forwarder.ask_presence(&room.id);
        }
        if new && !room.is_finished() {
            tokio::spawn(driver::drive(room.clone(), self.bots.clone()));
        }
        room
    }

    /// The room of a game: in memory, or loaded from the store.
    pub async fn room(&self, id: &str) -> Result<Arc<Room>, GameError> {
        let not_found = || GameError::NotFound(Excerpt::new(id));
        if id.is_empty()
            || id.len() > 64
            || !id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            return Err(not_found());
        }
        if let Some(room) = self.hub.get(id) {
            return Ok(room);
        }
        let stored = self.store.load_game(id).await?.ok_or_else(not_found)?;
        let seats = stored.game.seats.clone();
        let room = if self.in_cluster() && stored.status != Status::Finished {
            // Another node drives it, or will: the cluster's sweep takes it if none does.
            Room::mirror_of(stored, self.store.clone(), self.time.clone())
        } else {
            Room::restore(stored, self.store.clone(), self.time.clone()).await
        }
        .map_err(GameError::Corrupt)?;
        Ok(self.insert(room, &seats))
    }

    /// Resumes every unfinished game of the store. Returns how many were resumed, and the
    /// games that could not be (with why).
    pub async fn resume(&self) -> Result<(usize, Vec<(String, String)>), StoreError> {
        let games = self.store.unfinished_games().await?;
        let mut resumed = 0;
        let mut failed = Vec::new();
        for stored in games {
            let id = stored.game.id.clone();
            let seats = stored.game.seats.clone();
            match Room::restore(stored, self.store.clone(), self.time.clone()).await {
                Ok(room) => {
                    self.insert(room, &seats);
                    resumed += 1;
                }
                Err(e) => failed.push((id, e)),
            }
        }
        Ok((resumed, failed))
    }

    /// Creates a game: checks everything, stores it, opens its room. A rated game is asked by
    /// a signed-in player who holds one seat, every other seat waiting for another person
    /// (open or invited, taken by accounts only), dealt by the server from the usual start,
    /// without hints; anything else is a [`RatedRefusal`].
    pub async fn create(&self, spec: &GameSpec) -> Result<(Created, Arc<Room>), GameError> {
        self.create_held(spec, None).await
    }

    /// Creates a game as [`Games::create`] does, the creator's seat (`SeatPlan::Me`) held by the
    /// token whose hash is `token_hash` if one is given (a token another node made: then
    /// `Created::tokens` does not have it).
    pub(crate) async fn create_held(
        &self,
        spec: &GameSpec,
        token_hash: Option<String>,
    ) -> Result<(Created, Arc<Room>), GameError> {
        if spec.rated {
            check_rated(spec)?;
        }
        if spec.seed.is_some() || spec.start.is_some() {
            check_chosen_deal(spec, "leave out seed and start: the server deals")?;
        }
        let rules = spec.kind.rules_for_seats(&spec.rules, spec.seats.len());
        let seed = spec.seed.unwrap_or_else(token::new_seed);
        let game = bounded(spec.kind, &rules, |rules| match &spec.start {
            Some(position) => AnyGame::from_position(spec.kind, rules, position),
            None => AnyGame::start(spec.kind, rules, seed),
        })?;
        if game.is_over() {
            // Only a chosen start can be over already: nothing would be left to play.
            return Err(GameError::BadRequest(Detail::new(
                "start-over",
                "start: the game is over in this position, so nothing is left to play: \
                 choose a position before its end",
            )));
        }
        self.create_from(game, spec.start.clone(), seed, spec, &[], token_hash)
            .await
    }

    /// Creates a game from its start state, then stores `actions` (an imported record).
    async fn create_from(
        &self,
        game: AnyGame,
        start: Option<String>,
        seed: u64,
        spec: &GameSpec,
        actions: &[AnyAction],
        mut held: Option<String>,
    ) -> Result<(Created, Arc<Room>), GameError> {
        if spec
            .seats
            .iter()
            .any(|plan| matches!(plan, SeatPlan::Invite | SeatPlan::Open))
        {
            self.check_open_games(spec.creator)?;
        }
        let (kind, plans, names) = (spec.kind, &spec.seats, &spec.names);
        for plan in plans {
            if let SeatPlan::Bot(level) = plan {
                AnyBot::new(kind, *level, 0).map_err(|e| {
                    GameError::BadRequest(
                        Detail::new("bot-level", e.to_string()).with("level", level.to_string()),
                    )
                })?;
            }
        }
        let control = time_control(&spec.clock)?;
        let rated = spec
            .rated
            .then(|| quartet_rating::RatingClass::of(&game, control).to_string());
        if plans.len() != game.num_players() {
            return Err(GameError::BadRequest(
                Detail::new(
                    "seat-count",
                    format!(
                        "{} with these rules has {} seats, but {} were given",
                        kind.name(),
                        game.num_players(),
                        plans.len()
                    ),
                )
                .with("seats", game.num_players())
                .with("given", plans.len()),
            ));
        }
        let rules = game.rules_text();
        let id = token::new_game_id();
        let mut tokens = Vec::new();
        let mut invites = Vec::new();
        let mut seats = Vec::new();
        for (i, plan) in plans.iter().enumerate() {
            let mut name = names.get(i).cloned().flatten();
            // An account plays under its own name: its seat links to its page.
            if let (SeatPlan::Me, Some(account)) = (plan, &spec.account) {
                name = Some(account.name.clone());
            }
            let (kind, token_hash, invite) = match plan {
                SeatPlan::Me => {
                    let hash = match held.take() {
                        Some(hash) => hash,
                        None => {
                            let t = token::new_token();
                            let hash = token::hash_token(&t);
                            tokens.push(SeatToken { seat: i, token: t });
                            hash
                        }
                    };
                    (SeatKind::Human, Some(hash), None)
                }
                SeatPlan::Invite | SeatPlan::Open => {
                    let code = token::new_invite_code();
                    let open = *plan == SeatPlan::Open;
                    invites.push(Invite {
                        seat: i,
                        kind: if open {
                            InviteKind::Open
                        } else {
                            InviteKind::Invite
                        },
                        link: format!("/join/{code}"),
                        code: code.clone(),
                    });
                    let kind = if open { SeatKind::Open } else { SeatKind::Human };
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
                account: match (&spec.account, &token_hash) {
                    (Some(account), Some(_)) => SeatAccount::Held(account.id.clone()),
                    _ => SeatAccount::None,
                },
                token_hash,
                invite,
            });
        }
        let now = self.time.now();
        let settings = Settings {
            kind,
            rules: rules.clone(),
            seed,
            start: start.clone(),
            control,
            created_at: now as i64,
            hints: spec.hints,
            rated: rated.clone(),
            chat: spec.chat,
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
            hints: spec.hints,
            rated,
            chat: spec.chat,
        };
        self.store.create_game(&new_game).await?;
        let room = if actions.is_empty() {
            Room::create(
                id.clone(),
                self.store.clone(),
                self.time.clone(),
                settings,
                seats.clone(),
                game,
            )
        } else {
            // An imported game: its actions are stored, then the room is the stored game replayed.
            let mut state = game.clone();
            for (ply, &action) in actions.iter().enumerate() {
                let seat = state.to_move();
                state.play(action).map_err(GameError::Rules)?;
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
                    .await?;
            }
            if let Some(outcome) = state.outcome() {
                let ending = stored_ending(outcome, quartet_core::table::Ending::Rules, now);
                self.store.finish_game(&id, &ending).await?;
            }
            let stored = self
                .store
                .load_game(&id)
                .await?
                .ok_or_else(|| GameError::NotFound(Excerpt::new(&id)))?;
            Room::restore(stored, self.store.clone(), self.time.clone())
                .await
                .map_err(|e| GameError::BadRequest(Detail::new("record-replay", e)))?
        };
        room.note_creator(spec.creator).await;
        let room = self.insert(room, &seats);
        self.note_open_game(spec.creator, &room);
        Ok((Created { id, tokens, invites }, room))
    }

    /// Imports a record as a new game that goes on from its last position, or after its first
    /// `ply` actions. `spec.kind` and `spec.rules` are ignored (the record's are used); no seats
    /// means every seat is the importer's; seats without a name in `spec` keep the record's
    /// (`[Player1 "Ada"]`), but for bots, which name themselves.
    pub async fn import(
        &self,
        record: &str,
        spec: &GameSpec,
        ply: Option<usize>,
    ) -> Result<(Created, Arc<Room>), GameError> {
        if spec.rated {
            return Err(RatedRefusal::Imported.into());
        }
        let raw = RawRecord::parse(record).map_err(|e| GameError::BadRequest(Detail::record(&e)))?;
        let (start, mut actions) =
            AnyGame::from_record(record).map_err(|e| GameError::BadRequest(Detail::record(&e)))?;
        if let Some(ply) = ply {
            if ply > actions.len() {
                return Err(GameError::BadRequest(
                    Detail::new(
                        "record-ply",
                        format!(
                            "ply: the record has {n} actions, so 0 to {n} (not {ply})",
                            n = actions.len()
                        ),
                    )
                    .with("actions", actions.len()),
                ));
            }
            actions.truncate(ply);
        }
        let mut spec = spec.clone();
        spec.kind = start.kind();
        spec.rules = start.rules_text();
        if spec.seats.is_empty() {
            spec.seats = vec![SeatPlan::Me; start.num_players()];
        }
        check_chosen_deal(&spec, "its deal is known to whoever has the record")?;
        // The seats keep the record's names unless given others; a bot names itself.
        spec.names = (0..spec.seats.len())
            .map(|i| {
                spec.names.get(i).cloned().flatten().or_else(|| {
                    (!matches!(spec.seats[i], SeatPlan::Bot(_)))
                        .then(|| clean_name(player_name(&raw, Player(i as u8))))
                        .flatten()
                })
            })
            .collect();
        let position = start.position();
        let start = bounded(spec.kind, &spec.rules, |rules| {
            AnyGame::from_position(spec.kind, rules, &position)
        })?;

        self.create_from(start, Some(position), 0, &spec, &actions, None)
            .await
    }

    /// Cancels a game that waits for its players (see [`Room::cancel`]); its invitations say
    /// so after, and take no seat.
    pub async fn cancel(&self, room: &Room, held: &[usize]) -> Result<(), GameError> {
        room.cancel(held).await?;
        self.hub.forget_game_invites(&room.id);
        Ok(())
    }

    /// The game and seat an invitation is for, still free or not (the page of a used
    /// invitation leads to its game, and taking its seat is refused by the room in the
    /// rules' words): known here while its seat waits in a game in memory, else looked up in
    /// the store (several nodes: the game may have been made or its seat taken on another
    /// node, or before this one started).
    pub async fn invitation(&self, code: &str) -> Result<(String, usize), GameError> {
        if let Some(found) = self.hub.invitation(code) {
            return Ok(found);
        }
        if code.is_empty() || code.len() > 64 {
            return Err(GameError::NoInvitation);
        }
        self.store.invitation(code).await?.ok_or(GameError::NoInvitation)
    }

    /// Takes the seat an invitation is for: the room, the seat and its new token.
    pub async fn join_by_code(
        &self,
        code: &str,
        taker: Taker,
    ) -> Result<(Arc<Room>, usize, String), GameError> {
        let token = token::new_token();
        let (room, seat) = self
            .join_by_code_held(code, taker, token::hash_token(&token))
            .await?;
        Ok((room, seat, token))
    }

    /// Takes the seat an invitation is for with the token whose hash is `token_hash` (made by
    /// the player's node): the room and the seat.
    pub(crate) async fn join_by_code_held(
        &self,
        code: &str,
        taker: Taker,
        token_hash: String,
    ) -> Result<(Arc<Room>, usize), GameError> {
        let (id, seat) = self.invitation(code).await?;
        let room = self.room(&id).await?;
        room.claim_seat_hashed(seat, taker, token_hash).await?;
        self.hub.forget_invites(&id, seat);
        Ok((room, seat))
    }

    /// Takes an open seat (the given one, or the first open one) of a game.
    pub async fn join_open(
        &self,
        id: &str,
        seat: Option<usize>,
        taker: Taker,
    ) -> Result<(Arc<Room>, usize, String), GameError> {
        let room = self.room(id).await?;
        let snapshot = room.snapshot();
        let open: Vec<usize> = snapshot
            .seats
            .iter()
            .filter(|s| s.kind == PublicSeatKind::Open)
            .map(|s| s.seat)
            .collect();
        let seat = match seat {
            Some(s) if s >= snapshot.seats.len() => {
                return Err(RoomError::NoSuchSeat {
                    game: id.to_string(),
                    seat: s,
                }
                .into());
            }
            Some(s) if open.contains(&s) => s,
            Some(s) => return Err(GameError::SeatNotOpen(s)),
            None => *open.first().ok_or(GameError::NoOpenSeat)?,
        };
        let token = room.claim_seat(seat, taker).await?;
        self.hub.forget_invites(id, seat);
        Ok((room, seat, token))
    }

    /// A rematch of a finished game, asked by the holder of `held`: the seats turn by one (so
    /// another seat begins), bots stay, the asker's seats are theirs, and every other person
    /// gets an invitation shown only to them. If the rematch exists, the asker's invitations to
    /// it are taken instead.
    pub async fn rematch(
        &self,
        room: &Arc<Room>,
        held: &[usize],
        taker: Taker,
    ) -> Result<Created, GameError> {
        let client = taker.client;
        if held.is_empty() {
            return Err(RoomError::Spectator(Act::Rematch).into());
        }
        let _one_at_a_time = self.rematches.lock().await;
        let snapshot = room.snapshot();
        if !snapshot.is_over() {
            return Err(RoomError::NotOver.into());
        }
        if !snapshot.played_out() {
            return Err(GameError::Unplayed);
        }
        if let Some(existing) = snapshot.rematch.clone() {
            return self.join_rematch(existing, held, taker).await;
        }
        let (settings, seats) = room.settings_and_seats().await;
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
        // A game with hidden cards is dealt afresh (its start position holds the last deal);
        // another one starts where the last one did.
        let start = if settings.kind.hides_information() {
            None
        } else {
            settings.start.clone()
        };
        let spec = GameSpec {
            kind: settings.kind,
            rules: settings.rules.clone(),
            clock: settings.control.to_string(),
            seats: plans,
            names,
            seed: None,
            start,
            hints: settings.hints,
            chat: settings.chat,
            creator: client,
            account: taker.account.clone(),
            rated: settings.rated.is_some(),
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
        let set = room
            .set_rematch(Rematch {
                id: created.id.clone(),
                invites,
                seat_map,
            })
            .await?;
        if set.id != created.id {
            // Another node set the rematch first: the game made here is cancelled, and the
            // asker takes their invitations to that one.
            let mine: Vec<usize> = created.tokens.iter().map(|t| t.seat).collect();
            if let Some(made) = self.hub.get(&created.id)
                && let Err(e) = made.cancel(&mine).await
            {
                tracing::warn!(game = %created.id, "a rematch made twice not cancelled: {e}");
            }
            return self.join_rematch(set, held, taker).await;
        }
        // Each other player finds their own invitation in their own state: the asker gets
        // their own seats only.
        Ok(Created {
            invites: Vec::new(),
            ..created
        })
    }

    /// The asker holding `held` of the finished game takes their invitations to its rematch
    /// `existing`; [`GameError::RematchExists`] when none is left for them.
    async fn join_rematch(
        &self,
        existing: Rematch,
        held: &[usize],
        taker: Taker,
    ) -> Result<Created, GameError> {
        let mut tokens = Vec::new();
        for &s in held {
            if let Some(code) = existing.invites.get(s).cloned().flatten()
                && let Ok((_, seat, token)) = self
                    .join_by_code(
                        &code,
                        Taker {
                            name: None,
                            ..taker.clone()
                        },
                    )
                    .await
            {
                tokens.push(SeatToken { seat, token });
            }
        }
        if tokens.is_empty() {
            return Err(GameError::RematchExists(existing.id));
        }
        Ok(Created {
            id: existing.id,
            tokens,
            invites: Vec::new(),
        })
    }

    /// A page of the lobby: the games of a status (waiting and live when `None`), `limit` of
    /// them (at most [`LOBBY_PAGE_MAX`]) from the `offset`-th on (at most [`LOBBY_MAX_OFFSET`]),
    /// and the offset of the next page when there is one. Games waiting for players come
    /// first, in a fair order ([`fair_order`]: one address's many games do not crowd out
    /// everyone else's), then live games, newest first; finished ones newest first.
    pub async fn list(
        &self,
        status: Option<Status>,
        limit: usize,
        offset: usize,
    ) -> Result<(Vec<Listed>, Option<usize>), GameError> {
        let limit = limit.clamp(1, LOBBY_PAGE_MAX);
        let offset = offset.min(LOBBY_MAX_OFFSET);
        // One more than the page, to tell whether another page follows.
        let want = offset + limit + 1;
        let mut summaries: Vec<GameSummary> = Vec::new();
        if matches!(status, None | Some(Status::Open)) {
            let waiting = self
                .store
                .list_games(Some(Status::Open), LOBBY_WAITING_SCAN)
                .await?;
            let creators: Vec<Option<IpAddr>> = self
                .hub
                .creators(waiting.iter().map(|s| s.id.as_str()))
                .into_iter()
                .map(|c| c.map(crate::limit::client_key))
                .collect();
            summaries = fair_order(waiting.into_iter().zip(creators).collect(), LOBBY_PER_CREATOR);
        }
        for other in [Status::Live, Status::Finished] {
            let asked = (status.is_none() && other == Status::Live) || status == Some(other);
            if asked && summaries.len() < want {
                let more = self
                    .store
                    .list_games(Some(other), (want - summaries.len()) as i64)
                    .await?;
                summaries.extend(more);
            }
        }
        let next = (summaries.len() > offset + limit).then_some(offset + limit);
        let page: Vec<GameSummary> = summaries.into_iter().skip(offset).take(limit).collect();
        Ok((self.listed(page), next))
    }

    /// The lobby's rows of these games (as stored, with what their rooms in memory add: the
    /// seats' presence, the clock, the seat to move).
    fn listed(&self, page: Vec<GameSummary>) -> Vec<Listed> {
        let snapshots = self.hub.snapshots(page.iter().map(|s| s.id.as_str()));
        let mut listed = Vec::with_capacity(page.len());
        for (s, snap) in page.into_iter().zip(snapshots) {
            let Ok(kind) = s.kind.parse::<GameKind>() else {
                tracing::warn!(game = %s.id, "a stored game of unknown kind {:?} is not listed", s.kind);
                continue;
            };
            let seats: Vec<PublicSeat> = match &snap {
                Some(snap) => snap.seats.clone(),
                None => s.seats.iter().map(|seat| PublicSeat::of(seat, 0)).collect(),
            };
            let (result, termination) = s.ending.map(|e| (e.result, e.termination)).unzip();
            listed.push(Listed {
                joinable: seats.iter().any(|p| p.kind == PublicSeatKind::Open),
                id: s.id,
                game: kind.into(),
                rules: s.rules,
                status: GameStatus::from(s.status),
                seats,
                ply: s.plies,
                clock: snap.as_ref().map(|sn| sn.control.to_string()),
                to_move: snap.as_ref().and_then(|sn| sn.to_move()),
                result,
                termination,
                created_at: s.created_at,
                updated_at: s.updated_at,
            });
        }
        listed
    }

    /// The lobby's rows of the games `ids` (at most [`LISTED_IDS_MAX`] are read), whatever
    /// their status, in the order asked; an unknown id is left out. What the lobby shows of
    /// the games this browser holds seats of: how each stands or ended, from the store.
    pub async fn listed_by_id(&self, ids: &[String]) -> Result<Vec<Listed>, GameError> {
        let ids = &ids[..ids.len().min(LISTED_IDS_MAX)];
        // One read of the stored summaries (no game loaded whole nor replayed), in the order asked.
        let mut found = self.store.games_by_id(ids).await?;
        let mut page = Vec::with_capacity(found.len());
        for id in ids {
            if let Some(i) = found.iter().position(|g| &g.id == id) {
                page.push(found.swap_remove(i));
            }
        }
        Ok(self.listed(page))
    }

    /// Forgets finished rooms nobody watches that ended more than `after` ago.
    pub fn sweep(&self, after: Duration) -> usize {
        self.hub.sweep(self.time.now(), after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_without_a_cap_gets_the_servers_in_place_of_none() {
        let danish = |r: &str| AnyGame::start(GameKind::Danish, r, 0);
        for rules in ["", "ply_cap=none"] {
            let game = bounded(GameKind::Danish, rules, danish).unwrap();
            assert_eq!(game.length_cap(), Some(MAX_LENGTH_CAP), "{rules:?}");
        }
        assert!(bounded(GameKind::Danish, "ply_cap=5000", danish).is_err());
        assert_eq!(
            with_cap("ply_cap=none", "ply_cap"),
            format!("ply_cap={MAX_LENGTH_CAP}")
        );
    }

    #[test]
    fn the_lobby_orders_waiting_games_in_rounds_by_creator() {
        let (a, b) = (IpAddr::from([10, 0, 0, 1]), IpAddr::from([10, 0, 0, 2]));
        // Newest first: seven of a's, then b's, an unknown creator's, and two more of a's.
        let mut games: Vec<(String, Option<IpAddr>)> = (0..7).map(|i| (format!("a{i}"), Some(a))).collect();
        games.push(("b0".into(), Some(b)));
        games.push(("x0".into(), None));
        games.extend((7..9).map(|i| (format!("a{i}"), Some(a))));
        assert_eq!(
            fair_order(games, 3),
            ["a0", "a1", "a2", "b0", "x0", "a3", "a4", "a5", "a6", "a7", "a8"]
        );
    }

    #[test]
    fn the_most_seats_of_any_game() {
        assert_eq!(most_seats(), 5);
    }
}
