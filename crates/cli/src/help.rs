//! The command line's help in the player's language: every command's and argument's help text
//! comes from the `cli` catalog (`locales/<lang>/cli.ftl`), and so do the words clap would add
//! in English (the headings, "Usage:", the help and version flags, the `help` command, default
//! values). The language is known before clap parses: `--lang` is looked for in the arguments
//! ([`lang_in`]), else the POSIX locale decides.
//!
//! clap's refusals of a command line are worded from the catalog too ([`refusal`]), and so are
//! the numbers' parsers' reasons (they ask [`chosen`] for the language).
//!
//! A command's message is `cli-<path>` (`cli-play`, `cli-book-build`; `cli-about` for
//! `quartet` itself), its long text `cli-<path>-long`; an argument's is `cli-<path>-arg-<id>`,
//! or `cli-arg-<id>` when several commands share it.

use std::ffi::OsString;
use std::sync::OnceLock;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command};
use quartet_i18n::{Lang, Texts, tr};

/// The language of this run's command line, once known (English until then).
static CHOSEN: OnceLock<Lang> = OnceLock::new();

/// Says the language of this run's command line (the first word counts).
pub fn choose(lang: Lang) {
    let _ = CHOSEN.set(lang);
}

/// The messages of this run's command-line language.
pub fn chosen() -> Texts {
    Texts::new(CHOSEN.get().copied().unwrap_or(Lang::En))
}

/// A context value of clap's error as text (several joined by commas).
fn context(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) => Some(v.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", ")),
        ContextValue::Number(n) => Some(n.to_string()),
        ContextValue::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// clap's refusal of a command line in the language of `t`: what is wrong, clap's tip if it
/// has one, the usage, and where to read more; `None` for what is no refusal (the help and the
/// version asked for, or the help shown for a command given without its own command), which
/// clap shows itself.
pub fn refusal(error: &clap::Error, t: Texts) -> Option<String> {
    let get = |kind| context(error, kind).unwrap_or_default();
    let arg = || get(ContextKind::InvalidArg);
    // A secret's value (a token, a password) is never shown, nor a URL's password.
    let value = || crate::secret::shown_value(&arg(), &get(ContextKind::InvalidValue));
    let what = match error.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        ErrorKind::UnknownArgument => tr!(t, "cli-error-unknown-argument", arg = arg()),
        ErrorKind::InvalidSubcommand => {
            tr!(
                t,
                "cli-error-unknown-command",
                command = get(ContextKind::InvalidSubcommand)
            )
        }
        ErrorKind::InvalidValue => {
            let mut text = tr!(t, "cli-error-invalid-value", value = value(), arg = arg());
            if let Some(values) = context(error, ContextKind::ValidValue) {
                text = format!(
                    "{text}\n  {}",
                    tr!(t, "cli-error-possible-values", values = values)
                );
            }
            text
        }
        ErrorKind::ValueValidation => {
            let why =
                std::error::Error::source(error).map(|e| value_reason(t, e).unwrap_or_else(|| e.to_string()));
            match why {
                Some(why) => tr!(
                    t,
                    "cli-error-invalid-value-why",
                    value = value(),
                    arg = arg(),
                    why = why
                ),
                None => tr!(t, "cli-error-invalid-value", value = value(), arg = arg()),
            }
        }
        ErrorKind::MissingRequiredArgument => tr!(t, "cli-error-missing", args = arg()),
        ErrorKind::MissingSubcommand => {
            tr!(
                t,
                "cli-error-missing-command",
                command = get(ContextKind::InvalidSubcommand)
            )
        }
        ErrorKind::ArgumentConflict => match context(error, ContextKind::PriorArg) {
            Some(other) if other != arg() => tr!(t, "cli-error-conflict", arg = arg(), other = other),
            // The same argument again.
            _ => tr!(t, "cli-error-repeated", arg = arg()),
        },
        ErrorKind::TooManyValues => tr!(t, "cli-error-extra-value", value = value(), arg = arg()),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            tr!(t, "cli-error-value-count", arg = arg())
        }
        ErrorKind::NoEquals => tr!(t, "cli-error-no-equals", arg = arg()),
        ErrorKind::InvalidUtf8 => tr!(t, "cli-error-not-utf8"),
        _ => tr!(t, "cli-error-other"),
    };
    let mut lines = vec![format!("{} {what}", tr!(t, "cli-error-heading"))];
    if let Some(similar) = context(error, ContextKind::SuggestedArg) {
        lines.push(format!(
            "\n  {}",
            tr!(t, "cli-tip-similar-argument", similar = similar)
        ));
    }
    if let Some(similar) = context(error, ContextKind::SuggestedSubcommand) {
        // Several: 'serve', 'solve'.
        let similar = similar.replace(", ", "', '");
        lines.push(format!(
            "\n  {}",
            tr!(t, "cli-tip-similar-command", similar = similar)
        ));
    }
    if let Some(similar) = context(error, ContextKind::SuggestedValue) {
        lines.push(format!(
            "\n  {}",
            tr!(t, "cli-tip-similar-value", similar = similar)
        ));
    }
    // clap's other tips come worded: known by their shape, said again in the language.
    if let Some(ContextValue::StyledStrs(tips)) = error.get(ContextKind::Suggested) {
        for tip in tips.iter().map(|tip| tip.to_string()) {
            if tip.starts_with("to pass ") {
                lines.push(format!("\n  {}", tr!(t, "cli-tip-dash", arg = arg())));
            } else if let Some(similar) = tip.strip_suffix("' exists").and_then(|x| x.strip_prefix('\'')) {
                let similar = similar.to_string();
                lines.push(format!(
                    "\n  {}",
                    tr!(t, "cli-tip-similar-argument", similar = similar)
                ));
            }
        }
    }
    if let Some(usage) = context(error, ContextKind::Usage) {
        let usage = usage.trim();
        let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim();
        lines.push(format!("\n{} {usage}", tr!(t, "cli-usage")));
    }
    lines.push(format!("\n{}", tr!(t, "cli-error-more", help = "--help")));
    Some(lines.join("\n") + "\n")
}

