//! Gigamic's Quarto! (Blaise Muller, 1991), exactly as `docs/rules/quarto-rulings.md` tells its rules.
//!
//! The board is kept as bitboards: one 16-bit mask of occupied cells and, for each of the four
//! attributes, the mask of cells whose piece has that attribute's value 1. A quarto test on a
//! line is then three mask operations per counted attribute.
//!
//! Every variant is supported through [`Rules`]: any non-empty subset of the attributes
//! (beginners), the 2×2 squares (advanced), and the two win modes ([`WinMode::Auto`], where a
//! completed quarto wins at once, and [`WinMode::Announce`], where it must be claimed).
//!
//! A turn is two actions: the player to move [`Action::Place`]s the piece he was given, then
//! [`Action::Give`]s one to his opponent. In announce mode [`Action::Claim`] names a quarto
//! (line or square) made by the most recent placement, and [`Action::Pass`] declines the claim
//! after the 16th piece.

mod end;
mod facts;
mod notation;
pub mod perft;
mod symmetry;
mod traits;

use std::fmt;
use std::str::FromStr;

use crate::chance::Rng;
use crate::game::{Game, GameKind, Outcome, Player, error_codes};
use crate::text::{Excerpt, Expected, SettingsError, settings_words, yes_no};

pub use symmetry::{BoardMap, QuartoSymmetry, board_maps};
pub use traits::{QuartoMade, Trait};

/// One of the four two-valued attributes of a piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Attribute {
    /// Bit 0: short (0) or tall (1).
    Height = 0,
    /// Bit 1: light (0) or dark (1).
    Colour = 1,
    /// Bit 2: round (0) or square (1).
    Shape = 2,
    /// Bit 3: solid (0) or hollow (1).
    Top = 3,
}

impl Attribute {
    /// The four attributes in bit order.
    pub const ALL: [Attribute; 4] = [
        Attribute::Height,
        Attribute::Colour,
        Attribute::Shape,
        Attribute::Top,
    ];

    /// The attribute's name as written in options: `height`, `colour`, `shape`, `top`.
    pub const fn name(self) -> &'static str {
        match self {
            Attribute::Height => "height",
            Attribute::Colour => "colour",
            Attribute::Shape => "shape",
            Attribute::Top => "top",
        }
    }

    /// The words for the attribute's two values, 0 then 1.
    pub const fn values(self) -> [&'static str; 2] {
        match self {
            Attribute::Height => ["short", "tall"],
            Attribute::Colour => ["light", "dark"],
            Attribute::Shape => ["round", "square"],
            Attribute::Top => ["solid", "hollow"],
        }
    }
}

/// A set of attributes: those that count for a quarto in a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Attributes(u8);

impl Attributes {
    /// All four attributes: the standard game.
    pub const ALL: Attributes = Attributes(0b1111);

    /// The set with these bits (bit i = attribute i); `None` if empty or out of range.
    pub const fn from_bits(bits: u8) -> Option<Attributes> {
        if bits == 0 || bits > 0b1111 {
            None
        } else {
            Some(Attributes(bits))
        }
    }

    /// The set's bits (bit i = attribute i).
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether the attribute counts.
    pub const fn contains(self, attribute: Attribute) -> bool {
        self.0 & (1 << attribute as u8) != 0
    }

    /// The counted attributes in bit order.
    pub fn iter(self) -> impl Iterator<Item = Attribute> {
        Attribute::ALL.into_iter().filter(move |&a| self.contains(a))
    }

    /// How many attributes count.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Never true: a set of counted attributes is never empty.
    pub const fn is_empty(self) -> bool {
        false
    }
}

impl Default for Attributes {
    fn default() -> Self {
        Attributes::ALL
    }
}

impl fmt::Display for Attributes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.iter().map(Attribute::name).collect();
        f.write_str(&names.join(","))
    }
}

impl FromStr for Attributes {
    type Err = RulesError;

    /// A comma-separated list among `height`, `colour` (or `color`), `shape`, `top`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut bits = 0u8;
        for word in s.split(',').map(str::trim) {
            let attribute = match word.to_ascii_lowercase().as_str() {
                "height" => Attribute::Height,
                "colour" | "color" => Attribute::Colour,
                "shape" => Attribute::Shape,
                "top" => Attribute::Top,
                _ => return Err(RulesError::UnknownAttribute(Excerpt::new(word))),
            };
            if bits & (1 << attribute as u8) != 0 {
                return Err(RulesError::AttributeTwice(attribute));
            }
            bits |= 1 << attribute as u8;
        }
        Attributes::from_bits(bits).ok_or(RulesError::NoAttribute)
    }
}

/// How a completed quarto wins.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum WinMode {
    /// A completed quarto wins at once (the default against the computer).
    #[default]
    Auto,
    /// The official rule: a quarto wins only when claimed by its placer before he gives, or by
    /// the opponent before he places; after that it lapses.
    Announce,
}

