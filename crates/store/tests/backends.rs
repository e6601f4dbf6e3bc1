//! The conformance suite on every backend: SQLite (a file in a temporary directory, and in
//! memory) always, and PostgreSQL through a throwaway cluster the test starts itself with
//! Debian's binaries (missing binaries fail the test in CI; locally they skip it). Plus what
//! only one backend has: data directories, WAL, locations that cannot be opened.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use std::time::Instant;

use quartet_store::{StoreError, open};
use quartet_store_test_kit::{TempDir, ThrowawayPostgres, conformance};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn conformance_on_an_sqlite_file() {
    let dir = TempDir::new("quartet-store").unwrap();
    // The data directory does not exist yet: it is created, with its parents.
    let path = dir.path().join("nested").join("data").join("games.db");
    let store = open(path.to_str().unwrap()).await.unwrap();
    assert_eq!(store.describe(), format!("SQLite file {}", path.display()));
    conformance::check_store(store.clone()).await;
    // WAL mode: the write-ahead log sits beside the file while the store is open.
    assert!(path.with_extension("db-wal").exists());
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn conformance_on_sqlite_in_memory() {
    let store = open("sqlite::memory:").await.unwrap();
    assert_eq!(store.describe(), "SQLite in memory");
    assert!(store.cluster().is_none(), "SQLite is one node");
    conformance::check_store(store).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_sqlite_file_survives_a_restart() {
    let dir = TempDir::new("quartet-store").unwrap();
    let url = format!("sqlite://{}", dir.path().join("restart.db").display());
    conformance::check_reopen(&url).await;
}

#[tokio::test]
async fn a_data_directory_holds_quartet_db() {
    let dir = TempDir::new("quartet-store").unwrap();
    let store = open(dir.path().to_str().unwrap()).await.unwrap();
    store.close().await;
    assert!(dir.path().join(quartet_store::DEFAULT_FILE_NAME).is_file());
}

#[tokio::test]
async fn locations_that_cannot_be_opened_say_why() {
    let err = open("mysql://localhost/quartet").await.err().unwrap();
    assert!(matches!(err, StoreError::BadUrl { .. }), "{err}");

    // A data directory under a file cannot be created.
    let dir = TempDir::new("quartet-store").unwrap();
    std::fs::write(dir.path().join("file"), "not a directory").unwrap();
    let under_a_file = dir.path().join("file").join("data").join("q.db");
    let err = open(under_a_file.to_str().unwrap()).await.err().unwrap();
    assert!(matches!(err, StoreError::DataDir { .. }), "{err}");
    assert!(err.to_string().starts_with("cannot create the data directory"));

    // Nobody listens on port 1: a clear error, quickly, without the password.
    let started = Instant::now();
    let err = open("postgres://quartet:s3cret@127.0.0.1:1/quartet")
        .await
        .err()
        .unwrap();
    let message = err.to_string();
    assert!(matches!(err, StoreError::Open { .. }), "{message}");
    assert!(
        message.starts_with("cannot open the database PostgreSQL postgres://quartet:***@127.0.0.1:1/quartet"),
        "{message}"
    );
    assert!(!message.contains("s3cret"));
    assert!(started.elapsed().as_secs() < 5, "{:?}", started.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn conformance_on_postgres() {
    let started = Instant::now();
    let Some(cluster) = ThrowawayPostgres::start_or_skip("conformance_on_postgres") else {
        eprintln!("conformance_on_postgres: skipped: no PostgreSQL binaries (scripts/test.sh installs them)");
        return;
    };
    eprintln!(
        "throwaway PostgreSQL on port {} started in {:.1?}",
        cluster.port(),
        started.elapsed()
    );
    let url = cluster.create_database("conformance").await.unwrap();
    let store = open(&url).await.unwrap();
    assert_eq!(
        store.describe(),
        format!(
            "PostgreSQL postgres://quartet@127.0.0.1:{}/conformance",
            cluster.port()
        )
    );
    conformance::check_store(store.clone()).await;
    store.close().await;

    // Three nodes on one database: leases, fencing, requests, notices.
    let url = cluster.create_database("nodes").await.unwrap();
    let nodes = [
        open(&url).await.unwrap(),
        open(&url).await.unwrap(),
        open(&url).await.unwrap(),
    ];
    quartet_store_test_kit::cluster::check_cluster(nodes).await;

    // What waits for what on a lease row: writes, renewals, takeovers.
    let url = cluster.create_database("locks").await.unwrap();
    quartet_store_test_kit::cluster::check_lease_locks(open(&url).await.unwrap(), &url).await;

    // One pairing pool across nodes.
    let url = cluster.create_database("pool").await.unwrap();
    let nodes = [open(&url).await.unwrap(), open(&url).await.unwrap()];
    quartet_store_test_kit::cluster::check_pool(nodes).await;

    let url = cluster.create_database("restart").await.unwrap();
    conformance::check_reopen(&url).await;

    // A database that does not exist is an error that names it.
    let err = open(&cluster.url("missing")).await.err().unwrap();
    assert!(matches!(err, StoreError::Open { .. }), "{err}");
    assert!(err.to_string().contains("missing"), "{err}");
    eprintln!("PostgreSQL conformance done in {:.1?}", started.elapsed());
}
