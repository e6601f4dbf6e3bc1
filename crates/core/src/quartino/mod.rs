//! Quartino (Petr Doubek, Loris Games / Djeco), 2–5 players, exactly per
//! `docs/rules/quartino-rulings.md`: coloured tokens stacked on a wheel of nine spaces, and hidden
//! cards that each show a quarter of the wheel.
//!
//! * [`equipment`] — the board, tokens and cards as data ([`Equipment`], read from text);
//! * [`Config`] — players (2–5), the options `situations`, `column_mandatory`,
//!   `allow_mirror`, the turn cap, the first seat and the equipment;
//! * [`Quartino`] — a full state, hidden hands included, implementing [`Game`];
//! * [`Table`] — the public part of a state, what everybody sees;
//! * [`Observation`] — what one player (or a spectator) sees: the table and his own hand;
//!   [`Game::determinize`] samples the hidden hands consistent with it;
//! * [`QuartinoRecord`] — game records with or without the hidden hands.
//!
//! A turn is a sequence of small [`Action`]s: the start-of-turn situations
//! ([`Action::FourColours`], [`Action::Column`]), the placements ([`Action::Place`]), claims
//! ([`Action::Claim`], each followed by one more placement) and [`Action::End`]. Where the
//! turn stands is the state's [`Phase`]. A claim whose card is not on the board is refused as
//! illegal (the spec's RULING for software that validates claims).
//!
//! ```
//! use quartet_core::Game;
//! use quartet_core::quartino::{Config, Quartino};
//!
//! let config: Config = "players=3".parse().unwrap();
//! let game = Quartino::start(&config, 7);
//! // The first turn: one token of any of the 4 colours on any of the 9 spaces.
//! assert_eq!(game.legal_actions().len(), 36);
//! let game = game.play("Y@C".parse().unwrap()).unwrap();
//! assert_eq!(game.legal_actions(), ["end".parse().unwrap()]); // nothing to claim yet
//! ```

mod action;
mod config;
mod end;
pub mod equipment;
mod facts;
mod notation;
mod observation;
mod record;

use std::fmt;

use crate::chance::Rng;
use crate::game::{Game, GameKind, Outcome, Player, error_codes};
use crate::text::{Excerpt, SettingsError};

pub use action::Action;
pub use config::{Config, DEFAULT_CAP, FirstSeat, Situations};
pub use equipment::{Card, Colour, ColourSpec, Equipment, EquipmentError, Quarter, Space};
pub use notation::PositionError;
pub use notation::seat_count;
pub use observation::Observation;
pub use record::{Hands, QuartinoRecord};

use equipment::{MAX_COLOURS, MAX_SPACES};

/// Most seats at a table.
pub const MAX_SEATS: usize = 5;
/// A colour with this many tokens on the board (buried ones included) opens the four-colours
/// situation.
pub const FOUR_COLOURS: u8 = 4;
/// A stack this high or higher is a column.
pub const COLUMN_HEIGHT: u8 = 4;

/// What is wrong with a Quartino rules line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A word that is not `key=value`, a key given twice, an unknown key or a bad value.
    #[error(transparent)]
    Settings(SettingsError),
    /// Seats out of range.
    #[error("players={0}: expected 2 to 5")]
    Players(usize),
    /// Not enough cards to deal every seat.
    #[error("players={players}: {cards} cards cannot deal {hand} to each of {players} players")]
    NotEnoughCards {
        /// Seats.
        players: usize,
        /// Cards in the set.
        cards: usize,
        /// Cards a hand.
        hand: usize,
    },
    /// A first seat the table does not have.
    #[error("first={seat} but there are only {players} seats")]
    NoSuchSeat {
        /// The seat, from 1.
        seat: usize,
        /// Seats.
        players: usize,
    },
    /// A cap of no turn.
    #[error("cap=0: the cap must be at least 1 turn")]
    CapZero,
    /// The equipment text is wrong.
    #[error("bad equipment: {0}")]
    Equipment(EquipmentError),
}

error_codes!(RulesError, "quartino", settings: Settings, nested: Equipment(EquipmentError), {
    Players(count) => "players",
    NotEnoughCards { players, cards, hand } => "not-enough-cards",
    NoSuchSeat { seat, players } => "no-such-seat",
    CapZero => "cap-zero",
});

impl From<EquipmentError> for RulesError {
    fn from(e: EquipmentError) -> Self {
        RulesError::Equipment(e)
    }
}

/// Why a text is not a Quartino action (or a colour, space, quarter or card of one).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseActionError {
    /// Not a colour letter.
    #[error("{0} is not a colour: expected one letter, as Y")]
    BadColour(Excerpt),
    /// Not a space.
    #[error("{0} is not a space: expected C or R0, R1, …")]
    BadSpace(Excerpt),
    /// Not a quarter.
    #[error("{0} is not a quarter: expected Q0, Q1, …")]
    BadQuarter(Excerpt),
    /// Not a card.
    #[error("{0} is not a card: expected its colour letters, as YBGP")]
    BadCard(Excerpt),
    /// Not an action.
    #[error("{text} is not an action: {why}")]
    BadAction {
        /// The text.
        text: Excerpt,
        /// What is wrong.
        why: BadActionWhy,
    },
}

/// What is wrong with a text that is not a Quartino action, by a code (`no-at`) the message
/// catalogs say in each language; `Display` says it in English.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BadActionWhy {
    /// No `@`, and not `four` or `end`.
    NoAt,
    /// `column@` and no space after it.
    ColumnSpace,
    /// A claim's quarter that is not one.
    ClaimQuarter,
    /// A claim's card that is not one.
    ClaimCard,
    /// After `@`, neither a space nor a quarter.
    PlaceSpace,
    /// A placement's colour that is not one letter.
    PlaceColour,
}

