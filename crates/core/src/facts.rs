//! What every shell asks about a game instead of deciding it for itself: how many seats it
//! takes, whether it hides information, whether its players may agree to a draw, whether it has an exact analysis, what caps its length
//! ([`LengthCap`]), what a board highlights ([`Marks`]) and why a game ended
//! ([`crate::end::EndReason`]). Each game says its own (its `facts` module); this module gathers them
//! for a [`GameKind`] or an [`AnyGame`] chosen at run time.

use std::ops::RangeInclusive;

use crate::any::{AnyAction, AnyGame};
use crate::danish::DanishQuarto;
use crate::game::{Game, GameKind};
use crate::quartino::Quartino;
use crate::quarto::Quarto;

/// What a board highlights in a state, worked out by the rules so that no shell has to: each
/// field is `None` in the games it does not apply to. Squares, lines and points are named in the
/// game's notation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Quarto!: once won by the rules, the alignments (lines, or 2×2 squares when squares
    /// count) of the quarto the winning placement made, each named by two ends (`a1-d1`,
    /// `b2-c3`); empty before, after a draw or a win on time or by resignation.
    pub winning_lines: Option<Vec<String>>,
    /// Danish Quarto: the squares each seat has made (valid: its four corners, no opponent
    /// piece on a side), by seat (0 White, 1 Black), each named by its corners in turn
    /// (`c3-d2-e3-d4`).
    pub made_squares: Option<Vec<Vec<String>>>,
    /// Danish Quarto: by seat, the points of that seat's pieces that one move of the other
    /// side could capture (what a board marks as threatened); empty once the game is over.
    pub capturable: Option<Vec<Vec<String>>>,
}

/// The option of a game's rules that caps its length (the game ends with no winner there).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LengthCap {
    /// The option's name in the rules text: `cap`, `ply_cap`.
    pub option: &'static str,
    /// What it counts: `turns`, `plies`.
    pub unit: &'static str,
}

impl GameKind {
    /// The option of the game's rules that caps its length; `None` for a game that ends within
    /// a few turns by its rules alone (Quarto!: at most 16 placements).
    pub fn length_cap(self) -> Option<LengthCap> {
        match self {
            GameKind::Quarto => Quarto::LENGTH_CAP,
            GameKind::Danish => DanishQuarto::LENGTH_CAP,
            GameKind::Quartino => Quartino::LENGTH_CAP,
        }
    }

    /// How many seats the game may be played with (Quartino 2–5, the others 2).
    pub fn seats(self) -> RangeInclusive<usize> {
        match self {
            GameKind::Quarto => Quarto::SEATS,
            GameKind::Danish => DanishQuarto::SEATS,
            GameKind::Quartino => Quartino::SEATS,
        }
    }

    /// The option of the game's rules that sets how many seats it has (Quartino's `players`);
    /// `None` for a game with a fixed number of seats.
    pub fn seats_option(self) -> Option<&'static str> {
        match self {
            GameKind::Quarto => Quarto::SEATS_OPTION,
            GameKind::Danish => DanishQuarto::SEATS_OPTION,
            GameKind::Quartino => Quartino::SEATS_OPTION,
        }
    }

    /// The rules text of a new game for `seats` seats: a game whose number of seats varies
    /// takes it from the seats unless `rules` sets it (`players=3` for three Quartino seats);
    /// the rules of any other game are left as they are. Whether the number of seats is one the
    /// game can take is for the rules to say when the game starts.
    pub fn rules_for_seats(self, rules: &str, seats: usize) -> String {
        let rules = rules.trim();
        match self.seats_option() {
            Some(option)
                if !rules
                    .split_whitespace()
                    .any(|w| w.split('=').next() == Some(option)) =>
            {
                format!("{option}={seats} {rules}").trim_end().to_string()
            }
            _ => rules.to_string(),
        }
    }

    /// Whether players have information the others cannot see (Quartino's hands): then a
    /// viewer only gets its own view, and records wait for the end.
    pub fn hides_information(self) -> bool {
        match self {
            GameKind::Quarto => Quarto::HIDDEN_INFORMATION,
            GameKind::Danish => DanishQuarto::HIDDEN_INFORMATION,
            GameKind::Quartino => Quartino::HIDDEN_INFORMATION,
        }
    }

    /// How many turns a player takes in a typical game (Quarto! 8, Danish Quarto 25,
    /// Quartino 12): what a clock's estimated duration counts increments and per-move limits by.
    pub fn turns_per_player(self) -> u64 {
        match self {
            GameKind::Quarto => Quarto::TURNS_PER_PLAYER,
            GameKind::Danish => DanishQuarto::TURNS_PER_PLAYER,
            GameKind::Quartino => Quartino::TURNS_PER_PLAYER,
        }
    }

    /// Whether the players may end a game by agreeing to a draw (Quarto!, Danish Quarto; not
    /// Quartino).
    pub fn draws_by_agreement(self) -> bool {
        match self {
            GameKind::Quarto => Quarto::DRAW_BY_AGREEMENT,
            GameKind::Danish => DanishQuarto::DRAW_BY_AGREEMENT,
            GameKind::Quartino => Quartino::DRAW_BY_AGREEMENT,
        }
    }

    /// Whether the game has an exact analysis (the solver's value of every turn): Quarto!.
    pub fn has_analysis(self) -> bool {
        match self {
            GameKind::Quarto => Quarto::ANALYSIS,
            GameKind::Danish => DanishQuarto::ANALYSIS,
            GameKind::Quartino => Quartino::ANALYSIS,
        }
    }
}

