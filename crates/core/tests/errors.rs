//! Errors by purpose, for every game: a rule given twice is refused the same way everywhere,
//! no message echoes a long input whole, and every error has a stable code callers can match.

use quartet_core::record::Record;
use quartet_core::{AnyGame, ErrorKind, GameKind};

#[test]
fn a_rule_given_twice_is_refused_the_same_way_in_every_game() {
    for (kind, rules, key) in [
        (GameKind::Quarto, "squares=yes squares=no", "squares"),
        (GameKind::Danish, "ply_cap=3 ply_cap=none", "ply_cap"),
        (GameKind::Quartino, "players=2 players=3", "players"),
    ] {
        let err = AnyGame::start(kind, rules, 0).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("bad rules: {key} is given twice"),
            "{kind}"
        );
        assert_eq!(err.kind(), ErrorKind::Rules);
        assert_eq!(err.code(), format!("{}.given-twice", kind.tag()));
    }
}

#[test]
fn no_message_echoes_a_long_input_whole() {
    let long = "x".repeat(100_000);
    let positions = [
        (GameKind::Quarto, long.clone()),
        (GameKind::Quarto, format!("{long} a")),
        (GameKind::Quarto, format!("..../..../..../.... {long}")),
        (GameKind::Quarto, format!("..../..../..../.... - {long}")),
        (GameKind::Danish, long.clone()),
        (GameKind::Danish, format!("{long}/ w 12 12")),
        (GameKind::Danish, format!("/{long} w 12 12")),
        (GameKind::Danish, format!("/ {long} 12 12")),
        (GameKind::Danish, format!("/ w {long} 12")),
        (GameKind::Quartino, long.clone()),
        (GameKind::Quartino, format!("{long} 1 P1 0 -")),
        (
            GameKind::Quartino,
            format!("././././././././. {long} P1 0 YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB"),
        ),
        (
            GameKind::Quartino,
            format!("././././././././. 1 {long} 0 YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB"),
        ),
        (
            GameKind::Quartino,
            format!("././././././././. 1 P1 {long} YBGP,PGYB,BGPY,GBPY/YGBP,BPGY,PYBG,GYPB"),
        ),
        (GameKind::Quartino, format!("././././././././. 1 P1 0 {long}")),
        (
            GameKind::Quartino,
            format!("././././././././. 1 P1 0 {long}/YGBP,BPGY,PYBG,GYPB"),
        ),
    ];
    for (kind, text) in &positions {
        let message = AnyGame::from_position(*kind, "", text).unwrap_err().to_string();
        assert!(
            message.len() < 300,
            "{kind}: {} characters: {}",
            message.len(),
            &message[..300]
        );
    }
    for kind in GameKind::ALL {
        let rules = AnyGame::start(kind, &format!("{long}=1"), 0)
            .unwrap_err()
            .to_string();
        assert!(rules.len() < 300, "{kind}: {rules:.300}");
        let rules = AnyGame::start(kind, &long, 0).unwrap_err().to_string();
        assert!(rules.len() < 300, "{kind}: {rules:.300}");
        let game = AnyGame::start(kind, "", 0).unwrap();
        let action = game.parse_action(&long).unwrap_err().to_string();
        assert!(action.len() < 300, "{kind}: {action:.300}");
        assert!(action.contains("(100000 characters)"), "{kind}: {action:.300}");
        let record = format!("[Game \"{}\"]\n[Start \"{long}\"]\n\n", kind.tag());
        let err = AnyGame::from_record(&record).unwrap_err().to_string();
        assert!(err.len() < 600, "{kind}: {} characters: {err:.300}", err.len());
        let record = format!("[Game \"{}\"]\n\n{long}\n", kind.tag());
        let err = AnyGame::from_record(&record).unwrap_err().to_string();
        assert!(err.len() < 600, "{kind}: {} characters: {err:.300}", err.len());
    }
    let err = Record::<quartet_core::quarto::Quarto>::parse(&format!("[Game \"{long}\"]\n\n"))
        .unwrap_err()
        .to_string();
    assert!(err.len() < 300, "{err:.300}");
}

