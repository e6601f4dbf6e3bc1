//! Live games over WebSocket: `GET /api/games/{id}/ws?token=…` (a spectator without a token).
//!
//! The server pushes `{"type":"state",…}` — the whole state as this viewer may see it (see
//! [`crate::view`]) — at once and after every change of the game. The client sends small JSON
//! messages: `{"type":"action","action":"a1"}`, `{"type":"resign"}`, `{"type":"undo"}`,
//! `{"type":"rematch"}`, `{"type":"sync"}` (the state again) or `{"type":"ping"}`. Each one is
//! checked — size, rate, JSON, the seat's right to act, the rules — and a refusal goes back
//! as `{"type":"error","code":…,"message":…}` to this client alone, with no effect on the game.
//! A token that holds no seat of the game gets an error and the connection is closed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, RawQuery, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use crate::api::{check_action_text, tokens};
use crate::error::ApiError;
use crate::hub::Hub;
use crate::limit::Bucket;
use crate::room::{Room, now_ms};

/// Close code: the seat token is not valid (policy violation).
const CLOSE_POLICY: u16 = 1008;
/// Close code: the server is restarting, come back.
const CLOSE_RESTART: u16 = 1012;
/// Messages a client may have refused for rate before it is disconnected.
const MAX_STRIKES: u32 = 200;

/// A message from a client.
#[derive(Deserialize, Debug)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ClientMessage {
    /// Play an action in the game's notation.
    Action { action: String },
    /// Resign.
    Resign,
    /// Take back the last turn (against bots).
    Undo,
    /// Ask for (or accept) a rematch.
    Rematch,
    /// Send the state again.
    Sync,
    /// Answered with `{"type":"pong"}`.
    Ping,
}

/// `GET /api/games/{id}/ws`: upgrades to a WebSocket for a seat (with its token) or a spectator.
pub async fn upgrade(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let room = match hub.room(&id).await {
        Ok(room) => room,
        Err(e) => return e.into_response(),
    };
    let held = match tokens(&headers, query.as_deref()) {
        Ok(t) if t.is_empty() => Ok(Vec::new()),
        Ok(t) => room.seats_of(&t).await,
        Err(e) => Err(e),
    };
    // The hard limit closes the connection; below it, oversized messages get a clear error.
    let hard = hub.limits.ws_message_bytes.max(1024) * 16;
    // Small buffers: messages are small, and a large read buffer is cleared on every read.
    ws.max_message_size(hard)
        .max_frame_size(hard)
        .read_buffer_size(8 * 1024)
        .write_buffer_size(0)
        .on_upgrade(move |socket| session(socket, hub, room, held))
}

async fn send_text(socket: &mut WebSocket, text: String) -> bool {
    socket.send(Message::Text(Utf8Bytes::from(text))).await.is_ok()
}

async fn close(socket: &mut WebSocket, code: u16, reason: &str) {
    let _ = socket
        .send(Message::Close(Some(CloseFrame {
            code,
            reason: Utf8Bytes::from(reason.to_string()),
        })))
        .await;
}

async fn session(mut socket: WebSocket, hub: Arc<Hub>, room: Arc<Room>, held: Result<Vec<usize>, ApiError>) {
    let held = match held {
        Ok(held) => held,
        Err(e) => {
            send_text(&mut socket, e.to_ws_message()).await;
            close(&mut socket, CLOSE_POLICY, "bad seat token").await;
            return;
        }
    };
    let mut updates = room.subscribe();
    room.connect(&held).await;
    let first = updates.borrow_and_update().clone();
    if !send_text(&mut socket, first.render(&held, now_ms())).await {
        room.disconnect(&held).await;
        return;
    }
    let limits = hub.limits.clone();
    let mut bucket = Bucket::new(limits.ws_messages_per_second, limits.ws_burst, Instant::now());
    let mut strikes = 0u32;
    let mut shutdown = hub.shutdown.clone();
    let mut heartbeat = tokio::time::interval_at(
        tokio::time::Instant::now() + Duration::from_secs(30),
        Duration::from_secs(30),
    );
    loop {
        tokio::select! {
            changed = updates.changed() => {
                if changed.is_err() {
                    break;
                }
                let snapshot = updates.borrow_and_update().clone();
                if !send_text(&mut socket, snapshot.render(&held, now_ms())).await {
                    break;
                }
            }
            message = socket.recv() => {
                let text = match message {
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Binary(_))) => None,
                    Some(Ok(Message::Text(text))) => Some(text),
                };
                if bucket.take(Instant::now()).is_err() {
                    strikes += 1;
                    if strikes > MAX_STRIKES {
                        close(&mut socket, CLOSE_POLICY, "too many messages").await;
                        break;
                    }
                    let e = ApiError::new(
                        axum::http::StatusCode::TOO_MANY_REQUESTS,
                        "rate_limited",
                        format!(
                            "too many messages: at most {} a second (bursts of {}); this one was ignored",
                            limits.ws_messages_per_second, limits.ws_burst
                        ),
                    );
                    if !send_text(&mut socket, e.to_ws_message()).await {
                        break;
                    }
                    continue;
                }
                let reply = match text {
                    None => Some(ApiError::bad_request("binary messages are not understood: send JSON text").to_ws_message()),
                    Some(text) => handle(&hub, &room, &held, text.as_str(), limits.ws_message_bytes).await,
                };
                if let Some(reply) = reply
                    && !send_text(&mut socket, reply).await
                {
                    break;
                }
            }
            _ = heartbeat.tick() => {
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
            _ = shutdown.changed() => {
                close(&mut socket, CLOSE_RESTART, "the server is restarting").await;
                break;
            }
        }
    }
    room.disconnect(&held).await;
}

/// Handles one text message; returns the reply for this client, if any.
async fn handle(hub: &Arc<Hub>, room: &Arc<Room>, held: &[usize], text: &str, max: usize) -> Option<String> {
    if text.len() > max {
        let e = ApiError::new(
            axum::http::StatusCode::PAYLOAD_TOO_LARGE,
            "too_large",
            format!(
                "a message is at most {max} bytes; this one ({} bytes) was ignored",
                text.len()
            ),
        );
        return Some(e.to_ws_message());
    }
    let message: ClientMessage = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => {
            return Some(
                ApiError::bad_request(format!(
                    "bad message ({e}): expected JSON such as {{\"type\":\"action\",\"action\":\"a1\"}}"
                ))
                .to_ws_message(),
            );
        }
    };
    let result = match message {
        ClientMessage::Action { action } => match check_action_text(&action) {
            Ok(()) => room.play_text(held, &action).await,
            Err(e) => Err(e),
        },
        ClientMessage::Resign => room.resign(held).await,
        ClientMessage::Undo => room.undo(held).await,
        ClientMessage::Rematch => match hub.rematch(room, held).await {
            Ok(created) => {
                let reply = serde_json::json!({
                    "type": "rematch",
                    "id": created.id,
                    "tokens": created.tokens,
                    "invites": created.invites,
                });
                return Some(reply.to_string());
            }
            Err(e) => Err(e),
        },
        ClientMessage::Sync => return Some(room.snapshot().render(held, now_ms())),
        ClientMessage::Ping => return Some(r#"{"type":"pong"}"#.to_string()),
    };
    result.err().map(|e| e.to_ws_message())
}
