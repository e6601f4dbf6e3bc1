//! Between two people at a table, against the real server over its WebSocket: aborting before
//! one's first action (unrated, never rating anyone), offering and answering a draw (rated as a
//! draw in a rated game; none in Quartino), asking for a take-back and answering it, the game
//! aborted by the server when a player lets their first turn's time run out, claiming a game
//! the other player left (rated or casual), and the rated endings on time and by resignation,
//! and the rated rematch of a rated game.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::{Browser, Client, Http, signed_up, start, start_with, token_of};
use quartet_server::{Limits, Server};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// A game of Quarto! with `clock` between Ann (seat 0, who creates it) and Bob (seat 1, who
/// takes the open seat), rated or not: its id and the two seats' tokens.
async fn game_for_two(
    ann: &mut Browser,
    bob: &mut Browser,
    clock: &str,
    rated: bool,
) -> (String, [String; 2]) {
    let body = json!({"game": "quarto", "seats": ["me", "open"], "clock": clock, "rated": rated});
    let (status, created, _) = ann.send("POST", "/api/games", Some(body), true).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let join = format!("/api/games/{id}/join");
    let (status, joined, _) = bob.send("POST", &join, Some(json!({})), true).await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["state"]["status"], "live");
    let tokens = [
        token_of(&created, 0),
        joined["token"].as_str().unwrap().to_string(),
    ];
    (id, tokens)
}

/// Both players connected to the game's WebSocket, each past the first state.
async fn connect_both(server: &Server, id: &str, tokens: &[String; 2]) -> [Client; 2] {
    let mut ann = Client::connect(server, id, Some(&tokens[0])).await;
    let mut bob = Client::connect(server, id, Some(&tokens[1])).await;
    ann.next_of("state").await;
    bob.next_of("state").await;
    [ann, bob]
}

/// The error code of the next error message.
async fn refused(client: &mut Client) -> Value {
    let error = client.next_of("error").await;
    assert!(
        error["message"].as_str().is_some_and(|m| !m.is_empty()),
        "{error}"
    );
    error
}

