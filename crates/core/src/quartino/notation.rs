//! The position notation, read and written, with every malformed or impossible position refused
//! by a message that says what is wrong (see `docs/quartino.md`):
//!
//! ```text
//! <board> <to move> <phase> <turns> <seats>
//! YB/G/./././P/./B/. 2 Q 7 YBGP,PGYB,BGPY:GBPY/YGBP,BPGY,PYBG,GYPB
//! ```
//!
//! * board: the stacks of `C`, `R0`, `R1`, … separated by `/`, each bottom token first, `.` for
//!   an empty space;
//! * to move: the seat, from 1;
//! * phase: `S` (situations; `F` if four colours is still open, `C` if the column is, `+1` if one
//!   was used already), `P1`–`P3` (tokens still to place), `Q` (claim or end), `-` (over);
//! * turns: turns completed;
//! * seats: one per seat, separated by `/`: the cards in hand separated by `,` (`-` for none),
//!   then `:` and the cards put aside when there are any. A hidden card is written `?`
//!   (observations and records without the hands).

use super::equipment::{Card, Colour, Space};
use super::{
    COLUMN_HEIGHT, Columns, Config, FOUR_COLOURS, MAX_SEATS, Outcome, Phase, Player, Quartino, SituationUse,
    Situations, Table, TurnSituations,
};
use crate::game::error_codes;
use crate::text::Excerpt;

