//! Quartet in the players' own languages — English, Romanian, Spanish, French, Czech and
//! Italian. The messages live in Project Fluent catalogs, `locales/<lang>/<area>.ftl` at the
//! root of the repository, shared by the terminal (this crate embeds them) and the browser
//! (which imports the same files). This crate chooses a language ([`Lang`]) and formats its
//! messages ([`Texts`], [`tr!`]) and numbers.

mod catalog;
mod lang;
mod number;

pub use catalog::{Arg, Texts, catalog_languages, error_id, sources};
pub use lang::{Lang, UnknownLang};
pub use number::format_number;
