//! Anonymous analyses against the bots (issue 16, item 1): analyses solve on threads of their
//! own, one at a time per client address, with a short queue that answers `503 busy` when
//! full; a bot on a tight clock moves all the while. Bounded loops on loopback only.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

mod common;

use std::time::{Duration, Instant};

use common::{Client, Http, token_of};
use quartet_server::{Config, Limits};
use quartet_store::Location;
use quartet_store_test_kit::TempDir;
use serde_json::json;

/// A beginner bot on one second a move answers a person's turn in time (whatever else the
/// server is doing): its clock flags it if it waits past its second, so a game still live
/// after its move shows that it did not wait behind the analyses (each holds its thread for
/// 3 s), whatever the machine's speed.
async fn a_bot_moves_at_once(server: &quartet_server::Server) {
    let http = Http::new(server);
    let created = http
        .create(json!({"game": "quarto", "clock": "1s/move", "seats": ["me", {"bot": "beginner"}]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let mut me = Client::connect(server, id, Some(&token_of(&created, 0))).await;
    me.next_of("state").await;
    me.act("7").await;
    let after = me
        .state_where(|s| s["ply"] == 3 || s["status"] == "finished")
        .await;
    assert_eq!(
        (after["ply"].as_u64(), after["status"].as_str()),
        (Some(3), Some("live")),
        "the bot moved within its clock: {after}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn analyses_never_starve_a_bot_and_are_bounded() {
    let dir = TempDir::new("quartet-starving").unwrap();
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), Location::in_data_dir(dir.path()));
    config.limits = Limits {
        analysis_queue: 2,
        ..Limits::default()
    };
    // One thread for bots (a 2-core machine's share), one for analyses.
    config.bot_threads = 1;
    config.analysis_threads = 1;
    // Analyses search without the book, which answers the empty board at once.
    config.analysis_book = false;
    let server = quartet_server::start(config).await.unwrap();

    // Twelve analyses of the empty board (each takes its whole 3 s) from one address, well
    // inside the burst limit: one is taken, the others are refused at once.
    let empty = quartet_core::Game::position(&quartet_core::quarto::Quarto::default());
    let ask = |n: u8| {
        let http = Http::from_address(&server, n);
        let empty = empty.clone();
        async move {
            let started = Instant::now();
            let (status, body) = http
                .post("/api/analysis", json!({"position": empty, "time_ms": 3_000}))
                .await;
            (
                status,
                body["error"].as_str().map(str::to_string),
                started.elapsed(),
            )
        }
    };
    let first = tokio::spawn(ask(7));
    tokio::time::sleep(Duration::from_millis(300)).await;
    let flood: Vec<_> = (0..11).map(|_| tokio::spawn(ask(7))).collect();
    for request in flood {
        let (status, error, took) = request.await.unwrap();
        assert_eq!((status, error.as_deref()), (429, Some("rate_limited")));
        assert!(
            took < Duration::from_secs(1),
            "refused at once, not after {took:?}"
        );
    }
    // Other addresses: two wait in the queue, the rest are told the server is busy.
    let others: Vec<_> = (10..14).map(|n| tokio::spawn(ask(n))).collect();
    tokio::time::sleep(Duration::from_millis(300)).await;

    // Meanwhile a beginner bot on one second a move plays its turn at once: it does not wait
    // behind the analyses (each holds its thread for 3 s).
    a_bot_moves_at_once(&server).await;

    let mut answers = Vec::new();
    for request in others {
        answers.push(request.await.unwrap());
    }
    let busy = answers
        .iter()
        .filter(|(status, error, took)| {
            *status == 503 && error.as_deref() == Some("busy") && *took < Duration::from_secs(1)
        })
        .count();
    assert_eq!(busy, 2, "{answers:?}");
    let (status, error, _) = first.await.unwrap();
    assert!(
        status == 200 || error.as_deref() == Some("analysis_timeout"),
        "{status} {error:?}"
    );
    server.shutdown().await;
}

/// Judging lessons, puzzles and reviews runs on the analyses' threads too: reviews of a long
/// game asked from several addresses at once never hold up a bot, and the queue is bounded.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reviews_never_starve_a_bot_and_are_bounded() {
    let dir = TempDir::new("quartet-starving-reviews").unwrap();
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), Location::in_data_dir(dir.path()));
    config.limits = Limits {
        analysis_queue: 2,
        ..common::fast_http()
    };
    config.bot_threads = 1;
    config.analysis_threads = 1;
    let server = quartet_server::start(config).await.unwrap();

    // A Danish Quarto game of 30 actions, resigned: its review weighs every position.
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "danish", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = format!("{},{}", token_of(&created, 0), token_of(&created, 1));
    for n in 0..30 {
        assert!(http.play_one(&id, &tokens, n * 7 + 3).await);
    }
    let (status, v) = http
        .post_as(&format!("/api/games/{id}/resign"), &tokens, json!({}))
        .await;
    assert_eq!(status, 200, "{v}");

    // Six reviews from six addresses: three are taken (one judged, two waiting), three are
    // told at once that the server is busy.
    let reviews: Vec<_> = (20..26)
        .map(|n| {
            let http = Http::from_address(&server, n);
            let path = format!("/api/games/{id}/review");
            tokio::spawn(async move {
                let started = Instant::now();
                let (status, body) = http.get(&path).await;
                (
                    status,
                    body["error"].as_str().map(str::to_string),
                    started.elapsed(),
                )
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(300)).await;

    // Meanwhile a beginner bot on one second a move plays its turn at once.
    a_bot_moves_at_once(&server).await;

    let mut answers = Vec::new();
    for review in reviews {
        answers.push(review.await.unwrap());
    }
    let busy = answers
        .iter()
        .filter(|(status, error, took)| {
            *status == 503 && error.as_deref() == Some("busy") && *took < Duration::from_secs(1)
        })
        .count();
    let reviewed = answers.iter().filter(|(status, ..)| *status == 200).count();
    assert_eq!((busy, reviewed), (3, 3), "{answers:?}");
    server.shutdown().await;
}
