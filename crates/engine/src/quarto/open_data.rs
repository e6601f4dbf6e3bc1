//! The book as open data: each of its positions written out as a real position of the
//! variant (a representative of the class of positions the entry stands for), with its value,
//! distance and a best turn, for `quartet book export` (format in `docs/solver.md`).

use quartet_core::Game;
use quartet_core::quarto::{Action, Attribute, Cell, Piece, Quarto, Rules};

use super::board::{Pos, canonical};
use super::book::{Book, BookEntry};
use super::book_build::Variant;
use super::solver::{Turn, Value};

/// One position of a book, written out.
#[derive(Clone, Debug)]
pub struct BookPosition {
    /// The canonical key (the same for every image of the position).
    pub key: u32,
    /// A position of the class, with a piece in hand.
    pub state: Quarto,
    /// Its value for the player to place, with the distance to the end.
    pub value: Value,
    /// A best turn: place the piece in hand, then give.
    pub best: Turn,
}

/// A book's variant does not match the rules asked for.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the book is for {attributes} attributes{squares}, not for the rules {rules}")]
pub struct OtherVariant {
    attributes: u8,
    squares: &'static str,
    rules: Rules,
}

/// Every position of `book` as a position of `rules` (which must count as many attributes
/// as the book, and squares alike), in the order of their keys.
pub fn book_positions(
    book: &Book,
    rules: Rules,
) -> Result<impl Iterator<Item = BookPosition> + '_, OtherVariant> {
    if rules.attributes.len() as u8 != book.attributes() || rules.squares != book.squares() {
        return Err(OtherVariant {
            attributes: book.attributes(),
            squares: if book.squares() { " with squares" } else { "" },
            rules,
        });
    }
    let v = Variant::of(rules);
    let attributes: Vec<Attribute> = Attribute::ALL
        .into_iter()
        .filter(|&a| rules.attributes.contains(a))
        .collect();
    Ok(book
        .entries()
        .iter()
        .filter_map(move |e| written_out(&v, rules, &attributes, e)))
}

/// The representative of an entry: the cells of the canonical occupancy, and pieces read from
/// the key's columns (rank `i` as the `i`-th counted attribute), the uncounted attributes
/// chosen so that the pieces differ.
fn written_out(v: &Variant, rules: Rules, attributes: &[Attribute], e: &BookEntry) -> Option<BookPosition> {
    let occ = e.key as u16;
    let k = occ.count_ones();
    let cells: Vec<u8> = (0..16u8).filter(|c| occ & (1 << c) != 0).collect();
    let column = |i: usize| (e.key as u64 >> (16 + i as u32 * k)) & ((1u64 << k) - 1);
    let counted_bits = |of: &dyn Fn(u64) -> u64| -> u8 {
        attributes
            .iter()
            .enumerate()
            .fold(0u8, |acc, (i, &a)| acc | ((of(column(i)) & 1) as u8) << a as u8)
    };
    let mut used = 0u16;
    let mut distinct = |counted: u8| -> Option<u8> {
        let piece = (0..16u8).find(|&p| p & v.counted == counted && used & (1 << p) == 0)?;
        used |= 1 << piece;
        Some(piece)
    };
    let mut pieces = Vec::with_capacity(cells.len());
    for j in 0..cells.len() {
        // The top cell's piece is all zeros in the canonical form.
        let bits = counted_bits(&|col| if j + 1 == cells.len() { 0 } else { col >> (1 + j) });
        pieces.push(distinct(bits)?);
    }
    let hand = distinct(counted_bits(&|col| col))?;
    let mut state = Quarto::new(rules);
    for (&cell, &piece) in cells.iter().zip(&pieces) {
        state = state.play(Action::Give(Piece::new(piece)?)).ok()?;
        state = state.play(Action::Place(Cell::new(cell)?)).ok()?;
    }
    state = state.play(Action::Give(Piece::new(hand)?)).ok()?;
    // The best turn in the representative's own frame.
    let pos = Pos::from_masks(
        state.occupied(),
        std::array::from_fn(|a| {
            if v.counted & (1 << a) != 0 {
                state.attribute_mask(Attribute::ALL[a])
            } else {
                0
            }
        }),
        state.pool(),
    );
    let (key, frame) = canonical(v.tables, &pos, hand, v.counted);
    if key != e.key as u64 {
        return None;
    }
    let (cell, values) = frame.actual_move(v.tables, e.best, v.counted);
    let give = (0..16u8).find(|&q| pos.pool & (1 << q) != 0 && q & v.counted == values)?;
    Some(BookPosition {
        key: e.key,
        state,
        value: Value::from_score(e.score, true),
        best: Turn::Play {
            place: Cell::new(cell as u8),
            give: Piece::new(give),
        },
    })
}
