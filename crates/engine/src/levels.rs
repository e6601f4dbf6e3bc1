//! Strength levels: what each level of each game is, as a documented algorithm and budget.
//!
//! Each searching level has a budget of work (nodes or playouts), so that its moves depend only
//! on its seed and the game, never on the machine or its load; and a time cap that it never
//! exceeds, set at about twice the slowest move measured within the budget (two searches at
//! once on the 2-core machine of `BENCHMARKS.md`), so that it binds only on a machine about
//! half as fast. The "about" times are typical (median) moves there, which vary with the
//! machine's speed from hour to hour.
//!
//! | level | algorithm | budget a move | time cap |
//! |---|---|---|---|
//! | `beginner` | takes a win at once when there is one, otherwise random (a child who knows the rules) | none | none |
//! | `casual` | one move of look-ahead: wins at once, never hands the next player a win at once, otherwise the game's heuristic; 20% random moves | none | none |
//! | `strong` | Quarto!: the exact solver when it finishes within 1.5 M nodes (at most about 0.15 s), else the turn leaving the fewest safe replies; Danish Quarto: alpha-beta, 600,000 nodes (about 0.15–0.2 s); Quartino: ISMCTS, 5,000 playouts an action (about 0.06–0.1 s) | as said | 0.3 s, 0.6 s, 0.25 s |
//! | `strongest` | the game's best engine: Quarto!: the exact solver with its opening books, 5 M nodes (at most about 0.5 s, out of the book); Danish Quarto: alpha-beta, 2 M nodes (about 0.5–0.6 s); Quartino: ISMCTS, 20,000 playouts an action (about 0.25–0.4 s; a turn is several actions) | as said | 1 s, 2 s, 1 s |
//! | `perfect` | Quarto! only: the exact solver with its opening books, 25 M nodes (at most about 2 s, out of the book), shortest wins and slowest losses | as said | 5 s |
//!
//! [`Levels::bot`] is the level as players meet it; [`Levels::uncapped_bot`] is the same bot
//! without its time cap, which makes the same moves whenever the capped one finishes its budget
//! within its cap, on any machine (for tests and reproducible matches). `--time` in the arena
//! ([`Levels::timed_bot`]) gives a level a time a move instead of its budget: as strong as the
//! machine allows in that time, and not deterministic.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use quartet_core::danish::{Colour as DanishColour, DanishQuarto};
use quartet_core::quartino::Quartino;
use quartet_core::{Game, Player};

use crate::alphabeta::AlphaBetaBot;
use crate::bot::{Bot, Flat, GreedyBot, Heuristic, MctsBot};
use crate::mcts::{Budget, Settings};

/// A bot's strength.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Knows the rules, takes a win at once, otherwise plays at random.
    Beginner,
    /// One move of look-ahead.
    Casual,
    /// A short search.
    Strong,
    /// The game's strongest engine, within a second or two a move.
    Strongest,
    /// Exact play (Quarto! only).
    Perfect,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Casual,
        Level::Strong,
        Level::Strongest,
        Level::Perfect,
    ];

    /// The level's name: `beginner`, `casual`, `strong`, `strongest`, `perfect`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Strong => "strong",
            Level::Strongest => "strongest",
            Level::Perfect => "perfect",
        }
    }

    /// Whether a game of `kind` has this level: `perfect` is Quarto!'s only (the other games'
    /// bots answer [`NoSuchLevel`] for it).
    pub fn is_in(self, kind: quartet_core::GameKind) -> bool {
        self != Level::Perfect || kind == quartet_core::GameKind::Quarto
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0}: expected beginner, casual, strong, strongest or perfect")]
pub struct UnknownLevel(pub quartet_core::text::Excerpt);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownLevel(quartet_core::text::Excerpt::new(s)))
    }
}

/// A level a game does not have.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{game} has no {level} level")]
pub struct NoSuchLevel {
    /// The game's name.
    pub game: &'static str,
    /// The level asked for.
    pub level: Level,
}

/// Whether a level's bot stops at its time cap (see the module docs).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cap {
    /// The level's own time cap: how players meet the level.
    Level,
    /// No time limit: only the budget of work stops the search, so the moves are the same on
    /// any machine.
    Lifted,
}

impl Cap {
    /// `time`, unless the cap is lifted.
    pub fn time(self, time: Duration) -> Option<Duration> {
        match self {
            Cap::Level => Some(time),
            Cap::Lifted => None,
        }
    }
}

/// The bots of a game, by level.
pub trait Levels: Game {
    /// A bot of this level, seeded, with its budget and the given cap.
    fn capped_bot(level: Level, seed: u64, cap: Cap) -> Result<Box<dyn Bot<Self>>, NoSuchLevel>;

    /// A bot of this level, seeded: its budget, within its time cap.
    fn bot(level: Level, seed: u64) -> Result<Box<dyn Bot<Self>>, NoSuchLevel> {
        Self::capped_bot(level, seed, Cap::Level)
    }

    /// The bot of this level without its time cap: its moves depend only on the seed and the
    /// game.
    fn uncapped_bot(level: Level, seed: u64) -> Result<Box<dyn Bot<Self>>, NoSuchLevel> {
        Self::capped_bot(level, seed, Cap::Lifted)
    }

