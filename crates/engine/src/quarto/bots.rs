//! The Quarto! bots, from beginner to perfect, behind the generic [`Bot`] trait.
//!
//! * **beginner** takes an immediate win (and an open claim); otherwise it places at random
//!   and gives a random piece, checking only half the time that the piece does not hand the
//!   opponent a win.
//! * **casual** also never gives a winning piece when a safe one exists and never places so
//!   that no safe piece is left, when it can help it; otherwise it plays at random.
//! * **strong** solves the position exactly when that takes at most its budget, and
//!   otherwise plays the turn that leaves the opponent the fewest safe replies.
//! * **strongest** solves exactly within its budget, with the book for the positions with at
//!   most four pieces: it keeps every won or drawn position, wins by the shortest way and,
//!   when lost, plays the line that loses slowest. If the budget runs out first it plays the
//!   strong heuristic and says so in [`QuartoBot::explain`].
//! * **perfect** values every turn exactly (the book, then the search) and never lets a win
//!   or a draw slip: it wins by the shortest way and, lost, loses by the slowest. Among the
//!   turns that keep the value (every draw of a drawn position, the slowest losses of a lost
//!   one) it plays to win: it takes the turn that gives the opponent the most chances to go
//!   wrong, by the values of all the opponent's replies (see [`trap_score`]), the seed
//!   choosing between equals. When its budget cannot value every reply, the turns it could
//!   not look at count as setting no trap.
//!
//! A budget is nodes of the solver (the moves then depend only on the seed and the game,
//! whatever the machine), time, or nodes within a time cap.
//!
//! A turn is two actions (place, then give): the bot plans the whole turn when it places and
//! plays the planned give on the next call.

use std::time::{Duration, Instant};

use quartet_core::Game;
use quartet_core::Pov;
use quartet_core::chance::Rng;
use quartet_core::quarto::{Action, Phase, Piece, Quarto, Rules};

use super::{Analysis, SolveError, Solver, SolverOptions, Turn, TurnValue};
use crate::bot::Bot;
use crate::levels::Level;

/// A Quarto! bot of some level (see the module docs).
pub struct QuartoBot {
    level: Level,
    /// The time a move: the budget without nodes, the cap with them.
    budget: Option<Duration>,
    /// The solver's nodes a move.
    nodes: Option<u64>,
    hash_mib: usize,
    threads: usize,
    rng: Rng,
    solver: Option<Solver>,
    /// The give planned with the last placement: (state after the placement, piece).
    planned: Option<(Quarto, Piece)>,
    explain: String,
}

impl QuartoBot {
    /// A bot of `level` answering within `budget` per action, its random choices drawn from
    /// `seed`. Solving bots use a table of `hash_mib` MiB and up to two threads.
    pub fn new(level: Level, budget: Duration, seed: u64) -> QuartoBot {
        QuartoBot {
            budget: Some(budget),
            nodes: None,
            ..QuartoBot::with_nodes(level, 0, None, seed)
        }
    }

    /// A bot of `level` whose solves search at most `nodes` a move, within `cap` (none: no
    /// time limit), its random choices drawn from `seed`. Whenever the nodes are searched
    /// within the cap, its moves are the same on every machine.
    pub fn with_nodes(level: Level, nodes: u64, cap: Option<Duration>, seed: u64) -> QuartoBot {
        QuartoBot {
            level,
            budget: cap,
            nodes: Some(nodes),
            hash_mib: 128,
            threads: 1,
            rng: Rng::new(seed),
            solver: None,
            planned: None,
            explain: String::new(),
        }
    }

    /// The same bot with a transposition table of `mib` MiB and `threads` search threads.
    pub fn with_solver(mut self, mib: usize, threads: usize) -> QuartoBot {
        self.hash_mib = mib.max(1);
        self.threads = threads.max(1);
        self
    }

