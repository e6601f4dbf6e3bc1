//! The JSON API under `/api/` (documented in `docs/api.md`): create, list, join and play
//! games over HTTP. The browser UI uses exactly this API, so other clients and bots can too.
//!
//! Every handler reads its input strictly (a body of at most [`Limits::http_body_bytes`],
//! JSON checked field by field) and answers a refusal with an [`ApiError`] that changes
//! nothing.

use std::sync::Arc;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{FromRequest, Path, RawQuery, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use quartet_core::{AnyGame, GameKind, Player};
use quartet_engine::any::AnyBot;
use quartet_engine::levels::Level;
use quartet_store::Status;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::Limits;
use crate::error::ApiError;
use crate::hub::{GameSpec, Hub, SeatPlan, clean_name};
use crate::room::{Room, now_ms};

/// A JSON body read with the server's own errors (size, syntax, fields).
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned> FromRequest<Arc<Hub>> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, hub: &Arc<Hub>) -> Result<Self, ApiError> {
        let bytes = Bytes::from_request(req, hub).await.map_err(|e| {
            if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "too_large",
                    format!(
                        "the request body is larger than the limit of {} bytes",
                        hub.limits.http_body_bytes
                    ),
                )
            } else {
                ApiError::bad_request(format!("cannot read the request body: {}", e.body_text()))
            }
        })?;
        let text = if bytes.iter().all(u8::is_ascii_whitespace) {
            &b"{}"[..]
        } else {
            &bytes[..]
        };
        serde_json::from_slice(text)
            .map(JsonBody)
            .map_err(|e| ApiError::bad_request(format!("bad JSON body: {e}")))
    }
}

/// Runs a change of a game to its end even if the client goes away meanwhile (hyper drops a
/// request's future when its connection closes): a change stopped between the store and the
/// room would leave them disagreeing.
async fn detached<T: Send + 'static>(
    change: impl Future<Output = Result<T, ApiError>> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::spawn(change)
        .await
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string()))?
}

