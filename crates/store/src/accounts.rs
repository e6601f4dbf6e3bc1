//! Players (migration 4; the language an account chose, migration 8): accounts and their
//! sessions, the seats an account holds (a guest's games claimed, an account deleted), ratings
//! per class, and a rated game's ending written with its rating changes in one transaction.
//! [`AccountStore`] is part of every [`GameStore`](crate::GameStore).
//!
//! The store keeps only hashes of secrets (the password's Argon2id string, the session and
//! CSRF tokens' hashes), made by the caller; it never sees a password or a token.

use async_trait::async_trait;
use sqlx::{ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Row, Type};

use crate::sql::{SqlStore, is_foreign_key_violation, is_unique_violation};
use crate::transaction::begin;
use crate::{Ending, GameSummary, StoreError};

/// An account to create.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewAccount {
    /// Its id: random, never shown as a name.
    pub id: String,
    /// The name as its owner wrote it (shown).
    pub name: String,
    /// The name folded so that look-alikes agree (case, confusable characters): unique.
    pub name_key: String,
    /// The password's hash (an Argon2id PHC string).
    pub password_hash: String,
    /// When it was created, in milliseconds since the Unix epoch.
    pub created_at: i64,
}

/// An account as stored.
pub type Account = NewAccount;

/// A session to create: a signed-in browser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewSession {
    /// The hash of the session's token (the cookie holds the token).
    pub token_hash: String,
    /// The account signed in.
    pub account_id: String,
    /// The hash of the session's CSRF token.
    pub csrf_hash: String,
    /// When it was created, in milliseconds since the Unix epoch.
    pub created_at: i64,
    /// When it expires, in milliseconds since the Unix epoch.
    pub expires_at: i64,
}

/// A session found by its token's hash, with its account's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// The session as created (its expiry as last renewed).
    pub session: NewSession,
    /// The account's name.
    pub name: String,
}

/// A rating's three numbers (Glicko-2 on the Glicko scale).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingValue {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
}

/// An account's rating in one class.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredRating {
    /// The class (`game/family/speed`).
    pub class: String,
    /// The rating now.
    pub value: RatingValue,
    /// How many rated games it counts.
    pub games: i64,
    /// When its last rated game ended, in milliseconds since the Unix epoch.
    pub updated_at: i64,
}

/// What a rated game does to one account's rating in the game's class.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChange {
    /// The account (holding a seat of the game).
    pub account_id: String,
    /// The rating the change was computed from (`None`: the account had none in the class).
    pub before: Option<RatingValue>,
    /// The rating after the game.
    pub after: RatingValue,
}

/// One rated game in an account's history: what a rating chart draws.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedResult {
    /// The game.
    pub game_id: String,
    /// Its class.
    pub class: String,
    /// The rating before (`None`: the first game in the class).
    pub before: Option<RatingValue>,
    /// The rating after.
    pub after: RatingValue,
    /// When the game ended.
    pub at: i64,
}

/// A game an account holds a seat of.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame {
    /// The game, with its seats.
    pub summary: GameSummary,
    /// The account's seat.
    pub seat: i32,
    /// The time control's text.
    pub time_control: String,
    /// The rating class of a rated game.
    pub rated: Option<String>,
    /// How it ended, once finished.
    pub ending: Option<Ending>,
}

/// An account's rating as a class's leaderboard lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    /// The account's name as its owner wrote it.
    pub name: String,
    /// Its rating in the class.
    pub rating: StoredRating,
}

/// The storage of accounts, sessions and ratings.
#[async_trait]
pub trait AccountStore: Send + Sync {
    /// Creates an account. [`StoreError::NameTaken`] if its `name_key` is taken (by a name
    /// that looks the same) or [`StoreError::AlreadyExists`] if its id is.
    async fn create_account(&self, account: &NewAccount) -> Result<(), StoreError>;

    /// The account whose name folds to `name_key`, if any.
    async fn account_by_name(&self, name_key: &str) -> Result<Option<Account>, StoreError>;

    /// The account with this id, if any.
    async fn account(&self, id: &str) -> Result<Option<Account>, StoreError>;

