//! Quartino: the legal actions are exactly the actions that `check` and `play` accept, tried
//! against every action the game's equipment allows (each colour on each space, a column on
//! each space, each card on each quarter, four colours, end) at every state of a game the
//! input drives (see `legals_are_legal`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use quartet_core::quartino::Quartino;
use quartet_fuzz::legals_are_legal;
use quartet_test_kit::actions::every_quartino_action;

fuzz_target!(|data: &[u8]| legals_are_legal::<Quartino>(data, every_quartino_action));
