//! The one interface every game implements, and the small types it speaks in.
//!
//! The shape follows shakmaty and board-game-rs: a validated state that can only be changed by
//! legal actions; actions as small `Copy` values with a text notation; a checked
//! [`Game::play`] that hands back the unchanged state inside its error, and
//! [`Game::play_unchecked`] for hot loops; outcomes kept both as absolute ([`Outcome`]) and
//! point-of-view ([`Pov`]) values so that search code cannot get a sign wrong.
//!
//! The trait fits every game of the family: 2–5 players ([`Game::num_players`]), hidden
//! information ([`Game::observe`] and [`Game::determinize`]), chance driven by a seed
//! ([`Game::start`]), and symmetry ([`Game::symmetries`], [`Game::canonical_key`]).
//!
//! Errors come by purpose, as shakmaty's `ParseFenError` / `PositionError` / `PlayError`: each
//! game has a small typed error for its rules line, its positions, its action notation and its
//! illegal actions ([`Game::RulesError`], [`Game::PositionError`], [`Game::ParseActionError`],
//! [`Game::IllegalAction`]); callers match variants, and every variant has a stable code
//! ([`GameError::code`]). [`ErrorOf`] holds any of a game's four.

use std::error::Error;
use std::fmt::{self, Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use crate::chance::Rng;
use crate::text::{ErrorValue, Excerpt};

/// A seat at the table, counted from 0 in turn order. The first player is `Player(0)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Player(pub u8);

impl Player {
    /// The seat index, from 0.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat in turn order at a table of `players` seats.
    pub const fn next(self, players: usize) -> Player {
        Player(((self.0 as usize + 1) % players) as u8)
    }
}

impl Display for Player {
    /// Seats are shown to people from 1: `Player(0)` is "player 1".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0 + 1)
    }
}

/// How a finished game ended, the same for everybody at the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// This player won (every other player lost).
    WonBy(Player),
    /// Nobody won: a draw, or a game stopped by a cap with no winner.
    Draw,
}

impl Outcome {
    /// The outcome as seen by `player`.
    pub fn pov(self, player: Player) -> Pov {
        match self {
            Outcome::WonBy(p) if p == player => Pov::Win,
            Outcome::WonBy(_) => Pov::Loss,
            Outcome::Draw => Pov::Draw,
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Player> {
        match self {
            Outcome::WonBy(p) => Some(p),
            Outcome::Draw => None,
        }
    }
}

/// An outcome from one player's point of view: what negamax and MCTS back up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Pov {
    /// The player lost.
    Loss,
    /// Nobody won.
    Draw,
    /// The player won.
    Win,
}

impl Pov {
    /// The same result seen by the opponent of a two-player game.
    pub fn flip(self) -> Pov {
        match self {
            Pov::Win => Pov::Loss,
            Pov::Draw => Pov::Draw,
            Pov::Loss => Pov::Win,
        }
    }

    /// +1 for a win, 0 for a draw, −1 for a loss.
    pub fn sign(self) -> i32 {
        match self {
            Pov::Win => 1,
            Pov::Draw => 0,
            Pov::Loss => -1,
        }
    }
}

impl Display for Pov {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Pov::Win => "win",
            Pov::Draw => "draw",
            Pov::Loss => "loss",
        })
    }
}

/// Which game, as a plain tag for URLs, command lines, records and databases.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GameKind {
    /// Gigamic's Quarto! (1991), the 4×4 game of giving and placing.
    Quarto,
    /// Quarto of 1950 ("Danish Quarto"), on a 37-point Alquerque-like board.
    Danish,
    /// Quartino, 2–5 players, coloured tokens on a 9-space wheel and hidden cards.
    Quartino,
}

impl GameKind {
    /// Every game, in a fixed order.
    pub const ALL: [GameKind; 3] = [GameKind::Quarto, GameKind::Danish, GameKind::Quartino];

    /// The tag as written in URLs and records: `quarto`, `danish`, `quartino`.
    pub const fn tag(self) -> &'static str {
        match self {
            GameKind::Quarto => "quarto",
            GameKind::Danish => "danish",
            GameKind::Quartino => "quartino",
        }
    }

    /// The name people know the game by.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Quarto => "Quarto!",
            GameKind::Danish => "Danish Quarto",
            GameKind::Quartino => "Quartino",
        }
    }
}

