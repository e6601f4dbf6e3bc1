//! The schema's migrations, one folder per SQL dialect (`migrations/sqlite/`,
//! `migrations/postgres/`), embedded in the binary at compile time and run by sqlx's migrator
//! at every [`open`](crate::open). Applied migrations are recorded in the table
//! `_sqlx_migrations` with their checksums, so running them again does nothing, and an edited
//! migration that was applied already is reported instead of silently ignored.
//!
//! To change the schema, add a file `NNNN_what.sql` to **both** folders and list it below
//! (a test checks that the lists and the folders agree).

use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;

use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};

use crate::StoreError;

/// One embedded migration: version, description, SQL.
type Embedded = (i64, &'static str, &'static str);

/// SQLite's migrations, in order.
pub(crate) const SQLITE: &[Embedded] = &[
    (1, "games", include_str!("../migrations/sqlite/0001_games.sql")),
    (
        2,
        "revisions_clocks_rematches",
        include_str!("../migrations/sqlite/0002_revisions_clocks_rematches.sql"),
    ),
    (
        3,
        "puzzles_hints",
        include_str!("../migrations/sqlite/0003_puzzles_hints.sql"),
    ),
    (
        4,
        "players",
        include_str!("../migrations/sqlite/0004_players.sql"),
    ),
    (
        7,
        "cluster",
        include_str!("../migrations/sqlite/0007_cluster.sql"),
    ),
    (
        8,
        "account_lang",
        include_str!("../migrations/sqlite/0008_account_lang.sql"),
    ),
    (9, "offers", include_str!("../migrations/sqlite/0009_offers.sql")),
    (10, "chat", include_str!("../migrations/sqlite/0010_chat.sql")),
    (11, "pool", include_str!("../migrations/sqlite/0011_pool.sql")),
    (
        12,
        "seat_tokens",
        include_str!("../migrations/sqlite/0012_seat_tokens.sql"),
    ),
    (
        13,
        "hot_updates",
        include_str!("../migrations/sqlite/0013_hot_updates.sql"),
    ),
    (
        14,
        "leaderboards",
        include_str!("../migrations/sqlite/0014_leaderboards.sql"),
    ),
];

/// PostgreSQL's migrations, in order.
pub(crate) const POSTGRES: &[Embedded] = &[
    (1, "games", include_str!("../migrations/postgres/0001_games.sql")),
    (
        2,
        "revisions_clocks_rematches",
        include_str!("../migrations/postgres/0002_revisions_clocks_rematches.sql"),
    ),
    (
        3,
        "puzzles_hints",
        include_str!("../migrations/postgres/0003_puzzles_hints.sql"),
    ),
    (
        4,
        "players",
        include_str!("../migrations/postgres/0004_players.sql"),
    ),
    (
        7,
        "cluster",
        include_str!("../migrations/postgres/0007_cluster.sql"),
    ),
    (
        8,
        "account_lang",
        include_str!("../migrations/postgres/0008_account_lang.sql"),
    ),
    (
        9,
        "offers",
        include_str!("../migrations/postgres/0009_offers.sql"),
    ),
    (10, "chat", include_str!("../migrations/postgres/0010_chat.sql")),
    (11, "pool", include_str!("../migrations/postgres/0011_pool.sql")),
    (
        12,
        "seat_tokens",
        include_str!("../migrations/postgres/0012_seat_tokens.sql"),
    ),
    (
        13,
        "hot_updates",
        include_str!("../migrations/postgres/0013_hot_updates.sql"),
    ),
    (
        14,
        "leaderboards",
        include_str!("../migrations/postgres/0014_leaderboards.sql"),
    ),
];

/// A [`MigrationSource`] over migrations embedded in the binary.
#[derive(Debug)]
struct EmbeddedSource(&'static [Embedded]);

impl MigrationSource<'static> for EmbeddedSource {
    fn resolve(self) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send + 'static>> {
        let migrations = self
            .0
            .iter()
            .map(|&(version, description, sql)| {
                Migration::new(
                    version,
                    Cow::Borrowed(description),
                    MigrationType::Simple,
                    Cow::Borrowed(sql),
                    false,
                )
            })
            .collect();
        Box::pin(async move { Ok(migrations) })
    }
}

/// The migrator for one dialect's embedded migrations.
pub(crate) async fn migrator(migrations: &'static [Embedded]) -> Result<Migrator, StoreError> {
    Ok(Migrator::new(EmbeddedSource(migrations)).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The embedded lists hold exactly the folders' files, in order, with the same text.
    #[test]
    fn embedded_lists_match_the_folders() {
        for (folder, embedded) in [("sqlite", SQLITE), ("postgres", POSTGRES)] {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("migrations")
                .join(folder);
            let mut files: Vec<_> = std::fs::read_dir(&dir)
                .unwrap()
                .map(|entry| entry.unwrap().path())
                .filter(|path| path.extension().is_some_and(|ext| ext == "sql"))
                .collect();
            files.sort();
            assert_eq!(files.len(), embedded.len(), "{folder}: {files:?}");
            for (path, &(version, description, sql)) in files.iter().zip(embedded) {
                let name = path.file_name().unwrap().to_str().unwrap();
                assert_eq!(name, format!("{version:04}_{description}.sql"));
                assert_eq!(std::fs::read_to_string(path).unwrap(), sql, "{name}");
            }
        }
    }

    /// Both dialects have the same migrations, by version and description.
    #[test]
    fn dialects_keep_in_step() {
        let names = |list: &[Embedded]| list.iter().map(|m| (m.0, m.1)).collect::<Vec<_>>();
        assert_eq!(names(SQLITE), names(POSTGRES));
    }
}
