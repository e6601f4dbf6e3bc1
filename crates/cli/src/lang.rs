//! The terminal's language — chosen by `--lang`, else by the POSIX locale (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`) — and the words every terminal screen shares in it: the games' names,
//! the seats and who sits in them, the bots' levels, clock readings.

use quartet_core::{GameKind, Player};
use quartet_engine::levels::Level;
use quartet_i18n::{Lang, Texts, tr};

use crate::play::session::SeatKind;

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

/// A clock's remaining time, `m:ss` (the same in every language Quartet speaks).
pub fn clock(ms: u64) -> String {
    format!("{}:{:02}", ms / 60_000, (ms / 1000) % 60)
}
