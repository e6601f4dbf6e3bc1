//! Live games over WebSocket: `GET /api/games/{id}/ws`.
//!
//! The client's first message says who it is: `{"type":"auth","tokens":[…]}` (its seat tokens,
//! none for a spectator), so that no secret is ever in a URL (URLs are written in browsers'
//! consoles and histories and in proxies' logs). A client that says nothing for a second is a
//! spectator, until its `auth` comes (once: a slow link). (Tokens in an `Authorization` header or `?token=` are still read, for clients
//! that can send neither first.)
//!
//! The server pushes the state ([`crate::wire::StateView`], `{"type":"state",…}`) — the whole
//! state as this viewer may see it — at once and after every change of the game; the history in
//! it is whole in the first one and on `sync`, and otherwise only the actions the client was
//! not sent yet (`history_from`: a message's size does not grow with the game). The client
//! sends [`ClientMessage`]s: `{"type":"action","action":"a1"}`, `{"type":"resign"}`,
//! `{"type":"undo"}`, `{"type":"abort"}`, `{"type":"offer","offer":"draw"}` (or `take_back`;
//! `accept`, `decline` answer another player's), `{"type":"claim"}`, `{"type":"rematch"}`,
//! `{"type":"sync"}` (the state again, whole) or `{"type":"ping"}`. Each one is checked — size, rate, JSON, the seat's right to act, the
//! rules — and a refusal goes back as `{"type":"error","code":…,"message":…}` to this client
//! alone, with no effect on the game. A token that holds no seat of the game gets an error and
//! the connection is closed. The socket only carries messages: every change is the room's.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Extension;
use axum::extract::State;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use super::AppState;
use super::api::check_action_text;
use super::error::ApiError;
use super::extract::{Client, SeatRejection, Viewer, check_tokens, read_message};
use super::players::Session;
use crate::games::Games;
use crate::history::Mark;
use crate::limit::Bucket;
use crate::model::{AccountRef, Taker};
use crate::room::chat::{Speaker, SpectatorKey, chat_of};
use crate::room::{Offer, Room};
use crate::snapshot::Snapshot;
use crate::view::state_update;
use crate::wire::{ChatLineView, ClientMessage, ErrorCode, OfferKind, Reply, ServerMessage};
use quartet_store::{ChatLine, ChatRoom};

/// Close code: the seat token is not valid (policy violation).
pub(super) const CLOSE_POLICY: u16 = 1008;
/// Close code: the server is restarting, come back.
pub(super) const CLOSE_RESTART: u16 = 1012;
/// The close code for a client that went silent (going away).
pub(super) const CLOSE_GOING_AWAY: u16 = 1001;

/// The close code for a text message that is not UTF-8 (RFC 6455, 7.4.1: invalid data).
pub(super) const CLOSE_NOT_UTF8: u16 = 1007;

/// Closes a socket whose read failed with 1007 when the failure is a text message that is not
/// UTF-8: the WebSocket library checks the text before the server sees it, answers it with
/// an error but leaves the connection open, so that the server says why it ends it.
pub(super) async fn close_on_read_error(socket: &mut WebSocket, error: axum::Error) {
    let inner = error.into_inner();
    if matches!(
        inner.downcast_ref::<tungstenite::Error>(),
        Some(tungstenite::Error::Utf8(_))
    ) {
        close(socket, CLOSE_NOT_UTF8, "not_utf8").await;
    }
}
/// Messages a client may have refused for rate before it is disconnected.
const MAX_STRIKES: u32 = 200;
/// A WebSocket's read buffer, in bytes. Small: tungstenite zero-fills this much of it on every
/// read (one that finds nothing included), which at 8 KiB was 6 % of a loaded server's
/// instructions (`BENCHMARKS.md`); a client's messages are small, and a larger one is read in
/// several reads.
pub(super) const READ_BUFFER: usize = 1024;
/// How long the server waits for a client's first message (`auth`) before it takes the client
/// for a spectator.
const AUTH_WAIT: Duration = Duration::from_secs(1);

