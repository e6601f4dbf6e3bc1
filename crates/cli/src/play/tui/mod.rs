//! The full-screen terminal game (ratatui + crossterm): a start menu (a new game, or a record to
//! load), then the game with its board, seats and live clocks, the legal actions, an input line,
//! and mouse clicks on the board that build actions step by step (see `crate::play::board`).
//! Records are saved and loaded through a small prompt for a file name. Bots think on a worker
//! thread so the clocks keep running; people sharing the keyboard in a game with hidden cards
//! get a pass-the-device screen between turns.
//!
//! The parts, each importing only parts listed after it: [`draw`] (the screen from the state),
//! [`app`] (the state, and one [`Command`](command::Command) at a time carried out), [`keys`]
//! (the keymap), [`play`] (a game on the screen), [`command`], [`text`] (every word shown),
//! [`menu`], [`mode`], and [`terminal`] (the guard that gives the terminal back on every way
//! out, panics included).

pub mod app;
pub mod command;
pub mod draw;
pub mod keys;
pub mod menu;
pub mod mode;
pub mod play;
pub mod terminal;
pub mod text;

#[cfg(test)]
mod tests;

use std::io;
use std::time::Duration;

use anyhow::Result;
use crossterm::event;
use ratatui::Terminal;
use ratatui::prelude::CrosstermBackend;

use super::args::PlayArgs;
use app::App;
use mode::Mode;

/// Runs the app in the terminal until the person quits; the terminal is given back as it was
/// however the app ends.
pub fn run(args: &PlayArgs) -> Result<()> {
    let mut app = App::new(args)?;
    let guard = terminal::Guard::enter()?;
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    let result = event_loop(&mut terminal, &mut app);
    guard.leave()?;
    result
}

fn event_loop(terminal: &mut Terminal<CrosstermBackend<io::Stdout>>, app: &mut App) -> Result<()> {
    while app.mode != Mode::Quit {
        app.tick();
        terminal.draw(|f| app.draw(f))?;
        if event::poll(Duration::from_millis(100))? {
            app.event(event::read()?);
        }
    }
    Ok(())
}
