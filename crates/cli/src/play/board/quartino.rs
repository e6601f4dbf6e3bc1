//! Quartino in the full-screen UI: the wheel (each stack with its height, its top token in
//! brackets), the supply piles, the buttons of the turn's other actions, the hand of the person
//! at the keyboard and the cards put aside; and the actions built from clicks — a pile (the
//! colour), then a space to place a token there; a card of the hand to claim it (then its
//! quarter when it shows at more than one); a button for `four`, `column@…` and `end`.
//!
//! Only the hand of the seat allowed to see it (the viewer) is ever laid out, so no click and no
//! drawing can reveal another hand.

use quartet_core::quartino::{Action, Card, Colour, Phase, Quarter, Quartino, Space, Table};
use quartet_core::{AnyAction, Player};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};

use quartet_i18n::{Texts, tr};

use super::view::{Click, Element, Hits, Pick, QuartinoPick, View};

/// Width of a wheel space.
const CELL_W: u16 = 14;
/// Width of a wheel space in a narrow area.
const NARROW_CELL_W: u16 = 10;
/// Height of a wheel space.
const CELL_H: u16 = 3;
/// Narrowest panel beside the wheel; narrower areas put it under the wheel.
const PANEL_MIN: u16 = 26;

/// A piece of text, maybe clickable.
#[derive(Clone, Debug, PartialEq)]
pub struct Seg {
    /// The text in styled runs.
    pub spans: Vec<(String, Style)>,
    /// What a click on it chooses.
    pub element: Option<Element>,
}

impl Seg {
    fn text(text: impl Into<String>, style: Style) -> Seg {
        Seg {
            spans: vec![(text.into(), style)],
            element: None,
        }
    }

    fn width(&self) -> u16 {
        self.spans.iter().map(|(t, _)| t.chars().count() as u16).sum()
    }
}

/// Words as segments, so that a line wraps between words.
fn words(text: &str, style: Style) -> Vec<Seg> {
    text.split(' ')
        .filter(|w| !w.is_empty())
        .map(|w| Seg::text(format!("{w} "), style))
        .collect()
}

/// Where everything goes: the wheel's spaces, and every piece of text with its rectangle.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// Each space of the wheel and its box.
    pub wheel: Vec<(Space, Rect)>,
    /// Each piece of text where it is drawn.
    pub segs: Vec<(Rect, Seg)>,
}

impl Layout {
    /// The clickable places: the spaces, then the clickable pieces of text.
    pub fn hits(&self) -> Hits {
        let spaces = self.wheel.iter().map(|&(s, r)| (r, Element::Space(s)));
        let segs = self.segs.iter().filter_map(|(r, s)| s.element.map(|e| (*r, e)));
        spaces.chain(segs).collect()
    }
}

/// The colour a token letter is drawn in.
fn token_style(c: Colour) -> Style {
    let fg = match c.letter() {
        'Y' => Color::Yellow,
        'B' => Color::LightBlue,
        'G' => Color::Green,
        'P' => Color::Magenta,
        'R' => Color::Red,
        'W' => Color::White,
        _ => Color::Reset,
    };
    Style::new().fg(fg).add_modifier(Modifier::BOLD)
}

fn card_spans(card: Card) -> Vec<(String, Style)> {
    card.colours().map(|c| (c.to_string(), token_style(c))).collect()
}

fn quartino_legal(view: &View) -> Vec<Action> {
    view.legal
        .iter()
        .filter_map(|a| match a {
            AnyAction::Quartino(a) => Some(*a),
            _ => None,
        })
        .collect()
}

fn quartino_pick(view: &View) -> QuartinoPick {
    match view.pick {
        Pick::Quartino(p) => p,
        _ => QuartinoPick::default(),
    }
}

/// The legal quarters of a claim of `card`.
fn claim_quarters(legal: &[Action], card: Card) -> Vec<Quarter> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Claim(c, q) if *c == card => Some(*q),
            _ => None,
        })
        .collect()
}

