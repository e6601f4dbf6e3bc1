//! The transposition table: a fixed-size, lock-free table shared by the search threads.
//!
//! Keys are exact 64-bit canonical keys (see `board::canonical`), so two positions share an
//! entry only when they are images of each other under the variant's symmetry group. Each
//! entry is two atomic words, `key ^ data` and `data` (the lockless scheme of Hyatt and
//! Mann): a torn write by two threads at once fails the check and reads as a miss, never as a
//! wrong entry. Entries hold a lower and an upper bound of the exact value (so every entry is
//! a true statement, whatever search wrote it), the best move in canonical coordinates, the
//! log₂ of the work spent, and a generation. Buckets of four entries fill one cache line; the
//! entry with the least work from an older generation is replaced first.
//!
//! The words come from zeroed memory straight from the allocator (`calloc`): the operating
//! system maps a page only when it is first touched, so a large table costs nothing until a
//! solve uses it. A solve that stores few entries uses only the start of the table
//! ([`Table::use_at_most`]): spread over the whole table, even a few thousand entries touch
//! every page, and a first touch is dear (the kernel zeroes the page, 2 MiB of it when the
//! allocator asked for huge pages).

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use zerocopy::FromZeros;

/// Words in a bucket: four entries of (check, data), one cache line.
const BUCKET_WORDS: usize = 8;

/// A probe's answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Hit {
    /// The exact value is at least this (distance scale).
    pub lower: i8,
    /// The exact value is at most this (distance scale).
    pub upper: i8,
    /// The best move found, canonical, packed `cell << 4 | piece`.
    pub best: Option<u8>,
    /// Whether the best move is proven to reach the lower bound.
    pub proven: bool,
}

/// The shared table.
pub(crate) struct Table {
    /// The words, a few more than the buckets need, so that the buckets can start on a cache
    /// line.
    words: Box<[AtomicU64]>,
    /// Where the first bucket starts in `words`.
    start: usize,
    /// Buckets (a power of two).
    buckets: usize,
    /// The buckets in use (a power of two, at most `buckets`) less one: the mask of an index.
    in_use: AtomicUsize,
    generation: AtomicU64,
}

/// One bucket: the words of four entries.
#[derive(Copy, Clone)]
struct Bucket<'a>(&'a [AtomicU64; BUCKET_WORDS]);

/// A table that cannot be had: more memory than the allocator gives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the allocator refused the memory")]
pub(crate) struct TableTooLarge;

const VALID: u64 = 1 << 63;
/// The "no bound" value of a lower bound (the search's `-INF`).
const INF_BOUND: i8 = 101;

/// The buckets that fit in `bytes` bytes: a power of two (for a mask instead of a division),
/// at least one.
fn buckets_in(bytes: usize) -> usize {
    1 << (bytes / (8 * BUCKET_WORDS)).max(1).ilog2()
}

impl Table {
    /// A table of at most `bytes` bytes (at least one bucket), or an error if the memory
    /// cannot be had.
    pub fn new(bytes: usize) -> Result<Table, TableTooLarge> {
        let buckets = buckets_in(bytes);
        let words = buckets
            .checked_mul(BUCKET_WORDS)
            .and_then(|w| w.checked_add(BUCKET_WORDS))
            .ok_or(TableTooLarge)?;
        let words = <[AtomicU64]>::new_box_zeroed_with_elems(words).map_err(|_| TableTooLarge)?;
        let misalignment = (words.as_ptr() as usize / 8) % BUCKET_WORDS;
        let start = (BUCKET_WORDS - misalignment) % BUCKET_WORDS;
        Ok(Table {
            words,
            start,
            buckets,
            in_use: AtomicUsize::new(buckets - 1),
            generation: AtomicU64::new(1),
        })
    }

