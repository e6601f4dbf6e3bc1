//! The full-screen terminal game (ratatui + crossterm): a start menu (a new game, or a record to
//! load), then the game with its board, seats and live clocks, the legal actions, an input line,
//! and mouse clicks on the board that build actions step by step (see [`boards`]). Records are
//! saved and loaded through a small prompt for a file name. Bots think on a worker thread so the
//! clocks keep running; people sharing the keyboard in a game with hidden cards get a
//! pass-the-device screen between turns.

use std::io;
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use anyhow::Result;
use crossterm::event::{
    self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use crossterm::execute;
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};
use quartet_core::clock::TimeControl;
use quartet_core::table::Ending;
use quartet_core::{AnyAction, GameKind, Outcome, Player};
use quartet_engine::any::AnyBot;
use quartet_engine::levels::Level;
use ratatui::Frame;
use ratatui::Terminal;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::prelude::CrosstermBackend;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, List, ListItem, ListState, Paragraph, Wrap};

use super::args::{PlayArgs, session_from_args};
use super::board::{self, Click, Hits, Pick, QuartinoPick, View};
use super::session::{SeatKind, Session, clock_seed};

/// The clock presets of the menu.
const CLOCKS: [&str; 6] = ["none", "1m/move", "30s/move", "5m+3s", "10m", "20m"];
/// The seat choices of the menu.
const SEAT_CHOICES: [Option<Level>; 6] = [
    None,
    Some(Level::Beginner),
    Some(Level::Casual),
    Some(Level::Strong),
    Some(Level::Strongest),
    Some(Level::Perfect),
];

/// The start menu's choices.
#[derive(Clone, Debug)]
pub struct Menu {
    /// Which game.
    pub kind: GameKind,
    /// Quarto!: attribute preset (0: all four … 3: colour only).
    pub attributes: usize,
    /// Quarto!: squares win too.
    pub squares: bool,
    /// Quarto!: claims must be announced.
    pub announce: bool,
    /// Quartino: seats at the table.
    pub players: usize,
    /// Quartino: play with the two situations.
    pub situations: bool,
    /// Seat choices (index into `SEAT_CHOICES`), one per seat.
    pub seats: Vec<usize>,
    /// Clock preset (index into `CLOCKS`).
    pub clock: usize,
    /// The field with the cursor.
    pub field: usize,
}

impl Default for Menu {
    fn default() -> Self {
        Menu {
            kind: GameKind::Quarto,
            attributes: 0,
            squares: false,
            announce: false,
            players: 3,
            situations: true,
            seats: vec![0, 2, 2, 2, 2],
            clock: 0,
            field: 0,
        }
    }
}

/// One line of the menu.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Field {
    Game,
    Attributes,
    Squares,
    Announce,
    Players,
    Situations,
    Seat(usize),
    Clock,
    Start,
    Load,
}

const ATTRIBUTE_PRESETS: [&str; 4] = [
    "height,colour,shape,top",
    "height,colour,shape",
    "colour,shape",
    "colour",
];

impl Menu {
    fn players(&self) -> usize {
        match self.kind {
            GameKind::Quartino => self.players,
            _ => 2,
        }
    }

    fn fields(&self) -> Vec<Field> {
        let mut f = vec![Field::Game];
        match self.kind {
            GameKind::Quarto => f.extend([Field::Attributes, Field::Squares, Field::Announce]),
            GameKind::Quartino => f.extend([Field::Players, Field::Situations]),
            GameKind::Danish => {}
        }
        f.extend((0..self.players()).map(Field::Seat));
        f.extend([Field::Clock, Field::Start, Field::Load]);
        f
    }

    /// The rules text of the choices.
    pub fn rules(&self) -> String {
        match self.kind {
            GameKind::Quarto => format!(
                "attributes={} squares={} win={}",
                ATTRIBUTE_PRESETS[self.attributes],
                if self.squares { "yes" } else { "no" },
                if self.announce { "announce" } else { "auto" }
            ),
            GameKind::Quartino => format!(
                "players={} situations={}",
                self.players,
                if self.situations { "on" } else { "off" }
            ),
            GameKind::Danish => String::new(),
        }
    }

    fn seat_kinds(&self) -> Vec<SeatKind> {
        (0..self.players())
            .map(|i| match SEAT_CHOICES[self.seats[i]] {
                None => SeatKind::Human(None),
                Some(level) => SeatKind::Bot(level),
            })
            .collect()
    }

    /// Changes the value under the cursor by `step` (±1).
    fn change(&mut self, step: i32) {
        let wrap = |v: usize, n: usize| ((v as i32 + step).rem_euclid(n as i32)) as usize;
        match self.fields()[self.field.min(self.fields().len() - 1)] {
            Field::Game => {
                let i = GameKind::ALL.iter().position(|&k| k == self.kind).unwrap_or(0);
                self.kind = GameKind::ALL[wrap(i, 3)];
            }
            Field::Attributes => self.attributes = wrap(self.attributes, ATTRIBUTE_PRESETS.len()),
            Field::Squares => self.squares = !self.squares,
            Field::Announce => self.announce = !self.announce,
            Field::Players => self.players = 2 + wrap(self.players - 2, 4),
            Field::Situations => self.situations = !self.situations,
            Field::Seat(i) => {
                let mut v = wrap(self.seats[i], SEAT_CHOICES.len());
                // Perfect play exists for Quarto! only.
                if self.kind != GameKind::Quarto && SEAT_CHOICES[v] == Some(Level::Perfect) {
                    v = wrap(v, SEAT_CHOICES.len());
                }
                self.seats[i] = v;
            }
            Field::Clock => self.clock = wrap(self.clock, CLOCKS.len()),
            Field::Start | Field::Load => {}
        }
        self.field = self.field.min(self.fields().len() - 1);
    }

    fn line(&self, field: Field) -> String {
        let yes = |b: bool| if b { "yes" } else { "no" };
        match field {
            Field::Game => format!("Game        ◂ {} ▸", self.kind.name()),
            Field::Attributes => format!("Attributes  ◂ {} ▸", ATTRIBUTE_PRESETS[self.attributes]),
            Field::Squares => format!("Squares win ◂ {} ▸", yes(self.squares)),
            Field::Announce => format!("Announce    ◂ {} ▸", yes(self.announce)),
            Field::Players => format!("Players     ◂ {} ▸", self.players),
            Field::Situations => format!("Situations  ◂ {} ▸", yes(self.situations)),
            Field::Seat(i) => format!(
                "Seat {}      ◂ {} ▸",
                i + 1,
                SEAT_CHOICES[self.seats[i]]
                    .map_or("person at this keyboard".to_string(), |l| format!("bot: {l}"))
            ),
            Field::Clock => format!("Clock       ◂ {} ▸", CLOCKS[self.clock]),
            Field::Start => "▶ Start".to_string(),
            Field::Load => "▶ Load a record…".to_string(),
        }
    }
}

