//! Quick pairing over HTTP: `POST /api/pairing` (a ticket to wait with), `GET /api/pairing`
//! (the pools where somebody waits), `DELETE /api/pairing` (leave), and the WebSocket
//! `GET /api/pairing/ws` where a player waits: the first message gives the ticket
//! (`{"type":"wait","ticket":…}`, never in the URL), the server answers `waiting`, then
//! `paired` with the game, the seat and its token (or `error`), and closes. The socket closing
//! before is leaving the pool; the ticket may wait again on a new socket for a while, and one
//! paired meanwhile is told its seat there (see `crate::pairing`).

use std::time::{Duration, Instant};

use axum::extract::State;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use quartet_core::GameKind;

use super::AppState;
use super::error::ApiError;
use super::extract::{Client, JsonBody, PathText, read_message};
use super::players::Session;
use super::ws::{CLOSE_POLICY, READ_BUFFER, Talk, accept, close, close_on_read_error, talk};
use crate::games::Offer;
use crate::limit::Bucket;
use crate::pairing::PairingError;
use crate::pairing::{ATTACH_WITHIN_MS, Asker, PairingNews, PoolKey, Ticket};
use crate::wire::{
    AcceptSeek, GameTag, PairingClientMessage, PairingLeave, PairingMessage, PairingPool, PairingPools,
    PairingRequest, PairingTicket, SeekList, SeekView,
};
use crate::wire::{ChallengeList, ChallengeRequest, ChallengeView};

/// How long the socket waits for its ticket.
const TICKET_WAIT: Duration = Duration::from_secs(5);

fn pool_of(key: &PoolKey, waiting: usize) -> PairingPool {
    PairingPool {
        game: GameTag::from(key.offer.kind),
        rules: key.offer.rules.clone(),
        clock: key.offer.clock.clone(),
        rated: key.rated,
        class: key.offer.class.clone(),
        waiting,
    }
}

/// `POST /api/pairing` `{game, rules?, clock, rated?, name?}`: a ticket (201).
pub async fn join(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
    JsonBody(req): JsonBody<PairingRequest>,
) -> Result<Response, ApiError> {
    ticket(&state, &session, &req, false).await
}

/// `POST /api/seeks` (the body of `POST /api/pairing`): a seek in the lobby's list and the
/// ticket its player waits with on `/api/pairing/ws` (201).
pub async fn seek(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
    JsonBody(req): JsonBody<PairingRequest>,
) -> Result<Response, ApiError> {
    ticket(&state, &session, &req, true).await
}

/// A ticket to wait in a pool, or with a seek in the list.
async fn ticket(
    state: &AppState,
    session: &Session,
    req: &PairingRequest,
    seek: bool,
) -> Result<Response, ApiError> {
    let offer = offer_of(&req.game, req.rules.as_deref(), &req.clock)?;
    let rated = req.rated.unwrap_or(false);
    let asker = Asker {
        account: session.account(),
        name: req.name.clone(),
        browser: req.browser.clone(),
    };
    let (ticket, seek) = if seek {
        let (ticket, seek) = state.pairing.seek(offer, rated, asker).await?;
        (ticket, Some(seek.id))
    } else {
        (state.pairing.join(offer, rated, asker).await?, None)
    };
    Ok(ticket_reply(ticket, seek))
}

/// The offer of a game, rules and clock as a request writes them.
fn offer_of(game: &str, rules: Option<&str>, clock: &str) -> Result<Offer, ApiError> {
    let kind: GameKind = game.parse().map_err(|e| ApiError::bad_request(format!("{e}")))?;
    Ok(Offer::new(kind, rules.unwrap_or(""), clock)?)
}

/// The answer with a new ticket (201).
fn ticket_reply(ticket: Ticket, seek: Option<String>) -> Response {
    let reply = PairingTicket {
        ticket: ticket.secret,
        pool: pool_of(&ticket.key, 0),
        rating: ticket.rating.round() as i64,
        attach_within_ms: ATTACH_WITHIN_MS,
        seek,
    };
    (StatusCode::CREATED, Json(reply)).into_response()
}

