//! The lobby under a flood (issue 16, item 9): `GET /api/games` comes in pages, games waiting
//! for players first in a fair order, so that a few addresses' many games do not push
//! another person's game off the first page.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod common;

use std::collections::HashMap;

use common::{Http, fast_http, start_with};
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
