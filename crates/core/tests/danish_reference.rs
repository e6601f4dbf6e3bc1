//! A slow, obviously-correct reference for Danish Quarto, written from the spec with
//! coordinates and sets only (no bitboards, no tables shared with the library), checked
//! against the fast rules: the board (neighbours, squares with their side points), the legal
//! moves on many random positions, and perft on the data file's positions.
//!
//! The reference finds squares differently from the library: it takes every pair of points as
//! one side and turns it a quarter turn to find the other two corners, then walks the four
//! sides point by point.

use std::collections::{BTreeMap, BTreeSet};

use quartet_core::Game;
use quartet_core::chance::Rng;
use quartet_core::danish::board::{NEIGHBOURS, SQUARES};
use quartet_core::danish::{Colour, DanishQuarto, Point, Position, perft::perft};

type Xy = (i32, i32);

fn is_point((x, y): Xy) -> bool {
    let corner = (x == 1 || x == 9) && (y == 1 || y == 9);
    (1..=9).contains(&x) && (1..=9).contains(&y) && (x + y) % 2 == 0 && !corner
}

fn points() -> Vec<Xy> {
    (1..=9)
        .flat_map(|x| (1..=9).map(move |y| (x, y)))
        .filter(|&p| is_point(p))
        .collect()
}