/// The non-empty `&`-separated pairs of a query string, each with its name and value split
/// at the first `=` (none when it has no `=`).
fn query_pairs(query: Option<&str>) -> impl Iterator<Item = (&str, Option<(&str, &str)>)> {
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
    out.retain(|t| !t.is_empty());
    out.sort();
    out.dedup();
    if out.len() > 8 {
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

/// The seats held by a request's tokens (none: a spectator).
async fn viewer(room: &Room, headers: &HeaderMap, query: Option<&str>) -> Result<Vec<usize>, ApiError> {
    let tokens = tokens(headers, query)?;
    if tokens.is_empty() {
        return Ok(Vec::new());
    }
    room.seats_of(&tokens).await
}

/// The seats held by a request that must hold one.
async fn player(room: &Room, headers: &HeaderMap, query: Option<&str>) -> Result<Vec<usize>, ApiError> {
    let held = viewer(room, headers, query).await?;
    if held.is_empty() {
        return Err(ApiError::bad_token(
            "this needs your seat token: Authorization: Bearer TOKEN, or ?token=TOKEN",
        ));
    }
    Ok(held)
}

fn state_json(room: &Room, held: &[usize]) -> Response {
    let snapshot = room.snapshot();
    let body = snapshot.render(held, now_ms());
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// `GET /api/health`
pub async fn health(State(hub): State<Arc<Hub>>) -> Json<Value> {
    Json(json!({"ok": true, "rooms": hub.rooms_in_memory()}))
}

/// `GET /api/meta`: the games, their default rules, seats, bot levels and the limits.
pub async fn meta(State(hub): State<Arc<Hub>>) -> Json<Value> {
    let games: Vec<Value> = GameKind::ALL
        .iter()
        .map(|&kind| {
            let start = AnyGame::start(kind, "", 0).ok();
            let levels: Vec<&str> = Level::ALL
                .iter()
                .filter(|&&l| AnyBot::new(kind, l, 0).is_ok())
                .map(|l| l.name())
                .collect();
            let (min, max) = if kind == GameKind::Quartino {
                (2, 5)
            } else {
                (2, 2)
            };
            json!({
                "game": kind.tag(),
                "name": kind.name(),
                "rules": start.as_ref().map(AnyGame::rules_text),
                "players": {"min": min, "max": max},
                "hidden": start.as_ref().is_some_and(AnyGame::hides_information),
                "levels": levels,
            })
        })
        .collect();
    let l: &Limits = &hub.limits;
    Json(json!({
        "games": games,
        "clocks": ["none", "1m/move", "30s/move", "5m", "5m+3s", "10m+5s"],
        "seats": ["me", "invite", "open", {"bot": "strong"}],
        "limits": {
            "http_body_bytes": l.http_body_bytes,
            "ws_message_bytes": l.ws_message_bytes,
            "ws_messages_per_second": l.ws_messages_per_second,
            "ws_burst": l.ws_burst,
            "http_requests_per_second": l.http_requests_per_second,
            "http_burst": l.http_burst,
        },
        "analysis": ["quarto"],
    }))
}

/// The body of `POST /api/games`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRequest {
    game: String,
    #[serde(default)]
    rules: String,
    #[serde(default)]
    clock: Option<String>,
    seats: Vec<Value>,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    names: Option<Vec<Option<String>>>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    start: Option<String>,
}

fn names_for(
    plans: &[SeatPlan],
    name: Option<&str>,
    names: Option<&[Option<String>]>,
) -> Vec<Option<String>> {
    let name = clean_name(name);
    (0..plans.len())
        .map(|i| {
            names
                .and_then(|n| n.get(i))
                .and_then(|n| clean_name(n.as_deref()))
                .or_else(|| (plans[i] == SeatPlan::Me).then(|| name.clone()).flatten())
        })
        .collect()
}

fn plans_of(seats: &[Value], kind: GameKind) -> Result<Vec<SeatPlan>, ApiError> {
    if seats.len() > 5 {
        return Err(ApiError::bad_request("at most 5 seats"));
    }
    seats.iter().map(|s| SeatPlan::from_json(s, kind)).collect()
}

/// `POST /api/games`
pub async fn create(
    State(hub): State<Arc<Hub>>,
    JsonBody(req): JsonBody<CreateRequest>,
) -> Result<Response, ApiError> {
    let kind: GameKind = req
        .game
        .parse()
        .map_err(|e| ApiError::bad_request(format!("{e}")))?;
    let plans = plans_of(&req.seats, kind)?;
    if plans.is_empty() {
        return Err(ApiError::bad_request("seats: give one entry per seat"));
    }
    let spec = GameSpec {
        kind,
        rules: req.rules,
        clock: req.clock.unwrap_or_else(|| "none".into()),
        names: names_for(&plans, req.name.as_deref(), req.names.as_deref()),
        seats: plans,
        seed: req.seed,
        start: req.start,
    };
    let (created, room) = detached({
        let hub = hub.clone();
        async move { hub.create(&spec).await }
    })
    .await?;
    created_response(created, &room)
}

fn created_response(created: crate::hub::Created, room: &Room) -> Result<Response, ApiError> {
    let held: Vec<usize> = created.tokens.iter().map(|t| t.seat).collect();
    let state: Value = serde_json::from_str(&room.snapshot().render(&held, now_ms()))
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string()))?;
    let mut body = serde_json::to_value(&created)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string()))?;
    body["state"] = state;
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

/// The body of `POST /api/games/import`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImportRequest {
    record: String,
    #[serde(default)]
    clock: Option<String>,
    #[serde(default)]
    seats: Option<Vec<Value>>,
    #[serde(default)]
    name: Option<String>,
}

/// `POST /api/games/import`
pub async fn import(
    State(hub): State<Arc<Hub>>,
    JsonBody(req): JsonBody<ImportRequest>,
) -> Result<Response, ApiError> {
    let kind = quartet_core::record::RawRecord::parse(&req.record)
        .and_then(|raw| raw.kind())
        .map_err(|e| ApiError::bad_request(format!("bad record: {e}")))?;
    let plans = match &req.seats {
        Some(seats) => plans_of(seats, kind)?,
        None => Vec::new(),
    };
    let names = names_for(&plans, req.name.as_deref(), None);
    let spec = GameSpec {
        kind,
        rules: String::new(),
        clock: req.clock.unwrap_or_else(|| "none".into()),
        seats: plans,
        names,
        seed: None,
        start: None,
    };
    let (created, room) = detached({
        let hub = hub.clone();
        async move { hub.import(&req.record, &spec).await }
    })
    .await?;
    created_response(created, &room)
}