impl BadActionWhy {
    /// Every value, for tests and catalogs.
    pub const ALL: [BadActionWhy; 6] = [
        BadActionWhy::NoAt,
        BadActionWhy::ColumnSpace,
        BadActionWhy::ClaimQuarter,
        BadActionWhy::ClaimCard,
        BadActionWhy::PlaceSpace,
        BadActionWhy::PlaceColour,
    ];

    /// The code a message chooses its words by: `no-at`, `column-space`, `claim-quarter`,
    /// `claim-card`, `place-space`, `place-colour`.
    pub const fn code(self) -> &'static str {
        match self {
            BadActionWhy::NoAt => "no-at",
            BadActionWhy::ColumnSpace => "column-space",
            BadActionWhy::ClaimQuarter => "claim-quarter",
            BadActionWhy::ClaimCard => "claim-card",
            BadActionWhy::PlaceSpace => "place-space",
            BadActionWhy::PlaceColour => "place-colour",
        }
    }
}

impl fmt::Display for BadActionWhy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BadActionWhy::NoAt => {
                "expected four, end, column@<space>, <colour>@<space> (Y@R3) or <card>@<quarter> (YBGP@Q5)"
            }
            BadActionWhy::ColumnSpace => "after column@ comes a space: C or R0, R1, …",
            BadActionWhy::ClaimQuarter => "a claim names a quarter Q0, Q1, …",
            BadActionWhy::ClaimCard => "a claim names a card by its colour letters, as YBGP@Q5",
            BadActionWhy::PlaceSpace => {
                "after @ comes a space (C, R0, R1, …) to place on, or a quarter (Q0, Q1, …) to claim at"
            }
            BadActionWhy::PlaceColour => "a placement names one colour letter, as Y@R3",
        })
    }
}

impl crate::text::IntoErrorValue for BadActionWhy {
    /// Its code.
    fn error_value(&self) -> crate::text::ErrorValue {
        crate::text::ErrorValue::Text(self.code().to_string())
    }
}

error_codes!(ParseActionError, "quartino", {
    BadColour(text) => "not-a-colour",
    BadSpace(text) => "not-a-space",
    BadQuarter(text) => "not-a-quarter",
    BadCard(text) => "not-a-card",
    BadAction { text, why } => "not-an-action",
});

/// Why an action is illegal in a Quartino state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalAction {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A colour the equipment does not have.
    #[error("this game has no colour {0}")]
    UnknownColour(Colour),
    /// A space the board does not have.
    #[error("this board has no space {0}")]
    UnknownSpace(Space),
    /// A quarter the board does not have.
    #[error("this board has no quarter {0}")]
    UnknownQuarter(Quarter),
    /// A card the set does not have.
    #[error("{0} is not a card of this game")]
    UnknownCard(Card),
    /// A situation in a game played without them.
    #[error("the situations are off in this game (situations=off)")]
    SituationsOff,
    /// A situation in one of the first rounds, played without them.
    #[error(
        "the situations are played after {rounds} round(s) (situations=from:{rounds}), and this is round {round}"
    )]
    SituationsNotYet {
        /// Rounds played without the situations.
        rounds: u16,
        /// The round being played, from 1.
        round: u32,
    },
    /// Four colours, when no colour had 4 tokens on the board as the turn began.
    #[error("four colours is not open: no colour had {FOUR_COLOURS} tokens on the board as the turn began")]
    NoFourColours,
    /// Four colours a second time in one turn.
    #[error("four colours was used already this turn")]
    FourColoursUsed,
    /// A situation declined by the turn's first placement.
    #[error("the situations are used at the start of the turn: this turn's first placement declined them")]
    SituationsDeclined,
    /// A column, when no stack stood 4 high as the turn began.
    #[error("no column to remove: no stack stood {COLUMN_HEIGHT} high as the turn began")]
    NoColumn,
    /// A second column in one turn.
    #[error("one column per turn: a column was removed already this turn")]
    OneColumnPerTurn,
    /// A column that was declined: by the first placement, or (with four colours) by going on
    /// to the claims.
    #[error("the column was declined this turn (by a placement before it, or by going on to the claims)")]
    ColumnDeclined,
    /// A column that is not high enough.
    #[error("the stack at {space} is {height} high: a column has {COLUMN_HEIGHT} or more tokens")]
    NotAColumn {
        /// The space named.
        space: Space,
        /// Its stack's height.
        height: usize,
    },
    /// A stack that was not a column as the turn began, named while a column may be removed
    /// during the placements.
    #[error("the stack at {space} was not a column as the turn began: the column to remove is at {columns}")]
    NotATurnColumn {
        /// The space named.
        space: Space,
        /// The spaces that stood as columns.
        columns: Columns,
    },
    /// A placement, claim or end of turn when the column's token is placed and its removal is
    /// due.
    #[error("the column's token is placed: remove the column at {0} first")]
    ColumnDue(Columns),
    /// A placement or claim while a column must be removed.
    #[error("a column must be removed first (column_mandatory=on)")]
    ColumnRequired,
    /// A placement from an empty pile.
    #[error("the {0} pile is empty")]
    PileEmpty(Colour),
    /// A claim or end of turn while tokens are still to be placed.
    #[error("{0} more token(s) to place first")]
    MustPlace(u8),
    /// A placement when none is due.
    #[error("no token is due now: claim a card or end the turn")]
    NothingToPlace,
    /// A claim of a card the player does not hold.
    #[error("card {0} is not in the hand of the player to move")]
    NotInHand(Card),
    /// A wrong claim (RULING: refused as illegal).
    #[error("wrong claim: card {card} is not on the board at {quarter} (its tops read {tops})")]
    NotOnBoard {
        /// The card claimed.
        card: Card,
        /// The quarter named.
        quarter: Quarter,
        /// What the tops of that quarter show, in card order (`.` for an empty space).
        tops: String,
    },
}

