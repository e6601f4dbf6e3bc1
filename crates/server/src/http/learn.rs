//! The learning endpoints (documented in `docs/api.md`): a game's rules, its lessons and tries
//! at them, the puzzles (the next near a rating, the daily one, one by id, tries — the solution
//! only once a try is over), and the review of a finished game with its mistakes played again.
//! Everything is decided in [`crate::learn`]; this reads requests and writes answers.

use axum::Json;
use axum::extract::{RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use quartet_core::AnyAction;
use quartet_engine::learn::{THEMES, Theme};

use super::AppState;
use super::error::ApiError;
use super::extract::{JsonBody, PathPair, PathText, lang, query_pairs};
use crate::learn::{LearnError, game_of, rules_view};
use crate::room::Room;
use crate::wire::{PuzzleView, ReviewView, TryAnswer, TryRequest};

/// The most ids a `seen` list may name.
const MAX_SEEN: usize = 50;

/// The language a text's request asks for (see [`lang`]); only `lang=` may be in its query.
fn language(headers: &HeaderMap, query: Option<&str>) -> Result<&'static str, ApiError> {
    if let Some((pair, _)) = query_pairs(query).find(|(_, nv)| !matches!(nv, Some(("lang", _)))) {
        return Err(ApiError::unknown_query(pair));
    }
    Ok(lang(headers, query)?.tag())
}

/// An answer in a language: `Content-Language` says which (English where the text is not
/// written in the language asked for), `Vary` that `Accept-Language` chose it.
fn in_language<T: serde::Serialize>(body: T, served: &str) -> Response {
    let mut response = Json(body).into_response();
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(served) {
        headers.insert(header::CONTENT_LANGUAGE, value);
    }
    headers.insert(header::VARY, HeaderValue::from_static("accept-language"));
    response
}

/// `GET /api/rules/{game}?lang=L` (or `Accept-Language`)
pub async fn rules(
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    PathText(game): PathText,
) -> Result<Response, ApiError> {
    let lang = language(&headers, query.as_deref())?;
    let (view, served) = rules_view(game_of(&game)?, lang);
    Ok(in_language(view, served))
}

/// `GET /api/lessons/{game}?lang=L` (or `Accept-Language`)
pub async fn lessons(
    State(state): State<AppState>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    PathText(game): PathText,
) -> Result<Response, ApiError> {
    let lang = language(&headers, query.as_deref())?;
    let (view, served) = state.teacher.course(game_of(&game)?, lang)?;
    Ok(in_language(view, served))
}

/// `POST /api/lessons/{game}/{id}/try` with `{"line": [...]}`
pub async fn try_lesson(
    State(state): State<AppState>,
    PathPair(game, id): PathPair,
    JsonBody(req): JsonBody<TryRequest>,
) -> Result<Json<TryAnswer>, ApiError> {
    let kind = game_of(&game)?;
    Ok(Json(state.teacher.try_lesson(kind, &id, req.line).await?))
}

/// `GET /api/puzzles/next?game=G&rating=R&theme=T&seen=ID,ID…`
pub async fn next_puzzle(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
) -> Result<Json<PuzzleView>, ApiError> {
    let (mut game, mut rating, mut theme, mut seen) = (None, 1500i64, None, Vec::new());
    for (pair, name_value) in query_pairs(query.as_deref()) {
        match name_value {
            Some(("game", g)) => {
                game =
                    Some(game_of(g).map_err(|_| ApiError::bad_query("game", "quarto, danish or quartino"))?)
            }
            Some(("rating", r)) => {
                rating = r
                    .parse::<i64>()
                    .ok()
                    .filter(|r| (0..=4000).contains(r))
                    .ok_or_else(|| ApiError::bad_query("rating", "a number from 0 to 4000"))?;
            }
            Some(("theme", "")) => {}
            Some(("theme", t)) => {
                theme = Some(
                    t.parse::<Theme>()
                        .map_err(|_| ApiError::bad_query("theme", THEMES))?,
                );
            }
            Some(("seen", ids)) => {
                seen = ids
                    .split([',', '+'])
                    .filter(|id| !id.is_empty())
                    .map(|id| id.chars().take(20).collect())
                    .collect();
                if seen.len() > MAX_SEEN {
                    return Err(ApiError::bad_query("seen", &format!("at most {MAX_SEEN} ids")));
                }
            }
            _ => return Err(ApiError::unknown_query(pair)),
        }
    }
    let game = game.ok_or_else(|| ApiError::bad_query("game", "quarto, danish or quartino"))?;
    let draw = crate::token::new_seed();
    Ok(Json(
        state
            .teacher
            .next_puzzle(game, rating, theme, &seen, draw)
            .await?,
    ))
}

