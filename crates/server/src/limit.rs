//! Rate limits: a token bucket per WebSocket connection (messages) and per client address (HTTP
//! requests to the API; the middleware is `http::limit`); and places for connections and
//! WebSockets, capped in all and per client address ([`Slots`]).
//!
//! The HTTP limit applies to everything under `/api/` (WebSocket upgrades included; the pages
//! and their files are not counted). Clients are told apart by their address: an IPv4 address,
//! or the /64 network of an IPv6 one (one household or machine usually has a whole /64). Behind
//! a reverse proxy a client's address is the one the trusted proxy forwards
//! ([`crate::proxy`]); the proxy's own connections are not capped per address. A refused
//! request gets `429` with `Retry-After` (whole seconds) and a JSON error that says the limit.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The server's limits on what clients send.
#[derive(Clone, Debug, PartialEq, serde::Serialize, ts_rs::TS)]
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
    /// see [`RateLimiter`].
    pub http_requests_per_second: f64,
    /// … and in a burst.
    pub http_burst: f64,
    /// Whether the limits per client address apply (rate, sign-ins, connections, WebSockets,
    /// open games, analyses, one open seat of a game with hidden cards).
    pub per_address_limits: bool,
    /// The reverse proxies in front of the server (none by default): their `X-Forwarded-For`
    /// says which client the limits per address count a request under, their
    /// `X-Forwarded-Proto` whether it came over https; their own connections are not limited
    /// per address (see [`crate::proxy`]).
    #[serde(skip)]
    #[ts(skip)]
    pub proxies: crate::proxy::TrustedProxies,
    /// Analyses a client address may have waiting or running at once.
    pub analyses_per_address: usize,
    /// Analyses that may wait for a thread; more are refused (`503 busy`).
    pub analysis_queue: usize,
    /// The time a client has to send a request's head, from the connection's start or the
    /// end of the previous answer (ms): an idle connection is closed after it.
    pub header_timeout_ms: u64,
    /// The time a client has to send a request's body (ms); `408 request_timeout` after it.
    pub body_timeout_ms: u64,
    /// A connection that took none of what the server sends (an HTTP answer or WebSocket
    /// messages it does not read) for this long is closed (ms).
    pub write_timeout_ms: u64,
    /// A WebSocket from which nothing came (not even the pong to the server's ping) for this
    /// long is closed (ms).
    pub ws_idle_timeout_ms: u64,
    /// Connections open at once in all, and WebSockets apart; more get `503 busy` (lowered to
    /// fit the process's file limit: see `fit_connections` in `lib.rs`).
    pub max_connections: usize,
    /// Connections open at once from one client address; more get `429 too_many_connections`.
    pub connections_per_address: usize,
    /// WebSockets open at once from one client address; more get `429 too_many_connections`.
    pub websockets_per_address: usize,
    /// Games waiting for players one client address may have created; more get
    /// `429 too_many_games`.
    pub open_games_per_address: usize,
    /// A game with a clock that waits for players is cancelled when nobody touched it for this
    /// long (ms): no seat taken, no change, no player connected to it (see `docs/api.md`).
    pub waiting_timed_expiry_ms: u64,
    /// The same for a game without a clock, played at leisure (ms).
    pub waiting_untimed_expiry_ms: u64,
    /// How long every other player of a rated game must have been away (no connection to it)
    /// before the one still there may claim the game (ms).
    pub claim_after_ms: u64,
    /// How long a seat of a real-time or untimed game between people has for its first turn
    /// before the server aborts the game (ms; a correspondence game gives its time a move).
    pub first_turn_ms: u64,
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
            per_address_limits: true,
            proxies: crate::proxy::TrustedProxies::default(),
            analyses_per_address: 1,
            analysis_queue: 8,
            header_timeout_ms: 10_000,
            body_timeout_ms: 10_000,
            write_timeout_ms: 20_000,
            ws_idle_timeout_ms: 60_000,
            max_connections: 20_000,
            connections_per_address: 64,
            websockets_per_address: 32,
            open_games_per_address: 20,
            waiting_timed_expiry_ms: 24 * 3_600_000,
            waiting_untimed_expiry_ms: 7 * 24 * 3_600_000,
            claim_after_ms: 60_000,
            first_turn_ms: crate::room::state::FIRST_TURN_MS,
        }
    }
}

