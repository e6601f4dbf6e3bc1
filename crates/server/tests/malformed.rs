//! Malformed requests against the real server, each refused with `bad_request` (or
//! `too_large`) and a detail a client can say in its player's language (`docs/api.md`,
//! "Details"): a JSON body that is not JSON, not an object, misses a field, has one the server
//! does not know or a value of the wrong type, one too large, an unknown or badly valued query
//! parameter, a path that is not text; and on the game and pairing sockets, a message that is not
//! JSON, of an unknown type, missing or mistyping a field, or binary — the socket staying open.
//! The English `message` says where, and never the value given (a password, a seat token).

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::{Browser, Client, Http, start, token_of};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// Posts `body` as it is (not necessarily JSON) to `path`: the status and the answer.
async fn post_raw(http: &Http, path: &str, body: impl Into<reqwest::Body>) -> (u16, Value) {
    http.send(
        http.client
            .post(format!("{}{path}", http.base))
            .header("content-type", "application/json")
            .body(body),
    )
    .await
}

/// The answer's error code and its detail's code.
fn codes(answer: &Value) -> (&str, &str) {
    (
        answer["error"]
            .as_str()
            .or(answer["code"].as_str())
            .unwrap_or_default(),
        answer["detail"]["code"].as_str().unwrap_or_default(),
    )
}

