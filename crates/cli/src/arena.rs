//! `quartet arena`: a match between two bots of any game, on all cores, with a progress bar, a
//! table of wins, draws and losses with the Elo difference, a JSON result file and the games
//! saved as records. And `quartet engine`: our engine speaking QEP on stdin/stdout.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use quartet_core::record::{Record, result_text};
use quartet_core::text::Excerpt;
use quartet_core::{Game, GameKind, Outcome};
use quartet_engine::arena::{Ending, GameResult, MatchSettings, Summary, play_match, quantile, summarize};
use quartet_engine::bot::{Bot, Flat, GreedyBot, MctsBot, RandomBot};
use quartet_engine::levels::{Level, Levels};
use quartet_engine::mcts::{Budget, Settings};
use quartet_engine::protocol::ExternalBot;
use quartet_i18n::tr;

use crate::{help, numbers};

/// The most playouts a move `mcts:N` may ask for.
const MAX_PLAYOUTS: u64 = 1_000_000_000;
/// The longest time a move, in milliseconds (`--movetime`, `mcts:Nms`): an hour.
const MAX_MOVETIME_MS: u64 = 3_600_000;

/// The `arena` command's arguments.
#[derive(Args, Debug)]
pub struct ArenaArgs {
    /// quarto, danish or quartino.
    pub game: GameKind,
    /// Bot A: a level (beginner, casual, strong, strongest, perfect), random, greedy,
    /// mcts:N (N playouts a move), mcts:Nms (N ms a move), or external:"PROGRAM ARGS…".
    #[arg(value_parser = bot)]
    pub a: String,
    /// Bot B, written like bot A.
    #[arg(value_parser = bot)]
    pub b: String,
    /// How many games (1 to a million).
    #[arg(long, default_value_t = 100, value_parser = numbers::whole::<usize>(1, 1_000_000), allow_negative_numbers = true)]
    pub games: usize,
    /// Worker threads (default: every core).
    #[arg(long, value_parser = numbers::whole::<usize>(1, 1024), allow_negative_numbers = true)]
    pub threads: Option<usize>,
    /// The game's rules, as in a record's `[Rules]` tag.
    #[arg(long, default_value = "")]
    pub rules: String,
    /// Time a move for external engines and the search levels, in milliseconds (at most an
    /// hour).
    #[arg(long, conflicts_with = "uncapped", value_parser = numbers::whole::<u64>(1, MAX_MOVETIME_MS), allow_negative_numbers = true)]
    pub movetime: Option<u64>,
    /// The levels without their time caps: only their budgets of nodes or playouts stop their
    /// searches, so the match gives the same games on any machine, however loaded.
    #[arg(long)]
    pub uncapped: bool,
    /// Seed of the match.
    #[arg(long, default_value_t = 1, value_parser = numbers::seed(), allow_negative_numbers = true)]
    pub seed: u64,
    /// A game longer than this many actions is stopped as a draw.
    #[arg(long, default_value_t = 2000, value_parser = numbers::whole::<usize>(1, 1_000_000), allow_negative_numbers = true)]
    pub max_actions: usize,
    /// Start every game with this many random actions, none of which ends it; the two games
    /// of a pair share their opening with the seats swapped (in Quartino the deal differs).
    /// For bots that would otherwise play the same game every time.
    #[arg(long, default_value_t = 0, value_parser = numbers::whole::<usize>(0, 10_000), allow_negative_numbers = true)]
    pub opening: usize,
    /// Write the result as JSON to this file.
    #[arg(long)]
    pub json: Option<PathBuf>,
    /// Save every game as a record in this folder.
    #[arg(long)]
    pub records: Option<PathBuf>,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// A bot as written on the command line.
#[derive(Clone, Debug, PartialEq)]
enum Spec {
    Level(Level),
    Random,
    Greedy,
    MctsIterations(u64),
    MctsTime(Duration),
    External(Vec<String>),
}

fn parse_spec(text: &str) -> Result<Spec> {
    let text = text.trim();
    if let Some(command) = text.strip_prefix("external:") {
        let words: Vec<String> = command.split_whitespace().map(String::from).collect();
        if words.is_empty() {
            return Err(crate::said::said(tr!(
                help::chosen(),
                "cli-failure-external-program"
            )));
        }
        return Ok(Spec::External(words));
    }
    if let Some(budget) = text.strip_prefix("mcts:") {
        let number = |digits: &str, max: u64| {
            numbers::whole::<u64>(1, max)(digits)
                .map_err(|e| anyhow!("{}: {e} (mcts:N or mcts:Nms)", Excerpt::new(text)))
        };
        if let Some(ms) = budget.strip_suffix("ms") {
            let ms = number(ms, MAX_MOVETIME_MS)?;
            return Ok(Spec::MctsTime(Duration::from_millis(ms)));
        }
        return Ok(Spec::MctsIterations(number(budget, MAX_PLAYOUTS)?));
    }
    match text {
        "random" => Ok(Spec::Random),
        "greedy" => Ok(Spec::Greedy),
        _ => text.parse().map(Spec::Level).map_err(|e| {
            anyhow!(
                "bot {}: {e}; or random, greedy, mcts:N, mcts:Nms, external:\"PROGRAM ARGS\"",
                Excerpt::new(text)
            )
        }),
    }
}

/// Reads a bot as written on the command line (see [`ArenaArgs::a`]).
fn bot(text: &str) -> Result<String, String> {
    parse_spec(text)
        .map(|_| text.to_string())
        .map_err(|e| format!("{e:#}"))
}

/// Starts an external engine for a game: (program and arguments, game, rules, time a move).
pub type ExternalMaker<G> = fn(&[String], GameKind, &str, Duration) -> Result<Box<dyn Bot<G>>>;

/// Makes one side's bot for a game from its seed.
type Maker<G> = Box<dyn Fn(u64) -> Box<dyn Bot<G>> + Sync>;

/// Makes the bots of one game for a side.
fn factory<G: Levels>(
    spec: &Spec,
    kind: GameKind,
    rules: &str,
    movetime: Option<Duration>,
    uncapped: bool,
    external: ExternalMaker<G>,
) -> Result<Maker<G>> {
    // Check once that the bot can be made, so a mistake is reported before the match.
    let rules = rules.to_string();
    let make = move |spec: &Spec, seed: u64| -> Result<Box<dyn Bot<G>>> {
        Ok(match spec {
            Spec::Level(level) => match movetime {
                Some(t) => G::timed_bot(*level, t, seed)?,
                None if uncapped => G::uncapped_bot(*level, seed)?,
                None => G::bot(*level, seed)?,
            },
            Spec::Random => Box::new(RandomBot::new(seed)),
            Spec::Greedy => Box::new(GreedyBot::new(Flat, 0.0, seed)),
            Spec::MctsIterations(n) => Box::new(MctsBot::<G>::new(
                Settings {
                    seed,
                    ..Settings::default()
                },
                Budget::iterations(*n),
            )),
            Spec::MctsTime(t) => Box::new(MctsBot::<G>::new(
                Settings {
                    seed,
                    ..Settings::default()
                },
                Budget::time(*t),
            )),
            Spec::External(words) => external(
                words,
                kind,
                &rules,
                movetime.unwrap_or(Duration::from_millis(500)),
            )?,
        })
    };
    make(spec, 0)?;
    let spec = spec.clone();
    Ok(Box::new(move |seed| {
        make(&spec, seed).unwrap_or_else(|_| Box::new(RandomBot::new(seed)) as Box<dyn Bot<G>>)
    }))
}

/// An external engine for a game of perfect information.
pub fn external_perfect<G: Game>(
    words: &[String],
    kind: GameKind,
    rules: &str,
    movetime: Duration,
) -> Result<Box<dyn Bot<G>>>
where
    ExternalBot: Bot<G>,
{
    let bot = ExternalBot::start(&words[0], &words[1..], kind, rules, movetime)?;
    Ok(Box::new(bot))
}

/// An external engine for Quartino: it is sent each seat's observation.
pub fn external_quartino(
    words: &[String],
    kind: GameKind,
    rules: &str,
    movetime: Duration,
) -> Result<Box<dyn Bot<quartet_core::quartino::Quartino>>> {
    let bot = ExternalBot::start(&words[0], &words[1..], kind, rules, movetime)?;
    Ok(Box::new(bot))
}

/// Runs the arena for one game type.
pub fn run<G: Levels>(args: &ArenaArgs, external: ExternalMaker<G>) -> Result<()> {
    let config: G::Config = args.rules.parse().map_err(|e| anyhow!("--rules: {e}"))?;
    let movetime = args.movetime.map(Duration::from_millis);
    let side = |text: &str, which: &str| {
        factory::<G>(
            &parse_spec(text)?,
            args.game,
            &args.rules,
            movetime,
            args.uncapped,
            external,
        )
        .with_context(|| format!("bot {which} ({text})"))
    };
    let a = side(&args.a, "A")?;
    let b = side(&args.b, "B")?;
    // Where the results go is checked before the match, not after it is played.
    if let Some(dir) = &args.records {
        writable_dir(dir)?;
    }
    if let Some(path) = &args.json {
        writable_file(path)?;
    }
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let settings = MatchSettings::<G> {
        config: config.clone(),
        games: args.games,
        threads,
        seed: args.seed,
        max_actions: args.max_actions,
        opening: args.opening,
    };
    let bar = if args.quiet {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(args.games as u64)
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} (eta {eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let results = play_match(&settings, &*a, &*b, &|done, _| bar.set_position(done as u64));
    bar.finish_and_clear();
    let longest_opening = results.iter().map(|r| r.opening).max().unwrap_or(0);
    if longest_opening < args.opening && !results.is_empty() {
        eprintln!(
            "note: --opening {}: no game took that many random actions without ending; the openings had at most {longest_opening}",
            args.opening
        );
    }
    let scores: Vec<f64> = results.iter().map(|r| r.score_a).collect();
    let s = summarize(&scores);
    let mut times_a: Vec<Duration> = results.iter().flat_map(|r| r.times.0.iter().copied()).collect();
    let mut times_b: Vec<Duration> = results.iter().flat_map(|r| r.times.1.iter().copied()).collect();
    let slowest_a = quantile(&mut times_a, 1.0);
    let slowest_b = quantile(&mut times_b, 1.0);
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let spread = [0.5, 0.9, 0.99].map(|q| (ms(quantile(&mut times_a, q)), ms(quantile(&mut times_b, q))));
    let what = Match {
        game: args.game.tag().to_string(),
        rules: config.to_string(),
        opening: args.opening as u64,
        a: a(args.seed).name(),
        b: b(args.seed).name(),
    };
    print_summary(
        &what.to_string(),
        &s,
        slowest_a.as_millis() as u64,
        slowest_b.as_millis() as u64,
    );
    println!(
        "action times: A median {:.1} ms, 90% {:.1} ms, 99% {:.1} ms; B median {:.1} ms, 90% {:.1} ms, 99% {:.1} ms",
        spread[0].0, spread[1].0, spread[2].0, spread[0].1, spread[1].1, spread[2].1
    );
    if let Some(dir) = &args.records {
        for r in &results {
            let text = record_text::<G>(&config, r, &what.a, &what.b);
            let path = dir.join(format!("game-{:04}.txt", r.index + 1));
            std::fs::write(&path, text).with_context(|| crate::said::writing(path.display()))?;
        }
        println!("records written to {}", dir.display());
    }
    if let Some(path) = &args.json {
        let games: Vec<serde_json::Value> = results
            .iter()
            .map(|r| {
                serde_json::json!({
                    "index": r.index,
                    "seed": r.seed,
                    "a_seats": r.seats_a.iter().enumerate().filter(|(_, a)| **a).map(|(k, _)| k + 1).collect::<Vec<_>>(),
                    "result": match r.outcome { Outcome::WonBy(p) => format!("win {}", p.0 + 1), Outcome::Draw => "draw".into() },
                    "score_a": r.score_a,
                    "actions": r.actions.len(),
                })
            })
            .collect();
        let mut json = result_json(
            &what,
            &s,
            (slowest_a.as_millis() as u64, slowest_b.as_millis() as u64),
            games,
        );
        json["action_ms"] = serde_json::json!({
            "a": {"median": spread[0].0, "p90": spread[1].0, "p99": spread[2].0},
            "b": {"median": spread[0].1, "p90": spread[1].1, "p99": spread[2].1},
        });
        std::fs::write(path, serde_json::to_string_pretty(&json)?)
            .with_context(|| crate::said::writing(path.display()))?;
    }
    Ok(())
}

/// Checks that records can be written in `dir`, creating it (and saying so) if it is missing.
fn writable_dir(dir: &Path) -> Result<()> {
    if !dir.is_dir() {
        std::fs::create_dir_all(dir).with_context(|| crate::said::creating(dir.display()))?;
        println!("created the folder {} for the records", dir.display());
    }
    let probe = dir.join(format!(".quartet-arena-{}", std::process::id()));
    std::fs::write(&probe, b"").with_context(|| crate::said::writing(dir.display()))?;
    std::fs::remove_file(&probe).with_context(|| crate::said::writing(probe.display()))?;
    Ok(())
}

/// Checks that the result file `path` can be written (a new one is not left behind).
fn writable_file(path: &Path) -> Result<()> {
    let existed = path.exists();
    std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(path)
        .with_context(|| crate::said::writing(path.display()))?;
    if !existed {
        std::fs::remove_file(path).with_context(|| crate::said::writing(path.display()))?;
    }
    Ok(())
}

/// Prints a match's result: the header, then wins, draws and losses, the Elo difference and
/// the slowest action of each side.
fn print_summary(header: &str, s: &Summary, slowest_a_ms: u64, slowest_b_ms: u64) {
    println!("{header}");
    println!(
        "games {}  A wins {}  draws {}  B wins {}  score {:.1}%",
        s.games,
        s.wins,
        s.draws,
        s.losses,
        s.score * 100.0
    );
    println!(
        "Elo A-B: {}  (95%: {} .. {})",
        elo(s.elo),
        elo(s.elo_interval.0),
        elo(s.elo_interval.1)
    );
    println!("slowest action: A {slowest_a_ms} ms, B {slowest_b_ms} ms");
}

/// What a match is: the game (its tag), rules, random openings and bots. Result files of one
/// match may be merged; shown as a match's header.
#[derive(Clone, Debug, PartialEq)]
struct Match {
    game: String,
    rules: String,
    opening: u64,
    a: String,
    b: String,
}

impl std::fmt::Display for Match {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = self
            .game
            .parse::<GameKind>()
            .map_or(self.game.as_str(), |g| g.name());
        write!(f, "{name} ({})", self.rules)?;
        match self.opening {
            0 => {}
            1 => write!(f, ", opening 1 random action")?,
            n => write!(f, ", openings of {n} random actions")?,
        }
        write!(f, ": A = {} vs B = {}", self.a, self.b)
    }
}

/// A match's result file: what it was, the summary, and one entry a game.
fn result_json(
    what: &Match,
    s: &Summary,
    (slowest_a, slowest_b): (u64, u64),
    games: Vec<serde_json::Value>,
) -> serde_json::Value {
    serde_json::json!({
        "game": what.game,
        "rules": what.rules,
        "opening": what.opening,
        "a": what.a,
        "b": what.b,
        "games": s.games,
        "wins": s.wins,
        "draws": s.draws,
        "losses": s.losses,
        "score": s.score,
        "elo": finite(s.elo),
        "elo_low": finite(s.elo_interval.0),
        "elo_high": finite(s.elo_interval.1),
        "slowest_ms": {"a": slowest_a, "b": slowest_b},
        "results": games,
    })
}

/// The `arena-merge` command's arguments.
#[derive(Args, Debug)]
pub struct MergeArgs {
    /// Result files written by `arena --json`, all of the same match: the same game, rules,
    /// openings and bots, and no game twice (game `i` of a match played with `--seed S` has seed
    /// `S + i`, so `--seed S+N` goes on where a match of N games stopped).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Write the merged result as JSON to this file.
    #[arg(long)]
    pub json: Option<PathBuf>,
}

/// One game of a result file, as much as merging needs.
struct MergedGame {
    seed: u64,
    score_a: f64,
    entry: serde_json::Value,
}

/// `quartet arena-merge`: the result of several result files of one match, as if it had
/// been played at once.
pub fn merge(args: &MergeArgs) -> Result<()> {
    let mut what: Option<Match> = None;
    let mut games: Vec<MergedGame> = Vec::new();
    let mut slowest = (0u64, 0u64);
    let mut seen: std::collections::HashMap<u64, &std::path::Path> = std::collections::HashMap::new();
    for path in &args.files {
        let text = std::fs::read_to_string(path).with_context(|| crate::said::reading(path.display()))?;
        let json: serde_json::Value = serde_json::from_str(&text)
            .with_context(|| format!("{}: not a result file of `arena --json`", path.display()))?;
        let field = |name: &str| -> Result<String> {
            json.get(name)
                .and_then(|v| v.as_str())
                .map(str::to_string)
                .ok_or_else(|| {
                    anyhow!(
                        "{}: no {name:?} (not a result file of `arena --json`)",
                        path.display()
                    )
                })
        };
        let opening = match json.get("opening") {
            None => 0,
            Some(v) => v
                .as_u64()
                .ok_or_else(|| anyhow!("{}: \"opening\" is {v}, not a number of actions", path.display()))?,
        };
        let this = Match {
            game: field("game")?,
            rules: field("rules")?,
            opening,
            a: field("a")?,
            b: field("b")?,
        };
        match &what {
            None => what = Some(this),
            Some(first) if *first != this => bail!(
                "{}: another match ({this}) than the first file's ({first})",
                path.display()
            ),
            Some(_) => {}
        }
        let ms = |side: &str| {
            json.pointer(&format!("/slowest_ms/{side}"))
                .and_then(|v| v.as_u64())
                .unwrap_or(0)
        };
        slowest = (slowest.0.max(ms("a")), slowest.1.max(ms("b")));
        let results = json
            .get("results")
            .and_then(|v| v.as_array())
            .ok_or_else(|| anyhow!("{}: no \"results\" list", path.display()))?;
        for (i, entry) in results.iter().enumerate() {
            let seed = entry.get("seed").and_then(|v| v.as_u64());
            let score_a = entry.get("score_a").and_then(|v| v.as_f64());
            let (Some(seed), Some(score_a)) = (seed, score_a) else {
                bail!("{}: game {} has no seed or score", path.display(), i + 1);
            };
            if ![0.0, 0.5, 1.0].contains(&score_a) {
                bail!(
                    "{}: game {} scores {score_a} (a score is 0, 0.5 or 1)",
                    path.display(),
                    i + 1
                );
            }
            if let Some(other) = seen.insert(seed, path) {
                bail!(
                    "the game with seed {seed} is in {} and in {}: a game may be counted once",
                    other.display(),
                    path.display()
                );
            }
            games.push(MergedGame {
                seed,
                score_a,
                entry: entry.clone(),
            });
        }
    }
    let Some(what) = what else {
        return Err(crate::said::said(tr!(
            help::chosen(),
            "cli-failure-no-result-file"
        )));
    };
    games.sort_by_key(|g| g.seed);
    let scores: Vec<f64> = games.iter().map(|g| g.score_a).collect();
    let s = summarize(&scores);
    let header = format!("{what}, {} files merged", args.files.len());
    print_summary(&header, &s, slowest.0, slowest.1);
    if let Some(path) = &args.json {
        let entries = games.into_iter().map(|g| g.entry).collect();
        let json = result_json(&what, &s, slowest, entries);
        std::fs::write(path, serde_json::to_string_pretty(&json)?)
            .with_context(|| crate::said::writing(path.display()))?;
    }
    Ok(())
}

fn elo(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "+inf".into() } else { "-inf".into() }
    } else {
        format!("{:+.0}", if x.abs() < 0.5 { 0.0 } else { x })
    }
}