    /// A bot of this level that thinks for `time` a move instead of its level's own budget
    /// (the levels that do not search ignore it). By default the search levels are MCTS.
    fn timed_bot(level: Level, time: Duration, seed: u64) -> Result<Box<dyn Bot<Self>>, NoSuchLevel> {
        match level {
            Level::Strong | Level::Strongest => Ok(Box::new(MctsBot::<Self>::new(
                Settings {
                    seed,
                    ..Settings::default()
                },
                Budget::time(time),
            ))),
            _ => Self::bot(level, seed),
        }
    }
}

/// A budget of `playouts` an action, within `cap` unless the cap is lifted.
pub fn playouts(playouts: u64, cap: Cap, time: Duration) -> Budget {
    Budget {
        time: cap.time(time),
        ..Budget::iterations(playouts)
    }
}

/// The generic bot of a level for any game with a heuristic: beginner and casual as in the
/// module table; strong and strongest plain MCTS, 20,000 and 100,000 playouts an action
/// within 0.3 s and 1 s.
pub fn generic_bot<G: Game, H: Heuristic<G> + Clone + 'static>(
    level: Level,
    heuristic: H,
    seed: u64,
    cap: Cap,
) -> Result<Box<dyn Bot<G>>, NoSuchLevel> {
    let mcts = |budget| {
        Box::new(MctsBot::new(
            Settings {
                seed,
                ..Settings::default()
            },
            budget,
        ))
    };
    Ok(match level {
        Level::Beginner => Box::new(Beginner(GreedyBot::new(Flat, 1.0, seed))),
        Level::Casual => Box::new(GreedyBot::new(heuristic, 0.2, seed)),
        Level::Strong => mcts(playouts(20_000, cap, Duration::from_millis(300))),
        Level::Strongest => mcts(playouts(100_000, cap, Duration::from_secs(1))),
        Level::Perfect => {
            return Err(NoSuchLevel {
                game: G::KIND.name(),
                level,
            });
        }
    })
}

/// The beginner: a win at once if there is one, otherwise a random action.
struct Beginner(GreedyBot<Flat>);

impl<G: Game> Bot<G> for Beginner {
    fn name(&self) -> String {
        "beginner".into()
    }

    fn choose(&mut self, observation: &G::Observation) -> Option<G::Action> {
        // GreedyBot with noise 1.0 returns a win at once first, then a random action.
        Bot::<G>::choose(&mut self.0, observation)
    }
}

/// Quartino's progress for a seat: cards put aside (a claim is a step towards the win) and
/// cards of its hand showing on the board now, against the best other seat.
#[derive(Copy, Clone, Debug, Default)]
pub struct QuartinoProgress;

fn quartino_progress(state: &Quartino, seat: Player) -> f64 {
    let table = state.table();
    let players = table.config().players();
    let showing = table.showing();
    let score = |p: Player| {
        let aside = table.aside(p).len() as f64;
        let hand = state.hand(p);
        let ready = showing
            .iter()
            .filter(|(card, _)| hand.contains(card))
            .count()
            .min(1) as f64;
        aside + 0.5 * ready
    };
    let mine = score(seat);
    let best_other = (0..players)
        .map(|i| Player(i as u8))
        .filter(|&p| p != seat)
        .map(score)
        .fold(0.0, f64::max);
    mine - best_other
}

impl Heuristic<Quartino> for QuartinoProgress {
    fn score(&self, state: &Quartino, seat: Player) -> f64 {
        quartino_progress(state, seat)
    }
}

/// The reward (0 to 1) a Quartino playout cut short gives a seat: its share of the progress.
pub(crate) fn quartino_reward(state: &Quartino, seat: Player) -> f64 {
    let table = state.table();
    let players = table.config().players();
    let weight = |p: Player| 2f64.powf(table.aside(p).len() as f64);
    let total: f64 = (0..players).map(|i| weight(Player(i as u8))).sum();
    weight(seat) / total
}

/// Quartino's playout policy: claim a card whenever one can be claimed, otherwise play at
/// random (a random player almost never claims, and claims are what wins).
pub(crate) fn quartino_policy(
    _state: &Quartino,
    actions: &[quartet_core::quartino::Action],
    rng: &mut quartet_core::chance::Rng,
) -> quartet_core::quartino::Action {
    use quartet_core::quartino::Action;
    let claims: Vec<Action> = actions
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Claim(..)))
        .collect();
    match rng.choose(&claims) {
        Some(&claim) => claim,
        None => actions[rng.below(actions.len())],
    }
}

/// Quartino's search bot with a budget.
fn quartino_search(budget: Budget, seed: u64) -> Box<dyn Bot<Quartino>> {
    Box::new(
        MctsBot::new(
            Settings {
                seed,
                playout_limit: 60,
                ..Settings::default()
            },
            budget,
        )
        .with_evaluator(quartino_reward)
        .with_policy(quartino_policy),
    )
}

