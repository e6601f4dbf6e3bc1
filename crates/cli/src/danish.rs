//! The `danish` commands: perft, show (the board drawn with its lines), bench.

use std::time::{Duration, Instant};

use anyhow::{Result, anyhow};
use quartet_core::Game;
use quartet_core::chance::Rng;
use quartet_core::danish::perft::perft as danish_perft;
use quartet_core::danish::{Action, Colour, Config, DanishQuarto, Point, Position};

use crate::options::GameOptions;
use crate::said;
use quartet_i18n::{Texts, tr};

/// The settings chosen by the command-line options (`--rules "ply_cap=200"`).
fn config(options: &GameOptions) -> Result<Config> {
    if options.squares || options.attributes.is_some() {
        return Err(said::said(tr!(
            crate::help::chosen(),
            "cli-failure-quarto-options"
        )));
    }
    match &options.rules {
        Some(text) => text
            .parse()
            .map_err(|e| said::bad_rules::<DanishQuarto>("--rules", e)),
        None => Ok(Config::default()),
    }
}

fn read(position: &str, options: &GameOptions) -> Result<DanishQuarto> {
    let config = config(options)?;
    DanishQuarto::from_position(&config, position)
        .map_err(|e| said::bad_position::<DanishQuarto>(position, e))
}

pub fn perft(position: &str, depth: u32, options: &GameOptions) -> Result<()> {
    let game = read(position, options)?;
    println!("{}", danish_perft(game.position_now(), depth));
    Ok(())
}

/// The board of the spec's figure, each point written where its name stands. (The spec's
/// figure has its top four lines two columns to the left; here they line up.)
pub(crate) const FIGURE: [&str; 17] = [
    "        c9------e9------g9",
    "       /|  \\   /|  \\   /|  \\",
    "    b8  |   d8  |   f8  |   h8",
    "   /   \\|  /   \\|  /   \\|  /   \\",
    "a7------c7------e7------g7------i7",
    "|  \\   /|  \\   /|  \\   /|  \\   /|",
    "|   b6  |   d6  |   f6  |   h6  |",
    "|  /   \\|  /   \\|  /   \\|  /   \\|",
    "a5------c5------e5------g5------i5",
    "|  \\   /|  \\   /|  \\   /|  \\   /|",
    "|   b4  |   d4  |   f4  |   h4  |",
    "|  /   \\|  /   \\|  /   \\|  /   \\|",
    "a3------c3------e3------g3------i3",
    "   \\   /|  \\   /|  \\   /|  \\   /",
    "    b2  |   d2  |   f2  |   h2",
    "       \\|  /   \\|  /   \\|  /",
    "        c1------e1------g1",
];

fn names(t: Texts, points: impl Iterator<Item = String>) -> String {
    let list: Vec<String> = points.collect();
    if list.is_empty() {
        tr!(t, "danish-squares-none")
    } else {
        list.join(" ")
    }
}

/// A side's name in words: "White", "il Bianco"'s "Bianco".
pub fn colour(t: Texts, colour: Colour) -> String {
    match colour {
        Colour::White => tr!(t, "danish-white"),
        Colour::Black => tr!(t, "danish-black"),
    }
}

/// The board drawn with its lines: empty points keep their names, White's pieces are `W`,
/// Black's `B`; then the hands, the valid squares and the player to move.
/// The board alone, drawn in text: `W` and `B` on the points, the coordinates around.
pub fn board(game: &DanishQuarto) -> String {
    let position = game.position_now();
    let mut rows: Vec<Vec<char>> = FIGURE.iter().map(|l| l.chars().collect()).collect();
    for point in Point::all() {
        let line = 2 * (9 - point.y() as usize);
        let column = 4 * (point.x() as usize - 1);
        let row = &mut rows[line];
        let fill = if row.get(column + 2) == Some(&'-') {
            '-'
        } else {
            ' '
        };
        match position.piece_at(point) {
            Some(Colour::White) => (row[column], row[column + 1]) = ('W', fill),
            Some(Colour::Black) => (row[column], row[column + 1]) = ('B', fill),
            None => {}
        }
    }
    let mut out = String::new();
    for (i, row) in rows.iter().enumerate() {
        let label = if i % 2 == 0 {
            format!("{} ", 9 - i / 2)
        } else {
            "  ".into()
        };
        let text: String = row.iter().collect();
        out.push_str(&format!("{label}  {}\n", text.trim_end()));
    }
    out.push_str("    a   b   c   d   e   f   g   h   i\n");
    out
}