/// What is wrong with a Quartino position or observation: malformed, or impossible. Seats are
/// counted from 1, as written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// Not five fields.
    #[error("expected 5 fields `<board> <to move> <phase> <turns> <seats>`, found {0}")]
    Fields(usize),
    /// Another number of spaces than the board's.
    #[error("the board has {found} spaces; expected {expected}: C, R0, … R{last} separated by '/'")]
    Spaces {
        /// As written.
        found: usize,
        /// The board's.
        expected: usize,
        /// The last ring space's number.
        last: usize,
    },
    /// An empty stack written as nothing.
    #[error("the stack of {0} is empty text: write . for an empty space")]
    EmptyStack(Space),
    /// A letter that is not a colour of the game.
    #[error("{space}: {found:?} is not a colour of this game")]
    NotAColour {
        /// Where.
        space: Space,
        /// What is written.
        found: char,
    },
    /// More tokens of a colour than the game has.
    #[error("more than {tokens} {name} tokens on the board")]
    TooManyTokens {
        /// The colour.
        colour: Colour,
        /// Its name in the equipment.
        name: String,
        /// How many the game has.
        tokens: u8,
    },
    /// Not a seat.
    #[error("the seat to move is {text}: expected 1 to {players}")]
    BadMover {
        /// As written.
        text: Excerpt,
        /// Seats.
        players: usize,
    },
    /// Not a turn count.
    #[error("the turn count is {0}: expected a whole number")]
    BadTurns(Excerpt),
    /// More turns than the cap.
    #[error("{turns} turns played, past the cap of {cap}")]
    PastCap {
        /// Turns played.
        turns: u16,
        /// The cap.
        cap: u16,
    },
    /// Another number of seats than the rules'.
    #[error("the position has {found} seats but the rules say players={players}")]
    SeatCount {
        /// As written.
        found: usize,
        /// The rules'.
        players: usize,
    },
    /// A card the set does not have.
    #[error("seat {seat}: {card} is not a card of this game")]
    UnknownCard {
        /// The seat.
        seat: usize,
        /// The card.
        card: Card,
    },
    /// A card written twice.
    #[error("card {card} is written twice (seat {first} and seat {second})")]
    CardTwice {
        /// The card.
        card: Card,
        /// The first seat it is written at.
        first: usize,
        /// The second.
        second: usize,
    },
    /// Not a card.
    #[error("seat {seat}: {text} is not a card")]
    NotACard {
        /// The seat.
        seat: usize,
        /// As written.
        text: Excerpt,
    },
    /// A hand partly hidden.
    #[error("seat {0}: a hand is either all shown or all hidden (?)")]
    MixedHand(usize),
    /// Another number of cards than dealt.
    #[error("seat {seat} has {held} card(s) in hand and {aside} put aside; every seat was dealt {dealt}")]
    CardCount {
        /// The seat.
        seat: usize,
        /// Cards in hand.
        held: usize,
        /// Cards put aside.
        aside: usize,
        /// Cards dealt.
        dealt: usize,
    },
    /// A hidden hand in a full position.
    #[error(
        "seat {0}'s hand is hidden (?): a full position shows every hand; a record without the hands is read \
         with QuartinoRecord, an observation with Observation::parse"
    )]
    HiddenHand(usize),
    /// A winner that is not the seat to move.
    #[error("seat {0} has put aside all its cards and won: it is the seat to move of the finished game")]
    WinnerNotToMove(usize),
    /// `-` for a game that goes on.
    #[error(
        "the game is not over: nobody has put aside all his cards and the cap of {0} turns is not reached"
    )]
    NotOver(u16),
    /// Two winners.
    #[error("more than one seat has put aside all its cards")]
    TwoWinners,
    /// A game won but not written over.
    #[error("seat {0} has put aside all its cards, so the game is over: write - for the phase")]
    WonNotOver(usize),
    /// A game at the cap but not written over.
    #[error("the cap of {0} turns is reached, so the game is over: write - for the phase")]
    CappedNotOver(u16),
    /// Not a phase.
    #[error(
        "phase {0}: expected S with F and/or C and an optional +1 (situations), P1 to P3 (tokens to place), Q \
         (claim or end), or -"
    )]
    BadPhase(Excerpt),
    /// A situation written in a turn that plays none.
    #[error("phase {phase}: the situations are not played in this turn (situations={situations})")]
    SituationsNotPlayed {
        /// The phase as written.
        phase: Excerpt,
        /// The rules' setting.
        situations: Situations,
    },
    /// What follows a `P` or `Q` phase is not `+` or `-` and letters.
    #[error("phase {0}: after + (used this turn) or - (declined) come F (four colours) and C (column)")]
    BadMarks(Excerpt),
    /// A letter written twice in a phase.
    #[error("phase {phase}: {letter} is written twice")]
    LetterTwice {
        /// The phase as written.
        phase: Excerpt,
        /// The letter.
        letter: char,
    },
    /// A placement due with every pile empty.
    #[error("phase {0}: every pile is empty, so no placement is due: write Q")]
    NothingToPlace(Excerpt),
    /// More tokens due than the situations used give.
    #[error("phase {phase}: {left} tokens to place need {} situation(s) used this turn (write +F, +C or +FC)", left - 1)]
    TooManyDue {
        /// The phase as written.
        phase: Excerpt,
        /// Tokens due.
        left: u8,
    },
    /// `+` or `-` with a column that may still go.
    #[error(
        "phase {0}: while a column may still go (P…@), four colours is used and the column open: write no + or -"
    )]
    MarksWithColumn(Excerpt),
    /// A count out of range with a column that may still go.
    #[error("phase {0}: while a column may still go, 0 to 3 tokens are left to place (P3@R3)")]
    ColumnCount(Excerpt),
    /// Not a space of the board, in a phase.
    #[error("phase {phase}: {text} is not a space of this board")]
    PhaseSpace {
        /// The phase as written.
        phase: Excerpt,
        /// The space as written.
        text: Excerpt,
    },
    /// A space written twice in a phase.
    #[error("phase {phase}: {space} is written twice")]
    SpaceTwice {
        /// The phase as written.
        phase: Excerpt,
        /// The space.
        space: Space,
    },
    /// A column that may still go but is not 4 high.
    #[error(
        "phase {phase}: the stack at {space} is {height} high, so it was not a column as the turn began (a \
         column only grows until it is removed)"
    )]
    NotAColumn {
        /// The phase as written.
        phase: Excerpt,
        /// The space.
        space: Space,
        /// Its height.
        height: usize,
    },
    /// Not `+1` after a situations phase's letters.
    #[error("phase {0}: after + comes 1 (one situation used)")]
    BadUsed(Excerpt),
    /// A situations phase with nothing open.
    #[error("phase {0}: a situations phase has F, C or both open")]
    NothingOpen(Excerpt),
    /// Three situations.
    #[error("phase {0}: only two situations exist")]
    ThreeSituations(Excerpt),
    /// `SC+1`: four colours used with a column open, which goes on to the placements.
    #[error(
        "phase {0}: once four colours is used, a column may go at any point of the placements: write P3@ and \
         the spaces of the columns (P3@R3)"
    )]
    FourThenColumn(Excerpt),
    /// The column open without a stack 4 high.
    #[error("phase {0}: the column is open, but no stack is {COLUMN_HEIGHT} high")]
    NoColumn(Excerpt),
    /// Four colours open without a colour at 4, or not written with one.
    #[error("phase {phase}: {}", if *.on_board {
        format!("a colour has {FOUR_COLOURS} tokens on the board, so four colours is open (write F)")
    } else {
        format!("four colours is open, but no colour has {FOUR_COLOURS} tokens on the board")
    })]
    FourColours {
        /// The phase as written.
        phase: Excerpt,
        /// Whether a colour has 4 tokens on the board.
        on_board: bool,
    },
    /// A stack 4 high, and the column not written open.
    #[error("phase {0}: a stack is {COLUMN_HEIGHT} high, so the column is open (write C)")]
    ColumnNotWritten(Excerpt),
    /// Cards put aside by a seat that has not had a turn.
    #[error(
        "seat {seat} has put aside {aside} card(s) but has not had a turn yet ({turns} turn(s) played, seat {mover} to move)"
    )]
    NoTurnYet {
        /// The seat.
        seat: usize,
        /// Its cards put aside.
        aside: u32,
        /// Turns played.
        turns: u16,
        /// The seat to move.
        mover: usize,
    },
    /// More placements than the turns could make.
    #[error(
        "impossible counts: {on_board} token(s) on the board{}{} make {needed} placements, but in {turns} \
         turn(s) at most {most} tokens can be placed",
        if *.claims > 0 { format!(" and {claims} card(s) put aside (each claim took {taken} tokens off the board)") } else { String::new() },
        if *.due > 0 { format!(", and {due} more to place now,") } else { String::new() }
    )]
    TooManyPlacements {
        /// Tokens on the board.
        on_board: u32,
        /// Cards put aside.
        claims: u32,
        /// Tokens a claim takes.
        taken: u32,
        /// Tokens still due.
        due: u32,
        /// The placements all that needs.
        needed: u32,
        /// Turns counted (the one under way included).
        turns: u32,
        /// The most tokens those turns can place.
        most: u32,
    },
    /// An observation's viewer that is not a seat.
    #[error("the viewer is {text}: expected @1 to @{players}")]
    BadViewer {
        /// As written.
        text: Excerpt,
        /// Seats.
        players: usize,
    },
    /// The viewer's hand hidden.
    #[error("seat {0} is the viewer, so its hand is shown, not ?")]
    ViewerHidden(usize),
    /// Another seat's hand shown in an observation.
    #[error(
        "seat {seat}'s hand is shown, but an observation shows only the viewer's hand (write ? for each hidden \
         card{})",
        if *.spectator { ", or add @N for the viewer" } else { "" }
    )]
    HandShown {
        /// The seat.
        seat: usize,
        /// Whether the observation has no viewer.
        spectator: bool,
    },
}

