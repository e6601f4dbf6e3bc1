//! The position notation of `shared/rules/quarto.md`, read and written, with every malformed
//! or impossible position refused by a message that says what is wrong.
//!
//! `<row 4>/<row 3>/<row 2>/<row 1> <hand>`: each row four characters from column `a` to `d`,
//! `.` for an empty cell or the piece's hex digit; the hand is the piece the player to move must
//! place, or `-` when no piece is in hand (the start, or a finished game). One extension of the
//! project's: `*` marks the moment inside a turn after a placement, when the player who placed
//! must give (the spec's notation only describes positions between turns). And in announce
//! mode a third field names the cell of the most recent placement while its quartos are open to
//! a claim (`36a5/f0ed/48cb/179. * c1`: the placer may claim column c before he gives, or his
//! opponent after the give), so that a position says everything the legal actions depend on.

use std::fmt;

use super::{Alignment, Cell, Error, Outcome, Phase, Piece, Player, Quarto, Rules, WinMode};

fn bad(message: impl Into<String>) -> Error {
    Error::Position(message.into())
}

pub(super) fn parse_position(rules: Rules, text: &str) -> Result<Quarto, Error> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let (board_text, hand_text, claim_text) = match fields.as_slice() {
        [board, hand] => (*board, *hand, None),
        [board, hand, claim] => (*board, *hand, Some(*claim)),
        [] => {
            return Err(bad(
                "empty: expected `<board> <hand>`, as `..../..../..../.... -`",
            ));
        }
        [_] => {
            return Err(bad(
                "missing the hand after the board: add ` -` or the piece to place",
            ));
        }
        _ => {
            return Err(bad(format!(
                "expected two fields `<board> <hand>` (and in announce mode the cell whose \
                 quartos are open to a claim), found {}",
                fields.len()
            )));
        }
    };
    if let Some(text) = claim_text
        && rules.win_mode != WinMode::Announce
    {
        return Err(bad(format!(
            "a third field ({text:?}, a placement open to a claim) is written only in announce mode"
        )));
    }
    let rows: Vec<&str> = board_text.split('/').collect();
    if rows.len() != 4 {
        return Err(bad(format!(
            "the board has {} rows; expected 4 rows separated by '/'",
            rows.len()
        )));
    }
    let mut state = Quarto::new(rules);
    let mut seen: [Option<Cell>; 16] = [None; 16];
    for (i, row_text) in rows.iter().enumerate() {
        let row = 3 - i as u8;
        let count = row_text.chars().count();
        if count != 4 {
            return Err(bad(format!("row {} has {count} cells; expected 4", row + 1)));
        }
        for (column, ch) in row_text.chars().enumerate() {
            let cell = Cell::at(column as u8, row).ok_or_else(|| bad("cell out of range"))?;
            if ch == '.' {
                continue;
            }
            let piece = ch.to_digit(16).and_then(|d| Piece::new(d as u8)).ok_or_else(|| {
                bad(format!(
                    "bad character {ch:?} at {cell}: expected '.' or a hex digit 0-f"
                ))
            })?;
            if let Some(first) = seen[piece.index() as usize] {
                return Err(bad(format!(
                    "piece {piece} is on the board twice, at {first} and {cell}"
                )));
            }
            seen[piece.index() as usize] = Some(cell);
            state.put(piece, cell);
            state.pool &= !(1 << piece.index());
        }
    }
    let n = state.pieces_on_board();
    let quartos: Vec<Alignment> = state.quartos().collect();
    let mut phase = match hand_text {
        "-" if n == 16 && claim_text.is_some() => Phase::FinalClaim,
        "-" => {
            if n == 0 {
                Phase::Give
            } else if n == 16 || !quartos.is_empty() {
                Phase::Over(Outcome::Draw) // the outcome is settled below
            } else {
                return Err(bad(format!(
                    "no piece in hand, but the game is not over ({n} pieces down, no quarto): \
                     write the piece to place, or `*` if the player who just placed must give"
                )));
            }
        }
        "*" => {
            if n == 0 {
                return Err(bad(
                    "`*` (a give after a placement) needs a piece on the board; the start is written `-`",
                ));
            }
            if n == 16 {
                return Err(bad("`*` on a full board: no piece is left to give"));
            }
            Phase::Give
        }
        _ => {
            let piece: Piece = hand_text.parse().map_err(|_| {
                bad(format!(
                    "bad hand {hand_text:?}: expected a hex digit 0-f, `-` or `*`"
                ))
            })?;
            if let Some(cell) = seen[piece.index() as usize] {
                return Err(bad(format!(
                    "piece {piece} is in hand and also on the board at {cell}"
                )));
            }
            state.pool &= !(1 << piece.index());
            state.hand = Some(piece);
            Phase::Place
        }
    };
    match rules.win_mode {
        WinMode::Auto => {
            if let Some(&first) = quartos.first() {
                if !matches!(phase, Phase::Over(_)) {
                    return Err(bad(format!(
                        "the position is already won: {first} is a quarto, so the game ended there \
                         (write `-` for the finished game)"
                    )));
                }
                // All quartos must run through one cell whose piece, removed, leaves none:
                // the winning placement. Otherwise no legal game reaches this board.
                let common = quartos.iter().fold(0xffffu16, |m, a| m & a.mask());
                let reachable = Cell::all().filter(|c| common & c.bit() != 0).any(|c| {
                    let mut before = state;
                    before.board[c.index() as usize] = super::EMPTY;
                    before.occupied &= !c.bit();
                    before.quartos().next().is_none()
                });
                if !reachable {
                    return Err(bad(format!(
                        "impossible: the quartos {} cannot all have been made by one placement",
                        quartos
                            .iter()
                            .map(|a| a.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )));
                }
                phase = Phase::Over(Outcome::WonBy(Player((n % 2) as u8)));
            }
        }
        WinMode::Announce => {
            if matches!(phase, Phase::Over(_)) && n < 16 {
                return Err(bad(
                    "in announce mode a quarto on the board may have lapsed, so `-` before the \
                     board is full does not say who won: use a game record",
                ));
            }
        }
    }
    if let Some(text) = claim_text {
        state.last = Some(open_claim(&state, phase, text)?);
    }
    state.phase = phase;
    Ok(state)
}

