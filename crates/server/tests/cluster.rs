//! Several nodes on one PostgreSQL (issue 24, `docs/cluster.md`): in-process servers on
//! loopback ports sharing one throwaway PostgreSQL, with a short lease so that takeovers take
//! a second or two. Skipped with a message outside CI when PostgreSQL's binaries are missing.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{Http, legal, pick, token_of};
use quartet_server::{Config, Server, cluster::Timing};
use quartet_store::cluster::PairingTicket;
use quartet_store::{GameStore, Location, NewGame, Seat, SeatAccount, SeatKind};
use quartet_store_test_kit::ThrowawayPostgres;
use serde_json::{Value, json};

/// The lease of the tests' nodes.
const LEASE: Duration = Duration::from_millis(1_500);

async fn node(url: &str) -> Server {
    claiming_node(url, common::fast_http().claim_after_ms).await
}

/// A game for two, created on the first of three nodes (`game`: the creation's body) that
/// share a new throwaway PostgreSQL; `None` (said why) where PostgreSQL is missing: the
/// database, the nodes, the game's id and its two seat tokens.
async fn two_on_three_nodes(
    name: &str,
    game: Value,
) -> Option<(ThrowawayPostgres, [Server; 3], String, [String; 2])> {
    let pg = ThrowawayPostgres::start_or_skip(name)?;
    let url = pg.create_database("nodes").await.unwrap();
    let (a, b, c) = (node(&url).await, node(&url).await, node(&url).await);
    let created = Http::new(&a).create(game).await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = [token_of(&created, 0), token_of(&created, 1)];
    Some((pg, [a, b, c], id, tokens))
}

/// Two nodes on a new throwaway PostgreSQL and a game created on the first (`game`: the
/// creation's body); `None` (said why) where PostgreSQL is missing: the database and its URL,
/// the nodes, and the creation's answer.
async fn one_game_on_two_nodes(
    name: &str,
    game: Value,
) -> Option<(ThrowawayPostgres, String, [Server; 2], Value)> {
    let pg = ThrowawayPostgres::start_or_skip(name)?;
    let url = pg.create_database("nodes").await.unwrap();
    let (a, b) = (node(&url).await, node(&url).await);
    let created = Http::new(&a).create(game).await;
    Some((pg, url, [a, b], created))
}

/// The two players of a game node a drives, each connected to another node (a mirror): the
/// first to b, the second to c; once they see it live.
async fn one_on_b_one_on_c(
    b: &Server,
    c: &Server,
    id: &str,
    tokens: &[String; 2],
) -> (common::Client, common::Client) {
    let mut first = common::Client::connect(b, id, Some(&tokens[0])).await;
    let second = common::Client::connect(c, id, Some(&tokens[1])).await;
    first.state_or_fail(|s| s["status"] == "live").await;
    (first, second)
}

/// The token of the seat to move (of the two), with its legal actions; `None` when the game is
/// over.
async fn to_move<'t>(http: &Http, id: &str, tokens: &'t [String; 2]) -> Option<(&'t String, Vec<String>)> {
    for token in tokens {
        let moves = legal(&http.state_as(id, token).await);
        if !moves.is_empty() {
            return Some((token, moves));
        }
    }
    None
}

/// Plays one legal action through `http` as the seat to move, until it is made (see
/// [`not_owner_again`]: tried again while no owner answers, unless the game shows it made
/// after all).
async fn play(http: &Http, id: &str, tokens: &[String; 2], n: usize) {
    let started = Instant::now();
    let plies = plies_seen(http, id, 0).await;
    loop {
        let (token, moves) = to_move(http, id, tokens).await.unwrap();
        let action = pick(&moves, n);
        let (status, answer) = try_play(http, id, token, &action).await;
        if status == 200 {
            return;
        }
        assert_eq!(status, 503, "{action} through {}: {answer}", http.base);
        not_owner_again(&answer, started).await;
        let (_, state) = http.get(&format!("/api/games/{id}")).await;
        if state["history"].as_array().map_or(0, Vec::len) > plies {
            return;
        }
    }
}

/// A call through a node that does not drive its game is answered `not_owner` when no node
/// drives it at that moment (its owner stopped, or paused past its lease — with the tests'
/// short lease, a busy machine is enough): nothing was changed, and the browser tries again
/// quietly; or `unanswered` when the owner took it and did not answer in time: the game shows
/// whether it was made. The tests try again after a pause (reading the game first where it
/// may show the call made); any other refusal fails, and so does no owner for 20 s.
async fn not_owner_again(answer: &Value, started: Instant) {
    let code = if answer["type"] == "error" {
        &answer["code"]
    } else {
        &answer["error"]
    };
    assert!(code == "not_owner" || code == "unanswered", "refused: {answer}");
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "no owner answered for 20 s: {answer}"
    );
    tokio::time::sleep(Duration::from_millis(100)).await;
}

/// Sends `message` through a client until the game shows it made (`made`, on a state the
/// client reads), tried again on `not_owner` ([`not_owner_again`]): the state that shows it.
/// Before a new try the client asks for the state again, in which the call may show made
/// after all.
async fn until_made(client: &mut common::Client, message: Value, made: impl Fn(&Value) -> bool) -> Value {
    let started = Instant::now();
    loop {
        client.send(message.clone()).await;
        loop {
            let read = client.next().await.expect("the connection stays open");
            if read["type"] == "state" && made(&read) {
                return read;
            }
            if read["type"] == "error" {
                not_owner_again(&read, started).await;
                break;
            }
        }
        client.send(json!({"type": "sync"})).await;
        let state = client.next_of("state").await;
        if made(&state) {
            return state;
        }
    }
}

/// Sends one action through `http` as the holder of `token`: the status and the answer.
async fn try_play(http: &Http, id: &str, token: &str, action: &str) -> (u16, Value) {
    http.post_as(
        &format!("/api/games/{id}/actions"),
        token,
        json!({"action": action}),
    )
    .await
}

