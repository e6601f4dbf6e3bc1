//! Everything the server and its clients say to each other, typed: the requests and answers of
//! the JSON API, the WebSocket's messages both ways, and the errors. `docs/api.md` describes
//! them; the browser's TypeScript types (`web/src/wire/`) are generated from these
//! ([`export_typescript`]), and a test fails when the committed ones differ.

use std::collections::BTreeMap;
use std::path::Path;

use quartet_core::GameKind;
use quartet_store::Status;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::history::HistoryFrom;
use crate::limit::Limits;
use crate::model::{HistoryEntry, PublicSeat};

pub use crate::model::PublicSeatKind;

/// A game's tag: `quarto`, `danish` or `quartino`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum GameTag {
    /// Quarto!
    Quarto,
    /// Danish Quarto.
    Danish,
    /// Quartino.
    Quartino,
}

impl From<GameKind> for GameTag {
    fn from(kind: GameKind) -> GameTag {
        match kind {
            GameKind::Quarto => GameTag::Quarto,
            GameKind::Danish => GameTag::Danish,
            GameKind::Quartino => GameTag::Quartino,
        }
    }
}

/// Where a game is: `open` (a seat is free), `live` or `finished`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    /// A seat is still free.
    Open,
    /// Every seat is taken and the game goes on.
    Live,
    /// Over.
    Finished,
}

impl From<Status> for GameStatus {
    fn from(status: Status) -> GameStatus {
        match status {
            Status::Open => GameStatus::Open,
            Status::Live => GameStatus::Live,
            Status::Finished => GameStatus::Finished,
        }
    }
}

/// The tag of a state message: always `state`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, TS)]
pub enum StateTag {
    /// `state`.
    #[default]
    #[serde(rename = "state")]
    State,
}

/// The state of a game as one viewer may see it: the answer of `GET /api/games/{id}` and of the
/// changes, and the WebSocket's `state` message (see `docs/api.md`).
#[derive(Clone, Debug, Serialize, TS)]
pub struct StateView<'a> {
    /// Always `state`.
    #[serde(rename = "type")]
    pub message: StateTag,
    /// The game's id.
    pub id: &'a str,
    /// Which game.
    pub game: GameTag,
    /// The game's name.
    pub name: &'static str,
    /// The rules text.
    pub rules: &'a str,
    /// Open, live or finished.
    pub status: GameStatus,
    /// Grows with every change (across restarts too).
    #[ts(type = "number")]
    pub version: u64,
    /// How many actions were played.
    pub ply: usize,
    /// How many seats.
    pub players: usize,
    /// Whether the game hides information (Quartino's hands).
    pub hidden: bool,
    /// The seats.
    pub seats: &'a [PublicSeat],
    /// How many spectators watch.
    pub spectators: u32,
    /// The seat to move (from 0), while the game goes on.
    pub to_move: Option<usize>,
    /// The seats this viewer holds (empty: a spectator).
    pub you: &'a [usize],
    /// The seat whose view `view` is, `null` for a spectator's.
    pub viewer: Option<usize>,
    /// The game as the viewer may see it, in the game's notation.
    pub view: String,
    /// The legal actions, only when the viewer holds the seat to move.
    pub legal: Vec<String>,
    /// The index of the first action in `history`: 0 when it holds every action (the answers
    /// over HTTP, a WebSocket's first state and the answer to `sync`), else the number of
    /// actions this client was sent before that are still as they were (an update carries only
    /// what changed: keep the first `history_from` actions you have and append `history`).
    pub history_from: usize,
    /// The actions from `history_from` on (`ply` actions in all).
    #[ts(as = "Vec<HistoryEntry>")]
    pub history: HistoryFrom<'a>,
    /// The last action.
    pub last: Option<&'a HistoryEntry>,
    /// The clocks (`null` without a time control).
    pub clock: Option<ClockView>,
    /// The server's time (ms since the epoch) for the clocks.
    #[ts(type = "number")]
    pub now: u64,
    /// The result, once over.
    pub result: Option<ResultView>,
    /// The whole position, every hand shown: only once the game is over.
    pub position: Option<String>,
    /// The rematch, once asked for.
    pub rematch: Option<RematchView>,
    /// When the game was created (ms since the epoch).
    #[ts(type = "number")]
    pub created_at: i64,
    /// What the board highlights (made squares, the winning quarto).
    #[serde(flatten)]
    pub marks: MarksView,
    /// Whether the game was created with hints for beginners.
    pub hints_on: bool,
    /// Whether the table has its chat (chosen at creation; a line said without it is refused,
    /// `chat_refused` with the detail `chat-off`).
    pub chat_on: bool,
    /// A rated game's rating class (`game/family/speed`, as `quarto/standard/blitz`); `null`
    /// for a casual game.
    pub rated: Option<&'a str>,
    /// What passes between the players: the offers standing, who may still abort.
    pub offers: OffersView<'a>,
    /// The hints for the viewer's seat, in a game with hints that goes on.
    pub hints: Option<HintsView>,
}

/// The offers standing between the players of a game, and who may still abort it.
#[derive(Clone, Debug, Serialize, TS)]
pub struct OffersView<'a> {
    /// The seat that offers a draw (from 0), until another seat answers or moves.
    pub draw: Option<usize>,
    /// The seat whose last turn a take-back asked for would take back, until the others
    /// answer or anyone moves.
    pub take_back: Option<usize>,
    /// Whether the game has draws by agreement (Quarto!, Danish Quarto; not Quartino).
    pub draws: bool,
    /// The seats that may still abort the game: while it goes on, those that have not played.
    pub abortable: &'a [usize],
    /// While the first turn of the seat to move runs in a game between people, when the
    /// server aborts the game if that turn is not finished (ms since the epoch, on the server's
    /// clock: compare with `now`); `null` otherwise.
    #[ts(type = "number | null")]
    pub first_turn_ends: Option<u64>,
    /// Whether a player may claim the game when every other has left (`claim`): rated games,
    /// but for correspondence games, which wait for their players.
    pub claims: bool,
    /// Whether its players may ask for a rematch: the game was played to its end, with a
    /// result (not cancelled, aborted or abandoned).
    pub rematch: bool,
}

/// What a board highlights, as the rules work it out (see `quartet_core::Marks`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, TS)]
pub struct MarksView {
    /// Danish Quarto: the squares each seat has made, by seat (0 White, 1 Black), named by
    /// their corners in turn; `null` in the other games.
    pub made_squares: Option<Vec<Vec<String>>>,
    /// Quarto!: once won by the rules, the alignments of the quarto the winning placement made
    /// (`a1-d1`); `[]` before, after a draw, a win on time or by resignation; `null` in the
    /// other games.
    pub winning_lines: Option<Vec<String>>,
}

impl From<quartet_core::Marks> for MarksView {
    fn from(marks: quartet_core::Marks) -> MarksView {
        MarksView {
            made_squares: marks.made_squares,
            winning_lines: marks.winning_lines,
        }
    }
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Termination {
    /// By the rules.
    Rules,
    /// A clock ran out.
    Time,
    /// A seat resigned.
    Resign,
    /// A player cancelled the game while it waited for its players.
    Cancel,
    /// A player aborted the game before their first action (no result, never rated).
    Abort,
    /// The players agreed to a draw.
    Agreement,
    /// A player claimed the game (a win or a draw) after every other player had left.
    Claim,
    /// The server ended an untimed game every player had left for a day (no result, never
    /// rated).
    Abandoned,
}

/// The result of a finished game, structured so that a client words it with the players'
/// names (`text` says the same in English with seats numbered, for simple clients).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ResultView {
    /// `win 2`, `draw`, or `*` (cancelled: no result).
    pub result: String,
    /// The winning seat (from 0), if any.
    pub winner: Option<usize>,
    /// How it ended.
    pub termination: Termination,
    /// The seat that ran out of time, resigned, cancelled, aborted or claimed (from 0).
    pub seat: Option<usize>,
    /// Why the rules ended the game (with `termination` `rules`), as the game tells it.
    pub reason: Option<ReasonView>,
    /// The result in words.
    pub text: String,
}

