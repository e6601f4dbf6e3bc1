//! Lookup tables of the solver, built once per board shape (lines only, or lines and squares)
//! from the same definitions the rules use: the alignments and the board maps of
//! `quartet_core::quarto`.
//!
//! * `threat[M]`: the cells that complete an alignment whose other three cells are all in `M`
//!   (with `M` the cells whose pieces share one attribute value, the empty ones among them are
//!   the cells where a piece with that value wins);
//! * `hits_lo`/`hits_hi`: the alignments that meet a mask of cells, by bytes;
//! * `pairs[O]`: the alignments with exactly two of their cells in `O` (two occupied cells),
//!   and `cells_lo`/`cells_hi`: the cells of a set of alignments;
//! * the board maps as byte tables, and for every occupancy mask its least image under the
//!   board maps with the set of maps that reach it (so canonicalisation tries only those).

use std::sync::OnceLock;

use quartet_core::quarto::{ALIGNMENT_MASKS, board_maps};

/// Tables for one board shape.
pub(crate) struct Tables {
    /// The board maps (cell images), identity first.
    pub maps: Vec<[u8; 16]>,
    /// The inverse of each board map.
    pub inverse: Vec<[u8; 16]>,
    /// `map_lo[m][b]`: image under map `m` of the cells `b` (cells 0–7).
    map_lo: Vec<[u16; 256]>,
    /// `map_hi[m][b]`: image under map `m` of the cells `b << 8` (cells 8–15).
    map_hi: Vec<[u16; 256]>,
    /// Cells completing an alignment with three cells in the mask.
    threat: Box<[u16; 1 << 16]>,
    /// Alignments (bit i = alignment i) meeting the cells of a low byte.
    hits_lo: [u32; 256],
    /// Alignments meeting the cells of a high byte.
    hits_hi: [u32; 256],
    /// Alignments with exactly two cells in the mask.
    pairs: Box<[u32; 1 << 16]>,
    /// The cells of the alignments 0–9 (bits of the index).
    cells_lo: Box<[u16; 1 << 10]>,
    /// The cells of the alignments 10–18 (bits of the index shifted down by 10).
    cells_hi: Box<[u16; 1 << 9]>,
    /// Every alignment of the shape, as bits.
    pub all_alignments: u32,
    /// For every occupancy mask: its least image and the maps (bits) that give it.
    occ_canon: Box<[(u16, u32); 1 << 16]>,
}

/// The alignments of a variant: the ten lines, and the nine 2×2 squares when they count.
fn alignments(squares: bool) -> &'static [u16] {
    if squares {
        &ALIGNMENT_MASKS
    } else {
        &ALIGNMENT_MASKS[..10]
    }
}

