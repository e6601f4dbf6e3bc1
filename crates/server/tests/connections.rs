//! Connections under attack (issue 16, item 2): clients that send their request slowly or not
//! at all, that hold many idle sockets, declare huge bodies or open many WebSockets. The
//! server cuts them off after short timeouts (set to about a second here), caps connections
//! in all and per address, and keeps answering everybody else. Bounded loops on loopback only.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod common;

use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use common::{Http, start_with};
use quartet_server::{Limits, Server};
use quartet_store_test_kit::TempDir;
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// A TCP connection to the server from `127.0.0.N`.
async fn connect_from(server: &Server, n: u8) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::new(IpAddr::from([127, 0, 0, n]), 0))
        .unwrap();
    socket.connect(server.addr()).await.unwrap()
}

/// Reads until the server closes the connection (or `within` passes): what it sent, and
/// whether it closed.
async fn read_to_close(stream: &mut TcpStream, within: Duration) -> (String, bool) {
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    let deadline = tokio::time::Instant::now() + within;
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Err(_) => return (String::from_utf8_lossy(&got).into_owned(), false),
            Ok(Ok(0)) | Ok(Err(_)) => return (String::from_utf8_lossy(&got).into_owned(), true),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
        }
    }
}

/// The status and JSON body of a raw HTTP answer.
fn answer(raw: &str) -> (u16, Value) {
    let status = raw.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = raw.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

fn quick_timeouts() -> Limits {
    Limits {
        header_timeout_ms: 1_000,
        body_timeout_ms: 1_000,
        ws_idle_timeout_ms: 1_500,
        http_requests_per_second: 10_000.0,
        http_burst: 10_000.0,
        ..Limits::default()
    }
}

/// Idle sockets, requests whose head or body comes too slowly: each is cut off within about
/// its timeout (the slow body with a `408`), while another client is answered all along.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_and_idle_connections_are_cut_off_and_others_are_answered() {
    let dir = TempDir::new("quartet-conn-slow").unwrap();
    let server = start_with(dir.path(), quick_timeouts()).await;
    let started = Instant::now();
    let mut idle = Vec::new();
    let mut slow_head = Vec::new();
    let mut slow_body = Vec::new();
    for _ in 0..10 {
        idle.push(connect_from(&server, 1).await);
        let mut head = connect_from(&server, 1).await;
        head.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\n")
            .await
            .unwrap();
        slow_head.push(head);
        let mut body = connect_from(&server, 1).await;
        body.write_all(
            b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"game\"",
        )
        .await
        .unwrap();
        slow_body.push(body);
    }
    // Another client is answered meanwhile, and the slow heads drip a byte now and then.
    let other = Http::from_address(&server, 2);
    for _ in 0..5 {
        let (status, _) = other.get("/api/health").await;
        assert_eq!(status, 200);
        for head in &mut slow_head {
            let _ = head.write_all(b"X").await;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    for stream in idle.iter_mut().chain(slow_head.iter_mut()) {
        let (_, closed) = read_to_close(stream, Duration::from_secs(4)).await;
        assert!(closed, "cut off after {:?}", started.elapsed());
    }
    for stream in &mut slow_body {
        let (raw, closed) = read_to_close(stream, Duration::from_secs(4)).await;
        assert!(closed, "cut off after {:?}", started.elapsed());
        let (status, body) = answer(&raw);
        assert_eq!(
            (status, body["error"].as_str()),
            (408, Some("request_timeout")),
            "{raw}"
        );
    }
    assert!(
        started.elapsed() < Duration::from_secs(6),
        "{:?}",
        started.elapsed()
    );
    let (status, _) = other.get("/api/health").await;
    assert_eq!(status, 200);
    server.shutdown().await;
}

/// A body declared far over the limit is refused at once with `413`, before it is sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_huge_declared_body_is_refused_at_once() {
    let dir = TempDir::new("quartet-conn-huge").unwrap();
    let server = start_with(dir.path(), Limits::default()).await;
    let mut stream = connect_from(&server, 1).await;
    stream
        .write_all(
            b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000000\r\n\r\n{\"game\": \"quarto\", \"seats\": [\"me\"",
        )
        .await
        .unwrap();
    let started = Instant::now();
    let (raw, closed) = read_to_close(&mut stream, Duration::from_secs(5)).await;
    let (status, body) = answer(&raw);
    assert_eq!(
        (status, body["error"].as_str()),
        (413, Some("too_large")),
        "{raw}"
    );
    assert!(
        closed && started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    server.shutdown().await;
}

/// One address holds at most its share of connections and WebSockets (a further one is
/// answered `429 too_many_connections` and closed), and the whole server at most its cap
/// (`503 busy`); other addresses are answered all along.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_are_capped_per_address_and_in_all() {
    let dir = TempDir::new("quartet-conn-caps").unwrap();
    let limits = Limits {
        connections_per_address: 5,
        websockets_per_address: 2,
        max_connections: 14,
        http_requests_per_second: 10_000.0,
        http_burst: 10_000.0,
        ..Limits::default()
    };
    let server = start_with(dir.path(), limits).await;
    let mut held = Vec::new();
    for _ in 0..5 {
        held.push(connect_from(&server, 3).await);
    }
    let mut sixth = connect_from(&server, 3).await;
    sixth
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let (raw, closed) = read_to_close(&mut sixth, Duration::from_secs(3)).await;
    let (status, body) = answer(&raw);
    assert_eq!(
        (status, body["error"].as_str()),
        (429, Some("too_many_connections")),
        "{raw}"
    );
    assert!(closed);
    let (status, _) = Http::from_address(&server, 2).get("/api/health").await;
    assert_eq!(status, 200, "another address is answered");
    // Freed slots are given again.
    held.pop();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (status, _) = Http::from_address(&server, 3).get("/api/health").await;
    assert_eq!(status, 200);

    // The whole server: 4 + 5 + 5 held, then a new address is told the server is busy.
    for n in [4, 5] {
        for _ in 0..5 {
            held.push(connect_from(&server, n).await);
        }
    }
    let mut more = connect_from(&server, 6).await;
    more.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let (raw, _) = read_to_close(&mut more, Duration::from_secs(3)).await;
    let (status, body) = answer(&raw);
    assert_eq!((status, body["error"].as_str()), (503, Some("busy")), "{raw}");
    held.clear();
    tokio::time::sleep(Duration::from_millis(200)).await;

    // WebSockets: two per address, the third refused before the upgrade.
    let http = Http::new(&server);
    let created = http
        .create(serde_json::json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let url = format!(
        "ws://{}/api/games/{}/ws",
        server.addr(),
        created["id"].as_str().unwrap()
    );
    let mut sockets = Vec::new();
    for _ in 0..2 {
        sockets.push(tokio_tungstenite::connect_async(url.clone()).await.unwrap().0);
    }
    match tokio_tungstenite::connect_async(url.clone()).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status().as_u16(), 429);
            let body: Value = serde_json::from_slice(response.body().as_deref().unwrap()).unwrap();
            assert_eq!(body["error"], "too_many_connections", "{body}");
        }
        other => panic!("a third WebSocket from one address: {:?}", other.map(|_| ())),
    }
    sockets.pop();
    tokio::time::sleep(Duration::from_millis(200)).await;
    sockets.push(tokio_tungstenite::connect_async(url).await.unwrap().0);
    server.shutdown().await;
}

