//! What the text formats of every game share: the values an error names for its message
//! ([`ErrorValue`]), quoting a piece of input in an error ([`Excerpt`]), and the settings line
//! of `key=value` words ([`settings_words`]) with its errors ([`SettingsError`]), so that every
//! game reads its rules the same way.

use std::fmt;

/// A value named by an error: notation (a cell, a card, input quoted), a word a message chooses
/// its text by (`white`, `height`, `true`), or a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorValue {
    /// Shown as it is, or matched by a message (a side, a trait, a yes/no).
    Text(String),
    /// A count or a number of the notation (a seat, a row).
    Number(i64),
}

/// A field of an error given to a message as an [`ErrorValue`].
pub trait IntoErrorValue {
    /// The value.
    fn error_value(&self) -> ErrorValue;
}

macro_rules! number_values {
    ($($t:ty),*) => {$(
        impl IntoErrorValue for $t {
            fn error_value(&self) -> ErrorValue {
                ErrorValue::Number(*self as i64)
            }
        }
    )*};
}
number_values!(u8, u16, u32, usize);

/// Implements [`IntoErrorValue`] as the value's `Display` (its notation).
macro_rules! notation_values {
    ($($t:ty),*) => {$(
        impl $crate::text::IntoErrorValue for $t {
            fn error_value(&self) -> $crate::text::ErrorValue {
                $crate::text::ErrorValue::Text(self.to_string())
            }
        }
    )*};
}
pub(crate) use notation_values;

notation_values!(String, &'static str, char);

impl IntoErrorValue for bool {
    /// `true` or `false`, for a message to choose its words by.
    fn error_value(&self) -> ErrorValue {
        ErrorValue::Text(self.to_string())
    }
}

/// A piece of input quoted in an error: a readable prefix of it at most, so that a 100 KB
/// position gives a one-line message. Shown in quotes, as `"e9"`, or cut short with its length:
/// `"xxxxxxxx…" (100000 characters)`, with up to 80 characters before the `…`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Excerpt {
    /// The first [`Excerpt::MAX`] characters at most.
    prefix: String,
    /// How many characters the whole text has.
    chars: usize,
}

impl Excerpt {
    /// The most characters quoted.
    pub const MAX: usize = 80;

    /// Quotes `text`, keeping at most [`Excerpt::MAX`] characters of it.
    pub fn new(text: &str) -> Excerpt {
        let mut chars = text.chars();
        let prefix: String = chars.by_ref().take(Excerpt::MAX).collect();
        let rest = chars.count();
        Excerpt {
            chars: prefix.chars().count() + rest,
            prefix,
        }
    }

    /// The quoted characters (the whole text when it is short).
    pub fn as_str(&self) -> &str {
        &self.prefix
    }

    /// Whether the text was cut short.
    pub fn is_cut(&self) -> bool {
        self.chars > Excerpt::MAX
    }

    /// How many characters the whole text has.
    pub fn chars(&self) -> usize {
        self.chars
    }
}

impl From<&str> for Excerpt {
    fn from(text: &str) -> Excerpt {
        Excerpt::new(text)
    }
}

impl From<&String> for Excerpt {
    fn from(text: &String) -> Excerpt {
        Excerpt::new(text)
    }
}

impl IntoErrorValue for Excerpt {
    /// The quoted characters, with `…` when the text was cut short; a message puts the quotes
    /// its language uses around them.
    fn error_value(&self) -> ErrorValue {
        ErrorValue::Text(if self.is_cut() {
            format!("{}…", self.prefix)
        } else {
            self.prefix.clone()
        })
    }
}

impl fmt::Display for Excerpt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_cut() {
            write!(f, "{:?} ({} characters)", format!("{}…", self.prefix), self.chars)
        } else {
            write!(f, "{:?}", self.prefix)
        }
    }
}

/// What is wrong with a line of settings, whatever the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    /// A word that is not `key=value`.
    #[error("expected key=value, found {0}")]
    NotKeyValue(Excerpt),
    /// A key written twice (`squares=yes squares=no`).
    #[error("{0} is given twice")]
    GivenTwice(String),
    /// A key the game does not have.
    #[error("unknown setting {key}: expected {}", or_list(expected))]
    UnknownKey {
        /// As written.
        key: Excerpt,
        /// The game's keys.
        expected: &'static [&'static str],
    },
    /// A value that is not one of the key's.
    #[error("{key}={value}: expected {expected}")]
    BadValue {
        /// The key.
        key: &'static str,
        /// As written.
        value: Excerpt,
        /// What the key takes.
        expected: Expected,
    },
}

/// What a setting takes, named by a code (`yes-no`) that the message catalogs say in each
/// language; `Display` says it in English.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    /// `yes` or `no`.
    YesNo,
    /// `on` or `off`.
    OnOff,
    /// Quarto!'s `win`: `auto` or `announce`.
    AutoAnnounce,
    /// Quartino's `players`: 2 to 5.
    Players,
    /// Quartino's `cap`: a number of turns, 1 to 65535.
    TurnCap,
    /// Danish Quarto's `ply_cap`: `none` or a number of turns from 1 to 4294967295.
    PlyCap,
    /// Quartino's `first`: a seat 1 to 5, or `random`.
    FirstSeat,
    /// Quartino's `situations`: `on`, `off` or `from:N`.
    Situations,
    /// Quartino's `situations=from:N`: N rounds, 1 to 65535.
    SituationsFrom,
}

impl Expected {
    /// Every value, for tests and catalogs.
    pub const ALL: [Expected; 9] = [
        Expected::YesNo,
        Expected::OnOff,
        Expected::AutoAnnounce,
        Expected::Players,
        Expected::TurnCap,
        Expected::PlyCap,
        Expected::FirstSeat,
        Expected::Situations,
        Expected::SituationsFrom,
    ];

