//! A finished game reviewed action by action: what the position was worth for the player who
//! acted, before and after, the mistakes marked with the engine's choice and why, in every game
//! with its strongest judge — Quarto! exactly by the solver (win, draw or loss and the
//! distance; an early position the solver cannot finish within its budget is taken from the
//! opening book, or left unknown), Danish Quarto by the alpha-beta engine, Quartino by the
//! information-set search from what the player could see.
//!
//! Each mistake can be played again as a puzzle ([`Review::puzzle`]): the position before it,
//! with the goal of doing better ([`Theme::Mistake`], judged as [`Goal::Hold`](super::Goal)).

use std::time::{Duration, Instant};

use quartet_core::{AnyAction, AnyError, AnyGame, Game, Player, Pov};

use super::judge::{Judge, JudgeError};
use super::puzzle::{Puzzle, Theme};
use super::verdict::{Severity, Why};
use super::{danish, quartino, quarto};
use crate::quarto::{SolveError, Value};

/// What a position is worth for a player.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Eval {
    /// Exact (Quarto!): a win, a draw or a loss with perfect play, and the placements to the
    /// end when known.
    Exact(Value),
    /// An engine's estimate: the expected score, 0 a loss … 1 a win.
    Estimate(f64),
    /// Not known: the solver did not finish within its budget.
    Unknown,
}

impl Eval {
    /// The expected score, 0 a loss … 1 a win (a draw is ½), when known.
    pub fn score(self) -> Option<f64> {
        match self {
            Eval::Exact(v) => Some(match v.pov {
                Pov::Win => 1.0,
                Pov::Draw => 0.5,
                Pov::Loss => 0.0,
            }),
            Eval::Estimate(s) => Some(s),
            Eval::Unknown => None,
        }
    }

    /// The same value for the other player of a two-player game.
    pub fn flip(self) -> Eval {
        match self {
            Eval::Exact(v) => Eval::Exact(Value {
                pov: v.pov.flip(),
                ..v
            }),
            Eval::Estimate(s) => Eval::Estimate(1.0 - s),
            Eval::Unknown => Eval::Unknown,
        }
    }
}

/// One action of the game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Its index in the game, from 0.
    pub ply: usize,
    /// Who played it.
    pub seat: Player,
    /// What was played.
    pub action: AnyAction,
    /// What the position was worth for `seat` before it, with the best play.
    pub before: Eval,
    /// What it was worth for `seat` after it.
    pub after: Eval,
    /// How bad it was, if it was a mistake.
    pub severity: Option<Severity>,
    /// The engine's choice instead (its turn: Quarto!'s placement and gift), when it was a
    /// mistake.
    pub best: Vec<AnyAction>,
    /// Why it was a mistake.
    pub why: Option<Why>,
}

/// Which engine judged a review, and how hard it looked (the shells word it in their language;
/// `Display` gives the English words of the JSON answers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewEngine {
    /// Quarto!: the exact solver, with its books.
    ExactSolver,
    /// Danish Quarto: the alpha-beta engine, with this many nodes a position.
    AlphaBeta {
        /// Nodes a position.
        nodes: u64,
    },
    /// Quartino: the information-set search, with this many playouts a decision.
    InformationSetSearch {
        /// Playouts a decision.
        playouts: u64,
    },
}

impl std::fmt::Display for ReviewEngine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewEngine::ExactSolver => f.write_str("the exact solver"),
            ReviewEngine::AlphaBeta { nodes } => write!(f, "alpha-beta, {nodes} nodes a position"),
            ReviewEngine::InformationSetSearch { playouts } => {
                write!(f, "information-set search, {playouts} playouts a decision")
            }
        }
    }
}

/// A game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The start of the game.
    pub start: AnyGame,
    /// Every action, reviewed.
    pub steps: Vec<Step>,
    /// Which engine judged.
    pub engine: ReviewEngine,
    /// Time taken.
    pub elapsed: Duration,
}

/// How hard a review may think.
#[derive(Clone, Debug)]
pub struct ReviewOptions {
    /// Quarto!: the solver's nodes for one position (beyond: from the book, or unknown).
    pub quarto_nodes: u64,
    /// Danish Quarto: the engine's nodes for one position.
    pub danish_nodes: u64,
    /// Quartino: the search's playouts for one decision.
    pub quartino_playouts: u64,
}

impl Default for ReviewOptions {
    fn default() -> Self {
        ReviewOptions {
            quarto_nodes: 4_000_000,
            danish_nodes: 300_000,
            quartino_playouts: 3_000,
        }
    }
}

