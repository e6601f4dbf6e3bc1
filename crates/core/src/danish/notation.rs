//! The notations of `docs/danish.md`, read and written: positions
//! (`e5,e7/b6,c3 w 3 3`), moves (`e5`, `e5-f6`, `d2xe7`, `e5-f6xg3`, `pass`) and the rules
//! line of a game (`ply_cap=none`). Malformed or impossible input is refused with a message
//! that says exactly what is wrong; nothing here panics on any input.

use std::fmt;
use std::str::FromStr;

use super::board::Point;
use super::position::{LOST_AT, PIECES_PER_PLAYER, Position};
use super::{Action, Colour, Config, ParseActionError, PositionError, RulesError};
use crate::text::{Excerpt, Expected, SettingsError, settings_words};

/// Reads a comma-separated list of points (possibly empty) into a mask, refusing repeats.
fn parse_points(text: &str, colour: Colour, taken: u64) -> Result<u64, PositionError> {
    let mut mask = 0u64;
    if text.is_empty() {
        return Ok(0);
    }
    for item in text.split(',') {
        if item.is_empty() {
            return Err(PositionError::EmptyItem {
                colour,
                text: Excerpt::new(text),
            });
        }
        let point: Point = item.parse()?;
        if mask & point.bit() != 0 {
            return Err(PositionError::PointUsedTwice {
                point,
                first: colour,
                second: colour,
            });
        }
        if taken & point.bit() != 0 {
            return Err(PositionError::PointUsedTwice {
                point,
                first: Colour::White,
                second: Colour::Black,
            });
        }
        mask |= point.bit();
    }
    Ok(mask)
}

fn parse_hand(text: &str, colour: Colour) -> Result<u8, PositionError> {
    let bad = || PositionError::BadHand {
        colour,
        text: Excerpt::new(text),
    };
    if text.is_empty() || text.len() > 3 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let n: u32 = text.parse().map_err(|_| bad())?;
    if n > PIECES_PER_PLAYER as u32 {
        return Err(PositionError::TooManyPieces {
            colour,
            board: 0,
            hand: n,
        });
    }
    Ok(n as u8)
}

/// Reads a position: `<white points>/<black points> <w|b> <white in hand> <black in hand>`.
pub(super) fn parse_position(text: &str) -> Result<Position, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [points, side, white_hand, black_hand] = fields.as_slice() else {
        return Err(PositionError::Fields(fields.len()));
    };
    let Some((white_text, black_text)) = points.split_once('/') else {
        return Err(PositionError::NoSlash(Excerpt::new(points)));
    };
    if black_text.contains('/') {
        return Err(PositionError::SlashTwice(Excerpt::new(points)));
    }
    let white = parse_points(white_text, Colour::White, 0)?;
    let black = parse_points(black_text, Colour::Black, white)?;
    let to_move = match *side {
        "w" | "W" => Colour::White,
        "b" | "B" => Colour::Black,
        _ => return Err(PositionError::BadSide(Excerpt::new(side))),
    };
    let hand = [
        parse_hand(white_hand, Colour::White)?,
        parse_hand(black_hand, Colour::Black)?,
    ];
    let position = Position {
        pieces: [white, black],
        hand,
        to_move,
    };
    for colour in [Colour::White, Colour::Black] {
        let board = position.pieces(colour).count_ones();
        let in_hand = position.hand(colour) as u32;
        if board + in_hand > PIECES_PER_PLAYER as u32 {
            return Err(PositionError::TooManyPieces {
                colour,
                board,
                hand: in_hand,
            });
        }
    }
    for colour in [Colour::White, Colour::Black] {
        let total = position.total(colour);
        if total <= LOST_AT {
            return Err(PositionError::AlreadyLost { colour, total });
        }
    }
    if position.in_placement() {
        // No piece has moved yet, so every capture came with a placement: one a turn at most,
        // and only from a player's 4th piece on (a square has 4 corners).
        for colour in [Colour::White, Colour::Black] {
            let placed = |c: Colour| PIECES_PER_PLAYER as u32 - position.hand(c) as u32;
            let lost = placed(colour) - position.pieces(colour).count_ones();
            let captor = placed(colour.other());
            let most = captor.saturating_sub(3);
            if lost > most {
                return Err(PositionError::ImpossibleCaptures {
                    colour,
                    lost,
                    captor_placed: captor,
                    most,
                });
            }
        }
    }
    let placement_in_turn = match to_move {
        Colour::White => hand[0] == hand[1],
        Colour::Black => hand[1] == hand[0] + 1,
    };
    if position.in_placement() && !placement_in_turn {
        return Err(PositionError::HandsOutOfTurn {
            to_move,
            white: hand[0],
            black: hand[1],
        });
    }
    Ok(position)
}

