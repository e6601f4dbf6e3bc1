//! Game clocks, pure: the caller says what time it is (milliseconds on any monotonic scale), so
//! the same code serves the terminal, the server and tests without sleeping.
//!
//! A *turn* is the run of consecutive actions by one player (in Quarto! a placement and the
//! give that follows it): the clock runs for the player to move and switches when the player
//! to move changes.

use std::fmt;
use std::str::FromStr;

use crate::game::Player;

/// How much time the players get.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// No clock.
    #[default]
    Unlimited,
    /// A limit for each turn, in milliseconds (the tournament rule: one minute a move).
    PerMove {
        /// Time for one turn.
        limit_ms: u64,
    },
    /// A total for the whole game, plus an increment after each turn.
    Total {
        /// Time at the start.
        initial_ms: u64,
        /// Added after each finished turn.
        increment_ms: u64,
    },
}

impl fmt::Display for TimeControl {
    /// `none`, `60s/move`, `1d/move`, or `10m+5s` (days, minutes and seconds; `10m` without
    /// increment).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Unlimited => f.write_str("none"),
            TimeControl::PerMove { limit_ms } => write!(f, "{}/move", duration(limit_ms)),
            TimeControl::Total {
                initial_ms,
                increment_ms: 0,
            } => f.write_str(&duration(initial_ms)),
            TimeControl::Total {
                initial_ms,
                increment_ms,
            } => {
                write!(f, "{}+{}", duration(initial_ms), duration(increment_ms))
            }
        }
    }
}

fn duration(ms: u64) -> String {
    if ms.is_multiple_of(DAY_MS) && ms > 0 {
        format!("{}d", ms / DAY_MS)
    } else if ms.is_multiple_of(60_000) && ms > 0 {
        format!("{}m", ms / 60_000)
    } else if ms.is_multiple_of(1000) {
        format!("{}s", ms / 1000)
    } else {
        format!("{ms}ms")
    }
}

/// A day, in ms (correspondence games count their time a move in days: `3d/move`).
const DAY_MS: u64 = 86_400_000;

fn parse_duration(text: &str) -> Option<u64> {
    let text = text.trim();
    let (number, unit) = text.split_at(text.find(|c: char| !c.is_ascii_digit() && c != '.')?);
    let value: f64 = number.parse().ok()?;
    let ms = match unit {
        "ms" => value,
        "s" => value * 1000.0,
        "m" | "min" => value * 60_000.0,
        "h" => value * 3_600_000.0,
        "d" => value * DAY_MS as f64,
        _ => return None,
    };
    (0.0..=1e12).contains(&ms).then_some(ms.round() as u64)
}

/// A time control that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad time control {0:?}: expected none, 60s/move, 1d/move, 10m or 10m+5s")]
pub struct BadTimeControl(pub String);

impl FromStr for TimeControl {
    type Err = BadTimeControl;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadTimeControl(s.to_string());
        let t = s.trim();
        if t.is_empty() || t == "none" || t == "unlimited" {
            return Ok(TimeControl::Unlimited);
        }
        if let Some(limit) = t.strip_suffix("/move") {
            let limit_ms = parse_duration(limit).filter(|&ms| ms > 0).ok_or_else(bad)?;
            return Ok(TimeControl::PerMove { limit_ms });
        }
        let (initial, increment) = t.split_once('+').unwrap_or((t, "0s"));
        let initial_ms = parse_duration(initial).filter(|&ms| ms > 0).ok_or_else(bad)?;
        let increment_ms = parse_duration(increment).ok_or_else(bad)?;
        Ok(TimeControl::Total {
            initial_ms,
            increment_ms,
        })
    }
}

/// The clocks of a table: one a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Time left at the start of the running turn (or now, for seats not running).
    remaining_ms: Vec<u64>,
    /// The seat whose time runs, and since when.
    running: Option<(Player, u64)>,
}

