//! # quartet-server
//!
//! Quartet's web server (axum + tokio): the pages, a JSON API under `/api/` and a WebSocket per
//! live game, over the rules engines ([`quartet_core`]), the bots ([`quartet_engine`]) and the
//! store ([`quartet_store`]). The API is documented in `docs/api.md`.
//!
//! * The server is **authoritative**: every action is checked by the rules engine, clients get
//!   the state and the legal actions and never re-implement rules.
//! * A **room** per game ([`room`]): the game's table, seats, clocks; every change is stored
//!   before it is announced, so a restarted server resumes every game where it was.
//! * **Seats** are held by secret tokens (128 random bits, only their hash stored); a link to
//!   share carries an invitation code, never a token; spectators only watch ([`token`]).
//! * **Clocks** are enforced by the server: a room's driver wakes at the deadline.
//! * **Bots** search on blocking threads, a few at a time, never holding up another game.
//! * **Hidden information** (Quartino's hands) never leaves the server before the game ends:
//!   each viewer gets only its own view ([`view`]).
//! * **Bad input** gets a clear error, to that client only, and changes nothing; bodies and
//!   messages are size-limited, WebSocket messages rate-limited per connection and API
//!   requests per client address ([`Limits`], [`limit`]).
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

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::header;
use axum::response::{Html, IntoResponse};
use axum::routing::{any, get, post};
use quartet_store::Location;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tower_http::services::{ServeDir, ServeFile};

pub mod analysis;
pub mod api;
pub mod error;
pub mod hub;
pub mod limit;
pub mod load;
pub mod room;
pub mod token;
pub mod view;
pub mod ws;

pub use error::{ApiError, ServerError};
pub use hub::Hub;

/// The server's limits on what clients send.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// The largest HTTP request body (bytes).
    pub http_body_bytes: usize,
    /// The largest WebSocket message answered (bytes); larger ones get an error (and far
    /// larger ones, 16 times this, close the connection).
    pub ws_message_bytes: usize,
    /// WebSocket messages a connection may send a second, on average.
    pub ws_messages_per_second: f64,
    /// … and in a burst.
    pub ws_burst: f64,
    /// Requests to the API a client address may make a second, on average (0: no limit);
    /// see [`limit`].
    pub http_requests_per_second: f64,
    /// … and in a burst.
    pub http_burst: f64,
}

impl Default for Limits {
    /// Generous for people: a page makes a few requests when it opens and about one an action
    /// when its WebSocket is down; several people behind one address share the limit.
    fn default() -> Limits {
        Limits {
            http_body_bytes: 64 * 1024,
            ws_message_bytes: 4 * 1024,
            ws_messages_per_second: 20.0,
            ws_burst: 40.0,
            http_requests_per_second: 20.0,
            http_burst: 120.0,
        }
    }
}

/// How to run the server.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen (port 0: any free port).
    pub addr: SocketAddr,
    /// The database: an SQLite file or a PostgreSQL URL.
    pub database: Location,
    /// The built browser UI to serve; a placeholder page without.
    pub static_dir: Option<PathBuf>,
    /// The limits on clients.
    pub limits: Limits,
    /// How many bot searches may run at once.
    pub bot_threads: usize,
}

impl Config {
    /// A configuration with the default limits and one bot thread per core but one.
    pub fn new(addr: SocketAddr, database: Location) -> Config {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Config {
            addr,
            database,
            static_dir: None,
            limits: Limits::default(),
            bot_threads: cores.saturating_sub(1).max(1),
        }
    }
}

/// A running server.
pub struct Server {
    addr: SocketAddr,
    hub: Arc<Hub>,
    stop: watch::Sender<bool>,
    task: JoinHandle<std::io::Result<()>>,
    sweeper: JoinHandle<()>,
    resumed: usize,
    not_resumed: Vec<(String, String)>,
    database: String,
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

    /// The hub (for tests and tools).
    pub fn hub(&self) -> &Arc<Hub> {
        &self.hub
    }

