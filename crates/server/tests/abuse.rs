//! What an attacker tried on the server (issue 16), each pinned by a test against the real
//! server on loopback: pings that dodged the per-connection limit, a spectator count that went
//! stale, clocks too short to play, refusals that were not the documented JSON error, names
//! that turned text around.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use common::{Client, Http, start, start_with, token_of};
use futures_util::SinkExt;
use quartet_server::Limits;
use quartet_store_test_kit::TempDir;
use serde_json::json;

/// Item 11: a WebSocket ping costs the server a pong: pings count against the connection's
/// limit like every other message, and a client that floods them is disconnected.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websocket_pings_count_against_the_connections_limit() {
    let dir = TempDir::new("quartet-abuse-pings").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let url = format!("ws://{}/api/games/{id}/ws", server.addr());
    let (mut socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    // Far more pings than the limit allows (20 a second, bursts of 40, then 200 strikes).
    let mut sent = 0;
    for _ in 0..5_000 {
        if socket.send(Message::Ping(vec![1, 2, 3].into())).await.is_err() {
            break;
        }
        sent += 1;
    }
    // The server answers some, then closes the connection for too many messages (1008, or
    // a reset when the close frame meets the pings still on their way).
    let mut pongs = 0;
    let closed = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match socket.next().await {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
                Some(Ok(Message::Pong(_))) => pongs += 1,
                Some(Ok(_)) => continue,
                Some(Err(_)) | None => return None,
            }
        }
    })
    .await
    .expect("the server closes a connection that floods pings");
    assert!(
        matches!(closed, Some(1008) | None),
        "{closed:?} after {sent} pings"
    );
    assert!(pongs < 1_000, "{pongs} pongs for {sent} pings");
    let (status, _) = http.get("/api/health").await;
    assert_eq!(status, 200);
    server.shutdown().await;
}

/// Item 12: the spectator count follows spectators coming and going, not only players.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_spectator_count_follows_the_spectators() {
    let dir = TempDir::new("quartet-abuse-spectators").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let mut player = Client::connect(&server, id, Some(&token_of(&created, 0))).await;
    player.next_of("state").await;
    let mut watchers = Vec::new();
    for _ in 0..3 {
        let mut watcher = Client::connect(&server, id, None).await;
        watcher.next_of("state").await;
        watchers.push(watcher);
    }
    let seen = player.state_where(|s| s["spectators"] == 3).await;
    assert_eq!(seen["ply"], 0, "nothing else changed");
    let (_, state) = http.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["spectators"], 3);
    watchers.truncate(1);
    player.state_where(|s| s["spectators"] == 1).await;
    server.shutdown().await;
}

/// Item 13: a clock too short to play a turn over the network is refused, as are an empty
/// clock text and absurdly long ones; the bounds are in the message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clocks_too_short_or_too_long_are_refused() {
    let dir = TempDir::new("quartet-abuse-clocks").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    for clock in [
        "1ms/move",
        "999ms/move",
        "5s",
        "9s+2s",
        "",
        "  ",
        "25h",
        "15d/move",
        "10m+2h",
    ] {
        let (status, err) = http
            .post(
                "/api/games",
                json!({"game": "quarto", "clock": clock, "seats": ["me", "me"]}),
            )
            .await;
        assert_eq!(
            (status, err["error"].as_str()),
            (400, Some("bad_request")),
            "{clock:?}: {err}"
        );
        let message = err["message"].as_str().unwrap();
        assert!(message.contains("clock"), "{clock:?}: {message}");
    }
    for (clock, shown) in [
        ("1s/move", "1s/move"),
        ("10s", "10s"),
        ("1h", "60m"),
        ("24h/move", "1d/move"),
        ("3d/move", "3d/move"),
        ("14d/move", "14d/move"),
        ("none", "none"),
    ] {
        let created = http
            .create(json!({"game": "quarto", "clock": clock, "seats": ["me", "me"]}))
            .await;
        let control = created["state"]["clock"]["control"].as_str().unwrap_or("none");
        assert_eq!(control, shown, "{clock}");
    }
    let (_, err) = http
        .post(
            "/api/games",
            json!({"game": "quarto", "clock": "1ms/move", "seats": ["me", "me"]}),
        )
        .await;
    let message = err["message"].as_str().unwrap();
    assert!(message.contains("at least 1 s"), "{message}");
    server.shutdown().await;
}

