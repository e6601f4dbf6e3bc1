//! The book: the exact value, the distance to the end and a best turn of every position with
//! at most [`BOOK_PIECES`] pieces on the board, for one variant (the number of counted
//! attributes, and whether squares count), so that perfect play near the start of a game is
//! a look-up instead of a search of seconds.
//!
//! A book holds the positions in the place phase (a piece in hand) whose board has no quarto
//! and whose piece in hand cannot win at once; everything else near the start follows from
//! them in one step (a give: the best of the positions it leads to; a piece that wins at once:
//! a win in 1). Positions are identified by the solver's canonical key (`board::canonical`),
//! which for at most four pieces fits 32 bits, so one entry stands for all the images of a
//! position under the variant's symmetries, and a book serves every choice of the same number
//! of attributes. Values are on the solver's distance scale (a win in `d` placements is
//! `MATE - d`, a loss in `d` is `-(MATE - d)`, a draw 0); the best turn is in canonical
//! coordinates (`cell << 4 | piece`).
//!
//! Announce mode has the same values. Its positions with an alignment completed and not
//! claimed (lapsed) cannot arise in auto mode and are not in a book: the search answers them.
//!
//! File format (`QTOBOOK2`, all integers little-endian):
//!
//! | bytes | what |
//! |---|---|
//! | 8 | the magic `QTOBOOK2` |
//! | 1 | the number of counted attributes, 1 to 4 |
//! | 1 | 1 if squares count, else 0 |
//! | 4 | `n`, the number of positions |
//! | varies | the `n` keys in increasing order, each as its difference from the one before (the first from 0) in LEB128 |
//! | `n` | the values (signed bytes, distance scale) |
//! | `n` | the best turns |
//! | 8 | an FNV-1a 64-bit checksum of everything before it |

use std::sync::OnceLock;

use quartet_core::quarto::Rules;

use super::search::{MATE, WIN_MIN};

/// The most pieces on the board of a position in a book.
pub const BOOK_PIECES: u32 = 4;

/// One position of a book.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct BookEntry {
    /// The canonical key.
    pub key: u32,
    /// The exact value, distance scale, for the player to place.
    pub score: i8,
    /// A best turn, canonical: `cell << 4 | piece`.
    pub best: u8,
}

/// The book of one variant (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    attributes: u8,
    squares: bool,
    entries: Vec<BookEntry>,
}

const MAGIC: &[u8; 8] = b"QTOBOOK2";

/// A book file that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a Quarto! book: {0}")]
pub struct BadBook(pub String);

/// Whether `score` is a value a position can have (distance scale).
pub(crate) fn valid_score(score: i8) -> bool {
    score == 0 || (WIN_MIN..MATE).contains(&score.saturating_abs())
}

/// How a book file or a level's is read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Reading {
    /// Every check: the checksum, each key and each value. A file from elsewhere is read so.
    Checked,
    /// Only the layout (a book's keys ending where its values start, a level's index and
    /// values fitting in the file): a file shipped in the binary, which
    /// `shipped_books_and_levels_pass_every_check` in `tests/book.rs` reads with every check.
    /// The checks took most of a process's first answer from squares-4's files (27–48 ms for
    /// the fifth level's 3.4 million keys).
    Shipped,
}

/// What every book and level file begins and ends with: of `bytes`, whose `body` follows the
/// magic (at least its two bytes, `header` bytes in all with the rest of its header), the
/// content before the checksum, checked against it when `reading` checks; and the number of
/// counted attributes and whether squares count, the two bytes after the magic. `what` names
/// the file in the errors.
pub(crate) fn read_frame<'b>(
    bytes: &'b [u8],
    body: &[u8],
    header: usize,
    reading: Reading,
    what: &str,
) -> Result<(&'b [u8], u8, bool), BadBook> {
    if body.len() < header + 8 {
        return Err(BadBook(format!("{} bytes is too short for {what}", bytes.len())));
    }
    let (content, check) = bytes.split_at(bytes.len() - 8);
    let check = u64::from_le_bytes(check.try_into().map_err(|_| BadBook("no checksum".into()))?);
    if reading == Reading::Checked && fnv1a(content) != check {
        return Err(BadBook("the checksum does not match: the file is damaged".into()));
    }
    let attributes = body[0];
    if !(1..=4).contains(&attributes) {
        return Err(BadBook(format!(
            "{attributes} counted attributes (1 to 4 expected)"
        )));
    }
    let squares = match body[1] {
        0 => false,
        1 => true,
        other => return Err(BadBook(format!("squares flag {other} (0 or 1 expected)"))),
    };
    Ok((content, attributes, squares))
}

/// The FNV-1a 64-bit checksum the book files end with.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Appends increasing `keys` to `out`, each as its difference from the one before (the first
/// from 0) in LEB128, as the book files hold them.
pub(crate) fn write_keys(out: &mut Vec<u8>, keys: impl IntoIterator<Item = u64>) {
    let mut last = 0u64;
    for key in keys {
        let mut delta = key - last;
        last = key;
        loop {
            let byte = (delta & 0x7f) as u8;
            delta >>= 7;
            if delta == 0 {
                out.push(byte);
                break;
            }
            out.push(byte | 0x80);
        }
    }
}

