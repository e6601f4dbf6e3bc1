//! The symmetry group of each Quarto! variant, and a canonical key equal for all images of a
//! position.
//!
//! A symmetry is a board map (a permutation of the 16 cells that sends every winning alignment
//! to a winning alignment) combined with an attribute map (a permutation of the counted
//! attributes among themselves, and complements of counted attributes). The board maps are not
//! written down by hand: they are found by an exhaustive backtracking search for the
//! automorphisms of the variant's family of alignments — 32 for lines only (the 8 maps of the
//! square, times the swap of the middle rows and columns, times the inside-out swap), and fewer
//! when squares count. Attribute maps: 4! × 2⁴ = 384 with all four attributes.
//!
//! In a beginners' game the attributes that do not count cannot matter at all, so
//! [`canonical_key`] also forgets them: two positions that differ only in uncounted attributes
//! get the same canonical key. That is the full symmetry of such a variant.

use std::sync::OnceLock;

use super::{ALIGNMENT_MASKS, Action, Alignment, Cell, Phase, Piece, Quarto, Rules};

/// A permutation of the cells: `cells[i]` is the image of cell `i`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardMap {
    /// Image of each cell index.
    pub cells: [u8; 16],
}

impl BoardMap {
    /// The identity map.
    pub const IDENTITY: BoardMap = BoardMap {
        cells: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    };

    /// The image of a mask of cells.
    pub fn map_mask(&self, mask: u16) -> u16 {
        let mut out = 0;
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            out |= 1 << self.cells[i];
            m &= m - 1;
        }
        out
    }
}

/// Every permutation of the 16 cells that maps the family of winning alignments onto itself,
/// identity first: the board maps of a variant (`squares` = the advanced game).
pub fn board_maps(squares: bool) -> &'static [BoardMap] {
    static LINES: OnceLock<Vec<BoardMap>> = OnceLock::new();
    static SQUARES: OnceLock<Vec<BoardMap>> = OnceLock::new();
    let cell = if squares { &SQUARES } else { &LINES };
    cell.get_or_init(|| {
        let n = if squares { 19 } else { 10 };
        search_automorphisms(&ALIGNMENT_MASKS[..n])
    })
}

/// All permutations of the cells that map the set family `sets` onto itself.
fn search_automorphisms(sets: &[u16]) -> Vec<BoardMap> {
    fn extend(sets: &[u16], image: &mut [u8; 16], used: u16, next: usize, out: &mut Vec<BoardMap>) {
        if next == 16 {
            let map = BoardMap { cells: *image };
            if sets.iter().all(|&s| sets.contains(&map.map_mask(s))) {
                out.push(map);
            }
            return;
        }
        for target in 0..16u8 {
            if used & (1 << target) != 0 {
                continue;
            }
            image[next] = target;
            // Every family member's assigned part must map into some member.
            let assigned: u16 = if next == 15 {
                0xffff
            } else {
                (1u16 << (next + 1)) - 1
            };
            // Only the members holding `next` changed since the check one cell before.
            let ok = sets.iter().filter(|&&s| s & (1 << next) != 0).all(|&s| {
                let part = s & assigned;
                let mut img = 0u16;
                let mut m = part;
                while m != 0 {
                    let i = m.trailing_zeros() as usize;
                    img |= 1 << image[i];
                    m &= m - 1;
                }
                // The image of the assigned part, and a member containing it of the same
                // "unassigned remainder" size.
                let remaining = (s & !assigned).count_ones();
                sets.iter()
                    .any(|&t| t & img == img && (t & !img).count_ones() == remaining)
            });
            if ok {
                extend(sets, image, used | (1 << target), next + 1, out);
            }
        }
    }
    let mut out = Vec::new();
    extend(sets, &mut [0; 16], 0, 0, &mut out);
    out.sort_by_key(|m| m.cells != BoardMap::IDENTITY.cells);
    out
}

/// A symmetry of a Quarto! variant: a board map and an attribute map.
///
/// A piece `p` maps to `flip ^ Σ bit_i(p) << perm[i]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct QuartoSymmetry {
    /// The board map.
    pub board: BoardMap,
    /// Attribute `i` of a piece becomes attribute `perm[i]` of its image.
    pub perm: [u8; 4],
    /// Values complemented after the permutation (bit i = attribute i).
    pub flip: u8,
}

impl QuartoSymmetry {
    /// The identity.
    pub const IDENTITY: QuartoSymmetry = QuartoSymmetry {
        board: BoardMap::IDENTITY,
        perm: [0, 1, 2, 3],
        flip: 0,
    };

    /// The image of a piece.
    pub fn map_piece(&self, piece: Piece) -> Piece {
        let p = piece.index();
        let mut q = 0u8;
        for i in 0..4 {
            q |= ((p >> i) & 1) << self.perm[i];
        }
        Piece(q ^ self.flip)
    }

