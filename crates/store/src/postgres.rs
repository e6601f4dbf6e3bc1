//! The PostgreSQL backend: one pool for reads and writes. Writes run at PostgreSQL's default
//! isolation (READ COMMITTED), ordered per game by the lock of the game's row that each write
//! takes first; reads run in `REPEATABLE READ, READ ONLY` transactions so a game is read from
//! one snapshot. The migrator holds an advisory lock, so servers starting together migrate once.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgConnection, PgPoolOptions};
use sqlx::{Connection, Postgres};

use crate::StoreError;
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
        .connect_with(options)
        .await
        .map_err(open_error)?;
    migrations::migrator(migrations::POSTGRES)
        .await?
        .run(&pool)
        .await?;
    Ok(SqlStore {
        appender: None,
        writer: pool.clone(),
        reader: pool,
        dialect: DIALECT,
        description: location,
        fences: Some(std::sync::Arc::default()),
    })
}
