//! `quartet solve` and `quartet solve-bench`: the exact Quarto! solver on the command line.
//!
//! `solve` prints the value of a position for the player to move, the best turns, the value
//! of every legal turn (every cell to place on, then every piece to give) and the principal
//! line, as text or as JSON (the shape is documented in `docs/solver.md`). A progress line
//! runs on stderr during long solves, except with `--json`.
//! `solve-bench` runs the fixed benchmark suite of `quartet_engine::quarto::bench`.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use anyhow::{Result, bail};
use indicatif::{ProgressBar, ProgressStyle};
use quartet_core::quarto::{Action, Phase, Quarto};
use quartet_core::{Game, GameKind, Pov};
use quartet_engine::learn::Eval;
use quartet_engine::quarto::bench::{answer_suite, median, quantile, run_case, suite};
use quartet_engine::quarto::{Analysis, Progress, Solver, SolverOptions, Turn, TurnValue, Value};
use serde_json::{Value as Json, json};

use crate::options::GameOptions;
use crate::{numbers, said, words};
use quartet_i18n::{Texts, format_number, tr};

/// The largest table `--hash` may ask for, in MiB (a tebibyte; the memory available is the
/// real bound, checked when the solver starts).
const MAX_HASH_MIB: u64 = 1 << 20;
/// The most search threads.
const MAX_THREADS: u64 = 64;

/// Options of `quartet solve`.
#[derive(clap::Args, Debug, Clone)]
pub struct SolveArgs {
    /// The game: only quarto has a solver.
    pub game: GameKind,
    /// The position, e.g. "..../..../..../.... -" (the start) or "0f../..../.3../a... 5".
    pub position: String,
    #[command(flatten)]
    pub options: GameOptions,
    /// Also give the distance to the end (shortest win, longest loss), in placements.
    #[arg(long)]
    pub distance: bool,
    /// Print JSON (see docs/solver.md) and no progress display.
    #[arg(long)]
    pub json: bool,
    /// Only the value and one best turn, not the value of every turn.
    #[arg(long)]
    pub value_only: bool,
    /// With --value-only: do not compute the principal line either.
    #[arg(long, requires = "value_only")]
    pub no_line: bool,
    /// Transposition table size in MiB.
    #[arg(long, value_name = "MiB", default_value_t = quartet_engine::quarto::DEFAULT_HASH_MIB,
          value_parser = numbers::whole::<usize>(1, MAX_HASH_MIB), allow_negative_numbers = true)]
    pub hash: usize,
    /// Search threads (default: up to 2, the cores available; at most 64).
    #[arg(long, value_name = "N", value_parser = numbers::whole::<usize>(1, MAX_THREADS), allow_negative_numbers = true)]
    pub threads: Option<usize>,
    /// Search even positions the book answers (at most four pieces on the board).
    #[arg(long)]
    pub no_book: bool,
    /// Give up after this many seconds (at most a week).
    #[arg(long, value_name = "SECONDS", value_parser = numbers::seconds(604_800.0), allow_negative_numbers = true)]
    pub time_limit: Option<f64>,
}

/// Options of `quartet analysis-bench`.
#[derive(clap::Args, Debug, Clone)]
pub struct AnalysisBenchArgs {
    /// Numbers of pieces on the board to measure, comma-separated (default: 0 to 15).
    #[arg(long, value_delimiter = ',', value_parser = numbers::whole::<u32>(0, 15), allow_negative_numbers = true)]
    pub pieces: Vec<u32>,
    /// Positions per variant (8), number of pieces and phase.
    #[arg(long, default_value_t = 10, value_parser = numbers::whole::<usize>(1, 10_000), allow_negative_numbers = true)]
    pub count: usize,
    /// Transposition table size in MiB of each variant's solver.
    #[arg(long, value_name = "MiB", default_value_t = 64, value_parser = numbers::whole::<usize>(1, MAX_HASH_MIB), allow_negative_numbers = true)]
    pub hash: usize,
    /// Search threads.
    #[arg(long, value_name = "N", value_parser = numbers::whole::<usize>(1, MAX_THREADS), allow_negative_numbers = true)]
    pub threads: Option<usize>,
    /// The variants to measure, comma-separated (lines-1 … lines-4, squares-1 … squares-4);
    /// default: all eight.
    #[arg(long, value_delimiter = ',', value_name = "LIST")]
    pub variants: Vec<String>,
    /// Print every position's times.
    #[arg(long)]
    pub verbose: bool,
}

