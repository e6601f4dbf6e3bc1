//! `quartet.Game`: a game of any kind, played from Python with actions as notation or as
//! integer ids, with its observations, records and symmetries.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;

use numpy::{IntoPyArray, PyArray1, PyArrayDyn, PyArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyTuple};
use quartet_core::chance::Rng;
use quartet_core::danish::DanishQuarto;
use quartet_core::playout::random_playout;
use quartet_core::quartino::{self, Quartino};
use quartet_core::quarto::Quarto;
use quartet_core::record::{RawRecord, result_text};
use quartet_core::{ErrorOf, Game, GameKind, Outcome, Player};

use crate::args::Int;
use crate::encoding::Encoding;
use crate::session::{Chance, Deal, Session};
use crate::{IllegalActionError, value_error};

/// The state of a [`PyGame`]: a game of one kind, or a Quartino deal still under way.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)] // one value a Python object: boxing would only add indirection
pub enum Inner {
    /// Quarto!
    Quarto(Session<Quarto>),
    /// Danish Quarto.
    Danish(Session<DanishQuarto>),
    /// Quartino, dealt.
    Quartino(Session<Quartino>),
    /// Quartino before its first turn: the deal as chance outcomes.
    Dealing(Deal),
}

/// Runs `$body` with `$s` bound to the session of a dealt game, or `$deal` with `$d` bound to
/// a deal under way.
macro_rules! each {
    ($inner:expr, $s:ident => $body:expr, $d:ident => $deal:expr) => {
        match $inner {
            Inner::Quarto($s) => $body,
            Inner::Danish($s) => $body,
            Inner::Quartino($s) => $body,
            Inner::Dealing($d) => $deal,
        }
    };
}

/// An action given from Python: its id in the game's action space, or its notation.
#[derive(Clone, Debug)]
pub enum ActionArg {
    /// An id.
    Id(i64),
    /// Notation.
    Text(String),
}

impl<'a, 'py> FromPyObject<'a, 'py> for ActionArg {
    type Error = PyErr;

    /// A `str` is notation; anything Python can use as an integer (`int`, numpy integers) is
    /// an id.
    fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<ActionArg> {
        if let Ok(text) = obj.extract::<String>() {
            return Ok(ActionArg::Text(text));
        }
        if obj.is_instance_of::<pyo3::types::PyInt>() && obj.extract::<i64>().is_err() {
            let shown = obj.str().map_or_else(|_| "?".to_string(), |s| s.to_string());
            return Err(PyValueError::new_err(format!(
                "action id {shown} is in no game's action space: ids go from 0 to num_actions - 1"
            )));
        }
        obj.extract::<i64>().map(ActionArg::Id).map_err(|_| {
            let type_name = obj
                .get_type()
                .name()
                .map_or_else(|_| "?".to_string(), |n| n.to_string());
            pyo3::exceptions::PyTypeError::new_err(format!(
                "an action is its notation (a str, as \"b3\") or its id (an int below num_actions), not a {type_name}"
            ))
        })
    }
}

/// A state key as bytes (little-endian), for Python's `int.from_bytes`.
pub trait KeyBytes {
    /// The key's bytes.
    fn key_bytes(&self) -> Vec<u8>;
}

impl KeyBytes for u128 {
    fn key_bytes(&self) -> Vec<u8> {
        self.to_le_bytes().to_vec()
    }
}

impl KeyBytes for quartino::Key {
    fn key_bytes(&self) -> Vec<u8> {
        self.0.iter().flat_map(|w| w.to_le_bytes()).collect()
    }
}

/// A seed for a game started with `seed=None`: fresh from the operating system's randomness.
pub fn fresh_seed() -> u64 {
    RandomState::new().hash_one(std::time::SystemTime::now())
}

/// Reads a game's name.
pub fn parse_kind(kind: &str) -> PyResult<GameKind> {
    kind.parse().map_err(value_error)
}

/// Reads a game's settings.
pub fn parse_config<G: Game>(rules: &str) -> PyResult<G::Config> {
    rules.parse().map_err(|e: G::RulesError| value_error(e))
}

fn player_arg(player: i64, players: usize) -> PyResult<Player> {
    if (0..players as i64).contains(&player) {
        Ok(Player(player as u8))
    } else {
        Err(PyValueError::new_err(format!(
            "player {player}: expected a seat from 0 to {} (seats are counted from 0)",
            players - 1
        )))
    }
}

