//! The nginx configuration of `docs/deploy.md`, as written there, in front of a real
//! `quartet serve`: Debian's nginx on a free loopback port plays a whole game over HTTP and a
//! WebSocket, passes its own `X-Forwarded-Proto` (never a client's) and the client's address
//! (which the limits per address count: a client cannot forge it), answers `/readyz`, and does
//! not pass `/metrics`, which the node answers to its monitoring's bearer token. Skipped, with a message, only outside CI when nginx is not installed.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::serving::{client, free_port, get, post, serve, two_player_game};
use futures_util::{SinkExt, StreamExt};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

/// The token the monitoring sends for `/metrics`.
const METRICS_TOKEN: &str = "monitoring-0123456789abcdef";

/// Debian's nginx, or `None` when it is missing and the test may skip (never in CI).
fn nginx() -> Option<PathBuf> {
    let found = ["/usr/sbin/nginx", "/usr/bin/nginx"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.is_file());
    if found.is_none() {
        if std::env::var("CI").is_ok_and(|ci| ci == "true") {
            panic!("nginx is missing: scripts/test.sh installs it (apt-get install nginx)");
        }
        eprintln!("skipped: nginx is not installed (apt-get install nginx)");
    }
    found
}

/// The first `nginx` block of `docs/deploy.md`.
fn documented_configuration() -> String {
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/deploy.md");
    let doc = std::fs::read_to_string(doc).unwrap();
    let start = doc.find("```nginx\n").expect("an nginx block in docs/deploy.md") + "```nginx\n".len();
    let end = start + doc[start..].find("```").unwrap();
    doc[start..end].to_string()
}

/// Replaces the one `from` in `text` by `to`.
fn replace_once(text: &str, from: &str, to: &str) -> String {
    assert_eq!(text.matches(from).count(), 1, "{from:?} once in:\n{text}");
    text.replacen(from, to, 1)
}

