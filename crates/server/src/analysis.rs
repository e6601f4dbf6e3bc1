//! The Quarto! analysis: the exact solver's value of every legal turn of a position (win,
//! draw or loss for the player who makes it, with the distance to the end under perfect play:
//! the placements left, the shortest win and the longest loss; best first), and the best line.
//!
//! Solves run on the analyses' own threads ([`AnalysisPool`]), never on the bots': a game in
//! progress never waits behind an analysis (nor behind the judging of lessons, puzzles and
//! reviews, which take their [`Place`]s on the same threads). A client address has at most
//! [`Limits::analyses_per_address`] analyses waiting or running (more are refused at once with
//! [`AnalysisError::TooMany`]), and at most [`Limits::analysis_queue`] wait for a thread (more
//! are refused at once with [`AnalysisError::Busy`]). Each solve has a deadline. Distances cost the
//! solver about a third more: they get most of the time, and when they do not finish the
//! values alone are solved in what is left (`"distances": false`, every distance `null`).
//! No position is refused for being early in the game: the engine's books answer every
//! position with at most four pieces placed, and the analysis of those positions needs at
//! most the values of positions with five. Only a solve that does not finish by its deadline
//! (a server too busy) is refused, with [`AnalysisError::Timeout`], rather than answered by a
//! guess. A question its client
//! drops stops its solve at once, and the solve holds its analysis thread for as long as it runs.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use quartet_core::quarto::Quarto;
use quartet_core::{AnyGame, Game, GameKind, Pov};
use quartet_engine::quarto::{Analysis as SolverAnalysis, SolveError, Solver, SolverOptions, Value};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::Limits;
use crate::bots::BotPool;
use crate::model::PublicSeatKind;
use crate::snapshot::Snapshot;
use crate::wire::{Analysis, FirstActionValue, SolverResult, SolverValue, TurnValue};

/// The deadline when none is asked for.
pub const DEFAULT_TIME: Duration = Duration::from_secs(4);
/// The longest deadline a request may ask for.
pub const MAX_TIME: Duration = Duration::from_secs(10);
/// The solver's table for an analysis, in MiB.
const HASH_MIB: usize = 64;
/// The share of the time given to the solve with distances.
const DISTANCE_SHARE: f64 = 0.7;

/// Why an analysis was not made.
#[derive(Debug, thiserror::Error)]
pub enum AnalysisError {
    /// The game has no exact analysis.
    #[error("only Quarto! has an exact solver; {} has no analysis", .0.name())]
    NoAnalysis(GameKind),
    /// A game in progress against people.
    #[error("the analysis opens when the game is over (or at once in a game against bots)")]
    Refused,
    /// The server is stopping.
    #[error("the server is stopping")]
    Stopping,
    /// The client has as many analyses waiting or running as it may.
    #[error("at most {0} analyses at a time from one address: wait for the one under way")]
    TooMany(usize),
    /// Every analysis thread is busy and the queue is full.
    #[error("the server is busy with {0} other analyses: try again in a few seconds")]
    Busy(usize),
    /// The solver did not finish in time.
    #[error("the solver did not finish within {0:.1} s: the server is busy, try again in a few seconds")]
    Timeout(f64),
    /// The solver could not get its memory.
    #[error("{0}")]
    Memory(String),
    /// The solve's thread failed.
    #[error("{0}")]
    Internal(String),
}

fn value(v: &Value) -> SolverValue {
    SolverValue {
        result: match v.pov {
            Pov::Win => SolverResult::Win,
            Pov::Draw => SolverResult::Draw,
            Pov::Loss => SolverResult::Loss,
        },
        distance: v.distance,
        text: v.to_string(),
    }
}

/// Stops a solve when the request that asked for it is dropped before its answer (a browser
/// stepping on through a replay drops its question): the analysis thread it holds is free at once.
/// It sets the solver's cancel flag, which no solve clears: a request dropped before its solve
/// has started stops it all the same.
struct CancelOnDrop {
    cancelled: Arc<AtomicBool>,
    armed: bool,
}

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        if self.armed {
            self.cancelled.store(true, Ordering::Relaxed);
        }
    }
}