/// The cell of the third field: a placement whose quartos are open to a claim now.
fn open_claim(state: &Quarto, phase: Phase, text: &str) -> Result<Cell, Error> {
    let cell: Cell = text.parse().map_err(|_| {
        bad(format!(
            "the third field {text:?} is not a cell: it names the placement whose quartos are open to a claim"
        ))
    })?;
    if state.occupied & cell.bit() == 0 {
        return Err(bad(format!(
            "{cell} is empty, so it is not a placement open to a claim"
        )));
    }
    if matches!(phase, Phase::Over(_)) || (phase == Phase::Give && state.occupied == 0) {
        return Err(bad(format!(
            "no claim can be open here ({cell}): the game is over or has not started"
        )));
    }
    let mut placed = *state;
    placed.last = Some(cell);
    placed.phase = phase;
    if placed.claimable().next().is_none() {
        return Err(bad(format!(
            "no quarto runs through {cell}, so nothing is open to a claim: leave the third field out"
        )));
    }
    Ok(cell)
}

impl fmt::Display for Quarto {
    /// The position in the spec's notation (with `*` inside a turn, after a placement).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..4).rev() {
            for column in 0..4 {
                let cell = Cell::at(column, row).ok_or(fmt::Error)?;
                match self.piece_at(cell) {
                    Some(p) => write!(f, "{p}")?,
                    None => f.write_str(".")?,
                }
            }
            if row > 0 {
                f.write_str("/")?;
            }
        }
        match (self.phase, self.hand) {
            (_, Some(p)) => write!(f, " {p}")?,
            (Phase::Give, None) if self.occupied != 0 => f.write_str(" *")?,
            _ => f.write_str(" -")?,
        }
        if self.claimable().next().is_some()
            && let Some(cell) = self.last
        {
            write!(f, " {cell}")?;
        }
        Ok(())
    }
}