/// Reads `n` keys written by [`write_keys`] from the front of `rest` (left after them), each
/// of at most `bits` bits, strictly increasing, and accepted by `check` (which says what is
/// wrong with a key it refuses).
pub(crate) fn read_keys(
    rest: &mut &[u8],
    n: usize,
    bits: u32,
    check: impl Fn(u64) -> Result<(), String>,
) -> Result<Vec<u64>, BadBook> {
    let mut keys = Vec::with_capacity(n.min(rest.len()));
    let mut last = 0u64;
    for i in 0..n {
        let mut delta = 0u64;
        let mut shift = 0;
        loop {
            let Some((&byte, tail)) = rest.split_first() else {
                return Err(BadBook(format!("the keys end after {i} of {n}")));
            };
            *rest = tail;
            if shift >= bits {
                return Err(BadBook(format!("key {i} is too long")));
            }
            delta |= ((byte & 0x7f) as u64) << shift;
            shift += 7;
            if byte & 0x80 == 0 {
                if byte == 0 && shift > 7 {
                    return Err(BadBook(format!("key {i} is not written in its shortest form")));
                }
                break;
            }
        }
        if i > 0 && delta == 0 {
            return Err(BadBook(format!("key {i} repeats the one before")));
        }
        last = match last.checked_add(delta) {
            Some(key) if bits >= 64 || key >> bits == 0 => key,
            _ => return Err(BadBook(format!("key {i} is beyond {bits} bits"))),
        };
        check(last).map_err(|why| BadBook(format!("key {i} {why}")))?;
        keys.push(last);
    }
    Ok(keys)
}

/// The slot of a variant among the eight shipped files of a kind (lines with 1 to 4
/// attributes, then squares), in that order.
pub(crate) fn variant_slot(rules: Rules) -> Option<usize> {
    let n = rules.attributes.len();
    (1..=4).contains(&n).then(|| n - 1 + 4 * rules.squares as usize)
}

impl Book {
    /// A book of `entries` for the variant with `attributes` counted attributes.
    pub(crate) fn from_entries(attributes: u8, squares: bool, mut entries: Vec<BookEntry>) -> Book {
        entries.sort_by_key(|e| e.key);
        entries.dedup_by_key(|e| e.key);
        Book {
            attributes,
            squares,
            entries,
        }
    }

    /// How many positions the book holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The number of counted attributes of its variant.
    pub fn attributes(&self) -> u8 {
        self.attributes
    }

    /// Whether squares count in its variant.
    pub fn squares(&self) -> bool {
        self.squares
    }

    /// The positions with `pieces` on the board.
    pub fn count(&self, pieces: u32) -> usize {
        self.entries
            .iter()
            .filter(|e| (e.key as u16).count_ones() == pieces)
            .count()
    }

    /// The entry of a canonical key.
    #[inline]
    pub(crate) fn get(&self, key: u64) -> Option<BookEntry> {
        let key = u32::try_from(key).ok()?;
        self.entries
            .binary_search_by_key(&key, |e| e.key)
            .ok()
            .map(|i| self.entries[i])
    }

    /// Every entry, by key.
    pub(crate) fn entries(&self) -> &[BookEntry] {
        &self.entries
    }

    /// The book as bytes (see the module docs).
    pub fn to_bytes(&self) -> Vec<u8> {
        let n = self.entries.len();
        let mut out = Vec::with_capacity(24 + 5 * n);
        out.extend_from_slice(MAGIC);
        out.push(self.attributes);
        out.push(self.squares as u8);
        out.extend_from_slice(&(n as u32).to_le_bytes());
        write_keys(&mut out, self.entries.iter().map(|e| e.key as u64));
        out.extend(self.entries.iter().map(|e| e.score as u8));
        out.extend(self.entries.iter().map(|e| e.best));
        let check = fnv1a(&out);
        out.extend_from_slice(&check.to_le_bytes());
        out
    }

    /// Reads a book written by [`Book::to_bytes`], checking everything it can.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BadBook> {
        Book::read(bytes, Reading::Checked)
    }

    fn read(bytes: &[u8], reading: Reading) -> Result<Book, BadBook> {
        let bad = |why: String| Err(BadBook(why));
        let Some(body) = bytes.strip_prefix(MAGIC.as_slice()) else {
            return bad("it does not start with QTOBOOK2".into());
        };
        let (content, attributes, squares) = read_frame(bytes, body, 6, reading, "a book")?;
        let n = u32::from_le_bytes([body[2], body[3], body[4], body[5]]) as usize;
        let mut rest = &content[MAGIC.len() + 6..];
        let keys = read_keys(&mut rest, n, 32, |key| {
            if reading == Reading::Checked && (key as u16).count_ones() > BOOK_PIECES {
                return Err(format!("has more than {BOOK_PIECES} pieces on the board"));
            }
            Ok(())
        })?;
        if rest.len() != 2 * n {
            return bad(format!(
                "{} bytes of values and turns for {n} positions ({} expected)",
                rest.len(),
                2 * n
            ));
        }
        let (scores, moves) = rest.split_at(n);
        if reading == Reading::Checked
            && let Some(i) = scores.iter().position(|&s| !valid_score(s as i8))
        {
            return bad(format!(
                "position {i} has the impossible value {}",
                scores[i] as i8
            ));
        }
        let entries = keys
            .iter()
            .zip(scores)
            .zip(moves)
            .map(|((&key, &score), &best)| BookEntry {
                key: key as u32,
                score: score as i8,
                best,
            })
            .collect();
        Ok(Book {
            attributes,
            squares,
            entries,
        })
    }
}

