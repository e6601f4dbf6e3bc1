//! The catalogs checked against each other and against the code: every language has exactly
//! English's messages (and attributes), in the same area files; a translation uses no variable
//! English does not; every `tr!` call in the Rust sources, and every `t("id", {…})` call in the
//! browser's TypeScript (`web/src`), names a message that exists and passes every variable the
//! message uses in any language; plurals follow each language's rules.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use quartet_i18n::{Lang, Texts, catalog_languages, sources, tr};

/// One language's messages: id (or `id.attribute`) → (area, variables used).
type Messages = BTreeMap<String, (String, BTreeSet<String>)>;

fn inline_variables<'s>(
    expr: &ast::InlineExpression<&'s str>,
    messages: &BTreeMap<&'s str, &ast::Message<&'s str>>,
    seen: &mut BTreeSet<&'s str>,
    out: &mut BTreeSet<String>,
) {
    match expr {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            call_variables(arguments, messages, seen, out);
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            call_variables(arguments, messages, seen, out);
        }
        ast::InlineExpression::MessageReference { id, attribute } => {
            // A referenced message is formatted with the same variables.
            if seen.insert(id.name)
                && let Some(message) = messages.get(id.name)
            {
                let pattern = match attribute {
                    None => message.value.as_ref(),
                    Some(a) => message
                        .attributes
                        .iter()
                        .find(|x| x.id.name == a.name)
                        .map(|x| &x.value),
                };
                if let Some(p) = pattern {
                    pattern_variables(p, messages, seen, out);
                }
            }
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_variables(expression, messages, seen, out)
        }
        _ => {}
    }
}

fn call_variables<'s>(
    args: &ast::CallArguments<&'s str>,
    messages: &BTreeMap<&'s str, &ast::Message<&'s str>>,
    seen: &mut BTreeSet<&'s str>,
    out: &mut BTreeSet<String>,
) {
    for a in &args.positional {
        inline_variables(a, messages, seen, out);
    }
    for a in &args.named {
        inline_variables(&a.value, messages, seen, out);
    }
}

fn expression_variables<'s>(
    expr: &ast::Expression<&'s str>,
    messages: &BTreeMap<&'s str, &ast::Message<&'s str>>,
    seen: &mut BTreeSet<&'s str>,
    out: &mut BTreeSet<String>,
) {
    match expr {
        ast::Expression::Inline(inline) => inline_variables(inline, messages, seen, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, messages, seen, out);
            for v in variants {
                pattern_variables(&v.value, messages, seen, out);
            }
        }
    }
}

fn pattern_variables<'s>(
    pattern: &ast::Pattern<&'s str>,
    messages: &BTreeMap<&'s str, &ast::Message<&'s str>>,
    seen: &mut BTreeSet<&'s str>,
    out: &mut BTreeSet<String>,
) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, messages, seen, out);
        }
    }
}

/// Parses every area of `lang`, failing on any syntax error or a message defined twice.
fn messages(lang: Lang) -> Messages {
    let mut parsed = Vec::new();
    for (area, text) in sources(lang) {
        let resource = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errors)| panic!("locales/{lang}/{area}.ftl does not parse: {errors:?}"));
        parsed.push((area, resource));
    }
    let mut by_id: BTreeMap<&str, &ast::Message<&str>> = BTreeMap::new();
    let mut areas: BTreeMap<&str, &str> = BTreeMap::new();
    for (area, resource) in &parsed {
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                assert!(
                    by_id.insert(m.id.name, m).is_none(),
                    "{lang}: message {} is defined twice",
                    m.id.name
                );
                areas.insert(m.id.name, area);
            }
        }
    }
    let mut out = Messages::new();
    for (id, message) in &by_id {
        let mut vars = BTreeSet::new();
        if let Some(value) = &message.value {
            pattern_variables(value, &by_id, &mut BTreeSet::from([*id]), &mut vars);
        }
        out.insert(id.to_string(), (areas[id].to_string(), vars));
        for attribute in &message.attributes {
            let mut vars = BTreeSet::new();
            pattern_variables(&attribute.value, &by_id, &mut BTreeSet::from([*id]), &mut vars);
            out.insert(
                format!("{id}.{}", attribute.id.name),
                (areas[id].to_string(), vars),
            );
        }
    }
    out
}

#[test]
fn the_catalog_folders_are_the_six_languages() {
    let mut expected: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
    expected.sort();
    assert_eq!(catalog_languages(), expected);
}

