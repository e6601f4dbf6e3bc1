//! How each game's board is drawn in the full-screen UI, and what a click on it does.
//!
//! Every game has a *layout*: a pure function from the board's area (and the state) to the
//! rectangle of each clickable [`Element`]. The renderer draws into those rectangles and records
//! the same list, and [`hit`] maps a screen cell back to its element. [`click`] then turns an
//! element into an action to play, a new [`Pick`] (a partly built action: a piece chosen to
//! move, a colour chosen to place…), or a message saying why nothing happens. None of this
//! touches the terminal, so it is tested without one.
//!
//! The words all boards share are in [`view`]; each game's board is a module of its own
//! ([`quarto`], [`danish`], [`quartino`]) that imports them; this module only dispatches on the
//! game, above all of them.

pub mod danish;
pub mod quartino;
pub mod quarto;
pub mod view;

use quartet_core::AnyGame;
use quartet_i18n::tr;
use ratatui::Frame;
use ratatui::layout::Rect;

pub use view::{Click, Element, Hits, Pick, QuartinoPick, View, hit};

/// The clickable layout of the board in `area`: a pure function of the area and the view,
/// the same one [`draw`] draws.
pub fn layout(area: Rect, view: &View) -> Hits {
    match view.game {
        AnyGame::Quarto(q) => quarto::Layout::new(area, q).hits(),
        AnyGame::Danish(_) => danish::Layout::new(area).hits(),
        AnyGame::Quartino(g) => quartino::layout(area, g, view).hits(),
    }
}

/// Draws the board in `area` and returns its clickable places (those of [`layout`]).
pub fn draw(frame: &mut Frame, area: Rect, view: &View) -> Hits {
    match view.game {
        AnyGame::Quarto(q) => quarto::draw(frame, area, q, view.legal, view.texts),
        AnyGame::Danish(g) => danish::draw(frame, area, g, view),
        AnyGame::Quartino(g) => quartino::draw(frame, area, g, view),
    }
}

/// What a click on `element` does in this view.
pub fn click(view: &View, element: Element) -> Click {
    if view.legal.is_empty() {
        return Click::Refuse(tr!(view.texts, "board-not-your-turn"));
    }
    match view.game {
        AnyGame::Quarto(q) => quarto::click(q, view.legal, element, view.texts),
        AnyGame::Danish(g) => danish::click(g, view, element),
        AnyGame::Quartino(g) => quartino::click(g, view, element),
    }
}

/// What to click in this game now, in a few words (for clicks on nothing).
pub fn click_help(view: &View) -> String {
    match view.game {
        AnyGame::Quarto(q) => quarto::click_help(q, view.texts),
        AnyGame::Danish(g) => danish::click_help(g, view),
        AnyGame::Quartino(_) => quartino::click_help(view),
    }
}
