//! `quartet puzzles`: puzzles made by the engines (`generate`), and a puzzle file checked
//! against the judge (`check`). The shipped set is `crates/engine/data/puzzles.tsv`, made by
//! `generate` (see BENCHMARKS.md for the commands and how fast it goes).

use std::fs::OpenOptions;
use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use quartet_core::GameKind;
use quartet_engine::learn::{GenerateOptions, Judge, JudgeOptions, Theme, Verdict, generate, read_puzzles};
use quartet_i18n::tr;

use crate::{help, numbers};

/// The `puzzles` subcommands.
#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Make puzzles from games the engines play, each with a unique solution checked by the
    /// judge; one line each (see `crates/engine/src/learn/puzzle.rs` for the format).
    Generate(GenerateArgs),
    /// Check a puzzle file: every line reads, and every solution is accepted by the judge.
    Check {
        /// The file.
        file: PathBuf,
    },
}

/// The arguments of `puzzles generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// quarto, danish or quartino.
    game: GameKind,
    /// How many puzzles.
    #[arg(long, default_value_t = 100, value_parser = numbers::whole::<usize>(1, 1_000_000))]
    count: usize,
    /// The seed of the first game played (game i is played from SEED + i).
    #[arg(long, default_value_t = 1, value_parser = numbers::seed())]
    seed: u64,
    /// The rules, as written in a record's `[Rules]` tag (default: the game's own).
    #[arg(long, value_name = "TEXT", default_value = "")]
    rules: String,
    /// Only these themes, comma-separated (default: every theme of the game, in its share).
    #[arg(long, value_name = "LIST")]
    themes: Option<String>,
    /// Give up after this many games.
    #[arg(long, default_value_t = 100_000, value_parser = numbers::whole::<u64>(1, 100_000_000))]
    max_games: u64,
    /// Append the puzzles to this file instead of writing them to standard output.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

/// Runs a `puzzles` subcommand.
pub fn run(command: &PuzzlesCommand) -> Result<()> {
    match command {
        PuzzlesCommand::Generate(args) => run_generate(args),
        PuzzlesCommand::Check { file } => check(file),
    }
}

fn run_generate(args: &GenerateArgs) -> Result<()> {
    let themes = args
        .themes
        .as_deref()
        .map(|list| {
            list.split(',')
                .map(|t| t.parse::<Theme>())
                .collect::<Result<Vec<_>, _>>()
        })
        .transpose()?;
    let options = GenerateOptions {
        count: args.count,
        seed: args.seed,
        rules: args.rules.clone(),
        themes,
        max_games: args.max_games,
    };
    let mut sink: Box<dyn Write> = match &args.out {
        Some(path) => Box::new(
            OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .with_context(|| crate::said::opening(path.display()))?,
        ),
        None => Box::new(std::io::stdout().lock()),
    };
    let mut judge = Judge::new(JudgeOptions::default());
    let mut written = 0usize;
    let mut failed = None;
    let made = generate(args.game, &options, &mut judge, &mut |puzzle| {
        if failed.is_none()
            && let Err(e) = writeln!(sink, "{puzzle}")
        {
            failed = Some(e);
        }
        written += 1;
        if written.is_multiple_of(10) {
            eprint!("\r{written} puzzles");
        }
    })?;
    if let Some(e) = failed {
        return Err(e).context(tr!(help::chosen(), "cli-failure-puzzles-write"));
    }
    sink.flush()?;
    let seconds = made.elapsed.as_secs_f64();
    eprintln!(
        "\r{} {} puzzles from {} games in {:.1} s: {:.2} puzzles/s",
        made.puzzles.len(),
        args.game.name(),
        made.games,
        seconds,
        made.puzzles.len() as f64 / seconds.max(1e-9)
    );
    let mut by_theme: Vec<(Theme, usize)> = Vec::new();
    for p in &made.puzzles {
        match by_theme.iter_mut().find(|t| t.0 == p.theme) {
            Some(t) => t.1 += 1,
            None => by_theme.push((p.theme, 1)),
        }
    }
    by_theme.sort();
    let line: Vec<String> = by_theme.iter().map(|(t, n)| format!("{t} {n}")).collect();
    eprintln!("by theme: {}", line.join(", "));
    if made.puzzles.len() < args.count {
        bail!(
            "only {} of {} puzzles after {} games (--max-games)",
            made.puzzles.len(),
            args.count,
            made.games
        );
    }
    Ok(())
}

fn check(file: &PathBuf) -> Result<()> {
    let text = std::fs::read_to_string(file).with_context(|| crate::said::reading(file.display()))?;
    let puzzles = read_puzzles(&text)?;
    let mut judge = Judge::new(JudgeOptions::default());
    for p in &puzzles {
        let task = p.task()?;
        let solution = p.solution_actions()?;
        let player = task.start.to_move();
        let mut state = task.start.clone();
        let mut verdict = None;
        for (i, &a) in solution.iter().enumerate() {
            let mine = state.to_move() == player;
            state.play(a)?;
            if mine {
                verdict = Some(judge.judge(&task, &solution[..=i])?);
            }
        }
        let why = match verdict {
            Some(Verdict::Solved) => continue,
            Some(Verdict::Wrong(why)) => crate::words::why(crate::help::chosen(), &why),
            Some(Verdict::Continue { .. }) => "it stops before the goal is reached".to_string(),
            None => "it has no action of the player to move".to_string(),
        };
        bail!("puzzle {}: its solution is not accepted: {why}", p.id);
    }
    println!("{} puzzles, every solution accepted", puzzles.len());
    Ok(())
}
