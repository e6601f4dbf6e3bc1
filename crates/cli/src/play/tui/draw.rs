//! Drawing the app: the screen under the overlays (the menu, or the game with its board, seats
//! and clocks, legal actions and input line, and the pass-the-device or game-over pop-up), then
//! the overlay on top. Drawing records in [`App::drawn`] where each clickable thing went.

use quartet_core::clock::TimeControl;
use quartet_core::{Outcome, Player};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, List, ListItem, ListState, Paragraph};

use super::app::{App, HELP_WIDTH};
use super::mode::Mode;
use super::text;
use crate::lang;
use crate::play::board;

impl App {
    /// Draws the whole screen.
    pub fn draw(&mut self, frame: &mut Frame) {
        self.drawn.hits.clear();
        if let Some(play) = self.play.as_mut() {
            play.sync_pick();
        }
        match self.mode.base() {
            Mode::Menu => self.draw_menu(frame),
            Mode::Game | Mode::Handover(_) => self.draw_game(frame),
            _ => {}
        }
        match &self.mode {
            Mode::Help { .. } => self.draw_help(frame),
            Mode::Prompt { prompt, .. } => {
                popup(
                    frame,
                    frame.area(),
                    &text::prompt(self.texts, prompt.purpose, &prompt.text),
                );
            }
            _ => {}
        }
    }

    fn draw_menu(&mut self, frame: &mut Frame) {
        let area = frame.area();
        let t = self.texts;
        // The keys and the message, whole: on as many lines as the width needs.
        let footer = wrapped(&text::menu_footer(t, &self.message), area.width);
        let [title, body, hint, foot] = Layout::vertical([
            Constraint::Length(3),
            Constraint::Min(5),
            Constraint::Length(1),
            Constraint::Length(message_height(&footer, area)),
        ])
        .areas(area);
        let [name, games] = text::title(t);
        frame.render_widget(
            Paragraph::new(vec![
                Line::from(Span::styled(name, Style::new().add_modifier(Modifier::BOLD))),
                Line::from(games),
            ]),
            title,
        );
        let fields = self.menu.fields();
        let items: Vec<ListItem> = fields
            .iter()
            .map(|&f| ListItem::new(text::menu_line(t, &self.menu, f)))
            .collect();
        let mut state = ListState::default().with_selected(Some(self.menu.field.min(fields.len() - 1)));
        frame.render_stateful_widget(
            List::new(items)
                .block(Block::default().borders(Borders::ALL).title(text::new_game(t)))
                .highlight_style(Style::new().add_modifier(Modifier::REVERSED))
                .highlight_symbol("› "),
            body,
            &mut state,
        );
        self.drawn.menu_list = (body, state.offset());
        frame.render_widget(
            Paragraph::new(text::menu_hint(t, &self.menu, self.menu.field()))
                .style(Style::new().add_modifier(Modifier::ITALIC)),
            hint,
        );
        frame.render_widget(Paragraph::new(lines(footer)), foot);
    }

    fn draw_game(&mut self, frame: &mut Frame) {
        let area = frame.area();
        let legal = self.legal();
        let t = self.texts;
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let session = &play.session;
        // The message whole, on as many lines as the width needs (two at least, as laid out).
        let said = wrapped(&self.message.words(t), area.width);
        let [title, main, input, message] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(10),
            Constraint::Length(1),
            Constraint::Length(message_height(&said, area)),
        ])
        .areas(area);
        let game = session.game();
        frame.render_widget(
            Paragraph::new(text::game_title(t, game)).style(Style::new().add_modifier(Modifier::BOLD)),
            title,
        );
        let [board_area, side] =
            Layout::horizontal([Constraint::Min(40), Constraint::Length(34)]).areas(main);
        let board_block = Block::default().borders(Borders::ALL).title(text::board(t));
        let inner = board_block.inner(board_area);
        frame.render_widget(board_block, board_area);
        self.drawn.board = inner;
        let handover = match self.mode.base() {
            Mode::Handover(seat) => Some(*seat),
            _ => None,
        };
        if handover.is_some() {
            frame.render_widget(Clear, inner);
        } else {
            self.drawn.hits = board::draw(frame, inner, &play.view(&legal, t));
        }
        self.draw_side(frame, side, &legal);
        let Some(play) = self.play.as_ref() else {
            return;
        };
        frame.render_widget(Paragraph::new(text::input_line(&play.input)), input);
        frame.render_widget(Paragraph::new(lines(said)), message);
        let session = &play.session;
        let label = |p: Player| lang::seat_with_label(t, p, &session.seats[p.index()]);
        if let Some(seat) = handover {
            popup(frame, area, &text::pass_the_device(t, &label(seat)));
        } else if let Some((outcome, ending)) = session.table.ended() {
            let winner = match outcome {
                Outcome::WonBy(p) => Some(label(p)),
                Outcome::Draw => None,
            };
            let why = session.game().end_reason().map(|r| lang::end_reason(t, &r));
            popup(
                frame,
                area,
                &text::game_over(t, winner.as_deref(), ending, why.as_deref()),
            );
        }
    }

    fn draw_side(&mut self, frame: &mut Frame, area: Rect, legal: &[quartet_core::AnyAction]) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let session = &play.session;
        let t = self.texts;
        let [seats_area, legal_area] = Layout::vertical([
            Constraint::Length(session.seats.len() as u16 + 4),
            Constraint::Min(3),
        ])
        .areas(area);
        let now = session.now_ms();
        let clock = session.table.clock();
        let to_move = session.to_move();
        let mut lines: Vec<Line> = Vec::new();
        for (i, seat) in session.seats.iter().enumerate() {
            let p = Player(i as u8);
            let time = (clock.control() != TimeControl::Unlimited).then(|| clock.remaining(p, now));
            let marked = session.table.ended().is_none() && p == to_move;
            let style = if p == to_move {
                Style::new().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            lines.push(Line::from(Span::styled(
                text::seat_line(marked, p, &lang::seat_kind(t, seat), time),
                style,
            )));
        }
        if play.thinking() {
            lines.push(Line::from(text::bot_thinking(t)));
        }
        let actions = session.table.actions();
        lines.push(Line::from(text::last_actions(
            t,
            &actions[actions.len().saturating_sub(6)..],
        )));
        frame.render_widget(
            Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(text::seats(t))),
            seats_area,
        );
        let items: Vec<ListItem> = legal.iter().map(|a| ListItem::new(a.to_string())).collect();
        let mut state = ListState::default()
            .with_selected((!legal.is_empty()).then(|| play.selected.min(legal.len() - 1)));
        frame.render_stateful_widget(
            List::new(items)
                .block(
                    Block::default()
                        .borders(Borders::ALL)
                        .title(text::legal_actions(t, legal.len())),
                )
                .highlight_style(Style::new().add_modifier(Modifier::REVERSED)),
            legal_area,
            &mut state,
        );
        self.drawn.legal_list = (legal_area, state.offset());
    }
}

