//! [`ClusterStore`] on PostgreSQL: the node rows and their heartbeats, the game leases and
//! their fencing epochs, forwarded actions, pairing tickets and the notices, as the SQL that
//! [`crate::cluster`] describes.

use std::collections::HashSet;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::postgres::PgListener;
use sqlx::{Postgres, Row};

use crate::StoreError;
use crate::cluster::{
    ACCOUNTS_CHANNEL, AccountChange, CHAT_CHANNEL, ClusterListener, ClusterStore, Fences, GAMES_CHANNEL,
    GameAfter, GameRequest, Lease, LeaseHolder, PAIRING_CHANNEL, POOL, PRESENCE_CHANNEL, PairingTicket,
    PoolCount, TicketNews, node_channel, presence_payload,
};
use crate::sql::SqlStore;

impl SqlStore<Postgres> {
    fn fences(&self) -> Result<&Fences, StoreError> {
        self.fences
            .as_deref()
            .ok_or_else(|| StoreError::InvalidInput("this store has no cluster".to_string()))
    }

    fn joined(&self) -> Result<(String, i64), StoreError> {
        self.fences()?
            .joined()
            .ok_or_else(|| StoreError::InvalidInput("no node joined the cluster".to_string()))
    }
}

impl SqlStore<Postgres> {
    /// One round over this node's row and the leases it holds, in one transaction:
    /// `node_statement` takes the node's id as `$1`; `leases_statement` takes the node (`$1`),
    /// the held games and their epochs (`$2`, `$3`, for `unnest`) and the lease in ms (`$4`),
    /// and returns the games it changed.
    async fn node_round(
        &self,
        held: &[Lease],
        node_statement: &'static str,
        leases_statement: &'static str,
    ) -> Result<Vec<String>, StoreError> {
        let (node, lease_ms) = self.joined()?;
        let (games, epochs): (Vec<String>, Vec<i64>) =
            held.iter().map(|l| (l.game_id.clone(), l.epoch)).unzip();
        let mut tx = self.rounds.as_ref().unwrap_or(&self.writer).begin().await?;
        sqlx::query(node_statement)
            .bind(node.as_str())
            .execute(&mut *tx)
            .await?;
        // The lease rows locked in the games' order first, so that this round and a takeover
        // never wait for each other in a circle. `FOR NO KEY UPDATE`, the lock the `UPDATE`
        // below takes anyway: the writes' key-share locks (see the module's docs) and it do
        // not wait for each other.
        sqlx::query(
            "SELECT l.game_id FROM game_leases AS l \
             JOIN unnest($2::text[], $3::bigint[]) AS h(game_id, epoch) \
             ON l.game_id = h.game_id AND l.epoch = h.epoch \
             WHERE l.owner = $1 ORDER BY l.game_id FOR NO KEY UPDATE OF l",
        )
        .bind(node.as_str())
        .bind(&games)
        .bind(&epochs)
        .execute(&mut *tx)
        .await?;
        let changed = sqlx::query(leases_statement)
            .bind(node.as_str())
            .bind(&games)
            .bind(&epochs)
            .bind(lease_ms)
            .fetch_all(&mut *tx)
            .await?;
        let changed = column(&changed, "game_id")?;
        tx.commit().await?;
        Ok(changed)
    }
}

/// One column of rows.
fn column<T>(rows: &[sqlx::postgres::PgRow], name: &str) -> Result<Vec<T>, StoreError>
where
    T: for<'r> sqlx::Decode<'r, Postgres> + sqlx::Type<Postgres>,
{
    Ok(rows
        .iter()
        .map(|row| row.try_get(name))
        .collect::<Result<_, _>>()?)
}

/// A stored ticket.
fn ticket_from(row: &sqlx::postgres::PgRow) -> Result<PairingTicket, StoreError> {
    Ok(PairingTicket {
        id: row.try_get("id")?,
        node: row.try_get("node")?,
        kind: row.try_get("kind")?,
        rules: row.try_get("rules")?,
        clock: row.try_get("clock")?,
        rated: row.try_get("rated")?,
        seek_id: row.try_get("seek_id")?,
        account_id: row.try_get("account_id")?,
        account_name: row.try_get("account_name")?,
        name: row.try_get("name")?,
        browser: row.try_get("browser")?,
        challenged: row.try_get("challenged")?,
        rating: row.try_get("rating")?,
        joined_at: row.try_get("joined_at")?,
        token_hash: row.try_get("token_hash")?,
    })
}

fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX)
}

#[async_trait]
impl ClusterStore for SqlStore<Postgres> {
    async fn join(&self, node: &str, lease: Duration) -> Result<(), StoreError> {
        if node.is_empty() || !node.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(StoreError::InvalidInput(format!(
                "a node id is letters and digits, not {node:?}"
            )));
        }
        let fences = self.fences()?;
        sqlx::query("INSERT INTO nodes (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()")
            .bind(node)
            .execute(&self.writer)
            .await?;
        fences.join(node, millis(lease).max(1));
        Ok(())
    }

    fn node(&self) -> Option<String> {
        self.fences
            .as_deref()
            .and_then(Fences::joined)
            .map(|(node, _)| node)
    }

    async fn take_lease(&self, game_id: &str) -> Result<Option<Lease>, StoreError> {
        let (node, lease_ms) = self.joined()?;
        let mut tx = self.writer.begin().await?;
        let current = sqlx::query(
            "SELECT l.owner, l.epoch, l.expires_at < now() AS expired, g.status = 'finished' AS finished, \
             CAST(EXTRACT(EPOCH FROM (now() - l.renewed_at)) * 1000 AS BIGINT) AS driverless_ms \
             FROM game_leases l JOIN games g ON g.id = l.game_id WHERE l.game_id = $1 FOR UPDATE OF l",
        )
        .bind(game_id)
        .fetch_optional(&mut *tx)
        .await?;
        let lease = match current {
            None => {
                let inserted = sqlx::query(
                    "INSERT INTO game_leases (game_id, owner, epoch, expires_at) \
                     SELECT id, $2, 1, now() + $3::float8 * interval '1 millisecond' FROM games \
                     WHERE id = $1 AND status <> 'finished' \
                     ON CONFLICT (game_id) DO NOTHING RETURNING epoch",
                )
                .bind(game_id)
                .bind(node.as_str())
                .bind(lease_ms)
                .fetch_optional(&mut *tx)
                .await?;
                inserted.map(|row| Lease {
                    game_id: game_id.to_string(),
                    epoch: row.get("epoch"),
                    driverless_ms: None,
                })
            }
            Some(row) => {
                let owner: String = row.try_get("owner")?;
                let epoch: i64 = row.try_get("epoch")?;
                let expired: bool = row.try_get("expired")?;
                let finished: bool = row.try_get("finished")?;
                let driverless_ms: i64 = row.try_get("driverless_ms")?;
                let ours = owner == node && self.fences()?.fence(game_id).held_epoch() == Some(epoch);
                if finished {
                    // A finished game is driven by nobody.
                    None
                } else if ours {
                    sqlx::query(
                        "UPDATE game_leases SET expires_at = now() + $2::float8 * interval '1 millisecond', \
                         renewed_at = now() WHERE game_id = $1",
                    )
                    .bind(game_id)
                    .bind(lease_ms)
                    .execute(&mut *tx)
                    .await?;
                    Some(Lease {
                        game_id: game_id.to_string(),
                        epoch,
                        driverless_ms: None,
                    })
                } else if expired || owner == node {
                    // Expired, or this node's own lease that it gave up (self-fencing): a new
                    // epoch, so that nothing written under the old one is taken for current.
                    sqlx::query(
                        "UPDATE game_leases SET owner = $2, epoch = epoch + 1, \
                         expires_at = now() + $3::float8 * interval '1 millisecond', renewed_at = now() \
                         WHERE game_id = $1",
                    )
                    .bind(game_id)
                    .bind(node.as_str())
                    .bind(lease_ms)
                    .execute(&mut *tx)
                    .await?;
                    Some(Lease {
                        game_id: game_id.to_string(),
                        epoch: epoch + 1,
                        driverless_ms: Some(driverless_ms.max(0)),
                    })
                } else {
                    None
                }
            }
        };
        tx.commit().await?;
        if let Some(lease) = &lease {
            self.fences()?.hold(game_id, lease.epoch);
        }
        Ok(lease)
    }

    async fn renew_leases(&self) -> Result<Vec<String>, StoreError> {
        let held = self.held();
        let renewed = self
            .node_round(
                &held,
                "UPDATE nodes SET heartbeat_at = now() WHERE id = $1",
                "UPDATE game_leases l SET expires_at = now() + $4::float8 * interval '1 millisecond', \
                 renewed_at = now() \
                 FROM unnest($2::text[], $3::bigint[]) AS h(game_id, epoch) \
                 WHERE l.game_id = h.game_id AND l.epoch = h.epoch AND l.owner = $1 \
                 RETURNING l.game_id",
            )
            .await?;
        let fences = self.fences()?;
        // A set: a node holding 5,000 games looked each up in a list of 5,000 (12.5 million
        // string comparisons a round, every 2 s: 5% of the node's CPU).
        let renewed: HashSet<String> = renewed.into_iter().collect();
        let lost: Vec<String> = held
            .into_iter()
            .filter(|lease| !renewed.contains(&lease.game_id))
            .map(|lease| lease.game_id)
            .collect();
        for game in &lost {
            fences.drop_lease(game);
        }
        Ok(lost)
    }

    fn forget_lease(&self, game_id: &str) {
        if let Some(fences) = self.fences.as_deref() {
            fences.drop_lease(game_id);
        }
    }

    async fn release_lease(&self, game_id: &str) -> Result<(), StoreError> {
        let (node, _) = self.joined()?;
        let Some(epoch) = self.fences()?.fence(game_id).held_epoch() else {
            return Ok(());
        };
        self.fences()?.drop_lease(game_id);
        sqlx::query(
            "UPDATE game_leases SET expires_at = now(), renewed_at = now() \
             WHERE game_id = $1 AND owner = $2 AND epoch = $3",
        )
        .bind(game_id)
        .bind(node.as_str())
        .bind(epoch)
        .execute(&self.writer)
        .await?;
        Ok(())
    }

    async fn release_all(&self) -> Result<Vec<String>, StoreError> {
        let held = self.held();
        let fences = self.fences()?;
        for lease in &held {
            fences.drop_lease(&lease.game_id);
        }
        // `$4` (the lease) is not needed to give leases up; it is bound all the same.
        self.node_round(
            &held,
            "UPDATE nodes SET stopping = true, heartbeat_at = now() WHERE id = $1",
            "UPDATE game_leases l SET expires_at = now(), renewed_at = now() \
             FROM unnest($2::text[], $3::bigint[]) AS h(game_id, epoch) \
             WHERE l.game_id = h.game_id AND l.epoch = h.epoch AND l.owner = $1 AND $4::float8 >= 0 \
             RETURNING l.game_id",
        )
        .await?;
        Ok(held.into_iter().map(|lease| lease.game_id).collect())
    }

    fn held(&self) -> Vec<Lease> {
        self.fences.as_deref().map(Fences::leases).unwrap_or_default()
    }

    async fn orphaned_games(&self, limit: i64) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.id FROM games g LEFT JOIN game_leases l ON l.game_id = g.id \
             WHERE g.status <> 'finished' AND (l.game_id IS NULL OR l.expires_at < now()) \
             ORDER BY l.expires_at NULLS FIRST, g.id LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.reader)
        .await?;
        column(&rows, "id")
    }

    async fn lease_holder(&self, game_id: &str) -> Result<Option<LeaseHolder>, StoreError> {
        let row = sqlx::query(
            "SELECT owner, epoch, expires_at > now() AS live FROM game_leases WHERE game_id = $1",
        )
        .bind(game_id)
        .fetch_optional(&self.reader)
        .await?;
        row.map(|row| {
            Ok(LeaseHolder {
                owner: row.try_get("owner")?,
                epoch: row.try_get("epoch")?,
                live: row.try_get("live")?,
            })
        })
        .transpose()
    }

    async fn put_request(&self, game_id: &str, owner: &str, request: &str) -> Result<i64, StoreError> {
        let (node, _) = self.joined()?;
        let mut tx = self.writer.begin().await?;
        let id: i64 = sqlx::query(
            "INSERT INTO game_requests (game_id, from_node, request) VALUES ($1, $2, $3) RETURNING id",
        )
        .bind(game_id)
        .bind(node.as_str())
        .bind(request)
        .fetch_one(&mut *tx)
        .await?
        .try_get("id")?;
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(node_channel(owner))
            .bind(format!("request {id}"))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn take_request(&self, id: i64) -> Result<Option<GameRequest>, StoreError> {
        let (node, _) = self.joined()?;
        let mut tx = self.writer.begin().await?;
        let Some(row) = sqlx::query("SELECT game_id FROM game_requests WHERE id = $1 AND taken_by IS NULL")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(None);
        };
        let game_id: String = row.try_get("game_id")?;
        let Some(epoch) = self.fences()?.fence(&game_id).held_epoch() else {
            return Ok(None);
        };
        let taken = sqlx::query(
            "UPDATE game_requests SET taken_by = $2, taken_epoch = $3 \
             WHERE id = $1 AND taken_by IS NULL RETURNING game_id, from_node, request",
        )
        .bind(id)
        .bind(node.as_str())
        .bind(epoch)
        .fetch_optional(&mut *tx)
        .await?;
        tx.commit().await?;
        taken
            .map(|row| {
                Ok(GameRequest {
                    id,
                    game_id: row.try_get("game_id")?,
                    from_node: row.try_get("from_node")?,
                    request: row.try_get("request")?,
                })
            })
            .transpose()
    }

    async fn pending_requests(&self) -> Result<Vec<i64>, StoreError> {
        let games: Vec<String> = self.held().into_iter().map(|l| l.game_id).collect();
        let rows = sqlx::query(
            "SELECT id FROM game_requests WHERE taken_by IS NULL AND game_id = ANY($1) ORDER BY id",
        )
        .bind(&games)
        .fetch_all(&self.reader)
        .await?;
        column(&rows, "id")
    }

    async fn answer_request(&self, request: &GameRequest, answer: &str) -> Result<(), StoreError> {
        let mut tx = self.writer.begin().await?;
        sqlx::query("UPDATE game_requests SET answer = $2 WHERE id = $1")
            .bind(request.id)
            .bind(answer)
            .execute(&mut *tx)
            .await?;
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(node_channel(&request.from_node))
            .bind(format!("answer {}", request.id))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn withdraw_request(&self, id: i64) -> Result<bool, StoreError> {
        let withdrawn = sqlx::query("DELETE FROM game_requests WHERE id = $1 AND taken_by IS NULL")
            .bind(id)
            .execute(&self.writer)
            .await?;
        Ok(withdrawn.rows_affected() == 1)
    }

    async fn request_answer(&self, id: i64) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT answer FROM game_requests WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.reader)
            .await?;
        Ok(match row {
            Some(row) => row.try_get("answer")?,
            None => None,
        })
    }

    async fn games_after_ply(&self, wanted: &[(String, i32)]) -> Result<Vec<GameAfter>, StoreError> {
        SqlStore::games_after_ply(self, wanted).await
    }

    async fn tell_accounts(&self, change: AccountChange<'_>) -> Result<(), StoreError> {
        let (node, _) = self.joined()?;
        let payloads: Vec<String> = match change {
            AccountChange::Deleted(account) => vec![format!("deleted {node} {account}")],
            AccountChange::SeatsClaimed(games) => {
                games.iter().map(|g| format!("claimed {node} {g}")).collect()
            }
        };
        if payloads.is_empty() {
            return Ok(());
        }
        sqlx::query("SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p")
            .bind(ACCOUNTS_CHANNEL)
            .bind(&payloads)
            .execute(&self.writer)
            .await?;
        Ok(())
    }

    async fn put_ticket(&self, ticket: &PairingTicket) -> Result<(), StoreError> {
        let (node, _) = self.joined()?;
        let mut tx = self.writer.begin().await?;
        sqlx::query(
            "INSERT INTO pairing_tickets (id, node, kind, rules, clock, rated, seek_id, account_id, \
             account_name, name, browser, challenged, rating, joined_at, token_hash) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
        )
        .bind(&ticket.id)
        .bind(node.as_str())
        .bind(&ticket.kind)
        .bind(&ticket.rules)
        .bind(&ticket.clock)
        .bind(ticket.rated)
        .bind(&ticket.seek_id)
        .bind(&ticket.account_id)
        .bind(&ticket.account_name)
        .bind(&ticket.name)
        .bind(&ticket.browser)
        .bind(&ticket.challenged)
        .bind(ticket.rating)
        .bind(ticket.joined_at)
        .bind(&ticket.token_hash)
        .execute(&mut *tx)
        .await?;
        sqlx::query("SELECT pg_notify($1, 'ticket')")
            .bind(PAIRING_CHANNEL)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn drop_ticket(&self, id: &str) -> Result<bool, StoreError> {
        let dropped = sqlx::query("DELETE FROM pairing_tickets WHERE id = $1")
            .bind(id)
            .execute(&self.writer)
            .await?;
        Ok(dropped.rows_affected() == 1)
    }

    async fn hold_pool(&self) -> Result<Option<i64>, StoreError> {
        let (node, lease_ms) = self.joined()?;
        let row = sqlx::query(
            "INSERT INTO pool_leases (name, owner, epoch, expires_at) \
             VALUES ($1, $2, 1, now() + $3::float8 * interval '1 millisecond') \
             ON CONFLICT (name) DO UPDATE SET owner = $2, \
             epoch = CASE WHEN pool_leases.owner = $2 AND pool_leases.expires_at > now() \
                          THEN pool_leases.epoch ELSE pool_leases.epoch + 1 END, \
             expires_at = now() + $3::float8 * interval '1 millisecond' \
             WHERE pool_leases.owner = $2 OR pool_leases.expires_at < now() \
             RETURNING epoch",
        )
        .bind(POOL)
        .bind(node.as_str())
        .bind(lease_ms)
        .fetch_optional(&self.writer)
        .await?;
        Ok(match row {
            Some(row) => Some(row.try_get::<i64, _>("epoch")?),
            None => None,
        })
    }

    async fn release_pool(&self) -> Result<(), StoreError> {
        let (node, _) = self.joined()?;
        sqlx::query("UPDATE pool_leases SET expires_at = now() WHERE name = $1 AND owner = $2")
            .bind(POOL)
            .bind(node.as_str())
            .execute(&self.writer)
            .await?;
        Ok(())
    }

    async fn pool_tickets(&self) -> Result<Vec<PairingTicket>, StoreError> {
        let (_, lease_ms) = self.joined()?;
        let mut tx = self.writer.begin().await?;
        let gone = sqlx::query(
            "DELETE FROM pairing_tickets t WHERE NOT EXISTS (SELECT 1 FROM nodes n \
             WHERE n.id = t.node AND NOT n.stopping \
             AND n.heartbeat_at > now() - $1::float8 * interval '1 millisecond') \
             RETURNING seek_id",
        )
        // Two leases: a live node that renewed late keeps its tickets.
        .bind(lease_ms.saturating_mul(2))
        .fetch_all(&mut *tx)
        .await?;
        let seeks: Vec<String> = column::<Option<String>>(&gone, "seek_id")?
            .into_iter()
            .flatten()
            .collect();
        if !seeks.is_empty() {
            for statement in [
                "DELETE FROM seeks WHERE id = ANY($1)",
                "DELETE FROM challenges WHERE id = ANY($1)",
            ] {
                sqlx::query(statement).bind(&seeks).execute(&mut *tx).await?;
            }
        }
        let rows = sqlx::query("SELECT * FROM pairing_tickets WHERE seek_id IS NULL ORDER BY joined_at, id")
            .fetch_all(&mut *tx)
            .await?;
        tx.commit().await?;
        rows.iter().map(ticket_from).collect()
    }

    async fn pool_counts(&self) -> Result<Vec<PoolCount>, StoreError> {
        let (_, lease_ms) = self.joined()?;
        let rows = sqlx::query(
            "SELECT t.kind, t.rules, t.clock, t.rated, count(DISTINCT CASE \
             WHEN t.account_id IS NOT NULL THEN 'account ' || t.account_id \
             WHEN t.browser IS NOT NULL THEN 'browser ' || t.browser \
             ELSE 'ticket ' || t.id END) AS waiting \
             FROM pairing_tickets t JOIN nodes n ON n.id = t.node \
             WHERE t.seek_id IS NULL AND NOT n.stopping \
             AND n.heartbeat_at > now() - $1::float8 * interval '1 millisecond' \
             GROUP BY t.kind, t.rules, t.clock, t.rated \
             ORDER BY waiting DESC, t.kind, t.rules, t.clock, t.rated",
        )
        // The tickets the pairer still pairs: those of nodes silent for less than two leases.
        .bind(lease_ms.saturating_mul(2))
        .fetch_all(&self.reader)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(PoolCount {
                    kind: row.try_get("kind")?,
                    rules: row.try_get("rules")?,
                    clock: row.try_get("clock")?,
                    rated: row.try_get("rated")?,
                    waiting: row.try_get("waiting")?,
                })
            })
            .collect()
    }

    async fn tickets_stored(&self, ids: &[String]) -> Result<Vec<String>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let rows = sqlx::query("SELECT id FROM pairing_tickets WHERE id = ANY($1)")
            .bind(ids)
            .fetch_all(&self.reader)
            .await?;
        column(&rows, "id")
    }

    async fn seat_of_token(&self, token_hash: &str) -> Result<Option<(String, usize)>, StoreError> {
        let row = sqlx::query(
            "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.token_hash = $1 ORDER BY g.created_at DESC, g.id LIMIT 1",
        )
        .bind(token_hash)
        .fetch_optional(&self.reader)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let seat: i64 = row.try_get("seat")?;
        let seat = usize::try_from(seat).map_err(|_| StoreError::InvalidInput(format!("seat {seat}")))?;
        Ok(Some((row.try_get("game_id")?, seat)))
    }

    async fn take_tickets(&self, epoch: i64, ids: &[String]) -> Result<Vec<PairingTicket>, StoreError> {
        let (node, _) = self.joined()?;
        let mut tx = self.writer.begin().await?;
        let held = sqlx::query(
            "SELECT 1 FROM pool_leases WHERE name = $1 AND owner = $2 AND epoch = $3 \
             AND expires_at > now() FOR SHARE",
        )
        .bind(POOL)
        .bind(node.as_str())
        .bind(epoch)
        .fetch_optional(&mut *tx)
        .await?;
        if held.is_none() {
            return Err(StoreError::Fenced(POOL.to_string()));
        }
        let rows = sqlx::query("DELETE FROM pairing_tickets WHERE id = ANY($1) RETURNING *")
            .bind(ids)
            .fetch_all(&mut *tx)
            .await?;
        if rows.len() != ids.len() {
            tx.rollback().await?;
            return Ok(Vec::new());
        }
        tx.commit().await?;
        rows.iter().map(ticket_from).collect()
    }

    async fn seek_ticket(&self, seek_id: &str) -> Result<Option<PairingTicket>, StoreError> {
        let row = sqlx::query("SELECT * FROM pairing_tickets WHERE seek_id = $1")
            .bind(seek_id)
            .fetch_optional(&self.reader)
            .await?;
        row.as_ref().map(ticket_from).transpose()
    }

    async fn take_seek_ticket(&self, seek_id: &str) -> Result<Option<PairingTicket>, StoreError> {
        let row = sqlx::query("DELETE FROM pairing_tickets WHERE seek_id = $1 RETURNING *")
            .bind(seek_id)
            .fetch_optional(&self.writer)
            .await?;
        row.as_ref().map(ticket_from).transpose()
    }

    async fn tell_ticket(&self, node: &str, news: &TicketNews) -> Result<(), StoreError> {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(node_channel(node))
            .bind(news.payload())
            .execute(&self.writer)
            .await?;
        Ok(())
    }

    async fn listen(&self) -> Result<ClusterListener, StoreError> {
        let (node, _) = self.joined()?;
        let mut listener = PgListener::connect_with(&self.writer).await?;
        listener
            .listen_all([
                GAMES_CHANNEL,
                CHAT_CHANNEL,
                ACCOUNTS_CHANNEL,
                PRESENCE_CHANNEL,
                PAIRING_CHANNEL,
                node_channel(&node).as_str(),
            ])
            .await?;
        Ok(ClusterListener::new(listener))
    }

    async fn tell_presences(&self, told: &[(&str, Option<&[u32]>)]) -> Result<(), StoreError> {
        let (node, _) = self.joined()?;
        let payloads: Vec<String> = told
            .iter()
            .map(|&(game_id, counts)| presence_payload(game_id, &node, counts))
            .collect();
        sqlx::query(
            "SELECT pg_notify($1, told) FROM unnest($2::text[]) WITH ORDINALITY AS t(told, i) ORDER BY i",
        )
        .bind(PRESENCE_CHANNEL)
        .bind(payloads)
        .execute(&self.writer)
        .await?;
        Ok(())
    }

    async fn live_nodes(&self) -> Result<Vec<String>, StoreError> {
        let (_, lease_ms) = self.joined()?;
        let rows = sqlx::query(
            "SELECT id FROM nodes WHERE heartbeat_at > now() - $1::float8 * interval '1 millisecond'",
        )
        .bind(lease_ms)
        .fetch_all(&self.reader)
        .await?;
        column(&rows, "id")
    }
}
