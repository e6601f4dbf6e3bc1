//! The terminal's words for what the teaching engines say as data: why an action was wrong,
//! what a position is worth, how bad a mistake was, in the language of the `learn` catalogs
//! (`locales/<lang>/learn.ftl`). `review` says these; the browser has its own words for the
//! same data (`web/src/texts/`).

use quartet_core::AnyAction;
use quartet_core::Pov;
use quartet_core::quarto::{Attribute, QuartoMade, Trait};
use quartet_engine::learn::{Eval, ReviewEngine, Severity, Why};
use quartet_i18n::{Texts, tr};

/// What four pieces share, as their plural ("tall").
fn shared(t: Texts, trait_: Trait) -> String {
    match (trait_.attribute, trait_.value) {
        (Attribute::Height, 0) => tr!(t, "learn-pieces-short"),
        (Attribute::Height, _) => tr!(t, "learn-pieces-tall"),
        (Attribute::Colour, 0) => tr!(t, "learn-pieces-light"),
        (Attribute::Colour, _) => tr!(t, "learn-pieces-dark"),
        (Attribute::Shape, 0) => tr!(t, "learn-pieces-round"),
        (Attribute::Shape, _) => tr!(t, "learn-pieces-square"),
        (Attribute::Top, 0) => tr!(t, "learn-pieces-solid"),
        (Attribute::Top, _) => tr!(t, "learn-pieces-hollow"),
    }
}

/// What a quarto shares, in words: `row 1 a1-d1: four tall pieces`.
pub fn quarto(t: Texts, made: &QuartoMade) -> String {
    let traits: Vec<String> = made.shared.iter().map(|&x| shared(t, x)).collect();
    let and = format!(" {} ", tr!(t, "learn-and"));
    tr!(
        t,
        "learn-quarto",
        alignment = alignment_kind(t, made.alignment),
        line = made.alignment.to_string(),
        traits = traits.join(&and)
    )
}

/// The kind of a Quarto! alignment: `row 1`, `column b`, `the diagonal`, `the square`.
fn alignment_kind(t: Texts, alignment: quartet_core::quarto::Alignment) -> String {
    match alignment.index() {
        i @ 0..=3 => tr!(t, "learn-row", number = i + 1),
        i @ 4..=7 => tr!(t, "learn-column", letter = ((b'a' + i - 4) as char).to_string()),
        8 | 9 => tr!(t, "learn-diagonal"),
        _ => tr!(t, "learn-square"),
    }
}

/// Why an action was wrong, in a sentence.
pub fn why(t: Texts, why: &Why) -> String {
    match why {
        Why::WinAt { cell, made } => tr!(
            t,
            "learn-why-win-at",
            cell = cell.to_string(),
            quarto = quarto(t, made)
        ),
        Why::GiftWins { piece, cell, made } => tr!(
            t,
            "learn-why-gift-wins",
            piece = piece.to_string(),
            traits = crate::quarto::traits(t, *piece),
            cell = cell.to_string(),
            quarto = quarto(t, made)
        ),
        Why::NoSafeGift => tr!(t, "learn-why-no-safe-gift"),
        Why::NoQuarto { cell } => tr!(t, "learn-why-no-quarto", cell = cell.to_string()),
        Why::ClaimMissed { alignment } => {
            tr!(t, "learn-why-claim-missed", line = alignment.to_string())
        }
        Why::OpponentWins { distance: Some(d) } => {
            tr!(t, "learn-why-opponent-wins-in", distance = *d)
        }
        Why::OpponentWins { distance: None } => tr!(t, "learn-why-opponent-wins"),
        Why::WinLost { now } => tr!(
            t,
            "learn-why-win-lost",
            now = if *now == Pov::Draw { "draw" } else { "loss" }
        ),
        Why::TooSlow { distance, within } => {
            tr!(t, "learn-why-too-slow", distance = *distance, within = *within)
        }
        Why::NoSquare => tr!(t, "learn-why-no-square"),
        Why::CaptureAllowed { reply, point } => tr!(
            t,
            "learn-why-capture-allowed",
            reply = reply.to_string(),
            point = point.to_string()
        ),
        Why::Escapes { reply } => tr!(t, "learn-why-escapes", reply = reply.to_string()),
        Why::Missed { action } => tr!(t, "learn-why-missed", action = action.to_string()),
        Why::WinAllowed { reply } => tr!(t, "learn-why-win-allowed", reply = reply.to_string()),
        Why::ClaimsLeft { possible, wanted } => {
            tr!(t, "learn-why-claims-left", possible = *possible, wanted = *wanted)
        }
        Why::CardMissed { card, quarter } => tr!(
            t,
            "learn-why-card-missed",
            card = card.to_string(),
            quarter = quarter.to_string()
        ),
        Why::NoCardShows => tr!(t, "learn-why-no-card-shows"),
        Why::Weaker => tr!(t, "learn-why-weaker"),
        Why::GoalDoesNotFit { goal } => tr!(t, "learn-why-goal-does-not-fit", goal = goal.to_string()),
    }
}

