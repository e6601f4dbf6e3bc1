//! [`AnyGame`]: one value for a game chosen at run time (by a URL, a command line or a
//! database row), with its actions as [`AnyAction`] and text in and out. Callers that know their
//! game at compile time use the game's type and the [`Game`] trait directly.

use std::fmt;

use crate::danish::DanishQuarto;
use crate::game::{ErrorKind, ErrorOf, Game, GameKind, Outcome, Player};
use crate::quartino::Quartino;
use crate::quarto::Quarto;
use crate::record::{RawRecord, Record, RecordError};
use crate::text::ErrorValue;

/// Something wrong with text or an action given to an [`AnyGame`]: the game's own typed error,
/// by purpose ([`AnyError::kind`]), with its stable code ([`AnyError::code`]); `Display` says
/// it in words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnyError {
    /// An error of Quarto!.
    #[error(transparent)]
    Quarto(ErrorOf<Quarto>),
    /// An error of Danish Quarto.
    #[error(transparent)]
    Danish(ErrorOf<DanishQuarto>),
    /// An error of Quartino.
    #[error(transparent)]
    Quartino(ErrorOf<Quartino>),
    /// An action of another game.
    #[error("{action} is not an action of {}", .game.name())]
    NotThisGame {
        /// The action.
        action: AnyAction,
        /// The game it was played in.
        game: GameKind,
    },
}

impl AnyError {
    /// The game the error is about.
    pub fn game(&self) -> GameKind {
        match self {
            AnyError::Quarto(_) => GameKind::Quarto,
            AnyError::Danish(_) => GameKind::Danish,
            AnyError::Quartino(_) => GameKind::Quartino,
            AnyError::NotThisGame { game, .. } => *game,
        }
    }

    /// What the error is about: the rules, a position, an action's text, or an illegal action.
    pub fn kind(&self) -> ErrorKind {
        match self {
            AnyError::Quarto(e) => e.kind(),
            AnyError::Danish(e) => e.kind(),
            AnyError::Quartino(e) => e.kind(),
            AnyError::NotThisGame { .. } => ErrorKind::Illegal,
        }
    }

    /// The stable machine-readable code of the error (`quartino.no-stack-of-four`), for
    /// translations and clients; it never changes once released.
    pub fn code(&self) -> &'static str {
        match self {
            AnyError::Quarto(e) => e.code(),
            AnyError::Danish(e) => e.code(),
            AnyError::Quartino(e) => e.code(),
            AnyError::NotThisGame { .. } => "any.not-this-game",
        }
    }

    /// The values the error names, each with its name, so that a message in any language can
    /// say them: notation as text, counts as numbers (see [`ErrorValue`]).
    pub fn values(&self) -> Vec<(&'static str, ErrorValue)> {
        match self {
            AnyError::Quarto(e) => e.values(),
            AnyError::Danish(e) => e.values(),
            AnyError::Quartino(e) => e.values(),
            AnyError::NotThisGame { action, game } => vec![
                ("action", ErrorValue::Text(action.to_string())),
                ("game", ErrorValue::Text(game.tag().to_string())),
            ],
        }
    }

    /// Every code an [`AnyError`] can have, each once, with the names of the values it gives.
    pub fn value_names() -> Vec<(&'static str, Vec<&'static str>)> {
        use crate::{danish, quartino, quarto};
        let mut all = Vec::new();
        all.extend(quarto::RulesError::value_names());
        all.extend(quarto::ParseActionError::value_names());
        all.extend(quarto::PositionError::value_names());
        all.extend(quarto::IllegalAction::value_names());
        all.extend(danish::RulesError::value_names());
        all.extend(danish::ParseActionError::value_names());
        all.extend(danish::PositionError::value_names());
        all.extend(danish::IllegalAction::value_names());
        all.extend(quartino::RulesError::value_names());
        all.extend(quartino::ParseActionError::value_names());
        all.extend(quartino::PositionError::value_names());
        all.extend(quartino::IllegalAction::value_names());
        all.push(("any.not-this-game", vec!["action", "game"]));
        // A point's errors come in moves and positions alike: each code once.
        let mut seen = std::collections::HashSet::new();
        all.retain(|(code, _)| seen.insert(*code));
        all
    }
}

/// A game of any kind.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[allow(clippy::large_enum_variant)] // not a hot-loop type: boxing would only add indirection
pub enum AnyGame {
    /// Quarto!
    Quarto(Quarto),
    /// Danish Quarto.
    Danish(DanishQuarto),
    /// Quartino.
    Quartino(Quartino),
}

/// An action of any game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum AnyAction {
    /// An action of Quarto!
    Quarto(<Quarto as Game>::Action),
    /// An action of Danish Quarto.
    Danish(<DanishQuarto as Game>::Action),
    /// An action of Quartino.
    Quartino(<Quartino as Game>::Action),
}

