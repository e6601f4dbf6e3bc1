//! What a viewer is sent: the state of a game as one seat (or a spectator) may see it.
//!
//! A room publishes a [`Snapshot`] after every change; each connection renders it for its own
//! viewer with [`Snapshot::render`]. Hidden information never leaves through here: the only
//! text of the game's state a viewer gets is [`AnyGame::view_text`] for their own seat (for
//! Quartino the observation: their own hand and nobody else's), the legal actions go only to
//! the holder of the seat to move, and the full position (every hand) is added only once the
//! game is over.

use quartet_core::clock::{Clock, TimeControl};
use quartet_core::danish::Colour;
use quartet_core::table::Ending;
use quartet_core::{AnyGame, GameKind, Outcome, Player};
use quartet_store::{Seat, SeatKind, Status};
use serde::Serialize;

use crate::room::{Rematch, RoomState};

/// One action of the history: who played what, and when (ms since the epoch).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HistoryEntry {
    /// The seat that played it, from 0.
    pub seat: u8,
    /// The action in the game's notation.
    pub action: String,
    /// When it was played.
    pub at: u64,
}

/// A seat as everybody may see it: never its token hash or its invitation code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicSeat {
    /// The seat's index, from 0.
    pub seat: usize,
    /// `human`, `bot`, `open` (anyone may take it) or `invite` (waits for an invited person).
    pub kind: &'static str,
    /// The name shown.
    pub name: Option<String>,
    /// A bot's level.
    pub level: Option<String>,
    /// Whether somebody (or a bot) sits there.
    pub taken: bool,
    /// Whether the seat's holder has a live connection (bots: always).
    pub connected: bool,
}

impl PublicSeat {
    /// The public face of a stored seat.
    pub fn of(seat: &Seat, connections: u32) -> PublicSeat {
        let (kind, level) = match &seat.kind {
            SeatKind::Human if seat.token_hash.is_none() => ("invite", None),
            SeatKind::Human => ("human", None),
            SeatKind::Bot { level } => ("bot", Some(level.clone())),
            SeatKind::Open => ("open", None),
        };
        PublicSeat {
            seat: seat.index as usize,
            kind,
            name: seat.name.clone(),
            level,
            taken: !seat.is_unclaimed(),
            connected: matches!(seat.kind, SeatKind::Bot { .. }) || connections > 0,
        }
    }
}

/// The state of a room after a change, shared by every connection.
#[derive(Clone, Debug)]
pub struct Snapshot {
    /// The game's id.
    pub id: String,
    /// Which game.
    pub kind: GameKind,
    /// The rules text.
    pub rules: String,
    /// The time control.
    pub control: TimeControl,
    /// Open, live or finished.
    pub status: Status,
    /// Grows with every change.
    pub version: u64,
    /// The game now (hidden information included: never sent whole before the end).
    pub game: AnyGame,
    /// Every action.
    pub history: Vec<HistoryEntry>,
    /// The clocks.
    pub clock: Clock,
    /// Whether the clocks run (every seat taken).
    pub started: bool,
    /// How the game ended, by the table.
    pub ended: Option<(Outcome, Ending)>,
    /// The stored ending, when the table does not show it.
    pub stored_ending: Option<quartet_store::Ending>,
    /// When the game ended.
    pub ended_at: Option<u64>,
    /// The seats.
    pub seats: Vec<PublicSeat>,
    /// How many spectators watch.
    pub spectators: u32,
    /// The rematch, once asked for.
    pub rematch: Option<Rematch>,
    /// When the game was created.
    pub created_at: i64,
    /// What the board highlights.
    pub marks: Marks,
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ResultView {
    /// `win 2` or `draw` (seats counted from 1, as in records).
    pub result: String,
    /// The winning seat (from 0), if any.
    pub winner: Option<usize>,
    /// `rules`, `time` or `resign`.
    pub termination: String,
    /// The seat that ran out of time or resigned (from 0).
    pub seat: Option<usize>,
    /// The result in words.
    pub text: String,
}

/// The clocks as sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockView {
    /// The time control, e.g. `5m+3s`.
    pub control: String,
    /// Time left for each seat, in ms, at `now`.
    pub remaining_ms: Vec<u64>,
    /// The seat whose clock runs.
    pub running: Option<usize>,
}

