//! A game at this keyboard: the [`Table`], who sits where (people or bots), and the bots.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow};
use quartet_core::clock::TimeControl;
use quartet_core::record::{RawRecord, RecordError, player_name};
use quartet_core::table::{Table, TableError};
use quartet_core::{AnyAction, AnyError, AnyGame, Game, GameKind, Player};
use quartet_engine::any::AnyBot;
use quartet_engine::levels::Level;

/// Who plays a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at this keyboard, maybe with a name.
    Human(Option<String>),
    /// A bot of a level.
    Bot(Level),
}

impl SeatKind {
    /// How the seat is shown: the person's name, `you`, or the bot's level.
    pub fn label(&self) -> String {
        match self {
            SeatKind::Human(Some(name)) => name.clone(),
            SeatKind::Human(None) => "human".into(),
            SeatKind::Bot(level) => format!("bot ({level})"),
        }
    }
}

/// A hint for the seat to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The solver's exact analysis of a Quarto! position (see [`quarto_analysis`]).
    Exact(String),
    /// The action the strong bot would choose.
    Bot(AnyAction),
}

/// The solver's analysis of a Quarto! position in one line, if it finishes within `time`.
pub fn quarto_analysis(q: &quartet_core::quarto::Quarto, time: Duration) -> Option<String> {
    use quartet_engine::quarto::{Solver, SolverOptions};
    if q.is_over() {
        return None;
    }
    let options = SolverOptions {
        hash_mib: 64,
        ..SolverOptions::default()
    };
    let mut solver = Solver::new(q.rules(), options).ok()?;
    solver.set_deadline(Some(Instant::now() + time));
    let analysis = solver.analyse(q, true).ok()?;
    let best = analysis.turns.first()?;
    let all: Vec<String> = analysis
        .turns
        .iter()
        .take(12)
        .map(|t| format!("{}: {}", t.turn, t.value))
        .collect();
    let more = analysis.turns.len().saturating_sub(12);
    Some(format!(
        "{} ({}) — exact values: {}{}",
        best.turn,
        best.value,
        all.join(", "),
        if more > 0 {
            format!(" and {more} more")
        } else {
            String::new()
        }
    ))
}

/// The seats a record's `Player1`, `Player2`, … tags name, read as [`Session::record`] writes
/// them: `human` or `bot (LEVEL)`, any other name being a person of that name. `None` unless
/// every one of the `players` seats is named.
pub fn seats_in_record(text: &str, players: usize) -> Option<Vec<SeatKind>> {
    let raw = RawRecord::parse(text).ok()?;
    (0..players)
        .map(|i| {
            let name = player_name(&raw, Player(i as u8))?.trim();
            if name.is_empty() {
                return None;
            }
            if name == "human" {
                return Some(SeatKind::Human(None));
            }
            let level = name
                .strip_prefix("bot (")
                .and_then(|rest| rest.strip_suffix(')'))
                .and_then(|level| level.parse().ok());
            Some(match level {
                Some(level) => SeatKind::Bot(level),
                None => SeatKind::Human(Some(name.to_string())),
            })
        })
        .collect()
}

/// A seed from the clock, for games started without one.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// A game being played here.
pub struct Session {
    /// The game, its history and clocks.
    pub table: Table,
    /// Who sits where, in turn order.
    pub seats: Vec<SeatKind>,
    bots: Vec<Option<AnyBot>>,
    epoch: Instant,
    seed: u64,
    rules: String,
}