impl fmt::Display for WinMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinMode::Auto => "auto",
            WinMode::Announce => "announce",
        })
    }
}

impl FromStr for WinMode {
    type Err = RulesError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "auto" => Ok(WinMode::Auto),
            "announce" => Ok(WinMode::Announce),
            _ => Err(RulesError::Settings(SettingsError::BadValue {
                key: "win",
                value: Excerpt::new(s),
                expected: Expected::AutoAnnounce,
            })),
        }
    }
}

/// The variant and win mode of a game: fixed before it starts.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The attributes that count (beginners play with 1–3).
    pub attributes: Attributes,
    /// Whether the nine 2×2 squares win too (advanced).
    pub squares: bool,
    /// How a quarto wins.
    pub win_mode: WinMode,
}

impl Rules {
    /// The standard game: all four attributes, lines only, auto win mode.
    pub const STANDARD: Rules = Rules {
        attributes: Attributes::ALL,
        squares: false,
        win_mode: WinMode::Auto,
    };

    /// The alignments that win under these rules: 10 lines, plus 9 squares if advanced.
    pub fn alignments(self) -> &'static [Alignment] {
        if self.squares {
            &Alignment::ALL
        } else {
            &Alignment::ALL[..10]
        }
    }

    /// Whether this alignment can win under these rules.
    pub fn counts(self, alignment: Alignment) -> bool {
        self.squares || !alignment.is_square()
    }
}

impl fmt::Display for Rules {
    /// `attributes=height,colour,shape,top squares=no win=auto`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "attributes={} squares={} win={}",
            self.attributes,
            if self.squares { "yes" } else { "no" },
            self.win_mode
        )
    }
}

impl FromStr for Rules {
    type Err = RulesError;

    /// Space-separated `key=value` words, any order, any omitted, none twice (defaults: all
    /// attributes, no squares, auto). `standard` alone is the standard game.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut rules = Rules::default();
        for (key, value) in settings_words(s).map_err(RulesError::Settings)? {
            match key {
                "attributes" => rules.attributes = value.parse()?,
                "squares" => {
                    rules.squares = yes_no(value).ok_or_else(|| {
                        RulesError::Settings(SettingsError::BadValue {
                            key: "squares",
                            value: Excerpt::new(value),
                            expected: Expected::YesNo,
                        })
                    })?
                }
                "win" => rules.win_mode = value.parse()?,
                _ => {
                    return Err(RulesError::Settings(SettingsError::UnknownKey {
                        key: Excerpt::new(key),
                        expected: &["attributes", "squares", "win"],
                    }));
                }
            }
        }
        Ok(rules)
    }
}

/// One of the 16 pieces, 0–15, written as a hex digit; bit i is attribute i's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Piece(u8);

impl Piece {
    /// The piece with this number, if 0–15.
    pub const fn new(n: u8) -> Option<Piece> {
        if n < 16 { Some(Piece(n)) } else { None }
    }

    /// The piece's number, 0–15.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The piece's value (0 or 1) of an attribute.
    pub const fn value(self, attribute: Attribute) -> u8 {
        (self.0 >> attribute as u8) & 1
    }

    /// Every piece, 0 to f.
    pub fn all() -> impl Iterator<Item = Piece> {
        (0..16).map(Piece)
    }

    /// The piece in words: `short light round solid`.
    pub fn describe(self) -> String {
        Attribute::ALL
            .iter()
            .map(|&a| a.values()[self.value(a) as usize])
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:x}", self.0)
    }
}

impl FromStr for Piece {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_ascii_hexdigit() => Ok(Piece(c.to_digit(16).unwrap_or(0) as u8)),
            _ => Err(ParseActionError::BadPiece(Excerpt::new(s))),
        }
    }
}

/// A cell of the board, `a1` (bottom-left) to `d4` (top-right); index = row × 4 + column.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell at column 0–3 (`a`–`d`) and row 0–3 (`1`–`4`).
    pub const fn at(column: u8, row: u8) -> Option<Cell> {
        if column < 4 && row < 4 {
            Some(Cell(row * 4 + column))
        } else {
            None
        }
    }

    /// The cell with this index, if 0–15.
    pub const fn new(index: u8) -> Option<Cell> {
        if index < 16 { Some(Cell(index)) } else { None }
    }

    /// The index, 0–15.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The column, 0–3 (`a`–`d`).
    pub const fn column(self) -> u8 {
        self.0 % 4
    }

    /// The row, 0–3 (`1`–`4`).
    pub const fn row(self) -> u8 {
        self.0 / 4
    }

    /// The cell's bit in a board mask.
    pub const fn bit(self) -> u16 {
        1 << self.0
    }

    /// Every cell, a1 to d4 row by row.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..16).map(Cell)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column()) as char, self.row() + 1)
    }
}

