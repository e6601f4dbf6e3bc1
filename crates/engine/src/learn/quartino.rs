//! Quartino's teacher: how many cards the player to move can still claim this turn (an
//! exhaustive search of the turn, [`max_claims`]), the strongest engine's evaluation
//! ([`evaluate`]), and the verdict on a try at a Quartino goal ([`verdict`]).

use std::collections::HashMap;

use quartet_core::quartino::{Action, Card, Key, Quarter, Quartino};
use quartet_core::{AnyAction, Game, Player};

use super::verdict::{Goal, Severity, Verdict, Why};
use crate::levels::{quartino_policy, quartino_reward};
use crate::mcts::{Budget, Mcts, Settings};

/// The most positions [`max_claims`] looks at before it answers with what it found.
const MAX_NODES: usize = 3_000_000;

/// The most cards the player to move can still claim before his turn ends, trying every way
/// to play the rest of the turn (placements, situations, claims). Stops at `limit` (no need
/// to know more) and after `MAX_NODES` positions (then it is a lower bound).
pub fn max_claims(state: &Quartino, limit: u8) -> u8 {
    let mut memo = HashMap::new();
    search(state, state.to_move(), limit, &mut memo)
}

fn search(state: &Quartino, mover: Player, limit: u8, memo: &mut HashMap<Key, u8>) -> u8 {
    if state.is_over() || state.to_move() != mover || limit == 0 {
        return 0;
    }
    let key = state.key();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    if memo.len() >= MAX_NODES {
        return 0;
    }
    let mut best = 0;
    for (_, gain, next) in turn_moves(state) {
        let total = gain + search(&next, mover, limit - gain.min(limit), memo);
        if total > best {
            best = total;
            if best >= limit {
                break;
            }
        }
    }
    memo.insert(key, best);
    best
}

/// The actions that go on with the turn (all but ending it), each with the cards it claims (0
/// or 1) and the state it leads to.
fn turn_moves(state: &Quartino) -> impl Iterator<Item = (Action, u8, Quartino)> + '_ {
    state
        .legal_actions()
        .into_iter()
        .filter(|&a| a != Action::End)
        .map(|action| {
            let mut next = state.clone();
            next.play_unchecked(action);
            (action, u8::from(matches!(action, Action::Claim(..))), next)
        })
}

/// A way to claim `want` cards in the rest of the turn of the player to move, if there is one:
/// the actions, up to the last claim.
pub fn claim_line(state: &Quartino, want: u8) -> Option<Vec<Action>> {
    if want == 0 {
        return Some(Vec::new());
    }
    if state.is_over() || max_claims(state, want) < want {
        return None;
    }
    let mover = state.to_move();
    for (action, gain, next) in turn_moves(state) {
        if gain == 1 && want == 1 {
            return Some(vec![action]);
        }
        if next.is_over() || next.to_move() != mover {
            continue;
        }
        if max_claims(&next, want - gain) >= want - gain
            && let Some(mut rest) = claim_line(&next, want - gain)
        {
            rest.insert(0, action);
            return Some(rest);
        }
    }
    None
}

/// The cards of `player`'s hand that show on the board now, with where.
pub fn showing(state: &Quartino, player: Player) -> Vec<(Card, Quarter)> {
    let hand = state.hand(player);
    state
        .table()
        .showing()
        .into_iter()
        .filter(|(card, _)| hand.contains(card))
        .collect()
}

/// The strongest engine's view of the decision of the player to move, from what he can see:
/// each legal action with its expected score for him (0 a loss … 1 a win) and its playouts,
/// best first, after `playouts` playouts of information-set search.
pub fn evaluate(state: &Quartino, playouts: u64, seed: u64) -> Vec<(Action, f64, u32)> {
    if state.is_over() {
        return Vec::new();
    }
    let observation = state.observe(state.to_move());
    let mut tree = Mcts::<Quartino>::new(
        &observation,
        Settings {
            seed,
            playout_limit: 60,
            ..Settings::default()
        },
    )
    .with_evaluator(quartino_reward)
    .with_policy(quartino_policy);
    tree.search(Budget::iterations(playouts));
    let mut stats: Vec<(Action, f64, u32)> = tree
        .root_stats()
        .into_iter()
        .map(|s| (s.action, s.value, s.visits))
        .collect();
    stats.sort_by(|a, b| b.2.cmp(&a.2).then(b.1.total_cmp(&a.1)));
    stats
}

