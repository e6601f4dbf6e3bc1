//! Accounts and sessions over HTTP: sign up (`POST /api/accounts`), sign in and out
//! (`POST`/`GET`/`DELETE /api/session`), sign out everywhere (`DELETE /api/sessions`), delete
//! the account (`DELETE /api/account`), claim a guest's games (`POST /api/account/claim`), the
//! account's games that go on (`GET /api/account/games`), a player's page
//! (`GET /api/players/{name}`, without its games `…/ratings`), the leaderboards
//! (`GET /api/leaderboard[/{class}]`); and
//! the middleware that finds the session of every API request ([`session_layer`]) and refuses
//! a state-changing request that carries the session cookie without its CSRF token.
//!
//! The session cookie: `quartet_session`, `HttpOnly; SameSite=Lax; Path=/`, 30 days, and
//! `Secure` when the request came over https (a trusted proxy saying so with
//! `X-Forwarded-Proto: https`: [`super::requester`]). Passwords are read from the JSON body only, never logged, never
//! sent back; tokens never appear in URLs.

use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde::Deserialize;

use super::AppState;
use super::error::ApiError;
use super::extract::{Client, JsonBody, PathText};
use super::requester::Https;
use crate::model::AccountRef;
use crate::players::{NewSignIn, PlayerError, Players, SESSION_MS, SignedIn, YourGame, YourGames, csrf_for};
use crate::wire::{LangChoice, SessionInfo};

/// The session cookie's name.
pub const COOKIE: &str = "quartet_session";
/// The header that carries the CSRF token.
pub const CSRF_HEADER: &str = "x-csrf-token";

/// The session a request carries, found by [`session_layer`]: `None` without a (live) one.
#[derive(Clone, Debug)]
pub struct Session(pub Option<(SignedIn, String)>);

impl Session {
    /// The signed-in player's account, if any.
    pub fn account(&self) -> Option<AccountRef> {
        self.0.as_ref().map(|(signed_in, _)| AccountRef {
            id: signed_in.account_id.clone(),
            name: signed_in.name.clone(),
        })
    }
}

/// The session cookie's token in a request's `Cookie` headers, if any.
fn cookie_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value.trim().to_string())
        .filter(|t| !t.is_empty() && t.len() <= 128 && t.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// The `Set-Cookie` value that sets (`Some(token)`) or clears the session cookie.
fn set_cookie(token: Option<&str>, secure: bool) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    let text = match token {
        Some(token) => format!(
            "{COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{secure}",
            SESSION_MS / 1000
        ),
        None => format!("{COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}"),
    };
    // Tokens are letters and digits: the value is always a valid header.
    HeaderValue::from_str(&text).unwrap_or(HeaderValue::from_static(""))
}

/// Finds the session of an API request (its cookie) and puts it in the request's extensions
/// as a [`Session`]; refuses (`403 csrf`) a request other than GET, HEAD or OPTIONS that
/// carries a live session's cookie without its CSRF token in `X-CSRF-Token`.
pub async fn session_layer(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let mut session = None;
    if let Some(token) = cookie_token(request.headers()) {
        match state.players.session(&token, state.games.now() as i64).await {
            Ok(found) => session = found.map(|s| (s, token)),
            Err(e) => return ApiError::from(e).into_response(),
        }
    }
    let safe = matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if !safe && let Some((signed_in, _)) = &session {
        let csrf = request.headers().get(CSRF_HEADER).and_then(|v| v.to_str().ok());
        if !Players::csrf_matches(signed_in, csrf) {
            return ApiError::from(PlayerError::Csrf).into_response();
        }
    }
    request.extensions_mut().insert(Session(session));
    next.run(request).await
}

/// A name and a password, as sign-up and sign-in take them.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// The account's name.
    pub name: String,
    /// The password (never logged, stored or sent back).
    pub password: String,
}

