//! The notations of Danish Quarto: points, moves, positions and the rules line, read and
//! written, round trips, precise errors, and no panic on any input.

use proptest::prelude::*;
use quartet_core::Game;
use quartet_core::chance::Rng;
use quartet_core::danish::{
    Action, Colour, Config, DanishQuarto, ParseActionError, Point, PointError, Position,
    PositionError as Error, RulesError,
};
use quartet_core::record::Record;
use quartet_core::text::Excerpt;

fn p(name: &str) -> Point {
    name.parse().unwrap()
}

#[test]
fn points() {
    let names: Vec<String> = Point::all().map(|q| q.to_string()).collect();
    assert_eq!(names.len(), 37);
    for name in &names {
        assert_eq!(&p(name).to_string(), name);
    }
    assert_eq!(p("E5"), p("e5"));
    assert_eq!((p("e5").x(), p("e5").y()), (5, 5));
    assert!(matches!("a2".parse::<Point>(), Err(PointError::NotAPoint { .. })));
    assert!(matches!("i9".parse::<Point>(), Err(PointError::NotAPoint { .. })));
    for bad in ["", "e", "e0", "j5", "e10", "5e", "ee", " e5"] {
        assert_eq!(
            bad.parse::<Point>(),
            Err(PointError::BadPoint(Excerpt::new(bad))),
            "{bad:?}"
        );
    }
    let message = "a1".parse::<Point>().unwrap_err().to_string();
    assert!(message.contains("corners"), "{message}");
    let message = "b3".parse::<Point>().unwrap_err().to_string();
    assert!(message.contains("b3 is not a point of the board"), "{message}");
}

#[test]
fn moves() {
    let cases = [
        (
            "e5",
            Action::Place {
                to: p("e5"),
                capture: None,
            },
        ),
        (
            "d2xe7",
            Action::Place {
                to: p("d2"),
                capture: Some(p("e7")),
            },
        ),
        (
            "e5-f6",
            Action::Move {
                from: p("e5"),
                to: p("f6"),
                capture: None,
            },
        ),
        (
            "e5-f6xg3",
            Action::Move {
                from: p("e5"),
                to: p("f6"),
                capture: Some(p("g3")),
            },
        ),
        ("pass", Action::Pass),
    ];
    for (text, action) in cases {
        assert_eq!(text.parse::<Action>(), Ok(action), "{text}");
        assert_eq!(action.to_string(), text);
    }
    assert_eq!(" PASS ".parse::<Action>(), Ok(Action::Pass));
    assert_eq!(
        "e5-e5".parse::<Action>(),
        Err(ParseActionError::MoveToSamePoint(p("e5")))
    );
    assert!(matches!(
        "e5-a2".parse::<Action>(),
        Err(ParseActionError::Point(PointError::NotAPoint { .. }))
    ));
    for bad in [
        "", "x", "e5x", "e5-", "-e5", "e5-f6-g7", "e5xf6xg7", "e5f6", "e5 f6", "passx",
    ] {
        assert!(bad.parse::<Action>().is_err(), "{bad:?} was read");
    }
}

#[test]
fn positions_round_trip_and_keep_the_spec_order() {
    let fig2 = "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3";
    let position: Position = fig2.parse().unwrap();
    assert_eq!(position.to_string(), fig2);
    assert_eq!(position.hand(Colour::White), 3);
    assert_eq!(position.total(Colour::White), 10, "White has lost two pieces");
    assert_eq!(position.total(Colour::Black), 12);
    let shuffled: Position = "i5,e5,g9,e7,g3,e9,g7/f6,f4,e3,d8,d6,d4,d2,c3,b6  w  3  3"
        .parse()
        .unwrap();
    assert_eq!(shuffled, position);
    assert_eq!("/ w 12 12".parse::<Position>().unwrap(), Position::START);
    assert_eq!(Position::START.to_string(), "/ w 12 12");
    let game = DanishQuarto::from_position(&Config::default(), fig2).unwrap();
    assert_eq!(game.position(), fig2);
    assert_eq!(game.history().len(), 1, "no earlier positions");
    assert_eq!(game.ply(), 0);
}