    fn solver(&mut self, rules: Rules) -> Result<&mut Solver, SolveError> {
        let fits = self
            .solver
            .as_ref()
            .is_some_and(|s| s.rules().attributes == rules.attributes && s.rules().squares == rules.squares);
        if !fits {
            self.solver = Some(Solver::new(
                rules,
                SolverOptions {
                    hash_mib: self.hash_mib,
                    threads: self.threads,
                    // The book makes the first turns perfect: for the top levels only.
                    book: self.level >= Level::Strongest,
                    ..SolverOptions::default()
                },
            )?);
        }
        self.solver.as_mut().ok_or(SolveError::Stopped)
    }

    /// Every turn with its heuristic score (higher is better for the bot).
    fn scored_turns(&mut self, state: &Quarto) -> Vec<(Turn, i32)> {
        match self.solver(state.rules()) {
            Ok(s) => s.heuristic_turns(state),
            Err(_) => Vec::new(),
        }
    }

    /// A random turn among those scored at least `floor` below the best, if any.
    fn pick(&mut self, mut turns: Vec<(Turn, i32)>, slack: i32) -> Option<Turn> {
        let best = turns.iter().map(|t| t.1).max()?;
        turns.retain(|t| t.1 >= best - slack);
        self.rng.choose(&turns).map(|t| t.0)
    }

    fn beginner(&mut self, state: &Quarto) -> Turn {
        let turns = self.scored_turns(state);
        // An immediate win, always.
        if let Some(t) = turns.iter().find(|t| t.1 >= super::solver::WINS_NOW) {
            return t.0;
        }
        let check = self.rng.below(2) == 0;
        let candidates: Vec<(Turn, i32)> = if check {
            let safe: Vec<_> = turns
                .iter()
                .copied()
                .filter(|t| t.1 > super::solver::LOSES_NEXT)
                .collect();
            if safe.is_empty() { turns } else { safe }
        } else {
            turns
        };
        self.explain = "beginner: random".into();
        self.rng.choose(&candidates).map(|t| t.0).unwrap_or(Turn::Play {
            place: None,
            give: None,
        })
    }

    fn casual(&mut self, state: &Quarto) -> Turn {
        let turns = self.scored_turns(state);
        if let Some(t) = turns.iter().find(|t| t.1 >= super::solver::WINS_NOW) {
            return t.0;
        }
        let safe: Vec<_> = turns
            .iter()
            .copied()
            .filter(|t| t.1 > super::solver::LOSES_NEXT)
            .collect();
        self.explain = "casual: a random safe turn".into();
        let pool = if safe.is_empty() { turns } else { safe };
        self.rng.choose(&pool).map(|t| t.0).unwrap_or(Turn::Play {
            place: None,
            give: None,
        })
    }

    fn heuristic(&mut self, state: &Quarto, why: &str) -> Turn {
        let turns = self.scored_turns(state);
        self.explain = format!("{why}: fewest safe replies for the opponent");
        self.pick(turns, 0).unwrap_or(Turn::Play {
            place: None,
            give: None,
        })
    }

    /// The time left of the budget after `spent`, and the nodes left after `used`.
    fn left(&self, start: Instant, used: u64) -> (Option<Instant>, Option<u64>) {
        let deadline = self.budget.map(|b| start + b.mul_f64(0.9));
        (deadline, self.nodes.map(|n| n.saturating_sub(used)))
    }

    /// The budget as words, for `explain`.
    fn budget_words(&self) -> String {
        match (self.nodes, self.budget) {
            (Some(n), Some(t)) => format!("{n} nodes within {:.1} s", t.as_secs_f64()),
            (Some(n), None) => format!("{n} nodes"),
            (None, Some(t)) => format!("{:.1} s", t.as_secs_f64()),
            (None, None) => "none".into(),
        }
    }

    /// Every turn valued by the solver within `deadline` and `nodes`.
    fn values(
        &mut self,
        state: &Quarto,
        distance: bool,
        deadline: Option<Instant>,
        nodes: Option<u64>,
    ) -> Result<Analysis, SolveError> {
        let solver = self.solver(state.rules())?;
        solver.set_deadline(deadline);
        solver.set_node_limit(nodes);
        let result = solver.analyse_turns(state, distance);
        solver.set_deadline(None);
        solver.set_node_limit(None);
        result
    }