/// The spaces where the current pick can go (highlighted on the wheel).
pub fn targets(g: &Quartino, view: &View) -> Vec<Space> {
    let legal = quartino_legal(view);
    let pick = quartino_pick(view);
    if let Some(card) = pick.card {
        let e = g.table().equipment();
        let mut out: Vec<Space> = claim_quarters(&legal, card)
            .into_iter()
            .flat_map(|q| e.quarter_spaces(q))
            .collect();
        out.sort();
        out.dedup();
        return out;
    }
    match pick.colour {
        Some(colour) => legal
            .iter()
            .filter_map(|a| match a {
                Action::Place(c, s) if *c == colour => Some(*s),
                _ => None,
            })
            .collect(),
        None => Vec::new(),
    }
}

/// Where each space of the wheel goes: the standard ring of 8 as a 3×3 square (R0 at the top,
/// clockwise, the centre in the middle); any other ring in rows, the centre first.
fn wheel_rects(area: Rect, table: &Table) -> Vec<(Space, Rect)> {
    let e = table.equipment();
    let cell_w = if area.width >= 3 * CELL_W {
        CELL_W
    } else {
        NARROW_CELL_W
    };
    let place = |col: u16, row: u16| {
        let r = Rect::new(area.x + col * cell_w, area.y + row * CELL_H, cell_w, CELL_H);
        (r.x + r.width <= area.x + area.width && r.y + r.height <= area.y + area.height).then_some(r)
    };
    if e.ring() == 8 {
        const GRID: [(Option<usize>, u16, u16); 9] = [
            (Some(7), 0, 0),
            (Some(0), 1, 0),
            (Some(1), 2, 0),
            (Some(6), 0, 1),
            (None, 1, 1),
            (Some(2), 2, 1),
            (Some(5), 0, 2),
            (Some(4), 1, 2),
            (Some(3), 2, 2),
        ];
        return GRID
            .iter()
            .filter_map(|&(ring, col, row)| {
                let space = match ring {
                    Some(i) => Space::ring(i)?,
                    None => Space::CENTRE,
                };
                place(col, row).map(|r| (space, r))
            })
            .collect();
    }
    let per_row = (area.width / cell_w).clamp(1, 4);
    e.spaces()
        .enumerate()
        .filter_map(|(i, s)| place(i as u16 % per_row, i as u16 / per_row).map(|r| (s, r)))
        .collect()
}

/// The text under the wheel: what the player to move does, the seats, the turn, the legend.
fn info(g: &Quartino, t: Texts) -> Vec<Vec<Seg>> {
    let table = g.table();
    let mover = table.to_move();
    let mut out = Vec::new();
    for p in 0..table.config().players() {
        let player = Player(p as u8);
        let marker = if player == mover && table.outcome().is_none() {
            "▶ "
        } else {
            "  "
        };
        let seat = tr!(
            t,
            "quartino-seat",
            seat = crate::lang::seat(t, player),
            cards = table.held(player)
        );
        let mut line = vec![Seg::text(format!("{marker}{seat}"), Style::new())];
        let aside = table.aside(player);
        if !aside.is_empty() {
            line.push(Seg::text(tr!(t, "board-quartino-aside"), Style::new()));
            for card in aside {
                line.push(Seg::text(" ", Style::new()));
                line.push(Seg {
                    spans: card_spans(card),
                    element: None,
                });
            }
        }
        out.push(line);
    }
    out.push(words(
        &tr!(
            t,
            "quartino-turns",
            turns = table.turns(),
            cap = table.config().cap()
        ),
        Style::new(),
    ));
    // What the player to move does comes first: a small area may show nothing else.
    let turn = crate::quartino::turn_line(table, t);
    out.insert(0, words(&turn, Style::new().add_modifier(Modifier::BOLD)));
    out.push(Vec::new());
    out.push(words(
        &tr!(t, "board-quartino-legend"),
        Style::new().fg(Color::Gray),
    ));
    out
}