#[test]
fn every_language_has_exactly_the_english_messages_in_the_same_areas() {
    let english = messages(Lang::En);
    assert!(!english.is_empty());
    for lang in Lang::ALL {
        let theirs = messages(lang);
        let missing: Vec<_> = english.keys().filter(|id| !theirs.contains_key(*id)).collect();
        let extra: Vec<_> = theirs.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has messages English does not: {extra:?}"
        );
        for (id, (area, vars)) in &theirs {
            let (en_area, en_vars) = &english[id];
            assert_eq!(
                area, en_area,
                "{lang}: {id} is in {area}.ftl, in English in {en_area}.ftl"
            );
            let unknown: Vec<_> = vars.difference(en_vars).collect();
            assert!(
                unknown.is_empty(),
                "{lang}: {id} uses {unknown:?}, which English does not"
            );
        }
    }
}

/// A call of the `tr!` macro found in the sources: the texts, an id literal, `name = value`s.
#[derive(Debug)]
struct Call {
    place: String,
    id: String,
    args: BTreeSet<String>,
}

/// The `tr!` calls of one Rust source: the id literal and the names before each `=` at the
/// call's top level.
fn calls_in(path: &Path, text: &str) -> Vec<Call> {
    let mut calls = Vec::new();
    for (start, _) in text.match_indices("tr!(") {
        // `tr!(` inside an identifier (`str!(`) is not a call.
        if text[..start]
            .chars()
            .last()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let line = text[..start].lines().count();
        let body = &text[start + 4..];
        // Split the arguments at top-level commas, up to the closing parenthesis.
        let mut depth = 0usize;
        let mut in_string = false;
        let mut escaped = false;
        let mut parts = vec![String::new()];
        for c in body.chars() {
            if in_string {
                parts.last_mut().unwrap().push(c);
                match (escaped, c) {
                    (false, '\\') => escaped = true,
                    (false, '"') => in_string = false,
                    _ => escaped = false,
                }
                continue;
            }
            match c {
                '"' => in_string = true,
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => break,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(String::new());
                    continue;
                }
                _ => {}
            }
            parts.last_mut().unwrap().push(c);
        }
        let Some(id) = parts.get(1).map(|p| p.trim()) else {
            continue;
        };
        let Some(id) = id.strip_prefix('"').and_then(|i| i.strip_suffix('"')) else {
            // The macro's own definition and its docs.
            continue;
        };
        let args = parts[2..]
            .iter()
            .filter_map(|p| p.split_once('=').map(|(name, _)| name.trim().to_string()))
            .filter(|name| !name.is_empty())
            .collect();
        calls.push(Call {
            place: format!("{}:{line}", path.display()),
            id: id.to_string(),
            args,
        });
    }
    calls
}

fn rust_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "target") {
                rust_sources(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The `t("id")` and `t("id", { name: value, shorthand })` calls of one TypeScript source (the
/// browser's `web/src/i18n.ts`): the id literal and the object's top-level keys.
fn ts_calls_in(path: &Path, text: &str) -> Vec<Call> {
    let mut calls = Vec::new();
    for (start, _) in text.match_indices("t(\"") {
        // `t(` ending another name (`at(`, `x.t(`) is not a call.
        if text[..start]
            .chars()
            .last()
            .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == '$')
        {
            continue;
        }
        let line = text[..start].lines().count();
        let rest = &text[start + 3..];
        let Some(end) = rest.find('"') else {
            continue;
        };
        let id = &rest[..end];
        let mut args = BTreeSet::new();
        let object = rest[end + 1..]
            .trim_start()
            .strip_prefix(',')
            .map(str::trim_start)
            .and_then(|a| a.strip_prefix('{'));
        if let Some(object) = object {
            // The object's top-level parts, up to its closing brace.
            let mut depth = 0usize;
            let mut quote: Option<char> = None;
            let mut escaped = false;
            let mut parts = vec![String::new()];
            for c in object.chars() {
                if let Some(q) = quote {
                    match (escaped, c) {
                        (false, '\\') => escaped = true,
                        (false, c) if c == q => quote = None,
                        _ => escaped = false,
                    }
                    continue;
                }
                match c {
                    '"' | '\'' | '`' => quote = Some(c),
                    '(' | '[' | '{' => depth += 1,
                    '}' if depth == 0 => break,
                    ')' | ']' | '}' => depth = depth.saturating_sub(1),
                    ',' if depth == 0 => parts.push(String::new()),
                    c if depth == 0 => parts.last_mut().unwrap().push(c),
                    _ => {}
                }
            }
            for part in parts {
                let key = part.split(':').next().unwrap_or("").trim();
                if !key.is_empty() && key.chars().all(|c| c.is_alphanumeric() || c == '_') {
                    args.insert(key.to_string());
                }
            }
        }
        calls.push(Call {
            place: format!("{}:{line}", path.display()),
            id: id.to_string(),
            args,
        });
    }
    calls
}

/// The browser's TypeScript sources, without its tests and its generated wire types.
fn ts_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if path.is_dir() {
            if name != "wire" && name != "node_modules" {
                ts_sources(&path, out);
            }
        } else if name.ends_with(".ts") && !name.ends_with(".test.ts") {
            out.push(path);
        }
    }
}

