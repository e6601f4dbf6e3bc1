//! A puzzle: a position, a theme (which says the goal), the solution the engines found, and a
//! difficulty on the rating scale; one line of text each in the puzzle files
//! (`crates/engine/data/puzzles.tsv`), tab-separated:
//!
//! ```text
//! <id> <game> <theme> <rating> <rules> <position> <solution, actions separated by spaces>
//! ```
//!
//! The id is made from the game, the rules, the position and the theme, so the same puzzle
//! found twice has the same id.

use std::fmt;
use std::str::FromStr;

use quartet_core::{AnyAction, AnyError, AnyGame, GameKind};

use super::judge::Task;
use super::verdict::Goal;

/// What a puzzle asks, as players know it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Theme {
    /// Quarto!: win by your N-th placement (1–4), with one turn only that does it now.
    WinIn(u8),
    /// Quarto!: every piece but one lets your opponent win at once: give that one.
    OnlySafePiece,
    /// Quarto!: one turn only keeps the draw; every other loses.
    OnlyDrawingMove,
    /// Danish Quarto: capture a piece by your N-th move (1–2), whatever your opponent does.
    CaptureIn(u8),
    /// Danish Quarto: make the one square after which your opponent cannot capture back.
    ProtectedSquare,
    /// Quartino: claim two cards this turn.
    ClaimTwo,
    /// A move of your own game that lost ground: find a better one.
    Mistake,
}

impl Theme {
    /// Every theme a game's puzzles are made in, in a fixed order.
    pub fn of(kind: GameKind) -> Vec<Theme> {
        match kind {
            GameKind::Quarto => vec![
                Theme::WinIn(1),
                Theme::WinIn(2),
                Theme::WinIn(3),
                Theme::WinIn(4),
                Theme::OnlySafePiece,
                Theme::OnlyDrawingMove,
            ],
            GameKind::Danish => vec![Theme::CaptureIn(1), Theme::CaptureIn(2), Theme::ProtectedSquare],
            GameKind::Quartino => vec![Theme::ClaimTwo],
        }
    }

    /// The game the theme is for (`None`: any game).
    pub fn game(self) -> Option<GameKind> {
        match self {
            Theme::WinIn(_) | Theme::OnlySafePiece | Theme::OnlyDrawingMove => Some(GameKind::Quarto),
            Theme::CaptureIn(_) | Theme::ProtectedSquare => Some(GameKind::Danish),
            Theme::ClaimTwo => Some(GameKind::Quartino),
            Theme::Mistake => None,
        }
    }

    /// What the player must do.
    pub fn goal(self) -> Goal {
        match self {
            Theme::WinIn(n) => Goal::Win { moves: n },
            Theme::OnlySafePiece | Theme::OnlyDrawingMove | Theme::Mistake => Goal::Hold,
            Theme::CaptureIn(n) => Goal::Capture { moves: n },
            Theme::ProtectedSquare => Goal::ProtectedSquare,
            Theme::ClaimTwo => Goal::Claim { cards: 2 },
        }
    }

    /// The share of a game's puzzles made in this theme when nothing else is asked, in
    /// percent.
    pub fn share(self) -> u32 {
        match self {
            Theme::WinIn(1) => 20,
            Theme::WinIn(2) => 20,
            Theme::WinIn(3) => 15,
            Theme::WinIn(_) => 10,
            Theme::OnlySafePiece => 20,
            Theme::OnlyDrawingMove => 15,
            Theme::CaptureIn(1) => 35,
            Theme::CaptureIn(_) => 35,
            Theme::ProtectedSquare => 30,
            Theme::ClaimTwo => 100,
            Theme::Mistake => 0,
        }
    }
}

impl fmt::Display for Theme {
    /// `win-in-2`, `only-safe-piece`, `only-drawing-move`, `capture-in-1`,
    /// `protected-square`, `claim-two`, `mistake`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Theme::WinIn(n) => write!(f, "win-in-{n}"),
            Theme::OnlySafePiece => f.write_str("only-safe-piece"),
            Theme::OnlyDrawingMove => f.write_str("only-drawing-move"),
            Theme::CaptureIn(n) => write!(f, "capture-in-{n}"),
            Theme::ProtectedSquare => f.write_str("protected-square"),
            Theme::ClaimTwo => f.write_str("claim-two"),
            Theme::Mistake => f.write_str("mistake"),
        }
    }
}

/// The themes, as a message lists them.
pub const THEMES: &str = "win-in-1 … win-in-4, only-safe-piece, only-drawing-move, capture-in-1, capture-in-2, protected-square, claim-two or mistake";

