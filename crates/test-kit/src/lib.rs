//! # quartet-test-kit
//!
//! What the tests of the games and the engines share, kept out of the shipping crates (no
//! crate the `quartet` binary is built from depends on this one; tests take it as a
//! dev-dependency):
//!
//! * [`conformance`] — the harness that checks a game against the contract of the
//!   [`Game`](quartet_core::Game) trait on random games;
//! * [`random`] — random states of any game, reached by random legal actions;
//! * [`quarto`] — random legal Quarto! positions with a given number of pieces on the board;
//! * [`actions`] — every action a game can name, legal or not.

pub mod actions;
pub mod conformance;
pub mod quarto;
pub mod random;
