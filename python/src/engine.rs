//! The engines from Python: `quartet.Bot` (every level of every game, and a random player)
//! and the exact Quarto! solver (`quartet.solve`, `quartet.Solver`), whose answer has the
//! fields of `quartet solve --json` (`docs/solver.md`). Both run without the GIL.

use std::sync::atomic::Ordering;
use std::sync::{Mutex, mpsc};
use std::time::{Duration, Instant};

use pyo3::exceptions::{PyTimeoutError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use quartet_core::danish::DanishQuarto;
use quartet_core::quartino::Quartino;
use quartet_core::quarto::{Phase, Quarto, Rules};
use quartet_core::{ErrorOf, Game, GameKind};
use quartet_engine::any::AnyBot;
use quartet_engine::bot::{Bot, RandomBot};
use quartet_engine::levels::{Level, Levels};
use quartet_engine::quarto::{SolveError, Solver, SolverOptions, Turn, TurnValue, Value};

use crate::args::{Int, seconds};
use crate::game::{Inner, PyGame, parse_config, parse_kind};
use crate::value_error;

/// A bot's strength as Python names it: a level of `quartet_engine::levels`, or `random`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Strength {
    Random,
    Level(Level),
}

fn strength(name: &str) -> PyResult<Strength> {
    if name.trim().eq_ignore_ascii_case("random") {
        return Ok(Strength::Random);
    }
    name.parse()
        .map(Strength::Level)
        .map_err(|e| PyValueError::new_err(format!("{e} (or random, a uniformly random player)")))
}

fn boxed<G: Levels>(
    strength: Strength,
    seed: u64,
    time: Option<Duration>,
    uncapped: bool,
) -> PyResult<Box<dyn Bot<G>>> {
    let bot = match (strength, time) {
        (Strength::Random, _) => return Ok(Box::new(RandomBot::new(seed))),
        (Strength::Level(level), Some(time)) => G::timed_bot(level, time, seed),
        (Strength::Level(level), None) if uncapped => G::uncapped_bot(level, seed),
        (Strength::Level(level), None) => G::bot(level, seed),
    };
    bot.map_err(value_error)
}

/// A bot: a player that is a program, by level.
///
/// ``Bot(kind, level="casual", seed=0)``: ``level`` is ``"beginner"``, ``"casual"``,
/// ``"strong"``, ``"strongest"``, ``"perfect"`` (Quarto! only) or ``"random"``; the levels are
/// described in ``crates/engine/src/levels.rs``. Each searching level has a budget of work
/// and a time cap; ``uncapped=True`` lifts the cap (the same moves on any machine, for
/// reproducible experiments) and ``time=`` (seconds) replaces the budget by a time a move.
/// A bot sees only the observation of the seat it plays (never another Quartino hand).
///
/// >>> import quartet
/// >>> bot = quartet.Bot("quarto", "beginner", seed=1)
/// >>> game = quartet.Game.from_position("quarto", "..../..../..../012. 3")
/// >>> bot.choose(game)      # a beginner takes a win at once
/// 'd1'
#[pyclass(module = "quartet", name = "Bot", frozen)]
pub struct PyBot {
    bot: Mutex<AnyBot>,
    kind: GameKind,
    level: Strength,
    seed: u64,
}

#[pymethods]
impl PyBot {
    #[new]
    #[pyo3(signature = (kind, level = "casual", seed = Int(0), *, time = None, uncapped = false), text_signature = "(kind, level='casual', seed=0, *, time=None, uncapped=False)")]
    fn new(kind: &str, level: &str, seed: Int<u64>, time: Option<f64>, uncapped: bool) -> PyResult<PyBot> {
        let Int(seed) = seed;
        let kind = parse_kind(kind)?;
        let level = strength(level)?;
        let time = time.map(|t| seconds("time", t)).transpose()?;
        let bot = match kind {
            GameKind::Quarto => AnyBot::Quarto(boxed::<Quarto>(level, seed, time, uncapped)?),
            GameKind::Danish => AnyBot::Danish(boxed::<DanishQuarto>(level, seed, time, uncapped)?),
            GameKind::Quartino => AnyBot::Quartino(boxed::<Quartino>(level, seed, time, uncapped)?),
        };
        Ok(PyBot {
            bot: Mutex::new(bot),
            kind,
            level,
            seed,
        })
    }

