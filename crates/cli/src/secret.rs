//! Secrets never shown: the value of an argument that is a secret (a token, a password) in a
//! refusal of the command line, and the password of a URL (`http://user:***@host/`) wherever
//! one is said, redacted as the store redacts a database URL (`postgres://u:***@h/db`).

/// Whether the argument (`--metrics-token <TOKEN>`, as clap names it) holds a secret, whose
/// value is never shown.
pub fn is_secret_argument(arg: &str) -> bool {
    let name = arg.to_ascii_lowercase();
    ["token", "password", "secret", "cookie"]
        .iter()
        .any(|word| name.contains(word))
}

/// `text` with the password of a URL in it (`scheme://user:password@host`, `?password=`)
/// replaced by `***`: the store's own redaction of a database URL.
pub fn hide_password(text: &str) -> String {
    quartet_store::location::redact(text)
}

/// A value of `arg` as it may be shown: `***` for a secret, a URL without its password.
pub fn shown_value(arg: &str, value: &str) -> String {
    if is_secret_argument(arg) {
        "***".to_string()
    } else {
        hide_password(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_and_secret_values_are_hidden() {
        assert_eq!(
            hide_password("http://user:SecretPw9@127.0.0.1:18282/"),
            "http://user:***@127.0.0.1:18282/"
        );
        assert_eq!(hide_password("http://user@h/x:y@z"), "http://user@h/x:y@z");
        assert_eq!(hide_password("http://h:80/a"), "http://h:80/a");
        assert_eq!(hide_password("games.db"), "games.db");
        assert_eq!(shown_value("--metrics-token <TOKEN>", "MySecret"), "***");
        assert_eq!(shown_value("--url <URL>", "http://a:b@h/"), "http://a:***@h/");
    }
}
