//! The bot pool: the threads bots search on (one permit per search that may run at once), the
//! idle bots and Quarto! solvers kept for reuse, and the server's stop signal; and how long a
//! bot on a clock may think ([`think_time`]). Handed to each room's driver and to the analysis
//! (which lends its solvers); it knows nothing of rooms.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use quartet_core::GameKind;
use quartet_core::clock::TimeControl;
use quartet_core::quarto::Rules;
use quartet_engine::any::AnyBot;
use quartet_engine::levels::Level;
use quartet_engine::quarto::Solver;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};

use crate::token;

/// The most idle solvers kept.
const IDLE_SOLVERS: usize = 2;

/// Idle bots by game and level.
type IdleBots = HashMap<(GameKind, Level), Vec<AnyBot>>;

/// The least a bot on a clock is given to think (a search needs a moment to answer at all).
pub const LEAST_THINK: Duration = Duration::from_millis(10);
/// Kept back from a bot's time, beside a tenth of it, for what is not its search: the hand-over
/// to its thread, storing its action, the room's lock.
pub const THINK_RESERVE_MS: u64 = 100;
/// A game clock's time is spread over about this many turns still to play.
pub const TURNS_AHEAD: u64 = 20;

/// How long a bot whose running clock (of `control`) has `left_ms` may search for its next
/// action; `None` without a clock (its level's own budget then). Its level's budget and time
/// cap still bind when smaller, so that a bot plays at its level whenever the clock allows.
///
/// * The reserve ([`THINK_RESERVE_MS`] and a tenth of what is left) is never thought away.
/// * A turn may take several actions of the same seat on the same running clock (Quarto!'s
///   placement then gift, Quartino's tokens and claims): each action takes at most half of
///   what is usable, so that any number of them fits in the turn.
/// * On a game clock (`10m+5s`), an action takes a [`TURNS_AHEAD`]th of what is usable plus
///   three quarters of the increment, and never more than half.
pub fn think_time(control: TimeControl, left_ms: u64) -> Option<Duration> {
    let usable = left_ms.saturating_sub(THINK_RESERVE_MS + left_ms / 10);
    let ms = match control {
        TimeControl::Unlimited => return None,
        TimeControl::PerMove { .. } => usable / 2,
        TimeControl::Total { increment_ms, .. } => {
            (usable / TURNS_AHEAD + increment_ms / 4 * 3).min(usable / 2)
        }
    };
    Some(Duration::from_millis(ms).max(LEAST_THINK))
}

/// The bots' threads, idle bots and solvers, and the stop signal (cheap to clone: shared).
#[derive(Clone)]
pub struct BotPool {
    permits: Arc<Semaphore>,
    threads: usize,
    idle_bots: Arc<Mutex<IdleBots>>,
    idle_solvers: Arc<Mutex<Vec<Solver>>>,
    shutdown: watch::Receiver<bool>,
}

impl BotPool {
    /// A pool of `threads` searches at once (at least 1) that stops when `shutdown` turns true.
    pub fn new(threads: usize, shutdown: watch::Receiver<bool>) -> BotPool {
        let threads = threads.max(1);
        BotPool {
            permits: Arc::new(Semaphore::new(threads)),
            threads,
            idle_bots: Arc::default(),
            idle_solvers: Arc::default(),
            shutdown,
        }
    }

    /// How many searches may run at once.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Waits for a thread to search on; `None` once the pool is closed.
    pub async fn permit(&self) -> Option<OwnedSemaphorePermit> {
        self.permits.clone().acquire_owned().await.ok()
    }

    /// Whether the server is stopping.
    pub fn is_stopping(&self) -> bool {
        *self.shutdown.borrow()
    }

    /// A receiver of the stop signal.
    pub fn shutdown(&self) -> watch::Receiver<bool> {
        self.shutdown.clone()
    }

    /// Waits (at most until the permits are all free) for the searches in flight to end.
    pub async fn drain(&self) {
        let _ = self.permits.acquire_many(self.threads as u32).await;
    }

    /// A bot of this game and level: an idle one, or a new one.
    pub fn take_bot(&self, kind: GameKind, level: Level) -> Result<AnyBot, String> {
        if let Some(bot) = self
            .idle_bots
            .lock()
            .ok()
            .and_then(|mut idle| idle.get_mut(&(kind, level)).and_then(Vec::pop))
        {
            return Ok(bot);
        }
        AnyBot::new(kind, level, token::new_seed()).map_err(|e| e.to_string())
    }

    /// Gives a bot back for later searches (at most one per thread of each kind is kept).
    pub fn return_bot(&self, kind: GameKind, level: Level, bot: AnyBot) {
        if let Ok(mut idle) = self.idle_bots.lock() {
            let slot = idle.entry((kind, level)).or_default();
            if slot.len() < self.threads {
                slot.push(bot);
            }
        }
    }

    /// An idle solver for these rules, if one is kept.
    pub fn take_solver(&self, rules: Rules) -> Option<Solver> {
        let mut idle = self.idle_solvers.lock().ok()?;
        let i = idle
            .iter()
            .position(|s| s.rules().attributes == rules.attributes && s.rules().squares == rules.squares)?;
        Some(idle.swap_remove(i))
    }

    /// Gives a solver back (a few are kept).
    pub fn return_solver(&self, solver: Solver) {
        if let Ok(mut idle) = self.idle_solvers.lock()
            && idle.len() < IDLE_SOLVERS
        {
            idle.push(solver);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bot_thinks_within_what_its_clock_leaves() {
        let per_move = TimeControl::PerMove { limit_ms: 1_000 };
        assert_eq!(think_time(TimeControl::Unlimited, u64::MAX), None);
        // 1 s a turn: 800 ms usable, 400 ms for the first action, and the actions after it
        // in the same turn each half of what is left: all of them fit.
        assert_eq!(think_time(per_move, 1_000), Some(Duration::from_millis(400)));
        let mut left = 1_000u64;
        for _ in 0..10 {
            let think = think_time(per_move, left).unwrap().as_millis() as u64;
            // What a search does not think away: its hand-over and storing (a few ms).
            left = left.saturating_sub(think + 5);
        }
        assert!(left >= 50, "{left} ms left after ten actions");
        let game = TimeControl::Total {
            initial_ms: 60_000,
            increment_ms: 2_000,
        };
        // A minute and 2 s a turn: a twentieth of 53.9 s, plus 1.5 s.
        assert_eq!(think_time(game, 60_000), Some(Duration::from_millis(4_195)));
        // Never more than half of what is usable, and never nothing.
        assert_eq!(think_time(game, 2_000), Some(Duration::from_millis(850)));
        assert_eq!(think_time(game, 50), Some(LEAST_THINK));
    }

    #[tokio::test]
    async fn bots_are_kept_for_reuse_up_to_one_per_thread() {
        let (_stop, stopped) = watch::channel(false);
        let pool = BotPool::new(1, stopped);
        let a = pool.take_bot(GameKind::Quarto, Level::Casual).unwrap();
        let b = pool.take_bot(GameKind::Quarto, Level::Casual).unwrap();
        pool.return_bot(GameKind::Quarto, Level::Casual, a);
        pool.return_bot(GameKind::Quarto, Level::Casual, b);
        assert_eq!(
            pool.idle_bots.lock().unwrap()[&(GameKind::Quarto, Level::Casual)].len(),
            1
        );
        assert!(pool.take_bot(GameKind::Danish, Level::Perfect).is_err());
        let permit = pool.permit().await.unwrap();
        assert_eq!(pool.permits.available_permits(), 0);
        drop(permit);
        pool.drain().await;
        assert!(!pool.is_stopping());
    }
}
