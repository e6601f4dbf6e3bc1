//! The rules of each game for people who have never played it, as every shell shows them (the
//! browser's rules pages, `quartet rules`, the full-screen game's help): one text per game in
//! `docs/rules/`, read here into sections, paragraphs, lists and diagrams, so that each shell
//! only lays them out. The same reader serves the lessons (`docs/learn/`).
//!
//! The text is a small part of Markdown:
//!
//! ````text
//! # Title                      the handbook's title (once, first)
//! ## Section title {#anchor}   a section; `###` a section within it; the anchor names it in
//!                              links (the lobby links each option to its section)
//! A paragraph, lines joined, with **strong**, *emphasis* and `code`.
//! - an item of a list
//! ```diagram                   a fenced block: its kind, then `key: value` lines
//! position: ..../..../..../.... -
//! rules: squares=yes
//! marks: a1-d1
//! caption: Four tall pieces on row 1.
//! ```
//! ````
//!
//! A diagram is drawn by the shell with its own board: `position` in the game's notation,
//! `rules` as a record's `[Rules]` tag, `marks` the lines (Quarto!) or squares (Danish Quarto)
//! to highlight (comma-separated), `caption` under it, `side: yes` to show what goes beside the
//! board too (the pieces to give, the supply and the hand of the player to move).

use crate::game::GameKind;

/// How a run of text is set.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Style {
    /// Plain.
    Plain,
    /// `**strong**`.
    Strong,
    /// `*emphasis*`.
    Emphasis,
    /// `` `code` ``: notation, as typed.
    Code,
}

/// A run of text in one style.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    /// The style.
    pub style: Style,
    /// The text.
    pub text: String,
}

/// A fenced block: its kind (`diagram`, `lesson`) and its `key: value` fields in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fenced {
    /// The word after the opening fence.
    pub kind: String,
    /// The fields, in order.
    pub fields: Vec<(String, String)>,
}

impl Fenced {
    /// The value of a field, if given.
    pub fn field(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// A block of a section.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Block {
    /// A paragraph.
    Paragraph(Vec<Span>),
    /// A list, item by item.
    List(Vec<Vec<Span>>),
    /// A fenced block (a diagram, a lesson's task).
    Fenced(Fenced),
}

/// A section: a heading and what follows it up to the next heading.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Section {
    /// 2 for `##`, 3 for `###`.
    pub level: u8,
    /// The anchor (`{#anchor}`), or one made from the title.
    pub id: String,
    /// The heading.
    pub title: String,
    /// The blocks.
    pub blocks: Vec<Block>,
}

/// A text read: its title, what comes before the first section, and the sections.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Handbook {
    /// The `#` title.
    pub title: String,
    /// The blocks before the first section.
    pub intro: Vec<Block>,
    /// The sections, in order.
    pub sections: Vec<Section>,
}

/// What is wrong with a handbook's text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {reason}")]
pub struct HandbookError {
    /// 1-based.
    pub line: usize,
    /// What is wrong.
    pub reason: String,
}