/// The rematch as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RematchView {
    /// The new game's id.
    pub id: String,
    /// The invitation to the viewer's seat in the new game (only to the holder of that seat).
    pub code: Option<String>,
}

/// What a board highlights, as the rules engine sees it, so that no client has to work it out
/// (the browser never re-implements rules).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Marks {
    /// Danish Quarto: the squares each seat has made (valid: its four corners, no opponent piece
    /// on a side), by seat (0 White, 1 Black), each named by its corners in turn
    /// (`c3-d2-e3-d4`); `null` in the other games.
    pub made_squares: Option<Vec<Vec<String>>>,
    /// Quarto!: once won by the rules, the alignments (lines, or 2×2 squares when squares
    /// count) of the quarto the winning placement made, named by two ends (`a1-d1`, `b2-c3`);
    /// empty before, after a draw or a win on time or by resignation; `null` in the other games.
    pub winning_lines: Option<Vec<String>>,
}

impl Marks {
    /// The marks of a game's state.
    pub fn of(game: &AnyGame) -> Marks {
        match game {
            AnyGame::Quarto(q) => Marks {
                made_squares: None,
                winning_lines: Some(q.winning_alignments().iter().map(ToString::to_string).collect()),
            },
            AnyGame::Danish(d) => {
                let position = d.position_now();
                Marks {
                    made_squares: Some(
                        [Colour::White, Colour::Black]
                            .into_iter()
                            .map(|colour| position.valid_squares(colour).map(ToString::to_string).collect())
                            .collect(),
                    ),
                    winning_lines: None,
                }
            }
            AnyGame::Quartino(_) => Marks::default(),
        }
    }
}

/// Adds a game's [`Marks`] to a JSON object (a step of the replay).
pub fn add_marks(object: &mut serde_json::Value, game: &AnyGame) {
    let marks = Marks::of(game);
    object["made_squares"] = serde_json::json!(marks.made_squares);
    object["winning_lines"] = serde_json::json!(marks.winning_lines);
}

/// The state message, as sent to one viewer (`{"type": "state", …}`); see `docs/api.md`.
#[derive(Clone, Debug, Serialize)]
pub struct StateView<'a> {
    /// Always `state`.
    #[serde(rename = "type")]
    pub message: &'static str,
    /// The game's id.
    pub id: &'a str,
    /// `quarto`, `danish` or `quartino`.
    pub game: &'static str,
    /// The game's name.
    pub name: &'static str,
    /// The rules text.
    pub rules: &'a str,
    /// `open`, `live` or `finished`.
    pub status: &'static str,
    /// Grows with every change.
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
    /// Every action so far.
    pub history: &'a [HistoryEntry],
    /// The last action.
    pub last: Option<&'a HistoryEntry>,
    /// The clocks (`null` without a time control).
    pub clock: Option<ClockView>,
    /// The server's time (ms since the epoch) for the clocks.
    pub now: u64,
    /// The result, once over.
    pub result: Option<ResultView>,
    /// The whole position, every hand shown: only once the game is over.
    pub position: Option<String>,
    /// The rematch, once asked for.
    pub rematch: Option<RematchView>,
    /// When the game was created (ms since the epoch).
    pub created_at: i64,
    /// What the board highlights (made squares, the winning quarto).
    #[serde(flatten)]
    pub marks: &'a Marks,
}

