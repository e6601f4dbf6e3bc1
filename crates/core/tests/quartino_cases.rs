//! The cases a player asks about, each on a position written out in full: a card matched by
//! rotation, a mirror refused (and accepted with `allow_mirror`), a column of 5, both
//! situations in one turn, a claim that frees a second claim, the win, a wrong claim, empty
//! piles, the cap and the deal.

use quartet_core::quartino::{Action, Card, Config, Error, FirstSeat, Phase, Quarter, Quartino, Space};
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
        Phase::Place { left: 2 },
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
fn both_situations_in_one_turn_in_either_order() {
    // Four yellows (all in the column at R2) and a second column at R3.
    let text = format!("{} 2 SFC 9 {HANDS}", board(&[("R2", "YYYY"), ("R3", "BBBB")]));
    let s = state("players=2", &text);
    // Column first: the yellows go back, but four colours was judged as the turn started.
    let column_first = play(s.clone(), "column@R2");
    assert_eq!(column_first.table().on_board("Y".parse().unwrap()), 0);
    assert!(column_first.legal_actions().contains(&Action::FourColours));
    assert!(
        matches!(column_first.check(act("column@R3")), Err(Error::NotOpen(_))),
        "one column per turn"
    );
    let a = play(column_first, "four");
    let b = play(s.clone(), "four column@R2");
    assert_eq!(a, b, "the order of the situations does not matter");
    assert_eq!(a.table().phase(), Phase::Place { left: 3 }, "1 + 1 + 1 tokens");
    let done = play(a, "Y@C P@R0 G@R1");
    assert_eq!(done.table().phase(), Phase::Claims);
    assert_eq!(done.check(act("four")), Err(Error::SituationsOver));
    // Declining by placing: one token only, and the situations are over.
    let declined = play(s, "Y@C");
    assert_eq!(declined.table().phase(), Phase::Claims);
}

#[test]
fn four_colours_means_one_more_token_due() {
    let text = format!("{} 1 SF 8 {HANDS}", board(&[("C", "YY"), ("R0", "YY")]));
    let s = play(state("players=2", &text), "four");
    assert_eq!(s.table().phase(), Phase::Place { left: 2 });
    assert_eq!(s.check(act("end")), Err(Error::MustPlace(2)));
    assert_eq!(s.check(act("YBGP@Q0")), Err(Error::MustPlace(2)));
}

#[test]
fn a_claim_frees_a_second_claim() {
    // Tops read YBGP at Q0; under them lies BYPG.
    let text = format!(
        "{} 1 Q 4 YBGP,BYPG,PGYB,BGPY/GBPY,YGBP,BPGY,PYBG",
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
    assert_eq!(t.phase(), Phase::Place { left: 1 }, "one more token first");
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
            "{} 1 Q 4 BGPY,PGYB:YBGP,BYPG/YGBP,BPGY,GBPY,PYBG",
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
        "{} 1 Q 3 {HANDS}",
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
    let text = format!("{stacks} 1 Q 11 {HANDS}");
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
        "{} 1 Q 3 {HANDS}",
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
