//! The Danish Quarto board as the spec defines it: counts of points, lines, degrees and
//! squares; the symmetry maps; and the text's five worked examples of squares.

use std::collections::BTreeMap;

use quartet_core::danish::board::{LINES, NEIGHBOURS, NUM_POINTS, SQUARES, SQUARES_AT};
use quartet_core::danish::{Colour, DanishSymmetry, Point, Position, Shape, Square};

fn p(name: &str) -> Point {
    name.parse().unwrap()
}

#[test]
fn points_rows_and_lines() {
    assert_eq!(Point::all().count(), 37);
    let mut rows: BTreeMap<u8, Vec<String>> = BTreeMap::new();
    for point in Point::all() {
        rows.entry(point.y()).or_default().push(point.to_string());
    }
    let row = |y: u8| rows[&y].join(" ");
    assert_eq!(row(9), "c9 e9 g9");
    assert_eq!(row(8), "b8 d8 f8 h8");
    assert_eq!(row(7), "a7 c7 e7 g7 i7");
    assert_eq!(row(6), "b6 d6 f6 h6");
    assert_eq!(row(5), "a5 c5 e5 g5 i5");
    assert_eq!(row(4), "b4 d4 f4 h4");
    assert_eq!(row(3), "a3 c3 e3 g3 i3");
    assert_eq!(row(2), "b2 d2 f2 h2");
    assert_eq!(row(1), "c1 e1 g1");
    assert_eq!(LINES.len(), 92);
    let diagonal = LINES
        .iter()
        .filter(|(a, b)| a.x() != b.x() && a.y() != b.y())
        .count();
    assert_eq!(diagonal, 60);
    // The spec's examples of lines and non-lines.
    let joined = |a: &str, b: &str| NEIGHBOURS[p(a).index() as usize] & p(b).bit() != 0;
    assert!(joined("e7", "g7") && joined("g7", "g9") && joined("c3", "d2") && joined("d2", "e1"));
    assert!(!joined("d4", "f4"), "no orthogonal line joins centre points");
    assert!(!joined("e5", "e9") && !joined("e5", "g7"));
    for (a, b) in LINES {
        assert!(joined(&a.to_string(), &b.to_string()) && joined(&b.to_string(), &a.to_string()));
    }
}

#[test]
fn degrees() {
    let mut by_degree: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    for point in Point::all() {
        by_degree
            .entry(point.neighbours().count_ones())
            .or_default()
            .push(point.to_string());
    }
    let counts: Vec<(u32, usize)> = by_degree.iter().map(|(d, v)| (*d, v.len())).collect();
    assert_eq!(counts, [(3, 4), (4, 20), (5, 4), (8, 9)]);
    assert_eq!(by_degree[&3], ["b2", "b8", "h2", "h8"]);
    assert_eq!(by_degree[&5], ["a5", "e1", "e9", "i5"]);
    let total: u32 = Point::all().map(|q| q.neighbours().count_ones()).sum();
    assert_eq!(total, 2 * 92);
}

#[test]
fn squares_by_shape_and_side() {
    let mut counts: BTreeMap<(Shape, u8), usize> = BTreeMap::new();
    for square in &SQUARES {
        *counts.entry((square.shape, square.side)).or_default() += 1;
        // Side points: side − 1 per side.
        assert_eq!(
            square.side_mask.count_ones(),
            4 * (square.side as u32 - 1),
            "{square}"
        );
        assert_eq!(square.corner_mask & square.side_mask, 0);
    }
    let expected = [
        ((Shape::Diamond, 1), 24),
        ((Shape::Diamond, 2), 13),
        ((Shape::Diamond, 3), 4),
        ((Shape::Diamond, 4), 1),
        ((Shape::Orthogonal, 1), 12),
        ((Shape::Orthogonal, 2), 5),
    ];
    assert_eq!(counts.into_iter().collect::<Vec<_>>(), expected);
    assert_eq!(SQUARES.len(), 59);
    // Each square is listed at its four corners, and nowhere else.
    let listed: usize = (0..NUM_POINTS).map(|i| SQUARES_AT[i].indices().len()).sum();
    assert_eq!(listed, 4 * 59);
    for point in Point::all() {
        for square in SQUARES_AT[point.index() as usize].iter() {
            assert!(square.corner_mask & point.bit() != 0);
        }
    }
    // The one diamond of side 4 is the whole board's: a5-e1-i5-e9, sides through the centre
    // row and column's neighbours.
    let big = SQUARES
        .iter()
        .find(|s| s.shape == Shape::Diamond && s.side == 4)
        .unwrap();
    assert_eq!(big.to_string(), "a5-e1-i5-e9");
    let sides: Vec<String> = big.side_points().map(|q| q.to_string()).collect();
    assert_eq!(
        sides,
        [
            "b4", "b6", "c3", "c7", "d2", "d8", "f2", "f8", "g3", "g7", "h4", "h6"
        ]
    );
}

fn figure_2() -> Position {
    "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3"
        .parse()
        .unwrap()
}

