//! The one implementation of [`GameStore`] over SQL, generic over the sqlx driver: the
//! queries are written once, with `$1`-style parameters that both SQLite and PostgreSQL read,
//! and every integer column is a 64-bit integer in both dialects. What differs between the
//! backends ([`Dialect`]: how a transaction begins; how pools are opened, in
//! [`sqlite`](crate::sqlite) and [`postgres`](crate::postgres)) stays outside.
//!
//! Writes are atomic and ordered per game: each write begins with an `UPDATE` of the game's row
//! guarded by its current state (`plies = $ply`, `status <> 'finished'`), so two writers racing
//! on one game are serialized by the row's lock (PostgreSQL) or the database's write lock
//! (SQLite, `BEGIN IMMEDIATE`), and the loser sees the guard fail. The primary key
//! `(game_id, ply)` of `actions` backs this up. Reads run in one transaction each, so a game is
//! never seen half-written.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, LazyLock};
use std::time::{SystemTime, UNIX_EPOCH};

use async_trait::async_trait;
use sqlx::query::Query;
use sqlx::{ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Pool, Row, Type};

use crate::cluster::{Fence, Fences, GAMES_CHANNEL};
use crate::transaction::begin;
use crate::writes::WriterThread;
use crate::{
    Ending, GameStore, GameSummary, KeptClock, NewGame, Offers, Rematch, RematchSeat, Seat, SeatAccount,
    SeatKind, StandingOffer, Status, StoreError, StoredAction, StoredGame,
};

/// What differs between the SQL dialects at run time.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Dialect {
    /// The statement that begins a write transaction.
    pub begin_write: &'static str,
    /// The statement that begins a read transaction that sees one snapshot.
    pub begin_read: &'static str,
    /// The same, with the planner held to reaching rows by their keys ([`by_keys`]): for a
    /// read that names its games, however few or many.
    pub begin_read_by_keys: &'static str,
    /// Whether an append is one statement (an `UPDATE` in a `WITH` feeding the `INSERT`:
    /// PostgreSQL), rather than a transaction of two.
    pub append_in_one_statement: bool,
}

/// A queue that takes a backend's appends instead of writing each alone (the group commit of
/// [`crate::batch`] is one). The store hands it every append and answers with its answer; the
/// queue may write through [`SqlStore::append_alone`], so it depends on this module and never
/// the other way round.
#[async_trait]
pub(crate) trait AppendQueue: Send + Sync {
    /// Appends one action; answers once it is committed (or refused), as
    /// [`GameStore::append_action`] does.
    async fn append(&self, game_id: &str, action: &StoredAction) -> Result<(), StoreError>;

    /// Whether the queue also takes a game's other writes ([`GameWrite`]) into its groups.
    fn takes_writes(&self) -> bool;

    /// Writes `write` in a group, after the appends and writes queued before it; answers
    /// once it is committed (or refused), as [`SqlStore::write_alone`] would.
    async fn write(&self, write: GameWrite) -> Result<(), StoreError>;
}

/// A write of a game besides its appends: its creation, a seat taken, its status, its ending.
/// SQLite's group commit takes them into its transactions ([`crate::batch`]): with thousands
/// of games at once, a transaction each kept its one writing connection from the appends.
#[derive(Clone, Debug)]
pub(crate) enum GameWrite {
    Create(NewGame),
    Seat {
        game_id: String,
        seat: Seat,
    },
    Status {
        game_id: String,
        status: Status,
        at: i64,
    },
    Finish {
        game_id: String,
        ending: Ending,
    },
}

impl GameWrite {
    /// The game written.
    pub(crate) fn game_id(&self) -> &str {
        match self {
            GameWrite::Create(game) => &game.id,
            GameWrite::Seat { game_id, .. }
            | GameWrite::Status { game_id, .. }
            | GameWrite::Finish { game_id, .. } => game_id,
        }
    }
}

/// A [`GameStore`] over an sqlx pool. Writes go through `writer`, reads through `reader`
/// (the same pool for PostgreSQL; for an SQLite file, one writing connection and a few
/// reading ones, which WAL lets read while the writer writes). Appends go through `appender`
/// when there is one (group commit, both backends).
pub(crate) struct SqlStore<DB: Database> {
    pub writer: Pool<DB>,
    pub reader: Pool<DB>,
    pub dialect: Dialect,
    pub description: String,
    pub appender: Option<Arc<dyn AppendQueue>>,
    /// The thread a game's writes run on ([`crate::writes`]; SQLite's, whose one writing
    /// connection each write holds throughout), `None`: on the caller's runtime.
    pub writes: Option<Arc<WriterThread>>,
    /// The leases this node holds, when several nodes share the database (PostgreSQL only).
    pub fences: Option<std::sync::Arc<Fences>>,
    /// The node's own connection for its rounds (heartbeat and lease renewals, PostgreSQL
    /// only), apart from `writer`: a node whose pool is busy with its games still renews
    /// its leases in time instead of fencing itself.
    pub rounds: Option<Pool<DB>>,
}

impl<DB: Database> Clone for SqlStore<DB> {
    /// Another handle on the same pools, appender and thread (for a write that runs on the
    /// writer's thread: [`SqlStore::on_writer`]).
    fn clone(&self) -> Self {
        SqlStore {
            writer: self.writer.clone(),
            reader: self.reader.clone(),
            dialect: self.dialect,
            description: self.description.clone(),
            appender: self.appender.clone(),
            writes: self.writes.clone(),
            fences: self.fences.clone(),
            rounds: self.rounds.clone(),
        }
    }
}

/// The games' columns, in the order [`SqlStore::game_from`] reads them.
const GAME_COLUMNS: &str = "id, kind, rules, seed, start, time_control, status, plies, \
     result, termination, ended_at, created_at, updated_at, revision, started_at, clock_ply, clock, hints, rated, chat, \
     draw_by, draw_ply, take_back_by, take_back_ply, take_back_accepted";

/// The rematches' columns, as [`SqlStore::rematch_seat_from`] reads them.
const REMATCH_COLUMNS: &str = "game_id, seat, rematch_id, rematch_seat, invite";

/// The time now, in milliseconds since the Unix epoch (0 if the clock is before it).
fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |elapsed| {
        i64::try_from(elapsed.as_millis()).unwrap_or(i64::MAX)
    })
}

/// Whether a database error is a unique-key violation.
pub(crate) fn is_unique_violation(err: &sqlx::Error) -> bool {
    err.as_database_error().is_some_and(|db| db.is_unique_violation())
}

/// Whether a database error is a foreign-key violation.
pub(crate) fn is_foreign_key_violation(err: &sqlx::Error) -> bool {
    err.as_database_error()
        .is_some_and(|db| db.is_foreign_key_violation())
}

/// Whether a seat cannot be a rated game's: taken (by a person or a bot) without an account. A
/// seat that waits for its player is taken by an account later.
fn unrated_seat(seat: &Seat) -> bool {
    !seat.is_unclaimed() && seat.account.id().is_none()
}

/// A seat's write, with a foreign-key violation read as the seat's account not existing.
fn no_such_account<T>(written: Result<T, sqlx::Error>, account: &SeatAccount) -> Result<T, StoreError> {
    match written {
        Err(err) if is_foreign_key_violation(&err) => Err(StoreError::AccountNotFound(
            account.id().unwrap_or_default().to_string(),
        )),
        other => Ok(other?),
    }
}

/// Checks that seats are numbered `0..n`, each once.
fn check_seats(seats: &[Seat]) -> Result<(), StoreError> {
    let mut seen = vec![false; seats.len()];
    for seat in seats {
        let slot = usize::try_from(seat.index)
            .ok()
            .and_then(|index| seen.get_mut(index))
            .ok_or_else(|| {
                StoreError::InvalidInput(format!(
                    "seat index {} out of 0..{} (seats are numbered from 0, each once)",
                    seat.index,
                    seats.len()
                ))
            })?;
        if *slot {
            return Err(StoreError::InvalidInput(format!(
                "seat {} given twice",
                seat.index
            )));
        }
        *slot = true;
    }
    Ok(())
}

/// A game read from its row, without seats and actions yet.
struct GameRow {
    game: NewGame,
    status: Status,
    plies: i32,
    ending: Option<Ending>,
    updated_at: i64,
    revision: i64,
    started_at: Option<i64>,
    clock: Option<KeptClock>,
    offers: Offers,
}

/// Puts rematch rows (one per seat, any order) together as a [`Rematch`].
fn rematch_of(game: &str, mut rows: Vec<(String, RematchSeat)>) -> Result<Option<Rematch>, StoreError> {
    let Some((id, _)) = rows.first() else {
        return Ok(None);
    };
    let id = id.clone();
    if rows.iter().any(|(other, _)| *other != id) {
        return Err(StoreError::Corrupt {
            game: game.to_string(),
            what: "its rematch names two games".to_string(),
        });
    }
    rows.sort_by_key(|(_, seat)| seat.seat);
    Ok(Some(Rematch {
        id,
        seats: rows.into_iter().map(|(_, seat)| seat).collect(),
    }))
}