error_codes!(IllegalAction, "quartino", {
    GameOver => "game-over",
    UnknownColour(colour) => "unknown-colour",
    UnknownSpace(space) => "unknown-space",
    UnknownQuarter(quarter) => "unknown-quarter",
    UnknownCard(card) => "unknown-card",
    SituationsOff => "situations-off",
    SituationsNotYet { rounds, round } => "situations-not-yet",
    NoFourColours => "no-colour-with-four-tokens",
    FourColoursUsed => "four-colours-used",
    SituationsDeclined => "situations-declined",
    NoColumn => "no-stack-of-four",
    OneColumnPerTurn => "one-column-per-turn",
    ColumnDeclined => "column-declined",
    NotAColumn { space, height } => "not-a-column",
    NotATurnColumn { space, columns } => "not-a-column-of-the-turn",
    ColumnDue(columns) => "column-due",
    ColumnRequired => "column-required",
    PileEmpty(colour) => "pile-empty",
    MustPlace(count) => "must-place",
    NothingToPlace => "nothing-to-place",
    NotInHand(card) => "not-in-hand",
    NotOnBoard { card, quarter, tops } => "not-on-board",
});

crate::text::notation_values!(Colour, Space, Quarter, Card, Columns, Situations);

/// A record imported without the hidden hands, asked for them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the hidden hands of this record are unknown (it was recorded without them)")]
pub struct HandsUnknown;

/// A set of spaces: the stacks that stood as columns when the turn began.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Columns(u16);

impl Columns {
    /// The set of these spaces.
    pub fn of(spaces: impl IntoIterator<Item = Space>) -> Columns {
        Columns(
            spaces
                .into_iter()
                .filter(|s| s.index() < MAX_SPACES)
                .fold(0, |m, s| m | 1 << s.index()),
        )
    }

    /// Whether `space` is one of them.
    pub fn contains(self, space: Space) -> bool {
        space.index() < MAX_SPACES && self.0 & (1 << space.index()) != 0
    }

    /// The spaces, `C` first, then the ring in order.
    pub fn iter(self) -> impl Iterator<Item = Space> {
        (0..MAX_SPACES)
            .filter(move |&i| self.0 & (1 << i) != 0)
            .filter_map(Space::from_index)
    }

    /// Whether there is none.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl fmt::Display for Columns {
    /// The spaces separated by `,`: `R3,R5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, space) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{space}")?;
        }
        Ok(())
    }
}

/// What has become of one of the two situations in the turn being played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SituationUse {
    /// It was not open as the turn began (nothing qualified, or the situations are not played
    /// in this turn).
    NotOpen,
    /// It is open and may still be used.
    Open,
    /// It was used.
    Used,
    /// It was open and was declined: by a placement before it, or (a column that may go during
    /// the placements) by going on to the claims.
    Declined,
}

/// The two situations of the turn being played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TurnSituations {
    /// Four colours.
    pub four_colours: SituationUse,
    /// The column.
    pub column: SituationUse,
}

impl TurnSituations {
    const NONE: TurnSituations = TurnSituations {
        four_colours: SituationUse::NotOpen,
        column: SituationUse::NotOpen,
    };

    fn decline_open(&mut self) {
        for u in [&mut self.four_colours, &mut self.column] {
            if *u == SituationUse::Open {
                *u = SituationUse::Declined;
            }
        }
    }
}

/// Where the turn stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The start of the turn, while a situation may still be used. Placing the first token
    /// declines what is left.
    Situations {
        /// The four-colours situation is open (judged as the turn started, not yet used).
        four_colours: bool,
        /// The column situation is open (a stack is a column, none removed yet).
        column: bool,
        /// Situations used so far this turn (each is one more token to place).
        used: u8,
    },
    /// Tokens are being placed: this many are still due (all piles empty skips them).
    ///
    /// When both situations are used, the column may go "in any order" with the placements
    /// (the Czech rulebook: "Tyto kroky může provést v jakémkoliv pořadí"): after `four`, with a
    /// column standing, `column` holds the stacks that stood as columns when the turn began,
    /// and `left` counts the column's token too (1 + 1 + 1). One of them may be removed at any
    /// point of the placements (tokens placed on it first go back with it); once only the
    /// column's token is left (`left` 1), going on to the claims or ending the turn declines
    /// the column instead; once every token is placed (`left` 0), its removal is due.
    Place {
        /// Tokens still to place (the pending column's one included).
        left: u8,
        /// The stacks one of which may still be removed, while both situations are used.
        column: Option<Columns>,
    },
    /// The player may claim a card or end the turn.
    Claims,
    /// The game is over.
    Over(Outcome),
}

/// The stacks of the board and the count of tokens of each colour on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Board {
    /// Each stack, bottom token in the lowest 4 bits, one colour index per 4 bits.
    stacks: [u128; MAX_SPACES],
    heights: [u8; MAX_SPACES],
    on_board: [u8; MAX_COLOURS],
    placed: u8,
}

impl Board {
    const EMPTY: Board = Board {
        stacks: [0; MAX_SPACES],
        heights: [0; MAX_SPACES],
        on_board: [0; MAX_COLOURS],
        placed: 0,
    };

    #[inline]
    fn top(&self, space: usize) -> Option<u8> {
        let h = self.heights[space];
        if h == 0 {
            None
        } else {
            Some(((self.stacks[space] >> (4 * (h as u32 - 1))) & 0xf) as u8)
        }
    }