/// Why a game ended by its rules, as the game tells it (`kind` names it; seats from 0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ReasonView {
    /// Quarto!: the quartos that won, with the values their pieces share.
    Quarto {
        /// Each quarto.
        alignments: Vec<QuartoMadeView>,
    },
    /// Quarto!: every piece placed, and no quarto (a draw).
    Full,
    /// Danish Quarto: `seat` is down to `left` pieces, and loses.
    Pieces {
        /// The side that lost.
        seat: usize,
        /// Its pieces left, on the board and in hand.
        left: u32,
    },
    /// Danish Quarto: a square made with four pieces against four.
    SquareAtFour {
        /// The side that made it.
        seat: usize,
    },
    /// Danish Quarto: the same position a third time (a draw).
    Repetition,
    /// The cap of turns was reached (a draw).
    TurnCap {
        /// The cap.
        turns: u32,
    },
    /// Quartino: `seat` put aside its last card, the `count`-th.
    Cards {
        /// The winner.
        seat: usize,
        /// Its cards put aside.
        count: u32,
    },
}

/// A quarto that won: its alignment and the values its four pieces share.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct QuartoMadeView {
    /// The alignment by its ends: `a1-d1`, `b2-c3`.
    pub name: String,
    /// A 2×2 square (the advanced rules).
    pub square: bool,
    /// The values the four pieces share, among the attributes that count: `short`, `hollow` …
    pub traits: Vec<String>,
}

impl From<quartet_core::end::EndReason> for ReasonView {
    fn from(reason: quartet_core::end::EndReason) -> ReasonView {
        use quartet_core::end::EndReason;
        match reason {
            EndReason::Quarto { alignments } => ReasonView::Quarto {
                alignments: alignments
                    .into_iter()
                    .map(|a| QuartoMadeView {
                        name: a.alignment,
                        square: a.square,
                        traits: a.traits.into_iter().map(String::from).collect(),
                    })
                    .collect(),
            },
            EndReason::Full => ReasonView::Full,
            EndReason::Pieces { seat, left } => ReasonView::Pieces {
                seat: seat.index(),
                left,
            },
            EndReason::SquareAtFour { seat } => ReasonView::SquareAtFour { seat: seat.index() },
            EndReason::Repetition => ReasonView::Repetition,
            EndReason::TurnCap { turns } => ReasonView::TurnCap { turns },
            EndReason::Cards { seat, count } => ReasonView::Cards {
                seat: seat.index(),
                count,
            },
        }
    }
}

/// The clocks as sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ClockView {
    /// The time control, e.g. `5m+3s`.
    pub control: String,
    /// Time left for each seat, in ms, at `now`.
    #[ts(type = "number[]")]
    pub remaining_ms: Vec<u64>,
    /// The seat whose clock runs.
    pub running: Option<usize>,
}

/// The rematch as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct RematchView {
    /// The new game's id.
    pub id: String,
    /// The invitation to the viewer's seat in the new game (only to the holder of that seat).
    pub code: Option<String>,
}

/// A seat of a new game, as asked: `"me"`, `"invite"`, `"open"` or `{"bot": LEVEL}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum SeatRequest {
    /// Yours: you get its token.
    Me,
    /// Someone you invite with a link.
    Invite,
    /// Anyone may take it.
    Open,
    /// A bot of this level (`beginner`, `casual`, `strong`, `strongest`, `perfect`).
    Bot(String),
}

/// Read by hand: serde's own reading of an enum as an object calls an object of other keys
/// than one (`{}`, `{"bot": "casual", "x": 1}`) "not JSON" (a syntax error), when it is JSON
/// with a bad value or an unknown field.
impl<'de> Deserialize<'de> for SeatRequest {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<SeatRequest, D::Error> {
        use serde::de::{self, MapAccess, Unexpected, Visitor};

        const SEATS: &[&str] = &["me", "invite", "open", "bot"];
        const EXPECTED: &str = r#""me", "invite", "open" or {"bot": LEVEL}"#;

        struct Seat;

        impl<'de> Visitor<'de> for Seat {
            type Value = SeatRequest;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(EXPECTED)
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<SeatRequest, E> {
                match text {
                    "me" => Ok(SeatRequest::Me),
                    "invite" => Ok(SeatRequest::Invite),
                    "open" => Ok(SeatRequest::Open),
                    _ => Err(E::unknown_variant(text, SEATS)),
                }
            }

            fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<SeatRequest, M::Error> {
                let Some(key) = map.next_key::<String>()? else {
                    return Err(de::Error::invalid_value(Unexpected::Map, &self));
                };
                if key != "bot" {
                    return Err(de::Error::unknown_field(&key, &["bot"]));
                }
                let level: String = map.next_value()?;
                if let Some(more) = map.next_key::<String>()? {
                    return Err(de::Error::unknown_field(&more, &["bot"]));
                }
                Ok(SeatRequest::Bot(level))
            }
        }

        deserializer.deserialize_any(Seat)
    }
}

/// The body of `POST /api/games`.
#[derive(Clone, Debug, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct CreateRequest {
    /// Which game: `quarto`, `danish` or `quartino` (read here as text, so that another
    /// answer gets the game's own message).
    #[ts(as = "GameTag")]
    pub game: String,
    /// The rules text (`""` for the defaults).
    #[serde(default)]
    #[ts(optional)]
    pub rules: Option<String>,
    /// The time control (`none` by default).
    #[serde(default)]
    #[ts(optional)]
    pub clock: Option<String>,
    /// Who sits where, one per seat in turn order.
    pub seats: Vec<SeatRequest>,
    /// The name on your `"me"` seats.
    #[serde(default)]
    #[ts(optional)]
    pub name: Option<String>,
    /// One name per seat (`null` for none).
    #[serde(default)]
    #[ts(optional)]
    pub names: Option<Vec<Option<String>>>,
    /// The seed of chance (random by default).
    #[serde(default)]
    #[ts(optional, type = "number")]
    pub seed: Option<u64>,
    /// A start position in the game's notation.
    #[serde(default)]
    #[ts(optional)]
    pub start: Option<String>,
    /// Hints for beginners (off by default; never in rated play).
    #[serde(default)]
    #[ts(optional)]
    pub hints: Option<bool>,
    /// A rated game (off by default): only for a signed-in player, who holds one seat, every
    /// other seat open or for an invited player with an account.
    #[serde(default)]
    #[ts(optional)]
    pub rated: Option<bool>,
    /// The table's chat (on by default; `false` for a game without it, e.g. with children in
    /// mind).
    #[serde(default)]
    #[ts(optional)]
    pub chat: Option<bool>,
}

/// The body of `POST /api/games/import`.
#[derive(Clone, Debug, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ImportRequest {
    /// The record (`docs/records.md`).
    pub record: String,
    /// The time control (`none` by default).
    #[serde(default)]
    #[ts(optional)]
    pub clock: Option<String>,
    /// Who sits where (all yours by default).
    #[serde(default)]
    #[ts(optional)]
    pub seats: Option<Vec<SeatRequest>>,
    /// The name on your seats.
    #[serde(default)]
    #[ts(optional)]
    pub name: Option<String>,
    /// The seats' names, by seat (else the record's, but for bots).
    #[serde(default)]
    #[ts(optional)]
    pub names: Option<Vec<Option<String>>>,
    /// Go on after this many of the record's actions (all of them by default).
    #[serde(default)]
    #[ts(optional)]
    pub ply: Option<usize>,
    /// Always refused when true: an imported record is never rated.
    #[serde(default)]
    #[ts(optional)]
    pub rated: Option<bool>,
}