impl Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// A game tag that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game {0}: expected one of quarto, danish, quartino")]
pub struct UnknownGame(pub Excerpt);

impl FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "quarto" | "quarto!" => Ok(GameKind::Quarto),
            "danish" | "danish-quarto" | "danish_quarto" => Ok(GameKind::Danish),
            "quartino" => Ok(GameKind::Quartino),
            _ => Err(UnknownGame(Excerpt::new(s))),
        }
    }
}

/// An error of a game: a small typed value whose `Display` says in English what is wrong, with a
/// stable machine-readable code for translations and clients.
pub trait GameError: Error + Clone + PartialEq + Eq + Send + Sync + 'static {
    /// The code of this error, `<game>.<what>` in lower case with hyphens
    /// (`quartino.no-column`); it never changes once released.
    fn code(&self) -> &'static str;

    /// The values the error names, each with its name (`("cell", Text("b3"))`), so that a
    /// message in any language can say them; the names of each code are listed by the error
    /// type's `value_names()`.
    fn values(&self) -> Vec<(&'static str, ErrorValue)>;
}

/// What an error is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The rules line (a game's settings).
    Rules,
    /// A position in the game's notation.
    Position,
    /// An action's text, which does not read as an action.
    ParseAction,
    /// An action that reads but is not legal where it is played.
    Illegal,
}

impl ErrorKind {
    /// The kind as written in codes and APIs: `rules`, `position`, `parse-action`, `illegal`.
    pub const fn tag(self) -> &'static str {
        match self {
            ErrorKind::Rules => "rules",
            ErrorKind::Position => "position",
            ErrorKind::ParseAction => "parse-action",
            ErrorKind::Illegal => "illegal",
        }
    }
}

/// Any error of one game, by purpose.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ErrorOf<G: Game> {
    /// The rules line is wrong.
    #[error("bad rules: {0}")]
    Rules(G::RulesError),
    /// The position is malformed or impossible.
    #[error("bad position: {0}")]
    Position(G::PositionError),
    /// The text is not an action.
    #[error(transparent)]
    ParseAction(G::ParseActionError),
    /// The action is illegal here.
    #[error(transparent)]
    Illegal(G::IllegalAction),
}

impl<G: Game> ErrorOf<G> {
    /// What the error is about.
    pub fn kind(&self) -> ErrorKind {
        match self {
            ErrorOf::Rules(_) => ErrorKind::Rules,
            ErrorOf::Position(_) => ErrorKind::Position,
            ErrorOf::ParseAction(_) => ErrorKind::ParseAction,
            ErrorOf::Illegal(_) => ErrorKind::Illegal,
        }
    }

    /// The stable code of the error (see [`GameError::code`]).
    pub fn code(&self) -> &'static str {
        match self {
            ErrorOf::Rules(e) => e.code(),
            ErrorOf::Position(e) => e.code(),
            ErrorOf::ParseAction(e) => e.code(),
            ErrorOf::Illegal(e) => e.code(),
        }
    }

    /// The values the error names (see [`GameError::values`]).
    pub fn values(&self) -> Vec<(&'static str, ErrorValue)> {
        match self {
            ErrorOf::Rules(e) => e.values(),
            ErrorOf::Position(e) => e.values(),
            ErrorOf::ParseAction(e) => e.values(),
            ErrorOf::Illegal(e) => e.values(),
        }
    }
}

