//! Group commit for appends, on both backends: every action a server plays is one append, and
//! with thousands of games at once they are most of the store's work. An append sent to the
//! [`Appender`] waits in a queue; one writer task takes whatever is queued (up to
//! [`MAX_BATCH`]) and writes it all in **one transaction of a few statements**, however many
//! games it holds:
//!
//! * SQLite ([`SqliteBatches`]): `BEGIN IMMEDIATE`, one `SELECT` of the games' counts, one
//!   multi-row `INSERT` of the actions, one `UPDATE … FROM` of the games' counts, `COMMIT`;
//! * PostgreSQL ([`PostgresBatches`]): `BEGIN`, once a node joined a cluster one `SELECT … FOR
//!   SHARE` of the games' leases (the fencing of [`crate::cluster`]: this node's lease under
//!   its epoch, not expired, the lease rows locked so a takeover waits for the commit), one
//!   `SELECT … FOR UPDATE` of the games' counts (their rows locked, so no other write of these
//!   games comes in between), one `INSERT … SELECT FROM unnest(…)` of the actions, one
//!   `UPDATE … FROM unnest(…)` of the counts that also notifies the other nodes of each
//!   changed game, `COMMIT`. Rows are locked in the games' order, so two writers never wait
//!   for each other in a circle.
//!
//! Each caller is answered only once its batch is committed, so an acknowledged action is
//! stored; a refused one (a ply that is not next, a finished or unknown game, a game whose
//! lease this node does not hold) gets the same error as alone and does not hold up the
//! others. Appends of one game keep their order (the queue's).
//!
//! There is no waiting to fill a batch: the writer takes what came while it wrote the last
//! one, so a lone append costs one transaction as before, and under load the batches grow by
//! themselves. If a batch fails as a whole (nothing of it is stored), its appends are written
//! again one by one ([`SqlStore::append_alone`]), so each caller gets its own answer.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use async_trait::async_trait;
use sqlx::{Pool, Postgres, Row, Sqlite};
use tokio::sync::{mpsc, oneshot};

use crate::cluster::{Fence, Fences, GAMES_CHANNEL};
use crate::sql::{AppendQueue, Dialect, SqlStore};
use crate::writes::WriterThread;
use crate::{StoreError, StoredAction};

/// The most appends written in one transaction.
pub(crate) const MAX_BATCH: usize = 512;

/// Rows a statement binds at most (SQLite allows 32,766 parameters; 5 an action).
const ROWS_PER_STATEMENT: usize = 200;

/// One append: an action for a game.
pub(crate) struct Append {
    game_id: String,
    action: StoredAction,
}

/// An append waiting for its batch, and where its answer goes.
struct Request {
    append: Append,
    reply: oneshot::Sender<Result<(), StoreError>>,
}

/// How a backend writes appends: a batch in one transaction, or one alone.
#[async_trait]
pub(crate) trait BatchWriter: Send + Sync + 'static {
    /// Writes a batch in one transaction. `Ok` holds each append's answer, in order (refusals
    /// included); `Err` means nothing was stored.
    async fn write(&self, batch: &[Append]) -> Result<Vec<Result<(), StoreError>>, StoreError>;

    /// Writes one append alone.
    async fn write_one(&self, append: &Append) -> Result<(), StoreError>;
}

/// The queue to the writer task. Dropping it (with the store) ends the task once the queue is
/// empty.
pub(crate) struct Appender {
    queue: mpsc::UnboundedSender<Request>,
    /// The thread the writer task runs on, if it has one of its own.
    _thread: Option<Arc<WriterThread>>,
}

impl Appender {
    /// Starts the writer task that writes through `writer`: on the writer's own thread
    /// when there is one ([`crate::writes`]: each statement's answer is taken up at once, not
    /// after every task the server's runtime has ready), else on the current runtime.
    /// The appender keeps the thread for as long as it lives.
    pub(crate) fn start(writer: impl BatchWriter, thread: Option<Arc<WriterThread>>) -> Appender {
        let (queue, requests) = mpsc::unbounded_channel();
        match &thread {
            Some(thread) => drop(thread.handle().spawn(run(writer, requests))),
            None => drop(tokio::spawn(run(writer, requests))),
        }
        Appender {
            queue,
            _thread: thread,
        }
    }
}

#[async_trait]
impl AppendQueue for Appender {
    async fn append(&self, game_id: &str, action: &StoredAction) -> Result<(), StoreError> {
        let (reply, answer) = oneshot::channel();
        let request = Request {
            append: Append {
                game_id: game_id.to_string(),
                action: action.clone(),
            },
            reply,
        };
        let stopped = || StoreError::Database(sqlx::Error::PoolClosed);
        self.queue.send(request).map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}

/// The writer task: a batch at a time, until the queue is closed.
async fn run(writer: impl BatchWriter, mut requests: mpsc::UnboundedReceiver<Request>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while requests.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let (appends, replies): (Vec<Append>, Vec<_>) = batch
            .drain(..)
            .map(|request| (request.append, request.reply))
            .unzip();
        match writer.write(&appends).await {
            Ok(results) => {
                for (reply, result) in replies.into_iter().zip(results) {
                    let _ = reply.send(result);
                }
            }
            Err(_) => {
                // Nothing of the batch was stored: each alone, for its own answer.
                for (append, reply) in appends.iter().zip(replies) {
                    let _ = reply.send(writer.write_one(append).await);
                }
            }
        }
    }
}

