//! Every value a refusal carries is data a message can say in any language: a number, notation
//! (a cell, a card, a key, the input quoted back) or a code a message chooses its words by
//! (`yes-no`, `no-at`, `white`) — never English words. The refusals are made by many wrong
//! rules lines, positions and actions of every game (mutations of right ones), and every code
//! that gives a value must be met.

use std::collections::BTreeMap;

use quartet_core::chance::Rng;
use quartet_core::quartino::{BadActionWhy, Equipment};
use quartet_core::text::Expected;
use quartet_core::{AnyError, AnyGame, ErrorValue, GameKind};

/// Characters mutations insert: notation of every game, and some that none uses.
const ALPHABET: &[char] = &[
    '0', '1', '2', '3', '5', '9', 'a', 'b', 'd', 'e', 'f', 'i', 'j', 'Q', 'R', 'C', 'Y', 'B', 'G', 'P', 'w',
    'x', 'z', '@', '/', '-', '.', '*', ':', '=', ',', '+', ' ', '!', 'é',
];

/// `text` changed in one to three places.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..=rng.below(3) {
        let at = rng.below(chars.len() + 1);
        let c = ALPHABET[rng.below(ALPHABET.len())];
        match rng.below(4) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 if at < chars.len() => chars[at] = c,
            2 => chars.truncate(at),
            _ => chars.insert(at, c),
        }
    }
    chars.into_iter().collect()
}

/// Whether `value` is a number, notation or a code rather than words: a text without spaces,
/// a list of such (`a, b, c`), or the input itself quoted back (`text`, maybe cut short).
fn is_data(value: &ErrorValue, input: &str) -> bool {
    let ErrorValue::Text(text) = value else {
        return true;
    };
    let word = |w: &str| !w.is_empty() && !w.chars().any(char::is_whitespace);
    if word(text) || text.split(", ").all(word) {
        return true;
    }
    // Quoted back: the input or a part of it, or its cut prefix `…` and its length.
    let quoted = text.split('…').next().unwrap_or(text);
    input.contains(quoted.trim())
}

struct Seen {
    codes: BTreeMap<&'static str, usize>,
    problems: Vec<String>,
}

impl Seen {
    fn check(&mut self, error: &AnyError, input: &str) {
        *self.codes.entry(error.code()).or_default() += 1;
        for (name, value) in error.values() {
            if !is_data(&value, input) && self.problems.len() < 20 {
                self.problems.push(format!(
                    "{}: {name} = {value:?} is words, not a code or notation (input {input:?})",
                    error.code()
                ));
            }
        }
    }
}

/// Rules lines of each game, right and wrong.
fn rules_lines(kind: GameKind) -> Vec<&'static str> {
    match kind {
        GameKind::Quarto => vec![
            "attributes=height,colour,shape,top squares=yes win=announce",
            "squares=maybe",
            "win=later",
            "attributes=height,height",
            "attributes=",
            "attributes=weight",
            "colour=red",
            "squares",
            "squares=yes squares=no",
        ],
        GameKind::Danish => vec![
            "ply_cap=100",
            "ply_cap=none",
            "ply_cap=x",
            "ply_cap=0",
            "cap=3",
            "ply_cap",
            "ply_cap=3 ply_cap=4",
        ],
        GameKind::Quartino => vec![
            "players=3 situations=from:2 column_mandatory=on allow_mirror=off cap=40 first=random",
            "players=9",
            "players=x",
            "situations=sometimes",
            "situations=from:0",
            "column_mandatory=perhaps",
            "allow_mirror=2",
            "cap=0",
            "cap=x",
            "first=6",
            "players=2 players=3",
            "equipment=ring=8;ring=9",
            "equipment=ring=x;colours=Y:yellow:7",
            "equipment=colours=YBGP,ring=8,quarters=4,mirror=0,3,2,1,hand=4,cards=YBGP",
            "colour=red",
            "equipment=colours=YBGP,ring=8,quarters=4",
            "equipment=ring=99",
            "equipment=rings=8",
            "equipment=ring=x",
            "equipment=cards=YBGX",
            "equipment=mirror=0,0,1,2",
            "equipment=hand=0",
        ],
    }
}

/// States met in random games of `kind`, with the actions legal there.
fn playouts(kind: GameKind, rules: &str, rng: &mut Rng) -> Vec<(AnyGame, Vec<String>)> {
    let mut seen = Vec::new();
    for seed in 0..6 {
        let mut game = AnyGame::start(kind, rules, seed).unwrap();
        let mut turns = 0;
        while !game.is_over() && turns < 150 {
            let legal = game.legal_actions();
            let texts = legal.iter().map(ToString::to_string).collect();
            seen.push((game.clone(), texts));
            let action = legal[rng.below(legal.len())];
            game.play(action).unwrap();
            turns += 1;
        }
        seen.push((game, Vec::new()));
    }
    seen
}

