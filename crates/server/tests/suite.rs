//! The server's tests against a real server, in one binary: built and linked once instead of
//! seventeen times (a cold `cargo test --no-run` 15% shorter, and these tests run in half the
//! time one binary after another took: BENCHMARKS.md, "The test run"). Each module is a file
//! beside this one. The tests that time themselves or change the whole process stay binaries
//! of their own (`Cargo.toml`): bots on tight clocks, analyses beside bots, connection
//! timeouts and the open-file limit, the cluster's leases, a database outage.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod common;

mod abuse;
mod around;
mod bounded;
mod fairness;
mod hidden;
mod history;
mod learn;
mod lobby;
mod malformed;
mod pages;
mod pairing;
mod players;
mod rated;
mod restart;
mod server;
mod table;
mod waiting;