impl Tables {
    /// The tables of a shape, built on first use.
    pub fn get(squares: bool) -> &'static Tables {
        static LINES: OnceLock<Tables> = OnceLock::new();
        static SQUARES: OnceLock<Tables> = OnceLock::new();
        let cell = if squares { &SQUARES } else { &LINES };
        cell.get_or_init(|| Tables::build(squares))
    }

    fn build(squares: bool) -> Tables {
        let alignments = alignments(squares);
        let maps: Vec<[u8; 16]> = board_maps(squares).iter().map(|m| m.cells).collect();
        assert!(maps.len() <= 32, "at most 32 board maps fit a mask");
        let inverse = maps
            .iter()
            .map(|m| {
                let mut inv = [0u8; 16];
                for (i, &j) in m.iter().enumerate() {
                    inv[j as usize] = i as u8;
                }
                inv
            })
            .collect();
        let apply = |m: &[u8; 16], mask: u16| -> u16 {
            let mut out = 0u16;
            for (i, &j) in m.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    out |= 1 << j;
                }
            }
            out
        };
        let map_lo: Vec<[u16; 256]> = maps
            .iter()
            .map(|m| std::array::from_fn(|b| apply(m, b as u16)))
            .collect();
        let map_hi: Vec<[u16; 256]> = maps
            .iter()
            .map(|m| std::array::from_fn(|b| apply(m, (b as u16) << 8)))
            .collect();
        // Arrays of 2^16 entries, so that indexing by a mask needs no bounds check.
        let mut threat: Box<[u16; 1 << 16]> = vec![0u16; 1 << 16]
            .into_boxed_slice()
            .try_into()
            .expect("2^16 entries");
        // For each alignment and each cell of it, every mask holding its three other cells
        // and not that one: the three with any cells off the alignment (as for `pairs` below,
        // rather than counting each alignment's cells in every mask).
        for &line in alignments {
            let off = !line;
            let mut cells = line;
            while cells != 0 {
                let cell = cells & cells.wrapping_neg();
                cells &= cells - 1;
                let three = line & !cell;
                let mut rest: u16 = 0;
                loop {
                    threat[(three | rest) as usize] |= cell;
                    rest = rest.wrapping_sub(off) & off;
                    if rest == 0 {
                        break;
                    }
                }
            }
        }
        let hits = |cells: u16| -> u32 {
            alignments
                .iter()
                .enumerate()
                .filter(|&(_, &line)| line & cells != 0)
                .fold(0, |acc, (i, _)| acc | 1 << i)
        };
        let mut pairs: Box<[u32; 1 << 16]> = vec![0u32; 1 << 16]
            .into_boxed_slice()
            .try_into()
            .expect("2^16 entries");
        // For each alignment and each two of its cells, every mask meeting it in just those:
        // the two cells with any cells off the alignment (a few times fewer steps than
        // testing every mask against every alignment, at every start of a solver).
        for (i, &line) in alignments.iter().enumerate() {
            let off = !line;
            let mut a_set = line;
            while a_set != 0 {
                let a = a_set & a_set.wrapping_neg();
                a_set &= a_set - 1;
                let mut b_set = a_set;
                while b_set != 0 {
                    let two = a | (b_set & b_set.wrapping_neg());
                    b_set &= b_set - 1;
                    let mut rest: u16 = 0;
                    loop {
                        pairs[(two | rest) as usize] |= 1 << i;
                        rest = rest.wrapping_sub(off) & off;
                        if rest == 0 {
                            break;
                        }
                    }
                }
            }
        }
        let cells_of = |set: u32| -> u16 {
            alignments
                .iter()
                .enumerate()
                .filter(|&(i, _)| set & 1 << i != 0)
                .fold(0, |acc, (_, &line)| acc | line)
        };
        let cells_lo: Box<[u16; 1 << 10]> = Box::new(std::array::from_fn(|b| cells_of(b as u32)));
        let cells_hi: Box<[u16; 1 << 9]> = Box::new(std::array::from_fn(|b| cells_of((b as u32) << 10)));
        let hits_lo = std::array::from_fn(|b| hits(b as u16));
        let hits_hi = std::array::from_fn(|b| hits((b as u16) << 8));
        let mut tables = Tables {
            maps,
            inverse,
            map_lo,
            map_hi,
            threat,
            hits_lo,
            hits_hi,
            pairs,
            cells_lo,
            cells_hi,
            all_alignments: (1u32 << alignments.len()) - 1,
            occ_canon: vec![(0, 0); 1 << 16]
                .into_boxed_slice()
                .try_into()
                .expect("2^16 entries"),
        };
        let mut occ_canon = vec![(0u16, 0u32); 1 << 16].into_boxed_slice();
        for (occ, out) in occ_canon.iter_mut().enumerate() {
            let mut least = u16::MAX;
            let mut which = 0u32;
            for m in 0..tables.maps.len() {
                let image = tables.map(m, occ as u16);
                if image < least {
                    least = image;
                    which = 1 << m;
                } else if image == least {
                    which |= 1 << m;
                }
            }
            *out = (least, which);
        }
        tables.occ_canon = occ_canon.try_into().expect("2^16 entries");
        tables
    }

    /// The image of a mask of cells under board map `m`.
    #[inline(always)]
    pub fn map(&self, m: usize, mask: u16) -> u16 {
        self.map_lo[m][(mask & 0xff) as usize] | self.map_hi[m][(mask >> 8) as usize]
    }

    /// Cells completing an alignment whose three other cells are in `mask`.
    #[inline(always)]
    pub fn threat(&self, mask: u16) -> u16 {
        self.threat[mask as usize]
    }

    /// The alignments meeting `mask`.
    #[inline(always)]
    pub fn hits(&self, mask: u16) -> u32 {
        self.hits_lo[(mask & 0xff) as usize] | self.hits_hi[(mask >> 8) as usize]
    }

    /// The alignments with exactly two cells in `mask`.
    #[inline(always)]
    pub fn pairs(&self, mask: u16) -> u32 {
        self.pairs[mask as usize]
    }

    /// The cells of the alignments in `set`.
    #[inline(always)]
    pub fn cells(&self, set: u32) -> u16 {
        self.cells_lo[(set & 0x3ff) as usize] | self.cells_hi[((set >> 10) & 0x1ff) as usize]
    }

    /// The least image of an occupancy mask and the maps that give it.
    #[inline(always)]
    pub fn occ_canon(&self, occ: u16) -> (u16, u32) {
        self.occ_canon[occ as usize]
    }
}

