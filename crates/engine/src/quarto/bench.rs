//! The solver's benchmark suites.
//!
//! The search suite ([`suite`]): a fixed list of random legal positions with 2, 3, 4 and 5
//! pieces on the board, in the standard game (lines) and the advanced game (lines and
//! squares), drawn from a fixed seed, each solved from an empty transposition table.
//!
//! The answers suite ([`answer_suite`], `quartet analysis-bench`): random positions of every
//! variant (1 to 4 attributes, lines or squares, either win mode), with 0 to 15 pieces on the
//! board, in both phases (a piece to place, a piece to give), answered as a player meets the
//! solver: the book where it has the position, the search beyond.
//!
//! A position is made by random legal turns from the start (give a random piece of the pool,
//! place it on a random empty cell) until the wanted number of pieces is down, with the next
//! piece given; a game that ends on the way is drawn again. The suite is the same on every
//! machine and in every version: [`SUITE_SEED`] and the order of draws fix it.

use std::time::Duration;

use quartet_core::Game;
use quartet_core::chance::Rng;
use quartet_core::quarto::{Action, Attribute, Attributes, Phase, Quarto, Rules, WinMode};

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

/// The seed of the answers suite.
pub const ANSWERS_SEED: u64 = 20_261_124;

/// One position of the answers suite.
#[derive(Clone, Debug)]
pub struct AnswerCase {
    /// The rules.
    pub rules: Rules,
    /// Pieces on the board.
    pub pieces: u32,
    /// Whether the player to move gives (after a placement, or at the start), else places.
    pub give: bool,
    /// The position.
    pub state: Quarto,
}

/// A random legal position with `pieces` on the board, in the give phase (`give`) or with a
/// piece to place, reached by random legal actions from the start; a game that ends on the
/// way, or passes the number of pieces in the other phase, is drawn again.
pub fn random_position_in(rules: Rules, pieces: u32, give: bool, rng: &mut Rng) -> Quarto {
    let wanted = if give { Phase::Give } else { Phase::Place };
    loop {
        let mut state = Quarto::new(rules);
        loop {
            if state.is_over() || state.pieces_on_board() > pieces {
                break;
            }
            if state.pieces_on_board() == pieces && state.phase() == wanted {
                return state;
            }
            let actions = state.legal_actions();
            state.play_unchecked(actions[rng.below(actions.len())]);
        }
    }
}

/// The answers suite: for each number of counted attributes (1 to 4) with lines or squares,
/// each number of pieces in `pieces` and both phases, `count` positions, each with counted
/// attributes and a win mode drawn at random. Each (variant, pieces, phase) list has its own
/// seed.
pub fn answer_suite(pieces: &[u32], count: usize) -> Vec<AnswerCase> {
    let mut out = Vec::new();
    for squares in [false, true] {
        for n in 1..=4usize {
            for &k in pieces {
                for give in [false, true] {
                    let mut rng = Rng::new(
                        ANSWERS_SEED
                            ^ (n as u64) << 16
                            ^ (k as u64) << 8
                            ^ (give as u64) << 4
                            ^ squares as u64,
                    );
                    for _ in 0..count {
                        // n attributes of the four, at random.
                        let mut all = Attribute::ALL;
                        for i in (1..all.len()).rev() {
                            all.swap(i, rng.below(i + 1));
                        }
                        let bits = all[..n].iter().fold(0u8, |m, &a| m | 1 << a as u8);
                        let rules = Rules {
                            attributes: Attributes::from_bits(bits).unwrap_or(Rules::STANDARD.attributes),
                            squares,
                            win_mode: if rng.below(2) == 0 {
                                WinMode::Auto
                            } else {
                                WinMode::Announce
                            },
                        };
                        out.push(AnswerCase {
                            rules,
                            pieces: k,
                            give,
                            state: random_position_in(rules, k, give, &mut rng),
                        });
                    }
                }
            }
        }
    }
    out
}

/// The `p`-th quantile (0 to 1) of some durations, by the nearest rank.
pub fn quantile(times: &mut [Duration], p: f64) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.sort();
    let rank = ((p * times.len() as f64).ceil() as usize).clamp(1, times.len());
    times[rank - 1]
}
