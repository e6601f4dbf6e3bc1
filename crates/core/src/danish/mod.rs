//! Danish Quarto (Quarto, 1950), exactly as `docs/rules/danish-rulings.md` tells its rules.
//!
//! Two players, White ([`Player(0)`](Player)) and Black (`Player(1)`), place 12 pieces each on
//! the 37 points of an Alquerque-like board, then move them along its lines; a player who makes
//! a valid square captures an unprotected opponent piece, and a player reduced to 3 pieces
//! loses.
//!
//! * [`board`] — the points, lines and squares, derived in code from the spec's definition;
//! * [`Position`] — pieces as `u64` masks over the 37 points, hands, player to move, and the
//!   rules that need nothing else (squares, protection, moves);
//! * [`DanishQuarto`] — a game: its [`Config`], position, outcome, turn count and the history
//!   threefold repetition needs; it implements [`Game`];
//! * [`perft`] — fast perft on positions; [`DanishSymmetry`] — the 8 maps of the square.
//!
//! The rulings of the spec, as implemented:
//! * a square is *made* only if the piece just placed or moved is one of its corners (so only
//!   the squares through that point are looked at, see [`board::SQUARES_AT`]);
//! * one capture per turn even if two squares are made; the capture is compulsory and is part
//!   of the move (`d2xe7`, `e5-f6xg3`); protection is judged after the mover's piece has
//!   landed; if every opponent piece is protected, the move is written without a capture;
//! * a pass is a turn like any other (it counts towards repetition and the ply cap).
//!
//! One reading of the spec's words: when both players are down to 4 pieces, a move that makes
//! a valid square wins at once, so it is written and counted *without* a capture (there is
//! nothing left to decide).
//!
//! **Repetition and symmetry.** A game keeps the keys of the positions since its last
//! placement or capture (earlier positions can never come back: those turns are
//! irreversible), with the player to move and the hands, and the game is drawn when one
//! occurs for the third time. Those keys are exact (never canonical), so two mirror-image
//! positions are different positions for repetition, as they are on the table; the image of a
//! game under a symmetry maps its history too, so symmetry commutes with play. [`Game::key`]
//! is the position's key plus how many times it has occurred (and the turn count when a ply
//! cap is set), not the whole history; [`Game::canonical_key`] is its minimum over the 8 maps.

pub mod board;
mod end;
mod facts;
mod notation;
pub mod perft;
mod position;
mod symmetry;

use std::fmt;

use crate::chance::Rng;
use crate::game::{Game, GameKind, Outcome, Player, error_codes};
use crate::text::{Excerpt, SettingsError};

pub use board::{Point, Shape, Square};
pub use position::{
    Effect, FLIES_AT, LOST_AT, PIECES_PER_PLAYER, Position, is_valid, makes_square, protected,
};
pub use symmetry::DanishSymmetry;

/// A player of Danish Quarto.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Colour {
    /// Moves first; `Player(0)`.
    White = 0,
    /// `Player(1)`.
    Black = 1,
}

impl Colour {
    /// The opponent.
    pub const fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The seat: White is `Player(0)`, Black `Player(1)`.
    pub const fn player(self) -> Player {
        Player(self as u8)
    }

    /// The colour of a seat (`Player(0)` is White, any other seat Black).
    pub const fn of(player: Player) -> Colour {
        if player.0 == 0 {
            Colour::White
        } else {
            Colour::Black
        }
    }

    /// The letter of the position notation: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}

impl crate::text::IntoErrorValue for Colour {
    /// `white` or `black`, for a message to choose its words by.
    fn error_value(&self) -> crate::text::ErrorValue {
        crate::text::ErrorValue::Text(
            match self {
                Colour::White => "white",
                Colour::Black => "black",
            }
            .to_string(),
        )
    }
}

crate::text::notation_values!(Point);

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "White",
            Colour::Black => "Black",
        })
    }
}

