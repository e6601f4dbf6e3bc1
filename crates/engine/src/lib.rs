//! # quartet-engine
//!
//! The engines of Quartet, which know only the rules crate:
//! * [`mcts`] — Monte Carlo tree search over any game, with solver backups and ISMCTS;
//! * [`bot`] — the [`Bot`](bot::Bot) trait and the generic bots (random, greedy, MCTS).

pub mod bot;
pub mod mcts;
