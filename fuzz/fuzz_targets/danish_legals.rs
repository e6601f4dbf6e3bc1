//! Danish Quarto: the legal actions are exactly the actions that `check` and `play` accept,
//! at every state of a game the input drives (see `legals_are_legal`), tried against every
//! placement and every move between two points (without a capture), every legal action with
//! each other capture or none, and pass.
#![no_main]

use libfuzzer_sys::fuzz_target;
use quartet_core::Game;
use quartet_core::danish::{Action, DanishQuarto, Point};
use quartet_fuzz::legals_are_legal;

/// The actions tried beside the legal ones.
fn candidates(state: &DanishQuarto) -> Vec<Action> {
    let mut out = vec![Action::Pass];
    for to in Point::all() {
        out.push(Action::Place { to, capture: None });
        for from in Point::all() {
            out.push(Action::Move {
                from,
                to,
                capture: None,
            });
        }
    }
    for action in state.legal_actions() {
        for capture in Point::all().map(Some).chain([None]) {
            out.push(match action {
                Action::Place { to, .. } => Action::Place { to, capture },
                Action::Move { from, to, .. } => Action::Move { from, to, capture },
                Action::Pass => Action::Pass,
            });
        }
    }
    out
}

fuzz_target!(|data: &[u8]| legals_are_legal::<DanishQuarto>(data, candidates));