    /// The game the bot plays.
    #[getter]
    fn kind(&self) -> &'static str {
        self.kind.tag()
    }

    /// The level (``"random"`` for the random player).
    #[getter]
    fn level(&self) -> &'static str {
        match self.level {
            Strength::Random => "random",
            Strength::Level(l) => l.name(),
        }
    }

    /// The seed.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The bot's name, such as ``mcts(5000, cap 250 ms)``.
    #[getter]
    fn name(&self) -> PyResult<String> {
        Ok(self.lock()?.name())
    }

    /// An action for the seat to move in ``game``, in notation, chosen from that seat's
    /// observation. Runs without the GIL.
    fn choose(&self, py: Python<'_>, game: PyRef<'_, PyGame>) -> PyResult<String> {
        let inner = game.inner.clone();
        drop(game);
        let kind = self.kind;
        py.detach(|| {
            let mut bot = self.lock()?;
            let chosen = match (&mut *bot, &inner) {
                (AnyBot::Quarto(b), Inner::Quarto(s)) => b
                    .choose(&s.state.observe(s.state.to_move()))
                    .map(|a| a.to_string()),
                (AnyBot::Danish(b), Inner::Danish(s)) => b
                    .choose(&s.state.observe(s.state.to_move()))
                    .map(|a| a.to_string()),
                (AnyBot::Quartino(b), Inner::Quartino(s)) => b
                    .choose(&s.state.observe(s.state.to_move()))
                    .map(|a| a.to_string()),
                (_, Inner::Dealing(_)) => {
                    return Err(PyValueError::new_err(
                        "the cards are still being dealt: a bot plays once the deal is complete",
                    ));
                }
                _ => {
                    return Err(PyValueError::new_err(format!(
                        "a bot of {} cannot play a game of another kind",
                        kind.name()
                    )));
                }
            };
            chosen.ok_or_else(|| PyValueError::new_err("the game is over: there is nothing to choose"))
        })
    }

    /// Chooses an action (as ``choose``) and plays it in ``game``; returns it in notation.
    fn play(&self, py: Python<'_>, game: Bound<'_, PyGame>) -> PyResult<String> {
        let action = self.choose(py, game.borrow())?;
        game.borrow_mut()
            .play_arg(&crate::game::ActionArg::Text(action.clone()))?;
        Ok(action)
    }

    fn __repr__(&self) -> String {
        format!(
            "Bot({:?}, {:?}, seed={})",
            self.kind.tag(),
            self.level(),
            self.seed
        )
    }
}

impl PyBot {
    fn lock(&self) -> PyResult<std::sync::MutexGuard<'_, AnyBot>> {
        self.bot
            .lock()
            .map_err(|_| PyValueError::new_err("the bot failed in an earlier call"))
    }
}

/// A position given to the solver: its notation, or a Quarto! `Game`.
#[derive(FromPyObject)]
pub enum PositionArg<'py> {
    /// A Quarto! game.
    Game(PyRef<'py, PyGame>),
    /// A position in Quarto!'s notation.
    Text(String),
}

/// The Quarto! position a solver argument names, under `rules` (a game keeps its own).
fn quarto_of(position: PositionArg<'_>, rules: &str) -> PyResult<Quarto> {
    match position {
        PositionArg::Text(text) => {
            let rules = parse_config::<Quarto>(rules)?;
            // Said as every shell says it: `bad position: …`.
            Quarto::from_position(&rules, &text).map_err(|e| value_error(ErrorOf::<Quarto>::Position(e)))
        }
        PositionArg::Game(game) => match &game.inner {
            Inner::Quarto(s) => {
                if !rules.trim().is_empty() && parse_config::<Quarto>(rules)? != s.state.rules() {
                    return Err(PyValueError::new_err(format!(
                        "rules={rules:?} but the game is played with {}",
                        s.state.rules()
                    )));
                }
                Ok(s.state)
            }
            _ => Err(PyValueError::new_err(
                "only Quarto! has an exact solver; Danish Quarto and Quartino are not solved",
            )),
        },
    }
}

fn value_word(v: &Value) -> String {
    v.pov.to_string()
}

fn phase_word(state: &Quarto) -> &'static str {
    match state.phase() {
        Phase::Give => "give",
        Phase::Place => "place",
        Phase::FinalClaim => "claim",
        Phase::Over(_) => "over",
    }
}

/// What a solve found, before it becomes a dict.
struct Answer {
    value: Value,
    turns: Vec<TurnValue>,
    line: Vec<String>,
    nodes: u64,
    seconds: f64,
}

