//! Accounts' rules, without HTTP: what a name may be (and which names count as the same), and
//! passwords, hashed with Argon2id and checked without telling whether a name exists.
//!
//! **Names**: 3 to 20 characters, ASCII letters, digits, `_` and `-`, starting with a letter,
//! no two separators in a row, not ending with one. Two names are the same name when their
//! [`name_key`]s agree: case is ignored, separators are ignored, and the look-alikes `0`/`o`,
//! `1`/`l`/`i` are folded together (ASCII only, so no other script's look-alikes can get in).
//! Words that would pass for the site or its roles are reserved ([`RESERVED`], [`RESERVED_PREFIXES`]).
//!
//! **Passwords**: 8 to 1,024 bytes, not the name itself. Hashed with Argon2id (RFC 9106), version
//! 0x13, 19 MiB of memory, 2 passes, 1 lane ([`ARGON2_PARAMS`]: OWASP's recommended minimum, about
//! 30 ms here), a 128-bit random salt per password; stored as the PHC string
//! (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), never the password. A sign-in with an unknown
//! name hashes the password all the same ([`Passwords::verify`] with `None`), so the time taken
//! does not tell whether the name exists.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

/// The length of a name, in characters.
pub const NAME_LENGTH: std::ops::RangeInclusive<usize> = 3..=20;
/// The length of a password, in bytes.
pub const PASSWORD_LENGTH: std::ops::RangeInclusive<usize> = 8..=1024;
/// Names no account may take (compared by [`name_key`]).
pub const RESERVED: &[&str] = &[
    "anonymous",
    "api",
    "bot",
    "deleted",
    "everyone",
    "guest",
    "me",
    "nobody",
    "null",
    "player",
    "root",
    "spectator",
    "undefined",
    "you",
];
/// Beginnings no name may have (compared by [`name_key`]): the site and its roles.
pub const RESERVED_PREFIXES: &[&str] = &[
    "admin",
    "moderator",
    "official",
    "quartet",
    "staff",
    "support",
    "system",
];
/// Argon2id's memory (KiB), passes and lanes.
pub const ARGON2_PARAMS: (u32, u32, u32) = (19_456, 2, 1);

/// What is wrong with a name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// Too short or too long.
    #[error("a name has 3 to 20 characters, not {0}")]
    Length(usize),
    /// A character names may not have.
    #[error("a name has only letters A-Z, digits, _ and -, not {0:?}")]
    Character(char),
    /// Not starting with a letter, or a separator doubled or at the end.
    #[error("a name starts with a letter, and _ or - stand alone between letters or digits")]
    Shape,
    /// A reserved name, or one that looks like it.
    #[error("the name {0:?} is reserved")]
    Reserved(String),
}

/// What is wrong with a password.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PasswordError {
    /// Too short or too long.
    #[error("a password has 8 to 1024 bytes")]
    Length,
    /// The name itself.
    #[error("a password cannot be the name")]
    IsTheName,
}

/// The key under which a name is unique: lower case, without separators, with look-alike
/// characters folded (`0` → `o`; `1`, `i` → `l`).
pub fn name_key(name: &str) -> String {
    name.chars()
        .filter(|c| *c != '_' && *c != '-')
        .map(|c| match c.to_ascii_lowercase() {
            '0' => 'o',
            '1' | 'i' => 'l',
            other => other,
        })
        .collect()
}

/// Checks a name for a new account.
pub fn check_name(name: &str) -> Result<(), NameError> {
    let length = name.chars().count();
    if !NAME_LENGTH.contains(&length) {
        return Err(NameError::Length(length));
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
    {
        return Err(NameError::Character(c));
    }
    let separator = |c: char| c == '_' || c == '-';
    let bytes: Vec<char> = name.chars().collect();
    let doubled = bytes.windows(2).any(|w| separator(w[0]) && separator(w[1]));
    if !bytes[0].is_ascii_alphabetic() || bytes.last().copied().is_some_and(separator) || doubled {
        return Err(NameError::Shape);
    }
    let key = name_key(name);
    let reserved = RESERVED.iter().any(|word| key == name_key(word))
        || RESERVED_PREFIXES
            .iter()
            .any(|word| key.starts_with(&name_key(word)));
    if reserved {
        return Err(NameError::Reserved(name.to_string()));
    }
    Ok(())
}

/// Checks a new password (for the account `name`).
pub fn check_password(name: &str, password: &str) -> Result<(), PasswordError> {
    if !PASSWORD_LENGTH.contains(&password.len()) {
        return Err(PasswordError::Length);
    }
    if password.eq_ignore_ascii_case(name) {
        return Err(PasswordError::IsTheName);
    }
    Ok(())
}

/// Hashes and checks passwords with Argon2id.
#[derive(Clone)]
pub struct Passwords {
    argon: Argon2<'static>,
    /// A hash of no one's password, checked when a name is unknown (the same work).
    decoy: String,
}

impl Default for Passwords {
    fn default() -> Self {
        Passwords::new()
    }
}

impl std::fmt::Debug for Passwords {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Passwords(Argon2id)")
    }
}

