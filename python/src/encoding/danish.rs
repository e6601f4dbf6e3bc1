//! Danish Quarto's encoding.
//!
//! Points are numbered 0–36 in the order of `quartet_core::danish::board::COORDINATES`
//! (column by column from `a`, bottom to top). Action ids (53,429): `pass` → 0; a placement on
//! `to` → `1 + (37 × 37 + to) × 38 + capture`; a movement `from-to` → `1 + (37 × from + to) × 38
//! + capture`, where `capture` is the captured point, or 37 for none. So an id decodes as
//! `id - 1 = (origin × 37 + to) × 38 + capture` with origin 37 meaning "from the hand".
//!
//! Observation tensor: 12 planes of 9 × 9, `[plane, y, x]` over the board's 9 × 9 grid (point
//! `a1`… at column `x` = a–i, row `y` = 1–9, both from 0), from the observing player's side
//! ("own" is his colour, "opponent" the other); "whole plane" planes cover the board's points:
//!
//! | plane | meaning |
//! |---|---|
//! | 0 | a point of the board (the 37 of the 81 grid places) |
//! | 1 | own pieces |
//! | 2 | opponent's pieces |
//! | 3 | own protected pieces (corners of own valid squares: they cannot be captured) |
//! | 4 | opponent's protected pieces |
//! | 5 | whole plane: own pieces in hand / 12 |
//! | 6 | whole plane: opponent's pieces in hand / 12 |
//! | 7 | whole plane: own pieces fly (4 left, none in hand) |
//! | 8 | whole plane: the opponent's pieces fly |
//! | 9 | whole plane: the observing player is to move |
//! | 10 | whole plane: this position has occurred twice already (once more is a draw) |
//! | 11 | whole plane: turns played / the ply cap (0 without a cap) |

use quartet_core::danish::board::{COORDINATES, NUM_POINTS};
use quartet_core::danish::{Action, Colour, Config, DanishQuarto, PIECES_PER_PLAYER, Point};
use quartet_core::{Game, Player};

use super::Encoding;

const N: usize = NUM_POINTS;
const NONE: usize = N;
const SIDE: usize = 9;
const GRID: usize = SIDE * SIDE;
const PLANES: usize = 12;

/// The grid place of a point.
fn grid(point: Point) -> usize {
    let (x, y) = COORDINATES[point.index() as usize];
    (y as usize - 1) * SIDE + (x as usize - 1)
}

fn point(index: usize) -> Option<Point> {
    Point::new(index as u8)
}

/// Sets the board's points of a plane to `value`.
fn fill_points(out: &mut [f32], plane: usize, value: f32) {
    for p in Point::all() {
        out[plane * GRID + grid(p)] = value;
    }
}

impl Encoding for DanishQuarto {
    fn num_actions(_: &Config) -> usize {
        1 + (N + 1) * N * (N + 1)
    }

    fn action_id(_: &Config, action: Action) -> usize {
        let index = |p: Point| p.index() as usize;
        let (origin, to, capture) = match action {
            Action::Pass => return 0,
            Action::Place { to, capture } => (NONE, to, capture),
            Action::Move { from, to, capture } => (index(from), to, capture),
        };
        1 + (origin * N + index(to)) * (N + 1) + capture.map_or(NONE, index)
    }

    fn action_at(config: &Config, id: usize) -> Option<Action> {
        if id == 0 {
            return Some(Action::Pass);
        }
        if id >= Self::num_actions(config) {
            return None;
        }
        let rest = id - 1;
        let capture = rest % (N + 1);
        let to = point((rest / (N + 1)) % N)?;
        let origin = rest / (N + 1) / N;
        let capture = if capture == NONE {
            None
        } else {
            Some(point(capture)?)
        };
        Some(if origin == NONE {
            Action::Place { to, capture }
        } else {
            Action::Move {
                from: point(origin)?,
                to,
                capture,
            }
        })
    }

    fn observation_shape(_: &Config) -> Vec<usize> {
        vec![PLANES, SIDE, SIDE]
    }

    fn observation_high(_: &Config) -> f32 {
        1.0
    }

    fn observation_tensor(&self, player: Player, out: &mut [f32]) {
        // Danish Quarto hides nothing: the observation is the state.
        let seen = self.observe(player);
        let position = seen.position_now();
        let own = Colour::of(player);
        let them = own.other();
        fill_points(out, 0, 1.0);
        let mut mark = |plane: usize, mask: u64| {
            for p in Point::in_mask(mask) {
                out[plane * GRID + grid(p)] = 1.0;
            }
        };
        mark(1, position.pieces(own));
        mark(2, position.pieces(them));
        mark(3, position.protected(own));
        mark(4, position.protected(them));
        let hand = |c: Colour| position.hand(c) as f32 / PIECES_PER_PLAYER as f32;
        fill_points(out, 5, hand(own));
        fill_points(out, 6, hand(them));
        if position.flies(own) {
            fill_points(out, 7, 1.0);
        }
        if position.flies(them) {
            fill_points(out, 8, 1.0);
        }
        if !seen.is_over() && seen.to_move() == player {
            fill_points(out, 9, 1.0);
        }
        if seen.occurrences() >= 2 {
            fill_points(out, 10, 1.0);
        }
        if let Some(cap) = seen.config().ply_cap {
            fill_points(out, 11, seen.ply() as f32 / cap.max(1) as f32);
        }
    }

    fn observation_text(&self, _player: Player) -> String {
        self.position()
    }
}
