//! The book's deeper levels: the exact value and distance of every position with
//! [`FIVE_PIECES`] (the fifth level) or [`SIX_PIECES`] (the sixth) pieces on the board, for one
//! variant, so that the full analysis of a position with one piece fewer (its turns lead to
//! the level) is a look-up for each turn instead of a search of each.
//!
//! A level holds the same kind of positions as the book (`book`): a piece in hand, no quarto
//! on the board, a piece in hand that cannot win at once, reached from the start by turns that
//! each gave such a piece (a position that only a missed win leads to is not one of them).
//! Most of them are draws, so only the decisive ones are stored: a position of the level
//! that is not in the file is a draw. The caller must therefore ask only for positions of
//! the level ([`Pos`] checks in [`BookLevel::value_of`]). No best turn is stored: a position
//! of a level is searched in milliseconds once its value is known.
//!
//! File format (`QTOFIVE1` for the fifth level, `QTOSIXL1` for the sixth; all integers
//! little-endian):
//!
//! | bytes | what |
//! |---|---|
//! | 8 | the magic, `QTOFIVE1` or `QTOSIXL1` |
//! | 1 | the number of counted attributes, 1 to 4 |
//! | 1 | 1 if squares count, else 0 |
//! | 4 | the number of positions of the level, draws included |
//! | 4 | `m`, the number of decisive positions stored |
//! | varies | their `m` canonical keys in increasing order, each as its difference from the one before (the first from 0) in LEB128 |
//! | `m` | their values (signed bytes, distance scale, never 0) |
//! | 8 | an FNV-1a 64-bit checksum of everything before it |

use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;

use quartet_core::quarto::Rules;

use super::board::{Pos, canonical};
use super::book::{BadBook, Reading, fnv1a, for_each_key, read_frame, valid_score, variant_slot, write_keys};
use super::tables::Tables;

/// The pieces on the board of a position of the fifth level.
pub const FIVE_PIECES: u32 = 5;
/// The pieces on the board of a position of the sixth level.
pub const SIX_PIECES: u32 = 6;

/// The magic of a level's file, by its pieces: the fifth's, the sixth's.
const MAGICS: [(u32, &[u8; 8]); 2] = [(FIVE_PIECES, b"QTOFIVE1"), (SIX_PIECES, b"QTOSIXL1")];
/// The length of every magic.
const MAGIC_LEN: usize = 8;

/// The magic of the level with `pieces` pieces (the fifth's for any other number: only the
/// fifth and sixth levels are made).
fn magic(pieces: u32) -> &'static [u8; 8] {
    MAGICS
        .iter()
        .find(|(p, _)| *p == pieces)
        .map_or(MAGICS[0].1, |(_, m)| m)
}

/// The keys a look-up decodes at most: every `BLOCK`th key is in the level's index.
const BLOCK: usize = 32;

/// A deeper level of a variant's book (see the module docs), kept as its file: the shipped
/// levels are read where they lie in the binary, not copied (squares-4's fifth holds 3.4
/// million keys, which as 64-bit words took 27 MB and most of its first use's time to fill).
#[derive(Clone, PartialEq, Eq)]
pub struct BookLevel {
    /// The pieces on the board of its positions.
    pieces: u32,
    attributes: u8,
    squares: bool,
    positions: u32,
    /// The file.
    bytes: Cow<'static, [u8]>,
    /// Where the values start in `bytes` (the keys end there).
    scores_at: usize,
    /// The decisive positions stored.
    count: usize,
    /// Every [`BLOCK`]th key (the first, the 33rd, …) and where the next one starts in
    /// `bytes`.
    index: Vec<(u64, usize)>,
}

impl fmt::Debug for BookLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BookLevel")
            .field("pieces", &self.pieces)
            .field("attributes", &self.attributes)
            .field("squares", &self.squares)
            .field("positions", &self.positions)
            .field("decisive", &self.count)
            .field("bytes", &self.bytes.len())
            .finish()
    }
}

