//! The guided first games: short lessons, each on a position prepared for it, read from
//! `docs/learn/<game>.md` (the format of `quartet_core::handbook`). A lesson is a section whose
//! ```` ```lesson ```` block sets the task:
//!
//! ```text
//! position: the position, in the game's notation
//! rules:    the rules (optional, as a record's [Rules] tag)
//! moves:    actions played from the position first (optional: a claim open in announce mode)
//! goal:     what to do (see `Goal`: win 1, safe-gift, block, claim 1, …)
//! task:     the instruction, one sentence
//! hint:     a hint, for whoever asks or tries wrong
//! success:  what the player is told once it is done
//! answer:   a line that solves it, and wrong: a first action that does not (the tests play both)
//! ```
//!
//! Tries are judged like puzzles' (a [`Task`] and the [`Judge`](super::Judge)).

use quartet_core::handbook::{Block, Fenced, Handbook};
use quartet_core::{AnyGame, GameKind};

use super::judge::Task;
use super::verdict::Goal;

/// One lesson.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// Its anchor in the text (`quarto`, `safe-gift`, …).
    pub id: String,
    /// Its title.
    pub title: String,
    /// The explanation before the task.
    pub text: Vec<Block>,
    /// The prepared position and the goal.
    pub task: Task,
    /// What to do, in a sentence.
    pub instruction: String,
    /// A hint.
    pub hint: String,
    /// What the player is told once it is done.
    pub success: String,
    /// A line that solves it (for the tests).
    pub answer: Vec<String>,
    /// A first action that does not (for the tests).
    pub wrong: Vec<String>,
}

/// A game's lessons.
#[derive(Clone, Debug, PartialEq)]
pub struct Course {
    /// Which game.
    pub kind: GameKind,
    /// The course's title.
    pub title: String,
    /// What comes before the first lesson.
    pub intro: Vec<Block>,
    /// The lessons, in order.
    pub lessons: Vec<Lesson>,
}

/// What is wrong with a lesson text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("lessons of {game}: {reason}")]
pub struct BadLesson {
    /// The game's name.
    pub game: &'static str,
    /// What is wrong.
    pub reason: String,
}

/// The text of a game's lessons.
pub fn lessons_text(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Quarto => include_str!("../../../../docs/learn/quarto.md"),
        GameKind::Danish => include_str!("../../../../docs/learn/danish.md"),
        GameKind::Quartino => include_str!("../../../../docs/learn/quartino.md"),
    }
}

/// A game's lessons, read from their text.
pub fn course(kind: GameKind) -> Result<Course, BadLesson> {
    read(kind, lessons_text(kind))
}

/// Reads lessons of `kind` from `text`.
pub fn read(kind: GameKind, text: &str) -> Result<Course, BadLesson> {
    let bad = |reason: String| BadLesson {
        game: kind.name(),
        reason,
    };
    let book = Handbook::parse(text).map_err(|e| bad(e.to_string()))?;
    let mut lessons = Vec::new();
    for section in &book.sections {
        let blocks = section.blocks.iter();
        let fenced: Vec<&Fenced> = blocks
            .clone()
            .filter_map(|b| match b {
                Block::Fenced(f) if f.kind == "lesson" => Some(f),
                _ => None,
            })
            .collect();
        let [f] = fenced.as_slice() else {
            return Err(bad(format!(
                "section {:?} has {} lesson blocks; expected one",
                section.id,
                fenced.len()
            )));
        };
        let field = |key: &str| {
            f.field(key)
                .map(str::to_string)
                .ok_or_else(|| bad(format!("lesson {:?} has no {key}:", section.id)))
        };
        let position = field("position")?;
        let rules = f.field("rules").unwrap_or("");
        let mut start = AnyGame::from_position(kind, rules, &position)
            .map_err(|e| bad(format!("lesson {:?}: {e}", section.id)))?;
        for text in f.field("moves").unwrap_or("").split_whitespace() {
            start
                .play_text(text)
                .map_err(|e| bad(format!("lesson {:?}, move {text}: {e}", section.id)))?;
        }
        let goal: Goal = field("goal")?
            .parse()
            .map_err(|e| bad(format!("lesson {:?}: {e}", section.id)))?;
        if !goal.fits(kind) {
            return Err(bad(format!(
                "lesson {:?}: {goal} is not a goal of this game",
                section.id
            )));
        }
        let words = |key: &str| -> Result<Vec<String>, BadLesson> {
            Ok(field(key)?.split_whitespace().map(String::from).collect())
        };
        lessons.push(Lesson {
            id: section.id.clone(),
            title: section.title.clone(),
            text: blocks
                .filter(|b| !matches!(b, Block::Fenced(_)))
                .cloned()
                .collect(),
            task: Task { start, goal },
            instruction: field("task")?,
            hint: field("hint")?,
            success: field("success")?,
            answer: words("answer")?,
            wrong: words("wrong")?,
        });
    }
    if lessons.is_empty() {
        return Err(bad("no lesson".into()));
    }
    Ok(Course {
        kind,
        title: book.title,
        intro: book.intro,
        lessons,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::judge::{Judge, JudgeOptions};
    use crate::learn::verdict::Verdict;

    #[test]
    fn every_lesson_is_solved_by_its_answer_and_not_by_its_wrong_move() {
        let mut judge = Judge::new(JudgeOptions {
            hash_mib: 8,
            ..JudgeOptions::default()
        });
        for kind in GameKind::ALL {
            let course = course(kind).unwrap_or_else(|e| panic!("{e}"));
            assert!(
                course.lessons.len() >= 5,
                "{kind}: {} lessons",
                course.lessons.len()
            );
            for lesson in &course.lessons {
                let name = format!("{kind} lesson {}", lesson.id);
                // The answer: right at every step, solved at the end.
                for i in 1..=lesson.answer.len() {
                    let verdict = judge.judge_text(&lesson.task, &lesson.answer[..i]).unwrap();
                    let last = i == lesson.answer.len();
                    match (&verdict, last) {
                        (Verdict::Solved, true) | (Verdict::Continue { .. }, false) => {}
                        _ => panic!("{name}: after {:?}: {verdict:?}", &lesson.answer[..i]),
                    }
                }
                let verdict = judge.judge_text(&lesson.task, &lesson.wrong).unwrap();
                assert!(
                    matches!(verdict, Verdict::Wrong(_)),
                    "{name}: {:?} is {verdict:?}",
                    lesson.wrong
                );
                assert!(!lesson.text.is_empty() && !lesson.hint.is_empty(), "{name}");
            }
        }
    }

    #[test]
    fn a_lesson_text_that_does_not_read_says_why() {
        let missing = "# L\n\n## One {#one}\n\nText.\n\n```lesson\nposition: ..../..../..../.... -\n```\n";
        assert!(
            read(GameKind::Quarto, missing)
                .unwrap_err()
                .reason
                .contains("has no goal:")
        );
        let wrong_goal =
            "# L\n\n## One {#one}\n\n```lesson\nposition: ..../..../..../.... -\ngoal: claim 2\n```\n";
        assert!(
            read(GameKind::Quarto, wrong_goal)
                .unwrap_err()
                .reason
                .contains("not a goal")
        );
        assert!(read(GameKind::Quarto, "# L\n\n## One\n\nNo task.\n").is_err());
    }
}