/// A mirror's read of the games it follows ([`SqlStore::games_after_ply`]): their rows, their
/// seats, their actions from a ply on (`$1` the games, `$2` each one's first ply wanted) and
/// their rematch seats, each statement by the games' keys. Written once, at the first read.
pub(crate) static MIRROR_READS: LazyLock<[String; 4]> = LazyLock::new(|| {
    [
        format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ANY($1)"),
        "SELECT game_id, seat AS seat_index, kind AS seat_kind, bot_level, name, token_hash, \
         invite, account_id, had_account FROM seats WHERE game_id = ANY($1) ORDER BY game_id, seat"
            .to_string(),
        "SELECT a.game_id, a.ply, a.seat, a.action, a.at FROM actions AS a \
         JOIN unnest($1, $2) AS w(id, from_ply) ON a.game_id = w.id AND a.ply >= w.from_ply \
         ORDER BY a.game_id, a.ply"
            .to_string(),
        format!("SELECT {REMATCH_COLUMNS} FROM rematches WHERE game_id = ANY($1)"),
    ]
});

/// A game's rows gathered: the game, its seats, its actions and its rematch seats.
type Parts = (GameRow, Vec<Seat>, Vec<StoredAction>, Vec<(String, RematchSeat)>);

/// PostgreSQL's settings, for the rest of a transaction, that hold its statements to reaching
/// rows by their keys. A statement that names a few to a few hundred games looks each up by
/// its primary key; left to itself, the planner often scans a whole table instead (every game
/// or lease, with each update's dead versions, then sorts or hashes it to join), and keeps
/// that plan: a connection's statement gets one plan for all (a generic plan) after five
/// executions, made while the tables may be small, and it counts each page an index look-up
/// reads as read from a disk. Which plan each pooled connection keeps is left to chance, run by
/// run (`BENCHMARKS.md`). All three planner settings: without scans alone, it joins by hash
/// or merge over a whole index. And the connection's one plan for all values (its generic
/// plan, which these settings keep to the keys) rather than one made again at every
/// execution: for a statement given arrays the planner kept judging its own plan for the
/// values cheaper, and planned every group anew (some 9% of PostgreSQL's CPU at 5,000
/// games). Sent with the `BEGIN` in one round trip; `SET LOCAL` ends with the transaction.
macro_rules! by_keys {
    () => {
        "SET LOCAL enable_seqscan = off; SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off; \
         SET LOCAL plan_cache_mode = force_generic_plan"
    };
}
pub(crate) use by_keys;

/// What the tests of statements held to [`by_keys`] share: tables filled past the size where
/// PostgreSQL would rather scan, the plans' lines, and those that read a whole table.
#[cfg(test)]
pub(crate) mod by_keys_checks {
    #![allow(clippy::unwrap_used)]

    use sqlx::postgres::PgArguments;
    use sqlx::query::Query;
    use sqlx::{Pool, Postgres, Row, Transaction};

    /// 3,000 live games, `g00000` to `g02999`, then the statements `then` (which fill the other
    /// tables from the games), then every table analysed.
    pub async fn three_thousand_games(pool: &Pool<Postgres>, then: &[&str]) {
        sqlx::query(
            "INSERT INTO games (id, kind, rules, seed, time_control, status, created_at, updated_at) \
             SELECT 'g' || lpad(i::text, 5, '0'), 'quarto', '', i, '', 'live', i, i \
             FROM generate_series(0, 2999) AS i",
        )
        .execute(pool)
        .await
        .unwrap();
        for statement in then.iter().chain(&["ANALYZE"]) {
            sqlx::query(statement).execute(pool).await.unwrap();
        }
    }

    /// The hundred games a test reads or writes, `g01000` to `g01099`.
    pub fn a_hundred_games() -> Vec<String> {
        (1000..1100).map(|i| format!("g{i:05}")).collect()
    }

    /// `EXPLAIN`'s lines for each of `queries` (statements beginning `EXPLAIN`), in `tx`,
    /// which is then rolled back.
    pub async fn plans(
        mut tx: Transaction<'_, Postgres>,
        queries: Vec<Query<'_, Postgres, PgArguments>>,
    ) -> Vec<String> {
        let mut lines = Vec::new();
        for query in queries {
            for row in query.fetch_all(&mut *tx).await.unwrap() {
                lines.push(row.get::<String, _>(0));
            }
        }
        tx.rollback().await.unwrap();
        lines
    }

    /// The lines of `plans` that read a whole table: a scan of one, or a join by hash or by
    /// merge, which reads every row of one side.
    pub fn whole_table_reads(plans: &[String]) -> Vec<String> {
        plans
            .iter()
            .filter(|line| {
                ["Seq Scan", "Hash Join", "Merge Join"]
                    .iter()
                    .any(|s| line.contains(s))
            })
            .cloned()
            .collect()
    }
}

/// The fence of a write once a node joined (PostgreSQL): the game's lease row, held by this
/// node under its epoch and not expired, locked in key-share mode (see [`crate::cluster`]),
/// and the other nodes told of the write on commit. `$1` the game, `$2` the node, `$3` its
/// epoch, `$4` the channel ([`GAMES_CHANNEL`]); a row when the fence holds.
macro_rules! lease_fence {
    () => {
        "SELECT pg_notify($4, $1 || ' ' || $2) FROM game_leases \
         WHERE game_id = $1 AND owner = $2 AND epoch = $3 AND expires_at > now() FOR KEY SHARE"
    };
}

