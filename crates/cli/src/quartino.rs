//! The `quartino` commands: show (the wheel, the stacks, the supply and the viewer's own hand),
//! perft and bench (random playouts for 2–5 players).

use anyhow::Result;
use quartet_core::quartino::{Config, Observation, Phase, Quartino, Space, Table, seat_count};
use quartet_core::{Game, GameKind, Outcome, Player};

use crate::lang;
use crate::options::GameOptions;
use crate::said;
use quartet_i18n::{Texts, tr};

/// The settings: `--rules` if given, otherwise the defaults with as many players as the
/// position has seats.
fn config(position: &str, options: &GameOptions) -> Result<Config> {
    match &options.rules {
        Some(text) => text
            .parse()
            .map_err(|e| said::bad_rules::<Quartino>("--rules", e)),
        None => {
            // A position with a seat count out of range is refused by the position reader.
            let players = seat_count(position).filter(|n| (2..=5).contains(n)).unwrap_or(2);
            Config::new(players).map_err(said::rules_refused::<Quartino>)
        }
    }
}

/// A position with every hand, or an observation (hidden cards `?`, optional ` @N`), seen by
/// `--viewer` or else by the observation's viewer or the player to move.
fn read_view(position: &str, options: &GameOptions) -> Result<Observation> {
    let config = config(position, options)?;
    let viewer = match options.viewer {
        Some(n) if (1..=config.players()).contains(&(n as usize)) => Some(Player(n - 1)),
        Some(n) => {
            let t = crate::help::chosen();
            return Err(said::said(tr!(
                t,
                "cli-failure-viewer",
                seat = n,
                seats = config.players()
            )));
        }
        None => None,
    };
    if position.contains('?') {
        let obs =
            Observation::parse(&config, position).map_err(|e| said::bad_position::<Quartino>(position, e))?;
        if viewer.is_some() && viewer != obs.viewer() {
            return Err(said::said(tr!(crate::help::chosen(), "cli-failure-hidden-hand")));
        }
        return Ok(obs);
    }
    let state = Quartino::from_position(&config, position)
        .map_err(|e| said::bad_position::<Quartino>(position, e))?;
    let viewer = viewer.unwrap_or_else(|| state.to_move());
    Ok(state.observe(viewer))
}

pub fn perft(position: &str, depth: u32, options: &GameOptions) -> Result<()> {
    let config = config(position, options)?;
    let state = Quartino::from_position(&config, position)
        .map_err(|e| said::bad_position::<Quartino>(position, e))?;
    println!("{}", quartet_core::game_perft(&state, depth));
    Ok(())
}

/// One space's cell: its name and height, then its stack with the top in brackets.
fn cell(table: &Table, space: Space, width: usize, t: Texts) -> (String, String) {
    let stack: String = table.stack(space).iter().map(|c| c.letter()).collect();
    let head = match table.height(space) {
        0 => format!("{:<width$}", space.to_string()),
        h => format!(
            "{:<3}{:>w$}",
            space.to_string(),
            tr!(t, "quartino-height", height = h),
            w = width - 3
        ),
    };
    let body = match stack.len() {
        0 => ".".to_string(),
        n => {
            let (below, top) = stack.split_at(n - 1);
            let room = width - 3;
            let below = if below.len() > room {
                format!("…{}", &below[below.len() - room + 1..])
            } else {
                below.to_string()
            };
            format!("{below}[{top}]")
        }
    };
    (head, format!("{body:<width$}"))
}

/// The board: a 3×3 grid for the standard wheel (R0 at the top, clockwise), a list otherwise;
/// each stack's height in the language of `t`.
pub fn draw_board(table: &Table, t: Texts) -> String {
    let e = table.equipment();
    let mut out = String::new();
    if e.ring() == 8 {
        const WIDTH: usize = 11;
        let grid: [[Space; 3]; 3] = [
            [ring(7), ring(0), ring(1)],
            [ring(6), Space::CENTRE, ring(2)],
            [ring(5), ring(4), ring(3)],
        ];
        let line = format!("+{}\n", format!("{}+", "-".repeat(WIDTH + 2)).repeat(3));
        out.push_str(&line);
        for row in grid {
            let cells: Vec<(String, String)> = row.iter().map(|&s| cell(table, s, WIDTH, t)).collect();
            out.push('|');
            for (head, _) in &cells {
                out.push_str(&format!(" {head} |"));
            }
            out.push_str("\n|");
            for (_, body) in &cells {
                out.push_str(&format!(" {body} |"));
            }
            out.push('\n');
            out.push_str(&line);
        }
    } else {
        for s in e.spaces() {
            let (head, body) = cell(table, s, 11, t);
            out.push_str(&format!("{head}  {body}\n"));
        }
    }
    out
}

