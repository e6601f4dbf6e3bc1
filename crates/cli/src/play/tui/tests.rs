//! The full-screen game driven as a person would: keys, clicks and ticks on an [`App`], the
//! screen drawn on a test backend (snapshots in `play/snapshots/`).

use std::time::Duration;

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use quartet_core::{AnyAction, AnyGame, GameKind, Player};
use quartet_engine::levels::Level;
use quartet_i18n::Lang;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::app::App;
use super::menu::Field;
use super::mode::Mode;
use super::text::Message;
use crate::play::args::PlayArgs;
use crate::play::board::{self, Element, Pick};
use crate::play::session::{SeatKind, Session};

/// Checks a screen against its snapshot (kept in `play/snapshots/`, beside the module).
macro_rules! assert_screen {
    ($name:expr, $text:expr) => {{
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../snapshots");
        settings.bind(|| insta::assert_snapshot!($name, $text));
    }};
}

/// The arguments of `quartet play` alone, in English whatever the locale of the tests.
fn english() -> PlayArgs {
    PlayArgs {
        lang: Some(Lang::En),
        ..PlayArgs::default()
    }
}

/// A game started from a position, with these seats.
fn preview(game: AnyGame, seats: Vec<SeatKind>) -> anyhow::Result<App> {
    let mut app = App::new(&english())?;
    app.start(Session::from_game(game, seats)?);
    Ok(app)
}

/// The game being played.
fn session(app: &App) -> &Session {
    &app.play.as_ref().expect("a game").session
}

/// The action being built from clicks.
fn pick(app: &App) -> Pick {
    app.play.as_ref().expect("a game").pick
}

/// What the status line says.
fn said(app: &App) -> String {
    app.message.words(app.texts)
}

/// Types a line on the game's input line and presses Enter.
fn typed(app: &mut App, line: &str) {
    type_text(app, line);
    key(app, KeyCode::Enter);
}

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
    let mut app = App::new(&english()).unwrap();
    assert_screen!("menu_quarto", screen(&mut app, 70, 16));
    key(&mut app, KeyCode::Right);
    assert_eq!(app.menu.kind, GameKind::Danish);
    key(&mut app, KeyCode::Right);
    assert_eq!(app.menu.kind, GameKind::Quartino);
    assert_screen!("menu_quartino", screen(&mut app, 70, 16));
    // Situations: the whole game, after some rounds (the rulebook's beginners), or never.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    assert!(screen(&mut app, 70, 16).contains("Situations  ◂ yes ▸"));
    key(&mut app, KeyCode::Right);
    assert!(screen(&mut app, 70, 16).contains("Situations  ◂ after 1 round ▸"));
    assert_eq!(app.menu.rules(), "players=3 situations=from:1");
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    assert_eq!(app.menu.rules(), "players=3 situations=off");
    // F1 on a line of options opens the rules at that option.
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::F(1));
    assert_eq!(app.help_game(), GameKind::Quartino);
    let help = screen(&mut app, 90, 30);
    let top = help.lines().nth(2).unwrap_or("");
    assert!(top.contains("Players"), "{help}");
}

#[test]
fn a_quarto_game_drawn() {
    let mut app = preview(quarto("0f../..../.3../a... 5", ""), people()).unwrap();
    assert_screen!("quarto_place", screen(&mut app, 100, 42));
}

#[test]
fn clicks_play_the_cell_and_the_piece() {
    use quartet_core::quarto::{Action, Cell};
    let mut app = preview(quarto("0f../..../.3../a... 5", ""), people()).unwrap();
    screen(&mut app, 100, 42);
    let c2 = Cell::at(2, 1).unwrap();
    let (rect, _) = *app
        .drawn
        .hits
        .iter()
        .find(|(_, e)| *e == Element::Cell(c2))
        .expect("c2 is clickable");
    app.click(rect.x + 1, rect.y + 1);
    assert_eq!(
        session(&app).table.actions(),
        &[AnyAction::Quarto(Action::Place(c2))]
    );
    screen(&mut app, 100, 42);
    let give: Vec<String> = app
        .drawn
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
    let (list, offset) = app.drawn.legal_list;
    assert!(claim >= offset, "the claim is in the visible part of the list");
    app.click(list.x + 2, list.y + 1 + (claim - offset) as u16);
    let s = session(&app);
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
    assert!(said(&app).starts_with("not played:"), "{}", said(&app));
    for c in "7".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(session(&app).game().position(), "..../..../..../.... 7");
    // Enter with nothing typed plays the highlighted legal action.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(session(&app).game().position(), "..../..../..../.7.. *");
}