/// `GET /api/puzzles/daily?game=G`
pub async fn daily_puzzle(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
) -> Result<Json<PuzzleView>, ApiError> {
    let mut game = None;
    for (pair, name_value) in query_pairs(query.as_deref()) {
        match name_value {
            Some(("game", g)) => {
                game =
                    Some(game_of(g).map_err(|_| ApiError::bad_query("game", "quarto, danish or quartino"))?)
            }
            _ => return Err(ApiError::unknown_query(pair)),
        }
    }
    let game = game.ok_or_else(|| ApiError::bad_query("game", "quarto, danish or quartino"))?;
    let day = crate::time::now_ms() / 86_400_000;
    Ok(Json(state.teacher.daily_puzzle(game, day).await?))
}

/// `GET /api/puzzles/{id}`
pub async fn puzzle(
    State(state): State<AppState>,
    PathText(id): PathText,
) -> Result<Json<PuzzleView>, ApiError> {
    Ok(Json(state.teacher.puzzle(&id).await?))
}

/// `POST /api/puzzles/{id}/try` with `{"line": [...]}`
pub async fn try_puzzle(
    State(state): State<AppState>,
    PathText(id): PathText,
    JsonBody(req): JsonBody<TryRequest>,
) -> Result<Json<TryAnswer>, ApiError> {
    Ok(Json(state.teacher.try_puzzle(&id, req.line).await?))
}

/// A finished game's start and actions, or why it cannot be reviewed.
async fn finished(
    state: &AppState,
    id: &str,
) -> Result<(std::sync::Arc<Room>, quartet_core::AnyGame, Vec<AnyAction>), ApiError> {
    let room = state.games.room(id).await?;
    if !room.snapshot().is_over() {
        return Err(LearnError::NotOver.into());
    }
    let (start, history) = room.start_and_history().await;
    let mut game = start.clone();
    let mut actions = Vec::with_capacity(history.len());
    for entry in &history {
        let action = game
            .play_text(&entry.action)
            .map_err(|e| ApiError::from(LearnError::Internal(e.to_string())))?;
        actions.push(action);
    }
    Ok((room, start, actions))
}

/// `GET /api/games/{id}/review`
pub async fn review(
    State(state): State<AppState>,
    PathText(id): PathText,
) -> Result<Json<ReviewView>, ApiError> {
    let (room, start, actions) = finished(&state, &id).await?;
    Ok(Json(state.teacher.review(&room.id, start, actions).await?))
}

/// `POST /api/games/{id}/review/{ply}/try` with `{"line": [...]}`: the mistake of action
/// `ply` (from 0) played again.
pub async fn try_mistake(
    State(state): State<AppState>,
    PathPair(id, ply): PathPair,
    JsonBody(req): JsonBody<TryRequest>,
) -> Result<Json<TryAnswer>, ApiError> {
    let ply: usize = ply
        .parse()
        .map_err(|_| ApiError::bad_request("ply: the action's number in the game, from 0"))?;
    let (room, start, actions) = finished(&state, &id).await?;
    Ok(Json(
        state
            .teacher
            .try_mistake(&room.id, start, actions, ply, req.line)
            .await?,
    ))
}
