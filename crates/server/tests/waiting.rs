//! Abandoned waiting games expire (issue 16, item 9): a game that waits for players and that
//! nobody touched for the documented time is cancelled by the server and leaves the lobby and
//! memory, while it runs and at start-up; a game with a player connected, or under way, stays.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use common::{Client, Http, fast_http, invite_of, start_with, token_of};
use quartet_server::Limits;
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// Games with a clock expire after 1.5 s untouched; games without one after 10 minutes.
fn short_expiry() -> Limits {
    Limits {
        waiting_timed_expiry_ms: 1_500,
        waiting_untimed_expiry_ms: 600_000,
        ..fast_http()
    }
}

async fn open_ids(http: &Http) -> Vec<String> {
    let (status, list) = http.get("/api/games?status=open&limit=200").await;
    assert_eq!(status, 200, "{list}");
    list["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap().to_string())
        .collect()
}

fn id_of(created: &Value) -> String {
    created["id"].as_str().unwrap().to_string()
}

/// Asserts that the game was cancelled by the server.
fn assert_expired(state: &Value) {
    assert_eq!(state["status"], "finished", "{state}");
    let result = &state["result"];
    assert_eq!(
        (&result["termination"], &result["seat"], &result["result"]),
        (&json!("cancel"), &Value::Null, &json!("*")),
        "{state}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn untouched_waiting_games_are_cancelled_and_leave_the_lobby_and_memory() {
    let dir = TempDir::new("quartet-waiting").unwrap();
    let server = start_with(dir.path(), short_expiry()).await;
    let http = Http::new(&server);
    let waiting = |clock: &str| json!({"game": "quarto", "clock": clock, "seats": ["me", "invite"]});
    let abandoned = http.create(waiting("5m")).await;
    let watched = http.create(waiting("5m")).await;
    let untimed = http.create(waiting("none")).await;
    // A game under way whose players all left is not cancelled by this.
    let live = http.create(waiting("5m")).await;
    Http::from_address(&server, 2).join(&invite_of(&live, 1)).await;
    // The creator of this one stays on its page.
    let mut creator = Client::connect(&server, &id_of(&watched), Some(&token_of(&watched, 0))).await;
    creator.state_where(|_| true).await;

    tokio::time::sleep(Duration::from_millis(3_000)).await;
    let id = id_of(&abandoned);
    let (status, state) = http.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200, "{state}");
    assert_expired(&state);
    let (status, v) = http
        .get(&format!("/api/invites/{}", invite_of(&abandoned, 1)))
        .await;
    assert_eq!(
        (status, v["state"].as_str()),
        (200, Some("cancelled")),
        "its invitation says the game was cancelled: {v}"
    );
    let open = open_ids(&http).await;
    assert!(!open.contains(&id), "the lobby lists the cancelled game");
    assert!(
        open.contains(&id_of(&watched)) && open.contains(&id_of(&untimed)),
        "{open:?}"
    );
    for game in [&watched, &untimed] {
        let (_, state) = http.get(&format!("/api/games/{}", id_of(game))).await;
        assert_eq!(state["status"], "open", "{state}");
    }
    let (_, state) = http.get(&format!("/api/games/{}", id_of(&live))).await;
    assert_eq!(state["status"], "live", "{state}");

    // Its room left memory (the request above loaded it again from the store: forget it once
    // more by expiring another one, and check that one).
    let gone = http.create(waiting("5m")).await;
    tokio::time::sleep(Duration::from_millis(3_000)).await;
    assert!(
        server.games().hub().get(&id_of(&gone)).is_none(),
        "an expired game stays in memory"
    );

    // Once its creator leaves, the watched game is untouched from then on, and expires.
    drop(creator);
    tokio::time::sleep(Duration::from_millis(3_000)).await;
    let (_, state) = http.get(&format!("/api/games/{}", id_of(&watched))).await;
    assert_expired(&state);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_that_expired_while_the_server_was_down_are_cancelled_at_start_up() {
    let dir = TempDir::new("quartet-waiting-restart").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    let timed = http
        .create(json!({"game": "quartino", "clock": "5m", "seats": ["me", "open", "invite"]}))
        .await;
    let untimed = http
        .create(json!({"game": "quarto", "clock": "none", "seats": ["me", "open"]}))
        .await;
    server.shutdown().await;

    tokio::time::sleep(Duration::from_millis(1_200)).await;
    let limits = Limits {
        waiting_timed_expiry_ms: 1_000,
        waiting_untimed_expiry_ms: 600_000,
        ..fast_http()
    };
    let server = start_with(dir.path(), limits).await;
    let http = Http::new(&server);
    // At once, before any regular check.
    assert!(server.games().hub().get(&id_of(&timed)).is_none());
    let open = open_ids(&http).await;
    assert_eq!(open, [id_of(&untimed)], "only the untimed game still waits");
    let (_, state) = http.get(&format!("/api/games/{}", id_of(&timed))).await;
    assert_expired(&state);
    server.shutdown().await;
}
