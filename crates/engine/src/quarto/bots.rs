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
//!   wrong. First for a player beyond his depth, who plays one of the replies a shallow
//!   search likes best (the fewest safe replies left to us, [`favourites`]): the share of
//!   those favourites that lose, each solved exactly (traps only a deep search sees); then,
//!   between the turns that tie, by the values of all the opponent's replies (see
//!   [`trap_score`]), the seed choosing between equals. When its budget cannot look at every
//!   turn, the turns it could not look at count as setting no trap. Where the budget cannot
//!   value every turn (early, without a book) it looks for a trap whose value it checks keeps
//!   the draw, weighted by whether a player who searches [`MODEL_NODES`] a move sees through
//!   it (see `QuartoBot::draw_trap`).
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

use super::{Analysis, Solution, SolveError, Solver, SolverOptions, Turn, TurnValue};
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
    /// `perfect`'s model of an opponent who searches [`MODEL_NODES`] a move (a small table).
    model: Option<Solver>,
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
            model: None,
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
        limited(solver, deadline, nodes, |s| s.analyse_turns(state, distance))
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
        // Below three pieces without a book, neither every turn nor the position can be
        // valued within the budget (a 2-piece solve takes some 90 M nodes).
        let beyond = state.pieces_on_board() < 3 && super::shipped_book(state.rules()).is_none();
        let (deadline, nodes) = self.left(start, 0);
        let analysis = if beyond {
            Err(SolveError::Stopped)
        } else {
            self.values(state, true, deadline, nodes)
        };
        let analysis = match analysis {
            Ok(a) => a,
            Err(_) => {
                // The budget does not value every turn: the value and a best turn, and in a
                // drawn position (or one too early to value) a trap that keeps the draw.
                let again = Instant::now();
                let (deadline, nodes) = self.left(again, 0);
                let solution = if beyond {
                    Err(SolveError::Stopped)
                } else {
                    self.solve_exact(state, deadline, nodes)
                };
                let budget = self.budget_words();
                let trap = match &solution {
                    Ok(s) if s.value.pov == Pov::Draw => {
                        let (turn, words) = self.draw_trap(state, s.best, again, s.nodes);
                        turn.map(|t| (t, format!("exact: draw; {words}")))
                    }
                    Ok(_) => None,
                    Err(_) => {
                        let (turn, words) = self.draw_trap(state, None, again, 0);
                        turn.map(|t| (t, format!("not valued; {words}, which keeps a draw at least")))
                    }
                };
                if let Some((turn, words)) = trap {
                    self.explain = format!("perfect: budget of {budget} does not value every turn; {words}");
                    return turn;
                }
                let turn = if solution.is_ok() {
                    // Won or lost: the shortest win or the slowest loss, from the warm table.
                    self.solving(state, 0.9, true)
                } else {
                    self.heuristic(state, "no trap found")
                };
                self.explain = format!(
                    "perfect: budget of {budget} does not value every turn; {}",
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
    /// to go wrong. Two models of the opponent, looked at as far as the budget goes:
    ///
    /// 1. a player beyond his depth, who plays one of the replies his shallow search likes
    ///    best (the fewest safe replies left to us, `Solver::heuristic_turns`): each of those
    ///    favourite replies is solved, and a turn scores the share of them that lose for him —
    ///    traps only a deep search sees. The turns with the fewest favourites come first (one
    ///    losing favourite is a sure trap), and this model gets [`SHALLOW_SHARE`] of the
    ///    budget left;
    /// 2. among the turns the first model ranks best, the values of all his replies
    ///    ([`trap_score`]: a casual player, the favourites, deep mistakes) with the rest.
    ///
    /// Returns the turn and how it was chosen.
    fn set_trap(&mut self, state: &Quarto, keep: &[TurnValue], start: Instant, used: u64) -> (Turn, String) {
        let mut used = used;
        let ours = keep.first().map_or(Pov::Draw, |t| t.value.pov);
        // The turns in the order to look at them: fewest favourite replies first.
        let mut order: Vec<(usize, Quarto, Vec<Turn>)> = keep
            .iter()
            .enumerate()
            .filter_map(|(i, t)| {
                let after = after_turn(state, t.turn)?;
                if after.is_over() {
                    return None;
                }
                Some((i, after, favourites(&self.scored_turns(&after))))
            })
            .collect();
        order.sort_by_key(|(i, _, favourite)| (favourite.len(), *i));
        // Model 1: the favourites of a player beyond his depth.
        let shallow_nodes = self
            .nodes
            .map(|n| used + (n.saturating_sub(used) as f64 * SHALLOW_SHARE) as u64);
        let shallow_deadline = self.budget.map(|b| {
            let end = b.mul_f64(0.9);
            start + start.elapsed() + end.saturating_sub(start.elapsed()).mul_f64(SHALLOW_SHARE)
        });
        let mut shallow: Vec<(f64, usize)> = Vec::new();
        'turns: for (i, after, favourite) in &order {
            let mut wrong = 0;
            for &reply in favourite {
                let (deadline, nodes) = self.left(start, used);
                let deadline = deadline.min(shallow_deadline).or(deadline.or(shallow_deadline));
                let nodes = shallow_nodes.map(|s| s.saturating_sub(used)).min(nodes).or(nodes);
                if nodes == Some(0) || deadline.is_some_and(|d| Instant::now() >= d) {
                    break 'turns;
                }
                let Some(next) = after_turn(after, reply) else {
                    continue;
                };
                let ours_next = if next.is_over() {
                    Some(over_pov(&next, state))
                } else {
                    match self.solve_value(&next, deadline, nodes) {
                        Ok((pov, n)) => {
                            used += n;
                            Some(pov)
                        }
                        Err(_) => break 'turns,
                    }
                };
                if ours_next.is_some_and(|p| p > ours) {
                    wrong += 1;
                }
            }
            let share = if favourite.is_empty() {
                0.0
            } else {
                wrong as f64 / favourite.len() as f64
            };
            shallow.push((share, *i));
        }
        let best_shallow = shallow.iter().map(|s| s.0).fold(0.0, f64::max);
        // Model 2, among the best of model 1 (all the turns when it found no trap).
        let finalists: Vec<(usize, &Quarto)> = order
            .iter()
            .filter(|(i, _, _)| {
                best_shallow == 0.0 || shallow.iter().any(|s| s.1 == *i && s.0 >= best_shallow - 1e-9)
            })
            .map(|(i, after, _)| (*i, after))
            .collect();
        let mut scored: Vec<(f64, usize)> = Vec::new();
        for (i, after) in &finalists {
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
        }
        let shallow_of = |i: usize| shallow.iter().find(|s| s.1 == i).map_or(0.0, |s| s.0);
        let full_of = |i: usize| scored.iter().find(|s| s.1 == i).map_or(0.0, |s| s.0);
        let key = |i: usize| (shallow_of(i), full_of(i));
        let mut candidates: Vec<usize> = if shallow.is_empty() && scored.is_empty() {
            (0..keep.len()).collect()
        } else {
            // Only the turns looked at: one not looked at counts as setting no trap.
            let mut looked: Vec<usize> = shallow.iter().map(|s| s.1).collect();
            looked.extend(
                scored
                    .iter()
                    .map(|s| s.1)
                    .filter(|i| !shallow.iter().any(|s| s.1 == *i)),
            );
            looked
        };
        let best = candidates
            .iter()
            .map(|&i| key(i))
            .fold(
                (f64::NEG_INFINITY, f64::NEG_INFINITY),
                |a, b| if b > a { b } else { a },
            );
        candidates.retain(|&i| {
            let k = key(i);
            k.0 >= best.0 - 1e-9 && k.1 >= best.1 - 1e-9
        });
        let pick = self.rng.choose(&candidates).copied().unwrap_or(0);
        let words = if shallow.is_empty() && scored.is_empty() {
            "no budget left to look for traps".to_string()
        } else {
            format!(
                "a trap for a player beyond his depth in {:.0}% of his favourite replies ({} of {} turns looked at), \
                 {:.0}% chances to go wrong by all his replies ({} looked at)",
                100.0 * best.0.max(0.0),
                shallow.len(),
                keep.len(),
                100.0 * best.1.max(0.0) / 2.0,
                scored.len()
            )
        };
        (keep[pick].turn, words)
    }

    /// The value of `state` for the player to move, and the nodes it took, within `deadline`
    /// and `nodes`.
    fn solve_value(
        &mut self,
        state: &Quarto,
        deadline: Option<Instant>,
        nodes: Option<u64>,
    ) -> Result<(Pov, u64), SolveError> {
        self.solve_exact(state, deadline, nodes)
            .map(|s| (s.value.pov, s.nodes))
    }

    /// The value (without distance) and a best turn of `state`, within `deadline` and `nodes`.
    fn solve_exact(
        &mut self,
        state: &Quarto,
        deadline: Option<Instant>,
        nodes: Option<u64>,
    ) -> Result<Solution, SolveError> {
        let solver = self.solver(state.rules())?;
        limited(solver, deadline, nodes, |s| s.solve(state, false))
    }

    /// Whether an opponent who searches [`MODEL_NODES`] a move (from a fresh small table)
    /// solves `state`, and the nodes it took; `None` when the budget (`deadline`, `nodes`) ran
    /// out first.
    fn model_sees(
        &mut self,
        state: &Quarto,
        deadline: Option<Instant>,
        nodes: Option<u64>,
    ) -> Option<(bool, u64)> {
        let rules = state.rules();
        let fits = self
            .model
            .as_ref()
            .is_some_and(|s| s.rules().attributes == rules.attributes && s.rules().squares == rules.squares);
        if !fits {
            let options = SolverOptions {
                hash_mib: MODEL_MIB,
                threads: 1,
                book: false,
                ..SolverOptions::default()
            };
            self.model = Some(Solver::new(rules, options).ok()?);
        }
        let model = self.model.as_mut()?;
        model.clear();
        let limit = nodes.map_or(MODEL_NODES, |n| n.min(MODEL_NODES));
        match limited(model, deadline, Some(limit), |s| s.solve(state, false)) {
            Ok(s) => Some((true, s.nodes)),
            // The model's own limit: it does not see through it; the budget's: unknown.
            Err(_) if limit == MODEL_NODES && deadline.is_none_or(|d| Instant::now() < d) => {
                Some((false, limit))
            }
            Err(_) => None,
        }
    }

    /// In a drawn position whose turns the budget cannot all value (`best` keeps the draw; none
    /// when even the position could not be valued): a turn that keeps the draw and sets a trap
    /// for a player beyond his depth, as far as the budget goes, else `best`. The turns are
    /// looked at fewest favourite replies of the opponent first (see [`favourites`]); a turn
    /// some of whose favourites lose for him is then solved, to keep only those that keep the
    /// draw, and weighed by whether a player who searches [`MODEL_NODES`] sees through it.
    /// Returns the turn and how it was chosen.
    fn draw_trap(
        &mut self,
        state: &Quarto,
        best: Option<Turn>,
        start: Instant,
        used: u64,
    ) -> (Option<Turn>, String) {
        let mut used = used;
        let mut order: Vec<(Turn, Quarto, Vec<Turn>)> = self
            .scored_turns(state)
            .into_iter()
            .filter(|t| t.1 > super::solver::LOSES_NEXT)
            .filter_map(|(turn, _)| {
                let after = after_turn(state, turn)?;
                if after.is_over() {
                    return None;
                }
                let favourite = favourites(&self.scored_turns(&after));
                (!favourite.is_empty()).then_some((turn, after, favourite))
            })
            .collect();
        order.sort_by_key(|(_, _, favourite)| favourite.len());
        let mut traps: Vec<(f64, Turn)> = Vec::new();
        let mut looked = 0;
        'turns: for (turn, after, favourite) in &order {
            let mut wrong = 0;
            for &reply in favourite {
                let (deadline, nodes) = self.left(start, used);
                if nodes == Some(0) || deadline.is_some_and(|d| Instant::now() >= d) {
                    break 'turns;
                }
                let Some(next) = after_turn(after, reply) else {
                    continue;
                };
                let ours = if next.is_over() {
                    over_pov(&next, state)
                } else {
                    match self.solve_value(&next, deadline, nodes) {
                        Ok((pov, n)) => {
                            used += n;
                            pov
                        }
                        Err(_) => break 'turns,
                    }
                };
                if ours == Pov::Win {
                    wrong += 1;
                }
            }
            looked += 1;
            if wrong == 0 {
                continue;
            }
            // The trap must keep the draw: the opponent's value after it is a draw.
            let (deadline, nodes) = self.left(start, used);
            match self.solve_value(after, deadline, nodes) {
                Ok((his, n)) => {
                    used += n;
                    if his == Pov::Loss {
                        // Only where the position was not valued: a win, better than a trap.
                        return (Some(*turn), "a win found while looking for traps".into());
                    }
                    if his != Pov::Draw {
                        continue;
                    }
                }
                Err(_) => break,
            }
            // A trap an opponent who searches MODEL_NODES sees through counts for little.
            let (deadline, nodes) = self.left(start, used);
            let Some((seen, n)) = self.model_sees(after, deadline, nodes) else {
                break;
            };
            used += n;
            let share = wrong as f64 / favourite.len() as f64;
            traps.push((if seen { share / 16.0 } else { share }, *turn));
        }
        let top = traps.iter().map(|t| t.0).fold(0.0, f64::max);
        let candidates: Vec<Turn> = traps.iter().filter(|t| t.0 >= top - 1e-9).map(|t| t.1).collect();
        match self.rng.choose(&candidates) {
            Some(&turn) => (
                Some(turn),
                format!(
                    "a trap for a player beyond his depth in {:.0}% of his favourite replies ({looked} of {} turns looked at)",
                    100.0 * top,
                    order.len()
                ),
            ),
            None => (
                best,
                format!("no trap found ({looked} of {} turns looked at)", order.len()),
            ),
        }
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

/// `search` run on `solver` within `deadline` and `nodes` (the solver's limits lifted after).
fn limited<T>(
    solver: &mut Solver,
    deadline: Option<Instant>,
    nodes: Option<u64>,
    search: impl FnOnce(&mut Solver) -> Result<T, SolveError>,
) -> Result<T, SolveError> {
    solver.set_deadline(deadline);
    solver.set_node_limit(nodes);
    let result = search(solver);
    solver.set_deadline(None);
    solver.set_node_limit(None);
    result
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

/// The share of the budget left after valuing its own turns that `perfect` spends on the
/// favourite replies of a player beyond his depth (see `QuartoBot::set_trap`).
const SHALLOW_SHARE: f64 = 0.7;

/// The nodes a move of the opponent `perfect` models when it cannot value every turn: a
/// player who solves what this many nodes solve (as the `strong` level does) and otherwise
/// plays one of his heuristic's favourites.
const MODEL_NODES: u64 = 1_500_000;

/// The table of that model, in MiB.
const MODEL_MIB: usize = 16;

/// The replies a player beyond his depth chooses between: those his shallow search scores
/// best (`heuristic`, `Solver::heuristic_turns`), when that is not handing over a win.
pub(crate) fn favourites(heuristic: &[(Turn, i32)]) -> Vec<Turn> {
    let Some(top) = heuristic.iter().map(|r| r.1).max() else {
        return Vec::new();
    };
    if top <= super::solver::LOSES_NEXT {
        return Vec::new();
    }
    heuristic.iter().filter(|r| r.1 == top).map(|r| r.0).collect()
}

/// The result of the game `over` for the player to move in `before` (the bot).
fn over_pov(over: &Quarto, before: &Quarto) -> Pov {
    over.outcome().map_or(Pov::Draw, |o| o.pov(before.to_move()))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quarto::solver::{LOSES_NEXT, WINS_NOW};

    fn give(q: u8) -> Turn {
        Turn::Play {
            place: None,
            give: Piece::new(q),
        }
    }

    #[test]
    fn favourites_are_the_best_scored_replies() {
        let scored = [(give(0), -3), (give(1), -1), (give(2), -1), (give(3), LOSES_NEXT)];
        assert_eq!(favourites(&scored), vec![give(1), give(2)]);
        // An immediate win is the only favourite.
        assert_eq!(favourites(&[(give(0), -1), (give(1), WINS_NOW)]), vec![give(1)]);
    }

    #[test]
    fn no_favourites_when_every_reply_hands_over_a_win() {
        assert!(favourites(&[(give(0), LOSES_NEXT), (give(1), LOSES_NEXT)]).is_empty());
        assert!(favourites(&[]).is_empty());
    }
}
