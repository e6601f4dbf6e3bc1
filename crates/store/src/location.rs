//! Where the database is: the rules that turn the text given to [`open`](crate::open) (a
//! `--database-url` or a data directory) into a backend and its place.
//!
//! | text | backend |
//! |---|---|
//! | `postgres://…` or `postgresql://…` | PostgreSQL, the URL as libpq reads it (`postgres://user:password@host:port/database?sslmode=…`) |
//! | `sqlite::memory:` or `:memory:` | SQLite in memory (gone when the store is dropped; for tests) |
//! | `sqlite://PATH` or `sqlite:PATH` | SQLite file at `PATH` (`sqlite:///abs/file.db` is absolute, `sqlite://data/q.db` relative) |
//! | any other text without `://` | a path: the SQLite file itself, or, when it is a directory (an existing one, or any path ending in `/`), the file [`DEFAULT_FILE_NAME`] inside it |
//! | another scheme (`mysql://`, `http://`, …), an empty text, an `sqlite:` URL with `?` parameters | refused with [`StoreError::BadUrl`] |
//!
//! A missing SQLite file is created, with its missing parent directories. A server given a data
//! directory that may not exist yet names it with [`Location::in_data_dir`].

use std::path::{Path, PathBuf};
use std::str::FromStr;

use crate::StoreError;

/// The SQLite file's name when [`open`](crate::open) is given a directory.
pub const DEFAULT_FILE_NAME: &str = "quartet.db";

/// A database location, as [`Location::parse`] reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// An SQLite file (created if missing).
    Sqlite(PathBuf),
    /// An SQLite database in memory, for the store's lifetime.
    SqliteMemory,
    /// A PostgreSQL database, by its URL.
    Postgres(String),
}

impl Location {
    /// Reads a location by the rules of this module.
    pub fn parse(text: &str) -> Result<Location, StoreError> {
        let bad = |reason: &str| StoreError::BadUrl {
            location: redact(text),
            reason: reason.to_string(),
        };
        if text.trim().is_empty() {
            return Err(bad(
                "it is empty (give a file path, sqlite://PATH or postgres://…)",
            ));
        }
        let lower = text.to_ascii_lowercase();
        if lower.starts_with("postgres://") || lower.starts_with("postgresql://") {
            return match sqlx::postgres::PgConnectOptions::from_str(text) {
                Ok(_) => Ok(Location::Postgres(text.to_string())),
                Err(err) => Err(bad(&format!("not a valid PostgreSQL URL: {err}"))),
            };
        }
        if lower == "sqlite::memory:" || lower == ":memory:" || lower == "sqlite://:memory:" {
            return Ok(Location::SqliteMemory);
        }
        if lower.starts_with("sqlite:") {
            let rest = text
                .get("sqlite:".len()..)
                .map(|rest| rest.strip_prefix("//").unwrap_or(rest))
                .unwrap_or("");
            if rest.is_empty() {
                return Err(bad("no file path after sqlite:"));
            }
            if rest.contains('?') {
                return Err(bad(
                    "sqlite: URLs take no ?parameters here (the store sets WAL and its own options)",
                ));
            }
            return Ok(Location::Sqlite(file_in(Path::new(rest))));
        }
        if let Some(at) = text.find("://") {
            let scheme = text.get(..at).unwrap_or("");
            return Err(bad(&format!(
                "unknown scheme {scheme:?}: use a file path, sqlite://PATH, postgres:// or postgresql://"
            )));
        }
        Ok(Location::Sqlite(file_in(Path::new(text))))
    }

    /// The SQLite file [`DEFAULT_FILE_NAME`] in a data directory (created at open if missing).
    pub fn in_data_dir(dir: &Path) -> Location {
        Location::Sqlite(dir.join(DEFAULT_FILE_NAME))
    }

    /// The location for messages and logs: the backend and its place, any password hidden.
    pub fn describe(&self) -> String {
        match self {
            Location::Sqlite(_) => format!("SQLite file {}", self.place()),
            Location::SqliteMemory => "SQLite in memory".to_string(),
            Location::Postgres(_) => format!("PostgreSQL {}", self.place()),
        }
    }

    /// The place alone, for a message in words of its own: the SQLite file's path, or the
    /// PostgreSQL URL with any password hidden; empty for a database in memory.
    pub fn place(&self) -> String {
        match self {
            Location::Sqlite(path) => path.display().to_string(),
            Location::SqliteMemory => String::new(),
            Location::Postgres(url) => redact(url),
        }
    }
}

