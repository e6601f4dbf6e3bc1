//! The action notations of the three games, read on their own and at the start of a game:
//! Quarto!'s `7`, `b3`, `Q:a1-d4`, `pass`; Danish Quarto's `e5`, `e5-e7`, `e5xb6`, `pass`;
//! Quartino's `Y@3`, `column@3`, `BGPY@Q1`, `four`, `end`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use quartet_core::Game;
use quartet_core::danish::DanishQuarto;
use quartet_core::quartino::Quartino;
use quartet_core::quarto::Quarto;
use quartet_fuzz::action;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    action(&Quarto::start(&Default::default(), 0), text);
    action(&DanishQuarto::start(&Default::default(), 0), text);
    action(&Quartino::start(&Default::default(), 0), text);
});
