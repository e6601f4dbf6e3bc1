//! Bounded games (issue 16, item 8): no game grows without bound — each is capped by its own
//! rules at most at the server's cap, created or imported.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::{Http, fast_http, start_with, token_of};
use quartet_store_test_kit::TempDir;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_capped_created_or_imported() {
    let dir = TempDir::new("quartet-bounded").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    // A cap past the server's is refused, with the game's own words for it.
    for (game, rules, words) in [
        ("quartino", "cap=65535", "cap=65535"),
        ("quartino", "cap=1001", "cap=1001"),
        ("danish", "ply_cap=5000", "ply_cap=5000"),
    ] {
        let (status, err) = http
            .post(
                "/api/games",
                json!({"game": game, "rules": rules, "seats": ["me", "me"]}),
            )
            .await;
        assert_eq!(
            (status, err["error"].as_str()),
            (400, Some("bad_request")),
            "{err}"
        );
        let message = err["message"].as_str().unwrap();
        assert!(message.contains(words) && message.contains("1000"), "{message}");
    }
    // Danish Quarto has no cap of its own by default: the server's is added; a shorter one
    // stands, as do Quartino's default and Quarto!'s rules (which end within 16 turns).
    for (game, rules, shown) in [
        ("danish", "", "ply_cap=1000"),
        ("danish", "ply_cap=200", "ply_cap=200"),
        ("quartino", "", "cap=500"),
        ("quartino", "cap=1000", "cap=1000"),
    ] {
        let created = http
            .create(json!({"game": game, "rules": rules, "seats": ["me", "me"]}))
            .await;
        let rules = created["state"]["rules"].as_str().unwrap();
        assert!(rules.contains(shown), "{game} {rules}");
    }

    // An imported record whose rules set a longer cap is refused too.
    let created = http
        .create(json!({"game": "quartino", "rules": "cap=800", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let tokens = format!("{},{}", token_of(&created, 0), token_of(&created, 1));
    let (status, v) = http
        .post_as(&format!("/api/games/{id}/resign"), &tokens, json!({}))
        .await;
    assert_eq!(status, 200, "{v}");
    let (status, record) = http.get_text(&format!("/api/games/{id}/record")).await;
    assert_eq!(status, 200, "{record}");
    assert!(record.contains("cap=800"), "{record}");
    let (status, imported) = http.post("/api/games/import", json!({"record": record})).await;
    assert_eq!(status, 201, "{imported}");
    let (status, err) = http
        .post(
            "/api/games/import",
            json!({"record": record.replace("cap=800", "cap=65535")}),
        )
        .await;
    assert_eq!(
        (status, err["error"].as_str()),
        (400, Some("bad_request")),
        "{err}"
    );
    assert!(err["message"].as_str().unwrap().contains("cap=65535"), "{err}");
    server.shutdown().await;
}
