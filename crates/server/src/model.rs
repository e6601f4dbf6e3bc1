//! The plain data of games on the server, shared by rooms, the registry and the HTTP layer: a
//! game's settings, its rematch, its history, and its seats as everybody may see them. No
//! locks, no I/O.

use std::net::IpAddr;

use quartet_core::clock::TimeControl;
use quartet_core::table::Ending;
use quartet_core::{AnyGame, GameKind, Outcome};
use quartet_engine::levels::Level;
use quartet_store::{Seat, SeatKind};
use serde::Serialize;
use ts_rs::TS;

/// A game's settings, fixed at creation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Which game.
    pub kind: GameKind,
    /// The rules text (the game's `Config` written out).
    pub rules: String,
    /// The seed of the game's chance.
    pub seed: u64,
    /// The start position, when not the usual start.
    pub start: Option<String>,
    /// The time control.
    pub control: TimeControl,
    /// When the game was created (ms since the epoch).
    pub created_at: i64,
    /// Whether its players get hints for beginners.
    pub hints: bool,
    /// A rated game's rating class (`game/family/speed`); `None` for a casual game.
    pub rated: Option<String>,
    /// Whether the table has its chat.
    pub chat: bool,
}

impl Settings {
    /// The game at its start.
    pub fn start_game(&self) -> Result<AnyGame, quartet_core::AnyError> {
        match &self.start {
            Some(position) => AnyGame::from_position(self.kind, &self.rules, position),
            None => AnyGame::start(self.kind, &self.rules, self.seed),
        }
    }
}

/// The new game of a rematch: its id and, for each seat of the old game held by someone else
/// than the one who asked, the invitation code of that person's seat in the new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rematch {
    /// The new game's id.
    pub id: String,
    /// By seat of the old game: the invitation to its new seat, if that seat waits for them.
    pub invites: Vec<Option<String>>,
    /// By seat of the old game: its seat in the new game.
    pub seat_map: Vec<usize>,
}

/// One action of the history: who played what, and when (ms since the epoch).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct HistoryEntry {
    /// The seat that played it, from 0.
    pub seat: u8,
    /// The action in the game's notation.
    pub action: String,
    /// When it was played.
    pub at: u64,
}

/// Who sits at a seat, as everybody may see it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum PublicSeatKind {
    /// A person holds it.
    Human,
    /// A bot plays it.
    Bot,
    /// Anyone may take it.
    Open,
    /// It waits for an invited person.
    Invite,
}

/// A seat as everybody may see it: never its token hash or its invitation code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct PublicSeat {
    /// The seat's index, from 0.
    pub seat: usize,
    /// Who sits there.
    pub kind: PublicSeatKind,
    /// The name shown.
    pub name: Option<String>,
    /// The account's name when an account holds the seat (its page is `/player/NAME`); `None`
    /// for a guest, a bot, a free seat and a deleted player.
    pub account: Option<String>,
    /// A bot's level.
    pub level: Option<String>,
    /// Whether somebody (or a bot) sits there.
    pub taken: bool,
    /// Whether the seat's holder has a live connection (bots: always).
    pub connected: bool,
    /// When the holder of a taken seat of a game under way last left it (ms since the epoch;
    /// since the server loaded the game for one who never came), while not connected.
    #[ts(type = "number | null")]
    pub left_at: Option<u64>,
}

impl PublicSeat {
    /// The public face of a stored seat with `connections` live connections.
    pub fn of(seat: &Seat, connections: u32) -> PublicSeat {
        let (kind, level) = match &seat.kind {
            SeatKind::Human if seat.token_hash.is_none() => (PublicSeatKind::Invite, None),
            SeatKind::Human => (PublicSeatKind::Human, None),
            SeatKind::Bot { level } => (PublicSeatKind::Bot, Some(level.clone())),
            SeatKind::Open => (PublicSeatKind::Open, None),
        };
        PublicSeat {
            seat: seat.index as usize,
            kind,
            name: seat.name.clone(),
            account: seat.account.id().and(seat.name.clone()),
            level,
            taken: !seat.is_unclaimed(),
            connected: matches!(seat.kind, SeatKind::Bot { .. }) || connections > 0,
            left_at: None,
        }
    }
}

/// Who takes a seat: the name to show, and the client (its address, as the rate limits tell
/// clients apart) they come from — kept in memory only, never stored: one client takes at
/// most one open seat of a game with hidden cards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Taker {
    /// The name to show.
    pub name: Option<String>,
    /// The client, when known.
    pub client: Option<IpAddr>,
    /// The signed-in player taking it, if any (a rated game's seats are taken only by
    /// accounts).
    pub account: Option<AccountRef>,
}

