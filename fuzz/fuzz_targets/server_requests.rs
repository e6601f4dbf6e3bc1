//! What the server reads from clients: the JSON bodies of the API (`POST /api/games`, `…/import`,
//! `/api/join`, `…/{id}/join`, `…/{id}/actions`), the query strings of its `GET`s, seat tokens,
//! and the WebSocket's messages, all sent to the real router (axum, in this process, an SQLite
//! store in memory) with `tower`'s `oneshot`. A WebSocket message is read as the socket reads it
//! (`wire::ClientMessage`) and an action in it played through the action endpoint, which checks
//! and plays it the same way.
//!
//! The input's first byte picks the request, the rest is its body, query or token. Checked: the
//! server never answers 5xx; every refusal is `{"error": code, "message": text}` with a text;
//! every answer but a record is JSON; and a seat token never comes back in a refusal.
#![no_main]

use std::cell::RefCell;
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{Method, Request, header};
use libfuzzer_sys::fuzz_target;
use quartet_server::analysis::AnalysisPool;
use quartet_server::bots::BotPool;
use quartet_server::http::{AppState, router};
use quartet_server::learn::Teacher;
use quartet_server::limit::{Limits, RateLimiter, Slots};
use quartet_server::time::Time;
use quartet_server::wire::ClientMessage;
use quartet_server::{Games, Hub};
use quartet_store::Location;
use serde_json::Value;
use tokio::runtime::Runtime;
use tokio::sync::watch;
use tower::ServiceExt;

/// The server under test, with one game of Quarto! (both seats held, `token`) to play in.
struct Fixture {
    app: Router,
    id: String,
    token: String,
    /// Inputs served since the app was built: it is rebuilt now and then so that the games
    /// created do not pile up in memory.
    served: u32,
    _stop: watch::Sender<bool>,
}

/// A request to the app: the answer's status, whether it says it is JSON, and its body.
async fn send(app: &Router, request: Request<Body>) -> (u16, bool, Vec<u8>) {
    let response = match app.clone().oneshot(request).await {
        Ok(response) => response,
        Err(never) => match never {},
    };
    let status = response.status().as_u16();
    let json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|t| t.as_bytes().starts_with(b"application/json"));
    let body = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("the answer's body");
    (status, json, body.to_vec())
}

