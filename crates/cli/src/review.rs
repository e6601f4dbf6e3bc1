//! `quartet review RECORD`: a finished game reviewed action by action in the terminal — what
//! each position was worth for the player who acted, before and after, the mistakes with the
//! engine's choice and why, and a chart of the game (see `quartet_engine::learn::review`).

use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Args;
use quartet_core::{AnyGame, Player};
use quartet_engine::learn::{Eval, Judge, JudgeOptions, Review, ReviewOptions, Severity, review};
use quartet_i18n::{Texts, tr};
use quartet_server::wire::ReviewEngineView;
use serde_json::json;

use crate::play::session::InFile;
use crate::{numbers, said, words};

/// The arguments of `review`.
#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The game record (see docs/records.md); `-` reads standard input.
    record: PathBuf,
    /// Quarto!: the solver's nodes for each position (positions it cannot finish within them
    /// are taken from the opening book, or left unknown).
    #[arg(long, default_value_t = 4_000_000, value_parser = numbers::whole::<u64>(1_000, 10_000_000_000))]
    quarto_nodes: u64,
    /// Danish Quarto: the engine's nodes for each position.
    #[arg(long, default_value_t = 300_000, value_parser = numbers::whole::<u64>(1_000, 1_000_000_000))]
    danish_nodes: u64,
    /// Quartino: the search's playouts for each decision.
    #[arg(long, default_value_t = 3_000, value_parser = numbers::whole::<u64>(10, 10_000_000))]
    quartino_playouts: u64,
    /// Print the review as JSON.
    #[arg(long)]
    json: bool,
    /// The language (the global `--lang`, which `main` passes on; else the POSIX locale's).
    #[arg(skip)]
    pub lang: Option<quartet_i18n::Lang>,
}

/// Runs `review`.
pub fn run(args: &ReviewArgs) -> Result<()> {
    let text = if args.record.as_os_str() == "-" {
        let stdin = || said::said(tr!(crate::help::chosen(), "cli-failure-stdin"));
        std::io::read_to_string(std::io::stdin()).map_err(|_| stdin())?
    } else {
        std::fs::read_to_string(&args.record).with_context(|| InFile(args.record.clone()))?
    };
    let (start, actions) = match AnyGame::from_record(&text) {
        Ok(game) => game,
        Err(e) if args.record.as_os_str() == "-" => return Err(said::bad_record(&e)),
        Err(e) => return Err(anyhow::Error::new(e).context(InFile(args.record.clone()))),
    };
    let options = ReviewOptions {
        quarto_nodes: args.quarto_nodes,
        danish_nodes: args.danish_nodes,
        quartino_playouts: args.quartino_playouts,
    };
    let mut judge = Judge::new(JudgeOptions::default());
    let review = review(&mut judge, &start, &actions, &options)?;
    let t = crate::lang::texts(args.lang);
    if args.json {
        println!("{}", serde_json::to_string_pretty(&as_json(t, &review))?);
    } else {
        print!("{}", as_text(t, &review));
    }
    Ok(())
}

fn eval_json(eval: Eval) -> serde_json::Value {
    match eval {
        Eval::Exact(v) => {
            json!({"kind": "exact", "result": v.pov.to_string(), "distance": v.distance, "score": eval.score()})
        }
        Eval::Estimate(s) => json!({"kind": "estimate", "score": s}),
        Eval::Unknown => json!({"kind": "unknown"}),
    }
}

fn as_json(t: Texts, review: &Review) -> serde_json::Value {
    let steps: Vec<serde_json::Value> = review
        .steps
        .iter()
        .map(|s| {
            json!({
                "ply": s.ply,
                "seat": s.seat.index(),
                "action": s.action.to_string(),
                "before": eval_json(s.before),
                "after": eval_json(s.after),
                "severity": s.severity.map(|x| x.name()),
                "best": s.best.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "why": s.why.as_ref().map(|w| words::why(t, w)),
            })
        })
        .collect();
    json!({
        "game": review.start.kind().tag(),
        "rules": review.start.rules_text(),
        "engine": review.engine.to_string(),
        // The judge as data, as the web API gives it.
        "judge": ReviewEngineView::from(review.engine),
        "seconds": review.elapsed.as_secs_f64(),
        "steps": steps,
    })
}

