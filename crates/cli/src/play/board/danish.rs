//! Danish Quarto in the full-screen UI: the board with its lines, valid squares drawn bold (the
//! ones the last move made in reverse video), pieces marked when they can be captured, and
//! moves built from clicks — a point to place on; or a piece, then where it goes; then, when the
//! move makes a square with a choice of captures, the piece to capture.
//!
//! The marks, in the board's legend:
//! * `B×` — during a capture choice, a piece this move may capture (click one);
//! * `B!` — a piece one move of the other side could capture: for the opponent of the player to
//!   move, a capture some legal move makes now; for the player to move, a capture the opponent
//!   could make if it were his turn now (a warning, not a forecast of the position after the
//!   move being chosen);
//! * `W*` — the piece the last move placed or moved;
//! * `>W<` — the chosen piece (or the chosen landing while the capture is chosen);
//! * `[e5]` — where the chosen piece can go.

use quartet_core::danish::board::Square;
use quartet_core::danish::{Action, Colour, DanishQuarto, Point, Position};
use quartet_core::{AnyAction, Game};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use quartet_i18n::tr;

use super::view::{Click, DanishPick, Element, Hits, Pick, View};
use crate::danish::FIGURE;

/// Columns before the figure: the row numbers.
const LEFT: u16 = 4;
/// Rows of the figure (rows 9 to 1 and the lines between them).
const FIGURE_ROWS: u16 = 17;
/// Width of the figure with its row numbers and room for the marks of column i.
const WIDTH: u16 = LEFT + 36;

/// Where the board goes in an area: the figure at the top left, row numbers on its left.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    area: Rect,
}

/// Where a point's name stands in the figure: (column, row), from the figure's top left.
fn figure_spot(p: Point) -> (u16, u16) {
    (4 * (p.x() as u16 - 1), 2 * (9 - p.y() as u16))
}

impl Layout {
    /// The layout of the board in `area`.
    pub fn new(area: Rect) -> Layout {
        Layout { area }
    }

    /// The screen cell of a point's name (two cells wide), if the area holds it with its marks.
    pub fn spot(&self, p: Point) -> Option<(u16, u16)> {
        let (fx, fy) = figure_spot(p);
        let (x, y) = (self.area.x + LEFT + fx, self.area.y + fy);
        (x + 4 <= self.area.x + self.area.width && y < self.area.y + self.area.height).then_some((x, y))
    }

    /// The clickable rectangle of a point: its name and two cells either side, on its row.
    pub fn rect(&self, p: Point) -> Option<Rect> {
        self.spot(p).map(|(x, y)| Rect::new(x - 2, y, 6, 1))
    }

    /// Every point's clickable rectangle.
    pub fn hits(&self) -> Hits {
        Point::all()
            .filter_map(|p| self.rect(p).map(|r| (r, Element::Point(p))))
            .collect()
    }
}

/// The marks of the board for a view: what is chosen, where it can go, what can be captured.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The chosen piece, or the chosen landing during a capture choice.
    pub chosen: u64,
    /// Where the chosen piece can go.
    pub targets: u64,
    /// During a capture choice: the pieces this move may capture.
    pub capture: u64,
    /// Pieces one move of the other side could capture.
    pub threatened: u64,
    /// With nothing chosen in the movement phase: the pieces of the player to move that can move.
    pub movable: u64,
    /// Where the last move's piece landed.
    pub last: Option<Point>,
    /// The valid squares the last move made.
    pub made: Vec<&'static Square>,
}

fn danish_legal(view: &View) -> Vec<Action> {
    view.legal
        .iter()
        .filter_map(|a| match a {
            AnyAction::Danish(a) => Some(*a),
            _ => None,
        })
        .collect()
}

fn danish_pick(view: &View) -> DanishPick {
    match view.pick {
        Pick::Danish(p) => p,
        _ => DanishPick::default(),
    }
}