/// A WebSocket that sends nothing, not even the pong to the server's ping, is closed after
/// its idle time; and so is one that does not read what the server sends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_websocket_is_closed() {
    let dir = TempDir::new("quartet-conn-ws-idle").unwrap();
    let server = start_with(dir.path(), quick_timeouts()).await;
    let http = Http::new(&server);
    let created = http
        .create(serde_json::json!({"game": "quarto", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let mut stream = connect_from(&server, 1).await;
    let request = format!(
        "GET /api/games/{id}/ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\
         Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let started = Instant::now();
    // The raw socket reads (so the server's writes go through) but never answers a ping.
    let (raw, closed) = read_to_close(&mut stream, Duration::from_secs(6)).await;
    assert!(raw.starts_with("HTTP/1.1 101"), "{raw}");
    assert!(closed, "the silent WebSocket is closed");
    let elapsed = started.elapsed();
    assert!(
        elapsed >= Duration::from_millis(1_400) && elapsed < Duration::from_secs(5),
        "{elapsed:?}"
    );
    server.shutdown().await;
}

/// The server raises its open-file limit to the hard limit where allowed, and fits its
/// connection cap under it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_file_limit_is_raised_and_the_cap_fits_under_it() {
    let dir = TempDir::new("quartet-conn-nofile").unwrap();
    let server = start_with(dir.path(), Limits::default()).await;
    let files = server.file_limit();
    let hard = rlimit::Resource::NOFILE.get().unwrap().1;
    assert!(files >= hard.min(4096), "{files} files of {hard}");
    assert!(
        server.max_connections() < files as usize,
        "{} connections",
        server.max_connections()
    );
    server.shutdown().await;
}

/// A TCP connection from `127.0.0.N` that takes little at a time (a small receive buffer).
async fn narrow_from(server: &Server, n: u8) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    socket
        .bind(SocketAddr::new(IpAddr::from([127, 0, 0, n]), 0))
        .unwrap();
    socket.connect(server.addr()).await.unwrap()
}

/// The status of `GET /api/health` asked from `127.0.0.N` on a connection of its own.
async fn health_from(server: &Server, n: u8) -> u16 {
    let mut stream = connect_from(server, n).await;
    stream
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let (raw, _) = read_to_close(&mut stream, Duration::from_secs(3)).await;
    answer(&raw).0
}

/// Limits for the clients that do not read: a write timeout of a second.
fn stalling() -> Limits {
    Limits {
        write_timeout_ms: 1_000,
        connections_per_address: 4,
        websockets_per_address: 1,
        ..common::fast_http()
    }
}

/// A client that does not read the HTTP answers it asked for is dropped once the server could
/// send it nothing for the write timeout, and its connection's place is given back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_clients_that_do_not_read_are_dropped() {
    let dir = TempDir::new("quartet-conn-stall").unwrap();
    let server = start_with(dir.path(), stalling()).await;
    // Three thousand answers (18 MB) asked for at once on one connection, none read.
    let greedy = narrow_from(&server, 7).await;
    let (_unread, mut asks) = greedy.into_split();
    let asking = tokio::spawn(async move {
        let request = "GET /api/lessons/quartino HTTP/1.1\r\nHost: x\r\n\r\n".repeat(3_000);
        let _ = asks.write_all(request.as_bytes()).await;
        asks
    });
    // Three idle connections fill the address's places (they are closed only after 10 s).
    let mut idle = Vec::new();
    for _ in 0..3 {
        idle.push(connect_from(&server, 7).await);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        health_from(&server, 7).await,
        429,
        "the address's places are held"
    );
    tokio::time::sleep(Duration::from_millis(3_000)).await;
    assert_eq!(
        health_from(&server, 7).await,
        200,
        "the unread connection's place is given back"
    );
    drop(asking.await.unwrap());
    server.shutdown().await;
}