/// The options of one solve.
#[derive(Copy, Clone)]
struct Ask {
    distance: bool,
    value_only: bool,
    line: bool,
    time_limit: Option<f64>,
}

/// Solves as `ask` says; its time limit was checked by [`check_time_limit`].
fn run(solver: &mut Solver, state: &Quarto, ask: Ask) -> Result<Answer, SolveError> {
    let limit = ask.time_limit.and_then(|t| seconds("time_limit", t).ok());
    solver.set_deadline(limit.and_then(|d| Instant::now().checked_add(d)));
    let start = Instant::now();
    let answer = if ask.value_only {
        let s = solver.solve(state, ask.distance)?;
        let line = match s.best {
            Some(t) if ask.line => solver.principal_line(state, t, ask.distance)?,
            _ => Vec::new(),
        };
        Answer {
            value: s.value,
            turns: s
                .best
                .map(|turn| TurnValue { turn, value: s.value })
                .into_iter()
                .collect(),
            line: line.iter().map(ToString::to_string).collect(),
            nodes: s.nodes,
            seconds: 0.0,
        }
    } else {
        let a = solver.analyse(state, ask.distance)?;
        Answer {
            value: a.value,
            line: a.principal_line.iter().map(ToString::to_string).collect(),
            turns: a.turns,
            nodes: a.nodes,
            seconds: 0.0,
        }
    };
    solver.set_deadline(None);
    Ok(Answer {
        seconds: start.elapsed().as_secs_f64(),
        ..answer
    })
}

/// The answer as `quartet solve --json` writes it (`docs/solver.md`).
fn answer_dict<'py>(
    py: Python<'py>,
    state: &Quarto,
    answer: &Answer,
    value_only: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let out = PyDict::new(py);
    out.set_item("position", state.position())?;
    out.set_item("rules", state.rules().to_string())?;
    out.set_item("to_move", state.to_move().0 + 1)?;
    out.set_item("phase", phase_word(state))?;
    out.set_item("value", value_word(&answer.value))?;
    out.set_item("distance", answer.value.distance)?;
    let best: Vec<String> = answer
        .turns
        .iter()
        .filter(|t| t.value == answer.value)
        .map(|t| t.turn.to_string())
        .collect();
    out.set_item("best", best)?;
    // In place phase, each cell's best value (its best give), best first, then by cell name.
    let mut cells: Vec<(String, Value)> = Vec::new();
    if state.phase() == Phase::Place && !value_only {
        for t in &answer.turns {
            let Turn::Play {
                place: Some(cell), ..
            } = t.turn
            else {
                continue;
            };
            let name = cell.to_string();
            match cells.iter_mut().find(|(c, _)| *c == name) {
                Some(slot) => {
                    if t.value.rank() > slot.1.rank() {
                        slot.1 = t.value;
                    }
                }
                None => cells.push((name, t.value)),
            }
        }
        cells.sort_by(|a, b| b.1.rank().cmp(&a.1.rank()).then_with(|| a.0.cmp(&b.0)));
    }
    let cells = cells
        .into_iter()
        .map(|(cell, v)| {
            let d = PyDict::new(py);
            d.set_item("cell", cell)?;
            d.set_item("value", value_word(&v))?;
            d.set_item("distance", v.distance)?;
            Ok(d)
        })
        .collect::<PyResult<Vec<_>>>()?;
    out.set_item("cells", cells)?;
    let turns = answer
        .turns
        .iter()
        .map(|t| {
            let d = PyDict::new(py);
            let (place, give, claim) = match t.turn {
                Turn::Claim(a) => (None, None, Some(a.to_string())),
                Turn::Play { place, give } => {
                    (place.map(|c| c.to_string()), give.map(|p| p.to_string()), None)
                }
            };
            d.set_item("turn", t.turn.to_string())?;
            d.set_item("place", place)?;
            d.set_item("give", give)?;
            d.set_item("claim", claim)?;
            d.set_item("value", value_word(&t.value))?;
            d.set_item("distance", t.value.distance)?;
            Ok(d)
        })
        .collect::<PyResult<Vec<_>>>()?;
    out.set_item("turns", turns)?;
    out.set_item("principal_line", answer.line.clone())?;
    out.set_item("nodes", answer.nodes)?;
    out.set_item("seconds", answer.seconds)?;
    out.set_item("value_only", value_only)?;
    Ok(out)
}

