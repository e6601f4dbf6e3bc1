//! The equipment of Quartino as data: the colours and their tokens, the board (a centre and a
//! ring of spaces), the quarters where a card can lie, the mirror reading of a card, and the
//! card set. The standard equipment of the spec is read from `standard.equipment` with the
//! same parser that reads any other set, so a different card set or board is a text file, not
//! code.
//!
//! The text format is a list of `key=value` fields separated by white space or `;`, with `#`
//! comments (see `docs/quartino.md`):
//!
//! ```text
//! colours=Y:yellow:7,B:blue:7,G:green:7,P:pink:7
//! ring=8
//! quarters=turn:C,R0,R1,R2
//! mirror=0,3,2,1
//! hand=4
//! cards=YBGP,YBPG,YGBP,…
//! ```
//!
//! The symmetries of the board (the permutations of the spaces that send every quarter onto a
//! quarter, read straight or in the mirror) are found from the data by a backtracking search.

use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, LazyLock};

use super::ParseActionError;
use crate::game::error_codes;
use crate::text::{Excerpt, SettingsError};

/// Most colours an equipment may have.
pub const MAX_COLOURS: usize = 8;
/// Most spaces (centre and ring) a board may have.
pub const MAX_SPACES: usize = 16;
/// Most tokens an equipment may have (a stack holds them all).
pub const MAX_TOKENS: usize = 32;
/// Most cards a set may have.
pub const MAX_CARDS: usize = 64;
/// Most spaces a card (and a quarter) may show.
pub const MAX_PATTERN: usize = 8;
/// Most quarters a board may have.
pub const MAX_QUARTERS: usize = 16;

/// Most search steps spent finding a board's symmetries; beyond it, only the identity is used.
const SEARCH_BUDGET: usize = 200_000;

/// The text of the standard equipment.
pub const STANDARD_TEXT: &str = include_str!("standard.equipment");

/// What is wrong with an equipment text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EquipmentError {
    /// A word that is not `key=value`, a field given twice or an unknown field.
    #[error(transparent)]
    Settings(SettingsError),
    /// A field the equipment must have.
    #[error("the field {0}= is missing")]
    Missing(&'static str),
    /// Not a whole number.
    #[error("{field}={text}: expected a whole number")]
    NotANumber {
        /// The field.
        field: &'static str,
        /// As written.
        text: Excerpt,
    },
    /// A ring too small or too large.
    #[error("ring={0}: expected 1 to {max}", max = MAX_SPACES - 1)]
    Ring(u8),
    /// No card to deal.
    #[error("hand=0: a player needs at least one card")]
    HandZero,
    /// `cards=permutations` with quarters of another size than the colours.
    #[error(
        "cards=permutations needs quarters of as many spaces as there are colours ({colours}), not {pattern}"
    )]
    PermutationsSize {
        /// Colours.
        colours: usize,
        /// Spaces a quarter.
        pattern: usize,
    },
    /// Not a card.
    #[error("cards: {0} is not a card: expected colour letters")]
    NotACard(Excerpt),
    /// Too many cards.
    #[error("{0} cards: at most {MAX_CARDS}")]
    TooManyCards(usize),
    /// A card in the set twice.
    #[error("cards: {0} is in the set twice")]
    CardTwice(Card),
    /// A card of another size than a quarter.
    #[error("cards: {card} shows {spaces} spaces, but a quarter has {pattern}")]
    CardSize {
        /// The card.
        card: Card,
        /// Its spaces.
        spaces: usize,
        /// A quarter's.
        pattern: usize,
    },
    /// A card with a colour the set does not have.
    #[error("cards: {card} uses {colour}, which is not one of the colours")]
    CardColour {
        /// The card.
        card: Card,
        /// The colour.
        colour: Colour,
    },
    /// A hand two players cannot be dealt.
    #[error("hand={hand}: {cards} cards cannot deal {hand} to two players")]
    HandTooBig {
        /// Cards a hand.
        hand: u8,
        /// Cards in the set.
        cards: usize,
    },
    /// A colour that is not `letter:name:tokens`.
    #[error("colours: {0} is not letter:name:tokens, as Y:yellow:7")]
    ColourSpec(Excerpt),
    /// A colour letter that is not one upper-case letter.
    #[error("colours: {0} is not one upper-case letter")]
    ColourLetter(Excerpt),
    /// A colour name with other characters.
    #[error("colours: the name {0} must be letters, digits, '-' or '_'")]
    ColourName(Excerpt),
    /// A colour without tokens.
    #[error("colours: {0} has no tokens")]
    NoTokens(Colour),
    /// A colour named twice.
    #[error("colours: {0} is named twice")]
    ColourTwice(Colour),
    /// Too many colours.
    #[error("{0} colours: at most {MAX_COLOURS}")]
    TooManyColours(usize),
    /// Too many tokens.
    #[error("{0} tokens in all: at most {MAX_TOKENS}")]
    TooManyTokens(usize),
    /// Not a space in a quarter.
    #[error("quarters: {0} is not a space (C, R0, R1, …)")]
    QuarterSpace(Excerpt),
    /// A space beyond the ring.
    #[error("quarters: {space} is not on a ring of {ring}")]
    OffTheRing {
        /// The space.
        space: Space,
        /// The ring.
        ring: u8,
    },
    /// A space twice in one quarter.
    #[error("quarters: {space} is twice in the quarter {quarter}")]
    SpaceTwiceInQuarter {
        /// The space.
        space: Space,
        /// The quarter as written.
        quarter: Excerpt,
    },
    /// A quarter of too many spaces.
    #[error("quarters: {0} has more than {MAX_PATTERN} spaces")]
    QuarterTooBig(Excerpt),
    /// Quarters of different sizes.
    #[error("quarters: every quarter must have {pattern} spaces, one has {other}")]
    QuarterSizes {
        /// The first quarter's size.
        pattern: usize,
        /// Another's.
        other: usize,
    },
    /// Too many quarters.
    #[error("{0} quarters: at most {MAX_QUARTERS}")]
    TooManyQuarters(usize),
    /// A quarter given twice.
    #[error("quarters: Q{0} is the same as an earlier quarter")]
    QuarterTwice(usize),
    /// A mirror of another size than a card.
    #[error("mirror: {slots} slots given, but a card has {pattern}")]
    MirrorSlots {
        /// Slots given.
        slots: usize,
        /// A card's.
        pattern: usize,
    },
    /// A mirror that is not a permutation of the slots.
    #[error("mirror: expected each slot 0 to {last} once, as 0,3,2,1")]
    MirrorNotPermutation {
        /// The last slot.
        last: usize,
    },
    /// A mirror that read twice does not give the card back.
    #[error("mirror: reading a card twice in the mirror must give it back")]
    MirrorNotInvolution,
}