fn origin(a: Action) -> Option<Point> {
    match a {
        Action::Move { from, .. } => Some(from),
        _ => None,
    }
}

fn mask(points: impl Iterator<Item = Point>) -> u64 {
    points.fold(0, |m, p| m | p.bit())
}

fn names(points: u64) -> String {
    let list: Vec<String> = Point::in_mask(points).map(|p| p.to_string()).collect();
    list.join(" ")
}

/// The marks for this view.
pub fn marks(g: &DanishQuarto, view: &View) -> Marks {
    let position = g.position_now();
    let legal = danish_legal(view);
    let pick = danish_pick(view);
    let mut marks = Marks::default();
    if let Some(to) = pick.to {
        marks.chosen = to.bit() | pick.from.map_or(0, |f| f.bit());
        marks.capture = mask(
            legal
                .iter()
                .filter(|a| a.landing() == Some(to) && origin(**a) == pick.from)
                .filter_map(|a| a.capture()),
        );
    } else if let Some(from) = pick.from {
        marks.chosen = from.bit();
        marks.targets = mask(
            legal
                .iter()
                .filter(|a| origin(**a) == Some(from))
                .filter_map(|a| a.landing()),
        );
    } else if !position.in_placement() {
        marks.movable = mask(legal.iter().filter_map(|a| origin(*a)));
    }
    if g.outcome().is_none() {
        let mover = position.to_move();
        marks.threatened = position.capturable_by(mover) | position.capturable_by(mover.other());
    }
    if let Some(AnyAction::Danish(a)) = view.last {
        marks.last = a.landing();
    }
    if let Some(l) = marks.last
        && let Some(owner) = position.piece_at(l)
    {
        marks.made = position
            .valid_squares(owner)
            .filter(|s| s.corner_mask & l.bit() != 0)
            .collect();
    }
    marks
}

/// What a click on `element` does.
pub fn click(g: &DanishQuarto, view: &View, element: Element) -> Click {
    let t = view.texts;
    let Element::Point(p) = element else {
        return Click::Refuse(tr!(t, "board-not-this-game"));
    };
    let legal = danish_legal(view);
    let pick = danish_pick(view);
    let position = g.position_now();
    let mover = position.to_move();
    let letter = piece_letter(mover);
    if legal == [Action::Pass] {
        return Click::Refuse(tr!(t, "board-danish-must-pass"));
    }
    let fresh = Pick::Danish(DanishPick::default());
    if let Some(to) = pick.to {
        let options: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| a.landing() == Some(to) && origin(*a) == pick.from && a.capture().is_some())
            .collect();
        if let Some(a) = options.iter().find(|a| a.capture() == Some(p)) {
            return Click::Play(AnyAction::Danish(*a));
        }
        if p == to || Some(p) == pick.from {
            return Click::Pick(fresh, tr!(t, "board-danish-move-cancelled"));
        }
        let eligible = names(mask(options.iter().filter_map(|a| a.capture())));
        return Click::Refuse(tr!(
            t,
            "board-danish-choose-capture",
            pieces = eligible,
            point = to.to_string()
        ));
    }
    if position.in_placement() {
        return landing(&legal, position, None, p, view);
    }
    let moves_of = |q: Point| -> u64 {
        mask(
            legal
                .iter()
                .filter(|a| origin(**a) == Some(q))
                .filter_map(|a| a.landing()),
        )
    };
    let where_to = |q: Point| {
        if position.flies(mover) {
            tr!(t, "board-danish-anywhere")
        } else {
            names(moves_of(q))
        }
    };
    let own = position.piece_at(p) == Some(mover);
    if let Some(from) = pick.from {
        if p == from {
            return Click::Pick(
                fresh,
                tr!(
                    t,
                    "board-danish-put-back",
                    point = from.to_string(),
                    letter = letter.to_string()
                ),
            );
        }
        if moves_of(from) & p.bit() != 0 {
            return landing(&legal, position, Some(from), p, view);
        }
        if !own {
            return Click::Refuse(tr!(
                t,
                "board-danish-cannot-go",
                from = from.to_string(),
                to = p.to_string(),
                points = where_to(from)
            ));
        }
    }
    match position.piece_at(p) {
        Some(c) if c == mover => {
            if moves_of(p) == 0 {
                Click::Refuse(tr!(t, "board-danish-blocked", point = p.to_string()))
            } else {
                Click::Pick(
                    Pick::Danish(DanishPick {
                        from: Some(p),
                        to: None,
                    }),
                    tr!(
                        t,
                        "board-danish-moving",
                        point = p.to_string(),
                        points = where_to(p)
                    ),
                )
            }
        }
        Some(_) => Click::Refuse(tr!(
            t,
            "board-danish-not-yours",
            point = p.to_string(),
            colour = crate::danish::colour(t, mover.other()),
            letter = letter.to_string()
        )),
        None => Click::Refuse(tr!(t, "board-danish-piece-first", letter = letter.to_string())),
    }
}

