//! `quartet play --plain`: the game as lines of text, one prompt per action. Made for screen
//! readers and for scripts: nothing is drawn over, every line says what it is, and a script can
//! play a whole game by writing actions to standard input.
//!
//! Commands at the prompt: an action in the game's notation; `moves` (the legal actions);
//! `board`; `hint`; `undo`; `save FILE`; `load FILE` (play on from a record); `resign`; `help`;
//! `quit`. The commands stay English words in every language (scripts rely on them); every
//! line around them is in the player's language, from the `terminal` and `common` catalogs.

use std::io::{BufRead, Write};

use anyhow::Result;
use quartet_core::table::Ending;
use quartet_core::{AnyGame, Outcome, Player};
use quartet_i18n::{Texts, tr};

use super::session::Session;
use crate::lang as words;

/// The board of any game as text, as the seat `viewer` may see it.
pub fn draw(game: &AnyGame, viewer: Option<Player>, t: Texts) -> String {
    match game {
        AnyGame::Quarto(q) => crate::quarto::draw(q, t),
        AnyGame::Danish(g) => crate::danish::draw(g, t),
        AnyGame::Quartino(g) => {
            use quartet_core::Game;
            let view = match viewer {
                Some(p) => g.observe(p),
                None => g.spectate(),
            };
            crate::quartino::draw_view(&view, t)
        }
    }
}

/// The board of a game that has ended. A game ended off the board (time, resignation,
/// agreement) is not over by its rules, and its drawing would say who is to move: that line is
/// left out.
fn draw_ended(game: &AnyGame, t: Texts) -> String {
    let text = draw(game, None, t);
    if game.is_over() {
        return text;
    }
    let turn = match game {
        AnyGame::Quarto(q) => crate::quarto::to_move(q, t),
        AnyGame::Danish(g) => crate::danish::status_line(g, t),
        AnyGame::Quartino(g) => crate::quartino::turn_line(g.table(), t),
    };
    text.lines()
        .filter(|line| *line != turn)
        .map(|line| format!("{line}\n"))
        .collect()
}

fn clocks(session: &Session, t: Texts) -> Option<String> {
    let clock = session.table.clock();
    if clock.control() == quartet_core::clock::TimeControl::Unlimited {
        return None;
    }
    let now = session.now_ms();
    let parts: Vec<String> = (0..session.seats.len())
        .map(|i| {
            let ms = clock.remaining(Player(i as u8), now);
            format!("{}: {}", words::seat(t, Player(i as u8)), words::clock(ms))
        })
        .collect();
    Some(tr!(t, "plain-clocks", clocks = parts.join("  ")))
}

fn legal_line(game: &AnyGame, t: Texts) -> String {
    let actions: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
    tr!(t, "plain-legal", actions = actions.join(" "))
}

/// Whether `answer` means yes: one of the language's words for it, or an English one.
fn is_yes(answer: &str, t: Texts) -> bool {
    let answer = answer.trim().to_lowercase();
    let words = tr!(t, "plain-yes-words");
    ["y", "yes", "rematch"].contains(&answer.as_str())
        || words.split(',').any(|w| w.trim().to_lowercase() == answer)
}

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
pub fn run(mut session: Session, t: Texts, mut input: impl BufRead, mut out: impl Write) -> Result<()> {
    loop {
        match play_one(&mut session, t, &mut input, &mut out)? {
            After::Quit => return Ok(()),
            After::Rematch => {
                session = session.rematch()?;
                writeln!(out, "{}", tr!(t, "plain-rematch"))?;
            }
            After::Loaded => {}
        }
    }
}

