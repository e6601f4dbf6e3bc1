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
use quartet_engine::quarto::bench::{answer_suite, median, quantile, run_case, suite};
use quartet_engine::quarto::{Analysis, Progress, Solver, SolverOptions, Turn, TurnValue, Value};
use serde_json::{Value as Json, json};

use crate::options::GameOptions;
use crate::{numbers, said};
use quartet_i18n::tr;

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
    #[arg(long)]
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
                let nodes = progress.nodes.load(Ordering::Relaxed);
                let secs = start.elapsed().as_secs_f64().max(1e-9);
                let total = progress.total.load(Ordering::Relaxed);
                let turns = if total > 0 {
                    format!(
                        ", turns solved {}/{}",
                        progress.done.load(Ordering::Relaxed),
                        total
                    )
                } else {
                    String::new()
                };
                bar.set_message(format!(
                    "{:.1} M nodes ({:.2} M/s){turns}",
                    nodes as f64 / 1e6,
                    nodes as f64 / secs / 1e6
                ));
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
    println!("position: {state}");
    println!("rules:    {rules}");
    let who = match state.phase() {
        Phase::Place => format!(
            "{}, who places {}",
            state.to_move(),
            state.hand().map_or("-".into(), |p| p.to_string())
        ),
        Phase::Give => format!("{}, who gives", state.to_move()),
        Phase::FinalClaim => format!("{}, who claims or passes", state.to_move()),
        Phase::Over(_) => "nobody: the game is over".into(),
    };
    println!("to move:  {who}");
    println!("value:    {value}");
    if !best.is_empty() {
        let words: Vec<String> = best.iter().map(|t| t.turn.to_string()).collect();
        println!("best:     {}", words.join(", "));
    }
    if !args.value_only && !turns.is_empty() {
        if state.phase() == Phase::Place {
            println!("cells (best give after placing there):");
            for (cell, v) in cell_values(&analysis) {
                let gives: Vec<String> = turns
                    .iter()
                    .filter(|t| matches!(t.turn, Turn::Play { place: Some(c), .. } if c.to_string() == cell))
                    .map(|t| match t.turn {
                        Turn::Play { give: Some(p), .. } => format!("{p}:{}", t.value),
                        _ => "(ends the game)".to_string(),
                    })
                    .collect();
                println!("  {cell}: {v:<12} gives {}", gives.join(" "));
            }
        } else {
            println!("turns:");
            for t in &turns {
                println!("  {:<8} {}", t.turn.to_string(), t.value);
            }
        }
    }
    if !pv_words.is_empty() {
        println!("line:     {}", pv_words.join(" "));
    }
    println!(
        "searched: {nodes} nodes in {:.3} s ({:.2} M nodes/s)",
        elapsed.as_secs_f64(),
        nodes as f64 / elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    Ok(())
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
