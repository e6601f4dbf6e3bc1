//! Game records (tags, then numbered actions) of every game, Quartino's with hidden hands too:
//! read; a record that is read writes a text that reads back to the same game and actions.
#![no_main]

use libfuzzer_sys::fuzz_target;
use quartet_core::AnyGame;
use quartet_core::quartino::QuartinoRecord;
use quartet_core::record::RawRecord;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(raw) = RawRecord::parse(text) {
        let written = raw.to_string();
        match RawRecord::parse(&written) {
            Ok(back) => assert_eq!(
                back.to_string(),
                written,
                "{text:?} read, written {written:?}, read back differently"
            ),
            Err(e) => panic!("{text:?} read, written {written:?}, which does not read back: {e}"),
        }
    }
    if let Ok((game, actions)) = AnyGame::from_record(text) {
        let mut replay = game.clone();
        for action in actions {
            let _ = replay.play(action);
        }
        let _ = (replay.position(), replay.legal_actions());
    }
    let _ = QuartinoRecord::parse(text);
});
