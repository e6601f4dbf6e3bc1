//! Quartino notation: every parser survives arbitrary text (no panic, a precise error), valid
//! texts round-trip, and each kind of bad position gets a message that says what is wrong.

use proptest::prelude::*;
use quartet_core::chance::Rng;
use quartet_core::quartino::{
    Action, Card, Colour, Config, Equipment, Observation, Quarter, Quartino, QuartinoRecord, Situations,
    Space,
};
use quartet_core::{Game, Player};

fn config(players: usize) -> Config {
    Config::new(players).unwrap()
}

fn random_state(players: usize, seed: u64, steps: usize) -> Quartino {
    let mut rng = Rng::new(seed);
    let mut state = Quartino::start(&config(players), rng.next_u64());
    for _ in 0..steps {
        let legal = state.legal_actions();
        let claim = legal.iter().find(|a| matches!(a, Action::Claim(..))).copied();
        let Some(a) = claim.or_else(|| rng.choose(&legal).copied()) else {
            break;
        };
        state.play_unchecked(a);
    }
    state
}

/// Characters that matter to the notations, to reach past the first check.
const ALPHABET: &str = "YBGPCRQFSX0123456789@/.:,?+-= \u{e9}";

fn notation_text() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(ALPHABET.chars().collect::<Vec<_>>()), 0..80)
        .prop_map(|v| v.into_iter().collect())
}

fn parse_everything(text: &str) {
    let _ = text.parse::<Action>();
    let _ = text.parse::<Card>();
    let _ = text.parse::<Colour>();
    let _ = text.parse::<Space>();
    let _ = text.parse::<Quarter>();
    let _ = text.parse::<Config>();
    let _ = text.parse::<Equipment>();
    for players in 2..=5 {
        let _ = Quartino::from_position(&config(players), text);
        let _ = Observation::parse(&config(players), text);
    }
    let _ = QuartinoRecord::parse(text);
    let _ = QuartinoRecord::parse(&format!(
        "[Game \"quartino\"]\n[Hands \"hidden\"]\n[Start \"{text}\"]\n\n"
    ));
    let _ = QuartinoRecord::parse(&format!("[Game \"quartino\"]\n\n{text}"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,120}") {
        parse_everything(&text);
    }

    #[test]
    fn notation_like_text_never_panics(text in notation_text()) {
        parse_everything(&text);
    }

    #[test]
    fn mutated_positions_never_panic_and_what_reads_round_trips(
        players in 2usize..=5,
        seed in any::<u64>(),
        steps in 0usize..200,
        edits in prop::collection::vec((any::<prop::sample::Index>(), prop::sample::select(ALPHABET.chars().collect::<Vec<_>>())), 1..4),
    ) {
        let state = random_state(players, seed, steps);
        let mut chars: Vec<char> = state.position().chars().collect();
        for (at, ch) in edits {
            let i = at.index(chars.len());
            chars[i] = ch;
        }
        let text: String = chars.into_iter().collect();
        if let Ok(read) = Quartino::from_position(state.config(), &text) {
            let again = Quartino::from_position(state.config(), &read.position()).unwrap();
            prop_assert_eq!(again, read);
        }
        let obs_text = format!("{} @1", state.observe(Player(0)));
        let mut chars: Vec<char> = obs_text.chars().collect();
        let i = (seed as usize) % chars.len();
        chars[i] = '?';
        let _ = Observation::parse(state.config(), &chars.into_iter().collect::<String>());
    }

    #[test]
    fn configs_round_trip(
        players in 2usize..=5,
        situations in prop_oneof![
            Just(Situations::On),
            Just(Situations::Off),
            (1u16..100).prop_map(Situations::After),
        ],
        column in any::<bool>(),
        mirror in any::<bool>(),
        cap in 1u16..2000,
    ) {
        let config = config(players)
            .with_situations(situations)
            .with_column_mandatory(column)
            .with_allow_mirror(mirror)
            .with_cap(cap)
            .unwrap();
        let back: Config = config.to_string().parse().unwrap();
        prop_assert_eq!(back, config);
    }
}

