//! The exact solver's public face: [`Solver`] solves any position of any variant (the value
//! for the player to move, a best turn, optionally the distance to the end), analyses every
//! legal turn, and gives the principal line.
//!
//! Announce mode has the same perfect-play value as auto mode (a perfect player always claims
//! at once), so both are solved the same way: only a quarto made by a new placement wins, and
//! alignments completed earlier (lapsed in announce mode) are simply full. A claim still open
//! at the root wins at once.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use quartet_core::quarto::{Action, Attribute, Cell, Phase, Piece, Quarto, Rules};
use quartet_core::{Game, Pov};

use super::board::{MAX_KEYED_PIECES, Pos, canonical};
use super::book::{BOOK_PIECES, Book, shipped_book};
use super::book_level::{BookLevel, shipped_level};
use super::search::{MATE, Progress, Searcher, WIN_MIN, to_parent};
use super::split::{Context, Pool};
use super::tables::{Tables, VALUE_BITS};
use super::tt::Table;

/// Heuristic score of a turn that wins at once.
pub(crate) const WINS_NOW: i32 = 10_000;
/// Heuristic score of a turn after which the opponent wins at once.
pub(crate) const LOSES_NEXT: i32 = -10_000;
/// Heuristic score of a turn after which every reply of the opponent loses at once.
const WINS_NEXT: i32 = 9_000;

/// The fewest empty cells of a position the table holds while the children of one position
/// are searched one after another (a full analysis): siblings share more of their subtrees
/// than the positions of one solve do, and below 9 cells that sharing pays for the table's
/// traffic. On the 5-piece analyses of the answers suite (one thread), 7 ran 7.4% fewer
/// instructions than the solves' 9 (8 as few, with more nodes; 6 and 5 more), and 7.9% fewer
/// on the 6-piece ones (`BENCHMARKS.md`).
pub(crate) const SIBLINGS_TT_MIN_EMPTY: u32 = 7;

/// The default size of the transposition table, in MiB.
pub const DEFAULT_HASH_MIB: usize = 512;

/// The part of the table (bytes) a solve uses, by the pieces on the board where it starts.
/// The table holds only positions with at least `tt_min_empty` empty cells, so searches from
/// two pieces on store too few to need more (the same node counts with 1–8 MiB as with 1 GiB,
/// `BENCHMARKS.md`, "A solve's table sized to its work"), and the first write to each page of
/// a table costs a page fault: spread over the whole table, a small solve touched all of it.
fn table_span(pieces: u32) -> usize {
    match pieces {
        0 | 1 => usize::MAX,
        2 => 32 << 20,
        _ => 4 << 20,
    }
}

/// Settings of a [`Solver`].
#[derive(Clone, Debug)]
pub struct SolverOptions {
    /// Size of the transposition table in MiB.
    pub hash_mib: usize,
    /// Search threads (at least 1).
    pub threads: usize,
    /// Positions with fewer empty cells than this skip the transposition table.
    pub tt_min_empty: u32,
    /// Positions with at least this many empty cells order their turns by the opponent's
    /// mobility (dearer, better); smaller ones by the placer's safe pieces.
    pub order_min: u32,
    /// Whether positions with at most four pieces on the board are answered from the book
    /// shipped for the variant (see `book`), instead of searched.
    pub book: bool,
}

impl Default for SolverOptions {
    fn default() -> Self {
        SolverOptions {
            hash_mib: DEFAULT_HASH_MIB,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get().min(2)),
            tt_min_empty: 9,
            order_min: 8,
            book: true,
        }
    }
}

/// What can stop a solve.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The transposition table could not be allocated.
    #[error("cannot allocate a {mib} MiB transposition table: {reason}; ask for less with --hash")]
    Memory {
        /// The size asked for.
        mib: usize,
        /// The allocator's reason.
        reason: String,
    },
    /// The time limit ran out or the solve was stopped.
    #[error("the solve was stopped before it finished (time limit or stop request)")]
    Stopped,
}

/// The exact value of a position for the player to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    /// Win, draw or loss.
    pub pov: Pov,
    /// Placements still to be made until the game ends under perfect play (the shortest win,
    /// the longest loss); `None` for a draw or when distances were not asked for.
    pub distance: Option<u32>,
}

/// A score of the distance scale in the scale of a search with or without distances.
fn scaled(score: i8, distance: bool) -> i8 {
    if distance { score } else { score.signum() }
}

impl Value {
    pub(crate) fn from_score(score: i8, dist: bool) -> Value {
        match score {
            0 => Value {
                pov: Pov::Draw,
                distance: None,
            },
            s if s > 0 => Value {
                pov: Pov::Win,
                distance: dist.then(|| (MATE - s) as u32),
            },
            s => Value {
                pov: Pov::Loss,
                distance: dist.then(|| (MATE + s) as u32),
            },
        }
    }

    /// A score ordering values from the point of view of the player to move: wins (sooner is
    /// better) above draws above losses (later is better).
    pub fn rank(&self) -> i32 {
        let d = self.distance.unwrap_or(0) as i32;
        match self.pov {
            Pov::Win => 1000 - d,
            Pov::Draw => 0,
            Pov::Loss => -1000 + d,
        }
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.distance {
            Some(d) => write!(f, "{} in {d}", self.pov),
            None => write!(f, "{}", self.pov),
        }
    }
}