fn ring(i: usize) -> Space {
    Space::ring(i).unwrap_or(Space::CENTRE)
}

/// The whole view in text: board, supply, seats, turn and the viewer's hand.
pub fn draw(obs: &Observation, t: Texts) -> String {
    let mut out = draw_view(obs, t);
    if obs.viewer().is_some() {
        out.push_str(&tr!(t, "quartino-hidden-note"));
        out.push('\n');
    }
    if let Some(actions) = obs.legal_actions() {
        let list: Vec<String> = actions.iter().map(|a| a.to_string()).collect();
        out.push_str(&tr!(
            t,
            "quartino-legal",
            count = list.len(),
            actions = list.join(" ")
        ));
        out.push('\n');
    }
    out
}

/// A colour's name: the catalog's word for the standard colours, else the equipment's own.
pub fn colour_name(t: Texts, name: &str) -> String {
    let id = format!("quartino-colour-{name}");
    if t.has(&id) { t.get(&id) } else { name.to_string() }
}

/// What the seat to move does now, or how the game ended: "to move: player 1, who places 2
/// more tokens".
pub fn turn_line(table: &Table, t: Texts) -> String {
    let seat = lang::seat(t, table.to_move());
    match table.phase() {
        Phase::Situations {
            four_colours,
            column,
            used,
        } => {
            let mut open = Vec::new();
            if four_colours {
                open.push(tr!(t, "quartino-open-four"));
            }
            if column {
                let spaces: Vec<String> = table.columns().iter().map(|s| s.to_string()).collect();
                let spaces = spaces.join(&format!(" {} ", tr!(t, "quartino-or")));
                open.push(if table.config().column_mandatory() {
                    tr!(t, "quartino-open-column-mandatory", spaces = spaces)
                } else {
                    tr!(t, "quartino-open-column", spaces = spaces)
                });
            }
            tr!(
                t,
                "quartino-situations",
                seat = seat,
                used = used,
                open = open.join("; ")
            )
        }
        Phase::Place { left, column: None } => tr!(t, "quartino-to-place", seat = seat, left = left),
        Phase::Place {
            left: 0,
            column: Some(columns),
        } => tr!(
            t,
            "quartino-to-remove-column",
            seat = seat,
            columns = columns.to_string()
        ),
        Phase::Place {
            left,
            column: Some(columns),
        } => tr!(
            t,
            "quartino-to-place-and-remove-column",
            seat = seat,
            left = left,
            columns = columns.to_string()
        ),
        Phase::Claims => tr!(t, "quartino-to-claim", seat = seat),
        Phase::Over(Outcome::WonBy(p)) => {
            let outcome = tr!(t, "quartino-won", seat = lang::seat(t, p));
            tr!(t, "plain-game-over", outcome = outcome)
        }
        Phase::Over(Outcome::Draw) => tr!(t, "plain-game-over", outcome = tr!(t, "quartino-capped")),
    }
}

