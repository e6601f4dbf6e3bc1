//! The judge of lessons and puzzles: a prepared position, a goal ([`Task`]), and the actions
//! played from it so far; the verdict on the last one ([`Judge::judge`]). Each game's teacher
//! decides (`quarto`, `danish`, `quartino`): Quarto! exactly by the solver, Danish Quarto by
//! looking a move or two ahead and the strongest engine, Quartino by searching the whole turn.
//!
//! The judge holds no state between tries: a shell sends the whole line each time (the
//! player's actions and the replies the judge gave). Every action of the line must be legal;
//! only the last, the player's, is judged — replies a client changed only make its own puzzle
//! easier or harder.

use quartet_core::{AnyAction, AnyError, AnyGame};

use super::verdict::{Goal, Verdict};
use super::{danish, quartino, quarto};
use crate::quarto::SolveError;

/// A prepared position and what the player to move there must do.
#[derive(Clone, Debug, PartialEq)]
pub struct Task {
    /// The position, with its rules.
    pub start: AnyGame,
    /// What to do.
    pub goal: Goal,
}

/// How hard the judge may think.
#[derive(Clone, Debug)]
pub struct JudgeOptions {
    /// The Quarto! solver's table, in MiB.
    pub hash_mib: usize,
    /// The most nodes a Quarto! solve may take (none: no limit).
    pub quarto_nodes: Option<u64>,
    /// The Danish engine's nodes for a reply or an evaluation.
    pub danish_nodes: u64,
    /// The Quartino engine's playouts for an evaluation.
    pub quartino_playouts: u64,
}

impl Default for JudgeOptions {
    fn default() -> Self {
        JudgeOptions {
            hash_mib: 32,
            quarto_nodes: Some(50_000_000),
            danish_nodes: 200_000,
            quartino_playouts: 4_000,
        }
    }
}

/// Why a line could not be judged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JudgeError {
    /// No action to judge.
    #[error("no action was played")]
    Empty,
    /// An action of the line does not parse or is not legal where it stands.
    #[error("action {number} ({text:?}) cannot be played: {reason}")]
    Illegal {
        /// 1-based.
        number: usize,
        /// As given.
        text: String,
        /// The rules' typed error (its `Display` gives the words, `code()` the stable code).
        reason: AnyError,
    },
    /// The last action is not the player's.
    #[error("the last action is not the player's: the judge answers the player's actions")]
    NotThePlayers,
    /// The goal is not one of this game's.
    #[error("{goal} is not a goal of {game}")]
    GoalDoesNotFit {
        /// The goal.
        goal: Goal,
        /// The game's name.
        game: &'static str,
    },
    /// The position is too hard to judge within the judge's limits.
    #[error("the position is too hard to judge in time: {0}")]
    TooHard(String),
}

impl From<SolveError> for JudgeError {
    fn from(e: SolveError) -> Self {
        JudgeError::TooHard(e.to_string())
    }
}

/// What the player plays next in a solution being built: his actions from a state, or `None`.
pub type NextTurn<'a> = dyn FnMut(&mut Judge, &AnyGame) -> Result<Option<Vec<AnyAction>>, JudgeError> + 'a;

/// Judges tries at tasks.
pub struct Judge {
    quarto: quarto::QuartoOracle,
    options: JudgeOptions,
}

impl Judge {
    /// A judge that thinks within `options`.
    pub fn new(options: JudgeOptions) -> Judge {
        Judge {
            quarto: quarto::QuartoOracle::new(options.hash_mib, options.quarto_nodes),
            options,
        }
    }

    /// The Quarto! oracle the judge uses (to share its solvers).
    pub fn quarto(&mut self) -> &mut quarto::QuartoOracle {
        &mut self.quarto
    }

    /// Reads a line of actions in the game's notation and judges it.
    pub fn judge_text<S: AsRef<str>>(&mut self, task: &Task, line: &[S]) -> Result<Verdict, JudgeError> {
        let mut state = task.start.clone();
        let mut actions = Vec::with_capacity(line.len());
        for (i, text) in line.iter().enumerate() {
            let text = text.as_ref();
            let illegal = |reason: AnyError| JudgeError::Illegal {
                number: i + 1,
                text: text.chars().take(40).collect(),
                reason,
            };
            let action = state.parse_action(text).map_err(illegal)?;
            state.play(action).map_err(illegal)?;
            actions.push(action);
        }
        self.judge(task, &actions)
    }