impl FromStr for Cell {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.as_bytes();
        if b.len() == 2 {
            let column = b[0].to_ascii_lowercase().wrapping_sub(b'a');
            let row = b[1].wrapping_sub(b'1');
            if let Some(cell) = Cell::at(column, row) {
                return Ok(cell);
            }
        }
        Err(ParseActionError::BadCell(Excerpt::new(s)))
    }
}

const fn alignment_masks() -> [u16; 19] {
    let mut masks = [0u16; 19];
    let mut i = 0;
    while i < 4 {
        masks[i] = 0xf << (4 * i); // row i
        masks[4 + i] = 0x1111 << i; // column i
        i += 1;
    }
    masks[8] = 1 | 1 << 5 | 1 << 10 | 1 << 15; // a1-d4
    masks[9] = 1 << 12 | 1 << 9 | 1 << 6 | 1 << 3; // a4-d1
    let mut r = 0;
    while r < 3 {
        let mut c = 0;
        while c < 3 {
            let base = r * 4 + c;
            masks[10 + r * 3 + c] = 1 << base | 1 << (base + 1) | 1 << (base + 4) | 1 << (base + 5);
            c += 1;
        }
        r += 1;
    }
    masks
}

/// The cells of every alignment, by index (see [`Alignment`]).
pub const ALIGNMENT_MASKS: [u16; 19] = alignment_masks();

/// A winning alignment: one of the 10 lines, or one of the 9 squares of the advanced game.
///
/// Indices: 0–3 the rows 1–4, 4–7 the columns a–d, 8 the diagonal a1–d4, 9 the diagonal
/// a4–d1, 10–18 the 2×2 squares by their bottom-left cell (a1, b1, c1, a2, …, c3).
/// Written by two opposite end cells: `a1-d1`, `a1-a4`, `a1-d4`, `a4-d1`, `b2-c3`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Alignment(u8);

impl Alignment {
    /// All 19 alignments: 10 lines then 9 squares.
    pub const ALL: [Alignment; 19] = {
        let mut all = [Alignment(0); 19];
        let mut i = 0;
        while i < 19 {
            all[i] = Alignment(i as u8);
            i += 1;
        }
        all
    };

    /// The alignment with this index, if 0–18.
    pub const fn new(index: u8) -> Option<Alignment> {
        if index < 19 { Some(Alignment(index)) } else { None }
    }

    /// The alignment whose cells are exactly `mask`, if any.
    pub fn from_mask(mask: u16) -> Option<Alignment> {
        ALIGNMENT_MASKS
            .iter()
            .position(|&m| m == mask)
            .map(|i| Alignment(i as u8))
    }

    /// The index, 0–18.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The cells as a board mask.
    pub const fn mask(self) -> u16 {
        ALIGNMENT_MASKS[self.0 as usize]
    }

    /// Whether it is one of the 2×2 squares.
    pub const fn is_square(self) -> bool {
        self.0 >= 10
    }

    /// The two cells that name it: first and last cell of a line, or opposite corners.
    pub fn ends(self) -> (Cell, Cell) {
        let m = self.mask();
        let low = Cell(m.trailing_zeros() as u8);
        let high = Cell(15 - m.leading_zeros() as u8);
        if self.0 == 9 {
            (Cell(12), Cell(3)) // a4-d1
        } else {
            (low, high)
        }
    }
}

impl fmt::Display for Alignment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.ends();
        write!(f, "{a}-{b}")
    }
}

impl FromStr for Alignment {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseActionError::BadAlignment(Excerpt::new(s));
        let (a, b) = s.split_once('-').ok_or_else(bad)?;
        let (a, b): (Cell, Cell) = (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
        Alignment::ALL
            .into_iter()
            .find(|al| {
                let (x, y) = al.ends();
                (x, y) == (a, b) || (x, y) == (b, a)
            })
            .ok_or_else(bad)
    }
}

/// One action of Quarto!.
///
/// Notation: a give is the piece's hex digit (`7`), a placement the cell (`b3`), a claim `Q:`
/// and the alignment (`Q:a1-d4`), and declining the last claim `pass`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    /// Give this piece to the opponent, who must place it.
    Give(Piece),
    /// Place the piece in hand on this empty cell.
    Place(Cell),
    /// Announce "Quarto!" and show this alignment (announce mode).
    Claim(Alignment),
    /// After the 16th piece, decline to claim: the game is a draw (announce mode).
    Pass,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Give(p) => write!(f, "{p}"),
            Action::Place(c) => write!(f, "{c}"),
            Action::Claim(a) => write!(f, "Q:{a}"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") {
            return Ok(Action::Pass);
        }
        if let Some(rest) = s.strip_prefix("Q:").or_else(|| s.strip_prefix("q:")) {
            return Ok(Action::Claim(rest.parse()?));
        }
        match s.len() {
            1 => Ok(Action::Give(s.parse()?)),
            2 => Ok(Action::Place(s.parse()?)),
            _ => Err(ParseActionError::BadAction(Excerpt::new(s))),
        }
    }
}