impl Clock {
    /// Clocks for `players` seats, none running.
    pub fn new(control: TimeControl, players: usize) -> Clock {
        let start = match control {
            TimeControl::Unlimited => u64::MAX,
            TimeControl::PerMove { limit_ms } => limit_ms,
            TimeControl::Total { initial_ms, .. } => initial_ms,
        };
        Clock {
            control,
            remaining_ms: vec![start; players],
            running: None,
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The seat whose clock runs.
    pub fn running(&self) -> Option<Player> {
        self.running.map(|(p, _)| p)
    }

    /// Time left for a seat at `now` (`u64::MAX` without a clock).
    pub fn remaining(&self, seat: Player, now_ms: u64) -> u64 {
        let base = self.remaining_ms.get(seat.index()).copied().unwrap_or(0);
        match self.running {
            Some((p, since)) if p == seat => base.saturating_sub(now_ms.saturating_sub(since)),
            _ => base,
        }
    }

    /// The seat whose time has run out at `now`, if any.
    pub fn flagged(&self, now_ms: u64) -> Option<Player> {
        if self.control == TimeControl::Unlimited {
            return None;
        }
        let (p, _) = self.running?;
        (self.remaining(p, now_ms) == 0).then_some(p)
    }

    /// When the running seat's time runs out (for a timer), if a clock runs.
    pub fn deadline(&self) -> Option<(Player, u64)> {
        if self.control == TimeControl::Unlimited {
            return None;
        }
        let (p, since) = self.running?;
        Some((p, since.saturating_add(self.remaining_ms[p.index()])))
    }

    /// Notes who is to move at `now` after an action (or at the start). When the seat to move
    /// changes, the finished turn is charged, the increment added, and the new seat's clock
    /// starts (a per-move clock starts full). Returns the seat that ran out of time during the
    /// finished turn, if it did.
    pub fn switch_to(&mut self, seat: Option<Player>, now_ms: u64) -> Option<Player> {
        let mut flagged = None;
        if let Some((p, since)) = self.running {
            if Some(p) == seat {
                return None;
            }
            let used = now_ms.saturating_sub(since);
            let left = self.remaining_ms[p.index()];
            if self.control != TimeControl::Unlimited && used >= left {
                flagged = Some(p);
            }
            self.remaining_ms[p.index()] = match self.control {
                TimeControl::Unlimited => u64::MAX,
                TimeControl::PerMove { limit_ms } => limit_ms,
                TimeControl::Total { increment_ms, .. } => {
                    left.saturating_sub(used).saturating_add(increment_ms)
                }
            };
        }
        self.running = seat.map(|p| (p, now_ms));
        flagged
    }

    /// Stops every clock at `now` (the game is over), charging the running turn.
    pub fn stop(&mut self, now_ms: u64) {
        if let Some((p, since)) = self.running.take() {
            let left = self.remaining_ms[p.index()];
            self.remaining_ms[p.index()] = left.saturating_sub(now_ms.saturating_sub(since));
        }
    }
}

/// The state of a table's clocks at one moment, to be kept (e.g. by a server across a restart)
/// and set again with [`Clock::with_state`]. Written as text: the time left of each seat at the
/// start of the running turn (`-` for no limit), then the running seat (from 0) and since when
/// (milliseconds on the caller's scale), or `-` when no clock runs:
/// `291000,300000 1@1700000004000`, `-,- -`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockState {
    /// Time left for each seat at the start of the running turn (or now, for seats not
    /// running); `u64::MAX` for no limit.
    pub remaining_ms: Vec<u64>,
    /// The seat whose time runs, and since when.
    pub running: Option<(Player, u64)>,
}

/// A clock state that does not read, or does not fit the clocks it is set on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad clock state {text:?}: {reason}")]
pub struct BadClockState {
    /// The text (or the state written out).
    pub text: String,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for ClockState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, ms) in self.remaining_ms.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            if *ms == u64::MAX {
                f.write_str("-")?;
            } else {
                write!(f, "{ms}")?;
            }
        }
        match self.running {
            Some((seat, since)) => write!(f, " {}@{since}", seat.0),
            None => f.write_str(" -"),
        }
    }
}

impl FromStr for ClockState {
    type Err = BadClockState;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = |reason: &str| BadClockState {
            text: s.to_string(),
            reason: reason.to_string(),
        };
        let mut fields = s.split_whitespace();
        let (Some(times), Some(running), None) = (fields.next(), fields.next(), fields.next()) else {
            return Err(bad("expected two fields: the times left, then the running seat"));
        };
        let remaining_ms = times
            .split(',')
            .map(|t| match t {
                "-" => Ok(u64::MAX),
                t => t
                    .parse::<u64>()
                    .map_err(|_| bad("a time left is not a number of ms")),
            })
            .collect::<Result<Vec<u64>, _>>()?;
        if remaining_ms.is_empty() || remaining_ms.len() > usize::from(u8::MAX) {
            return Err(bad("expected one time left a seat"));
        }
        let running = match running {
            "-" => None,
            r => {
                let (seat, since) = r
                    .split_once('@')
                    .ok_or_else(|| bad("the running seat is written SEAT@SINCE"))?;
                let seat: u8 = seat
                    .parse()
                    .map_err(|_| bad("the running seat is not a number"))?;
                let since: u64 = since
                    .parse()
                    .map_err(|_| bad("the running time is not a number"))?;
                if usize::from(seat) >= remaining_ms.len() {
                    return Err(bad("the running seat has no time left listed"));
                }
                Some((Player(seat), since))
            }
        };
        Ok(ClockState {
            remaining_ms,
            running,
        })
    }
}

impl Clock {
    /// The clocks' state now, to be kept and set again with [`Clock::with_state`].
    pub fn state(&self) -> ClockState {
        ClockState {
            remaining_ms: self.remaining_ms.clone(),
            running: self.running,
        }
    }

