//! The solver's compact position and what it asks of it: the hot attribute values (those
//! with which a piece would win at once), the alignments still alive, and the canonical key
//! under the variant's full symmetry group.
//!
//! A position between two placements is the occupied cells, for each counted attribute the
//! cells whose piece has value 1 (uncounted attributes are kept at zero: they cannot matter),
//! and the pool of pieces that can still be given. The piece in hand travels beside it.

use super::tables::{Tables, UNSAFE, VALUE_BITS, pext16, pop16};

/// A position of the solver (see the module docs).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Pos {
    /// Occupied cells.
    pub occ: u16,
    /// Cells whose piece has value 1, per attribute (zero for uncounted attributes): attribute
    /// `a` in bits `16a..16a + 16`, so that a placement sets all four in one step.
    pub ones: u64,
    /// Pieces that can still be given (neither on the board nor in hand).
    pub pool: u16,
}

impl Pos {
    /// The position after placing `piece` on the empty `cell`.
    #[inline(always)]
    pub fn place(&self, piece: u8, cell: u32, counted: u8) -> Pos {
        Pos {
            occ: self.occ | 1 << cell,
            ones: self.ones | spread(piece & counted) << cell,
            pool: self.pool,
        }
    }

    /// The position from raw masks: the occupied cells, the cells of value 1 of each
    /// attribute, and the pool.
    pub fn from_masks(occ: u16, ones: [u16; 4], pool: u16) -> Pos {
        Pos {
            occ,
            ones: ones
                .iter()
                .enumerate()
                .fold(0, |acc, (a, &m)| acc | (m as u64) << (16 * a)),
            pool,
        }
    }

    /// The cells whose piece has value 1 of attribute `a`.
    #[inline(always)]
    pub fn one(&self, a: usize) -> u16 {
        (self.ones >> (16 * a)) as u16
    }

    /// The hot values (bit `2a + v`): attribute values with which a piece placed now would
    /// complete a quarto somewhere.
    #[inline(always)]
    pub fn hot(&self, t: &Tables, hot_mask: u8) -> u8 {
        let empty = !self.occ;
        let zeros = (self.occ as u64 * LANES) & !self.ones;
        let mut h = 0u8;
        for a in 0..4 {
            let one = (self.ones >> (16 * a)) as u16;
            let zero = (zeros >> (16 * a)) as u16;
            h |= ((t.threat(one) & empty != 0) as u8) << (2 * a + 1);
            h |= ((t.threat(zero) & empty != 0) as u8) << (2 * a);
        }
        h & hot_mask
    }

    /// The pieces of the pool that are safe to give: none lets the opponent win at once.
    #[inline(always)]
    pub fn safe_gives(&self, t: &Tables, hot_mask: u8) -> u16 {
        self.pool & !UNSAFE[self.hot(t, hot_mask) as usize]
    }