/// The body of `POST /api/records/preview`.
#[derive(Clone, Debug, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct PreviewRequest {
    /// The record (`docs/records.md`).
    pub record: String,
}

/// The answer of `POST /api/records/preview`: what a record holds before it is imported.
#[derive(Clone, Debug, Serialize, TS)]
pub struct RecordPreview {
    /// Which game.
    pub game: GameTag,
    /// The game's name.
    pub name: String,
    /// The rules text.
    pub rules: String,
    /// How many seats.
    pub players: usize,
    /// The seats' names in the record (`[Player1 "Ada"]`), by seat.
    pub names: Vec<Option<String>>,
    /// The position after every action (every hand shown: the record holds them all).
    pub plies: Vec<Ply>,
    /// Whether the record ends with the end of the game.
    pub over: bool,
}

/// The body of `POST /api/join` (`code` needed) and `POST /api/games/{id}/join`.
#[derive(Clone, Debug, Default, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct JoinRequest {
    /// The invitation code.
    #[serde(default)]
    #[ts(optional)]
    pub code: Option<String>,
    /// The open seat to take (the first open one by default).
    #[serde(default)]
    #[ts(optional)]
    pub seat: Option<usize>,
    /// Your name.
    #[serde(default)]
    #[ts(optional)]
    pub name: Option<String>,
}

/// The body of `POST /api/games/{id}/actions`.
#[derive(Clone, Debug, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    /// The action in the game's notation.
    pub action: String,
}

/// The body of `POST /api/analysis`.
#[derive(Clone, Debug, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct AnalysisRequest {
    /// The rules text (`""` for the defaults).
    #[serde(default)]
    #[ts(optional)]
    pub rules: Option<String>,
    /// The position in Quarto!'s notation.
    pub position: String,
    /// The time limit (4000 by default, 10000 at most).
    #[serde(default)]
    #[ts(optional, type = "number")]
    pub time_ms: Option<u64>,
}

/// A seat and its secret token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct SeatToken {
    /// The seat, from 0.
    pub seat: usize,
    /// The secret token.
    pub token: String,
}

/// How an invited seat waits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum InviteKind {
    /// For the person the link is sent to.
    Invite,
    /// For anyone.
    Open,
}

/// A seat and its invitation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct Invite {
    /// The seat, from 0.
    pub seat: usize,
    /// Who may take it.
    pub kind: InviteKind,
    /// The invitation code.
    pub code: String,
    /// The page that takes the seat: `/join/CODE`.
    pub link: String,
}

/// What the creator of a game (or the asker of a rematch) gets, besides the state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Created {
    /// The new game's id.
    pub id: String,
    /// The tokens of the creator's seats (keep them secret: they are the seats).
    pub tokens: Vec<SeatToken>,
    /// The invitation codes of the seats that wait for people (share them as links).
    pub invites: Vec<Invite>,
}

/// The answer of `POST /api/games`, `…/import` and `…/rematch`.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(rename = "Created")]
pub struct CreatedReply<'a> {
    /// The new game's id.
    pub id: &'a str,
    /// The tokens of your seats.
    pub tokens: &'a [SeatToken],
    /// The invitations of the seats that wait for people.
    pub invites: &'a [Invite],
    /// The state for your seats.
    pub state: StateView<'a>,
}

/// The answer of the join requests.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Joined<'a> {
    /// The game's id.
    pub id: &'a str,
    /// The seat taken.
    pub seat: usize,
    /// Its secret token.
    pub token: &'a str,
    /// The state for that seat.
    pub state: StateView<'a>,
}

/// A game of the lobby (`GET /api/games`).
#[derive(Clone, Debug, Serialize, TS)]
pub struct Listed {
    /// The game's id.
    pub id: String,
    /// Which game.
    pub game: GameTag,
    /// The rules text.
    pub rules: String,
    /// Open, live or finished.
    pub status: GameStatus,
    /// The seats.
    pub seats: Vec<PublicSeat>,
    /// Whether a seat is open to anyone (join it with `POST /api/games/{id}/join`).
    pub joinable: bool,
    /// How many actions were played.
    pub ply: i32,
    /// The time control, when the game is in memory.
    pub clock: Option<String>,
    /// The seat to move, while the game goes on and is in memory.
    pub to_move: Option<usize>,
    /// The result once finished: `win 2` (seat 2 won, seats from 1), `draw`, `*` (no result).
    pub result: Option<String>,
    /// How it ended, once finished: `rules` (as the game's rules end it), `time 1`,
    /// `resign 2`, `agreement`, `claim 1`, `abort 2`, `cancel 1` (seats from 1).
    pub termination: Option<String>,
    /// When the game was created (ms since the epoch).
    #[ts(type = "number")]
    pub created_at: i64,
    /// When it last changed.
    #[ts(type = "number")]
    pub updated_at: i64,
}

/// The answer of `GET /api/games`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct GameList {
    /// The games: those waiting for players first, in the lobby's fair order (each creator's
    /// few newest before anyone's next ones), then the others newest first.
    pub games: Vec<Listed>,
    /// The `offset` of the next page, when there is one.
    pub next: Option<usize>,
}

/// The answer of `GET /api/invites/{code}`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct InviteInfo {
    /// The game's id.
    pub id: String,
    /// The seat the invitation is for.
    pub seat: usize,
    /// Which game.
    pub game: GameTag,
    /// The game's name.
    pub name: String,
    /// The rules text.
    pub rules: String,
    /// The time control.
    pub clock: String,
    /// The seats.
    pub seats: Vec<PublicSeat>,
    /// What became of the invitation: its seat free, taken, or the game over or cancelled.
    pub state: InviteState,
}

/// What became of an invitation (`InviteInfo::state`): a used link leads to its game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum InviteState {
    /// Its seat waits for the invited person.
    Free,
    /// Somebody took its seat; the game waits for other players or goes on.
    Taken,
    /// The game is over.
    Over,
    /// The game was cancelled before it began.
    Cancelled,
}

/// The answer of `GET /api/health`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Health {
    /// Always true.
    pub ok: bool,
    /// How many rooms are in memory.
    pub rooms: usize,
}

/// A seat range.
#[derive(Clone, Debug, Serialize, TS)]
pub struct SeatRange {
    /// The fewest seats.
    pub min: usize,
    /// The most seats.
    pub max: usize,
}

/// One game of `GET /api/meta`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct GameMeta {
    /// Which game.
    pub game: GameTag,
    /// Its name.
    pub name: String,
    /// The default rules text.
    pub rules: Option<String>,
    /// The usual start position in the game's notation, with the default rules (a Quartino
    /// deal of seed 0): what a chosen `start` looks like.
    pub start: Option<String>,
    /// How many seats it takes.
    pub players: SeatRange,
    /// Whether it hides information.
    pub hidden: bool,
    /// The bot levels it has.
    pub levels: Vec<String>,
}

/// The answer of `GET /api/meta`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Meta {
    /// The games.
    pub games: Vec<GameMeta>,
    /// Example time controls.
    pub clocks: Vec<String>,
    /// The kinds of seats a new game may have.
    pub seats: Vec<SeatRequest>,
    /// The limits.
    pub limits: Limits,
    /// The games with an analysis (the exact solver).
    pub analysis: Vec<GameTag>,
}

