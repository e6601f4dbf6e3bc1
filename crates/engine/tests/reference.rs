//! The solver against a plain, slow reference minimax written over the `Game` trait alone,
//! on thousands of random positions with many pieces down, in every variant and both win
//! modes; and known positions as fixtures.

use quartet_core::chance::Rng;
use quartet_core::quarto::{Action, Attributes, Phase, Quarto, Rules, WinMode};
use quartet_core::{Game, Pov};
use quartet_engine::quarto::{Solver, SolverOptions, Turn, Value};

/// Minimax over single actions: the value for the player to move and, with `distance`, the
/// placements until the end (shortest win, longest loss). Without `distance` it stops at the
/// first win found.
fn reference(state: &Quarto, distance: bool) -> (Pov, u32) {
    if let Some(outcome) = state.outcome() {
        return (outcome.pov(state.to_move()), 0);
    }
    let me = state.to_move();
    let mut best: Option<(Pov, u32)> = None;
    for action in state.legal_actions() {
        let mut child = *state;
        child.play_unchecked(action);
        let (pov, d) = reference(&child, distance);
        let pov = if child.to_move() == me { pov } else { pov.flip() };
        let d = d + matches!(action, Action::Place(_)) as u32;
        let better = match best {
            None => true,
            Some((bp, bd)) => rank(pov, d) > rank(bp, bd),
        };
        if better {
            best = Some((pov, d));
            if pov == Pov::Win && !distance {
                break;
            }
        }
    }
    best.unwrap_or((Pov::Draw, 0))
}

fn rank(pov: Pov, d: u32) -> i64 {
    match pov {
        Pov::Win => 1000 - d as i64,
        Pov::Draw => 0,
        Pov::Loss => -1000 + d as i64,
    }
}

/// A random position reached by random legal actions, with `pieces` on the board and a
/// piece in hand (or, sometimes, inside a turn after the placement).
fn random_position(rules: Rules, pieces: u32, rng: &mut Rng) -> Quarto {
    loop {
        let mut state = Quarto::new(rules);
        loop {
            if state.is_over() {
                break;
            }
            if state.pieces_on_board() == pieces {
                let inside_turn = state.phase() == Phase::Give && rng.below(4) == 0;
                if state.phase() == Phase::Place || inside_turn {
                    return state;
                }
            }
            let actions = state.legal_actions();
            // In auto mode, avoid ending the game early most of the time.
            let a = actions[rng.below(actions.len())];
            state.play_unchecked(a);
        }
    }
}

fn all_variants() -> Vec<Rules> {
    let mut out = Vec::new();
    for bits in 1..16u8 {
        for squares in [false, true] {
            for win_mode in [WinMode::Auto, WinMode::Announce] {
                out.push(Rules {
                    attributes: Attributes::from_bits(bits).unwrap(),
                    squares,
                    win_mode,
                });
            }
        }
    }
    out
}

fn solver(rules: Rules, threads: usize, tt_min_empty: u32) -> Solver {
    solver_with_book(rules, threads, tt_min_empty, true)
}

/// [`solver`], with or without the book (without: every position is searched).
fn solver_with_book(rules: Rules, threads: usize, tt_min_empty: u32, book: bool) -> Solver {
    Solver::new(
        rules,
        SolverOptions {
            hash_mib: 2,
            threads,
            tt_min_empty,
            book,
            ..SolverOptions::default()
        },
    )
    .unwrap()
}

/// Plays the turn on the state (with the claim an announce-mode winner makes).
fn play_turn(state: &Quarto, turn: Turn) -> Quarto {
    let mut s = *state;
    for a in turn.actions() {
        s = s.play(a).expect("the solver's turn is legal");
    }
    let claim = s.claimable().next();
    if let Some(a) = claim {
        s = s.play(Action::Claim(a)).unwrap();
    }
    s
}

fn check_variant(rules: Rules, positions: usize, seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut plain = solver(rules, 1, 5);
    let mut eager = solver(rules, 2, 2);
    let mut checked = 0;
    for i in 0..positions {
        let pieces = [10, 11, 11, 12, 12, 13][i % 6];
        let state = random_position(rules, pieces, &mut rng);
        let (pov, _) = reference(&state, false);
        let a = plain.solve(&state, false).unwrap();
        let b = eager.solve(&state, false).unwrap();
        assert_eq!(a.value.pov, pov, "{rules}: {state}");
        assert_eq!(b.value.pov, pov, "{rules} (2 threads, table everywhere): {state}");
        // The best turn keeps the value, and is whole: it gives a piece unless the game ends
        // with its placement or every placement loses at once.
        if let Some(turn) = a.best {
            let after = play_turn(&state, turn);
            if let Turn::Play {
                place: Some(_),
                give: None,
            } = turn
                && !after.is_over()
            {
                assert_eq!(
                    reference(&state, true),
                    (Pov::Loss, 2),
                    "{rules}: {state}: {turn} gives nothing"
                );
            }
            let (child, _) = reference(&after, false);
            let child = if after.to_move() == state.to_move() {
                child
            } else {
                child.flip()
            };
            assert_eq!(child, pov, "{rules}: best turn {turn} of {state}");
        }
        checked += 1;
    }
    checked
}