/// One turn: a placement, a movement (or flight), or a pass. A capture is part of the move
/// that made the square.
///
/// Notation: `e5` (placement), `e5-f6` (movement or flight), with `xPOINT` appended for the
/// capture (`d2xe7`, `e5-f6xg3`), and `pass`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    /// Put a piece from the hand on an empty point.
    Place {
        /// Where.
        to: Point,
        /// The opponent piece captured, if the placement made a square.
        capture: Option<Point>,
    },
    /// Move a piece along a line to an adjacent empty point, or fly it to any empty point.
    Move {
        /// From where.
        from: Point,
        /// To where.
        to: Point,
        /// The opponent piece captured, if the move made a square.
        capture: Option<Point>,
    },
    /// No move exists: the turn passes.
    Pass,
}

impl Action {
    /// The piece captured with this move, if any.
    pub const fn capture(self) -> Option<Point> {
        match self {
            Action::Place { capture, .. } | Action::Move { capture, .. } => capture,
            Action::Pass => None,
        }
    }

    /// Where the mover's piece lands, if anywhere.
    pub const fn landing(self) -> Option<Point> {
        match self {
            Action::Place { to, .. } | Action::Move { to, .. } => Some(to),
            Action::Pass => None,
        }
    }
}

/// The settings of a game, written `ply_cap=none` or `ply_cap=200`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Config {
    /// Engines and bot matches: the game is drawn after this many turns (passes count).
    /// `None`, the default for people, plays on until a win or a threefold repetition.
    pub ply_cap: Option<u32>,
}

/// Why a text is not a point of the board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PointError {
    /// Not a point name at all.
    #[error("{0} is not a point: expected a column a-i and a row 1-9, as e5")]
    BadPoint(Excerpt),
    /// A place that is not a point of the board.
    #[error("{text} is not a point of the board: {}", if *.corner {
        "the four corners a1, i1, a9 and i9 are not on the board"
    } else {
        "no point has a column and row of different parity (a3, b2, b4 are points; a2 is not)"
    })]
    NotAPoint {
        /// As written (two characters).
        text: String,
        /// Whether it is a corner of the square (else its column and row differ in parity).
        corner: bool,
    },
}

error_codes!(PointError, "danish", {
    BadPoint(text) => "not-a-point",
    NotAPoint { text, corner } => "not-on-the-board",
});

/// What is wrong with a Danish Quarto rules line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A word that is not `key=value`, a key given twice, an unknown key or a bad value.
    #[error(transparent)]
    Settings(SettingsError),
}

error_codes!(RulesError, "danish", settings: Settings, {});

/// Why a text is not a Danish Quarto move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseActionError {
    /// A point that does not read.
    #[error(transparent)]
    Point(PointError),
    /// Not a move.
    #[error(
        "{0} is not a move: expected a point to place on (e5), a movement (e5-f6), either with a capture appended (d2xe7, e5-f6xg3), or pass"
    )]
    BadAction(Excerpt),
    /// A movement that does not leave its point.
    #[error("{0}-{0} does not move: a movement goes to another point")]
    MoveToSamePoint(Point),
}

error_codes!(ParseActionError, "danish", nested: Point(PointError), {
    BadAction(text) => "not-a-move",
    MoveToSamePoint(point) => "move-to-same-point",
});

impl From<PointError> for ParseActionError {
    fn from(e: PointError) -> Self {
        ParseActionError::Point(e)
    }
}

