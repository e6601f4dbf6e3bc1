//! # quartet-store
//!
//! Quartet's storage: every game, its settings, its seats and every action, stored as it
//! happens, so that a server killed and restarted goes on with every game where it was.
//! One trait, [`GameStore`], used as `Arc<dyn GameStore>`; two backends, chosen by
//! [`open`] from the text given (a path or a URL):
//!
//! * **SQLite** (the default): a file in a data directory, created if missing, in WAL mode
//!   (see [`sqlite`] for the settings and what survives what);
//! * **PostgreSQL**: given a `postgres://` or `postgresql://` URL.
//!
//! ```no_run
//! # async fn example() -> Result<(), quartet_store::StoreError> {
//! use quartet_store::{NewGame, Seat, SeatKind, StoredAction};
//!
//! let store = quartet_store::open("data").await?; // data/quartet.db if data/ is a directory
//! store
//!     .create_game(&NewGame {
//!         id: "x7Kp2mQa9Z".into(),
//!         kind: "quarto".into(),
//!         rules: "standard".into(),
//!         seed: 42,
//!         start: None,
//!         time_control: "none".into(),
//!         created_at: 1_700_000_000_000,
//!         hints: false,
//!         rated: None,
//!         chat: true,
//!         seats: vec![
//!             Seat { index: 0, kind: SeatKind::Human, name: None, token_hash: Some("…".into()), invite: None, account: Default::default() },
//!             Seat { index: 1, kind: SeatKind::Bot { level: "3".into() }, name: None, token_hash: None, invite: None, account: Default::default() },
//!         ],
//!     })
//!     .await?;
//! let give = StoredAction { ply: 0, seat: 0, action: "7".into(), at: 1_700_000_001_000 };
//! store.append_action("x7Kp2mQa9Z", &give).await?;
//! # Ok(()) }
//! ```
//!
//! ## Where the database is
//!
//! The rules, in [`location`]: `postgres://…`/`postgresql://…` is PostgreSQL;
//! `sqlite://PATH`, `sqlite:PATH` or a plain path is an SQLite file (a directory, existing or
//! written with a final `/`, means the file [`DEFAULT_FILE_NAME`] inside it; a server's
//! `--data-dir` is best given as [`Location::in_data_dir`] to [`open_location`]); `sqlite::memory:` is SQLite in memory; any
//! other scheme or an empty text is refused with [`StoreError::BadUrl`]. Passwords never appear
//! in errors or in [`GameStore::describe`].
//!
//! ## Schema
//!
//! The same tables in both dialects (`migrations/sqlite/`, `migrations/postgres/`; every
//! integer is 64-bit; times are milliseconds since the Unix epoch):
//!
//! | table | columns | keys |
//! |---|---|---|
//! | `games` | `id`, `kind`, `rules`, `seed`, `start`?, `time_control`, `status` (`open`/`live`/`finished`), `plies` (the count of actions), `result`?, `termination`?, `ended_at`? (the ending, set together when finished), `created_at`, `updated_at`, `revision` (the count of writes), `started_at`? (when it went live), `clock_ply`?, `clock`? (the clocks kept at the last take-back, set together), `draw_by`?, `draw_ply`?, `take_back_by`?, `take_back_ply`?, `take_back_accepted`? (the offers standing) | `id`; indexes on `(created_at, id)` and `(status, created_at, id)` |
//! | `seats` | `game_id`, `seat` (index from 0), `kind` (`human`/`bot`/`open`), `bot_level` (set exactly for bots), `name`?, `token_hash`?, `invite`? | `(game_id, seat)` |
//! | `actions` | `game_id`, `ply` (from 0), `seat`, `action` (notation), `at` | `(game_id, ply)` |
//! | `rematches` | `game_id`, `seat` (of that game), `rematch_id` (the new game), `rematch_seat`, `invite`? | `(game_id, seat)` |
//! | `puzzles` | `id`, `kind`, `theme`, `rating`, `rules`, `position`, `solution`, `added_at`, `tries`, `solved` | `id`; index on `(kind, rating, id)` |
//!
//! | `accounts` | `id`, `name`, `name_key` (the name folded for look-alikes), `password_hash` (Argon2id), `created_at` | `id`; `name_key` unique |
//! | `sessions` | `token_hash`, `account_id`, `csrf_hash`, `created_at`, `expires_at` | `token_hash`; index on `account_id` |
//! | `ratings` | `account_id`, `class`, `rating`, `deviation`, `volatility` (floating point), `games`, `updated_at` | `(account_id, class)`; index on `(class, rating, deviation)` |
//! | `rating_changes` | `game_id`, `account_id`, `class`, `rating_before`?, `deviation_before`?, `volatility_before`?, `rating`, `deviation`, `volatility`, `at` | `(game_id, account_id)`; index on `(account_id, class, at)` |
//! | `seeks` | `id`, `account_id`?, `name`?, `kind`, `rules`, `time_control`, `rated`, `rating`?, `created_at` | `id` |
//! | `challenges` | `id`, `from_account`, `to_account`, `kind`, `rules`, `time_control`, `rated`, `created_at` | `id` |
//! | `chat` | `game_id`, `room` (`players`/`spectators`), `n` (from 1), `account_id`?, `name`?, `seat`?, `text`, `at` | `(game_id, room, n)` |
//!
//! PostgreSQL only (several nodes on one database, [`cluster`]): `nodes` (`id`, `started_at`,
//! `heartbeat_at`, `stopping`), `game_leases` (`game_id`, `owner`, `epoch`, `expires_at`,
//! `renewed_at`; key `game_id`, no other index, half of each page kept free so that a renewal
//! updates its row in place: migration 0013) and `game_requests` (`id`, `game_id`, `from_node`, `request`,
//! `taken_by`?, `taken_epoch`?, `answer`?, `created_at`).
//!
//! `games` also has `hints` (0 or 1: the beginners' hints chosen at creation) and `rated`? (a
//! rated game's rating class); `seats` has `account_id`? (the account holding it) and
//! `had_account` (1 once an account held it: with no `account_id`, a deleted player). An
//! account's deletion deletes what is its own (sessions, ratings, rating changes, seeks,
//! challenges, chat lines) by `ON DELETE CASCADE` and leaves its seats nameless.
//!
//! `?` marks a column that may be NULL. The migrations run at every [`open`] and are recorded
//! in sqlx's table `_sqlx_migrations`, so running them again does nothing
//! ([`migrations`] says how to add one).
//!
//! ## The rules the store keeps
//!
//! * **Ordered, atomic appends.** An action's `ply` must be exactly the number of actions stored
//!   so far; otherwise [`StoreError::Conflict`] (a lost race or a replay) and nothing changes.
//!   Of two writers racing for one ply, exactly one wins.
//! * **Status.** A game is created [`Status::Open`] when a seat is unclaimed
//!   ([`Seat::is_unclaimed`]: an open seat, or a human seat without a token), otherwise
//!   [`Status::Live`]; afterwards only [`GameStore::set_status`] (Open/Live) and
//!   [`GameStore::finish_game`] change it.
//! * **A finished game is final**: appending, taking back, seat and status changes are refused
//!   with [`StoreError::Finished`].
//! * **Revisions.** Every write to a game (creation: 1, each append, take-back, seat change,
//!   status change, ending, rematch, offers) adds one to its [`StoredGame::revision`]; a refusal adds
//!   none. A server numbers the states it sends from it, so that the numbers only grow across
//!   restarts.
//! * **Clocks.** A game's clocks start at its creation when no seat is free, else when
//!   [`GameStore::set_status`] first makes it Live ([`StoredGame::started_at`]); a take-back
//!   may keep the clocks' state ([`StoredGame::clock`]), which the actions' times do not give.
//! * **Rematches** are set once per game ([`GameStore::set_rematch`]), finished or not.
//! * **Times** are the caller's (`created_at`, an action's `at`, `set_status`'s `at`, the
//!   ending's `at`) and become the game's `updated_at`; [`GameStore::update_seat`] and
//!   [`GameStore::truncate_actions`] and [`GameStore::set_offers`], which take no time, use
//!   the store's clock.
//! * **Offers** (a draw offer, a take-back request) stand until replaced
//!   ([`GameStore::set_offers`]) or until actions are taken back.
//! * **Reads see one snapshot**: a game is never loaded half-written.
//! * **Fencing** (PostgreSQL, once a node [joined](ClusterStore::join)): a game is written
//!   only under the lease its node holds, else [`StoreError::Fenced`] (see [`cluster`]).
//! * **A rated ending is written with its rating changes**, in one transaction
//!   ([`AccountStore::finish_rated_game`]): each change must be computed from the rating
//!   stored now, and a game's change for an account is stored once.
//!
//! ## Differences from the brief's API
//!
//! [`GameStore`] has three additions: [`set_rematch`](GameStore::set_rematch),
//! [`close`](GameStore::close) (closes the connections, for a
//! graceful shutdown) and [`describe`](GameStore::describe) (where the data is, for the
//! server's start-up line); [`StoreError`] has more precise variants than the brief named
//! ([`SeatNotFound`](StoreError::SeatNotFound), [`AlreadyExists`](StoreError::AlreadyExists),
//! [`CannotKeep`](StoreError::CannotKeep), [`Finished`](StoreError::Finished), …).
//!
//! ## Testing
//!
//! The one conformance suite every backend passes (run on SQLite always, and on PostgreSQL in
//! a cluster the tests start themselves with Debian's binaries) is the store's test kit's
//! (`crates/store-test-kit`), outside this crate.

