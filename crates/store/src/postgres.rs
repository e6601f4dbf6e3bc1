//! The PostgreSQL backend: one pool for reads and writes. Writes run at PostgreSQL's default
//! isolation (READ COMMITTED), ordered per game by the lock of the game's row that each write
//! takes first; reads run in `REPEATABLE READ, READ ONLY` transactions so a game is read from
//! one snapshot. The migrator holds an advisory lock, so servers starting together migrate once.
//! Appends are committed in groups (the `batch` module): the appends of many games in one
//! transaction, each acknowledged only once it is committed.

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgConnection, PgPoolOptions};
use sqlx::{Connection, Postgres};

use crate::batch::{Appender, PostgresBatches};
use crate::cluster::Fences;
use crate::location::Location;
use crate::migrations;
use crate::sql::{Dialect, SqlStore, by_keys};
use crate::{StoreError, StoreOptions};

/// PostgreSQL's transactions.
const DIALECT: Dialect = Dialect {
    begin_write: "BEGIN",
    begin_read: "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY",
    begin_read_by_keys: concat!("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY; ", by_keys!()),
    append_in_one_statement: true,
};

/// The most connections the pool opens unless the host says otherwise
/// ([`crate::StoreOptions::connections`]). Few: each is a process of PostgreSQL's, and a
/// statement that waits for a pooled connection costs less than one more process competing
/// for the cores (at 5,000 games on 2 shared cores, 6 against 16 took some 5% less of
/// PostgreSQL's CPU an action and held the p99 lower: `BENCHMARKS.md`). The node's rounds
/// have a connection of their own besides.
pub const CONNECTIONS: u32 = 6;

/// The fewest connections the pool opens: once the node joins the others, its listener for
/// their notices holds one for good, and the games need another.
pub const MIN_CONNECTIONS: u32 = 2;

