//! The `quartet` binary's Quarto! commands, run as a user would.

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

#[test]
fn perft_from_the_start() {
    for (depth, count) in [
        ("1", "16"),
        ("2", "256"),
        ("3", "3840"),
        ("4", "57600"),
        ("5", "806400"),
    ] {
        let (ok, out, err) = quartet(&["perft", "quarto", "..../..../..../.... -", depth]);
        assert!(ok, "{err}");
        assert_eq!(out.trim(), count);
    }
}

#[test]
fn perft_takes_the_variant_options() {
    let (ok, out, _) = quartet(&["perft", "quarto", "..../..../..../012. 3", "4", "--squares"]);
    assert!(ok);
    assert_eq!(out.trim(), "17600");
    let (ok, out, _) = quartet(&[
        "perft",
        "quarto",
        "..../..../..../012. 3",
        "4",
        "--attributes",
        "colour",
    ]);
    assert!(ok);
    assert_eq!(out.trim(), "20592");
}

#[test]
fn show_draws_the_board_with_attributes() {
    let (ok, out, err) = quartet(&["show", "quarto", "0f../..../.3../a... 5"]);
    assert!(ok, "{err}");
    assert!(out.contains("| 0    | f    |"), "{out}");
    assert!(out.contains("| SLRF | TDQH |"), "{out}");
    assert!(out.contains("places 5 (tall light square solid)"), "{out}");
}

#[test]
fn show_speaks_the_language_asked_for() {
    let (ok, out, err) = quartet(&["--lang", "it", "show", "quarto", "..../..../..../.... -"]);
    assert!(ok, "{err}");
    assert!(out.contains("tocca a giocatore 1, che dà un pezzo"), "{out}");
    assert!(out.contains("regole: regole standard\n"), "{out}");
    // The rules in words, not in the rules text of the notation.
    let (ok, out, err) = quartet(&[
        "--lang",
        "fr",
        "show",
        "quarto",
        "..../..../..../.... -",
        "--squares",
        "--attributes",
        "colour,shape",
    ]);
    assert!(ok, "{err}");
    let line = out.lines().find(|l| l.starts_with("règles")).unwrap_or_default();
    assert!(!line.contains("attributes="), "{out}");
    assert!(line.contains("couleur") && line.contains("carrés"), "{line}");
}

#[test]
fn bad_input_gets_a_clear_error_and_no_panic() {
    let cases: [(&[&str], &str); 5] = [
        (&["perft", "quarto", "..../..../.... -", "3"], "3 rows"),
        (
            &["perft", "quarto", "..../..../..../.... -", "x"],
            "invalid value 'x'",
        ),
        (
            &["perft", "chess", "..../..../..../.... -", "3"],
            "expected quarto, danish or quartino",
        ),
        (
            &[
                "show",
                "quarto",
                "..../..../..../.... -",
                "--attributes",
                "weight",
            ],
            "unknown characteristic \"weight\"",
        ),
        (&["show", "quarto", "..../..../..../0123 4"], "already won"),
    ];
    for (args, expected) in cases {
        let (ok, _, err) = quartet(args);
        assert!(!ok, "{args:?} succeeded");
        assert!(err.contains(expected), "{args:?}: {err:?} lacks {expected:?}");
        assert!(!err.contains("panicked"), "{err}");
    }
}