/// `GET /api/games?status=open|live|finished&limit=N`
pub async fn list(State(hub): State<Arc<Hub>>, RawQuery(query): RawQuery) -> Result<Json<Value>, ApiError> {
    let mut status = None;
    let mut limit = 50i64;
    for (pair, name_value) in query_pairs(query.as_deref()) {
        match name_value {
            Some(("status", "any" | "")) => status = None,
            Some(("status", s)) => {
                status = Some(
                    s.parse::<Status>()
                        .map_err(|e| ApiError::bad_request(e.to_string()))?,
                );
            }
            Some(("limit", n)) => {
                limit = n
                    .parse::<i64>()
                    .ok()
                    .filter(|n| (1..=200).contains(n))
                    .ok_or_else(|| ApiError::bad_request("limit: a number from 1 to 200"))?;
            }
            _ => return Err(ApiError::bad_request(format!("unknown query parameter {pair:?}"))),
        }
    }
    let games = hub.list(status, limit).await?;
    Ok(Json(json!({ "games": games })))
}

/// `GET /api/games/{id}`: the state for the viewer the tokens name (a spectator without).
pub async fn state(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let room = hub.room(&id).await?;
    let held = viewer(&room, &headers, query.as_deref()).await?;
    Ok(state_json(&room, &held))
}

/// The body of the join requests.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct JoinRequest {
    #[serde(default)]
    code: Option<String>,
    #[serde(default)]
    seat: Option<usize>,
    #[serde(default)]
    name: Option<String>,
}

fn joined(room: &Room, seat: usize, token: String) -> Response {
    let state: Value =
        serde_json::from_str(&room.snapshot().render(&[seat], now_ms())).unwrap_or(Value::Null);
    Json(json!({"id": room.id, "seat": seat, "token": token, "state": state})).into_response()
}

/// `POST /api/join` with `{"code": …}`: takes the seat of an invitation.
pub async fn join_invite(
    State(hub): State<Arc<Hub>>,
    JsonBody(req): JsonBody<JoinRequest>,
) -> Result<Response, ApiError> {
    let code = req
        .code
        .filter(|c| !c.is_empty() && c.len() <= 64)
        .ok_or_else(|| ApiError::bad_request("give the invitation: {\"code\": \"…\"}"))?;
    let name = clean_name(req.name.as_deref());
    let (room, seat, token) = detached({
        let hub = hub.clone();
        async move { hub.join_by_code(&code, name).await }
    })
    .await?;
    Ok(joined(&room, seat, token))
}

/// `GET /api/invites/{code}`: what an invitation is for.
pub async fn invite_info(
    State(hub): State<Arc<Hub>>,
    Path(code): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let (id, seat) = hub.invitation(&code).ok_or_else(|| {
        ApiError::not_found("no such invitation: it may have been used already, or its game is over")
    })?;
    let room = hub.room(&id).await?;
    let snapshot = room.snapshot();
    Ok(Json(json!({
        "id": id,
        "seat": seat,
        "game": snapshot.kind.tag(),
        "name": snapshot.kind.name(),
        "rules": snapshot.rules,
        "clock": snapshot.control.to_string(),
        "seats": snapshot.seats,
    })))
}

/// `POST /api/games/{id}/join`: takes an open seat (`{"seat": n}` or the first).
pub async fn join_open(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    JsonBody(req): JsonBody<JoinRequest>,
) -> Result<Response, ApiError> {
    let name = clean_name(req.name.as_deref());
    let (room, seat, token) = detached({
        let hub = hub.clone();
        async move { hub.join_open(&id, req.seat, name).await }
    })
    .await?;
    Ok(joined(&room, seat, token))
}