    /// Stops the server: live connections are told the server is restarting (WebSocket close
    /// 1012), the rooms' drivers stop, then the store is closed.
    pub async fn shutdown(self) {
        let _ = self.stop.send(true);
        self.sweeper.abort();
        let _ = tokio::time::timeout(Duration::from_secs(5), self.task).await;
        // Let bot searches in flight see the stop before the store closes.
        let _ = tokio::time::timeout(Duration::from_secs(2), async {
            let _ = self.hub.bots.acquire_many(self.hub.bot_threads as u32).await;
        })
        .await;
        self.hub.store.close().await;
    }
}

/// Opens the store, resumes every unfinished game and starts listening.
pub async fn start(config: Config) -> Result<Server, ServerError> {
    let store = quartet_store::open_location(&config.database).await?;
    let database = store.describe();
    let (stop, stopped) = watch::channel(false);
    let hub = Hub::new(store, config.limits.clone(), config.bot_threads, stopped.clone());
    let (resumed, not_resumed) = hub.resume().await?;
    for (id, why) in &not_resumed {
        eprintln!("quartet-server: game {id} was not resumed: {why}");
    }
    let app = router(hub.clone(), config.static_dir.as_deref());
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|source| ServerError::Bind {
            addr: config.addr,
            source,
        })?;
    let addr = listener.local_addr().map_err(ServerError::Serve)?;
    // Small messages go out at once (no Nagle delay).
    let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let mut stopped_serve = stopped.clone();
    let task = tokio::spawn(async move {
        axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>())
            .with_graceful_shutdown(async move {
                let _ = stopped_serve.wait_for(|s| *s).await;
            })
            .await
    });
    let sweep_hub = hub.clone();
    let sweeper = tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_secs(60));
        loop {
            every.tick().await;
            sweep_hub.sweep(Duration::from_secs(300));
            sweep_hub.http_limiter.prune(std::time::Instant::now());
        }
    });
    Ok(Server {
        addr,
        hub,
        stop,
        task,
        sweeper,
        resumed,
        not_resumed,
        database,
    })
}

/// The whole application: the API, the WebSockets, and the pages (the built UI in
/// `static_dir`, any unknown page answered with its `index.html` so the UI's own routes such
/// as `/join/CODE` and `/game/ID` work; a placeholder page without a built UI).
pub fn router(hub: Arc<Hub>, static_dir: Option<&std::path::Path>) -> Router {
    let body_limit = hub.limits.http_body_bytes;
    let api = Router::new()
        .route("/api/health", get(api::health))
        .route("/api/meta", get(api::meta))
        .route("/api/games", get(api::list).post(api::create))
        .route("/api/games/import", post(api::import))
        .route("/api/games/{id}", get(api::state))
        .route("/api/games/{id}/join", post(api::join_open))
        .route("/api/games/{id}/actions", post(api::action))
        .route("/api/games/{id}/resign", post(api::resign))
        .route("/api/games/{id}/undo", post(api::undo))
        .route("/api/games/{id}/rematch", post(api::rematch))
        .route("/api/games/{id}/record", get(api::record))
        .route("/api/games/{id}/history", get(api::history))
        .route("/api/games/{id}/ws", get(ws::upgrade))
        .route("/api/games/{id}/analysis", get(api::game_analysis))
        .route("/api/analysis", post(api::analysis))
        .route("/api/invites/{code}", get(api::invite_info))
        .route("/api/join", post(api::join_invite))
        .route("/api", any(api::not_found))
        .route("/api/{*rest}", any(api::not_found))
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(axum::middleware::from_fn_with_state(
            hub.clone(),
            limit::limit_http,
        ))
        .with_state(hub);
    match static_dir {
        Some(dir) => {
            api.fallback_service(ServeDir::new(dir).fallback(ServeFile::new(dir.join("index.html"))))
        }
        None => api.fallback(placeholder),
    }
}

/// The page served while the browser UI is not built.
async fn placeholder() -> impl IntoResponse {
    (
        [(header::CACHE_CONTROL, "no-store")],
        Html(include_str!("placeholder.html")),
    )
}