#[test]
fn agrees_with_reference_minimax_in_every_variant() {
    let mut total = 0;
    for (i, rules) in all_variants().into_iter().enumerate() {
        total += check_variant(rules, 50, 1000 + i as u64);
    }
    assert!(total >= 3000, "{total} positions checked");
}

#[test]
fn distances_agree_with_reference_minimax() {
    let mut rng = Rng::new(7);
    let mut checked = 0;
    for rules in all_variants().into_iter().step_by(3) {
        let mut s = solver(rules, 1, 4);
        for i in 0..12 {
            let state = random_position(rules, [11, 12, 12][i % 3], &mut rng);
            let (pov, d) = reference(&state, true);
            let v = s.solve(&state, true).unwrap().value;
            let want = Value {
                pov,
                distance: (pov != Pov::Draw).then_some(d),
            };
            assert_eq!(v, want, "{rules}: {state}");
            checked += 1;
        }
    }
    assert!(checked > 200);
}

#[test]
fn analysis_values_every_turn_like_the_reference() {
    let mut rng = Rng::new(99);
    for rules in [
        Rules::STANDARD,
        Rules {
            squares: true,
            ..Rules::STANDARD
        },
    ] {
        let mut s = solver(rules, 2, 5);
        for _ in 0..20 {
            let state = random_position(rules, 11, &mut rng);
            let analysis = s.analyse(&state, false).unwrap();
            let (pov, _) = reference(&state, false);
            assert_eq!(analysis.value.pov, pov, "{state}");
            for tv in &analysis.turns {
                let after = play_turn(&state, tv.turn);
                let (child, _) = reference(&after, false);
                let child = if after.to_move() == state.to_move() {
                    child
                } else {
                    child.flip()
                };
                assert_eq!(tv.value.pov, child, "{state}: turn {}", tv.turn);
            }
            // The principal line is legal and ends the game with the value.
            let mut end = state;
            for &a in &analysis.principal_line {
                end = end.play(a).unwrap();
            }
            assert!(end.is_over(), "{state}: the line does not end the game");
            assert_eq!(end.outcome().unwrap().pov(state.to_move()), pov, "{state}");
        }
    }
}

#[test]
fn analysis_distances_every_turn_like_the_reference() {
    // Every turn's value and distance, with the searched turns valued first and their
    // distances found with a window on their side of a draw.
    let mut rng = Rng::new(98);
    for rules in all_variants().into_iter().step_by(5) {
        let mut s = solver(rules, 2, 5);
        for i in 0..4 {
            let state = random_position(rules, [11, 12][i % 2], &mut rng);
            let analysis = s.analyse(&state, true).unwrap();
            let (pov, d) = reference(&state, true);
            assert_eq!(analysis.value.pov, pov, "{rules}: {state}");
            assert_eq!(
                analysis.value.distance,
                (pov != Pov::Draw).then_some(d),
                "{rules}: {state}"
            );
            for tv in &analysis.turns {
                let after = play_turn(&state, tv.turn);
                let (child, cd) = reference(&after, true);
                let (child, cd) = if after.to_move() == state.to_move() {
                    (child, cd)
                } else {
                    (child.flip(), cd)
                };
                // The turn's own placement counts, unless the turn is a give alone.
                let placed = matches!(tv.turn, Turn::Play { place: Some(_), .. }) as u32;
                let want = Value {
                    pov: child,
                    distance: (child != Pov::Draw).then_some(cd + placed),
                };
                assert_eq!(tv.value, want, "{rules}: {state}: turn {}", tv.turn);
            }
        }
    }
}

#[test]
fn analysis_of_larger_positions_values_every_turn_like_fresh_solves() {
    // With 6 and 7 pieces down a full analysis searches its turns' positions one after
    // another, keeping positions of 7 and 8 empty cells in the table for their siblings
    // (which a solve does not): every turn's value and distance must be that of a solve of
    // its position alone, from an empty table that holds only positions of 9 cells or more.
    let mut rng = Rng::new(97);
    let mut searched = 0;
    for rules in [
        Rules::STANDARD,
        Rules {
            squares: true,
            ..Rules::STANDARD
        },
    ] {
        let mut s = solver_with_book(rules, 2, 9, false);
        for pieces in [6, 6, 6, 7, 7, 7] {
            let state = random_position(rules, pieces, &mut rng);
            let analysis = s.analyse_turns(&state, true).unwrap();
            searched += analysis.nodes;
            for tv in &analysis.turns {
                let after = play_turn(&state, tv.turn);
                if after.is_over() {
                    continue;
                }
                let solved = solver_with_book(rules, 1, 9, false)
                    .solve(&after, true)
                    .unwrap()
                    .value;
                let flip = after.to_move() != state.to_move();
                let placed = matches!(tv.turn, Turn::Play { place: Some(_), .. }) as u32;
                let want = Value {
                    pov: if flip { solved.pov.flip() } else { solved.pov },
                    distance: solved
                        .distance
                        .filter(|_| solved.pov != Pov::Draw)
                        .map(|d| d + placed),
                };
                assert_eq!(tv.value, want, "{rules}: {state}: turn {}", tv.turn);
            }
        }
    }
    assert!(searched > 10_000, "the turns were searched: {searched} nodes");
}

