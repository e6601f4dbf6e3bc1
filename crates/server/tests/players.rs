//! Accounts and sessions against the real server: signing up and in, the cookie's attributes,
//! CSRF on every state-changing request made with the cookie, login limits (429 with
//! Retry-After), no way to tell whether a name exists, signing out here and everywhere, a
//! guest's games claimed, an account deleted — and guests playing as before; a seat says the
//! account that holds it (its page), never a guest's or a bot's.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::{Browser, Client, Http, signed_up, start, start_with, token_of};
use quartet_server::Limits;
use quartet_server::proxy::{AddressBlock, TrustedProxies};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

#[tokio::test]
async fn sign_up_sign_in_csrf_and_sign_out() {
    let dir = TempDir::new("quartet-players").unwrap();
    let server = start(dir.path()).await;
    let mut ann = Browser::new(Http::new(&server));

    let (status, body, set) = ann.credentials("/api/accounts", "Ann", "correct horse").await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["name"], "Ann");
    assert!(
        !body.to_string().contains("correct horse"),
        "the password is never sent back"
    );
    assert!(
        set.contains("HttpOnly") && set.contains("SameSite=Lax") && set.contains("Path=/"),
        "{set}"
    );
    assert!(!set.contains("Secure"), "plain http: {set}");
    let (_, session, _) = ann.send("GET", "/api/session", None, true).await;
    assert_eq!(session["name"], "Ann");
    assert_eq!(
        session["csrf"], body["csrf"],
        "the page is told its CSRF token again"
    );

    // Every state-changing request made with the cookie needs the CSRF token.
    let game = json!({"game": "quarto", "seats": ["me", {"bot": "beginner"}]});
    let (status, refused, _) = ann.send("POST", "/api/games", Some(game.clone()), false).await;
    assert_eq!(
        (status, refused["error"].as_str()),
        (403, Some("csrf")),
        "{refused}"
    );
    let forged = ann.csrf.replace("0".repeat(64));
    let (status, _, _) = ann.send("POST", "/api/games", Some(game.clone()), true).await;
    assert_eq!(status, 403, "a wrong token");
    ann.csrf = forged;
    let (status, created, _) = ann.send("POST", "/api/games", Some(game.clone()), true).await;
    assert_eq!(status, 201, "{created}");
    let (status, _, _) = ann.send("DELETE", "/api/session", None, false).await;
    assert_eq!(status, 403, "signing out is a change too");

    // A guest (no cookie) plays as before, without any token of the kind.
    let guest = Http::new(&server);
    guest.create(game.clone()).await;

    // Names: taken (look-alikes too), reserved, malformed; bad passwords.
    let mut other = Browser::new(Http::new(&server));
    for (name, password, code, status) in [
        ("ANN", "another one", "name_taken", 409),
        ("A_nn", "another one", "name_taken", 409),
        ("admin", "another one", "bad_request", 400),
        ("Zoë", "another one", "bad_request", 400),
        ("Zed", "short", "bad_request", 400),
    ] {
        let (got, body, _) = other.credentials("/api/accounts", name, password).await;
        assert_eq!(
            (got, body["error"].as_str()),
            (status, Some(code)),
            "{name}: {body}"
        );
    }

    // Signing in: a wrong password and an unknown name get the very same answer.
    let (s1, wrong, _) = other.credentials("/api/session", "Ann", "wrong horse").await;
    let (s2, unknown, _) = other.credentials("/api/session", "Nobody", "wrong horse").await;
    assert_eq!((s1, &wrong), (s2, &unknown));
    assert_eq!((s1, wrong["error"].as_str()), (401, Some("wrong_credentials")));
    let mut phone = Browser::new(Http::new(&server));
    let (status, body, _) = phone.credentials("/api/session", "ann", "correct horse").await;
    assert_eq!((status, body["name"].as_str()), (200, Some("Ann")));

    // Signing out here ends this session only; everywhere ends them all.
    let (status, _, set) = ann.send("DELETE", "/api/session", None, true).await;
    assert_eq!(status, 200);
    assert!(set.contains("Max-Age=0"), "the cookie is cleared: {set}");
    let (_, session, _) = ann.send("GET", "/api/session", None, true).await;
    assert_eq!(session["name"], Value::Null);
    let (_, session, _) = phone.send("GET", "/api/session", None, true).await;
    assert_eq!(session["name"], "Ann");
    let (_, again, _) = ann.credentials("/api/session", "Ann", "correct horse").await;
    assert_eq!(again["name"], "Ann");
    let (status, ended, _) = phone.send("DELETE", "/api/sessions", None, true).await;
    assert_eq!(
        (status, ended["sessions_ended"].as_u64()),
        (200, Some(2)),
        "{ended}"
    );
    let stale = ann.cookie.clone();
    let (_, session, _) = ann.send("GET", "/api/session", None, true).await;
    assert_eq!(session["name"], Value::Null, "signed out everywhere");
    // A stale cookie is no session: no CSRF needed, no account either.
    assert!(stale.is_some());
    let (status, body, _) = ann.send("DELETE", "/api/sessions", None, false).await;
    assert_eq!((status, body["error"].as_str()), (401, Some("signed_out")));
    server.shutdown().await;
}

