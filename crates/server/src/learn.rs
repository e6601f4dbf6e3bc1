//! Learning to play: the rules of each game ([`rules_view`]), the guided first games (lessons),
//! the puzzles made by the engines (stored, served one at a time and judged, their solutions
//! sent only once a try is over) and the review of finished games with their mistakes played
//! again. The [`Teacher`] holds the judges (each with its Quarto! solvers) and the reviews made
//! lately; the judging runs on the analyses' threads ([`AnalysisPool`]), never on the bots', so
//! that no try or review holds up a game in progress. It knows nothing of HTTP.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use quartet_core::handbook::{self, Block, Span, Style};
use quartet_core::{AnyAction, AnyGame, GameKind, Pov};
use quartet_engine::learn::{
    self, Course, Eval, Judge, JudgeOptions, Puzzle, Review, ReviewOptions, Severity, Theme, Verdict, Why,
};
use quartet_store::{GameStore, StoreError, StoredPuzzle};

use crate::analysis::{AnalysisError, AnalysisPool};
use crate::wire::{
    BlockView, CourseView, DiagramView, EvalKind, EvalView, LessonView, MarksView, PuzzleView, ReviewView,
    RulesView, SectionView, SeverityTag, SolverResult, SpanStyle, SpanView, StepView, TaskView, TryAnswer,
    VerdictTag, WhyView,
};

/// How many reviews are kept, the newest.
const KEPT_REVIEWS: usize = 16;
/// How many puzzles near the player's rating a new puzzle is drawn from.
const NEAR: i64 = 24;
/// The longest line a try may send.
const MAX_LINE: usize = 200;

/// Why a request about learning was refused.
#[derive(Debug, thiserror::Error)]
pub enum LearnError {
    /// No such puzzle, lesson or game.
    #[error("{0}")]
    NotFound(String),
    /// The request does not make sense.
    #[error("{0}")]
    BadRequest(String),
    /// An action of the line is not legal: the words, and the rules' refusal when there is one.
    #[error("{0}")]
    Illegal(String, Option<quartet_core::AnyError>),
    /// A review of a game that goes on.
    #[error("a game is reviewed once it is over")]
    NotOver,
    /// The judge could not decide in time.
    #[error("{0}")]
    TooHard(String),
    /// The server is stopping.
    #[error("the server is stopping")]
    Stopping,
    /// Every judging thread is busy and the queue is full.
    #[error("the server is busy with {0} other analyses and judgements: try again in a few seconds")]
    Busy(usize),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A judging thread failed.
    #[error("{0}")]
    Internal(String),
}

impl From<learn::JudgeError> for LearnError {
    fn from(e: learn::JudgeError) -> LearnError {
        match e {
            learn::JudgeError::Illegal { ref reason, .. } => {
                let rule = reason.clone();
                LearnError::Illegal(e.to_string(), Some(rule))
            }
            learn::JudgeError::Empty => LearnError::Illegal(e.to_string(), None),
            learn::JudgeError::NotThePlayers => LearnError::BadRequest(e.to_string()),
            learn::JudgeError::GoalDoesNotFit { .. } => LearnError::Internal(e.to_string()),
            learn::JudgeError::TooHard(_) => LearnError::TooHard(e.to_string()),
        }
    }
}

/// A game's tag read from a request.
pub fn game_of(text: &str) -> Result<GameKind, LearnError> {
    text.parse::<GameKind>()
        .map_err(|e| LearnError::BadRequest(e.to_string()))
}

/// The judges, the lessons and the reviews made lately.
pub struct Teacher {
    store: Arc<dyn GameStore>,
    threads: AnalysisPool,
    judges: Mutex<Vec<Judge>>,
    reviews: Mutex<VecDeque<(String, Arc<Review>)>>,
    /// Each game's lessons in each language they are written in.
    courses: Vec<(&'static str, Course)>,
}

impl Teacher {
    /// A teacher over the puzzles of `store`, judging on the analyses' `threads`.
    pub fn new(store: Arc<dyn GameStore>, threads: AnalysisPool) -> Teacher {
        let courses = handbook::LANGUAGES
            .into_iter()
            .flat_map(|lang| GameKind::ALL.map(|k| (lang, k)))
            .filter_map(|(lang, k)| match learn::course_in(k, lang) {
                Ok((course, served)) if served == lang => Some((lang, course)),
                _ => None,
            })
            .collect();
        Teacher {
            store,
            threads,
            judges: Mutex::new(Vec::new()),
            reviews: Mutex::new(VecDeque::new()),
            courses,
        }
    }

