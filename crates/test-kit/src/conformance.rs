//! The conformance harness every game passes: the contract of the [`Game`] trait checked on
//! random games. Run it from a game's tests with [`check_random_games`].
//!
//! At every state reached it checks that:
//! * the legal actions have no duplicates, each is accepted by [`Game::check`] and
//!   [`Game::play`], and `play` gives the same state as `play_unchecked`;
//! * actions that are not legal (collected from other states) are refused, and the refused
//!   state comes back unchanged;
//! * a finished game has no legal actions and refuses every action;
//! * every action's notation reads back to the same action, and the position notation reads
//!   back to the same notation, the same player to move and the same legal actions (the
//!   notation carries everything the actions depend on);
//! * symmetry: for sampled symmetries, the image has the images of the legal actions as its
//!   legal actions, the same player to move and outcome, and the same canonical key;
//! * observations: every player's observation of the state is stable and determinizes to a
//!   state with the same observation.

use std::collections::HashSet;
use std::fmt::Debug;

use quartet_core::Game;
use quartet_core::chance::Rng;

/// How much a conformance run does.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Random games to play.
    pub games: usize,
    /// Symmetries sampled at each state.
    pub symmetries_per_state: usize,
    /// Stop a game after this many actions (for games that can run long).
    pub max_actions: usize,
    /// Seed of the run.
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            games: 200,
            symmetries_per_state: 4,
            max_actions: 400,
            seed: 1,
        }
    }
}

/// Plays random games from `G::start(config, seed)` and checks the trait's contract at every
/// state. Panics with a precise message on the first violation.
pub fn check_random_games<G: Game>(config: &G::Config, settings: &Settings) -> usize {
    let mut rng = Rng::new(settings.seed);
    let mut seen_actions: Vec<G::Action> = Vec::new();
    let mut seen_set: HashSet<G::Action> = HashSet::new();
    let mut states_checked = 0;
    for game in 0..settings.games {
        let mut state = G::start(config, rng.next_u64());
        for _ in 0..settings.max_actions {
            check_state(&state, &seen_actions, settings.symmetries_per_state, &mut rng);
            states_checked += 1;
            let actions = state.legal_actions();
            for &a in &actions {
                if seen_set.insert(a) {
                    seen_actions.push(a);
                }
            }
            let Some(&action) = rng.choose(&actions) else {
                break;
            };
            state = state
                .play(action)
                .unwrap_or_else(|e| panic!("game {game}: legal action refused: {e}"));
        }
    }
    states_checked
}

/// Checks one state against the contract (see the module docs).
pub fn check_state<G: Game>(state: &G, other_actions: &[G::Action], symmetries: usize, rng: &mut Rng) {
    let position = state.position();
    let (actions, set) = check_legal_actions(state);
    for &a in other_actions.iter().filter(|a| !set.contains(a)).take(64) {
        assert!(
            state.check(a).is_err(),
            "{position}: illegal action {a} accepted by check"
        );
        match state.clone().play(a) {
            Ok(_) => panic!("{position}: illegal action {a} accepted by play"),
            Err(e) => assert_eq!(&e.state, state, "{position}: refused {a} changed the state"),
        }
    }
    if !state.is_over() {
        match G::from_position(state.config(), &position) {
            Ok(back) => {
                assert_eq!(back.position(), position, "position notation does not round-trip");
                // The notation says everything the actions depend on (open claims too).
                assert_eq!(
                    back.to_move(),
                    state.to_move(),
                    "{position}: read back, another player to move"
                );
                let back_actions: HashSet<G::Action> = back.legal_actions().into_iter().collect();
                assert!(
                    back_actions == set,
                    "{position}: read back, other legal actions: {:?} instead of {actions:?}",
                    back.legal_actions()
                );
            }
            Err(e) => panic!("position {position:?} does not read back: {e}"),
        }
    }
    check_symmetry(state, &actions, symmetries, rng);
    for p in 0..state.num_players() {
        let player = quartet_core::Player(p as u8);
        let obs = state.observe(player);
        assert_eq!(
            obs,
            state.observe(player),
            "{position}: observation is not stable"
        );
        let sample = G::determinize(&obs, rng);
        assert_eq!(
            sample.observe(player),
            obs,
            "{position}: a determinized state is not consistent with the observation"
        );
    }
}

