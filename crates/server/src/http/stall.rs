//! A connection's writes with a time limit: a client that takes none of what the server sends
//! (it does not read its HTTP answer or its WebSocket) for [`crate::Limits::write_timeout_ms`]
//! gets its connection closed, so that it holds no connection's place, no memory and no task.
//! The limit counts from the first write that could not go out at once and restarts with every
//! write that goes out: a slow reader that keeps reading stays. It wraps the whole connection,
//! so a WebSocket upgraded from it keeps the limit.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Sleep;

/// A connection whose writes fail once none could go out for the time limit.
pub struct Stall<S> {
    inner: S,
    limit: Duration,
    /// Since when a write waits (armed at its first `Pending`).
    waiting: Option<Pin<Box<Sleep>>>,
}

impl<S> Stall<S> {
    /// `inner`, its writes limited to `limit` without progress.
    pub fn new(inner: S, limit: Duration) -> Stall<S> {
        Stall {
            inner,
            limit,
            waiting: None,
        }
    }

    /// Passes a write's result on, and fails a write that waited past the limit.
    fn watch<T>(&mut self, cx: &mut Context<'_>, polled: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        if polled.is_ready() {
            self.waiting = None;
            return polled;
        }
        let limit = self.limit;
        let waiting = self
            .waiting
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(limit)));
        match waiting.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                format!("the client took nothing for {} ms", limit.as_millis()),
            ))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Stall<S> {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Stall<S> {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.watch(cx, polled)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.watch(cx, polled)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_flush(cx);
        this.watch(cx, polled)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_shutdown(cx);
        this.watch(cx, polled)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncWriteExt;

    #[tokio::test]
    async fn a_write_nobody_takes_fails_after_the_limit_and_one_taken_in_time_goes_on() {
        // A pipe of 64 bytes whose reader reads nothing.
        let (writer, reader) = tokio::io::duplex(64);
        let mut stalled = Stall::new(writer, Duration::from_millis(300));
        stalled.write_all(&[1; 64]).await.unwrap();
        let started = tokio::time::Instant::now();
        let error = stalled.write_all(&[2; 64]).await.unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
        assert!(started.elapsed() >= Duration::from_millis(300));
        drop(reader);
        // A reader that takes a little ten times a second keeps the writer going for longer
        // than the limit.
        let (writer, mut slow) = tokio::io::duplex(64);
        let mut stalled = Stall::new(writer, Duration::from_secs(1));
        let reading = tokio::spawn(async move {
            let mut buf = [0; 32];
            let mut total = 0;
            while total < 640 {
                tokio::time::sleep(Duration::from_millis(100)).await;
                total += tokio::io::AsyncReadExt::read(&mut slow, &mut buf).await.unwrap();
            }
            total
        });
        stalled.write_all(&[3; 640]).await.unwrap();
        assert_eq!(reading.await.unwrap(), 640);
    }
}