error_codes!(PositionError, "quartino", {
    Fields(count) => "position-fields",
    Spaces { found, expected, last } => "board-spaces",
    EmptyStack(space) => "empty-stack-text",
    NotAColour { space, found } => "not-a-colour-of-the-game",
    TooManyTokens { colour, name, tokens } => "too-many-tokens",
    BadMover { text, players } => "bad-mover",
    BadTurns(text) => "bad-turns",
    PastCap { turns, cap } => "past-cap",
    SeatCount { found, players } => "seat-count",
    UnknownCard { seat, card } => "seat-unknown-card",
    CardTwice { card, first, second } => "card-twice",
    NotACard { seat, text } => "seat-not-a-card",
    MixedHand(seat) => "mixed-hand",
    CardCount { seat, held, aside, dealt } => "card-count",
    HiddenHand(seat) => "hidden-hand",
    WinnerNotToMove(seat) => "winner-not-to-move",
    NotOver(cap) => "not-over",
    TwoWinners => "two-winners",
    WonNotOver(seat) => "won-not-over",
    CappedNotOver(cap) => "capped-not-over",
    BadPhase(text) => "bad-phase",
    SituationsNotPlayed { phase, situations } => "situations-not-played",
    BadMarks(phase) => "bad-marks",
    LetterTwice { phase, letter } => "letter-twice",
    NothingToPlace(phase) => "phase-nothing-to-place",
    TooManyDue { phase, left } => "too-many-due",
    MarksWithColumn(phase) => "marks-with-column",
    ColumnCount(phase) => "column-count",
    PhaseSpace { phase, text } => "phase-space",
    SpaceTwice { phase, space } => "space-twice",
    NotAColumn { phase, space, height } => "phase-not-a-column",
    BadUsed(phase) => "bad-used",
    NothingOpen(phase) => "nothing-open",
    ThreeSituations(phase) => "three-situations",
    FourThenColumn(phase) => "four-then-column",
    NoColumn(phase) => "no-column",
    FourColours { phase, on_board } => "four-colours",
    ColumnNotWritten(phase) => "column-not-written",
    NoTurnYet { seat, aside, turns, mover } => "no-turn-yet",
    TooManyPlacements { on_board, claims, taken, due, needed, turns, most } => "too-many-placements",
    BadViewer { text, players } => "bad-viewer",
    ViewerHidden(seat) => "viewer-hidden",
    HandShown { seat, spectator } => "hand-shown",
});

