//! The cases a player asks about, each on a position written out in full: a card matched by
//! rotation, a mirror refused (and accepted with `allow_mirror`), a column of 5, both
//! situations in one turn, a claim that frees a second claim, the win, a wrong claim, empty
//! piles, the cap and the deal.

use quartet_core::quartino::{
    Action, Card, Columns, Config, FirstSeat, IllegalAction as Error, Phase, Quarter, Quartino, Situations,
    Space,
};
use quartet_core::{Game, Outcome, Player};

const HANDS: &str = "YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB";

/// A board text from the stacks named (bottom token first); the other spaces are empty.
fn board(stacks: &[(&str, &str)]) -> String {
    let names = ["C", "R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7"];
    names
        .iter()
        .map(|n| stacks.iter().find(|(s, _)| s == n).map_or(".", |(_, t)| *t))
        .collect::<Vec<_>>()
        .join("/")
}

fn state(config: &str, position: &str) -> Quartino {
    let config: Config = config.parse().unwrap();
    Quartino::from_position(&config, position).unwrap_or_else(|e| panic!("{position}: {e}"))
}

fn act(s: &str) -> Action {
    s.parse().unwrap()
}

fn play(state: Quartino, actions: &str) -> Quartino {
    actions.split_whitespace().fold(state, |s, a| {
        s.play(act(a)).unwrap_or_else(|e| panic!("{a}: {e}"))
    })
}

fn claims(state: &Quartino) -> Vec<String> {
    state
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Claim(..)))
        .map(|a| a.to_string())
        .collect()
}

#[test]
fn a_card_matches_at_every_rotation_and_only_there() {
    for k in 0..8 {
        let r = |i: usize| format!("R{}", (k + i) % 8);
        let (a, b, c) = (r(0), r(1), r(2));
        let text = format!(
            "{} 1 Q 3 {HANDS}",
            board(&[
                ("C", "Y"),
                (a.as_str(), "B"),
                (b.as_str(), "G"),
                (c.as_str(), "P")
            ])
        );
        let s = state("players=2", &text);
        assert_eq!(claims(&s), [format!("YBGP@Q{k}")], "{text}");
        let other = Quarter::new((k + 1) % 8).unwrap();
        assert!(matches!(
            s.check(Action::Claim("YBGP".parse().unwrap(), other)),
            Err(Error::NotOnBoard { .. })
        ));
    }
}

#[test]
fn a_mirror_image_is_refused_unless_allowed() {
    // Straight, Q5 reads Y P G B; in the mirror (C, R7, R6, R5) it reads Y B G P.
    let text = format!(
        "{} 1 Q 3 {HANDS}",
        board(&[("C", "Y"), ("R5", "P"), ("R6", "G"), ("R7", "B")])
    );
    let strict = state("players=2", &text);
    assert!(claims(&strict).is_empty());
    let err = strict.clone().play(act("YBGP@Q5")).unwrap_err();
    assert_eq!(
        err.reason,
        Error::NotOnBoard {
            card: "YBGP".parse().unwrap(),
            quarter: Quarter::new(5).unwrap(),
            tops: "YPGB".into()
        }
    );
    assert_eq!(err.state, strict, "a refused claim leaves the state as it was");
    assert_eq!(strict.symmetries().len(), 8, "rotations only");
    let mirrors = state("players=2 allow_mirror=on", &text);
    assert_eq!(claims(&mirrors), ["YBGP@Q5"]);
    assert_eq!(mirrors.symmetries().len(), 16, "rotations and mirror images");
}

#[test]
fn a_column_of_five_goes_back_whole() {
    let text = format!("{} 1 SC 6 {HANDS}", board(&[("R2", "YBGPY"), ("C", "B")]));
    let s = state("players=2", &text);
    let legal = s.legal_actions();
    assert!(legal.contains(&act("column@R2")));
    assert!(legal.contains(&act("Y@C")), "the column may be declined");
    assert_eq!(legal.len(), 1 + 36);
    assert!(matches!(
        s.check(act("column@C")),
        Err(Error::NotAColumn { height: 1, .. })
    ));
    let after = play(s, "column@R2");
    let t = after.table();
    assert_eq!(t.height("R2".parse().unwrap()), 0);
    assert_eq!(t.supply("Y".parse().unwrap()), 7);
    assert_eq!(t.supply("B".parse().unwrap()), 6);
    assert_eq!(t.tokens_on_board(), 1);
    assert_eq!(
        t.phase(),
        Phase::Place {
            left: 2,
            column: None
        },
        "the column means one more token"
    );
    assert_eq!(after.check(act("end")), Err(Error::MustPlace(2)));
    let after = play(after, "G@R2 G@R3");
    assert_eq!(after.table().phase(), Phase::Claims);
    // With column_mandatory the column must go before anything is placed.
    let forced = state("players=2 column_mandatory=on", &text);
    assert_eq!(forced.legal_actions(), [act("column@R2")]);
    assert_eq!(forced.check(act("Y@C")), Err(Error::ColumnRequired));
}

