//! # quartet-engine
//!
//! The engines of Quartet, which know only the rules crate:
//! * [`quarto`] — the exact Quarto! solver, its analysis of every legal turn, and the
//!   Quarto! bots from beginner to perfect;
//! * [`mcts`] — Monte Carlo tree search over any game, with solver backups and ISMCTS;
//! * [`alphabeta`] — alpha-beta search with an evaluation, for two-player games;
//! * [`levels`] — each game's bots from beginner to strongest;
//! * [`protocol`] — QEP, the engine protocol, both sides;
//! * [`bot`] — the [`Bot`](bot::Bot) trait and the generic bots (random, greedy, MCTS);
//! * [`arena`] — matches between bots on all cores, with Elo and its confidence interval.

pub mod alphabeta;
pub mod any;
pub mod arena;
pub mod bot;
pub mod learn;
pub mod levels;
pub mod mcts;
pub mod protocol;
pub mod quarto;