impl AnyGame {
    /// The cap on the game's length its rules set (counted as [`GameKind::length_cap`] says);
    /// `None` without one.
    pub fn length_cap(&self) -> Option<u32> {
        match self {
            AnyGame::Quarto(_) => None,
            AnyGame::Danish(g) => g.config().ply_cap,
            AnyGame::Quartino(g) => Some(u32::from(g.config().cap())),
        }
    }

    /// Whether the players may end this game by agreeing to a draw (see
    /// [`GameKind::draws_by_agreement`]).
    pub fn draws_by_agreement(&self) -> bool {
        self.kind().draws_by_agreement()
    }

    /// What a board highlights in this state (see [`Marks`]).
    pub fn marks(&self) -> Marks {
        match self {
            AnyGame::Quarto(g) => g.marks(),
            AnyGame::Danish(g) => g.marks(),
            AnyGame::Quartino(g) => g.marks(),
        }
    }

    /// The variant family this game is rated in: variants that play differently have ratings
    /// of their own (Quarto! `standard`, `squares`, `standard-3a`…; Danish Quarto `standard`;
    /// Quartino by seats, `2p`…`5p`).
    pub fn rating_family(&self) -> String {
        match self {
            AnyGame::Quarto(g) => g.rating_family(),
            AnyGame::Danish(g) => g.rating_family(),
            AnyGame::Quartino(g) => g.rating_family(),
        }
    }

    /// Whether playing `action` in this state shows the other seats something that was hidden
    /// from them (Quartino: a claim shows the claimed card). Never in a game without hidden
    /// information. What a seat has seen it cannot unsee: a take-back stops at such an action.
    pub fn reveals(&self, action: AnyAction) -> bool {
        match (self, action) {
            (AnyGame::Quartino(g), AnyAction::Quartino(a)) => g.reveals(a),
            _ => false,
        }
    }

