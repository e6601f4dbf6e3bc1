//! The load tool behind `quartet load-test` (a client of the server, so it lives here and not in
//! the server's library): many games played at once by real WebSocket
//! clients on loopback, measuring actions a second and the latency of each action (from
//! sending it to receiving the state that contains it).
//!
//! Each game is made as a browser would: `POST /api/games` with seats `["me", "invite"]`,
//! `POST /api/join` with the invitation, then one WebSocket per seat; each client plays a
//! random legal action whenever the state it is sent says it may. A finished game is replaced
//! by a new one until the time is up. The tool only talks to loopback addresses, and stops by
//! itself after the given time.
//!
//! Like the people it stands for, each player comes from an address of its own: against a
//! server on 127.0.0.1 the players of game slot `i` use 127.1.x.y and 127.2.x.y (all of
//! 127.0.0.0/8 is this machine on Linux), so the server's per-address limit on API requests
//! applies to each player as it would in real use, not to the whole crowd at once. Where
//! those addresses cannot be used, every player comes from the system's choice.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use quartet_core::GameKind;
use quartet_core::chance::Rng;
use serde_json::{Value, json};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;

use quartet_server::{Config, Limits, ServerError};

/// The most games and seconds a run may ask for.
pub const MAX_GAMES: usize = 5000;
/// The longest run.
pub const MAX_SECONDS: f64 = 600.0;

/// What to run.
#[derive(Clone, Debug)]
pub struct LoadConfig {
    /// A running server (`http://127.0.0.1:8080/`; loopback only); `None` starts one in this
    /// process on a temporary data directory.
    pub url: Option<String>,
    /// Games played at once.
    pub games: usize,
    /// How long to play.
    pub seconds: f64,
    /// How long a client waits before each action, on average (0: at once).
    pub think_ms: u64,
    /// Which game.
    pub game: GameKind,
    /// Games start spread over this many seconds.
    pub ramp_seconds: f64,
    /// Seed of the clients' choices.
    pub seed: u64,
}

/// What a run measured.
#[derive(Clone, Debug)]
pub struct LoadReport {
    /// The configuration.
    pub config: LoadConfig,
    /// Games created.
    pub games_started: u64,
    /// Games played to the end.
    pub games_finished: u64,
    /// Actions played (and seen come back).
    pub actions: u64,
    /// Errors met (HTTP, WebSocket or error messages).
    pub errors: u64,
    /// The first error, if any.
    pub first_error: Option<String>,
    /// Seconds the run took.
    pub elapsed: f64,
    /// Latency percentiles in ms: p50, p90, p99, max.
    pub latency_ms: [f64; 4],
}

impl LoadReport {
    /// Actions a second over the run.
    pub fn actions_per_second(&self) -> f64 {
        self.actions as f64 / self.elapsed.max(1e-9)
    }
}

impl std::fmt::Display for LoadReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let c = &self.config;
        writeln!(
            f,
            "{} concurrent {} games for {:.0} s (ramp {:.0} s, think {} ms), {}",
            c.games,
            c.game,
            c.seconds,
            c.ramp_seconds,
            c.think_ms,
            c.url.as_deref().unwrap_or("server in this process")
        )?;
        writeln!(
            f,
            "games: {} started, {} finished; actions: {} ({:.0} actions/s)",
            self.games_started,
            self.games_finished,
            self.actions,
            self.actions_per_second()
        )?;
        let [p50, p90, p99, max] = self.latency_ms;
        writeln!(
            f,
            "latency (action sent -> its state received): p50 {p50:.1} ms, p90 {p90:.1} ms, p99 {p99:.1} ms, max {max:.1} ms"
        )?;
        write!(f, "errors: {}", self.errors)?;
        if let Some(e) = &self.first_error {
            write!(f, " (first: {e})")?;
        }
        Ok(())
    }
}

/// Why a run could not be made.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The target is not on this machine.
    #[error("the load tool only talks to loopback addresses (127.0.0.1, ::1, localhost), not {0}")]
    NotLoopback(String),
    /// A bound is exceeded.
    #[error("{0}")]
    Bounds(String),
    /// The in-process server did not start.
    #[error(transparent)]
    Server(#[from] ServerError),
    /// A temporary directory could not be made.
    #[error("cannot make a temporary data directory: {0}")]
    Io(#[from] std::io::Error),
}

#[derive(Default)]
struct Stats {
    started: AtomicU64,
    finished: AtomicU64,
    actions: AtomicU64,
    errors: AtomicU64,
    first_error: std::sync::Mutex<Option<String>>,
    latencies_us: Mutex<Vec<u32>>,
}

impl Stats {
    fn error(&self, e: impl std::fmt::Display) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut first) = self.first_error.lock()
            && first.is_none()
        {
            *first = Some(e.to_string());
        }
    }
}