/// Connects to a PostgreSQL database by its URL, with a pool of at most
/// `store.connections` connections (at least [`MIN_CONNECTIONS`]) whose transactions
/// PostgreSQL ends once idle for `store.idle_in_transaction`, and runs the migrations.
pub(crate) async fn open(url: &str, store: StoreOptions) -> Result<SqlStore<Postgres>, StoreError> {
    let location = Location::Postgres(url.to_string()).describe();
    let options = PgConnectOptions::from_str(url)
        .map_err(|err| StoreError::BadUrl {
            location: crate::location::redact(url),
            reason: format!("not a valid PostgreSQL URL: {err}"),
        })?
        .options([(
            "idle_in_transaction_session_timeout",
            format!("{}ms", store.idle_in_transaction.as_millis().max(1)),
        )]);
    let connections = store.connections;
    // One connection first: a wrong host, port or password fails at once with its own error
    // (the pool would retry until its time-out and then report only the time-out).
    let open_error = |source| StoreError::Open {
        location: location.clone(),
        source,
    };
    PgConnection::connect_with(&options)
        .await
        .map_err(open_error)?
        .close()
        .await
        .map_err(open_error)?;
    let pool = PgPoolOptions::new()
        .max_connections(connections.max(MIN_CONNECTIONS))
        .acquire_timeout(Duration::from_secs(10))
        .connect_with(options.clone())
        .await
        .map_err(open_error)?;
    // The node's rounds (heartbeat, lease renewals) on a connection of their own: under load
    // the games' reads and writes can hold every pooled connection for seconds, longer than
    // a lease allows (`crate::cluster`).
    let rounds = PgPoolOptions::new()
        .max_connections(1)
        .acquire_timeout(Duration::from_secs(10))
        .connect_lazy_with(options);
    migrations::migrator(migrations::POSTGRES)
        .await?
        .run(&pool)
        .await?;
    let fences: Arc<Fences> = Arc::default();
    let batches = PostgresBatches {
        writer: pool.clone(),
        dialect: DIALECT,
        fences: fences.clone(),
    };
    // PostgreSQL's writes stay on the server's runtime: many connections, no single writer
    // held between statements, and its sockets are the runtime's (a writer's thread measured
    // no better: `BENCHMARKS.md`).
    Ok(SqlStore {
        appender: Some(Arc::new(Appender::start(batches, None))),
        writes: None,
        writer: pool.clone(),
        reader: pool,
        dialect: DIALECT,
        description: location,
        fences: Some(fences),
        rounds: Some(rounds),
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use quartet_store_test_kit::ThrowawayPostgres;
    use sqlx::{Pool, Postgres};

    use super::DIALECT;
    use crate::cluster::ClusterStore;
    use crate::sql::MIRROR_READS;
    use crate::sql::by_keys_checks::{a_hundred_games, plans, three_thousand_games, whole_table_reads};

    /// The default options but for the pool's size.
    fn with_connections(connections: u32) -> crate::StoreOptions {
        crate::StoreOptions {
            connections,
            ..crate::StoreOptions::default()
        }
    }

    /// A node whose games hold every pooled connection still renews its leases: its rounds
    /// have a connection of their own (before, the renewal waited for the pool until its
    /// time-out, and a node under load fenced itself).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_node_renews_while_its_pool_is_taken() {
        let Some(cluster) = ThrowawayPostgres::start_or_skip("a_node_renews_while_its_pool_is_taken") else {
            return;
        };
        let url = cluster.create_database("rounds").await.unwrap();
        // A host's pool of three (`StoreOptions::connections`).
        let store = super::open(&url, with_connections(3)).await.unwrap();
        assert_eq!(store.writer.options().get_max_connections(), 3);
        store
            .join("aaaa", std::time::Duration::from_secs(30))
            .await
            .unwrap();
        let mut taken = Vec::new();
        for _ in 0..3 {
            taken.push(store.writer.acquire().await.unwrap());
        }
        assert_eq!(store.writer.size(), 3, "no connection beyond the host's three");
        assert_eq!(store.writer.num_idle(), 0, "every pooled connection is taken");
        assert_eq!(store.renew_leases().await.unwrap(), Vec::<String>::new());
        drop(taken);
        store.close().await;
    }

    /// A pool smaller than the listener and the games need is opened with the fewest that
    /// serve, and they do: with the listener holding one, the games' reads still answer.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_pool_too_small_opens_with_the_fewest_that_serve() {
        let Some(cluster) =
            ThrowawayPostgres::start_or_skip("a_pool_too_small_opens_with_the_fewest_that_serve")
        else {
            return;
        };
        let url = cluster.create_database("smallest_pool").await.unwrap();
        for asked in [0, 1] {
            let store = super::open(&url, with_connections(asked)).await.unwrap();
            assert_eq!(
                store.writer.options().get_max_connections(),
                super::MIN_CONNECTIONS
            );
            store
                .join(&format!("node{asked}"), std::time::Duration::from_secs(30))
                .await
                .unwrap();
            let listener = store.listen().await.unwrap();
            store.ping().await.unwrap();
            assert_eq!(store.list_games(None, 10).await.unwrap().len(), 0);
            drop(listener);
            store.close().await;
        }
    }

    /// A transaction left idle (its node paused between two statements) is ended by
    /// PostgreSQL after `idle_in_transaction`, and its row locks with it: another's write of
    /// the row goes on instead of waiting for the node to wake.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_transaction_left_idle_is_ended_and_its_locks_freed() {
        let Some(cluster) = ThrowawayPostgres::start_or_skip("a_transaction_left_idle_is_ended") else {
            return;
        };
        let url = cluster.create_database("idle_transaction").await.unwrap();
        let options = crate::StoreOptions {
            idle_in_transaction: std::time::Duration::from_millis(300),
            ..with_connections(3)
        };
        let store = super::open(&url, options).await.unwrap();
        sqlx::query("CREATE TABLE stalled (id int PRIMARY KEY)")
            .execute(&store.writer)
            .await
            .unwrap();
        sqlx::query("INSERT INTO stalled VALUES (1)")
            .execute(&store.writer)
            .await
            .unwrap();
        let lock = "SELECT id FROM stalled WHERE id = 1 FOR UPDATE";
        let mut paused = store.writer.begin().await.unwrap();
        sqlx::query(lock).fetch_one(&mut *paused).await.unwrap();
        let mut other = store.writer.begin().await.unwrap();
        let waited = tokio::time::timeout(
            std::time::Duration::from_secs(5),
            sqlx::query(lock).fetch_one(&mut *other),
        )
        .await;
        assert!(
            matches!(waited, Ok(Ok(_))),
            "the other write still waits for the idle transaction's lock"
        );
        other.commit().await.unwrap();
        assert!(
            sqlx::query("SELECT 1").execute(&mut *paused).await.is_err(),
            "the idle transaction was ended"
        );
        drop(paused);
        store.close().await;
    }

    /// `EXPLAIN`'s lines for a mirror's read of the hundred games of the checks (their actions
    /// from ply 5), in a transaction begun by `begin`, then `settings` run.
    async fn mirror_plans(pool: &Pool<Postgres>, begin: &'static str, settings: &str) -> Vec<String> {
        let ids = a_hundred_games();
        let mut tx = pool.begin_with(begin).await.unwrap();
        if !settings.is_empty() {
            sqlx::raw_sql(settings).execute(&mut *tx).await.unwrap();
        }
        let texts = MIRROR_READS.clone().map(|s| format!("EXPLAIN {s}"));
        let explained = vec![
            sqlx::query(&texts[0]).bind(ids.clone()),
            sqlx::query(&texts[1]).bind(ids.clone()),
            sqlx::query(&texts[2])
                .bind(ids.clone())
                .bind(vec![5i32; ids.len()]),
            sqlx::query(&texts[3]).bind(ids),
        ];
        plans(tx, explained).await
    }

    /// A mirror's read reaches the games it follows, their seats and their actions by their
    /// keys, whether the statements get a plan of their own or a connection's generic plan:
    /// no scan of a whole table, no hash or merge join. Without the settings of
    /// [`crate::sql::by_keys`], PostgreSQL 15 scans the actions or the seats for a hundred
    /// games of 3,000 (each with two seats and ten actions).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_mirrors_read_looks_its_games_up_by_key() {
        let Some(cluster) = ThrowawayPostgres::start_or_skip("a_mirrors_read_looks_its_games_up_by_key")
        else {
            return;
        };
        let url = cluster.create_database("mirror_plans").await.unwrap();
        let store = super::open(&url, crate::StoreOptions::default()).await.unwrap();
        three_thousand_games(
            &store.writer,
            &[
                "INSERT INTO seats (game_id, seat, kind) SELECT id, s, 'human' FROM games, generate_series(0, 1) AS s",
                "INSERT INTO actions (game_id, ply, seat, action, at) \
                 SELECT id, p, p % 2, '{}', p FROM games, generate_series(0, 9) AS p",
            ],
        )
        .await;
        let pool = store.reader.clone();
        // `by_keys` asks for the generic plan; each plan is checked.
        for settings in [
            "SET LOCAL plan_cache_mode = force_custom_plan",
            "SET LOCAL plan_cache_mode = force_generic_plan",
        ] {
            let keyed = mirror_plans(&pool, DIALECT.begin_read_by_keys, settings).await;
            assert!(
                keyed.iter().filter(|line| line.contains("Index")).count() >= 3,
                "a mirror's look-ups go through the keys' indexes ({settings}): {keyed:#?}"
            );
            assert_eq!(
                whole_table_reads(&keyed),
                Vec::<String>::new(),
                "{settings}: {keyed:#?}"
            );
        }
        let unheld = mirror_plans(&pool, DIALECT.begin_read, "").await;
        assert!(
            !whole_table_reads(&unheld).is_empty(),
            "without the settings the planner scanned (if it no longer does, they may go): {unheld:#?}"
        );
        store.close().await;
    }
}
