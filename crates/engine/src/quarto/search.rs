//! The search itself: negamax with alpha-beta over whole turns ("place the piece in hand,
//! then give one"), on the compact position of `board`.
//!
//! A node is a position and the piece to place, known not to win at once (the parent never
//! gives such a piece). For each empty cell the placement is made and the safe pieces are
//! computed from the hot attribute values; a placement that leaves no safe piece loses in two,
//! so it is never searched. A board on which no alignment can still become a quarto is a draw.
//! Positions with at least `tt_min_empty` empty cells go through the transposition table under
//! their canonical key. Pieces that differ only in uncounted attributes are one give.
//!
//! Scores are relative to the node. With `DIST` false they are −1, 0, 1 (loss, draw, win).
//! With `DIST` true a win in `d` placements (counting the one to make now) is `MATE − d`, a
//! loss in `d` is `−(MATE − d)`, a draw 0; the table always stores the distance scale, so
//! both modes share it.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

use super::board::{MAX_KEYED_PIECES, Pos, canonical};
use super::tables::{Tables, UNSAFE, pop16};
use super::tt::Table;

/// The score of a win in 0 placements; a win in `d` is `MATE - d`.
pub(crate) const MATE: i8 = 100;
/// Beyond every score.
pub(crate) const INF: i8 = 101;
/// The least score of a win: in 16 placements.
pub(crate) const WIN_MIN: i8 = MATE - 16;

/// The parent's score of a child's score (the child's player is the opponent, one placement
/// later).
#[inline(always)]
pub(crate) fn to_parent<const DIST: bool>(s: i8) -> i8 {
    if DIST { -s + s.signum() } else { -s }
}

/// The child's bound that corresponds to the parent's bound `v`.
#[inline(always)]
pub(crate) fn to_child<const DIST: bool>(v: i8) -> i8 {
    if DIST { -v - v.signum() } else { -v }
}

/// A lower bound as stored (distance scale) from a search score.
#[inline(always)]
pub(crate) fn stored_lower<const DIST: bool>(v: i8) -> i8 {
    if DIST {
        v
    } else {
        match v {
            1.. => WIN_MIN,
            0 => 0,
            _ => -INF,
        }
    }
}

#[inline(always)]
pub(crate) fn stored_upper<const DIST: bool>(v: i8) -> i8 {
    if DIST {
        v
    } else {
        match v {
            1.. => INF,
            0 => 0,
            _ => -WIN_MIN,
        }
    }
}

#[inline(always)]
pub(crate) fn read_bound<const DIST: bool>(v: i8) -> i8 {
    if DIST { v } else { v.signum() }
}

/// Progress of a running solve, readable from another thread.
#[derive(Debug, Default)]
pub struct Progress {
    /// Nodes searched so far.
    pub nodes: AtomicU64,
    /// Turns of an analysis solved so far.
    pub done: AtomicUsize,
    /// Turns an analysis has to solve.
    pub total: AtomicUsize,
}

/// What a search thread shares with the others and with its caller.
pub(crate) struct Shared<'a> {
    pub tables: &'static Tables,
    pub tt: &'a Table,
    pub counted: u8,
    pub hot_mask: u8,
    pub stop: &'a AtomicBool,
    /// The caller's cancel flag, which no solve resets: once set, every search stops.
    pub cancel: Option<&'a AtomicBool>,
    pub nodes: &'a AtomicU64,
    pub deadline: Option<Instant>,
    /// The shared node count at which the search stops.
    pub node_stop: Option<u64>,
    pub tt_min_empty: u32,
    pub order_min: u32,
}

/// One search thread.
pub(crate) struct Searcher<'a> {
    s: &'a Shared<'a>,
    /// Nodes visited by this thread.
    pub nodes: u64,
    unreported: u64,
    /// Set when the search was stopped: its results are then meaningless.
    pub aborted: bool,
    /// Varies the move order between threads.
    perturb: u32,
    /// The best turn at the root of the last search: (cell, piece) or (cell, 16) for none.
    pub root_best: Option<(u32, u8)>,
    /// A flag that abandons this search only (a cutoff found by another thread at a split).
    cut: Option<&'a AtomicBool>,
}

