//! Quick pairing's pool, without I/O: players waiting for an opponent, each in the pool of their
//! game, variant, clock and rated or casual ([the key](Pool), any `K`), matched by rating within
//! a range that widens with the time waited. The time is given by the caller (ms), so the pool
//! can be driven by a simulated clock.
//!
//! Two waiting players of one key are **compatible** when they are different players and their
//! ratings differ by at most the range of each (the range of the one who joined last is the
//! narrower). The ranges widen from [`Widening::start`] by [`Widening::per_second`]; a player
//! who has waited [`Widening::unlimited_after_ms`] takes anyone of their key, whatever the
//! other's range: a player whose rating is far from everyone else's is paired with the next who
//! comes, so no one waits for ever while others are matched.
//!
//! Matching ([`Pool::pair`]) is **oldest first**: the players are taken in the order they
//! joined, and each is paired with the longest-waiting compatible player; after it no two
//! compatible players are left waiting.

use std::collections::HashMap;
use std::hash::Hash;

/// How a waiting player's rating range widens with the time waited.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Widening {
    /// The range on joining (rating points either side).
    pub start: f64,
    /// What it widens by each second waited.
    pub per_second: f64,
    /// After this long waiting (ms) the range is unlimited.
    pub unlimited_after_ms: u64,
}

impl Widening {
    /// The server's: ±100 at first, 20 more each second, unlimited after 30 s.
    pub const DEFAULT: Widening = Widening {
        start: 100.0,
        per_second: 20.0,
        unlimited_after_ms: 30_000,
    };

    /// The range after waiting `waited_ms`.
    pub fn range(&self, waited_ms: u64) -> f64 {
        if waited_ms >= self.unlimited_after_ms {
            f64::INFINITY
        } else {
            self.start + self.per_second * waited_ms as f64 / 1000.0
        }
    }
}

impl Default for Widening {
    fn default() -> Widening {
        Widening::DEFAULT
    }
}

/// A player waiting in the pool.
#[derive(Clone, Debug, PartialEq)]
pub struct Waiting<K, P> {
    /// The entry's number, given by the pool on joining (unique while the pool lives).
    pub ticket: u64,
    /// Which pool: game, variant, clock, rated or not.
    pub key: K,
    /// Who waits: a player waits once in all pools (joining again takes the place of the entry
    /// before), and is never paired with themself.
    pub player: P,
    /// Their rating in the pool's class.
    pub rating: f64,
    /// When they joined (ms).
    pub since: u64,
}

/// Two players matched: `older` joined first.
#[derive(Clone, Debug, PartialEq)]
pub struct Pair<K, P> {
    /// The one who waited longer.
    pub older: Waiting<K, P>,
    /// The other.
    pub newer: Waiting<K, P>,
}

/// The players waiting for an opponent.
#[derive(Clone, Debug)]
pub struct Pool<K, P> {
    widening: Widening,
    /// In the order they joined.
    waiting: Vec<Waiting<K, P>>,
    next_ticket: u64,
}

impl<K: Clone + Eq + Hash, P: Clone + Eq> Pool<K, P> {
    /// An empty pool whose ranges widen by `widening`.
    pub fn new(widening: Widening) -> Pool<K, P> {
        Pool {
            widening,
            waiting: Vec::new(),
            next_ticket: 1,
        }
    }

    /// How ranges widen.
    pub fn widening(&self) -> Widening {
        self.widening
    }

    /// Adds a player at `now`; answers its ticket and the entry it took the place of, if the
    /// player waited already (in this pool or another).
    pub fn join(&mut self, key: K, player: P, rating: f64, now: u64) -> (u64, Option<Waiting<K, P>>) {
        let replaced = self
            .waiting
            .iter()
            .position(|w| w.player == player)
            .map(|i| self.waiting.remove(i));
        let ticket = self.next_ticket;
        self.next_ticket += 1;
        // Times only go forward, but a caller's clock may not: keep the order of joining.
        let since = self.waiting.last().map_or(now, |last| now.max(last.since));
        self.waiting.push(Waiting {
            ticket,
            key,
            player,
            rating: if rating.is_finite() { rating } else { 1500.0 },
            since,
        });
        (ticket, replaced)
    }

