//! `quartet rules <game>`: a game's rules for newcomers (`docs/rules/`, read by
//! `quartet_core::handbook`), laid out for the terminal with its diagrams drawn by the
//! terminal's boards (those of `quartet show`). The full-screen game's help shows the same.

use anyhow::Result;
use clap::Args;
use quartet_core::handbook::{self, Block, Fenced, Span, Style};
use quartet_core::{AnyGame, Game, GameKind};
use quartet_i18n::tr;

use crate::{danish, quartino, quarto};

/// The arguments of `rules`.
#[derive(Args, Debug)]
pub struct RulesArgs {
    /// quarto, danish or quartino.
    game: GameKind,
    /// Only this section (its anchor, as in the browser's links: `squares`, `announce`, …).
    #[arg(long)]
    section: Option<String>,
    /// The language (the global `--lang`, which `main` passes on; else the POSIX locale's).
    #[arg(skip)]
    pub lang: Option<quartet_i18n::Lang>,
    /// The width to wrap the text at.
    #[arg(long, default_value_t = 78, value_parser = crate::numbers::whole::<usize>(30, 400))]
    width: usize,
}

/// Runs `rules`.
pub fn run(args: &RulesArgs) -> Result<()> {
    let lang = args.lang.unwrap_or_else(quartet_i18n::Lang::from_env);
    let (book, _) = handbook::rules_in(args.game, lang.tag());
    if let Some(id) = &args.section
        && book.section(id).is_none()
    {
        let ids: Vec<&str> = book.sections.iter().map(|s| s.id.as_str()).collect();
        let t = crate::help::chosen();
        return Err(crate::said::said(tr!(
            t,
            "cli-failure-no-section",
            game = crate::lang::game(t, args.game),
            section = id.as_str(),
            sections = ids.join(", ")
        )));
    }
    print!(
        "{}",
        render_in(args.game, lang.tag(), args.section.as_deref(), args.width)
    );
    Ok(())
}

/// A game's rules in the language with tag `lang` (English where they are not written in it)
/// as text `width` columns wide (or one section of them).
pub fn render_in(kind: GameKind, lang: &str, section: Option<&str>, width: usize) -> String {
    let (book, _) = handbook::rules_in(kind, lang);
    let mut out = String::new();
    if section.is_none() {
        out.push_str(&underline(&book.title, '='));
        for block in &book.intro {
            out.push_str(&render_block(kind, block, width));
        }
    }
    for s in book
        .sections
        .iter()
        .filter(|s| section.is_none_or(|id| id == s.id))
    {
        out.push_str(&underline(&s.title, if s.level == 2 { '-' } else { '·' }));
        for block in &s.blocks {
            out.push_str(&render_block(kind, block, width));
        }
    }
    out
}

fn underline(title: &str, with: char) -> String {
    format!("{title}\n{}\n\n", with.to_string().repeat(title.chars().count()))
}

fn text(spans: &[Span]) -> String {
    spans
        .iter()
        .map(|s| match s.style {
            Style::Strong => s.text.to_uppercase(),
            _ => s.text.clone(),
        })
        .collect()
}

