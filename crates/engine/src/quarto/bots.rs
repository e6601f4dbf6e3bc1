//! The Quarto! bots, from beginner to perfect, behind the generic [`Bot`] trait.
//!
//! * **beginner** takes an immediate win (and an open claim); otherwise it places at random
//!   and gives a random piece, checking only half the time that the piece does not hand the
//!   opponent a win.
//! * **casual** also never gives a winning piece when a safe one exists and never places so
//!   that no safe piece is left, when it can help it; otherwise it plays at random.
//! * **strong** solves the position exactly when that takes at most its budget, and
//!   otherwise plays the turn that leaves the opponent the fewest safe replies.
//! * **strongest** and **perfect** play their opening book's turn when the book proves one
//!   best; otherwise they solve exactly within their budget: they keep every won or drawn
//!   position and, perfect only, win by the shortest way and, when lost, play the line that
//!   loses slowest. If the budget runs out first (early in the game, beyond the book) they
//!   fall back to the book's proven turn or the strong heuristic and say so in
//!   [`QuartoBot::explain`].
//!
//! A budget is nodes of the solver (the moves then depend only on the seed and the game,
//! whatever the machine), time, or nodes within a time cap.
//!
//! A turn is two actions (place, then give): the bot plans the whole turn when it places and
//! plays the planned give on the next call.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use quartet_core::Game;
use quartet_core::Pov;
use quartet_core::chance::Rng;
use quartet_core::quarto::{Action, Phase, Piece, Quarto, Rules};

use super::{Book, SolveError, Solver, SolverOptions, Turn};
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

    fn solving(&mut self, state: &Quarto, share: f64, perfect: bool) -> Turn {
        let start = Instant::now();
        if state.pieces_on_board() == 0 && state.phase() == Phase::Give {
            // Every first give is an image of every other under the variant's symmetry.
            self.explain = "exact: every first give is equivalent".into();
            let pieces: Vec<Piece> = state.pool_pieces().collect();
            return Turn::Play {
                place: None,
                give: self.rng.choose(&pieces).copied(),
            };
        }
        // The opening book: exact turns at once, proven lower bounds as a fallback.
        let mut from_book: Option<(Turn, Pov)> = None;
        if perfect {
            if let (Some(book), Ok(solver)) = (shipped_book(state.rules()), self.solver(state.rules())) {
                if let Some((turn, at_least, exact)) = solver.book_turn(book, state) {
                    if exact {
                        self.explain = format!("exact (opening book): {at_least}");
                        return turn;
                    }
                    from_book = Some((turn, at_least));
                }
            }
        }
        // Without nodes, the time is the budget and the solve gets its `share`; with nodes,
        // the time is only a cap (the heuristic fallback is fast).
        let share = if self.nodes.is_some() { 0.9 } else { share };
        // With a book turn in hand, only a short try to find better (a win the book does not
        // prove): the book keeps the value anyway.
        let (share, nodes) = if from_book.is_some() {
            (0.1, self.nodes.map(|n| n / 10))
        } else {
            (share, self.nodes)
        };
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
                if let Some((turn, at_least)) = from_book {
                    self.explain =
                        format!("opening book: at least {at_least} (the budget ran out before a full solve)");
                    return turn;
                }
                let budget = match (self.nodes, self.budget) {
                    (Some(n), Some(t)) => format!("{n} nodes within {:.1} s", t.as_secs_f64()),
                    (Some(n), None) => format!("{n} nodes"),
                    (None, Some(t)) => format!("{:.1} s", t.as_secs_f64()),
                    (None, None) => "none".into(),
                };
                let why = format!(
                    "{}: budget of {budget} ran out before the solve finished",
                    self.level
                );
                return self.heuristic(state, &why);
            }
        };
        let Some(mut best) = solution.best else {
            return self.heuristic(state, "no turn found");
        };
        self.explain = format!("exact: {}", solution.value);
        if perfect && solution.value.pov != Pov::Draw {
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
                if let Ok(d) = solver.solve(state, true) {
                    if let Some(t) = d.best {
                        best = t;
                        self.explain = format!("exact: {}", d.value);
                    }
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
            Level::Strongest | Level::Perfect => self.solving(state, 0.9, true),
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
                if let Some((planned_state, piece)) = self.planned.take() {
                    if planned_state == *state && state.pool() & (1 << piece.index()) != 0 {
                        return Action::Give(piece);
                    }
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

/// The opening book shipped for a variant: lines or squares, with 1 to 4 attributes (made by
/// `quartet solve ... --write-book`, see docs/solver.md).
pub fn shipped_book(rules: Rules) -> Option<&'static Book> {
    static BOOKS: [OnceLock<Option<Book>>; 8] = [const { OnceLock::new() }; 8];
    let (slot, bytes): (usize, &'static [u8]) = match (rules.attributes.len(), rules.squares) {
        (1, false) => (0, include_bytes!("../../data/book-lines-1.bin")),
        (2, false) => (1, include_bytes!("../../data/book-lines-2.bin")),
        (3, false) => (2, include_bytes!("../../data/book-lines-3.bin")),
        (4, false) => (3, include_bytes!("../../data/book-lines-4.bin")),
        (1, true) => (4, include_bytes!("../../data/book-squares-1.bin")),
        (2, true) => (5, include_bytes!("../../data/book-squares-2.bin")),
        (3, true) => (6, include_bytes!("../../data/book-squares-3.bin")),
        (4, true) => (7, include_bytes!("../../data/book-squares-4.bin")),
        _ => return None,
    };
    BOOKS[slot].get_or_init(|| Book::from_bytes(bytes).ok()).as_ref()
}
