//! Quartino's encoding. Its sizes follow the equipment: `S` spaces (9 on the standard wheel),
//! `C` colours (4), `K` cards (24), `Q` quarters (8), and the `n` seats of the game.
//!
//! Action ids (`2 + S + C·S + K·Q`, 239 with the standard equipment): `four` → 0; `end` → 1;
//! `column@s` → `2 + s` (space index: 0 the centre, `i + 1` for `Ri`); placing colour `c` on
//! space `s` → `2 + S + c·S + s` (colours in the equipment's order: Y, B, G, P); claiming card
//! `k` at quarter `q` → `2 + S + C·S + k·Q + q` (cards in the equipment's order).
//!
//! Observation tensor: a vector of `S·C + S + 3C + K + n·K + n + K + n + 6` numbers (163 for
//! two seats), made from the seat's observation alone (the table and its own hand), so it
//! never holds another seat's cards. Seats are counted from the observer: seat `j` is the
//! one `j` places after him in turn order (`j` = 0 is the observer). In order:
//!
//! | entries | meaning |
//! |---|---|
//! | `S·C` | one-hot: the colour on top of the stack on space `s` (at `s·C + c`) |
//! | `S` | the height of the stack on each space (tokens) |
//! | `C` | tokens of each colour on the board, buried ones included |
//! | `C` | tokens of each colour in the supply |
//! | `C` | each colour has 4 or more tokens on the board (the four-colours situation opens) |
//! | `K` | the cards in the observer's hand |
//! | `n·K` | the cards put aside by seat `j` (at `j·K + k`) |
//! | `n` | how many cards seat `j` holds |
//! | `K` | the cards whose colours show on the board (at any quarter, anyone's) |
//! | `n` | one-hot: seat `j` is to move (all zeros once the game is over) |
//! | 6 | the phase: situations open with four colours, with a column, situations used this turn, tokens still to place, claims (1 or 0), and turns completed / the cap |

use quartet_core::quartino::{Action, Card, Config, FOUR_COLOURS, Phase, Quarter, Quartino, Space};
use quartet_core::{Game, Player};

use super::Encoding;

/// The sizes of a game's encoding.
struct Sizes {
    spaces: usize,
    colours: usize,
    cards: usize,
    quarters: usize,
    seats: usize,
}

impl Sizes {
    fn of(config: &Config) -> Sizes {
        let e = config.equipment();
        Sizes {
            spaces: e.num_spaces(),
            colours: e.colours().len(),
            cards: e.cards().len(),
            quarters: e.num_quarters(),
            seats: config.players(),
        }
    }

    fn place(&self) -> usize {
        2 + self.spaces
    }

    fn claim(&self) -> usize {
        self.place() + self.colours * self.spaces
    }

    fn observation_len(&self) -> usize {
        let (s, c, k, n) = (self.spaces, self.colours, self.cards, self.seats);
        s * c + s + 3 * c + k + n * k + n + k + n + 6
    }
}

impl Encoding for Quartino {
    fn num_actions(config: &Config) -> usize {
        let sizes = Sizes::of(config);
        sizes.claim() + sizes.cards * sizes.quarters
    }

    fn action_id(config: &Config, action: Action) -> usize {
        let sizes = Sizes::of(config);
        let e = config.equipment();
        match action {
            Action::FourColours => 0,
            Action::End => 1,
            Action::Column(s) => 2 + s.index(),
            Action::Place(colour, s) => {
                let c = e.colour_index(colour).unwrap_or(0);
                sizes.place() + c * sizes.spaces + s.index()
            }
            Action::Claim(card, q) => {
                let k = e.card_index(card).unwrap_or(0);
                sizes.claim() + k * sizes.quarters + q.index()
            }
        }
    }

    fn action_at(config: &Config, id: usize) -> Option<Action> {
        let sizes = Sizes::of(config);
        let e = config.equipment();
        let space = |s: usize| Space::from_index(s);
        Some(match id {
            0 => Action::FourColours,
            1 => Action::End,
            _ if id < sizes.place() => Action::Column(space(id - 2)?),
            _ if id < sizes.claim() => {
                let rest = id - sizes.place();
                Action::Place(e.colour(rest / sizes.spaces), space(rest % sizes.spaces)?)
            }
            _ if id < Self::num_actions(config) => {
                let rest = id - sizes.claim();
                let card: Card = *e.cards().get(rest / sizes.quarters)?;
                Action::Claim(card, Quarter::new(rest % sizes.quarters)?)
            }
            _ => return None,
        })
    }

    fn observation_shape(config: &Config) -> Vec<usize> {
        vec![Sizes::of(config).observation_len()]
    }

    /// Heights and token counts reach the tokens of the equipment; the rest is at most the
    /// hand (cards held), 3 (tokens due) or 1.
    fn observation_high(config: &Config) -> f32 {
        let e = config.equipment();
        e.total_tokens().max(e.hand_size()).max(3) as f32
    }

    fn observation_tensor(&self, player: Player, out: &mut [f32]) {
        let seen = self.observe(player);
        let table = seen.table();
        let config = table.config();
        let e = config.equipment();
        let sizes = Sizes::of(config);
        let (s_n, c_n, k_n, n) = (sizes.spaces, sizes.colours, sizes.cards, sizes.seats);
        let seat = |j: usize| Player(((player.index() + j) % n) as u8);
        let card = |c: Card| e.card_index(c).unwrap_or(0);
        let mut at = 0;
        for space in e.spaces() {
            if let Some(c) = table.top(space).and_then(|c| e.colour_index(c)) {
                out[at + space.index() * c_n + c] = 1.0;
            }
        }
        at += s_n * c_n;
        for space in e.spaces() {
            out[at + space.index()] = table.height(space) as f32;
        }
        at += s_n;
        for c in 0..c_n {
            let colour = e.colour(c);
            let on_board = table.on_board(colour);
            out[at + c] = on_board as f32;
            out[at + c_n + c] = table.supply(colour) as f32;
            out[at + 2 * c_n + c] = f32::from(on_board >= FOUR_COLOURS as usize);
        }
        at += 3 * c_n;
        for c in seen.hand() {
            out[at + card(c)] = 1.0;
        }
        at += k_n;
        for j in 0..n {
            for c in table.aside(seat(j)) {
                out[at + j * k_n + card(c)] = 1.0;
            }
        }
        at += n * k_n;
        for j in 0..n {
            out[at + j] = table.held(seat(j)) as f32;
        }
        at += n;
        for (c, _) in table.showing() {
            out[at + card(c)] = 1.0;
        }
        at += k_n;
        if table.outcome().is_none() {
            let j = (table.to_move().index() + n - player.index() % n) % n;
            out[at + j] = 1.0;
        }
        at += n;
        match table.phase() {
            Phase::Situations {
                four_colours,
                column,
                used,
            } => {
                out[at] = f32::from(four_colours);
                out[at + 1] = f32::from(column);
                out[at + 2] = used as f32;
            }
            Phase::Place { left, column } => {
                // Both situations used: the column may still go, in any order with the
                // placements.
                out[at + 1] = f32::from(column.is_some());
                out[at + 3] = left as f32;
            }
            Phase::Claims => out[at + 4] = 1.0,
            Phase::Over(_) => {}
        }
        out[at + 5] = table.turns() as f32 / config.cap() as f32;
    }

    fn observation_text(&self, player: Player) -> String {
        self.observe(player).to_string()
    }
}
