//! Quarto! rules as a player would ask about them: claims and lapses, the last piece,
//! the position notation and its errors, game records, and the conformance harness.

use proptest::prelude::*;
use quartet_core::chance::Rng;
use quartet_core::quarto::{Action, IllegalAction as Error, Phase, Quarto, Rules, WinMode};
use quartet_core::record::{RawRecord, Record, RecordError};
use quartet_core::{Game, Outcome, Player};
use quartet_test_kit::conformance::{Settings, check_random_games};

fn announce() -> Rules {
    Rules {
        win_mode: WinMode::Announce,
        ..Rules::STANDARD
    }
}

fn act(s: &str) -> Action {
    s.parse().unwrap()
}

fn play(state: Quarto, actions: &str) -> Quarto {
    actions.split_whitespace().fold(state, |q, a| {
        q.play(act(a)).unwrap_or_else(|e| panic!("{a}: {e}"))
    })
}

// Row 1 holds 0 1 2 and piece 3 is in hand: placing it on d1 makes a quarto (round and solid).
const ALMOST: &str = "..../..../..../012. 3";

#[test]
fn auto_mode_wins_at_once() {
    let q = Quarto::from_position(&Rules::STANDARD, ALMOST).unwrap();
    assert_eq!(q.to_move(), Player(0));
    let q = play(q, "d1");
    assert_eq!(q.outcome(), Some(Outcome::WonBy(Player(0))));
    assert!(q.legal_actions().is_empty());
    assert_eq!(q.to_string(), "..../..../..../0123 -");
    let err = q.play(act("4")).unwrap_err();
    assert_eq!(err.reason, Error::GameOver);
}

#[test]
fn announce_placer_claims_before_giving() {
    let q = play(Quarto::from_position(&announce(), ALMOST).unwrap(), "d1");
    assert_eq!(q.outcome(), None);
    assert_eq!(q.phase(), Phase::Give);
    assert!(q.legal_actions().contains(&act("Q:a1-d1")));
    let q = play(q, "Q:a1-d1");
    assert_eq!(q.outcome(), Some(Outcome::WonBy(Player(0))));
}

#[test]
fn announce_opponent_claims_a_missed_quarto_before_placing() {
    let q = play(Quarto::from_position(&announce(), ALMOST).unwrap(), "d1 4");
    assert_eq!(q.to_move(), Player(1));
    assert!(
        q.legal_actions().contains(&act("Q:d1-a1")),
        "claims read either way round"
    );
    let won = play(q, "Q:a1-d1");
    assert_eq!(won.outcome(), Some(Outcome::WonBy(Player(1))));
}

#[test]
fn announce_an_unclaimed_quarto_lapses_for_good() {
    let q = play(Quarto::from_position(&announce(), ALMOST).unwrap(), "d1 4 a2");
    let err = q.play(act("Q:a1-d1")).unwrap_err();
    assert_eq!(err.reason, Error::NotClaimable("a1-d1".parse().unwrap()));
    assert_eq!(err.state, q, "the refused claim leaves the state unchanged");
    // The lapsed quarto is still on the board, and the game goes on.
    assert_eq!(q.quartos().count(), 1);
    assert!(!q.is_over());
}

#[test]
fn wrong_claims_are_refused_and_cost_nothing() {
    let q = play(Quarto::from_position(&announce(), ALMOST).unwrap(), "d1");
    let err = q.play(act("Q:a2-d2")).unwrap_err();
    assert_eq!(err.reason, Error::NotAQuarto("a2-d2".parse().unwrap()));
    let err = q.play(act("Q:a1-b2")).unwrap_err();
    assert!(matches!(err.reason, Error::SquaresDoNotCount(_)));
    let auto = play(
        Quarto::from_position(&Rules::STANDARD, "..../..../..../012. c").unwrap(),
        "d1",
    );
    assert_eq!(
        auto.play(act("Q:a1-d1")).unwrap_err().reason,
        Error::NoClaimsInAutoMode
    );
}