/// One seat's hand as written: known cards, or so many hidden ones.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum HandText {
    /// The cards (bit = card index).
    Known(u64),
    /// This many `?`.
    Hidden(u8),
}

/// How many seats a position names (the number of `/`-separated parts of its last field), for
/// callers that choose the number of players from a position.
pub fn seat_count(position: &str) -> Option<usize> {
    let fields: Vec<&str> = position.split_whitespace().collect();
    fields.get(4).map(|s| s.split('/').count())
}

/// Reads a position whose hands are all known.
pub(super) fn parse_full(config: &Config, text: &str) -> Result<Quartino, PositionError> {
    let (table, hands) = parse(config, text)?;
    let mut masks = [0u64; MAX_SEATS];
    for (seat, hand) in hands.iter().enumerate() {
        match hand {
            HandText::Known(m) => masks[seat] = *m,
            HandText::Hidden(_) => return Err(PositionError::HiddenHand(seat + 1)),
        }
    }
    Ok(Quartino { table, hands: masks })
}

/// Reads a position whose hands may be hidden.
pub(super) fn parse(config: &Config, text: &str) -> Result<(Table, Vec<HandText>), PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board_text, mover_text, phase_text, turns_text, seats_text] = fields.as_slice() else {
        return Err(PositionError::Fields(fields.len()));
    };
    let e = config.equipment().clone();
    let players = config.players();
    let mut table = Table::new(config, Player(0));

    // The board.
    let parts: Vec<&str> = board_text.split('/').collect();
    if parts.len() != e.num_spaces() {
        return Err(PositionError::Spaces {
            found: parts.len(),
            expected: e.num_spaces(),
            last: e.ring() - 1,
        });
    }
    for (i, (part, space)) in parts.iter().zip(e.spaces()).enumerate() {
        if *part == "." {
            continue;
        }
        if part.is_empty() {
            return Err(PositionError::EmptyStack(space));
        }
        for ch in part.chars() {
            let colour = super::Colour::from_letter(ch)
                .and_then(|c| e.colour_index(c))
                .ok_or(PositionError::NotAColour { space, found: ch })?;
            if table.board.on_board[colour] >= e.tokens(colour) {
                return Err(PositionError::TooManyTokens {
                    colour: e.colour(colour),
                    name: e.colours()[colour].name.clone(),
                    tokens: e.tokens(colour),
                });
            }
            table.board.push(i, colour as u8);
        }
    }

    // The player to move and the turn count.
    table.mover = match mover_text.parse::<usize>() {
        Ok(n) if (1..=players).contains(&n) => (n - 1) as u8,
        _ => {
            return Err(PositionError::BadMover {
                text: Excerpt::new(mover_text),
                players,
            });
        }
    };
    table.turns = turns_text
        .parse()
        .map_err(|_| PositionError::BadTurns(Excerpt::new(turns_text)))?;
    if table.turns > config.cap() {
        return Err(PositionError::PastCap {
            turns: table.turns,
            cap: config.cap(),
        });
    }

    // The seats.
    let seat_parts: Vec<&str> = seats_text.split('/').collect();
    if seat_parts.len() != players {
        return Err(PositionError::SeatCount {
            found: seat_parts.len(),
            players,
        });
    }
    let mut hands = Vec::with_capacity(players);
    let mut seen = [u8::MAX; 64];
    let mut note = |card: Card, seat: usize| -> Result<usize, PositionError> {
        let i = e
            .card_index(card)
            .ok_or(PositionError::UnknownCard { seat: seat + 1, card })?;
        if seen[i] != u8::MAX {
            return Err(PositionError::CardTwice {
                card,
                first: seen[i] as usize + 1,
                second: seat + 1,
            });
        }
        seen[i] = seat as u8;
        Ok(i)
    };
    for (seat, part) in seat_parts.iter().enumerate() {
        let (hand_text, aside_text) = part.split_once(':').unwrap_or((part, "-"));
        let mut aside = 0u64;
        if aside_text != "-" {
            for word in aside_text.split(',') {
                let card: Card = word.parse().map_err(|_| PositionError::NotACard {
                    seat: seat + 1,
                    text: Excerpt::new(word),
                })?;
                aside |= 1 << note(card, seat)?;
            }
        }
        let hand = if hand_text == "-" {
            HandText::Known(0)
        } else if hand_text.split(',').all(|w| w == "?") {
            HandText::Hidden(hand_text.split(',').count().min(64) as u8)
        } else {
            let mut mask = 0u64;
            for word in hand_text.split(',') {
                if word == "?" {
                    return Err(PositionError::MixedHand(seat + 1));
                }
                let card: Card = word.parse().map_err(|_| PositionError::NotACard {
                    seat: seat + 1,
                    text: Excerpt::new(word),
                })?;
                mask |= 1 << note(card, seat)?;
            }
            HandText::Known(mask)
        };
        let held = match hand {
            HandText::Known(m) => m.count_ones() as usize,
            HandText::Hidden(n) => n as usize,
        };
        let put_aside = aside.count_ones() as usize;
        if held + put_aside != e.hand_size() {
            return Err(PositionError::CardCount {
                seat: seat + 1,
                held,
                aside: put_aside,
                dealt: e.hand_size(),
            });
        }
        table.aside[seat] = aside;
        table.held[seat] = held as u8;
        hands.push(hand);
    }

    // The phase, checked against the board and the seats.
    let winners: Vec<usize> = (0..players).filter(|&p| table.held[p] == 0).collect();
    let capped = table.turns == config.cap();
    if *phase_text == "-" {
        table.phase = match winners.as_slice() {
            [w] => {
                if *w != table.mover as usize {
                    return Err(PositionError::WinnerNotToMove(w + 1));
                }
                Phase::Over(Outcome::WonBy(Player(*w as u8)))
            }
            [] if capped => Phase::Over(Outcome::Draw),
            [] => return Err(PositionError::NotOver(config.cap())),
            _ => return Err(PositionError::TwoWinners),
        };
        table.turn = TurnSituations::NONE;
        check_counts(config, &table)?;
        return Ok((table, hands));
    }
    if let Some(w) = winners.first() {
        return Err(PositionError::WonNotOver(w + 1));
    }
    if capped {
        return Err(PositionError::CappedNotOver(config.cap()));
    }
    (table.phase, table.turn) = parse_phase(config, &table, phase_text)?;
    check_counts(config, &table)?;
    Ok((table, hands))
}