/// What a game's row says, as the batch goes along.
#[derive(Default)]
struct Count {
    plies: i64,
    finished: bool,
    /// This node does not hold the game's lease: its appends are refused.
    fenced: bool,
    /// Appends of this batch taken for the game, and the last one's time.
    added: i64,
    at: i64,
}

/// Judges each append of a batch as it would be judged alone, in order, against the games'
/// counts (which it moves on): each append's answer, and the appends taken.
fn judge<'a>(
    batch: &'a [Append],
    counts: &mut HashMap<String, Count>,
) -> (Vec<Result<(), StoreError>>, Vec<&'a Append>) {
    let mut results = Vec::with_capacity(batch.len());
    let mut taken = Vec::with_capacity(batch.len());
    for append in batch {
        let id = &append.game_id;
        let result = match counts.get_mut(id) {
            Some(count) if count.fenced => Err(StoreError::Fenced(id.clone())),
            None => Err(StoreError::NotFound(id.clone())),
            Some(count) if count.finished => Err(StoreError::Finished(id.clone())),
            Some(count) if i64::from(append.action.ply) != count.plies => Err(StoreError::Conflict {
                game: id.clone(),
                ply: append.action.ply,
                plies: i32::try_from(count.plies).unwrap_or(i32::MAX),
            }),
            Some(count) => {
                count.plies += 1;
                count.added += 1;
                count.at = append.action.at;
                taken.push(append);
                Ok(())
            }
        };
        results.push(result);
    }
    (results, taken)
}

/// Puts the games of rows `id, plies, status` in `counts`.
fn count_rows<R>(rows: Vec<R>, counts: &mut HashMap<String, Count>) -> Result<(), StoreError>
where
    R: Row,
    for<'a> &'a str: sqlx::ColumnIndex<R>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    for row in rows {
        let status: String = row.try_get("status")?;
        counts.insert(
            row.try_get("id")?,
            Count {
                plies: row.try_get("plies")?,
                finished: status == "finished",
                ..Count::default()
            },
        );
    }
    Ok(())
}

