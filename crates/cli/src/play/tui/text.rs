//! Every word the full-screen game says, in English: the menu's lines, the titles and pop-ups of
//! the game screen, the help, and the status line's [`Message`]s. Nothing else in `tui/` writes
//! a sentence, so that putting the game's words through message catalogs (issue 20) changes this
//! module alone. Two kinds of words come from elsewhere and are only passed on: the boards' own
//! words about a click ([`Message::Board`]) and the rules' words about an action refused.

use std::fmt;

use quartet_core::quartino::Situations;
use quartet_core::table::Ending;
use quartet_core::{AnyAction, AnyGame, GameKind, Player};

use super::menu::{Field, Menu};
use super::mode::PromptFor;

/// What the status line says: the last thing that happened, or why nothing did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Message {
    /// Nothing yet.
    #[default]
    Nothing,
    /// A game has begun: how to play.
    Welcome,
    /// A seat played an action.
    Played {
        /// Who played.
        seat: Player,
        /// What.
        action: AnyAction,
    },
    /// An action was refused, in the rules' words.
    NotPlayed(String),
    /// A bot is to move; nothing can be played meanwhile.
    BotThinking,
    /// The bot failed, in its own words.
    BotFailed(String),
    /// The bot's thread ended without an answer.
    BotStopped,
    /// A hint: the best action and why, or nothing.
    Hint(Option<String>),
    /// Actions taken back.
    TookBack(usize),
    /// Nothing could be taken back, and why.
    CannotUndo(String),
    /// The game was saved to this file.
    Saved(String),
    /// The game could not be saved to a file.
    CannotSave {
        /// The file.
        path: String,
        /// Why.
        error: String,
    },
    /// `save` without a file name.
    SaveNeedsName,
    /// A record was loaded and its game goes on.
    Loaded {
        /// The file.
        path: String,
        /// Which game.
        game: GameKind,
        /// How many actions were replayed.
        actions: usize,
    },
    /// A record could not be loaded.
    CannotLoad {
        /// Why.
        error: String,
        /// A game was being played, and goes on.
        game_goes_on: bool,
    },
    /// `load` without a file name.
    LoadNeedsName,
    /// The file-name prompt was closed.
    Cancelled,
    /// The action being built from clicks was dropped.
    ChoiceCleared,
    /// A game could not begin, in the rules' words.
    CannotStart(String),
    /// A board's own words about a click.
    Board(String),
    /// A click beside the menu's lines.
    ClickMenuLine,
    /// A click while the file-name prompt is open.
    TypeFileName,
    /// A click on the pass-the-device screen.
    PassDeviceFirst,
    /// A click once the game is over.
    GameIsOver,
    /// A click when nothing can be played (and no reason is known).
    NothingNow,
    /// A click on the list of legal actions, below its last action.
    ClickListAction,
    /// A click on the board where nothing can be played; what to click instead.
    NothingThere(String),
    /// A click beside the board; what to click instead.
    ClickTheBoard(String),
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Message::Nothing => Ok(()),
            Message::Welcome => {
                f.write_str("type an action and Enter, or pick one with ↑↓ and Enter, or click; F1: help")
            }
            Message::Played { seat, action } => write!(f, "{seat} played {action}"),
            Message::NotPlayed(why) => write!(f, "not played: {why}"),
            Message::BotThinking => f.write_str("wait: a bot is thinking"),
            Message::BotFailed(why) => write!(f, "the bot failed: {why}"),
            Message::BotStopped => f.write_str("the bot failed: it stopped without an answer"),
            Message::Hint(Some(hint)) => write!(f, "hint: {hint}"),
            Message::Hint(None) => f.write_str("no hint here"),
            Message::TookBack(n) => write!(f, "took back {n} action(s)"),
            Message::CannotUndo(why) => write!(f, "cannot undo: {why}"),
            Message::Saved(path) => write!(f, "saved to {path}"),
            Message::CannotSave { path, error } => write!(f, "could not save to {path}: {error}"),
            Message::SaveNeedsName => f.write_str("save needs a file name"),
            Message::Loaded { path, game, actions } => {
                write!(f, "loaded {path}: {}, {actions} action(s) replayed", game.name())
            }
            Message::CannotLoad { error, game_goes_on } => {
                write!(f, "could not load: {error}")?;
                if *game_goes_on {
                    f.write_str("; the game goes on")?;
                }
                Ok(())
            }
            Message::LoadNeedsName => f.write_str("load needs a file name"),
            Message::Cancelled => f.write_str("cancelled"),
            Message::ChoiceCleared => f.write_str("choice cleared"),
            Message::CannotStart(why) | Message::Board(why) => f.write_str(why),
            Message::ClickMenuLine => f.write_str("click a line of the menu"),
            Message::TypeFileName => f.write_str("type the file name and Enter, or Esc"),
            Message::PassDeviceFirst => f.write_str("press Enter once the device is passed"),
            Message::GameIsOver => {
                f.write_str("the game is over: Ctrl+R rematch, Ctrl+N new game, Ctrl+O load")
            }
            Message::NothingNow => f.write_str("nothing to play now"),
            Message::ClickListAction => f.write_str("click an action of the list to play it"),
            Message::NothingThere(help) => write!(f, "nothing to play there: {help}"),
            Message::ClickTheBoard(help) => {
                write!(
                    f,
                    "click the board ({help}), or choose in the list with ↑↓ and Enter"
                )
            }
        }
    }
}

