//! Game records: one text format for every game, documented in `docs/records.md`.
//!
//! A record is a block of tag lines followed by the actions, like a chess PGN:
//!
//! ```text
//! [Game "quarto"]
//! [Rules "attributes=height,colour,shape,top squares=no win=announce"]
//! [Player1 "Ada"]
//! [Player2 "Blaise"]
//! [Result "win 2"]
//!
//! 7 a1 3 b2 ...
//! ```
//!
//! [`RawRecord`] is the text's structure only (any game); [`Record`] is a record whose actions
//! were replayed and checked by the rules of its game, so importing a record never accepts an
//! illegal game.

use std::fmt::{self, Write as _};

use crate::game::{Game, GameKind, Outcome, Player};
use crate::text::Excerpt;

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// A tag line that is not `[Name "value"]`.
    #[error("line {line}: bad tag line {text}: expected [Name \"value\"]")]
    BadTag {
        /// 1-based line number.
        line: usize,
        /// The line.
        text: Excerpt,
    },
    /// A tag the record must have.
    #[error("the record has no [{0} \"…\"] tag")]
    MissingTag(&'static str),
    /// A record of another game.
    #[error("this is a record of {found}, not of {expected}")]
    WrongGame {
        /// The game the caller asked for.
        expected: GameKind,
        /// The game the record names.
        found: String,
    },
    /// A tag whose value is not understood.
    #[error("bad [{tag}] value {value}: {reason}")]
    BadValue {
        /// The tag.
        tag: String,
        /// Its value.
        value: Excerpt,
        /// What is wrong.
        reason: String,
    },
    /// An action that does not parse or is not legal where it stands.
    #[error("action {number} ({text}) {reason}")]
    BadAction {
        /// 1-based index of the action in the record.
        number: usize,
        /// The action as written.
        text: Excerpt,
        /// What is wrong.
        reason: String,
    },
    /// The `[Result]` tag says something the actions do not.
    #[error("the record says the result is {claimed}, but its actions give {actual:?}")]
    ResultMismatch {
        /// As written.
        claimed: Excerpt,
        /// As replayed.
        actual: String,
    },
    /// An unterminated `{` comment.
    #[error("a comment opened with {{ is never closed")]
    UnclosedComment,
}

/// A record's text structure: tags in order, then action tokens. Game-agnostic.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawRecord {
    /// Tags in the order written.
    pub tags: Vec<(String, String)>,
    /// The actions, one token each, as written.
    pub actions: Vec<String>,
}

impl RawRecord {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing an earlier value.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|(k, _)| k.eq_ignore_ascii_case(name)) {
            Some(slot) => slot.1 = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }

    /// The game the record names in its `[Game]` tag.
    pub fn kind(&self) -> Result<GameKind, RecordError> {
        let tag = self.tag("Game").ok_or(RecordError::MissingTag("Game"))?;
        tag.parse()
            .map_err(|e: crate::game::UnknownGame| RecordError::BadValue {
                tag: "Game".into(),
                value: tag.into(),
                reason: e.to_string(),
            })
    }

    /// Reads a record's text. Move numbers (`12.`) and `{comments}` are skipped; a byte-order
    /// mark at the start (as some Windows editors write) is skipped, and lines may end with
    /// CR LF.
    pub fn parse(text: &str) -> Result<RawRecord, RecordError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut record = RawRecord::default();
        let mut body = String::new();
        for (i, line) in text.lines().enumerate() {
            let trimmed = line.trim();
            if body.is_empty() && trimmed.starts_with('[') {
                let (name, value) = parse_tag(trimmed).ok_or_else(|| RecordError::BadTag {
                    line: i + 1,
                    text: Excerpt::new(trimmed),
                })?;
                record.tags.push((name, value));
            } else if !trimmed.is_empty() || !body.is_empty() {
                body.push_str(line);
                body.push('\n');
            }
        }
        let mut rest = body.as_str();
        while let Some(open) = rest.find('{') {
            push_tokens(&rest[..open], &mut record.actions);
            let close = rest[open..].find('}').ok_or(RecordError::UnclosedComment)?;
            rest = &rest[open + close + 1..];
        }
        push_tokens(rest, &mut record.actions);
        // No game writes an action with `[`; written back, such a word at the start of the
        // moves would read as a tag.
        if let Some((i, text)) = record
            .actions
            .iter()
            .enumerate()
            .find(|(_, a)| a.starts_with('['))
        {
            return Err(RecordError::BadAction {
                number: i + 1,
                text: Excerpt::new(text),
                reason: "is not an action: tags go before the actions, one [Name \"value\"] a line".into(),
            });
        }
        Ok(record)
    }
}

fn push_tokens(text: &str, out: &mut Vec<String>) {
    for token in text.split_whitespace() {
        let is_number = token.ends_with('.') && token[..token.len() - 1].chars().all(|c| c.is_ascii_digit());
        if !is_number {
            out.push(token.to_string());
        }
    }
}

fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let rest = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name.to_string(), value))
}

impl fmt::Display for RawRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            // A tag is one line, and the format escapes only `"` and `\`: a control character
            // (a line break, a tab…) is written as a space, so that the record reads back.
            let escaped: String = value
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect::<String>()
                .replace('\\', "\\\\")
                .replace('"', "\\\"");
            writeln!(f, "[{name} \"{escaped}\"]")?;
        }
        writeln!(f)?;
        let mut line = String::new();
        for action in &self.actions {
            if !line.is_empty() && line.len() + action.len() >= 80 {
                writeln!(f, "{line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(action);
        }
        if !line.is_empty() {
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

/// The `[Result]` value for an outcome: `win N` (seat from 1), `draw`, or `*` while unfinished.
pub fn result_text(outcome: Option<Outcome>) -> String {
    match outcome {
        Some(Outcome::WonBy(p)) => format!("win {}", p.0 + 1),
        Some(Outcome::Draw) => "draw".into(),
        None => "*".into(),
    }
}

/// A checked record of one game: its settings, its start, its actions and where they lead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<G: Game> {
    /// Free tags (player names, event, date…), besides the ones the format owns.
    pub tags: Vec<(String, String)>,
    /// The state the game started from.
    pub start: G,
    /// Whether the start was given as a position (`[Start]`) rather than by config and seed.
    pub custom_start: bool,
    /// The seed the game was started with (it drives chance).
    pub seed: u64,
    /// The actions, in order; every one legal where it was played.
    pub actions: Vec<G::Action>,
}

/// Tags that the format itself writes; everything else is kept as a free tag.
const OWN_TAGS: [&str; 5] = ["Game", "Rules", "Seed", "Start", "Result"];

impl<G: Game> Record<G> {
    /// A record of a game started by [`Game::start`] with `config` and `seed`.
    pub fn new(config: &G::Config, seed: u64) -> Record<G> {
        Record {
            tags: Vec::new(),
            start: G::start(config, seed),
            custom_start: false,
            seed,
            actions: Vec::new(),
        }
    }

    /// A record starting from a given state.
    pub fn from_state(start: G) -> Record<G> {
        Record {
            tags: Vec::new(),
            start,
            custom_start: true,
            seed: 0,
            actions: Vec::new(),
        }
    }

    /// The state after every action.
    pub fn current(&self) -> G {
        let mut state = self.start.clone();
        for &action in &self.actions {
            state.play_unchecked(action);
        }
        state
    }

    /// The record's text structure.
    pub fn to_raw(&self) -> RawRecord {
        let mut raw = RawRecord::default();
        raw.set_tag("Game", G::KIND.tag());
        raw.set_tag("Rules", self.start.config().to_string());
        if self.custom_start {
            raw.set_tag("Start", self.start.position());
        } else if self.seed != 0 {
            raw.set_tag("Seed", self.seed.to_string());
        }
        for (k, v) in &self.tags {
            raw.set_tag(k, v.clone());
        }
        raw.set_tag("Result", result_text(self.current().outcome()));
        raw.actions = self.actions.iter().map(|a| a.to_string()).collect();
        raw
    }

    /// Checks a raw record against the rules: every action is replayed.
    pub fn from_raw(raw: &RawRecord) -> Result<Record<G>, RecordError> {
        let kind = raw.kind()?;
        if kind != G::KIND {
            return Err(RecordError::WrongGame {
                expected: G::KIND,
                found: kind.tag().into(),
            });
        }
        let config: G::Config = match raw.tag("Rules") {
            Some(text) => text.parse().map_err(|e: G::RulesError| RecordError::BadValue {
                tag: "Rules".into(),
                value: text.into(),
                reason: e.to_string(),
            })?,
            None => G::Config::default(),
        };
        let seed = match raw.tag("Seed") {
            Some(text) => text.trim().parse().map_err(|_| RecordError::BadValue {
                tag: "Seed".into(),
                value: text.into(),
                reason: "expected a whole number from 0 to 2^64-1".into(),
            })?,
            None => 0,
        };
        let (start, custom_start) = match raw.tag("Start") {
            Some(position) => (
                G::from_position(&config, position).map_err(|e| RecordError::BadValue {
                    tag: "Start".into(),
                    value: position.into(),
                    reason: e.to_string(),
                })?,
                true,
            ),
            None => (G::start(&config, seed), false),
        };
        let mut state = start.clone();
        let mut actions = Vec::with_capacity(raw.actions.len());
        for (i, text) in raw.actions.iter().enumerate() {
            let bad = |reason: String| RecordError::BadAction {
                number: i + 1,
                text: Excerpt::new(text),
                reason,
            };
            let action = state
                .parse_action(text)
                .map_err(|e| bad(format!("does not parse: {e}")))?;
            state = state
                .play(action)
                .map_err(|e| bad(format!("is illegal: {}", e.reason)))?;
            actions.push(action);
        }
        if let Some(claimed) = raw.tag("Result") {
            let actual = result_text(state.outcome());
            if claimed.trim() != "*" && claimed.trim() != actual {
                return Err(RecordError::ResultMismatch {
                    claimed: claimed.into(),
                    actual,
                });
            }
        }
        let tags = raw
            .tags
            .iter()
            .filter(|(k, _)| !OWN_TAGS.iter().any(|t| t.eq_ignore_ascii_case(k)))
            .cloned()
            .collect();
        Ok(Record {
            tags,
            start,
            custom_start,
            seed,
            actions,
        })
    }

    /// Reads and checks a record's text.
    pub fn parse(text: &str) -> Result<Record<G>, RecordError> {
        Record::from_raw(&RawRecord::parse(text)?)
    }
}

impl<G: Game> fmt::Display for Record<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write!(s, "{}", self.to_raw())?;
        f.write_str(&s)
    }
}