#[test]
fn positions_round_trip_for_every_table_size() {
    for players in 2..=5 {
        for seed in 0..20 {
            let state = random_state(players, seed, (seed * 37 % 300) as usize);
            let text = state.position();
            let back = Quartino::from_position(state.config(), &text).unwrap();
            assert_eq!(back, state, "{text}");
            assert_eq!(back.position(), text);
        }
    }
}

#[test]
fn a_config_with_other_equipment_round_trips() {
    let equipment: Equipment = "colours=R:red:6,W:white:6,K:black:6 ring=6 quarters=turn:C,R0,R1 \
                                mirror=0,2,1 hand=2 cards=permutations"
        .parse()
        .unwrap();
    let config = Config::new(3)
        .unwrap()
        .with_equipment(std::sync::Arc::new(equipment))
        .unwrap();
    let text = config.to_string();
    assert!(text.contains("equipment=colours=R:red:6"), "{text}");
    let back: Config = text.parse().unwrap();
    assert_eq!(back, config);
    // A game on the other equipment plays and reads back.
    let state = random_state_with(&config, 3, 50);
    let again = Quartino::from_position(&config, &state.position()).unwrap();
    assert_eq!(again, state);
    assert_eq!(
        state.table().equipment().automorphisms().len(),
        12,
        "6 rotations, 6 mirrors"
    );
}

fn random_state_with(config: &Config, seed: u64, steps: usize) -> Quartino {
    let mut rng = Rng::new(seed);
    let mut state = Quartino::start(config, seed);
    for _ in 0..steps {
        let legal = state.legal_actions();
        let Some(&a) = rng.choose(&legal) else { break };
        state.play_unchecked(a);
    }
    state
}