error_codes!(EquipmentError, "quartino.equipment", settings: Settings, {
    Missing(field) => "missing-field",
    NotANumber { field, text } => "not-a-number",
    Ring(ring) => "ring",
    HandZero => "hand-zero",
    PermutationsSize { colours, pattern } => "permutations-size",
    NotACard(text) => "not-a-card",
    TooManyCards(count) => "too-many-cards",
    CardTwice(card) => "card-twice",
    CardSize { card, spaces, pattern } => "card-size",
    CardColour { card, colour } => "card-colour",
    HandTooBig { hand, cards } => "hand-too-big",
    ColourSpec(text) => "colour-spec",
    ColourLetter(text) => "colour-letter",
    ColourName(text) => "colour-name",
    NoTokens(colour) => "no-tokens",
    ColourTwice(colour) => "colour-twice",
    TooManyColours(count) => "too-many-colours",
    TooManyTokens(count) => "too-many-tokens",
    QuarterSpace(text) => "quarter-space",
    OffTheRing { space, ring } => "off-the-ring",
    SpaceTwiceInQuarter { space, quarter } => "space-twice-in-quarter",
    QuarterTooBig(text) => "quarter-too-big",
    QuarterSizes { pattern, other } => "quarter-sizes",
    TooManyQuarters(count) => "too-many-quarters",
    QuarterTwice(number) => "quarter-twice",
    MirrorSlots { slots, pattern } => "mirror-slots",
    MirrorNotPermutation { last } => "mirror-not-permutation",
    MirrorNotInvolution => "mirror-not-involution",
});

/// A token colour, named by its upper-case letter (`Y`, `B`, `G`, `P` in the standard game).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Colour(u8);

impl Colour {
    /// The colour with this letter (`a`–`z` are read upper-case), if it is a letter.
    pub const fn from_letter(letter: char) -> Option<Colour> {
        if letter.is_ascii_alphabetic() {
            Some(Colour(letter.to_ascii_uppercase() as u8))
        } else {
            None
        }
    }

    /// The colour's letter.
    pub const fn letter(self) -> char {
        self.0 as char
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Colour {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => {
                Colour::from_letter(c).ok_or_else(|| ParseActionError::BadColour(Excerpt::new(s)))
            }
            _ => Err(ParseActionError::BadColour(Excerpt::new(s))),
        }
    }
}

/// A space of the board: the centre `C` (index 0) or a ring space `R0`, `R1`, … (index 1, 2, …),
/// numbered clockwise from the top.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Space(u8);

impl Space {
    /// The centre.
    pub const CENTRE: Space = Space(0);

    /// Ring space `Ri`, if `i` is below the most a board may have.
    pub const fn ring(i: usize) -> Option<Space> {
        if i + 1 < MAX_SPACES {
            Some(Space(i as u8 + 1))
        } else {
            None
        }
    }