/// A click on the landing `to` (of the piece on `from`, or of a placement).
fn landing(legal: &[Action], position: &Position, from: Option<Point>, to: Point, view: &View) -> Click {
    let t = view.texts;
    let options: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| a.landing() == Some(to) && origin(*a) == from)
        .collect();
    match options.as_slice() {
        [] if position.piece_at(to).is_some() => {
            Click::Refuse(tr!(t, "board-danish-taken", point = to.to_string()))
        }
        [] => Click::Refuse(tr!(t, "board-danish-not-legal", point = to.to_string())),
        [one] => Click::Play(AnyAction::Danish(*one)),
        many => {
            let eligible = names(mask(many.iter().filter_map(|a| a.capture())));
            Click::Pick(
                Pick::Danish(DanishPick { from, to: Some(to) }),
                tr!(
                    t,
                    "board-danish-square-made",
                    point = to.to_string(),
                    pieces = eligible
                ),
            )
        }
    }
}

/// What to click now, in a few words.
pub fn click_help(g: &DanishQuarto, view: &View) -> String {
    let position = g.position_now();
    let pick = danish_pick(view);
    let letter = piece_letter(position.to_move()).to_string();
    let t = view.texts;
    if danish_legal(view) == [Action::Pass] {
        tr!(t, "board-danish-must-pass")
    } else if let Some(to) = pick.to {
        tr!(t, "board-danish-help-capture", point = to.to_string())
    } else if let Some(from) = pick.from {
        tr!(t, "board-danish-help-landing", point = from.to_string())
    } else if position.in_placement() {
        tr!(t, "board-danish-help-place")
    } else {
        tr!(t, "board-danish-help-move", letter = letter)
    }
}

/// The letter a side's pieces are drawn with.
fn piece_letter(c: Colour) -> char {
    match c {
        Colour::White => 'W',
        Colour::Black => 'B',
    }
}

/// The colour a side is drawn in.
fn side_style(c: Colour) -> Style {
    let colour = match c {
        Colour::White => Color::LightYellow,
        Colour::Black => Color::LightBlue,
    };
    Style::new().fg(colour).add_modifier(Modifier::BOLD)
}

/// The figure cells of the line between two neighbouring points, (column, row) in the figure.
fn edge_cells(p: Point, q: Point) -> Vec<(u16, u16)> {
    let (px, py) = figure_spot(p);
    let (qx, qy) = figure_spot(q);
    if py == qy {
        (px.min(qx) + 2..px.max(qx)).map(|x| (x, py)).collect()
    } else if px == qx {
        (py.min(qy) + 1..py.max(qy)).map(|y| (px, y)).collect()
    } else {
        let ((ux, uy), (lx, _)) = if py < qy {
            ((px, py), (qx, qy))
        } else {
            ((qx, qy), (px, py))
        };
        let x = if lx < ux { ux - 1 } else { ux + 3 };
        vec![(x, uy + 1)]
    }
}

