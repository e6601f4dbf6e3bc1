//! Quarto!'s teacher: exact values from the solver ([`QuartoOracle`]), why an action was wrong
//! in the game's words ([`why`]), and the verdict on a try at a Quarto! goal ([`verdict`]).

use quartet_core::quarto::{Action, Phase, Quarto, Rules};
use quartet_core::{Game, Player, Pov};

use super::verdict::{Goal, Verdict, Why};
use crate::quarto::{Analysis, SolveError, Solver, SolverOptions, Turn, Value};

/// Exact values for any Quarto! variant: a solver per variant met, made when first needed.
pub struct QuartoOracle {
    solvers: Vec<Solver>,
    hash_mib: usize,
    node_limit: Option<u64>,
}

impl QuartoOracle {
    /// An oracle whose solvers have `hash_mib` MiB of table each and search at most
    /// `node_limit` nodes a solve (none: no limit; a solve over the limit is
    /// [`SolveError::Stopped`]).
    pub fn new(hash_mib: usize, node_limit: Option<u64>) -> QuartoOracle {
        QuartoOracle {
            solvers: Vec::new(),
            hash_mib,
            node_limit,
        }
    }

    /// The most nodes a solve may take (none: no limit).
    pub fn node_limit(&self) -> Option<u64> {
        self.node_limit
    }

    /// Sets the most nodes a solve may take, for the solvers made and to be made.
    pub fn set_node_limit(&mut self, nodes: Option<u64>) {
        self.node_limit = nodes;
        for solver in &mut self.solvers {
            solver.set_node_limit(nodes);
        }
    }

    /// The solver of a variant (the win mode does not change values).
    pub fn solver(&mut self, rules: Rules) -> Result<&mut Solver, SolveError> {
        let same =
            |s: &Solver| s.rules().attributes == rules.attributes && s.rules().squares == rules.squares;
        let index = match self.solvers.iter().position(same) {
            Some(i) => i,
            None => {
                let mut solver = Solver::new(
                    rules,
                    SolverOptions {
                        hash_mib: self.hash_mib,
                        threads: 1,
                        ..SolverOptions::default()
                    },
                )?;
                solver.set_node_limit(self.node_limit);
                self.solvers.push(solver);
                self.solvers.len() - 1
            }
        };
        Ok(&mut self.solvers[index])
    }

    /// The exact value of `state` for the player to move, with the distance.
    pub fn value(&mut self, state: &Quarto) -> Result<Value, SolveError> {
        if let Some(outcome) = state.outcome() {
            return Ok(finished(outcome.pov(state.to_move())));
        }
        Ok(self.solver(state.rules())?.solve(state, true)?.value)
    }

    /// The exact value of `state` for `player`.
    pub fn value_for(&mut self, state: &Quarto, player: Player) -> Result<Value, SolveError> {
        if let Some(outcome) = state.outcome() {
            return Ok(finished(outcome.pov(player)));
        }
        let value = self.value(state)?;
        Ok(if state.to_move() == player {
            value
        } else {
            Value {
                pov: value.pov.flip(),
                ..value
            }
        })
    }

    /// A best turn for the player to move: the shortest win, else a draw, else the longest
    /// loss (none once the game is over).
    pub fn best_turn(&mut self, state: &Quarto) -> Result<Option<Turn>, SolveError> {
        if state.is_over() {
            return Ok(None);
        }
        Ok(self.solver(state.rules())?.solve(state, true)?.best)
    }

    /// Every legal turn of `state` valued (see [`Solver::analyse`]).
    pub fn analyse(&mut self, state: &Quarto, distance: bool) -> Result<Analysis, SolveError> {
        self.solver(state.rules())?.analyse(state, distance)
    }
}

/// The value of a finished game: won or lost with nothing left to play, or drawn.
fn finished(pov: Pov) -> Value {
    Value {
        pov,
        distance: (pov != Pov::Draw).then_some(0),
    }
}