/// One step of the replay (`GET /api/games/{id}/history`).
#[derive(Clone, Debug, Serialize, TS)]
pub struct Ply {
    /// Actions played so far.
    pub ply: usize,
    /// Who played the last one.
    pub seat: Option<u8>,
    /// The last action.
    pub action: Option<String>,
    /// The game as the replay's viewer may see it.
    pub view: String,
    /// When the last action was played.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    #[ts(optional, type = "number")]
    pub at: Option<u64>,
    /// What the board highlights then.
    #[serde(flatten)]
    pub marks: MarksView,
}

/// The answer of `GET /api/games/{id}/history`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Replay {
    /// The game's id.
    pub id: String,
    /// Whose view the steps are (`null`: a spectator's, or every hand once over).
    pub viewer: Option<usize>,
    /// The view after every action.
    pub plies: Vec<Ply>,
}

/// A solver's result for the player who moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum SolverResult {
    /// A win with perfect play.
    Win,
    /// A draw.
    Draw,
    /// A loss.
    Loss,
}

/// A value of the solver for the player who moves: `win in 5`, `draw`, `loss in 8`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct SolverValue {
    /// Win, draw or loss.
    pub result: SolverResult,
    /// Placements to the end under perfect play (`null` for a draw).
    pub distance: Option<u32>,
    /// In words.
    pub text: String,
}

/// The value of one turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct TurnValue {
    /// The turn (`c2 4`).
    pub turn: String,
    /// Its actions.
    pub actions: Vec<String>,
    /// Its value.
    #[serde(flatten)]
    pub value: SolverValue,
}

/// The best value reachable by a first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct FirstActionValue {
    /// The action.
    pub action: String,
    /// The value.
    #[serde(flatten)]
    pub value: SolverValue,
}

/// The solver's analysis of a Quarto! position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct Analysis {
    /// The game's id (a game's analysis only).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    #[ts(optional)]
    pub id: Option<String>,
    /// The ply analysed (a game's analysis only).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    #[ts(optional)]
    pub ply: Option<usize>,
    /// The position.
    pub position: String,
    /// The seat to move.
    pub to_move: usize,
    /// The position's value.
    pub value: SolverValue,
    /// Every legal turn, best first.
    pub turns: Vec<TurnValue>,
    /// The best value reachable by each first action.
    pub first_actions: Vec<FirstActionValue>,
    /// Whether the distances were found in time.
    pub distances: bool,
    /// The best line.
    pub principal_line: Vec<String>,
    /// Nodes searched.
    #[ts(type = "number")]
    pub nodes: u64,
    /// Time taken.
    #[ts(type = "number")]
    pub elapsed_ms: u64,
}

/// Why a request was refused: the stable code of every error the server answers (a client may
/// translate it), listed in `docs/api.md`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Malformed input.
    BadRequest,
    /// A seat token that holds no seat, or none where one is needed.
    BadToken,
    /// A spectator tried to act.
    Spectator,
    /// A replay asked for a seat the request does not hold.
    NotYourSeat,
    /// No such game, invitation or endpoint.
    NotFound,
    /// The method is not one the endpoint answers.
    MethodNotAllowed,
    /// The game waits for players.
    Waiting,
    /// Another seat is to move.
    NotYourTurn,
    /// The game is over.
    Over,
    /// The seat is not free.
    SeatTaken,
    /// One person, one open seat of a game with hidden cards.
    OneSeat,
    /// The game has started: it can no longer be cancelled.
    Started,
    /// Nothing to take back.
    NothingToUndo,
    /// Taking back only against bots.
    UndoRefused,
    /// A rematch is for finished games.
    NotOver,
    /// The rematch exists and your seats there are taken.
    RematchExists,
    /// The record waits for the end of a game with hidden information.
    Hidden,
    /// A game's analysis opens when it is over (or at once against bots).
    AnalysisRefused,
    /// The server is stopping.
    Stopping,
    /// The server is too busy for this now (analyses queued, connections): try again later.
    Busy,
    /// The client address has as many connections (or WebSockets) open as it may.
    TooManyConnections,
    /// The request's head or body came too slowly.
    RequestTimeout,
    /// The client address has as many games waiting for players as it may.
    TooManyGames,
    /// Too large.
    TooLarge,
    /// A WebSocket endpoint asked without a WebSocket upgrade.
    UpgradeRequired,
    /// The rules refuse the action.
    Illegal,
    /// Too many requests or messages.
    RateLimited,
    /// A stored game that does not replay.
    Corrupt,
    /// Something failed inside the server.
    Internal,
    /// The store failed: nothing changed.
    Storage,
    /// No server drives the game at this moment (several nodes: it is passing to another):
    /// nothing changed; the same request succeeds after `Retry-After`.
    NotOwner,
    /// Several nodes: the node driving the game took the call and did not answer in time. It
    /// may have been made: read the game's state (or `sync`) before sending it again.
    Unanswered,
    /// The solver did not finish in time.
    AnalysisTimeout,
    /// The solver could not get its memory.
    AnalysisMemory,
    /// Another account has this name (or one that looks like it).
    NameTaken,
    /// The name and password do not go together.
    WrongCredentials,
    /// The request needs a signed-in player.
    SignedOut,
    /// A state-changing request with the session cookie but without its CSRF token.
    Csrf,
    /// The game cannot be rated as asked, or a seat of a rated game cannot be taken so.
    RatedRefused,
    /// A wait for an opponent ended: the player left, or asked for another game elsewhere.
    PairingEnded,
    /// The challenged player declined the challenge.
    ChallengeDeclined,
    /// The player asking has moved: the game can no longer be aborted.
    AbortRefused,
    /// The game has no draw by agreement (Quartino).
    NoDraw,
    /// No offer of another player stands to accept or decline.
    NoOffer,
    /// The game cannot be claimed (casual, another player at the table, too soon).
    ClaimRefused,
    /// A chat line refused: empty, over 140 characters, or with control characters.
    ChatRefused,
}

/// An error as answered over HTTP: `{"error": code, "message": words}`, and `"rule"` when the
/// rules refused the action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ErrorBody {
    /// What went wrong, for programs.
    pub error: ErrorCode,
    /// What went wrong, for people.
    pub message: String,
    /// The rules' own refusal (with `illegal`), for a client to say in its language.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub rule: Option<RuleRefusal>,
    /// What the refusal is about beyond its code, for a client to say in its language.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub detail: Option<ErrorDetail>,
}

/// What a refusal is about beyond its error code (`docs/api.md`'s details): a stable code
/// (`clock-turn-range`) and the values it names (message `server-detail-<code>` of
/// `locales/<lang>/web-errors.ftl` takes them as its variables).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ErrorDetail {
    /// The stable code: `clock-turn-range`.
    pub code: String,
    /// The values it names, by name.
    pub values: BTreeMap<String, RuleValue>,
}

impl ErrorDetail {
    /// The detail of a refusal.
    pub fn of(detail: &crate::detail::Detail) -> ErrorDetail {
        ErrorDetail {
            code: detail.code.to_string(),
            values: detail
                .values
                .iter()
                .map(|(name, value)| (name.to_string(), RuleValue::of(value.clone())))
                .collect(),
        }
    }
}

/// A refusal of the rules, as `docs/errors.md` lists them: its stable code
/// (`quarto.cell-taken`), its kind and the values it names (message `error-<code>` of
/// `locales/<lang>/errors.ftl` takes them as its variables).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct RuleRefusal {
    /// The stable code: `quarto.cell-taken`.
    pub code: String,
    /// `rules`, `position`, `parse-action` or `illegal`.
    pub kind: String,
    /// The values the refusal names, by name: notation as text, counts as numbers.
    pub values: BTreeMap<String, RuleValue>,
}

