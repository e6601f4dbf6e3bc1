//! The history sent incrementally (issue 16, item 8): a state update carries only the actions a
//! client was not sent yet (`history_from`), so a message's size does not grow with the game;
//! a client that comes late, comes back, or asks (`sync`) gets the whole history, and one that
//! keeps what it was sent and appends what comes has the game's history after every message,
//! take-backs included.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::{Client, Http, fast_http, start_with, token_of};
use quartet_core::{AnyGame, GameKind};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// A record of a Danish Quarto game of `n` actions that has not ended (each action chosen among
/// those that do not end it), and its actions.
fn long_record(n: usize) -> (String, Vec<String>) {
    let start = AnyGame::start(GameKind::Danish, "ply_cap=1000", 1).unwrap();
    let mut game = start.clone();
    let mut actions = Vec::new();
    let mut seed = 7usize;
    while actions.len() < n {
        let legal = game.legal_actions();
        seed = seed.wrapping_mul(31).wrapping_add(17) % 1_000_003;
        let (action, next) = (0..legal.len())
            .map(|k| legal[(seed + k) % legal.len()])
            .find_map(|a| {
                let mut next = game.clone();
                next.play(a).unwrap();
                (!next.is_over()).then_some((a, next))
            })
            .expect("an action that does not end the game");
        actions.push(action);
        game = next;
    }
    let texts = actions.iter().map(ToString::to_string).collect();
    (start.record_text(&actions, &[]), texts)
}

/// A client's copy of the history, kept as the documentation says: keep the first
/// `history_from` entries, append the message's.
#[derive(Default)]
struct Kept {
    history: Vec<Value>,
}

impl Kept {
    /// Takes a state message in; its `history_from` must not point past what is kept.
    fn take(&mut self, state: &Value) {
        let from = state["history_from"].as_u64().expect("history_from") as usize;
        assert!(
            from <= self.history.len(),
            "an update from {from} to a client that has {} entries",
            self.history.len()
        );
        self.history.truncate(from);
        self.history
            .extend(state["history"].as_array().unwrap().iter().cloned());
        assert_eq!(self.history.len() as u64, state["ply"].as_u64().unwrap());
    }
}

fn history_of(state: &Value) -> Vec<Value> {
    state["history"].as_array().unwrap().clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_games_updates_carry_only_the_new_actions() {
    let dir = TempDir::new("quartet-history").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    // A record of 410 actions, imported after its 400th: the next 10 do not end the game.
    let (record, actions) = long_record(410);
    let (status, created) = http
        .post(
            "/api/games/import",
            json!({"record": record, "seats": ["me", "me"], "ply": 400}),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = format!("{},{}", token_of(&created, 0), token_of(&created, 1));
    assert_eq!(created["state"]["ply"], 400);
    assert_eq!(created["state"]["history_from"], 0);
    assert_eq!(history_of(&created["state"]).len(), 400);

    // A spectator gets the whole history first: a large message.
    let mut watcher = Client::connect(&server, &id, None).await;
    watcher.merge = false;
    let first = watcher.state_where(|_| true).await;
    let first_size = watcher.raw.last().unwrap().len();
    assert_eq!(
        (first["history_from"].as_u64(), first["ply"].as_u64()),
        (Some(0), Some(400))
    );
    assert!(first_size > 15_000, "the whole history: {first_size} bytes");
    let mut kept = Kept::default();
    kept.take(&first);

    // Then each action costs an update of the same small size however long the game is.
    for n in 0..10 {
        let (status, v) = http
            .post_as(
                &format!("/api/games/{id}/actions"),
                &tokens,
                json!({"action": actions[400 + n]}),
            )
            .await;
        assert_eq!(status, 200, "{v}");
        let ply = 401 + n as u64;
        let update = watcher.state_where(|s| s["ply"] == ply).await;
        let size = watcher.raw.last().unwrap().len();
        assert_eq!(update["history_from"], ply - 1, "{update}");
        assert_eq!(history_of(&update).len(), 1);
        assert!(
            size < 2_500,
            "an update of {size} bytes (the whole state was {first_size})"
        );
        kept.take(&update);
    }
    let full = http.state_as(&id, &tokens).await;
    assert_eq!(full["history_from"], 0);
    assert_eq!(kept.history, history_of(&full), "the kept history is the game's");

    // A client that comes late gets it all, as does one that asks again.
    let mut late = Client::connect(&server, &id, None).await;
    late.merge = false;
    let state = late.state_where(|_| true).await;
    assert_eq!(state["history_from"], 0);
    assert_eq!(history_of(&state), kept.history);
    watcher.send(json!({"type": "sync"})).await;
    let again = watcher.state_where(|s| s["history_from"] == 0).await;
    assert_eq!(history_of(&again), kept.history);

    // After a restart the client connects again and gets the whole history.
    server.shutdown().await;
    let server = start_with(dir.path(), fast_http()).await;
    let mut back = Client::connect(&server, &id, Some(&token_of(&created, 0))).await;
    back.merge = false;
    let state = back.state_where(|_| true).await;
    assert_eq!(state["history_from"], 0);
    assert_eq!(history_of(&state), kept.history);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_merges_the_updates_follows_take_backs() {
    let dir = TempDir::new("quartet-history-undo").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", {"bot": "beginner"}]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let token = token_of(&created, 0);
    let mut player = Client::connect(&server, &id, Some(&token)).await;
    player.merge = false;
    let mut kept = Kept::default();
    let mut shrank = false;
    // Play a turn, let the bot answer, take it back every other time.
    for turn in 0..6 {
        let state = player
            .state_or_fail(|s| s["to_move"] == 0 && !s["legal"].as_array().unwrap().is_empty())
            .await;
        // Every message on the way was merged in (`state_or_fail` returns the last one).
        for raw in std::mem::take(&mut player.raw) {
            let message: Value = serde_json::from_str(&raw).unwrap();
            if message["type"] == "state" {
                let before = kept.history.len();
                kept.take(&message);
                shrank |= message["history_from"].as_u64().unwrap() < before as u64;
            }
        }
        assert_eq!(kept.history, history_of(&http.state_as(&id, &token).await));
        if turn % 2 == 1 && state["ply"].as_u64().unwrap() > 0 {
            player.send(json!({"type": "undo"})).await;
        } else {
            let legal = common::legal(&state);
            player.act(&legal[turn % legal.len()]).await;
        }
    }
    assert!(shrank, "a take-back comes as an update from fewer actions");
    server.shutdown().await;
}