/// One key's difference (LEB128, as `write_keys` writes it) from `bytes[*at]`, `at` moved past
/// it; `None` when the bytes end first.
fn difference_at(bytes: &[u8], at: &mut usize) -> Option<u64> {
    let (mut delta, mut shift) = (0u64, 0u32);
    loop {
        let byte = *bytes.get(*at)?;
        *at += 1;
        delta |= ((byte & 0x7f) as u64).checked_shl(shift).unwrap_or(0);
        shift = shift.saturating_add(7);
        if byte & 0x80 == 0 {
            return Some(delta);
        }
    }
}

/// The index of `m` keys written by `write_keys` at the start of `keys` (found at `offset`
/// in the file): every [`BLOCK`]th key and where the key after it starts in the file, and
/// how many bytes the keys take; `None` when they end early. Nine differences in ten are one byte (squares-4): the one-byte differences that
/// come next, up to eight, are added in one step.
fn index_blocks(keys: &[u8], m: usize, offset: usize) -> Option<(Vec<(u64, usize)>, usize)> {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const LOW16: u64 = 0x00ff_00ff_00ff_00ff;
    let mut index = Vec::with_capacity(m.div_ceil(BLOCK));
    let (mut at, mut key, mut i) = (0usize, 0u64, 0usize);
    while i < m {
        if i.is_multiple_of(BLOCK) {
            key = key.wrapping_add(difference_at(keys, &mut at)?);
            index.push((key, offset + at));
            i += 1;
            continue;
        }
        // The keys up to the next block's first (which the index holds) or the last.
        let room = (BLOCK - i % BLOCK).min(m - i).min(8);
        if let Some(word) = keys.get(at..at + 8) {
            let w = u64::from_le_bytes(word.try_into().ok()?);
            // The bytes before the first with its high bit set are whole differences.
            let ones = ((w & HIGH).trailing_zeros() / 8) as usize;
            let k = ones.min(room);
            if k > 0 {
                let v = if k == 8 { w } else { w & ((1u64 << (8 * k)) - 1) };
                let pairs = (v & LOW16) + ((v >> 8) & LOW16);
                key = key.wrapping_add(pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48);
                at += k;
                i += k;
                continue;
            }
        }
        key = key.wrapping_add(difference_at(keys, &mut at)?);
        i += 1;
    }
    Some((index, at))
}

/// Whether a key is one of a position with `pieces` pieces on the board.
fn level_key(key: u64, pieces: u32) -> bool {
    (key as u16).count_ones() == pieces
}

impl BookLevel {
    /// The level of the positions with `pieces` pieces (five or six), `positions` of them, of
    /// which `values` gives the (key, value) of the decisive ones; draws among them are
    /// dropped.
    pub(crate) fn from_values(
        pieces: u32,
        attributes: u8,
        squares: bool,
        positions: u32,
        values: &[(u64, i8)],
    ) -> BookLevel {
        debug_assert!(
            MAGICS.iter().any(|&(p, _)| p == pieces),
            "no level of {pieces} pieces"
        );
        let mut decisive: Vec<(u64, i8)> = values.iter().copied().filter(|&(_, s)| s != 0).collect();
        decisive.sort_unstable_by_key(|&(k, _)| k);
        decisive.dedup_by_key(|&mut (k, _)| k);
        let count = decisive.len();
        let mut bytes = Vec::with_capacity(28 + 5 * count);
        bytes.extend_from_slice(magic(pieces));
        bytes.push(attributes);
        bytes.push(squares as u8);
        bytes.extend_from_slice(&positions.to_le_bytes());
        bytes.extend_from_slice(&(count as u32).to_le_bytes());
        let mut index = Vec::with_capacity(count.div_ceil(BLOCK));
        let mut last = 0;
        for (i, &(key, _)) in decisive.iter().enumerate() {
            // One key's difference from the one before, written as a key of its own.
            write_keys(&mut bytes, [key - last]);
            last = key;
            if i.is_multiple_of(BLOCK) {
                index.push((key, bytes.len()));
            }
        }
        let scores_at = bytes.len();
        bytes.extend(decisive.iter().map(|&(_, s)| s as u8));
        let check = fnv1a(&bytes);
        bytes.extend_from_slice(&check.to_le_bytes());
        BookLevel {
            pieces,
            attributes,
            squares,
            positions,
            bytes: Cow::Owned(bytes),
            scores_at,
            count,
            index,
        }
    }

