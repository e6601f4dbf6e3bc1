//! Finding Quarto! puzzles: a game is played by a player who knows the rules and avoids losing
//! at once (otherwise at random), and every position of it near the end — and every position
//! one other gift would have given — is valued exactly by the solver. A position becomes a
//! puzzle when one turn alone does what its theme asks:
//!
//! * **win in N** (N = 1–4 of the player's placements): the value is a win in 2N − 1
//!   placements and exactly one legal turn keeps that (a win in 1: exactly one winning cell);
//! * **only safe piece**: after a placement, every piece but one lets the opponent win at once,
//!   and the one left does not lose;
//! * **only drawing move**: the value is a draw and exactly one turn keeps it, every other
//!   turn loses.

use std::collections::HashSet;

use quartet_core::chance::Rng;
use quartet_core::quarto::{Action, Cell, Phase, Piece, Quarto, Rules};
use quartet_core::{AnyAction, AnyGame, Game, Pov};

use super::judge::{Judge, JudgeError, Task};
use super::puzzle::{Puzzle, Theme, spread_rating};
use crate::quarto::{Turn, Value};

/// The most empty cells of a position looked at for the themes other than a win in 1 (more
/// take the solver too long to be worth it: few puzzles have them).
const MAX_EMPTY: u32 = 11;

/// Plays one game from `seed` under `rules` and appends every puzzle of a `wanted` theme it
/// finds to `out` (positions whose canonical key is in `seen` are skipped, and new ones
/// added).
pub fn find(
    judge: &mut Judge,
    rules: Rules,
    seed: u64,
    wanted: &dyn Fn(Theme) -> bool,
    seen: &mut HashSet<u128>,
    out: &mut Vec<Puzzle>,
) -> Result<(), JudgeError> {
    let mut rng = Rng::new(seed);
    let mut state = Quarto::new(rules);
    while !state.is_over() {
        match state.phase() {
            Phase::Place => {
                classify_placement(judge, &state, wanted, seen, out)?;
                let cell = choose_cell(&state, &mut rng);
                state.play_unchecked(Action::Place(cell));
            }
            Phase::Give => {
                classify_gift(judge, &state, wanted, seen, out)?;
                if empty(&state) <= MAX_EMPTY {
                    let mut pieces: Vec<Piece> = state.pool_pieces().collect();
                    rng.shuffle(&mut pieces);
                    for piece in pieces {
                        let mut next = state;
                        next.play_unchecked(Action::Give(piece));
                        classify_placement(judge, &next, wanted, seen, out)?;
                    }
                }
                let piece = choose_gift(&state, &mut rng);
                state.play_unchecked(Action::Give(piece));
            }
            Phase::FinalClaim | Phase::Over(_) => {
                // Announce mode: claim when there is something to claim, else pass.
                let action = state.claimable().next().map_or(Action::Pass, Action::Claim);
                state.play_unchecked(action);
            }
        }
        let open = state.claimable().next();
        if let Some(a) = open {
            state.play_unchecked(Action::Claim(a));
        }
    }
    Ok(())
}

fn empty(state: &Quarto) -> u32 {
    16 - state.pieces_on_board()
}

/// A placement that leaves a safe gift, now and then a win when there is one.
fn choose_cell(state: &Quarto, rng: &mut Rng) -> Cell {
    let empty: Vec<Cell> = Cell::all().filter(|&c| state.piece_at(c).is_none()).collect();
    let Some(piece) = state.hand() else {
        return empty[0];
    };
    let wins: Vec<Cell> = state.winning_cells(piece).collect();
    if !wins.is_empty() && rng.unit() < 0.3 {
        return wins[rng.below(wins.len())];
    }
    let bad = state.cells_leaving_no_safe_gift();
    let good: Vec<Cell> = empty
        .iter()
        .copied()
        .filter(|c| !bad.contains(c) && !wins.contains(c))
        .collect();
    let from = if good.is_empty() { &empty } else { &good };
    from[rng.below(from.len())]
}

/// A gift the opponent cannot win with at once, if there is one.
fn choose_gift(state: &Quarto, rng: &mut Rng) -> Piece {
    let deadly = state.deadly_gifts();
    let all: Vec<Piece> = state.pool_pieces().collect();
    let safe: Vec<Piece> = all
        .iter()
        .copied()
        .filter(|p| deadly & 1 << p.index() == 0)
        .collect();
    let from = if safe.is_empty() { &all } else { &safe };
    from[rng.below(from.len())]
}

/// A rating: a base, plus up to ±30 from the position so that equal puzzles spread.
fn first_time(state: &Quarto, seen: &mut HashSet<u128>) -> bool {
    seen.insert(state.canonical_key())
}