impl Handbook {
    /// The section with this anchor.
    pub fn section(&self, id: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.id == id)
    }

    /// Every fenced block, in order, with the section it is in (`None`: the intro).
    pub fn fenced(&self) -> impl Iterator<Item = (Option<&Section>, &Fenced)> {
        let intro = self.intro.iter().map(|b| (None, b));
        let sections = self
            .sections
            .iter()
            .flat_map(|s| s.blocks.iter().map(move |b| (Some(s), b)));
        intro.chain(sections).filter_map(|(s, b)| match b {
            Block::Fenced(f) => Some((s, f)),
            _ => None,
        })
    }

    /// Reads a text (see the module docs).
    pub fn parse(text: &str) -> Result<Handbook, HandbookError> {
        let mut book = Handbook {
            title: String::new(),
            intro: Vec::new(),
            sections: Vec::new(),
        };
        let mut paragraph: Vec<String> = Vec::new();
        let mut list: Vec<Vec<Span>> = Vec::new();
        let mut fence: Option<(usize, Fenced)> = None;
        // A helper that closes the open paragraph or list into the current section.
        fn flush(target: &mut Vec<Block>, paragraph: &mut Vec<String>, list: &mut Vec<Vec<Span>>) {
            if !paragraph.is_empty() {
                target.push(Block::Paragraph(spans(&paragraph.join(" "))));
                paragraph.clear();
            }
            if !list.is_empty() {
                target.push(Block::List(std::mem::take(list)));
            }
        }
        for (i, raw) in text.lines().enumerate() {
            let number = i + 1;
            let line = raw.trim_end();
            if let Some((_, open)) = fence.as_mut() {
                if line.trim() == "```" {
                    let (_, done) = fence.take().expect("a fence is open");
                    current(&mut book).push(Block::Fenced(done));
                } else if !line.trim().is_empty() {
                    let (key, value) = line.split_once(':').ok_or_else(|| HandbookError {
                        line: number,
                        reason: format!("expected `key: value` inside a ```{} block", open.kind),
                    })?;
                    open.fields
                        .push((key.trim().to_string(), value.trim().to_string()));
                }
                continue;
            }
            if let Some(kind) = line.strip_prefix("```") {
                flush(current(&mut book), &mut paragraph, &mut list);
                let kind = kind.trim();
                if kind.is_empty() {
                    return Err(HandbookError {
                        line: number,
                        reason: "a fenced block needs its kind: ```diagram or ```lesson".into(),
                    });
                }
                fence = Some((
                    number,
                    Fenced {
                        kind: kind.to_string(),
                        fields: Vec::new(),
                    },
                ));
            } else if let Some(title) = line.strip_prefix("# ") {
                flush(current(&mut book), &mut paragraph, &mut list);
                if !book.title.is_empty() || !book.sections.is_empty() {
                    return Err(HandbookError {
                        line: number,
                        reason: "the `#` title comes once, first".into(),
                    });
                }
                book.title = title.trim().to_string();
            } else if let Some((level, heading)) = heading(line) {
                flush(current(&mut book), &mut paragraph, &mut list);
                let (title, id) = match heading.rsplit_once("{#") {
                    Some((title, anchor)) => (
                        title.trim().to_string(),
                        anchor.trim_end_matches('}').trim().to_string(),
                    ),
                    None => (heading.trim().to_string(), slug(heading)),
                };
                if book.sections.iter().any(|s| s.id == id) {
                    return Err(HandbookError {
                        line: number,
                        reason: format!("the anchor {id:?} is used twice"),
                    });
                }
                book.sections.push(Section {
                    level,
                    id,
                    title,
                    blocks: Vec::new(),
                });
            } else if let Some(item) = line.strip_prefix("- ") {
                if !paragraph.is_empty() {
                    flush(current(&mut book), &mut paragraph, &mut list);
                }
                list.push(spans(item.trim()));
            } else if line.trim().is_empty() {
                flush(current(&mut book), &mut paragraph, &mut list);
            } else if !list.is_empty() && line.starts_with("  ") {
                // A list item's next line.
                if let Some(last) = list.last_mut() {
                    let mut joined = plain(last);
                    joined.push(' ');
                    joined.push_str(line.trim());
                    *last = spans(&joined);
                }
            } else {
                if !list.is_empty() {
                    flush(current(&mut book), &mut paragraph, &mut list);
                }
                paragraph.push(line.trim().to_string());
            }
        }
        if let Some((line, open)) = fence {
            return Err(HandbookError {
                line,
                reason: format!("the ```{} block is never closed", open.kind),
            });
        }
        flush(current(&mut book), &mut paragraph, &mut list);
        if book.title.is_empty() {
            return Err(HandbookError {
                line: 1,
                reason: "no `#` title".into(),
            });
        }
        Ok(book)
    }
}

fn current(book: &mut Handbook) -> &mut Vec<Block> {
    match book.sections.last_mut() {
        Some(s) => &mut s.blocks,
        None => &mut book.intro,
    }
}

fn heading(line: &str) -> Option<(u8, &str)> {
    if let Some(rest) = line.strip_prefix("### ") {
        Some((3, rest))
    } else {
        line.strip_prefix("## ").map(|rest| (2, rest))
    }
}

/// An anchor made from a title: lower case, words joined by `-`.
fn slug(title: &str) -> String {
    let mut out = String::new();
    for word in title
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push('-');
        }
        out.push_str(&word.to_lowercase());
    }
    out
}

