//! Rated games against the real server: chosen at creation by a signed-in player who holds one
//! seat; refused with a clear error for guests, bots, chosen deals, hints, two seats of one
//! account and imported records; their seats taken by accounts only and shown under the
//! accounts' names; the end rating both players in the game's class, their pages showing the
//! new ratings and the game, and the class's leaderboard listing them. (Killing the server between the result and the rating: the tests
//! of `crates/server/src/rated.rs`.)

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::{Http, signed_up, start, token_of};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// The status and error code of an answer.
fn refusal(status: u16, body: &Value) -> (u16, &str) {
    (status, body["error"].as_str().unwrap_or("none"))
}

#[tokio::test]
async fn a_rated_game_between_two_accounts_rates_both() {
    let dir = TempDir::new("quartet-rated").unwrap();
    let server = start(dir.path()).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;
    let body = json!({"game": "quarto", "seats": ["me", "open"], "clock": "3m+2s", "rated": true});
    let (status, created, _) = ann.send("POST", "/api/games", Some(body), true).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    assert_eq!(created["state"]["rated"], "quarto/standard/blitz");
    assert_eq!(created["state"]["seats"][0]["name"], "Ann");
    let join = format!("/api/games/{id}/join");

    // A guest may not take the open seat of a rated game, nor Ann a second seat.
    let guest = Http::new(&server);
    let (status, body) = guest.post(&join, json!({})).await;
    assert_eq!(refusal(status, &body), (401, "signed_out"), "{body}");
    let (status, body, _) = ann.send("POST", &join, Some(json!({})), true).await;
    assert_eq!(refusal(status, &body), (409, "rated_refused"), "{body}");
    // Bob takes it, under his account's name whatever name he gives.
    let (status, joined, _) = bob
        .send("POST", &join, Some(json!({"name": "Mallory"})), true)
        .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["state"]["seats"][1]["name"], "Bob");
    assert_eq!(joined["state"]["status"], "live");
    let tokens = [
        token_of(&created, 0),
        joined["token"].as_str().unwrap().to_string(),
    ];

    // They play it to its end, each the first legal action.
    let http = Http::new(&server);
    let state = loop {
        let state = http.state_as(&id, &tokens[0]).await;
        let Some(seat) = state["to_move"].as_u64() else {
            break state;
        };
        assert!(http.play_one(&id, &tokens[seat as usize], 0).await);
    };
    assert_eq!(state["status"], "finished", "{state}");
    let winner = state["result"]["winner"].as_u64();

    // Both pages show the new rating in the class and the game with its change.
    let mut ratings = Vec::new();
    for (seat, name) in ["Ann", "Bob"].into_iter().enumerate() {
        let (status, page) = http.get(&format!("/api/players/{name}")).await;
        assert_eq!(status, 200, "{page}");
        let rating = &page["ratings"][0];
        assert_eq!(rating["class"], "quarto/standard/blitz", "{page}");
        assert_eq!(
            (rating["games"].as_i64(), rating["provisional"].as_bool()),
            (Some(1), Some(true))
        );
        let game = page["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id.as_str())
            .unwrap();
        assert_eq!(
            (game["rated"].as_str(), game["seat"].as_u64()),
            (Some("quarto/standard/blitz"), Some(seat as u64))
        );
        assert_eq!(game["status"], "finished");
        assert_eq!(page["history"].as_array().unwrap().len(), 1);
        // The first game in a class changed a new player's 1500: the page says by how much.
        let change = game["rating_change"].as_i64().unwrap();
        assert_eq!(change, rating["rating"].as_i64().unwrap() - 1500, "{page}");
        assert_eq!(page["history"][0]["change"].as_i64(), Some(change), "{page}");
        ratings.push(rating["rating"].as_i64().unwrap());
        // What a table reads: the same ratings and history, without the games.
        let (status, brief) = http.get(&format!("/api/players/{name}/ratings")).await;
        assert_eq!(status, 200, "{brief}");
        assert_eq!(
            (&brief["ratings"], &brief["history"], &brief["games"]),
            (&page["ratings"], &page["history"], &json!([]))
        );
    }
    match winner {
        Some(w) => {
            let w = w as usize;
            assert!(ratings[w] > 1500 && ratings[1 - w] < 1500, "{ratings:?}");
            assert_eq!(
                ratings[0] + ratings[1],
                3000,
                "two new players: what one wins the other loses"
            );
        }
        None => assert_eq!(ratings, [1500, 1500]),
    }

    // The class's leaderboard lists both, best first, unranked while provisional; it is the
    // one shown when no class is asked for.
    let (status, board) = http.get("/api/leaderboard").await;
    assert_eq!(status, 200, "{board}");
    assert_eq!(board["class"], "quarto/standard/blitz", "{board}");
    assert_eq!(
        board["classes"],
        json!([{"class": "quarto/standard/blitz", "players": 2}])
    );
    let listed: Vec<(Value, Value, Value)> = board["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["name"].clone(), p["rating"].clone(), p["rank"].clone()))
        .collect();
    let mut expected = vec![
        (json!("Ann"), json!(ratings[0]), Value::Null),
        (json!("Bob"), json!(ratings[1]), Value::Null),
    ];
    expected.sort_by_key(|(name, rating, _)| (-rating.as_i64().unwrap(), name.as_str().unwrap().to_string()));
    assert_eq!(listed, expected, "{board}");
    let (status, same) = http.get("/api/leaderboard/quarto/standard/blitz").await;
    assert_eq!((status, &same), (200, &board));
    let (status, none) = http.get("/api/leaderboard/danish/standard/rapid").await;
    assert_eq!(status, 200, "{none}");
    assert_eq!(
        (&none["class"], &none["players"]),
        (&json!("danish/standard/rapid"), &json!([]))
    );
    for bad in ["chess/standard/blitz", "quarto/standard", "quarto/standard/fast"] {
        let (status, body) = http.get(&format!("/api/leaderboard/{bad}")).await;
        assert_eq!(refusal(status, &body), (404, "not_found"), "{bad}: {body}");
        assert!(
            body["message"].as_str().unwrap().contains("rating class"),
            "{body}"
        );
    }
    server.shutdown().await;
}

#[tokio::test]
async fn what_cannot_be_rated_is_refused_with_its_reason() {
    let dir = TempDir::new("quartet-rated-refused").unwrap();
    let server = start(dir.path()).await;
    let guest = Http::new(&server);
    let rated = |extra: Value| {
        let mut body = json!({"game": "quarto", "seats": ["me", "invite"], "rated": true});
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    let (status, body) = guest.post("/api/games", rated(json!({}))).await;
    assert_eq!(refusal(status, &body), (401, "signed_out"), "{body}");
    assert!(body["message"].as_str().unwrap().contains("sign in"), "{body}");

    let mut ann = signed_up(&server, "Ann", 2).await;
    for (extra, words) in [
        (json!({"seats": ["me", {"bot": "strong"}]}), "bot"),
        (json!({"seats": ["me", "me"]}), "exactly one seat"),
        (json!({"seats": ["invite", "open"]}), "exactly one seat"),
        (json!({"seed": 7}), "leave out seed and start"),
        (json!({"hints": true}), "hints"),
    ] {
        let (status, body, _) = ann
            .send("POST", "/api/games", Some(rated(extra.clone())), true)
            .await;
        assert_eq!(refusal(status, &body), (409, "rated_refused"), "{extra}: {body}");
        assert!(
            body["message"].as_str().unwrap().contains(words),
            "{extra}: {body}"
        );
    }
    let record = "[Game \"quarto\"]\n\n1. 7 b2 3 *\n";
    let (status, body, _) = ann
        .send(
            "POST",
            "/api/games/import",
            Some(json!({"record": record, "rated": true})),
            true,
        )
        .await;
    assert_eq!(refusal(status, &body), (409, "rated_refused"), "{body}");

    // An unrated game of a signed-in player is hers: named after her account, on her page.
    let body = json!({"game": "quarto", "seats": ["me", {"bot": "beginner"}]});
    let (status, created, _) = ann.send("POST", "/api/games", Some(body), true).await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["state"]["rated"], Value::Null);
    assert_eq!(created["state"]["seats"][0]["name"], "Ann");
    let (_, page) = guest.get("/api/players/Ann").await;
    assert_eq!(page["games"][0]["id"], created["id"], "{page}");
    assert_eq!(page["games"][0]["rated"], Value::Null);
    server.shutdown().await;
}

#[tokio::test]
async fn your_games_say_whose_turn_it_is() {
    let dir = TempDir::new("quartet-your-games").unwrap();
    let server = start(dir.path()).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;
    let guest = Http::new(&server);
    let (status, body) = guest.get("/api/account/games").await;
    assert_eq!(refusal(status, &body), (401, "signed_out"), "{body}");

    // Ann waits for an opponent: her game is listed, open, and needs nobody yet.
    let body = json!({"game": "quarto", "seats": ["me", "open"], "rated": true});
    let (status, created, _) = ann.send("POST", "/api/games", Some(body), true).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let (_, mine, _) = ann.send("GET", "/api/account/games", None, true).await;
    assert_eq!(mine["games"][0]["game"]["id"], id.as_str(), "{mine}");
    assert_eq!(mine["games"][0]["game"]["status"], "open");
    assert_eq!(mine["games"][0]["needs_you"], false);

    // Bob takes the seat: Ann moves first, so it waits for her and not for him.
    let (status, joined, _) = bob
        .send("POST", &format!("/api/games/{id}/join"), Some(json!({})), true)
        .await;
    assert_eq!(status, 200, "{joined}");
    let needs = |list: &Value| {
        let game = &list["games"][0];
        assert_eq!(game["game"]["id"], id.as_str(), "{list}");
        (game["to_move"].as_u64(), game["needs_you"].as_bool())
    };
    let (_, a, _) = ann.send("GET", "/api/account/games", None, true).await;
    let (_, b, _) = bob.send("GET", "/api/account/games", None, true).await;
    assert_eq!(
        (needs(&a), needs(&b)),
        ((Some(0), Some(true)), (Some(0), Some(false)))
    );

    // Once Ann has played, it waits for Bob.
    let http = Http::new(&server);
    assert!(http.play_one(&id, &token_of(&created, 0), 0).await);
    let (_, a, _) = ann.send("GET", "/api/account/games", None, true).await;
    let (_, b, _) = bob.send("GET", "/api/account/games", None, true).await;
    assert_eq!(
        (needs(&a), needs(&b)),
        ((Some(1), Some(false)), (Some(1), Some(true)))
    );

    // A finished game is no longer listed.
    let (status, body) = http
        .post_as(
            &format!("/api/games/{id}/resign"),
            &token_of(&created, 0),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (_, a, _) = ann.send("GET", "/api/account/games", None, true).await;
    assert_eq!(a["games"], json!([]), "{a}");
    server.shutdown().await;
}