/// The board drawn in text, with each side's pieces, squares and the player to move, in the
/// language of `t`.
pub fn draw(game: &DanishQuarto, t: Texts) -> String {
    let position = game.position_now();
    let mut out = board(game);
    out.push('\n');
    for side in [Colour::White, Colour::Black] {
        let squares = names(t, position.valid_squares(side).map(|s| s.to_string()));
        out.push_str(&tr!(
            t,
            "danish-side",
            colour = colour(t, side),
            letter = if side == Colour::White { "W" } else { "B" },
            on_board = position.pieces(side).count_ones(),
            in_hand = position.hand(side),
            squares = squares
        ));
        out.push('\n');
    }
    out.push_str(&status_line(game, t));
    out.push('\n');
    if game.outcome().is_none() && position.four_against_four() {
        out.push_str(&tr!(t, "danish-four-against-four"));
        out.push('\n');
    }
    out
}

/// The status line under a position: the result, or who moves, how, and how many legal moves
/// (with captures) there are.
pub fn status_line(game: &DanishQuarto, t: Texts) -> String {
    let position = game.position_now();
    let mover = colour(t, position.to_move());
    match game.outcome() {
        Some(quartet_core::Outcome::WonBy(p)) => {
            let outcome = tr!(t, "danish-won", colour = colour(t, Colour::of(p)));
            tr!(t, "plain-game-over", outcome = outcome)
        }
        Some(quartet_core::Outcome::Draw) => tr!(t, "plain-game-over", outcome = tr!(t, "outcome-draw")),
        None => {
            let what = if position.in_placement() {
                tr!(t, "danish-to-place", colour = mover)
            } else if position.flies(position.to_move()) {
                tr!(t, "danish-to-fly", colour = mover)
            } else {
                tr!(t, "danish-to-move", colour = mover)
            };
            let moves = game.legal_actions();
            let captures = moves.iter().filter(|a| a.capture().is_some()).count();
            let legal = tr!(t, "danish-legal", count = moves.len(), captures = captures);
            if moves == [Action::Pass] {
                tr!(t, "danish-status-pass", turn = what, legal = legal)
            } else {
                tr!(t, "danish-status", turn = what, legal = legal)
            }
        }
    }
}

pub fn show(position: &str, options: &GameOptions) -> Result<()> {
    let game = read(position, options)?;
    print!("{}", draw(&game, crate::help::chosen()));
    Ok(())
}

/// Positions met in random games: what move generation is measured on.
fn sample_positions(count: usize) -> Vec<Position> {
    let mut rng = Rng::new(17);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut game = DanishQuarto::default();
        while !game.is_over() && out.len() < count {
            out.push(*game.position_now());
            let actions = game.legal_actions();
            let Some(&a) = rng.choose(&actions) else { break };
            game.play_unchecked(a);
        }
    }
    out
}

pub fn bench(seconds: f64) -> Result<()> {
    let budget = Duration::from_secs_f64(seconds.max(0.01));
    let figure_2: Position = "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3"
        .parse()
        .map_err(|e| anyhow!("{e}"))?;
    let middle: Position = "a5,c1,c7,d6,d8,e5,e7,f6/d2,e1,e3,g5,i5 w 0 0"
        .parse()
        .map_err(|e| anyhow!("{e}"))?;
    for (name, position, depth) in [
        ("the start", Position::START, 5),
        ("Figure 2", figure_2, 5),
        ("a movement position", middle, 5),
    ] {
        let t = Instant::now();
        let nodes = danish_perft(&position, depth);
        let elapsed = t.elapsed().as_secs_f64();
        println!(
            "danish perft {depth} from {name}: {nodes} in {elapsed:.3} s ({:.1} M moves/s)",
            nodes as f64 / elapsed / 1e6
        );
    }

    let positions = sample_positions(4096);
    let mut buffer = Vec::with_capacity(256);
    let (mut generated, mut calls) = (0u64, 0u64);
    let t = Instant::now();
    while t.elapsed() < budget {
        for position in &positions {
            buffer.clear();
            position.legal_moves_into(&mut buffer);
            generated += buffer.len() as u64;
        }
        calls += positions.len() as u64;
    }
    let elapsed = t.elapsed().as_secs_f64();
    println!(
        "danish move generation (positions of random games): {:.2} M positions/s, {:.1} M moves/s",
        calls as f64 / elapsed / 1e6,
        generated as f64 / elapsed / 1e6
    );

    for config in [Config::default(), Config { ply_cap: Some(200) }] {
        println!("{}", crate::bench::playouts::<DanishQuarto>(&config, seconds));
    }
    Ok(())
}
