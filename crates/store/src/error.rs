//! The store's errors: what went wrong, in words a server can pass on.

use std::path::PathBuf;

/// Everything that can go wrong in the store.
///
/// Refusals that leave the stored game untouched ([`NotFound`](StoreError::NotFound),
/// [`Conflict`](StoreError::Conflict), [`Finished`](StoreError::Finished), …) are kept apart
/// from failures of the database itself ([`Database`](StoreError::Database)).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// No game has this id.
    #[error("no game with id {0:?}")]
    NotFound(String),
    /// The game exists but has no seat with this index.
    #[error("game {game:?} has no seat {seat}")]
    SeatNotFound {
        /// The game's id.
        game: String,
        /// The seat asked for.
        seat: i32,
    },
    /// A game with this id exists already.
    #[error("a game with id {0:?} exists already")]
    AlreadyExists(String),
    /// An action's ply is not the number of actions stored so far: a lost race or a replay.
    #[error(
        "game {game:?}: an action at ply {ply} cannot follow the {plies} stored actions \
         (a lost race or a replay)"
    )]
    Conflict {
        /// The game's id.
        game: String,
        /// The ply of the refused action.
        ply: i32,
        /// How many actions the game has.
        plies: i32,
    },
    /// Taking back actions: the game has fewer actions than asked to keep.
    #[error("game {game:?} has {plies} actions: cannot keep {keep}")]
    CannotKeep {
        /// The game's id.
        game: String,
        /// How many actions were to be kept.
        keep: i32,
        /// How many actions the game has.
        plies: i32,
    },
    /// The game is finished: it takes no more actions, seat or status changes.
    #[error("game {0:?} is finished and can no longer change")]
    Finished(String),
    /// The game has a rematch already.
    #[error("game {game:?} has a rematch already: game {rematch:?}")]
    RematchExists {
        /// The game's id.
        game: String,
        /// Its rematch's id.
        rematch: String,
    },
    /// No account has this id.
    #[error("no account with id {0:?}")]
    AccountNotFound(String),
    /// An account with this name (or one that looks like it) exists already.
    #[error("the name {0:?} is taken")]
    NameTaken(String),
    /// A rated result was computed from ratings that changed since (another game of the same
    /// player ended first): nothing was written; compute it again from the stored ratings.
    #[error("the rating of account {account:?} in {class} changed since it was read")]
    RatingMoved {
        /// The account.
        account: String,
        /// The rating class.
        class: String,
    },
    /// This node does not hold the game's lease (several nodes on one database): another node
    /// drives the game, or this node's lease expired. Nothing was written.
    #[error("game {0:?} is driven by another node")]
    Fenced(String),
    /// The input makes no sense whatever is stored (a negative limit, duplicate seats, …).
    #[error("invalid input: {0}")]
    InvalidInput(String),
    /// The text given to [`open`](crate::open) names no database the store can use.
    #[error("bad database location {location:?}: {reason}")]
    BadUrl {
        /// The location as given, with any password hidden.
        location: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The data directory of an SQLite file could not be created.
    #[error("cannot create the data directory {}: {source}", path.display())]
    DataDir {
        /// The directory.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The database could not be opened or reached.
    #[error("cannot open the database {location}: {source}")]
    Open {
        /// Where the database is (any password hidden).
        location: String,
        /// Why.
        source: sqlx::Error,
    },
    /// The migrations run at start-up failed.
    #[error("the database's migrations failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The database failed a query.
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// A stored row holds a value the store does not understand.
    #[error("game {game:?} holds an unreadable value: {what}")]
    Corrupt {
        /// The game's id.
        game: String,
        /// What is wrong.
        what: String,
    },
}
