//! A game being played from Python: where it started (by settings and seed, or from a
//! position), the actions played since, and the state now; and, for Quartino, the deal as
//! chance outcomes ([`Deal`]) before the first turn.

use quartet_core::quartino::{self, FirstSeat, Quartino};
use quartet_core::record::{RawRecord, Record, RecordError};
use quartet_core::{Game, Player};

/// A game of one kind: its start, the actions since and the state now.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    /// The state the game started from.
    pub start: G,
    /// The state now.
    pub state: G,
    /// The actions played since the start, in order.
    pub actions: Vec<G::Action>,
    /// The seed the start was dealt with (`None` for a game set up from a position).
    pub seed: Option<u64>,
    /// The free tags of the record the game was read from (player names, event…).
    pub tags: Vec<(String, String)>,
}

impl<G: Game> Session<G> {
    /// A game started by the rules from `config` and `seed`.
    pub fn new(config: &G::Config, seed: u64) -> Session<G> {
        Session::from_state(G::start(config, seed), Some(seed))
    }

    /// A game going on from `start`.
    pub fn from_state(start: G, seed: Option<u64>) -> Session<G> {
        Session {
            state: start.clone(),
            start,
            actions: Vec::new(),
            seed,
            tags: Vec::new(),
        }
    }

    /// A game read from a record: its start, every action replayed and checked.
    pub fn from_raw(raw: &RawRecord) -> Result<Session<G>, RecordError> {
        let record = Record::<G>::from_raw(raw)?;
        let state = record.current();
        Ok(Session {
            seed: (!record.custom_start).then_some(record.seed),
            start: record.start,
            state,
            actions: record.actions,
            tags: record.tags,
        })
    }

    /// Plays `action` if it is legal; otherwise the state is unchanged and the error says why.
    pub fn play(&mut self, action: G::Action) -> Result<(), G::IllegalAction> {
        self.state.check(action)?;
        self.state.play_unchecked(action);
        self.actions.push(action);
        Ok(())
    }

    /// Takes back the last action (the state is replayed from the start). `false` when no
    /// action was played.
    pub fn undo(&mut self) -> bool {
        if self.actions.pop().is_none() {
            return false;
        }
        let mut state = self.start.clone();
        for &a in &self.actions {
            state.play_unchecked(a);
        }
        self.state = state;
        true
    }

    /// The game as a record (`docs/records.md`), with the tags it was read with and `extra`.
    pub fn record(&self, extra: &[(String, String)]) -> String {
        let seed = self.seed.unwrap_or(0);
        let mut record = if self.seed.is_some() && self.start == G::start(self.start.config(), seed) {
            Record::new(self.start.config(), seed)
        } else {
            Record::from_state(self.start.clone())
        };
        record.actions = self.actions.clone();
        record.tags = self.tags.clone();
        for (name, value) in extra {
            match record.tags.iter_mut().find(|(k, _)| k.eq_ignore_ascii_case(name)) {
                Some(slot) => slot.1 = value.clone(),
                None => record.tags.push((name.clone(), value.clone())),
            }
        }
        record.to_string()
    }

    /// The image of the game under a symmetry: its start, its actions and its state.
    pub fn transform(&self, symmetry: G::Symmetry) -> Session<G> {
        Session {
            start: self.start.transform(symmetry),
            state: self.state.transform(symmetry),
            actions: self
                .actions
                .iter()
                .map(|&a| self.start.transform_action(symmetry, a))
                .collect(),
            seed: None,
            tags: self.tags.clone(),
        }
    }
}

/// One chance outcome of a Quartino deal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Chance {
    /// The next card dealt is the card with this index in the set.
    Card(usize),
    /// The first seat drawn (`first=random`).
    First(Player),
}

/// A Quartino game before its first turn: cards are dealt one at a time, seat 1 first, each a
/// chance outcome with every card not yet dealt equally likely; then, with `first=random`,
/// the first seat is drawn. The hands come out distributed exactly as [`Game::start`] deals
/// them from a random seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The settings.
    pub config: quartino::Config,
    /// The cards dealt so far, in order (indices in the set).
    pub dealt: Vec<usize>,
    /// The first seat, once known.
    pub first: Option<Player>,
}

