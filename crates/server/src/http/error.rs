//! The one place where errors become answers: every domain error ([`RoomError`],
//! [`GameError`], [`AnalysisError`]) and every refusal of the HTTP layer is an [`ApiError`] — a
//! stable [`ErrorCode`], its HTTP status and a message in words — answered over HTTP as
//! `{"error": code, "message": words}` and over a WebSocket as
//! `{"type": "error", "code": code, "message": words}`, always to the one client that caused it;
//! a refusal of the rules adds `"rule": {"code", "kind", "values"}` (core's `AnyError`), so that a
//! client can say it in its player's language.

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use quartet_core::table::TableError;

use crate::accounts::{NameError, PasswordError};
use crate::analysis::AnalysisError;
use crate::detail::Detail;
use crate::games::GameError;
use crate::learn::LearnError;
use crate::limit::Refused;
use crate::pairing::PairingError;
use crate::players::PlayerError;
use crate::rated::RatedRefusal;
use crate::room::chat::ChatRefusal;
use crate::room::{ClaimRefusal, Refusal, RoomError};
use crate::wire::{ErrorBody, ErrorCode, ErrorDetail, Reply, RuleRefusal};

/// An error a client caused or met: a code and a message for people. A refused request never
/// changes a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ApiError {
    /// What went wrong, for programs (listed in `docs/api.md`).
    pub code: ErrorCode,
    /// What went wrong, for people.
    pub message: String,
    /// When to try again, in whole seconds (sent as `Retry-After`).
    pub retry_after: Option<u32>,
    /// The rules' refusal behind an `illegal` error.
    pub rule: Option<RuleRefusal>,
    /// What the refusal is about beyond its code (boxed: most errors have none).
    pub detail: Option<Box<ErrorDetail>>,
}

/// The HTTP status of each error code.
pub fn status(code: ErrorCode) -> StatusCode {
    use ErrorCode::*;
    match code {
        BadRequest => StatusCode::BAD_REQUEST,
        BadToken | Spectator | NotYourSeat | Csrf => StatusCode::FORBIDDEN,
        WrongCredentials | SignedOut => StatusCode::UNAUTHORIZED,
        NotFound => StatusCode::NOT_FOUND,
        MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
        Waiting | NotYourTurn | Over | SeatTaken | OneSeat | Started | NothingToUndo | UndoRefused
        | NotOver | RematchExists | Hidden | AnalysisRefused | Stopping | NameTaken | RatedRefused
        | PairingEnded | ChallengeDeclined | AbortRefused | NoDraw | NoOffer | ClaimRefused => {
            StatusCode::CONFLICT
        }
        TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
        UpgradeRequired => StatusCode::UPGRADE_REQUIRED,
        Illegal | ChatRefused => StatusCode::UNPROCESSABLE_ENTITY,
        RateLimited | TooManyConnections | TooManyGames => StatusCode::TOO_MANY_REQUESTS,
        RequestTimeout => StatusCode::REQUEST_TIMEOUT,
        Corrupt | Internal => StatusCode::INTERNAL_SERVER_ERROR,
        Storage | NotOwner | AnalysisTimeout | AnalysisMemory | Busy => StatusCode::SERVICE_UNAVAILABLE,
        Unanswered => StatusCode::GATEWAY_TIMEOUT,
    }
}

impl ApiError {
    /// An error with a code and a message.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ApiError {
        ApiError {
            code,
            message: message.into(),
            retry_after: None,
            rule: None,
            detail: None,
        }
    }

    /// An error with a code, and the words and detail of `detail`.
    pub fn detailed(code: ErrorCode, detail: &Detail) -> ApiError {
        let mut error = ApiError::new(code, detail.message.clone());
        error.detail = Some(Box::new(ErrorDetail::of(detail)));
        error
    }

    /// `bad_request` for a refusal of the rules (a game's rules, start or record).
    pub fn rules(error: &quartet_core::AnyError) -> ApiError {
        let mut api = ApiError::new(ErrorCode::BadRequest, error.to_string());
        api.rule = Some(RuleRefusal::of(error));
        api
    }

    /// `bad_request`: the request does not make sense.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::BadRequest, message)
    }

    /// `not_found`: no such game, invitation or page.
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::NotFound, message)
    }

    /// `bad_token`: the seat token is missing, stale or for another game.
    pub fn bad_token(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::BadToken, message)
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        status(self.code)
    }

    /// The error as a WebSocket message.
    pub fn to_reply(&self) -> Reply {
        Reply::Error {
            code: self.code,
            message: self.message.clone(),
            rule: self.rule.clone(),
            detail: self.detail.as_deref().cloned(),
        }
    }
}