/// The figure cells of a square's sides: every line from corner to corner.
fn square_cells(square: &Square) -> Vec<(u16, u16)> {
    let mut out = Vec::new();
    for i in 0..4 {
        let (a, b) = (square.corners[i], square.corners[(i + 1) % 4]);
        let (dx, dy) = (b.x() as i32 - a.x() as i32, b.y() as i32 - a.y() as i32);
        let steps = if dx != 0 && dy != 0 {
            dx.abs()
        } else {
            (dx.abs() + dy.abs()) / 2
        };
        let (sx, sy) = (dx / steps.max(1), dy / steps.max(1));
        let mut here = a;
        for _ in 0..steps {
            let Some(next) = Point::at(here.x() as i32 + sx, here.y() as i32 + sy) else {
                break;
            };
            out.extend(edge_cells(here, next));
            here = next;
        }
    }
    out
}

/// The board's text rows, each cell with its style: row numbers, the figure, the pieces and
/// their marks (also used by the tests to read what is drawn).
pub fn figure(position: &Position, marks: &Marks) -> Vec<Vec<(char, Style)>> {
    let mut rows: Vec<Vec<(char, Style)>> = (0..FIGURE_ROWS)
        .map(|r| {
            let mut row = vec![(' ', Style::new()); WIDTH as usize];
            if r % 2 == 0 {
                row[0].0 = char::from(b'9' - (r / 2) as u8);
            }
            for (i, ch) in FIGURE[r as usize].chars().enumerate() {
                row[LEFT as usize + i].0 = ch;
            }
            row
        })
        .collect();
    let lines = Style::new().fg(Color::DarkGray);
    for row in rows.iter_mut() {
        for cell in row.iter_mut().skip(LEFT as usize) {
            cell.1 = lines;
        }
    }
    // Valid squares: sides bold in the owner's colour; the squares just made reversed (drawn
    // last, so a side shared with an older square shows as made).
    for made in [false, true] {
        for colour in [Colour::White, Colour::Black] {
            for square in position.valid_squares(colour) {
                if marks.made.contains(&square) != made {
                    continue;
                }
                let style = if made {
                    side_style(colour).add_modifier(Modifier::REVERSED)
                } else {
                    side_style(colour)
                };
                for (x, y) in square_cells(square) {
                    rows[y as usize][(LEFT + x) as usize].1 = style;
                }
            }
        }
    }
    for p in Point::all() {
        let (fx, fy) = figure_spot(p);
        let (x, y) = ((LEFT + fx) as usize, fy as usize);
        let row = &mut rows[y];
        let bit = p.bit();
        match position.piece_at(p) {
            Some(c) => {
                let fill = if FIGURE[y].as_bytes().get(fx as usize + 2) == Some(&b'-') {
                    '-'
                } else {
                    ' '
                };
                let mut style = side_style(c);
                if marks.movable & bit != 0 {
                    style = style.add_modifier(Modifier::UNDERLINED);
                }
                let (mark, mark_style) = if marks.capture & bit != 0 {
                    style = Style::new()
                        .fg(Color::White)
                        .bg(Color::Red)
                        .add_modifier(Modifier::BOLD);
                    ('×', style)
                } else if marks.threatened & bit != 0 {
                    ('!', Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD))
                } else if marks.last == Some(p) {
                    ('*', style)
                } else {
                    (fill, row[x + 1].1)
                };
                row[x] = (piece_letter(c), style);
                row[x + 1] = (mark, mark_style);
            }
            None => {
                let style = if marks.targets & bit != 0 {
                    Style::new().fg(Color::LightGreen).add_modifier(Modifier::BOLD)
                } else {
                    Style::new().fg(Color::Gray)
                };
                row[x].1 = style;
                row[x + 1].1 = style;
            }
        }
        let brackets = if marks.chosen & bit != 0 {
            Some((
                '>',
                '<',
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
            ))
        } else if marks.targets & bit != 0 {
            Some((
                '[',
                ']',
                Style::new().fg(Color::LightGreen).add_modifier(Modifier::BOLD),
            ))
        } else {
            None
        };
        if let Some((open, close, style)) = brackets {
            row[x - 1] = (open, style);
            row[x + 2] = (close, style);
            if marks.chosen & bit != 0 {
                row[x].1 = row[x].1.add_modifier(Modifier::REVERSED);
                row[x + 1].1 = row[x + 1].1.add_modifier(Modifier::REVERSED);
            }
        }
    }
    rows
}

