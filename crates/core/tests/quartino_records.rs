//! Quartino game records: with the hands (seed or start position) and without them; export,
//! import, round trips, what a record without the hands reveals and validates, and precise
//! errors.

use quartet_core::chance::Rng;
use quartet_core::quartino::{Action, Config, Hands, HandsUnknown, Quartino, QuartinoRecord};
use quartet_core::record::{Record, RecordError};
use quartet_core::{Game, Player};

/// A finished game (or one stopped after `limit` actions) played mostly at random, claims first.
fn game(config: &Config, seed: u64, limit: usize) -> Record<Quartino> {
    let mut record = Record::<Quartino>::new(config, seed);
    record.tags.push(("Player1".into(), "Ada".into()));
    let mut rng = Rng::new(seed);
    let mut state = record.start.clone();
    for _ in 0..limit {
        let legal = state.legal_actions();
        let claim = legal.iter().find(|a| matches!(a, Action::Claim(..))).copied();
        let Some(a) = claim.or_else(|| rng.choose(&legal).copied()) else {
            break;
        };
        state.play_unchecked(a);
        record.actions.push(a);
    }
    record
}

#[test]
fn records_with_the_hands_round_trip() {
    for players in 2..=5 {
        let config = Config::new(players).unwrap();
        let record = game(&config, players as u64, 5000);
        assert!(record.current().is_over());
        let text = record.to_string();
        assert!(
            text.contains("[Seed \"") && text.contains("[Player1 \"Ada\"]"),
            "{text}"
        );
        let back = Record::<Quartino>::parse(&text).unwrap();
        assert_eq!(back, record);
        let through = QuartinoRecord::parse(&text).unwrap();
        assert!(through.hands_known());
        assert_eq!(through.record(), &record);
        assert_eq!(through.export(Hands::Shown).unwrap(), text);
    }
    // A record from a start position shows the hands in [Start].
    let config = Config::new(3).unwrap();
    let mid = game(&config, 8, 40).current();
    let mut record = Record::from_state(mid.clone());
    record.actions = game(&config, 8, 60).actions[40..].to_vec();
    let text = record.to_string();
    assert!(text.contains(&format!("[Start \"{}\"]", mid.position())));
    assert_eq!(Record::<Quartino>::parse(&text).unwrap(), record);
}

#[test]
fn records_without_the_hands_hide_them_and_validate_the_rest() {
    for players in 2..=5 {
        let config = Config::new(players).unwrap();
        let record = QuartinoRecord::new(game(&config, 100 + players as u64, 5000));
        let hidden = record.export(Hands::Hidden).unwrap();
        assert!(hidden.contains("[Hands \"hidden\"]"), "{hidden}");
        assert!(!hidden.contains("[Seed"), "the seed would reveal the deal");
        // No card of any starting hand appears, except the ones claimed in the actions.
        let start_tag = hidden.lines().find(|l| l.starts_with("[Start")).unwrap();
        for p in 0..players {
            for card in record.record().start.hand(Player(p as u8)) {
                assert!(!start_tag.contains(&card.to_string()), "{start_tag} shows {card}");
                let claimed = record
                    .record()
                    .actions
                    .iter()
                    .any(|a| matches!(a, Action::Claim(c, _) if *c == card));
                assert_eq!(hidden.contains(&card.to_string()), claimed, "{card} in {hidden}");
            }
        }
        let imported = QuartinoRecord::parse(&hidden).unwrap();
        assert!(!imported.hands_known());
        assert_eq!(imported.export(Hands::Hidden).unwrap(), hidden, "round trip");
        assert_eq!(imported.export(Hands::Shown), Err(HandsUnknown));
        assert_eq!(imported.views(Some(Player(0))), Err(HandsUnknown));
        // The spectator sees exactly the same game, step by step.
        assert_eq!(imported.views(None).unwrap(), record.views(None).unwrap());
        assert_eq!(
            imported.record().current().outcome(),
            record.record().current().outcome()
        );
        assert_eq!(imported.record().tags, record.record().tags);
    }
}

