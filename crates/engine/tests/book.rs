//! The shipped books against the search: on a sample of thousands of positions with four
//! pieces on the board (the ones the books hold from a search) in every variant, the book's
//! value and distance are those of a fresh solve, and its best turn keeps them; every
//! position with fewer pieces has the value its turns lead to, by the book itself; and in the
//! small variants, positions with fewer pieces agree with a fresh solve too.

use quartet_core::chance::Rng;
use quartet_core::quarto::{Action, Attribute, Attributes, Quarto, Rules};
use quartet_core::{Game, Pov};
use quartet_engine::quarto::{
    BOOK_PIECES, BadBook, Book, BookLevel, FIVE_PIECES, SIX_PIECES, Solver, SolverOptions, Turn, Value,
    book_positions, read_shipped_book, read_shipped_level, shipped_book,
};
use quartet_test_kit::quarto::random_position;

/// The set of `attributes`.
fn attributes_of(attributes: &[Attribute]) -> Attributes {
    let bits = attributes.iter().fold(0u8, |m, &a| m | 1 << a as u8);
    Attributes::from_bits(bits).unwrap()
}

/// The variants with books: the first `n` attributes, lines or squares.
fn variants() -> Vec<Rules> {
    let mut out = Vec::new();
    for squares in [false, true] {
        for n in 1..=4 {
            out.push(Rules {
                attributes: attributes_of(&Attribute::ALL[..n]),
                squares,
                ..Rules::STANDARD
            });
        }
    }
    out
}

/// The variants whose file of a kind (`read` reads it) is shipped, with what it holds; every
/// shipped file must read (one not built yet is empty, and its solver searches).
fn shipped<T: 'static>(
    read: impl Fn(Rules) -> Result<Option<&'static T>, &'static BadBook>,
) -> Vec<(Rules, &'static T)> {
    let all: Vec<_> = variants()
        .into_iter()
        .filter_map(|rules| {
            read(rules)
                .unwrap_or_else(|e| panic!("{rules}: {e}"))
                .map(|t| (rules, t))
        })
        .collect();
    assert!(!all.is_empty(), "nothing of the kind is shipped");
    all
}

/// The variants whose book is shipped, with their books.
fn built() -> Vec<(Rules, &'static Book)> {
    shipped(read_shipped_book)
}

/// The variants whose level with `pieces` pieces (the fifth or the sixth) is shipped, with
/// their levels.
fn built_levels(pieces: u32) -> Vec<(Rules, &'static BookLevel)> {
    shipped(|rules| read_shipped_level(rules, pieces))
}

#[test]
fn variants_without_a_book_are_searched() {
    for rules in variants() {
        if shipped_book(rules).is_some() {
            continue;
        }
        let state = random_position(rules, BOOK_PIECES + 2, &mut Rng::new(5));
        let mut booked = solver(rules, true);
        let s = booked.solve(&state, false).unwrap();
        assert!(s.nodes > 0, "{rules}: {state}");
        assert_eq!(s.value, solver(rules, false).solve(&state, false).unwrap().value);
    }
}

fn solver(rules: Rules, book: bool) -> Solver {
    Solver::new(
        rules,
        SolverOptions {
            hash_mib: 128,
            threads: 2,
            book,
            ..SolverOptions::default()
        },
    )
    .unwrap()
}

/// The position after a whole turn, if the game goes on.
fn after(state: &Quarto, turn: Turn) -> Quarto {
    let mut s = *state;
    for a in turn.actions() {
        s = s.play(a).unwrap_or_else(|e| panic!("{state}: {turn}: {e}"));
    }
    s
}

/// A value for the player to move, seen from the player before (one placement earlier).
fn seen_from_before(v: Value) -> Value {
    Value {
        pov: v.pov.flip(),
        distance: v.distance.map(|d| d + 1),
    }
}