fn solve_error(e: SolveError) -> PyErr {
    match e {
        SolveError::Stopped => PyTimeoutError::new_err(e.to_string()),
        SolveError::Memory { .. } => pyo3::exceptions::PyMemoryError::new_err(e.to_string()),
    }
}

fn check_time_limit(time_limit: Option<f64>) -> PyResult<()> {
    time_limit
        .map(|t| seconds("time_limit", t))
        .transpose()
        .map(|_| ())
}

/// The exact Quarto! solver for one variant (its attributes and squares; the win mode does not
/// change values), keeping its transposition table between solves.
///
/// ``Solver(rules="", hash_mib=64, threads=1, book=True)``. ``solve(position)`` answers as
/// ``quartet.solve`` does, for positions of this variant; positions with at most four pieces
/// come from the shipped book unless ``book=False``, which searches them.
///
/// >>> import quartet
/// >>> solver = quartet.Solver(hash_mib=16)
/// >>> solver.solve("..../..../..../012. 3", value_only=True)["value"]
/// 'win'
#[pyclass(module = "quartet", name = "Solver", frozen)]
pub struct PySolver {
    solver: Mutex<Solver>,
    rules: Rules,
}

impl PySolver {
    fn answer<'py>(&self, py: Python<'py>, state: Quarto, ask: Ask) -> PyResult<Bound<'py, PyDict>> {
        check_time_limit(ask.time_limit)?;
        let (a, b) = (state.rules(), self.rules);
        if a.attributes != b.attributes || a.squares != b.squares {
            return Err(PyValueError::new_err(format!(
                "this solver is for {b}; the position is played with {a}"
            )));
        }
        let solve = || {
            let mut solver = self
                .solver
                .lock()
                .map_err(|_| PyValueError::new_err("the solver failed in an earlier call"))?;
            run(&mut solver, &state, ask).map_err(solve_error)
        };
        let answer = if state.pieces_on_board() < LONG_SOLVES_BELOW {
            self.interruptible(py, solve)?
        } else {
            py.detach(solve)?
        };
        answer_dict(py, &state, &answer, ask.value_only)
    }

    /// Runs a solve that may be long on another thread, so that Ctrl-C (or any Python signal
    /// handler that raises) stops it: the solver's stop flag is raised and the exception goes
    /// on.
    fn interruptible(
        &self,
        py: Python<'_>,
        solve: impl FnOnce() -> PyResult<Answer> + Send,
    ) -> PyResult<Answer> {
        let stop = match self.solver.lock() {
            Ok(solver) => solver.stop_flag(),
            Err(_) => return Err(PyValueError::new_err("the solver failed in an earlier call")),
        };
        std::thread::scope(|scope| {
            let (done, mut result) = mpsc::channel();
            scope.spawn(move || {
                let _ = done.send(solve());
            });
            loop {
                // The receiver goes to the detached closure and back (it is Send, not Sync).
                let (back, got) = py.detach(move || {
                    let got = result.recv_timeout(Duration::from_millis(50));
                    (result, got)
                });
                result = back;
                match got {
                    Ok(answer) => return answer,
                    Err(mpsc::RecvTimeoutError::Disconnected) => {
                        return Err(PyValueError::new_err("the solver stopped without an answer"));
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => {
                        if let Err(signal) = py.check_signals() {
                            stop.store(true, Ordering::Relaxed);
                            let _ = py.detach(move || result.recv());
                            return Err(signal);
                        }
                    }
                }
            }
        })
    }
}

/// Positions with fewer pieces than this may take long to solve: they are solved on another
/// thread that Ctrl-C can stop (a thread a solve would cost more than the short solves take).
const LONG_SOLVES_BELOW: u32 = 8;

#[pymethods]
impl PySolver {
    #[new]
    #[pyo3(signature = (rules = "", hash_mib = Int(64), threads = Int(1), book = true), text_signature = "(rules='', hash_mib=64, threads=1, book=True)")]
    fn new(
        py: Python<'_>,
        rules: &str,
        hash_mib: Int<usize>,
        threads: Int<usize>,
        book: bool,
    ) -> PyResult<PySolver> {
        let (Int(hash_mib), Int(threads)) = (hash_mib, threads);
        let rules = parse_config::<Quarto>(rules)?;
        if hash_mib == 0 || !(1..=64).contains(&threads) {
            return Err(PyValueError::new_err(
                "hash_mib must be at least 1 and threads between 1 and 64",
            ));
        }
        let options = SolverOptions {
            hash_mib,
            threads,
            book,
            ..SolverOptions::default()
        };
        let solver = py.detach(|| Solver::new(rules, options)).map_err(solve_error)?;
        Ok(PySolver {
            solver: Mutex::new(solver),
            rules,
        })
    }

