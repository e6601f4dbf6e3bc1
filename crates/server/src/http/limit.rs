//! The middlewares that limit the API's requests: per client address (see [`crate::limit`]; its
//! state is the limiter alone; a refused request gets `429 rate_limited` with `Retry-After`,
//! whole seconds; requests whose client is unknown, no [`Requester`], are not limited),
//! and the body's size and time ([`read_body`]).

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::error::ApiError;
use super::requester::Requester;
use crate::limit::RateLimiter;
use crate::wire::ErrorCode;

/// Limits a request to the API by its client's address.
pub async fn limit_http(State(limiter): State<Arc<RateLimiter>>, request: Request, next: Next) -> Response {
    if limiter.is_on()
        && let Some(requester) = request.extensions().get::<Requester>()
        && let Err(wait) = limiter.check(requester.address, Instant::now())
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

/// The limits on a request's body: its size and the time it may take to come.
#[derive(Clone, Copy, Debug)]
pub struct BodyLimits {
    /// The most bytes.
    pub bytes: usize,
    /// The longest time.
    pub time: Duration,
}

/// Reads a request's body before the handler sees it: one declared larger than the limit is
/// refused at once (`413 too_large`, before it is sent), one that does not come in time gets
/// `408 request_timeout`; both close the connection.
pub async fn read_body(State(limits): State<BodyLimits>, request: Request, next: Next) -> Response {
    let (parts, body) = request.into_parts();
    let declared = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > limits.bytes as u64) {
        return closing(ApiError::body_too_large(limits.bytes));
    }
    let bytes = match tokio::time::timeout(limits.time, axum::body::to_bytes(body, limits.bytes)).await {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(_)) => {
            return closing(ApiError::body_too_large(limits.bytes));
        }
        Err(_) => {
            return closing(ApiError::new(
                ErrorCode::RequestTimeout,
                format!("the body did not come within {} s", limits.time.as_secs_f64()),
            ));
        }
    };
    next.run(Request::from_parts(parts, Body::from(bytes))).await
}

/// An error answer after which the connection is closed.
fn closing(error: ApiError) -> Response {
    let mut response = error.into_response();
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}