/// Implements [`GameError`] for an error enum from a list of its variants and their codes; the
/// game's tag is put in front (`quarto` and `game-over` give `quarto.game-over`). A variant with
/// fields names the ones it gives a message, in the variant's own form: `Fields(count)`,
/// `RowLength { row, cells }` (a field left out is not given; `Missing()` gives none). A variant
/// holding a [`SettingsError`](crate::text::SettingsError) is named after `settings:`; its codes
/// and values are the settings error's (`quarto.given-twice`); a variant holding another error
/// type with codes is named after `nested:`, and gives that error's code and values. Every code
/// the type can give is listed by its `codes()`, with its values' names by `value_names()`.
macro_rules! error_codes {
    (
        $error:ident, $game:literal,
        $(settings: $settings:ident,)?
        $(nested: $($nested:ident($inner:ty)),+,)?
        { $($variant:ident $(($($t:ident),*))? $({$($f:ident),*})? => $code:literal,)* }
    ) => {
        impl $crate::game::GameError for $error {
            fn code(&self) -> &'static str {
                match self {
                    $(Self::$settings(e) => $crate::text::settings_code!($game, e),)?
                    $($(Self::$nested(e) => $crate::game::GameError::code(e),)+)?
                    $(Self::$variant { .. } => concat!($game, ".", $code),)*
                }
            }

            fn values(&self) -> Vec<(&'static str, $crate::text::ErrorValue)> {
                match self {
                    $(Self::$settings(e) => e.values(),)?
                    $($(Self::$nested(e) => $crate::game::GameError::values(e),)+)?
                    $(
                        Self::$variant $(($($t,)* ..))? $({$($f,)* ..})? => vec![
                            $($((stringify!($t), $crate::text::IntoErrorValue::error_value($t)),)*)?
                            $($((stringify!($f), $crate::text::IntoErrorValue::error_value($f)),)*)?
                        ],
                    )*
                }
            }
        }

        impl $error {
            /// Every code an error of this type can have.
            pub fn codes() -> Vec<&'static str> {
                Self::value_names().into_iter().map(|(code, _)| code).collect()
            }

            /// Every code an error of this type can have, with the names of the values it gives.
            pub fn value_names() -> Vec<(&'static str, Vec<&'static str>)> {
                #[allow(unused_mut)]
                let mut codes: Vec<(&'static str, Vec<&'static str>)> = Vec::new();
                $(
                    let _ = stringify!($settings);
                    codes.extend($crate::text::settings_code!($game, names));
                )?
                $($(codes.extend(<$inner>::value_names());)+)?
                codes.extend([$(
                    (
                        concat!($game, ".", $code),
                        vec![$($(stringify!($t),)*)? $($(stringify!($f),)*)?],
                    ),
                )*]);
                codes
            }
        }
    };
}
pub(crate) use error_codes;

/// An action that was refused: the unchanged state comes back with the reason.
pub struct PlayError<G: Game> {
    /// The state as it was before the refused action.
    pub state: G,
    /// The refused action.
    pub action: G::Action,
    /// Why it was refused.
    pub reason: G::IllegalAction,
}

impl<G: Game> PlayError<G> {
    /// Takes back the unchanged state.
    pub fn into_state(self) -> G {
        self.state
    }
}

impl<G: Game> Debug for PlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PlayError")
            .field("action", &self.action)
            .field("reason", &self.reason)
            .finish_non_exhaustive()
    }
}

impl<G: Game> Display for PlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal action {}: {}", self.action, self.reason)
    }
}

impl<G: Game> Error for PlayError<G> {}

/// The symmetry of a game that has none worth using: the identity alone.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Identity;