/// `GET /api/seeks`: the lobby's list of seeks, oldest first.
pub async fn seeks(State(state): State<AppState>) -> Result<Json<SeekList>, ApiError> {
    let seeks = state
        .pairing
        .seeks()
        .await?
        .into_iter()
        .map(|s| SeekView {
            id: s.id,
            game: s.kind,
            rules: s.rules,
            clock: s.time_control,
            rated: s.rated,
            name: s.name,
            rating: s.rating,
            created_at: s.created_at,
        })
        .collect();
    Ok(Json(SeekList { seeks }))
}

/// `POST /api/seeks/{id}/accept` `{name?}`: the game with the seek's player, whose socket is
/// told; answers as the socket would, `{"type":"paired","game","seat","token",…}` (201).
pub async fn accept_seek(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
    PathText(id): PathText,
    JsonBody(req): JsonBody<AcceptSeek>,
) -> Result<Response, ApiError> {
    let pairing = state.pairing.clone();
    let asker = Asker {
        account: session.account(),
        name: req.name,
        browser: req.browser,
    };
    // The game is made and the seeker told even if this client goes away meanwhile.
    let news = tokio::spawn(async move { pairing.accept(&id, asker).await })
        .await
        .map_err(|e| ApiError::new(crate::wire::ErrorCode::Internal, e.to_string()))??;
    Ok((StatusCode::CREATED, Json(message_of(news))).into_response())
}

/// What the pairing socket says of a player's news.
fn message_of(news: PairingNews) -> PairingMessage {
    match news {
        PairingNews::Paired {
            game,
            seat,
            token,
            rated,
            opponent,
        } => PairingMessage::Paired {
            game,
            seat,
            token,
            rated,
            opponent,
        },
        PairingNews::Failed(why) => error_message(why.into()),
    }
}

/// `POST /api/challenges` `{to, game, rules?, clock, rated?}` (signed in): a challenge to the
/// account named `to` and the ticket the challenger waits with on `/api/pairing/ws` (201).
pub async fn challenge(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
    JsonBody(req): JsonBody<ChallengeRequest>,
) -> Result<Response, ApiError> {
    let offer = offer_of(&req.game, req.rules.as_deref(), &req.clock)?;
    let (ticket, challenge) = state
        .pairing
        .challenge(offer, req.rated.unwrap_or(false), session.account(), &req.to)
        .await?;
    Ok(ticket_reply(ticket, Some(challenge.id)))
}

/// `GET /api/challenges` (signed in): the challenges the account received and made.
pub async fn challenges(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
) -> Result<Json<ChallengeList>, ApiError> {
    let me = session.account().ok_or(PairingError::SignedOut)?;
    let mut list = ChallengeList {
        received: Vec::new(),
        made: Vec::new(),
    };
    for (c, from, to) in state.pairing.challenges(&me).await? {
        let received = c.to_account == me.id;
        let view = ChallengeView {
            id: c.id,
            from,
            to,
            game: c.kind,
            rules: c.rules,
            clock: c.time_control,
            rated: c.rated,
            created_at: c.created_at,
        };
        if received {
            list.received.push(view);
        } else {
            list.made.push(view);
        }
    }
    Ok(Json(list))
}

/// `POST /api/challenges/{id}/decline` (the challenged account): the challenger is told.
pub async fn decline(
    State(state): State<AppState>,
    Extension(session): Extension<Session>,
    PathText(id): PathText,
) -> Result<Json<serde_json::Value>, ApiError> {
    state.pairing.decline(&id, session.account()).await?;
    Ok(Json(serde_json::json!({ "declined": true })))
}

/// `GET /api/pairing`: the pools where somebody waits, on any node.
pub async fn pools(State(state): State<AppState>) -> Json<PairingPools> {
    Json(PairingPools {
        pools: state
            .pairing
            .pools_everywhere()
            .await
            .iter()
            .map(|(key, n)| pool_of(key, *n))
            .collect(),
    })
}

/// `DELETE /api/pairing` `{ticket}`: leaves the pool; `{"left": true}` if it waited.
pub async fn leave(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<PairingLeave>,
) -> Json<serde_json::Value> {
    Json(serde_json::json!({ "left": state.pairing.leave(&req.ticket) }))
}

/// `GET /api/pairing/ws`: where a player waits.
pub async fn upgrade(
    State(state): State<AppState>,
    Client(client): Client,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Response {
    let (ws, slot) = match accept(&state, client, ws) {
        Ok(accepted) => accepted,
        Err(refused) => return refused.into_response(),
    };
    let limit = state.limits.ws_message_bytes.max(1024);
    ws.max_message_size(limit * 4)
        .max_frame_size(limit * 4)
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| async move {
            wait(socket, state).await;
            drop(slot);
        })
}