/// The menu's title lines.
pub const TITLE: [&str; 2] = ["Quartet", "Quarto!, Danish Quarto and Quartino"];

/// The title of the menu's box.
pub const NEW_GAME: &str = " New game ";

/// The line under the menu: its keys, then the message.
pub fn menu_footer(message: &Message) -> String {
    format!("↑↓ choose  ←→ change  Enter start  l load  F1 rules  q quit (or click)  {message}")
}

/// One line of the menu: a choice and its value, or a button.
pub fn menu_line(menu: &Menu, field: Field) -> String {
    let yes = |b: bool| if b { "yes" } else { "no" };
    let choice = |label: &str, value: &str| format!("{label:<12}◂ {value} ▸");
    match field {
        Field::Game => choice("Game", menu.kind.name()),
        Field::Attributes => choice("Attributes", menu.attributes()),
        Field::Squares => choice("Squares win", yes(menu.squares)),
        Field::Announce => choice("Announce", yes(menu.announce)),
        Field::Players => choice("Players", &menu.players.to_string()),
        Field::Situations => choice(
            "Situations",
            &match menu.situations() {
                Situations::On => "yes".to_string(),
                Situations::Off => "no".to_string(),
                Situations::After(n) => format!("after {n} round(s)"),
            },
        ),
        Field::Seat(i) => choice(
            &format!("Seat {}", i + 1),
            &menu
                .seat_level(i)
                .map_or("person at this keyboard".to_string(), |l| format!("bot: {l}")),
        ),
        Field::Clock => choice("Clock", menu.clock_text()),
        Field::Start => "▶ Start".into(),
        Field::Load => "▶ Load a record…".into(),
    }
}

/// The game screen's title: the game and its rules.
pub fn game_title(game: &AnyGame) -> String {
    format!("{} — {}", game.kind().name(), game.rules_text())
}

/// The title of the board's box.
pub const BOARD: &str = " Board ";

/// The title of the seats' box.
pub const SEATS: &str = " Seats ";

/// One seat in the seats' box: its number, who sits there, and its clock (milliseconds left)
/// when the game has one; marked when it is to move.
pub fn seat_line(to_move: bool, seat: Player, label: &str, clock_ms: Option<u64>) -> String {
    let mark = if to_move { "▶ " } else { "  " };
    let time = clock_ms.map_or(String::new(), |ms| {
        format!(" {}:{:02}", ms / 60_000, (ms / 1000) % 60)
    });
    format!("{mark}{}: {label}{time}", seat.index() + 1)
}

/// Under the seats while a bot searches.
pub const BOT_THINKING: &str = "  (a bot is thinking…)";

/// The last actions played, oldest first.
pub fn last_actions(actions: &[AnyAction]) -> String {
    let list: Vec<String> = actions.iter().map(|a| a.to_string()).collect();
    format!("last: {}", list.join(" "))
}

/// The title of the list of legal actions.
pub fn legal_actions(count: usize) -> String {
    format!(" Legal actions ({count}) ")
}

/// The input line with what is typed so far.
pub fn input_line(input: &str) -> String {
    format!("> {input}█")
}