/// `text` wrapped at `width`, each line after the first starting with `indent`.
fn wrap(text: &str, width: usize, first: &str, indent: &str) -> String {
    let mut out = String::new();
    let mut line = first.to_string();
    let mut empty = true;
    for word in text.split_whitespace() {
        if !empty && line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(line.trim_end());
            out.push('\n');
            line = indent.to_string();
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push_str(line.trim_end());
    out.push('\n');
    out
}

fn render_block(kind: GameKind, block: &Block, width: usize) -> String {
    match block {
        Block::Paragraph(spans) => wrap(&text(spans), width, "", "") + "\n",
        Block::List(items) => {
            let mut out: String = items
                .iter()
                .map(|i| wrap(&text(i), width, "  •", "    "))
                .collect();
            out.push('\n');
            out
        }
        Block::Fenced(f) => diagram(kind, f, width) + "\n",
    }
}

/// A diagram drawn with the terminal's board, its marks and its caption.
pub fn diagram(kind: GameKind, f: &Fenced, width: usize) -> String {
    let position = f.field("position").unwrap_or("");
    let rules = f.field("rules").unwrap_or("");
    let game = match AnyGame::from_position(kind, rules, position) {
        Ok(g) => g,
        Err(e) => return format!("(a diagram that does not read: {e})\n"),
    };
    let side = f.field("side") == Some("yes");
    let mut out = match &game {
        AnyGame::Quarto(q) => {
            let mut board = quarto::board(q);
            if side {
                if let Some(p) = q.hand() {
                    board.push_str(&format!("in hand: {p} ({})\n", p.describe()));
                }
                // The rules pages are English until they are translated, so is their pool.
                let english = quartet_i18n::Texts::new(quartet_i18n::Lang::En);
                board.push_str(&wrap(&quarto::pool(q, english), width, "to give:", "         "));
            }
            board
        }
        AnyGame::Danish(d) => danish::board(d),
        AnyGame::Quartino(g) => {
            let english = quartet_i18n::Texts::new(quartet_i18n::Lang::En);
            let mut board = quartino::draw_board(g.table(), english);
            if side {
                let supply: Vec<String> = g
                    .table()
                    .equipment()
                    .colours()
                    .iter()
                    .map(|c| format!("{} {}", c.colour, g.table().supply(c.colour)))
                    .collect();
                board.push_str(&format!("supply: {}\n", supply.join("  ")));
                let hand: Vec<String> = g.hand(g.to_move()).iter().map(ToString::to_string).collect();
                board.push_str(&format!("hand of {}: {}\n", g.to_move(), hand.join(" ")));
            }
            board
        }
    };
    if let Some(marks) = f.field("marks") {
        out.push_str(&format!("marked: {marks}\n"));
    }
    if let Some(caption) = f.field("caption") {
        out.push_str(&wrap(caption, width, "", ""));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_of_every_game_lay_out() {
        for kind in GameKind::ALL {
            let text = render_in(kind, "en", None, 78);
            assert!(text.starts_with(handbook::rules(kind).title.as_str()), "{kind}");
            assert!(!text.contains("does not read"), "{kind}: {text}");
            for line in text.lines() {
                // Boards are drawn as they are; prose is wrapped.
                assert!(line.chars().count() <= 78, "{kind}: {line:?}");
            }
        }
        let squares = render_in(GameKind::Quarto, "en", Some("squares"), 60);
        assert!(squares.starts_with("Advanced: squares win too"), "{squares}");
        assert!(squares.contains('*'), "the square's quarto is marked: {squares}");
    }

    #[test]
    fn the_rules_lay_out_in_every_language_with_the_same_sections() {
        for kind in GameKind::ALL {
            for lang in handbook::LANGUAGES {
                let (book, _) = handbook::rules_in(kind, lang);
                let text = render_in(kind, lang, None, 78);
                assert!(text.starts_with(book.title.as_str()), "{kind}, {lang}");
                assert!(text.lines().all(|l| l.chars().count() <= 78), "{kind}, {lang}");
            }
        }
        // The same anchors in every language: the lobby's links work in all of them.
        let squares = render_in(GameKind::Quarto, "fr", Some("squares"), 60);
        assert!(
            squares.starts_with("Joueurs avertis : les carrés gagnent aussi"),
            "{squares}"
        );
        let squares = render_in(GameKind::Quarto, "es", Some("squares"), 60);
        assert!(
            squares.starts_with("Experimentados: también ganan los cuadrados"),
            "{squares}"
        );
        // A language they are not written in: English.
        assert_eq!(
            render_in(GameKind::Quarto, "xx", None, 78),
            render_in(GameKind::Quarto, "en", None, 78)
        );
    }
}
