//! The terminal's language — chosen by `--lang`, else by the POSIX locale (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`) — and the words every terminal screen shares in it: the games' names,
//! the seats and who sits in them, the bots' levels, clock readings, the rules' refusals, the
//! traits of Quarto!'s pieces.

use quartet_core::end::EndReason;
use quartet_core::quarto::Attribute;
use quartet_core::record::RecordError;
use quartet_core::table::TableError;
use quartet_core::text::Excerpt;
use quartet_core::{AnyError, ErrorKind, ErrorValue, GameKind, IntoErrorValue, Player};
use quartet_engine::levels::Level;
use quartet_i18n::{Arg, Lang, Texts, tr};
use quartet_server::detail::Detail;

use crate::play::session::{Hint, SeatKind, SessionError};

/// The messages of the language asked for with `--lang`, else the locale's.
pub fn texts(asked: Option<Lang>) -> Texts {
    Texts::new(asked.unwrap_or_else(Lang::from_env))
}

/// The game's name.
pub fn game(t: Texts, kind: GameKind) -> String {
    match kind {
        GameKind::Quarto => tr!(t, "game-quarto"),
        GameKind::Danish => tr!(t, "game-danish"),
        GameKind::Quartino => tr!(t, "game-quartino"),
    }
}

/// A seat, counted from 1: "player 1".
pub fn seat(t: Texts, seat: Player) -> String {
    tr!(t, "seat-number", number = seat.index() + 1)
}

/// A bot's strength level.
pub fn level(t: Texts, level: Level) -> String {
    match level {
        Level::Beginner => tr!(t, "level-beginner"),
        Level::Casual => tr!(t, "level-casual"),
        Level::Strong => tr!(t, "level-strong"),
        Level::Strongest => tr!(t, "level-strongest"),
        Level::Perfect => tr!(t, "level-perfect"),
    }
}

/// Who sits in a seat: a person's name, "human", or "bot (casual)".
pub fn seat_kind(t: Texts, kind: &SeatKind) -> String {
    match kind {
        SeatKind::Human(Some(name)) => name.clone(),
        SeatKind::Human(None) => tr!(t, "seat-human"),
        SeatKind::Bot(l) => tr!(t, "seat-bot", level = level(t, *l)),
    }
}

/// A seat and who sits in it: "player 1 (human)".
pub fn seat_with_label(t: Texts, player: Player, kind: &SeatKind) -> String {
    tr!(
        t,
        "seat-with-label",
        seat = seat(t, player),
        label = seat_kind(t, kind)
    )
}

/// A game's rules in words, short, as the browser says them (`standard rules` when nothing
/// differs): the settings of `rules` (a game's rules text) that are not the default.
pub fn rules_words(t: Texts, kind: GameKind, rules: &str) -> String {
    let mut words = Vec::new();
    for (key, value) in rules.split_whitespace().filter_map(|w| w.split_once('=')) {
        match (kind, key, value) {
            (GameKind::Quarto, "attributes", v) if v != "height,colour,shape,top" => {
                let traits: Vec<String> = v
                    .split(',')
                    .map(|a| match a {
                        "height" => tr!(t, "board-quarto-height"),
                        "colour" => tr!(t, "board-quarto-colour"),
                        "shape" => tr!(t, "board-quarto-shape"),
                        "top" => tr!(t, "board-quarto-top"),
                        other => other.to_string(),
                    })
                    .collect();
                words.push(tr!(t, "board-quarto-rules-only", traits = traits.join(", ")));
            }
            (GameKind::Quarto, "squares", "yes") => words.push(tr!(t, "board-quarto-rules-squares")),
            (GameKind::Quarto, "win", "announce") => words.push(tr!(t, "board-quarto-rules-announce")),
            (GameKind::Danish, "ply_cap", v) => {
                if let Ok(turns) = v.parse::<u64>() {
                    words.push(tr!(t, "board-danish-rules-cap", turns = turns));
                }
            }
            (GameKind::Quartino, "players", v) => {
                if let Ok(count) = v.parse::<u64>() {
                    words.push(tr!(t, "lobby-players", count = count));
                }
            }
            (GameKind::Quartino, "situations", "off") => {
                words.push(tr!(t, "board-quartino-rules-no-situations"))
            }
            (GameKind::Quartino, "situations", v) => {
                if let Some(rounds) = v.strip_prefix("from:").and_then(|r| r.parse::<u64>().ok()) {
                    words.push(tr!(t, "board-quartino-rules-situations-after", rounds = rounds));
                }
            }
            (GameKind::Quartino, "column_mandatory", "on") => {
                words.push(tr!(t, "board-quartino-rules-column-mandatory"))
            }
            (GameKind::Quartino, "allow_mirror", "on") => words.push(tr!(t, "board-quartino-rules-mirror")),
            _ => {}
        }
    }
    if words.is_empty() {
        tr!(t, "board-standard-rules")
    } else {
        words.join(" · ")
    }
}