#[test]
fn bad_positions_say_what_is_wrong() {
    let hands = "YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB";
    let empty = &["."; 9].join("/");
    let cases = [
        ("", "expected 5 fields"),
        (&format!("{empty} 1 P1 0"), "expected 5 fields"),
        (
            &format!("./. 1 P1 0 {hands}"),
            "the board has 2 spaces; expected 9",
        ),
        (
            &format!("X/./././././././. 1 P1 0 {hands}"),
            "'X' is not a colour",
        ),
        (
            &format!("YYYYYYYY/./././././././. 1 P1 0 {hands}"),
            "more than 7 yellow",
        ),
        (
            &format!("{empty} 3 P1 0 {hands}"),
            "the seat to move is \"3\": expected 1 to 2",
        ),
        (&format!("{empty} 1 P1 x {hands}"), "the turn count"),
        (&format!("{empty} 1 P1 501 {hands}"), "past the cap of 500"),
        (
            &format!("{empty} 1 P1 0 YBGP,PGYB,BGPY,GBPY"),
            "1 seats but the rules say players=2",
        ),
        (
            &format!("{empty} 1 P1 0 YBGP,PGYB,BGPY,YBGP/YGBP,BPGY,PYBG,GYPB"),
            "YBGP is written twice",
        ),
        (
            &format!("{empty} 1 P1 0 YBGP,PGYB,BGPY/YGBP,BPGY,PYBG,GYPB"),
            "3 card(s) in hand and 0 put aside",
        ),
        (
            &format!("{empty} 1 P1 0 YBGP,PGYB,BGPY,YYYY/YGBP,BPGY,PYBG,GYPB"),
            "YYYY is not a card of this game",
        ),
        (
            &format!("{empty} 1 P1 0 YBGP,?,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB"),
            "all shown or all hidden",
        ),
        (
            &format!("{empty} 1 P1 0 ?,?,?,?/YGBP,BPGY,PYBG,GYPB"),
            "hand is hidden (?)",
        ),
        (&format!("{empty} 1 Z 0 {hands}"), "expected S with F and/or C"),
        (&format!("{empty} 1 P4 0 {hands}"), "expected S with F and/or C"),
        (&format!("{empty} 1 SF 0 {hands}"), "no colour has 4 tokens"),
        (&format!("{empty} 1 SC 0 {hands}"), "no stack is 4 high"),
        (&format!("YYYY/./././././././. 1 P1 0 {hands}"), ""),
        (
            &format!("YYYY/./././././././. 1 SF 0 {hands}"),
            "a stack is 4 high, so the column is open",
        ),
        (&format!("{empty} 1 - 0 {hands}"), "the game is not over"),
        (
            &format!("{empty} 1 P1 0 -:YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB"),
            "write - for the phase",
        ),
        (
            &format!("{empty} 2 - 0 -:YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB"),
            "seat 1 has put aside all its cards and won",
        ),
        // What the counts prove impossible: every token on the board in the first turn...
        (
            "YYYYYYY/BBBBBBB/GGGGGGG/PPPPPPP/././././. 1 SFC 0 YBGP,YBPG,BPGY,PGBY/YGBP,BPYG,GYPB,PYBG",
            "impossible counts: 28 token(s) on the board make 28 placements, but in 0 turn(s) at most 0",
        ),
        (
            &format!("YB/./././././././. 1 P1 1 {hands}"),
            "in 2 turn(s) at most 2",
        ),
        (
            &format!("Y/./././././././. 1 P1 0 {hands}"),
            "and 1 more to place now",
        ),
        // ...a card put aside by a seat that never moved...
        (
            "././././././././. 1 P1 0 YBGP,YBPG,BPGY,PGBY/YGBP,BPYG,GYPB:PYBG",
            "seat 2 has put aside 1 card(s) but has not had a turn yet (0 turn(s) played, seat 1 to move)",
        ),
        // ...and a winner in the first turn, on an empty board.
        (
            "././././././././. 1 - 0 -:YBGP,YBPG,BPGY,PGBY/YGBP,BPYG,GYPB,PYBG",
            "4 card(s) put aside (each claim took 4 tokens off the board) make 16 placements, but in 1 turn(s) at most 4",
        ),
    ];
    let config = config(2);
    for (text, part) in cases {
        match Quartino::from_position(&config, text) {
            Ok(_) if part.is_empty() => {}
            Ok(s) => panic!("{text:?} was accepted as {s}"),
            Err(e) => assert!(e.to_string().contains(part), "{text:?}: {e}"),
        }
    }
    let beginners = config.clone().with_situations(Situations::Off);
    let err =
        Quartino::from_position(&beginners, &format!("YYYY/./././././././. 1 SFC 0 {hands}")).unwrap_err();
    assert!(
        err.to_string()
            .contains("not played in this turn (situations=off)"),
        "{err}"
    );
    let capped = config.with_cap(10).unwrap();
    let err = Quartino::from_position(&capped, &format!("{empty} 1 P1 10 {hands}")).unwrap_err();
    assert!(
        err.to_string().contains("the cap of 10 turns is reached"),
        "{err}"
    );
}

#[test]
fn bad_configs_say_what_is_wrong() {
    for (text, part) in [
        ("players=6", "players=6: expected 2 to 5"),
        ("players=two", "expected 2 to 5"),
        ("situations=maybe", "expected on, off or from:N"),
        ("cap=0", "at least 1 turn"),
        ("first=3", "only 2 seats"),
        ("first=zero", "expected a seat 1 to 5, or random"),
        ("colour=red", "unknown setting \"colour\""),
        ("players=2 players=3", "given twice"),
        ("loose", "expected key=value"),
        (
            "players=5 equipment=colours=Y:y:7,B:b:7;ring=8;quarters=turn:C,R0;hand=4;cards=YB,BY,YY,BB",
            "4 cards cannot deal 4",
        ),
    ] {
        let err = text.parse::<Config>().unwrap_err().to_string();
        assert!(err.contains(part), "{text:?}: {err}");
    }
}