/// What serde says is wrong with JSON, without where (`at line 1 column 5`).
pub fn json_words(error: &serde_json::Error) -> String {
    let full = error.to_string();
    let place = format!(" at line {} column {}", error.line(), error.column());
    full.strip_suffix(&place).unwrap_or(&full).to_string()
}

/// A refused request or message that could not be read: its detail and English words.
impl ApiError {
    /// `bad_request` for JSON (a body or a WebSocket message, `what`) that cannot be read, with
    /// its detail: `json-syntax` (`line`, `column`), `json-body-type` (not an object),
    /// `json-unknown-type` (a message type the server does not know), `json-missing-field`,
    /// `json-unknown-field`, `json-wrong-type` or `json-bad-value` (each with `field`, its path:
    /// `players[1].seat`, as `serde_path_to_error` writes it). The words say where and what was expected, never the value given (it
    /// may be a password or a seat token).
    pub fn malformed_json(what: &str, path: &str, inner: &serde_json::Error) -> ApiError {
        let field = if path == "." {
            String::new()
        } else {
            path.to_string()
        };
        let place = format!(" at line {} column {}", inner.line(), inner.column());
        let full = json_words(inner);
        let said = full.as_str();
        if !inner.is_data() {
            let detail = Detail::new("json-syntax", format!("{what} is not JSON: {said}{place}"))
                .with("line", inner.line())
                .with("column", inner.column());
            return ApiError::detailed(ErrorCode::BadRequest, &detail);
        }
        let expected = |rest: &str| {
            // What the server expected is its own text; what was given comes before it.
            rest.rfind(", expected ")
                .map(|at| rest[at + 2..].to_string())
                .unwrap_or_default()
        };
        let mut field = field;
        let (code, words) = if said.starts_with("missing field") || said.starts_with("unknown field") {
            let code = if said.starts_with("missing") {
                "json-missing-field"
            } else {
                "json-unknown-field"
            };
            // Serde names the field (the server's own name, or the client's key); the path is
            // that of the object missing it (or the tag's, `type`, inside a message), or the
            // unknown key's own.
            if let Some(name) = said.split('`').nth(1)
                && field.rsplit('.').next() != Some(name)
            {
                field = if field.is_empty() || field == "type" {
                    name.to_string()
                } else {
                    format!("{field}.{name}")
                };
            }
            (code, said.to_string())
        } else if field.is_empty() && said.starts_with("invalid length ") {
            // An array where an object was expected.
            ("json-body-type", "not an object".to_string())
        } else if let Some(rest) = said.strip_prefix("invalid type: ") {
            let code = if field.is_empty() {
                "json-body-type"
            } else {
                "json-wrong-type"
            };
            (code, format!("wrong type, {}", expected(rest)))
        } else if let Some(rest) = said.strip_prefix("unknown variant ") {
            // A message's kind is its `type` (the tag of the enum).
            let code = if field.is_empty() || field == "type" {
                "json-unknown-type"
            } else {
                "json-bad-value"
            };
            (code, format!("unknown value, {}", expected(rest)))
        } else if let Some(rest) = said.strip_prefix("invalid value: ") {
            ("json-bad-value", format!("bad value, {}", expected(rest)))
        } else {
            ("json-bad-value", said.to_string())
        };
        let at = if field.is_empty() {
            String::new()
        } else {
            format!(" at {field}")
        };
        let message = format!("bad {what}{at}: {words}");
        let detail = if code == "json-body-type" || code == "json-unknown-type" {
            Detail::new(code, message)
        } else {
            Detail::new(code, message).with("field", field)
        };
        ApiError::detailed(ErrorCode::BadRequest, &detail)
    }

    /// `bad_request` for JSON (a body or a WebSocket message, `what`) that is not an object,
    /// with `json-body-type`.
    pub fn not_an_object(what: &str) -> ApiError {
        ApiError::detailed(
            ErrorCode::BadRequest,
            &Detail::new("json-body-type", format!("bad {what}: not an object")),
        )
    }