impl<'a> Searcher<'a> {
    pub fn new(shared: &'a Shared<'a>, perturb: u32) -> Searcher<'a> {
        Searcher {
            s: shared,
            nodes: 0,
            unreported: 0,
            aborted: false,
            perturb,
            root_best: None,
            cut: None,
        }
    }

    /// A searcher that also gives up when `cut` is set.
    pub fn with_cut(shared: &'a Shared<'a>, cut: &'a AtomicBool) -> Searcher<'a> {
        Searcher {
            cut: Some(cut),
            ..Searcher::new(shared, 0)
        }
    }

    #[cold]
    fn poll(&mut self) {
        let total = self.s.nodes.fetch_add(self.unreported, Ordering::Relaxed) + self.unreported;
        self.unreported = 0;
        if self.s.node_stop.is_some_and(|n| total >= n) {
            self.aborted = true;
            self.s.stop.store(true, Ordering::Relaxed);
        }
        if self.s.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
            self.aborted = true;
            self.s.stop.store(true, Ordering::Relaxed);
        }
        if self.s.stop.load(Ordering::Relaxed) || self.cut.is_some_and(|c| c.load(Ordering::Relaxed)) {
            self.aborted = true;
        }
        if let Some(d) = self.s.deadline
            && Instant::now() >= d
        {
            self.aborted = true;
            self.s.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Reports the last nodes to the shared counter.
    pub fn flush(&mut self) {
        self.s.nodes.fetch_add(self.unreported, Ordering::Relaxed);
        self.unreported = 0;
    }

    /// A node with three empty cells, solved inline: each turn leads to the opponent's
    /// two-cell position, where his placement decides whether the last piece wins.
    #[inline(always)]
    fn three_cells<const DIST: bool>(&mut self, p: &Pos, hand: u8, beta: i8) -> i8 {
        let t = self.s.tables;
        let counted = self.s.counted;
        let hot_mask = self.s.hot_mask;
        let mut best = if DIST { -(MATE - 2) } else { -1 };
        let mut m = !p.occ;
        while m != 0 {
            let cell = m.trailing_zeros();
            m &= m - 1;
            let child = p.place(hand, cell, counted);
            let mut q_set = child.safe_gives(t, hot_mask);
            if q_set != 0 && beta <= 0 {
                // Not losing is all the window asks.
                return 0;
            }
            while q_set != 0 {
                let q = q_set.trailing_zeros() as u8;
                q_set &= q_set - 1;
                let last = (child.pool & !(1 << q)).trailing_zeros() as u8;
                // The opponent holds if one of his placements leaves the last piece
                // unable to complete a quarto on the last cell.
                let two = !child.occ;
                let mut holds = false;
                let mut m2 = two;
                while m2 != 0 {
                    let c2 = m2.trailing_zeros();
                    m2 &= m2 - 1;
                    let after = child.place(q, c2, counted);
                    if !after.wins_on(t, last, counted, two & !(1 << c2)) {
                        holds = true;
                        break;
                    }
                }
                if !holds {
                    return if DIST { MATE - 3 } else { 1 };
                }
                best = 0;
            }
        }
        best
    }

    /// The value of a child (the opponent placing `q` in `next`) for the parent, within the
    /// parent's `(alpha, beta)`; three-cell children (`three`: the parent has four empty
    /// cells) are solved without a recursive call.
    #[inline(always)]
    fn child<const DIST: bool>(&mut self, next: &Pos, q: u8, alpha: i8, beta: i8, three: bool) -> i8 {
        let child_beta = to_child::<DIST>(alpha);
        let s = if three {
            self.nodes += 1;
            self.unreported += 1;
            self.three_cells::<DIST>(next, q, child_beta)
        } else {
            self.search::<DIST>(next, q, to_child::<DIST>(beta), child_beta, false)
        };
        to_parent::<DIST>(s)
    }

    /// The value of placing `hand` (which cannot win at once) in `p`, within `(alpha, beta)`
    /// (fail-soft). `root` records the best turn in `root_best`.
    pub fn search<const DIST: bool>(
        &mut self,
        p: &Pos,
        hand: u8,
        mut alpha: i8,
        mut beta: i8,
        root: bool,
    ) -> i8 {
        debug_assert!(alpha < beta, "an empty window ({alpha}, {beta})");
        self.nodes += 1;
        self.unreported += 1;
        if self.unreported >= 4096 {
            self.poll();
        }
        if self.aborted {
            return 0;
        }
        let t = self.s.tables;
        let counted = self.s.counted;
        let empty = !p.occ;
        let e = pop16(empty);
        if e == 1 {
            if root {
                self.root_best = Some((empty.trailing_zeros(), 16));
            }
            return 0; // the last piece cannot win: a draw
        }
        let loss2 = if DIST { -(MATE - 2) } else { -1 };
        if e == 2 && !root {
            // Two cells, one piece left after the placement: a draw if the last piece can be
            // given safely after one of the placements, else a loss.
            let mut m = empty;
            while m != 0 {
                let cell = m.trailing_zeros();
                m &= m - 1;
                if p.place(hand, cell, counted).safe_gives(t, self.s.hot_mask) != 0 {
                    return 0;
                }
            }
            return loss2;
        }
        if e == 3 && !root {
            return self.three_cells::<DIST>(p, hand, beta);
        }
        if beta <= loss2 && !root {
            // Every turn scores at least that: the window asks nothing.
            return loss2;
        }
        if DIST {
            // No win before our second placement, no loss before the opponent's next one.
            let best_possible = MATE - 3;
            if alpha >= best_possible && !root {
                return best_possible;
            }
            if beta > best_possible {
                beta = best_possible;
            }
            if alpha < loss2 {
                alpha = loss2;
            }
            if root && alpha >= beta {
                // The root must answer with a turn, so it is searched even when the window
                // asks for more than a position can score: one just below that answers as
                // truly.
                alpha = beta - 1;
            }
        }
        if !root && e >= 6 && p.live(t, counted) == 0 {
            return 0;
        }
        let keyed = e >= self.s.tt_min_empty && 16 - e <= MAX_KEYED_PIECES;
        let mut key = 0;
        let mut frame = Default::default();
        let mut tt_move: Option<(u32, u8)> = None;
        if keyed {
            let (k, f) = canonical(t, p, hand, counted);
            key = k;
            frame = f;
            if let Some(hit) = self.s.tt.probe(key) {
                let lower = read_bound::<DIST>(hit.lower);
                let upper = read_bound::<DIST>(hit.upper);
                if !root {
                    if lower >= beta {
                        return lower;
                    }
                    if upper <= alpha {
                        return upper;
                    }
                    if lower == upper {
                        return lower;
                    }
                }
                if lower > alpha && lower < beta && !root {
                    alpha = lower;
                }
                if upper < beta && upper > alpha && !root {
                    beta = upper;
                }
                if let Some(mv) = hit.best {
                    let (cell, values) = frame.actual_move(t, mv, counted);
                    if empty & (1 << cell) != 0 {
                        tt_move = Some((cell, values));
                    }
                }
            }
        }
        let alpha0 = alpha;
        let start_nodes = self.nodes;
        let mut best = loss2;
        let mut best_move: Option<(u32, u8)> = None;
        let hot_mask = self.s.hot_mask;

        // The turn from the table first.
        if let Some((cell, values)) = tt_move {
            let child = p.place(hand, cell, counted);
            let safe = child.safe_gives(t, hot_mask);
            let mut q_set = safe;
            while q_set != 0 {
                let q = q_set.trailing_zeros() as u8;
                q_set &= q_set - 1;
                if q & counted == values {
                    let mut next = child;
                    next.pool &= !(1 << q);
                    let v = self.child::<DIST>(&next, q, alpha, beta, e == 4);
                    if self.aborted {
                        return 0;
                    }
                    if v > best || best_move.is_none() {
                        best = v;
                        best_move = Some((cell, q));
                        if v > alpha {
                            alpha = v;
                        }
                    }
                    break;
                }
            }
        }

        if alpha < beta && e >= self.s.order_min {
            // Every turn, ordered by the opponent's mobility after it (fewest replies first);
            // a turn that leaves the opponent no reply wins as soon as possible.
            let mut moves = [0u32; 256];
            let mut n = 0;
            let mut m = empty;
            while m != 0 {
                let cell = m.trailing_zeros();
                m &= m - 1;
                let child = p.place(hand, cell, counted);
                let replies = child.replies(t, hot_mask);
                let safe = child.pool & !UNSAFE[replies.now as usize];
                let mut q_set = safe;
                let mut seen = 0u16;
                while q_set != 0 {
                    let q = q_set.trailing_zeros() as u8;
                    q_set &= q_set - 1;
                    let class = q & counted;
                    if seen & (1 << class) != 0 {
                        continue;
                    }
                    seen |= 1 << class;
                    if let Some((tc, tv)) = tt_move
                        && tc == cell
                        && tv == class
                    {
                        continue;
                    }
                    let pool = child.pool & !(1 << q);
                    let mobility = replies.mobility(pool, q);
                    if mobility == 0 && pool != 0 {
                        // The opponent must leave us a winning piece.
                        let v = if DIST { MATE - 3 } else { 1 };
                        best = v;
                        best_move = Some((cell, q));
                        alpha = alpha.max(v);
                        break;
                    }
                    let rot = (cell + self.perturb) & 15;
                    moves[n] = mobility << 16 | rot << 8 | cell << 4 | q as u32;
                    n += 1;
                }
                if alpha >= beta {
                    break;
                }
            }
            if alpha < beta {
                moves[..n].sort_unstable();
                for &mv in &moves[..n] {
                    let cell = (mv >> 4) & 15;
                    let q = (mv & 15) as u8;
                    let mut next = p.place(hand, cell, counted);
                    next.pool &= !(1 << q);
                    let v = self.child::<DIST>(&next, q, alpha, beta, e == 4);
                    if self.aborted {
                        return 0;
                    }
                    if v > best || best_move.is_none() {
                        best = v;
                        best_move = Some((cell, q));
                        if v > alpha {
                            alpha = v;
                            if alpha >= beta {
                                break;
                            }
                        }
                    }
                }
            }
        } else if alpha < beta {
            // Placements, most constraining first: fewest safe pieces left to the giver.
            // Each entry: safe pieces counted, the cell (rotated by `perturb`), the safe pieces.
            let mut order = [0u32; 16];
            let mut n = 0;
            let mut m = empty;
            while m != 0 {
                let cell = m.trailing_zeros();
                m &= m - 1;
                let safe = p.place(hand, cell, counted).safe_gives(t, hot_mask);
                if safe == 0 {
                    continue;
                }
                let rot = (cell + self.perturb) & 15;
                let o = pop16(safe) << 20 | rot << 16 | safe as u32;
                // Insertion as they come (a handful of entries: cheaper than a sort call).
                let mut i = n;
                while i > 0 && order[i - 1] > o {
                    order[i] = order[i - 1];
                    i -= 1;
                }
                order[i] = o;
                n += 1;
            }
            'cells: for &o in &order[..n] {
                let cell = ((o >> 16) + 16 - (self.perturb & 15)) & 15;
                let child = p.place(hand, cell, counted);
                let mut q_set = o as u16;
                let mut seen = 0u16;
                while q_set != 0 {
                    let q = if self.perturb & 1 != 0 {
                        15 - q_set.leading_zeros() as u8
                    } else {
                        q_set.trailing_zeros() as u8
                    };
                    q_set &= !(1 << q);
                    let class = q & counted;
                    if seen & (1 << class) != 0 {
                        continue;
                    }
                    seen |= 1 << class;
                    if let Some((tc, tv)) = tt_move
                        && tc == cell
                        && tv == class
                    {
                        continue;
                    }
                    let mut next = child;
                    next.pool &= !(1 << q);
                    let v = self.child::<DIST>(&next, q, alpha, beta, e == 4);
                    if self.aborted {
                        return 0;
                    }
                    if v > best || best_move.is_none() {
                        best = v;
                        best_move = Some((cell, q));
                        if v > alpha {
                            alpha = v;
                            if alpha >= beta {
                                break 'cells;
                            }
                        }
                    }
                }
            }
        }
        if best_move.is_none() {
            // Every placement leaves no safe piece: the opponent wins next. Any cell will do.
            best_move = Some((empty.trailing_zeros(), 16));
        }
        if root {
            self.root_best = best_move;
        }
        if keyed {
            let lower = if best > alpha0 { best } else { -INF };
            let upper = if best < beta { best } else { INF };
            let (lower, upper) = (
                if lower == -INF {
                    -INF
                } else {
                    stored_lower::<DIST>(lower)
                },
                if upper == INF {
                    INF
                } else {
                    stored_upper::<DIST>(upper)
                },
            );
            let mv = best_move
                .filter(|&(_, q)| q < 16)
                .map(|(c, q)| frame.canonical_move(t, c, q, counted));
            self.s.tt.store(key, lower, upper, mv, self.nodes - start_nodes);
        }
        best
    }
}