/// The panel: the supply piles, the buttons, the hand shown and the quarters of a chosen card.
fn panel(g: &Quartino, view: &View) -> Vec<Vec<Seg>> {
    let table = g.table();
    let e = table.equipment();
    let legal = quartino_legal(view);
    let pick = quartino_pick(view);
    let t = view.texts;
    let mut out = vec![words(&tr!(t, "board-quartino-supply"), Style::new())];
    let mut piles = Vec::new();
    for spec in e.colours() {
        let c = spec.colour;
        let mut style = token_style(c);
        if table.supply(c) == 0 {
            style = Style::new().fg(Color::DarkGray);
        }
        let text = if pick.colour == Some(c) {
            style = style.add_modifier(Modifier::REVERSED);
            format!(">{c} {}<", table.supply(c))
        } else {
            format!(" {c} {} ", table.supply(c))
        };
        piles.push(Seg {
            spans: vec![(text, style)],
            element: Some(Element::Pile(c)),
        });
        piles.push(Seg::text(" ", Style::new()));
    }
    out.push(piles);
    let buttons: Vec<(Action, String)> = legal
        .iter()
        .filter_map(|a| match a {
            Action::FourColours => Some((*a, tr!(t, "board-quartino-four"))),
            // During the placements (both situations used) its token is already counted.
            Action::Column(s) if matches!(table.phase(), Phase::Place { .. }) => {
                Some((*a, tr!(t, "board-quartino-column", space = s.to_string())))
            }
            Action::Column(s) => Some((*a, tr!(t, "board-quartino-column-token", space = s.to_string()))),
            Action::End => Some((*a, tr!(t, "board-quartino-end"))),
            _ => None,
        })
        .collect();
    if !buttons.is_empty() {
        out.push(Vec::new());
        for (a, label) in buttons {
            out.push(vec![Seg {
                spans: vec![(label, Style::new().add_modifier(Modifier::BOLD))],
                element: Some(Element::Button(AnyAction::Quartino(a))),
            }]);
        }
    }
    out.push(Vec::new());
    match view.viewer {
        Some(v) => {
            let title = if v == table.to_move() && !legal.is_empty() {
                tr!(t, "board-quartino-your-hand")
            } else {
                tr!(t, "board-quartino-hand-of", seat = crate::lang::seat(t, v))
            };
            out.push(words(&title, Style::new()));
            let mut cards = Vec::new();
            for card in g.hand(v) {
                let shows = table.showing().iter().any(|&(c, _)| c == card);
                let mut spans = card_spans(card);
                let chosen = pick.card == Some(card);
                if chosen {
                    for s in spans.iter_mut() {
                        s.1 = s.1.add_modifier(Modifier::REVERSED);
                    }
                }
                spans.insert(0, ((if chosen { ">" } else { " " }).into(), Style::new()));
                spans.push((
                    (if shows {
                        "✓"
                    } else if chosen {
                        "<"
                    } else {
                        " "
                    })
                    .into(),
                    Style::new().fg(Color::LightGreen),
                ));
                cards.push(Seg {
                    spans,
                    element: Some(Element::Card(card)),
                });
                cards.push(Seg::text(" ", Style::new()));
            }
            if g.hand(v).is_empty() {
                cards.push(Seg::text(tr!(t, "quartino-hand-empty"), Style::new()));
            }
            out.push(cards);
        }
        None => out.push(words(
            &tr!(t, "board-quartino-hidden"),
            Style::new().fg(Color::Gray),
        )),
    }
    if let Some(card) = pick.card {
        let quarters = claim_quarters(&legal, card);
        if !quarters.is_empty() {
            let mut line = vec![Seg::text(
                format!("{} ", tr!(t, "board-quartino-claim-at", card = card.to_string())),
                Style::new(),
            )];
            for q in quarters {
                line.push(Seg {
                    spans: vec![(format!("[{q}]"), Style::new().add_modifier(Modifier::BOLD))],
                    element: Some(Element::Quarter(q)),
                });
                line.push(Seg::text(" ", Style::new()));
            }
            out.push(line);
        }
    }
    out
}

/// Lays lines of segments out in `area`, wrapping between segments.
fn place(lines: Vec<Vec<Seg>>, area: Rect) -> Vec<(Rect, Seg)> {
    let right = area.x + area.width;
    let bottom = area.y + area.height;
    let mut out = Vec::new();
    let mut y = area.y;
    for line in lines {
        let mut x = area.x;
        for seg in line {
            let w = seg.width();
            if x + w > right && x > area.x {
                x = area.x;
                y += 1;
            }
            if y >= bottom || x >= right {
                break;
            }
            out.push((Rect::new(x, y, w.min(right - x), 1), seg));
            x += w;
        }
        y += 1;
        if y >= bottom {
            break;
        }
    }
    out
}