    #[inline]
    fn push(&mut self, space: usize, colour: u8) {
        let h = self.heights[space] as u32;
        self.stacks[space] |= (colour as u128) << (4 * h);
        self.heights[space] += 1;
        self.on_board[colour as usize] += 1;
        self.placed += 1;
    }

    #[inline]
    fn pop(&mut self, space: usize) {
        if let Some(c) = self.top(space) {
            let h = self.heights[space] as u32 - 1;
            self.stacks[space] &= !(0xfu128 << (4 * h));
            self.heights[space] -= 1;
            self.on_board[c as usize] -= 1;
            self.placed -= 1;
        }
    }

    fn clear(&mut self, space: usize) {
        while self.heights[space] > 0 {
            self.pop(space);
        }
    }

    fn stack(&self, space: usize) -> impl Iterator<Item = u8> + '_ {
        let bits = self.stacks[space];
        (0..self.heights[space] as u32).map(move |i| ((bits >> (4 * i)) & 0xf) as u8)
    }
}

/// The public part of a state: the board, the supply, the cards put aside, how many cards each
/// player holds, whose turn it is and where the turn stands. Everybody sees all of it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    config: Config,
    board: Board,
    /// The cards each seat has put aside (bit = card index).
    aside: [u64; MAX_SEATS],
    /// How many cards each seat holds.
    held: [u8; MAX_SEATS],
    mover: u8,
    turns: u16,
    phase: Phase,
    /// What has become of the situations in this turn.
    turn: TurnSituations,
}

impl Table {
    fn new(config: &Config, mover: Player) -> Table {
        let hand = config.equipment().hand_size() as u8;
        let mut held = [0; MAX_SEATS];
        for h in held.iter_mut().take(config.players()) {
            *h = hand;
        }
        let mut table = Table {
            config: config.clone(),
            board: Board::EMPTY,
            aside: [0; MAX_SEATS],
            held,
            mover: mover.0,
            turns: 0,
            phase: Phase::Claims,
            turn: TurnSituations::NONE,
        };
        table.begin_turn();
        table
    }

    /// The settings.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The equipment.
    pub fn equipment(&self) -> &Equipment {
        self.config.equipment()
    }

    /// Where the turn stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The player whose turn it is (once the game is over: the winner, or after the cap the
    /// seat that would have moved).
    pub fn to_move(&self) -> Player {
        Player(self.mover)
    }

    /// Turns completed so far.
    pub fn turns(&self) -> u16 {
        self.turns
    }

    /// What has become of the two situations in the turn being played.
    pub fn turn_situations(&self) -> TurnSituations {
        self.turn
    }

    /// Whether the situations are played in this turn (see [`Situations`]).
    pub fn situations_in_turn(&self) -> bool {
        self.config.situations_in_turn(self.turns)
    }

