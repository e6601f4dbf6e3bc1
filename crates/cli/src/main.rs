//! `quartet`: the command-line shell over the rules (and, later, the engines and the server).
//! Each game's commands live in a module of their own; this file only reads the arguments.

mod arena;
mod bench;
mod book;
mod danish;
mod help;
mod lang;
mod load;
mod numbers;
mod options;
mod play;
mod puzzles;
mod quartino;
mod quarto;
mod review;
mod rules;
mod said;
mod secret;
mod serve;
mod solve;
mod words;

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use quartet_core::GameKind;

use options::GameOptions;

/// The allocator: mimalloc rather than the C library's. A loaded server allocates and frees
/// small buffers all the time (each state's JSON, the rooms' copies, the sockets' frames), and
/// glibc's allocator took about a sixth of its CPU for that (`BENCHMARKS.md`, "A faster
/// allocator").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Quartet: the Quarto family of games — Quarto!, Danish Quarto and Quartino.
#[derive(Parser, Debug)]
#[command(name = "quartet", version, about, long_about = None)]
struct Cli {
    /// The language of the words and of this help: en, ro, es, fr, cs or it (default: from
    /// LC_ALL, LC_MESSAGES or LANG).
    #[arg(long, global = true)]
    lang: Option<quartet_i18n::Lang>,
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
        /// How many actions deep (0 to 255).
        #[arg(value_parser = numbers::whole::<u32>(0, MAX_DEPTH), allow_negative_numbers = true)]
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
    /// Play a game in the terminal, against bots or people at this keyboard.
    ///
    /// Full screen by default: a menu (a new game, from the start or from a position, or "Load
    /// a record…"), then the board. Play with the keyboard (type an action and Enter, or choose
    /// one in the list with ↑↓ and Enter) or the mouse: click a cell or a pool piece (Quarto!); a
    /// point, or one of your pieces then where it goes, then the piece to capture when a square
    /// is made (Danish Quarto); a colour of the supply then a space, a card of your hand to claim
    /// it, or a button (Quartino). Esc clears a choice (else quits); Ctrl+S saves the game as a
    /// record, Ctrl+O loads one; F1 help.
    Play(play::PlayArgs),
    /// Play a match between two bots and rate them.
    Arena(arena::ArenaArgs),
    /// Merge the result files of one match played in parts (`arena --json`, each part with
    /// its own `--seed`) into one result.
    ArenaMerge(arena::MergeArgs),
    /// Speak the Quartet Engine Protocol (QEP) on standard input and output.
    Engine {
        /// The strength to play at (beginner, casual, strong, strongest, perfect).
        #[arg(long, default_value = "strong")]
        level: quartet_engine::levels::Level,
        /// Seed of the bot's random choices.
        #[arg(long, default_value_t = 0, value_parser = numbers::seed(), allow_negative_numbers = true)]
        seed: u64,
    },
    /// Run the web server: the browser UI, the JSON API and live games.
    Serve(serve::ServeArgs),
    /// Play many games at once against a server on this machine and measure it.
    LoadTest(serve::LoadArgs),
    /// Measure the speed of the rules (perft and random playouts).
    Bench {
        /// quarto, danish or quartino; every game when omitted.
        game: Option<GameKind>,
        /// Seconds to spend on each measurement (at most an hour).
        #[arg(long, default_value_t = 3.0, value_parser = numbers::seconds(3600.0), allow_negative_numbers = true)]
        seconds: f64,
    },
    /// Solve a Quarto! position exactly: its value, the value of every turn, the best line.
    Solve(solve::SolveArgs),
    /// Measure the exact solver on the fixed benchmark suite (2-5 pieces, lines and squares).
    SolveBench(solve::SolveBenchArgs),
    /// The rules of a game, for someone who has never played it.
    Rules(rules::RulesArgs),
    /// Review a finished game: each action's value before and after, the mistakes with the
    /// engine's choice and why, and a chart (Quarto! by the exact solver).
    Review(review::ReviewArgs),
    /// Puzzles made by the engines: generate them, check a puzzle file.
    #[command(subcommand)]
    Puzzles(puzzles::PuzzlesCommand),
    /// Measure how fast the value, a best turn and the full analysis of random positions of
    /// every variant come (0-15 pieces, both phases).
    AnalysisBench(solve::AnalysisBenchArgs),
    /// The Quarto! books: every position with at most four pieces, solved.
    Book {
        #[command(subcommand)]
        command: book::BookCommand,
    },
}

/// The deepest `perft`: deeper than any game of the family is long.
const MAX_DEPTH: u64 = 255;

/// MCTS iterations a second from the start of a game, on one core.
fn mcts_bench(kind: GameKind, seconds: f64) -> anyhow::Result<()> {
    use quartet_core::Game;
    use quartet_engine::mcts::{Budget, Mcts, Settings};
    fn rate<G: Game>(state: &G, seconds: f64) -> (u64, usize) {
        let mut tree = Mcts::<G>::new(&state.observe(state.to_move()), Settings::default());
        let done = tree.search(Budget::time(std::time::Duration::from_secs_f64(seconds)));
        (done, tree.nodes())
    }
    let (done, nodes) = match kind {
        GameKind::Quarto => rate(&quartet_core::quarto::Quarto::default(), seconds),
        GameKind::Danish => rate(
            &quartet_core::danish::DanishQuarto::start(&Default::default(), 0),
            seconds,
        ),
        GameKind::Quartino => rate(
            &quartet_core::quartino::Quartino::start(&Default::default(), 0),
            seconds,
        ),
    };
    println!(
        "{} MCTS from the start, one core: {:.0} iterations/s ({nodes} nodes)",
        kind.tag(),
        done as f64 / seconds
    );
    Ok(())
}

