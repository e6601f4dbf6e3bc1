//! The command line's failures in its language: the rules' refusals (bad rules, a bad position)
//! worded from their codes, and the command line's own from the `cli` catalog.
//! `main` prints what these give after the catalog's "error:".

use anyhow::anyhow;
use quartet_core::danish::DanishQuarto;
use quartet_core::quartino::Quartino;
use quartet_core::quarto::Quarto;
use quartet_core::record::RecordError;
use quartet_core::{AnyError, ErrorOf, Game};
use quartet_i18n::tr;

use crate::{help, lang};

/// A game whose errors an [`AnyError`] holds.
pub trait Refusing: Game {
    /// The error as any game's.
    fn any(error: ErrorOf<Self>) -> AnyError;
}

impl Refusing for Quarto {
    fn any(error: ErrorOf<Self>) -> AnyError {
        AnyError::Quarto(error)
    }
}

impl Refusing for DanishQuarto {
    fn any(error: ErrorOf<Self>) -> AnyError {
        AnyError::Danish(error)
    }
}

impl Refusing for Quartino {
    fn any(error: ErrorOf<Self>) -> AnyError {
        AnyError::Quartino(error)
    }
}

/// A failure already worded in the command line's language.
pub fn said(text: String) -> anyhow::Error {
    anyhow!(text)
}

/// Where reading a file failed: "reading PATH" in the command line's language (the reason
/// follows, worded by [`lang::failure`]).
pub fn reading(path: impl std::fmt::Display) -> String {
    tr!(help::chosen(), "cli-failure-reading", path = path.to_string())
}

/// Where writing a file failed.
pub fn writing(path: impl std::fmt::Display) -> String {
    tr!(help::chosen(), "cli-failure-writing", path = path.to_string())
}

/// Where creating a file or a folder failed.
pub fn creating(path: impl std::fmt::Display) -> String {
    tr!(help::chosen(), "cli-failure-creating", path = path.to_string())
}

/// Where opening a file failed.
pub fn opening(path: impl std::fmt::Display) -> String {
    tr!(help::chosen(), "cli-failure-opening", path = path.to_string())
}

/// Where removing a file failed.
pub fn removing(path: impl std::fmt::Display) -> String {
    tr!(help::chosen(), "cli-failure-removing", path = path.to_string())
}

/// The rules' refusal, worded.
pub fn refused(error: &AnyError) -> anyhow::Error {
    said(lang::refusal(help::chosen(), error))
}

/// Rules the game refuses.
pub fn rules_refused<G: Refusing>(error: G::RulesError) -> anyhow::Error {
    refused(&G::any(ErrorOf::Rules(error)))
}

/// Rules given with `option` (`--rules`, `--attributes`) that the game refuses.
pub fn bad_rules<G: Refusing>(option: &str, error: G::RulesError) -> anyhow::Error {
    let t = help::chosen();
    said(lang::in_place(
        t,
        option,
        &lang::refusal(t, &G::any(ErrorOf::Rules(error))),
    ))
}

/// A record that cannot be read, worded as the server words it (`docs/api.md`, "Details").
pub fn bad_record(error: &RecordError) -> anyhow::Error {
    said(lang::record(help::chosen(), error))
}

/// A position the game refuses, with the text given (cut short when long).
pub fn bad_position<G: Refusing>(text: &str, error: G::PositionError) -> anyhow::Error {
    let t = help::chosen();
    let reason = lang::refusal(t, &G::any(ErrorOf::Position(error)));
    said(lang::in_place(t, &lang::position(t, text), &reason))
}
