//! The server's metrics, in Prometheus's text format (`GET /metrics`): what happened (actions
//! played and refused, their latency, the store's writes and their latency, takeovers) counted
//! process-wide as it happens, and what is held now (games, connections, WebSockets) read from
//! the server's state at each scrape ([`Gauges`]).
//!
//! Labels take a few fixed values only (who played, which write): never a game id, a player
//! or an address, so the series stay few however many games are played, and no secret can
//! appear. The event counters are one set per process, as the process is one node; several
//! servers in one process (tests) add to the same counters.
//!
//! A host may keep them to its monitoring with a bearer token ([`MetricsToken`]), as
//! Prometheus's `authorization` setting sends it.

use std::sync::LazyLock;
use std::time::Duration;

use std::fmt::Write as _;

use prometheus_client::encoding::{EncodeLabelSet, EncodeLabelValue, LabelValueEncoder};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::{Registry, Unit};

/// Who played an action.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum Actor {
    /// A person, over HTTP or a WebSocket.
    Player,
    /// A bot, from its search.
    Bot,
}

/// One of the writes a room makes in the store.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum StoreWrite {
    /// An action appended.
    Action,
    /// A game's ending.
    Ending,
    /// A game's status (it started).
    Status,
    /// A seat taken or changed.
    Seat,
    /// Actions taken back.
    TakeBack,
    /// A rematch.
    Rematch,
    /// The offers standing at a table.
    Offers,
}

impl Actor {
    fn name(self) -> &'static str {
        match self {
            Actor::Player => "player",
            Actor::Bot => "bot",
        }
    }
}

impl StoreWrite {
    fn name(self) -> &'static str {
        match self {
            StoreWrite::Action => "action",
            StoreWrite::Ending => "ending",
            StoreWrite::Status => "status",
            StoreWrite::Seat => "seat",
            StoreWrite::TakeBack => "take_back",
            StoreWrite::Rematch => "rematch",
            StoreWrite::Offers => "offers",
        }
    }
}

impl EncodeLabelValue for Actor {
    fn encode(&self, encoder: &mut LabelValueEncoder) -> Result<(), std::fmt::Error> {
        encoder.write_str(self.name())
    }
}

impl EncodeLabelValue for StoreWrite {
    fn encode(&self, encoder: &mut LabelValueEncoder) -> Result<(), std::fmt::Error> {
        encoder.write_str(self.name())
    }
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ByActor {
    by: Actor,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ByWrite {
    write: StoreWrite,
}

/// The events counted since the process started.
struct Events {
    actions: Family<ByActor, Counter>,
    refused: Counter,
    action_seconds: Histogram,
    store_seconds: Family<ByWrite, Histogram>,
    store_failures: Family<ByWrite, Counter>,
    takeovers: Counter,
}

/// Latency buckets from 0.5 ms to about 8 s, each twice the one before.
fn latency_buckets() -> Histogram {
    Histogram::new(exponential_buckets(0.0005, 2.0, 15))
}

static EVENTS: LazyLock<Events> = LazyLock::new(|| Events {
    actions: Family::default(),
    refused: Counter::default(),
    action_seconds: latency_buckets(),
    store_seconds: Family::new_with_constructor(latency_buckets),
    store_failures: Family::default(),
    takeovers: Counter::default(),
});

/// Counts an action played by `by`; a person's action also times its latency (from its
/// arrival at the room to its state stored and announced).
pub fn action_played(by: Actor, took: Option<Duration>) {
    EVENTS.actions.get_or_create(&ByActor { by }).inc();
    if let Some(took) = took {
        EVENTS.action_seconds.observe(took.as_secs_f64());
    }
}

/// Counts an action a room refused (illegal, out of turn, not stored).
pub fn action_refused() {
    EVENTS.refused.inc();
}

/// Times one write in the store, and counts it if it failed.
pub fn store_write(write: StoreWrite, took: Duration, ok: bool) {
    let labels = ByWrite { write };
    EVENTS
        .store_seconds
        .get_or_create(&labels)
        .observe(took.as_secs_f64());
    if !ok {
        EVENTS.store_failures.get_or_create(&labels).inc();
    }
}

/// Counts a game this node took over from another.
pub fn takeover() {
    EVENTS.takeovers.inc();
}

/// What a server holds at the moment of a scrape.
#[derive(Clone, Copy, Debug, Default)]
pub struct Gauges {
    /// Games being played (every seat taken, not over) in memory.
    pub live_games: usize,
    /// Unfinished games this node drives (clocks, bots, every change): live ones and those
    /// waiting for players.
    pub driven_games: usize,
    /// HTTP connections open (a WebSocket counted apart once upgraded).
    pub connections: usize,
    /// WebSockets open.
    pub websockets: usize,
}

fn gauge(value: usize) -> Gauge {
    let gauge = Gauge::default();
    gauge.set(i64::try_from(value).unwrap_or(i64::MAX));
    gauge
}

/// The metrics in Prometheus's text exposition format (version 0.0.4 and OpenMetrics 1.0 both
/// read it), `now` among them.
pub fn render(now: &Gauges) -> String {
    let mut registry = Registry::with_prefix("quartet");
    registry.register(
        "games_live",
        "Games being played (every seat taken, not over)",
        gauge(now.live_games),
    );
    registry.register(
        "games_driven",
        "Unfinished games this node drives (clocks, bots, validation)",
        gauge(now.driven_games),
    );
    registry.register(
        "connections",
        "HTTP connections open (WebSockets counted apart)",
        gauge(now.connections),
    );
    registry.register("websockets", "WebSockets open", gauge(now.websockets));
    registry.register(
        "actions",
        "Actions played, by a player or a bot",
        EVENTS.actions.clone(),
    );
    registry.register(
        "actions_refused",
        "Actions refused (illegal, out of turn, or not stored)",
        EVENTS.refused.clone(),
    );
    registry.register_with_unit(
        "action_duration",
        "A player's action from its arrival at the game's room to its state stored and announced",
        Unit::Seconds,
        EVENTS.action_seconds.clone(),
    );
    registry.register_with_unit(
        "store_write_duration",
        "A game's write in the store, by kind of write",
        Unit::Seconds,
        EVENTS.store_seconds.clone(),
    );
    registry.register(
        "store_write_failures",
        "A game's writes the store refused or could not make, by kind of write",
        EVENTS.store_failures.clone(),
    );
    registry.register(
        "takeovers",
        "Games this node took over from another node (always 0 on a single node)",
        EVENTS.takeovers.clone(),
    );
    let mut text = String::new();
    // Writing into a String cannot fail.
    let _ = prometheus_client::encoding::text::encode(&mut text, &registry);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str, series: &str) -> f64 {
        text.lines()
            .find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.parse().ok())
            .unwrap_or(0.0)
    }

