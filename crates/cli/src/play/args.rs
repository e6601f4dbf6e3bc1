//! The `play` command's arguments (`--game`, `--rules`, `--start`, `--seats`, `--clock`,
//! `--load`…) and the [`Session`] they describe.

use std::path::PathBuf;

use anyhow::Result;
use clap::Args;
use quartet_core::GameKind;
use quartet_core::clock::TimeControl;

use super::session::{self, SeatKind, Session};
use crate::{numbers, said};
use quartet_i18n::tr;

/// The `play` command's arguments. Without `--plain` and without `--game` a menu asks for them.
#[derive(Args, Debug, Clone, Default)]
pub struct PlayArgs {
    /// Line-by-line text instead of the full-screen display.
    #[arg(long)]
    pub plain: bool,
    /// quarto, danish or quartino.
    #[arg(long)]
    pub game: Option<GameKind>,
    /// The rules, as in a record's `[Rules]` tag (e.g. "squares=yes win=announce"); not with
    /// --load, whose record has its own.
    #[arg(long, default_value = "", conflicts_with = "load")]
    pub rules: String,
    /// With --game: start from this position (the game's notation, as `quartet show` and the
    /// game pages write it) instead of the usual start.
    #[arg(long, value_name = "POSITION", requires = "game", conflicts_with = "load")]
    pub start: Option<String>,
    /// The seats in turn order, comma-separated: `human`, `human:NAME`, or a bot level
    /// (beginner, casual, strong, strongest, perfect). Default: you against a casual bot. In
    /// Quartino their number is the number of players, unless --rules sets players=.
    #[arg(long)]
    pub seats: Option<String>,
    /// The clock: none, 1m/move, 10m, 10m+5s (default: none; with --load, the record's).
    #[arg(long)]
    pub clock: Option<TimeControl>,
    /// Seed of the deal and the bots.
    #[arg(long, value_parser = numbers::seed(), allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Continue a game from a record file (as saved with Ctrl+S or `save FILE`); its seats are
    /// the record's unless --seats names them. In the full-screen game, Ctrl+O loads one too.
    #[arg(long)]
    pub load: Option<PathBuf>,
    /// With --load: go on after this many of the record's actions instead of after the last
    /// (0: from its start).
    #[arg(long, requires = "load", value_name = "N", allow_negative_numbers = true,
          value_parser = numbers::whole::<usize>(0, MAX_FROM))]
    pub from: Option<usize>,
    /// The language (the global `--lang`, which `main` passes on; else the POSIX locale's).
    #[arg(skip)]
    pub lang: Option<quartet_i18n::Lang>,
}

/// The most actions `--from` takes (no game of these rules is longer; a record's own length
/// is checked when it is read).
const MAX_FROM: u64 = 100_000;

/// Parses `--seats`.
pub fn parse_seats(text: &str) -> Result<Vec<SeatKind>> {
    text.split(',')
        .map(|word| {
            let word = word.trim();
            if word.eq_ignore_ascii_case("human") {
                return Ok(SeatKind::Human(None));
            }
            if let Some(name) = word.strip_prefix("human:") {
                // A name is written in records and shown on one line: no line breaks, tabs…
                if name.chars().any(char::is_control) {
                    return Err(said::said(tr!(
                        crate::help::chosen(),
                        "cli-failure-seat-name",
                        seat = word.escape_debug().to_string()
                    )));
                }
                return Ok(SeatKind::Human(Some(name.to_string())));
            }
            word.parse()
                .map(SeatKind::Bot)
                .map_err(|_| said::said(tr!(crate::help::chosen(), "cli-failure-seat", seat = word)))
        })
        .collect()
}

/// The session the arguments describe (`--game` required unless `--load` is given).
pub fn session_from_args(args: &PlayArgs) -> Result<Session> {
    let seed = args.seed.unwrap_or_else(session::clock_seed);
    if let Some(path) = &args.load {
        let seats = args.seats.as_deref().map(parse_seats).transpose()?;
        let session = Session::load(path, seats, args.clock, seed, args.from)?;
        // A --game that is not the record's is a mistake, not a choice to ignore.
        let found = session.game().kind();
        if let Some(asked) = args.game.filter(|&asked| asked != found) {
            let t = crate::help::chosen();
            return Err(said::said(tr!(
                t,
                "cli-failure-load-other-game",
                asked = asked.tag(),
                game = crate::lang::game(t, found)
            )));
        }
        return Ok(session);
    }
    let Some(kind) = args.game else {
        return Err(said::said(tr!(crate::help::chosen(), "cli-failure-game-needed")));
    };
    let seats = match &args.seats {
        Some(text) => parse_seats(text)?,
        None => vec![
            SeatKind::Human(None),
            SeatKind::Bot(quartet_engine::levels::Level::Casual),
        ],
    };
    // As the server does: three seats of Quartino are `players=3` unless the rules say it.
    let rules = kind.rules_for_seats(&args.rules, seats.len());
    let clock = args.clock.unwrap_or_default();
    match &args.start {
        Some(position) => Session::from_position(kind, &rules, position, seats, clock, seed),
        None => Session::new(kind, &rules, seats, clock, seed),
    }
}
