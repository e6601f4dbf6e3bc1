//! `quartet play --plain`: the game as lines of text, one prompt per action. Made for screen
//! readers and for scripts: nothing is drawn over, every line says what it is, and a script can
//! play a whole game by writing actions to standard input.
//!
//! Commands at the prompt: an action in the game's notation; `moves` (the legal actions);
//! `board`; `hint`; `undo`; `save FILE`; `load FILE` (play on from a record); `resign`; `help`;
//! `quit`.

use std::io::{BufRead, Write};

use anyhow::Result;
use quartet_core::table::Ending;
use quartet_core::{AnyGame, Outcome, Player};

use super::session::Session;

/// The board of any game as text, as the seat `viewer` may see it.
pub fn draw(game: &AnyGame, viewer: Option<Player>) -> String {
    match game {
        AnyGame::Quarto(q) => crate::quarto::draw(q),
        AnyGame::Danish(g) => crate::danish::draw(g),
        AnyGame::Quartino(g) => {
            use quartet_core::Game;
            let view = match viewer {
                Some(p) => g.observe(p),
                None => g.spectate(),
            };
            crate::quartino::draw_view(&view)
        }
    }
}

fn clocks(session: &Session) -> Option<String> {
    let clock = session.table.clock();
    if clock.control() == quartet_core::clock::TimeControl::Unlimited {
        return None;
    }
    let now = session.now_ms();
    let parts: Vec<String> = (0..session.seats.len())
        .map(|i| {
            let ms = clock.remaining(Player(i as u8), now);
            format!("{}: {}:{:02}", Player(i as u8), ms / 60_000, (ms / 1000) % 60)
        })
        .collect();
    Some(format!("clocks  {}", parts.join("  ")))
}

fn legal_line(game: &AnyGame) -> String {
    let actions: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
    format!("legal: {}", actions.join(" "))
}

const HELP: &str = "type an action (as listed after 'legal:'), or: moves, board, hint, undo, save FILE, load FILE, \
     resign, help, quit";

/// What comes after one game.
enum After {
    /// Stop.
    Quit,
    /// The same game again, the seats turned.
    Rematch,
    /// A record was loaded into the session: play it.
    Loaded,
}

/// Plays the session to its end (and rematches on request), reading commands from `input`.
pub fn run(mut session: Session, mut input: impl BufRead, mut out: impl Write) -> Result<()> {
    loop {
        match play_one(&mut session, &mut input, &mut out)? {
            After::Quit => return Ok(()),
            After::Rematch => {
                session = session.rematch()?;
                writeln!(out, "rematch: the seats have turned one place")?;
            }
            After::Loaded => {}
        }
    }
}

/// One game, until it ends (and a rematch is asked for or not), the person quits, or a record
/// is loaded.
fn play_one(session: &mut Session, input: &mut impl BufRead, out: &mut impl Write) -> Result<After> {
    let kind = session.game().kind();
    writeln!(out, "{} — {}", kind.name(), session.game().rules_text())?;
    for (i, s) in session.seats.iter().enumerate() {
        writeln!(out, "{}: {}", Player(i as u8), s.label())?;
    }
    writeln!(out, "{HELP}")?;
    let mut shown_to: Option<Player> = None;
    let mut last_drawn: Option<(usize, Player)> = None;
    let hidden = session.game().hides_information();
    let mut line = String::new();
    loop {
        session.check_time();
        if let Some((outcome, ending)) = session.table.ended() {
            writeln!(out, "{}", draw(session.game(), None))?;
            let how = match ending {
                Ending::Rules => String::new(),
                Ending::Time(p) => format!(" ({p} ran out of time)"),
                Ending::Resignation(p) => format!(" ({p} resigned)"),
            };
            match outcome {
                Outcome::WonBy(p) => writeln!(out, "game over: {} wins{how}", session.seat_label(p))?,
                Outcome::Draw => writeln!(out, "game over: no winner{how}")?,
            }
            writeln!(out, "rematch? (yes/no)")?;
            out.flush()?;
            line.clear();
            if input.read_line(&mut line)? == 0 {
                return Ok(After::Quit);
            }
            return Ok(match line.trim() {
                "y" | "yes" | "rematch" => After::Rematch,
                _ => After::Quit,
            });
        }
        let seat = session.to_move();
        if session.bot_to_move() {
            match session.bot_move() {
                Ok(action) => writeln!(out, "{} plays {action}", session.seat_label(seat))?,
                Err(e) => {
                    writeln!(out, "the bot failed: {e}")?;
                    return Ok(After::Quit);
                }
            }
            continue;
        }
        if hidden && session.humans() > 1 && shown_to != Some(seat) {
            // Pass the device: nobody sees another person's cards.
            writeln!(
                out,
                "\n\n\npass the device to {} and press Enter",
                session.seat_label(seat)
            )?;
            out.flush()?;
            line.clear();
            if input.read_line(&mut line)? == 0 {
                return Ok(After::Quit);
            }
        }
        let drawn = (session.table.actions().len(), seat);
        if last_drawn != Some(drawn) {
            writeln!(out, "{}", draw(session.game(), Some(seat)))?;
            last_drawn = Some(drawn);
        }
        shown_to = Some(seat);
        if let Some(c) = clocks(session) {
            writeln!(out, "{c}")?;
        }
        writeln!(out, "{}", legal_line(session.game()))?;
        write!(out, "{} > ", session.seat_label(seat))?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out, "\nend of input: the game is left unfinished")?;
            return Ok(After::Quit);
        }
        let command = line.trim();
        let (word, rest) = command.split_once(' ').unwrap_or((command, ""));
        match word {
            "" => {}
            "quit" | "exit" => return Ok(After::Quit),
            "help" | "?" => writeln!(out, "{HELP}")?,
            "moves" => writeln!(out, "{}", legal_line(session.game()))?,
            "board" => writeln!(out, "{}", draw(session.game(), Some(seat)))?,
            "hint" => match session.hint() {
                Some(text) => writeln!(out, "hint: {text}")?,
                None => writeln!(out, "no hint")?,
            },
            "undo" => match session.undo() {
                Ok(n) => writeln!(out, "took back {n} action(s)")?,
                Err(e) => writeln!(out, "cannot undo: {e}")?,
            },
            "save" => {
                let path = rest.trim();
                if path.is_empty() {
                    writeln!(out, "save needs a file name: save game.txt")?;
                } else {
                    match std::fs::write(path, session.record()) {
                        Ok(()) => writeln!(out, "saved to {path}")?,
                        Err(e) => writeln!(out, "could not save to {path}: {e}")?,
                    }
                }
            }
            "load" => {
                let path = rest.trim();
                if path.is_empty() {
                    writeln!(out, "load needs a file name: load game.txt")?;
                    continue;
                }
                match Session::load(
                    std::path::Path::new(path),
                    None,
                    None,
                    super::session::clock_seed(),
                ) {
                    Ok(loaded) => {
                        writeln!(
                            out,
                            "loaded {path}: {} action(s) replayed",
                            loaded.table.actions().len()
                        )?;
                        *session = loaded;
                        return Ok(After::Loaded);
                    }
                    Err(e) => writeln!(out, "could not load: {e:#}; the game goes on")?,
                }
            }
            "resign" => {
                let now = session.now_ms();
                let _ = session.table.resign(seat, now);
            }
            _ => match session.play_text(command) {
                Ok(action) => {
                    writeln!(out, "{} plays {action}", session.seat_label(seat))?;
                    if session.humans() > 1 {
                        shown_to = None;
                    }
                }
                Err(e) => writeln!(out, "not played: {e}")?,
            },
        }
    }
}