/// What a position is worth, short: `win in 3`, `draw`, `64%`, `?`.
pub fn eval(t: Texts, eval: Eval) -> String {
    match eval {
        Eval::Exact(v) => match (v.pov, v.distance) {
            (Pov::Win, Some(d)) => tr!(t, "learn-eval-win-in", distance = d),
            (Pov::Win, None) => tr!(t, "learn-eval-win"),
            (Pov::Draw, _) => tr!(t, "learn-eval-draw"),
            (Pov::Loss, Some(d)) => tr!(t, "learn-eval-loss-in", distance = d),
            (Pov::Loss, None) => tr!(t, "learn-eval-loss"),
        },
        Eval::Estimate(s) => tr!(t, "learn-eval-estimate", percent = (s * 100.0).round()),
        Eval::Unknown => "?".into(),
    }
}

/// Which engine judged a review, with how hard it looked.
pub fn engine(t: Texts, engine: ReviewEngine) -> String {
    match engine {
        ReviewEngine::ExactSolver => tr!(t, "learn-judge-exact-solver"),
        ReviewEngine::AlphaBeta { nodes } => tr!(t, "learn-judge-alpha-beta", nodes = nodes),
        ReviewEngine::InformationSetSearch { playouts } => {
            tr!(t, "learn-judge-information-set-search", playouts = playouts)
        }
    }
}

/// A mistake's grade: `inaccuracy`, `mistake`, `blunder`.
pub fn severity(t: Texts, severity: Severity) -> String {
    match severity {
        Severity::Inaccuracy => tr!(t, "learn-severity-inaccuracy"),
        Severity::Mistake => tr!(t, "learn-severity-mistake"),
        Severity::Blunder => tr!(t, "learn-severity-blunder"),
    }
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
    use quartet_i18n::Lang;

    fn deadly_gift() -> Why {
        let q = Quarto::from_position(&Rules::default(), "..../..../..../13d. *").unwrap();
        let nine = Piece::new(9).unwrap();
        let d1: Cell = "d1".parse().unwrap();
        let made = q.quartos_made_by(nine, d1).remove(0);
        Why::GiftWins {
            piece: nine,
            cell: d1,
            made,
        }
    }

    #[test]
    fn a_deadly_gift_in_words() {
        assert_eq!(
            why(Texts::new(Lang::En), &deadly_gift()),
            "piece 9 (tall light round hollow) lets your opponent win on d1: row 1 a1-d1: four tall pieces"
        );
        assert_eq!(
            why(Texts::new(Lang::Fr), &deadly_gift()),
            "la pièce 9 (haute claire ronde creuse) fait gagner votre adversaire en d1 : la rangée 1 a1-d1 : quatre pièces hautes"
        );
    }

    #[test]
    fn values_and_plurals_in_each_language() {
        let cs = Texts::new(Lang::Cs);
        let claims = |possible: u8| why(cs, &Why::ClaimsLeft { possible, wanted: 3 });
        assert!(claims(1).contains("1 Quartino kartu"), "{}", claims(1));
        assert!(claims(2).contains("2 Quartino karty"), "{}", claims(2));
        let ro = Texts::new(Lang::Ro);
        assert!(why(ro, &Why::OpponentWins { distance: Some(20) }).contains("20 de așezări"));
        let it = Texts::new(Lang::It);
        assert_eq!(severity(it, Severity::Blunder), "errore grave");
        assert_eq!(eval(Texts::new(Lang::Fr), Eval::Estimate(0.64)), "64 %");
        assert_eq!(eval(Texts::new(Lang::En), Eval::Estimate(0.64)), "64%");
    }
}
