//! The `danish` commands: perft, show (the board drawn with its lines), bench.

use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow};
use quartet_core::Game;
use quartet_core::chance::Rng;
use quartet_core::danish::perft::perft as danish_perft;
use quartet_core::danish::{Action, Colour, Config, DanishQuarto, Point, Position};

use crate::options::GameOptions;

/// The settings chosen by the command-line options (`--rules "ply_cap=200"`).
fn config(options: &GameOptions) -> Result<Config> {
    if options.squares || options.attributes.is_some() {
        return Err(anyhow!(
            "--squares and --attributes are options of quarto, not of danish"
        ));
    }
    match &options.rules {
        Some(text) => text.parse().map_err(|e| anyhow!("--rules: {e}")),
        None => Ok(Config::default()),
    }
}

fn read(position: &str, options: &GameOptions) -> Result<DanishQuarto> {
    let config = config(options)?;
    DanishQuarto::from_position(&config, position).with_context(|| format!("position {position:?}"))
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

fn names(points: impl Iterator<Item = String>) -> String {
    let list: Vec<String> = points.collect();
    if list.is_empty() {
        "none".into()
    } else {
        list.join(" ")
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

/// The board drawn in text, with each side's pieces, squares and the player to move.
pub fn draw(game: &DanishQuarto) -> String {
    let position = game.position_now();
    let mut out = board(game);
    out.push('\n');
    for colour in [Colour::White, Colour::Black] {
        let squares = names(position.valid_squares(colour).map(|s| s.to_string()));
        out.push_str(&format!(
            "{colour} ({}): {} on the board, {} in hand; valid squares: {squares}\n",
            if colour == Colour::White { 'W' } else { 'B' },
            position.pieces(colour).count_ones(),
            position.hand(colour),
        ));
    }
    out.push_str(&status_line(game));
    out.push('\n');
    if game.outcome().is_none() && position.four_against_four() {
        out.push_str("4 against 4: the first to make a valid square wins\n");
    }
    out
}

/// The status line under a position: the result, or who moves, how, and how many legal moves
/// (with captures) there are. The terminal UI shows it too.
pub fn status_line(game: &DanishQuarto) -> String {
    let position = game.position_now();
    let mover = position.to_move();
    match game.outcome() {
        Some(quartet_core::Outcome::WonBy(p)) => format!("game over: {} won", Colour::of(p)),
        Some(quartet_core::Outcome::Draw) => "game over: draw".into(),
        None => {
            let what = if position.in_placement() {
                "places a piece"
            } else if position.flies(mover) {
                "moves (flies: 4 pieces left)"
            } else {
                "moves"
            };
            let moves = game.legal_actions();
            let captures = moves.iter().filter(|a| a.capture().is_some()).count();
            format!(
                "to move: {mover}, who {what}; {} legal moves ({captures} with a capture){}",
                moves.len(),
                if moves == [Action::Pass] {
                    ", must pass"
                } else {
                    ""
                }
            )
        }
    }
}

pub fn show(position: &str, options: &GameOptions) -> Result<()> {
    let game = read(position, options)?;
    print!("{}", draw(&game));
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