#[test]
fn game_over_banner_and_announce_claims() {
    let mut app = preview(quarto("..../..../..../012. 3", "win=announce"), people()).unwrap();
    typed(&mut app, "d1");
    typed(&mut app, "Q:a1-d1");
    let text = screen(&mut app, 100, 42);
    assert!(text.contains("Game over"), "{text}");
    assert!(text.contains("player 1 (Ada) wins"), "{text}");
    assert_screen!("quarto_over", text);
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
    assert_screen!("danish_figure_2", screen(&mut app, 110, 40));
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
    assert_screen!("quartino_one_person", text);
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
    typed(&mut app, "7");
    for _ in 0..500 {
        app.tick();
        if session(&app).table.actions().len() >= 3 {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let s = session(&app);
    assert_eq!(s.table.actions().len(), 3, "the bot placed and gave");
    assert!(!s.bot_to_move());
}

/// A left click in the middle of where `element` is drawn, through the event handler.
fn click_on(app: &mut App, element: Element) {
    let (rect, _) = *app
        .drawn
        .hits
        .iter()
        .find(|(_, e)| *e == element)
        .unwrap_or_else(|| panic!("{element:?} is not drawn: {:?}", app.drawn.hits));
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
    let s = session(app);
    s.table.actions().iter().map(|a| a.to_string()).collect()
}

/// The hits drawn are those of the pure layout function, for the view drawn.
fn drawn_as_laid_out(app: &App) {
    let legal = app.legal();
    let view = app.play.as_ref().unwrap().view(&legal, app.texts);
    assert_eq!(app.drawn.hits, board::layout(app.drawn.board, &view));
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
    assert!(said(&app).contains("g5 makes a square"), "{}", said(&app));
    assert!(played(&app).is_empty());
    let text = screen(&mut app, 110, 40);
    drawn_as_laid_out(&app);
    assert_screen!("danish_capture_choice", text);
    // A protected piece (a corner of Black's square c3-d2-e3-d4) is refused with a message.
    click_on(&mut app, point("c3"));
    assert!(
        said(&app).contains("choose the piece to capture: b6 d6 d8 f4 f6"),
        "{}",
        said(&app)
    );
    // A click off the board says what to click; nothing is played.
    mouse(&mut app, 0, 0);
    assert!(said(&app).contains("click a piece marked ×"), "{}", said(&app));
    let b = app.drawn.board;
    mouse(&mut app, b.x + 60, b.y + 2);
    assert!(said(&app).starts_with("nothing to play there"), "{}", said(&app));
    click_on(&mut app, point("d8"));
    assert_eq!(played(&app), ["g5xd8"]);
    assert_eq!(pick(&app), Pick::Nothing);
    // Black to move now: his placement by one click.
    screen(&mut app, 110, 40);
    click_on(&mut app, point("a3"));
    assert_eq!(played(&app), ["g5xd8", "a3"]);

    // The movement phase: a piece, then where it goes; a wrong click in between says why.
    let mut app = preview(danish("c5,c7,e5,g5,e7/b6,d4,f4,h4,f6 w 0 0"), people()).unwrap();
    screen(&mut app, 110, 40);
    click_on(&mut app, point("d6"));
    assert!(
        said(&app).contains("first click one of your pieces (W)"),
        "{}",
        said(&app)
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
    assert!(said(&app).contains("e5 cannot go to a3"), "{}", said(&app));
    // Esc clears the choice (and does not quit); choose again and move.
    key(&mut app, KeyCode::Esc);
    assert_eq!(pick(&app), Pick::Nothing);
    assert_ne!(app.mode, Mode::Quit);
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
        "./B/G/P/B/G/P/./. 1 P1 6 YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB",
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
    assert!(said(&app).contains("first click a colour"), "{}", said(&app));
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
    assert!(said(&app).contains("YBGP shows at Q0 or Q3"), "{}", said(&app));
    let text = screen(&mut app, 110, 44);
    drawn_as_laid_out(&app);
    assert_screen!("quartino_claim_choice", text);
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
    let b = app.drawn.board;
    mouse(&mut app, b.x + 2, b.y + 1);
    assert_eq!(said(&app), "wait: a bot is thinking");
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
                    app.message = Message::Nothing;
                    mouse(&mut app, column, row);
                    assert_ne!(
                        app.message,
                        Message::Nothing,
                        "no word for a click at {column},{row}"
                    );
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
    let mut app = App::new(&english()).unwrap();
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
    assert_eq!(said(&app), "click a line of the menu");
    let fields = app.menu.fields();
    let start = fields.iter().position(|f| *f == Field::Start).unwrap() as u16;
    mouse(&mut app, 5, 4 + start);
    mouse(&mut app, 5, 4 + start);
    assert_eq!(app.mode, Mode::Game);
    assert_eq!(session(&app).game().kind(), GameKind::Danish);
    // A small terminal scrolls the list: a click still chooses the field drawn there.
    let mut app = App::new(&english()).unwrap();
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
    typed(&mut app, "e5");
    typed(&mut app, "d4");
    // Ctrl+S opens the prompt with a name offered; replace it with ours.
    ctrl(&mut app, 's');
    let Mode::Prompt { prompt, .. } = &app.mode else {
        panic!("no prompt: {:?}", app.mode)
    };
    let offered = prompt.text.clone();
    assert!(offered.starts_with("quartet-"), "{offered}");
    for _ in 0..offered.len() {
        key(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, &path_text);
    let text = screen(&mut app, 110, 40);
    assert!(text.contains("Save the game as a record"), "{text}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(said(&app), format!("saved to {path_text}"));
    assert_eq!(app.mode, Mode::Game);

    // From the menu: "Load a record…", a path, Enter: the game goes on with its seats.
    let mut menu = App::new(&english()).unwrap();
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
    assert_eq!(menu.mode, Mode::Game, "{}", said(&menu));
    assert_eq!(played(&menu), ["e5", "d4"]);
    assert!(said(&menu).contains("2 actions replayed"), "{}", said(&menu));
    assert_eq!(session(&menu).seats, people());

    // In a game: a missing file, a directory and a file that is no record are refused with
    // a message, and the game goes on untouched; Esc cancels the prompt.
    let garbage = dir.join("garbage.txt");
    std::fs::write(&garbage, "[Game \"chess\"]\n\n1. e4\n").unwrap();
    let bad_move = dir.join("bad.txt");
    std::fs::write(&bad_move, "[Game \"danish\"]\n\n1. e5 e5\n").unwrap();
    for (file, says) in [
        (dir.join("missing.txt"), "missing.txt: there is no such file"),
        (dir.clone(), "it is a folder, not a file"),
        (garbage, "record"),
        (bad_move, "e5"),
    ] {
        ctrl(&mut menu, 'o');
        type_text(&mut menu, &file.display().to_string());
        key(&mut menu, KeyCode::Enter);
        assert!(
            said(&menu).starts_with("could not load") && said(&menu).contains(says),
            "{file:?}: {}",
            said(&menu)
        );
        assert!(said(&menu).ends_with("the game goes on"), "{}", said(&menu));
        assert_eq!(played(&menu), ["e5", "d4"]);
        assert_eq!(menu.mode, Mode::Game);
    }
    ctrl(&mut menu, 'o');
    type_text(&mut menu, "x");
    key(&mut menu, KeyCode::Esc);
    assert_eq!(menu.mode, Mode::Game, "Esc closes the prompt and does not quit");
    // Typed: load FILE.
    let mut other = preview(quarto("..../..../..../.... -", ""), people()).unwrap();
    typed(&mut other, &format!("load {path_text}"));
    assert_eq!(session(&other).game().kind(), GameKind::Danish);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn f1_shows_the_help_until_a_key() {
    let mut app = preview(danish("/ w 12 12"), people()).unwrap();
    key(&mut app, KeyCode::F(1));
    let text = screen(&mut app, 110, 40);
    assert_screen!("help", text);
    assert!(
        text.contains("Danish Quarto is a game for two players"),
        "the help has the rules of the game"
    );
    // The arrows scroll it, and do not close it.
    key(&mut app, KeyCode::PageDown);
    let scrolled = screen(&mut app, 110, 40);
    assert!(matches!(app.mode, Mode::Help { .. }));
    assert!(!scrolled.contains("an action, Enter"), "scrolled past the keys");
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.mode, Mode::Game);
    assert!(
        app.play.as_ref().unwrap().input.is_empty(),
        "the key that closes the help is not typed"
    );
    assert!(!screen(&mut app, 110, 40).contains("any other key closes this help"));
}

#[test]
fn an_80_by_24_terminal_keeps_what_a_click_needs() {
    let game = AnyGame::start(GameKind::Quartino, "players=2", 5).unwrap();
    let seats = vec![SeatKind::Human(None), SeatKind::Bot(Level::Casual)];
    let mut app = preview(game, seats).unwrap();
    let text = screen(&mut app, 80, 24);
    assert_screen!("quartino_80x24", text);
    let count = |app: &App, f: fn(&Element) -> bool| app.drawn.hits.iter().filter(|(_, e)| f(e)).count();
    assert_eq!(count(&app, |e| matches!(e, Element::Space(_))), 9);
    assert_eq!(count(&app, |e| matches!(e, Element::Pile(_))), 4);
    assert_eq!(count(&app, |e| matches!(e, Element::Card(_))), 4);
    let mut app = preview(danish("/ w 12 12"), people()).unwrap();
    screen(&mut app, 80, 24);
    assert_eq!(count(&app, |e| matches!(e, Element::Point(_))), 37);
}

/// The screen's text with every message of a catalog taken out (the pseudo-language wraps each
/// line of one in ⟦ ⟧, nested when one is inside another); what is left comes from no catalog.
/// A message cut short by the edge of its box ends there: at the end of the row, or at a box's
/// side.
fn outside_catalogs(text: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth = depth.saturating_sub(1),
            '\n' | '│' | '┐' | '┘' | '║' => {
                depth = 0;
                out.push(c);
            }
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether a word left outside the catalogs is notation or a board's glyph rather than text:
/// the program's name; a Quarto! cell or Danish point (`a4`, `e5`) or a column letter of a
/// board's edge (`a` to `i`); a row number; a Quarto! piece's letters (`TDQH`); a Danish
/// side's letter (`W`, `B`); Quartino's colour letters, cards (`YBGP`), spaces (`C`, `R7`) and
/// quarters (`Q3`); the words of the games' action notation in the list of legal actions
/// (`pass`, `four`, `column@R5`, `end`).
fn is_notation(word: &str) -> bool {
    let lower_point = |w: &str| {
        let mut cs = w.chars();
        matches!((cs.next(), cs.next(), cs.next()), (Some('a'..='i'), d, None) if d.is_none_or(|d| d.is_ascii_digit()))
    };
    // (A piece's letters may be cut short by a pop-up drawn over them: `TD`.)
    let piece = |w: &str| {
        let cs: Vec<char> = w.chars().collect();
        (1..=4).contains(&cs.len())
            && cs
                .iter()
                .zip(["ST", "LD", "RQ", "FH"])
                .all(|(c, set)| set.contains(*c))
    };
    let quartino = |w: &str| {
        let letters = w.trim_end_matches(|c: char| c.is_ascii_digit());
        !letters.is_empty() && letters.chars().all(|c| "YBGPCRQW".contains(c))
    };
    ["Quartet", "pass", "four", "column", "end"].contains(&word)
        || word.chars().all(|c| c.is_ascii_digit())
        || lower_point(word)
        || piece(word)
        || quartino(word)
}

/// The words of `screen` that come from no catalog and are no notation.
fn free_words(screen: &str) -> Vec<String> {
    outside_catalogs(screen)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !is_notation(w))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_notation_filter_is_narrow() {
    assert_eq!(
        free_words("⟦to move: ⟨player 1⟩⟧ │ e5 a4 TDQH YBGP@Q3 R7 ▶ 2: pool of d"),
        ["pool", "of"]
    );
    assert_eq!(free_words("Board ⟦x⟦y⟧ z⟧ played"), ["Board", "played"]);
    // A message cut short by its box does not hide what follows it.
    assert_eq!(free_words("⟦to place: ⟨5⟩ —│Quarto! is\n⟦x"), ["Quarto", "is"]);
}

/// Every screen of the full-screen game in the pseudo-language: the menu of each game and its
/// help, the load, save and position prompts, each game's board with its panels and clicks' words, the
/// pass-the-device screen, the game-over pop-up, and every message of the status line.
#[test]
fn every_screen_says_only_catalog_text() {
    use crate::play::tui::command::Command;
    let pseudo = PlayArgs {
        lang: Some(Lang::Pseudo),
        ..PlayArgs::default()
    };
    let mut screens: Vec<(String, String)> = Vec::new();
    let mut shot = |name: &str, app: &mut App| screens.push((name.to_string(), screen(app, 260, 60)));
    // The menus, their help at an option, the load and position prompts.
    let mut app = App::new(&pseudo).unwrap();
    for game in ["quarto", "danish", "quartino"] {
        for _ in 0..8 {
            shot(&format!("menu {game}"), &mut app);
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Home);
        while app.menu.field() != crate::play::tui::menu::Field::Game {
            key(&mut app, KeyCode::Up);
        }
        key(&mut app, KeyCode::Right);
    }
    app.apply(Command::AskLoad);
    shot("load prompt", &mut app);
    app.apply(Command::Cancel);
    while app.menu.field() != crate::play::tui::menu::Field::Position {
        key(&mut app, KeyCode::Down);
    }
    shot("the position line", &mut app);
    key(&mut app, KeyCode::Enter);
    shot("position prompt", &mut app);
    app.click(0, 0);
    shot("a click on the position prompt", &mut app);
    app.apply(Command::Cancel);
    shot("cancelled", &mut app);
    app.click(0, 0);
    shot("a click beside the menu", &mut app);
    // Each game, with a choice being made, and its help.
    let start = |game: AnyGame, seats: Vec<SeatKind>| {
        let mut app = App::new(&pseudo).unwrap();
        app.start(Session::from_game(game, seats).unwrap());
        app
    };
    let mut quarto_game = start(
        quarto("0f../..../.3../a... 5", ""),
        vec![SeatKind::Human(None), SeatKind::Human(None)],
    );
    shot("quarto", &mut quarto_game);
    let one = quartet_core::quarto::Piece::new(1).unwrap();
    click_on(&mut quarto_game, Element::Piece(one));
    shot("quarto: a piece clicked while placing", &mut quarto_game);
    let b = quarto_game.drawn.board;
    mouse(&mut quarto_game, b.x + b.width - 1, b.y + b.height - 1);
    shot("quarto: a click on nothing", &mut quarto_game);
    quarto_game.apply(Command::AskSave);
    shot("save prompt", &mut quarto_game);
    quarto_game.apply(Command::Cancel);
    quarto_game.apply(Command::Help);
    shot("help", &mut quarto_game);
    let help = screen(&mut quarto_game, 260, 60);
    assert!(help.contains("│==="), "the rules follow the keys: {help}");
    let mut danish_game = start(
        danish("c5,c7,e5,g5,e7/b6,d4,f4,h4,f6 w 0 0"),
        vec![SeatKind::Human(None), SeatKind::Human(None)],
    );
    shot("danish", &mut danish_game);
    click_on(&mut danish_game, point("f4"));
    shot("danish: the other side's piece", &mut danish_game);
    click_on(&mut danish_game, point("e5"));
    shot("danish: a piece chosen", &mut danish_game);
    let mut four = start(
        danish("a5,i5,c7,d6,e7,d8/a3,c3,d2,e3,g1,i3 w 6 6"),
        vec![SeatKind::Human(None), SeatKind::Human(None)],
    );
    shot("danish: four against four", &mut four);
    let quartino = AnyGame::from_position(
        GameKind::Quartino,
        "players=2",
        "./B/G/P/B/G/P/./. 1 P1 6 YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB",
    )
    .unwrap();
    let mut quartino_game = start(
        quartino.clone(),
        vec![SeatKind::Human(None), SeatKind::Bot(Level::Casual)],
    );
    shot("quartino", &mut quartino_game);
    click_on(&mut quartino_game, Element::Space("C".parse().unwrap()));
    shot("quartino: a space before a colour", &mut quartino_game);
    let y = quartet_core::quartino::Colour::from_letter('Y').unwrap();
    click_on(&mut quartino_game, Element::Pile(y));
    shot("quartino: a colour chosen", &mut quartino_game);
    click_on(&mut quartino_game, Element::Space("C".parse().unwrap()));
    click_on(&mut quartino_game, Element::Card("YBGP".parse().unwrap()));
    shot("quartino: a card at two quarters", &mut quartino_game);
    quartino_game.apply(Command::Help);
    shot("quartino help", &mut quartino_game);
    let mut handover = start(quartino, vec![SeatKind::Human(None), SeatKind::Human(None)]);
    handover.tick();
    shot("pass the device", &mut handover);
    let mut over = start(
        quarto("..../..../..../012. 3", ""),
        vec![SeatKind::Human(None), SeatKind::Human(None)],
    );
    typed(&mut over, "d1");
    shot("game over", &mut over);
    let mut resigned = start(
        danish("/ w 12 12"),
        vec![SeatKind::Human(None), SeatKind::Human(None)],
    );
    typed(&mut resigned, "resign");
    shot("resigned", &mut resigned);
    // Every message of the status line.
    let mut status = start(
        quarto("..../..../..../.... -", ""),
        vec![SeatKind::Human(None), SeatKind::Human(None)],
    );
    typed(&mut status, "zz");
    shot("not understood", &mut status);
    typed(&mut status, "a1");
    shot("not played", &mut status);
    typed(&mut status, "undo");
    shot("cannot undo", &mut status);
    typed(&mut status, "load /nonexistent/quartet.txt");
    shot("cannot load", &mut status);
    let messages = [
        Message::Welcome,
        Message::BotThinking,
        Message::BotStopped,
        Message::Hint(None),
        Message::TookBack(2),
        Message::SaveNeedsName,
        Message::LoadNeedsName,
        Message::ChoiceCleared,
        Message::ClickMenuLine,
        Message::TypeFileName,
        Message::TypePosition,
        Message::PassDeviceFirst,
        Message::GameIsOver,
        Message::NothingNow,
        Message::ClickListAction,
        Message::Loaded {
            path: "g.txt".into(),
            game: GameKind::Quartino,
            actions: 3,
        },
        Message::Saved("g.txt".into()),
    ];
    for message in messages {
        status.message = message;
        shot("a message", &mut status);
    }
    for (name, text) in &screens {
        // The help's keys are messages; the rules under them are the rules page of the game in
        // the language (`docs/rules/`, English for the pseudo-language), checked below.
        let rows: Vec<&str> = text.lines().collect();
        let rules = rows
            .iter()
            .position(|r| r.contains("│==="))
            .map_or(rows.len(), |i| i - 1);
        let text = &rows[..rules].join("\n");
        let free = free_words(text);
        assert!(free.is_empty(), "{name}: {free:?} come from no catalog:\n{text}");
    }
}

/// The help (F1) shows the rules of the game in the language of the screens, and opens at the
/// option under the menu's cursor in that language too.
#[test]
fn the_help_shows_the_rules_in_the_language() {
    let czech = PlayArgs {
        lang: Some(Lang::Cs),
        ..PlayArgs::default()
    };
    let mut app = App::new(&czech).unwrap();
    key(&mut app, KeyCode::Left);
    assert_eq!(app.menu.kind, GameKind::Quartino);
    key(&mut app, KeyCode::Down);
    assert_eq!(app.menu.field(), crate::play::tui::menu::Field::Players);
    key(&mut app, KeyCode::F(1));
    let (book, served) = quartet_core::handbook::rules_in(GameKind::Quartino, "cs");
    assert_eq!(served, "cs");
    let players = book
        .section("players")
        .expect("a section on the players")
        .title
        .clone();
    let help = screen(&mut app, 90, 30);
    let top = help.lines().nth(2).unwrap_or("");
    assert!(top.contains(&players), "{help}");
    assert!(help.contains("Nápověda") && !help.contains("Keys"), "{help}");
    // From the top, the keys in Czech, then the Czech rules page.
    let text = app.help_text(76);
    assert!(text.starts_with("Klávesy\n"), "{text}");
    assert!(text.contains(&book.title), "{text}");
}

/// The menu and a game of each kind read in every language: each message found in it, with its
/// values filled in.
#[test]
fn every_language_draws_the_menu_and_the_games() {
    for lang in quartet_i18n::Lang::ALL {
        let t = quartet_i18n::Texts::new(lang);
        let args = PlayArgs {
            lang: Some(lang),
            ..PlayArgs::default()
        };
        let mut app = App::new(&args).unwrap();
        let menu = screen(&mut app, 100, 20);
        assert!(menu.contains(&t.get("tui-new-game")), "{lang}: {menu}");
        for game in [
            quarto("0f../..../.3../a... 5", ""),
            danish("c5,c7,e5,g5,e7/b6,d4,f4,h4,f6 w 0 0"),
            AnyGame::start(GameKind::Quartino, "players=2", 3).unwrap(),
        ] {
            let mut app = App::new(&args).unwrap();
            app.start(
                Session::from_game(game, vec![SeatKind::Human(None), SeatKind::Bot(Level::Casual)]).unwrap(),
            );
            let text = screen(&mut app, 140, 50);
            assert!(!text.contains("{$") && !text.contains("tui-"), "{lang}: {text}");
            assert!(text.contains(&t.get("tui-board")), "{lang}: {text}");
            if lang != quartet_i18n::Lang::En {
                assert!(
                    !text.contains(" Board ") && !text.contains("Legal actions"),
                    "{lang}: {text}"
                );
            }
        }
    }
}

/// The game-over box is as wide as its longest line: Romanian's keys line, longer than the box's
/// 44 columns, was cut short at "Esc ieș".
#[test]
fn the_game_over_box_holds_its_longest_line() {
    let mut app = App::new(&PlayArgs {
        lang: Some(Lang::Ro),
        ..PlayArgs::default()
    })
    .unwrap();
    let game = AnyGame::from_position(GameKind::Quarto, "", "..../..../.4../012. 3").unwrap();
    app.start(Session::from_game(game, vec![SeatKind::Human(None), SeatKind::Human(None)]).unwrap());
    typed(&mut app, "d1");
    let shown = screen(&mut app, 100, 30);
    assert!(
        shown.contains("Ctrl+S salvează · Ctrl+O încarcă · Esc ieșire │"),
        "{shown}"
    );
}

/// The words of `message`, spaces and line breaks aside: what a screen shows of it, however
/// wrapped.
fn squeezed(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

#[test]
fn a_long_message_is_shown_whole_at_80_columns() {
    let dir = std::env::temp_dir().join(format!("quartet-tui-long-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("a-record-with-a-long-name-that-cannot-be-played.txt");
    std::fs::write(
        &bad,
        "[Game \"quarto\"]\n[Rules \"squares=yes squares=no\"]\n\n7 a1\n",
    )
    .unwrap();
    // From the menu: the keys and the whole refusal, on as many lines as it takes.
    let mut menu = App::new(&english()).unwrap();
    let fields = menu.menu.fields();
    for _ in 0..fields.len() {
        key(&mut menu, KeyCode::Down);
    }
    key(&mut menu, KeyCode::Enter);
    type_text(&mut menu, &bad.display().to_string());
    key(&mut menu, KeyCode::Enter);
    let message = said(&menu);
    assert!(message.contains("squares is given twice"), "{message}");
    let text = screen(&mut menu, 80, 24);
    assert!(text.lines().all(|l| l.chars().count() <= 80));
    assert!(squeezed(&text).contains(&squeezed(&message)), "{message}\n{text}");
    // In a game: the same.
    let mut app = preview(quarto("..../..../..../.... -", ""), people()).unwrap();
    typed(&mut app, &format!("load {}", bad.display()));
    let message = said(&app);
    assert!(
        message.contains("squares is given twice; the game goes on"),
        "{message}"
    );
    let text = screen(&mut app, 80, 24);
    assert!(squeezed(&text).contains(&squeezed(&message)), "{message}\n{text}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_message_is_wrapped_at_spaces_and_cut_only_when_a_word_is_wider() {
    use super::draw::wrapped;
    assert_eq!(wrapped("one two  three", 9), ["one two", "three"]);
    assert_eq!(wrapped("q quit  could not", 40), ["q quit  could not"]);
    assert_eq!(wrapped("abcdefgh ij", 3), ["abc", "def", "gh", "ij"]);
    assert_eq!(wrapped("", 10), Vec::<String>::new());
}
