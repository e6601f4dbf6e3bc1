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
//! A level is read where it lies (the shipped ones in the binary): its index is part of the
//! file, so that a first look-up costs no more than the others (building the index of the
//! standard game's sixth level, 6.7 million keys, took 20 ms of a process's first answer).
//! A value is stored as its distance alone, in four bits: the player to place wins on his own
//! placements, the first, third, …, and loses on the opponent's, so an odd distance is a win
//! (`MATE − d`) and an even one a loss (`−(MATE − d)`).
//!
//! File format (`QTOFIVE2` for the fifth level, `QTOSIXL2` for the sixth; all integers
//! little-endian; the `m` keys come in blocks of [`BLOCK`], the last one shorter):
//!
//! | bytes | what |
//! |---|---|
//! | 8 | the magic, `QTOFIVE2` or `QTOSIXL2` |
//! | 1 | the number of counted attributes, 1 to 4 |
//! | 1 | 1 if squares count, else 0 |
//! | 4 | the number of positions of the level, draws included |
//! | 4 | `m`, the number of decisive positions stored |
//! | 8 × blocks | the first key of each block |
//! | 4 × blocks | where the differences of each block's other keys start, counted from the first block's |
//! | varies | the canonical keys in increasing order: for each block, its keys after the first, each as its difference from the one before in LEB128 |
//! | ⌈m/2⌉ | the distances of the `m` positions, four bits each, the first in the low bits of its byte (an odd `m` leaves the last high bits zero) |
//! | 8 | an FNV-1a 64-bit checksum of everything before it |

use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;

use quartet_core::quarto::Rules;

use super::board::{Pos, canonical};
use super::book::{BadBook, Reading, fnv1a, read_frame, read_keys, valid_score, variant_slot, write_keys};
use super::search::MATE;
use super::tables::Tables;

/// The pieces on the board of a position of the fifth level.
pub const FIVE_PIECES: u32 = 5;
/// The pieces on the board of a position of the sixth level.
pub const SIX_PIECES: u32 = 6;

/// The magic of a level's file, by its pieces: the fifth's, the sixth's.
const MAGICS: [(u32, &[u8; 8]); 2] = [(FIVE_PIECES, b"QTOFIVE2"), (SIX_PIECES, b"QTOSIXL2")];
/// The length of every magic.
const MAGIC_LEN: usize = 8;
/// The bytes of the header after the magic: attributes, squares, positions, `m`.
const HEADER: usize = 10;
/// Where the index starts.
const INDEX_AT: usize = MAGIC_LEN + HEADER;

/// The magic of the level with `pieces` pieces (the fifth's for any other number: only the
/// fifth and sixth levels are made).
fn magic(pieces: u32) -> &'static [u8; 8] {
    MAGICS
        .iter()
        .find(|(p, _)| *p == pieces)
        .map_or(MAGICS[0].1, |(_, m)| m)
}

/// The keys of a block: a look-up finds its block in the index, then decodes at most
/// `BLOCK - 1` differences. The index takes 12 bytes a block, about 0.19 bytes a key.
const BLOCK: usize = 64;

