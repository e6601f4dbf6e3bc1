//! The shipped puzzle set: enough of every game, every line reads (positions and solutions
//! legal, ids matching), and a sample of each game is solved by its own solution and refused
//! at a wrong first action (the whole set: `quartet puzzles check crates/engine/data/puzzles.tsv`).

use quartet_core::GameKind;
use quartet_engine::learn::{Judge, JudgeOptions, Theme, Verdict, shipped};

#[test]
fn the_shipped_set_has_enough_of_every_game() {
    let puzzles = shipped().expect("the shipped puzzles read");
    let count = |kind: GameKind| puzzles.iter().filter(|p| p.kind == kind).count();
    assert!(count(GameKind::Quarto) >= 500, "{}", count(GameKind::Quarto));
    assert!(count(GameKind::Danish) >= 200, "{}", count(GameKind::Danish));
    assert!(count(GameKind::Quartino) >= 100, "{}", count(GameKind::Quartino));
    for kind in GameKind::ALL {
        for theme in Theme::of(kind) {
            assert!(
                puzzles.iter().any(|p| p.theme == theme),
                "no {theme} puzzle in the shipped set"
            );
        }
    }
    let mut ids: Vec<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), puzzles.len(), "ids are unique");
}

#[test]
fn a_sample_of_each_game_is_solved_by_its_solution() {
    let puzzles = shipped().unwrap();
    let mut judge = Judge::new(JudgeOptions {
        hash_mib: 16,
        ..JudgeOptions::default()
    });
    for kind in GameKind::ALL {
        // Every 25th puzzle of the game: a spread over its themes.
        for p in puzzles.iter().filter(|p| p.kind == kind).step_by(25) {
            let task = p.task().unwrap();
            let solution = p.solution_actions().unwrap();
            let player = task.start.to_move();
            let mut state = task.start.clone();
            let mut last = None;
            for (i, &a) in solution.iter().enumerate() {
                let mine = state.to_move() == player;
                state.play(a).unwrap();
                if mine {
                    last = Some(judge.judge(&task, &solution[..=i]).unwrap());
                }
            }
            assert_eq!(last, Some(Verdict::Solved), "{p}");
            // A first action no solution starts with is wrong (Quartino's turns have many).
            if kind != GameKind::Quartino {
                let wrong =
                    task.start.legal_actions().into_iter().find(|a| {
                        a.to_string().split('x').next() != solution[0].to_string().split('x').next()
                    });
                if let Some(a) = wrong {
                    let verdict = judge.judge(&task, &[a]).unwrap();
                    assert!(
                        matches!(verdict, Verdict::Wrong(_)),
                        "{p}: {a} is judged {verdict:?}"
                    );
                }
            }
        }
    }
}
