//! The server end to end: a real server on port 0 with an SQLite file, real HTTP and
//! WebSocket clients.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use common::{Client, Http, invite_of, legal, pick, start, start_with, token_of};
use quartet_server::Limits;
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// Plays the seats a client holds until the game is over; returns the final state.
async fn play_to_the_end(client: &mut Client, limit: usize) -> Value {
    let mut n = 0;
    let mut acted = 0;
    client.send(json!({"type": "sync"})).await;
    loop {
        let state = client.next().await.expect("the connection stays open");
        if state["type"] == "error" {
            // Too fast for the rate limit: wait, then act on the state again.
            assert_eq!(state["code"], "rate_limited", "{state}");
            tokio::time::sleep(Duration::from_millis(100)).await;
            acted = 0;
            client.send(json!({"type": "sync"})).await;
            continue;
        }
        if state["type"] != "state" {
            continue;
        }
        if state["status"] == "finished" {
            return state;
        }
        let legal = legal(&state);
        let version = state["version"].as_u64().unwrap();
        if !legal.is_empty() && version > acted {
            acted = version;
            n += 1;
            assert!(n < limit, "the game should be over within {limit} actions");
            client.act(&pick(&legal, n * 7 + 3)).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_played_to_the_end_against_a_bot() {
    let dir = TempDir::new("quartet-server-bots").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    for (game, rules) in [("quarto", ""), ("danish", "ply_cap=120"), ("quartino", "cap=60")] {
        let created = http
            .create(
                json!({"game": game, "rules": rules, "seats": ["me", {"bot": "beginner"}], "name": "Ada"}),
            )
            .await;
        let id = created["id"].as_str().unwrap();
        assert_eq!(created["state"]["status"], "live", "{game}");
        assert_eq!(created["state"]["seats"][0]["name"], "Ada");
        let mut client = Client::connect(&server, id, Some(&token_of(&created, 0))).await;
        let end = play_to_the_end(&mut client, 2000).await;
        assert!(end["result"]["result"].is_string(), "{game}: {end}");
        assert_eq!(end["result"]["termination"], "rules", "{game}");
        assert!(
            end["history"].as_array().unwrap().iter().any(|a| a["seat"] == 1),
            "the bot played"
        );
        assert!(end["legal"].as_array().unwrap().is_empty());
        // The store has it finished, with every action.
        let (status, listed) = http.get("/api/games?status=finished").await;
        assert_eq!(status, 200);
        let row = listed["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id)
            .cloned()
            .expect("listed as finished");
        assert_eq!(row["ply"], end["ply"]);
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invitations_seats_and_spectators() {
    let dir = TempDir::new("quartet-server-invite").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "invite"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let a = token_of(&created, 0);
    let code = invite_of(&created, 1);
    assert_eq!(created["invites"][0]["link"], format!("/join/{code}"));
    assert!(!created.to_string().contains("token_hash"));
    assert_eq!(created["state"]["status"], "open");
    assert_eq!(created["state"]["seats"][1]["kind"], "invite");

    // While the seat is free the game waits.
    let (status, err) = http
        .post_as(&format!("/api/games/{id}/actions"), &a, json!({"action": "7"}))
        .await;
    assert_eq!((status, err["error"].as_str()), (409, Some("waiting")), "{err}");

    // The invitation says what it is for, and takes the seat once.
    let (status, info) = http.get(&format!("/api/invites/{code}")).await;
    assert_eq!(
        (
            status,
            info["id"].as_str(),
            info["seat"].as_u64(),
            info["state"].as_str()
        ),
        (200, Some(id.as_str()), Some(1), Some("free"))
    );
    let b = http.join(&code).await;
    assert_ne!(a, b);
    // Used, it still says what it was for (its page leads to the game), and its seat is
    // refused as taken.
    let (status, info) = http.get(&format!("/api/invites/{code}")).await;
    assert_eq!(
        (status, info["id"].as_str(), info["state"].as_str()),
        (200, Some(id.as_str()), Some("taken"))
    );
    let (status, err) = http.post("/api/join", json!({"code": code})).await;
    assert_eq!(
        (status, err["error"].as_str()),
        (409, Some("seat_taken")),
        "{err}"
    );

    let mut alice = Client::connect(&server, &id, Some(&a)).await;
    let mut bob = Client::connect(&server, &id, Some(&b)).await;
    let mut watcher = Client::connect(&server, &id, None).await;
    let first = alice.state_where(|s| s["status"] == "live").await;
    assert_eq!(first["you"], json!([0]));
    assert_eq!(legal(&first).len(), 16);
    let seen = watcher.next_of("state").await;
    assert_eq!(seen["you"], json!([]));
    assert!(seen["legal"].as_array().unwrap().is_empty());

    // Out of turn, and a spectator: an error to that client only, nothing changes.
    bob.act("3").await;
    let err = bob.next_of("error").await;
    assert_eq!(err["code"], "not_your_turn", "{err}");
    watcher.act("7").await;
    let err = watcher.next_of("error").await;
    assert_eq!(err["code"], "spectator", "{err}");
    let (_, state) = http.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["ply"], 0);

    // Alice gives a piece: everybody sees it; Bob now has the legal actions.
    alice.act("7").await;
    let after = bob.state_where(|s| s["ply"] == 1).await;
    assert_eq!(after["last"]["action"], "7");
    assert_eq!(after["to_move"], 1);
    assert_eq!(legal(&after).len(), 16, "Bob places the piece: 16 squares");
    let watched = watcher.state_where(|s| s["ply"] == 1).await;
    assert!(watched["legal"].as_array().unwrap().is_empty());
    assert_eq!(watched["view"], after["view"]);

    // Bob plays over HTTP too.
    let (status, state) = http
        .post_as(&format!("/api/games/{id}/actions"), &b, json!({"action": "a1"}))
        .await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["ply"], 2);
    let (status, err) = http
        .post_as(&format!("/api/games/{id}/actions"), &b, json!({"action": "zz"}))
        .await;
    assert_eq!((status, err["error"].as_str()), (422, Some("illegal")), "{err}");

    // A stale token: refused over HTTP, and the WebSocket says so and closes.
    let stale = "0123456789abcdef0123456789abcdef";
    let (status, err) = http
        .post_as(&format!("/api/games/{id}/actions"), stale, json!({"action": "3"}))
        .await;
    assert_eq!((status, err["error"].as_str()), (403, Some("bad_token")), "{err}");
    let (status, _) = http.get(&format!("/api/games/{id}?token={stale}")).await;
    assert_eq!(status, 403);
    let mut intruder = Client::connect(&server, &id, Some(stale)).await;
    let err = intruder.next().await.unwrap();
    assert_eq!(err["code"], "bad_token", "{err}");
    assert!(intruder.next().await.is_none());
    assert_eq!(intruder.closed, Some(1008));
    // A token of another game holds no seat here either.
    let other = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let (status, _) = http
        .post_as(
            &format!("/api/games/{id}/actions"),
            &token_of(&other, 0),
            json!({"action": "3"}),
        )
        .await;
    assert_eq!(status, 403);

    // Resigning ends the game for everybody.
    let (status, state) = http
        .post_as(&format!("/api/games/{id}/resign"), &a, json!({}))
        .await;
    assert_eq!(status, 200, "{state}");
    let end = watcher.state_where(|s| s["status"] == "finished").await;
    assert_eq!(end["result"]["termination"], "resign");
    assert_eq!(end["result"]["winner"], 1);
    assert_eq!(end["result"]["seat"], 0);
    // The invitation now leads to a game that is over, and so it does after a restart, when
    // only the store knows the game.
    let (status, info) = http.get(&format!("/api/invites/{code}")).await;
    assert_eq!((status, info["state"].as_str()), (200, Some("over")), "{info}");
    server.shutdown().await;
    let server = start(dir.path()).await;
    let (status, info) = Http::new(&server).get(&format!("/api/invites/{code}")).await;
    assert_eq!(
        (status, info["id"].as_str(), info["state"].as_str()),
        (200, Some(id.as_str()), Some("over")),
        "{info}"
    );
    let (status, err) = Http::new(&server).get("/api/invites/no-such-code").await;
    assert_eq!((status, err["error"].as_str()), (404, Some("not_found")), "{err}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_seats_are_joined_from_the_lobby() {
    let dir = TempDir::new("quartet-server-open").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "danish", "seats": ["open", "me"], "name": "Blaise"}))
        .await;
    let id = created["id"].as_str().unwrap();
    let (_, lobby) = http.get("/api/games").await;
    let row = lobby["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id)
        .unwrap()
        .clone();
    assert_eq!(row["status"], "open");
    assert_eq!(row["joinable"], true);
    assert_eq!(row["seats"][0]["kind"], "open");
    let (status, joined) = http
        .post(&format!("/api/games/{id}/join"), json!({"name": "Carla"}))
        .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["seat"], 0);
    assert_eq!(joined["state"]["status"], "live");
    assert_eq!(joined["state"]["seats"][0]["name"], "Carla");
    let (status, err) = http.post(&format!("/api/games/{id}/join"), json!({})).await;
    assert_eq!(
        (status, err["error"].as_str()),
        (409, Some("seat_taken")),
        "{err}"
    );
    let (_, live) = http.get("/api/games?status=live").await;
    assert!(live["games"].as_array().unwrap().iter().any(|g| g["id"] == id));
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_clear_error_and_changes_nothing() {
    let dir = TempDir::new("quartet-server-bad").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    for (body, code) in [
        (json!({"game": "chess", "seats": ["me", "me"]}), "bad_request"),
        (json!({"game": "quarto", "seats": ["me"]}), "bad_request"),
        (
            json!({"game": "quarto", "seats": ["me", {"bot": "grandmaster"}]}),
            "bad_request",
        ),
        (
            json!({"game": "danish", "seats": ["me", {"bot": "perfect"}]}),
            "bad_request",
        ),
        (json!({"game": "quarto", "seats": ["me", "robot"]}), "bad_request"),
        (
            json!({"game": "quarto", "clock": "soon", "seats": ["me", "me"]}),
            "bad_request",
        ),
        (
            json!({"game": "quarto", "rules": "squares=often", "seats": ["me", "me"]}),
            "bad_request",
        ),
        (
            json!({"game": "quarto", "seats": ["me", "me"], "colour": "red"}),
            "bad_request",
        ),
        (
            json!({"game": "quartino", "seats": ["me", "me", "me", "me", "me", "me"]}),
            "bad_request",
        ),
        (json!([1, 2, 3]), "bad_request"),
    ] {
        let (status, err) = http.post("/api/games", body.clone()).await;
        assert_eq!(
            (status, err["error"].as_str()),
            (400, Some(code)),
            "{body}: {err}"
        );
        assert!(err["message"].as_str().unwrap().len() > 10, "{err}");
    }
    let (status, err) = http
        .send(
            http.client
                .post(format!("{}/api/games", http.base))
                .body("{\"game\": "),
        )
        .await;
    assert_eq!(
        (status, err["error"].as_str()),
        (400, Some("bad_request")),
        "{err}"
    );
    let huge = format!(
        "{{\"game\":\"quarto\",\"rules\":\"{}\",\"seats\":[\"me\",\"me\"]}}",
        "x".repeat(70_000)
    );
    let (status, err) = http
        .send(http.client.post(format!("{}/api/games", http.base)).body(huge))
        .await;
    assert_eq!((status, err["error"].as_str()), (413, Some("too_large")), "{err}");
    let (status, err) = http.get("/api/games/nosuchgame").await;
    assert_eq!((status, err["error"].as_str()), (404, Some("not_found")));
    let (status, _) = http.get("/api/games/..%2F..%2Fetc").await;
    assert_eq!(status, 404);
    let (status, _) = http.get("/api/games?status=sleeping").await;
    assert_eq!(status, 400);
    // Every refusal has a code, the router's own too.
    let (status, err) = http.get("/api/join").await;
    assert_eq!(
        (status, err["error"].as_str()),
        (405, Some("method_not_allowed")),
        "{err}"
    );
    let (status, err) = http.get("/api/games/%FF").await;
    assert_eq!(
        (status, err["error"].as_str()),
        (400, Some("bad_request")),
        "{err}"
    );
    let (status, err) = http
        .post("/api/games/import", json!({"record": "[Game \"go\"]\n\n"}))
        .await;
    assert_eq!(
        (status, err["error"].as_str()),
        (400, Some("bad_request")),
        "{err}"
    );

    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let (status, err) = http.get(&format!("/api/games/{id}/ws")).await;
    assert_eq!(
        (status, err["error"].as_str()),
        (400, Some("bad_request")),
        "not a WebSocket: {err}"
    );
    let mut client = Client::connect(&server, id, Some(&token_of(&created, 0))).await;
    let first = client.next_of("state").await;
    let version = first["version"].clone();
    client.send_text("{\"type\": \"action\", ".into()).await;
    assert_eq!(client.next_of("error").await["code"], "bad_request");
    client.send_text("[1,2]".into()).await;
    assert_eq!(client.next_of("error").await["code"], "bad_request");
    client.send(json!({"type": "teleport"})).await;
    assert_eq!(client.next_of("error").await["code"], "bad_request");
    client.send(json!({"type": "action"})).await;
    assert_eq!(client.next_of("error").await["code"], "bad_request");
    client.send(json!({"type": "action", "action": 7})).await;
    assert_eq!(client.next_of("error").await["code"], "bad_request");
    client.send_binary(vec![0, 159, 146, 150]).await;
    assert_eq!(client.next_of("error").await["code"], "bad_request");
    client.act(&"7".repeat(100)).await;
    assert_eq!(client.next_of("error").await["code"], "illegal");
    client.act("a1").await;
    let err = client.next_of("error").await;
    assert_eq!(err["code"], "illegal");
    assert_eq!(err["message"], "it is time to give a piece, not to place");
    let big = json!({"type": "action", "action": "x".repeat(5000)}).to_string();
    client.send_text(big).await;
    let err = client.next_of("error").await;
    assert_eq!(err["code"], "too_large", "{err}");
    client.send(json!({"type": "undo"})).await;
    assert_eq!(client.next_of("error").await["code"], "undo_refused");
    client.send(json!({"type": "rematch"})).await;
    assert_eq!(client.next_of("error").await["code"], "not_over");
    // Still connected, and the game untouched.
    client.send(json!({"type": "ping"})).await;
    assert_eq!(client.next_of("pong").await["type"], "pong");
    let (_, state) = http.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["version"], version);
    assert_eq!(state["ply"], 0);
    // A message far over the limit closes the connection (the protocol's own limit).
    client.send_text("y".repeat(200_000)).await;
    assert!(client.next().await.is_none());
    let (status, _) = http.get("/api/health").await;
    assert_eq!(status, 200, "the server is still up");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_are_rate_limited_per_connection() {
    let dir = TempDir::new("quartet-server-rate").unwrap();
    let limits = Limits {
        ws_messages_per_second: 10.0,
        ws_burst: 20.0,
        ..Limits::default()
    };
    let server = start_with(dir.path(), limits).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let mut client = Client::connect(&server, id, Some(&token_of(&created, 0))).await;
    let mut other = Client::connect(&server, id, Some(&token_of(&created, 1))).await;
    client.next_of("state").await;
    for _ in 0..60 {
        client.send(json!({"type": "ping"})).await;
    }
    let (mut pongs, mut limited) = (0, 0);
    while pongs + limited < 60 {
        let m = client.next().await.unwrap();
        match m["type"].as_str() {
            Some("pong") => pongs += 1,
            Some("error") => {
                assert_eq!(m["code"], "rate_limited", "{m}");
                limited += 1;
            }
            _ => {}
        }
    }
    assert!((20..=30).contains(&pongs), "{pongs} answered");
    assert!(limited >= 30, "{limited} refused");
    // The other connection is not limited, and this one recovers.
    other.next_of("state").await;
    other.send(json!({"type": "ping"})).await;
    assert_eq!(other.next_of("pong").await["type"], "pong");
    tokio::time::sleep(Duration::from_millis(300)).await;
    client.act("7").await;
    let state = client.state_where(|s| s["ply"] == 1).await;
    assert_eq!(state["last"]["action"], "7");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_that_runs_out_loses_the_game() {
    let dir = TempDir::new("quartet-server-clock").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "clock": "1s/move", "seats": ["me", "invite"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let a = token_of(&created, 0);
    assert_eq!(created["state"]["clock"]["remaining_ms"], json!([1000, 1000]));
    assert_eq!(
        created["state"]["clock"]["running"],
        Value::Null,
        "not before every seat is taken"
    );
    let b = http.join(&invite_of(&created, 1)).await;
    let mut alice = Client::connect(&server, id, Some(&a)).await;
    let mut bob = Client::connect(&server, id, Some(&b)).await;
    // Each side's first turn is free, however long it takes.
    tokio::time::sleep(Duration::from_millis(500)).await;
    alice.act("7").await;
    let state = bob.state_where(|s| s["ply"] == 1).await;
    assert_eq!(state["clock"]["running"], Value::Null);
    tokio::time::sleep(Duration::from_millis(500)).await;
    bob.act("a1").await;
    bob.state_where(|s| s["ply"] == 2).await;
    bob.act("3").await;
    let state = alice.state_where(|s| s["ply"] == 3).await;
    assert_eq!(state["clock"]["running"], 0);
    // Alice does not move again: the server's timer ends the game on time, nobody asking.
    let end = alice.state_where(|s| s["status"] == "finished").await;
    assert_eq!(end["result"]["termination"], "time", "{end}");
    assert_eq!(end["result"]["seat"], 0);
    assert_eq!(end["result"]["winner"], 1);
    assert_eq!(end["clock"]["remaining_ms"][0], 0);
    alice.act("b1").await;
    assert_eq!(alice.next_of("error").await["code"], "over");
    let (_, record) = http.get_text(&format!("/api/games/{id}/record")).await;
    assert!(
        record.contains("[Termination \"player 1 ran out of time\"]"),
        "{record}"
    );
    server.shutdown().await;
    // Stored as finished on time.
    let server = start(dir.path()).await;
    assert_eq!(server.resumed(), 0);
    let (_, state) = Http::new(&server).get(&format!("/api/games/{id}")).await;
    assert_eq!(state["status"], "finished");
    assert_eq!(state["result"]["termination"], "time");
    server.shutdown().await;
}

/// The parts of a state that must survive a restart exactly.
fn lasting(state: &Value) -> Value {
    json!({
        "status": state["status"], "ply": state["ply"], "view": state["view"],
        "legal": state["legal"], "history": state["history"], "to_move": state["to_move"],
        "you": state["you"], "rules": state["rules"], "seats": state["seats"].as_array().unwrap().iter()
            .map(|s| json!([s["kind"], s["name"], s["level"], s["taken"]])).collect::<Vec<_>>(),
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_resumes_every_game_where_it_was() {
    let dir = TempDir::new("quartet-server-restart").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    // A game between two people, with a clock, a few actions in.
    let duel = http
        .create(
            json!({"game": "quarto", "clock": "10m+5s", "seats": ["me", "invite"], "names": ["Ada", null]}),
        )
        .await;
    let duel_id = duel["id"].as_str().unwrap().to_string();
    let a = token_of(&duel, 0);
    let b = http.join(&invite_of(&duel, 1)).await;
    let mut alice = Client::connect(&server, &duel_id, Some(&a)).await;
    let mut bob = Client::connect(&server, &duel_id, Some(&b)).await;
    alice.act("7").await;
    bob.state_where(|s| s["ply"] == 1).await;
    bob.act("b2").await;
    bob.state_where(|s| s["ply"] == 2).await;
    bob.act("3").await;
    bob.state_where(|s| s["ply"] == 3).await;
    // A Quartino game against a bot, and a game waiting for its invited player.
    let bot_game = http
        .create(json!({"game": "quartino", "seats": ["me", {"bot": "casual"}], "seed": 7}))
        .await;
    let bot_id = bot_game["id"].as_str().unwrap().to_string();
    let c = token_of(&bot_game, 0);
    let mut carla = Client::connect(&server, &bot_id, Some(&c)).await;
    let mut n = 0;
    while n < 6 {
        let state = carla.next_of("state").await;
        let legal = legal(&state);
        if !legal.is_empty() {
            n += 1;
            carla.act(&pick(&legal, n)).await;
        }
    }
    let waiting = http
        .create(json!({"game": "danish", "seats": ["me", "invite"]}))
        .await;
    let waiting_id = waiting["id"].as_str().unwrap().to_string();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (_, duel_before) = http.get(&format!("/api/games/{duel_id}?token={a}")).await;
    let (_, bot_before) = http.get(&format!("/api/games/{bot_id}?token={c}")).await;
    assert_eq!(duel_before["clock"]["running"], 0);

    // Stop: the live connections are told to come back.
    let stopping = tokio::spawn(async move {
        while alice.next().await.is_some() {}
        alice.closed
    });
    server.shutdown().await;
    assert_eq!(stopping.await.unwrap(), Some(1012));

    let server = start(dir.path()).await;
    assert_eq!(server.resumed(), 3, "{:?}", server.not_resumed());
    let http = Http::new(&server);
    let (_, duel_after) = http.get(&format!("/api/games/{duel_id}?token={a}")).await;
    let (_, bot_after) = http.get(&format!("/api/games/{bot_id}?token={c}")).await;
    assert_eq!(lasting(&duel_after), lasting(&duel_before));
    assert_eq!(lasting(&bot_after), lasting(&bot_before));
    // The clocks are rebuilt from the stored times: the first turns were free (no time used,
    // no increment), Alice's second turn ran on while the server was down.
    let before = duel_before["clock"]["remaining_ms"].as_array().unwrap().clone();
    let after = duel_after["clock"]["remaining_ms"].as_array().unwrap().clone();
    assert_eq!(after[1], before[1], "Bob's clock does not run");
    assert_eq!(before[1], 600_000, "Bob's first turn was free");
    let (b0, a0) = (before[0].as_u64().unwrap(), after[0].as_u64().unwrap());
    assert!(
        a0 <= b0 && b0 - a0 < 5_000,
        "Alice's clock ran on: {b0} then {a0}"
    );
    assert!(b0 < 600_000, "Alice's second turn is timed: {b0}");

    // A reconnected client gets the same state and the game goes on to the end.
    let mut alice = Client::connect(&server, &duel_id, Some(&a)).await;
    let mut bob = Client::connect(&server, &duel_id, Some(&b)).await;
    let again = alice.next_of("state").await;
    assert_eq!(lasting(&again), lasting(&duel_before));
    let driver = tokio::spawn(async move { play_to_the_end(&mut bob, 100).await });
    let end = play_to_the_end(&mut alice, 100).await;
    assert_eq!(end["status"], "finished");
    assert_eq!(driver.await.unwrap()["status"], "finished");
    // The bot plays on after the restart.
    let mut carla = Client::connect(&server, &bot_id, Some(&c)).await;
    let end = play_to_the_end(&mut carla, 3000).await;
    assert_eq!(end["status"], "finished");
    // The waiting game still waits for its invited player, whose invitation still works.
    let b2 = http.join(&invite_of(&waiting, 1)).await;
    let (status, state) = http
        .post_as(
            &format!("/api/games/{waiting_id}/actions"),
            &token_of(&waiting, 0),
            json!({"action": "W@a1"}),
        )
        .await;
    assert!(status == 200 || status == 422, "{state}");
    let (_, state) = http.get(&format!("/api/games/{waiting_id}?token={b2}")).await;
    assert_eq!(state["status"], "live");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_that_ran_out_while_the_server_was_down_ends_the_game_on_time() {
    let dir = TempDir::new("quartet-server-down").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "clock": "1s/move", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let t = token_of(&created, 0);
    let both = format!("{},{}", t, token_of(&created, 1));
    // Both first turns (free), then seat 1's clock runs.
    for action in ["5", "a1", "3"] {
        let (status, _) = http
            .post_as(
                &format!("/api/games/{id}/actions"),
                &both,
                json!({"action": action}),
            )
            .await;
        assert_eq!(status, 200);
    }
    server.shutdown().await;
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let server = start(dir.path()).await;
    let (_, state) = Http::new(&server).get(&format!("/api/games/{id}")).await;
    assert_eq!(state["status"], "finished", "{state}");
    assert_eq!(state["result"]["termination"], "time");
    assert_eq!(state["result"]["seat"], 0, "seat 1 was to move");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_rematch_records_and_import() {
    let dir = TempDir::new("quartet-server-misc").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", {"bot": "casual"}], "name": "Ada"}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let t = token_of(&created, 0);
    let mut client = Client::connect(&server, &id, Some(&t)).await;
    client.next_of("state").await;
    client.act("7").await;
    let after_bot = client.state_where(|s| s["ply"] == 3).await;
    assert_eq!(after_bot["to_move"], 0);
    client.send(json!({"type": "undo"})).await;
    let undone = client.state_where(|s| s["ply"] == 0).await;
    assert_eq!(legal(&undone).len(), 16);
    let end = play_to_the_end(&mut client, 100).await;
    let plies = end["ply"].as_u64().unwrap();

    // The record, imported, gives the same game.
    let (status, record) = http.get_text(&format!("/api/games/{id}/record")).await;
    assert_eq!(status, 200);
    assert!(record.contains("[Player1 \"Ada\"]"), "{record}");
    assert!(record.contains("[Player2 \"bot (casual)\"]"), "{record}");
    let (status, imported) = http.post("/api/games/import", json!({"record": record})).await;
    assert_eq!(status, 201, "{imported}");
    assert_eq!(imported["state"]["status"], "finished");
    assert_eq!(imported["state"]["ply"], plies);
    assert_eq!(imported["state"]["result"]["result"], end["result"]["result"]);
    // A record cut short goes on from where it stops.
    let cut = "[Game \"quarto\"]\n\n7 a1 3\n";
    let (status, imported) = http
        .post(
            "/api/games/import",
            json!({"record": cut, "seats": [{"bot": "beginner"}, "me"]}),
        )
        .await;
    assert_eq!(status, 201, "{imported}");
    // The answer's state is the game when it is answered: the bot, whose turn it is at the
    // cut, may have played already.
    let answered = imported["state"]["ply"].as_u64().unwrap();
    assert!(
        answered == 3 && imported["state"]["to_move"] == 0 || answered > 3,
        "{imported}"
    );
    let imported_id = imported["id"].as_str().unwrap();
    let mut watcher = Client::connect(&server, imported_id, None).await;
    watcher.state_where(|s| s["ply"].as_u64() > Some(3)).await;
    // Its record begins with the cut's three actions, the bot's next.
    let (status, record) = http.get_text(&format!("/api/games/{imported_id}/record")).await;
    assert_eq!(status, 200);
    let (_, actions) = quartet_core::AnyGame::from_record(&record).unwrap();
    let (_, cut_actions) = quartet_core::AnyGame::from_record(cut).unwrap();
    assert_eq!(cut_actions.len(), 3);
    assert!(actions.len() > 3, "{record}");
    assert_eq!(actions[..3], cut_actions[..], "{record}");

    // A rematch: seats turned, the bot stays, the asker gets the new seat's token.
    let (status, rematch) = http
        .post_as(&format!("/api/games/{id}/rematch"), &t, json!({}))
        .await;
    assert_eq!(status, 201, "{rematch}");
    assert_eq!(rematch["tokens"][0]["seat"], 1);
    assert_eq!(rematch["state"]["seats"][0]["kind"], "bot");
    assert_eq!(rematch["state"]["seats"][1]["name"], "Ada");
    let old = client.state_where(|s| !s["rematch"].is_null()).await;
    assert_eq!(old["rematch"]["id"], rematch["id"]);
    let (status, err) = http
        .post_as(&format!("/api/games/{id}/rematch"), &t, json!({}))
        .await;
    assert_eq!(
        (status, err["error"].as_str()),
        (409, Some("rematch_exists")),
        "{err}"
    );
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_between_people_invites_the_other_player() {
    let dir = TempDir::new("quartet-server-rematch").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (id, a, b) = http.game_of_two().await;
    http.post_as(&format!("/api/games/{id}/resign"), &b, json!({}))
        .await;
    let mut bob = Client::connect(&server, &id, Some(&b)).await;
    let mut watcher = Client::connect(&server, &id, None).await;
    bob.next_of("state").await;
    watcher.next_of("state").await;
    let (status, rematch) = http
        .post_as(&format!("/api/games/{id}/rematch"), &a, json!({}))
        .await;
    assert_eq!(status, 201, "{rematch}");
    let seen = bob.state_where(|s| !s["rematch"].is_null()).await;
    let code = seen["rematch"]["code"]
        .as_str()
        .expect("Bob's invitation")
        .to_string();
    let watched = watcher.state_where(|s| !s["rematch"].is_null()).await;
    assert!(
        watched["rematch"]["code"].is_null(),
        "a spectator gets no invitation"
    );
    // Bob accepts by asking for the rematch too.
    bob.send(json!({"type": "rematch"})).await;
    let accepted = bob.next_of("rematch").await;
    assert_eq!(accepted["id"], rematch["id"]);
    assert_eq!(accepted["tokens"][0]["seat"], 0, "seats turned: Bob begins");
    let (_, info) = http.get(&format!("/api/invites/{code}")).await;
    assert_eq!(
        (&info["id"], &info["state"]),
        (&rematch["id"], &json!("taken")),
        "{info}"
    );
    let new_id = rematch["id"].as_str().unwrap();
    let (_, state) = http.get(&format!("/api/games/{new_id}")).await;
    assert_eq!(state["status"], "live");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_quarto_analysis_values_every_turn() {
    use quartet_core::Game;
    let dir = TempDir::new("quartet-server-analysis").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let mut rng = quartet_core::chance::Rng::new(5);
    let state = quartet_test_kit::quarto::random_position(Default::default(), 10, &mut rng);
    let position = state.position();
    let (status, analysis) = http.post("/api/analysis", json!({"position": position})).await;
    assert_eq!(status, 200, "{analysis}");
    let turns = analysis["turns"].as_array().unwrap();
    assert_eq!(turns.len(), {
        // Every place-and-give turn (or a winning placement alone).
        let mut n = 0;
        for a in state.legal_actions() {
            let mut next = state;
            next.play_unchecked(a);
            n += if next.is_over() {
                1
            } else {
                next.legal_actions().len()
            };
        }
        n
    });
    assert_eq!(analysis["value"]["result"], turns[0]["result"], "best first");
    for t in turns {
        assert!(
            ["win", "draw", "loss"].contains(&t["result"].as_str().unwrap()),
            "{t}"
        );
    }
    let firsts = analysis["first_actions"].as_array().unwrap();
    assert_eq!(firsts.len(), 16 - 10, "one per empty cell");
    // Only Quarto! has a solver; a live game between people is not analysed.
    let (status, err) = http
        .post("/api/analysis", json!({"position": "not a position"}))
        .await;
    assert_eq!(status, 400, "{err}");
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "invite"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let (status, err) = http
        .get(&format!(
            "/api/games/{id}/analysis?token={}",
            token_of(&created, 0)
        ))
        .await;
    assert_eq!(
        (status, err["error"].as_str()),
        (409, Some("analysis_refused")),
        "{err}"
    );
    let danish = http
        .create(json!({"game": "danish", "seats": ["me", "me"]}))
        .await;
    let (status, _) = http
        .get(&format!("/api/games/{}/analysis", danish["id"].as_str().unwrap()))
        .await;
    assert_eq!(status, 400);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_starts_from_a_chosen_position_unless_it_is_over_there() {
    let dir = TempDir::new("quartet-server-chosen-start").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);

    // The meta says each game's usual start, and a game starts from it as from no start.
    let (_, meta) = http.get("/api/meta").await;
    for game in meta["games"].as_array().unwrap() {
        let tag = game["game"].as_str().unwrap();
        let start = game["start"].as_str().unwrap();
        let seats = vec!["me"; game["players"]["min"].as_u64().unwrap() as usize];
        let created = http
            .create(json!({"game": tag, "seats": seats, "start": start}))
            .await;
        assert_eq!(created["state"]["status"], "live", "{tag}: {created}");
        assert_eq!(created["state"]["ply"], 0, "{tag}");
    }
    assert_eq!(meta["games"][0]["start"], "..../..../..../.... -");

    // A position where the game is over (a quarto on row 1) leaves nothing to play.
    let (status, refused) = http
        .post(
            "/api/games",
            json!({"game": "quarto", "seats": ["me", "me"], "start": "..../..../..../0123 -"}),
        )
        .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["error"], "bad_request");
    assert_eq!(refused["detail"]["code"], "start-over");
    // A position that does not read says where, in the rules' words.
    let (status, refused) = http
        .post(
            "/api/games",
            json!({"game": "quarto", "seats": ["me", "me"], "start": "..../..x./..../.... -"}),
        )
        .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["rule"]["code"], "quarto.bad-board-character");
    assert_eq!(refused["rule"]["values"]["cell"], "c3");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_state_carries_the_made_squares_and_the_winning_quarto() {
    use quartet_core::danish::Colour;
    use quartet_core::{AnyGame, GameKind};
    let dir = TempDir::new("quartet-server-marks").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);

    // Quarto!: row 1 holds 0 1 2 and 3 is in hand; d1 wins on a1-d1.
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"], "start": "..../..../..../012. 3"}))
        .await;
    assert_eq!(created["state"]["winning_lines"], json!([]));
    assert!(created["state"]["made_squares"].is_null());
    let id = created["id"].as_str().unwrap();
    let t = token_of(&created, 0);
    let (status, won) = http
        .post_as(&format!("/api/games/{id}/actions"), &t, json!({"action": "d1"}))
        .await;
    assert_eq!(status, 200, "{won}");
    assert_eq!(won["status"], "finished");
    assert_eq!(won["winning_lines"], json!(["a1-d1"]));
    let (_, history) = http.get(&format!("/api/games/{id}/history?token={t}")).await;
    let steps = history["plies"].as_array().unwrap();
    assert_eq!(steps[0]["winning_lines"], json!([]));
    assert_eq!(steps[1]["winning_lines"], json!(["a1-d1"]));

    // A win on time or by resignation has no winning line.
    let resigned = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let rid = resigned["id"].as_str().unwrap();
    let (_, state) = http
        .post_as(
            &format!("/api/games/{rid}/resign"),
            &token_of(&resigned, 0),
            json!({}),
        )
        .await;
    assert_eq!(state["status"], "finished");
    assert_eq!(state["winning_lines"], json!([]));

    // Danish Quarto: each side's made squares, as the rules engine finds them.
    let start = "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3";
    let created = http
        .create(json!({"game": "danish", "seats": ["me", "me"], "start": start}))
        .await;
    let state = &created["state"];
    assert!(state["winning_lines"].is_null());
    let AnyGame::Danish(game) = AnyGame::from_position(GameKind::Danish, "", start).unwrap() else {
        panic!("a Danish game");
    };
    let expected: Vec<Vec<String>> = [Colour::White, Colour::Black]
        .into_iter()
        .map(|c| {
            game.position_now()
                .valid_squares(c)
                .map(|s| s.to_string())
                .collect()
        })
        .collect();
    assert_eq!(state["made_squares"], json!(expected));
    let made = |seat: usize| -> Vec<String> {
        state["made_squares"][seat]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap().to_string())
            .collect()
    };
    // The spec's worked examples: Black's c3-d2-e3-d4 is made, White's e7-g7-g9-e9 too, and
    // Black's b6-d4-f6-d8 is broken by White's e5.
    assert!(made(1).contains(&"c3-d2-e3-d4".to_string()), "{state}");
    assert!(made(0).contains(&"e7-g7-g9-e9".to_string()), "{state}");
    assert!(!made(1).contains(&"b6-d4-f6-d8".to_string()), "{state}");
    let did = created["id"].as_str().unwrap();
    let (_, history) = http.get(&format!("/api/games/{did}/history")).await;
    assert_eq!(history["plies"][0]["made_squares"], json!(expected));

    // Quartino has neither.
    let quartino = http
        .create(json!({"game": "quartino", "seats": ["me", "me"]}))
        .await;
    assert!(quartino["state"]["made_squares"].is_null());
    assert!(quartino["state"]["winning_lines"].is_null());
    server.shutdown().await;
}

/// The exact value of a Quarto! position for the player to move, by brute force: the result
/// (1 win, 0 draw, -1 loss) and the placements left until the end (the shortest win, the
/// longest loss; none for a draw).
fn brute_value(state: &quartet_core::quarto::Quarto) -> (i32, Option<u32>) {
    use quartet_core::Game;
    let mut best: Option<(i32, Option<u32>)> = None;
    for action in state.legal_actions() {
        let value = value_after(state, &[action]);
        if best.is_none_or(|b| rank(value) > rank(b)) {
            best = Some(value);
        }
    }
    best.unwrap_or((0, None))
}

/// The value for the player to move in `state` of playing `actions` (by brute force).
fn value_after(
    state: &quartet_core::quarto::Quarto,
    actions: &[quartet_core::quarto::Action],
) -> (i32, Option<u32>) {
    use quartet_core::Game;
    use quartet_core::quarto::Action;
    let mover = state.to_move();
    let mut child = *state;
    for &action in actions {
        child.play_unchecked(action);
    }
    let placed = actions.iter().filter(|a| matches!(a, Action::Place(_))).count() as u32;
    let (result, distance) = match child.outcome() {
        Some(outcome) => match outcome.winner() {
            Some(w) if w == mover => (1, Some(0)),
            Some(_) => (-1, Some(0)),
            None => (0, None),
        },
        None if child.to_move() == mover => brute_value(&child),
        None => {
            let (r, d) = brute_value(&child);
            (-r, d)
        }
    };
    (result, distance.map(|d| d + placed))
}

/// Wins sooner above wins later above draws above losses later above losses sooner.
fn rank((result, distance): (i32, Option<u32>)) -> i64 {
    let d = i64::from(distance.unwrap_or(0));
    match result {
        1 => 1000 - d,
        0 => 0,
        _ => -1000 + d,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_quarto_analysis_gives_the_distance_to_the_end() {
    use quartet_core::Game;
    let dir = TempDir::new("quartet-server-distance").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let mut rng = quartet_core::chance::Rng::new(11);
    let mut decided = 0;
    for pieces in [10, 11, 11, 12] {
        let state = quartet_test_kit::quarto::random_position(Default::default(), pieces, &mut rng);
        let (status, analysis) = http
            .post(
                "/api/analysis",
                json!({"position": state.position(), "time_ms": 8000}),
            )
            .await;
        assert_eq!(status, 200, "{analysis}");
        assert_eq!(analysis["distances"], true);
        // Every turn's value, and its distance, is the brute force's.
        for t in analysis["turns"].as_array().unwrap() {
            let actions: Vec<quartet_core::quarto::Action> = t["actions"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_str().unwrap().parse().unwrap())
                .collect();
            let (result, distance) = value_after(&state, &actions);
            let word = ["loss", "draw", "win"][(result + 1) as usize];
            assert_eq!(t["result"], word, "{} in {}: {t}", t["turn"], state.position());
            assert_eq!(t["distance"].as_u64().map(|d| d as u32), distance, "{t}");
            if let Some(d) = distance {
                assert_eq!(t["text"], format!("{word} in {d}"));
                decided += 1;
            }
        }
        assert_eq!(analysis["value"], {
            let first = &analysis["turns"][0];
            json!({"result": first["result"], "distance": first["distance"], "text": first["text"]})
        });
    }
    assert!(decided > 10, "{decided} turns with a distance were checked");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn api_requests_are_rate_limited_per_address() {
    let dir = TempDir::new("quartet-server-http-limit").unwrap();
    let limits = Limits {
        http_requests_per_second: 4.0,
        http_burst: 10.0,
        ..Limits::default()
    };
    let server = start_with(dir.path(), limits).await;
    let http = Http::new(&server);
    let (_, meta) = http.get("/api/meta").await;
    assert_eq!(meta["limits"]["http_requests_per_second"], 4.0);
    assert_eq!(meta["limits"]["http_burst"], 10.0);
    // The burst (the meta request took one), then a refusal that says why and when to retry.
    for _ in 0..9 {
        let (status, body) = http.get("/api/health").await;
        assert_eq!(status, 200, "{body}");
    }
    let response = http
        .client
        .get(format!("{}/api/games", http.base))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 429);
    let retry: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=2).contains(&retry), "Retry-After: {retry}");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "rate_limited");
    let message = body["message"].as_str().unwrap();
    assert!(message.contains("at most 4 a second (bursts of 10)"), "{message}");
    // A WebSocket upgrade is a request too.
    let url = format!("ws://{}/api/games/nothing/ws", server.addr());
    let refused = tokio_tungstenite::connect_async(url).await;
    assert!(refused.is_err(), "the upgrade is refused");
    // The pages are not counted.
    let (status, _) = http.get_text("/").await;
    assert_eq!(status, 200);
    // Another address has its own bucket (all of 127.0.0.0/8 is this machine on Linux).
    let other = reqwest::Client::builder()
        .local_address("127.0.0.2".parse::<std::net::IpAddr>().unwrap())
        .build()
        .unwrap();
    if let Ok(response) = other.get(format!("{}/api/health", http.base)).send().await {
        assert_eq!(response.status().as_u16(), 200);
    }
    // Tokens come back at the rate: 4 a second.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut allowed = 0;
    while http.get("/api/health").await.0 == 200 {
        allowed += 1;
        assert!(allowed < 10, "the limit holds");
    }
    assert!((1..=5).contains(&allowed), "{allowed} after half a second");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_metrics_token_keeps_the_metrics_to_its_bearer_and_the_probes_stay_open() {
    let dir = TempDir::new("quartet-metrics-token").unwrap();
    let mut config = quartet_server::Config::new(
        "127.0.0.1:0".parse().unwrap(),
        quartet_store::Location::in_data_dir(dir.path()),
    );
    let secret = "a-scraper-token-0123456789abcdef";
    config.metrics_token = Some(quartet_server::metrics::MetricsToken::new(secret).unwrap());
    let server = quartet_server::start(config).await.unwrap();
    let http = Http::new(&server);
    let metrics = format!("{}/metrics", http.base);
    // Without the token, or with another: 401, asking for a bearer token, and no metrics.
    for authorization in [
        None,
        Some("Bearer a-scraper-token-0123456789abcdeF"),
        Some(secret),
    ] {
        let mut request = http.client.get(&metrics);
        if let Some(value) = authorization {
            request = request.header("Authorization", value);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status().as_u16(), 401, "{authorization:?}");
        let challenge = response.headers()["www-authenticate"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(challenge.starts_with("Bearer"), "{challenge}");
        let body = response.text().await.unwrap();
        assert!(!body.contains("# EOF") && !body.contains(secret), "{body}");
    }
    // With it: the metrics.
    let response = http
        .client
        .get(&metrics)
        .header("Authorization", format!("Bearer {secret}"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    assert!(response.text().await.unwrap().contains("# EOF"));
    // The probes answer whoever asks.
    assert_eq!(http.get_text("/healthz").await.0, 200);
    assert_eq!(http.get_text("/readyz").await.0, 200);
    server.shutdown().await;
}

/// `/api/meta` tells the caps in force: the connections' as lowered to the open-file limit,
/// as the start-up log says, not the figure asked for.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_meta_tells_the_connection_cap_in_force() {
    let dir = TempDir::new("quartet-meta").unwrap();
    let limits = Limits {
        max_connections: 1 << 40,
        ..Limits::default()
    };
    let server = start_with(dir.path(), limits).await;
    let http = Http::new(&server);
    let (_, meta) = http.get("/api/meta").await;
    assert!(server.max_connections() < 1 << 40);
    assert_eq!(
        meta["limits"]["max_connections"].as_u64(),
        Some(server.max_connections() as u64),
        "{meta}"
    );
    server.shutdown().await;
}

/// In announce mode the turn that declines the last claim is written `pass`, the rules' own
/// action, never an empty text.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_analysis_writes_a_pass_as_pass() {
    let dir = TempDir::new("quartet-analysis-pass").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (status, analysis) = http
        .post(
            "/api/analysis",
            json!({"rules": "win=announce", "position": "63de/52bc/f417/980a - d1"}),
        )
        .await;
    assert_eq!(status, 200, "{analysis}");
    let turns = analysis["turns"].as_array().unwrap();
    let pass = turns.iter().find(|t| t["turn"] == "pass").expect("a pass");
    assert_eq!(pass["actions"], json!(["pass"]), "{analysis}");
    assert!(turns.iter().all(|t| t["turn"] != ""), "{analysis}");
    server.shutdown().await;
}