#[test]
fn both_situations_in_one_turn_in_any_order() {
    // Four yellows (all in the column at R2) and a second column at R3.
    let text = format!("{} 2 SFC 9 {HANDS}", board(&[("R2", "YYYY"), ("R3", "BBBB")]));
    let s = state("players=2", &text);
    let columns = |spaces: &str| Columns::of(spaces.split(',').map(|x| x.parse::<Space>().unwrap()));
    // Column first: the yellows go back, but four colours was judged as the turn started.
    let column_first = play(s.clone(), "column@R2");
    assert_eq!(column_first.table().on_board("Y".parse().unwrap()), 0);
    assert!(column_first.legal_actions().contains(&Action::FourColours));
    assert_eq!(column_first.check(act("column@R3")), Err(Error::OneColumnPerTurn));
    let a = play(column_first, "four");
    assert_eq!(
        a.table().phase(),
        Phase::Place {
            left: 3,
            column: None
        },
        "1 + 1 + 1 tokens"
    );
    // Four colours first: 3 tokens to place (the column's counted), and one of the columns
    // that stood as the turn began may go before, between or after the placements.
    let four = play(s.clone(), "four");
    assert_eq!(
        four.table().phase(),
        Phase::Place {
            left: 3,
            column: Some(columns("R2,R3"))
        }
    );
    assert!(four.position().contains(" P3@R2,R3 9 "), "{}", four.position());
    assert_eq!(
        play(four.clone(), "column@R2"),
        a,
        "before: as if the column went first"
    );
    let between = play(four.clone(), "Y@C column@R2 P@R0 G@R1");
    let after = play(four.clone(), "Y@C P@R0 G@R1");
    assert_eq!(
        after.table().phase(),
        Phase::Place {
            left: 0,
            column: Some(columns("R2,R3"))
        }
    );
    assert_eq!(
        after.legal_actions(),
        [act("column@R2"), act("column@R3")],
        "the removal is due"
    );
    assert_eq!(after.check(act("end")), Err(Error::ColumnDue(columns("R2,R3"))));
    assert_eq!(after.check(act("B@R4")), Err(Error::ColumnDue(columns("R2,R3"))));
    let after = play(after, "column@R2");
    assert_eq!(after, between, "the order does not matter");
    assert_eq!(after.table().phase(), Phase::Claims);
    assert_eq!(after.check(act("four")), Err(Error::FourColoursUsed));
    assert_eq!(after.check(act("column@R3")), Err(Error::OneColumnPerTurn));
    // Only a stack that stood as a column when the turn began may go.
    let grown = play(four.clone(), "B@R4 B@R4");
    assert_eq!(
        grown.check(act("column@R4")),
        Err(Error::NotATurnColumn {
            space: "R4".parse().unwrap(),
            columns: columns("R2,R3")
        })
    );
    // Tokens placed on the column before its removal go back with it.
    let on_it = play(four.clone(), "G@R3 P@R3 column@R3");
    assert_eq!(on_it.table().height("R3".parse().unwrap()), 0);
    assert_eq!(on_it.table().supply("G".parse().unwrap()), 7);
    assert_eq!(
        on_it.table().phase(),
        Phase::Place {
            left: 1,
            column: None
        }
    );
    // With only the column's token left, going on to the claims or ending declines it.
    let two = play(four.clone(), "Y@C P@R0");
    assert_eq!(
        two.table().phase(),
        Phase::Place {
            left: 1,
            column: Some(columns("R2,R3"))
        }
    );
    assert!(two.legal_actions().contains(&act("end")));
    assert_eq!(four.check(act("end")), Err(Error::MustPlace(2)));
    let forced = state("players=2 column_mandatory=on", &text);
    let forced = play(forced, "four Y@C P@R0");
    assert_eq!(forced.check(act("end")), Err(Error::ColumnRequired));
    // Declining by placing: one token only, and the situations are over.
    let declined = play(s, "Y@C");
    assert_eq!(declined.table().phase(), Phase::Claims);
    assert_eq!(declined.check(act("four")), Err(Error::SituationsDeclined));
    assert_eq!(declined.check(act("column@R3")), Err(Error::SituationsDeclined));
    assert!(
        declined.position().contains(" Q-FC 9 "),
        "{}",
        declined.position()
    );
}