/// Every call's message exists in every language and gets every variable it uses there.
fn check_calls(calls: &[Call]) {
    let all: Vec<(Lang, Messages)> = Lang::ALL.iter().map(|l| (*l, messages(*l))).collect();
    let mut problems = Vec::new();
    for call in calls {
        for (lang, messages) in &all {
            match messages.get(&call.id) {
                None => problems.push(format!("{}: {lang} has no message {}", call.place, call.id)),
                Some((_, vars)) => {
                    let missing: Vec<_> = vars.difference(&call.args).collect();
                    if !missing.is_empty() {
                        problems.push(format!(
                            "{}: {} in {lang} uses {missing:?}, not passed",
                            call.place, call.id
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_the_code_asks_for_exists_and_gets_its_variables() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    rust_sources(&root.join("crates"), &mut files);
    rust_sources(&root.join("python/src"), &mut files);
    let mut calls = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        calls.extend(calls_in(file.strip_prefix(&root).unwrap_or(file), &text));
    }
    assert!(
        calls.len() > 20,
        "the sources should ask for many messages, found {}",
        calls.len()
    );
    check_calls(&calls);
}

#[test]
fn every_message_the_browser_asks_for_exists_and_gets_its_variables() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    ts_sources(&root.join("web/src"), &mut files);
    let mut calls = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        calls.extend(ts_calls_in(file.strip_prefix(&root).unwrap_or(file), &text));
    }
    assert!(
        calls.len() > 300,
        "the browser should ask for many messages, found {}",
        calls.len()
    );
    check_calls(&calls);
}

#[test]
fn the_browser_call_reader_sees_ids_and_names() {
    let sample = r#"x = t("a-b"); y = at("no"); z = T.t("no"); w = t("c", { seat, count: n.f(1, 2), s: `a,${b}`, o: { x: 1 } })"#;
    let calls = ts_calls_in(Path::new("x.ts"), sample);
    assert_eq!(calls.len(), 2, "{calls:?}");
    assert_eq!(calls[0].id, "a-b");
    assert!(calls[0].args.is_empty());
    assert_eq!(calls[1].id, "c");
    assert_eq!(
        calls[1].args,
        BTreeSet::from([
            "seat".to_string(),
            "count".to_string(),
            "s".to_string(),
            "o".to_string()
        ])
    );
}

#[test]
fn the_call_reader_sees_ids_and_names() {
    // Written with `TR` so that this file's own check does not read the sample as calls.
    let sample = r#"let a = TR!(t, "plain-saved", path = p.display().to_string()); sTR!(x); TR!(self.t, "b", n = f(1, 2), m = "a,b")"#;
    let calls = calls_in(Path::new("x.rs"), &sample.replace("TR!", "tr!"));
    assert_eq!(calls.len(), 2);
    assert_eq!(calls[0].id, "plain-saved");
    assert_eq!(calls[0].args, BTreeSet::from(["path".to_string()]));
    assert_eq!(calls[1].args, BTreeSet::from(["n".to_string(), "m".to_string()]));
}

#[test]
fn czech_has_three_plural_forms_and_romanian_its_twenty() {
    let cs = Texts::new(Lang::Cs);
    assert_eq!(tr!(cs, "plain-undone", count = 1), "1 akce vrácena");
    assert_eq!(tr!(cs, "plain-undone", count = 3), "3 akce vráceny");
    assert_eq!(tr!(cs, "plain-undone", count = 5), "5 akcí vráceno");
    let ro = Texts::new(Lang::Ro);
    assert_eq!(tr!(ro, "plain-undone", count = 1), "s-a anulat o acțiune");
    assert_eq!(tr!(ro, "plain-undone", count = 2), "s-au anulat 2 acțiuni");
    assert_eq!(tr!(ro, "plain-undone", count = 20), "s-au anulat 20 de acțiuni");
    let en = Texts::new(Lang::En);
    assert_eq!(tr!(en, "plain-undone", count = 1), "took back one action");
    assert_eq!(tr!(en, "plain-undone", count = 2), "took back 2 actions");
}

#[test]
fn numbers_in_messages_are_written_the_language_s_way() {
    assert_eq!(
        tr!(Texts::new(Lang::Fr), "plain-undone", count = 1234),
        "1\u{202F}234 actions annulées"
    );
    assert_eq!(
        tr!(Texts::new(Lang::En), "plain-undone", count = 1234),
        "took back 1,234 actions"
    );
    assert_eq!(
        tr!(Texts::new(Lang::It), "plain-undone", count = 1234),
        "annullate 1.234 azioni"
    );
}

#[test]
fn the_pseudo_language_wraps_every_message() {
    let xx = Texts::new(Lang::Pseudo);
    assert_eq!(tr!(xx, "seat-number", number = 2), "⟦player 2⟧");
    // Text the code passes in is marked, a message passed in stays wrapped inside the mark.
    let seat = tr!(xx, "seat-number", number = 1);
    assert_eq!(
        tr!(xx, "seat-with-label", seat = seat, label = "Ana"),
        "⟦⟨⟦player 1⟧⟩ (⟨Ana⟩)⟧"
    );
    // A message of several lines is wrapped line by line (a screen may draw them apart).
    assert_eq!(
        xx.get("tui-game-over-keys"),
        "⟦Ctrl+R rematch · Ctrl+N new game⟧\n⟦Ctrl+S save · Ctrl+O load · Esc quit⟧"
    );
    // A variable that chooses a variant is not marked: it chooses as in English.
    let en = Texts::new(Lang::En);
    for colour in ["white", "black"] {
        let english = tr!(en, "error-danish-already-lost", colour = colour, total = 3);
        assert_eq!(
            tr!(xx, "error-danish-already-lost", colour = colour, total = 3),
            format!("⟦{english}⟧")
        );
    }
    // A missing id shows as itself, wrapped or not, and never panics.
    assert_eq!(Texts::new(Lang::Cs).get("no-such-message"), "no-such-message");
}

#[test]
fn no_catalog_uses_isolation_marks_in_output() {
    let s = tr!(Texts::new(Lang::En), "plain-saved", path = "a.txt");
    assert_eq!(s, "saved to a.txt");
}

/// The `error-…` messages that are no code's: what a refusal is about, the table's own, and the
/// settings line every game's codes refer to.
const REFUSAL_HELPERS: &[&str] = &[
    "error-bad-rules",
    "error-bad-position",
    "error-bad-equipment",
    "error-table-over",
    "error-table-not-your-turn",
    "error-table-nothing-to-undo",
    "error-table-no-draw-by-agreement",
    "error-settings-not-key-value",
    "error-settings-given-twice",
    "error-settings-unknown-setting",
    "error-settings-bad-setting-value",
];

#[test]
fn every_error_code_has_its_message_using_only_the_values_the_error_gives() {
    use quartet_core::AnyError;
    use quartet_i18n::error_id;
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/errors.md")).unwrap();
    // The codes docs/errors.md lists: the first cell of each table row, and `any.not-this-game`.
    let mut documented: BTreeSet<String> = docs
        .lines()
        .filter_map(|line| line.strip_prefix("| `"))
        .filter_map(|rest| rest.split_once('`').map(|(code, _)| code.to_string()))
        .collect();
    documented.insert("any.not-this-game".to_string());
    let given: BTreeMap<&str, Vec<&str>> = AnyError::value_names().into_iter().collect();
    let codes: BTreeSet<String> = given.keys().map(|c| c.to_string()).collect();
    assert_eq!(
        documented, codes,
        "docs/errors.md and the codes of the rules differ"
    );
    let ids: BTreeSet<String> = codes.iter().map(|c| error_id(c)).collect();
    assert_eq!(ids.len(), codes.len(), "two codes have one message id");
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let messages = messages(lang);
        for (code, names) in &given {
            match messages.get(&error_id(code)) {
                None => problems.push(format!("{lang}: no message for {code}")),
                Some((area, vars)) => {
                    if area != "errors" {
                        problems.push(format!("{lang}: {code}'s message is in {area}.ftl"));
                    }
                    let unknown: Vec<_> = vars.iter().filter(|v| !names.contains(&v.as_str())).collect();
                    if !unknown.is_empty() {
                        problems.push(format!(
                            "{lang}: {code} uses {unknown:?}; the error gives {names:?}"
                        ));
                    }
                }
            }
        }
        for id in messages.keys().filter(|id| id.starts_with("error-")) {
            if !ids.contains(id) && !REFUSAL_HELPERS.contains(&id.as_str()) {
                problems.push(format!("{lang}: {id} is the message of no code"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_refusal_says_its_values_in_the_language() {
    use quartet_core::{AnyGame, ErrorValue, GameKind};
    use quartet_i18n::Arg;
    let mut game = AnyGame::start(GameKind::Quarto, "", 0).unwrap();
    let err = game.play_text("b3").unwrap_err();
    let args: Vec<(&str, Arg)> = err
        .values()
        .into_iter()
        .map(|(name, value)| match value {
            ErrorValue::Text(t) => (name, Arg::Text(t)),
            ErrorValue::Number(n) => (name, Arg::from(n)),
        })
        .collect();
    assert_eq!(
        Texts::new(Lang::En).refusal(err.code(), &args),
        err.to_string(),
        "the English message says what Display says"
    );
    assert_eq!(
        Texts::new(Lang::Fr).refusal(err.code(), &args),
        "c'est le moment de donner une pièce, pas de placer"
    );
}
