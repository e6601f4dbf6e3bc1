//! Bots: anything that chooses an action from what its seat may see. The generic ones here
//! work for every game: [`RandomBot`], [`GreedyBot`] (one move of look-ahead) and
//! [`MctsBot`]. A bot is handed only its seat's observation, never the full state, so a bot of a
//! game with hidden cards cannot peek.

use std::time::Duration;

use quartet_core::chance::Rng;
use quartet_core::{Game, Outcome, Player};

use crate::mcts::{Budget, Mcts, Settings};

/// A player that is a program.
pub trait Bot<G: Game>: Send {
    /// A short name for tables and records, such as `mcts(20000)`.
    fn name(&self) -> String;

    /// Chooses a legal action for the player to move, who sees `observation`. `None` only when
    /// the game is over.
    fn choose(&mut self, observation: &G::Observation) -> Option<G::Action>;

    /// Chooses as [`Bot::choose`] does, within about `time` (its own budget and time cap
    /// still bind when smaller): what a bot on a clock is given. The bots that do not search
    /// answer at once and keep this default.
    fn choose_within(&mut self, observation: &G::Observation, time: Duration) -> Option<G::Action> {
        let _ = time;
        self.choose(observation)
    }
}

/// The smaller of a bot's own time limit (none: no limit) and `time`.
pub fn within(own: Option<Duration>, time: Duration) -> Option<Duration> {
    Some(own.map_or(time, |own| own.min(time)))
}

/// A score of a state for a seat, higher is better: what greedy and playout-cut bots use.
pub trait Heuristic<G: Game>: Send + Sync {
    /// The score of `state` for `seat`.
    fn score(&self, state: &G, seat: Player) -> f64;
}

/// The heuristic that sees nothing: every state is worth the same.
#[derive(Copy, Clone, Debug, Default)]
pub struct Flat;

impl<G: Game> Heuristic<G> for Flat {
    fn score(&self, _state: &G, _seat: Player) -> f64 {
        0.0
    }
}

/// The legal actions of the seat that sees `observation` (they never depend on what it cannot
/// see), and a state consistent with it.
fn legal<G: Game>(observation: &G::Observation, rng: &mut Rng) -> (G, Vec<G::Action>) {
    let state = G::determinize(observation, rng);
    let actions = state.legal_actions();
    (state, actions)
}

/// Plays uniformly at random.
pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    /// A random bot with its seed.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot { rng: Rng::new(seed) }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, observation: &G::Observation) -> Option<G::Action> {
        let (_, actions) = legal::<G>(observation, &mut self.rng);
        self.rng.choose(&actions).copied()
    }
}

/// One move of look-ahead: wins at once when it can; otherwise avoids actions after which the
/// next player can win at once; among the rest, the best by a heuristic, ties broken at random.
/// With `noise` > 0 it plays a random action that often instead (a child's play).
pub struct GreedyBot<H> {
    rng: Rng,
    heuristic: H,
    noise: f64,
}

impl<H> GreedyBot<H> {
    /// A greedy bot with a heuristic, a share of random actions (0–1) and a seed.
    pub fn new(heuristic: H, noise: f64, seed: u64) -> GreedyBot<H> {
        GreedyBot {
            rng: Rng::new(seed),
            heuristic,
            noise,
        }
    }
}

/// Whether the player to move in `state` has an action that wins at once.
pub fn can_win_at_once<G: Game>(state: &G, buffer: &mut Vec<G::Action>) -> bool {
    let mover = state.to_move();
    buffer.clear();
    state.legal_actions_into(buffer);
    buffer.iter().any(|&a| {
        let mut next = state.clone();
        next.play_unchecked(a);
        next.outcome() == Some(Outcome::WonBy(mover))
    })
}

impl<G: Game, H: Heuristic<G>> Bot<G> for GreedyBot<H> {
    fn name(&self) -> String {
        if self.noise > 0.0 {
            format!("greedy(noise {:.2})", self.noise)
        } else {
            "greedy".into()
        }
    }

    fn choose(&mut self, observation: &G::Observation) -> Option<G::Action> {
        let (state, actions) = legal::<G>(observation, &mut self.rng);
        let me = state.to_move();
        let mut buffer = Vec::new();
        let mut scored: Vec<(f64, G::Action)> = Vec::with_capacity(actions.len());
        for &a in &actions {
            let mut next = state.clone();
            next.play_unchecked(a);
            if next.outcome() == Some(Outcome::WonBy(me)) {
                return Some(a);
            }
            let danger = !next.is_over() && next.to_move() != me && can_win_at_once(&next, &mut buffer);
            let score = if danger {
                -1e9
            } else {
                self.heuristic.score(&next, me)
            } + self.rng.unit() * 1e-6;
            scored.push((score, a));
        }
        if self.noise > 0.0 && self.rng.unit() < self.noise {
            return self.rng.choose(&actions).copied();
        }
        scored
            .into_iter()
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, a)| a)
    }
}