    /// The space with this index (0 = centre, i + 1 = `Ri`), if below the most a board may have.
    pub const fn from_index(index: usize) -> Option<Space> {
        if index < MAX_SPACES {
            Some(Space(index as u8))
        } else {
            None
        }
    }

    /// The index: 0 for the centre, i + 1 for `Ri`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The ring position `i` of `Ri`, or `None` for the centre.
    pub const fn ring_position(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0 as usize - 1)
        }
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ring_position() {
            None => f.write_str("C"),
            Some(i) => write!(f, "R{i}"),
        }
    }
}

impl FromStr for Space {
    type Err = ParseActionError;

    /// `C` or `R0`…`R14` (either case).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseActionError::BadSpace(Excerpt::new(s));
        if s.eq_ignore_ascii_case("c") {
            return Ok(Space::CENTRE);
        }
        let digits = s.strip_prefix(['R', 'r']).ok_or_else(err)?;
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let i: usize = digits.parse().map_err(|_| err())?;
        if digits.len() > 1 && digits.starts_with('0') {
            return Err(err());
        }
        Space::ring(i).ok_or_else(err)
    }
}

/// One of the places a card can lie on the board, `Q0`, `Q1`, … in the equipment's order. In the
/// standard game `Qk` is the centre and `Rk`, `Rk+1`, `Rk+2` (mod 8), in card order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Quarter(u8);

impl Quarter {
    /// Quarter `Qk`, if `k` is below the most a board may have.
    pub const fn new(k: usize) -> Option<Quarter> {
        if k < MAX_QUARTERS {
            Some(Quarter(k as u8))
        } else {
            None
        }
    }

    /// The index `k` of `Qk`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Quarter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Q{}", self.0)
    }
}

impl FromStr for Quarter {
    type Err = ParseActionError;

    /// `Q0`…`Q15` (either case).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseActionError::BadQuarter(Excerpt::new(s));
        let digits = s.strip_prefix(['Q', 'q']).ok_or_else(err)?;
        if digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || (digits.len() > 1 && digits.starts_with('0'))
        {
            return Err(err());
        }
        let k: usize = digits.parse().map_err(|_| err())?;
        Quarter::new(k).ok_or_else(err)
    }
}

/// A card, named by its colours in card order (`YBGP`: yellow centre, then blue, green, pink
/// clockwise). The letters are the card's identity: a card set never holds two equal cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u64);

impl Card {
    /// The card showing these colours in order (1 to 8 of them).
    pub fn new(colours: &[Colour]) -> Option<Card> {
        if colours.is_empty() || colours.len() > MAX_PATTERN {
            return None;
        }
        let mut bytes = [0u8; 8];
        for (slot, c) in bytes.iter_mut().zip(colours) {
            *slot = c.0;
        }
        Some(Card(u64::from_be_bytes(bytes)))
    }

    /// How many spaces the card shows.
    pub fn len(self) -> usize {
        self.0.to_be_bytes().iter().take_while(|&&b| b != 0).count()
    }

    /// Never true: a card shows at least one space.
    pub fn is_empty(self) -> bool {
        false
    }

    /// The colours in card order.
    pub fn colours(self) -> impl Iterator<Item = Colour> {
        self.0
            .to_be_bytes()
            .into_iter()
            .take_while(|&b| b != 0)
            .map(Colour)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.colours() {
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl FromStr for Card {
    type Err = ParseActionError;

    /// One to eight colour letters (either case).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseActionError::BadCard(Excerpt::new(s));
        let mut colours = Vec::with_capacity(MAX_PATTERN);
        for c in s.chars() {
            colours.push(Colour::from_letter(c).ok_or_else(err)?);
            if colours.len() > MAX_PATTERN {
                return Err(err());
            }
        }
        Card::new(&colours).ok_or_else(err)
    }
}

/// One colour of the equipment: its letter, its name and how many tokens it has.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ColourSpec {
    /// The letter that names it in notation.
    pub colour: Colour,
    /// Its name in words (`yellow`).
    pub name: String,
    /// How many tokens of it the game has.
    pub tokens: u8,
}

/// A symmetry of the board: a permutation of the spaces that sends every quarter onto a
/// quarter, each read straight (a rotation of the wheel) or each read in the mirror.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Automorphism {
    /// `spaces[i]` is the image of space index `i`.
    pub spaces: [u8; MAX_SPACES],
    /// `quarters[k]` is the image of quarter `Qk`.
    pub quarters: [u8; MAX_QUARTERS],
    /// Whether it reverses the reading of the cards (a mirror image).
    pub mirrored: bool,
}

