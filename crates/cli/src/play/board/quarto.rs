//! Quarto! in the full-screen UI: the 4×4 board with its row and column names, the piece to
//! place and the pool; a click on an empty cell places the piece in hand, a click on a pool
//! piece gives it.

use quartet_core::AnyAction;
use quartet_core::quarto::{Action, Cell, Phase, Piece, Quarto};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use quartet_i18n::{Texts, tr};

use super::view::{Click, Element, Hits};

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

/// Where the parts of a Quarto! board go in an area.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Each cell drawn, with its rectangle.
    cells: Vec<(Cell, Rect)>,
    /// The row under the board (its bottom edge and column letters).
    under: u16,
    /// The row of the piece to place, if there is one.
    hand: Option<u16>,
    /// The row of the pool's title.
    pool_title: u16,
    /// Each pool piece drawn, with its rectangle.
    pool: Vec<(Piece, Rect)>,
}

impl Layout {
    /// Where the board, the piece in hand and the pool go in `area`.
    pub fn new(area: Rect, q: &Quarto) -> Layout {
        let bottom = area.y + area.height;
        let mut cells = Vec::new();
        for row in (0..4u8).rev() {
            let y = area.y + 1 + (3 - row) as u16 * CELL_H;
            if y + CELL_H > bottom {
                break;
            }
            for column in 0..4u8 {
                let x = area.x + 2 + column as u16 * CELL_W;
                if x + CELL_W > area.x + area.width {
                    break;
                }
                if let Some(cell) = Cell::at(column, row) {
                    cells.push((cell, Rect::new(x, y, CELL_W, CELL_H)));
                }
            }
        }
        let under = area.y + 1 + 4 * CELL_H;
        let mut y = under + 3;
        let hand = q.hand().map(|_| {
            y += 1;
            y - 1
        });
        let pool_title = y;
        y += 1;
        let per_row = (area.width / 6).max(1);
        let mut pool = Vec::new();
        for (i, p) in q.pool_pieces().enumerate() {
            let x = area.x + (i as u16 % per_row) * 6;
            let py = y + (i as u16 / per_row) * 4;
            if py + 3 > bottom {
                break;
            }
            pool.push((p, Rect::new(x, py, 6, 4)));
        }
        Layout {
            cells,
            under,
            hand,
            pool_title,
            pool,
        }
    }

    /// The clickable places: the cells, then the pool pieces.
    pub fn hits(&self) -> Hits {
        let cells = self.cells.iter().map(|&(c, r)| (r, Element::Cell(c)));
        let pool = self.pool.iter().map(|&(p, r)| (r, Element::Piece(p)));
        cells.chain(pool).collect()
    }
}

/// What a click on `element` does.
pub fn click(q: &Quarto, legal: &[AnyAction], element: Element, t: Texts) -> Click {
    let action = match element {
        Element::Cell(c) => Action::Place(c),
        Element::Piece(p) => Action::Give(p),
        _ => return Click::Refuse(tr!(t, "board-not-this-game")),
    };
    if legal.contains(&AnyAction::Quarto(action)) {
        return Click::Play(AnyAction::Quarto(action));
    }
    let why = match (element, q.phase()) {
        (Element::Cell(c), _) if q.piece_at(c).is_some() => {
            tr!(t, "board-quarto-taken", cell = c.to_string())
        }
        (Element::Cell(_), Phase::Give) => tr!(t, "board-quarto-give-first"),
        (Element::Piece(_), Phase::Place) => tr!(t, "board-quarto-place-first"),
        _ => tr!(t, "board-not-legal-now"),
    };
    Click::Refuse(why)
}

