//! The SQLite backend: a file (created if missing, with its directory) in WAL mode, or a
//! database in memory.
//!
//! An SQLite file gets one writing connection (writes queue in the pool instead of fighting
//! for the file's lock; each begins with `BEGIN IMMEDIATE`) and a few reading connections, which
//! WAL lets read while the writer writes. Appends — most of the writing — are committed in
//! groups by one writer task (the `batch` module): the appends of many games in one transaction
//! of five statements, with the games' creations, seats, statuses and endings in savepoints
//! of the same transaction, each acknowledged only once its transaction is committed. That
//! task and the few other writes run on a thread of their own (the `writes` module), so the one
//! writing connection is not held while a transaction's next statement waits for the
//! server's busy runtime.
//!
//! Settings: `journal_mode=WAL`, `foreign_keys=ON`, `busy_timeout=5s` (for another process on
//! the same file) and `synchronous=NORMAL`. What that gives: a commit is written to the
//! write-ahead log (in the operating system's hands) before the call returns, so a killed or
//! crashed **server process** loses nothing it acknowledged; only a crash of the **whole
//! machine** (power cut, kernel panic) may lose the last commits since the log was last
//! synced (at checkpoints), never corrupting the database. `FULL` would close that gap with an
//! `fsync` per commit, which measured here 391 appends/s against 11,700 with `NORMAL`
//! (200 games appending together, before group commit).
//!
//! Checkpoints (the log copied into the database file, then synced) run on a reading
//! connection every `CHECKPOINT_EVERY`, not in the writer's commits: at 5,000 games SQLite's
//! own, every 1,000 pages, held up a group of appends every few seconds (`BENCHMARKS.md`).

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Pool, Sqlite};

use crate::StoreError;
use crate::batch::{Appender, SqliteBatches};
use crate::location::Location;
use crate::migrations;
use crate::sql::{Dialect, SqlStore};
use crate::writes::WriterThread;

/// SQLite's transactions: writes take the write lock at once, so a transaction that read
/// never has to upgrade its lock (which SQLite refuses when another writer came in between).
const DIALECT: Dialect = Dialect {
    begin_write: "BEGIN IMMEDIATE",
    begin_read: "BEGIN",
    begin_read_by_keys: "BEGIN",
    append_in_one_statement: false,
};

/// How many connections read an SQLite file.
const READERS: u32 = 4;

/// How often a reading connection copies the write-ahead log into the database file (a
/// passive checkpoint, which waits for no reader and no writer). Often, so each copy is
/// small: at 5,000 games every 500 ms left more appends over 16 ms than every 100 ms
/// (`BENCHMARKS.md`); with nothing new in the log a checkpoint returns at once.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(100);

/// The writing connection's own checkpoint, a backstop for when the passive ones fall
/// behind: once the log holds this many pages (SQLite's default is 1,000, some 4 MB, which
/// 5,000 games filled every few seconds, each time in the commit of a group of appends).
const WRITER_CHECKPOINT_PAGES: &str = "16000";

/// Opens an SQLite file, creating it and its directory if missing, and runs the migrations.
pub(crate) async fn open_file(path: &Path) -> Result<SqlStore<Sqlite>, StoreError> {
    let location = Location::Sqlite(path.to_path_buf()).describe();
    if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|source| StoreError::DataDir {
            path: dir.to_path_buf(),
            source,
        })?;
    }
    let options = SqliteConnectOptions::new()
        .filename(path)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(5));
    let open_error = |source| StoreError::Open {
        location: location.clone(),
        source,
    };
    // No ping before each use: a file's connection does not break as a network's does, and
    // the ping was one more round trip to the connection's thread for every write.
    let writer = SqlitePoolOptions::new()
        .max_connections(1)
        .test_before_acquire(false)
        .connect_with(
            options
                .clone()
                .pragma("wal_autocheckpoint", WRITER_CHECKPOINT_PAGES),
        )
        .await
        .map_err(open_error)?;
    migrations::migrator(migrations::SQLITE)
        .await?
        .run(&writer)
        .await?;
    let reader = SqlitePoolOptions::new()
        .max_connections(READERS)
        .test_before_acquire(false)
        .connect_with(options)
        .await
        .map_err(open_error)?;
    let writes = WriterThread::start();
    checkpoints(reader.clone(), writes.as_deref());
    Ok(SqlStore {
        appender: Some(Arc::new(Appender::start(
            SqliteBatches {
                writer: writer.clone(),
                dialect: DIALECT,
            },
            writes.clone(),
        ))),
        writes,
        writer,
        reader,
        dialect: DIALECT,
        description: location,
        rounds: None,
        fences: None,
    })
}