/// An answer that signs a browser in: the cookie and who is signed in.
fn signed_in(status: StatusCode, made: &NewSignIn, https: bool) -> Response {
    let mut response = (
        status,
        Json(SessionInfo {
            name: Some(made.name.clone()),
            csrf: Some(made.csrf.clone()),
            lang: made.lang.clone(),
        }),
    )
        .into_response();
    response
        .headers_mut()
        .insert(header::SET_COOKIE, set_cookie(Some(&made.token), https));
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// An answer that signs a browser out: the cookie cleared.
fn signed_out(https: bool, body: serde_json::Value) -> Response {
    let mut response = Json(body).into_response();
    response
        .headers_mut()
        .insert(header::SET_COOKIE, set_cookie(None, https));
    response
}

/// The signed-in player of a request, or `401 signed_out`.
fn me(session: &Session) -> Result<&SignedIn, ApiError> {
    session
        .0
        .as_ref()
        .map(|(s, _)| s)
        .ok_or_else(|| PlayerError::SignedOut.into())
}

/// `POST /api/accounts` `{"name","password"}`: a new account, signed in (`201`).
pub async fn sign_up(
    State(state): State<AppState>,
    Client(client): Client,
    Https(https): Https,
    JsonBody(c): JsonBody<Credentials>,
) -> Result<Response, ApiError> {
    let made = state
        .players
        .sign_up(&c.name, &c.password, client, state.games.now() as i64)
        .await?;
    Ok(signed_in(StatusCode::CREATED, &made, https))
}

/// `POST /api/session` `{"name","password"}`: signs in.
pub async fn sign_in(
    State(state): State<AppState>,
    Client(client): Client,
    Https(https): Https,
    JsonBody(c): JsonBody<Credentials>,
) -> Result<Response, ApiError> {
    let made = state
        .players
        .sign_in(&c.name, &c.password, client, state.games.now() as i64)
        .await?;
    Ok(signed_in(StatusCode::OK, &made, https))
}

/// `GET /api/session`: who is signed in, the session's CSRF token and the account's language.
pub async fn current(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
) -> Result<Response, ApiError> {
    let info = match &session.0 {
        Some((signed_in, token)) => SessionInfo {
            name: Some(signed_in.name.clone()),
            csrf: Some(csrf_for(token)),
            lang: state.players.lang(signed_in).await?,
        },
        None => SessionInfo {
            name: None,
            csrf: None,
            lang: None,
        },
    };
    Ok(([(header::CACHE_CONTROL, "no-store")], Json(info)).into_response())
}

/// `PUT /api/session/lang` `{"lang"}`: remembers the account's language (`null` forgets it).
pub async fn set_lang(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
    JsonBody(choice): JsonBody<LangChoice>,
) -> Result<Json<serde_json::Value>, ApiError> {
    state
        .players
        .set_lang(me(&session)?, choice.lang.as_deref())
        .await?;
    Ok(Json(serde_json::json!({ "lang": choice.lang })))
}

/// `DELETE /api/session`: signs this browser out.
pub async fn sign_out(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
    Https(https): Https,
) -> Result<Response, ApiError> {
    if let Some((signed_in, _)) = &session.0 {
        state.players.sign_out(signed_in).await?;
    }
    Ok(signed_out(https, serde_json::json!({ "name": null })))
}

/// `DELETE /api/sessions`: signs every browser of the account out.
pub async fn sign_out_everywhere(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
    Https(https): Https,
) -> Result<Response, ApiError> {
    let ended = state.players.sign_out_everywhere(me(&session)?).await?;
    Ok(signed_out(https, serde_json::json!({ "sessions_ended": ended })))
}

/// The password, given again to delete an account.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Password {
    /// The account's password.
    pub password: String,
}

/// `DELETE /api/account` `{"password"}`: deletes the account and everything only its own; its
/// games stay under a deleted player.
pub async fn delete_account(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
    Https(https): Https,
    JsonBody(p): JsonBody<Password>,
) -> Result<Response, ApiError> {
    let signed_in = me(&session)?;
    state.players.delete_account(signed_in, &p.password).await?;
    state.games.account_deleted(&signed_in.account_id).await;
    Ok(signed_out(https, serde_json::json!({ "deleted": true })))
}

