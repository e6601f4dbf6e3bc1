//! The middleware that limits the API's requests per client address (see [`crate::limit`]); its
//! state is the limiter alone. A refused request gets `429 rate_limited` with `Retry-After`
//! (whole seconds). Requests whose peer address is unknown (no `ConnectInfo`) are not limited.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::error::ApiError;
use crate::limit::RateLimiter;
use crate::wire::ErrorCode;

/// Limits a request to the API by its client's address.
pub async fn limit_http(State(limiter): State<Arc<RateLimiter>>, request: Request, next: Next) -> Response {
    if limiter.is_on()
        && let Some(ConnectInfo(peer)) = request.extensions().get::<ConnectInfo<SocketAddr>>()
        && let Err(wait) = limiter.check(peer.ip(), Instant::now())
    {
        let seconds = wait.as_secs_f64().ceil().clamp(1.0, 3600.0) as u64;
        let error = ApiError::new(
            ErrorCode::RateLimited,
            format!(
                "too many requests from your address: at most {} a second (bursts of {}); \
                 try again in {seconds} s",
                limiter.rate(),
                limiter.burst()
            ),
        );
        let mut response = error.into_response();
        if let Ok(value) = HeaderValue::from_str(&seconds.to_string()) {
            response.headers_mut().insert(header::RETRY_AFTER, value);
        }
        return response;
    }
    next.run(request).await
}
