//! Quarto!'s position notation (`..../.7../..../.... c`), read under the settings on the
//! input's first line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use quartet_core::quarto::Quarto;
use quartet_fuzz::{position, split_config};

fuzz_target!(|data: &[u8]| {
    let (rules, rest) = split_config::<Quarto>(data);
    if let Ok(text) = std::str::from_utf8(rest) {
        position::<Quarto>(&rules, text);
    }
});