    /// How the game ended, if it did.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(o) => Some(o),
            _ => None,
        }
    }

    /// How many tokens the stack on `space` holds.
    pub fn height(&self, space: Space) -> usize {
        self.board.heights.get(space.index()).map_or(0, |&h| h as usize)
    }

    /// The colour on top of the stack on `space`, the one that counts for the cards.
    pub fn top(&self, space: Space) -> Option<Colour> {
        if !self.equipment().has_space(space) {
            return None;
        }
        self.board
            .top(space.index())
            .map(|c| self.equipment().colour(c as usize))
    }

    /// The stack on `space`, bottom token first.
    pub fn stack(&self, space: Space) -> Vec<Colour> {
        if !self.equipment().has_space(space) {
            return Vec::new();
        }
        let e = self.equipment();
        self.board
            .stack(space.index())
            .map(|c| e.colour(c as usize))
            .collect()
    }

    /// Tokens of a colour on the board, buried ones included.
    pub fn on_board(&self, colour: Colour) -> usize {
        self.equipment()
            .colour_index(colour)
            .map_or(0, |i| self.board.on_board[i] as usize)
    }

    /// Tokens of a colour in the supply (its pile).
    pub fn supply(&self, colour: Colour) -> usize {
        let e = self.equipment();
        e.colour_index(colour)
            .map_or(0, |i| (e.tokens(i) - self.board.on_board[i]) as usize)
    }

    /// Tokens in the supply, all colours together.
    pub fn supply_total(&self) -> usize {
        self.equipment().total_tokens() - self.board.placed as usize
    }

    /// Tokens on the board, all colours together.
    pub fn tokens_on_board(&self) -> usize {
        self.board.placed as usize
    }

    /// How many cards `player` holds.
    pub fn held(&self, player: Player) -> usize {
        self.held.get(player.index()).map_or(0, |&h| h as usize)
    }

    /// The cards `player` has put aside (face up), in set order.
    pub fn aside(&self, player: Player) -> Vec<Card> {
        self.cards_of(self.aside.get(player.index()).copied().unwrap_or(0))
    }

    /// The cards put aside by any player, as a mask of card indices.
    pub fn aside_mask(&self) -> u64 {
        self.aside.iter().fold(0, |m, a| m | a)
    }

    fn cards_of(&self, mask: u64) -> Vec<Card> {
        let cards = self.equipment().cards();
        (0..cards.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| cards[i])
            .collect()
    }

    /// The spaces whose stack is a column ([`COLUMN_HEIGHT`] or more tokens).
    pub fn columns(&self) -> Vec<Space> {
        self.equipment()
            .spaces()
            .filter(|s| self.board.heights[s.index()] >= COLUMN_HEIGHT)
            .collect()
    }

    /// Whether some colour has [`FOUR_COLOURS`] or more tokens on the board.
    pub fn four_colours_on_board(&self) -> bool {
        let n = self.equipment().colours().len();
        self.board.on_board[..n].iter().any(|&c| c >= FOUR_COLOURS)
    }

    fn has_column(&self) -> bool {
        let n = self.equipment().num_spaces();
        self.board.heights[..n].iter().any(|&h| h >= COLUMN_HEIGHT)
    }

    fn columns_now(&self) -> Columns {
        Columns::of(self.columns())
    }

    /// Whether `card` shows on the board at `quarter` (the tops of its spaces, in card order;
    /// also in the mirror when `allow_mirror` is on).
    pub fn shows(&self, card: Card, quarter: Quarter) -> bool {
        let e = self.equipment();
        match e.card_index(card) {
            Some(i) if quarter.index() < e.num_quarters() => self.shows_index(i, quarter.index()),
            _ => false,
        }
    }

    #[inline]
    fn shows_index(&self, card: usize, quarter: usize) -> bool {
        let e = self.config.equipment();
        let spaces = e.quarter_indices(quarter);
        let colours = e.card_colours(card);
        if spaces
            .iter()
            .zip(colours)
            .all(|(&s, &c)| self.board.top(s as usize) == Some(c))
        {
            return true;
        }
        self.config.allow_mirror()
            && e.mirror()
                .iter()
                .zip(colours)
                .all(|(&m, &c)| self.board.top(spaces[m as usize] as usize) == Some(c))
    }

    /// Every card of the set (whoever holds it) showing on the board, with its quarter.
    pub fn showing(&self) -> Vec<(Card, Quarter)> {
        let e = self.equipment();
        let mut out = Vec::new();
        for (i, &card) in e.cards().iter().enumerate() {
            for q in e.quarters() {
                if self.shows_index(i, q.index()) {
                    out.push((card, q));
                }
            }
        }
        out
    }

    /// The tops of a quarter in card order, `.` for an empty space.
    fn tops_text(&self, quarter: usize) -> String {
        let e = self.equipment();
        e.quarter_indices(quarter)
            .iter()
            .map(|&s| {
                self.board
                    .top(s as usize)
                    .map_or('.', |c| e.colour(c as usize).letter())
            })
            .collect()
    }

    // ----- the rules: what happens between the actions -----

    fn begin_turn(&mut self) {
        self.turn = TurnSituations::NONE;
        if self.situations_in_turn() {
            let four_colours = self.four_colours_on_board();
            let column = self.has_column();
            let open = |yes| {
                if yes {
                    SituationUse::Open
                } else {
                    SituationUse::NotOpen
                }
            };
            self.turn = TurnSituations {
                four_colours: open(four_colours),
                column: open(column),
            };
            if four_colours || column {
                self.phase = Phase::Situations {
                    four_colours,
                    column,
                    used: 0,
                };
                return;
            }
        }
        self.placements_due(1);
    }

    /// `left` tokens are due; every pile empty (or none due) goes on to the claims.
    fn placements_due(&mut self, left: u8) {
        self.phase = if left > 0 && self.supply_total() > 0 {
            Phase::Place { left, column: None }
        } else {
            Phase::Claims
        };
    }

    /// Four colours is used: one more token, and a column still open may now go at any point
    /// of the placements.
    fn use_four_colours(&mut self) {
        let Phase::Situations { column, used, .. } = self.phase else {
            return;
        };
        self.turn.four_colours = SituationUse::Used;
        if column {
            self.phase = Phase::Place {
                left: 3,
                column: Some(self.columns_now()),
            };
        } else {
            self.placements_due(2 + used);
        }
    }

    /// The column at `space` is removed: its tokens go back, and one more token is due (already
    /// counted when it was pending).
    fn remove_column(&mut self, space: usize) {
        self.board.clear(space);
        self.turn.column = SituationUse::Used;
        match self.phase {
            Phase::Situations {
                four_colours, used, ..
            } => {
                if four_colours {
                    self.phase = Phase::Situations {
                        four_colours,
                        column: false,
                        used: used + 1,
                    };
                } else {
                    self.placements_due(2 + used);
                }
            }
            Phase::Place { left, .. } => self.placements_due(left),
            _ => {}
        }
    }

    /// The turn goes on to the claims or ends: whatever is still open is declined.
    fn leave_situations(&mut self) {
        self.turn.decline_open();
    }

    /// Why the situations are not played in this turn, if they are not.
    fn situations_not_played(&self) -> Option<IllegalAction> {
        match self.config.situations() {
            _ if self.situations_in_turn() => None,
            Situations::After(rounds) => Some(IllegalAction::SituationsNotYet {
                rounds,
                round: self.turns as u32 / self.config.players() as u32 + 1,
            }),
            _ => Some(IllegalAction::SituationsOff),
        }
    }

    /// Whether four colours may be used now, and if not, why.
    fn check_four_colours(&self) -> Result<(), IllegalAction> {
        match self.turn.four_colours {
            SituationUse::Open => Ok(()),
            SituationUse::NotOpen => Err(self
                .situations_not_played()
                .unwrap_or(IllegalAction::NoFourColours)),
            SituationUse::Used => Err(IllegalAction::FourColoursUsed),
            SituationUse::Declined => Err(IllegalAction::SituationsDeclined),
        }
    }

    /// Whether the column at `space` may be removed now, and if not, why.
    fn check_column(&self, space: Space) -> Result<(), IllegalAction> {
        if !self.equipment().has_space(space) {
            return Err(IllegalAction::UnknownSpace(space));
        }
        match self.turn.column {
            SituationUse::Open => match self.phase {
                Phase::Place {
                    column: Some(columns),
                    ..
                } if !columns.contains(space) => Err(IllegalAction::NotATurnColumn { space, columns }),
                Phase::Place { column: Some(_), .. } => Ok(()),
                _ => {
                    let height = self.height(space);
                    if height < COLUMN_HEIGHT as usize {
                        return Err(IllegalAction::NotAColumn { space, height });
                    }
                    Ok(())
                }
            },
            SituationUse::NotOpen => Err(self.situations_not_played().unwrap_or(IllegalAction::NoColumn)),
            SituationUse::Used => Err(IllegalAction::OneColumnPerTurn),
            SituationUse::Declined if self.turn.four_colours == SituationUse::Used => {
                Err(IllegalAction::ColumnDeclined)
            }
            SituationUse::Declined => Err(IllegalAction::SituationsDeclined),
        }
    }

    fn end_turn(&mut self) {
        self.turns += 1;
        self.mover = Player(self.mover).next(self.config.players()).0;
        if self.turns >= self.config.cap() {
            self.phase = Phase::Over(Outcome::Draw);
            self.turn = TurnSituations::NONE;
        } else {
            self.begin_turn();
        }
    }

    /// Why a placement of `colour` on `space` is illegal here, if it is.
    fn check_place(&self, colour: Colour, space: Space) -> Result<(usize, usize), IllegalAction> {
        let e = self.equipment();
        let c = e
            .colour_index(colour)
            .ok_or(IllegalAction::UnknownColour(colour))?;
        if !e.has_space(space) {
            return Err(IllegalAction::UnknownSpace(space));
        }
        if self.board.on_board[c] >= e.tokens(c) {
            return Err(IllegalAction::PileEmpty(colour));
        }
        Ok((c, space.index()))
    }

    fn check_quarter(&self, quarter: Quarter) -> Result<(), IllegalAction> {
        if quarter.index() >= self.equipment().num_quarters() {
            return Err(IllegalAction::UnknownQuarter(quarter));
        }
        Ok(())
    }
}

