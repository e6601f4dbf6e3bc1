//! A game at a table: the rules state, every action played, the clocks, and how the game ended
//! (by the rules, on time, or by resignation). Pure like the rest of this crate: the caller
//! says what time it is. The terminal UI and the server both keep their games in a [`Table`].
//!
//! As on lichess, each seat's first turn at the table is free: no clock runs until the seat to
//! move has finished a turn before (so a game that waits for a player, or a player who sits
//! down late, loses no time before the first move of each side).

use crate::any::{AnyAction, AnyError, AnyGame};
use crate::clock::{BadClockState, Clock, ClockState, TimeControl};
use crate::game::{Outcome, Player};

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// By the rules of the game.
    Rules,
    /// This seat ran out of time.
    Time(Player),
    /// This seat resigned.
    Resignation(Player),
    /// The players agreed to a draw (in a game that allows it: see
    /// [`AnyGame::draws_by_agreement`]).
    Agreement,
    /// This seat claimed the result (a win, or a draw) while every other seat had left the
    /// table for too long.
    Claim(Player),
}

/// Why an action was not taken at the table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The game is over.
    #[error("the game is over")]
    Over,
    /// Not this seat's turn.
    #[error("it is not your turn: {to_move} is to move")]
    NotYourTurn {
        /// Whose turn it is.
        to_move: Player,
    },
    /// The rules refuse it.
    #[error("{0}")]
    Illegal(#[from] AnyError),
    /// Nothing to take back.
    #[error("there is nothing to take back")]
    NothingToUndo,
    /// The game has no draw by agreement (Quartino).
    #[error("{kind} has no draw by agreement")]
    NoDrawByAgreement {
        /// The game.
        kind: crate::GameKind,
    },
}

/// A game being played.
#[derive(Clone, Debug)]
pub struct Table {
    start: AnyGame,
    game: AnyGame,
    actions: Vec<AnyAction>,
    /// Who played each action.
    movers: Vec<Player>,
    /// By seat: whether it has finished a turn at this table.
    moved: Vec<bool>,
    clock: Clock,
    ended: Option<(Outcome, Ending)>,
}

impl Table {
    /// A table for `game` (its start) with a time control. No clock runs yet: each seat's first
    /// turn is free (`now_ms` is kept for the callers that start a table at a moment).
    pub fn new(game: AnyGame, control: TimeControl, now_ms: u64) -> Table {
        let clock = Clock::new(control, game.num_players());
        let ended = game.outcome().map(|o| (o, Ending::Rules));
        let mut table = Table {
            start: game.clone(),
            moved: vec![false; game.num_players()],
            game,
            actions: Vec::new(),
            movers: Vec::new(),
            clock,
            ended,
        };
        table.switch_clock(now_ms);
        table
    }

    /// Whether `seat` has finished a turn at this table (a turn ends when the seat to move
    /// changes).
    pub fn has_moved(&self, seat: Player) -> bool {
        self.moved.get(seat.index()).copied().unwrap_or(false)
    }

    /// Works out which seats have finished a turn from who played each action (after a
    /// take-back).
    fn count_turns(&mut self) {
        self.moved.iter_mut().for_each(|m| *m = false);
        for (i, &seat) in self.movers.iter().enumerate() {
            let next = self
                .movers
                .get(i + 1)
                .copied()
                .unwrap_or_else(|| self.game.to_move());
            if next != seat
                && let Some(m) = self.moved.get_mut(seat.index())
            {
                *m = true;
            }
        }
    }

    /// Runs the clock of the seat to move, unless its first turn is under way (then none runs).
    fn switch_clock(&mut self, now_ms: u64) {
        if self.ended.is_some() {
            return;
        }
        let to_move = self.game.to_move();
        let running = self.has_moved(to_move).then_some(to_move);
        self.clock.switch_to(running, now_ms);
    }

    /// The state now.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The state the game started from.
    pub fn start(&self) -> &AnyGame {
        &self.start
    }

    /// Every action played, in order.
    pub fn actions(&self) -> &[AnyAction] {
        &self.actions
    }

    /// The clocks.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The result and how it came, once the game is over.
    pub fn ended(&self) -> Option<(Outcome, Ending)> {
        self.ended
    }

    /// The state after the first `n` actions (for replay).
    pub fn state_after(&self, n: usize) -> AnyGame {
        let mut g = self.start.clone();
        for &a in self.actions.iter().take(n) {
            // Every stored action was legal where it stood.
            let _ = g.play(a);
        }
        g
    }