/// `GET /api/games/{id}/ws`: upgrades to a WebSocket for a seat (with its token) or a spectator.
pub async fn upgrade(
    State(state): State<AppState>,
    Client(client): Client,
    Extension(signed_in): Extension<Session>,
    viewer: Result<Viewer, SeatRejection>,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Response {
    let (ws, slot) = match accept(&state, client, ws) {
        Ok(accepted) => accepted,
        Err(refused) => return refused.into_response(),
    };
    let (room, held) = match viewer {
        Ok(Viewer { room, held }) => (room, Ok(held)),
        Err(SeatRejection::NoRoom(e)) => return e.into_response(),
        Err(SeatRejection::BadSeat { room, error }) => (room, Err(error)),
    };
    // The hard limit closes the connection; below it, oversized messages get a clear error.
    let hard = state.limits.ws_message_bytes.max(1024) * 16;
    // Small buffers: messages are small, and the read buffer is cleared on every read.
    ws.max_message_size(hard)
        .max_frame_size(hard)
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| async move {
            let who = Who {
                client,
                account: signed_in.account(),
                connection: CONNECTIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            };
            session(socket, state, room, held, who).await;
            drop(slot);
        })
}

/// An upgrade to a WebSocket with its place among the address's WebSockets, or the refusal to
/// answer: not a WebSocket request, or too many WebSockets open.
pub(super) fn accept(
    state: &AppState,
    client: Option<IpAddr>,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<(WebSocketUpgrade, crate::limit::Slot), ApiError> {
    let ws = ws.map_err(|rejection| {
        let code = match rejection.status() {
            StatusCode::METHOD_NOT_ALLOWED => ErrorCode::MethodNotAllowed,
            StatusCode::UPGRADE_REQUIRED => ErrorCode::UpgradeRequired,
            _ => ErrorCode::BadRequest,
        };
        ApiError::new(code, format!("this is a WebSocket: {}", rejection.body_text()))
    })?;
    let slot = state.websockets.take(client).map_err(ApiError::from)?;
    Ok((ws, slot))
}

/// The room a message's JSON is written into at first: a Quarto! game's state is about 1 KiB
/// (0.9–1.2 KiB through a whole game), a Danish Quarto or Quartino one or a whole history more,
/// and a buffer grown from serde_json's 128 bytes was copied four to six times on the way.
const MESSAGE_CAPACITY: usize = 4096;

fn text_of(message: &ServerMessage<'_>) -> String {
    let mut out = Vec::with_capacity(MESSAGE_CAPACITY);
    match serde_json::to_writer(&mut out, message) {
        // serde_json writes UTF-8 only.
        Ok(()) => String::from_utf8(out).unwrap_or_default(),
        Err(e) => {
            let error = ApiError::new(ErrorCode::Internal, e.to_string()).to_reply();
            serde_json::to_string(&error).unwrap_or_default()
        }
    }
}

async fn send(socket: &mut WebSocket, message: &ServerMessage<'_>) -> bool {
    socket
        .send(Message::Text(Utf8Bytes::from(text_of(message))))
        .await
        .is_ok()
}

async fn send_reply(socket: &mut WebSocket, reply: Reply) -> bool {
    send(socket, &ServerMessage::Other(reply)).await
}

/// Sends the state for the seats `held`: the whole history when `seen` is `None` (or when what
/// the client has cannot be told), else only the actions after those it has as they are;
/// `seen` then marks the history the client has.
async fn send_state(
    socket: &mut WebSocket,
    snapshot: &Snapshot,
    held: &[usize],
    now: u64,
    seen: &mut Option<Mark>,
) -> bool {
    let from = seen
        .and_then(|mark| snapshot.history.unchanged(mark))
        .unwrap_or(0);
    *seen = Some(snapshot.history.mark());
    send(
        socket,
        &ServerMessage::State(state_update(snapshot, held, now, from)),
    )
    .await
}

/// Closes the WebSocket with `code` and `reason`, a stable code a client says in its player's
/// language (`docs/api.md`: `bad_token`, `too_many_messages`, `silent`, `restarting`).
pub(super) async fn close(socket: &mut WebSocket, code: u16, reason: &'static str) {
    let _ = socket
        .send(Message::Close(Some(CloseFrame {
            code,
            reason: Utf8Bytes::from(reason.to_string()),
        })))
        .await;
}

/// A first message that was not an `auth`, answered once the state is sent as any other.
enum Pending {
    /// A text message.
    Text(Utf8Bytes),
    /// A binary message: refused as binary.
    Binary,
}

/// What the first message (or its absence) says: the seats held, and a first message that was
/// not an `auth`, to answer once the state is sent. `None`: the client left.
async fn first_message(
    socket: &mut WebSocket,
    room: &Room,
) -> Option<(Result<Vec<usize>, ApiError>, Option<Pending>)> {
    let text = match tokio::time::timeout(AUTH_WAIT, socket.recv()).await {
        Err(_) => return Some((Ok(Vec::new()), None)),
        Ok(Some(Err(e))) => {
            close_on_read_error(socket, e).await;
            return None;
        }
        Ok(None | Some(Ok(Message::Close(_)))) => return None,
        Ok(Some(Ok(Message::Text(text)))) => text,
        Ok(Some(Ok(Message::Binary(_)))) => return Some((Ok(Vec::new()), Some(Pending::Binary))),
        Ok(Some(Ok(_))) => return Some((Ok(Vec::new()), None)),
    };
    match read_message::<ClientMessage>("message", text.as_bytes()) {
        Ok(ClientMessage::Auth { tokens }) => {
            let held = match check_tokens(tokens) {
                Ok(t) if t.is_empty() => Ok(Vec::new()),
                Ok(t) => room.seats_of(&t).await.map_err(ApiError::from),
                Err(e) => Err(e),
            };
            Some((held, None))
        }
        _ => Some((Ok(Vec::new()), Some(Pending::Text(text)))),
    }
}

async fn session(
    mut socket: WebSocket,
    state: AppState,
    room: Arc<Room>,
    held: Result<Vec<usize>, ApiError>,
    who: Who,
) {
    // No token with the request: the first message says (or the client is a spectator, who
    // may still say who it is: an `auth` that came after the wait, on a slow link).
    let may_auth = matches!(&held, Ok(h) if h.is_empty());
    let (held, pending) = match held {
        Ok(held) if held.is_empty() => match first_message(&mut socket, &room).await {
            Some(first) => first,
            None => return,
        },
        other => (other, None),
    };
    let held = match held {
        Ok(held) => held,
        Err(e) => {
            send_reply(&mut socket, e.to_reply()).await;
            close(&mut socket, CLOSE_POLICY, "bad_token").await;
            return;
        }
    };
    let mut updates = room.subscribe();
    room.connect(&held).await;
    let first = updates.borrow_and_update().clone();
    // What history the client has: the whole one first, then only what changed.
    let mut seen = None;
    if !send_state(&mut socket, &first, &held, room.now(), &mut seen).await {
        room.disconnect(&held).await;
        return;
    }
    let limits = state.limits.clone();
    // A first message that was not an `auth` is answered now, as any other.
    let answered = match pending {
        None => true,
        Some(Pending::Binary) => send_reply(&mut socket, ApiError::binary_message().to_reply()).await,
        Some(Pending::Text(text)) => {
            answer(
                &mut socket,
                &state.games,
                &room,
                Asker {
                    held: &held,
                    who: &who,
                    claim_after_ms: limits.claim_after_ms,
                },
                text.as_str(),
                limits.ws_message_bytes,
                &mut seen,
            )
            .await
        }
    };
    if !answered {
        room.disconnect(&held).await;
        return;
    }
    let reads = chat_of(&held);
    let chat = room.subscribe_chat();
    let mut read_upto = 0;
    match room.recent_chat(reads).await {
        Ok(lines) if lines.is_empty() => {}
        Ok(lines) => {
            read_upto = last_line(&lines);
            let lines = lines.iter().map(ChatLineView::from).collect();
            if !send_reply(
                &mut socket,
                Reply::Chat {
                    chat: reads.into(),
                    lines,
                },
            )
            .await
            {
                room.disconnect(&held).await;
                return;
            }
        }
        // The chat's past could not be read: the game goes on without it.
        Err(e) => tracing::warn!(game = %room.id, "the chat could not be read: {e}"),
    }
    let mut game = GameTalk {
        updates,
        chat,
        reads,
        read_upto,
        games: &state.games,
        room: &room,
        may_auth: may_auth && held.is_empty(),
        held,
        who: &who,
        limits: &limits,
        bucket: Bucket::new(limits.ws_messages_per_second, limits.ws_burst, Instant::now()),
        strikes: 0,
        seen,
    };
    talk(
        &mut socket,
        &mut game,
        limits.ws_idle_timeout_ms,
        state.shutdown.clone(),
    )
    .await;
    room.disconnect(&game.held).await;
}

/// What a WebSocket carries besides what [`talk`] does for every socket: news of the server's
/// side to push, and the client's messages to answer.
pub(super) trait Talk {
    /// What the server's side tells (a game's new state, the pairing's news).
    type News;
    /// The next news; `None` ends the talk. Cancel-safe (it races the client's messages).
    fn news(&mut self) -> impl Future<Output = Option<Self::News>> + Send;
    /// Pushes news to the client; false ends the talk.
    fn push(&mut self, socket: &mut WebSocket, news: Self::News) -> impl Future<Output = bool> + Send;
    /// Answers one message of the client (text, binary, ping or pong; a closing client ends
    /// the talk before); false ends the talk.
    fn hear(&mut self, socket: &mut WebSocket, message: Message) -> impl Future<Output = bool> + Send;
}

/// Runs a WebSocket until either side ends it: pushes what `talker` tells and passes on the
/// client's messages; pings a few times within `idle_ms` and closes `silent` a client from
/// which nothing came (not even a pong) for that long; closes `restarting` when the server
/// stops (`shutdown`).
pub(super) async fn talk<T: Talk + Send>(
    socket: &mut WebSocket,
    talker: &mut T,
    idle_ms: u64,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) {
    let idle = Duration::from_millis(idle_ms.max(100));
    let every = (idle / 3).min(Duration::from_secs(30));
    let mut heartbeat = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
    let mut heard = Instant::now();
    loop {
        tokio::select! {
            news = talker.news() => {
                let Some(news) = news else { break };
                if !talker.push(socket, news).await {
                    break;
                }
            }
            message = socket.recv() => {
                heard = Instant::now();
                let message = match message {
                    None | Some(Ok(Message::Close(_))) => break,
                    Some(Err(e)) => {
                        close_on_read_error(socket, e).await;
                        break;
                    }
                    Some(Ok(message)) => message,
                };
                if !talker.hear(socket, message).await {
                    break;
                }
            }
            _ = heartbeat.tick() => {
                if heard.elapsed() >= idle {
                    close(socket, CLOSE_GOING_AWAY, "silent").await;
                    break;
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
            _ = shutdown.changed() => {
                close(socket, CLOSE_RESTART, "restarting").await;
                break;
            }
        }
    }
}

/// A game's WebSocket: pushes its states, answers its client's messages (with the rate
/// limit's strikes).
struct GameTalk<'a> {
    updates: tokio::sync::watch::Receiver<Arc<Snapshot>>,
    /// The lines said in both chats.
    chat: tokio::sync::broadcast::Receiver<(ChatRoom, ChatLine)>,
    /// The chat this connection reads.
    reads: ChatRoom,
    /// The last line of that chat sent with its past (when the connection began, or began to
    /// read it): a line told after it was subscribed to but read with the past is not sent
    /// twice.
    read_upto: i64,
    games: &'a Arc<Games>,
    room: &'a Arc<Room>,
    /// The seats this connection holds (none: a spectator).
    held: Vec<usize>,
    /// Whether an `auth` may still come: a spectator that said nothing within the wait for
    /// the first message (a slow link), once.
    may_auth: bool,
    who: &'a Who,
    limits: &'a crate::limit::Limits,
    bucket: Bucket,
    strikes: u32,
    seen: Option<Mark>,
}

/// The number of the last of `lines` (0 for none).
fn last_line(lines: &[ChatLine]) -> i64 {
    lines.iter().map(|l| l.n).max().unwrap_or(0)
}

/// What a game's socket pushes.
enum GameNews {
    /// The game's new state.
    State(Arc<Snapshot>),
    /// Lines of the chat this connection reads.
    Chat(Vec<ChatLine>),
}

impl GameTalk<'_> {
    /// An `auth` that came after the wait for the first message: the spectator becomes the
    /// holder of its seats (its presence counted for them, the players' chat, the state as
    /// they see it), as if it had said so at once; bad tokens close the connection as they do
    /// first. False when the connection is gone.
    async fn late_auth(&mut self, socket: &mut WebSocket, tokens: Vec<String>) -> bool {
        self.may_auth = false;
        let held = match check_tokens(tokens) {
            Ok(t) if t.is_empty() => return true,
            Ok(t) => self.room.seats_of(&t).await.map_err(ApiError::from),
            Err(e) => Err(e),
        };
        let held = match held {
            Ok(held) => held,
            Err(e) => {
                send_reply(socket, e.to_reply()).await;
                close(socket, CLOSE_POLICY, "bad_token").await;
                return false;
            }
        };
        self.room.disconnect(&self.held).await;
        self.room.connect(&held).await;
        self.held = held;
        self.seen = None;
        if !send_state(
            socket,
            &self.room.snapshot(),
            &self.held,
            self.room.now(),
            &mut self.seen,
        )
        .await
        {
            return false;
        }
        let reads = chat_of(&self.held);
        if reads == self.reads {
            return true;
        }
        self.reads = reads;
        self.read_upto = 0;
        match self.room.recent_chat(reads).await {
            Ok(lines) if !lines.is_empty() => {
                self.read_upto = last_line(&lines);
                let lines = lines.iter().map(ChatLineView::from).collect();
                send_reply(
                    socket,
                    Reply::Chat {
                        chat: reads.into(),
                        lines,
                    },
                )
                .await
            }
            _ => true,
        }
    }
}

impl Talk for GameTalk<'_> {
    type News = GameNews;

    async fn news(&mut self) -> Option<GameNews> {
        loop {
            tokio::select! {
                changed = self.updates.changed() => {
                    changed.ok()?;
                    return Some(GameNews::State(self.updates.borrow_and_update().clone()));
                }
                said = self.chat.recv() => match said {
                    // A line read with the chat's past was sent then.
                    Ok((room, line)) if room == self.reads && line.n > self.read_upto => {
                        return Some(GameNews::Chat(vec![line]));
                    }
                    // The other chat's lines are not this connection's.
                    Ok(_) => {}
                    // Lines were missed (a reader far behind): the recent ones again.
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                        let lines = self.room.recent_chat(self.reads).await.unwrap_or_default();
                        self.read_upto = self.read_upto.max(last_line(&lines));
                        return Some(GameNews::Chat(lines));
                    }
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => return None,
                },
            }
        }
    }

    async fn push(&mut self, socket: &mut WebSocket, news: GameNews) -> bool {
        match news {
            GameNews::State(snapshot) => {
                send_state(socket, &snapshot, &self.held, self.room.now(), &mut self.seen).await
            }
            GameNews::Chat(lines) => {
                let lines = lines.iter().map(ChatLineView::from).collect();
                send_reply(
                    socket,
                    Reply::Chat {
                        chat: self.reads.into(),
                        lines,
                    },
                )
                .await
            }
        }
    }

    async fn hear(&mut self, socket: &mut WebSocket, message: Message) -> bool {
        let limits = self.limits;
        let text = match message {
            Message::Ping(_) | Message::Pong(_) => {
                // A ping costs a pong: it counts like any message, refused silently.
                if self.bucket.take(Instant::now()).is_err() {
                    self.strikes += 1;
                    if self.strikes > MAX_STRIKES {
                        close(socket, CLOSE_POLICY, "too_many_messages").await;
                        return false;
                    }
                }
                return true;
            }
            Message::Text(text) => Some(text),
            Message::Binary(_) | Message::Close(_) => None,
        };
        if self.bucket.take(Instant::now()).is_err() {
            self.strikes += 1;
            if self.strikes > MAX_STRIKES {
                close(socket, CLOSE_POLICY, "too_many_messages").await;
                return false;
            }
            let e = ApiError::new(
                ErrorCode::RateLimited,
                format!(
                    "too many messages: at most {} a second (bursts of {}); this one was ignored",
                    limits.ws_messages_per_second, limits.ws_burst
                ),
            );
            return send_reply(socket, e.to_reply()).await;
        }
        if self.may_auth
            && let Some(text) = &text
            && let Ok(ClientMessage::Auth { tokens }) = read_message("message", text.as_bytes())
        {
            return self.late_auth(socket, tokens).await;
        }
        match text {
            None => send_reply(socket, ApiError::binary_message().to_reply()).await,
            Some(text) => {
                let asker = Asker {
                    held: &self.held,
                    who: self.who,
                    claim_after_ms: limits.claim_after_ms,
                };
                answer(
                    socket,
                    self.games,
                    self.room,
                    asker,
                    text.as_str(),
                    limits.ws_message_bytes,
                    &mut self.seen,
                )
                .await
            }
        }
    }
}