/// Why `action`, played in `before` and leading to `after`, cost its player what it did: the
/// plainest reason first (a win at once missed, a deadly gift, a placement that leaves only
/// deadly gifts, a claim missed), else what it is worth now for him (`now`, when known).
pub fn why(before: &Quarto, action: Action, after: &Quarto, now: Option<Value>) -> Why {
    if let Some(alignment) = before.claimable().next()
        && !matches!(action, Action::Claim(_))
    {
        return Why::ClaimMissed { alignment };
    }
    match action {
        Action::Place(cell) => {
            if let Some(piece) = before.hand()
                && !before.wins_at(piece, cell)
                && let Some(win) = before.winning_cells(piece).next()
                && let Some(made) = before.quartos_made_by(piece, win).into_iter().next()
            {
                return Why::WinAt { cell: win, made };
            }
            if after.phase() == Phase::Give && after.pool() != 0 && after.deadly_gifts() == after.pool() {
                return Why::NoSafeGift;
            }
        }
        Action::Give(piece) => {
            if let Some(cell) = after.winning_cells(piece).next()
                && let Some(made) = after.quartos_made_by(piece, cell).into_iter().next()
            {
                return Why::GiftWins { piece, cell, made };
            }
        }
        Action::Claim(_) | Action::Pass => {}
    }
    match now {
        Some(v) if v.pov == Pov::Loss => Why::OpponentWins { distance: v.distance },
        Some(v) => Why::WinLost { now: v.pov },
        None => Why::Weaker,
    }
}

/// How many placements a win in `moves` of the player's own placements may take from `start`,
/// counting everybody's.
fn placements_allowed(start: &Quarto, moves: u8) -> u32 {
    let own = 2 * moves as u32;
    if start.phase() == Phase::Give {
        own
    } else {
        own - 1
    }
}

/// The verdict on the player's last action of `line`, played from `start` towards `goal`;
/// `before` is the state the action was played in, `after` the state it led to. The player is
/// the one to move at `start`.
pub fn verdict(
    oracle: &mut QuartoOracle,
    goal: Goal,
    start: &Quarto,
    before: &Quarto,
    action: Action,
    after: &Quarto,
) -> Result<Verdict, SolveError> {
    let player = start.to_move();
    match goal {
        Goal::Win { moves } => {
            if let Some(outcome) = after.outcome() {
                return Ok(if outcome.winner() == Some(player) {
                    Verdict::Solved
                } else {
                    Verdict::Wrong(why(before, action, after, Some(oracle.value_for(after, player)?)))
                });
            }
            let allowed = placements_allowed(start, moves);
            let placed = after.pieces_on_board() - start.pieces_on_board();
            let left = allowed.saturating_sub(placed);
            let now = oracle.value_for(after, player)?;
            let in_time = now.pov == Pov::Win && now.distance.is_some_and(|d| d <= left);
            if !in_time {
                let reason = match (now.pov, now.distance) {
                    (Pov::Win, Some(distance)) => match why(before, action, after, None) {
                        Why::Weaker => Why::TooSlow {
                            distance,
                            within: left,
                        },
                        plain => plain,
                    },
                    _ => why(before, action, after, Some(now)),
                };
                return Ok(Verdict::Wrong(reason));
            }
            continue_after(oracle, player, after)
        }
        Goal::Hold => {
            let was = oracle.value_for(start, player)?;
            let now = oracle.value_for(after, player)?;
            if now.pov < was.pov {
                return Ok(Verdict::Wrong(why(before, action, after, Some(now))));
            }
            Ok(if after.is_over() || after.to_move() != player {
                Verdict::Solved
            } else {
                Verdict::Continue { replies: Vec::new() }
            })
        }
        Goal::SafeGift => Ok(match action {
            Action::Give(_) => match why(before, action, after, None) {
                reason @ Why::GiftWins { .. } => Verdict::Wrong(reason),
                _ => Verdict::Solved,
            },
            _ if after.outcome().and_then(|o| o.winner()) == Some(player) => Verdict::Solved,
            _ => Verdict::Continue { replies: Vec::new() },
        }),
        Goal::SafePlacement => Ok(match action {
            Action::Place(cell) => {
                if after.outcome().and_then(|o| o.winner()) == Some(player) {
                    Verdict::Solved
                } else {
                    match why(before, action, after, None) {
                        reason @ Why::NoSafeGift => Verdict::Wrong(reason),
                        _ if after.is_over() => Verdict::Wrong(Why::NoQuarto { cell }),
                        _ => Verdict::Solved,
                    }
                }
            }
            _ => Verdict::Continue { replies: Vec::new() },
        }),
        _ => Ok(Verdict::Wrong(Why::GoalDoesNotFit { goal })),
    }
}