/// A theme's text that is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a theme: expected {THEMES}")]
pub struct BadTheme(pub String);

impl FromStr for Theme {
    type Err = BadTheme;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadTheme(s.chars().take(40).collect());
        let number = |rest: &str, max: u8| rest.parse::<u8>().ok().filter(|n| (1..=max).contains(n));
        Ok(match s.trim() {
            "only-safe-piece" => Theme::OnlySafePiece,
            "only-drawing-move" => Theme::OnlyDrawingMove,
            "protected-square" => Theme::ProtectedSquare,
            "claim-two" => Theme::ClaimTwo,
            "mistake" => Theme::Mistake,
            other => {
                if let Some(n) = other.strip_prefix("win-in-").and_then(|r| number(r, 4)) {
                    Theme::WinIn(n)
                } else if let Some(n) = other.strip_prefix("capture-in-").and_then(|r| number(r, 2)) {
                    Theme::CaptureIn(n)
                } else {
                    return Err(bad());
                }
            }
        })
    }
}

/// A puzzle: a position to solve, its theme, the solution and how hard it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    /// A short id made from the rest (see the module docs): 10 characters `0-9a-z`.
    pub id: String,
    /// Which game.
    pub kind: GameKind,
    /// The rules, as a record's `[Rules]` tag writes them.
    pub rules: String,
    /// The position, in the game's notation (hidden cards included).
    pub position: String,
    /// What to do.
    pub theme: Theme,
    /// The solution found: the player's actions and the replies, in order.
    pub solution: Vec<String>,
    /// How hard, on the rating scale (1500 is the starting rating of a player).
    pub rating: u32,
}

/// What is wrong with a puzzle's line of text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad puzzle: {0}")]
pub struct BadPuzzle(pub String);

impl Puzzle {
    /// A puzzle, its id made from what it is.
    pub fn new(
        kind: GameKind,
        rules: String,
        position: String,
        theme: Theme,
        solution: Vec<String>,
        rating: u32,
    ) -> Puzzle {
        Puzzle {
            id: id_of(kind, &rules, &position, theme),
            kind,
            rules,
            position,
            theme,
            solution,
            rating,
        }
    }

    /// The start position.
    pub fn start(&self) -> Result<AnyGame, AnyError> {
        AnyGame::from_position(self.kind, &self.rules, &self.position)
    }

    /// The task to judge tries against.
    pub fn task(&self) -> Result<Task, AnyError> {
        Ok(Task {
            start: self.start()?,
            goal: self.theme.goal(),
        })
    }

    /// The solution as actions of its game.
    pub fn solution_actions(&self) -> Result<Vec<AnyAction>, AnyError> {
        let mut state = self.start()?;
        self.solution.iter().map(|text| state.play_text(text)).collect()
    }
}

/// A puzzle's rating: a base from what makes it hard, plus up to ±30 drawn from `salt` (a key
/// of the position), so that puzzles alike spread over the scale.
pub(crate) fn spread_rating(base: u32, salt: u128) -> u32 {
    (base + (salt % 61) as u32).saturating_sub(30)
}

/// A stable id: FNV-1a of the puzzle's parts, in base 36.
fn id_of(kind: GameKind, rules: &str, position: &str, theme: Theme) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in [kind.tag(), rules, position, &theme.to_string()] {
        for byte in part.bytes().chain([0]) {
            hash ^= byte as u64;
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    let mut id = String::new();
    for _ in 0..10 {
        let digit = (hash % 36) as u32;
        id.push(char::from_digit(digit, 36).unwrap_or('0'));
        hash /= 36;
    }
    id
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.id,
            self.kind.tag(),
            self.theme,
            self.rating,
            self.rules,
            self.position,
            self.solution.join(" ")
        )
    }
}

impl FromStr for Puzzle {
    type Err = BadPuzzle;

