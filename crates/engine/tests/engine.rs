//! The engines from the outside, in one test binary: built and linked once instead of five
//! times (BENCHMARKS.md, "The test run"). Each module is a file beside this one: the solver
//! against a plain minimax, the books and levels against fresh solves, the levels' bots
//! deterministic for a seed, the puzzles, and hidden information. The bots' games, which run
//! on time budgets, stay a binary of their own (`bots.rs`), so that no other test's load
//! shifts them.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod book;
mod hidden_information;
mod levels;
mod puzzles;
mod reference;