#[test]
fn refused_situations_say_the_true_reason() {
    let tall = board(&[("C", "YYYY"), ("R0", "B")]);
    // The situations off, or not yet played in the first rounds.
    let off = state("players=2 situations=off", &format!("{tall} 2 P1 7 {HANDS}"));
    assert_eq!(off.check(act("four")), Err(Error::SituationsOff));
    assert_eq!(off.check(act("column@C")), Err(Error::SituationsOff));
    let early = state("players=2 situations=from:4", &format!("{tall} 2 P1 7 {HANDS}"));
    assert_eq!(
        early.check(act("four")),
        Err(Error::SituationsNotYet { rounds: 4, round: 4 })
    );
    assert_eq!(
        early.check(act("column@C")).unwrap_err().to_string(),
        "the situations are played after 4 round(s) (situations=from:4), and this is round 4"
    );
    // Nothing open as the turn began.
    let low = state(
        "players=2",
        &format!("{} 2 P1 7 {HANDS}", board(&[("C", "YYY"), ("R0", "BB")])),
    );
    assert_eq!(low.check(act("four")), Err(Error::NoFourColours));
    assert_eq!(low.check(act("column@C")), Err(Error::NoColumn));
    // A second column.
    let two = state(
        "players=2",
        &format!("{} 2 SFC 9 {HANDS}", board(&[("R2", "YYYY"), ("R3", "BBBB")])),
    );
    let one_gone = play(two, "column@R3");
    assert_eq!(one_gone.check(act("column@R2")), Err(Error::OneColumnPerTurn));
    assert_eq!(
        one_gone.check(act("column@R2")).unwrap_err().to_string(),
        "one column per turn: a column was removed already this turn"
    );
}

#[test]
fn the_situations_after_some_rounds() {
    let config: Config = "players=3 situations=from:2".parse().unwrap();
    assert_eq!(config.situations(), Situations::After(2));
    assert_eq!(config.to_string().parse::<Config>().unwrap(), config);
    assert!(config.to_string().contains("situations=from:2"), "{config}");
    // Two rounds of three turns without them, then on.
    assert!((0..6).all(|t| !config.situations_in_turn(t)));
    assert!((6..20).all(|t| config.situations_in_turn(t)));
    let tall = board(&[("C", "YYYY"), ("R0", "B")]);
    let hands = "YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB/BYGP,GYBP,PBGY,YGPB";
    let text = |turns: u16| {
        let mover = turns % 3 + 1;
        format!("{tall} {mover} P1 {turns} {hands}")
    };
    // Round 2, its last turn: placing the token ends the turn and the next turn has them.
    let s = state("players=3 situations=from:2", &text(5));
    assert_eq!(
        s.check(act("four")),
        Err(Error::SituationsNotYet { rounds: 2, round: 2 })
    );
    let s = play(s, "G@R1 end");
    assert_eq!(
        s.table().phase(),
        Phase::Situations {
            four_colours: true,
            column: true,
            used: 0
        }
    );
    // A situations phase cannot be written in the first rounds.
    let config: Config = "players=3 situations=from:2".parse().unwrap();
    let early = format!("{tall} 3 SFC 5 {hands}");
    let err = Quartino::from_position(&config, &early).unwrap_err().to_string();
    assert!(err.contains("situations=from:2"), "{err}");
    // Records carry it, and replay by it.
    let mut record = quartet_core::record::Record::<Quartino>::new(&config, 9);
    let mut game = Quartino::start(&config, 9);
    for _ in 0..7 {
        // Place on the centre and end the turn: a column stands from the fourth turn on.
        let colour = game.table().config().equipment().colour(0);
        let place = Action::Place(colour, "C".parse().unwrap());
        for a in [place, act("end")] {
            game = game.play(a).unwrap();
            record.actions.push(a);
        }
    }
    assert!(
        matches!(game.table().phase(), Phase::Situations { .. }),
        "round 3 plays them"
    );
    let text = record.to_string();
    assert!(text.contains("situations=from:2"), "{text}");
    let back = quartet_core::record::Record::<Quartino>::parse(&text).unwrap();
    assert_eq!(back.current(), game);
    for bad in ["situations=from:0", "situations=from:x", "situations=from:"] {
        let err = bad.parse::<Config>().unwrap_err().to_string();
        assert!(err.contains("number of rounds"), "{bad}: {err}");
    }
}