/// A deeper level of a variant's book (see the module docs), kept as its file: the shipped
/// levels are read where they lie in the binary, not copied.
#[derive(Clone, PartialEq, Eq)]
pub struct BookLevel {
    /// The pieces on the board of its positions.
    pieces: u32,
    attributes: u8,
    squares: bool,
    positions: u32,
    /// The file.
    bytes: Cow<'static, [u8]>,
    /// The decisive positions stored.
    count: usize,
    /// Where the index's offsets start in `bytes` (its keys start at [`INDEX_AT`]).
    offsets_at: usize,
    /// Where the keys' differences start.
    keys_at: usize,
    /// Where the distances start (the differences end there).
    distances_at: usize,
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

/// Whether a key is one of a position with `pieces` pieces on the board.
fn level_key(key: u64, pieces: u32) -> bool {
    (key as u16).count_ones() == pieces
}

/// The distance of a decisive value (distance scale).
fn distance(score: i8) -> i8 {
    MATE - score.saturating_abs()
}

/// Whether a decisive position with `pieces` pieces on the board can be that far from the
/// end: at least one placement, at most one a cell left.
fn distance_fits(pieces: u32, distance: u8) -> bool {
    distance >= 1 && distance as u32 <= 16u32.saturating_sub(pieces)
}

/// The value (distance scale) of a decisive position of a level from its distance: a win when
/// it is odd, a loss when it is even (see the module docs).
fn score_of(distance: u8) -> i8 {
    let d = distance as i8;
    if d % 2 == 1 { MATE - d } else { -(MATE - d) }
}

/// The layout of a level's `m` keys in a file of `content` bytes (before the checksum):
/// where the index's offsets, the differences and the distances start; `None` when they do
/// not fit.
fn layout(m: usize, content: usize) -> Option<(usize, usize, usize)> {
    let blocks = m.div_ceil(BLOCK);
    let offsets_at = INDEX_AT.checked_add(blocks.checked_mul(8)?)?;
    let keys_at = offsets_at.checked_add(blocks * 4)?;
    let distances_at = content.checked_sub(m.div_ceil(2))?;
    (keys_at <= distances_at).then_some((offsets_at, keys_at, distances_at))
}

impl BookLevel {
    /// The level of the positions with `pieces` pieces (five or six), `positions` of them, of
    /// which `values` gives the (key, value) of the decisive ones; draws among them are
    /// dropped. Every record must be one of the level's ([`BookLevel::valid_record`]).
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
        debug_assert!(values.iter().all(|&(k, s)| BookLevel::valid_record(pieces, k, s)));
        let mut decisive: Vec<(u64, i8)> = values.iter().copied().filter(|&(_, s)| s != 0).collect();
        decisive.sort_unstable_by_key(|&(k, _)| k);
        decisive.dedup_by_key(|&mut (k, _)| k);
        let count = decisive.len();
        let blocks: Vec<&[(u64, i8)]> = decisive.chunks(BLOCK).collect();
        let mut bytes = Vec::with_capacity(INDEX_AT + 12 * blocks.len() + 2 * count + 8);
        bytes.extend_from_slice(magic(pieces));
        bytes.push(attributes);
        bytes.push(squares as u8);
        bytes.extend_from_slice(&positions.to_le_bytes());
        bytes.extend_from_slice(&(count as u32).to_le_bytes());
        for block in &blocks {
            bytes.extend_from_slice(&block[0].0.to_le_bytes());
        }
        let mut differences = Vec::with_capacity(count);
        for block in &blocks {
            bytes.extend_from_slice(&(differences.len() as u32).to_le_bytes());
            let first = block[0].0;
            // Each key's difference from the one before, written as keys from the first.
            write_keys(&mut differences, block[1..].iter().map(|&(k, _)| k - first));
        }
        bytes.extend_from_slice(&differences);
        for pair in decisive.chunks(2) {
            let nibble = |i: usize| pair.get(i).map_or(0, |&(_, s)| distance(s) as u8 & 15);
            bytes.push(nibble(0) | nibble(1) << 4);
        }
        let (offsets_at, keys_at, distances_at) =
            layout(count, bytes.len()).expect("a level laid out as `layout` reads it");
        let check = fnv1a(&bytes);
        bytes.extend_from_slice(&check.to_le_bytes());
        BookLevel {
            pieces,
            attributes,
            squares,
            positions,
            bytes: Cow::Owned(bytes),
            count,
            offsets_at,
            keys_at,
            distances_at,
        }
    }