fn write_points(f: &mut fmt::Formatter<'_>, mask: u64) -> fmt::Result {
    for (i, p) in Point::in_mask(mask).enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        write!(f, "{p}")?;
    }
    Ok(())
}

impl fmt::Display for Position {
    /// The spec's notation, points in column-then-row order: `e5,e7/b6,c3 w 3 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_points(f, self.pieces(Colour::White))?;
        f.write_str("/")?;
        write_points(f, self.pieces(Colour::Black))?;
        write!(
            f,
            " {} {} {}",
            self.to_move.letter(),
            self.hand(Colour::White),
            self.hand(Colour::Black)
        )
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_position(s)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let capture = match *self {
            Action::Pass => return f.write_str("pass"),
            Action::Place { to, capture } => {
                write!(f, "{to}")?;
                capture
            }
            Action::Move { from, to, capture } => {
                write!(f, "{from}-{to}")?;
                capture
            }
        };
        match capture {
            Some(c) => write!(f, "x{c}"),
            None => Ok(()),
        }
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// `e5` (placement), `e5-f6` (movement or flight), either with `xg3` appended for the
    /// capture, or `pass`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        if text.eq_ignore_ascii_case("pass") {
            return Ok(Action::Pass);
        }
        let malformed = || ParseActionError::BadAction(Excerpt::new(text));
        if text.is_empty() || !text.is_ascii() {
            return Err(malformed());
        }
        let (landing, capture) = match text.split_once(['x', 'X']) {
            Some((landing, capture)) => (landing, Some(capture)),
            None => (text, None),
        };
        let capture = match capture {
            Some(c) if c.len() == 2 => Some(c.parse::<Point>()?),
            Some(_) => return Err(malformed()),
            None => None,
        };
        match landing.split_once('-') {
            None if landing.len() == 2 => Ok(Action::Place {
                to: landing.parse()?,
                capture,
            }),
            Some((from, to)) if from.len() == 2 && to.len() == 2 => {
                let (from, to): (Point, Point) = (from.parse()?, to.parse()?);
                if from == to {
                    return Err(ParseActionError::MoveToSamePoint(from));
                }
                Ok(Action::Move { from, to, capture })
            }
            _ => Err(malformed()),
        }
    }
}

impl fmt::Display for Config {
    /// `ply_cap=none` or `ply_cap=200`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ply_cap {
            None => f.write_str("ply_cap=none"),
            Some(n) => write!(f, "ply_cap={n}"),
        }
    }
}

impl FromStr for Config {
    type Err = RulesError;

    /// Space-separated `key=value` words; the only key is `ply_cap` (`none` or a number of
    /// turns from 1). An empty line, or `standard`, is the default: no cap.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut config = Config::default();
        for (key, value) in settings_words(s).map_err(RulesError::Settings)? {
            match key {
                "ply_cap" => {
                    config.ply_cap = match value {
                        "none" => None,
                        _ => match value.parse::<u32>() {
                            Ok(n) if n >= 1 => Some(n),
                            _ => {
                                return Err(RulesError::Settings(SettingsError::BadValue {
                                    key: "ply_cap",
                                    value: Excerpt::new(value),
                                    expected: Expected::PlyCap,
                                }));
                            }
                        },
                    }
                }
                _ => {
                    return Err(RulesError::Settings(SettingsError::UnknownKey {
                        key: Excerpt::new(key),
                        expected: &["ply_cap"],
                    }));
                }
            }
        }
        Ok(config)
    }
}