/// Solves `game` within `time`: with distances in most of it, the values alone in what is
/// left when they do not finish (the flag: whether the answer has its distances). The solver's
/// cancel flag stops either solve.
fn solve(solver: &mut Solver, game: &Quarto, time: Duration) -> (Result<SolverAnalysis, SolveError>, bool) {
    let started = Instant::now();
    solver.set_deadline(Some(started + time.mul_f64(DISTANCE_SHARE)));
    match solver.analyse(game, true) {
        Err(SolveError::Stopped) if !solver.is_cancelled() => {
            solver.set_deadline(Some(started + time));
            (solver.analyse(game, false), false)
        }
        result => (result, true),
    }
}

/// The game as Quarto!, or an error saying it has no analysis.
pub fn as_quarto(game: &AnyGame) -> Result<Quarto, AnalysisError> {
    match game {
        AnyGame::Quarto(q) if game.kind().has_analysis() => Ok(*q),
        other => Err(AnalysisError::NoAnalysis(other.kind())),
    }
}

/// Whether the viewer holding `held` may see the analysis of a game: once it is over, or at
/// once when every other seat is a bot.
pub fn check_open(snapshot: &Snapshot, held: &[usize]) -> Result<(), AnalysisError> {
    let others_are_bots = snapshot
        .seats
        .iter()
        .all(|s| held.contains(&s.seat) || s.kind == PublicSeatKind::Bot);
    if snapshot.is_over() || others_are_bots {
        Ok(())
    } else {
        Err(AnalysisError::Refused)
    }
}

/// The threads analyses solve on, apart from the bots', and who waits for them (cheap to
/// clone: shared).
#[derive(Clone)]
pub struct AnalysisPool {
    permits: Arc<Semaphore>,
    threads: usize,
    queue: usize,
    per_client: usize,
    /// Whether positions the shipped book holds are answered from it.
    book: bool,
    /// Analyses admitted (waiting or running): in all, and per client address.
    admitted: Arc<Mutex<(usize, HashMap<IpAddr, usize>)>>,
}

/// An admitted analysis: its place is given back when dropped.
struct Ticket {
    admitted: Arc<Mutex<(usize, HashMap<IpAddr, usize>)>>,
    client: Option<IpAddr>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        if let Ok(mut admitted) = self.admitted.lock() {
            admitted.0 = admitted.0.saturating_sub(1);
            if let Some(client) = self.client
                && let Some(n) = admitted.1.get_mut(&client)
            {
                *n -= 1;
                if *n == 0 {
                    admitted.1.remove(&client);
                }
            }
        }
    }
}

impl AnalysisPool {
    /// `threads` solves at once (at least 1), with the queue and per-client limits of `limits`.
    pub fn new(threads: usize, limits: &Limits) -> AnalysisPool {
        let threads = threads.max(1);
        AnalysisPool {
            permits: Arc::new(Semaphore::new(threads)),
            threads,
            queue: limits.analysis_queue,
            per_client: limits.analyses_per_address.max(1),
            book: true,
            admitted: Arc::default(),
        }
    }

    /// The same pool, answering from the shipped book or (`false`) searching every position.
    pub fn with_book(self, book: bool) -> AnalysisPool {
        AnalysisPool { book, ..self }
    }

    /// Admits an analysis from `client` (`None`: not limited per client), or refuses it.
    fn admit(&self, client: Option<IpAddr>) -> Result<Ticket, AnalysisError> {
        let mut admitted = self
            .admitted
            .lock()
            .map_err(|_| AnalysisError::Internal("the analysis queue is poisoned".into()))?;
        if let Some(client) = client
            && admitted.1.get(&client).copied().unwrap_or(0) >= self.per_client
        {
            return Err(AnalysisError::TooMany(self.per_client));
        }
        if admitted.0 >= self.threads + self.queue {
            return Err(AnalysisError::Busy(admitted.0));
        }
        admitted.0 += 1;
        if let Some(client) = client {
            *admitted.1.entry(client).or_default() += 1;
        }
        Ok(Ticket {
            admitted: self.admitted.clone(),
            client,
        })
    }
}

