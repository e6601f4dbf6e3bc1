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
//! This beats a shared-table "lazy SMP" (every thread on the whole tree) wherever a node has
//! many turns to refute, which is most of a draw's proof.
//!
//! The helper threads live in a [`Pool`] kept by the solver: they are started once and wait
//! between splits, because starting a thread costs a tenth of a millisecond, as much as a
//! small solve's whole split.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::board::{MAX_KEYED_PIECES, Pos, canonical};
use super::search::{
    INF, MATE, Progress, Searcher, Shared, read_bound, stored_lower, stored_upper, to_child, to_parent,
};
use super::tables::Tables;
use super::tt::Table;

/// Owned handles on what the searches share, so that a helper thread can search.
#[derive(Clone)]
pub(crate) struct Context {
    pub tables: &'static Tables,
    pub tt: Arc<Table>,
    pub counted: u8,
    pub hot_mask: u8,
    pub stop: Arc<AtomicBool>,
    pub cancel: Option<Arc<AtomicBool>>,
    pub progress: Arc<Progress>,
    pub deadline: Option<Instant>,
    pub node_stop: Option<u64>,
    pub tt_min_empty: u32,
    pub order_min: u32,
}

impl Context {
    /// The borrowed form the searchers take.
    pub fn shared(&self) -> Shared<'_> {
        Shared {
            tables: self.tables,
            tt: &self.tt,
            counted: self.counted,
            hot_mask: self.hot_mask,
            stop: &self.stop,
            cancel: self.cancel.as_deref(),
            nodes: &self.progress.nodes,
            deadline: self.deadline,
            node_stop: self.node_stop,
            tt_min_empty: self.tt_min_empty,
            order_min: self.order_min,
        }
    }
}

/// The turns of one split node, worked through by the splitting thread and the helpers.
struct Job {
    context: Context,
    p: Pos,
    hand: u8,
    beta: i8,
    /// The distinct turns (ordering key, cell, piece); the first is already searched.
    turns: Vec<(u32, u32, u8)>,
    work: Mutex<Work>,
    cut: AtomicBool,
    next_turn: AtomicUsize,
    stopped: AtomicBool,
    /// `take_turns::<DIST>` for the job's scale.
    run: fn(&Job, &Shared<'_>),
}

/// Takes the job's turns one by one until none is left or the node is cut.
fn take_turns<const DIST: bool>(job: &Job, shared: &Shared<'_>) {
    let counted = shared.counted;
    let mut searcher = Searcher::with_cut(shared, &job.cut);
    loop {
        if job.cut.load(Ordering::Relaxed) {
            break;
        }
        let i = job.next_turn.fetch_add(1, Ordering::Relaxed);
        let Some(&(_, cell, q)) = job.turns.get(i) else {
            break;
        };
        let a = match job.work.lock() {
            Ok(w) => w.alpha,
            Err(_) => break,
        };
        if a >= job.beta {
            // Cut by another thread since the check above: a turn searched with this
            // (empty) window would say nothing true.
            break;
        }
        let mut next = job.p.place(job.hand, cell, counted);
        next.pool &= !(1 << q);
        let s = searcher.search::<DIST>(&next, q, to_child::<DIST>(job.beta), to_child::<DIST>(a), false);
        if searcher.aborted {
            if !job.cut.load(Ordering::Relaxed) {
                job.stopped.store(true, Ordering::Relaxed);
            }
            break;
        }
        let v = to_parent::<DIST>(s);
        if let Ok(mut w) = job.work.lock() {
            if v > w.best {
                w.best = v;
                w.best_move = Some((cell, q));
            }
            if v > w.alpha {
                w.alpha = v;
            }
            if w.alpha >= job.beta {
                job.cut.store(true, Ordering::Relaxed);
            }
        }
    }
    searcher.flush();
}

/// The helper threads of a solver, waiting for the next split.
pub(crate) struct Pool {
    inner: Arc<PoolInner>,
    helpers: Vec<JoinHandle<()>>,
}

struct PoolInner {
    state: Mutex<PoolState>,
    /// Signals a new job (or shutdown) to the helpers.
    wake: Condvar,
    /// Signals the splitting thread that the helpers are done.
    idle: Condvar,
    /// The job number, readable without the lock (helpers spin on it briefly).
    serial: AtomicU64,
}

#[derive(Default)]
struct PoolState {
    job: Option<Arc<Job>>,
    working: usize,
    shutdown: bool,
}

/// How long an idle helper spins for the next job before it sleeps: splits follow each other
/// within a solve faster than a sleeping thread wakes.
const SPIN: Duration = Duration::from_micros(200);

impl Pool {
    /// A pool of `helpers` threads (the splitting thread is the other one).
    pub fn new(helpers: usize) -> Pool {
        let inner = Arc::new(PoolInner {
            state: Mutex::new(PoolState::default()),
            wake: Condvar::new(),
            idle: Condvar::new(),
            serial: AtomicU64::new(0),
        });
        let helpers = (0..helpers)
            .filter_map(|i| {
                let inner = Arc::clone(&inner);
                std::thread::Builder::new()
                    .name(format!("quarto-solver-{i}"))
                    .spawn(move || helper(&inner))
                    .ok()
            })
            .collect();
        Pool { inner, helpers }
    }