use std::sync::Arc;

use async_trait::async_trait;

mod accounts;
mod batch;
pub mod cluster;
mod error;
pub mod location;
mod meeting;
pub mod migrations;
mod model;
pub mod postgres;
mod postgres_cluster;
mod puzzles;
mod sql;
pub mod sqlite;
mod transaction;
mod writes;

pub use accounts::{
    Account, AccountStore, NewAccount, NewSession, PlayedGame, Ranked, RatedResult, RatingChange,
    RatingValue, Session, StoredRating,
};
pub use cluster::ClusterStore;
pub use error::StoreError;
pub use location::{DEFAULT_FILE_NAME, Location};
pub use meeting::{Challenge, ChatLine, ChatRoom, MeetingStore, NewChatLine, Seek};
pub use model::{
    Ending, GameSummary, KeptClock, NewGame, Offers, ParseStatusError, Rematch, RematchSeat, Seat,
    SeatAccount, SeatKind, StandingOffer, Status, StoredAction, StoredGame, StoredPuzzle,
};
pub use puzzles::PuzzleStore;

/// The storage of games, seats and actions — and of puzzles ([`PuzzleStore`]), players
/// ([`AccountStore`]) and where they meet ([`MeetingStore`]). Every method is
/// atomic: it either happens whole or not at all (an error leaves the store as it was).
#[async_trait]
pub trait GameStore: PuzzleStore + AccountStore + MeetingStore + Send + Sync {
    /// Creates a game with its seats (numbered `0..n`, each once). Its status is Open when a seat
    /// is unclaimed, Live otherwise. [`StoreError::AlreadyExists`] if the id is taken.
    async fn create_game(&self, game: &NewGame) -> Result<(), StoreError>;