/// `unsafe_pieces(h)`: the pieces that have some attribute value marked hot in `h` (bit
/// `2a + v` = a piece with value `v` of attribute `a` wins somewhere).
pub(crate) const UNSAFE: [u16; 256] = {
    let mut out = [0u16; 256];
    let mut h = 0;
    while h < 256 {
        let mut p = 0;
        while p < 16 {
            let mut a = 0;
            while a < 4 {
                let v = (p >> a) & 1;
                if h & (1 << (2 * a + v)) != 0 {
                    out[h] |= 1 << p;
                }
                a += 1;
            }
            p += 1;
        }
        h += 1;
    }
    out
};

/// `VALUE_BITS[p]`: the attribute values of piece `p` as hot bits (`2a + value`).
pub(crate) const VALUE_BITS: [u8; 16] = {
    let mut out = [0u8; 16];
    let mut p = 0;
    while p < 16 {
        let mut a = 0;
        while a < 4 {
            out[p] |= 1 << (2 * a + ((p >> a) & 1));
            a += 1;
        }
        p += 1;
    }
    out
};

/// `PEXT8[m][v]`: the bits of `v` at the positions of `m`, packed low (software `pext`).
pub(crate) static PEXT8: [[u8; 256]; 256] = {
    let mut out = [[0u8; 256]; 256];
    let mut m = 0;
    while m < 256 {
        let mut v = 0;
        while v < 256 {
            let mut r = 0u8;
            let mut k = 0;
            let mut i = 0;
            while i < 8 {
                if m & (1 << i) != 0 {
                    if v & (1 << i) != 0 {
                        r |= 1 << k;
                    }
                    k += 1;
                }
                i += 1;
            }
            out[m][v] = r;
            v += 1;
        }
        m += 1;
    }
    out
};

/// The bits of `v` at the positions of `m`, packed low.
#[inline(always)]
pub(crate) fn pext16(v: u16, m: u16) -> u32 {
    let lo = PEXT8[(m & 0xff) as usize][(v & 0xff) as usize] as u32;
    let hi = PEXT8[(m >> 8) as usize][(v >> 8) as usize] as u32;
    lo | hi << POP8[(m & 0xff) as usize]
}

/// The number of bits set in each byte.
const POP8: [u8; 256] = {
    let mut out = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        out[b] = (b as u32).count_ones() as u8;
        b += 1;
    }
    out
};

/// The number of cells (bits) of a mask, by two byte look-ups: the build targets x86-64
/// without `popcnt`, where `count_ones` is a dozen arithmetic steps.
#[inline(always)]
pub(crate) fn pop16(m: u16) -> u32 {
    (POP8[(m & 0xff) as usize] + POP8[(m >> 8) as usize]) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pop16_counts_every_mask() {
        for m in 0..=u16::MAX {
            assert_eq!(pop16(m), m.count_ones(), "{m:#06x}");
        }
    }

    #[test]
    fn threats_are_the_cells_completing_three_of_an_alignment() {
        for squares in [false, true] {
            let t = Tables::get(squares);
            let alignments = alignments(squares);
            for mask in 0..=u16::MAX {
                let expected = alignments
                    .iter()
                    .filter(|&&line| (line & mask).count_ones() == 3)
                    .fold(0u16, |acc, &line| acc | (line & !mask));
                assert_eq!(t.threat(mask), expected, "mask {mask:#06x}");
            }
        }
    }

    #[test]
    fn pairs_and_cells_are_those_of_the_alignments() {
        for squares in [false, true] {
            let t = Tables::get(squares);
            let alignments = alignments(squares);
            for mask in 0..=u16::MAX {
                let expected = alignments
                    .iter()
                    .enumerate()
                    .filter(|&(_, &line)| (line & mask).count_ones() == 2)
                    .fold(0u32, |acc, (i, _)| acc | 1 << i);
                assert_eq!(t.pairs(mask), expected, "mask {mask:#06x}");
            }
            for set in 0..1u32 << alignments.len() {
                let expected = alignments
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| set & 1 << i != 0)
                    .fold(0u16, |acc, (_, &line)| acc | line);
                assert_eq!(t.cells(set), expected, "alignments {set:#x}");
            }
        }
    }
}