    /// One line of a puzzle file; the puzzle is checked: its position, its solution's
    /// legality, its theme's game and its id.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let fields: Vec<&str> = s.trim_end_matches(['\r', '\n']).split('\t').collect();
        let [id, game, theme, rating, rules, position, solution] = fields.as_slice() else {
            return Err(BadPuzzle(format!(
                "expected 7 fields separated by tabs, found {}",
                fields.len()
            )));
        };
        let kind: GameKind = game
            .parse()
            .map_err(|e: quartet_core::game::UnknownGame| BadPuzzle(e.to_string()))?;
        let theme: Theme = theme.parse().map_err(|e: BadTheme| BadPuzzle(e.to_string()))?;
        if theme.game().is_some_and(|g| g != kind) {
            return Err(BadPuzzle(format!("{theme} is not a theme of {}", kind.name())));
        }
        let rating: u32 = rating
            .parse()
            .ok()
            .filter(|r| (100..=4000).contains(r))
            .ok_or_else(|| BadPuzzle(format!("rating {rating:?}: expected a number from 100 to 4000")))?;
        let puzzle = Puzzle::new(
            kind,
            rules.to_string(),
            position.to_string(),
            theme,
            solution.split_whitespace().map(String::from).collect(),
            rating,
        );
        // The fields first: a bad position or solution is said as such, not as an id that does
        // not match.
        puzzle.solution_actions().map_err(|e| BadPuzzle(e.to_string()))?;
        if puzzle.solution.is_empty() {
            return Err(BadPuzzle("the solution is empty".into()));
        }
        if puzzle.id != *id {
            return Err(BadPuzzle(format!(
                "id {id:?} does not match the puzzle (expected {})",
                puzzle.id
            )));
        }
        Ok(puzzle)
    }
}

/// The puzzle set shipped with the engine (`crates/engine/data/puzzles.tsv`), made by
/// `quartet puzzles generate`.
pub const SHIPPED: &str = include_str!("../../data/puzzles.tsv");

/// Reads the shipped puzzle set.
pub fn shipped() -> Result<Vec<Puzzle>, BadPuzzle> {
    read_puzzles(SHIPPED)
}

/// Reads a puzzle file: one puzzle a line; empty lines and lines starting with `#` are
/// skipped. An error names the line; a puzzle given twice (the same id) is one.
pub fn read_puzzles(text: &str) -> Result<Vec<Puzzle>, BadPuzzle> {
    let mut first_line = std::collections::HashMap::new();
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let puzzle: Puzzle = l
                .parse()
                .map_err(|e: BadPuzzle| BadPuzzle(format!("line {}: {}", i + 1, e.0)))?;
            if let Some(first) = first_line.insert(puzzle.id.clone(), i + 1) {
                return Err(BadPuzzle(format!(
                    "line {}: puzzle {} is given twice (first on line {first})",
                    i + 1,
                    puzzle.id
                )));
            }
            Ok(puzzle)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn themes_read_back() {
        for kind in GameKind::ALL {
            for theme in Theme::of(kind) {
                assert_eq!(theme.to_string().parse::<Theme>(), Ok(theme));
                assert_eq!(theme.game(), Some(kind));
                assert!(theme.goal().fits(kind), "{theme}");
            }
            assert_eq!(Theme::of(kind).iter().map(|t| t.share()).sum::<u32>(), 100);
        }
        assert!("win-in-5".parse::<Theme>().is_err());
        assert!("capture-in-0".parse::<Theme>().is_err());
    }

    /// A Quarto! puzzle won at once on d1.
    fn win_in_one() -> Puzzle {
        Puzzle::new(
            GameKind::Quarto,
            "attributes=height,colour,shape,top squares=no win=auto".into(),
            "..../..../..../13d. 9".into(),
            Theme::WinIn(1),
            vec!["d1".into()],
            900,
        )
    }

    #[test]
    fn a_puzzle_reads_back_and_is_checked() {
        let p = win_in_one();
        assert_eq!(p.id.len(), 10);
        let line = p.to_string();
        assert_eq!(line.parse::<Puzzle>(), Ok(p.clone()));
        let wrong_id = line.replacen(&p.id, "0000000000", 1);
        assert!(
            wrong_id
                .parse::<Puzzle>()
                .unwrap_err()
                .0
                .contains("does not match")
        );
        let illegal = line.replace("\td1", "\tzz");
        assert!(illegal.parse::<Puzzle>().is_err());
        let misfit = line.replace("\twin-in-1\t", "\tclaim-two\t");
        assert!(misfit.parse::<Puzzle>().is_err());
        assert_eq!(read_puzzles(&format!("# puzzles\n\n{line}\n")).unwrap().len(), 1);
        assert!(read_puzzles("x\ty").unwrap_err().0.starts_with("line 1"));
    }

    #[test]
    fn fields_are_checked_before_the_id_and_an_id_is_given_once() {
        let p = win_in_one();
        let line = p.to_string();
        let twice = format!("{line}\n{line}\n");
        let e = read_puzzles(&twice).unwrap_err();
        assert!(
            e.0.starts_with("line 2: puzzle ") && e.0.ends_with("given twice (first on line 1)"),
            "{e}"
        );
        let bad_position = line.replace("..../..../..../13d. 9", "..../..../..../13d. z");
        let e = read_puzzles(&bad_position).unwrap_err();
        assert!(!e.0.contains("does not match"), "{e}");
        assert!(e.0.contains("position"), "{e}");
    }
}