/// Handles one text message and sends its answer; false when the connection is gone. `seen`:
/// what history the client has (`sync` sends it all again).
async fn answer(
    socket: &mut WebSocket,
    games: &Arc<Games>,
    room: &Arc<Room>,
    asker: Asker<'_>,
    text: &str,
    max: usize,
    seen: &mut Option<Mark>,
) -> bool {
    let held = asker.held;
    match handle(games, room, asker, text, max).await {
        Answer::Nothing => true,
        Answer::Reply(reply) => send_reply(socket, reply).await,
        Answer::State => {
            *seen = None;
            send_state(socket, &room.snapshot(), held, room.now(), seen).await
        }
    }
}

/// What to answer one message with.
enum Answer {
    /// Nothing (the change comes as a state, to everybody).
    Nothing,
    /// A reply to this client.
    Reply(Reply),
    /// The state with the whole history, to this client.
    State,
}

/// Who is at the other end of a WebSocket: the client, and the signed-in player's account.
struct Who {
    client: Option<IpAddr>,
    account: Option<AccountRef>,
    /// The connection's number, from [`CONNECTIONS`].
    connection: u64,
}

/// Numbers the game's WebSockets while the server runs.
static CONNECTIONS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl Who {
    /// What the chat's rate limit counts a spectator by: their account, else their address
    /// (when the limits per address apply), else this connection.
    fn chat_key(&self) -> SpectatorKey {
        match (&self.account, self.client) {
            (Some(account), _) => SpectatorKey::Account(account.id.clone()),
            (None, Some(ip)) => SpectatorKey::Address(ip),
            (None, None) => SpectatorKey::Connection(self.connection),
        }
    }
}