/// The language `--lang` names in `args` (`--lang cs` or `--lang=cs`, before a `--`), if it
/// names one Quartet speaks; clap refuses the others when it parses.
pub fn lang_in(args: &[OsString]) -> Option<Lang> {
    let mut args = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            return None;
        }
        if arg == "--lang" {
            return args.next().and_then(|v| v.parse().ok());
        }
        if let Some(value) = arg.strip_prefix("--lang=") {
            return value.parse().ok();
        }
    }
    None
}

/// `command` (the whole tree) with its help in the language of `t`.
pub fn localized(command: Command, t: Texts) -> Command {
    let mut command = walk(command, t, "");
    command.build();
    let command = with_help_command(command, t);
    with_usage(command, t)
}

/// The placeholders of an argument's values as clap writes them (`POSITION`, `N`): the names it
/// gives, else its id in capitals.
fn value_names(arg: &Arg) -> Vec<String> {
    match arg.get_value_names() {
        Some(names) if !names.is_empty() => names.iter().map(|n| n.to_string()).collect(),
        _ => vec![arg.get_id().as_str().to_uppercase()],
    }
}

/// The message id of a placeholder: `cli-value-position`, `cli-value-think-ms`,
/// `cli-value-host-port`.
fn value_id(name: &str) -> String {
    let name: String = name
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("cli-value-{name}")
}

/// Every command's usage line (`quartet solve [OPTIONS] <GAME> <POSITION>`) with the
/// placeholders in the language: clap's own, made from the arguments' translated
/// placeholders, with its `[OPTIONS]` translated too.
fn with_usage(mut command: Command, t: Texts) -> Command {
    let options = format!("[{}]", tr!(t, "cli-value-options"));
    let usage = command.render_usage().to_string();
    let usage = usage.trim();
    let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim();
    command = command.override_usage(usage.replace("[OPTIONS]", &options));
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        command = command.mut_subcommand(&name, |c| with_usage(c, t));
    }
    command
}

/// The message id of a command at `path` (`""` for `quartet`, else `play`, `book-build`).
fn command_id(path: &str) -> String {
    if path.is_empty() {
        "cli-about".to_string()
    } else {
        format!("cli-{path}")
    }
}

