//! The checks the fuzz targets share, generic over the [`Game`] trait. Each target in
//! `fuzz_targets/` is a few lines that pick a game and call one of these; what a target finds
//! is a panic (an assertion here, or a panic inside the rules).
//!
//! Inputs that hold a game's settings start with them on the first line (`squares=yes`,
//! `ply_cap=200`, `players=4 situations=off`; an empty or unreadable line is the default),
//! so that the corpora are text a person can read.

use std::collections::HashSet;

use quartet_core::chance::Rng;
use quartet_core::{Game, Player};
use quartet_test_kit::conformance::check_legal_actions;

/// The settings on the first line of `data` (the default when absent or unreadable) and the
/// rest of the input after it.
pub fn split_config<G: Game>(data: &[u8]) -> (G::Config, &[u8]) {
    match data.iter().position(|&b| b == b'\n') {
        Some(end) => {
            let config = std::str::from_utf8(&data[..end])
                .ok()
                .and_then(|line| line.parse().ok())
                .unwrap_or_default();
            (config, &data[end + 1..])
        }
        None => (G::Config::default(), data),
    }
}

/// Everything a shell may ask of a state, on a state that a parser accepted: nothing may
/// panic. Each legal action is also played (unchecked) and the result written; the first few
/// symmetries (Quarto!'s group is large) are applied.
pub fn exercise<G: Game>(state: &G) {
    let position = state.position();
    let _ = (state.to_move(), state.outcome(), state.num_players(), state.key());
    let actions = state.legal_actions();
    if state.is_over() {
        assert!(
            actions.is_empty(),
            "{position}: finished, yet legal actions {actions:?}"
        );
    }
    for &action in &actions {
        let mut next = state.clone();
        next.play_unchecked(action);
        let _ = (next.position(), next.outcome());
    }
    let _ = state.canonical_key();
    for symmetry in state.symmetries().into_iter().take(8) {
        let image = state.transform(symmetry);
        let _ = image.position();
    }
    let mut rng = Rng::new(1);
    for seat in 0..state.num_players() {
        let observation = state.observe(Player(seat as u8));
        let _ = G::determinize(&observation, &mut rng);
    }
}

/// A position read under `config`: nothing panics, and a position that is accepted is a state
/// that works ([`exercise`]) and whose notation reads back to the same notation.
pub fn position<G: Game>(config: &G::Config, text: &str) {
    let Ok(state) = G::from_position(config, text) else {
        return;
    };
    exercise(&state);
    let written = state.position();
    match G::from_position(config, &written) {
        Ok(back) => assert_eq!(
            back.position(),
            written,
            "{text:?} was read and written {written:?}, which reads back differently"
        ),
        Err(e) => panic!("{text:?} was read and written {written:?}, which does not read back: {e}"),
    }
}

/// An action read on its own (`FromStr`) and in the context of `state`: nothing panics, and an
/// action that is read writes a notation that reads back to it.
pub fn action<G: Game>(state: &G, text: &str) {
    if let Ok(action) = text.parse::<G::Action>() {
        let written = action.to_string();
        match written.parse::<G::Action>() {
            Ok(back) => assert_eq!(back, action, "{text:?} read as {action:?}, written {written:?}"),
            Err(e) => {
                panic!("{text:?} read as {action:?}, written {written:?}, which does not read back: {e}")
            }
        }
    }
    if let Ok(action) = state.parse_action(text) {
        let _ = state.check(action);
        let _ = state.clone().play(action);
    }
}

/// Reads bytes one at a time; zeros once the input is used up.
struct Bytes<'a> {
    data: &'a [u8],
}

impl Bytes<'_> {
    fn next(&mut self) -> Option<u8> {
        let (&first, rest) = self.data.split_first()?;
        self.data = rest;
        Some(first)
    }

    fn take(&mut self, n: usize) -> &[u8] {
        let (taken, rest) = self.data.split_at(n.min(self.data.len()));
        self.data = rest;
        taken
    }
}

/// Candidates checked at one state, at most.
const CHECKED: usize = 200;
/// Actions legal in earlier states that are kept to be tried again.
const TRIED: usize = 128;

/// The invariant "the legal actions are exactly the actions that `check` and `play` accept",
/// on a game driven by the input: the settings on the first line, then 8 bytes of the seed
/// that deals (Quartino), then one byte an operation. A byte below 0xf0 plays the legal action
/// it picks; 0xf0–0xff reads the next 1–16 bytes as an action's notation, which joins the
/// actions tried. At every state, the legal actions pass the conformance harness's checks
/// (`quartet_test_kit::conformance::check_legal_actions`: each passes `check`, is played alike
/// by `play` and `play_unchecked`, and reads back from its notation); every other action tried —
/// those of `candidates(state)`, those legal in earlier states, those read from the input —
/// must be refused by `check` and by `play`, which hands back the state unchanged. For speed,
/// a state checks a slice of at most 200 of the candidates (a different slice at each state)
/// and `play`s a rotating eighth of the refused ones, and every action read.
pub fn legals_are_legal<G: Game>(data: &[u8], candidates: impl Fn(&G) -> Vec<G::Action>) {
    let (config, rest) = split_config::<G>(data);
    let mut bytes = Bytes { data: rest };
    let mut seed = [0u8; 8];
    let taken = bytes.take(8);
    seed[..taken.len()].copy_from_slice(taken);
    let mut state = G::start(&config, u64::from_le_bytes(seed));
    let mut tried: Vec<G::Action> = Vec::new();
    let mut tried_set: HashSet<G::Action> = HashSet::new();
    let mut read: Vec<G::Action> = Vec::new();
    let mut step = 0usize;
    loop {
        let position = state.position();
        let (legal, legal_set) = check_legal_actions(&state);
        // `check` on a slice of at most CHECKED of the candidates (all of them for a small
        // game, a different slice at each state for a large one) and on every action tried;
        // `play` (which clones the state) on every 8th of those, a different eighth at each
        // state, and on every action read from the input.
        let all = candidates(&state);
        let slices = all.len().div_ceil(CHECKED).max(1);
        let slice = all
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % slices == step % slices);
        let others = slice.map(|(_, a)| a).chain(tried.iter().copied());
        for (i, action) in others.enumerate().filter(|(_, a)| !legal_set.contains(a)) {
            assert!(
                state.check(action).is_err(),
                "{position}: {action} is not legal, yet check accepts it (legal: {legal:?})"
            );
            if i % 8 == step % 8 || read.contains(&action) {
                match state.clone().play(action) {
                    Ok(_) => {
                        panic!("{position}: {action} is not legal, yet play accepts it (legal: {legal:?})")
                    }
                    Err(e) => assert_eq!(
                        e.into_state(),
                        state,
                        "{position}: refusing {action} changed the state"
                    ),
                }
            }
        }
        step += 1;
        for &action in &legal {
            if tried.len() < TRIED && tried_set.insert(action) {
                tried.push(action);
            }
        }
        let Some(op) = bytes.next() else { break };
        if op >= 0xf0 {
            let len = usize::from(op - 0xf0) + 1;
            if let Ok(text) = std::str::from_utf8(bytes.take(len))
                && let Ok(action) = state.parse_action(text)
                && read.len() < 64
            {
                read.push(action);
                if tried_set.insert(action) {
                    tried.push(action);
                }
            }
            continue;
        }
        if legal.is_empty() {
            break;
        }
        state.play_unchecked(legal[usize::from(op) % legal.len()]);
    }
}