/// The body of `POST /api/games/{id}/actions`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    action: String,
}

/// `POST /api/games/{id}/actions` with `{"action": "a1"}` and the seat token.
pub async fn action(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    JsonBody(req): JsonBody<ActionRequest>,
) -> Result<Response, ApiError> {
    let room = hub.room(&id).await?;
    let held = player(&room, &headers, query.as_deref()).await?;
    check_action_text(&req.action)?;
    detached({
        let (room, held) = (room.clone(), held.clone());
        async move { room.play_text(&held, &req.action).await }
    })
    .await?;
    Ok(state_json(&room, &held))
}

/// An action's text: at most 64 characters.
pub fn check_action_text(text: &str) -> Result<(), ApiError> {
    if text.len() > 64 {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "illegal",
            "an action is at most 64 characters",
        ));
    }
    Ok(())
}

/// `POST /api/games/{id}/resign`
pub async fn resign(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    seat_change(&hub, &id, query.as_deref(), &headers, |room, held| async move {
        room.resign(&held).await
    })
    .await
}

/// `POST /api/games/{id}/undo`
pub async fn undo(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    seat_change(&hub, &id, query.as_deref(), &headers, |room, held| async move {
        room.undo(&held).await
    })
    .await
}

/// A change made by the seats a request holds (resign, undo): carried through even if the
/// client goes away, then the game's state as those seats see it.
async fn seat_change<F, Fut>(
    hub: &Arc<Hub>,
    id: &str,
    query: Option<&str>,
    headers: &HeaderMap,
    change: F,
) -> Result<Response, ApiError>
where
    F: FnOnce(Arc<Room>, Vec<usize>) -> Fut,
    Fut: Future<Output = Result<(), ApiError>> + Send + 'static,
{
    let room = hub.room(id).await?;
    let held = player(&room, headers, query).await?;
    detached(change(Arc::clone(&room), held.clone())).await?;
    Ok(state_json(&room, &held))
}

/// `POST /api/games/{id}/rematch`
pub async fn rematch(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let room = hub.room(&id).await?;
    let held = player(&room, &headers, query.as_deref()).await?;
    let created = detached({
        let (hub, room, held) = (hub.clone(), room.clone(), held.clone());
        async move { hub.rematch(&room, &held).await }
    })
    .await?;
    let new_room = hub.room(&created.id).await?;
    created_response(created, &new_room)
}

/// `GET /api/games/{id}/record`: the game's record as text.
pub async fn record(State(hub): State<Arc<Hub>>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let room = hub.room(&id).await?;
    let text = room.record().await?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("inline; filename=\"quartet-{id}.txt\""),
            ),
        ],
        text,
    )
        .into_response())
}

/// `GET /api/games/{id}/history?seat=N`: the view after every action (the replay). Once the
/// game is over every step shows the whole position. Before, each step is the view of one seat
/// the request holds — `seat` if given, else the only seat held — or, for a spectator and for a
/// device holding several seats without naming one, the view every spectator has: so a shared
/// device shows no hand but the one its page chose (the player it was passed to).
pub async fn history(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let room = hub.room(&id).await?;
    let held = viewer(&room, &headers, query.as_deref()).await?;
    let mut asked: Option<usize> = None;
    for (pair, name_value) in query_pairs(query.as_deref()) {
        match name_value {
            Some(("seat", n)) => {
                let seat = n
                    .parse::<usize>()
                    .map_err(|_| ApiError::bad_request("seat: a seat number, from 0"))?;
                if !held.contains(&seat) {
                    return Err(ApiError::new(
                        StatusCode::FORBIDDEN,
                        "not_your_seat",
                        format!(
                            "the replay of seat {} is for its holder: give its token",
                            seat + 1
                        ),
                    ));
                }
                asked = Some(seat);
            }
            Some(("token", _)) => {}
            _ => return Err(ApiError::bad_request(format!("unknown query parameter {pair:?}"))),
        }
    }
    let seat = asked.or(match held.as_slice() {
        [only] => Some(*only),
        _ => None,
    });
    let snapshot = room.snapshot();
    let over = snapshot.is_over();
    let (start, history) = room
        .with_state(|st| (st.table.start().clone(), st.history.clone()))
        .await;
    let mut game = start;
    let viewer_seat = seat.map(|s| Player(s as u8));
    let view = |g: &AnyGame| {
        if over {
            g.position()
        } else {
            g.view_text(viewer_seat)
        }
    };
    let step = |g: &AnyGame, ply: usize, entry: Option<&crate::view::HistoryEntry>| {
        let mut step = json!({
            "ply": ply,
            "seat": entry.map(|e| e.seat),
            "action": entry.map(|e| e.action.as_str()),
            "view": view(g),
        });
        if let Some(e) = entry {
            step["at"] = json!(e.at);
        }
        crate::view::add_marks(&mut step, g);
        step
    };
    let mut plies = vec![step(&game, 0, None)];
    for (i, entry) in history.iter().enumerate() {
        if game.play_text(&entry.action).is_err() {
            break;
        }
        plies.push(step(&game, i + 1, Some(entry)));
    }
    Ok(Json(json!({
        "id": id,
        "viewer": if over { None } else { seat },
        "plies": plies
    })))
}