/// Checkpoints the file's write-ahead log every [`CHECKPOINT_EVERY`] on a reading
/// connection, until the store is closed or dropped: the copy into the database file and its
/// `fsync` then run in no commit of the writer's. The task runs on the writer's thread (and
/// ends with it, when the store's last handle is dropped), or else on the caller's runtime.
fn checkpoints(reader: Pool<Sqlite>, on: Option<&WriterThread>) {
    let task = async move {
        let mut every = tokio::time::interval(CHECKPOINT_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            if reader.is_closed() {
                return;
            }
            if let Err(err) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                .execute(&reader)
                .await
            {
                if reader.is_closed() {
                    return;
                }
                tracing::warn!(error = %err, "SQLite's checkpoint failed; the writer checkpoints when its log grows");
            }
        }
    };
    match on {
        Some(thread) => drop(thread.handle().spawn(task)),
        None => drop(tokio::spawn(task)),
    }
}

/// Opens a new SQLite database in memory, which lives as long as the store: one connection,
/// never closed until the store is, does all the reading and writing.
pub(crate) async fn open_memory() -> Result<SqlStore<Sqlite>, StoreError> {
    let location = Location::SqliteMemory.describe();
    let options = SqliteConnectOptions::new().in_memory(true).foreign_keys(true);
    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .min_connections(1)
        .idle_timeout(None)
        .max_lifetime(None)
        .connect_with(options)
        .await
        .map_err(|source| StoreError::Open {
            location: location.clone(),
            source,
        })?;
    migrations::migrator(migrations::SQLITE).await?.run(&pool).await?;
    let writes = WriterThread::start();
    Ok(SqlStore {
        appender: Some(Arc::new(Appender::start(
            SqliteBatches {
                writer: pool.clone(),
                dialect: DIALECT,
            },
            writes.clone(),
        ))),
        writes,
        writer: pool.clone(),
        reader: pool,
        dialect: DIALECT,
        description: location,
        rounds: None,
        fences: None,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::time::{Duration, Instant};

    use quartet_store_test_kit::TempDir;

    /// The writer leaves checkpoints to the reading side: its own waits for a log of
    /// [`super::WRITER_CHECKPOINT_PAGES`] pages, and what it commits still reaches the
    /// database file (within some periods of [`super::CHECKPOINT_EVERY`]; the bound is wide
    /// for a loaded machine).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_log_is_checkpointed_off_the_writer() {
        let dir = TempDir::new("quartet-checkpoints").unwrap();
        let path = dir.path().join("q.db");
        let store = super::open_file(&path).await.unwrap();
        let (pages,): (i64,) = sqlx::query_as("PRAGMA wal_autocheckpoint")
            .fetch_one(&store.writer)
            .await
            .unwrap();
        assert_eq!(pages.to_string(), super::WRITER_CHECKPOINT_PAGES);
        // Some 500 pages in the log, far fewer than the writer's own checkpoint waits for.
        sqlx::query("CREATE TABLE filler (x BLOB)")
            .execute(&store.writer)
            .await
            .unwrap();
        let before = std::fs::metadata(&path).unwrap().len();
        sqlx::query(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500) \
             INSERT INTO filler SELECT randomblob(4000) FROM n",
        )
        .execute(&store.writer)
        .await
        .unwrap();
        let started = Instant::now();
        loop {
            let size = std::fs::metadata(&path).unwrap().len();
            if size >= before + 400 * 4096 {
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "the database file stayed at {size} bytes (was {before}): no checkpoint copied the log"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        store.close().await;
    }
}