#[test]
fn position_errors_say_what_is_wrong() {
    let err = |text: &str| text.parse::<Position>().unwrap_err();
    // One piece is one piece (in every catalog too: `locales/*/errors.ftl`).
    assert_eq!(
        err("e5/ w 12 12").to_string(),
        "White has 1 piece on the board and 12 in hand, more than 12"
    );
    assert_eq!(err(""), Error::Fields(0));
    assert_eq!(err("/ w 12"), Error::Fields(3));
    assert!(matches!(err("e5 w 12 12"), Error::NoSlash(_)));
    assert!(matches!(err("e5/f6/g7 w 11 11"), Error::SlashTwice(_)));
    assert!(matches!(err("e5,,f6/ w 10 10"), Error::EmptyItem { .. }));
    assert!(matches!(
        err("a2/ w 11 12"),
        Error::Point(PointError::NotAPoint { .. })
    ));
    assert!(matches!(
        err("zz/ w 11 12"),
        Error::Point(PointError::BadPoint(_))
    ));
    assert_eq!(
        err("e5,e5/ w 10 10"),
        Error::PointUsedTwice {
            point: p("e5"),
            first: Colour::White,
            second: Colour::White
        }
    );
    assert_eq!(
        err("e5/e5 w 11 11"),
        Error::PointUsedTwice {
            point: p("e5"),
            first: Colour::White,
            second: Colour::Black
        }
    );
    assert_eq!(err("e5/ x 11 12"), Error::BadSide(Excerpt::new("x")));
    assert_eq!(
        err("/ w 12 ten"),
        Error::BadHand {
            colour: Colour::Black,
            text: Excerpt::new("ten")
        }
    );
    assert_eq!(
        err("/ w -1 12"),
        Error::BadHand {
            colour: Colour::White,
            text: Excerpt::new("-1")
        }
    );
    assert_eq!(
        err("/ w 13 13"),
        Error::TooManyPieces {
            colour: Colour::White,
            board: 0,
            hand: 13
        }
    );
    assert_eq!(
        err("a3,a5,a7,b2,b4,b6,b8,c1,c3,c5,c7,c9,d2/ b 0 1"),
        Error::TooManyPieces {
            colour: Colour::White,
            board: 13,
            hand: 0
        }
    );
    assert_eq!(
        err("a3,a5,a7/b2,b4,b6,b8 w 0 0"),
        Error::AlreadyLost {
            colour: Colour::White,
            total: 3
        }
    );
    assert_eq!(
        err("a3,a5,a7,c3/b2,b4 b 0 1"),
        Error::AlreadyLost {
            colour: Colour::Black,
            total: 3
        }
    );
    assert_eq!(
        err("e5/ w 11 12"),
        Error::HandsOutOfTurn {
            to_move: Colour::White,
            white: 11,
            black: 12
        }
    );
    assert_eq!(
        err("e5/f6 b 11 11"),
        Error::HandsOutOfTurn {
            to_move: Colour::Black,
            white: 11,
            black: 11
        }
    );
    assert!("e5/ b 11 12".parse::<Position>().is_ok());
    // Captures the other side's placements could not have made: White lost 4 pieces while
    // Black placed only 4 (one capture at most, with the 4th); both lost while placing 7.
    assert_eq!(
        err("/a3,a5,a7,b2 w 8 8"),
        Error::ImpossibleCaptures {
            colour: Colour::White,
            lost: 4,
            captor_placed: 4,
            most: 1
        }
    );
    assert_eq!(
        err("a3/ w 5 5"),
        Error::ImpossibleCaptures {
            colour: Colour::White,
            lost: 6,
            captor_placed: 7,
            most: 4
        }
    );
    assert!(err("/a3,a5,a7,b2 w 8 8").to_string().contains(
        "White has lost 4 piece(s), but Black has placed only 4 and could have captured at most 1"
    ),);
    // As many captures as the placements allow, and any number once the pieces move.
    assert!("b4,b6,b8/a3,a5,a7,c3 w 8 8".parse::<Position>().is_ok());
    assert!("a3,a5,a7,b2/c1,c3,c5,c7 w 0 0".parse::<Position>().is_ok());
    // Every message names what is wrong.
    let message = err("e5/e5 w 11 11").to_string();
    assert!(
        message.contains("e5 is listed for both White and Black"),
        "{message}"
    );
    let message = err("a3,a5,a7/b2,b4,b6,b8 w 0 0").to_string();
    assert!(message.contains("White has only 3 pieces"), "{message}");
}