/// A value a refusal names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
pub enum RuleValue {
    /// Text: notation, a side, a trait.
    Text(String),
    /// A count or a number of the notation.
    Number(i64),
}

impl RuleRefusal {
    /// The refusal of an error of the rules.
    pub fn of(error: &quartet_core::AnyError) -> RuleRefusal {
        RuleRefusal {
            code: error.code().to_string(),
            kind: error.kind().tag().to_string(),
            values: error
                .values()
                .into_iter()
                .map(|(name, value)| (name.to_string(), RuleValue::of(value)))
                .collect(),
        }
    }
}

impl RuleValue {
    /// A value of the rules' errors.
    pub fn of(value: quartet_core::ErrorValue) -> RuleValue {
        match value {
            quartet_core::ErrorValue::Text(t) => RuleValue::Text(t),
            quartet_core::ErrorValue::Number(n) => RuleValue::Number(n),
        }
    }
}

/// A message from a WebSocket client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first message: the seats this client holds, by their tokens (none: a spectator).
    Auth {
        /// The seat tokens.
        tokens: Vec<String>,
    },
    /// Play an action in the game's notation.
    Action {
        /// The action.
        action: String,
    },
    /// Resign.
    Resign,
    /// Take back the last turn (against bots; between people, `offer` a `take_back`).
    Undo,
    /// Abort the game before your first action.
    Abort,
    /// Offer a draw or ask to take your last turn back (an offer while another player's
    /// same offer stands accepts it).
    Offer {
        /// What is offered.
        offer: OfferKind,
    },
    /// Accept another player's offer.
    Accept {
        /// What is accepted.
        offer: OfferKind,
    },
    /// Decline another player's offer.
    Decline {
        /// What is declined.
        offer: OfferKind,
    },
    /// Claim a rated game every other player has left: a win, or a draw.
    Claim {
        /// `true` for a draw (a win otherwise).
        #[serde(default)]
        draw: bool,
    },
    /// Say a line in the game's chat: the players' for a player, the spectators' for a
    /// spectator (plain text, at most 140 characters, 5 lines in 10 s).
    Chat {
        /// The line.
        text: String,
    },
    /// Ask for (or accept) a rematch.
    Rematch,
    /// Send the state again.
    Sync,
    /// Answered with `pong`.
    Ping,
}

/// What a player offers the others.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum OfferKind {
    /// A draw by agreement.
    Draw,
    /// Taking back the offerer's last turn.
    TakeBack,
}

/// A message of the server on a WebSocket.
#[derive(Clone, Debug, Serialize, TS)]
#[serde(untagged)]
#[allow(clippy::large_enum_variant)] // built and written at once, never kept
pub enum ServerMessage<'a> {
    /// The state (after every change, and on `sync`).
    State(StateView<'a>),
    /// Something else.
    Other(Reply),
}

/// The WebSocket's messages other than the state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// A refusal, to this client alone.
    Error {
        /// What went wrong, for programs.
        code: ErrorCode,
        /// What went wrong, for people.
        message: String,
        /// The rules' own refusal (with `illegal`), for a client to say in its language.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        rule: Option<RuleRefusal>,
        /// What the refusal is about beyond its code, for a client to say in its language.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        detail: Option<ErrorDetail>,
    },
    /// The rematch asked for.
    Rematch {
        /// The new game's id.
        id: String,
        /// The tokens of your seats there.
        tokens: Vec<SeatToken>,
        /// The invitations of the seats that wait for people.
        invites: Vec<Invite>,
    },
    /// The answer to `ping`.
    Pong,
    /// Lines of the game's chat this connection reads: the last ones when it connects, then
    /// each line as it is said.
    Chat {
        /// Which chat: the players' (to players) or the spectators' (to spectators).
        chat: ChatKind,
        /// The lines, oldest first.
        lines: Vec<ChatLineView>,
    },
}

/// Which of a game's two chats.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ChatKind {
    /// The players'.
    Players,
    /// The spectators'.
    Spectators,
}

impl From<quartet_store::ChatRoom> for ChatKind {
    fn from(room: quartet_store::ChatRoom) -> ChatKind {
        match room {
            quartet_store::ChatRoom::Players => ChatKind::Players,
            quartet_store::ChatRoom::Spectators => ChatKind::Spectators,
        }
    }
}

/// A line of a game's chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ChatLineView {
    /// Its number in its chat, from 1.
    #[ts(type = "number")]
    pub n: i64,
    /// The author's seat (from 0) in the players' chat; `null` for a spectator.
    pub seat: Option<usize>,
    /// The author's name as the seat shows it, when it has one.
    pub name: Option<String>,
    /// The text: plain text, to be shown as text (never as markup).
    pub text: String,
    /// When it was said (ms since the epoch).
    #[ts(type = "number")]
    pub at: i64,
}

impl From<&quartet_store::ChatLine> for ChatLineView {
    fn from(line: &quartet_store::ChatLine) -> ChatLineView {
        ChatLineView {
            n: line.n,
            seat: line.line.seat.and_then(|s| usize::try_from(s).ok()),
            name: line.line.name.clone(),
            text: line.line.text.clone(),
            at: line.line.at,
        }
    }
}

// ----- Learning: rules, lessons, puzzles, reviews, hints (see `crate::learn`) -----

/// How a run of text is set.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum SpanStyle {
    /// Plain.
    Plain,
    /// Strong.
    Strong,
    /// Emphasis.
    Emphasis,
    /// Notation, as typed.
    Code,
}

/// A run of text in one style.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct SpanView {
    /// How it is set.
    pub style: SpanStyle,
    /// The text.
    pub text: String,
}

/// A position to draw for reading: its rules, the lines or squares to highlight, a caption.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct DiagramView {
    /// The position as anyone may see it (Quartino: the hand of the player to move shown).
    pub position: String,
    /// The rules text.
    pub rules: String,
    /// What to highlight.
    #[serde(flatten)]
    pub marks: MarksView,
    /// The caption.
    pub caption: Option<String>,
    /// Whether to draw what goes beside the board (pool, supply, hand).
    pub side: bool,
}

/// A block of text: a paragraph, a list or a diagram.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BlockView {
    /// A paragraph.
    Paragraph {
        /// Its runs of text.
        spans: Vec<SpanView>,
    },
    /// A list.
    List {
        /// Its items.
        items: Vec<Vec<SpanView>>,
    },
    /// A diagram.
    Diagram(DiagramView),
}

/// A section of a game's rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct SectionView {
    /// The anchor, e.g. `squares` (what the lobby links to).
    pub id: String,
    /// 2 for a section, 3 for one within it.
    pub level: u8,
    /// The heading.
    pub title: String,
    /// The blocks.
    pub blocks: Vec<BlockView>,
}

/// `GET /api/rules/{game}`: a game's rules for newcomers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct RulesView {
    /// Which game.
    pub game: GameTag,
    /// The title.
    pub title: String,
    /// What comes before the first section.
    pub intro: Vec<BlockView>,
    /// The sections.
    pub sections: Vec<SectionView>,
}

/// A prepared position to play from (a lesson's or a puzzle's), as its player sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct TaskView {
    /// The rules text.
    pub rules: String,
    /// The position as the player sees it (Quartino: his own hand, no other).
    pub view: String,
    /// The player's seat (from 0).
    pub seat: usize,
    /// How many seats.
    pub players: usize,
    /// The actions the player may play now.
    pub legal: Vec<String>,
    /// What the board highlights.
    #[serde(flatten)]
    pub marks: MarksView,
}