impl Passwords {
    /// Argon2id with [`ARGON2_PARAMS`].
    pub fn new() -> Passwords {
        let (memory, passes, lanes) = ARGON2_PARAMS;
        // These constant parameters are within Argon2's bounds.
        let params = Params::new(memory, passes, lanes, None).expect("valid Argon2 parameters");
        let argon = Argon2::new(Algorithm::Argon2id, Version::V0x13, params);
        let mut passwords = Passwords {
            argon,
            decoy: String::new(),
        };
        passwords.decoy = passwords.hash(&crate::token::new_token());
        passwords
    }

    /// The PHC string of a password's hash, with a fresh random salt.
    pub fn hash(&self, password: &str) -> String {
        let mut salt = [0u8; 16];
        getrandom::fill(&mut salt).expect("the operating system's random source failed");
        // A 16-byte salt always encodes, and hashing with valid parameters cannot fail.
        let salt = SaltString::encode_b64(&salt).expect("a 16-byte salt");
        self.argon
            .hash_password(password.as_bytes(), &salt)
            .expect("Argon2id hashing")
            .to_string()
    }

    /// Whether `password` is the one `hash` was made from. With no hash (an unknown name) it
    /// does the same work and answers false; an unreadable hash answers false.
    pub fn verify(&self, password: &str, hash: Option<&str>) -> bool {
        let (hash, real) = match hash {
            Some(hash) => (hash, true),
            None => (self.decoy.as_str(), false),
        };
        let Ok(parsed) = PasswordHash::new(hash) else {
            return false;
        };
        self.argon.verify_password(password.as_bytes(), &parsed).is_ok() && real
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_names() {
        for name in ["Ann", "quarto_fan", "Zoe-92", "a1b2c3d4e5f6g7h8i9j0"] {
            assert_eq!(check_name(name), Ok(()), "{name}");
        }
    }

    #[test]
    fn bad_names_say_why() {
        assert_eq!(check_name("Al"), Err(NameError::Length(2)));
        assert_eq!(check_name(&"a".repeat(21)), Err(NameError::Length(21)));
        assert_eq!(check_name("Zoë"), Err(NameError::Character('ë')));
        assert_eq!(check_name("Аnn"), Err(NameError::Character('А')), "a Cyrillic А");
        assert_eq!(check_name("a b"), Err(NameError::Character(' ')));
        assert_eq!(check_name("<b>x</b>"), Err(NameError::Character('<')));
        assert_eq!(check_name("1ann"), Err(NameError::Shape));
        assert_eq!(check_name("ann_"), Err(NameError::Shape));
        assert_eq!(check_name("an__n"), Err(NameError::Shape));
        assert_eq!(check_name("_ann"), Err(NameError::Shape));
    }

    #[test]
    fn reserved_names_and_their_look_alikes() {
        for name in [
            "admin",
            "Admin_2",
            "ADM1N",
            "Quartet",
            "quartet-team",
            "Guest",
            "gue-st",
            "deleted",
            "N0body",
            "System",
        ] {
            assert!(matches!(check_name(name), Err(NameError::Reserved(_))), "{name}");
        }
        assert_eq!(check_name("guests"), Ok(()), "only the word itself");
    }

    #[test]
    fn look_alikes_share_a_key() {
        assert_eq!(name_key("Bill"), name_key("B1LL"));
        assert_eq!(name_key("Bill"), name_key("bi_ll"));
        assert_eq!(name_key("Oscar"), name_key("0scar"));
        assert_ne!(name_key("Ann"), name_key("Anna"));
    }

    #[test]
    fn passwords_rules() {
        assert_eq!(check_password("ann", "short"), Err(PasswordError::Length));
        assert_eq!(
            check_password("ann", &"x".repeat(1025)),
            Err(PasswordError::Length)
        );
        assert_eq!(
            check_password("Annabelle", "annabelle"),
            Err(PasswordError::IsTheName)
        );
        assert_eq!(check_password("ann", "correct horse"), Ok(()));
    }

    #[test]
    fn hashes_verify_and_never_hold_the_password() {
        let passwords = Passwords::new();
        let hash = passwords.hash("correct horse");
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        assert!(!hash.contains("correct horse"));
        assert_ne!(hash, passwords.hash("correct horse"), "a fresh salt each time");
        assert!(passwords.verify("correct horse", Some(&hash)));
        assert!(!passwords.verify("correct horsf", Some(&hash)));
        assert!(!passwords.verify("correct horse", Some("not a hash")));
        // An unknown name: false, after the same work.
        assert!(!passwords.verify("correct horse", None));
    }
}