/// The action an argument names, in `state`'s game.
pub fn action_of<G: Encoding>(state: &G, action: &ActionArg) -> PyResult<G::Action> {
    match action {
        ActionArg::Id(id) => {
            let n = G::num_actions(state.config());
            usize::try_from(*id)
                .ok()
                .and_then(|i| G::action_at(state.config(), i))
                .ok_or_else(|| {
                    PyValueError::new_err(format!(
                        "action id {id} is not in {}'s action space: ids go from 0 to {}",
                        G::KIND.name(),
                        n - 1
                    ))
                })
        }
        ActionArg::Text(text) => state.parse_action(text).map_err(value_error),
    }
}

/// The legal action ids of a state, ascending.
pub fn legal_ids<G: Encoding>(state: &G) -> Vec<i64> {
    let mut ids: Vec<i64> = state
        .legal_actions()
        .into_iter()
        .map(|a| G::action_id(state.config(), a) as i64)
        .collect();
    ids.sort_unstable();
    ids
}

/// What each seat gets from a finished game: +1 for the winner, and the losers share −1
/// (−1 each at a two-seat table), so the returns always sum to 0; all zeros for a draw or a
/// game that goes on.
pub fn returns_of(outcome: Option<Outcome>, players: usize) -> Vec<f64> {
    let mut out = vec![0.0; players];
    if let Some(Outcome::WonBy(winner)) = outcome {
        let loss = -1.0 / (players as f64 - 1.0);
        for (seat, r) in out.iter_mut().enumerate() {
            *r = if seat == winner.index() { 1.0 } else { loss };
        }
    }
    out
}

/// A game of Quarto!, Danish Quarto or Quartino.
///
/// ``Game(kind, rules="", seed=None)`` starts a game: ``kind`` is ``"quarto"``, ``"danish"``
/// or ``"quartino"``; ``rules`` the settings as records and the command line write them
/// (``"squares=yes win=announce"``, ``"ply_cap=200"``, ``"players=4 situations=off"``, empty
/// for the defaults); ``seed`` deals Quartino's cards (``None``: a fresh random deal). With
/// ``chance=True`` a Quartino game starts before the deal, whose cards are then chance
/// outcomes (``is_chance_node``, ``chance_outcomes()``).
///
/// Actions are written in the game's notation (``"7"``, ``"b3"``, ``"e5-f6xg3"``,
/// ``"Y@R3"``) or given as integer ids in a fixed action space of ``num_actions`` ids;
/// ``play`` takes either.
///
/// >>> import quartet
/// >>> game = quartet.Game("quarto")
/// >>> len(game.legal_actions()), game.num_actions
/// (16, 52)
/// >>> game.play("7"); game.play(16 + 5)      # give piece 7, then place it on b2 (cell 5)
/// >>> game.position, game.to_move
/// ('..../..../.7../.... *', 1)
/// >>> game.undo(); game.position
/// '..../..../..../.... 7'
#[pyclass(module = "quartet", name = "Game")]
#[derive(Clone, Debug)]
pub struct PyGame {
    pub(crate) inner: Inner,
}

impl PyGame {
    /// The game of a session.
    pub fn new_inner(inner: Inner) -> PyGame {
        PyGame { inner }
    }

    fn kind_of(&self) -> GameKind {
        match &self.inner {
            Inner::Quarto(_) => GameKind::Quarto,
            Inner::Danish(_) => GameKind::Danish,
            Inner::Quartino(_) | Inner::Dealing(_) => GameKind::Quartino,
        }
    }

    fn deal_error(&self) -> PyErr {
        PyValueError::new_err(
            "the cards are still being dealt (a chance node): play the chance outcomes first",
        )
    }

    /// Moves a finished deal on to the game it dealt.
    fn settle_deal(&mut self) -> PyResult<()> {
        if let Inner::Dealing(deal) = &self.inner
            && let Some(game) = deal.finished()
        {
            let game = game.map_err(value_error)?;
            self.inner = Inner::Quartino(Session::from_state(game, None));
        }
        Ok(())
    }