    /// Whether a key and value are those of a position of the level with `pieces` pieces (a
    /// check for values read back from a file).
    pub fn valid_record(pieces: u32, key: u64, score: i8) -> bool {
        level_key(key, pieces) && valid_score(score)
    }

    /// The pieces on the board of its positions.
    pub fn pieces(&self) -> u32 {
        self.pieces
    }

    /// The positions of the level, draws included.
    pub fn positions(&self) -> u32 {
        self.positions
    }

    /// The decisive positions stored.
    pub fn decisive(&self) -> usize {
        self.count
    }

    /// How many of them are won for the player to place.
    pub fn won(&self) -> usize {
        self.scores().iter().filter(|&&s| s as i8 > 0).count()
    }

    /// The values, a signed byte for each key.
    fn scores(&self) -> &[u8] {
        self.bytes
            .get(self.scores_at..self.scores_at + self.count)
            .unwrap_or_default()
    }

    /// The number of counted attributes of its variant.
    pub fn attributes(&self) -> u8 {
        self.attributes
    }

    /// Whether squares count in its variant.
    pub fn squares(&self) -> bool {
        self.squares
    }

    /// The value (distance scale) of the position of the level with this canonical key: a
    /// draw when it is not stored.
    #[inline]
    pub(crate) fn value(&self, key: u64) -> i8 {
        // The block that would hold it, then its keys one by one.
        let block = self.index.partition_point(|&(k, _)| k <= key);
        let Some(&(mut k, mut at)) = block.checked_sub(1).and_then(|b| self.index.get(b)) else {
            return 0;
        };
        let mut n = (block - 1) * BLOCK;
        loop {
            if k == key {
                return self.scores().get(n).map_or(0, |&s| s as i8);
            }
            if k > key {
                return 0;
            }
            n += 1;
            if n == self.count || n.is_multiple_of(BLOCK) {
                return 0;
            }
            let Some(delta) = difference_at(&self.bytes, &mut at) else {
                return 0;
            };
            k = k.wrapping_add(delta);
        }
    }

    /// The value (distance scale) of placing `hand` in `pos`, when the position is one of
    /// the level: its number of pieces on the board, none of its alignments a quarto, a piece in hand
    /// that cannot win at once, and reached by turns that each gave such a piece (the build
    /// enumerates only those: a position after a missed win is not in the file, whatever its
    /// value). `None` for any other position.
    pub(crate) fn value_of(&self, t: &Tables, pos: &Pos, hand: u8, counted: u8, hot_mask: u8) -> Option<i8> {
        if pos.occ.count_ones() != self.pieces
            || pos.pool & (1 << hand) != 0
            || pos.has_quarto(t, counted)
            || !pos.reached_by_safe_gives(t, hand, counted, hot_mask)
        {
            return None;
        }
        Some(self.value(canonical(t, pos, hand, counted).0))
    }