    /// The code a message chooses its words by: `yes-no`, `on-off`, `auto-announce`,
    /// `players`, `turn-cap`, `ply-cap`, `first-seat`, `situations`, `situations-from`.
    pub const fn code(self) -> &'static str {
        match self {
            Expected::YesNo => "yes-no",
            Expected::OnOff => "on-off",
            Expected::AutoAnnounce => "auto-announce",
            Expected::Players => "players",
            Expected::TurnCap => "turn-cap",
            Expected::PlyCap => "ply-cap",
            Expected::FirstSeat => "first-seat",
            Expected::Situations => "situations",
            Expected::SituationsFrom => "situations-from",
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::YesNo => "yes or no",
            Expected::OnOff => "on or off",
            Expected::AutoAnnounce => "auto or announce",
            Expected::Players => "2 to 5",
            Expected::TurnCap => "a number of turns, 1 to 65535",
            Expected::PlyCap => "none or a number of turns from 1 to 4294967295",
            Expected::FirstSeat => "a seat 1 to 5, or random",
            Expected::Situations => "on, off or from:N (on after N rounds)",
            Expected::SituationsFrom => "from: and the number of rounds played without them, 1 to 65535",
        })
    }
}

impl IntoErrorValue for Expected {
    /// Its code.
    fn error_value(&self) -> ErrorValue {
        ErrorValue::Text(self.code().to_string())
    }
}

/// `a, b or c`, for English messages.
fn or_list(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A list of notation words as an error value: `a, b, c`.
fn list_value(words: &[&str]) -> ErrorValue {
    ErrorValue::Text(words.join(", "))
}

impl SettingsError {
    /// The values the error names, as [`GameError::values`](crate::GameError::values) gives
    /// them (the names are listed by `settings_code!(game, names)`).
    pub fn values(&self) -> Vec<(&'static str, ErrorValue)> {
        match self {
            SettingsError::NotKeyValue(text) => vec![("text", text.error_value())],
            SettingsError::GivenTwice(key) => vec![("key", key.error_value())],
            SettingsError::UnknownKey { key, expected } => {
                vec![("key", key.error_value()), ("expected", list_value(expected))]
            }
            SettingsError::BadValue { key, value, expected } => vec![
                ("key", key.error_value()),
                ("value", value.error_value()),
                ("expected", expected.error_value()),
            ],
        }
    }
}

/// The code of a [`SettingsError`] in a game's rules errors: `<game>.given-twice`, ….
macro_rules! settings_code {
    ($game:literal, all) => {
        [
            concat!($game, ".not-key-value"),
            concat!($game, ".given-twice"),
            concat!($game, ".unknown-setting"),
            concat!($game, ".bad-setting-value"),
        ]
    };
    ($game:literal, names) => {
        [
            (concat!($game, ".not-key-value"), vec!["text"]),
            (concat!($game, ".given-twice"), vec!["key"]),
            (concat!($game, ".unknown-setting"), vec!["key", "expected"]),
            (
                concat!($game, ".bad-setting-value"),
                vec!["key", "value", "expected"],
            ),
        ]
    };
    ($game:literal, $error:expr) => {
        match $error {
            $crate::text::SettingsError::NotKeyValue(_) => concat!($game, ".not-key-value"),
            $crate::text::SettingsError::GivenTwice(_) => concat!($game, ".given-twice"),
            $crate::text::SettingsError::UnknownKey { .. } => concat!($game, ".unknown-setting"),
            $crate::text::SettingsError::BadValue { .. } => concat!($game, ".bad-setting-value"),
        }
    };
}
pub(crate) use settings_code;

/// The `key=value` words of a settings line, in order; the word `standard` (the defaults) is
/// skipped. A word without `=` and a key given twice are refused, the same way in every game.
pub fn settings_words(text: &str) -> Result<Vec<(&str, &str)>, SettingsError> {
    let mut words: Vec<(&str, &str)> = Vec::new();
    for word in text.split_whitespace() {
        if word == "standard" {
            continue;
        }
        let (key, value) = word
            .split_once('=')
            .ok_or_else(|| SettingsError::NotKeyValue(Excerpt::new(word)))?;
        if words.iter().any(|(k, _)| *k == key) {
            return Err(SettingsError::GivenTwice(Excerpt::new(key).as_str().to_string()));
        }
        words.push((key, value));
    }
    Ok(words)
}

/// A yes/no value of a setting: `yes`, `on`, `true` or `no`, `off`, `false`.
pub fn yes_no(value: &str) -> Option<bool> {
    match value.to_ascii_lowercase().as_str() {
        "yes" | "on" | "true" => Some(true),
        "no" | "off" | "false" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_input_is_quoted_short() {
        assert_eq!(Excerpt::new("e9").to_string(), "\"e9\"");
        let long = "x".repeat(100_000);
        let quoted = Excerpt::new(&long).to_string();
        assert!(quoted.len() < 120, "{quoted}");
        assert!(quoted.ends_with("…\" (100000 characters)"), "{quoted}");
        let accents = Excerpt::new(&"é".repeat(81));
        assert_eq!((accents.chars(), accents.as_str().chars().count()), (81, 80));
    }

    #[test]
    fn settings_words_refuse_a_key_given_twice() {
        assert_eq!(
            settings_words("standard a=1  b=2").unwrap(),
            [("a", "1"), ("b", "2")]
        );
        assert_eq!(
            settings_words("a=1 a=2").unwrap_err().to_string(),
            "a is given twice"
        );
        assert_eq!(
            settings_words("loose").unwrap_err().to_string(),
            "expected key=value, found \"loose\""
        );
    }
}
