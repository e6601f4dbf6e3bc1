//! Random legal Quarto! positions, for tests that need many positions of a given size.

use quartet_core::chance::Rng;
use quartet_core::quarto::{Phase, Quarto, Rules};

use crate::random::random_state;

/// A random legal position with `pieces` on the board and a piece in hand, reached by random
/// legal actions from the start (see [`random_state`]). The same `rng` gives the same
/// positions.
pub fn random_position(rules: Rules, pieces: u32, rng: &mut Rng) -> Quarto {
    random_state(&Quarto::new(rules), rng, |state| {
        state.pieces_on_board() == pieces && state.phase() == Phase::Place
    })
}