#[test]
fn every_error_has_a_code_by_game_and_purpose() {
    let cases = [
        (
            GameKind::Quarto,
            "",
            "..../..../..../.... -",
            "7",
            "quarto.wrong-phase",
        ),
        (GameKind::Danish, "", "/ w 12 12", "pass", "danish.must-place"),
        (
            GameKind::Quartino,
            "players=2",
            "",
            "four",
            "quartino.no-colour-with-four-tokens",
        ),
    ];
    for (kind, rules, _, _, _) in cases {
        let err = AnyGame::start(kind, &format!("{rules} nonsense"), 0).unwrap_err();
        assert_eq!(err.code(), format!("{}.not-key-value", kind.tag()));
        assert_eq!(err.game(), kind);
    }
    let mut game = AnyGame::start(GameKind::Quarto, "", 0).unwrap();
    game.play_text("7").unwrap();
    let err = game.play_text("8").unwrap_err();
    assert_eq!(
        (err.kind(), err.code()),
        (ErrorKind::Illegal, "quarto.wrong-phase")
    );
    let mut danish = AnyGame::start(GameKind::Danish, "", 0).unwrap();
    let err = danish.play_text("pass").unwrap_err();
    assert_eq!(
        (err.kind(), err.code()),
        (ErrorKind::Illegal, "danish.must-place")
    );
    let err = danish.play_text("j5").unwrap_err();
    assert_eq!(
        (err.kind(), err.code()),
        (ErrorKind::ParseAction, "danish.not-a-point")
    );
    let err = danish.play_text("e5e6").unwrap_err();
    assert_eq!(
        (err.kind(), err.code()),
        (ErrorKind::ParseAction, "danish.not-a-move")
    );
    let err = danish.play_text("a2").unwrap_err();
    assert_eq!(
        (err.kind(), err.code()),
        (ErrorKind::ParseAction, "danish.not-on-the-board")
    );
    let mut quartino = AnyGame::start(GameKind::Quartino, "players=2", 0).unwrap();
    let err = quartino.play_text("four").unwrap_err();
    assert_eq!(
        (err.kind(), err.code()),
        (ErrorKind::Illegal, "quartino.no-colour-with-four-tokens")
    );
    let err = quartino.play_text("column@R3").unwrap_err();
    assert_eq!(err.code(), "quartino.no-stack-of-four");
    let err = AnyGame::from_position(GameKind::Quartino, "", "x").unwrap_err();
    assert_eq!(
        (err.kind(), err.code()),
        (ErrorKind::Position, "quartino.position-fields")
    );
    let err = AnyGame::start(GameKind::Quartino, "equipment=ring=8", 0).unwrap_err();
    assert_eq!(err.code(), "quartino.equipment.missing-field");
    // The action of another game.
    let quarto_action = AnyGame::start(GameKind::Quarto, "", 0)
        .unwrap()
        .parse_action("7")
        .unwrap();
    let err = quartino.play(quarto_action).unwrap_err();
    assert_eq!(
        (err.kind(), err.code()),
        (ErrorKind::Illegal, "any.not-this-game")
    );
}

#[test]
fn every_code_is_unique_well_formed_and_documented() {
    use quartet_core::{danish, quartino, quarto};
    let by_type: Vec<(&str, Vec<&'static str>)> = vec![
        ("quarto::RulesError", quarto::RulesError::codes()),
        ("quarto::ParseActionError", quarto::ParseActionError::codes()),
        ("quarto::PositionError", quarto::PositionError::codes()),
        ("quarto::IllegalAction", quarto::IllegalAction::codes()),
        ("danish::RulesError", danish::RulesError::codes()),
        ("danish::PointError", danish::PointError::codes()),
        ("danish::ParseActionError", danish::ParseActionError::codes()),
        ("danish::PositionError", danish::PositionError::codes()),
        ("danish::IllegalAction", danish::IllegalAction::codes()),
        ("quartino::RulesError", quartino::RulesError::codes()),
        ("quartino::EquipmentError", quartino::EquipmentError::codes()),
        ("quartino::ParseActionError", quartino::ParseActionError::codes()),
        ("quartino::PositionError", quartino::PositionError::codes()),
        ("quartino::IllegalAction", quartino::IllegalAction::codes()),
    ];
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/errors.md")).unwrap();
    let mut seen = std::collections::HashMap::new();
    for (name, codes) in &by_type {
        let own: std::collections::HashSet<_> = codes.iter().collect();
        assert_eq!(own.len(), codes.len(), "{name}: a code twice");
        for code in codes {
            let well_formed = code.split('.').count() >= 2
                && code
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.');
            assert!(well_formed, "{name}: {code}");
            assert!(
                docs.contains(&format!("`{code}`")),
                "{code} is not in docs/errors.md"
            );
            // The codes of an error held in another (a point in a move and in a position, the
            // equipment in the rules) are that other's too; any other code has one type.
            let nested = danish::PointError::codes().contains(code)
                || quartino::EquipmentError::codes().contains(code);
            if let Some(other) = seen.insert(*code, *name) {
                assert!(nested, "{code} is the code of {other} and of {name}");
            }
        }
    }
    assert!(docs.contains("`any.not-this-game`"));
}