fn finite(x: f64) -> serde_json::Value {
    if x.is_finite() {
        serde_json::json!(x)
    } else {
        serde_json::Value::Null
    }
}

fn record_text<G: Game>(config: &G::Config, r: &GameResult<G>, a: &str, b: &str) -> String {
    let mut record = Record::<G>::new(config, r.seed);
    for (k, &is_a) in r.seats_a.iter().enumerate() {
        record.tags.push((
            format!("Player{}", k + 1),
            if is_a { a.to_string() } else { b.to_string() },
        ));
    }
    if r.opening > 0 {
        record
            .tags
            .push(("Opening".into(), format!("{} random actions", r.opening)));
    }
    record.actions = r.actions.clone();
    if r.ending != Ending::Rules {
        // Stopped by the action cap, or lost by a bot that failed to answer: said as a table
        // says a game lost on time.
        record.tags.push(("Termination".into(), r.ending.to_string()));
        record.tags.push(("Outcome".into(), result_text(Some(r.outcome))));
    }
    record.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::Player;
    use quartet_core::quarto::{Quarto, Rules};

    #[test]
    fn a_game_lost_by_a_bot_that_gave_nothing_says_so_in_its_record() {
        let result = GameResult::<Quarto> {
            index: 0,
            seats_a: vec![true, false],
            outcome: Outcome::WonBy(Player(0)),
            ending: Ending::NoLegalAction(Player(1)),
            score_a: 1.0,
            seed: 5,
            actions: vec!["7".parse().unwrap()],
            opening: 0,
            times: (Vec::new(), Vec::new()),
        };
        let text = record_text::<Quarto>(&Rules::STANDARD, &result, "strong", "external");
        assert!(
            text.contains("[Termination \"player 2 gave no legal action\"]"),
            "{text}"
        );
        assert!(text.contains("[Outcome \"win 1\"]"), "{text}");
        // The record still imports: its Result is the unfinished game's.
        let record = Record::<Quarto>::parse(&text).unwrap();
        assert_eq!(record.actions.len(), 1);
    }

    #[test]
    fn specs() {
        assert_eq!(parse_spec("strong").unwrap(), Spec::Level(Level::Strong));
        assert_eq!(parse_spec("mcts:500").unwrap(), Spec::MctsIterations(500));
        assert_eq!(
            parse_spec("mcts:20ms").unwrap(),
            Spec::MctsTime(Duration::from_millis(20))
        );
        assert_eq!(
            parse_spec("external:quartet engine").unwrap(),
            Spec::External(vec!["quartet".into(), "engine".into()])
        );
        assert!(parse_spec("mcts:lots").is_err());
        // Zero playouts or milliseconds mean nothing; an hour a move is the most.
        for nothing in [
            "mcts:0",
            "mcts:0ms",
            "mcts:-5",
            "mcts:3600001ms",
            "mcts:99999999999999999999",
        ] {
            let e = parse_spec(nothing).unwrap_err().to_string();
            assert!(e.contains("expected a whole number from 1 to"), "{nothing}: {e}");
        }
        assert_eq!(
            parse_spec("mcts:3600000ms").unwrap(),
            Spec::MctsTime(Duration::from_secs(3600))
        );
        assert!(
            parse_spec("genius")
                .unwrap_err()
                .to_string()
                .contains("unknown level")
        );
        assert!(parse_spec("external:").is_err());
    }
}