impl Deal {
    /// A deal not yet begun.
    pub fn new(config: quartino::Config) -> Deal {
        let first = match config.first() {
            FirstSeat::Seat(p) => Some(p),
            FirstSeat::Random => None,
        };
        Deal {
            config,
            dealt: Vec::new(),
            first,
        }
    }

    fn cards_to_deal(&self) -> usize {
        self.config.players() * self.config.equipment().hand_size()
    }

    /// The chance outcomes now, each with its probability.
    pub fn outcomes(&self) -> Vec<(Chance, f64)> {
        if self.dealt.len() < self.cards_to_deal() {
            let left: Vec<usize> = (0..self.config.equipment().cards().len())
                .filter(|c| !self.dealt.contains(c))
                .collect();
            let p = 1.0 / left.len() as f64;
            left.into_iter().map(|c| (Chance::Card(c), p)).collect()
        } else {
            let n = self.config.players();
            (0..n)
                .map(|s| (Chance::First(Player(s as u8)), 1.0 / n as f64))
                .collect()
        }
    }

    /// Whether `outcome` is one of the chance outcomes now.
    pub fn allows(&self, outcome: Chance) -> bool {
        self.outcomes().iter().any(|&(o, _)| o == outcome)
    }

    /// Applies a chance outcome (it must be one of [`Deal::outcomes`]).
    pub fn apply(&mut self, outcome: Chance) {
        match outcome {
            Chance::Card(c) => self.dealt.push(c),
            Chance::First(p) => self.first = Some(p),
        }
    }

    /// The seat the next card goes to (`None` once every card is dealt).
    pub fn receiver(&self) -> Option<Player> {
        (self.dealt.len() < self.cards_to_deal())
            .then(|| Player((self.dealt.len() / self.config.equipment().hand_size()) as u8))
    }

    /// The game, once the deal is complete.
    pub fn finished(&self) -> Option<Result<Quartino, quartino::PositionError>> {
        let first = self.first?;
        if self.dealt.len() < self.cards_to_deal() {
            return None;
        }
        let e = self.config.equipment();
        let hands: Vec<String> = self
            .dealt
            .chunks(e.hand_size())
            .map(|hand| {
                let cards: Vec<String> = hand.iter().map(|&c| e.cards()[c].to_string()).collect();
                cards.join(",")
            })
            .collect();
        // The start of any deal, with these hands and this first seat.
        let model = Quartino::start(&self.config, 0).position();
        let mut fields: Vec<String> = model.split_whitespace().map(str::to_string).collect();
        if fields.len() != 5 {
            return Some(Err(quartino::PositionError::Fields(fields.len())));
        }
        fields[1] = (first.0 + 1).to_string();
        fields[4] = hands.join("/");
        Some(Quartino::from_position(&self.config, &fields.join(" ")))
    }

    /// How a chance outcome is written: `deal:YBGP` (the next card dealt), `first:2`.
    pub fn outcome_text(&self, outcome: Chance) -> String {
        match outcome {
            Chance::Card(c) => format!("deal:{}", self.config.equipment().cards()[c]),
            Chance::First(p) => format!("first:{}", p.0 + 1),
        }
    }

    /// Reads a chance outcome as written by [`Deal::outcome_text`].
    pub fn parse_outcome(&self, text: &str) -> Option<Chance> {
        let text = text.trim();
        if let Some(card) = text.strip_prefix("deal:") {
            let card: quartino::Card = card.trim().parse().ok()?;
            return self.config.equipment().card_index(card).map(Chance::Card);
        }
        let seat: usize = text.strip_prefix("first:")?.trim().parse().ok()?;
        (1..=self.config.players())
            .contains(&seat)
            .then(|| Chance::First(Player((seat - 1) as u8)))
    }

    /// The id of a chance outcome: the card's index in the set, or the first seat's index.
    pub fn outcome_id(outcome: Chance) -> usize {
        match outcome {
            Chance::Card(c) => c,
            Chance::First(p) => p.index(),
        }
    }

    /// The chance outcome with this id now, if it is one.
    pub fn outcome_at(&self, id: usize) -> Option<Chance> {
        let outcome = if self.dealt.len() < self.cards_to_deal() {
            Chance::Card(id)
        } else {
            Chance::First(Player(u8::try_from(id).ok()?))
        };
        self.allows(outcome).then_some(outcome)
    }
}
