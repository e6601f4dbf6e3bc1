//! What handlers take from a request, read strictly with the server's own errors: a JSON body
//! of at most the limit ([`JsonBody`]), the query's pairs ([`query_pairs`]), and who is asking —
//! seat authentication, one extractor shared by the HTTP handlers and the WebSocket
//! ([`Viewer`], and [`Player`] for a request that must hold a seat) — and the client's address
//! ([`Client`]).

use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Path, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::AppState;
use super::error::{ApiError, json_words};
use super::requester::Requester;
use crate::room::Room;
use crate::wire::ErrorCode;

/// The most seat tokens one request may carry.
const MAX_TOKENS: usize = 8;

/// A JSON body read with the server's own errors (size, syntax, fields); an empty body is `{}`.
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned> FromRequest<AppState> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, ApiError> {
        let bytes = Bytes::from_request(req, state).await.map_err(|e| {
            if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::body_too_large(state.limits.http_body_bytes)
            } else {
                ApiError::bad_request(format!("cannot read the request body: {}", e.body_text()))
            }
        })?;
        let text = if bytes.iter().all(u8::is_ascii_whitespace) {
            &b"{}"[..]
        } else {
            &bytes[..]
        };
        read_json("JSON body", text).map(JsonBody)
    }
}

/// A WebSocket message whose `type` chooses its fields, read as [`read_json`] reads, and
/// refused as well when it has a field its type does not (serde lets those pass in a message
/// without fields, such as `resign`, and ignores them elsewhere): a misspelt field is said,
/// not silently dropped.
pub fn read_message<T: DeserializeOwned + Serialize>(what: &str, text: &[u8]) -> Result<T, ApiError> {
    let message: T = read_json(what, text)?;
    let (Ok(serde_json::Value::Object(sent)), Ok(serde_json::Value::Object(known))) =
        (serde_json::from_slice(text), serde_json::to_value(&message))
    else {
        return Ok(message);
    };
    let Some(key) = sent.keys().find(|k| !known.contains_key(*k)) else {
        return Ok(message);
    };
    let fields: Vec<String> = known
        .keys()
        .filter(|k| *k != "type")
        .map(|k| format!("`{k}`"))
        .collect();
    let expected = match fields.as_slice() {
        [] => "there are no fields".to_string(),
        [one] => format!("expected {one}"),
        more => format!("expected one of {}", more.join(", ")),
    };
    let key: String = key.chars().take(40).collect();
    let error = <serde_json::Error as serde::de::Error>::custom(format!("unknown field `{key}`, {expected}"));
    Err(ApiError::malformed_json(what, &key, &error))
}

/// JSON text read as `T`, refused as [`ApiError::malformed_json`] says (`what`: "JSON body",
/// "message"). Every body and message is an object: JSON of another kind (an array, a string)
/// is refused as such, as serde would read an array's items as a struct's fields in turn.
pub fn read_json<T: DeserializeOwned>(what: &str, text: &[u8]) -> Result<T, ApiError> {
    if text.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(match serde_json::from_slice::<serde::de::IgnoredAny>(text) {
            Ok(_) => ApiError::not_an_object(what),
            Err(e) => ApiError::malformed_json(what, "", &e),
        });
    }
    let mut reader = serde_json::Deserializer::from_slice(text);
    let value = serde_path_to_error::deserialize(&mut reader).map_err(|e| {
        let mut path = e.path().to_string();
        // A missing field's path is the object's that misses it: the top's, here.
        if path == "." && e.inner().is_data() && !json_words(e.inner()).starts_with("missing field") {
            path = blame::<T>(text, &json_words(e.inner())).unwrap_or(path);
        }
        ApiError::malformed_json(what, &path, e.inner())
    })?;
    reader.end().map_err(|e| ApiError::malformed_json(what, "", &e))?;
    Ok(value)
}

/// The key of a JSON object that `error` is about, when the path is lost (inside a message whose
/// `type` chooses its fields, serde reads the fields from a copy): the first key whose removal
/// changes the error. Objects of more than 32 keys are not searched.
fn blame<T: DeserializeOwned>(text: &[u8], error: &str) -> Option<String> {
    let serde_json::Value::Object(object) = serde_json::from_slice(text).ok()? else {
        return None;
    };
    if object.len() > 32 {
        return None;
    }
    object.keys().find_map(|key| {
        let mut less = object.clone();
        less.remove(key);
        match serde_json::from_value::<T>(serde_json::Value::Object(less)) {
            Err(e) if json_words(&e) == error => None,
            _ => Some(key.clone()),
        }
    })
}

/// The non-empty `&`-separated pairs of a query string, each with its name and value split
/// at the first `=` (none when it has no `=`).
pub fn query_pairs(query: Option<&str>) -> impl Iterator<Item = (&str, Option<(&str, &str)>)> {
    query
        .unwrap_or("")
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| (p, p.split_once('=')))
}

