//! The `quartet` binary's teaching commands, run as a user would: `rules`, `review` and
//! `puzzles`.

use std::io::Write;
use std::process::{Command, Stdio};

fn quartet(args: &[&str], input: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args(args)
        // English unless --lang says otherwise, whatever the machine's locale.
        .env("LC_ALL", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run quartet");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().expect("wait for quartet");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_rules_of_each_game_and_of_one_option() {
    for (game, words) in [
        ("quarto", "The gift is the game"),
        ("danish", "The four-against-four race"),
        ("quartino", "The two situations"),
    ] {
        let (ok, out, err) = quartet(&["rules", game], "");
        assert!(ok, "{err}");
        assert!(
            out.to_lowercase().contains(&words.to_lowercase()),
            "{game}: {out}"
        );
    }
    let (ok, out, _) = quartet(&["rules", "quarto", "--section", "announce"], "");
    assert!(ok);
    assert!(out.starts_with("Announce \"Quarto!\""), "{out}");
    let (ok, _, err) = quartet(&["rules", "quarto", "--section", "castling"], "");
    assert!(!ok);
    assert!(
        err.contains("no section \"castling\"") && err.contains("squares"),
        "{err}"
    );
}

#[test]
fn a_review_marks_the_deadly_gift() {
    // Player 2 could win in 3 (c3 then 2); he gives b, which wins on d1, and player 1 misses
    // it with a1.
    let record = "[Game \"quarto\"]\n[Start \"10.d/53.8/.c.a/.fe. 7\"]\n\nc3 b a1\n";
    let (ok, out, err) = quartet(&["review", "-"], record);
    assert!(ok, "{err}");
    assert!(out.contains("BLUNDER: piece b"), "{out}");
    assert!(out.contains("better: 2"), "{out}");
    assert!(out.contains("placing on d1 would have won"), "{out}");
    assert!(
        out.contains("player 2: 0 inaccuracies, 0 mistakes, 1 blunder"),
        "{out}"
    );
    let (ok, out, _) = quartet(&["review", "-", "--json"], record);
    assert!(ok);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["steps"][1]["severity"], "blunder");
    assert_eq!(json["steps"][0]["before"]["distance"], 3);
    assert_eq!(json["engine"], "the exact solver");
    assert_eq!(json["judge"], serde_json::json!({"kind": "exact_solver"}));
    let (ok, _, err) = quartet(&["review", "-"], "[Game \"quarto\"]\n\nzz\n");
    assert!(!ok);
    assert!(err.contains("zz"), "{err}");
}

#[test]
fn the_rules_and_a_review_in_another_language() {
    let (ok, out, err) = quartet(&["rules", "quartino", "--lang", "cs"], "");
    assert!(ok, "{err}");
    assert!(
        out.starts_with("Quartino\n") && out.contains("Dvě situace"),
        "{out}"
    );
    // The same anchors in every language.
    let (ok, out, _) = quartet(&["rules", "danish", "--lang", "it", "--section", "flying"], "");
    assert!(ok);
    assert!(out.starts_with("Il volo"), "{out}");
    let (ok, _, err) = quartet(&["rules", "danish", "--lang", "de"], "");
    assert!(!ok);
    assert!(err.contains("de"), "{err}");
    let record = "[Game \"quarto\"]\n[Start \"10.d/53.8/.c.a/.fe. 7\"]\n\nc3 b a1\n";
    let (ok, out, err) = quartet(&["review", "-", "--lang", "fr"], record);
    assert!(ok, "{err}");
    // The rules and the judge in words: no rules text, no English.
    let title = out.lines().next().unwrap_or_default();
    assert!(
        title.starts_with("Analyse d'une partie de Quarto! (règles standard) : 3 coups en ")
            && title.ends_with(" s (solveur exact)"),
        "{out}"
    );
    assert!(out.contains("GAFFE : la pièce b"), "{out}");
    assert!(out.contains("meilleur : 2"), "{out}");
    assert!(out.contains("placer en d1 gagnait"), "{out}");
    assert!(out.contains("0 imprécision, 0 erreur, 1 gaffe"), "{out}");
    let (ok, out, _) = quartet(&["review", "-", "--lang", "cs"], record);
    assert!(ok);
    assert!(out.contains("0 nepřesností, 0 chyb, 1 hrubá chyba"), "{out}");
    // Each game's judge, in the language's words, with how hard it looked.
    let (ok, out, err) = quartet(&["review", "-", "--lang", "cs"], "[Game \"danish\"]\n\ne5\n");
    assert!(ok, "{err}");
    assert!(
        out.lines()
            .next()
            .unwrap_or_default()
            .ends_with(" s (prohledávání alfa-beta, 300\u{a0}000 uzlů na pozici)"),
        "{out}"
    );
    let quartino = "[Game \"quartino\"]\n[Rules \"players=2\"]\n\n";
    let (ok, out, err) = quartet(&["review", "-", "--lang", "it"], quartino);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("Analisi di una partita di Quartino (2 giocatori): 0 mosse in ")
            && out
                .lines()
                .next()
                .unwrap_or_default()
                .ends_with(" s (ricerca su insiemi d'informazione, 3.000 simulazioni per decisione)"),
        "{out}"
    );
}

#[test]
fn puzzles_are_generated_and_checked() {
    let dir = std::env::temp_dir().join(format!("quartet-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("p.tsv");
    let path = file.to_str().unwrap();
    for (game, themes) in [
        ("quarto", "win-in-1,only-safe-piece"),
        ("danish", "capture-in-1"),
        ("quartino", "claim-two"),
    ] {
        let (ok, _, err) = quartet(
            &[
                "puzzles", "generate", game, "--count", "2", "--themes", themes, "--out", path,
            ],
            "",
        );
        assert!(ok, "{game}: {err}");
        assert!(err.contains("puzzles/s"), "{err}");
    }
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(text.lines().count(), 6, "{text}");
    let (ok, out, err) = quartet(&["puzzles", "check", path], "");
    assert!(ok, "{err}");
    assert!(out.contains("6 puzzles, every solution accepted"), "{out}");
    // A puzzle file with a wrong solution is refused.
    let first = text.lines().next().unwrap().to_string();
    let mut fields: Vec<&str> = first.split('\t').collect();
    // A legal action that is not the solution (the first puzzle is a Quarto! win in 1).
    let game =
        quartet_core::AnyGame::from_position(quartet_core::GameKind::Quarto, fields[4], fields[5]).unwrap();
    let wrong = game
        .legal_actions()
        .iter()
        .map(|a| a.to_string())
        .find(|a| {
            let mut after = game.clone();
            a != fields[6] && after.play_text(a).is_ok() && !after.is_over()
        })
        .unwrap();
    fields[6] = &wrong;
    std::fs::write(&file, fields.join("\t")).unwrap();
    let (ok, _, err) = quartet(&["puzzles", "check", path], "");
    assert!(!ok, "a wrong solution is refused");
    // In words, not as the program's values.
    assert!(err.contains("its solution is not accepted: "), "{err}");
    assert!(!err.contains("Some(") && !err.contains("Cell("), "{err}");
    let (ok, _, err) = quartet(&["puzzles", "generate", "quarto", "--themes", "claim-two"], "");
    assert!(!ok);
    assert!(err.contains("claim-two is not a theme of Quarto!"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
