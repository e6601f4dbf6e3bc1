//! How each game's board is drawn in the full-screen UI, with the places a click plays.

use quartet_core::quarto::{Action, Cell, Piece, Quarto};
use quartet_core::{AnyAction, AnyGame, Player};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// Draws `game` in `area` as `viewer` may see it; records where a click plays which action.
pub fn draw_board(
    frame: &mut Frame,
    area: Rect,
    game: &AnyGame,
    viewer: Option<Player>,
    legal: &[AnyAction],
    hits: &mut Vec<(Rect, AnyAction)>,
) {
    match game {
        AnyGame::Quarto(q) => draw_quarto(frame, area, q, legal, hits),
        #[allow(unreachable_patterns)]
        other => frame.render_widget(Paragraph::new(super::plain::draw(other, viewer)), area),
    }
}

/// The Quartino rules text for the menu's choices.
pub fn quartino_rules(players: usize, situations: bool) -> String {
    format!(
        "players={players} situations={}",
        if situations { "on" } else { "off" }
    )
}

/// A piece in three short lines: height (a tall piece has a second row), shape and top
/// (`( )` round, `[ ]` square; filled ● ■ solid, open ○ □ hollow), and its four letters.
/// Dark pieces are drawn in reverse video, so colour reads without colours.
pub fn piece_lines(p: Piece) -> [String; 3] {
    use quartet_core::quarto::Attribute::*;
    let round = p.value(Shape) == 0;
    let solid = p.value(Top) == 0;
    let inside = match (round, solid) {
        (true, true) => '●',
        (true, false) => '○',
        (false, true) => '■',
        (false, false) => '□',
    };
    let (open, close) = if round { ('(', ')') } else { ('[', ']') };
    let glyph = format!("{open}{inside}{close}");
    let top = if p.value(Height) == 1 {
        glyph.clone()
    } else {
        "   ".to_string()
    };
    [top, glyph, crate::quarto::letters(p)]
}

fn piece_style(p: Piece) -> Style {
    if p.value(quartet_core::quarto::Attribute::Colour) == 1 {
        Style::new().add_modifier(Modifier::REVERSED)
    } else {
        Style::new()
    }
}

const CELL_W: u16 = 8;
const CELL_H: u16 = 4;

fn draw_quarto(
    frame: &mut Frame,
    area: Rect,
    q: &Quarto,
    legal: &[AnyAction],
    hits: &mut Vec<(Rect, AnyAction)>,
) {
    let quarto_cells: u16 = q.quartos().fold(0, |m, a| m | a.mask());
    let last = q.last_placed();
    let can = |a: Action| legal.contains(&AnyAction::Quarto(a));
    // The board: rows 4 to 1, columns a to d.
    for row in (0..4u8).rev() {
        let y = area.y + 1 + (3 - row) as u16 * CELL_H;
        if y + CELL_H > area.y + area.height {
            break;
        }
        frame.render_widget(
            Paragraph::new(format!("{}", row + 1)),
            Rect::new(area.x, y + 1, 1, 1),
        );
        for column in 0..4u8 {
            let x = area.x + 2 + column as u16 * CELL_W;
            if x + CELL_W > area.x + area.width {
                break;
            }
            let cell = Cell::at(column, row).expect("a cell");
            let rect = Rect::new(x, y, CELL_W, CELL_H);
            let mut border = Style::new();
            if quarto_cells & cell.bit() != 0 {
                border = border.add_modifier(Modifier::BOLD);
            }
            let edge = if quarto_cells & cell.bit() != 0 {
                "╋━━━━━━╋"
            } else {
                "+------+"
            };
            let mut lines = vec![Line::from(Span::styled(edge, border))];
            match q.piece_at(cell) {
                Some(p) => {
                    let marker = if last == Some(cell) { "*" } else { " " };
                    for (i, text) in piece_lines(p).into_iter().enumerate() {
                        let mark = if i == 0 {
                            format!("{p}")
                        } else if i == 1 {
                            marker.into()
                        } else {
                            " ".into()
                        };
                        lines.push(Line::from(vec![
                            Span::raw("|"),
                            Span::raw(mark),
                            Span::styled(format!("{text:^5}"), piece_style(p)),
                            Span::raw("|"),
                        ]));
                    }
                }
                None => {
                    let dot = if can(Action::Place(cell)) {
                        "  ·   "
                    } else {
                        "      "
                    };
                    lines.push(Line::from("|      |"));
                    lines.push(Line::from(format!("|{dot}|")));
                    lines.push(Line::from(format!("|  {cell}  |")));
                }
            }
            frame.render_widget(Paragraph::new(lines), rect);
            if can(Action::Place(cell)) {
                hits.push((rect, AnyAction::Quarto(Action::Place(cell))));
            }
        }
    }
    let under = area.y + 1 + 4 * CELL_H;
    if under + 1 < area.y + area.height {
        frame.render_widget(
            Paragraph::new("  +------++------++------++------+\n     a       b       c       d"),
            Rect::new(area.x, under, area.width.min(34), 2),
        );
    }
    let under = under + 1;
    // The hand and the pool.
    let mut y = under + 2;
    if let Some(p) = q.hand() {
        if y < area.y + area.height {
            frame.render_widget(
                Paragraph::new(format!("to place: {p} — {}", p.describe())),
                Rect::new(area.x, y, area.width, 1),
            );
        }
        y += 1;
    }
    if y < area.y + area.height {
        frame.render_widget(
            Paragraph::new("pool (click to give):"),
            Rect::new(area.x, y, area.width, 1),
        );
    }
    y += 1;
    for (i, p) in q.pool_pieces().enumerate() {
        let per_row = (area.width / 6).max(1);
        let x = area.x + (i as u16 % per_row) * 6;
        let py = y + (i as u16 / per_row) * 4;
        if py + 3 > area.y + area.height {
            break;
        }
        let rect = Rect::new(x, py, 6, 4);
        let [a, b, c] = piece_lines(p);
        let lines = vec![
            Line::from(format!(" {p}")),
            Line::from(Span::styled(format!("{a:^4}"), piece_style(p))),
            Line::from(Span::styled(format!("{b:^4}"), piece_style(p))),
            Line::from(Span::styled(c, piece_style(p))),
        ];
        frame.render_widget(Paragraph::new(lines), rect);
        if can(Action::Give(p)) {
            hits.push((rect, AnyAction::Quarto(Action::Give(p))));
        }
    }
}
