//! # quartet-core
//!
//! The rules of the Quarto family, pure: no I/O, no async, no allocation in hot paths.
//!
//! * [`game`] — the [`Game`] trait every game implements, with players, outcomes and errors;
//! * [`quarto`] — Gigamic's Quarto! (1991), every variant and both win modes;
//! * [`danish`] — Danish Quarto (1950): the 37-point board, placement, movement, squares;
//! * [`quartino`] — Quartino, 2–5 players, tokens on a wheel and hidden cards;
//! * [`chance`] — the seeded random numbers that drive shuffling;
//! * [`clock`] — game clocks (per move, or total with increment), pure;
//! * [`record`] — the game-record text format shared by every game;
//! * [`handbook`] — each game's rules for newcomers (`docs/rules/`), read for every shell;
//! * [`hints`] — hints for beginners, by game, for one seat;
//! * [`any`] — [`AnyGame`], for callers that choose the game at run time;
//! * [`facts`] — what shells ask of a game: seats, hidden information, analysis, [`Marks`];
//! * [`table`] — a game being played: history, clocks, undo, resignation, record;
//! * [`end`] — why a game ended by its rules, as each game tells it;
//! * [`playout`] — random games through the trait alone, for every game (benchmarks, Python);
//! * [`text`] — what every game's text formats share: quoting input in errors, the rules line.
//!
//! The harness that checks every game against the trait's contract is the test kit's
//! (`crates/test-kit`), outside this crate.
//!
//! ```
//! use quartet_core::{Game, quarto::{Quarto, Rules}};
//!
//! let game = Quarto::new(Rules::default());
//! assert_eq!(game.legal_actions().len(), 16); // the first player may give any piece
//! let game = game.play("7".parse().unwrap()).unwrap();
//! assert_eq!(game.to_string(), "..../..../..../.... 7");
//! ```

pub mod any;
pub mod chance;
pub mod clock;
pub mod danish;
pub mod end;
pub mod facts;
pub mod game;
pub mod handbook;
pub mod hints;
pub mod playout;
pub mod quartino;
pub mod quarto;
pub mod record;
pub mod table;
pub mod text;

pub use any::{AnyAction, AnyError, AnyGame};
pub use facts::{LengthCap, Marks};
pub use game::{ErrorKind, ErrorOf, Game, GameError, GameKind, Outcome, PlayError, Player, Pov};
pub use text::{ErrorValue, IntoErrorValue};

/// Perft for any game through the [`Game`] trait alone: the number of action sequences of
/// exactly `depth` actions. A finished game ends a line, which then counts only at depth 0.
/// Slow but obviously correct; games provide their own fast versions.
pub fn game_perft<G: Game>(state: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let actions = state.legal_actions();
    if depth == 1 {
        return actions.len() as u64;
    }
    actions
        .into_iter()
        .map(|a| {
            let mut next = state.clone();
            next.play_unchecked(a);
            game_perft(&next, depth - 1)
        })
        .sum()
}

/// The README's examples, run as doctests.
#[doc = include_str!("../../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