/// The turn's situations as written after a `P` or `Q` phase: `+` then the letters of those
/// used, `-` then those declined (`+F`, `-FC`, `+C-F`).
fn parse_marks(phase: &str, text: &str) -> Result<TurnSituations, PositionError> {
    let mut turn = TurnSituations::NONE;
    let mut sign = None;
    for ch in text.chars() {
        let slot = match ch {
            '+' | '-' => {
                sign = Some(ch);
                continue;
            }
            'F' => &mut turn.four_colours,
            'C' => &mut turn.column,
            _ => return Err(PositionError::BadMarks(Excerpt::new(phase))),
        };
        if *slot != SituationUse::NotOpen {
            return Err(PositionError::LetterTwice {
                phase: Excerpt::new(phase),
                letter: ch,
            });
        }
        *slot = match sign {
            Some('+') => SituationUse::Used,
            _ => SituationUse::Declined,
        };
    }
    Ok(turn)
}

fn parse_phase(config: &Config, table: &Table, text: &str) -> Result<(Phase, TurnSituations), PositionError> {
    let phase = || Excerpt::new(text);
    let not_played = || PositionError::SituationsNotPlayed {
        phase: phase(),
        situations: config.situations(),
    };
    let in_turn = table.situations_in_turn();
    if let Some(rest) = text.strip_prefix('S') {
        if !in_turn {
            return Err(not_played());
        }
        return parse_situations(table, text, rest);
    }
    let (head, marks) = text.split_at(text.find(['+', '-']).unwrap_or(text.len()));
    let mut turn = parse_marks(text, marks)?;
    if !in_turn && turn != TurnSituations::NONE {
        return Err(not_played());
    }
    let used = [turn.four_colours, turn.column]
        .iter()
        .filter(|&&u| u == SituationUse::Used)
        .count() as u8;
    if head == "Q" {
        return Ok((Phase::Claims, turn));
    }
    let Some(rest) = head.strip_prefix('P') else {
        return Err(PositionError::BadPhase(phase()));
    };
    let (count, columns) = match rest.split_once('@') {
        Some((count, columns)) => (count, Some(columns)),
        None => (rest, None),
    };
    let Some(columns_text) = columns else {
        let left: u8 = match count.parse() {
            Ok(n @ 1..=3) => n,
            _ => return Err(PositionError::BadPhase(phase())),
        };
        if table.supply_total() == 0 {
            return Err(PositionError::NothingToPlace(phase()));
        }
        if left > 1 + used {
            return Err(PositionError::TooManyDue { phase: phase(), left });
        }
        return Ok((Phase::Place { left, column: None }, turn));
    };
    // Four colours used, and a column that may still go at any point of the placements.
    if !marks.is_empty() {
        return Err(PositionError::MarksWithColumn(phase()));
    }
    if !in_turn {
        return Err(not_played());
    }
    let left: u8 = match count.parse() {
        Ok(n @ 0..=3) => n,
        _ => return Err(PositionError::ColumnCount(phase())),
    };
    let mut spaces = Vec::new();
    for word in columns_text.split(',') {
        let space: Space = word
            .parse()
            .ok()
            .filter(|s| table.equipment().has_space(*s))
            .ok_or_else(|| PositionError::PhaseSpace {
                phase: phase(),
                text: Excerpt::new(word),
            })?;
        if spaces.contains(&space) {
            return Err(PositionError::SpaceTwice {
                phase: phase(),
                space,
            });
        }
        if table.height(space) < COLUMN_HEIGHT as usize {
            return Err(PositionError::NotAColumn {
                phase: phase(),
                space,
                height: table.height(space),
            });
        }
        spaces.push(space);
    }
    turn = TurnSituations {
        four_colours: SituationUse::Used,
        column: SituationUse::Open,
    };
    Ok((
        Phase::Place {
            left,
            column: Some(Columns::of(spaces)),
        },
        turn,
    ))
}

