//! The Quarto! bots: legal, within budget, and the perfect bot never gives away a value.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use quartet_core::chance::Rng;
use quartet_core::quarto::{Action, Attributes, Phase, Quarto, Rules, WinMode};
use quartet_core::{Game, Pov};
use quartet_engine::bot::Bot;
use quartet_engine::levels::Level;
use quartet_engine::quarto::{Book, QuartoBot, Solver, SolverOptions, Value, shipped_book};
use quartet_test_kit::quarto::random_position;

fn bot(level: Level, ms: u64, seed: u64) -> QuartoBot {
    QuartoBot::new(level, Duration::from_millis(ms), seed).with_solver(8, 1)
}

/// Plays `state` to the end with `bots[seat]` choosing for each seat; returns the end. (How
/// long the levels take an action is measured, not asserted: BENCHMARKS.md, "Time an action
/// within the budgets".)
fn play_out(mut state: Quarto, bots: &mut [QuartoBot; 2]) -> Quarto {
    while !state.is_over() {
        let seat = state.to_move().index();
        let action = bots[seat].choose_action(&state);
        state = state
            .play(action)
            .unwrap_or_else(|e| panic!("{} played {action} on {}: {e}", bots[seat].name(), e.state));
    }
    state
}

#[test]
fn every_level_plays_legal_games_in_every_variant() {
    let mut games = 0;
    for (i, level) in Level::ALL.into_iter().enumerate() {
        for (j, (bits, squares, win_mode)) in [
            (0b1111u8, false, WinMode::Auto),
            (0b1111, true, WinMode::Announce),
            (0b0011, false, WinMode::Announce),
            (0b0100, true, WinMode::Auto),
        ]
        .into_iter()
        .enumerate()
        {
            let rules = Rules {
                attributes: Attributes::from_bits(bits).unwrap(),
                squares,
                win_mode,
            };
            let seed = (i * 10 + j) as u64;
            let mut bots = [bot(level, 40, seed), bot(Level::Casual, 40, seed + 100)];
            let end = play_out(Quarto::new(rules), &mut bots);
            assert!(end.is_over());
            games += 1;
        }
    }
    assert_eq!(games, 4 * Level::ALL.len());
}

#[test]
fn beginner_takes_an_immediate_win() {
    // Row 1 holds three pieces that share "short" and "light": piece 4 (short) wins on d1.
    let state = Quarto::from_position(&Rules::STANDARD, "..../..../..8./012. 4").unwrap();
    for seed in 0..20 {
        let mut b = bot(Level::Beginner, 50, seed);
        let action = b.choose_action(&state);
        let after = state.play(action).unwrap();
        assert_eq!(after.outcome().map(|o| o.pov(state.to_move())), Some(Pov::Win));
    }
}

