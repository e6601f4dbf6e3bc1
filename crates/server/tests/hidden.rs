//! Quartino's hands stay hidden: every raw message every seat and a spectator receive, over
//! WebSocket and HTTP, is read, and none holds a card of another seat's hand before the end.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::{Client, Http, fast_http, hands, legal, pick, start_with};
use quartet_core::AnyGame;
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// The game after the actions a state lists.
fn replay(start: &AnyGame, state: &Value) -> AnyGame {
    let mut game = start.clone();
    for entry in state["history"].as_array().unwrap() {
        game.play_text(entry["action"].as_str().unwrap()).unwrap();
    }
    game
}

/// Checks one raw message received by `viewer` (a seat, or `None` for a spectator). Returns
/// whether it was a state of a game still going (so it was checked against the hands).
fn check(raw: &str, viewer: Option<usize>, start: &AnyGame, last_state: &mut Option<Value>) -> bool {
    let mut v: Value = serde_json::from_str(raw).unwrap();
    if v["type"] == "state" {
        // A state carries the actions its connection was not sent yet: merged into the last.
        let from = v["history_from"].as_u64().expect("history_from") as usize;
        let mut history = last_state
            .as_ref()
            .map_or_else(Vec::new, |s| s["history"].as_array().unwrap().clone());
        assert!(from <= history.len(), "an update past the history kept: {raw}");
        history.truncate(from);
        history.extend(v["history"].as_array().unwrap().iter().cloned());
        let mut whole = v.clone();
        whole["history"] = Value::Array(history);
        *last_state = Some(whole);
    }
    let Some(state) = last_state.clone() else {
        return false;
    };
    if state["status"] == "finished" {
        return false;
    }
    let game = replay(start, &state);
    let hands = hands(&game.position());
    // The board (the first field of the view) shows stacks of tokens, which may spell a card's
    // letters: it holds no card, so it is left out of the search.
    if let Some(view) = v["view"].as_str() {
        let rest: Vec<&str> = view.split_whitespace().skip(1).collect();
        // The viewer's own hand is in the view: the search below is not looking at nothing.
        if let Some(seat) = viewer {
            for card in &hands[seat] {
                assert!(
                    rest.iter().any(|f| f.contains(card.as_str())),
                    "own card {card} missing: {view}"
                );
            }
        }
        v["view"] = Value::String(rest.join(" "));
    }
    let text = v.to_string();
    let words: Vec<&str> = text.split(|c: char| !c.is_ascii_alphanumeric()).collect();
    for (seat, hand) in hands.iter().enumerate() {
        if Some(seat) == viewer {
            continue;
        }
        for card in hand {
            assert!(
                !words.contains(&card.as_str()),
                "{viewer:?} was sent card {card} of seat {seat}'s hand: {raw}"
            );
        }
    }
    true
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_message_ever_holds_another_seats_hand() {
    let dir = TempDir::new("quartet-server-hidden").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    // The server deals (with seats for other people nobody may choose the deal): the start
    // is read from the record once the game is over.
    let created = http
        .create(json!({"game": "quartino", "rules": "cap=80", "seats": ["me", "invite", "invite"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let mut tokens = vec![created["tokens"][0]["token"].as_str().unwrap().to_string()];
    for (n, invite) in created["invites"].as_array().unwrap().iter().enumerate() {
        let from = Http::from_address(&server, 2 + n as u8);
        tokens.push(from.join(invite["code"].as_str().unwrap()).await);
    }

    // Four listeners, one a seat and a spectator, keep every raw message until the end.
    let mut listeners = Vec::new();
    for viewer in [Some(0), Some(1), Some(2), None] {
        let mut client = Client::connect(&server, &id, viewer.map(|s: usize| tokens[s].as_str())).await;
        listeners.push(tokio::spawn(async move {
            while client.state_where(|_| true).await["status"] != "finished" {}
            (viewer, client.raw)
        }));
    }

    // The seats play over HTTP, and every answer is checked too.
    let mut http_raw: Vec<(Option<usize>, String)> = Vec::new();
    let mut n = 0;
    loop {
        let (_, spectator_view) = http.get(&format!("/api/games/{id}")).await;
        http_raw.push((None, spectator_view.to_string()));
        if spectator_view["status"] == "finished" {
            break;
        }
        let seat = spectator_view["to_move"].as_u64().unwrap() as usize;
        let (_, state) = http.get(&format!("/api/games/{id}?token={}", tokens[seat])).await;
        http_raw.push((Some(seat), state.to_string()));
        let legal = legal(&state);
        assert!(!legal.is_empty());
        n += 1;
        assert!(n < 5000, "the game ends");
        let (status, answer) = http
            .post_as(
                &format!("/api/games/{id}/actions"),
                &tokens[seat],
                json!({"action": pick(&legal, n * 13)}),
            )
            .await;
        assert_eq!(status, 200, "{answer}");
        http_raw.push((Some(seat), answer.to_string()));
        if n == 20 {
            // Mid-game: the history for each viewer, and the record is refused.
            for viewer in [Some(0usize), Some(1), Some(2), None] {
                let query = viewer.map_or(String::new(), |s| format!("?token={}", tokens[s]));
                let (_, history) = http.get(&format!("/api/games/{id}/history{query}")).await;
                let (_, now) = http.get(&format!("/api/games/{id}{query}")).await;
                for ply in history["plies"].as_array().unwrap() {
                    let mut fake = now.clone();
                    fake["history"] =
                        json!(now["history"].as_array().unwrap()[..ply["ply"].as_u64().unwrap() as usize]);
                    fake["view"] = ply["view"].clone();
                    http_raw.push((viewer, fake.to_string()));
                }
            }
            let (status, _) = http.get_text(&format!("/api/games/{id}/record")).await;
            assert_eq!(status, 409, "no record while the hands are hidden");
            // Another seat's claim is refused without saying what that seat holds.
            let (_, other) = http.get(&format!("/api/games/{id}")).await;
            let not_to_move = (other["to_move"].as_u64().unwrap() as usize + 1) % 3;
            let (status, err) = http
                .post_as(
                    &format!("/api/games/{id}/actions"),
                    &tokens[not_to_move],
                    json!({"action": "end"}),
                )
                .await;
            assert_eq!(status, 409, "{err}");
            http_raw.push((Some(not_to_move), err.to_string()));
        }
    }

    let (status, record) = http.get_text(&format!("/api/games/{id}/record")).await;
    assert_eq!(status, 200, "the record once the game is over: {record}");
    let (start_game, _) = AnyGame::from_record(&record).unwrap();
    let mut checked = 0;
    for listener in listeners {
        let (viewer, raw) = listener.await.unwrap();
        assert!(raw.len() > 20, "{viewer:?} got {} messages", raw.len());
        let mut last = None;
        for message in &raw {
            if check(message, viewer, &start_game, &mut last) {
                checked += 1;
            }
        }
        // Once over, the whole position is shown.
        let end: Value = serde_json::from_str(raw.last().unwrap()).unwrap();
        assert_eq!(end["status"], "finished");
        assert!(end["position"].as_str().unwrap().split_whitespace().count() >= 5);
    }
    let mut last = None;
    for (viewer, message) in &http_raw {
        if check(message, *viewer, &start_game, &mut last) {
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} messages checked");
    assert!(check(
        &created["state"].to_string(),
        Some(0),
        &start_game,
        &mut None
    ));
    server.shutdown().await;
}

/// The cards of `hands` (every seat's hand at one step) that a raw replay step shows, by seat:
/// the step's JSON text with the board (the view's first field) left out.
fn cards_shown(step: &Value, hands: &[Vec<String>]) -> Vec<Vec<String>> {
    let mut step = step.clone();
    if let Some(view) = step["view"].as_str() {
        let rest: Vec<&str> = view.split_whitespace().skip(1).collect();
        step["view"] = Value::String(rest.join(" "));
    }
    let text = step.to_string();
    let words: Vec<&str> = text.split(|c: char| !c.is_ascii_alphanumeric()).collect();
    hands
        .iter()
        .map(|hand| {
            hand.iter()
                .filter(|card| words.contains(&card.as_str()))
                .cloned()
                .collect()
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shared_devices_replay_shows_no_hand_but_the_one_it_names() {
    let dir = TempDir::new("quartet-server-replay").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    // Three players at one device, and a fourth at their own.
    let created = http
        .create(json!({"game": "quartino", "seats": ["me", "me", "me", "invite"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let shared: Vec<String> = (0..3)
        .map(|s| {
            created["tokens"]
                .as_array()
                .unwrap()
                .iter()
                .find(|t| t["seat"] == s)
                .unwrap()["token"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    let own = Http::from_address(&server, 2)
        .join(created["invites"][0]["code"].as_str().unwrap())
        .await;
    let device = shared.join(",");
    let mut n = 0;
    while n < 25 {
        let (_, spectator) = http.get(&format!("/api/games/{id}")).await;
        let seat = spectator["to_move"].as_u64().unwrap() as usize;
        let token = if seat == 3 { own.clone() } else { device.clone() };
        let (_, state) = http.get(&format!("/api/games/{id}?token={token}")).await;
        n += 1;
        let (status, answer) = http
            .post_as(
                &format!("/api/games/{id}/actions"),
                &token,
                json!({"action": pick(&legal(&state), n * 5)}),
            )
            .await;
        assert_eq!(status, 200, "{answer}");
    }
    // The replay for `query`: its status and raw text.
    let replay = |query: String| {
        let http = &http;
        let id = &id;
        async move {
            let response = http
                .client
                .get(format!("{}/api/games/{id}/history?{query}", http.base))
                .send()
                .await
                .unwrap();
            let status = response.status().as_u16();
            let raw = response.text().await.unwrap();
            (status, raw)
        }
    };
    // Every replay asked now, while the hands are hidden; looked at once the game is over and
    // its record gives the deal.
    let device_raw = replay(format!("token={device}")).await;
    let mut named = Vec::new();
    for seat in 0..shared.len() {
        named.push(replay(format!("token={device}&seat={seat}")).await);
    }
    let own_raw = replay(format!("token={own}")).await;
    let spectator_raw = replay(String::new()).await;
    let mut refused = Vec::new();
    for query in [format!("token={own}&seat=0"), "seat=1".to_string()] {
        refused.push(replay(query).await);
    }
    let (status, _) = replay("seat=x".to_string()).await;
    assert_eq!(status, 400);
    let (_, now) = http.get(&format!("/api/games/{id}")).await;
    let (status, _) = http
        .post_as(&format!("/api/games/{id}/resign"), &own, json!({}))
        .await;
    assert_eq!(status, 200);
    let (_, record) = http.get_text(&format!("/api/games/{id}/record")).await;
    let (start_game, _) = AnyGame::from_record(&record).unwrap();

    // Every hand at every step, from the whole game.
    let actions: Vec<String> = now["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap().to_string())
        .collect();
    let mut game = start_game.clone();
    let mut hands_at = vec![hands(&game.position())];
    for a in &actions {
        game.play_text(a).unwrap();
        hands_at.push(hands(&game.position()));
    }

    let shown = |raw: &str| -> Vec<Vec<Vec<String>>> {
        let body: Value = serde_json::from_str(raw).unwrap();
        let steps = body["plies"].as_array().unwrap();
        assert_eq!(steps.len(), hands_at.len());
        steps
            .iter()
            .zip(&hands_at)
            .map(|(step, hands)| cards_shown(step, hands))
            .collect()
    };

    // The device without naming a seat: nobody's hand, at any step.
    let (status, raw) = device_raw;
    assert_eq!(status, 200, "{raw}");
    let body: Value = serde_json::from_str(&raw).unwrap();
    assert!(body["viewer"].is_null());
    for (ply, cards) in shown(&raw).iter().enumerate() {
        assert!(
            cards.iter().all(Vec::is_empty),
            "step {ply} shows {cards:?}: {raw}"
        );
    }
    // Naming the seat the device was passed to: that seat's hand only, in full.
    let mut checked = 0;
    for (seat, (status, raw)) in named.into_iter().enumerate() {
        assert_eq!(status, 200, "{raw}");
        for (ply, cards) in shown(&raw).iter().enumerate() {
            for (other, seen) in cards.iter().enumerate() {
                if other == seat {
                    assert_eq!(seen, &hands_at[ply][seat], "step {ply}: seat {seat}'s own hand");
                    checked += seen.len();
                } else {
                    assert!(
                        seen.is_empty(),
                        "step {ply}: seat {seat}'s replay shows seat {other}'s {seen:?}"
                    );
                }
            }
        }
    }
    assert!(checked > 30, "own cards were looked for: {checked}");
    // One seat held: its own hand without naming it; no other.
    let (_, raw) = own_raw;
    for (ply, cards) in shown(&raw).iter().enumerate() {
        assert!(cards[..3].iter().all(Vec::is_empty), "step {ply}: {cards:?}");
        assert_eq!(cards[3], hands_at[ply][3]);
    }
    // A seat not held is refused, for a player and for a spectator; a spectator sees no hand.
    for (status, raw) in refused {
        assert_eq!(status, 403, "{raw}");
        assert!(raw.contains("not_your_seat"), "{raw}");
    }
    let (_, raw) = spectator_raw;
    for cards in shown(&raw) {
        assert!(cards.iter().all(Vec::is_empty));
    }
    server.shutdown().await;
}