/// The seat tokens a request carries: `Authorization: Bearer T1[,T2…]` and/or `token=` in the
/// query (repeated or comma-separated), at most 8.
pub fn tokens(headers: &HeaderMap, query: Option<&str>) -> Result<Vec<String>, ApiError> {
    let mut out: Vec<String> = Vec::new();
    if let Some(value) = headers.get(header::AUTHORIZATION) {
        let text = value
            .to_str()
            .map_err(|_| ApiError::bad_token("the Authorization header is not text"))?;
        let rest = text
            .strip_prefix("Bearer ")
            .ok_or_else(|| ApiError::bad_token("the Authorization header must be: Bearer TOKEN"))?;
        out.extend(rest.split(',').map(|t| t.trim().to_string()));
    }
    for pair in query.unwrap_or("").split('&') {
        if let Some(value) = pair.strip_prefix("token=") {
            // A comma may come encoded as %2C.
            let value = value.replace("%2C", ",").replace("%2c", ",");
            out.extend(value.split(',').map(|t| t.trim().to_string()));
        }
    }
    check_tokens(out)
}

/// Seat tokens as given (in a header, a query, or a WebSocket's first message), checked: at
/// most 8, each letters and digits; empty ones dropped, repeats kept once.
pub fn check_tokens(mut out: Vec<String>) -> Result<Vec<String>, ApiError> {
    out.iter_mut().for_each(|t| *t = t.trim().to_string());
    out.retain(|t| !t.is_empty());
    out.sort();
    out.dedup();
    if out.len() > MAX_TOKENS {
        return Err(ApiError::bad_request("at most 8 seat tokens in one request"));
    }
    if out
        .iter()
        .any(|t| t.len() > 128 || !t.bytes().all(|b| b.is_ascii_alphanumeric()))
    {
        return Err(ApiError::bad_token("a seat token is 32 letters and digits"));
    }
    Ok(out)
}

/// The client a request comes from, as the limits per address tell clients apart
/// ([`crate::limit::client_key`]); `None` when unknown, or when those limits are off.
pub struct Client(pub Option<IpAddr>);

impl FromRequestParts<AppState> for Client {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Infallible> {
        let requester = parts.extensions.get::<Requester>();
        Ok(Client(
            requester
                .filter(|_| state.limits.per_address_limits)
                .map(|r| crate::limit::client_key(r.address)),
        ))
    }
}

/// The one parameter of a path (`{id}`, `{code}`), read with the server's own error.
pub struct PathText(pub String);

impl FromRequestParts<AppState> for PathText {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Path::<String>::from_request_parts(parts, state)
            .await
            .map(|Path(text)| PathText(text))
            .map_err(|e| ApiError::bad_path(&e))
    }
}

/// The two parameters of a path (`{game}/{id}`), read with the server's own error.
pub struct PathPair(pub String, pub String);

impl FromRequestParts<AppState> for PathPair {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Path::<(String, String)>::from_request_parts(parts, state)
            .await
            .map(|Path((a, b))| PathPair(a, b))
            .map_err(|e| ApiError::bad_path(&e))
    }
}

/// Who asks about a game: its room (from the path's `{id}`) and the seats the request's tokens
/// hold there (none: a spectator).
pub struct Viewer {
    /// The game's room.
    pub room: Arc<Room>,
    /// The seats held, sorted.
    pub held: Vec<usize>,
}

/// Why a [`Viewer`] could not be made.
pub enum SeatRejection {
    /// No such game (or the store failed).
    NoRoom(ApiError),
    /// The game exists but the tokens do not hold seats of it.
    BadSeat {
        /// The game's room.
        room: Arc<Room>,
        /// Why.
        error: ApiError,
    },
}

impl SeatRejection {
    /// The error.
    pub fn error(&self) -> &ApiError {
        match self {
            SeatRejection::NoRoom(error) | SeatRejection::BadSeat { error, .. } => error,
        }
    }
}

impl IntoResponse for SeatRejection {
    fn into_response(self) -> Response {
        match self {
            SeatRejection::NoRoom(error) | SeatRejection::BadSeat { error, .. } => error.into_response(),
        }
    }
}

impl FromRequestParts<AppState> for Viewer {
    type Rejection = SeatRejection;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, SeatRejection> {
        let PathText(id) = PathText::from_request_parts(parts, state)
            .await
            .map_err(SeatRejection::NoRoom)?;
        let room = state
            .games
            .room(&id)
            .await
            .map_err(|e| SeatRejection::NoRoom(e.into()))?;
        let held = match tokens(&parts.headers, parts.uri.query()) {
            Ok(t) if t.is_empty() => Ok(Vec::new()),
            Ok(t) => room.seats_of(&t).await.map_err(ApiError::from),
            Err(e) => Err(e),
        };
        match held {
            Ok(held) => Ok(Viewer { room, held }),
            Err(error) => Err(SeatRejection::BadSeat { room, error }),
        }
    }
}

/// A [`Viewer`] that holds at least one seat.
pub struct Player(pub Viewer);

impl FromRequestParts<AppState> for Player {
    type Rejection = SeatRejection;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, SeatRejection> {
        let viewer = Viewer::from_request_parts(parts, state).await?;
        if viewer.held.is_empty() {
            return Err(SeatRejection::BadSeat {
                room: viewer.room,
                error: ApiError::bad_token("this needs your seat token: Authorization: Bearer TOKEN"),
            });
        }
        Ok(Player(viewer))
    }
}