/// Who sends a message: the seats held, and who; how long the others must be gone before a
/// claim.
struct Asker<'a> {
    held: &'a [usize],
    who: &'a Who,
    claim_after_ms: u64,
}

/// The room's offer for the wire's.
fn offer_of(kind: OfferKind) -> Offer {
    match kind {
        OfferKind::Draw => Offer::Draw,
        OfferKind::TakeBack => Offer::TakeBack,
    }
}

/// Handles one text message.
async fn handle(games: &Arc<Games>, room: &Arc<Room>, asker: Asker<'_>, text: &str, max: usize) -> Answer {
    let held = asker.held;
    if text.len() > max {
        return Answer::Reply(ApiError::message_too_large(max, text.len()).to_reply());
    }
    let message: ClientMessage = match read_message("message", text.as_bytes()) {
        Ok(m) => m,
        Err(e) => return Answer::Reply(e.to_reply()),
    };
    let result: Result<(), ApiError> = match message {
        ClientMessage::Auth { .. } => Err(ApiError::bad_request(
            "auth comes as the first message only: connect again to hold other seats",
        )),
        ClientMessage::Action { action } => match check_action_text(&action) {
            Ok(()) => room.play_text(held, &action).await.map_err(Into::into),
            Err(e) => Err(e),
        },
        ClientMessage::Resign => room.resign(held).await.map_err(Into::into),
        ClientMessage::Undo => room.undo(held).await.map_err(Into::into),
        ClientMessage::Abort => room.abort(held).await.map_err(Into::into),
        ClientMessage::Offer { offer } => room.offer(held, offer_of(offer)).await.map_err(Into::into),
        ClientMessage::Accept { offer } => room.answer(held, offer_of(offer), true).await.map_err(Into::into),
        ClientMessage::Decline { offer } => room
            .answer(held, offer_of(offer), false)
            .await
            .map_err(Into::into),
        ClientMessage::Claim { draw } => room
            .claim(held, !draw, Duration::from_millis(asker.claim_after_ms))
            .await
            .map_err(Into::into),
        ClientMessage::Chat { text } => {
            let speaker = Speaker {
                held,
                account: asker.who.account.as_ref().map(|a| a.id.clone()),
                key: asker.who.chat_key(),
            };
            room.say(speaker, &text).await.map_err(Into::into)
        }
        ClientMessage::Rematch => match games
            .rematch(
                room,
                held,
                Taker {
                    name: None,
                    client: asker.who.client,
                    account: asker.who.account.clone(),
                },
            )
            .await
        {
            Ok(created) => {
                return Answer::Reply(Reply::Rematch {
                    id: created.id,
                    tokens: created.tokens,
                    invites: created.invites,
                });
            }
            Err(e) => Err(e.into()),
        },
        ClientMessage::Sync => return Answer::State,
        ClientMessage::Ping => return Answer::Reply(Reply::Pong),
    };
    match result {
        Ok(()) => Answer::Nothing,
        Err(e) => Answer::Reply(e.to_reply()),
    }
}