    /// The first give of a game, at random: every first give is an image of every other
    /// under the variant's symmetry.
    fn first_give(&mut self, state: &Quarto) -> Option<Turn> {
        if state.pieces_on_board() != 0 || state.phase() != Phase::Give {
            return None;
        }
        self.explain = "exact: every first give is equivalent".into();
        let pieces: Vec<Piece> = state.pool_pieces().collect();
        Some(Turn::Play {
            place: None,
            give: self.rng.choose(&pieces).copied(),
        })
    }

    /// The perfect level (see the module docs).
    fn perfect(&mut self, state: &Quarto) -> Turn {
        let start = Instant::now();
        if let Some(turn) = self.first_give(state) {
            return turn;
        }
        let (deadline, nodes) = self.left(start, 0);
        let analysis = match self.values(state, true, deadline, nodes) {
            Ok(a) => a,
            Err(_) => {
                // The budget does not value every turn: the best turn at least.
                let turn = self.solving(state, 0.9, true);
                self.explain = format!(
                    "perfect: budget of {} ran out before every turn was valued; {}",
                    self.budget_words(),
                    self.explain
                );
                return turn;
            }
        };
        let value = analysis.value;
        let Some(first) = analysis.turns.first() else {
            return self.heuristic(state, "no turn found");
        };
        // The turns that keep the value: every draw of a drawn position, the shortest wins of a
        // won one, the slowest losses of a lost one.
        let keep: Vec<TurnValue> = analysis
            .turns
            .iter()
            .filter(|t| t.value == first.value)
            .cloned()
            .collect();
        if value.pov == Pov::Win {
            // Nothing to gain by waiting.
            self.explain = format!("exact: {value}");
            let turns: Vec<Turn> = keep.iter().map(|t| t.turn).collect();
            return self.rng.choose(&turns).copied().unwrap_or(first.turn);
        }
        let (turn, words) = self.set_trap(state, &keep, start, analysis.nodes);
        self.explain = format!("exact: {value}; {words}");
        turn
    }

    /// Among `keep` (turns of equal value), the one that gives the opponent the most chances
    /// to go wrong: the values of all his replies after each, the turns whose replies need
    /// the search looked at as far as the budget goes (those with the fewest safe-looking
    /// replies first). Returns the turn and how it was chosen.
    fn set_trap(&mut self, state: &Quarto, keep: &[TurnValue], start: Instant, used: u64) -> (Turn, String) {
        let mut used = used;
        // The turns in the order to look at them: fewest plausible replies first.
        let mut order: Vec<(usize, usize, Quarto)> = keep
            .iter()
            .enumerate()
            .filter_map(|(i, t)| {
                let after = after_turn(state, t.turn)?;
                let plausible = self
                    .scored_turns(&after)
                    .iter()
                    .filter(|r| r.1 > super::solver::LOSES_NEXT)
                    .count();
                Some((plausible, i, after))
            })
            .collect();
        order.sort_by_key(|&(plausible, i, _)| (plausible, i));
        let mut scored: Vec<(f64, usize)> = Vec::new();
        let mut looked = 0;
        for (_, i, after) in &order {
            if after.is_over() {
                continue;
            }
            let (deadline, nodes) = self.left(start, used);
            if nodes == Some(0) || deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            // Distances where the book gives them cheaply (few pieces), else values alone.
            let distance = after.pieces_on_board() < super::BOOK_PIECES;
            let Ok(replies) = self.values(after, distance, deadline, nodes) else {
                break;
            };
            used += replies.nodes;
            let heuristic = self.scored_turns(after);
            scored.push((trap_score(&replies, &heuristic), *i));
            looked += 1;
        }
        let best = scored.iter().map(|s| s.0).fold(f64::NEG_INFINITY, f64::max);
        let candidates: Vec<usize> = if scored.is_empty() {
            (0..keep.len()).collect()
        } else {
            scored
                .iter()
                .filter(|s| s.0 >= best - 1e-9)
                .map(|s| s.1)
                .collect()
        };
        let pick = self.rng.choose(&candidates).copied().unwrap_or(0);
        let words = if scored.is_empty() {
            "no budget left to look for traps".to_string()
        } else {
            format!(
                "the most chances for the opponent to go wrong ({:.0}%), of {looked} of {} turns looked at",
                100.0 * best / 2.0,
                keep.len()
            )
        };
        (keep[pick].turn, words)
    }