/// A complete Quartino state: the [`Table`] and every hand. Build it with [`Game::start`] or
/// [`Game::from_position`]; change it only by legal actions.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Quartino {
    table: Table,
    /// Each seat's hand (bit = card index).
    hands: [u64; MAX_SEATS],
}

/// A key that identifies a state of a given config exactly: the stacks (words 0–2, one nibble
/// per token and a 0 after each stack), the phase, the player to move and the turn count
/// (word 3), and the owner of every card (words 4–7: undealt, in a seat's hand, or put aside by
/// a seat).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key(pub [u64; 8]);

/// A symmetry of the wheel: an index into [`Equipment::automorphisms`] (0 is the identity).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WheelSymmetry(pub u8);

impl Quartino {
    /// The public part of the state.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The cards in `player`'s hand, in set order.
    pub fn hand(&self, player: Player) -> Vec<Card> {
        self.table
            .cards_of(self.hands.get(player.index()).copied().unwrap_or(0))
    }

    /// The cards dealt to nobody (out of the game, unseen).
    pub fn undealt(&self) -> Vec<Card> {
        let dealt = self.hands.iter().fold(self.table.aside_mask(), |m, h| m | h);
        self.table.cards_of(self.table.equipment().all_cards() & !dealt)
    }

    /// What a spectator sees: the table and no hand at all.
    pub fn spectate(&self) -> Observation {
        Observation::new(self.table.clone(), None, 0)
    }

    /// The claims the player to move could make now if claims were due: his cards showing on
    /// the board, with their quarters.
    pub fn claimable(&self) -> Vec<(Card, Quarter)> {
        let mut out = Vec::new();
        self.push_claims(&mut out);
        out.into_iter()
            .filter_map(|a| match a {
                Action::Claim(c, q) => Some((c, q)),
                _ => None,
            })
            .collect()
    }

    fn push_claims(&self, out: &mut Vec<Action>) {
        let e = self.table.config.equipment();
        let mut hand = self.hands[self.table.mover as usize];
        while hand != 0 {
            let i = hand.trailing_zeros() as usize;
            hand &= hand - 1;
            for quarter in e.quarters() {
                if self.table.shows_index(i, quarter.index()) {
                    out.push(Action::Claim(e.cards()[i], quarter));
                }
            }
        }
    }

    fn push_places(&self, out: &mut Vec<Action>) {
        let e = self.table.config.equipment();
        for c in 0..e.colours().len() {
            if self.table.board.on_board[c] < e.tokens(c) {
                let colour = e.colour(c);
                out.extend(e.spaces().map(|s| Action::Place(colour, s)));
            }
        }
    }

    /// While a column may still go during the placements: whether the turn may go on to the
    /// claims or end instead (declining the column), with `left` tokens still due. Only the
    /// column's own token may be left, or nothing can be placed (every pile empty).
    fn may_decline_column(&self, left: u8) -> bool {
        !self.table.config.column_mandatory() && (left <= 1 || self.table.supply_total() == 0)
    }

    fn check_claim(&self, card: Card, quarter: Quarter) -> Result<(usize, usize), IllegalAction> {
        let e = self.table.equipment();
        let i = e.card_index(card).ok_or(IllegalAction::UnknownCard(card))?;
        self.table.check_quarter(quarter)?;
        if self.hands[self.table.mover as usize] & (1 << i) == 0 {
            return Err(IllegalAction::NotInHand(card));
        }
        if !self.table.shows_index(i, quarter.index()) {
            return Err(IllegalAction::NotOnBoard {
                card,
                quarter,
                tops: self.table.tops_text(quarter.index()),
            });
        }
        Ok((i, quarter.index()))
    }

