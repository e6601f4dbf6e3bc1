//! The rules audit's cases through the binary, as a user meets them: positions the counts
//! prove impossible, a rule given twice, a long input quoted short, and a clock running out
//! when the opponent can no longer win (or could still claim).

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

const QUARTET: &str = env!("CARGO_BIN_EXE_quartet");

fn quartet(args: &[&str]) -> (bool, String, String) {
    // Words in English, whatever the machine's locale.
    let out = Command::new(QUARTET)
        .env("LC_ALL", "C.UTF-8")
        .args(args)
        .output()
        .expect("run quartet");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn impossible_positions_are_refused_with_the_count_that_proves_it() {
    for (game, position, says) in [
        (
            "quartino",
            "YYYYYYY/BBBBBBB/GGGGGGG/PPPPPPP/././././. 1 SFC 0 YBGP,YBPG,BPGY,PGBY/YGBP,BPYG,GYPB,PYBG",
            "28 token(s) on the board, 0 card(s) put aside (each claim took 4 tokens off the board) and 0 more to place now make 28 placements, but in 0 turn(s) at most 0 tokens",
        ),
        (
            "quartino",
            "././././././././. 1 P1 0 YBGP,YBPG,BPGY,PGBY/YGBP,BPYG,GYPB:PYBG",
            "seat 2 has put aside 1 card(s) but has not had a turn yet",
        ),
        (
            "quartino",
            "././././././././. 1 - 0 -:YBGP,YBPG,BPGY,PGBY/YGBP,BPYG,GYPB,PYBG",
            "4 card(s) put aside (each claim took 4 tokens off the board) and 0 more to place now make 16 placements",
        ),
        (
            "danish",
            "/a3,a5,a7,b2 w 8 8",
            "White has lost 4 pieces, but Black has placed only 4 and could have captured at most 1",
        ),
        (
            "danish",
            "a3/ w 5 5",
            "White has lost 6 pieces, but Black has placed only 7 and could have captured at most 4",
        ),
    ] {
        let (ok, _, err) = quartet(&["show", game, position]);
        assert!(!ok && err.contains(says), "{position}: {err}");
    }
}

#[test]
fn a_rule_given_twice_is_refused_in_every_game() {
    for (game, position, rules, key) in [
        (
            "quarto",
            "..../..../..../.... -",
            "squares=yes squares=no",
            "squares",
        ),
        ("danish", "/ w 12 12", "ply_cap=10 ply_cap=none", "ply_cap"),
        (
            "quartino",
            "././././././././. 1 P1 0 YBGP,YBPG,BPGY,PGBY/YGBP,BPYG,GYPB,PYBG",
            "players=2 players=2",
            "players",
        ),
    ] {
        let (ok, _, err) = quartet(&["show", game, position, "--rules", rules]);
        assert!(
            !ok && err.contains(&format!("{key} is given twice")),
            "{game}: {err}"
        );
    }
}

#[test]
fn a_long_input_is_quoted_short() {
    let long = "x".repeat(100_000);
    for game in ["quarto", "danish", "quartino"] {
        let (ok, _, err) = quartet(&["show", game, &long]);
        assert!(!ok && err.len() < 400, "{game}: {} bytes", err.len());
        assert!(err.contains("(100,000 characters)"), "{game}: {err}");
    }
}

/// Plays `--plain` with two people and a clock of 1 s a move, typing each line after its pause.
fn timed_game(record: &str, lines: &[(u64, &str)]) -> String {
    let dir = std::env::temp_dir().join(format!("quartet-clock-{}-{}", std::process::id(), lines.len()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("start.txt");
    std::fs::write(&file, record).unwrap();
    let mut child = Command::new(QUARTET)
        .args([
            "play",
            "--plain",
            "--seats",
            "human,human",
            "--clock",
            "1s/move",
            "--load",
        ])
        .arg(&file)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for (pause_ms, line) in lines {
        std::thread::sleep(Duration::from_millis(*pause_ms));
        // The game may be over already (the program stops reading): that is fine.
        let _ = writeln!(stdin, "{line}");
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn out_of_time_with_the_last_piece_in_hand_is_a_draw() {
    // Player 1 holds the last piece; player 2 never places again, so he cannot win. (Each side
    // plays its first turn, which no clock times, in the record.)
    let out = timed_game(
        "[Game \"quarto\"]\n[Rules \"win=auto\"]\n[Start \"63de/52bc/f417/9... 8\"]\n\nb1 0 c1 a\n",
        &[(1300, "d1")],
    );
    assert!(
        out.contains("game over: no winner (player 1 ran out of time)"),
        "{out}"
    );
    // The board drawn at the end says nobody is to move: the game is over.
    let end = out.rsplit("legal: ").next().unwrap();
    assert!(end.contains("game over") && !end.contains("to move"), "{out}");
}

#[test]
fn out_of_time_before_giving_a_quarto_the_opponent_may_claim_loses() {
    // Player 2 places c1, making a quarto he does not claim, and runs out of time before he
    // gives: player 1 could have claimed it, so player 1 wins. (Each side plays its first turn,
    // which no clock times, in the record.)
    let out = timed_game(
        "[Game \"quarto\"]\n[Rules \"win=announce\"]\n[Start \"36a5/f0ed/48cb/.... 1\"]\n\na1 7 b1 9\n",
        &[(100, "c1"), (1300, "2")],
    );
    assert!(
        out.contains("game over: player 1 (human) wins (player 2 ran out of time)"),
        "{out}"
    );
}