impl Levels for Quartino {
    /// Quartino's bots search with ISMCTS: they see only their own hand and sample the others.
    /// Playouts claim whenever they can, are cut after 60 actions and scored by the cards put
    /// aside.
    fn capped_bot(level: Level, seed: u64, cap: Cap) -> Result<Box<dyn Bot<Self>>, NoSuchLevel> {
        match level {
            Level::Strong => Ok(quartino_search(
                playouts(5_000, cap, Duration::from_millis(250)),
                seed,
            )),
            Level::Strongest => Ok(quartino_search(
                playouts(20_000, cap, Duration::from_secs(1)),
                seed,
            )),
            _ => generic_bot(level, QuartinoProgress, seed, cap),
        }
    }

    fn timed_bot(level: Level, time: Duration, seed: u64) -> Result<Box<dyn Bot<Self>>, NoSuchLevel> {
        match level {
            Level::Strong | Level::Strongest => Ok(quartino_search(Budget::time(time), seed)),
            _ => Self::bot(level, seed),
        }
    }
}

/// Danish Quarto's evaluation for a seat: pieces (on the board and in hand) first, then valid
/// squares (which protect their corners), protected pieces and room to move.
pub fn danish_evaluation(state: &DanishQuarto, seat: Player) -> i32 {
    let position = state.position_now();
    let side = |c: DanishColour| {
        let pieces = position.total(c) as i32;
        let squares = position.valid_squares(c).count() as i32;
        let protected = position.protected(c).count_ones() as i32;
        pieces * 1000 + squares * 40 + protected * 15
    };
    let (me, them) = if seat == Player(0) {
        (DanishColour::White, DanishColour::Black)
    } else {
        (DanishColour::Black, DanishColour::White)
    };
    side(me) - side(them)
}

/// What a draw costs Danish Quarto's alpha-beta bots: a tenth of a piece, so that they play on
/// rather than repeat into a draw when another move is about as good.
pub const DANISH_CONTEMPT: i32 = 100;

/// The material heuristic for Danish Quarto's greedy level.
#[derive(Copy, Clone, Debug, Default)]
pub struct DanishMaterial;

impl Heuristic<DanishQuarto> for DanishMaterial {
    fn score(&self, state: &DanishQuarto, seat: Player) -> f64 {
        danish_evaluation(state, seat) as f64
    }
}

impl Levels for DanishQuarto {
    /// Danish Quarto's strong levels search with alpha-beta (deeper tactics than MCTS finds in
    /// the same time: captures, protection, flying and the 4-against-4 race show up within a
    /// few plies, and the state's history makes repetitions draws inside the search).
    fn capped_bot(level: Level, seed: u64, cap: Cap) -> Result<Box<dyn Bot<Self>>, NoSuchLevel> {
        let (nodes, time) = match level {
            Level::Strong => (600_000, Duration::from_millis(600)),
            Level::Strongest => (2_000_000, Duration::from_secs(2)),
            _ => return generic_bot(level, DanishMaterial, seed, cap),
        };
        Ok(Box::new(
            AlphaBetaBot::with_nodes(danish_evaluation, nodes, cap.time(time), 64)
                .with_seed_and_contempt(seed, DANISH_CONTEMPT),
        ))
    }

    fn timed_bot(level: Level, time: Duration, seed: u64) -> Result<Box<dyn Bot<Self>>, NoSuchLevel> {
        match level {
            Level::Strong | Level::Strongest => Ok(Box::new(
                AlphaBetaBot::new(danish_evaluation, time, 64).with_seed_and_contempt(seed, DANISH_CONTEMPT),
            )),
            _ => Self::bot(level, seed),
        }
    }
}

impl Levels for quartet_core::quarto::Quarto {
    /// Quarto!'s bots are the solver's (see `quarto::bots`): beginner and casual play by rule of
    /// thumb; strong solves exactly when it can within 1.5 M nodes; strongest and perfect
    /// solve within 5 M and 25 M nodes, with the opening books shipped for every variant.
    fn capped_bot(level: Level, seed: u64, cap: Cap) -> Result<Box<dyn Bot<Self>>, NoSuchLevel> {
        use crate::quarto::QuartoBot;
        let (nodes, time) = match level {
            // No search: the time is not used.
            Level::Beginner | Level::Casual => {
                return Self::timed_bot(level, Duration::from_millis(100), seed);
            }
            Level::Strong => (1_500_000, Duration::from_millis(300)),
            Level::Strongest => (5_000_000, Duration::from_secs(1)),
            Level::Perfect => (25_000_000, Duration::from_secs(5)),
        };
        let hash_mib = if level >= Level::Strongest { 64 } else { 16 };
        Ok(Box::new(
            QuartoBot::with_nodes(level, nodes, cap.time(time), seed).with_solver(hash_mib, 1),
        ))
    }

    fn timed_bot(level: Level, time: Duration, seed: u64) -> Result<Box<dyn Bot<Self>>, NoSuchLevel> {
        let hash_mib = if level >= Level::Strongest { 64 } else { 16 };
        Ok(Box::new(
            crate::quarto::QuartoBot::new(level, time, seed).with_solver(hash_mib, 1),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>().unwrap(), level);
        }
        assert!("grandmaster".parse::<Level>().is_err());
    }
}
