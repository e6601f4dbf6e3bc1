//! The HTTP and WebSocket layer: the router, its shared [`AppState`], the extractors, the
//! handlers and the one mapping of errors to answers ([`error`]). Everything below it (rooms,
//! games, the bot pool) knows nothing of HTTP.

pub mod api;
pub mod error;
pub mod extract;
pub mod learn;
pub mod limit;
pub mod ops;
pub mod pages;
pub mod pairing;
pub mod players;
pub mod policy;
pub mod preview;
pub mod requester;
pub mod serve;
pub mod stall;
pub mod ws;

use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::header;
use axum::response::{Html, IntoResponse};
use axum::routing::{any, get, post};
use tokio::sync::watch;

use crate::Limits;
use crate::analysis::AnalysisPool;
use crate::bots::BotPool;
use crate::games::Games;
use crate::limit::{RateLimiter, Slots};

/// What every handler shares (cheap to clone): the games (their store and registry of rooms),
/// the bot pool (its solvers), the analyses' pool, the limits, the API's rate limiter and the stop signal.
#[derive(Clone)]
pub struct AppState {
    /// The games: store, registry of rooms and invitations, drivers.
    pub games: Arc<Games>,
    /// The bots' threads and solvers.
    pub bots: BotPool,
    /// The analyses' threads and queue.
    pub analyses: AnalysisPool,
    /// The limits on clients.
    pub limits: Limits,
    /// The API's requests per client address.
    pub limiter: Arc<RateLimiter>,
    /// The WebSockets open, in all and per client address.
    pub websockets: Arc<Slots>,
    /// The HTTP connections open (a WebSocket counted apart once upgraded), for the metrics.
    pub connections: Arc<Slots>,
    /// Turns true when the server stops.
    pub shutdown: watch::Receiver<bool>,
    /// The lessons, puzzles and reviews.
    pub teacher: Arc<crate::learn::Teacher>,
    /// The players' accounts and sessions.
    pub players: Arc<crate::players::Players>,
    /// Quick pairing.
    pub pairing: Arc<crate::pairing::Pairing>,
    /// The bearer token `/metrics` asks for, if any.
    pub metrics_token: Option<Arc<crate::metrics::MetricsToken>>,
}

/// The whole application: the API, the WebSockets, and the pages (the built UI in
/// `static_dir`, any unknown page answered with its `index.html` so the UI's own routes such
/// as `/join/CODE` and `/game/ID` work, see [`pages`]; a placeholder page without a built UI),
/// every answer with the headers of [`policy`].
pub fn router(state: AppState, static_dir: Option<&std::path::Path>) -> Router {
    let body_limit = state.limits.http_body_bytes;
    let api = Router::new()
        .route("/api/health", get(api::health))
        .route("/api/meta", get(api::meta))
        .route("/api/games", get(api::list).post(api::create))
        .route("/api/games/import", post(api::import))
        .route("/api/records/preview", post(api::preview))
        .route("/api/games/{id}", get(api::state))
        .route("/api/games/{id}/join", post(api::join_open))
        .route("/api/games/{id}/actions", post(api::action))
        .route("/api/games/{id}/resign", post(api::resign))
        .route("/api/games/{id}/cancel", post(api::cancel))
        .route("/api/games/{id}/undo", post(api::undo))
        .route("/api/games/{id}/rematch", post(api::rematch))
        .route("/api/games/{id}/record", get(api::record))
        .route("/api/games/{id}/history", get(api::history))
        .route("/api/games/{id}/ws", get(ws::upgrade))
        .route("/api/games/{id}/analysis", get(api::game_analysis))
        .route("/api/analysis", post(api::analysis))
        .route("/api/games/{id}/review", get(learn::review))
        .route("/api/games/{id}/review/{ply}/try", post(learn::try_mistake))
        .route("/api/rules/{game}", get(learn::rules))
        .route("/api/lessons/{game}", get(learn::lessons))
        .route("/api/lessons/{game}/{id}/try", post(learn::try_lesson))
        .route("/api/puzzles/next", get(learn::next_puzzle))
        .route("/api/puzzles/daily", get(learn::daily_puzzle))
        .route("/api/puzzles/{id}", get(learn::puzzle))
        .route("/api/puzzles/{id}/try", post(learn::try_puzzle))
        .route("/api/invites/{code}", get(api::invite_info))
        .route("/api/join", post(api::join_invite))
        .route("/api/accounts", post(players::sign_up))
        .route(
            "/api/session",
            get(players::current)
                .post(players::sign_in)
                .delete(players::sign_out),
        )
        .route("/api/session/lang", axum::routing::put(players::set_lang))
        .route(
            "/api/sessions",
            axum::routing::delete(players::sign_out_everywhere),
        )
        .route("/api/account", axum::routing::delete(players::delete_account))
        .route("/api/account/claim", post(players::claim))
        .route("/api/account/games", get(players::your_games))
        .route("/api/players/{name}", get(players::profile))
        .route("/api/players/{name}/ratings", get(players::ratings))
        .route("/api/leaderboard", get(players::top_class))
        .route("/api/leaderboard/{*class}", get(players::leaderboard))
        .route(
            "/api/pairing",
            get(pairing::pools).post(pairing::join).delete(pairing::leave),
        )
        .route("/api/pairing/ws", get(pairing::upgrade))
        .route("/api/seeks", get(pairing::seeks).post(pairing::seek))
        .route("/api/seeks/{id}/accept", post(pairing::accept_seek))
        .route(
            "/api/challenges",
            get(pairing::challenges).post(pairing::challenge),
        )
        .route("/api/challenges/{id}/accept", post(pairing::accept_seek))
        .route("/api/challenges/{id}/decline", post(pairing::decline))
        .route("/api", any(api::not_found))
        .route("/api/", any(api::not_found))
        .route("/api/{*rest}", any(api::not_found))
        .method_not_allowed_fallback(api::method_not_allowed);
    // An invitation's page and a game's, with their link previews: they look the invitation
    // and the game up as `/api/invites/{code}` and `/api/games/{id}` do, so they are limited as
    // the API is.
    let api = match static_dir {
        Some(dir) => api
            .route("/join/{code}", preview::join_route(dir.to_path_buf()))
            .route("/game/{id}", preview::game_route(dir.to_path_buf())),
        None => api,
    };
    let api = api
        .layer(axum::middleware::map_response(policy::not_kept))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            players::session_layer,
        ))
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(axum::middleware::from_fn_with_state(
            limit::BodyLimits {
                bytes: body_limit,
                time: std::time::Duration::from_millis(state.limits.body_timeout_ms),
            },
            limit::read_body,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.limiter.clone(),
            limit::limit_http,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.limits.proxies.clone(),
            requester::find_requester,
        ))
        // A host's probes and scrapes: after the layers, so no session, body or rate limit.
        .route("/healthz", get(ops::healthz))
        .route("/readyz", get(ops::readyz))
        .route("/metrics", get(ops::metrics))
        .with_state(state);
    let app = match static_dir {
        Some(dir) => api.merge(pages::router(dir)),
        None => api.fallback(placeholder),
    };
    app.layer(axum::middleware::from_fn(policy::headers))
}

/// The page served while the browser UI is not built (its script and style are in the page).
async fn placeholder() -> impl IntoResponse {
    (
        [
            (header::CACHE_CONTROL, "no-store"),
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; \
                 object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
            ),
        ],
        Html(include_str!("../placeholder.html")),
    )
}
