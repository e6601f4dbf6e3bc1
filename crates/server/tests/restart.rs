//! What a restart must keep exactly: the states' version numbers only grow, the clocks are
//! the same to the millisecond (a turn under way, the clocks after a take-back), each side's
//! first turn stays free, and a finished game keeps its rematch with the invitation in it.
//! Each test stops a real server and starts another on the same data directory, in-process.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use common::{Client, Http, invite_of, start, token_of};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// `remaining_ms` of every seat, and for the running one the time its turn started counted
/// back (`remaining + now`, which stays the same while its clock runs).
fn clocks(state: &Value) -> Vec<u64> {
    let clock = &state["clock"];
    let running = clock["running"].as_u64();
    let now = state["now"].as_u64().unwrap();
    clock["remaining_ms"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(seat, ms)| {
            let ms = ms.as_u64().unwrap();
            if running == Some(seat as u64) {
                ms + now
            } else {
                ms
            }
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn versions_only_grow_across_restarts() {
    let dir = TempDir::new("quartet-restart-versions").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (id, a, b) = http.game_of_two().await;
    for (token, action) in [(&a, "7"), (&b, "b2"), (&b, "3")] {
        let (status, state) = http
            .post_as(
                &format!("/api/games/{id}/actions"),
                token,
                json!({"action": action}),
            )
            .await;
        assert_eq!(status, 200, "{state}");
    }
    let (_, before) = http.get(&format!("/api/games/{id}")).await;
    let v1 = before["version"].as_u64().unwrap();
    assert!(v1 >= 5, "a change, a version: {v1}");
    server.shutdown().await;

    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (_, after) = http.get(&format!("/api/games/{id}")).await;
    let v2 = after["version"].as_u64().unwrap();
    assert!(v2 >= v1, "version {v2} after a restart, {v1} before");
    assert_eq!(after["history"], before["history"]);
    // A client that kept the state from before the restart takes the next one as newer.
    let mut client = Client::connect(&server, &id, Some(&a)).await;
    client.next_of("state").await;
    client.act("c3").await;
    let next = client.state_where(|s| s["ply"] == 4).await;
    assert!(next["version"].as_u64().unwrap() > v1.max(v2));
    server.shutdown().await;

    // And once more, from a later state.
    let server = start(dir.path()).await;
    let (_, again) = Http::new(&server).get(&format!("/api/games/{id}")).await;
    assert!(again["version"].as_u64().unwrap() >= next["version"].as_u64().unwrap());
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn first_turns_are_free_and_a_turn_under_way_is_timed_exactly_across_a_restart() {
    let dir = TempDir::new("quartet-restart-first-turn").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "clock": "10m", "seats": ["me", "invite"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let a = token_of(&created, 0);
    let play = |token: &str, action: &str| {
        let (http, token, action) = (&http, token.to_string(), action.to_string());
        let id = id.clone();
        async move {
            let (status, state) = http
                .post_as(
                    &format!("/api/games/{id}/actions"),
                    &token,
                    json!({"action": action}),
                )
                .await;
            assert_eq!(status, 200, "{state}");
            state
        }
    };
    // The game waits a while for its second player, then each side thinks before its first
    // turn: none of that time is charged (as on lichess), and no clock runs meanwhile.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let b = http.join(&invite_of(&created, 1)).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let state = play(&a, "7").await;
    assert_eq!(state["clock"]["running"], Value::Null, "{state}");
    tokio::time::sleep(Duration::from_millis(300)).await;
    play(&b, "b2").await;
    let state = play(&b, "3").await;
    // Nothing was charged for the first turns; the first side's clock has run only since the
    // second side's first turn ended (the answer is timed a moment after, on a busy machine).
    assert_eq!(state["clock"]["remaining_ms"][1], 600_000, "{state}");
    let first = state["clock"]["remaining_ms"][0].as_u64().unwrap();
    assert!((599_000..=600_000).contains(&first), "{state}");
    assert_eq!(
        state["clock"]["running"], 0,
        "the first side's second turn is timed"
    );
    // The first side thinks, places, and the server stops in the middle of its turn.
    tokio::time::sleep(Duration::from_millis(400)).await;
    play(&a, "c3").await;
    let (_, before) = http.get(&format!("/api/games/{id}?token={b}")).await;
    let used = 600_000 - before["clock"]["remaining_ms"][0].as_u64().unwrap();
    assert!(
        (400..800).contains(&used),
        "the second turn took {used} ms so far"
    );
    server.shutdown().await;
    tokio::time::sleep(Duration::from_millis(200)).await;

    let server = start(dir.path()).await;
    let (_, after) = Http::new(&server)
        .get(&format!("/api/games/{id}?token={b}"))
        .await;
    assert_eq!(after["clock"]["running"], 0);
    assert_eq!(clocks(&after), clocks(&before), "{after}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_clocks_after_a_take_back_are_kept_across_a_restart() {
    let dir = TempDir::new("quartet-restart-undo").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "clock": "10m+5s", "seats": ["me", {"bot": "beginner"}]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let t = token_of(&created, 0);
    let mut client = Client::connect(&server, &id, Some(&t)).await;
    client.next_of("state").await;
    // The first turns are free; the second ones are timed and get their increments.
    client.act("7").await;
    let mine = client.state_where(|s| s["ply"] == 3).await;
    let cell = common::legal(&mine).into_iter().find(|a| a.len() == 2).unwrap();
    tokio::time::sleep(Duration::from_millis(150)).await;
    client.act(&cell).await;
    let give = client.state_where(|s| s["ply"] == 4).await;
    client.act(&common::legal(&give)[0]).await;
    client
        .state_where(|s| s["ply"] == 7 || s["status"] == "finished")
        .await;
    client.send(json!({"type": "undo"})).await;
    let undone = client.state_where(|s| s["ply"] == 3).await;
    // The turns taken back were charged and their increments given: not the clocks of a game
    // whose second turns never began, which is all the kept actions would give.
    let kept = clocks(&undone);
    assert_ne!(kept[1], 600_000, "{undone}");
    server.shutdown().await;

    let server = start(dir.path()).await;
    let (_, after) = Http::new(&server)
        .get(&format!("/api/games/{id}?token={t}"))
        .await;
    assert_eq!(after["ply"], 3);
    assert_eq!(clocks(&after), kept, "{after}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_survives_a_restart() {
    let dir = TempDir::new("quartet-restart-rematch").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (id, a, b) = http.game_of_two().await;
    let (status, _) = http
        .post_as(&format!("/api/games/{id}/resign"), &b, json!({}))
        .await;
    assert_eq!(status, 200);
    let (status, rematch) = http
        .post_as(&format!("/api/games/{id}/rematch"), &a, json!({}))
        .await;
    assert_eq!(status, 201, "{rematch}");
    let new_id = rematch["id"].as_str().unwrap().to_string();
    let (_, seen) = http.get(&format!("/api/games/{id}?token={b}")).await;
    let code = seen["rematch"]["code"].as_str().unwrap().to_string();
    server.shutdown().await;

    let server = start(dir.path()).await;
    let http = Http::new(&server);
    // The finished game (loaded from the store) still shows its rematch, and Bob's invitation.
    let (_, old) = http.get(&format!("/api/games/{id}?token={b}")).await;
    assert_eq!(old["status"], "finished");
    assert_eq!(old["rematch"]["id"], new_id.as_str());
    assert_eq!(old["rematch"]["code"], code.as_str());
    let (_, watched) = http.get(&format!("/api/games/{id}")).await;
    assert_eq!(watched["rematch"]["id"], new_id.as_str());
    assert!(
        watched["rematch"]["code"].is_null(),
        "a spectator gets no invitation"
    );
    // Asking again after the restart does not make another game: Bob takes his seat in it.
    let (status, accepted) = http
        .post_as(&format!("/api/games/{id}/rematch"), &b, json!({}))
        .await;
    assert_eq!(status, 201, "{accepted}");
    assert_eq!(accepted["id"], new_id.as_str());
    assert_eq!(accepted["tokens"][0]["seat"], 0, "seats turned: Bob begins");
    let (_, state) = http.get(&format!("/api/games/{new_id}")).await;
    assert_eq!(state["status"], "live");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_standing_survive_a_restart_until_answered() {
    let dir = TempDir::new("quartet-restart-offers").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (id, a, b) = http.game_of_two().await;
    let mut ann = Client::connect(&server, &id, Some(&a)).await;
    ann.next_of("state").await;
    ann.act("7").await;
    ann.state_where(|s| s["ply"] == 1).await;
    // Ann offers a draw and asks to take her turn back.
    ann.send(json!({"type": "offer", "offer": "draw"})).await;
    ann.state_where(|s| s["offers"]["draw"] == 0).await;
    ann.send(json!({"type": "offer", "offer": "take_back"})).await;
    ann.state_where(|s| s["offers"]["take_back"] == 0).await;
    drop(ann);
    server.shutdown().await;

    // Both stand after the restart; Bob declines the take-back, then accepts the draw.
    let server = start(dir.path()).await;
    let (_, after) = Http::new(&server)
        .get(&format!("/api/games/{id}?token={b}"))
        .await;
    assert_eq!(after["offers"]["draw"], 0, "{after}");
    assert_eq!(after["offers"]["take_back"], 0, "{after}");
    let mut bob = Client::connect(&server, &id, Some(&b)).await;
    bob.next_of("state").await;
    bob.send(json!({"type": "decline", "offer": "take_back"})).await;
    bob.state_where(|s| s["offers"]["take_back"].is_null()).await;
    server.shutdown().await;

    let server = start(dir.path()).await;
    let (_, after) = Http::new(&server)
        .get(&format!("/api/games/{id}?token={b}"))
        .await;
    assert!(after["offers"]["take_back"].is_null(), "declined before: {after}");
    assert_eq!(after["offers"]["draw"], 0, "{after}");
    let mut bob = Client::connect(&server, &id, Some(&b)).await;
    bob.next_of("state").await;
    bob.send(json!({"type": "accept", "offer": "draw"})).await;
    let over = bob.state_where(|s| s["status"] == "finished").await;
    assert_eq!(over["result"]["termination"], "agreement", "{over}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_that_lapsed_stays_lapsed_across_a_restart() {
    let dir = TempDir::new("quartet-restart-lapsed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (id, a, b) = http.game_of_two().await;
    let mut ann = Client::connect(&server, &id, Some(&a)).await;
    ann.next_of("state").await;
    ann.send(json!({"type": "offer", "offer": "draw"})).await;
    ann.state_where(|s| s["offers"]["draw"] == 0).await;
    // Her own move keeps it; Bob's makes it lapse.
    ann.act("7").await;
    let kept = ann.state_where(|s| s["ply"] == 1).await;
    assert_eq!(kept["offers"]["draw"], 0, "{kept}");
    let (status, moved) = http
        .post_as(&format!("/api/games/{id}/actions"), &b, json!({"action": "b2"}))
        .await;
    assert_eq!(status, 200, "{moved}");
    let lapsed = ann.state_where(|s| s["ply"] == 2).await;
    assert!(lapsed["offers"]["draw"].is_null(), "{lapsed}");
    drop(ann);
    server.shutdown().await;

    let server = start(dir.path()).await;
    let (_, after) = Http::new(&server)
        .get(&format!("/api/games/{id}?token={b}"))
        .await;
    assert_eq!(after["ply"], 2);
    assert!(after["offers"]["draw"].is_null(), "{after}");
    server.shutdown().await;
}