/// A signed-in player's account, as a seat of a game holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct AccountRef {
    /// The account's id.
    pub id: String,
    /// Its name, as its owner wrote it: the name of its seats where none is given, and always in
    /// a rated game.
    pub name: String,
}

/// Who sits at a seat of a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatPlan {
    /// The creator: gets the seat's token.
    Me,
    /// A person invited by a link: the seat gets an invitation code.
    Invite,
    /// Anyone may take it (from the lobby, or by the invitation code).
    Open,
    /// A bot of this level.
    Bot(Level),
}

/// The stored form of an ending: `win 2`/`draw` and `rules`/`time 1`/`resign 2`/`agreement`/
/// `claim 1` (seats from 1).
pub fn stored_ending(outcome: Outcome, ending: Ending, at: u64) -> quartet_store::Ending {
    quartet_store::Ending {
        result: quartet_core::record::result_text(Some(outcome)),
        termination: match ending {
            Ending::Rules => "rules".to_string(),
            Ending::Time(p) => format!("time {}", p.0 + 1),
            Ending::Resignation(p) => format!("resign {}", p.0 + 1),
            Ending::Agreement => "agreement".to_string(),
            Ending::Claim(p) => format!("claim {}", p.0 + 1),
        },
        at: at as i64,
    }
}

/// Whether a character is invisible or turns text around: the format characters of Unicode
/// (bidirectional overrides, embeddings and isolates, zero-width spaces and joiners, the byte
/// order mark, invisible operators, interlinear annotation marks, tag characters) and the soft
/// hyphen. A name keeps none of them, so that it cannot reverse or hide the text around it.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'..='\u{1160}'
            | '\u{17B4}'..='\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF0}'..='\u{FFFB}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
}

/// A name as shown: without control, invisible or direction characters (see
/// `is_invisible`), every run of white space one space, trimmed, at most 40 characters.
pub fn clean_name(name: Option<&str>) -> Option<String> {
    let mut cleaned = String::new();
    let mut space = false;
    for c in name?.chars() {
        if c.is_whitespace() {
            space = !cleaned.is_empty();
        } else if !c.is_control() && !is_invisible(c) {
            if space {
                cleaned.push(' ');
                space = false;
            }
            cleaned.push(c);
        }
    }
    let cleaned: String = cleaned
        .chars()
        .take(40)
        .collect::<String>()
        .trim_end()
        .to_string();
    (!cleaned.is_empty()).then_some(cleaned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cleaned() {
        assert_eq!(clean_name(Some("  Ada\u{7}  ")), Some("Ada".to_string()));
        assert_eq!(clean_name(Some(" \n ")), None);
        assert_eq!(clean_name(None), None);
        assert_eq!(clean_name(Some(&"x".repeat(50))).map(|n| n.len()), Some(40));
        assert_eq!(
            clean_name(Some("\u{202e}evil\u{202c}\u{200b}\u{2066}x\u{2069}\u{feff}")),
            Some("evilx".to_string())
        );
        assert_eq!(clean_name(Some("\u{200d}\u{200e}\u{2028}\u{e0041}")), None);
        assert_eq!(
            clean_name(Some(" Ada\t\u{2029} Lovelace ")),
            Some("Ada Lovelace".to_string())
        );
        // Letters of every script stay, and so do emoji (their variation selector goes).
        assert_eq!(clean_name(Some("Zoë Čapek 李")), Some("Zoë Čapek 李".to_string()));
    }

    #[test]
    fn a_seat_shows_who_sits_there_but_never_its_secrets() {
        let mut seat = Seat {
            index: 1,
            kind: SeatKind::Human,
            name: Some("Ada".into()),
            token_hash: None,
            invite: Some("code".into()),
            account: Default::default(),
        };
        let public = PublicSeat::of(&seat, 0);
        assert_eq!(
            (public.kind, public.taken, public.connected),
            (PublicSeatKind::Invite, false, false)
        );
        seat.token_hash = Some("hash".into());
        let public = PublicSeat::of(&seat, 2);
        assert_eq!(
            (public.kind, public.taken, public.connected),
            (PublicSeatKind::Human, true, true)
        );
        let text = serde_json::to_string(&public).unwrap();
        assert!(!text.contains("hash") && !text.contains("code"), "{text}");
        seat.kind = SeatKind::Bot {
            level: "strong".into(),
        };
        let public = PublicSeat::of(&seat, 0);
        assert_eq!(
            (public.kind, public.level.as_deref(), public.connected),
            (PublicSeatKind::Bot, Some("strong"), true)
        );
    }
}
