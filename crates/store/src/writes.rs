//! SQLite's writes on a thread of their own: a runtime of one thread that runs the group
//! commits of [`crate::batch`] (which take a game's creation, seats, status and ending with
//! the appends) and the few writes they do not take: takebacks, rematches, offers
//! ([`WriterThread::run`]). (PostgreSQL has many writing connections, sockets of the server's
//! runtime: its writes stay there.)
//!
//! A write transaction is a few statements, and after each the task that runs it waits to be
//! polled again. On the server's runtime that poll waits behind every other task ready to
//! run — thousands of connections under load — and SQLite has one writing connection, held
//! through the whole transaction: with 5,000 games the writes of their creations, seats and
//! endings held it most of the time, and each group of appends waited some 60–80 ms for it
//! (`BENCHMARKS.md`). Here each statement's answer is taken up at once.

use std::future::Future;
use std::sync::Arc;

use tokio::runtime::Handle;
use tokio::sync::oneshot;

use crate::StoreError;

/// The writer's thread and its runtime; the thread ends when this is dropped (writes still
/// running on it are dropped with it: their callers get [`StoreError::Database`]).
pub(crate) struct WriterThread {
    handle: Handle,
    stop: Option<oneshot::Sender<()>>,
}

impl WriterThread {
    /// Starts the thread; `None` when the system gives no thread or runtime (the writes then
    /// run on the caller's runtime, as they would without it).
    pub(crate) fn start() -> Option<Arc<WriterThread>> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .ok()?;
        let handle = runtime.handle().clone();
        let (stop, stopped) = oneshot::channel::<()>();
        std::thread::Builder::new()
            .name("quartet-writes".into())
            .spawn(move || {
                runtime.block_on(async {
                    let _ = stopped.await;
                });
            })
            .ok()?;
        Some(Arc::new(WriterThread {
            handle,
            stop: Some(stop),
        }))
    }

    /// The thread's runtime, to start tasks on.
    pub(crate) fn handle(&self) -> &Handle {
        &self.handle
    }

    /// Runs `write` on the thread and answers what it answers. It runs to its end even if the
    /// caller stops waiting (a write is never cut between its statements).
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        write: impl Future<Output = Result<T, StoreError>> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.handle
            .spawn(write)
            .await
            .map_err(|_| StoreError::Database(sqlx::Error::PoolClosed))?
    }
}

impl Drop for WriterThread {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[tokio::test]
    async fn a_write_runs_on_the_thread_and_answers() {
        let thread = WriterThread::start().unwrap();
        let name = thread
            .run(async { Ok(std::thread::current().name().map(str::to_string)) })
            .await
            .unwrap();
        assert_eq!(name.as_deref(), Some("quartet-writes"));
        let refused: Result<(), StoreError> = thread
            .run(async { Err(StoreError::InvalidInput("no".into())) })
            .await;
        assert!(matches!(refused, Err(StoreError::InvalidInput(_))));
    }

    #[tokio::test]
    async fn a_write_after_the_thread_stopped_is_an_error_not_a_hang() {
        let thread = WriterThread::start().unwrap();
        let handle = thread.handle().clone();
        drop(thread);
        // The runtime is gone once its thread ends: a task sent to it is dropped.
        for _ in 0..100 {
            let answer = handle.spawn(async {}).await;
            if answer.is_err() {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        panic!("the thread did not stop");
    }
}
