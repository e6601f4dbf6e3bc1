//! What a host needs from `quartet serve`, tested on the real binary: `/healthz` and `/readyz`
//! (503 while PostgreSQL is down, 200 again when it is back), `/metrics` (OpenMetrics text
//! that parses and counts the actions played), JSON log lines that never show a seat token, a
//! password, a session cookie or a CSRF token, every option from an environment variable, and
//! SIGTERM: WebSockets told to reconnect (close 1012), exit 0, nothing lost.

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::serving::{Serve, client, free_port, get, post, serve, two_player_game};
use futures_util::{SinkExt, StreamExt};
use quartet_store_test_kit::{TempDir, ThrowawayPostgres};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

/// The samples of an OpenMetrics text, by series (name and labels); panics on a line that is
/// neither a comment nor `series value`.
fn parse_metrics(text: &str) -> HashMap<String, f64> {
    let mut samples = HashMap::new();
    assert_eq!(text.lines().last(), Some("# EOF"), "{text}");
    for line in text.lines() {
        if line.starts_with('#') {
            assert!(
                ["# HELP ", "# TYPE ", "# UNIT ", "# EOF"]
                    .iter()
                    .any(|p| line.starts_with(p)),
                "{line}"
            );
            continue;
        }
        let (series, value) = line.rsplit_once(' ').unwrap_or_else(|| panic!("{line}"));
        let value: f64 = value.parse().unwrap_or_else(|_| panic!("{line}"));
        let name_end = series.find('{').unwrap_or(series.len());
        assert!(
            series[..name_end]
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_'),
            "{line}"
        );
        assert!(
            samples.insert(series.to_string(), value).is_none(),
            "twice: {line}"
        );
    }
    samples
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_actions_and_json_logs_keep_every_secret() {
    let dir = TempDir::new("quartet-ops-metrics").unwrap();
    let data = dir.path().to_str().unwrap();
    // Debug logs: the most a host would ever turn on, and still no secret in them.
    let mut serve = serve(&["--port", "0", "--data-dir", data, "--log", "debug"], &[]);
    let http = client();
    let (status, body) = get(&http, &serve.url("/healthz")).await;
    assert_eq!((status, body.as_str()), (200, r#"{"status":"ok"}"#));

    // An account: its password, its session cookie and CSRF token are secrets too.
    let password = "correct horse battery staple 7";
    let response = http
        .post(serve.url("/api/accounts"))
        .json(&json!({"name": "ada_metrics", "password": password}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 201);
    let cookie = response
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .split_once('=')
        .unwrap()
        .1
        .to_string();
    let csrf = response.json::<Value>().await.unwrap()["csrf"]
        .as_str()
        .unwrap()
        .to_string();
    let (status, _) = post(
        &http,
        &serve.url("/api/session"),
        None,
        json!({"name": "ada_metrics", "password": "a wrong password 9"}),
    )
    .await;
    assert_eq!(status, 401);

    // A game: two actions over HTTP, one over a WebSocket, one refused.
    let (id, first, second) = two_player_game(&http, &serve.url("")).await;
    let both = format!("{first},{second}");
    let actions = serve.url(&format!("/api/games/{id}/actions"));
    for action in ["7", "a1"] {
        let (status, state) = post(&http, &actions, Some(&both), json!({"action": action})).await;
        assert_eq!(status, 200, "{state}");
    }
    let (status, _) = post(&http, &actions, Some(&both), json!({"action": "a1"})).await;
    assert_eq!(status, 422, "giving a piece is what comes next: a1 is refused");
    let ws_url = format!("ws://{}/api/games/{id}/ws", serve.addr);
    let (mut ws, _) = tokio_tungstenite::connect_async(&ws_url).await.unwrap();
    let auth = json!({"type": "auth", "tokens": [first, second]}).to_string();
    ws.send(Message::text(auth)).await.unwrap();
    ws.send(Message::text(r#"{"type":"action","action":"3"}"#))
        .await
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        assert!(
            Instant::now() < deadline,
            "the WebSocket's action is not announced"
        );
        let Some(Ok(Message::Text(text))) = ws.next().await else {
            continue;
        };
        let state: Value = serde_json::from_str(&text).unwrap();
        if state["type"] == "state" && state["ply"] == 3 {
            break;
        }
    }

    let (status, text) = get(&http, &serve.url("/metrics")).await;
    assert_eq!(status, 200, "{text}");
    let samples = parse_metrics(&text);
    let sample = |series: &str| {
        samples
            .get(series)
            .copied()
            .unwrap_or_else(|| panic!("no {series}: {text}"))
    };
    assert_eq!(sample(r#"quartet_actions_total{by="player"}"#), 3.0);
    assert_eq!(sample("quartet_actions_refused_total"), 1.0);
    assert_eq!(sample("quartet_action_duration_seconds_count"), 3.0);
    assert_eq!(
        sample(r#"quartet_action_duration_seconds_bucket{le="+Inf"}"#),
        3.0
    );
    assert_eq!(
        sample(r#"quartet_store_write_duration_seconds_count{write="action"}"#),
        3.0
    );
    assert_eq!(sample("quartet_games_live"), 1.0);
    assert_eq!(sample("quartet_games_driven"), 1.0);
    assert_eq!(sample("quartet_websockets"), 1.0);
    // This request's connection (a WebSocket is counted apart once upgraded).
    assert!(sample("quartet_connections") >= 1.0);
    assert_eq!(sample("quartet_takeovers_total"), 0.0);
    assert!(!text.contains(&id), "no per-game series");

    serve.signal("TERM");
    let status = serve.exit_within(Duration::from_secs(20));
    assert!(status.success(), "{status:?}");

    let log = serve.log();
    assert!(log.len() >= 3, "{log:?}");
    for line in &log {
        let event: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
        assert!(
            event["level"].is_string() && event["timestamp"].is_string(),
            "{line}"
        );
        for secret in [&first, &second, &cookie, &csrf, &password.to_string()] {
            assert!(!line.contains(secret.as_str()), "a secret in the log: {line}");
        }
    }
    let messages: Vec<&str> = log
        .iter()
        .filter_map(|l| l.split("\"message\":\"").nth(1)?.split('"').next())
        .collect();
    assert!(
        messages.contains(&"stopping") && messages.contains(&"stopped"),
        "{log:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_is_503_while_postgres_is_down_and_200_when_it_is_back() {
    let Some(cluster) = ThrowawayPostgres::start_or_skip("readyz_follows_postgres") else {
        return;
    };
    // Trust authentication takes any password: this one must never be seen.
    let url =
        cluster
            .create_database("readyz")
            .await
            .unwrap()
            .replacen("quartet@", "quartet:pw-never-logged@", 1);
    // Every option from the environment here, the database URL among them.
    let mut serve = serve(&[], &[("QUARTET_PORT", "0"), ("QUARTET_DATABASE_URL", &url)]);
    let http = client();
    assert_eq!(get(&http, &serve.url("/readyz")).await.0, 200);

    cluster.stop().unwrap();
    let down = Instant::now();
    let body = loop {
        let (status, body) = get(&http, &serve.url("/readyz")).await;
        if status == 503 {
            break body;
        }
        assert!(down.elapsed() < Duration::from_secs(30), "still ready: {body}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let body: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(body["status"], "unavailable");
    assert_eq!(body["reason"], "the database does not answer");
    assert_eq!(
        get(&http, &serve.url("/healthz")).await.0,
        200,
        "the process is up"
    );

    cluster.restart().unwrap();
    let up = Instant::now();
    loop {
        let (status, body) = get(&http, &serve.url("/readyz")).await;
        if status == 200 {
            break;
        }
        assert!(up.elapsed() < Duration::from_secs(30), "not ready again: {body}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    serve.signal("TERM");
    assert!(serve.exit_within(Duration::from_secs(20)).success());
    let log = serve.log();
    assert!(
        log.iter().any(|l| l.contains("127.0.0.1")) && !log.iter().any(|l| l.contains("pw-never-logged")),
        "the database's password in the log: {log:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_option_comes_from_the_environment_too() {
    // --help names a variable for every option, and never shows the database URL's value.
    let help = Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args(["serve", "--help", "--lang", "en"])
        .env("QUARTET_DATABASE_URL", "postgres://u:hunter2@db/q")
        .output()
        .unwrap();
    let help = String::from_utf8(help.stdout).unwrap();
    let options: Vec<&str> = help
        .lines()
        .map(str::trim_start)
        .filter(|l| l.starts_with("--") && !l.starts_with("--help"))
        .collect();
    assert!(options.len() >= 14, "{help}");
    // Each option's block: from its line to the next option's.
    let mut blocks: Vec<String> = Vec::new();
    for line in help.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("--") || trimmed.starts_with("-h, --help") {
            blocks.push(String::new());
        }
        if let Some(block) = blocks.last_mut() {
            block.push_str(line);
            block.push('\n');
        }
    }
    assert_eq!(blocks.len(), options.len() + 1, "{help}");
    // Every option of serve's own; --lang, which every command takes, comes from the locale.
    for block in blocks.iter().filter(|b| {
        let b = b.trim_start();
        !b.starts_with("-h, --help") && !b.starts_with("--lang")
    }) {
        assert!(block.contains("[env: QUARTET_"), "no variable: {block}");
    }
    assert!(help.contains("[env: QUARTET_DATABASE_URL]"), "{help}");
    assert!(!help.contains("hunter2"), "{help}");

    // The address, the data directory, the rate limits, the log's format and filter from
    // the environment.
    let dir = TempDir::new("quartet-ops-env").unwrap();
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let data = dir.path().join("data");
    let serve = serve(
        &[],
        &[
            ("QUARTET_ADDR", addr.as_str()),
            ("QUARTET_DATA_DIR", data.to_str().unwrap()),
            ("QUARTET_HTTP_RATE", "1"),
            ("QUARTET_HTTP_BURST", "2"),
            ("QUARTET_BOT_THREADS", "1"),
            ("QUARTET_ANALYSIS_THREADS", "1"),
            ("QUARTET_SHUTDOWN_SECONDS", "5"),
            ("QUARTET_LOG", "warn,quartet=info"),
        ],
    );
    assert_eq!(serve.addr, addr);
    assert!(Path::new(&data).join("quartet.db").is_file());
    let http = client();
    let meta = serve.url("/api/meta");
    let statuses = futures_util::future::join_all((0..4).map(|_| get(&http, &meta))).await;
    assert!(
        statuses.iter().any(|(status, _)| *status == 429),
        "a burst of 2 lets 4 requests through: {statuses:?}"
    );
    drop(serve);

    // Behind a proxy from the environment (this machine's, by default): the limit counts the
    // address the proxy forwards, so one client runs out and another does not.
    let serve2 = serve_with_proxy_env(&data);
    let meta = serve2.url("/api/meta");
    let from = |client: &'static str| {
        let request = http.get(&meta).header("X-Forwarded-For", client);
        async move { request.send().await.unwrap().status().as_u16() }
    };
    let statuses = futures_util::future::join_all((0..4).map(|_| from("198.51.100.1"))).await;
    assert!(statuses.contains(&429), "{statuses:?}");
    assert_eq!(from("198.51.100.2").await, 200);

    // A bad value in a variable is refused with the variable's option named.
    let bad = Command::new(env!("CARGO_BIN_EXE_quartet"))
        .arg("serve")
        .env("QUARTET_PORT", "eighty")
        .output()
        .unwrap();
    assert!(!bad.status.success());
    let message = String::from_utf8(bad.stderr).unwrap();
    assert!(message.contains("--port"), "{message}");
}

fn serve_with_proxy_env(data: &Path) -> Serve {
    serve(
        &[],
        &[
            ("QUARTET_PORT", "0"),
            ("QUARTET_DATA_DIR", data.to_str().unwrap()),
            ("QUARTET_HTTP_RATE", "1"),
            ("QUARTET_HTTP_BURST", "2"),
            ("QUARTET_BEHIND_PROXY", "true"),
        ],
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_tells_websockets_to_reconnect_and_loses_nothing() {
    let dir = TempDir::new("quartet-ops-sigterm").unwrap();
    let data = dir.path().to_str().unwrap();
    let mut first = serve(&["--port", "0", "--data-dir", data], &[]);
    let http = client();
    let (id, white, black) = two_player_game(&http, &first.url("")).await;
    let both = format!("{white},{black}");
    let ws_url = format!("ws://{}/api/games/{id}/ws", first.addr);
    let (mut ws, _) = tokio_tungstenite::connect_async(&ws_url).await.unwrap();
    ws.send(Message::text(
        json!({"type": "auth", "tokens": [white]}).to_string(),
    ))
    .await
    .unwrap();
    let actions = first.url(&format!("/api/games/{id}/actions"));
    for action in ["7", "a1", "3", "b2", "9"] {
        let (status, state) = post(&http, &actions, Some(&both), json!({"action": action})).await;
        assert_eq!(status, 200, "{state}");
    }
    let (_, before) = get(&http, &first.url(&format!("/api/games/{id}"))).await;
    let before: Value = serde_json::from_str(&before).unwrap();

    let asked = Instant::now();
    first.signal("TERM");
    let close = loop {
        match tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .unwrap()
        {
            Some(Ok(Message::Close(frame))) => break frame,
            Some(Ok(_)) => {}
            other => panic!("no close frame: {other:?}"),
        }
    };
    let close = close.unwrap();
    assert_eq!(u16::from(close.code), 1012, "{close:?}");
    let status = first.exit_within(Duration::from_secs(15));
    assert!(status.success(), "{status:?}");
    assert!(asked.elapsed() < Duration::from_secs(12), "{:?}", asked.elapsed());
    drop(first);

    // Started again on the same data: the game is all there and goes on.
    let second = serve(&["--port", "0", "--data-dir", data], &[]);
    let (status, after) = get(&http, &second.url(&format!("/api/games/{id}"))).await;
    assert_eq!(status, 200);
    let after: Value = serde_json::from_str(&after).unwrap();
    assert_eq!(after["ply"], 5, "{after}");
    // (The clocks' remaining times are read at different moments: not compared.)
    for field in ["history", "status", "to_move"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    let actions = second.url(&format!("/api/games/{id}/actions"));
    let (status, state) = post(&http, &actions, Some(&both), json!({"action": "c3"})).await;
    assert_eq!(status, 200, "{state}");
}

/// `quartet <args>` with `env`, in English: the exit status and everything it wrote.
fn quartet_with(args: &[&str], env: &[(&str, &str)]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_quartet"))
        .env("LC_ALL", "C.UTF-8")
        .envs(env.iter().copied())
        .args(args)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[test]
fn secrets_are_never_echoed() {
    let (ok, text) = quartet_with(&["serve", "--metrics-token", "MySecretMetricsTok en"], &[]);
    assert!(!ok && text.contains("--metrics-token"), "{text}");
    assert!(!text.contains("MySecret"), "{text}");
    let (ok, text) = quartet_with(&["serve"], &[("QUARTET_METRICS_TOKEN", "shortSecret")]);
    assert!(!ok && text.contains("--metrics-token"), "{text}");
    assert!(!text.contains("shortSecret"), "{text}");
    let (ok, text) = quartet_with(
        &[
            "load-test",
            "--url",
            "http://user:SecretPw9@127.0.0.1:1/",
            "--seconds",
            "1",
            "--games",
            "2",
        ],
        &[],
    );
    assert!(!text.contains("SecretPw9"), "{text}");
    assert!(text.contains("http://user:***@127.0.0.1:1/"), "{text}");
    // Nothing could be played there: a failure.
    assert!(!ok, "{text}");
    assert!(text.contains("no game could be started"), "{text}");
    let (ok, text) = quartet_with(&["load-test", "--url", "http://user:SecretPw9@example.com/"], &[]);
    assert!(!ok && !text.contains("SecretPw9"), "{text}");
}
