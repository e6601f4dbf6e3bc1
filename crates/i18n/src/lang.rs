//! The languages Quartet speaks, and how one is chosen: from a `--lang` option, the POSIX
//! locale variables (`LC_ALL`, `LC_MESSAGES`, `LANG`), or a browser's list of preferences.

use std::fmt;
use std::str::FromStr;

/// A language with a full catalog, or the pseudo-language that shows which text comes from one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, the catalog every other one is checked against.
    #[default]
    En,
    /// Romanian (Gigamic's Quarto! rulebook).
    Ro,
    /// Spanish (Gigamic's Quarto! rulebook).
    Es,
    /// French (Gigamic's Quarto! rulebook).
    Fr,
    /// Czech (the Quartino rulebook).
    Cs,
    /// Italian (Danish Quarto, as PerGioco describes it).
    It,
    /// `xx`: English with every message wrapped in ⟦ ⟧ (and the text variables in it in ⟨ ⟩), so
    /// that tests can see text that comes from no catalog.
    Pseudo,
}

impl Lang {
    /// The six languages with catalogs, English first.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Ro, Lang::Es, Lang::Fr, Lang::Cs, Lang::It];

    /// The language's tag (BCP 47 primary subtag): `en`, `ro`, `es`, `fr`, `cs`, `it`, or `xx`.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ro => "ro",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::Cs => "cs",
            Lang::It => "it",
            Lang::Pseudo => "xx",
        }
    }

    /// The language's own name for itself, as a language switch shows it.
    pub const fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ro => "Română",
            Lang::Es => "Español",
            Lang::Fr => "Français",
            Lang::Cs => "Čeština",
            Lang::It => "Italiano",
            Lang::Pseudo => "⟦Pseudo⟧",
        }
    }

    /// The language of a tag or a POSIX locale name (`cs`, `cs-CZ`, `cs_CZ.UTF-8`,
    /// `fr_FR@euro`), if Quartet speaks it. `C` and `POSIX` are English.
    pub fn from_locale(name: &str) -> Option<Lang> {
        let name = name.trim();
        if name == "C" || name == "POSIX" || name.starts_with("C.") {
            return Some(Lang::En);
        }
        let primary = name
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        // Never the pseudo-language: no locale or browser chooses it, only a test's `xx`.
        Lang::ALL.into_iter().find(|l| l.tag() == primary)
    }

    /// The first language of a list of preferences (a browser's `Accept-Language` entries, or
    /// `navigator.languages`) that Quartet speaks.
    pub fn negotiate<'a>(preferences: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        preferences.into_iter().find_map(Lang::from_locale)
    }

    /// The language of a `Accept-Language` header: its entries by falling quality (`q=`), the
    /// first spoken one; `*` and unknown tags are skipped.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut entries: Vec<(f32, usize, &str)> = header
            .split(',')
            .enumerate()
            .filter_map(|(i, part)| {
                let mut pieces = part.split(';');
                let tag = pieces.next()?.trim();
                let q = pieces
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
                (q > 0.0 && tag != "*").then_some((q, i, tag))
            })
            .collect();
        entries.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        Lang::negotiate(entries.into_iter().map(|(_, _, tag)| tag))
    }

    /// The language of the POSIX locale, read with `var` (so tests need not touch the
    /// process's environment): the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not
    /// empty decides, as in C's `setlocale`; a language Quartet does not speak is English.
    pub fn from_env_with(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|name| var(name).filter(|v| !v.trim().is_empty()))
            .map(|value| Lang::from_locale(&value).unwrap_or(Lang::En))
            .next()
            .unwrap_or(Lang::En)
    }

    /// The language of this process's POSIX locale (see [`Lang::from_env_with`]).
    pub fn from_env() -> Lang {
        Lang::from_env_with(|name| std::env::var(name).ok())
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// A language tag Quartet has no catalog for.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: expected en, ro, es, fr, cs or it")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    /// A language's tag or locale name; `xx`, the pseudo-language of the tests, only as itself.
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        if s.trim() == Lang::Pseudo.tag() {
            return Ok(Lang::Pseudo);
        }
        Lang::from_locale(s).ok_or_else(|| UnknownLang(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_of_every_shape() {
        assert_eq!(Lang::from_locale("cs_CZ.UTF-8"), Some(Lang::Cs));
        assert_eq!(Lang::from_locale("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::from_locale("it_IT@euro"), Some(Lang::It));
        assert_eq!(Lang::from_locale("RO"), Some(Lang::Ro));
        assert_eq!(Lang::from_locale("C.UTF-8"), Some(Lang::En));
        assert_eq!(Lang::from_locale("POSIX"), Some(Lang::En));
        assert_eq!(Lang::from_locale("de_DE.UTF-8"), None);
        assert_eq!("xx".parse(), Ok(Lang::Pseudo));
        // The tests' pseudo-language is not a locale: LANG=xx is English.
        assert_eq!(Lang::from_locale("xx"), None);
        assert_eq!(Lang::from_locale("xx_XX.UTF-8"), None);
        assert_eq!(Lang::from_env_with(|_| Some("xx".into())), Lang::En);
        assert!(
            "klingon"
                .parse::<Lang>()
                .unwrap_err()
                .to_string()
                .contains("en, ro")
        );
    }

    #[test]
    fn posix_variables_in_their_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
        };
        assert_eq!(Lang::from_env_with(env(&[])), Lang::En);
        assert_eq!(Lang::from_env_with(env(&[("LANG", "es_ES.UTF-8")])), Lang::Es);
        assert_eq!(
            Lang::from_env_with(env(&[("LANG", "es_ES.UTF-8"), ("LC_MESSAGES", "cs_CZ.UTF-8")])),
            Lang::Cs
        );
        assert_eq!(
            Lang::from_env_with(env(&[("LC_ALL", "it_IT.UTF-8"), ("LC_MESSAGES", "cs_CZ")])),
            Lang::It
        );
        // An empty LC_ALL does not count; a language without a catalog is English.
        assert_eq!(
            Lang::from_env_with(env(&[("LC_ALL", ""), ("LANG", "fr_FR")])),
            Lang::Fr
        );
        assert_eq!(
            Lang::from_env_with(env(&[("LC_ALL", "de_DE"), ("LANG", "fr_FR")])),
            Lang::En
        );
    }

    #[test]
    fn accept_language_by_quality() {
        assert_eq!(
            Lang::from_accept_language("de-DE,de;q=0.9,cs;q=0.8,en;q=0.7"),
            Some(Lang::Cs)
        );
        assert_eq!(Lang::from_accept_language("en;q=0.5, ro;q=0.9"), Some(Lang::Ro));
        assert_eq!(Lang::from_accept_language("*, de"), None);
        assert_eq!(Lang::from_accept_language("fr;q=0, it"), Some(Lang::It));
        assert_eq!(Lang::from_accept_language(""), None);
    }
}