/// The verdict on the player's last action towards a Quartino goal: `before` the state it was
/// played in, `after` the state it led to, `claims` the cards he has claimed so far (this
/// action included).
pub fn verdict(
    goal: Goal,
    start: &Quartino,
    before: &Quartino,
    action: Action,
    after: &Quartino,
    claims: u8,
    playouts: u64,
) -> Verdict {
    let player = start.to_move();
    match goal {
        Goal::Claim { cards } => {
            if claims >= cards || after.outcome().and_then(|o| o.winner()) == Some(player) {
                return Verdict::Solved;
            }
            let still = if after.is_over() || after.to_move() != player {
                0
            } else {
                max_claims(after, cards - claims)
            };
            if claims + still >= cards {
                return Verdict::Continue { replies: Vec::new() };
            }
            Verdict::Wrong(match showing(before, player).first() {
                Some(&(card, quarter)) if action == Action::End => Why::CardMissed { card, quarter },
                _ => Why::ClaimsLeft {
                    possible: claims + still,
                    wanted: cards,
                },
            })
        }
        Goal::Show => {
            if !showing(after, player).is_empty() || matches!(action, Action::Claim(..)) {
                Verdict::Solved
            } else {
                Verdict::Wrong(Why::NoCardShows)
            }
        }
        Goal::Hold => {
            let stats = evaluate(before, playouts, 1);
            let best = stats.iter().map(|s| s.1).fold(0.0, f64::max);
            let played = stats.iter().find(|s| s.0 == action).map_or(0.0, |s| s.1);
            if best - played < Severity::Inaccuracy.drop() {
                Verdict::Solved
            } else {
                Verdict::Wrong(match showing(before, player).first() {
                    Some(&(card, quarter)) if !matches!(action, Action::Claim(..)) => {
                        Why::CardMissed { card, quarter }
                    }
                    _ => Why::Weaker,
                })
            }
        }
        goal => Verdict::Wrong(Why::GoalDoesNotFit { goal }),
    }
}

/// The action of `line` as Quartino's, if it is one.
pub fn as_quartino(action: AnyAction) -> Option<Action> {
    match action {
        AnyAction::Quartino(a) => Some(a),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::quartino::Config;

    #[test]
    fn the_claims_a_turn_can_still_make() {
        // At the start nothing can be claimed in one token.
        let start = Quartino::start(&Config::default(), 3);
        assert_eq!(max_claims(&start, 4), 0);
        // C yellow, R0 blue, R1 green: a pink token on R2 shows YBGP at Q0.
        let start = Quartino::from_position(
            &Config::default(),
            "Y/B/G/./Y/./././. 1 P1 4 YBGP,BGPY,GBPY,PGYB/YGBP,BPGY,GYPB,PYBG",
        )
        .unwrap();
        assert!(max_claims(&start, 4) >= 1);
        let pink: Action = "P@R2".parse().unwrap();
        let after = start.clone().play(pink).unwrap();
        let goal = Goal::Claim { cards: 1 };
        assert_eq!(
            verdict(goal, &start, &start, pink, &after, 0, 100),
            Verdict::Continue { replies: vec![] }
        );
        let claim: Action = "YBGP@Q0".parse().unwrap();
        let claimed = after.clone().play(claim).unwrap();
        assert_eq!(
            verdict(goal, &start, &after, claim, &claimed, 1, 100),
            Verdict::Solved
        );
        let wrong: Action = "Y@C".parse().unwrap();
        let after = start.clone().play(wrong).unwrap();
        assert_eq!(
            verdict(goal, &start, &start, wrong, &after, 0, 100),
            Verdict::Wrong(Why::ClaimsLeft {
                possible: 0,
                wanted: 1
            })
        );
        assert_eq!(
            verdict(
                Goal::Show,
                &start,
                &start,
                pink,
                &start.clone().play(pink).unwrap(),
                0,
                100
            ),
            Verdict::Solved
        );
    }
}