    fn claim(&mut self, card: usize, quarter: usize) {
        let t = &mut self.table;
        let seat = t.mover as usize;
        let bit = 1u64 << card;
        self.hands[seat] &= !bit;
        t.aside[seat] |= bit;
        t.held[seat] -= 1;
        for &s in t.config.equipment().quarter_indices(quarter) {
            t.board.pop(s as usize);
        }
        if t.held[seat] == 0 {
            t.phase = Phase::Over(Outcome::WonBy(Player(t.mover)));
            t.turn = TurnSituations::NONE;
        } else {
            t.placements_due(1);
        }
    }

    fn place(&mut self, colour: usize, space: usize) {
        let t = &mut self.table;
        t.board.push(space, colour as u8);
        match t.phase {
            Phase::Situations { used, .. } => {
                t.leave_situations();
                t.placements_due(used);
            }
            Phase::Place {
                left,
                column: Some(columns),
            } => {
                t.phase = Phase::Place {
                    left: left.saturating_sub(1),
                    column: Some(columns),
                }
            }
            Phase::Place { left, column: None } => t.placements_due(left.saturating_sub(1)),
            _ => t.placements_due(0),
        }
    }
}

impl Game for Quartino {
    type Action = Action;
    type Config = Config;
    type Observation = Observation;
    type Symmetry = WheelSymmetry;
    type Key = Key;
    type RulesError = RulesError;
    type PositionError = PositionError;
    type ParseActionError = ParseActionError;
    type IllegalAction = IllegalAction;

    const KIND: GameKind = GameKind::Quartino;
    const HIDDEN_INFORMATION: bool = true;

    /// Deals by a shuffle of the card set seeded by `seed`: seat 1 gets the first cards, seat 2
    /// the next, and so on; the rest stay out. With `first=random` the first seat is drawn from
    /// the same generator after the deal.
    fn start(config: &Config, seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let e = config.equipment();
        let mut deck: Vec<usize> = (0..e.cards().len()).collect();
        rng.shuffle(&mut deck);
        let mut hands = [0u64; MAX_SEATS];
        let hand = e.hand_size();
        for (seat, h) in hands.iter_mut().enumerate().take(config.players()) {
            for &card in &deck[seat * hand..(seat + 1) * hand] {
                *h |= 1 << card;
            }
        }
        let first = match config.first() {
            FirstSeat::Seat(p) => p,
            FirstSeat::Random => Player(rng.below(config.players()) as u8),
        };
        Quartino {
            table: Table::new(config, first),
            hands,
        }
    }

    fn config(&self) -> &Config {
        &self.table.config
    }

    fn from_position(config: &Config, position: &str) -> Result<Self, PositionError> {
        notation::parse_full(config, position)
    }

    fn position(&self) -> String {
        notation::write(&self.table, |seat| Some(self.hands[seat]))
    }

    fn num_players(&self) -> usize {
        self.table.config.players()
    }

    fn to_move(&self) -> Player {
        self.table.to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.table.outcome()
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        let t = &self.table;
        match t.phase {
            Phase::Over(_) => {}
            Phase::Situations {
                four_colours, column, ..
            } => {
                if four_colours {
                    out.push(Action::FourColours);
                }
                if column {
                    out.extend(t.columns().into_iter().map(Action::Column));
                    if t.config.column_mandatory() {
                        return;
                    }
                }
                if t.supply_total() > 0 {
                    self.push_places(out);
                } else {
                    self.push_claims(out);
                    out.push(Action::End);
                }
            }
            Phase::Place { left, column: None } => {
                if left > 0 {
                    self.push_places(out);
                }
            }
            Phase::Place {
                left,
                column: Some(columns),
            } => {
                out.extend(columns.iter().map(Action::Column));
                if left > 0 {
                    self.push_places(out);
                    if self.may_decline_column(left) {
                        self.push_claims(out);
                        out.push(Action::End);
                    }
                }
            }
            Phase::Claims => {
                self.push_claims(out);
                out.push(Action::End);
            }
        }
    }

    fn check(&self, action: Action) -> Result<(), IllegalAction> {
        let t = &self.table;
        match (t.phase, action) {
            (Phase::Over(_), _) => Err(IllegalAction::GameOver),
            (_, Action::FourColours) => t.check_four_colours(),
            (_, Action::Column(s)) => t.check_column(s),
            (Phase::Situations { column, used, .. }, _) => match action {
                _ if column && t.config.column_mandatory() => Err(IllegalAction::ColumnRequired),
                Action::Place(c, s) => t.check_place(c, s).map(|_| ()),
                Action::Claim(card, q) => {
                    if t.supply_total() > 0 {
                        return Err(IllegalAction::MustPlace(1 + used));
                    }
                    self.check_claim(card, q).map(|_| ())
                }
                Action::End => {
                    if t.supply_total() > 0 {
                        return Err(IllegalAction::MustPlace(1 + used));
                    }
                    Ok(())
                }
                Action::FourColours | Action::Column(_) => Ok(()),
            },
            (
                Phase::Place {
                    left: 0,
                    column: Some(columns),
                },
                _,
            ) => Err(IllegalAction::ColumnDue(columns)),
            (Phase::Place { .. }, Action::Place(c, s)) => t.check_place(c, s).map(|_| ()),
            (Phase::Place { left, column: None }, Action::Claim(..) | Action::End) => {
                Err(IllegalAction::MustPlace(left))
            }
            (
                Phase::Place {
                    left,
                    column: Some(_),
                },
                Action::Claim(..) | Action::End,
            ) => {
                if t.config.column_mandatory() {
                    return Err(IllegalAction::ColumnRequired);
                }
                if !self.may_decline_column(left) {
                    // Declining the column leaves one token fewer to place.
                    return Err(IllegalAction::MustPlace(left - 1));
                }
                match action {
                    Action::Claim(card, q) => self.check_claim(card, q).map(|_| ()),
                    _ => Ok(()),
                }
            }
            (Phase::Claims, Action::Place(..)) => Err(IllegalAction::NothingToPlace),
            (Phase::Claims, Action::Claim(card, q)) => self.check_claim(card, q).map(|_| ()),
            (Phase::Claims, Action::End) => Ok(()),
        }
    }