    /// Appends one action. `action.ply` must be exactly the number of actions stored so far
    /// ([`StoreError::Conflict`] otherwise: a lost race or a replay). The action's `at` becomes
    /// the game's `updated_at`. Answers once the action is committed (both backends commit
    /// the appends of many games together, in one transaction).
    async fn append_action(&self, game_id: &str, action: &StoredAction) -> Result<(), StoreError>;

    /// Replaces the seat with `seat.index` (claiming it: kind, name, token hash, invitation).
    /// [`StoreError::SeatNotFound`] if the game has no such seat.
    async fn update_seat(&self, game_id: &str, seat: &Seat) -> Result<(), StoreError>;

    /// Sets the status to [`Status::Open`] or [`Status::Live`]; a game is finished only by
    /// [`GameStore::finish_game`] ([`StoreError::InvalidInput`] for [`Status::Finished`]). The
    /// first time a game goes Live, `at` becomes its [`StoredGame::started_at`].
    async fn set_status(&self, game_id: &str, status: Status, at: i64) -> Result<(), StoreError>;

    /// Finishes the game with its ending (once: [`StoreError::Finished`] after).
    async fn finish_game(&self, game_id: &str, ending: &Ending) -> Result<(), StoreError>;

    /// Takes back actions, keeping the first `keep` ([`StoreError::CannotKeep`] if the game has
    /// fewer; keeping them all changes nothing but the time and the clocks). `clock`, if given,
    /// is the clocks' state after the take-back, kept (as [`StoredGame::clock`], at ply `keep`)
    /// until the next take-back; `None` keeps none.
    async fn truncate_actions(&self, game_id: &str, keep: i32, clock: Option<&str>)
    -> Result<(), StoreError>;

    /// Sets the rematch of a game, once ([`StoreError::RematchExists`] after). Its seats must
    /// be the game's seats, numbered `0..n`, each once ([`StoreError::InvalidInput`]), and the
    /// new game must be stored ([`StoreError::NotFound`] names it otherwise).
    async fn set_rematch(&self, game_id: &str, rematch: &Rematch) -> Result<(), StoreError>;

