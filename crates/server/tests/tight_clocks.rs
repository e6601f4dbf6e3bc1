//! Bots on tight clocks (issue 16, item 16): a bot thinks only as long as its clock leaves
//! room for, so it never loses on time for searching too long — the slowest levels of each
//! game, against each other, on the shortest clocks the server allows, all at once on two bot
//! threads. Each game is bounded by its clocks, so the test is too.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod common;

use common::{Client, Http, start};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// Watches a game as a spectator until it is over: its last state.
async fn watch_to_the_end(server: &quartet_server::Server, id: String) -> Value {
    let mut spectator = Client::connect(server, &id, None).await;
    spectator.state_where(|s| s["status"] == "finished").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_never_lose_on_time_for_thinking_too_long() {
    let dir = TempDir::new("quartet-tight-clocks").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    // Quarto!'s perfect bot thinks up to 5 s an action, Danish Quarto's strongest up to 2 s a
    // move, Quartino's strongest up to 1 s an action with several actions a turn.
    let games = [
        json!({"game": "quarto", "clock": "1s/move",
               "seats": [{"bot": "perfect"}, {"bot": "perfect"}]}),
        json!({"game": "danish", "clock": "10s",
               "seats": [{"bot": "strongest"}, {"bot": "strongest"}]}),
        json!({"game": "quartino", "clock": "1s/move",
               "seats": [{"bot": "strongest"}, {"bot": "strongest"}]}),
    ];
    let mut ids = Vec::new();
    for game in &games {
        let created = http.create(game.clone()).await;
        ids.push(created["id"].as_str().unwrap().to_string());
    }
    let ends = futures_util::future::join_all(ids.into_iter().map(|id| watch_to_the_end(&server, id))).await;
    for (game, end) in games.iter().zip(ends) {
        let result = &end["result"];
        assert_ne!(
            result["termination"], "time",
            "{} on {}: {} after {} actions",
            game["game"], game["clock"], result["text"], end["ply"]
        );
        assert!(end["ply"].as_u64().unwrap() > 4, "{end}");
    }
    server.shutdown().await;
}