/// nginx in the foreground, one process, everything in `dir`; killed when dropped.
struct Nginx(Child);

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_nginx(binary: &Path, dir: &Path, site: &str) -> (Nginx, String) {
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let site = replace_once(site, "listen 80;", &format!("listen {addr};"));
    std::fs::write(dir.join("quartet.conf"), site).unwrap();
    let d = dir.display();
    // As root nginx's workers run as `nobody`: the temporary files stay with root here.
    let root = Command::new("id").arg("-u").output().unwrap().stdout == b"0\n";
    let user = if root { "user root;" } else { "" };
    let main = format!(
        "{user}\ndaemon off;\nmaster_process off;\nworker_processes 1;\npid {d}/nginx.pid;\n\
         error_log {d}/error.log info;\nevents {{ worker_connections 256; }}\n\
         http {{\n access_log {d}/access.log;\n client_body_temp_path {d}/body;\n\
         proxy_temp_path {d}/proxy;\n fastcgi_temp_path {d}/fastcgi;\n uwsgi_temp_path {d}/uwsgi;\n\
         scgi_temp_path {d}/scgi;\n include {d}/quartet.conf;\n}}\n"
    );
    let conf = dir.join("nginx.conf");
    std::fs::write(&conf, main).unwrap();
    let args = |test: bool| {
        let mut command = Command::new(binary);
        command
            .arg("-p")
            .arg(dir)
            .arg("-e")
            .arg(dir.join("error.log"))
            .arg("-c")
            .arg(&conf);
        if test {
            command.arg("-t");
        }
        command
    };
    let checked = args(true).output().unwrap();
    assert!(
        checked.status.success(),
        "nginx -t: {}",
        String::from_utf8_lossy(&checked.stderr)
    );
    let child = args(false)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    (Nginx(child), addr)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_documented_nginx_configuration_serves_a_whole_game() {
    let Some(binary) = nginx() else { return };
    let dir = TempDir::new("quartet-deploy").unwrap();
    let data = dir.path().join("data");
    let quartet = serve(
        &["--port", "0", "--data-dir", data.to_str().unwrap()],
        &[
            ("QUARTET_BEHIND_PROXY", "true"),
            ("QUARTET_TRUSTED_PROXIES", "127.0.0.1"),
            ("QUARTET_METRICS_TOKEN", METRICS_TOKEN),
        ],
    );
    let site = replace_once(
        &documented_configuration(),
        "server 127.0.0.1:8080;",
        &format!("server {};", quartet.addr),
    );
    let (_nginx, proxy) = start_nginx(&binary, dir.path(), &site);
    let via = |path: &str| format!("http://{proxy}{path}");
    let http = client();
    let started = Instant::now();
    loop {
        if let Ok(response) = http.get(via("/readyz")).send().await
            && response.status() == 200
        {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "nginx does not answer: {:?}",
            std::fs::read_to_string(dir.path().join("error.log"))
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // A game through nginx: created and begun over HTTP, finished over a WebSocket that
    // sees every state.
    let (id, first, second) = two_player_game(&http, &via("")).await;
    let both = format!("{first},{second}");
    for action in ["0", "a1", "1"] {
        let (status, state) = post(
            &http,
            &via(&format!("/api/games/{id}/actions")),
            Some(&both),
            json!({"action": action}),
        )
        .await;
        assert_eq!(status, 200, "{state}");
    }
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{proxy}/api/games/{id}/ws"))
        .await
        .unwrap();
    ws.send(Message::text(
        json!({"type": "auth", "tokens": [first, second]}).to_string(),
    ))
    .await
    .unwrap();
    // Pieces 0, 1, 2 and 3 share two traits: on a1, b1, c1, d1 they make a quarto. Each
    // action waits for its state to come back through nginx.
    let mut last = Value::Null;
    for (ply, action) in (4..).zip(["b1", "2", "c1", "3", "d1"]) {
        ws.send(Message::text(
            json!({"type": "action", "action": action}).to_string(),
        ))
        .await
        .unwrap();
        last = loop {
            let message = tokio::time::timeout(Duration::from_secs(20), ws.next())
                .await
                .expect("a state within 20 s")
                .unwrap()
                .unwrap();
            let Message::Text(text) = message else { continue };
            let state: Value = serde_json::from_str(&text).unwrap();
            assert_ne!(state["type"], "error", "{state}");
            if state["type"] == "state" && state["ply"] == ply {
                break state;
            }
        };
    }
    assert_eq!(last["status"], "finished", "{last}");
    assert_eq!(last["result"]["reason"]["kind"], "quarto", "{last}");
    assert_eq!(last["result"]["winner"], 0, "{last}");

    // The client's address and scheme come from nginx (trusted: 127.0.0.1 only here), never
    // from a client. Clients on other loopback addresses stand for two people on the internet.
    let from = |ip: [u8; 4]| {
        reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .local_address(std::net::IpAddr::from(ip))
            .build()
            .unwrap()
    };
    let (alice, bob) = (from([127, 0, 0, 2]), from([127, 0, 0, 3]));
    // Signs up (or in) claiming https, and gives the cookie the server set.
    let claim_https = |http: &reqwest::Client, url: String| {
        let request = http
            .post(url)
            .header("X-Forwarded-Proto", "https")
            .json(&json!({"name": "nginx_player", "password": "a long enough password 1"}));
        async move {
            let response = request.send().await.unwrap();
            assert!(response.status().is_success(), "{}", response.status());
            response.headers()["set-cookie"].to_str().unwrap().to_string()
        }
    };
    // nginx says the scheme itself: a client's own X-Forwarded-Proto is not passed on, so over
    // plain http the session cookie is not Secure.
    let cookie = claim_https(&alice, via("/api/accounts")).await;
    assert!(!cookie.contains("Secure"), "{cookie}");
    // Straight to the server a client is no proxy: its header is ignored too.
    let cookie = claim_https(&alice, quartet.url("/api/session")).await;
    assert!(!cookie.contains("Secure"), "{cookie}");
    // The one trusted proxy's own word counts.
    let cookie = claim_https(&http, quartet.url("/api/session")).await;
    assert!(cookie.contains("Secure"), "{cookie}");

    // Sign-in tries are limited per client address behind nginx: Alice's wrong tries (under
    // other names each, so the limit per name never trips), however she forges her
    // X-Forwarded-For, run out; Bob's, through the same nginx, do not.
    let try_sign_in = |http: &reqwest::Client, n: usize| {
        http.post(via("/api/session"))
            .header("X-Forwarded-For", format!("203.0.113.{n}"))
            .json(&json!({"name": format!("nobody_{n}"), "password": "not the password 1"}))
            .send()
    };
    let mut refused = None;
    for n in 0..40 {
        let response = try_sign_in(&alice, n).await.unwrap();
        if response.status() == 429 {
            refused = Some(n);
            break;
        }
        assert_eq!(response.status(), 401, "{}", response.text().await.unwrap());
    }
    assert!(
        refused.is_some_and(|n| n >= 5),
        "Alice's tries from one address were not limited ({refused:?})"
    );
    let bob_tries = try_sign_in(&bob, 99).await.unwrap();
    assert_eq!(bob_tries.status(), 401, "{}", bob_tries.text().await.unwrap());

    // nginx does not pass the metrics from outside; the node answers its monitoring's token.
    let (status, _) = get(&http, &via("/metrics")).await;
    assert_eq!(status, 404);
    let direct = format!("http://{}/metrics", quartet.addr);
    let (status, _) = get(&http, &direct).await;
    assert_eq!(status, 401);
    let scraped = http.get(&direct).bearer_auth(METRICS_TOKEN).send().await.unwrap();
    assert_eq!(scraped.status(), 200);
    let metrics = scraped.text().await.unwrap();
    assert!(
        metrics.contains("quartet_actions_total{by=\"player\"} 8"),
        "{metrics}"
    );
}