/// Why a game could not be reviewed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// An action of the game is not legal where it stands.
    #[error("action {number} ({text}) is not legal: {reason}")]
    Illegal {
        /// 1-based.
        number: usize,
        /// The action.
        text: String,
        /// The rules' typed error (its `Display` gives the words, `code()` the stable code).
        reason: AnyError,
    },
    /// The solver could not be set up.
    #[error(transparent)]
    Judge(#[from] JudgeError),
}

impl Review {
    /// The steps that were mistakes.
    pub fn mistakes(&self) -> impl Iterator<Item = &Step> {
        self.steps.iter().filter(|s| s.severity.is_some())
    }

    /// The state before the action of `ply`.
    pub fn state_before(&self, ply: usize) -> AnyGame {
        let mut state = self.start.clone();
        for step in self.steps.iter().take(ply) {
            let _ = state.play(step.action);
        }
        state
    }

    /// The mistake of `ply` as a puzzle: its position, to be played better (`None` when that
    /// action was no mistake).
    pub fn puzzle(&self, ply: usize) -> Option<Puzzle> {
        let step = self.steps.get(ply).filter(|s| s.severity.is_some())?;
        let before = self.state_before(ply);
        let rating = match step.severity? {
            Severity::Inaccuracy => 1300,
            Severity::Mistake => 1250,
            Severity::Blunder => 1150,
        };
        Some(Puzzle::new(
            before.kind(),
            before.rules_text(),
            before.position(),
            Theme::Mistake,
            step.best.iter().map(ToString::to_string).collect(),
            rating,
        ))
    }
}

/// Reviews the game that starts at `start` and goes on with `actions`.
pub fn review(
    judge: &mut Judge,
    start: &AnyGame,
    actions: &[AnyAction],
    options: &ReviewOptions,
) -> Result<Review, ReviewError> {
    let started = Instant::now();
    let mut states = vec![start.clone()];
    for (i, &a) in actions.iter().enumerate() {
        let mut next = states[i].clone();
        next.play(a).map_err(|e| ReviewError::Illegal {
            number: i + 1,
            text: a.to_string(),
            reason: e,
        })?;
        states.push(next);
    }
    let (steps, engine) = match start {
        AnyGame::Quarto(_) => (
            review_quarto(judge, &states, actions, options)?,
            ReviewEngine::ExactSolver,
        ),
        AnyGame::Danish(_) => (
            review_danish(&states, actions, options),
            ReviewEngine::AlphaBeta {
                nodes: options.danish_nodes,
            },
        ),
        AnyGame::Quartino(_) => (
            review_quartino(&states, actions, options),
            ReviewEngine::InformationSetSearch {
                playouts: options.quartino_playouts,
            },
        ),
    };
    Ok(Review {
        start: start.clone(),
        steps,
        engine,
        elapsed: started.elapsed(),
    })
}

/// The exact value of a Quarto! state for the player to move (the solver answers the
/// positions its book holds at once), or unknown when the search runs out of nodes.
fn quarto_value(
    oracle: &mut quarto::QuartoOracle,
    state: &quartet_core::quarto::Quarto,
) -> Result<Eval, JudgeError> {
    match oracle.value(state) {
        Ok(v) => Ok(Eval::Exact(v)),
        Err(SolveError::Stopped) => Ok(Eval::Unknown),
        Err(e) => Err(e.into()),
    }
}

fn review_quarto(
    judge: &mut Judge,
    states: &[AnyGame],
    actions: &[AnyAction],
    options: &ReviewOptions,
) -> Result<Vec<Step>, JudgeError> {
    let oracle = judge.quarto();
    let limit = oracle.node_limit();
    oracle.set_node_limit(Some(options.quarto_nodes));
    let result = (|| {
        let mut values = Vec::with_capacity(states.len());
        for s in states {
            let AnyGame::Quarto(q) = s else {
                return Ok(Vec::new());
            };
            values.push((*q, quarto_value(oracle, q)?));
        }
        let mut steps = Vec::with_capacity(actions.len());
        for (i, &action) in actions.iter().enumerate() {
            let (before_state, before) = values[i];
            let (after_state, after_raw) = values[i + 1];
            let seat = before_state.to_move();
            let after = if after_state.is_over() || after_state.to_move() == seat {
                after_raw
            } else {
                after_raw.flip()
            };
            let severity = match (before, after) {
                (Eval::Exact(b), Eval::Exact(a)) => Severity::of_exact(b.pov, a.pov),
                _ => None,
            };
            let (mut best, mut why) = (Vec::new(), None);
            if severity.is_some()
                && let AnyAction::Quarto(a) = action
            {
                if let Ok(Some(turn)) = oracle.best_turn(&before_state) {
                    best = turn.actions().into_iter().map(AnyAction::Quarto).collect();
                }
                let now = match after {
                    Eval::Exact(v) => Some(v),
                    _ => None,
                };
                why = Some(quarto::why(&before_state, a, &after_state, now));
            }
            steps.push(Step {
                ply: i,
                seat,
                action,
                before,
                after,
                severity,
                best,
                why,
            });
        }
        Ok(steps)
    })();
    oracle.set_node_limit(limit);
    result
}