    /// Adds the puzzles shipped with the engine that the store does not have yet; answers how
    /// many were added.
    pub async fn add_shipped_puzzles(&self) -> Result<usize, LearnError> {
        let puzzles = learn::shipped().map_err(|e| LearnError::Internal(e.to_string()))?;
        let now = crate::time::Time::system().now() as i64;
        let rows: Vec<StoredPuzzle> = puzzles.iter().map(|p| stored(p, now)).collect();
        Ok(self.store.add_puzzles(&rows).await?)
    }

    /// Runs `work` with a judge on one of the analyses' threads.
    async fn with_judge<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Judge) -> T + Send + 'static,
    ) -> Result<T, LearnError> {
        let place = self.threads.place(None).await.map_err(|e| match e {
            AnalysisError::Busy(n) => LearnError::Busy(n),
            AnalysisError::Stopping => LearnError::Stopping,
            other => LearnError::Internal(other.to_string()),
        })?;
        let judge = self.judges.lock().ok().and_then(|mut j| j.pop());
        let (judge, answer) = tokio::task::spawn_blocking(move || {
            let mut judge = judge.unwrap_or_else(|| Judge::new(JudgeOptions::default()));
            let answer = work(&mut judge);
            (judge, answer)
        })
        .await
        .map_err(|e| LearnError::Internal(e.to_string()))?;
        drop(place);
        if let Ok(mut idle) = self.judges.lock()
            && idle.len() < self.threads.threads()
        {
            idle.push(judge);
        }
        Ok(answer)
    }

    // ----- puzzles -----

    /// A puzzle of `kind` near `rating` (of `theme`, if given), none of those in `seen` if
    /// another is near; `draw` picks among the nearest.
    pub async fn next_puzzle(
        &self,
        kind: GameKind,
        rating: i64,
        theme: Option<Theme>,
        seen: &[String],
        draw: u64,
    ) -> Result<PuzzleView, LearnError> {
        let theme_text = theme.map(|t| t.to_string());
        let near = self
            .store
            .puzzles_near(
                kind.tag(),
                theme_text.as_deref(),
                rating,
                NEAR + seen.len() as i64,
            )
            .await?;
        let fresh: Vec<&StoredPuzzle> = near.iter().filter(|p| !seen.contains(&p.id)).collect();
        let pool: Vec<&StoredPuzzle> = if fresh.is_empty() {
            near.iter().collect()
        } else {
            fresh
        };
        let pool = &pool[..pool.len().min(NEAR as usize)];
        let Some(chosen) = pool.get((draw % pool.len().max(1) as u64) as usize) else {
            return Err(LearnError::NotFound(format!(
                "no {} puzzle is stored",
                kind.name()
            )));
        };
        puzzle_view(chosen, None)
    }

    /// The puzzle of the day `day` (days since 1970-01-01) for `kind`.
    pub async fn daily_puzzle(&self, kind: GameKind, day: u64) -> Result<PuzzleView, LearnError> {
        // The days walk the puzzles in a fixed shuffled order: day × a large odd number.
        let index = day.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 16;
        let puzzle = self
            .store
            .puzzle_at(kind.tag(), index)
            .await?
            .ok_or_else(|| LearnError::NotFound(format!("no {} puzzle is stored", kind.name())))?;
        puzzle_view(&puzzle, Some(date_of(day)))
    }

    /// One puzzle.
    pub async fn puzzle(&self, id: &str) -> Result<PuzzleView, LearnError> {
        puzzle_view(&self.load(id).await?, None)
    }

    async fn load(&self, id: &str) -> Result<StoredPuzzle, LearnError> {
        self.store
            .load_puzzle(id)
            .await?
            .ok_or_else(|| LearnError::NotFound(format!("no puzzle with id {id:?}")))
    }

    /// Judges a try at a puzzle; the solution comes with a verdict that ends the try.
    pub async fn try_puzzle(&self, id: &str, line: Vec<String>) -> Result<TryAnswer, LearnError> {
        check_line(&line)?;
        let stored = self.load(id).await?;
        let puzzle = engine_puzzle(&stored)?;
        let task = puzzle.task().map_err(|e| LearnError::Internal(e.to_string()))?;
        let answer = self.judged(task, line).await?;
        let over = answer.verdict != VerdictTag::Continue;
        if over {
            self.store
                .record_try(id, answer.verdict == VerdictTag::Solved)
                .await?;
        }
        Ok(TryAnswer {
            solution: over.then(|| puzzle.solution.clone()),
            ..answer
        })
    }

    /// Judges `line` played from `task`'s start, and words the position after it.
    async fn judged(&self, task: learn::Task, line: Vec<String>) -> Result<TryAnswer, LearnError> {
        let (task, line, verdict) = self
            .with_judge(move |judge| {
                let verdict = judge.judge_text(&task, &line);
                (task, line, verdict)
            })
            .await?;
        let verdict = verdict?;
        let player = task.start.to_move();
        let mut state = task.start.clone();
        for text in &line {
            state
                .play_text(text)
                .map_err(|e| LearnError::Illegal(e.to_string(), Some(e)))?;
        }
        let (tag, replies, why) = match verdict {
            Verdict::Continue { replies } => (VerdictTag::Continue, replies, None),
            Verdict::Solved => (VerdictTag::Solved, Vec::new(), None),
            Verdict::Wrong(why) => (VerdictTag::Wrong, Vec::new(), Some(why_view(&why))),
        };
        for &r in &replies {
            state.play(r).map_err(|e| LearnError::Internal(e.to_string()))?;
        }
        let legal = if tag == VerdictTag::Continue && !state.is_over() && state.to_move() == player {
            state.legal_actions().iter().map(ToString::to_string).collect()
        } else {
            Vec::new()
        };
        Ok(TryAnswer {
            verdict: tag,
            replies: replies.iter().map(ToString::to_string).collect(),
            why,
            view: state.view_text(Some(player)),
            legal,
            marks: state.marks().into(),
            solution: None,
        })
    }

    // ----- lessons -----

    /// A game's lessons in the language with tag `lang`, and the tag of the language they are
    /// in (English where they are not written in `lang`).
    pub fn course(&self, kind: GameKind, lang: &str) -> Result<(CourseView, &'static str), LearnError> {
        let (served, course) = match self.courses.iter().find(|(l, c)| *l == lang && c.kind == kind) {
            Some((l, c)) => (*l, c),
            None => ("en", self.find_course(kind)?),
        };
        let view = CourseView {
            game: kind.into(),
            title: course.title.clone(),
            intro: blocks(kind, &course.intro),
            lessons: course
                .lessons
                .iter()
                .map(|l| LessonView {
                    id: l.id.clone(),
                    title: l.title.clone(),
                    text: blocks(kind, &l.text),
                    instruction: l.instruction.clone(),
                    hint: l.hint.clone(),
                    success: l.success.clone(),
                    goal: l.task.goal.to_string(),
                    task: task_view(&l.task.start),
                })
                .collect(),
        };
        Ok((view, served))
    }

    fn find_course(&self, kind: GameKind) -> Result<&Course, LearnError> {
        self.courses
            .iter()
            .find(|(l, c)| *l == "en" && c.kind == kind)
            .map(|(_, c)| c)
            .ok_or_else(|| LearnError::NotFound(format!("{} has no lessons", kind.name())))
    }

    /// Judges a try at a lesson.
    pub async fn try_lesson(
        &self,
        kind: GameKind,
        id: &str,
        line: Vec<String>,
    ) -> Result<TryAnswer, LearnError> {
        check_line(&line)?;
        let lesson = self
            .find_course(kind)?
            .lessons
            .iter()
            .find(|l| l.id == id)
            .ok_or_else(|| LearnError::NotFound(format!("{} has no lesson {id:?}", kind.name())))?;
        self.judged(lesson.task.clone(), line).await
    }

    // ----- reviews -----

    /// The review of the finished game `id` that starts at `start` and goes on with `actions`
    /// (made once, then kept a while).
    pub async fn review(
        &self,
        id: &str,
        start: AnyGame,
        actions: Vec<AnyAction>,
    ) -> Result<ReviewView, LearnError> {
        let review = self.review_of(id, start, actions).await?;
        Ok(review_view(id, &review))
    }

    async fn review_of(
        &self,
        id: &str,
        start: AnyGame,
        actions: Vec<AnyAction>,
    ) -> Result<Arc<Review>, LearnError> {
        let key = format!("{id}:{}", actions.len());
        if let Some(found) = self
            .reviews
            .lock()
            .ok()
            .and_then(|r| r.iter().find(|(k, _)| *k == key).map(|(_, v)| v.clone()))
        {
            return Ok(found);
        }
        let review = self
            .with_judge(move |judge| learn::review(judge, &start, &actions, &ReviewOptions::default()))
            .await?
            .map_err(|e| LearnError::Internal(e.to_string()))?;
        let review = Arc::new(review);
        if let Ok(mut kept) = self.reviews.lock() {
            kept.push_front((key, review.clone()));
            kept.truncate(KEPT_REVIEWS);
        }
        Ok(review)
    }

    /// Judges a try at the mistake of `ply` of a reviewed game (played again as a puzzle).
    pub async fn try_mistake(
        &self,
        id: &str,
        start: AnyGame,
        actions: Vec<AnyAction>,
        ply: usize,
        line: Vec<String>,
    ) -> Result<TryAnswer, LearnError> {
        check_line(&line)?;
        let review = self.review_of(id, start, actions).await?;
        let puzzle = review
            .puzzle(ply)
            .ok_or_else(|| LearnError::NotFound(format!("action {} of this game was no mistake", ply + 1)))?;
        let task = puzzle.task().map_err(|e| LearnError::Internal(e.to_string()))?;
        let answer = self.judged(task, line).await?;
        let over = answer.verdict != VerdictTag::Continue;
        Ok(TryAnswer {
            solution: over.then(|| puzzle.solution.clone()),
            ..answer
        })
    }
}