/// Ends the program quietly when its standard output is a closed pipe (`quartet … | head`), as
/// other command-line tools end, instead of with the panic `println!` raises there. The exit
/// code is a shell's for a program killed by SIGPIPE.
fn quiet_on_closed_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("(os error 32)") {
            std::process::exit(141);
        }
        default(info)
    }));
}

fn main() -> ExitCode {
    quiet_on_closed_pipe();
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let lang = help::lang_in(&argv).unwrap_or_else(quartet_i18n::Lang::from_env);
    help::choose(lang);
    let t = quartet_i18n::Texts::new(lang);
    let matches = match help::localized(Cli::command(), t).try_get_matches_from(argv) {
        Ok(matches) => matches,
        Err(refused) => match help::refusal(&refused, t) {
            Some(text) => {
                eprint!("{text}");
                return ExitCode::from(2);
            }
            None => refused.exit(),
        },
    };
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
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
        Command::Play(mut args) => {
            args.lang = cli.lang;
            play::run(&args)
        }
        Command::Arena(args) => match args.game {
            GameKind::Quarto => arena::run::<quartet_core::quarto::Quarto>(&args, arena::external_perfect),
            GameKind::Quartino => {
                arena::run::<quartet_core::quartino::Quartino>(&args, arena::external_quartino)
            }
            GameKind::Danish => {
                arena::run::<quartet_core::danish::DanishQuarto>(&args, arena::external_perfect)
            }
        },
        Command::ArenaMerge(args) => arena::merge(&args),
        Command::Engine { level, seed } => {
            let stdin = std::io::stdin();
            quartet_engine::protocol::serve(stdin.lock(), std::io::stdout(), level, seed).map_err(Into::into)
        }
        Command::Serve(args) => serve::serve(&args),
        Command::LoadTest(args) => serve::load_test(&args),
        Command::Bench { game, seconds } => {
            let games = game.map_or(GameKind::ALL.to_vec(), |g| vec![g]);
            games.into_iter().try_for_each(|g| {
                match g {
                    GameKind::Quarto => quarto::bench(seconds)?,
                    GameKind::Danish => danish::bench(seconds)?,
                    GameKind::Quartino => quartino::bench(seconds)?,
                }
                mcts_bench(g, seconds)
            })
        }
        Command::Solve(args) => solve::solve(&args),
        Command::SolveBench(args) => solve::bench(&args),
        Command::Puzzles(command) => puzzles::run(&command),
        Command::Review(mut args) => {
            args.lang = cli.lang;
            review::run(&args)
        }
        Command::Rules(mut args) => {
            args.lang = cli.lang;
            rules::run(&args)
        }
        Command::AnalysisBench(args) => solve::analysis_bench(&args),
        Command::Book { command } => match command {
            book::BookCommand::Build(args) => book::build(&args),
            book::BookCommand::Five(args) => book::five(&args),
            book::BookCommand::Six(args) => book::six(&args),
            book::BookCommand::Export(args) => book::export(&args),
            book::BookCommand::Info => book::info(),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let heading = quartet_i18n::tr!(t, "cli-error-heading");
            eprintln!("{heading} {}", lang::failure(t, &e));
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use clap::error::ErrorKind;
    use std::any::TypeId;

    /// Whether an argument's value is a number.
    fn numeric(arg: &clap::Arg) -> bool {
        let id = arg.get_value_parser().type_id();
        [
            TypeId::of::<u8>(),
            TypeId::of::<u16>(),
            TypeId::of::<u32>(),
            TypeId::of::<u64>(),
            TypeId::of::<usize>(),
            TypeId::of::<i32>(),
            TypeId::of::<i64>(),
            TypeId::of::<f32>(),
            TypeId::of::<f64>(),
        ]
        .iter()
        .any(|t| id == *t)
    }

    /// The command line that gives `value` to `arg` of `command`: an option as --name=value, a
    /// positional after the ones before it (a game, else any text).
    fn line(command: &clap::Command, arg: &clap::Arg, value: &str) -> Vec<String> {
        let mut line = vec!["quartet".to_string(), command.get_name().to_string()];
        match arg.get_long() {
            Some(long) => line.push(format!("--{long}={value}")),
            None => {
                for before in command.get_positionals() {
                    if before.get_id() == arg.get_id() {
                        break;
                    }
                    let sample = if before.get_id() == "game" { "quarto" } else { "x" };
                    line.push(sample.to_string());
                }
                line.push(value.to_string());
            }
        }
        line
    }

    #[test]
    fn every_numeric_argument_refuses_what_is_no_sensible_number() {
        let cli = Cli::command();
        let mut checked = Vec::new();
        for command in cli.get_subcommands() {
            for arg in command.get_arguments().filter(|a| numeric(a)) {
                for bad in ["-1", "NaN", "inf", "1e999", "99999999999999999999999", "many"] {
                    let line = line(command, arg, bad);
                    let error = Cli::try_parse_from(&line).expect_err(&line.join(" "));
                    assert_eq!(
                        error.kind(),
                        ErrorKind::ValueValidation,
                        "{}: {error}",
                        line.join(" ")
                    );
                    assert!(
                        error.to_string().contains("expected a"),
                        "{}: the error says what is expected: {error}",
                        line.join(" ")
                    );
                }
                checked.push(format!("{} {}", command.get_name(), arg.get_id()));
            }
        }
        // The walk found the numbers (a sample of them).
        for expected in [
            "bench seconds",
            "perft depth",
            "arena games",
            "solve hash",
            "serve port",
        ] {
            assert!(checked.iter().any(|c| c == expected), "{expected}: {checked:?}");
        }
    }
}
