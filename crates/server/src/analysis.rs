//! The Quarto! analysis: the exact solver's value of every legal turn of a position (win,
//! draw or loss for the player who makes it, with the distance to the end under perfect play:
//! the placements left, the shortest win and the longest loss; best first), and the best line.
//!
//! Solves run on the bots' threads (one permit each) with a deadline. Distances cost the
//! solver about a third more: they get most of the time, and when they do not finish the
//! values alone are solved in what is left (`"distances": false`, every distance `null`).
//! Positions near the start of the game may take longer than any deadline here, and are then
//! refused with `analysis_timeout` rather than answered by a guess.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use quartet_core::quarto::Quarto;
use quartet_core::{AnyGame, Game};
use quartet_engine::quarto::{SolveError, Solver, SolverOptions, Value};
use serde_json::{Value as Json, json};

use crate::error::ApiError;
use crate::hub::Hub;

/// The deadline when none is asked for.
pub const DEFAULT_TIME: Duration = Duration::from_secs(4);
/// The longest deadline a request may ask for.
pub const MAX_TIME: Duration = Duration::from_secs(10);
/// The solver's table for an analysis, in MiB.
const HASH_MIB: usize = 64;
/// The share of the time given to the solve with distances.
const DISTANCE_SHARE: f64 = 0.7;

fn value_json(v: &Value) -> Json {
    json!({"result": v.pov.to_string(), "distance": v.distance, "text": v.to_string()})
}

/// The game as Quarto!, or an error saying only Quarto! has a solver.
pub fn as_quarto(game: &AnyGame) -> Result<Quarto, ApiError> {
    match game {
        AnyGame::Quarto(q) => Ok(*q),
        other => Err(ApiError::bad_request(format!(
            "only Quarto! has an exact solver; {} has no analysis",
            other.kind().name()
        ))),
    }
}

/// Analyses a Quarto! position within `time`.
pub async fn analyse(hub: &Arc<Hub>, game: Quarto, time: Duration) -> Result<Json, ApiError> {
    let time = time.min(MAX_TIME);
    let permit = hub
        .bots
        .clone()
        .acquire_owned()
        .await
        .map_err(|_| ApiError::conflict("stopping", "the server is stopping"))?;
    let rules = game.rules();
    let idle = hub.idle_solvers.lock().ok().and_then(|mut idle| {
        let i = idle
            .iter()
            .position(|s| s.rules().attributes == rules.attributes && s.rules().squares == rules.squares)?;
        Some(idle.swap_remove(i))
    });
    let solver = match idle {
        Some(s) => s,
        None => Solver::new(
            rules,
            SolverOptions {
                hash_mib: HASH_MIB,
                threads: 1,
                ..SolverOptions::default()
            },
        )
        .map_err(|e| ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "analysis_memory", e.to_string()))?,
    };
    let (solver, result, distances) = tokio::task::spawn_blocking(move || {
        let mut solver = solver;
        let started = Instant::now();
        solver.set_deadline(Some(started + time.mul_f64(DISTANCE_SHARE)));
        match solver.analyse(&game, true) {
            Err(SolveError::Stopped) => {
                solver.set_deadline(Some(started + time));
                let result = solver.analyse(&game, false);
                (solver, result, false)
            }
            result => (solver, result, true),
        }
    })
    .await
    .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string()))?;
    drop(permit);
    if let Ok(mut idle) = hub.idle_solvers.lock()
        && idle.len() < 2
    {
        idle.push(solver);
    }
    let analysis = result.map_err(|e| match e {
        SolveError::Stopped => ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "analysis_timeout",
            format!(
                "the solver did not finish within {:.1} s: positions with few pieces placed take longer \
                 (from about 5 pieces on they solve in seconds)",
                time.as_secs_f64()
            ),
        ),
        other => ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "analysis_memory",
            other.to_string(),
        ),
    })?;
    let turns: Vec<Json> = analysis
        .turns
        .iter()
        .map(|t| {
            let actions: Vec<String> = t.turn.actions().iter().map(ToString::to_string).collect();
            let mut v = value_json(&t.value);
            v["turn"] = json!(t.turn.to_string());
            v["actions"] = json!(actions);
            v
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
    let first_actions: Vec<Json> = firsts
        .iter()
        .map(|(a, v)| {
            let mut j = value_json(v);
            j["action"] = json!(a);
            j
        })
        .collect();
    Ok(json!({
        "position": game.position(),
        "to_move": game.to_move().index(),
        "value": value_json(&analysis.value),
        "turns": turns,
        "first_actions": first_actions,
        "distances": distances,
        "principal_line": analysis.principal_line.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "nodes": analysis.nodes,
        "elapsed_ms": analysis.elapsed.as_millis() as u64,
    }))
}
