//! Finding Danish Quarto puzzles: a game is played by a player who captures when he can (most
//! of the time) and otherwise moves at random, and every position of it is searched a move or
//! two ahead. A position becomes a puzzle when one landing alone does what its theme asks:
//!
//! * **capture in 1**: exactly one landing (placement or move) makes a square;
//! * **protected square**: of the landings that capture, exactly one leaves the opponent no
//!   capture back, and another would let him;
//! * **capture in 2**: no capture now, and exactly one landing threatens so much that every
//!   reply leaves a capture.

use std::collections::HashSet;

use quartet_core::chance::Rng;
use quartet_core::danish::{Action, Config, DanishQuarto, Point};
use quartet_core::{AnyAction, AnyGame, Game, GameKind};

use super::danish::{captures, evaluate, threat, winning_move};
use super::judge::{Judge, JudgeError, Task};
use super::puzzle::{Puzzle, Theme, spread_rating};

/// The longest game played to look for puzzles, in moves.
const MAX_PLIES: u32 = 200;

/// The Danish engine's nodes when it picks the best of equal captures.
const PICK_NODES: u64 = 20_000;

/// Plays one game from `seed` and appends every puzzle of a `wanted` theme it finds to `out`
/// (positions whose canonical key is in `seen` are skipped, and new ones added).
pub fn find(
    judge: &mut Judge,
    config: Config,
    seed: u64,
    wanted: &dyn Fn(Theme) -> bool,
    seen: &mut HashSet<u128>,
    out: &mut Vec<Puzzle>,
) -> Result<(), JudgeError> {
    let mut rng = Rng::new(seed);
    let mut state = DanishQuarto::new(config);
    while !state.is_over() && state.ply() < MAX_PLIES {
        if winning_move(&state).is_none() {
            classify(judge, &state, wanted, seen, out)?;
        }
        let moves = state.legal_actions();
        let caps = captures(&state);
        let action = if !caps.is_empty() && rng.unit() < 0.7 {
            caps[rng.below(caps.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        state.play_unchecked(action);
    }
    Ok(())
}

/// Where a move lands, and from where: what tells two ways to play apart (the capture is a
/// choice made after).
fn landing(action: Action) -> (Option<Point>, Option<Point>) {
    match action {
        Action::Move { from, to, .. } => (Some(from), Some(to)),
        Action::Place { to, .. } => (None, Some(to)),
        Action::Pass => (None, None),
    }
}

fn landings(actions: &[Action]) -> HashSet<(Option<Point>, Option<Point>)> {
    actions.iter().map(|&a| landing(a)).collect()
}

fn after(state: &DanishQuarto, action: Action) -> DanishQuarto {
    let mut next = state.clone();
    next.play_unchecked(action);
    next
}

fn classify(
    judge: &mut Judge,
    state: &DanishQuarto,
    wanted: &dyn Fn(Theme) -> bool,
    seen: &mut HashSet<u128>,
    out: &mut Vec<Puzzle>,
) -> Result<(), JudgeError> {
    let moves = state.legal_actions();
    if moves.len() < 3 {
        return Ok(());
    }
    let caps = captures(state);
    if !caps.is_empty() {
        let safe: Vec<Action> = caps
            .iter()
            .copied()
            .filter(|&a| a.capture().is_some() && threat(&after(state, a)).is_none())
            .collect();
        if !safe.is_empty()
            && landings(&safe).len() == 1
            && safe.len() < caps.len()
            && wanted(Theme::ProtectedSquare)
            && seen.insert(state.canonical_key())
        {
            let base = 1150 + 25 * (caps.len() - safe.len()).min(12) as u32;
            return push(judge, state, Theme::ProtectedSquare, safe[0], base, out);
        }
        if landings(&caps).len() == 1 && wanted(Theme::CaptureIn(1)) && seen.insert(state.canonical_key()) {
            let (_, best) = evaluate(state, PICK_NODES);
            let first = best.filter(|b| caps.contains(b)).unwrap_or(caps[0]);
            let base = 750 + 5 * moves.len().min(60) as u32;
            return push(judge, state, Theme::CaptureIn(1), first, base, out);
        }
        return Ok(());
    }
    if !wanted(Theme::CaptureIn(2)) {
        return Ok(());
    }
    let player = quartet_core::danish::Colour::of(state.to_move());
    let forcing: Vec<Action> = moves
        .iter()
        .copied()
        .filter(|&m| {
            let next = after(state, m);
            !next.is_over() && next.position_now().capturable_by(player) != 0 && forced(&next)
        })
        .collect();
    if landings(&forcing).len() == 1 && seen.insert(state.canonical_key()) {
        let base = 1400 + 5 * moves.len().min(60) as u32;
        return push(judge, state, Theme::CaptureIn(2), forcing[0], base, out);
    }
    Ok(())
}

/// Whether every reply of the player to move in `state` leaves his opponent a capture (or a
/// win), and none wins for him.
fn forced(state: &DanishQuarto) -> bool {
    let replier = state.to_move();
    state.legal_actions().into_iter().all(|r| {
        let next = after(state, r);
        match next.outcome() {
            Some(o) => o.winner() != Some(replier),
            None => !captures(&next).is_empty(),
        }
    })
}

fn push(
    judge: &mut Judge,
    state: &DanishQuarto,
    theme: Theme,
    first: Action,
    base: u32,
    out: &mut Vec<Puzzle>,
) -> Result<(), JudgeError> {
    let task = Task {
        start: AnyGame::Danish(state.clone()),
        goal: theme.goal(),
    };
    let line = judge.line(&task, vec![AnyAction::Danish(first)], &mut |_, now| {
        let AnyGame::Danish(d) = now else {
            return Ok(None);
        };
        let caps = captures(d);
        let (_, best) = evaluate(d, PICK_NODES);
        let pick = best
            .filter(|b| caps.contains(b))
            .or_else(|| caps.first().copied());
        Ok(pick.map(|a| vec![AnyAction::Danish(a)]))
    })?;
    if let Some(line) = line {
        out.push(Puzzle::new(
            GameKind::Danish,
            state.config().to_string(),
            state.position(),
            theme,
            line.iter().map(ToString::to_string).collect(),
            spread_rating(base, state.canonical_key()),
        ));
    }
    Ok(())
}