/// Why a session cannot start: the rules refused, a record that does not read, seats that do
/// not fit the game. `crate::lang::failure` words them.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The rules refused the settings.
    #[error("{0}")]
    Refused(AnyError),
    /// The record cannot be read.
    #[error("bad record: {0}")]
    Record(RecordError),
    /// `--seats` names more or fewer seats than the game has.
    #[error("{} here has {players} seats, but {named} were named (--seats)", .kind.name())]
    SeatCount {
        /// The game.
        kind: GameKind,
        /// Its seats.
        players: usize,
        /// The seats named.
        named: usize,
    },
    /// `--start` gives a position the game refuses.
    #[error("position {text:?}: {error}")]
    Position {
        /// The position given.
        text: String,
        /// What is wrong with it.
        error: AnyError,
    },
    /// `--start` gives a position where the game is over: nothing is left to play.
    #[error("the game is over in this position: nothing is left to play")]
    StartOver,
    /// `--from` asks to go on after more actions than the record holds.
    #[error("the record has {actions} actions: --from {from} is past its end")]
    PastEnd {
        /// The record's actions.
        actions: usize,
        /// The actions asked for.
        from: usize,
    },
}

/// The file a failure is in: its name goes before what is wrong.
#[derive(Debug)]
pub struct InFile(pub PathBuf);

impl std::fmt::Display for InFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0.display())
    }
}

impl Session {
    /// A new game of `kind` with these rules, seats and clock.
    pub fn new(
        kind: GameKind,
        rules: &str,
        seats: Vec<SeatKind>,
        clock: TimeControl,
        seed: u64,
    ) -> Result<Session> {
        let game = AnyGame::start(kind, rules, seed).map_err(SessionError::Refused)?;
        Session::with_game(game, seats, clock, seed)
    }

    /// A new game of `kind` from `position` (the game's notation) instead of the usual start;
    /// refused where the game is over, with nothing left to play.
    pub fn from_position(
        kind: GameKind,
        rules: &str,
        position: &str,
        seats: Vec<SeatKind>,
        clock: TimeControl,
        seed: u64,
    ) -> Result<Session> {
        let game = AnyGame::from_position(kind, rules, position).map_err(|error| SessionError::Position {
            text: position.to_string(),
            error,
        })?;
        if game.is_over() {
            return Err(SessionError::StartOver.into());
        }
        Session::with_game(game, seats, clock, seed)
    }

    /// A game continued from a record: its actions are replayed (the clocks start afresh), all
    /// of them, or the first `from`. Without `seats`, the seats the record's `Player` tags name
    /// (see [`seats_in_record`]), else a person against casual bots; without `clock`, the
    /// record's `TimeControl` tag, else no clock.
    pub fn from_record(
        text: &str,
        seats: Option<Vec<SeatKind>>,
        clock: Option<TimeControl>,
        seed: u64,
        from: Option<usize>,
    ) -> Result<Session> {
        let (start, mut actions) = AnyGame::from_record(text).map_err(SessionError::Record)?;
        if let Some(from) = from {
            if from > actions.len() {
                return Err(SessionError::PastEnd {
                    actions: actions.len(),
                    from,
                }
                .into());
            }
            actions.truncate(from);
        }
        let players = start.num_players();
        let seats = seats
            .or_else(|| seats_in_record(text, players))
            .unwrap_or_else(|| {
                let mut s = vec![SeatKind::Human(None)];
                s.extend((1..players).map(|_| SeatKind::Bot(Level::Casual)));
                s
            });
        let clock = clock.unwrap_or_else(|| {
            RawRecord::parse(text)
                .ok()
                .and_then(|raw| raw.tag("TimeControl").and_then(|t| t.parse().ok()))
                .unwrap_or_default()
        });
        let mut session = Session::with_game(start, seats, clock, seed)?;
        for action in actions {
            let seat = session.table.game().to_move();
            session.table.play(seat, action, 0)?;
        }
        Ok(session)
    }

    /// A game continued from a record file (see [`Session::from_record`]); the error names the
    /// file and says what is wrong with it.
    pub fn load(
        path: &Path,
        seats: Option<Vec<SeatKind>>,
        clock: Option<TimeControl>,
        seed: u64,
        from: Option<usize>,
    ) -> Result<Session> {
        let in_file = || InFile(path.to_path_buf());
        let text = std::fs::read_to_string(path).with_context(in_file)?;
        Session::from_record(&text, seats, clock, seed, from).with_context(in_file)
    }