    fn play_unchecked(&mut self, action: Action) {
        match action {
            Action::FourColours => self.table.use_four_colours(),
            Action::Column(s) => {
                if s.index() < self.table.equipment().num_spaces() {
                    self.table.remove_column(s.index());
                }
            }
            Action::Place(colour, space) => {
                if let Some(c) = self.table.equipment().colour_index(colour) {
                    self.place(c, space.index());
                }
            }
            Action::Claim(card, quarter) => {
                if let Some(i) = self.table.equipment().card_index(card) {
                    self.table.leave_situations();
                    self.claim(i, quarter.index());
                }
            }
            Action::End => self.table.end_turn(),
        }
    }

    fn observe(&self, player: Player) -> Observation {
        Observation::new(
            self.table.clone(),
            Some(player),
            self.hands.get(player.index()).copied().unwrap_or(0),
        )
    }

    fn determinize(observation: &Observation, rng: &mut Rng) -> Self {
        observation.sample(rng)
    }

    fn symmetries(&self) -> Vec<WheelSymmetry> {
        let mirror = self.table.config.allow_mirror();
        self.table
            .equipment()
            .automorphisms()
            .iter()
            .enumerate()
            .filter(|(_, a)| mirror || !a.mirrored)
            .map(|(i, _)| WheelSymmetry(i as u8))
            .collect()
    }

    fn transform(&self, symmetry: WheelSymmetry) -> Self {
        let Some(a) = self.table.equipment().automorphisms().get(symmetry.0 as usize) else {
            return self.clone();
        };
        let mut image = self.clone();
        let n = self.table.equipment().num_spaces();
        for s in 0..n {
            let t = a.spaces[s] as usize;
            image.table.board.stacks[t] = self.table.board.stacks[s];
            image.table.board.heights[t] = self.table.board.heights[s];
        }
        if let Phase::Place {
            left,
            column: Some(columns),
        } = self.table.phase
        {
            let mapped = columns.iter().filter_map(|s| {
                a.spaces
                    .get(s.index())
                    .and_then(|&t| Space::from_index(t as usize))
            });
            image.table.phase = Phase::Place {
                left,
                column: Some(Columns::of(mapped)),
            };
        }
        image
    }

    fn transform_action(&self, symmetry: WheelSymmetry, action: Action) -> Action {
        let Some(a) = self.table.equipment().automorphisms().get(symmetry.0 as usize) else {
            return action;
        };
        let space = |s: Space| {
            a.spaces
                .get(s.index())
                .and_then(|&t| Space::from_index(t as usize))
                .unwrap_or(s)
        };
        match action {
            Action::Column(s) => Action::Column(space(s)),
            Action::Place(c, s) => Action::Place(c, space(s)),
            Action::Claim(card, q) => Action::Claim(
                card,
                a.quarters
                    .get(q.index())
                    .filter(|_| q.index() < self.table.equipment().num_quarters())
                    .and_then(|&k| Quarter::new(k as usize))
                    .unwrap_or(q),
            ),
            other => other,
        }
    }

    fn key(&self) -> Key {
        let t = &self.table;
        let mut k = [0u64; 8];
        let mut nibble = 0usize;
        let mut put = |k: &mut [u64; 8], v: u64| {
            k[nibble / 16] |= v << (4 * (nibble % 16));
            nibble += 1;
        };
        for s in 0..t.equipment().num_spaces() {
            for c in t.board.stack(s) {
                put(&mut k, c as u64 + 1);
            }
            put(&mut k, 0);
        }
        let phase = match t.phase {
            Phase::Situations {
                four_colours,
                column,
                used,
            } => 1 | (four_colours as u64) << 4 | (column as u64) << 5 | (used as u64) << 6,
            Phase::Place { left, column } => {
                2 | (left as u64) << 4
                    | (column.is_some() as u64) << 8
                    | (column.map_or(0, |c| c.0) as u64) << 9
            }
            Phase::Claims => 3,
            Phase::Over(Outcome::WonBy(p)) => 4 | (p.0 as u64) << 4,
            Phase::Over(Outcome::Draw) => 5,
        };
        let fate = |u: SituationUse| match u {
            SituationUse::NotOpen => 0u64,
            SituationUse::Open => 1,
            SituationUse::Used => 2,
            SituationUse::Declined => 3,
        };
        let turn = fate(t.turn.four_colours) | fate(t.turn.column) << 2;
        // The phase takes up to 25 bits, the mover 3, the turn count 16, the situations 4.
        k[3] = phase | (t.mover as u64) << 25 | (t.turns as u64) << 28 | turn << 44;
        for card in 0..t.equipment().cards().len() {
            let bit = 1u64 << card;
            let owner = (0..MAX_SEATS)
                .find_map(|p| {
                    if self.hands[p] & bit != 0 {
                        Some(1 + p as u64)
                    } else if t.aside[p] & bit != 0 {
                        Some(6 + p as u64)
                    } else {
                        None
                    }
                })
                .unwrap_or(0);
            k[4 + card / 16] |= owner << (4 * (card % 16));
        }
        Key(k)
    }
}

impl fmt::Display for Quartino {
    /// The position notation (hidden hands included).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.position())
    }
}
