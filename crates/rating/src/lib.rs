//! # quartet-rating
//!
//! Players' ratings, pure (no I/O, no clock of its own: the caller says what time it is):
//!
//! * [`glicko2`]: Glickman's Glicko-2 system (rating, deviation, volatility), with results
//!   weighted so that a game counts once however many seats it had;
//! * [`class`]: what a rating is kept for — a game, its variant family (as the game says,
//!   [`quartet_core::any::AnyGame::rating_family`]) and the speed of its clock;
//! * [`table`]: how the result of a game with two or more seats rates every seat at once.
//!
//! `docs/ratings.md` explains the choices (constants, classes, Quartino's tables).

pub mod class;
pub mod glicko2;
pub mod table;

pub use class::{BadRatingClass, RatingClass, Speed};
pub use glicko2::{Rating, Settings};
pub use table::{Seated, rate_table};