/// The value of `turn` in `state` for the player who makes it, by `solver` after it. A turn
/// that only places (every give loses) leaves the same player to give.
fn value_after(state: &Quarto, turn: Turn, solver: &mut Solver) -> Value {
    let next = after(state, turn);
    if next.is_over() {
        return Value {
            pov: next.outcome().unwrap().pov(state.to_move()),
            distance: Some(1),
        };
    }
    let value = solver.solve(&next, true).unwrap().value;
    if next.to_move() == state.to_move() {
        Value {
            pov: value.pov,
            distance: value.distance.map(|d| d + 1),
        }
    } else {
        seen_from_before(value)
    }
}

#[test]
fn shipped_books_agree_with_fresh_solves() {
    let mut checked = 0;
    let mut rng = Rng::new(2026);
    for (rules, book) in built() {
        let mut booked = solver(rules, true);
        let mut fresh = solver(rules, false);
        // Four pieces on the board: a fresh solve of the position, and of the position after
        // the book's best turn (one in four of them).
        let sample = if rules.attributes.len() == 4 { 220 } else { 320 };
        for i in 0..sample {
            let state = random_position(rules, BOOK_PIECES, &mut rng);
            let from_book = booked.solve(&state, true).unwrap();
            if from_book.value.distance == Some(1) {
                continue; // the piece in hand wins: not a position of the book
            }
            assert_eq!(from_book.nodes, 0, "{rules}: {state} is not in the book");
            let value = fresh.solve(&state, false).unwrap().value;
            assert_eq!(from_book.value.pov, value.pov, "{rules}: {state}");
            if value.pov != Pov::Draw {
                assert_eq!(
                    fresh.solve(&state, true).unwrap().value,
                    from_book.value,
                    "{rules}: {state}"
                );
            }
            if i % 4 == 0 {
                let turn = from_book.best.unwrap();
                let kept = value_after(&state, turn, &mut fresh);
                assert_eq!(kept, from_book.value, "{rules}: {state}: book turn {turn}");
            }
            checked += 1;
        }
        // Fewer pieces, in the small variants: fresh solves are quick there.
        if rules.attributes.len() <= 2 {
            for k in 0..BOOK_PIECES {
                for _ in 0..10 {
                    let state = random_position(rules, k, &mut rng);
                    let from_book = booked.solve(&state, true).unwrap();
                    assert_eq!(from_book.nodes, 0, "{rules}: {state}");
                    assert_eq!(
                        fresh.solve(&state, true).unwrap().value,
                        from_book.value,
                        "{rules}: {state}"
                    );
                    checked += 1;
                }
            }
        }
        // Announce mode has the same values.
        let announce = Rules {
            win_mode: quartet_core::quarto::WinMode::Announce,
            ..rules
        };
        let state = random_position(announce, BOOK_PIECES, &mut rng);
        let mut booked_announce = solver(announce, true);
        if booked_announce.solve(&state, true).unwrap().value.distance != Some(1) {
            assert_eq!(
                booked_announce.solve(&state, false).unwrap().value.pov,
                solver(announce, false).solve(&state, false).unwrap().value.pov,
                "{announce}: {state}"
            );
        }
        assert!(!book.is_empty());
    }
    assert!(checked >= 1000, "{checked} positions checked");
}

#[test]
fn every_position_with_fewer_pieces_has_the_value_of_its_best_turn() {
    // The books' positions with 0 to 3 pieces come from the ones below them: each one's value
    // is the best of its turns', and its best turn has that value, every position checked.
    for (rules, book) in built() {
        let mut booked = solver(rules, true);
        let mut checked = 0;
        for p in book_positions(book, rules).unwrap() {
            if p.state.pieces_on_board() == BOOK_PIECES {
                continue;
            }
            let analysis = booked.analyse_turns(&p.state, true).unwrap();
            assert_eq!(analysis.nodes, 0, "{rules}: {}", p.state);
            assert_eq!(analysis.value, p.value, "{rules}: {}", p.state);
            let best = analysis.turns.iter().find(|t| t.turn == p.best).unwrap();
            assert_eq!(best.value, p.value, "{rules}: {}: best turn {}", p.state, p.best);
            checked += 1;
        }
        assert_eq!(checked, (0..BOOK_PIECES).map(|k| book.count(k)).sum::<usize>());
    }
}

