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

use super::equipment::{Card, Space};
use super::{COLUMN_HEIGHT, Config, Error, FOUR_COLOURS, MAX_SEATS, Outcome, Phase, Player, Quartino, Table};

fn bad(message: impl Into<String>) -> Error {
    Error::Position(message.into())
}

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
pub(super) fn parse_full(config: &Config, text: &str) -> Result<Quartino, Error> {
    let (table, hands) = parse(config, text)?;
    let mut masks = [0u64; MAX_SEATS];
    for (seat, hand) in hands.iter().enumerate() {
        match hand {
            HandText::Known(m) => masks[seat] = *m,
            HandText::Hidden(_) => {
                return Err(bad(format!(
                    "seat {}'s hand is hidden (?): a full position shows every hand; a record \
                     without the hands is read with QuartinoRecord, an observation with \
                     Observation::parse",
                    seat + 1
                )));
            }
        }
    }
    Ok(Quartino { table, hands: masks })
}

/// Reads a position whose hands may be hidden.
pub(super) fn parse(config: &Config, text: &str) -> Result<(Table, Vec<HandText>), Error> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board_text, mover_text, phase_text, turns_text, seats_text] = fields.as_slice() else {
        return Err(bad(format!(
            "expected 5 fields `<board> <to move> <phase> <turns> <seats>`, found {}",
            fields.len()
        )));
    };
    let e = config.equipment().clone();
    let players = config.players();
    let mut table = Table::new(config, Player(0));

    // The board.
    let parts: Vec<&str> = board_text.split('/').collect();
    if parts.len() != e.num_spaces() {
        return Err(bad(format!(
            "the board has {} spaces; expected {}: C, R0, … R{} separated by '/'",
            parts.len(),
            e.num_spaces(),
            e.ring() - 1
        )));
    }
    for (i, part) in parts.iter().enumerate() {
        let space = Space::from_index(i).ok_or_else(|| bad("too many spaces"))?;
        if *part == "." {
            continue;
        }
        if part.is_empty() {
            return Err(bad(format!(
                "the stack of {space} is empty text: write . for an empty space"
            )));
        }
        for ch in part.chars() {
            let colour = super::Colour::from_letter(ch)
                .and_then(|c| e.colour_index(c))
                .ok_or_else(|| bad(format!("{space}: {ch:?} is not a colour of this game")))?;
            if table.board.on_board[colour] >= e.tokens(colour) {
                return Err(bad(format!(
                    "more than {} {} tokens on the board",
                    e.tokens(colour),
                    e.colours()[colour].name
                )));
            }
            table.board.push(i, colour as u8);
        }
    }

    // The player to move and the turn count.
    table.mover = match mover_text.parse::<usize>() {
        Ok(n) if (1..=players).contains(&n) => (n - 1) as u8,
        _ => {
            return Err(bad(format!(
                "the seat to move is {mover_text:?}: expected 1 to {players}"
            )));
        }
    };
    table.turns = turns_text.parse().map_err(|_| {
        bad(format!(
            "the turn count is {turns_text:?}: expected a whole number"
        ))
    })?;
    if table.turns > config.cap() {
        return Err(bad(format!(
            "{} turns played, past the cap of {}",
            table.turns,
            config.cap()
        )));
    }

    // The seats.
    let seat_parts: Vec<&str> = seats_text.split('/').collect();
    if seat_parts.len() != players {
        return Err(bad(format!(
            "the position has {} seats but the rules say players={players}",
            seat_parts.len()
        )));
    }
    let mut hands = Vec::with_capacity(players);
    let mut seen = [u8::MAX; 64];
    let mut note = |card: Card, seat: usize| -> Result<usize, Error> {
        let i = e
            .card_index(card)
            .ok_or_else(|| bad(format!("seat {}: {card} is not a card of this game", seat + 1)))?;
        if seen[i] != u8::MAX {
            return Err(bad(format!(
                "card {card} is written twice (seat {} and seat {})",
                seen[i] + 1,
                seat + 1
            )));
        }
        seen[i] = seat as u8;
        Ok(i)
    };
    for (seat, part) in seat_parts.iter().enumerate() {
        let (hand_text, aside_text) = part.split_once(':').unwrap_or((part, "-"));
        let mut aside = 0u64;
        if aside_text != "-" {
            for word in aside_text.split(',') {
                let card: Card = word
                    .parse()
                    .map_err(|_| bad(format!("seat {}: {word:?} is not a card", seat + 1)))?;
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
                    return Err(bad(format!(
                        "seat {}: a hand is either all shown or all hidden (?)",
                        seat + 1
                    )));
                }
                let card: Card = word
                    .parse()
                    .map_err(|_| bad(format!("seat {}: {word:?} is not a card", seat + 1)))?;
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
            return Err(bad(format!(
                "seat {} has {held} card(s) in hand and {put_aside} put aside; every seat was dealt {}",
                seat + 1,
                e.hand_size()
            )));
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
                    return Err(bad(format!(
                        "seat {} has put aside all its cards and won: it is the seat to move of the finished game",
                        w + 1
                    )));
                }
                Phase::Over(Outcome::WonBy(Player(*w as u8)))
            }
            [] if capped => Phase::Over(Outcome::Draw),
            [] => {
                return Err(bad(format!(
                    "the game is not over: nobody has put aside all his cards and the cap of {} turns is not reached",
                    config.cap()
                )));
            }
            _ => return Err(bad("more than one seat has put aside all its cards")),
        };
        return Ok((table, hands));
    }
    if let Some(w) = winners.first() {
        return Err(bad(format!(
            "seat {} has put aside all its cards, so the game is over: write - for the phase",
            w + 1
        )));
    }
    if capped {
        return Err(bad(format!(
            "the cap of {} turns is reached, so the game is over: write - for the phase",
            config.cap()
        )));
    }
    table.phase = parse_phase(config, &table, phase_text)?;
    Ok((table, hands))
}