    /// A session from a game state (a position), without a clock.
    #[cfg(test)]
    pub fn from_game(game: AnyGame, seats: Vec<SeatKind>) -> Result<Session> {
        Session::with_game(game, seats, TimeControl::Unlimited, 0)
    }

    fn with_game(game: AnyGame, seats: Vec<SeatKind>, clock: TimeControl, seed: u64) -> Result<Session> {
        let players = game.num_players();
        if seats.len() != players {
            return Err(SessionError::SeatCount {
                kind: game.kind(),
                players,
                named: seats.len(),
            }
            .into());
        }
        let bots = seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s {
                SeatKind::Bot(level) => {
                    AnyBot::new(game.kind(), *level, seed.wrapping_add(i as u64)).map(Some)
                }
                SeatKind::Human(_) => Ok(None),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let rules = game.rules_text();
        Ok(Session {
            table: Table::new(game, clock, 0),
            seats,
            bots,
            epoch: Instant::now(),
            seed,
            rules,
        })
    }

    /// Milliseconds since the session began: the clocks' time.
    pub fn now_ms(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }

    /// The game now.
    pub fn game(&self) -> &AnyGame {
        self.table.game()
    }

    /// The seat to move.
    pub fn to_move(&self) -> Player {
        self.game().to_move()
    }

    /// Whether a bot is to move.
    pub fn bot_to_move(&self) -> bool {
        self.table.ended().is_none() && matches!(self.seats[self.to_move().index()], SeatKind::Bot(_))
    }

    /// How many seats are people.
    pub fn humans(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| matches!(s, SeatKind::Human(_)))
            .count()
    }

    /// Lets the bot to move choose and play. Returns its action.
    pub fn bot_move(&mut self) -> Result<AnyAction> {
        let seat = self.to_move();
        let bot = self.bots[seat.index()]
            .as_mut()
            .ok_or_else(|| anyhow!("{seat} is not a bot"))?;
        let action = bot
            .choose(self.table.game())
            .ok_or_else(|| anyhow!("the bot found no action"))?;
        let now = self.now_ms();
        self.table.play(seat, action, now)?;
        Ok(action)
    }

    /// Takes the bot of a seat out, to let it think on another thread.
    pub fn take_bot(&mut self, seat: Player) -> Option<AnyBot> {
        self.bots.get_mut(seat.index())?.take()
    }

    /// Puts a bot back after it has thought, and plays its action if the game still waits for
    /// it (the same seat to move, the same number of actions).
    pub fn return_bot(
        &mut self,
        seat: Player,
        bot: AnyBot,
        action: Option<AnyAction>,
        plies: usize,
    ) -> Result<()> {
        self.bots[seat.index()] = Some(bot);
        if self.table.ended().is_some() || self.to_move() != seat || self.table.actions().len() != plies {
            return Ok(());
        }
        let action = action.ok_or_else(|| anyhow!("the bot found no action"))?;
        let now = self.now_ms();
        self.table.play(seat, action, now)?;
        Ok(())
    }

    /// Plays an action for the seat to move.
    pub fn play(&mut self, action: AnyAction) -> Result<(), TableError> {
        let seat = self.to_move();
        let now = self.now_ms();
        self.table.play(seat, action, now)
    }

    /// Plays a person's action written in the game's notation.
    pub fn play_text(&mut self, text: &str) -> Result<AnyAction, TableError> {
        let seat = self.to_move();
        let now = self.now_ms();
        self.table.play_text(seat, text, now)
    }

    /// Takes back actions until a person is to move again, taking back at least one of a
    /// person's actions (undo against a bot).
    pub fn undo(&mut self) -> Result<usize, TableError> {
        let actions = self.table.actions().len();
        let mut back = 0;
        let mut took_human = false;
        while back < actions {
            back += 1;
            let before = self.table.state_after(actions - back);
            let mover = before.to_move();
            if matches!(self.seats[mover.index()], SeatKind::Human(_)) {
                took_human = true;
                // Stop at the start of a person's turn (the action before is not theirs).
                let earlier_is_same =
                    actions - back > 0 && self.table.state_after(actions - back - 1).to_move() == mover;
                if !earlier_is_same {
                    break;
                }
            }
        }
        if !took_human {
            return Err(TableError::NothingToUndo);
        }
        let now = self.now_ms();
        self.table.undo(back, now)?;
        Ok(back)
    }