fn post(path: &str, token: Option<&str>, body: Vec<u8>) -> Request<Body> {
    let mut request = Request::builder()
        .method(Method::POST)
        .uri(path)
        .header(header::CONTENT_TYPE, "application/json");
    if let Some(token) = token {
        request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    request.body(Body::from(body)).expect("a request")
}

async fn fixture() -> Fixture {
    let store = quartet_store::open_location(&Location::SqliteMemory)
        .await
        .expect("an SQLite store in memory");
    let (stop, stopped) = watch::channel(false);
    let bots = BotPool::new(1, stopped.clone());
    let games = Arc::new(Games::new(
        Arc::new(Hub::new()),
        store.clone(),
        bots.clone(),
        Time::system(),
    ));
    let limits = Limits::default();
    let analyses = AnalysisPool::new(1, &limits);
    let state = AppState {
        pairing: Arc::new(quartet_server::pairing::Pairing::new(
            games.clone(),
            quartet_server::pool::Widening::DEFAULT,
        )),
        games,
        teacher: Arc::new(Teacher::new(store.clone(), analyses.clone())),
        players: Arc::new(quartet_server::players::Players::new(store, false)),
        analyses,
        bots,
        limiter: Arc::new(RateLimiter::new(
            limits.http_requests_per_second,
            limits.http_burst,
        )),
        websockets: Arc::new(Slots::new(limits.max_connections, None)),
        connections: Arc::new(Slots::new(limits.max_connections, None)),
        limits,
        shutdown: stopped,
        metrics_token: None,
    };
    let app = router(state, None);
    let body = br#"{"game":"quarto","seats":["me","me"],"seed":1}"#.to_vec();
    let (status, _, body) = send(&app, post("/api/games", None, body)).await;
    assert_eq!(status, 201, "{}", String::from_utf8_lossy(&body));
    let created: Value = serde_json::from_slice(&body).expect("JSON");
    let id = created["id"].as_str().expect("an id").to_string();
    let token = created["tokens"][0]["token"]
        .as_str()
        .expect("a token")
        .to_string();
    Fixture {
        app,
        id,
        token,
        served: 0,
        _stop: stop,
    }
}

/// What the server must never do, whatever it was sent.
fn check(what: &str, sent: &[u8], (status, json, body): (u16, bool, Vec<u8>), token: &str) {
    let text = String::from_utf8_lossy(&body);
    let sent = String::from_utf8_lossy(sent);
    assert!(status < 500, "{what} {sent:?}: {status} {text}");
    if status < 400 && !json {
        return; // a record, as text
    }
    assert!(json, "{what} {sent:?}: {status}, not said to be JSON: {text}");
    let Ok(answer) = serde_json::from_slice::<Value>(&body) else {
        panic!("{what} {sent:?}: {status}, not JSON: {text}");
    };
    if status >= 400 {
        assert!(
            answer["error"].as_str().is_some_and(|code| !code.is_empty())
                && answer["message"].as_str().is_some_and(|m| !m.trim().is_empty()),
            "{what} {sent:?}: {status} without a code and a message: {text}"
        );
        assert!(
            !text.contains(token),
            "{what} {sent:?}: a seat token in a refusal: {text}"
        );
    }
}

thread_local! {
    static RUNTIME: Runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    static FIXTURE: RefCell<Option<Fixture>> = const { RefCell::new(None) };
}

/// Inputs served by one app before it is built afresh.
const REBUILD: u32 = 2000;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    RUNTIME.with(|runtime| {
        runtime.block_on(async {
            let fresh = FIXTURE.with_borrow(|f| f.as_ref().is_none_or(|f| f.served >= REBUILD));
            if fresh {
                let built = fixture().await;
                FIXTURE.with_borrow_mut(|f| *f = Some(built));
            }
            let (app, id, token) = FIXTURE.with_borrow_mut(|f| {
                let f = f.as_mut().expect("built");
                f.served += 1;
                (f.app.clone(), f.id.clone(), f.token.clone())
            });
            let body = rest.to_vec();
            let text = String::from_utf8_lossy(rest);
            let (what, request) = match pick % 8 {
                0 => ("create", post("/api/games", None, body)),
                1 => ("import", post("/api/games/import", None, body)),
                2 => ("join by code", post("/api/join", None, body)),
                3 => ("join", post(&format!("/api/games/{id}/join"), None, body)),
                4 => (
                    "action",
                    post(&format!("/api/games/{id}/actions"), Some(&token), body),
                ),
                5 => {
                    // A WebSocket message: an action in it goes to the action endpoint.
                    let Ok(ClientMessage::Action { action }) = serde_json::from_slice(rest) else {
                        return;
                    };
                    let body = serde_json::to_vec(&serde_json::json!({ "action": action })).expect("JSON");
                    (
                        "message",
                        post(&format!("/api/games/{id}/actions"), Some(&token), body),
                    )
                }
                6 => {
                    // A seat token of any shape.
                    let Ok(value) = header::HeaderValue::from_bytes(rest) else {
                        return;
                    };
                    let request = Request::builder()
                        .uri(format!("/api/games/{id}"))
                        .header(header::AUTHORIZATION, value)
                        .body(Body::empty())
                        .expect("a request");
                    ("token", request)
                }
                _ => {
                    // A query string on the game's pages and the list.
                    let paths = [
                        "/api/games",
                        "/api/games/ID",
                        "/api/games/ID/history",
                        "/api/games/ID/record",
                    ];
                    let path = paths[rest.len() % paths.len()].replace("ID", &id);
                    let Ok(request) = Request::builder()
                        .uri(format!("{path}?{text}"))
                        .body(Body::empty())
                    else {
                        return;
                    };
                    ("query", request)
                }
            };
            check(what, rest, send(&app, request).await, &token);
        });
    });
});
