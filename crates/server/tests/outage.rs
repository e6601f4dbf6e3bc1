//! A database outage (issue 16, item 10): a game that ends while PostgreSQL is down is over at
//! once for its players, and its ending is stored as soon as the database is back — without a
//! restart of the server — so the lobby lists it as finished.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod common;

use std::time::{Duration, Instant};

use common::{Http, token_of};
use quartet_server::Config;
use quartet_store::Location;
use quartet_store_test_kit::ThrowawayPostgres;
use serde_json::{Value, json};

fn listed(list: &Value, id: &str) -> bool {
    list["games"]
        .as_array()
        .is_some_and(|games| games.iter().any(|g| g["id"] == id))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ending_during_a_database_outage_is_stored_when_it_comes_back() {
    let Some(cluster) = ThrowawayPostgres::start_or_skip("an_ending_during_a_database_outage") else {
        return;
    };
    let url = cluster.create_database("outage").await.unwrap();
    let config = Config::new("127.0.0.1:0".parse().unwrap(), Location::parse(&url).unwrap());
    let server = quartet_server::start(config).await.unwrap();
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "clock": "2s/move", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    // Each side's first turn is free of the clock: both are played, so that the first
    // player's clock runs on its second turn.
    let tokens = format!("{},{}", token_of(&created, 0), token_of(&created, 1));
    for action in ["7", "a1", "3"] {
        let (status, state) = http
            .post_as(
                &format!("/api/games/{id}/actions"),
                &tokens,
                json!({"action": action}),
            )
            .await;
        assert_eq!(status, 200, "{action}: {state}");
    }
    let (_, state) = http.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["clock"]["running"], 0, "{state}");

    // The database goes down; meanwhile the first player's clock runs out (the game ends once
    // the store gives up writing its ending: the pool waits 10 s for a connection).
    cluster.stop().unwrap();
    let started = Instant::now();
    loop {
        let (_, state) = http.get(&format!("/api/games/{id}")).await;
        if state["status"] == "finished" {
            assert_eq!(state["result"]["termination"], "time", "{state}");
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "not over on time: {state}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }

    // The database comes back: the ending is stored, and the lobby lists the game as finished.
    cluster.restart().unwrap();
    let back = Instant::now();
    loop {
        let (status, finished) = http.get("/api/games?status=finished").await;
        if status == 200 && listed(&finished, &id) {
            break;
        }
        assert!(
            back.elapsed() < Duration::from_secs(30),
            "the ending is still not stored: {status} {finished}"
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    let (_, live) = http.get("/api/games?status=live").await;
    assert!(!listed(&live, &id), "{live}");
    server.shutdown().await;
}
