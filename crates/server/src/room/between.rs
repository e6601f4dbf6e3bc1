//! What passes between the people at a table, as rules of the room's state: aborting a game
//! before one's first move, offering a draw (in a game that has draws by agreement: the game
//! says so), asking to take a turn back, and claiming a game the others have left. Each
//! is a change of [`RoomState`] like a move: it takes the time `now`, answers a [`Transition`]
//! and changes nothing when refused.
//!
//! A draw offer lapses when another seat moves, a take-back request with any move; a take-back
//! accepted by every other person takes the asker's last turn back with the bots' undo
//! machinery ([`RoomState::take_back_count`]), so it stops where the bots' undo stops (a card
//! shown). Offers are stored ([`Write::Offers`]) whenever an offer or an answer changes them,
//! each with the count of actions when it was written, so that a restarted server, a mirror on
//! another node and a node taking the game over see them; a move does not write them: the
//! reader drops what the moves since made lapse ([`RoomState::restore_offers`]).
//!
//! A game between people that one of them leaves always ends: as on lichess, each seat's first
//! turn (free of the clocks) has a set time, after which the server aborts the game
//! ([`RoomState::abort_unstarted`], driven by the room's driver like the clocks); a take-back
//! that gives a seat its first turn again gives it the whole time again, from the take-back (as
//! lichess restarts the timer of the player to move). After the first turns, the clocks end a
//! timed game, and a real-time or untimed game the others left is claimed. An untimed game
//! that every person at the table left (nobody is left to claim it) ends as abandoned once the
//! last of them has been gone for [`super::state::ABANDONED_MS`] (a day; counted again from a
//! restart of the server, which cannot know who was connected before): no result (`*`),
//! `termination` `abandoned`, never rated ([`RoomState::abandon`]). A day keeps a game two
//! friends pause overnight; a game nobody comes back to ends like one aborted, with no winner,
//! since nobody can say who left it first.

use quartet_core::clock::TimeControl;
use quartet_core::table::{Ending, TableError};
use quartet_core::{Outcome, Player};
use quartet_store::{Offers, SeatKind, StandingOffer};

use super::state::{Act, ClaimRefusal, Offer, RoomError, RoomState, TakeBackRequest, Transition, Write};

impl RoomState {
    /// The seat that speaks for a viewer holding `held` at a game under way: the seat to move
    /// if held, else their first seat. Refused for a spectator (as `act`), a game over, or one
    /// that waits for its players.
    fn speaking_seat(&self, held: &[usize], act: Act) -> Result<usize, RoomError> {
        let Some(&first) = held.first() else {
            return Err(RoomError::Spectator(act));
        };
        if self.is_over() {
            return Err(TableError::Over.into());
        }
        if !self.started {
            return Err(RoomError::Waiting {
                free: self.free_seats(),
            });
        }
        let to_move = self.table.game().to_move().index();
        Ok(if held.contains(&to_move) { to_move } else { first })
    }

    /// The seats held by other people than the viewer holding `held` (taken, not bots).
    fn other_people(&self, held: &[usize]) -> Vec<usize> {
        self.seats
            .iter()
            .map(|s| s.index as usize)
            .filter(|i| !held.contains(i))
            .filter(|&i| matches!(self.seats[i].kind, SeatKind::Human) && self.seats[i].token_hash.is_some())
            .collect()
    }

