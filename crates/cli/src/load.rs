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
//! Against several nodes of one cluster (`--url` given more than once) the games are spread
//! evenly: game slot `i` is made on node `i mod N` (its creator's WebSocket there too; the
//! invitation is taken there as well, where its code is known) and its second player connects
//! to node `i + 1 mod N`, so every game is played through two nodes and relayed between them.
//! The latencies are also reported per node (the node the acting client is connected to).
//!
//! A connection that drops (a node killed) is opened again as browsers do, after a pause of
//! 0, 250, 500, 1,000, then 2,000 ms, to the next node of the list; an action answered
//! `not_owner` (no node drives its game at that moment) is sent again a second later, as the
//! browser does; one answered `unanswered` (taken by the game's node, not answered in time) is
//! not: the game is read again (`sync`), and the action sent again only if it was not made.
//! When the connections to a node drop mid-run, the tool measures the **takeover time** of
//! each game that node made: from the first dropped connection of that node to the first
//! acknowledged action in the game (a `kill -9` closes every socket of the process at once,
//! so the first drop is the kill to within the tool's own reaction time).
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
use tokio_tungstenite::tungstenite::Message;

use quartet_server::{Config, Limits, ServerError};

/// The most games and seconds a run may ask for.
pub const MAX_GAMES: usize = 5000;
/// The longest run.
pub const MAX_SECONDS: f64 = 600.0;

/// What to run.
#[derive(Clone, Debug)]
pub struct LoadConfig {
    /// Running servers (`http://127.0.0.1:8080/`; loopback only): one, or the nodes of a
    /// cluster; none starts one in this process on a temporary data directory.
    pub urls: Vec<String>,
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
    /// The same of the actions sent once every game had started (after the ramp, and a second
    /// for the last games' first turns): the steady load, without the games' creations'
    /// burst.
    pub steady_latency_ms: [f64; 4],
    /// How many actions those were.
    pub steady_actions: u64,
    /// Actions sent again after a `not_owner` answer (their game passing to another node).
    pub not_owner: u64,
    /// Actions answered `unanswered` (taken by their game's node, not answered in time): the
    /// game read again, the action sent again only if it was not made.
    pub unanswered: u64,
    /// Players of unfinished games who, at the end of the run, had heard nothing of their
    /// game for [`STALLED`] and twice the thinking time: games left unplayable.
    pub stalled: u64,
    /// Actions sent again (after `not_owner` or a reconnection) and then refused, as the first
    /// sending had been played after all (a forwarded action the new owner took).
    pub already_played: u64,
    /// Each node's share (one entry per URL; empty for a server in this process).
    pub nodes: Vec<NodeReport>,
    /// The takeovers seen: one for each node whose connections dropped mid-run.
    pub takeovers: Vec<TakeoverReport>,
}

/// What one node of the run measured.
#[derive(Clone, Debug)]
pub struct NodeReport {
    /// The node's URL.
    pub url: String,
    /// Actions acknowledged to clients connected to it.
    pub actions: u64,
    /// Their latency percentiles in ms: p50, p90, p99, max.
    pub latency_ms: [f64; 4],
    /// Connections to it that dropped (closed by it, or failed) before the end of the run.
    pub drops: u64,
}

/// The takeover of a node's games after its connections dropped.
#[derive(Clone, Debug)]
pub struct TakeoverReport {
    /// The node whose connections dropped.
    pub url: String,
    /// Its games that were being played when it dropped.
    pub games: u64,
    /// Seconds from the first dropped connection to the first acknowledged action, of each of
    /// those games that had one before the end of the run (sorted).
    pub seconds: Vec<f64>,
}