/// The text of spans with their markers again (to join a list item's lines).
fn plain(spans: &[Span]) -> String {
    spans
        .iter()
        .map(|s| match s.style {
            Style::Plain => s.text.clone(),
            Style::Strong => format!("**{}**", s.text),
            Style::Emphasis => format!("*{}*", s.text),
            Style::Code => format!("`{}`", s.text),
        })
        .collect()
}

/// Reads `**strong**`, `*emphasis*` and `` `code` `` in a line; a marker without its pair is
/// text.
pub fn spans(text: &str) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::new();
    let mut plain_text = String::new();
    let mut rest = text;
    let push = |out: &mut Vec<Span>, style: Style, text: &str| {
        if text.is_empty() {
            return;
        }
        match out.last_mut() {
            Some(last) if last.style == style => last.text.push_str(text),
            _ => out.push(Span {
                style,
                text: text.to_string(),
            }),
        }
    };
    while !rest.is_empty() {
        let (marker, style) = if rest.starts_with("**") {
            ("**", Style::Strong)
        } else if rest.starts_with('*') {
            ("*", Style::Emphasis)
        } else if rest.starts_with('`') {
            ("`", Style::Code)
        } else {
            let next = rest.find(['*', '`']).unwrap_or(rest.len()).max(1);
            let (head, tail) = rest.split_at(next.min(rest.len()));
            plain_text.push_str(head);
            rest = tail;
            continue;
        };
        let inner = &rest[marker.len()..];
        match inner.find(marker) {
            Some(end) if end > 0 => {
                push(&mut out, Style::Plain, &plain_text);
                plain_text.clear();
                push(&mut out, style, &inner[..end]);
                rest = &inner[end + marker.len()..];
            }
            _ => {
                plain_text.push_str(marker);
                rest = inner;
            }
        }
    }
    push(&mut out, Style::Plain, &plain_text);
    out
}

/// The languages the texts for players are written in, by tag (`quartet_i18n::Lang`'s): English
/// in `docs/rules/` and `docs/learn/`, each other language in a folder of its own beside it
/// (`docs/rules/cs/quartino.md`).
pub const LANGUAGES: [&str; 6] = ["en", "ro", "es", "fr", "cs", "it"];

/// The rules of a game, as written in `docs/rules/` (English).
pub fn rules_text(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Quarto => include_str!("../../../docs/rules/quarto.md"),
        GameKind::Danish => include_str!("../../../docs/rules/danish.md"),
        GameKind::Quartino => include_str!("../../../docs/rules/quartino.md"),
    }
}

/// The rules of a game in the language with tag `lang` (`docs/rules/<lang>/<game>.md`), if
/// they are written in it; `en` is [`rules_text`].
pub fn rules_text_in(kind: GameKind, lang: &str) -> Option<&'static str> {
    use GameKind::{Danish, Quartino, Quarto};
    Some(match (lang, kind) {
        ("en", _) => rules_text(kind),
        ("ro", Quarto) => include_str!("../../../docs/rules/ro/quarto.md"),
        ("ro", Danish) => include_str!("../../../docs/rules/ro/danish.md"),
        ("ro", Quartino) => include_str!("../../../docs/rules/ro/quartino.md"),
        ("es", Quarto) => include_str!("../../../docs/rules/es/quarto.md"),
        ("es", Danish) => include_str!("../../../docs/rules/es/danish.md"),
        ("es", Quartino) => include_str!("../../../docs/rules/es/quartino.md"),
        ("fr", Quarto) => include_str!("../../../docs/rules/fr/quarto.md"),
        ("fr", Danish) => include_str!("../../../docs/rules/fr/danish.md"),
        ("fr", Quartino) => include_str!("../../../docs/rules/fr/quartino.md"),
        ("cs", Quarto) => include_str!("../../../docs/rules/cs/quarto.md"),
        ("cs", Danish) => include_str!("../../../docs/rules/cs/danish.md"),
        ("cs", Quartino) => include_str!("../../../docs/rules/cs/quartino.md"),
        ("it", Quarto) => include_str!("../../../docs/rules/it/quarto.md"),
        ("it", Danish) => include_str!("../../../docs/rules/it/danish.md"),
        ("it", Quartino) => include_str!("../../../docs/rules/it/quartino.md"),
        _ => return None,
    })
}

