//! Invariants checked at every action of thousands of random Quartino games, 2 to 5 players:
//! 28 tokens always (each colour's 7 on the board or in its pile), 24 cards always accounted
//! for (in a hand, put aside or out of the game, never two places), only the top tokens match
//! (checked against a reference that reads the tops from the position text), and the legal
//! actions are exactly the actions `check` accepts.

use std::collections::HashMap;

use quartet_core::chance::Rng;
use quartet_core::quartino::{Action, Card, Config, Phase, Quarter, Quartino, Situations, Space};
use quartet_core::{Game, Outcome, Player};
use quartet_test_kit::actions::every_quartino_action;

/// The tops of the board read from the position text alone: the last letter of each stack.
fn reference_tops(position: &str) -> Vec<Option<char>> {
    let board = position.split_whitespace().next().unwrap();
    board
        .split('/')
        .map(|stack| if stack == "." { None } else { stack.chars().last() })
        .collect()
}

/// Whether `card` shows at `quarter` by the spec's definition (standard wheel): the tops of
/// C, Rk, Rk+1, Rk+2 read its letters in order (or, with mirrors, C, Rk+2, Rk+1, Rk).
fn reference_shows(tops: &[Option<char>], card: Card, k: usize, mirror: bool) -> bool {
    let letters: Vec<char> = card.colours().map(|c| c.letter()).collect();
    let ring = |i: usize| tops[1 + (k + i) % 8];
    let straight = [tops[0], ring(0), ring(1), ring(2)];
    let mirrored = [tops[0], ring(2), ring(1), ring(0)];
    let reads = |spaces: [Option<char>; 4]| spaces.iter().zip(&letters).all(|(t, c)| *t == Some(*c));
    reads(straight) || (mirror && reads(mirrored))
}

fn check_invariants(state: &Quartino, full_check: bool) {
    let t = state.table();
    let e = t.equipment();
    let position = state.position();
    // Tokens: 7 of each colour, on the board (buried included) or in the supply.
    let mut counted = HashMap::new();
    for s in e.spaces() {
        for c in t.stack(s) {
            *counted.entry(c).or_insert(0usize) += 1;
        }
    }
    let mut total = 0;
    for spec in e.colours() {
        let on = counted.get(&spec.colour).copied().unwrap_or(0);
        assert_eq!(t.on_board(spec.colour), on, "{position}");
        assert_eq!(
            on + t.supply(spec.colour),
            7,
            "{position}: colour {}",
            spec.colour
        );
        total += on + t.supply(spec.colour);
    }
    assert_eq!(total, 28, "{position}");
    assert_eq!(t.tokens_on_board() + t.supply_total(), 28, "{position}");
    // Cards: every one of the 24 exactly once, in a hand, put aside or undealt.
    let mut seen: Vec<Card> = state.undealt();
    for p in 0..state.num_players() {
        let player = Player(p as u8);
        let hand = state.hand(player);
        let aside = t.aside(player);
        assert_eq!(hand.len(), t.held(player), "{position}");
        assert_eq!(hand.len() + aside.len(), 4, "{position}: seat {p}");
        seen.extend(hand);
        seen.extend(aside);
    }
    assert_eq!(seen.len(), 24, "{position}");
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 24, "{position}: a card is in two places");
    // The game is won exactly when a seat has put aside all its cards.
    let emptied: Vec<usize> = (0..state.num_players())
        .filter(|&p| t.held(Player(p as u8)) == 0)
        .collect();
    match state.outcome() {
        Some(Outcome::WonBy(p)) => assert_eq!(emptied, [p.index()], "{position}"),
        Some(Outcome::Draw) => {
            assert!(emptied.is_empty());
            assert_eq!(t.turns(), t.config().cap());
        }
        None => assert!(emptied.is_empty() && t.turns() < t.config().cap(), "{position}"),
    }
    // Phases: a placement is due only while a pile has tokens.
    match t.phase() {
        Phase::Place { left, column: None } => {
            assert!((1..=3).contains(&left) && t.supply_total() > 0, "{position}")
        }
        // A column that may still go: its spaces stood as columns and only grew since.
        Phase::Place {
            left,
            column: Some(columns),
        } => {
            assert!(left <= 3 && !columns.is_empty(), "{position}");
            assert!(columns.iter().all(|s| t.height(s) >= 4), "{position}");
        }
        Phase::Situations { .. } => assert!(t.situations_in_turn(), "{position}"),
        _ => {}
    }
    // Only the tops match: the engine agrees with the reference on every card and quarter,
    // and the legal claims are exactly the mover's cards that show, when claims are due.
    let tops = reference_tops(&position);
    let mirror = t.config().allow_mirror();
    let mut expected: Vec<(Card, Quarter)> = Vec::new();
    for &card in e.cards() {
        for k in 0..8 {
            if reference_shows(&tops, card, k, mirror) {
                expected.push((card, Quarter::new(k).unwrap()));
            }
        }
    }
    let mut showing = t.showing();
    showing.sort();
    expected.sort();
    assert_eq!(showing, expected, "{position}: the cards showing");
    let actions = state.legal_actions();
    let hand = state.hand(state.to_move());
    let column_first =
        t.config().column_mandatory() && matches!(t.phase(), Phase::Situations { column: true, .. });
    // While a column may still go, only its own token left (or nothing to place): going on to
    // the claims declines it.
    let column_declinable = match t.phase() {
        Phase::Place {
            left,
            column: Some(_),
        } => left >= 1 && (left == 1 || t.supply_total() == 0) && !t.config().column_mandatory(),
        _ => false,
    };
    let claims_due = !column_first
        && (matches!(t.phase(), Phase::Claims)
            || column_declinable
            || (matches!(t.phase(), Phase::Situations { .. }) && t.supply_total() == 0));
    let mut legal_claims: Vec<(Card, Quarter)> = actions
        .iter()
        .filter_map(|a| match *a {
            Action::Claim(c, q) => Some((c, q)),
            _ => None,
        })
        .collect();
    legal_claims.sort();
    let due: Vec<(Card, Quarter)> = if claims_due {
        expected.into_iter().filter(|(c, _)| hand.contains(c)).collect()
    } else {
        Vec::new()
    };
    assert_eq!(legal_claims, due, "{position}: the legal claims");
    if full_check {
        for a in every_quartino_action(state) {
            assert_eq!(
                state.check(a).is_ok(),
                actions.contains(&a),
                "{position}: check and legal_actions disagree on {a}"
            );
        }
    }
}