/// What is wrong with a Danish Quarto position: malformed, or impossible.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// Not four fields.
    #[error(
        "expected four fields `<white points>/<black points> <w|b> <white in hand> <black in hand>` (the start \
         is `/ w 12 12`), found {0}"
    )]
    Fields(usize),
    /// No `/` between the lists.
    #[error("{0} has no `/`: write White's points, `/`, then Black's (either list may be empty)")]
    NoSlash(Excerpt),
    /// More than one `/`.
    #[error("{0} has more than one `/`: write White's points, `/`, then Black's")]
    SlashTwice(Excerpt),
    /// An empty item in a list of points.
    #[error("an empty item in {colour}'s points {text}: write the points separated by single commas")]
    EmptyItem {
        /// Whose list.
        colour: Colour,
        /// The list as written.
        text: Excerpt,
    },
    /// A point that does not read.
    #[error(transparent)]
    Point(PointError),
    /// A point listed twice.
    #[error("{point} is listed {}", if first == second { format!("twice for {first}") } else { "for both White and Black".to_string() })]
    PointUsedTwice {
        /// The point.
        point: Point,
        /// The first list it is in.
        first: Colour,
        /// The second.
        second: Colour,
    },
    /// Not `w` or `b`.
    #[error("the player to move is {0}: expected w or b")]
    BadSide(Excerpt),
    /// Not a number of pieces in hand.
    #[error("{colour}'s pieces in hand {text}: expected a number from 0 to 12")]
    BadHand {
        /// Whose hand.
        colour: Colour,
        /// As written.
        text: Excerpt,
    },
    /// More than 12 pieces for a player.
    #[error(
        "{colour} has {board} {pieces} on the board and {hand} in hand, more than 12",
        pieces = if *board == 1 { "piece" } else { "pieces" }
    )]
    TooManyPieces {
        /// Whose.
        colour: Colour,
        /// On the board.
        board: u32,
        /// In hand.
        hand: u32,
    },
    /// A player already down to 3 pieces or fewer.
    #[error(
        "{colour} has only {total} {pieces} (board and hand), so {colour} has already lost; a game record shows \
         a finished game",
        pieces = if *total == 1 { "piece" } else { "pieces" }
    )]
    AlreadyLost {
        /// Who lost.
        colour: Colour,
        /// Pieces left.
        total: u32,
    },
    /// More pieces lost during the placement than the other player's placements could capture.
    #[error(
        "{colour} has lost {lost} piece(s), but {} has placed only {captor_placed} and could have captured at \
         most {most} (no piece has moved yet: one capture a turn, from a player's 4th piece on)",
        colour.other()
    )]
    ImpossibleCaptures {
        /// Who lost the pieces.
        colour: Colour,
        /// How many (placed, and not on the board).
        lost: u32,
        /// Pieces the other player has placed.
        captor_placed: u32,
        /// The most captures those placements could make.
        most: u32,
    },
    /// Hands that the alternate placement cannot give.
    #[error(
        "White has {white} in hand and Black {black}, with {to_move} to move; the players place in turn, White \
         first, so with White to move both hold the same number, and with Black to move Black holds one more"
    )]
    HandsOutOfTurn {
        /// The player to move.
        to_move: Colour,
        /// White's hand.
        white: u8,
        /// Black's hand.
        black: u8,
    },
}

impl From<PointError> for PositionError {
    fn from(e: PointError) -> Self {
        PositionError::Point(e)
    }
}

error_codes!(PositionError, "danish", nested: Point(PointError), {
    Fields(count) => "position-fields",
    NoSlash(text) => "no-slash",
    SlashTwice(text) => "slash-twice",
    EmptyItem { colour, text } => "empty-item",
    PointUsedTwice { point, first, second } => "point-twice",
    BadSide(text) => "bad-side",
    BadHand { colour, text } => "bad-hand",
    TooManyPieces { colour, board, hand } => "too-many-pieces",
    AlreadyLost { colour, total } => "already-lost",
    ImpossibleCaptures { colour, lost, captor_placed, most } => "impossible-captures",
    HandsOutOfTurn { to_move, white, black } => "hands-out-of-turn",
});

