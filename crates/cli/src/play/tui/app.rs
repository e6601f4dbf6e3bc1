//! The full-screen app: its [`Mode`], the menu's choices, the game being played, the status
//! line, and where the last drawing put what a click can reach. Every key and click becomes a
//! [`Command`] carried out by [`App::apply`]; clicks on the board are judged by the boards
//! (`crate::play::board`) and played as the actions they are.

use anyhow::Result;
use crossterm::event::{Event, KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use quartet_core::AnyAction;
use quartet_i18n::Texts;
use ratatui::layout::{Position, Rect};

use super::command::Command;
use super::keys;
use super::menu::{Field, Menu};
use super::mode::{Mode, PromptFor};
use super::play::Play;
use super::text::Message;
use crate::play::args::{PlayArgs, session_from_args};
use crate::play::board::{self, Click, Hits, Pick};
use crate::play::session::{Session, clock_seed};

/// The width the help is laid out at (the drawing uses the same).
pub const HELP_WIDTH: usize = 76;

/// Where the last drawing put what a click can reach.
#[derive(Clone, Debug, Default)]
pub struct Drawn {
    /// The board's clickable elements and their rectangles.
    pub hits: Hits,
    /// The board's area (inside its border).
    pub board: Rect,
    /// The box of the legal actions, and the first action shown in it (it scrolls).
    pub legal_list: (Rect, usize),
    /// The box of the menu's lines, and the first line shown in it (it scrolls).
    pub menu_list: (Rect, usize),
}

/// The whole terminal app.
pub struct App {
    /// What is on the screen and what the keys do.
    pub mode: Mode,
    /// The menu's choices (kept for the next game while one is played).
    pub menu: Menu,
    /// The game: there is one exactly while the screen under the overlays is a game or its
    /// handover.
    pub play: Option<Play>,
    /// The status line.
    pub message: Message,
    /// Where the last drawing put what a click can reach.
    pub drawn: Drawn,
    /// The first line of the help shown (it scrolls).
    pub help_scroll: u16,
    /// The language every screen is in (`--lang`, else the locale's).
    pub texts: Texts,
}

impl App {
    /// The app at the menu, or straight in a game when the arguments name one.
    pub fn new(args: &PlayArgs) -> Result<App> {
        let mut app = App {
            mode: Mode::Menu,
            menu: Menu::default(),
            play: None,
            message: Message::Nothing,
            drawn: Drawn::default(),
            help_scroll: 0,
            texts: crate::lang::texts(args.lang),
        };
        if args.game.is_some() || args.load.is_some() {
            app.start(session_from_args(args)?);
        }
        Ok(app)
    }

    /// Starts playing a session (whatever was open before is closed).
    pub fn start(&mut self, session: Session) {
        self.play = Some(Play::new(session));
        self.mode = Mode::Game;
        self.message = Message::Welcome;
    }

    /// The game the help explains: the one played, or the one chosen in the menu.
    pub fn help_game(&self) -> quartet_core::GameKind {
        match (&self.play, self.mode.base()) {
            (Some(play), Mode::Game | Mode::Handover(_)) => play.session.game().kind(),
            _ => self.menu.kind,
        }
    }

    /// The help's text: the keys, then the rules of the game it explains, `width` wide.
    pub fn help_text(&self, width: usize) -> String {
        let rules = crate::rules::render_in(self.help_game(), self.texts.lang().tag(), None, width);
        super::text::help(self.texts, &rules)
    }

    /// Where the help opens: at the top, or in the menu at the rules of the option under the
    /// cursor.
    fn help_start(&self) -> u16 {
        let section = match self.mode.base() {
            Mode::Menu => super::text::menu_section(self.menu.field()),
            _ => None,
        };
        let Some(id) = section else {
            return 0;
        };
        let (book, _) = quartet_core::handbook::rules_in(self.help_game(), self.texts.lang().tag());
        let Some(title) = book.section(id).map(|s| s.title.clone()) else {
            return 0;
        };
        let text = self.help_text(HELP_WIDTH);
        text.lines().position(|l| l == title).unwrap_or(0) as u16
    }

    /// Whether an action is being built from clicks.
    pub fn choosing(&self) -> bool {
        self.play.as_ref().is_some_and(|p| p.pick != Pick::Nothing)
    }

    /// The actions the person at the keyboard may play now (none on the menu, during the
    /// handover, once the game is over or while a bot is to move).
    pub fn legal(&self) -> Vec<AnyAction> {
        match (self.mode.base(), &self.play) {
            (Mode::Game, Some(play)) => play.legal(),
            _ => Vec::new(),
        }
    }

    /// Advances what runs by itself: clocks, bots, and the pass-the-device screen, which comes
    /// under any overlay open.
    pub fn tick(&mut self) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        if let Some(message) = play.tick() {
            self.message = message;
        }
        let base = self.mode.base_mut();
        if *base == Mode::Game
            && let Some(seat) = play.handover_due()
        {
            *base = Mode::Handover(seat);
        }
    }

    /// Handles one terminal event: a key press, or a click (a right click drops the action
    /// being built).
    pub fn event(&mut self, event: Event) {
        match event {
            Event::Key(key) => self.key(key),
            Event::Mouse(MouseEvent {
                kind: MouseEventKind::Down(MouseButton::Left),
                column,
                row,
                ..
            }) => self.click(column, row),
            Event::Mouse(MouseEvent {
                kind: MouseEventKind::Down(MouseButton::Right),
                ..
            }) if self.choosing() => self.apply(Command::ClearChoice),
            Event::Mouse(MouseEvent {
                kind: kind @ (MouseEventKind::ScrollUp | MouseEventKind::ScrollDown),
                ..
            }) if matches!(self.mode, Mode::Help { .. }) => {
                self.apply(Command::ScrollHelp(if kind == MouseEventKind::ScrollUp {
                    -3
                } else {
                    3
                }))
            }
            _ => {}
        }
    }

    /// Handles one key: the command the keymap gives for it here, if any.
    pub fn key(&mut self, key: KeyEvent) {
        if let Some(command) = keys::command(&self.mode, self.choosing(), key) {
            self.apply(command);
        }
    }

    /// Carries out a command. One that means nothing in the present mode does nothing.
    pub fn apply(&mut self, command: Command) {
        match command {
            Command::Quit => self.mode = Mode::Quit,
            Command::Help => {
                self.help_scroll = self.help_start();
                self.mode.open_help();
            }
            Command::ScrollHelp(lines) => {
                let to = (self.help_scroll as i64 + lines as i64).clamp(0, u16::MAX as i64);
                self.help_scroll = to as u16;
            }
            Command::CloseHelp => {
                if matches!(self.mode, Mode::Help { .. }) {
                    self.mode.close();
                }
            }
            Command::MenuUp => self.menu.up(),
            Command::MenuDown => self.menu.down(),
            Command::ChoicePrevious => self.menu.change(-1),
            Command::ChoiceNext => self.menu.change(1),
            Command::MenuEnter => match self.menu.field() {
                Field::Start => self.start_from_menu(None),
                Field::Position => self.mode.open_prompt(PromptFor::Position, String::new()),
                Field::Load => self.apply(Command::AskLoad),
                _ => self.menu.change(1),
            },
            Command::MenuClick(line) if self.menu.field == line => self.apply(Command::MenuEnter),
            Command::MenuClick(line) => self.menu.field = line,
            Command::Type(c) => {
                if let Some(text) = self.line_mut() {
                    text.push(c);
                }
            }
            Command::Erase => {
                if let Some(text) = self.line_mut() {
                    text.pop();
                }
            }
            Command::Submit => self.submit(),
            Command::Cancel => {
                if matches!(self.mode, Mode::Prompt { .. }) {
                    self.mode.close();
                    self.message = Message::Cancelled;
                }
            }
            Command::AskSave if self.play.is_some() => {
                self.mode.open_prompt(PromptFor::Save, default_save_name());
            }
            Command::AskLoad => self.mode.open_prompt(PromptFor::Load, String::new()),
            Command::Save(path) => {
                let path = path.unwrap_or_else(default_save_name);
                self.save(&path);
            }
            Command::Load(path) => self.load(&path),
            Command::Reveal => {
                if let (Mode::Handover(seat), Some(play)) = (&self.mode, self.play.as_mut()) {
                    play.reveal(*seat);
                    self.mode = Mode::Game;
                }
            }
            Command::NewGame => {
                self.play = None;
                self.mode = Mode::Menu;
            }
            command => self.game_command(command),
        }
    }

    /// The commands about the game being played.
    fn game_command(&mut self, command: Command) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        match command {
            Command::Play(action) => self.message = play.play(action),
            Command::SelectPrevious => play.selected = play.selected.saturating_sub(1),
            Command::SelectNext => play.selected += 1,
            Command::ClearChoice if play.pick != Pick::Nothing => {
                play.pick = Pick::Nothing;
                self.message = Message::ChoiceCleared;
            }
            Command::Hint => self.message = Message::Hint(play.session.hint_of()),
            Command::Undo => self.message = play.undo(),
            Command::Resign => play.resign(),
            Command::Rematch => match play.session.rematch() {
                Ok(next) => self.start(next),
                Err(e) => self.message = Message::CannotStart(crate::lang::failure(self.texts, &e)),
            },
            _ => {}
        }
    }

    /// The line of text the keys type into: the file-name prompt's, or the game's input line.
    fn line_mut(&mut self) -> Option<&mut String> {
        match &mut self.mode {
            Mode::Prompt { prompt, .. } => Some(&mut prompt.text),
            Mode::Game => self.play.as_mut().map(|p| &mut p.input),
            _ => None,
        }
    }

    /// Enter on a line of text: the prompt's file is loaded or saved; in a game, the typed line
    /// is parsed into a command and carried out, and with nothing typed the highlighted legal
    /// action is played.
    fn submit(&mut self) {
        if matches!(self.mode, Mode::Prompt { .. }) {
            if let Some(prompt) = self.mode.close() {
                match prompt.purpose {
                    PromptFor::Load => self.load(&prompt.text),
                    PromptFor::Save => self.save(&prompt.text),
                    PromptFor::Position => self.start_from_menu(Some(prompt.text.trim())),
                }
            }
            return;
        }
        if self.mode != Mode::Game {
            return;
        }
        let legal = self.legal();
        let Some(play) = self.play.as_mut() else {
            return;
        };
        let typed = std::mem::take(&mut play.input);
        if typed.trim().is_empty() {
            let selected = play.selected.min(legal.len().saturating_sub(1));
            if let Some(&action) = legal.get(selected) {
                self.apply(Command::Play(action));
            }
            return;
        }
        match Command::parse(&typed, play.session.game()) {
            Ok(command) => self.apply(command),
            Err(_) if play.session.bot_to_move() => self.message = Message::BotThinking,
            Err(why) => self.message = Message::NotUnderstood(why),
        }
    }

    /// Starts the game the menu describes, from `position` if one is given (in the game's
    /// notation); on any error the message says what is wrong and the menu stays.
    fn start_from_menu(&mut self, position: Option<&str>) {
        let menu = &self.menu;
        let (kind, rules, seats, clock) = (menu.kind, menu.rules(), menu.seat_kinds(), menu.time_control());
        let session = match position {
            Some(position) => Session::from_position(kind, &rules, position, seats, clock, clock_seed()),
            None => Session::new(kind, &rules, seats, clock, clock_seed()),
        };
        match session {
            Ok(session) => self.start(session),
            Err(e) => self.message = Message::CannotStart(crate::lang::failure(self.texts, &e)),
        }
    }

    /// Continues the game of a record file; on any error the message says what is wrong and
    /// the current game (or the menu) stays as it was.
    fn load(&mut self, path: &str) {
        let path = path.trim();
        if path.is_empty() {
            self.message = Message::LoadNeedsName;
            return;
        }
        match Session::load(std::path::Path::new(path), None, None, clock_seed(), None) {
            Ok(session) => {
                let actions = session.table.actions().len();
                let game = session.game().kind();
                self.start(session);
                self.message = Message::Loaded {
                    path: path.to_string(),
                    game,
                    actions,
                };
            }
            Err(e) => {
                self.message = Message::CannotLoad {
                    error: crate::lang::failure(self.texts, &e),
                    game_goes_on: self.play.is_some(),
                }
            }
        }
    }

    /// Saves the game as a record in `path`.
    fn save(&mut self, path: &str) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let path = path.trim();
        if path.is_empty() {
            self.message = Message::SaveNeedsName;
            return;
        }
        self.message = match std::fs::write(path, play.session.record()) {
            Ok(()) => Message::Saved(path.to_string()),
            Err(e) => Message::CannotSave {
                path: path.to_string(),
                error: crate::lang::io_reason(self.texts, &e),
            },
        };
    }

    /// A left click at a screen position: on the menu, a line; in a game, an action of the list
    /// or the board element there, which plays an action, builds one further, or says why not.
    pub fn click(&mut self, column: u16, row: u16) {
        match self.mode {
            Mode::Help { .. } => self.apply(Command::CloseHelp),
            Mode::Prompt { ref prompt, .. } => {
                self.message = match prompt.purpose {
                    PromptFor::Position => Message::TypePosition,
                    PromptFor::Load | PromptFor::Save => Message::TypeFileName,
                }
            }
            Mode::Menu => self.menu_click(column, row),
            Mode::Handover(_) => self.message = Message::PassDeviceFirst,
            Mode::Game => self.game_click(column, row),
            Mode::Quit => {}
        }
    }

    fn menu_click(&mut self, column: u16, row: u16) {
        let (list, offset) = self.drawn.menu_list;
        let inner = inside(list);
        let line = (row as usize).wrapping_sub(inner.y as usize).wrapping_add(offset);
        // (A row above the list wraps to a huge line: refused too.)
        if inner.contains(Position { x: column, y: row }) && line < self.menu.fields().len() {
            self.apply(Command::MenuClick(line));
        } else {
            self.message = Message::ClickMenuLine;
        }
    }

    fn game_click(&mut self, column: u16, row: u16) {
        let legal = self.legal();
        let Some(play) = self.play.as_mut() else {
            return;
        };
        play.sync_pick();
        let at = Position { x: column, y: row };
        // A click on the list of legal actions plays the action clicked (claims included).
        let (list, offset) = self.drawn.legal_list;
        let inner = inside(list);
        if inner.contains(at) && !legal.is_empty() {
            match legal.get(offset + (row - inner.y) as usize) {
                Some(&action) => self.apply(Command::Play(action)),
                None => self.message = Message::ClickListAction,
            }
            return;
        }
        let area = self.drawn.board;
        let clicked = {
            let view = play.view(&legal, self.texts);
            let hits = board::layout(area, &view);
            match board::hit(&hits, column, row) {
                _ if legal.is_empty() => Err(play.why_not_now()),
                None if area.contains(at) => Err(Message::NothingThere(board::click_help(&view))),
                None => Err(Message::ClickTheBoard(board::click_help(&view))),
                Some(element) => Ok(board::click(&view, element)),
            }
        };
        self.message = match clicked {
            Ok(Click::Play(action)) => return self.apply(Command::Play(action)),
            Ok(Click::Pick(pick, words)) => {
                play.pick = pick;
                Message::Board(words)
            }
            Ok(Click::Refuse(words)) => Message::Board(words),
            Err(message) => message,
        };
    }
}