fn to_line(row: &[(char, Style)]) -> Line<'static> {
    let mut spans: Vec<Span> = Vec::new();
    let mut text = String::new();
    let mut style = None;
    for &(ch, s) in row {
        if style != Some(s) {
            if let Some(prev) = style {
                spans.push(Span::styled(std::mem::take(&mut text), prev));
            }
            style = Some(s);
        }
        text.push(ch);
    }
    if let Some(prev) = style {
        spans.push(Span::styled(text.trim_end().to_string(), prev));
    }
    Line::from(spans)
}

/// The text under the figure: the sides, the player to move, the choice being made, the legend.
fn text_lines(g: &DanishQuarto, view: &View, marks: &Marks) -> Vec<Line<'static>> {
    let position = g.position_now();
    let mut out = vec![
        Line::from("    a   b   c   d   e   f   g   h   i"),
        Line::from(""),
    ];
    let t = view.texts;
    for colour in [Colour::White, Colour::Black] {
        let squares: Vec<String> = position.valid_squares(colour).map(|s| s.to_string()).collect();
        let squares = if squares.is_empty() {
            tr!(t, "danish-squares-none")
        } else {
            squares.join(" ")
        };
        out.push(Line::from(Span::styled(
            tr!(
                t,
                "danish-side",
                colour = crate::danish::colour(t, colour),
                letter = piece_letter(colour).to_string(),
                on_board = position.pieces(colour).count_ones(),
                in_hand = position.hand(colour),
                squares = squares
            ),
            side_style(colour),
        )));
    }
    let status = crate::danish::status_line(g, t);
    let status = if g.outcome().is_none() && position.four_against_four() {
        tr!(
            t,
            "board-danish-status-four",
            status = status,
            four = tr!(t, "danish-four-against-four")
        )
    } else {
        status
    };
    out.push(Line::from(status));
    if marks.capture != 0 {
        out.push(Line::from(Span::styled(
            tr!(t, "board-danish-capture", pieces = names(marks.capture)),
            Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD),
        )));
    } else if marks.targets != 0 {
        let from = danish_pick(view).from.map_or(String::new(), |p| p.to_string());
        out.push(Line::from(Span::styled(
            tr!(
                t,
                "board-danish-targets",
                point = from,
                points = names(marks.targets)
            ),
            Style::new().fg(Color::LightGreen),
        )));
    }
    out.push(Line::from(""));
    out.push(Line::from(tr!(t, "board-danish-marks")));
    out
}

