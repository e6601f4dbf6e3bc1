//! How each game's board is drawn in the full-screen UI, and what a click on it does.
//!
//! Every game has a *layout*: a pure function from the board's area (and the state) to the
//! rectangle of each clickable [`Element`]. The renderer draws into those rectangles and records
//! the same list, and [`hit`] maps a screen cell back to its element. [`click`] then turns an
//! element into an action to play, a new [`Pick`] (a partly built action: a piece chosen to
//! move, a colour chosen to place…), or a message saying why nothing happens. None of this
//! touches the terminal, so it is tested without one.

use quartet_core::quarto::{Action, Cell, Phase as QuartoPhase, Piece, Quarto};
use quartet_core::{AnyAction, AnyGame, Player, danish, quartino};
use ratatui::Frame;
use ratatui::layout::{Position, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::danish_board::{self, DanishPick};
use super::quartino_board::{self, QuartinoPick};

/// A thing on the screen a click can choose.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Element {
    /// A cell of the Quarto! board.
    Cell(Cell),
    /// A piece of the Quarto! pool.
    Piece(Piece),
    /// A point of the Danish Quarto board.
    Point(danish::Point),
    /// A space of the Quartino wheel.
    Space(quartino::Space),
    /// A Quartino supply pile: the colour of the next token.
    Pile(quartino::Colour),
    /// A card of the hand shown (Quartino).
    Card(quartino::Card),
    /// A Quartino quarter, to claim the chosen card there.
    Quarter(quartino::Quarter),
    /// A button that plays this action (Quartino's `four`, `column@…`, `end`).
    Button(AnyAction),
}

/// Clickable places of a drawing: each rectangle and its element, in drawing order.
pub type Hits = Vec<(Rect, Element)>;

/// The element drawn at a screen cell, if any: the first rectangle that contains it.
pub fn hit(hits: &[(Rect, Element)], column: u16, row: u16) -> Option<Element> {
    hits.iter()
        .find(|(r, _)| r.contains(Position { x: column, y: row }))
        .map(|&(_, e)| e)
}

/// An action being built from clicks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Pick {
    /// Nothing chosen.
    #[default]
    Nothing,
    /// Danish Quarto: a piece to move, a landing whose capture is still to choose.
    Danish(DanishPick),
    /// Quartino: the colour of the next token, the card to claim.
    Quartino(QuartinoPick),
}

/// What a click does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Play this (legal) action.
    Play(AnyAction),
    /// Keep building: the new pick, and what to click next.
    Pick(Pick, String),
    /// Nothing happens, for this reason.
    Refuse(String),
}

/// What the board shows: the game as `viewer` may see it, the actions the person at the keyboard
/// may play now (empty when it is not their turn), the pick and the last action played.
#[derive(Copy, Clone, Debug)]
pub struct View<'a> {
    /// The game.
    pub game: &'a AnyGame,
    /// Whose hidden cards may be shown (Quartino), if anyone's.
    pub viewer: Option<Player>,
    /// The legal actions a click may play (empty: clicks play nothing).
    pub legal: &'a [AnyAction],
    /// The action being built.
    pub pick: Pick,
    /// The last action played, if any.
    pub last: Option<AnyAction>,
}

/// The clickable layout of the board in `area`: a pure function of the area and the view,
/// the same one [`draw_board`] draws.
pub fn layout(area: Rect, view: &View) -> Hits {
    match view.game {
        AnyGame::Quarto(q) => QuartoLayout::new(area, q).hits(),
        AnyGame::Danish(_) => danish_board::Layout::new(area).hits(),
        AnyGame::Quartino(g) => quartino_board::layout(area, g, view).hits(),
    }
}

/// Draws the board in `area` and returns its clickable places (those of [`layout`]).
pub fn draw_board(frame: &mut Frame, area: Rect, view: &View) -> Hits {
    match view.game {
        AnyGame::Quarto(q) => draw_quarto(frame, area, q, view.legal),
        AnyGame::Danish(g) => danish_board::draw(frame, area, g, view),
        AnyGame::Quartino(g) => quartino_board::draw(frame, area, g, view),
    }
}

