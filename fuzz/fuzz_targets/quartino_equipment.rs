//! Quartino's equipment files (colours, ring, quarters, mirror, hand, cards): read, written
//! and read back the same; a game played with equipment that is read works, for every number
//! of seats it deals to.
#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;
use quartet_core::Game;
use quartet_core::chance::Rng;
use quartet_core::quartino::{Config, Equipment, Quartino};
use quartet_fuzz::exercise;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(equipment) = text.parse::<Equipment>() else {
        return;
    };
    for written in [equipment.to_string(), equipment.to_inline()] {
        match written.parse::<Equipment>() {
            Ok(back) => assert_eq!(
                back, equipment,
                "{text:?} read, written {written:?}, read back differently"
            ),
            Err(e) => panic!("{text:?} read, written {written:?}, which does not read back: {e}"),
        }
    }
    let equipment = Arc::new(equipment);
    let mut rng = Rng::new(3);
    for players in 2..=5 {
        let Ok(config) = Config::default().with_equipment(equipment.clone()) else {
            return;
        };
        let Ok(config) = config.with_players(players) else {
            continue;
        };
        let written = config.to_string();
        match written.parse::<Config>() {
            Ok(back) => assert_eq!(back, config, "settings written {written:?} read back differently"),
            Err(e) => panic!("settings written {written:?} do not read back: {e}"),
        }
        let mut state = Quartino::start(&config, 1);
        exercise(&state);
        for _ in 0..100 {
            let actions = state.legal_actions();
            let Some(&action) = rng.choose(&actions) else {
                break;
            };
            state.play_unchecked(action);
        }
        exercise(&state);
    }
});
