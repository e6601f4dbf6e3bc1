//! Every numeric argument of the `quartet` binary refuses, before any work and without a panic,
//! what is no sensible number for it: negative, not a number, zero where zero means nothing, and
//! too large to mean anything. The error (exit code 2) names the argument and the range.

use std::process::Command;

/// Runs `quartet ARGS` and returns (exit code, standard error).
fn quartet(args: &[&str]) -> (Option<i32>, String) {
    // Words in English, whatever the machine's locale.
    let out = Command::new(env!("CARGO_BIN_EXE_quartet"))
        .env("LC_ALL", "C.UTF-8")
        .args(args)
        .output()
        .expect("run quartet");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `args` is refused as a bad value of `argument`, and the error says `expected`.
fn refused(args: &[&str], argument: &str, expected: &str) {
    let (code, err) = quartet(args);
    let line = args.join(" ");
    assert_eq!(code, Some(2), "{line}: {err}");
    assert!(!err.contains("panicked"), "{line}: {err}");
    assert!(err.contains("invalid value"), "{line}: {err}");
    assert!(
        err.contains(argument),
        "{line}: the error names {argument}: {err}"
    );
    assert!(
        err.contains(expected),
        "{line}: the error says {expected:?}: {err}"
    );
}

const SECONDS: &str = "expected a number of seconds, more than 0 and at most 3600";

#[test]
fn bench_seconds_negative_nan_zero_or_huge() {
    // `quartet bench quarto --seconds=-1` panicked in Duration::from_secs_f64.
    refused(&["bench", "quarto", "--seconds=-1"], "--seconds", SECONDS);
    refused(&["bench", "quarto", "--seconds", "-1"], "--seconds", SECONDS);
    refused(&["bench", "--seconds", "NaN"], "--seconds", SECONDS);
    refused(&["bench", "--seconds", "0"], "--seconds", SECONDS);
    refused(&["bench", "--seconds", "1e300"], "--seconds", SECONDS);
    refused(&["bench", "--seconds", "inf"], "--seconds", SECONDS);
}

#[test]
fn perft_and_show() {
    let start = "..../..../..../.... -";
    let depth = "expected a whole number from 0 to 255";
    refused(&["perft", "quarto", start, "-1"], "<DEPTH>", depth);
    refused(&["perft", "quarto", start, "256"], "<DEPTH>", depth);
    refused(&["perft", "quarto", start, "4294967296"], "<DEPTH>", depth);
    let seat = "expected a whole number from 1 to 255";
    refused(&["show", "quartino", "x", "--viewer", "0"], "--viewer", seat);
    refused(&["show", "quartino", "x", "--viewer", "-2"], "--viewer", seat);
    // Within the type, the game says which seats it has.
    let (code, err) = quartet(&[
        "show",
        "quartino",
        "./././././././././. 0 P1 0 -",
        "--viewer",
        "9",
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--viewer 9"), "{err}");
}

#[test]
fn seeds_are_whole_numbers() {
    let any = "expected a whole number from 0 to 18446744073709551615";
    refused(&["engine", "--seed", "-1"], "--seed", any);
    refused(
        &["play", "--plain", "--game", "quarto", "--seed", "-1"],
        "--seed",
        any,
    );
    refused(
        &["arena", "quarto", "random", "random", "--seed", "1.5"],
        "--seed",
        any,
    );
    refused(&["load-test", "--seed", "18446744073709551616"], "--seed", any);
}

#[test]
fn arena_counts_times_and_bots() {
    let arena = |extra: &[&'static str]| {
        let mut line = vec!["arena", "quarto", "random", "random", "--quiet"];
        line.extend_from_slice(extra);
        line
    };
    refused(&arena(&["--games", "0"]), "--games", "from 1 to 1000000");
    refused(&arena(&["--games", "-5"]), "--games", "from 1 to 1000000");
    refused(&arena(&["--threads", "0"]), "--threads", "from 1 to 1024");
    refused(&arena(&["--movetime", "0"]), "--movetime", "from 1 to 3600000");
    refused(
        &arena(&["--movetime", "18446744073709551615"]),
        "--movetime",
        "from 1 to 3600000",
    );
    refused(
        &arena(&["--max-actions", "0"]),
        "--max-actions",
        "from 1 to 1000000",
    );
    refused(&arena(&["--opening", "10001"]), "--opening", "from 0 to 10000");
    // The numbers inside a bot: no playouts or no time a move mean nothing.
    for bot in ["mcts:0", "mcts:0ms", "mcts:99999999999ms", "mcts:-3"] {
        let line = ["arena", "quarto", bot, "random", "--quiet"];
        refused(&line, "<A>", "expected a whole number from 1 to");
    }
    refused(
        &["arena", "quarto", "random", "wizard", "--quiet"],
        "<B>",
        "or random, greedy",
    );
}

#[test]
fn serve_and_load_test() {
    refused(&["serve", "--port", "65536"], "--port", "from 0 to 65535");
    refused(&["serve", "--port", "-1"], "--port", "from 0 to 65535");
    refused(
        &["serve", "--bot-threads", "0"],
        "--bot-threads",
        "from 1 to 1024",
    );
    refused(
        &["serve", "--http-rate", "-1"],
        "--http-rate",
        "from 0 to 1000000",
    );
    refused(
        &["serve", "--http-rate", "NaN"],
        "--http-rate",
        "from 0 to 1000000",
    );
    refused(
        &["serve", "--http-burst", "0.5"],
        "--http-burst",
        "from 1 to 1000000",
    );
    refused(&["load-test", "--games", "0"], "--games", "from 1 to 5000");
    refused(
        &["load-test", "--seconds", "0"],
        "--seconds",
        "more than 0 and at most 600",
    );
    refused(
        &["load-test", "--think-ms", "18446744073709551615"],
        "--think-ms",
        "from 0 to 60000",
    );
    refused(
        &["load-test", "--ramp-seconds", "NaN"],
        "--ramp-seconds",
        "from 0 to 600",
    );
    refused(
        &["load-test", "--ramp-seconds", "-1"],
        "--ramp-seconds",
        "from 0 to 600",
    );
}

#[test]
fn solve_and_solve_bench() {
    let solve = |extra: &[&'static str]| {
        let mut line = vec!["solve", "quarto", "0f../..../.3../a... 5"];
        line.extend_from_slice(extra);
        line
    };
    refused(&solve(&["--hash", "0"]), "--hash", "from 1 to 1048576");
    refused(&solve(&["--threads", "0"]), "--threads", "from 1 to 64");
    refused(&solve(&["--threads", "65"]), "--threads", "from 1 to 64");
    refused(
        &["book", "build", "--out", "unused", "--threads", "0"],
        "--threads",
        "from 1 to 64",
    );
    refused(
        &solve(&["--time-limit", "-1"]),
        "--time-limit",
        "more than 0 and at most 604800",
    );
    refused(&solve(&["--time-limit", "NaN"]), "--time-limit", "seconds");
    refused(&["solve-bench", "--pieces", "5,13"], "--pieces", "from 0 to 12");
    refused(&["solve-bench", "--count", "0"], "--count", "from 1 to 10000");
    refused(&["solve-bench", "--hash", "-1"], "--hash", "from 1 to 1048576");
}

#[test]
fn sensible_numbers_still_run() {
    let (code, err) = quartet(&["perft", "quarto", "..../..../..../.... -", "0"]);
    assert_eq!(code, Some(0), "{err}");
    let (code, err) = quartet(&["bench", "quarto", "--seconds", "0.05"]);
    assert_eq!(code, Some(0), "{err}");
    let (code, err) = quartet(&[
        "arena",
        "quarto",
        "mcts:10",
        "random",
        "--games",
        "2",
        "--threads",
        "1",
        "--quiet",
        "--opening",
        "40",
    ]);
    assert_eq!(code, Some(0), "{err}");
}