/// One whole turn: claim, or place the piece in hand (if any) and then give a piece (if the
/// game goes on). After the 16th placement in announce mode, a turn that neither places nor
/// gives (`Play` of neither) declines the claim: the rules' `pass`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Turn {
    /// Claim an open quarto (announce mode).
    Claim(quartet_core::quarto::Alignment),
    /// Place, then give (the give is `None` when the placement wins or fills the board).
    Play {
        /// The cell to place on, or `None` when the turn starts with the give.
        place: Option<Cell>,
        /// The piece to give, or `None` when the placement ends the game.
        give: Option<Piece>,
    },
}

impl Turn {
    /// The actions of the turn, in order: a turn that neither places nor gives is a `pass`.
    pub fn actions(&self) -> Vec<Action> {
        match *self {
            Turn::Claim(a) => vec![Action::Claim(a)],
            Turn::Play {
                place: None,
                give: None,
            } => vec![Action::Pass],
            Turn::Play { place, give } => place
                .map(Action::Place)
                .into_iter()
                .chain(give.map(Action::Give))
                .collect(),
        }
    }
}

impl std::fmt::Display for Turn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words: Vec<String> = self.actions().iter().map(|a| a.to_string()).collect();
        f.write_str(&words.join(" "))
    }
}

/// The result of [`Solver::solve`].
#[derive(Clone, Debug)]
pub struct Solution {
    /// The value for the player to move.
    pub value: Value,
    /// A best turn (none when the game is over).
    pub best: Option<Turn>,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// One legal turn and its value for the player to move.
#[derive(Clone, Debug)]
pub struct TurnValue {
    /// The turn.
    pub turn: Turn,
    /// Its value for the player who makes it.
    pub value: Value,
}

/// The result of [`Solver::analyse`]: every legal turn valued.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The value of the position for the player to move.
    pub value: Value,
    /// Every legal turn with its value, best first.
    pub turns: Vec<TurnValue>,
    /// The principal line: actions of best play to the end of the game.
    pub principal_line: Vec<Action>,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// The exact solver for one variant (attributes and squares; the win mode does not change
/// values). It keeps its transposition table between solves.
pub struct Solver {
    rules: Rules,
    tables: &'static Tables,
    tt: Arc<Table>,
    options: SolverOptions,
    counted: u8,
    hot_mask: u8,
    stop: Arc<AtomicBool>,
    /// The caller's cancel flag: unlike `stop`, no solve resets it.
    cancel: Option<Arc<AtomicBool>>,
    progress: Arc<Progress>,
    deadline: Option<Instant>,
    /// The nodes each solve may search (none: no limit).
    node_limit: Option<u64>,
    /// The node count at which the running solve stops.
    node_stop: Option<u64>,
    /// The helper threads of the split search, started by the first solve that splits.
    pool: OnceLock<Pool>,
}

impl Solver {
    /// A solver for `rules` with a table of `options.hash_mib` MiB.
    pub fn new(rules: Rules, options: SolverOptions) -> Result<Solver, SolveError> {
        let tt =
            Table::new(options.hash_mib.max(1).saturating_mul(1 << 20)).map_err(|e| SolveError::Memory {
                mib: options.hash_mib,
                reason: e.to_string(),
            })?;
        let counted = rules.attributes.bits();
        let hot_mask = Attribute::ALL
            .iter()
            .filter(|&&a| rules.attributes.contains(a))
            .fold(0u8, |m, &a| m | 3 << (2 * a as u8));
        Ok(Solver {
            rules,
            tables: Tables::get(rules.squares),
            tt: Arc::new(tt),
            options: SolverOptions {
                threads: options.threads.max(1),
                ..options
            },
            counted,
            hot_mask,
            stop: Arc::new(AtomicBool::new(false)),
            cancel: None,
            progress: Arc::new(Progress::default()),
            deadline: None,
            node_limit: None,
            node_stop: None,
            pool: OnceLock::new(),
        })
    }

    /// The rules this solver is for.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The size of the transposition table in bytes.
    pub fn hash_bytes(&self) -> usize {
        self.tt.bytes()
    }

    /// The transposition table's fill, in per mille (sampled).
    pub fn hash_fill_permille(&self) -> u32 {
        self.tt.fill_permille()
    }

    /// Forgets every stored result.
    pub fn clear(&mut self) {
        self.tt.clear();
    }

    /// The progress counters, to read from another thread during a solve.
    pub fn progress(&self) -> Arc<Progress> {
        Arc::clone(&self.progress)
    }

    /// A flag that stops the running solve when set (the solve then returns
    /// [`SolveError::Stopped`]).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Sets a flag that stops the next solves whenever it is set, before or during a solve
    /// (`None` for none). Unlike [`Solver::stop_flag`], which each solve clears when it
    /// starts, no solve clears it: a caller that sets it before the solve has started still
    /// stops it.
    pub fn set_cancel(&mut self, cancel: Option<Arc<AtomicBool>>) {
        self.cancel = cancel;
    }

