//! # quartet-server
//!
//! Quartet's web server (axum + tokio): the pages, a JSON API under `/api/` and a WebSocket per
//! live game, over the rules engines ([`quartet_core`]), the bots ([`quartet_engine`]) and the
//! store ([`quartet_store`]). The API is documented in `docs/api.md`.
//!
//! * The server is **authoritative**: every action is checked by the rules engine, clients get
//!   the state and the legal actions and never re-implement rules.
//! * A **room** per game ([`room`]): a state machine of the game's table, seats and clocks, a
//!   driver task, and its subscribers; every change is stored before it is announced, so a
//!   restarted server resumes every game where it was. The [`hub`] is the registry of rooms and
//!   invitations, [`games`] creates, finds, joins and resumes them.
//! * **Seats** are held by secret tokens (128 random bits, only their hash stored); a link to
//!   share carries an invitation code, never a token; spectators only watch ([`token`]).
//! * **Clocks** are enforced by the server: a room's driver wakes at the deadline.
//! * **Bots** search on blocking threads of the [`bots`] pool, a few at a time, never holding
//!   up another game; analyses have threads of their own ([`analysis`]), so a bot never waits
//!   behind one, and a bot's clock does not run while it waits for a thread. A bot on a clock
//!   thinks only as long as its clock leaves room for (its level's budget otherwise).
//! * **Hidden information** (Quartino's hands) never leaves the server before the game ends:
//!   each viewer gets only its own view ([`view`]).
//! * **Bad input** gets a clear error, to that client only, and changes nothing; bodies and
//!   messages are size-limited, WebSocket messages rate-limited per connection and API
//!   requests per client address ([`Limits`], [`limit`]); requests' heads and bodies have
//!   time limits, and connections and WebSockets are capped in all and per address
//!   ([`http::serve`]).
//! * **HTTP** lives in [`http`] alone: the router, the extractors (seat authentication is one),
//!   the handlers, and the one mapping of domain errors to answers; the messages are the typed
//!   structs of [`wire`], from which the browser's TypeScript types are generated.
//!
//! The modules depend on each other one way, each only on those before it: [`model`], [`time`],
//! [`token`], [`limit`], [`metrics`] → [`history`] → [`snapshot`], [`wire`], [`bots`] → [`room`], [`view`], [`analysis`],
//! [`learn`] → [`hub`] → [`games`] → [`pairing`] → [`cluster`] → [`http`]; [`pool`] depends on
//! nothing.
//! * **Quick pairing** ([`pairing`]): players waiting for an opponent in the [`pool`] of their
//!   game, rules, clock and rated or casual, matched by rating in a range that widens with
//!   waiting, oldest first, and seated at a new game.
//! * **Several nodes** on one PostgreSQL ([`cluster`]): each game driven by the node holding
//!   its lease, mirrored by the others, which forward their clients' calls to it.
//! * **Learning** ([`learn`]): the rules of each game, the lessons, the engines' puzzles
//!   (loaded into the store at start-up when missing) and the review of finished games.
//!
//! ```no_run
//! # async fn example() -> Result<(), quartet_server::ServerError> {
//! let config = quartet_server::Config::new(
//!     "127.0.0.1:8080".parse().unwrap(),
//!     quartet_store::Location::in_data_dir("quartet-data".as_ref()),
//! );
//! let server = quartet_server::start(config).await?;
//! println!("open {}", server.url());
//! server.shutdown().await;
//! # Ok(()) }
//! ```

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use quartet_store::{GameStore, Location};
use tokio::sync::watch;
use tokio::task::JoinHandle;

pub mod accounts;
pub mod analysis;
pub mod bots;
pub mod cluster;
pub mod detail;
pub mod error;
pub mod games;
pub mod history;
pub mod http;
pub mod hub;
pub mod learn;
pub mod limit;
pub mod metrics;
pub mod model;
pub mod pairing;
pub mod players;
pub mod pool;
pub mod proxy;
pub mod rated;
pub mod room;
pub mod snapshot;
pub mod time;
pub mod token;
pub mod view;
pub mod wire;

