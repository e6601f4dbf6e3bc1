//! Opening books: exact results near the start of the game, kept from a full solve, so that the
//! perfect bot plays at once where a solve would take minutes.
//!
//! A book is a sorted list of entries (canonical key, lower bound, upper bound, best move in
//! canonical coordinates), taken from the transposition table after a solve from the empty
//! board: the positions with few pieces on the board whose best move is proven to keep at least
//! the lower bound. The keys are the solver's canonical keys, so a book is only valid for the
//! variant (attributes and squares) it was made with, and for this canonical form.
//!
//! File format: the 8 bytes `QTOBOOK1`, then per entry 11 bytes: the key (u64, little-endian),
//! the lower and upper bounds (i8, distance scale) and the move (`cell << 4 | piece`).

/// One book entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct BookEntry {
    pub key: u64,
    pub lower: i8,
    pub upper: i8,
    pub best: u8,
}

/// An opening book for one variant.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    entries: Vec<BookEntry>,
}

const MAGIC: &[u8; 8] = b"QTOBOOK1";

/// A book file that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a Quarto! opening book: {0}")]
pub struct BadBook(pub String);

impl Book {
    pub(crate) fn from_entries(mut entries: Vec<BookEntry>) -> Book {
        entries.sort_by_key(|e| e.key);
        entries.dedup_by_key(|e| e.key);
        Book { entries }
    }

    /// How many positions the book holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub(crate) fn get(&self, key: u64) -> Option<BookEntry> {
        self.entries
            .binary_search_by_key(&key, |e| e.key)
            .ok()
            .map(|i| self.entries[i])
    }

    /// The book as bytes (see the module docs).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(8 + 11 * self.entries.len());
        out.extend_from_slice(MAGIC);
        for e in &self.entries {
            out.extend_from_slice(&e.key.to_le_bytes());
            out.push(e.lower as u8);
            out.push(e.upper as u8);
            out.push(e.best);
        }
        out
    }

    /// Reads a book written by [`Book::to_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BadBook> {
        let body = bytes
            .strip_prefix(MAGIC.as_slice())
            .ok_or_else(|| BadBook("it does not start with QTOBOOK1".into()))?;
        if body.len() % 11 != 0 {
            return Err(BadBook(format!(
                "{} bytes after the header is not a whole number of 11-byte entries",
                body.len()
            )));
        }
        let entries = body
            .chunks_exact(11)
            .map(|c| {
                let mut k = [0u8; 8];
                k.copy_from_slice(&c[..8]);
                BookEntry {
                    key: u64::from_le_bytes(k),
                    lower: c[8] as i8,
                    upper: c[9] as i8,
                    best: c[10],
                }
            })
            .collect();
        Ok(Book::from_entries(entries))
    }
}
