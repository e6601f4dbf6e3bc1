//! Group commit for SQLite's appends: every action a server plays is one append, and with
//! thousands of games at once they are most of the store's work. An append sent to the
//! [`Appender`] waits in a queue; one writer task takes whatever is queued (up to
//! [`MAX_BATCH`]) and writes it all in **one transaction of five statements**, however many
//! games it holds: `BEGIN IMMEDIATE`, one `SELECT` of the games' counts, one multi-row
//! `INSERT` of the actions, one `UPDATE … FROM` of the games' counts, `COMMIT`. Each caller is
//! answered only once its batch is committed, so an acknowledged action is stored; a refused
//! one (a ply that is not next, a finished or unknown game) gets the same error as alone and
//! does not hold up the others.
//!
//! There is no waiting to fill a batch: the writer takes what came while it wrote the last
//! one, so a lone append costs one transaction as before, and under load the batches grow by
//! themselves. If a batch fails as a whole (nothing of it is stored), its appends are tried
//! again one by one, so each caller gets its own answer.

use std::collections::HashMap;

use async_trait::async_trait;
use sqlx::{Pool, Row, Sqlite};
use tokio::sync::{mpsc, oneshot};

use crate::sql::{AppendQueue, Dialect, SqlStore};
use crate::{StoreError, StoredAction};

/// The most appends written in one transaction.
pub(crate) const MAX_BATCH: usize = 512;

/// Rows a statement binds at most (SQLite allows 32,766 parameters; 5 an action).
const ROWS_PER_STATEMENT: usize = 200;

/// One append waiting for its batch.
struct Request {
    game_id: String,
    action: StoredAction,
    reply: oneshot::Sender<Result<(), StoreError>>,
}

/// The queue to the writer task. Dropping it (with the store) ends the task once the queue is
/// empty.
pub(crate) struct Appender {
    queue: mpsc::UnboundedSender<Request>,
}

impl Appender {
    /// Starts the writer task for appends to `writer` (on the current tokio runtime).
    pub(crate) fn start(writer: Pool<Sqlite>, dialect: Dialect) -> Appender {
        let (queue, requests) = mpsc::unbounded_channel();
        tokio::spawn(run(writer, dialect, requests));
        Appender { queue }
    }
}

#[async_trait]
impl AppendQueue for Appender {
    async fn append(&self, game_id: &str, action: &StoredAction) -> Result<(), StoreError> {
        let (reply, answer) = oneshot::channel();
        let request = Request {
            game_id: game_id.to_string(),
            action: action.clone(),
            reply,
        };
        let stopped = || StoreError::Database(sqlx::Error::PoolClosed);
        self.queue.send(request).map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}

/// The writer task: a batch at a time, until the queue is closed.
async fn run(writer: Pool<Sqlite>, dialect: Dialect, mut requests: mpsc::UnboundedReceiver<Request>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while requests.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let taken = std::mem::take(&mut batch);
        match write(&writer, dialect, &taken).await {
            Ok(results) => {
                for (request, result) in taken.into_iter().zip(results) {
                    let _ = request.reply.send(result);
                }
            }
            Err(_) => {
                // Nothing of the batch was stored: each alone, for its own answer.
                for request in taken {
                    let result = SqlStore::<Sqlite>::append_in_transaction(
                        &writer,
                        dialect,
                        &request.game_id,
                        &request.action,
                    )
                    .await;
                    let _ = request.reply.send(result);
                }
            }
        }
    }
}

/// What a game's row says, as the batch goes along.
struct Count {
    plies: i64,
    finished: bool,
    /// Appends of this batch taken for the game, and the last one's time.
    added: i64,
    at: i64,
}

/// Writes a batch in one transaction. `Ok` holds each append's answer, in order (refusals
/// included); `Err` means nothing was stored.
async fn write(
    writer: &Pool<Sqlite>,
    dialect: Dialect,
    batch: &[Request],
) -> Result<Vec<Result<(), StoreError>>, StoreError> {
    let mut tx = writer.begin_with(dialect.begin_write).await?;
    // The games' counts, read under the write lock: nobody else writes until the commit.
    let mut ids: Vec<&str> = batch.iter().map(|r| r.game_id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    let mut counts: HashMap<String, Count> = HashMap::with_capacity(ids.len());
    for chunk in ids.chunks(ROWS_PER_STATEMENT * 5) {
        let sql = format!(
            "SELECT id, plies, status FROM games WHERE id IN ({})",
            params(1, chunk.len())
        );
        let mut query = sqlx::query(&sql);
        for id in chunk {
            query = query.bind(*id);
        }
        for row in query.fetch_all(&mut *tx).await? {
            let id: String = row.try_get("id")?;
            let plies: i64 = row.try_get("plies")?;
            let status: String = row.try_get("status")?;
            counts.insert(
                id,
                Count {
                    plies,
                    finished: status == "finished",
                    added: 0,
                    at: 0,
                },
            );
        }
    }
    // Each append as it would go alone, in order.
    let mut results = Vec::with_capacity(batch.len());
    let mut taken: Vec<&Request> = Vec::with_capacity(batch.len());
    for request in batch {
        let id = &request.game_id;
        let result = match counts.get_mut(id) {
            None => Err(StoreError::NotFound(id.clone())),
            Some(count) if count.finished => Err(StoreError::Finished(id.clone())),
            Some(count) if i64::from(request.action.ply) != count.plies => Err(StoreError::Conflict {
                game: id.clone(),
                ply: request.action.ply,
                plies: i32::try_from(count.plies).unwrap_or(i32::MAX),
            }),
            Some(count) => {
                count.plies += 1;
                count.added += 1;
                count.at = request.action.at;
                taken.push(request);
                Ok(())
            }
        };
        results.push(result);
    }
    for chunk in taken.chunks(ROWS_PER_STATEMENT) {
        let rows: Vec<String> = (0..chunk.len())
            .map(|i| format!("({})", params(i * 5 + 1, 5)))
            .collect();
        let sql = format!(
            "INSERT INTO actions (game_id, ply, seat, action, at) VALUES {}",
            rows.join(", ")
        );
        let mut query = sqlx::query(&sql);
        for request in chunk {
            let a = &request.action;
            query = query
                .bind(request.game_id.as_str())
                .bind(i64::from(a.ply))
                .bind(i64::from(a.seat))
                .bind(a.action.as_str())
                .bind(a.at);
        }
        query.execute(&mut *tx).await?;
    }
    let changed: Vec<(&String, &Count)> = counts.iter().filter(|(_, c)| c.added > 0).collect();
    for chunk in changed.chunks(ROWS_PER_STATEMENT) {
        let rows: Vec<String> = (0..chunk.len())
            .map(|i| format!("({})", params(i * 3 + 1, 3)))
            .collect();
        let sql = format!(
            "WITH batch (id, added, at) AS (VALUES {}) \
             UPDATE games SET plies = games.plies + batch.added, updated_at = batch.at, \
             revision = games.revision + batch.added FROM batch WHERE games.id = batch.id",
            rows.join(", ")
        );
        let mut query = sqlx::query(&sql);
        for (id, count) in chunk {
            query = query.bind(id.as_str()).bind(count.added).bind(count.at);
        }
        query.execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(results)
}

/// `$first, $first+1, …`: `n` numbered parameters.
fn params(first: usize, n: usize) -> String {
    (first..first + n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}