    /// `too_large` for a request body past the limit, with `body-too-large` (`most` bytes).
    pub fn body_too_large(most: usize) -> ApiError {
        ApiError::detailed(
            ErrorCode::TooLarge,
            &Detail::new(
                "body-too-large",
                format!("the request body is larger than the limit of {most} bytes"),
            )
            .with("most", most),
        )
    }

    /// `too_large` for a WebSocket message past the limit, with `message-too-large` (`most`
    /// bytes, the message's `size`).
    pub fn message_too_large(most: usize, size: usize) -> ApiError {
        ApiError::detailed(
            ErrorCode::TooLarge,
            &Detail::new(
                "message-too-large",
                format!("a message is at most {most} bytes; this one ({size} bytes) was ignored"),
            )
            .with("most", most)
            .with("size", size),
        )
    }

    /// `bad_request` for a binary WebSocket message, with `message-binary`.
    pub fn binary_message() -> ApiError {
        ApiError::detailed(
            ErrorCode::BadRequest,
            &Detail::new(
                "message-binary",
                "binary messages are not understood: send JSON text",
            ),
        )
    }

    /// `bad_request` for a query parameter (`name=value`) the route does not take, with
    /// `query-unknown` (`name`; never its value, which may be a token).
    pub fn unknown_query(pair: &str) -> ApiError {
        let name: String = pair.split('=').next().unwrap_or(pair).chars().take(40).collect();
        ApiError::detailed(
            ErrorCode::BadRequest,
            &Detail::new("query-unknown", format!("unknown query parameter {name:?}")).with("name", name),
        )
    }

    /// `bad_request` for a query parameter whose value is not understood, with `query-value`
    /// (`name`); `expected` says in English what it should be.
    pub fn bad_query(name: &str, expected: &str) -> ApiError {
        ApiError::detailed(
            ErrorCode::BadRequest,
            &Detail::new("query-value", format!("{name}: {expected}")).with("name", name.to_string()),
        )
    }

    /// `bad_request` for a path whose parameters cannot be read (not UTF-8 once decoded), with
    /// `path-bad`.
    pub fn bad_path(rejection: &PathRejection) -> ApiError {
        ApiError::detailed(
            ErrorCode::BadRequest,
            &Detail::new(
                "path-bad",
                match rejection {
                    PathRejection::FailedToDeserializePathParams(_) => {
                        "a parameter of the path is not UTF-8 text once decoded"
                    }
                    _ => "the path's parameters cannot be read",
                },
            ),
        )
    }
}

impl From<TableError> for ApiError {
    fn from(e: TableError) -> ApiError {
        let code = match e {
            TableError::Over => ErrorCode::Over,
            TableError::NotYourTurn { .. } => ErrorCode::NotYourTurn,
            TableError::Illegal(_) => ErrorCode::Illegal,
            TableError::NothingToUndo => ErrorCode::NothingToUndo,
            TableError::NoDrawByAgreement { .. } => ErrorCode::NoDraw,
        };
        let mut error = ApiError::new(code, e.to_string());
        if let TableError::Illegal(rules) = &e {
            error.rule = Some(RuleRefusal::of(rules));
        }
        error
    }
}

impl From<RoomError> for ApiError {
    fn from(e: RoomError) -> ApiError {
        let code = match &e {
            RoomError::Table(table) => return table.clone().into(),
            RoomError::TimeRanOut { .. } => ErrorCode::Over,
            RoomError::Spectator(_) => ErrorCode::Spectator,
            RoomError::Waiting { .. } => ErrorCode::Waiting,
            RoomError::UndoRefused | RoomError::UndoPastReveal { .. } => ErrorCode::UndoRefused,
            RoomError::Started => ErrorCode::Started,
            RoomError::AbortRefused => ErrorCode::AbortRefused,
            RoomError::NoOffer { .. } => ErrorCode::NoOffer,
            RoomError::Claim(refusal) => {
                return ApiError::detailed(ErrorCode::ClaimRefused, &claim_detail(refusal));
            }
            RoomError::Chat(refusal) => return chat_error(refusal),
            RoomError::NoSuchSeat { .. } => ErrorCode::NotFound,
            RoomError::SeatTaken { .. } => ErrorCode::SeatTaken,
            RoomError::OneSeat { .. } => ErrorCode::OneSeat,
            RoomError::NotOver => ErrorCode::NotOver,
            RoomError::Hidden => ErrorCode::Hidden,
            RoomError::BadToken { .. } => ErrorCode::BadToken,
            RoomError::Rated(refusal) => return refusal.clone().into(),
            RoomError::NotOwner { .. } => {
                let mut error = ApiError::new(ErrorCode::NotOwner, e.to_string());
                error.retry_after = Some(1);
                return error;
            }
            RoomError::Unanswered { .. } => ErrorCode::Unanswered,
            RoomError::Storage(_) => ErrorCode::Storage,
            RoomError::Refused(refusal) => return carried(refusal),
        };
        ApiError::new(code, e.to_string())
    }
}

