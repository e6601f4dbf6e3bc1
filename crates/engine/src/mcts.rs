//! Monte Carlo tree search over any [`Game`]: UCT with solver-aware backups (MCTS-Solver,
//! for two-player games of perfect information), information-set MCTS for hidden information
//! (single-observer ISMCTS: every iteration samples the hidden parts from the searcher's
//! observation, and a child's availability replaces its parent's visit count), tree reuse after
//! an action, a budget of iterations or time, and fallible allocation: when memory or the node
//! cap runs out the search stops and answers with what it has instead of aborting.

use std::time::{Duration, Instant};

use quartet_core::chance::Rng;
use quartet_core::{Game, Outcome, Player, Pov};

/// When a search stops.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Budget {
    /// At most this many iterations (playouts).
    pub iterations: Option<u64>,
    /// At most this long.
    pub time: Option<Duration>,
    /// At most this many tree nodes (memory bound; about 64 bytes a node plus its child list).
    pub max_nodes: usize,
}

impl Budget {
    /// A budget of iterations.
    pub fn iterations(n: u64) -> Budget {
        Budget {
            iterations: Some(n),
            time: None,
            max_nodes: 4_000_000,
        }
    }

    /// A budget of time.
    pub fn time(d: Duration) -> Budget {
        Budget {
            iterations: None,
            time: Some(d),
            max_nodes: 4_000_000,
        }
    }
}

/// How the search plays and scores.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// The UCT exploration constant (rewards are in [0, 1]).
    pub exploration: f64,
    /// A playout longer than this many actions is stopped and scored as a draw.
    pub playout_limit: u32,
    /// Playouts take an action that wins at once when there is one (costs a look-ahead).
    pub greedy_playouts: bool,
    /// Seed of the search's random choices: the same seed, state and budget give the same
    /// choice (with an iteration budget).
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            exploration: 0.7,
            playout_limit: 400,
            greedy_playouts: false,
            seed: 0,
        }
    }
}

#[derive(Clone, Debug)]
struct Node<A> {
    /// The action that led here (none at the root).
    action: Option<A>,
    /// The seat that played `action`: rewards are counted for it.
    mover: Player,
    children: Vec<u32>,
    /// Perfect information: whether the children list is complete.
    expanded: bool,
    visits: u32,
    /// How often this node was selectable (ISMCTS).
    availability: u32,
    /// Sum of rewards for `mover`.
    reward: f64,
    /// The game-theoretic outcome, once proven (two-player perfect information only).
    proven: Option<Outcome>,
}

impl<A> Node<A> {
    fn new(action: Option<A>, mover: Player) -> Node<A> {
        Node {
            action,
            mover,
            children: Vec::new(),
            expanded: false,
            visits: 0,
            availability: 0,
            reward: 0.0,
            proven: None,
        }
    }
}

/// What a search found about one action at the root.
#[derive(Clone, Debug, PartialEq)]
pub struct ActionStats<A> {
    /// The action.
    pub action: A,
    /// Playouts through it.
    pub visits: u32,
    /// Mean reward for the player to move (0 loss … 1 win).
    pub value: f64,
    /// Proven result for the player to move, if the solver proved one.
    pub proven: Option<Pov>,
}

/// A search tree for one game, reusable from action to action.
pub struct Mcts<G: Game> {
    observation: G::Observation,
    /// The root state (for games of perfect information: exactly the state searched).
    root_state: G,
    /// The seat that searches.
    me: Player,
    nodes: Vec<Node<G::Action>>,
    rng: Rng,
    settings: Settings,
    information_set: bool,
    solver: bool,
    iterations: u64,
    buffer: Vec<G::Action>,
    evaluator: Option<Evaluator<G>>,
    policy: Option<Policy<G>>,
}

/// Scores a state where a playout was cut short: the reward (0 to 1) a seat can expect.
pub type Evaluator<G> = fn(&G, Player) -> f64;

/// Chooses a playout's action among the legal ones (a game's own playout policy).
pub type Policy<G> = fn(&G, &[<G as Game>::Action], &mut Rng) -> <G as Game>::Action;

/// The seat that moved before the player to move.
fn previous_seat<G: Game>(state: &G) -> Player {
    let players = state.num_players();
    Player(((state.to_move().0 as usize + players - 1) % players) as u8)
}

/// Reward in [0, 1] of an outcome for a seat.
fn reward(outcome: Option<Outcome>, seat: Player, players: usize) -> f64 {
    match outcome {
        Some(Outcome::WonBy(p)) if p == seat => 1.0,
        Some(Outcome::WonBy(_)) => 0.0,
        Some(Outcome::Draw) => 0.5,
        // A playout cut short: neutral, but a share of a win in a larger table.
        None => 1.0 / players as f64,
    }
}