#[test]
fn the_books_cover_every_reachable_position_and_read_back() {
    let mut rng = Rng::new(7);
    for (rules, book) in built() {
        assert_eq!(Book::from_bytes(&book.to_bytes()).unwrap(), *book);
        assert_eq!(book.attributes() as usize, rules.attributes.len());
        // Every way a game can go near the start, in both phases, is answered at once.
        let mut booked = solver(rules, true);
        for _ in 0..200 {
            let mut state = Quarto::new(rules);
            while state.pieces_on_board() <= BOOK_PIECES && !state.is_over() {
                let s = booked.solve(&state, false).unwrap();
                assert_eq!(s.nodes, 0, "{rules}: {state}");
                let actions = state.legal_actions();
                let a: Action = actions[rng.below(actions.len())];
                state = state.play(a).unwrap();
            }
        }
    }
}

#[test]
fn a_build_resumed_from_positions_solved_before_makes_the_same_book() {
    use quartet_engine::quarto::{BuildProgress, Solved, build_book};
    use std::collections::HashMap;
    use std::sync::Mutex;

    let rules = variants()[0]; // lines-1: built in a moment
    let solved: Mutex<Vec<Solved>> = Mutex::new(Vec::new());
    let whole = build_book(rules, 16, 2, &BuildProgress::default(), &HashMap::new(), &|s| {
        solved.lock().unwrap().push(s)
    })
    .unwrap();
    let solved = solved.into_inner().unwrap();
    assert_eq!(solved.len(), whole.count(BOOK_PIECES));
    assert!(solved.iter().all(Solved::is_valid));
    // Half of them known from a build that stopped: only the other half is solved again.
    let known: HashMap<u32, Solved> = solved.iter().step_by(2).map(|s| (s.key, *s)).collect();
    let again: Mutex<Vec<Solved>> = Mutex::new(Vec::new());
    let resumed = build_book(rules, 16, 2, &BuildProgress::default(), &known, &|s| {
        again.lock().unwrap().push(s)
    })
    .unwrap();
    let again = again.into_inner().unwrap();
    assert_eq!(again.len(), solved.len() - known.len());
    assert!(again.iter().all(|s| !known.contains_key(&s.key)));
    // The same positions and values as the whole build and the shipped book (best turns may
    // differ between equals).
    let values = |b: &Book| -> Vec<(u32, Value)> {
        book_positions(b, rules)
            .unwrap()
            .map(|p| (p.key, p.value))
            .collect()
    };
    assert_eq!(values(&resumed), values(&whole));
    if let Some(shipped) = shipped_book(rules) {
        assert_eq!(values(&resumed), values(shipped));
    }
}

