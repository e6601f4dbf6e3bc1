//! The PostgreSQL backend: one pool for reads and writes. Writes run at PostgreSQL's default
//! isolation (READ COMMITTED), ordered per game by the lock of the game's row that each write
//! takes first; reads run in `REPEATABLE READ, READ ONLY` transactions so a game is read from
//! one snapshot. The migrator holds an advisory lock, so servers starting together migrate once.
//! Appends are committed in groups ([`crate::batch`]): the appends of many games in one
//! transaction, each acknowledged only once it is committed.

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgConnection, PgPoolOptions};
use sqlx::{Connection, Postgres};

use crate::StoreError;
use crate::batch::{Appender, PostgresBatches};
use crate::cluster::Fences;
use crate::location::Location;
use crate::migrations;
use crate::sql::{Dialect, SqlStore};

/// PostgreSQL's transactions.
const DIALECT: Dialect = Dialect {
    begin_write: "BEGIN",
    begin_read: "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY",
    append_in_one_statement: true,
};

/// The most connections the pool opens.
const CONNECTIONS: u32 = 16;

/// Connects to a PostgreSQL database by its URL and runs the migrations.
pub(crate) async fn open(url: &str) -> Result<SqlStore<Postgres>, StoreError> {
    let location = Location::Postgres(url.to_string()).describe();
    let options = PgConnectOptions::from_str(url).map_err(|err| StoreError::BadUrl {
        location: crate::location::redact(url),
        reason: format!("not a valid PostgreSQL URL: {err}"),
    })?;
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
        .max_connections(CONNECTIONS)
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

    use crate::cluster::ClusterStore;

    /// A node whose games hold every pooled connection still renews its leases: its rounds
    /// have a connection of their own (before, the renewal waited for the pool until its
    /// time-out, and a node under load fenced itself).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_node_renews_while_its_pool_is_taken() {
        let Some(cluster) = ThrowawayPostgres::start_or_skip("a_node_renews_while_its_pool_is_taken") else {
            return;
        };
        let url = cluster.create_database("rounds").await.unwrap();
        let store = super::open(&url).await.unwrap();
        store
            .join("aaaa", std::time::Duration::from_secs(30))
            .await
            .unwrap();
        let mut taken = Vec::new();
        for _ in 0..super::CONNECTIONS {
            taken.push(store.writer.acquire().await.unwrap());
        }
        assert_eq!(store.writer.num_idle(), 0, "every pooled connection is taken");
        assert_eq!(store.renew_leases().await.unwrap(), Vec::<String>::new());
        drop(taken);
        store.close().await;
    }
}