/// A game of the Quarto family.
///
/// A value of an implementing type is always a *valid* state: it can only be built by
/// [`Game::start`], by parsing and validating a position ([`Game::from_position`]), or by
/// playing legal actions. Raw input lives in each game's own setup types.
pub trait Game: Clone + Debug + PartialEq + Eq + Hash + Send + Sync + Sized + 'static {
    /// One action: a small value with a text notation (`Display`/`FromStr`).
    type Action: Copy
        + Eq
        + Ord
        + Hash
        + Debug
        + Display
        + FromStr<Err = Self::ParseActionError>
        + Send
        + Sync
        + 'static;
    /// Everything about the game that is fixed before it starts: variant, options, seats.
    /// Written as one line (`Display`/`FromStr`) in records and on command lines.
    type Config: Clone
        + Debug
        + Display
        + FromStr<Err = Self::RulesError>
        + Default
        + PartialEq
        + Eq
        + Send
        + Sync
        + 'static;
    /// What one player may see. For games of perfect information, the state itself.
    type Observation: Clone + Debug + PartialEq + Send + Sync;
    /// An element of the game's symmetry group (it may depend on the variant).
    type Symmetry: Copy + Eq + Debug + Send + Sync;
    /// A compact key of a state (for transposition tables and repetition).
    type Key: Copy + Eq + Ord + Hash + Debug + Send + Sync;
    /// What is wrong with a rules line ([`Game::Config`]'s text).
    type RulesError: GameError;
    /// What is wrong with a position ([`Game::from_position`]): malformed or impossible.
    type PositionError: GameError;
    /// Why a text is not an action ([`Game::Action`]'s notation).
    type ParseActionError: GameError;
    /// Why an action is illegal where it is played ([`Game::check`]).
    type IllegalAction: GameError;

    /// Which game this is.
    const KIND: GameKind;

    /// Whether players have information the others cannot see (then an observation hides it,
    /// and search must sample it with [`Game::determinize`]).
    const HIDDEN_INFORMATION: bool = false;

    /// A new game. `seed` drives every chance element (the deal); games without chance
    /// ignore it. The same config and seed always give the same game.
    fn start(config: &Self::Config, seed: u64) -> Self;

    /// The fixed settings this game is played with.
    fn config(&self) -> &Self::Config;

    /// Reads a position in the game's notation, validated against `config`.
    fn from_position(config: &Self::Config, position: &str) -> Result<Self, Self::PositionError>;

    /// The position in the game's notation (hidden information included, as records need).
    fn position(&self) -> String;

    /// How many seats the table has (2–5).
    fn num_players(&self) -> usize;

    /// The player whose turn it is. Once the game is over, the player who would have moved.
    fn to_move(&self) -> Player;

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// How the game ends when `flagged` runs out of time. By default, at a two-player table the
    /// opponent wins and at a larger one nobody does; games whose rules say more override it.
    fn timeout(&self, flagged: Player) -> Outcome {
        if self.num_players() == 2 {
            Outcome::WonBy(flagged.next(2))
        } else {
            Outcome::Draw
        }
    }

    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Appends every legal action to `out`, each once. A finished game has none.
    fn legal_actions_into(&self, out: &mut Vec<Self::Action>);

    /// Every legal action, each once.
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// Why `action` is illegal here, or `Ok(())` if it is legal.
    fn check(&self, action: Self::Action) -> Result<(), Self::IllegalAction>;

    /// Plays a legal action. Playing an illegal one leaves the state unspecified (but safe).
    fn play_unchecked(&mut self, action: Self::Action);

    /// Plays `action` if it is legal; otherwise hands back the unchanged state and the reason.
    fn play(mut self, action: Self::Action) -> Result<Self, PlayError<Self>> {
        match self.check(action) {
            Ok(()) => {
                self.play_unchecked(action);
                Ok(self)
            }
            Err(reason) => Err(PlayError {
                state: self,
                action,
                reason,
            }),
        }
    }

    /// Reads an action in the game's notation (some games read it in the context of the state).
    fn parse_action(&self, text: &str) -> Result<Self::Action, Self::ParseActionError> {
        text.trim().parse()
    }

    /// What `player` may see of this state.
    fn observe(&self, player: Player) -> Self::Observation;

    /// A full state consistent with `observation`, with the hidden parts drawn at random:
    /// what information-set search samples. Perfect-information games return the state.
    fn determinize(observation: &Self::Observation, rng: &mut Rng) -> Self;

    /// The symmetry group of this state's variant, identity first.
    fn symmetries(&self) -> Vec<Self::Symmetry>;

    /// The image of this state under `symmetry`.
    fn transform(&self, symmetry: Self::Symmetry) -> Self;

    /// The image of an action of this state under `symmetry` (legal maps to legal).
    fn transform_action(&self, symmetry: Self::Symmetry, action: Self::Action) -> Self::Action;

    /// A key that identifies this state exactly.
    fn key(&self) -> Self::Key;

    /// A key equal for all images of this state under its symmetry group.
    fn canonical_key(&self) -> Self::Key {
        self.symmetries()
            .into_iter()
            .map(|s| self.transform(s).key())
            .min()
            .unwrap_or_else(|| self.key())
    }
}