/// The seat names a record gives, `Player1` … `Player5`, when present.
pub fn player_name(raw: &RawRecord, player: Player) -> Option<&str> {
    raw.tag(&format!("Player{}", player.0 + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_among_the_actions_is_refused() {
        // Found by the `record` fuzz target: read as actions `[Game`, `"quar`, `t`, written
        // back with `[Game` starting the moves, which then read as a bad tag line.
        let text = ".              [Game \"quar    t";
        match RawRecord::parse(text) {
            Err(RecordError::BadAction { number, text, .. }) => {
                assert_eq!((number, text.as_str()), (1, "[Game"))
            }
            other => panic!("{other:?}"),
        }
        let late = "[Game \"quarto\"]\n\n7 a1\n[Event \"x\"]\n";
        assert!(matches!(
            RawRecord::parse(late),
            Err(RecordError::BadAction { number: 3, .. })
        ));
    }

    #[test]
    fn raw_round_trip_with_escapes_numbers_and_comments() {
        let text = "[Game \"quarto\"]\n[Event \"Club \\\"night\\\"\"]\n\n1. 7 a1 {nice} 2. 3 b2\n";
        let raw = RawRecord::parse(text).unwrap();
        assert_eq!(raw.tag("event"), Some("Club \"night\""));
        assert_eq!(raw.actions, ["7", "a1", "3", "b2"]);
        let again = RawRecord::parse(&raw.to_string()).unwrap();
        assert_eq!(again, raw);
    }

    #[test]
    fn bad_tag_and_comment_are_reported() {
        assert!(matches!(
            RawRecord::parse("[Game quarto]\n"),
            Err(RecordError::BadTag { line: 1, .. })
        ));
        assert_eq!(
            RawRecord::parse("[Game \"quarto\"]\n\n7 {oops"),
            Err(RecordError::UnclosedComment)
        );
        assert!(matches!(
            RawRecord::parse("\n7 a1").unwrap().kind(),
            Err(RecordError::MissingTag("Game"))
        ));
    }

    #[test]
    fn a_byte_order_mark_and_crlf_lines_read() {
        let text = "\u{feff}[Game \"quarto\"]\r\n[Player1 \"Ada\"]\r\n\r\n7 a1\r\n3 b2\r\n";
        let raw = RawRecord::parse(text).unwrap();
        assert_eq!(raw.kind(), Ok(GameKind::Quarto));
        assert_eq!(raw.tag("Player1"), Some("Ada"));
        assert_eq!(raw.actions, ["7", "a1", "3", "b2"]);
        let record = Record::<crate::quarto::Quarto>::parse(text).unwrap();
        assert_eq!(record.actions.len(), 4);
    }

    #[test]
    fn a_tag_value_with_control_characters_is_written_so_that_it_reads_back() {
        let mut raw = RawRecord::parse("[Game \"quarto\"]\n\n7 a1\n").unwrap();
        raw.set_tag("Player1", "Ada\\");
        raw.set_tag("Player2", "Bob\n[Game \"danish\"]\r\tx\"");
        let text = raw.to_string();
        assert_eq!(
            text.lines().filter(|l| l.starts_with("[Game")).count(),
            1,
            "{text}"
        );
        let again = RawRecord::parse(&text).unwrap();
        assert_eq!(again.tag("Player1"), Some("Ada\\"));
        assert_eq!(again.tag("Player2"), Some("Bob [Game \"danish\"]  x\""));
        assert_eq!(again.kind(), Ok(GameKind::Quarto));
        assert_eq!(again.actions, raw.actions);
        // Written again, it is the same text: the record is stable.
        assert_eq!(again.to_string(), text);
        let record = Record::<crate::quarto::Quarto>::parse(&text).unwrap();
        assert_eq!(
            Record::<crate::quarto::Quarto>::parse(&record.to_string()).unwrap(),
            record
        );
    }
}
