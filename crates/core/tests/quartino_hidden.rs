//! Hidden information: an observation never depends on another player's hidden cards (nor on
//! the cards left out of the game), and the sampled hands are consistent with the observation
//! and drawn fairly from the unseen cards.

use proptest::prelude::*;
use quartet_core::chance::Rng;
use quartet_core::quartino::{Action, Card, Config, Observation, Quartino};
use quartet_core::{Game, Player};

/// A state after `steps` random actions (claims preferred, so that cards get put aside).
fn random_state(players: usize, seed: u64, steps: usize) -> Quartino {
    let config = Config::new(players).unwrap();
    let mut rng = Rng::new(seed);
    let mut state = Quartino::start(&config, rng.next_u64());
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

/// The same state with every card `viewer` cannot see (the other hands and the cards out of
/// the game) shuffled among the other hands and the undealt cards, built from the position text.
fn reshuffle_hidden(state: &Quartino, viewer: Option<usize>, seed: u64) -> Quartino {
    let position = state.position();
    let fields: Vec<&str> = position.split_whitespace().collect();
    let seats: Vec<(String, Option<String>)> = fields[4]
        .split('/')
        .map(|s| match s.split_once(':') {
            Some((h, a)) => (h.to_string(), Some(a.to_string())),
            None => (s.to_string(), None),
        })
        .collect();
    let mut pool: Vec<String> = state.undealt().iter().map(Card::to_string).collect();
    for (i, (hand, _)) in seats.iter().enumerate() {
        if Some(i) != viewer && hand != "-" {
            pool.extend(hand.split(',').map(str::to_string));
        }
    }
    Rng::new(seed).shuffle(&mut pool);
    let mut next = pool.into_iter();
    let new_seats: Vec<String> = seats
        .iter()
        .enumerate()
        .map(|(i, (hand, aside))| {
            let hand = if Some(i) == viewer || hand == "-" {
                hand.clone()
            } else {
                let n = hand.split(',').count();
                next.by_ref().take(n).collect::<Vec<_>>().join(",")
            };
            match aside {
                Some(a) => format!("{hand}:{a}"),
                None => hand,
            }
        })
        .collect();
    let text = format!(
        "{} {} {} {} {}",
        fields[0],
        fields[1],
        fields[2],
        fields[3],
        new_seats.join("/")
    );
    Quartino::from_position(state.config(), &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn an_observation_never_depends_on_hidden_cards(
        players in 2usize..=5,
        seed in any::<u64>(),
        steps in 0usize..300,
        shuffle in any::<u64>(),
    ) {
        let state = random_state(players, seed, steps);
        for v in 0..players {
            let other = reshuffle_hidden(&state, Some(v), shuffle);
            let viewer = Player(v as u8);
            prop_assert_eq!(other.hand(viewer), state.hand(viewer));
            let (a, b) = (state.observe(viewer), other.observe(viewer));
            prop_assert_eq!(&a, &b);
            prop_assert_eq!(a.to_string(), b.to_string());
            prop_assert_eq!(a.legal_actions(), b.legal_actions());
            if state.to_move() == viewer {
                prop_assert_eq!(a.legal_actions(), Some(state.legal_actions()));
            }
        }
        let other = reshuffle_hidden(&state, None, shuffle);
        prop_assert_eq!(state.spectate(), other.spectate());
    }

    #[test]
    fn a_sample_is_consistent_with_the_observation(
        players in 2usize..=5,
        seed in any::<u64>(),
        steps in 0usize..300,
    ) {
        let state = random_state(players, seed, steps);
        let mut rng = Rng::new(seed ^ 0x5eed);
        for v in 0..players {
            let viewer = Player(v as u8);
            let obs = state.observe(viewer);
            let text = obs.to_string();
            prop_assert_eq!(&Observation::parse(state.config(), &text).unwrap(), &obs);
            let sample = Quartino::determinize(&obs, &mut rng);
            prop_assert_eq!(sample.observe(viewer), obs.clone());
            prop_assert_eq!(sample.hand(viewer), state.hand(viewer));
            let unseen = obs.unseen();
            for p in (0..players).filter(|&p| p != v) {
                let hand = sample.hand(Player(p as u8));
                prop_assert_eq!(hand.len(), state.table().held(Player(p as u8)));
                prop_assert!(hand.iter().all(|c| unseen.contains(c)));
            }
            // The viewer's text shows his own hand and no other.
            let seats = text.split_whitespace().nth(4).unwrap();
            for p in (0..players).filter(|&p| p != v) {
                for card in state.hand(Player(p as u8)) {
                    prop_assert!(!seats.contains(&card.to_string()), "{} leaks {}", text, card);
                }
            }
        }
        let spectator = state.spectate();
        prop_assert_eq!(Quartino::determinize(&spectator, &mut rng).spectate(), spectator.clone());
        prop_assert_eq!(Observation::parse(state.config(), &spectator.to_string()).unwrap(), spectator);
    }
}

#[test]
fn the_reshuffle_really_moves_hidden_cards() {
    // Guard against a vacuous property: the reshuffled states differ from the original.
    let state = random_state(4, 9, 40);
    let changed = (0..20)
        .filter(|&s| reshuffle_hidden(&state, Some(0), s) != state)
        .count();
    assert!(
        changed >= 18,
        "only {changed} of 20 reshuffles changed the hidden hands"
    );
}

#[test]
fn samples_are_fair() {
    // Two players at the start: the viewer sees his 4 cards, the other 20 are unseen, and the
    // opponent holds 4 of them: each unseen card should be his with probability 1/5.
    let state = Quartino::start(&Config::new(2).unwrap(), 77);
    let obs = state.observe(Player(0));
    let unseen = obs.unseen();
    assert_eq!(unseen.len(), 20);
    let mut rng = Rng::new(1);
    let samples = 4000;
    let mut count = vec![0usize; unseen.len()];
    for _ in 0..samples {
        let sample = obs.sample(&mut rng);
        for card in sample.hand(Player(1)) {
            count[unseen.iter().position(|&c| c == card).unwrap()] += 1;
        }
    }
    for (card, &n) in unseen.iter().zip(&count) {
        assert!(
            (650..=950).contains(&n),
            "{card} in the opponent's hand {n} times of {samples}"
        );
    }
}