/// Which screen is up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The start menu.
    Menu,
    /// A game.
    Game,
}

/// What a file-name prompt is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PromptFor {
    /// Load a record and play on from it.
    Load,
    /// Save the game as a record.
    Save,
}

/// A small text input for a file name, over the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    /// What Enter does with the text.
    pub purpose: PromptFor,
    /// The file name typed so far.
    pub text: String,
}

/// A bot thinking on another thread: (seat, plies when it started, answer).
type BotJob = (Player, usize, Receiver<(AnyBot, Option<AnyAction>)>);

/// The whole terminal app.
pub struct App {
    /// Which screen is up.
    pub screen: Screen,
    /// The menu's choices.
    pub menu: Menu,
    /// The game, once started.
    pub session: Option<Session>,
    /// What the person is typing.
    pub input: String,
    /// The last message (an error, a hint, "saved").
    pub message: String,
    /// The highlighted legal action.
    pub selected: usize,
    bot: Option<BotJob>,
    /// A seat that must get the device before its hand is shown.
    pub handover: Option<Player>,
    revealed: Option<Player>,
    /// Clickable places of the last drawing: each rectangle and its element.
    pub hits: Hits,
    /// The board's area in the last drawing.
    pub board_area: Rect,
    /// The action being built from clicks.
    pub pick: Pick,
    /// When the pick was made: (actions played, seat to move).
    pick_at: (usize, Player),
    /// The file-name prompt, when open.
    pub prompt: Option<Prompt>,
    /// The menu's list of fields in the last drawing (for clicks on it).
    menu_list: Rect,
    /// The first field shown in the menu's list (it scrolls in a small terminal).
    menu_offset: usize,
    /// The legal-action list in the last drawing and its first action shown (for clicks).
    legal_list: (Rect, usize),
    /// The help is shown (F1); any key or click closes it.
    pub help: bool,
    quit: bool,
}

impl App {
    /// The app at the menu, or straight in a game when the arguments name one.
    pub fn new(args: &PlayArgs) -> Result<App> {
        let mut app = App {
            screen: Screen::Menu,
            menu: Menu::default(),
            session: None,
            input: String::new(),
            message: String::new(),
            selected: 0,
            bot: None,
            handover: None,
            revealed: None,
            hits: Vec::new(),
            board_area: Rect::default(),
            pick: Pick::Nothing,
            pick_at: (0, Player(0)),
            prompt: None,
            menu_list: Rect::default(),
            menu_offset: 0,
            legal_list: (Rect::default(), 0),
            help: false,
            quit: false,
        };
        if args.game.is_some() || args.load.is_some() {
            app.start(session_from_args(args)?);
        }
        Ok(app)
    }

    /// Starts playing a session.
    pub fn start(&mut self, session: Session) {
        self.session = Some(session);
        self.screen = Screen::Game;
        self.bot = None;
        self.revealed = None;
        self.handover = None;
        self.selected = 0;
        self.pick = Pick::Nothing;
        self.prompt = None;
        self.message = "type an action and Enter, or pick one with ↑↓ and Enter, or click; F1: help".into();
    }

    /// Continues the game of a record file; on any error the message says what is wrong and
    /// the current game (or the menu) stays as it was.
    pub fn load(&mut self, path: &str) {
        let path = path.trim();
        if path.is_empty() {
            self.message = "load needs a file name".into();
            return;
        }
        match Session::load(std::path::Path::new(path), None, None, clock_seed()) {
            Ok(session) => {
                let n = session.table.actions().len();
                let game = session.game().kind().name();
                self.start(session);
                self.message = format!("loaded {path}: {game}, {n} action(s) replayed");
            }
            Err(e) => {
                let kept = if self.session.is_some() {
                    "; the game goes on"
                } else {
                    ""
                };
                self.message = format!("could not load: {e:#}{kept}");
            }
        }
    }

