//! `quartet engine` (QEP on stdin/stdout) and `quartet arena`, through the real binary: our own
//! engine is run as an external process and pitted against a bot in the arena.

use std::io::Write;
use std::process::{Command, Stdio};

const QUARTET: &str = env!("CARGO_BIN_EXE_quartet");

#[test]
fn the_engine_speaks_qep() {
    let mut child = Command::new(QUARTET)
        .args(["engine", "--level", "casual"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"qep\nnewgame quarto\nposition ..../..../..../012. 3\ngo\nposition nonsense\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("qepok"), "{text}");
    assert!(text.contains("bestaction d1"), "{text}");
    assert!(text.contains("error position: bad position"), "{text}");
}

#[test]
fn the_arena_plays_an_external_engine() {
    let dir = std::env::temp_dir().join(format!("quartet-arena-{}", std::process::id()));
    let json = dir.join("result.json");
    let out = Command::new(QUARTET)
        .args([
            "arena",
            "quarto",
            &format!("external:{QUARTET} engine --level casual"),
            "random",
        ])
        .args(["--games", "6", "--threads", "2", "--movetime", "50", "--quiet"])
        .arg("--json")
        .arg(&json)
        .arg("--records")
        .arg(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("A = Quartet"), "{stdout}");
    assert!(stdout.contains("games 6"), "{stdout}");
    let result = std::fs::read_to_string(&json).unwrap();
    assert!(result.contains("\"games\": 6"), "{result}");
    let record = std::fs::read_to_string(dir.join("game-0001.txt")).unwrap();
    assert!(record.starts_with("[Game \"quarto\"]"), "{record}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn arena_errors_are_clear() {
    for (args, says) in [
        (vec!["arena", "quarto", "genius", "random"], "unknown level"),
        (
            vec!["arena", "quarto", "external:/no/such/engine", "random"],
            "could not start",
        ),
        (
            vec!["arena", "quarto", "random", "random", "--rules", "squares=often"],
            "--rules",
        ),
        (
            vec![
                "arena",
                "quarto",
                "strong",
                "random",
                "--uncapped",
                "--movetime",
                "100",
            ],
            "cannot be used with",
        ),
    ] {
        let out = Command::new(QUARTET).args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success());
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn the_engine_plays_quartino_from_an_observation_only() {
    // Deal a game and take the first seat's view from `quartet show`'s notation.
    let mut child = Command::new(QUARTET)
        .args(["engine", "--level", "casual"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(
            b"qep\nnewgame quartino players=3\nposition startpos\ngo\nposition startpos moves YR0\nquit\n",
        )
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("bestaction "), "{text}");
    assert!(
        text.contains("error Quartino positions are observations"),
        "{text}"
    );
}

#[test]
fn arena_for_every_game() {
    for (game, rules) in [("danish", "ply_cap=200"), ("quartino", "players=3 cap=40")] {
        let out = Command::new(QUARTET)
            .args([
                "arena", game, "casual", "beginner", "--games", "4", "--quiet", "--rules", rules,
            ])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{game}: {text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(text.contains("games 4"), "{text}");
    }
}

/// Runs `quartet` and returns (success, stdout, stderr).
fn quartet(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(QUARTET).args(args).output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The (seed, score) of every game of a result file.
fn games_of(path: &std::path::Path) -> Vec<(u64, f64)> {
    let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    json["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["seed"].as_u64().unwrap(), r["score_a"].as_f64().unwrap()))
        .collect()
}

#[test]
fn a_match_played_in_parts_merges_into_the_whole_match() {
    let dir = std::env::temp_dir().join(format!("quartet-merge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let play = |games: &str, seed: &str, out: &str| {
        let (ok, text, err) = quartet(&[
            "arena",
            "quartino",
            "casual",
            "beginner",
            "--rules",
            "players=3 cap=60",
            "--games",
            games,
            "--seed",
            seed,
            "--threads",
            "1",
            "--quiet",
            "--json",
            out,
        ]);
        assert!(ok, "{text}{err}");
    };
    play("6", "1", &file("whole.json"));
    play("2", "1", &file("part1.json"));
    play("4", "3", &file("part2.json"));
    let (ok, text, err) = quartet(&[
        "arena-merge",
        &file("part2.json"),
        &file("part1.json"),
        "--json",
        &file("merged.json"),
    ]);
    assert!(ok, "{text}{err}");
    assert!(text.contains("games 6"), "{text}");
    assert!(text.contains("2 files merged"), "{text}");
    let whole = games_of(std::path::Path::new(&file("whole.json")));
    assert_eq!(whole.len(), 6);
    assert_eq!(games_of(std::path::Path::new(&file("merged.json"))), whole);
    let (_, whole_text, _) = quartet(&["arena-merge", &file("whole.json")]);
    let summary = |t: &str| t.lines().skip(1).take(2).collect::<Vec<_>>().join("\n");
    assert_eq!(summary(&text), summary(&whole_text));

    // A game counted twice, another match, and a file that is no result are refused.
    let (ok, _, err) = quartet(&["arena-merge", &file("whole.json"), &file("part1.json")]);
    assert!(
        !ok && err.contains("seed 1") && err.contains("counted once"),
        "{err}"
    );
    let (ok, text, err) = quartet(&[
        "arena",
        "quartino",
        "casual",
        "random",
        "--rules",
        "players=3 cap=60",
        "--games",
        "2",
        "--seed",
        "7",
        "--quiet",
        "--json",
        &file("other.json"),
    ]);
    assert!(ok, "{text}{err}");
    let (ok, _, err) = quartet(&["arena-merge", &file("part1.json"), &file("other.json")]);
    assert!(!ok && err.contains("another match"), "{err}");
    std::fs::write(dir.join("junk.json"), "{\"game\": 3}").unwrap();
    let (ok, _, err) = quartet(&["arena-merge", &file("junk.json")]);
    assert!(!ok && err.contains("not a result file"), "{err}");
    let (ok, _, err) = quartet(&["arena-merge", &file("missing.json")]);
    assert!(!ok && err.contains("reading"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_uncapped_match_gives_the_same_games_every_time() {
    // The levels' budgets are nodes: without their time caps, neither the machine's load nor
    // the number of worker threads changes a game. `strong` runs out of its solver nodes early
    // in every game here, so the games go through stopped solves.
    let dir = std::env::temp_dir().join(format!("quartet-uncapped-{}", std::process::id()));
    let play = |threads: &str| {
        let records = dir.join(format!("records-{threads}"));
        let (ok, text, err) = quartet(&[
            "arena",
            "quarto",
            "strong",
            "casual",
            "--games",
            "2",
            "--seed",
            "5",
            "--threads",
            threads,
            "--uncapped",
            "--quiet",
            "--records",
            &records.to_string_lossy(),
        ]);
        assert!(ok, "{text}{err}");
        assert!(text.contains("Quarto! strong (1500000 nodes)"), "{text}");
        assert!(text.contains("action times: A median"), "{text}");
        (1..=2)
            .map(|i| std::fs::read_to_string(records.join(format!("game-{i:04}.txt"))).unwrap())
            .collect::<Vec<_>>()
    };
    let one = play("1");
    let two = play("2");
    assert_eq!(one, two);
    assert_ne!(one[0], one[1], "two seeds, two games");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_match_from_random_openings_pairs_them_and_records_them() {
    use quartet_core::Game;
    use quartet_core::quarto::Quarto;
    use quartet_core::record::Record;
    let dir = std::env::temp_dir().join(format!("quartet-opening-{}", std::process::id()));
    let file = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let play = |opening: &str| {
        let (ok, text, err) = quartet(&[
            "arena",
            "quarto",
            "greedy",
            "random",
            "--games",
            "4",
            "--opening",
            opening,
            "--threads",
            "2",
            "--quiet",
            "--json",
            &file(&format!("{opening}.json")),
            "--records",
            &file(opening),
        ]);
        assert!(ok, "{text}{err}");
        text
    };
    let text = play("4");
    assert!(
        text.contains("openings of 4 random actions: A = greedy"),
        "{text}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file("4.json")).unwrap()).unwrap();
    assert_eq!(json["opening"], 4);
    let games: Vec<Record<Quarto>> = (1..=4)
        .map(|i| {
            let path = dir.join("4").join(format!("game-{i:04}.txt"));
            Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
        })
        .collect();
    for record in &games {
        assert!(
            record
                .tags
                .contains(&("Opening".into(), "4 random actions".into()))
        );
        assert!(record.current().is_over());
    }
    // Each pair shares its opening, seats swapped; the two pairs have their own.
    assert_eq!(games[0].actions[..4], games[1].actions[..4]);
    assert_eq!(games[2].actions[..4], games[3].actions[..4]);
    assert_ne!(games[0].actions[..4], games[2].actions[..4]);
    assert!(games[0].tags.contains(&("Player1".into(), "greedy".into())));
    assert!(games[1].tags.contains(&("Player1".into(), "random".into())));

    // Matches with other openings are other matches.
    play("0");
    let (ok, _, err) = quartet(&["arena-merge", &file("4.json"), &file("0.json")]);
    assert!(
        !ok && err.contains("another match") && err.contains("openings of 4"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_closed_pipe_ends_the_arena_quietly() {
    // `quartet arena … | head -1`: the reader is gone before the result is printed.
    let mut child = Command::new(QUARTET)
        .args([
            "arena",
            "quarto",
            "strong",
            "casual",
            "--games",
            "2",
            "--threads",
            "1",
        ])
        .args(["--uncapped", "--quiet"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(141), "{stderr}");
}

#[test]
fn an_external_engine_claims_every_quarto_it_makes_in_announce_mode() {
    use quartet_core::quarto::{Action, Quarto};
    use quartet_core::record::Record;
    use quartet_core::{Game, Outcome, Player};
    let dir = std::env::temp_dir().join(format!("quartet-announce-{}", std::process::id()));
    let file = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let engine = format!("external:{QUARTET} engine --level strongest");
    let arena = |b: &str, mode: &str, games: &str, opening: &str, name: &str| {
        let (ok, text, err) = quartet(&[
            "arena",
            "quarto",
            &engine,
            b,
            "--rules",
            &format!("win={mode}"),
            "--games",
            games,
            "--opening",
            opening,
            "--movetime",
            "100",
            "--threads",
            "2",
            "--quiet",
            "--json",
            &file(&format!("{name}.json")),
            "--records",
            &file(name),
        ]);
        assert!(ok, "{text}{err}");
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(file(&format!("{name}.json"))).unwrap()).unwrap();
        json
    };

    // Against random: every one of 20 games won, as in auto mode, each by the claim of a
    // quarto the engine made, claimed at once.
    let json = arena("random", "announce", "20", "0", "random");
    assert_eq!(json["wins"], 20, "{json}");
    for i in 0..20 {
        let path = dir.join("random").join(format!("game-{:04}.txt", i + 1));
        let record = Record::<Quarto>::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        let engine_seat = Player((i % 2) as u8);
        let mut state = record.start;
        let mut claimed = false;
        for (n, &action) in record.actions.iter().enumerate() {
            let seat = state.to_move();
            state.play_unchecked(action);
            if seat == engine_seat && matches!(action, Action::Place(_)) && state.claimable().next().is_some()
            {
                assert!(
                    matches!(record.actions.get(n + 1), Some(Action::Claim(_))),
                    "game {}: the quarto made by action {} is not claimed at once",
                    i + 1,
                    n + 1
                );
            }
            claimed |= matches!(action, Action::Claim(_));
        }
        assert!(claimed, "game {} was not won by a claim", i + 1);
        assert_eq!(state.outcome(), Some(Outcome::WonBy(engine_seat)));
    }

    // Against itself, from random openings: every game ends as it does in auto mode.
    let results = |json: &serde_json::Value| -> Vec<String> {
        json["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["result"].as_str().unwrap().to_string())
            .collect()
    };
    let auto = arena(&engine, "auto", "6", "16", "auto");
    let announce = arena(&engine, "announce", "6", "16", "announce");
    assert_eq!(results(&announce), results(&auto));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_engine_answers_a_bad_line_and_goes_on() {
    let mut child = Command::new(QUARTET)
        .args(["engine"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"qep\n\xff\nisready\nsetoption level perfect\nnewgame danish\nposition startpos moves e5\ngo movetime 50\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("error the line is not text (UTF-8)\nreadyok\n"),
        "{text}"
    );
    assert!(text.contains("info Danish Quarto has no perfect level"), "{text}");
    assert!(text.contains("bestaction "), "{text}");
}

#[test]
fn the_arena_checks_where_its_results_go_before_playing() {
    let arena = |extra: &[&str]| {
        let out = Command::new(QUARTET)
            .env("LC_ALL", "C.UTF-8")
            .args(["arena", "quarto", "random", "random", "--games", "2", "--quiet"])
            .args(extra)
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.success(), text)
    };
    let (ok, text) = arena(&["--json", "/nonexistent/x.json"]);
    assert!(!ok, "{text}");
    assert!(text.contains("/nonexistent/x.json"), "{text}");
    assert!(!text.contains("games 2"), "refused before the match: {text}");
    let dir = std::env::temp_dir().join(format!("quartet-arena-check-{}", std::process::id()));
    let records = dir.join("a").join("b");
    let (ok, text) = arena(&["--records", &records.display().to_string(), "--opening", "99"]);
    assert!(ok, "{text}");
    assert!(text.contains("created the folder"), "{text}");
    assert!(records.join("game-0002.txt").exists(), "{text}");
    assert!(text.contains("note: --opening 99"), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}