/// The legal actions of `state`, checked: no duplicates, none in a finished game, each
/// accepted by [`Game::check`] and [`Game::play`] (which plays it as `play_unchecked` does),
/// and each written in a notation that reads back to it. Returned as a list and as a set.
pub fn check_legal_actions<G: Game>(state: &G) -> (Vec<G::Action>, HashSet<G::Action>) {
    let position = state.position();
    let actions = state.legal_actions();
    let set: HashSet<G::Action> = actions.iter().copied().collect();
    assert_eq!(
        set.len(),
        actions.len(),
        "{position}: duplicate legal actions {actions:?}"
    );
    if state.is_over() {
        assert!(
            actions.is_empty(),
            "{position}: finished game has legal actions {actions:?}"
        );
    }
    for &a in &actions {
        if let Err(e) = state.check(a) {
            panic!("{position}: legal action {a} refused by check: {e}");
        }
        let mut unchecked = state.clone();
        unchecked.play_unchecked(a);
        match state.clone().play(a) {
            Ok(next) => assert_eq!(
                next, unchecked,
                "{position}: play and play_unchecked differ on {a}"
            ),
            Err(e) => panic!("{position}: legal action {a} refused by play: {e}"),
        }
        let text = a.to_string();
        match state.parse_action(&text) {
            Ok(back) => assert_eq!(
                back, a,
                "{position}: action {a:?} written {text:?} reads back as {back:?}"
            ),
            Err(e) => panic!("{position}: action {a:?} written {text:?} does not read back: {e}"),
        }
    }
    (actions, set)
}

fn check_symmetry<G: Game>(state: &G, actions: &[G::Action], samples: usize, rng: &mut Rng) {
    let group = state.symmetries();
    assert!(
        !group.is_empty(),
        "the symmetry group is empty (it must hold the identity)"
    );
    assert_eq!(
        state.transform(group[0]),
        *state,
        "the first symmetry is not the identity"
    );
    let canonical = state.canonical_key();
    for _ in 0..samples.min(group.len()) {
        let Some(&sym) = rng.choose(&group) else { break };
        let image = state.transform(sym);
        assert_eq!(
            image.to_move(),
            state.to_move(),
            "symmetry {sym:?} changes the player to move"
        );
        assert_eq!(
            image.outcome(),
            state.outcome(),
            "symmetry {sym:?} changes the outcome"
        );
        assert_eq!(
            image.canonical_key(),
            canonical,
            "symmetry {sym:?} changes the canonical key of {}",
            state.position()
        );
        let mapped: HashSet<G::Action> = actions.iter().map(|&a| state.transform_action(sym, a)).collect();
        let image_actions: HashSet<G::Action> = image.legal_actions().into_iter().collect();
        assert_sets_equal(&mapped, &image_actions, &state.position());
        if let Some(&a) = rng.choose(actions) {
            let mut after = state.clone();
            after.play_unchecked(a);
            let mut image_after = image.clone();
            image_after.play_unchecked(state.transform_action(sym, a));
            assert_eq!(
                after.transform(sym),
                image_after,
                "symmetry does not commute with {a}"
            );
        }
    }
}

fn assert_sets_equal<T: Eq + std::hash::Hash + Debug>(a: &HashSet<T>, b: &HashSet<T>, position: &str) {
    let only_a: Vec<&T> = a.difference(b).collect();
    let only_b: Vec<&T> = b.difference(a).collect();
    assert!(
        only_a.is_empty() && only_b.is_empty(),
        "{position}: images of legal actions differ from the image's legal actions: \
         only mapped {only_a:?}, only in image {only_b:?}"
    );
}