    /// Ends the game if the running clock has run out at `now`. Returns the result if it ended.
    pub fn check_time(&mut self, now_ms: u64) -> Option<Outcome> {
        if self.ended.is_some() {
            return None;
        }
        let flagged = self.clock.flagged(now_ms)?;
        let outcome = self.game.timeout(flagged);
        self.finish(outcome, Ending::Time(flagged), now_ms);
        Some(outcome)
    }

    /// Plays `action` for `seat` at `now`. The clock is checked first: an action that comes
    /// after the seat's time ran out ends the game on time instead.
    pub fn play(&mut self, seat: Player, action: AnyAction, now_ms: u64) -> Result<(), TableError> {
        if self.ended.is_some() {
            return Err(TableError::Over);
        }
        if self.check_time(now_ms).is_some() {
            return Err(TableError::Over);
        }
        let to_move = self.game.to_move();
        if seat != to_move {
            return Err(TableError::NotYourTurn { to_move });
        }
        self.game.play(action)?;
        self.actions.push(action);
        self.movers.push(seat);
        if self.game.to_move() != seat
            && let Some(m) = self.moved.get_mut(seat.index())
        {
            *m = true;
        }
        match self.game.outcome() {
            Some(outcome) => self.finish(outcome, Ending::Rules, now_ms),
            None => self.switch_clock(now_ms),
        }
        Ok(())
    }

    /// Reads and plays an action written in the game's notation.
    pub fn play_text(&mut self, seat: Player, text: &str, now_ms: u64) -> Result<AnyAction, TableError> {
        let action = self.game.parse_action(text)?;
        self.play(seat, action, now_ms)?;
        Ok(action)
    }

    /// `seat` resigns: at a two-seat table the other seat wins; at a larger one nobody does.
    pub fn resign(&mut self, seat: Player, now_ms: u64) -> Result<Outcome, TableError> {
        if self.ended.is_some() {
            return Err(TableError::Over);
        }
        let outcome = if self.game.num_players() == 2 {
            Outcome::WonBy(seat.next(2))
        } else {
            Outcome::Draw
        };
        self.finish(outcome, Ending::Resignation(seat), now_ms);
        Ok(outcome)
    }

    /// The players agree to a draw: the game ends drawn ([`Ending::Agreement`]). Refused in a
    /// game without draws by agreement, and once over.
    pub fn agree_draw(&mut self, now_ms: u64) -> Result<Outcome, TableError> {
        if self.ended.is_some() {
            return Err(TableError::Over);
        }
        if !self.game.draws_by_agreement() {
            return Err(TableError::NoDrawByAgreement {
                kind: self.game.kind(),
            });
        }
        self.finish(Outcome::Draw, Ending::Agreement, now_ms);
        Ok(Outcome::Draw)
    }

    /// `seat` claims the game while every other seat has left it: a win, or a draw
    /// ([`Ending::Claim`]). Whether the others have been gone long enough is the caller's to
    /// know (the table has no connections).
    pub fn claim(&mut self, seat: Player, win: bool, now_ms: u64) -> Result<Outcome, TableError> {
        if self.ended.is_some() {
            return Err(TableError::Over);
        }
        let outcome = if win { Outcome::WonBy(seat) } else { Outcome::Draw };
        self.finish(outcome, Ending::Claim(seat), now_ms);
        Ok(outcome)
    }

    /// Takes back the last `n` actions (against a bot: back to the person's turn). The clocks
    /// keep the time already used.
    pub fn undo(&mut self, n: usize, now_ms: u64) -> Result<(), TableError> {
        if n == 0 || n > self.actions.len() {
            return Err(TableError::NothingToUndo);
        }
        self.actions.truncate(self.actions.len() - n);
        self.movers.truncate(self.actions.len());
        self.game = self.state_after(self.actions.len());
        self.count_turns();
        self.ended = self.game.outcome().map(|o| (o, Ending::Rules));
        self.switch_clock(now_ms);
        Ok(())
    }

    /// Sets the clocks to a kept state (e.g. after a restart, the clocks as they were after a
    /// take-back, which the actions' times alone do not give). Refused when the state has not
    /// one time a seat.
    pub fn set_clock(&mut self, state: ClockState) -> Result<(), BadClockState> {
        if state.remaining_ms.len() != self.game.num_players() {
            return Err(BadClockState {
                reason: format!(
                    "{} times for {} seats",
                    state.remaining_ms.len(),
                    self.game.num_players()
                ),
                text: state.to_string(),
            });
        }
        self.clock = Clock::with_state(self.clock.control(), state)?;
        Ok(())
    }