#[test]
fn every_choice_of_attributes_is_answered_from_the_book_with_a_turn_that_keeps_the_value() {
    // A book is built with the first attributes and serves every choice of as many: the other
    // choices are its images. Each position near the start is answered without a search, and
    // the book's turn, mapped back to the position, keeps the value.
    let mut rng = Rng::new(11);
    let mut checked = 0;
    for (rules, _) in built() {
        let n = rules.attributes.len();
        for bits in 1u8..16 {
            if bits.count_ones() as usize != n || bits == rules.attributes.bits() {
                continue;
            }
            let other = Rules {
                attributes: Attributes::from_bits(bits).unwrap(),
                ..rules
            };
            let mut booked = solver(other, true);
            for k in 0..=BOOK_PIECES {
                for _ in 0..4 {
                    let state = random_position(other, k, &mut rng);
                    let s = booked.solve(&state, true).unwrap();
                    if s.value.distance == Some(1) {
                        continue; // the piece in hand wins: not a position of the book
                    }
                    assert_eq!(s.nodes, 0, "{other}: {state} is not answered from the book");
                    let turn = s.best.unwrap();
                    let kept = value_after(&state, turn, &mut booked);
                    assert_eq!(kept, s.value, "{other}: {state}: book turn {turn}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 200, "{checked} positions checked");
}

/// The shipped file of a kind (`book`, `five` or `six`) for a variant, as it lies in
/// `crates/engine/data`.
fn shipped_file(kind: &str, rules: Rules) -> Vec<u8> {
    let shape = if rules.squares { "squares" } else { "lines" };
    let path = format!(
        "{}/data/{kind}-{shape}-{}.bin",
        env!("CARGO_MANIFEST_DIR"),
        rules.attributes.len()
    );
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn shipped_books_and_levels_pass_every_check() {
    // The binary reads its own files without the checksum and the checks of each key and
    // value (`Reading::Shipped` in `book.rs`): each file, read with every check, must give
    // what the binary holds (a level's index included).
    for (rules, book) in built() {
        assert_eq!(
            Book::from_bytes(&shipped_file("book", rules)).as_ref(),
            Ok(book),
            "{rules}"
        );
    }
    for (pieces, kind) in [(FIVE_PIECES, "five"), (SIX_PIECES, "six")] {
        for (rules, level) in built_levels(pieces) {
            assert_eq!(level.pieces(), pieces, "{rules}");
            assert_eq!(
                BookLevel::from_bytes(&shipped_file(kind, rules)).as_ref(),
                Ok(level),
                "{rules}"
            );
        }
    }
}

#[test]
fn shipped_levels_agree_with_fresh_solves() {
    // A position with five or six pieces is answered with its level's value and a turn found
    // by a null window just below it: both are checked against fresh solves without the books.
    let mut rng = Rng::new(2027);
    for pieces in [FIVE_PIECES, SIX_PIECES] {
        let mut checked = 0;
        let levels = built_levels(pieces);
        for &(rules, level) in &levels {
            assert_eq!(level.attributes() as usize, rules.attributes.len());
            assert_eq!(level.squares(), rules.squares);
            let mut booked = solver(rules, true);
            let mut fresh = solver(rules, false);
            let (mut decisive, mut seen) = (0, 0);
            while seen < 300 {
                let state = random_position(rules, pieces, &mut rng);
                let Some(value) = answered_from_the_level(&state, &mut booked, &mut fresh) else {
                    continue; // the piece in hand wins: not a position of the level
                };
                seen += 1;
                decisive += (value.pov != Pov::Draw) as u32;
                // Without distances too.
                let quick = booked.solve(&state, false).unwrap();
                assert_eq!(quick.value.pov, value.pov, "{rules}: {state}");
                let turn = quick.best.unwrap();
                assert_eq!(
                    value_after(&state, turn, &mut fresh).pov,
                    value.pov,
                    "{rules}: {state}: turn {turn}"
                );
                checked += 1;
            }
            // The random positions meet the level's decisive ones about as often as it holds
            // them.
            if level.decisive() * 20 > level.positions() as usize {
                assert!(decisive > 0, "{rules}: no decisive position in {seen}");
            }
        }
        assert!(
            checked >= 300 * levels.len(),
            "{pieces}: {checked} positions checked"
        );
    }
}

#[test]
fn a_position_only_a_missed_win_reaches_is_searched_not_taken_for_a_draw() {
    // Each of these five pieces, had it come last, could have won where it was given: the
    // builds never meet the position, so the fifth level has no value for it.
    let rules = Rules {
        attributes: attributes_of(&Attribute::ALL[..3]),
        squares: true,
        ..Rules::STANDARD
    };
    let state = Quarto::from_position(&rules, "..../..a./.bf6/2... 5").unwrap();
    let answer = solver(rules, true).solve(&state, true).unwrap();
    let fresh = solver(rules, false).solve(&state, true).unwrap();
    assert_eq!(answer.value, fresh.value);
    assert_eq!(fresh.value.pov, Pov::Win);
}

/// Checks the answer to `state` (five or six pieces) against a fresh solve without the books:
/// the same value, and a turn that keeps it. The value, or `None` when `state` is not a position of
/// the level (its piece in hand wins).
fn answered_from_the_level(state: &Quarto, booked: &mut Solver, fresh: &mut Solver) -> Option<Value> {
    let rules = state.rules();
    let value = fresh.solve(state, true).unwrap().value;
    if value.distance == Some(1) {
        return None;
    }
    let answer = booked.solve(state, true).unwrap();
    assert_eq!(answer.value, value, "{rules}: {state}");
    let turn = answer.best.unwrap();
    assert_eq!(
        value_after(state, turn, fresh),
        value,
        "{rules}: {state}: turn {turn}"
    );
    Some(value)
}

#[test]
fn the_full_analysis_looks_its_turns_up_in_the_level_below() {
    // Every turn of a position with four pieces (place) leads to a position of the fifth
    // level, and every turn of one with five to one of the sixth: their values agree with the
    // position's value from the book or the fifth level, and with fresh solves.
    let mut rng = Rng::new(2028);
    for pieces in [FIVE_PIECES, SIX_PIECES] {
        let mut checked = 0;
        let levels = built_levels(pieces);
        for &(rules, _) in &levels {
            let mut booked = solver(rules, true);
            let mut fresh = solver(rules, false);
            for i in 0..12 {
                let state = random_position(rules, pieces - 1, &mut rng);
                checked += analysed_from_the_level(&state, &mut booked, &mut fresh, i % 5, 29) as usize;
            }
        }
        assert!(
            checked >= 4 * levels.len(),
            "{pieces}: {checked} positions analysed"
        );
    }
}

/// Checks the full analysis of `state` (four or five pieces, a piece to place) against the
/// levels: no search, the value of the book or of the fifth level, and every `step`-th turn
/// from `skip` as a fresh solve values it. False when `state` is not a position of the book or
/// of the level (its piece in hand wins).
fn analysed_from_the_level(
    state: &Quarto,
    booked: &mut Solver,
    fresh: &mut Solver,
    skip: usize,
    step: usize,
) -> bool {
    let book_value = booked.solve(state, true).unwrap().value;
    if book_value.distance == Some(1) {
        return false;
    }
    let rules = state.rules();
    let analysis = booked.analyse_turns(state, true).unwrap();
    assert_eq!(analysis.nodes, 0, "{rules}: {state}: searched");
    assert_eq!(analysis.value, book_value, "{rules}: {state}");
    assert_eq!(analysis.turns[0].value, book_value, "{rules}: {state}");
    for t in analysis.turns.iter().skip(skip).step_by(step) {
        assert_eq!(
            value_after(state, t.turn, fresh),
            t.value,
            "{rules}: {state}: {}",
            t.turn
        );
    }
    true
}

/// The rules of `rules` with as many attributes, the last ones instead of the first (the
/// levels are built with the first: another choice is answered through an image).
fn last_attributes(rules: Rules) -> Rules {
    let n = rules.attributes.len();
    Rules {
        attributes: attributes_of(&Attribute::ALL[Attribute::ALL.len() - n..]),
        ..rules
    }
}

#[test]
fn the_levels_serve_every_choice_of_attributes() {
    // A level built with the first attributes answers the last ones too: positions of the
    // level get the fresh solve's value and a turn that keeps it, and the full analysis of a
    // position with one piece fewer looks every turn up, as it does with the first attributes.
    let mut rng = Rng::new(2029);
    for pieces in [FIVE_PIECES, SIX_PIECES] {
        let (mut solved, mut analysed, mut variants) = (0, 0, 0);
        for (first, _) in built_levels(pieces) {
            let last = last_attributes(first);
            if last == first {
                continue; // all four attributes: one choice only
            }
            variants += 1;
            let mut booked = solver(last, true);
            let mut fresh = solver(last, false);
            let mut seen = 0;
            while seen < 40 {
                let state = random_position(last, pieces, &mut rng);
                if answered_from_the_level(&state, &mut booked, &mut fresh).is_none() {
                    continue; // the piece in hand wins: not a position of the level
                }
                seen += 1;
                solved += 1;
            }
            for rules in [first, last] {
                let (mut booked, mut fresh) = (solver(rules, true), solver(rules, false));
                let mut done = 0;
                while done < 3 {
                    let state = random_position(rules, pieces - 1, &mut rng);
                    if analysed_from_the_level(&state, &mut booked, &mut fresh, 0, 37) {
                        done += 1;
                        analysed += 1;
                    }
                }
            }
        }
        assert!(
            variants > 0 && solved >= 40 * variants && analysed >= 6 * variants,
            "{pieces}: {solved} solved, {analysed} analysed in {variants} variants"
        );
    }
}
