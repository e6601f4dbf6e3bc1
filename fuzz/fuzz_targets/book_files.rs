//! The book's files (`quartet book build`, `five`, `six`): any bytes are refused with a
//! reason or read; a file that is read writes back byte for byte, and its counts agree. Each
//! input is also tried with its last eight bytes replaced by the checksum of the others, so
//! that the fuzzer reaches the checks behind the checksum.
#![no_main]

use libfuzzer_sys::fuzz_target;
use quartet_engine::quarto::{Book, BookLevel};

/// The FNV-1a 64-bit checksum the book files end with.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

fn read(data: &[u8]) {
    if let Ok(book) = Book::from_bytes(data) {
        assert_eq!(book.to_bytes(), data, "a book read does not write back the same");
        let by_pieces: usize = (0..=4).map(|pieces| book.count(pieces)).sum();
        assert_eq!(by_pieces, book.len());
    }
    if let Ok(level) = BookLevel::from_bytes(data) {
        assert_eq!(
            level.to_bytes(),
            data,
            "a level read does not write back the same"
        );
        assert!(level.won() <= level.decisive());
        assert!(level.decisive() <= level.positions() as usize);
    }
}

fuzz_target!(|data: &[u8]| {
    read(data);
    if let Some(content) = data.len().checked_sub(8).map(|n| &data[..n]) {
        let mut sealed = content.to_vec();
        sealed.extend_from_slice(&fnv1a(content).to_le_bytes());
        read(&sealed);
    }
});