/// The games of a batch, each once, in order.
fn games_of(batch: &[Append]) -> Vec<&str> {
    let mut ids: Vec<&str> = batch.iter().map(|a| a.game_id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// SQLite's group commit: one writing connection, five statements a batch.
pub(crate) struct SqliteBatches {
    pub writer: Pool<Sqlite>,
    pub dialect: Dialect,
}

#[async_trait]
impl BatchWriter for SqliteBatches {
    async fn write(&self, batch: &[Append]) -> Result<Vec<Result<(), StoreError>>, StoreError> {
        let mut tx = self.writer.begin_with(self.dialect.begin_write).await?;
        // The games' counts, read under the write lock: nobody else writes until the commit.
        let ids = games_of(batch);
        let mut counts: HashMap<String, Count> = HashMap::with_capacity(ids.len());
        for chunk in ids.chunks(ROWS_PER_STATEMENT * 5) {
            let sql = format!(
                "SELECT id, plies, status FROM games WHERE id IN ({})",
                params(chunk.len())
            );
            let mut query = sqlx::query(&sql);
            for id in chunk {
                query = query.bind(*id);
            }
            count_rows(query.fetch_all(&mut *tx).await?, &mut counts)?;
        }
        let (results, taken) = judge(batch, &mut counts);
        for chunk in taken.chunks(ROWS_PER_STATEMENT) {
            let rows = vec![format!("({})", params(5)); chunk.len()];
            let sql = format!(
                "INSERT INTO actions (game_id, ply, seat, action, at) VALUES {}",
                rows.join(", ")
            );
            let mut query = sqlx::query(&sql);
            for append in chunk {
                let a = &append.action;
                query = query
                    .bind(append.game_id.as_str())
                    .bind(i64::from(a.ply))
                    .bind(i64::from(a.seat))
                    .bind(a.action.as_str())
                    .bind(a.at);
            }
            query.execute(&mut *tx).await?;
        }
        let changed: Vec<(&String, &Count)> = counts.iter().filter(|(_, c)| c.added > 0).collect();
        for chunk in changed.chunks(ROWS_PER_STATEMENT) {
            let rows = vec![format!("({})", params(3)); chunk.len()];
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

    async fn write_one(&self, append: &Append) -> Result<(), StoreError> {
        SqlStore::<Sqlite>::append_alone(&self.writer, self.dialect, None, &append.game_id, &append.action)
            .await
    }
}

/// PostgreSQL's group commit: one pooled connection at a time, six statements a batch (five
/// before a node joins), the games' rows bound as arrays.
pub(crate) struct PostgresBatches {
    pub writer: Pool<Postgres>,
    pub dialect: Dialect,
    pub fences: Arc<Fences>,
}

#[async_trait]
impl BatchWriter for PostgresBatches {
    async fn write(&self, batch: &[Append]) -> Result<Vec<Result<(), StoreError>>, StoreError> {
        let mut tx = self.writer.begin_with(self.dialect.begin_write).await?;
        let ids = games_of(batch);
        // The fences: which games this node may write, their lease rows locked.
        let mut node = String::new();
        let mut leased: Vec<(String, i64)> = Vec::new();
        let mut fenced: HashSet<&str> = HashSet::new();
        for id in &ids {
            match self.fences.fence(id) {
                Fence::Off => {}
                Fence::NotHeld => {
                    fenced.insert(id);
                }
                Fence::Held { node: n, epoch } => {
                    node = n;
                    leased.push((id.to_string(), epoch));
                }
            }
        }
        if !leased.is_empty() {
            let (games, epochs): (Vec<String>, Vec<i64>) = leased.iter().cloned().unzip();
            let live: HashSet<String> = sqlx::query(
                "SELECT l.game_id FROM game_leases AS l \
                 JOIN unnest($2::text[], $3::bigint[]) AS h(game_id, epoch) \
                 ON l.game_id = h.game_id AND l.epoch = h.epoch \
                 WHERE l.owner = $1 AND l.expires_at > now() ORDER BY l.game_id FOR SHARE OF l",
            )
            .bind(node.as_str())
            .bind(games)
            .bind(epochs)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|row| row.try_get("game_id"))
            .collect::<Result<_, _>>()?;
            // The others as alone (rare: a lease that expired or was taken), which may let
            // go of a lease taken by another node.
            for (id, _) in leased.iter().filter(|(id, _)| !live.contains(id)) {
                match SqlStore::<Postgres>::check_fence_of(Some(&self.fences), &mut tx, id).await {
                    Ok(()) => {}
                    Err(StoreError::Fenced(_)) => {
                        fenced.insert(id);
                    }
                    Err(err) => return Err(err),
                }
            }
        }
        // The games' counts, their rows locked until the commit.
        let open: Vec<String> = ids
            .iter()
            .filter(|id| !fenced.contains(*id))
            .map(|id| id.to_string())
            .collect();
        let mut counts: HashMap<String, Count> = HashMap::with_capacity(ids.len());
        for id in &fenced {
            counts.insert(
                id.to_string(),
                Count {
                    fenced: true,
                    ..Count::default()
                },
            );
        }
        if !open.is_empty() {
            let rows =
                sqlx::query("SELECT id, plies, status FROM games WHERE id = ANY($1) ORDER BY id FOR UPDATE")
                    .bind(open)
                    .fetch_all(&mut *tx)
                    .await?;
            count_rows(rows, &mut counts)?;
        }
        let (results, taken) = judge(batch, &mut counts);
        if !taken.is_empty() {
            let mut games = Vec::with_capacity(taken.len());
            let mut plies = Vec::with_capacity(taken.len());
            let mut seats = Vec::with_capacity(taken.len());
            let mut actions = Vec::with_capacity(taken.len());
            let mut ats = Vec::with_capacity(taken.len());
            for append in &taken {
                let a = &append.action;
                games.push(append.game_id.clone());
                plies.push(i64::from(a.ply));
                seats.push(i64::from(a.seat));
                actions.push(a.action.clone());
                ats.push(a.at);
            }
            sqlx::query(
                "INSERT INTO actions (game_id, ply, seat, action, at) \
                 SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::bigint[])",
            )
            .bind(games)
            .bind(plies)
            .bind(seats)
            .bind(actions)
            .bind(ats)
            .execute(&mut *tx)
            .await?;
            let mut games = Vec::new();
            let mut added = Vec::new();
            let mut ats = Vec::new();
            for (id, count) in counts.iter().filter(|(_, c)| c.added > 0) {
                games.push(id.clone());
                added.push(count.added);
                ats.push(count.at);
            }
            // The leased games changed are told to the other nodes on commit, as alone.
            let told: Vec<String> = leased.into_iter().map(|(id, _)| id).collect();
            sqlx::query(
                "WITH changed AS (UPDATE games AS g SET plies = g.plies + b.added, updated_at = b.at, \
                 revision = g.revision + b.added \
                 FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS b(id, added, at) \
                 WHERE g.id = b.id RETURNING g.id) \
                 SELECT pg_notify($4, id || ' ' || $5) FROM changed WHERE id = ANY($6)",
            )
            .bind(games)
            .bind(added)
            .bind(ats)
            .bind(GAMES_CHANNEL)
            .bind(node.as_str())
            .bind(told)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(results)
    }

    async fn write_one(&self, append: &Append) -> Result<(), StoreError> {
        SqlStore::<Postgres>::append_alone(
            &self.writer,
            self.dialect,
            Some(&self.fences),
            &append.game_id,
            &append.action,
        )
        .await
    }
}

/// `?, ?, …`: `n` parameters bound in their order. (Not numbered: SQLite finds a numbered
/// parameter's name by a walk through all the statement's names, so binding a statement of a
/// thousand numbered parameters took some half a million steps.)
fn params(n: usize) -> String {
    vec!["?"; n].join(", ")
}