/// A WebSocket that reads none of its messages is dropped after the write timeout, while the
/// game it watches goes on for its players all along; its address may then open another.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websockets_that_do_not_read_are_dropped() {
    let dir = TempDir::new("quartet-conn-stall-ws").unwrap();
    let server = start_with(dir.path(), stalling()).await;
    let http = Http::new(&server);
    let created = http
        .create(serde_json::json!({"game": "quartino", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = format!(
        "{},{}",
        common::token_of(&created, 0),
        common::token_of(&created, 1)
    );
    // A spectator that asks for the state again and again and reads none of it.
    let stream = narrow_from(&server, 8).await;
    let url = format!("ws://{}/api/games/{id}/ws", server.addr());
    let (mut spectator, _) = tokio_tungstenite::client_async(url, stream).await.unwrap();
    let asking = tokio::spawn(async move {
        use futures_util::SinkExt;
        let sync = tokio_tungstenite::tungstenite::Message::Text(r#"{"type":"sync"}"#.into());
        // Until the server drops it (or for 10,000 states, some 20 MB).
        for _ in 0..10_000 {
            if spectator.send(sync.clone()).await.is_err() {
                break;
            }
        }
        spectator
    });
    // Meanwhile the players play on, each action answered at once.
    for n in 0..40 {
        let started = Instant::now();
        if !http.play_one(&id, &tokens, n * 5 + 1).await {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(1),
            "{:?}",
            started.elapsed()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let _spectator = tokio::time::timeout(Duration::from_secs(10), asking)
        .await
        .expect("the asks are all sent (or refused once dropped)")
        .unwrap();
    // The unread WebSocket was dropped: its address may open another.
    let stream = narrow_from(&server, 8).await;
    let url = format!("ws://{}/api/games/{id}/ws", server.addr());
    let (mut again, _) = tokio_tungstenite::client_async(url, stream).await.unwrap();
    let first = tokio::time::timeout(Duration::from_secs(5), futures_util::StreamExt::next(&mut again))
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    let first: Value = serde_json::from_str(first.to_text().unwrap()).unwrap();
    assert_eq!(first["type"], "state", "{first}");
    server.shutdown().await;
}