    /// Whether the cancel flag is set.
    pub fn is_cancelled(&self) -> bool {
        self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// Sets a time limit for the next solves (`None` for none).
    pub fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
    }

    /// Sets a limit on the nodes of each of the next solves (`None` for none). With one
    /// thread, a solve stopped by its node limit always stops at the same point (the count is
    /// checked every 4,096 nodes), so what a caller does then does not depend on the machine.
    pub fn set_node_limit(&mut self, nodes: Option<u64>) {
        self.node_limit = nodes;
    }

    /// The counter value at which a solve starting now stops, from the node limit.
    fn start_counting(&mut self) {
        let now = self.progress.nodes.load(Ordering::Relaxed);
        self.node_stop = self.node_limit.map(|n| now.saturating_add(n));
    }

    /// What the searches share, owned, for the split search's helper threads.
    fn context(&self) -> Context {
        Context {
            tables: self.tables,
            tt: Arc::clone(&self.tt),
            counted: self.counted,
            hot_mask: self.hot_mask,
            stop: Arc::clone(&self.stop),
            cancel: self.cancel.clone(),
            progress: Arc::clone(&self.progress),
            deadline: self.deadline,
            node_stop: self.node_stop,
            tt_min_empty: self.options.tt_min_empty,
            order_min: self.options.order_min,
        }
    }

    fn check_rules(&self, state: &Quarto) {
        let (a, b) = (state.rules(), self.rules);
        assert!(
            a.attributes == b.attributes && a.squares == b.squares,
            "a solver for {b} cannot solve a position of {a}"
        );
    }

    /// The exact value of `state` for the player to move and a best turn. With `distance`,
    /// also the distance to the end (slower).
    pub fn solve(&mut self, state: &Quarto, distance: bool) -> Result<Solution, SolveError> {
        self.check_rules(state);
        if self.is_cancelled() {
            return Err(SolveError::Stopped);
        }
        let start = Instant::now();
        self.stop.store(false, Ordering::Relaxed);
        self.start_counting();
        self.begin_table(state);
        let nodes_before = self.progress.nodes.load(Ordering::Relaxed);
        let (value, best) = match self.settled(state) {
            Some(settled) => settled,
            None => {
                let (score, best) = match state.phase() {
                    Phase::Place => {
                        let hand = state.hand().map_or(0, |p| p.index());
                        let pos = self.pos(state);
                        let (score, (cell, q)) = self.place_value(&pos, hand, distance, None)?;
                        let turn = Turn::Play {
                            place: Cell::new(cell as u8),
                            give: if q < 16 { Piece::new(q) } else { None },
                        };
                        (score, Some(turn))
                    }
                    _ => match self.best_give(&self.pos(state), distance)? {
                        Some((q, v)) => (
                            v,
                            Some(Turn::Play {
                                place: None,
                                give: Piece::new(q),
                            }),
                        ),
                        None => (0, None),
                    },
                };
                (Value::from_score(score, distance), best)
            }
        };
        Ok(Solution {
            value,
            best,
            nodes: self.progress.nodes.load(Ordering::Relaxed) - nodes_before,
            elapsed: start.elapsed(),
        })
    }

    /// A new generation of the table for a solve of `state`, which uses the part of the table
    /// its pieces on the board call for ([`table_span`]).
    fn begin_table(&self, state: &Quarto) {
        self.tt.new_generation();
        self.tt.use_at_most(table_span(state.occupied().count_ones()));
    }

    /// Positions whose value needs no search: over, a claim open, or a placement that wins.
    fn settled(&self, state: &Quarto) -> Option<(Value, Option<Turn>)> {
        let at = |pov, d| Value {
            pov,
            distance: Some(d),
        };
        match state.phase() {
            Phase::Over(outcome) => return Some((at(outcome.pov(state.to_move()), 0), None)),
            Phase::FinalClaim => {
                let claim = state.claimable().next().map(Turn::Claim);
                return Some((at(Pov::Win, 0), claim));
            }
            _ => {}
        }
        if let Some(a) = state.claimable().next() {
            return Some((at(Pov::Win, 0), Some(Turn::Claim(a))));
        }
        if state.phase() == Phase::Place {
            let hand = state.hand()?;
            let pos = self.pos(state);
            let h = pos.hot(self.tables, self.hot_mask);
            if h & VALUE_BITS[hand.index() as usize] != 0 {
                let cell = Cell::all().find(|&c| state.piece_at(c).is_none() && state.wins_at(hand, c));
                return Some((
                    at(Pov::Win, 1),
                    Some(Turn::Play {
                        place: cell,
                        give: None,
                    }),
                ));
            }
        }
        None
    }

    fn pos(&self, state: &Quarto) -> Pos {
        let mut ones = [0u16; 4];
        for a in Attribute::ALL {
            if self.rules.attributes.contains(a) {
                ones[a as usize] = state.attribute_mask(a);
            }
        }
        Pos::from_masks(state.occupied(), ones, state.pool())
    }

