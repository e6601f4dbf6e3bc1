//! Random playouts through the [`Game`] trait alone: uniformly random legal actions from the
//! start to the end of a game. One generic loop for every game: what `quartet bench` times,
//! what the instruction-count benchmarks (`crates/bench`) count, what Python's
//! `Game.playout` plays.

use std::ops::AddAssign;

use crate::chance::Rng;
use crate::game::{Game, Outcome};

/// What some random games came to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Playouts {
    /// Games played to their end.
    pub games: u64,
    /// Actions played in them.
    pub actions: u64,
    /// Games that ended without a winner (a draw, or a cap reached).
    pub draws: u64,
}

impl AddAssign for Playouts {
    fn add_assign(&mut self, other: Playouts) {
        self.games += other.games;
        self.actions += other.actions;
        self.draws += other.draws;
    }
}

/// Plays uniformly random legal actions until the game ends, and returns how many it played.
/// `buffer` holds the legal actions of each state (pass the same one to every call).
pub fn random_playout<G: Game>(state: &mut G, rng: &mut Rng, buffer: &mut Vec<G::Action>) -> u64 {
    let mut actions = 0;
    while !state.is_over() {
        buffer.clear();
        state.legal_actions_into(buffer);
        let Some(&action) = rng.choose(buffer) else {
            break;
        };
        state.play_unchecked(action);
        actions += 1;
    }
    actions
}

/// Plays `games` random games, each from [`Game::start`] with `config` and a seed drawn from
/// `rng` (the deal, where the game has chance).
pub fn random_playouts<G: Game>(config: &G::Config, games: u64, rng: &mut Rng) -> Playouts {
    let mut buffer = Vec::new();
    let mut done = Playouts::default();
    for _ in 0..games {
        let mut state = G::start(config, rng.next_u64());
        done.actions += random_playout(&mut state, rng, &mut buffer);
        done.games += 1;
        done.draws += u64::from(state.outcome() == Some(Outcome::Draw));
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::danish::DanishQuarto;
    use crate::quartino::Quartino;
    use crate::quarto::Quarto;

    /// Every game is played to its end, within the game's length, the same for the same seed.
    fn plays_whole_games<G: Game>(config: &G::Config, longest: u64) {
        let done = random_playouts::<G>(config, 20, &mut Rng::new(5));
        assert_eq!(done.games, 20);
        assert!(done.actions >= 20 && done.actions <= 20 * longest, "{done:?}");
        assert_eq!(done, random_playouts::<G>(config, 20, &mut Rng::new(5)));
        let mut state = G::start(config, 9);
        random_playout(&mut state, &mut Rng::new(9), &mut Vec::new());
        assert!(state.is_over() && state.legal_actions().is_empty());
    }

    #[test]
    fn random_games_of_every_game_end() {
        plays_whole_games::<Quarto>(&Default::default(), 33);
        plays_whole_games::<DanishQuarto>(&"ply_cap=200".parse().unwrap(), 200);
        plays_whole_games::<Quartino>(&Default::default(), 10_000);
    }
}
