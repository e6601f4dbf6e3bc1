//! Danish Quarto's teacher: the captures and wins a move or two ahead, the strongest engine's
//! evaluation ([`evaluate`]) and reply, and the verdict on a try at a Danish goal
//! ([`verdict`]).

use quartet_core::danish::{Action, DanishQuarto, Point};
use quartet_core::{AnyAction, Game, Player};

use super::verdict::{Goal, Verdict, Why};
use crate::alphabeta::{AlphaBeta, WIN};
use crate::levels::danish_evaluation;

/// The depth no evaluation search goes beyond (the node budget stops it first).
const MAX_DEPTH: u32 = 64;

/// The legal moves of the player to move that capture a piece or win at once.
pub fn captures(state: &DanishQuarto) -> Vec<Action> {
    let mover = state.to_move();
    state
        .legal_actions()
        .into_iter()
        .filter(|&a| a.capture().is_some() || wins(state, a, mover))
        .collect()
}

fn wins(state: &DanishQuarto, action: Action, mover: Player) -> bool {
    let mut next = state.clone();
    next.play_unchecked(action);
    next.outcome().and_then(|o| o.winner()) == Some(mover)
}

/// The first move of the player to move that wins at once, if any.
pub fn winning_move(state: &DanishQuarto) -> Option<Action> {
    let mover = state.to_move();
    state.legal_actions().into_iter().find(|&a| wins(state, a, mover))
}

/// Whether the piece that `action` landed is a corner of a valid square of its player in
/// `after`: whether the move made a square.
pub fn made_square(action: Action, after: &DanishQuarto, mover: Player) -> bool {
    let Some(to) = action.landing() else {
        return false;
    };
    let colour = quartet_core::danish::Colour::of(mover);
    after
        .position_now()
        .valid_squares(colour)
        .any(|s| s.corner_mask & to.bit() != 0)
}

/// What the other side can do to the player after his move: a reply that wins at once, else
/// one that captures (with the piece it takes).
pub fn threat(after: &DanishQuarto) -> Option<(Action, Option<Point>)> {
    if after.is_over() {
        return None;
    }
    if let Some(w) = winning_move(after) {
        return Some((w, None));
    }
    captures(after).into_iter().next().map(|a| (a, a.capture()))
}

/// The strongest engine's view of a state: the value of the best move for the player to move
/// in the engine's units (a piece is worth 1,000; a won game about ±[`WIN`]) and that move,
/// searched within `nodes` nodes.
pub fn evaluate(state: &DanishQuarto, nodes: u64) -> (i32, Option<Action>) {
    if let Some(outcome) = state.outcome() {
        let v = match outcome.winner() {
            Some(p) if p == state.to_move() => WIN,
            Some(_) => -WIN,
            None => 0,
        };
        return (v, None);
    }
    let mut search = AlphaBeta::new(danish_evaluation, 1_000_000);
    let found = search.search_within(state, MAX_DEPTH, Some(nodes), None);
    (found.value, found.action)
}

/// The value of `action` and of the engine's own choice in `state`, for the player to move,
/// searched to the same depth so that they compare: the choice (none when the game is over),
/// its value and the action's. The root search takes `nodes`; each of the two moves is then
/// searched one move shallower than the root got.
pub fn compare(state: &DanishQuarto, action: Action, nodes: u64) -> (Option<Action>, i32, i32) {
    let mut search = AlphaBeta::new(danish_evaluation, 1_000_000);
    let found = search.search_within(state, MAX_DEPTH, Some(nodes), None);
    let Some(best) = found.action else {
        return (None, found.value, found.value);
    };
    if best == action {
        return (Some(best), found.value, found.value);
    }
    let depth = found.depth.saturating_sub(1);
    let mover = state.to_move();
    let mut value_of = |a: Action| {
        let mut child = state.clone();
        child.play_unchecked(a);
        if let Some(o) = child.outcome() {
            return match o.winner() {
                Some(p) if p == mover => WIN,
                Some(_) => -WIN,
                None => 0,
            };
        }
        let v = if depth == 0 {
            danish_evaluation(&child, child.to_move())
        } else {
            search
                .search_within(&child, depth, Some(nodes.saturating_mul(2)), None)
                .value
        };
        if child.to_move() == mover { v } else { -v }
    };
    let best_value = value_of(best);
    let played = value_of(action);
    (Some(best), best_value.max(played), played)
}

/// The engine's expected score for the player (0 a loss … 1 a win) of a value in its units.
pub fn expected_score(value: i32) -> f64 {
    if value >= WIN / 2 {
        1.0
    } else if value <= -WIN / 2 {
        0.0
    } else {
        1.0 / (1.0 + (-(value as f64) / 700.0).exp())
    }
}