/// Posts `body` to `/api/games` and checks it is refused `400 bad_request` with the detail
/// `detail`: the answer.
async fn refused_game(http: &Http, body: Value, detail: &str) -> Value {
    let (status, answer) = http.post("/api/games", body).await;
    assert_eq!(
        (status, codes(&answer)),
        (400, ("bad_request", detail)),
        "{answer}"
    );
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_that_is_not_json_says_where_it_stops() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (status, answer) = post_raw(&http, "/api/games", "{\"game\": \"quarto\",\n  \"seats\": [").await;
    assert_eq!(
        (status, codes(&answer)),
        (400, ("bad_request", "json-syntax")),
        "{answer}"
    );
    assert_eq!(answer["detail"]["values"]["line"], 2, "{answer}");
    assert!(
        answer["detail"]["values"]["column"].as_u64().unwrap() >= 12,
        "{answer}"
    );
    assert!(
        answer["message"].as_str().unwrap().contains("not JSON"),
        "{answer}"
    );
    // Trailing text after the object is not JSON either.
    let (status, answer) = post_raw(
        &http,
        "/api/games",
        r#"{"game": "quarto", "seats": ["me", "me"]} x"#,
    )
    .await;
    assert_eq!(
        (status, codes(&answer)),
        (400, ("bad_request", "json-syntax")),
        "{answer}"
    );
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_that_is_not_an_object_is_refused_as_such() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let answer = refused_game(&http, json!(["quarto"]), "json-body-type").await;
    assert!(
        answer["detail"]["values"].as_object().unwrap().is_empty(),
        "{answer}"
    );
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_field_is_named() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let answer = refused_game(&http, json!({"seats": ["me", "me"]}), "json-missing-field").await;
    assert_eq!(answer["detail"]["values"]["field"], "game", "{answer}");
    assert!(answer["message"].as_str().unwrap().contains("`game`"), "{answer}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_field_is_named() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let answer = refused_game(
        &http,
        json!({"game": "quarto", "seats": ["me", "me"], "colour": "red"}),
        "json-unknown-field",
    )
    .await;
    assert_eq!(answer["detail"]["values"]["field"], "colour", "{answer}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_value_of_the_wrong_type_is_named_by_its_path() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let answer = refused_game(
        &http,
        json!({"game": "quarto", "seats": ["me", "me"], "seed": "soon"}),
        "json-wrong-type",
    )
    .await;
    assert_eq!(answer["detail"]["values"]["field"], "seed", "{answer}");
    let message = answer["message"].as_str().unwrap();
    assert!(
        message.contains("seed") && message.contains("expected u64"),
        "{message}"
    );
    assert!(
        !message.contains("soon"),
        "the value given is not echoed: {message}"
    );
    let (_, answer) = http
        .post(
            "/api/games",
            json!({"game": "quarto", "seats": ["me", "me"], "names": [null, 7]}),
        )
        .await;
    assert_eq!(answer["detail"]["values"]["field"], "names[1]", "{answer}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_password_or_a_token_given_wrongly_is_never_echoed() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let mut browser = Browser::new(Http::new(&server));
    let (_, session, _) = browser.send("GET", "/api/session", None, false).await;
    assert!(session.is_object(), "{session}");
    for body in [
        json!({"name": "Ann", "password": 918273645546372u64}),
        json!({"name": "Ann", "password": ["918273645546372"]}),
        json!({"name": "Ann", "password": "918273645546372", "again": "918273645546372"}),
    ] {
        let (status, answer, _) = browser
            .send("POST", "/api/accounts", Some(body.clone()), true)
            .await;
        assert_eq!(status, 400, "{body}: {answer}");
        assert!(codes(&answer).1.starts_with("json-"), "{body}: {answer}");
        assert!(
            !answer.to_string().contains("918273645546372"),
            "{body}: {answer}"
        );
    }
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let token = token_of(&created, 0);
    let (status, answer) = http
        .post_as(
            &format!("/api/games/{id}/actions"),
            &token,
            json!({"action": 12, "also": token}),
        )
        .await;
    assert_eq!(status, 400, "{answer}");
    assert!(!answer.to_string().contains(&token), "{answer}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_too_large_says_the_limit() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let big = format!(
        r#"{{"game": "quarto", "seats": ["me", "me"], "name": "{}"}}"#,
        "x".repeat(200_000)
    );
    let (status, answer) = post_raw(&http, "/api/games", big).await;
    assert_eq!(
        (status, codes(&answer)),
        (413, ("too_large", "body-too-large")),
        "{answer}"
    );
    assert_eq!(answer["detail"]["values"]["most"], 64 * 1024, "{answer}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_query_parameter_is_named_without_its_value() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (status, answer) = http.get("/api/games?colour=s3cr3tvalue").await;
    assert_eq!(
        (status, codes(&answer)),
        (400, ("bad_request", "query-unknown")),
        "{answer}"
    );
    assert_eq!(answer["detail"]["values"]["name"], "colour", "{answer}");
    assert!(!answer.to_string().contains("s3cr3tvalue"), "{answer}");
    let (status, answer) = http.get("/api/games?limit=many").await;
    assert_eq!(
        (status, codes(&answer)),
        (400, ("bad_request", "query-value")),
        "{answer}"
    );
    assert_eq!(answer["detail"]["values"]["name"], "limit", "{answer}");
    let (status, answer) = http.get("/api/puzzles/daily?game=chess").await;
    assert_eq!(
        (status, codes(&answer)),
        (400, ("bad_request", "query-value")),
        "{answer}"
    );
    assert_eq!(answer["detail"]["values"]["name"], "game", "{answer}");
    let (status, answer) = http.get("/api/rules/quarto?lang=tlh").await;
    assert_eq!(
        (status, codes(&answer)),
        (400, ("bad_request", "lang-unknown")),
        "{answer}"
    );
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_path_that_is_not_text_is_refused() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    for path in ["/api/games/%FF%FE", "/api/games/%C3/history"] {
        let (status, answer) = http.get(path).await;
        assert_eq!(
            (status, codes(&answer)),
            (400, ("bad_request", "path-bad")),
            "{path}: {answer}"
        );
    }
    server.shutdown().await;
}

/// Sends `text` and answers the error it gets back.
async fn refused(socket: &mut Client, text: &str) -> Value {
    socket.send_text(text.to_string()).await;
    let answer = socket.next_of("error").await;
    assert_eq!(answer["code"], "bad_request", "{text}: {answer}");
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_socket_refuses_malformed_messages_with_details_and_stays_open() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let token = token_of(&created, 0);
    let mut socket = Client::connect(&server, id, Some(&token)).await;
    socket.next_of("state").await;
    let cases = [
        ("{\"type\": \"action\", ", "json-syntax", None),
        ("\"action\"", "json-body-type", None),
        (r#"{"type": "teleport"}"#, "json-unknown-type", None),
        ("[1, 2]", "json-body-type", None),
        (r#"{"action": "a1"}"#, "json-missing-field", Some("type")),
        (r#"{"type": "action"}"#, "json-missing-field", Some("action")),
        (
            r#"{"type": "action", "action": 5}"#,
            "json-wrong-type",
            Some("action"),
        ),
        // A field the message does not have is named, not ignored: this `resign` resigns
        // nothing, this misspelt `draw` claims nothing.
        (
            r#"{"type": "resign", "now": true}"#,
            "json-unknown-field",
            Some("now"),
        ),
        (
            r#"{"type": "claim", "drawn": true}"#,
            "json-unknown-field",
            Some("drawn"),
        ),
        (
            r#"{"type": "action", "action": "a1", "seat": 1}"#,
            "json-unknown-field",
            Some("seat"),
        ),
    ];
    for (text, detail, field) in cases {
        let answer = refused(&mut socket, text).await;
        assert_eq!(answer["detail"]["code"], detail, "{text}: {answer}");
        if let Some(field) = field {
            assert_eq!(answer["detail"]["values"]["field"], field, "{text}: {answer}");
        }
    }
    let secret = "Zx9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0Lm";
    let answer = refused(
        &mut socket,
        &json!({"type": "auth", "tokens": secret}).to_string(),
    )
    .await;
    assert!(!answer.to_string().contains(secret), "{answer}");
    socket.send_binary(vec![1, 2, 3]).await;
    let answer = socket.next_of("error").await;
    assert_eq!(codes(&answer), ("bad_request", "message-binary"), "{answer}");
    // Still open and playing.
    let state = http.state_as(id, &token).await;
    socket.act(&common::legal(&state)[0]).await;
    let after = socket
        .state_where(|s| s["history"].as_array().is_some_and(|h| !h.is_empty()))
        .await;
    assert_eq!(after["history"].as_array().unwrap().len(), 1);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pairing_socket_refuses_malformed_messages_with_details_and_stays_open() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (_, ticket) = http
        .post("/api/pairing", json!({"game": "quarto", "clock": "none"}))
        .await;
    let mut socket = Client::open(&server, "/api/pairing/ws").await;
    socket
        .send(json!({"type": "wait", "ticket": ticket["ticket"]}))
        .await;
    assert_eq!(socket.next().await.unwrap()["type"], "waiting");
    for (text, detail, field) in [
        ("not json", "json-syntax", None),
        (r#"{"type": "dance"}"#, "json-unknown-type", None),
        (r#"{"type": "wait"}"#, "json-missing-field", Some("ticket")),
        (
            r#"{"type": "wait", "ticket": 12}"#,
            "json-wrong-type",
            Some("ticket"),
        ),
        (r#"{"type": "ping", "at": 1}"#, "json-unknown-field", Some("at")),
    ] {
        let answer = refused(&mut socket, text).await;
        assert_eq!(answer["detail"]["code"], detail, "{text}: {answer}");
        if let Some(field) = field {
            assert_eq!(answer["detail"]["values"]["field"], field, "{text}: {answer}");
        }
    }
    socket.send_binary(vec![0]).await;
    let answer = socket.next_of("error").await;
    assert_eq!(codes(&answer), ("bad_request", "message-binary"), "{answer}");
    socket.send(json!({"type": "ping"})).await;
    assert_eq!(socket.next().await.unwrap()["type"], "pong");
    // Before the ticket, a malformed first message is refused with its detail (and the socket
    // closed: the ticket comes first).
    let mut first = Client::open(&server, "/api/pairing/ws").await;
    first
        .send_text(r#"{"type": "wait", "ticket": true}"#.into())
        .await;
    let answer = first.next().await.unwrap();
    assert_eq!(codes(&answer), ("bad_request", "json-wrong-type"), "{answer}");
    assert_eq!(answer["detail"]["values"]["field"], "ticket", "{answer}");
    server.shutdown().await;
}

/// A JSON array body is not read as the fields of a game in turn: nothing is created.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_array_body_is_not_an_object_and_creates_nothing() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let answer = refused_game(&http, json!(["quarto", "", null, ["me", "me"]]), "json-body-type").await;
    assert_eq!(answer["message"], "bad JSON body: not an object", "{answer}");
    let answer = refused_game(
        &http,
        json!({"game": "quarto", "seats": ["me", {"bot": "beginner", "x": 1}]}),
        "json-unknown-field",
    )
    .await;
    assert_eq!(answer["detail"]["values"]["field"], "seats[1].x", "{answer}");
    let answer = refused_game(
        &http,
        json!({"game": "quarto", "seats": ["me", {}]}),
        "json-bad-value",
    )
    .await;
    assert_eq!(answer["detail"]["values"]["field"], "seats[1]", "{answer}");
    let answer = refused_game(&http, json!({"game": "quarto"}), "json-missing-field").await;
    assert_eq!(answer["detail"]["values"]["field"], "seats", "{answer}");
    let (_, listed) = http.get("/api/games?status=any").await;
    assert_eq!(listed["games"].as_array().map(Vec::len), Some(0), "{listed}");
    server.shutdown().await;
}

/// An id, a name or a query value given at length is never echoed whole: a game's id and a
/// player's name are quoted cut to 80 characters, a query parameter is named without its value.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_input_is_quoted_cut_short_and_a_query_value_never() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let long = "A".repeat(8000);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let token = token_of(&created, 0);
    let asked = [
        http.get(&format!("/api/games/{long}")).await,
        http.get(&format!("/api/players/{long}")).await,
        http.get(&format!("/api/leaderboard/{long}")).await,
        http.post_as(
            &format!("/api/games/{long}/actions"),
            &token,
            json!({"action": "7"}),
        )
        .await,
    ];
    for (status, answer) in asked {
        assert_eq!(status, 404, "{answer}");
        let text = answer.to_string();
        assert!(text.len() < 400, "{} bytes: {}", text.len(), &text[..200]);
        assert!(
            answer["message"]
                .as_str()
                .unwrap()
                .contains("…\" (8000 characters)"),
            "{answer}"
        );
    }
    let (status, answer) = http
        .get(&format!("/api/puzzles/next?game=quarto&theme=s3cr3t{long}"))
        .await;
    assert_eq!(
        (status, codes(&answer)),
        (400, ("bad_request", "query-value")),
        "{answer}"
    );
    assert!(!answer.to_string().contains("s3cr3t"), "{answer}");
    assert!(
        answer["message"].as_str().unwrap().starts_with("theme: "),
        "{answer}"
    );
    server.shutdown().await;
}

/// A seat number the game does not have is `404 not_found`, "no such seat", whether taken or
/// replayed (never a seat that is "not open" or "not yours"), and a huge one panics nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_the_game_does_not_have_is_not_found() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "open"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    for seat in [json!(99), json!(2), json!(u64::MAX)] {
        let (status, answer) = http
            .post(&format!("/api/games/{id}/join"), json!({"seat": seat}))
            .await;
        assert_eq!((status, codes(&answer).0), (404, "not_found"), "{seat}: {answer}");
        assert!(
            answer["message"].as_str().unwrap().contains("has no seat"),
            "{answer}"
        );
    }
    for seat in ["5", "2", &u64::MAX.to_string()] {
        let (status, answer) = http.get(&format!("/api/games/{id}/history?seat={seat}")).await;
        assert_eq!((status, codes(&answer).0), (404, "not_found"), "{seat}: {answer}");
    }
    // A seat it has but does not hold stays `not_your_seat`.
    let (status, _) = http.get(&format!("/api/games/{id}/history?seat=1")).await;
    assert_eq!(status, 403);
    server.shutdown().await;
}

/// A bot level that is not one carries the `bot-level` detail, with the level cut short.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_bot_level_carries_its_detail() {
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let answer = refused_game(
        &http,
        json!({"game": "quarto", "seats": ["me", {"bot": "godlike"}]}),
        "bot-level",
    )
    .await;
    assert_eq!(answer["detail"]["values"]["level"], "godlike", "{answer}");
    let long = "g".repeat(500);
    let answer = refused_game(
        &http,
        json!({"game": "quarto", "seats": ["me", {"bot": long}]}),
        "bot-level",
    )
    .await;
    assert!(answer.to_string().len() < 600, "{answer}");
    server.shutdown().await;
}

/// A binary first message is refused as binary (after the first state, as a spectator), as
/// later ones are; a text message that is not UTF-8 closes the socket with 1007.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_binary_first_message_is_refused_and_text_not_utf8_closes_with_1007() {
    use tokio_tungstenite::tungstenite::protocol::frame::Frame;
    use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
    let dir = TempDir::new("quartet-malformed").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let mut socket = Client::open(&server, &format!("/api/games/{id}/ws")).await;
    socket.send_binary(vec![1, 2, 3]).await;
    socket.next_of("state").await;
    let answer = socket.next_of("error").await;
    assert_eq!(codes(&answer), ("bad_request", "message-binary"), "{answer}");
    socket.send(json!({"type": "ping"})).await;
    socket.next_of("pong").await;
    socket
        .send_message(tokio_tungstenite::tungstenite::Message::Frame(Frame::message(
            vec![b'{', 0xff, 0xfe, b'}'],
            OpCode::Data(Data::Text),
            true,
        )))
        .await;
    while socket.next().await.is_some() {}
    assert_eq!(socket.closed, Some(1007));
    // The pairing's socket too, from its first message.
    let mut pairing = Client::open(&server, "/api/pairing/ws").await;
    pairing
        .send_message(tokio_tungstenite::tungstenite::Message::Frame(Frame::message(
            vec![b'{', 0xff, 0xfe, b'}'],
            OpCode::Data(Data::Text),
            true,
        )))
        .await;
    while pairing.next().await.is_some() {}
    assert_eq!(pairing.closed, Some(1007));
    server.shutdown().await;
}