/// The base URL (`http://host:port/`) if it names a loopback address.
pub fn loopback_base(url: &str) -> Result<reqwest::Url, LoadError> {
    let parsed = reqwest::Url::parse(url).map_err(|_| LoadError::NotLoopback(url.to_string()))?;
    let host = parsed.host_str().unwrap_or("");
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let ok = parsed.scheme() == "http"
        && (host == "localhost" || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback()));
    if !ok {
        return Err(LoadError::NotLoopback(url.to_string()));
    }
    let mut base = parsed;
    base.set_path("/");
    base.set_query(None);
    Ok(base)
}

/// Runs the load: see the module docs.
pub async fn run(config: LoadConfig) -> Result<LoadReport, LoadError> {
    if config.games == 0 || config.games > MAX_GAMES {
        return Err(LoadError::Bounds(format!("games: 1 to {MAX_GAMES}")));
    }
    if !(config.seconds > 0.0 && config.seconds <= MAX_SECONDS) {
        return Err(LoadError::Bounds(format!(
            "seconds: more than 0, at most {MAX_SECONDS}"
        )));
    }
    let mut own = None;
    let base = match &config.url {
        Some(url) => loopback_base(url)?,
        None => {
            let dir = tempfile::Builder::new().prefix("quartet-load-").tempdir()?;
            let mut server_config = Config::new(
                "127.0.0.1:0"
                    .parse()
                    .map_err(|_| LoadError::NotLoopback("127.0.0.1:0".into()))?,
                quartet_store::Location::in_data_dir(dir.path()),
            );
            server_config.limits = Limits {
                ws_messages_per_second: 1000.0,
                ws_burst: 1000.0,
                ..Limits::default()
            };
            let server = quartet_server::start(server_config).await?;
            let base = loopback_base(&server.url())?;
            own = Some((server, dir));
            base
        }
    };
    let shared_http = reqwest::Client::builder()
        .pool_max_idle_per_host(256)
        .build()
        .map_err(|e| LoadError::Bounds(e.to_string()))?;
    let own_addresses = own_addresses_work(&base).await;
    let stats = Arc::new(Stats::default());
    let start = Instant::now();
    let deadline = start + Duration::from_secs_f64(config.seconds);
    let mut slots = Vec::with_capacity(config.games);
    for i in 0..config.games {
        let delay = Duration::from_secs_f64(config.ramp_seconds.max(0.0) * i as f64 / config.games as f64);
        let (shared_http, base, stats, config) =
            (shared_http.clone(), base.clone(), stats.clone(), config.clone());
        slots.push(tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            let players = match own_addresses.then(|| Players::of_slot(i)).flatten() {
                Some(players) => players,
                None => Players::shared(shared_http),
            };
            let mut rng = Rng::new(config.seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            while Instant::now() < deadline {
                if let Err(e) = play_game(&players, &base, &config, &stats, &mut rng, deadline).await {
                    stats.error(e);
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
        }));
    }
    for slot in slots {
        let _ = slot.await;
    }
    let elapsed = start.elapsed().as_secs_f64();
    if let Some((server, dir)) = own {
        server.shutdown().await;
        drop(dir);
    }
    let mut latencies = std::mem::take(&mut *stats.latencies_us.lock().await);
    latencies.sort_unstable();
    let pick = |q: f64| -> f64 {
        if latencies.is_empty() {
            return 0.0;
        }
        let i = ((latencies.len() as f64 * q) as usize).min(latencies.len() - 1);
        f64::from(latencies[i]) / 1000.0
    };
    Ok(LoadReport {
        games_started: stats.started.load(Ordering::Relaxed),
        games_finished: stats.finished.load(Ordering::Relaxed),
        actions: stats.actions.load(Ordering::Relaxed),
        errors: stats.errors.load(Ordering::Relaxed),
        first_error: stats.first_error.lock().ok().and_then(|e| e.clone()),
        elapsed,
        latency_ms: [pick(0.5), pick(0.9), pick(0.99), pick(1.0)],
        config,
    })
}

async fn post(http: &reqwest::Client, url: reqwest::Url, body: Value) -> Result<Value, String> {
    let response = http
        .post(url)
        .json(&body)
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let status = response.status();
    let value: Value = response.json().await.map_err(|e| e.to_string())?;
    if !status.is_success() {
        return Err(format!("HTTP {status}: {value}"));
    }
    Ok(value)
}

/// The two players of a game slot: where each one's requests and WebSocket come from.
struct Players {
    /// The HTTP client of each seat.
    http: [reqwest::Client; 2],
    /// The address each seat's connections come from (`None`: the system's choice).
    addresses: [Option<IpAddr>; 2],
}

impl Players {
    /// Both players on the system's choice of address, sharing one HTTP client.
    fn shared(http: reqwest::Client) -> Players {
        Players {
            http: [http.clone(), http],
            addresses: [None, None],
        }
    }

    /// The players of slot `i` on addresses of their own (127.1.x.y and 127.2.x.y).
    fn of_slot(i: usize) -> Option<Players> {
        let (x, y) = (u8::try_from(i / 250).ok()?, (i % 250) as u8 + 1);
        let addresses = [1u8, 2].map(|n| IpAddr::V4(Ipv4Addr::new(127, n, x, y)));
        let client = |address: IpAddr| {
            reqwest::Client::builder()
                .local_address(address)
                .pool_max_idle_per_host(2)
                .build()
                .ok()
        };
        Some(Players {
            http: [client(addresses[0])?, client(addresses[1])?],
            addresses: addresses.map(Some),
        })
    }
}

/// Whether the players can have addresses of their own: the server is on IPv4 loopback and an
/// address such as 127.1.0.1 can be bound here.
async fn own_addresses_work(base: &reqwest::Url) -> bool {
    let on_v4_loopback = base
        .host_str()
        .and_then(|h| h.parse::<Ipv4Addr>().ok())
        .is_some_and(|ip| ip.is_loopback());
    on_v4_loopback
        && tokio::net::TcpSocket::new_v4()
            .and_then(|socket| socket.bind(SocketAddr::from((Ipv4Addr::new(127, 1, 0, 1), 0))))
            .is_ok()
}

/// Opens a WebSocket from `address` (or the system's choice).
async fn connect(
    url: &str,
    host: &str,
    address: Option<IpAddr>,
) -> Result<
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    String,
> {
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(8 * 1024)
        .write_buffer_size(0);
    let Some(address) = address else {
        let (socket, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true)
            .await
            .map_err(|e| format!("WebSocket: {e}"))?;
        return Ok(socket);
    };
    let server: SocketAddr = tokio::net::lookup_host(host)
        .await
        .map_err(|e| format!("{host}: {e}"))?
        .find(SocketAddr::is_ipv4)
        .ok_or_else(|| format!("{host}: no IPv4 address"))?;
    let socket = tokio::net::TcpSocket::new_v4().map_err(|e| e.to_string())?;
    socket
        .bind(SocketAddr::new(address, 0))
        .map_err(|e| format!("cannot use the address {address}: {e}"))?;
    let stream = socket
        .connect(server)
        .await
        .map_err(|e| format!("WebSocket: {e}"))?;
    let _ = stream.set_nodelay(true);
    let (socket, _) = tokio_tungstenite::client_async_with_config(
        url,
        tokio_tungstenite::MaybeTlsStream::Plain(stream),
        Some(config),
    )
    .await
    .map_err(|e| format!("WebSocket: {e}"))?;
    Ok(socket)
}

async fn play_game(
    players: &Players,
    base: &reqwest::Url,
    config: &LoadConfig,
    stats: &Stats,
    rng: &mut Rng,
    deadline: Instant,
) -> Result<(), String> {
    let join = |path: &str| base.join(path).map_err(|e| e.to_string());
    let created = post(
        &players.http[0],
        join("api/games")?,
        json!({"game": config.game.tag(), "seats": ["me", "invite"]}),
    )
    .await?;
    stats.started.fetch_add(1, Ordering::Relaxed);
    let id = created["id"].as_str().ok_or("no id")?.to_string();
    let first = created["tokens"][0]["token"]
        .as_str()
        .ok_or("no token")?
        .to_string();
    let code = created["invites"][0]["code"].as_str().ok_or("no invitation")?;
    let joined = post(&players.http[1], join("api/join")?, json!({"code": code})).await?;
    let second = joined["token"].as_str().ok_or("no token")?.to_string();
    let host = format!(
        "{}:{}",
        base.host_str().unwrap_or("127.0.0.1"),
        base.port_or_known_default().unwrap_or(80)
    );
    let mut sockets = Vec::new();
    for (i, token) in [first, second].into_iter().enumerate() {
        // The seat token goes in the first message, never in the URL.
        let url = format!("ws://{host}/api/games/{id}/ws");
        let mut socket = connect(&url, &host, players.addresses[i]).await?;
        let auth = json!({"type": "auth", "tokens": [token]}).to_string();
        socket
            .send(Message::Text(auth.into()))
            .await
            .map_err(|e| format!("WebSocket: {e}"))?;
        sockets.push((socket, Rng::new(rng.next_u64() ^ i as u64)));
    }
    let mut iter = sockets.into_iter();
    let (Some((a, rng_a)), Some((b, rng_b))) = (iter.next(), iter.next()) else {
        return Err("no sockets".into());
    };
    let (ra, rb) = tokio::join!(
        play_seat(a, rng_a, config.think_ms, stats, deadline, true),
        play_seat(b, rng_b, config.think_ms, stats, deadline, false)
    );
    ra.and(rb)
}

async fn play_seat(
    mut socket: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    mut rng: Rng,
    think_ms: u64,
    stats: &Stats,
    deadline: Instant,
    counts_finish: bool,
) -> Result<(), String> {
    let mut sent: Option<(u64, Instant)> = None;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            break;
        }
        let message = match tokio::time::timeout(left, socket.next()).await {
            Err(_) => break,
            Ok(None) => return Err("the server closed the WebSocket".into()),
            Ok(Some(Err(e))) => return Err(format!("WebSocket: {e}")),
            Ok(Some(Ok(m))) => m,
        };
        let Message::Text(text) = message else { continue };
        let v: Value = serde_json::from_str(text.as_str()).map_err(|e| e.to_string())?;
        match v["type"].as_str() {
            Some("state") => {
                let ply = v["ply"].as_u64().unwrap_or(0);
                if let Some((at_ply, t0)) = sent
                    && ply > at_ply
                {
                    let us = t0.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
                    stats.latencies_us.lock().await.push(us);
                    stats.actions.fetch_add(1, Ordering::Relaxed);
                    sent = None;
                }
                if v["status"] == "finished" {
                    if counts_finish {
                        stats.finished.fetch_add(1, Ordering::Relaxed);
                    }
                    break;
                }
                let legal = v["legal"].as_array().map_or(&[][..], Vec::as_slice);
                if sent.is_none() && !legal.is_empty() {
                    let pick = rng.below(legal.len());
                    let action = legal[pick].as_str().unwrap_or("").to_string();
                    if think_ms > 0 {
                        let wait = rng.below(2 * think_ms as usize + 1) as u64;
                        tokio::time::sleep(Duration::from_millis(wait)).await;
                    }
                    let message = json!({"type": "action", "action": action}).to_string();
                    sent = Some((ply, Instant::now()));
                    socket
                        .send(Message::Text(message.into()))
                        .await
                        .map_err(|e| format!("WebSocket: {e}"))?;
                }
            }
            Some("error") => {
                stats.error(format!("server: {}", v["message"]));
                sent = None;
                let _ = socket.send(Message::Text(r#"{"type":"sync"}"#.into())).await;
            }
            _ => {}
        }
    }
    let _ = socket.close(None).await;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A few seconds of games played flat out against a server in this process (with the
    /// default limits) finish games and meet no error — in particular no `rate_limited`, as its
    /// players come from addresses of their own, like people.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_load_tool_plays_games_without_errors() {
        let report = run(LoadConfig {
            url: None,
            games: 30,
            seconds: 3.0,
            think_ms: 0,
            game: GameKind::Quarto,
            ramp_seconds: 0.5,
            seed: 3,
        })
        .await
        .unwrap();
        assert_eq!(report.errors, 0, "{report}");
        assert!(report.games_finished > 30, "{report}");
        assert!(report.actions > 500, "{report}");
        let [p50, _, p99, max] = report.latency_ms;
        assert!(p50 > 0.0 && p50 <= p99 && p99 <= max, "{report}");
    }

    #[test]
    fn only_loopback_addresses_are_loaded() {
        assert!(loopback_base("http://127.0.0.1:8080/x?y").is_ok());
        assert!(loopback_base("http://[::1]:8080/").is_ok());
        assert!(loopback_base("http://localhost/").is_ok());
        assert!(loopback_base("http://example.com/").is_err());
        assert!(loopback_base("https://127.0.0.1/").is_err());
    }
}