/// Joined by a line: a diagonal step, or two apart along an odd row or column.
fn linked(a: Xy, b: Xy) -> bool {
    if !is_point(a) || !is_point(b) {
        return false;
    }
    let (dx, dy) = ((a.0 - b.0).abs(), (a.1 - b.1).abs());
    if dx == 1 && dy == 1 {
        return true;
    }
    let odd = |v: i32| v % 2 == 1;
    odd(a.0) && odd(a.1) && odd(b.0) && odd(b.1) && ((dx == 2 && dy == 0) || (dx == 0 && dy == 2))
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct RefSquare {
    corners: BTreeSet<Xy>,
    sides: BTreeSet<Xy>,
    diamond: bool,
    side: i32,
}

/// The points of a side from `a` to `b` walking by unit steps, `None` if the walk leaves the
/// board or a step is not a line.
fn walk(a: Xy, b: Xy, unit: Xy) -> Option<Vec<Xy>> {
    let mut out = vec![a];
    let mut at = a;
    while at != b {
        let next = (at.0 + unit.0, at.1 + unit.1);
        if !linked(at, next) {
            return None;
        }
        out.push(next);
        at = next;
        if out.len() > 20 {
            return None;
        }
    }
    Some(out)
}

fn squares() -> Vec<RefSquare> {
    let units: [Xy; 8] = [
        (1, 1),
        (-1, 1),
        (1, -1),
        (-1, -1),
        (2, 0),
        (-2, 0),
        (0, 2),
        (0, -2),
    ];
    let mut found = BTreeSet::new();
    let pts = points();
    for &a in &pts {
        for &b in &pts {
            if a == b {
                continue;
            }
            let d = (b.0 - a.0, b.1 - a.1);
            let Some(&unit) = units.iter().find(|u| {
                let k = if u.0 != 0 { d.0 / u.0 } else { d.1 / u.1 };
                k >= 1 && (u.0 * k, u.1 * k) == d
            }) else {
                continue;
            };
            let turn = |v: Xy| (-v.1, v.0);
            let (c, e) = (
                (b.0 + turn(d).0, b.1 + turn(d).1),
                (a.0 + turn(d).0, a.1 + turn(d).1),
            );
            let corners = [a, b, c, e];
            if !corners.iter().all(|&p| is_point(p)) {
                continue;
            }
            let mut sides = BTreeSet::new();
            let mut ok = true;
            for i in 0..4 {
                let (p, q) = (corners[i], corners[(i + 1) % 4]);
                let u = if i % 2 == 0 { unit } else { turn(unit) };
                let u = if i >= 2 { (-u.0, -u.1) } else { u };
                match walk(p, q, u) {
                    Some(path) => sides.extend(path[1..path.len() - 1].iter().copied()),
                    None => ok = false,
                }
            }
            if ok {
                let diamond = unit.0 != 0 && unit.1 != 0;
                let side = if diamond {
                    d.0.abs()
                } else {
                    (d.0.abs() + d.1.abs()) / 2
                };
                found.insert(RefSquare {
                    corners: corners.into_iter().collect(),
                    sides,
                    diamond,
                    side,
                });
            }
        }
    }
    found.into_iter().collect()
}

fn name(p: Xy) -> String {
    format!("{}{}", (b'a' + p.0 as u8 - 1) as char, p.1)
}

fn xy(name: &str) -> Xy {
    let b = name.as_bytes();
    ((b[0] - b'a' + 1) as i32, (b[1] - b'0') as i32)
}

/// A position as sets, read from the notation by the reference's own small parser.
#[derive(Clone, Debug)]
struct Ref {
    pieces: [BTreeSet<Xy>; 2],
    hand: [usize; 2],
    to_move: usize,
}

impl Ref {
    fn parse(text: &str) -> Ref {
        let f: Vec<&str> = text.split_whitespace().collect();
        let (w, b) = f[0].split_once('/').unwrap();
        let list = |s: &str| -> BTreeSet<Xy> { s.split(',').filter(|t| !t.is_empty()).map(xy).collect() };
        Ref {
            pieces: [list(w), list(b)],
            hand: [f[2].parse().unwrap(), f[3].parse().unwrap()],
            to_move: if f[1] == "w" { 0 } else { 1 },
        }
    }

    fn total(&self, side: usize) -> usize {
        self.pieces[side].len() + self.hand[side]
    }

    fn empty(&self) -> Vec<Xy> {
        points()
            .into_iter()
            .filter(|p| !self.pieces[0].contains(p) && !self.pieces[1].contains(p))
            .collect()
    }

    fn valid(sq: &RefSquare, own: &BTreeSet<Xy>, opp: &BTreeSet<Xy>) -> bool {
        sq.corners.iter().all(|c| own.contains(c)) && sq.sides.iter().all(|s| !opp.contains(s))
    }

    /// The moves in notation, sorted, with whether each wins.
    fn moves(&self, squares: &[RefSquare]) -> Vec<(String, bool)> {
        let me = self.to_move;
        let placing = self.hand[0] + self.hand[1] > 0;
        let flying = !placing && self.pieces[me].len() == 4;
        let four_four = self.total(0) == 4 && self.total(1) == 4;
        let mut landings: Vec<(Option<Xy>, Xy)> = Vec::new();
        if placing {
            landings.extend(self.empty().into_iter().map(|t| (None, t)));
        } else {
            for &from in &self.pieces[me] {
                for to in self.empty() {
                    if flying || linked(from, to) {
                        landings.push((Some(from), to));
                    }
                }
            }
        }
        let mut out = Vec::new();
        for (from, to) in landings {
            let mut own = self.pieces[me].clone();
            if let Some(f) = from {
                own.remove(&f);
            }
            own.insert(to);
            let opp = &self.pieces[1 - me];
            let text = match from {
                Some(f) => format!("{}-{}", name(f), name(to)),
                None => name(to),
            };
            let made = squares
                .iter()
                .any(|s| s.corners.contains(&to) && Ref::valid(s, &own, opp));
            if !made {
                out.push((text, false));
                continue;
            }
            if four_four {
                out.push((text, true));
                continue;
            }
            let capturable: Vec<Xy> = opp
                .iter()
                .copied()
                .filter(|p| {
                    !squares
                        .iter()
                        .any(|s| s.corners.contains(p) && Ref::valid(s, opp, &own))
                })
                .collect();
            if capturable.is_empty() {
                out.push((text.clone(), false));
            }
            for c in capturable {
                let wins = self.total(1 - me) - 1 <= 3;
                out.push((format!("{text}x{}", name(c)), wins));
            }
        }
        if out.is_empty() {
            out.push(("pass".into(), false));
        }
        out.sort();
        out
    }

    fn play(&self, mv: &str) -> Ref {
        let mut next = self.clone();
        let me = self.to_move;
        next.to_move = 1 - me;
        if mv == "pass" {
            return next;
        }
        let (landing, capture) = match mv.split_once('x') {
            Some((l, c)) => (l, Some(xy(c))),
            None => (mv, None),
        };
        match landing.split_once('-') {
            Some((f, t)) => {
                next.pieces[me].remove(&xy(f));
                next.pieces[me].insert(xy(t));
            }
            None => {
                next.hand[me] -= 1;
                next.pieces[me].insert(xy(landing));
            }
        }
        if let Some(c) = capture {
            next.pieces[1 - me].remove(&c);
        }
        next
    }

    fn perft(&self, depth: u32, squares: &[RefSquare]) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves(squares);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .filter(|(_, wins)| !wins)
            .map(|(m, _)| self.play(m).perft(depth - 1, squares))
            .sum()
    }
}

