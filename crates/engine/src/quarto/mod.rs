//! Gigamic's Quarto!: the exact solver and the bots.
//!
//! [`Solver`] is an exact solver for any position of any variant (see `docs/solver.md`):
//! negamax with alpha-beta over whole turns on bitboards, a lock-free transposition table
//! under the variant's full symmetry group, safe-give pruning, dead-board draws, and a search
//! split between threads along the principal variation.

pub mod bench;
mod board;
mod book;
mod bots;
mod search;
mod solver;
mod split;
mod tables;
mod tt;

pub use book::{BadBook, Book};
pub use bots::{QuartoBot, shipped_book};
pub use search::Progress;
pub use solver::{
    Analysis, DEFAULT_HASH_MIB, Solution, SolveError, Solver, SolverOptions, Turn, TurnValue, Value,
};