#[test]
fn perfect_never_gives_away_a_value() {
    let mut rng = Rng::new(17);
    let mut checked = 0;
    for rules in [
        Rules::STANDARD,
        Rules {
            squares: true,
            ..Rules::STANDARD
        },
    ] {
        let mut solver = Solver::new(
            rules,
            SolverOptions {
                hash_mib: 16,
                threads: 1,
                ..SolverOptions::default()
            },
        )
        .unwrap();
        for n in 0..24 {
            let state = random_position(rules, 8 + (n % 3), &mut rng);
            let value = solver.solve(&state, true).unwrap().value;
            let me = state.to_move();
            let opponent_level = [Level::Beginner, Level::Casual, Level::Strong][n as usize % 3];
            let mut perfect = bot(Level::Perfect, 2000, n as u64);
            let mut other = bot(opponent_level, 200, 1000 + n as u64);
            let mut s = state;
            let mut first_turn = true;
            while !s.is_over() {
                let action = if s.to_move() == me {
                    let a = perfect.choose_action(&s);
                    if first_turn && value.pov == Pov::Loss {
                        // The slowest loss: after the whole turn, the opponent wins no sooner.
                        assert!(perfect.explain().starts_with("exact"), "{}", perfect.explain());
                    }
                    a
                } else {
                    first_turn = false;
                    other.choose_action(&s)
                };
                s = s.play(action).unwrap();
            }
            let result = s.outcome().unwrap().pov(me);
            assert!(
                result >= value.pov,
                "{state}: value {value}, perfect got {result:?}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 48);
}

#[test]
fn perfect_in_a_lost_position_loses_slowest() {
    let mut rng = Rng::new(23);
    let rules = Rules::STANDARD;
    let mut solver = Solver::new(
        rules,
        SolverOptions {
            hash_mib: 16,
            threads: 1,
            ..SolverOptions::default()
        },
    )
    .unwrap();
    let mut lost = 0;
    while lost < 10 {
        let state = random_position(rules, 9, &mut rng);
        let value = solver.solve(&state, true).unwrap().value;
        if value.pov != Pov::Loss {
            continue;
        }
        lost += 1;
        let mut perfect = bot(Level::Perfect, 2000, lost);
        let place = perfect.choose_action(&state);
        let mut s = state.play(place).unwrap();
        if s.phase() == Phase::Give {
            let give = perfect.choose_action(&s);
            s = s.play(give).unwrap();
        }
        // The opponent's value after the turn: a win no sooner than the loss we had.
        let after = solver.solve(&s, true).unwrap().value;
        assert_eq!(after.pov, Pov::Win, "{state}");
        assert_eq!(
            after.distance.map(|d| d + 1),
            value.distance,
            "{state}: perfect played {place} into {s}"
        );
    }
}

/// The variants with a shipped book, the largest first (`tests/book.rs` checks the books; a
/// variant whose book is not built yet is searched).
fn with_books() -> Vec<Rules> {
    let mut out = Vec::new();
    for bits in [0b1111u8, 0b0111, 0b0011, 0b0001] {
        for squares in [true, false] {
            let rules = Rules {
                attributes: Attributes::from_bits(bits).unwrap(),
                squares,
                ..Rules::STANDARD
            };
            if shipped_book(rules).is_some() {
                out.push(rules);
            }
        }
    }
    assert!(!out.is_empty());
    out
}

#[test]
fn shipped_books_read_and_round_trip() {
    for rules in with_books() {
        let book = shipped_book(rules).expect("a shipped book");
        assert!(!book.is_empty());
        assert_eq!(Book::from_bytes(&book.to_bytes()).unwrap(), *book);
    }
    assert!(Book::from_bytes(b"QTOBOOK1abc").is_err());
    assert!(Book::from_bytes(b"nonsense").is_err());
}

/// A perfect bot that may search no node at all: whatever it answers exactly came from the
/// book, without a search (so at once, whatever the machine).
fn perfect_without_search(seed: u64) -> QuartoBot {
    QuartoBot::with_nodes(Level::Perfect, 0, None, seed).with_solver(8, 1)
}

#[test]
fn perfect_plays_the_opening_from_the_book_at_once() {
    for rules in with_books().into_iter().take(2) {
        // The perfect bot moves second: its first two placements (the first and the third
        // piece) are valued from the book, every reply too.
        let mut perfect = perfect_without_search(3);
        let mut other = bot(Level::Casual, 50, 4);
        let mut state = Quarto::new(rules);
        let mut exact_turns = 0;
        while state.pieces_on_board() < 4 && !state.is_over() {
            let action = if state.to_move().index() == 1 {
                let a = perfect.choose_action(&state);
                if state.phase() == Phase::Place {
                    assert!(perfect.explain().starts_with("exact"), "{}", perfect.explain());
                    exact_turns += 1;
                }
                a
            } else {
                other.choose_action(&state)
            };
            state = state.play(action).unwrap();
        }
        assert!(exact_turns >= 2, "{rules}");
    }
}

#[test]
fn perfect_answers_from_the_book_from_the_empty_board() {
    let rules = with_books()[0];
    let mut perfect = perfect_without_search(1);
    let state = Quarto::new(rules)
        .play(Action::Give("0".parse().unwrap()))
        .unwrap();
    let action = perfect.choose_action(&state);
    assert!(state.check(action).is_ok());
    assert!(perfect.explain().starts_with("exact"), "{}", perfect.explain());
    // Past the book the same bot cannot be exact: it searches nothing.
    let past = Quarto::from_position(&rules, "..../.3../1.0./.2.4 5").unwrap();
    let action = perfect.choose_action(&past);
    assert!(past.check(action).is_ok());
    assert!(!perfect.explain().starts_with("exact"), "{}", perfect.explain());
}

/// The value of `state` for the player to move: from a solver without the book when the
/// search is quick enough (five pieces or more), and from one with the book (which
/// `tests/book.rs` checks against the search) below.
fn value_of(state: &Quarto, with_book: &mut Solver, without: &mut Solver) -> Value {
    let v = with_book.solve(state, true).unwrap().value;
    if state.pieces_on_board() >= 5 {
        assert_eq!(without.solve(state, true).unwrap().value, v, "{state}");
    }
    v
}

#[test]
fn perfect_keeps_every_value_checked_against_book_and_solver() {
    // From random positions with 0 to 9 pieces in several variants (5 to 9 where the book is
    // not built yet), each turn perfect plays (with the levels' budget of nodes, no time
    // limit) keeps the value exactly.
    let mut rng = Rng::new(31);
    let mut turns = 0;
    for (bits, squares) in [(0b1111u8, false), (0b1111, true), (0b0110, false), (0b1011, true)] {
        let rules = Rules {
            attributes: Attributes::from_bits(bits).unwrap(),
            squares,
            ..Rules::STANDARD
        };
        let options = |book| SolverOptions {
            hash_mib: 64,
            threads: 2,
            book,
            ..SolverOptions::default()
        };
        let mut with_book = Solver::new(rules, options(true)).unwrap();
        let mut without = Solver::new(rules, options(false)).unwrap();
        for n in 0..10u64 {
            let pieces = if shipped_book(rules).is_some() {
                n
            } else {
                5 + n / 2
            };
            let state = random_position(rules, pieces as u32, &mut rng);
            let value = value_of(&state, &mut with_book, &mut without);
            let mut perfect = QuartoBot::with_nodes(Level::Perfect, 25_000_000, None, n).with_solver(64, 1);
            let mut after = state.play(perfect.choose_action(&state)).unwrap();
            if after.phase() == Phase::Give && after.to_move() == state.to_move() {
                after = after.play(perfect.choose_action(&after)).unwrap();
            }
            let claim = after.claimable().next();
            if let Some(a) = claim {
                after = after.play(Action::Claim(a)).unwrap();
            }
            let kept = match after.outcome() {
                Some(o) => Value {
                    pov: o.pov(state.to_move()),
                    distance: (o.pov(state.to_move()) != Pov::Draw).then_some(1),
                },
                None => {
                    let v = value_of(&after, &mut with_book, &mut without);
                    Value {
                        pov: v.pov.flip(),
                        distance: v.distance.map(|d| d + 1),
                    }
                }
            };
            assert_eq!(kept, value, "{rules}: {state} -> {after} ({})", perfect.explain());
            turns += 1;
        }
    }
    assert_eq!(turns, 40);
}

#[test]
fn perfect_beyond_its_budget_keeps_the_draw_when_it_sets_a_trap() {
    // With a small budget of nodes perfect cannot value every turn of these positions (5 to 7
    // pieces), nor some of the positions themselves: it looks for a trap that keeps the draw
    // (or plays its best turn). Whatever it plays from a drawn position keeps the draw, checked
    // by a fresh solve (without the check of the trap's value, one in these 60 loses).
    let mut rng = Rng::new(41);
    let rules = Rules::STANDARD;
    let mut solver = Solver::new(
        rules,
        SolverOptions {
            hash_mib: 32,
            threads: 1,
            book: false,
            ..SolverOptions::default()
        },
    )
    .unwrap();
    let (mut drawn, mut traps) = (0, 0);
    for n in 0..400u64 {
        if drawn == 60 {
            break;
        }
        let state = random_position(rules, 5 + (n % 3) as u32, &mut rng);
        if state.phase() != Phase::Place || solver.solve(&state, false).unwrap().value.pov != Pov::Draw {
            continue;
        }
        drawn += 1;
        let mut perfect = QuartoBot::with_nodes(Level::Perfect, 40_000, None, n).with_solver(16, 1);
        let mut after = state.play(perfect.choose_action(&state)).unwrap();
        if after.phase() == Phase::Give {
            after = after.play(perfect.choose_action(&after)).unwrap();
        }
        let explain = perfect.explain();
        if explain.contains("a trap for a player beyond his depth") && explain.contains("does not value") {
            traps += 1;
        }
        let kept = match after.outcome() {
            Some(o) => o.pov(state.to_move()),
            None => solver.solve(&after, false).unwrap().value.pov.flip(),
        };
        assert_eq!(kept, Pov::Draw, "{state} -> {after} ({explain})");
    }
    assert_eq!(drawn, 60);
    assert!(traps >= 1, "no trap set beyond the budget in {drawn} positions");
}