/// Why a move is illegal in a Danish Quarto position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalAction {
    /// A move after the end.
    #[error("the game is over")]
    GameOver,
    /// A movement or pass while pieces are in hand.
    #[error("{hand} pieces still in hand: place one (write the point, as e5)")]
    MustPlace {
        /// Pieces in the mover's hand.
        hand: u8,
    },
    /// A placement after all pieces are placed.
    #[error("all pieces are placed: move one (write from-to, as e5-f6)")]
    MustMove,
    /// A pass while a move exists.
    #[error("a player may pass only when he cannot move")]
    PassWithMoves,
    /// Moving from a point without one's own piece.
    #[error("no piece of {mover}'s is on {point}")]
    NotYourPiece {
        /// The point.
        point: Point,
        /// The player to move.
        mover: Colour,
    },
    /// Landing on a piece.
    #[error("{0} is not empty")]
    Occupied(Point),
    /// A movement between points not joined by a line, without flying.
    #[error("{from} and {to} are not joined by a line (only a player with 4 pieces flies)")]
    NotJoined {
        /// From.
        from: Point,
        /// To.
        to: Point,
    },
    /// A capture without a square.
    #[error("this move makes no valid square, so it captures nothing")]
    NoSquareMade,
    /// A square made, but no capture named.
    #[error("this move makes a valid square: name the capture, as e5-f6xg3")]
    CaptureRequired,
    /// A capture of something other than an opponent piece.
    #[error("{0} holds no opponent piece to capture")]
    NotOpponentPiece(Point),
    /// A capture of a protected piece.
    #[error("{0} is a corner of its owner's valid square, so it cannot be captured")]
    Protected(Point),
    /// A capture named under the 4-against-4 rule.
    #[error("both players have 4 pieces: making a valid square wins at once, without a capture")]
    WinsWithoutCapture,
}

error_codes!(IllegalAction, "danish", {
    GameOver => "game-over",
    MustPlace { hand } => "must-place",
    MustMove => "must-move",
    PassWithMoves => "pass-with-moves",
    NotYourPiece { point, mover } => "not-your-piece",
    Occupied(point) => "occupied",
    NotJoined { from, to } => "not-joined",
    NoSquareMade => "no-square-made",
    CaptureRequired => "capture-required",
    NotOpponentPiece(point) => "not-opponent-piece",
    Protected(point) => "protected",
    WinsWithoutCapture => "wins-without-capture",
});

/// A game of Danish Quarto: settings, position, outcome, turns played and the history that
/// threefold repetition needs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DanishQuarto {
    config: Config,
    position: Position,
    outcome: Option<Outcome>,
    /// Turns played since the start or the given position.
    ply: u32,
    /// Keys of the positions since the last placement or capture, oldest first; the last is
    /// the current position.
    history: Vec<u128>,
}

impl DanishQuarto {
    /// A new game from the empty board.
    pub fn new(config: Config) -> DanishQuarto {
        DanishQuarto::from_parts(config, Position::START)
    }

    /// A game going on from `position`, with no earlier positions (it has occurred once).
    /// A position in which a player is down to 3 pieces is refused by
    /// [`Game::from_position`]; here it gives a finished game.
    pub fn from_parts(config: Config, position: Position) -> DanishQuarto {
        let outcome = position.loser().map(|c| Outcome::WonBy(c.other().player()));
        DanishQuarto {
            config,
            position,
            outcome,
            ply: 0,
            history: vec![position.key()],
        }
    }

    /// The position: pieces, hands, player to move.
    pub fn position_now(&self) -> &Position {
        &self.position
    }

    /// Turns played since the start (or since the position the game was set up from).
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// How many times the current position has occurred (1 the first time; 3 ends the game).
    pub fn occurrences(&self) -> usize {
        let key = self.position.key();
        self.history
            .iter()
            .rev()
            .step_by(2)
            .filter(|&&k| k == key)
            .count()
    }

    /// The keys of the positions since the last placement or capture, oldest first, the
    /// current one last (see [`Position::key`]).
    pub fn history(&self) -> &[u128] {
        &self.history
    }

    /// The player to move.
    pub fn colour_to_move(&self) -> Colour {
        self.position.to_move()
    }
}

