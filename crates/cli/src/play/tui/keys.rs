//! The keymap: the [`Command`] each key press gives in each [`Mode`], one typed command per
//! binding (the help in `text::HELP` lists the same keys). Ctrl+C quits from anywhere.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::command::Command;
use super::mode::Mode;

/// The command a key gives in `mode`; `choosing`: an action is being built from clicks (Esc then
/// drops it rather than quitting). `None`: the key does nothing there.
pub fn command(mode: &Mode, choosing: bool, key: KeyEvent) -> Option<Command> {
    if key.kind != KeyEventKind::Press {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && key.code == KeyCode::Char('c') {
        return Some(Command::Quit);
    }
    match mode {
        Mode::Help { .. } => Some(help_key(key.code)),
        Mode::Prompt { .. } => text_key(key.code, ctrl),
        Mode::Menu => menu_key(key.code, ctrl),
        Mode::Handover(_) => (key.code == KeyCode::Enter).then_some(Command::Reveal),
        Mode::Game => game_key(key.code, ctrl, choosing),
        Mode::Quit => None,
    }
}

/// Keys of the help: the arrows and pages scroll it, any other key closes it.
fn help_key(code: KeyCode) -> Command {
    match code {
        KeyCode::Up => Command::ScrollHelp(-1),
        KeyCode::Down => Command::ScrollHelp(1),
        KeyCode::PageUp => Command::ScrollHelp(-HELP_PAGE),
        KeyCode::PageDown | KeyCode::Char(' ') => Command::ScrollHelp(HELP_PAGE),
        KeyCode::Home => Command::ScrollHelp(i32::MIN / 2),
        _ => Command::CloseHelp,
    }
}

/// The lines PageUp and PageDown scroll the help by.
const HELP_PAGE: i32 = 15;

/// Keys of a line of text (the file-name prompt).
fn text_key(code: KeyCode, ctrl: bool) -> Option<Command> {
    match code {
        KeyCode::Esc => Some(Command::Cancel),
        KeyCode::Enter => Some(Command::Submit),
        KeyCode::Backspace => Some(Command::Erase),
        KeyCode::Char(c) if !ctrl => Some(Command::Type(c)),
        _ => None,
    }
}

fn menu_key(code: KeyCode, ctrl: bool) -> Option<Command> {
    Some(match code {
        KeyCode::Up => Command::MenuUp,
        KeyCode::Down | KeyCode::Tab => Command::MenuDown,
        KeyCode::Left => Command::ChoicePrevious,
        KeyCode::Right | KeyCode::Char(' ') => Command::ChoiceNext,
        KeyCode::Enter => Command::MenuEnter,
        KeyCode::F(1) => Command::Help,
        KeyCode::Char('o') if ctrl => Command::AskLoad,
        KeyCode::Char('l') => Command::AskLoad,
        KeyCode::Esc | KeyCode::Char('q') => Command::Quit,
        _ => return None,
    })
}

fn game_key(code: KeyCode, ctrl: bool, choosing: bool) -> Option<Command> {
    Some(match code {
        KeyCode::Esc if choosing => Command::ClearChoice,
        KeyCode::Esc => Command::Quit,
        KeyCode::F(1) => Command::Help,
        KeyCode::F(2) => Command::Hint,
        KeyCode::Char('z') if ctrl => Command::Undo,
        KeyCode::Char('s') if ctrl => Command::AskSave,
        KeyCode::Char('o') if ctrl => Command::AskLoad,
        KeyCode::Char('n') if ctrl => Command::NewGame,
        KeyCode::Char('r') if ctrl => Command::Rematch,
        KeyCode::Up => Command::SelectPrevious,
        KeyCode::Down => Command::SelectNext,
        KeyCode::Backspace => Command::Erase,
        KeyCode::Enter => Command::Submit,
        KeyCode::Char(c) if !ctrl => Command::Type(c),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::tui::mode::PromptFor;
    use quartet_core::Player;

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn ctrl(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
    }

    fn prompt() -> Mode {
        let mut mode = Mode::Game;
        mode.open_prompt(PromptFor::Save, String::new());
        mode
    }

    fn help() -> Mode {
        let mut mode = Mode::Menu;
        mode.open_help();
        mode
    }

    #[test]
    fn the_game_keys() {
        let game = |key| command(&Mode::Game, false, key);
        for (key, expected) in [
            (press(KeyCode::F(1)), Command::Help),
            (press(KeyCode::F(2)), Command::Hint),
            (ctrl('z'), Command::Undo),
            (ctrl('s'), Command::AskSave),
            (ctrl('o'), Command::AskLoad),
            (ctrl('n'), Command::NewGame),
            (ctrl('r'), Command::Rematch),
            (press(KeyCode::Up), Command::SelectPrevious),
            (press(KeyCode::Down), Command::SelectNext),
            (press(KeyCode::Backspace), Command::Erase),
            (press(KeyCode::Enter), Command::Submit),
            (press(KeyCode::Char('a')), Command::Type('a')),
            (press(KeyCode::Char(' ')), Command::Type(' ')),
            (press(KeyCode::Esc), Command::Quit),
        ] {
            assert_eq!(game(key), Some(expected), "{key:?}");
        }
        // Esc drops a choice being built before it quits.
        assert_eq!(
            command(&Mode::Game, true, press(KeyCode::Esc)),
            Some(Command::ClearChoice)
        );
        // Other control keys are not typed.
        assert_eq!(game(ctrl('x')), None);
        assert_eq!(game(press(KeyCode::Tab)), None);
    }

    #[test]
    fn the_menu_keys() {
        let menu = |key| command(&Mode::Menu, false, key);
        for (key, expected) in [
            (press(KeyCode::Up), Command::MenuUp),
            (press(KeyCode::Down), Command::MenuDown),
            (press(KeyCode::Tab), Command::MenuDown),
            (press(KeyCode::Left), Command::ChoicePrevious),
            (press(KeyCode::Right), Command::ChoiceNext),
            (press(KeyCode::Char(' ')), Command::ChoiceNext),
            (press(KeyCode::Enter), Command::MenuEnter),
            (press(KeyCode::Char('l')), Command::AskLoad),
            (ctrl('o'), Command::AskLoad),
            (press(KeyCode::Char('q')), Command::Quit),
            (press(KeyCode::Esc), Command::Quit),
        ] {
            assert_eq!(menu(key), Some(expected), "{key:?}");
        }
        assert_eq!(menu(press(KeyCode::Char('x'))), None);
        assert_eq!(menu(press(KeyCode::F(1))), Some(Command::Help));
    }

    #[test]
    fn the_overlays_take_every_key() {
        // The prompt: a line of text; Esc cancels rather than quits.
        for (key, expected) in [
            (press(KeyCode::Char('q')), Some(Command::Type('q'))),
            (press(KeyCode::Backspace), Some(Command::Erase)),
            (press(KeyCode::Enter), Some(Command::Submit)),
            (press(KeyCode::Esc), Some(Command::Cancel)),
            (ctrl('s'), None),
            (press(KeyCode::F(1)), None),
        ] {
            assert_eq!(command(&prompt(), false, key), expected, "{key:?}");
        }
        // The help: the arrows and pages scroll it, any other key closes it and is not typed.
        for key in [press(KeyCode::Char('x')), press(KeyCode::Esc), ctrl('s')] {
            assert_eq!(command(&help(), true, key), Some(Command::CloseHelp));
        }
        for (key, lines) in [
            (KeyCode::Down, 1),
            (KeyCode::Up, -1),
            (KeyCode::PageDown, HELP_PAGE),
            (KeyCode::PageUp, -HELP_PAGE),
        ] {
            assert_eq!(
                command(&help(), false, press(key)),
                Some(Command::ScrollHelp(lines))
            );
        }
        assert_eq!(
            command(&Mode::Menu, false, press(KeyCode::F(1))),
            Some(Command::Help)
        );
        // The handover: only Enter, which shows the board.
        let handover = Mode::Handover(Player(1));
        assert_eq!(
            command(&handover, false, press(KeyCode::Enter)),
            Some(Command::Reveal)
        );
        for key in [press(KeyCode::Esc), press(KeyCode::F(1)), ctrl('s')] {
            assert_eq!(command(&handover, false, key), None);
        }
    }

    #[test]
    fn ctrl_c_quits_everywhere_and_releases_do_nothing() {
        for mode in [
            Mode::Menu,
            Mode::Game,
            Mode::Handover(Player(0)),
            prompt(),
            help(),
        ] {
            assert_eq!(command(&mode, false, ctrl('c')), Some(Command::Quit), "{mode:?}");
            let mut release = press(KeyCode::Enter);
            release.kind = KeyEventKind::Release;
            assert_eq!(command(&mode, false, release), None, "{mode:?}");
        }
        assert_eq!(command(&Mode::Quit, false, press(KeyCode::Enter)), None);
    }
}