/// The language a request asks for: `lang=` in the query, else the `Accept-Language` header's
/// first language Quartet speaks, else English. A `lang=` Quartet does not speak is refused
/// (a header is only a preference).
pub fn lang(headers: &HeaderMap, query: Option<&str>) -> Result<quartet_i18n::Lang, ApiError> {
    for (_, name_value) in query_pairs(query) {
        if let Some(("lang", tag)) = name_value {
            return quartet_i18n::Lang::from_locale(tag)
                .filter(|l| quartet_i18n::Lang::ALL.contains(l))
                .ok_or_else(|| {
                    let tag: String = tag.chars().take(20).collect();
                    let message = quartet_i18n::UnknownLang(tag.clone()).to_string();
                    ApiError::detailed(
                        ErrorCode::BadRequest,
                        &crate::detail::Detail::new("lang-unknown", message).with("lang", tag),
                    )
                });
        }
    }
    Ok(headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(quartet_i18n::Lang::from_accept_language)
        .filter(|l| quartet_i18n::Lang::ALL.contains(l))
        .unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{ClientMessage, CreateRequest, PairingRequest};

    /// The detail's code and its `field`, of JSON that `read_json` refuses as `T`.
    fn refused<T: DeserializeOwned + std::fmt::Debug>(text: &str) -> (String, String, String) {
        let error = read_json::<T>("JSON body", text.as_bytes()).unwrap_err();
        let detail = error.detail.unwrap();
        let field = match detail.values.get("field") {
            Some(crate::wire::RuleValue::Text(t)) => t.clone(),
            _ => String::new(),
        };
        (detail.code, field, error.message)
    }

    /// A seat object of other keys than `bot` is JSON with a bad value, never "not JSON".
    #[test]
    fn a_seat_object_of_other_keys_is_named_not_called_not_json() {
        let (code, field, message) =
            refused::<CreateRequest>(r#"{"game":"quarto","seats":["me",{"bot":"beginner","x":1}]}"#);
        assert_eq!(
            (code.as_str(), field.as_str()),
            ("json-unknown-field", "seats[1].x"),
            "{message}"
        );
        let (code, field, message) = refused::<CreateRequest>(r#"{"game":"quarto","seats":["me",{}]}"#);
        assert_eq!(
            (code.as_str(), field.as_str()),
            ("json-bad-value", "seats[1]"),
            "{message}"
        );
        assert!(!message.contains("not JSON"), "{message}");
        let (code, field, _) = refused::<CreateRequest>(r#"{"game":"quarto","seats":["me",{"robot":"x"}]}"#);
        assert_eq!(
            (code.as_str(), field.as_str()),
            ("json-unknown-field", "seats[1].robot")
        );
        let (code, field, _) = refused::<CreateRequest>(r#"{"game":"quarto","seats":["me",{"bot":3}]}"#);
        assert_eq!(
            (code.as_str(), field.as_str()),
            ("json-wrong-type", "seats[1].bot")
        );
        let (code, field, _) = refused::<CreateRequest>(r#"{"game":"quarto","seats":["me","robot"]}"#);
        assert_eq!((code.as_str(), field.as_str()), ("json-bad-value", "seats[1]"));
    }

    /// JSON that is not an object is refused as such, an array too (serde would read its items
    /// as the struct's fields in turn), over HTTP and on a socket alike.
    #[test]
    fn json_that_is_not_an_object_is_refused_as_such() {
        for text in [r#"["quarto","",null,["me","me"]]"#, r#" "quarto""#, "7", "null"] {
            let (code, _, message) = refused::<CreateRequest>(text);
            assert_eq!(code, "json-body-type", "{text}");
            assert_eq!(message, "bad JSON body: not an object");
        }
        let error = read_message::<ClientMessage>("message", b"[1,2]").unwrap_err();
        assert_eq!(error.detail.unwrap().code, "json-body-type");
        assert_eq!(error.message, "bad message: not an object");
        // Not JSON at all stays `json-syntax`.
        let (code, _, _) = refused::<CreateRequest>("[1,");
        assert_eq!(code, "json-syntax");
    }

    /// A missing field is named as itself at the top of a body, not after another key.
    #[test]
    fn a_missing_field_at_the_top_is_named_alone() {
        let (code, field, message) = refused::<CreateRequest>(r#"{"game":"quarto"}"#);
        assert_eq!(
            (code.as_str(), field.as_str()),
            ("json-missing-field", "seats"),
            "{message}"
        );
        let (_, field, _) = refused::<PairingRequest>(r#"{"game":"quarto"}"#);
        assert_eq!(field, "clock");
        let error = read_message::<ClientMessage>("message", br#"{"type":"action"}"#).unwrap_err();
        assert_eq!(
            error.detail.unwrap().values.get("field"),
            Some(&crate::wire::RuleValue::Text("action".into()))
        );
    }
}
