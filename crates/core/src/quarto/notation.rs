//! The position notation of `docs/quarto.md`, read and written, with every malformed
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

use super::{Alignment, Cell, Outcome, Phase, Piece, Player, PositionError, Quarto, Rules, WinMode};
use crate::text::Excerpt;

pub(super) fn parse_position(rules: Rules, text: &str) -> Result<Quarto, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let (board_text, hand_text, claim_text) = match fields.as_slice() {
        [board, hand] => (*board, *hand, None),
        [board, hand, claim] => (*board, *hand, Some(*claim)),
        [] => return Err(PositionError::Empty),
        // A lone field that is not a board of four rows is told as such, not as a board
        // without its hand.
        [board] if board.split('/').count() != 4 => {
            return Err(PositionError::Rows(board.split('/').count()));
        }
        [_] => return Err(PositionError::MissingHand),
        _ => return Err(PositionError::Fields(fields.len())),
    };
    if let Some(text) = claim_text
        && rules.win_mode != WinMode::Announce
    {
        return Err(PositionError::ClaimInAutoMode(Excerpt::new(text)));
    }
    let rows: Vec<&str> = board_text.split('/').collect();
    if rows.len() != 4 {
        return Err(PositionError::Rows(rows.len()));
    }
    let mut state = Quarto::new(rules);
    let mut seen: [Option<Cell>; 16] = [None; 16];
    for (i, row_text) in rows.iter().enumerate() {
        let row = 3 - i as u8;
        let count = row_text.chars().count();
        if count != 4 {
            return Err(PositionError::RowLength {
                row: row + 1,
                cells: count,
            });
        }
        for (column, ch) in row_text.chars().enumerate() {
            let cell = Cell(row * 4 + column as u8);
            if ch == '.' {
                continue;
            }
            let piece = ch
                .to_digit(16)
                .and_then(|d| Piece::new(d as u8))
                .ok_or(PositionError::BadCharacter { found: ch, cell })?;
            if let Some(first) = seen[piece.index() as usize] {
                return Err(PositionError::PieceTwice {
                    piece,
                    first,
                    second: cell,
                });
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
                return Err(PositionError::NoHand(n));
            }
        }
        "*" => {
            if n == 0 {
                return Err(PositionError::GiveAtStart);
            }
            if n == 16 {
                return Err(PositionError::GiveOnFullBoard);
            }
            Phase::Give
        }
        _ => {
            let piece: Piece = hand_text
                .parse()
                .map_err(|_| PositionError::BadHand(Excerpt::new(hand_text)))?;
            if let Some(cell) = seen[piece.index() as usize] {
                return Err(PositionError::HandOnBoard { piece, cell });
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
                    return Err(PositionError::AlreadyWon(first));
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
                    return Err(PositionError::NotOnePlacement(quartos));
                }
                phase = Phase::Over(Outcome::WonBy(Player((n % 2) as u8)));
            }
        }
        WinMode::Announce => {
            // A quarto on the board may have been claimed or may have lapsed; on a full board
            // without one the game is a draw.
            if matches!(phase, Phase::Over(_)) && (n < 16 || !quartos.is_empty()) {
                return Err(PositionError::WinnerUnknown);
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
fn open_claim(state: &Quarto, phase: Phase, text: &str) -> Result<Cell, PositionError> {
    let cell: Cell = text
        .parse()
        .map_err(|_| PositionError::ClaimNotACell(Excerpt::new(text)))?;
    if state.occupied & cell.bit() == 0 {
        return Err(PositionError::ClaimOnEmptyCell(cell));
    }
    if matches!(phase, Phase::Over(_)) || (phase == Phase::Give && state.occupied == 0) {
        return Err(PositionError::NoClaimHere(cell));
    }
    let mut placed = *state;
    placed.last = Some(cell);
    placed.phase = phase;
    if placed.claimable().next().is_none() {
        return Err(PositionError::NoQuartoThrough(cell));
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
            // A finished game is written `-`, even when a claim ended it with a piece in hand.
            (Phase::Over(_), _) => f.write_str(" -")?,
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
