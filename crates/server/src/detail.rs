//! What a refused request was about beyond its error code, for a client to say in its player's
//! language: a stable code (`clock-turn-range`) and values (notation, numbers), with the English
//! words other clients show. The HTTP layer sends it as `"detail": {code, values}`
//! (`http::error`); the browser says it by message `server-detail-<code>` of
//! `locales/<lang>/web-errors.ftl`. The codes are listed in `docs/api.md`.

use std::fmt;

use quartet_core::record::RecordError;
use quartet_core::{ErrorValue, IntoErrorValue};

/// A refusal's detail: its code, its values, and its words in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detail {
    /// The stable code, lower case with hyphens: `clock-turn-range`.
    pub code: &'static str,
    /// The values a message may say, by name.
    pub values: Vec<(&'static str, ErrorValue)>,
    /// The English words.
    pub message: String,
}

impl Detail {
    /// A detail with no values yet.
    pub fn new(code: &'static str, message: impl Into<String>) -> Detail {
        Detail {
            code,
            values: Vec::new(),
            message: message.into(),
        }
    }

    /// The detail with one more value.
    pub fn with(mut self, name: &'static str, value: impl IntoErrorValue) -> Detail {
        self.values.push((name, value.error_value()));
        self
    }

    /// A record that cannot be read: what is wrong with it by the error's kind, with its line
    /// or action number (the words for the rest stay English in `message`).
    pub fn record(error: &RecordError) -> Detail {
        let message = format!("bad record: {error}");
        match error {
            RecordError::BadTag { line, .. } => Detail::new("record-bad-tag", message).with("line", *line),
            RecordError::MissingTag(tag) => Detail::new("record-missing-tag", message).with("tag", *tag),
            RecordError::WrongGame { found, .. } => {
                Detail::new("record-wrong-game", message).with("found", found.clone())
            }
            RecordError::BadValue { tag, .. } => {
                Detail::new("record-bad-value", message).with("tag", tag.clone())
            }
            RecordError::BadAction { number, text, .. } => Detail::new("record-bad-action", message)
                .with("number", *number)
                .with("action", text.clone()),
            RecordError::ResultMismatch { .. } => Detail::new("record-result-mismatch", message),
            RecordError::UnclosedComment => Detail::new("record-unclosed-comment", message),
        }
    }
}

impl fmt::Display for Detail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}
