//! Alpha-beta search for two-player games of perfect information: negamax with iterative
//! deepening, a transposition table keyed by the game's key, the previous iteration's best action
//! tried first, and a time budget (the last finished depth answers when time runs out).
//!
//! A search stops at whichever comes first of its depth, its node budget and its time. A node
//! budget makes the search deterministic: the same state, seed and table give the same answer on
//! any machine, however loaded; the time is then only a cap for slow machines.
//!
//! A turn may span several actions by the same player (as in Quarto!): the sign of a child's
//! value flips only when the player to move changes.
//!
//! Two things keep matches between such bots meaningful: the root's actions are tried in an
//! order shuffled from the bot's seed (so equal choices vary from game to game, while a seed
//! still gives the same game), and a draw counts a little less than an even position for the
//! searching side (its "contempt"), so that it does not repeat positions into a draw while it
//! has an equal way to play on.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use quartet_core::chance::Rng;
use quartet_core::{Game, Outcome, Player};

use crate::bot::Bot;

/// A static evaluation: the value of a state for a seat, in the engine's units (a won game is
/// worth [`WIN`]; keep evaluations well inside ±`WIN`/2).
pub type Evaluation<G> = fn(&G, Player) -> i32;

/// The value of a won game (minus the plies it takes, so that faster wins rank higher).
pub const WIN: i32 = 1_000_000;

#[derive(Copy, Clone)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Copy, Clone)]
struct Entry<A> {
    depth: u32,
    value: i32,
    bound: Bound,
    best: Option<A>,
}