/// A refusal as it passes between nodes: everything a client is answered.
#[derive(serde::Serialize, serde::Deserialize)]
struct Carried {
    code: ErrorCode,
    message: String,
    retry_after: Option<u32>,
    rule: Option<RuleRefusal>,
    detail: Option<ErrorDetail>,
}

/// The owner's refusal of a call another node forwarded to it, whole, for that node to answer
/// its client with (`carried`).
pub fn carry(e: RoomError) -> Refusal {
    let error = ApiError::from(e);
    let carried = Carried {
        code: error.code,
        message: error.message.clone(),
        retry_after: error.retry_after,
        rule: error.rule,
        detail: error.detail.map(|d| *d),
    };
    Refusal {
        message: error.message,
        whole: serde_json::to_string(&carried).unwrap_or_default(),
    }
}

/// A refusal carried from a game's owner ([`carry`]'s `whole`), as a room carries it on.
pub fn read_carried(whole: &str) -> Refusal {
    let message = serde_json::from_str::<Carried>(whole).map_or_else(
        |_| "the game's server refused it in words this server cannot read".to_string(),
        |c| c.message,
    );
    Refusal {
        message,
        whole: whole.to_string(),
    }
}

/// The refusal a game's owner answered a forwarded call with ([`carry`]): the same error as
/// the owner's client would have had. One that cannot be read (an owner of another version)
/// is `internal`, in its words.
fn carried(refusal: &Refusal) -> ApiError {
    match serde_json::from_str::<Carried>(&refusal.whole) {
        Ok(carried) => ApiError {
            code: carried.code,
            message: carried.message,
            retry_after: carried.retry_after,
            rule: carried.rule,
            detail: carried.detail.map(Box::new),
        },
        Err(_) => ApiError::new(ErrorCode::Internal, refusal.message.clone()),
    }
}

/// A chat line refused: `chat_refused` with `chat-off`, `chat-empty`, `chat-too-long` (`most`, `chars`) or
/// `chat-control`; too many lines are `rate_limited` with `chat-too-fast` (`seconds` to wait).
fn chat_error(refusal: &ChatRefusal) -> ApiError {
    let message = refusal.to_string();
    let (code, detail) = match refusal {
        ChatRefusal::Off => (ErrorCode::ChatRefused, Detail::new("chat-off", message)),
        ChatRefusal::Empty => (ErrorCode::ChatRefused, Detail::new("chat-empty", message)),
        ChatRefusal::TooLong { most, chars } => (
            ErrorCode::ChatRefused,
            Detail::new("chat-too-long", message)
                .with("most", *most)
                .with("chars", *chars),
        ),
        ChatRefusal::Control => (ErrorCode::ChatRefused, Detail::new("chat-control", message)),
        ChatRefusal::TooFast { wait_ms } => (
            ErrorCode::RateLimited,
            Detail::new("chat-too-fast", message).with(
                "seconds",
                u32::try_from(wait_ms.div_ceil(1000)).unwrap_or(u32::MAX),
            ),
        ),
    };
    ApiError::detailed(code, &detail)
}