/// Options of `quartet solve-bench`.
#[derive(clap::Args, Debug, Clone)]
pub struct SolveBenchArgs {
    /// Numbers of pieces on the board to measure (each 0 to 12), comma-separated.
    #[arg(long, value_delimiter = ',', default_values_t = vec![5u32, 4, 3, 2],
          value_parser = numbers::whole::<u32>(0, 12), allow_negative_numbers = true)]
    pub pieces: Vec<u32>,
    /// Positions per number of pieces and rule set.
    #[arg(long, default_value_t = 10, value_parser = numbers::whole::<usize>(1, 10_000), allow_negative_numbers = true)]
    pub count: usize,
    /// Transposition table size in MiB.
    #[arg(long, value_name = "MiB", default_value_t = 256, value_parser = numbers::whole::<usize>(1, MAX_HASH_MIB), allow_negative_numbers = true)]
    pub hash: usize,
    /// Search threads (at most 64).
    #[arg(long, value_name = "N", value_parser = numbers::whole::<usize>(1, MAX_THREADS), allow_negative_numbers = true)]
    pub threads: Option<usize>,
    /// Print every position's result.
    #[arg(long)]
    pub verbose: bool,
}

fn options(hash: usize, threads: Option<usize>) -> Result<SolverOptions> {
    if let Some(available) = available_mib()
        && hash as u64 > available
    {
        let t = crate::help::chosen();
        return Err(said::said(tr!(
            t,
            "cli-failure-hash",
            hash = hash,
            available = available
        )));
    }
    let mut o = SolverOptions {
        hash_mib: hash,
        ..SolverOptions::default()
    };
    if let Some(t) = threads {
        o.threads = t;
    }
    Ok(o)
}

/// MemAvailable from /proc/meminfo, in MiB (Linux only; `None` elsewhere).
fn available_mib() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}

/// A progress line on stderr while a solve runs (hidden with `--json`).
struct ProgressLine {
    /// Dropped when the solve ends, which wakes the line's thread at once (a sleeping thread
    /// would hold the process up to the end of its sleep).
    running: Option<mpsc::Sender<()>>,
    handle: Option<std::thread::JoinHandle<()>>,
}