#[test]
fn every_value_a_refusal_carries_is_a_code_a_number_or_notation() {
    let mut rng = Rng::new(20);
    let mut seen = Seen {
        codes: BTreeMap::new(),
        problems: Vec::new(),
    };
    for kind in GameKind::ALL {
        let mut lines: Vec<String> = rules_lines(kind).into_iter().map(String::from).collect();
        if kind == GameKind::Quartino {
            lines.push(format!("equipment={}", Equipment::standard().to_inline()));
        }
        for line in &lines {
            let tries = if line.len() > 100 { 3000 } else { 300 };
            for text in std::iter::once(line.to_string()).chain((0..tries).map(|_| mutate(line, &mut rng))) {
                if let Err(e) = AnyGame::start(kind, &text, 0) {
                    seen.check(&e, &text);
                }
            }
        }
        let rules = match kind {
            GameKind::Quartino => "players=3",
            GameKind::Quarto => "win=announce squares=yes",
            GameKind::Danish => "",
        };
        let mut positions = playouts(kind, rules, &mut rng);
        if kind == GameKind::Quarto {
            positions.extend(playouts(kind, "", &mut rng));
        }
        let all_actions: Vec<String> = positions.iter().flat_map(|(_, a)| a.iter().cloned()).collect();
        let other = GameKind::ALL.into_iter().find(|k| *k != kind).unwrap();
        let foreign = AnyGame::start(other, "", 0).unwrap().legal_actions()[0];
        for (i, (game, actions)) in positions.iter().enumerate() {
            let position = game.position();
            for text in std::iter::once(position.clone()).chain((0..20).map(|_| mutate(&position, &mut rng)))
            {
                if let Err(e) = AnyGame::from_position(kind, rules, &text) {
                    seen.check(&e, &text);
                }
            }
            // Actions of other positions (mostly illegal here) and mutations of this one's.
            let mut tries: Vec<String> = (0..6)
                .map(|_| all_actions[rng.below(all_actions.len())].clone())
                .collect();
            if let Some(a) = actions.first() {
                tries.extend((0..10).map(|_| mutate(a, &mut rng)));
            }
            tries.extend(
                [
                    "", "pass", "four", "end", "column@C", "Q:a1-d4", "YBGP@Q0", "e5-e6",
                ]
                .map(String::from),
            );
            if i % 7 == 0 {
                tries.push("x".repeat(200));
            }
            if let Err(e) = game.clone().play(foreign) {
                seen.check(&e, &foreign.to_string());
            }
            for text in tries {
                let mut game = game.clone();
                if let Err(e) = game.play_text(&text) {
                    seen.check(&e, &text);
                }
            }
        }
    }
    assert!(seen.problems.is_empty(), "{}", seen.problems.join("\n"));
    // The codes whose values were words once (what a setting takes, why a text is no
    // Quartino action) are met in every game, and the walk meets most codes of the rules.
    let mut must: Vec<String> = Vec::new();
    for game in ["quarto", "danish", "quartino", "quartino.equipment"] {
        for what in ["not-key-value", "unknown-setting", "bad-setting-value"] {
            // The equipment's own errors say its bad values.
            if !(game == "quartino.equipment" && what == "bad-setting-value") {
                must.push(format!("{game}.{what}"));
            }
        }
    }
    must.push("quartino.not-an-action".into());
    must.push("any.not-this-game".into());
    let unmet: Vec<&String> = must
        .iter()
        .filter(|c| !seen.codes.contains_key(c.as_str()))
        .collect();
    assert!(unmet.is_empty(), "no refusal made for {unmet:?}");
    let all = AnyError::value_names().len();
    assert!(
        seen.codes.len() * 3 >= all * 2,
        "only {} codes of {all} met: {:?}",
        seen.codes.len(),
        seen.codes.keys().collect::<Vec<_>>()
    );
}

#[test]
fn the_check_refuses_words_and_every_code_is_one_word() {
    let text = |t: &str| ErrorValue::Text(t.to_string());
    assert!(!is_data(&text("yes or no"), "squares=maybe"));
    assert!(!is_data(&text("expected four, end or column@C"), "x"));
    assert!(is_data(&text("yes-no"), "squares=maybe"));
    assert!(is_data(&text("attributes, squares, win"), ""));
    assert!(is_data(&text("..../..../..../.... 7x"), "..../..../..../.... 7x"));
    assert!(is_data(&ErrorValue::Number(3), ""));
    let codes = Expected::ALL
        .map(Expected::code)
        .into_iter()
        .chain(BadActionWhy::ALL.map(BadActionWhy::code));
    for code in codes {
        assert!(is_data(&text(code), ""), "{code}");
    }
}
