//! The solver's benchmark suite: a fixed list of random legal positions with 2, 3, 4 and 5
//! pieces on the board, in the standard game (lines) and the advanced game (lines and
//! squares), drawn from a fixed seed, each solved from an empty transposition table.
//!
//! A position is made by random legal turns from the start (give a random piece of the pool,
//! place it on a random empty cell) until the wanted number of pieces is down, with the next
//! piece given; a game that ends on the way is drawn again. The suite is the same on every
//! machine and in every version: [`SUITE_SEED`] and the order of draws fix it.

use std::time::Duration;

use quartet_core::Game;
use quartet_core::chance::Rng;
use quartet_core::quarto::{Action, Phase, Quarto, Rules};

use super::{SolveError, Solver, Value};

/// The seed of the benchmark suite.
pub const SUITE_SEED: u64 = 20_260_105;

/// One position of the suite.
#[derive(Clone, Debug)]
pub struct BenchCase {
    /// The rules (standard, or with squares).
    pub rules: Rules,
    /// Pieces on the board.
    pub pieces: u32,
    /// The position (a piece in hand).
    pub state: Quarto,
}

/// The result of solving one case.
#[derive(Clone, Debug)]
pub struct BenchResult {
    /// The value found.
    pub value: Value,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// A random legal position with `pieces` on the board and a piece in hand: the suite's draw.
fn random_position(rules: Rules, pieces: u32, rng: &mut Rng) -> Quarto {
    loop {
        let mut state = Quarto::new(rules);
        while !(state.is_over() || state.pieces_on_board() == pieces && state.phase() == Phase::Place) {
            let action = match state.phase() {
                Phase::Give => {
                    let pool: Vec<_> = state.pool_pieces().collect();
                    Action::Give(pool[rng.below(pool.len())])
                }
                _ => {
                    let actions = state.legal_actions();
                    actions[rng.below(actions.len())]
                }
            };
            state.play_unchecked(action);
        }
        if !state.is_over() {
            return state;
        }
    }
}

/// The suite: for each number of pieces in `pieces`, `count` positions in the standard game
/// and `count` with squares. Each (rule set, pieces) list has its own seed, so asking for
/// fewer pieces or fewer positions gives a prefix of the same lists.
pub fn suite(pieces: &[u32], count: usize) -> Vec<BenchCase> {
    let mut out = Vec::new();
    for &n in pieces {
        for squares in [false, true] {
            let rules = Rules {
                squares,
                ..Rules::STANDARD
            };
            let mut rng = Rng::new(SUITE_SEED ^ (n as u64) << 8 ^ squares as u64);
            for _ in 0..count {
                out.push(BenchCase {
                    rules,
                    pieces: n,
                    state: random_position(rules, n, &mut rng),
                });
            }
        }
    }
    out
}

/// Solves one case from an empty table (value only, no distance).
pub fn run_case(solver: &mut Solver, case: &BenchCase) -> Result<BenchResult, SolveError> {
    solver.clear();
    let solution = solver.solve(&case.state, false)?;
    Ok(BenchResult {
        value: solution.value,
        nodes: solution.nodes,
        elapsed: solution.elapsed,
    })
}

/// The median of some durations (the mean of the middle two for an even count).
pub fn median(times: &mut [Duration]) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.sort();
    let n = times.len();
    if n % 2 == 1 {
        times[n / 2]
    } else {
        (times[n / 2 - 1] + times[n / 2]) / 2
    }
}