#[test]
fn squares_win_in_the_advanced_game_only() {
    // a1 b1 a2 and b2 would be four short pieces.
    let position = "..../..../2.../04.. 6";
    let standard = play(Quarto::from_position(&Rules::STANDARD, position).unwrap(), "b2");
    assert!(!standard.is_over());
    let advanced = Rules {
        squares: true,
        ..Rules::STANDARD
    };
    let advanced = play(Quarto::from_position(&advanced, position).unwrap(), "b2");
    assert_eq!(advanced.outcome(), Some(Outcome::WonBy(advanced.to_move())));
}

#[test]
fn beginners_count_only_their_attributes() {
    // 0 1 2 3 share round and solid, but not colour.
    let colour_only = Rules {
        attributes: "colour".parse().unwrap(),
        ..Rules::STANDARD
    };
    let q = play(Quarto::from_position(&colour_only, ALMOST).unwrap(), "d1");
    assert!(!q.is_over());
    let shape_only = Rules {
        attributes: "shape".parse().unwrap(),
        ..Rules::STANDARD
    };
    let q = play(Quarto::from_position(&shape_only, ALMOST).unwrap(), "d1");
    assert!(q.is_over());
}

#[test]
fn the_last_piece_can_only_be_claimed_by_its_placer() {
    // Find, by random play, games whose 16th placement makes a quarto in announce mode.
    let mut rng = Rng::new(3);
    let mut found = 0;
    for _ in 0..20_000 {
        let mut q = Quarto::new(announce());
        while !q.is_over() && q.phase() != Phase::FinalClaim {
            let quiet: Vec<Action> = q
                .legal_actions()
                .into_iter()
                .filter(|a| !matches!(a, Action::Claim(_)))
                .collect();
            q.play_unchecked(*rng.choose(&quiet).unwrap());
        }
        if q.phase() != Phase::FinalClaim {
            continue;
        }
        found += 1;
        let placer = q.to_move();
        assert_eq!(placer, Player(0), "the 16th piece is placed by the first player");
        let actions = q.legal_actions();
        assert!(actions.contains(&Action::Pass));
        let claim = *actions.iter().find(|a| matches!(a, Action::Claim(_))).unwrap();
        assert_eq!(q.play(Action::Pass).unwrap().outcome(), Some(Outcome::Draw));
        assert_eq!(q.play(claim).unwrap().outcome(), Some(Outcome::WonBy(placer)));
        if found == 5 {
            break;
        }
    }
    assert_eq!(found, 5);
}

#[test]
fn finished_announce_games_read_back_only_when_their_result_is_certain() {
    // Every finished game of announce mode is written `-`, and reads back either to the same
    // result (a full board without a quarto: a draw) or not at all (use a record).
    let mut rng = Rng::new(11);
    let (mut read_back, mut refused) = (0, 0);
    for _ in 0..400 {
        let mut q = Quarto::new(announce());
        while !q.is_over() {
            let actions = q.legal_actions();
            q.play_unchecked(*rng.choose(&actions).unwrap());
        }
        let text = q.to_string();
        assert!(text.ends_with(" -"), "{text}");
        match Quarto::from_position(&announce(), &text) {
            Ok(back) => {
                assert_eq!(back.outcome(), q.outcome(), "{text}");
                assert_eq!(back.outcome(), Some(Outcome::Draw), "{text}");
                read_back += 1;
            }
            Err(e) => {
                assert!(
                    q.pieces_on_board() < 16 || q.quartos().next().is_some(),
                    "{text}: {e}"
                );
                refused += 1;
            }
        }
    }
    assert!(
        read_back > 0 && refused > 0,
        "{read_back} read back, {refused} refused"
    );
}

#[test]
fn position_notation_round_trips() {
    for text in [
        "..../..../..../.... -",
        "..../..../..../.... 7",
        "0f../..../.3../a... 5",
        "0f../..../.3../a... *",
    ] {
        let q = Quarto::from_position(&Rules::STANDARD, text).unwrap();
        assert_eq!(q.to_string(), text);
    }
    let start = Quarto::from_position(&Rules::STANDARD, "..../..../..../.... -").unwrap();
    assert_eq!(start, Quarto::new(Rules::STANDARD));
    let q = Quarto::from_position(&Rules::STANDARD, "0f../..../.3../a... 5").unwrap();
    assert_eq!(q.to_move(), Player(1));
    assert_eq!(q.pool().count_ones(), 11);
}

