//! Group commit for appends, on both backends: every action a server plays is one append, and
//! with thousands of games at once they are most of the store's work. An append sent to the
//! [`Appender`] waits in a queue; one writer task takes whatever is queued (up to
//! [`MAX_BATCH`]) and writes it all in **one transaction of a few statements**, however many
//! games it holds:
//!
//! * SQLite ([`SqliteBatches`]): `BEGIN IMMEDIATE`, one `SELECT` of the games' counts, one
//!   multi-row `INSERT` of the actions, one `UPDATE … FROM` of the games' counts, `COMMIT`;
//! * PostgreSQL ([`PostgresBatches`]): `BEGIN` (the planner held to the keys' indexes:
//!   [`GROUP_BEGIN`]), once a node joined a cluster one `SELECT … FOR
//!   KEY SHARE` of the games' leases (the fencing of [`crate::cluster`]: this node's lease
//!   under its epoch, not expired, the lease rows locked so a takeover waits for the commit,
//!   while the node's renewals do not), one
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
//! SQLite's queue also takes a game's other writes ([`GameWrite`]: creations, seats, statuses,
//! endings) into its transactions, each in a savepoint among the appends ([`steps`] keeps each
//! game's writes in their order). With 5,000 games at once those were some 800 transactions a
//! second of their own, each holding the one writing connection between two groups of appends.
//!
//! There is no waiting to fill a batch: the writer takes what came while it wrote the last
//! one, so a lone append costs one transaction as before, and under load the batches grow by
//! themselves. If a batch fails as a whole (nothing of it is stored), its appends and writes are
//! written again one by one ([`SqlStore::append_alone`], [`SqlStore::write_alone`]), so each
//! caller gets its own answer.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use async_trait::async_trait;
use sqlx::{Pool, Postgres, Row, Sqlite};
use tokio::sync::{mpsc, oneshot};

use crate::cluster::{Fence, Fences, GAMES_CHANNEL};
use crate::sql::{AppendQueue, Dialect, GameWrite, SqlStore, by_keys};
use crate::transaction::begin;
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

/// What waits in the queue: an append, or another write of a game (when the writer takes
/// them: [`BatchWriter::takes_writes`]).
pub(crate) enum Work {
    Append(Append),
    Write(GameWrite),
}

/// Work waiting for its batch, and where its answer goes.
struct Request {
    work: Work,
    reply: oneshot::Sender<Result<(), StoreError>>,
}

/// How a backend writes: a batch in one transaction, or one piece of work alone.
#[async_trait]
pub(crate) trait BatchWriter: Send + Sync + 'static {
    /// Writes a batch in one transaction. `Ok` holds each piece's answer, in order (refusals
    /// included); `Err` means nothing was stored.
    async fn write(&self, batch: &[Work]) -> Result<Vec<Result<(), StoreError>>, StoreError>;

    /// Writes one piece of work alone.
    async fn write_one(&self, work: &Work) -> Result<(), StoreError>;

    /// Whether [`write`](Self::write) takes a game's other writes ([`Work::Write`]) into its
    /// transactions; the store sends them to the queue only then.
    fn takes_writes(&self) -> bool;
}

/// The queue to the writer task. Dropping it (with the store) ends the task once the queue is
/// empty.
pub(crate) struct Appender {
    queue: mpsc::UnboundedSender<Request>,
    takes_writes: bool,
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
        let takes_writes = writer.takes_writes();
        match &thread {
            Some(thread) => drop(thread.handle().spawn(run(writer, requests))),
            None => drop(tokio::spawn(run(writer, requests))),
        }
        Appender {
            queue,
            takes_writes,
            _thread: thread,
        }
    }

    /// Queues `work` and waits for its answer.
    async fn queued(&self, work: Work) -> Result<(), StoreError> {
        let (reply, answer) = oneshot::channel();
        let stopped = || StoreError::Database(sqlx::Error::PoolClosed);
        self.queue.send(Request { work, reply }).map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}

#[async_trait]
impl AppendQueue for Appender {
    async fn append(&self, game_id: &str, action: &StoredAction) -> Result<(), StoreError> {
        self.queued(Work::Append(Append {
            game_id: game_id.to_string(),
            action: action.clone(),
        }))
        .await
    }

    fn takes_writes(&self) -> bool {
        self.takes_writes
    }

    async fn write(&self, write: GameWrite) -> Result<(), StoreError> {
        if !self.takes_writes {
            return Err(StoreError::InvalidInput(
                "this group commit takes appends only".to_string(),
            ));
        }
        self.queued(Work::Write(write)).await
    }
}

