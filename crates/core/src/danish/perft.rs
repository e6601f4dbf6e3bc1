//! Fast perft for Danish Quarto, on [`Position`] alone: the number of move sequences of
//! exactly `depth` turns, counted as the spec says (a move with its capture is one move, so a
//! move that makes a square with `n` capturable pieces counts `n` times; repetition is
//! ignored; a won position ends a line and counts only at the last depth). The last depth is
//! counted in bulk, without playing its moves.

use super::position::Position;
use super::{Action, DanishQuarto};
use crate::game::Game;

/// The number of move sequences of exactly `depth` turns from `position`.
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<Action>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    perft_inner(position, depth, &mut buffers)
}

/// Perft of a game (what a generic perft-file runner calls): its position's perft, or, for
/// a finished game, 1 at depth 0 and 0 deeper. The game's history is ignored, as perft
/// ignores repetition.
pub fn perft_game(game: &DanishQuarto, depth: u32) -> u64 {
    if game.is_over() {
        return (depth == 0) as u64;
    }
    perft(game.position_now(), depth)
}

fn perft_inner(position: &Position, depth: u32, buffers: &mut [Vec<Action>]) -> u64 {
    if depth == 1 {
        return position.count_legal_moves();
    }
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 0;
    };
    moves.clear();
    position.legal_moves_into(moves);
    let mut total = 0;
    for &action in moves.iter() {
        let mut next = *position;
        if !next.play(action).won {
            total += perft_inner(&next, depth - 1, rest);
        }
    }
    total
}

/// Perft split by first move: each legal move with the count below it (`depth` ≥ 1).
pub fn divide(position: &Position, depth: u32) -> Vec<(Action, u64)> {
    let mut moves = Vec::new();
    position.legal_moves_into(&mut moves);
    moves
        .into_iter()
        .map(|action| {
            let mut next = *position;
            let won = next.play(action).won;
            let count = match depth {
                0 | 1 => 1,
                _ if won => 0,
                _ => perft(&next, depth - 1),
            };
            (action, count)
        })
        .collect()
}