    /// A suggestion for the player to move: for Quarto! the exact solver's best turn and the
    /// value of every turn when the solver answers within a second; otherwise (and for the other
    /// games) the strong bot's choice.
    pub fn hint_of(&self) -> Option<Hint> {
        if let AnyGame::Quarto(q) = self.game()
            && let Some(text) = quarto_analysis(q, Duration::from_secs(1))
        {
            return Some(Hint::Exact(text));
        }
        let kind = self.game().kind();
        let mut bot = AnyBot::with_time(kind, Level::Strong, Duration::from_millis(500), self.seed).ok()?;
        bot.choose(self.game()).map(Hint::Bot)
    }

    /// Checks the clock: ends the game if the running seat is out of time.
    pub fn check_time(&mut self) {
        let now = self.now_ms();
        self.table.check_time(now);
    }

    /// The game as a record, with the seats' names.
    pub fn record(&self) -> String {
        let tags: Vec<(String, String)> = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| (format!("Player{}", i + 1), s.label()))
            .collect();
        self.table.record(&tags)
    }

    /// The same game again, with the seats turned one place (who started now plays second).
    pub fn rematch(&self) -> Result<Session> {
        let mut seats = self.seats.clone();
        seats.rotate_right(1);
        let seed = self.seed.wrapping_add(1);
        Session::new(
            self.game().kind(),
            &self.rules,
            seats,
            self.table.clock().control(),
            seed,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_brings_back_its_seats_clock_and_actions() {
        let seats = vec![SeatKind::Human(Some("Ada".into())), SeatKind::Bot(Level::Strong)];
        let clock: TimeControl = "5m+3s".parse().unwrap();
        let mut session = Session::new(GameKind::Danish, "", seats.clone(), clock, 1).unwrap();
        session.play_text("e5").unwrap();
        let text = session.record();
        let back = Session::from_record(&text, None, None, 2, None).unwrap();
        assert_eq!(back.seats, seats);
        assert_eq!(back.table.clock().control(), clock);
        assert_eq!(back.table.actions(), session.table.actions());
        // Named seats and a named clock win over the record's.
        let people = vec![SeatKind::Human(None), SeatKind::Human(None)];
        let back =
            Session::from_record(&text, Some(people.clone()), Some(TimeControl::Unlimited), 2, None).unwrap();
        assert_eq!(back.seats, people);
        assert_eq!(back.table.clock().control(), TimeControl::Unlimited);
    }

    #[test]
    fn seats_are_read_from_player_tags_when_every_seat_is_named() {
        let text = "[Game \"quarto\"]\n[Player1 \"human\"]\n[Player2 \"bot (beginner)\"]\n\n";
        assert_eq!(
            seats_in_record(text, 2),
            Some(vec![SeatKind::Human(None), SeatKind::Bot(Level::Beginner)])
        );
        // A name that is no label of ours is a person of that name.
        let text = "[Game \"quarto\"]\n[Player1 \"bot (wizard)\"]\n[Player2 \"Grace\"]\n\n";
        assert_eq!(
            seats_in_record(text, 2),
            Some(vec![
                SeatKind::Human(Some("bot (wizard)".into())),
                SeatKind::Human(Some("Grace".into()))
            ])
        );
        // A seat without a name: none are taken, the default seats are used.
        let text = "[Game \"quarto\"]\n[Player1 \"Ada\"]\n\n";
        assert_eq!(seats_in_record(text, 2), None);
        let session = Session::from_record(text, None, None, 0, None).unwrap();
        assert_eq!(
            session.seats,
            [SeatKind::Human(None), SeatKind::Bot(Level::Casual)]
        );
    }
}
