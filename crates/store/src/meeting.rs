//! Where players meet (migration 4): seeks in the lobby, challenges to a named player, and
//! each game's chat (one room for its players, one for its spectators). [`MeetingStore`] is
//! part of every [`GameStore`](crate::GameStore).
//!
//! Taking a seek or a challenge removes it in the same statement that reads it, so of two
//! players accepting one seek at once exactly one gets it.

use async_trait::async_trait;
use sqlx::{ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Row, Type};

use crate::StoreError;
use crate::sql::{SqlStore, is_foreign_key_violation, is_unique_violation};
use crate::transaction::begin;

/// A seek: a game offered in the lobby for anyone to accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seek {
    /// Its id.
    pub id: String,
    /// The account seeking (`None`: a guest; a rated seek has one).
    pub account_id: Option<String>,
    /// The name shown (a guest's chosen name, or the account's).
    pub name: Option<String>,
    /// Which game.
    pub kind: String,
    /// The rules text.
    pub rules: String,
    /// The time control's text.
    pub time_control: String,
    /// Whether the game is rated.
    pub rated: bool,
    /// The seeker's rating in the class, shown in the list.
    pub rating: Option<i64>,
    /// When it was made.
    pub created_at: i64,
}

/// A challenge from one account to another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// Its id.
    pub id: String,
    /// Who challenges.
    pub from_account: String,
    /// Who is challenged.
    pub to_account: String,
    /// Which game.
    pub kind: String,
    /// The rules text.
    pub rules: String,
    /// The time control's text.
    pub time_control: String,
    /// Whether the game is rated.
    pub rated: bool,
    /// When it was made.
    pub created_at: i64,
}

/// Which of a game's two chats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChatRoom {
    /// The players' chat.
    Players,
    /// The spectators' chat (players do not see it during the game).
    Spectators,
}

impl ChatRoom {
    /// The room's name as stored: `players` or `spectators`.
    pub fn as_str(self) -> &'static str {
        match self {
            ChatRoom::Players => "players",
            ChatRoom::Spectators => "spectators",
        }
    }
}

impl std::str::FromStr for ChatRoom {
    type Err = StoreError;

    /// A room's stored name back: `players` or `spectators`.
    fn from_str(name: &str) -> Result<ChatRoom, StoreError> {
        match name {
            "players" => Ok(ChatRoom::Players),
            "spectators" => Ok(ChatRoom::Spectators),
            other => Err(StoreError::InvalidInput(format!("no chat room {other:?}"))),
        }
    }
}

/// A line to add to a game's chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewChatLine {
    /// The author's account, if signed in.
    pub account_id: Option<String>,
    /// The author's name as shown.
    pub name: Option<String>,
    /// The author's seat, for a player.
    pub seat: Option<i32>,
    /// The text, as typed (plain text: whoever shows it escapes it).
    pub text: String,
    /// When it was said.
    pub at: i64,
}

/// A line of a game's chat, numbered from 1 in its room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    /// Its number in the room.
    pub n: i64,
    /// The line.
    pub line: NewChatLine,
}

/// The storage of seeks, challenges and chat.
#[async_trait]
pub trait MeetingStore: Send + Sync {
    /// Adds a seek ([`StoreError::AlreadyExists`] for a taken id,
    /// [`StoreError::AccountNotFound`] for an unknown account, [`StoreError::InvalidInput`]
    /// for a rated seek without an account).
    async fn add_seek(&self, seek: &Seek) -> Result<(), StoreError>;

    /// The seeks, oldest first, at most `limit`.
    async fn seeks(&self, limit: i64) -> Result<Vec<Seek>, StoreError>;

    /// Removes a seek and answers it (accepting or cancelling it); `None` if it is gone (taken
    /// by someone else first, or cancelled).
    async fn take_seek(&self, id: &str) -> Result<Option<Seek>, StoreError>;

    /// Removes the seeks made before `before`; answers how many.
    async fn expire_seeks(&self, before: i64) -> Result<u64, StoreError>;

    /// Adds a challenge (errors as [`MeetingStore::add_seek`]).
    async fn add_challenge(&self, challenge: &Challenge) -> Result<(), StoreError>;

    /// The challenges an account made or received, oldest first.
    async fn challenges(&self, account_id: &str) -> Result<Vec<Challenge>, StoreError>;