fn square(corners: &str) -> Option<&'static Square> {
    let points: Vec<Point> = corners.split('-').map(p).collect();
    Square::from_corners([points[0], points[1], points[2], points[3]])
}

fn opponent_side_points(position: &Position, square: &Square, colour: Colour) -> Vec<String> {
    square
        .side_points()
        .filter(|&q| position.piece_at(q) == Some(colour.other()))
        .map(|q| q.to_string())
        .collect()
}

#[test]
fn worked_example_black_c3_d2_e3_d4_is_valid() {
    let position = figure_2();
    let sq = square("c3-d2-e3-d4").expect("c3-d2-e3-d4 is a square of the board");
    assert_eq!((sq.shape, sq.side), (Shape::Diamond, 1));
    assert!(position.is_valid_square(sq, Colour::Black));
    assert!(!position.is_valid_square(sq, Colour::White));
}

#[test]
fn worked_example_white_e7_g7_g9_e9_is_valid() {
    let position = figure_2();
    let sq = square("e7-g7-g9-e9").expect("e7-g7-g9-e9 is a square of the board");
    assert_eq!((sq.shape, sq.side), (Shape::Orthogonal, 1));
    assert!(position.is_valid_square(sq, Colour::White));
}

#[test]
fn worked_example_d4_f4_f6_d6_is_not_a_square() {
    assert!(
        square("d4-f4-f6-d6").is_none(),
        "its corners are not joined by lines"
    );
    // Black does hold all four points.
    let position = figure_2();
    for name in ["d4", "f4", "f6", "d6"] {
        assert_eq!(position.piece_at(p(name)), Some(Colour::Black));
    }
}

#[test]
fn worked_example_black_d4_f6_d8_b6_is_invalid_with_white_on_e5_and_e7() {
    let position = figure_2();
    let sq = square("d4-f6-d8-b6").expect("d4-f6-d8-b6 is a square of the board");
    assert_eq!((sq.shape, sq.side), (Shape::Diamond, 2));
    assert!(
        sq.corners
            .iter()
            .all(|&c| position.piece_at(c) == Some(Colour::Black))
    );
    assert!(!position.is_valid_square(sq, Colour::Black));
    assert_eq!(opponent_side_points(&position, sq, Colour::Black), ["e5", "e7"]);
}

#[test]
fn worked_example_white_g3_i5_g7_e5_is_invalid_with_black_on_f4_and_f6() {
    let position = figure_2();
    let sq = square("g3-i5-g7-e5").expect("g3-i5-g7-e5 is a square of the board");
    assert_eq!((sq.shape, sq.side), (Shape::Diamond, 2));
    assert!(
        sq.corners
            .iter()
            .all(|&c| position.piece_at(c) == Some(Colour::White))
    );
    assert!(!position.is_valid_square(sq, Colour::White));
    assert_eq!(opponent_side_points(&position, sq, Colour::White), ["f4", "f6"]);
}

#[test]
fn figure_2_valid_squares_and_protection() {
    let position = figure_2();
    let names = |c| {
        position
            .valid_squares(c)
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(Colour::Black), ["c3-d2-e3-d4"]);
    assert_eq!(names(Colour::White), ["e7-g7-g9-e9"]);
    let protected: Vec<String> = Point::in_mask(position.protected(Colour::Black))
        .map(|q| q.to_string())
        .collect();
    assert_eq!(protected, ["c3", "d2", "d4", "e3"]);
}

#[test]
fn symmetries_map_points_lines_and_squares_onto_themselves() {
    let lines: std::collections::BTreeSet<(Point, Point)> = LINES.iter().copied().collect();
    let squares: std::collections::BTreeSet<(u64, u64)> =
        SQUARES.iter().map(|s| (s.corner_mask, s.side_mask)).collect();
    let mut images = std::collections::BTreeSet::new();
    for s in DanishSymmetry::ALL {
        // A permutation of the points.
        let mut seen = 0u64;
        for q in Point::all() {
            let image = s.map_point(q);
            let (x, y) = s.map_xy(q.x() as i32, q.y() as i32);
            assert_eq!((image.x() as i32, image.y() as i32), (x, y));
            seen |= image.bit();
        }
        assert_eq!(seen.count_ones(), 37, "map {s:?} is not a permutation");
        for &(a, b) in &LINES {
            let (ma, mb) = (s.map_point(a), s.map_point(b));
            assert!(
                lines.contains(&(ma.min(mb), ma.max(mb))),
                "map {s:?} sends line {a}-{b} to {ma}-{mb}, not a line"
            );
        }
        for sq in &SQUARES {
            assert!(squares.contains(&(s.map_mask(sq.corner_mask), s.map_mask(sq.side_mask))));
        }
        images.insert(Point::all().map(|q| s.map_point(q).index()).collect::<Vec<_>>());
    }
    assert_eq!(images.len(), 8, "the 8 maps are distinct");
    assert_eq!(DanishSymmetry::ALL[0], DanishSymmetry::IDENTITY);
    assert!(Point::all().all(|q| DanishSymmetry::IDENTITY.map_point(q) == q));
}
