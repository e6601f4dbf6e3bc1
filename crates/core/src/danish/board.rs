//! The board of Danish Quarto as data: its 37 points, 92 lines and 59 squares, derived at
//! compile time (by `const fn`) from the definition in `docs/rules/danish-rulings.md`, never
//! typed in by hand.
//!
//! * A **point** is a place `(x, y)`, `x` and `y` in 1–9, with `x + y` even, except the four
//!   corners `a1`, `i1`, `a9`, `i9`. Points are numbered column by column (`a3` = 0, `a5` = 1,
//!   …, `i7` = 36), the order in which positions are written, and a set of points is a `u64`
//!   mask with bit `i` for point `i`.
//! * A **line** joins two points one diagonal step apart, or two *grid points* (both
//!   coordinates odd) two apart along a row or a column.
//! * A **square** has four corners joined along board lines: a *diamond* (sides along
//!   diagonals, 1–4 steps) or an *orthogonal* square (sides along odd rows and columns, 1–2
//!   edges). The points strictly between two corners are its *side points*.
//!
//! The tables the rules use in their hot paths are [`NEIGHBOURS`] (a mask per point),
//! [`SQUARES`] and [`SQUARES_AT`] (for each point, the squares it is a corner of), so that
//! detecting a square made by a move looks only at the squares through the moved piece.

use std::fmt;
use std::str::FromStr;

use super::PointError;
use crate::text::Excerpt;

/// How many points the board has.
pub const NUM_POINTS: usize = 37;
/// How many lines the board has.
pub const NUM_LINES: usize = 92;
/// How many squares the board has.
pub const NUM_SQUARES: usize = 59;
/// The mask of every point.
pub const ALL_POINTS: u64 = (1 << NUM_POINTS) - 1;

/// Whether `(x, y)` is a point of the board.
pub const fn is_point(x: i32, y: i32) -> bool {
    x >= 1 && x <= 9 && y >= 1 && y <= 9 && (x + y) % 2 == 0 && !((x == 1 || x == 9) && (y == 1 || y == 9))
}

const fn build_coordinates() -> [(u8, u8); NUM_POINTS] {
    let mut out = [(0u8, 0u8); NUM_POINTS];
    let mut n = 0;
    let mut x = 1;
    while x <= 9 {
        let mut y = 1;
        while y <= 9 {
            if is_point(x, y) {
                out[n] = (x as u8, y as u8);
                n += 1;
            }
            y += 1;
        }
        x += 1;
    }
    assert!(n == NUM_POINTS, "the board must have 37 points");
    out
}

/// The coordinates `(x, y)` of each point, by index.
pub const COORDINATES: [(u8, u8); NUM_POINTS] = build_coordinates();

const NO_POINT: u8 = u8::MAX;

const fn build_index() -> [[u8; 10]; 10] {
    let mut out = [[NO_POINT; 10]; 10];
    let mut i = 0;
    while i < NUM_POINTS {
        let (x, y) = COORDINATES[i];
        out[x as usize][y as usize] = i as u8;
        i += 1;
    }
    out
}

/// `INDEX[x][y]`: the index of the point at `(x, y)`, or 255.
const INDEX: [[u8; 10]; 10] = build_index();

/// One of the 37 points of the board, written `a3` … `i7`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Point(u8);

impl Point {
    /// The point at column `x` (1–9, `a`–`i`) and row `y` (1–9), if it is on the board.
    pub const fn at(x: i32, y: i32) -> Option<Point> {
        if is_point(x, y) {
            Some(Point(INDEX[x as usize][y as usize]))
        } else {
            None
        }
    }

    /// The point with this index (0–36), if any.
    pub const fn new(index: u8) -> Option<Point> {
        if (index as usize) < NUM_POINTS {
            Some(Point(index))
        } else {
            None
        }
    }

    /// The index, 0–36 (column by column, as positions are written).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The column, 1–9 (`a`–`i`).
    pub const fn x(self) -> u8 {
        COORDINATES[self.0 as usize].0
    }

    /// The row, 1–9.
    pub const fn y(self) -> u8 {
        COORDINATES[self.0 as usize].1
    }

    /// The point's bit in a mask.
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// Whether it is a grid point (both coordinates odd) rather than a centre point.
    pub const fn is_grid(self) -> bool {
        self.x() % 2 == 1
    }

    /// The points joined to this one by a line.
    pub const fn neighbours(self) -> u64 {
        NEIGHBOURS[self.0 as usize]
    }