    /// Works through `job` with the helpers; returns, once every helper has left it, what
    /// the turns gave and whether a search was stopped.
    fn run(&self, job: Job) -> (Work, bool) {
        let job = Arc::new(job);
        if let Ok(mut state) = self.inner.state.lock() {
            state.job = Some(Arc::clone(&job));
            self.inner.serial.fetch_add(1, Ordering::Release);
            self.inner.wake.notify_all();
        }
        (job.run)(&job, &job.context.shared());
        if let Ok(mut state) = self.inner.state.lock() {
            state.job = None;
            while state.working > 0 {
                state = match self.inner.idle.wait(state) {
                    Ok(s) => s,
                    Err(_) => break,
                };
            }
        }
        let stopped = job.stopped.load(Ordering::Relaxed);
        match job.work.lock() {
            Ok(w) => (*w, stopped),
            Err(_) => (
                Work {
                    best: 0,
                    alpha: 0,
                    best_move: None,
                },
                true,
            ),
        }
    }
}

fn helper(inner: &PoolInner) {
    let mut seen = 0u64;
    loop {
        let spin_until = Instant::now() + SPIN;
        while inner.serial.load(Ordering::Acquire) == seen && Instant::now() < spin_until {
            std::hint::spin_loop();
        }
        let job = {
            let Ok(mut state) = inner.state.lock() else { return };
            while !state.shutdown && inner.serial.load(Ordering::Acquire) == seen {
                state = match inner.wake.wait(state) {
                    Ok(s) => s,
                    Err(_) => return,
                };
            }
            if state.shutdown {
                return;
            }
            seen = inner.serial.load(Ordering::Acquire);
            let job = state.job.clone();
            if job.is_some() {
                state.working += 1;
            }
            job
        };
        if let Some(job) = job {
            (job.run)(&job, &job.context.shared());
            drop(job);
            if let Ok(mut state) = inner.state.lock() {
                state.working -= 1;
                if state.working == 0 {
                    inner.idle.notify_all();
                }
            }
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        if let Ok(mut state) = self.inner.state.lock() {
            state.shutdown = true;
            self.inner.wake.notify_all();
        }
        for h in self.helpers.drain(..) {
            let _ = h.join();
        }
    }
}

/// Nodes with fewer empty cells are searched by one thread.
pub(crate) const SPLIT_MIN_EMPTY: u32 = 8;

/// The turn answered where the caller wants none (a table cutoff below the root).
const NO_TURN: (u32, u8) = (0, 16);

/// The search was stopped (the caller's stop flag or deadline).
#[derive(Debug)]
pub(crate) struct Stopped;

/// What the threads of one split share while they work through its turns.
#[derive(Copy, Clone)]
struct Work {
    best: i8,
    alpha: i8,
    best_move: Option<(u32, u8)>,
}

/// The value of placing `hand` (which cannot win at once) in `p` within `(alpha, beta)`
/// (fail-soft) and a best turn, searched by this thread and the `pool`'s helpers. `root`
/// marks the position the caller asked about (no table cutoff there: the caller wants a turn).
pub(crate) fn search<const DIST: bool>(
    context: &Context,
    pool: Option<&Pool>,
    p: &Pos,
    hand: u8,
    mut alpha: i8,
    mut beta: i8,
    root: bool,
) -> Result<(i8, (u32, u8)), Stopped> {
    debug_assert!(alpha < beta, "an empty window ({alpha}, {beta})");
    let shared = &context.shared();
    let t = shared.tables;
    let counted = shared.counted;
    let hot_mask = shared.hot_mask;
    let empty = !p.occ;
    let e = empty.count_ones();
    let pool = match pool {
        Some(pool) if e >= SPLIT_MIN_EMPTY => pool,
        _ => {
            // Below the root the serial search may answer from the table or by its own
            // bounds: the caller wants no turn there.
            let mut searcher = Searcher::new(shared, 0);
            let score = searcher.search::<DIST>(p, hand, alpha, beta, root);
            searcher.flush();
            if searcher.aborted {
                return Err(Stopped);
            }
            return Ok((score, searcher.root_best.unwrap_or((empty.trailing_zeros(), 16))));
        }
    };
    let nodes_before = shared.nodes.load(Ordering::Relaxed);
    let loss2 = if DIST { -(MATE - 2) } else { -1 };
    if !root && beta <= loss2 {
        return Ok((loss2, NO_TURN));
    }
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
        if alpha >= beta {
            // Only the root gets here with an empty window: searched with the widest one
            // that is as true, so that it answers a turn (see the serial search).
            alpha = beta - 1;
        }
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
                store::<DIST>(shared, keyed, key, &frame, v, alpha, beta, Some((cell, q)), 1);
                return Ok((v, (cell, q)));
            }
            let first = tt_move.is_some_and(|(tc, tv)| tc == cell && tv == class);
            turns.push((if first { 0 } else { mobility + 1 }, cell, q));
        }
    }
    turns.sort_by_key(|&(k, cell, q)| (k, cell, q));
    let Some(&(_, cell0, q0)) = turns.first() else {
        // Every placement leaves no safe piece: the opponent wins next.
        store::<DIST>(shared, keyed, key, &frame, loss2, alpha, beta, None, 1);
        return Ok((loss2, (empty.trailing_zeros(), 16)));
    };
    let alpha0 = alpha;

    // The first turn, itself split.
    let mut next = p.place(hand, cell0, counted);
    next.pool &= !(1 << q0);
    let (child, _) = search::<DIST>(
        context,
        Some(pool),
        &next,
        q0,
        to_child::<DIST>(beta),
        to_child::<DIST>(alpha),
        false,
    )?;
    let v = to_parent::<DIST>(child);
    let mut w = Work {
        best: v.max(loss2),
        alpha: alpha.max(v),
        best_move: Some((cell0, q0)),
    };
    if v < beta && turns.len() > 1 {
        let job = Job {
            context: context.clone(),
            p: *p,
            hand,
            beta,
            turns,
            work: Mutex::new(w),
            cut: AtomicBool::new(false),
            next_turn: AtomicUsize::new(1),
            stopped: AtomicBool::new(false),
            run: take_turns::<DIST>,
        };
        let (done, stopped) = pool.run(job);
        if stopped {
            return Err(Stopped);
        }
        w = done;
    }
    if shared.stop.load(Ordering::Relaxed) {
        return Err(Stopped);
    }
    let work = shared.nodes.load(Ordering::Relaxed).saturating_sub(nodes_before);
    store::<DIST>(
        shared,
        keyed,
        key,
        &frame,
        w.best,
        alpha0,
        beta,
        w.best_move,
        work,
    );
    Ok((w.best, w.best_move.unwrap_or((cell0, q0))))
}