fn parse_phase(config: &Config, table: &Table, text: &str) -> Result<Phase, Error> {
    let expected = "expected S with F and/or C and an optional +1 (situations), P1 to P3, Q or -";
    if text == "Q" {
        return Ok(Phase::Claims);
    }
    if let Some(n) = text.strip_prefix('P') {
        let left: u8 = match n.parse() {
            Ok(n @ 1..=3) => n,
            _ => return Err(bad(format!("phase {text:?}: {expected}"))),
        };
        if table.supply_total() == 0 {
            return Err(bad(format!(
                "phase {text}: every pile is empty, so no placement is due: write Q"
            )));
        }
        if !config.situations() && left > 1 {
            return Err(bad(format!(
                "phase {text}: without the situations a turn places one token at a time"
            )));
        }
        return Ok(Phase::Place { left });
    }
    let Some(rest) = text.strip_prefix('S') else {
        return Err(bad(format!("phase {text:?}: {expected}")));
    };
    if !config.situations() {
        return Err(bad("phase S: the situations are off in this game"));
    }
    let (flags, used) = match rest.split_once('+') {
        Some((flags, "1")) => (flags, 1u8),
        Some((flags, "0")) => (flags, 0u8),
        Some(_) => {
            return Err(bad(format!(
                "phase {text:?}: after + comes 1 (one situation used)"
            )));
        }
        None => (rest, 0u8),
    };
    let (mut four_colours, mut column) = (false, false);
    for ch in flags.chars() {
        let flag = match ch {
            'F' => &mut four_colours,
            'C' => &mut column,
            _ => return Err(bad(format!("phase {text:?}: {expected}"))),
        };
        if *flag {
            return Err(bad(format!("phase {text:?}: {ch} is written twice")));
        }
        *flag = true;
    }
    if !four_colours && !column {
        return Err(bad(format!(
            "phase {text:?}: a situations phase has F, C or both open"
        )));
    }
    if used as usize + four_colours as usize + column as usize > 2 {
        return Err(bad(format!("phase {text:?}: only two situations exist")));
    }
    let four_now = table.four_colours_on_board();
    let column_now = table.has_column();
    if column && !column_now {
        return Err(bad(format!(
            "phase {text}: the column is open, but no stack is {COLUMN_HEIGHT} high"
        )));
    }
    if used == 0 {
        // Nothing used yet: exactly what the board offers is open.
        if four_colours != four_now {
            return Err(bad(if four_now {
                format!(
                    "phase {text}: a colour has {FOUR_COLOURS} tokens on the board, so four colours is open (write F)"
                )
            } else {
                format!(
                    "phase {text}: four colours is open, but no colour has {FOUR_COLOURS} tokens on the board"
                )
            }));
        }
        if column != column_now {
            return Err(bad(format!(
                "phase {text}: a stack is {COLUMN_HEIGHT} high, so the column is open (write C)"
            )));
        }
    } else if column && !four_now {
        // Four colours was used and the board is still as the turn started.
        return Err(bad(format!(
            "phase {text}: four colours was used, but no colour has {FOUR_COLOURS} tokens on the board"
        )));
    }
    Ok(Phase::Situations {
        four_colours,
        column,
        used,
    })
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
        Phase::Place { left } => out.push_str(&format!("P{left}")),
        Phase::Claims => out.push('Q'),
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
