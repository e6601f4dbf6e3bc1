//! Fast perft for Quarto!: counts the action sequences of a given length, with bulk counting
//! near the leaves. A winning or last placement ends a line (it counts only at the last depth).

use super::{Phase, Quarto, WinMode};
use crate::game::Game;

/// The number of action sequences of exactly `depth` actions from `state`.
pub fn perft(state: &Quarto, depth: u32) -> u64 {
    if state.rules.win_mode == WinMode::Announce {
        return crate::game_perft(state, depth);
    }
    perft_auto(state, depth)
}

fn perft_auto(state: &Quarto, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match state.phase {
        Phase::Over(_) | Phase::FinalClaim => 0,
        Phase::Give => {
            let gives = state.pool.count_ones() as u64;
            match depth {
                1 => gives,
                // Every give leads to a placement; every placement counts at the last depth.
                2 => gives * (!state.occupied).count_ones() as u64,
                _ => {
                    let mut total = 0;
                    let mut pool = state.pool;
                    while pool != 0 {
                        let mut next = *state;
                        next.play_unchecked(super::Action::Give(super::Piece(pool.trailing_zeros() as u8)));
                        total += perft_auto(&next, depth - 1);
                        pool &= pool - 1;
                    }
                    total
                }
            }
        }
        Phase::Place => {
            let mut empty = !state.occupied;
            if depth == 1 {
                return empty.count_ones() as u64;
            }
            let mut total = 0;
            while empty != 0 {
                let mut next = *state;
                next.play_unchecked(super::Action::Place(super::Cell(empty.trailing_zeros() as u8)));
                total += perft_auto(&next, depth - 1);
                empty &= empty - 1;
            }
            total
        }
    }
}
