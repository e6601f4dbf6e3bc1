//! Danish Quarto's position notation (`e5,e7/b6,c3 w 3 3`), read alone and as a game under
//! the settings on the input's first line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use quartet_core::danish::{DanishQuarto, Position};
use quartet_fuzz::{position, split_config};

fuzz_target!(|data: &[u8]| {
    let (config, rest) = split_config::<DanishQuarto>(data);
    if let Ok(text) = std::str::from_utf8(rest) {
        if let Ok(parsed) = text.parse::<Position>() {
            let written = parsed.to_string();
            match written.parse::<Position>() {
                Ok(back) => assert_eq!(
                    back, parsed,
                    "{text:?} read, written {written:?}, read back differently"
                ),
                Err(e) => panic!("{text:?} read, written {written:?}, which does not read back: {e}"),
            }
        }
        position::<DanishQuarto>(&config, text);
    }
});
