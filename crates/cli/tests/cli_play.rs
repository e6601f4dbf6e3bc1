//! `quartet play --plain` driven through the real binary like a person at a terminal: read the
//! output up to the prompt, answer with one of the listed legal actions, until the game ends.
//! The English tests set `LC_ALL=C.UTF-8`, so that the machine's locale does not change the
//! language; the others choose theirs.

use std::io::{BufReader, Read, Write};
use std::process::{Command, Stdio};

const QUARTET: &str = env!("CARGO_BIN_EXE_quartet");

/// Plays a whole game with `args`; people answer the `pick`-th legal action (wrapping). Returns
/// the whole transcript.
fn scripted_game(args: &[&str], pick: usize) -> String {
    let mut child = Command::new(QUARTET)
        .env("LC_ALL", "C.UTF-8")
        .args(["play", "--plain"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut transcript = String::new();
    let mut pending = String::new();
    let mut turn = 0;
    // The bytes of a character not yet whole (the output is UTF-8: "—", "·").
    let mut partial = Vec::new();
    loop {
        let mut byte = [0u8; 1];
        if stdout.read(&mut byte).unwrap() == 0 {
            break;
        }
        partial.push(byte[0]);
        match std::str::from_utf8(&partial) {
            Ok(c) => pending.push_str(c),
            Err(e) if e.error_len().is_none() => continue,
            Err(e) => panic!("the output is not UTF-8: {e}"),
        }
        partial.clear();
        // The prompt is the seat's label and "> " at the end of the last line.
        if pending.ends_with(") > ") && pending.rsplit('\n').next().is_some_and(|l| l.contains(" (")) {
            transcript.push_str(&pending);
            let legal = pending
                .lines()
                .rev()
                .find_map(|l| l.strip_prefix("legal: "))
                .expect("a legal line before the prompt")
                .to_string();
            let actions: Vec<&str> = legal.split_whitespace().collect();
            let answer = actions[(pick + turn * 7) % actions.len()];
            turn += 1;
            writeln!(stdin, "{answer}").unwrap();
            pending.clear();
        } else if pending.ends_with("rematch? (yes/no)\n") {
            transcript.push_str(&pending);
            writeln!(stdin, "no").unwrap();
            pending.clear();
        } else if pending.ends_with("press Enter\n") {
            transcript.push_str(&pending);
            writeln!(stdin).unwrap();
            pending.clear();
        }
        assert!(turn < 2000, "the game does not end");
    }
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    transcript.push_str(&pending);
    transcript.push_str(&rest);
    assert!(child.wait().unwrap().success(), "{transcript}");
    transcript
}

#[test]
fn a_whole_quarto_game_against_a_bot() {
    let t = scripted_game(
        &["--game", "quarto", "--seats", "human,beginner", "--seed", "5"],
        3,
    );
    assert!(t.contains("game over:"), "{t}");
    assert!(t.contains("player 2 (bot (beginner)) plays"), "{t}");
    assert!(!t.contains("not played"), "{t}");
}

#[test]
fn two_people_at_one_keyboard_in_announce_mode() {
    let t = scripted_game(
        &[
            "--game",
            "quarto",
            "--rules",
            "win=announce squares=yes",
            "--seats",
            "human:Ada,human:Blaise",
        ],
        1,
    );
    // The rules in words, as the full-screen game and the browser say them.
    assert_eq!(
        t.lines().next(),
        Some("Quarto! — squares win too · announce Quarto!"),
        "{t}"
    );
    assert!(t.contains("Ada (") || t.contains("(Ada)"), "{t}");
    assert!(t.contains("game over:"), "{t}");
}

#[test]
fn bad_arguments_are_refused_clearly() {
    for (args, says) in [
        (
            vec!["--game", "quarto", "--seats", "human"],
            "has 2 seats, but --seats names 1",
        ),
        (
            vec![
                "--game",
                "quartino",
                "--rules",
                "players=2",
                "--seats",
                "human,casual,casual",
            ],
            "Quartino here has 2 seats, but --seats names 3",
        ),
        (
            vec![
                "--game",
                "quartino",
                "--seats",
                "human,casual,casual,casual,casual,casual",
            ],
            "players=6: expected 2 to 5",
        ),
        (
            vec!["--game", "quarto", "--seats", "human,wizard"],
            "seat \"wizard\": expected human, human:NAME or a bot's level",
        ),
        (
            vec!["--game", "quarto", "--clock", "soon"],
            "'soon' for '--clock <CLOCK>': expected none, 60s/move",
        ),
        (
            vec!["--load", "/no/such/record.txt"],
            "/no/such/record.txt: there is no such file",
        ),
        (vec![], "--game is needed"),
    ] {
        assert_refused(&args, says);
    }
}

/// `quartet play --plain` (C locale) with `args`, `script` on its standard input: its output.
fn plain_play(args: &[&str], script: &str) -> String {
    let mut child = Command::new(QUARTET)
        .env("LC_ALL", "C.UTF-8")
        .args(["play", "--plain"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Asserts that `quartet play --plain` (C locale) refuses `args`, saying `says`.
fn assert_refused(args: &[&str], says: &str) {
    let out = Command::new(QUARTET)
        .env("LC_ALL", "C.UTF-8")
        .args(["play", "--plain"])
        .args(args)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{args:?}");
    assert!(err.contains(says), "{args:?}: {err}");
}

#[test]
fn save_and_load_a_game_and_go_on_from_an_earlier_action() {
    let path = std::env::temp_dir().join(format!("quartet-play-{}.txt", std::process::id()));
    let file = path.to_str().unwrap();
    let text = plain_play(
        &["--game", "quarto", "--seats", "human,human"],
        &format!("7\nb3\nc\nsave {file}\nquit\n"),
    );
    assert!(text.contains("saved to"), "{text}");
    let record = std::fs::read_to_string(&path).unwrap();
    assert!(record.contains("7 b3 c"), "{record}");
    let text = plain_play(&["--seats", "human,human", "--load", file], "board\nquit\n");
    assert!(text.contains("who places c"), "{text}");

    // --from: on after the first action (the gift of 7), not after the last.
    let text = plain_play(
        &["--seats", "human,human", "--from", "1", "--load", file],
        "board\nquit\n",
    );
    assert!(text.contains("who places 7"), "{text}");
    assert!(!text.contains("who places c"), "{text}");
    // Past the record's end, or without a record: refused, saying why.
    for (args, says) in [
        (
            vec!["--from", "4", "--load", file],
            "the record has 3 actions: --from 4 is past its end",
        ),
        (
            vec!["--from", "1", "--game", "quarto"],
            "the following required arguments were not provided: --load",
        ),
        (
            vec!["--from", "-1", "--load", file],
            "invalid value '-1' for '--from <N>'",
        ),
    ] {
        assert_refused(&[&["--seats", "human,human"][..], &args].concat(), says);
    }
    std::fs::remove_file(&path).ok();
}

#[test]
fn a_game_starts_from_a_position_and_its_record_starts_there_too() {
    let path = std::env::temp_dir().join(format!("quartet-play-start-{}.txt", std::process::id()));
    let file = path.to_str().unwrap();
    // Row 1 holds 0, 1 and 2 and the piece in hand, 3, shares a trait with them: d1 wins.
    let start = "..../..../.4../012. 3";
    let text = plain_play(
        &["--game", "quarto", "--seats", "human,human", "--start", start],
        &format!("board\nsave {file}\nd1\nno\n"),
    );
    // Four pieces down: the second player is to move.
    assert!(text.contains("to move: player 2, who places 3"), "{text}");
    assert!(
        text.contains("legal: d1 a2 c2 d2 a3 b3 c3 d3 a4 b4 c4 d4"),
        "{text}"
    );
    assert!(text.contains("player 2 (human) wins (a quarto: a1-d1"), "{text}");
    let record = std::fs::read_to_string(&path).unwrap();
    assert!(record.contains(&format!("[Start \"{start}\"]")), "{record}");
    // Loaded back, the game is the same.
    let text = plain_play(
        &["--seats", "human,human", "--from", "0", "--load", file],
        "board\nquit\n",
    );
    assert!(text.contains("who places 3"), "{text}");
    std::fs::remove_file(&path).ok();

    // A position that does not read, one where the game is over, --start without --game or
    // beside --load: refused, saying why.
    for (args, says) in [
        (
            vec!["--game", "quarto", "--start", "..../..x./..../.... -"],
            "position \"..../..x./..../.... -\": bad position: bad character 'x' at c3",
        ),
        (
            vec!["--game", "quarto", "--start", "..../..../..../0123 -"],
            "the game is over in this position: nothing is left to play",
        ),
        (
            vec!["--start", "..../..../..../.... -"],
            "the following required arguments were not provided: --game <GAME>",
        ),
        (
            vec![
                "--game",
                "quarto",
                "--start",
                "..../..../..../.... -",
                "--load",
                "x.txt",
            ],
            "the argument '--start <POSITION>' cannot be used with '--load <LOAD>'",
        ),
    ] {
        assert_refused(&[&["--seats", "human,human"][..], &args].concat(), says);
    }
}

#[test]
fn a_whole_danish_game_against_a_bot() {
    let t = scripted_game(
        &[
            "--game",
            "danish",
            "--rules",
            "ply_cap=300",
            "--seats",
            "human,casual",
            "--seed",
            "2",
        ],
        5,
    );
    assert_eq!(t.lines().next(), Some("Danish Quarto — cap of 300 turns"));
    assert!(t.contains("game over:"), "{t}");
    assert!(!t.contains("not played"), "{t}");
}

#[test]
fn a_three_seat_quartino_game_with_two_people_passing_the_device() {
    let t = scripted_game(
        &[
            "--game",
            "quartino",
            "--rules",
            "players=3 cap=60",
            "--seats",
            "human,casual,human",
            "--seed",
            "4",
        ],
        2,
    );
    assert!(t.contains("pass the device to player 1"), "{t}");
    assert!(t.contains("pass the device to player 3"), "{t}");
    assert!(t.contains("game over:"), "{t}");
    assert!(!t.contains("not played"), "{t}");
}

#[test]
fn quartino_takes_its_number_of_players_from_the_seats() {
    // As the server does: four seats and rules that do not say `players=` are four players.
    let t = scripted_game(
        &[
            "--game",
            "quartino",
            "--rules",
            "cap=40",
            "--seats",
            "casual,human,casual,casual",
            "--seed",
            "9",
        ],
        1,
    );
    assert!(
        t.lines()
            .next()
            .is_some_and(|l| l.starts_with("Quartino — 4 players")),
        "{t}"
    );
    assert!(t.contains("player 4: bot (casual)"), "{t}");
    assert!(t.contains("game over:"), "{t}");
}

#[test]
fn the_quarto_hint_is_the_solver_s_when_it_is_fast() {
    let path = std::env::temp_dir().join(format!("quartet-hint-{}.txt", std::process::id()));
    std::fs::write(&path, "[Game \"quarto\"]\n[Start \"10.d/53.8/.c.a/.fe. 7\"]\n\n").unwrap();
    let text = plain_play(
        &["--seats", "human,human", "--load", path.to_str().unwrap()],
        "hint\nquit\n",
    );
    assert!(
        text.contains("hint: c3 2 (win in 3) — exact values: c3 2: win in 3"),
        "{text}"
    );
    std::fs::remove_file(&path).ok();
}

#[test]
fn a_record_is_loaded_during_a_game_and_its_seats_come_back() {
    let dir = std::env::temp_dir().join(format!("quartet-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let saved = dir.join("danish.txt");
    // A Danish game between two people, saved after two placements.
    let mut child = Command::new(QUARTET)
        .env("LC_ALL", "C.UTF-8")
        .args([
            "play",
            "--plain",
            "--game",
            "danish",
            "--seats",
            "human:Ada,human:Blaise",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let script = format!("e5\nd4\nsave {}\nquit\n", saved.display());
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    assert!(child.wait_with_output().unwrap().status.success());
    // In a Quarto! game: a missing file and a file that is not a record are refused and the
    // game goes on; then the record loads, with its people in their seats.
    let junk = dir.join("junk.txt");
    std::fs::write(&junk, "not a record at all").unwrap();
    let mut child = Command::new(QUARTET)
        .env("LC_ALL", "C.UTF-8")
        .args(["play", "--plain", "--game", "quarto", "--seats", "human,human"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let script = format!(
        "7\nload {}\nload {}\nload {}\nboard\nquit\n",
        dir.join("missing.txt").display(),
        junk.display(),
        saved.display()
    );
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert_eq!(text.matches("; the game goes on").count(), 2, "{text}");
    assert!(text.contains("missing.txt: there is no such file"), "{text}");
    assert!(text.contains("loaded"), "{text}");
    assert!(text.contains("2 actions replayed"), "{text}");
    assert!(
        text.contains("player 1: Ada") && text.contains("player 2: Blaise"),
        "{text}"
    );
    assert!(text.contains("White (W): 1 on the board, 11 in hand"), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}

/// Plays `script` (one command a line) in `--plain` mode in `lang`, two people at Quarto!.
fn plain_in(lang: &str, script: &str) -> String {
    plain_game_in("quarto", lang, script)
}

/// Plays `script` (one command a line) in `--plain` mode in `lang`, two people at `game`.
fn plain_game_in(game: &str, lang: &str, script: &str) -> String {
    let mut child = Command::new(QUARTET)
        .env("LC_ALL", "C.UTF-8")
        .args([
            "play",
            "--plain",
            "--game",
            game,
            "--seats",
            "human,human:Ana",
            "--lang",
            lang,
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

const SCRIPT: &str = "help\nundo\nsave\nload\nzz\nresign\nno\n";

#[test]
fn plain_mode_speaks_each_language_from_its_catalog() {
    use quartet_i18n::{Lang, Texts, tr};
    let english = plain_in("en", SCRIPT);
    for lang in Lang::ALL {
        let t = Texts::new(lang);
        let out = plain_in(lang.tag(), SCRIPT);
        let player1 = tr!(t, "seat-number", number = 1);
        let player2 = tr!(t, "seat-number", number = 2);
        let human = tr!(
            t,
            "seat-with-label",
            seat = player1.clone(),
            label = tr!(t, "seat-human")
        );
        let ana = tr!(t, "seat-with-label", seat = player2.clone(), label = "Ana");
        for line in [
            tr!(t, "game-quarto"),
            tr!(t, "plain-help"),
            format!("{player1}: {}", tr!(t, "seat-human")),
            format!("{player2}: Ana"),
            tr!(t, "plain-save-needs-file"),
            tr!(t, "plain-load-needs-file"),
            format!("{human} > "),
            tr!(
                t,
                "plain-game-over-because",
                outcome = tr!(t, "outcome-won", winner = ana),
                reason = tr!(t, "ending-resignation", seat = player1.clone())
            ),
            tr!(t, "plain-rematch-question"),
        ] {
            assert!(out.contains(&line), "{lang}: {line:?} not in\n{out}");
        }
        assert!(
            out.contains(&tr!(t, "plain-legal", actions = "")[..4]),
            "{lang}: no legal line"
        );
        // The refusals carry the rules' own reason after the language's words.
        assert!(
            out.contains(&tr!(t, "plain-not-played", error = "")),
            "{lang}\n{out}"
        );
        assert!(
            out.contains(&tr!(t, "plain-undo-refused", error = "")),
            "{lang}\n{out}"
        );
        if lang != Lang::En {
            assert_ne!(out, english, "{lang} reads as English");
        }
    }
}

/// What stays of `out` once the pseudo-language's messages (⟦…⟧) are taken away: the board,
/// notation, names and marks, and the text the code passed into a message (⟨…⟩, kept unless it
/// is itself a message). The rules' notation (`players=2 situations=on …`) is left out too.
fn outside_catalogs(out: &str) -> String {
    let mut rest = String::new();
    let mut marks = Vec::new();
    for c in out.chars() {
        match c {
            '⟦' | '⟨' => marks.push(c),
            '⟧' | '⟩' => {
                marks.pop();
            }
            _ if marks.last().is_none_or(|&m| m == '⟨') => rest.push(c),
            _ => {}
        }
    }
    rest.lines()
        .flat_map(|line| line.split(' ').chain(["\n"]))
        .filter(|word| !word.contains('='))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Refusals of every kind: the table's (nothing to take back), an action's text, and illegal
/// actions of each game.
const REFUSALS: &str = "undo\nzz\na1\n7\n7\nQ:a1-d4\n";

#[test]
fn plain_mode_in_the_pseudo_language_shows_only_catalog_text() {
    let quarto = plain_in("xx", &format!("{REFUSALS}{SCRIPT}"));
    // The rules' refusals come from the catalogs too, with the values they name marked.
    assert!(
        quarto.contains("⟦⟨zz⟩⟧") || quarto.contains("\"⟨zz⟩\""),
        "{quarto}"
    );
    assert!(quarto.contains("⟦there is nothing to take back⟧"), "{quarto}");
    assert!(quarto.contains("⟦it is time to "), "{quarto}");
    let danish = plain_game_in("danish", "xx", &format!("e5-e6\npass\nj5\n{SCRIPT}"));
    let quartino = plain_game_in("quartino", "xx", &format!("\nfour\nend\nYBGP@Q9\n{SCRIPT}"));
    // Each game's own board text was shown, from the catalogs.
    assert!(quarto.contains("⟦pool:  "), "{quarto}");
    assert!(danish.contains("⟦⟨⟦White⟧⟩ (⟨W⟩): 0 on the board"), "{danish}");
    assert!(
        danish.contains("⟦⟨⟦to move: ⟨⟦White⟧⟩, who places a piece⟧⟩; "),
        "{danish}"
    );
    assert!(quartino.contains("⟦supply: "), "{quartino}");
    assert!(quartino.contains("⟦hand of ⟨⟦player 1⟧⟩: "), "{quartino}");
    for out in [quarto, danish, quartino] {
        let rest = outside_catalogs(&out);
        for english in ENGLISH_WORDS {
            assert!(
                !rest.contains(english),
                "{english:?} outside the catalogs:\n{rest}"
            );
        }
        assert!(out.contains("⟦player 1⟧: ⟦human⟧"), "{out}");
    }
}

/// Words of the English catalogs that no board or notation contains.
const ENGLISH_WORDS: &[&str] = &[
    "plays",
    "game",
    "over",
    "legal",
    "wins",
    "player",
    "human",
    "rematch",
    "hint",
    "save",
    "load",
    "undo",
    "type",
    "cannot",
    "not played",
    "resign",
    "clocks",
    "White",
    "Black",
    "board",
    "hand",
    "valid",
    "squares",
    "capture",
    "against",
    "none",
    "supply",
    "tokens",
    "colours",
    "yellow",
    "rules",
    "card",
    "turn",
    "high",
    "situation",
    "aside",
    "spectator",
];

#[test]
fn danish_quarto_and_quartino_speak_their_rulebooks_words() {
    let italian = plain_game_in("danish", "it", SCRIPT);
    assert!(
        italian.contains("Bianco (W): 0 sul tavoliere, 12 da collocare; quadrati validi: nessuno"),
        "{italian}"
    );
    assert!(
        italian.contains("tocca al Bianco, che colloca una pedina"),
        "{italian}"
    );
    assert!(italian.contains("con cattura)"), "{italian}");
    let czech = plain_game_in("quartino", "cs", &format!("\n{SCRIPT}"));
    assert!(
        czech.contains("hromádky: Y 7  B 7  G 7  P 7   (0 žetonů na desce)"),
        "{czech}"
    );
    assert!(czech.contains("hráč 1: 4 Quartino karty v držáku"), "{czech}");
    assert!(
        czech.contains("barvy: Y=žlutá B=modrá G=zelená P=růžová"),
        "{czech}"
    );
    assert!(czech.contains("na tahu: hráč 1, položí ještě 1 žeton"), "{czech}");
}

#[test]
fn plain_mode_follows_the_locale_without_lang() {
    let mut child = Command::new(QUARTET)
        .env("LC_ALL", "C.UTF-8")
        .args(["play", "--plain", "--game", "quarto", "--seats", "human,human"])
        .env_remove("LC_ALL")
        .env("LC_MESSAGES", "cs_CZ.UTF-8")
        .env("LANG", "it_IT.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"quit\n").unwrap();
    let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    assert!(out.contains("hráč 1: člověk"), "{out}");
}

/// Runs `quartet <args>` with `input` on its standard input, in English; the exit status, the
/// standard output and the standard error.
fn run_with(args: &[&str], input: &[u8]) -> (bool, String, String) {
    let mut child = Command::new(QUARTET)
        .env("LC_ALL", "C.UTF-8")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_line_that_is_not_text_is_answered_and_the_game_goes_on() {
    let play = ["play", "--plain", "--game", "quarto", "--seats", "human,beginner"];
    let (ok, out, err) = run_with(&play, b"7\n\xff\nboard\nquit\n");
    assert!(ok, "{out}{err}");
    assert!(
        out.contains("that line is not text (UTF-8): type it again"),
        "{out}"
    );
    // The prompt came again, and the next command was read.
    let after = out.split("type it again").nth(1).unwrap();
    assert!(after.contains("legal: "), "{out}");
    assert!(after.contains(") > "), "{out}");
    assert!(!out.contains("end of input"), "quit was read: {out}");
}

#[test]
fn a_name_with_a_line_break_is_refused() {
    let seats = "human:Ada,human:Bob\n[Game \"danish\"]";
    let (ok, out, err) = run_with(
        &["play", "--plain", "--game", "quarto", "--seats", seats],
        b"quit\n",
    );
    assert!(!ok, "{out}{err}");
    assert!(err.contains("a name cannot hold control characters"), "{err}");
    assert!(err.contains("Bob\\n[Game"), "{err}");
}

#[test]
fn a_record_that_cannot_be_played_says_why() {
    let dir = std::env::temp_dir().join(format!("quartet-why-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let illegal = dir.join("illegal3.txt");
    std::fs::write(&illegal, "[Game \"quarto\"]\n\n7 a1 7\n").unwrap();
    let twice = dir.join("twice.txt");
    std::fs::write(
        &twice,
        "[Game \"quarto\"]\n[Rules \"squares=yes squares=no\"]\n\n7 a1\n",
    )
    .unwrap();
    let illegal = illegal.display().to_string();
    let twice = twice.display().to_string();
    let (ok, _, err) = run_with(&["play", "--plain", "--load", &illegal], b"quit\n");
    assert!(!ok);
    assert!(
        err.contains("Action 3 of the record (7) cannot be played: piece 7 is not in the pool"),
        "{err}"
    );
    let (ok, _, err) = run_with(&["review", &twice], b"");
    assert!(!ok);
    assert!(
        err.contains("[Rules] tag has a value that is not understood: "),
        "{err}"
    );
    assert!(err.contains("squares is given twice"), "{err}");
    // In a game: the reason, then the game goes on, joined without a stray full stop.
    let play = ["play", "--plain", "--game", "quarto", "--seats", "human,human"];
    let (ok, out, _) = run_with(&play, format!("load {illegal}\nquit\n").as_bytes());
    assert!(ok, "{out}");
    assert!(
        out.contains("piece 7 is not in the pool; the game goes on"),
        "{out}"
    );
    assert!(!out.contains(".;"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_file_that_cannot_be_saved_says_why_in_the_language() {
    let dir = std::env::temp_dir().join(format!("quartet-nosave-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let missing = dir.join("none").join("x.txt");
    let script = format!("save {}\nsave {}\nquit\n", missing.display(), dir.display());
    let out = plain_in("fr", &script);
    assert!(out.contains("ce fichier n'existe pas"), "{out}");
    assert!(out.contains("c'est un dossier, pas un fichier"), "{out}");
    assert!(!out.contains("os error"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn options_that_a_record_overrides_are_refused_with_load() {
    let dir = std::env::temp_dir().join(format!("quartet-conflict-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("danish.txt");
    std::fs::write(&record, "[Game \"danish\"]\n\ne5\n").unwrap();
    let record = record.display().to_string();
    let (ok, _, err) = run_with(
        &["play", "--plain", "--game", "quarto", "--load", &record],
        b"quit\n",
    );
    assert!(!ok);
    assert!(
        err.contains("--game quarto: the record is of Danish Quarto; leave --game out with --load"),
        "{err}"
    );
    let (ok, out, err) = run_with(
        &["play", "--plain", "--game", "danish", "--load", &record],
        b"quit\n",
    );
    assert!(ok, "the record's own game may be named: {out}{err}");
    let (ok, _, err) = run_with(
        &["play", "--plain", "--rules", "squares=yes", "--load", &record],
        b"quit\n",
    );
    assert!(!ok);
    assert!(err.contains("--rules") && err.contains("--load"), "{err}");
    let (ok, _, err) = run_with(&["solve", "quarto", "..../..../..../.... -", "--no-line"], b"");
    assert!(!ok);
    assert!(err.contains("--value-only"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