/// One lesson of a guided first game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct LessonView {
    /// Its id, e.g. `safe-gift`.
    pub id: String,
    /// Its title.
    pub title: String,
    /// The explanation.
    pub text: Vec<BlockView>,
    /// What to do, in a sentence.
    pub instruction: String,
    /// A hint.
    pub hint: String,
    /// What the player is told once it is done.
    pub success: String,
    /// The goal, e.g. `win 1` (see `docs/api.md`).
    pub goal: String,
    /// The position to play.
    pub task: TaskView,
}

/// `GET /api/lessons/{game}`: a game's lessons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct CourseView {
    /// Which game.
    pub game: GameTag,
    /// The title.
    pub title: String,
    /// What comes before the lessons.
    pub intro: Vec<BlockView>,
    /// The lessons, in order.
    pub lessons: Vec<LessonView>,
}

/// A puzzle as sent before it is solved: never its solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct PuzzleView {
    /// Its id.
    pub id: String,
    /// Which game.
    pub game: GameTag,
    /// Its theme, e.g. `win-in-2`.
    pub theme: String,
    /// How hard, on the rating scale.
    #[ts(type = "number")]
    pub rating: i64,
    /// How many tries were reported, and how many solved it.
    #[ts(type = "number")]
    pub tries: i64,
    /// How many tries solved it.
    #[ts(type = "number")]
    pub solved: i64,
    /// The day of a daily puzzle (`2025-11-24`), none for another.
    pub day: Option<String>,
    /// The position to play.
    pub task: TaskView,
}

/// The body of a try: every action played from the start so far (the player's and the
/// replies given), the last being the player's new one.
#[derive(Clone, Debug, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct TryRequest {
    /// The actions, in the game's notation.
    pub line: Vec<String>,
}

/// What a try is worth.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum VerdictTag {
    /// Right so far: play on (after the replies).
    Continue,
    /// Done.
    Solved,
    /// Wrong.
    Wrong,
}

/// Why an action was wrong, or a mistake, as data (a client words it). Cells, pieces, points,
/// lines, cards and actions are in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WhyView {
    /// Quarto!: placing on `cell` would have won, completing `line`, whose pieces share `shared`.
    WinAt {
        /// The cell.
        cell: String,
        /// The line or square (`a1-d1`).
        line: String,
        /// The traits its pieces share (`tall`, …).
        shared: Vec<String>,
    },
    /// Quarto!: the piece given lets the opponent win on `cell`.
    GiftWins {
        /// The piece (`7`).
        piece: String,
        /// Where the opponent wins.
        cell: String,
        /// The line or square.
        line: String,
        /// The traits its pieces would share.
        shared: Vec<String>,
    },
    /// Quarto!: the placement left only deadly gifts.
    NoSafeGift,
    /// Quarto!: the placement completes no quarto.
    NoQuarto {
        /// Where the piece went.
        cell: String,
    },
    /// Quarto!: a quarto open to a claim was not claimed.
    ClaimMissed {
        /// The quarto.
        line: String,
    },
    /// The other side can now force a win.
    OpponentWins {
        /// Placements (or moves) to the end, when known.
        distance: Option<u32>,
    },
    /// The win is gone.
    WinLost {
        /// What it is worth now: a draw or a loss.
        now: SolverResult,
    },
    /// Still a win, but too slow.
    TooSlow {
        /// Placements the win now takes.
        distance: u32,
        /// Placements it had to take at most.
        within: u32,
    },
    /// Danish Quarto: no valid square made.
    NoSquare,
    /// Danish Quarto: the reply captures the piece on `point`.
    CaptureAllowed {
        /// The reply.
        reply: String,
        /// The piece it takes.
        point: String,
    },
    /// Danish Quarto: the reply leaves no capture.
    Escapes {
        /// The reply.
        reply: String,
    },
    /// `action` was there to play (a capture, a claim, a win).
    Missed {
        /// The better action.
        action: String,
    },
    /// The reply wins at once for the other side.
    WinAllowed {
        /// The reply.
        reply: String,
    },
    /// Quartino: too few cards can still be claimed this turn.
    ClaimsLeft {
        /// At most this many, claims made included.
        possible: u8,
        /// How many were asked for.
        wanted: u8,
    },
    /// Quartino: a card of the hand showed and was not claimed.
    CardMissed {
        /// The card.
        card: String,
        /// Where it showed.
        quarter: String,
    },
    /// Quartino: no card of the hand shows.
    NoCardShows,
    /// The engine values it well below its own choice.
    Weaker,
    /// The goal is not one of this game's.
    GoalDoesNotFit {
        /// The goal, as lessons write it (`win 2`).
        goal: String,
    },
}

/// The answer to a try.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct TryAnswer {
    /// Right so far, done, or wrong.
    pub verdict: VerdictTag,
    /// The other side's replies to play (when right so far).
    pub replies: Vec<String>,
    /// Why it was wrong.
    pub why: Option<WhyView>,
    /// The position after the line and the replies, as the player sees it.
    pub view: String,
    /// The actions the player may play next (when right so far).
    pub legal: Vec<String>,
    /// What the board highlights after it.
    #[serde(flatten)]
    pub marks: MarksView,
    /// A puzzle's solution, once solved or wrong (never before).
    pub solution: Option<Vec<String>>,
}

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum EvalKind {
    /// The exact solver's (Quarto!).
    Exact,
    /// An engine's estimate.
    Estimate,
    /// Not known (the solver did not finish within its budget).
    Unknown,
}

/// How bad a mistake was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum SeverityTag {
    /// A tenth of the expected score or more thrown away.
    Inaccuracy,
    /// A fifth or more; a win thrown to a draw.
    Mistake,
    /// Three tenths or more; a win or a draw thrown to a loss.
    Blunder,
}

/// What a position was worth for a player.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct EvalView {
    /// Exact, an estimate, or not known.
    pub kind: EvalKind,
    /// Exact: a win, a draw or a loss.
    pub result: Option<SolverResult>,
    /// Exact: placements to the end, when known.
    pub distance: Option<u32>,
    /// The expected score, 0 a loss … 1 a win (a draw ½), when known.
    pub score: Option<f64>,
}

/// One action of a game, reviewed.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct StepView {
    /// Its index, from 0.
    pub ply: usize,
    /// Who played it (from 0).
    pub seat: usize,
    /// What was played.
    pub action: String,
    /// What the position was worth for `seat` before it.
    pub before: EvalView,
    /// And after it.
    pub after: EvalView,
    /// How bad, if it was a mistake.
    pub severity: Option<SeverityTag>,
    /// The engine's choice instead, when it was a mistake.
    pub best: Vec<String>,
    /// Why it was a mistake.
    pub why: Option<WhyView>,
    /// A mistake's position, to play it again (`POST /api/games/{id}/review/{ply}/try`).
    pub task: Option<TaskView>,
}

/// Which engine judged a review (`kind` names it), and how hard it looked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ReviewEngineView {
    /// Quarto!: the exact solver, with its books.
    ExactSolver,
    /// Danish Quarto: the alpha-beta engine.
    AlphaBeta {
        /// Nodes a position.
        nodes: u64,
    },
    /// Quartino: the information-set search.
    InformationSetSearch {
        /// Playouts a decision.
        playouts: u64,
    },
}