    /// Removes a challenge and answers it (accepted, declined or withdrawn); `None` if gone.
    async fn take_challenge(&self, id: &str) -> Result<Option<Challenge>, StoreError>;

    /// Adds a line to a game's chat room; answers its number
    /// ([`StoreError::NotFound`] for an unknown game). `sender`, what the chat's rate limit
    /// counts the author by (at most 64 ASCII letters and digits), is not stored: with several
    /// nodes it is told to the others with the line ([`crate::cluster::Notice::ChatSaid`]).
    async fn add_chat_line(
        &self,
        game_id: &str,
        room: ChatRoom,
        line: &NewChatLine,
        sender: Option<&str>,
    ) -> Result<i64, StoreError>;

    /// The lines of a game's chat room numbered above `after`, in order, at most `limit`.
    async fn chat(
        &self,
        game_id: &str,
        room: ChatRoom,
        after: i64,
        limit: i64,
    ) -> Result<Vec<ChatLine>, StoreError>;

    /// The last `limit` lines of a game's chat room, in order (what a connection is shown).
    async fn last_chat(&self, game_id: &str, room: ChatRoom, limit: i64)
    -> Result<Vec<ChatLine>, StoreError>;
}

/// The seeks' columns.
const SEEK_COLUMNS: &str = "id, account_id, name, kind, rules, time_control, rated, rating, created_at";
/// The challenges' columns.
const CHALLENGE_COLUMNS: &str = "id, from_account, to_account, kind, rules, time_control, rated, created_at";