fn classify_placement(
    judge: &mut Judge,
    state: &Quarto,
    wanted: &dyn Fn(Theme) -> bool,
    seen: &mut HashSet<u128>,
    out: &mut Vec<Puzzle>,
) -> Result<(), JudgeError> {
    let Some(piece) = state.hand() else {
        return Ok(());
    };
    if state.claimable().next().is_some() {
        return Ok(());
    }
    let wins: Vec<Cell> = state.winning_cells(piece).collect();
    if !wins.is_empty() {
        if wins.len() == 1 && wanted(Theme::WinIn(1)) && first_time(state, seen) {
            let base = 700 + 15 * empty(state);
            push(
                judge,
                state,
                Theme::WinIn(1),
                Turn::Play {
                    place: Some(wins[0]),
                    give: None,
                },
                base,
                out,
            )?;
        }
        return Ok(());
    }
    if empty(state) > MAX_EMPTY {
        return Ok(());
    }
    let value = judge.quarto().value(state)?;
    match (value.pov, value.distance) {
        (Pov::Win, Some(d)) if d % 2 == 1 && (3..=7).contains(&d) => {
            let theme = Theme::WinIn(d.div_ceil(2) as u8);
            if !wanted(theme) || !first_time(state, seen) {
                return Ok(());
            }
            let analysis = judge.quarto().analyse(state, true)?;
            let best: Vec<&Turn> = analysis
                .turns
                .iter()
                .filter(|t| t.value.pov == Pov::Win && t.value.distance.is_some_and(|x| x <= d))
                .map(|t| &t.turn)
                .collect();
            if let [only] = best.as_slice() {
                let holding = analysis.turns.iter().filter(|t| t.value.pov != Pov::Loss).count() as u32;
                let base = 1000 + 300 * (d - 1) / 2 + 10 * holding.min(30);
                push(judge, state, theme, **only, base, out)?;
            }
        }
        (Pov::Draw, _) if wanted(Theme::OnlyDrawingMove) => {
            let safe_turns = safe_turns(state);
            if !(1..=24).contains(&safe_turns) || !first_time(state, seen) {
                return Ok(());
            }
            let analysis = judge.quarto().analyse(state, false)?;
            if analysis.turns.len() < 4 {
                return Ok(());
            }
            let holding: Vec<&Turn> = analysis
                .turns
                .iter()
                .filter(|t| t.value.pov != Pov::Loss)
                .map(|t| &t.turn)
                .collect();
            if let [only] = holding.as_slice() {
                let base = 1350 + 10 * safe_turns;
                push(judge, state, Theme::OnlyDrawingMove, **only, base, out)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// The turns after which the opponent cannot win at once.
fn safe_turns(state: &Quarto) -> u32 {
    Cell::all()
        .filter(|&c| state.piece_at(c).is_none())
        .map(|c| {
            let mut after = *state;
            after.play_unchecked(Action::Place(c));
            if after.is_over() {
                return 0;
            }
            (after.pool() & !after.deadly_gifts()).count_ones()
        })
        .sum()
}

fn classify_gift(
    judge: &mut Judge,
    state: &Quarto,
    wanted: &dyn Fn(Theme) -> bool,
    seen: &mut HashSet<u128>,
    out: &mut Vec<Puzzle>,
) -> Result<(), JudgeError> {
    let pool = state.pool();
    let safe = pool & !state.deadly_gifts();
    if safe.count_ones() != 1
        || pool.count_ones() < 3
        || !wanted(Theme::OnlySafePiece)
        || empty(state) > MAX_EMPTY + 1
    {
        return Ok(());
    }
    if state.claimable().next().is_some() || !first_time(state, seen) {
        return Ok(());
    }
    let Some(piece) = Piece::new(safe.trailing_zeros() as u8) else {
        return Ok(());
    };
    let mut after = *state;
    after.play_unchecked(Action::Give(piece));
    let value: Value = judge.quarto().value_for(&after, state.to_move())?;
    if value.pov == Pov::Loss {
        return Ok(());
    }
    let base = 900 + 30 * pool.count_ones();
    push(
        judge,
        state,
        Theme::OnlySafePiece,
        Turn::Play {
            place: None,
            give: Some(piece),
        },
        base,
        out,
    )
}

/// Makes the puzzle of `state` whose first turn is `first`: the rest of the solution is the
/// judge's replies and the solver's best turns, and the judge must accept every step.
fn push(
    judge: &mut Judge,
    state: &Quarto,
    theme: Theme,
    first: Turn,
    base: u32,
    out: &mut Vec<Puzzle>,
) -> Result<(), JudgeError> {
    let task = Task {
        start: AnyGame::Quarto(*state),
        goal: theme.goal(),
    };
    let first = first.actions().into_iter().map(AnyAction::Quarto).collect();
    let line = judge.line(&task, first, &mut |judge, now| {
        let AnyGame::Quarto(q) = now else {
            return Ok(None);
        };
        let turn = judge.quarto().best_turn(q)?;
        Ok(turn.map(|t| t.actions().into_iter().map(AnyAction::Quarto).collect()))
    })?;
    if let Some(line) = line {
        out.push(Puzzle::new(
            quartet_core::GameKind::Quarto,
            state.rules().to_string(),
            state.position(),
            theme,
            line.iter().map(ToString::to_string).collect(),
            spread_rating(base, state.canonical_key()),
        ));
    }
    Ok(())
}
