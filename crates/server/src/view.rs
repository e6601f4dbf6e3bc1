//! What a viewer is sent: the state of a game as one seat (or a spectator) may see it.
//!
//! A room publishes a [`Snapshot`] after every change; each connection renders it for its own
//! viewer with [`state_view`]. Hidden information never leaves through here: the only text of
//! the game's state a viewer gets is [`AnyGame::view_text`] for their own seat (for Quartino
//! the observation: their own hand and nobody else's), the legal actions go only to the holder
//! of the seat to move, and the full position (every hand) is added only once the game is over.
//! The replay ([`replay`]) follows the same rules step by step.

use quartet_core::clock::{Clock, TimeControl};
use quartet_core::hints::Hints;
use quartet_core::table::Ending;
use quartet_core::{AnyGame, Player};

use crate::model::HistoryEntry;
use crate::snapshot::Snapshot;
use crate::wire::{
    ClockView, HintsView, InviteState, MarksView, NearCardView, OffersView, Ply, ReasonView, RematchView,
    ResultView, StateTag, StateView, Termination,
};

/// What became of an invitation to `seat`: its seat free or taken, or the game over or
/// cancelled.
pub fn invite_state(snapshot: &Snapshot, seat: usize) -> InviteState {
    match result(snapshot) {
        Some(result) if result.termination == Termination::Cancel => InviteState::Cancelled,
        Some(_) => InviteState::Over,
        None if snapshot.seats.get(seat).is_some_and(|s| s.taken) => InviteState::Taken,
        None => InviteState::Free,
    }
}

/// The result, once the game is over.
pub fn result(snapshot: &Snapshot) -> Option<ResultView> {
    if let Some((outcome, how)) = snapshot.ended {
        let (termination, seat) = match how {
            Ending::Rules => (Termination::Rules, None),
            Ending::Time(p) => (Termination::Time, Some(p)),
            Ending::Resignation(p) => (Termination::Resign, Some(p)),
            Ending::Agreement => (Termination::Agreement, None),
            Ending::Claim(p) => (Termination::Claim, Some(p)),
        };
        let winner = outcome.winner();
        let mut text = match winner {
            Some(p) => format!("{p} wins"),
            None => "nobody wins".to_string(),
        };
        match how {
            Ending::Rules => {}
            Ending::Time(p) => text.push_str(&format!(": {p} ran out of time")),
            Ending::Resignation(p) => text.push_str(&format!(": {p} resigned")),
            Ending::Agreement => text.push_str(": a draw by agreement"),
            Ending::Claim(p) => text.push_str(&format!(": claimed by {p}, the others having left")),
        }
        let reason = match how {
            Ending::Rules => snapshot.game.end_reason().map(ReasonView::from),
            Ending::Time(_) | Ending::Resignation(_) | Ending::Agreement | Ending::Claim(_) => None,
        };
        return Some(ResultView {
            result: quartet_core::record::result_text(Some(outcome)),
            winner: winner.map(Player::index),
            termination,
            seat: seat.map(Player::index),
            reason,
            text,
        });
    }
    let stored = snapshot.stored_ending.as_ref()?;
    let winner = stored
        .result
        .strip_prefix("win ")
        .and_then(|s| s.trim().parse::<usize>().ok())
        .and_then(|s| s.checked_sub(1));
    let mut words = stored.termination.split_whitespace();
    let termination = match words.next() {
        Some("time") => Termination::Time,
        Some("resign") => Termination::Resign,
        Some("cancel") => Termination::Cancel,
        Some("abort") => Termination::Abort,
        Some("agreement") => Termination::Agreement,
        Some("claim") => Termination::Claim,
        Some("abandoned") => Termination::Abandoned,
        _ => Termination::Rules,
    };
    let seat = words
        .next()
        .and_then(|s| s.parse::<usize>().ok())
        .and_then(|s| s.checked_sub(1));
    let text = match (termination, seat) {
        (Termination::Cancel, Some(s)) => format!("cancelled by player {}", s + 1),
        (Termination::Cancel, None) => "cancelled: it waited for its players too long".to_string(),
        (Termination::Abort, Some(s)) => format!("aborted by player {}", s + 1),
        (Termination::Abort, None) => "aborted: a player did not take their first turn in time".to_string(),
        (Termination::Abandoned, _) => "abandoned: every player had left the table".to_string(),
        (Termination::Agreement, _) => "nobody wins: a draw by agreement".to_string(),
        (Termination::Claim, Some(s)) => format!("claimed by player {}, the others having left", s + 1),
        _ => format!("{} ({})", stored.result, stored.termination),
    };
    Some(ResultView {
        text,
        result: stored.result.clone(),
        winner,
        termination,
        seat,
        reason: None,
    })
}

fn clock_view(snapshot: &Snapshot, now: u64) -> Option<ClockView> {
    if snapshot.control == TimeControl::Unlimited {
        return None;
    }
    let seats = snapshot.game.num_players();
    let control = snapshot.control.to_string();
    Some(if snapshot.started {
        let at = if snapshot.is_over() {
            snapshot.ended_at.unwrap_or(now)
        } else {
            now
        };
        ClockView {
            control,
            remaining_ms: (0..seats)
                .map(|s| snapshot.clock.remaining(Player(s as u8), at))
                .collect(),
            running: snapshot.clock.running().map(Player::index),
        }
    } else {
        let full = Clock::new(snapshot.control, seats);
        ClockView {
            control,
            remaining_ms: (0..seats).map(|s| full.remaining(Player(s as u8), 0)).collect(),
            running: None,
        }
    })
}