    /// Deletes an account and everything that is only its own (sessions, ratings and their
    /// history, seeks, challenges, chat lines); its games stay, its seats under a deleted
    /// player (no name). [`StoreError::AccountNotFound`] if there is no such account.
    async fn delete_account(&self, id: &str) -> Result<(), StoreError>;

    /// The language the account chose (a tag the caller checked, such as `cs`), if it chose
    /// one; [`StoreError::AccountNotFound`] if there is no such account.
    async fn account_lang(&self, id: &str) -> Result<Option<String>, StoreError>;

    /// Sets the language the account chose, or forgets it (`None`);
    /// [`StoreError::AccountNotFound`] if there is no such account.
    async fn set_account_lang(&self, id: &str, lang: Option<&str>) -> Result<(), StoreError>;

    /// Stores a session ([`StoreError::AccountNotFound`] for an unknown account).
    async fn create_session(&self, session: &NewSession) -> Result<(), StoreError>;

    /// The session with this token hash, unless it has expired by `now`.
    async fn session(&self, token_hash: &str, now: i64) -> Result<Option<Session>, StoreError>;

    /// Sets a session's expiry (a session in use lives on); false if there is no such session.
    async fn renew_session(&self, token_hash: &str, expires_at: i64) -> Result<bool, StoreError>;

    /// Ends one session (signing out); false if there was none.
    async fn delete_session(&self, token_hash: &str) -> Result<bool, StoreError>;

    /// Ends every session of an account (signing out everywhere); answers how many.
    async fn delete_sessions(&self, account_id: &str) -> Result<u64, StoreError>;

    /// Deletes the sessions expired by `now`; answers how many.
    async fn delete_expired_sessions(&self, now: i64) -> Result<u64, StoreError>;

    /// Gives an account the seats `(game, seat)` of a guest (checked by the caller: the guest
    /// holds their tokens) that no account holds yet, naming them with the account's name;
    /// answers how many it took. Seats held by an account, or of no game, are left alone.
    async fn claim_seats(&self, account_id: &str, seats: &[(String, i32)]) -> Result<u64, StoreError>;

    /// An account's ratings, by class.
    async fn ratings(&self, account_id: &str) -> Result<Vec<StoredRating>, StoreError>;

    /// An account's rating in one class, if it has played a rated game in it.
    async fn rating(&self, account_id: &str, class: &str) -> Result<Option<StoredRating>, StoreError>;

    /// Finishes a rated game with its ending and every seat's rating change, in one
    /// transaction: all or nothing. The game must be rated and not finished
    /// ([`StoreError::Finished`] after: a change is never written twice); the changes must be
    /// exactly one per account holding a seat ([`StoreError::InvalidInput`]); each `before`
    /// must still be the stored rating ([`StoreError::RatingMoved`] otherwise: read again,
    /// compute again).
    async fn finish_rated_game(
        &self,
        game_id: &str,
        ending: &Ending,
        changes: &[RatingChange],
    ) -> Result<(), StoreError>;

    /// An account's rated games, oldest first (of one class, if given), at most `limit`
    /// of the newest.
    async fn rating_history(
        &self,
        account_id: &str,
        class: Option<&str>,
        limit: i64,
    ) -> Result<Vec<RatedResult>, StoreError>;

    /// The games an account holds a seat of, newest first (by creation, then id descending),
    /// at most `limit`; with `unfinished`, only those not finished.
    async fn account_games(
        &self,
        account_id: &str,
        unfinished: bool,
        limit: i64,
    ) -> Result<Vec<PlayedGame>, StoreError>;

    /// A class's leaderboard, at most `limit` accounts: first those whose rating is trusted
    /// (a deviation of at most `trusted`), then the others; each part by rating, highest
    /// first, then by more games, then by name.
    async fn leaderboard(&self, class: &str, trusted: f64, limit: i64) -> Result<Vec<Ranked>, StoreError>;

    /// Every class some account has a rating in, with how many have one: the most first,
    /// then by class.
    async fn rated_classes(&self) -> Result<Vec<(String, i64)>, StoreError>;