/// The SQLite file for a path: the path itself, or [`DEFAULT_FILE_NAME`] inside it when it
/// is a directory (an existing one, or a path ending in `/`).
fn file_in(path: &Path) -> PathBuf {
    if path.is_dir() || path.as_os_str().to_string_lossy().ends_with('/') {
        path.join(DEFAULT_FILE_NAME)
    } else {
        path.to_path_buf()
    }
}

/// The text with the password of a URL (`user:password@`, `?password=`) replaced by `***`
/// (the command line hides a load test's URL with it too).
pub fn redact(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(scheme_end) = out.find("://") {
        let authority_start = scheme_end + 3;
        let authority_end = out[authority_start..]
            .find(['/', '?'])
            .map_or(out.len(), |i| authority_start + i);
        if let Some(at) = out[authority_start..authority_end].rfind('@') {
            let userinfo_end = authority_start + at;
            if let Some(colon) = out[authority_start..userinfo_end].find(':') {
                out.replace_range(authority_start + colon + 1..userinfo_end, "***");
            }
        }
    }
    if let Some(query) = out.find('?') {
        let (head, tail) = out.split_at(query + 1);
        let params: Vec<String> = tail
            .split('&')
            .map(|param| match param.split_once('=') {
                Some((key, _)) if key.eq_ignore_ascii_case("password") => format!("{key}=***"),
                _ => param.to_string(),
            })
            .collect();
        out = format!("{head}{}", params.join("&"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postgres_urls() {
        for url in [
            "postgres://u:p@localhost:5432/quartet",
            "postgresql://localhost/quartet",
            "POSTGRES://localhost/quartet",
        ] {
            assert_eq!(Location::parse(url).unwrap(), Location::Postgres(url.to_string()));
        }
    }

    #[test]
    fn sqlite_urls_and_paths() {
        assert_eq!(
            Location::parse("sqlite:///var/lib/q.db").unwrap(),
            Location::Sqlite("/var/lib/q.db".into())
        );
        assert_eq!(
            Location::parse("sqlite://data/q.db").unwrap(),
            Location::Sqlite("data/q.db".into())
        );
        assert_eq!(
            Location::parse("sqlite:q.db").unwrap(),
            Location::Sqlite("q.db".into())
        );
        assert_eq!(
            Location::parse("some dir/q.db").unwrap(),
            Location::Sqlite("some dir/q.db".into())
        );
        for memory in ["sqlite::memory:", ":memory:", "sqlite://:memory:"] {
            assert_eq!(Location::parse(memory).unwrap(), Location::SqliteMemory);
        }
    }

    #[test]
    fn an_existing_directory_holds_the_default_file() {
        let dir = std::env::temp_dir();
        assert_eq!(
            Location::parse(dir.to_str().unwrap()).unwrap(),
            Location::Sqlite(dir.join(DEFAULT_FILE_NAME))
        );
    }

    #[test]
    fn a_path_ending_in_a_slash_is_a_directory() {
        assert_eq!(
            Location::parse("not/there/yet/").unwrap(),
            Location::Sqlite("not/there/yet/quartet.db".into())
        );
        assert_eq!(
            Location::parse("sqlite://not/there/").unwrap(),
            Location::in_data_dir(Path::new("not/there"))
        );
    }

    #[test]
    fn bad_locations_are_refused_with_a_reason() {
        for (text, reason) in [
            ("", "empty"),
            ("   ", "empty"),
            ("mysql://localhost/q", "unknown scheme \"mysql\""),
            ("http://x", "unknown scheme"),
            ("sqlite:", "no file path"),
            ("sqlite://", "no file path"),
            ("sqlite://q.db?mode=ro", "no ?parameters"),
            (
                "postgres://u:secret@host:notaport/db",
                "not a valid PostgreSQL URL",
            ),
        ] {
            let err = Location::parse(text).unwrap_err();
            let message = err.to_string();
            assert!(
                matches!(err, StoreError::BadUrl { .. }) && message.contains(reason),
                "{text:?}: {message}"
            );
            assert!(!message.contains("secret"), "password leaked: {message}");
        }
    }

    #[test]
    fn passwords_are_hidden() {
        assert_eq!(
            redact("postgres://quartet:s3cr:et@db.example:5432/q?sslmode=require"),
            "postgres://quartet:***@db.example:5432/q?sslmode=require"
        );
        assert_eq!(
            redact("postgres://db/q?user=a&password=s3cret"),
            "postgres://db/q?user=a&password=***"
        );
        assert_eq!(redact("postgres://quartet@db/q"), "postgres://quartet@db/q");
        assert_eq!(
            Location::Postgres("postgresql://a:b@h/d".into()).describe(),
            "PostgreSQL postgresql://a:***@h/d"
        );
    }
}
