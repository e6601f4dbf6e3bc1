//! The puzzles: the engines' puzzles kept in the `puzzles` table (migration 3), added once by
//! id, found by game and rating, and counted as they are tried. [`PuzzleStore`] is part of
//! every [`GameStore`](crate::GameStore).

use async_trait::async_trait;
use sqlx::{ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Row, Type};

use crate::sql::SqlStore;
use crate::transaction::begin;
use crate::{StoreError, StoredPuzzle};

/// The puzzles' columns, in the order [`SqlStore::puzzle_from`] reads them.
const PUZZLE_COLUMNS: &str = "id, kind, theme, rating, rules, position, solution, added_at, tries, solved";

/// The storage of puzzles.
#[async_trait]
pub trait PuzzleStore: Send + Sync {
    /// Adds the puzzles whose ids are not stored yet (those are left as they are), in one
    /// transaction; answers how many were added.
    async fn add_puzzles(&self, puzzles: &[StoredPuzzle]) -> Result<usize, StoreError>;

    /// How many puzzles a game has (every game's for `None`).
    async fn count_puzzles(&self, kind: Option<&str>) -> Result<i64, StoreError>;

    /// One puzzle; `None` if no puzzle has this id.
    async fn load_puzzle(&self, id: &str) -> Result<Option<StoredPuzzle>, StoreError>;

    /// At most `count` puzzles of a game (of one theme, if given) whose ratings are nearest to
    /// `rating`, nearest first, then by id.
    async fn puzzles_near(
        &self,
        kind: &str,
        theme: Option<&str>,
        rating: i64,
        count: i64,
    ) -> Result<Vec<StoredPuzzle>, StoreError>;

    /// The puzzle of a game at `index` in the order of their ids, counted round (any index
    /// names one while the game has puzzles): what a daily puzzle is drawn by.
    async fn puzzle_at(&self, kind: &str, index: u64) -> Result<Option<StoredPuzzle>, StoreError>;

    /// Counts one try of a puzzle, solved or not ([`StoreError::NotFound`] for an unknown id).
    async fn record_try(&self, id: &str, solved: bool) -> Result<(), StoreError>;
}

