//! The server's clock: milliseconds since the Unix epoch, the time every table, clock and stored
//! action uses. Injected (a [`Time`] is handed to whatever needs the time), so that rooms can be
//! driven by a clock a test sets by hand.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch, now.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// Where the time comes from: the system's clock, or one set by hand.
#[derive(Clone, Debug, Default)]
pub struct Time {
    manual: Option<Arc<AtomicU64>>,
}

impl Time {
    /// The system's clock.
    pub fn system() -> Time {
        Time { manual: None }
    }

    /// A clock that stands at `start` until it is moved by hand ([`Time::set`], [`Time::advance`]).
    pub fn manual(start: u64) -> Time {
        Time {
            manual: Some(Arc::new(AtomicU64::new(start))),
        }
    }

    /// The time now (ms since the epoch).
    pub fn now(&self) -> u64 {
        match &self.manual {
            Some(t) => t.load(Ordering::SeqCst),
            None => now_ms(),
        }
    }

    /// Sets a manual clock (the system's clock ignores it).
    pub fn set(&self, at: u64) {
        if let Some(t) = &self.manual {
            t.store(at, Ordering::SeqCst);
        }
    }

    /// Moves a manual clock on by `ms`.
    pub fn advance(&self, ms: u64) {
        if let Some(t) = &self.manual {
            t.fetch_add(ms, Ordering::SeqCst);
        }
    }
}