/// Why a claim was refused, as a detail: `claim-alone`, `claim-present` (`seat`, from 1),
/// `claim-too-soon` (`seconds` left), `claim-away`.
fn claim_detail(refusal: &ClaimRefusal) -> Detail {
    let message = refusal.to_string();
    match refusal {
        ClaimRefusal::Alone => Detail::new("claim-alone", message),
        ClaimRefusal::Present { seat } => Detail::new("claim-present", message).with("seat", seat + 1),
        ClaimRefusal::TooSoon { wait_ms, .. } => Detail::new("claim-too-soon", message).with(
            "seconds",
            u32::try_from(wait_ms.div_ceil(1000)).unwrap_or(u32::MAX),
        ),
        ClaimRefusal::Away => Detail::new("claim-away", message),
        ClaimRefusal::Correspondence => Detail::new("claim-correspondence", message),
    }
}

impl From<RatedRefusal> for ApiError {
    fn from(e: RatedRefusal) -> ApiError {
        let code = match e {
            RatedRefusal::SignedOut => ErrorCode::SignedOut,
            _ => ErrorCode::RatedRefused,
        };
        ApiError::detailed(code, &Detail::new(e.code(), e.to_string()))
    }
}

impl From<GameError> for ApiError {
    fn from(e: GameError) -> ApiError {
        let code = match e {
            GameError::Room(room) => return room.into(),
            GameError::Rated(refusal) => return refusal.into(),
            GameError::NotFound(_) | GameError::NoInvitation => ErrorCode::NotFound,
            GameError::BadRequest(detail) => return ApiError::detailed(ErrorCode::BadRequest, &detail),
            GameError::Rules(rules) => return ApiError::rules(&rules),
            GameError::Corrupt(_) => ErrorCode::Corrupt,
            GameError::SeatNotOpen(_) | GameError::NoOpenSeat => ErrorCode::SeatTaken,
            GameError::RematchExists(_) => ErrorCode::RematchExists,
            GameError::Unplayed => {
                return ApiError::detailed(
                    ErrorCode::NotOver,
                    &Detail::new("rematch-unplayed", e.to_string()),
                );
            }
            GameError::TooManyOpen(_) => ErrorCode::TooManyGames,
        };
        ApiError::new(code, e.to_string())
    }
}

impl From<AnalysisError> for ApiError {
    fn from(e: AnalysisError) -> ApiError {
        let code = match &e {
            AnalysisError::NoAnalysis(_) => ErrorCode::BadRequest,
            AnalysisError::Refused => ErrorCode::AnalysisRefused,
            AnalysisError::Stopping => ErrorCode::Stopping,
            AnalysisError::TooMany(_) => ErrorCode::RateLimited,
            AnalysisError::Busy(_) => ErrorCode::Busy,
            AnalysisError::Timeout(_) => ErrorCode::AnalysisTimeout,
            AnalysisError::Memory(_) => ErrorCode::AnalysisMemory,
            AnalysisError::Internal(_) => ErrorCode::Internal,
        };
        ApiError::new(code, e.to_string())
    }
}

impl From<LearnError> for ApiError {
    fn from(e: LearnError) -> ApiError {
        let code = match &e {
            LearnError::NotFound(_) => ErrorCode::NotFound,
            LearnError::BadRequest(_) => ErrorCode::BadRequest,
            LearnError::Illegal(_, Some(rule)) => {
                let mut error = ApiError::new(ErrorCode::Illegal, e.to_string());
                error.rule = Some(RuleRefusal::of(rule));
                return error;
            }
            LearnError::Illegal(message, None) => {
                return ApiError::detailed(ErrorCode::Illegal, &Detail::new("no-action", message.clone()));
            }
            LearnError::NotOver => ErrorCode::NotOver,
            LearnError::TooHard(_) => ErrorCode::AnalysisTimeout,
            LearnError::Stopping => ErrorCode::Stopping,
            LearnError::Busy(_) => ErrorCode::Busy,
            LearnError::Store(_) => ErrorCode::Storage,
            LearnError::Internal(_) => ErrorCode::Internal,
        };
        ApiError::new(code, e.to_string())
    }
}

impl From<PairingError> for ApiError {
    fn from(e: PairingError) -> ApiError {
        let code = match e {
            PairingError::Game(game) => return game.into(),
            PairingError::Rated(refusal) => return refusal.into(),
            PairingError::SignedOut => {
                return ApiError::detailed(
                    ErrorCode::SignedOut,
                    &Detail::new("challenge-signed-out", e.to_string()),
                );
            }
            PairingError::NoTicket | PairingError::NoSeek | PairingError::NoSuchPlayer(_) => {
                ErrorCode::NotFound
            }
            PairingError::Declined(_) => ErrorCode::ChallengeDeclined,
            PairingError::OwnSeek => ErrorCode::BadRequest,
            PairingError::Attached => ErrorCode::BadRequest,
            PairingError::Full => ErrorCode::Busy,
            PairingError::NotMade(_) => ErrorCode::Internal,
            PairingError::Ended(_) => ErrorCode::PairingEnded,
        };
        ApiError::new(code, e.to_string())
    }
}