impl<DB> SqlStore<DB>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> i64: Encode<'q, DB> + Decode<'q, DB> + Type<DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'r> String: Decode<'r, DB> + Type<DB>,
    for<'a> &'a str: ColumnIndex<DB::Row>,
{
    fn puzzle_from(row: &DB::Row) -> Result<StoredPuzzle, StoreError> {
        let text = |column: &str| -> Result<String, StoreError> { Ok(row.try_get(column)?) };
        let number = |column: &str| -> Result<i64, StoreError> { Ok(row.try_get(column)?) };
        Ok(StoredPuzzle {
            id: text("id")?,
            kind: text("kind")?,
            theme: text("theme")?,
            rating: number("rating")?,
            rules: text("rules")?,
            position: text("position")?,
            solution: text("solution")?,
            added_at: number("added_at")?,
            tries: number("tries")?,
            solved: number("solved")?,
        })
    }

    pub(crate) async fn add_puzzles(&self, puzzles: &[StoredPuzzle]) -> Result<usize, StoreError> {
        let mut tx = begin(&self.writer, self.dialect.begin_write).await?;
        let mut added = 0;
        for p in puzzles {
            let done = sqlx::query(
                "INSERT INTO puzzles (id, kind, theme, rating, rules, position, solution, added_at, tries, solved) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, 0) ON CONFLICT (id) DO NOTHING RETURNING id",
            )
            .bind(p.id.as_str())
            .bind(p.kind.as_str())
            .bind(p.theme.as_str())
            .bind(p.rating)
            .bind(p.rules.as_str())
            .bind(p.position.as_str())
            .bind(p.solution.as_str())
            .bind(p.added_at)
            .fetch_optional(&mut *tx)
            .await?;
            added += usize::from(done.is_some());
        }
        tx.commit().await?;
        Ok(added)
    }

    pub(crate) async fn count_puzzles(&self, kind: Option<&str>) -> Result<i64, StoreError> {
        let mut conn = self.reader.acquire().await?;
        let row = match kind {
            Some(kind) => {
                sqlx::query("SELECT COUNT(*) AS n FROM puzzles WHERE kind = $1")
                    .bind(kind)
                    .fetch_one(&mut *conn)
                    .await?
            }
            None => {
                sqlx::query("SELECT COUNT(*) AS n FROM puzzles")
                    .fetch_one(&mut *conn)
                    .await?
            }
        };
        Ok(row.try_get("n")?)
    }

    pub(crate) async fn load_puzzle(&self, id: &str) -> Result<Option<StoredPuzzle>, StoreError> {
        let mut conn = self.reader.acquire().await?;
        sqlx::query(&format!("SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE id = $1"))
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?
            .map(|row| Self::puzzle_from(&row))
            .transpose()
    }

    pub(crate) async fn puzzles_near(
        &self,
        kind: &str,
        theme: Option<&str>,
        rating: i64,
        count: i64,
    ) -> Result<Vec<StoredPuzzle>, StoreError> {
        if count < 0 {
            return Err(StoreError::InvalidInput(format!("cannot list {count} puzzles")));
        }
        let filter = if theme.is_some() { "AND theme = $4" } else { "" };
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE kind = $1 {filter} \
             ORDER BY ABS(rating - $2), id LIMIT $3"
        );
        let mut query = sqlx::query(&sql).bind(kind).bind(rating).bind(count);
        if let Some(theme) = theme {
            query = query.bind(theme);
        }
        let mut conn = self.reader.acquire().await?;
        query
            .fetch_all(&mut *conn)
            .await?
            .iter()
            .map(Self::puzzle_from)
            .collect()
    }

    pub(crate) async fn puzzle_at(&self, kind: &str, index: u64) -> Result<Option<StoredPuzzle>, StoreError> {
        let count = self.count_puzzles(Some(kind)).await?;
        if count <= 0 {
            return Ok(None);
        }
        let offset = (index % count as u64) as i64;
        let mut conn = self.reader.acquire().await?;
        sqlx::query(&format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE kind = $1 ORDER BY id LIMIT 1 OFFSET $2"
        ))
        .bind(kind)
        .bind(offset)
        .fetch_optional(&mut *conn)
        .await?
        .map(|row| Self::puzzle_from(&row))
        .transpose()
    }

    pub(crate) async fn record_try(&self, id: &str, solved: bool) -> Result<(), StoreError> {
        let mut conn = self.writer.acquire().await?;
        let done = sqlx::query(
            "UPDATE puzzles SET tries = tries + 1, solved = solved + $2 WHERE id = $1 RETURNING id",
        )
        .bind(id)
        .bind(i64::from(solved))
        .fetch_optional(&mut *conn)
        .await?;
        if done.is_none() {
            return Err(StoreError::NotFound(id.to_string()));
        }
        Ok(())
    }
}

/// Implements [`PuzzleStore`] for one concrete driver by delegating to the generic methods.
macro_rules! impl_puzzle_store {
    ($db:ty) => {
        #[async_trait]
        impl PuzzleStore for SqlStore<$db> {
            async fn add_puzzles(&self, puzzles: &[StoredPuzzle]) -> Result<usize, StoreError> {
                SqlStore::add_puzzles(self, puzzles).await
            }
            async fn count_puzzles(&self, kind: Option<&str>) -> Result<i64, StoreError> {
                SqlStore::count_puzzles(self, kind).await
            }
            async fn load_puzzle(&self, id: &str) -> Result<Option<StoredPuzzle>, StoreError> {
                SqlStore::load_puzzle(self, id).await
            }
            async fn puzzles_near(
                &self,
                kind: &str,
                theme: Option<&str>,
                rating: i64,
                count: i64,
            ) -> Result<Vec<StoredPuzzle>, StoreError> {
                SqlStore::puzzles_near(self, kind, theme, rating, count).await
            }
            async fn puzzle_at(&self, kind: &str, index: u64) -> Result<Option<StoredPuzzle>, StoreError> {
                SqlStore::puzzle_at(self, kind, index).await
            }
            async fn record_try(&self, id: &str, solved: bool) -> Result<(), StoreError> {
                SqlStore::record_try(self, id, solved).await
            }
        }
    };
}

impl_puzzle_store!(sqlx::Sqlite);
impl_puzzle_store!(sqlx::Postgres);
