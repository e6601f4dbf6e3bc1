//! Building a book (see `book`): every position with at most four pieces on the board,
//! found level by level from the empty board under the variant's symmetries, the positions
//! with four pieces solved by the search (the value, then the distance when it is not a draw),
//! the ones with fewer by looking up the positions each turn leads to.
//!
//! The positions with four pieces are solved one after the other by every thread, each taking
//! the next one, all sharing one transposition table, in the order of their keys (positions
//! with the same cells occupied come together and share much of their search).

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use quartet_core::quarto::{Attribute, Rules};

use super::board::{Pos, canonical};
use super::book::{BOOK_PIECES, Book, BookEntry};
use super::search::{MATE, Searcher, Shared, WIN_MIN, to_parent};
use super::solver::SolveError;
use super::tables::Tables;
use super::tt::Table;

/// Progress of a book being built, readable from another thread.
#[derive(Debug, Default)]
pub struct BuildProgress {
    /// Positions found so far, all levels.
    pub found: AtomicUsize,
    /// Positions with four pieces solved so far.
    pub solved: AtomicUsize,
    /// Positions with four pieces to solve.
    pub to_solve: AtomicUsize,
    /// Nodes searched so far.
    pub nodes: AtomicU64,
}

/// A position of the book being built: its key, a representative and the piece in hand.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Found {
    pub key: u32,
    pub pos: Pos,
    pub hand: u8,
}

/// What a variant's searches need.
pub(crate) struct Variant {
    pub tables: &'static Tables,
    pub counted: u8,
    pub hot_mask: u8,
}

impl Variant {
    pub fn of(rules: Rules) -> Variant {
        Variant {
            tables: Tables::get(rules.squares),
            counted: rules.attributes.bits(),
            hot_mask: Attribute::ALL
                .iter()
                .filter(|&&a| rules.attributes.contains(a))
                .fold(0u8, |m, &a| m | 3 << (2 * a as u8)),
        }
    }

    /// The canonical key of a position of a book.
    pub fn key(&self, pos: &Pos, hand: u8) -> u32 {
        canonical(self.tables, pos, hand, self.counted).0 as u32
    }

    /// The turns of `pos` with `hand`: for each empty cell, the position after the placement
    /// and the pieces safe to give there (a placement cannot win: `hand` does not).
    pub fn turns(&self, pos: &Pos, hand: u8) -> impl Iterator<Item = (u32, Pos, u16)> + '_ {
        let pos = *pos;
        (0..16u32).filter(move |c| pos.occ & (1 << c) == 0).map(move |c| {
            let after = pos.place(hand, c, self.counted);
            (c, after, after.safe_gives(self.tables, self.hot_mask))
        })
    }
}

/// Every position of the book, by number of pieces on the board (see the module docs).
pub(crate) fn positions(rules: Rules, progress: &BuildProgress) -> Vec<Vec<Found>> {
    let v = Variant::of(rules);
    let start = Pos::from_masks(0, [0; 4], !1);
    let mut levels = vec![vec![Found {
        key: v.key(&start, 0),
        pos: start,
        hand: 0,
    }]];
    progress.found.store(1, Ordering::Relaxed);
    for _ in 0..BOOK_PIECES {
        let mut next: HashMap<u32, Found> = HashMap::new();
        for f in levels.last().into_iter().flatten() {
            for (_, after, safe) in v.turns(&f.pos, f.hand) {
                let mut gives = safe;
                while gives != 0 {
                    let q = gives.trailing_zeros() as u8;
                    gives &= gives - 1;
                    let mut child = after;
                    child.pool &= !(1 << q);
                    let key = v.key(&child, q);
                    next.entry(key).or_insert(Found {
                        key,
                        pos: child,
                        hand: q,
                    });
                }
            }
        }
        let mut level: Vec<Found> = next.into_values().collect();
        level.sort_by_key(|f| f.key);
        progress.found.fetch_add(level.len(), Ordering::Relaxed);
        levels.push(level);
    }
    levels
}