fn analysis_time(time_ms: Option<u64>) -> std::time::Duration {
    time_ms.map_or(crate::analysis::DEFAULT_TIME, std::time::Duration::from_millis)
}

/// `GET /api/games/{id}/analysis?ply=N&time_ms=T`: the solver's value of every turn (Quarto!),
/// once the game is over, or in a game whose other seats are all bots.
pub async fn game_analysis(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let room = hub.room(&id).await?;
    let held = viewer(&room, &headers, query.as_deref()).await?;
    let snapshot = room.snapshot();
    crate::analysis::as_quarto(&snapshot.game)?;
    let others_are_bots = snapshot
        .seats
        .iter()
        .all(|s| held.contains(&s.seat) || s.kind == "bot");
    if !snapshot.is_over() && !others_are_bots {
        return Err(ApiError::conflict(
            "analysis_refused",
            "the analysis opens when the game is over (or at once in a game against bots)",
        ));
    }
    let mut ply = snapshot.history.len();
    let mut time_ms = None;
    for (pair, name_value) in query_pairs(query.as_deref()) {
        match name_value {
            Some(("ply", n)) => {
                ply = n
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n <= snapshot.history.len())
                    .ok_or_else(|| ApiError::bad_request(format!("ply: 0 to {}", snapshot.history.len())))?;
            }
            Some(("time_ms", n)) => {
                time_ms = Some(
                    n.parse::<u64>()
                        .map_err(|_| ApiError::bad_request("time_ms: a number"))?,
                );
            }
            Some(("token", _)) => {}
            _ => return Err(ApiError::bad_request(format!("unknown query parameter {pair:?}"))),
        }
    }
    let game = room.with_state(|st| st.table.state_after(ply)).await;
    let quarto = crate::analysis::as_quarto(&game)?;
    let mut body = crate::analysis::analyse(&hub, quarto, analysis_time(time_ms)).await?;
    body["id"] = json!(id);
    body["ply"] = json!(ply);
    Ok(Json(body))
}

/// The body of `POST /api/analysis`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalysisRequest {
    #[serde(default)]
    rules: String,
    position: String,
    #[serde(default)]
    time_ms: Option<u64>,
}

/// `POST /api/analysis` with `{"rules": …, "position": …}`: any Quarto! position.
pub async fn analysis(
    State(hub): State<Arc<Hub>>,
    JsonBody(req): JsonBody<AnalysisRequest>,
) -> Result<Json<Value>, ApiError> {
    let game = AnyGame::from_position(GameKind::Quarto, &req.rules, &req.position)
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    let quarto = crate::analysis::as_quarto(&game)?;
    Ok(Json(
        crate::analysis::analyse(&hub, quarto, analysis_time(req.time_ms)).await?,
    ))
}

/// Any other path under `/api/`.
pub async fn not_found() -> ApiError {
    ApiError::not_found("no such API endpoint (see docs/api.md)")
}