    /// Plays an action (a chance outcome while dealing).
    pub fn play_arg(&mut self, action: &ActionArg) -> PyResult<()> {
        if let Inner::Dealing(deal) = &mut self.inner {
            let outcome = match action {
                ActionArg::Id(id) => usize::try_from(*id).ok().and_then(|i| deal.outcome_at(i)),
                ActionArg::Text(text) => deal.parse_outcome(text).filter(|&o| deal.allows(o)),
            };
            let outcome = outcome.ok_or_else(|| {
                let legal: Vec<String> = deal
                    .outcomes()
                    .iter()
                    .map(|&(o, _)| deal.outcome_text(o))
                    .collect();
                IllegalActionError::new_err(format!(
                    "{} is not a chance outcome here; the outcomes are {}",
                    match action {
                        ActionArg::Id(id) => format!("outcome id {id}"),
                        ActionArg::Text(t) => format!("{t:?}"),
                    },
                    legal.join(", ")
                ))
            })?;
            deal.apply(outcome);
            return self.settle_deal();
        }
        each!(&mut self.inner, s => play_in(s, action), _d => unreachable!("handled above"))
    }
}

fn play_in<G: Encoding>(s: &mut Session<G>, action: &ActionArg) -> PyResult<()> {
    let action = action_of(&s.state, action)?;
    s.play(action)
        .map_err(|e| IllegalActionError::new_err(format!("illegal action {action}: {e}")))
}

fn session_game<G: Encoding>(rules: &str, seed: u64) -> PyResult<Session<G>> {
    Ok(Session::new(&parse_config::<G>(rules)?, seed))
}

fn from_position_in<G: Encoding>(rules: &str, position: &str) -> PyResult<Session<G>> {
    let config = parse_config::<G>(rules)?;
    // Said as every shell says it: `bad position: …`.
    let state = G::from_position(&config, position).map_err(|e| value_error(ErrorOf::<G>::Position(e)))?;
    Ok(Session::from_state(state, None))
}

fn tensor<'py, G: Encoding>(
    py: Python<'py>,
    state: &G,
    player: Player,
) -> PyResult<Bound<'py, PyArrayDyn<f32>>> {
    let shape = G::observation_shape(state.config());
    let mut out = vec![0f32; shape.iter().product()];
    state.observation_tensor(player, &mut out);
    out.into_pyarray(py).reshape(shape)
}

fn mask<G: Encoding>(state: &G) -> Vec<i8> {
    let mut out = vec![0i8; G::num_actions(state.config())];
    for a in state.legal_actions() {
        out[G::action_id(state.config(), a)] = 1;
    }
    out
}

fn symmetry_at<G: Game>(state: &G, index: i64) -> PyResult<G::Symmetry> {
    let all = state.symmetries();
    usize::try_from(index)
        .ok()
        .and_then(|i| all.get(i).copied())
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "symmetry {index}: this game has symmetries 0 to {}",
                all.len() - 1
            ))
        })
}

fn canonical_index<G: Game>(state: &G) -> usize {
    state
        .symmetries()
        .into_iter()
        .enumerate()
        .min_by_key(|&(_, s)| state.transform(s).key())
        .map_or(0, |(i, _)| i)
}

fn key_int<'py, G: Game>(py: Python<'py>, key: G::Key) -> PyResult<Bound<'py, PyAny>>
where
    G::Key: KeyBytes,
{
    let bytes = PyBytes::new(py, &key.key_bytes());
    py.get_type::<pyo3::types::PyInt>()
        .call_method1("from_bytes", (bytes, "little"))
}

fn transform_arg<G: Encoding>(state: &G, symmetry: G::Symmetry, action: &ActionArg) -> PyResult<ActionArg> {
    let a = action_of(state, action)?;
    let image = state.transform_action(symmetry, a);
    Ok(match action {
        ActionArg::Id(_) => ActionArg::Id(G::action_id(state.config(), image) as i64),
        ActionArg::Text(_) => ActionArg::Text(image.to_string()),
    })
}

fn resampled<G: Game>(state: &G, player: Player, rng: &mut Rng) -> G {
    G::determinize(&state.observe(player), rng)
}

fn playout_of<G: Game>(state: &G, seed: u64) -> Vec<f64> {
    let mut state = state.clone();
    let mut rng = Rng::new(seed);
    random_playout(&mut state, &mut rng, &mut Vec::new());
    returns_of(state.outcome(), state.num_players())
}

impl<'py> IntoPyObject<'py> for ActionArg {
    type Target = PyAny;
    type Output = Bound<'py, PyAny>;
    type Error = PyErr;