    /// Every point, in index order.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..NUM_POINTS as u8).map(Point)
    }

    /// The points of a mask, in index order.
    pub fn in_mask(mask: u64) -> impl Iterator<Item = Point> {
        let mut m = mask & ALL_POINTS;
        std::iter::from_fn(move || {
            if m == 0 {
                None
            } else {
                let i = m.trailing_zeros() as u8;
                m &= m - 1;
                Some(Point(i))
            }
        })
    }

    /// The lowest point of a non-empty mask (`None` for an empty one).
    #[inline]
    pub const fn first(mask: u64) -> Option<Point> {
        if mask & ALL_POINTS == 0 {
            None
        } else {
            Some(Point((mask & ALL_POINTS).trailing_zeros() as u8))
        }
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.x() - 1) as char, self.y())
    }
}

impl FromStr for Point {
    type Err = PointError;

    /// A column letter `a`–`i` and a row digit `1`–`9`, naming a point of the board.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.as_bytes();
        let syntax = || PointError::BadPoint(Excerpt::new(s));
        if b.len() != 2 {
            return Err(syntax());
        }
        let column = b[0].to_ascii_lowercase();
        if !(b'a'..=b'i').contains(&column) || !(b'1'..=b'9').contains(&b[1]) {
            return Err(syntax());
        }
        let (x, y) = ((column - b'a' + 1) as i32, (b[1] - b'0') as i32);
        match Point::at(x, y) {
            Some(p) => Ok(p),
            None => Err(PointError::NotAPoint {
                text: s.to_string(),
                corner: (x + y) % 2 == 0,
            }),
        }
    }
}

/// Whether two places are joined by a line of the board.
pub const fn joined(a: (i32, i32), b: (i32, i32)) -> bool {
    if !is_point(a.0, a.1) || !is_point(b.0, b.1) {
        return false;
    }
    let (dx, dy) = ((b.0 - a.0).abs(), (b.1 - a.1).abs());
    let diagonal = dx == 1 && dy == 1;
    let grid = a.0 % 2 == 1 && a.1 % 2 == 1 && b.0 % 2 == 1 && b.1 % 2 == 1;
    let orthogonal = grid && ((dx == 2 && dy == 0) || (dx == 0 && dy == 2));
    diagonal || orthogonal
}

const fn build_neighbours() -> [u64; NUM_POINTS] {
    let mut out = [0u64; NUM_POINTS];
    let mut i = 0;
    while i < NUM_POINTS {
        let mut j = 0;
        while j < NUM_POINTS {
            let (a, b) = (COORDINATES[i], COORDINATES[j]);
            if joined((a.0 as i32, a.1 as i32), (b.0 as i32, b.1 as i32)) {
                out[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    out
}

/// For each point, the mask of the points joined to it by a line.
pub const NEIGHBOURS: [u64; NUM_POINTS] = build_neighbours();

const fn build_lines() -> [(Point, Point); NUM_LINES] {
    let mut out = [(Point(0), Point(0)); NUM_LINES];
    let mut n = 0;
    let mut i = 0;
    while i < NUM_POINTS {
        let mut j = i + 1;
        while j < NUM_POINTS {
            if NEIGHBOURS[i] & (1 << j) != 0 {
                out[n] = (Point(i as u8), Point(j as u8));
                n += 1;
            }
            j += 1;
        }
        i += 1;
    }
    assert!(n == NUM_LINES, "the board must have 92 lines");
    out
}

/// Every line, as its two ends (lower index first).
pub const LINES: [(Point, Point); NUM_LINES] = build_lines();

/// The two shapes of square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Shape {
    /// Sides along the diagonals.
    Diamond,
    /// Sides along the odd rows and columns.
    Orthogonal,
}

/// A square of the board: four corners joined by straight runs of board lines.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Square {
    /// The corners, in turn around the square (counter-clockwise).
    pub corners: [Point; 4],
    /// The corners as a mask.
    pub corner_mask: u64,
    /// The side points (strictly between two corners) as a mask.
    pub side_mask: u64,
    /// Diamond or orthogonal.
    pub shape: Shape,
    /// The side length in lines: 1–4 diagonal steps, or 1–2 orthogonal edges.
    pub side: u8,
}

impl Square {
    /// The square with exactly these four corners (in any order), if the board has one.
    pub fn from_corners(points: [Point; 4]) -> Option<&'static Square> {
        let mask = points.iter().fold(0, |m, p| m | p.bit());
        SQUARES.iter().find(|s| s.corner_mask == mask)
    }

    /// The side points, in index order.
    pub fn side_points(&self) -> impl Iterator<Item = Point> {
        Point::in_mask(self.side_mask)
    }
}

impl fmt::Display for Square {
    /// The corners in turn, starting from the first in column-then-row order: `c3-d2-e3-d4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let start = (0..4).min_by_key(|&i| self.corners[i]).unwrap_or(0);
        for k in 0..4 {
            if k > 0 {
                f.write_str("-")?;
            }
            write!(f, "{}", self.corners[(start + k) % 4])?;
        }
        Ok(())
    }
}

