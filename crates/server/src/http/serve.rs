//! The listener: accepts connections and serves each with hyper, within the server's caps on
//! connections in all and per client address (a connection over a cap is answered at once with
//! `503 busy` or `429 too_many_connections` and closed), with a time limit on a request's head
//! that also closes idle connections ([`crate::Limits::header_timeout_ms`]), and a time limit
//! on writes nobody takes ([`super::stall`]). The limits on bodies and WebSockets are the
//! router's ([`super::limit`], [`super::ws`]).

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::task::JoinSet;
use tower_service::Service;

use super::error::ApiError;
use super::stall::Stall;
use crate::limit::{Refused, Slot, Slots};
use crate::proxy::TrustedProxies;

/// How long a connection may take to finish after the server is told to stop.
const GRACE: Duration = Duration::from_secs(5);
/// How long a refused connection is given to take its answer.
const REFUSAL: Duration = Duration::from_millis(500);

/// The time limits of every connection.
#[derive(Copy, Clone, Debug)]
pub struct Timeouts {
    /// For a request's head (and for an idle connection).
    pub header: Duration,
    /// For a write nobody takes ([`Stall`]).
    pub write: Duration,
}

/// Serves `app` on `listener` until `stop` turns true, then lets the connections finish (at
/// most `GRACE`).
pub async fn serve(
    listener: TcpListener,
    app: Router,
    connections: Arc<Slots>,
    proxies: TrustedProxies,
    timeouts: Timeouts,
    mut stop: watch::Receiver<bool>,
) -> std::io::Result<()> {
    let mut tasks = JoinSet::new();
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = stopped(&mut stop) => break,
        };
        while tasks.try_join_next().is_some() {}
        let (tcp, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of files or a connection reset before it was taken: wait a little.
                tracing::warn!("accepting a connection: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // Small messages go out at once (no Nagle delay).
        let _ = tcp.set_nodelay(true);
        // A trusted proxy's connections carry many clients: not limited per address.
        let counted = Some(peer.ip()).filter(|ip| !proxies.trusts(*ip));
        match connections.take(counted) {
            Ok(slot) => {
                let connection = connection(tcp, peer, app.clone(), timeouts, stop.clone(), slot);
                tasks.spawn(connection);
            }
            Err(refused) => {
                tasks.spawn(refuse(tcp, refused));
            }
        }
    }
    let _ = tokio::time::timeout(GRACE, async { while tasks.join_next().await.is_some() {} }).await;
    Ok(())
}

/// Waits until `stop` turns true (or its sender is gone).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|s| *s).await;
}

/// Serves one connection until it closes, its head times out, or the server stops.
async fn connection(
    tcp: TcpStream,
    peer: SocketAddr,
    app: Router,
    timeouts: Timeouts,
    mut stop: watch::Receiver<bool>,
    slot: Slot,
) {
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        let mut app = app.clone();
        async move { app.call(request).await }
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(timeouts.header)
        .keep_alive(true);
    let connection = builder
        .serve_connection(TokioIo::new(Stall::new(tcp, timeouts.write)), service)
        .with_upgrades();
    tokio::pin!(connection);
    tokio::select! {
        _ = connection.as_mut() => {}
        () = stopped(&mut stop) => {
            connection.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(GRACE, connection).await;
        }
    }
    drop(slot);
}

/// Answers a connection over a cap and closes it (after taking what the client sent, so that
/// the close does not reset the answer away).
async fn refuse(mut tcp: TcpStream, refused: Refused) {
    let answer = ApiError::from(refused).to_raw_http();
    let _ = tokio::time::timeout(REFUSAL, async {
        if tcp.write_all(&answer).await.is_ok() && tcp.shutdown().await.is_ok() {
            let mut sink = [0u8; 1024];
            while let Ok(n) = tcp.read(&mut sink).await {
                if n == 0 {
                    break;
                }
            }
        }
    })
    .await;
}