/// What is wrong with a Quarto! rules line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A word that is not `key=value`, a key given twice, an unknown key or a bad value.
    #[error(transparent)]
    Settings(SettingsError),
    /// An unknown attribute name.
    #[error("unknown attribute {0}: expected height, colour, shape or top")]
    UnknownAttribute(Excerpt),
    /// An attribute named twice.
    #[error("attribute {} is named twice", .0.name())]
    AttributeTwice(Attribute),
    /// No attribute at all.
    #[error("no attribute named: at least one counts")]
    NoAttribute,
}

error_codes!(RulesError, "quarto", settings: Settings, {
    UnknownAttribute(text) => "unknown-attribute",
    AttributeTwice(attribute) => "attribute-twice",
    NoAttribute => "no-attribute",
});

/// Why a text is not a Quarto! action (or a piece, cell or alignment of one).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseActionError {
    /// Not a piece.
    #[error("{0} is not a piece: expected one hex digit 0-f")]
    BadPiece(Excerpt),
    /// Not a cell.
    #[error("{0} is not a cell: expected a1 to d4")]
    BadCell(Excerpt),
    /// Not an alignment.
    #[error("{0} is not a line or square: name its two end cells, as a1-d1, a1-a4, a1-d4, a4-d1 or b2-c3")]
    BadAlignment(Excerpt),
    /// Not an action.
    #[error(
        "{0} is not an action: expected a piece to give (7), a cell to place on (b3), a claim (Q:a1-d4) or pass"
    )]
    BadAction(Excerpt),
}

error_codes!(ParseActionError, "quarto", {
    BadPiece(text) => "not-a-piece",
    BadCell(text) => "not-a-cell",
    BadAlignment(text) => "not-an-alignment",
    BadAction(text) => "not-an-action",
});

/// What is wrong with a Quarto! position: malformed, or impossible.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// No text at all.
    #[error("empty: expected `<board> <hand>`, as `..../..../..../.... -`")]
    Empty,
    /// The board alone.
    #[error("missing the hand after the board: add ` -` or the piece to place")]
    MissingHand,
    /// Too many fields.
    #[error(
        "expected two fields `<board> <hand>` (and in announce mode the cell whose quartos are open to a \
         claim), found {0}"
    )]
    Fields(usize),
    /// Not four rows.
    #[error("the board has {count} {rows}; expected 4 rows separated by '/'", count = .0, rows = if *.0 == 1 { "row" } else { "rows" })]
    Rows(usize),
    /// A row of another length.
    #[error("row {row} has {cells} cells; expected 4")]
    RowLength {
        /// The row, from 1.
        row: u8,
        /// Its cells.
        cells: usize,
    },
    /// Neither `.` nor a piece.
    #[error("bad character {found:?} at {cell}: expected '.' or a hex digit 0-f")]
    BadCharacter {
        /// What is there.
        found: char,
        /// Where.
        cell: Cell,
    },
    /// A piece on two cells.
    #[error("piece {piece} is on the board twice, at {first} and {second}")]
    PieceTwice {
        /// The piece.
        piece: Piece,
        /// Its first cell, as read.
        first: Cell,
        /// Its second.
        second: Cell,
    },
    /// `-` while the game goes on.
    #[error(
        "no piece in hand, but the game is not over ({0} pieces down, no quarto): write the piece to \
         place, or `*` if the player who just placed must give"
    )]
    NoHand(u32),
    /// `*` on an empty board.
    #[error("`*` (a give after a placement) needs a piece on the board; the start is written `-`")]
    GiveAtStart,
    /// `*` on a full board.
    #[error("`*` on a full board: no piece is left to give")]
    GiveOnFullBoard,
    /// Not a hand.
    #[error("bad hand {0}: expected a hex digit 0-f, `-` or `*`")]
    BadHand(Excerpt),
    /// The piece in hand is on the board.
    #[error("piece {piece} is in hand and also on the board at {cell}")]
    HandOnBoard {
        /// The piece.
        piece: Piece,
        /// Where it is on the board.
        cell: Cell,
    },
    /// A quarto on the board, in auto mode, with the game going on.
    #[error(
        "the position is already won: {0} is a quarto, so the game ended there (write `-` for the finished game)"
    )]
    AlreadyWon(Alignment),
    /// Quartos no single placement can have made.
    #[error("impossible: the quartos {} cannot all have been made by one placement", alignments_text(.0))]
    NotOnePlacement(Vec<Alignment>),
    /// A finished game in announce mode, before the board is full or with a quarto on it.
    #[error(
        "in announce mode a quarto on the board may have been claimed or may have lapsed, so `-` does not say \
         who won unless the board is full without a quarto: use a game record"
    )]
    WinnerUnknown,
    /// A claim field in auto mode.
    #[error("a third field ({0}, a placement open to a claim) is written only in announce mode")]
    ClaimInAutoMode(Excerpt),
    /// A claim field that is not a cell.
    #[error("the third field {0} is not a cell: it names the placement whose quartos are open to a claim")]
    ClaimNotACell(Excerpt),
    /// A claim field naming an empty cell.
    #[error("{0} is empty, so it is not a placement open to a claim")]
    ClaimOnEmptyCell(Cell),
    /// A claim field where no claim can be open.
    #[error("no claim can be open here ({0}): the game is over or has not started")]
    NoClaimHere(Cell),
    /// A claim field on a cell no quarto runs through.
    #[error("no quarto runs through {0}, so nothing is open to a claim: leave the third field out")]
    NoQuartoThrough(Cell),
}