    #[test]
    fn events_and_gauges_are_rendered() {
        let before = render(&Gauges::default());
        action_played(Actor::Player, Some(Duration::from_millis(3)));
        action_played(Actor::Bot, None);
        store_write(StoreWrite::Action, Duration::from_millis(2), false);
        let text = render(&Gauges {
            live_games: 7,
            driven_games: 9,
            connections: 3,
            websockets: 2,
        });
        assert!(
            value(&text, r#"quartet_actions_total{by="player"}"#)
                >= value(&before, r#"quartet_actions_total{by="player"}"#) + 1.0,
            "{text}"
        );
        assert!(
            value(&text, r#"quartet_actions_total{by="bot"}"#) >= 1.0,
            "{text}"
        );
        assert!(
            value(&text, "quartet_action_duration_seconds_count") >= 1.0,
            "{text}"
        );
        assert!(
            value(&text, r#"quartet_store_write_failures_total{write="action"}"#) >= 1.0,
            "{text}"
        );
        assert_eq!(value(&text, "quartet_games_live"), 7.0, "{text}");
        assert_eq!(value(&text, "quartet_games_driven"), 9.0, "{text}");
        assert_eq!(value(&text, "quartet_connections"), 3.0, "{text}");
        assert_eq!(value(&text, "quartet_websockets"), 2.0, "{text}");
        assert!(text.contains("# TYPE quartet_takeovers counter"), "{text}");
    }
}

/// The bearer token a scrape of `/metrics` must send (`Authorization: Bearer TOKEN`). It is
/// never shown: its `Debug` hides it, and it is compared in constant time.
#[derive(Clone)]
pub struct MetricsToken(String);

impl std::fmt::Debug for MetricsToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MetricsToken(hidden)")
    }
}

/// Why a metrics token was refused.
#[derive(Debug, thiserror::Error)]
pub enum BadMetricsToken {
    /// Empty, or with characters an HTTP header cannot carry in a bearer token.
    #[error(
        "the metrics token must be 16 to 512 visible ASCII characters, without spaces \
         (e.g. from `openssl rand -hex 32`)"
    )]
    Malformed,
}

impl MetricsToken {
    /// A token of 16 to 512 visible ASCII characters without spaces.
    pub fn new(token: &str) -> Result<MetricsToken, BadMetricsToken> {
        if (16..=512).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_graphic()) {
            Ok(MetricsToken(token.to_string()))
        } else {
            Err(BadMetricsToken::Malformed)
        }
    }

    /// Whether an `Authorization` header's value carries this token, compared in constant
    /// time (the time taken says nothing of how much of it matched).
    pub fn admits(&self, authorization: Option<&[u8]>) -> bool {
        let Some(value) = authorization else {
            return false;
        };
        let Some(given) = value
            .get(..7)
            .filter(|scheme| scheme.eq_ignore_ascii_case(b"bearer "))
            .and_then(|_| value.get(7..))
        else {
            return false;
        };
        let expected = self.0.as_bytes();
        // The lengths differ or not, the whole of the expected token is read.
        let mut diff = u8::from(given.len() != expected.len());
        for (i, e) in expected.iter().enumerate() {
            diff |= e ^ given.get(i).copied().unwrap_or(!e);
        }
        std::hint::black_box(diff) == 0
    }
}

#[cfg(test)]
mod token_tests {
    use super::*;

    #[test]
    fn a_metrics_token_admits_its_bearer_only() {
        let token = MetricsToken::new("0123456789abcdef-secret").unwrap();
        assert!(token.admits(Some(b"Bearer 0123456789abcdef-secret")));
        assert!(token.admits(Some(b"bearer 0123456789abcdef-secret")));
        for refused in [
            &b"Bearer 0123456789abcdef-secreT"[..],
            b"Bearer 0123456789abcdef-secret0",
            b"Bearer 0123456789abcdef-secre",
            b"Bearer ",
            b"Basic 0123456789abcdef-secret",
            b"0123456789abcdef-secret",
            b"",
        ] {
            assert!(
                !token.admits(Some(refused)),
                "{}",
                String::from_utf8_lossy(refused)
            );
        }
        assert!(!token.admits(None));
        assert!(!format!("{token:?}").contains("secret"));
        assert!(MetricsToken::new("short").is_err());
        assert!(MetricsToken::new("with a space in it, long enough").is_err());
    }
}