/// The rules of a game, read (English).
pub fn rules(kind: GameKind) -> Handbook {
    rules_in(kind, "en").0
}

/// The rules of a game in the language with tag `lang`, read, and the tag of the language they
/// are in: English where they are not written in `lang`.
pub fn rules_in(kind: GameKind, lang: &str) -> (Handbook, &'static str) {
    let (text, served) = match rules_text_in(kind, lang) {
        Some(text) => (text, LANGUAGES.into_iter().find(|l| *l == lang).unwrap_or("en")),
        None => (rules_text(kind), "en"),
    };
    // The texts are part of the program and their test reads them all.
    let book = Handbook::parse(text).unwrap_or_else(|e| Handbook {
        title: kind.name().to_string(),
        intro: vec![Block::Paragraph(vec![Span {
            style: Style::Plain,
            text: format!("(the rules text does not read: {e})"),
        }])],
        sections: Vec::new(),
    });
    (book, served)
}

impl Handbook {
    /// What a translation keeps of this text, one line per part: each section's anchor and
    /// level, each block's kind (a list with its number of items, the `code` of each paragraph
    /// or list, sorted), and each fenced block's fields except the `prose` ones (which are
    /// translated). Two texts with the same frame differ only in their words.
    pub fn frame(&self, prose: &[&str]) -> Vec<String> {
        fn block(b: &Block, prose: &[&str]) -> String {
            let code = |spans: &[&Span]| {
                let mut code: Vec<&str> = spans
                    .iter()
                    .filter(|s| s.style == Style::Code)
                    .map(|s| s.text.as_str())
                    .collect();
                code.sort_unstable();
                code.join(" ")
            };
            match b {
                Block::Paragraph(s) => format!("paragraph [{}]", code(&s.iter().collect::<Vec<_>>())),
                Block::List(items) => format!(
                    "list of {} [{}]",
                    items.len(),
                    code(&items.iter().flatten().collect::<Vec<_>>())
                ),
                Block::Fenced(f) => {
                    let fields: Vec<String> = f
                        .fields
                        .iter()
                        .map(|(k, v)| {
                            if prose.contains(&k.as_str()) {
                                k.clone()
                            } else {
                                format!("{k}: {v}")
                            }
                        })
                        .collect();
                    format!("```{} {}", f.kind, fields.join(" | "))
                }
            }
        }
        let mut out: Vec<String> = self.intro.iter().map(|b| block(b, prose)).collect();
        for s in &self.sections {
            out.push(format!("{} {{#{}}}", "#".repeat(usize::from(s.level)), s.id));
            out.extend(s.blocks.iter().map(|b| block(b, prose)));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::any::AnyGame;

    #[test]
    fn markup_in_a_line() {
        let s = spans("a **quarto** is *four* pieces: `a1-d1` and 3 * 4");
        let styles: Vec<(Style, &str)> = s.iter().map(|x| (x.style, x.text.as_str())).collect();
        assert_eq!(
            styles,
            [
                (Style::Plain, "a "),
                (Style::Strong, "quarto"),
                (Style::Plain, " is "),
                (Style::Emphasis, "four"),
                (Style::Plain, " pieces: "),
                (Style::Code, "a1-d1"),
                (Style::Plain, " and 3 * 4"),
            ]
        );
    }

    #[test]
    fn a_small_text_reads() {
        let text = "# Game\n\nIntro line one\nline two.\n\n## The board {#board}\n\n- one\n- two\n  more\n\n```diagram\nposition: x\ncaption: A: b\n```\n\n### Deeper\nText.\n";
        let book = Handbook::parse(text).unwrap();
        assert_eq!(book.title, "Game");
        assert_eq!(book.intro.len(), 1);
        let board = book.section("board").unwrap();
        assert_eq!(board.title, "The board");
        assert!(
            matches!(&board.blocks[0], Block::List(items) if items.len() == 2 && items[1][0].text == "two more")
        );
        let Block::Fenced(f) = &board.blocks[1] else {
            panic!()
        };
        assert_eq!((f.kind.as_str(), f.field("caption")), ("diagram", Some("A: b")));
        assert_eq!(book.section("deeper").unwrap().level, 3);
        assert!(
            Handbook::parse("# A\n```diagram\nposition: x\n")
                .unwrap_err()
                .reason
                .contains("never closed")
        );
        assert!(Handbook::parse("# A\n## B {#b}\n## C {#b}\n").is_err());
        assert!(Handbook::parse("# A\n```diagram\nno colon\n```\n").is_err());
    }

    #[test]
    fn every_game_has_its_rules_and_every_diagram_is_a_position() {
        for kind in GameKind::ALL {
            let book = Handbook::parse(rules_text(kind)).unwrap_or_else(|e| panic!("{kind}: {e}"));
            assert!(!book.sections.is_empty(), "{kind}");
            let mut diagrams = 0;
            for (section, f) in book.fenced() {
                assert_eq!(f.kind, "diagram", "{kind}: only diagrams in the rules");
                let position = f.field("position").expect("a diagram has a position");
                let rules = f.field("rules").unwrap_or("");
                let game = AnyGame::from_position(kind, rules, position)
                    .unwrap_or_else(|e| panic!("{kind}, {:?}: {position}: {e}", section.map(|s| &s.id)));
                if let Some(marks) = f.field("marks") {
                    for mark in marks.split(',').map(str::trim) {
                        let ok = match &game {
                            AnyGame::Quarto(_) => mark.parse::<crate::quarto::Alignment>().is_ok(),
                            AnyGame::Danish(_) => {
                                let corners: Vec<_> =
                                    mark.split('-').filter_map(|p| p.parse().ok()).collect();
                                corners.len() == 4
                                    && crate::danish::Square::from_corners([
                                        corners[0], corners[1], corners[2], corners[3],
                                    ])
                                    .is_some()
                            }
                            AnyGame::Quartino(_) => false,
                        };
                        assert!(ok, "{kind}: mark {mark:?} is not a line or square of the game");
                    }
                }
                diagrams += 1;
            }
            assert!(diagrams >= 3, "{kind}: {diagrams} diagrams");
        }
    }

    #[test]
    fn every_translation_of_the_rules_has_the_english_sections_diagrams_and_positions() {
        for kind in GameKind::ALL {
            let english = Handbook::parse(rules_text(kind)).unwrap().frame(&["caption"]);
            for lang in LANGUAGES {
                let text =
                    rules_text_in(kind, lang).unwrap_or_else(|| panic!("{kind} has no rules in {lang}"));
                let book = Handbook::parse(text).unwrap_or_else(|e| panic!("{kind}, {lang}: {e}"));
                let frame = book.frame(&["caption"]);
                for (i, (en, other)) in english.iter().zip(&frame).enumerate() {
                    assert_eq!(other, en, "{kind}, {lang}: part {i} differs from English");
                }
                assert_eq!(frame.len(), english.len(), "{kind}, {lang}: parts");
                assert_eq!(rules_in(kind, lang).1, lang);
                assert!(!book.title.is_empty() && book.sections.iter().all(|s| !s.title.is_empty()));
            }
        }
        // A language they are not written in: English, and said so.
        let (book, served) = rules_in(GameKind::Quarto, "de");
        assert_eq!((book.title.as_str(), served), ("Quarto!", "en"));
    }

    #[test]
    fn a_translation_that_drops_a_diagram_or_changes_a_position_shows_in_its_frame() {
        let en =
            Handbook::parse("# A\n\n## B {#b}\n\nText `a1`.\n\n```diagram\nposition: x\ncaption: C\n```\n")
                .unwrap();
        let same = Handbook::parse(
            "# Á\n\n## Bé {#b}\n\nTexte `a1`.\n\n```diagram\nposition: x\ncaption: Cé\n```\n",
        )
        .unwrap();
        let moved = Handbook::parse(
            "# Á\n\n## Bé {#b}\n\nTexte `a1`.\n\n```diagram\nposition: y\ncaption: Cé\n```\n",
        )
        .unwrap();
        let dropped = Handbook::parse("# Á\n\n## Bé {#b}\n\nTexte `a1`.\n").unwrap();
        let frame = |b: &Handbook| b.frame(&["caption"]);
        assert_eq!(frame(&same), frame(&en));
        assert_ne!(frame(&moved), frame(&en));
        assert_ne!(frame(&dropped), frame(&en));
    }
}
