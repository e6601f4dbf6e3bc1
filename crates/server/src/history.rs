//! A game's history as the server keeps it: every action with its seat and time, shared between
//! a room's state and the snapshots it publishes without being copied on every change, and
//! able to say which part of it a client already has (so that a state message carries only the
//! new entries — see `docs/api.md`, `history_from`).
//!
//! The entries are kept in frozen chunks of [`CHUNK`] shared by every copy, and a short tail:
//! a copy costs at most one chunk's entries, however long the game. A take-back (the only
//! change that is not an append) counts as a cut, remembered with how many entries it kept.

use std::sync::Arc;

use serde::ser::{Serialize, SerializeSeq, Serializer};

use crate::model::HistoryEntry;

/// The entries of a frozen chunk: few, as the tail is copied at every change of the game (with
/// 64, a whole Quarto! game of at most 32 actions was copied every time).
pub const CHUNK: usize = 8;

/// The take-backs remembered, to tell a client what it still has after them; a client that
/// missed more is sent the whole history.
const CUTS_KEPT: usize = 16;

/// A game's history: see the module docs.
#[derive(Clone, Debug, Default)]
pub struct History {
    chunks: Vec<Arc<[HistoryEntry]>>,
    tail: Vec<HistoryEntry>,
    /// How many take-backs there were.
    cuts: u64,
    /// The latest take-backs: (the count after it, the entries it kept).
    recent_cuts: Vec<(u64, usize)>,
}

/// Where a reader of the history is: the take-backs it knows of and the entries it has. A
/// client whose mark is known gets only what changed since ([`History::unchanged`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    cuts: u64,
    len: usize,
}

impl History {
    /// An empty history.
    pub fn new() -> History {
        History::default()
    }

    /// How many entries.
    pub fn len(&self) -> usize {
        self.chunks.len() * CHUNK + self.tail.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The entry at `index`.
    pub fn get(&self, index: usize) -> Option<&HistoryEntry> {
        match self.chunks.get(index / CHUNK) {
            Some(chunk) => chunk.get(index % CHUNK),
            None => self.tail.get(index - self.chunks.len() * CHUNK),
        }
    }

    /// The last entry.
    pub fn last(&self) -> Option<&HistoryEntry> {
        self.tail
            .last()
            .or_else(|| self.chunks.last().and_then(|c| c.last()))
    }

    /// Every entry, in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &HistoryEntry> + '_ {
        self.chunks.iter().flat_map(|c| c.iter()).chain(self.tail.iter())
    }

    /// The entries from `from` on.
    pub fn iter_from(&self, from: usize) -> impl Iterator<Item = &HistoryEntry> + '_ {
        self.iter().skip(from)
    }

    /// Appends an entry.
    pub fn push(&mut self, entry: HistoryEntry) {
        self.tail.push(entry);
        if self.tail.len() == CHUNK {
            self.chunks.push(std::mem::take(&mut self.tail).into());
        }
    }

    /// Keeps the first `len` entries (a take-back).
    pub fn truncate(&mut self, len: usize) {
        if len >= self.len() {
            return;
        }
        let full = len / CHUNK;
        if full < self.chunks.len() {
            let partial = self.chunks[full][..len % CHUNK].to_vec();
            self.chunks.truncate(full);
            self.tail = partial;
        } else {
            self.tail.truncate(len - full * CHUNK);
        }
        self.cuts += 1;
        self.recent_cuts.push((self.cuts, len));
        if self.recent_cuts.len() > CUTS_KEPT {
            self.recent_cuts.remove(0);
        }
    }

    /// Where a reader that has all of this history is.
    pub fn mark(&self) -> Mark {
        Mark {
            cuts: self.cuts,
            len: self.len(),
        }
    }

    /// How many of the first entries a reader at `mark` (of this history, earlier) has as they
    /// are now; `None` when that cannot be told (too many take-backs since): it needs all.
    pub fn unchanged(&self, mark: Mark) -> Option<usize> {
        if mark.cuts > self.cuts {
            return None;
        }
        let mut kept = mark.len.min(self.len());
        if mark.cuts < self.cuts {
            let oldest = self.recent_cuts.first()?.0;
            if oldest > mark.cuts + 1 {
                return None;
            }
            for &(_, k) in self.recent_cuts.iter().filter(|(n, _)| *n > mark.cuts) {
                kept = kept.min(k);
            }
        }
        Some(kept)
    }

    /// The entries from `from` on, to write out.
    pub fn from(&self, from: usize) -> HistoryFrom<'_> {
        HistoryFrom {
            history: self,
            from: from.min(self.len()),
        }
    }

    /// Every entry, copied.
    pub fn to_vec(&self) -> Vec<HistoryEntry> {
        self.iter().cloned().collect()
    }
}