    /// Saves the game as a record in `path`.
    pub fn save(&mut self, path: &str) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let path = path.trim();
        if path.is_empty() {
            self.message = "save needs a file name".into();
            return;
        }
        self.message = match std::fs::write(path, session.record()) {
            Ok(()) => format!("saved to {path}"),
            Err(e) => format!("could not save to {path}: {e}"),
        };
    }

    /// Opens the file-name prompt.
    pub fn open_prompt(&mut self, purpose: PromptFor) {
        let text = match purpose {
            PromptFor::Load => String::new(),
            PromptFor::Save => default_save_name(),
        };
        self.prompt = Some(Prompt { purpose, text });
    }

    fn prompt_key(&mut self, key: KeyEvent) {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Esc => {
                self.prompt = None;
                self.message = "cancelled".into();
            }
            KeyCode::Enter => {
                if let Some(Prompt { purpose, text }) = self.prompt.take() {
                    match purpose {
                        PromptFor::Load => self.load(&text),
                        PromptFor::Save => self.save(&text),
                    }
                }
            }
            KeyCode::Backspace => {
                if let Some(p) = self.prompt.as_mut() {
                    p.text.pop();
                }
            }
            KeyCode::Char(c) if !ctrl => {
                if let Some(p) = self.prompt.as_mut() {
                    p.text.push(c);
                }
            }
            _ => {}
        }
    }

    /// Forgets the pick once the game has moved on, except a Quartino colour, which stays
    /// chosen for the rest of the seat's turn.
    fn sync_pick(&mut self) {
        let Some(s) = self.session.as_ref() else {
            self.pick = Pick::Nothing;
            return;
        };
        let now = (s.table.actions().len(), s.to_move());
        if now == self.pick_at {
            return;
        }
        let same_turn = now.1 == self.pick_at.1 && s.table.ended().is_none();
        self.pick = match self.pick {
            Pick::Quartino(QuartinoPick {
                colour: Some(colour), ..
            }) if same_turn => Pick::Quartino(QuartinoPick {
                colour: Some(colour),
                card: None,
            }),
            _ => Pick::Nothing,
        };
        self.pick_at = now;
    }

    fn view<'a>(&self, session: &'a Session, legal: &'a [AnyAction]) -> View<'a> {
        View {
            game: session.game(),
            viewer: self.viewer(),
            legal,
            pick: self.pick,
            last: session.table.actions().last().copied(),
        }
    }

    fn start_from_menu(&mut self) {
        let clock: TimeControl = CLOCKS[self.menu.clock].parse().unwrap_or_default();
        match Session::new(
            self.menu.kind,
            &self.menu.rules(),
            self.menu.seat_kinds(),
            clock,
            clock_seed(),
        ) {
            Ok(session) => self.start(session),
            Err(e) => self.message = format!("{e:#}"),
        }
    }

    /// The seat whose view is shown: the person to move, or the only person at the table.
    fn viewer(&self) -> Option<Player> {
        let s = self.session.as_ref()?;
        let humans: Vec<Player> = (0..s.seats.len())
            .map(|i| Player(i as u8))
            .filter(|p| matches!(s.seats[p.index()], SeatKind::Human(_)))
            .collect();
        match humans.as_slice() {
            [only] => Some(*only),
            _ if humans.contains(&s.to_move()) => self.revealed.filter(|&r| r == s.to_move()),
            _ => None,
        }
    }

    /// Advances what runs by itself: clocks, bots, the pass-the-device screen.
    pub fn tick(&mut self) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        session.check_time();
        if let Some((seat, plies, rx)) = &self.bot {
            if let Ok((bot, action)) = rx.try_recv() {
                let (seat, plies) = (*seat, *plies);
                self.bot = None;
                if let Err(e) = session.return_bot(seat, bot, action, plies) {
                    self.message = format!("the bot failed: {e:#}");
                }
            }
            return;
        }
        if session.table.ended().is_some() {
            return;
        }
        let seat = session.to_move();
        if session.bot_to_move() {
            if let Some(bot) = session.take_bot(seat) {
                let game = session.game().clone();
                let plies = session.table.actions().len();
                let (tx, rx) = channel();
                std::thread::spawn(move || {
                    let mut bot = bot;
                    let action = bot.choose(&game);
                    let _ = tx.send((bot, action));
                });
                self.bot = Some((seat, plies, rx));
            }
            return;
        }
        let hidden = session.game().kind() == GameKind::Quartino;
        if hidden && session.humans() > 1 && self.revealed != Some(seat) && self.handover.is_none() {
            self.handover = Some(seat);
        }
    }

    /// Handles one terminal event: a key press, or a left click.
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
            }) if self.pick != Pick::Nothing => {
                self.pick = Pick::Nothing;
                self.message = "choice cleared".into();
            }
            _ => {}
        }
    }

    /// Handles one key press.
    pub fn key(&mut self, key: KeyEvent) {
        if key.kind != KeyEventKind::Press {
            return;
        }
        if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
            self.quit = true;
            return;
        }
        if self.help {
            self.help = false;
            return;
        }
        if self.prompt.is_some() {
            self.prompt_key(key);
            return;
        }
        match self.screen {
            Screen::Menu => self.menu_key(key),
            Screen::Game => self.game_key(key),
        }
    }

    fn menu_key(&mut self, key: KeyEvent) {
        let fields = self.menu.fields();
        match key.code {
            KeyCode::Up => self.menu.field = self.menu.field.saturating_sub(1),
            KeyCode::Down | KeyCode::Tab => self.menu.field = (self.menu.field + 1).min(fields.len() - 1),
            KeyCode::Left => self.menu.change(-1),
            KeyCode::Right | KeyCode::Char(' ') => self.menu.change(1),
            KeyCode::Enter => match fields[self.menu.field] {
                Field::Start => self.start_from_menu(),
                Field::Load => self.open_prompt(PromptFor::Load),
                _ => self.menu.change(1),
            },
            KeyCode::Char('o') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                self.open_prompt(PromptFor::Load)
            }
            KeyCode::Char('l') => self.open_prompt(PromptFor::Load),
            KeyCode::Esc | KeyCode::Char('q') => self.quit = true,
            _ => {}
        }
    }

    fn game_key(&mut self, key: KeyEvent) {
        if let Some(seat) = self.handover {
            if key.code == KeyCode::Enter {
                self.revealed = Some(seat);
                self.handover = None;
            }
            return;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Esc if self.pick != Pick::Nothing => {
                self.pick = Pick::Nothing;
                self.message = "choice cleared".into();
            }
            KeyCode::Esc => self.quit = true,
            KeyCode::F(1) => self.help = true,
            KeyCode::F(2) => self.command("hint"),
            KeyCode::Char('z') if ctrl => self.command("undo"),
            KeyCode::Char('s') if ctrl => self.open_prompt(PromptFor::Save),
            KeyCode::Char('o') if ctrl => self.open_prompt(PromptFor::Load),
            KeyCode::Char('n') if ctrl => self.command("menu"),
            KeyCode::Char('r') if ctrl => self.command("rematch"),
            KeyCode::Up => self.selected = self.selected.saturating_sub(1),
            KeyCode::Down => self.selected += 1,
            KeyCode::Backspace => {
                self.input.pop();
            }
            KeyCode::Enter => {
                let text = std::mem::take(&mut self.input);
                if text.trim().is_empty() {
                    let legal = self.legal();
                    if let Some(a) = legal.get(self.selected.min(legal.len().saturating_sub(1))) {
                        self.act(*a);
                    }
                } else {
                    self.command(text.trim());
                }
            }
            KeyCode::Char(c) if !ctrl => self.input.push(c),
            _ => {}
        }
    }

    /// Handles a left click at a screen position: on the menu, a field; in a game, the board
    /// element there, which plays an action, builds one further, or says why not.
    pub fn click(&mut self, column: u16, row: u16) {
        if self.help {
            self.help = false;
            return;
        }
        if self.prompt.is_some() {
            self.message = "type the file name and Enter, or Esc".into();
            return;
        }
        if self.screen == Screen::Menu {
            self.menu_click(column, row);
            return;
        }
        if self.handover.is_some() {
            self.message = "press Enter once the device is passed".into();
            return;
        }
        self.sync_pick();
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let legal = self.legal();
        // A click on the list of legal actions plays the action clicked (claims included).
        let (list, offset) = self.legal_list;
        let inner = Rect {
            x: list.x + 1,
            y: list.y + 1,
            width: list.width.saturating_sub(2),
            height: list.height.saturating_sub(2),
        };
        if inner.contains(Position { x: column, y: row }) && !legal.is_empty() {
            match legal.get(offset + (row - inner.y) as usize) {
                Some(&action) => {
                    self.message = format!("played {action} from the list");
                    self.act(action);
                    self.sync_pick();
                }
                None => self.message = "click an action of the list to play it".into(),
            }
            return;
        }
        let view = self.view(session, &legal);
        let hits = board::layout(self.board_area, &view);
        let outcome = match board::hit(&hits, column, row) {
            None if legal.is_empty() => Click::Refuse(self.why_not_now()),
            None if self.board_area.contains(Position { x: column, y: row }) => {
                Click::Refuse(format!("nothing to play there: {}", board::click_help(&view)))
            }
            None => Click::Refuse(format!(
                "click the board ({}), or choose in the list with ↑↓ and Enter",
                board::click_help(&view)
            )),
            Some(_) if legal.is_empty() => Click::Refuse(self.why_not_now()),
            Some(element) => board::click(&view, element),
        };
        match outcome {
            Click::Play(action) => {
                self.act(action);
                self.sync_pick();
            }
            Click::Pick(pick, message) => {
                self.pick = pick;
                self.message = message;
            }
            Click::Refuse(message) => self.message = message,
        }
    }

    /// Why no click plays now.
    fn why_not_now(&self) -> String {
        match &self.session {
            Some(s) if s.table.ended().is_some() => {
                "the game is over: Ctrl+R rematch, Ctrl+N new game, Ctrl+O load".into()
            }
            Some(s) if s.bot_to_move() => "wait: a bot is thinking".into(),
            _ => "nothing to play now".into(),
        }
    }

    fn menu_click(&mut self, column: u16, row: u16) {
        let fields = self.menu.fields();
        let inner = Rect {
            x: self.menu_list.x + 1,
            y: self.menu_list.y + 1,
            width: self.menu_list.width.saturating_sub(2),
            height: self.menu_list.height.saturating_sub(2),
        };
        let index = (row as usize)
            .wrapping_sub(inner.y as usize)
            .wrapping_add(self.menu_offset);
        if !inner.contains(Position { x: column, y: row }) || index >= fields.len() {
            // (A row above the list wraps to a huge index: also refused.)
            self.message = "click a line of the menu".into();
            return;
        }
        if self.menu.field == index {
            match fields[index] {
                Field::Start => self.start_from_menu(),
                Field::Load => self.open_prompt(PromptFor::Load),
                _ => self.menu.change(1),
            }
        } else {
            self.menu.field = index;
        }
    }

    fn legal(&self) -> Vec<AnyAction> {
        match &self.session {
            Some(s) if s.table.ended().is_none() && !s.bot_to_move() && self.handover.is_none() => {
                s.game().legal_actions()
            }
            _ => Vec::new(),
        }
    }

    fn act(&mut self, action: AnyAction) {
        let text = action.to_string();
        self.command(&text);
    }

    /// Runs a typed command or action.
    pub fn command(&mut self, text: &str) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
        match word {
            "quit" | "exit" => self.quit = true,
            "help" => self.help = true,
            "menu" => {
                self.session = None;
                self.bot = None;
                self.screen = Screen::Menu;
            }
            "rematch" => match session.rematch() {
                Ok(next) => self.start(next),
                Err(e) => self.message = format!("{e:#}"),
            },
            "hint" => {
                self.message = match session.hint() {
                    Some(a) => format!("hint: {a}"),
                    None => "no hint here".into(),
                }
            }
            "undo" => {
                self.bot = None;
                self.message = match session.undo() {
                    Ok(n) => format!("took back {n} action(s)"),
                    Err(e) => format!("cannot undo: {e}"),
                };
            }
            "save" => {
                let path = if rest.trim().is_empty() {
                    default_save_name()
                } else {
                    rest.trim().to_string()
                };
                self.save(&path);
            }
            "load" => {
                if rest.trim().is_empty() {
                    self.open_prompt(PromptFor::Load);
                } else {
                    self.load(rest);
                }
            }
            "resign" => {
                if session.table.ended().is_none() && !session.bot_to_move() {
                    let (seat, now) = (session.to_move(), session.now_ms());
                    let _ = session.table.resign(seat, now);
                }
            }
            _ => {
                if session.bot_to_move() {
                    self.message = "wait: a bot is thinking".into();
                    return;
                }
                let seat = session.to_move();
                match session.play_text(text) {
                    Ok(a) => {
                        self.message = format!("{seat} played {a}");
                        self.selected = 0;
                        if session.humans() > 1 && session.to_move() != seat {
                            self.revealed = None;
                        }
                    }
                    Err(e) => self.message = format!("not played: {e}"),
                }
            }
        }
    }

    /// Draws the whole screen.
    pub fn draw(&mut self, frame: &mut Frame) {
        self.hits.clear();
        self.sync_pick();
        match self.screen {
            Screen::Menu => self.draw_menu(frame),
            Screen::Game => self.draw_game(frame),
        }
        if self.help {
            popup_sized(frame, frame.area(), HELP, 70, false);
        }
        if let Some(prompt) = &self.prompt {
            let title = match prompt.purpose {
                PromptFor::Load => "Load a record",
                PromptFor::Save => "Save the game as a record",
            };
            popup(
                frame,
                frame.area(),
                &format!(
                    "{title}\nfile: {}█\n\nEnter {} · Esc cancel",
                    prompt.text,
                    if prompt.purpose == PromptFor::Load {
                        "load"
                    } else {
                        "save"
                    }
                ),
            );
        }
    }

    fn draw_menu(&mut self, frame: &mut Frame) {
        let area = frame.area();
        let [title, body, foot] =
            Layout::vertical([Constraint::Length(3), Constraint::Min(5), Constraint::Length(2)]).areas(area);
        frame.render_widget(
            Paragraph::new(vec![
                Line::from(Span::styled("Quartet", Style::new().add_modifier(Modifier::BOLD))),
                Line::from("Quarto!, Danish Quarto and Quartino"),
            ]),
            title,
        );
        let fields = self.menu.fields();
        let items: Vec<ListItem> = fields.iter().map(|&f| ListItem::new(self.menu.line(f))).collect();
        let mut state = ListState::default().with_selected(Some(self.menu.field.min(fields.len() - 1)));
        self.menu_list = body;
        frame.render_stateful_widget(
            List::new(items)
                .block(Block::default().borders(Borders::ALL).title(" New game "))
                .highlight_style(Style::new().add_modifier(Modifier::REVERSED))
                .highlight_symbol("› "),
            body,
            &mut state,
        );
        self.menu_offset = state.offset();
        frame.render_widget(
            Paragraph::new(format!(
                "↑↓ choose  ←→ change  Enter start  l load  q quit  (or click)   {}",
                self.message
            )),
            foot,
        );
    }

    fn draw_game(&mut self, frame: &mut Frame) {
        let area = frame.area();
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let [title, main, input, message] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(10),
            Constraint::Length(1),
            Constraint::Length(2),
        ])
        .areas(area);
        let game = session.game();
        frame.render_widget(
            Paragraph::new(format!("{} — {}", game.kind().name(), game.rules_text()))
                .style(Style::new().add_modifier(Modifier::BOLD)),
            title,
        );
        let [board_area, side] =
            Layout::horizontal([Constraint::Min(40), Constraint::Length(34)]).areas(main);
        let viewer = self.viewer();
        let legal = self.legal();
        let board_block = Block::default().borders(Borders::ALL).title(" Board ");
        let inner = board_block.inner(board_area);
        frame.render_widget(board_block, board_area);
        self.board_area = inner;
        if self.handover.is_some() {
            frame.render_widget(Clear, inner);
        } else {
            let view = View {
                game,
                viewer,
                legal: &legal,
                pick: self.pick,
                last: session.table.actions().last().copied(),
            };
            self.hits = board::draw(frame, inner, &view);
        }
        self.draw_side(frame, side, &legal);
        frame.render_widget(Paragraph::new(format!("> {}█", self.input)), input);
        frame.render_widget(
            Paragraph::new(self.message.as_str()).wrap(Wrap { trim: true }),
            message,
        );
        if let Some(seat) = self.handover {
            let label = self
                .session
                .as_ref()
                .map_or(String::new(), |s| s.seat_label(seat));
            popup(
                frame,
                area,
                &format!(
                    "Pass the device to {label}.\nOthers, look away.\n\nPress Enter to show your cards."
                ),
            );
        } else if let Some((outcome, ending)) = self.session.as_ref().and_then(|s| s.table.ended()) {
            let session = self.session.as_ref().expect("a session");
            let who = match outcome {
                Outcome::WonBy(p) => format!("{} wins", session.seat_label(p)),
                Outcome::Draw => "No winner".into(),
            };
            let how = match ending {
                Ending::Rules => String::new(),
                Ending::Time(p) => format!("\n{p} ran out of time"),
                Ending::Resignation(p) => format!("\n{p} resigned"),
            };
            popup(
                frame,
                area,
                &format!(
                    "Game over\n{who}{how}\n\nCtrl+R rematch · Ctrl+N new game\nCtrl+S save · Ctrl+O load · Esc quit"
                ),
            );
        }
    }

    fn draw_side(&mut self, frame: &mut Frame, area: Rect, legal: &[AnyAction]) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let [seats_area, legal_area] = Layout::vertical([
            Constraint::Length(session.seats.len() as u16 + 4),
            Constraint::Min(3),
        ])
        .areas(area);
        let now = session.now_ms();
        let clock = session.table.clock();
        let to_move = session.to_move();
        let thinking = self.bot.is_some();
        let mut lines: Vec<Line> = Vec::new();
        for i in 0..session.seats.len() {
            let p = Player(i as u8);
            let mark = if session.table.ended().is_none() && p == to_move {
                "▶ "
            } else {
                "  "
            };
            let time = if clock.control() == TimeControl::Unlimited {
                String::new()
            } else {
                let ms = clock.remaining(p, now);
                format!(" {}:{:02}", ms / 60_000, (ms / 1000) % 60)
            };
            let style = if p == to_move {
                Style::new().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            lines.push(Line::from(Span::styled(
                format!("{mark}{}: {}{time}", i + 1, session.seats[i].label()),
                style,
            )));
        }
        if thinking {
            lines.push(Line::from("  (a bot is thinking…)"));
        }
        let last: Vec<String> = session
            .table
            .actions()
            .iter()
            .rev()
            .take(6)
            .rev()
            .map(|a| a.to_string())
            .collect();
        lines.push(Line::from(format!("last: {}", last.join(" "))));
        frame.render_widget(
            Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(" Seats ")),
            seats_area,
        );
        let items: Vec<ListItem> = legal.iter().map(|a| ListItem::new(a.to_string())).collect();
        let mut state = ListState::default()
            .with_selected((!legal.is_empty()).then(|| self.selected.min(legal.len() - 1)));
        frame.render_stateful_widget(
            List::new(items)
                .block(
                    Block::default()
                        .borders(Borders::ALL)
                        .title(format!(" Legal actions ({}) ", legal.len())),
                )
                .highlight_style(Style::new().add_modifier(Modifier::REVERSED)),
            legal_area,
            &mut state,
        );
        self.legal_list = (legal_area, state.offset());
    }
}