/// Draws the board in `area` and returns its clickable places.
pub fn draw(frame: &mut Frame, area: Rect, q: &Quarto, legal: &[AnyAction], t: Texts) -> Hits {
    let layout = Layout::new(area, q);
    let quarto_cells: u16 = q.quartos().fold(0, |m, a| m | a.mask());
    let last = q.last_placed();
    let can = |a: Action| legal.contains(&AnyAction::Quarto(a));
    // The board: rows 4 to 1, columns a to d.
    for &(cell, rect) in &layout.cells {
        if cell.column() == 0 {
            frame.render_widget(
                Paragraph::new(format!("{}", cell.row() + 1)),
                Rect::new(area.x, rect.y + 1, 1, 1),
            );
        }
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
    }
    let bottom = area.y + area.height;
    if layout.under + 1 < bottom {
        frame.render_widget(
            Paragraph::new("  +------++------++------++------+\n     a       b       c       d"),
            Rect::new(area.x, layout.under, area.width.min(34), 2),
        );
    }
    // The hand and the pool.
    if let (Some(p), Some(y)) = (q.hand(), layout.hand)
        && y < bottom
    {
        frame.render_widget(
            Paragraph::new(tr!(
                t,
                "board-quarto-to-place",
                piece = p.to_string(),
                traits = crate::quarto::traits(t, p)
            )),
            Rect::new(area.x, y, area.width, 1),
        );
    }
    if layout.pool_title < bottom {
        frame.render_widget(
            Paragraph::new(tr!(t, "board-quarto-pool")),
            Rect::new(area.x, layout.pool_title, area.width, 1),
        );
    }
    for &(p, rect) in &layout.pool {
        let [a, b, c] = piece_lines(p);
        let lines = vec![
            Line::from(format!(" {p}")),
            Line::from(Span::styled(format!("{a:^4}"), piece_style(p))),
            Line::from(Span::styled(format!("{b:^4}"), piece_style(p))),
            Line::from(Span::styled(c, piece_style(p))),
        ];
        frame.render_widget(Paragraph::new(lines), rect);
    }
    layout.hits()
}

/// What to click now, in a few words.
pub fn click_help(q: &Quarto, t: Texts) -> String {
    match q.phase() {
        Phase::Give => tr!(t, "board-quarto-help-give"),
        _ => tr!(t, "board-quarto-help-place"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::board::view::hit;
    use quartet_core::{AnyGame, GameKind};

    #[test]
    fn quarto_cells_and_pool_pieces_are_hit_where_they_are_drawn() {
        let game = AnyGame::from_position(GameKind::Quarto, "", "0f../..../.3../a... 5").unwrap();
        let AnyGame::Quarto(q) = &game else { unreachable!() };
        let area = Rect::new(1, 2, 64, 36);
        let hits = Layout::new(area, q).hits();
        // a4 is the top-left cell, drawn from (area.x + 2, area.y + 1).
        let a4 = Cell::at(0, 3).unwrap();
        assert_eq!(hit(&hits, 3, 3), Some(Element::Cell(a4)));
        assert_eq!(hit(&hits, 3 + 7, 3 + 3), Some(Element::Cell(a4)));
        assert_eq!(hit(&hits, 3 + 8, 3), Some(Element::Cell(Cell::at(1, 3).unwrap())));
        assert_eq!(hit(&hits, 1, 2), None, "the row numbers are not cells");
        assert_eq!(
            hits.iter().filter(|(_, e)| matches!(e, Element::Cell(_))).count(),
            16
        );
        assert_eq!(
            hits.iter()
                .filter(|(_, e)| matches!(e, Element::Piece(_)))
                .count(),
            11
        );
        // A click on a taken cell or on the pool while placing says why.
        let legal = game.legal_actions();
        let en = Texts::new(quartet_i18n::Lang::En);
        assert!(
            matches!(click(q, &legal, Element::Cell(a4), en), Click::Refuse(m) if m.contains("a4 is taken"))
        );
        let one = Piece::new(1).unwrap();
        assert!(
            matches!(click(q, &legal, Element::Piece(one), en), Click::Refuse(m) if m.contains("first place"))
        );
        let c2 = Cell::at(2, 1).unwrap();
        assert_eq!(
            click(q, &legal, Element::Cell(c2), en),
            Click::Play(AnyAction::Quarto(Action::Place(c2)))
        );
    }
}
