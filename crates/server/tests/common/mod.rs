//! Helpers for the server's integration tests: a real server on port 0 with an SQLite file in
//! a temporary directory, a real HTTP client and real WebSocket clients that keep every raw
//! message they receive.

#![allow(dead_code)]

use std::path::Path;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use quartet_server::{Config, Limits, Server};
use quartet_store::Location;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

/// How long a test waits for any one message.
pub const WAIT: Duration = Duration::from_secs(20);

/// Starts a server on 127.0.0.1:0 with its SQLite file in `dir`.
pub async fn start(dir: &Path) -> Server {
    start_with(dir, Limits::default()).await
}

/// Starts a server with other limits.
pub async fn start_with(dir: &Path, limits: Limits) -> Server {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), Location::in_data_dir(dir));
    config.limits = limits;
    config.bot_threads = 2;
    quartet_server::start(config).await.expect("the server starts")
}

/// An HTTP client for a server.
pub struct Http {
    pub client: reqwest::Client,
    pub base: String,
}

impl Http {
    pub fn new(server: &Server) -> Http {
        Http {
            client: reqwest::Client::new(),
            base: format!("http://{}", server.addr()),
        }
    }

    /// A client from another address of this machine (all of 127.0.0.0/8 is loopback on
    /// Linux), as the server tells clients apart: `127.0.0.N`.
    pub fn from_address(server: &Server, n: u8) -> Http {
        Http {
            client: reqwest::Client::builder()
                .local_address(std::net::IpAddr::from([127, 0, 0, n]))
                .build()
                .unwrap(),
            base: format!("http://{}", server.addr()),
        }
    }

    /// A request's status and JSON body.
    pub async fn send(&self, request: reqwest::RequestBuilder) -> (u16, Value) {
        let response = request.send().await.expect("the HTTP request is answered");
        let status = response.status().as_u16();
        let text = response.text().await.expect("a body");
        let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
        (status, value)
    }

    pub async fn get(&self, path: &str) -> (u16, Value) {
        self.send(self.client.get(format!("{}{path}", self.base))).await
    }

    pub async fn get_text(&self, path: &str) -> (u16, String) {
        let response = self
            .client
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("answered");
        (response.status().as_u16(), response.text().await.expect("a body"))
    }

    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        self.send(self.client.post(format!("{}{path}", self.base)).json(&body))
            .await
    }

    pub async fn post_as(&self, path: &str, token: &str, body: Value) -> (u16, Value) {
        self.send(
            self.client
                .post(format!("{}{path}", self.base))
                .bearer_auth(token)
                .json(&body),
        )
        .await
    }

    /// Creates a game; panics unless it is created.
    pub async fn create(&self, body: Value) -> Value {
        let (status, value) = self.post("/api/games", body).await;
        assert_eq!(status, 201, "{value}");
        value
    }

    /// The state of a game as the holder of `tokens` (comma-separated) sees it.
    pub async fn state_as(&self, id: &str, tokens: &str) -> Value {
        let request = self
            .client
            .get(format!("{}/api/games/{id}", self.base))
            .bearer_auth(tokens);
        self.send(request).await.1
    }

    /// Plays one legal action (chosen by `n`, see [`pick`]) as the holder of `tokens`, who
    /// holds the seat to move; `false` when there is none (the game is over). Panics unless
    /// the action is taken.
    pub async fn play_one(&self, id: &str, tokens: &str, n: usize) -> bool {
        let legal = legal(&self.state_as(id, tokens).await);
        if legal.is_empty() {
            return false;
        }
        let action = pick(&legal, n);
        let (status, v) = self
            .post_as(
                &format!("/api/games/{id}/actions"),
                tokens,
                json!({"action": action}),
            )
            .await;
        assert_eq!(status, 200, "{action}: {v}");
        true
    }

    /// Takes the seat of an invitation: its token.
    pub async fn join(&self, code: &str) -> String {
        let (status, value) = self.post("/api/join", json!({"code": code})).await;
        assert_eq!(status, 200, "{value}");
        value["token"].as_str().unwrap().to_string()
    }

    /// A Quarto! game of two people made here, its second seat taken through its invitation:
    /// the game's id and the two seats' tokens.
    pub async fn game_of_two(&self) -> (String, String, String) {
        let created = self
            .create(json!({"game": "quarto", "seats": ["me", "invite"]}))
            .await;
        let id = created["id"].as_str().unwrap().to_string();
        let b = self.join(&invite_of(&created, 1)).await;
        (id, token_of(&created, 0), b)
    }
}