impl<G: Game> Mcts<G> {
    /// A new search for the player to move, who sees `observation` (for a game of perfect
    /// information, the state itself). The search never sees more than that.
    pub fn new(observation: &G::Observation, settings: Settings) -> Mcts<G> {
        let mut rng = Rng::new(settings.seed);
        let sample = G::determinize(observation, &mut rng);
        let me = sample.to_move();
        let information_set = G::HIDDEN_INFORMATION;
        let solver = !information_set && sample.num_players() == 2;
        Mcts {
            observation: observation.clone(),
            me,
            nodes: vec![Node::new(None, previous_seat(&sample))],
            root_state: sample,
            rng,
            settings,
            information_set,
            solver,
            iterations: 0,
            buffer: Vec::new(),
            evaluator: None,
            policy: None,
        }
    }

    /// Plays playouts with `policy` instead of uniformly random actions.
    pub fn with_policy(mut self, policy: Policy<G>) -> Mcts<G> {
        self.policy = Some(policy);
        self
    }

    /// Scores playouts cut short by the playout limit with `evaluator` instead of as neutral.
    pub fn with_evaluator(mut self, evaluator: Evaluator<G>) -> Mcts<G> {
        self.evaluator = Some(evaluator);
        self
    }

    /// Whether this search samples hidden information (ISMCTS).
    pub fn is_information_set(&self) -> bool {
        self.information_set
    }

    /// Iterations run since the tree was made or re-rooted.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// Nodes in the tree.
    pub fn nodes(&self) -> usize {
        self.nodes.len()
    }

    /// Runs the search within the budget. Returns the iterations run by this call.
    pub fn search(&mut self, budget: Budget) -> u64 {
        let start = Instant::now();
        let mut done = 0u64;
        loop {
            if budget.iterations.is_some_and(|n| done >= n) {
                break;
            }
            if done.is_multiple_of(64) && budget.time.is_some_and(|t| start.elapsed() >= t) {
                break;
            }
            if self.nodes[0].proven.is_some() {
                break;
            }
            if self.nodes.len() + 512 > budget.max_nodes || self.nodes.try_reserve(512).is_err() {
                break;
            }
            if !self.iterate() {
                break;
            }
            done += 1;
        }
        self.iterations += done;
        done
    }

    /// One iteration: select, expand, play out, back up. False if memory ran out.
    fn iterate(&mut self) -> bool {
        let mut state = G::determinize(&self.observation, &mut self.rng);
        let mut path: Vec<u32> = vec![0];
        let mut node = 0usize;
        loop {
            if self.nodes[node].proven.is_some() {
                break;
            }
            if state.is_over() {
                if self.solver {
                    self.nodes[node].proven = state.outcome();
                }
                break;
            }
            if (!self.nodes[node].expanded || self.information_set) && !self.expand(node, &state) {
                return false;
            }
            let Some(child) = self.select(node, &state) else {
                break;
            };
            let fresh = self.nodes[child].visits == 0;
            let action = self.nodes[child].action.expect("children have actions");
            state.play_unchecked(action);
            path.push(child as u32);
            node = child;
            if fresh {
                break;
            }
        }
        let (outcome, end) = match self.nodes[node].proven {
            Some(o) => (Some(o), None),
            None if state.is_over() => (state.outcome(), None),
            None => self.playout(state),
        };
        let players = self.root_state.num_players();
        for &n in &path {
            let n = &mut self.nodes[n as usize];
            n.visits += 1;
            n.reward += match (outcome, &end, self.evaluator) {
                (None, Some(cut), Some(evaluate)) => evaluate(cut, n.mover).clamp(0.0, 1.0),
                _ => reward(outcome, n.mover, players),
            };
        }
        if self.solver {
            self.back_up_proofs(&path);
        }
        true
    }

    /// Adds a child for every legal action not yet in the tree. False if memory ran out.
    fn expand(&mut self, node: usize, state: &G) -> bool {
        self.buffer.clear();
        state.legal_actions_into(&mut self.buffer);
        let mover = state.to_move();
        let actions = std::mem::take(&mut self.buffer);
        for &a in &actions {
            let exists = self.nodes[node]
                .children
                .iter()
                .any(|&c| self.nodes[c as usize].action == Some(a));
            if !exists {
                if self.nodes.try_reserve(1).is_err() || self.nodes[node].children.try_reserve(1).is_err() {
                    self.buffer = actions;
                    return false;
                }
                let index = self.nodes.len() as u32;
                self.nodes.push(Node::new(Some(a), mover));
                self.nodes[node].children.push(index);
            }
        }
        self.buffer = actions;
        self.nodes[node].expanded = true;
        true
    }