impl From<PlayerError> for ApiError {
    fn from(e: PlayerError) -> ApiError {
        let code = match &e {
            PlayerError::BadName(name) => {
                let detail = Detail::new("name", e.to_string());
                let detail = match name {
                    NameError::Length(n) => detail.with("length", *n).with("why", "length"),
                    NameError::Character(c) => detail.with("character", *c).with("why", "character"),
                    NameError::Shape => detail.with("why", "shape"),
                    NameError::Reserved(_) => detail.with("why", "reserved"),
                };
                return ApiError::detailed(ErrorCode::BadRequest, &detail);
            }
            PlayerError::BadPassword(password) => {
                let why = match password {
                    PasswordError::Length => "length",
                    PasswordError::IsTheName => "is-the-name",
                };
                return ApiError::detailed(
                    ErrorCode::BadRequest,
                    &Detail::new("password", e.to_string()).with("why", why),
                );
            }
            PlayerError::NameTaken(_) => ErrorCode::NameTaken,
            PlayerError::WrongCredentials => ErrorCode::WrongCredentials,
            PlayerError::TooManyTries(wait) | PlayerError::TooManySignUps(wait) => {
                let mut error = ApiError::new(ErrorCode::RateLimited, e.to_string());
                error.retry_after = Some(wait.as_secs_f64().ceil().clamp(1.0, 86_400.0) as u32);
                return error;
            }
            PlayerError::SignedOut => ErrorCode::SignedOut,
            PlayerError::Csrf => ErrorCode::Csrf,
            PlayerError::NoSuchPlayer(_) | PlayerError::NoSuchClass(_) => ErrorCode::NotFound,
            PlayerError::UnknownLang(tag) => {
                return ApiError::detailed(
                    ErrorCode::BadRequest,
                    &Detail::new("lang-unknown", e.to_string()).with("lang", tag.clone()),
                );
            }
            PlayerError::Storage(_) => ErrorCode::Storage,
        };
        ApiError::new(code, e.to_string())
    }
}

impl From<Refused> for ApiError {
    fn from(refused: Refused) -> ApiError {
        match refused {
            Refused::Address(n) => ApiError::new(
                ErrorCode::TooManyConnections,
                format!("your address has {n} connections of this kind open, the most it may: close one"),
            ),
            Refused::Full(n) => ApiError::new(
                ErrorCode::Busy,
                format!("the server holds {n} connections, the most it may: try again in a few seconds"),
            ),
        }
    }
}

