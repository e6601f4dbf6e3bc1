//! The command line's help in the player's language: `--lang`, else the POSIX locale, chooses
//! it before the arguments are parsed, and every word of it comes from the `cli` catalog, clap's
//! headings and flags included; so does every refusal of a command line (exit code 2).

use std::process::Command;

const QUARTET: &str = env!("CARGO_BIN_EXE_quartet");

/// `quartet args…` with only the locale variables given set; its standard output.
fn help(args: &[&str], env: &[(&str, &str)]) -> String {
    let mut command = Command::new(QUARTET);
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (name, value) in env {
        command.env(name, value);
    }
    let out = command.output().expect("run quartet");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The commands `quartet --help` lists (but `help`).
fn commands(top: &str) -> Vec<String> {
    top.lines()
        .skip_while(|l| !l.ends_with(':') || l.starts_with(' '))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .filter(|c| c != "help")
        .collect()
}

#[test]
fn quartet_help_speaks_czech_when_asked() {
    let text = help(&["--lang", "cs", "--help"], &[]);
    assert!(text.starts_with("Quartet: hrajte, řešte a rozebírejte"), "{text}");
    for words in [
        "Použití: quartet",
        "Příkazy:",
        "Volby:",
        "Vypíše nápovědu",
        "Vypíše verzi",
    ] {
        assert!(text.contains(words), "{words:?} missing: {text}");
    }
    for english in ["Usage", "Commands", "Options", "Print help", "Count the action"] {
        assert!(!text.contains(english), "{english:?} left: {text}");
    }
    // The same with the option after the request for help, and from the locale.
    assert_eq!(help(&["--help", "--lang=cs"], &[]), text);
    assert_eq!(help(&["--help"], &[("LANG", "cs_CZ.UTF-8")]), text);
}

#[test]
fn a_command_s_help_speaks_italian_from_the_locale_or_the_option() {
    let text = help(
        &["play", "--help"],
        &[("LC_MESSAGES", "it_IT.UTF-8"), ("LANG", "en_GB")],
    );
    for words in [
        "Gioca una partita nel terminale",
        "Uso: quartet play",
        "Opzioni:",
        "una delle tue pedine",
        "Testo riga per riga",
        "[predefinito: \"\"]",
        "Mostra l'aiuto (in breve con '-h')",
    ] {
        assert!(text.contains(words), "{words:?} missing: {text}");
    }
    // LC_ALL comes first, and --lang before every variable.
    let serve = help(&["serve", "-h", "--lang", "it"], &[("LC_ALL", "fr_FR.UTF-8")]);
    assert!(serve.contains("Avvia il server web"), "{serve}");
    assert!(serve.contains("[variabile d'ambiente: QUARTET_PORT]"), "{serve}");
    let french = help(&["serve", "-h"], &[("LC_ALL", "fr_FR.UTF-8"), ("LANG", "it_IT")]);
    assert!(french.contains("Lancer le serveur web"), "{french}");
    // A command under a command, and the `help` command.
    let build = help(&["help", "book", "build"], &[("LANG", "it_IT")]);
    assert!(build.starts_with("Costruisce i libri"), "{build}");
    assert!(
        build.contains("Argomenti:") || build.contains("Opzioni:"),
        "{build}"
    );
}

#[test]
fn a_language_quartet_does_not_speak_is_refused_by_name() {
    let out = Command::new(QUARTET)
        .args(["--lang", "de", "--help"])
        .output()
        .expect("run quartet");
    assert!(!out.status.success());
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(
        error.contains("invalid value 'de' for '--lang <LANG>': expected en, ro, es, fr, cs or it"),
        "{error}"
    );
    // An unknown locale is English.
    let text = help(&["--help"], &[("LANG", "de_DE.UTF-8")]);
    assert!(text.contains("Usage: quartet"), "{text}");
}

/// What is left of a line of help in the pseudo-language once the catalogs' text (in ⟦ ⟧: the
/// placeholders' words too, as in `<⟦POSITION⟧>`), the options (`--seed`, `-h`) and the
/// commands' names are taken out: letters there are English from no catalog. A message's
/// variables (in ⟨ ⟩) are read too: a reason given to a message must come from a catalog.
fn unwrapped(line: &str, names: &[String]) -> String {
    let mut rest = String::new();
    // The marks open around each character: true for a catalog's text, false for a variable.
    let mut open = Vec::new();
    for c in line.chars() {
        match c {
            '⟦' => open.push(true),
            '⟨' => open.push(false),
            '⟧' | '⟩' => {
                open.pop();
            }
            // Between words, so that a variable is a word of its own.
            _ if open.last() == Some(&true) => rest.push(' '),
            _ => rest.push(c),
        }
    }
    rest.split_whitespace()
        .filter(|w| {
            let w = w.trim_matches(|c: char| ",.:'\"<>[]()".contains(c));
            // Options, environment variables and names are no words of a language.
            !(w.starts_with('-')
                || w.starts_with("QUARTET_")
                || w == "quartet"
                || names.iter().any(|n| n == w))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_pseudo_language_leaves_no_english_in_any_help() {
    let top = help(&["--lang", "xx", "--help"], &[]);
    let mut names = commands(&top);
    assert!(
        names.len() > 10 && names.contains(&"review".to_string()),
        "{names:?}"
    );
    names.extend(
        [
            "help", "generate", "check", "build", "five", "six", "export", "info",
        ]
        .map(String::from),
    );
    // Default values, as the command line takes them.
    let values = ["text", "json", "strong", "quarto", "quartet-data"];
    let mut pages = vec![(String::from("quartet"), top)];
    let mut lines: Vec<Vec<&str>> = names
        .iter()
        .filter(|n| {
            ![
                "help", "generate", "check", "build", "five", "six", "export", "info",
            ]
            .contains(&n.as_str())
        })
        .map(|n| vec![n.as_str()])
        .collect();
    lines.extend([vec!["puzzles", "generate"], vec!["book", "export"]]);
    for args in [
        &["--lang", "xx", "help"][..],
        &["--lang", "xx", "help", "puzzles"],
    ] {
        pages.push((args.join(" "), help(args, &[])));
    }
    for command in lines {
        for flag in ["-h", "--help"] {
            let mut args = command.clone();
            args.extend([flag, "--lang", "xx"]);
            pages.push((args.join(" "), help(&args, &[])));
        }
    }
    names.extend(values.map(String::from));
    for (page, text) in &pages {
        for line in text.lines() {
            let rest = unwrapped(line, &names);
            assert!(
                !rest.chars().any(char::is_alphabetic),
                "`quartet {page}`: {rest:?} in {line:?}"
            );
        }
    }
}

/// `quartet args…`, which clap refuses: its standard error (the exit code is 2).
fn refused(args: &[&str]) -> String {
    let out = Command::new(QUARTET)
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("run quartet");
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn a_refused_command_line_is_said_in_the_language() {
    let cs = refused(&["--lang", "cs", "solve", "--bogus"]);
    assert!(cs.starts_with("chyba: nečekaný argument '--bogus'"), "{cs}");
    assert!(
        cs.contains("Použití: quartet solve [VOLBY] <HRA> <POZICE>"),
        "{cs}"
    );
    assert!(cs.contains("Více se dozvíte příkazem '--help'."), "{cs}");
    let it = refused(&["--lang", "it", "solve"]);
    assert!(
        it.contains("mancano gli argomenti obbligatori: <GIOCO>, <POSIZIONE>"),
        "{it}"
    );
    let ro = refused(&[
        "--lang", "ro", "arena", "quarto", "perfect", "strong", "--games", "0",
    ]);
    assert!(
        ro.contains("valoare nevalidă '0' pentru '--games <PARTIDE>': se aștepta un număr întreg de la 1 la"),
        "{ro}"
    );
    let es = refused(&["--lang", "es", "sovle"]);
    assert!(
        es.contains("orden desconocida: 'sovle'") && es.contains("'solve'"),
        "{es}"
    );
    // From the locale too.
    let out = Command::new(QUARTET)
        .args(["solve", "--bogus"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "fr_FR.UTF-8")
        .output()
        .unwrap();
    let fr = String::from_utf8(out.stderr).unwrap();
    assert!(fr.starts_with("erreur : argument inattendu : '--bogus'"), "{fr}");
}

#[test]
fn the_reasons_of_refused_values_are_said_in_the_language() {
    let cs = refused(&["--lang", "cs", "play", "--game", "chess"]);
    assert!(
        cs.starts_with(
            "chyba: neplatná hodnota 'chess' pro '--game <HRA>': čekalo se quarto, danish nebo quartino"
        ),
        "{cs}"
    );
    let ro = refused(&["--lang", "ro", "play", "--clock", "5x"]);
    assert!(
        ro.contains(": se aștepta none, 60s/move, 1d/move, 10m sau 10m+5s"),
        "{ro}"
    );
    let fr = refused(&["--lang", "fr", "serve", "--trusted-proxies", "nginx"]);
    assert!(
        fr.contains(" : une adresse IP ou un bloc d'adresses était attendu"),
        "{fr}"
    );
    let it = refused(&["--lang", "it", "serve", "--trusted-proxies", "10.0.0.0/40"]);
    assert!(
        it.contains(": era attesa una lunghezza di prefisso da 0 a 32"),
        "{it}"
    );
    // `--lang` itself, refused in the locale's language.
    let out = Command::new(QUARTET)
        .args(["--lang", "de", "play"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "es_ES.UTF-8")
        .output()
        .unwrap();
    let es = String::from_utf8(out.stderr).unwrap();
    assert!(
        es.contains("'de'") && es.contains(": se esperaba en, ro, es, fr, cs o it"),
        "{es}"
    );
}

#[test]
fn what_goes_wrong_after_the_command_line_is_said_in_the_language() {
    let cs = refused(&["--lang", "cs", "show", "quarto", "garbage"]);
    assert!(cs.starts_with("chyba: pozice „garbage“: chybná pozice: "), "{cs}");
    let fr = refused(&["--lang", "fr", "play", "--plain"]);
    assert!(
        fr.starts_with("erreur : il faut --game (quarto, danish ou quartino)"),
        "{fr}"
    );
    let it = refused(&[
        "--lang",
        "it",
        "play",
        "--plain",
        "--load",
        "/nonexistent/game.txt",
    ]);
    assert_eq!(it.trim_end(), "errore: /nonexistent/game.txt: il file non esiste");
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("bad.txt");
    std::fs::write(&record, "garbage").unwrap();
    let record = record.to_str().unwrap();
    let es = refused(&["--lang", "es", "review", record]);
    assert_eq!(
        es.trim_end(),
        format!("error: {record}: El registro no tiene la etiqueta [Game \"…\"].")
    );
    let ro = refused(&[
        "--lang",
        "ro",
        "play",
        "--plain",
        "--game",
        "quarto",
        "--seats",
        "human,human,human",
    ]);
    assert_eq!(
        ro.trim_end(),
        "eroare: Quarto! are aici 2 locuri, dar --seats numește 3"
    );
    let fr = refused(&["--lang", "fr", "solve", "quarto", "-", "--rules", "x=y"]);
    assert!(
        fr.starts_with("erreur : --rules : règles incorrectes : réglage inconnu « x »"),
        "{fr}"
    );
}

#[test]
fn the_pseudo_language_leaves_no_english_in_a_refusal() {
    let lines: [&[&str]; 13] = [
        &["solve", "--bogus"],
        &["solve"],
        &["arena", "quarto", "perfect", "strong", "--games", "0"],
        &["sovle"],
        &["solve", "quarto", "x", "--seed", "1", "--seed", "2"],
        &["serve", "--log-format", "xml"],
        &["play", "--game", "chess"],
        &["serve", "--trusted-proxies", "nginx"],
        &["show", "quarto", "x"],
        &["play", "--plain"],
        &["play", "--plain", "--load", "/nonexistent"],
        &["play", "--plain", "--game", "quarto", "--seats", "human,chess"],
        &["solve", "danish", "x"],
    ];
    let names = [
        "solve",
        "arena",
        "quarto",
        "perfect",
        "strong",
        "serve",
        "sovle",
        "x",
        "xml",
        "0",
        "chess",
        "nginx",
        "/nonexistent",
        "serve",
        "solve-bench",
        "text",
        "json",
    ]
    .map(String::from);
    for args in lines {
        let mut all = vec!["--lang", "xx"];
        all.extend(args);
        let text = refused(&all);
        assert!(text.contains('⟦'), "{text}");
        for line in text.lines() {
            let rest = unwrapped(line, &names);
            assert!(
                !rest.chars().any(char::is_alphabetic),
                "`quartet {}`: {rest:?} in {line:?}",
                all.join(" ")
            );
        }
    }
}