    /// The value of placing `hand` in `pos` and a best turn: one thread searches alone,
    /// several split the work along the principal variation (see `split`). The value is exact
    /// inside `window` (default: every value), a bound outside it.
    fn parallel_root<const DIST: bool>(
        &self,
        pos: &Pos,
        hand: u8,
        window: Option<(i8, i8)>,
    ) -> Result<(i8, (u32, u8)), SolveError> {
        self.parallel_root_in::<DIST>(&self.context(), pos, hand, window)
    }

    /// [`Solver::parallel_root`] with the searches' settings of `context`.
    fn parallel_root_in<const DIST: bool>(
        &self,
        context: &Context,
        pos: &Pos,
        hand: u8,
        window: Option<(i8, i8)>,
    ) -> Result<(i8, (u32, u8)), SolveError> {
        let (lo, hi) = window.unwrap_or(if DIST { (-MATE, MATE) } else { (-1, 1) });
        let pool =
            (self.options.threads > 1).then(|| self.pool.get_or_init(|| Pool::new(self.options.threads - 1)));
        let answer = super::split::search::<DIST>(context, pool, pos, hand, lo, hi, true);
        self.stop.store(false, Ordering::Relaxed);
        answer.map_err(|_| SolveError::Stopped)
    }

    /// The book of this solver's variant, unless the options turned it off.
    fn book(&self) -> Option<&'static Book> {
        if self.options.book {
            shipped_book(self.rules)
        } else {
            None
        }
    }

    /// The book's value (distance scale) of placing `hand` in `pos`, and its best turn
    /// `(cell, piece)`, when the book has the position.
    fn book_answer(&self, pos: &Pos, hand: u8) -> Option<(i8, (u32, u8))> {
        if pos.occ.count_ones() > BOOK_PIECES {
            return None;
        }
        let book = self.book()?;
        let (key, frame) = canonical(self.tables, pos, hand, self.counted);
        let entry = book.get(key)?;
        let (cell, values) = frame.actual_move(self.tables, entry.best, self.counted);
        if pos.occ & (1 << cell) != 0 {
            return None;
        }
        let piece = (0..16u8).find(|&q| pos.pool & (1 << q) != 0 && q & self.counted == values)?;
        Some((entry.score, (cell, piece)))
    }