    /// Whether a key and value are those of a position of the level with `pieces` pieces (a
    /// check for values read back from a file): a draw, or a win at an odd distance or a
    /// loss at an even one, no farther than the cells left.
    pub fn valid_record(pieces: u32, key: u64, score: i8) -> bool {
        let d = distance(score);
        level_key(key, pieces)
            && valid_score(score)
            && (score == 0 || (distance_fits(pieces, d as u8) && score_of(d as u8) == score))
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

    /// How many of them are won for the player to place (an odd distance).
    pub fn won(&self) -> usize {
        (0..self.count)
            .filter(|&i| self.stored_distance(i) % 2 == 1)
            .count()
    }

    /// The distance stored for the `i`th decisive position.
    fn stored_distance(&self, i: usize) -> u8 {
        let byte = self.bytes.get(self.distances_at + i / 2).copied().unwrap_or(0);
        if i.is_multiple_of(2) { byte & 15 } else { byte >> 4 }
    }

    /// The first key of block `b` (0 past the index's end).
    fn block_key(&self, b: usize) -> u64 {
        let at = INDEX_AT + 8 * b;
        self.bytes
            .get(at..at + 8)
            .and_then(|s| s.try_into().ok())
            .map_or(0, u64::from_le_bytes)
    }

    /// Where the differences of block `b` start in `bytes`.
    fn block_start(&self, b: usize) -> usize {
        let at = self.offsets_at + 4 * b;
        self.keys_at
            + self
                .bytes
                .get(at..at + 4)
                .and_then(|s| s.try_into().ok())
                .map_or(0, u32::from_le_bytes) as usize
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
        // The block that would hold it (the last whose first key is not above it), then its
        // keys one by one.
        let (mut lo, mut hi) = (0, self.count.div_ceil(BLOCK));
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.block_key(mid) <= key {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let Some(block) = lo.checked_sub(1) else {
            return 0;
        };
        let (mut k, mut at, mut n) = (self.block_key(block), self.block_start(block), block * BLOCK);
        loop {
            if k == key {
                return score_of(self.stored_distance(n));
            }
            if k > key {
                return 0;
            }
            n += 1;
            if n == self.count || n.is_multiple_of(BLOCK) {
                return 0;
            }
            let Some(delta) = difference_at(&self.bytes[..self.distances_at], &mut at) else {
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
            return bad("it does not start with QTOFIVE2 or QTOSIXL2".into());
        };
        let (content, attributes, squares) = read_frame(bytes, body, HEADER, reading, "a level of the book")?;
        let positions = u32::from_le_bytes([body[2], body[3], body[4], body[5]]);
        let m = u32::from_le_bytes([body[6], body[7], body[8], body[9]]) as usize;
        if m > positions as usize {
            return bad(format!("{m} decisive positions of {positions}"));
        }
        let Some((offsets_at, keys_at, distances_at)) = layout(m, content.len()) else {
            return bad(format!(
                "{} bytes is too short for the index and values of {m} positions",
                bytes.len()
            ));
        };
        let level = BookLevel {
            pieces,
            attributes,
            squares,
            positions,
            bytes: file,
            count: m,
            offsets_at,
            keys_at,
            distances_at,
        };
        if reading == Reading::Checked {
            level.check()?;
        }
        Ok(level)
    }

    /// Every check of a level read from a file whose layout fits: each key one of the level's
    /// and above the one before, each block's differences where the index says and the last
    /// ending where the distances start, and each distance one a decisive position of the
    /// level can have.
    fn check(&self) -> Result<(), BadBook> {
        let bad = |why: String| Err(BadBook(why));
        let of_level = |key: u64| {
            if level_key(key, self.pieces) {
                Ok(())
            } else {
                Err(format!("does not have {} pieces on the board", self.pieces))
            }
        };
        let mut rest = &self.bytes[self.keys_at..self.distances_at];
        let mut last = None;
        for (b, start) in (0..self.count).step_by(BLOCK).enumerate() {
            if self.block_start(b) != self.distances_at - rest.len() {
                return bad(format!("block {b}'s keys are not where the index says"));
            }
            let first = self.block_key(b);
            if last.is_some_and(|last| first <= last) {
                return bad(format!("block {b}'s first key is not above the key before"));
            }
            of_level(first).map_err(|why| BadBook(format!("block {b}'s first key {why}")))?;
            // The block's other keys, as `write_keys` wrote them: from its first.
            let others = read_keys(
                &mut rest,
                BLOCK.min(self.count - start) - 1,
                64,
                |from_first| match first.checked_add(from_first) {
                    _ if from_first == 0 => Err("repeats the one before".into()),
                    Some(key) => of_level(key),
                    None => Err("is beyond 64 bits".into()),
                },
            )
            .map_err(|why| BadBook(format!("block {b}: {}", why.0)))?;
            last = Some(first + others.last().copied().unwrap_or(0));
        }
        if !rest.is_empty() {
            return bad(format!(
                "{} bytes of keys are left after {} keys",
                rest.len(),
                self.count
            ));
        }
        for i in 0..self.count {
            let d = self.stored_distance(i);
            if !distance_fits(self.pieces, d) {
                return bad(format!("position {i} has the impossible distance {d}"));
            }
        }
        if self.count % 2 == 1 && self.stored_distance(self.count) != 0 {
            return bad("the last byte of the distances has bits beyond them".into());
        }
        Ok(())
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
                (0b1111_1000_0000_0000 | 7 << 40, -(MATE - 10)),
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
        assert_eq!(read.value(0b1111_1000_0000_0000 | 7 << 40), -(MATE - 10));
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
                        MATE - 3 - 2 * (i % 4) as i8
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
    fn a_shipped_reading_reads_as_the_checked_one() {
        // Every 16-bit occupancy of five cells under a few high parts: most differences are
        // one byte, a few are several, and the counts cut blocks anywhere.
        let masks: Vec<u64> = (0..=u16::MAX as u64).filter(|m| m.count_ones() == 5).collect();
        for count in [0, 1, 2, 63, 64, 65, 100, 1000, 3 * masks.len()] {
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
            // A count whose index and values cannot fit in the file: refused, not read past
            // it. (A shipped reading checks only the layout; every shipped file is read with
            // every check in `tests/book.rs`.)
            let mut more = bytes.clone();
            more[10..14].copy_from_slice(&u32::MAX.to_le_bytes());
            more[14..18].copy_from_slice(&(bytes.len() as u32 * 2 + 200).to_le_bytes());
            let err = BookLevel::read(Cow::Owned(more), Reading::Shipped).unwrap_err();
            assert!(err.0.contains("too short for the index"), "{count} keys: {err}");
        }
    }

    #[test]
    fn a_sixth_level_is_written_and_read_as_one() {
        let six = 0b11_1111u64;
        let values = [(six | 5 << 16, MATE - 3), (six | 9 << 16, -(MATE - 6)), (six, 0)];
        let level = BookLevel::from_values(SIX_PIECES, 4, false, 7, &values);
        let bytes = level.to_bytes();
        assert!(bytes.starts_with(b"QTOSIXL2"));
        let read = BookLevel::from_bytes(&bytes).unwrap();
        assert_eq!(read, level);
        assert_eq!(read.pieces(), SIX_PIECES);
        assert_eq!(read.value(six | 9 << 16), -(MATE - 6));
        assert_eq!(read.value(six), 0);
        assert!(BookLevel::valid_record(SIX_PIECES, six | 5 << 16, MATE - 3));
        assert!(!BookLevel::valid_record(FIVE_PIECES, six | 5 << 16, MATE - 3));
        // A key of five pieces in a sixth level's file: refused.
        // A fifth level's file under the sixth's magic: its keys have five pieces.
        let five = BookLevel::from_values(FIVE_PIECES, 4, false, 7, &[(0b1_1111 | 5 << 16, MATE - 3)]);
        let mut wrong = five.to_bytes();
        let n = wrong.len() - 8;
        wrong[..MAGIC_LEN].copy_from_slice(magic(SIX_PIECES));
        let check = fnv1a(&wrong[..n]);
        wrong[n..].copy_from_slice(&check.to_le_bytes());
        let err = BookLevel::from_bytes(&wrong).unwrap_err();
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
        // Well-formed files with what no position of the level can have: a draw stored, a
        // distance beyond the cells left, a distance after the last position.
        let rewrite = |at_end: usize, byte: u8| {
            let mut content = bytes[..bytes.len() - 8].to_vec();
            let n = content.len();
            content[n - 1 - at_end] = byte;
            let check = fnv1a(&content);
            content.extend_from_slice(&check.to_le_bytes());
            BookLevel::from_bytes(&content).unwrap_err()
        };
        // The sample's three distances: 3 and 10 in the first byte, 5 in the second's low bits.
        let err = rewrite(0, 0);
        assert!(err.0.contains("impossible distance 0"), "{err}");
        let err = rewrite(1, 3 | 12 << 4);
        assert!(err.0.contains("impossible distance 12"), "{err}");
        let err = rewrite(0, 5 | 3 << 4);
        assert!(err.0.contains("bits beyond them"), "{err}");
        // A key repeated, and keys left over.
        let twice = BookLevel::from_values(
            FIVE_PIECES,
            4,
            false,
            10,
            &[(0b1_1111, MATE - 3), (0b10_1111, MATE - 3)],
        );
        let mut content = twice.to_bytes()[..twice.to_bytes().len() - 8].to_vec();
        let diff_at = INDEX_AT + 12;
        assert_eq!(content[diff_at], 0b1_0000);
        content[diff_at] = 0;
        let check = fnv1a(&content);
        content.extend_from_slice(&check.to_le_bytes());
        let err = BookLevel::from_bytes(&content).unwrap_err();
        assert!(err.0.contains("repeats"), "{err}");
        // The difference in two bytes where one holds it: it would not be written back the
        // same.
        content.truncate(content.len() - 8);
        content[diff_at] = 0x80 | 0b1_0000;
        content.insert(diff_at + 1, 0);
        let check = fnv1a(&content);
        content.extend_from_slice(&check.to_le_bytes());
        let err = BookLevel::from_bytes(&content).unwrap_err();
        assert!(err.0.contains("shortest form"), "{err}");
    }
}
