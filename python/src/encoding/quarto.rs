//! Quarto!'s encoding.
//!
//! Action ids (52, the same for every variant): give piece `p` → `p` (0–15); place on cell `c`
//! (index `4 × row + column`, `a1` = 0, `d4` = 15) → `16 + c`; claim alignment `a` → `32 + a`
//! (0–3 the rows 1–4, 4–7 the columns a–d, 8 `a1-d4`, 9 `a4-d1`, 10–18 the 2×2 squares by their
//! bottom-left cell a1, b1, c1, a2, …, c3); `pass` → 51.
//!
//! Observation tensor: 27 planes of 4 × 4, `[plane, row, column]` with row 0 the board's row 1
//! (cell `a1` is `[plane, 0, 0]`); "whole plane" planes are all ones or all zeros:
//!
//! | planes | meaning |
//! |---|---|
//! | 0–3 | the piece on the cell has value 1 of attribute i (tall, dark, square, hollow) |
//! | 4–7 | the piece on the cell has value 0 of attribute i (short, light, round, solid) |
//! | 8 | the cell is empty |
//! | 9–12 | whole plane: the piece in hand has value 1 of attribute i (zeros without a piece in hand) |
//! | 13–16 | whole plane: the piece in hand has value 0 of attribute i |
//! | 17 | the pool, by piece number: `[17, r, c]` is 1 when piece `4r + c` can still be given |
//! | 18 | the cells of the quartos open to a claim (announce mode) |
//! | 19–22 | whole plane: attribute i counts (beginners' games count fewer) |
//! | 23 | whole plane: the 2×2 squares count (advanced game) |
//! | 24 | whole plane: announce mode (a quarto must be claimed) |
//! | 25 | whole plane: the last piece filled the board with a quarto: claim it or pass |
//! | 26 | whole plane: the observing player is to move |

use quartet_core::quarto::{
    ALIGNMENT_MASKS, Action, Alignment, Attribute, Cell, Phase, Piece, Quarto, Rules, WinMode,
};
use quartet_core::{Game, Player};

use super::{Encoding, fill_plane};

const CELLS: usize = 16;
const PLANES: usize = 27;
const PLACE: usize = 16;
const CLAIM: usize = 32;
const PASS: usize = 51;

impl Encoding for Quarto {
    fn num_actions(_: &Rules) -> usize {
        PASS + 1
    }

    fn action_id(_: &Rules, action: Action) -> usize {
        match action {
            Action::Give(p) => p.index() as usize,
            Action::Place(c) => PLACE + c.index() as usize,
            Action::Claim(a) => CLAIM + a.index() as usize,
            Action::Pass => PASS,
        }
    }

    fn action_at(_: &Rules, id: usize) -> Option<Action> {
        match id {
            0..PLACE => Piece::new(id as u8).map(Action::Give),
            PLACE..CLAIM => Cell::new((id - PLACE) as u8).map(Action::Place),
            CLAIM..PASS => Alignment::new((id - CLAIM) as u8).map(Action::Claim),
            PASS => Some(Action::Pass),
            _ => None,
        }
    }

    fn observation_shape(_: &Rules) -> Vec<usize> {
        vec![PLANES, 4, 4]
    }

    fn observation_high(_: &Rules) -> f32 {
        1.0
    }

    fn observation_tensor(&self, player: Player, out: &mut [f32]) {
        // Quarto! hides nothing: the observation is the state.
        let seen = self.observe(player);
        for cell in Cell::all() {
            let i = cell.index() as usize;
            match seen.piece_at(cell) {
                Some(piece) => {
                    for attribute in Attribute::ALL {
                        let a = attribute as usize;
                        let plane = if piece.value(attribute) == 1 { a } else { 4 + a };
                        out[plane * CELLS + i] = 1.0;
                    }
                }
                None => out[8 * CELLS + i] = 1.0,
            }
        }
        if let Some(piece) = seen.hand() {
            for attribute in Attribute::ALL {
                let a = attribute as usize;
                let plane = if piece.value(attribute) == 1 {
                    9 + a
                } else {
                    13 + a
                };
                fill_plane(out, plane, CELLS, 1.0);
            }
        }
        for piece in seen.pool_pieces() {
            out[17 * CELLS + piece.index() as usize] = 1.0;
        }
        for alignment in seen.claimable() {
            let mut mask = ALIGNMENT_MASKS[alignment.index() as usize];
            while mask != 0 {
                out[18 * CELLS + mask.trailing_zeros() as usize] = 1.0;
                mask &= mask - 1;
            }
        }
        let rules = seen.rules();
        for attribute in rules.attributes.iter() {
            fill_plane(out, 19 + attribute as usize, CELLS, 1.0);
        }
        if rules.squares {
            fill_plane(out, 23, CELLS, 1.0);
        }
        if rules.win_mode == WinMode::Announce {
            fill_plane(out, 24, CELLS, 1.0);
        }
        if seen.phase() == Phase::FinalClaim {
            fill_plane(out, 25, CELLS, 1.0);
        }
        if !seen.is_over() && seen.to_move() == player {
            fill_plane(out, 26, CELLS, 1.0);
        }
    }

    fn observation_text(&self, _player: Player) -> String {
        self.position()
    }
}