/// The message id of argument `arg` of the command at `path`: its own, else the shared one.
fn arg_id(t: Texts, path: &str, arg: &str) -> String {
    let arg = arg.replace('_', "-");
    let own = if path.is_empty() {
        format!("cli-arg-{arg}")
    } else {
        format!("cli-{path}-arg-{arg}")
    };
    if t.has(&own) || Texts::new(Lang::En).has(&own) {
        own
    } else {
        format!("cli-arg-{arg}")
    }
}

/// Message `id`, or nothing when no catalog has it (a test checks that every command and
/// argument has its messages).
fn message(t: Texts, id: &str) -> Option<String> {
    Texts::new(Lang::En).has(id).then(|| t.get(id))
}

fn walk(mut command: Command, t: Texts, path: &str) -> Command {
    let id = command_id(path);
    if let Some(about) = message(t, &id) {
        command = command.about(about);
    }
    if let Some(long) = message(t, &format!("{id}-long")) {
        command = command.long_about(long);
    }
    let has_version = command.get_version().is_some();
    command = command
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
            tr!(t, "cli-usage")
        ))
        .subcommand_help_heading(tr!(t, "cli-heading-commands"))
        .subcommand_value_name(tr!(t, "cli-value-command"))
        .disable_help_flag(true)
        .arg(Arg::new("help").short('h').long("help").action(ArgAction::Help));
    if has_version {
        command = command.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(tr!(t, "cli-version")),
        );
    }
    let ids: Vec<String> = command.get_arguments().map(|a| a.get_id().to_string()).collect();
    // Each argument under a heading of its own keeps its place in the list.
    for (place, arg) in ids.iter().enumerate() {
        command = command.mut_arg(arg, |a| localized_arg(a, t, path).display_order(place));
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let sub_path = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}-{name}")
        };
        command = command.mut_subcommand(&name, |c| walk(c, t, &sub_path));
    }
    let long =
        command.get_long_about().is_some() || command.get_arguments().any(|a| a.get_long_help().is_some());
    command.mut_arg("help", |a| {
        if long {
            a.help(tr!(t, "cli-help-more"))
                .long_help(tr!(t, "cli-help-summary"))
        } else {
            a.help(tr!(t, "cli-help"))
        }
    })
}

fn localized_arg(mut arg: Arg, t: Texts, path: &str) -> Arg {
    let heading = if arg.is_positional() {
        tr!(t, "cli-heading-arguments")
    } else {
        tr!(t, "cli-heading-options")
    };
    arg = arg.help_heading(heading);
    if matches!(arg.get_id().as_str(), "help" | "version") {
        return arg;
    }
    let id = arg_id(t, path, arg.get_id().as_str());
    let mut help = message(t, &id);
    let mut long = message(t, &format!("{id}-long"));
    let mut notes = Vec::new();
    if arg.get_action().takes_values() {
        let names: Vec<String> = value_names(&arg)
            .into_iter()
            .map(|name| message(t, &value_id(&name)).unwrap_or(name))
            .collect();
        arg = arg.value_names(names);
        let defaults: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|v| match v.to_string_lossy() {
                v if v.is_empty() => "\"\"".to_string(),
                v => v.into_owned(),
            })
            .collect();
        if !defaults.is_empty() && !arg.is_hide_default_value_set() {
            notes.push(tr!(t, "cli-default", value = defaults.join(" ")));
            arg = arg.hide_default_value(true);
        }
        let values: Vec<String> = arg
            .get_possible_values()
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| v.get_name().to_string())
            .collect();
        if !values.is_empty() && !arg.is_hide_possible_values_set() {
            notes.push(tr!(t, "cli-possible-values", values = values.join(", ")));
            arg = arg.hide_possible_values(true);
        }
    }
    if let Some(name) = arg.get_env()
        && !arg.is_hide_env_set()
    {
        notes.push(tr!(t, "cli-env", name = name.to_string_lossy().into_owned()));
        arg = arg.hide_env(true);
    }
    if !notes.is_empty() {
        let notes = notes.join(" ");
        help = help.map(|h| format!("{h} {notes}"));
        long = long.map(|l| format!("{l}\n\n{notes}"));
    }
    if let Some(help) = help {
        arg = arg.help(help);
    }
    if let Some(long) = long {
        arg = arg.long_help(long);
    }
    arg
}