#[test]
fn config_notation() {
    assert_eq!(Config::default().to_string(), "ply_cap=none");
    assert_eq!("".parse::<Config>(), Ok(Config::default()));
    assert_eq!("ply_cap=none".parse::<Config>(), Ok(Config::default()));
    let capped = Config { ply_cap: Some(200) };
    assert_eq!(capped.to_string(), "ply_cap=200");
    assert_eq!("ply_cap=200".parse::<Config>(), Ok(capped));
    for bad in ["ply_cap=0", "ply_cap=-3", "ply_cap", "cap=3", "ply_cap=lots"] {
        assert!(
            matches!(bad.parse::<Config>(), Err(RulesError::Settings(_))),
            "{bad}"
        );
    }
}

#[test]
fn every_legal_move_of_random_games_round_trips() {
    let mut rng = Rng::new(4);
    for _ in 0..20 {
        let mut game = DanishQuarto::default();
        while !game.is_over() && game.ply() < 300 {
            for a in game.legal_actions() {
                assert_eq!(a.to_string().parse::<Action>(), Ok(a));
            }
            let back = DanishQuarto::from_position(game.config(), &game.position()).unwrap();
            assert_eq!(back.position_now(), game.position_now());
            let actions = game.legal_actions();
            game.play_unchecked(*rng.choose(&actions).unwrap());
        }
    }
}

proptest! {
    #[test]
    fn point_parser_never_panics(s in "\\PC{0,4}") {
        let _ = s.parse::<Point>();
    }

    #[test]
    fn action_parser_never_panics(s in "\\PC{0,12}") {
        if let Ok(a) = s.parse::<Action>() {
            prop_assert_eq!(a.to_string().parse::<Action>(), Ok(a));
        }
    }

    #[test]
    fn action_parser_never_panics_on_likely_text(s in "[a-jx0-9P-]{0,10}") {
        if let Ok(a) = s.parse::<Action>() {
            prop_assert_eq!(a.to_string().parse::<Action>(), Ok(a));
        }
    }

    #[test]
    fn position_parser_never_panics(s in "\\PC{0,40}") {
        let _ = s.parse::<Position>();
    }

    #[test]
    fn position_parser_never_panics_on_likely_text(s in "[a-j0-9,/]{0,30} [wbx] [0-9]{1,3} [0-9]{1,3}") {
        if let Ok(position) = s.parse::<Position>() {
            prop_assert_eq!(position.to_string().parse::<Position>(), Ok(position));
        }
    }

    #[test]
    fn config_parser_never_panics(s in "\\PC{0,20}") {
        if let Ok(c) = s.parse::<Config>() {
            prop_assert_eq!(c.to_string().parse::<Config>(), Ok(c));
        }
    }

    #[test]
    fn record_parser_never_panics(s in "\\PC{0,80}") {
        let _ = Record::<DanishQuarto>::parse(&s);
        let text = format!("[Game \"danish\"]\n\n{s}");
        let _ = Record::<DanishQuarto>::parse(&text);
    }

    #[test]
    fn game_parse_action_never_panics(s in "\\PC{0,12}") {
        let _ = DanishQuarto::default().parse_action(&s);
    }
}
