//! The catalogs as Fluent bundles, one per language, built once and kept for the process; and
//! [`Texts`], which formats a message for one language.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use intl_memoizer::concurrent::IntlLangMemoizer;
use unic_langid::LanguageIdentifier;

use crate::Lang;
use crate::number::format_number;

include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

type Bundle = FluentBundle<FluentResource>;

/// The Fluent sources of one language: (area, text), e.g. `("terminal", "...")`.
pub fn sources(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    let tag = match lang {
        Lang::Pseudo => Lang::En.tag(),
        other => other.tag(),
    };
    SOURCES
        .iter()
        .filter(move |(l, _, _)| *l == tag)
        .map(|(_, area, text)| (*area, *text))
}

/// The language folders found under `locales/`, whether Quartet knows them or not (a test checks
/// that they are exactly [`Lang::ALL`]).
pub fn catalog_languages() -> Vec<&'static str> {
    let mut tags: Vec<&str> = SOURCES.iter().map(|(l, _, _)| *l).collect();
    tags.dedup();
    tags
}

/// A value for a message's variable: text (a name, a move) or a number (formatted for the
/// language, and choosing plural forms).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Shown as it is.
    Text(String),
    /// Formatted for the language; selects plural categories.
    Number(f64),
}

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg::Text(value.to_string())
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg::Text(value)
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Arg {
        Arg::Text(value.clone())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                Arg::Number(value as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

/// The formatter every bundle of language `L` (an index into [`Lang::ALL`]) hands its numbers
/// to: Fluent's own writes `1234.5` in every language.
fn number_formatter<const L: usize>(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(format_fluent_number(Lang::ALL[L], n)),
        _ => None,
    }
}

fn format_fluent_number(lang: Lang, n: &FluentNumber) -> String {
    let min = n.options.minimum_fraction_digits.unwrap_or(0);
    let max = n.options.maximum_fraction_digits.unwrap_or(3);
    format_number(lang, n.value, min, max)
}

fn build(lang: Lang) -> Bundle {
    let id: LanguageIdentifier = lang.tag().parse().expect("a valid tag");
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // The terminal cannot show Unicode isolation marks, and the browser isolates with markup.
    bundle.set_use_isolating(false);
    let formatters: [fn(&FluentValue, &IntlLangMemoizer) -> Option<String>; 6] = [
        number_formatter::<0>,
        number_formatter::<1>,
        number_formatter::<2>,
        number_formatter::<3>,
        number_formatter::<4>,
        number_formatter::<5>,
    ];
    bundle.set_formatter(Some(formatters[index(lang)]));
    for (_, text) in sources(lang) {
        // A catalog that does not parse, or defines a message twice, fails the catalog tests;
        // here the messages that did parse are kept (the first of two with one id).
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// A language's bundle, its catalogs parsed at its first use (a command that speaks one
/// language does not parse the other five: they were a sixth of `quartet solve`'s start).
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; Lang::ALL.len()] = [const { OnceLock::new() }; Lang::ALL.len()];
    let i = index(lang);
    BUNDLES[i].get_or_init(|| build(Lang::ALL[i]))
}

/// Where `lang`'s bundle is among [`Lang::ALL`]'s (the pseudo-language's is English's).
fn index(lang: Lang) -> usize {
    Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)
}

/// The messages of one language. Cheap to copy; each language's catalogs are parsed once per
/// process, at its first use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texts {
    lang: Lang,
}

impl Texts {
    /// The messages of `lang`.
    pub fn new(lang: Lang) -> Texts {
        Texts { lang }
    }

    /// The language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the language's catalog has message `id`.
    pub fn has(&self, id: &str) -> bool {
        bundle(self.lang).has_message(id)
    }

    /// Message `id` with its variables. A message missing from the language falls back to
    /// English, and one missing there too shows its id (the catalog tests keep both from
    /// happening); a variable left out shows as `{$name}`. The pseudo-language wraps each line
    /// of the message in ⟦ ⟧ and each text variable in ⟨ ⟩, so that a test sees which text
    /// inside a message the code made.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let marked: Vec<(&str, Arg)>;
        let args = match self.lang {
            Lang::Pseudo => {
                // A variable that chooses a variant (`{ $colour -> [white] … }`) is not shown:
                // marked, it would match no variant and choose the default one.
                let mut selectors = Vec::new();
                if let Some(pattern) = bundle(Lang::En).get_message(id).and_then(|m| m.value()) {
                    selectors_in(pattern, &mut selectors);
                }
                marked = args
                    .iter()
                    .map(|(name, value)| match value {
                        Arg::Text(text) if !selectors.contains(name) => {
                            (*name, Arg::Text(format!("⟨{text}⟩")))
                        }
                        other => (*name, other.clone()),
                    })
                    .collect();
                &marked[..]
            }
            _ => args,
        };
        let text = self
            .format_in(bundle(self.lang), id, args)
            .or_else(|| self.format_in(bundle(Lang::En), id, args))
            .unwrap_or_else(|| id.to_string());
        match self.lang {
            // Each line on its own, so that a screen that draws the lines apart (a pop-up, a
            // box cut short) still shows every line's marks.
            Lang::Pseudo => text
                .split('\n')
                .map(|line| format!("⟦{line}⟧"))
                .collect::<Vec<_>>()
                .join("\n"),
            _ => text,
        }
    }

    /// The message of an error of the rules by its stable code (`quarto.cell-taken`, listed in
    /// `docs/errors.md`), with the values the error names: message `error-quarto-cell-taken`.
    pub fn refusal(&self, code: &str, values: &[(&str, Arg)]) -> String {
        self.format(&error_id(code), values)
    }

    /// Message `id` without variables.
    pub fn get(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// `value` written as the language writes numbers, with at most `max_fraction` decimals.
    pub fn number(&self, value: f64, max_fraction: usize) -> String {
        format_number(self.lang, value, 0, max_fraction)
    }

    fn format_in(&self, bundle: &Bundle, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        let message = bundle.get_message(id)?;
        let pattern = message.value()?;
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            match value {
                Arg::Text(text) => fluent_args.set(*name, FluentValue::String(Cow::Owned(text.clone()))),
                Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
            }
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        Some(text.into_owned())
    }
}

/// The variables that choose a variant somewhere in `pattern`.
fn selectors_in<'a>(pattern: &ast::Pattern<&'a str>, out: &mut Vec<&'a str>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            selectors_of(expression, out);
        }
    }
}

fn selectors_of<'a>(expression: &ast::Expression<&'a str>, out: &mut Vec<&'a str>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                out.push(id.name);
            }
            for variant in variants {
                selectors_in(&variant.value, out);
            }
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            selectors_of(expression, out)
        }
        ast::Expression::Inline(_) => {}
    }
}

/// The message id of an error code: `error-` and the code with its dots as hyphens
/// (`quartino.equipment.ring` is `error-quartino-equipment-ring`).
pub fn error_id(code: &str) -> String {
    format!("error-{}", code.replace('.', "-"))
}

/// Message `id` of a [`Texts`], with named variables: `tr!(texts, "outcome-won", winner = name)`.
/// The catalog tests read these calls from the sources to check that every message exists and
/// gets the variables it uses, so give the id as a literal.
#[macro_export]
macro_rules! tr {
    ($texts:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $texts.format($id, &[$((stringify!($name), $crate::Arg::from($value))),*])
    };
}
