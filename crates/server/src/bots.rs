//! The bot pool: the threads bots and analyses search on (one permit per search that may run
//! at once), the idle bots and Quarto! solvers kept for reuse, and the server's stop signal.
//! Handed to each room's driver and to the analysis; it knows nothing of rooms.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use quartet_core::GameKind;
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