/// The count of actions a node shows for a game, waiting (a little) for it to reach `plies`.
async fn plies_seen(http: &Http, id: &str, plies: usize) -> usize {
    let started = Instant::now();
    loop {
        let (_, state) = http.get(&format!("/api/games/{id}")).await;
        let seen = state["history"].as_array().map_or(0, Vec::len);
        if seen >= plies || started.elapsed() > Duration::from_secs(10) {
            return seen;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clients_on_three_nodes_play_one_game_through_a_hand_over() {
    let Some(pg) = ThrowawayPostgres::start_or_skip("clients_on_three_nodes_play_one_game") else {
        return;
    };
    let url = pg.create_database("nodes").await.unwrap();
    let (a, b, c) = (node(&url).await, node(&url).await, node(&url).await);
    let ids: Vec<&str> = [&a, &b, &c].iter().map(|s| s.node().unwrap().id()).collect();
    assert!(ids[0] != ids[1] && ids[1] != ids[2], "{ids:?}");
    let (on_a, on_b, on_c) = (Http::new(&a), Http::new(&b), Http::new(&c));

    let created = on_a
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = [token_of(&created, 0), token_of(&created, 1)];

    // Seat 0 plays through node a (the owner), seat 1 through node b (a mirror, which
    // forwards): every node sees every action.
    let mut plies = 0;
    for turn in 0..4 {
        play(if turn % 2 == 0 { &on_a } else { &on_b }, &id, &tokens, turn).await;
        plies += 1;
        for http in [&on_a, &on_b, &on_c] {
            assert_eq!(plies_seen(http, &id, plies).await, plies, "{}", http.base);
        }
    }
    // A refusal of the rules comes from the mirror in the rules' words, at once.
    let (mover, _) = to_move(&on_b, &id, &tokens).await.unwrap();
    let (status, refused) = on_b
        .post_as(
            &format!("/api/games/{id}/actions"),
            mover,
            json!({"action": "zz"}),
        )
        .await;
    assert_eq!(status / 100, 4, "{refused}");

    // Node a stops gracefully: it hands the game over, and b or c drives it within a sweep.
    let stopped = Instant::now();
    a.shutdown().await;
    let mut turn = 4;
    loop {
        let Some((token, moves)) = to_move(&on_c, &id, &tokens).await else {
            break;
        };
        let http = if turn % 3 == 0 { &on_b } else { &on_c };
        let action = pick(&moves, turn);
        let (status, answer) = try_play(http, &id, token, &action).await;
        if status == 503 {
            // No driver yet (the hand-over in progress): the client tries again; the next
            // turn is chosen from the game as it stands then (this one may have been made).
            not_owner_again(&answer, stopped).await;
            continue;
        }
        assert_eq!(status, 200, "{action}: {answer}");
        turn += 1;
        plies += 1;
        // Both nodes show the action before the next is chosen (the other hears of it by
        // NOTIFY, a moment later): an action chosen from a stale view would be refused.
        for http in [&on_b, &on_c] {
            assert_eq!(plies_seen(http, &id, plies).await, plies, "{}", http.base);
        }
    }
    // The whole game is stored once, in order, and both nodes agree on it.
    let (_, on_b_state) = on_b.get(&format!("/api/games/{id}")).await;
    let (_, on_c_state) = on_c.get(&format!("/api/games/{id}")).await;
    assert_eq!(on_b_state["history"], on_c_state["history"]);
    assert_eq!(on_b_state["history"].as_array().unwrap().len(), plies);
    assert_eq!(on_b_state["status"], "finished");
    b.shutdown().await;
    c.shutdown().await;
}

/// What a viewer is shown of a game: the view (Quartino: its own hand only), its legal actions
/// and the history — the same on every node, as the owner's views are proven hidden
/// (tests/hidden.rs).
async fn shown(http: &Http, id: &str, token: Option<&str>) -> Value {
    let query = token.map_or(String::new(), |t| format!("?token={t}"));
    let (status, state) = http.get(&format!("/api/games/{id}{query}")).await;
    assert_eq!(status, 200, "{state}");
    json!({"view": state["view"], "legal": state["legal"], "history": state["history"], "status": state["status"]})
}

/// Every node shows each viewer the same, waiting a little for the relays.
async fn same_everywhere(nodes: &[&Http], id: &str, tokens: &[String]) {
    let started = Instant::now();
    'again: loop {
        let viewers = tokens.iter().map(|t| Some(t.as_str())).chain([None]);
        for viewer in viewers {
            let first = shown(nodes[0], id, viewer).await;
            assert!(first["view"].is_string(), "{first}");
            for http in &nodes[1..] {
                let other = shown(http, id, viewer).await;
                if other != first {
                    assert!(
                        started.elapsed() < Duration::from_secs(10),
                        "{} shows {other}, {} shows {first}",
                        http.base,
                        nodes[0].base
                    );
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue 'again;
                }
            }
        }
        return;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quartino_hands_stay_hidden_through_relays_and_a_takeover() {
    let Some(pg) = ThrowawayPostgres::start_or_skip("quartino_hands_stay_hidden") else {
        return;
    };
    let url = pg.create_database("quartino").await.unwrap();
    let (a, b, c) = (node(&url).await, node(&url).await, node(&url).await);
    let (on_a, on_b, on_c) = (Http::new(&a), Http::new(&b), Http::new(&c));
    let mut a = Some(a);
    let created = on_a
        .create(json!({"game": "quartino", "rules": "cap=80", "seats": ["me", "me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens: Vec<String> = (0..3).map(|s| token_of(&created, s)).collect();
    let mut n = 0;
    let mut handed_over = false;
    let mut since = Instant::now();
    loop {
        let nodes: Vec<&Http> = if handed_over {
            vec![&on_b, &on_c]
        } else {
            vec![&on_a, &on_b, &on_c]
        };
        same_everywhere(&nodes, &id, &tokens).await;
        let (_, spectator) = on_c.get(&format!("/api/games/{id}")).await;
        if spectator["status"] == "finished" {
            break;
        }
        let seat = spectator["to_move"].as_u64().unwrap() as usize;
        let moves = legal(&on_c.state_as(&id, &tokens[seat]).await);
        let (status, answer) =
            try_play(nodes[n % nodes.len()], &id, &tokens[seat], &pick(&moves, n * 13)).await;
        if status == 503 {
            not_owner_again(&answer, since).await;
            continue;
        }
        assert_eq!(status, 200, "{answer}");
        since = Instant::now();
        n += 1;
        assert!(n < 5000, "the game ends");
        if n == 12 {
            // The owner hands the game over mid-game: the others go on showing the same.
            a.take().unwrap().shutdown().await;
            handed_over = true;
        }
    }
    assert!(handed_over, "the game lasted past the hand-over");
    b.shutdown().await;
    c.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_abort_on_a_mirror_is_made_by_the_owner_and_seen_everywhere() {
    let Some((_pg, [a, b, c], id, tokens)) = two_on_three_nodes(
        "an_abort_on_a_mirror",
        json!({"game": "quarto", "seats": ["me", "me"]}),
    )
    .await
    else {
        return;
    };
    let on_a = Http::new(&a);

    // Node a drives the game; each player is connected to another node, a mirror.
    let (mut first, mut second) = one_on_b_one_on_c(&b, &c, &id, &tokens).await;

    // The first player aborts through node b: the owner ends the game, and node c's client
    // sees it ended by an abort.
    until_made(&mut first, json!({"type": "abort"}), |s| {
        s["status"] == "finished"
    })
    .await;
    let over = tokio::time::timeout(
        Duration::from_secs(10),
        second.state_or_fail(|s| s["status"] == "finished"),
    )
    .await
    .expect("the abort reaches the other node");
    assert_eq!(over["result"]["termination"], "abort", "{over}");
    // Node a shows it too (at once if it made the abort; within its wait if it had lost the
    // game to b under load, which then made it, and a follows).
    let started = Instant::now();
    loop {
        let (_, owned) = on_a.get(&format!("/api/games/{id}")).await;
        if owned["status"] == "finished" || started.elapsed() > Duration::from_secs(10) {
            assert_eq!(owned["result"]["termination"], "abort", "{owned}");
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_seat_is_taken_through_a_node_that_does_not_drive_the_game() {
    let Some((_pg, _, [a, b], created)) = one_game_on_two_nodes(
        "an_open_seat_through_a_mirror",
        json!({"game": "quarto", "seats": ["me", "open"]}),
    )
    .await
    else {
        return;
    };
    let (on_a, on_b) = (Http::new(&a), Http::new(&b));
    let id = created["id"].as_str().unwrap().to_string();

    // Node b does not drive the game: it takes the seat through the owner, and its answer
    // holds the new token and the started game.
    let (status, joined) = on_b
        .post(&format!("/api/games/{id}/join"), json!({"name": "Bea"}))
        .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["seat"], 1, "{joined}");
    assert_eq!(joined["state"]["you"], json!([1]), "{joined}");
    let tokens = [
        token_of(&created, 0),
        joined["token"].as_str().unwrap().to_string(),
    ];
    // The owner knows the seat's new holder: both play, each through the other node.
    play(&on_b, &id, &tokens, 0).await;
    play(&on_a, &id, &tokens, 1).await;
    assert_eq!(plies_seen(&on_a, &id, 2).await, 2);
    assert_eq!(plies_seen(&on_b, &id, 2).await, 2);
    let (_, state) = on_a.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["seats"][1]["name"], "Bea", "{state}");
    a.shutdown().await;
    b.shutdown().await;
}

/// A player accepts the draw offer standing while the game passes to a new owner (see
/// [`until_made`]): the game is over by agreement.
async fn accept_draw_until_made(client: &mut common::Client, http: &Http, id: &str) {
    let accept = json!({"type": "accept", "offer": "draw"});
    until_made(client, accept, |s| s["status"] == "finished").await;
    let (_, state) = http.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["result"]["termination"], "agreement", "{state}");
}

/// Reads a client's messages until the answer to its ping, failing on any error on the way:
/// the calls it sent before the ping were all answered, none refused.
async fn none_refused(client: &mut common::Client) -> Vec<Value> {
    client.send(json!({"type": "ping"})).await;
    let mut read = Vec::new();
    loop {
        let message = client.next().await.expect("the connection stays open");
        assert_ne!(message["type"], "error", "refused: {message} after {read:?}");
        if message["type"] == "pong" {
            return read;
        }
        read.push(message);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_over_answers_the_calls_it_made_before_its_games_pass_on() {
    let Some((_pg, [a, b, c], id, tokens)) = two_on_three_nodes(
        "hand_over_answers",
        json!({"game": "quarto", "seats": ["me", "me"]}),
    )
    .await
    else {
        return;
    };
    // Node a drives the game; Ann talks through b, Bob through c.
    let (mut ann, mut bob) = one_on_b_one_on_c(&b, &c, &id, &tokens).await;
    until_made(&mut ann, json!({"type": "action", "action": "7"}), |s| {
        s["ply"] == 1
    })
    .await;
    bob.state_or_fail(|s| s["ply"] == 1).await;

    // Node a makes Ann's draw offer, and is stopped before it has answered her.
    a.node().unwrap().pause_answers(Duration::from_secs(2));
    ann.send(json!({"type": "offer", "offer": "draw"})).await;
    bob.state_or_fail(|s| s["offers"]["draw"] == 0).await;
    a.shutdown().await;
    let on_c = Http::new(&c);
    accept_draw_until_made(&mut bob, &on_c, &id).await;
    // Her offer was made, and its answer says so: not a refusal in the words of the game as it
    // stood after Bob's acceptance ("the game is over").
    none_refused(&mut ann).await;
    let (_, state) = on_c.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["result"]["termination"], "agreement", "{state}");
    b.shutdown().await;
    c.shutdown().await;
}

/// A call the owner took and did not answer within the asker's two waits (5 s each: the owner
/// is slow, or died after taking it) is answered `504 unanswered`, not `not_owner`: it may have
/// been made — here it was, and the game shows it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_call_taken_and_not_answered_in_time_is_said_to_be_maybe_made() {
    let Some((_pg, [a, b, c], id, tokens)) =
        two_on_three_nodes("unanswered", json!({"game": "quarto", "seats": ["me", "me"]})).await
    else {
        return;
    };
    // Node a drives the game and answers each call it takes 12 s after making it.
    a.node().unwrap().pause_answers(Duration::from_secs(12));
    let on_b = Http::new(&b);
    let (token, moves) = to_move(&on_b, &id, &tokens).await.unwrap();
    let started = Instant::now();
    let (status, answer) = try_play(&on_b, &id, token, &moves[0]).await;
    assert_eq!(
        (status, answer["error"].as_str()),
        (504, Some("unanswered")),
        "{answer}"
    );
    assert!(
        started.elapsed() >= Duration::from_secs(10),
        "answered after both waits, not before: {:?}",
        started.elapsed()
    );
    // It was made, once: every node shows it.
    for http in [&on_b, &Http::new(&c), &Http::new(&a)] {
        assert_eq!(plies_seen(http, &id, 1).await, 1);
    }
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_are_seen_and_answered_through_mirrors_and_kept_through_a_takeover() {
    let Some((_pg, [a, b, c], id, tokens)) = two_on_three_nodes(
        "offers_through_mirrors",
        json!({"game": "quarto", "seats": ["me", "me"]}),
    )
    .await
    else {
        return;
    };
    // Node a drives the game; Ann is connected to node b, Bob to node c: both mirrors.
    let (mut ann, mut bob) = one_on_b_one_on_c(&b, &c, &id, &tokens).await;
    let within = |what: &'static str| move || panic!("{what} did not reach the other node");
    let seen = Duration::from_secs(10);

    let play_7 = json!({"type": "action", "action": "7"});
    until_made(&mut ann, play_7.clone(), |s| s["ply"] == 1).await;
    bob.state_or_fail(|s| s["ply"] == 1).await;
    // A draw offer made through b is seen on c; Bob declines it through c.
    let offer_draw = json!({"type": "offer", "offer": "draw"});
    until_made(&mut ann, offer_draw.clone(), |s| s["offers"]["draw"] == 0).await;
    tokio::time::timeout(seen, bob.state_or_fail(|s| s["offers"]["draw"] == 0))
        .await
        .unwrap_or_else(|_| within("the offer")());
    let decline = json!({"type": "decline", "offer": "draw"});
    until_made(&mut bob, decline, |s| s["offers"]["draw"].is_null()).await;
    tokio::time::timeout(seen, ann.state_or_fail(|s| s["offers"]["draw"].is_null()))
        .await
        .unwrap_or_else(|_| within("the refusal")());
    // A take-back request through b, accepted through c: the turn is taken back everywhere.
    let ask = json!({"type": "offer", "offer": "take_back"});
    until_made(&mut ann, ask, |s| s["offers"]["take_back"] == 0).await;
    tokio::time::timeout(seen, bob.state_or_fail(|s| s["offers"]["take_back"] == 0))
        .await
        .unwrap_or_else(|_| within("the request")());
    let accept = json!({"type": "accept", "offer": "take_back"});
    until_made(&mut bob, accept, |s| s["ply"] == 0).await;
    tokio::time::timeout(seen, ann.state_or_fail(|s| s["ply"] == 0))
        .await
        .unwrap_or_else(|_| within("the take-back")());
    until_made(&mut ann, play_7, |s| s["ply"] == 1).await;
    bob.state_or_fail(|s| s["ply"] == 1).await;

    // Ann offers a draw again; the owner hands the game over: the new owner has it standing,
    // and Bob accepts it.
    until_made(&mut ann, offer_draw, |s| s["offers"]["draw"] == 0).await;
    tokio::time::timeout(seen, bob.state_or_fail(|s| s["offers"]["draw"] == 0))
        .await
        .unwrap_or_else(|_| within("the second offer")());
    a.shutdown().await;
    let on_c = Http::new(&c);
    let (_, state) = on_c.get(&format!("/api/games/{id}?token={}", tokens[1])).await;
    assert_eq!(state["offers"]["draw"], 0, "the offer stands: {state}");
    accept_draw_until_made(&mut bob, &on_c, &id).await;
    let over = tokio::time::timeout(seen, ann.state_or_fail(|s| s["status"] == "finished"))
        .await
        .unwrap_or_else(|_| within("the acceptance")());
    assert_eq!(over["result"]["termination"], "agreement", "{over}");
    b.shutdown().await;
    c.shutdown().await;
}

/// The text of the lines of the next chat message a client reads, with its chat.
async fn chat_lines(client: &mut common::Client) -> (Value, Vec<String>) {
    let chat = tokio::time::timeout(Duration::from_secs(10), client.next_of("chat"))
        .await
        .expect("a chat line within the wait");
    let texts = chat["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["text"].as_str().unwrap().to_string())
        .collect();
    (chat["chat"].clone(), texts)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chat_line_said_through_any_node_reaches_every_node_at_once_in_its_own_chat() {
    let Some((_pg, [a, b, c], id, tokens)) = two_on_three_nodes(
        "chat_across_nodes",
        json!({"game": "quarto", "seats": ["me", "me"], "name": "Ann"}),
    )
    .await
    else {
        return;
    };
    // Node a drives the game: Ann talks through b, Bob through a, a spectator watches on c
    // and another on a.
    let mut ann = common::Client::connect(&b, &id, Some(&tokens[0])).await;
    let mut bob = common::Client::connect(&a, &id, Some(&tokens[1])).await;
    let mut watcher = common::Client::connect(&c, &id, None).await;
    let mut other = common::Client::connect(&a, &id, None).await;
    for client in [&mut ann, &mut bob, &mut watcher, &mut other] {
        client.next_of("state").await;
    }

    ann.send(json!({"type": "chat", "text": "good luck"})).await;
    for client in [&mut ann, &mut bob] {
        assert_eq!(
            chat_lines(client).await,
            (json!("players"), vec!["good luck".to_string()])
        );
    }
    bob.send(json!({"type": "chat", "text": "thanks"})).await;
    assert_eq!(chat_lines(&mut ann).await.1, vec!["thanks"]);
    watcher.send(json!({"type": "chat", "text": "who wins?"})).await;
    for client in [&mut watcher, &mut other] {
        assert_eq!(
            chat_lines(client).await,
            (json!("spectators"), vec!["who wins?".to_string()])
        );
    }
    // The players heard no spectator, the spectators no player.
    let said = ann.raw.len();
    bob.send(json!({"type": "chat", "text": "your move"})).await;
    assert_eq!(chat_lines(&mut ann).await.1, vec!["your move"]);
    assert!(!ann.raw[said..].iter().any(|m| m.contains("who wins")));
    assert!(
        !watcher
            .raw
            .iter()
            .chain(&other.raw)
            .any(|m| m.contains("good luck") || m.contains("thanks"))
    );
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_chat_lines_a_cut_listener_missed_are_told_once_it_reconnects() {
    let Some((pg, [a, b, c], id, tokens)) = two_on_three_nodes(
        "chat_after_a_cut",
        json!({"game": "quarto", "seats": ["me", "me"], "name": "Ann"}),
    )
    .await
    else {
        return;
    };
    // Ann and a spectator talk through a; Bob and another spectator read through b, whose
    // listener loses the notices of what they say.
    let mut ann = common::Client::connect(&a, &id, Some(&tokens[0])).await;
    let mut talker = common::Client::connect(&a, &id, None).await;
    let mut bob = common::Client::connect(&b, &id, Some(&tokens[1])).await;
    let mut watcher = common::Client::connect(&b, &id, None).await;
    for client in [&mut ann, &mut talker, &mut bob, &mut watcher] {
        client.next_of("state").await;
    }
    let node_b = b.node().unwrap();
    node_b.miss_chats(true);
    ann.send(json!({"type": "chat", "text": "said in the cut"})).await;
    assert_eq!(chat_lines(&mut ann).await.1, vec!["said in the cut"]);
    talker.send(json!({"type": "chat", "text": "seen that?"})).await;
    assert_eq!(chat_lines(&mut talker).await.1, vec!["seen that?"]);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let missed = |client: &common::Client, text: &str| client.raw.iter().filter(|m| m.contains(text)).count();
    assert_eq!(
        (missed(&bob, "said in the cut"), missed(&watcher, "seen that?")),
        (0, 0),
        "the notices were lost"
    );

    // Once the listeners reconnect, node b tells what it missed, each line in its own chat,
    // and only once (node a, which told its lines already, tells them no more).
    node_b.miss_chats(false);
    assert!(pg.cut_listeners().await.unwrap() >= 3, "a listener for each node");
    assert_eq!(
        chat_lines(&mut bob).await,
        (json!("players"), vec!["said in the cut".to_string()])
    );
    assert_eq!(
        chat_lines(&mut watcher).await,
        (json!("spectators"), vec!["seen that?".to_string()])
    );
    ann.send(json!({"type": "chat", "text": "and after"})).await;
    assert_eq!(chat_lines(&mut bob).await.1, vec!["and after"]);
    assert_eq!(chat_lines(&mut ann).await.1, vec!["and after"]);
    for (client, text) in [
        (&ann, "said in the cut"),
        (&bob, "said in the cut"),
        (&watcher, "seen that?"),
    ] {
        assert_eq!(missed(client, text), 1, "told once: {:?}", client.raw);
    }
    assert_eq!(
        missed(&bob, "seen that?") + missed(&watcher, "said in the cut"),
        0
    );
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forwarded_call_is_refused_with_the_owners_very_error() {
    use quartet_server::http::error::ApiError;
    use quartet_server::room::{Call, Forward, Offer, RoomError};
    let Some((_pg, [a, b, c], id, _tokens)) = two_on_three_nodes(
        "owners_refusals",
        json!({"game": "quarto", "seats": ["me", "me"]}),
    )
    .await
    else {
        return;
    };
    // Node a drives the game; node b forwards its calls there as they are (with no check of
    // its own first), and each refusal is the one a client of a would have had: its code,
    // words, the rules' refusal and the details.
    let owner = a.games().room(&id).await.unwrap();
    let forwarder = b.node().unwrap();
    let calls = [
        // Not the seat to move.
        Call::Play {
            held: vec![1],
            text: "7".into(),
        },
        // Not the game's notation: the rules' own refusal.
        Call::Play {
            held: vec![0],
            text: "z9".into(),
        },
        // No offer to answer.
        Call::Answer {
            held: vec![1],
            what: Offer::Draw,
            accept: true,
        },
    ];
    let mut codes = Vec::new();
    // A `not_owner` (the owner slow or fenced on a busy machine) is tried again, as clients do.
    let forward = async |call: Call| {
        let started = Instant::now();
        loop {
            match forwarder.forward(&id, call.clone()).await {
                Err(RoomError::NotOwner { .. }) => {
                    let answer = json!({"error": "not_owner", "call": format!("{call:?}")});
                    not_owner_again(&answer, started).await;
                }
                answered => return answered,
            }
        }
    };
    for call in calls {
        let forwarded = ApiError::from(forward(call.clone()).await.unwrap_err());
        let direct = ApiError::from(owner.answer_forwarded(call).await.unwrap_err());
        assert_eq!(forwarded, direct);
        codes.push(serde_json::to_value(forwarded.code).unwrap());
    }
    assert_eq!(
        codes,
        [json!("not_your_turn"), json!("illegal"), json!("no_offer")]
    );
    // A call the owner makes is answered as made.
    forward(Call::Play {
        held: vec![0],
        text: "7".into(),
    })
    .await
    .unwrap();
    assert_eq!(owner.start_and_history().await.1.len(), 1);
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invitation_made_on_one_node_opens_and_joins_on_another_and_on_a_later_one() {
    let Some((_pg, url, [a, b], created)) = one_game_on_two_nodes(
        "invitations_across_nodes",
        json!({"game": "quarto", "seats": ["me", "invite"]}),
    )
    .await
    else {
        return;
    };
    let (on_a, on_b) = (Http::new(&a), Http::new(&b));
    let id = created["id"].as_str().unwrap().to_string();
    let code = common::invite_of(&created, 1);

    // Node b never loaded the game: it finds the invitation in the store, shows it and takes
    // its seat through the owner.
    let (status, info) = on_b.get(&format!("/api/invites/{code}")).await;
    assert_eq!(status, 200, "{info}");
    assert_eq!(
        (info["id"].as_str(), info["seat"].as_u64()),
        (Some(id.as_str()), Some(1))
    );
    let tokens = [token_of(&created, 0), on_b.join(&code).await];
    play(&on_a, &id, &tokens, 0).await;
    assert_eq!(plies_seen(&on_b, &id, 1).await, 1);
    // Used, it leads to its game and its seat is refused as taken, on either node.
    for http in [&on_a, &on_b] {
        let (status, info) = http.get(&format!("/api/invites/{code}")).await;
        assert_eq!(
            (status, info["id"].as_str(), info["state"].as_str()),
            (200, Some(id.as_str()), Some("taken")),
            "{}",
            http.base
        );
        let (status, refused) = http.post("/api/join", json!({"code": code})).await;
        assert_eq!(
            (status, refused["error"].as_str()),
            (409, Some("seat_taken")),
            "{}: {refused}",
            http.base
        );
    }

    // A second game's invitation, opened on a node started after it was made.
    let created = on_a
        .create(json!({"game": "quarto", "seats": ["me", "invite"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let code = common::invite_of(&created, 1);
    let later = node(&url).await;
    let on_later = Http::new(&later);
    let tokens = [token_of(&created, 0), on_later.join(&code).await];
    play(&on_later, &id, &tokens, 0).await;
    assert_eq!(plies_seen(&on_a, &id, 1).await, 1);
    for server in [a, b, later] {
        server.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_claimed_and_its_account_deleted_through_one_node_show_on_every_node_at_once() {
    let Some((_pg, [a, b, c], id, tokens)) = two_on_three_nodes(
        "accounts_across_nodes",
        json!({"game": "quarto", "seats": ["me", "me"], "name": "Anny"}),
    )
    .await
    else {
        return;
    };
    // Node a drives the game; its first player watches through b, a spectator through c.
    // Nothing is played meanwhile: no change of the game makes the mirrors reload it.
    let mut player = common::Client::connect(&b, &id, Some(&tokens[0])).await;
    let mut spectator = common::Client::connect(&c, &id, None).await;
    for client in [&mut player, &mut spectator] {
        let state = client.state_where(|s| s["seats"][0]["name"] == "Anny").await;
        assert!(state["seats"][0]["account"].is_null(), "a guest: {state}");
    }

    // Ann signs up and takes the guest's seat through node a: b and c show it at once.
    let mut ann = common::Browser::new(Http::new(&a));
    ann.credentials("/api/accounts", "Ann", "correct horse").await;
    let seats = json!({"seats": [{"game": id, "token": tokens[0]}]});
    let (status, body, _) = ann.send("POST", "/api/account/claim", Some(seats), true).await;
    assert_eq!((status, body["claimed"].as_u64()), (200, Some(1)), "{body}");
    for client in [&mut player, &mut spectator] {
        let state = tokio::time::timeout(
            Duration::from_secs(10),
            client.state_where(|s| s["seats"][0]["account"] == "Ann"),
        )
        .await
        .expect("the claim reaches the other nodes");
        assert_eq!(state["seats"][0]["name"], "Ann", "{state}");
    }

    // Her account deleted through node a: a deleted player on b and c at once.
    let (status, body, _) = ann
        .send(
            "DELETE",
            "/api/account",
            Some(json!({"password": "correct horse"})),
            true,
        )
        .await;
    assert_eq!(status, 200, "{body}");
    for client in [&mut player, &mut spectator] {
        let state = tokio::time::timeout(
            Duration::from_secs(10),
            client.state_where(|s| s["seats"][0]["account"].is_null()),
        )
        .await
        .expect("the deletion reaches the other nodes");
        assert!(state["seats"][0]["name"].is_null(), "a deleted player: {state}");
    }
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

// Presence across nodes, and the claim of the win through a mirror.

/// A node as [`node`] makes them, whose players may claim a game the others left after
/// `claim_after_ms`.
async fn claiming_node(url: &str, claim_after_ms: u64) -> Server {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), Location::parse(url).unwrap());
    config.bot_threads = 1;
    config.limits = common::fast_http();
    config.limits.claim_after_ms = claim_after_ms;
    config.cluster = Timing { lease: LEASE };
    quartet_server::start(config).await.unwrap()
}

/// A game between two people on three nodes of a new throwaway PostgreSQL: created on the
/// first (it drives it), its open seat taken through the second; `None` (said why) where
/// PostgreSQL is missing: the database, the nodes, the game's id and its two seat tokens.
async fn between_people_on_three_nodes(
    name: &str,
    claim_after_ms: u64,
) -> Option<(ThrowawayPostgres, [Server; 3], String, [String; 2])> {
    let pg = ThrowawayPostgres::start_or_skip(name)?;
    let url = pg.create_database("nodes").await.unwrap();
    let a = claiming_node(&url, claim_after_ms).await;
    let b = claiming_node(&url, claim_after_ms).await;
    let c = claiming_node(&url, claim_after_ms).await;
    let created = Http::new(&a)
        .create(json!({"game": "quarto", "seats": ["me", "open"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let (status, joined) = Http::new(&b)
        .post(&format!("/api/games/{id}/join"), json!({"name": "Bea"}))
        .await;
    assert_eq!(status, 200, "{joined}");
    let tokens = [
        token_of(&created, 0),
        joined["token"].as_str().unwrap().to_string(),
    ];
    Some((pg, [a, b, c], id, tokens))
}

/// Reads a client's states until seat `seat` shows `connected` as wanted (within the
/// client's wait): that state.
async fn seat_shown(client: &mut common::Client, seat: usize, connected: bool) -> Value {
    client
        .state_or_fail(|s| s["seats"][seat]["connected"] == connected)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_on_another_node_is_present_for_the_owner_until_gone_from_every_node() {
    let Some((_pg, [a, b, c], id, tokens)) =
        between_people_on_three_nodes("presence_across_nodes", 60_000).await
    else {
        return;
    };
    // The first player is at the owner, node a; the second connects to node b only.
    let mut first = common::Client::connect(&a, &id, Some(&tokens[0])).await;
    let second = common::Client::connect(&b, &id, Some(&tokens[1])).await;
    let shown = seat_shown(&mut first, 1, true).await;
    assert_eq!(shown["seats"][1]["left_at"], Value::Null, "{shown}");
    // Through node c as well, then gone from b: still present, through c.
    let mut also = common::Client::connect(&c, &id, Some(&tokens[1])).await;
    also.state_or_fail(|s| s["seats"][1]["connected"] == true).await;
    drop(second);
    let on_a = Http::new(&a);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (_, state) = on_a.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["seats"][1]["connected"], true, "{state}");
    // Gone from every node: left, with when.
    drop(also);
    let left = seat_shown(&mut first, 1, false).await;
    assert!(left["seats"][1]["left_at"].as_u64().is_some(), "{left}");
    // Back through b, which then dies (it stops beating): its connections count as gone.
    let _back = common::Client::connect(&b, &id, Some(&tokens[1])).await;
    seat_shown(&mut first, 1, true).await;
    b.node().unwrap().silence();
    let gone = seat_shown(&mut first, 1, false).await;
    assert!(gone["seats"][1]["left_at"].as_u64().is_some(), "{gone}");
    // Node c (which holds the game since the second player's tab there) comes to the same
    // sum once its own sweep has seen b silent: the first player, at a, only.
    let mut watcher = common::Client::connect(&c, &id, None).await;
    watcher
        .state_or_fail(|s| s["seats"][0]["connected"] == true && s["seats"][1]["connected"] == false)
        .await;
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

/// Claims the win through `client` until the game is over: refused while the other player's
/// wait runs (`too soon`), tried again; any other refusal fails, and so does no end in 20 s.
async fn claim_until_over(client: &mut common::Client) -> Value {
    let started = Instant::now();
    loop {
        client.send(json!({"type": "claim"})).await;
        loop {
            let read = client.next().await.expect("the connection stays open");
            if read["type"] == "state" && read["status"] == "finished" {
                return read;
            }
            if read["type"] == "error" {
                let soon = read["code"] == "claim_refused"
                    && read["message"].as_str().unwrap_or("").contains("seconds");
                if !soon {
                    not_owner_again(&read, started).await;
                }
                assert!(started.elapsed() < Duration::from_secs(20), "{read}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                break;
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_win_is_claimed_through_a_mirror_once_the_other_player_left_every_node() {
    let Some((_pg, [a, b, c], id, tokens)) =
        between_people_on_three_nodes("claim_through_a_mirror", 300).await
    else {
        return;
    };
    // Node a drives the game; the first player is at node b, the second at node c.
    let (mut first, second) = one_on_b_one_on_c(&b, &c, &id, &tokens).await;
    seat_shown(&mut first, 1, true).await;
    // The second player is at the table (through c): the claim is refused.
    first.send(json!({"type": "claim"})).await;
    let refused = first.next_of("error").await;
    assert_eq!(refused["code"], "claim_refused", "{refused}");
    assert!(refused["message"].as_str().unwrap().contains("2"), "{refused}");
    // Gone: the claim, forwarded to the owner, wins once the wait is over.
    drop(second);
    seat_shown(&mut first, 1, false).await;
    let over = claim_until_over(&mut first).await;
    assert_eq!(over["result"]["termination"], "claim", "{over}");
    assert_eq!(over["result"]["winner"], 0, "{over}");
    let (_, owned) = Http::new(&a).get(&format!("/api/games/{id}")).await;
    assert_eq!(owned["status"], "finished", "{owned}");
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

// One pool across nodes (docs/cluster.md, "One pool across nodes").

/// Asks for quick pairing (`ask`, the body of `POST /api/pairing`) on `server` and waits for
/// an opponent on its socket there; the socket, once waiting.
async fn waiting_on(server: &Server, path: &str, ask: Value) -> (common::Client, Value) {
    let (status, ticket) = Http::new(server).post(path, ask).await;
    assert_eq!(status, 201, "{ticket}");
    let mut socket = common::Client::open(server, "/api/pairing/ws").await;
    socket
        .send(json!({"type": "wait", "ticket": ticket["ticket"]}))
        .await;
    let waiting = socket.next().await.unwrap();
    assert_eq!(waiting["type"], "waiting", "{waiting}");
    (socket, ticket)
}

/// Two players told `paired` (`told`, each with the node it talks to) sit at one live game,
/// each at their own seat, whose token holds it on every node; the game's id.
async fn seated_together(told: [(&Value, &Server); 2], nodes: &[&Server], names: [&str; 2]) -> String {
    let [(first, _), (second, _)] = told;
    assert_eq!(first["type"], "paired", "{first}");
    assert_eq!(second["type"], "paired", "{second}");
    assert_eq!(first["game"], second["game"], "{first} {second}");
    assert_ne!(first["seat"], second["seat"]);
    assert_eq!(first["opponent"], names[1]);
    assert_eq!(second["opponent"], names[0]);
    let id = first["game"].as_str().unwrap().to_string();
    for (p, _) in told {
        for node in nodes {
            let state = Http::new(node).state_as(&id, p["token"].as_str().unwrap()).await;
            assert_eq!(state["you"], json!([p["seat"]]), "{state}");
            assert_eq!(state["status"], "live", "{state}");
        }
    }
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_asking_quick_pairing_on_two_nodes_are_paired_into_one_game() {
    let Some(pg) = ThrowawayPostgres::start_or_skip("quick_pairing_on_two_nodes") else {
        return;
    };
    let url = pg.create_database("pool").await.unwrap();
    // The first node runs the pool; the players talk to the two others.
    let (a, b, c) = (node(&url).await, node(&url).await, node(&url).await);
    let ask = |name: &str| json!({"game": "quarto", "clock": "5m+3s", "name": name});
    let (mut ada, _) = waiting_on(&b, "/api/pairing", ask("Ada")).await;
    // Its node lists her pool; the pool's node pairs her with whoever comes, on any node.
    let (_, pools) = Http::new(&b).get("/api/pairing").await;
    assert_eq!(pools["pools"][0]["waiting"], 1, "{pools}");
    // So does every other node, once her ticket is stored.
    for other in [&a, &c] {
        let listed = async {
            loop {
                let (_, pools) = Http::new(other).get("/api/pairing").await;
                if pools["pools"][0]["waiting"] == 1 {
                    return pools;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        };
        let pools = tokio::time::timeout(Duration::from_secs(20), listed)
            .await
            .expect("another node never listed the waiting player");
        assert_eq!(pools["pools"][0]["clock"], "5m+3s", "{pools}");
        assert_eq!(pools["pools"].as_array().map(Vec::len), Some(1), "{pools}");
    }
    let (mut bo, _) = waiting_on(&c, "/api/pairing", ask("Bo")).await;
    let (on_b, on_c) = (ada.next_of("paired").await, bo.next_of("paired").await);
    let id = seated_together([(&on_b, &b), (&on_c, &c)], &[&a, &b, &c], ["Ada", "Bo"]).await;
    // The game is played through the players' own nodes.
    let tokens = if on_b["seat"] == 0 {
        [
            on_b["token"].as_str().unwrap().to_string(),
            on_c["token"].as_str().unwrap().to_string(),
        ]
    } else {
        [
            on_c["token"].as_str().unwrap().to_string(),
            on_b["token"].as_str().unwrap().to_string(),
        ]
    };
    play(&Http::new(&b), &id, &tokens, 0).await;
    // c's mirror shows the first action before the second is asked through it.
    assert_eq!(plies_seen(&Http::new(&c), &id, 1).await, 1);
    play(&Http::new(&c), &id, &tokens, 1).await;
    // A third player waits alone: nobody is paired twice.
    let (mut cy, _) = waiting_on(&b, "/api/pairing", ask("Cy")).await;
    tokio::time::sleep(LEASE).await;
    cy.send(json!({"type": "ping"})).await;
    let next = cy.next().await.unwrap();
    assert_eq!(next["type"], "pong", "{next}");
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

// A rematch through any node.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_two_players_of_a_finished_game_on_two_nodes_land_in_one_rematch() {
    let Some((_pg, [a, b, c], id, tokens)) =
        between_people_on_three_nodes("rematch_through_two_nodes", 60_000).await
    else {
        return;
    };
    let (on_a, on_b) = (Http::new(&a), Http::new(&b));
    let (status, resigned) = on_a
        .post_as(&format!("/api/games/{id}/resign"), &tokens[0], json!({}))
        .await;
    assert_eq!(status, 200, "{resigned}");
    let started = Instant::now();
    while on_b.get(&format!("/api/games/{id}")).await.1["status"] != "finished" {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "node b never saw the end"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Both ask at once, each through another node: one makes the rematch, the other lands in it.
    let path = format!("/api/games/{id}/rematch");
    let ((first_status, first), (second_status, second)) = tokio::join!(
        on_a.post_as(&path, &tokens[0], json!({})),
        on_b.post_as(&path, &tokens[1], json!({})),
    );
    assert!(matches!(first_status, 200 | 201), "{first}");
    assert!(matches!(second_status, 200 | 201), "{second}");
    assert_eq!(first["id"], second["id"], "{first} {second}");
    let seat = |answer: &Value| answer["tokens"][0]["seat"].as_u64().unwrap();
    assert_ne!(seat(&first), seat(&second), "{first} {second}");
    // The new game has both players, and every node shows it linked.
    let rematch = first["id"].as_str().unwrap().to_string();
    let (_, state) = on_b.get(&format!("/api/games/{rematch}")).await;
    assert_eq!(state["status"], "live", "{state}");
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seek_made_on_one_node_and_accepted_on_another_tells_its_player() {
    let Some(pg) = ThrowawayPostgres::start_or_skip("a_seek_across_nodes") else {
        return;
    };
    let url = pg.create_database("seeks").await.unwrap();
    let (a, b) = (node(&url).await, node(&url).await);
    let ask = json!({"game": "danish", "clock": "10m+5s", "name": "Ada"});
    let (mut ada, made) = waiting_on(&a, "/api/seeks", ask).await;
    let seek = made["seek"].as_str().unwrap().to_string();
    // Listed on the other node, and accepted there.
    let (_, listed) = Http::new(&b).get("/api/seeks").await;
    assert_eq!(listed["seeks"][0]["id"], seek.as_str(), "{listed}");
    let accept = format!("/api/seeks/{seek}/accept");
    let (status, bo) = Http::new(&b).post(&accept, json!({"name": "Bo"})).await;
    assert_eq!(status, 201, "{bo}");
    let told = ada.next_of("paired").await;
    seated_together([(&told, &a), (&bo, &b)], &[&a, &b], ["Ada", "Bo"]).await;
    // Taken once, on any node.
    let (status, again) = Http::new(&a).post(&accept, json!({})).await;
    assert_eq!(status, 404, "{again}");
    let (_, listed) = Http::new(&a).get("/api/seeks").await;
    assert_eq!(listed["seeks"], json!([]), "{listed}");
    for server in [a, b] {
        server.shutdown().await;
    }
}

/// A node on a runtime and a thread of its own, killed by shutting the runtime down: its tasks
/// end where they are — no hand-over, its leases (the pool's too) simply run out. Its address,
/// and what kills it (once [`kill`] returns, the node is gone).
fn a_node_to_kill(
    url: &str,
) -> (
    std::net::SocketAddr,
    (tokio::sync::oneshot::Sender<()>, std::thread::JoinHandle<()>),
) {
    let (addr_tx, addr_rx) = std::sync::mpsc::channel();
    let (kill, killed) = tokio::sync::oneshot::channel::<()>();
    let url = url.to_string();
    let thread = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let server = node(&url).await;
            addr_tx.send(server.addr()).unwrap();
            let _ = killed.await;
            // Nothing of it says goodbye: its stop signal is never sent.
            std::mem::forget(server);
        });
        runtime.shutdown_timeout(Duration::from_secs(1));
    });
    (addr_rx.recv().unwrap(), (kill, thread))
}

/// Kills a node of [`a_node_to_kill`]: it is gone on return.
async fn kill((kill, thread): (tokio::sync::oneshot::Sender<()>, std::thread::JoinHandle<()>)) {
    let _ = kill.send(());
    tokio::task::spawn_blocking(move || thread.join().unwrap())
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_the_pool_s_node_is_killed_another_takes_the_pool_and_pairs() {
    let Some(pg) = ThrowawayPostgres::start_or_skip("the_pool_s_node_killed") else {
        return;
    };
    let url = pg.create_database("killed").await.unwrap();
    // The first node takes the pool.
    let (pool_node, doomed) = a_node_to_kill(&url);
    let (b, c) = (node(&url).await, node(&url).await);
    let ask = |name: &str| json!({"game": "quarto", "clock": "5m+3s", "name": name});
    let (mut ada, _) = waiting_on(&b, "/api/pairing", ask("Ada")).await;
    kill(doomed).await;
    // Gone: nothing answers there any more.
    let gone = reqwest::Client::new()
        .get(format!("http://{pool_node}/api/seeks"))
        .timeout(Duration::from_secs(2))
        .send()
        .await;
    assert!(gone.is_err(), "the killed node still answers");
    let killed = Instant::now();
    let (mut bo, _) = waiting_on(&c, "/api/pairing", ask("Bo")).await;
    let (on_b, on_c) = (ada.next_of("paired").await, bo.next_of("paired").await);
    eprintln!("paired {:.1?} after the pool's node was killed", killed.elapsed());
    seated_together([(&on_b, &b), (&on_c, &c)], &[&b, &c], ["Ada", "Bo"]).await;
    for server in [b, c] {
        server.shutdown().await;
    }
}

/// A pairer of the test's own, on `url`: a node that takes the pool first and keeps it until
/// the task is aborted (renewing its lease), so that no other node pairs meanwhile.
async fn a_pairer_of_the_test(url: &str) -> (Arc<dyn GameStore>, i64, tokio::task::JoinHandle<()>) {
    let store = quartet_store::open(url).await.unwrap();
    let cluster = store.cluster().unwrap();
    cluster.join("pairerofthetest", LEASE).await.unwrap();
    let epoch = cluster.hold_pool().await.unwrap().unwrap();
    let renewer = store.clone();
    let renewing = tokio::spawn(async move {
        loop {
            tokio::time::sleep(LEASE / 5).await;
            let cluster = renewer.cluster().unwrap();
            cluster.join("pairerofthetest", LEASE).await.unwrap();
            assert_eq!(cluster.hold_pool().await.unwrap(), Some(epoch));
        }
    });
    (store, epoch, renewing)
}

/// The pool's tickets, once there are two not in `seen`.
async fn two_new_tickets(store: &Arc<dyn GameStore>, seen: &[String]) -> Vec<PairingTicket> {
    let cluster = store.cluster().unwrap();
    let waited = async {
        loop {
            let tickets: Vec<PairingTicket> = cluster
                .pool_tickets()
                .await
                .unwrap()
                .into_iter()
                .filter(|t| !seen.contains(&t.id))
                .collect();
            if tickets.len() == 2 {
                return tickets;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(30), waited)
        .await
        .expect("two new tickets were never stored")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_whose_tickets_a_pairer_took_and_never_told_wait_again_or_are_seated() {
    let Some(pg) = ThrowawayPostgres::start_or_skip("a_pairer_that_never_told") else {
        return;
    };
    let url = pg.create_database("untold").await.unwrap();
    let (pairer, epoch, renewing) = a_pairer_of_the_test(&url).await;
    let (b, c) = (node(&url).await, node(&url).await);
    let ask = |name: &str| json!({"game": "quarto", "clock": "5m+3s", "name": name});
    let (mut ada, _) = waiting_on(&b, "/api/pairing", ask("Ada")).await;
    let (mut bo, _) = waiting_on(&c, "/api/pairing", ask("Bo")).await;
    let cluster = pairer.cluster().unwrap();

    // The pairer takes both tickets and stops before it makes the game: each player's node
    // finds its ticket gone with no news and no seat, and its player waits again.
    let first = two_new_tickets(&pairer, &[]).await;
    let ids: Vec<String> = first.iter().map(|t| t.id.clone()).collect();
    assert_eq!(cluster.take_tickets(epoch, &ids).await.unwrap().len(), 2);
    let again = two_new_tickets(&pairer, &ids).await;
    let mut nodes: Vec<&str> = again.iter().map(|t| t.node.as_str()).collect();
    let mut before: Vec<&str> = first.iter().map(|t| t.node.as_str()).collect();
    nodes.sort_unstable();
    before.sort_unstable();
    assert_eq!(nodes, before, "each player waits again on their own node");
    for (socket, name) in [(&mut ada, "Ada"), (&mut bo, "Bo")] {
        socket.send(json!({"type": "ping"})).await;
        let next = socket.next().await.unwrap();
        assert_eq!(next["type"], "pong", "{name} was told something: {next}");
    }

    // This time the pairer makes the game with the tickets' token hashes, and stops before
    // it tells the nodes: each node finds its player's seat and tells them their game.
    let ids: Vec<String> = again.iter().map(|t| t.id.clone()).collect();
    let taken = cluster.take_tickets(epoch, &ids).await.unwrap();
    assert_eq!(taken.len(), 2);
    let seat = |index: i32, t: &PairingTicket| Seat {
        index,
        kind: SeatKind::Human,
        name: t.name.clone(),
        token_hash: Some(t.token_hash.clone()),
        invite: None,
        account: SeatAccount::None,
    };
    let made = NewGame {
        id: "madeuntold".to_string(),
        kind: taken[0].kind.clone(),
        rules: taken[0].rules.clone(),
        seed: 7,
        start: None,
        time_control: taken[0].clock.clone(),
        created_at: i64::try_from(std::time::UNIX_EPOCH.elapsed().unwrap().as_millis()).unwrap(),
        seats: vec![seat(0, &taken[0]), seat(1, &taken[1])],
        hints: false,
        rated: None,
        chat: true,
    };
    pairer.create_game(&made).await.unwrap();
    renewing.abort();
    let (on_b, on_c) = (ada.next_of("paired").await, bo.next_of("paired").await);
    for (told, server) in [(&on_b, &b), (&on_c, &c)] {
        assert_eq!(told["game"], "madeuntold", "{told}");
        let state = Http::new(server)
            .state_as("madeuntold", told["token"].as_str().unwrap())
            .await;
        assert_eq!(state["you"], json!([told["seat"]]), "{state}");
    }
    assert_ne!(on_b["seat"], on_c["seat"]);
    assert_eq!(on_b["opponent"], "Bo", "{on_b}");
    assert_eq!(on_c["opponent"], "Ada", "{on_c}");
    for server in [b, c] {
        server.shutdown().await;
    }
}

// The chat's rate across nodes.

/// One sender with a tab on node b and one on node c (node a drives the game; `seat`: the
/// seat token they hold, none for a spectator): five lines through b, each heard on c too and
/// from then on counted there, then a sixth through c is refused.
async fn held_to_one_rate(name: &str, seat: Option<usize>) {
    let Some((_pg, [a, b, c], id, tokens)) = two_on_three_nodes(
        name,
        json!({"game": "quarto", "seats": ["me", "me"], "name": "Ann"}),
    )
    .await
    else {
        return;
    };
    let token = seat.map(|s| tokens[s].as_str());
    let mut on_b = common::Client::connect(&b, &id, token).await;
    let mut on_c = common::Client::connect(&c, &id, token).await;
    for client in [&mut on_b, &mut on_c] {
        client.next_of("state").await;
    }
    for i in 1..=5 {
        let text = format!("line {i}");
        on_b.send(json!({"type": "chat", "text": text})).await;
        assert_eq!(chat_lines(&mut on_b).await.1, vec![text.clone()]);
        assert_eq!(chat_lines(&mut on_c).await.1, vec![text]);
    }
    on_c.send(json!({"type": "chat", "text": "line 6"})).await;
    // The answer: the line refused, not said.
    let answer = loop {
        let message = on_c.next().await.expect("the connection stays open");
        if message["type"] == "error" || message["type"] == "chat" {
            break message;
        }
    };
    assert_eq!(answer["detail"]["code"], "chat-too-fast", "{answer}");
    for server in [a, b, c] {
        server.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_talking_through_two_nodes_is_held_to_one_rate() {
    held_to_one_rate("chat_rate_across_nodes", Some(0)).await;
}

/// Counted by their address (the tests' clients all come from one).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_talking_through_two_nodes_is_held_to_one_rate() {
    held_to_one_rate("spectator_rate_across_nodes", None).await;
}