/// Records a split node's result in the table as the serial search would, `work` being the
/// nodes searched under it (as far as the threads have reported them).
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
    work: u64,
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
    shared.tt.store(key, lower, upper, mv, work);
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use quartet_core::chance::Rng;
    use quartet_core::quarto::{Attributes, Rules};

    use super::*;
    use crate::quarto::board::tests::{pos_of, random_state};
    use crate::quarto::book_build::Variant;
    use crate::quarto::tables::VALUE_BITS;

    /// What the searches of `rules` share, with a table of `mib` MiB of their own.
    fn context(rules: Rules, mib: usize) -> Context {
        let v = Variant::of(rules);
        Context {
            tables: v.tables,
            tt: Arc::new(Table::new(mib << 20).unwrap()),
            counted: v.counted,
            hot_mask: v.hot_mask,
            stop: Arc::new(AtomicBool::new(false)),
            cancel: None,
            progress: Arc::new(Progress::default()),
            deadline: None,
            node_stop: None,
            tt_min_empty: 9,
            order_min: 8,
        }
    }

    /// The exact value (distance scale) of placing `hand` in `p`, by one thread on a table
    /// of its own.
    fn exact(rules: Rules, p: &Pos, hand: u8) -> i8 {
        let context = context(rules, 1);
        let shared = context.shared();
        Searcher::new(&shared, 0).search::<true>(p, hand, -MATE, MATE, true)
    }

    /// Whether `v`, answered in the window `(alpha, beta)`, is true of the exact value `x`:
    /// an upper bound at or below alpha, a lower bound at or above beta, else `x` itself.
    fn holds(v: i8, alpha: i8, beta: i8, x: i8) -> bool {
        if v <= alpha {
            x <= v
        } else if v >= beta {
            x >= v
        } else {
            x == v
        }
    }

    #[test]
    fn every_null_window_answers_a_true_bound_and_a_turn_that_keeps_it() {
        // Null windows near the ends of the distance scale make the windows below them
        // empty once clamped to what a position can score; and one table for all the
        // searches of a variant, so that a false entry would show in the answers after it.
        let pool = Pool::new(1);
        let mut rng = Rng::new(12);
        let mut checked = 0;
        for (bits, squares) in [(15, false), (15, true), (5, true)] {
            let rules = Rules {
                attributes: Attributes::from_bits(bits).unwrap(),
                squares,
                ..Rules::STANDARD
            };
            let context = context(rules, 4);
            let t = context.tables;
            for n in 0..16 {
                let state = random_state(rules, 6 + n % 4, &mut rng);
                let hand = state.hand().unwrap().index();
                let p = pos_of(&state, bits);
                if p.hot(t, context.hot_mask) & VALUE_BITS[hand as usize] != 0 {
                    continue; // the piece in hand wins: not a position the search takes
                }
                let x = exact(rules, &p, hand);
                let mut turns = HashMap::new();
                let windows = (-MATE..MATE)
                    .filter(|&a| a.abs() >= MATE - 17 || a.abs() <= 1 || (a as i16 - x as i16).abs() <= 1);
                for a in windows {
                    for root in [false, true] {
                        let (v, (cell, q)) =
                            search::<true>(&context, Some(&pool), &p, hand, a, a + 1, root).unwrap();
                        assert!(
                            holds(v, a, a + 1, x),
                            "{state}: ({a}, {}) root {root}: {v}, exactly {x}",
                            a + 1
                        );
                        if root && v > a && q < 16 {
                            // The turn reaches what the root claims.
                            let after = *turns.entry((cell, q)).or_insert_with(|| {
                                let mut next = p.place(hand, cell, context.counted);
                                next.pool &= !(1 << q);
                                to_parent::<true>(exact(rules, &next, q))
                            });
                            assert!(
                                after >= v.min(a + 1),
                                "{state}: ({a}, {}): turn {cell} {q} scores {after}",
                                a + 1
                            );
                        }
                        // The same window in the win, draw, loss scale.
                        if (-2..=0).contains(&a) {
                            let (v, _) =
                                search::<false>(&context, Some(&pool), &p, hand, a, a + 1, root).unwrap();
                            assert!(
                                holds(v, a, a + 1, x.signum()),
                                "{state}: ({a}, {}) root {root}: {v}",
                                a + 1
                            );
                        }
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 1000, "{checked} windows");
    }
}