/// The situations phase `S…`: what is open, and `+1` when one was used.
fn parse_situations(table: &Table, text: &str, rest: &str) -> Result<(Phase, TurnSituations), PositionError> {
    let phase = || Excerpt::new(text);
    let (flags, used) = match rest.split_once('+') {
        Some((flags, "1")) => (flags, 1u8),
        Some((flags, "0")) => (flags, 0u8),
        Some(_) => return Err(PositionError::BadUsed(phase())),
        None => (rest, 0u8),
    };
    let (mut four_colours, mut column) = (false, false);
    for ch in flags.chars() {
        let flag = match ch {
            'F' => &mut four_colours,
            'C' => &mut column,
            _ => return Err(PositionError::BadPhase(phase())),
        };
        if *flag {
            return Err(PositionError::LetterTwice {
                phase: phase(),
                letter: ch,
            });
        }
        *flag = true;
    }
    if !four_colours && !column {
        return Err(PositionError::NothingOpen(phase()));
    }
    if used as usize + four_colours as usize + column as usize > 2 {
        return Err(PositionError::ThreeSituations(phase()));
    }
    if column && used == 1 {
        return Err(PositionError::FourThenColumn(phase()));
    }
    let four_now = table.four_colours_on_board();
    let column_now = table.has_column();
    if column && !column_now {
        return Err(PositionError::NoColumn(phase()));
    }
    if used == 0 {
        // Nothing used yet: exactly what the board offers is open.
        if four_colours != four_now {
            return Err(PositionError::FourColours {
                phase: phase(),
                on_board: four_now,
            });
        }
        if column != column_now {
            return Err(PositionError::ColumnNotWritten(phase()));
        }
    }
    let state = |open: bool, used_it: bool| match (open, used_it) {
        (true, _) => SituationUse::Open,
        (false, true) => SituationUse::Used,
        (false, false) => SituationUse::NotOpen,
    };
    // With +1 the one used is the column (four colours used first goes on to the placements).
    let turn = TurnSituations {
        four_colours: state(four_colours, false),
        column: state(column, used == 1),
    };
    Ok((
        Phase::Situations {
            four_colours,
            column,
            used,
        },
        turn,
    ))
}