/// Monte Carlo tree search with a budget; reuses its tree from one move to the next in games of
/// perfect information, and samples hidden information (ISMCTS) where there is some.
pub struct MctsBot<G: Game> {
    settings: Settings,
    budget: Budget,
    tree: Option<Mcts<G>>,
    moves: u64,
    evaluator: Option<crate::mcts::Evaluator<G>>,
    policy: Option<crate::mcts::Policy<G>>,
}

impl<G: Game> MctsBot<G> {
    /// An MCTS bot. With an iteration budget it is deterministic for a given seed.
    pub fn new(settings: Settings, budget: Budget) -> MctsBot<G> {
        MctsBot {
            settings,
            budget,
            tree: None,
            moves: 0,
            evaluator: None,
            policy: None,
        }
    }

    /// Plays playouts with `policy` (see [`Mcts::with_policy`]).
    pub fn with_policy(mut self, policy: crate::mcts::Policy<G>) -> MctsBot<G> {
        self.policy = Some(policy);
        self
    }

    /// Scores playouts cut short with `evaluator` (see [`Mcts::with_evaluator`]).
    pub fn with_evaluator(mut self, evaluator: crate::mcts::Evaluator<G>) -> MctsBot<G> {
        self.evaluator = Some(evaluator);
        self
    }

    /// A bot that thinks for about `time` a move.
    pub fn with_time(time: Duration, seed: u64) -> MctsBot<G> {
        MctsBot::new(
            Settings {
                seed,
                ..Settings::default()
            },
            Budget::time(time),
        )
    }
}

impl<G: Game> Bot<G> for MctsBot<G> {
    fn name(&self) -> String {
        match (self.budget.iterations, self.budget.time) {
            (Some(n), Some(t)) => format!("mcts({n}, cap {} ms)", t.as_millis()),
            (Some(n), None) => format!("mcts({n})"),
            (None, Some(t)) => format!("mcts({} ms)", t.as_millis()),
            (None, None) => "mcts".into(),
        }
    }

    fn choose(&mut self, observation: &G::Observation) -> Option<G::Action> {
        // A fresh seed each move keeps a game reproducible while moves differ.
        self.moves += 1;
        let settings = Settings {
            seed: self.settings.seed ^ self.moves.wrapping_mul(0x9e37_79b9_7f4a_7c15),
            ..self.settings.clone()
        };
        let reused = self.tree.as_mut().is_some_and(|tree| tree.reuse(observation, 4));
        if !reused {
            let mut tree = Mcts::new(observation, settings);
            if let Some(e) = self.evaluator {
                tree = tree.with_evaluator(e);
            }
            if let Some(p) = self.policy {
                tree = tree.with_policy(p);
            }
            self.tree = Some(tree);
        }
        let tree = self.tree.as_mut()?;
        tree.search(self.budget);
        tree.best_action()
    }

    fn choose_within(&mut self, observation: &G::Observation, time: Duration) -> Option<G::Action> {
        let own = self.budget;
        self.budget.time = within(own.time, time);
        let chosen = self.choose(observation);
        self.budget = own;
        chosen
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::quarto::{Quarto, Rules};

    fn play_out(bots: &mut [Box<dyn Bot<Quarto>>; 2], seed: u64) -> Option<Outcome> {
        let _ = seed;
        let mut q = Quarto::new(Rules::STANDARD);
        while !q.is_over() {
            let seat = q.to_move().index();
            let a = bots[seat].choose(&q).expect("a legal action");
            q = q.play(a).expect("bots play legal actions");
        }
        q.outcome()
    }

    #[test]
    fn bots_play_legal_games_to_the_end() {
        let mut bots: [Box<dyn Bot<Quarto>>; 2] = [
            Box::new(RandomBot::new(1)),
            Box::new(GreedyBot::new(Flat, 0.0, 2)),
        ];
        for seed in 0..5 {
            assert!(play_out(&mut bots, seed).is_some());
        }
        let mut bots: [Box<dyn Bot<Quarto>>; 2] = [
            Box::new(MctsBot::new(Settings::default(), Budget::iterations(300))),
            Box::new(RandomBot::new(3)),
        ];
        assert!(play_out(&mut bots, 0).is_some());
    }

    #[test]
    fn greedy_takes_a_win_and_never_gives_one_away() {
        let q = Quarto::from_position(&Rules::STANDARD, "..../..../..../012. 3").unwrap();
        let mut greedy = GreedyBot::new(Flat, 0.0, 7);
        assert_eq!(
            Bot::<Quarto>::choose(&mut greedy, &q).map(|a| a.to_string()),
            Some("d1".into())
        );
        // After placing elsewhere, greedy must not give a piece that completes a1-d1.
        let q = Quarto::from_position(&Rules::STANDARD, "..../..../..../012. 3").unwrap();
        let q = q.play("a4".parse().unwrap()).unwrap();
        for seed in 0..20 {
            let mut greedy = GreedyBot::new(Flat, 0.0, seed);
            let give = Bot::<Quarto>::choose(&mut greedy, &q).unwrap();
            let after = q.play(give).unwrap();
            let mut buffer = Vec::new();
            assert!(!can_win_at_once(&after, &mut buffer), "greedy gave {give}");
        }
    }
}
