//! Secrets and names made by the server: seat tokens (128 random bits, of which only a hash
//! is ever stored), invitation codes, game ids and seeds.
//!
//! A seat token proves who holds a seat; it is handed once, to the person who takes the seat,
//! and never appears in a link. An invitation code only lets its holder *take* a free seat.

use sha2::{Digest, Sha256};

const BASE62: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// Fills `buf` from the operating system's random source.
fn fill(buf: &mut [u8]) {
    // Without an OS random source no secret can be made: nothing sensible can go on.
    getrandom::fill(buf).expect("the operating system's random source failed");
}

/// `len` characters of `[0-9A-Za-z]`, uniformly random (about 5.95 bits each).
fn base62(len: usize) -> String {
    let mut out = String::with_capacity(len);
    let mut buf = [0u8; 64];
    while out.len() < len {
        fill(&mut buf);
        for &b in &buf {
            // 248 = 4 × 62: rejecting the bytes above keeps every character equally likely.
            if b < 248 && out.len() < len {
                out.push(BASE62[(b % 62) as usize] as char);
            }
        }
    }
    out
}

/// A new secret seat token: 128 random bits as 32 lowercase hex digits.
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    fill(&mut bytes);
    hex(&bytes)
}

/// The hash of a seat token as stored: SHA-256, hex.
pub fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A new game id: 10 URL-safe characters (about 59 bits).
pub fn new_game_id() -> String {
    base62(10)
}

/// A new invitation code: 16 URL-safe characters (about 95 bits).
pub fn new_invite_code() -> String {
    base62(16)
}

/// A random seed for a game's chance.
pub fn new_seed() -> u64 {
    let mut bytes = [0u8; 8];
    fill(&mut bytes);
    u64::from_le_bytes(bytes)
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        s.push(DIGITS[(b >> 4) as usize] as char);
        s.push(DIGITS[(b & 15) as usize] as char);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_only_their_hash_is_kept() {
        let t = new_token();
        assert_eq!(t.len(), 32);
        assert!(t.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(t, new_token());
        let h = hash_token(&t);
        assert_eq!(h.len(), 64);
        assert_eq!(h, hash_token(&t));
        assert_ne!(h, hash_token(&new_token()));
        assert_eq!(
            hash_token("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn ids_and_codes_are_url_safe() {
        let id = new_game_id();
        assert_eq!(id.len(), 10);
        let code = new_invite_code();
        assert_eq!(code.len(), 16);
        assert!(code.bytes().chain(id.bytes()).all(|b| b.is_ascii_alphanumeric()));
        assert_ne!(new_invite_code(), code);
    }
}
