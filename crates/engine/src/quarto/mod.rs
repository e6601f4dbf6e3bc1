//! Gigamic's Quarto!: the exact solver and the bots.
//!
//! [`Solver`] is an exact solver for any position of any variant (see `docs/solver.md`):
//! negamax with alpha-beta over whole turns on bitboards, a lock-free transposition table
//! under the variant's full symmetry group, safe-give pruning, dead-board draws, and a search
//! split between threads along the principal variation.

pub mod bench;
mod board;
mod book;
mod book_build;
mod book_level;
mod bots;
mod open_data;
mod search;
mod solver;
mod split;
mod tables;
mod tt;

pub use book::{BOOK_PIECES, BadBook, Book, read_shipped_book, shipped_book};
pub use book_build::{BuildProgress, LevelAbove, Solved, build_book, build_level};
pub use book_level::{BookLevel, FIVE_PIECES, SIX_PIECES, read_shipped_level, shipped_level};
pub use bots::QuartoBot;
pub use open_data::{BookPosition, OtherVariant, book_positions};
pub use search::Progress;
pub use solver::{
    Analysis, DEFAULT_HASH_MIB, Solution, SolveError, Solver, SolverOptions, Turn, TurnValue, Value,
};