    /// The level of this solver's variant's book that holds positions with as many pieces as
    /// `pos` (the fifth or the sixth), when it is shipped, unless the options turned the book
    /// off.
    fn level(&self, pos: &Pos) -> Option<&'static BookLevel> {
        if self.options.book {
            shipped_level(self.rules, pos.occ.count_ones())
        } else {
            None
        }
    }

    /// The value (distance scale) of placing `hand` in `pos` from a level of the book deeper
    /// than four pieces, when one has the position.
    fn level_value(&self, pos: &Pos, hand: u8) -> Option<i8> {
        self.level(pos)?
            .value_of(self.tables, pos, hand, self.counted, self.hot_mask)
    }

    /// The value (distance scale) of placing `hand` in `pos` from the book or one of its
    /// deeper levels, when one of them has the position.
    fn known_value(&self, pos: &Pos, hand: u8) -> Option<i8> {
        self.book_answer(pos, hand)
            .map(|(s, _)| s)
            .or_else(|| self.level_value(pos, hand))
    }

    /// The value of placing `hand` in `pos` (distance scale with `distance`, else −1, 0, 1)
    /// and a best turn, from the book or by search (exact inside `window`).
    fn place_value(
        &self,
        pos: &Pos,
        hand: u8,
        distance: bool,
        window: Option<(i8, i8)>,
    ) -> Result<(i8, (u32, u8)), SolveError> {
        if let Some((score, turn)) = self.book_answer(pos, hand) {
            return Ok((scaled(score, distance), turn));
        }
        // A position of a deeper level has a known value: a best turn is the first one found
        // to reach it, by a null window just below it (cheaper than proving the value).
        let known = self.level_value(pos, hand).map(|s| scaled(s, distance));
        let window = match (known, window) {
            (Some(v), None) => Some((v - 1, v)),
            _ => window,
        };
        let (score, turn) = if distance {
            self.parallel_root::<true>(pos, hand, window)?
        } else {
            self.parallel_root::<false>(pos, hand, window)?
        };
        debug_assert!(
            known.is_none_or(|v| score >= v),
            "the level's value is not reached"
        );
        Ok((known.unwrap_or(score), turn))
    }

    /// The gives of `pos` (give phase) that differ: pieces alike in the counted attributes, or
    /// images of each other under a symmetry of the board, are one. Unsafe ones come with
    /// `false`.
    fn distinct_gives(&self, pos: &Pos) -> Vec<(u8, bool)> {
        let safe = pos.safe_gives(self.tables, self.hot_mask);
        let mut out = Vec::new();
        let mut seen: Vec<u64> = Vec::new();
        for q in 0..16u8 {
            if pos.pool & (1 << q) == 0 {
                continue;
            }
            if pos.occ.count_ones() <= MAX_KEYED_PIECES {
                let mut next = *pos;
                next.pool &= !(1 << q);
                let (key, _) = canonical(self.tables, &next, q, self.counted);
                if seen.contains(&key) {
                    continue;
                }
                seen.push(key);
            }
            out.push((q, safe & (1 << q) != 0));
        }
        out
    }

    /// The best give of `pos` (give phase) and its value for the giver: the gives searched in
    /// the order of the opponent's mobility after them (fewest safe replies first), each with
    /// the window the best one so far leaves. `None` when the pool is empty.
    fn best_give(&self, pos: &Pos, distance: bool) -> Result<Option<(u8, i8)>, SolveError> {
        let (lo, hi) = if distance { (-MATE, MATE) } else { (-1, 1) };
        let loses_now = if distance { -(MATE - 1) } else { -1 };
        // The best a give can do: the opponent places and has no safe give left.
        let top = if distance { MATE - 2 } else { 1 };
        let mut gives: Vec<(u32, u8, bool)> = self
            .distinct_gives(pos)
            .into_iter()
            .map(|(q, safe)| {
                let mut next = *pos;
                next.pool &= !(1 << q);
                let mobility = if safe {
                    next.mobility(self.tables, q, self.counted, self.hot_mask)
                } else {
                    u32::MAX
                };
                (mobility, q, safe)
            })
            .collect();
        gives.sort();
        let mut best: Option<(u8, i8)> = None;
        for (_, q, safe) in gives {
            let alpha = best.map_or(lo, |b| b.1);
            let v = if !safe {
                loses_now
            } else {
                let mut next = *pos;
                next.pool &= !(1 << q);
                match self.known_value(&next, q) {
                    Some(s) => -scaled(s, distance),
                    None => -self.place_value(&next, q, distance, Some((-hi, -alpha)))?.0,
                }
            };
            if best.is_none_or(|b| v > b.1) {
                best = Some((q, v));
                if v >= top {
                    break;
                }
            }
        }
        Ok(best)
    }

    /// The scores of child positions (each a position and the piece to place there), for the
    /// player to place there ([`child_score`]: a child that is not a draw has its distance
    /// searched at once, by the same thread, with `distance`). The threads take the children
    /// in turn, the most mobile first (or all threads take each, when there are fewer
    /// children than threads). The table also holds positions down to
    /// [`SIBLINGS_TT_MIN_EMPTY`] empty cells, if the options would keep fewer.
    fn search_children(&self, work: &[(Pos, u8)], floor: i8, distance: bool) -> Result<Vec<i8>, SolveError> {
        let mut context = self.context();
        context.tt_min_empty = context.tt_min_empty.min(SIBLINGS_TT_MIN_EMPTY);
        if work.len() < self.options.threads {
            let mut out = Vec::with_capacity(work.len());
            for (p, q) in work {
                let v = child_score(floor, distance, |dist, lo, hi| {
                    let window = Some((lo, hi));
                    let answer = if dist {
                        self.parallel_root_in::<true>(&context, p, *q, window)
                    } else {
                        self.parallel_root_in::<false>(&context, p, *q, window)
                    };
                    answer.map(|(v, _)| v)
                })?;
                out.push(v);
                self.progress.done.fetch_add(1, Ordering::Relaxed);
            }
            return Ok(out);
        }
        // The proof that a child holds is about as large as its player's choice of turns: the
        // largest first, so that the threads end together.
        let mut order: Vec<usize> = (0..work.len()).collect();
        order.sort_by_key(|&j| {
            let (p, q) = &work[j];
            std::cmp::Reverse(p.mobility(self.tables, *q, self.counted, self.hot_mask))
        });
        let scores: Mutex<Vec<Option<i8>>> = Mutex::new(vec![None; work.len()]);
        let next_job = AtomicUsize::new(0);
        let shared = context.shared();
        let progress = &self.progress;
        std::thread::scope(|scope| {
            for id in 0..self.options.threads {
                let (shared, scores, next_job, order) = (&shared, &scores, &next_job, &order);
                scope.spawn(move || {
                    let mut searcher = Searcher::new(shared, id as u32 * 5);
                    while let Some(&j) = order.get(next_job.fetch_add(1, Ordering::Relaxed)) {
                        let (p, q) = work[j];
                        let score = child_score(floor, distance, |dist, lo, hi| {
                            let v = if dist {
                                searcher.search::<true>(&p, q, lo, hi, false)
                            } else {
                                searcher.search::<false>(&p, q, lo, hi, false)
                            };
                            if searcher.aborted {
                                Err(SolveError::Stopped)
                            } else {
                                Ok(v)
                            }
                        });
                        let Ok(v) = score else { break };
                        if let Ok(mut out) = scores.lock() {
                            out[j] = Some(v);
                        }
                        progress.done.fetch_add(1, Ordering::Relaxed);
                    }
                    searcher.flush();
                });
            }
        });
        self.stop.store(false, Ordering::Relaxed);
        scores
            .into_inner()
            .unwrap_or_default()
            .into_iter()
            .collect::<Option<Vec<i8>>>()
            .ok_or(SolveError::Stopped)
    }

    /// Every legal turn valued exactly, best first, with the principal line. The turns are
    /// shared out between the threads; turns that are images of each other under a symmetry
    /// of the position are solved once. Positions the book or a deeper level holds are looked
    /// up, not searched.
    pub fn analyse(&mut self, state: &Quarto, distance: bool) -> Result<Analysis, SolveError> {
        let start = Instant::now();
        let nodes_before = self.progress.nodes.load(Ordering::Relaxed);
        let mut analysis = self.analyse_turns(state, distance)?;
        if let Some(t) = analysis.turns.first() {
            analysis.principal_line = self.principal_line(state, t.turn, distance)?;
        }
        analysis.nodes = self.progress.nodes.load(Ordering::Relaxed) - nodes_before;
        analysis.elapsed = start.elapsed();
        Ok(analysis)
    }

    /// [`Solver::analyse`] without the principal line (`principal_line` is empty).
    pub fn analyse_turns(&mut self, state: &Quarto, distance: bool) -> Result<Analysis, SolveError> {
        self.check_rules(state);
        if self.is_cancelled() {
            return Err(SolveError::Stopped);
        }
        let start = Instant::now();
        self.stop.store(false, Ordering::Relaxed);
        self.start_counting();
        self.begin_table(state);
        let nodes_before = self.progress.nodes.load(Ordering::Relaxed);
        let mut turns: Vec<TurnValue> = Vec::new();
        let score_value = |s: i8| Value::from_score(s, distance);
        // Jobs: (turn, child position, piece in hand, how the child's score maps back).
        let mut jobs: Vec<(Turn, Pos, u8, bool)> = Vec::new();
        match state.phase() {
            Phase::Over(_) => {}
            Phase::FinalClaim => {
                for a in state.claimable() {
                    turns.push(TurnValue {
                        turn: Turn::Claim(a),
                        value: Value {
                            pov: Pov::Win,
                            distance: distance.then_some(0),
                        },
                    });
                }
                turns.push(TurnValue {
                    turn: Turn::Play {
                        place: None,
                        give: None,
                    },
                    value: score_value(0),
                });
            }
            Phase::Place | Phase::Give => {
                for a in state.claimable() {
                    turns.push(TurnValue {
                        turn: Turn::Claim(a),
                        value: Value {
                            pov: Pov::Win,
                            distance: distance.then_some(0),
                        },
                    });
                }
                let pos = self.pos(state);
                if state.phase() == Phase::Give {
                    let safe = pos.safe_gives(self.tables, self.hot_mask);
                    // A quarto of ours left unclaimed: the opponent claims it (announce mode).
                    let unclaimed = state.claimable().next().is_some();
                    for q in 0..16u8 {
                        if pos.pool & (1 << q) == 0 {
                            continue;
                        }
                        let turn = Turn::Play {
                            place: None,
                            give: Piece::new(q),
                        };
                        if unclaimed {
                            turns.push(TurnValue {
                                turn,
                                value: score_value(if distance { -MATE } else { -1 }),
                            });
                        } else if safe & (1 << q) == 0 {
                            turns.push(TurnValue {
                                turn,
                                value: score_value(if distance { -(MATE - 1) } else { -1 }),
                            });
                        } else {
                            let mut next = pos;
                            next.pool &= !(1 << q);
                            jobs.push((turn, next, q, false));
                        }
                    }
                } else if let Some(hand_piece) = state.hand() {
                    let hand = hand_piece.index();
                    let h = pos.hot(self.tables, self.hot_mask);
                    let wins = h & VALUE_BITS[hand as usize] != 0;
                    for cell in Cell::all().filter(|&c| state.piece_at(c).is_none()) {
                        let child = pos.place(hand, cell.index() as u32, self.counted);
                        if wins && state.wins_at(hand_piece, cell) {
                            turns.push(TurnValue {
                                turn: Turn::Play {
                                    place: Some(cell),
                                    give: None,
                                },
                                value: score_value(if distance { MATE - 1 } else { 1 }),
                            });
                            continue;
                        }
                        if child.pool == 0 {
                            turns.push(TurnValue {
                                turn: Turn::Play {
                                    place: Some(cell),
                                    give: None,
                                },
                                value: score_value(0),
                            });
                            continue;
                        }
                        let safe = child.safe_gives(self.tables, self.hot_mask);
                        for q in 0..16u8 {
                            if child.pool & (1 << q) == 0 {
                                continue;
                            }
                            let turn = Turn::Play {
                                place: Some(cell),
                                give: Piece::new(q),
                            };
                            if safe & (1 << q) == 0 {
                                turns.push(TurnValue {
                                    turn,
                                    value: score_value(if distance { -(MATE - 2) } else { -1 }),
                                });
                            } else {
                                let mut next = child;
                                next.pool &= !(1 << q);
                                jobs.push((turn, next, q, true));
                            }
                        }
                    }
                }
            }
        }
        // Solve each distinct child once, the threads taking jobs in turn.
        let mut classes: HashMap<u64, usize> = HashMap::new();
        let mut unique: Vec<usize> = Vec::new();
        let mut class_of: Vec<usize> = Vec::with_capacity(jobs.len());
        for (i, (_, p, q, _)) in jobs.iter().enumerate() {
            let class = if p.occ.count_ones() <= MAX_KEYED_PIECES {
                let (key, _) = canonical(self.tables, p, *q, self.counted);
                *classes.entry(key).or_insert_with(|| {
                    unique.push(i);
                    unique.len() - 1
                })
            } else {
                unique.push(i);
                unique.len() - 1
            };
            class_of.push(class);
        }
        self.progress.done.store(0, Ordering::Relaxed);
        self.progress.total.store(unique.len(), Ordering::Relaxed);
        // The children the book has.
        let mut scores: Vec<Option<i8>> = unique
            .iter()
            .map(|&i| {
                let (_, p, q, _) = &jobs[i];
                self.known_value(p, *q).map(|s| scaled(s, distance))
            })
            .collect();
        let pending: Vec<usize> = (0..unique.len()).filter(|&j| scores[j].is_none()).collect();
        self.progress
            .done
            .store(unique.len() - pending.len(), Ordering::Relaxed);
        if !pending.is_empty() {
            // The others by search: first their values, each with the window the value of the
            // position leaves (no turn is better than the position: a draw leaves only "is it
            // a win for the opponent?"), then the distance of those that are not draws.
            let floor = match (state.phase(), state.hand()) {
                (Phase::Place, Some(hand)) => {
                    let pos = self.pos(state);
                    let v = match self.known_value(&pos, hand.index()) {
                        Some(s) => scaled(s, false),
                        None => self.place_value(&pos, hand.index(), false, None)?.0,
                    };
                    -v
                }
                _ => -1,
            };
            let work: Vec<(Pos, u8)> = pending
                .iter()
                .map(|&j| {
                    let (_, p, q, _) = jobs[unique[j]];
                    (p, q)
                })
                .collect();
            let values = self.search_children(&work, floor, distance)?;
            for (&j, v) in pending.iter().zip(values) {
                scores[j] = Some(v);
            }
        }
        for (i, (turn, _, _, placed)) in jobs.iter().enumerate() {
            let child = scores
                .get(class_of[i])
                .copied()
                .flatten()
                .ok_or(SolveError::Stopped)?;
            let s = if *placed {
                if distance {
                    to_parent::<true>(child)
                } else {
                    to_parent::<false>(child)
                }
            } else {
                -child
            };
            turns.push(TurnValue {
                turn: *turn,
                value: score_value(s),
            });
        }
        turns.sort_by_key(|t| (-t.value.rank(), t.turn));
        let value = match turns.first() {
            Some(t) => t.value,
            None => {
                // The game is over.
                let pov = match state.phase() {
                    Phase::Over(o) => o.pov(state.to_move()),
                    _ => Pov::Draw,
                };
                Value {
                    pov,
                    distance: distance.then_some(0).filter(|_| pov != Pov::Draw),
                }
            }
        };
        Ok(Analysis {
            value,
            turns,
            principal_line: Vec::new(),
            nodes: self.progress.nodes.load(Ordering::Relaxed) - nodes_before,
            elapsed: start.elapsed(),
        })
    }

    /// Every turn of `state` (place phase or give phase) with a cheap heuristic score, higher
    /// better for the player to move: an immediate win, then turns that leave the opponent
    /// no safe reply, then fewer safe replies; turns that hand the opponent a win lowest.
    pub(crate) fn heuristic_turns(&self, state: &Quarto) -> Vec<(Turn, i32)> {
        let (t, hot_mask, counted) = (self.tables, self.hot_mask, self.counted);
        let pos = self.pos(state);
        // The score of giving q in `after` (a position after the placement).
        let give_score = |after: &Pos, safe: u16, q: u8| -> i32 {
            if safe & (1 << q) == 0 {
                return LOSES_NEXT;
            }
            let mut next = *after;
            next.pool &= !(1 << q);
            if next.occ == 0xffff || next.pool == 0 {
                return 0;
            }
            let mobility = next.mobility(t, q, counted, hot_mask) as i32;
            if mobility == 0 { WINS_NEXT } else { -mobility }
        };
        let mut out = Vec::new();
        match (state.phase(), state.hand()) {
            (Phase::Place, Some(hand)) => {
                for cell in Cell::all().filter(|&c| state.piece_at(c).is_none()) {
                    if state.wins_at(hand, cell) {
                        out.push((
                            Turn::Play {
                                place: Some(cell),
                                give: None,
                            },
                            WINS_NOW,
                        ));
                        continue;
                    }
                    let after = pos.place(hand.index(), cell.index() as u32, counted);
                    if after.pool == 0 {
                        out.push((
                            Turn::Play {
                                place: Some(cell),
                                give: None,
                            },
                            0,
                        ));
                        continue;
                    }
                    let safe = after.safe_gives(t, hot_mask);
                    for q in 0..16u8 {
                        if after.pool & (1 << q) != 0 {
                            out.push((
                                Turn::Play {
                                    place: Some(cell),
                                    give: Piece::new(q),
                                },
                                give_score(&after, safe, q),
                            ));
                        }
                    }
                }
            }
            (Phase::Give, _) => {
                let safe = pos.safe_gives(t, hot_mask);
                for q in 0..16u8 {
                    if pos.pool & (1 << q) != 0 {
                        out.push((
                            Turn::Play {
                                place: None,
                                give: Piece::new(q),
                            },
                            give_score(&pos, safe, q),
                        ));
                    }
                }
            }
            _ => {}
        }
        out
    }

    /// Best play from `state` starting with `first`, to the end of the game.
    pub fn principal_line(
        &mut self,
        state: &Quarto,
        first: Turn,
        distance: bool,
    ) -> Result<Vec<Action>, SolveError> {
        let mut line = Vec::new();
        let mut state = *state;
        let mut turn = Some(first);
        while let Some(t) = turn {
            for a in t.actions() {
                if state.check(a).is_err() {
                    return Ok(line);
                }
                state.play_unchecked(a);
                line.push(a);
            }
            if state.is_over() {
                break;
            }
            // In announce mode the winner claims.
            let claim = state.claimable().next();
            if let Some(a) = claim {
                state.play_unchecked(Action::Claim(a));
                line.push(Action::Claim(a));
                break;
            }
            turn = self.solve(&state, distance)?.best;
        }
        Ok(line)
    }
}

