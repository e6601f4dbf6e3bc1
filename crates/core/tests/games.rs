//! The rules of the three games from the outside, in one test binary: built and linked once
//! instead of sixteen times (BENCHMARKS.md, "The test run"). Each module is a file beside this
//! one: notation, records, perft data, slow references against the fast code, the
//! conformance test every game passes, and the rulebooks' cases.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod danish_board;
mod danish_notation;
mod danish_perft;
mod danish_reference;
mod danish_rules;
mod error_values;
mod errors;
mod perft;
mod quartino_cases;
mod quartino_conformance;
mod quartino_hidden;
mod quartino_invariants;
mod quartino_notation;
mod quartino_records;
mod quarto_reference;
mod quarto_rules;
