//! Making a set of puzzles for a game: games played from seed after seed, each searched for
//! puzzles by its game's finder (`find_quarto`, `find_danish`, `find_quartino`), until every
//! theme has its share of the count. Every puzzle's solution has been played through the
//! [`Judge`] step by step, so the judge accepts it.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use quartet_core::{AnyError, AnyGame, GameKind};

use super::judge::{Judge, JudgeError};
use super::puzzle::{Puzzle, Theme};
use super::{find_danish, find_quartino, find_quarto};

/// What to make.
#[derive(Clone, Debug)]
pub struct GenerateOptions {
    /// How many puzzles.
    pub count: usize,
    /// The seed of the first game (game i is played from `seed + i`).
    pub seed: u64,
    /// The rules, as a record's `[Rules]` tag writes them (empty: the defaults).
    pub rules: String,
    /// Only these themes, in equal shares (none: every theme of the game, by its share).
    pub themes: Option<Vec<Theme>>,
    /// The most games played before giving up on the count.
    pub max_games: u64,
}

/// What was made.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The puzzles, in the order found.
    pub puzzles: Vec<Puzzle>,
    /// Games played.
    pub games: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// Why puzzles could not be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// The rules do not read.
    #[error("rules: {0}")]
    Rules(#[from] AnyError),
    /// A theme of another game.
    #[error("{theme} is not a theme of {game}")]
    Theme {
        /// The theme.
        theme: Theme,
        /// The game's name.
        game: &'static str,
    },
    /// The judge failed.
    #[error(transparent)]
    Judge(#[from] JudgeError),
}

/// How many puzzles of each theme make `count`.
fn quotas(kind: GameKind, count: usize, themes: &Option<Vec<Theme>>) -> Vec<(Theme, usize)> {
    let chosen: Vec<(Theme, u32)> = match themes {
        Some(list) => list
            .iter()
            .map(|&t| (t, 100 / list.len().max(1) as u32))
            .collect(),
        None => Theme::of(kind).into_iter().map(|t| (t, t.share())).collect(),
    };
    let total: u32 = chosen.iter().map(|c| c.1).sum::<u32>().max(1);
    let mut out: Vec<(Theme, usize)> = chosen
        .iter()
        .map(|&(t, share)| (t, count * share as usize / total as usize))
        .collect();
    let mut left = count - out.iter().map(|q| q.1).sum::<usize>();
    for q in out.iter_mut() {
        if left == 0 {
            break;
        }
        q.1 += 1;
        left -= 1;
    }
    out
}

/// Makes `options.count` puzzles of `kind`, calling `found` with each as it comes.
pub fn generate(
    kind: GameKind,
    options: &GenerateOptions,
    judge: &mut Judge,
    found: &mut dyn FnMut(&Puzzle),
) -> Result<Generated, GenerateError> {
    if let Some(themes) = &options.themes
        && let Some(&theme) = themes.iter().find(|t| t.game() != Some(kind))
    {
        return Err(GenerateError::Theme {
            theme,
            game: kind.name(),
        });
    }
    let start = AnyGame::start(kind, &options.rules, 0)?;
    let started = Instant::now();
    let mut quotas = quotas(kind, options.count, &options.themes);
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut ids: HashSet<String> = HashSet::new();
    let mut keys: HashSet<u128> = HashSet::new();
    let mut positions: HashSet<String> = HashSet::new();
    let mut games = 0;
    while puzzles.len() < options.count && games < options.max_games {
        let seed = options.seed.wrapping_add(games);
        games += 1;
        let open: Vec<Theme> = quotas.iter().filter(|q| q.1 > 0).map(|q| q.0).collect();
        let wanted = |t: Theme| open.contains(&t);
        let mut new = Vec::new();
        match &start {
            AnyGame::Quarto(q) => find_quarto::find(judge, q.rules(), seed, &wanted, &mut keys, &mut new)?,
            AnyGame::Danish(d) => {
                use quartet_core::Game;
                find_danish::find(judge, *d.config(), seed, &wanted, &mut keys, &mut new)?
            }
            AnyGame::Quartino(g) => {
                use quartet_core::Game;
                find_quartino::find(judge, g.config(), seed, &wanted, &mut positions, &mut new)?
            }
        }
        // One puzzle of a theme a game (the finders may find more at one point of the game,
        // all alike): drawn from the seed.
        let mut rng = quartet_core::chance::Rng::new(seed);
        rng.shuffle(&mut new);
        let mut taken: Vec<Theme> = Vec::new();
        new.retain(|p| {
            let first = !taken.contains(&p.theme);
            taken.push(p.theme);
            first
        });
        for puzzle in new {
            let Some(quota) = quotas.iter_mut().find(|q| q.0 == puzzle.theme && q.1 > 0) else {
                continue;
            };
            if !ids.insert(puzzle.id.clone()) {
                continue;
            }
            quota.1 -= 1;
            found(&puzzle);
            puzzles.push(puzzle);
        }
    }
    Ok(Generated {
        puzzles,
        games,
        elapsed: started.elapsed(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::judge::JudgeOptions;
    use crate::learn::verdict::Verdict;

    fn small_judge() -> Judge {
        Judge::new(JudgeOptions {
            hash_mib: 16,
            ..JudgeOptions::default()
        })
    }

    #[test]
    fn quotas_add_up() {
        let q = quotas(GameKind::Quarto, 10, &None);
        assert_eq!(q.iter().map(|x| x.1).sum::<usize>(), 10);
        let q = quotas(GameKind::Danish, 7, &Some(vec![Theme::CaptureIn(2)]));
        assert_eq!(q, vec![(Theme::CaptureIn(2), 7)]);
    }

    /// Every puzzle made is solved by its own solution, and no try of another first action
    /// solves a puzzle whose first action is unique.
    fn check(kind: GameKind, options: GenerateOptions) {
        let mut judge = small_judge();
        let made = generate(kind, &options, &mut judge, &mut |_| {}).unwrap();
        assert_eq!(made.puzzles.len(), options.count, "{kind}: {} games", made.games);
        for p in &made.puzzles {
            let task = p.task().unwrap();
            let solution = p.solution_actions().unwrap();
            // The whole solution is accepted: the last step solves it.
            let mut line = Vec::new();
            let mut state = task.start.clone();
            let mut last = None;
            for &a in &solution {
                line.push(a);
                let mine = state.to_move() == task.start.to_move();
                state.play(a).unwrap();
                if mine {
                    last = Some(judge.judge(&task, &line).unwrap());
                }
            }
            assert_eq!(last, Some(Verdict::Solved), "{p}");
            // Every other first action is wrong (every theme but Quartino's has one way only;
            // a Danish landing may choose between captures).
            if p.kind != GameKind::Quartino {
                let first = solution[0];
                let same = |a: quartet_core::AnyAction| match (a, first) {
                    (quartet_core::AnyAction::Danish(x), quartet_core::AnyAction::Danish(y)) => {
                        x.landing() == y.landing()
                            && std::mem::discriminant(&x) == std::mem::discriminant(&y)
                            && x.to_string().split('x').next() == y.to_string().split('x').next()
                    }
                    _ => a == first,
                };
                let others: Vec<_> = task
                    .start
                    .legal_actions()
                    .into_iter()
                    .filter(|&a| !same(a))
                    .collect();
                assert!(!others.is_empty(), "{p}");
                for a in others {
                    let verdict = judge.judge(&task, &[a]).unwrap();
                    assert!(
                        matches!(verdict, Verdict::Wrong(_)),
                        "{p}: {a} is judged {verdict:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn quarto_puzzles_are_solved_by_their_solution_and_only_by_it() {
        for theme in [
            Theme::WinIn(1),
            Theme::WinIn(2),
            Theme::OnlySafePiece,
            Theme::OnlyDrawingMove,
        ] {
            let options = GenerateOptions {
                count: 2,
                seed: 11,
                rules: String::new(),
                themes: Some(vec![theme]),
                max_games: 400,
            };
            check(GameKind::Quarto, options);
        }
    }

    #[test]
    fn danish_puzzles_are_solved_by_their_solution() {
        let options = GenerateOptions {
            count: 6,
            seed: 5,
            rules: String::new(),
            themes: None,
            max_games: 400,
        };
        check(GameKind::Danish, options);
    }

    #[test]
    fn quartino_puzzles_are_solved_by_their_solution() {
        let options = GenerateOptions {
            count: 2,
            seed: 3,
            rules: String::new(),
            themes: None,
            max_games: 400,
        };
        check(GameKind::Quartino, options);
    }
}