/// Right so far: the opponent's best defence if it is his turn (his longest loss), else the
/// player goes on.
fn continue_after(oracle: &mut QuartoOracle, player: Player, after: &Quarto) -> Result<Verdict, SolveError> {
    let mut state = *after;
    let mut replies = Vec::new();
    while !state.is_over() && state.to_move() != player {
        let Some(turn) = oracle.best_turn(&state)? else {
            break;
        };
        for a in turn.actions() {
            if state.check(a).is_err() {
                break;
            }
            state.play_unchecked(a);
            replies.push(quartet_core::AnyAction::Quarto(a));
        }
    }
    Ok(Verdict::Continue { replies })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Quarto {
        Quarto::from_position(&Rules::default(), text).unwrap()
    }

    #[test]
    fn the_reasons_in_the_games_words() {
        // Piece 9 wins at d1 (row 1 all tall); placing it on a4 misses that.
        let before = at("..../..../..../13d. 9");
        let after = before.play("a4".parse().unwrap()).unwrap();
        match why(&before, "a4".parse().unwrap(), &after, None) {
            Why::WinAt { cell, made } => {
                assert_eq!(cell.to_string(), "d1");
                assert_eq!(made.alignment.to_string(), "a1-d1");
                assert_eq!(made.shared[0].word(), "tall");
            }
            other => panic!("{other:?}"),
        }
        // Giving a tall piece then lets the opponent win at d1.
        let gift = after.play("b".parse().unwrap()).unwrap();
        match why(&after, "b".parse().unwrap(), &gift, None) {
            Why::GiftWins { piece, cell, .. } => {
                assert_eq!((piece.to_string(), cell.to_string()), ("b".into(), "d1".into()));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_win_in_two_is_judged_by_the_solver() {
        // From docs/solver.md: player 2 places 7 and wins in 3 placements with c3 then 2.
        let start = at("10.d/53.8/.c.a/.fe. 7");
        let mut oracle = QuartoOracle::new(16, None);
        let goal = Goal::Win { moves: 2 };
        let place = |s: &Quarto, a: &str| s.play(a.parse().unwrap()).unwrap();
        let c3 = place(&start, "c3");
        let v = verdict(&mut oracle, goal, &start, &start, "c3".parse().unwrap(), &c3).unwrap();
        assert_eq!(v, Verdict::Continue { replies: vec![] });
        let gave = place(&c3, "2");
        let v = verdict(&mut oracle, goal, &start, &c3, "2".parse().unwrap(), &gave).unwrap();
        let Verdict::Continue { replies } = v else {
            panic!("{v:?}");
        };
        assert_eq!(replies.len(), 2, "the opponent places and gives: {replies:?}");
        // c4 also wins, but in 5 placements: too slow for a win in 2.
        let c4 = place(&start, "c4");
        let v = verdict(&mut oracle, goal, &start, &start, "c4".parse().unwrap(), &c4).unwrap();
        assert!(
            matches!(v, Verdict::Wrong(Why::TooSlow { within: 2, .. })),
            "{v:?}"
        );
        // a1 loses.
        let a1 = place(&start, "a1");
        let v = verdict(&mut oracle, goal, &start, &start, "a1".parse().unwrap(), &a1).unwrap();
        assert!(matches!(v, Verdict::Wrong(_)), "{v:?}");
    }
}
