//! Several nodes on one PostgreSQL (issue 24, `docs/cluster.md`): in-process servers on
//! loopback ports sharing one throwaway PostgreSQL, with a short lease so that takeovers take
//! a second or two. Skipped with a message outside CI when PostgreSQL's binaries are missing.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod common;

use std::time::{Duration, Instant};

use common::{Http, legal, pick, token_of};
use quartet_server::{Config, Server, cluster::Timing};
use quartet_store::Location;
use quartet_store_test_kit::ThrowawayPostgres;
use serde_json::{Value, json};

/// The lease of the tests' nodes.
const LEASE: Duration = Duration::from_millis(1_500);

async fn node(url: &str) -> Server {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), Location::parse(url).unwrap());
    config.bot_threads = 1;
    config.limits = common::fast_http();
    config.cluster = Timing { lease: LEASE };
    quartet_server::start(config).await.unwrap()
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
/// short lease, a busy machine is enough) or the owner did not answer in time: nothing was
/// changed, or the game shows it made (its answer lost), and the browser tries again quietly.
/// So do the tests, after a pause; any other refusal fails, and so does no owner for 20 s.
async fn not_owner_again(answer: &Value, started: Instant) {
    let code = if answer["type"] == "error" {
        &answer["code"]
    } else {
        &answer["error"]
    };
    assert_eq!(code, "not_owner", "refused: {answer}");
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
    // Used, it leads nowhere, on either node.
    for http in [&on_a, &on_b] {
        let (status, refused) = http.post("/api/join", json!({"code": code})).await;
        assert_eq!(status, 404, "{}: {refused}", http.base);
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