/// How the server tells clients apart: an IPv4 address, or the /64 network of an IPv6 one
/// (one household or machine usually has a whole /64); an IPv4 address mapped into IPv6 is
/// that IPv4 address.
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
        v4 => v4,
    }
}

/// A token bucket: `rate` a second on average, bursts of `burst`.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    last: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(rate: f64, burst: f64, now: Instant) -> Bucket {
        Bucket {
            tokens: burst,
            rate,
            burst,
            last: now,
        }
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        self.last = now;
    }

    /// Takes one token at `now`: `Ok` if there was one, else how long until there is.
    pub fn take(&mut self, now: Instant) -> Result<(), Duration> {
        self.refill(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            Ok(())
        } else if self.rate > 0.0 {
            Err(Duration::from_secs_f64((1.0 - self.tokens) / self.rate))
        } else {
            Err(Duration::MAX)
        }
    }

    /// Whether the bucket would be full at `now` (then forgetting it changes nothing).
    fn full_at(&self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens + elapsed * self.rate >= self.burst
    }
}

/// Why a connection was not let in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The client address holds as many as it may.
    Address(usize),
    /// The server holds as many as it may.
    Full(usize),
}

/// Places for connections (or WebSockets): at most so many in all and per client address.
/// A [`Slot`] holds one until dropped.
#[derive(Debug)]
pub struct Slots {
    total: usize,
    per_client: Option<usize>,
    taken: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// One place of [`Slots`], given back when dropped.
#[derive(Debug)]
pub struct Slot {
    slots: std::sync::Arc<Slots>,
    client: Option<IpAddr>,
}

impl Slots {
    /// At most `total` at once, and `per_client` from one client address (`None`: no limit
    /// per address).
    pub fn new(total: usize, per_client: Option<usize>) -> Slots {
        Slots {
            total: total.max(1),
            per_client,
            taken: Mutex::new((0, HashMap::new())),
        }
    }

    /// The most at once.
    pub fn total(&self) -> usize {
        self.total
    }

    /// How many are held now.
    pub fn held(&self) -> usize {
        self.taken.lock().map_or(0, |t| t.0)
    }

