//! # quartet-store-test-kit
//!
//! What the tests of the store and of its users share, kept out of the shipping crates (no
//! crate the `quartet` binary is built from depends on this one; tests take it as a
//! dev-dependency):
//!
//! * [`cluster`] — the checks of several nodes on one PostgreSQL (leases, fencing, requests);
//! * [`conformance`] — the one suite every [`GameStore`](quartet_store::GameStore) backend
//!   passes, run on SQLite always and on PostgreSQL through [`ThrowawayPostgres`];
//! * [`ThrowawayPostgres`] — a PostgreSQL cluster a test starts for itself with Debian's
//!   binaries, on a free port, stopped and deleted when dropped;
//! * [`TempDir`] — a directory for a test's files that deletes itself.

pub mod cluster;
pub mod conformance;
mod postgres;
mod temp_dir;

pub use postgres::{PostgresSetupError, ThrowawayPostgres};
pub use temp_dir::TempDir;