/// The pass-the-device screen: `seat` is the seat's label.
pub fn pass_the_device(seat: &str) -> String {
    format!("Pass the device to {seat}.\nOthers, look away.\n\nPress Enter to show your cards.")
}

/// The game-over pop-up: `winner` is the winner's label (none: nobody won), and how it ended.
pub fn game_over(winner: Option<&str>, ending: Ending, why: Option<&str>) -> String {
    let who = winner.map_or("No winner".to_string(), |w| format!("{w} wins"));
    let how = match ending {
        Ending::Rules => why.map(|w| format!("\n{w}")).unwrap_or_default(),
        Ending::Time(p) => format!("\n{p} ran out of time"),
        Ending::Resignation(p) => format!("\n{p} resigned"),
    };
    format!("Game over\n{who}{how}\n\nCtrl+R rematch · Ctrl+N new game\nCtrl+S save · Ctrl+O load · Esc quit")
}

/// The file-name prompt with the name typed so far.
pub fn prompt(purpose: PromptFor, text: &str) -> String {
    let (title, verb) = match purpose {
        PromptFor::Load => ("Load a record", "load"),
        PromptFor::Save => ("Save the game as a record", "save"),
    };
    format!("{title}\nfile: {text}█\n\nEnter {verb} · Esc cancel")
}

/// The help shown by F1 (or `help`); it describes the keys of [`super::keys`].
pub const HELP: &str = "\
Keys
  an action, Enter    play it (see the list of legal actions)
  ↑↓, Enter           play the highlighted action
  F2                  a hint
  Ctrl+Z              undo
  Ctrl+S / Ctrl+O     save the game as a record / load a record
  Ctrl+R / Ctrl+N     rematch / new game (the menu)
  Esc                 clear a choice (or a right click); else quit
Mouse
  any game   an action in the list of legal actions plays it
             (a Quarto! claim too)
  Quarto!    an empty cell (·) to place; a pool piece to give
  Danish     a point to place; one of your pieces, then where it
             goes [e5]; when a square is made, the piece to
             capture (×). ! a piece one move of the other side
             could capture; * the last move
  Quartino   a colour of the supply, then a space (═); a card
             marked ✓ to claim it (then its quarter, if it shows
             twice); the buttons: four, column, end
Typed: undo, hint, save FILE, load FILE, resign, menu, quit";

/// The help: the keys, then the rules of the game (laid out by `crate::rules`).
pub fn help(rules: &str) -> String {
    format!("{HELP}\n\n{rules}")
}

/// The help box's title, which says how to move in it and leave.
pub const HELP_TITLE: &str = " Help · ↑↓ PgUp PgDn scroll · any other key closes this help ";

/// The section of the rules (its anchor in `docs/rules/`) that explains a line of the menu.
pub fn menu_section(field: Field) -> Option<&'static str> {
    match field {
        Field::Attributes => Some("attributes"),
        Field::Squares => Some("squares"),
        Field::Announce => Some("announce"),
        Field::Players => Some("players"),
        Field::Situations => Some("beginners"),
        Field::Clock => Some("clock"),
        Field::Game | Field::Seat(_) | Field::Start | Field::Load => None,
    }
}

/// What the line under the cursor of the menu chooses, in a sentence.
pub fn menu_hint(menu: &Menu, field: Field) -> String {
    let text = match field {
        Field::Game => match menu.kind {
            GameKind::Quarto => "Quarto!: you choose the piece your opponent places.",
            GameKind::Danish => "Danish Quarto: place, then move; four at a square's corners capture.",
            GameKind::Quartino => "Quartino: stack coloured tokens; claim your secret cards as they show.",
        },
        Field::Attributes => "Beginners: only these traits count for a quarto.",
        Field::Squares => "Advanced: four pieces on a 2×2 square sharing a trait win too.",
        Field::Announce => "Official rules: a quarto wins only when announced (claimed) in time.",
        Field::Players => "How many players sit at the table (2–5).",
        Field::Situations => "The four-colours and column bonuses; leave them off to learn.",
        Field::Seat(_) => "Who sits here: a person at this keyboard, or a bot of some level.",
        Field::Clock => "A time for each move, or for the whole game (+ seconds a move).",
        Field::Start => "Start the game.",
        Field::Load => "Play on from a saved game record.",
    };
    text.to_string()
}
