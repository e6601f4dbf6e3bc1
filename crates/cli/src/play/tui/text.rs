//! Every word the full-screen game says, in the player's language (the `tui` catalogs under
//! `locales/`): the menu's lines, the titles and pop-ups of the game screen, the help, and the
//! status line's [`Message`]s. Nothing else in `tui/` writes a sentence. The boards' own words
//! about a click ([`Message::Board`]) come worded from `crate::play::board`, and the rules'
//! refusals are worded by `crate::lang` from their codes.

use quartet_core::clock::TimeControl;
use quartet_core::quartino::Situations;
use quartet_core::table::{Ending, TableError};
use quartet_core::{AnyAction, AnyError, AnyGame, GameKind, Player};
use quartet_i18n::{Texts, tr};

use super::menu::{Field, Menu};
use super::mode::PromptFor;
use crate::lang;
use crate::play::session::Hint;

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
    /// An action was refused by the table or the rules.
    NotPlayed(TableError),
    /// Typed text that is neither a command nor an action of the game.
    NotUnderstood(AnyError),
    /// A bot is to move; nothing can be played meanwhile.
    BotThinking,
    /// The bot failed, in its own words.
    BotFailed(String),
    /// The bot's thread ended without an answer.
    BotStopped,
    /// A hint: the best action and why, or nothing.
    Hint(Option<Hint>),
    /// Actions taken back.
    TookBack(usize),
    /// Nothing could be taken back, and why.
    CannotUndo(TableError),
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
    /// A click while the position prompt is open.
    TypePosition,
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

impl Message {
    /// The message in words.
    pub fn words(&self, t: Texts) -> String {
        match self {
            Message::Nothing => String::new(),
            Message::Welcome => tr!(t, "tui-welcome"),
            Message::Played { seat, action } => tr!(
                t,
                "tui-played",
                seat = lang::seat(t, *seat),
                action = action.to_string()
            ),
            Message::NotPlayed(why) => tr!(t, "plain-not-played", error = lang::table_refusal(t, why)),
            Message::NotUnderstood(why) => tr!(t, "plain-not-played", error = lang::refusal(t, why)),
            Message::BotThinking => tr!(t, "tui-bot-thinking"),
            Message::BotFailed(why) => tr!(t, "plain-bot-failed", error = why),
            Message::BotStopped => tr!(t, "plain-bot-failed", error = tr!(t, "tui-bot-stopped")),
            Message::Hint(Some(hint)) => tr!(t, "plain-hint", hint = lang::hint(t, hint)),
            Message::Hint(None) => tr!(t, "plain-no-hint"),
            Message::TookBack(n) => tr!(t, "plain-undone", count = *n),
            Message::CannotUndo(why) => tr!(t, "plain-undo-refused", error = lang::table_refusal(t, why)),
            Message::Saved(path) => tr!(t, "plain-saved", path = path),
            Message::CannotSave { path, error } => {
                tr!(t, "plain-save-failed", path = path, error = error)
            }
            Message::SaveNeedsName => tr!(t, "tui-save-needs-name"),
            Message::Loaded { path, game, actions } => tr!(
                t,
                "tui-loaded",
                path = path,
                game = lang::game(t, *game),
                count = *actions
            ),
            Message::CannotLoad {
                error,
                game_goes_on: true,
            } => tr!(t, "plain-load-failed", error = lang::clause(error)),
            Message::CannotLoad { error, .. } => tr!(t, "tui-load-failed", error = error),
            Message::LoadNeedsName => tr!(t, "tui-load-needs-name"),
            Message::Cancelled => tr!(t, "tui-cancelled"),
            Message::ChoiceCleared => tr!(t, "tui-choice-cleared"),
            Message::CannotStart(why) | Message::Board(why) => why.clone(),
            Message::ClickMenuLine => tr!(t, "tui-click-menu-line"),
            Message::TypeFileName => tr!(t, "tui-type-file-name"),
            Message::TypePosition => tr!(t, "tui-type-position"),
            Message::PassDeviceFirst => tr!(t, "tui-pass-device-first"),
            Message::GameIsOver => tr!(t, "tui-game-is-over"),
            Message::NothingNow => tr!(t, "tui-nothing-now"),
            Message::ClickListAction => tr!(t, "tui-click-list-action"),
            Message::NothingThere(help) => tr!(t, "tui-nothing-there", help = help),
            Message::ClickTheBoard(help) => tr!(t, "tui-click-the-board", help = help),
        }
    }
}

/// The menu's title lines: the program, and the games it plays.
pub fn title(t: Texts) -> [String; 2] {
    [
        "Quartet".to_string(),
        tr!(
            t,
            "tui-title-games",
            quarto = lang::game(t, GameKind::Quarto),
            danish = lang::game(t, GameKind::Danish),
            quartino = lang::game(t, GameKind::Quartino)
        ),
    ]
}

/// The title of the menu's box.
pub fn new_game(t: Texts) -> String {
    format!(" {} ", tr!(t, "tui-new-game"))
}