impl From<quartet_engine::learn::ReviewEngine> for ReviewEngineView {
    fn from(engine: quartet_engine::learn::ReviewEngine) -> ReviewEngineView {
        use quartet_engine::learn::ReviewEngine;
        match engine {
            ReviewEngine::ExactSolver => ReviewEngineView::ExactSolver,
            ReviewEngine::AlphaBeta { nodes } => ReviewEngineView::AlphaBeta { nodes },
            ReviewEngine::InformationSetSearch { playouts } => {
                ReviewEngineView::InformationSetSearch { playouts }
            }
        }
    }
}

/// `GET /api/games/{id}/review`: a finished game reviewed action by action.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct ReviewView {
    /// The game's id.
    pub id: String,
    /// Which game.
    pub game: GameTag,
    /// The rules text.
    pub rules: String,
    /// How many seats.
    pub players: usize,
    /// The judge, in English words (`the exact solver`, …).
    pub engine: String,
    /// The judge, for the words of the page's language.
    pub judge: ReviewEngineView,
    /// Every action, reviewed.
    pub steps: Vec<StepView>,
    /// Time the review took.
    #[ts(type = "number")]
    pub elapsed_ms: u64,
}

/// A Quartino card one token away from the board, and that token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct NearCardView {
    /// The card (`YBGP`).
    pub card: String,
    /// Where it would show (`Q3`).
    pub quarter: String,
    /// The space that needs a token (`R4`).
    pub space: String,
    /// The colour it needs (`P`).
    pub colour: String,
}

/// Hints for beginners, for the viewer's seat (only in a game created with hints).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, TS)]
pub struct HintsView {
    /// Quarto!: pieces that let the opponent win at once if given now.
    pub deadly_gifts: Vec<String>,
    /// Quarto!: cells where placing leaves only deadly gifts.
    pub poisoned_cells: Vec<String>,
    /// Danish Quarto: the viewer's pieces the opponent could capture next move.
    pub threatened: Vec<String>,
    /// Danish Quarto: the viewer's moves after which the opponent can capture or win.
    pub unsafe_moves: Vec<String>,
    /// Quartino: the viewer's cards one token away from the board.
    pub near_cards: Vec<NearCardView>,
}

/// Who is signed in, as the session endpoints answer.
#[derive(Serialize, Debug, PartialEq, Eq, Clone, TS)]
pub struct SessionInfo {
    /// The account's name; `null` when nobody is signed in.
    pub name: Option<String>,
    /// The CSRF token to send in `X-CSRF-Token` with every state-changing request.
    pub csrf: Option<String>,
    /// The language the account chose (`PUT /api/session/lang`); `null` when it chose none
    /// (or nobody is signed in): the browser's own choice applies.
    pub lang: Option<String>,
}

/// The body of `PUT /api/session/lang`: a catalog's tag (`en ro es fr cs it`), or `null` to
/// forget the choice.
#[derive(Clone, Debug, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct LangChoice {
    /// The tag.
    pub lang: Option<String>,
}

// ----- Quick pairing (see `crate::pairing`) -----

/// The body of `POST /api/pairing`: the pool to wait in.
#[derive(Clone, Debug, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct PairingRequest {
    /// Which game (`quarto`, `quartino`, `danish`).
    pub game: String,
    /// The rules (the game's defaults when left out).
    #[serde(default)]
    #[ts(optional)]
    pub rules: Option<String>,
    /// The time control (`none`, `1m/move`, `5m+3s`…).
    pub clock: String,
    /// A rated game (for a signed-in player only); casual by default.
    #[serde(default)]
    #[ts(optional)]
    pub rated: Option<bool>,
    /// A guest's name at the table (an account plays under its own).
    #[serde(default)]
    #[ts(optional)]
    pub name: Option<String>,
    /// A guest browser's id (random, kept by the browser; up to 64 letters, digits, `-`, `_`):
    /// one guest's pages are one player, never paired with each other, and a second wait
    /// takes the place of the first. Without it every guest ticket is a player of its own.
    #[serde(default)]
    #[ts(optional)]
    pub browser: Option<String>,
}

/// The answer to `POST /api/pairing`: the secret ticket to wait with on `/api/pairing/ws`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct PairingTicket {
    /// The ticket (secret: it is sent in the socket's first message and `DELETE`'s body,
    /// never in a URL).
    pub ticket: String,
    /// The pool: the game, its rules and clock as written back, rated or not.
    pub pool: PairingPool,
    /// The rating the pairing goes by (the account's in the class; 1500 for a guest).
    pub rating: i64,
    /// How long the ticket waits for its socket, in ms.
    pub attach_within_ms: u64,
    /// The seek's id, for a seek (`POST /api/seeks`).
    #[ts(optional)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seek: Option<String>,
}

/// A seek in the lobby's list.
#[derive(Clone, Debug, Serialize, TS)]
pub struct SeekView {
    /// Its id (to accept it).
    pub id: String,
    /// Which game.
    pub game: String,
    /// Its rules.
    pub rules: String,
    /// Its clock.
    pub clock: String,
    /// Rated or casual.
    pub rated: bool,
    /// The seeker's name.
    pub name: Option<String>,
    /// The seeker's rating in the class (1500 for a guest).
    pub rating: Option<i64>,
    /// When it was made (ms since the epoch).
    pub created_at: i64,
}

/// The answer to `GET /api/seeks`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct SeekList {
    /// The seeks, oldest first.
    pub seeks: Vec<SeekView>,
}

/// The body of `POST /api/challenges`: a game offered to one named player.
#[derive(Clone, Debug, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ChallengeRequest {
    /// The challenged player's name.
    pub to: String,
    /// Which game.
    pub game: String,
    /// The rules (the game's defaults when left out).
    #[serde(default)]
    #[ts(optional)]
    pub rules: Option<String>,
    /// The time control.
    pub clock: String,
    /// Rated or casual (casual by default).
    #[serde(default)]
    #[ts(optional)]
    pub rated: Option<bool>,
}

/// A challenge an account made or received.
#[derive(Clone, Debug, Serialize, TS)]
pub struct ChallengeView {
    /// Its id.
    pub id: String,
    /// Who challenges.
    pub from: String,
    /// Who is challenged.
    pub to: String,
    /// Which game.
    pub game: String,
    /// Its rules.
    pub rules: String,
    /// Its clock.
    pub clock: String,
    /// Rated or casual.
    pub rated: bool,
    /// When it was made (ms since the epoch).
    pub created_at: i64,
}

/// The answer to `GET /api/challenges`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct ChallengeList {
    /// The challenges the account received, oldest first.
    pub received: Vec<ChallengeView>,
    /// Those it made.
    pub made: Vec<ChallengeView>,
}

/// The body of `POST /api/seeks/{id}/accept`.
#[derive(Clone, Debug, Default, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct AcceptSeek {
    /// A guest's name at the table.
    #[serde(default)]
    #[ts(optional)]
    pub name: Option<String>,
    /// A guest browser's id, as in [`PairingRequest::browser`]: a guest never accepts a seek
    /// made in their own browser.
    #[serde(default)]
    #[ts(optional)]
    pub browser: Option<String>,
}

/// One pool of quick pairing.
#[derive(Clone, Debug, Serialize, TS)]
pub struct PairingPool {
    /// Which game.
    pub game: GameTag,
    /// Its rules.
    pub rules: String,
    /// Its clock.
    pub clock: String,
    /// Rated or casual.
    pub rated: bool,
    /// The rating class (`game/family/speed`).
    pub class: String,
    /// How many wait in it (in `GET /api/pairing`).
    pub waiting: usize,
}

/// The answer to `GET /api/pairing`: the pools where somebody waits.
#[derive(Clone, Debug, Serialize, TS)]
pub struct PairingPools {
    /// The pools, most waiting first.
    pub pools: Vec<PairingPool>,
}