async fn send(socket: &mut WebSocket, message: &PairingMessage) -> bool {
    let text = serde_json::to_string(message).unwrap_or_default();
    socket.send(Message::Text(Utf8Bytes::from(text))).await.is_ok()
}

fn error_message(e: ApiError) -> PairingMessage {
    PairingMessage::Error {
        code: e.code,
        message: e.message,
        detail: e.detail.map(|d| *d),
    }
}

/// Reads a client's message: `None` for a closed socket, else the message or what is wrong.
fn read(message: Option<Result<Message, axum::Error>>) -> Option<Result<PairingClientMessage, ApiError>> {
    match message {
        None | Some(Err(_)) | Some(Ok(Message::Close(_))) => None,
        Some(Ok(Message::Text(text))) => Some(read_message("pairing message", text.as_bytes())),
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Some(Ok(PairingClientMessage::Ping)),
        Some(Ok(Message::Binary(_))) => Some(Err(ApiError::binary_message())),
    }
}

/// A waiting player's socket: pushes the pairing's news (and closes), answers pings.
struct Waiter {
    news: tokio::sync::mpsc::UnboundedReceiver<PairingNews>,
    bucket: Bucket,
}

impl Talk for Waiter {
    type News = PairingNews;

    async fn news(&mut self) -> Option<PairingNews> {
        self.news.recv().await
    }

    async fn push(&mut self, socket: &mut WebSocket, news: PairingNews) -> bool {
        send(socket, &message_of(news)).await;
        close(socket, 1000, "paired").await;
        false
    }

    async fn hear(&mut self, socket: &mut WebSocket, message: Message) -> bool {
        if self.bucket.take(Instant::now()).is_err() {
            close(socket, CLOSE_POLICY, "too_many_messages").await;
            return false;
        }
        let answer = match read(Some(Ok(message))) {
            None => return false,
            Some(Ok(PairingClientMessage::Ping)) => PairingMessage::Pong,
            Some(Ok(PairingClientMessage::Wait { .. })) => {
                error_message(ApiError::bad_request("this socket waits already"))
            }
            Some(Err(e)) => error_message(e),
        };
        send(socket, &answer).await
    }
}

/// One waiting player's socket.
async fn wait(mut socket: WebSocket, state: AppState) {
    let secret = match tokio::time::timeout(TICKET_WAIT, socket.recv()).await {
        Err(_) => {
            let e = ApiError::bad_request("send {\"type\":\"wait\",\"ticket\":…} first");
            send(&mut socket, &error_message(e)).await;
            close(&mut socket, CLOSE_POLICY, "bad_ticket").await;
            return;
        }
        // Text that is not UTF-8 closes with 1007, as on the game's socket.
        Ok(Some(Err(e))) => {
            close_on_read_error(&mut socket, e).await;
            return;
        }
        Ok(message) => match read(message) {
            None => return,
            Some(Ok(PairingClientMessage::Wait { ticket })) => ticket,
            Some(Ok(_)) => {
                let e = ApiError::bad_request("send {\"type\":\"wait\",\"ticket\":…} first");
                send(&mut socket, &error_message(e)).await;
                close(&mut socket, CLOSE_POLICY, "bad_ticket").await;
                return;
            }
            Some(Err(e)) => {
                send(&mut socket, &error_message(e)).await;
                close(&mut socket, CLOSE_POLICY, "bad_ticket").await;
                return;
            }
        },
    };
    let (number, rating, waiting, news) = match state.pairing.attach(&secret) {
        Ok(attached) => attached,
        Err(e) => {
            send(&mut socket, &error_message(e.into())).await;
            close(&mut socket, CLOSE_POLICY, "bad_ticket").await;
            return;
        }
    };
    if !send(&mut socket, &PairingMessage::Waiting { rating, waiting }).await {
        state.pairing.detach(number);
        return;
    }
    let limits = &state.limits;
    let mut waiter = Waiter {
        news,
        bucket: Bucket::new(limits.ws_messages_per_second, limits.ws_burst, Instant::now()),
    };
    talk(
        &mut socket,
        &mut waiter,
        limits.ws_idle_timeout_ms,
        state.shutdown.clone(),
    )
    .await;
    state.pairing.detach(number);
}