/// A player's ratings as their page shows them: `(class, rating, games)`.
async fn ratings(server: &Server, name: &str) -> Vec<(String, i64, i64)> {
    let (status, page) = Http::new(server).get(&format!("/api/players/{name}")).await;
    assert_eq!(status, 200, "{page}");
    page["ratings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["class"].as_str().unwrap().to_string(),
                r["rating"].as_i64().unwrap(),
                r["games"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn termination(state: &Value) -> (&str, Option<u64>, &str) {
    let result = &state["result"];
    (
        result["termination"].as_str().unwrap_or("none"),
        result["seat"].as_u64(),
        result["result"].as_str().unwrap_or("none"),
    )
}

#[tokio::test]
async fn a_rated_game_is_aborted_before_ones_first_action_unrated_and_stays_aborted() {
    let dir = TempDir::new("quartet-table-abort").unwrap();
    let server = start(dir.path()).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;
    let (id, tokens) = game_for_two(&mut ann, &mut bob, "5m+3s", true).await;
    let [mut a, mut b] = connect_both(&server, &id, &tokens).await;

    // Ann gives the first piece: she has moved, so she may no longer abort; Bob still may.
    a.act("7").await;
    let state = b.state_or_fail(|s| s["ply"] == 1).await;
    assert_eq!(state["offers"]["abortable"], json!([1]), "{state}");
    a.send(json!({"type": "abort"})).await;
    assert_eq!(refused(&mut a).await["code"], "abort_refused");
    // A spectator may not.
    let mut watcher = Client::connect(&server, &id, None).await;
    watcher.next_of("state").await;
    watcher.send(json!({"type": "abort"})).await;
    assert_eq!(refused(&mut watcher).await["code"], "spectator");

    b.send(json!({"type": "abort"})).await;
    let over = a.state_or_fail(|s| s["status"] == "finished").await;
    assert_eq!(termination(&over), ("abort", Some(1), "*"), "{over}");
    assert_eq!(over["result"]["winner"], Value::Null);
    assert_eq!(over["offers"]["abortable"], json!([]));

    // Nobody is rated by an aborted game, and its players' pages list it as aborted.
    assert_eq!(ratings(&server, "Ann").await, []);
    assert_eq!(ratings(&server, "Bob").await, []);
    let (_, page) = Http::new(&server).get("/api/players/Bob").await;
    let listed = page["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id.as_str())
        .unwrap();
    assert_eq!(
        (listed["result"].as_str(), listed["termination"].as_str()),
        (Some("*"), Some("abort 2")),
        "{page}"
    );
    assert_eq!(listed["rating_change"], Value::Null);
    drop((a, b, watcher));
    server.shutdown().await;

    // Stored as such: a restarted server shows it aborted.
    let server = start(dir.path()).await;
    let state = Http::new(&server).state_as(&id, &tokens[0]).await;
    assert_eq!(termination(&state), ("abort", Some(1), "*"), "{state}");
    assert_eq!(ratings(&server, "Ann").await, []);
    server.shutdown().await;
}

#[tokio::test]
async fn a_draw_offered_and_accepted_ends_a_rated_game_drawn_by_agreement_and_rated() {
    let dir = TempDir::new("quartet-table-draw").unwrap();
    let server = start(dir.path()).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;
    let (id, tokens) = game_for_two(&mut ann, &mut bob, "5m+3s", true).await;
    let [mut a, mut b] = connect_both(&server, &id, &tokens).await;

    // An offer lapses when the offerer's opponent moves.
    a.send(json!({"type": "offer", "offer": "draw"})).await;
    let offered = b.state_or_fail(|s| s["offers"]["draw"] == 0).await;
    assert_eq!(offered["offers"]["draws"], true);
    // The offerer cannot accept their own offer.
    a.send(json!({"type": "accept", "offer": "draw"})).await;
    assert_eq!(refused(&mut a).await["code"], "no_offer");
    a.act("7").await;
    let state = b.state_or_fail(|s| s["ply"] == 1).await;
    assert_eq!(
        state["offers"]["draw"], 0,
        "the offerer's own move keeps it: {state}"
    );
    b.act("a1").await;
    let state = a.state_or_fail(|s| s["ply"] == 2).await;
    assert_eq!(state["offers"]["draw"], Value::Null, "Bob moved: {state}");
    b.send(json!({"type": "accept", "offer": "draw"})).await;
    assert_eq!(refused(&mut b).await["code"], "no_offer");

    // Offered again, declined, then offered and accepted.
    b.send(json!({"type": "offer", "offer": "draw"})).await;
    a.state_or_fail(|s| s["offers"]["draw"] == 1).await;
    a.send(json!({"type": "decline", "offer": "draw"})).await;
    b.state_or_fail(|s| s["offers"]["draw"].is_null()).await;
    b.send(json!({"type": "offer", "offer": "draw"})).await;
    a.state_or_fail(|s| s["offers"]["draw"] == 1).await;
    a.send(json!({"type": "accept", "offer": "draw"})).await;
    let over = b.state_or_fail(|s| s["status"] == "finished").await;
    assert_eq!(termination(&over), ("agreement", None, "draw"), "{over}");

    // Rated as a draw, in the same write as the ending: both new players stay at 1500, one
    // game each.
    let class = over["rated"].as_str().unwrap().to_string();
    for name in ["Ann", "Bob"] {
        assert_eq!(ratings(&server, name).await, [(class.clone(), 1500, 1)], "{name}");
    }
    drop((a, b));
    server.shutdown().await;
    let server = start(dir.path()).await;
    let state = Http::new(&server).state_as(&id, &tokens[1]).await;
    assert_eq!(termination(&state), ("agreement", None, "draw"), "{state}");
    assert_eq!(
        ratings(&server, "Ann").await[0].2,
        1,
        "rated once across the restart"
    );
    server.shutdown().await;
}

#[tokio::test]
async fn quartino_has_no_draw_by_agreement() {
    let dir = TempDir::new("quartet-table-quartino").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quartino", "seats": ["me", "open"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let (status, joined) = Http::from_address(&server, 4)
        .post(&format!("/api/games/{id}/join"), json!({}))
        .await;
    assert_eq!(status, 200, "{joined}");
    let mut a = Client::connect(&server, &id, Some(&token_of(&created, 0))).await;
    let state = a.next_of("state").await;
    assert_eq!(state["offers"]["draws"], false);
    a.send(json!({"type": "offer", "offer": "draw"})).await;
    assert_eq!(refused(&mut a).await["code"], "no_draw");
    server.shutdown().await;
}

#[tokio::test]
async fn a_take_back_is_asked_for_and_made_once_the_other_player_accepts() {
    let dir = TempDir::new("quartet-table-takeback").unwrap();
    let server = start(dir.path()).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;
    let (id, tokens) = game_for_two(&mut ann, &mut bob, "5m+3s", true).await;
    let [mut a, mut b] = connect_both(&server, &id, &tokens).await;
    // Nothing to take back yet; between people the bots' undo is refused.
    a.send(json!({"type": "offer", "offer": "take_back"})).await;
    assert_eq!(refused(&mut a).await["code"], "nothing_to_undo");
    a.send(json!({"type": "undo"})).await;
    assert_eq!(refused(&mut a).await["code"], "undo_refused");

    for action in ["7", "a1", "3"] {
        let to_move = if action == "7" { &mut a } else { &mut b };
        to_move.act(action).await;
    }
    b.state_or_fail(|s| s["ply"] == 3).await;
    // Bob asks to take back his turn (a1 3); Ann declines, then he asks again and she accepts.
    b.send(json!({"type": "offer", "offer": "take_back"})).await;
    a.state_or_fail(|s| s["offers"]["take_back"] == 1).await;
    b.send(json!({"type": "accept", "offer": "take_back"})).await;
    assert_eq!(refused(&mut b).await["code"], "no_offer");
    a.send(json!({"type": "decline", "offer": "take_back"})).await;
    let state = b.state_or_fail(|s| s["offers"]["take_back"].is_null()).await;
    assert_eq!(state["ply"], 3);
    b.send(json!({"type": "offer", "offer": "take_back"})).await;
    a.state_or_fail(|s| s["offers"]["take_back"] == 1).await;
    a.send(json!({"type": "accept", "offer": "take_back"})).await;
    let state = b.state_or_fail(|s| s["ply"] == 1).await;
    assert_eq!(state["to_move"], 1, "{state}");
    assert_eq!(state["offers"]["take_back"], Value::Null);

    // A request lapses with a move; a finished game takes nothing back.
    b.act("b2").await;
    b.send(json!({"type": "offer", "offer": "take_back"})).await;
    a.state_or_fail(|s| s["offers"]["take_back"] == 1).await;
    b.act("5").await;
    let state = a.state_or_fail(|s| s["ply"] == 3).await;
    assert_eq!(state["offers"]["take_back"], Value::Null, "{state}");
    a.send(json!({"type": "resign"})).await;
    b.state_or_fail(|s| s["status"] == "finished").await;
    b.send(json!({"type": "offer", "offer": "take_back"})).await;
    assert_eq!(refused(&mut b).await["code"], "over");
    server.shutdown().await;
}

#[tokio::test]
async fn a_rated_game_the_other_player_left_is_claimed_after_the_set_time() {
    let dir = TempDir::new("quartet-table-claim").unwrap();
    let limits = Limits {
        claim_after_ms: 400,
        ..Limits::default()
    };
    let server = start_with(dir.path(), limits).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;

    // A casual game is claimed as well, rating nobody.
    let (casual, casual_tokens) = game_for_two(&mut ann, &mut bob, "5m+3s", false).await;
    let mut alone = Client::connect(&server, &casual, Some(&casual_tokens[0])).await;
    let state = alone.next_of("state").await;
    assert_eq!(state["offers"]["claims"], true, "{state}");
    tokio::time::sleep(std::time::Duration::from_millis(450)).await;
    alone.send(json!({"type": "claim"})).await;
    let over = alone.state_or_fail(|s| s["status"] == "finished").await;
    assert_eq!(termination(&over), ("claim", Some(0), "win 1"), "{over}");
    assert!(ratings(&server, "Ann").await.is_empty());

    let (id, tokens) = game_for_two(&mut ann, &mut bob, "5m+3s", true).await;
    let [mut a, b] = connect_both(&server, &id, &tokens).await;
    a.act("7").await;
    a.state_or_fail(|s| s["ply"] == 1).await;
    // Bob is at the table: refused.
    a.send(json!({"type": "claim"})).await;
    let error = refused(&mut a).await;
    assert_eq!(error["code"], "claim_refused");
    assert!(error["message"].as_str().unwrap().contains("player 2"), "{error}");
    // Bob leaves: his seat shows since when; too soon at first.
    drop(b);
    let state = a.state_or_fail(|s| s["seats"][1]["connected"] == false).await;
    assert!(state["seats"][1]["left_at"].as_u64().is_some(), "{state}");
    a.send(json!({"type": "claim"})).await;
    let error = refused(&mut a).await;
    assert_eq!(error["code"], "claim_refused");
    assert!(error["message"].as_str().unwrap().contains("seconds"), "{error}");
    tokio::time::sleep(std::time::Duration::from_millis(450)).await;
    a.send(json!({"type": "claim"})).await;
    let over = a.state_or_fail(|s| s["status"] == "finished").await;
    assert_eq!(termination(&over), ("claim", Some(0), "win 1"), "{over}");
    assert_eq!(over["result"]["winner"], 0);
    let ann_rating = ratings(&server, "Ann").await;
    let bob_rating = ratings(&server, "Bob").await;
    assert_eq!((ann_rating[0].2, bob_rating[0].2), (1, 1));
    assert!(
        ann_rating[0].1 > 1500 && bob_rating[0].1 < 1500,
        "{ann_rating:?} {bob_rating:?}"
    );
    server.shutdown().await;
}

#[tokio::test]
async fn a_claimed_draw_rates_a_draw() {
    let dir = TempDir::new("quartet-table-claim-draw").unwrap();
    let limits = Limits {
        claim_after_ms: 0,
        ..Limits::default()
    };
    let server = start_with(dir.path(), limits).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;
    let (id, tokens) = game_for_two(&mut ann, &mut bob, "5m+3s", true).await;
    let mut a = Client::connect(&server, &id, Some(&tokens[0])).await;
    a.next_of("state").await;
    a.send(json!({"type": "claim", "draw": true})).await;
    let over = a.state_or_fail(|s| s["status"] == "finished").await;
    assert_eq!(termination(&over), ("claim", Some(0), "draw"), "{over}");
    assert_eq!(ratings(&server, "Bob").await[0].1, 1500);
    server.shutdown().await;
}

#[tokio::test]
async fn rated_games_end_on_time_and_by_resignation_rated_and_their_rematch_is_rated() {
    let dir = TempDir::new("quartet-table-endings").unwrap();
    let server = start(dir.path()).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;

    // On time: each side's first turn is free, then Ann's ten seconds (the shortest clock)
    // run out.
    let (id, tokens) = game_for_two(&mut ann, &mut bob, "10s", true).await;
    let [mut a, mut b] = connect_both(&server, &id, &tokens).await;
    a.act("7").await;
    b.state_or_fail(|s| s["ply"] == 1).await;
    b.act("a1").await;
    b.act("3").await;
    let over = a.state_or_fail(|s| s["status"] == "finished").await;
    assert_eq!(termination(&over), ("time", Some(0), "win 2"), "{over}");
    let class = over["rated"].as_str().unwrap().to_string();
    let after_time = (ratings(&server, "Ann").await, ratings(&server, "Bob").await);
    assert_eq!((after_time.0[0].2, after_time.1[0].2), (1, 1));
    assert!(
        after_time.0[0].1 < 1500 && after_time.1[0].1 > 1500,
        "{after_time:?}"
    );

    // The rematch of a rated game is rated (as on lichess), between the same accounts: a guest
    // may not take its seat. Ann asks for it signed in, with her seat's token.
    let request = ann
        .http
        .client
        .post(format!("{}/api/games/{id}/rematch", ann.http.base))
        .bearer_auth(&tokens[0])
        .header(
            "cookie",
            format!("quartet_session={}", ann.cookie.clone().unwrap()),
        )
        .header("x-csrf-token", ann.csrf.clone().unwrap())
        .json(&json!({}));
    let (status, rematch) = ann.http.send(request).await;
    assert_eq!(status, 201, "{rematch}");
    let rematch_id = rematch["id"].as_str().unwrap().to_string();
    let code = b.state_where(|s| s["rematch"]["code"].is_string()).await["rematch"]["code"]
        .as_str()
        .unwrap()
        .to_string();
    let (status, body) = Http::new(&server).post("/api/join", json!({"code": code})).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (401, Some("signed_out")),
        "{body}"
    );
    let (status, joined, _) = bob
        .send("POST", "/api/join", Some(json!({"code": code})), true)
        .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["state"]["rated"], class.as_str());
    assert_eq!(joined["state"]["status"], "live");
    let rematch_tokens = [
        rematch["tokens"][0]["token"].as_str().unwrap().to_string(),
        joined["token"].as_str().unwrap().to_string(),
    ];
    let seats: Vec<&str> = joined["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert!(seats.contains(&"Ann") && seats.contains(&"Bob"), "{seats:?}");

    // By resignation, in the rematch: Bob resigns, Ann wins it, both rated a second time.
    let ann_seat = rematch["tokens"][0]["seat"].as_u64().unwrap() as usize;
    let bob_token = &rematch_tokens[1];
    let mut b2 = Client::connect(&server, &rematch_id, Some(bob_token)).await;
    b2.next_of("state").await;
    b2.send(json!({"type": "resign"})).await;
    let over = b2.state_or_fail(|s| s["status"] == "finished").await;
    assert_eq!(over["result"]["termination"], "resign");
    assert_eq!(over["result"]["winner"].as_u64(), Some(ann_seat as u64), "{over}");
    let (ann_now, bob_now) = (ratings(&server, "Ann").await, ratings(&server, "Bob").await);
    assert_eq!((ann_now[0].2, bob_now[0].2), (2, 2));
    assert!(ann_now[0].1 > after_time.0[0].1 && bob_now[0].1 < after_time.1[0].1);
    server.shutdown().await;
}

/// The text of the lines of the next chat message.
async fn chat_lines(client: &mut Client) -> (Value, Vec<String>) {
    let chat = client.next_of("chat").await;
    let texts = chat["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["text"].as_str().unwrap().to_string())
        .collect();
    (chat["chat"].clone(), texts)
}

/// The players' chat and the spectators' never mix: each reads only its own, stored and sent
/// again on (re)connecting, with the author's seat and name in the players'.
#[tokio::test]
async fn players_and_spectators_chat_apart_and_find_their_lines_again() {
    let dir = TempDir::new("quartet-table-chat").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"], "name": "Ann"}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let mut ann = Client::connect(&server, &id, Some(&token_of(&created, 0))).await;
    let mut bob = Client::connect(&server, &id, Some(&token_of(&created, 1))).await;
    let mut watcher = Client::connect(&server, &id, None).await;
    for c in [&mut ann, &mut bob, &mut watcher] {
        c.next_of("state").await;
    }

    ann.send(json!({"type": "chat", "text": "  good luck <b>all</b>  "}))
        .await;
    let (chat, texts) = chat_lines(&mut bob).await;
    assert_eq!(
        (chat, texts),
        (json!("players"), vec!["good luck <b>all</b>".to_string()])
    );
    let said = ann.next_of("chat").await;
    assert_eq!(said["lines"][0]["seat"], 0, "{said}");
    assert_eq!(said["lines"][0]["name"], "Ann", "{said}");
    assert_eq!(said["lines"][0]["n"], 1, "{said}");

    watcher.send(json!({"type": "chat", "text": "who wins?"})).await;
    let (chat, texts) = chat_lines(&mut watcher).await;
    assert_eq!(
        (chat, texts),
        (json!("spectators"), vec!["who wins?".to_string()])
    );
    let line = ann.raw.len();
    // The players hear no spectator: the next line Ann reads is Bob's.
    bob.send(json!({"type": "chat", "text": "thanks"})).await;
    let (_, texts) = chat_lines(&mut ann).await;
    assert_eq!(texts, vec!["thanks"]);
    assert!(
        !ann.raw[line..].iter().any(|m| m.contains("who wins")),
        "a player read the spectators' chat"
    );
    // … and the spectators no player.
    watcher.send(json!({"type": "chat", "text": "still here"})).await;
    let (_, texts) = chat_lines(&mut watcher).await;
    assert_eq!(texts, vec!["still here"]);
    assert!(
        !watcher
            .raw
            .iter()
            .any(|m| m.contains("good luck") || m.contains("thanks"))
    );

    // Coming back, each finds their own chat's lines (stored), and only those.
    let mut again = Client::connect(&server, &id, Some(&token_of(&created, 1))).await;
    let (chat, texts) = chat_lines(&mut again).await;
    assert_eq!(
        (chat, texts),
        (
            json!("players"),
            vec!["good luck <b>all</b>".to_string(), "thanks".to_string()]
        )
    );
    let mut other = Client::connect(&server, &id, None).await;
    let (chat, texts) = chat_lines(&mut other).await;
    assert_eq!(
        (chat, texts),
        (
            json!("spectators"),
            vec!["who wins?".to_string(), "still here".to_string()]
        )
    );
    server.shutdown().await;
}

/// A line is plain text on one line of at most 140 characters, and a sender says at most five
/// lines in ten seconds: every refusal says why, to the sender alone, and nothing is said.
#[tokio::test]
async fn chat_lines_are_checked_and_limited() {
    let dir = TempDir::new("quartet-table-chat-limits").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let mut ann = Client::connect(&server, &id, Some(&token_of(&created, 0))).await;
    ann.next_of("state").await;

    for (text, detail) in [
        ("   ".to_string(), "chat-empty"),
        ("two\nlines".to_string(), "chat-control"),
        ("x".repeat(141), "chat-too-long"),
    ] {
        ann.send(json!({"type": "chat", "text": text})).await;
        let error = refused(&mut ann).await;
        assert_eq!(error["code"], "chat_refused", "{error}");
        assert_eq!(error["detail"]["code"], detail, "{error}");
    }
    let longest = "é".repeat(140);
    ann.send(json!({"type": "chat", "text": longest})).await;
    assert_eq!(chat_lines(&mut ann).await.1, vec![longest.clone()]);
    for i in 2..=5 {
        ann.send(json!({"type": "chat", "text": format!("line {i}")}))
            .await;
        assert_eq!(chat_lines(&mut ann).await.1, vec![format!("line {i}")]);
    }
    ann.send(json!({"type": "chat", "text": "line 6"})).await;
    let error = refused(&mut ann).await;
    assert_eq!(error["code"], "rate_limited", "{error}");
    assert_eq!(error["detail"]["code"], "chat-too-fast", "{error}");

    // Stored: the five lines said, none refused.
    let mut again = Client::connect(&server, &id, Some(&token_of(&created, 1))).await;
    let (_, texts) = chat_lines(&mut again).await;
    assert_eq!(texts.len(), 5, "{texts:?}");
    assert_eq!(texts[0], longest);
    server.shutdown().await;
}

/// A game created without its chat (`"chat": false`, for games with children in mind) says so
/// in its state, refuses every line with `chat-off` and keeps it so in its rematch.
#[tokio::test]
async fn a_game_without_its_chat_refuses_every_line() {
    let dir = TempDir::new("quartet-table-chat-off").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"], "chat": false}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let mut ann = Client::connect(&server, &id, Some(&token_of(&created, 0))).await;
    let state = ann.next_of("state").await;
    assert_eq!(state["chat_on"], false, "{state}");
    ann.send(json!({"type": "chat", "text": "hello"})).await;
    let error = refused(&mut ann).await;
    assert_eq!(error["code"], "chat_refused", "{error}");
    assert_eq!(error["detail"]["code"], "chat-off", "{error}");
    let mut spectator = Client::connect(&server, &id, None).await;
    spectator.next_of("state").await;
    spectator.send(json!({"type": "chat", "text": "hello"})).await;
    assert_eq!(refused(&mut spectator).await["detail"]["code"], "chat-off");

    // The rematch of a finished game keeps the choice; a game made as usual has its chat.
    let (_, resigned) = http
        .post_as(
            &format!("/api/games/{id}/resign"),
            &token_of(&created, 0),
            json!({}),
        )
        .await;
    assert_eq!(resigned["status"], "finished", "{resigned}");
    let (_, rematch) = http
        .post_as(
            &format!("/api/games/{id}/rematch"),
            &token_of(&created, 0),
            json!({}),
        )
        .await;
    let again = rematch["id"].as_str().unwrap();
    let (_, state) = http.get(&format!("/api/games/{again}")).await;
    assert_eq!(state["chat_on"], false, "{state}");
    let usual = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let (_, state) = http
        .get(&format!("/api/games/{}", usual["id"].as_str().unwrap()))
        .await;
    assert_eq!(state["chat_on"], true, "{state}");
    server.shutdown().await;
}

/// A stranger who takes the seat and never moves: the server aborts the game once their first
/// turn's time has run out, for both to see, stored, and rating nobody; a player who moved in
/// time keeps the game going.
#[tokio::test]
async fn a_game_whose_player_never_takes_their_first_turn_is_aborted_by_the_server() {
    let dir = TempDir::new("quartet-table-first-turn").unwrap();
    let limits = Limits {
        first_turn_ms: 300,
        ..Limits::default()
    };
    let server = start_with(dir.path(), limits).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;
    let (id, tokens) = game_for_two(&mut ann, &mut bob, "5m+3s", true).await;
    let [mut a, mut b] = connect_both(&server, &id, &tokens).await;
    a.act("7").await;
    a.state_or_fail(|s| s["ply"] == 1).await;
    // Bob never places: the game is aborted, for both.
    let over = b.state_or_fail(|s| s["status"] == "finished").await;
    assert_eq!(termination(&over), ("abort", None, "*"), "{over}");
    let over = a.state_or_fail(|s| s["status"] == "finished").await;
    assert_eq!(over["result"]["winner"], Value::Null, "{over}");
    assert!(ratings(&server, "Ann").await.is_empty());
    assert!(ratings(&server, "Bob").await.is_empty());
    let (status, listed) = Http::new(&server).get(&format!("/api/games?ids={id}")).await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed["games"][0]["termination"], "abort", "{listed}");
    assert_eq!(listed["games"][0]["result"], "*", "{listed}");
    server.shutdown().await;
}

/// A game that ended without being played (cancelled while it waited, aborted) has no rematch,
/// as on lichess: the state says so and asking is refused `409 not_over` with its detail; a
/// game played to its end has one.
#[tokio::test]
async fn a_cancelled_or_aborted_game_has_no_rematch() {
    let dir = TempDir::new("quartet-table-rematch").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "danish", "seats": ["me", "open"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let token = token_of(&created, 0);
    let (status, _) = http
        .post_as(&format!("/api/games/{id}/cancel"), &token, json!({}))
        .await;
    assert_eq!(status, 200);
    let state = http.state_as(id, &token).await;
    assert_eq!(state["status"], "finished", "{state}");
    assert_eq!(state["offers"]["rematch"], false, "{state}");
    let (status, refused) = http
        .post_as(&format!("/api/games/{id}/rematch"), &token, json!({}))
        .await;
    assert_eq!(status, 409, "{refused}");
    assert_eq!(
        (&refused["error"], &refused["detail"]["code"]),
        (&json!("not_over"), &json!("rematch-unplayed")),
        "{refused}"
    );
    // Over the WebSocket the same.
    let mut socket = Client::connect(&server, id, Some(&token)).await;
    socket.next_of("state").await;
    socket.send(json!({"type": "rematch"})).await;
    let error = socket.next_of("error").await;
    assert_eq!(error["detail"]["code"], "rematch-unplayed", "{error}");
    // Played to its end (a resignation), it has one.
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let tokens = format!("{},{}", token_of(&created, 0), token_of(&created, 1));
    http.play_one(id, &tokens, 0).await;
    http.play_one(id, &tokens, 0).await;
    let (status, _) = http
        .post_as(&format!("/api/games/{id}/resign"), &tokens, json!({}))
        .await;
    assert_eq!(status, 200);
    let state = http.state_as(id, &tokens).await;
    assert_eq!(state["offers"]["rematch"], true, "{state}");
    let (status, rematch) = http
        .post_as(&format!("/api/games/{id}/rematch"), &tokens, json!({}))
        .await;
    assert_eq!(status, 201, "{rematch}");
    server.shutdown().await;
}
