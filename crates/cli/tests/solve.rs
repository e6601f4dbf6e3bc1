//! `quartet solve` and `quartet solve-bench` from the outside: output, JSON shape, errors.

use std::process::Command;

fn quartet(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args(args)
        .output()
        .expect("the quartet binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn solve_json_gives_value_distance_turns_and_line() {
    let (code, out, _) = quartet(&[
        "solve",
        "quarto",
        "10.d/53.8/.c.a/.fe. 7",
        "--json",
        "--distance",
        "--hash",
        "16",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["value"], "win");
    assert_eq!(v["distance"], 3);
    assert_eq!(v["phase"], "place");
    assert_eq!(v["to_move"], 2);
    assert_eq!(v["best"], serde_json::json!(["c3 2"]));
    // Every cell, then every piece: 6 cells × 5 pieces.
    assert_eq!(v["turns"].as_array().unwrap().len(), 30);
    assert_eq!(v["cells"].as_array().unwrap().len(), 6);
    assert_eq!(v["principal_line"][0], "c3");
    assert_eq!(v["principal_line"][1], "2");
}

#[test]
fn solve_text_and_variants() {
    let (code, out, _) = quartet(&["solve", "quarto", "fe2./.53./.7.b/61.4 8", "--hash", "16"]);
    assert_eq!(code, 0);
    assert!(out.contains("value: draw"), "{out}");
    let (code, out, _) = quartet(&[
        "solve",
        "quarto",
        "..../..../..../.... -",
        "--attributes",
        "colour",
        "--value-only",
        "--hash",
        "64",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("value: draw"), "{out}");
}

#[test]
fn solve_text_speaks_the_language_asked_for() {
    let (code, out, _) = quartet(&[
        "--lang",
        "fr",
        "solve",
        "quarto",
        "10.d/53.8/.c.a/.fe. 7",
        "--distance",
        "--hash",
        "16",
    ]);
    assert_eq!(code, 0);
    for line in [
        "valeur : gain en 3",
        "meilleurs tours : c3 2",
        "  c3 : gain en 3 ; en donnant 2 : gain en 3, 4 : perte en 2",
        "suite principale : c3 2 a1 4 a2",
        // The rules in words, not as the notation's rules text.
        "règles : règles standard",
    ] {
        assert!(out.lines().any(|l| l.starts_with(line)), "{line:?} in\n{out}");
    }
    assert!(!out.contains("value"), "{out}");
    // A winning placement ends the game: no give follows it.
    let (code, out, _) = quartet(&[
        "--lang",
        "cs",
        "solve",
        "quarto",
        "..../..../..../024. 6",
        "--hash",
        "16",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.lines().any(|l| l == "  d1: výhra (položení hru končí)"),
        "{out}"
    );
}

#[test]
fn solve_text_counts_many_best_turns_and_lists_the_first() {
    // Every turn from the empty board keeps the draw: 15 gives on each of 16 cells.
    let (code, out, _) = quartet(&["solve", "quarto", "..../..../..../.... 0", "--hash", "16"]);
    assert_eq!(code, 0);
    let best = out.lines().find(|l| l.starts_with("best turns")).unwrap();
    assert!(best.starts_with("best turns (240): a1 1, a1 2, "), "{best}");
    assert_eq!(best.matches(", ").count(), 8, "eight listed, then …: {best}");
    assert!(best.ends_with(", …"), "{best}");
}

#[test]
fn bad_input_is_a_clear_error() {
    for args in [
        vec!["solve", "quarto", "..../..../.... -"],
        vec![
            "solve",
            "quarto",
            "..../..../..../.... -",
            "--attributes",
            "weight",
        ],
        vec!["solve", "quarto", "..../..../..../.... -", "--hash", "0"],
        vec!["solve", "danish", "x"],
    ] {
        let (code, _, err) = quartet(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}

#[test]
fn solve_bench_prints_a_table() {
    let (code, out, _) = quartet(&["solve-bench", "--pieces", "6", "--count", "2", "--hash", "16"]);
    assert_eq!(code, 0);
    assert!(out.contains("median nodes"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("6       lines")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("6       squares")), "{out}");
}