/// A clock's remaining time, `m:ss` (the same in every language Quartet speaks).
pub fn clock(ms: u64) -> String {
    format!("{}:{:02}", ms / 60_000, (ms / 1000) % 60)
}

/// A refusal of the rules in words: the message of its code (`docs/errors.md`), with the values
/// the error names, after what it is about (the rules, a position, the equipment).
pub fn refusal(t: Texts, error: &AnyError) -> String {
    let reason = t.refusal(error.code(), &args(error.values()));
    let reason = if error.code().starts_with("quartino.equipment.") {
        tr!(t, "error-bad-equipment", reason = reason)
    } else {
        reason
    };
    match error.kind() {
        ErrorKind::Rules => tr!(t, "error-bad-rules", reason = reason),
        ErrorKind::Position => tr!(t, "error-bad-position", reason = reason),
        ErrorKind::ParseAction | ErrorKind::Illegal => reason,
    }
}

/// The values an error names, as a message's variables.
pub fn args(values: Vec<(&'static str, ErrorValue)>) -> Vec<(&'static str, Arg)> {
    values
        .into_iter()
        .map(|(name, value)| {
            let arg = match value {
                ErrorValue::Text(text) => Arg::Text(text),
                ErrorValue::Number(n) => Arg::Number(n as f64),
            };
            (name, arg)
        })
        .collect()
}

/// A hint in words: the solver's analysis, or the strong bot's choice.
pub fn hint(t: Texts, hint: &Hint) -> String {
    match hint {
        Hint::Exact(text) => text.clone(),
        Hint::Bot(action) => tr!(t, "plain-bot-choice", action = action.to_string()),
    }
}

/// A failure in words: the rules' or the table's refusal it comes from, when it comes from one,
/// else what went wrong (a file that cannot be read, a record that does not parse), with its
/// causes.
pub fn failure(t: Texts, error: &anyhow::Error) -> String {
    let mut places = Vec::new();
    let mut reason = None;
    for cause in error.chain() {
        let text = cause.to_string();
        // A cause its error already says (`{source}` in its words) is not said twice.
        if places.last().is_some_and(|place: &String| place.contains(&text)) {
            continue;
        }
        // A known error's words say its causes too: the walk ends there.
        if let Some(words) = known(t, cause) {
            reason = Some(words);
            break;
        }
        places.push(text);
    }
    let reason = reason.or_else(|| places.pop()).unwrap_or_default();
    places
        .into_iter()
        .rev()
        .fold(reason, |reason, place| in_place(t, &place, &reason))
}

/// "position "…"" in the language's words and quotation marks, with its length when cut short.
pub fn position(t: Texts, text: &str) -> String {
    let excerpt = Excerpt::new(text);
    let quoted = match excerpt.error_value() {
        ErrorValue::Text(text) => text,
        ErrorValue::Number(n) => n.to_string(),
    };
    if excerpt.is_cut() {
        tr!(
            t,
            "cli-failure-position-cut",
            text = quoted,
            chars = excerpt.chars()
        )
    } else {
        tr!(t, "cli-failure-position", text = quoted)
    }
}

/// What is wrong, after where (a file, a position, an option).
pub fn in_place(t: Texts, place: &str, reason: &str) -> String {
    tr!(t, "cli-failure-in", place = place, reason = reason)
}

/// An error of a kind the catalogs word, in words.
fn known(t: Texts, cause: &(dyn std::error::Error + 'static)) -> Option<String> {
    if let Some(e) = cause.downcast_ref::<AnyError>() {
        return Some(refusal(t, e));
    }
    if let Some(e) = cause.downcast_ref::<TableError>() {
        return Some(table_refusal(t, e));
    }
    if let Some(e) = cause.downcast_ref::<RecordError>() {
        return Some(record(t, e));
    }
    if let Some(e) = cause.downcast_ref::<std::io::Error>() {
        return Some(io_reason(t, e));
    }
    if let Some(e) = cause.downcast_ref::<quartet_server::ServerError>() {
        return Some(start_up(t, e));
    }
    if let Some(e) = cause.downcast_ref::<quartet_store::StoreError>() {
        return Some(store(t, e));
    }
    match cause.downcast_ref::<SessionError>()? {
        SessionError::Refused(e) => Some(refusal(t, e)),
        SessionError::Record(e) => Some(record(t, e)),
        SessionError::SeatCount { kind, players, named } => Some(tr!(
            t,
            "cli-failure-seat-count",
            game = game(t, *kind),
            seats = *players,
            named = *named
        )),
        SessionError::Position { text, error } => Some(in_place(t, &position(t, text), &refusal(t, error))),
        SessionError::StartOver => Some(tr!(t, "cli-failure-start-over")),
        SessionError::PastEnd { actions, from } => Some(tr!(
            t,
            "cli-failure-from-past-end",
            actions = *actions,
            from = *from
        )),
    }
}

/// A record that cannot be read, worded as the server words it (`docs/api.md`, "Details"), with
/// the reason the rules give for a tag's value or an action that cannot be played, as the
/// server's message and `docs/records.md` give it.
pub fn record(t: Texts, error: &RecordError) -> String {
    let detail = Detail::record(error);
    let words = t.format(&format!("server-detail-{}", detail.code), &args(detail.values));
    let reason = match error {
        RecordError::BadValue { reason, .. } => reason.as_str(),
        // "Action 3 … cannot be played" says already that it is illegal or does not parse.
        RecordError::BadAction { reason, .. } => reason
            .strip_prefix("is illegal: ")
            .or_else(|| reason.strip_prefix("does not parse: "))
            .unwrap_or(reason),
        _ => return words,
    };
    tr!(t, "cli-record-reason", what = clause(&words), reason = reason)
}

/// A sentence made a clause, to be followed by more: without its final full stop.
pub fn clause(sentence: &str) -> &str {
    sentence.trim_end().trim_end_matches('.')
}

/// Why the server could not start (its store, its address), in words; the database's and the
/// system's own reasons as they say them when not common.
fn start_up(t: Texts, error: &quartet_server::ServerError) -> String {
    use quartet_server::ServerError;
    match error {
        ServerError::Store(e) => store(t, e),
        ServerError::Bind { addr, source } => tr!(
            t,
            "cli-failure-bind",
            addr = addr.to_string(),
            reason = io_reason(t, source)
        ),
        ServerError::Serve(e) => tr!(t, "cli-failure-http", reason = io_reason(t, e)),
    }
}

/// Why the games' store cannot be opened, in words (a password in its location stays hidden:
/// the store hides it in its errors).
fn store(t: Texts, error: &quartet_store::StoreError) -> String {
    use quartet_store::StoreError;
    match error {
        StoreError::BadUrl { location, reason } => tr!(
            t,
            "cli-failure-store-location",
            location = location.as_str(),
            reason = reason.as_str()
        ),
        StoreError::DataDir { path, source } => tr!(
            t,
            "cli-failure-store-data-dir",
            dir = path.display().to_string(),
            reason = io_reason(t, source)
        ),
        StoreError::Open { location, source } => tr!(
            t,
            "cli-failure-store-open",
            location = location.as_str(),
            reason = source.to_string()
        ),
        StoreError::Migrate(e) => tr!(t, "cli-failure-store-migrate", reason = e.to_string()),
        other => tr!(t, "cli-failure-store", reason = other.to_string()),
    }
}

/// The system's reason a file cannot be read: the common ones in words, the rest as the system
/// says them.
pub fn io_reason(t: Texts, error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match error.kind() {
        ErrorKind::NotFound => tr!(t, "cli-io-not-found"),
        ErrorKind::PermissionDenied => tr!(t, "cli-io-permission"),
        ErrorKind::IsADirectory => tr!(t, "cli-io-directory"),
        ErrorKind::InvalidData => tr!(t, "cli-io-not-text"),
        ErrorKind::AddrInUse => tr!(t, "cli-io-address-in-use"),
        ErrorKind::AddrNotAvailable => tr!(t, "cli-io-address-not-here"),
        ErrorKind::AlreadyExists => tr!(t, "cli-io-exists"),
        _ => error.to_string(),
    }
}

/// An action the table refused, in words: the game is over, not this seat's turn, nothing to
/// take back, or the rules' refusal.
pub fn table_refusal(t: Texts, error: &TableError) -> String {
    match error {
        TableError::Over => tr!(t, "error-table-over"),
        TableError::NotYourTurn { to_move } => {
            tr!(t, "error-table-not-your-turn", seat = seat(t, *to_move))
        }
        TableError::NothingToUndo => tr!(t, "error-table-nothing-to-undo"),
        TableError::NoDrawByAgreement { .. } => tr!(t, "error-table-no-draw-by-agreement"),
        TableError::Illegal(e) => refusal(t, e),
    }
}

/// Why the rules ended a game, in words: "a quarto: a1-d1 (short, hollow)".
pub fn end_reason(t: Texts, reason: &EndReason) -> String {
    match reason {
        EndReason::Quarto { alignments } => {
            let made: Vec<String> = alignments
                .iter()
                .map(|q| {
                    let traits: Vec<String> = q.traits.iter().map(|w| trait_named(t, w)).collect();
                    let traits = traits.join(", ");
                    let cells = q.alignment.clone();
                    if q.square {
                        tr!(t, "end-quarto-square", cells = cells, traits = traits)
                    } else {
                        tr!(t, "end-quarto-line", cells = cells, traits = traits)
                    }
                })
                .collect();
            tr!(t, "end-quarto", count = made.len(), made = made.join("; "))
        }
        EndReason::Full => tr!(t, "end-full"),
        EndReason::Pieces { seat, left } => tr!(t, "end-pieces", seat = self::seat(t, *seat), left = *left),
        EndReason::SquareAtFour { seat } => tr!(t, "end-square-at-four", seat = self::seat(t, *seat)),
        EndReason::Repetition => tr!(t, "end-repetition"),
        EndReason::TurnCap { turns } => tr!(t, "end-turn-cap", turns = *turns),
        EndReason::Cards { seat, count } => tr!(t, "end-cards", seat = self::seat(t, *seat), count = *count),
    }
}

/// One value of a trait in words: (height, 0) is "short".
pub fn trait_word(t: Texts, attribute: Attribute, value: u8) -> String {
    match (attribute, value) {
        (Attribute::Height, 0) => tr!(t, "quarto-trait-short"),
        (Attribute::Height, _) => tr!(t, "quarto-trait-tall"),
        (Attribute::Colour, 0) => tr!(t, "quarto-trait-light"),
        (Attribute::Colour, _) => tr!(t, "quarto-trait-dark"),
        (Attribute::Shape, 0) => tr!(t, "quarto-trait-round"),
        (Attribute::Shape, _) => tr!(t, "quarto-trait-square"),
        (Attribute::Top, 0) => tr!(t, "quarto-trait-solid"),
        (Attribute::Top, _) => tr!(t, "quarto-trait-hollow"),
    }
}

/// A value core names in English ("short", "hollow", as in `EndReason`) in words; a name it
/// does not know as it is.
pub fn trait_named(t: Texts, name: &str) -> String {
    let (attribute, value) = match name {
        "short" => (Attribute::Height, 0),
        "tall" => (Attribute::Height, 1),
        "light" => (Attribute::Colour, 0),
        "dark" => (Attribute::Colour, 1),
        "round" => (Attribute::Shape, 0),
        "square" => (Attribute::Shape, 1),
        "solid" => (Attribute::Top, 0),
        "hollow" => (Attribute::Top, 1),
        other => return other.to_string(),
    };
    trait_word(t, attribute, value)
}

#[cfg(test)]
mod tests {
    use quartet_core::{AnyGame, GameKind};
    use quartet_i18n::Lang;

    use super::*;

    /// The server's start-up failures and the research commands' are said in the language
    /// chosen, the system's reason too when it is a common one.
    #[test]
    fn start_up_and_file_failures_are_translated() {
        let cs = Texts::new(Lang::Cs);
        let busy = quartet_server::ServerError::Bind {
            addr: "127.0.0.1:8080".parse().unwrap(),
            source: std::io::Error::from(std::io::ErrorKind::AddrInUse),
        };
        assert_eq!(
            failure(cs, &anyhow::Error::new(busy)),
            "na 127.0.0.1:8080 nelze naslouchat: adresa se už používá (neběží tam jiný server?)"
        );
        let bad = quartet_store::Location::parse("").unwrap_err();
        let words = failure(Texts::new(Lang::Fr), &anyhow::Error::new(bad));
        assert!(
            words.starts_with("emplacement de base de données incorrect « "),
            "{words}"
        );
        let it = Texts::new(Lang::It);
        let missing = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::NotFound)).context(tr!(
            it,
            "cli-failure-reading",
            path = "risultati.json"
        ));
        assert_eq!(
            failure(it, &missing),
            "leggendo risultati.json: il file non esiste"
        );
    }

    /// The title of a game says its rules in words of the language, never the notation.
    #[test]
    fn rules_are_said_in_words() {
        let cs = Texts::new(Lang::Cs);
        let game = AnyGame::start(GameKind::Quartino, "players=3 situations=off", 0).unwrap();
        assert_eq!(
            rules_words(cs, game.kind(), &game.rules_text()),
            "3 hráči · bez situací"
        );
        let it = Texts::new(Lang::It);
        let game = AnyGame::start(GameKind::Quarto, "win=announce attributes=height,shape", 0).unwrap();
        let words = rules_words(it, game.kind(), &game.rules_text());
        assert!(words.contains("dichiarare «Quarto!»"), "{words}");
        assert!(!words.contains('='), "{words}");
        let game = AnyGame::start(GameKind::Danish, "", 0).unwrap();
        assert_eq!(
            rules_words(it, game.kind(), &game.rules_text()),
            "regole standard"
        );
    }

    /// Refusals of every kind and game, made by the rules from bad text and illegal actions.
    fn refusals() -> Vec<AnyError> {
        let mut errors = Vec::new();
        for (kind, rules) in [
            (GameKind::Quarto, "squares=maybe"),
            (GameKind::Quarto, "mode=auto mode=auto"),
            (GameKind::Quarto, "attributes=height,height"),
            (GameKind::Danish, "ply_cap"),
            (GameKind::Quartino, "players=9"),
            (GameKind::Quartino, "colour=red"),
            (GameKind::Quartino, "equipment=ring=8"),
        ] {
            errors.extend(AnyGame::start(kind, rules, 0).err());
        }
        for (kind, position) in [
            (GameKind::Quarto, ""),
            (GameKind::Quarto, "..../..../..../...x -"),
            (GameKind::Quarto, "0.../0.../..../.... -"),
            (GameKind::Danish, "e5,e5/ w 11 12"),
            (GameKind::Danish, "/ w 12 11"),
            (GameKind::Quartino, "x"),
        ] {
            errors.extend(AnyGame::from_position(kind, "", position).err());
        }
        for (kind, actions) in [
            (GameKind::Quarto, &["b3"][..]),
            (GameKind::Quarto, &["7", "a1", "7"]),
            (GameKind::Quarto, &["zz"]),
            (GameKind::Danish, &["pass"]),
            (GameKind::Danish, &["a1"]),
            (GameKind::Danish, &["a2"]),
            (GameKind::Danish, &["e5", "e5"]),
            (GameKind::Quartino, &["four"]),
            (GameKind::Quartino, &["end"]),
            (GameKind::Quartino, &["column@R3"]),
            (GameKind::Quartino, &["Y@R99"]),
        ] {
            let mut game = AnyGame::start(kind, "", 0).expect("the standard rules");
            for action in actions {
                if let Err(e) = game.play_text(action) {
                    errors.push(e);
                    break;
                }
            }
        }
        errors
    }

    #[test]
    fn every_ending_by_the_rules_reads_in_every_language() {
        use quartet_core::end::WinningQuarto;
        let made = |alignment: &str, square| WinningQuarto {
            alignment: alignment.into(),
            square,
            traits: vec!["short", "hollow"],
        };
        let reasons = [
            EndReason::Quarto {
                alignments: vec![made("a1-d1", false)],
            },
            EndReason::Quarto {
                alignments: vec![made("a1-d1", false), made("b2-c3", true)],
            },
            EndReason::Full,
            EndReason::Pieces {
                seat: Player(1),
                left: 3,
            },
            EndReason::SquareAtFour { seat: Player(0) },
            EndReason::Repetition,
            EndReason::TurnCap { turns: 200 },
            EndReason::Cards {
                seat: Player(2),
                count: 5,
            },
        ];
        for lang in Lang::ALL {
            let t = Texts::new(lang);
            for reason in &reasons {
                let words = end_reason(t, reason);
                assert!(!words.contains('{') && !words.is_empty(), "{lang:?}: {words}");
                if let EndReason::Quarto { alignments } = reason {
                    for q in alignments {
                        assert!(words.contains(&q.alignment), "{lang:?}: {words}");
                    }
                    assert!(words.contains(&trait_named(t, "hollow")), "{lang:?}: {words}");
                }
                if let EndReason::Pieces { seat: who, .. } | EndReason::Cards { seat: who, .. } = reason {
                    assert!(words.contains(&seat(t, *who)), "{lang:?}: {words}");
                }
            }
        }
        let en = Texts::new(Lang::En);
        assert_eq!(
            end_reason(en, &reasons[1]),
            "2 quartos: a1-d1 (short, hollow); square b2-c3 (short, hollow)"
        );
        assert_eq!(end_reason(en, &reasons[3]), "player 2 is down to 3 pieces");
        let cs = Texts::new(Lang::Cs);
        assert!(
            end_reason(cs, &reasons[3]).ends_with("3 kameny"),
            "{}",
            end_reason(cs, &reasons[3])
        );
    }

    #[test]
    fn every_refusal_reads_in_every_language_with_its_values() {
        let errors = refusals();
        assert!(errors.len() > 20, "{} refusals", errors.len());
        for lang in Lang::ALL {
            let t = Texts::new(lang);
            for error in &errors {
                let text = refusal(t, error);
                assert!(
                    !text.contains("{$") && !text.contains("error-"),
                    "{lang}: {} reads {text:?}",
                    error.code()
                );
                for (_, value) in error.values() {
                    if let ErrorValue::Text(v) = value
                        && !["true", "false", "white", "black", "give", "place", "claim"]
                            .contains(&v.as_str())
                        && !quartet_core::text::Expected::ALL.iter().any(|e| e.code() == v)
                        && !quartet_core::quartino::BadActionWhy::ALL
                            .iter()
                            .any(|w| w.code() == v)
                        && !error.code().ends_with("attribute-twice")
                        && !error.code().ends_with("not-this-game")
                    {
                        assert!(text.contains(&v), "{lang}: {text:?} does not say {v:?}");
                    }
                }
            }
        }
        let en = Texts::new(Lang::En);
        let cs = Texts::new(Lang::Cs);
        let mut game = AnyGame::start(GameKind::Quartino, "", 0).expect("the standard rules");
        let column = game.play_text("column@R3").expect_err("no column yet");
        assert_eq!(refusal(en, &column), column.to_string());
        assert_eq!(
            refusal(cs, &column),
            "není co odebrat: na začátku tahu nebyl na žádném poli sloupec 4 žetonů"
        );
        let rules = AnyGame::start(GameKind::Danish, "ply_cap=1 ply_cap=2", 0).expect_err("twice");
        assert_eq!(refusal(en, &rules), rules.to_string());
        assert_eq!(
            refusal(Texts::new(Lang::It), &rules),
            "regole errate: ply_cap è indicato due volte"
        );
        // What a setting takes, and why a text is no Quartino action, by their codes.
        let squares = AnyGame::start(GameKind::Quarto, "squares=maybe", 0).expect_err("no such value");
        assert_eq!(refusal(en, &squares), squares.to_string());
        assert_eq!(
            refusal(cs, &squares),
            "chybná pravidla: squares=„maybe“: očekáváno yes nebo no"
        );
        let quartino = AnyGame::start(GameKind::Quartino, "", 0).expect("the standard rules");
        let bad = quartino.parse_action("YB@R3").expect_err("two letters");
        assert_eq!(refusal(en, &bad), bad.to_string());
        assert_eq!(
            refusal(cs, &bad),
            "„YB@R3“ není akce: položení jmenuje jedno písmeno barvy, jako Y@R3"
        );
    }

    #[test]
    fn the_table_s_refusals_are_in_the_language() {
        let t = Texts::new(Lang::Fr);
        assert_eq!(
            table_refusal(t, &TableError::NothingToUndo),
            "il n'y a rien à annuler"
        );
        assert_eq!(
            table_refusal(t, &TableError::NotYourTurn { to_move: Player(1) }),
            format!(
                "ce n'est pas votre tour : c'est à {} de jouer",
                seat(t, Player(1))
            )
        );
    }
}