    /// The image of a cell.
    pub fn map_cell(&self, cell: Cell) -> Cell {
        Cell(self.board.cells[cell.index() as usize])
    }

    /// The image of an alignment (a winning alignment maps to one under the same rules).
    pub fn map_alignment(&self, alignment: Alignment) -> Alignment {
        Alignment::from_mask(self.board.map_mask(alignment.mask())).unwrap_or(alignment)
    }

    /// The image of an action.
    pub fn apply_action(&self, action: Action) -> Action {
        match action {
            Action::Give(p) => Action::Give(self.map_piece(p)),
            Action::Place(c) => Action::Place(self.map_cell(c)),
            Action::Claim(a) => Action::Claim(self.map_alignment(a)),
            Action::Pass => Action::Pass,
        }
    }

    /// The image of a position.
    pub fn apply(&self, q: &Quarto) -> Quarto {
        let mut out = Quarto::new(q.rules);
        out.pool = 0;
        for cell in Cell::all() {
            if let Some(p) = q.piece_at(cell) {
                out.put(self.map_piece(p), self.map_cell(cell));
            }
        }
        for p in q.pool_pieces() {
            out.pool |= 1 << self.map_piece(p).index();
        }
        out.hand = q.hand.map(|p| self.map_piece(p));
        out.last = q.last.map(|c| self.map_cell(c));
        out.phase = q.phase;
        out
    }
}

/// The symmetry group of a variant: board maps × attribute maps within the counted attributes.
/// Computed once per variant.
pub fn group(rules: Rules) -> &'static [QuartoSymmetry] {
    static GROUPS: [OnceLock<Vec<QuartoSymmetry>>; 32] = [const { OnceLock::new() }; 32];
    let index = (rules.attributes.bits() as usize) * 2 + rules.squares as usize;
    GROUPS[index].get_or_init(|| compute_group(rules))
}

fn compute_group(rules: Rules) -> Vec<QuartoSymmetry> {
    let counted: Vec<u8> = (0..4)
        .filter(|&i| rules.attributes.bits() & (1 << i) != 0)
        .collect();
    let mut attribute_maps = Vec::new();
    for perm_of_counted in permutations(&counted) {
        let mut perm = [0u8, 1, 2, 3];
        for (k, &from) in counted.iter().enumerate() {
            perm[from as usize] = perm_of_counted[k];
        }
        for flip in 0..16u8 {
            if flip & !rules.attributes.bits() == 0 {
                attribute_maps.push((perm, flip));
            }
        }
    }
    let mut out = Vec::with_capacity(board_maps(rules.squares).len() * attribute_maps.len());
    for &board in board_maps(rules.squares) {
        for &(perm, flip) in &attribute_maps {
            out.push(QuartoSymmetry { board, perm, flip });
        }
    }
    out
}

fn permutations(items: &[u8]) -> Vec<Vec<u8>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            out.push(tail);
        }
    }
    out
}

/// A key of the position with each piece reduced to the attributes in `keep` (a bit mask):
/// 5 bits a cell (0 empty, else 1 + piece), then the hand, the phase and, in announce mode,
/// the most recent placement.
pub(super) fn key(q: &Quarto, keep: u8) -> u128 {
    let mut k: u128 = 0;
    for i in 0..16 {
        let v = match q.board[i] {
            p if p < 16 => (p & keep) as u128 + 1,
            _ => 0,
        };
        k |= v << (5 * i);
    }
    k |= (q.hand.map_or(0, |p| (p.index() & keep) as u128 + 1)) << 80;
    let phase: u128 = match q.phase {
        Phase::Give => 0,
        Phase::Place => 1,
        Phase::FinalClaim => 2,
        Phase::Over(super::Outcome::Draw) => 3,
        Phase::Over(super::Outcome::WonBy(p)) => 4 + p.0 as u128,
    };
    k |= phase << 85;
    if q.rules.win_mode == super::WinMode::Announce {
        k |= (q.last.map_or(0, |c| c.index() as u128 + 1)) << 88;
    }
    k
}

/// The smallest key over all images of the position under its variant's symmetry group, with
/// uncounted attributes forgotten.
///
/// The key compares the hand first, then the cells from d4 down to a1, so for a given board map
/// and attribute permutation only one complement can give the smallest key: the one that sends
/// the most significant piece to 0 in every counted attribute. That leaves board maps ×
/// permutations to try (768 for the standard game) instead of the whole group (12,288).
pub(super) fn canonical_key(q: &Quarto) -> u128 {
    let keep = q.rules.attributes.bits();
    let group = group(q.rules);
    let mut best = u128::MAX;
    for s in group.iter().filter(|s| s.flip == 0) {
        let board_image = QuartoSymmetry { flip: 0, ..*s };
        let first = q.hand.or_else(|| most_significant_piece(q, &board_image));
        let flip = first.map_or(0, |p| board_image.map_piece(p).index() & keep);
        let candidate = QuartoSymmetry { flip, ..*s };
        best = best.min(key(&candidate.apply(q), keep));
    }
    best
}

