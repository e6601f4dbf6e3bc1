//! The settings of a Quartino game, fixed before it starts, and their one-line text form:
//! `players=4 situations=on column_mandatory=off allow_mirror=off cap=500 first=1`, plus
//! `equipment=…` when the game is not played with the standard equipment. `situations` is `on`,
//! `off` or `from:N` (on after N rounds).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::RulesError;
use super::equipment::Equipment;
use crate::game::Player;
use crate::text::{Excerpt, Expected, SettingsError, settings_words, yes_no};

/// The safety cap of the spec: 500 turns end the game with no winner.
pub const DEFAULT_CAP: u16 = 500;

/// Who takes the first turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FirstSeat {
    /// This seat starts (the table seats the youngest player there).
    Seat(Player),
    /// A seat drawn from the game's seed, after the deal.
    Random,
}

impl fmt::Display for FirstSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FirstSeat::Seat(p) => write!(f, "{}", p.0 + 1),
            FirstSeat::Random => f.write_str("random"),
        }
    }
}

/// When the start-of-turn situations (four colours, column) are played.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Situations {
    /// The whole game (`situations=on`).
    #[default]
    On,
    /// Never: the beginners' game (`situations=off`).
    Off,
    /// After this many rounds without them (`situations=from:N`, N ≥ 1): the rulebook lets
    /// beginners play "the first rounds of the game" without the situations. A round is one
    /// turn of every seat, counted from the first turn of the game.
    After(u16),
}

impl Situations {
    /// Whether the situations are played in the turn that follows `turns` completed turns, at a
    /// table of `players` seats.
    pub fn in_turn(self, turns: u16, players: usize) -> bool {
        match self {
            Situations::On => true,
            Situations::Off => false,
            Situations::After(rounds) => turns as usize >= rounds as usize * players,
        }
    }
}

impl fmt::Display for Situations {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Situations::On => f.write_str("on"),
            Situations::Off => f.write_str("off"),
            Situations::After(rounds) => write!(f, "from:{rounds}"),
        }
    }
}

/// The settings of a game: seats, options, cap, first seat and equipment. Always valid.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    players: u8,
    situations: Situations,
    column_mandatory: bool,
    allow_mirror: bool,
    cap: u16,
    first: FirstSeat,
    equipment: Arc<Equipment>,
}

impl Default for Config {
    /// Two players, the standard equipment and every option at its default.
    fn default() -> Self {
        Config {
            players: 2,
            situations: Situations::On,
            column_mandatory: false,
            allow_mirror: false,
            cap: DEFAULT_CAP,
            first: FirstSeat::Seat(Player(0)),
            equipment: Equipment::standard(),
        }
    }
}

impl Config {
    /// A game for `players` seats (2–5) with the standard equipment and default options.
    pub fn new(players: usize) -> Result<Config, RulesError> {
        Config::default().with_players(players)
    }

    /// The same settings for `players` seats (2–5, and enough cards to deal them).
    pub fn with_players(mut self, players: usize) -> Result<Config, RulesError> {
        check_players(players, &self.equipment)?;
        if let FirstSeat::Seat(p) = self.first
            && p.index() >= players
        {
            return Err(RulesError::NoSuchSeat {
                seat: p.index() + 1,
                players,
            });
        }
        self.players = players as u8;
        Ok(self)
    }

    /// The same settings with the start-of-turn situations on, off (the beginners' game) or on
    /// after some rounds. `After(0)` is `On`.
    pub fn with_situations(mut self, situations: Situations) -> Config {
        self.situations = match situations {
            Situations::After(0) => Situations::On,
            other => other,
        };
        self
    }

    /// The same settings where a column, when there is one, must be removed.
    pub fn with_column_mandatory(mut self, on: bool) -> Config {
        self.column_mandatory = on;
        self
    }

    /// The same settings where a card also matches its mirror image.
    pub fn with_allow_mirror(mut self, on: bool) -> Config {
        self.allow_mirror = on;
        self
    }

    /// The same settings with a cap of `turns` turns (at least 1).
    pub fn with_cap(mut self, turns: u16) -> Result<Config, RulesError> {
        if turns == 0 {
            return Err(RulesError::CapZero);
        }
        self.cap = turns;
        Ok(self)
    }

    /// The same settings with another rule for the first seat.
    pub fn with_first(mut self, first: FirstSeat) -> Result<Config, RulesError> {
        if let FirstSeat::Seat(p) = first
            && p.index() >= self.players as usize
        {
            return Err(RulesError::NoSuchSeat {
                seat: p.index() + 1,
                players: self.players as usize,
            });
        }
        self.first = first;
        Ok(self)
    }

    /// The same settings with another equipment (the seats must still be dealt).
    pub fn with_equipment(mut self, equipment: Arc<Equipment>) -> Result<Config, RulesError> {
        check_players(self.players as usize, &equipment)?;
        self.equipment = equipment;
        Ok(self)
    }

