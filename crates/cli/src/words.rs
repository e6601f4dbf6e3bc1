//! The terminal's words for what the teaching engines say as data: why an action was wrong,
//! what a position is worth, how bad a mistake was. `review`, `puzzles` and the full-screen
//! game say these the same way; the browser has its own words for the same data
//! (`web/src/texts/`).

use quartet_core::AnyAction;
use quartet_core::quarto::QuartoMade;
use quartet_engine::learn::{Eval, Severity, Why};

/// What a quarto shares, in words: `row 1 (a1-d1): four tall pieces`.
pub fn quarto(made: &QuartoMade) -> String {
    let traits: Vec<&str> = made.shared.iter().map(|t| t.word()).collect();
    format!(
        "{} {}: four {} pieces",
        alignment_kind(made.alignment),
        made.alignment,
        traits.join(" and ")
    )
}

/// The kind of a Quarto! alignment: `row 1`, `column b`, `diagonal`, `square`.
fn alignment_kind(alignment: quartet_core::quarto::Alignment) -> String {
    match alignment.index() {
        i @ 0..=3 => format!("row {}", i + 1),
        i @ 4..=7 => format!("column {}", (b'a' + i - 4) as char),
        8 | 9 => "the diagonal".into(),
        _ => "the square".into(),
    }
}

/// Why an action was wrong, in a sentence.
pub fn why(why: &Why) -> String {
    match why {
        Why::WinAt { cell, made } => format!("placing on {cell} would have won: {}", quarto(made)),
        Why::GiftWins { piece, cell, made } => format!(
            "piece {piece} ({}) lets your opponent win on {cell}: {}",
            piece.describe(),
            quarto(made)
        ),
        Why::NoSafeGift => {
            "after this placement every piece you can give lets your opponent win at once".into()
        }
        Why::NoQuarto { cell } => {
            format!("a piece on {cell} completes no line of four pieces sharing a trait")
        }
        Why::ClaimMissed { alignment } => {
            format!("{alignment} was a quarto open to a claim: announce it to win")
        }
        Why::OpponentWins { distance: Some(d) } => {
            format!("after this your opponent can force a win ({d} placement(s) or move(s) to the end)")
        }
        Why::OpponentWins { distance: None } => "after this your opponent can force a win".into(),
        Why::WinLost { now } => format!("the win is gone: with best play the game is now a {now}"),
        Why::TooSlow { distance, within } => {
            format!("it still wins, but in {distance} placements, not within {within}")
        }
        Why::NoSquare => "this move makes no square".into(),
        Why::CaptureAllowed { reply, point } => {
            format!("after this your opponent plays {reply} and captures your piece on {point}")
        }
        Why::Escapes { reply } => format!("your opponent answers {reply}, and no capture follows"),
        Why::Missed { action } => format!("{action} was there to play"),
        Why::WinAllowed { reply } => format!("after this your opponent wins at once with {reply}"),
        Why::ClaimsLeft { possible, wanted } => {
            format!("after this only {possible} card(s) can be claimed this turn, not {wanted}")
        }
        Why::CardMissed { card, quarter } => format!("your card {card} showed at {quarter}: claim it"),
        Why::NoCardShows => "no card of your hand shows on the board after this".into(),
        Why::Weaker => "the engine rates this well below its own choice".into(),
        Why::Illegal(message) => message.clone(),
    }
}

/// What a position is worth, short: `win in 3`, `draw`, `64%`, `?`.
pub fn eval(eval: Eval) -> String {
    match eval {
        Eval::Exact(v) => v.to_string(),
        Eval::Estimate(s) => format!("{:.0}%", s * 100.0),
        Eval::Unknown => "?".into(),
    }
}

/// A mistake's grade: `inaccuracy`, `mistake`, `blunder`.
pub fn severity(severity: Severity) -> &'static str {
    severity.name()
}

/// Actions in a row: `c3 2`.
pub fn actions(actions: &[AnyAction]) -> String {
    actions
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::Game;
    use quartet_core::quarto::{Cell, Piece, Quarto, Rules};

    #[test]
    fn a_deadly_gift_in_words() {
        let q = Quarto::from_position(&Rules::default(), "..../..../..../13d. *").unwrap();
        let nine = Piece::new(9).unwrap();
        let d1: Cell = "d1".parse().unwrap();
        let made = q.quartos_made_by(nine, d1).remove(0);
        let text = why(&Why::GiftWins {
            piece: nine,
            cell: d1,
            made,
        });
        assert_eq!(
            text,
            "piece 9 (tall light round hollow) lets your opponent win on d1: row 1 a1-d1: four tall pieces"
        );
    }
}
