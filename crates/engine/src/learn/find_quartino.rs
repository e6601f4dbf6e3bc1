//! Finding Quartino puzzles: a game of two or three players is played by players who claim a
//! card whenever one shows and otherwise play at random, and at the start of every turn the
//! whole turn of the player to move is searched (from a turn drawn among the first few on):
//! when the most cards it can claim is exactly two, the position is a **claim two** puzzle, and
//! the game's one.

use std::collections::HashSet;

use quartet_core::chance::Rng;
use quartet_core::quartino::{Action, Config, Quartino};
use quartet_core::{AnyAction, AnyGame, Game, GameKind};

use super::judge::{Judge, JudgeError, Task};
use super::puzzle::{Puzzle, Theme};
use super::quartino::{claim_line, max_claims, showing};

/// The most turns a game is played to look for puzzles.
const MAX_TURNS: u16 = 120;

/// Plays one game from `seed` (two or three players, by the seed) and appends every puzzle of
/// a `wanted` theme it finds to `out` (positions already in `seen` are skipped, new ones
/// added).
pub fn find(
    judge: &mut Judge,
    config: &Config,
    seed: u64,
    wanted: &dyn Fn(Theme) -> bool,
    seen: &mut HashSet<String>,
    out: &mut Vec<Puzzle>,
) -> Result<(), JudgeError> {
    let mut rng = Rng::new(seed);
    let players = 2 + rng.below(2);
    let config = config
        .clone()
        .with_players(players)
        .map_err(|e| JudgeError::TooHard(e.to_string()))?;
    let mut state = Quartino::start(&config, seed);
    let mut turn_start = true;
    let first = out.len();
    // One puzzle a game, at a turn after the first few: the next would be much like it.
    let from_turn = 4 + rng.below(12) as u16;
    while !state.is_over() && state.table().turns() < MAX_TURNS && out.len() == first {
        if turn_start && state.table().turns() >= from_turn && wanted(Theme::ClaimTwo) {
            classify(judge, &state, seen, out)?;
        }
        let actions = state.legal_actions();
        let claims: Vec<Action> = actions
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Claim(..)))
            .collect();
        let action = if !claims.is_empty() && rng.unit() < 0.9 {
            claims[rng.below(claims.len())]
        } else {
            actions[rng.below(actions.len())]
        };
        state.play_unchecked(action);
        turn_start = action == Action::End;
    }
    Ok(())
}

fn classify(
    judge: &mut Judge,
    state: &Quartino,
    seen: &mut HashSet<String>,
    out: &mut Vec<Puzzle>,
) -> Result<(), JudgeError> {
    if max_claims(state, 3) != 2 || !seen.insert(state.position()) {
        return Ok(());
    }
    let Some(path) = claim_line(state, 2) else {
        return Ok(());
    };
    let task = Task {
        start: AnyGame::Quartino(state.clone()),
        goal: Theme::ClaimTwo.goal(),
    };
    let first = path.into_iter().map(AnyAction::Quartino).collect();
    let Some(line) = judge.line(&task, first, &mut |_, _| Ok(None))? else {
        return Ok(());
    };
    let hidden = showing(state, state.to_move()).is_empty();
    let spread = (state.table().tokens_on_board() * 7 % 61) as u32;
    let rating = 1270 + if hidden { 120 } else { 0 } + spread;
    out.push(Puzzle::new(
        GameKind::Quartino,
        state.config().to_string(),
        state.position(),
        Theme::ClaimTwo,
        line.iter().map(ToString::to_string).collect(),
        rating,
    ));
    Ok(())
}