    /// Whether the game is between people: rated, or with two seats held by people, one of
    /// them taken by invitation (an open seat, a link, a pairing: another person). The
    /// creator's own seats ("me") are one person at one device.
    pub fn between_people(&self) -> bool {
        let people = self
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human && s.token_hash.is_some());
        self.settings.rated.is_some()
            || (people.clone().count() >= 2 && people.clone().any(|s| s.invite.is_some()))
    }

    /// How long a seat has for its first turn (ms): in a correspondence game with a clock, the
    /// time it has for any move (days); else `real_time_ms` (real-time and untimed games).
    pub fn first_turn_ms(&self, real_time_ms: u64) -> u64 {
        match self.settings.control {
            TimeControl::PerMove { limit_ms }
                if quartet_rating::Speed::of(self.settings.control, self.settings.kind)
                    == quartet_rating::Speed::Correspondence =>
            {
                limit_ms.max(real_time_ms)
            }
            _ => real_time_ms,
        }
    }

    /// When the game is aborted if the seat to move has not finished its first turn by then
    /// (ms since the epoch): in a game between people under way, while a person's first turn
    /// runs (no clock runs for it), [`RoomState::first_turn_ms`] after it began — when the
    /// table started, another seat's last action was played, or the last take-back was made.
    pub fn first_turn_deadline(&self, first_turn_ms: u64) -> Option<u64> {
        if !self.started || self.is_over() || !self.between_people() {
            return None;
        }
        let to_move = self.table.game().to_move();
        let seat = self.seats.get(to_move.index())?;
        if seat.kind != SeatKind::Human || self.table.has_moved(to_move) {
            return None;
        }
        // The turn began with the last action of another seat (or the start of the table).
        let since = self
            .history
            .iter()
            .rev()
            .find(|e| e.seat != to_move.0)
            .map_or(self.live_at, |e| e.at.max(self.live_at))
            .max(self.taken_back_at);
        Some(since.saturating_add(self.first_turn_ms(first_turn_ms)))
    }

    /// Aborts the game if the seat to move let its first turn's time run out by `now`
    /// ([`RoomState::first_turn_deadline`]): over with no result (`*`), `termination` `abort`
    /// (no seat: the server), never rated, at the deadline.
    pub fn abort_unstarted(&mut self, now: u64, first_turn_ms: u64) -> Option<Transition> {
        let deadline = self.first_turn_deadline(first_turn_ms)?;
        if now < deadline {
            return None;
        }
        Some(self.ended_without_result("abort", None, deadline))
    }

    /// When the server ends the game as abandoned (ms since the epoch): an untimed game between
    /// people under way, every person at the table gone — `left[seat]` is when the seat's last
    /// connection closed (`None` while connected) — ends `after_ms` after the last of them
    /// left (see the module docs).
    pub fn abandoned_deadline(&self, left: &[Option<u64>], after_ms: u64) -> Option<u64> {
        if !self.started
            || self.is_over()
            || !self.between_people()
            || self.settings.control != TimeControl::Unlimited
        {
            return None;
        }
        let mut gone_since = self.live_at;
        for seat in self.other_people(&[]) {
            gone_since = gone_since.max(left.get(seat).copied().flatten()?);
        }
        Some(gone_since.saturating_add(after_ms))
    }

    /// Ends the game as abandoned if every person at the table has been gone `after_ms` by
    /// `now` ([`RoomState::abandoned_deadline`]): over with no result (`*`), `termination`
    /// `abandoned`, never rated, at the deadline.
    pub fn abandon(&mut self, now: u64, left: &[Option<u64>], after_ms: u64) -> Option<Transition> {
        let deadline = self.abandoned_deadline(left, after_ms)?;
        if now < deadline {
            return None;
        }
        Some(self.ended_without_result("abandoned", None, deadline))
    }

    /// The offers standing, as the store keeps them: each at the count of actions now (the
    /// actions since a draw offer was made are the offerer's, so it stands from here as well).
    pub fn stored_offers(&self) -> Offers {
        let ply = i32::try_from(self.history.len()).unwrap_or(i32::MAX);
        let seat = |s: usize| i32::try_from(s).unwrap_or(i32::MAX);
        Offers {
            draw: self.draw_offer.map(|by| StandingOffer {
                by: seat(by),
                ply,
                accepted: Vec::new(),
            }),
            take_back: self.take_back.as_ref().map(|t| StandingOffer {
                by: seat(t.by),
                ply,
                accepted: t.accepted.iter().map(|&s| seat(s)).collect(),
            }),
        }
    }

    /// Sets the offers standing from the store's: those the actions since made lapse are
    /// dropped (a draw offer once another seat moved, a take-back request with any move), and
    /// all of them in a game over or not started.
    pub(super) fn restore_offers(&mut self, stored: &Offers) {
        self.draw_offer = None;
        self.take_back = None;
        if self.is_over() || !self.started {
            return;
        }
        let seats = self.seats.len();
        let seat = |s: i32| usize::try_from(s).ok().filter(|&s| s < seats);
        let plies = self.history.len();
        if let Some(draw) = &stored.draw
            && let (Some(by), Ok(ply)) = (seat(draw.by), usize::try_from(draw.ply))
            && ply <= plies
            && self.history.iter().skip(ply).all(|e| usize::from(e.seat) == by)
        {
            self.draw_offer = Some(by);
        }
        if let Some(request) = &stored.take_back
            && let Some(by) = seat(request.by)
            && usize::try_from(request.ply) == Ok(plies)
        {
            self.take_back = Some(TakeBackRequest {
                by,
                accepted: request.accepted.iter().filter_map(|&s| seat(s)).collect(),
            });
        }
    }

    /// An offer or an answer changed the offers standing: they are stored.
    fn offers_changed(&self) -> Transition {
        Transition::done(vec![(Write::Offers(self.stored_offers()), true)])
    }

    /// Whether another player than the viewer holding `held` has this offer standing.
    fn others_offer(&self, held: &[usize], what: Offer) -> bool {
        let by = match what {
            Offer::Draw => self.draw_offer,
            Offer::TakeBack => self.take_back.as_ref().map(|t| t.by),
        };
        by.is_some_and(|by| !held.contains(&by))
    }

    /// A player aborts the game before their first action: it is over with no result (`*`),
    /// `termination` `abort N` (the seat, from 1), never rated. Refused once a seat the player
    /// holds has played; a game that still waits for its players is cancelled instead.
    pub fn abort(&mut self, held: &[usize], now: u64) -> Result<Transition, RoomError> {
        let Some(&first) = held.first() else {
            return Err(RoomError::Spectator(Act::Abort));
        };
        if self.is_over() {
            return Err(TableError::Over.into());
        }
        if !self.started {
            return self.cancelled(Some(first), now);
        }
        if self.history.iter().any(|e| held.contains(&usize::from(e.seat))) {
            return Err(RoomError::AbortRefused);
        }
        Ok(self.ended_without_result("abort", Some(first), now))
    }

    /// A player offers a draw or asks to take their last turn back. An offer made while another
    /// player's same offer stands accepts it. A draw is offered only in a game that has draws
    /// by agreement; a take-back only when the player has a turn to take back (and not past a
    /// card shown); against bots only, it is taken back at once (as [`RoomState::undo`]).
    pub fn offer(&mut self, held: &[usize], what: Offer, now: u64) -> Result<Transition, RoomError> {
        let seat = self.speaking_seat(held, Act::Offer)?;
        match what {
            Offer::Draw => {
                if !self.table.game().draws_by_agreement() {
                    return Err(TableError::NoDrawByAgreement {
                        kind: self.settings.kind,
                    }
                    .into());
                }
                if self.others_offer(held, what) {
                    return self.answer(held, what, true, now);
                }
                self.draw_offer = Some(seat);
                Ok(self.offers_changed())
            }
            Offer::TakeBack => {
                if self.others_offer(held, what) {
                    return self.answer(held, what, true, now);
                }
                let n = self.take_back_count(held)?;
                if self.other_people(held).is_empty() {
                    return self.take_back_actions(n, now);
                }
                let by = usize::from(self.seat_of(self.history.len() - n));
                self.take_back = Some(TakeBackRequest {
                    by,
                    accepted: Vec::new(),
                });
                Ok(self.offers_changed())
            }
        }
    }

    /// Another player accepts or declines the standing offer. An accepted draw ends the game
    /// drawn by agreement (rated games rated in the same write); a take-back is made once every
    /// other person at the table accepted it. Refused when no other player's offer stands.
    pub fn answer(
        &mut self,
        held: &[usize],
        what: Offer,
        accept: bool,
        now: u64,
    ) -> Result<Transition, RoomError> {
        self.speaking_seat(held, Act::Offer)?;
        let no_offer = RoomError::NoOffer { what };
        if !self.others_offer(held, what) {
            return Err(no_offer);
        }
        match what {
            Offer::Draw => {
                self.draw_offer = None;
                if !accept {
                    return Ok(self.offers_changed());
                }
                let outcome = self.table.agree_draw(now)?;
                self.ended_at = Some(now);
                self.take_back = None;
                let write = self.finish_write(outcome, Ending::Agreement, now);
                Ok(Transition::done(vec![(write, true)]))
            }
            Offer::TakeBack => {
                let Some(mut request) = self.take_back.take() else {
                    return Err(no_offer);
                };
                if !accept {
                    return Ok(self.offers_changed());
                }
                request.accepted.extend(held.iter().copied());
                let asker = [request.by];
                let waiting = self
                    .other_people(&asker)
                    .into_iter()
                    .any(|s| !request.accepted.contains(&s));
                if waiting {
                    self.take_back = Some(request);
                    return Ok(self.offers_changed());
                }
                let n = self.take_back_count(&asker)?;
                self.take_back_actions(n, now)
            }
        }
    }

    /// A player of a game between people claims it — a win, or a draw when `win` is false —
    /// while every other person at the table has been away for `after_ms` at least:
    /// `left[seat]` is when the seat's last connection closed (`None` while connected). The
    /// game ends with `termination` `claim N`, rated in a rated game (see
    /// [`RoomState::claim_refusal`] for the games that cannot be claimed).
    pub fn claim(
        &mut self,
        held: &[usize],
        win: bool,
        left: &[Option<u64>],
        after_ms: u64,
        now: u64,
    ) -> Result<Transition, RoomError> {
        let seat = self.speaking_seat(held, Act::Claim)?;
        if let Some(refusal) = self.claim_refusal() {
            return Err(refusal.into());
        }
        let mut gone_since = 0;
        for other in self.other_people(held) {
            match left.get(other).copied().flatten() {
                None => return Err(ClaimRefusal::Present { seat: other }.into()),
                Some(at) => gone_since = gone_since.max(at),
            }
        }
        let may_at = gone_since.saturating_add(after_ms);
        if now < may_at {
            return Err(ClaimRefusal::TooSoon {
                after_ms,
                wait_ms: may_at - now,
            }
            .into());
        }
        if let Some(mut ran_out) = self.check_time(now) {
            ran_out.answer = Err(RoomError::TimeRanOut { resigning: false });
            return Ok(ran_out);
        }
        let claimer = Player(seat as u8);
        let outcome: Outcome = self.table.claim(claimer, win, now)?;
        self.ended_at = Some(now);
        self.draw_offer = None;
        self.take_back = None;
        let write = self.finish_write(outcome, Ending::Claim(claimer), now);
        Ok(Transition::done(vec![(write, true)]))
    }
}
