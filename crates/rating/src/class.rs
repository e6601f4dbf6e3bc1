//! Rating classes: a player has one rating per game, variant family and speed, written
//! `quarto/standard/blitz`, `danish/standard/rapid`, `quartino/4p/classical`.
//!
//! The speed comes from the clock's estimated duration for one player: the time at the start
//! plus the increment for each of the turns a player takes in a typical game of that game
//! ([`GameKind::turns_per_player`]), or the per-move limit times those turns:
//!
//! | speed | estimated duration for one player |
//! |---|---|
//! | blitz | up to 5 minutes |
//! | rapid | up to 20 minutes |
//! | classical | longer, with a limit under an hour a move |
//! | correspondence | an hour or more a move (days a move), or no clock at all |

use std::fmt;
use std::str::FromStr;

use quartet_core::AnyGame;
use quartet_core::GameKind;
use quartet_core::clock::TimeControl;
use quartet_core::text::Excerpt;

/// How fast a game is played, by its clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Speed {
    /// Up to 5 minutes a player.
    Blitz,
    /// Up to 20 minutes a player.
    Rapid,
    /// Longer, under an hour a move.
    Classical,
    /// An hour or more a move, or no clock: games that wait for the players.
    Correspondence,
}

/// The longest estimated duration of a blitz game, for one player.
const BLITZ_MS: u64 = 5 * 60_000;
/// The longest estimated duration of a rapid game, for one player.
const RAPID_MS: u64 = 20 * 60_000;
/// The shortest per-move limit of a correspondence game.
const CORRESPONDENCE_MOVE_MS: u64 = 3_600_000;

impl Speed {
    /// Every speed, fastest first.
    pub const ALL: [Speed; 4] = [
        Speed::Blitz,
        Speed::Rapid,
        Speed::Classical,
        Speed::Correspondence,
    ];

    /// The speed of a game of `kind` with this clock.
    pub fn of(control: TimeControl, kind: GameKind) -> Speed {
        let turns = kind.turns_per_player();
        let estimate = match control {
            TimeControl::Unlimited => return Speed::Correspondence,
            TimeControl::PerMove { limit_ms } if limit_ms >= CORRESPONDENCE_MOVE_MS => {
                return Speed::Correspondence;
            }
            TimeControl::PerMove { limit_ms } => limit_ms.saturating_mul(turns),
            TimeControl::Total {
                initial_ms,
                increment_ms,
            } => initial_ms.saturating_add(increment_ms.saturating_mul(turns)),
        };
        if estimate <= BLITZ_MS {
            Speed::Blitz
        } else if estimate <= RAPID_MS {
            Speed::Rapid
        } else {
            Speed::Classical
        }
    }

    /// The speed's name: `blitz`, `rapid`, `classical`, `correspondence`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
        }
    }
}

/// What a rating is kept for: a game, its variant family and its speed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RatingClass {
    /// The game.
    pub game: GameKind,
    /// The variant family, as the game names it ([`AnyGame::rating_family`]).
    pub family: String,
    /// The speed of the clock.
    pub speed: Speed,
}

impl RatingClass {
    /// The class of a game (as started, with its rules) played with this clock.
    pub fn of(game: &AnyGame, control: TimeControl) -> RatingClass {
        RatingClass {
            game: game.kind(),
            family: game.rating_family(),
            speed: Speed::of(control, game.kind()),
        }
    }
}

impl fmt::Display for RatingClass {
    /// `game/family/speed`, e.g. `quarto/squares/rapid`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}", self.game.tag(), self.family, self.speed.as_str())
    }
}

/// A rating class's text that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad rating class {0}: expected game/family/speed, as quarto/standard/blitz")]
pub struct BadRatingClass(pub Excerpt);

impl FromStr for RatingClass {
    type Err = BadRatingClass;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || BadRatingClass(Excerpt::new(text));
        let mut parts = text.split('/');
        let (Some(game), Some(family), Some(speed), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        let family_ok = !family.is_empty()
            && family.len() <= 32
            && family.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
        let speed = Speed::ALL.into_iter().find(|s| s.as_str() == speed);
        match (game.parse::<GameKind>(), speed) {
            (Ok(game), Some(speed)) if family_ok => Ok(RatingClass {
                game,
                family: family.to_string(),
                speed,
            }),
            _ => Err(bad()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn speed(text: &str, kind: GameKind) -> Speed {
        Speed::of(text.parse().unwrap(), kind)
    }

    #[test]
    fn speeds_by_estimated_duration() {
        assert_eq!(speed("3m+2s", GameKind::Quarto), Speed::Blitz); // 3 min + 8 × 2 s
        assert_eq!(speed("5m", GameKind::Quarto), Speed::Blitz);
        assert_eq!(speed("5m+1s", GameKind::Quarto), Speed::Rapid);
        assert_eq!(speed("60s/move", GameKind::Quarto), Speed::Rapid); // 8 turns
        assert_eq!(speed("60s/move", GameKind::Danish), Speed::Classical); // 25 turns
        assert_eq!(speed("30m", GameKind::Quarto), Speed::Classical);
        assert_eq!(speed("1h/move", GameKind::Quarto), Speed::Correspondence);
        assert_eq!(speed("none", GameKind::Quartino), Speed::Correspondence);
    }

    #[test]
    fn classes_of_games() {
        let game = AnyGame::start(GameKind::Quarto, "squares=yes", 0).unwrap();
        let class = RatingClass::of(&game, "10m".parse().unwrap());
        assert_eq!(class.to_string(), "quarto/squares/rapid");
        let game = AnyGame::start(GameKind::Quartino, "players=4", 0).unwrap();
        let class = RatingClass::of(&game, "3m".parse().unwrap());
        assert_eq!(class.to_string(), "quartino/4p/blitz");
    }

    #[test]
    fn classes_read_back_and_nonsense_is_refused() {
        for text in [
            "quarto/standard/blitz",
            "danish/standard/correspondence",
            "quartino/5p/rapid",
        ] {
            assert_eq!(text.parse::<RatingClass>().unwrap().to_string(), text);
        }
        for text in [
            "",
            "quarto",
            "quarto/standard",
            "chess/standard/blitz",
            "quarto//blitz",
            "quarto/standard/bullet",
            "quarto/a b/rapid",
            "quarto/standard/blitz/x",
        ] {
            assert_eq!(
                text.parse::<RatingClass>(),
                Err(BadRatingClass(Excerpt::new(text))),
                "{text}"
            );
        }
    }
}