    /// Clocks with `control` in a kept `state` (a running seat must be one of its seats).
    pub fn with_state(control: TimeControl, state: ClockState) -> Result<Clock, BadClockState> {
        if let Some((seat, _)) = state.running
            && seat.index() >= state.remaining_ms.len()
        {
            return Err(BadClockState {
                text: state.to_string(),
                reason: format!(
                    "{seat} runs, but only {} seats have a time",
                    state.remaining_ms.len()
                ),
            });
        }
        Ok(Clock {
            control,
            remaining_ms: state.remaining_ms,
            running: state.running,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_and_write() {
        for text in [
            "none", "1m/move", "45s/move", "1d/move", "3d/move", "10m", "10m+5s", "1m+500ms",
        ] {
            let tc: TimeControl = text.parse().unwrap();
            assert_eq!(tc.to_string(), text);
        }
        assert_eq!(
            "5m+3s".parse::<TimeControl>().unwrap(),
            TimeControl::Total {
                initial_ms: 300_000,
                increment_ms: 3000
            }
        );
        assert_eq!(
            "2d/move".parse::<TimeControl>().unwrap(),
            TimeControl::PerMove {
                limit_ms: 2 * 86_400_000
            }
        );
        assert_eq!("24h/move".parse::<TimeControl>().unwrap().to_string(), "1d/move");
        for bad in ["soon", "0s/move", "10x", "+5s", "-1m", "0d/move", "1w/move"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
    }

    #[test]
    fn total_with_increment() {
        let mut c = Clock::new("10s+1s".parse().unwrap(), 2);
        assert_eq!(c.switch_to(Some(Player(0)), 0), None);
        assert_eq!(c.remaining(Player(0), 4000), 6000);
        assert_eq!(
            c.switch_to(Some(Player(0)), 5000),
            None,
            "same player: the turn goes on"
        );
        assert_eq!(c.switch_to(Some(Player(1)), 7000), None);
        assert_eq!(
            c.remaining(Player(0), 9000),
            4000,
            "3 s left plus the 1 s increment"
        );
        assert_eq!(c.deadline(), Some((Player(1), 17_000)));
        assert_eq!(c.flagged(16_999), None);
        assert_eq!(c.flagged(17_000), Some(Player(1)));
        assert_eq!(c.switch_to(Some(Player(0)), 18_000), Some(Player(1)));
    }

    #[test]
    fn per_move_starts_full_each_turn() {
        let mut c = Clock::new("30s/move".parse().unwrap(), 3);
        c.switch_to(Some(Player(0)), 0);
        c.switch_to(Some(Player(1)), 29_000);
        assert_eq!(c.remaining(Player(0), 40_000), 30_000);
        assert_eq!(c.remaining(Player(1), 40_000), 19_000);
        assert_eq!(c.flagged(59_000), Some(Player(1)));
        c.stop(50_000);
        assert_eq!(c.running(), None);
        assert_eq!(c.flagged(99_000), None);
    }

    #[test]
    fn unlimited_never_flags() {
        let mut c = Clock::new(TimeControl::Unlimited, 2);
        c.switch_to(Some(Player(0)), 0);
        assert_eq!(c.flagged(u64::MAX / 2), None);
        assert_eq!(c.switch_to(Some(Player(1)), u64::MAX / 2), None);
        assert_eq!(c.deadline(), None);
    }

    #[test]
    fn a_clock_state_is_kept_and_set_again() {
        let control: TimeControl = "5m+3s".parse().unwrap();
        let mut clock = Clock::new(control, 3);
        clock.switch_to(Some(Player(0)), 1_000);
        clock.switch_to(Some(Player(2)), 21_000);
        let state = clock.state();
        let text = state.to_string();
        assert_eq!(text, "283000,300000,300000 2@21000");
        let read: ClockState = text.parse().unwrap();
        assert_eq!(read, state);
        let again = Clock::with_state(control, read).unwrap();
        assert_eq!(again, clock);
        assert_eq!(again.deadline(), Some((Player(2), 321_000)));

        let free = Clock::new(TimeControl::Unlimited, 2);
        assert_eq!(free.state().to_string(), "-,- -");
        assert_eq!("-,- -".parse::<ClockState>().unwrap(), free.state());

        for bad in ["", "1,2", "1,x 0@1", "1,2 2@5", "1,2 0-5", "1,2 0@5 extra", " -"] {
            let err = bad.parse::<ClockState>().unwrap_err();
            assert!(err.to_string().starts_with("bad clock state"), "{bad}: {err}");
        }
        let lonely = ClockState {
            remaining_ms: vec![1],
            running: Some((Player(1), 0)),
        };
        assert!(Clock::with_state(control, lonely).is_err());
    }
}