    /// Removes an entry (the player left); `None` if it is not waiting (paired or gone).
    pub fn leave(&mut self, ticket: u64) -> Option<Waiting<K, P>> {
        let i = self.waiting.iter().position(|w| w.ticket == ticket)?;
        Some(self.waiting.remove(i))
    }

    /// The entry of a ticket, while it waits.
    pub fn get(&self, ticket: u64) -> Option<&Waiting<K, P>> {
        self.waiting.iter().find(|w| w.ticket == ticket)
    }

    /// Everyone waiting, in the order they joined.
    pub fn waiting(&self) -> &[Waiting<K, P>] {
        &self.waiting
    }

    /// How many wait.
    pub fn len(&self) -> usize {
        self.waiting.len()
    }

    /// Whether no one waits.
    pub fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }

    /// How many wait with this key.
    pub fn count(&self, key: &K) -> usize {
        self.waiting.iter().filter(|w| &w.key == key).count()
    }

    /// Whether two waiting players may be paired at `now`.
    pub fn compatible(&self, a: &Waiting<K, P>, b: &Waiting<K, P>, now: u64) -> bool {
        if a.key != b.key || a.player == b.player {
            return false;
        }
        let gap = (a.rating - b.rating).abs();
        let range = |w: &Waiting<K, P>| self.widening.range(now.saturating_sub(w.since));
        let (ra, rb) = (range(a), range(b));
        ra.is_infinite() || rb.is_infinite() || (gap <= ra && gap <= rb)
    }

    /// Pairs whoever can be paired at `now`, oldest first (see the module's docs), and removes
    /// them from the pool.
    pub fn pair(&mut self, now: u64) -> Vec<Pair<K, P>> {
        let mut by_key: HashMap<&K, Vec<usize>> = HashMap::new();
        for (i, w) in self.waiting.iter().enumerate() {
            by_key.entry(&w.key).or_default().push(i);
        }
        let mut taken = vec![false; self.waiting.len()];
        let mut pairs: Vec<(usize, usize)> = Vec::new();
        for members in by_key.values() {
            for (at, &i) in members.iter().enumerate() {
                if taken[i] {
                    continue;
                }
                // Those before `i` found no one, `i` included: its partner comes after it.
                let partner = members[at + 1..]
                    .iter()
                    .copied()
                    .find(|&j| !taken[j] && self.compatible(&self.waiting[i], &self.waiting[j], now));
                if let Some(j) = partner {
                    taken[i] = true;
                    taken[j] = true;
                    pairs.push((i, j));
                }
            }
        }
        pairs.sort_unstable();
        let found = pairs
            .iter()
            .map(|&(i, j)| Pair {
                older: self.waiting[i].clone(),
                newer: self.waiting[j].clone(),
            })
            .collect();
        let mut i = 0;
        self.waiting.retain(|_| {
            i += 1;
            !taken[i - 1]
        });
        found
    }

    /// When, at the soonest, a pairing not possible at `now` may become possible by the ranges
    /// widening alone: `None` when no two players of one key wait. The caller pairs again
    /// then, or sooner.
    pub fn next_widening(&self, now: u64) -> Option<u64> {
        let mut by_key: HashMap<&K, usize> = HashMap::new();
        for w in &self.waiting {
            *by_key.entry(&w.key).or_default() += 1;
        }
        by_key.values().any(|&n| n >= 2).then(|| now + 1000)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small random generator for the simulations (xorshift64*), seeded.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        /// Uniform in [0, 1).
        fn unit(&mut self) -> f64 {
            (self.next() >> 11) as f64 / (1u64 << 53) as f64
        }

        /// Normal (Box–Muller).
        fn normal(&mut self, mean: f64, sd: f64) -> f64 {
            let u = self.unit().max(1e-12);
            let v = self.unit();
            mean + sd * (-2.0 * u.ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()
        }

        /// Exponential with this mean.
        fn exponential(&mut self, mean: f64) -> f64 {
            -mean * (1.0 - self.unit()).ln()
        }
    }

    /// What a simulation found.
    struct Outcome {
        waits: Vec<u64>,
        gaps: Vec<f64>,
        left: usize,
    }

    /// Seekers arriving at `arrivals` (time, key, rating) into a pool paired every `tick_ms`
    /// (and on every arrival), until everyone is paired or no one is left to pair with; checks
    /// after every pairing that it was oldest first and left no two compatible players waiting.
    fn simulate(arrivals: &[(u64, u8, f64)], tick_ms: u64) -> Outcome {
        let mut pool: Pool<u8, usize> = Pool::new(Widening::DEFAULT);
        let mut joined_at = HashMap::new();
        let mut outcome = Outcome {
            waits: Vec::new(),
            gaps: Vec::new(),
            left: 0,
        };
        let mut next = 0;
        let mut now = 0;
        let end = arrivals.last().map_or(0, |a| a.0) + 10 * Widening::DEFAULT.unlimited_after_ms;
        while now <= end {
            while next < arrivals.len() && arrivals[next].0 <= now {
                let (at, key, rating) = arrivals[next];
                let (ticket, replaced) = pool.join(key, next, rating, at);
                assert!(replaced.is_none());
                joined_at.insert(ticket, at);
                next += 1;
            }
            let before = pool.clone();
            let pairs = pool.pair(now);
            for pair in &pairs {
                assert!(before.compatible(&pair.older, &pair.newer, now));
                assert!(pair.older.since <= pair.newer.since);
                // Oldest first: no one who joined before the newer one and is still waiting
                // could have taken its place beside the older one.
                for w in pool.waiting() {
                    if w.since < pair.newer.since && w.key == pair.older.key {
                        assert!(
                            !before.compatible(&pair.older, w, now),
                            "{w:?} waited longer than {:?} and suited {:?}",
                            pair.newer,
                            pair.older
                        );
                    }
                }
                for side in [&pair.older, &pair.newer] {
                    outcome.waits.push(now - joined_at[&side.ticket]);
                }
                outcome.gaps.push((pair.older.rating - pair.newer.rating).abs());
            }
            for (i, a) in pool.waiting().iter().enumerate() {
                for b in &pool.waiting()[i + 1..] {
                    assert!(!pool.compatible(a, b, now), "{a:?} and {b:?} both wait");
                }
            }
            now += tick_ms;
        }
        outcome.left = pool.len();
        outcome
    }

    fn mean(values: &[f64]) -> f64 {
        values.iter().sum::<f64>() / values.len() as f64
    }

    #[test]
    fn a_range_widens_with_waiting_then_is_unlimited() {
        let w = Widening::DEFAULT;
        assert_eq!(w.range(0), 100.0);
        assert_eq!(w.range(5_000), 200.0);
        assert!(w.range(29_999) < 700.0);
        assert_eq!(w.range(30_000), f64::INFINITY);
    }

    #[test]
    fn the_oldest_is_paired_first_with_the_longest_waiting_who_suits_them() {
        let mut pool: Pool<&str, &str> = Pool::new(Widening::DEFAULT);
        pool.join("quarto 5m", "ada", 1500.0, 0);
        pool.join("quarto 5m", "bob", 2400.0, 100);
        pool.join("quarto 5m", "cy", 1550.0, 200);
        pool.join("quarto 5m", "dee", 1520.0, 300);
        pool.join("quarto 10m", "eve", 1500.0, 400);
        let pairs = pool.pair(400);
        assert_eq!(pairs.len(), 1);
        assert_eq!((pairs[0].older.player, pairs[0].newer.player), ("ada", "cy"));
        let left: Vec<_> = pool.waiting().iter().map(|w| w.player).collect();
        assert_eq!(left, ["bob", "dee", "eve"]);
        // Bob is far from everyone: paired once he has waited 30 s.
        assert!(pool.pair(30_099).is_empty());
        let pairs = pool.pair(30_100);
        assert_eq!((pairs[0].older.player, pairs[0].newer.player), ("bob", "dee"));
        assert_eq!(pool.waiting()[0].player, "eve");
    }

    #[test]
    fn a_player_waits_once_and_never_meets_themself() {
        let mut pool: Pool<u8, &str> = Pool::new(Widening::DEFAULT);
        let (first, _) = pool.join(1, "ada", 1500.0, 0);
        let (second, replaced) = pool.join(2, "ada", 1500.0, 10);
        assert_eq!(replaced.map(|w| w.ticket), Some(first));
        assert_eq!(pool.len(), 1);
        assert!(pool.pair(100_000).is_empty());
        assert!(pool.leave(first).is_none());
        assert_eq!(pool.leave(second).map(|w| w.player), Some("ada"));
        assert!(pool.is_empty());
        assert_eq!(pool.next_widening(0), None);
    }

    #[test]
    fn a_thousand_seekers_are_all_paired_fairly() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let mut at = 0.0;
        // About one a second, ratings spread as a real site's (mean 1500, sd 350).
        let arrivals: Vec<(u64, u8, f64)> = (0..1000)
            .map(|_| {
                at += rng.exponential(1000.0);
                (at as u64, 0, rng.normal(1500.0, 350.0).clamp(600.0, 2900.0))
            })
            .collect();
        let outcome = simulate(&arrivals, 250);
        assert_eq!(outcome.left, 0, "every seeker is paired");
        assert_eq!(outcome.waits.len(), 1000);
        let longest = *outcome.waits.iter().max().unwrap();
        let waits: Vec<f64> = outcome.waits.iter().map(|&w| w as f64).collect();
        let gaps = mean(&outcome.gaps);
        println!(
            "waits: mean {:.1} s, longest {:.1} s; rating gap: mean {gaps:.0}, largest {:.0}",
            mean(&waits) / 1000.0,
            longest as f64 / 1000.0,
            outcome.gaps.iter().cloned().fold(0.0, f64::max)
        );
        // No one waits past the unlimited range and the next arrival's; most far less.
        assert!(
            longest <= Widening::DEFAULT.unlimited_after_ms + 15_000,
            "{longest}"
        );
        assert!(mean(&waits) < 15_000.0, "{}", mean(&waits));
        // Ratings close: the mean gap well inside the ratings' spread.
        assert!(gaps < 250.0, "{gaps}");
    }

    #[test]
    fn seekers_in_several_pools_and_far_ratings_wait_a_bounded_time() {
        let mut rng = Rng(12345);
        let mut at = 0.0;
        // Three clocks, one in ten rated far above everyone else.
        let arrivals: Vec<(u64, u8, f64)> = (0..1200)
            .map(|_| {
                at += rng.exponential(400.0);
                let key = (rng.next() % 3) as u8;
                let rating = if rng.next().is_multiple_of(10) {
                    rng.normal(2600.0, 100.0)
                } else {
                    rng.normal(1400.0, 250.0)
                };
                (at as u64, key, rating)
            })
            .collect();
        let outcome = simulate(&arrivals, 500);
        // At most one left in each pool, with no one to play.
        assert!(outcome.left <= 3, "{}", outcome.left);
        assert_eq!(outcome.waits.len() + outcome.left, 1200);
        let longest = *outcome.waits.iter().max().unwrap();
        assert!(
            longest <= Widening::DEFAULT.unlimited_after_ms + 15_000,
            "{longest}"
        );
    }

    #[test]
    fn a_lone_outlier_is_not_passed_over_for_ever() {
        // One player rated 3000 among a steady stream of 1500s, who pair among themselves at
        // once: once the outlier has waited long enough, the next newcomer is theirs.
        let mut pool: Pool<u8, u32> = Pool::new(Widening::DEFAULT);
        pool.join(0, 0, 3000.0, 0);
        let mut outlier_paired_at = None;
        for second in 1..120u64 {
            pool.join(0, second as u32, 1500.0, second * 1000);
            for pair in pool.pair(second * 1000) {
                if pair.older.player == 0 {
                    outlier_paired_at = Some(second);
                }
            }
            if outlier_paired_at.is_some() {
                break;
            }
        }
        let at = outlier_paired_at.expect("the outlier is paired");
        assert_eq!(at * 1000, Widening::DEFAULT.unlimited_after_ms, "{at}");
    }
}