/// The most tokens that can have been placed in the first `turns` turns without a claim: one a
/// turn, and one more once the board can hold 4 tokens of a colour (four colours). A column's
/// extra token never adds to the board (the column takes 4 or more back), and each claim,
/// which takes a quarter's tops off the board, is followed by one more token, counted by the
/// caller.
fn most_placed(config: &Config, turns: u32) -> u32 {
    let mut board = 0u32;
    for turn in 0..turns {
        let played = config.situations_in_turn(turn.min(u16::MAX as u32) as u16);
        board += 1 + (played && board >= FOUR_COLOURS as u32) as u32;
    }
    board
}

/// Refuses what the counts prove impossible: cards put aside by a seat that has not had a turn,
/// and more tokens on the board and claimed than the turns played could have placed.
fn check_counts(config: &Config, table: &Table) -> Result<(), PositionError> {
    let players = config.players();
    let turns = table.turns as usize;
    let mover = table.mover as usize;
    // The seat that took the first turn, from the seat to move and the turns played.
    let first = (mover + players - turns % players) % players;
    // A turn under way (past its situations) may have placed tokens and made claims already.
    let under_way = !matches!(table.phase, Phase::Situations { .. } | Phase::Over(Outcome::Draw));
    for seat in 0..players {
        let aside = table.aside[seat].count_ones();
        let played = (seat + players - first) % players < turns || (seat == mover && under_way);
        if aside > 0 && !played {
            return Err(PositionError::NoTurnYet {
                seat: seat + 1,
                aside,
                turns: table.turns,
                mover: mover + 1,
            });
        }
    }
    let claims: u32 = table.aside.iter().map(|a| a.count_ones()).sum();
    let won = matches!(table.phase, Phase::Over(Outcome::WonBy(_))) as u32;
    let counted = turns as u32 + under_way as u32;
    // Every claim but a winning one is followed by a token.
    let most = most_placed(config, counted) + claims - won;
    // A claim takes the tops of its quarter off the board: 4 tokens with the standard wheel.
    let taken = table.equipment().pattern_len() as u32;
    let due = match table.phase {
        Phase::Place { left, column: None } => left as u32,
        _ => 0,
    };
    let on_board = table.board.placed as u32;
    let needed = on_board + taken * claims + due;
    if needed > most {
        return Err(PositionError::TooManyPlacements {
            on_board,
            claims,
            taken,
            due,
            needed,
            turns: counted,
            most,
        });
    }
    Ok(())
}

