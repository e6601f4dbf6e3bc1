//! The errors the server answers with: one JSON shape for HTTP and WebSocket,
//! `{"error": code, "message": words}` over HTTP and `{"type":"error","code":…,"message":…}`
//! over a WebSocket, always sent to the one client that caused them.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use quartet_core::table::TableError;
use quartet_store::StoreError;

/// An error a client caused or met: a machine-readable code, an HTTP status and a message in
/// words for people. A refused request never changes a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// A short code (`not_your_turn`, `illegal`, `bad_request`, …), listed in `docs/api.md`.
    pub code: &'static str,
    /// What went wrong, for people.
    pub message: String,
}

impl ApiError {
    /// An error with a status, a code and a message.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
        }
    }

    /// 400: the request does not make sense.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_request", message)
    }

    /// 404: no such game (or invitation, or page).
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    /// 403: the seat token is missing, stale or for another game.
    pub fn bad_token(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, "bad_token", message)
    }

    /// 409: the game's state does not allow it now.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, code, message)
    }

    /// 503: the store failed; nothing changed.
    pub fn storage(err: &StoreError) -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "storage",
            format!("the game could not be saved, so nothing changed: {err}"),
        )
    }

    /// The error as a WebSocket message.
    pub fn to_ws_message(&self) -> String {
        serde_json::json!({"type": "error", "code": self.code, "message": self.message}).to_string()
    }
}

impl From<TableError> for ApiError {
    fn from(e: TableError) -> ApiError {
        let code = match e {
            TableError::Over => "over",
            TableError::NotYourTurn { .. } => "not_your_turn",
            TableError::Illegal(_) => "illegal",
            TableError::NothingToUndo => "nothing_to_undo",
        };
        let status = match e {
            TableError::Illegal(_) => StatusCode::UNPROCESSABLE_ENTITY,
            _ => StatusCode::CONFLICT,
        };
        ApiError::new(status, code, e.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = Json(serde_json::json!({"error": self.code, "message": self.message}));
        (self.status, body).into_response()
    }
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The store could not be opened.
    #[error("cannot open the games' store: {0}")]
    Store(#[from] StoreError),
    /// The address could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The address.
        addr: std::net::SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// The HTTP server failed.
    #[error("the HTTP server failed: {0}")]
    Serve(std::io::Error),
}