/// Draws the board in `area` and returns its clickable places.
pub fn draw(frame: &mut Frame, area: Rect, g: &DanishQuarto, view: &View) -> Hits {
    let layout = Layout::new(area);
    let marks = marks(g, view);
    let rows = figure(g.position_now(), &marks);
    let lines: Vec<Line> = rows.iter().map(|r| to_line(r)).collect();
    let height = FIGURE_ROWS.min(area.height);
    frame.render_widget(
        Paragraph::new(lines),
        Rect::new(area.x, area.y, area.width, height),
    );
    if area.height > FIGURE_ROWS {
        let rest = Rect::new(
            area.x,
            area.y + FIGURE_ROWS,
            area.width,
            area.height - FIGURE_ROWS,
        );
        frame.render_widget(
            Paragraph::new(text_lines(g, view, &marks)).wrap(Wrap { trim: false }),
            rest,
        );
    }
    layout.hits()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::board::view::hit;
    use quartet_core::danish::Config;

    fn point(name: &str) -> Point {
        name.parse().unwrap()
    }

    fn game(position: &str) -> DanishQuarto {
        DanishQuarto::from_position(&Config::default(), position).unwrap()
    }

    fn legal(g: &DanishQuarto) -> Vec<AnyAction> {
        g.legal_actions().into_iter().map(AnyAction::Danish).collect()
    }

    fn text(rows: &[Vec<(char, Style)>]) -> Vec<String> {
        rows.iter()
            .map(|r| r.iter().map(|c| c.0).collect::<String>().trim_end().to_string())
            .collect()
    }

    #[test]
    fn every_point_is_hit_where_its_name_is_drawn_and_nowhere_else() {
        let area = Rect::new(3, 5, 60, 30);
        let layout = Layout::new(area);
        let hits = layout.hits();
        assert_eq!(hits.len(), 37);
        let rows = text(&figure(&Position::START, &Marks::default()));
        for p in Point::all() {
            let (x, y) = layout.spot(p).unwrap();
            // The name is drawn there…
            let (col, row) = ((x - area.x) as usize, (y - area.y) as usize);
            assert_eq!(&rows[row][col..col + 2], p.to_string(), "{p}");
            // …and both its cells and the cells around it hit the point.
            for dx in [-2i32, -1, 0, 1, 2, 3] {
                assert_eq!(
                    hit(&hits, (x as i32 + dx) as u16, y),
                    Some(Element::Point(p)),
                    "{p} {dx}"
                );
            }
        }
        // No two rectangles overlap.
        for (i, (a, _)) in hits.iter().enumerate() {
            for (b, _) in &hits[i + 1..] {
                assert!(!a.intersects(*b), "{a:?} {b:?}");
            }
        }
        // The rows of lines between the points, and the row numbers, hit nothing.
        assert_eq!(hit(&hits, area.x + LEFT + 4, area.y + 1), None);
        assert_eq!(hit(&hits, area.x, area.y), None);
        assert_eq!(hit(&hits, area.x + 50, area.y + 4), None);
        // A small area keeps only the points it holds.
        let small = Layout::new(Rect::new(0, 0, 20, 5)).hits();
        assert!(
            small.iter().all(|(r, _)| r.x + r.width <= 20 && r.y < 5),
            "{small:?}"
        );
        assert!(small.iter().any(|(_, e)| *e == Element::Point(point("c9"))));
        assert!(!small.iter().any(|(_, e)| *e == Element::Point(point("a5"))));
    }

    #[test]
    fn the_lines_of_every_edge_are_line_characters_of_the_figure() {
        for &(p, q) in quartet_core::danish::board::LINES.iter() {
            for (x, y) in edge_cells(p, q) {
                let ch = FIGURE[y as usize].chars().nth(x as usize);
                assert!(
                    matches!(ch, Some('-' | '|' | '/' | '\\')),
                    "{p}-{q}: {ch:?} at {x},{y}"
                );
            }
        }
    }

    /// The spec's Figure 2: White has e7-g7-g9-e9, Black c3-d2-e3-d4; White to move; g5 makes a
    /// square (e5, g5, … ) with captures of the unprotected Black pieces.
    const FIGURE_2: &str = "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3";

    #[test]
    fn marks_show_threats_captures_and_targets() {
        let g = game(FIGURE_2);
        let legal = legal(&g);
        let any = quartet_core::AnyGame::Danish(g.clone());
        let view = |pick| View {
            texts: quartet_i18n::Texts::new(quartet_i18n::Lang::En),
            game: &any,
            viewer: None,
            legal: &legal,
            pick,
            last: None,
        };
        let v = view(Pick::Nothing);
        let m = marks(&g, &v);
        // White's legal captures are exactly the Black pieces marked as threatened by White.
        let captures = mask(g.legal_actions().iter().filter_map(|a| a.capture()));
        assert_eq!(m.threatened & g.position_now().pieces(Colour::Black), captures);
        assert_ne!(captures, 0);
        // Protected Black pieces (corners of c3-d2-e3-d4) are never marked.
        assert_eq!(
            m.threatened & mask(["c3", "d2", "e3", "d4"].map(point).into_iter()),
            0
        );
        // Clicking g5 makes a square: a capture choice, with exactly the legal captures marked.
        let c = click(&g, &v, Element::Point(point("g5")));
        let Click::Pick(pick, message) = c else {
            panic!("{c:?}")
        };
        assert!(message.contains("makes a square"), "{message}");
        let v = view(pick);
        let m = marks(&g, &v);
        assert_eq!(m.capture, captures);
        assert_eq!(m.chosen, point("g5").bit());
        let rows = figure(g.position_now(), &m);
        let t = text(&rows);
        for p in Point::in_mask(captures) {
            let (fx, fy) = figure_spot(p);
            let x = (LEFT + fx) as usize;
            assert_eq!(rows[fy as usize][x + 1].0, '×', "{p}: {t:?}");
            assert_eq!(rows[fy as usize][x].1.bg, Some(Color::Red));
        }
        // A click on a protected piece says which may be captured; on a capturable one plays.
        let c = click(&g, &v, Element::Point(point("c3")));
        assert!(
            matches!(&c, Click::Refuse(m) if m.contains("choose the piece to capture")),
            "{c:?}"
        );
        let b6 = point("b6");
        assert_eq!(
            click(&g, &v, Element::Point(b6)),
            Click::Play(AnyAction::Danish(Action::Place {
                to: point("g5"),
                capture: Some(b6)
            }))
        );
    }

    #[test]
    fn the_pieces_of_the_player_to_move_are_marked_when_the_opponent_threatens_them() {
        // Black has three corners of c3-d2-e3-d4 and a piece in hand: d4 would make the
        // square, so every unprotected White piece is under threat; White (to move) has none.
        let g = game("a5,i5,e9/c3,d2,e3 w 9 9");
        let any = quartet_core::AnyGame::Danish(g.clone());
        let legal = legal(&g);
        let v = View {
            texts: quartet_i18n::Texts::new(quartet_i18n::Lang::En),
            game: &any,
            viewer: None,
            legal: &legal,
            pick: Pick::Nothing,
            last: None,
        };
        let m = marks(&g, &v);
        let white = g.position_now().pieces(Colour::White);
        assert_eq!(m.threatened, white);
        let t = text(&figure(g.position_now(), &m));
        assert!(t[8].starts_with("5   W!"), "{t:?}");
        // Once White has made the same kind of square, its corners are protected.
        let g = game("a5,i5,c7,d6,e7,d8/a3,c3,d2,e3,g1,i3 w 6 6");
        let m = marks(
            &g,
            &View {
                texts: quartet_i18n::Texts::new(quartet_i18n::Lang::En),
                game: &quartet_core::AnyGame::Danish(g.clone()),
                ..v
            },
        );
        let square = mask(["c7", "d6", "e7", "d8"].map(point).into_iter());
        assert_eq!(m.threatened & square, 0, "{:?}", names(m.threatened));
        assert_eq!(m.threatened, mask(["a5", "i5"].map(point).into_iter()));
    }

    #[test]
    fn a_move_is_built_from_the_piece_then_its_landing() {
        // Movement phase: White e5 can go to d4? No: d4 is Black. Its empty neighbours are targets.
        let g = game("c5,c7,e5,g5,e7/b6,d4,f4,h4,f6 w 0 0");
        let any = quartet_core::AnyGame::Danish(g.clone());
        let legal = legal(&g);
        let v = View {
            texts: quartet_i18n::Texts::new(quartet_i18n::Lang::En),
            game: &any,
            viewer: None,
            legal: &legal,
            pick: Pick::Nothing,
            last: None,
        };
        assert!(
            matches!(click(&g, &v, Element::Point(point("d6"))), Click::Refuse(m) if m.contains("first click one of your pieces"))
        );
        assert!(
            matches!(click(&g, &v, Element::Point(point("f4"))), Click::Refuse(m) if m.contains("Black's piece"))
        );
        let Click::Pick(pick, message) = click(&g, &v, Element::Point(point("e5"))) else {
            panic!()
        };
        assert!(message.contains("moving e5"), "{message}");
        let v = View { pick, ..v };
        let m = marks(&g, &v);
        assert_eq!(m.targets, g.position_now().destinations(point("e5")));
        let rows = text(&figure(g.position_now(), &m));
        assert!(rows[8].contains(">W-<"), "{rows:?}");
        assert!(rows[6].contains("[d6]"), "{rows:?}");
        // Clicking an unreachable point says where it can go; the chosen piece again puts it back.
        assert!(
            matches!(click(&g, &v, Element::Point(point("a3"))), Click::Refuse(m) if m.contains("e5 cannot go to a3"))
        );
        assert!(
            matches!(click(&g, &v, Element::Point(point("e5"))), Click::Pick(p, _) if p == Pick::Danish(DanishPick::default()))
        );
        assert_eq!(
            click(&g, &v, Element::Point(point("d6"))),
            Click::Play(AnyAction::Danish("e5-d6".parse().unwrap()))
        );
        // Another own piece takes the choice over.
        assert!(
            matches!(click(&g, &v, Element::Point(point("c5"))), Click::Pick(Pick::Danish(DanishPick { from: Some(f), .. }), _) if f == point("c5"))
        );
    }

    #[test]
    fn valid_squares_are_drawn_bold_and_the_square_just_made_reversed() {
        let mut g = game(FIGURE_2);
        let action: Action = "g5xd8".parse().unwrap();
        g = g.play(action).unwrap();
        let any = quartet_core::AnyGame::Danish(g.clone());
        let v = View {
            texts: quartet_i18n::Texts::new(quartet_i18n::Lang::En),
            game: &any,
            viewer: None,
            legal: &[],
            pick: Pick::Nothing,
            last: Some(AnyAction::Danish(action)),
        };
        let m = marks(&g, &v);
        assert_eq!(m.last, Some(point("g5")));
        assert!(!m.made.is_empty());
        let rows = figure(g.position_now(), &m);
        let style_at = |(x, y): (u16, u16)| rows[y as usize][(LEFT + x) as usize].1;
        for square in &m.made {
            assert!(square.corner_mask & point("g5").bit() != 0);
            for cell in square_cells(square) {
                assert!(
                    style_at(cell).add_modifier.contains(Modifier::REVERSED),
                    "{square}"
                );
            }
        }
        // White's older square e7-g7-g9-e9 is bold, not reversed; the last piece is marked *.
        let old = g
            .position_now()
            .valid_squares(Colour::White)
            .find(|s| s.to_string() == "e7-g7-g9-e9")
            .expect("still valid");
        assert!(!m.made.contains(&old));
        let made_cells: Vec<(u16, u16)> = m.made.iter().flat_map(|s| square_cells(s)).collect();
        for cell in square_cells(old) {
            if !made_cells.contains(&cell) {
                let style = style_at(cell);
                assert!(style.add_modifier.contains(Modifier::BOLD), "{cell:?}");
                assert!(!style.add_modifier.contains(Modifier::REVERSED), "{cell:?}");
            }
        }
        let t = text(&rows);
        let (fx, fy) = figure_spot(point("g5"));
        assert_eq!(&t[fy as usize][(LEFT + fx) as usize..][..2], "W*");
        // Captured d8 is gone, and no capture mark is left once the choice is over.
        assert!(rows.iter().flatten().all(|c| c.0 != '×'));
    }
}