    /// The settings of the variant this solver is for.
    #[getter]
    fn rules(&self) -> String {
        self.rules.to_string()
    }

    /// Solves a position (its notation, read with this solver's rules, or a Quarto! ``Game``):
    /// the dict of ``quartet.solve``.
    #[pyo3(signature = (position, distance = false, *, value_only = false, line = true, time_limit = None))]
    fn solve<'py>(
        &self,
        py: Python<'py>,
        position: PositionArg<'_>,
        distance: bool,
        value_only: bool,
        line: bool,
        time_limit: Option<f64>,
    ) -> PyResult<Bound<'py, PyDict>> {
        // A position's text is read with this solver's rules; a game keeps its own.
        let rules = match position {
            PositionArg::Text(_) => self.rules.to_string(),
            PositionArg::Game(_) => String::new(),
        };
        let state = quarto_of(position, &rules)?;
        let ask = Ask {
            distance,
            value_only,
            line,
            time_limit,
        };
        self.answer(py, state, ask)
    }
}

/// The solvers `quartet.solve` keeps, one a variant.
static SOLVERS: Mutex<Vec<Py<PySolver>>> = Mutex::new(Vec::new());

/// The table of each solver `quartet.solve` keeps, in MiB.
const SHARED_HASH_MIB: usize = 64;

/// The exact value of a Quarto! position and of every legal turn, with the fields of
/// ``quartet solve --json`` (``docs/solver.md``): ``position``, ``rules``, ``to_move`` (from
/// 1), ``phase``, ``value`` (``"win"``, ``"draw"`` or ``"loss"`` for the player to move),
/// ``distance`` (placements to the end with ``distance=True``, else ``None``), ``best``,
/// ``cells``, ``turns`` (every legal turn and its value for the player who makes it, best
/// first), ``principal_line``, ``nodes``, ``seconds``, ``value_only``.
///
/// ``position`` is the notation (read with ``rules``) or a Quarto! ``Game``. ``value_only``
/// solves the value and one best turn only; ``time_limit`` (seconds) raises ``TimeoutError``
/// when the solve takes longer. One solver a variant is kept between calls (64 MiB each).
/// Runs without the GIL.
///
/// >>> import quartet
/// >>> answer = quartet.solve("..../..../..../012. 3", distance=True, value_only=True)
/// >>> answer["value"], answer["distance"], answer["best"]
/// ('win', 1, ['d1'])
/// >>> answer = quartet.solve("ad.0/.649/3.../.cf7 8")   # every turn: place the 8, give
/// >>> answer["value"], answer["best"], answer["cells"][0]
/// ('win', ['d2 1'], {'cell': 'd2', 'value': 'win', 'distance': None})
#[pyfunction]
#[pyo3(signature = (position, rules = "", distance = false, *, value_only = false, line = true, time_limit = None))]
pub fn solve<'py>(
    py: Python<'py>,
    position: PositionArg<'_>,
    rules: &str,
    distance: bool,
    value_only: bool,
    line: bool,
    time_limit: Option<f64>,
) -> PyResult<Bound<'py, PyDict>> {
    let state = quarto_of(position, rules)?;
    let r = state.rules();
    let solver = {
        let kept = SOLVERS
            .lock()
            .map_err(|_| PyValueError::new_err("the solvers failed in an earlier call"))?;
        kept.iter()
            .find(|s| {
                let s = s.get().rules;
                s.attributes == r.attributes && s.squares == r.squares
            })
            .map(|s| s.clone_ref(py))
    };
    let solver = match solver {
        Some(s) => s,
        None => {
            let made = Py::new(
                py,
                PySolver::new(
                    py,
                    &r.to_string(),
                    Int(SHARED_HASH_MIB),
                    Int(SolverOptions::default().threads),
                    true,
                )?,
            )?;
            SOLVERS
                .lock()
                .map_err(|_| PyValueError::new_err("the solvers failed in an earlier call"))?
                .push(made.clone_ref(py));
            made
        }
    };
    let ask = Ask {
        distance,
        value_only,
        line,
        time_limit,
    };
    solver.get().answer(py, state, ask)
}