#[test]
fn neighbours_match_the_geometry() {
    for p in Point::all() {
        let here = (p.x() as i32, p.y() as i32);
        let reference: BTreeSet<String> = points()
            .into_iter()
            .filter(|&q| linked(here, q))
            .map(name)
            .collect();
        let fast: BTreeSet<String> = Point::in_mask(NEIGHBOURS[p.index() as usize])
            .map(|q| q.to_string())
            .collect();
        assert_eq!(fast, reference, "neighbours of {p}");
    }
    assert_eq!(points().len(), 37);
}

#[test]
fn squares_match_the_geometry() {
    let reference = squares();
    assert_eq!(reference.len(), 59);
    let fast: BTreeSet<RefSquare> = SQUARES
        .iter()
        .map(|s| RefSquare {
            corners: s.corners.iter().map(|p| (p.x() as i32, p.y() as i32)).collect(),
            sides: Point::in_mask(s.side_mask)
                .map(|p| (p.x() as i32, p.y() as i32))
                .collect(),
            diamond: s.shape == quartet_core::danish::Shape::Diamond,
            side: s.side as i32,
        })
        .collect();
    assert_eq!(fast, reference.into_iter().collect::<BTreeSet<_>>());
}

/// A random position consistent with the notation's rules (counts, hands, turn).
fn random_position(rng: &mut Rng) -> String {
    let mut pts = points();
    rng.shuffle(&mut pts);
    let placing = rng.below(3) == 0;
    let (hand, to_move) = if placing {
        let h = rng.below(11) + 1;
        if rng.below(2) == 0 {
            ([h, h], 0)
        } else {
            ([h - 1, h], 1)
        }
    } else {
        ([0, 0], rng.below(2))
    };
    // Board counts: biased towards the interesting 4-piece (flying) and 4-against-4 cases.
    // While placing, a player has lost no more than the other's placements could capture (one
    // a turn, from the 4th piece on).
    let mut count = |h: usize, other: usize| {
        let placed = 12 - h;
        let captures = if placing {
            (12 - other).saturating_sub(3)
        } else {
            12
        };
        let low = 4usize.saturating_sub(h).max(placed.saturating_sub(captures));
        let high = 12 - h;
        if rng.below(3) == 0 {
            low
        } else {
            low + rng.below(high - low + 1)
        }
    };
    let (nw, nb) = (count(hand[0], hand[1]), count(hand[1], hand[0]));
    let white: Vec<String> = pts[..nw].iter().map(|&p| name(p)).collect();
    let black: Vec<String> = pts[nw..nw + nb].iter().map(|&p| name(p)).collect();
    format!(
        "{}/{} {} {} {}",
        white.join(","),
        black.join(","),
        if to_move == 0 { "w" } else { "b" },
        hand[0],
        hand[1]
    )
}