impl Snapshot {
    pub(crate) fn of(id: &str, st: &RoomState, presence: &[u32]) -> Snapshot {
        let over = st.table.ended().is_some() || st.stored_ending.is_some();
        let status = if over {
            Status::Finished
        } else if st.started {
            Status::Live
        } else {
            Status::Open
        };
        Snapshot {
            id: id.to_string(),
            kind: st.settings.kind,
            rules: st.settings.rules.clone(),
            control: st.settings.control,
            status,
            version: st.version,
            game: st.table.game().clone(),
            history: st.history.clone(),
            clock: st.table.clock().clone(),
            started: st.started,
            ended: st.table.ended(),
            stored_ending: st.stored_ending.clone(),
            ended_at: st.ended_at,
            seats: st
                .seats
                .iter()
                .map(|s| PublicSeat::of(s, presence.get(s.index as usize).copied().unwrap_or(0)))
                .collect(),
            spectators: presence.last().copied().unwrap_or(0),
            rematch: st.rematch.clone(),
            created_at: st.settings.created_at,
            marks: Marks::of(st.table.game()),
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.status == Status::Finished
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<ResultView> {
        if let Some((outcome, how)) = self.ended {
            let (termination, seat) = match how {
                Ending::Rules => ("rules", None),
                Ending::Time(p) => ("time", Some(p)),
                Ending::Resignation(p) => ("resign", Some(p)),
            };
            let winner = outcome.winner();
            let mut text = match winner {
                Some(p) => format!("{p} wins"),
                None => "nobody wins".to_string(),
            };
            match how {
                Ending::Rules => {}
                Ending::Time(p) => text.push_str(&format!(": {p} ran out of time")),
                Ending::Resignation(p) => text.push_str(&format!(": {p} resigned")),
            }
            return Some(ResultView {
                result: quartet_core::record::result_text(Some(outcome)),
                winner: winner.map(Player::index),
                termination: termination.to_string(),
                seat: seat.map(Player::index),
                text,
            });
        }
        let stored = self.stored_ending.as_ref()?;
        let winner = stored
            .result
            .strip_prefix("win ")
            .and_then(|s| s.trim().parse::<usize>().ok())
            .and_then(|s| s.checked_sub(1));
        let mut words = stored.termination.split_whitespace();
        let termination = words.next().unwrap_or("rules").to_string();
        let seat = words
            .next()
            .and_then(|s| s.parse::<usize>().ok())
            .and_then(|s| s.checked_sub(1));
        Some(ResultView {
            text: format!("{} ({})", stored.result, stored.termination),
            result: stored.result.clone(),
            winner,
            termination,
            seat,
        })
    }

    /// The seat whose view a viewer holding `you` gets: the seat to move if held, else the
    /// first seat held; `None` for a spectator.
    pub fn viewer_seat(&self, you: &[usize]) -> Option<usize> {
        let to_move = self.game.to_move().index();
        if you.contains(&to_move) {
            Some(to_move)
        } else {
            you.first().copied()
        }
    }

    /// The state for a viewer holding the seats `you` (empty: a spectator), at `now`.
    pub fn view<'a>(&'a self, you: &'a [usize], now: u64) -> StateView<'a> {
        let over = self.is_over();
        let to_move = (!over).then(|| self.game.to_move().index());
        let viewer = self.viewer_seat(you);
        let view = self.game.view_text(viewer.map(|s| Player(s as u8)));
        let legal = match to_move {
            Some(seat) if self.started && you.contains(&seat) => self
                .game
                .legal_actions()
                .iter()
                .map(ToString::to_string)
                .collect(),
            _ => Vec::new(),
        };
        let clock = (self.control != TimeControl::Unlimited).then(|| {
            let seats = self.game.num_players();
            let at = if over { self.ended_at.unwrap_or(now) } else { now };
            if self.started {
                ClockView {
                    control: self.control.to_string(),
                    remaining_ms: (0..seats)
                        .map(|s| self.clock.remaining(Player(s as u8), at))
                        .collect(),
                    running: self.clock.running().map(Player::index),
                }
            } else {
                let full = Clock::new(self.control, seats);
                ClockView {
                    control: self.control.to_string(),
                    remaining_ms: (0..seats).map(|s| full.remaining(Player(s as u8), 0)).collect(),
                    running: None,
                }
            }
        });
        let rematch = self.rematch.as_ref().map(|r| RematchView {
            id: r.id.clone(),
            code: you.iter().find_map(|&s| r.invites.get(s).cloned().flatten()),
        });
        StateView {
            message: "state",
            id: &self.id,
            game: self.kind.tag(),
            name: self.kind.name(),
            rules: &self.rules,
            status: self.status.as_str(),
            version: self.version,
            ply: self.history.len(),
            players: self.game.num_players(),
            hidden: self.game.hides_information(),
            seats: &self.seats,
            spectators: self.spectators,
            to_move,
            you,
            viewer,
            view,
            legal,
            history: &self.history,
            last: self.history.last(),
            clock,
            now,
            result: self.result(),
            position: over.then(|| self.game.position()),
            rematch,
            created_at: self.created_at,
            marks: &self.marks,
        }
    }

    /// The state for a viewer as JSON text.
    pub fn render(&self, you: &[usize], now: u64) -> String {
        serde_json::to_string(&self.view(you, now)).unwrap_or_else(|e| {
            serde_json::json!({"type": "error", "code": "internal", "message": e.to_string()}).to_string()
        })
    }
}