crate::text::notation_values!(Piece, Cell, Alignment);

impl crate::text::IntoErrorValue for Attribute {
    /// The attribute's name (`height`), for a message to choose its word by.
    fn error_value(&self) -> crate::text::ErrorValue {
        crate::text::ErrorValue::Text(self.name().to_string())
    }
}

impl crate::text::IntoErrorValue for Vec<Alignment> {
    /// The alignments, separated by `, `.
    fn error_value(&self) -> crate::text::ErrorValue {
        crate::text::ErrorValue::Text(alignments_text(self))
    }
}

fn alignments_text(alignments: &[Alignment]) -> String {
    alignments
        .iter()
        .map(Alignment::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

error_codes!(PositionError, "quarto", {
    Empty => "empty-position",
    MissingHand => "missing-hand",
    Fields(count) => "position-fields",
    Rows(count) => "board-rows",
    RowLength { row, cells } => "row-length",
    BadCharacter { found, cell } => "bad-board-character",
    PieceTwice { piece, first, second } => "piece-twice",
    NoHand(count) => "no-hand",
    GiveAtStart => "give-at-start",
    GiveOnFullBoard => "give-on-full-board",
    BadHand(text) => "bad-hand",
    HandOnBoard { piece, cell } => "hand-on-board",
    AlreadyWon(alignment) => "already-won",
    NotOnePlacement(alignments) => "not-one-placement",
    WinnerUnknown => "winner-unknown",
    ClaimInAutoMode(text) => "claim-in-auto-mode",
    ClaimNotACell(text) => "claim-not-a-cell",
    ClaimOnEmptyCell(cell) => "claim-on-empty-cell",
    NoClaimHere(cell) => "no-claim-here",
    NoQuartoThrough(cell) => "no-quarto-through",
});

/// Why an action is illegal in a Quarto! position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalAction {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A give when a placement is due, or the other way round.
    #[error("it is time to {}, not to {found}", match *.expected {
        "give" => "give a piece",
        "place" => "place the piece in hand",
        _ => "claim or pass",
    })]
    WrongPhase {
        /// What is due: `give`, `place` or `claim` (the last claim, or pass).
        expected: &'static str,
        /// What was tried: `give` or `place`.
        found: &'static str,
    },
    /// The piece is on the board or was given already.
    #[error("piece {0} is not in the pool")]
    PieceNotInPool(Piece),
    /// The cell is taken.
    #[error("cell {0} is not empty")]
    CellTaken(Cell),
    /// A claim in auto mode.
    #[error("claims are made only in announce mode")]
    NoClaimsInAutoMode,
    /// A square claimed in a game without squares.
    #[error("{0} is a square, and squares do not count in this game")]
    SquaresDoNotCount(Alignment),
    /// A claim of an alignment that is not a quarto.
    #[error("{0} is not a quarto")]
    NotAQuarto(Alignment),
    /// A claim of a quarto the most recent placement did not make.
    #[error("{0} was not made by the most recent placement: it has lapsed or was never claimable")]
    NotClaimable(Alignment),
    /// A pass when none is allowed.
    #[error("pass is only for declining the claim after the last piece")]
    NoPass,
}

error_codes!(IllegalAction, "quarto", {
    GameOver => "game-over",
    WrongPhase { expected, found } => "wrong-phase",
    PieceNotInPool(piece) => "piece-not-in-pool",
    CellTaken(cell) => "cell-taken",
    NoClaimsInAutoMode => "no-claims-in-auto-mode",
    SquaresDoNotCount(alignment) => "squares-do-not-count",
    NotAQuarto(alignment) => "not-a-quarto",
    NotClaimable(alignment) => "not-claimable",
    NoPass => "no-pass",
});

/// Where the game stands within a turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The player to move must give a piece (in announce mode he may first claim).
    Give,
    /// The player to move must place the piece in hand (in announce mode he may claim first).
    Place,
    /// Announce mode, all 16 placed and the last made a quarto: its placer claims or passes.
    FinalClaim,
    /// The game is over.
    Over(Outcome),
}