/// The book shipped for a variant: lines or squares, with 1 to 4 attributes (made by
/// `quartet book build`, see `docs/solver.md`), read at its first use. `None` if there is
/// none: not built yet (see [`read_shipped_book`]) or unreadable (a broken build: the tests
/// check every shipped book). The solver then searches every position.
pub fn shipped_book(rules: Rules) -> Option<&'static Book> {
    read_shipped_book(rules).ok().flatten()
}

/// The book shipped for a variant, read at its first use: `Ok(None)` when it is not built
/// yet (its file in `crates/engine/data` is empty), an error when the file cannot be read.
pub fn read_shipped_book(rules: Rules) -> Result<Option<&'static Book>, &'static BadBook> {
    type Slot = OnceLock<Result<Option<Book>, BadBook>>;
    static BOOKS: [Slot; 8] = [const { OnceLock::new() }; 8];
    static FILES: [&[u8]; 8] = [
        include_bytes!("../../data/book-lines-1.bin"),
        include_bytes!("../../data/book-lines-2.bin"),
        include_bytes!("../../data/book-lines-3.bin"),
        include_bytes!("../../data/book-lines-4.bin"),
        include_bytes!("../../data/book-squares-1.bin"),
        include_bytes!("../../data/book-squares-2.bin"),
        include_bytes!("../../data/book-squares-3.bin"),
        include_bytes!("../../data/book-squares-4.bin"),
    ];
    let Some(slot) = variant_slot(rules) else {
        return Ok(None);
    };
    let bytes = FILES[slot];
    BOOKS[slot]
        .get_or_init(|| match bytes {
            [] => Ok(None),
            _ => Book::read(bytes, Reading::Shipped).map(Some),
        })
        .as_ref()
        .map(Option::as_ref)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Book {
        Book::from_entries(
            4,
            true,
            vec![
                BookEntry {
                    key: 0x0001_0003,
                    score: 0,
                    best: 0x12,
                },
                BookEntry {
                    key: 5,
                    score: MATE - 3,
                    best: 0xf0,
                },
                BookEntry {
                    key: 0x00ff_000f,
                    score: -(MATE - 6),
                    best: 0x01,
                },
            ],
        )
    }

    #[test]
    fn round_trips_and_finds_keys() {
        let book = sample();
        let bytes = book.to_bytes();
        let read = Book::from_bytes(&bytes).unwrap();
        assert_eq!(read, book);
        assert_eq!(read.get(5).map(|e| e.score), Some(MATE - 3));
        assert_eq!(read.get(6), None);
        assert_eq!(read.get(1 << 40), None);
        assert_eq!(read.count(4), 1);
    }

    #[test]
    fn damaged_books_are_refused_with_a_reason() {
        let bytes = sample().to_bytes();
        assert!(Book::from_bytes(b"nonsense").is_err());
        assert!(Book::from_bytes(b"QTOBOOK1abcdefghijk").is_err());
        let mut flipped = bytes.clone();
        flipped[20] ^= 1;
        let err = Book::from_bytes(&flipped).unwrap_err();
        assert!(err.0.contains("checksum"), "{err}");
        assert!(Book::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        // A well-formed file with an impossible value.
        let mut content = bytes[..bytes.len() - 8].to_vec();
        let n = content.len();
        content[n - 4] = 50; // the last value
        let check = fnv1a(&content);
        content.extend_from_slice(&check.to_le_bytes());
        let err = Book::from_bytes(&content).unwrap_err();
        assert!(err.0.contains("impossible value"), "{err}");
        // A key in two bytes where one holds it (found by the `book_files` fuzz target): it
        // would not be written back the same.
        let mut long = MAGIC.to_vec();
        long.extend_from_slice(&[1, 0, 1, 0, 0, 0, 0x80 | 32, 0, 0, 0]);
        let check = fnv1a(&long);
        long.extend_from_slice(&check.to_le_bytes());
        let err = Book::from_bytes(&long).unwrap_err();
        assert!(err.0.contains("shortest form"), "{err}");
        long[MAGIC.len() + 6..MAGIC.len() + 8].copy_from_slice(&[32, 0]);
        long.remove(MAGIC.len() + 7);
        let n = long.len() - 8;
        let check = fnv1a(&long[..n]);
        long[n..].copy_from_slice(&check.to_le_bytes());
        assert_eq!(Book::from_bytes(&long).map(|b| b.to_bytes()), Ok(long));
    }
}