/// The layout of the board in `area` for this view: a pure function of both.
pub fn layout(area: Rect, g: &Quartino, view: &View) -> Layout {
    let table = g.table();
    let wheel = wheel_rects(area, table);
    let wheel_w = wheel.iter().map(|(_, r)| r.x + r.width).max().unwrap_or(area.x) - area.x;
    let wheel_h = wheel.iter().map(|(_, r)| r.y + r.height).max().unwrap_or(area.y) - area.y;
    let under = Rect::new(area.x, area.y + wheel_h, area.width, area.height - wheel_h);
    let beside = area.width >= wheel_w + 2 + PANEL_MIN;
    let mut segs;
    if beside {
        let side = Rect::new(
            area.x + wheel_w + 2,
            area.y,
            area.width - wheel_w - 2,
            area.height,
        );
        segs = place(panel(g, view), side);
        // The text under the wheel takes the whole width once the panel has ended above it.
        let panel_end = segs.iter().map(|(r, _)| r.y + 1).max().unwrap_or(area.y);
        let width = if panel_end <= under.y { area.width } else { wheel_w };
        segs.extend(place(info(g, view.texts), Rect { width, ..under }));
    } else {
        // Under the wheel: first what a click needs (the panel), then the rest.
        segs = place(panel(g, view), under);
        let used = segs.iter().map(|(r, _)| r.y + 1).max().unwrap_or(under.y);
        let rest = Rect::new(
            area.x,
            used + 1,
            area.width,
            (area.y + area.height).saturating_sub(used + 1),
        );
        segs.extend(place(info(g, view.texts), rest));
    }
    Layout { wheel, segs }
}

/// Draws the board in `area` and returns its clickable places.
pub fn draw(frame: &mut Frame, area: Rect, g: &Quartino, view: &View) -> Hits {
    let layout = layout(area, g, view);
    let table = g.table();
    let targets = targets(g, view);
    let columns = table.columns();
    for &(space, rect) in &layout.wheel {
        let stack = table.stack(space);
        let target = targets.contains(&space);
        let mut block = Block::bordered().title(format!(" {space} "));
        if !stack.is_empty() {
            let column = if columns.contains(&space) { "▲" } else { "" };
            block = block.title(Line::from(format!(" {}{column} ", stack.len())).right_aligned());
        }
        if target {
            block = block
                .border_type(BorderType::Double)
                .border_style(Style::new().fg(Color::LightGreen).add_modifier(Modifier::BOLD));
        }
        let inner = block.inner(rect);
        frame.render_widget(block, rect);
        // The stack, bottom first, as much of it as fits; the top token in brackets.
        let room = inner.width as usize;
        let mut spans: Vec<Span> = Vec::new();
        if let Some((top, below)) = stack.split_last() {
            let fit = room.saturating_sub(4) / 2;
            let shown = if below.len() > fit {
                spans.push(Span::raw("…"));
                &below[below.len() - fit.saturating_sub(1)..]
            } else {
                below
            };
            for &c in shown {
                spans.push(Span::styled(
                    c.to_string(),
                    token_style(c).remove_modifier(Modifier::BOLD),
                ));
                spans.push(Span::raw(" "));
            }
            spans.push(Span::styled(
                format!("[{top}]"),
                token_style(*top).add_modifier(Modifier::BOLD),
            ));
        } else {
            spans.push(Span::styled("·", Style::new().fg(Color::DarkGray)));
        }
        frame.render_widget(Paragraph::new(Line::from(spans)), inner);
    }
    for (rect, seg) in &layout.segs {
        let spans: Vec<Span> = seg
            .spans
            .iter()
            .map(|(t, s)| Span::styled(t.clone(), *s))
            .collect();
        frame.render_widget(Paragraph::new(Line::from(spans)), *rect);
    }
    layout.hits()
}