fn hidden_text() -> (QuartinoRecord, String) {
    let config = Config::new(2).unwrap();
    let record = QuartinoRecord::new(game(&config, 5, 5000));
    let text = record.export(Hands::Hidden).unwrap();
    (record, text)
}

#[test]
fn a_record_without_the_hands_refuses_a_wrong_claim() {
    let (record, text) = hidden_text();
    // Replace the first claim's quarter by another one: the card no longer shows there.
    let actions = &record.record().actions;
    let (index, first_claim) = actions
        .iter()
        .enumerate()
        .find(|(_, a)| matches!(a, Action::Claim(..)))
        .unwrap();
    let Action::Claim(card, quarter) = *first_claim else {
        unreachable!()
    };
    let wrong = format!("{card}@Q{}", (quarter.index() + 4) % 8);
    let body_start = text.find("\n\n").unwrap();
    let (head, body) = text.split_at(body_start);
    let mut tokens: Vec<String> = body.split_whitespace().map(str::to_string).collect();
    tokens[index] = wrong.clone();
    let tampered = format!("{head}\n\n{}\n", tokens.join(" "));
    match QuartinoRecord::parse(&tampered) {
        Err(RecordError::BadAction { number, text, reason }) => {
            assert_eq!(number, index + 1);
            assert_eq!(text.as_str(), wrong);
            assert!(reason.contains("wrong claim"), "{reason}");
        }
        other => panic!("accepted or wrong error: {other:?}"),
    }
    // The same card claimed twice: the second claim is refused.
    let mut tokens: Vec<String> = body.split_whitespace().map(str::to_string).collect();
    let later = actions.iter().rposition(|a| matches!(a, Action::End)).unwrap();
    tokens.insert(later, first_claim.to_string());
    let twice = format!("{head}\n\n{}\n", tokens.join(" "));
    assert!(matches!(
        QuartinoRecord::parse(&twice),
        Err(RecordError::BadAction { .. })
    ));
}

#[test]
fn bad_records_get_precise_errors() {
    let (_, text) = hidden_text();
    let with_seed = text.replace("[Hands \"hidden\"]", "[Hands \"hidden\"]\n[Seed \"5\"]");
    assert!(matches!(
        QuartinoRecord::parse(&with_seed),
        Err(RecordError::BadValue { tag, .. }) if tag == "Seed"
    ));
    let start_line = text.lines().find(|l| l.starts_with("[Start")).unwrap();
    let no_start = text.replace(&format!("{start_line}\n"), "");
    assert_eq!(
        QuartinoRecord::parse(&no_start),
        Err(RecordError::MissingTag("Start"))
    );
    let odd_hands = text.replace("[Hands \"hidden\"]", "[Hands \"some\"]");
    assert!(matches!(
        QuartinoRecord::parse(&odd_hands),
        Err(RecordError::BadValue { tag, .. }) if tag == "Hands"
    ));
    let result_line = text.lines().find(|l| l.starts_with("[Result")).unwrap();
    let wrong_result = text.replace(result_line, "[Result \"draw\"]");
    assert!(matches!(
        QuartinoRecord::parse(&wrong_result),
        Err(RecordError::ResultMismatch { .. })
    ));
    let garbled = format!("{text} Y@R99");
    assert!(matches!(
        QuartinoRecord::parse(&garbled),
        Err(RecordError::BadAction { reason, .. }) if reason.contains("does not parse")
    ));
    let shown_start = text.replace(
        start_line,
        &start_line.replacen("?,?,?,?", "YBGP,PGYB,BGPY,GBPY", 1),
    );
    assert!(QuartinoRecord::parse(&shown_start).is_err());
    // The shared reader refuses a record without the hands and says where to read it.
    let err = Record::<Quartino>::parse(&text).unwrap_err().to_string();
    assert!(err.contains("QuartinoRecord"), "{err}");
    // Other games' records are refused.
    let quarto = "[Game \"quarto\"]\n\n";
    assert!(matches!(
        QuartinoRecord::parse(quarto),
        Err(RecordError::WrongGame { .. })
    ));
}