/// The help shown by F1 (or `help`).
const HELP: &str = "\
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
Typed: undo, hint, save FILE, load FILE, resign, menu, quit

any key closes this help";

/// The file name the save prompt offers.
fn default_save_name() -> String {
    format!("quartet-{}.txt", clock_seed() / 1_000_000_000)
}

fn popup(frame: &mut Frame, area: Rect, text: &str) {
    popup_sized(frame, area, text, 44, true);
}

/// A box in the middle of `area` with `text`, at most `width` wide, centred or left-aligned.
fn popup_sized(frame: &mut Frame, area: Rect, text: &str, width: u16, centred: bool) {
    let width = width.min(area.width);
    let height = (text.lines().count() as u16 + 2).min(area.height);
    let rect = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    };
    frame.render_widget(Clear, rect);
    let paragraph = Paragraph::new(text.to_string()).block(Block::default().borders(Borders::ALL));
    frame.render_widget(if centred { paragraph.centered() } else { paragraph }, rect);
}

/// Runs the app in the terminal until the person quits.
pub fn run(args: &PlayArgs) -> Result<()> {
    let mut app = App::new(args)?;
    enable_raw_mode()?;
    let mut stdout = io::stdout();
    execute!(stdout, EnterAlternateScreen, crossterm::event::EnableMouseCapture)?;
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout))?;
    let result = event_loop(&mut terminal, &mut app);
    disable_raw_mode()?;
    execute!(
        terminal.backend_mut(),
        LeaveAlternateScreen,
        crossterm::event::DisableMouseCapture
    )?;
    terminal.show_cursor()?;
    result
}