/// The complete equipment of a game: always valid (built only by [`Equipment::from_str`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Equipment {
    colours: Vec<ColourSpec>,
    ring: u8,
    quarters: Vec<[u8; MAX_PATTERN]>,
    pattern: u8,
    mirror: [u8; MAX_PATTERN],
    hand: u8,
    cards: Vec<Card>,
    /// Per card, the colour index shown on each slot.
    card_colours: Vec<[u8; MAX_PATTERN]>,
    /// Colour index by letter (`A` = 0), or `NONE`.
    letter_index: [u8; 26],
    automorphisms: Vec<Automorphism>,
    /// A hash of the text form, so that hashing a state does not walk the whole equipment.
    fingerprint: u64,
}

impl std::hash::Hash for Equipment {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.fingerprint.hash(state);
    }
}

/// FNV-1a of a text: a fixed, portable hash.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

const NONE: u8 = u8::MAX;

static STANDARD: LazyLock<Arc<Equipment>> = LazyLock::new(|| {
    Arc::new(
        STANDARD_TEXT
            .parse()
            .unwrap_or_else(|e| panic!("the built-in standard equipment is invalid: {e}")),
    )
});

impl Equipment {
    /// The standard equipment of the spec: 4 colours of 7 tokens, a centre and a ring of 8,
    /// the 8 quarters `C,Rk,Rk+1,Rk+2`, hands of 4 and the 24 cards.
    pub fn standard() -> Arc<Equipment> {
        Arc::clone(&STANDARD)
    }

    /// The colours, in the order the equipment lists them (their indices).
    pub fn colours(&self) -> &[ColourSpec] {
        &self.colours
    }

    /// The index of a colour, if the equipment has it.
    #[inline]
    pub fn colour_index(&self, colour: Colour) -> Option<usize> {
        let i = colour.0.wrapping_sub(b'A') as usize;
        match self.letter_index.get(i) {
            Some(&x) if x != NONE => Some(x as usize),
            _ => None,
        }
    }

    /// The colour with this index.
    #[inline]
    pub fn colour(&self, index: usize) -> Colour {
        self.colours[index].colour
    }

    /// Tokens of the colour with this index.
    #[inline]
    pub fn tokens(&self, index: usize) -> u8 {
        self.colours[index].tokens
    }

    /// Tokens of all colours together.
    pub fn total_tokens(&self) -> usize {
        self.colours.iter().map(|c| c.tokens as usize).sum()
    }

    /// How many ring spaces surround the centre.
    pub fn ring(&self) -> usize {
        self.ring as usize
    }

    /// How many spaces the board has (centre included).
    #[inline]
    pub fn num_spaces(&self) -> usize {
        self.ring as usize + 1
    }

    /// Every space, centre first.
    pub fn spaces(&self) -> impl Iterator<Item = Space> + '_ {
        (0..self.num_spaces()).map(|i| Space(i as u8))
    }

    /// Whether the board has this space.
    pub fn has_space(&self, space: Space) -> bool {
        space.index() < self.num_spaces()
    }

    /// How many quarters the board has.
    #[inline]
    pub fn num_quarters(&self) -> usize {
        self.quarters.len()
    }

    /// Every quarter, in order.
    pub fn quarters(&self) -> impl Iterator<Item = Quarter> + '_ {
        (0..self.quarters.len()).map(|k| Quarter(k as u8))
    }

    /// The spaces of a quarter in card order (empty for a quarter the board does not have).
    pub fn quarter_spaces(&self, quarter: Quarter) -> Vec<Space> {
        match self.quarters.get(quarter.index()) {
            Some(q) => q[..self.pattern as usize].iter().map(|&s| Space(s)).collect(),
            None => Vec::new(),
        }
    }

    #[inline]
    pub(crate) fn quarter_indices(&self, quarter: usize) -> &[u8] {
        &self.quarters[quarter][..self.pattern as usize]
    }

    /// How many spaces a card (and a quarter) shows.
    #[inline]
    pub fn pattern_len(&self) -> usize {
        self.pattern as usize
    }

    /// The mirror reading: slot `i` of a mirrored card shows what slot `mirror()[i]` showed.
    pub fn mirror(&self) -> &[u8] {
        &self.mirror[..self.pattern as usize]
    }

    /// Cards dealt to each player.
    pub fn hand_size(&self) -> usize {
        self.hand as usize
    }

    /// The card set, in order (their indices).
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The index of a card, if the set has it.
    #[inline]
    pub fn card_index(&self, card: Card) -> Option<usize> {
        self.cards.iter().position(|&c| c == card)
    }

    /// A mask with one bit per card of the set.
    #[inline]
    pub fn all_cards(&self) -> u64 {
        if self.cards.len() == 64 {
            u64::MAX
        } else {
            (1u64 << self.cards.len()) - 1
        }
    }

    /// The colour indices a card shows, slot by slot.
    #[inline]
    pub(crate) fn card_colours(&self, card: usize) -> &[u8] {
        &self.card_colours[card][..self.pattern as usize]
    }

    /// The board's symmetries, identity first: rotations (straight) and, when some exist,
    /// mirror images (see [`Automorphism::mirrored`]).
    pub fn automorphisms(&self) -> &[Automorphism] {
        &self.automorphisms
    }

    /// Whether this is the standard equipment.
    pub fn is_standard(&self) -> bool {
        *self == *STANDARD.as_ref()
    }

    /// The equipment on one line, fields separated by `;` (as a config's `equipment=` writes it).
    pub fn to_inline(&self) -> String {
        self.fields().join(";")
    }

    fn fields(&self) -> Vec<String> {
        let colours: Vec<String> = self
            .colours
            .iter()
            .map(|c| format!("{}:{}:{}", c.colour, c.name, c.tokens))
            .collect();
        let quarter_text = |q: &[u8; MAX_PATTERN]| {
            q[..self.pattern as usize]
                .iter()
                .map(|&s| Space(s).to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        let quarters = if self.quarters == turned(&self.quarters[0], self.pattern as usize, self.ring) {
            format!("turn:{}", quarter_text(&self.quarters[0]))
        } else {
            self.quarters
                .iter()
                .map(quarter_text)
                .collect::<Vec<_>>()
                .join("/")
        };
        let mirror: Vec<String> = self.mirror().iter().map(|m| m.to_string()).collect();
        let cards: Vec<String> = self.cards.iter().map(|c| c.to_string()).collect();
        vec![
            format!("colours={}", colours.join(",")),
            format!("ring={}", self.ring),
            format!("quarters={quarters}"),
            format!("mirror={}", mirror.join(",")),
            format!("hand={}", self.hand),
            format!("cards={}", cards.join(",")),
        ]
    }
}

impl fmt::Display for Equipment {
    /// The equipment in its text format, one field per line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for field in self.fields() {
            writeln!(f, "{field}")?;
        }
        Ok(())
    }
}