    /// The table's size in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets * BUCKET_WORDS * 8
    }

    /// Bucket `i`.
    #[inline(always)]
    fn nth(&self, i: usize) -> Bucket<'_> {
        let at = self.start + i * BUCKET_WORDS;
        Bucket(
            self.words[at..at + BUCKET_WORDS]
                .try_into()
                .expect("a bucket is whole"),
        )
    }

    /// Every bucket.
    fn all(&self) -> impl Iterator<Item = Bucket<'_>> {
        (0..self.buckets).map(|i| self.nth(i))
    }

    /// Uses only the first `bytes` of the table (at least one bucket, at most the whole
    /// table) until the next call. Entries stored under another span are found only where both
    /// spans put them; elsewhere they read as misses, never as wrong entries (keys are exact).
    pub fn use_at_most(&self, bytes: usize) {
        self.in_use
            .store(buckets_in(bytes).min(self.buckets) - 1, Ordering::Relaxed);
    }

    /// The last bucket that holds an entry.
    #[cfg(test)]
    pub(crate) fn last_written_bucket(&self) -> Option<usize> {
        (0..self.buckets)
            .rev()
            .find(|&i| (0..4).any(|e| self.nth(i).0[2 * e + 1].load(Ordering::Relaxed) & VALID != 0))
    }

    /// Starts a new generation: older entries are replaced first.
    pub fn new_generation(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    /// Forgets everything.
    pub fn clear(&self) {
        for w in self.words.iter() {
            w.store(0, Ordering::Relaxed);
        }
    }

    /// How full the table is, in per mille, from a sample of buckets.
    pub fn fill_permille(&self) -> u32 {
        let sample = self.buckets.min(1000);
        let mut used = 0;
        for b in self.all().take(sample) {
            for e in 0..4 {
                if b.0[2 * e + 1].load(Ordering::Relaxed) & VALID != 0 {
                    used += 1;
                }
            }
        }
        (used * 1000 / (sample * 4).max(1)) as u32
    }

    #[inline(always)]
    fn bucket(&self, key: u64) -> Bucket<'_> {
        let h = key.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (key >> 29);
        let h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        self.nth((h >> 20) as usize & self.in_use.load(Ordering::Relaxed))
    }

    /// The entry of `key`, if present.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let b = self.bucket(key);
        for e in 0..4 {
            let data = b.0[2 * e + 1].load(Ordering::Relaxed);
            let check = b.0[2 * e].load(Ordering::Relaxed);
            if data & VALID != 0 && check ^ data == key {
                return Some(unpack(data));
            }
        }
        None
    }

    /// Records bounds for `key` (merged with what is there), the best move and the work.
    #[inline]
    pub fn store(&self, key: u64, lower: i8, upper: i8, best: Option<u8>, work: u64) {
        let b = self.bucket(key);
        let generation = self.generation.load(Ordering::Relaxed) & 0xffff;
        let work_log = (64 - work.leading_zeros()).min(63) as u64;
        let mut victim = 0;
        let mut victim_score = u64::MAX;
        for e in 0..4 {
            let data = b.0[2 * e + 1].load(Ordering::Relaxed);
            let check = b.0[2 * e].load(Ordering::Relaxed);
            if data & VALID != 0 && check ^ data == key {
                let old = unpack(data);
                // Keep the move that is proven to reach the better lower bound.
                let new_proven = best.is_some() && lower > -INF_BOUND;
                let (best, proven) = if new_proven && lower >= old.lower {
                    (best, true)
                } else if old.proven {
                    (old.best, true)
                } else {
                    (best.or(old.best), false)
                };
                let lower = lower.max(old.lower);
                let upper = upper.min(old.upper);
                let work_log = work_log.max((data >> 25) & 63);
                let new = pack(lower, upper, best, proven, work_log, generation);
                b.0[2 * e].store(key ^ new, Ordering::Relaxed);
                b.0[2 * e + 1].store(new, Ordering::Relaxed);
                return;
            }
            let score = if data & VALID == 0 {
                0
            } else {
                let old_gen = (data >> 32) & 0xffff;
                let stale = (old_gen != generation) as u64;
                // Stale entries first, then the least work.
                ((1 - stale) << 8) | (((data >> 25) & 63) + 1)
            };
            if score < victim_score {
                victim_score = score;
                victim = e;
            }
        }
        let proven = best.is_some() && lower > -INF_BOUND;
        let new = pack(lower, upper, best, proven, work_log, generation);
        b.0[2 * victim].store(key ^ new, Ordering::Relaxed);
        b.0[2 * victim + 1].store(new, Ordering::Relaxed);
    }
}

#[inline(always)]
fn pack(lower: i8, upper: i8, best: Option<u8>, proven: bool, work_log: u64, generation: u64) -> u64 {
    let (mv, has) = match best {
        Some(m) => (m as u64, 1u64),
        None => (0, 0),
    };
    VALID
        | (lower as u8 as u64)
        | (upper as u8 as u64) << 8
        | mv << 16
        | has << 24
        | work_log << 25
        | (proven as u64) << 31
        | generation << 32
}

#[inline(always)]
fn unpack(data: u64) -> Hit {
    Hit {
        lower: data as u8 as i8,
        upper: (data >> 8) as u8 as i8,
        best: if data & (1 << 24) != 0 {
            Some((data >> 16) as u8)
        } else {
            None
        },
        proven: data & (1 << 31) != 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_merges_and_replaces() {
        let t = Table::new(64 * 4).unwrap();
        assert_eq!(t.probe(42), None);
        t.store(42, -100, 0, Some(0x3a), 10);
        assert_eq!(
            t.probe(42),
            Some(Hit {
                lower: -100,
                upper: 0,
                best: Some(0x3a),
                proven: true,
            })
        );
        t.store(42, 0, 100, None, 5);
        let hit = t.probe(42).unwrap();
        assert_eq!((hit.lower, hit.upper, hit.best), (0, 0, Some(0x3a)));
        // Key 0 is a real key, not an empty slot.
        assert_eq!(t.probe(0), None);
        t.store(0, 1, 1, None, 1);
        assert_eq!(t.probe(0).map(|h| h.lower), Some(1));
        // Many keys: the table never answers for a key it does not hold.
        for k in 1000..3000u64 {
            t.store(k, (k % 3) as i8 - 1, 1, None, k);
        }
        for k in 1000..3000u64 {
            if let Some(h) = t.probe(k) {
                assert_eq!(h.lower, (k % 3) as i8 - 1);
            }
        }
    }

    #[test]
    fn a_smaller_span_keeps_to_the_start_and_never_answers_wrongly() {
        let t = Table::new(64 * 1024).unwrap();
        for k in 0..500u64 {
            t.store(k, 1, 1, None, 1);
        }
        t.use_at_most(64 * 16);
        // What the whole table stored reads as a miss or as itself.
        for k in 0..500u64 {
            if let Some(h) = t.probe(k) {
                assert_eq!((h.lower, h.upper), (1, 1));
            }
        }
        t.clear();
        for k in 0..500u64 {
            t.store(k, 0, 0, None, 1);
        }
        // Only the first 16 buckets were written.
        assert!(
            matches!(t.last_written_bucket(), Some(0..16)),
            "{:?}",
            t.last_written_bucket()
        );
        // A span beyond the table is the whole table.
        t.use_at_most(usize::MAX);
        assert_eq!(t.in_use.load(Ordering::Relaxed), t.buckets - 1);
    }

    #[test]
    fn too_large_is_an_error() {
        assert!(Table::new(usize::MAX / 2).is_err());
    }
}