pub use error::ServerError;
pub use games::Games;
pub use http::error::ApiError;
pub use hub::Hub;
pub use limit::Limits;

/// How to run the server.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen (port 0: any free port).
    pub addr: SocketAddr,
    /// The database: an SQLite file or a PostgreSQL URL.
    pub database: Location,
    /// How the database is opened (PostgreSQL's pool size).
    pub store: quartet_store::StoreOptions,
    /// The built browser UI to serve; a placeholder page without.
    pub static_dir: Option<PathBuf>,
    /// The limits on clients.
    pub limits: Limits,
    /// How many bot searches may run at once.
    pub bot_threads: usize,
    /// How many analyses (and judgements of lessons, puzzles and reviews) may run at once, on
    /// threads of their own, apart from the bots'.
    pub analysis_threads: usize,
    /// Whether analyses answer positions with at most four pieces from the shipped book (on
    /// by default); off, they search them, as tests that need a long solve do.
    pub analysis_book: bool,
    /// With PostgreSQL: the lease of the games a node drives (see [`cluster`]).
    pub cluster: cluster::Timing,
    /// The bearer token `/metrics` asks for (none: open to whoever reaches the node).
    pub metrics_token: Option<metrics::MetricsToken>,
}

impl Config {
    /// A configuration with the default limits and one bot thread per core but one.
    pub fn new(addr: SocketAddr, database: Location) -> Config {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Config {
            addr,
            database,
            store: quartet_store::StoreOptions::default(),
            static_dir: None,
            limits: Limits::default(),
            bot_threads: cores.saturating_sub(1).max(1),
            analysis_threads: 1,
            analysis_book: true,
            cluster: cluster::Timing::default(),
            metrics_token: None,
        }
    }
}

/// A running server.
pub struct Server {
    addr: SocketAddr,
    games: Arc<Games>,
    bots: bots::BotPool,
    store: Arc<dyn GameStore>,
    stop: watch::Sender<bool>,
    task: JoinHandle<std::io::Result<()>>,
    sweeper: JoinHandle<()>,
    resumed: usize,
    not_resumed: Vec<(String, String)>,
    database: String,
    file_limit: u64,
    max_connections: usize,
    max_websockets: usize,
    /// The WebSockets open: the stop waits for each to have said "restarting".
    websockets: Arc<limit::Slots>,
    node: Option<Arc<cluster::Node>>,
}

impl Server {
    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The address to open in a browser.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// How many unfinished games were resumed at start-up.
    pub fn resumed(&self) -> usize {
        self.resumed
    }

    /// The stored games that could not be resumed, with why.
    pub fn not_resumed(&self) -> &[(String, String)] {
        &self.not_resumed
    }

    /// Where the games are stored, for messages.
    pub fn database(&self) -> &str {
        &self.database
    }

    /// The process's limit on open files, raised at start-up as far as allowed.
    pub fn file_limit(&self) -> u64 {
        self.file_limit
    }

    /// The connections the server holds at once at most: the configured cap, lowered to fit
    /// the file limit.
    pub fn max_connections(&self) -> usize {
        self.max_connections
    }

    /// The WebSockets the server holds at once at most (apart from the connections): the
    /// configured cap, lowered to fit the file limit.
    pub fn max_websockets(&self) -> usize {
        self.max_websockets
    }

    /// This node, when several share the database (PostgreSQL).
    pub fn node(&self) -> Option<&Arc<cluster::Node>> {
        self.node.as_ref()
    }

    /// The games (for tests and tools).
    pub fn games(&self) -> &Arc<Games> {
        &self.games
    }