/// The quarter `first` turned to every position of a ring of `ring` spaces.
fn turned(first: &[u8; MAX_PATTERN], len: usize, ring: u8) -> Vec<[u8; MAX_PATTERN]> {
    (0..ring)
        .map(|k| {
            let mut q = [0u8; MAX_PATTERN];
            for (slot, &s) in q.iter_mut().zip(&first[..len]) {
                *slot = if s == 0 { 0 } else { (s - 1 + k) % ring + 1 };
            }
            q
        })
        .collect()
}

fn parse_number<T: FromStr>(field: &'static str, text: &str) -> Result<T, EquipmentError> {
    text.parse().map_err(|_| EquipmentError::NotANumber {
        field,
        text: Excerpt::new(text),
    })
}

impl FromStr for Equipment {
    type Err = EquipmentError;

    /// Reads the text format (see the module docs); `standard` alone is the standard equipment.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut words: Vec<&str> = Vec::new();
        for line in text.lines() {
            let line = line.split('#').next().unwrap_or("");
            words.extend(
                line.split(|c: char| c.is_whitespace() || c == ';')
                    .filter(|w| !w.is_empty()),
            );
        }
        if words == ["standard"] {
            return Ok(STANDARD.as_ref().clone());
        }
        let (mut colours_text, mut ring_text, mut quarters_text, mut mirror_text) = (None, None, None, None);
        let (mut hand_text, mut cards_text) = (None, None);
        for word in &words {
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| EquipmentError::Settings(SettingsError::NotKeyValue(Excerpt::new(word))))?;
            let slot = match key {
                "colours" | "colors" => &mut colours_text,
                "ring" => &mut ring_text,
                "quarters" => &mut quarters_text,
                "mirror" => &mut mirror_text,
                "hand" => &mut hand_text,
                "cards" => &mut cards_text,
                _ => {
                    return Err(EquipmentError::Settings(SettingsError::UnknownKey {
                        key: Excerpt::new(key),
                        expected: &["colours", "ring", "quarters", "mirror", "hand", "cards"],
                    }));
                }
            };
            if slot.is_some() {
                return Err(EquipmentError::Settings(SettingsError::GivenTwice(
                    key.to_string(),
                )));
            }
            *slot = Some(value);
        }
        let colours = parse_colours(colours_text.ok_or(EquipmentError::Missing("colours"))?)?;
        let ring: u8 = parse_number("ring", ring_text.ok_or(EquipmentError::Missing("ring"))?)?;
        if ring == 0 || ring as usize >= MAX_SPACES {
            return Err(EquipmentError::Ring(ring));
        }
        let (quarters, pattern) =
            parse_quarters(quarters_text.ok_or(EquipmentError::Missing("quarters"))?, ring)?;
        let mirror = match mirror_text {
            Some(text) => parse_mirror(text, pattern)?,
            None => std::array::from_fn(|i| if i < pattern { i as u8 } else { 0 }),
        };
        let hand: u8 = match hand_text {
            Some(text) => parse_number("hand", text)?,
            None => 4,
        };
        if hand == 0 {
            return Err(EquipmentError::HandZero);
        }
        let mut letter_index = [NONE; 26];
        for (i, c) in colours.iter().enumerate() {
            letter_index[(c.colour.0 - b'A') as usize] = i as u8;
        }
        let cards_text = cards_text.ok_or(EquipmentError::Missing("cards"))?;
        let cards = if cards_text == "permutations" {
            if pattern != colours.len() {
                return Err(EquipmentError::PermutationsSize {
                    colours: colours.len(),
                    pattern,
                });
            }
            permutations(&colours.iter().map(|c| c.colour).collect::<Vec<_>>())
        } else {
            let mut cards = Vec::new();
            for word in cards_text.split(',') {
                let card: Card = word
                    .parse()
                    .map_err(|_| EquipmentError::NotACard(Excerpt::new(word)))?;
                cards.push(card);
            }
            cards
        };
        if cards.len() > MAX_CARDS {
            return Err(EquipmentError::TooManyCards(cards.len()));
        }
        let mut card_colours = Vec::with_capacity(cards.len());
        for (i, card) in cards.iter().enumerate() {
            if cards[..i].contains(card) {
                return Err(EquipmentError::CardTwice(*card));
            }
            if card.len() != pattern {
                return Err(EquipmentError::CardSize {
                    card: *card,
                    spaces: card.len(),
                    pattern,
                });
            }
            let mut slots = [0u8; MAX_PATTERN];
            for (slot, colour) in slots.iter_mut().zip(card.colours()) {
                let index = letter_index[(colour.0 - b'A') as usize];
                if index == NONE {
                    return Err(EquipmentError::CardColour { card: *card, colour });
                }
                *slot = index;
            }
            card_colours.push(slots);
        }
        if (hand as usize) * 2 > cards.len() {
            return Err(EquipmentError::HandTooBig {
                hand,
                cards: cards.len(),
            });
        }
        let automorphisms = find_automorphisms(ring as usize + 1, &quarters, pattern, &mirror);
        let mut equipment = Equipment {
            colours,
            ring,
            quarters,
            pattern: pattern as u8,
            mirror,
            hand,
            cards,
            card_colours,
            letter_index,
            automorphisms,
            fingerprint: 0,
        };
        equipment.fingerprint = fnv1a(&equipment.to_inline());
        Ok(equipment)
    }
}

