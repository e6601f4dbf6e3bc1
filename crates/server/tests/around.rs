//! What the server gives the pages around the board (issue 18): the result with why the rules
//! ended the game, a waiting game cancelled, a record imported from a chosen point with chosen
//! seats and its names kept (and looked at before), seat tokens sent after connecting and
//! never in a URL, the spectators' count kept fresh, and an analysis its client dropped stopped.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::{Duration, Instant};

use common::{Client, Http, invite_of, legal, start, token_of};
use quartet_server::analysis::MAX_TIME;
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

async fn act(http: &Http, id: &str, tokens: &str, action: &str) -> Value {
    let (status, state) = http
        .post_as(
            &format!("/api/games/{id}/actions"),
            tokens,
            json!({"action": action}),
        )
        .await;
    assert_eq!(status, 200, "{action}: {state}");
    state
}

fn both(created: &Value) -> String {
    format!("{},{}", token_of(created, 0), token_of(created, 1))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_result_says_why_the_rules_ended_the_game() {
    let dir = TempDir::new("quartet-around-reason").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    // Quarto!: four short solid pieces in column c.
    let quarto = http
        .create(json!({"game": "quarto", "seats": ["me", "me"], "start": "..0./..2./..4./.... 6"}))
        .await;
    let id = quarto["id"].as_str().unwrap();
    let end = act(&http, id, &both(&quarto), "c1").await;
    assert_eq!(end["result"]["termination"], "rules");
    assert_eq!(
        end["result"]["reason"],
        json!({"kind": "quarto", "alignments": [{"name": "c1-c4", "square": false, "traits": ["short", "solid"]}]})
    );
    // The English text stays for simple clients.
    let winner = end["result"]["winner"].as_u64().unwrap();
    assert_eq!(end["result"]["text"], format!("player {} wins", winner + 1));
    // Quartino: the last card put aside.
    let quartino = http
        .create(json!({
            "game": "quartino", "seats": ["me", "me"],
            "start": "Y/B/G/P/././././. 1 Q 12 YBGP:BGPY,GBPY,PGYB/YGBP,BPGY,GYPB,PYBG"
        }))
        .await;
    let id = quartino["id"].as_str().unwrap();
    let end = act(&http, id, &both(&quartino), "YBGP@Q0").await;
    assert_eq!(
        end["result"]["reason"],
        json!({"kind": "cards", "seat": 0, "count": 4})
    );
    // A resignation has no reason of the rules: the seat says who.
    let resigned = http
        .create(json!({"game": "danish", "seats": ["me", "me"]}))
        .await;
    let id = resigned["id"].as_str().unwrap();
    act(&http, id, &both(&resigned), "e5").await;
    let (_, end) = http
        .post_as(
            &format!("/api/games/{id}/resign"),
            &token_of(&resigned, 1),
            json!({}),
        )
        .await;
    assert_eq!(end["result"]["termination"], "resign");
    assert_eq!(end["result"]["seat"], 1);
    assert_eq!(end["result"]["reason"], Value::Null);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_waits_for_its_players_can_be_cancelled_by_one_of_them() {
    let dir = TempDir::new("quartet-around-cancel").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "invite"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let a = token_of(&created, 0);
    let code = invite_of(&created, 1);
    // Nobody but a player of the game may cancel it.
    let (status, err) = http.post(&format!("/api/games/{id}/cancel"), json!({})).await;
    assert_eq!((status, err["error"].as_str()), (403, Some("bad_token")), "{err}");
    let mut watcher = Client::connect(&server, &id, None).await;
    watcher.next_of("state").await;
    let (status, state) = http
        .post_as(&format!("/api/games/{id}/cancel"), &a, json!({}))
        .await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["status"], "finished");
    assert_eq!(state["result"]["termination"], "cancel");
    assert_eq!(state["result"]["winner"], Value::Null);
    assert_eq!(state["result"]["seat"], 0);
    // Everybody watching is told; the invitation says the game was cancelled and its seat is
    // refused; the game is not open any more.
    let seen = watcher.state_where(|s| s["status"] == "finished").await;
    assert_eq!(seen["result"]["termination"], "cancel");
    let (status, info) = http.get(&format!("/api/invites/{code}")).await;
    assert_eq!(
        (status, info["state"].as_str()),
        (200, Some("cancelled")),
        "{info}"
    );
    let (status, err) = http.post("/api/join", json!({"code": code})).await;
    assert_eq!((status, err["error"].as_str()), (409, Some("over")), "{err}");
    let (_, open) = http.get("/api/games?status=open").await;
    assert!(!open.to_string().contains(&id), "{open}");
    // A game under way is resigned, not cancelled.
    let live = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let (status, err) = http
        .post_as(
            &format!("/api/games/{}/cancel", live["id"].as_str().unwrap()),
            &both(&live),
            json!({}),
        )
        .await;
    assert_eq!((status, err["error"].as_str()), (409, Some("started")), "{err}");
    server.shutdown().await;
    // Cancelled for good, across a restart.
    let server = start(dir.path()).await;
    let (_, state) = Http::new(&server).get(&format!("/api/games/{id}")).await;
    assert_eq!(state["status"], "finished");
    assert_eq!(state["result"]["termination"], "cancel");
    assert_eq!(server.resumed(), 1, "only the live game is resumed");
    server.shutdown().await;
}

const RECORD: &str =
    "[Game \"quarto\"]\n[Player1 \"Ada\"]\n[Player2 \"Blaise\"]\n\n0 a1 1 b1 2 c1 3 a2 4 b2 5 d3\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_is_looked_at_then_imported_from_a_chosen_point_with_chosen_seats() {
    let dir = TempDir::new("quartet-around-import").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    // What the record holds: the game, the names, every position.
    let (status, preview) = http.post("/api/records/preview", json!({"record": RECORD})).await;
    assert_eq!(status, 200, "{preview}");
    assert_eq!(preview["game"], "quarto");
    assert_eq!(preview["players"], 2);
    assert_eq!(preview["names"], json!(["Ada", "Blaise"]));
    assert_eq!(preview["plies"].as_array().unwrap().len(), 13);
    assert_eq!(preview["plies"][5]["view"], "..../..../..../01.. 2");
    assert_eq!(preview["plies"][5]["seat"], 0);
    assert_eq!(preview["plies"][5]["action"], "2");
    let (status, err) = http
        .post("/api/records/preview", json!({"record": "[Game \"chess\"]\n"}))
        .await;
    assert_eq!(status, 400, "{err}");

    // Go on after 5 actions, Ada's seat to a bot, Blaise's to me: the names are kept.
    let (status, created) = http
        .post(
            "/api/games/import",
            json!({"record": RECORD, "ply": 5, "seats": [{"bot": "beginner"}, "me"]}),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let state = &created["state"];
    assert_eq!(state["ply"], 5);
    assert_eq!(state["status"], "live");
    assert_eq!(state["seats"][0]["kind"], "bot");
    assert_eq!(state["seats"][0]["name"], Value::Null, "a bot names itself");
    assert_eq!(state["seats"][1]["name"], "Blaise");
    assert_eq!(created["tokens"][0]["seat"], 1);
    // Names given win over the record's; a point past the end is refused.
    let (_, renamed) = http
        .post(
            "/api/games/import",
            json!({"record": RECORD, "names": ["Cleo", null]}),
        )
        .await;
    assert_eq!(renamed["state"]["seats"][0]["name"], "Cleo");
    assert_eq!(renamed["state"]["seats"][1]["name"], "Blaise");
    assert_eq!(renamed["state"]["ply"], 12);
    let (status, err) = http
        .post("/api/games/import", json!({"record": RECORD, "ply": 13}))
        .await;
    assert_eq!(status, 400, "{err}");
    assert!(err["message"].as_str().unwrap().contains("0 to 12"), "{err}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seat_tokens_come_after_connecting_never_in_the_url() {
    let dir = TempDir::new("quartet-around-auth").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    // The first message names the seats: the state is this seat's, with its legal actions.
    let mut player = Client::connect(&server, &id, Some(&token_of(&created, 0))).await;
    let state = player.next_of("state").await;
    assert_eq!(state["you"], json!([0]));
    assert_eq!(legal(&state).len(), 16);
    // A bad token in the first message: refused, and the connection closed.
    let mut intruder = Client::connect(&server, &id, Some("0123456789abcdef0123456789abcdef")).await;
    assert_eq!(intruder.next().await.unwrap()["code"], "bad_token");
    assert!(intruder.next().await.is_none());
    assert_eq!(intruder.closed, Some(1008));
    // A client that says nothing is a spectator, after a short wait: it is sent the state
    // as a spectator sees it without saying anything.
    let mut quiet = Client::connect_by_url(&server, &id, None).await;
    let seen = quiet.next_of("state").await;
    assert_eq!(seen["you"], json!([]));
    // A first message that is not `auth` is a spectator's, and is answered.
    let mut hasty = Client::connect_by_url(&server, &id, None).await;
    hasty.send(json!({"type": "ping"})).await;
    hasty.next_of("state").await;
    assert_eq!(hasty.next_of("pong").await["type"], "pong");
    // `auth` twice is refused; the seats stay as they were.
    player
        .send(json!({"type": "auth", "tokens": [token_of(&created, 1)]}))
        .await;
    assert_eq!(player.next_of("error").await["code"], "bad_request");
    // Older clients' `?token=` still works.
    let mut old = Client::connect_by_url(&server, &id, Some(&token_of(&created, 1))).await;
    assert_eq!(old.next_of("state").await["you"], json!([1]));
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_auth_that_comes_after_the_wait_still_gives_the_seats() {
    let dir = TempDir::new("quartet-around-late-auth").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    // A player on a slow link: its `auth` comes after the wait, once it was taken for a
    // spectator. It holds its seat all the same, and plays.
    let mut slow = Client::connect_by_url(&server, &id, None).await;
    assert_eq!(slow.next_of("state").await["you"], json!([]));
    slow.send(json!({"type": "auth", "tokens": [token_of(&created, 0)]}))
        .await;
    let state = slow.next_of("state").await;
    assert_eq!(state["you"], json!([0]), "{state}");
    assert_eq!(legal(&state).len(), 16);
    slow.act("7").await;
    slow.state_where(|s| s["ply"] == 1).await;
    // Once only: a second `auth` is refused, and the seats stay.
    slow.send(json!({"type": "auth", "tokens": [token_of(&created, 1)]}))
        .await;
    assert_eq!(slow.next_of("error").await["code"], "bad_request");
    // A late `auth` with a bad token is refused as a first one is: the connection closes.
    let mut intruder = Client::connect_by_url(&server, &id, None).await;
    intruder.next_of("state").await;
    intruder
        .send(json!({"type": "auth", "tokens": ["0123456789abcdef0123456789abcdef"]}))
        .await;
    assert_eq!(intruder.next_of("error").await["code"], "bad_token");
    assert!(intruder.next().await.is_none());
    assert_eq!(intruder.closed, Some(1008));
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_spectators_count_and_the_players_connections_are_kept_fresh() {
    let dir = TempDir::new("quartet-around-presence").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "invite"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let b = http.join(&invite_of(&created, 1)).await;
    let mut alice = Client::connect(&server, &id, Some(&token_of(&created, 0))).await;
    alice.state_where(|s| s["seats"][0]["connected"] == true).await;
    // Bob comes and goes: Alice is told both times.
    let bob = Client::connect(&server, &id, Some(&b)).await;
    alice.state_where(|s| s["seats"][1]["connected"] == true).await;
    drop(bob);
    alice.state_where(|s| s["seats"][1]["connected"] == false).await;
    // Two spectators come, one goes: the count follows, with no action played.
    let one = Client::connect(&server, &id, None).await;
    let two = Client::connect(&server, &id, None).await;
    let seen = alice.state_where(|s| s["spectators"] == 2).await;
    assert_eq!(seen["ply"], 0);
    drop(one);
    alice.state_where(|s| s["spectators"] == 1).await;
    drop(two);
    alice.state_where(|s| s["spectators"] == 0).await;
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysis_its_client_dropped_stops_and_frees_the_solver() {
    let dir = TempDir::new("quartet-around-analysis").unwrap();
    let mut config = quartet_server::Config::new(
        "127.0.0.1:0".parse().unwrap(),
        quartet_store::Location::in_data_dir(dir.path()),
    );
    // One analysis thread: while a solve holds it, no other analysis can start.
    config.analysis_threads = 1;
    // Searched without the book (which answers it at once), the empty board takes far longer
    // than the longest time an analysis may have: the question is dropped after 0.3 s.
    config.analysis_book = false;
    let server = quartet_server::start(config).await.expect("the server starts");
    let http = Http::new(&server);
    let asked = Instant::now();
    let slow = http
        .client
        .post(format!("{}/api/analysis", http.base))
        .json(&json!({
            "position": "..../..../..../.... -",
            "time_ms": MAX_TIME.as_millis() as u64,
        }))
        .timeout(Duration::from_millis(300))
        .send()
        .await;
    assert!(slow.is_err(), "the client gave up");
    // Had the dropped solve gone on, the one thread would be taken until its deadline, however
    // fast the machine: a position near its end answered before then shows it stopped. (Until
    // the server has seen the first client go, the address still has its one analysis.)
    let answer = loop {
        let (status, answer) = http
            .post(
                "/api/analysis",
                json!({"position": "..6./...5/34../012. *", "time_ms": 4000}),
            )
            .await;
        if status != 429 {
            assert_eq!(status, 200, "{answer}");
            break answer;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(
        asked.elapsed() < MAX_TIME,
        "answered {:?} after the dropped question, not before its deadline: {answer}",
        asked.elapsed()
    );
    server.shutdown().await;
}