impl TakeoverReport {
    /// The median and the longest takeover in seconds (0 when none was seen).
    pub fn p50_max(&self) -> (f64, f64) {
        let p50 = self.seconds.get(self.seconds.len() / 2).copied().unwrap_or(0.0);
        (p50, self.seconds.last().copied().unwrap_or(0.0))
    }
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
            if c.urls.is_empty() {
                "server in this process".to_string()
            } else {
                c.urls
                    .iter()
                    .map(|url| crate::secret::hide_password(url))
                    .collect::<Vec<_>>()
                    .join(" ")
            }
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
        let [p50, p90, p99, max] = self.steady_latency_ms;
        writeln!(
            f,
            "  once every game started (from {:.0} s, {} actions): p50 {p50:.1} ms, p90 {p90:.1} ms, p99 {p99:.1} ms, max {max:.1} ms",
            c.ramp_seconds.max(0.0) + STEADY_AFTER_RAMP.as_secs_f64(),
            self.steady_actions
        )?;
        if self.nodes.len() > 1 {
            for node in &self.nodes {
                let [p50, p90, p99, max] = node.latency_ms;
                writeln!(
                    f,
                    "  node {}: {} actions ({:.0}/s), p50 {p50:.1} ms, p90 {p90:.1} ms, p99 {p99:.1} ms, max {max:.1} ms; {} connections dropped",
                    node.url,
                    node.actions,
                    node.actions as f64 / self.elapsed.max(1e-9),
                    node.drops
                )?;
            }
        }
        for takeover in &self.takeovers {
            let (p50, max) = takeover.p50_max();
            writeln!(
                f,
                "takeover of {}'s games (first dropped connection -> first acknowledged action): {} of {} games, p50 {p50:.2} s, max {max:.2} s",
                takeover.url,
                takeover.seconds.len(),
                takeover.games
            )?;
        }
        writeln!(
            f,
            "players of a stalled game (nothing heard of it for {} s at the end): {}",
            STALLED.as_secs(),
            self.stalled
        )?;
        write!(f, "errors: {}", self.errors)?;
        if let Some(e) = &self.first_error {
            write!(f, " (first: {e})")?;
        }
        if self.not_owner > 0 {
            write!(f, "; actions sent again after not_owner: {}", self.not_owner)?;
        }
        if self.unanswered > 0 {
            write!(f, "; actions answered unanswered: {}", self.unanswered)?;
        }
        if self.already_played > 0 {
            write!(
                f,
                "; sent again and refused as already played: {}",
                self.already_played
            )?;
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

/// What the clients count, as they play.
struct Stats {
    started: AtomicU64,
    finished: AtomicU64,
    errors: AtomicU64,
    not_owner: AtomicU64,
    unanswered: AtomicU64,
    stalled: AtomicU64,
    already_played: AtomicU64,
    first_error: std::sync::Mutex<Option<String>>,
    /// Each node's counts.
    nodes: Vec<NodeStats>,
    /// From when the load is steady: every game started ([`STEADY_AFTER_RAMP`]).
    steady_from: Instant,
    /// The latency of each action sent from then on, in µs.
    steady_us: std::sync::Mutex<Vec<u32>>,
}

/// The steady load is counted from this long after the ramp (the last games' first turns).
const STEADY_AFTER_RAMP: Duration = Duration::from_secs(1);

/// One node's counts.
#[derive(Default)]
struct NodeStats {
    /// The latency of each action acknowledged through it, in µs.
    latencies_us: std::sync::Mutex<Vec<u32>>,
    drops: AtomicU64,
    /// When its first connection dropped.
    first_drop: std::sync::Mutex<Option<Instant>>,
    /// Its games being played when it dropped.
    games_at_drop: AtomicU64,
    /// Their takeover times, in seconds.
    takeovers: std::sync::Mutex<Vec<f64>>,
}

impl Stats {
    fn new(nodes: usize, steady_from: Instant) -> Stats {
        Stats {
            steady_from,
            steady_us: std::sync::Mutex::new(Vec::new()),
            started: AtomicU64::new(0),
            finished: AtomicU64::new(0),
            errors: AtomicU64::new(0),
            not_owner: AtomicU64::new(0),
            unanswered: AtomicU64::new(0),
            stalled: AtomicU64::new(0),
            already_played: AtomicU64::new(0),
            first_error: std::sync::Mutex::new(None),
            nodes: (0..nodes.max(1)).map(|_| NodeStats::default()).collect(),
        }
    }

    fn error(&self, e: impl std::fmt::Display) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut first) = self.first_error.lock()
            && first.is_none()
        {
            *first = Some(e.to_string());
        }
    }

    /// When the first connection to `node` dropped, if one did.
    fn first_drop(&self, node: usize) -> Option<Instant> {
        self.nodes[node].first_drop.lock().ok().and_then(|d| *d)
    }