    fn solving(&mut self, state: &Quarto, share: f64, shortest: bool) -> Turn {
        let start = Instant::now();
        if let Some(turn) = self.first_give(state) {
            return turn;
        }
        // Without nodes, the time is the budget and the solve gets its `share`; with nodes,
        // the time is only a cap (the heuristic fallback is fast).
        let share = if self.nodes.is_some() { 0.9 } else { share };
        let nodes = self.nodes;
        let deadline = self.budget.map(|b| start + b.mul_f64(share));
        let result = {
            let Ok(solver) = self.solver(state.rules()) else {
                return self.heuristic(state, "no memory for the solver");
            };
            solver.set_deadline(deadline);
            solver.set_node_limit(nodes);
            let r = solver.solve(state, false);
            solver.set_deadline(None);
            solver.set_node_limit(None);
            r
        };
        let solution = match result {
            Ok(s) => s,
            Err(_) => {
                let why = format!(
                    "{}: budget of {} ran out before the solve finished",
                    self.level,
                    self.budget_words()
                );
                return self.heuristic(state, &why);
            }
        };
        let Some(mut best) = solution.best else {
            return self.heuristic(state, "no turn found");
        };
        self.explain = format!("exact: {}", solution.value);
        if shortest && solution.value.pov != Pov::Draw {
            // Shortest win or slowest loss, if the budget allows.
            let left = self
                .budget
                .map(|b| b.mul_f64(0.9).saturating_sub(start.elapsed()));
            let nodes_left = self.nodes.map(|n| n.saturating_sub(solution.nodes));
            let solver = self.solver.as_mut();
            if let Some(solver) = solver
                && nodes_left != Some(0)
            {
                solver.set_deadline(left.map(|l| Instant::now() + l));
                solver.set_node_limit(nodes_left);
                if let Ok(d) = solver.solve(state, true)
                    && let Some(t) = d.best
                {
                    best = t;
                    self.explain = format!("exact: {}", d.value);
                }
                solver.set_deadline(None);
                solver.set_node_limit(None);
            }
        }
        best
    }

    fn turn(&mut self, state: &Quarto) -> Turn {
        match self.level {
            Level::Beginner => self.beginner(state),
            Level::Casual => self.casual(state),
            Level::Strong => self.solving(state, 0.5, false),
            Level::Strongest => self.solving(state, 0.9, true),
            Level::Perfect => self.perfect(state),
        }
    }

    /// Any legal action: the last resort, never needed in a valid state.
    fn any_legal(state: &Quarto) -> Action {
        state.legal_actions().first().copied().unwrap_or(Action::Pass)
    }
}

impl Bot<Quarto> for QuartoBot {
    fn name(&self) -> String {
        match (self.level, self.nodes, self.budget) {
            (Level::Beginner | Level::Casual, _, _) => format!("Quarto! {}", self.level),
            (_, Some(n), Some(t)) => format!("Quarto! {} ({n} nodes, cap {} ms)", self.level, t.as_millis()),
            (_, Some(n), None) => format!("Quarto! {} ({n} nodes)", self.level),
            (_, None, Some(t)) => format!("Quarto! {} ({} ms)", self.level, t.as_millis()),
            (_, None, None) => format!("Quarto! {}", self.level),
        }
    }