fn random_games(config: &Config, games: usize, seed: u64) -> (usize, usize, usize) {
    let mut rng = Rng::new(seed);
    let (mut actions, mut wins, mut claims) = (0, 0, 0);
    let mut keys: HashMap<_, String> = HashMap::new();
    for game in 0..games {
        let mut state = Quartino::start(config, rng.next_u64());
        let mut step = 0usize;
        loop {
            let full = step.is_multiple_of(7) && game % 4 == 0;
            check_invariants(&state, full);
            if full {
                let key = state.key();
                let position = state.position();
                if let Some(other) = keys.insert(key, position.clone()) {
                    assert_eq!(other, position, "two positions share a key");
                }
            }
            // Mostly random, but a claim is usually taken when there is one, so that games
            // reach their end as real ones do.
            let legal = state.legal_actions();
            let open: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Claim(..)))
                .collect();
            let pick = if !open.is_empty() && rng.unit() < 0.9 {
                rng.choose(&open)
            } else {
                rng.choose(&legal)
            };
            let Some(&a) = pick else { break };
            if matches!(a, Action::Claim(..)) {
                claims += 1;
            }
            state.play_unchecked(a);
            actions += 1;
            step += 1;
        }
        assert!(state.is_over());
        if matches!(state.outcome(), Some(Outcome::WonBy(_))) {
            wins += 1;
        }
    }
    (actions, wins, claims)
}

fn run(config: &str, games: usize, seed: u64) {
    let config: Config = config.parse().unwrap();
    let (actions, wins, claims) = random_games(&config, games, seed);
    assert!(actions > games * 50, "{config}: {actions} actions");
    assert!(claims >= wins * 4, "{config}: {wins} wins, {claims} claims");
    if config.situations() == Situations::On {
        assert!(wins > 0, "{config}: nobody ever won");
    } else {
        // Without the situations nothing but a claim takes tokens off the board, so random
        // games mostly fill it and stall until the cap; some claims still happen.
        assert!(claims > 0, "{config}: nobody ever claimed");
    }
}

#[test]
fn two_players() {
    run("players=2 cap=60", 500, 11);
    run("players=2", 10, 12);
}

#[test]
fn three_players() {
    run("players=3 cap=60 allow_mirror=on", 500, 13);
    run("players=3 situations=off", 10, 14);
}

#[test]
fn four_players() {
    run("players=4 cap=60 column_mandatory=on", 500, 15);
    run("players=4", 10, 16);
}

#[test]
fn five_players() {
    run("players=5 cap=60 first=random", 500, 17);
    run("players=5 allow_mirror=on column_mandatory=on", 10, 18);
}

#[test]
fn every_space_and_colour_is_placeable_at_the_start() {
    let state = Quartino::start(&Config::default(), 3);
    let legal = state.legal_actions();
    assert_eq!(legal.len(), 36);
    for s in ["C", "R0", "R7"] {
        let space: Space = s.parse().unwrap();
        assert!(legal.contains(&Action::Place("G".parse().unwrap(), space)));
    }
}