    /// A place for a connection from `ip` (`None`: counted in the total only, as a trusted
    /// proxy's connections, which carry many clients), or why not.
    pub fn take(self: &std::sync::Arc<Self>, ip: Option<IpAddr>) -> Result<Slot, Refused> {
        let client = self.per_client.and(ip).map(client_key);
        let mut taken = self.taken.lock().map_err(|_| Refused::Full(self.total))?;
        if let (Some(client), Some(cap)) = (client, self.per_client)
            && taken.1.get(&client).copied().unwrap_or(0) >= cap
        {
            return Err(Refused::Address(cap));
        }
        if taken.0 >= self.total {
            return Err(Refused::Full(self.total));
        }
        taken.0 += 1;
        if let Some(client) = client {
            *taken.1.entry(client).or_default() += 1;
        }
        Ok(Slot {
            slots: self.clone(),
            client,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Ok(mut taken) = self.slots.taken.lock() {
            taken.0 = taken.0.saturating_sub(1);
            if let Some(client) = self.client
                && let Some(n) = taken.1.get_mut(&client)
            {
                *n -= 1;
                if *n == 0 {
                    taken.1.remove(&client);
                }
            }
        }
    }
}

/// The most client addresses remembered; beyond, those with a full bucket are forgotten first.
const MAX_CLIENTS: usize = 100_000;

/// A token bucket per client address.
#[derive(Debug)]
pub struct RateLimiter {
    rate: f64,
    burst: f64,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

impl RateLimiter {
    /// `rate` requests a second per client on average, in bursts of `burst`; a rate of 0 (or
    /// less) means no limit.
    pub fn new(rate: f64, burst: f64) -> RateLimiter {
        RateLimiter {
            rate,
            burst: burst.max(1.0),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Requests a second per client, on average.
    pub fn rate(&self) -> f64 {
        self.rate
    }

    /// Requests in a burst.
    pub fn burst(&self) -> f64 {
        self.burst
    }

    /// Whether there is a limit at all.
    pub fn is_on(&self) -> bool {
        self.rate > 0.0
    }

    /// One request from `ip` at `now`: `Ok`, or how long the client should wait.
    pub fn check(&self, ip: IpAddr, now: Instant) -> Result<(), Duration> {
        if !self.is_on() {
            return Ok(());
        }
        let Ok(mut buckets) = self.buckets.lock() else {
            return Ok(());
        };
        if buckets.len() >= MAX_CLIENTS {
            buckets.retain(|_, b| !b.full_at(now));
        }
        buckets
            .entry(client_key(ip))
            .or_insert_with(|| Bucket::new(self.rate, self.burst, now))
            .take(now)
    }

    /// Forgets the clients whose bucket has filled up again (they are as new); returns how
    /// many are still remembered.
    pub fn prune(&self, now: Instant) -> usize {
        match self.buckets.lock() {
            Ok(mut buckets) => {
                buckets.retain(|_, b| !b.full_at(now));
                buckets.len()
            }
            Err(_) => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_capped_in_all_and_per_address_and_given_back() {
        let slots = std::sync::Arc::new(Slots::new(3, Some(2)));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let a1 = slots.take(Some(a)).unwrap();
        let _a2 = slots.take(Some(a)).unwrap();
        assert_eq!(slots.take(Some(a)).unwrap_err(), Refused::Address(2));
        let _b1 = slots.take(Some(b)).unwrap();
        assert_eq!(slots.take(Some(b)).unwrap_err(), Refused::Full(3));
        drop(a1);
        assert_eq!(slots.held(), 2);
        let _a3 = slots.take(Some(a)).unwrap();
        let open = std::sync::Arc::new(Slots::new(2, None));
        let _x = open.take(Some(a)).unwrap();
        let _y = open.take(Some(a)).unwrap();
        assert_eq!(open.take(Some(b)).unwrap_err(), Refused::Full(2));
        // A proxy's connections: in the total only.
        let proxied = std::sync::Arc::new(Slots::new(3, Some(1)));
        let _p1 = proxied.take(None).unwrap();
        let _p2 = proxied.take(None).unwrap();
        let _a = proxied.take(Some(a)).unwrap();
        assert_eq!(proxied.take(None).unwrap_err(), Refused::Full(3));
    }

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let t0 = Instant::now();
        let mut bucket = Bucket::new(2.0, 3.0, t0);
        for _ in 0..3 {
            assert_eq!(bucket.take(t0), Ok(()));
        }
        let wait = bucket.take(t0).unwrap_err();
        assert!((wait.as_secs_f64() - 0.5).abs() < 1e-6, "{wait:?}");
        assert_eq!(bucket.take(t0 + Duration::from_millis(500)), Ok(()));
        assert!(bucket.take(t0 + Duration::from_millis(500)).is_err());
        // Refills up to the burst, not beyond.
        let later = t0 + Duration::from_secs(60);
        for _ in 0..3 {
            assert_eq!(bucket.take(later), Ok(()));
        }
        assert!(bucket.take(later).is_err());
    }

    #[test]
    fn clients_are_told_apart_by_address_and_ipv6_network() {
        let limiter = RateLimiter::new(1.0, 2.0);
        let t0 = Instant::now();
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(limiter.check(a, t0).is_ok());
        assert!(limiter.check(a, t0).is_ok());
        assert!(limiter.check(a, t0).is_err());
        assert!(limiter.check(b, t0).is_ok(), "another address has its own bucket");
        // One IPv6 /64 is one client; an IPv4 address mapped into IPv6 is that address.
        let v6a: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let v6b: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        assert!(limiter.check(v6a, t0).is_ok());
        assert!(limiter.check(v6b, t0).is_ok());
        assert!(limiter.check(v6a, t0).is_err());
        let mapped: IpAddr = "::ffff:10.0.0.1".parse().unwrap();
        assert!(limiter.check(mapped, t0).is_err());
        // Forgotten once full again.
        assert_eq!(limiter.prune(t0), 3);
        assert_eq!(limiter.prune(t0 + Duration::from_secs(10)), 0);
        // No limit at all with a rate of 0.
        let off = RateLimiter::new(0.0, 0.0);
        assert!((0..1000).all(|_| off.check(a, t0).is_ok()));
    }
}