/// Writes the turn's situations after a `P` or `Q` phase: `+` and those used, `-` and those
/// declined.
fn write_marks(out: &mut String, turn: TurnSituations) {
    for (sign, state) in [('+', SituationUse::Used), ('-', SituationUse::Declined)] {
        let letters: String = [('F', turn.four_colours), ('C', turn.column)]
            .iter()
            .filter(|(_, u)| *u == state)
            .map(|(l, _)| *l)
            .collect();
        if !letters.is_empty() {
            out.push(sign);
            out.push_str(&letters);
        }
    }
}

/// Writes a position; `hand(seat)` gives a seat's hand, or `None` to write it hidden.
pub(super) fn write(table: &Table, hand: impl Fn(usize) -> Option<u64>) -> String {
    let e = table.equipment();
    let mut out = String::new();
    for s in 0..e.num_spaces() {
        if s > 0 {
            out.push('/');
        }
        if table.board.heights[s] == 0 {
            out.push('.');
        }
        for c in table.board.stack(s) {
            out.push(e.colour(c as usize).letter());
        }
    }
    out.push(' ');
    out.push_str(&(table.mover + 1).to_string());
    out.push(' ');
    match table.phase {
        Phase::Situations {
            four_colours,
            column,
            used,
        } => {
            out.push('S');
            if four_colours {
                out.push('F');
            }
            if column {
                out.push('C');
            }
            if used > 0 {
                out.push_str(&format!("+{used}"));
            }
        }
        Phase::Place {
            left,
            column: Some(columns),
        } => out.push_str(&format!("P{left}@{columns}")),
        Phase::Place { left, column: None } => {
            out.push_str(&format!("P{left}"));
            write_marks(&mut out, table.turn);
        }
        Phase::Claims => {
            out.push('Q');
            write_marks(&mut out, table.turn);
        }
        Phase::Over(_) => out.push('-'),
    }
    out.push_str(&format!(" {} ", table.turns));
    let cards = |mask: u64| {
        table
            .cards_of(mask)
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    for seat in 0..table.config.players() {
        if seat > 0 {
            out.push('/');
        }
        let held = table.held[seat] as usize;
        if held == 0 {
            out.push('-');
        } else {
            match hand(seat) {
                Some(mask) => out.push_str(&cards(mask)),
                None => out.push_str(&vec!["?"; held].join(",")),
            }
        }
        if table.aside[seat] != 0 {
            out.push(':');
            out.push_str(&cards(table.aside[seat]));
        }
    }
    out
}