    /// A connection to `node` dropped now.
    fn dropped(&self, node: usize) {
        let stats = &self.nodes[node];
        stats.drops.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut first) = stats.first_drop.lock() {
            first.get_or_insert_with(Instant::now);
        }
    }

    /// An action of `game`, sent at `sent`, was acknowledged through `node` now.
    fn acknowledged(&self, node: usize, sent: Instant, game: &GameWatch) {
        let now = Instant::now();
        let us = now.duration_since(sent).as_micros().min(u128::from(u32::MAX)) as u32;
        if let Ok(mut latencies) = self.nodes[node].latencies_us.lock() {
            latencies.push(us);
        }
        if sent >= self.steady_from
            && let Ok(mut latencies) = self.steady_us.lock()
        {
            latencies.push(us);
        }
        if let Some(drop) = self.first_drop(game.node)
            && drop > game.started
            && !game.taken_over.swap(true, Ordering::Relaxed)
            && let Ok(mut takeovers) = self.nodes[game.node].takeovers.lock()
        {
            takeovers.push(now.duration_since(drop).as_secs_f64());
        }
    }
}

/// One game being played: the node that made it (and drives it), when, and whether an action
/// was acknowledged since that node's connections dropped.
struct GameWatch {
    node: usize,
    started: Instant,
    taken_over: std::sync::atomic::AtomicBool,
}

/// The percentiles p50, p90, p99 and max, in ms, of latencies in µs (sorted here).
fn percentiles(latencies: &mut [u32]) -> [f64; 4] {
    latencies.sort_unstable();
    [0.5, 0.9, 0.99, 1.0].map(|q| match latencies.len() {
        0 => 0.0,
        n => f64::from(latencies[((n as f64 * q) as usize).min(n - 1)]) / 1000.0,
    })
}