/// A write of a seek or challenge with its refusals read: a taken id, an unknown account.
fn refusal<T>(written: Result<T, sqlx::Error>, id: &str) -> Result<T, StoreError> {
    match written {
        Err(err) if is_unique_violation(&err) => Err(StoreError::AlreadyExists(id.to_string())),
        Err(err) if is_foreign_key_violation(&err) => Err(StoreError::AccountNotFound(format!("of {id}"))),
        other => Ok(other?),
    }
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
    fn seek_from(row: &DB::Row) -> Result<Seek, StoreError> {
        Ok(Seek {
            id: row.try_get("id")?,
            account_id: row.try_get("account_id")?,
            name: row.try_get("name")?,
            kind: row.try_get("kind")?,
            rules: row.try_get("rules")?,
            time_control: row.try_get("time_control")?,
            rated: row.try_get::<i64, _>("rated")? != 0,
            rating: row.try_get("rating")?,
            created_at: row.try_get("created_at")?,
        })
    }

    fn challenge_from(row: &DB::Row) -> Result<Challenge, StoreError> {
        Ok(Challenge {
            id: row.try_get("id")?,
            from_account: row.try_get("from_account")?,
            to_account: row.try_get("to_account")?,
            kind: row.try_get("kind")?,
            rules: row.try_get("rules")?,
            time_control: row.try_get("time_control")?,
            rated: row.try_get::<i64, _>("rated")? != 0,
            created_at: row.try_get("created_at")?,
        })
    }

    pub(crate) async fn add_seek(&self, seek: &Seek) -> Result<(), StoreError> {
        if seek.rated && seek.account_id.is_none() {
            return Err(StoreError::InvalidInput(
                "a rated seek is made by an account".to_string(),
            ));
        }
        let mut conn = self.writer.acquire().await?;
        let written = sqlx::query(&format!(
            "INSERT INTO seeks ({SEEK_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"
        ))
        .bind(seek.id.as_str())
        .bind(seek.account_id.as_deref())
        .bind(seek.name.as_deref())
        .bind(seek.kind.as_str())
        .bind(seek.rules.as_str())
        .bind(seek.time_control.as_str())
        .bind(i64::from(seek.rated))
        .bind(seek.rating)
        .bind(seek.created_at)
        .execute(&mut *conn)
        .await;
        refusal(written, &seek.id).map(|_| ())
    }

    pub(crate) async fn seeks(&self, limit: i64) -> Result<Vec<Seek>, StoreError> {
        if limit < 0 {
            return Err(StoreError::InvalidInput(format!("cannot list {limit} seeks")));
        }
        let mut conn = self.reader.acquire().await?;
        sqlx::query(&format!(
            "SELECT {SEEK_COLUMNS} FROM seeks ORDER BY created_at, id LIMIT $1"
        ))
        .bind(limit)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(Self::seek_from)
        .collect()
    }

    /// Deletes the row of `table` with this id and reads it back: of two takers, one gets it.
    async fn take_row<T>(
        &self,
        table: &str,
        columns: &str,
        id: &str,
        read: fn(&DB::Row) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        let mut conn = self.writer.acquire().await?;
        sqlx::query(&format!("DELETE FROM {table} WHERE id = $1 RETURNING {columns}"))
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?
            .map(|row| read(&row))
            .transpose()
    }

    pub(crate) async fn expire_seeks(&self, before: i64) -> Result<u64, StoreError> {
        let mut conn = self.writer.acquire().await?;
        Ok(
            sqlx::query("DELETE FROM seeks WHERE created_at < $1 RETURNING id")
                .bind(before)
                .fetch_all(&mut *conn)
                .await?
                .len() as u64,
        )
    }

    pub(crate) async fn add_challenge(&self, c: &Challenge) -> Result<(), StoreError> {
        if c.from_account == c.to_account {
            return Err(StoreError::InvalidInput(
                "a player cannot challenge themselves".to_string(),
            ));
        }
        let mut conn = self.writer.acquire().await?;
        let written = sqlx::query(&format!(
            "INSERT INTO challenges ({CHALLENGE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
        ))
        .bind(c.id.as_str())
        .bind(c.from_account.as_str())
        .bind(c.to_account.as_str())
        .bind(c.kind.as_str())
        .bind(c.rules.as_str())
        .bind(c.time_control.as_str())
        .bind(i64::from(c.rated))
        .bind(c.created_at)
        .execute(&mut *conn)
        .await;
        refusal(written, &c.id).map(|_| ())
    }

    pub(crate) async fn challenges(&self, account_id: &str) -> Result<Vec<Challenge>, StoreError> {
        let mut conn = self.reader.acquire().await?;
        sqlx::query(&format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE from_account = $1 OR to_account = $1 \
             ORDER BY created_at, id"
        ))
        .bind(account_id)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(Self::challenge_from)
        .collect()
    }

    pub(crate) async fn add_chat_line(
        &self,
        game_id: &str,
        room: ChatRoom,
        line: &NewChatLine,
        sender: Option<&str>,
    ) -> Result<i64, StoreError> {
        if let Some(sender) = sender
            && (sender.is_empty() || sender.len() > 64 || !sender.bytes().all(|b| b.is_ascii_alphanumeric()))
        {
            return Err(StoreError::InvalidInput(format!(
                "a chat line's sender is 1 to 64 ASCII letters and digits, not {sender:?}"
            )));
        }
        let mut tx = begin(&self.writer, self.dialect.begin_write).await?;
        // The game's row lock (PostgreSQL) or the write lock (SQLite) numbers lines in order.
        let game = sqlx::query("UPDATE games SET id = id WHERE id = $1 RETURNING id")
            .bind(game_id)
            .fetch_optional(&mut *tx)
            .await?;
        if game.is_none() {
            return Err(StoreError::NotFound(game_id.to_string()));
        }
        let n: i64 =
            sqlx::query("SELECT COALESCE(MAX(n), 0) + 1 AS n FROM chat WHERE game_id = $1 AND room = $2")
                .bind(game_id)
                .bind(room.as_str())
                .fetch_one(&mut *tx)
                .await?
                .try_get("n")?;
        let written = sqlx::query(
            "INSERT INTO chat (game_id, room, n, account_id, name, seat, text, at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(game_id)
        .bind(room.as_str())
        .bind(n)
        .bind(line.account_id.as_deref())
        .bind(line.name.as_deref())
        .bind(line.seat.map(i64::from))
        .bind(line.text.as_str())
        .bind(line.at)
        .execute(&mut *tx)
        .await;
        if let Err(err) = &written
            && is_foreign_key_violation(err)
        {
            return Err(StoreError::AccountNotFound(
                line.account_id.clone().unwrap_or_default(),
            ));
        }
        written?;
        if let Some((node, _)) = self.fences.as_deref().and_then(crate::cluster::Fences::joined) {
            // Several nodes: the others tell the line to their connections (on commit).
            let mut notice = format!("{game_id} {node} {} {n}", room.as_str());
            if let Some(sender) = sender {
                notice.push(' ');
                notice.push_str(sender);
            }
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(crate::cluster::CHAT_CHANNEL)
                .bind(notice.as_str())
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(n)
    }

    pub(crate) async fn last_chat(
        &self,
        game_id: &str,
        room: ChatRoom,
        limit: i64,
    ) -> Result<Vec<ChatLine>, StoreError> {
        if limit < 0 {
            return Err(StoreError::InvalidInput(format!("cannot list {limit} lines")));
        }
        let mut conn = self.reader.acquire().await?;
        let mut lines = sqlx::query(
            "SELECT n, account_id, name, seat, text, at FROM chat \
             WHERE game_id = $1 AND room = $2 ORDER BY n DESC LIMIT $3",
        )
        .bind(game_id)
        .bind(room.as_str())
        .bind(limit)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(Self::chat_line_from)
        .collect::<Result<Vec<_>, StoreError>>()?;
        lines.reverse();
        Ok(lines)
    }

    pub(crate) async fn chat(
        &self,
        game_id: &str,
        room: ChatRoom,
        after: i64,
        limit: i64,
    ) -> Result<Vec<ChatLine>, StoreError> {
        if limit < 0 {
            return Err(StoreError::InvalidInput(format!("cannot list {limit} lines")));
        }
        let mut conn = self.reader.acquire().await?;
        sqlx::query(
            "SELECT n, account_id, name, seat, text, at FROM chat \
             WHERE game_id = $1 AND room = $2 AND n > $3 ORDER BY n LIMIT $4",
        )
        .bind(game_id)
        .bind(room.as_str())
        .bind(after)
        .bind(limit)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(Self::chat_line_from)
        .collect()
    }

    /// Reads a chat line from columns `n, account_id, name, seat, text, at`.
    fn chat_line_from(row: &DB::Row) -> Result<ChatLine, StoreError> {
        Ok(ChatLine {
            n: row.try_get("n")?,
            line: NewChatLine {
                account_id: row.try_get("account_id")?,
                name: row.try_get("name")?,
                seat: row
                    .try_get::<Option<i64>, _>("seat")?
                    .and_then(|seat| i32::try_from(seat).ok()),
                text: row.try_get("text")?,
                at: row.try_get("at")?,
            },
        })
    }
}

/// Implements [`MeetingStore`] for one concrete driver by delegating to the generic methods.
macro_rules! impl_meeting_store {
    ($db:ty) => {
        #[async_trait]
        impl MeetingStore for SqlStore<$db> {
            async fn add_seek(&self, seek: &Seek) -> Result<(), StoreError> {
                SqlStore::add_seek(self, seek).await
            }
            async fn seeks(&self, limit: i64) -> Result<Vec<Seek>, StoreError> {
                SqlStore::seeks(self, limit).await
            }
            async fn take_seek(&self, id: &str) -> Result<Option<Seek>, StoreError> {
                self.take_row("seeks", SEEK_COLUMNS, id, Self::seek_from)
                    .await
            }
            async fn expire_seeks(&self, before: i64) -> Result<u64, StoreError> {
                SqlStore::expire_seeks(self, before).await
            }
            async fn add_challenge(&self, challenge: &Challenge) -> Result<(), StoreError> {
                SqlStore::add_challenge(self, challenge).await
            }
            async fn challenges(&self, account_id: &str) -> Result<Vec<Challenge>, StoreError> {
                SqlStore::challenges(self, account_id).await
            }
            async fn take_challenge(&self, id: &str) -> Result<Option<Challenge>, StoreError> {
                self.take_row("challenges", CHALLENGE_COLUMNS, id, Self::challenge_from)
                    .await
            }
            async fn add_chat_line(
                &self,
                game_id: &str,
                room: ChatRoom,
                line: &NewChatLine,
                sender: Option<&str>,
            ) -> Result<i64, StoreError> {
                SqlStore::add_chat_line(self, game_id, room, line, sender).await
            }
            async fn chat(
                &self,
                game_id: &str,
                room: ChatRoom,
                after: i64,
                limit: i64,
            ) -> Result<Vec<ChatLine>, StoreError> {
                SqlStore::chat(self, game_id, room, after, limit).await
            }
            async fn last_chat(
                &self,
                game_id: &str,
                room: ChatRoom,
                limit: i64,
            ) -> Result<Vec<ChatLine>, StoreError> {
                SqlStore::last_chat(self, game_id, room, limit).await
            }
        }
    };
}

impl_meeting_store!(sqlx::Sqlite);
impl_meeting_store!(sqlx::Postgres);