/// What a click on `element` does in this view.
pub fn click(view: &View, element: Element) -> Click {
    if view.legal.is_empty() {
        return Click::Refuse("nothing to play now: it is not your turn".into());
    }
    match view.game {
        AnyGame::Quarto(q) => quarto_click(q, view.legal, element),
        AnyGame::Danish(g) => danish_board::click(g, view, element),
        AnyGame::Quartino(g) => quartino_board::click(g, view, element),
    }
}

/// What to click in this game now, in a few words (for clicks on nothing).
pub fn click_help(view: &View) -> String {
    match view.game {
        AnyGame::Quarto(q) => match q.phase() {
            QuartoPhase::Give => "click a piece of the pool to give it".into(),
            _ => "click an empty cell (·) to place the piece".into(),
        },
        AnyGame::Danish(g) => danish_board::click_help(g, view),
        AnyGame::Quartino(_) => quartino_board::click_help(view),
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

/// Where the parts of a Quarto! board go in an area.
struct QuartoLayout {
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

impl QuartoLayout {
    fn new(area: Rect, q: &Quarto) -> QuartoLayout {
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
        QuartoLayout {
            cells,
            under,
            hand,
            pool_title,
            pool,
        }
    }

    fn hits(&self) -> Hits {
        let cells = self.cells.iter().map(|&(c, r)| (r, Element::Cell(c)));
        let pool = self.pool.iter().map(|&(p, r)| (r, Element::Piece(p)));
        cells.chain(pool).collect()
    }
}

fn quarto_click(q: &Quarto, legal: &[AnyAction], element: Element) -> Click {
    let action = match element {
        Element::Cell(c) => Action::Place(c),
        Element::Piece(p) => Action::Give(p),
        _ => return Click::Refuse("that is not part of this game".into()),
    };
    if legal.contains(&AnyAction::Quarto(action)) {
        return Click::Play(AnyAction::Quarto(action));
    }
    let why = match (element, q.phase()) {
        (Element::Cell(c), _) if q.piece_at(c).is_some() => format!("{c} is taken"),
        (Element::Cell(_), QuartoPhase::Give) => "first give a piece: click one in the pool".into(),
        (Element::Piece(_), QuartoPhase::Place) => {
            "first place the piece in hand: click an empty cell (·)".into()
        }
        _ => "that is not a legal action now (see the list on the right)".into(),
    };
    Click::Refuse(why)
}

fn draw_quarto(frame: &mut Frame, area: Rect, q: &Quarto, legal: &[AnyAction]) -> Hits {
    let layout = QuartoLayout::new(area, q);
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
            Paragraph::new(format!("to place: {p} — {}", p.describe())),
            Rect::new(area.x, y, area.width, 1),
        );
    }
    if layout.pool_title < bottom {
        frame.render_widget(
            Paragraph::new("pool (click to give):"),
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

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::GameKind;

    #[test]
    fn quarto_cells_and_pool_pieces_are_hit_where_they_are_drawn() {
        let game = AnyGame::from_position(GameKind::Quarto, "", "0f../..../.3../a... 5").unwrap();
        let AnyGame::Quarto(q) = &game else { unreachable!() };
        let area = Rect::new(1, 2, 64, 36);
        let hits = QuartoLayout::new(area, q).hits();
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
        let view = View {
            game: &game,
            viewer: None,
            legal: &legal,
            pick: Pick::Nothing,
            last: None,
        };
        assert!(matches!(click(&view, Element::Cell(a4)), Click::Refuse(m) if m.contains("a4 is taken")));
        let one = Piece::new(1).unwrap();
        assert!(matches!(click(&view, Element::Piece(one)), Click::Refuse(m) if m.contains("first place")));
        let c2 = Cell::at(2, 1).unwrap();
        assert_eq!(
            click(&view, Element::Cell(c2)),
            Click::Play(AnyAction::Quarto(Action::Place(c2)))
        );
    }
}