fn parse_colours(text: &str) -> Result<Vec<ColourSpec>, EquipmentError> {
    let mut colours: Vec<ColourSpec> = Vec::new();
    for item in text.split(',') {
        let parts: Vec<&str> = item.split(':').collect();
        let [letter, name, tokens] = parts.as_slice() else {
            return Err(EquipmentError::ColourSpec(Excerpt::new(item)));
        };
        let colour = match letter.len() {
            1 if letter.bytes().all(|b| b.is_ascii_uppercase()) => Colour(letter.as_bytes()[0]),
            _ => return Err(EquipmentError::ColourLetter(Excerpt::new(letter))),
        };
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(EquipmentError::ColourName(Excerpt::new(name)));
        }
        let tokens: u8 = parse_number("colours", tokens)?;
        if tokens == 0 {
            return Err(EquipmentError::NoTokens(colour));
        }
        if colours.iter().any(|c| c.colour == colour) {
            return Err(EquipmentError::ColourTwice(colour));
        }
        colours.push(ColourSpec {
            colour,
            name: name.to_string(),
            tokens,
        });
    }
    if colours.len() > MAX_COLOURS {
        return Err(EquipmentError::TooManyColours(colours.len()));
    }
    let total: usize = colours.iter().map(|c| c.tokens as usize).sum();
    if total > MAX_TOKENS {
        return Err(EquipmentError::TooManyTokens(total));
    }
    Ok(colours)
}

fn parse_quarters(text: &str, ring: u8) -> Result<(Vec<[u8; MAX_PATTERN]>, usize), EquipmentError> {
    let parse_one = |item: &str| -> Result<Vec<u8>, EquipmentError> {
        let mut spaces = Vec::new();
        for word in item.split(',') {
            let space: Space = word
                .parse()
                .map_err(|_| EquipmentError::QuarterSpace(Excerpt::new(word)))?;
            if space.index() > ring as usize {
                return Err(EquipmentError::OffTheRing { space, ring });
            }
            if spaces.contains(&space.0) {
                return Err(EquipmentError::SpaceTwiceInQuarter {
                    space,
                    quarter: Excerpt::new(item),
                });
            }
            spaces.push(space.0);
            if spaces.len() > MAX_PATTERN {
                return Err(EquipmentError::QuarterTooBig(Excerpt::new(item)));
            }
        }
        Ok(spaces)
    };
    let to_array = |v: &[u8]| {
        let mut q = [0u8; MAX_PATTERN];
        q[..v.len()].copy_from_slice(v);
        q
    };
    let (quarters, pattern) = if let Some(first) = text.strip_prefix("turn:") {
        let first = parse_one(first)?;
        (turned(&to_array(&first), first.len(), ring), first.len())
    } else {
        let list: Vec<Vec<u8>> = text.split('/').map(parse_one).collect::<Result<_, _>>()?;
        let pattern = list[0].len();
        if let Some(other) = list.iter().find(|q| q.len() != pattern) {
            return Err(EquipmentError::QuarterSizes {
                pattern,
                other: other.len(),
            });
        }
        (list.iter().map(|v| to_array(v)).collect(), pattern)
    };
    if quarters.len() > MAX_QUARTERS {
        return Err(EquipmentError::TooManyQuarters(quarters.len()));
    }
    for (i, q) in quarters.iter().enumerate() {
        if quarters[..i].contains(q) {
            return Err(EquipmentError::QuarterTwice(i));
        }
    }
    Ok((quarters, pattern))
}