/// The inside of a box drawn with a border.
fn inside(area: Rect) -> Rect {
    Rect {
        x: area.x + 1,
        y: area.y + 1,
        width: area.width.saturating_sub(2),
        height: area.height.saturating_sub(2),
    }
}

/// The file name the save prompt offers (and `save` alone uses).
fn default_save_name() -> String {
    format!("quartet-{}.txt", clock_seed() / 1_000_000_000)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::{KeyCode, KeyModifiers};
    use quartet_core::{AnyGame, GameKind, Player};
    use quartet_engine::levels::Level;

    use crate::play::session::SeatKind;

    fn press(app: &mut App, code: KeyCode) {
        app.key(KeyEvent::new(code, KeyModifiers::NONE));
    }

    fn ctrl(app: &mut App, c: char) {
        app.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
    }

    fn game(kind: GameKind, rules: &str, seats: Vec<SeatKind>) -> App {
        let mut app = App::new(&PlayArgs {
            lang: Some(quartet_i18n::Lang::En),
            ..PlayArgs::default()
        })
        .unwrap();
        let game = AnyGame::start(kind, rules, 7).unwrap();
        app.start(Session::from_game(game, seats).unwrap());
        app
    }

    fn people() -> Vec<SeatKind> {
        vec![SeatKind::Human(None), SeatKind::Human(None)]
    }

    #[test]
    fn from_the_menu_to_a_game_and_back() {
        let mut app = App::new(&PlayArgs {
            lang: Some(quartet_i18n::Lang::En),
            ..PlayArgs::default()
        })
        .unwrap();
        assert_eq!(app.mode, Mode::Menu);
        // The load prompt opens over the menu and Esc goes back to it.
        press(&mut app, KeyCode::Char('l'));
        assert_eq!(app.mode.base(), &Mode::Menu);
        assert!(matches!(app.mode, Mode::Prompt { .. }));
        press(&mut app, KeyCode::Esc);
        assert_eq!((&app.mode, &app.message), (&Mode::Menu, &Message::Cancelled));
        // Start (the default choices): a game against a casual bot.
        while app.menu.field() != Field::Start {
            press(&mut app, KeyCode::Down);
        }
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.mode, Mode::Game);
        assert_eq!(app.message, Message::Welcome);
        // Ctrl+N: the menu again, the game gone, the choices kept.
        ctrl(&mut app, 'n');
        assert_eq!(app.mode, Mode::Menu);
        assert!(app.play.is_none());
        assert_eq!(app.menu.field(), Field::Start);
        press(&mut app, KeyCode::Char('q'));
        assert_eq!(app.mode, Mode::Quit);
    }

    #[test]
    fn from_the_menu_to_a_game_from_a_position() {
        let mut app = App::new(&PlayArgs {
            lang: Some(quartet_i18n::Lang::En),
            ..PlayArgs::default()
        })
        .unwrap();
        while app.menu.field() != Field::Position {
            press(&mut app, KeyCode::Down);
        }
        let start = |app: &mut App, position: &str| {
            press(app, KeyCode::Enter);
            let Mode::Prompt { prompt, below } = &app.mode else {
                panic!("the position prompt: {:?}", app.mode);
            };
            assert_eq!(
                (prompt.purpose, below.as_ref()),
                (PromptFor::Position, &Mode::Menu)
            );
            // A click on the screen says what to do.
            app.click(1, 1);
            assert_eq!(app.message, Message::TypePosition);
            for c in position.chars() {
                press(app, KeyCode::Char(c));
            }
            press(app, KeyCode::Enter);
        };
        // A position that does not read, or where the game is over: the menu stays, saying why.
        start(&mut app, "..../..x./..../.... -");
        assert_eq!(app.mode, Mode::Menu);
        let Message::CannotStart(why) = &app.message else {
            panic!("{:?}", app.message);
        };
        assert!(why.contains("bad character 'x' at c3"), "{why}");
        start(&mut app, "..../..../..../0123 -");
        assert_eq!(
            app.message,
            Message::CannotStart("the game is over in this position: nothing is left to play".into())
        );
        assert_eq!(app.mode, Mode::Menu);
        // A good one: the game of the menu's choices (a casual bot second), from there.
        start(&mut app, " ..../..../.4../012. 3 ");
        assert_eq!(app.mode, Mode::Game);
        let play = app.play.as_ref().unwrap();
        assert_eq!(play.session.game().position(), "..../..../.4../012. 3");
        assert_eq!(
            play.session.seats[1],
            SeatKind::Bot(quartet_engine::levels::Level::Casual)
        );
    }

    #[test]
    fn the_help_and_the_save_prompt_over_a_game() {
        let mut app = game(GameKind::Danish, "", people());
        press(&mut app, KeyCode::F(1));
        assert_eq!(
            app.mode,
            Mode::Help {
                below: Box::new(Mode::Game)
            }
        );
        press(&mut app, KeyCode::Esc);
        assert_eq!(app.mode, Mode::Game, "Esc closes the help and does not quit");
        // Typed, too.
        app.play.as_mut().unwrap().input = "help".into();
        press(&mut app, KeyCode::Enter);
        assert!(matches!(app.mode, Mode::Help { .. }));
        app.click(0, 0);
        assert_eq!(app.mode, Mode::Game, "a click closes the help");
        // Ctrl+S offers a file name; a click meanwhile says to type it.
        ctrl(&mut app, 's');
        let Mode::Prompt { prompt, below } = &app.mode else {
            panic!("{:?}", app.mode)
        };
        assert_eq!(prompt.purpose, PromptFor::Save);
        assert!(prompt.text.starts_with("quartet-") && prompt.text.ends_with(".txt"));
        assert_eq!(**below, Mode::Game);
        app.click(5, 5);
        assert_eq!(app.message, Message::TypeFileName);
        // The prompt takes the keys the game would: q is typed, not played or quit.
        press(&mut app, KeyCode::Char('q'));
        let Mode::Prompt { prompt, .. } = &app.mode else {
            panic!("{:?}", app.mode)
        };
        assert!(prompt.text.ends_with(".txtq"));
        ctrl(&mut app, 'c');
        assert_eq!(app.mode, Mode::Quit);
    }

    #[test]
    fn the_handover_comes_under_the_help_and_enter_shows_the_board() {
        let mut app = game(GameKind::Quartino, "players=2", people());
        press(&mut app, KeyCode::F(1));
        app.tick();
        assert_eq!(
            app.mode,
            Mode::Help {
                below: Box::new(Mode::Handover(Player(0)))
            }
        );
        assert!(
            app.legal().is_empty(),
            "no hand shows in the list behind the help"
        );
        press(&mut app, KeyCode::Char('x'));
        assert_eq!(app.mode, Mode::Handover(Player(0)));
        // Only Enter leaves the handover; clicks say so.
        press(&mut app, KeyCode::Esc);
        app.click(3, 3);
        assert_eq!(
            (&app.mode, &app.message),
            (&Mode::Handover(Player(0)), &Message::PassDeviceFirst)
        );
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.mode, Mode::Game);
        assert_eq!(app.play.as_ref().unwrap().viewer(), Some(Player(0)));
        assert!(!app.legal().is_empty());
        app.tick();
        assert_eq!(app.mode, Mode::Game, "the seat that has the device keeps it");
    }

    #[test]
    fn a_chosen_action_is_played_as_it_is() {
        let seats = vec![SeatKind::Human(None), SeatKind::Bot(Level::Casual)];
        let mut app = game(GameKind::Quarto, "", seats);
        let legal = app.legal();
        let action = legal[3];
        app.apply(Command::Play(action));
        let play = app.play.as_ref().unwrap();
        assert_eq!(play.session.table.actions(), [action]);
        assert_eq!(
            app.message,
            Message::Played {
                seat: Player(0),
                action
            }
        );
        // The bot's turn now: nothing is played for the person, and the message says why.
        let bot_turn = app.play.as_ref().unwrap().session.game().legal_actions()[0];
        app.apply(Command::Play(bot_turn));
        assert_eq!(app.message, Message::BotThinking);
        assert_eq!(app.play.as_ref().unwrap().session.table.actions().len(), 1);
        // Nonsense typed while the bot thinks: the same answer.
        app.play.as_mut().unwrap().input = "zz".into();
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.message, Message::BotThinking);
    }

    #[test]
    fn game_commands_mean_nothing_on_the_menu() {
        let mut app = App::new(&PlayArgs {
            lang: Some(quartet_i18n::Lang::En),
            ..PlayArgs::default()
        })
        .unwrap();
        for command in [
            Command::Hint,
            Command::Undo,
            Command::Resign,
            Command::Rematch,
            Command::AskSave,
            Command::Save(None),
            Command::Submit,
            Command::Type('x'),
            Command::Reveal,
            Command::ClearChoice,
            Command::CloseHelp,
            Command::Cancel,
        ] {
            app.apply(command.clone());
            assert_eq!(app.mode, Mode::Menu, "{command:?}");
            assert!(app.play.is_none(), "{command:?}");
            assert_eq!(app.message, Message::Nothing, "{command:?}");
        }
    }

    #[test]
    fn a_rematch_turns_the_seats() {
        let seats = vec![
            SeatKind::Human(Some("Ada".into())),
            SeatKind::Bot(Level::Beginner),
        ];
        let mut app = game(GameKind::Danish, "", seats.clone());
        app.play.as_mut().unwrap().input = "resign".into();
        press(&mut app, KeyCode::Enter);
        assert!(app.play.as_ref().unwrap().session.table.ended().is_some());
        assert!(app.legal().is_empty());
        ctrl(&mut app, 'r');
        assert_eq!(app.mode, Mode::Game);
        let session = &app.play.as_ref().unwrap().session;
        assert!(session.table.ended().is_none());
        assert_eq!(session.seats, [seats[1].clone(), seats[0].clone()]);
    }
}