/// One game, until it ends (and a rematch is asked for or not), the person quits, or a record
/// is loaded.
fn play_one(
    session: &mut Session,
    t: Texts,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<After> {
    let kind = session.game().kind();
    // The rules in words, as the full-screen game and the browser say them.
    let rules = words::rules_words(t, kind, &session.game().rules_text());
    writeln!(out, "{} — {rules}", words::game(t, kind))?;
    for (i, s) in session.seats.iter().enumerate() {
        writeln!(
            out,
            "{}: {}",
            words::seat(t, Player(i as u8)),
            words::seat_kind(t, s)
        )?;
    }
    writeln!(out, "{}", tr!(t, "plain-help"))?;
    let mut shown_to: Option<Player> = None;
    let mut last_drawn: Option<(usize, Player)> = None;
    let hidden = session.game().hides_information();
    let mut line = String::new();
    loop {
        session.check_time();
        if let Some((outcome, ending)) = session.table.ended() {
            writeln!(out, "{}", draw_ended(session.game(), t))?;
            let outcome = match outcome {
                Outcome::WonBy(p) => tr!(t, "outcome-won", winner = seat_label(session, t, p)),
                Outcome::Draw => tr!(t, "outcome-draw"),
            };
            let reason = match ending {
                Ending::Rules => session.game().end_reason().map(|r| words::end_reason(t, &r)),
                Ending::Time(p) => Some(tr!(t, "ending-time", seat = words::seat(t, p))),
                Ending::Resignation(p) => Some(tr!(t, "ending-resignation", seat = words::seat(t, p))),
                Ending::Agreement => Some(tr!(t, "ending-agreement")),
                Ending::Claim(p) => Some(tr!(t, "ending-claim", seat = words::seat(t, p))),
            };
            match reason {
                None => writeln!(out, "{}", tr!(t, "plain-game-over", outcome = outcome))?,
                Some(reason) => writeln!(
                    out,
                    "{}",
                    tr!(t, "plain-game-over-because", outcome = outcome, reason = reason)
                )?,
            }
            writeln!(out, "{}", tr!(t, "plain-rematch-question"))?;
            out.flush()?;
            if read_line(input, &mut line)? == Read::End {
                return Ok(After::Quit);
            }
            return Ok(if is_yes(&line, t) {
                After::Rematch
            } else {
                After::Quit
            });
        }
        let seat = session.to_move();
        if session.bot_to_move() {
            match session.bot_move() {
                Ok(action) => writeln!(out, "{}", plays(session, t, seat, &action))?,
                Err(e) => {
                    writeln!(out, "{}", tr!(t, "plain-bot-failed", error = e.to_string()))?;
                    return Ok(After::Quit);
                }
            }
            continue;
        }
        if hidden && session.humans() > 1 && shown_to != Some(seat) {
            // Pass the device: nobody sees another person's cards.
            writeln!(
                out,
                "\n\n\n{}",
                tr!(t, "plain-pass-device", seat = seat_label(session, t, seat))
            )?;
            out.flush()?;
            if read_line(input, &mut line)? == Read::End {
                return Ok(After::Quit);
            }
        }
        let drawn = (session.table.actions().len(), seat);
        if last_drawn != Some(drawn) {
            writeln!(out, "{}", draw(session.game(), Some(seat), t))?;
            last_drawn = Some(drawn);
        }
        shown_to = Some(seat);
        if let Some(c) = clocks(session, t) {
            writeln!(out, "{c}")?;
        }
        writeln!(out, "{}", legal_line(session.game(), t))?;
        write!(out, "{} > ", seat_label(session, t, seat))?;
        out.flush()?;
        match read_line(input, &mut line)? {
            Read::End => {
                writeln!(out, "\n{}", tr!(t, "plain-end-of-input"))?;
                return Ok(After::Quit);
            }
            // A bad line is answered as one, and the prompt comes again: the game goes on.
            Read::NotText => {
                writeln!(out, "{}", tr!(t, "plain-not-text"))?;
                continue;
            }
            Read::Text => {}
        }
        let command = line.trim();
        let (word, rest) = command.split_once(' ').unwrap_or((command, ""));
        match word {
            "" => {}
            "quit" | "exit" => return Ok(After::Quit),
            "help" | "?" => writeln!(out, "{}", tr!(t, "plain-help"))?,
            "moves" => writeln!(out, "{}", legal_line(session.game(), t))?,
            "board" => writeln!(out, "{}", draw(session.game(), Some(seat), t))?,
            "hint" => match session.hint_of() {
                Some(hint) => writeln!(out, "{}", tr!(t, "plain-hint", hint = words::hint(t, &hint)))?,
                None => writeln!(out, "{}", tr!(t, "plain-no-hint"))?,
            },
            "undo" => match session.undo() {
                Ok(n) => writeln!(out, "{}", tr!(t, "plain-undone", count = n))?,
                Err(e) => writeln!(
                    out,
                    "{}",
                    tr!(t, "plain-undo-refused", error = words::table_refusal(t, &e))
                )?,
            },
            "save" => {
                let path = rest.trim();
                if path.is_empty() {
                    writeln!(out, "{}", tr!(t, "plain-save-needs-file"))?;
                } else {
                    match std::fs::write(path, session.record()) {
                        Ok(()) => writeln!(out, "{}", tr!(t, "plain-saved", path = path))?,
                        Err(e) => writeln!(
                            out,
                            "{}",
                            tr!(
                                t,
                                "plain-save-failed",
                                path = path,
                                error = words::io_reason(t, &e)
                            )
                        )?,
                    }
                }
            }
            "load" => {
                let path = rest.trim();
                if path.is_empty() {
                    writeln!(out, "{}", tr!(t, "plain-load-needs-file"))?;
                    continue;
                }
                match Session::load(
                    std::path::Path::new(path),
                    None,
                    None,
                    super::session::clock_seed(),
                    None,
                ) {
                    Ok(loaded) => {
                        let count = loaded.table.actions().len();
                        writeln!(out, "{}", tr!(t, "plain-loaded", path = path, count = count))?;
                        *session = loaded;
                        return Ok(After::Loaded);
                    }
                    Err(e) => writeln!(
                        out,
                        "{}",
                        tr!(
                            t,
                            "plain-load-failed",
                            error = words::clause(&crate::lang::failure(t, &e))
                        )
                    )?,
                }
            }
            "resign" => {
                let now = session.now_ms();
                let _ = session.table.resign(seat, now);
            }
            _ => match session.play_text(command) {
                Ok(action) => {
                    writeln!(out, "{}", plays(session, t, seat, &action))?;
                    if session.humans() > 1 {
                        shown_to = None;
                    }
                }
                Err(e) => writeln!(
                    out,
                    "{}",
                    tr!(t, "plain-not-played", error = words::table_refusal(t, &e))
                )?,
            },
        }
    }
}

/// What [`read_line`] read.
#[derive(Debug, PartialEq, Eq)]
enum Read {
    /// The end of the input.
    End,
    /// A line of text, in the buffer.
    Text,
    /// A line that is not text (UTF-8); the buffer is empty.
    NotText,
}

/// Reads one line into `line` (emptied first). A line that is not UTF-8 is not an error of the
/// input as a whole: the caller answers it and reads on.
fn read_line(input: &mut impl BufRead, line: &mut String) -> std::io::Result<Read> {
    line.clear();
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(Read::End);
    }
    match String::from_utf8(bytes) {
        Ok(text) => {
            *line = text;
            Ok(Read::Text)
        }
        Err(_) => Ok(Read::NotText),
    }
}

/// A seat and who sits in it: "player 1 (human)".
fn seat_label(session: &Session, t: Texts, seat: Player) -> String {
    words::seat_with_label(t, seat, &session.seats[seat.index()])
}

/// "player 1 (human) plays b2".
fn plays(session: &Session, t: Texts, seat: Player, action: &quartet_core::AnyAction) -> String {
    tr!(
        t,
        "seat-plays",
        seat = seat_label(session, t, seat),
        action = action.to_string()
    )
}