impl ProgressLine {
    fn start(progress: Arc<Progress>, quiet: bool) -> ProgressLine {
        if quiet {
            return ProgressLine {
                running: None,
                handle: None,
            };
        }
        let t = crate::help::chosen();
        let (running, ended) = mpsc::channel::<()>();
        // Waits up to `time`; whether the solve ended meanwhile.
        let ends_within = move |time| !matches!(ended.recv_timeout(time), Err(RecvTimeoutError::Timeout));
        let handle = std::thread::spawn(move || {
            let start = Instant::now();
            // Short solves show nothing.
            if ends_within(Duration::from_millis(500)) {
                return;
            }
            let bar = ProgressBar::new_spinner();
            bar.set_style(
                ProgressStyle::with_template("{spinner} {elapsed_precise} {msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            loop {
                let nodes = progress.nodes.load(Ordering::Relaxed) as f64;
                let secs = start.elapsed().as_secs_f64().max(1e-9);
                let total = progress.total.load(Ordering::Relaxed);
                let (millions, rate) = (rounded(nodes / 1e6, 1), rounded(nodes / secs / 1e6, 2));
                bar.set_message(if total > 0 {
                    let done = progress.done.load(Ordering::Relaxed);
                    tr!(
                        t,
                        "solve-progress-turns",
                        millions = millions,
                        rate = rate,
                        done = done,
                        total = total
                    )
                } else {
                    tr!(t, "solve-progress", millions = millions, rate = rate)
                });
                bar.tick();
                if ends_within(Duration::from_millis(200)) {
                    break;
                }
            }
            bar.finish_and_clear();
        });
        ProgressLine {
            running: Some(running),
            handle: Some(handle),
        }
    }
}

impl Drop for ProgressLine {
    fn drop(&mut self) {
        self.running.take();
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

fn value_word(v: &Value) -> &'static str {
    match v.pov {
        Pov::Win => "win",
        Pov::Draw => "draw",
        Pov::Loss => "loss",
    }
}

fn phase_word(state: &Quarto) -> &'static str {
    match state.phase() {
        Phase::Give => "give",
        Phase::Place => "place",
        Phase::FinalClaim => "claim",
        Phase::Over(_) => "over",
    }
}

fn turn_json(t: &TurnValue) -> Json {
    let (place, give, claim) = match t.turn {
        Turn::Claim(a) => (None, None, Some(a.to_string())),
        Turn::Play { place, give } => (place.map(|c| c.to_string()), give.map(|p| p.to_string()), None),
    };
    json!({
        "turn": t.turn.to_string(),
        "place": place,
        "give": give,
        "claim": claim,
        "value": value_word(&t.value),
        "distance": t.value.distance,
    })
}

/// The best value of each cell (the best give after placing there).
fn cell_values(analysis: &Analysis) -> Vec<(String, Value)> {
    let mut out: Vec<(String, Value)> = Vec::new();
    for t in &analysis.turns {
        if let Turn::Play {
            place: Some(cell), ..
        } = t.turn
        {
            let name = cell.to_string();
            match out.iter_mut().find(|(c, _)| *c == name) {
                Some((_, v)) if t.value.rank() > v.rank() => *v = t.value,
                Some(_) => {}
                None => out.push((name, t.value)),
            }
        }
    }
    out.sort_by(|a, b| b.1.rank().cmp(&a.1.rank()).then(a.0.cmp(&b.0)));
    out
}

/// `quartet solve`.
pub fn solve(args: &SolveArgs) -> Result<()> {
    if args.game != GameKind::Quarto {
        let t = crate::help::chosen();
        return Err(said::said(tr!(
            t,
            "cli-failure-no-solver",
            game = crate::lang::game(t, args.game)
        )));
    }
    let rules = crate::quarto::rules(&args.options)?;
    let state = Quarto::from_position(&rules, &args.position)
        .map_err(|e| said::bad_position::<Quarto>(&args.position, e))?;
    let mut solver = Solver::new(
        rules,
        SolverOptions {
            book: !args.no_book,
            ..options(args.hash, args.threads)?
        },
    )?;
    if let Some(limit) = args.time_limit {
        solver.set_deadline(Some(Instant::now() + Duration::from_secs_f64(limit)));
    }
    let line = ProgressLine::start(solver.progress(), args.json);
    let start = Instant::now();
    let (value, turns, pv, nodes) = if args.value_only {
        let s = solver.solve(&state, args.distance)?;
        let pv = match s.best {
            Some(t) if !args.no_line => solver.principal_line(&state, t, args.distance)?,
            _ => Vec::new(),
        };
        let turns = s
            .best
            .map(|turn| TurnValue { turn, value: s.value })
            .into_iter()
            .collect();
        (s.value, turns, pv, s.nodes)
    } else {
        let a = solver.analyse(&state, args.distance)?;
        let value = a.value;
        let pv = a.principal_line.clone();
        let nodes = a.nodes;
        (value, a.turns, pv, nodes)
    };
    let elapsed = start.elapsed();
    drop(line);
    let best: Vec<&TurnValue> = turns.iter().filter(|t| t.value == value).collect();
    let analysis = Analysis {
        value,
        turns: turns.clone(),
        principal_line: pv.clone(),
        nodes,
        elapsed,
    };
    let pv_words: Vec<String> = pv.iter().map(Action::to_string).collect();
    if args.json {
        let cells: Vec<Json> = if state.phase() == Phase::Place && !args.value_only {
            cell_values(&analysis)
                .iter()
                .map(|(c, v)| json!({"cell": c, "value": value_word(v), "distance": v.distance}))
                .collect()
        } else {
            Vec::new()
        };
        let out = json!({
            "position": state.to_string(),
            "rules": rules.to_string(),
            "to_move": state.to_move().0 + 1,
            "phase": phase_word(&state),
            "value": value_word(&value),
            "distance": value.distance,
            "best": best.iter().map(|t| t.turn.to_string()).collect::<Vec<_>>(),
            "cells": cells,
            "turns": turns.iter().map(turn_json).collect::<Vec<_>>(),
            "principal_line": pv_words,
            "nodes": nodes,
            "seconds": elapsed.as_secs_f64(),
            "value_only": args.value_only,
        });
        println!("{}", serde_json::to_string_pretty(&out)?);
        return Ok(());
    }
    print!(
        "{}",
        report(crate::help::chosen(), &state, &analysis, &best, args.value_only)
    );
    Ok(())
}

/// `value` rounded to `decimals` places: a number the messages write, and whose plural they
/// choose, as the language does ("0,5 million", "2,66 millions").
fn rounded(value: f64, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (value * scale).round() / scale
}

/// How many of the turns that keep the value the report lists; more are counted, and listed
/// whole in the JSON.
const BEST_LISTED: usize = 8;

/// The report of `quartet solve` in the language of `t`: the position, its value, the turns
/// that keep it, every cell's or turn's value, the principal line and the work done.
fn report(t: Texts, state: &Quarto, analysis: &Analysis, best: &[&TurnValue], value_only: bool) -> String {
    let eval = |v: Value| words::eval(t, Eval::Exact(v));
    let mut lines = vec![
        tr!(t, "solve-position", position = state.to_string()),
        tr!(
            t,
            "quarto-rules",
            rules = crate::lang::rules_words(t, GameKind::Quarto, &state.rules().to_string())
        ),
        crate::quarto::to_move(state, t),
        tr!(t, "solve-value", value = eval(analysis.value)),
    ];
    let listed: Vec<String> = best
        .iter()
        .take(BEST_LISTED)
        .map(|b| b.turn.to_string())
        .collect();
    if best.len() > BEST_LISTED {
        lines.push(tr!(
            t,
            "solve-best-many",
            count = best.len(),
            turns = listed.join(", ")
        ));
    } else if !best.is_empty() {
        lines.push(tr!(t, "solve-best", turns = listed.join(", ")));
    }
    let turns = &analysis.turns;
    if !value_only && !turns.is_empty() {
        if state.phase() == Phase::Place {
            lines.push(tr!(t, "solve-cells"));
            for (cell, v) in cell_values(analysis) {
                // The gives after placing there, best first; none when the placement ends the game.
                let gives: Vec<String> = turns
                    .iter()
                    .filter_map(|turn| match turn.turn {
                        Turn::Play {
                            place: Some(c),
                            give: Some(p),
                        } if c.to_string() == cell => Some(tr!(
                            t,
                            "solve-give",
                            piece = p.to_string(),
                            value = eval(turn.value)
                        )),
                        _ => None,
                    })
                    .collect();
                let line = if gives.is_empty() {
                    tr!(t, "solve-cell-ends", cell = cell, value = eval(v))
                } else {
                    tr!(
                        t,
                        "solve-cell",
                        cell = cell,
                        value = eval(v),
                        gives = gives.join(", ")
                    )
                };
                lines.push(format!("  {line}"));
            }
        } else {
            lines.push(tr!(t, "solve-turns"));
            for turn in turns {
                let line = tr!(
                    t,
                    "solve-turn",
                    turn = turn.turn.to_string(),
                    value = eval(turn.value)
                );
                lines.push(format!("  {line}"));
            }
        }
    }
    if !analysis.principal_line.is_empty() {
        let actions: Vec<String> = analysis.principal_line.iter().map(Action::to_string).collect();
        lines.push(tr!(t, "solve-line", actions = actions.join(" ")));
    }
    let seconds = analysis.elapsed.as_secs_f64();
    let written = format_number(t.lang(), seconds, 3, 3);
    lines.push(if analysis.nodes == 0 {
        tr!(t, "solve-from-book", seconds = written)
    } else {
        let rate = rounded(analysis.nodes as f64 / seconds.max(1e-9) / 1e6, 2);
        tr!(
            t,
            "solve-searched",
            nodes = analysis.nodes,
            seconds = written,
            rate = rate
        )
    });
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

/// `quartet solve-bench`.
pub fn bench(args: &SolveBenchArgs) -> Result<()> {
    // The benchmark measures the search: the book would answer its positions at once.
    let opts = SolverOptions {
        book: false,
        ..options(args.hash, args.threads)?
    };
    let cases = suite(&args.pieces, args.count);
    println!(
        "solver benchmark: seed {}, {} positions per line, hash {} MiB, {} thread(s), each solve from an empty table",
        quartet_engine::quarto::bench::SUITE_SEED,
        args.count,
        args.hash,
        opts.threads
    );
    println!(
        "{:<7} {:<8} {:>14} {:>14} {:>12} {:>12} {:>12}  values (W/D/L)",
        "pieces", "rules", "median nodes", "max nodes", "median ms", "mean ms", "max ms"
    );
    let mut solvers: Vec<Option<Solver>> = vec![None, None];
    for &pieces in &args.pieces {
        for squares in [false, true] {
            let slot = &mut solvers[squares as usize];
            let lot: Vec<_> = cases
                .iter()
                .filter(|c| c.pieces == pieces && c.rules.squares == squares)
                .collect();
            let Some(first) = lot.first() else { continue };
            let solver = match slot {
                Some(s) => s,
                None => slot.insert(Solver::new(first.rules, opts.clone())?),
            };
            let mut times = Vec::new();
            let mut nodes = Vec::new();
            let mut wdl = [0usize; 3];
            for case in &lot {
                let r = run_case(solver, case)?;
                if args.verbose {
                    println!(
                        "  {} {:<12} {:>12} nodes {:>10.3} ms",
                        case.state,
                        r.value.to_string(),
                        r.nodes,
                        r.elapsed.as_secs_f64() * 1e3
                    );
                }
                times.push(r.elapsed);
                nodes.push(r.nodes);
                wdl[match r.value.pov {
                    Pov::Win => 0,
                    Pov::Draw => 1,
                    Pov::Loss => 2,
                }] += 1;
            }
            nodes.sort_unstable();
            let mean = times.iter().sum::<Duration>() / times.len() as u32;
            let max = times.iter().max().copied().unwrap_or_default();
            let med = median(&mut times);
            println!(
                "{:<7} {:<8} {:>14} {:>14} {:>12.3} {:>12.3} {:>12.3}  {}/{}/{}",
                pieces,
                if squares { "squares" } else { "lines" },
                nodes[nodes.len() / 2],
                nodes.last().copied().unwrap_or(0),
                med.as_secs_f64() * 1e3,
                mean.as_secs_f64() * 1e3,
                max.as_secs_f64() * 1e3,
                wdl[0],
                wdl[1],
                wdl[2]
            );
        }
    }
    Ok(())
}

/// `quartet analysis-bench`: how fast a player gets the value and a best turn
/// (`Solver::solve`) and the full analysis, every turn with its value and distance and the
/// principal line (`Solver::analyse`), on the answers suite (see
/// `quartet_engine::quarto::bench`): one solver per variant, kept from position to position
/// as the server keeps its solvers, the book on.
pub fn analysis_bench(args: &AnalysisBenchArgs) -> Result<()> {
    let pieces: Vec<u32> = if args.pieces.is_empty() {
        (0..16).collect()
    } else {
        args.pieces.clone()
    };
    let opts = options(args.hash, args.threads)?;
    let variants = crate::book::variants(&args.variants)?;
    let cases: Vec<_> = answer_suite(&pieces, args.count)
        .into_iter()
        .filter(|c| {
            variants
                .iter()
                .any(|v| v.attributes.len() == c.rules.attributes.len() && v.squares == c.rules.squares)
        })
        .collect();
    println!(
        "answers benchmark: seed {}, {} positions per variant ({}), number of pieces and phase, hash {} MiB, {} thread(s)",
        quartet_engine::quarto::bench::ANSWERS_SEED,
        args.count,
        variants.len(),
        args.hash,
        opts.threads
    );
    println!(
        "{:<7} {:<6} {:>9} {:>9} {:>9}   {:>10} {:>10} {:>10}",
        "pieces", "phase", "best p50", "best p99", "best max", "full p50", "full p99", "full max"
    );
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    // Separate solvers for the two questions, so that neither answers from the other's table.
    let mut solvers: Vec<((u8, bool, bool), Solver)> = Vec::new();
    fn solver_for(
        solvers: &mut Vec<((u8, bool, bool), Solver)>,
        rules: quartet_core::quarto::Rules,
        full: bool,
        opts: &SolverOptions,
    ) -> Result<usize> {
        let variant = (rules.attributes.bits(), rules.squares, full);
        Ok(match solvers.iter().position(|(v, _)| *v == variant) {
            Some(i) => i,
            None => {
                solvers.push((variant, Solver::new(rules, opts.clone())?));
                solvers.len() - 1
            }
        })
    }
    let (mut all_best, mut all_full) = (Vec::new(), Vec::new());
    for &k in &pieces {
        for give in [false, true] {
            let (mut best_times, mut full_times) = (Vec::new(), Vec::new());
            for case in cases.iter().filter(|c| c.pieces == k && c.give == give) {
                let i = solver_for(&mut solvers, case.rules, false, &opts)?;
                let j = solver_for(&mut solvers, case.rules, true, &opts)?;
                let t = Instant::now();
                let s = solvers[i].1.solve(&case.state, false)?;
                let best = t.elapsed();
                let t = Instant::now();
                let a = solvers[j].1.analyse(&case.state, true)?;
                let full = t.elapsed();
                if a.value.pov != s.value.pov {
                    bail!(
                        "{}: the solve says {} and the analysis {}",
                        case.state,
                        s.value,
                        a.value
                    );
                }
                if args.verbose {
                    println!(
                        "  {:<28} {:<44} {:<10} best {:>9.3} ms  full {:>9.3} ms ({} turns)",
                        case.state.to_string(),
                        case.rules.to_string(),
                        a.value.to_string(),
                        ms(best),
                        ms(full),
                        a.turns.len()
                    );
                }
                best_times.push(best);
                full_times.push(full);
            }
            println!(
                "{:<7} {:<6} {:>9.3} {:>9.3} {:>9.3}   {:>10.3} {:>10.3} {:>10.3}",
                k,
                if give { "give" } else { "place" },
                ms(quantile(&mut best_times, 0.5)),
                ms(quantile(&mut best_times, 0.99)),
                ms(quantile(&mut best_times, 1.0)),
                ms(quantile(&mut full_times, 0.5)),
                ms(quantile(&mut full_times, 0.99)),
                ms(quantile(&mut full_times, 1.0)),
            );
            all_best.extend(best_times);
            all_full.extend(full_times);
        }
    }
    println!(
        "all     {:<6} {:>9.3} {:>9.3} {:>9.3}   {:>10.3} {:>10.3} {:>10.3}",
        "both",
        ms(quantile(&mut all_best, 0.5)),
        ms(quantile(&mut all_best, 0.99)),
        ms(quantile(&mut all_best, 1.0)),
        ms(quantile(&mut all_full, 0.5)),
        ms(quantile(&mut all_full, 0.99)),
        ms(quantile(&mut all_full, 1.0)),
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use quartet_i18n::{Lang, Texts, tr};

    use super::rounded;

    /// The rate is a number in the message, so each language writes it and chooses its plural
    /// its own way.
    #[test]
    fn the_rate_takes_each_language_s_plural() {
        let said = |lang, rate: f64| {
            tr!(
                Texts::new(lang),
                "solve-searched",
                nodes = 1438,
                seconds = "0,001",
                rate = rounded(rate, 2)
            )
        };
        assert!(said(Lang::Fr, 0.504).ends_with("(0,5 million par seconde)"));
        assert!(said(Lang::Fr, 2.664).ends_with("(2,66 millions par seconde)"));
        assert!(said(Lang::Fr, 2.0).starts_with("nœuds cherchés : 1\u{202F}438 en 0,001 s"));
        assert!(said(Lang::Cs, 2.664).ends_with("(2,66 milionu za sekundu)"));
        assert!(said(Lang::Cs, 3.0).ends_with("(3 miliony za sekundu)"));
        assert!(said(Lang::Cs, 5.0).ends_with("(5 milionů za sekundu)"));
        assert!(said(Lang::Ro, 20.0).ends_with("(20 de milioane pe secundă)"));
        assert!(said(Lang::Ro, 2.5).ends_with("(2,5 milioane pe secundă)"));
        assert!(said(Lang::Es, 1.0).ends_with("(1 millón por segundo)"));
        assert!(said(Lang::It, 1.5).ends_with("(1,5 milioni al secondo)"));
        assert!(said(Lang::En, 2.664).ends_with("(2.66 million a second)"));
    }
}
