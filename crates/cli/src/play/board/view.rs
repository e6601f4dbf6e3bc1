//! What every board shares: the [`View`] it is drawn from, the [`Element`]s a click can choose
//! and where they were drawn ([`Hits`]), and what a click does ([`Click`]): play an action, or
//! build one further as a [`Pick`]. The boards (`quarto`, `danish`, `quartino`) and the
//! dispatcher above them use these words; this module uses none of theirs.

use quartet_core::quarto::{Cell, Piece};
use quartet_core::{AnyAction, AnyGame, Player, danish, quartino};
use quartet_i18n::Texts;
use ratatui::layout::{Position, Rect};

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
    /// The language the board's words are in.
    pub texts: Texts,
}

/// A Danish move being built from clicks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DanishPick {
    /// The piece chosen to move (movement phase).
    pub from: Option<danish::Point>,
    /// The landing chosen, whose capture is still to be chosen.
    pub to: Option<danish::Point>,
}

/// A Quartino action being built from clicks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct QuartinoPick {
    /// The colour of the next token to place (kept from one placement to the next).
    pub colour: Option<quartino::Colour>,
    /// The card to claim, when it shows at more than one quarter.
    pub card: Option<quartino::Card>,
}