    fn into_pyobject(self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(match self {
            ActionArg::Id(id) => id.into_pyobject(py)?.into_any(),
            ActionArg::Text(t) => t.into_pyobject(py)?.into_any(),
        })
    }
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(signature = (kind, rules = "", seed = None, *, chance = false))]
    fn py_new(kind: &str, rules: &str, seed: Option<Int<u64>>, chance: bool) -> PyResult<PyGame> {
        let seed = seed.map(|Int(s)| s);
        let kind = parse_kind(kind)?;
        if chance {
            if kind != GameKind::Quartino {
                return Err(PyValueError::new_err(format!(
                    "chance=True: {} has no chance (only Quartino deals cards)",
                    kind.name()
                )));
            }
            if seed.is_some() {
                return Err(PyValueError::new_err(
                    "chance=True deals the cards as chance outcomes: give no seed",
                ));
            }
            let mut game = PyGame::new_inner(Inner::Dealing(Deal::new(parse_config::<Quartino>(rules)?)));
            game.settle_deal()?;
            return Ok(game);
        }
        let seed = seed.unwrap_or_else(fresh_seed);
        let inner = match kind {
            GameKind::Quarto => Inner::Quarto(session_game(rules, seed)?),
            GameKind::Danish => Inner::Danish(session_game(rules, seed)?),
            GameKind::Quartino => Inner::Quartino(session_game(rules, seed)?),
        };
        Ok(PyGame::new_inner(inner))
    }

    /// A game set up from a position in the game's notation.
    ///
    /// >>> import quartet
    /// >>> quartet.Game.from_position("quarto", "..../..../..../012. 3").legal_actions()[:3]
    /// ['d1', 'a2', 'b2']
    #[staticmethod]
    #[pyo3(signature = (kind, position, rules = ""))]
    fn from_position(kind: &str, position: &str, rules: &str) -> PyResult<PyGame> {
        let inner = match parse_kind(kind)? {
            GameKind::Quarto => Inner::Quarto(from_position_in(rules, position)?),
            GameKind::Danish => Inner::Danish(from_position_in(rules, position)?),
            GameKind::Quartino => Inner::Quartino(from_position_in(rules, position)?),
        };
        Ok(PyGame::new_inner(inner))
    }

    /// A game read from a record (``docs/records.md``): every action is replayed and checked,
    /// and the game stands after the last one (``undo()`` goes back through them).
    ///
    /// >>> import quartet
    /// >>> game = quartet.Game.from_record('[Game "quarto"]\n\n7 a1 3\n')
    /// >>> game.position, game.history
    /// ('..../..../..../7... 3', ['7', 'a1', '3'])
    #[staticmethod]
    fn from_record(text: &str) -> PyResult<PyGame> {
        let raw = RawRecord::parse(text).map_err(value_error)?;
        let inner = match raw.kind().map_err(value_error)? {
            GameKind::Quarto => Inner::Quarto(Session::from_raw(&raw).map_err(value_error)?),
            GameKind::Danish => Inner::Danish(Session::from_raw(&raw).map_err(value_error)?),
            GameKind::Quartino => Inner::Quartino(Session::from_raw(&raw).map_err(value_error)?),
        };
        Ok(PyGame::new_inner(inner))
    }

    /// The game as a record (``docs/records.md``), with the tags it was read with and ``tags``
    /// (a dict such as ``{"Player1": "Ada"}``).
    #[pyo3(signature = (tags = None))]
    fn record(&self, tags: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        let tags: Vec<(String, String)> = match tags {
            None => Vec::new(),
            Some(t) => match t.cast::<PyDict>() {
                Ok(dict) => dict.items().extract()?,
                Err(_) => t.extract()?,
            },
        };
        each!(&self.inner, s => Ok(s.record(&tags)), _d => Err(self.deal_error()))
    }

    /// ``"quarto"``, ``"danish"`` or ``"quartino"``.
    #[getter]
    fn kind(&self) -> &'static str {
        self.kind_of().tag()
    }

    /// The name people know the game by: ``"Quarto!"``, ``"Danish Quarto"``, ``"Quartino"``.
    #[getter]
    fn name(&self) -> &'static str {
        self.kind_of().name()
    }

    /// The settings, written in full as records write them.
    #[getter]
    fn rules(&self) -> String {
        each!(&self.inner, s => s.state.config().to_string(), d => d.config.to_string())
    }

    /// The seed the game was dealt with (``None`` for a game set up from a position or dealt
    /// by chance outcomes).
    #[getter]
    fn seed(&self) -> Option<u64> {
        each!(&self.inner, s => s.seed, _d => None)
    }

    /// How many seats (2 for Quarto! and Danish Quarto, 2–5 for Quartino).
    #[getter]
    fn num_players(&self) -> usize {
        each!(&self.inner, s => s.state.num_players(), d => d.config.players())
    }

    /// The size of the game's fixed action space: every action has an id below it.
    #[getter]
    fn num_actions(&self) -> usize {
        each!(&self.inner, s => num_actions_of(&s.state), d => Quartino::num_actions(&d.config))
    }

    /// The shape of ``observation_tensor(player)``.
    #[getter]
    fn observation_shape(&self) -> Vec<usize> {
        each!(&self.inner, s => shape_of(&s.state), d => Quartino::observation_shape(&d.config))
    }

    /// The largest number ``observation_tensor`` holds (the least is 0).
    #[getter]
    fn observation_high(&self) -> f32 {
        each!(&self.inner, s => high_of(&s.state), d => Quartino::observation_high(&d.config))
    }

    /// Whether some players have information the others cannot see (Quartino's hands).
    #[getter]
    fn hides_information(&self) -> bool {
        self.kind_of() == GameKind::Quartino
    }

    /// The seat to move, from 0 (−1 at a chance node). Once the game is over, the seat that
    /// would have moved.
    #[getter]
    fn to_move(&self) -> i64 {
        each!(&self.inner, s => s.state.to_move().0 as i64, _d => -1)
    }

    /// Whether the next step is a chance outcome (a card of Quartino's deal).
    #[getter]
    fn is_chance_node(&self) -> bool {
        matches!(self.inner, Inner::Dealing(_))
    }

    /// At a chance node, the seat the next card of the deal goes to (from 0); otherwise
    /// ``None``.
    #[getter]
    fn dealing_to(&self) -> Option<u8> {
        match &self.inner {
            Inner::Dealing(d) => d.receiver().map(|p| p.0),
            _ => None,
        }
    }

    /// Whether the game has ended.
    #[getter]
    fn is_over(&self) -> bool {
        each!(&self.inner, s => s.state.is_over(), _d => false)
    }

    /// The winning seat, from 0, or ``None`` (a draw, or a game still going on).
    #[getter]
    fn winner(&self) -> Option<u8> {
        each!(&self.inner, s => s.state.outcome().and_then(Outcome::winner).map(|p| p.0), _d => None)
    }

    /// The result as records write it: ``"win 1"`` (seats from 1), ``"draw"``, or ``"*"``
    /// while the game goes on.
    #[getter]
    fn result(&self) -> String {
        each!(&self.inner, s => result_text(s.state.outcome()), _d => result_text(None))
    }

    /// What each seat gets: +1 for the winner, the losers share −1 (−1 each with two seats),
    /// zeros for a draw and while the game goes on. The returns always sum to 0.
    fn returns<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<f64>> {
        let r = each!(&self.inner, s => returns_of(s.state.outcome(), s.state.num_players()),
            d => vec![0.0; d.config.players()]);
        r.into_pyarray(py)
    }

    /// The position in the game's notation (every hand included, as records need).
    #[getter]
    fn position(&self) -> PyResult<String> {
        each!(&self.inner, s => Ok(s.state.position()), _d => Err(self.deal_error()))
    }

    /// The actions played since the start (or since the position or record read), in
    /// notation.
    #[getter]
    fn history(&self) -> Vec<String> {
        each!(&self.inner, s => s.actions.iter().map(ToString::to_string).collect(), _d => Vec::new())
    }

    /// Every legal action in notation (the chance outcomes at a chance node).
    fn legal_actions(&self) -> Vec<String> {
        each!(&self.inner,
            s => s.state.legal_actions().iter().map(ToString::to_string).collect(),
            d => d.outcomes().iter().map(|&(o, _)| d.outcome_text(o)).collect())
    }

    /// The ids of the legal actions, ascending (the chance outcome ids at a chance node).
    fn legal_action_ids<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let ids = each!(&self.inner, s => legal_ids(&s.state),
            d => d.outcomes().iter().map(|&(o, _)| Deal::outcome_id(o) as i64).collect());
        ids.into_pyarray(py)
    }

    /// A vector of ``num_actions`` entries, 1 for the legal actions and 0 for the others
    /// (``numpy.int8``).
    fn action_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let m = each!(&self.inner, s => mask(&s.state), _d => return Err(self.deal_error()));
        Ok(m.into_pyarray(py))
    }

    /// The chance outcomes at a chance node, as ``(id, probability)`` pairs (empty elsewhere).
    fn chance_outcomes(&self) -> Vec<(usize, f64)> {
        match &self.inner {
            Inner::Dealing(d) => d
                .outcomes()
                .into_iter()
                .map(|(o, p)| (Deal::outcome_id(o), p))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The id of an action given in notation (or as an id, checked).
    fn action_id(&self, action: ActionArg) -> PyResult<usize> {
        each!(&self.inner, s => action_of(&s.state, &action).map(|a| id_of(&s.state, a)),
        d => match action {
            ActionArg::Text(t) => d.parse_outcome(&t).map(Deal::outcome_id)
                .ok_or_else(|| PyValueError::new_err(format!("{t:?} is not a chance outcome"))),
            ActionArg::Id(id) => d.outcome_at(id as usize).map(Deal::outcome_id)
                .ok_or_else(|| PyValueError::new_err(format!("{id} is not a chance outcome here"))),
        })
    }

    /// The notation of the action with this id (or of an action given in notation, normalised).
    fn action_text(&self, action: ActionArg) -> PyResult<String> {
        each!(&self.inner, s => action_of(&s.state, &action).map(|a| a.to_string()),
        d => match action {
            ActionArg::Id(id) => usize::try_from(id).ok().and_then(|i| d.outcome_at(i))
                .map(|o| d.outcome_text(o))
                .ok_or_else(|| PyValueError::new_err(format!("{id} is not a chance outcome here"))),
            ActionArg::Text(t) => d.parse_outcome(&t).map(|o| d.outcome_text(o))
                .ok_or_else(|| PyValueError::new_err(format!("{t:?} is not a chance outcome"))),
        })
    }

    /// Plays an action given in notation or as an id. An illegal action raises
    /// ``IllegalActionError`` saying why, and leaves the game unchanged.
    fn play(&mut self, action: ActionArg) -> PyResult<()> {
        self.play_arg(&action)
    }

    /// Takes back the last action. Raises ``ValueError`` when there is none to take back (the
    /// start, the position or the deal the game began with is never taken back).
    fn undo(&mut self) -> PyResult<()> {
        let done = each!(&mut self.inner, s => s.undo(), _d => false);
        if done {
            Ok(())
        } else {
            Err(PyValueError::new_err("there is no action to take back"))
        }
    }

    /// An independent copy.
    fn clone(&self) -> PyGame {
        Clone::clone(self)
    }

    fn __copy__(&self) -> PyGame {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        Clone::clone(self)
    }

    /// What ``player`` (from 0) may see, in the game's notation: the position for Quarto! and
    /// Danish Quarto; for Quartino the position with every other hand written ``?`` and
    /// `` @N`` for the seat (``player=None``: a spectator's view, every hand hidden).
    #[pyo3(signature = (player = None))]
    fn observation(&self, player: Option<Int<i64>>) -> PyResult<String> {
        let player = player.map(|Int(p)| p);
        let players = self.num_players();
        match (&self.inner, player) {
            (Inner::Dealing(_), _) => Err(self.deal_error()),
            (Inner::Quartino(s), None) => Ok(s.state.spectate().to_string()),
            (_, None) => self.position(),
            (inner, Some(p)) => {
                let p = player_arg(p, players)?;
                each!(inner, s => Ok(s.state.observation_text(p)), _d => Err(self.deal_error()))
            }
        }
    }

    /// What ``player`` (from 0) may see, as a ``numpy.float32`` array of shape
    /// ``observation_shape`` (the layout of each game is in the package's README). For
    /// Quartino it is made from the seat's observation alone: no other hand is in it.
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        player: Int<i64>,
    ) -> PyResult<Bound<'py, PyArrayDyn<f32>>> {
        let p = player_arg(player.0, self.num_players())?;
        each!(&self.inner, s => tensor(py, &s.state, p), _d => Err(self.deal_error()))
    }

    /// A game consistent with what ``player`` sees, the hidden parts drawn at random: for
    /// Quartino the other hands are dealt again from the cards ``player`` has not seen
    /// (information-set search samples them so); Quarto! and Danish Quarto hide nothing and
    /// return a copy. The copy starts at this state (no history).
    #[pyo3(signature = (player, seed = None))]
    fn resample(&self, player: Int<i64>, seed: Option<Int<u64>>) -> PyResult<PyGame> {
        let p = player_arg(player.0, self.num_players())?;
        let mut rng = Rng::new(seed.map_or_else(fresh_seed, |Int(s)| s));
        Ok(PyGame::new_inner(match &self.inner {
            Inner::Quarto(s) => Inner::Quarto(Session::from_state(resampled(&s.state, p, &mut rng), None)),
            Inner::Danish(s) => Inner::Danish(Session::from_state(resampled(&s.state, p, &mut rng), None)),
            Inner::Quartino(s) => {
                Inner::Quartino(Session::from_state(resampled(&s.state, p, &mut rng), None))
            }
            Inner::Dealing(_) => return Err(self.deal_error()),
        }))
    }

    /// The symmetries of the game's variant, as indices (0 is the identity): the maps of the
    /// board (and for Quarto! of the pieces' attributes) that keep the rules.
    fn symmetries(&self) -> PyResult<Vec<usize>> {
        each!(&self.inner, s => Ok((0..s.state.symmetries().len()).collect()), _d => Err(self.deal_error()))
    }

    /// The image of the game under a symmetry (its actions mapped too).
    fn transform(&self, symmetry: i64) -> PyResult<PyGame> {
        Ok(PyGame::new_inner(match &self.inner {
            Inner::Quarto(s) => Inner::Quarto(s.transform(symmetry_at(&s.state, symmetry)?)),
            Inner::Danish(s) => Inner::Danish(s.transform(symmetry_at(&s.state, symmetry)?)),
            Inner::Quartino(s) => Inner::Quartino(s.transform(symmetry_at(&s.state, symmetry)?)),
            Inner::Dealing(_) => return Err(self.deal_error()),
        }))
    }

    /// The image of an action of this state under a symmetry, in the form it was given (a
    /// legal action maps to a legal action of the image).
    fn transform_action(&self, symmetry: Int<i64>, action: ActionArg) -> PyResult<ActionArg> {
        let Int(symmetry) = symmetry;
        each!(&self.inner, s => transform_arg(&s.state, symmetry_at(&s.state, symmetry)?, &action),
            _d => Err(self.deal_error()))
    }

    /// The symmetry whose image of this state has the least key: two states are images of
    /// each other exactly when their ``canonical()`` are equal.
    fn canonical_symmetry(&self) -> PyResult<usize> {
        each!(&self.inner, s => Ok(canonical_index(&s.state)), _d => Err(self.deal_error()))
    }

    /// The image of this game under ``canonical_symmetry()``.
    fn canonical(&self) -> PyResult<PyGame> {
        let index = self.canonical_symmetry()?;
        self.transform(index as i64)
    }

    /// A key (an integer) that identifies the state exactly.
    fn key<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match &self.inner {
            Inner::Quarto(s) => key_int::<Quarto>(py, s.state.key()),
            Inner::Danish(s) => key_int::<DanishQuarto>(py, s.state.key()),
            Inner::Quartino(s) => key_int::<Quartino>(py, s.state.key()),
            Inner::Dealing(_) => Err(self.deal_error()),
        }
    }

    /// The game's own canonical key: equal for all images of the state under its
    /// symmetries (for a Quarto! beginners' game it also forgets the attributes that do not
    /// count).
    fn canonical_key<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match &self.inner {
            Inner::Quarto(s) => key_int::<Quarto>(py, s.state.canonical_key()),
            Inner::Danish(s) => key_int::<DanishQuarto>(py, s.state.canonical_key()),
            Inner::Quartino(s) => key_int::<Quartino>(py, s.state.canonical_key()),
            Inner::Dealing(_) => Err(self.deal_error()),
        }
    }

    /// Plays uniformly random actions from here to the end on a copy (chance outcomes too)
    /// and returns its ``returns()``; the game itself is unchanged. Runs without the GIL.
    #[pyo3(signature = (seed = None))]
    fn playout<'py>(&self, py: Python<'py>, seed: Option<Int<u64>>) -> PyResult<Bound<'py, PyArray1<f64>>> {
        let seed = seed.map_or_else(fresh_seed, |Int(s)| s);
        let mut game = Clone::clone(self);
        if let Inner::Dealing(deal) = &mut game.inner {
            let mut rng = Rng::new(seed ^ 0x5eed_dea1);
            while deal.finished().is_none() {
                let outcomes = deal.outcomes();
                let Some(&(o, _)) = rng.choose(&outcomes) else {
                    break;
                };
                deal.apply(o);
            }
            game.settle_deal()?;
        }
        let inner = game.inner;
        let r = py.detach(
            move || each!(&inner, s => playout_of(&s.state, seed), d => vec![0.0; d.config.players()]),
        );
        Ok(r.into_pyarray(py))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        let Ok(other) = other.cast::<PyGame>() else {
            return false;
        };
        let other = other.borrow();
        match (&self.inner, &other.inner) {
            (Inner::Quarto(a), Inner::Quarto(b)) => a.state == b.state,
            (Inner::Danish(a), Inner::Danish(b)) => a.state == b.state,
            (Inner::Quartino(a), Inner::Quartino(b)) => a.state == b.state,
            (Inner::Dealing(a), Inner::Dealing(b)) => a == b,
            _ => false,
        }
    }

    fn __str__(&self) -> String {
        each!(&self.inner, s => s.state.position(),
            d => format!("(dealing: {} of {} cards dealt)", d.dealt.len(),
                d.config.players() * d.config.equipment().hand_size()))
    }

    fn __repr__(&self) -> String {
        format!(
            "Game({:?}, rules={:?}, position={:?})",
            self.kind_of().tag(),
            self.rules(),
            self.__str__()
        )
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let this = slf.borrow();
        let state = PyDict::new(py);
        state.set_item("kind", this.kind_of().tag())?;
        state.set_item("rules", this.rules())?;
        match &this.inner {
            Inner::Dealing(d) => {
                state.set_item("dealt", d.dealt.clone())?;
                state.set_item("first", d.first.map(|p| p.0))?;
            }
            inner => each!(inner, s => {
                state.set_item("start", s.start.position())?;
                state.set_item("seed", s.seed)?;
                state.set_item("actions", s.actions.iter().map(ToString::to_string).collect::<Vec<_>>())?;
                state.set_item("tags", s.tags.clone())?;
            }, _d => {}),
        }
        let restore = py.get_type::<PyGame>().getattr("_restore")?;
        Ok((restore, PyTuple::new(py, [state])?))
    }

    /// Rebuilds a game pickled by ``__reduce__``.
    #[staticmethod]
    fn _restore(state: &Bound<'_, PyDict>) -> PyResult<PyGame> {
        let get = |k: &str| -> PyResult<Bound<'_, PyAny>> {
            state
                .get_item(k)?
                .ok_or_else(|| PyValueError::new_err(format!("a pickled game without {k:?}")))
        };
        let kind = parse_kind(&get("kind")?.extract::<String>()?)?;
        let rules: String = get("rules")?.extract()?;
        if let Some(dealt) = state.get_item("dealt")? {
            let mut deal = Deal::new(parse_config::<Quartino>(&rules)?);
            for card in dealt.extract::<Vec<usize>>()? {
                let outcome = Chance::Card(card);
                if !deal.allows(outcome) {
                    return Err(PyValueError::new_err("a pickled deal with a card dealt twice"));
                }
                deal.apply(outcome);
            }
            if let Some(first) = get("first")?.extract::<Option<u8>>()? {
                deal.first = Some(Player(first));
            }
            let mut game = PyGame::new_inner(Inner::Dealing(deal));
            game.settle_deal()?;
            return Ok(game);
        }
        let start: String = get("start")?.extract()?;
        let mut game = PyGame::from_position(kind.tag(), &start, &rules)?;
        let seed: Option<u64> = get("seed")?.extract()?;
        let tags: Vec<(String, String)> = get("tags")?.extract()?;
        each!(&mut game.inner, s => { s.seed = seed; s.tags = tags; }, _d => {});
        for action in get("actions")?.extract::<Vec<String>>()? {
            game.play_arg(&ActionArg::Text(action))?;
        }
        Ok(game)
    }
}

fn id_of<G: Encoding>(state: &G, action: G::Action) -> usize {
    G::action_id(state.config(), action)
}

fn num_actions_of<G: Encoding>(state: &G) -> usize {
    G::num_actions(state.config())
}

fn high_of<G: Encoding>(state: &G) -> f32 {
    G::observation_high(state.config())
}

fn shape_of<G: Encoding>(state: &G) -> Vec<usize> {
    G::observation_shape(state.config())
}
