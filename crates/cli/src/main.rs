//! `quartet`: the command-line shell over the rules (and, later, the engines and the server).
//! Each game's commands live in a module of their own; this file only reads the arguments.

mod danish;
mod quartino;
mod quarto;
mod solve;

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use quartet_core::GameKind;

/// Quartet: the Quarto family of games — Quarto!, Danish Quarto and Quartino.
#[derive(Parser, Debug)]
#[command(name = "quartet", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the action sequences of exactly DEPTH actions from a position.
    Perft {
        /// quarto, danish or quartino.
        game: GameKind,
        /// The position, in the game's notation.
        position: String,
        /// How many actions deep.
        depth: u32,
        #[command(flatten)]
        options: GameOptions,
    },
    /// Draw a position in the terminal.
    Show {
        /// quarto, danish or quartino.
        game: GameKind,
        /// The position, in the game's notation.
        position: String,
        #[command(flatten)]
        options: GameOptions,
    },
    /// Measure the speed of the rules (perft and random playouts).
    Bench {
        /// quarto, danish or quartino; every game when omitted.
        game: Option<GameKind>,
        /// Seconds to spend on each measurement.
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
    },
    /// Solve a Quarto! position exactly: its value, the value of every turn, the best line.
    Solve(solve::SolveArgs),
    /// Measure the exact solver on the fixed benchmark suite (2-5 pieces, lines and squares).
    SolveBench(solve::SolveBenchArgs),
}

/// Options that choose a game's variant.
#[derive(Args, Debug, Clone, Default)]
pub struct GameOptions {
    /// Quarto!: the 2×2 squares win too (advanced game).
    #[arg(long)]
    pub squares: bool,
    /// Quarto!: the attributes that count, comma-separated among height,colour,shape,top.
    #[arg(long, value_name = "LIST")]
    pub attributes: Option<String>,
    /// Any game: the rules as written in a record's [Rules] tag.
    #[arg(long, value_name = "TEXT")]
    pub rules: Option<String>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Perft {
            game,
            position,
            depth,
            options,
        } => match game {
            GameKind::Quarto => quarto::perft(&position, depth, &options),
            GameKind::Danish => danish::perft(&position, depth, &options),
            GameKind::Quartino => quartino::perft(&position, depth, &options),
        },
        Command::Show {
            game,
            position,
            options,
        } => match game {
            GameKind::Quarto => quarto::show(&position, &options),
            GameKind::Danish => danish::show(&position, &options),
            GameKind::Quartino => quartino::show(&position, &options),
        },
        Command::Bench { game, seconds } => {
            let games = game.map_or(GameKind::ALL.to_vec(), |g| vec![g]);
            games.into_iter().try_for_each(|g| match g {
                GameKind::Quarto => quarto::bench(seconds),
                GameKind::Danish => danish::bench(seconds),
                GameKind::Quartino => quartino::bench(seconds),
            })
        }
        Command::Solve(args) => solve::solve(&args),
        Command::SolveBench(args) => solve::bench(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}