const EMPTY_SQUARE: Square = Square {
    corners: [Point(0); 4],
    corner_mask: 0,
    side_mask: 0,
    shape: Shape::Diamond,
    side: 0,
};

/// A square from a start corner, two unit steps and a side length in steps (`None` if a corner
/// or a point of a side is off the board, or a step is not a line).
const fn square_from(
    start: (i32, i32),
    u: (i32, i32),
    v: (i32, i32),
    steps: i32,
    shape: Shape,
    side: u8,
) -> Option<Square> {
    // Corners counter-clockwise: start, start + k·u, start + k·u + k·v, start + k·v.
    let dirs = [u, v, (-u.0, -u.1), (-v.0, -v.1)];
    let mut corners = [Point(0); 4];
    let mut corner_mask = 0u64;
    let mut side_mask = 0u64;
    let mut at = start;
    let mut c = 0;
    while c < 4 {
        let Some(p) = Point::at(at.0, at.1) else {
            return None;
        };
        corners[c] = p;
        corner_mask |= p.bit();
        let mut s = 1;
        while s <= steps {
            let next = (at.0 + dirs[c].0, at.1 + dirs[c].1);
            if !joined(at, next) {
                return None;
            }
            at = next;
            if s < steps {
                match Point::at(at.0, at.1) {
                    Some(p) => side_mask |= p.bit(),
                    None => return None,
                }
            }
            s += 1;
        }
        c += 1;
    }
    Some(Square {
        corners,
        corner_mask,
        side_mask,
        shape,
        side,
    })
}

const fn build_squares() -> [Square; NUM_SQUARES] {
    let mut out = [EMPTY_SQUARE; NUM_SQUARES];
    let mut n = 0;
    // Diamonds: from the bottom corner, up-right then up-left, k diagonal steps a side.
    let mut k = 1;
    while k <= 4 {
        let mut i = 0;
        while i < NUM_POINTS {
            let (x, y) = (COORDINATES[i].0 as i32, COORDINATES[i].1 as i32);
            if let Some(s) = square_from((x, y), (1, 1), (-1, 1), k, Shape::Diamond, k as u8) {
                out[n] = s;
                n += 1;
            }
            i += 1;
        }
        k += 1;
    }
    // Orthogonal squares: from the bottom-left corner, right then up, k edges of two units.
    let mut k = 1;
    while k <= 2 {
        let mut i = 0;
        while i < NUM_POINTS {
            let (x, y) = (COORDINATES[i].0 as i32, COORDINATES[i].1 as i32);
            if let Some(s) = square_from((x, y), (2, 0), (0, 2), k, Shape::Orthogonal, k as u8) {
                out[n] = s;
                n += 1;
            }
            i += 1;
        }
        k += 1;
    }
    assert!(n == NUM_SQUARES, "the board must have 59 squares");
    out
}

/// Every square of the board: diamonds by side length, then orthogonal squares.
pub const SQUARES: [Square; NUM_SQUARES] = build_squares();

/// The most squares one point is a corner of (room in [`SQUARES_AT`]).
pub const MAX_SQUARES_AT: usize = 16;

/// The squares one point is a corner of: indices into [`SQUARES`].
#[derive(Copy, Clone, Debug)]
pub struct SquaresAt {
    len: u8,
    squares: [u8; MAX_SQUARES_AT],
}

impl SquaresAt {
    /// The indices into [`SQUARES`].
    #[inline]
    pub fn indices(&self) -> &[u8] {
        &self.squares[..self.len as usize]
    }

    /// The squares.
    pub fn iter(&self) -> impl Iterator<Item = &'static Square> + '_ {
        self.indices().iter().map(|&i| &SQUARES[i as usize])
    }
}

const fn build_squares_at() -> [SquaresAt; NUM_POINTS] {
    let mut out = [SquaresAt {
        len: 0,
        squares: [0; MAX_SQUARES_AT],
    }; NUM_POINTS];
    let mut s = 0;
    while s < NUM_SQUARES {
        let mut c = 0;
        while c < 4 {
            let p = SQUARES[s].corners[c].0 as usize;
            let len = out[p].len as usize;
            assert!(len < MAX_SQUARES_AT, "MAX_SQUARES_AT is too small");
            out[p].squares[len] = s as u8;
            out[p].len += 1;
            c += 1;
        }
        s += 1;
    }
    out
}

/// For each point, the squares it is a corner of: all a placed or moved piece can make.
pub const SQUARES_AT: [SquaresAt; NUM_POINTS] = build_squares_at();