#[tokio::test]
async fn login_limits_answer_429_with_retry_after() {
    let dir = TempDir::new("quartet-players-limits").unwrap();
    let server = start(dir.path()).await;
    let mut ann = Browser::new(Http::new(&server));
    ann.credentials("/api/accounts", "Ann", "correct horse").await;
    // Five tries for one name, from different addresses, then refused — even the right one.
    for n in 0..5u8 {
        let mut b = Browser::new(Http::from_address(&server, 10 + n));
        let (status, _, _) = b
            .credentials("/api/session", "Ann", &format!("guess number {n}"))
            .await;
        assert_eq!(status, 401);
    }
    let late = Http::from_address(&server, 20);
    let response = late
        .client
        .post(format!("{}/api/session", late.base))
        .json(&json!({"name": "ann", "password": "correct horse"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 429);
    let wait: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "rate_limited");
    // One address, many names: 20 tries, then refused.
    let mut spray = Browser::new(Http::from_address(&server, 30));
    for n in 0..20 {
        let (status, _, _) = spray
            .credentials("/api/session", &format!("user{n}"), "password1")
            .await;
        assert_eq!(status, 401, "try {n}");
    }
    let (status, _, _) = spray.credentials("/api/session", "user99", "password1").await;
    assert_eq!(status, 429);
    server.shutdown().await;
}

#[tokio::test]
async fn a_guests_games_are_claimed_and_an_account_deleted_leaves_them() {
    let dir = TempDir::new("quartet-players-claim").unwrap();
    let server = start(dir.path()).await;
    let guest = Http::new(&server);
    let created = guest
        .create(json!({"game": "quarto", "seats": ["me", {"bot": "beginner"}]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let token = token_of(&created, 0);

    let mut ann = Browser::new(Http::new(&server));
    ann.credentials("/api/accounts", "Ann", "correct horse").await;
    let seats = json!({"seats": [{"game": id, "token": token}, {"game": id, "token": "0".repeat(32)}]});
    let (status, body, _) = ann
        .send("POST", "/api/account/claim", Some(seats.clone()), true)
        .await;
    assert_eq!((status, body["claimed"].as_u64()), (200, Some(1)), "{body}");
    let (_, again, _) = ann.send("POST", "/api/account/claim", Some(seats), true).await;
    assert_eq!(again["claimed"], 0, "claimed once");
    // Ann's page: no rating yet, the claimed game among hers.
    let (status, page) = guest.get("/api/players/ann").await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["name"], "Ann");
    assert_eq!(page["ratings"], json!([]));
    assert_eq!(page["games"][0]["id"], id.as_str());
    assert_eq!(page["games"][0]["players"][0], "Ann");
    assert_eq!(page["games"][0]["rated"], Value::Null);
    let (status, body) = guest.get("/api/players/nobody").await;
    assert_eq!((status, body["error"].as_str()), (404, Some("not_found")));

    // Deleting needs the password; then the account is gone and its name free.
    let (status, body, _) = delete_account(&mut ann, "wrong horse").await;
    assert_eq!((status, body["error"].as_str()), (401, Some("wrong_credentials")));
    let (status, _, set) = delete_account(&mut ann, "correct horse").await;
    assert_eq!(status, 200);
    assert!(set.contains("Max-Age=0"));
    let mut b = Browser::new(Http::new(&server));
    let (status, _, _) = b.credentials("/api/session", "Ann", "correct horse").await;
    assert_eq!(status, 401, "the account is gone");
    // The game stays.
    let (status, state) = guest.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(
        guest.get("/api/players/Ann").await.0,
        404,
        "no page for a deleted player"
    );
    server.shutdown().await;
}

/// Accounts cost the server a password hash each: one address makes 20, then waits.
#[tokio::test]
async fn sign_ups_are_limited_per_address() {
    let dir = TempDir::new("quartet-players-sign-ups").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    for i in 0..20 {
        let body = json!({"name": format!("player{i}"), "password": "correct horse"});
        assert_eq!(http.post("/api/accounts", body).await.0, 201, "sign-up {i}");
    }
    let response = http
        .client
        .post(format!("{}/api/accounts", http.base))
        .json(&json!({"name": "player20", "password": "correct horse"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 429);
    let wait: u32 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(wait > 150, "{wait}");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "rate_limited", "{body}");
    server.shutdown().await;
}

/// Only a trusted proxy makes the cookie `Secure` by saying the client spoke https: a client's
/// own `X-Forwarded-Proto` is not believed.
#[tokio::test]
async fn a_trusted_proxy_saying_https_gets_a_secure_cookie() {
    let sign_up = |http: Http, name: &'static str| async move {
        let response = http
            .client
            .post(format!("{}/api/accounts", http.base))
            .header("x-forwarded-proto", "https")
            .json(&json!({"name": name, "password": "correct horse"}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 201);
        response.headers()["set-cookie"].to_str().unwrap().to_string()
    };
    let dir = TempDir::new("quartet-players-secure").unwrap();
    let server = start(dir.path()).await;
    let set = sign_up(Http::new(&server), "Ann").await;
    assert!(!set.contains("Secure"), "no proxy is trusted: {set}");
    server.shutdown().await;

    let dir = TempDir::new("quartet-players-secure-proxy").unwrap();
    let limits = Limits {
        proxies: TrustedProxies::new(AddressBlock::LOOPBACK.to_vec()),
        ..Limits::default()
    };
    let server = start_with(dir.path(), limits).await;
    let set = sign_up(Http::new(&server), "Bea").await;
    assert!(set.ends_with("; Secure"), "{set}");
    server.shutdown().await;
}

/// The language an account chose is remembered (`PUT /api/session/lang`, with the CSRF token
/// as every change), told by `GET /api/session` and at the next sign-in, forgotten with `null`;
/// a language without catalogs is refused with a coded detail, and a guest cannot choose one.
#[tokio::test]
async fn the_account_s_language_is_remembered() {
    let dir = TempDir::new("quartet-players-lang").unwrap();
    let server = start(dir.path()).await;
    let mut ann = Browser::new(Http::new(&server));
    let (_, made, _) = ann.credentials("/api/accounts", "Ann", "correct horse").await;
    assert_eq!(made["lang"], Value::Null, "{made}");

    let (status, refused, _) = ann
        .send("PUT", "/api/session/lang", Some(json!({"lang": "cs"})), false)
        .await;
    assert_eq!((status, refused["error"].as_str()), (403, Some("csrf")));
    let (status, body, _) = ann
        .send("PUT", "/api/session/lang", Some(json!({"lang": "cs"})), true)
        .await;
    assert_eq!((status, body["lang"].as_str()), (200, Some("cs")), "{body}");
    let (_, session, _) = ann.send("GET", "/api/session", None, true).await;
    assert_eq!(session["lang"], "cs", "{session}");

    // Another browser signing in is told the account's language.
    let mut elsewhere = Browser::new(Http::new(&server));
    let (status, signed, _) = elsewhere
        .credentials("/api/session", "Ann", "correct horse")
        .await;
    assert_eq!((status, signed["lang"].as_str()), (200, Some("cs")), "{signed}");

    for bad in ["de", "xx", "CS", ""] {
        let (status, refused, _) = ann
            .send("PUT", "/api/session/lang", Some(json!({"lang": bad})), true)
            .await;
        assert_eq!(
            (status, refused["error"].as_str()),
            (400, Some("bad_request")),
            "{bad}"
        );
        assert_eq!(refused["detail"]["code"], "lang-unknown", "{refused}");
        assert_eq!(refused["detail"]["values"]["lang"], bad, "{refused}");
    }
    let (status, _, _) = ann
        .send("PUT", "/api/session/lang", Some(json!({"language": "it"})), true)
        .await;
    assert_eq!(status, 400, "an unknown field");
    let (_, session, _) = ann.send("GET", "/api/session", None, true).await;
    assert_eq!(session["lang"], "cs", "nothing refused was kept");

    let (status, _, _) = ann
        .send("PUT", "/api/session/lang", Some(json!({"lang": null})), true)
        .await;
    assert_eq!(status, 200);
    let (_, session, _) = ann.send("GET", "/api/session", None, true).await;
    assert_eq!(session["lang"], Value::Null, "forgotten");

    let mut guest = Browser::new(Http::new(&server));
    let (status, refused, _) = guest
        .send("PUT", "/api/session/lang", Some(json!({"lang": "it"})), true)
        .await;
    assert_eq!((status, refused["error"].as_str()), (401, Some("signed_out")));
    server.shutdown().await;
}

#[tokio::test]
async fn a_seat_says_the_account_that_holds_it_and_never_a_guest_or_bot() {
    let dir = TempDir::new("quartet-players").unwrap();
    let server = start(dir.path()).await;
    let mut ann = signed_up(&server, "Ann", 2).await;
    // Ann creates a casual game under another name: an account plays under its own.
    let body = json!({"game": "quarto", "seats": ["me", "open"], "name": "Disguised"});
    let (status, created, _) = ann.send("POST", "/api/games", Some(body), true).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let seats = &created["state"]["seats"];
    assert_eq!(
        (seats[0]["name"].as_str(), seats[0]["account"].as_str()),
        (Some("Ann"), Some("Ann"))
    );
    assert!(seats[1]["account"].is_null(), "{seats}");
    // A guest takes the open seat: named, not an account.
    let guest = Http::new(&server);
    let (status, joined) = guest
        .post(&format!("/api/games/{id}/join"), json!({"name": "Bob"}))
        .await;
    assert_eq!(status, 200, "{joined}");
    let (_, state) = guest.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["seats"][1]["name"], "Bob", "{state}");
    assert!(state["seats"][1]["account"].is_null(), "{state}");
    assert_eq!(state["seats"][0]["account"], "Ann", "{state}");
    // The lobby's rows say it too.
    let (_, list) = guest.get("/api/games").await;
    let row = list["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id.as_str())
        .unwrap()
        .clone();
    assert_eq!(row["seats"][0]["account"], "Ann", "{row}");
    // A bot's seat is no account's.
    let body = json!({"game": "quarto", "seats": ["me", {"bot": "casual"}]});
    let (_, with_bot, _) = ann.send("POST", "/api/games", Some(body), true).await;
    assert!(with_bot["state"]["seats"][1]["account"].is_null(), "{with_bot}");
    server.shutdown().await;
}

/// A game loaded in memory is told at once when an account takes a guest's seat (its name and
/// page) and when that account is deleted (a deleted player, no page): the player at the table
/// and a spectator both see it without the game being reloaded.
#[tokio::test]
async fn connected_clients_see_a_seat_claimed_and_its_account_deleted() {
    let dir = TempDir::new("quartet-players-told").unwrap();
    let server = start(dir.path()).await;
    let guest = Http::new(&server);
    let created = guest
        .create(json!({"game": "quarto", "seats": ["me", {"bot": "beginner"}], "name": "Anny"}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let token = token_of(&created, 0);
    let mut player = Client::connect(&server, &id, Some(&token)).await;
    let mut spectator = Client::connect(&server, &id, None).await;
    for client in [&mut player, &mut spectator] {
        let state = client.state_where(|s| s["seats"][0]["name"] == "Anny").await;
        assert!(state["seats"][0]["account"].is_null(), "a guest: {state}");
    }

    let mut ann = Browser::new(Http::new(&server));
    ann.credentials("/api/accounts", "Ann", "correct horse").await;
    let seats = json!({"seats": [{"game": id, "token": token}]});
    let (status, body, _) = ann.send("POST", "/api/account/claim", Some(seats), true).await;
    assert_eq!((status, body["claimed"].as_u64()), (200, Some(1)), "{body}");
    for client in [&mut player, &mut spectator] {
        let state = client.state_where(|s| s["seats"][0]["account"] == "Ann").await;
        assert_eq!(state["seats"][0]["name"], "Ann", "{state}");
        assert!(state["seats"][1]["account"].is_null(), "the bot: {state}");
    }

    let (status, _, _) = delete_account(&mut ann, "correct horse").await;
    assert_eq!(status, 200);
    for client in [&mut player, &mut spectator] {
        let state = client.state_where(|s| s["seats"][0]["account"].is_null()).await;
        assert!(state["seats"][0]["name"].is_null(), "a deleted player: {state}");
        assert_eq!(state["seats"][0]["taken"], true, "{state}");
    }
    // What the room shows is what the store has: a new connection sees the same.
    let mut late = Client::connect(&server, &id, None).await;
    let state = late.state_where(|_| true).await;
    assert!(
        state["seats"][0]["name"].is_null() && state["seats"][0]["account"].is_null(),
        "{state}"
    );
    server.shutdown().await;
}

/// Deletes the signed-in account of `browser`, giving `password`.
async fn delete_account(browser: &mut Browser, password: &str) -> (u16, Value, String) {
    browser
        .send(
            "DELETE",
            "/api/account",
            Some(json!({ "password": password })),
            true,
        )
        .await
}