fn as_text(t: Texts, review: &Review) -> String {
    let kind = review.start.kind();
    let mut out = tr!(
        t,
        "learn-review-title",
        game = crate::lang::game(t, kind),
        rules = crate::lang::rules_words(t, kind, &review.start.rules_text()),
        engine = words::engine(t, review.engine),
        actions = review.steps.len(),
        seconds = t.number(review.elapsed.as_secs_f64(), 1)
    );
    out.push_str("\n\n");
    let (player, action) = (tr!(t, "learn-review-player"), tr!(t, "learn-review-action"));
    let seat_width = 9.max(player.chars().count());
    out.push_str(&format!(
        "   #  {player:<seat_width$}  {action:<10}  {}\n",
        tr!(t, "learn-review-before-after")
    ));
    for s in &review.steps {
        let mut line = format!(
            "{:>4}  {:<seat_width$}  {:<10}  {} → {}",
            s.ply + 1,
            crate::lang::seat(t, s.seat),
            s.action.to_string(),
            words::eval(t, s.before),
            words::eval(t, s.after)
        );
        if let Some(severity) = s.severity {
            let severity = words::severity(t, severity).to_uppercase();
            line.push_str("   ");
            match &s.why {
                Some(why) => line.push_str(&tr!(
                    t,
                    "learn-review-why",
                    severity = severity,
                    why = words::why(t, why)
                )),
                None => line.push_str(&severity),
            }
            if !s.best.is_empty() {
                line.push_str("; ");
                line.push_str(&tr!(t, "learn-review-better", actions = words::actions(&s.best)));
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.push('\n');
    let seats = review.start.num_players();
    for seat in (0..seats).map(|i| Player(i as u8)) {
        let count = |severity: Severity| {
            review
                .steps
                .iter()
                .filter(|s| s.seat == seat && s.severity == Some(severity))
                .count()
        };
        out.push_str(&tr!(
            t,
            "learn-review-counts",
            seat = crate::lang::seat(t, seat),
            inaccuracies = count(Severity::Inaccuracy),
            mistakes = count(Severity::Mistake),
            blunders = count(Severity::Blunder)
        ));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&chart(t, review));
    out
}

/// The game as a chart: a column per action, the value for player 1 after it (top: a win for
/// player 1, middle: even or a draw, bottom: a loss); `?` where it is not known. Quartino's,
/// for each seat its own estimate, one row of marks per seat.
fn chart(t: Texts, review: &Review) -> String {
    const ROWS: usize = 7;
    let seats = review.start.num_players();
    let mut out = String::new();
    if seats == 2 {
        let scores: Vec<Option<f64>> = review
            .steps
            .iter()
            .map(|s| {
                let e = if s.seat == Player(0) {
                    s.after
                } else {
                    s.after.flip()
                };
                e.score()
            })
            .collect();
        out.push_str(&tr!(t, "learn-chart-two"));
        out.push('\n');
        let middle = ROWS / 2;
        let labels = [
            tr!(t, "learn-chart-win"),
            tr!(t, "learn-chart-even"),
            tr!(t, "learn-chart-loss"),
        ];
        let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(4);
        for row in 0..ROWS {
            let label = match row {
                0 => labels[0].as_str(),
                r if r == middle => labels[1].as_str(),
                r if r == ROWS - 1 => labels[2].as_str(),
                _ => "",
            };
            let mut line = format!("{label:<width$} |");
            for score in &scores {
                line.push(match score {
                    None if row == middle => '?',
                    None => ' ',
                    Some(s) => {
                        let at = ((1.0 - s) * (ROWS - 1) as f64).round() as usize;
                        let between = (row > at && row < middle) || (row < at && row > middle);
                        if row == at {
                            '●'
                        } else if between {
                            '│'
                        } else if row == middle {
                            '─'
                        } else {
                            ' '
                        }
                    }
                });
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
    } else {
        out.push_str(&tr!(t, "learn-chart-many"));
        out.push('\n');
        let names: Vec<String> = (0..seats)
            .map(|i| crate::lang::seat(t, Player(i as u8)))
            .collect();
        let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
        for (seat, name) in (0..seats).map(|i| Player(i as u8)).zip(&names) {
            let mut line = format!("{name:<width$} |");
            for s in &review.steps {
                line.push(if s.seat == seat {
                    s.after.score().map_or('?', |x| {
                        char::from_digit(((x * 10.0) as u32).min(9), 10).unwrap_or('?')
                    })
                } else {
                    ' '
                });
            }
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}
