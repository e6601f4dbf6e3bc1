//! Quarto!: the legal actions are exactly the actions that `check` and `play` accept, tried
//! against every action there is (16 gives, 16 placements, 19 claims, pass) at every state of
//! a game the input drives (see `legals_are_legal`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use quartet_core::quarto::Quarto;
use quartet_fuzz::legals_are_legal;
use quartet_test_kit::actions::every_quarto_action;

fuzz_target!(|data: &[u8]| legals_are_legal::<Quarto>(data, |_| every_quarto_action()));