/// The base URL (`http://host:port/`) if it names a loopback address.
pub fn loopback_base(url: &str) -> Result<reqwest::Url, LoadError> {
    let parsed =
        reqwest::Url::parse(url).map_err(|_| LoadError::NotLoopback(crate::secret::hide_password(url)))?;
    let host = parsed.host_str().unwrap_or("");
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let ok = parsed.scheme() == "http"
        && (host == "localhost" || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback()));
    if !ok {
        return Err(LoadError::NotLoopback(crate::secret::hide_password(url)));
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
    let bases = if config.urls.is_empty() {
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
        vec![base]
    } else {
        config
            .urls
            .iter()
            .map(|url| loopback_base(url))
            .collect::<Result<Vec<_>, _>>()?
    };
    let bases = Arc::new(bases);
    let shared_http = reqwest::Client::builder()
        .pool_max_idle_per_host(256)
        .build()
        .map_err(|e| LoadError::Bounds(e.to_string()))?;
    let own_addresses = own_addresses_work(&bases).await;
    let start = Instant::now();
    let steady_from = start + Duration::from_secs_f64(config.ramp_seconds.max(0.0)) + STEADY_AFTER_RAMP;
    let stats = Arc::new(Stats::new(bases.len(), steady_from));
    let deadline = start + Duration::from_secs_f64(config.seconds);
    let mut slots = Vec::with_capacity(config.games);
    for i in 0..config.games {
        let delay = Duration::from_secs_f64(config.ramp_seconds.max(0.0) * i as f64 / config.games as f64);
        let (shared_http, bases, stats, config) =
            (shared_http.clone(), bases.clone(), stats.clone(), config.clone());
        slots.push(tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            let players = match own_addresses.then(|| Players::of_slot(i)).flatten() {
                Some(players) => players,
                None => Players::shared(shared_http),
            };
            let mut rng = Rng::new(config.seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            // A node that cannot make the game (it is down) passes the slot to the next.
            let mut node = i % bases.len();
            while Instant::now() < deadline {
                let game = GameWatch {
                    node,
                    started: Instant::now(),
                    taken_over: Default::default(),
                };
                let played = play_game(&players, &bases, &game, &config, &stats, &mut rng, deadline).await;
                if let Some(drop) = stats.first_drop(node)
                    && drop > game.started
                {
                    stats.nodes[node].games_at_drop.fetch_add(1, Ordering::Relaxed);
                }
                if let Err(e) = played {
                    if matches!(e, GameFailure::Making(_)) {
                        node = (node + 1) % bases.len();
                    }
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
    let mut all = Vec::new();
    let mut nodes = Vec::new();
    let mut takeovers = Vec::new();
    for (base, node) in bases.iter().zip(&stats.nodes) {
        let mut latencies = node
            .latencies_us
            .lock()
            .map(|mut l| std::mem::take(&mut *l))
            .unwrap_or_default();
        all.extend_from_slice(&latencies);
        nodes.push(NodeReport {
            url: crate::secret::hide_password(base.as_str()),
            actions: latencies.len() as u64,
            latency_ms: percentiles(&mut latencies),
            drops: node.drops.load(Ordering::Relaxed),
        });
        if node.first_drop.lock().is_ok_and(|d| d.is_some()) {
            let mut seconds = node.takeovers.lock().map(|t| t.clone()).unwrap_or_default();
            seconds.sort_by(f64::total_cmp);
            takeovers.push(TakeoverReport {
                url: crate::secret::hide_password(base.as_str()),
                games: node.games_at_drop.load(Ordering::Relaxed),
                seconds,
            });
        }
    }
    if config.urls.is_empty() {
        nodes.clear();
    }
    let mut steady = stats
        .steady_us
        .lock()
        .map(|mut l| std::mem::take(&mut *l))
        .unwrap_or_default();
    Ok(LoadReport {
        games_started: stats.started.load(Ordering::Relaxed),
        games_finished: stats.finished.load(Ordering::Relaxed),
        actions: all.len() as u64,
        errors: stats.errors.load(Ordering::Relaxed),
        first_error: stats.first_error.lock().ok().and_then(|e| e.clone()),
        elapsed,
        latency_ms: percentiles(&mut all),
        steady_actions: steady.len() as u64,
        steady_latency_ms: percentiles(&mut steady),
        not_owner: stats.not_owner.load(Ordering::Relaxed),
        unanswered: stats.unanswered.load(Ordering::Relaxed),
        stalled: stats.stalled.load(Ordering::Relaxed),
        already_played: stats.already_played.load(Ordering::Relaxed),
        nodes,
        takeovers,
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
                // A player makes two requests a game: no idle connection kept for the next
                // (10,000 of them would take as many files here and on the server).
                .pool_max_idle_per_host(0)
                .build()
                .ok()
        };
        Some(Players {
            http: [client(addresses[0])?, client(addresses[1])?],
            addresses: addresses.map(Some),
        })
    }
}

/// Whether the players can have addresses of their own: the servers are on IPv4 loopback and an
/// address such as 127.1.0.1 can be bound here.
async fn own_addresses_work(bases: &[reqwest::Url]) -> bool {
    let on_v4_loopback = bases.iter().all(|base| {
        base.host_str()
            .and_then(|h| h.parse::<Ipv4Addr>().ok())
            .is_some_and(|ip| ip.is_loopback())
    });
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

/// Why a game could not be played on.
#[derive(Debug)]
enum GameFailure {
    /// Making it or joining it (on the node that makes it) failed.
    Making(String),
    /// Playing it failed.
    Playing(String),
}

impl std::fmt::Display for GameFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameFailure::Making(e) | GameFailure::Playing(e) => f.write_str(e),
        }
    }
}

/// `host:port` of a base URL.
fn host_of(base: &reqwest::Url) -> String {
    format!(
        "{}:{}",
        base.host_str().unwrap_or("127.0.0.1"),
        base.port_or_known_default().unwrap_or(80)
    )
}

async fn play_game(
    players: &Players,
    bases: &[reqwest::Url],
    game: &GameWatch,
    config: &LoadConfig,
    stats: &Stats,
    rng: &mut Rng,
    deadline: Instant,
) -> Result<(), GameFailure> {
    let base = &bases[game.node];
    let join = |path: &str| base.join(path).map_err(|e| GameFailure::Making(e.to_string()));
    let created = post(
        &players.http[0],
        join("api/games")?,
        json!({"game": config.game.tag(), "seats": ["me", "invite"]}),
    )
    .await
    .map_err(GameFailure::Making)?;
    stats.started.fetch_add(1, Ordering::Relaxed);
    let made = |what: &str| GameFailure::Making(what.into());
    let id = created["id"].as_str().ok_or_else(|| made("no id"))?.to_string();
    let first = created["tokens"][0]["token"]
        .as_str()
        .ok_or_else(|| made("no token"))?
        .to_string();
    let code = created["invites"][0]["code"]
        .as_str()
        .ok_or_else(|| made("no invitation"))?;
    // The invitation is taken on the node that made the game, which knows its code.
    let joined = post(&players.http[1], join("api/join")?, json!({"code": code}))
        .await
        .map_err(GameFailure::Making)?;
    let second = joined["token"]
        .as_str()
        .ok_or_else(|| made("no token"))?
        .to_string();
    let seat = |i: usize, token: String| Seat {
        bases,
        node: (game.node + i) % bases.len(),
        id: &id,
        // The seat token goes in the first message, never in the URL.
        auth: json!({"type": "auth", "tokens": [token]}).to_string(),
        address: players.addresses[i],
        think_ms: config.think_ms,
        stats,
        game,
        deadline,
    };
    let (a, b) = (seat(0, first), seat(1, second));
    let (rng_a, rng_b) = (Rng::new(rng.next_u64()), Rng::new(rng.next_u64() ^ 1));
    let (ra, rb) = tokio::join!(a.play(rng_a, true), b.play(rng_b, false));
    ra.and(rb).map_err(GameFailure::Playing)
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The pauses before opening a dropped connection again, as the browser makes them.
const RECONNECT_MS: [u64; 5] = [0, 250, 500, 1000, 2000];
/// The pause before sending again an action answered `not_owner`, as the browser makes it.
const NOT_OWNER_PAUSE: Duration = Duration::from_secs(1);
/// A player of an unfinished game that heard nothing of it for this long (and twice the
/// thinking time) when the run ends counts its game as stalled.
const STALLED: Duration = Duration::from_secs(5);

/// One player of a game: where it connects, and what it counts.
struct Seat<'a> {
    bases: &'a [reqwest::Url],
    /// The node it is connected to (the next one after a drop).
    node: usize,
    id: &'a str,
    auth: String,
    address: Option<IpAddr>,
    think_ms: u64,
    stats: &'a Stats,
    game: &'a GameWatch,
    deadline: Instant,
}

/// What a connection ended with.
enum Ended {
    /// The game finished, or the time is up.
    Done,
    /// The connection dropped.
    Dropped(String),
}

/// An action sent and not yet seen played: the ply it was sent at, when it was first sent,
/// and its text.
type Sent = Option<(u64, Instant, String)>;

impl Seat<'_> {
    /// Opens the connection to the current node and authenticates.
    async fn open(&self) -> Result<Socket, String> {
        let base = &self.bases[self.node];
        let host = host_of(base);
        let url = format!("ws://{host}/api/games/{}/ws", self.id);
        let mut socket = connect(&url, &host, self.address).await?;
        socket
            .send(Message::Text(self.auth.clone().into()))
            .await
            .map_err(|e| format!("WebSocket: {e}"))?;
        Ok(socket)
    }

    /// Plays until the game ends or the time is up, opening the connection again (to the next
    /// node) whenever it drops.
    async fn play(mut self, mut rng: Rng, counts_finish: bool) -> Result<(), String> {
        let mut sent: Sent = None;
        let mut attempt = 0;
        let mut heard = Instant::now();
        loop {
            let opened = match self.open().await {
                Ok(mut socket) => {
                    let ended = self
                        .play_on(
                            &mut socket,
                            &mut rng,
                            &mut sent,
                            counts_finish,
                            &mut attempt,
                            &mut heard,
                        )
                        .await;
                    let _ = socket.close(None).await;
                    ended
                }
                Err(e) => Ended::Dropped(e),
            };
            let Ended::Dropped(why) = opened else {
                return Ok(());
            };
            if self.bases.len() == 1 {
                return Err(why);
            }
            self.stats.dropped(self.node);
            let pause = RECONNECT_MS[attempt.min(RECONNECT_MS.len() - 1)];
            attempt += 1;
            if Instant::now() + Duration::from_millis(pause) >= self.deadline {
                return Ok(());
            }
            tokio::time::sleep(Duration::from_millis(pause)).await;
            self.node = (self.node + 1) % self.bases.len();
        }
    }

    /// Plays on one connection.
    async fn play_on(
        &self,
        socket: &mut Socket,
        rng: &mut Rng,
        sent: &mut Sent,
        counts_finish: bool,
        attempt: &mut usize,
        heard: &mut Instant,
    ) -> Ended {
        let stalled = STALLED + Duration::from_millis(2 * self.think_ms);
        // After a reconnection, an action sent and not yet seen played is sent again.
        let mut resend = sent.is_some();
        // Whether the action waiting for its state was sent more than once.
        let mut resent = false;
        loop {
            let left = self.deadline.saturating_duration_since(Instant::now());
            let time_up = || {
                if heard.elapsed() >= stalled {
                    self.stats.stalled.fetch_add(1, Ordering::Relaxed);
                }
                Ended::Done
            };
            if left.is_zero() {
                return time_up();
            }
            let message = match tokio::time::timeout(left, socket.next()).await {
                Err(_) => return time_up(),
                Ok(None) => return Ended::Dropped("the server closed the WebSocket".into()),
                Ok(Some(Err(e))) => return Ended::Dropped(format!("WebSocket: {e}")),
                Ok(Some(Ok(m))) => m,
            };
            let Message::Text(text) = message else { continue };
            let Ok(v) = serde_json::from_str::<Heard>(text.as_str()) else {
                self.stats.error(format!("not a message of the server: {text}"));
                continue;
            };
            match v.kind.as_str() {
                "state" => {
                    *attempt = 0;
                    *heard = Instant::now();
                    let ply = v.ply;
                    if let Some((at_ply, t0, _)) = sent
                        && ply > *at_ply
                    {
                        self.stats.acknowledged(self.node, *t0, self.game);
                        *sent = None;
                    }
                    if v.status.as_deref() == Some("finished") {
                        if counts_finish {
                            self.stats.finished.fetch_add(1, Ordering::Relaxed);
                        }
                        return Ended::Done;
                    }
                    let legal = &v.legal;
                    if legal.is_empty() {
                        continue;
                    }
                    let message = match sent {
                        Some((_, _, action)) if resend => {
                            resent = true;
                            action.clone()
                        }
                        Some(_) => continue,
                        None => {
                            let action = legal[rng.below(legal.len())].clone();
                            if self.think_ms > 0 {
                                let wait = rng.below(2 * self.think_ms as usize + 1) as u64;
                                tokio::time::sleep(Duration::from_millis(wait)).await;
                            }
                            let message = json!({"type": "action", "action": action}).to_string();
                            *sent = Some((ply, Instant::now(), message.clone()));
                            resent = false;
                            message
                        }
                    };
                    resend = false;
                    if let Err(e) = socket.send(Message::Text(message.into())).await {
                        return Ended::Dropped(format!("WebSocket: {e}"));
                    }
                }
                "error" if v.code.as_deref() == Some("not_owner") && sent.is_some() => {
                    // No node drives the game at this moment: the browser sends it again a
                    // second later, quietly.
                    self.stats.not_owner.fetch_add(1, Ordering::Relaxed);
                    tokio::time::sleep(NOT_OWNER_PAUSE).await;
                    resent = true;
                    let again = sent.as_ref().map(|(_, _, m)| m.clone()).unwrap_or_default();
                    if let Err(e) = socket.send(Message::Text(again.into())).await {
                        return Ended::Dropped(format!("WebSocket: {e}"));
                    }
                }
                "error" if v.code.as_deref() == Some("unanswered") && sent.is_some() => {
                    // Taken by the game's node and not answered in time: it may have been
                    // made. The game is read again; the next state says whether (its ply),
                    // and the action is sent again only if it was not.
                    self.stats.unanswered.fetch_add(1, Ordering::Relaxed);
                    resend = true;
                    let _ = socket.send(Message::Text(r#"{"type":"sync"}"#.into())).await;
                }
                "error" => {
                    if resent {
                        self.stats.already_played.fetch_add(1, Ordering::Relaxed);
                    } else {
                        self.stats
                            .error(format!("server: {}", v.message.unwrap_or(Value::Null)));
                    }
                    *sent = None;
                    let _ = socket.send(Message::Text(r#"{"type":"sync"}"#.into())).await;
                }
                _ => {}
            }
        }
    }
}

/// What a player reads of the server's messages; the rest (the view, the history, the seats…)
/// is skipped without being built, which keeps the tool's own share of the machine small
/// beside the server it measures.
#[derive(serde::Deserialize)]
struct Heard {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    ply: u64,
    #[serde(default)]
    status: Option<String>,
    #[serde(default)]
    legal: Vec<String>,
    #[serde(default)]
    code: Option<String>,
    #[serde(default)]
    message: Option<Value>,
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
            urls: Vec::new(),
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
        assert_eq!(report.stalled, 0, "{report}");
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