/// The line under the menu: its keys, then the message.
pub fn menu_footer(t: Texts, message: &Message) -> String {
    format!("{}  {}", tr!(t, "tui-menu-keys"), message.words(t))
}

/// Yes or no, as the menu shows a choice that is on or off.
fn yes(t: Texts, on: bool) -> String {
    if on { tr!(t, "tui-yes") } else { tr!(t, "tui-no") }
}

/// Quarto!'s attributes (`height,colour`) in words: "height, colour".
pub fn attributes(t: Texts, names: &str) -> String {
    let words: Vec<String> = names
        .split(',')
        .map(|name| match name {
            "height" => tr!(t, "tui-attribute-height"),
            "colour" => tr!(t, "tui-attribute-colour"),
            "shape" => tr!(t, "tui-attribute-shape"),
            _ => tr!(t, "tui-attribute-top"),
        })
        .collect();
    words.join(", ")
}

/// A time in words: "1 min", "30 s".
fn duration(t: Texts, ms: u64) -> String {
    if ms.is_multiple_of(60_000) {
        tr!(t, "tui-minutes", count = ms / 60_000)
    } else {
        tr!(t, "tui-seconds", count = ms as f64 / 1000.0)
    }
}

/// A clock in words: "none", "1 min a move", "5 min + 3 s a move".
pub fn time_control(t: Texts, control: TimeControl) -> String {
    match control {
        TimeControl::Unlimited => tr!(t, "tui-clock-none"),
        TimeControl::PerMove { limit_ms } => tr!(t, "tui-clock-per-move", time = duration(t, limit_ms)),
        TimeControl::Total {
            initial_ms,
            increment_ms: 0,
        } => tr!(t, "tui-clock-total", time = duration(t, initial_ms)),
        TimeControl::Total {
            initial_ms,
            increment_ms,
        } => tr!(
            t,
            "tui-clock-increment",
            time = duration(t, initial_ms),
            increment = duration(t, increment_ms)
        ),
    }
}

/// One line of the menu: a choice and its value, or a button.
pub fn menu_line(t: Texts, menu: &Menu, field: Field) -> String {
    let choice = |label: String, value: String| {
        let pad = 12usize.saturating_sub(label.chars().count());
        format!("{label}{} ◂ {value} ▸", " ".repeat(pad.max(1) - 1))
    };
    match field {
        Field::Game => choice(tr!(t, "tui-menu-game"), lang::game(t, menu.kind)),
        Field::Attributes => choice(tr!(t, "tui-menu-attributes"), attributes(t, menu.attributes())),
        Field::Squares => choice(tr!(t, "tui-menu-squares"), yes(t, menu.squares)),
        Field::Announce => choice(tr!(t, "tui-menu-announce"), yes(t, menu.announce)),
        Field::Players => choice(tr!(t, "tui-menu-players"), t.number(menu.players as f64, 0)),
        Field::Situations => choice(
            tr!(t, "tui-menu-situations"),
            match menu.situations() {
                Situations::On => yes(t, true),
                Situations::Off => yes(t, false),
                Situations::After(n) => tr!(t, "tui-situations-after", rounds = n),
            },
        ),
        Field::Seat(i) => choice(
            tr!(t, "tui-menu-seat", number = i + 1),
            match menu.seat_level(i) {
                None => tr!(t, "tui-seat-person"),
                Some(level) => tr!(t, "tui-seat-bot", level = lang::level(t, level)),
            },
        ),
        Field::Clock => choice(tr!(t, "tui-menu-clock"), time_control(t, menu.time_control())),
        Field::Start => format!("▶ {}", tr!(t, "tui-menu-start")),
        Field::Position => format!("▶ {}", tr!(t, "tui-menu-position")),
        Field::Load => format!("▶ {}", tr!(t, "tui-menu-load")),
    }
}

/// The game screen's title: the game and its rules (in the notation of a record's `[Rules]` tag).
pub fn game_title(t: Texts, game: &AnyGame) -> String {
    tr!(
        t,
        "tui-game-title",
        game = lang::game(t, game.kind()),
        rules = lang::rules_words(t, game.kind(), &game.rules_text())
    )
}

/// The title of the board's box.
pub fn board(t: Texts) -> String {
    format!(" {} ", tr!(t, "tui-board"))
}

/// The title of the seats' box.
pub fn seats(t: Texts) -> String {
    format!(" {} ", tr!(t, "tui-seats"))
}

/// One seat in the seats' box: its number, who sits there, and its clock (milliseconds left)
/// when the game has one; marked when it is to move.
pub fn seat_line(to_move: bool, seat: Player, label: &str, clock_ms: Option<u64>) -> String {
    let mark = if to_move { "▶ " } else { "  " };
    let time = clock_ms.map_or(String::new(), |ms| format!(" {}", lang::clock(ms)));
    format!("{mark}{}: {label}{time}", seat.index() + 1)
}