impl PartialEq for History {
    /// Two histories are equal when their entries are.
    fn eq(&self, other: &History) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl FromIterator<HistoryEntry> for History {
    fn from_iter<I: IntoIterator<Item = HistoryEntry>>(entries: I) -> History {
        let mut history = History::new();
        for entry in entries {
            history.push(entry);
        }
        history
    }
}

/// The entries of a history from one on, written as a JSON array.
#[derive(Clone, Copy, Debug)]
pub struct HistoryFrom<'a> {
    history: &'a History,
    from: usize,
}

impl HistoryFrom<'_> {
    /// The index of the first entry.
    pub fn start(&self) -> usize {
        self.from
    }

    /// How many entries.
    pub fn len(&self) -> usize {
        self.history.len() - self.from
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Serialize for HistoryFrom<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for entry in self.history.iter_from(self.from) {
            seq.serialize_element(entry)?;
        }
        seq.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(i: usize) -> HistoryEntry {
        HistoryEntry {
            seat: (i % 2) as u8,
            action: format!("a{i}"),
            at: i as u64,
        }
    }

    fn of(n: usize) -> History {
        (0..n).map(entry).collect()
    }

    #[test]
    fn entries_are_kept_in_order_across_chunks_and_take_backs() {
        let mut h = of(3 * CHUNK + 5);
        assert_eq!(h.len(), 3 * CHUNK + 5);
        assert_eq!(h.get(CHUNK + 1), Some(&entry(CHUNK + 1)));
        assert_eq!(h.last(), Some(&entry(3 * CHUNK + 4)));
        for len in [3 * CHUNK + 2, 2 * CHUNK, CHUNK + 7, 0] {
            h.truncate(len);
            assert_eq!(h.to_vec(), (0..len).map(entry).collect::<Vec<_>>());
            for i in len..len + CHUNK + 3 {
                h.push(entry(i));
            }
            assert_eq!(h, of(len + CHUNK + 3));
            h.truncate(len);
        }
        let json = serde_json::to_string(&of(CHUNK + 2).from(CHUNK)).unwrap();
        assert_eq!(
            json,
            serde_json::to_string(&[entry(CHUNK), entry(CHUNK + 1)]).unwrap()
        );
        assert_eq!(of(3).from(9).len(), 0);
    }

    #[test]
    fn a_copy_shares_the_frozen_chunks() {
        let h = of(10 * CHUNK);
        let copy = h.clone();
        assert!(Arc::ptr_eq(&h.chunks[3], &copy.chunks[3]));
    }

    #[test]
    fn a_reader_is_told_what_it_still_has() {
        let mut h = of(10);
        let seen = h.mark();
        h.push(entry(10));
        assert_eq!(h.unchanged(seen), Some(10));
        h.truncate(8);
        h.push(entry(8));
        assert_eq!(h.unchanged(seen), Some(8));
        let later = h.mark();
        h.truncate(5);
        h.truncate(3);
        assert_eq!(h.unchanged(seen), Some(3));
        assert_eq!(h.unchanged(later), Some(3));
        assert_eq!(h.unchanged(h.mark()), Some(3));
        // Too many take-backs since: the whole history.
        for _ in 0..CUTS_KEPT + 1 {
            h.push(entry(3));
            h.truncate(3);
        }
        assert_eq!(h.unchanged(seen), None);
        assert_eq!(h.unchanged(h.mark()), Some(3));
    }
}
