//! Quartino game records, with or without the hidden hands, around the shared
//! [`Record`] format.
//!
//! * **With the hands** ([`Hands::Shown`]): the shared format as it is — `[Seed]` (which deals
//!   the cards) or a `[Start]` position showing every hand. Import replays every action.
//! * **Without the hands** ([`Hands::Hidden`]): `[Hands "hidden"]`, no `[Seed]` (it would
//!   reveal the deal), and `[Start]` written with every hidden card as `?`. The actions are
//!   public anyway (a claim shows its card). Import validates everything that can be
//!   validated: every placement, situation, column and end of turn; every claim's card shows on
//!   the board at its quarter, was not put aside before, and no seat claims more cards than it
//!   holds; the turn order, the win and the `[Result]`. What cannot be validated is that a
//!   claimed card was really in the claimant's hand: the import assumes it was. To replay, the
//!   import deals each seat the cards it claims and fills the rest of the hands with stand-ins
//!   from the unseen cards; the stand-ins are never shown ([`QuartinoRecord::hands_known`] is
//!   false, exporting with the hands is refused, and only a spectator's view is given).

use super::notation::{self, HandText};
use super::{Action, HandsUnknown, MAX_SEATS, Observation, ParseActionError, Quartino, RulesError};
use crate::game::{Game, GameKind, Player};
use crate::record::{RawRecord, Record, RecordError, result_text};
use crate::text::Excerpt;

/// Whether a record shows the hidden hands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Hands {
    /// Every hand, as dealt (through the seed or the start position).
    Shown,
    /// No hand: for players and spectators while the game goes on.
    Hidden,
}

/// A checked Quartino record, and whether its hidden hands are known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuartinoRecord {
    record: Record<Quartino>,
    hands_known: bool,
}

const HANDS_TAG: &str = "Hands";

impl QuartinoRecord {
    /// A record whose hands are known.
    pub fn new(record: Record<Quartino>) -> QuartinoRecord {
        QuartinoRecord {
            record,
            hands_known: true,
        }
    }

    /// The replayable record. When the hands are not known, its start holds stand-in cards for
    /// the hidden ones (see the module docs): read it through [`QuartinoRecord::views`].
    pub fn record(&self) -> &Record<Quartino> {
        &self.record
    }

    /// Whether the hidden hands are known (false for a record imported without them).
    pub fn hands_known(&self) -> bool {
        self.hands_known
    }

    /// The record's text structure, with or without the hands.
    pub fn to_raw(&self, hands: Hands) -> Result<RawRecord, HandsUnknown> {
        match hands {
            Hands::Shown if !self.hands_known => Err(HandsUnknown),
            Hands::Shown => Ok(self.record.to_raw()),
            Hands::Hidden => {
                let mut raw = RawRecord::default();
                raw.set_tag("Game", GameKind::Quartino.tag());
                raw.set_tag("Rules", self.record.start.config().to_string());
                raw.set_tag(HANDS_TAG, "hidden");
                raw.set_tag("Start", notation::write(self.record.start.table(), |_| None));
                for (k, v) in &self.record.tags {
                    raw.set_tag(k, v.clone());
                }
                raw.set_tag("Result", result_text(self.record.current().outcome()));
                raw.actions = self.record.actions.iter().map(|a| a.to_string()).collect();
                Ok(raw)
            }
        }
    }

    /// The record's text, with or without the hands.
    pub fn export(&self, hands: Hands) -> Result<String, HandsUnknown> {
        Ok(self.to_raw(hands)?.to_string())
    }

    /// Every state of the game, start first, as `viewer` saw it (`None`: a spectator). Only a
    /// spectator's view is available when the hands are not known.
    pub fn views(&self, viewer: Option<Player>) -> Result<Vec<Observation>, HandsUnknown> {
        if viewer.is_some() && !self.hands_known {
            return Err(HandsUnknown);
        }
        let see = |s: &Quartino| match viewer {
            Some(p) => s.observe(p),
            None => s.spectate(),
        };
        let mut state = self.record.start.clone();
        let mut out = vec![see(&state)];
        for &a in &self.record.actions {
            state.play_unchecked(a);
            out.push(see(&state));
        }
        Ok(out)
    }

    /// Reads and checks a record's text, with or without the hands.
    pub fn parse(text: &str) -> Result<QuartinoRecord, RecordError> {
        QuartinoRecord::from_raw(&RawRecord::parse(text)?)
    }

