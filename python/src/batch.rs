//! Batch helpers, for work where one call per action would cost more than the action itself:
//! whole random games played in Rust, returned as numpy arrays.

use numpy::{IntoPyArray, PyArray2, PyArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use quartet_core::GameKind;
use quartet_core::chance::Rng;
use quartet_core::danish::DanishQuarto;
use quartet_core::quartino::Quartino;
use quartet_core::quarto::Quarto;

use crate::args::Int;
use crate::encoding::Encoding;
use crate::game::{parse_config, parse_kind};

/// The games of a batch, flat.
#[derive(Default)]
struct Games {
    winners: Vec<i8>,
    lengths: Vec<i32>,
    /// Each game's action ids, one game after the other.
    actions: Vec<i32>,
}

/// The most games one call plays (their actions alone would fill gigabytes).
const MOST_GAMES: usize = 10_000_000;

/// The seed of game `i` of a batch seeded `seed`: mixed (SplitMix64's finaliser), so that
/// batches of nearby seeds share no game.
fn game_seed(seed: u64, i: u64) -> u64 {
    let mix = |mut z: u64| {
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    mix(mix(seed) ^ i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
}

/// Plays `n` random games: game `i` is started with seed `game_seed(seed, i)` (its deal, for
/// Quartino) and its actions are drawn by a generator seeded from the same number.
fn play<G: Encoding>(
    config: &G::Config,
    n: usize,
    seed: u64,
    keep_actions: bool,
    max_length: Option<usize>,
) -> Games {
    let mut out = Games::default();
    let mut buffer = Vec::new();
    for i in 0..n as u64 {
        let game_seed = game_seed(seed, i);
        let mut state = G::start(config, game_seed);
        let mut rng = Rng::new(game_seed ^ 0x9e37_79b9_7f4a_7c15);
        let mut length = 0usize;
        while !state.is_over() && max_length.is_none_or(|m| length < m) {
            buffer.clear();
            state.legal_actions_into(&mut buffer);
            let Some(&action) = rng.choose(&buffer) else { break };
            if keep_actions {
                out.actions.push(G::action_id(config, action) as i32);
            }
            state.play_unchecked(action);
            length += 1;
        }
        out.winners
            .push(state.outcome().and_then(|o| o.winner()).map_or(-1, |p| p.0 as i8));
        out.lengths.push(length as i32);
    }
    out
}

/// Plays ``n`` games of uniformly random actions in Rust, without the GIL, and returns them as
/// numpy arrays in a dict:
///
/// * ``winners`` (``int8``, ``n``): the winning seat from 0, or −1 for a draw (or a game cut
///   by ``max_length``);
/// * ``lengths`` (``int32``, ``n``): the actions of each game;
/// * ``actions`` (``int32``, ``n × max(lengths)``): each game's action ids (the game's action
///   space, see ``Game.num_actions``), padded with −1; left out with ``actions=False``;
/// * ``seeds`` (``uint64``, ``n``): game ``i`` is ``Game(kind, rules, seed=seeds[i])`` (its
///   deal, for Quartino), so any game can be replayed and recorded. They are mixed from
///   ``seed`` and ``i``: batches of different seeds share no game.
///
/// ``n`` is at most 10,000,000 a call.
///
/// >>> import quartet
/// >>> games = quartet.play_random_games("quarto", 1000, seed=7)
/// >>> games["actions"].shape[0], int(games["lengths"].min()) >= 8
/// (1000, True)
/// >>> game = quartet.Game("quarto", seed=int(games["seeds"][3]))
/// >>> for a in games["actions"][3][: games["lengths"][3]]:
/// ...     game.play(int(a))
/// >>> game.winner == (None if games["winners"][3] < 0 else int(games["winners"][3]))
/// True
#[pyfunction]
#[pyo3(signature = (kind, n, rules = "", seed = Int(0), *, actions = true, max_length = None), text_signature = "(kind, n, rules='', seed=0, *, actions=True, max_length=None)")]
pub fn play_random_games<'py>(
    py: Python<'py>,
    kind: &str,
    n: Int<usize>,
    rules: &str,
    seed: Int<u64>,
    actions: bool,
    max_length: Option<Int<usize>>,
) -> PyResult<Bound<'py, PyDict>> {
    let (Int(n), Int(seed), max_length) = (n, seed, max_length.map(|Int(m)| m));
    if n > MOST_GAMES {
        return Err(PyValueError::new_err(format!(
            "n={n}: at most {MOST_GAMES} games a call (call it again with another seed for more)"
        )));
    }
    let kind = parse_kind(kind)?;
    let games = match kind {
        GameKind::Quarto => {
            let c = parse_config::<Quarto>(rules)?;
            py.detach(|| play::<Quarto>(&c, n, seed, actions, max_length))
        }
        GameKind::Danish => {
            let c = parse_config::<DanishQuarto>(rules)?;
            py.detach(|| play::<DanishQuarto>(&c, n, seed, actions, max_length))
        }
        GameKind::Quartino => {
            let c = parse_config::<Quartino>(rules)?;
            py.detach(|| play::<Quartino>(&c, n, seed, actions, max_length))
        }
    };
    let out = PyDict::new(py);
    if actions {
        let width = games.lengths.iter().copied().max().unwrap_or(0).max(0) as usize;
        let mut table = vec![-1i32; n * width];
        let mut at = 0;
        for (g, &len) in games.lengths.iter().enumerate() {
            let len = len as usize;
            table[g * width..g * width + len].copy_from_slice(&games.actions[at..at + len]);
            at += len;
        }
        let table: Bound<'py, PyArray2<i32>> = table.into_pyarray(py).reshape([n, width])?;
        out.set_item("actions", table)?;
    }
    out.set_item("winners", games.winners.into_pyarray(py))?;
    out.set_item("lengths", games.lengths.into_pyarray(py))?;
    let seeds: Vec<u64> = (0..n as u64).map(|i| game_seed(seed, i)).collect();
    out.set_item("seeds", seeds.into_pyarray(py))?;
    Ok(out)
}