/// The verdict on the player's last action towards a Danish goal: `before` the state it was
/// played in, `after` the state it led to, `own_moves` the player's moves so far (this one
/// included), `nodes` the engine's budget for replies and evaluations.
pub fn verdict(
    goal: Goal,
    start: &DanishQuarto,
    before: &DanishQuarto,
    action: Action,
    after: &DanishQuarto,
    own_moves: u8,
    nodes: u64,
) -> Verdict {
    let player = start.to_move();
    let won = after.outcome().and_then(|o| o.winner()) == Some(player);
    let missed = || {
        captures(before)
            .first()
            .map(|&a| Why::Missed {
                action: AnyAction::Danish(a),
            })
            .unwrap_or(Why::NoSquare)
    };
    match goal {
        Goal::Win { .. } => {
            if won {
                Verdict::Solved
            } else {
                Verdict::Wrong(
                    winning_move(before)
                        .map(|a| Why::Missed {
                            action: AnyAction::Danish(a),
                        })
                        .unwrap_or(Why::NoSquare),
                )
            }
        }
        Goal::Capture { moves } => {
            if won || action.capture().is_some() {
                return Verdict::Solved;
            }
            if own_moves >= moves {
                return Verdict::Wrong(missed());
            }
            // A capture in two: every reply must leave a capture (or a win) to follow.
            for reply in after.legal_actions() {
                let mut next = after.clone();
                next.play_unchecked(reply);
                if next.is_over() {
                    if next.outcome().and_then(|o| o.winner()) != Some(player) {
                        return Verdict::Wrong(Why::WinAllowed {
                            reply: AnyAction::Danish(reply),
                        });
                    }
                    continue;
                }
                if captures(&next).is_empty() {
                    return Verdict::Wrong(Why::Escapes { reply });
                }
            }
            let (_, reply) = evaluate(after, nodes);
            Verdict::Continue {
                replies: reply.map(AnyAction::Danish).into_iter().collect(),
            }
        }
        Goal::ProtectedSquare => {
            if won {
                return Verdict::Solved;
            }
            if action.capture().is_none() {
                return Verdict::Wrong(if made_square(action, after, player) {
                    missed()
                } else {
                    Why::NoSquare
                });
            }
            match threat(after) {
                Some((reply, Some(point))) => Verdict::Wrong(Why::CaptureAllowed { reply, point }),
                Some((reply, None)) => Verdict::Wrong(Why::WinAllowed {
                    reply: AnyAction::Danish(reply),
                }),
                None => Verdict::Solved,
            }
        }
        Goal::Square => {
            if won || made_square(action, after, player) {
                Verdict::Solved
            } else {
                Verdict::Wrong(Why::NoSquare)
            }
        }
        Goal::Block => match threat(after) {
            Some((reply, Some(point))) => Verdict::Wrong(Why::CaptureAllowed { reply, point }),
            Some((reply, None)) => Verdict::Wrong(Why::WinAllowed {
                reply: AnyAction::Danish(reply),
            }),
            None => Verdict::Solved,
        },
        Goal::Hold => {
            let (_, best, played) = compare(before, action, nodes);
            if expected_score(best) - expected_score(played) < super::verdict::Severity::Inaccuracy.drop() {
                Verdict::Solved
            } else {
                Verdict::Wrong(match threat(after) {
                    Some((reply, Some(point))) => Why::CaptureAllowed { reply, point },
                    Some((reply, None)) => Why::WinAllowed {
                        reply: AnyAction::Danish(reply),
                    },
                    None => Why::Weaker,
                })
            }
        }
        goal => Verdict::Wrong(Why::GoalDoesNotFit { goal }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::danish::Config;

    fn at(text: &str) -> DanishQuarto {
        DanishQuarto::from_position(&Config::default(), text).unwrap()
    }

    #[test]
    fn a_capture_in_one_and_a_miss() {
        // White holds c3, d2, e3: placing on d4 makes the diamond c3-d2-e3-d4 and captures.
        let start = at("c3,d2,e3/a7,i7,c9 w 9 9");
        let capture: Action = "d4xa7".parse().unwrap();
        let after = start.clone().play(capture).unwrap();
        assert_eq!(
            verdict(
                Goal::Capture { moves: 1 },
                &start,
                &start,
                capture,
                &after,
                1,
                10_000
            ),
            Verdict::Solved
        );
        let quiet: Action = "e5".parse().unwrap();
        let after = start.clone().play(quiet).unwrap();
        match verdict(
            Goal::Capture { moves: 1 },
            &start,
            &start,
            quiet,
            &after,
            1,
            10_000,
        ) {
            Verdict::Wrong(Why::Missed { action }) => assert!(action.to_string().starts_with("d4x")),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            verdict(Goal::Square, &start, &start, quiet, &after, 1, 10_000),
            Verdict::Wrong(Why::NoSquare)
        );
    }

    #[test]
    fn block_sees_the_threat() {
        // Black threatens d4 (c3-d2-e3 are Black's); White must take d4 himself.
        let start = at("a7,i7,c9/c3,d2,e3 w 9 9");
        let block: Action = "d4".parse().unwrap();
        let after = start.clone().play(block).unwrap();
        assert_eq!(
            verdict(Goal::Block, &start, &start, block, &after, 1, 10_000),
            Verdict::Solved
        );
        let elsewhere: Action = "e9".parse().unwrap();
        let after = start.clone().play(elsewhere).unwrap();
        match verdict(Goal::Block, &start, &start, elsewhere, &after, 1, 10_000) {
            Verdict::Wrong(Why::CaptureAllowed { reply, .. }) => {
                assert_eq!(reply.landing(), "d4".parse().ok())
            }
            other => panic!("{other:?}"),
        }
    }
}