    /// The level as bytes (see the module docs).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.bytes.to_vec()
    }

    /// Reads a level written by [`BookLevel::to_bytes`], checking everything it can.
    pub fn from_bytes(bytes: &[u8]) -> Result<BookLevel, BadBook> {
        BookLevel::read(Cow::Owned(bytes.to_vec()), Reading::Checked)
    }

    /// A shipped level (bytes that live as long as the program), not copied, and read with
    /// [`Reading::Shipped`]: `tests/book.rs` reads every shipped file with every check too and
    /// compares the two.
    fn from_static(bytes: &'static [u8]) -> Result<BookLevel, BadBook> {
        BookLevel::read(Cow::Borrowed(bytes), Reading::Shipped)
    }

    fn read(file: Cow<'static, [u8]>, reading: Reading) -> Result<BookLevel, BadBook> {
        let bytes: &[u8] = &file;
        let bad = |why: String| Err(BadBook(why));
        let Some((pieces, body)) = MAGICS
            .iter()
            .find_map(|&(pieces, m)| Some((pieces, bytes.strip_prefix(m.as_slice())?)))
        else {
            return bad("it does not start with QTOFIVE1 or QTOSIXL1".into());
        };
        let (content, attributes, squares) = read_frame(bytes, body, 10, reading, "a level of the book")?;
        let positions = u32::from_le_bytes([body[2], body[3], body[4], body[5]]);
        let m = u32::from_le_bytes([body[6], body[7], body[8], body[9]]) as usize;
        if m > positions as usize {
            return bad(format!("{m} decisive positions of {positions}"));
        }
        let keys_at = MAGIC_LEN + 10;
        let mut rest = &content[keys_at..];
        let index = match reading {
            Reading::Checked => {
                let mut index = Vec::with_capacity(m.div_ceil(BLOCK));
                let of_level = |key| {
                    if level_key(key, pieces) {
                        Ok(())
                    } else {
                        Err(format!("does not have {pieces} pieces on the board"))
                    }
                };
                for_each_key(&mut rest, m, 64, of_level, |i, key, read| {
                    if i.is_multiple_of(BLOCK) {
                        index.push((key, keys_at + read));
                    }
                })?;
                index
            }
            Reading::Shipped => {
                let (index, read) = index_blocks(rest, m, keys_at)
                    .ok_or_else(|| BadBook(format!("the keys end before {m} were read")))?;
                rest = rest.get(read..).unwrap_or_default();
                index
            }
        };
        if rest.len() != m {
            return bad(format!("{} bytes of values for {m} positions", rest.len()));
        }
        if reading == Reading::Checked
            && let Some(i) = rest.iter().position(|&s| s == 0 || !valid_score(s as i8))
        {
            return bad(format!("position {i} has the impossible value {}", rest[i] as i8));
        }
        let scores_at = content.len() - m;
        Ok(BookLevel {
            pieces,
            attributes,
            squares,
            positions,
            bytes: file,
            scores_at,
            count: m,
            index,
        })
    }
}

/// The level with `pieces` pieces shipped for a variant (made by `quartet book five` or
/// `quartet book six`, see `docs/solver.md`), read at its first use; `None` when it is not
/// built (its file in `crates/engine/data` is empty) or unreadable (the tests check every
/// shipped file).
pub fn shipped_level(rules: Rules, pieces: u32) -> Option<&'static BookLevel> {
    read_shipped_level(rules, pieces).ok().flatten()
}