/// A position of Quarto!, always valid, with its rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Quarto {
    rules: Rules,
    /// Piece index on each cell, or 16 for empty.
    board: [u8; 16],
    occupied: u16,
    /// `attrs[i]`: cells whose piece has value 1 for attribute i.
    attrs: [u16; 4],
    /// Pieces neither on the board nor in hand: the pieces that can be given.
    pool: u16,
    hand: Option<Piece>,
    /// The most recent placement (only kept in announce mode, where it opens the claims).
    last: Option<Cell>,
    phase: Phase,
}

const EMPTY: u8 = 16;

impl Quarto {
    /// The start of a game: empty board, all 16 pieces in the pool, the first player gives.
    pub fn new(rules: Rules) -> Quarto {
        Quarto {
            rules,
            board: [EMPTY; 16],
            occupied: 0,
            attrs: [0; 4],
            pool: 0xffff,
            hand: None,
            last: None,
            phase: Phase::Give,
        }
    }

    /// The rules of this game.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The piece on a cell.
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        Piece::new(self.board[cell.index() as usize])
    }

    /// The piece the player to move must place.
    pub fn hand(&self) -> Option<Piece> {
        self.hand
    }

    /// The pieces that can still be given, as a mask (bit i = piece i).
    pub fn pool(&self) -> u16 {
        self.pool
    }

    /// The pieces that can still be given.
    pub fn pool_pieces(&self) -> impl Iterator<Item = Piece> + '_ {
        Piece::all().filter(|p| self.pool & (1 << p.0) != 0)
    }

    /// The occupied cells as a mask.
    pub fn occupied(&self) -> u16 {
        self.occupied
    }

    /// Cells whose piece has value 1 for `attribute`, as a mask.
    pub fn attribute_mask(&self, attribute: Attribute) -> u16 {
        self.attrs[attribute as usize]
    }

    /// How many pieces are on the board.
    pub fn pieces_on_board(&self) -> u32 {
        self.occupied.count_ones()
    }

    /// Where the game stands within the turn.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The most recent placement, in announce mode (where it opens the claims).
    pub fn last_placed(&self) -> Option<Cell> {
        self.last
    }

    /// Whether the cells of `mask` hold four pieces sharing a counted attribute value.
    #[inline]
    pub fn is_quarto_mask(&self, mask: u16) -> bool {
        if self.occupied & mask != mask {
            return false;
        }
        let counted = self.rules.attributes.bits();
        let mut i = 0;
        while i < 4 {
            if counted & (1 << i) != 0 {
                let m = self.attrs[i] & mask;
                if m == mask || m == 0 {
                    return true;
                }
            }
            i += 1;
        }
        false
    }

    /// Whether this alignment is a quarto under the game's rules.
    pub fn is_quarto(&self, alignment: Alignment) -> bool {
        self.rules.counts(alignment) && self.is_quarto_mask(alignment.mask())
    }

    /// Every alignment that is a quarto now (lapsed ones included).
    pub fn quartos(&self) -> impl Iterator<Item = Alignment> + '_ {
        self.rules
            .alignments()
            .iter()
            .copied()
            .filter(|&a| self.is_quarto_mask(a.mask()))
    }

    /// The quartos through a cell.
    pub fn quartos_through(&self, cell: Cell) -> impl Iterator<Item = Alignment> + '_ {
        self.rules
            .alignments()
            .iter()
            .copied()
            .filter(move |&a| a.mask() & cell.bit() != 0 && self.is_quarto_mask(a.mask()))
    }

    /// The quartos that won the game: once it is won by the rules, the quartos the winning
    /// placement made (the one claimed among them, in announce mode); none while it goes on, or
    /// after a draw. What a board highlights at the end.
    pub fn winning_alignments(&self) -> Vec<Alignment> {
        if !matches!(self.phase, Phase::Over(Outcome::WonBy(_))) {
            return Vec::new();
        }
        match self.last {
            // Announce mode: the win was a claim of a quarto the last placement made.
            Some(cell) => self.quartos_through(cell).collect(),
            // Auto mode: the game ends at the first quarto, so every quarto on the board was
            // made by the last placement.
            None => self.quartos().collect(),
        }
    }

    /// Whether placing `piece` on the empty `cell` would complete a quarto.
    #[inline]
    pub fn wins_at(&self, piece: Piece, cell: Cell) -> bool {
        let mut after = *self;
        after.put(piece, cell);
        after.any_quarto_through(cell)
    }

    #[inline]
    fn any_quarto_through(&self, cell: Cell) -> bool {
        let bit = cell.bit();
        self.rules
            .alignments()
            .iter()
            .any(|a| a.mask() & bit != 0 && self.is_quarto_mask(a.mask()))
    }

    /// The quartos the most recent placement made, still open to a claim.
    pub fn claimable(&self) -> impl Iterator<Item = Alignment> + '_ {
        let open = self.rules.win_mode == WinMode::Announce
            && matches!(self.phase, Phase::Give | Phase::Place | Phase::FinalClaim);
        let last = if open { self.last } else { None };
        last.into_iter().flat_map(move |c| self.quartos_through(c))
    }

    #[inline]
    fn put(&mut self, piece: Piece, cell: Cell) {
        let bit = cell.bit();
        self.board[cell.0 as usize] = piece.0;
        self.occupied |= bit;
        for i in 0..4 {
            if piece.0 & (1 << i) != 0 {
                self.attrs[i] |= bit;
            }
        }
    }

    fn placer_to_move(&self) -> Player {
        let n = self.occupied.count_ones() as u8;
        match self.phase {
            Phase::Place => Player((n + 1) % 2),
            _ => Player(n % 2),
        }
    }

    /// Whether some alignment can still be completed into a quarto with the pieces not yet
    /// placed (the pool and the piece in hand).
    pub fn quarto_still_possible(&self) -> bool {
        let left: Vec<Piece> = self.pool_pieces().chain(self.hand).collect();
        self.rules.alignments().iter().any(|a| {
            let mask = a.mask();
            let empty = (mask & !self.occupied).count_ones() as usize;
            if empty == 0 {
                return false;
            }
            self.rules.attributes.iter().any(|attr| {
                let i = attr as usize;
                [0u8, 1].into_iter().any(|v| {
                    let on_board = self.attrs[i] & mask & self.occupied;
                    let agrees = if v == 1 {
                        on_board == mask & self.occupied
                    } else {
                        on_board == 0
                    };
                    agrees && left.iter().filter(|p| p.value(attr) == v).count() >= empty
                })
            })
        })
    }

    /// Whether `player` can still win in some continuation of the game, every choice of both
    /// players left open: by a placement that completes a quarto (auto mode), or by a claim
    /// (announce mode, where a claim already open counts when `player` is the one who can still
    /// make it). Exact: a search of the continuations that stops at the first win it finds and
    /// never looks at a state twice; what the clock rule needs.
    pub fn can_still_win(&self, player: Player) -> bool {
        let mut seen = std::collections::HashSet::new();
        self.search_win(player, &mut seen)
    }

    fn search_win(&self, player: Player, seen: &mut std::collections::HashSet<u128>) -> bool {
        let open_claim = self.claimable().next().is_some();
        match self.phase {
            Phase::Over(outcome) => return outcome == Outcome::WonBy(player),
            // Only the placer claims or passes: a win for `player` is this claim or nothing.
            Phase::FinalClaim => return open_claim && self.to_move() == player,
            Phase::Give | Phase::Place => {}
        }
        if open_claim && self.to_move() == player {
            return true;
        }
        // Without a quarto to come, only a claim already open could still win (when the placer
        // gives, his opponent may claim it before placing).
        if !open_claim && !self.quarto_still_possible() {
            return false;
        }
        if !seen.insert(symmetry::key(self, self.rules.attributes.bits())) {
            return false;
        }
        match (self.phase, self.hand) {
            (Phase::Place, Some(piece)) => {
                let empty = !self.occupied;
                let cells = || Cell::all().filter(move |c| empty & c.bit() != 0);
                if self.rules.win_mode == WinMode::Auto && self.to_move() == player {
                    // The quickest win first.
                    if cells().any(|c| self.wins_at(piece, c)) {
                        return true;
                    }
                }
                cells().any(|c| {
                    let mut next = *self;
                    next.play_unchecked(Action::Place(c));
                    next.search_win(player, seen)
                })
            }
            _ => self.pool_pieces().any(|p| {
                let mut next = *self;
                next.play_unchecked(Action::Give(p));
                next.search_win(player, seen)
            }),
        }
    }

    /// The opponent of the player to move, in a two-player game.
    pub fn opponent(&self) -> Player {
        Player(1 - self.to_move().0)
    }
}

