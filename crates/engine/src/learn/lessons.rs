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

use quartet_core::handbook::{Block, Fenced, Handbook, LANGUAGES};
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

/// The text of a game's lessons in the language with tag `lang` (`docs/learn/<lang>/<game>.md`,
/// one of `quartet_core::handbook::LANGUAGES`), if they are written in it; `en` is
/// [`lessons_text`].
pub fn lessons_text_in(kind: GameKind, lang: &str) -> Option<&'static str> {
    use GameKind::{Danish, Quartino, Quarto};
    Some(match (lang, kind) {
        ("en", _) => lessons_text(kind),
        ("ro", Quarto) => include_str!("../../../../docs/learn/ro/quarto.md"),
        ("ro", Danish) => include_str!("../../../../docs/learn/ro/danish.md"),
        ("ro", Quartino) => include_str!("../../../../docs/learn/ro/quartino.md"),
        ("es", Quarto) => include_str!("../../../../docs/learn/es/quarto.md"),
        ("es", Danish) => include_str!("../../../../docs/learn/es/danish.md"),
        ("es", Quartino) => include_str!("../../../../docs/learn/es/quartino.md"),
        ("fr", Quarto) => include_str!("../../../../docs/learn/fr/quarto.md"),
        ("fr", Danish) => include_str!("../../../../docs/learn/fr/danish.md"),
        ("fr", Quartino) => include_str!("../../../../docs/learn/fr/quartino.md"),
        ("cs", Quarto) => include_str!("../../../../docs/learn/cs/quarto.md"),
        ("cs", Danish) => include_str!("../../../../docs/learn/cs/danish.md"),
        ("cs", Quartino) => include_str!("../../../../docs/learn/cs/quartino.md"),
        ("it", Quarto) => include_str!("../../../../docs/learn/it/quarto.md"),
        ("it", Danish) => include_str!("../../../../docs/learn/it/danish.md"),
        ("it", Quartino) => include_str!("../../../../docs/learn/it/quartino.md"),
        _ => return None,
    })
}

/// A game's lessons, read from their text (English).
pub fn course(kind: GameKind) -> Result<Course, BadLesson> {
    read(kind, lessons_text(kind))
}

/// A game's lessons in the language with tag `lang`, and the tag of the language they are in:
/// English where they are not written in `lang`.
pub fn course_in(kind: GameKind, lang: &str) -> Result<(Course, &'static str), BadLesson> {
    match (
        lessons_text_in(kind, lang),
        LANGUAGES.into_iter().find(|l| *l == lang),
    ) {
        (Some(text), Some(served)) => Ok((read(kind, text)?, served)),
        _ => Ok((course(kind)?, "en")),
    }
}

/// The fields of a ```` ```lesson ```` block that are words, translated; the others are the
/// same in every language.
pub const PROSE: [&str; 3] = ["task", "hint", "success"];

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
    fn every_translation_has_the_english_lessons_positions_and_steps() {
        for kind in GameKind::ALL {
            let english = Handbook::parse(lessons_text(kind)).unwrap().frame(&PROSE);
            let lessons = course(kind).unwrap().lessons;
            for lang in LANGUAGES {
                let text =
                    lessons_text_in(kind, lang).unwrap_or_else(|| panic!("{kind} has no lessons in {lang}"));
                let frame = Handbook::parse(text).unwrap().frame(&PROSE);
                for (i, (en, other)) in english.iter().zip(&frame).enumerate() {
                    assert_eq!(other, en, "{kind}, {lang}: part {i} differs from English");
                }
                assert_eq!(frame.len(), english.len(), "{kind}, {lang}: parts");
                let (translated, served) = course_in(kind, lang).unwrap_or_else(|e| panic!("{lang}: {e}"));
                assert_eq!(served, lang);
                for (en, other) in lessons.iter().zip(&translated.lessons) {
                    // Same task, same steps; words of its own.
                    assert_eq!(
                        (&other.task, &other.answer, &other.wrong),
                        (&en.task, &en.answer, &en.wrong)
                    );
                    if lang != "en" {
                        assert!(
                            other.instruction != en.instruction && other.hint != en.hint,
                            "{kind}, {lang}: {} untranslated",
                            en.id
                        );
                    }
                }
            }
        }
        let (course, served) = course_in(GameKind::Danish, "de").unwrap();
        assert_eq!((course.title.as_str(), served), ("Learn Danish Quarto", "en"));
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