impl ApiError {
    /// The whole HTTP/1.1 answer as bytes, for a connection refused before any request is
    /// read; it closes the connection.
    pub fn to_raw_http(&self) -> Vec<u8> {
        let body = serde_json::to_string(&ErrorBody {
            error: self.code,
            message: self.message.clone(),
            rule: self.rule.clone(),
            detail: self.detail.as_deref().cloned(),
        })
        .unwrap_or_default();
        let status = status(self.code);
        format!(
            "HTTP/1.1 {} {}\r\ncontent-type: application/json\r\nconnection: close\r\n\
             content-length: {}\r\n\r\n{body}",
            status.as_u16(),
            status.canonical_reason().unwrap_or(""),
            body.len()
        )
        .into_bytes()
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = Json(ErrorBody {
            error: self.code,
            message: self.message,
            rule: self.rule,
            detail: self.detail.map(|d| *d),
        });
        let mut response = (status(self.code), body).into_response();
        if let Some(seconds) = self.retry_after
            && let Ok(value) = axum::http::HeaderValue::from_str(&seconds.to_string())
        {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, value);
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::Act;

    #[test]
    fn every_domain_error_has_its_documented_code_and_status() {
        let cases: Vec<(ApiError, &str, u16)> = vec![
            (RoomError::Table(TableError::Over).into(), "over", 409),
            (RoomError::TimeRanOut { resigning: false }.into(), "over", 409),
            (RoomError::Spectator(Act::Play).into(), "spectator", 403),
            (RoomError::Waiting { free: vec![1, 2] }.into(), "waiting", 409),
            (RoomError::UndoRefused.into(), "undo_refused", 409),
            (RoomError::UndoPastReveal { seat: 1 }.into(), "undo_refused", 409),
            (RoomError::Started.into(), "started", 409),
            (
                RoomError::NoSuchSeat {
                    game: "g".into(),
                    seat: 4,
                }
                .into(),
                "not_found",
                404,
            ),
            (RoomError::SeatTaken { seat: 0 }.into(), "seat_taken", 409),
            (RoomError::OneSeat { held: 0 }.into(), "one_seat", 409),
            (RoomError::NotOver.into(), "not_over", 409),
            (RoomError::Hidden.into(), "hidden", 409),
            (RoomError::BadToken { game: "g".into() }.into(), "bad_token", 403),
            (TableError::NothingToUndo.into(), "nothing_to_undo", 409),
            (RoomError::AbortRefused.into(), "abort_refused", 409),
            (RoomError::Chat(ChatRefusal::Empty).into(), "chat_refused", 422),
            (RoomError::Chat(ChatRefusal::Control).into(), "chat_refused", 422),
            (
                RoomError::Chat(ChatRefusal::TooLong {
                    most: 140,
                    chars: 141,
                })
                .into(),
                "chat_refused",
                422,
            ),
            (
                RoomError::Chat(ChatRefusal::TooFast { wait_ms: 2500 }).into(),
                "rate_limited",
                429,
            ),
            (
                TableError::NoDrawByAgreement {
                    kind: quartet_core::GameKind::Quartino,
                }
                .into(),
                "no_draw",
                409,
            ),
            (
                RoomError::NoOffer {
                    what: crate::room::Offer::Draw,
                }
                .into(),
                "no_offer",
                409,
            ),
            (
                RoomError::Claim(crate::room::ClaimRefusal::Present { seat: 1 }).into(),
                "claim_refused",
                409,
            ),
            (GameError::NotFound("x".into()).into(), "not_found", 404),
            (GameError::NoInvitation.into(), "not_found", 404),
            (GameError::Corrupt("bad".into()).into(), "corrupt", 500),
            (GameError::NoOpenSeat.into(), "seat_taken", 409),
            (GameError::RematchExists("x".into()).into(), "rematch_exists", 409),
            (GameError::Room(RoomError::NotOver).into(), "not_over", 409),
            (AnalysisError::Refused.into(), "analysis_refused", 409),
            (AnalysisError::Timeout(4.0).into(), "analysis_timeout", 503),
            (
                AnalysisError::NoAnalysis(quartet_core::GameKind::Danish).into(),
                "bad_request",
                400,
            ),
            (PlayerError::NameTaken("Ann".into()).into(), "name_taken", 409),
            (PlayerError::WrongCredentials.into(), "wrong_credentials", 401),
            (PlayerError::SignedOut.into(), "signed_out", 401),
            (PlayerError::Csrf.into(), "csrf", 403),
            (
                PlayerError::TooManyTries(std::time::Duration::from_millis(1500)).into(),
                "rate_limited",
                429,
            ),
            (
                PlayerError::BadName(crate::accounts::NameError::Length(2)).into(),
                "bad_request",
                400,
            ),
            (PlayerError::NoSuchPlayer("x".into()).into(), "not_found", 404),
            (
                RoomError::from(quartet_store::StoreError::Fenced("g".into())).into(),
                "not_owner",
                503,
            ),
            (
                GameError::from(quartet_store::StoreError::Fenced("g".into())).into(),
                "not_owner",
                503,
            ),
            (
                RoomError::Unanswered { game: "g".into() }.into(),
                "unanswered",
                504,
            ),
        ];
        for (error, code, http) in cases {
            let text = serde_json::to_value(error.code).unwrap();
            assert_eq!(
                (text.as_str(), error.status().as_u16()),
                (Some(code), http),
                "{error}"
            );
        }
        let waiting = ApiError::from(RoomError::Waiting { free: vec![1, 2] });
        assert_eq!(
            waiting.message,
            "the game waits for players: seat 2, 3 is still free"
        );
        let tries = ApiError::from(PlayerError::TooManyTries(std::time::Duration::from_millis(1500)));
        assert_eq!(tries.retry_after, Some(2), "whole seconds, rounded up");
        let response = tries.into_response();
        assert_eq!(response.headers()[axum::http::header::RETRY_AFTER], "2");
        let moving = ApiError::from(RoomError::NotOwner { game: "g".into() });
        assert_eq!(moving.retry_after, Some(1), "tried again after a second");
        assert_eq!(
            moving.into_response().headers()[axum::http::header::RETRY_AFTER],
            "1"
        );
        let time = ApiError::from(RoomError::TimeRanOut { resigning: true });
        assert_eq!(time.message, "time ran out first: the game is over");
    }

    /// A refusal's detail carries its code and values, so that a client says it in its
    /// player's language; a refusal of the rules at creation carries the rules' own.
    #[test]
    fn a_refusal_carries_its_detail_or_the_rules_refusal() {
        let clock = ApiError::from(crate::games::time_control("15d/move").unwrap_err());
        let frame = serde_json::to_value(clock.to_reply()).unwrap();
        assert_eq!(frame["code"], "bad_request");
        assert_eq!(frame["detail"]["code"], "clock-turn-range", "{frame}");
        assert_eq!(frame["detail"]["values"]["clock"], "15d/move");
        let rated = ApiError::from(RatedRefusal::Bot);
        assert_eq!(rated.code, ErrorCode::RatedRefused);
        assert_eq!(rated.detail.as_ref().unwrap().code, "rated-bot");
        let name = ApiError::from(PlayerError::BadName(crate::accounts::NameError::Length(2)));
        let detail = name.detail.unwrap();
        assert_eq!(detail.code, "name");
        assert_eq!(
            detail.values["why"],
            crate::wire::RuleValue::Text("length".into())
        );
        assert_eq!(detail.values["length"], crate::wire::RuleValue::Number(2));
        let rules =
            quartet_core::AnyGame::start(quartet_core::GameKind::Quarto, "squares=maybe", 0).unwrap_err();
        let error = ApiError::from(GameError::Rules(rules));
        assert_eq!(error.code, ErrorCode::BadRequest);
        let rule = error.rule.unwrap();
        assert_eq!(rule.code, "quarto.bad-setting-value");
        assert_eq!(
            rule.values["expected"],
            crate::wire::RuleValue::Text("yes-no".into())
        );
        assert!(ApiError::bad_request("bad JSON body").detail.is_none());
    }

    /// A refusal of the rules carries its code, kind and values, over HTTP and WebSocket alike,
    /// so that a client says it in its player's language; other errors carry none.
    #[test]
    fn a_refusal_of_the_rules_carries_its_code_kind_and_values() {
        let mut game = quartet_core::AnyGame::start(quartet_core::GameKind::Quarto, "", 1).unwrap();
        let refused = game.play_text("z9").unwrap_err();
        let error = ApiError::from(TableError::Illegal(refused.clone()));
        let body = serde_json::to_value(ErrorBody {
            error: error.code,
            message: error.message.clone(),
            rule: error.rule.clone(),
            detail: None,
        })
        .unwrap();
        assert_eq!(body["error"], "illegal");
        assert_eq!(body["rule"]["code"], refused.code());
        assert_eq!(body["rule"]["kind"], refused.kind().tag());
        let values = body["rule"]["values"].as_object().unwrap();
        assert!(!values.is_empty(), "{body}");
        for (name, value) in refused.values() {
            let expected = match value {
                quartet_core::ErrorValue::Text(t) => serde_json::json!(t),
                quartet_core::ErrorValue::Number(n) => serde_json::json!(n),
            };
            assert_eq!(values[name], expected, "{name}");
        }
        let frame = serde_json::to_value(error.to_reply()).unwrap();
        assert_eq!(frame["type"], "error");
        assert_eq!(frame["rule"], body["rule"]);
        let raw = String::from_utf8(error.to_raw_http()).unwrap();
        assert!(raw.contains(r#""rule":{"code":"#), "{raw}");
        let over = serde_json::to_value(ApiError::from(TableError::Over).to_reply()).unwrap();
        assert!(over.get("rule").is_none(), "{over}");
    }
}