/// Runs `$body` with `$g` bound to the inner game of an [`AnyGame`], for every kind.
macro_rules! each_game {
    ($value:expr, $g:ident => $body:expr) => {
        match $value {
            AnyGame::Quarto($g) => $body,
            AnyGame::Danish($g) => $body,
            AnyGame::Quartino($g) => $body,
        }
    };
}

/// Runs `$body` with `G` set to the game type of a [`GameKind`].
macro_rules! each_kind {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            GameKind::Quarto => {
                type $G = Quarto;
                $body
            }
            GameKind::Danish => {
                type $G = DanishQuarto;
                $body
            }
            GameKind::Quartino => {
                type $G = Quartino;
                $body
            }
        }
    };
}

trait IntoAny: Game {
    fn wrap(self) -> AnyGame;
    fn wrap_action(action: Self::Action) -> AnyAction;
    fn unwrap_action(action: AnyAction) -> Option<Self::Action>;
    fn wrap_error(error: ErrorOf<Self>) -> AnyError;
}

macro_rules! into_any {
    ($G:ty, $variant:ident) => {
        impl IntoAny for $G {
            fn wrap(self) -> AnyGame {
                AnyGame::$variant(self)
            }
            fn wrap_error(error: ErrorOf<Self>) -> AnyError {
                AnyError::$variant(error)
            }
            fn wrap_action(action: Self::Action) -> AnyAction {
                AnyAction::$variant(action)
            }
            fn unwrap_action(action: AnyAction) -> Option<Self::Action> {
                match action {
                    AnyAction::$variant(a) => Some(a),
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
        }
    };
}

into_any!(Quarto, Quarto);
into_any!(DanishQuarto, Danish);
into_any!(Quartino, Quartino);

fn rules_as<G: Game + IntoAny>(rules: &str) -> Result<G::Config, AnyError> {
    rules.parse().map_err(|e| G::wrap_error(ErrorOf::Rules(e)))
}

fn start_as<G: Game + IntoAny>(rules: &str, seed: u64) -> Result<AnyGame, AnyError> {
    Ok(G::start(&rules_as::<G>(rules)?, seed).wrap())
}

fn position_as<G: Game + IntoAny>(rules: &str, position: &str) -> Result<AnyGame, AnyError> {
    G::from_position(&rules_as::<G>(rules)?, position)
        .map(G::wrap)
        .map_err(|e| G::wrap_error(ErrorOf::Position(e)))
}

fn record_as<G: Game + IntoAny>(raw: &RawRecord) -> Result<(AnyGame, Vec<AnyAction>), RecordError> {
    let record = Record::<G>::from_raw(raw)?;
    let actions = record.actions.iter().map(|&a| G::wrap_action(a)).collect();
    Ok((record.start.wrap(), actions))
}

fn record_as_text<G: Game + IntoAny>(start: &G, actions: &[AnyAction], tags: &[(String, String)]) -> String {
    let mut record = Record::from_state(start.clone());
    record.custom_start = *start != G::start(start.config(), 0);
    record.actions = actions.iter().filter_map(|&a| G::unwrap_action(a)).collect();
    record.tags = tags.to_vec();
    record.to_string()
}

fn play_as<G: Game + IntoAny>(state: &mut G, action: AnyAction) -> Result<(), AnyError> {
    let action = G::unwrap_action(action).ok_or(AnyError::NotThisGame {
        action,
        game: G::KIND,
    })?;
    state
        .check(action)
        .map_err(|e| G::wrap_error(ErrorOf::Illegal(e)))?;
    state.play_unchecked(action);
    Ok(())
}

fn parse_action_as<G: Game + IntoAny>(state: &G, text: &str) -> Result<AnyAction, AnyError> {
    state
        .parse_action(text)
        .map(G::wrap_action)
        .map_err(|e| G::wrap_error(ErrorOf::ParseAction(e)))
}

impl AnyGame {
    /// A new game of `kind` with rules written as in a record's `[Rules]` tag (empty for the
    /// defaults) and the seed that drives chance.
    pub fn start(kind: GameKind, rules: &str, seed: u64) -> Result<AnyGame, AnyError> {
        each_kind!(kind, G => start_as::<G>(rules, seed))
    }

    /// A game of `kind` from a position in its notation.
    pub fn from_position(kind: GameKind, rules: &str, position: &str) -> Result<AnyGame, AnyError> {
        each_kind!(kind, G => position_as::<G>(rules, position))
    }

    /// Reads and checks a record of any game: its start and its actions.
    pub fn from_record(text: &str) -> Result<(AnyGame, Vec<AnyAction>), RecordError> {
        let raw = RawRecord::parse(text)?;
        match raw.kind()? {
            GameKind::Quarto => record_as::<Quarto>(&raw),
            GameKind::Danish => record_as::<DanishQuarto>(&raw),
            GameKind::Quartino => record_as::<Quartino>(&raw),
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        each_game!(self, g => g.kind_of())
    }

    /// The rules, as written in a record's `[Rules]` tag.
    pub fn rules_text(&self) -> String {
        each_game!(self, g => g.config().to_string())
    }

    /// The position in the game's notation (hidden information included).
    pub fn position(&self) -> String {
        each_game!(self, g => g.position())
    }

    /// How many seats.
    pub fn num_players(&self) -> usize {
        each_game!(self, g => g.num_players())
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        each_game!(self, g => g.to_move())
    }

    /// How the game ended, if it did.
    pub fn outcome(&self) -> Option<Outcome> {
        each_game!(self, g => g.outcome())
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Every legal action.
    pub fn legal_actions(&self) -> Vec<AnyAction> {
        each_game!(self, g => g.legal_actions().into_iter().map(wrap_action_of(g)).collect())
    }

    /// Reads an action in the game's notation.
    pub fn parse_action(&self, text: &str) -> Result<AnyAction, AnyError> {
        each_game!(self, g => parse_action_as(g, text))
    }

    /// Plays an action if it is legal; otherwise the state is unchanged and the error says why.
    pub fn play(&mut self, action: AnyAction) -> Result<(), AnyError> {
        each_game!(self, g => play_as(g, action))
    }

    /// How the game ends when `flagged` runs out of time (the game's own rule).
    pub fn timeout(&self, flagged: Player) -> Outcome {
        each_game!(self, g => g.timeout(flagged))
    }

    /// A record of the game that starts here and goes on with `actions`, with extra tags.
    pub fn record_text(&self, actions: &[AnyAction], tags: &[(String, String)]) -> String {
        each_game!(self, g => record_as_text(g, actions, tags))
    }

    /// What `seat` may see, in the game's notation: for a game of perfect information the
    /// position; for Quartino the observation (the seat's own hand, never another's).
    /// `None` gives a spectator's view.
    pub fn view_text(&self, seat: Option<Player>) -> String {
        match (self, seat) {
            (AnyGame::Quartino(g), Some(p)) => g.observe(p).to_string(),
            (AnyGame::Quartino(g), None) => g.spectate().to_string(),
            (other, _) => other.position(),
        }
    }

    /// Whether the game hides information from some players.
    pub fn hides_information(&self) -> bool {
        each_game!(self, g => hidden_of(g))
    }

    /// Reads and plays an action written in the game's notation.
    pub fn play_text(&mut self, text: &str) -> Result<AnyAction, AnyError> {
        let action = self.parse_action(text)?;
        self.play(action)?;
        Ok(action)
    }
}

fn hidden_of<G: Game>(_: &G) -> bool {
    G::HIDDEN_INFORMATION
}

trait KindOf {
    fn kind_of(&self) -> GameKind;
}

impl<G: Game> KindOf for G {
    fn kind_of(&self) -> GameKind {
        G::KIND
    }
}

fn wrap_action_of<G: Game + IntoAny>(_: &G) -> fn(G::Action) -> AnyAction {
    G::wrap_action
}

impl fmt::Display for AnyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyAction::Quarto(a) => write!(f, "{a}"),
            AnyAction::Danish(a) => write!(f, "{a}"),
            AnyAction::Quartino(a) => write!(f, "{a}"),
        }
    }
}

impl fmt::Display for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.position())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarto_game_chosen_at_run_time() {
        let mut game = AnyGame::start(GameKind::Quarto, "squares=yes", 0).unwrap();
        assert_eq!(game.kind(), GameKind::Quarto);
        assert_eq!(
            game.rules_text(),
            "attributes=height,colour,shape,top squares=yes win=auto"
        );
        assert_eq!(game.legal_actions().len(), 16);
        game.play_text("7").unwrap();
        let before = game.clone();
        let err = game.play_text("8").unwrap_err();
        assert_eq!(
            err.to_string(),
            "it is time to place the piece in hand, not to give"
        );
        assert_eq!(err.kind(), ErrorKind::Illegal);
        assert_eq!(err.code(), "quarto.wrong-phase");
        assert!(matches!(
            err,
            AnyError::Quarto(ErrorOf::Illegal(crate::quarto::IllegalAction::WrongPhase { .. }))
        ));
        assert_eq!(game, before);
        let err = game.play_text("zz").unwrap_err();
        assert_eq!(
            (err.kind(), err.code()),
            (ErrorKind::ParseAction, "quarto.not-a-cell")
        );
        game.play_text("a1").unwrap();
        assert_eq!(game.position(), "..../..../..../7... *");
        let err = AnyGame::start(GameKind::Quarto, "squares=often", 0).unwrap_err();
        assert_eq!(
            (err.kind(), err.code()),
            (ErrorKind::Rules, "quarto.bad-setting-value")
        );
        assert_eq!(
            err.to_string(),
            "bad rules: squares=\"often\": expected yes or no"
        );
    }

    #[test]
    fn records_of_any_game() {
        let (start, actions) = AnyGame::from_record("[Game \"quarto\"]\n\n7 a1 3\n").unwrap();
        let mut game = start;
        for a in actions {
            game.play(a).unwrap();
        }
        assert_eq!(game.position(), "..../..../..../7... 3");
    }
}
