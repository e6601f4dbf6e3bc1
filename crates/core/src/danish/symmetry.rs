//! The symmetries of the Danish Quarto board: the 8 maps of the square (rotations by quarter
//! turns about `e5`, and reflections), each a permutation of the 37 points that sends lines to
//! lines (and so squares to squares). Colours are never swapped: White moves first.

use super::board::{ALL_POINTS, COORDINATES, NUM_POINTS, Point};
use super::position::Position;
use super::{Action, Colour};

/// One of the 8 maps of the square, numbered 0–7; 0 is the identity.
///
/// Map `n` sends `(x, y)` (centred on `e5`: `u = x − 5`, `v = y − 5`) to: first swap `u` and
/// `v` if bit 2 is set, then negate `u` if bit 0 is set and `v` if bit 1 is set.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DanishSymmetry(u8);

impl DanishSymmetry {
    /// The identity.
    pub const IDENTITY: DanishSymmetry = DanishSymmetry(0);

    /// All 8, identity first.
    pub const ALL: [DanishSymmetry; 8] = [
        DanishSymmetry(0),
        DanishSymmetry(1),
        DanishSymmetry(2),
        DanishSymmetry(3),
        DanishSymmetry(4),
        DanishSymmetry(5),
        DanishSymmetry(6),
        DanishSymmetry(7),
    ];

    /// The map with this number (0–7).
    pub const fn new(n: u8) -> Option<DanishSymmetry> {
        if n < 8 { Some(DanishSymmetry(n)) } else { None }
    }

    /// The map's number, 0–7.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The image of the place `(x, y)` (any place, on the board or not).
    pub const fn map_xy(self, x: i32, y: i32) -> (i32, i32) {
        let (mut u, mut v) = (x - 5, y - 5);
        if self.0 & 4 != 0 {
            (u, v) = (v, u);
        }
        if self.0 & 1 != 0 {
            u = -u;
        }
        if self.0 & 2 != 0 {
            v = -v;
        }
        (u + 5, v + 5)
    }

    /// The image of a point.
    #[inline]
    pub const fn map_point(self, point: Point) -> Point {
        match Point::new(POINT_MAPS[self.0 as usize][point.index() as usize]) {
            Some(image) => image,
            None => point,
        }
    }

    /// The image of a mask of points.
    #[inline]
    pub fn map_mask(self, mask: u64) -> u64 {
        let table = &POINT_MAPS[self.0 as usize];
        let mut out = 0;
        let mut m = mask & ALL_POINTS;
        while m != 0 {
            out |= 1u64 << table[m.trailing_zeros() as usize];
            m &= m - 1;
        }
        out
    }

    /// The image of a move.
    pub fn map_action(self, action: Action) -> Action {
        let map = |p| self.map_point(p);
        match action {
            Action::Pass => Action::Pass,
            Action::Place { to, capture } => Action::Place {
                to: map(to),
                capture: capture.map(map),
            },
            Action::Move { from, to, capture } => Action::Move {
                from: map(from),
                to: map(to),
                capture: capture.map(map),
            },
        }
    }

    /// The image of a position (hands and player to move unchanged).
    pub fn map_position(self, position: &Position) -> Position {
        Position {
            pieces: [
                self.map_mask(position.pieces(Colour::White)),
                self.map_mask(position.pieces(Colour::Black)),
            ],
            ..*position
        }
    }

    /// The image of a position key (see [`Position::key`]).
    pub fn map_key(self, key: u128) -> u128 {
        self.map_position(&Position::from_key(key)).key()
    }
}

const fn build_point_maps() -> [[u8; NUM_POINTS]; 8] {
    let mut out = [[0u8; NUM_POINTS]; 8];
    let mut s = 0;
    while s < 8 {
        let mut i = 0;
        while i < NUM_POINTS {
            let (x, y) = COORDINATES[i];
            let (mx, my) = DanishSymmetry(s as u8).map_xy(x as i32, y as i32);
            match Point::at(mx, my) {
                Some(p) => out[s][i] = p.index(),
                None => panic!("a map of the square must send points to points"),
            }
            i += 1;
        }
        s += 1;
    }
    out
}

/// `POINT_MAPS[s][i]`: the index of the image of point `i` under map `s`.
const POINT_MAPS: [[u8; NUM_POINTS]; 8] = build_point_maps();