    /// A solution of `task`, checked step by step: the player plays `first`, and then, each
    /// time it is his turn again, what `next` gives; the replies are the judge's. The whole
    /// line once the judge says solved; `None` if it says wrong, if `next` has nothing, or
    /// after 64 actions.
    pub fn line(
        &mut self,
        task: &Task,
        first: Vec<AnyAction>,
        next: &mut NextTurn<'_>,
    ) -> Result<Option<Vec<AnyAction>>, JudgeError> {
        let mut line: Vec<AnyAction> = Vec::new();
        let mut state = task.start.clone();
        let mut turn = first;
        while line.len() < 64 {
            for action in std::mem::take(&mut turn) {
                if state.play(action).is_err() {
                    return Ok(None);
                }
                line.push(action);
                match self.judge(task, &line)? {
                    Verdict::Solved => return Ok(Some(line)),
                    Verdict::Wrong(_) => return Ok(None),
                    Verdict::Continue { replies } => {
                        for reply in replies {
                            if state.play(reply).is_err() {
                                return Ok(None);
                            }
                            line.push(reply);
                        }
                    }
                }
            }
            match next(self, &state)? {
                Some(actions) if !actions.is_empty() => turn = actions,
                _ => return Ok(None),
            }
        }
        Ok(None)
    }

    /// The verdict on the last action of `line`, played from the task's start.
    pub fn judge(&mut self, task: &Task, line: &[AnyAction]) -> Result<Verdict, JudgeError> {
        if !task.goal.fits(task.start.kind()) {
            return Err(JudgeError::GoalDoesNotFit {
                goal: task.goal,
                game: task.start.kind().name(),
            });
        }
        let player = task.start.to_move();
        let mut state = task.start.clone();
        let mut before = state.clone();
        let (mut own_moves, mut claims) = (0u8, 0u8);
        for (i, &action) in line.iter().enumerate() {
            before = state.clone();
            let mine = state.to_move() == player;
            state.play(action).map_err(|e| JudgeError::Illegal {
                number: i + 1,
                text: action.to_string(),
                reason: e,
            })?;
            if mine {
                own_moves = own_moves.saturating_add(1);
                if matches!(
                    action,
                    AnyAction::Quartino(quartet_core::quartino::Action::Claim(..))
                ) {
                    claims = claims.saturating_add(1);
                }
            }
        }
        let Some(&last) = line.last() else {
            return Err(JudgeError::Empty);
        };
        if before.to_move() != player {
            return Err(JudgeError::NotThePlayers);
        }
        let goal = task.goal;
        Ok(match (&task.start, &before, last, &state) {
            (AnyGame::Quarto(s), AnyGame::Quarto(b), AnyAction::Quarto(a), AnyGame::Quarto(n)) => {
                quarto::verdict(&mut self.quarto, goal, s, b, a, n)?
            }
            (AnyGame::Danish(s), AnyGame::Danish(b), AnyAction::Danish(a), AnyGame::Danish(n)) => {
                danish::verdict(goal, s, b, a, n, own_moves, self.options.danish_nodes)
            }
            (AnyGame::Quartino(s), AnyGame::Quartino(b), AnyAction::Quartino(a), AnyGame::Quartino(n)) => {
                quartino::verdict(goal, s, b, a, n, claims, self.options.quartino_playouts)
            }
            _ => return Err(JudgeError::NotThePlayers),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::GameKind;

    #[test]
    fn a_line_is_judged_at_its_last_action() {
        let mut judge = Judge::new(JudgeOptions {
            hash_mib: 8,
            ..JudgeOptions::default()
        });
        let task = Task {
            start: AnyGame::from_position(GameKind::Quarto, "", "..../..../..../13d. 9").unwrap(),
            goal: Goal::Win { moves: 1 },
        };
        assert_eq!(judge.judge_text(&task, &["d1"]), Ok(Verdict::Solved));
        assert!(matches!(judge.judge_text(&task, &["a4"]), Ok(Verdict::Wrong(_))));
        assert!(matches!(
            judge.judge_text(&task, &["zz"]),
            Err(JudgeError::Illegal { number: 1, .. })
        ));
        assert_eq!(judge.judge_text::<&str>(&task, &[]), Err(JudgeError::Empty));
        let misfit = Task {
            goal: Goal::Claim { cards: 1 },
            ..task
        };
        assert!(matches!(
            judge.judge_text(&misfit, &["d1"]),
            Err(JudgeError::GoalDoesNotFit { .. })
        ));
    }
}