impl Default for Quarto {
    fn default() -> Self {
        Quarto::new(Rules::default())
    }
}

impl Game for Quarto {
    type Action = Action;
    type Config = Rules;
    type Observation = Quarto;
    type Symmetry = QuartoSymmetry;
    type Key = u128;
    type RulesError = RulesError;
    type PositionError = PositionError;
    type ParseActionError = ParseActionError;
    type IllegalAction = IllegalAction;

    const KIND: GameKind = GameKind::Quarto;

    fn start(config: &Rules, _seed: u64) -> Self {
        Quarto::new(*config)
    }

    fn config(&self) -> &Rules {
        &self.rules
    }

    fn from_position(config: &Rules, position: &str) -> Result<Self, PositionError> {
        notation::parse_position(*config, position)
    }

    fn position(&self) -> String {
        self.to_string()
    }

    fn num_players(&self) -> usize {
        2
    }

    fn to_move(&self) -> Player {
        self.placer_to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(o) => Some(o),
            _ => None,
        }
    }

    /// The spec's clock rule: the player whose time runs out loses, unless his opponent cannot
    /// possibly win any more (then it is a draw), as [`Quarto::can_still_win`] decides.
    fn timeout(&self, flagged: Player) -> Outcome {
        let opponent = Player(1 - flagged.0 % 2);
        if self.can_still_win(opponent) {
            Outcome::WonBy(opponent)
        } else {
            Outcome::Draw
        }
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        match self.phase {
            Phase::Over(_) => return,
            Phase::Give => {
                let mut pool = self.pool;
                while pool != 0 {
                    out.push(Action::Give(Piece(pool.trailing_zeros() as u8)));
                    pool &= pool - 1;
                }
            }
            Phase::Place => {
                let mut empty = !self.occupied;
                while empty != 0 {
                    out.push(Action::Place(Cell(empty.trailing_zeros() as u8)));
                    empty &= empty - 1;
                }
            }
            Phase::FinalClaim => out.push(Action::Pass),
        }
        out.extend(self.claimable().map(Action::Claim));
    }

    fn check(&self, action: Action) -> Result<(), IllegalAction> {
        let phase_name = match self.phase {
            Phase::Over(_) => return Err(IllegalAction::GameOver),
            Phase::Give => "give",
            Phase::Place => "place",
            Phase::FinalClaim => "claim",
        };
        match action {
            Action::Give(p) => {
                if self.phase != Phase::Give {
                    return Err(IllegalAction::WrongPhase {
                        expected: phase_name,
                        found: "give",
                    });
                }
                if self.pool & (1 << p.0) == 0 {
                    return Err(IllegalAction::PieceNotInPool(p));
                }
            }
            Action::Place(c) => {
                if self.phase != Phase::Place {
                    return Err(IllegalAction::WrongPhase {
                        expected: phase_name,
                        found: "place",
                    });
                }
                if self.occupied & c.bit() != 0 {
                    return Err(IllegalAction::CellTaken(c));
                }
            }
            Action::Claim(a) => {
                if self.rules.win_mode == WinMode::Auto {
                    return Err(IllegalAction::NoClaimsInAutoMode);
                }
                if !self.rules.counts(a) {
                    return Err(IllegalAction::SquaresDoNotCount(a));
                }
                if !self.is_quarto_mask(a.mask()) {
                    return Err(IllegalAction::NotAQuarto(a));
                }
                if !self.claimable().any(|x| x == a) {
                    return Err(IllegalAction::NotClaimable(a));
                }
            }
            Action::Pass => {
                if self.phase != Phase::FinalClaim {
                    return Err(IllegalAction::NoPass);
                }
            }
        }
        Ok(())
    }

    #[inline]
    fn play_unchecked(&mut self, action: Action) {
        match action {
            Action::Give(p) => {
                self.pool &= !(1 << p.0);
                self.hand = Some(p);
                self.phase = Phase::Place;
            }
            Action::Place(c) => {
                let placer = self.placer_to_move();
                let Some(piece) = self.hand.take() else {
                    return;
                };
                self.put(piece, c);
                let full = self.occupied == 0xffff;
                match self.rules.win_mode {
                    WinMode::Auto => {
                        self.phase = if self.any_quarto_through(c) {
                            Phase::Over(Outcome::WonBy(placer))
                        } else if full {
                            Phase::Over(Outcome::Draw)
                        } else {
                            Phase::Give
                        };
                    }
                    WinMode::Announce => {
                        self.last = Some(c);
                        self.phase = if !full {
                            Phase::Give
                        } else if self.any_quarto_through(c) {
                            Phase::FinalClaim
                        } else {
                            Phase::Over(Outcome::Draw)
                        };
                    }
                }
            }
            Action::Claim(_) => {
                let claimer = self.placer_to_move();
                self.phase = Phase::Over(Outcome::WonBy(claimer));
            }
            Action::Pass => self.phase = Phase::Over(Outcome::Draw),
        }
    }

    fn observe(&self, _player: Player) -> Quarto {
        *self
    }

    fn determinize(observation: &Quarto, _rng: &mut Rng) -> Self {
        *observation
    }

    fn symmetries(&self) -> Vec<QuartoSymmetry> {
        symmetry::group(self.rules).to_vec()
    }

    fn transform(&self, symmetry: QuartoSymmetry) -> Self {
        symmetry.apply(self)
    }

    fn transform_action(&self, symmetry: QuartoSymmetry, action: Action) -> Action {
        symmetry.apply_action(action)
    }

    fn key(&self) -> u128 {
        symmetry::key(self, 0xf)
    }

    fn canonical_key(&self) -> u128 {
        symmetry::canonical_key(self)
    }
}
