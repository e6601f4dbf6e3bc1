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

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The detail codes of `docs/api.md`'s "Details" table (every code of a row's first cell).
    fn documented(root: &Path) -> Vec<String> {
        let api = std::fs::read_to_string(root.join("docs/api.md")).unwrap();
        let section = api.split("### Details").nth(1).unwrap();
        let section = section.split("\n#").next().unwrap();
        section
            .lines()
            .filter(|l| l.starts_with("| `"))
            .filter_map(|l| l.split('|').nth(1))
            .flat_map(|cell| {
                cell.split('`')
                    .skip(1)
                    .step_by(2)
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    /// The text after each `marker` in `text` up to the next `"`, where a `"` follows the marker
    /// (and white space).
    fn literals_after(text: &str, marker: &str, out: &mut Vec<String>) {
        for (at, _) in text.match_indices(marker) {
            let rest = text[at + marker.len()..].trim_start();
            if let Some(rest) = rest.strip_prefix('"')
                && let Some(end) = rest.find('"')
            {
                out.push(rest[..end].to_string());
            }
        }
    }

    /// Every detail code the server can send: each `Detail::new("…")` of its source, the `json-…`
    /// codes of malformed JSON, and the rated refusals' codes.
    fn sent(src: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(src).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sent(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                literals_after(&text, "Detail::new(", out);
                for (at, _) in text.match_indices("\"json-") {
                    let rest = &text[at + 1..];
                    out.push(rest[..rest.find('"').unwrap()].to_string());
                }
            }
        }
    }

    /// A detail code the server can send is documented, and every documented one has its words
    /// (`server-detail-<code>`) in each language's `web-errors.ftl`.
    #[test]
    fn every_detail_the_server_sends_is_documented_and_worded_in_six_languages() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let documented = documented(&root);
        let mut codes = Vec::new();
        sent(&root.join("crates/server/src"), &mut codes);
        use crate::rated::RatedRefusal::*;
        for refusal in [SignedOut, Bot, Seats, ChosenStart, Imported, Hints, SameAccount] {
            codes.push(refusal.code().to_string());
        }
        // A code is lower case words joined by hyphens (what else matched is this test's own text).
        codes.retain(|c| {
            !c.is_empty()
                && c.split('-')
                    .all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()))
        });
        codes.sort();
        codes.dedup();
        for code in [
            "json-syntax",
            "json-wrong-type",
            "query-unknown",
            "path-bad",
            "chat-off",
        ] {
            assert!(codes.iter().any(|c| c == code), "{code} not found in {codes:?}");
        }
        let undocumented: Vec<&String> = codes.iter().filter(|c| !documented.contains(c)).collect();
        assert!(
            undocumented.is_empty(),
            "not in docs/api.md's Details: {undocumented:?}"
        );
        for lang in ["en", "ro", "es", "fr", "cs", "it"] {
            let catalog =
                std::fs::read_to_string(root.join(format!("locales/{lang}/web-errors.ftl"))).unwrap();
            let missing: Vec<&String> = documented
                .iter()
                .filter(|c| !catalog.contains(&format!("\nserver-detail-{c} =")))
                .collect();
            assert!(missing.is_empty(), "{lang}: no words for {missing:?}");
        }
    }
}