/// The hints for beginners of `seat` (its own: for Quartino, its own hand's cards).
pub fn hints(game: &AnyGame, seat: Player) -> Option<HintsView> {
    Some(match quartet_core::hints::hints(game, seat)? {
        Hints::Quarto {
            deadly_gifts,
            poisoned_cells,
        } => HintsView {
            deadly_gifts: deadly_gifts.iter().map(ToString::to_string).collect(),
            poisoned_cells: poisoned_cells.iter().map(ToString::to_string).collect(),
            ..HintsView::default()
        },
        Hints::Danish {
            threatened,
            unsafe_moves,
        } => HintsView {
            threatened: threatened.iter().map(ToString::to_string).collect(),
            unsafe_moves: unsafe_moves.iter().map(ToString::to_string).collect(),
            ..HintsView::default()
        },
        Hints::Quartino { near } => HintsView {
            near_cards: near
                .iter()
                .map(|n| NearCardView {
                    card: n.card.to_string(),
                    quarter: n.quarter.to_string(),
                    space: n.space.to_string(),
                    colour: n.colour.to_string(),
                })
                .collect(),
            ..HintsView::default()
        },
    })
}

/// The state for a viewer holding the seats `you` (empty: a spectator), at `now`, with the
/// whole history.
pub fn state_view<'a>(snapshot: &'a Snapshot, you: &'a [usize], now: u64) -> StateView<'a> {
    state_update(snapshot, you, now, 0)
}

/// The state for a viewer holding the seats `you` at `now`, with the history's entries from
/// `from` on only (the viewer has the first `from` as they are: see
/// [`crate::history::History::unchanged`]).
pub fn state_update<'a>(snapshot: &'a Snapshot, you: &'a [usize], now: u64, from: usize) -> StateView<'a> {
    let history = snapshot.history.from(from);
    let over = snapshot.is_over();
    let to_move = snapshot.to_move();
    let viewer = snapshot.viewer_seat(you);
    let game = &snapshot.game;
    let legal = match to_move {
        Some(seat) if snapshot.started && you.contains(&seat) => {
            game.legal_actions().iter().map(ToString::to_string).collect()
        }
        _ => Vec::new(),
    };
    let rematch = snapshot.rematch.as_ref().map(|r| RematchView {
        id: r.id.clone(),
        code: you.iter().find_map(|&s| r.invites.get(s).cloned().flatten()),
    });
    StateView {
        message: StateTag::State,
        id: &snapshot.id,
        game: snapshot.kind.into(),
        name: snapshot.kind.name(),
        rules: &snapshot.rules,
        status: snapshot.status.into(),
        version: snapshot.version,
        ply: snapshot.history.len(),
        players: game.num_players(),
        hidden: snapshot.kind.hides_information(),
        seats: &snapshot.seats,
        spectators: snapshot.spectators,
        to_move,
        you,
        viewer,
        view: game.view_text(viewer.map(|s| Player(s as u8))),
        legal,
        history_from: history.start(),
        history,
        last: snapshot.history.last(),
        clock: clock_view(snapshot, now),
        now,
        result: result(snapshot),
        position: over.then(|| game.position()),
        rematch,
        created_at: snapshot.created_at,
        marks: snapshot.marks.clone().into(),
        hints_on: snapshot.hints,
        chat_on: snapshot.chat,
        rated: snapshot.rated.as_deref(),
        offers: OffersView {
            draw: snapshot.draw_offer,
            take_back: snapshot.take_back,
            draws: snapshot.draws,
            abortable: &snapshot.abortable,
            first_turn_ends: snapshot.first_turn_ends,
            claims: snapshot.claims,
            rematch: snapshot.played_out(),
        },
        hints: match viewer {
            Some(seat) if snapshot.hints && !over => hints(game, Player(seat as u8)),
            _ => None,
        },
    }
}

/// The replay: the view after every action from `start` through `history`, as `seat` may see
/// it (`None`: a spectator), or every hand once the game is `over`.
pub fn replay(start: AnyGame, history: &[HistoryEntry], seat: Option<usize>, over: bool) -> Vec<Ply> {
    let viewer = seat.map(|s| Player(s as u8));
    let step = |g: &AnyGame, ply: usize, entry: Option<&HistoryEntry>| Ply {
        ply,
        seat: entry.map(|e| e.seat),
        action: entry.map(|e| e.action.clone()),
        view: if over { g.position() } else { g.view_text(viewer) },
        at: entry.map(|e| e.at),
        marks: MarksView::from(g.marks()),
    };
    let mut game = start;
    let mut plies = vec![step(&game, 0, None)];
    for (i, entry) in history.iter().enumerate() {
        if game.play_text(&entry.action).is_err() {
            break;
        }
        plies.push(step(&game, i + 1, Some(entry)));
    }
    plies
}