impl App {
    /// The help over the screen: the keys and the rules of the game, scrolled.
    fn draw_help(&mut self, frame: &mut Frame) {
        let area = frame.area();
        let width = (HELP_WIDTH as u16 + 4).min(area.width);
        let height = area.height.saturating_sub(2).max(3).min(area.height);
        let rect = Rect {
            x: area.x + (area.width - width) / 2,
            y: area.y + (area.height - height) / 2,
            width,
            height,
        };
        let text = self.help_text(width.saturating_sub(4) as usize);
        let last = (text.lines().count() as u16).saturating_sub(height.saturating_sub(2));
        self.help_scroll = self.help_scroll.min(last);
        frame.render_widget(Clear, rect);
        frame.render_widget(
            Paragraph::new(text)
                .block(
                    Block::default()
                        .borders(Borders::ALL)
                        .title(text::help_title(self.texts)),
                )
                .scroll((self.help_scroll, 0)),
            rect,
        );
    }
}

/// The rows a message of `lines` takes at the foot of `area`: two at least, and no more than half
/// the screen.
fn message_height(lines: &[String], area: Rect) -> u16 {
    let wanted = u16::try_from(lines.len()).unwrap_or(u16::MAX);
    wanted.max(2).min((area.height / 2).max(2))
}

/// Lines as a paragraph's.
fn lines(lines: Vec<String>) -> Vec<Line<'static>> {
    lines.into_iter().map(Line::from).collect()
}

/// `text` in lines at most `width` columns wide, broken at spaces (and a word longer than a
/// line across lines), so that it is shown whole however narrow the screen.
pub fn wrapped(text: &str, width: u16) -> Vec<String> {
    let width = usize::from(width.max(1));
    let columns = |s: &str| Span::raw(s).width();
    let mut out = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        // An empty word is a second space between two words, kept within a line.
        for word in paragraph.split(' ') {
            if line.is_empty() && word.is_empty() {
                continue;
            }
            if !line.is_empty() && columns(&line) + 1 + columns(word) <= width {
                line.push(' ');
                line.push_str(word);
                continue;
            }
            if !line.is_empty() {
                out.push(std::mem::take(&mut line).trim_end().to_string());
            }
            if word.is_empty() {
                continue;
            }
            // A word wider than a line: cut across lines.
            for c in word.chars() {
                let mut buffer = [0; 4];
                if columns(&line) + columns(c.encode_utf8(&mut buffer)) > width {
                    out.push(std::mem::take(&mut line));
                }
                line.push(c);
            }
        }
        out.push(line.trim_end().to_string());
    }
    out
}

/// A box in the middle of `area` with `text` centred: 44 columns wide, or wider for a longer
/// line (a language's longer words, a long position typed), as far as the screen goes.
fn popup(frame: &mut Frame, area: Rect, text: &str) {
    let widest = text.lines().map(|l| Line::from(l).width()).max().unwrap_or(0);
    let width = u16::try_from(widest + 4).unwrap_or(u16::MAX).max(44);
    popup_sized(frame, area, text, width, true);
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