/// Builds the book of `rules` (its number of attributes and squares) with a table of
/// `hash_mib` MiB and `threads` threads.
pub fn build_book(
    rules: Rules,
    hash_mib: usize,
    threads: usize,
    progress: &BuildProgress,
) -> Result<Book, SolveError> {
    let v = Variant::of(rules);
    let levels = positions(rules, progress);
    let tt = Table::new(hash_mib.max(1).saturating_mul(1 << 20)).map_err(|e| SolveError::Memory {
        mib: hash_mib,
        reason: e.to_string(),
    })?;
    let stop = AtomicBool::new(false);
    let nodes = AtomicU64::new(0);
    let shared = Shared {
        tables: v.tables,
        tt: &tt,
        counted: v.counted,
        hot_mask: v.hot_mask,
        stop: &stop,
        nodes: &nodes,
        deadline: None,
        node_stop: None,
        tt_min_empty: 9,
        order_min: 8,
    };
    // The deepest level by search.
    let deepest = &levels[BOOK_PIECES as usize];
    progress.to_solve.store(deepest.len(), Ordering::Relaxed);
    let next = AtomicUsize::new(0);
    let solved: Mutex<Vec<Option<(i8, u8)>>> = Mutex::new(vec![None; deepest.len()]);
    std::thread::scope(|scope| {
        for id in 0..threads.max(1) {
            let (shared, next, solved, v) = (&shared, &next, &solved, &v);
            scope.spawn(move || {
                let mut searcher = Searcher::new(shared, id as u32 * 5);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(f) = deepest.get(i) else { break };
                    let answer = solve_one(&mut searcher, v, f);
                    if let Ok(mut all) = solved.lock() {
                        all[i] = Some(answer);
                    }
                    progress.solved.fetch_add(1, Ordering::Relaxed);
                    progress
                        .nodes
                        .store(shared.nodes.load(Ordering::Relaxed), Ordering::Relaxed);
                }
                searcher.flush();
            });
        }
    });
    let solved = solved.into_inner().map_err(|_| SolveError::Stopped)?;
    let mut entries: Vec<BookEntry> = Vec::new();
    let mut scores: HashMap<u32, i8> = HashMap::new();
    for (f, answer) in deepest.iter().zip(solved) {
        let (score, best) = answer.ok_or(SolveError::Stopped)?;
        scores.insert(f.key, score);
        entries.push(BookEntry {
            key: f.key,
            score,
            best,
        });
    }
    // The levels above from the ones below.
    for level in levels[..BOOK_PIECES as usize].iter().rev() {
        let mut above: Vec<(u32, i8)> = Vec::with_capacity(level.len());
        for f in level {
            let (score, best) =
                best_by_look_up(&v, f, |key| scores.get(&key).copied()).ok_or(SolveError::Stopped)?;
            above.push((f.key, score));
            entries.push(BookEntry {
                key: f.key,
                score,
                best,
            });
        }
        scores.extend(above);
    }
    Ok(Book::from_entries(
        rules.attributes.len() as u8,
        rules.squares,
        entries,
    ))
}

/// The value and a best turn (canonical) of one position by search: the value first, then,
/// when it is not a draw, the distance with a window on its side of zero.
fn solve_one(searcher: &mut Searcher<'_>, v: &Variant, f: &Found) -> (i8, u8) {
    let value = searcher.search::<false>(&f.pos, f.hand, -1, 1, true);
    let mut best = searcher.root_best;
    let score = match value {
        0 => 0,
        1.. => {
            let s = searcher.search::<true>(&f.pos, f.hand, WIN_MIN - 1, MATE, true);
            best = searcher.root_best;
            s
        }
        _ => {
            let s = searcher.search::<true>(&f.pos, f.hand, -MATE, -WIN_MIN + 1, true);
            best = searcher.root_best;
            s
        }
    };
    (score, canonical_turn(v, f, best))
}

/// A turn `(cell, piece)` of `f` in canonical coordinates; a turn without a safe give (every
/// give loses) gives the first piece of the pool.
fn canonical_turn(v: &Variant, f: &Found, turn: Option<(u32, u8)>) -> u8 {
    let (cell, piece) = turn.unwrap_or(((!f.pos.occ).trailing_zeros(), 16));
    let piece = if piece < 16 {
        piece
    } else {
        f.pos.pool.trailing_zeros() as u8
    };
    let (_, frame) = canonical(v.tables, &f.pos, f.hand, v.counted);
    frame.canonical_move(v.tables, cell, piece, v.counted)
}

/// The value and a best turn of `f` from the values of the positions its turns lead to
/// (`lookup`, by key), or `None` if one is missing. Among equal turns the first (cell, then
/// piece) is taken.
pub(crate) fn best_by_look_up(
    v: &Variant,
    f: &Found,
    lookup: impl Fn(u32) -> Option<i8>,
) -> Option<(i8, u8)> {
    let mut best: Option<(i8, (u32, u8))> = None;
    for (cell, after, safe) in v.turns(&f.pos, f.hand) {
        let mut pool = after.pool;
        while pool != 0 {
            let q = pool.trailing_zeros() as u8;
            pool &= pool - 1;
            let score = if safe & (1 << q) == 0 {
                -(MATE - 2)
            } else {
                let mut child = after;
                child.pool &= !(1 << q);
                to_parent::<true>(lookup(v.key(&child, q))?)
            };
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, (cell, q)));
            }
        }
    }
    let (score, turn) = best?;
    Some((score, canonical_turn(v, f, Some(turn))))
}