    fn choose(&mut self, state: &Quarto) -> Option<Action> {
        if state.is_over() {
            return None;
        }
        Some(self.choose_action(state))
    }

    fn choose_within(&mut self, state: &Quarto, time: Duration) -> Option<Action> {
        let own = self.budget;
        self.budget = crate::bot::within(own, time);
        let chosen = self.choose(state);
        self.budget = own;
        chosen
    }
}

impl QuartoBot {
    /// The bot's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// A legal action for the player to move in `state` (which must not be over).
    pub fn choose_action(&mut self, state: &Quarto) -> Action {
        // An open claim wins at once, at every level.
        if let Some(a) = state.claimable().next() {
            self.explain = "claims the quarto".into();
            return Action::Claim(a);
        }
        match state.phase() {
            Phase::FinalClaim => return Action::Pass,
            Phase::Over(_) => return Self::any_legal(state),
            Phase::Give => {
                if let Some((planned_state, piece)) = self.planned.take()
                    && planned_state == *state
                    && state.pool() & (1 << piece.index()) != 0
                {
                    return Action::Give(piece);
                }
            }
            Phase::Place => {}
        }
        let turn = self.turn(state);
        let actions = turn.actions();
        let Some(&first) = actions.first() else {
            return Self::any_legal(state);
        };
        if state.check(first).is_err() {
            return Self::any_legal(state);
        }
        if let (Action::Place(_), Some(&Action::Give(p))) = (first, actions.get(1)) {
            let mut after = *state;
            after.play_unchecked(first);
            self.planned = Some((after, p));
        }
        first
    }

    /// How the last choice was made, in a few words (e.g. "exact: draw" or "budget ran out:
    /// heuristic").
    pub fn explain(&self) -> String {
        self.explain.clone()
    }
}

/// The position after `turn` (with the claim a winner makes in announce mode), if legal.
fn after_turn(state: &Quarto, turn: Turn) -> Option<Quarto> {
    let mut after = *state;
    for a in turn.actions() {
        after = after.play(a).ok()?;
    }
    let claim = after.claimable().next();
    if let Some(a) = claim {
        after = after.play(Action::Claim(a)).ok()?;
    }
    Some(after)
}

/// How likely the opponent is to go wrong in a position, from the exact values of his
/// replies (`replies`, best first for him) and his replies' heuristic scores (`heuristic`,
/// `Solver::heuristic_turns`): a reply goes wrong when it is worse for him than the position.
/// Two opponents are modelled and their chances added (0 to 2): one who plays any reply that
/// does not hand over a win at once (a casual player), and one who plays the reply a shallow
/// search likes best, the fewest safe replies left to us (a strong player beyond its depth).
/// Mistakes that lose only far ahead (a deep search sees them) add a little, where the
/// distances are known.
pub(crate) fn trap_score(replies: &Analysis, heuristic: &[(Turn, i32)]) -> f64 {
    let his = replies.value;
    let wrong = |turn: Turn| {
        replies
            .turns
            .iter()
            .find(|t| t.turn == turn)
            .is_some_and(|t| t.value.pov != his.pov)
    };
    let plausible: Vec<&(Turn, i32)> = heuristic
        .iter()
        .filter(|r| r.1 > super::solver::LOSES_NEXT)
        .collect();
    if plausible.is_empty() {
        return 0.0;
    }
    let casual = plausible.iter().filter(|r| wrong(r.0)).count() as f64 / plausible.len() as f64;
    let top = plausible.iter().map(|r| r.1).max().unwrap_or(0);
    let liked: Vec<&&(Turn, i32)> = plausible.iter().filter(|r| r.1 == top).collect();
    let strong = liked.iter().filter(|r| wrong(r.0)).count() as f64 / liked.len() as f64;
    let deep = replies
        .turns
        .iter()
        .filter(|t| t.value.pov != his.pov)
        .filter_map(|t| t.value.distance)
        .map(|d| d as f64)
        .fold(0.0, f64::max)
        / 1600.0;
    casual + strong + deep
}
