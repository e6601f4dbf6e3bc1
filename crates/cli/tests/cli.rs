//! The `quartet` binary run as a user runs it, in one test binary: built and linked once
//! instead of twelve times (BENCHMARKS.md, "The test run"). Each module is a file beside this
//! one. The tests whose outcome depends on time passing stay binaries of their own
//! (`Cargo.toml`): the cluster's leases (`cli_cluster.rs`) and the clocks that run out
//! (`cli_rules.rs`), so that no other test's load shifts them.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod serving;

mod cli_danish;
mod cli_deploy;
mod cli_engine;
mod cli_help;
mod cli_learn;
mod cli_numbers;
mod cli_ops;
mod cli_play;
mod cli_quarto;
mod cli_serve;
mod cli_tui;
mod solve;
