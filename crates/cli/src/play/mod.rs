//! `quartet play`: play any game in the terminal, against bots or people at this keyboard —
//! full screen (ratatui) by default, or line by line with `--plain` (for screen readers and
//! scripts). Both drive the same [`Session`](session::Session): a `Table` with its seats, where bots answer on a
//! worker thread. The full-screen game takes the keyboard and the mouse (the boards and how
//! clicks build actions are in [`board`]); both can save a game as a record and load one.
//! The command's arguments, and the session they describe, are in [`args`].

pub mod args;
pub mod board;
pub mod plain;
pub mod session;
pub mod tui;

use anyhow::Result;

pub use args::PlayArgs;

/// Runs `quartet play`.
pub fn run(args: &PlayArgs) -> Result<()> {
    if args.plain {
        let session = args::session_from_args(args)?;
        let stdin = std::io::stdin();
        return plain::run(
            session,
            crate::lang::texts(args.lang),
            stdin.lock(),
            std::io::stdout(),
        );
    }
    tui::run(args)
}