    /// An account's places on the leaderboards of the classes where its rating is trusted (a
    /// deviation of at most `trusted`), from 1, in the order of [`AccountStore::leaderboard`];
    /// by class.
    async fn ranks(&self, account_id: &str, trusted: f64) -> Result<Vec<(String, i64)>, StoreError>;
}

/// The accounts' columns.
const ACCOUNT_COLUMNS: &str = "id, name, name_key, password_hash, created_at";

impl<DB> SqlStore<DB>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> i64: Encode<'q, DB> + Decode<'q, DB> + Type<DB>,
    for<'q> f64: Encode<'q, DB> + Decode<'q, DB> + Type<DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'q> Option<&'q str>: Encode<'q, DB>,
    for<'q> Option<i64>: Encode<'q, DB>,
    for<'q> Option<f64>: Encode<'q, DB>,
    for<'r> String: Decode<'r, DB> + Type<DB>,
    for<'r> Option<String>: Decode<'r, DB>,
    for<'r> Option<i64>: Decode<'r, DB>,
    for<'r> Option<f64>: Decode<'r, DB>,
    for<'a> &'a str: ColumnIndex<DB::Row>,
{
    fn account_from(row: &DB::Row) -> Result<Account, StoreError> {
        Ok(Account {
            id: row.try_get("id")?,
            name: row.try_get("name")?,
            name_key: row.try_get("name_key")?,
            password_hash: row.try_get("password_hash")?,
            created_at: row.try_get("created_at")?,
        })
    }

    /// Reads a rating's three numbers from columns `{prefix}rating` and so on (`None` when
    /// the rating is NULL).
    fn value_from(row: &DB::Row, suffix: &str) -> Result<Option<RatingValue>, StoreError> {
        let rating: Option<f64> = row.try_get(format!("rating{suffix}").as_str())?;
        let deviation: Option<f64> = row.try_get(format!("deviation{suffix}").as_str())?;
        let volatility: Option<f64> = row.try_get(format!("volatility{suffix}").as_str())?;
        Ok(match (rating, deviation, volatility) {
            (Some(rating), Some(deviation), Some(volatility)) => Some(RatingValue {
                rating,
                deviation,
                volatility,
            }),
            _ => None,
        })
    }

    fn rating_from(row: &DB::Row) -> Result<StoredRating, StoreError> {
        let class: String = row.try_get("class")?;
        Ok(StoredRating {
            value: Self::value_from(row, "")?.ok_or_else(|| StoreError::Corrupt {
                game: "-".to_string(),
                what: format!("a rating in {class} without its numbers"),
            })?,
            games: row.try_get("games")?,
            updated_at: row.try_get("updated_at")?,
            class,
        })
    }

    pub(crate) async fn create_account(&self, account: &NewAccount) -> Result<(), StoreError> {
        let mut conn = self.writer.acquire().await?;
        let inserted = sqlx::query(&format!(
            "INSERT INTO accounts ({ACCOUNT_COLUMNS}) VALUES ($1, $2, $3, $4, $5)"
        ))
        .bind(account.id.as_str())
        .bind(account.name.as_str())
        .bind(account.name_key.as_str())
        .bind(account.password_hash.as_str())
        .bind(account.created_at)
        .execute(&mut *conn)
        .await;
        match inserted {
            Err(err) if is_unique_violation(&err) => {
                let taken = sqlx::query("SELECT id FROM accounts WHERE name_key = $1")
                    .bind(account.name_key.as_str())
                    .fetch_optional(&mut *conn)
                    .await?;
                Err(match taken {
                    Some(_) => StoreError::NameTaken(account.name.clone()),
                    None => StoreError::AlreadyExists(account.id.clone()),
                })
            }
            other => Ok(other.map(|_| ())?),
        }
    }

    pub(crate) async fn account_where(
        &self,
        column: &str,
        value: &str,
    ) -> Result<Option<Account>, StoreError> {
        let mut conn = self.reader.acquire().await?;
        sqlx::query(&format!(
            "SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE {column} = $1"
        ))
        .bind(value)
        .fetch_optional(&mut *conn)
        .await?
        .map(|row| Self::account_from(&row))
        .transpose()
    }

    pub(crate) async fn delete_account(&self, id: &str) -> Result<(), StoreError> {
        let mut tx = begin(&self.writer, self.dialect.begin_write).await?;
        // Its seats first, while they still name it: no name, a deleted player.
        sqlx::query("UPDATE seats SET name = NULL, account_id = NULL, had_account = 1 WHERE account_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        // The rest is its own and goes with it (ON DELETE CASCADE).
        let deleted = sqlx::query("DELETE FROM accounts WHERE id = $1 RETURNING id")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        if deleted.is_none() {
            return Err(StoreError::AccountNotFound(id.to_string()));
        }
        tx.commit().await?;
        Ok(())
    }

    pub(crate) async fn create_session(&self, session: &NewSession) -> Result<(), StoreError> {
        let mut conn = self.writer.acquire().await?;
        let inserted = sqlx::query(
            "INSERT INTO sessions (token_hash, account_id, csrf_hash, created_at, expires_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(session.token_hash.as_str())
        .bind(session.account_id.as_str())
        .bind(session.csrf_hash.as_str())
        .bind(session.created_at)
        .bind(session.expires_at)
        .execute(&mut *conn)
        .await;
        match inserted {
            Err(err) if is_foreign_key_violation(&err) => {
                Err(StoreError::AccountNotFound(session.account_id.clone()))
            }
            Err(err) if is_unique_violation(&err) => Err(StoreError::AlreadyExists("a session".to_string())),
            other => Ok(other.map(|_| ())?),
        }
    }

    pub(crate) async fn session(&self, token_hash: &str, now: i64) -> Result<Option<Session>, StoreError> {
        let mut conn = self.reader.acquire().await?;
        let Some(row) = sqlx::query(
            "SELECT s.token_hash, s.account_id, s.csrf_hash, s.created_at, s.expires_at, a.name \
             FROM sessions AS s JOIN accounts AS a ON a.id = s.account_id \
             WHERE s.token_hash = $1 AND s.expires_at > $2",
        )
        .bind(token_hash)
        .bind(now)
        .fetch_optional(&mut *conn)
        .await?
        else {
            return Ok(None);
        };
        Ok(Some(Session {
            session: NewSession {
                token_hash: row.try_get("token_hash")?,
                account_id: row.try_get("account_id")?,
                csrf_hash: row.try_get("csrf_hash")?,
                created_at: row.try_get("created_at")?,
                expires_at: row.try_get("expires_at")?,
            },
            name: row.try_get("name")?,
        }))
    }

    /// Runs one write statement that names rows by `$1` (and `$2`); answers how many rows it
    /// changed.
    pub(crate) async fn write_rows(
        &self,
        sql: &str,
        first: &str,
        second: Option<i64>,
    ) -> Result<u64, StoreError> {
        let mut conn = self.writer.acquire().await?;
        let mut query = sqlx::query(sql).bind(first);
        if let Some(second) = second {
            query = query.bind(second);
        }
        Ok(query.fetch_all(&mut *conn).await?.len() as u64)
    }

    pub(crate) async fn delete_expired_sessions(&self, now: i64) -> Result<u64, StoreError> {
        let mut conn = self.writer.acquire().await?;
        Ok(
            sqlx::query("DELETE FROM sessions WHERE expires_at <= $1 RETURNING token_hash")
                .bind(now)
                .fetch_all(&mut *conn)
                .await?
                .len() as u64,
        )
    }

    pub(crate) async fn claim_seats(
        &self,
        account_id: &str,
        seats: &[(String, i32)],
    ) -> Result<u64, StoreError> {
        let mut tx = begin(&self.writer, self.dialect.begin_write).await?;
        let name: String = sqlx::query("SELECT name FROM accounts WHERE id = $1")
            .bind(account_id)
            .fetch_optional(&mut *tx)
            .await?
            .ok_or_else(|| StoreError::AccountNotFound(account_id.to_string()))?
            .try_get("name")?;
        let mut claimed = 0;
        for (game, seat) in seats {
            let done = sqlx::query(
                "UPDATE seats SET account_id = $3, had_account = 1, name = $4 \
                 WHERE game_id = $1 AND seat = $2 AND kind = 'human' AND had_account = 0 RETURNING seat",
            )
            .bind(game.as_str())
            .bind(i64::from(*seat))
            .bind(account_id)
            .bind(name.as_str())
            .fetch_optional(&mut *tx)
            .await?;
            if done.is_some() {
                sqlx::query("UPDATE games SET revision = revision + 1 WHERE id = $1")
                    .bind(game.as_str())
                    .execute(&mut *tx)
                    .await?;
                claimed += 1;
            }
        }
        tx.commit().await?;
        Ok(claimed)
    }

    pub(crate) async fn ratings(
        &self,
        account_id: &str,
        class: Option<&str>,
    ) -> Result<Vec<StoredRating>, StoreError> {
        let filter = if class.is_some() { "AND class = $2" } else { "" };
        let sql = format!(
            "SELECT class, rating, deviation, volatility, games, updated_at FROM ratings \
             WHERE account_id = $1 {filter} ORDER BY class"
        );
        let mut query = sqlx::query(&sql).bind(account_id);
        if let Some(class) = class {
            query = query.bind(class);
        }
        let mut conn = self.reader.acquire().await?;
        query
            .fetch_all(&mut *conn)
            .await?
            .iter()
            .map(Self::rating_from)
            .collect()
    }

    pub(crate) async fn finish_rated_game(
        &self,
        game_id: &str,
        ending: &Ending,
        changes: &[RatingChange],
    ) -> Result<(), StoreError> {
        let mut tx = begin(&self.writer, self.dialect.begin_write).await?;
        self.check_fence(&mut tx, game_id).await?;
        let finished = sqlx::query(
            "UPDATE games SET status = 'finished', result = $2, termination = $3, ended_at = $4, \
             updated_at = $4, revision = revision + 1 \
             WHERE id = $1 AND status <> 'finished' AND rated IS NOT NULL RETURNING rated",
        )
        .bind(game_id)
        .bind(ending.result.as_str())
        .bind(ending.termination.as_str())
        .bind(ending.at)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(finished) = finished else {
            Self::why_unchanged(&mut tx, game_id).await?;
            return Err(StoreError::InvalidInput(format!(
                "game {game_id:?} is not rated: finish it with finish_game"
            )));
        };
        let class: String = finished.try_get("rated")?;
        let mut holders: Vec<String> =
            sqlx::query("SELECT account_id FROM seats WHERE game_id = $1 AND account_id IS NOT NULL")
                .bind(game_id)
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|row| row.try_get("account_id"))
                .collect::<Result<_, _>>()?;
        holders.sort();
        holders.dedup();
        let mut changed: Vec<&str> = changes.iter().map(|c| c.account_id.as_str()).collect();
        changed.sort_unstable();
        if changed != holders {
            return Err(StoreError::InvalidInput(format!(
                "game {game_id:?}: the rating changes are for {changed:?}, its seats' accounts are {holders:?}"
            )));
        }
        for change in changes {
            let stored = sqlx::query(
                "SELECT rating, deviation, volatility FROM ratings WHERE account_id = $1 AND class = $2",
            )
            .bind(change.account_id.as_str())
            .bind(class.as_str())
            .fetch_optional(&mut *tx)
            .await?
            .map(|row| Self::value_from(&row, ""))
            .transpose()?
            .flatten();
            if stored != change.before {
                return Err(StoreError::RatingMoved {
                    account: change.account_id.clone(),
                    class,
                });
            }
            sqlx::query(
                "INSERT INTO ratings (account_id, class, rating, deviation, volatility, games, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, 1, $6) ON CONFLICT (account_id, class) DO UPDATE SET \
                 rating = excluded.rating, deviation = excluded.deviation, \
                 volatility = excluded.volatility, games = ratings.games + 1, updated_at = excluded.updated_at",
            )
            .bind(change.account_id.as_str())
            .bind(class.as_str())
            .bind(change.after.rating)
            .bind(change.after.deviation)
            .bind(change.after.volatility)
            .bind(ending.at)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO rating_changes (game_id, account_id, class, rating_before, deviation_before, \
                 volatility_before, rating, deviation, volatility, at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            )
            .bind(game_id)
            .bind(change.account_id.as_str())
            .bind(class.as_str())
            .bind(change.before.map(|b| b.rating))
            .bind(change.before.map(|b| b.deviation))
            .bind(change.before.map(|b| b.volatility))
            .bind(change.after.rating)
            .bind(change.after.deviation)
            .bind(change.after.volatility)
            .bind(ending.at)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    pub(crate) async fn rating_history(
        &self,
        account_id: &str,
        class: Option<&str>,
        limit: i64,
    ) -> Result<Vec<RatedResult>, StoreError> {
        if limit < 0 {
            return Err(StoreError::InvalidInput(format!("cannot list {limit} results")));
        }
        let filter = if class.is_some() { "AND class = $3" } else { "" };
        let sql = format!(
            "SELECT game_id, class, rating_before, deviation_before, volatility_before, rating, \
             deviation, volatility, at FROM rating_changes WHERE account_id = $1 {filter} \
             ORDER BY at DESC, game_id DESC LIMIT $2"
        );
        let mut query = sqlx::query(&sql).bind(account_id).bind(limit);
        if let Some(class) = class {
            query = query.bind(class);
        }
        let mut conn = self.reader.acquire().await?;
        let mut results = query
            .fetch_all(&mut *conn)
            .await?
            .iter()
            .map(|row| {
                let game_id: String = row.try_get("game_id")?;
                Ok(RatedResult {
                    class: row.try_get("class")?,
                    before: Self::value_from(row, "_before")?,
                    after: Self::value_from(row, "")?.ok_or_else(|| StoreError::Corrupt {
                        game: game_id.clone(),
                        what: "a rating change without its rating".to_string(),
                    })?,
                    at: row.try_get("at")?,
                    game_id,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        results.reverse();
        Ok(results)
    }

    pub(crate) async fn account_games(
        &self,
        account_id: &str,
        unfinished: bool,
        limit: i64,
    ) -> Result<Vec<PlayedGame>, StoreError> {
        if limit < 0 {
            return Err(StoreError::InvalidInput(format!("cannot list {limit} games")));
        }
        let filter = if unfinished {
            "AND g.status <> 'finished'"
        } else {
            ""
        };
        let mut tx = begin(&self.reader, self.dialect.begin_read).await?;
        let rows = sqlx::query(&format!(
            "SELECT g.id, s.seat AS mine, g.time_control, g.rated, g.result, g.termination, g.ended_at \
             FROM seats AS s JOIN games AS g ON g.id = s.game_id \
             WHERE s.account_id = $1 {filter} ORDER BY g.created_at DESC, g.id DESC LIMIT $2"
        ))
        .bind(account_id)
        .bind(limit)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        let mut games = Vec::with_capacity(rows.len());
        for row in &rows {
            let id: String = row.try_get("id")?;
            // One read per game keeps the query simple; a page holds a few dozen games.
            let Some(stored) = self.load_game(&id).await? else {
                continue;
            };
            let ending = match (
                row.try_get::<Option<String>, _>("result")?,
                row.try_get::<Option<String>, _>("termination")?,
                row.try_get::<Option<i64>, _>("ended_at")?,
            ) {
                (Some(result), Some(termination), Some(at)) => Some(Ending {
                    result,
                    termination,
                    at,
                }),
                _ => None,
            };
            games.push(PlayedGame {
                seat: i32::try_from(row.try_get::<i64, _>("mine")?).unwrap_or(-1),
                time_control: row.try_get("time_control")?,
                rated: row.try_get("rated")?,
                summary: GameSummary {
                    ending: ending.clone(),
                    id: stored.game.id,
                    kind: stored.game.kind,
                    rules: stored.game.rules,
                    status: stored.status,
                    seats: stored.game.seats,
                    plies: i32::try_from(stored.actions.len()).unwrap_or(i32::MAX),
                    created_at: stored.game.created_at,
                    updated_at: stored.updated_at,
                },
                ending,
            });
        }
        Ok(games)
    }

    pub(crate) async fn leaderboard(
        &self,
        class: &str,
        trusted: f64,
        limit: i64,
    ) -> Result<Vec<Ranked>, StoreError> {
        if limit < 0 {
            return Err(StoreError::InvalidInput(format!("cannot list {limit} ratings")));
        }
        // The trusted ratings, then the others: two queries, each read in the order of the
        // index by class and rating, which stops at the limit (one query ordered by whether a
        // rating is trusted first sorted the whole class: `BENCHMARKS.md`, Leaderboards).
        let mut conn = self.reader.acquire().await?;
        let mut ranked = Vec::new();
        for part in ["r.deviation <= $2", "r.deviation > $2"] {
            let rows = sqlx::query(&format!(
                "SELECT a.name, r.class, r.rating, r.deviation, r.volatility, r.games, r.updated_at \
                 FROM ratings AS r JOIN accounts AS a ON a.id = r.account_id \
                 WHERE r.class = $1 AND {part} \
                 ORDER BY r.rating DESC, r.games DESC, a.name_key LIMIT $3"
            ))
            .bind(class)
            .bind(trusted)
            .bind(limit - ranked.len() as i64)
            .fetch_all(&mut *conn)
            .await?;
            for row in &rows {
                ranked.push(Ranked {
                    name: row.try_get("name")?,
                    rating: Self::rating_from(row)?,
                });
            }
        }
        Ok(ranked)
    }

    pub(crate) async fn ranks(
        &self,
        account_id: &str,
        trusted: f64,
    ) -> Result<Vec<(String, i64)>, StoreError> {
        // The trusted ratings above, counted in the index alone, then those level with it that
        // the leaderboard puts first (more games, then the name).
        let mut conn = self.reader.acquire().await?;
        sqlx::query(
            "SELECT r.class, 1 \
             + (SELECT COUNT(*) FROM ratings AS o \
                WHERE o.class = r.class AND o.rating > r.rating AND o.deviation <= $2) \
             + (SELECT COUNT(*) FROM ratings AS o JOIN accounts AS oa ON oa.id = o.account_id \
                WHERE o.class = r.class AND o.rating = r.rating AND o.deviation <= $2 \
                AND (o.games > r.games OR (o.games = r.games AND oa.name_key < a.name_key))) \
             AS place \
             FROM ratings AS r JOIN accounts AS a ON a.id = r.account_id \
             WHERE r.account_id = $1 AND r.deviation <= $2 ORDER BY r.class",
        )
        .bind(account_id)
        .bind(trusted)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|row| Ok((row.try_get("class")?, row.try_get("place")?)))
        .collect()
    }

    pub(crate) async fn rated_classes(&self) -> Result<Vec<(String, i64)>, StoreError> {
        let mut conn = self.reader.acquire().await?;
        sqlx::query(
            "SELECT class, COUNT(*) AS players FROM ratings GROUP BY class ORDER BY players DESC, class",
        )
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|row| Ok((row.try_get("class")?, row.try_get("players")?)))
        .collect()
    }
}

/// Implements [`AccountStore`] for one concrete driver by delegating to the generic methods.
macro_rules! impl_account_store {
    ($db:ty) => {
        #[async_trait]
        impl AccountStore for SqlStore<$db> {
            async fn create_account(&self, account: &NewAccount) -> Result<(), StoreError> {
                SqlStore::create_account(self, account).await
            }
            async fn account_by_name(&self, name_key: &str) -> Result<Option<Account>, StoreError> {
                self.account_where("name_key", name_key).await
            }
            async fn account(&self, id: &str) -> Result<Option<Account>, StoreError> {
                self.account_where("id", id).await
            }
            async fn delete_account(&self, id: &str) -> Result<(), StoreError> {
                SqlStore::delete_account(self, id).await
            }
            async fn account_lang(&self, id: &str) -> Result<Option<String>, StoreError> {
                let mut conn = self.reader.acquire().await?;
                let row = sqlx::query("SELECT lang FROM accounts WHERE id = $1")
                    .bind(id)
                    .fetch_optional(&mut *conn)
                    .await?
                    .ok_or_else(|| StoreError::AccountNotFound(id.to_string()))?;
                Ok(row.try_get("lang")?)
            }
            async fn set_account_lang(&self, id: &str, lang: Option<&str>) -> Result<(), StoreError> {
                let mut conn = self.writer.acquire().await?;
                let changed = sqlx::query("UPDATE accounts SET lang = $2 WHERE id = $1 RETURNING id")
                    .bind(id)
                    .bind(lang)
                    .fetch_all(&mut *conn)
                    .await?;
                if changed.is_empty() {
                    return Err(StoreError::AccountNotFound(id.to_string()));
                }
                Ok(())
            }
            async fn create_session(&self, session: &NewSession) -> Result<(), StoreError> {
                SqlStore::create_session(self, session).await
            }
            async fn session(&self, token_hash: &str, now: i64) -> Result<Option<Session>, StoreError> {
                SqlStore::session(self, token_hash, now).await
            }
            async fn renew_session(&self, token_hash: &str, expires_at: i64) -> Result<bool, StoreError> {
                let sql = "UPDATE sessions SET expires_at = $2 WHERE token_hash = $1 RETURNING token_hash";
                Ok(self.write_rows(sql, token_hash, Some(expires_at)).await? > 0)
            }
            async fn delete_session(&self, token_hash: &str) -> Result<bool, StoreError> {
                let sql = "DELETE FROM sessions WHERE token_hash = $1 RETURNING token_hash";
                Ok(self.write_rows(sql, token_hash, None).await? > 0)
            }
            async fn delete_sessions(&self, account_id: &str) -> Result<u64, StoreError> {
                let sql = "DELETE FROM sessions WHERE account_id = $1 RETURNING token_hash";
                self.write_rows(sql, account_id, None).await
            }
            async fn delete_expired_sessions(&self, now: i64) -> Result<u64, StoreError> {
                SqlStore::delete_expired_sessions(self, now).await
            }
            async fn claim_seats(
                &self,
                account_id: &str,
                seats: &[(String, i32)],
            ) -> Result<u64, StoreError> {
                SqlStore::claim_seats(self, account_id, seats).await
            }
            async fn ratings(&self, account_id: &str) -> Result<Vec<StoredRating>, StoreError> {
                SqlStore::ratings(self, account_id, None).await
            }
            async fn rating(
                &self,
                account_id: &str,
                class: &str,
            ) -> Result<Option<StoredRating>, StoreError> {
                Ok(SqlStore::ratings(self, account_id, Some(class))
                    .await?
                    .pop())
            }
            async fn finish_rated_game(
                &self,
                game_id: &str,
                ending: &Ending,
                changes: &[RatingChange],
            ) -> Result<(), StoreError> {
                SqlStore::finish_rated_game(self, game_id, ending, changes).await
            }
            async fn rating_history(
                &self,
                account_id: &str,
                class: Option<&str>,
                limit: i64,
            ) -> Result<Vec<RatedResult>, StoreError> {
                SqlStore::rating_history(self, account_id, class, limit).await
            }
            async fn account_games(
                &self,
                account_id: &str,
                unfinished: bool,
                limit: i64,
            ) -> Result<Vec<PlayedGame>, StoreError> {
                SqlStore::account_games(self, account_id, unfinished, limit).await
            }
            async fn leaderboard(
                &self,
                class: &str,
                trusted: f64,
                limit: i64,
            ) -> Result<Vec<Ranked>, StoreError> {
                SqlStore::leaderboard(self, class, trusted, limit).await
            }
            async fn rated_classes(&self) -> Result<Vec<(String, i64)>, StoreError> {
                SqlStore::rated_classes(self).await
            }
            async fn ranks(&self, account_id: &str, trusted: f64) -> Result<Vec<(String, i64)>, StoreError> {
                SqlStore::ranks(self, account_id, trusted).await
            }
        }
    };
}

impl_account_store!(sqlx::Sqlite);
impl_account_store!(sqlx::Postgres);
