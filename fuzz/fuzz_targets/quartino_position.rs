//! Quartino's position notation (the wheel, stacks, supply, turn and hands) and its
//! observations (hidden hands written `?`, ` @N` for the viewer), read under the settings on
//! the input's first line, with as many seats as the position has.
#![no_main]

use libfuzzer_sys::fuzz_target;
use quartet_core::quartino::{Observation, Quartino, seat_count};
use quartet_fuzz::{position, split_config};

fuzz_target!(|data: &[u8]| {
    let (config, rest) = split_config::<Quartino>(data);
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let config = match seat_count(text) {
        Some(seats) => config.clone().with_players(seats).unwrap_or(config),
        None => config,
    };
    position::<Quartino>(&config, text);
    if let Ok(observation) = Observation::parse(&config, text) {
        let _ = observation.legal_actions();
        let _ = observation.hand();
        let _ = observation.unseen();
        let _ = observation.sample(&mut quartet_core::chance::Rng::new(1));
    }
});