    /// Sets the offers standing at a game (replacing those set before; [`Offers::default`]
    /// withdraws them all). Their seats must be the game's ([`StoreError::InvalidInput`]);
    /// [`StoreError::Finished`] once the game is over. An offer is stored with the count of
    /// actions when it was made and is not withdrawn by later actions: the reader decides
    /// whether they made it lapse. Taking actions back withdraws every offer.
    async fn set_offers(&self, game_id: &str, offers: &Offers) -> Result<(), StoreError>;

    /// One game with its seats, actions and ending; `None` if no game has this id.
    async fn load_game(&self, game_id: &str) -> Result<Option<StoredGame>, StoreError>;

    /// Games with this status (any status for `None`), newest first (by creation, then by id
    /// descending), at most `limit` (a negative limit is [`StoreError::InvalidInput`]).
    async fn list_games(&self, status: Option<Status>, limit: i64) -> Result<Vec<GameSummary>, StoreError>;

    /// The summaries of the games `ids` that exist, in one read (no actions replayed), newest
    /// first as [`GameStore::list_games`] orders them; the caller bounds how many ids it asks for.
    async fn games_by_id(&self, ids: &[String]) -> Result<Vec<GameSummary>, StoreError>;

    /// Every game not finished, oldest first, whole: what a restarted server resumes.
    async fn unfinished_games(&self) -> Result<Vec<StoredGame>, StoreError>;

    /// The game and the seat that invitation `code` is for, whether its seat is still free,
    /// taken or the game over; `None` when no seat was ever given that code. What a node that
    /// does not hold the game's free seat in memory asks (a used invitation's page leads to its
    /// game; several nodes on one database).
    async fn invitation(&self, code: &str) -> Result<Option<(String, usize)>, StoreError>;

    /// Checks that the database answers (one trivial query): what a readiness probe asks.
    /// Waits at most as long as the pool waits for a connection; callers bound it further.
    async fn ping(&self) -> Result<(), StoreError>;

    /// Closes the store's connections, waiting for those in use. Calls after it fail.
    async fn close(&self);

    /// The store's side of several nodes on one database: PostgreSQL's; `None` for SQLite,
    /// which is one node's (see [`cluster`]).
    fn cluster(&self) -> Option<&dyn ClusterStore> {
        None
    }

    /// Where the data is, for messages: e.g. `SQLite file data/quartet.db` or
    /// `PostgreSQL postgres://quartet:***@db/quartet`.
    fn describe(&self) -> String;
}

/// Opens the database that `url_or_path` names (see [`location`] for the rules), creating an
/// SQLite file and its directory if missing, and runs the migrations.
pub async fn open(url_or_path: &str) -> Result<Arc<dyn GameStore>, StoreError> {
    open_location(&Location::parse(url_or_path)?).await
}

/// Opens the database at a parsed [`Location`] and runs the migrations.
pub async fn open_location(location: &Location) -> Result<Arc<dyn GameStore>, StoreError> {
    open_location_with(location, StoreOptions::default()).await
}

/// Opens the database at a parsed [`Location`] as `options` say, and runs the migrations.
pub async fn open_location_with(
    location: &Location,
    options: StoreOptions,
) -> Result<Arc<dyn GameStore>, StoreError> {
    Ok(match location {
        Location::Sqlite(path) => Arc::new(sqlite::open_file(path).await?),
        Location::SqliteMemory => Arc::new(sqlite::open_memory().await?),
        Location::Postgres(url) => Arc::new(postgres::open(url, options).await?),
    })
}

/// How a store is opened, besides where: what a host tunes to its database's machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoreOptions {
    /// PostgreSQL: the most connections of the node's pool (at least two: once the node joins
    /// the others, one of them listens for their notices); its rounds have one more of their
    /// own. Each is a process of PostgreSQL's: more help only when PostgreSQL has cores to run
    /// them. SQLite has one writing connection and a reading pool of its own, and takes no
    /// notice of this.
    pub connections: u32,
    /// PostgreSQL: how long one of the node's transactions may stay idle before PostgreSQL
    /// ends it (`idle_in_transaction_session_timeout`). A node paused or stuck between two
    /// statements of a transaction would otherwise hold its rows' locks, and every other
    /// node's write of those games would wait for it. Its transactions last milliseconds;
    /// the server sets this to its lease.
    pub idle_in_transaction: std::time::Duration,
}

impl Default for StoreOptions {
    fn default() -> StoreOptions {
        StoreOptions {
            connections: postgres::CONNECTIONS,
            idle_in_transaction: std::time::Duration::from_secs(6),
        }
    }
}
