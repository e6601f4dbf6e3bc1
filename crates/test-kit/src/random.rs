//! Random states of any game, reached by random legal actions.

use quartet_core::Game;
use quartet_core::chance::Rng;

/// The first state where `wanted` holds on a game of uniformly random legal actions from
/// `start`; a game that ends before is played again (with the next draws of `rng`), so
/// `wanted` must hold somewhere in most games. The same `rng` gives the same state.
pub fn random_state<G: Game>(start: &G, rng: &mut Rng, wanted: impl Fn(&G) -> bool) -> G {
    loop {
        let mut state = start.clone();
        while !state.is_over() && !wanted(&state) {
            let actions = state.legal_actions();
            state.play_unchecked(actions[rng.below(actions.len())]);
        }
        if !state.is_over() {
            return state;
        }
    }
}
