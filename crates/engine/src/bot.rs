//! The [`Bot`] trait every game's computer players implement, and the strength [`Level`]s.
//!
//! A bot is asked for one action at a time, on any state where it is to move, and must
//! answer within its per-move time budget with a legal action. Bots are generic over the
//! rules' [`Game`] trait, so the server and the command line can seat any of them.

use std::fmt;
use std::str::FromStr;

use quartet_core::Game;

/// How strong a bot plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Knows the rules and takes an immediate win; otherwise plays mostly at random.
    Beginner,
    /// Never throws a game away at once, but looks no further.
    Casual,
    /// Searches within its budget, exactly when the position is small enough.
    Strong,
    /// Plays perfectly whenever its search finishes within the budget.
    Perfect,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Casual, Level::Strong, Level::Perfect];

    /// The level's name: `beginner`, `casual`, `strong`, `perfect`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Strong => "strong",
            Level::Perfect => "perfect",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown bot level {0:?}: expected beginner, casual, strong or perfect")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "beginner" => Ok(Level::Beginner),
            "casual" => Ok(Level::Casual),
            "strong" => Ok(Level::Strong),
            "perfect" => Ok(Level::Perfect),
            _ => Err(UnknownLevel(s.to_string())),
        }
    }
}

/// A computer player of game `G`.
pub trait Bot<G: Game>: Send {
    /// The bot's name, for people (e.g. "Quarto! perfect").
    fn name(&self) -> String;

    /// The bot's strength.
    fn level(&self) -> Level;

    /// A legal action for the player to move in `state` (which must not be over), chosen
    /// within the bot's time budget.
    fn choose(&mut self, state: &G) -> G::Action;

    /// How the last choice was made, in a few words (e.g. "exact: draw" or "budget ran out:
    /// heuristic"). Empty when there is nothing to say.
    fn explain(&self) -> String {
        String::new()
    }
}