fn review_danish(states: &[AnyGame], actions: &[AnyAction], options: &ReviewOptions) -> Vec<Step> {
    let mut steps = Vec::with_capacity(actions.len());
    for (i, &action) in actions.iter().enumerate() {
        let (AnyGame::Danish(before_state), AnyGame::Danish(after_state), AnyAction::Danish(played)) =
            (&states[i], &states[i + 1], action)
        else {
            continue;
        };
        let seat = before_state.to_move();
        let (best_action, best_value, played_value) =
            danish::compare(before_state, played, options.danish_nodes);
        let before = danish::expected_score(best_value);
        let after = danish::expected_score(played_value);
        let severity = if best_action == Some(played) {
            None
        } else {
            Severity::of_drop(before - after)
        };
        let (mut best, mut why) = (Vec::new(), None);
        if severity.is_some() {
            best = best_action.map(AnyAction::Danish).into_iter().collect();
            let missed = danish::captures(before_state).first().copied();
            why = Some(match (danish::threat(after_state), missed) {
                (Some((reply, Some(point))), _) => Why::CaptureAllowed { reply, point },
                (Some((reply, None)), _) => Why::WinAllowed {
                    reply: AnyAction::Danish(reply),
                },
                (None, Some(capture)) if played.capture().is_none() => Why::Missed {
                    action: AnyAction::Danish(capture),
                },
                _ => Why::Weaker,
            });
        }
        steps.push(Step {
            ply: i,
            seat,
            action,
            before: Eval::Estimate(before),
            after: Eval::Estimate(after),
            severity,
            best,
            why,
        });
    }
    steps
}