/// What a click on `element` does.
pub fn click(g: &Quartino, view: &View, element: Element) -> Click {
    let legal = quartino_legal(view);
    let pick = quartino_pick(view);
    let table = g.table();
    let e = table.equipment();
    let placing = legal.iter().any(|a| matches!(a, Action::Place(..)));
    let play = |a: Action| Click::Play(AnyAction::Quartino(a));
    let picked = |p: QuartinoPick, message: String| Click::Pick(Pick::Quartino(p), message);
    let t = view.texts;
    let or = format!(" {} ", tr!(t, "quartino-or"));
    match element {
        Element::Pile(c) => {
            let name = e
                .colours()
                .iter()
                .find(|s| s.colour == c)
                .map_or(c.to_string(), |s| crate::quartino::colour_name(t, &s.name));
            if pick.colour == Some(c) {
                return picked(
                    QuartinoPick { colour: None, ..pick },
                    tr!(t, "board-quartino-colour-put-back", colour = name),
                );
            }
            if legal.iter().any(|a| matches!(a, Action::Place(x, _) if *x == c)) {
                return picked(
                    QuartinoPick {
                        colour: Some(c),
                        card: None,
                    },
                    tr!(
                        t,
                        "board-quartino-colour-chosen",
                        colour = name,
                        letter = c.to_string()
                    ),
                );
            }
            if table.supply(c) == 0 {
                Click::Refuse(tr!(t, "board-quartino-pile-empty", colour = name))
            } else {
                Click::Refuse(tr!(t, "board-quartino-no-token"))
            }
        }
        Element::Space(s) => {
            if let Some(c) = pick.colour
                && legal.contains(&Action::Place(c, s))
            {
                return play(Action::Place(c, s));
            }
            if let Some(card) = pick.card {
                let quarters: Vec<Quarter> = claim_quarters(&legal, card)
                    .into_iter()
                    .filter(|&q| e.quarter_spaces(q).contains(&s))
                    .collect();
                return match quarters.as_slice() {
                    [q] => play(Action::Claim(card, *q)),
                    [] => Click::Refuse(tr!(
                        t,
                        "board-quartino-not-through",
                        card = card.to_string(),
                        space = s.to_string()
                    )),
                    many => {
                        let list: Vec<String> = many.iter().map(|q| q.to_string()).collect();
                        Click::Refuse(tr!(
                            t,
                            "board-quartino-several-quarters",
                            space = s.to_string(),
                            card = card.to_string(),
                            quarters = list.join(&or)
                        ))
                    }
                };
            }
            if let Some(c) = pick.colour {
                if placing {
                    Click::Refuse(tr!(
                        t,
                        "board-quartino-cannot-go-empty",
                        colour = c.to_string(),
                        space = s.to_string()
                    ))
                } else {
                    Click::Refuse(tr!(
                        t,
                        "board-quartino-cannot-go",
                        colour = c.to_string(),
                        space = s.to_string(),
                        help = click_help(&View {
                            pick: Pick::Nothing,
                            ..*view
                        })
                    ))
                }
            } else if placing {
                Click::Refuse(tr!(t, "board-quartino-colour-first", space = s.to_string()))
            } else {
                Click::Refuse(click_help(view))
            }
        }
        Element::Card(card) => {
            if pick.card == Some(card) {
                return picked(
                    QuartinoPick { card: None, ..pick },
                    tr!(t, "board-quartino-card-put-back", card = card.to_string()),
                );
            }
            let quarters = claim_quarters(&legal, card);
            match quarters.as_slice() {
                [q] => play(Action::Claim(card, *q)),
                [] if placing || matches!(table.phase(), Phase::Situations { .. }) => {
                    Click::Refuse(tr!(t, "board-quartino-claims-after"))
                }
                [] => Click::Refuse(tr!(t, "board-quartino-not-showing", card = card.to_string())),
                many => {
                    let list: Vec<String> = many.iter().map(|q| q.to_string()).collect();
                    picked(
                        QuartinoPick {
                            colour: pick.colour,
                            card: Some(card),
                        },
                        tr!(
                            t,
                            "board-quartino-shows-at",
                            card = card.to_string(),
                            quarters = list.join(&or)
                        ),
                    )
                }
            }
        }
        Element::Quarter(q) => match pick.card {
            Some(card) if legal.contains(&Action::Claim(card, q)) => play(Action::Claim(card, q)),
            _ => Click::Refuse(tr!(t, "board-quartino-nothing-at", quarter = q.to_string())),
        },
        Element::Button(AnyAction::Quartino(a)) if legal.contains(&a) => play(a),
        Element::Button(a) => Click::Refuse(tr!(t, "board-quartino-not-now", action = a.to_string())),
        _ => Click::Refuse(tr!(t, "board-not-this-game")),
    }
}