impl<DB> SqlStore<DB>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> i64: Encode<'q, DB> + Decode<'q, DB> + Type<DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'q> Option<&'q str>: Encode<'q, DB>,
    for<'q> Option<i64>: Encode<'q, DB>,
    for<'r> String: Decode<'r, DB> + Type<DB>,
    for<'r> Option<String>: Decode<'r, DB>,
    for<'r> Option<i64>: Decode<'r, DB>,
    for<'a> &'a str: ColumnIndex<DB::Row>,
{
    /// Reads one column, naming the game in the error.
    fn get<T>(row: &DB::Row, column: &str, game: &str) -> Result<T, StoreError>
    where
        T: for<'r> Decode<'r, DB> + Type<DB>,
    {
        row.try_get::<T, &str>(column).map_err(|err| StoreError::Corrupt {
            game: game.to_string(),
            what: format!("column {column}: {err}"),
        })
    }

    /// Reads a 64-bit integer column that must fit an `i32`.
    fn get_i32(row: &DB::Row, column: &str, game: &str) -> Result<i32, StoreError> {
        let value: i64 = Self::get(row, column, game)?;
        i32::try_from(value).map_err(|_| StoreError::Corrupt {
            game: game.to_string(),
            what: format!("column {column} holds {value}, out of range"),
        })
    }

    /// Reads a game's row (columns [`GAME_COLUMNS`]).
    fn game_from(row: &DB::Row) -> Result<GameRow, StoreError> {
        let id: String = Self::get(row, "id", "?")?;
        let corrupt = |what: String| StoreError::Corrupt {
            game: id.clone(),
            what,
        };
        let status_text: String = Self::get(row, "status", &id)?;
        let status: Status = status_text.parse().map_err(|err| corrupt(format!("{err}")))?;
        let result: Option<String> = Self::get(row, "result", &id)?;
        let termination: Option<String> = Self::get(row, "termination", &id)?;
        let ended_at: Option<i64> = Self::get(row, "ended_at", &id)?;
        let ending = match (status, result, termination, ended_at) {
            (Status::Finished, Some(result), Some(termination), Some(at)) => Some(Ending {
                result,
                termination,
                at,
            }),
            (Status::Finished, ..) => {
                return Err(corrupt("a finished game without its ending".to_string()));
            }
            _ => None,
        };
        Ok(GameRow {
            game: NewGame {
                kind: Self::get(row, "kind", &id)?,
                rules: Self::get(row, "rules", &id)?,
                seed: Self::get(row, "seed", &id)?,
                start: Self::get(row, "start", &id)?,
                time_control: Self::get(row, "time_control", &id)?,
                created_at: Self::get(row, "created_at", &id)?,
                seats: Vec::new(),
                hints: Self::get::<i64>(row, "hints", &id)? != 0,
                chat: Self::get::<i64>(row, "chat", &id)? != 0,
                rated: Self::get(row, "rated", &id)?,
                id: id.clone(),
            },
            status,
            plies: Self::get_i32(row, "plies", &id)?,
            ending,
            updated_at: Self::get(row, "updated_at", &id)?,
            revision: Self::get(row, "revision", &id)?,
            started_at: Self::get(row, "started_at", &id)?,
            clock: match (
                Self::get::<Option<i64>>(row, "clock_ply", &id)?,
                Self::get::<Option<String>>(row, "clock", &id)?,
            ) {
                (Some(ply), Some(state)) => Some(KeptClock {
                    ply: i32::try_from(ply).map_err(|_| corrupt(format!("clock_ply {ply}")))?,
                    state,
                }),
                _ => None,
            },
            offers: Offers {
                draw: Self::offer_from(row, "draw", &id)?,
                take_back: Self::offer_from(row, "take_back", &id)?,
            },
        })
    }

    /// Reads one standing offer from columns `{what}_by`, `{what}_ply` and, for a take-back,
    /// `take_back_accepted`.
    fn offer_from(row: &DB::Row, what: &str, game: &str) -> Result<Option<StandingOffer>, StoreError> {
        let by = Self::get::<Option<i64>>(row, &format!("{what}_by"), game)?;
        let ply = Self::get::<Option<i64>>(row, &format!("{what}_ply"), game)?;
        let (Some(by), Some(ply)) = (by, ply) else {
            return Ok(None);
        };
        let accepted = match what {
            "take_back" => Self::get::<Option<String>>(row, "take_back_accepted", game)?.unwrap_or_default(),
            _ => String::new(),
        };
        let corrupt = |what: String| StoreError::Corrupt {
            game: game.to_string(),
            what,
        };
        let number = |n: i64| i32::try_from(n).map_err(|_| corrupt(format!("offer number {n}")));
        Ok(Some(StandingOffer {
            by: number(by)?,
            ply: number(ply)?,
            accepted: accepted
                .split_whitespace()
                .map(|seat| {
                    seat.parse::<i32>()
                        .map_err(|_| corrupt(format!("accepting seat {seat:?}")))
                })
                .collect::<Result<_, _>>()?,
        }))
    }

    /// Reads a rematch row (columns [`REMATCH_COLUMNS`]): the rematch's id and the seat.
    fn rematch_seat_from(row: &DB::Row, game: &str) -> Result<(String, RematchSeat), StoreError> {
        Ok((
            Self::get(row, "rematch_id", game)?,
            RematchSeat {
                seat: Self::get_i32(row, "seat", game)?,
                rematch_seat: Self::get_i32(row, "rematch_seat", game)?,
                invite: Self::get(row, "invite", game)?,
            },
        ))
    }

    /// Reads a seat from columns `seat_index, seat_kind, bot_level, name, token_hash, invite,
    /// account_id, had_account`.
    fn seat_from(row: &DB::Row, game: &str) -> Result<Seat, StoreError> {
        let kind: String = Self::get(row, "seat_kind", game)?;
        let level: Option<String> = Self::get(row, "bot_level", game)?;
        let kind = match (kind.as_str(), level) {
            ("human", _) => SeatKind::Human,
            ("open", _) => SeatKind::Open,
            ("bot", Some(level)) => SeatKind::Bot { level },
            (other, _) => {
                return Err(StoreError::Corrupt {
                    game: game.to_string(),
                    what: format!("seat kind {other:?}"),
                });
            }
        };
        Ok(Seat {
            index: Self::get_i32(row, "seat_index", game)?,
            kind,
            name: Self::get(row, "name", game)?,
            token_hash: Self::get(row, "token_hash", game)?,
            invite: Self::get(row, "invite", game)?,
            account: match (
                Self::get::<Option<String>>(row, "account_id", game)?,
                Self::get::<i64>(row, "had_account", game)?,
            ) {
                (Some(id), _) => SeatAccount::Held(id),
                (None, 0) => SeatAccount::None,
                (None, _) => SeatAccount::Deleted,
            },
        })
    }

    /// Reads an action from columns `ply, seat, action, at`.
    fn action_from(row: &DB::Row, game: &str) -> Result<StoredAction, StoreError> {
        Ok(StoredAction {
            ply: Self::get_i32(row, "ply", game)?,
            seat: Self::get_i32(row, "seat", game)?,
            action: Self::get(row, "action", game)?,
            at: Self::get(row, "at", game)?,
        })
    }

    /// The rows of several games, each gathered with its game (in the games' order): seats,
    /// actions and rematch seats of games not among `game_rows` are left out.
    fn gather(
        game_rows: &[DB::Row],
        seat_rows: &[DB::Row],
        action_rows: &[DB::Row],
        rematch_rows: &[DB::Row],
    ) -> Result<Vec<Parts>, StoreError> {
        let mut parts: Vec<Parts> = Vec::new();
        let mut index: HashMap<String, usize> = HashMap::new();
        for row in game_rows {
            let game = Self::game_from(row)?;
            index.insert(game.game.id.clone(), parts.len());
            parts.push((game, Vec::new(), Vec::new(), Vec::new()));
        }
        for row in seat_rows {
            let id: String = Self::get(row, "game_id", "?")?;
            if let Some(&i) = index.get(&id) {
                parts[i].1.push(Self::seat_from(row, &id)?);
            }
        }
        for row in action_rows {
            let id: String = Self::get(row, "game_id", "?")?;
            if let Some(&i) = index.get(&id) {
                parts[i].2.push(Self::action_from(row, &id)?);
            }
        }
        for row in rematch_rows {
            let id: String = Self::get(row, "game_id", "?")?;
            if let Some(&i) = index.get(&id) {
                parts[i].3.push(Self::rematch_seat_from(row, &id)?);
            }
        }
        Ok(parts)
    }

    /// Puts a game back together, checking that its actions are exactly plies `0..plies`.
    fn assemble(
        row: GameRow,
        seats: Vec<Seat>,
        actions: Vec<StoredAction>,
        rematch: Vec<(String, RematchSeat)>,
    ) -> Result<StoredGame, StoreError> {
        Self::assemble_from(row, seats, actions, rematch, 0)
    }

    /// Puts a game back together with only its actions from ply `from` (at most its count),
    /// checking that they are exactly plies `from..plies`.
    fn assemble_from(
        row: GameRow,
        seats: Vec<Seat>,
        actions: Vec<StoredAction>,
        rematch: Vec<(String, RematchSeat)>,
        from: i32,
    ) -> Result<StoredGame, StoreError> {
        let rematch = rematch_of(&row.game.id, rematch)?;
        let in_order = actions
            .iter()
            .enumerate()
            .all(|(i, action)| i64::from(action.ply) == i64::from(from) + i as i64);
        if !in_order || i64::from(row.plies) != i64::from(from) + actions.len() as i64 {
            return Err(StoreError::Corrupt {
                game: row.game.id,
                what: format!("{} actions stored for a count of {}", actions.len(), row.plies),
            });
        }
        Ok(StoredGame {
            game: NewGame { seats, ..row.game },
            status: row.status,
            actions,
            ending: row.ending,
            updated_at: row.updated_at,
            revision: row.revision,
            started_at: row.started_at,
            clock: row.clock,
            rematch,
            offers: row.offers,
        })
    }

    /// Why a guarded `UPDATE` of a game changed nothing: no such game, or a finished one.
    /// Returns the game's count of actions when it exists and is not finished.
    pub(crate) async fn why_unchanged(conn: &mut DB::Connection, game_id: &str) -> Result<i32, StoreError> {
        let row = sqlx::query("SELECT status, plies FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_optional(&mut *conn)
            .await?
            .ok_or_else(|| StoreError::NotFound(game_id.to_string()))?;
        let status: String = Self::get(&row, "status", game_id)?;
        if status == Status::Finished.as_str() {
            return Err(StoreError::Finished(game_id.to_string()));
        }
        Self::get_i32(&row, "plies", game_id)
    }

    /// Tells the other nodes (when this store is one node's of several) that game `game_id`
    /// changed, on the transaction's commit, as a fenced write does ([`SqlStore::check_fence`]).
    async fn tell_changed(&self, conn: &mut DB::Connection, game_id: &str) -> Result<(), StoreError> {
        let Some((node, _)) = self.fences.as_deref().and_then(Fences::joined) else {
            return Ok(());
        };
        sqlx::query("SELECT pg_notify($1, $2 || ' ' || $3)")
            .bind(GAMES_CHANNEL)
            .bind(game_id)
            .bind(node.as_str())
            .execute(&mut *conn)
            .await?;
        Ok(())
    }

    /// When several nodes share the database: checks, in a write's transaction, that this
    /// node holds the game's lease under its epoch (locking the lease row in key-share mode, so a
    /// takeover waits for the write), and tells the other nodes of the write on commit.
    /// [`StoreError::Fenced`] otherwise. Nothing to check for one node (see
    /// [`crate::cluster`]).
    pub(crate) async fn check_fence(
        &self,
        conn: &mut DB::Connection,
        game_id: &str,
    ) -> Result<(), StoreError> {
        Self::check_fence_of(self.fences.as_deref(), conn, game_id).await
    }

    /// [`check_fence`](Self::check_fence) with the leases `fences` (none: one node).
    pub(crate) async fn check_fence_of(
        fences: Option<&Fences>,
        conn: &mut DB::Connection,
        game_id: &str,
    ) -> Result<(), StoreError> {
        let Some(fences) = fences else {
            return Ok(());
        };
        let (node, epoch) = match fences.fence(game_id) {
            Fence::Off => return Ok(()),
            Fence::NotHeld => return Err(StoreError::Fenced(game_id.to_string())),
            Fence::Held { node, epoch } => (node, epoch),
        };
        let held = sqlx::query(lease_fence!())
            .bind(game_id)
            .bind(node.as_str())
            .bind(epoch)
            .bind(GAMES_CHANNEL)
            .fetch_optional(&mut *conn)
            .await?;
        if held.is_some() {
            return Ok(());
        }
        // Expired (it may be renewed) or taken by another node (this epoch is over for good).
        let still =
            sqlx::query("SELECT owner FROM game_leases WHERE game_id = $1 AND owner = $2 AND epoch = $3")
                .bind(game_id)
                .bind(node.as_str())
                .bind(epoch)
                .fetch_optional(&mut *conn)
                .await?;
        if still.is_none() {
            fences.drop_lease(game_id);
        }
        Err(StoreError::Fenced(game_id.to_string()))
    }

    /// When several nodes share the database: a new game's lease, taken by its creator in the
    /// creation's transaction (epoch 1). Held once the creation commits.
    async fn lease_new_game(
        fences: Option<&Fences>,
        conn: &mut DB::Connection,
        game_id: &str,
    ) -> Result<bool, StoreError> {
        let Some((node, lease_ms)) = fences.and_then(Fences::joined) else {
            return Ok(false);
        };
        sqlx::query(
            "INSERT INTO game_leases (game_id, owner, epoch, expires_at) \
             VALUES ($1, $2, 1, now() + $3::float8 * interval '1 millisecond')",
        )
        .bind(game_id)
        .bind(node.as_str())
        .bind(lease_ms)
        .execute(&mut *conn)
        .await?;
        Ok(true)
    }

    /// Runs a write of a game on the writer's thread when the store has one
    /// ([`crate::writes`]), else here.
    async fn on_writer<T: Send + 'static>(
        &self,
        write: impl Future<Output = Result<T, StoreError>> + Send + 'static,
    ) -> Result<T, StoreError> {
        match &self.writes {
            Some(thread) => thread.run(write).await,
            None => write.await,
        }
    }

    /// A write of a game: into the queue's groups when it takes them, else alone on the
    /// writer's thread (or here).
    async fn game_write(&self, write: GameWrite) -> Result<(), StoreError> {
        if let Some(queue) = self.appender.as_ref().filter(|queue| queue.takes_writes()) {
            return queue.write(write).await;
        }
        let this = self.clone();
        self.on_writer(async move {
            Self::write_alone(&this.writer, this.dialect, this.fences.as_deref(), &write).await
        })
        .await
    }

    /// One write of a game in a transaction of its own.
    pub(crate) async fn write_alone(
        writer: &Pool<DB>,
        dialect: Dialect,
        fences: Option<&Fences>,
        write: &GameWrite,
    ) -> Result<(), StoreError> {
        if let Some(leased) = Self::in_one_statement(writer, fences, write).await? {
            if leased && let Some(fences) = fences {
                fences.hold(write.game_id(), 1);
            }
            return Ok(());
        }
        let mut tx = begin(writer, dialect.begin_write).await?;
        let leased = Self::write_in(fences, &mut tx, write).await?;
        tx.commit().await?;
        if leased && let Some(fences) = fences {
            fences.hold(write.game_id(), 1);
        }
        Ok(())
    }

    /// Once a node joined (PostgreSQL): a game's write as one statement, outside any
    /// transaction of several: one round trip instead of four to six (`BEGIN`, the fence or
    /// the lease, the change's statements, `COMMIT`). With 5,000 games at once, these writes
    /// were most of the database's round trips.
    /// * A status or an ending: its fence in it ([`check_fence`](Self::check_fence)'s,
    ///   locking the lease row in key-share mode until the statement commits).
    /// * A seat taken: its fence, the game's row locked, the seat, then the game's revision.
    /// * A creation: the game, its lease ([`lease_new_game`](Self::lease_new_game)'s) and its
    ///   seats.
    ///
    /// `Some(leased)` when it wrote (`leased`: it took a new game's lease, held from now);
    /// `None` when it does not apply, changed nothing, or met a constraint (then the write
    /// runs as before, in a transaction, and says exactly why: fenced, finished, no such game
    /// or seat or account, a game that exists already).
    async fn in_one_statement(
        writer: &Pool<DB>,
        fences: Option<&Fences>,
        write: &GameWrite,
    ) -> Result<Option<bool>, StoreError> {
        if let GameWrite::Create(game) = write {
            return Self::create_in_one_statement(writer, fences, game).await;
        }
        // The fence, then the change if it holds; the change's own parameters from `$5`.
        macro_rules! fenced {
            ($change:literal) => {
                concat!(
                    "WITH fence AS (",
                    lease_fence!(),
                    ") ",
                    $change,
                    " AND EXISTS (SELECT 1 FROM fence) RETURNING id"
                )
            };
        }
        let Some(Fence::Held { node, epoch }) = fences.map(|f| f.fence(write.game_id())) else {
            return Ok(None);
        };
        let query = match write {
            GameWrite::Status { status, at, .. } if *status != Status::Finished => sqlx::query(fenced!(
                "UPDATE games SET status = $5, updated_at = $6, revision = revision + 1, \
                 started_at = CASE WHEN $5 = 'live' THEN COALESCE(started_at, $6) ELSE started_at END \
                 WHERE id = $1 AND status <> 'finished'"
            ))
            .bind(write.game_id())
            .bind(node.as_str())
            .bind(epoch)
            .bind(GAMES_CHANNEL)
            .bind(status.as_str())
            .bind(*at),
            GameWrite::Finish { ending, .. } => sqlx::query(fenced!(
                "UPDATE games SET status = 'finished', result = $5, termination = $6, ended_at = $7, \
                 updated_at = $7, revision = revision + 1 WHERE id = $1 AND status <> 'finished'"
            ))
            .bind(write.game_id())
            .bind(node.as_str())
            .bind(epoch)
            .bind(GAMES_CHANNEL)
            .bind(ending.result.as_str())
            .bind(ending.termination.as_str())
            .bind(ending.at),
            GameWrite::Seat { seat, .. } => Self::bind_seat(
                sqlx::query(concat!(
                    "WITH fence AS (",
                    lease_fence!(),
                    "), game AS (SELECT id FROM games WHERE id = $1 AND status <> 'finished' \
                 AND (rated IS NULL OR $5 = 0) AND EXISTS (SELECT 1 FROM fence) FOR UPDATE), \
                 seat AS (UPDATE seats SET kind = $7, bot_level = $8, name = $9, token_hash = $10, \
                 invite = $11, account_id = $12, had_account = $13 \
                 WHERE game_id = $1 AND seat = $6 AND EXISTS (SELECT 1 FROM game) RETURNING seat) \
                 UPDATE games SET updated_at = $14, revision = revision + 1 \
                 WHERE id = $1 AND EXISTS (SELECT 1 FROM seat) RETURNING id"
                ))
                .bind(write.game_id())
                .bind(node.as_str())
                .bind(epoch)
                .bind(GAMES_CHANNEL)
                .bind(i64::from(unrated_seat(seat)))
                .bind(i64::from(seat.index)),
                seat,
            )
            .bind(now_ms()),
            GameWrite::Status { .. } | GameWrite::Create(_) => return Ok(None),
        };
        let mut conn = writer.acquire().await?;
        match query.fetch_optional(&mut *conn).await {
            Ok(row) => Ok(row.map(|_| false)),
            // An account that does not exist: said by the transaction.
            Err(err) if is_foreign_key_violation(&err) => Ok(None),
            Err(err) => Err(err.into()),
        }
    }

    /// [`in_one_statement`](Self::in_one_statement) for a creation: the game, its lease and
    /// its seats in one `INSERT` with two others before it; `None` when no node joined (one
    /// SQLite node: its group commit takes creations), the game is refused before it is
    /// written (said by [`create_game_in`](Self::create_game_in), which the caller runs
    /// next), or a constraint refused it.
    async fn create_in_one_statement(
        writer: &Pool<DB>,
        fences: Option<&Fences>,
        game: &NewGame,
    ) -> Result<Option<bool>, StoreError> {
        let Some((node, lease_ms)) = fences.and_then(Fences::joined) else {
            return Ok(None);
        };
        let Ok(status) = Self::new_game_status(game) else {
            return Ok(None);
        };
        if game.seats.is_empty() {
            return Ok(None);
        }
        // $1–$12 the game, $13–$14 the lease, then eight a seat.
        let mut sql = String::from(
            "WITH game AS (INSERT INTO games (id, kind, rules, seed, start, time_control, status, \
             plies, created_at, updated_at, revision, started_at, hints, rated, chat) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $8, 1, $9, $10, $11, $12) RETURNING id), \
             lease AS (INSERT INTO game_leases (game_id, owner, epoch, expires_at) \
             SELECT id, $13, 1, now() + $14::float8 * interval '1 millisecond' FROM game) \
             INSERT INTO seats (game_id, seat, kind, bot_level, name, token_hash, invite, \
             account_id, had_account) VALUES ",
        );
        for i in 0..game.seats.len() {
            let p = 15 + 8 * i;
            let sep = if i == 0 { "" } else { ", " };
            sql.push_str(&format!(
                "{sep}((SELECT id FROM game), ${}, ${}, ${}, ${}, ${}, ${}, ${}, ${})",
                p,
                p + 1,
                p + 2,
                p + 3,
                p + 4,
                p + 5,
                p + 6,
                p + 7
            ));
        }
        let mut query = Self::bind_new_game(sqlx::query(&sql), game, status)
            .bind(node.as_str())
            .bind(lease_ms);
        for seat in &game.seats {
            query = Self::bind_seat(query.bind(i64::from(seat.index)), seat);
        }
        let mut conn = writer.acquire().await?;
        match query.execute(&mut *conn).await {
            Ok(_) => Ok(Some(true)),
            // A game that exists already, an account that does not: said by the transaction.
            Err(err) if is_unique_violation(&err) || is_foreign_key_violation(&err) => Ok(None),
            Err(err) => Err(err.into()),
        }
    }

    /// One write of a game inside a transaction of several: in a savepoint, so that a refused
    /// write leaves nothing of itself and the transaction goes on. `Err` only when the
    /// transaction itself failed (the savepoint could not be made or undone); else the
    /// write's own answer. A new game's lease is not taken here (one node: SQLite).
    pub(crate) async fn write_in_savepoint(
        conn: &mut DB::Connection,
        write: &GameWrite,
    ) -> Result<Result<(), StoreError>, StoreError> {
        sqlx::query("SAVEPOINT game_write").execute(&mut *conn).await?;
        let written = Self::write_in(None, conn, write).await.map(drop);
        if written.is_err() {
            sqlx::query("ROLLBACK TO game_write").execute(&mut *conn).await?;
        }
        sqlx::query("RELEASE game_write").execute(&mut *conn).await?;
        Ok(written)
    }

    /// A write of a game in the transaction `conn`, fenced by `fences` once a node joined;
    /// true when it took a new game's lease (held once the transaction commits).
    async fn write_in(
        fences: Option<&Fences>,
        conn: &mut DB::Connection,
        write: &GameWrite,
    ) -> Result<bool, StoreError> {
        match write {
            GameWrite::Create(game) => Self::create_game_in(fences, conn, game).await,
            GameWrite::Seat { game_id, seat } => {
                Self::update_seat_in(fences, conn, game_id, seat).await?;
                Ok(false)
            }
            GameWrite::Status { game_id, status, at } => {
                Self::set_status_in(fences, conn, game_id, *status, *at).await?;
                Ok(false)
            }
            GameWrite::Finish { game_id, ending } => {
                Self::finish_game_in(fences, conn, game_id, ending).await?;
                Ok(false)
            }
        }
    }

    pub(crate) async fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
        self.game_write(GameWrite::Create(game.clone())).await
    }

    /// Binds a new game's twelve columns, `id` to `chat` in the order of the creation's
    /// `INSERT` (`started_at` its creation when it starts live).
    fn bind_new_game<'q>(
        query: Query<'q, DB, DB::Arguments<'q>>,
        game: &'q NewGame,
        status: Status,
    ) -> Query<'q, DB, DB::Arguments<'q>> {
        query
            .bind(game.id.as_str())
            .bind(game.kind.as_str())
            .bind(game.rules.as_str())
            .bind(game.seed)
            .bind(game.start.as_deref())
            .bind(game.time_control.as_str())
            .bind(status.as_str())
            .bind(game.created_at)
            .bind((status == Status::Live).then_some(game.created_at))
            .bind(i64::from(game.hints))
            .bind(game.rated.as_deref())
            .bind(i64::from(game.chat))
    }

    /// Binds a seat's seven columns after its index: `kind`, `bot_level`, `name`,
    /// `token_hash`, `invite`, `account_id`, `had_account`.
    fn bind_seat<'q>(
        query: Query<'q, DB, DB::Arguments<'q>>,
        seat: &'q Seat,
    ) -> Query<'q, DB, DB::Arguments<'q>> {
        query
            .bind(seat.kind.as_str())
            .bind(match &seat.kind {
                SeatKind::Bot { level } => Some(level.as_str()),
                _ => None,
            })
            .bind(seat.name.as_deref())
            .bind(seat.token_hash.as_deref())
            .bind(seat.invite.as_deref())
            .bind(seat.account.id())
            .bind(i64::from(seat.account != SeatAccount::None))
    }

    /// The status a new game starts in, once its seats are checked: open while a seat waits
    /// for its player, else live.
    fn new_game_status(game: &NewGame) -> Result<Status, StoreError> {
        check_seats(&game.seats)?;
        if let Some(seat) = game
            .seats
            .iter()
            .find(|seat| seat.account == SeatAccount::Deleted)
        {
            return Err(StoreError::InvalidInput(format!(
                "seat {} cannot be created for a deleted account",
                seat.index
            )));
        }
        if let Some(class) = &game.rated
            && let Some(seat) = game.seats.iter().find(|seat| unrated_seat(seat))
        {
            return Err(StoreError::InvalidInput(format!(
                "a rated game ({class}) is played between accounts, but seat {} has none",
                seat.index
            )));
        }
        Ok(if game.seats.iter().any(Seat::is_unclaimed) {
            Status::Open
        } else {
            Status::Live
        })
    }

    async fn create_game_in(
        fences: Option<&Fences>,
        conn: &mut DB::Connection,
        game: &NewGame,
    ) -> Result<bool, StoreError> {
        let status = Self::new_game_status(game)?;
        let inserted = Self::bind_new_game(
            sqlx::query(
                "INSERT INTO games (id, kind, rules, seed, start, time_control, status, plies, \
                 created_at, updated_at, revision, started_at, hints, rated, chat) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $8, 1, $9, $10, $11, $12)",
            ),
            game,
            status,
        )
        .execute(&mut *conn)
        .await;
        match inserted {
            Err(err) if is_unique_violation(&err) => {
                return Err(StoreError::AlreadyExists(game.id.clone()));
            }
            other => other?,
        };
        for seat in &game.seats {
            let inserted = Self::bind_seat(
                sqlx::query(
                    "INSERT INTO seats (game_id, seat, kind, bot_level, name, token_hash, invite, \
                     account_id, had_account) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(game.id.as_str())
                .bind(i64::from(seat.index)),
                seat,
            )
            .execute(&mut *conn)
            .await;
            no_such_account(inserted, &seat.account)?;
        }
        Self::lease_new_game(fences, conn, &game.id).await
    }

    pub(crate) async fn append_action(&self, game_id: &str, action: &StoredAction) -> Result<(), StoreError> {
        if let Some(appender) = &self.appender {
            return appender.append(game_id, action).await;
        }
        Self::append_alone(
            &self.writer,
            self.dialect,
            self.fences.as_deref(),
            game_id,
            action,
        )
        .await
    }

    /// One append written alone (not in a group): fenced by the leases `fences` once a node
    /// joined, else in one statement or one transaction as the dialect says.
    pub(crate) async fn append_alone(
        writer: &Pool<DB>,
        dialect: Dialect,
        fences: Option<&Fences>,
        game_id: &str,
        action: &StoredAction,
    ) -> Result<(), StoreError> {
        if fences.and_then(Fences::joined).is_some() {
            let mut tx = begin(writer, dialect.begin_write).await?;
            Self::check_fence_of(fences, &mut tx, game_id).await?;
            Self::append_in(&mut tx, game_id, action).await?;
            tx.commit().await?;
            return Ok(());
        }
        if dialect.append_in_one_statement {
            return Self::append_in_one_statement(writer, game_id, action).await;
        }
        Self::append_in_transaction(writer, dialect, game_id, action).await
    }

    /// The refusal of an append whose guard failed: no such game, a finished one, or a ply
    /// that is not next.
    async fn refusal(conn: &mut DB::Connection, game_id: &str, ply: i32) -> StoreError {
        match Self::why_unchanged(conn, game_id).await {
            Ok(plies) => StoreError::Conflict {
                game: game_id.to_string(),
                ply,
                plies,
            },
            Err(err) => err,
        }
    }

    /// One append as one statement: the guarded count feeds the insert, so both happen or
    /// neither (PostgreSQL). The guard's row lock orders racing appends.
    async fn append_in_one_statement(
        writer: &Pool<DB>,
        game_id: &str,
        action: &StoredAction,
    ) -> Result<(), StoreError> {
        let inserted = sqlx::query(
            "WITH counted AS (UPDATE games SET plies = plies + 1, updated_at = $5, revision = revision + 1 \
             WHERE id = $1 AND plies = $2 AND status <> 'finished' RETURNING id) \
             INSERT INTO actions (game_id, ply, seat, action, at) \
             SELECT id, $2, $3, $4, $5 FROM counted RETURNING ply",
        )
        .bind(game_id)
        .bind(i64::from(action.ply))
        .bind(i64::from(action.seat))
        .bind(action.action.as_str())
        .bind(action.at)
        .fetch_optional(writer)
        .await;
        match inserted {
            Ok(Some(_)) => Ok(()),
            Ok(None) => {
                let mut conn = writer.acquire().await?;
                Err(Self::refusal(&mut conn, game_id, action.ply).await)
            }
            // The count and the actions disagree: refuse rather than overwrite.
            Err(err) if is_unique_violation(&err) => Err(StoreError::Conflict {
                game: game_id.to_string(),
                ply: action.ply,
                plies: action.ply.saturating_add(1),
            }),
            Err(err) => Err(err.into()),
        }
    }

    /// One append in its own write transaction: the guarded count, then the insert.
    async fn append_in_transaction(
        writer: &Pool<DB>,
        dialect: Dialect,
        game_id: &str,
        action: &StoredAction,
    ) -> Result<(), StoreError> {
        let mut tx = begin(writer, dialect.begin_write).await?;
        Self::append_in(&mut tx, game_id, action).await?;
        tx.commit().await?;
        Ok(())
    }

    /// One append in a write transaction that the caller commits: the guarded count, then
    /// the insert.
    async fn append_in(
        conn: &mut DB::Connection,
        game_id: &str,
        action: &StoredAction,
    ) -> Result<(), StoreError> {
        let counted = sqlx::query(
            "UPDATE games SET plies = plies + 1, updated_at = $3, revision = revision + 1 \
             WHERE id = $1 AND plies = $2 AND status <> 'finished' RETURNING plies",
        )
        .bind(game_id)
        .bind(i64::from(action.ply))
        .bind(action.at)
        .fetch_optional(&mut *conn)
        .await?;
        if counted.is_none() {
            return Err(Self::refusal(conn, game_id, action.ply).await);
        }
        let inserted =
            sqlx::query("INSERT INTO actions (game_id, ply, seat, action, at) VALUES ($1, $2, $3, $4, $5)")
                .bind(game_id)
                .bind(i64::from(action.ply))
                .bind(i64::from(action.seat))
                .bind(action.action.as_str())
                .bind(action.at)
                .execute(&mut *conn)
                .await;
        match inserted {
            // The count and the actions disagree: refuse rather than overwrite.
            Err(err) if is_unique_violation(&err) => {
                return Err(StoreError::Conflict {
                    game: game_id.to_string(),
                    ply: action.ply,
                    plies: action.ply.saturating_add(1),
                });
            }
            other => other?,
        };
        Ok(())
    }

    pub(crate) async fn update_seat(&self, game_id: &str, seat: &Seat) -> Result<(), StoreError> {
        self.game_write(GameWrite::Seat {
            game_id: game_id.to_string(),
            seat: seat.clone(),
        })
        .await
    }

    async fn update_seat_in(
        fences: Option<&Fences>,
        conn: &mut DB::Connection,
        game_id: &str,
        seat: &Seat,
    ) -> Result<(), StoreError> {
        Self::check_fence_of(fences, conn, game_id).await?;
        let touched = sqlx::query(
            "UPDATE games SET updated_at = $2, revision = revision + 1 \
             WHERE id = $1 AND status <> 'finished' RETURNING rated",
        )
        .bind(game_id)
        .bind(now_ms())
        .fetch_optional(&mut *conn)
        .await?;
        let Some(touched) = touched else {
            Self::why_unchanged(conn, game_id).await?;
            return Err(StoreError::NotFound(game_id.to_string()));
        };
        let rated = Self::get::<Option<String>>(&touched, "rated", game_id)?;
        if let Some(class) = rated
            && unrated_seat(seat)
        {
            return Err(StoreError::InvalidInput(format!(
                "a rated game ({class}) is played between accounts, but seat {} is taken without one",
                seat.index
            )));
        }
        let replaced = Self::bind_seat(
            sqlx::query(
                "UPDATE seats SET kind = $3, bot_level = $4, name = $5, token_hash = $6, invite = $7, \
                 account_id = $8, had_account = $9 WHERE game_id = $1 AND seat = $2 RETURNING seat",
            )
            .bind(game_id)
            .bind(i64::from(seat.index)),
            seat,
        )
        .fetch_optional(&mut *conn)
        .await;
        let replaced = no_such_account(replaced, &seat.account)?;
        if replaced.is_none() {
            return Err(StoreError::SeatNotFound {
                game: game_id.to_string(),
                seat: seat.index,
            });
        }
        Ok(())
    }

    pub(crate) async fn set_status(&self, game_id: &str, status: Status, at: i64) -> Result<(), StoreError> {
        self.game_write(GameWrite::Status {
            game_id: game_id.to_string(),
            status,
            at,
        })
        .await
    }

    async fn set_status_in(
        fences: Option<&Fences>,
        conn: &mut DB::Connection,
        game_id: &str,
        status: Status,
        at: i64,
    ) -> Result<(), StoreError> {
        if status == Status::Finished {
            return Err(StoreError::InvalidInput(
                "a game is finished with finish_game, which stores its ending".to_string(),
            ));
        }
        Self::check_fence_of(fences, conn, game_id).await?;
        let changed = sqlx::query(
            "UPDATE games SET status = $2, updated_at = $3, revision = revision + 1, \
             started_at = CASE WHEN $2 = 'live' THEN COALESCE(started_at, $3) ELSE started_at END \
             WHERE id = $1 AND status <> 'finished' RETURNING id",
        )
        .bind(game_id)
        .bind(status.as_str())
        .bind(at)
        .fetch_optional(&mut *conn)
        .await?;
        if changed.is_none() {
            Self::why_unchanged(conn, game_id).await?;
            return Err(StoreError::NotFound(game_id.to_string()));
        }
        Ok(())
    }

    pub(crate) async fn finish_game(&self, game_id: &str, ending: &Ending) -> Result<(), StoreError> {
        self.game_write(GameWrite::Finish {
            game_id: game_id.to_string(),
            ending: ending.clone(),
        })
        .await
    }

    async fn finish_game_in(
        fences: Option<&Fences>,
        conn: &mut DB::Connection,
        game_id: &str,
        ending: &Ending,
    ) -> Result<(), StoreError> {
        Self::check_fence_of(fences, conn, game_id).await?;
        let changed = sqlx::query(
            "UPDATE games SET status = 'finished', result = $2, termination = $3, ended_at = $4, \
             updated_at = $4, revision = revision + 1 WHERE id = $1 AND status <> 'finished' RETURNING id",
        )
        .bind(game_id)
        .bind(ending.result.as_str())
        .bind(ending.termination.as_str())
        .bind(ending.at)
        .fetch_optional(&mut *conn)
        .await?;
        if changed.is_none() {
            Self::why_unchanged(conn, game_id).await?;
            return Err(StoreError::NotFound(game_id.to_string()));
        }
        Ok(())
    }

    pub(crate) async fn truncate_actions(
        &self,
        game_id: &str,
        keep: i32,
        clock: Option<&str>,
    ) -> Result<(), StoreError> {
        let (this, game_id, clock) = (self.clone(), game_id.to_string(), clock.map(str::to_string));
        self.on_writer(async move { this.truncate_actions_here(&game_id, keep, clock.as_deref()).await })
            .await
    }

    async fn truncate_actions_here(
        &self,
        game_id: &str,
        keep: i32,
        clock: Option<&str>,
    ) -> Result<(), StoreError> {
        if keep < 0 {
            return Err(StoreError::InvalidInput(format!("cannot keep {keep} actions")));
        }
        let mut tx = begin(&self.writer, self.dialect.begin_write).await?;
        self.check_fence(&mut tx, game_id).await?;
        let changed = sqlx::query(
            "UPDATE games SET plies = $2, updated_at = $3, revision = revision + 1, \
             clock_ply = CASE WHEN $4 IS NULL THEN NULL ELSE $2 END, clock = $4, \
             draw_by = CASE WHEN $2 < plies THEN NULL ELSE draw_by END, \
             draw_ply = CASE WHEN $2 < plies THEN NULL ELSE draw_ply END, \
             take_back_by = CASE WHEN $2 < plies THEN NULL ELSE take_back_by END, \
             take_back_ply = CASE WHEN $2 < plies THEN NULL ELSE take_back_ply END, \
             take_back_accepted = CASE WHEN $2 < plies THEN NULL ELSE take_back_accepted END \
             WHERE id = $1 AND plies >= $2 AND status <> 'finished' RETURNING id",
        )
        .bind(game_id)
        .bind(i64::from(keep))
        .bind(now_ms())
        .bind(clock)
        .fetch_optional(&mut *tx)
        .await?;
        if changed.is_none() {
            let plies = Self::why_unchanged(&mut tx, game_id).await?;
            return Err(StoreError::CannotKeep {
                game: game_id.to_string(),
                keep,
                plies,
            });
        }
        sqlx::query("DELETE FROM actions WHERE game_id = $1 AND ply >= $2")
            .bind(game_id)
            .bind(i64::from(keep))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    pub(crate) async fn set_rematch(&self, game_id: &str, rematch: &Rematch) -> Result<(), StoreError> {
        let (this, game_id, rematch) = (self.clone(), game_id.to_string(), rematch.clone());
        self.on_writer(async move { this.set_rematch_here(&game_id, &rematch).await })
            .await
    }

    async fn set_rematch_here(&self, game_id: &str, rematch: &Rematch) -> Result<(), StoreError> {
        let mut seen = vec![false; rematch.seats.len()];
        for seat in &rematch.seats {
            match usize::try_from(seat.seat).ok().and_then(|i| seen.get_mut(i)) {
                Some(slot) if !*slot => *slot = true,
                _ => {
                    return Err(StoreError::InvalidInput(format!(
                        "rematch seat {} given twice or out of 0..{}",
                        seat.seat,
                        rematch.seats.len()
                    )));
                }
            }
            if seat.rematch_seat < 0 {
                return Err(StoreError::InvalidInput(format!(
                    "rematch seat {} goes to seat {}",
                    seat.seat, seat.rematch_seat
                )));
            }
        }
        let mut tx = begin(&self.writer, self.dialect.begin_write).await?;
        // A finished game has no driver: its rematch, written once (`RematchExists` after),
        // is any node's to write, unfenced; the other nodes are told all the same.
        let finished = sqlx::query("SELECT id FROM games WHERE id = $1 AND status = $2")
            .bind(game_id)
            .bind(Status::Finished.as_str())
            .fetch_optional(&mut *tx)
            .await?
            .is_some();
        if finished {
            self.tell_changed(&mut tx, game_id).await?;
        } else {
            self.check_fence(&mut tx, game_id).await?;
        }
        let touched = sqlx::query("UPDATE games SET revision = revision + 1 WHERE id = $1 RETURNING id")
            .bind(game_id)
            .fetch_optional(&mut *tx)
            .await?;
        if touched.is_none() {
            return Err(StoreError::NotFound(game_id.to_string()));
        }
        if let Some(row) = sqlx::query("SELECT rematch_id FROM rematches WHERE game_id = $1")
            .bind(game_id)
            .fetch_optional(&mut *tx)
            .await?
        {
            return Err(StoreError::RematchExists {
                game: game_id.to_string(),
                rematch: Self::get(&row, "rematch_id", game_id)?,
            });
        }
        let seats = sqlx::query("SELECT seat FROM seats WHERE game_id = $1")
            .bind(game_id)
            .fetch_all(&mut *tx)
            .await?
            .len();
        if seats != rematch.seats.len() {
            return Err(StoreError::InvalidInput(format!(
                "game {game_id:?} has {seats} seats, but its rematch gives {}",
                rematch.seats.len()
            )));
        }
        let found = sqlx::query("SELECT id FROM games WHERE id = $1")
            .bind(rematch.id.as_str())
            .fetch_optional(&mut *tx)
            .await?;
        if found.is_none() {
            return Err(StoreError::NotFound(rematch.id.clone()));
        }
        for seat in &rematch.seats {
            sqlx::query(&format!(
                "INSERT INTO rematches ({REMATCH_COLUMNS}) VALUES ($1, $2, $3, $4, $5)"
            ))
            .bind(game_id)
            .bind(i64::from(seat.seat))
            .bind(rematch.id.as_str())
            .bind(i64::from(seat.rematch_seat))
            .bind(seat.invite.as_deref())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    pub(crate) async fn set_offers(&self, game_id: &str, offers: &Offers) -> Result<(), StoreError> {
        let (this, game_id, offers) = (self.clone(), game_id.to_string(), offers.clone());
        self.on_writer(async move { this.set_offers_here(&game_id, &offers).await })
            .await
    }

    async fn set_offers_here(&self, game_id: &str, offers: &Offers) -> Result<(), StoreError> {
        let offers_seats = [&offers.draw, &offers.take_back]
            .into_iter()
            .flatten()
            .flat_map(|offer| std::iter::once(offer.by).chain(offer.accepted.iter().copied()));
        let seats_named: Vec<i32> = offers_seats.collect();
        if let Some(seat) = seats_named.iter().find(|&&seat| seat < 0) {
            return Err(StoreError::InvalidInput(format!("an offer names seat {seat}")));
        }
        let highest = seats_named.into_iter().max();
        if let Some(offer) = [&offers.draw, &offers.take_back]
            .into_iter()
            .flatten()
            .find(|o| o.ply < 0)
        {
            return Err(StoreError::InvalidInput(format!(
                "an offer made at ply {}",
                offer.ply
            )));
        }
        let mut tx = begin(&self.writer, self.dialect.begin_write).await?;
        self.check_fence(&mut tx, game_id).await?;
        let part = |offer: &Option<StandingOffer>| {
            (
                offer.as_ref().map(|o| i64::from(o.by)),
                offer.as_ref().map(|o| i64::from(o.ply)),
            )
        };
        let (draw_by, draw_ply) = part(&offers.draw);
        let (take_back_by, take_back_ply) = part(&offers.take_back);
        let accepted = offers.take_back.as_ref().map(|o| {
            o.accepted
                .iter()
                .map(i32::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        });
        let touched = sqlx::query(
            "UPDATE games SET updated_at = $2, revision = revision + 1, draw_by = $3, draw_ply = $4, \
             take_back_by = $5, take_back_ply = $6, take_back_accepted = $7 \
             WHERE id = $1 AND status <> 'finished' RETURNING id",
        )
        .bind(game_id)
        .bind(now_ms())
        .bind(draw_by)
        .bind(draw_ply)
        .bind(take_back_by)
        .bind(take_back_ply)
        .bind(accepted.as_deref())
        .fetch_optional(&mut *tx)
        .await?;
        if touched.is_none() {
            Self::why_unchanged(&mut tx, game_id).await?;
            return Err(StoreError::NotFound(game_id.to_string()));
        }
        if let Some(highest) = highest {
            let seats = sqlx::query("SELECT seat FROM seats WHERE game_id = $1")
                .bind(game_id)
                .fetch_all(&mut *tx)
                .await?
                .len();
            if usize::try_from(highest).map_or(true, |seat| seat >= seats) {
                return Err(StoreError::InvalidInput(format!(
                    "game {game_id:?} has {seats} seats, but an offer names seat {highest}"
                )));
            }
        }
        tx.commit().await?;
        Ok(())
    }

    pub(crate) async fn load_game(&self, game_id: &str) -> Result<Option<StoredGame>, StoreError> {
        let mut tx = begin(&self.reader, self.dialect.begin_read).await?;
        let Some(row) = sqlx::query(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
            .bind(game_id)
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(None);
        };
        let game = Self::game_from(&row)?;
        let seats = sqlx::query(
            "SELECT seat AS seat_index, kind AS seat_kind, bot_level, name, token_hash, invite, \
             account_id, had_account FROM seats WHERE game_id = $1 ORDER BY seat",
        )
        .bind(game_id)
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|row| Self::seat_from(row, game_id))
        .collect::<Result<Vec<_>, _>>()?;
        let actions =
            sqlx::query("SELECT ply, seat, action, at FROM actions WHERE game_id = $1 ORDER BY ply")
                .bind(game_id)
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|row| Self::action_from(row, game_id))
                .collect::<Result<Vec<_>, _>>()?;
        let rematch = sqlx::query(&format!(
            "SELECT {REMATCH_COLUMNS} FROM rematches WHERE game_id = $1"
        ))
        .bind(game_id)
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|row| Self::rematch_seat_from(row, game_id))
        .collect::<Result<Vec<_>, _>>()?;
        tx.commit().await?;
        Self::assemble(game, seats, actions, rematch).map(Some)
    }

    pub(crate) async fn list_games(
        &self,
        status: Option<Status>,
        limit: i64,
    ) -> Result<Vec<GameSummary>, StoreError> {
        if limit < 0 {
            return Err(StoreError::InvalidInput(format!("cannot list {limit} games")));
        }
        if limit == 0 {
            return Ok(Vec::new());
        }
        let filter = if status.is_some() { "WHERE status = $2" } else { "" };
        let sql = format!(
            "SELECT g.id, g.kind, g.rules, g.status, g.plies, g.result, g.termination, g.ended_at, \
             g.created_at, g.updated_at, \
             s.seat AS seat_index, s.kind AS seat_kind, s.bot_level, s.name, s.token_hash, s.invite, \
             s.account_id, s.had_account FROM (SELECT id, kind, rules, status, plies, result, termination, \
             ended_at, created_at, updated_at FROM games {filter} \
                   ORDER BY created_at DESC, id DESC LIMIT $1) AS g \
             LEFT JOIN seats AS s ON s.game_id = g.id \
             ORDER BY g.created_at DESC, g.id DESC, s.seat"
        );
        let mut query = sqlx::query(&sql).bind(limit);
        if let Some(status) = status {
            query = query.bind(status.as_str());
        }
        let mut tx = begin(&self.reader, self.dialect.begin_read).await?;
        let rows = query.fetch_all(&mut *tx).await?;
        tx.commit().await?;
        Self::summaries_from(&rows)
    }

    pub(crate) async fn games_by_id(&self, ids: &[String]) -> Result<Vec<GameSummary>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let marks = (1..=ids.len())
            .map(|i| format!("${i}"))
            .collect::<Vec<_>>()
            .join(", ");
        let sql = format!(
            "SELECT g.id, g.kind, g.rules, g.status, g.plies, g.result, g.termination, g.ended_at, \
             g.created_at, g.updated_at, \
             s.seat AS seat_index, s.kind AS seat_kind, s.bot_level, s.name, s.token_hash, s.invite, \
             s.account_id, s.had_account FROM games AS g \
             LEFT JOIN seats AS s ON s.game_id = g.id WHERE g.id IN ({marks}) \
             ORDER BY g.created_at DESC, g.id DESC, s.seat"
        );
        let mut query = sqlx::query(&sql);
        for id in ids {
            query = query.bind(id.as_str());
        }
        let mut tx = begin(&self.reader, self.dialect.begin_read).await?;
        let rows = query.fetch_all(&mut *tx).await?;
        tx.commit().await?;
        Self::summaries_from(&rows)
    }

    /// The summaries in rows of a game joined with its seats, ordered by game then seat.
    fn summaries_from(rows: &[DB::Row]) -> Result<Vec<GameSummary>, StoreError> {
        let mut games: Vec<GameSummary> = Vec::new();
        for row in rows {
            let id: String = Self::get(row, "id", "?")?;
            if games.last().is_none_or(|last| last.id != id) {
                let status_text: String = Self::get(row, "status", &id)?;
                let result: Option<String> = Self::get(row, "result", &id)?;
                let termination: Option<String> = Self::get(row, "termination", &id)?;
                let ended_at: Option<i64> = Self::get(row, "ended_at", &id)?;
                let ending = match (result, termination, ended_at) {
                    (Some(result), Some(termination), Some(at)) => Some(Ending {
                        result,
                        termination,
                        at,
                    }),
                    _ => None,
                };
                games.push(GameSummary {
                    ending,
                    kind: Self::get(row, "kind", &id)?,
                    rules: Self::get(row, "rules", &id)?,
                    status: status_text.parse().map_err(|err| StoreError::Corrupt {
                        game: id.clone(),
                        what: format!("{err}"),
                    })?,
                    seats: Vec::new(),
                    plies: Self::get_i32(row, "plies", &id)?,
                    created_at: Self::get(row, "created_at", &id)?,
                    updated_at: Self::get(row, "updated_at", &id)?,
                    id: id.clone(),
                });
            }
            let has_seat: Option<i64> = Self::get(row, "seat_index", &id)?;
            if let (Some(_), Some(game)) = (has_seat, games.last_mut()) {
                game.seats.push(Self::seat_from(row, &id)?);
            }
        }
        Ok(games)
    }

    pub(crate) async fn invitation(&self, code: &str) -> Result<Option<(String, usize)>, StoreError> {
        let row = sqlx::query("SELECT game_id, seat FROM seats WHERE invite = $1 AND kind <> 'bot' LIMIT 1")
            .bind(code)
            .fetch_optional(&self.reader)
            .await?;
        let Some(row) = row else { return Ok(None) };
        let game: String = Self::get(&row, "game_id", code)?;
        let seat = Self::get_i32(&row, "seat", &game)?;
        let seat = usize::try_from(seat).map_err(|_| StoreError::Corrupt {
            game: game.clone(),
            what: format!("seat {seat}"),
        })?;
        Ok(Some((game, seat)))
    }

    pub(crate) async fn unfinished_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        let mut tx = begin(&self.reader, self.dialect.begin_read).await?;
        let game_rows = sqlx::query(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status <> 'finished' ORDER BY created_at, id"
        ))
        .fetch_all(&mut *tx)
        .await?;
        let seat_rows = sqlx::query(
            "SELECT s.game_id, s.seat AS seat_index, s.kind AS seat_kind, s.bot_level, s.name, \
             s.token_hash, s.invite, s.account_id, s.had_account FROM seats AS s JOIN games AS g ON g.id = s.game_id \
             WHERE g.status <> 'finished' ORDER BY s.game_id, s.seat",
        )
        .fetch_all(&mut *tx)
        .await?;
        let action_rows = sqlx::query(
            "SELECT a.game_id, a.ply, a.seat, a.action, a.at FROM actions AS a \
             JOIN games AS g ON g.id = a.game_id \
             WHERE g.status <> 'finished' ORDER BY a.game_id, a.ply",
        )
        .fetch_all(&mut *tx)
        .await?;
        let rematch_rows = sqlx::query(
            "SELECT r.game_id, r.seat, r.rematch_id, r.rematch_seat, r.invite FROM rematches AS r \
             JOIN games AS g ON g.id = r.game_id WHERE g.status <> 'finished'",
        )
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;

        let parts = Self::gather(&game_rows, &seat_rows, &action_rows, &rematch_rows)?;
        parts
            .into_iter()
            .map(|(game, seats, actions, rematch)| Self::assemble(game, seats, actions, rematch))
            .collect()
    }

    /// The games of `wanted` as stored now, each `(game, from)` with only its actions of ply
    /// `from` and later (a mirror that holds the earlier ones reads only what is new): one
    /// snapshot, four statements for all of them. A game not stored is left out.
    pub(crate) async fn games_after_ply(
        &self,
        wanted: &[(String, i32)],
    ) -> Result<Vec<crate::cluster::GameAfter>, StoreError>
    where
        for<'q> Vec<String>: Encode<'q, DB> + Type<DB>,
        for<'q> Vec<i32>: Encode<'q, DB> + Type<DB>,
    {
        if wanted.is_empty() {
            return Ok(Vec::new());
        }
        let (ids, froms): (Vec<String>, Vec<i32>) = wanted.iter().cloned().unzip();
        let mut tx = begin(&self.reader, self.dialect.begin_read_by_keys).await?;
        let [games, seats, actions, rematches] = &*MIRROR_READS;
        let game_rows = sqlx::query(games).bind(ids.clone()).fetch_all(&mut *tx).await?;
        let seat_rows = sqlx::query(seats).bind(ids.clone()).fetch_all(&mut *tx).await?;
        let action_rows = sqlx::query(actions)
            .bind(ids.clone())
            .bind(froms)
            .fetch_all(&mut *tx)
            .await?;
        let rematch_rows = sqlx::query(rematches).bind(ids).fetch_all(&mut *tx).await?;
        tx.commit().await?;

        let from_of: HashMap<&str, i32> = wanted.iter().map(|(id, from)| (id.as_str(), *from)).collect();
        let parts = Self::gather(&game_rows, &seat_rows, &action_rows, &rematch_rows)?;
        parts
            .into_iter()
            .map(|(game, seats, actions, rematch)| {
                let from = from_of.get(game.game.id.as_str()).copied().unwrap_or(0);
                let plies = game.plies;
                Self::assemble_from(game, seats, actions, rematch, from.clamp(0, plies))
                    .map(|game| crate::cluster::GameAfter { game, plies })
            })
            .collect()
    }

    /// Asks the database for one row on a reader's connection: it is reachable.
    pub(crate) async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").fetch_one(&self.reader).await?;
        Ok(())
    }

    pub(crate) async fn close(&self) {
        self.writer.close().await;
        self.reader.close().await;
        if let Some(rounds) = &self.rounds {
            rounds.close().await;
        }
    }
}