/// Under the seats while a bot searches.
pub fn bot_thinking(t: Texts) -> String {
    format!("  {}", tr!(t, "tui-seats-bot-thinking"))
}

/// The last actions played, oldest first.
pub fn last_actions(t: Texts, actions: &[AnyAction]) -> String {
    let list: Vec<String> = actions.iter().map(|a| a.to_string()).collect();
    tr!(t, "tui-last-actions", actions = list.join(" "))
}

/// The title of the list of legal actions.
pub fn legal_actions(t: Texts, count: usize) -> String {
    format!(" {} ", tr!(t, "tui-legal-actions", count = count))
}

/// The input line with what is typed so far.
pub fn input_line(input: &str) -> String {
    format!("> {input}█")
}

/// The pass-the-device screen: `seat` is the seat's label.
pub fn pass_the_device(t: Texts, seat: &str) -> String {
    tr!(t, "tui-pass-the-device", seat = seat)
}

/// The game-over pop-up: `winner` is the winner's label (none: nobody won), and how it ended.
pub fn game_over(t: Texts, winner: Option<&str>, ending: Ending, why: Option<&str>) -> String {
    let who = match winner {
        Some(w) => tr!(t, "outcome-won", winner = w),
        None => tr!(t, "outcome-draw"),
    };
    let how = match ending {
        Ending::Rules => why.map(str::to_string),
        Ending::Time(p) => Some(tr!(t, "ending-time", seat = lang::seat(t, p))),
        Ending::Resignation(p) => Some(tr!(t, "ending-resignation", seat = lang::seat(t, p))),
        Ending::Agreement => Some(tr!(t, "ending-agreement")),
        Ending::Claim(p) => Some(tr!(t, "ending-claim", seat = lang::seat(t, p))),
    };
    let how = how.map(|w| format!("\n{w}")).unwrap_or_default();
    format!(
        "{}\n{who}{how}\n\n{}",
        tr!(t, "tui-game-over"),
        tr!(t, "tui-game-over-keys")
    )
}

/// The prompt of a file name (or a position) with the text typed so far.
pub fn prompt(t: Texts, purpose: PromptFor, text: &str) -> String {
    let typed = format!("{text}█");
    let (title, line, keys) = match purpose {
        PromptFor::Load => (
            tr!(t, "tui-prompt-load"),
            tr!(t, "tui-prompt-file", name = typed),
            tr!(t, "tui-prompt-load-keys"),
        ),
        PromptFor::Save => (
            tr!(t, "tui-prompt-save"),
            tr!(t, "tui-prompt-file", name = typed),
            tr!(t, "tui-prompt-save-keys"),
        ),
        PromptFor::Position => (
            tr!(t, "tui-prompt-position"),
            tr!(t, "tui-prompt-position-line", position = typed),
            tr!(t, "tui-prompt-position-keys"),
        ),
    };
    format!("{title}\n{line}\n\n{keys}")
}

/// The help shown by F1 (or `help`): the keys of [`super::keys`] and what clicks do.
pub fn keys_help(t: Texts) -> String {
    tr!(t, "tui-help")
}

/// The help: the keys, then the rules of the game (laid out by `crate::rules`).
pub fn help(t: Texts, rules: &str) -> String {
    format!("{}\n\n{rules}", keys_help(t))
}

/// The help box's title, which says how to move in it and leave.
pub fn help_title(t: Texts) -> String {
    format!(" {} ", tr!(t, "tui-help-title"))
}

/// The section of the rules (its anchor in `docs/rules/`) that explains a line of the menu.
pub fn menu_section(field: Field) -> Option<&'static str> {
    match field {
        Field::Attributes => Some("attributes"),
        Field::Squares => Some("squares"),
        Field::Announce => Some("announce"),
        Field::Players => Some("players"),
        Field::Situations => Some("beginners"),
        Field::Clock => Some("clock"),
        Field::Game | Field::Seat(_) | Field::Start | Field::Position | Field::Load => None,
    }
}

/// What the line under the cursor of the menu chooses, in a sentence.
pub fn menu_hint(t: Texts, menu: &Menu, field: Field) -> String {
    match field {
        Field::Game => match menu.kind {
            GameKind::Quarto => tr!(t, "tui-hint-quarto"),
            GameKind::Danish => tr!(t, "tui-hint-danish"),
            GameKind::Quartino => tr!(t, "tui-hint-quartino"),
        },
        Field::Attributes => tr!(t, "tui-hint-attributes"),
        Field::Squares => tr!(t, "tui-hint-squares"),
        Field::Announce => tr!(t, "tui-hint-announce"),
        Field::Players => tr!(t, "tui-hint-players"),
        Field::Situations => tr!(t, "tui-hint-situations"),
        Field::Seat(_) => tr!(t, "tui-hint-seat"),
        Field::Clock => tr!(t, "tui-hint-clock"),
        Field::Start => tr!(t, "tui-hint-start"),
        Field::Position => tr!(t, "tui-hint-position"),
        Field::Load => tr!(t, "tui-hint-load"),
    }
}