    /// Stops the server: live connections are told the server is restarting (WebSocket close
    /// 1012), the rooms' drivers stop, then the store is closed.
    pub async fn shutdown(self) {
        if let Some(node) = &self.node {
            node.hand_over().await;
        }
        let _ = self.stop.send(true);
        self.sweeper.abort();
        let _ = tokio::time::timeout(Duration::from_secs(5), self.task).await;
        // A WebSocket's talk runs apart from its HTTP connection, which ended at the upgrade:
        // wait for each to have sent its close (and given back its place), or the process
        // could end before they did and the clients would see a reset instead of
        // "restarting".
        let _ = tokio::time::timeout(Duration::from_secs(5), async {
            while self.websockets.held() > 0 {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        })
        .await;
        // Let bot searches in flight see the stop before the store closes.
        let _ = tokio::time::timeout(Duration::from_secs(2), self.bots.drain()).await;
        self.store.close().await;
    }
}

/// Opens the store, resumes every unfinished game and starts listening.
pub async fn start(config: Config) -> Result<Server, ServerError> {
    let store = quartet_store::open_location_with(
        &config.database,
        // A transaction left idle past the lease (a node paused or stuck in it) is ended
        // by PostgreSQL: by then the node's games are another's to write.
        quartet_store::StoreOptions {
            idle_in_transaction: config.cluster.lease,
            ..config.store
        },
    )
    .await?;
    let database = store.describe();
    let (stop, stopped) = watch::channel(false);
    let bots = bots::BotPool::new(config.bot_threads, stopped.clone());
    let games = Arc::new(
        Games::new(
            Arc::new(Hub::new()),
            store.clone(),
            bots.clone(),
            time::Time::system(),
        )
        .with_open_games_per_client(
            config
                .limits
                .per_address_limits
                .then_some(config.limits.open_games_per_address),
        )
        .with_waiting_expiry(
            Duration::from_millis(config.limits.waiting_timed_expiry_ms),
            Duration::from_millis(config.limits.waiting_untimed_expiry_ms),
        )
        .with_first_turn(Duration::from_millis(config.limits.first_turn_ms)),
    );
    // Several nodes: the node's sweep takes the games no node drives; one node resumes all.
    let node = cluster::Node::start(games.clone(), config.cluster, stopped.clone()).await?;
    let (resumed, not_resumed) = match node {
        Some(_) => (0, Vec::new()),
        None => {
            // The seeks of a run before this one: their players' sockets are gone. (With
            // several nodes the other nodes' seekers are still waiting: their seeks stay.)
            if let Err(e) = store.expire_seeks(i64::MAX).await {
                tracing::warn!("the seeks of the last run were not cleared: {e}");
            }
            games.resume().await?
        }
    };
    // Games that waited for their players too long while the server was down.
    let expired = games.expire_waiting().await;
    if expired > 0 {
        tracing::info!("{expired} games that waited for their players too long were cancelled");
    }
    let analyses =
        analysis::AnalysisPool::new(config.analysis_threads, &config.limits).with_book(config.analysis_book);
    let teacher = Arc::new(learn::Teacher::new(store.clone(), analyses.clone()));
    match teacher.add_shipped_puzzles().await {
        Ok(0) => {}
        Ok(added) => tracing::info!("{added} puzzles added to the store"),
        Err(e) => tracing::warn!("the shipped puzzles were not added: {e}"),
    }
    for (id, why) in &not_resumed {
        tracing::warn!(game = %id, "not resumed: {why}");
    }
    let file_limit = raise_file_limit();
    let (max_connections, max_websockets) = fit_connections(config.limits.max_connections, file_limit);
    let per_address = |n: usize| config.limits.per_address_limits.then_some(n);
    let connections = Arc::new(limit::Slots::new(
        max_connections,
        per_address(config.limits.connections_per_address),
    ));
    let websockets = Arc::new(limit::Slots::new(
        max_websockets,
        per_address(config.limits.websockets_per_address),
    ));
    let limiter = Arc::new(limit::RateLimiter::new(
        config.limits.http_requests_per_second,
        config.limits.http_burst,
    ));
    let state = http::AppState {
        games: games.clone(),
        bots: bots.clone(),
        analyses,
        // The caps in force, as `/api/meta` tells them: the connections' as lowered to the
        // open-file limit.
        limits: limit::Limits {
            max_connections,
            ..config.limits.clone()
        },
        limiter: limiter.clone(),
        websockets: websockets.clone(),
        connections: connections.clone(),
        shutdown: stopped.clone(),
        teacher,
        players: Arc::new(players::Players::new(
            store.clone(),
            config.limits.per_address_limits,
        )),
        pairing: Arc::new(pairing::Pairing::new(games.clone(), pool::Widening::DEFAULT)),
        metrics_token: config.metrics_token.clone().map(Arc::new),
    };
    // With several nodes the pool's lease is renewed at each round: three rounds a lease.
    let pair_every = match &node {
        Some(node) => {
            node.set_pairing(state.pairing.clone());
            config.cluster.renew_every().min(Duration::from_secs(1))
        }
        None => Duration::from_secs(1),
    };
    tokio::spawn(state.pairing.clone().run(pair_every, stopped.clone()));
    let app = http::router(state, config.static_dir.as_deref());
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|source| ServerError::Bind {
            addr: config.addr,
            source,
        })?;
    let addr = listener.local_addr().map_err(ServerError::Serve)?;
    let timeouts = http::serve::Timeouts {
        header: Duration::from_millis(config.limits.header_timeout_ms),
        write: Duration::from_millis(config.limits.write_timeout_ms.max(1)),
    };
    let task = tokio::spawn(http::serve::serve(
        listener,
        app,
        connections,
        config.limits.proxies.clone(),
        timeouts,
        stopped.clone(),
    ));
    let sweep_games = games.clone();
    let sweeper = tokio::spawn(async move {
        let mut every = tokio::time::interval(sweep_games.expiry_check_every());
        let mut last_sweep = std::time::Instant::now();
        loop {
            every.tick().await;
            sweep_games.expire_waiting().await;
            if last_sweep.elapsed() >= Duration::from_secs(60) {
                last_sweep = std::time::Instant::now();
                sweep_games.sweep(Duration::from_secs(300));
                limiter.prune(last_sweep);
            }
        }
    });
    Ok(Server {
        addr,
        games,
        bots,
        store,
        stop,
        task,
        sweeper,
        resumed,
        not_resumed,
        database,
        file_limit,
        max_connections,
        max_websockets,
        websockets,
        node,
    })
}