/// The writer task: a batch at a time, until the queue is closed.
async fn run(writer: impl BatchWriter, mut requests: mpsc::UnboundedReceiver<Request>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while requests.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let (work, replies): (Vec<Work>, Vec<_>) = batch
            .drain(..)
            .map(|request| (request.work, request.reply))
            .unzip();
        match writer.write(&work).await {
            Ok(results) => {
                for (reply, result) in replies.into_iter().zip(results) {
                    let _ = reply.send(result);
                }
            }
            Err(_) => {
                // Nothing of the batch was stored: each alone, for its own answer.
                for (work, reply) in work.iter().zip(replies) {
                    let _ = reply.send(writer.write_one(work).await);
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
    batch: &[&'a Append],
    counts: &mut HashMap<String, Count>,
) -> (Vec<Result<(), StoreError>>, Vec<&'a Append>) {
    let mut results = Vec::with_capacity(batch.len());
    let mut taken = Vec::with_capacity(batch.len());
    for &append in batch {
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
fn games_of<'a>(batch: &[&'a Append]) -> Vec<&'a str> {
    let mut ids: Vec<&str> = batch.iter().map(|a| a.game_id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// One step of a batch's transaction, in the order they are written.
enum Step<'a> {
    /// A run of appends, written as a group (their indices in the batch).
    Appends(Vec<(usize, &'a Append)>),
    /// Another write of a game, alone in its savepoint.
    Write(usize, &'a GameWrite),
}

/// A batch's steps: its other writes in their places, and its appends in as few runs as the
/// games' order allows. A run is written after the writes that came while it gathered, so a
/// write ends the run before it only when that run holds an append of the write's game:
/// each game's appends and writes stay in their order, the games among themselves need none.
fn steps(batch: &[Work]) -> Vec<Step<'_>> {
    let mut steps = Vec::new();
    let mut run: Vec<(usize, &Append)> = Vec::new();
    let mut in_run: HashSet<&str> = HashSet::new();
    for (i, work) in batch.iter().enumerate() {
        match work {
            Work::Append(append) => {
                in_run.insert(&append.game_id);
                run.push((i, append));
            }
            Work::Write(write) => {
                if in_run.contains(write.game_id()) {
                    steps.push(Step::Appends(std::mem::take(&mut run)));
                    in_run.clear();
                }
                steps.push(Step::Write(i, write));
            }
        }
    }
    if !run.is_empty() {
        steps.push(Step::Appends(run));
    }
    steps
}

/// SQLite's group commit: one writing connection, five statements for a batch's appends, and
/// its other writes in savepoints of the same transaction.
pub(crate) struct SqliteBatches {
    pub writer: Pool<Sqlite>,
    pub dialect: Dialect,
}

#[async_trait]
impl BatchWriter for SqliteBatches {
    async fn write(&self, batch: &[Work]) -> Result<Vec<Result<(), StoreError>>, StoreError> {
        let mut tx = begin(&self.writer, self.dialect.begin_write).await?;
        let mut results: Vec<Option<Result<(), StoreError>>> = batch.iter().map(|_| None).collect();
        for step in steps(batch) {
            match step {
                Step::Write(i, write) => {
                    results[i] = Some(SqlStore::<Sqlite>::write_in_savepoint(&mut tx, write).await?);
                }
                Step::Appends(run) => {
                    let appends: Vec<&Append> = run.iter().map(|&(_, append)| append).collect();
                    let answers = Self::appends_in(&mut tx, &appends).await?;
                    for ((i, _), answer) in run.into_iter().zip(answers) {
                        results[i] = Some(answer);
                    }
                }
            }
        }
        tx.commit().await?;
        Ok(results
            .into_iter()
            .map(|result| result.unwrap_or_else(|| Err(StoreError::InvalidInput("not written".into()))))
            .collect())
    }

    async fn write_one(&self, work: &Work) -> Result<(), StoreError> {
        match work {
            Work::Append(append) => {
                SqlStore::<Sqlite>::append_alone(
                    &self.writer,
                    self.dialect,
                    None,
                    &append.game_id,
                    &append.action,
                )
                .await
            }
            Work::Write(write) => {
                SqlStore::<Sqlite>::write_alone(&self.writer, self.dialect, None, write).await
            }
        }
    }

    fn takes_writes(&self) -> bool {
        true
    }
}

impl SqliteBatches {
    /// A run of appends in the transaction `tx`: each one's answer, in order.
    async fn appends_in(
        tx: &mut sqlx::SqliteConnection,
        batch: &[&Append],
    ) -> Result<Vec<Result<(), StoreError>>, StoreError> {
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
        Ok(results)
    }
}

/// How a group of appends begins on PostgreSQL: its transaction, and the planner held to
/// reaching the games and their leases by their keys ([`by_keys`]). The statements here run in
/// groups only, so their plans are always made under it.
const GROUP_BEGIN: &str = concat!("BEGIN; ", by_keys!());

/// A group's games whose lease this node holds under its epoch (`$1` the node, `$2` and `$3`
/// the games and epochs), their lease rows locked in key-share mode.
const GROUP_LEASES: &str = "SELECT l.game_id FROM game_leases AS l \
     JOIN unnest($2::text[], $3::bigint[]) AS h(game_id, epoch) \
     ON l.game_id = h.game_id AND l.epoch = h.epoch \
     WHERE l.owner = $1 AND l.expires_at > now() ORDER BY l.game_id FOR KEY SHARE OF l";

/// A group's games' counts, their rows locked until the commit.
const GROUP_GAMES: &str = "SELECT id, plies, status FROM games WHERE id = ANY($1) ORDER BY id FOR UPDATE";

/// A group's actions.
const GROUP_ACTIONS: &str = "INSERT INTO actions (game_id, ply, seat, action, at) \
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::bigint[])";

/// A group's games' counts advanced, and the leased ones told to the other nodes.
const GROUP_COUNTS: &str = "WITH changed AS (UPDATE games AS g SET plies = g.plies + b.added, \
     updated_at = b.at, revision = g.revision + b.added \
     FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS b(id, added, at) \
     WHERE g.id = b.id RETURNING g.id) \
     SELECT pg_notify($4, id || ' ' || $5) FROM changed WHERE id = ANY($6)";

/// PostgreSQL's group commit: one pooled connection at a time, six statements a batch (five
/// before a node joins), the games' rows bound as arrays.
pub(crate) struct PostgresBatches {
    pub writer: Pool<Postgres>,
    pub dialect: Dialect,
    pub fences: Arc<Fences>,
}

#[async_trait]
impl BatchWriter for PostgresBatches {
    async fn write(&self, batch: &[Work]) -> Result<Vec<Result<(), StoreError>>, StoreError> {
        // Its many writing connections write a game's other writes alongside: never queued
        // here ([`BatchWriter::takes_writes`]), and written alone if they were.
        let batch: Vec<&Append> = batch
            .iter()
            .map(|work| match work {
                Work::Append(append) => Ok(append),
                Work::Write(_) => Err(StoreError::InvalidInput(
                    "PostgreSQL's group commit takes appends only".to_string(),
                )),
            })
            .collect::<Result<_, _>>()?;
        let batch = batch.as_slice();
        let mut tx = begin(&self.writer, GROUP_BEGIN).await?;
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
            let live: HashSet<String> = sqlx::query(GROUP_LEASES)
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
            let rows = sqlx::query(GROUP_GAMES).bind(open).fetch_all(&mut *tx).await?;
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
            sqlx::query(GROUP_ACTIONS)
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
            sqlx::query(GROUP_COUNTS)
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

    async fn write_one(&self, work: &Work) -> Result<(), StoreError> {
        match work {
            Work::Append(append) => {
                SqlStore::<Postgres>::append_alone(
                    &self.writer,
                    self.dialect,
                    Some(&self.fences),
                    &append.game_id,
                    &append.action,
                )
                .await
            }
            Work::Write(write) => {
                SqlStore::<Postgres>::write_alone(&self.writer, self.dialect, Some(&self.fences), write).await
            }
        }
    }

    fn takes_writes(&self) -> bool {
        false
    }
}

/// `?, ?, …`: `n` parameters bound in their order. (Not numbered: SQLite finds a numbered
/// parameter's name by a walk through all the statement's names, so binding a statement of a
/// thousand numbered parameters took some half a million steps.)
fn params(n: usize) -> String {
    vec!["?"; n].join(", ")
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::sql::by_keys_checks::{a_hundred_games, plans, three_thousand_games, whole_table_reads};
    use crate::{Ending, NewGame, Seat, SeatAccount, SeatKind, Status};

    fn append(game: &str, ply: i32) -> Work {
        Work::Append(Append {
            game_id: game.to_string(),
            action: StoredAction {
                ply,
                seat: ply % 2,
                action: format!("a{ply}"),
                at: 1_000 + i64::from(ply),
            },
        })
    }

    fn status(game: &str) -> Work {
        Work::Write(GameWrite::Status {
            game_id: game.to_string(),
            status: Status::Live,
            at: 2_000,
        })
    }

    fn new_game(id: &str) -> NewGame {
        let seat = |index| Seat {
            index,
            kind: SeatKind::Human,
            name: None,
            token_hash: Some(format!("hash-{index}")),
            invite: None,
            account: SeatAccount::None,
        };
        NewGame {
            id: id.to_string(),
            kind: "quarto".to_string(),
            rules: "standard".to_string(),
            seed: 1,
            start: None,
            time_control: "none".to_string(),
            created_at: 500,
            seats: vec![seat(0), seat(1)],
            hints: false,
            rated: None,
            chat: true,
        }
    }

    /// The steps as text: `A[0,2]` a run of appends, `W1` a write.
    fn shape(batch: &[Work]) -> String {
        steps(batch)
            .iter()
            .map(|step| match step {
                Step::Appends(run) => {
                    let at: Vec<String> = run.iter().map(|(i, _)| i.to_string()).collect();
                    format!("A[{}]", at.join(","))
                }
                Step::Write(i, _) => format!("W{i}"),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn a_write_ends_the_run_only_when_it_holds_the_same_game() {
        // Another game's write goes before the run, which goes on gathering.
        assert_eq!(shape(&[append("a", 0), status("b"), append("a", 1)]), "W1 A[0,2]");
        // The same game's: the run before it is written first, the appends after it later.
        assert_eq!(
            shape(&[append("a", 0), append("b", 0), status("a"), append("a", 1)]),
            "A[0,1] W2 A[3]"
        );
        assert_eq!(shape(&[status("a"), status("a"), append("a", 0)]), "W0 W1 A[2]");
        assert_eq!(shape(&[]), "");
    }

    #[tokio::test]
    async fn one_transaction_writes_creations_appends_and_endings_in_order() {
        let store = crate::sqlite::open_memory().await.unwrap();
        store.create_game(&new_game("old")).await.unwrap();
        let writer = SqliteBatches {
            writer: store.writer.clone(),
            dialect: store.dialect,
        };
        let ending = Ending {
            result: "draw".to_string(),
            termination: "rules".to_string(),
            at: 3_000,
        };
        let batch = vec![
            Work::Write(GameWrite::Create(new_game("new"))),
            append("new", 0),
            append("old", 0),
            // Refused, and nothing of it stays: the game exists.
            Work::Write(GameWrite::Create(new_game("old"))),
            append("new", 1),
            Work::Write(GameWrite::Finish {
                game_id: "new".to_string(),
                ending: ending.clone(),
            }),
            // After its ending: refused.
            append("new", 2),
            Work::Write(GameWrite::Seat {
                game_id: "missing".to_string(),
                seat: new_game("x").seats[0].clone(),
            }),
            append("old", 1),
        ];
        let answers = writer.write(&batch).await.unwrap();
        let kinds: Vec<String> = answers
            .iter()
            .map(|answer| match answer {
                Ok(()) => "ok".to_string(),
                Err(StoreError::AlreadyExists(_)) => "exists".to_string(),
                Err(StoreError::Finished(_)) => "finished".to_string(),
                Err(StoreError::NotFound(_)) => "missing".to_string(),
                Err(other) => format!("{other:?}"),
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "ok", "ok", "ok", "exists", "ok", "ok", "finished", "missing", "ok"
            ]
        );
        let new = store.load_game("new").await.unwrap().unwrap();
        assert_eq!(new.actions.len(), 2);
        assert_eq!(new.status, Status::Finished);
        assert_eq!(new.ending, Some(ending));
        let old = store.load_game("old").await.unwrap().unwrap();
        assert_eq!(old.actions.len(), 2);
        assert_eq!(old.game, new_game("old"));
    }

    /// `EXPLAIN`'s lines for a group's four statements on PostgreSQL, in a transaction begun
    /// by `begin`, for the hundred games of the checks leased by the node `n`. `prepared`: as
    /// statements prepared and executed, whose plan is the connection's plan for them (its
    /// generic plan, when the transaction's settings ask for one), not one made for these
    /// values.
    async fn group_plans(pool: &Pool<Postgres>, begin: &'static str, prepared: bool) -> Vec<String> {
        let ids = a_hundred_games();
        let ones = vec![1i64; ids.len()];
        let mut tx = pool.begin_with(begin).await.unwrap();
        let statements = [GROUP_LEASES, GROUP_GAMES, GROUP_ACTIONS, GROUP_COUNTS];
        if prepared {
            // `EXECUTE` takes no parameters of its own: the values are written out.
            let text_array = |values: &[String]| {
                let quoted: Vec<String> = values.iter().map(|v| format!("'{v}'")).collect();
                format!("ARRAY[{}]::text[]", quoted.join(", "))
            };
            let bigint_array = |values: &[i64]| {
                let listed: Vec<String> = values.iter().map(i64::to_string).collect();
                format!("ARRAY[{}]::bigint[]", listed.join(", "))
            };
            let (games, counts) = (text_array(&ids), bigint_array(&ones));
            let empty = text_array(&vec!["{}".to_string(); ids.len()]);
            let arguments = [
                format!("'n', {games}, {counts}"),
                games.clone(),
                format!("{games}, {counts}, {counts}, {empty}, {counts}"),
                format!("{games}, {counts}, {counts}, 'quartet_games', 'n', {games}"),
            ];
            let mut explained = Vec::new();
            for (i, (statement, arguments)) in statements.iter().zip(&arguments).enumerate() {
                let prepare = format!("PREPARE group_{i} AS {statement}");
                sqlx::raw_sql(&prepare).execute(&mut *tx).await.unwrap();
                explained.push(format!("EXPLAIN EXECUTE group_{i}({arguments})"));
            }
            return plans(tx, explained.iter().map(|e| sqlx::query(e)).collect()).await;
        }
        let texts = statements.map(|s| format!("EXPLAIN {s}"));
        let explained = vec![
            sqlx::query(&texts[0])
                .bind("n")
                .bind(ids.clone())
                .bind(ones.clone()),
            sqlx::query(&texts[1]).bind(ids.clone()),
            sqlx::query(&texts[2])
                .bind(ids.clone())
                .bind(ones.clone())
                .bind(ones.clone())
                .bind(vec!["{}".to_string(); ids.len()])
                .bind(ones.clone()),
            sqlx::query(&texts[3])
                .bind(ids.clone())
                .bind(ones.clone())
                .bind(ones.clone())
                .bind("quartet_games")
                .bind("n")
                .bind(ids.clone()),
        ];
        plans(tx, explained).await
    }

    /// Every statement of a group reaches its games and their leases by their keys, however
    /// many games the tables hold: no scan of a whole table, no hash or merge join (which
    /// read every row of one side), in the plans made under the group's settings. The same
    /// statements planned without them scan: with 3,000 games and a group of 100, PostgreSQL
    /// 15 takes one scan and a hash or a sort as cheaper than a hundred look-ups.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_groups_statements_look_their_games_up_by_key() {
        let Some(cluster) = quartet_store_test_kit::ThrowawayPostgres::start_or_skip(
            "a_groups_statements_look_their_games_up_by_key",
        ) else {
            return;
        };
        let url = cluster.create_database("group_plans").await.unwrap();
        let store = crate::postgres::open(&url, crate::StoreOptions::default())
            .await
            .unwrap();
        let pool = store.writer.clone();
        three_thousand_games(
            &pool,
            &["INSERT INTO game_leases (game_id, owner, epoch, expires_at) \
               SELECT id, 'n', 1, now() + interval '1 hour' FROM games"],
        )
        .await;
        for prepared in [false, true] {
            let grouped = group_plans(&pool, GROUP_BEGIN, prepared).await;
            assert!(
                grouped.iter().filter(|line| line.contains("Index Scan")).count() >= 3,
                "a group's look-ups go through the keys' indexes (prepared: {prepared}): {grouped:#?}"
            );
            assert_eq!(
                whole_table_reads(&grouped),
                Vec::<String>::new(),
                "prepared: {prepared}: {grouped:#?}"
            );
            if prepared {
                // The connection's one plan for all values (no plan made again at every
                // execution): its parameters stay in it.
                assert!(
                    grouped.iter().any(|line| line.contains("$1")),
                    "a generic plan: {grouped:#?}"
                );
            }
        }
        let unheld = group_plans(&pool, "BEGIN", false).await;
        assert!(
            !whole_table_reads(&unheld).is_empty(),
            "without the group's settings the planner scanned (if it no longer does, they may go): {unheld:#?}"
        );
    }
}