#[test]
fn four_colours_means_one_more_token_due() {
    let text = format!("{} 1 SF 8 {HANDS}", board(&[("C", "YY"), ("R0", "YY")]));
    let s = play(state("players=2", &text), "four");
    assert_eq!(
        s.table().phase(),
        Phase::Place {
            left: 2,
            column: None
        }
    );
    assert_eq!(s.check(act("end")), Err(Error::MustPlace(2)));
    assert_eq!(s.check(act("YBGP@Q0")), Err(Error::MustPlace(2)));
}

#[test]
fn a_claim_frees_a_second_claim() {
    // Tops read YBGP at Q0; under them lies BYPG.
    let text = format!(
        "{} 1 Q 6 YBGP,BYPG,PGYB,BGPY/GBPY,YGBP,BPGY,PYBG",
        board(&[("C", "BY"), ("R0", "YB"), ("R1", "PG"), ("R2", "GP")])
    );
    let s = state("players=2", &text);
    assert_eq!(claims(&s), ["YBGP@Q0"], "only the tops count");
    let s = play(s, "YBGP@Q0");
    let t = s.table();
    assert_eq!(t.aside(Player(0)), ["YBGP".parse::<Card>().unwrap()]);
    assert_eq!(t.held(Player(0)), 3);
    assert_eq!(t.tokens_on_board(), 4, "the four tops went back");
    assert!(t.shows("BYPG".parse().unwrap(), Quarter::new(0).unwrap()));
    assert_eq!(
        t.phase(),
        Phase::Place {
            left: 1,
            column: None
        },
        "one more token first"
    );
    assert_eq!(s.check(act("BYPG@Q0")), Err(Error::MustPlace(1)));
    assert_eq!(s.check(act("end")), Err(Error::MustPlace(1)));
    let s = play(s, "Y@R5");
    assert_eq!(claims(&s), ["BYPG@Q0"]);
    let s = play(s, "BYPG@Q0 P@R5");
    assert_eq!(s.table().held(Player(0)), 2);
    assert_eq!(s.table().tokens_on_board(), 2);
    assert_eq!(
        s.position(),
        format!(
            "{} 1 Q 6 BGPY,PGYB:YBGP,BYPG/YGBP,BPGY,GBPY,PYBG",
            board(&[("R5", "YP")])
        )
    );
}

#[test]
fn the_last_card_wins_at_once() {
    let text = format!(
        "{} 2 Q 30 PGYB,BGPY,GBPY:YBGP/YGBP:BPGY,PYBG,GYPB",
        board(&[("C", "Y"), ("R1", "G"), ("R2", "B"), ("R3", "P")])
    );
    let s = state("players=2", &text);
    assert_eq!(claims(&s), ["YGBP@Q1"]);
    let s = play(s, "YGBP@Q1");
    assert_eq!(s.outcome(), Some(Outcome::WonBy(Player(1))));
    assert!(
        s.legal_actions().is_empty(),
        "no extra token after the winning claim"
    );
    assert_eq!(s.check(act("Y@C")), Err(Error::GameOver));
    assert_eq!(s.to_move(), Player(1));
    // A finished position reads back too.
    let back = Quartino::from_position(s.config(), &s.position()).unwrap();
    assert_eq!(back, s);
}

#[test]
fn claims_are_checked_card_hand_and_board() {
    let text = format!(
        "{} 1 Q 4 {HANDS}",
        board(&[("C", "Y"), ("R0", "G"), ("R1", "B"), ("R2", "P")])
    );
    let s = state("players=2", &text);
    // YGBP shows at Q0 but is the other player's card.
    assert!(s.table().shows("YGBP".parse().unwrap(), Quarter::new(0).unwrap()));
    assert_eq!(
        s.check(act("YGBP@Q0")),
        Err(Error::NotInHand("YGBP".parse().unwrap()))
    );
    assert!(matches!(s.check(act("YBGP@Q0")), Err(Error::NotOnBoard { .. })));
    assert_eq!(
        s.check(act("YYYY@Q0")),
        Err(Error::UnknownCard("YYYY".parse().unwrap()))
    );
    assert_eq!(
        s.check(act("YBGP@Q8")),
        Err(Error::UnknownQuarter(Quarter::new(8).unwrap()))
    );
    assert_eq!(s.check(act("Y@C")), Err(Error::NothingToPlace));
    let placing = state("players=2", &text.replace(" Q ", " P1 "));
    assert_eq!(
        placing.check(act("X@C")),
        Err(Error::UnknownColour("X".parse().unwrap()))
    );
    assert_eq!(
        placing.check(act("Y@R8")),
        Err(Error::UnknownSpace("R8".parse().unwrap()))
    );
    assert_eq!(placing.check(act("YBGP@Q0")), Err(Error::MustPlace(1)));
}

