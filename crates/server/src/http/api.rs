//! The JSON API under `/api/` (documented in `docs/api.md`): create, list, join and play
//! games over HTTP. The browser UI uses exactly this API, so other clients and bots can too.
//!
//! Every handler reads its input strictly (a body of at most [`crate::Limits::http_body_bytes`],
//! JSON checked field by field, the seat tokens by [`Viewer`]/[`Player`]), answers with a typed
//! body of [`crate::wire`], and a refusal with an [`ApiError`] that changes nothing.

use std::sync::Arc;

use axum::extract::{RawQuery, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use quartet_core::record::{RawRecord, player_name};
use quartet_core::{AnyGame, GameKind};
use quartet_engine::any::AnyBot;
use quartet_engine::levels::Level;
use quartet_store::Status;

use super::AppState;
use super::error::ApiError;
use super::extract::{Client, JsonBody, PathText, Player, Viewer, query_pairs};
use super::players::Session;
use crate::analysis::{self, DEFAULT_TIME};
use crate::detail::Detail;
use crate::games::{GameSpec, LISTED_IDS_MAX, LOBBY_MAX_OFFSET, LOBBY_PAGE_MAX, most_seats};
use crate::model::{HistoryEntry, SeatPlan, Taker, clean_name};
use crate::room::{Room, RoomError};
use crate::view::{self, replay, state_view};
use crate::wire::{
    ActionRequest, Analysis, AnalysisRequest, CreateRequest, Created, CreatedReply, ErrorCode, GameList,
    GameMeta, GameTag, Health, ImportRequest, InviteInfo, JoinRequest, Joined, Meta, PreviewRequest,
    RecordPreview, Replay, SeatRange, SeatRequest,
};

/// The longest action text.
const MAX_ACTION: usize = 64;

/// Runs a change of a game to its end even if the client goes away meanwhile (hyper drops a
/// request's future when its connection closes): a change stopped between the store and the
/// room would leave them disagreeing.
async fn detached<T: Send + 'static, E: Into<ApiError> + Send + 'static>(
    change: impl Future<Output = Result<T, E>> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::spawn(change)
        .await
        .map_err(|e| ApiError::new(ErrorCode::Internal, e.to_string()))?
        .map_err(Into::into)
}

/// The state of a room for the seats `held`, as JSON.
fn state_json(room: &Room, held: &[usize]) -> Response {
    let snapshot = room.snapshot();
    Json(state_view(&snapshot, held, room.now())).into_response()
}

/// `GET /api/health`
pub async fn health(State(state): State<AppState>) -> Json<Health> {
    Json(Health {
        ok: true,
        rooms: state.games.hub().rooms_in_memory(),
    })
}

/// `GET /api/meta`: the games, their default rules, seats, bot levels and the limits.
pub async fn meta(State(state): State<AppState>) -> Json<Meta> {
    let games = GameKind::ALL
        .iter()
        .map(|&kind| {
            let seats = kind.seats();
            let start = AnyGame::start(kind, "", 0).ok();
            GameMeta {
                game: kind.into(),
                name: kind.name().to_string(),
                rules: start.as_ref().map(AnyGame::rules_text),
                start: start.as_ref().map(AnyGame::position),
                players: SeatRange {
                    min: *seats.start(),
                    max: *seats.end(),
                },
                hidden: kind.hides_information(),
                levels: Level::ALL
                    .iter()
                    .filter(|&&l| AnyBot::new(kind, l, 0).is_ok())
                    .map(|l| l.name().to_string())
                    .collect(),
            }
        })
        .collect();
    Json(Meta {
        games,
        clocks: [
            "none", "1m/move", "30s/move", "5m", "5m+3s", "10m+5s", "1d/move", "3d/move",
        ]
        .map(String::from)
        .to_vec(),
        seats: vec![
            SeatRequest::Me,
            SeatRequest::Invite,
            SeatRequest::Open,
            SeatRequest::Bot("strong".into()),
        ],
        limits: state.limits.clone(),
        analysis: GameKind::ALL
            .iter()
            .filter(|k| k.has_analysis())
            .map(|&k| GameTag::from(k))
            .collect(),
    })
}

/// The seats of a new game of `kind` as asked, each checked (a bot's level must read).
fn plans_of(seats: &[SeatRequest]) -> Result<Vec<SeatPlan>, ApiError> {
    if seats.len() > most_seats() {
        return Err(ApiError::bad_request(format!("at most {} seats", most_seats())));
    }
    seats
        .iter()
        .map(|s| match s {
            SeatRequest::Me => Ok(SeatPlan::Me),
            SeatRequest::Invite => Ok(SeatPlan::Invite),
            SeatRequest::Open => Ok(SeatPlan::Open),
            SeatRequest::Bot(level) => level.parse::<Level>().map(SeatPlan::Bot).map_err(|e| {
                ApiError::detailed(
                    ErrorCode::BadRequest,
                    &Detail::new("bot-level", e.to_string()).with("level", e.0),
                )
            }),
        })
        .collect()
}

/// The names of the seats: `names` by seat, else `name` on the creator's seats.
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

/// `POST /api/games`
pub async fn create(
    State(state): State<AppState>,
    Client(client): Client,
    Extension(session): Extension<Session>,
    JsonBody(req): JsonBody<CreateRequest>,
) -> Result<Response, ApiError> {
    let kind: GameKind = req
        .game
        .parse()
        .map_err(|e| ApiError::bad_request(format!("{e}")))?;
    let plans = plans_of(&req.seats)?;
    if plans.is_empty() {
        return Err(ApiError::bad_request("seats: give one entry per seat"));
    }
    let spec = GameSpec {
        kind,
        rules: req.rules.unwrap_or_default(),
        clock: req.clock.unwrap_or_else(|| "none".into()),
        names: names_for(&plans, req.name.as_deref(), req.names.as_deref()),
        seats: plans,
        seed: req.seed,
        start: req.start,
        hints: req.hints.unwrap_or(false),
        chat: req.chat.unwrap_or(true),
        creator: client,
        account: session.account(),
        rated: req.rated.unwrap_or(false),
    };
    let games = state.games.clone();
    let (created, room) = detached(async move { games.create(&spec).await }).await?;
    Ok(created_response(&created, &room))
}

/// The answer to a creation: 201, the tokens and invitations, and the state for the new seats.
fn created_response(created: &Created, room: &Room) -> Response {
    let held: Vec<usize> = created.tokens.iter().map(|t| t.seat).collect();
    let snapshot = room.snapshot();
    let reply = CreatedReply {
        id: &created.id,
        tokens: &created.tokens,
        invites: &created.invites,
        state: state_view(&snapshot, &held, room.now()),
    };
    (StatusCode::CREATED, Json(reply)).into_response()
}

/// `POST /api/games/import`
pub async fn import(
    State(state): State<AppState>,
    Client(client): Client,
    Extension(session): Extension<Session>,
    JsonBody(req): JsonBody<ImportRequest>,
) -> Result<Response, ApiError> {
    let kind = quartet_core::record::RawRecord::parse(&req.record)
        .and_then(|raw| raw.kind())
        .map_err(|e| ApiError::detailed(ErrorCode::BadRequest, &Detail::record(&e)))?;
    let plans = match &req.seats {
        Some(seats) => plans_of(seats)?,
        None => Vec::new(),
    };
    // Without seats every seat is the importer's: the names given (else the record's) go with
    // them as they are.
    let names = if plans.is_empty() {
        req.names
            .iter()
            .flatten()
            .map(|n| clean_name(n.as_deref()))
            .collect()
    } else {
        names_for(&plans, req.name.as_deref(), req.names.as_deref())
    };
    let spec = GameSpec {
        kind,
        rules: String::new(),
        clock: req.clock.unwrap_or_else(|| "none".into()),
        seats: plans,
        names,
        seed: None,
        start: None,
        hints: false,
        chat: true,
        creator: client,
        account: session.account(),
        rated: req.rated.unwrap_or(false),
    };
    let games = state.games.clone();
    let ply = req.ply;
    let (created, room) = detached(async move { games.import(&req.record, &spec, ply).await }).await?;
    Ok(created_response(&created, &room))
}

/// `POST /api/records/preview` with `{"record": …}`: what a record holds before it is imported
/// — the game, its rules, its seats' names, and the position after every action (for a client to
/// let the player choose where the imported game goes on and who plays each seat). Hidden cards
/// are shown: the record holds them all already.
pub async fn preview(JsonBody(req): JsonBody<PreviewRequest>) -> Result<Json<RecordPreview>, ApiError> {
    let raw = RawRecord::parse(&req.record)
        .map_err(|e| ApiError::detailed(ErrorCode::BadRequest, &Detail::record(&e)))?;
    let (start, actions) = AnyGame::from_record(&req.record)
        .map_err(|e| ApiError::detailed(ErrorCode::BadRequest, &Detail::record(&e)))?;
    let names = (0..start.num_players())
        .map(|i| clean_name(player_name(&raw, quartet_core::Player(i as u8))))
        .collect();
    let mut game = start.clone();
    let mut history = Vec::with_capacity(actions.len());
    for &action in &actions {
        let seat = game.to_move().0;
        game.play(action).map_err(|e| ApiError::rules(&e))?;
        history.push(HistoryEntry {
            seat,
            action: action.to_string(),
            at: 0,
        });
    }
    let mut plies = replay(start.clone(), &history, None, true);
    for ply in &mut plies {
        ply.at = None;
    }
    Ok(Json(RecordPreview {
        game: start.kind().into(),
        name: start.kind().name().to_string(),
        rules: start.rules_text(),
        players: start.num_players(),
        names,
        plies,
        over: game.is_over(),
    }))
}

/// `GET /api/games?status=open|live|finished&limit=N&offset=M`: a page of the lobby (see
/// [`crate::games::Games::list`]) and the offset of the next one; `GET /api/games?ids=A,B`:
/// those games, whatever their status (the games a browser holds seats of).
pub async fn list(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
) -> Result<Json<GameList>, ApiError> {
    let mut status = None;
    let mut limit = 50;
    let mut offset = 0;
    let mut ids: Option<Vec<String>> = None;
    for (pair, name_value) in query_pairs(query.as_deref()) {
        match name_value {
            Some(("ids", list)) => {
                let list: Vec<String> = list
                    .split(',')
                    .filter(|id| !id.is_empty())
                    .map(str::to_string)
                    .collect();
                if list.len() > LISTED_IDS_MAX {
                    return Err(ApiError::bad_query(
                        "ids",
                        &format!("at most {LISTED_IDS_MAX} game ids, separated by commas"),
                    ));
                }
                ids = Some(list);
            }
            Some(("status", "any" | "")) => status = None,
            Some(("status", s)) => {
                status = Some(
                    s.parse::<Status>()
                        .map_err(|_| ApiError::bad_query("status", "open, live, finished or any"))?,
                );
            }
            Some(("limit", n)) => {
                limit = n
                    .parse::<usize>()
                    .ok()
                    .filter(|n| (1..=LOBBY_PAGE_MAX).contains(n))
                    .ok_or_else(|| {
                        ApiError::bad_query("limit", &format!("a number from 1 to {LOBBY_PAGE_MAX}"))
                    })?;
            }
            Some(("offset", n)) => {
                offset = n
                    .parse::<usize>()
                    .ok()
                    .filter(|n| *n <= LOBBY_MAX_OFFSET)
                    .ok_or_else(|| {
                        ApiError::bad_query("offset", &format!("a number from 0 to {LOBBY_MAX_OFFSET}"))
                    })?;
            }
            _ => return Err(ApiError::unknown_query(pair)),
        }
    }
    if let Some(ids) = ids {
        let games = state.games.listed_by_id(&ids).await?;
        return Ok(Json(GameList { games, next: None }));
    }
    let (games, next) = state.games.list(status, limit, offset).await?;
    Ok(Json(GameList { games, next }))
}

/// `GET /api/games/{id}`: the state for the viewer the tokens name (a spectator without).
pub async fn state(viewer: Viewer) -> Response {
    state_json(&viewer.room, &viewer.held)
}

/// The answer to taking a seat.
fn joined(room: &Room, seat: usize, token: &str) -> Response {
    let snapshot = room.snapshot();
    let held = [seat];
    Json(Joined {
        id: &room.id,
        seat,
        token,
        state: state_view(&snapshot, &held, room.now()),
    })
    .into_response()
}

/// `POST /api/join` with `{"code": …}`: takes the seat of an invitation.
pub async fn join_invite(
    State(state): State<AppState>,
    Client(client): Client,
    Extension(session): Extension<Session>,
    JsonBody(req): JsonBody<JoinRequest>,
) -> Result<Response, ApiError> {
    let code = req
        .code
        .filter(|c| !c.is_empty() && c.len() <= 64)
        .ok_or_else(|| ApiError::bad_request("give the invitation: {\"code\": \"…\"}"))?;
    let taker = Taker {
        name: clean_name(req.name.as_deref()),
        client,
        account: session.account(),
    };
    let games = state.games.clone();
    let (room, seat, token) = detached(async move { games.join_by_code(&code, taker).await }).await?;
    Ok(joined(&room, seat, &token))
}

/// `GET /api/invites/{code}`: what an invitation is for.
pub async fn invite_info(
    State(state): State<AppState>,
    PathText(code): PathText,
) -> Result<Json<InviteInfo>, ApiError> {
    let (id, seat) = state.games.invitation(&code).await?;
    let room = state.games.room(&id).await?;
    let snapshot = room.snapshot();
    let state = view::invite_state(&snapshot, seat);
    Ok(Json(InviteInfo {
        id,
        seat,
        game: snapshot.kind.into(),
        name: snapshot.kind.name().to_string(),
        rules: snapshot.rules.clone(),
        clock: snapshot.control.to_string(),
        seats: snapshot.seats.clone(),
        state,
    }))
}

/// `POST /api/games/{id}/join`: takes an open seat (`{"seat": n}` or the first).
pub async fn join_open(
    State(state): State<AppState>,
    Client(client): Client,
    Extension(session): Extension<Session>,
    PathText(id): PathText,
    JsonBody(req): JsonBody<JoinRequest>,
) -> Result<Response, ApiError> {
    let taker = Taker {
        name: clean_name(req.name.as_deref()),
        client,
        account: session.account(),
    };
    let games = state.games.clone();
    let (room, seat, token) = detached(async move { games.join_open(&id, req.seat, taker).await }).await?;
    Ok(joined(&room, seat, &token))
}

/// `POST /api/games/{id}/actions` with `{"action": "a1"}` and the seat token.
pub async fn action(
    Player(viewer): Player,
    JsonBody(req): JsonBody<ActionRequest>,
) -> Result<Response, ApiError> {
    check_action_text(&req.action)?;
    let Viewer { room, held } = viewer;
    detached({
        let (room, held) = (room.clone(), held.clone());
        async move { room.play_text(&held, &req.action).await }
    })
    .await?;
    Ok(state_json(&room, &held))
}

/// An action's text: at most 64 characters.
pub fn check_action_text(text: &str) -> Result<(), ApiError> {
    if text.len() > MAX_ACTION {
        return Err(ApiError::new(
            ErrorCode::Illegal,
            "an action is at most 64 characters",
        ));
    }
    Ok(())
}

/// `POST /api/games/{id}/resign`
pub async fn resign(Player(viewer): Player) -> Result<Response, ApiError> {
    seat_change(viewer, |room, held| async move { room.resign(&held).await }).await
}

/// `POST /api/games/{id}/cancel`: cancels a game that waits for its players.
pub async fn cancel(State(state): State<AppState>, Player(viewer): Player) -> Result<Response, ApiError> {
    let Viewer { room, held } = viewer;
    let games = state.games.clone();
    detached({
        let (room, held) = (room.clone(), held.clone());
        async move { games.cancel(&room, &held).await }
    })
    .await?;
    Ok(state_json(&room, &held))
}

/// `POST /api/games/{id}/undo`
pub async fn undo(Player(viewer): Player) -> Result<Response, ApiError> {
    seat_change(viewer, |room, held| async move { room.undo(&held).await }).await
}

/// A change made by the seats a request holds (resign, undo): carried through even if the
/// client goes away, then the game's state as those seats see it.
async fn seat_change<F, Fut>(viewer: Viewer, change: F) -> Result<Response, ApiError>
where
    F: FnOnce(Arc<Room>, Vec<usize>) -> Fut,
    Fut: Future<Output = Result<(), RoomError>> + Send + 'static,
{
    let Viewer { room, held } = viewer;
    detached(change(room.clone(), held.clone())).await?;
    Ok(state_json(&room, &held))
}

/// `POST /api/games/{id}/rematch`
pub async fn rematch(
    State(state): State<AppState>,
    Client(client): Client,
    Extension(session): Extension<Session>,
    Player(viewer): Player,
) -> Result<Response, ApiError> {
    let Viewer { room, held } = viewer;
    let games = state.games.clone();
    let taker = Taker {
        name: None,
        client,
        account: session.account(),
    };
    let created = detached(async move { games.rematch(&room, &held, taker).await }).await?;
    let new_room = state.games.room(&created.id).await?;
    Ok(created_response(&created, &new_room))
}

/// `GET /api/games/{id}/record`: the game's record as text.
pub async fn record(State(state): State<AppState>, PathText(id): PathText) -> Result<Response, ApiError> {
    let room = state.games.room(&id).await?;
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
pub async fn history(viewer: Viewer, RawQuery(query): RawQuery) -> Result<Json<Replay>, ApiError> {
    let Viewer { room, held } = viewer;
    let mut asked: Option<usize> = None;
    for (pair, name_value) in query_pairs(query.as_deref()) {
        match name_value {
            Some(("seat", n)) => {
                let seat = n
                    .parse::<usize>()
                    .map_err(|_| ApiError::bad_query("seat", "a seat number, from 0"))?;
                if seat >= room.snapshot().seats.len() {
                    return Err(RoomError::NoSuchSeat {
                        game: room.id.clone(),
                        seat,
                    }
                    .into());
                }
                if !held.contains(&seat) {
                    return Err(ApiError::new(
                        ErrorCode::NotYourSeat,
                        format!(
                            "the replay of seat {} is for its holder: give its token",
                            seat + 1
                        ),
                    ));
                }
                asked = Some(seat);
            }
            Some(("token", _)) => {}
            _ => return Err(ApiError::unknown_query(pair)),
        }
    }
    let seat = asked.or(match held.as_slice() {
        [only] => Some(*only),
        _ => None,
    });
    let over = room.snapshot().is_over();
    let (start, history) = room.start_and_history().await;
    Ok(Json(Replay {
        id: room.id.clone(),
        viewer: if over { None } else { seat },
        plies: replay(start, &history, seat, over),
    }))
}

fn analysis_time(time_ms: Option<u64>) -> std::time::Duration {
    time_ms.map_or(DEFAULT_TIME, std::time::Duration::from_millis)
}

/// `GET /api/games/{id}/analysis?ply=N&time_ms=T`: the solver's value of every turn (Quarto!),
/// once the game is over, or in a game whose other seats are all bots.
pub async fn game_analysis(
    State(state): State<AppState>,
    Client(client): Client,
    viewer: Viewer,
    RawQuery(query): RawQuery,
) -> Result<Json<Analysis>, ApiError> {
    let Viewer { room, held } = viewer;
    let snapshot = room.snapshot();
    analysis::as_quarto(&snapshot.game)?;
    analysis::check_open(&snapshot, &held)?;
    let mut ply = snapshot.history.len();
    let mut time_ms = None;
    for (pair, name_value) in query_pairs(query.as_deref()) {
        match name_value {
            Some(("ply", n)) => {
                ply = n
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n <= snapshot.history.len())
                    .ok_or_else(|| ApiError::bad_query("ply", &format!("0 to {}", snapshot.history.len())))?;
            }
            Some(("time_ms", n)) => {
                time_ms = Some(
                    n.parse::<u64>()
                        .map_err(|_| ApiError::bad_query("time_ms", "a number"))?,
                );
            }
            Some(("token", _)) => {}
            _ => return Err(ApiError::unknown_query(pair)),
        }
    }
    let game = room.state_after(ply).await;
    let quarto = analysis::as_quarto(&game)?;
    let mut answer = analysis::analyse(
        &state.analyses,
        &state.bots,
        client,
        quarto,
        analysis_time(time_ms),
    )
    .await?;
    answer.id = Some(room.id.clone());
    answer.ply = Some(ply);
    Ok(Json(answer))
}

/// `POST /api/analysis` with `{"rules": …, "position": …}`: any Quarto! position.
pub async fn analysis(
    State(state): State<AppState>,
    Client(client): Client,
    JsonBody(req): JsonBody<AnalysisRequest>,
) -> Result<Json<Analysis>, ApiError> {
    let game = AnyGame::from_position(
        GameKind::Quarto,
        req.rules.as_deref().unwrap_or(""),
        &req.position,
    )
    .map_err(|e| ApiError::bad_request(e.to_string()))?;
    let quarto = analysis::as_quarto(&game)?;
    Ok(Json(
        analysis::analyse(
            &state.analyses,
            &state.bots,
            client,
            quarto,
            analysis_time(req.time_ms),
        )
        .await?,
    ))
}

/// Any other path under `/api/`.
pub async fn not_found() -> ApiError {
    ApiError::not_found("no such API endpoint (see docs/api.md)")
}

/// A method the endpoint does not answer.
pub async fn method_not_allowed() -> ApiError {
    ApiError::new(
        ErrorCode::MethodNotAllowed,
        "this endpoint does not answer this method (see docs/api.md)",
    )
}