/// The piece that lands on the highest cell index under the board map of `s`.
fn most_significant_piece(q: &Quarto, s: &QuartoSymmetry) -> Option<Piece> {
    Cell::all()
        .filter_map(|c| q.piece_at(c).map(|p| (s.map_cell(c).index(), p)))
        .max_by_key(|&(i, _)| i)
        .map(|(_, p)| p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::Rng;
    use crate::game::Game;
    use crate::quarto::{Attributes, WinMode};

    fn all_rules() -> Vec<Rules> {
        let mut out = Vec::new();
        for bits in 1..16u8 {
            for squares in [false, true] {
                out.push(Rules {
                    attributes: Attributes::from_bits(bits).unwrap(),
                    squares,
                    win_mode: WinMode::Auto,
                });
            }
        }
        out
    }

    fn random_position(rules: Rules, rng: &mut Rng, actions: usize) -> Quarto {
        let mut q = Quarto::new(rules);
        for _ in 0..actions {
            let legal = q.legal_actions();
            let Some(&a) = rng.choose(&legal) else { break };
            q.play_unchecked(a);
        }
        q
    }

    #[test]
    fn group_sizes() {
        assert_eq!(board_maps(false).len(), 32);
        assert_eq!(board_maps(true).len(), 8);
        for rules in all_rules() {
            let k = rules.attributes.len();
            let factorial = (1..=k).product::<usize>();
            let boards = if rules.squares { 8 } else { 32 };
            assert_eq!(group(rules).len(), boards * factorial * (1 << k), "{rules}");
        }
        assert_eq!(group(Rules::STANDARD).len(), 32 * 384);
        assert_eq!(group(Rules::STANDARD)[0], QuartoSymmetry::IDENTITY);
    }

    #[test]
    fn board_maps_permute_alignments() {
        for squares in [false, true] {
            let family = Rules {
                squares,
                ..Rules::STANDARD
            }
            .alignments();
            for map in board_maps(squares) {
                let mut images: Vec<u16> = family.iter().map(|a| map.map_mask(a.mask())).collect();
                images.sort();
                let mut masks: Vec<u16> = family.iter().map(|a| a.mask()).collect();
                masks.sort();
                assert_eq!(images, masks);
            }
        }
        // The 8 maps of the square are among the board maps of the advanced game.
        let rotate = |i: u8| {
            let (c, r) = (i % 4, i / 4);
            (3 - r) + 4 * c
        };
        let rotation = BoardMap {
            cells: core::array::from_fn(|i| rotate(i as u8)),
        };
        assert!(board_maps(true).contains(&rotation));
    }

    #[test]
    fn every_symmetry_maps_quartos_to_quartos() {
        let mut rng = Rng::new(11);
        for rules in all_rules() {
            let group = group(rules);
            for _ in 0..20 {
                let n = 8 + rng.below(20);
                let q = random_position(rules, &mut rng, n);
                for _ in 0..20 {
                    let s = *rng.choose(group).unwrap();
                    let image = s.apply(&q);
                    for &a in rules.alignments() {
                        assert_eq!(
                            q.is_quarto(a),
                            image.is_quarto(s.map_alignment(a)),
                            "{rules} {q} {a} under {s:?}"
                        );
                    }
                }
            }
        }
    }

    /// The fast canonical key equals the slow one: the minimum over the whole group.
    #[test]
    fn canonical_key_matches_the_whole_group_minimum() {
        let mut rng = Rng::new(5);
        for rules in all_rules() {
            let keep = rules.attributes.bits();
            for _ in 0..3 {
                let n = rng.below(12);
                let q = random_position(rules, &mut rng, n);
                let slow = group(rules)
                    .iter()
                    .map(|s| key(&s.apply(&q), keep))
                    .min()
                    .unwrap();
                assert_eq!(canonical_key(&q), slow, "{rules} {q}");
            }
        }
    }

    #[test]
    fn uncounted_attributes_are_forgotten() {
        let rules = Rules {
            attributes: "colour".parse().unwrap(),
            ..Rules::STANDARD
        };
        let a = Quarto::from_position(&rules, "..../..../..../0... 1").unwrap();
        let b = Quarto::from_position(&rules, "..../..../..../4... 9").unwrap();
        assert_eq!(a.canonical_key(), b.canonical_key());
        let c = Quarto::from_position(&rules, "..../..../..../0... 2").unwrap();
        assert_ne!(a.canonical_key(), c.canonical_key());
    }
}
