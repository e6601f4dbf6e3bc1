//! Quick pairing against the real server: two guests waiting on their sockets are seated at a
//! casual game and each told their own seat's token; two accounts get a rated game in their
//! class and play it to the ratings; a guest cannot ask for a rated game; leaving (by `DELETE`
//! or by closing the socket) leaves the pool; tickets are secret, one socket at a time and
//! checked, and a socket lost (while waiting, or as the player is paired) comes back with its
//! ticket to wait again or hear the seat; a guest browser's tabs are one player, never paired
//! together; the pools are listed; seeks are listed, accepted once by anyone (rated ones by
//! another account, never from the seek's own browser), and go when their player leaves. (The fairness of the pool itself: the simulations of
//! `crates/server/src/pool.rs`.)

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::{Client, Http, signed_up, start};
use quartet_server::Server;
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// Opens the pairing socket and waits with `ticket`; answers the socket and its `waiting`.
async fn wait_with(server: &Server, ticket: &str) -> (Client, Value) {
    let mut socket = Client::open(server, "/api/pairing/ws").await;
    socket.send(json!({"type": "wait", "ticket": ticket})).await;
    let waiting = socket.next().await.unwrap();
    (socket, waiting)
}

/// Whether `check` comes true within 5 s.
async fn eventually<F: Future<Output = bool>>(check: impl Fn() -> F) -> bool {
    for _ in 0..100 {
        if check().await {
            return true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    false
}

/// Plays a game to its end over HTTP, each seat its first legal action; the final state.
async fn play_out(http: &Http, id: &str, tokens: &[String; 2]) -> Value {
    loop {
        let state = http.state_as(id, &tokens[0]).await;
        let Some(seat) = state["to_move"].as_u64() else {
            return state;
        };
        assert!(http.play_one(id, &tokens[seat as usize], 0).await);
    }
}

#[tokio::test]
async fn two_guests_are_paired_at_a_casual_game() {
    let dir = TempDir::new("quartet-pairing").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let ask = json!({"game": "quarto", "clock": "5m+3s", "name": "Ada"});
    let (status, first) = http.post("/api/pairing", ask).await;
    assert_eq!(status, 201, "{first}");
    assert_eq!(first["pool"]["rated"], false);
    assert_eq!(first["pool"]["class"], "quarto/standard/rapid");
    assert_eq!(first["rating"], 1500);
    let (mut ada, waiting) = wait_with(&server, first["ticket"].as_str().unwrap()).await;
    assert_eq!(waiting, json!({"type": "waiting", "rating": 1500, "waiting": 1}));
    // The pools list says someone waits, and never a ticket.
    let (_, pools) = http.get("/api/pairing").await;
    assert_eq!(pools["pools"][0]["waiting"], 1, "{pools}");
    assert!(!pools.to_string().contains(first["ticket"].as_str().unwrap()));

    // The same clock written otherwise is the same pool.
    let (status, second) = http
        .post(
            "/api/pairing",
            json!({"game": "quarto", "clock": "5m + 3s", "name": "Bo"}),
        )
        .await;
    assert_eq!(status, 201, "{second}");
    let mut bo = Client::open(&server, "/api/pairing/ws").await;
    bo.send(json!({"type": "wait", "ticket": second["ticket"]})).await;
    let mut paired = Vec::new();
    for socket in [&mut ada, &mut bo] {
        let told = socket.next_of("paired").await;
        assert_eq!(told["rated"], false);
        paired.push(told);
        // The socket closes once it said so.
        assert!(socket.next().await.is_none());
    }
    assert_eq!(paired[0]["game"], paired[1]["game"]);
    assert_eq!(paired[0]["opponent"], "Bo");
    assert_eq!(paired[1]["opponent"], "Ada");
    let mut seats: Vec<u64> = paired.iter().map(|p| p["seat"].as_u64().unwrap()).collect();
    seats.sort_unstable();
    assert_eq!(seats, [0, 1]);
    // Each token holds its own seat, and the game is live between them.
    let id = paired[0]["game"].as_str().unwrap();
    for p in &paired {
        let state = http.state_as(id, p["token"].as_str().unwrap()).await;
        assert_eq!(state["status"], "live", "{state}");
        assert_eq!(state["you"], json!([p["seat"]]), "{state}");
        assert!(state["rated"].is_null());
    }
    let (_, state) = http.get(&format!("/api/games/{id}")).await;
    let mut names: Vec<&str> = state["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["Ada", "Bo"]);
    server.shutdown().await;
}

#[tokio::test]
async fn a_seat_lost_on_the_way_is_told_again_when_the_socket_comes_back() {
    let dir = TempDir::new("quartet-pairing").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let ask = json!({"game": "quarto", "clock": "5m"});
    let (_, first) = http.post("/api/pairing", ask.clone()).await;
    let ticket = first["ticket"].as_str().unwrap();
    let (ada, _) = wait_with(&server, ticket).await;
    let (_, second) = http.post("/api/pairing", ask).await;
    let (mut bo, _) = wait_with(&server, second["ticket"].as_str().unwrap()).await;
    let bos = bo.next_of("paired").await;
    // Ada's connection drops as she is paired: her "paired" never reaches her page.
    drop(ada);
    // Her page comes back with its ticket and hears her seat, at the game Bo is at.
    let (mut again, waiting) = wait_with(&server, ticket).await;
    assert_eq!(waiting["type"], "waiting", "{waiting}");
    let adas = again.next_of("paired").await;
    assert_eq!(adas["game"], bos["game"]);
    assert_ne!(adas["seat"], bos["seat"]);
    let id = adas["game"].as_str().unwrap();
    let state = http.state_as(id, adas["token"].as_str().unwrap()).await;
    assert_eq!(state["you"], json!([adas["seat"]]), "{state}");
    assert!(again.next().await.is_none());
    // As often as it comes back while the seat is kept; never for a made-up ticket.
    let (mut third, _) = wait_with(&server, ticket).await;
    assert_eq!(third.next_of("paired").await["token"], adas["token"]);
    let (mut made_up, told) = wait_with(&server, "x").await;
    assert_eq!(told["code"], "not_found", "{told}");
    assert!(made_up.next().await.is_none());
    server.shutdown().await;
}

#[tokio::test]
async fn a_socket_lost_while_waiting_may_come_back_and_wait_again() {
    let dir = TempDir::new("quartet-pairing").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let ask = json!({"game": "quarto", "clock": "3m"});
    let (_, first) = http.post("/api/pairing", ask.clone()).await;
    let ticket = first["ticket"].as_str().unwrap();
    let (ada, _) = wait_with(&server, ticket).await;
    drop(ada);
    // Out of the pool at once: nobody is paired with a page that is not there.
    let gone = eventually(|| async { http.get("/api/pairing").await.1["pools"] == json!([]) }).await;
    assert!(gone, "the closed socket's player still waits");
    let (mut ada, waiting) = wait_with(&server, ticket).await;
    assert_eq!(waiting, json!({"type": "waiting", "rating": 1500, "waiting": 1}));
    let (_, second) = http.post("/api/pairing", ask).await;
    let (mut bo, _) = wait_with(&server, second["ticket"].as_str().unwrap()).await;
    assert_eq!(
        ada.next_of("paired").await["game"],
        bo.next_of("paired").await["game"]
    );
    server.shutdown().await;
}

#[tokio::test]
async fn a_guest_browser_is_one_player_never_paired_with_itself() {
    let dir = TempDir::new("quartet-pairing").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let ask = |browser: &str| json!({"game": "quarto", "clock": "5m", "browser": browser});
    // Two tabs of one guest: the second wait takes the place of the first.
    let (_, one) = http.post("/api/pairing", ask("tab-browser-1")).await;
    let (mut tab1, _) = wait_with(&server, one["ticket"].as_str().unwrap()).await;
    let (_, two) = http.post("/api/pairing", ask("tab-browser-1")).await;
    let (mut tab2, waiting) = wait_with(&server, two["ticket"].as_str().unwrap()).await;
    assert_eq!(waiting["waiting"], 1, "{waiting}");
    let told = tab1.next().await.unwrap();
    assert_eq!(told["code"], "pairing_ended", "{told}");
    assert!(tab1.next().await.is_none());
    // Another browser is another player.
    let (_, other) = http.post("/api/pairing", ask("someone_else")).await;
    let (mut someone, _) = wait_with(&server, other["ticket"].as_str().unwrap()).await;
    assert_eq!(
        tab2.next_of("paired").await["game"],
        someone.next_of("paired").await["game"]
    );

    // A seek: not accepted from its own browser, by anyone else.
    let (_, made) = http.post("/api/seeks", ask("tab-browser-1")).await;
    let (_ada, _) = wait_with(&server, made["ticket"].as_str().unwrap()).await;
    let accept = format!("/api/seeks/{}/accept", made["seek"].as_str().unwrap());
    let (status, own) = http.post(&accept, json!({"browser": "tab-browser-1"})).await;
    assert_eq!(
        (status, own["error"].as_str()),
        (400, Some("bad_request")),
        "{own}"
    );
    assert!(own["message"].as_str().unwrap().contains("own seek"), "{own}");
    let (status, paired) = http.post(&accept, json!({"browser": "someone_else"})).await;
    assert_eq!(
        (status, paired["type"].as_str()),
        (201, Some("paired")),
        "{paired}"
    );

    // A browser's id is checked.
    for bad in ["", "with space", &"x".repeat(65)] {
        let (status, refused) = http.post("/api/pairing", ask(bad)).await;
        assert_eq!(status, 400, "{refused}");
        assert_eq!(refused["detail"]["code"], "pairing-browser", "{refused}");
    }
    server.shutdown().await;
}

#[tokio::test]
async fn two_accounts_are_paired_at_a_rated_game_that_rates_them() {
    let dir = TempDir::new("quartet-pairing").unwrap();
    let server = start(dir.path()).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;
    let ask = json!({"game": "quarto", "clock": "3m+2s", "rated": true});

    // A guest may not wait for a rated game; a signed-in player needs the CSRF header.
    let guest = Http::new(&server);
    let (status, body) = guest.post("/api/pairing", ask.clone()).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (401, Some("signed_out")),
        "{body}"
    );
    let (status, body, _) = ann.send("POST", "/api/pairing", Some(ask.clone()), false).await;
    assert_eq!((status, body["error"].as_str()), (403, Some("csrf")), "{body}");

    let mut sockets = Vec::new();
    for browser in [&mut ann, &mut bob] {
        let (status, ticket, _) = browser
            .send("POST", "/api/pairing", Some(ask.clone()), true)
            .await;
        assert_eq!(status, 201, "{ticket}");
        assert_eq!(ticket["pool"]["rated"], true);
        let mut socket = Client::open(&server, "/api/pairing/ws").await;
        socket
            .send(json!({"type": "wait", "ticket": ticket["ticket"]}))
            .await;
        sockets.push(socket);
    }
    let mut tokens = [String::new(), String::new()];
    let mut id = String::new();
    for (socket, name) in sockets.iter_mut().zip(["Ann", "Bob"]) {
        let told = socket.next_of("paired").await;
        assert_eq!(told["rated"], true);
        assert_ne!(told["opponent"], name);
        tokens[told["seat"].as_u64().unwrap() as usize] = told["token"].as_str().unwrap().to_string();
        id = told["game"].as_str().unwrap().to_string();
    }
    let http = Http::new(&server);
    let state = http.state_as(&id, &tokens[0]).await;
    assert_eq!(state["rated"], "quarto/standard/blitz", "{state}");
    let state = play_out(&http, &id, &tokens).await;
    assert_eq!(state["status"], "finished", "{state}");
    for name in ["Ann", "Bob"] {
        let (status, page) = http.get(&format!("/api/players/{name}")).await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["ratings"][0]["class"], "quarto/standard/blitz", "{page}");
        assert_eq!(page["ratings"][0]["games"], 1, "{page}");
        assert_eq!(page["games"][0]["id"], id.as_str(), "{page}");
    }
    server.shutdown().await;
}

#[tokio::test]
async fn leaving_or_closing_the_socket_leaves_the_pool() {
    let dir = TempDir::new("quartet-pairing").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let ask = json!({"game": "quarto", "clock": "10m"});
    let waiting_now = |pools: &Value| -> u64 {
        pools["pools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["waiting"].as_u64().unwrap())
            .sum()
    };

    // Left by DELETE: the socket is told and closed.
    let (_, ticket) = http.post("/api/pairing", ask.clone()).await;
    let (mut socket, _) = wait_with(&server, ticket["ticket"].as_str().unwrap()).await;
    assert_eq!(waiting_now(&http.get("/api/pairing").await.1), 1);
    let delete = http
        .client
        .delete(format!("{}/api/pairing", http.base))
        .json(&json!({"ticket": ticket["ticket"]}));
    let (status, left) = http.send(delete).await;
    assert_eq!((status, left), (200, json!({"left": true})));
    let told = socket.next().await.unwrap();
    assert_eq!(told["code"], "pairing_ended", "{told}");
    assert!(socket.next().await.is_none());
    assert_eq!(waiting_now(&http.get("/api/pairing").await.1), 0);

    // Left by closing the page (its socket): someone coming after finds no one.
    let (_, ticket) = http.post("/api/pairing", ask.clone()).await;
    let (socket, _) = wait_with(&server, ticket["ticket"].as_str().unwrap()).await;
    drop(socket);
    let gone = eventually(|| async { waiting_now(&http.get("/api/pairing").await.1) == 0 }).await;
    assert!(gone, "the closed socket's player still waits");
    let (_, ticket) = http.post("/api/pairing", ask).await;
    let (_, waiting) = wait_with(&server, ticket["ticket"].as_str().unwrap()).await;
    assert_eq!(waiting["waiting"], 1, "{waiting}");
    server.shutdown().await;
}

#[tokio::test]
async fn bad_pairing_requests_get_clear_errors() {
    let dir = TempDir::new("quartet-pairing").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    for (body, code, words) in [
        (json!({"game": "chess", "clock": "5m"}), "bad_request", "chess"),
        (json!({"game": "quarto", "clock": "soon"}), "bad_request", "clock"),
        (json!({"game": "quarto"}), "bad_request", "clock"),
        (
            json!({"game": "quartino", "rules": "players=3", "clock": "5m"}),
            "bad_request",
            "two",
        ),
        (
            json!({"game": "quarto", "clock": "5m", "color": "red"}),
            "bad_request",
            "color",
        ),
    ] {
        let (status, answer) = http.post("/api/pairing", body.clone()).await;
        assert_eq!(
            (status, answer["error"].as_str()),
            (400, Some(code)),
            "{body}: {answer}"
        );
        assert!(answer["message"].as_str().unwrap().contains(words), "{answer}");
    }
    // A socket with a made-up ticket, with no ticket, or with something else first.
    for first in [
        json!({"type": "wait", "ticket": "nothing"}),
        json!({"type": "ping"}),
        json!({"ticket": "x"}),
    ] {
        let mut socket = Client::open(&server, "/api/pairing/ws").await;
        socket.send(first.clone()).await;
        let told = socket.next().await.unwrap();
        assert_eq!(told["type"], "error", "{first}: {told}");
        assert!(socket.next().await.is_none());
        assert_eq!(socket.closed, Some(1008));
    }
    // One socket per ticket.
    let (_, ticket) = http
        .post("/api/pairing", json!({"game": "danish", "clock": "none"}))
        .await;
    let (mut first, _) = wait_with(&server, ticket["ticket"].as_str().unwrap()).await;
    let (second, _) = wait_with(&server, ticket["ticket"].as_str().unwrap()).await;
    assert!(second.raw[0].contains("bad_request"), "{:?}", second.raw);
    first.send(json!({"type": "ping"})).await;
    assert_eq!(first.next().await.unwrap()["type"], "pong");
    server.shutdown().await;
}

#[tokio::test]
async fn an_account_waits_once() {
    let dir = TempDir::new("quartet-pairing").unwrap();
    let server = start(dir.path()).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut sockets = Vec::new();
    for clock in ["5m", "10m"] {
        let ask = json!({"game": "quarto", "clock": clock});
        let (status, ticket, _) = ann.send("POST", "/api/pairing", Some(ask), true).await;
        assert_eq!(status, 201, "{ticket}");
        let (socket, _) = wait_with(&server, ticket["ticket"].as_str().unwrap()).await;
        sockets.push(socket);
    }
    // Her first wait ended when she asked again from another page.
    let told = sockets[0].next().await.unwrap();
    assert_eq!(told["code"], "pairing_ended", "{told}");
    let (_, pools) = Http::new(&server).get("/api/pairing").await;
    assert_eq!(pools["pools"].as_array().unwrap().len(), 1, "{pools}");
    assert_eq!(pools["pools"][0]["clock"], "10m", "{pools}");
    server.shutdown().await;
}

/// The seeks in the lobby's list.
async fn listed(http: &Http) -> Vec<Value> {
    let (status, list) = http.get("/api/seeks").await;
    assert_eq!(status, 200, "{list}");
    list["seeks"].as_array().unwrap().clone()
}

#[tokio::test]
async fn a_seek_in_the_list_is_accepted_by_anyone_and_both_are_seated() {
    let dir = TempDir::new("quartet-seeks").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (status, made) = http
        .post(
            "/api/seeks",
            json!({"game": "danish", "clock": "10m+5s", "name": "Ada"}),
        )
        .await;
    assert_eq!(status, 201, "{made}");
    let id = made["seek"].as_str().unwrap().to_string();
    let (mut ada, waiting) = wait_with(&server, made["ticket"].as_str().unwrap()).await;
    assert_eq!(waiting["type"], "waiting", "{waiting}");
    let seeks = listed(&http).await;
    assert_eq!(seeks.len(), 1);
    assert_eq!(seeks[0]["id"], id.as_str());
    assert_eq!(seeks[0]["name"], "Ada");
    assert_eq!(seeks[0]["game"], "danish");
    assert_eq!(seeks[0]["clock"], "10m+5s");
    assert_eq!(seeks[0]["rating"], 1500);
    assert!(!seeks[0].to_string().contains(made["ticket"].as_str().unwrap()));

    let accept = format!("/api/seeks/{id}/accept");
    let (status, mine) = http.post(&accept, json!({"name": "Bo"})).await;
    assert_eq!(status, 201, "{mine}");
    assert_eq!(mine["type"], "paired");
    assert_eq!(mine["opponent"], "Ada");
    let theirs = ada.next_of("paired").await;
    assert_eq!(theirs["opponent"], "Bo");
    assert_eq!(theirs["game"], mine["game"]);
    assert_ne!(theirs["seat"], mine["seat"]);
    let game = mine["game"].as_str().unwrap();
    for told in [&mine, &theirs] {
        let state = http.state_as(game, told["token"].as_str().unwrap()).await;
        assert_eq!(state["status"], "live", "{state}");
        assert_eq!(state["you"], json!([told["seat"]]), "{state}");
    }
    // Taken once: gone from the list, and a second taker finds nothing.
    assert!(listed(&http).await.is_empty());
    let (status, again) = http.post(&accept, json!({})).await;
    assert_eq!(
        (status, again["error"].as_str()),
        (404, Some("not_found")),
        "{again}"
    );
    server.shutdown().await;
}

#[tokio::test]
async fn a_seek_goes_when_its_player_leaves_or_cancels() {
    let dir = TempDir::new("quartet-seeks").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let ask = json!({"game": "quarto", "clock": "none"});

    // Its player's page closes: the seek leaves the list.
    let (_, made) = http.post("/api/seeks", ask.clone()).await;
    let (socket, _) = wait_with(&server, made["ticket"].as_str().unwrap()).await;
    assert_eq!(listed(&http).await.len(), 1);
    drop(socket);
    let gone = eventually(|| async { listed(&http).await.is_empty() }).await;
    assert!(gone, "the seek of a closed page is still listed");
    let accept = format!("/api/seeks/{}/accept", made["seek"].as_str().unwrap());
    let (status, _) = http.post(&accept, json!({})).await;
    assert_eq!(status, 404);

    // Cancelled with its ticket.
    let (_, made) = http.post("/api/seeks", ask).await;
    let (mut socket, _) = wait_with(&server, made["ticket"].as_str().unwrap()).await;
    let delete = http
        .client
        .delete(format!("{}/api/pairing", http.base))
        .json(&json!({"ticket": made["ticket"]}));
    assert_eq!(http.send(delete).await, (200, json!({"left": true})));
    assert_eq!(socket.next().await.unwrap()["code"], "pairing_ended");
    let gone = eventually(|| async { listed(&http).await.is_empty() }).await;
    assert!(gone, "a cancelled seek is still listed");
    server.shutdown().await;
}

#[tokio::test]
async fn a_rated_seek_is_between_two_accounts() {
    let dir = TempDir::new("quartet-seeks").unwrap();
    let server = start(dir.path()).await;
    let guest = Http::new(&server);
    let ask = json!({"game": "quarto", "clock": "5m", "rated": true});
    let (status, body) = guest.post("/api/seeks", ask.clone()).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (401, Some("signed_out")),
        "{body}"
    );

    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;
    let (status, made, _) = ann.send("POST", "/api/seeks", Some(ask), true).await;
    assert_eq!(status, 201, "{made}");
    let (mut socket, _) = wait_with(&server, made["ticket"].as_str().unwrap()).await;
    let accept = format!("/api/seeks/{}/accept", made["seek"].as_str().unwrap());
    // Not by a guest, not by Ann herself.
    let (status, body) = guest.post(&accept, json!({})).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (401, Some("signed_out")),
        "{body}"
    );
    let (status, body, _) = ann.send("POST", &accept, Some(json!({})), true).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("bad_request")),
        "{body}"
    );
    assert_eq!(listed(&guest).await.len(), 1);
    let (status, mine, _) = bob.send("POST", &accept, Some(json!({})), true).await;
    assert_eq!(status, 201, "{mine}");
    assert_eq!(mine["rated"], true);
    let theirs = socket.next_of("paired").await;
    assert_eq!(theirs["opponent"], "Bob");
    let state = guest
        .state_as(mine["game"].as_str().unwrap(), mine["token"].as_str().unwrap())
        .await;
    assert_eq!(state["rated"], "quarto/standard/blitz", "{state}");
    server.shutdown().await;
}

