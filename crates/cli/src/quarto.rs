//! The `quarto` commands: perft, show, bench.

use std::time::Instant;

use anyhow::Result;
use quartet_core::quarto::{Attribute, Cell, Phase, Quarto, Rules, perft::perft as quarto_perft};
use quartet_core::{Game, GameKind, Outcome};

use crate::lang;
use crate::options::GameOptions;
use crate::said;
use quartet_i18n::{Texts, tr};

/// The rules chosen by the command-line options.
pub fn rules(options: &GameOptions) -> Result<Rules> {
    let mut rules: Rules = match &options.rules {
        Some(text) => text
            .parse()
            .map_err(|e| said::bad_rules::<Quarto>("--rules", e))?,
        None => Rules::default(),
    };
    if options.squares {
        rules.squares = true;
    }
    if let Some(list) = &options.attributes {
        rules.attributes = list
            .parse()
            .map_err(|e| said::bad_rules::<Quarto>("--attributes", e))?;
    }
    Ok(rules)
}

fn read(position: &str, options: &GameOptions) -> Result<Quarto> {
    let rules = rules(options)?;
    Quarto::from_position(&rules, position).map_err(|e| said::bad_position::<Quarto>(position, e))
}

pub fn perft(position: &str, depth: u32, options: &GameOptions) -> Result<()> {
    let mut state = read(position, options)?;
    if state.rules().win_mode != quartet_core::quarto::WinMode::Auto {
        // Perft counts in auto win mode, as documented.
        let mut rules = state.rules();
        rules.win_mode = quartet_core::quarto::WinMode::Auto;
        state = Quarto::from_position(&rules, position)?;
    }
    println!("{}", quarto_perft(&state, depth));
    Ok(())
}

/// A piece as four letters: height (S/T), colour (L/D), shape (R/Q), top (F/H).
pub fn letters(piece: quartet_core::quarto::Piece) -> String {
    const LETTERS: [[char; 2]; 4] = [['S', 'T'], ['L', 'D'], ['R', 'Q'], ['F', 'H']];
    Attribute::ALL
        .iter()
        .map(|&a| LETTERS[a as usize][piece.value(a) as usize])
        .collect()
}

/// A piece's four traits in words: "tall dark round hollow".
pub fn traits(t: Texts, piece: quartet_core::quarto::Piece) -> String {
    Attribute::ALL
        .iter()
        .map(|&a| lang::trait_word(t, a, piece.value(a)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The board alone, drawn in text with the pieces' attributes; quartos marked `*`.
pub fn board(state: &Quarto) -> String {
    let mut out = String::new();
    let quarto_cells: u16 = state.quartos().fold(0, |m, a| m | a.mask());
    out.push_str("      a      b      c      d\n");
    out.push_str("   +------+------+------+------+\n");
    for row in (0..4).rev() {
        let mut top = format!(" {} |", row + 1);
        let mut bottom = "   |".to_string();
        for column in 0..4 {
            let cell = Cell::at(column, row).expect("cell in range");
            let mark = if quarto_cells & cell.bit() != 0 { '*' } else { ' ' };
            match state.piece_at(cell) {
                Some(p) => {
                    top.push_str(&format!(" {p}   {mark}|"));
                    bottom.push_str(&format!(" {} |", letters(p)));
                }
                None => {
                    top.push_str("      |");
                    bottom.push_str("      |");
                }
            }
        }
        out.push_str(&top);
        out.push_str(&format!(" {}\n", row + 1));
        out.push_str(&bottom);
        out.push('\n');
        out.push_str("   +------+------+------+------+\n");
    }
    out.push_str("      a      b      c      d\n");
    out
}

/// The pieces that can be given, with their letters: `0:SLRF 1:TLRF …`, or "(empty)" in the
/// language of `t`.
pub fn pool(state: &Quarto, t: Texts) -> String {
    let pool: Vec<String> = state
        .pool_pieces()
        .map(|p| format!("{p}:{}", letters(p)))
        .collect();
    if pool.is_empty() {
        tr!(t, "quarto-pool-empty")
    } else {
        pool.join(" ")
    }
}

/// The board drawn in text, with the pieces' attributes, the pool and the hand, its legend in
/// the language of `t`.
pub fn draw(state: &Quarto, t: Texts) -> String {
    let quarto_cells: u16 = state.quartos().fold(0, |m, a| m | a.mask());
    let mut out = board(state);
    out.push('\n');
    let rules = lang::rules_words(t, GameKind::Quarto, &state.rules().to_string());
    out.push_str(&tr!(t, "quarto-rules", rules = rules));
    out.push('\n');
    out.push_str(&tr!(t, "quarto-pool", pieces = pool(state, t)));
    out.push('\n');
    out.push_str(&to_move(state, t));
    out.push('\n');
    if quarto_cells != 0 {
        let names: Vec<String> = state.quartos().map(|a| a.to_string()).collect();
        out.push_str(&tr!(t, "quarto-quartos", alignments = names.join(", ")));
        out.push('\n');
    }
    out.push_str(&tr!(t, "quarto-letters"));
    out.push('\n');
    out
}

/// Who is to move and what they do, in the language of `t` ("to move: player 2, who places 7
/// (tall dark square solid)"), or how the game ended.
pub fn to_move(state: &Quarto, t: Texts) -> String {
    let mover = lang::seat(t, state.to_move());
    match state.phase() {
        Phase::Give => tr!(t, "quarto-to-give", seat = mover),
        Phase::Place => {
            let p = state.hand().expect("a piece in hand when placing");
            tr!(
                t,
                "quarto-to-place",
                seat = mover,
                piece = p.to_string(),
                traits = traits(t, p)
            )
        }
        Phase::FinalClaim => tr!(t, "quarto-to-claim", seat = mover),
        Phase::Over(Outcome::WonBy(p)) => {
            let outcome = tr!(t, "outcome-won", winner = lang::seat(t, p));
            tr!(t, "plain-game-over", outcome = outcome)
        }
        Phase::Over(Outcome::Draw) => tr!(t, "plain-game-over", outcome = tr!(t, "outcome-draw")),
    }
}

pub fn show(position: &str, options: &GameOptions) -> Result<()> {
    let state = read(position, options)?;
    print!("{}", draw(&state, crate::help::chosen()));
    Ok(())
}

pub fn bench(seconds: f64) -> Result<()> {
    let start = Quarto::new(Rules::STANDARD);
    let t = Instant::now();
    let nodes = quarto_perft(&start, 8);
    let elapsed = t.elapsed();
    println!(
        "quarto perft 8 from the start: {nodes} in {:.3} s ({:.0} M sequences/s)",
        elapsed.as_secs_f64(),
        nodes as f64 / elapsed.as_secs_f64() / 1e6
    );
    for rules in [
        Rules::STANDARD,
        Rules {
            squares: true,
            ..Rules::STANDARD
        },
    ] {
        println!("{}", crate::bench::playouts::<Quarto>(&rules, seconds));
    }
    Ok(())
}
