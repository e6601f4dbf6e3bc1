//! What a host's tools ask (outside `/api/`, not rate-limited): `GET /healthz` (the process
//! answers), `GET /readyz` (it takes traffic: its store answers and it is not stopping) and
//! `GET /metrics` (OpenMetrics text, which Prometheus reads, see [`crate::metrics`]; with a
//! [`crate::metrics::MetricsToken`], only for a scrape that sends it: `401` otherwise).

use std::time::Duration;

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::AppState;
use crate::metrics::{self, Gauges};

/// How long `/readyz` waits for the store's answer before it says not ready.
pub const READY_WAIT: Duration = Duration::from_secs(2);

/// The answer of `/healthz` and `/readyz`.
#[derive(Serialize)]
struct Probe {
    /// `ok`, or `unavailable`.
    status: &'static str,
    /// Why not ready.
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
}

fn probe(code: StatusCode, reason: Option<&'static str>) -> Response {
    let status = if code.is_success() { "ok" } else { "unavailable" };
    (
        code,
        [(header::CACHE_CONTROL, "no-store")],
        axum::Json(Probe { status, reason }),
    )
        .into_response()
}

/// `GET /healthz`: 200 while the process answers at all.
pub async fn healthz() -> Response {
    probe(StatusCode::OK, None)
}

/// `GET /readyz`: 200 when the store answers within [`READY_WAIT`] and the server is not
/// stopping; 503 with the reason otherwise (a load balancer sends its traffic elsewhere).
pub async fn readyz(State(state): State<AppState>) -> Response {
    if *state.shutdown.borrow() {
        return probe(StatusCode::SERVICE_UNAVAILABLE, Some("stopping"));
    }
    match tokio::time::timeout(READY_WAIT, state.games.store().ping()).await {
        Ok(Ok(())) => probe(StatusCode::OK, None),
        Ok(Err(e)) => {
            tracing::warn!("not ready: the store does not answer: {e}");
            probe(
                StatusCode::SERVICE_UNAVAILABLE,
                Some("the database does not answer"),
            )
        }
        Err(_) => {
            tracing::warn!("not ready: the store did not answer within {READY_WAIT:?}");
            probe(
                StatusCode::SERVICE_UNAVAILABLE,
                Some("the database does not answer"),
            )
        }
    }
}

/// `GET /metrics`: the server's metrics in the OpenMetrics text format; with a metrics token,
/// `401` (and `WWW-Authenticate: Bearer`) to a scrape without it.
pub async fn metrics(State(state): State<AppState>, headers: HeaderMap) -> Response {
    if let Some(token) = &state.metrics_token
        && !token.admits(headers.get(header::AUTHORIZATION).map(|v| v.as_bytes()))
    {
        return (
            StatusCode::UNAUTHORIZED,
            [
                (header::WWW_AUTHENTICATE, "Bearer realm=\"metrics\""),
                (header::CACHE_CONTROL, "no-store"),
            ],
            "the metrics need the bearer token the server was started with (--metrics-token)\n",
        )
            .into_response();
    }
    let (live_games, driven_games) = state.games.hub().live_and_unfinished();
    let now = Gauges {
        live_games,
        driven_games,
        connections: state.connections.held(),
        websockets: state.websockets.held(),
    };
    (
        [
            (
                header::CONTENT_TYPE,
                "application/openmetrics-text; version=1.0.0; charset=utf-8",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        metrics::render(&now),
    )
        .into_response()
}