impl Default for DanishQuarto {
    fn default() -> Self {
        DanishQuarto::new(Config::default())
    }
}

impl fmt::Display for DanishQuarto {
    /// The position notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.position)
    }
}

/// Bits of [`Game::key`] above the position's 83: occurrences (2 bits), outcome (2 bits),
/// then the turn count when a ply cap is set.
const OCCURRENCES_SHIFT: u32 = 84;
const OUTCOME_SHIFT: u32 = 86;
const PLY_SHIFT: u32 = 96;

impl DanishQuarto {
    fn key_with(&self, position_key: u128) -> u128 {
        let outcome: u128 = match self.outcome {
            None => 0,
            Some(Outcome::Draw) => 1,
            Some(Outcome::WonBy(p)) => 2 + (p.0 as u128 & 1),
        };
        let ply = match self.config.ply_cap {
            Some(_) => self.ply as u128,
            None => 0,
        };
        position_key
            | (self.occurrences().min(3) as u128) << OCCURRENCES_SHIFT
            | outcome << OUTCOME_SHIFT
            | ply << PLY_SHIFT
    }
}

impl Game for DanishQuarto {
    type Action = Action;
    type Config = Config;
    type Observation = DanishQuarto;
    type Symmetry = DanishSymmetry;
    type Key = u128;
    type RulesError = RulesError;
    type PositionError = PositionError;
    type ParseActionError = ParseActionError;
    type IllegalAction = IllegalAction;

    const KIND: GameKind = GameKind::Danish;

    fn start(config: &Config, _seed: u64) -> Self {
        DanishQuarto::new(*config)
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn from_position(config: &Config, position: &str) -> Result<Self, PositionError> {
        Ok(DanishQuarto::from_parts(*config, position.parse()?))
    }

    fn position(&self) -> String {
        self.position.to_string()
    }

    fn num_players(&self) -> usize {
        2
    }

    fn to_move(&self) -> Player {
        self.position.to_move().player()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        if self.outcome.is_none() {
            self.position.legal_moves_into(out);
        }
    }

    fn check(&self, action: Action) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        self.position.check(action)
    }

    fn play_unchecked(&mut self, action: Action) {
        if self.outcome.is_some() {
            return;
        }
        let mover = self.position.to_move();
        let effect = self.position.play(action);
        self.ply = self.ply.saturating_add(1);
        let key = self.position.key();
        if effect.irreversible {
            self.history.clear();
        }
        self.history.push(key);
        if effect.won {
            self.outcome = Some(Outcome::WonBy(mover.player()));
        } else if self.occurrences() >= 3 || self.config.ply_cap.is_some_and(|cap| self.ply >= cap) {
            self.outcome = Some(Outcome::Draw);
        }
    }

    fn observe(&self, _player: Player) -> DanishQuarto {
        self.clone()
    }

    fn determinize(observation: &DanishQuarto, _rng: &mut Rng) -> Self {
        observation.clone()
    }

    fn symmetries(&self) -> Vec<DanishSymmetry> {
        DanishSymmetry::ALL.to_vec()
    }

    fn transform(&self, symmetry: DanishSymmetry) -> Self {
        DanishQuarto {
            config: self.config,
            position: symmetry.map_position(&self.position),
            outcome: self.outcome,
            ply: self.ply,
            history: self.history.iter().map(|&k| symmetry.map_key(k)).collect(),
        }
    }

    fn transform_action(&self, symmetry: DanishSymmetry, action: Action) -> Action {
        symmetry.map_action(action)
    }

    fn key(&self) -> u128 {
        self.key_with(self.position.key())
    }

    fn canonical_key(&self) -> u128 {
        // The occurrence count, outcome and turn count are the same for every image.
        let extra = self.key_with(0);
        DanishSymmetry::ALL
            .iter()
            .map(|s| s.map_position(&self.position).key() | extra)
            .min()
            .unwrap_or_else(|| self.key())
    }
}