/// The view without the command line's notes: board, supply, seats, turn and the viewer's hand
/// (what `quartet play` shows), in the language of `t`.
pub fn draw_view(obs: &Observation, t: Texts) -> String {
    let table = obs.table();
    let e = table.equipment();
    let mut out = draw_board(table, t);
    let supply: Vec<String> = e
        .colours()
        .iter()
        .map(|c| format!("{} {}", c.colour, table.supply(c.colour)))
        .collect();
    out.push_str(&tr!(
        t,
        "quartino-supply",
        supply = supply.join("  "),
        tokens = table.tokens_on_board()
    ));
    out.push('\n');
    let names: Vec<String> = e
        .colours()
        .iter()
        .map(|c| format!("{}={}", c.colour, colour_name(t, &c.name)))
        .collect();
    out.push_str(&tr!(t, "quartino-colours", colours = names.join(" ")));
    out.push('\n');
    let rules = lang::rules_words(t, GameKind::Quartino, &table.config().to_string());
    out.push_str(&tr!(t, "quartino-rules", rules = rules));
    out.push('\n');
    let mover = table.to_move();
    for p in 0..table.config().players() {
        let player = Player(p as u8);
        let aside: Vec<String> = table.aside(player).iter().map(|c| c.to_string()).collect();
        let seat = lang::seat(t, player);
        let line = if aside.is_empty() {
            tr!(t, "quartino-seat", seat = seat, cards = table.held(player))
        } else {
            tr!(
                t,
                "quartino-seat-aside",
                seat = seat,
                cards = table.held(player),
                aside = aside.join(" ")
            )
        };
        let marker = if player == mover { "▶" } else { " " };
        out.push_str(&format!("{marker} {line}\n"));
    }
    out.push_str(&tr!(
        t,
        "quartino-turns",
        turns = table.turns(),
        cap = table.config().cap()
    ));
    out.push('\n');
    out.push_str(&turn_line(table, t));
    out.push('\n');
    match obs.viewer() {
        Some(v) => {
            let hand: Vec<String> = obs.hand().iter().map(|c| c.to_string()).collect();
            let cards = if hand.is_empty() {
                tr!(t, "quartino-hand-empty")
            } else {
                hand.join(" ")
            };
            out.push_str(&tr!(t, "quartino-hand", seat = lang::seat(t, v), cards = cards));
            out.push('\n');
            let showing: Vec<String> = table
                .showing()
                .into_iter()
                .filter(|(c, _)| obs.hand().contains(c))
                .map(|(c, q)| {
                    let spaces: Vec<String> = e.quarter_spaces(q).iter().map(|s| s.to_string()).collect();
                    format!("{c}@{q} ({})", spaces.join(","))
                })
                .collect();
            if !showing.is_empty() {
                out.push_str(&tr!(t, "quartino-showing", cards = showing.join(", ")));
                out.push('\n');
            }
        }
        None => {
            out.push_str(&tr!(t, "quartino-spectator"));
            out.push('\n');
        }
    }
    out
}

pub fn show(position: &str, options: &GameOptions) -> Result<()> {
    let obs = read_view(position, options)?;
    print!("{}", draw(&obs, crate::help::chosen()));
    Ok(())
}

pub fn bench(seconds: f64) -> Result<()> {
    for players in 2..=5 {
        let config = Config::new(players).map_err(said::rules_refused::<Quartino>)?;
        println!("{}", crate::bench::playouts::<Quartino>(&config, seconds));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draw(obs: &Observation) -> String {
        super::draw(obs, Texts::new(quartet_i18n::Lang::En))
    }

    const POSITION: &str = "GYP/./YP/YG/G/PP/YPYY/./PYG 2 P3@R5 17 BGPY,BPYG,BPGY,GBYP/YGPB,GYBP,PYBG,PGYB";

    #[test]
    fn show_draws_the_wheel_and_only_the_viewers_hand() {
        let options = GameOptions::default();
        let text = draw(&read_view(POSITION, &options).unwrap());
        assert!(text.contains("| R5   4 high |"), "{text}");
        assert!(text.contains("| YPY[Y]      |"), "{text}");
        assert!(text.contains("supply: Y 0  B 7  G 3  P 1"), "{text}");
        assert!(text.contains("hand of player 2: YGPB GYBP PYBG PGYB"), "{text}");
        assert!(!text.contains("BGPY"), "another player's card is shown: {text}");
        assert!(text.contains("column at R5"), "{text}");
        assert!(text.contains("\nrules: 2 players\n"), "{text}");
        let as_first = GameOptions {
            viewer: Some(1),
            ..GameOptions::default()
        };
        let text = draw(&read_view(POSITION, &as_first).unwrap());
        assert!(text.contains("hand of player 1: BGPY BPYG BPGY GBYP"), "{text}");
        assert!(!text.contains("legal"), "the viewer is not to move: {text}");
        let observed = POSITION.replace("BGPY,BPYG,BPGY,GBYP", "?,?,?,?") + " @2";
        assert_eq!(
            draw(&read_view(&observed, &options).unwrap()),
            draw(&read_view(POSITION, &options).unwrap())
        );
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        let options = GameOptions {
            viewer: Some(9),
            ..GameOptions::default()
        };
        assert!(read_view(POSITION, &options).is_err());
        assert!(read_view("nonsense", &GameOptions::default()).is_err());
        let rules = GameOptions {
            rules: Some("players=3".into()),
            ..GameOptions::default()
        };
        assert!(read_view(POSITION, &rules).is_err());
    }
}