/// The level with `pieces` pieces shipped for a variant, read at its first use: `Ok(None)`
/// when it is not built (or `pieces` is neither five nor six), an error when its file cannot
/// be read.
pub fn read_shipped_level(rules: Rules, pieces: u32) -> Result<Option<&'static BookLevel>, &'static BadBook> {
    type Slot = OnceLock<Result<Option<BookLevel>, BadBook>>;
    static FIFTH: [Slot; 8] = [const { OnceLock::new() }; 8];
    static SIXTH: [Slot; 8] = [const { OnceLock::new() }; 8];
    static FIFTH_FILES: [&[u8]; 8] = [
        include_bytes!("../../data/five-lines-1.bin"),
        include_bytes!("../../data/five-lines-2.bin"),
        include_bytes!("../../data/five-lines-3.bin"),
        include_bytes!("../../data/five-lines-4.bin"),
        include_bytes!("../../data/five-squares-1.bin"),
        include_bytes!("../../data/five-squares-2.bin"),
        include_bytes!("../../data/five-squares-3.bin"),
        include_bytes!("../../data/five-squares-4.bin"),
    ];
    static SIXTH_FILES: [&[u8]; 8] = [
        include_bytes!("../../data/six-lines-1.bin"),
        include_bytes!("../../data/six-lines-2.bin"),
        include_bytes!("../../data/six-lines-3.bin"),
        include_bytes!("../../data/six-lines-4.bin"),
        include_bytes!("../../data/six-squares-1.bin"),
        include_bytes!("../../data/six-squares-2.bin"),
        include_bytes!("../../data/six-squares-3.bin"),
        include_bytes!("../../data/six-squares-4.bin"),
    ];
    let (levels, files) = match pieces {
        FIVE_PIECES => (&FIFTH, &FIFTH_FILES),
        SIX_PIECES => (&SIXTH, &SIXTH_FILES),
        _ => return Ok(None),
    };
    let Some(slot) = variant_slot(rules) else {
        return Ok(None);
    };
    let bytes = files[slot];
    levels[slot]
        .get_or_init(|| match bytes {
            [] => Ok(None),
            _ => BookLevel::from_static(bytes)
                .and_then(|level| match level.pieces {
                    p if p == pieces => Ok(level),
                    p => Err(BadBook(format!(
                        "a level of {p} pieces where {pieces} were expected"
                    ))),
                })
                .map(Some),
        })
        .as_ref()
        .map(Option::as_ref)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quarto::search::MATE;

    fn sample() -> BookLevel {
        let five = 0b1_1111u64;
        BookLevel::from_values(
            FIVE_PIECES,
            4,
            false,
            10,
            &[
                (five | 3 << 16, MATE - 3),
                (five, 0),
                (0b1111_1000_0000_0000 | 7 << 40, -(MATE - 12)),
                (five | 1 << 16, MATE - 5),
            ],
        )
    }

    #[test]
    fn round_trips_and_keeps_only_decisive_positions() {
        let level = sample();
        assert_eq!(level.decisive(), 3);
        assert_eq!(level.won(), 2);
        let read = BookLevel::from_bytes(&level.to_bytes()).unwrap();
        assert_eq!(read, level);
        assert_eq!(read.value(0b1_1111 | 3 << 16), MATE - 3);
        assert_eq!(read.value(0b1111_1000_0000_0000 | 7 << 40), -(MATE - 12));
        // Not stored: a draw.
        assert_eq!(read.value(0b1_1111), 0);
        assert_eq!(read.positions(), 10);
    }

    #[test]
    fn every_key_is_found_across_its_blocks_and_no_other() {
        // 200 keys with five pieces (the low 16 bits), in steps of one to a few hundred bytes'
        // worth of difference, so that blocks hold differences of several lengths.
        let five = 0b1_1111u64;
        let keys: Vec<u64> = (0..200u64).map(|i| five | (i * i * 977 + i) << 16).collect();
        let values: Vec<(u64, i8)> = keys
            .iter()
            .enumerate()
            .map(|(i, &k)| {
                (
                    k,
                    if i % 2 == 0 {
                        MATE - 3 - (i % 7) as i8
                    } else {
                        -(MATE - 4)
                    },
                )
            })
            .collect();
        for level in [
            BookLevel::from_values(FIVE_PIECES, 4, true, 1000, &values),
            BookLevel::from_bytes(&BookLevel::from_values(FIVE_PIECES, 4, true, 1000, &values).to_bytes())
                .unwrap(),
        ] {
            assert_eq!(level.decisive(), 200);
            for &(k, v) in &values {
                assert_eq!(level.value(k), v, "{k:x}");
                assert_eq!(level.value(k + (1 << 16)), 0, "{k:x} and one");
                assert_eq!(level.value(k - 1), 0, "{k:x} less one");
            }
            assert_eq!(level.value(0), 0);
            assert_eq!(level.value(u64::MAX), 0);
        }
        let empty = BookLevel::from_values(FIVE_PIECES, 1, false, 5, &[]);
        assert_eq!(empty.value(five), 0);
        assert_eq!(BookLevel::from_bytes(&empty.to_bytes()).unwrap(), empty);
    }

    #[test]
    fn a_shipped_reading_indexes_as_the_checked_one() {
        // Every 16-bit occupancy of five cells under a few high parts: most differences are
        // one byte, a few are several, and the counts cut blocks and runs of eight anywhere.
        let masks: Vec<u64> = (0..=u16::MAX as u64).filter(|m| m.count_ones() == 5).collect();
        for count in [0, 1, 7, 8, 9, 31, 32, 33, 40, 100, 1000, 3 * masks.len()] {
            let values: Vec<(u64, i8)> = (0..count)
                .map(|i| {
                    let high = ((i / masks.len()) as u64 * 977) << 16;
                    let value = if i % 3 == 0 { MATE - 3 } else { -(MATE - 4) };
                    (masks[i % masks.len()] | high, value)
                })
                .collect();
            let bytes = BookLevel::from_values(FIVE_PIECES, 4, true, 100_000, &values).to_bytes();
            let checked = BookLevel::from_bytes(&bytes).unwrap();
            let shipped = BookLevel::read(Cow::Owned(bytes.clone()), Reading::Shipped).unwrap();
            assert_eq!(shipped, checked, "{count} keys");
            for &(k, v) in &values {
                assert_eq!(shipped.value(k), v, "{count} keys: {k:x}");
            }
            // A count beyond the keys: refused, not read past the file.
            let mut more = bytes.clone();
            more[14..18].copy_from_slice(&(count as u32 + 5).to_le_bytes());
            assert!(
                BookLevel::read(Cow::Owned(more), Reading::Shipped).is_err(),
                "{count} keys"
            );
        }
    }

    #[test]
    fn a_sixth_level_is_written_and_read_as_one() {
        let six = 0b11_1111u64;
        let values = [(six | 5 << 16, MATE - 3), (six | 9 << 16, -(MATE - 6)), (six, 0)];
        let level = BookLevel::from_values(SIX_PIECES, 4, false, 7, &values);
        let bytes = level.to_bytes();
        assert!(bytes.starts_with(b"QTOSIXL1"));
        let read = BookLevel::from_bytes(&bytes).unwrap();
        assert_eq!(read, level);
        assert_eq!(read.pieces(), SIX_PIECES);
        assert_eq!(read.value(six | 9 << 16), -(MATE - 6));
        assert_eq!(read.value(six), 0);
        assert!(BookLevel::valid_record(SIX_PIECES, six | 5 << 16, MATE - 3));
        assert!(!BookLevel::valid_record(FIVE_PIECES, six | 5 << 16, MATE - 3));
        // A key of five pieces in a sixth level's file: refused.
        let wrong = BookLevel::from_values(SIX_PIECES, 4, false, 7, &[(0b1_1111 | 5 << 16, MATE - 3)]);
        let err = BookLevel::from_bytes(&wrong.to_bytes()).unwrap_err();
        assert!(err.0.contains("6 pieces"), "{err}");
    }

    #[test]
    fn damaged_levels_are_refused_with_a_reason() {
        let bytes = sample().to_bytes();
        assert!(BookLevel::from_bytes(b"nonsense").is_err());
        let err = BookLevel::from_bytes(&bytes[..bytes.len() - 1]).unwrap_err();
        assert!(err.0.contains("checksum") || err.0.contains("short"), "{err}");
        let mut flipped = bytes.clone();
        flipped[21] ^= 1;
        let err = BookLevel::from_bytes(&flipped).unwrap_err();
        assert!(err.0.contains("checksum"), "{err}");
        // A well-formed file with a draw stored.
        let mut content = bytes[..bytes.len() - 8].to_vec();
        let n = content.len();
        content[n - 1] = 0;
        let check = fnv1a(&content);
        content.extend_from_slice(&check.to_le_bytes());
        let err = BookLevel::from_bytes(&content).unwrap_err();
        assert!(err.0.contains("impossible value"), "{err}");
    }
}