fn parse_mirror(text: &str, pattern: usize) -> Result<[u8; MAX_PATTERN], EquipmentError> {
    let mut mirror = [0u8; MAX_PATTERN];
    let slots: Vec<&str> = text.split(',').collect();
    if slots.len() != pattern {
        return Err(EquipmentError::MirrorSlots {
            slots: slots.len(),
            pattern,
        });
    }
    let mut seen = [false; MAX_PATTERN];
    for (i, word) in slots.iter().enumerate() {
        let m: usize = parse_number("mirror", word)?;
        if m >= pattern || seen[m] {
            return Err(EquipmentError::MirrorNotPermutation { last: pattern - 1 });
        }
        seen[m] = true;
        mirror[i] = m as u8;
    }
    if (0..pattern).any(|i| mirror[mirror[i] as usize] as usize != i) {
        return Err(EquipmentError::MirrorNotInvolution);
    }
    Ok(mirror)
}

fn permutations(items: &[Colour]) -> Vec<Card> {
    fn go(prefix: &mut Vec<Colour>, rest: &mut Vec<Colour>, out: &mut Vec<Card>) {
        if rest.is_empty() {
            out.extend(Card::new(prefix));
            return;
        }
        for i in 0..rest.len() {
            let c = rest.remove(i);
            prefix.push(c);
            go(prefix, rest, out);
            prefix.pop();
            rest.insert(i, c);
        }
    }
    let mut out = Vec::new();
    go(&mut Vec::new(), &mut items.to_vec(), &mut out);
    out
}

