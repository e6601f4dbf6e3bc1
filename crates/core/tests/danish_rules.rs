//! The rules of Danish Quarto played out: placement, movement, passing, flying, squares and
//! captures with every ruling of the spec, winning, the 4-against-4 rule, threefold
//! repetition, the ply cap; then the conformance harness, records, and random games played to
//! the end with invariants checked at every turn.

use quartet_core::chance::Rng;
use quartet_core::danish::board::SQUARES;
use quartet_core::danish::{
    Action, Colour, Config, DanishQuarto, IllegalAction as Error, Point, Position, PositionError, is_valid,
};
use quartet_core::record::{Record, RecordError};
use quartet_core::{Game, Outcome, Player};
use quartet_test_kit::conformance::{Settings, check_random_games};

fn game(position: &str) -> DanishQuarto {
    DanishQuarto::from_position(&Config::default(), position).unwrap_or_else(|e| panic!("{position}: {e}"))
}

fn act(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(state: DanishQuarto, moves: &str) -> DanishQuarto {
    moves.split_whitespace().fold(state, |s, m| {
        s.play(act(m)).unwrap_or_else(|e| panic!("{m}: {e}"))
    })
}

fn legal(state: &DanishQuarto) -> Vec<String> {
    state.legal_actions().iter().map(|a| a.to_string()).collect()
}

fn refused(state: &DanishQuarto, text: &str) -> Error {
    match state.check(act(text)) {
        Ok(()) => panic!("{text} was accepted in {}", state.position()),
        Err(e) => e,
    }
}

#[test]
fn placement_takes_24_turns_then_the_13th_move_is_a_movement() {
    let mut state = DanishQuarto::default();
    assert_eq!(state.to_move(), Player(0), "White moves first");
    assert_eq!(state.legal_actions().len(), 37);
    let mut rng = Rng::new(3);
    for turn in 0..24 {
        assert!(state.position_now().in_placement(), "turn {turn} is a placement");
        let actions = state.legal_actions();
        assert!(actions.iter().all(|a| matches!(a, Action::Place { .. })));
        assert_eq!(
            refused(&state, "e5-f6"),
            Error::MustPlace {
                hand: state.position_now().hand(state.colour_to_move())
            }
        );
        let a = *rng.choose(&actions).unwrap();
        state.play_unchecked(a);
        if state.is_over() {
            panic!(
                "a placement game of random moves ended early: {}",
                state.position()
            );
        }
    }
    let p = state.position_now();
    assert_eq!((p.hand(Colour::White), p.hand(Colour::Black)), (0, 0));
    assert!(!p.in_placement());
    assert_eq!(state.to_move(), Player(0), "White's 13th move");
    assert!(
        state
            .legal_actions()
            .iter()
            .all(|a| matches!(a, Action::Move { .. } | Action::Pass))
    );
    let empty = Point::in_mask(p.empty()).next().unwrap();
    assert_eq!(
        state.check(Action::Place {
            to: empty,
            capture: None
        }),
        Err(Error::MustMove)
    );
}

#[test]
fn captures_are_compulsory_and_only_of_unprotected_pieces() {
    let fig2 = game("e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3");
    assert_eq!(refused(&fig2, "g5"), Error::CaptureRequired);
    assert_eq!(refused(&fig2, "g5xc3"), Error::Protected("c3".parse().unwrap()));
    assert_eq!(
        refused(&fig2, "g5xe5"),
        Error::NotOpponentPiece("e5".parse().unwrap())
    );
    assert_eq!(
        refused(&fig2, "g5xg5"),
        Error::NotOpponentPiece("g5".parse().unwrap())
    );
    assert_eq!(refused(&fig2, "a3xb6"), Error::NoSquareMade);
    assert_eq!(refused(&fig2, "e5"), Error::Occupied("e5".parse().unwrap()));
    let after = play(fig2, "g5xf4");
    assert_eq!(
        after.position(),
        "e5,e7,e9,g3,g5,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f6 b 2 3"
    );
    assert_eq!(
        after.history().len(),
        1,
        "a capture is irreversible: the history restarts"
    );
}

#[test]
fn protection_is_judged_after_the_piece_has_landed() {
    // Black's diamond d4-f6-d8-b6 is valid and protects its corners, until White lands on
    // its side point c5, which completes White's square a3-c3-c5-a5.
    let state = game("a3,a5,c3/b6,d4,d8,f6 w 5 5");
    let c5: Vec<String> = legal(&state)
        .into_iter()
        .filter(|m| m.starts_with("c5"))
        .collect();
    assert_eq!(c5, ["c5xb6", "c5xd4", "c5xd8", "c5xf6"]);
    // A White square made away from its sides (h4 completes g3-h2-i3-h4) leaves the diamond
    // valid, and its corners protected: only i7 can be taken.
    let state = game("g3,h2,i3/b6,d4,d8,f6,i7 w 4 4");
    let made: Vec<String> = legal(&state).into_iter().filter(|m| m.contains('x')).collect();
    assert_eq!(made, ["h4xi7"]);
    assert_eq!(refused(&state, "h4xd4"), Error::Protected("d4".parse().unwrap()));
}

#[test]
fn one_capture_even_when_two_squares_are_made() {
    // c5 completes both a3-c3-c5-a5 and c3-e3-e5-c5.
    let state = game("a3,a5,c3,e3,e5/b8,d8,f8,h8,i7 w 3 3");
    let c5: Vec<String> = legal(&state)
        .into_iter()
        .filter(|m| m.starts_with("c5"))
        .collect();
    assert_eq!(c5, ["c5xb8", "c5xd8", "c5xf8", "c5xh8", "c5xi7"]);
    let after = play(state, "c5xb8");
    assert_eq!(after.position_now().total(Colour::Black), 7);
}

#[test]
fn a_square_is_made_only_by_the_piece_just_placed_or_moved() {
    // White's square e7-g7-g9-e9 stands already; a placement elsewhere makes nothing.
    let fig2 = game("e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3");
    assert!(legal(&fig2).contains(&"a3".to_string()));
    assert_eq!(refused(&fig2, "a3xb6"), Error::NoSquareMade);
}

#[test]
fn every_opponent_piece_protected_means_no_capture() {
    let state = game("a5,e7,e9,g7,h8,i5/c3,d2,d4,e3,e5,f4,f6,g5 w 0 0");
    assert!(legal(&state).contains(&"h8-g9".to_string()));
    assert!(legal(&state).iter().all(|m| !m.contains('x')));
    let g9 = play(state.clone(), "h8-g9");
    assert!(
        g9.position_now()
            .valid_squares(Colour::White)
            .any(|s| s.to_string() == "e7-g7-g9-e9")
    );
    assert_eq!(
        refused(&state, "h8-g9xc3"),
        Error::Protected("c3".parse().unwrap())
    );
}

#[test]
fn a_player_who_cannot_move_passes_and_a_pass_is_a_turn() {
    let blocked = "a5,b2,b4,c3,d2,e3,e7,f2,g3,h2,h4,i5/a3,c1,e1,g1,i3 b 0 0";
    let state = game(blocked);
    assert_eq!(legal(&state), ["pass"]);
    let after = play(state.clone(), "pass");
    assert_eq!(after.to_move(), Player(0));
    assert_eq!(after.ply(), 1);
    assert_eq!(refused(&after, "pass"), Error::PassWithMoves);
    assert_eq!(
        refused(&DanishQuarto::default(), "pass"),
        Error::MustPlace { hand: 12 }
    );
    // Black passes, White shuffles e7-e9 and back: the third occurrence of the position is a
    // draw, the passes counting as turns.
    let mut s = state;
    for (i, m) in ["pass", "e7-e9", "pass", "e9-e7", "pass", "e7-e9", "pass"]
        .iter()
        .enumerate()
    {
        s = play(s, m);
        assert!(!s.is_over(), "over after {} turns", i + 1);
    }
    assert_eq!(s.occurrences(), 2);
    s = play(s, "e9-e7");
    assert_eq!(s.position(), blocked);
    assert_eq!(s.occurrences(), 3);
    assert_eq!(s.outcome(), Some(Outcome::Draw));
    assert!(s.legal_actions().is_empty());
    assert_eq!(s.check(act("pass")), Err(Error::GameOver));
}

#[test]
fn threefold_repetition_draws_and_counts_exact_positions() {
    let start = game("a3,a5,a7,c1,c9/e1,g1,i3,i5,i7 w 0 0");
    let cycle = "a3-b2 i7-h8 b2-a3 h8-i7";
    let twice = play(start.clone(), cycle);
    assert_eq!(twice.position(), start.position());
    assert_eq!(twice.occurrences(), 2);
    assert!(!twice.is_over());
    let thrice = play(twice, cycle);
    assert_eq!(thrice.outcome(), Some(Outcome::Draw));
    assert_eq!(thrice.ply(), 8);
    // The same player to move matters: after 3 turns of a 4-turn cycle nothing repeats yet.
    let other = play(start, "a3-b2 i7-h8 b2-a3");
    assert_eq!(other.occurrences(), 1);
}

#[test]
fn the_ply_cap_draws() {
    let config: Config = "ply_cap=10".parse().unwrap();
    assert_eq!(config, Config { ply_cap: Some(10) });
    let mut state = DanishQuarto::start(&config, 0);
    for _ in 0..10 {
        assert!(!state.is_over());
        let a = state.legal_actions()[0];
        state.play_unchecked(a);
    }
    assert_eq!(state.outcome(), Some(Outcome::Draw));
    let uncapped = DanishQuarto::default();
    assert_eq!(uncapped.config().ply_cap, None);
}

#[test]
fn flying_with_four_pieces_only_for_that_player() {
    let state = game("c3,e3,e5,g7/b4,d6,f4,f8,g5,h6,i5 w 0 0");
    assert!(state.position_now().flies(Colour::White));
    assert!(!state.position_now().flies(Colour::Black));
    assert_eq!(state.legal_actions().len(), 110);
    let after = play(state, "c3-i7");
    assert_eq!(
        refused(&after, "b4-i3"),
        Error::NotJoined {
            from: "b4".parse().unwrap(),
            to: "i3".parse().unwrap()
        }
    );
    assert_eq!(
        refused(&after, "c3-c5"),
        Error::NotYourPiece {
            point: "c3".parse().unwrap(),
            mover: Colour::Black
        }
    );
    assert!(after.check(act("b4-c3")).is_ok());
}

#[test]
fn a_player_down_to_three_pieces_loses() {
    // Black has 4 pieces; White's b6-c5 makes c3-e3-e5-c5 and captures one of them.
    let state = game("a7,b6,c3,e3,e5/b4,d6,f8,h6 w 0 0");
    assert!(state.position_now().flies(Colour::Black));
    let won = play(state.clone(), "b6-c5xh6");
    assert_eq!(won.outcome(), Some(Outcome::WonBy(Player(0))));
    assert!(won.legal_actions().is_empty());
    assert_eq!(won.check(act("b4-a3")), Err(Error::GameOver));
    assert!(matches!(
        DanishQuarto::from_position(&Config::default(), &won.position()),
        Err(PositionError::AlreadyLost {
            colour: Colour::Black,
            total: 3
        })
    ));
    assert_eq!(
        won.canonical_key(),
        won.transform(quartet_core::danish::DanishSymmetry::ALL[5])
            .canonical_key()
    );
}

#[test]
fn four_against_four_the_first_square_wins_at_once() {
    let state = game("c3,d4,e3,g7/b6,d8,f6,h4 w 0 0");
    assert!(state.position_now().four_against_four());
    assert!(legal(&state).contains(&"g7-d2".to_string()));
    assert_eq!(refused(&state, "g7-d2xb6"), Error::WinsWithoutCapture);
    let won = play(state, "g7-d2");
    assert_eq!(won.outcome(), Some(Outcome::WonBy(Player(0))));
    assert_eq!(
        won.position_now().total(Colour::Black),
        4,
        "no capture was needed"
    );
}

#[test]
fn history_keys_follow_symmetry() {
    let start = game("a3,a5,a7,c1,c9/e1,g1,i3,i5,i7 w 0 0");
    let state = play(start, "a3-b2 i7-h8 b2-a3");
    for sym in state.symmetries() {
        let image = state.transform(sym);
        assert_eq!(image.history().len(), state.history().len());
        assert_eq!(image.occurrences(), state.occurrences());
        assert_eq!(image.canonical_key(), state.canonical_key());
        // Playing the image of the next move gives the image of the next state.
        let next = play(state.clone(), "h8-i7");
        let image_next = image.clone().play(sym_action(&state, sym, "h8-i7")).unwrap();
        assert_eq!(next.transform(sym), image_next);
        assert_eq!(next.occurrences(), 2);
        assert_eq!(image_next.occurrences(), 2);
    }
}

fn sym_action(state: &DanishQuarto, sym: quartet_core::danish::DanishSymmetry, text: &str) -> Action {
    state.transform_action(sym, act(text))
}

#[test]
fn key_tells_occurrences_apart_and_canonical_key_is_symmetric() {
    let start = game("a3,a5,a7,c1,c9/e1,g1,i3,i5,i7 w 0 0");
    let again = play(start.clone(), "a3-b2 i7-h8 b2-a3 h8-i7");
    assert_eq!(start.position(), again.position());
    assert_ne!(
        start.key(),
        again.key(),
        "the second occurrence is a different state"
    );
    let mirror = start.transform(quartet_core::danish::DanishSymmetry::ALL[1]);
    assert_ne!(mirror.position(), start.position());
    assert_eq!(mirror.canonical_key(), start.canonical_key());
}

#[test]
fn conformance_harness() {
    let settings = Settings {
        games: 60,
        symmetries_per_state: 3,
        max_actions: 300,
        seed: 11,
    };
    let states = check_random_games::<DanishQuarto>(&Config::default(), &settings);
    assert!(states > 4000, "{states}");
    let capped: Config = "ply_cap=40".parse().unwrap();
    let settings = Settings {
        games: 6,
        seed: 12,
        ..settings
    };
    check_random_games::<DanishQuarto>(&capped, &settings);
}

/// Squares through `point` found by scanning all 59 (the library only looks at its own
/// table of squares through the point).
fn scan_made(point: Point, own: u64, opp: u64) -> bool {
    SQUARES
        .iter()
        .any(|s| s.corner_mask & point.bit() != 0 && is_valid(s, own, opp))
}

fn check_invariants(before: &Position, action: Action, after: &DanishQuarto) {
    let p = after.position_now();
    let (w, b) = (p.pieces(Colour::White), p.pieces(Colour::Black));
    assert_eq!(w & b, 0, "two pieces on one point");
    assert_eq!((w | b) >> 37, 0, "a piece off the board's points");
    for c in [Colour::White, Colour::Black] {
        assert!(p.total(c) <= 12);
        assert!(p.total(c) <= before.total(c), "pieces came back");
        assert!(p.hand(c) <= before.hand(c));
    }
    let mover = before.to_move();
    let (own_before, opp_before) = (before.pieces(mover), before.pieces(mover.other()));
    assert_eq!(p.to_move(), mover.other());
    assert_eq!(p.total(mover), before.total(mover), "the mover lost a piece");
    let own_after = p.pieces(mover);
    match action {
        Action::Pass => {
            assert_eq!(p.pieces(mover), own_before);
            assert_eq!(p.pieces(mover.other()), opp_before);
            return;
        }
        Action::Place { to, .. } => {
            assert_eq!(own_after, own_before | to.bit());
            assert_eq!(p.hand(mover) + 1, before.hand(mover));
        }
        Action::Move { from, to, .. } => {
            assert_eq!(own_after, own_before & !from.bit() | to.bit());
            if !before.flies(mover) {
                assert!(
                    from.neighbours() & to.bit() != 0,
                    "{action}: a step along no line"
                );
            }
        }
    }
    let to = action.landing().unwrap();
    let made = scan_made(to, own_after, opp_before);
    match action.capture() {
        Some(c) => {
            assert!(made, "{action}: a capture without a square");
            assert!(opp_before & c.bit() != 0);
            assert_eq!(p.pieces(mover.other()), opp_before & !c.bit());
            let protected = SQUARES
                .iter()
                .any(|s| s.corner_mask & c.bit() != 0 && is_valid(s, opp_before, own_after));
            assert!(!protected, "{action}: captured a protected piece");
        }
        None => {
            assert_eq!(p.pieces(mover.other()), opp_before);
            if made && !before.four_against_four() {
                let unprotected = opp_before & !quartet_core::danish::protected(opp_before, own_after);
                assert_eq!(unprotected, 0, "{action}: a square made but no capture");
            }
        }
    }
    if after.is_over() {
        match after.outcome() {
            Some(Outcome::WonBy(winner)) => {
                assert_eq!(winner, mover.player());
                assert!(p.total(mover.other()) == 3 || (before.four_against_four() && made));
            }
            Some(Outcome::Draw) => assert!(after.occurrences() >= 3 || after.config().ply_cap.is_some()),
            None => unreachable!(),
        }
    } else {
        assert!(p.total(Colour::White) >= 4 && p.total(Colour::Black) >= 4);
    }
}

#[test]
fn random_games_to_the_end_keep_every_invariant() {
    let mut rng = Rng::new(2025);
    let mut outcomes = [0u32; 3];
    let mut captures = 0;
    let mut flights = 0;
    for _ in 0..150 {
        let mut state = DanishQuarto::default();
        let mut buffer = Vec::new();
        while !state.is_over() {
            buffer.clear();
            state.legal_actions_into(&mut buffer);
            let &action = rng.choose(&buffer).expect("a game going on has a move");
            let before = *state.position_now();
            flights += before.flies(before.to_move()) as u32;
            captures += action.capture().is_some() as u32;
            state.play_unchecked(action);
            check_invariants(&before, action, &state);
        }
        outcomes[match state.outcome() {
            Some(Outcome::WonBy(Player(0))) => 0,
            Some(Outcome::WonBy(_)) => 1,
            _ => 2,
        }] += 1;
    }
    assert!(outcomes[0] > 0 && outcomes[1] > 0, "{outcomes:?}");
    assert!(
        captures > 1000 && flights > 100,
        "{captures} captures, {flights} flights"
    );
}

#[test]
fn records_round_trip() {
    let mut rng = Rng::new(8);
    for config in [Config::default(), "ply_cap=60".parse().unwrap()] {
        for _ in 0..5 {
            let mut record: Record<DanishQuarto> = Record::new(&config, 0);
            record.tags.push(("Player1".into(), "Karen".into()));
            let mut state = record.start.clone();
            while !state.is_over() && record.actions.len() < 400 {
                let actions = state.legal_actions();
                let a = *rng.choose(&actions).unwrap();
                state.play_unchecked(a);
                record.actions.push(a);
            }
            let text = record.to_string();
            let back = Record::<DanishQuarto>::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back, record);
            assert_eq!(back.current(), state);
            assert!(text.contains("[Game \"danish\"]"));
        }
    }
    // A record from a position, with captures written as the spec writes them.
    let start = game("e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3");
    let mut record = Record::from_state(start);
    record.actions = ["g5xf4", "f4", "a3"].iter().map(|m| act(m)).collect();
    let text = record.to_string();
    assert!(text.contains("[Start \"e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3\"]"));
    assert!(text.contains("g5xf4 f4 a3"));
    assert_eq!(Record::<DanishQuarto>::parse(&text).unwrap(), record);
    // An illegal action is refused with its number and the rules' reason.
    let bad = text.replace("g5xf4", "g5xc3");
    match Record::<DanishQuarto>::parse(&bad) {
        Err(RecordError::BadAction {
            number: 1, reason, ..
        }) => assert!(reason.contains("c3"), "{reason}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_record_in_the_docs_imports() {
    let doc = include_str!("../../../docs/danish.md");
    let start = doc
        .find("```text\n[Game \"danish\"]")
        .expect("docs/danish.md has a record")
        + 8;
    let end = start + doc[start..].find("```").expect("the record block is closed");
    let record = Record::<DanishQuarto>::parse(&doc[start..end]).unwrap_or_else(|e| panic!("{e}"));
    let end_state = record.current();
    assert_eq!(end_state.outcome(), Some(Outcome::WonBy(Player(0))));
    assert_eq!(end_state.position_now().total(Colour::Black), 3);
    assert_eq!(record.to_string().trim_end(), doc[start..end].trim_end());
}
