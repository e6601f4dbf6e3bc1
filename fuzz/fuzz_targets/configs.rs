//! The games' settings as records, URLs and the command line write them (`squares=yes
//! win=announce`, `ply_cap=200`, `players=4 situations=off`), and the clocks' notations: read,
//! written and read back the same; a game started with settings that are read works.
#![no_main]

use std::fmt::Debug;
use std::str::FromStr;

use libfuzzer_sys::fuzz_target;
use quartet_core::clock::{ClockState, TimeControl};
use quartet_core::{AnyGame, GameKind};

/// Read, then written and read back to the same value.
fn round_trip<T: FromStr + ToString + PartialEq + Debug>(text: &str) {
    if let Ok(value) = text.parse::<T>() {
        let written = value.to_string();
        match written.parse::<T>() {
            Ok(back) => assert_eq!(back, value, "{text:?} read as {value:?}, written {written:?}"),
            Err(_) => panic!("{text:?} read as {value:?}, written {written:?}, which does not read back"),
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    round_trip::<quartet_core::quarto::Rules>(text);
    round_trip::<quartet_core::danish::Config>(text);
    round_trip::<quartet_core::quartino::Config>(text);
    round_trip::<TimeControl>(text);
    round_trip::<ClockState>(text);
    for kind in GameKind::ALL {
        if let Ok(game) = AnyGame::start(kind, text, 7) {
            let _ = (game.position(), game.legal_actions(), game.rules_text());
        }
    }
});
