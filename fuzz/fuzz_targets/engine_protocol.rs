//! The engine protocol (QEP, `docs/engine-protocol.md`): the input's lines, each read as a
//! request and all of them served, in order, to one engine session — `qep`, `setoption`,
//! `newgame <game> <rules>`, `position <position | startpos> [moves …]` of any game. Nothing
//! panics, and every refusal is a line `error <message>` with a message. `go` is read but not
//! served: a search takes time, not parsing.
#![no_main]

use libfuzzer_sys::fuzz_target;
use quartet_engine::levels::Level;
use quartet_engine::protocol::{Request, serve};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut served = String::new();
    for line in text.lines() {
        match Request::parse(line) {
            Ok(Request::Go { .. }) => continue,
            Ok(_) => {}
            Err(e) => assert!(!e.to_string().is_empty(), "{line:?}: an error without a message"),
        }
        served.push_str(line);
        served.push('\n');
    }
    let mut output = Vec::new();
    if let Err(e) = serve(served.as_bytes(), &mut output, Level::Beginner, 1) {
        panic!("serving {served:?} from memory failed: {e}");
    }
    let replies = String::from_utf8(output).expect("the engine writes text");
    for reply in replies.lines() {
        assert!(
            reply != "error" && reply.trim_end() != "error",
            "{served:?}: an error without a message"
        );
    }
});