    /// Picks the child to descend into: a proven win at once, an unvisited child, else UCT.
    fn select(&mut self, node: usize, state: &G) -> Option<usize> {
        let mover = state.to_move();
        let children: Vec<usize> = if self.information_set {
            self.buffer.clear();
            state.legal_actions_into(&mut self.buffer);
            self.nodes[node]
                .children
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| self.nodes[c].action.is_some_and(|a| self.buffer.contains(&a)))
                .collect()
        } else {
            self.nodes[node].children.iter().map(|&c| c as usize).collect()
        };
        if children.is_empty() {
            return None;
        }
        for &c in &children {
            self.nodes[c].availability += 1;
        }
        if let Some(&win) = children
            .iter()
            .find(|&&c| self.nodes[c].proven == Some(Outcome::WonBy(mover)))
        {
            return Some(win);
        }
        let unvisited: Vec<usize> = children
            .iter()
            .copied()
            .filter(|&c| self.nodes[c].visits == 0)
            .collect();
        if !unvisited.is_empty() {
            return Some(unvisited[self.rng.below(unvisited.len())]);
        }
        let parent_visits = self.nodes[node].visits.max(1) as f64;
        let c = self.settings.exploration;
        let mut best = None;
        let mut best_score = f64::NEG_INFINITY;
        for &child in &children {
            let n = &self.nodes[child];
            // A child proven lost for the mover is only taken when nothing else is left.
            let penalty = match n.proven {
                Some(o) if o.pov(mover) == Pov::Loss => -1e9,
                _ => 0.0,
            };
            let total = if self.information_set {
                n.availability.max(1) as f64
            } else {
                parent_visits
            };
            let visits = n.visits as f64;
            let score = n.reward / visits + c * (total.ln() / visits).sqrt() + penalty;
            if score > best_score {
                best_score = score;
                best = Some(child);
            }
        }
        best
    }

    /// MCTS-Solver backups: a node whose mover has a proven winning child is a proven win;
    /// a node whose children are all proven takes the best of them for its mover.
    fn back_up_proofs(&mut self, path: &[u32]) {
        for i in (0..path.len().saturating_sub(1)).rev() {
            let parent = path[i] as usize;
            let child = path[i + 1] as usize;
            let Some(child_outcome) = self.nodes[child].proven else {
                return;
            };
            let to_move = self.nodes[child].mover;
            if child_outcome == Outcome::WonBy(to_move) {
                self.nodes[parent].proven = Some(child_outcome);
                continue;
            }
            if !self.nodes[parent].expanded {
                return;
            }
            let mut best: Option<Outcome> = None;
            for &c in &self.nodes[parent].children {
                match self.nodes[c as usize].proven {
                    None => return,
                    Some(o) => {
                        if best.is_none_or(|b| o.pov(to_move) > b.pov(to_move)) {
                            best = Some(o);
                        }
                    }
                }
            }
            self.nodes[parent].proven = best;
        }
    }

    /// A playout with random actions to the end, or to the playout limit: the outcome, and the
    /// state where it was cut short, if it was.
    fn playout(&mut self, mut state: G) -> (Option<Outcome>, Option<G>) {
        let mut buffer = std::mem::take(&mut self.buffer);
        for _ in 0..self.settings.playout_limit {
            if state.is_over() {
                break;
            }
            buffer.clear();
            state.legal_actions_into(&mut buffer);
            let mover = state.to_move();
            let mut chosen = None;
            if self.settings.greedy_playouts {
                chosen = buffer.iter().copied().find(|&a| {
                    let mut next = state.clone();
                    next.play_unchecked(a);
                    next.outcome() == Some(Outcome::WonBy(mover))
                });
            }
            if buffer.is_empty() {
                break;
            }
            let action = match (chosen, self.policy) {
                (Some(a), _) => a,
                (None, Some(policy)) => policy(&state, &buffer, &mut self.rng),
                (None, None) => buffer[self.rng.below(buffer.len())],
            };
            state.play_unchecked(action);
        }
        self.buffer = buffer;
        match state.outcome() {
            Some(o) => (Some(o), None),
            None => (None, Some(state)),
        }
    }

    /// What the search knows of every root action, most visited first.
    pub fn root_stats(&self) -> Vec<ActionStats<G::Action>> {
        let mut stats: Vec<ActionStats<G::Action>> = self.nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &self.nodes[c as usize];
                Some(ActionStats {
                    action: n.action?,
                    visits: n.visits,
                    value: if n.visits == 0 {
                        0.5
                    } else {
                        n.reward / n.visits as f64
                    },
                    proven: n.proven.map(|o| o.pov(self.me)),
                })
            })
            .collect();
        stats.sort_by(|a, b| b.visits.cmp(&a.visits).then(a.action.cmp(&b.action)));
        stats
    }

    /// The proven result for the searching player, if the solver proved it.
    pub fn proven(&self) -> Option<Pov> {
        self.nodes[0].proven.map(|o| o.pov(self.me))
    }

    /// The action to play: a proven win; otherwise the most visited action that is not a proven
    /// loss (a proven draw is preferred to an unproven action only when it was visited more).
    pub fn best_action(&self) -> Option<G::Action> {
        let stats = self.root_stats();
        if let Some(win) = stats.iter().find(|s| s.proven == Some(Pov::Win)) {
            return Some(win.action);
        }
        stats
            .iter()
            .find(|s| s.proven != Some(Pov::Loss))
            .or_else(|| stats.first())
            .map(|s| s.action)
    }

    /// Re-roots the tree at a later state of the same game, keeping what was searched below
    /// it: the new state is looked for among the tree's nodes up to `max_depth` actions below
    /// the root (games of perfect information only). Returns whether the tree was kept;
    /// otherwise the search starts afresh from `observation`.
    pub fn reuse(&mut self, observation: &G::Observation, max_depth: usize) -> bool {
        let target = G::determinize(observation, &mut self.rng);
        let found = if self.information_set {
            None
        } else {
            self.find(0, self.root_state.clone(), &target, max_depth)
        };
        match found {
            Some(node) => {
                self.reroot(node);
                self.root_state = target;
                self.me = self.root_state.to_move();
                self.observation = observation.clone();
                self.iterations = 0;
                true
            }
            None => {
                let (evaluator, policy) = (self.evaluator, self.policy);
                *self = Mcts::new(observation, self.settings.clone());
                self.evaluator = evaluator;
                self.policy = policy;
                false
            }
        }
    }

    fn find(&self, node: usize, state: G, target: &G, depth: usize) -> Option<usize> {
        if state == *target {
            return Some(node);
        }
        if depth == 0 {
            return None;
        }
        self.nodes[node].children.iter().find_map(|&c| {
            let mut next = state.clone();
            next.play_unchecked(self.nodes[c as usize].action?);
            self.find(c as usize, next, target, depth - 1)
        })
    }

    /// Makes `child` the root, copying its subtree into a fresh arena, breadth first.
    fn reroot(&mut self, child: usize) {
        let mut fresh: Vec<Node<G::Action>> = Vec::new();
        let mut queue = std::collections::VecDeque::from([(child, None::<usize>)]);
        while let Some((old, parent)) = queue.pop_front() {
            let mut node = self.nodes[old].clone();
            let old_children = std::mem::take(&mut node.children);
            let index = fresh.len();
            fresh.push(node);
            if let Some(p) = parent {
                fresh[p].children.push(index as u32);
            }
            for c in old_children {
                queue.push_back((c as usize, Some(index)));
            }
        }
        fresh[0].action = None;
        self.nodes = fresh;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::quarto::{Quarto, Rules};

    #[test]
    fn finds_a_win_in_one_and_proves_it() {
        // Row 1 holds 0 1 2 and piece 3 is in hand: d1 wins at once.
        let q = Quarto::from_position(&Rules::STANDARD, "..../..../..../012. 3").unwrap();
        let mut mcts = Mcts::<Quarto>::new(&q, Settings::default());
        mcts.search(Budget::iterations(2000));
        assert_eq!(mcts.best_action().map(|a| a.to_string()), Some("d1".into()));
        assert_eq!(mcts.proven(), Some(Pov::Win));
    }

    #[test]
    fn same_seed_same_choice_and_tree_reuse_keeps_the_subtree() {
        let q = Quarto::new(Rules::STANDARD);
        let run = || {
            let mut mcts = Mcts::<Quarto>::new(
                &q,
                Settings {
                    seed: 4,
                    ..Settings::default()
                },
            );
            mcts.search(Budget::iterations(3000));
            mcts
        };
        let (a, b) = (run(), run());
        assert_eq!(a.best_action(), b.best_action());
        assert_eq!(a.root_stats(), b.root_stats());
        let mut a = a;
        let best = a.best_action().unwrap();
        let visits = a.root_stats()[0].visits;
        let next = q.play(best).unwrap();
        assert!(a.reuse(&next, 2));
        assert_eq!(a.nodes[0].visits, visits, "the subtree's statistics are kept");
        assert!(a.nodes() > 1);
        a.search(Budget::iterations(100));
        assert!(next.legal_actions().contains(&a.best_action().unwrap()));
    }

    #[test]
    fn the_node_cap_stops_the_search_without_failing() {
        let q = Quarto::new(Rules::STANDARD);
        let mut mcts = Mcts::<Quarto>::new(&q, Settings::default());
        let budget = Budget {
            iterations: Some(1_000_000),
            time: None,
            max_nodes: 5000,
        };
        let done = mcts.search(budget);
        assert!(done < 1_000_000);
        assert!(mcts.nodes() <= 5000);
        assert!(mcts.best_action().is_some());
    }
}
