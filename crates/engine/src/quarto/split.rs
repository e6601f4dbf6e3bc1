//! Parallel search by splitting along the principal variation: both cores on one solve.
//!
//! A split node searches its first turn (the table's, else the best ordered) as a split node
//! itself, so the whole leftmost path is split; once that bound is known, the other turns
//! are shared out between the threads, each taking the next turn as it finishes one and
//! searching it with the best bound found so far. A turn that reaches beta cuts the node
//! and abandons the turns in progress. Turns whose positions are images of each other under
//! a symmetry are searched once. Small positions (fewer than [`SPLIT_MIN_EMPTY`] empty cells)
//! are not worth a split: one thread searches them alone.
//!
//! This beats the shared-table "lazy SMP" of `solver` wherever a node has many turns to
//! refute, which is most of a draw's proof; lazy SMP remains for the empty board, whose
//! root has a single distinct turn.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::board::{MAX_KEYED_PIECES, Pos, canonical};
use super::search::{
    INF, MATE, Searcher, Shared, read_bound, stored_lower, stored_upper, to_child, to_parent,
};

/// Nodes with fewer empty cells are searched by one thread.
pub(crate) const SPLIT_MIN_EMPTY: u32 = 8;

/// The turn answered where the caller wants none (a table cutoff below the root).
const NO_TURN: (u32, u8) = (0, 16);

/// The search was stopped (the caller's stop flag or deadline).
#[derive(Debug)]
pub(crate) struct Stopped;

/// What the threads of one split share while they work through its turns.
struct Work {
    best: i8,
    alpha: i8,
    best_move: Option<(u32, u8)>,
}

