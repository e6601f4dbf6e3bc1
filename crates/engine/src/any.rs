//! [`AnyBot`]: a bot for a game chosen at run time, over [`AnyGame`]. It hands its bot only the
//! observation of the seat to move.

use std::time::Duration;

use quartet_core::danish::DanishQuarto;
use quartet_core::quartino::Quartino;
use quartet_core::quarto::Quarto;
use quartet_core::{AnyAction, AnyGame, Game, GameKind};

use crate::bot::Bot;
use crate::levels::{Level, Levels, NoSuchLevel};

/// A bot of any game.
pub enum AnyBot {
    /// A Quarto! bot.
    Quarto(Box<dyn Bot<Quarto>>),
    /// A Danish Quarto bot.
    Danish(Box<dyn Bot<DanishQuarto>>),
    /// A Quartino bot.
    Quartino(Box<dyn Bot<Quartino>>),
}

impl AnyBot {
    /// The bot of `level` for a game of `kind`.
    pub fn new(kind: GameKind, level: Level, seed: u64) -> Result<AnyBot, NoSuchLevel> {
        match kind {
            GameKind::Quarto => Ok(AnyBot::Quarto(Quarto::bot(level, seed)?)),
            GameKind::Danish => Ok(AnyBot::Danish(DanishQuarto::bot(level, seed)?)),
            GameKind::Quartino => Ok(AnyBot::Quartino(Quartino::bot(level, seed)?)),
        }
    }

    /// The bot of `level` with a time budget a move instead of the level's own.
    pub fn with_time(kind: GameKind, level: Level, time: Duration, seed: u64) -> Result<AnyBot, NoSuchLevel> {
        match kind {
            GameKind::Quarto => Ok(AnyBot::Quarto(Quarto::timed_bot(level, time, seed)?)),
            GameKind::Danish => Ok(AnyBot::Danish(DanishQuarto::timed_bot(level, time, seed)?)),
            GameKind::Quartino => Ok(AnyBot::Quartino(Quartino::timed_bot(level, time, seed)?)),
        }
    }

    /// Which game it plays.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyBot::Quarto(_) => GameKind::Quarto,
            AnyBot::Danish(_) => GameKind::Danish,
            AnyBot::Quartino(_) => GameKind::Quartino,
        }
    }

    /// The bot's name.
    pub fn name(&self) -> String {
        match self {
            AnyBot::Quarto(b) => b.name(),
            AnyBot::Danish(b) => b.name(),
            AnyBot::Quartino(b) => b.name(),
        }
    }

    /// An action for the seat to move in `game`, chosen from that seat's observation. `None`
    /// when the game is over or is of another kind.
    pub fn choose(&mut self, game: &AnyGame) -> Option<AnyAction> {
        match (self, game) {
            (AnyBot::Quarto(bot), AnyGame::Quarto(g)) => {
                bot.choose(&g.observe(g.to_move())).map(AnyAction::Quarto)
            }
            (AnyBot::Danish(bot), AnyGame::Danish(g)) => {
                bot.choose(&g.observe(g.to_move())).map(AnyAction::Danish)
            }
            (AnyBot::Quartino(bot), AnyGame::Quartino(g)) => {
                bot.choose(&g.observe(g.to_move())).map(AnyAction::Quartino)
            }
            _ => None,
        }
    }

    /// The same within about `time` (see [`Bot::choose_within`]): for a seat on a clock.
    pub fn choose_within(&mut self, game: &AnyGame, time: Duration) -> Option<AnyAction> {
        match (self, game) {
            (AnyBot::Quarto(bot), AnyGame::Quarto(g)) => bot
                .choose_within(&g.observe(g.to_move()), time)
                .map(AnyAction::Quarto),
            (AnyBot::Danish(bot), AnyGame::Danish(g)) => bot
                .choose_within(&g.observe(g.to_move()), time)
                .map(AnyAction::Danish),
            (AnyBot::Quartino(bot), AnyGame::Quartino(g)) => bot
                .choose_within(&g.observe(g.to_move()), time)
                .map(AnyAction::Quartino),
            _ => None,
        }
    }

    /// A Quartino action chosen from a seat's observation alone (what an engine across a
    /// process boundary is sent). `None` for a bot of another game.
    pub fn choose_quartino(
        &mut self,
        observation: &quartet_core::quartino::Observation,
    ) -> Option<AnyAction> {
        match self {
            AnyBot::Quartino(bot) => bot.choose(observation).map(AnyAction::Quartino),
            _ => None,
        }
    }
}