/// Implements [`GameStore`] for one concrete driver by delegating to the generic methods
/// (so each future's `Send` is proven for the concrete driver).
macro_rules! impl_game_store {
    (@cluster None $self:ident) => {
        None
    };
    (@cluster Some $self:ident) => {
        Some($self)
    };
    ($db:ty, $cluster:ident) => {
        #[async_trait]
        impl GameStore for SqlStore<$db> {
            async fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
                SqlStore::create_game(self, game).await
            }
            async fn append_action(&self, game_id: &str, action: &StoredAction) -> Result<(), StoreError> {
                SqlStore::append_action(self, game_id, action).await
            }
            async fn update_seat(&self, game_id: &str, seat: &Seat) -> Result<(), StoreError> {
                SqlStore::update_seat(self, game_id, seat).await
            }
            async fn set_status(&self, game_id: &str, status: Status, at: i64) -> Result<(), StoreError> {
                SqlStore::set_status(self, game_id, status, at).await
            }
            async fn finish_game(&self, game_id: &str, ending: &Ending) -> Result<(), StoreError> {
                SqlStore::finish_game(self, game_id, ending).await
            }
            async fn truncate_actions(
                &self,
                game_id: &str,
                keep: i32,
                clock: Option<&str>,
            ) -> Result<(), StoreError> {
                SqlStore::truncate_actions(self, game_id, keep, clock).await
            }
            async fn set_rematch(&self, game_id: &str, rematch: &Rematch) -> Result<(), StoreError> {
                SqlStore::set_rematch(self, game_id, rematch).await
            }
            async fn set_offers(&self, game_id: &str, offers: &Offers) -> Result<(), StoreError> {
                SqlStore::set_offers(self, game_id, offers).await
            }
            async fn load_game(&self, game_id: &str) -> Result<Option<StoredGame>, StoreError> {
                SqlStore::load_game(self, game_id).await
            }
            async fn list_games(
                &self,
                status: Option<Status>,
                limit: i64,
            ) -> Result<Vec<GameSummary>, StoreError> {
                SqlStore::list_games(self, status, limit).await
            }
            async fn games_by_id(&self, ids: &[String]) -> Result<Vec<GameSummary>, StoreError> {
                SqlStore::games_by_id(self, ids).await
            }
            async fn unfinished_games(&self) -> Result<Vec<StoredGame>, StoreError> {
                SqlStore::unfinished_games(self).await
            }
            async fn invitation(&self, code: &str) -> Result<Option<(String, usize)>, StoreError> {
                SqlStore::invitation(self, code).await
            }
            async fn ping(&self) -> Result<(), StoreError> {
                SqlStore::ping(self).await
            }
            async fn close(&self) {
                SqlStore::close(self).await
            }
            fn describe(&self) -> String {
                self.description.clone()
            }
            fn cluster(&self) -> Option<&dyn crate::ClusterStore> {
                impl_game_store!(@cluster $cluster self)
            }
        }
    };
}

impl_game_store!(sqlx::Sqlite, None);
impl_game_store!(sqlx::Postgres, Some);