/// The value of placing `hand` (which cannot win at once) in `p` within `(alpha, beta)`
/// (fail-soft) and a best turn, searched by `threads` threads. `root` marks the position the
/// caller asked about (no table cutoff there: the caller wants a turn).
pub(crate) fn search<const DIST: bool>(
    shared: &Shared<'_>,
    threads: usize,
    p: &Pos,
    hand: u8,
    mut alpha: i8,
    mut beta: i8,
    root: bool,
) -> Result<(i8, (u32, u8)), Stopped> {
    let t = shared.tables;
    let counted = shared.counted;
    let hot_mask = shared.hot_mask;
    let empty = !p.occ;
    let e = empty.count_ones();
    if threads < 2 || e < SPLIT_MIN_EMPTY {
        let mut searcher = Searcher::new(shared, 0);
        let score = searcher.search::<DIST>(p, hand, alpha, beta, true);
        searcher.flush();
        if searcher.aborted {
            return Err(Stopped);
        }
        return Ok((score, searcher.root_best.unwrap_or((empty.trailing_zeros(), 16))));
    }
    let loss2 = if DIST { -(MATE - 2) } else { -1 };
    if !root && p.live(t, counted) == 0 {
        return Ok((0, NO_TURN));
    }
    if DIST {
        let best_possible = MATE - 3;
        if !root && alpha >= best_possible {
            return Ok((best_possible, NO_TURN));
        }
        beta = beta.min(best_possible);
        alpha = alpha.max(loss2);
    }
    let keyed = e >= shared.tt_min_empty && 16 - e <= MAX_KEYED_PIECES;
    let mut key = 0;
    let mut frame = Default::default();
    let mut tt_move: Option<(u32, u8)> = None;
    if keyed {
        let (k, f) = canonical(t, p, hand, counted);
        key = k;
        frame = f;
        if let Some(hit) = shared.tt.probe(key) {
            if !root {
                // Decided by the table (the caller of a non-root node wants no turn).
                let lower = read_bound::<DIST>(hit.lower);
                let upper = read_bound::<DIST>(hit.upper);
                if lower >= beta {
                    return Ok((lower, NO_TURN));
                }
                if upper <= alpha {
                    return Ok((upper, NO_TURN));
                }
                if lower == upper {
                    return Ok((lower, NO_TURN));
                }
            }
            if let Some(mv) = hit.best {
                let (cell, values) = frame.actual_move(t, mv, counted);
                if empty & (1 << cell) != 0 {
                    tt_move = Some((cell, values));
                }
            }
        }
    }

    // Every distinct turn, ordered by the opponent's mobility after it, the table's first.
    let mut turns: Vec<(u32, u32, u8)> = Vec::new();
    let mut seen_keys: Vec<u64> = Vec::new();
    let mut m = empty;
    while m != 0 {
        let cell = m.trailing_zeros();
        m &= m - 1;
        let child = p.place(hand, cell, counted);
        let mut q_set = child.safe_gives(t, hot_mask);
        let mut seen = 0u16;
        while q_set != 0 {
            let q = q_set.trailing_zeros() as u8;
            q_set &= q_set - 1;
            let class = q & counted;
            if seen & (1 << class) != 0 {
                continue;
            }
            seen |= 1 << class;
            let mut next = child;
            next.pool &= !(1 << q);
            if next.occ.count_ones() <= MAX_KEYED_PIECES {
                let (k, _) = canonical(t, &next, q, counted);
                if seen_keys.contains(&k) {
                    continue;
                }
                seen_keys.push(k);
            }
            let mobility = next.mobility(t, q, counted, hot_mask);
            if mobility == 0 && next.pool != 0 {
                // The opponent must hand us a winning piece.
                let v = if DIST { MATE - 3 } else { 1 };
                store::<DIST>(shared, keyed, key, &frame, v, alpha, beta, Some((cell, q)));
                return Ok((v, (cell, q)));
            }
            let first = tt_move.is_some_and(|(tc, tv)| tc == cell && tv == class);
            turns.push((if first { 0 } else { mobility + 1 }, cell, q));
        }
    }
    turns.sort_by_key(|&(k, cell, q)| (k, cell, q));
    let Some(&(_, cell0, q0)) = turns.first() else {
        // Every placement leaves no safe piece: the opponent wins next.
        store::<DIST>(shared, keyed, key, &frame, loss2, alpha, beta, None);
        return Ok((loss2, (empty.trailing_zeros(), 16)));
    };
    let alpha0 = alpha;

    // The first turn, itself split.
    let mut next = p.place(hand, cell0, counted);
    next.pool &= !(1 << q0);
    let (child, _) = search::<DIST>(
        shared,
        threads,
        &next,
        q0,
        to_child::<DIST>(beta),
        to_child::<DIST>(alpha),
        false,
    )?;
    let v = to_parent::<DIST>(child);
    let work = Mutex::new(Work {
        best: v.max(loss2),
        alpha: alpha.max(v),
        best_move: Some((cell0, q0)),
    });
    let cut = AtomicBool::new(v >= beta);
    let next_turn = AtomicUsize::new(1);
    let stopped = AtomicBool::new(false);
    if !cut.load(Ordering::Relaxed) && turns.len() > 1 {
        std::thread::scope(|scope| {
            let worker = || {
                let mut searcher = Searcher::with_cut(shared, &cut);
                loop {
                    if cut.load(Ordering::Relaxed) {
                        break;
                    }
                    let i = next_turn.fetch_add(1, Ordering::Relaxed);
                    let Some(&(_, cell, q)) = turns.get(i) else { break };
                    let a = match work.lock() {
                        Ok(w) => w.alpha,
                        Err(_) => break,
                    };
                    let mut next = p.place(hand, cell, counted);
                    next.pool &= !(1 << q);
                    let s =
                        searcher.search::<DIST>(&next, q, to_child::<DIST>(beta), to_child::<DIST>(a), false);
                    if searcher.aborted {
                        if !cut.load(Ordering::Relaxed) {
                            stopped.store(true, Ordering::Relaxed);
                        }
                        break;
                    }
                    let v = to_parent::<DIST>(s);
                    if let Ok(mut w) = work.lock() {
                        if v > w.best {
                            w.best = v;
                            w.best_move = Some((cell, q));
                        }
                        if v > w.alpha {
                            w.alpha = v;
                        }
                        if w.alpha >= beta {
                            cut.store(true, Ordering::Relaxed);
                        }
                    }
                }
                searcher.flush();
            };
            for _ in 1..threads {
                scope.spawn(worker);
            }
            worker();
        });
    }
    if stopped.load(Ordering::Relaxed) || shared.stop.load(Ordering::Relaxed) {
        return Err(Stopped);
    }
    let w = work.into_inner().map_err(|_| Stopped)?;
    store::<DIST>(shared, keyed, key, &frame, w.best, alpha0, beta, w.best_move);
    Ok((w.best, w.best_move.unwrap_or((cell0, q0))))
}

/// Records a split node's result in the table as the serial search would.
#[allow(clippy::too_many_arguments)]
fn store<const DIST: bool>(
    shared: &Shared<'_>,
    keyed: bool,
    key: u64,
    frame: &super::board::Frame,
    best: i8,
    alpha0: i8,
    beta: i8,
    best_move: Option<(u32, u8)>,
) {
    if !keyed {
        return;
    }
    let lower = if best > alpha0 {
        stored_lower::<DIST>(best)
    } else {
        -INF
    };
    let upper = if best < beta {
        stored_upper::<DIST>(best)
    } else {
        INF
    };
    let mv = best_move
        .filter(|&(_, q)| q < 16)
        .map(|(c, q)| frame.canonical_move(shared.tables, c, q, shared.counted));
    shared.tt.store(key, lower, upper, mv, 1 << 20);
}