#[test]
fn empty_piles_skip_the_placements() {
    // All 28 tokens on the board: 3 on each space and a fourth on R7.
    let stacks = "YBG/PYB/GPY/BGP/YBG/PYB/GPY/BGP/YBGP";
    let text = format!("{stacks} 1 Q 28 {HANDS}");
    let beginners = play(state("players=2 situations=off", &text), "end");
    assert_eq!(beginners.table().supply_total(), 0);
    assert_eq!(
        beginners.table().phase(),
        Phase::Claims,
        "nothing to place: claim or end"
    );
    assert_eq!(beginners.legal_actions(), [act("end")]);
    let full = play(state("players=2", &text), "end");
    assert_eq!(
        full.table().phase(),
        Phase::Situations {
            four_colours: true,
            column: true,
            used: 0
        }
    );
    let legal = full.legal_actions();
    assert!(legal.contains(&act("four")) && legal.contains(&act("column@R7")) && legal.contains(&act("end")));
    assert!(!legal.iter().any(|a| matches!(a, Action::Place(..))));
    let s = play(full, "column@R7");
    assert_eq!(
        s.table().phase(),
        Phase::Situations {
            four_colours: true,
            column: false,
            used: 1
        },
        "four colours is still open after the column"
    );
    assert_eq!(s.table().supply_total(), 4);
}

#[test]
fn the_cap_ends_the_game_with_no_winner() {
    let config: Config = "players=3 cap=2".parse().unwrap();
    let s = play(Quartino::start(&config, 5), "Y@C end B@C end");
    assert_eq!(s.outcome(), Some(Outcome::Draw));
    assert_eq!(s.to_move(), Player(2), "the seat that would have moved");
    assert!(s.legal_actions().is_empty());
    assert_eq!(s.table().turns(), 2);
}

#[test]
fn the_deal_is_fixed_by_the_seed() {
    for players in 2..=5 {
        let config = Config::new(players).unwrap();
        let a = Quartino::start(&config, 42);
        assert_eq!(a, Quartino::start(&config, 42));
        assert_ne!(a, Quartino::start(&config, 43));
        let mut all: Vec<Card> = a.undealt();
        assert_eq!(all.len(), 24 - 4 * players);
        for p in 0..players {
            assert_eq!(a.hand(Player(p as u8)).len(), 4);
            all.extend(a.hand(Player(p as u8)));
        }
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 24);
        assert_eq!(a.to_move(), Player(0), "seat 1 starts by default");
    }
    let chosen = Config::new(4)
        .unwrap()
        .with_first(FirstSeat::Seat(Player(2)))
        .unwrap();
    assert_eq!(Quartino::start(&chosen, 1).to_move(), Player(2));
    let random = Config::new(4).unwrap().with_first(FirstSeat::Random).unwrap();
    let mut firsts: Vec<u8> = (0..64)
        .map(|seed| Quartino::start(&random, seed).to_move().0)
        .collect();
    firsts.sort();
    firsts.dedup();
    assert_eq!(firsts, [0, 1, 2, 3], "a random first seat can be any seat");
}

#[test]
fn rotations_carry_claims_and_keep_the_canonical_key() {
    let text = format!(
        "{} 1 Q 4 {HANDS}",
        board(&[("C", "Y"), ("R5", "B"), ("R6", "G"), ("R7", "P"), ("R0", "GG")])
    );
    let s = state("players=2", &text);
    for sym in s.symmetries() {
        let image = s.transform(sym);
        assert_eq!(image.canonical_key(), s.canonical_key());
        let mapped: Vec<Action> = s
            .legal_actions()
            .iter()
            .map(|&a| s.transform_action(sym, a))
            .collect();
        let mut expected = image.legal_actions();
        let mut mapped_sorted = mapped.clone();
        mapped_sorted.sort();
        expected.sort();
        assert_eq!(mapped_sorted, expected);
    }
    let turned = s.transform(s.symmetries()[3]);
    assert_ne!(turned, s);
    assert_eq!(claims(&turned).len(), 1);
    let space: Space = "R5".parse().unwrap();
    assert_ne!(turned.table().top(space), s.table().top(space));
}