/// A browser: an HTTP client that keeps the session cookie by hand and sends the CSRF token.
pub struct Browser {
    pub http: Http,
    pub cookie: Option<String>,
    pub csrf: Option<String>,
}

impl Browser {
    pub fn new(http: Http) -> Browser {
        Browser {
            http,
            cookie: None,
            csrf: None,
        }
    }

    /// Sends a request with the cookie (and the CSRF token unless `csrf` is false); keeps a
    /// cookie set by the answer. Answers the status, the body and the `Set-Cookie` header.
    pub async fn send(
        &mut self,
        method: &str,
        path: &str,
        body: Option<Value>,
        csrf: bool,
    ) -> (u16, Value, String) {
        let url = format!("{}{path}", self.http.base);
        let mut request = self.http.client.request(method.parse().unwrap(), url);
        if let Some(cookie) = &self.cookie {
            request = request.header("cookie", format!("quartet_session={cookie}"));
        }
        if csrf && let Some(token) = &self.csrf {
            request = request.header("x-csrf-token", token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let set = response
            .headers()
            .get("set-cookie")
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default();
        if let Some(value) = set.strip_prefix("quartet_session=") {
            let token = value.split(';').next().unwrap();
            self.cookie = (!token.is_empty()).then(|| token.to_string());
        }
        let text = response.text().await.unwrap();
        let value: Value = serde_json::from_str(&text).unwrap_or(Value::String(text));
        if let Some(csrf) = value.get("csrf").and_then(Value::as_str) {
            self.csrf = Some(csrf.to_string());
        }
        (status, value, set)
    }

    /// Posts a name and password to `path` (`/api/accounts` or `/api/session`).
    pub async fn credentials(&mut self, path: &str, name: &str, password: &str) -> (u16, Value, String) {
        let body = json!({"name": name, "password": password});
        self.send("POST", path, Some(body), true).await
    }
}

/// A browser from address `127.0.0.n` with a new account named `name`, signed in.
pub async fn signed_up(server: &Server, name: &str, n: u8) -> Browser {
    let mut browser = Browser::new(Http::from_address(server, n));
    let (status, body, _) = browser.credentials("/api/accounts", name, "correct horse").await;
    assert_eq!(status, 201, "{body}");
    browser
}

/// A WebSocket client that keeps every raw text message it received.
pub struct Client {
    socket: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    /// Every text message received, as received.
    pub raw: Vec<String>,
    /// The close frame's code, once closed by the server.
    pub closed: Option<u16>,
    /// Whether states are handed to the test with the whole history, merged from the updates
    /// as a browser merges them (on unless a test looks at the updates themselves).
    pub merge: bool,
    /// The history merged so far from the states received.
    pub history: Vec<Value>,
}

impl Client {
    /// Connects to a game as the holder of `token` (a spectator without), the token sent in
    /// the first message (never in the URL).
    pub async fn connect(server: &Server, id: &str, token: Option<&str>) -> Client {
        let url = format!("ws://{}/api/games/{id}/ws", server.addr());
        let (socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("the WebSocket opens");
        let mut client = Client {
            socket,
            raw: Vec::new(),
            closed: None,
            merge: true,
            history: Vec::new(),
        };
        client
            .send(json!({"type": "auth", "tokens": token.into_iter().collect::<Vec<_>>()}))
            .await;
        client
    }

    /// Opens a WebSocket at `path` and sends nothing.
    pub async fn open(server: &Server, path: &str) -> Client {
        let url = format!("ws://{}{path}", server.addr());
        let (socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("the WebSocket opens");
        Client {
            socket,
            raw: Vec::new(),
            closed: None,
            merge: true,
            history: Vec::new(),
        }
    }

    /// Connects with the token in the URL, as older clients do (`?token=`), or with nothing
    /// (a spectator that sends no first message).
    pub async fn connect_by_url(server: &Server, id: &str, token: Option<&str>) -> Client {
        let url = match token {
            Some(t) => format!("ws://{}/api/games/{id}/ws?token={t}", server.addr()),
            None => format!("ws://{}/api/games/{id}/ws", server.addr()),
        };
        let path = url.split_once(&server.addr().to_string()).map_or("", |(_, p)| p);
        Client::open(server, path).await
    }

    /// The next text message as JSON; `None` once the server closed the connection.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let message = tokio::time::timeout(WAIT, self.socket.next())
                .await
                .expect("a message within the wait");
            match message {
                Some(Ok(Message::Text(text))) => {
                    self.raw.push(text.to_string());
                    let message: Value = serde_json::from_str(text.as_str()).expect("JSON from the server");
                    return Some(self.merged(message));
                }
                Some(Ok(Message::Close(frame))) => {
                    self.closed = Some(frame.map_or(1005, |f| u16::from(f.code)));
                    return None;
                }
                Some(Ok(_)) => continue,
                Some(Err(_)) | None => return None,
            }
        }
    }

    /// A state with the history it updates merged in (the whole history, `history_from` 0),
    /// when [`Client::merge`] is on; any other message as it is.
    fn merged(&mut self, mut message: Value) -> Value {
        let Some(from) = message["history_from"]
            .as_u64()
            .filter(|_| self.merge && message["type"] == "state")
        else {
            return message;
        };
        let from = from as usize;
        assert!(
            from <= self.history.len(),
            "an update from action {from} to a client that has {}: {message}",
            self.history.len()
        );
        self.history.truncate(from);
        self.history
            .extend(message["history"].as_array().expect("a history").iter().cloned());
        message["history"] = Value::Array(self.history.clone());
        message["history_from"] = json!(0);
        message
    }

    /// Reads until a message of this type comes.
    pub async fn next_of(&mut self, kind: &str) -> Value {
        loop {
            let v = self.next().await.expect("the connection stays open");
            if v["type"] == kind {
                return v;
            }
        }
    }

    /// Reads until a state satisfies `pred`.
    pub async fn state_where(&mut self, pred: impl Fn(&Value) -> bool) -> Value {
        loop {
            let v = self.next().await.expect("the connection stays open");
            if v["type"] == "state" && pred(&v) {
                return v;
            }
        }
    }

    /// Reads until a state satisfies `pred`; an error message on the way fails the test.
    pub async fn state_or_fail(&mut self, pred: impl Fn(&Value) -> bool) -> Value {
        loop {
            let v = self.next().await.expect("the connection stays open");
            assert_ne!(v["type"], "error", "refused: {v}");
            if v["type"] == "state" && pred(&v) {
                return v;
            }
        }
    }

    /// Sends a JSON message.
    pub async fn send(&mut self, value: Value) {
        self.send_text(value.to_string()).await;
    }

    /// Sends a raw text message.
    pub async fn send_text(&mut self, text: String) {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .expect("the message is sent");
    }

    /// Sends a binary message.
    pub async fn send_binary(&mut self, bytes: Vec<u8>) {
        self.socket
            .send(Message::Binary(bytes.into()))
            .await
            .expect("the message is sent");
    }

    /// Sends a message as it is (a raw frame, say).
    pub async fn send_message(&mut self, message: Message) {
        self.socket.send(message).await.expect("the message is sent");
    }

    /// Sends an action.
    pub async fn act(&mut self, action: &str) {
        self.send(json!({"type": "action", "action": action})).await;
    }
}

/// The legal actions of a state.
pub fn legal(state: &Value) -> Vec<String> {
    state["legal"]
        .as_array()
        .map(|a| a.iter().map(|v| v.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

/// An action to play: a claim (Quartino) or a win when there is one to see, else one chosen by
/// `n` among the legal ones.
pub fn pick(legal: &[String], n: usize) -> String {
    if let Some(claim) = legal.iter().find(|a| a.contains("@Q")) {
        return claim.clone();
    }
    legal[n % legal.len()].clone()
}

/// The token of a seat in an answer to a creation (or a rematch).
pub fn token_of(created: &Value, seat: usize) -> String {
    created["tokens"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["seat"] == seat)
        .unwrap()["token"]
        .as_str()
        .unwrap()
        .to_string()
}

/// The invitation code of a seat in an answer to a creation.
pub fn invite_of(created: &Value, seat: usize) -> String {
    created["invites"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["seat"] == seat)
        .unwrap()["code"]
        .as_str()
        .unwrap()
        .to_string()
}

/// Limits for tests that play whole games as fast as the machine goes, from one address: far
/// more requests and WebSocket messages a second than people make, so the limits per address
/// and per connection are raised (a game against a quick bot sends more than a burst of moves).
pub fn fast_http() -> Limits {
    Limits {
        http_requests_per_second: 10_000.0,
        http_burst: 10_000.0,
        ws_messages_per_second: 10_000.0,
        ws_burst: 10_000.0,
        ..Limits::default()
    }
}

/// Every seat's hand in a full Quartino position (its fifth field: `c,c,c:aside/…`).
pub fn hands(position: &str) -> Vec<Vec<String>> {
    let seats = position.split_whitespace().nth(4).expect("a seats field");
    seats
        .split('/')
        .map(|seat| {
            let hand = seat.split(':').next().unwrap_or("");
            hand.split(',')
                .filter(|c| *c != "-" && !c.is_empty())
                .map(str::to_string)
                .collect()
        })
        .collect()
}