/// A line of a try: not too long.
fn check_line(line: &[String]) -> Result<(), LearnError> {
    if line.len() > MAX_LINE || line.iter().any(|a| a.len() > 64) {
        return Err(LearnError::BadRequest(format!(
            "a line is at most {MAX_LINE} actions of at most 64 characters"
        )));
    }
    Ok(())
}

/// A puzzle as stored.
fn stored(p: &Puzzle, now: i64) -> StoredPuzzle {
    StoredPuzzle {
        id: p.id.clone(),
        kind: p.kind.tag().to_string(),
        theme: p.theme.to_string(),
        rating: i64::from(p.rating),
        rules: p.rules.clone(),
        position: p.position.clone(),
        solution: p.solution.join(" "),
        added_at: now,
        tries: 0,
        solved: 0,
    }
}

/// A stored puzzle as the engine's.
fn engine_puzzle(p: &StoredPuzzle) -> Result<Puzzle, LearnError> {
    let corrupt = |what: String| LearnError::Internal(format!("puzzle {}: {what}", p.id));
    let kind: GameKind = p.kind.parse().map_err(|e| corrupt(format!("{e}")))?;
    let theme: Theme = p.theme.parse().map_err(|e| corrupt(format!("{e}")))?;
    Ok(Puzzle::new(
        kind,
        p.rules.clone(),
        p.position.clone(),
        theme,
        p.solution.split_whitespace().map(String::from).collect(),
        u32::try_from(p.rating).unwrap_or(1500),
    ))
}

