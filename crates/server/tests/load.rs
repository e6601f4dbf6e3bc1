//! The load tool, briefly: a few seconds of games played flat out against a server in this
//! process (with the default limits) finish games and meet no error — in particular no
//! `rate_limited`, as its players come from addresses of their own, like people.

use quartet_core::GameKind;
use quartet_server::load::{LoadConfig, run};

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
