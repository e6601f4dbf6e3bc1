//! The `quartet` binary's Danish Quarto commands, run as a user would.

use std::process::Command;

fn quartet(args: &[&str]) -> (bool, String, String) {
    // Words in English, whatever the machine's locale.
    let out = Command::new(env!("CARGO_BIN_EXE_quartet"))
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

const FIGURE_2: &str = "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3";

#[test]
fn perft_gives_the_issue_values() {
    for (position, depth, count) in [
        ("/ w 12 12", "1", "37"),
        ("/ w 12 12", "2", "1332"),
        ("/ w 12 12", "3", "46620"),
        (FIGURE_2, "1", "25"),
        (FIGURE_2, "2", "505"),
    ] {
        let (ok, out, err) = quartet(&["perft", "danish", position, depth]);
        assert!(ok, "{err}");
        assert_eq!(out.trim(), count, "{position} depth {depth}");
    }
    let (ok, out, err) = quartet(&["perft", "danish", "/ w 12 12", "2", "--rules", "ply_cap=200"]);
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "1332");
}

#[test]
fn show_draws_the_board_with_its_lines() {
    let (ok, out, err) = quartet(&["show", "danish", FIGURE_2]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "9           c9------W-------W");
    assert_eq!(lines[4], "7   a7------c7------W-------W-------i7");
    assert_eq!(lines[6], "6   |   B   |   B   |   B   |   h6  |");
    assert_eq!(lines[12], "3   a3------B-------B-------W-------i3");
    assert_eq!(lines[16], "1           c1------e1------g1");
    assert!(out.contains("White (W): 7 on the board, 3 in hand; valid squares: e7-g7-g9-e9"));
    assert!(out.contains("Black (B): 9 on the board, 3 in hand; valid squares: c3-d2-e3-d4"));
    assert!(out.contains("25 legal moves (5 with a capture)"));
}

#[test]
fn bad_input_is_refused_with_the_reason() {
    let (ok, _, err) = quartet(&["show", "danish", "e5,e5/ w 11 11"]);
    assert!(!ok);
    assert!(err.contains("e5 is listed twice"), "{err}");
    let (ok, _, err) = quartet(&["perft", "danish", "a2/ w 11 12", "1"]);
    assert!(!ok);
    assert!(err.contains("\"a2\" is not a point of the board"), "{err}");
    let (ok, _, err) = quartet(&["perft", "danish", "/ w 12 12", "1", "--squares"]);
    assert!(!ok);
    assert!(err.contains("quarto"), "{err}");
}