/// The `help` commands clap adds (to `quartet` and to each command with commands of its own),
/// in the language.
fn with_help_command(command: Command, t: Texts) -> Command {
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    let mut command = command;
    for name in names {
        command = command.mut_subcommand(&name, |c| {
            if name == "help" {
                help_command(c, t)
            } else {
                with_help_command(c, t)
            }
        });
    }
    command
}

fn help_command(command: Command, t: Texts) -> Command {
    let ids: Vec<String> = command.get_arguments().map(|a| a.get_id().to_string()).collect();
    let mut command = command.about(tr!(t, "cli-help-command"));
    for id in ids {
        command = command.mut_arg(&id, |a| {
            if a.is_positional() {
                a.help(tr!(t, "cli-help-command-arg"))
                    .help_heading(tr!(t, "cli-heading-arguments"))
            } else {
                a
            }
        });
    }
    command
}

/// Why clap refused a value, in the language, when the value's parser gave a typed reason
/// (a game, a clock, a language, a proxy's address); `None` for the parsers that word their own
/// reasons (the numbers) and anything else.
fn value_reason(t: Texts, why: &(dyn std::error::Error + 'static)) -> Option<String> {
    use quartet_core::clock::BadTimeControl;
    use quartet_core::game::UnknownGame;
    use quartet_i18n::UnknownLang;
    use quartet_server::proxy::BlockError;
    if why.is::<UnknownGame>() {
        return Some(tr!(t, "cli-expected-game"));
    }
    if why.is::<BadTimeControl>() {
        return Some(tr!(t, "cli-expected-clock"));
    }
    if why.is::<UnknownLang>() {
        return Some(tr!(t, "cli-expected-language"));
    }
    match why.downcast_ref::<BlockError>()? {
        BlockError::Address(_) => Some(tr!(t, "cli-expected-address")),
        BlockError::Bits(_) => Some(tr!(t, "cli-expected-prefix")),
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    /// Every command and every argument with help has its message (each catalog has every
    /// English message: `quartet-i18n`'s catalog tests).
    #[test]
    fn every_command_and_argument_has_its_message() {
        fn check(command: &Command, path: &str, missing: &mut Vec<String>) {
            let en = Texts::new(Lang::En);
            let id = command_id(path);
            if command.get_about().is_some() && !en.has(&id) {
                missing.push(id.clone());
            }
            if command.get_long_about().is_some() && !en.has(&format!("{id}-long")) {
                missing.push(format!("{id}-long"));
            }
            for arg in command.get_arguments() {
                let id = arg_id(en, path, arg.get_id().as_str());
                if arg.get_help().is_some() && !en.has(&id) {
                    missing.push(id.clone());
                }
                if arg.get_long_help().is_some() && !en.has(&format!("{id}-long")) {
                    missing.push(format!("{id}-long"));
                }
                if arg.get_action().takes_values() && !matches!(arg.get_id().as_str(), "help" | "version") {
                    for name in value_names(arg) {
                        if !en.has(&value_id(&name)) {
                            missing.push(value_id(&name));
                        }
                    }
                }
            }
            for sub in command.get_subcommands() {
                let sub_path = if path.is_empty() {
                    sub.get_name().to_string()
                } else {
                    format!("{path}-{}", sub.get_name())
                };
                check(sub, &sub_path, missing);
            }
        }
        let mut missing = Vec::new();
        check(&crate::Cli::command(), "", &mut missing);
        assert!(missing.is_empty(), "no message for {missing:?}");
    }

    #[test]
    fn lang_is_found_before_clap_parses() {
        assert_eq!(
            lang_in(&os(&["quartet", "--lang", "cs", "--help"])),
            Some(Lang::Cs)
        );
        assert_eq!(
            lang_in(&os(&["quartet", "play", "--lang=it", "-h"])),
            Some(Lang::It)
        );
        assert_eq!(lang_in(&os(&["quartet", "play", "--lang", "de"])), None);
        assert_eq!(lang_in(&os(&["quartet", "play", "--lang"])), None);
        assert_eq!(lang_in(&os(&["quartet", "show", "--", "--lang", "cs"])), None);
        assert_eq!(lang_in(&os(&["quartet", "--help"])), None);
    }
}