fn compare_moves(position: &str, squares: &[RefSquare]) {
    let game = DanishQuarto::from_position(&Default::default(), position)
        .unwrap_or_else(|e| panic!("{position}: {e}"));
    let reference: Vec<String> = Ref::parse(position)
        .moves(squares)
        .into_iter()
        .map(|(m, _)| m)
        .collect();
    let mut fast: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
    fast.sort();
    assert_eq!(fast, reference, "moves of {position}");
}

#[test]
fn moves_match_on_random_positions() {
    let squares = squares();
    let mut rng = Rng::new(2024);
    let mut flying = 0;
    for _ in 0..600 {
        let position = random_position(&mut rng);
        let p: Position = position.parse().unwrap();
        if p.flies(p.to_move()) {
            flying += 1;
        }
        compare_moves(&position, &squares);
    }
    assert!(flying > 20, "too few flying positions tested: {flying}");
}

#[test]
fn moves_match_along_random_games() {
    let squares = squares();
    let mut rng = Rng::new(7);
    let mut captures = 0;
    for _ in 0..12 {
        let mut game = DanishQuarto::default();
        for _ in 0..150 {
            if game.is_over() {
                break;
            }
            compare_moves(&game.position(), &squares);
            let actions = game.legal_actions();
            let Some(&a) = rng.choose(&actions) else { break };
            captures += a.capture().is_some() as u32;
            game.play_unchecked(a);
        }
    }
    assert!(captures > 10, "too few captures met: {captures}");
}

/// The entries of the perft data file (`<rules> ; <position> ; <depth> <count> ; ...`), each
/// with the source its `# from ...` comment gives.
/// A data-file line: position, (depth, count) pairs, and where the values come from.
type DataLine = (String, Vec<(u32, u64)>, String);

fn data_file() -> Vec<DataLine> {
    let text = include_str!("data/danish.perft");
    let mut source = String::new();
    let mut out = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("# from the ") {
            source = rest.split([':', ' ']).next().unwrap_or_default().to_string();
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let counts = fields[2..]
            .iter()
            .map(|f| {
                let (d, n) = f.split_once(' ').unwrap();
                (d.parse().unwrap(), n.parse().unwrap())
            })
            .collect();
        out.push((fields[1].to_string(), counts, source.clone()));
    }
    out
}

/// Every count of the data file that is small enough is recounted by the reference.
#[test]
fn reference_perft_agrees_with_the_data_file() {
    let squares = squares();
    let mut checked = 0;
    for (position, counts, _) in data_file() {
        let reference = Ref::parse(&position);
        for (depth, count) in counts {
            if count <= 60_000 {
                assert_eq!(
                    reference.perft(depth, &squares),
                    count,
                    "{position} depth {depth}"
                );
                checked += 1;
            }
        }
    }
    assert!(
        checked >= 10,
        "only {checked} counts small enough for the reference"
    );
}

/// Fast perft and reference perft on random positions.
#[test]
fn perft_matches_on_random_positions() {
    let squares = squares();
    let mut rng = Rng::new(99);
    let mut by_phase: BTreeMap<bool, u32> = BTreeMap::new();
    for _ in 0..40 {
        let position = random_position(&mut rng);
        let fast: Position = position.parse().unwrap();
        *by_phase.entry(fast.in_placement()).or_default() += 1;
        assert_eq!(
            perft(&fast, 2),
            Ref::parse(&position).perft(2, &squares),
            "perft 2 of {position}"
        );
    }
    assert!(by_phase.len() == 2, "both phases must be sampled: {by_phase:?}");
    let _ = Colour::White;
}

/// Recounts every value of the data file with the reference (slow: run in release with
/// `--ignored --nocapture`), printing each line as the reference counts it.
#[test]
#[ignore]
fn reference_perft_full_data_file() {
    let squares = squares();
    for (position, counts, source) in data_file() {
        let reference = Ref::parse(&position);
        let mut line = format!("# from the {source}\nstandard ; {position}");
        for &(depth, count) in &counts {
            let n = reference.perft(depth, &squares);
            line.push_str(&format!(" ; {depth} {n}"));
            assert_eq!(n, count, "{position} depth {depth}");
        }
        println!("{line}");
    }
}