#[tokio::test]
async fn a_challenge_is_seen_by_the_one_challenged_who_accepts_or_declines() {
    let dir = TempDir::new("quartet-challenges").unwrap();
    let server = start(dir.path()).await;
    let guest = Http::new(&server);
    let mut ann = signed_up(&server, "Ann", 2).await;
    let mut bob = signed_up(&server, "Bob", 3).await;
    let mut cy = signed_up(&server, "Cyd", 4).await;
    let ask = json!({"to": "bob", "game": "quarto", "clock": "10m", "rated": true});

    // Only an account challenges, only a player who exists, never themself.
    let (status, body) = guest.post("/api/challenges", ask.clone()).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (401, Some("signed_out")),
        "{body}"
    );
    let nobody = json!({"to": "nobody", "game": "quarto", "clock": "10m"});
    let (status, body, _) = ann.send("POST", "/api/challenges", Some(nobody), true).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (404, Some("not_found")),
        "{body}"
    );
    let herself = json!({"to": "ANN", "game": "quarto", "clock": "10m"});
    let (status, body, _) = ann.send("POST", "/api/challenges", Some(herself), true).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("bad_request")),
        "{body}"
    );

    // Ann challenges Bob and waits; Bob sees it, Cy does not, and Ann sees hers.
    let (status, made, _) = ann.send("POST", "/api/challenges", Some(ask.clone()), true).await;
    assert_eq!(status, 201, "{made}");
    let id = made["seek"].as_str().unwrap().to_string();
    let (mut socket, _) = wait_with(&server, made["ticket"].as_str().unwrap()).await;
    let (_, list, _) = bob.send("GET", "/api/challenges", None, true).await;
    assert_eq!(list["received"][0]["id"], id.as_str(), "{list}");
    assert_eq!(list["received"][0]["from"], "Ann", "{list}");
    assert_eq!(list["received"][0]["to"], "Bob", "{list}");
    let (_, list, _) = cy.send("GET", "/api/challenges", None, true).await;
    assert_eq!(list, json!({"received": [], "made": []}));
    let (_, list, _) = ann.send("GET", "/api/challenges", None, true).await;
    assert_eq!(list["made"][0]["id"], id.as_str(), "{list}");
    // Nor is it a seek of the lobby's list, nor for Cy to take.
    assert!(listed(&guest).await.is_empty());
    let accept = format!("/api/challenges/{id}/accept");
    let (status, body, _) = cy.send("POST", &accept, Some(json!({})), true).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (404, Some("not_found")),
        "{body}"
    );

    // Bob declines: Ann is told.
    let decline = format!("/api/challenges/{id}/decline");
    let (status, body, _) = bob.send("POST", &decline, None, true).await;
    assert_eq!((status, body), (200, json!({"declined": true})));
    let told = socket.next().await.unwrap();
    assert_eq!(told["code"], "challenge_declined", "{told}");
    let (_, list, _) = bob.send("GET", "/api/challenges", None, true).await;
    assert_eq!(list["received"], json!([]));

    // Again; this time Bob accepts and both are seated at a rated game.
    let (_, made, _) = ann.send("POST", "/api/challenges", Some(ask), true).await;
    let (mut socket, _) = wait_with(&server, made["ticket"].as_str().unwrap()).await;
    let accept = format!("/api/challenges/{}/accept", made["seek"].as_str().unwrap());
    let (status, mine, _) = bob.send("POST", &accept, Some(json!({})), true).await;
    assert_eq!(status, 201, "{mine}");
    let theirs = socket.next_of("paired").await;
    assert_eq!(
        (theirs["opponent"].as_str(), mine["opponent"].as_str()),
        (Some("Bob"), Some("Ann"))
    );
    assert_eq!(theirs["game"], mine["game"]);
    let state = guest
        .state_as(mine["game"].as_str().unwrap(), theirs["token"].as_str().unwrap())
        .await;
    assert_eq!(state["rated"], "quarto/standard/rapid", "{state}");
    assert_eq!(state["status"], "live", "{state}");
    let (_, list, _) = bob.send("GET", "/api/challenges", None, true).await;
    assert_eq!(list["received"], json!([]));
    server.shutdown().await;
}

/// A guest asking for challenges (a casual one, or the list) is told that challenges need an
/// account, with their own detail: nothing about rated games.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_is_told_challenges_need_an_account() {
    let dir = TempDir::new("quartet-pairing").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let _ann = signed_up(&server, "Ann", 2).await;
    let asked = [
        http.get("/api/challenges").await,
        http.post(
            "/api/challenges",
            json!({"to": "Ann", "game": "quarto", "clock": "5m"}),
        )
        .await,
    ];
    for (status, answer) in asked {
        assert_eq!(status, 401, "{answer}");
        assert_eq!(answer["error"], "signed_out", "{answer}");
        assert_eq!(answer["detail"]["code"], "challenge-signed-out", "{answer}");
        let message = answer["message"].as_str().unwrap();
        assert!(
            message.contains("challenges") && !message.contains("rated"),
            "{message}"
        );
    }
    server.shutdown().await;
}