/// Files kept for the store, the static files and logs, apart from connections.
const SPARE_FILES: u64 = 64;

/// Raises the process's soft limit on open files to its hard limit (where the system allows);
/// the limit in force.
fn raise_file_limit() -> u64 {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(n) => n,
        Err(e) => {
            tracing::warn!("the open-file limit could not be raised: {e}");
            rlimit::Resource::NOFILE.get().map_or(1024, |(soft, _)| soft)
        }
    }
}

/// The caps on connections and, apart, on WebSockets (an upgraded connection leaves the first
/// for the second) that fit `files` together beside the spare files: a quarter of them for
/// connections (brief: a page's requests; idle ones close after the head timeout), three
/// quarters for WebSockets (one a player at a live game, for as long as it lasts: 5,000 live
/// games are 10,000 WebSockets).
fn fit_connections(wanted: usize, files: u64) -> (usize, usize) {
    let left = usize::try_from(files.saturating_sub(SPARE_FILES)).unwrap_or(usize::MAX);
    (wanted.min(left / 4).max(1), wanted.min(left / 4 * 3).max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 5,000 live games are 10,000 WebSockets: they fit the default caps under an open-file
    /// limit of 20,000 (this machine's hard limit), with room for the pages' connections, and
    /// the two caps together never pass the files left beside the spare ones.
    #[test]
    fn five_thousand_live_games_fit_under_twenty_thousand_files() {
        let (connections, websockets) = fit_connections(Limits::default().max_connections, 20_000);
        assert!(websockets >= 10_000 + 100, "{websockets} WebSockets");
        assert!(connections >= 1_000, "{connections} connections");
        assert!(connections + websockets <= 20_000 - SPARE_FILES as usize);
        assert_eq!(fit_connections(14, 1 << 20), (14, 14));
        assert_eq!(fit_connections(4_000, 0), (1, 1));
    }
}
