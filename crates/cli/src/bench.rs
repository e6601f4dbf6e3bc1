//! `quartet bench`'s random playouts: one generic loop of random games through the `Game`
//! trait ([`quartet_core::playout`]) for every game, timed here; the instruction-count
//! benchmarks (`crates/bench`) count the same loop.

use std::time::{Duration, Instant};

use quartet_core::Game;
use quartet_core::chance::Rng;
use quartet_core::playout::{Playouts, random_playouts};

/// Games played between two looks at the clock.
const BATCH: u64 = 20;

/// Random games of `G` with `config` for about `seconds`, and the line that reports them.
pub fn playouts<G: Game>(config: &G::Config, seconds: f64) -> String {
    let budget = Duration::from_secs_f64(seconds);
    let mut rng = Rng::new(1);
    let mut done = Playouts::default();
    let start = Instant::now();
    while start.elapsed() < budget {
        done += random_playouts::<G>(config, BATCH, &mut rng);
    }
    report::<G>(config, &done, start.elapsed())
}

/// The report of some playouts: games and actions a second, actions a game, games without a
/// winner.
fn report<G: Game>(config: &G::Config, done: &Playouts, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64().max(f64::MIN_POSITIVE);
    let games = done.games.max(1) as f64;
    format!(
        "{} random playouts ({config}): {:.0} games/s, {:.2} M actions/s, {:.1} actions a game, \
         {:.1}% without a winner",
        G::KIND.tag(),
        done.games as f64 / seconds,
        done.actions as f64 / seconds / 1e6,
        done.actions as f64 / games,
        100.0 * done.draws as f64 / games
    )
}

#[cfg(test)]
mod tests {
    use quartet_core::quarto::{Quarto, Rules};

    use super::*;

    #[test]
    fn the_report_gives_rates_and_averages() {
        let done = Playouts {
            games: 1000,
            actions: 30_000,
            draws: 100,
        };
        assert_eq!(
            report::<Quarto>(&Rules::STANDARD, &done, Duration::from_secs(2)),
            "quarto random playouts (attributes=height,colour,shape,top squares=no win=auto): \
             500 games/s, 0.01 M actions/s, 30.0 actions a game, 10.0% without a winner"
        );
    }
}
