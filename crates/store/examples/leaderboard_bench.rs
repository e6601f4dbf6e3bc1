//! How long a leaderboard and a player's place take to read with many ratings in one class:
//! `cargo run --release -p quartet-store --example leaderboard_bench -- [ACCOUNTS] [URL]`
//! (default 50,000 accounts in an SQLite file in a temporary folder; a `postgres://` URL of an
//! empty database measures PostgreSQL). It writes the accounts and their rated games through
//! the store, a rating each in `quarto/standard/blitz` (ratings spread around 1500, deviations
//! from 45 to 350), then times `leaderboard` (100 players), `ranks` of the lowest trusted
//! ratings and `rated_classes`. Figures: `BENCHMARKS.md`.

// A benchmark: a failure is reported by the panic.
#![allow(clippy::unwrap_used)]

use std::time::Instant;

use quartet_store::{Ending, NewAccount, NewGame, RatingChange, RatingValue, Seat, SeatAccount, SeatKind};

const CLASS: &str = "quarto/standard/blitz";

/// A small deterministic generator (xorshift), so that every run writes the same ratings.
struct Numbers(u64);

impl Numbers {
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn seat(index: i32, account: &str) -> Seat {
    Seat {
        index,
        kind: SeatKind::Human,
        name: Some(account.to_string()),
        token_hash: Some(format!("hash-{account}")),
        invite: None,
        account: SeatAccount::Held(account.to_string()),
    }
}

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let accounts: usize = args.next().map(|a| a.parse().unwrap()).unwrap_or(50_000);
    let dir = std::env::temp_dir().join(format!("quartet-leaderboard-{}", std::process::id()));
    let url = args
        .next()
        .unwrap_or_else(|| format!("sqlite://{}", dir.join("bench.db").display()));
    std::fs::create_dir_all(&dir).unwrap();
    let store = quartet_store::open(&url).await.unwrap();

    let started = Instant::now();
    let mut numbers = Numbers(0x9e37_79b9_7f4a_7c15);
    for i in 0..accounts {
        store
            .create_account(&NewAccount {
                id: format!("a{i}"),
                name: format!("Player{i}"),
                name_key: format!("player{i}"),
                password_hash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA".into(),
                created_at: 0,
            })
            .await
            .unwrap();
    }
    for pair in 0..accounts / 2 {
        let (a, b) = (format!("a{}", 2 * pair), format!("a{}", 2 * pair + 1));
        let id = format!("g{pair}");
        store
            .create_game(&NewGame {
                id: id.clone(),
                kind: "quarto".into(),
                rules: "standard".into(),
                seed: 1,
                start: None,
                time_control: "3m+2s".into(),
                created_at: pair as i64,
                seats: vec![seat(0, &a), seat(1, &b)],
                hints: false,
                rated: Some(CLASS.into()),
                chat: true,
            })
            .await
            .unwrap();
        let mut value = || RatingValue {
            // Roughly normal around 1500 (a sum of four uniforms), deviations 45 to 350.
            rating: 1500.0 + 300.0 * ((0..4).map(|_| numbers.next()).sum::<f64>() - 2.0) * 1.7,
            deviation: 45.0 + 305.0 * numbers.next(),
            volatility: 0.06,
        };
        let changes = [
            RatingChange {
                account_id: a,
                before: None,
                after: value(),
            },
            RatingChange {
                account_id: b,
                before: None,
                after: value(),
            },
        ];
        let ending = Ending {
            result: "draw".into(),
            termination: "rules".into(),
            at: pair as i64,
        };
        store.finish_rated_game(&id, &ending, &changes).await.unwrap();
    }
    println!(
        "{} ({accounts} accounts rated in {CLASS}) written in {:.1} s",
        store.describe(),
        started.elapsed().as_secs_f64()
    );

    let rounds = 20;
    let started = Instant::now();
    let mut listed = 0;
    for _ in 0..rounds {
        listed = store.leaderboard(CLASS, 110.0, 100).await.unwrap().len();
    }
    let each = started.elapsed().as_secs_f64() * 1000.0 / f64::from(rounds);
    println!("leaderboard of {listed}: {each:.2} ms");

    let last = store.leaderboard(CLASS, 110.0, i64::MAX).await.unwrap();
    let trusted: Vec<_> = last
        .iter()
        .filter(|r| r.rating.value.deviation <= 110.0)
        .collect();
    let lowest: Vec<String> = trusted
        .iter()
        .rev()
        .take(5)
        .map(|r| format!("a{}", &r.name["Player".len()..]))
        .collect();
    let started = Instant::now();
    let mut place = 0;
    for id in &lowest {
        place = store.ranks(id, 110.0).await.unwrap()[0].1;
    }
    let each = started.elapsed().as_secs_f64() * 1000.0 / lowest.len() as f64;
    println!(
        "place of the lowest trusted ratings (the last: {place} of {}): {each:.2} ms",
        trusted.len()
    );

    let started = Instant::now();
    for _ in 0..rounds {
        store.rated_classes().await.unwrap();
    }
    let each = started.elapsed().as_secs_f64() * 1000.0 / f64::from(rounds);
    println!("rated classes: {each:.2} ms");
    store.close().await;
    std::fs::remove_dir_all(&dir).ok();
}