    /// Why the game ended by its rules, as the game tells it (`None` while it goes on; see
    /// [`crate::end`]).
    pub fn end_reason(&self) -> Option<crate::end::EndReason> {
        match self {
            AnyGame::Quarto(g) => g.end_reason(),
            AnyGame::Danish(g) => g.end_reason(),
            AnyGame::Quartino(g) => g.end_reason(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_facts_of_each_game() {
        assert_eq!(GameKind::Quarto.seats(), 2..=2);
        assert_eq!(GameKind::Danish.seats(), 2..=2);
        assert_eq!(GameKind::Quartino.seats(), 2..=5);
        let hidden: Vec<bool> = GameKind::ALL.iter().map(|k| k.hides_information()).collect();
        assert_eq!(hidden, [false, false, true]);
        let analysis: Vec<bool> = GameKind::ALL.iter().map(|k| k.has_analysis()).collect();
        assert_eq!(analysis, [true, false, false]);
    }

    #[test]
    fn every_seat_count_in_the_range_starts_a_game_and_no_other() {
        for kind in GameKind::ALL {
            let range = kind.seats();
            for n in 1..=7 {
                let game = if kind == GameKind::Quartino {
                    AnyGame::start(kind, &format!("players={n}"), 0).ok()
                } else {
                    AnyGame::start(kind, "", 0).ok().filter(|g| g.num_players() == n)
                };
                assert_eq!(game.is_some(), range.contains(&n), "{kind} with {n} seats");
                if let Some(game) = game {
                    assert_eq!(game.hides_information(), kind.hides_information());
                }
            }
        }
    }

    #[test]
    fn only_a_game_whose_seats_vary_takes_their_number_from_the_seats() {
        assert_eq!(GameKind::Quartino.rules_for_seats("", 3), "players=3");
        assert_eq!(
            GameKind::Quartino.rules_for_seats(" cap=80 ", 4),
            "players=4 cap=80"
        );
        assert_eq!(GameKind::Quartino.rules_for_seats(" players=4 ", 3), "players=4");
        assert_eq!(
            GameKind::Quarto.rules_for_seats(" squares=yes ", 2),
            "squares=yes"
        );
        assert_eq!(GameKind::Danish.rules_for_seats("", 3), "");
        for kind in GameKind::ALL {
            for n in kind.seats() {
                let game = AnyGame::start(kind, &kind.rules_for_seats("", n), 0).unwrap();
                assert_eq!(game.num_players(), n, "{kind}");
            }
        }
    }

    #[test]
    fn the_length_cap_of_each_game() {
        assert_eq!(GameKind::Quarto.length_cap(), None);
        let danish = GameKind::Danish.length_cap().unwrap();
        assert_eq!((danish.option, danish.unit), ("ply_cap", "plies"));
        let quartino = GameKind::Quartino.length_cap().unwrap();
        assert_eq!((quartino.option, quartino.unit), ("cap", "turns"));
        let cap = |kind, rules: &str| AnyGame::start(kind, rules, 1).unwrap().length_cap();
        assert_eq!(cap(GameKind::Quarto, ""), None);
        assert_eq!(cap(GameKind::Danish, ""), None);
        assert_eq!(cap(GameKind::Danish, "ply_cap=200"), Some(200));
        assert_eq!(cap(GameKind::Quartino, ""), Some(500));
        assert_eq!(cap(GameKind::Quartino, "cap=65535"), Some(65535));
    }

    #[test]
    fn only_a_quartino_claim_shows_a_hidden_card() {
        for kind in GameKind::ALL {
            let game = AnyGame::start(kind, "", 3).unwrap();
            for action in game.legal_actions() {
                assert!(!game.reveals(action), "{kind} {action}");
            }
        }
        let game = AnyGame::start(GameKind::Quartino, "players=2", 1).unwrap();
        let claim = game.parse_action("YBGP@Q0").unwrap();
        assert!(game.reveals(claim));
        assert!(!game.reveals(game.parse_action("Y@C").unwrap()));
        assert!(!game.reveals(game.parse_action("end").unwrap()));
    }

    #[test]
    fn rating_families() {
        let family = |kind, rules: &str| AnyGame::start(kind, rules, 0).unwrap().rating_family();
        assert_eq!(family(GameKind::Quarto, ""), "standard");
        assert_eq!(family(GameKind::Quarto, "squares=yes"), "squares");
        assert_eq!(
            family(GameKind::Quarto, "attributes=height,colour"),
            "standard-2a"
        );
        assert_eq!(family(GameKind::Danish, ""), "standard");
        assert_eq!(family(GameKind::Quartino, "players=2"), "2p");
        assert_eq!(family(GameKind::Quartino, "players=5"), "5p");
        let turns: Vec<u64> = GameKind::ALL.iter().map(|k| k.turns_per_player()).collect();
        assert_eq!(turns, [8, 25, 12]);
    }

    #[test]
    fn marks_at_the_start() {
        let quarto = AnyGame::start(GameKind::Quarto, "", 0).unwrap().marks();
        assert_eq!(quarto.winning_lines, Some(vec![]));
        assert_eq!((quarto.made_squares, quarto.capturable), (None, None));
        let danish = AnyGame::start(GameKind::Danish, "", 0).unwrap().marks();
        assert_eq!(danish.made_squares, Some(vec![vec![], vec![]]));
        assert_eq!(danish.capturable, Some(vec![vec![], vec![]]));
        assert_eq!(danish.winning_lines, None);
        assert_eq!(
            AnyGame::start(GameKind::Quartino, "", 1).unwrap().marks(),
            Marks::default()
        );
    }
}