/// What to click now, in a few words.
pub fn click_help(view: &View) -> String {
    let legal = quartino_legal(view);
    let pick = quartino_pick(view);
    let t = view.texts;
    if let Some(card) = pick.card {
        return tr!(t, "board-quartino-help-quarter", card = card.to_string());
    }
    let placing = legal.iter().any(|a| matches!(a, Action::Place(..)));
    if let Some(c) = pick.colour
        && placing
    {
        return tr!(t, "board-quartino-help-space", colour = c.to_string());
    }
    let claims = legal.iter().any(|a| matches!(a, Action::Claim(..)));
    match (placing, claims) {
        (true, _) => tr!(t, "board-quartino-help-place"),
        (false, true) => tr!(t, "board-quartino-help-claim"),
        (false, false) => tr!(t, "board-quartino-help-end"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::board::view::hit;
    use quartet_core::AnyGame;

    fn game(position: &str) -> (AnyGame, Quartino) {
        let any = AnyGame::from_position(quartet_core::GameKind::Quartino, "players=2", position).unwrap();
        let AnyGame::Quartino(q) = any.clone() else {
            unreachable!()
        };
        (any, q)
    }

    fn view<'a>(any: &'a AnyGame, legal: &'a [AnyAction], pick: Pick) -> View<'a> {
        View {
            texts: quartet_i18n::Texts::new(quartet_i18n::Lang::En),
            game: any,
            viewer: Some(any.to_move()),
            legal,
            pick,
            last: None,
        }
    }

    fn seg_at(l: &Layout, element: Element) -> &Rect {
        &l.segs
            .iter()
            .find(|(_, s)| s.element == Some(element))
            .expect("drawn")
            .0
    }

    /// The panel's button labels.
    fn buttons(position: &str) -> Vec<String> {
        let (any, q) = game(position);
        let legal = any.legal_actions();
        let v = view(&any, &legal, Pick::Nothing);
        panel(&q, &v)
            .into_iter()
            .flatten()
            .filter(|s| matches!(s.element, Some(Element::Button(_))))
            .map(|s| s.spans.into_iter().map(|(t, _)| t).collect())
            .collect()
    }

    #[test]
    fn a_column_is_one_token_more_at_the_start_of_the_turn_and_not_during_the_placements() {
        // R5 is a column (YPYY) and yellow has four tokens on the board.
        let board = "GYP/./YP/YG/G/PP/YPYY/./PYG 2";
        let hands = "17 BGPY,BPYG,BPGY,GBYP/YGPB,GYBP,PYBG,PGYB";
        assert_eq!(
            buttons(&format!("{board} SFC {hands}")),
            ["[four colours: +1 token]", "[column@R5: remove it, +1 token]"]
        );
        // Both situations used: the column goes in any order with the placements, its token
        // already counted.
        assert_eq!(
            buttons(&format!("{board} P3@R5 {hands}")),
            ["[column@R5: remove it]"]
        );
    }

    #[test]
    fn the_wheel_piles_cards_and_buttons_are_hit_where_they_are_laid_out() {
        // Claims are due: seat 1 holds YBGP, which shows at Q0 (C=Y, R0=B, R1=G, R2=P).
        let (any, q) = game("Y/B/G/P/././././. 1 Q 4 YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB");
        let legal = any.legal_actions();
        let v = view(&any, &legal, Pick::Nothing);
        let area = Rect::new(1, 1, 74, 36);
        let l = layout(area, &q, &v);
        let hits = l.hits();
        // The 3×3 wheel: R0 at the top middle, the centre in the middle, R4 at the bottom middle.
        assert_eq!(
            hit(&hits, 1 + 14 + 3, 1 + 1),
            Some(Element::Space(Space::ring(0).unwrap()))
        );
        assert_eq!(hit(&hits, 1 + 14, 1 + 4), Some(Element::Space(Space::CENTRE)));
        assert_eq!(
            hit(&hits, 1 + 29, 1 + 7),
            Some(Element::Space(Space::ring(3).unwrap()))
        );
        assert_eq!(
            hit(&hits, 1 + 7, 1 + 8),
            Some(Element::Space(Space::ring(5).unwrap()))
        );
        // Every hit rectangle is inside the area, and none overlaps another.
        for (i, (a, _)) in hits.iter().enumerate() {
            assert!(
                area.contains(a.as_position()) && a.right() <= area.right(),
                "{a:?}"
            );
            for (b, _) in &hits[i + 1..] {
                assert!(!a.intersects(*b), "{a:?} {b:?}");
            }
        }
        // The piles, the four cards of the hand and the end button are laid out and hit.
        for spec in q.table().equipment().colours() {
            let r = seg_at(&l, Element::Pile(spec.colour));
            assert_eq!(hit(&hits, r.x, r.y), Some(Element::Pile(spec.colour)));
        }
        for card in q.hand(Player(0)) {
            let r = seg_at(&l, Element::Card(card));
            assert_eq!(hit(&hits, r.x + 2, r.y), Some(Element::Card(card)));
        }
        let end = Element::Button(AnyAction::Quartino(Action::End));
        let r = seg_at(&l, end);
        assert_eq!(hit(&hits, r.x + r.width - 1, r.y), Some(end));
        // Another seat's cards are never laid out.
        for card in q.hand(Player(1)) {
            assert!(!l.segs.iter().any(|(_, s)| s.element == Some(Element::Card(card))));
        }
        // A narrow area (the board of an 80×24 terminal) puts the panel under the wheel, with
        // everything a click needs; a narrower one has narrower spaces. Nothing overlaps.
        let narrow = Rect::new(0, 0, 44, 18);
        let hits = layout(narrow, &q, &v).hits();
        let count = |hits: &Hits, f: fn(&Element) -> bool| hits.iter().filter(|(_, e)| f(e)).count();
        assert_eq!(count(&hits, |e| matches!(e, Element::Card(_))), 4);
        assert_eq!(count(&hits, |e| matches!(e, Element::Pile(_))), 4);
        assert_eq!(count(&hits, |e| matches!(e, Element::Space(_))), 9);
        assert_eq!(count(&hits, |e| matches!(e, Element::Button(_))), 1);
        assert!(hits.iter().all(|(r, _)| r.bottom() <= 18 && r.right() <= 44));
        let thin = layout(Rect::new(0, 0, 32, 30), &q, &v).hits();
        assert_eq!(hit(&thin, 10, 1), Some(Element::Space(Space::ring(0).unwrap())));
        assert_eq!(count(&thin, |e| matches!(e, Element::Space(_))), 9);
        for (i, (a, _)) in hits.iter().enumerate() {
            for (b, _) in &hits[i + 1..] {
                assert!(!a.intersects(*b), "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn clicks_build_placements_and_claims() {
        let (any, q) = game("././././././././. 1 P1 0 YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB");
        let legal = any.legal_actions();
        let v = view(&any, &legal, Pick::Nothing);
        let r3 = Space::ring(3).unwrap();
        let y = Colour::from_letter('Y').unwrap();
        assert!(
            matches!(click(&q, &v, Element::Space(r3)), Click::Refuse(m) if m.contains("first click a colour"))
        );
        let Click::Pick(pick, _) = click(&q, &v, Element::Pile(y)) else {
            panic!()
        };
        let v = view(&any, &legal, pick);
        assert_eq!(targets(&q, &v).len(), 9);
        assert_eq!(
            click(&q, &v, Element::Space(r3)),
            Click::Play(AnyAction::Quartino(Action::Place(y, r3)))
        );
        let card: Card = "YBGP".parse().unwrap();
        assert!(
            matches!(click(&q, &v, Element::Card(card)), Click::Refuse(m) if m.contains("after the placements"))
        );
        // Claims: YBGP shows at Q0 only: one click claims it.
        let (any, q) = game("Y/B/G/P/././././. 1 Q 4 YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB");
        let legal = any.legal_actions();
        let v = view(&any, &legal, Pick::Nothing);
        assert_eq!(
            click(&q, &v, Element::Card(card)),
            Click::Play(AnyAction::Quartino("YBGP@Q0".parse().unwrap()))
        );
        let other: Card = "PGYB".parse().unwrap();
        assert!(
            matches!(click(&q, &v, Element::Card(other)), Click::Refuse(m) if m.contains("does not show"))
        );
        assert!(
            matches!(click(&q, &v, Element::Pile(y)), Click::Refuse(m) if m.contains("no token to place"))
        );
    }
}