fn event_loop(terminal: &mut Terminal<CrosstermBackend<io::Stdout>>, app: &mut App) -> Result<()> {
    while !app.quit {
        app.tick();
        terminal.draw(|f| app.draw(f))?;
        if event::poll(Duration::from_millis(100))? {
            app.event(event::read()?);
        }
    }
    Ok(())
}

/// A game for tests: a session started from a position.
#[cfg(test)]
pub fn preview(game: quartet_core::AnyGame, seats: Vec<SeatKind>) -> Result<App> {
    let mut app = App::new(&PlayArgs::default())?;
    let session = Session::from_game(game, seats)?;
    app.start(session);
    Ok(app)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::board::Element;
    use quartet_core::AnyGame;
    use ratatui::backend::TestBackend;

    /// The screen as text, one line a row.
    fn screen(app: &mut App, width: u16, height: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal.draw(|f| app.draw(f)).unwrap();
        let buffer = terminal.backend().buffer().clone();
        (0..height)
            .map(|y| {
                (0..width)
                    .map(|x| buffer[(x, y)].symbol().to_string())
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn quarto(position: &str, rules: &str) -> AnyGame {
        AnyGame::from_position(GameKind::Quarto, rules, position).unwrap()
    }

    fn people() -> Vec<SeatKind> {
        vec![
            SeatKind::Human(Some("Ada".into())),
            SeatKind::Human(Some("Blaise".into())),
        ]
    }

    fn key(app: &mut App, code: KeyCode) {
        app.key(KeyEvent::new(code, KeyModifiers::NONE));
    }

    #[test]
    fn the_menu() {
        let mut app = App::new(&PlayArgs::default()).unwrap();
        insta::assert_snapshot!("menu_quarto", screen(&mut app, 70, 16));
        key(&mut app, KeyCode::Right);
        assert_eq!(app.menu.kind, GameKind::Danish);
        key(&mut app, KeyCode::Right);
        assert_eq!(app.menu.kind, GameKind::Quartino);
        insta::assert_snapshot!("menu_quartino", screen(&mut app, 70, 16));
    }

    #[test]
    fn a_quarto_game_drawn() {
        let mut app = preview(quarto("0f../..../.3../a... 5", ""), people()).unwrap();
        insta::assert_snapshot!("quarto_place", screen(&mut app, 100, 42));
    }

    #[test]
    fn clicks_play_the_cell_and_the_piece() {
        use quartet_core::quarto::{Action, Cell};
        let mut app = preview(quarto("0f../..../.3../a... 5", ""), people()).unwrap();
        screen(&mut app, 100, 42);
        let c2 = Cell::at(2, 1).unwrap();
        let (rect, _) = *app
            .hits
            .iter()
            .find(|(_, e)| *e == Element::Cell(c2))
            .expect("c2 is clickable");
        app.click(rect.x + 1, rect.y + 1);
        assert_eq!(
            app.session.as_ref().unwrap().table.actions(),
            &[AnyAction::Quarto(Action::Place(c2))]
        );
        screen(&mut app, 100, 42);
        let give: Vec<String> = app
            .hits
            .iter()
            .filter_map(|(_, e)| match e {
                Element::Piece(p) => Some(p.to_string()),
                _ => None,
            })
            .collect();
        assert!(
            give.contains(&"1".to_string()) && !give.contains(&"5".to_string()),
            "{give:?}"
        );
    }

    #[test]
    fn a_claim_clicked_in_the_list_of_legal_actions() {
        use quartet_core::quarto::Action;
        // Announce mode: d4 completes a quarto on the top row, which the placer must claim.
        let mut app = preview(quarto("012./..../..../.... 3", "win=announce"), people()).unwrap();
        for c in "d4".chars() {
            key(&mut app, KeyCode::Char(c));
        }
        key(&mut app, KeyCode::Enter);
        screen(&mut app, 100, 42);
        let legal = app.legal();
        let claim = legal
            .iter()
            .position(|a| matches!(a, AnyAction::Quarto(Action::Claim(_))))
            .expect("the quarto can be claimed");
        let (list, offset) = app.legal_list;
        assert!(claim >= offset, "the claim is in the visible part of the list");
        app.click(list.x + 2, list.y + 1 + (claim - offset) as u16);
        let s = app.session.as_ref().unwrap();
        assert!(
            matches!(
                s.table.actions().last(),
                Some(AnyAction::Quarto(Action::Claim(_)))
            ),
            "{:?}",
            s.table.actions()
        );
        assert!(s.table.ended().is_some(), "the claim wins the game");
    }

    #[test]
    fn typing_an_action_and_illegal_input() {
        let mut app = preview(quarto("..../..../..../.... -", ""), people()).unwrap();
        for c in "zz".chars() {
            key(&mut app, KeyCode::Char(c));
        }
        key(&mut app, KeyCode::Enter);
        assert!(app.message.starts_with("not played:"), "{}", app.message);
        for c in "7".chars() {
            key(&mut app, KeyCode::Char(c));
        }
        key(&mut app, KeyCode::Enter);
        assert_eq!(
            app.session.as_ref().unwrap().game().position(),
            "..../..../..../.... 7"
        );
        // Enter with nothing typed plays the highlighted legal action.
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        assert_eq!(
            app.session.as_ref().unwrap().game().position(),
            "..../..../..../.7.. *"
        );
    }

    #[test]
    fn game_over_banner_and_announce_claims() {
        let mut app = preview(quarto("..../..../..../012. 3", "win=announce"), people()).unwrap();
        app.command("d1");
        app.command("Q:a1-d1");
        let text = screen(&mut app, 100, 42);
        assert!(text.contains("Game over"), "{text}");
        assert!(text.contains("player 1 (Ada) wins"), "{text}");
        insta::assert_snapshot!("quarto_over", text);
    }

    #[test]
    fn a_danish_game_drawn() {
        let game = AnyGame::from_position(
            GameKind::Danish,
            "",
            "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3",
        )
        .unwrap();
        let mut app = preview(game, people()).unwrap();
        insta::assert_snapshot!("danish_figure_2", screen(&mut app, 110, 40));
    }

    #[test]
    fn quartino_hides_other_hands_and_passes_the_device() {
        let game = AnyGame::start(GameKind::Quartino, "players=3", 11).unwrap();
        let seats = vec![
            SeatKind::Human(None),
            SeatKind::Bot(Level::Casual),
            SeatKind::Bot(Level::Casual),
        ];
        let mut app = preview(game.clone(), seats).unwrap();
        let text = screen(&mut app, 110, 44);
        let AnyGame::Quartino(q) = &game else {
            unreachable!()
        };
        let mine: Vec<String> = q.hand(Player(0)).iter().map(|c| c.to_string()).collect();
        let theirs: Vec<String> = q.hand(Player(1)).iter().map(|c| c.to_string()).collect();
        assert!(mine.iter().all(|c| text.contains(c.as_str())), "{text}");
        assert!(
            theirs.iter().all(|c| !text.contains(&format!(" {c}"))),
            "another hand is shown: {text}"
        );
        insta::assert_snapshot!("quartino_one_person", text);
        // Two people: the board waits behind a pass-the-device screen.
        let seats = vec![
            SeatKind::Human(None),
            SeatKind::Bot(Level::Casual),
            SeatKind::Human(None),
        ];
        let mut app = preview(game, seats).unwrap();
        app.tick();
        let text = screen(&mut app, 110, 44);
        assert!(text.contains("Pass the device to player 1"), "{text}");
        assert!(
            mine.iter().all(|c| !text.contains(c.as_str())),
            "a hand shows before the handover: {text}"
        );
        key(&mut app, KeyCode::Enter);
        let text = screen(&mut app, 110, 44);
        assert!(mine.iter().all(|c| text.contains(c.as_str())), "{text}");
    }

    #[test]
    fn a_bot_answers_on_its_thread() {
        let seats = vec![SeatKind::Human(None), SeatKind::Bot(Level::Casual)];
        let mut app = preview(quarto("..../..../..../.... -", ""), seats).unwrap();
        app.command("7");
        for _ in 0..500 {
            app.tick();
            if app.session.as_ref().unwrap().table.actions().len() >= 3 {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let s = app.session.as_ref().unwrap();
        assert_eq!(s.table.actions().len(), 3, "the bot placed and gave");
        assert!(!s.bot_to_move());
    }

    /// A left click in the middle of where `element` is drawn, through the event handler.
    fn click_on(app: &mut App, element: Element) {
        let (rect, _) = *app
            .hits
            .iter()
            .find(|(_, e)| *e == element)
            .unwrap_or_else(|| panic!("{element:?} is not drawn: {:?}", app.hits));
        mouse(app, rect.x + rect.width / 2, rect.y);
    }

    fn mouse(app: &mut App, column: u16, row: u16) {
        app.event(Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        }));
    }

    fn played(app: &App) -> Vec<String> {
        let s = app.session.as_ref().unwrap();
        s.table.actions().iter().map(|a| a.to_string()).collect()
    }

    /// The hits drawn are those of the pure layout function, for the view drawn.
    fn drawn_as_laid_out(app: &App) {
        let s = app.session.as_ref().unwrap();
        let legal = app.legal();
        let view = app.view(s, &legal);
        assert_eq!(app.hits, board::layout(app.board_area, &view));
    }

    fn danish(position: &str) -> AnyGame {
        AnyGame::from_position(GameKind::Danish, "", position).unwrap()
    }

    fn point(name: &str) -> Element {
        Element::Point(name.parse().unwrap())
    }

    #[test]
    fn danish_by_mouse_a_capture_choice_then_a_move() {
        let mut app = preview(
            danish("e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3"),
            people(),
        )
        .unwrap();
        screen(&mut app, 110, 40);
        drawn_as_laid_out(&app);
        // g5 makes a square: the capture is chosen next, the eligible pieces marked ×.
        click_on(&mut app, point("g5"));
        assert!(app.message.contains("g5 makes a square"), "{}", app.message);
        assert!(played(&app).is_empty());
        let text = screen(&mut app, 110, 40);
        drawn_as_laid_out(&app);
        insta::assert_snapshot!("danish_capture_choice", text);
        // A protected piece (a corner of Black's square c3-d2-e3-d4) is refused with a message.
        click_on(&mut app, point("c3"));
        assert!(
            app.message
                .contains("choose the piece to capture: b6 d6 d8 f4 f6"),
            "{}",
            app.message
        );
        // A click off the board says what to click; nothing is played.
        mouse(&mut app, 0, 0);
        assert!(app.message.contains("click a piece marked ×"), "{}", app.message);
        let b = app.board_area;
        mouse(&mut app, b.x + 60, b.y + 2);
        assert!(
            app.message.starts_with("nothing to play there"),
            "{}",
            app.message
        );
        click_on(&mut app, point("d8"));
        assert_eq!(played(&app), ["g5xd8"]);
        assert_eq!(app.pick, Pick::Nothing);
        // Black to move now: his placement by one click.
        screen(&mut app, 110, 40);
        click_on(&mut app, point("a3"));
        assert_eq!(played(&app), ["g5xd8", "a3"]);

        // The movement phase: a piece, then where it goes; a wrong click in between says why.
        let mut app = preview(danish("c5,c7,e5,g5,e7/b6,d4,f4,h4,f6 w 0 0"), people()).unwrap();
        screen(&mut app, 110, 40);
        click_on(&mut app, point("d6"));
        assert!(
            app.message.contains("first click one of your pieces (W)"),
            "{}",
            app.message
        );
        click_on(&mut app, point("e5"));
        let text = screen(&mut app, 110, 40);
        assert!(
            text.contains(">W-<") && text.contains("[d6]") && text.contains("[e3]"),
            "{text}"
        );
        assert!(text.contains("e5 can go to d6 e3"), "{text}");
        drawn_as_laid_out(&app);
        click_on(&mut app, point("a3"));
        assert!(app.message.contains("e5 cannot go to a3"), "{}", app.message);
        // Esc clears the choice (and does not quit); choose again and move.
        key(&mut app, KeyCode::Esc);
        assert_eq!(app.pick, Pick::Nothing);
        assert!(!app.quit);
        click_on(&mut app, point("e5"));
        screen(&mut app, 110, 40);
        click_on(&mut app, point("d6"));
        assert_eq!(played(&app), ["e5-d6"]);
        // The typed path still works alongside.
        for c in "f4-e5".chars() {
            key(&mut app, KeyCode::Char(c));
        }
        key(&mut app, KeyCode::Enter);
        assert_eq!(played(&app), ["e5-d6", "f4-e5"]);
    }

    #[test]
    fn quartino_by_mouse_a_placement_a_claim_and_the_end_of_the_turn() {
        let game = AnyGame::from_position(
            GameKind::Quartino,
            "players=2",
            "./B/G/P/B/G/P/./. 1 P1 0 YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB",
        )
        .unwrap();
        let seats = vec![SeatKind::Human(None), SeatKind::Bot(Level::Casual)];
        let mut app = preview(game, seats).unwrap();
        let y = quartet_core::quartino::Colour::from_letter('Y').unwrap();
        let space = |name: &str| Element::Space(name.parse().unwrap());
        screen(&mut app, 110, 44);
        drawn_as_laid_out(&app);
        // A space before a colour: a message. Then the colour, then the space.
        click_on(&mut app, space("C"));
        assert!(app.message.contains("first click a colour"), "{}", app.message);
        click_on(&mut app, Element::Pile(y));
        let text = screen(&mut app, 110, 44);
        assert!(text.contains(">Y 7<") && text.contains('╔'), "{text}");
        click_on(&mut app, space("C"));
        assert_eq!(played(&app), ["Y@C"]);
        // YBGP now shows at Q0 and Q3: the card, then the quarter.
        let card = Element::Card("YBGP".parse().unwrap());
        let text = screen(&mut app, 110, 44);
        assert!(text.contains("✓"), "{text}");
        click_on(&mut app, card);
        assert!(app.message.contains("YBGP shows at Q0 and Q3"), "{}", app.message);
        let text = screen(&mut app, 110, 44);
        drawn_as_laid_out(&app);
        insta::assert_snapshot!("quartino_claim_choice", text);
        click_on(&mut app, Element::Quarter("Q3".parse().unwrap()));
        assert_eq!(played(&app), ["Y@C", "YBGP@Q3"]);
        // One more token: yellow is still chosen.
        screen(&mut app, 110, 44);
        click_on(&mut app, space("R7"));
        assert_eq!(played(&app), ["Y@C", "YBGP@Q3", "Y@R7"]);
        screen(&mut app, 110, 44);
        click_on(
            &mut app,
            Element::Button(AnyAction::Quartino(quartet_core::quartino::Action::End)),
        );
        assert_eq!(played(&app), ["Y@C", "YBGP@Q3", "Y@R7", "end"]);
        // The bot's turn: clicks play nothing and say why.
        screen(&mut app, 110, 44);
        let b = app.board_area;
        mouse(&mut app, b.x + 2, b.y + 1);
        assert_eq!(app.message, "wait: a bot is thinking");
        assert_eq!(played(&app).len(), 4);
    }

    #[test]
    fn every_screen_cell_can_be_clicked_without_a_crash() {
        let games = [
            danish("e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3"),
            AnyGame::start(GameKind::Quartino, "players=2", 3).unwrap(),
            quarto("0f../..../.3../a... 5", ""),
        ];
        for game in games {
            let seats = vec![SeatKind::Human(None); game.num_players()];
            for (w, h) in [(110, 44), (60, 20)] {
                let mut app = preview(game.clone(), seats.clone()).unwrap();
                screen(&mut app, w, h);
                for row in 0..h {
                    for column in 0..w {
                        app.message.clear();
                        mouse(&mut app, column, row);
                        assert!(!app.message.is_empty(), "no word for a click at {column},{row}");
                        if !played(&app).is_empty() {
                            // Something was played: start again from the same game.
                            app = preview(game.clone(), seats.clone()).unwrap();
                            screen(&mut app, w, h);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_menu_by_mouse() {
        let mut app = App::new(&PlayArgs::default()).unwrap();
        screen(&mut app, 70, 16);
        // The list's first field is on row 4 (3 title rows, then the border). A click on
        // another field moves there; on the chosen field, changes it.
        mouse(&mut app, 5, 5);
        assert_eq!(app.menu.field, 1);
        mouse(&mut app, 5, 4);
        assert_eq!((app.menu.field, app.menu.kind), (0, GameKind::Quarto));
        mouse(&mut app, 5, 4);
        assert_eq!(app.menu.kind, GameKind::Danish);
        mouse(&mut app, 60, 15);
        assert_eq!(app.message, "click a line of the menu");
        let fields = app.menu.fields();
        let start = fields.iter().position(|f| *f == Field::Start).unwrap() as u16;
        mouse(&mut app, 5, 4 + start);
        mouse(&mut app, 5, 4 + start);
        assert_eq!(app.screen, Screen::Game);
        assert_eq!(app.session.as_ref().unwrap().game().kind(), GameKind::Danish);
        // A small terminal scrolls the list: a click still chooses the field drawn there.
        let mut app = App::new(&PlayArgs::default()).unwrap();
        for _ in 0..20 {
            key(&mut app, KeyCode::Down);
        }
        let text = screen(&mut app, 70, 9);
        assert!(text.contains("› ▶ Load a record…"), "{text}");
        let row = text.lines().position(|l| l.contains("▶ Start")).unwrap() as u16;
        mouse(&mut app, 5, row);
        assert_eq!(app.menu.fields()[app.menu.field], Field::Start, "{text}");
    }

    fn type_text(app: &mut App, text: &str) {
        for c in text.chars() {
            key(app, KeyCode::Char(c));
        }
    }

    fn ctrl(app: &mut App, c: char) {
        app.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
    }

    #[test]
    fn save_and_load_through_the_prompt() {
        let dir = std::env::temp_dir().join(format!("quartet-tui-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.txt");
        let path_text = path.display().to_string();
        let mut app = preview(danish("/ w 12 12"), people()).unwrap();
        app.command("e5");
        app.command("d4");
        // Ctrl+S opens the prompt with a name offered; replace it with ours.
        ctrl(&mut app, 's');
        let offered = app.prompt.as_ref().unwrap().text.clone();
        assert!(offered.starts_with("quartet-"), "{offered}");
        for _ in 0..offered.len() {
            key(&mut app, KeyCode::Backspace);
        }
        type_text(&mut app, &path_text);
        let text = screen(&mut app, 110, 40);
        assert!(text.contains("Save the game as a record"), "{text}");
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.message, format!("saved to {path_text}"));
        assert!(app.prompt.is_none());

        // From the menu: "Load a record…", a path, Enter: the game goes on with its seats.
        let mut menu = App::new(&PlayArgs::default()).unwrap();
        let fields = menu.menu.fields();
        for _ in 0..fields.len() {
            key(&mut menu, KeyCode::Down);
        }
        assert_eq!(fields[menu.menu.field], Field::Load);
        key(&mut menu, KeyCode::Enter);
        type_text(&mut menu, &path_text);
        let text = screen(&mut menu, 70, 16);
        assert!(
            text.contains("Load a record") && text.contains("game.txt"),
            "{text}"
        );
        key(&mut menu, KeyCode::Enter);
        assert_eq!(menu.screen, Screen::Game, "{}", menu.message);
        assert_eq!(played(&menu), ["e5", "d4"]);
        assert!(menu.message.contains("2 action(s) replayed"), "{}", menu.message);
        assert_eq!(menu.session.as_ref().unwrap().seats, people());

        // In a game: a missing file, a directory and a file that is no record are refused with
        // a message, and the game goes on untouched; Esc cancels the prompt.
        let garbage = dir.join("garbage.txt");
        std::fs::write(&garbage, "[Game \"chess\"]\n\n1. e4\n").unwrap();
        let bad_move = dir.join("bad.txt");
        std::fs::write(&bad_move, "[Game \"danish\"]\n\n1. e5 e5\n").unwrap();
        for (file, says) in [
            (dir.join("missing.txt"), "reading"),
            (dir.clone(), "reading"),
            (garbage, "record"),
            (bad_move, "e5"),
        ] {
            ctrl(&mut menu, 'o');
            type_text(&mut menu, &file.display().to_string());
            key(&mut menu, KeyCode::Enter);
            assert!(
                menu.message.starts_with("could not load") && menu.message.contains(says),
                "{file:?}: {}",
                menu.message
            );
            assert!(menu.message.ends_with("the game goes on"), "{}", menu.message);
            assert_eq!(played(&menu), ["e5", "d4"]);
            assert_eq!(menu.screen, Screen::Game);
        }
        ctrl(&mut menu, 'o');
        type_text(&mut menu, "x");
        key(&mut menu, KeyCode::Esc);
        assert!(menu.prompt.is_none() && !menu.quit);
        // Typed: load FILE.
        let mut other = preview(quarto("..../..../..../.... -", ""), people()).unwrap();
        other.command(&format!("load {path_text}"));
        assert_eq!(other.session.as_ref().unwrap().game().kind(), GameKind::Danish);
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn f1_shows_the_help_until_a_key() {
        let mut app = preview(danish("/ w 12 12"), people()).unwrap();
        key(&mut app, KeyCode::F(1));
        let text = screen(&mut app, 110, 40);
        insta::assert_snapshot!("help", text);
        key(&mut app, KeyCode::Char('x'));
        assert!(!app.help);
        assert!(app.input.is_empty(), "the key that closes the help is not typed");
        assert!(!screen(&mut app, 110, 40).contains("any key closes this help"));
    }

    #[test]
    fn an_80_by_24_terminal_keeps_what_a_click_needs() {
        let game = AnyGame::start(GameKind::Quartino, "players=2", 5).unwrap();
        let seats = vec![SeatKind::Human(None), SeatKind::Bot(Level::Casual)];
        let mut app = preview(game, seats).unwrap();
        let text = screen(&mut app, 80, 24);
        insta::assert_snapshot!("quartino_80x24", text);
        let count = |app: &App, f: fn(&Element) -> bool| app.hits.iter().filter(|(_, e)| f(e)).count();
        assert_eq!(count(&app, |e| matches!(e, Element::Space(_))), 9);
        assert_eq!(count(&app, |e| matches!(e, Element::Pile(_))), 4);
        assert_eq!(count(&app, |e| matches!(e, Element::Card(_))), 4);
        let mut app = preview(danish("/ w 12 12"), people()).unwrap();
        screen(&mut app, 80, 24);
        assert_eq!(count(&app, |e| matches!(e, Element::Point(_))), 37);
    }
}