/// The seats a browser holds as a guest: a game and its seat token.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// The seats, at most 200.
    pub seats: Vec<ClaimedSeat>,
}

/// One guest seat to claim.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimedSeat {
    /// The game's id.
    pub game: String,
    /// The seat's token.
    pub token: String,
}

/// `POST /api/account/claim` `{"seats": [{"game","token"}]}`: the account takes the guest
/// seats whose tokens this browser holds; answers `{"claimed": n}`.
pub async fn claim(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
    JsonBody(c): JsonBody<Claim>,
) -> Result<Response, ApiError> {
    if c.seats.len() > 200 {
        return Err(ApiError::bad_request("at most 200 seats at once"));
    }
    let seats: Vec<(String, String)> = c.seats.into_iter().map(|s| (s.game, s.token)).collect();
    let (claimed, games) = state.players.claim(me(&session)?, &seats).await?;
    if claimed > 0 {
        state.games.seats_claimed(&games).await;
    }
    Ok(Json(serde_json::json!({ "claimed": claimed })).into_response())
}

/// `GET /api/players/{name}`: a player's page — ratings (with deviation, game count and
/// whether provisional), recent games and the rating history for the chart.
pub async fn profile(State(state): State<AppState>, PathText(name): PathText) -> Result<Response, ApiError> {
    Ok(Json(state.players.profile(&name).await?).into_response())
}

/// `GET /api/players/{name}/ratings`: a player's ratings and rating history, as their page
/// has them, without the games (`games` empty): what a rated game's table shows.
pub async fn ratings(State(state): State<AppState>, PathText(name): PathText) -> Result<Response, ApiError> {
    Ok(Json(state.players.ratings_of(&name).await?).into_response())
}

/// `GET /api/leaderboard`: the classes players are rated in, and the leaderboard of the one
/// with the most players.
pub async fn top_class(State(state): State<AppState>) -> Result<Response, ApiError> {
    Ok(Json(state.players.leaderboard(None).await?).into_response())
}

/// `GET /api/leaderboard/{game}/{family}/{speed}`: a class's leaderboard (a class that does not
/// read is not found; one nobody is rated in lists nobody), and the classes.
pub async fn leaderboard(
    State(state): State<AppState>,
    PathText(class): PathText,
) -> Result<Response, ApiError> {
    Ok(Json(state.players.leaderboard(Some(&class)).await?).into_response())
}

/// `GET /api/account/games`: the signed-in account's games that go on, with whose turn it is and
/// whether each waits for the player (their turn, an offer to answer).
pub async fn your_games(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
) -> Result<Response, ApiError> {
    let games = state.players.games_on(me(&session)?).await?;
    let snapshots = state.games.hub().snapshots(games.iter().map(|g| g.id.as_str()));
    let games = games
        .into_iter()
        .zip(snapshots)
        .map(|(game, snapshot)| YourGame::of(game, snapshot.as_deref()))
        .collect();
    Ok(Json(YourGames { games }).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_read_from_any_cookie_header() {
        let mut headers = HeaderMap::new();
        headers.append(
            header::COOKIE,
            HeaderValue::from_static("a=1; quartet_session=abc123; b=2"),
        );
        assert_eq!(cookie_token(&headers).as_deref(), Some("abc123"));
        let mut bad = HeaderMap::new();
        bad.append(header::COOKIE, HeaderValue::from_static("quartet_session=a%20b"));
        assert_eq!(cookie_token(&bad), None);
        assert_eq!(cookie_token(&HeaderMap::new()), None);
    }

    #[test]
    fn the_cookie_is_secure_over_https() {
        let set = set_cookie(Some("abc"), false);
        assert_eq!(
            set,
            "quartet_session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000"
        );
        assert!(
            set_cookie(Some("abc"), true)
                .to_str()
                .unwrap()
                .ends_with("; Secure")
        );
        assert!(set_cookie(None, false).to_str().unwrap().contains("Max-Age=0"));
    }
}