/// Every permutation of the spaces that maps each quarter, slot by slot, onto a quarter read
/// straight (or, for mirrored ones, read in the mirror); identity first. Spaces in no quarter
/// stay where they are. If the search runs over its budget, only the identity is returned.
fn find_automorphisms(
    spaces: usize,
    quarters: &[[u8; MAX_PATTERN]],
    pattern: usize,
    mirror: &[u8; MAX_PATTERN],
) -> Vec<Automorphism> {
    struct Search<'a> {
        quarters: &'a [[u8; MAX_PATTERN]],
        pattern: usize,
        reading: [u8; MAX_PATTERN],
        mirrored: bool,
        spaces: usize,
        sigma: [u8; MAX_SPACES],
        taken: [bool; MAX_SPACES],
        pi: [u8; MAX_QUARTERS],
        used: [bool; MAX_QUARTERS],
        steps: usize,
        out: Vec<Automorphism>,
    }
    impl Search<'_> {
        fn run(&mut self, q: usize) -> bool {
            self.steps += 1;
            if self.steps > SEARCH_BUDGET {
                return false;
            }
            if q == self.quarters.len() {
                let mut spaces = self.sigma;
                for (s, image) in spaces.iter_mut().enumerate() {
                    if *image == NONE {
                        *image = s as u8;
                    }
                }
                let mut quarters = [0u8; MAX_QUARTERS];
                quarters[..self.quarters.len()].copy_from_slice(&self.pi[..self.quarters.len()]);
                if self.spaces <= MAX_SPACES {
                    self.out.push(Automorphism {
                        spaces,
                        quarters,
                        mirrored: self.mirrored,
                    });
                }
                return true;
            }
            for candidate in 0..self.quarters.len() {
                if self.used[candidate] {
                    continue;
                }
                let mut assigned = [0u8; MAX_PATTERN];
                let mut n = 0;
                let mut ok = true;
                for i in 0..self.pattern {
                    let s = self.quarters[q][i] as usize;
                    let t = self.quarters[candidate][self.reading[i] as usize];
                    if self.sigma[s] == NONE {
                        if self.taken[t as usize] {
                            ok = false;
                            break;
                        }
                        self.sigma[s] = t;
                        self.taken[t as usize] = true;
                        assigned[n] = s as u8;
                        n += 1;
                    } else if self.sigma[s] != t {
                        ok = false;
                        break;
                    }
                }
                let mut finished = true;
                if ok {
                    self.pi[q] = candidate as u8;
                    self.used[candidate] = true;
                    finished = self.run(q + 1);
                    self.used[candidate] = false;
                }
                for &s in &assigned[..n] {
                    let t = self.sigma[s as usize];
                    self.taken[t as usize] = false;
                    self.sigma[s as usize] = NONE;
                }
                if !finished {
                    return false;
                }
            }
            true
        }
    }
    let identity = Automorphism {
        spaces: std::array::from_fn(|i| i as u8),
        quarters: std::array::from_fn(|i| i as u8),
        mirrored: false,
    };
    let mut found: Vec<Automorphism> = vec![identity];
    let mut steps = 0;
    for mirrored in [false, true] {
        let reading = if mirrored {
            *mirror
        } else {
            std::array::from_fn(|i| i as u8)
        };
        let mut search = Search {
            quarters,
            pattern,
            reading,
            mirrored,
            spaces,
            sigma: [NONE; MAX_SPACES],
            taken: [false; MAX_SPACES],
            pi: [0; MAX_QUARTERS],
            used: [false; MAX_QUARTERS],
            steps,
            out: Vec::new(),
        };
        if !search.run(0) {
            return vec![identity];
        }
        steps = search.steps;
        for a in search.out {
            if !found.iter().any(|f| f.spaces == a.spaces) {
                found.push(a);
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_equipment_is_the_spec() {
        let e = Equipment::standard();
        assert_eq!(e.colours().len(), 4);
        assert_eq!(e.total_tokens(), 28);
        assert_eq!(e.num_spaces(), 9);
        assert_eq!(e.num_quarters(), 8);
        assert_eq!(e.cards().len(), 24);
        assert_eq!(e.hand_size(), 4);
        // Q3 is C, R3, R4, R5; Q7 wraps: C, R7, R0, R1.
        let names = |k| {
            e.quarter_spaces(Quarter(k))
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        assert_eq!(names(3), "C,R3,R4,R5");
        assert_eq!(names(7), "C,R7,R0,R1");
        // The explicit list of the spec is exactly the 24 orders of the four colours.
        let perms: Equipment = STANDARD_TEXT
            .replace(
                &STANDARD_TEXT
                    .lines()
                    .find(|l| l.starts_with("cards="))
                    .unwrap()
                    .to_string(),
                "cards=permutations",
            )
            .parse()
            .unwrap();
        let mut a = perms.cards().to_vec();
        let mut b = e.cards().to_vec();
        a.sort();
        b.sort();
        assert_eq!(a, b);
        // 8 rotations and 8 mirror images.
        let autos = e.automorphisms();
        assert_eq!(autos.iter().filter(|a| !a.mirrored).count(), 8);
        assert_eq!(autos.iter().filter(|a| a.mirrored).count(), 8);
        assert_eq!(autos[0].spaces[..9], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    }

    #[test]
    fn equipment_text_round_trips() {
        let e = Equipment::standard();
        let again: Equipment = e.to_string().parse().unwrap();
        assert_eq!(&again, e.as_ref());
        let inline: Equipment = e.to_inline().parse().unwrap();
        assert_eq!(&inline, e.as_ref());
        assert!(inline.is_standard());
        let small: Equipment = "colours=R:red:5,W:white:5,K:black:5 ring=6 quarters=C,R0,R1/C,R3,R4 \
                                hand=2 cards=RWK,RKW,WRK,WKR,KRW,KWR"
            .parse()
            .unwrap();
        assert_eq!(small.num_quarters(), 2);
        let back: Equipment = small.to_inline().parse().unwrap();
        assert_eq!(back, small);
        assert!(!small.is_standard());
    }

    #[test]
    fn equipment_errors_are_precise() {
        let err = |text: &str| text.parse::<Equipment>().unwrap_err().to_string();
        assert!(err("ring=8").contains("colours= is missing"));
        assert!(
            err("colours=Y:yellow:7,Y:gold:7 ring=8 quarters=turn:C,R0 cards=YY")
                .contains("Y is named twice")
        );
        assert!(
            err("colours=Y:yellow:7,B:blue:7 ring=8 quarters=turn:C,R0 cards=YB,YX")
                .contains("uses X, which is not one of the colours")
        );
        assert!(err("colours=Y:yellow:7,B:blue:7 ring=8 quarters=turn:C,R9 cards=YB").contains("R9"));
        assert!(err("colours=Y:yellow:7 ring=8 quarters=turn:C,R0 cards=YY,YY").contains("twice"));
        assert!(err("colours=Y:yellow:30,B:blue:7 ring=8 quarters=turn:C cards=Y").contains("37 tokens"));
        assert!(err("nonsense").contains("key=value"));
    }
}