    fn finish(&mut self, outcome: Outcome, ending: Ending, now_ms: u64) {
        self.clock.stop(now_ms);
        self.ended = Some((outcome, ending));
    }

    /// The game as a record (see `docs/records.md`), with extra tags such as player names.
    pub fn record(&self, tags: &[(String, String)]) -> String {
        let mut tags = tags.to_vec();
        tags.push(("TimeControl".into(), self.clock.control().to_string()));
        if let Some((outcome, ending)) = self.ended {
            let termination = match ending {
                Ending::Rules => None,
                Ending::Time(p) => Some(format!("{p} ran out of time")),
                Ending::Resignation(p) => Some(format!("{p} resigned")),
                Ending::Agreement => Some("draw by agreement".to_string()),
                Ending::Claim(p) => Some(format!("{p} claimed the game, the others having left")),
            };
            match termination {
                Some(t) => {
                    tags.push(("Termination".into(), t));
                    tags.push(("Outcome".into(), crate::record::result_text(Some(outcome))));
                }
                // The rules' own ending: the moves give the result; the tag says why in words.
                None => {
                    if let Some(reason) = self.game.end_reason() {
                        tags.push(("Termination".into(), reason.to_string()));
                    }
                }
            }
        }
        self.start.record_text(&self.actions, &tags)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameKind;

    fn quarto() -> AnyGame {
        AnyGame::start(GameKind::Quarto, "", 0).unwrap()
    }

    #[test]
    fn turns_are_enforced_and_the_clock_switches_by_turn() {
        let mut t = Table::new(quarto(), "10s".parse().unwrap(), 0);
        assert!(matches!(
            t.play_text(Player(1), "7", 100),
            Err(TableError::NotYourTurn { to_move: Player(0) })
        ));
        // Each seat's first turn is free: no clock runs during it.
        assert_eq!(t.clock().running(), None);
        t.play_text(Player(0), "7", 1000).unwrap();
        assert_eq!(
            t.clock().running(),
            None,
            "the second seat's first turn is free too"
        );
        t.play_text(Player(1), "a1", 2000).unwrap();
        assert_eq!(t.clock().running(), None, "place then give is one turn");
        assert!(matches!(
            t.play_text(Player(1), "zz", 2500),
            Err(TableError::Illegal(_))
        ));
        t.play_text(Player(1), "3", 3000).unwrap();
        assert_eq!(
            t.clock().running(),
            Some(Player(0)),
            "from the second turn on, clocks run"
        );
        assert_eq!(t.clock().remaining(Player(0), 3000), 10_000);
        assert_eq!(t.clock().remaining(Player(1), 3000), 10_000);
        t.play_text(Player(0), "b1", 4500).unwrap();
        t.play_text(Player(0), "4", 5000).unwrap();
        assert_eq!(t.clock().remaining(Player(0), 5000), 8000);
        assert_eq!(t.clock().running(), Some(Player(1)));
        assert_eq!(t.clock().remaining(Player(1), 6000), 9000);
    }

    #[test]
    fn a_first_turn_never_runs_out_of_time_and_a_take_back_to_it_frees_it_again() {
        let mut t = Table::new(quarto(), "5s/move".parse().unwrap(), 0);
        assert_eq!(t.clock().deadline(), None);
        assert_eq!(t.check_time(60_000), None);
        t.play_text(Player(0), "7", 60_000).unwrap();
        assert_eq!(t.check_time(120_000), None);
        t.play_text(Player(1), "a1", 120_000).unwrap();
        t.play_text(Player(1), "3", 120_000).unwrap();
        assert_eq!(t.clock().deadline(), Some((Player(0), 125_000)));
        t.undo(2, 121_000).unwrap();
        assert!(!t.has_moved(Player(1)));
        assert_eq!(t.clock().running(), None);
    }

    #[test]
    fn time_out_ends_the_game_by_the_rules_of_the_game() {
        let mut t = Table::new(quarto(), "5s/move".parse().unwrap(), 0);
        for (seat, action) in [(0, "7"), (1, "a1"), (1, "3")] {
            t.play_text(Player(seat), action, 0).unwrap();
        }
        assert_eq!(t.check_time(4999), None);
        assert!(matches!(
            t.play_text(Player(0), "b1", 6000),
            Err(TableError::Over)
        ));
        assert_eq!(
            t.ended(),
            Some((Outcome::WonBy(Player(1)), Ending::Time(Player(0))))
        );
        let record = t.record(&[]);
        assert!(
            record.contains("[Termination \"player 1 ran out of time\"]"),
            "{record}"
        );
        assert!(record.contains("[Outcome \"win 2\"]"), "{record}");
    }

    #[test]
    fn a_record_says_why_the_rules_ended_the_game() {
        let mut t = Table::new(quarto(), TimeControl::Unlimited, 0);
        for a in ["0", "a1", "1", "b1", "2", "c1", "3", "d1"] {
            let seat = t.game().to_move();
            t.play_text(seat, a, 0).unwrap();
        }
        assert_eq!(t.ended(), Some((Outcome::WonBy(Player(0)), Ending::Rules)));
        let record = t.record(&[]);
        assert!(record.contains("[Termination \"a quarto: a1-d1 ("), "{record}");
        // The moves give the result: no [Outcome] beside it.
        assert!(!record.contains("[Outcome"), "{record}");
    }

    #[test]
    fn undo_and_resign() {
        let mut t = Table::new(quarto(), TimeControl::Unlimited, 0);
        for a in ["7", "a1", "3"] {
            let seat = t.game().to_move();
            t.play_text(seat, a, 0).unwrap();
        }
        t.undo(2, 0).unwrap();
        assert_eq!(t.game().position(), "..../..../..../.... 7");
        assert_eq!(t.undo(5, 0), Err(TableError::NothingToUndo));
        assert_eq!(t.resign(Player(1), 0), Ok(Outcome::WonBy(Player(0))));
        assert_eq!(t.resign(Player(1), 0), Err(TableError::Over));
        let record = t.record(&[("Player1".into(), "Ada".into())]);
        assert!(record.contains("[Player1 \"Ada\"]"));
        assert!(record.contains("\n7\n") || record.ends_with("7\n"), "{record}");
    }

    #[test]
    fn a_draw_by_agreement_where_the_game_has_one_and_a_claim() {
        let mut t = Table::new(quarto(), "1m+2s".parse().unwrap(), 0);
        t.play_text(Player(0), "7", 0).unwrap();
        assert_eq!(t.agree_draw(5), Ok(Outcome::Draw));
        assert_eq!(t.ended(), Some((Outcome::Draw, Ending::Agreement)));
        assert_eq!(t.agree_draw(6), Err(TableError::Over));
        assert!(t.record(&[]).contains("[Termination \"draw by agreement\"]"));

        let quartino = AnyGame::start(GameKind::Quartino, "", 1).unwrap();
        let mut t = Table::new(quartino, TimeControl::Unlimited, 0);
        assert_eq!(
            t.agree_draw(0),
            Err(TableError::NoDrawByAgreement {
                kind: GameKind::Quartino
            })
        );
        assert_eq!(t.ended(), None);
        assert_eq!(t.claim(Player(1), true, 9), Ok(Outcome::WonBy(Player(1))));
        assert_eq!(
            t.ended(),
            Some((Outcome::WonBy(Player(1)), Ending::Claim(Player(1))))
        );
        assert_eq!(t.claim(Player(0), false, 9), Err(TableError::Over));
    }

    #[test]
    fn a_kept_clock_state_is_set_again_after_a_take_back() {
        let control: TimeControl = "1m+2s".parse().unwrap();
        let mut t = Table::new(quarto(), control, 0);
        let moves = [
            ("7", 5_000),
            ("a1", 9_000),
            ("3", 10_000),
            ("b1", 12_000),
            ("4", 13_000),
        ];
        for (a, at) in moves {
            let seat = t.game().to_move();
            t.play_text(seat, a, at).unwrap();
        }
        t.undo(2, 30_000).unwrap();
        // Replaying the kept actions at their times does not give the clocks after the take-back...
        let mut replayed = Table::new(quarto(), control, 0);
        for (a, at) in &moves[..3] {
            let seat = replayed.game().to_move();
            replayed.play_text(seat, a, *at).unwrap();
        }
        assert_ne!(replayed.clock(), t.clock());
        // ...the kept state does.
        let state: ClockState = t.clock().state().to_string().parse().unwrap();
        replayed.set_clock(state).unwrap();
        assert_eq!(replayed.clock(), t.clock());
        let three = ClockState {
            remaining_ms: vec![1, 2, 3],
            running: None,
        };
        assert!(replayed.set_clock(three).is_err());
    }
}