fn review_quartino(states: &[AnyGame], actions: &[AnyAction], options: &ReviewOptions) -> Vec<Step> {
    let mut steps = Vec::with_capacity(actions.len());
    let mut last: Vec<f64> = Vec::new();
    for (i, &action) in actions.iter().enumerate() {
        let (AnyGame::Quartino(before_state), AnyAction::Quartino(played)) = (&states[i], action) else {
            continue;
        };
        let seat = before_state.to_move();
        if last.len() < before_state.num_players() {
            last = vec![1.0 / before_state.num_players() as f64; before_state.num_players()];
        }
        let legal = before_state.legal_actions();
        let (before, after, best) = if legal.len() <= 1 {
            let v = last[seat.index()];
            (v, v, None)
        } else {
            let stats = quartino::evaluate(before_state, options.quartino_playouts, i as u64);
            let best = stats.first().copied();
            let top = stats.iter().map(|s| s.1).fold(0.0, f64::max);
            let mine = stats.iter().find(|s| s.0 == played).map_or(0.0, |s| s.1);
            (top, mine.min(top), best.map(|b| b.0))
        };
        last[seat.index()] = after;
        // Ending the turn with a card of one's hand showing gives the card up: a mistake
        // whatever the search's estimate says (the rules are sure of it).
        let passed_up = played == quartet_core::quartino::Action::End
            && legal
                .iter()
                .any(|a| matches!(a, quartet_core::quartino::Action::Claim(..)));
        let severity = if best == Some(played) && !passed_up {
            None
        } else {
            let drop = Severity::of_drop(before - after);
            if passed_up {
                drop.max(Some(Severity::Mistake))
            } else {
                drop
            }
        };
        let mut why = None;
        let mut shown = Vec::new();
        if severity.is_some() {
            let claim = legal
                .iter()
                .copied()
                .find(|a| matches!(a, quartet_core::quartino::Action::Claim(..)));
            let choice = if passed_up { claim.or(best) } else { best };
            shown = choice.map(AnyAction::Quartino).into_iter().collect();
            why = Some(match quartino::showing(before_state, seat).first() {
                Some(&(card, quarter)) if !matches!(played, quartet_core::quartino::Action::Claim(..)) => {
                    Why::CardMissed { card, quarter }
                }
                _ => Why::Weaker,
            });
        }
        steps.push(Step {
            ply: i,
            seat,
            action,
            before: Eval::Estimate(before),
            after: Eval::Estimate(after),
            severity,
            best: shown,
            why,
        });
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::judge::JudgeOptions;
    use crate::learn::verdict::{Goal, Verdict};
    use quartet_core::GameKind;

    fn judge() -> Judge {
        Judge::new(JudgeOptions {
            hash_mib: 16,
            ..JudgeOptions::default()
        })
    }

    fn play(kind: GameKind, rules: &str, position: &str, line: &str) -> (AnyGame, Vec<AnyAction>) {
        let start = AnyGame::from_position(kind, rules, position).unwrap();
        let mut state = start.clone();
        let actions = line
            .split_whitespace()
            .map(|a| state.play_text(a).unwrap())
            .collect();
        (start, actions)
    }

    #[test]
    fn a_quarto_game_thrown_away_is_marked_exactly() {
        // Player 2 wins in 3 with c3 then 2 (docs/solver.md); he plays a1 instead and gives
        // a tall piece, which lets player 1 win.
        let (start, actions) = play(GameKind::Quarto, "", "10.d/53.8/.c.a/.fe. 7", "c3 b a1");
        let review = review(&mut judge(), &start, &actions, &ReviewOptions::default()).unwrap();
        assert_eq!(review.steps.len(), 3);
        let first = &review.steps[0];
        assert!(
            matches!(
                first.before,
                Eval::Exact(Value {
                    pov: Pov::Win,
                    distance: Some(3)
                })
            ),
            "{first:?}"
        );
        assert_eq!(first.severity, None, "c3 keeps the win");
        let gift = &review.steps[1];
        assert_eq!(gift.severity, Some(Severity::Blunder), "{gift:?}");
        assert!(matches!(gift.why, Some(Why::GiftWins { .. })), "{gift:?}");
        assert_eq!(
            gift.best.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["2"]
        );
        // Player 1 then misses the win at d1 that piece b gives him.
        let missed = &review.steps[2];
        assert!(
            matches!(&missed.why, Some(Why::WinAt { cell, .. }) if cell.to_string() == "d1"),
            "{missed:?}"
        );
        assert_eq!(review.mistakes().count(), 2);
        // The mistake as a puzzle: giving 2 is right, b is wrong.
        let puzzle = review.puzzle(1).unwrap();
        assert_eq!(puzzle.theme, Theme::Mistake);
        let task = puzzle.task().unwrap();
        assert_eq!(task.goal, Goal::Hold);
        let mut j = judge();
        assert_eq!(j.judge_text(&task, &["2"]), Ok(Verdict::Solved));
        assert!(matches!(j.judge_text(&task, &["b"]), Ok(Verdict::Wrong(_))));
        assert!(review.puzzle(0).is_none());
    }

    #[test]
    fn a_danish_capture_allowed_is_a_mistake() {
        // Black threatens d4; White plays elsewhere and Black captures.
        let (start, actions) = play(GameKind::Danish, "", "a7,i7,c9/c3,d2,e3 w 9 9", "e9 d4xa7");
        let review = review(&mut judge(), &start, &actions, &ReviewOptions::default()).unwrap();
        let step = &review.steps[0];
        assert!(step.severity.is_some(), "{step:?}");
        assert!(matches!(step.why, Some(Why::CaptureAllowed { .. })), "{step:?}");
        assert_eq!(step.best.len(), 1);
        assert_eq!(step.best[0].to_string(), "d4", "the engine blocks: {step:?}");
    }

    #[test]
    fn a_quartino_game_is_reviewed_from_what_each_player_saw() {
        let (start, actions) = play(
            GameKind::Quartino,
            "",
            "Y/B/G/./Y/./././. 1 P1 4 YBGP,BGPY,GBPY,PGYB/YGBP,BPGY,GYPB,PYBG",
            "P@R2 end",
        );
        let options = ReviewOptions {
            quartino_playouts: 400,
            ..ReviewOptions::default()
        };
        let review = review(&mut judge(), &start, &actions, &options).unwrap();
        let end = &review.steps[1];
        assert!(
            end.severity.is_some(),
            "ending the turn with YBGP showing: {end:?}"
        );
        assert!(matches!(end.why, Some(Why::CardMissed { .. })), "{end:?}");
        assert!(end.best[0].to_string().starts_with("YBGP@"), "{end:?}");
    }
}