/// The date of a day counted from 1970-01-01: `2025-11-24`.
pub fn date_of(day: u64) -> String {
    // Howard Hinnant's civil-from-days.
    let z = day as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

fn puzzle_view(p: &StoredPuzzle, day: Option<String>) -> Result<PuzzleView, LearnError> {
    let puzzle = engine_puzzle(p)?;
    let start = puzzle.start().map_err(|e| LearnError::Internal(e.to_string()))?;
    Ok(PuzzleView {
        id: p.id.clone(),
        game: puzzle.kind.into(),
        theme: p.theme.clone(),
        rating: p.rating,
        tries: p.tries,
        solved: p.solved,
        day,
        task: task_view(&start),
    })
}

/// A start position as its player sees it.
fn task_view(start: &AnyGame) -> TaskView {
    let seat = start.to_move();
    TaskView {
        rules: start.rules_text(),
        view: start.view_text(Some(seat)),
        seat: seat.index(),
        players: start.num_players(),
        legal: start.legal_actions().iter().map(ToString::to_string).collect(),
        marks: start.marks().into(),
    }
}

fn spans(spans: &[Span]) -> Vec<SpanView> {
    spans
        .iter()
        .map(|s| SpanView {
            style: match s.style {
                Style::Plain => SpanStyle::Plain,
                Style::Strong => SpanStyle::Strong,
                Style::Emphasis => SpanStyle::Emphasis,
                Style::Code => SpanStyle::Code,
            },
            text: s.text.clone(),
        })
        .collect()
}

/// The highlights a diagram asks for: Quarto!'s lines, Danish Quarto's squares by owner.
fn diagram_marks(game: &AnyGame, marks: &str) -> MarksView {
    let names: Vec<&str> = marks
        .split(',')
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .collect();
    match game {
        AnyGame::Quarto(_) => MarksView {
            winning_lines: Some(
                names
                    .iter()
                    .filter_map(|m| m.parse::<quartet_core::quarto::Alignment>().ok())
                    .map(|a| a.to_string())
                    .collect(),
            ),
            made_squares: None,
        },
        AnyGame::Danish(d) => {
            let position = d.position_now();
            let mut by_seat = vec![Vec::new(), Vec::new()];
            for name in names {
                let corners: Vec<quartet_core::danish::Point> =
                    name.split('-').filter_map(|p| p.parse().ok()).collect();
                let Ok(corners) = <[_; 4]>::try_from(corners) else {
                    continue;
                };
                let Some(square) = quartet_core::danish::Square::from_corners(corners) else {
                    continue;
                };
                for colour in [
                    quartet_core::danish::Colour::White,
                    quartet_core::danish::Colour::Black,
                ] {
                    if position.pieces(colour) & square.corner_mask == square.corner_mask {
                        by_seat[colour as usize].push(square.to_string());
                    }
                }
            }
            MarksView {
                made_squares: Some(by_seat),
                winning_lines: None,
            }
        }
        AnyGame::Quartino(_) => MarksView::default(),
    }
}

fn blocks(kind: GameKind, blocks: &[Block]) -> Vec<BlockView> {
    blocks
        .iter()
        .filter_map(|b| match b {
            Block::Paragraph(s) => Some(BlockView::Paragraph { spans: spans(s) }),
            Block::List(items) => Some(BlockView::List {
                items: items.iter().map(|i| spans(i)).collect(),
            }),
            Block::Fenced(f) if f.kind == "diagram" => {
                let rules = f.field("rules").unwrap_or("");
                let game = AnyGame::from_position(kind, rules, f.field("position").unwrap_or("")).ok()?;
                Some(BlockView::Diagram(DiagramView {
                    position: game.view_text(Some(game.to_move())),
                    rules: game.rules_text(),
                    marks: diagram_marks(&game, f.field("marks").unwrap_or("")),
                    caption: f.field("caption").map(String::from),
                    side: f.field("side") == Some("yes"),
                }))
            }
            Block::Fenced(_) => None,
        })
        .collect()
}

/// A game's rules for newcomers in the language with tag `lang`, and the tag of the language
/// they are in (English where they are not written in `lang`).
pub fn rules_view(kind: GameKind, lang: &str) -> (RulesView, &'static str) {
    let (book, served) = handbook::rules_in(kind, lang);
    let view = RulesView {
        game: kind.into(),
        title: book.title.clone(),
        intro: blocks(kind, &book.intro),
        sections: book
            .sections
            .iter()
            .map(|s| SectionView {
                id: s.id.clone(),
                level: s.level,
                title: s.title.clone(),
                blocks: blocks(kind, &s.blocks),
            })
            .collect(),
    };
    (view, served)
}

/// Why, as data for the wire.
pub fn why_view(why: &Why) -> WhyView {
    let shared =
        |made: &quartet_core::quarto::QuartoMade| made.shared.iter().map(|t| t.word().to_string()).collect();
    match why {
        Why::WinAt { cell, made } => WhyView::WinAt {
            cell: cell.to_string(),
            line: made.alignment.to_string(),
            shared: shared(made),
        },
        Why::GiftWins { piece, cell, made } => WhyView::GiftWins {
            piece: piece.to_string(),
            cell: cell.to_string(),
            line: made.alignment.to_string(),
            shared: shared(made),
        },
        Why::NoSafeGift => WhyView::NoSafeGift,
        Why::NoQuarto { cell } => WhyView::NoQuarto {
            cell: cell.to_string(),
        },
        Why::ClaimMissed { alignment } => WhyView::ClaimMissed {
            line: alignment.to_string(),
        },
        Why::OpponentWins { distance } => WhyView::OpponentWins { distance: *distance },
        Why::WinLost { now } => WhyView::WinLost { now: result(*now) },
        Why::TooSlow { distance, within } => WhyView::TooSlow {
            distance: *distance,
            within: *within,
        },
        Why::NoSquare => WhyView::NoSquare,
        Why::CaptureAllowed { reply, point } => WhyView::CaptureAllowed {
            reply: reply.to_string(),
            point: point.to_string(),
        },
        Why::Escapes { reply } => WhyView::Escapes {
            reply: reply.to_string(),
        },
        Why::Missed { action } => WhyView::Missed {
            action: action.to_string(),
        },
        Why::WinAllowed { reply } => WhyView::WinAllowed {
            reply: reply.to_string(),
        },
        Why::ClaimsLeft { possible, wanted } => WhyView::ClaimsLeft {
            possible: *possible,
            wanted: *wanted,
        },
        Why::CardMissed { card, quarter } => WhyView::CardMissed {
            card: card.to_string(),
            quarter: quarter.to_string(),
        },
        Why::NoCardShows => WhyView::NoCardShows,
        Why::Weaker => WhyView::Weaker,
        Why::GoalDoesNotFit { goal } => WhyView::GoalDoesNotFit {
            goal: goal.to_string(),
        },
    }
}

/// A result as the wire writes it.
fn result(pov: Pov) -> SolverResult {
    match pov {
        Pov::Win => SolverResult::Win,
        Pov::Draw => SolverResult::Draw,
        Pov::Loss => SolverResult::Loss,
    }
}

fn eval_view(eval: Eval) -> EvalView {
    match eval {
        Eval::Exact(v) => EvalView {
            kind: EvalKind::Exact,
            result: Some(result(v.pov)),
            distance: v.distance,
            score: eval.score(),
        },
        Eval::Estimate(s) => EvalView {
            kind: EvalKind::Estimate,
            result: None,
            distance: None,
            score: Some(s),
        },
        Eval::Unknown => EvalView {
            kind: EvalKind::Unknown,
            result: None,
            distance: None,
            score: None,
        },
    }
}

fn review_view(id: &str, review: &Review) -> ReviewView {
    ReviewView {
        id: id.to_string(),
        game: review.start.kind().into(),
        rules: review.start.rules_text(),
        players: review.start.num_players(),
        engine: review.engine.to_string(),
        judge: review.engine.into(),
        steps: review
            .steps
            .iter()
            .map(|s| StepView {
                ply: s.ply,
                seat: s.seat.index(),
                action: s.action.to_string(),
                before: eval_view(s.before),
                after: eval_view(s.after),
                severity: s.severity.map(|x| match x {
                    Severity::Inaccuracy => SeverityTag::Inaccuracy,
                    Severity::Mistake => SeverityTag::Mistake,
                    Severity::Blunder => SeverityTag::Blunder,
                }),
                best: s.best.iter().map(ToString::to_string).collect(),
                why: s.why.as_ref().map(why_view),
                task: review
                    .puzzle(s.ply)
                    .and_then(|p| p.start().ok())
                    .map(|start| task_view(&start)),
            })
            .collect(),
        elapsed_ms: review.elapsed.as_millis() as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_dates() {
        assert_eq!(date_of(0), "1970-01-01");
        assert_eq!(date_of(20_416), "2025-11-24");
        assert_eq!(date_of(11_016), "2000-02-29");
    }

    #[test]
    fn the_rules_of_every_game_are_served_with_their_diagrams() {
        for kind in GameKind::ALL {
            let (view, _) = rules_view(kind, "en");
            let diagrams = view
                .sections
                .iter()
                .flat_map(|s| &s.blocks)
                .filter(|b| matches!(b, BlockView::Diagram(_)))
                .count();
            assert!(diagrams >= 3, "{kind}");
        }
        // A Danish diagram's squares are marked by owner.
        let (danish, _) = rules_view(GameKind::Danish, "en");
        let squares = danish.sections.iter().find(|s| s.id == "squares").unwrap();
        let marks = squares
            .blocks
            .iter()
            .find_map(|b| match b {
                BlockView::Diagram(d) => d.marks.made_squares.clone(),
                _ => None,
            })
            .unwrap();
        assert_eq!(marks[0].len(), 1, "White's square: {marks:?}");
        assert_eq!(marks[1], vec!["c3-d2-e3-d4".to_string()]);
    }
}