fn position_error(rules: Rules, text: &str) -> String {
    match Quarto::from_position(&rules, text) {
        Ok(q) => panic!("{text:?} accepted as {q}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn malformed_and_impossible_positions_say_what_is_wrong() {
    let r = Rules::STANDARD;
    let cases = [
        ("", "empty"),
        ("..../..../..../....", "missing the hand"),
        ("zzzz", "the board has 1 row; expected 4 rows"),
        ("..../..../.... -", "3 rows"),
        ("..../..../..../..... -", "row 1 has 5 cells"),
        ("..../..x./..../.... -", "bad character 'x' at c3"),
        (
            "0.../..../..../0... 1",
            "piece 0 is on the board twice, at a4 and a1",
        ),
        (
            "0.../..../..../.... 0",
            "piece 0 is in hand and also on the board at a4",
        ),
        (
            "0.../..../..../.... -",
            "no piece in hand, but the game is not over",
        ),
        ("..../..../..../.... *", "the start is written `-`"),
        ("..../..../..../.... g", "bad hand \"g\""),
        ("..../..../..../0123 4", "already won: a1-d1 is a quarto"),
        (
            "0123/..../..../4567 -",
            "cannot all have been made by one placement",
        ),
        ("..../..../..../.... - x y", "expected two fields"),
        ("..../..../..../0123 * d1", "only in announce mode"),
    ];
    for (text, expected) in cases {
        let message = position_error(r, text);
        assert!(
            message.contains(expected),
            "{text:?}: {message:?} lacks {expected:?}"
        );
    }
    // A finished game is a valid position, and its winner follows from the count.
    let won = Quarto::from_position(&r, "..../..../..../0123 -").unwrap();
    assert_eq!(won.outcome(), Some(Outcome::WonBy(Player(0))));
    // In announce mode a quarto on the board may have lapsed.
    let lapsed = Quarto::from_position(&announce(), "..../..../..../0123 4").unwrap();
    assert!(!lapsed.is_over());
    assert_eq!(lapsed.claimable().count(), 0);
}

#[test]
fn announce_positions_carry_the_claim_that_is_open() {
    let read = |text: &str| Quarto::from_position(&announce(), text).unwrap();
    let claim = act("Q:a1-d1");
    // After the placement on d1 its placer may claim before he gives...
    let placed = play(read(ALMOST), "d1");
    assert_eq!(placed.to_string(), "..../..../..../0123 * d1");
    let back = read(&placed.to_string());
    assert!(back.legal_actions().contains(&claim));
    assert_eq!(back.legal_actions(), placed.legal_actions());
    // ...and after the give his opponent, before he places.
    let given = play(placed, "4");
    assert_eq!(given.to_string(), "..../..../..../0123 4 d1");
    assert_eq!(read(&given.to_string()).legal_actions(), given.legal_actions());
    // A claim then ends the game with piece 4 still in hand: a finished game is written `-`,
    // which does not read back (who won is for a record to say).
    let won = play(given, "Q:a1-d1");
    assert_eq!(won.to_string(), "..../..../..../0123 -");
    assert!(position_error(announce(), &won.to_string()).contains("use a game record"));
    // Once the next piece is down the claim has lapsed, and the field is gone.
    let lapsed = play(given, "a2");
    assert_eq!(lapsed.to_string(), "..../..../4.../0123 *");
    assert!(!read(&lapsed.to_string()).legal_actions().contains(&claim));
    // The 16th placement makes a quarto: only its placer claims or passes.
    let last = play(read("63de/52bc/f417/980. a"), "d1");
    assert_eq!(last.phase(), Phase::FinalClaim);
    assert_eq!(last.to_string(), "63de/52bc/f417/980a - d1");
    let back = read(&last.to_string());
    assert_eq!(back.phase(), Phase::FinalClaim);
    assert_eq!(back.legal_actions(), last.legal_actions());
    // Once claimed or passed the game is over and the field gone: `-` alone cannot say which,
    // since the quarto stays on the board either way, so it is refused.
    let claim = *last
        .legal_actions()
        .iter()
        .find(|a| matches!(a, Action::Claim(_)))
        .unwrap();
    let claimed = last.play(claim).unwrap();
    let passed = play(last, "pass");
    assert_eq!(claimed.outcome(), Some(Outcome::WonBy(Player(0))));
    assert_eq!(passed.outcome(), Some(Outcome::Draw));
    assert_eq!(claimed.to_string(), "63de/52bc/f417/980a -");
    assert_eq!(passed.to_string(), "63de/52bc/f417/980a -");
    assert!(position_error(announce(), "63de/52bc/f417/980a -").contains("use a game record"));
    for (text, expected) in [
        ("..../..../..../0123 * a2", "a2 is empty"),
        ("..../..../..../012. 3 a1", "no quarto runs through a1"),
        ("..../..../..../0123 * e9", "not a cell"),
    ] {
        let message = position_error(announce(), text);
        assert!(
            message.contains(expected),
            "{text:?}: {message:?} lacks {expected:?}"
        );
    }
}

#[test]
fn rules_text_round_trips_and_rejects_nonsense() {
    for rules in [
        Rules::STANDARD,
        announce(),
        Rules {
            attributes: "colour,top".parse().unwrap(),
            squares: true,
            win_mode: WinMode::Auto,
        },
    ] {
        assert_eq!(rules.to_string().parse::<Rules>().unwrap(), rules);
    }
    assert!("squares=yes".parse::<Rules>().unwrap().squares);
    for bad in [
        "attributes=weight",
        "squares=maybe",
        "win=sometimes",
        "colour",
        "attributes=top,top",
    ] {
        assert!(bad.parse::<Rules>().is_err(), "{bad}");
    }
}

#[test]
fn records_round_trip_with_claims_and_result() {
    let start = Quarto::from_position(&announce(), ALMOST).unwrap();
    let mut record = Record::from_state(start);
    record.tags.push(("Player1".into(), "Ada".into()));
    for a in ["d1", "4", "Q:a1-d1"] {
        record.actions.push(act(a));
    }
    let text = record.to_string();
    assert!(text.contains("[Game \"quarto\"]"), "{text}");
    assert!(text.contains("[Rules \"attributes=height,colour,shape,top squares=no win=announce\"]"));
    assert!(text.contains("[Result \"win 2\"]"), "{text}");
    assert!(text.contains("Q:a1-d1"));
    let back: Record<Quarto> = Record::parse(&text).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.current().outcome(), Some(Outcome::WonBy(Player(1))));

    // A whole game from the start, through the trait.
    let mut rng = Rng::new(9);
    let mut record = Record::<Quarto>::new(&Rules::STANDARD, 0);
    let mut q = record.start;
    while let Some(&a) = rng.choose(&q.legal_actions()) {
        q.play_unchecked(a);
        record.actions.push(a);
    }
    let back = Record::<Quarto>::parse(&record.to_string()).unwrap();
    assert_eq!(back.actions, record.actions);
    assert_eq!(back.current(), q);
}

#[test]
fn bad_records_are_refused_with_the_reason() {
    let text = "[Game \"quarto\"]\n\n7 a1 7\n";
    match Record::<Quarto>::parse(text) {
        Err(RecordError::BadAction {
            number: 3, reason, ..
        }) => {
            assert!(reason.contains("piece 7 is not in the pool"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
    let text = "[Game \"quarto\"]\n[Result \"win 1\"]\n\n7 a1\n";
    assert!(matches!(
        Record::<Quarto>::parse(text),
        Err(RecordError::ResultMismatch { .. })
    ));
    let text = "[Game \"danish\"]\n\n7\n";
    assert!(matches!(
        Record::<Quarto>::parse(text),
        Err(RecordError::WrongGame { .. })
    ));
    let text = "[Game \"quarto\"]\n[Rules \"squares=often\"]\n\n";
    assert!(matches!(
        Record::<Quarto>::parse(text),
        Err(RecordError::BadValue { .. })
    ));
}

#[test]
fn conformance_in_every_kind_of_variant() {
    let variants = [
        Rules::STANDARD,
        announce(),
        Rules {
            squares: true,
            ..Rules::STANDARD
        },
        Rules {
            squares: true,
            win_mode: WinMode::Announce,
            attributes: "height,shape".parse().unwrap(),
        },
        Rules {
            attributes: "colour".parse().unwrap(),
            ..Rules::STANDARD
        },
    ];
    for rules in variants {
        let states = check_random_games::<Quarto>(
            &rules,
            &Settings {
                games: 40,
                symmetries_per_state: 3,
                ..Settings::default()
            },
        );
        assert!(states > 600, "{rules}: only {states} states checked");
    }
}

proptest! {
    #[test]
    fn position_parser_never_panics(text in "\\PC{0,40}") {
        let _ = Quarto::from_position(&Rules::STANDARD, &text);
        let _ = Quarto::from_position(&announce(), &text);
    }

    #[test]
    fn position_parser_never_panics_on_near_misses(text in "[0-9a-f.\\-*/ ]{0,30}") {
        if let Ok(q) = Quarto::from_position(&Rules::STANDARD, &text) {
            prop_assert_eq!(Quarto::from_position(&Rules::STANDARD, &q.to_string()).unwrap(), q);
        }
    }

    #[test]
    fn action_and_rules_parsers_never_panic(text in "\\PC{0,20}") {
        let _ = text.parse::<Action>();
        let _ = text.parse::<Rules>();
    }

    #[test]
    fn record_parser_never_panics(text in "(\\[[A-Za-z]{0,6} \"[a-z =,]{0,12}\"\\]\n){0,3}\n?[0-9a-f Q:pas\\-{}.\n]{0,40}") {
        let _ = RawRecord::parse(&text);
        let _ = Record::<Quarto>::parse(&text);
    }

    #[test]
    fn random_positions_round_trip(seed in any::<u64>(), length in 0usize..32) {
        let mut rng = Rng::new(seed);
        let mut q = Quarto::new(Rules::STANDARD);
        for _ in 0..length {
            let actions = q.legal_actions();
            let Some(&a) = rng.choose(&actions) else { break };
            q.play_unchecked(a);
        }
        let back = Quarto::from_position(&Rules::STANDARD, &q.to_string()).unwrap();
        prop_assert_eq!(back, q);
    }
}

#[test]
fn running_out_of_time_loses_unless_no_quarto_is_possible() {
    let q = Quarto::from_position(&Rules::STANDARD, ALMOST).unwrap();
    assert_eq!(q.timeout(Player(0)), Outcome::WonBy(Player(1)));
    assert_eq!(q.timeout(Player(1)), Outcome::WonBy(Player(0)));
    // A position in which no line can be completed any more, whatever is played.
    let dead = Quarto::from_position(&Rules::STANDARD, "3e0./.1a6/c5db/...8 2").unwrap();
    assert!(!dead.quarto_still_possible());
    assert_eq!(dead.timeout(Player(0)), Outcome::Draw);
    fn nobody_can_win(q: &Quarto) -> bool {
        match q.outcome() {
            Some(Outcome::WonBy(_)) => false,
            Some(Outcome::Draw) => true,
            None => q
                .legal_actions()
                .into_iter()
                .all(|a| nobody_can_win(&q.play(a).unwrap())),
        }
    }
    assert!(nobody_can_win(&dead), "the exhaustive check agrees");
}

/// Whether `player` wins in some continuation, by trying every one of them (no memory, no
/// pruning): the slow, obviously correct reference for `can_still_win`.
fn wins_somewhere(q: &Quarto, player: Player) -> bool {
    match q.outcome() {
        Some(outcome) => outcome == Outcome::WonBy(player),
        None => q
            .legal_actions()
            .into_iter()
            .any(|a| wins_somewhere(&q.play(a).unwrap(), player)),
    }
}

#[test]
fn running_out_of_time_with_the_last_piece_in_hand_is_a_draw() {
    // 15 pieces down, player 1 holds the last one: player 2 never places again, so he cannot
    // win whatever happens, although a quarto may still be made (by player 1, on d1).
    let q = Quarto::from_position(&Rules::STANDARD, "63de/52bc/f417/980. a").unwrap();
    assert_eq!(q.to_move(), Player(0));
    assert!(!q.can_still_win(Player(1)));
    assert!(!wins_somewhere(&q, Player(1)), "the exhaustive check agrees");
    assert_eq!(q.timeout(Player(0)), Outcome::Draw);
}

#[test]
fn running_out_of_time_in_announce_mode_counts_the_open_claim() {
    // Player 2 placed c1 and made a quarto (column c) he did not claim; his time runs out
    // before he gives. Player 1 could still claim it before placing, so player 1 wins, although
    // no new quarto can be made with the last piece.
    let q = play(
        Quarto::from_position(&announce(), "36a5/f0ed/48cb/17.. 9").unwrap(),
        "c1",
    );
    assert_eq!((q.phase(), q.to_move()), (Phase::Give, Player(1)));
    assert!(q.claimable().next().is_some());
    assert!(q.can_still_win(Player(0)));
    assert_eq!(q.timeout(Player(1)), Outcome::WonBy(Player(0)));
    assert!(wins_somewhere(&q, Player(0)), "the exhaustive check agrees");
    // Once player 2 has given, the claim is player 1's to make; if his time runs out instead,
    // it is a draw: player 2 never places again, and the last placement's claim is player 1's.
    let given = play(q, "2");
    assert_eq!(given.to_move(), Player(0));
    assert!(!wins_somewhere(&given, Player(1)));
    assert_eq!(given.timeout(Player(0)), Outcome::Draw);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// `can_still_win` agrees with trying every continuation, in both win modes, for random
    /// positions with at most 6 empty cells, at every moment of a turn.
    #[test]
    fn who_can_still_win_is_decided_exactly(
        seed in any::<u64>(),
        announce_mode in any::<bool>(),
        squares in any::<bool>(),
        bits in 1u8..16,
    ) {
        let rules = Rules {
            attributes: quartet_core::quarto::Attributes::from_bits(bits).unwrap(),
            squares,
            win_mode: if announce_mode { WinMode::Announce } else { WinMode::Auto },
        };
        let mut rng = Rng::new(seed);
        let mut q = Quarto::new(rules);
        // 20 to 23 actions without claims: 10 or 11 pieces down, before or after a give.
        let stop = 20 + rng.below(4);
        let mut played = 0;
        while !q.is_over() && played < stop {
            let actions: Vec<Action> = q
                .legal_actions()
                .into_iter()
                .filter(|a| !matches!(a, Action::Claim(_)))
                .collect();
            let Some(&a) = rng.choose(&actions) else { break };
            q.play_unchecked(a);
            played += 1;
        }
        for player in [Player(0), Player(1)] {
            prop_assert_eq!(q.can_still_win(player), wins_somewhere(&q, player), "{} {:?}", q, player);
        }
    }
}

#[test]
fn the_winning_alignments_are_the_quartos_the_winning_placement_made() {
    use quartet_core::quarto::Alignment;
    let names = |q: &Quarto| {
        q.winning_alignments()
            .iter()
            .map(Alignment::to_string)
            .collect::<Vec<_>>()
    };
    // Auto mode: the placement on d1 wins with row 1.
    let start = Quarto::from_position(&Rules::STANDARD, ALMOST).unwrap();
    assert_eq!(names(&start), Vec::<String>::new(), "none while the game goes on");
    assert_eq!(names(&play(start, "d1")), ["a1-d1"]);
    // Two quartos made at once are both shown: row 1 (round and solid) and column d (solid).
    let two = Quarto::from_position(&Rules::STANDARD, "...6/...5/...4/012. 3").unwrap();
    let mut won = names(&play(two, "d1"));
    won.sort();
    assert_eq!(won, ["a1-d1", "d1-d4"]);
    // Announce mode: only the quartos of the last placement, not a lapsed one elsewhere.
    let lapsed = Quarto::from_position(&announce(), "4567/..../..../012. 3").unwrap();
    let claimed = play(lapsed, "d1 Q:a1-d1");
    assert_eq!(claimed.outcome(), Some(Outcome::WonBy(Player(0))));
    assert_eq!(names(&claimed), ["a1-d1"]);
    // A draw has none.
    let drawn = play(Quarto::from_position(&announce(), ALMOST).unwrap(), "d1");
    assert_eq!(names(&drawn), Vec::<String>::new());
}