/// An alpha-beta searcher with its table.
pub struct AlphaBeta<G: Game> {
    evaluate: Evaluation<G>,
    table: HashMap<G::Key, Entry<G::Action>>,
    max_entries: usize,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    nodes: u64,
    aborted: bool,
    /// Shuffles the root's actions (none: the game's order).
    rng: Option<Rng>,
    /// What a draw costs the searching side, in evaluation units.
    contempt: i32,
    /// The searching side of the current search.
    root: Player,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct Found<A> {
    /// The best action.
    pub action: Option<A>,
    /// Its value for the player to move.
    pub value: i32,
    /// The deepest depth finished.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

impl<G: Game> AlphaBeta<G> {
    /// A searcher with an evaluation and a table of at most `max_entries` entries.
    pub fn new(evaluate: Evaluation<G>, max_entries: usize) -> AlphaBeta<G> {
        AlphaBeta {
            evaluate,
            table: HashMap::new(),
            max_entries,
            deadline: None,
            node_limit: None,
            nodes: 0,
            aborted: false,
            rng: None,
            contempt: 0,
            root: Player(0),
        }
    }

    /// The same searcher trying the root's actions in an order shuffled from `seed`.
    pub fn with_seed(mut self, seed: u64) -> AlphaBeta<G> {
        self.rng = Some(Rng::new(seed));
        self
    }

    /// The same searcher valuing a draw at `-contempt` for the searching side (and
    /// `+contempt` for the other).
    pub fn with_contempt(mut self, contempt: i32) -> AlphaBeta<G> {
        self.contempt = contempt;
        self
    }

    /// Searches `state` deeper and deeper until `max_depth` or `time` is spent.
    pub fn search(&mut self, state: &G, max_depth: u32, time: Option<Duration>) -> Found<G::Action> {
        self.search_within(state, max_depth, None, time)
    }

    /// Searches `state` deeper and deeper until `max_depth`, `nodes` or `time` is spent: the
    /// deepest finished depth answers.
    pub fn search_within(
        &mut self,
        state: &G,
        max_depth: u32,
        nodes: Option<u64>,
        time: Option<Duration>,
    ) -> Found<G::Action> {
        self.deadline = time.map(|t| Instant::now() + t);
        self.node_limit = nodes;
        self.nodes = 0;
        self.aborted = false;
        if self.contempt != 0 && self.root != state.to_move() {
            // With contempt the table's values depend on the searching side.
            self.table.clear();
        }
        self.root = state.to_move();
        let mut found = Found {
            action: state.legal_actions().first().copied(),
            value: 0,
            depth: 0,
            nodes: 0,
        };
        for depth in 1..=max_depth {
            let value = self.negamax(state, depth, -WIN - 1, WIN + 1, 0);
            if self.aborted {
                break;
            }
            let best = self.table.get(&state.key()).and_then(|e| e.best);
            found = Found {
                action: best.or(found.action),
                value,
                depth,
                nodes: self.nodes,
            };
            if value.abs() > WIN / 2 {
                break; // a forced result: deeper search changes nothing
            }
        }
        found.nodes = self.nodes;
        found
    }

    fn negamax(&mut self, state: &G, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
        self.nodes += 1;
        if self.node_limit.is_some_and(|n| self.nodes > n)
            || (self.nodes.is_multiple_of(64) && self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        let me = state.to_move();
        if let Some(outcome) = state.outcome() {
            return match outcome {
                Outcome::WonBy(p) if p == me => WIN - ply,
                Outcome::WonBy(_) => -WIN + ply,
                Outcome::Draw if me == self.root => -self.contempt,
                Outcome::Draw => self.contempt,
            };
        }
        if depth == 0 {
            return (self.evaluate)(state, me);
        }
        let key = state.key();
        let mut first = None;
        if let Some(e) = self.table.get(&key).copied() {
            first = e.best;
            if e.depth >= depth {
                match e.bound {
                    Bound::Exact => return e.value,
                    Bound::Lower if e.value >= beta => return e.value,
                    Bound::Upper if e.value <= alpha => return e.value,
                    _ => {}
                }
            }
        }
        let mut actions = state.legal_actions();
        if ply == 0
            && let Some(rng) = self.rng.as_mut()
        {
            rng.shuffle(&mut actions);
        }
        if let Some(f) = first
            && let Some(i) = actions.iter().position(|&a| a == f)
        {
            actions.swap(0, i);
        }
        let alpha_start = alpha;
        let mut best_value = -WIN - 1;
        let mut best = None;
        for a in actions {
            let mut child = state.clone();
            child.play_unchecked(a);
            let value = if child.to_move() == me {
                self.negamax(&child, depth - 1, alpha, beta, ply + 1)
            } else {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            };
            if self.aborted {
                return 0;
            }
            if value > best_value {
                best_value = value;
                best = Some(a);
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best_value <= alpha_start {
            Bound::Upper
        } else if best_value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if self.table.len() >= self.max_entries {
            self.table.clear();
        }
        self.table.insert(
            key,
            Entry {
                depth,
                value: best_value,
                bound,
                best,
            },
        );
        best_value
    }
}

/// A bot that plays the alpha-beta choice within a budget a move: nodes, time or both.
pub struct AlphaBetaBot<G: Game> {
    search: AlphaBeta<G>,
    nodes: Option<u64>,
    time: Option<Duration>,
    max_depth: u32,
}

impl<G: Game> AlphaBetaBot<G> {
    /// A bot with an evaluation, a time a move and a depth limit.
    pub fn new(evaluate: Evaluation<G>, time: Duration, max_depth: u32) -> AlphaBetaBot<G> {
        AlphaBetaBot {
            search: AlphaBeta::new(evaluate, 2_000_000),
            nodes: None,
            time: Some(time),
            max_depth,
        }
    }

    /// A bot with an evaluation, `nodes` a move, at most `cap` a move (none: no time limit)
    /// and a depth limit. Whenever the nodes are searched within the cap, its moves depend
    /// only on its seed and the game, not on the machine.
    pub fn with_nodes(
        evaluate: Evaluation<G>,
        nodes: u64,
        cap: Option<Duration>,
        max_depth: u32,
    ) -> AlphaBetaBot<G> {
        AlphaBetaBot {
            search: AlphaBeta::new(evaluate, 2_000_000),
            nodes: Some(nodes),
            time: cap,
            max_depth,
        }
    }

    /// The same bot with its root order shuffled from `seed` and a draw worth `-contempt`
    /// to it (see the module docs).
    pub fn with_seed_and_contempt(mut self, seed: u64, contempt: i32) -> AlphaBetaBot<G> {
        self.search.rng = Some(Rng::new(seed));
        self.search.contempt = contempt;
        self
    }
}

impl<G: Game<Observation = G>> Bot<G> for AlphaBetaBot<G> {
    fn name(&self) -> String {
        match (self.nodes, self.time) {
            (Some(n), Some(t)) => format!("alphabeta({n} nodes, cap {} ms)", t.as_millis()),
            (Some(n), None) => format!("alphabeta({n} nodes)"),
            (None, Some(t)) => format!("alphabeta({} ms)", t.as_millis()),
            (None, None) => format!("alphabeta(depth {})", self.max_depth),
        }
    }

    fn choose(&mut self, observation: &G) -> Option<G::Action> {
        if observation.is_over() {
            return None;
        }
        self.search
            .search_within(observation, self.max_depth, self.nodes, self.time)
            .action
    }

    fn choose_within(&mut self, observation: &G, time: Duration) -> Option<G::Action> {
        let own = self.time;
        self.time = crate::bot::within(own, time);
        let chosen = self.choose(observation);
        self.time = own;
        chosen
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::quarto::{Quarto, Rules};

    fn flat(_: &Quarto, _: Player) -> i32 {
        0
    }

    #[test]
    fn finds_the_win_and_avoids_the_poisoned_give() {
        let q = Quarto::from_position(&Rules::STANDARD, "..../..../..../012. 3").unwrap();
        let mut ab = AlphaBeta::new(flat, 10_000);
        let found = ab.search(&q, 4, None);
        assert_eq!(found.action.map(|a| a.to_string()), Some("d1".into()));
        assert!(found.value > WIN / 2);
        // Having placed elsewhere, the give must not hand over the win at d1.
        let q = q.play("a4".parse().unwrap()).unwrap();
        let found = ab.search(&q, 2, None);
        let after = q.play(found.action.unwrap()).unwrap();
        let mut buffer = Vec::new();
        assert!(!crate::bot::can_win_at_once(&after, &mut buffer));
    }

    #[test]
    fn seeds_vary_equal_choices_and_repeat_themselves() {
        use quartet_core::danish::DanishQuarto;
        let start = DanishQuarto::start(&Default::default(), 0);
        let choose = |seed| {
            let mut bot = AlphaBetaBot::new(crate::levels::danish_evaluation, Duration::from_secs(60), 2)
                .with_seed_and_contempt(seed, 100);
            bot.choose(&start).map(|a| a.to_string())
        };
        // The same seed, the same choice; among the seeds, more than one of the equal openings.
        assert_eq!(choose(1), choose(1));
        let distinct: std::collections::HashSet<_> = (0..12).map(choose).collect();
        assert!(distinct.len() > 1, "{distinct:?}");
    }

    #[test]
    fn contempt_makes_a_draw_worse_for_the_searching_side_only() {
        let q = Quarto::from_position(&Rules::STANDARD, "fe2./.53./.7.b/61.4 8").unwrap();
        let mut plain = AlphaBeta::new(flat, 100_000);
        let mut proud = AlphaBeta::new(flat, 100_000).with_contempt(7);
        // A drawn end position (checked by the solver's fixtures): exact search to the end.
        assert_eq!(plain.search(&q, 20, None).value, 0);
        assert_eq!(proud.search(&q, 20, None).value, -7);
    }
}