    /// How many seats (2–5).
    pub fn players(&self) -> usize {
        self.players as usize
    }

    /// When the start-of-turn situations are played.
    pub fn situations(&self) -> Situations {
        self.situations
    }

    /// Whether the situations are played in the turn that follows `turns` completed turns.
    pub fn situations_in_turn(&self, turns: u16) -> bool {
        self.situations.in_turn(turns, self.players())
    }

    /// Whether a column must be removed when there is one.
    pub fn column_mandatory(&self) -> bool {
        self.column_mandatory
    }

    /// Whether a card matches its mirror image too.
    pub fn allow_mirror(&self) -> bool {
        self.allow_mirror
    }

    /// Turns after which the game ends with no winner.
    pub fn cap(&self) -> u16 {
        self.cap
    }

    /// Who takes the first turn.
    pub fn first(&self) -> FirstSeat {
        self.first
    }

    /// The equipment.
    pub fn equipment(&self) -> &Arc<Equipment> {
        &self.equipment
    }
}

fn check_players(players: usize, equipment: &Equipment) -> Result<(), RulesError> {
    if !(2..=5).contains(&players) {
        return Err(RulesError::Players(players));
    }
    if players * equipment.hand_size() > equipment.cards().len() {
        return Err(RulesError::NotEnoughCards {
            players,
            cards: equipment.cards().len(),
            hand: equipment.hand_size(),
        });
    }
    Ok(())
}

fn on_off(v: bool) -> &'static str {
    if v { "on" } else { "off" }
}

/// A refused value of a setting.
fn bad_value(key: &'static str, value: &str, expected: Expected) -> RulesError {
    RulesError::Settings(SettingsError::BadValue {
        key,
        value: Excerpt::new(value),
        expected,
    })
}

fn parse_on_off(key: &'static str, value: &str) -> Result<bool, RulesError> {
    yes_no(value).ok_or_else(|| bad_value(key, value, Expected::OnOff))
}

fn parse_situations(value: &str) -> Result<Situations, RulesError> {
    if let Some(rounds) = value.strip_prefix("from:") {
        return match rounds.parse::<u16>() {
            Ok(n @ 1..) => Ok(Situations::After(n)),
            _ => Err(bad_value("situations", value, Expected::SituationsFrom)),
        };
    }
    match yes_no(value) {
        Some(true) => Ok(Situations::On),
        Some(false) => Ok(Situations::Off),
        None => Err(bad_value("situations", value, Expected::Situations)),
    }
}

impl fmt::Display for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "players={} situations={} column_mandatory={} allow_mirror={} cap={} first={}",
            self.players,
            self.situations,
            on_off(self.column_mandatory),
            on_off(self.allow_mirror),
            self.cap,
            self.first
        )?;
        if !self.equipment.is_standard() {
            write!(f, " equipment={}", self.equipment.to_inline())?;
        }
        Ok(())
    }
}

impl FromStr for Config {
    type Err = RulesError;

    /// Space-separated `key=value` words in any order, any of them omitted and none twice (see
    /// the module docs); `standard` alone is the default.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut players = None;
        let mut first = None;
        let mut cap = None;
        let mut equipment = None;
        let mut config = Config::default();
        for (key, value) in settings_words(s).map_err(RulesError::Settings)? {
            match key {
                "players" => {
                    players = Some(
                        value
                            .parse::<usize>()
                            .map_err(|_| bad_value("players", value, Expected::Players))?,
                    )
                }
                "situations" => config.situations = parse_situations(value)?,
                "column_mandatory" => config.column_mandatory = parse_on_off("column_mandatory", value)?,
                "allow_mirror" => config.allow_mirror = parse_on_off("allow_mirror", value)?,
                "cap" => {
                    cap = Some(
                        value
                            .parse::<u16>()
                            .map_err(|_| bad_value("cap", value, Expected::TurnCap))?,
                    )
                }
                "first" => {
                    first = Some(if value.eq_ignore_ascii_case("random") {
                        FirstSeat::Random
                    } else {
                        match value.parse::<u8>() {
                            Ok(n @ 1..=5) => FirstSeat::Seat(Player(n - 1)),
                            _ => return Err(bad_value("first", value, Expected::FirstSeat)),
                        }
                    })
                }
                "equipment" => equipment = Some(Arc::new(value.parse::<Equipment>()?)),
                _ => {
                    return Err(RulesError::Settings(SettingsError::UnknownKey {
                        key: Excerpt::new(key),
                        expected: &[
                            "players",
                            "situations",
                            "column_mandatory",
                            "allow_mirror",
                            "cap",
                            "first",
                            "equipment",
                        ],
                    }));
                }
            }
        }
        if let Some(e) = equipment {
            config.equipment = e;
        }
        config = config.with_players(players.unwrap_or(2))?;
        if let Some(c) = cap {
            config = config.with_cap(c)?;
        }
        if let Some(f) = first {
            config = config.with_first(f)?;
        }
        Ok(config)
    }
}