/// Item 14: every refusal under `/api/` is the documented JSON error, the router's own too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_refusal_under_the_api_is_the_documented_json_error() {
    let dir = TempDir::new("quartet-abuse-refusals").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let cases = [
        ("GET", "/api/".to_string(), 404, "not_found"),
        ("GET", "/api".into(), 404, "not_found"),
        ("GET", "/api//games".into(), 404, "not_found"),
        ("GET", format!("/api/games/{id}/nothing"), 404, "not_found"),
        ("DELETE", "/api/games".into(), 405, "method_not_allowed"),
        (
            "PUT",
            format!("/api/games/{id}/actions"),
            405,
            "method_not_allowed",
        ),
        ("POST", format!("/api/games/{id}/ws"), 405, "method_not_allowed"),
        ("GET", format!("/api/games/{id}/ws"), 400, "bad_request"),
        ("POST", "/api/health".into(), 405, "method_not_allowed"),
    ];
    for (method, path, status, code) in cases {
        let response = http
            .client
            .request(method.parse().unwrap(), format!("{}{path}", http.base))
            .send()
            .await
            .unwrap();
        let got = response.status().as_u16();
        let kind = response
            .headers()
            .get("content-type")
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default();
        let text = response.text().await.unwrap();
        let body: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
        assert_eq!(
            (got, body["error"].as_str()),
            (status, Some(code)),
            "{method} {path}: {kind} {text}"
        );
        assert!(kind.starts_with("application/json"), "{method} {path}: {kind}");
        assert!(body["message"].as_str().is_some_and(|m| m.len() > 10), "{text}");
    }
    // A WebSocket upgrade without its key: refused with the JSON error too.
    let response = http
        .client
        .get(format!("{}/api/games/{id}/ws", http.base))
        .header("connection", "upgrade")
        .header("upgrade", "websocket")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 400);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["error"], "bad_request", "{body}");
    server.shutdown().await;
}

/// Item 15: names lose bidirectional overrides, zero-width and other invisible format
/// characters; a name of nothing else is no name.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_lose_invisible_and_direction_characters() {
    let dir = TempDir::new("quartet-abuse-names").unwrap();
    let server = start_with(dir.path(), Limits::default()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({
            "game": "quarto",
            "seats": ["me", "open"],
            "name": "\u{202e}evil\u{202c}\u{200b}\u{2066}x\u{2069}\u{feff}",
        }))
        .await;
    let id = created["id"].as_str().unwrap();
    assert_eq!(created["state"]["seats"][0]["name"], "evilx");
    let (status, joined) = http
        .post(
            &format!("/api/games/{id}/join"),
            json!({"name": "\u{200d}\u{200e}\u{200f}\u{2028}\u{061c}"}),
        )
        .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["state"]["seats"][1]["name"], serde_json::Value::Null);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"], "names": ["A\u{2029}da  Lovelace", "\u{e0041}B"]}))
        .await;
    assert_eq!(created["state"]["seats"][0]["name"], "A da Lovelace");
    assert_eq!(created["state"]["seats"][1]["name"], "B");
    server.shutdown().await;
}

/// Item 9: one client address may have so many games waiting for players (more are refused
/// with `429 too_many_games`); a game that starts frees its place, and other addresses are not
/// held back by a flood from one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_waiting_for_players_are_capped_per_address() {
    let dir = TempDir::new("quartet-abuse-open-games").unwrap();
    let server = start_with(
        dir.path(),
        Limits {
            open_games_per_address: 5,
            ..common::fast_http()
        },
    )
    .await;
    let flood = Http::from_address(&server, 9);
    let mut invites = Vec::new();
    for _ in 0..5 {
        let created = flood
            .create(json!({"game": "quarto", "seats": ["me", "invite"]}))
            .await;
        invites.push(common::invite_of(&created, 1));
    }
    for seats in [json!(["me", "invite"]), json!(["open", "me"])] {
        let (status, err) = flood
            .post("/api/games", json!({"game": "quarto", "seats": seats}))
            .await;
        assert_eq!(
            (status, err["error"].as_str()),
            (429, Some("too_many_games")),
            "{err}"
        );
    }
    // Games that start at once (no seat to wait for) are not held back.
    flood
        .create(json!({"game": "quarto", "seats": ["me", {"bot": "casual"}]}))
        .await;
    // Another address creates games all the while.
    let other = Http::from_address(&server, 10);
    let created = other
        .create(json!({"game": "quarto", "seats": ["me", "invite"]}))
        .await;
    assert_eq!(created["state"]["status"], "open");
    // Once a waiting game starts, its place is free again.
    other.join(&invites[0]).await;
    flood
        .create(json!({"game": "quarto", "seats": ["me", "invite"]}))
        .await;
    server.shutdown().await;
}