/// The body of `DELETE /api/pairing`.
#[derive(Clone, Debug, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct PairingLeave {
    /// The ticket.
    pub ticket: String,
}

/// A message from a client on `/api/pairing/ws`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PairingClientMessage {
    /// The first message: the ticket of `POST /api/pairing`; the player waits from then on,
    /// and leaves the pool when the socket closes.
    Wait {
        /// The ticket.
        ticket: String,
    },
    /// Answered with `pong`.
    Ping,
}

/// A message from the server on `/api/pairing/ws`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PairingMessage {
    /// The player waits in the pool.
    Waiting {
        /// The rating the pairing goes by.
        rating: i64,
        /// How many wait in this pool, the player too.
        waiting: usize,
    },
    /// An opponent was found: the game, the seat and its token (the socket closes after).
    Paired {
        /// The game's id.
        game: String,
        /// The player's seat.
        seat: usize,
        /// The seat's token (secret).
        token: String,
        /// Whether the game is rated.
        rated: bool,
        /// The opponent's name, if any.
        #[ts(optional)]
        #[serde(skip_serializing_if = "Option::is_none")]
        opponent: Option<String>,
    },
    /// A refusal or failure (the socket closes after).
    Error {
        /// What went wrong, for programs.
        code: ErrorCode,
        /// What went wrong, for people.
        message: String,
        /// What the refusal is about beyond its code (`docs/api.md`'s details).
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        detail: Option<ErrorDetail>,
    },
    /// The answer to `ping`.
    Pong,
}

/// Writes the TypeScript declaration of every wire type into `dir` (one file a type, and an
/// `index.ts` that exports them all); returns the files written, by name.
pub fn export_typescript(dir: &Path) -> Result<Vec<String>, ts_rs::ExportError> {
    let cfg = ts_rs::Config::new().with_out_dir(dir).with_large_int("number");
    CreateRequest::export_all(&cfg)?;
    ImportRequest::export_all(&cfg)?;
    PreviewRequest::export_all(&cfg)?;
    RecordPreview::export_all(&cfg)?;
    JoinRequest::export_all(&cfg)?;
    ActionRequest::export_all(&cfg)?;
    AnalysisRequest::export_all(&cfg)?;
    CreatedReply::<'static>::export_all(&cfg)?;
    Joined::<'static>::export_all(&cfg)?;
    GameList::export_all(&cfg)?;
    InviteInfo::export_all(&cfg)?;
    InviteState::export_all(&cfg)?;
    Health::export_all(&cfg)?;
    Meta::export_all(&cfg)?;
    Replay::export_all(&cfg)?;
    Analysis::export_all(&cfg)?;
    ErrorBody::export_all(&cfg)?;
    ClientMessage::export_all(&cfg)?;
    ServerMessage::<'static>::export_all(&cfg)?;
    RulesView::export_all(&cfg)?;
    CourseView::export_all(&cfg)?;
    PuzzleView::export_all(&cfg)?;
    TryRequest::export_all(&cfg)?;
    TryAnswer::export_all(&cfg)?;
    ReviewView::export_all(&cfg)?;
    ReviewEngineView::export_all(&cfg)?;
    SessionInfo::export_all(&cfg)?;
    LangChoice::export_all(&cfg)?;
    crate::players::Profile::export_all(&cfg)?;
    crate::players::Leaderboard::export_all(&cfg)?;
    crate::players::YourGames::export_all(&cfg)?;
    PairingRequest::export_all(&cfg)?;
    PairingTicket::export_all(&cfg)?;
    PairingPools::export_all(&cfg)?;
    PairingLeave::export_all(&cfg)?;
    PairingClientMessage::export_all(&cfg)?;
    PairingMessage::export_all(&cfg)?;
    SeekList::export_all(&cfg)?;
    AcceptSeek::export_all(&cfg)?;
    ChallengeRequest::export_all(&cfg)?;
    ChallengeList::export_all(&cfg)?;
    let mut names: Vec<String> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".ts") && n != "index.ts")
        .collect();
    names.sort();
    let mut index = String::from(
        "// Generated from the server's wire types (crates/server/src/wire.rs): do not edit.\n\
         // Regenerate with `QUARTET_WRITE_WIRE=1 cargo test -p quartet-server --lib wire`.\n",
    );
    for name in &names {
        let stem = name.trim_end_matches(".ts");
        index.push_str(&format!("export type {{ {stem} }} from \"./{stem}\";\n"));
    }
    std::fs::write(dir.join("index.ts"), index)?;
    names.push("index.ts".to_string());
    Ok(names)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed TypeScript types of `web/src/wire/` are exactly the generated ones: drift
    /// fails. `QUARTET_WRITE_WIRE=1` writes them instead.
    #[test]
    fn the_committed_typescript_wire_types_are_the_generated_ones() {
        let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/src/wire");
        if std::env::var_os("QUARTET_WRITE_WIRE").is_some() {
            let _ = std::fs::remove_dir_all(&committed);
            std::fs::create_dir_all(&committed).unwrap();
            export_typescript(&committed).unwrap();
            return;
        }
        let dir = quartet_store_test_kit::TempDir::new("quartet-wire").unwrap();
        let names = export_typescript(dir.path()).unwrap();
        let mut on_disk: Vec<String> = std::fs::read_dir(&committed)
            .map(|d| d.filter_map(|e| e.ok()?.file_name().into_string().ok()).collect())
            .unwrap_or_default();
        on_disk.sort();
        let mut expected = names.clone();
        expected.sort();
        assert_eq!(
            on_disk, expected,
            "web/src/wire/ does not hold exactly the generated files: run \
             QUARTET_WRITE_WIRE=1 cargo test -p quartet-server --lib wire"
        );
        for name in names {
            let generated = std::fs::read_to_string(dir.path().join(&name)).unwrap();
            let kept = std::fs::read_to_string(committed.join(&name)).unwrap();
            assert_eq!(
                kept, generated,
                "web/src/wire/{name} differs from the server's type: run \
                 QUARTET_WRITE_WIRE=1 cargo test -p quartet-server --lib wire"
            );
        }
    }

    #[test]
    fn seat_requests_read_as_documented() {
        let seats: Vec<SeatRequest> =
            serde_json::from_str(r#"["me", "invite", "open", {"bot": "strong"}]"#).unwrap();
        assert_eq!(
            seats,
            [
                SeatRequest::Me,
                SeatRequest::Invite,
                SeatRequest::Open,
                SeatRequest::Bot("strong".into())
            ]
        );
        assert!(serde_json::from_str::<SeatRequest>(r#""robot""#).is_err());
        assert!(serde_json::from_str::<SeatRequest>(r#"{"bot": 3}"#).is_err());
        assert_eq!(
            serde_json::to_string(&seats).unwrap(),
            r#"["me","invite","open",{"bot":"strong"}]"#
        );
    }

    #[test]
    fn messages_are_written_as_documented() {
        let error = Reply::Error {
            code: ErrorCode::NotYourTurn,
            message: "it is not your turn".into(),
            rule: None,
            detail: None,
        };
        assert_eq!(
            serde_json::to_string(&ServerMessage::Other(error)).unwrap(),
            r#"{"type":"error","code":"not_your_turn","message":"it is not your turn"}"#
        );
        assert_eq!(serde_json::to_string(&Reply::Pong).unwrap(), r#"{"type":"pong"}"#);
        let m: ClientMessage = serde_json::from_str(r#"{"type":"action","action":"a1"}"#).unwrap();
        assert_eq!(m, ClientMessage::Action { action: "a1".into() });
        assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"teleport"}"#).is_err());
    }
}