/// A child's score from `search(distance, lo, hi)`: its value, knowing it is at least
/// `floor` (a search that fails low says "the floor"), then, with `distance` and when the
/// child is not a draw, its distance, searched with a window on its side of a draw.
fn child_score(
    floor: i8,
    distance: bool,
    mut search: impl FnMut(bool, i8, i8) -> Result<i8, SolveError>,
) -> Result<i8, SolveError> {
    let mut v = 1;
    if floor < 1 {
        v = search(false, floor, 1)?.max(floor);
    }
    if distance && v != 0 {
        v = if v > 0 {
            search(true, WIN_MIN - 1, MATE)?
        } else {
            search(true, -MATE, -WIN_MIN + 1)?
        };
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// After the 16th placement in announce mode the turn that declines the claim is written
    /// `pass`, the rules' word, and reads back as that action.
    #[test]
    fn the_turn_that_declines_the_last_claim_is_a_pass() {
        let rules: Rules = "win=announce".parse().expect("rules");
        let state = Quarto::from_position(&rules, "63de/52bc/f417/980a - d1").expect("a position");
        let mut solver = Solver::new(
            rules,
            SolverOptions {
                hash_mib: 16,
                threads: 1,
                book: false,
                ..SolverOptions::default()
            },
        )
        .expect("a solver");
        let analysis = solver.analyse(&state, true).expect("analysed");
        let pass = analysis
            .turns
            .iter()
            .find(|t| t.turn.actions() == [Action::Pass])
            .expect("a pass among the turns");
        assert_eq!(pass.turn.to_string(), "pass");
        assert_eq!("pass".parse::<Action>(), Ok(Action::Pass));
        assert!(analysis.turns.iter().all(|t| !t.turn.to_string().is_empty()));
    }

    #[test]
    fn a_solve_uses_the_part_of_its_table_its_pieces_call_for() {
        let mut solver = Solver::new(
            Rules::STANDARD,
            SolverOptions {
                hash_mib: 64,
                threads: 1,
                book: false,
                ..SolverOptions::default()
            },
        )
        .expect("a solver");
        let bucket = 64;
        // Five pieces: thousands of entries, all in the first 4 MiB of 64.
        let five = Quarto::from_position(&Rules::STANDARD, "..../.9.f/..c./.4.7 2").expect("a position");
        let a = solver.analyse(&five, true).expect("analysed");
        assert!(a.nodes > 10_000, "{} nodes: too few to tell", a.nodes);
        let last = solver.tt.last_written_bucket().expect("entries");
        assert!(last < table_span(5) / bucket, "bucket {last} written");
        // One piece: the whole table.
        let one = Quarto::from_position(&Rules::STANDARD, "..../..../..../...0 1").expect("a position");
        solver.set_node_limit(Some(2_000_000));
        let _ = solver.solve(&one, false);
        let last = solver.tt.last_written_bucket().expect("entries");
        assert!(
            last >= table_span(5) / bucket,
            "bucket {last}: only the start written"
        );
    }

    #[test]
    fn an_analysis_counts_each_of_its_turns_solved_once() {
        // A won position with turns that lose: their distances are searched after their values,
        // and the progress must still count each turn once.
        let state = Quarto::from_position(&Rules::STANDARD, "10.d/53.8/.c.a/.fe. 7").expect("a position");
        for threads in [1, 2] {
            let mut solver = Solver::new(
                Rules::STANDARD,
                SolverOptions {
                    hash_mib: 16,
                    threads,
                    ..SolverOptions::default()
                },
            )
            .expect("a solver");
            let a = solver.analyse_turns(&state, true).expect("analysed");
            assert!(
                a.turns.iter().any(|t| t.value.pov == Pov::Loss),
                "no losing turn to search a distance for"
            );
            let progress = solver.progress();
            let total = progress.total.load(Ordering::Relaxed);
            assert!(total > 1, "{total} turns to solve");
            assert_eq!(progress.done.load(Ordering::Relaxed), total, "{threads} threads");
        }
    }
}
