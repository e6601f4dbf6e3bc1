//! Everything a person can ask of the full-screen game, as one [`Command`]. Keys map straight to
//! commands (`keys`), a line typed in a game is parsed into one once ([`Command::parse`]), and a
//! click on the board or on the list of legal actions gives [`Command::Play`] with the action
//! itself — never text to be read again.

use quartet_core::{AnyAction, AnyError, AnyGame};

/// One thing to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Leave the program.
    Quit,
    /// Show the help.
    Help,
    /// Close the help.
    CloseHelp,
    /// Scroll the help by this many lines (up when negative).
    ScrollHelp(i32),

    /// The menu's cursor one line up.
    MenuUp,
    /// The menu's cursor one line down.
    MenuDown,
    /// The previous value of the menu line under the cursor.
    ChoicePrevious,
    /// The next value of the menu line under the cursor.
    ChoiceNext,
    /// Enter on the menu: start, load a record, or the next value of the line.
    MenuEnter,
    /// A click on a line of the menu (counted from 0): the cursor goes there, or, when it is
    /// there already, as Enter.
    MenuClick(usize),

    /// A character typed (on the game's input line, or in the file-name prompt).
    Type(char),
    /// The last character typed taken back.
    Erase,
    /// Enter on a line of text: the typed command or action (the highlighted action when
    /// nothing is typed), or the file name.
    Submit,
    /// The file-name prompt closed without its file.
    Cancel,

    /// Play this action.
    Play(AnyAction),
    /// Highlight the previous legal action.
    SelectPrevious,
    /// Highlight the next legal action.
    SelectNext,
    /// Drop the action being built from clicks.
    ClearChoice,
    /// Show the board to the seat that now has the device.
    Reveal,
    /// A suggestion for the seat to move.
    Hint,
    /// Take back actions until a person is to move again.
    Undo,
    /// The seat to move gives up.
    Resign,
    /// The same game again, the seats turned.
    Rematch,
    /// Back to the menu, for a new game.
    NewGame,
    /// Ask for a file name to save the game to.
    AskSave,
    /// Save the game as a record to this file (none: a name made from the time).
    Save(Option<String>),
    /// Ask for a record to load.
    AskLoad,
    /// Load a record and play on from it.
    Load(String),
}

impl Command {
    /// Reads a line typed during a game: `quit` (or `exit`), `help`, `menu`, `rematch`, `hint`,
    /// `undo`, `resign`, `save [FILE]`, `load [FILE]` (no file: the prompt asks for one), or an
    /// action in the game's notation; other text is refused with the game's error.
    pub fn parse(text: &str, game: &AnyGame) -> Result<Command, AnyError> {
        let text = text.trim();
        let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
        let rest = rest.trim();
        Ok(match word {
            "quit" | "exit" => Command::Quit,
            "help" => Command::Help,
            "menu" => Command::NewGame,
            "rematch" => Command::Rematch,
            "hint" => Command::Hint,
            "undo" => Command::Undo,
            "resign" => Command::Resign,
            "save" if rest.is_empty() => Command::Save(None),
            "save" => Command::Save(Some(rest.to_string())),
            "load" if rest.is_empty() => Command::AskLoad,
            "load" => Command::Load(rest.to_string()),
            _ => Command::Play(game.parse_action(text)?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::GameKind;

    fn quarto() -> AnyGame {
        AnyGame::from_position(GameKind::Quarto, "", "..../..../..../.... -").unwrap()
    }

    #[test]
    fn words_are_commands() {
        let game = quarto();
        for (text, command) in [
            ("quit", Command::Quit),
            ("exit", Command::Quit),
            ("help", Command::Help),
            ("menu", Command::NewGame),
            ("rematch", Command::Rematch),
            ("hint", Command::Hint),
            ("  undo ", Command::Undo),
            ("resign", Command::Resign),
            ("save", Command::Save(None)),
            ("save  my game.txt ", Command::Save(Some("my game.txt".into()))),
            ("load", Command::AskLoad),
            ("load games/a.txt", Command::Load("games/a.txt".into())),
        ] {
            assert_eq!(Command::parse(text, &game), Ok(command), "{text:?}");
        }
    }

    #[test]
    fn other_text_is_an_action_of_the_game() {
        let game = quarto();
        let seven = game.parse_action("7").unwrap();
        assert_eq!(Command::parse(" 7 ", &game), Ok(Command::Play(seven)));
        // The action is read, not judged: an illegal one is refused when it is played.
        let place = game.parse_action("a1").unwrap();
        assert_eq!(Command::parse("a1", &game), Ok(Command::Play(place)));
        // Notation of another game, or nonsense: the game says why.
        let danish = AnyGame::start(GameKind::Danish, "", 0).unwrap();
        let e5 = danish.parse_action("e5").unwrap();
        assert_eq!(Command::parse("e5", &danish), Ok(Command::Play(e5)));
        let refused = Command::parse("zz", &game).unwrap_err();
        assert_eq!(refused, game.parse_action("zz").unwrap_err());
        assert!(Command::parse("", &game).is_err());
    }
}
