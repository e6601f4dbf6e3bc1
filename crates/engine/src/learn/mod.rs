//! The engines as teachers: tasks on prepared positions judged move by move (the lessons and
//! the puzzles), puzzles found by the engines in games they play, and the review of a finished
//! game with the mistakes marked.
//!
//! * [`verdict`] — the words they speak in, as data: [`Goal`], [`Verdict`], [`Why`],
//!   [`Severity`]; the shells put them into words;
//! * [`quarto`], [`danish`], [`quartino`] — each game's teacher: exact values (Quarto!), the
//!   captures a move or two ahead and the strongest engine's evaluation (Danish Quarto), the
//!   claims a turn can still make (Quartino), and the verdict on a try;
//! * [`judge`] — the [`Judge`] of a [`Task`] and a line of actions;
//! * [`puzzle`] — a puzzle, its theme and its line of text; [`generate`](mod@generate) — puzzles
//!   found in games the engines play (each game's finder: `find_quarto`, `find_danish`,
//!   `find_quartino`), every solution checked by the judge;
//! * [`review`](mod@review) — a finished game reviewed action by action, each mistake a puzzle;
//! * [`lessons`] — the guided first games (`docs/learn/`), tasks on prepared positions.

pub mod danish;
mod find_danish;
mod find_quartino;
mod find_quarto;
pub mod generate;
pub mod judge;
pub mod lessons;
pub mod puzzle;
pub mod quartino;
pub mod quarto;
pub mod review;
pub mod verdict;

pub use generate::{GenerateError, GenerateOptions, Generated, generate};
pub use judge::{Judge, JudgeError, JudgeOptions, Task};
pub use lessons::{BadLesson, Course, Lesson, course, course_in};
pub use puzzle::{BadPuzzle, BadTheme, Puzzle, THEMES, Theme, read_puzzles, shipped};
pub use review::{Eval, Review, ReviewEngine, ReviewError, ReviewOptions, Step, review};
pub use verdict::{BadGoal, Goal, Severity, Verdict, Why};