fn standard(position: &str) -> Quarto {
    Quarto::from_position(&Rules::STANDARD, position).unwrap()
}

#[test]
fn fixture_forced_win_in_two_turns() {
    // No piece wins at once, but one turn forces a win on the next own placement.
    let state = standard("10.d/53.8/.c.a/.fe. 7");
    let mut s = solver(Rules::STANDARD, 1, 5);
    let solution = s.solve(&state, true).unwrap();
    assert_eq!(reference(&state, true), (Pov::Win, 3));
    assert_eq!(
        solution.value,
        Value {
            pov: Pov::Win,
            distance: Some(3)
        }
    );
    // The best turn leaves the opponent lost in two placements.
    let after = play_turn(&state, solution.best.unwrap());
    assert_eq!(reference(&after, true), (Pov::Loss, 2));
    // Without distances, the same value.
    assert_eq!(s.solve(&state, false).unwrap().value.pov, Pov::Win);
}

#[test]
fn fixture_poisoned_pieces_lose() {
    // Inside a turn, after the placement: three tall pieces on row 1 and three short ones on
    // row 2, so every piece of the pool (tall or short) wins for the opponent.
    let state = standard("..../..../024./135. *");
    assert_eq!(state.phase(), Phase::Give);
    let mut s = solver(Rules::STANDARD, 1, 5);
    let solution = s.solve(&state, true).unwrap();
    assert_eq!(
        solution.value,
        Value {
            pov: Pov::Loss,
            distance: Some(1)
        }
    );
    let analysis = s.analyse(&state, true).unwrap();
    assert_eq!(analysis.turns.len(), 10);
    assert!(analysis.turns.iter().all(|t| t.value == solution.value));
}

#[test]
fn fixture_drawn_position() {
    let state = standard("fe2./.53./.7.b/61.4 8");
    let mut s = solver(Rules::STANDARD, 1, 5);
    assert_eq!(reference(&state, false).0, Pov::Draw);
    let solution = s.solve(&state, true).unwrap();
    assert_eq!(
        solution.value,
        Value {
            pov: Pov::Draw,
            distance: None
        }
    );
    let after = play_turn(&state, solution.best.unwrap());
    assert_eq!(reference(&after, false).0, Pov::Draw);
}

/// Positions big enough for the two-thread split search (8 to 10 empty cells) get the same
/// value and distance as one thread, and the split's best turn keeps the value.
#[test]
fn split_search_agrees_with_one_thread() {
    let mut rng = Rng::new(77);
    for rules in all_variants().into_iter().step_by(7) {
        let mut one = solver(rules, 1, 7);
        let mut two = solver(rules, 2, 7);
        for i in 0..12 {
            let pieces = [6, 7, 8][i % 3];
            let state = random_position(rules, pieces, &mut rng);
            for distance in [false, true] {
                let a = one.solve(&state, distance).unwrap();
                let b = two.solve(&state, distance).unwrap();
                assert_eq!(a.value, b.value, "{rules} distance {distance}: {state}");
                let Some(turn) = b.best else { continue };
                let after = play_turn(&state, turn);
                let child = one.solve(&after, distance).unwrap().value.pov;
                let kept = if after.to_move() == state.to_move() {
                    child
                } else {
                    child.flip()
                };
                assert_eq!(kept, b.value.pov, "{rules}: best turn {turn} of {state}");
            }
        }
    }
}

#[test]
fn a_stopped_split_search_leaves_the_solver_usable() {
    // A solve cut short by its deadline, with the helper thread at work, then by the stop
    // flag from another thread; the same solver (and its waiting helper) then solves
    // correctly. Without the book, which answers a 2-piece position at once.
    let rules = Rules::STANDARD;
    let mut rng = Rng::new(78);
    let mut two = solver_with_book(rules, 2, 8, false);
    let mut one = solver_with_book(rules, 1, 8, false);
    let hard = random_position(rules, 2, &mut rng);
    two.set_deadline(Some(
        std::time::Instant::now() + std::time::Duration::from_millis(20),
    ));
    assert!(
        two.solve(&hard, false).is_err(),
        "a 2-piece solve takes seconds: {hard}"
    );
    two.set_deadline(None);
    let stop = two.stop_flag();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(20));
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    assert!(two.solve(&hard, false).is_err(), "stopped: {hard}");
    stopper.join().unwrap();
    for _ in 0..6 {
        let state = random_position(rules, 7, &mut rng);
        let a = one.solve(&state, true).unwrap();
        let b = two.solve(&state, true).unwrap();
        assert_eq!(a.value, b.value, "{state}");
    }
}