    /// Whether `piece` placed on one of the `cells` (empty) would complete a quarto.
    #[inline(always)]
    pub fn wins_on(&self, t: &Tables, piece: u8, counted: u8, cells: u16) -> bool {
        for a in 0..4 {
            if counted & (1 << a) != 0 {
                let one = self.one(a);
                let same = if piece & (1 << a) != 0 {
                    one
                } else {
                    self.occ & !one
                };
                if t.threat(same) & cells != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// The opponent's mobility when he holds `piece` here: his safe gives summed over his
    /// placements (zero means every placement leaves him no safe give).
    #[inline(always)]
    pub fn mobility(&self, t: &Tables, piece: u8, counted: u8, hot_mask: u8) -> u32 {
        let mut mobility = 0u32;
        let mut m = !self.occ;
        while m != 0 {
            let cell = m.trailing_zeros();
            m &= m - 1;
            mobility += self
                .place(piece, cell, counted)
                .safe_gives(t, hot_mask)
                .count_ones();
        }
        mobility
    }

    /// What a placement on each empty cell does to the hot values, whatever the piece (see
    /// [`Replies`]): the hot values of every position one placement on, from one pass over
    /// this one.
    #[inline(always)]
    pub fn replies(&self, t: &Tables, hot_mask: u8) -> Replies {
        let empty = !self.occ;
        let zeros = (self.occ as u64 * LANES) & !self.ones;
        // Hot values now, and those whose only winning cell is a single one.
        let mut hot = 0u8;
        let mut alone = [0u16; 8];
        let mut bad = [0u16; 8];
        for a in 0..4 {
            let one = (self.ones >> (16 * a)) as u16;
            let zero = (zeros >> (16 * a)) as u16;
            let t1 = t.threat(one) & empty;
            let t0 = t.threat(zero) & empty;
            hot |= ((t1 != 0) as u8) << (2 * a + 1) | ((t0 != 0) as u8) << (2 * a);
            alone[2 * a + 1] = if t1 & t1.wrapping_sub(1) == 0 { t1 } else { 0 };
            alone[2 * a] = if t0 & t0.wrapping_sub(1) == 0 { t0 } else { 0 };
            bad[2 * a + 1] = zero;
            bad[2 * a] = one;
        }
        hot &= hot_mask;
        let mut kept = [hot; 16];
        let mut made = [0u8; 16];
        let mut v_set = hot;
        while v_set != 0 {
            let v = v_set.trailing_zeros() as usize;
            v_set &= v_set - 1;
            if alone[v] != 0 {
                kept[alone[v].trailing_zeros() as usize] &= !(1 << v);
            }
        }
        // A value not hot now becomes hot by a placement on a cell of an alignment whose two
        // pieces have it and whose two other cells are empty, when the piece has it too (a
        // value hot now never matters: a safe piece does not have it).
        let pairs = t.pairs(self.occ);
        if pairs != 0 {
            let mut v_set = hot_mask & !hot;
            while v_set != 0 {
                let v = v_set.trailing_zeros() as usize;
                v_set &= v_set - 1;
                let mut cells = t.cells(pairs & !t.hits(bad[v])) & empty;
                while cells != 0 {
                    let c = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    made[c] |= 1 << v;
                }
            }
        }
        Replies {
            now: hot,
            empty,
            kept,
            made,
        }
    }

    /// Whether a game reaches this position (`hand` to place) by turns that each gave a
    /// piece unable to win at once: the positions the books enumerate from the start
    /// (`book_build::positions`). A position that only a missed win leads to is not one of
    /// them, though it is legal. Tries the orders in which the pieces could have come, over
    /// the subsets of the board (for a handful of pieces).
    pub fn reached_by_safe_gives(&self, t: &Tables, hand: u8, counted: u8, hot_mask: u8) -> bool {
        let mut cells = [0u32; 16];
        let mut k = 0;
        let mut m = self.occ;
        while m != 0 {
            cells[k] = m.trailing_zeros();
            m &= m - 1;
            k += 1;
        }
        debug_assert!(k <= 8, "{k} pieces: too many orders to try");
        // The attribute values of the piece on each of `cells`.
        let mut values = [0u8; 16];
        for (i, &cell) in cells[..k].iter().enumerate() {
            let piece = (0..4).fold(0u8, |q, a| q | (((self.ones >> (16 * a + cell)) & 1) as u8) << a);
            values[i] = VALUE_BITS[piece as usize];
        }
        // For each subset `s` of the pieces (bit i: the piece on `cells[i]`): the hot values of
        // the board of its pieces alone, and whether they could have come one by one, each
        // given safely (unable to win on the board of those before it).
        let mut hot = vec![0u8; 1 << k];
        let mut reached = vec![false; 1 << k];
        let mut occ = vec![0u16; 1 << k];
        reached[0] = true;
        for s in 1..1usize << k {
            occ[s] = occ[s & (s - 1)] | 1 << cells[s.trailing_zeros() as usize];
            let board = Pos {
                occ: occ[s],
                ones: self.ones & (occ[s] as u64 * LANES),
                pool: 0,
            };
            hot[s] = board.hot(t, hot_mask);
            reached[s] = (0..k)
                .any(|i| s & 1 << i != 0 && reached[s & !(1 << i)] && hot[s & !(1 << i)] & values[i] == 0);
        }
        let full = (1 << k) - 1;
        reached[full] && hot[full] & VALUE_BITS[(hand & counted) as usize] == 0
    }

    /// Whether a full alignment of the board is a quarto: its pieces share a counted
    /// attribute value.
    #[inline]
    pub fn has_quarto(&self, t: &Tables, counted: u8) -> bool {
        let full = t.all_alignments & !t.hits(!self.occ);
        (0..4).any(|a| {
            let one = self.one(a);
            let zero = self.occ & !one;
            counted & (1 << a) != 0 && full & !(t.hits(one) & t.hits(zero)) != 0
        })
    }

    /// The alignments that can still become a quarto: not full, and with all their pieces
    /// sharing some counted attribute value.
    #[inline(always)]
    pub fn live(&self, t: &Tables, counted: u8) -> u32 {
        let mut dead = t.all_alignments;
        for a in 0..4 {
            if counted & (1 << a) != 0 {
                let one = self.one(a);
                let zero = self.occ & !one;
                dead &= t.hits(one) & t.hits(zero);
            }
        }
        t.all_alignments & !dead & t.hits(!self.occ)
    }
}

/// The hot values of the positions one placement after a position, for every empty cell and
/// piece (from [`Pos::replies`]); only for pieces that are safe to place there (not hot in
/// the position itself).
pub(crate) struct Replies {
    /// The hot values of the position itself.
    pub now: u8,
    /// The empty cells.
    empty: u16,
    /// `kept[c]`: the hot values still hot after a placement on `c`.
    kept: [u8; 16],
    /// `made[c]`: the values a placement on `c` makes hot when the piece placed has them.
    made: [u8; 16],
}

impl Replies {
    /// The hot values after placing the safe `piece` on the empty `cell`.
    #[inline(always)]
    pub fn hot(&self, cell: u32, piece: u8) -> u8 {
        self.kept[cell as usize] | (self.made[cell as usize] & VALUE_BITS[piece as usize])
    }

    /// [`Pos::mobility`] from the replies: the opponent's safe gives from `pool` summed over
    /// his placements of `piece`.
    #[inline(always)]
    pub fn mobility(&self, pool: u16, piece: u8) -> u32 {
        let mut mobility = 0u32;
        let mut m = self.empty;
        while m != 0 {
            let cell = m.trailing_zeros();
            m &= m - 1;
            mobility += pop16(pool & !UNSAFE[self.hot(cell, piece) as usize]);
        }
        mobility
    }
}

/// One bit in each attribute's lane of [`Pos::ones`].
const LANES: u64 = 0x0001_0001_0001_0001;

/// The four attribute values of a piece (bits 0–3), one in each lane: bit `a` to bit `16a`.
#[inline(always)]
fn spread(values: u8) -> u64 {
    (values as u64 * 0x0000_2000_4000_8001) & LANES
}

/// How the canonical frame relates to the position: the board map, where each attribute
/// went, and which attribute values were complemented.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Frame {
    /// Index of the board map.
    pub map: u8,
    /// `rank[a]`: the attribute that attribute `a` became.
    pub rank: [u8; 4],
    /// Attribute values complemented (bit a).
    pub flip: u8,
}

impl Frame {
    /// A move (cell, piece) in canonical coordinates, packed `cell << 4 | piece`.
    #[inline]
    pub fn canonical_move(&self, t: &Tables, cell: u32, piece: u8, counted: u8) -> u8 {
        let c = t.maps[self.map as usize][cell as usize];
        let p = (piece & counted) ^ self.flip;
        let mut q = 0u8;
        for a in 0..4 {
            q |= ((p >> a) & 1) << self.rank[a];
        }
        c << 4 | q
    }

    /// A canonical move back in the position's coordinates: the cell and the counted
    /// attribute values of the piece.
    #[inline]
    pub fn actual_move(&self, t: &Tables, mv: u8, counted: u8) -> (u32, u8) {
        let cell = t.inverse[self.map as usize][(mv >> 4) as usize] as u32;
        let q = mv & 0xf;
        let mut p = 0u8;
        for a in 0..4 {
            p |= ((q >> self.rank[a]) & 1) << a;
        }
        (cell, (p ^ self.flip) & counted)
    }
}

/// Positions with more pieces than this on the board have no exact 64-bit key.
pub(crate) const MAX_KEYED_PIECES: u32 = 12;

/// The canonical key of a position with `hand` to place (at most 12 pieces on the board),
/// and the frame that gives it.
///
/// For each board map that sends the occupied cells to their least image, the attribute
/// values are normalised without trying the 384 attribute maps: each attribute becomes a
/// column of bits (one per occupied cell in the image's cell order, then the hand),
/// complemented so that the piece on the highest occupied cell is all zeros, and the four
/// columns are sorted. The result is the same for every attribute map of the position, so the
/// least over the board maps is the same for all its images. Uncounted attributes are zero.
pub(crate) fn canonical(t: &Tables, p: &Pos, hand: u8, counted: u8) -> (u64, Frame) {
    let (occ, candidates) = t.occ_canon(p.occ);
    let k = pop16(occ);
    debug_assert!(k <= MAX_KEYED_PIECES);
    let hand = hand & counted;
    let all = (occ as u32) << 1 | 1;
    let top = if occ == 0 { 0 } else { 16 - occ.leading_zeros() }; // bit of the top cell in a column
    let mut best = u128::MAX;
    let mut best_cols = [0u32; 4];
    let mut frame = Frame::default();
    let mut maps = candidates;
    while maps != 0 {
        let m = maps.trailing_zeros() as usize;
        maps &= maps - 1;
        let mut cols = [0u32; 4];
        let mut flip = 0u8;
        for (a, slot) in cols.iter_mut().enumerate() {
            let mut col = (t.map(m, p.one(a)) as u32) << 1 | ((hand >> a) & 1) as u32;
            if (col >> top) & 1 != 0 {
                col ^= all;
                flip |= 1 << a;
            }
            // Column value in the high bits, then whether the attribute is uncounted, then
            // the attribute in the low two: among equal columns the uncounted ones (all zeros)
            // come first, so that they take the same ranks whichever attributes count and a
            // canonical move means the same piece for every choice of attributes.
            let uncounted = (counted >> a) & 1 ^ 1;
            *slot = col << 3 | (uncounted as u32) << 2 | a as u32;
        }
        sort4_desc(&mut cols);
        let packed = ((cols[0] >> 3) as u128) << 54
            | ((cols[1] >> 3) as u128) << 36
            | ((cols[2] >> 3) as u128) << 18
            | (cols[3] >> 3) as u128;
        if packed < best {
            best = packed;
            best_cols = cols;
            let mut rank = [0u8; 4];
            for (i, &c) in cols.iter().enumerate() {
                rank[(c & 3) as usize] = i as u8;
            }
            frame = Frame {
                map: m as u8,
                rank,
                flip,
            };
        }
    }
    // Pack: occupancy, then each column's k bits (cells below the top one, then the hand).
    let mut key = occ as u64;
    let low = if k == 0 { 0 } else { (1u32 << (k - 1)) - 1 };
    let mut shift = 16;
    for c in best_cols {
        let col = c >> 3;
        let cells = pext16((col >> 1) as u16, occ) & low;
        let bits = (cells << 1 | (col & 1)) as u64;
        key |= bits << shift;
        shift += k;
    }
    (key, frame)
}

#[inline(always)]
fn sort4_desc(v: &mut [u32; 4]) {
    #[inline(always)]
    fn cs(v: &mut [u32; 4], i: usize, j: usize) {
        if v[i] < v[j] {
            v.swap(i, j);
        }
    }
    cs(v, 0, 1);
    cs(v, 2, 3);
    cs(v, 0, 2);
    cs(v, 1, 3);
    cs(v, 1, 2);
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use quartet_core::Game;
    use quartet_core::chance::Rng;
    use quartet_core::quarto::{Attribute, Attributes, Phase, Quarto, Rules};

    /// The compact position of `state`, counting the attributes `counted`.
    pub(crate) fn pos_of(state: &Quarto, counted: u8) -> Pos {
        let mut ones = [0u16; 4];
        for a in Attribute::ALL {
            if counted & (1 << a as u8) != 0 {
                ones[a as usize] = state.attribute_mask(a);
            }
        }
        Pos::from_masks(state.occupied(), ones, state.pool())
    }

    /// A random position with `pieces` on the board and a piece to place.
    pub(crate) fn random_state(rules: Rules, pieces: u32, rng: &mut Rng) -> Quarto {
        loop {
            let mut s = Quarto::new(rules);
            while !(s.is_over() || s.pieces_on_board() == pieces && s.phase() == Phase::Place) {
                let actions = s.legal_actions();
                s.play_unchecked(actions[rng.below(actions.len())]);
            }
            if !s.is_over() {
                return s;
            }
        }
    }

    fn key(state: &Quarto) -> u64 {
        let rules = state.rules();
        let counted = rules.attributes.bits();
        let t = Tables::get(rules.squares);
        let hand = state.hand().map_or(0, |p| p.index());
        canonical(t, &pos_of(state, counted), hand, counted).0
    }

    /// The hot values after each placement, placed and computed: the reference.
    #[test]
    fn replies_agree_with_each_placement() {
        let mut rng = Rng::new(6);
        for bits in 1..16u8 {
            for squares in [false, true] {
                let rules = Rules {
                    attributes: Attributes::from_bits(bits).unwrap(),
                    squares,
                    ..Rules::STANDARD
                };
                let t = Tables::get(squares);
                let hot_mask = (0..4)
                    .filter(|a| bits & 1 << a != 0)
                    .fold(0u8, |m, a| m | 3 << (2 * a));
                for n in 0..60 {
                    let state = random_state(rules, n % 15, &mut rng);
                    let p = pos_of(&state, bits);
                    let replies = p.replies(t, hot_mask);
                    assert_eq!(replies.now, p.hot(t, hot_mask));
                    let mut safe = p.safe_gives(t, hot_mask);
                    if let Some(hand) = state.hand()
                        && p.hot(t, hot_mask) & VALUE_BITS[hand.index() as usize] == 0
                    {
                        safe |= 1 << hand.index();
                    }
                    while safe != 0 {
                        let q = safe.trailing_zeros() as u8;
                        safe &= safe - 1;
                        let mut m = !p.occ;
                        while m != 0 {
                            let c = m.trailing_zeros();
                            m &= m - 1;
                            let placed = p.place(q, c, bits).hot(t, hot_mask);
                            assert_eq!(replies.hot(c, q), placed, "{rules} {state} piece {q} on {c}");
                        }
                        let pool = p.pool & !(1 << q);
                        let next = Pos { pool, ..p };
                        assert_eq!(
                            replies.mobility(pool, q),
                            next.mobility(t, q, bits, hot_mask),
                            "{rules} {state} piece {q}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn canonical_key_is_the_same_for_every_image() {
        let mut rng = Rng::new(3);
        for bits in [0b1111u8, 0b0101, 0b0010, 0b1110] {
            for squares in [false, true] {
                let rules = Rules {
                    attributes: Attributes::from_bits(bits).unwrap(),
                    squares,
                    ..Rules::STANDARD
                };
                for n in 0..40 {
                    let state = random_state(rules, n % 13, &mut rng);
                    let k = key(&state);
                    let group = state.symmetries();
                    for _ in 0..30 {
                        let s = group[rng.below(group.len())];
                        assert_eq!(key(&state.transform(s)), k, "{rules} {state}");
                    }
                }
            }
        }
    }

    #[test]
    fn canonical_key_separates_what_the_rules_separate() {
        // Few pieces down: many positions are images of each other, and the classes must be
        // exactly those of the rules' own (slow) canonical key.
        let mut rng = Rng::new(4);
        for (bits, squares) in [(0b1111u8, false), (0b1111, true), (0b0011, false)] {
            let rules = Rules {
                attributes: Attributes::from_bits(bits).unwrap(),
                squares,
                ..Rules::STANDARD
            };
            let states: Vec<Quarto> = (0..40)
                .map(|i| random_state(rules, 1 + i % 2, &mut rng))
                .collect();
            let ours: Vec<u64> = states.iter().map(key).collect();
            let theirs: Vec<u128> = states.iter().map(|s| s.canonical_key()).collect();
            for i in 0..states.len() {
                for j in 0..i {
                    assert_eq!(
                        ours[i] == ours[j],
                        theirs[i] == theirs[j],
                        "{rules}: {} vs {}",
                        states[i],
                        states[j]
                    );
                }
            }
        }
    }

    #[test]
    fn canonical_moves_map_back() {
        let mut rng = Rng::new(5);
        let rules = Rules::STANDARD;
        let t = Tables::get(false);
        for _ in 0..200 {
            let state = random_state(rules, rng.below(12) as u32, &mut rng);
            let hand = state.hand().unwrap().index();
            let (_, frame) = canonical(t, &pos_of(&state, 15), hand, 15);
            for cell in 0..16u32 {
                for piece in 0..16u8 {
                    let mv = frame.canonical_move(t, cell, piece, 15);
                    assert_eq!(frame.actual_move(t, mv, 15), (cell, piece));
                }
            }
        }
    }
}