/// A place on the analyses' threads (for an analysis, or for judging a lesson's or a puzzle's
/// try, reviewing a game): admitted to the queue (see [`AnalysisPool::place`]), then given a
/// thread. Both are given back when it is dropped.
pub struct Place {
    _ticket: Ticket,
    _permit: OwnedSemaphorePermit,
}

impl AnalysisPool {
    /// How many solves may run at once.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Waits for a place on the analyses' threads for `client` (`None`: not limited per
    /// client): refused at once with [`AnalysisError::TooMany`] when the client has as many
    /// as it may, with [`AnalysisError::Busy`] when the queue is full.
    pub async fn place(&self, client: Option<IpAddr>) -> Result<Place, AnalysisError> {
        let ticket = self.admit(client)?;
        let permit = self
            .permits
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| AnalysisError::Stopping)?;
        Ok(Place {
            _ticket: ticket,
            _permit: permit,
        })
    }
}

/// Analyses a Quarto! position within `time` (at most [`MAX_TIME`]) for `client`, on the
/// analyses' threads (the bot pool lends its idle solvers and its stop signal).
pub async fn analyse(
    pool: &AnalysisPool,
    bots: &BotPool,
    client: Option<IpAddr>,
    game: Quarto,
    time: Duration,
) -> Result<Analysis, AnalysisError> {
    let time = time.min(MAX_TIME);
    let place = pool.place(client).await?;
    if bots.is_stopping() {
        return Err(AnalysisError::Stopping);
    }
    let rules = game.rules();
    // The bots' solvers answer from the book: lent only when the analyses do too.
    let solver = match pool.book.then(|| bots.take_solver(rules)).flatten() {
        Some(s) => s,
        None => Solver::new(
            rules,
            SolverOptions {
                hash_mib: HASH_MIB,
                threads: 1,
                book: pool.book,
                ..SolverOptions::default()
            },
        )
        .map_err(|e| AnalysisError::Memory(e.to_string()))?,
    };
    let cancelled = Arc::new(AtomicBool::new(false));
    let mut solver = solver;
    solver.set_cancel(Some(Arc::clone(&cancelled)));
    let mut guard = CancelOnDrop {
        cancelled,
        armed: true,
    };
    let (mut solver, result, distances) = tokio::task::spawn_blocking(move || {
        // The place goes with the solve: an analysis thread is taken for as long as it runs,
        // even when its client has gone.
        let _place = place;
        let mut solver = solver;
        let (result, distances) = solve(&mut solver, &game, time);
        (solver, result, distances)
    })
    .await
    .map_err(|e| AnalysisError::Internal(e.to_string()))?;
    guard.armed = false;
    solver.set_cancel(None);
    if pool.book {
        bots.return_solver(solver);
    }
    let analysis = result.map_err(|e| match e {
        SolveError::Stopped => AnalysisError::Timeout(time.as_secs_f64()),
        other => AnalysisError::Memory(other.to_string()),
    })?;
    let turns = analysis
        .turns
        .iter()
        .map(|t| TurnValue {
            turn: t.turn.to_string(),
            actions: t.turn.actions().iter().map(ToString::to_string).collect(),
            value: value(&t.value),
        })
        .collect();
    // The best value reachable by each first action (what a board highlights).
    let mut firsts: Vec<(String, Value)> = Vec::new();
    for t in &analysis.turns {
        let Some(first) = t.turn.actions().first().map(ToString::to_string) else {
            continue;
        };
        match firsts.iter_mut().find(|(a, _)| *a == first) {
            Some((_, best)) if best.rank() < t.value.rank() => *best = t.value,
            Some(_) => {}
            None => firsts.push((first, t.value)),
        }
    }
    Ok(Analysis {
        id: None,
        ply: None,
        position: game.position(),
        to_move: game.to_move().index(),
        value: value(&analysis.value),
        turns,
        first_actions: firsts
            .into_iter()
            .map(|(action, v)| FirstActionValue {
                action,
                value: value(&v),
            })
            .collect(),
        distances,
        principal_line: analysis.principal_line.iter().map(ToString::to_string).collect(),
        nodes: analysis.nodes,
        elapsed_ms: analysis.elapsed.as_millis() as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_dropped_before_its_solve_starts_stops_it() {
        // Two pieces placed: far beyond any deadline here, so a solve that starts searches.
        let game = Quarto::from_position(&quartet_core::quarto::Rules::STANDARD, "0.../..../..../...f 1")
            .expect("a position");
        let mut solver = Solver::new(
            game.rules(),
            SolverOptions {
                hash_mib: 1,
                threads: 1,
                ..SolverOptions::default()
            },
        )
        .expect("a solver");
        let cancelled = Arc::new(AtomicBool::new(false));
        solver.set_cancel(Some(Arc::clone(&cancelled)));
        let guard = CancelOnDrop {
            cancelled,
            armed: true,
        };
        // The request goes after its solve was handed to a thread, before the solve starts.
        drop(guard);
        let progress = solver.progress();
        let (result, _) = solve(&mut solver, &game, Duration::from_millis(300));
        assert!(matches!(result, Err(SolveError::Stopped)), "stopped");
        assert_eq!(
            progress.nodes.load(Ordering::Relaxed),
            0,
            "a cancelled solve searches nothing"
        );
        // Without the flag, the same solver works again.
        solver.set_cancel(None);
        let small = Quarto::from_position(&quartet_core::quarto::Rules::STANDARD, "fe2./.53./.7.b/61.4 8")
            .expect("a position");
        assert!(solve(&mut solver, &small, MAX_TIME).0.is_ok());
    }

    #[test]
    fn no_position_is_too_early_for_an_analysis() {
        // Every variant whose book is built (all eight once the squares-4 book is in
        // `crates/engine/data`): random positions with 0 to 3 pieces placed, both phases, and
        // with 4 pieces in the give phase (whose turns lead to positions the book holds). Each
        // is answered with every turn's value and distance, as the server answers it.
        use quartet_core::chance::Rng;
        use quartet_core::quarto::{Attribute, Attributes, Rules};
        use quartet_engine::quarto::bench::random_position_in;
        use quartet_engine::quarto::shipped_book;

        let mut rng = Rng::new(22);
        let mut answered = 0;
        for squares in [false, true] {
            for n in 1..=4usize {
                let bits = Attribute::ALL[..n].iter().fold(0u8, |m, &a| m | 1 << a as u8);
                let rules = Rules {
                    attributes: Attributes::from_bits(bits).expect("attributes"),
                    squares,
                    ..Rules::STANDARD
                };
                if shipped_book(rules).is_none() {
                    continue;
                }
                let mut solver = Solver::new(
                    rules,
                    SolverOptions {
                        hash_mib: HASH_MIB,
                        threads: 1,
                        ..SolverOptions::default()
                    },
                )
                .expect("a solver");
                for (pieces, give) in [
                    (0, true),
                    (1, false),
                    (1, true),
                    (2, false),
                    (2, true),
                    (3, false),
                    (3, true),
                    (4, true),
                ] {
                    let game = random_position_in(rules, pieces, give, &mut rng);
                    let (result, distances) = solve(&mut solver, &game, MAX_TIME);
                    let analysis = result.unwrap_or_else(|e| panic!("{rules}, {game}: {e}"));
                    assert!(distances, "{rules}, {game}: answered without its distances");
                    assert!(!analysis.turns.is_empty(), "{rules}, {game}: no turn valued");
                    for t in &analysis.turns {
                        assert_eq!(
                            t.value.distance.is_some(),
                            t.value.pov != Pov::Draw,
                            "{rules}, {game}: {} is {}",
                            t.turn,
                            t.value
                        );
                    }
                    answered += 1;
                }
            }
        }
        assert!(
            answered >= 7 * 8,
            "the books of seven variants at least are built"
        );
    }
}