    /// Checks a record's structure (see the module docs for what is validated).
    pub fn from_raw(raw: &RawRecord) -> Result<QuartinoRecord, RecordError> {
        let hidden = match raw.tag(HANDS_TAG).map(str::trim) {
            Some("hidden") => true,
            Some("shown") => false,
            Some(other) => {
                return Err(RecordError::BadValue {
                    tag: HANDS_TAG.into(),
                    value: other.into(),
                    reason: "expected shown or hidden".into(),
                });
            }
            None => raw.tag("Start").is_some_and(|s| s.contains('?')),
        };
        if !hidden {
            let mut record = Record::<Quartino>::from_raw(raw)?;
            record.tags.retain(|(k, _)| !k.eq_ignore_ascii_case(HANDS_TAG));
            return Ok(QuartinoRecord::new(record));
        }
        from_hidden(raw)
    }
}

fn from_hidden(raw: &RawRecord) -> Result<QuartinoRecord, RecordError> {
    let kind = raw.kind()?;
    if kind != GameKind::Quartino {
        return Err(RecordError::WrongGame {
            expected: GameKind::Quartino,
            found: kind.tag().into(),
        });
    }
    let config: super::Config = match raw.tag("Rules") {
        Some(text) => text.parse().map_err(|e: RulesError| RecordError::BadValue {
            tag: "Rules".into(),
            value: text.into(),
            reason: e.to_string(),
        })?,
        None => super::Config::default(),
    };
    if let Some(seed) = raw.tag("Seed") {
        return Err(RecordError::BadValue {
            tag: "Seed".into(),
            value: seed.into(),
            reason: "a record without the hands carries no seed (the seed deals the cards)".into(),
        });
    }
    let start_text = raw.tag("Start").ok_or(RecordError::MissingTag("Start"))?;
    let bad_start = |reason: String| RecordError::BadValue {
        tag: "Start".into(),
        value: start_text.into(),
        reason,
    };
    let (table, hands) = notation::parse(&config, start_text).map_err(|e| bad_start(e.to_string()))?;
    if let Some(seat) = hands
        .iter()
        .position(|h| matches!(h, HandText::Known(m) if *m != 0))
    {
        return Err(bad_start(format!(
            "a record without the hands shows no hand, but seat {}'s is shown",
            seat + 1
        )));
    }
    let mut actions = Vec::with_capacity(raw.actions.len());
    for (i, text) in raw.actions.iter().enumerate() {
        let action: Action = text
            .parse()
            .map_err(|e: ParseActionError| RecordError::BadAction {
                number: i + 1,
                text: Excerpt::new(text),
                reason: format!("does not parse: {e}"),
            })?;
        actions.push(action);
    }

    // Deal each seat the cards it claims (first claimant first), then stand-ins.
    let e = config.equipment().clone();
    let players = config.players();
    let mut dealt = [0u64; MAX_SEATS];
    let mut taken = table.aside_mask();
    let mut seat = table.to_move().index();
    for action in &actions {
        match action {
            Action::End => seat = (seat + 1) % players,
            Action::Claim(card, _) => {
                if let Some(i) = e.card_index(*card) {
                    let bit = 1u64 << i;
                    if taken & bit == 0
                        && (dealt[seat].count_ones() as usize) < table.held(Player(seat as u8))
                    {
                        dealt[seat] |= bit;
                        taken |= bit;
                    }
                }
            }
            _ => {}
        }
    }
    let mut spare = (0..e.cards().len()).filter(|i| taken & (1u64 << i) == 0);
    for (p, hand) in dealt.iter_mut().enumerate().take(players) {
        let missing = table.held(Player(p as u8)) - hand.count_ones() as usize;
        for card in spare.by_ref().take(missing) {
            *hand |= 1 << card;
        }
    }
    let start = Quartino { table, hands: dealt };
    let mut state = start.clone();
    for (i, &action) in actions.iter().enumerate() {
        state = state.play(action).map_err(|err| RecordError::BadAction {
            number: i + 1,
            text: Excerpt::new(&raw.actions[i]),
            reason: format!("is illegal: {}", err.reason),
        })?;
    }
    if let Some(claimed) = raw.tag("Result") {
        let actual = result_text(state.outcome());
        if claimed.trim() != "*" && claimed.trim() != actual {
            return Err(RecordError::ResultMismatch {
                claimed: claimed.into(),
                actual,
            });
        }
    }
    let own = ["Game", "Rules", "Seed", "Start", "Result", HANDS_TAG];
    let tags = raw
        .tags
        .iter()
        .filter(|(k, _)| !own.iter().any(|t| t.eq_ignore_ascii_case(k)))
        .cloned()
        .collect();
    Ok(QuartinoRecord {
        record: Record {
            tags,
            start,
            custom_start: true,
            seed: 0,
            actions,
        },
        hands_known: false,
    })
}
