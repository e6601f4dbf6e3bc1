//! The lobby under a flood (issue 16, item 9): `GET /api/games` comes in pages, games waiting
//! for players first in a fair order, so that a few addresses' many games do not push
//! another person's game off the first page.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use std::collections::HashMap;

use common::{Http, fast_http, start, start_with, token_of};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

fn ids(page: &Value) -> Vec<String> {
    page["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_from_two_addresses_leaves_another_persons_game_on_the_first_page() {
    let dir = TempDir::new("quartet-lobby").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let person = Http::from_address(&server, 4);
    let waiting = json!({"game": "quarto", "clock": "5m", "seats": ["me", "open"]});
    let real = person.create(waiting.clone()).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    // Then two addresses create as many waiting games as they may (20 each), all newer.
    let mut by_creator: HashMap<String, u8> = HashMap::new();
    for n in [2u8, 3] {
        let flood = Http::from_address(&server, n);
        for _ in 0..20 {
            let id = flood.create(waiting.clone()).await["id"]
                .as_str()
                .unwrap()
                .to_string();
            by_creator.insert(id, n);
        }
        let (status, refused) = flood.post("/api/games", waiting.clone()).await;
        assert_eq!((status, &refused["error"]), (429, &json!("too_many_games")));
    }
    let live = person
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await["id"]
        .as_str()
        .unwrap()
        .to_string();

    // The first page: the person's game, among at most 3 of each flooding address before it.
    let (status, first) = person.get("/api/games?status=open&limit=10").await;
    assert_eq!(status, 200, "{first}");
    let first_ids = ids(&first);
    assert_eq!(first_ids.len(), 10);
    let at = first_ids
        .iter()
        .position(|id| *id == real)
        .expect("the person's game is on the first page");
    for n in [2u8, 3] {
        let before = first_ids[..at]
            .iter()
            .filter(|id| by_creator.get(*id) == Some(&n))
            .count();
        assert!(before <= 3, "{before} games of 127.0.0.{n} before it");
    }
    assert_eq!(first["next"], 10);

    // Every waiting game is reachable by paging, once; then the lobby goes on to live games.
    let mut seen: Vec<String> = Vec::new();
    let mut offset = Some(0u64);
    while let Some(at) = offset {
        let (status, page) = person.get(&format!("/api/games?limit=7&offset={at}")).await;
        assert_eq!(status, 200, "{page}");
        seen.extend(ids(&page));
        offset = page["next"].as_u64();
    }
    assert_eq!(seen.len(), 42, "{seen:?}");
    assert_eq!(seen.last(), Some(&live), "live games come after the waiting ones");
    let mut unique = seen.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), seen.len(), "a game listed twice");

    for bad in ["limit=0", "limit=201", "offset=2001", "offset=-1"] {
        let (status, err) = person.get(&format!("/api/games?{bad}")).await;
        assert_eq!(
            (status, &err["error"]),
            (400, &json!("bad_request")),
            "{bad}: {err}"
        );
    }
    server.shutdown().await;
}

/// The lobby's rows say how a game ended, from the store: the games a browser holds seats of
/// are asked for by id (unknown ids left out, at most 20), and a finished game carries its
/// result and termination whether or not its room is still in memory.
#[tokio::test]
async fn rows_asked_by_id_say_how_each_game_ended() {
    let dir = TempDir::new("quartet-lobby-ended").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let seats = json!({"game": "quarto", "seats": ["me", "me"]});
    let over = http.create(seats.clone()).await;
    let over_id = over["id"].as_str().unwrap().to_string();
    let on = http.create(seats).await;
    let on_id = on["id"].as_str().unwrap().to_string();
    let (status, body) = http
        .post_as(
            &format!("/api/games/{over_id}/resign"),
            &token_of(&over, 0),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");

    let (status, list) = http
        .get(&format!("/api/games?ids={on_id},nosuchgame,{over_id}"))
        .await;
    assert_eq!(status, 200, "{list}");
    let games = list["games"].as_array().unwrap();
    assert_eq!(games.len(), 2, "{list}");
    assert_eq!(
        (games[0]["id"].as_str(), games[0]["status"].as_str()),
        (Some(on_id.as_str()), Some("live"))
    );
    assert!(
        games[0]["result"].is_null() && games[0]["termination"].is_null(),
        "{list}"
    );
    assert_eq!(games[1]["id"], over_id.as_str());
    assert_eq!(games[1]["status"], "finished");
    // Seat 1 resigned (seats from 1 in the store's words): seat 2 won.
    assert_eq!(
        (games[1]["result"].as_str(), games[1]["termination"].as_str()),
        (Some("win 2"), Some("resign 1")),
        "{list}"
    );
    // The finished list says the same.
    let (_, finished) = http.get("/api/games?status=finished").await;
    assert_eq!(finished["games"][0]["termination"], "resign 1", "{finished}");

    let many = vec!["g"; 21].join(",");
    let (status, refused) = http.get(&format!("/api/games?ids={many}")).await;
    assert_eq!(
        (status, refused["error"].as_str()),
        (400, Some("bad_request")),
        "{refused}"
    );
    server.shutdown().await;
}
