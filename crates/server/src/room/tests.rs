//! The room's rules without a server: the state machine alone (turns, seats, clocks, take-backs,
//! resignation, rematch, hidden hands), then rooms on an SQLite store in memory, driven by a
//! clock set by hand.

use std::sync::Arc;

use quartet_core::clock::TimeControl;
use quartet_core::table::{Ending, TableError};
use quartet_core::{AnyGame, GameKind, Outcome, Player};
use quartet_store::{GameStore, Seat, SeatKind, Status};

use super::state::Plan;
use super::*;
use crate::model::{SeatPlan, Settings, Taker};
use crate::time::Time;
use crate::view::state_view;
use quartet_engine::levels::Level;

const T0: u64 = 1_700_000_000_000;

fn seat(index: i32, kind: SeatKind, token_hash: Option<&str>, invite: Option<&str>) -> Seat {
    Seat {
        index,
        kind,
        name: None,
        token_hash: token_hash.map(String::from),
        invite: invite.map(String::from),
        account: Default::default(),
    }
}

fn human(index: i32) -> Seat {
    seat(index, SeatKind::Human, Some(&format!("hash{index}")), None)
}

fn bot(index: i32) -> Seat {
    seat(
        index,
        SeatKind::Bot {
            level: "casual".into(),
        },
        None,
        None,
    )
}

fn state(kind: GameKind, rules: &str, clock: &str, seats: Vec<Seat>) -> RoomState {
    let settings = Settings {
        kind,
        rules: rules.into(),
        seed: 7,
        start: None,
        control: clock.parse::<TimeControl>().unwrap(),
        created_at: T0 as i64,
        hints: false,
        chat: true,
        rated: None,
    };
    let start = settings.start_game().unwrap();
    RoomState::new(settings, seats, start, T0)
}

fn named(name: &str) -> Taker {
    Taker {
        name: Some(name.into()),
        client: None,
        account: None,
    }
}

fn quarto(seats: Vec<Seat>) -> RoomState {
    state(GameKind::Quarto, "", "none", seats)
}

/// Plays on a copy and keeps it, as a room does once the writes are stored.
/// The ending the first seat is shown of `st` (termination, seat, winner), with `presence`
/// and `left` as [`RoomState::snapshot`] takes them.
fn ending_shown(
    st: &RoomState,
    presence: &[u32],
    left: &[Option<u64>],
) -> (crate::wire::Termination, Option<usize>, Option<usize>) {
    let result = state_view(&st.snapshot("g", presence, left, state::FIRST_TURN_MS), &[0], T0)
        .result
        .unwrap();
    (result.termination, result.seat, result.winner)
}

fn play(st: &mut RoomState, held: &[usize], text: &str, now: u64) -> Result<Transition, RoomError> {
    let mut next = st.clone();
    let t = next.play_text(held, text, now)?;
    *st = next;
    Ok(t)
}

#[test]
fn only_the_holder_of_the_seat_to_move_plays_and_every_action_is_stored_in_order() {
    let mut st = quarto(vec![human(0), human(1)]);
    assert!(matches!(
        play(&mut st, &[], "7", T0),
        Err(RoomError::Spectator(Act::Play))
    ));
    assert!(matches!(
        play(&mut st, &[1], "7", T0),
        Err(RoomError::Table(TableError::NotYourTurn { to_move: Player(0) }))
    ));
    let illegal = play(&mut st, &[0], "a1", T0).unwrap_err();
    assert_eq!(illegal.to_string(), "it is time to give a piece, not to place");
    assert!(st.history.is_empty(), "a refusal changes nothing");
    let t = play(&mut st, &[0], "7", T0 + 5).unwrap();
    assert!(t.answer.is_ok());
    let [(Write::Append(stored), true)] = t.writes.as_slice() else {
        panic!("{:?}", t.writes)
    };
    assert_eq!(
        (stored.ply, stored.seat, stored.action.as_str(), stored.at),
        (0, 0, "7", (T0 + 5) as i64)
    );
    // A turn of several actions: place, then give, by the same seat.
    play(&mut st, &[1], "a1", T0 + 6).unwrap();
    assert_eq!(st.table.game().to_move(), Player(1));
    let t = play(&mut st, &[0, 1], "3", T0 + 7).unwrap();
    let [(Write::Append(stored), true)] = t.writes.as_slice() else {
        panic!("{:?}", t.writes)
    };
    assert_eq!((stored.ply, stored.seat), (2, 1));
    assert_eq!(st.history.len(), 3);
    assert_eq!(st.status(), Status::Live);
}

#[test]
fn a_game_waits_for_its_free_seats_and_starts_its_clocks_when_the_last_is_taken() {
    let invited = seat(1, SeatKind::Human, None, Some("code"));
    let mut st = state(GameKind::Quarto, "", "1m/move", vec![human(0), invited]);
    assert_eq!(st.status(), Status::Open);
    let waiting = play(&mut st, &[0], "7", T0).unwrap_err();
    assert_eq!(
        waiting.to_string(),
        "the game waits for players: seat 2 is still free"
    );
    assert!(matches!(st.resign(&[0], T0), Err(RoomError::Waiting { .. })));
    assert!(matches!(
        st.claim_seat("g", 0, Taker::default(), "h".into(), T0),
        Err(RoomError::SeatTaken { seat: 0 })
    ));
    assert!(matches!(
        st.claim_seat("g", 5, Taker::default(), "h".into(), T0),
        Err(RoomError::NoSuchSeat { seat: 5, .. })
    ));
    let later = T0 + 90_000;
    let t = st
        .claim_seat("g", 1, named("Blaise"), "h1".into(), later)
        .unwrap();
    assert!(
        matches!(t.writes.as_slice(), [(Write::Seat(s), true), (Write::Live { at }, false)]
        if s.name.as_deref() == Some("Blaise") && s.token_hash.as_deref() == Some("h1") && *at == later)
    );
    assert_eq!(st.status(), Status::Live);
    assert_eq!(st.seats_of(&["h1".into()], "g").unwrap(), [1]);
    assert!(matches!(
        st.seats_of(&["nope".into()], "g"),
        Err(RoomError::BadToken { .. })
    ));
    // No clock ran while the game waited, nor during the first move of each side.
    assert_eq!(st.table.clock().remaining(Player(0), later), 60_000);
    assert_eq!(st.table.clock().running(), None);
    play(&mut st, &[0], "7", later + 120_000).unwrap();
}

#[test]
fn a_clock_that_runs_out_ends_the_game_on_time_at_its_deadline() {
    let mut st = state(GameKind::Quarto, "", "1m/move", vec![human(0), human(1)]);
    // Each side's first turn is free, however long.
    play(&mut st, &[0], "7", T0 + 1_000).unwrap();
    assert!(st.clone().check_time(T0 + 100_000).is_none());
    play(&mut st, &[1], "a1", T0 + 100_000).unwrap();
    play(&mut st, &[1], "3", T0 + 101_000).unwrap();
    // Seat 1's minute started at T0 + 101 s: nothing before the deadline.
    assert!(st.clone().check_time(T0 + 160_000).is_none());
    let t = play(&mut st, &[0], "b1", T0 + 175_000).unwrap();
    assert!(matches!(
        t.answer,
        Err(RoomError::TimeRanOut { resigning: false })
    ));
    let [(Write::Finish(ending), false)] = t.writes.as_slice() else {
        panic!("{:?}", t.writes)
    };
    assert_eq!(
        (ending.termination.as_str(), ending.at),
        ("time 1", (T0 + 161_000) as i64)
    );
    assert_eq!(
        st.table.ended(),
        Some((Outcome::WonBy(Player(1)), Ending::Time(Player(0))))
    );
    assert_eq!(st.ended_at, Some(T0 + 161_000));
    assert!(st.is_over());
    assert!(matches!(
        play(&mut st, &[0], "b1", T0 + 180_000),
        Err(RoomError::Table(TableError::Over))
    ));
}

#[test]
fn the_driver_is_told_the_deadline_and_each_bot_search_once() {
    let mut st = state(GameKind::Quarto, "", "5m", vec![bot(0), human(1)]);
    let (
        Plan::Wait {
            deadline,
            bot: Some(job),
        },
        None,
    ) = st.plan(T0, state::FIRST_TURN_MS)
    else {
        panic!("a bot search for seat 1")
    };
    assert_eq!(deadline, None, "the bot's first turn is free: no clock runs");
    assert_eq!(
        (job.version, job.level),
        (1, quartet_engine::levels::Level::Casual)
    );
    let (Plan::Wait { bot: None, .. }, None) = st.plan(T0 + 1_000, state::FIRST_TURN_MS) else {
        panic!("planned once per version")
    };
    // Its second turn, whose clock runs: while the search waits for a thread, its clock cannot
    // run out, and the 7 s it waited are given back to its clock.
    let give = st.table.game().parse_action("7").unwrap();
    st.play(Player(0), give, T0 + 2_000).unwrap();
    play(&mut st, &[1], "a1", T0 + 3_000).unwrap();
    play(&mut st, &[1], "3", T0 + 10_000).unwrap();
    // The room counts a version for each change it commits.
    st.version += 3;
    let (Plan::Wait { bot: Some(job), .. }, None) = st.plan(T0 + 10_000, state::FIRST_TURN_MS) else {
        panic!("a bot search for its second turn")
    };
    assert!(st.check_time(T0 + 400_000).is_none());
    st.bot_started(job.version, T0 + 17_000);
    let (Plan::Wait { deadline, bot: None }, None) = st.plan(T0 + 17_000, state::FIRST_TURN_MS) else {
        panic!("the deadline again")
    };
    assert_eq!(deadline, Some(T0 + 317_000));
    assert!(st.check_time(T0 + 316_999).is_none());
    assert!(st.check_time(T0 + 317_000).is_some(), "then the clock runs out");
    let mut over = quarto(vec![human(0), human(1)]);
    over.resign(&[0], T0).unwrap();
    assert!(matches!(over.plan(T0, state::FIRST_TURN_MS).0, Plan::Finished));
}

#[test]
fn a_take_back_is_the_players_last_turn_and_the_bots_actions_after_it_only_against_bots() {
    let mut st = quarto(vec![human(0), bot(1)]);
    assert!(matches!(st.undo(&[], T0), Err(RoomError::Spectator(Act::Undo))));
    assert!(matches!(
        st.undo(&[0], T0),
        Err(RoomError::Table(TableError::NothingToUndo))
    ));
    play(&mut st, &[0], "7", T0).unwrap();
    let bot_seat = Player(1);
    for action in ["a1", "3"] {
        let a = st.table.game().parse_action(action).unwrap();
        st.play(bot_seat, a, T0).unwrap();
    }
    play(&mut st, &[0], "b1", T0).unwrap();
    play(&mut st, &[0], "5", T0).unwrap();
    assert_eq!(st.history.len(), 5);
    let t = st.undo(&[0], T0 + 1).unwrap();
    assert!(matches!(&t.writes[..], [(Write::Truncate { keep: 3, .. }, true)]));
    assert_eq!(st.history.len(), 3);
    assert_eq!(st.table.game().to_move(), Player(0));
    // Again: the bot's turn (a1 3) and the player's first give go.
    st.undo(&[0], T0 + 2).unwrap();
    assert!(st.history.is_empty());
    let mut people = quarto(vec![human(0), human(1)]);
    play(&mut people, &[0], "7", T0).unwrap();
    assert!(matches!(people.undo(&[0], T0), Err(RoomError::UndoRefused)));
    // One person holding every seat takes back freely.
    let t = people.undo(&[0, 1], T0).unwrap();
    assert!(t.answer.is_ok());
}

#[test]
fn a_take_back_stops_at_a_card_another_seat_has_shown() {
    // A Quartino game against a bot, played until the bot has just claimed a card (the first
    // pair of bots' seeds whose game gets there).
    let mut st = state(GameKind::Quartino, "players=2", "none", vec![human(0), bot(1)]);
    let mut shown = false;
    for seeds in 0..20 {
        st = state(GameKind::Quartino, "players=2", "none", vec![human(0), bot(1)]);
        let mut players: Vec<_> = (0..2)
            .map(|seat| {
                quartet_engine::any::AnyBot::new(GameKind::Quartino, Level::Casual, 2 * seeds + seat).unwrap()
            })
            .collect();
        while !st.is_over() && !shown {
            let game = st.table.game().clone();
            let seat = game.to_move();
            let action = players[seat.index()].choose(&game).unwrap();
            st.play(seat, action, T0).unwrap();
            // Once the bot's turn with a claim is over, the person may not take back past it.
            let bots_turn: Vec<_> = st.history.iter().rev().take_while(|e| e.seat == 1).collect();
            shown = st.table.game().to_move() == Player(0)
                && !st.is_over()
                && st.history.len() > bots_turn.len()
                && bots_turn.iter().any(|e| e.action.contains("@Q"));
        }
        if shown {
            break;
        }
    }
    assert!(shown, "the bot claimed a card");
    let before = st.history.len();
    assert!(matches!(
        st.clone().undo(&[0], T0),
        Err(RoomError::UndoPastReveal { seat: 1 })
    ));
    assert_eq!(st.history.len(), before);
    // Between people, a take-back asked for stops there too.
    let mut people = st.clone();
    people.seats[1] = human(1);
    assert!(matches!(
        people.offer(&[0], Offer::TakeBack, T0),
        Err(RoomError::UndoPastReveal { seat: 1 })
    ));
    assert_eq!(people.take_back, None);
    // Holding every seat, nothing was hidden from the person: the take-back goes.
    let mut own = st.clone();
    own.seats[1] = human(1);
    assert!(own.undo(&[0, 1], T0).is_ok());
    // The person's own actions of the turn in progress go back as ever.
    let game = st.table.game().clone();
    let first = game.legal_actions()[0];
    st.play(Player(0), first, T0).unwrap();
    if st.table.game().to_move() == Player(0) {
        assert!(st.undo(&[0], T0).is_ok());
        assert_eq!(st.history.len(), before);
    }
}

/// A rated correspondence game (days a move) waits for its players: nobody claims it when the
/// others are away, and its state says so; a rated game of minutes may be claimed.
#[test]
fn a_correspondence_game_is_never_claimed_but_a_rated_game_of_minutes_is() {
    let away = [None, Some(T0)];
    for (clock, class, refusal) in [
        (
            "3d/move",
            "quarto/standard/correspondence",
            Some(ClaimRefusal::Correspondence),
        ),
        ("5m+3s", "quarto/standard/blitz", None),
        ("none", "quarto/standard/correspondence", None),
    ] {
        let mut st = state(GameKind::Quarto, "", clock, vec![human(0), human(1)]);
        st.settings.rated = Some(class.into());
        assert_eq!(st.claim_refusal(), refusal, "{clock}");
        assert_eq!(
            st.snapshot("g", &[1, 0, 0], &away, state::FIRST_TURN_MS).claims,
            refusal.is_none(),
            "{clock}"
        );
        let claimed = st.claim(&[0], true, &away, 0, T0 + 1);
        match refusal {
            Some(_) => assert!(
                matches!(claimed, Err(RoomError::Claim(ClaimRefusal::Correspondence))),
                "{clock}: {claimed:?}"
            ),
            None => assert!(claimed.is_ok(), "{clock}: {claimed:?}"),
        }
    }
    // A casual game between people is claimed too, rating nobody; one person alone is not.
    let mut casual = quarto(vec![human(0), invited(1)]);
    assert_eq!(casual.claim_refusal(), None);
    let t = casual.claim(&[0], true, &away, 0, T0 + 1).unwrap();
    assert!(
        matches!(&t.writes[..], [(Write::Finish(e), true)] if e.termination == "claim 1" && e.result == "win 1"),
        "{:?}",
        t.writes
    );
    let mut alone = quarto(vec![human(0), human(1)]);
    assert_eq!(alone.claim_refusal(), Some(ClaimRefusal::Alone));
    assert!(
        !alone
            .snapshot("g", &[1, 0, 0], &away, state::FIRST_TURN_MS)
            .claims
    );
    assert!(matches!(
        alone.claim(&[0], true, &away, 0, T0 + 1),
        Err(RoomError::Claim(ClaimRefusal::Alone))
    ));
    let with_bot = quarto(vec![human(0), bot(1)]);
    assert_eq!(with_bot.claim_refusal(), Some(ClaimRefusal::Alone));
}

/// A seat taken by invitation: another person's.
fn invited(index: i32) -> Seat {
    seat(
        index,
        SeatKind::Human,
        Some(&format!("hash{index}")),
        Some(&format!("code{index}")),
    )
}

/// The ending a transition stores as its one required write (no rating written with it).
fn stored_ending(t: &Transition) -> &quartet_store::Ending {
    let [(Write::Finish(e), true)] = t.writes.as_slice() else {
        panic!("{:?}", t.writes)
    };
    e
}

/// Between people, each seat's first turn has its time: counted from the start of the table,
/// then from the other seat's last action (not from the seat's own actions of the turn), and
/// once it runs out the game is aborted, unrated, at that moment.
#[test]
fn a_person_who_lets_their_first_turn_run_out_makes_the_server_abort_the_game() {
    let first = state::FIRST_TURN_MS;
    let mut st = state(GameKind::Quarto, "", "5m+3s", vec![human(0), invited(1)]);
    st.settings.rated = Some("quarto/standard/blitz".into());
    assert_eq!(st.first_turn_deadline(first), Some(T0 + first));
    let (Plan::Wait { deadline, .. }, None) = st.plan(T0, first) else {
        panic!("the driver waits")
    };
    assert_eq!(
        deadline,
        Some(T0 + first),
        "the driver wakes when the first turn runs out"
    );
    assert!(st.abort_unstarted(T0 + first - 1, first).is_none());
    // Seat 1 gave its piece in time; seat 2 places at once but does not finish its turn.
    play(&mut st, &[0], "7", T0 + 10_000).unwrap();
    assert_eq!(st.first_turn_deadline(first), Some(T0 + 10_000 + first));
    play(&mut st, &[1], "a1", T0 + 20_000).unwrap();
    assert_eq!(st.first_turn_deadline(first), Some(T0 + 10_000 + first));
    let mut late = st.clone();
    let t = late.abort_unstarted(T0 + 50_000, first).unwrap();
    let e = stored_ending(&t);
    assert_eq!(
        (e.termination.as_str(), e.result.as_str(), e.at),
        ("abort", "*", (T0 + 10_000 + first) as i64),
        "never rated (no FinishRated), at the deadline"
    );
    assert!(late.is_over());
    assert_eq!(
        ending_shown(&late, &[1, 1, 0], &[]),
        (crate::wire::Termination::Abort, None, None)
    );
    // Once both have finished a turn, the clocks take over: no first-turn time.
    play(&mut st, &[1], "3", T0 + 30_000).unwrap();
    assert_eq!(st.first_turn_deadline(first), None);
    assert!(st.abort_unstarted(T0 + 900_000, first).is_none());
    // A correspondence game gives its time a move; one person alone, or a bot, has none.
    let days = state(GameKind::Quarto, "", "1d/move", vec![human(0), invited(1)]);
    assert_eq!(days.first_turn_deadline(first), Some(T0 + 86_400_000));
    let untimed = state(GameKind::Quarto, "", "none", vec![human(0), invited(1)]);
    assert_eq!(untimed.first_turn_deadline(first), Some(T0 + first));
    for seats in [
        vec![human(0), human(1)],
        vec![human(0), bot(1)],
        vec![bot(0), invited(1)],
    ] {
        let st = state(GameKind::Quarto, "", "none", seats);
        assert_eq!(st.first_turn_deadline(first), None, "{:?}", st.seats);
    }
    // A game that waits for its players has no first turn yet.
    let waiting = state(
        GameKind::Quarto,
        "",
        "none",
        vec![human(0), seat(1, SeatKind::Human, None, Some("code"))],
    );
    assert_eq!(waiting.first_turn_deadline(first), None);
}

/// As lichess restarts the timer of the player to move: a take-back that gives a seat its
/// first turn again gives it the whole first-turn time again, from the take-back; the state
/// shows when that time ends.
#[test]
fn a_first_turn_taken_back_has_its_whole_time_again_from_the_take_back() {
    let first = state::FIRST_TURN_MS;
    let mut st = state(GameKind::Quarto, "", "5m+3s", vec![human(0), invited(1)]);
    play(&mut st, &[0], "7", T0 + 10_000).unwrap();
    play(&mut st, &[1], "a1", T0 + 15_000).unwrap();
    play(&mut st, &[1], "3", T0 + 20_000).unwrap();
    assert_eq!(st.first_turn_deadline(first), None, "both have moved");
    st.offer(&[1], Offer::TakeBack, T0 + 25_000).unwrap();
    let later = T0 + 10_000 + first + 5_000;
    st.answer(&[0], Offer::TakeBack, true, later).unwrap();
    assert_eq!(st.history.len(), 1, "seat 2's first turn is taken back");
    assert_eq!(st.first_turn_deadline(first), Some(later + first));
    assert!(st.abort_unstarted(later + first - 1, first).is_none());
    let shown = st.snapshot("g", &[1, 1, 0], &[], first);
    assert_eq!(
        state_view(&shown, &[0], later).offers.first_turn_ends,
        Some(later + first)
    );
    // Seat 1 has moved: its turn taken back has no first-turn time.
    play(&mut st, &[1], "a1", later + 1_000).unwrap();
    play(&mut st, &[1], "3", later + 2_000).unwrap();
    play(&mut st, &[0], "b1", later + 3_000).unwrap();
    play(&mut st, &[0], "5", later + 3_500).unwrap();
    st.offer(&[0], Offer::TakeBack, later + 4_000).unwrap();
    st.answer(&[1], Offer::TakeBack, true, later + 5_000).unwrap();
    assert_eq!(st.table.game().to_move(), Player(0));
    assert_eq!(st.first_turn_deadline(first), None);
    assert_eq!(st.snapshot("g", &[1, 1, 0], &[], first).first_turn_ends, None);
}

/// An untimed game between people that every person left ends as abandoned a day after the
/// last left (nobody is left to claim it): no result, never rated; a timed game (its clocks
/// end it) or a game against a bot does not.
#[test]
fn an_untimed_game_every_person_left_ends_as_abandoned_after_a_day() {
    let after = state::ABANDONED_MS;
    let mut st = state(GameKind::Quarto, "", "none", vec![human(0), invited(1)]);
    st.settings.rated = Some("quarto/standard/correspondence".into());
    play(&mut st, &[0], "7", T0 + 1_000).unwrap();
    play(&mut st, &[1], "a1", T0 + 2_000).unwrap();
    play(&mut st, &[1], "3", T0 + 3_000).unwrap();
    let one_left = [Some(T0 + 10_000), None];
    assert_eq!(
        st.abandoned_deadline(&one_left, after),
        None,
        "a person is still there"
    );
    let both_left = [Some(T0 + 10_000), Some(T0 + 20_000)];
    assert_eq!(
        st.abandoned_deadline(&both_left, after),
        Some(T0 + 20_000 + after)
    );
    assert!(st.abandon(T0 + 20_000 + after - 1, &both_left, after).is_none());
    let t = st.abandon(T0 + 30_000 + after, &both_left, after).unwrap();
    let e = stored_ending(&t);
    assert_eq!(
        (e.termination.as_str(), e.result.as_str(), e.at),
        ("abandoned", "*", (T0 + 20_000 + after) as i64),
        "never rated (no FinishRated), at the deadline"
    );
    assert_eq!(
        ending_shown(&st, &[0, 0, 0], &both_left),
        (crate::wire::Termination::Abandoned, None, None)
    );
    for (clock, seats) in [
        ("5m+3s", vec![human(0), invited(1)]),
        ("none", vec![human(0), bot(1)]),
    ] {
        let st = state(GameKind::Quarto, "", clock, seats);
        assert_eq!(st.abandoned_deadline(&both_left, after), None, "{clock}");
    }
}

#[test]
fn offers_are_stored_when_made_or_answered_and_read_back_without_what_moves_made_lapse() {
    let mut st = quarto(vec![human(0), human(1)]);
    let t = st.offer(&[0], Offer::Draw, T0).unwrap();
    let [(Write::Offers(stored), true)] = t.writes.as_slice() else {
        panic!("{:?}", t.writes)
    };
    assert_eq!(stored, &st.stored_offers());
    let draw = stored.clone();
    // Read back after the offerer's own move: it stands; after the other seat's: it lapsed.
    play(&mut st, &[0], "7", T0).unwrap();
    let mut read = st.clone();
    read.restore_offers(&draw);
    assert_eq!(read.draw_offer, Some(0));
    let t = st.offer(&[0], Offer::TakeBack, T0).unwrap();
    let [(Write::Offers(both), true)] = t.writes.as_slice() else {
        panic!("{:?}", t.writes)
    };
    assert!(both.draw.is_some() && both.take_back.is_some(), "{both:?}");
    read.restore_offers(both);
    assert_eq!(
        (read.draw_offer, read.take_back.clone()),
        (st.draw_offer, st.take_back.clone())
    );
    let t = st.answer(&[1], Offer::TakeBack, false, T0).unwrap();
    assert!(matches!(&t.writes[..], [(Write::Offers(o), true)] if o.take_back.is_none() && o.draw.is_some()));
    let mut moved = st.clone();
    play(&mut moved, &[1], "a1", T0).unwrap();
    moved.restore_offers(both);
    assert_eq!((moved.draw_offer, moved.take_back), (None, None), "Bob moved");
    // A game over shows none.
    let mut over = st.clone();
    over.resign(&[1], T0).unwrap();
    over.restore_offers(both);
    assert_eq!(over.draw_offer, None);
}

#[test]
fn a_draw_offer_stands_until_answered_or_the_other_seat_moves_and_an_accepted_one_ends_the_game() {
    let mut st = quarto(vec![human(0), human(1)]);
    assert!(matches!(
        st.offer(&[], Offer::Draw, T0),
        Err(RoomError::Spectator(Act::Offer))
    ));
    st.offer(&[0], Offer::Draw, T0).unwrap();
    assert_eq!(st.draw_offer, Some(0));
    assert!(matches!(
        st.answer(&[0], Offer::Draw, true, T0),
        Err(RoomError::NoOffer { what: Offer::Draw })
    ));
    play(&mut st, &[0], "7", T0).unwrap();
    assert_eq!(st.draw_offer, Some(0), "the offerer's own move keeps it");
    play(&mut st, &[1], "a1", T0).unwrap();
    assert_eq!(st.draw_offer, None, "the other seat moved");
    // An offer made while the other's stands accepts it.
    st.offer(&[1], Offer::Draw, T0).unwrap();
    let t = st.offer(&[0], Offer::Draw, T0 + 5).unwrap();
    assert!(
        matches!(&t.writes[..], [(Write::Finish(e), true)] if e.termination == "agreement" && e.result == "draw")
    );
    assert_eq!(st.table.ended(), Some((Outcome::Draw, Ending::Agreement)));
    // Aborting is for before one's first action, and not once over.
    assert!(matches!(
        st.abort(&[1], T0),
        Err(RoomError::Table(TableError::Over))
    ));
    let mut fresh = quarto(vec![human(0), human(1)]);
    play(&mut fresh, &[0], "7", T0).unwrap();
    assert!(matches!(fresh.abort(&[0], T0), Err(RoomError::AbortRefused)));
    assert_eq!(fresh.abortable(), [1]);
    let t = fresh.abort(&[1], T0).unwrap();
    assert!(
        matches!(&t.writes[..], [(Write::Finish(e), true)] if e.termination == "abort 2" && e.result == "*")
    );
}

#[test]
fn one_client_takes_one_open_seat_of_a_game_with_hidden_cards() {
    let open = |i| seat(i, SeatKind::Open, None, Some("code"));
    let mut st = state(
        GameKind::Quartino,
        "players=3",
        "none",
        vec![human(0), open(1), open(2)],
    );
    let me: std::net::IpAddr = "10.0.0.1".parse().unwrap();
    let other: std::net::IpAddr = "10.0.0.2".parse().unwrap();
    st.note_creator(Some(me));
    let from = |client| Taker {
        name: None,
        client: Some(client),
        account: None,
    };
    assert!(matches!(
        st.claim_seat("g", 1, from(me), "h1".into(), T0),
        Err(RoomError::OneSeat { held: 0 })
    ));
    st.claim_seat("g", 1, from(other), "h1".into(), T0).unwrap();
    assert!(matches!(
        st.claim_seat("g", 2, from(other), "h2".into(), T0),
        Err(RoomError::OneSeat { held: 1 })
    ));
    // An unknown client (the limits per address are off) is not limited.
    st.claim_seat("g", 2, Taker::default(), "h2".into(), T0).unwrap();
    assert_eq!(st.status(), Status::Live);
    // Quarto! hides nothing: no limit.
    let mut quarto = state(GameKind::Quarto, "", "none", vec![open(0), open(1)]);
    quarto.claim_seat("g", 0, from(me), "h0".into(), T0).unwrap();
    quarto.claim_seat("g", 1, from(me), "h1".into(), T0).unwrap();
}

#[test]
fn resigning_ends_the_game_for_the_seat_to_move_or_the_first_seat_held() {
    let mut st = quarto(vec![human(0), human(1)]);
    assert!(matches!(
        st.resign(&[], T0),
        Err(RoomError::Spectator(Act::Resign))
    ));
    let t = st.clone().resign(&[0, 1], T0).unwrap();
    assert!(
        matches!(&t.writes[..], [(Write::Finish(e), true)] if e.termination == "resign 1" && e.result == "win 2")
    );
    let t = st.resign(&[1], T0 + 3).unwrap();
    assert!(
        matches!(&t.writes[..], [(Write::Finish(e), true)] if e.termination == "resign 2" && e.result == "win 1")
    );
    assert_eq!(st.ended_at, Some(T0 + 3));
    assert!(matches!(
        st.resign(&[1], T0),
        Err(RoomError::Table(TableError::Over))
    ));
    // With more seats nobody wins.
    let mut three = state(
        GameKind::Quartino,
        "players=3",
        "none",
        vec![human(0), human(1), human(2)],
    );
    let t = three.resign(&[2], T0).unwrap();
    assert!(matches!(&t.writes[..], [(Write::Finish(e), true)] if e.result == "draw"));
    // A clock run out first wins over the resignation.
    let mut timed = state(GameKind::Quarto, "", "1m/move", vec![human(0), human(1)]);
    for action in ["7", "a1", "3"] {
        play(&mut timed, &[0, 1], action, T0).unwrap();
    }
    let t = timed.resign(&[1], T0 + 61_000).unwrap();
    assert!(matches!(t.answer, Err(RoomError::TimeRanOut { resigning: true })));
    assert_eq!(timed.table.ended().map(|e| e.1), Some(Ending::Time(Player(0))));
}

#[test]
fn a_rematch_is_set_once() {
    let mut st = quarto(vec![human(0), human(1)]);
    let rematch = Rematch {
        id: "next".into(),
        invites: vec![None, Some("code".into())],
        seat_map: vec![1, 0],
    };
    let t = st.set_rematch(rematch.clone()).unwrap();
    let [(Write::Rematch(stored), true)] = t.writes.as_slice() else {
        panic!("{:?}", t.writes)
    };
    assert_eq!(stored.seats[1].invite.as_deref(), Some("code"));
    assert_eq!(stored.seats[0].rematch_seat, 1);
    assert!(
        st.set_rematch(Rematch {
            id: "other".into(),
            ..rematch
        })
        .is_none()
    );
    assert_eq!(st.rematch.as_ref().map(|r| r.id.as_str()), Some("next"));
}

#[test]
fn hidden_hands_stay_with_their_seat_until_the_end() {
    let mut st = state(
        GameKind::Quartino,
        "players=3",
        "none",
        vec![human(0), human(1), human(2)],
    );
    assert!(matches!(st.record("site"), Err(RoomError::Hidden)));
    let snapshot = st.snapshot("g", &[0, 0, 0, 0], &[], state::FIRST_TURN_MS);
    let spectator = state_view(&snapshot, &[], T0);
    let player = state_view(&snapshot, &[1], T0);
    assert!(spectator.hidden && spectator.position.is_none());
    assert!(
        spectator.legal.is_empty() && player.legal.is_empty(),
        "only the seat to move gets actions"
    );
    assert_ne!(spectator.view, snapshot.game.position());
    assert_ne!(player.view, spectator.view, "a player sees their own hand");
    assert_eq!(player.view, snapshot.game.view_text(Some(Player(1))));
    let mover = state_view(&snapshot, &[0], T0);
    assert!(!mover.legal.is_empty());
    st.resign(&[0], T0).unwrap();
    let over = st.snapshot("g", &[0, 0, 0, 0], &[], state::FIRST_TURN_MS);
    assert_eq!(state_view(&over, &[], T0).position, Some(over.game.position()));
    assert!(st.record("site").is_ok());
}

/// A room on an SQLite store in memory, created through [`Games`] with a clock set by hand.
async fn room_in_memory(
    seats: Vec<SeatPlan>,
    clock: &str,
) -> (Arc<crate::games::Games>, Arc<Room>, Time, Vec<String>) {
    let store: Arc<dyn GameStore> = quartet_store::open_location(&quartet_store::Location::SqliteMemory)
        .await
        .unwrap();
    let (_stop, stopped) = tokio::sync::watch::channel(false);
    let time = Time::manual(T0);
    let games = Arc::new(crate::games::Games::new(
        Arc::new(crate::hub::Hub::new()),
        store,
        crate::bots::BotPool::new(1, stopped),
        time.clone(),
    ));
    let spec = crate::games::GameSpec {
        kind: GameKind::Quarto,
        rules: String::new(),
        clock: clock.into(),
        seats,
        names: vec![],
        seed: Some(1),
        start: None,
        hints: false,
        chat: true,
        creator: None,
        account: None,
        rated: false,
    };
    let (created, room) = games.create(&spec).await.unwrap();
    let tokens = created.tokens.iter().map(|t| t.token.clone()).collect();
    (games, room, time, tokens)
}

#[tokio::test]
async fn a_room_stores_each_change_before_it_announces_it_and_replays_the_same() {
    let (games, room, time, tokens) = room_in_memory(vec![SeatPlan::Me, SeatPlan::Me], "5m").await;
    assert_eq!(room.seats_of(&tokens).await.unwrap(), [0, 1]);
    let updates = room.subscribe();
    let v0 = room.version();
    time.advance(2_000);
    room.play_text(&[0], "7").await.unwrap();
    time.advance(3_000);
    room.play_text(&[1], "a1").await.unwrap();
    room.play_text(&[1], "3").await.unwrap();
    time.advance(1_000);
    room.play_text(&[0], "b1").await.unwrap();
    assert!(updates.has_changed().unwrap());
    assert_eq!(room.version(), v0 + 4);
    let snapshot = room.snapshot();
    assert_eq!(
        snapshot.history.iter().map(|h| h.at).collect::<Vec<_>>(),
        [T0 + 2_000, T0 + 5_000, T0 + 5_000, T0 + 6_000]
    );
    // The first turns were free; seat 1's second turn runs since T0 + 5 s.
    assert_eq!(snapshot.clock.remaining(Player(1), T0 + 6_000), 300_000);
    assert_eq!(snapshot.clock.remaining(Player(0), T0 + 6_000), 299_000);
    let stored = games.store().load_game(&room.id).await.unwrap().unwrap();
    assert_eq!(stored.actions.len(), 4);
    // The stored game replays into the same state.
    let again = Room::restore(stored, games.store().clone(), time.clone())
        .await
        .unwrap();
    let replayed = again.snapshot();
    assert_eq!(replayed.game, snapshot.game);
    assert_eq!(replayed.history, snapshot.history);
    assert_eq!(
        replayed.clock.remaining(Player(0), T0 + 6_000),
        snapshot.clock.remaining(Player(0), T0 + 6_000)
    );
    // A refusal changes nothing, and neither does a change the store cannot make.
    assert!(room.play_text(&[0], "c1").await.is_err());
    games.store().close().await;
    let before = room.version();
    let err = room.play_text(&[0], "4").await.unwrap_err();
    assert!(matches!(err, RoomError::Storage(_)), "{err}");
    assert_eq!(room.version(), before);
    assert_eq!(room.snapshot().history.len(), 4);
}

#[tokio::test]
async fn a_room_ends_on_time_when_its_clock_is_checked_after_the_deadline() {
    let (games, room, time, _) = room_in_memory(vec![SeatPlan::Me, SeatPlan::Me], "1m/move").await;
    // The first turns are free: no deadline however long they take.
    time.advance(120_000);
    room.check_time().await;
    assert!(!room.is_finished());
    for (seat, action) in [(0, "7"), (1, "a1"), (1, "3")] {
        room.play_text(&[seat], action).await.unwrap();
    }
    time.advance(59_999);
    room.check_time().await;
    assert!(!room.is_finished());
    time.advance(10_000);
    room.check_time().await;
    assert!(room.is_finished());
    let stored = games.store().load_game(&room.id).await.unwrap().unwrap();
    let ending = stored.ending.unwrap();
    assert_eq!(
        (ending.termination.as_str(), ending.at),
        ("time 1", (T0 + 180_000) as i64)
    );
    assert_eq!(room.status().await, Status::Finished);
    assert_eq!(room.snapshot().ended_at, Some(T0 + 180_000));
}

#[test]
fn a_waiting_game_is_cancelled_by_one_of_its_players_and_a_live_one_is_not() {
    let invited = seat(1, SeatKind::Human, None, Some("code"));
    let mut st = state(GameKind::Quarto, "", "none", vec![human(0), invited]);
    assert!(matches!(
        st.cancel(&[], T0),
        Err(RoomError::Spectator(Act::Cancel))
    ));
    let t = st.cancel(&[0], T0 + 5).unwrap();
    assert!(
        matches!(&t.writes[..], [(Write::Finish(e), true)] if e.termination == "cancel 1" && e.result == "*")
    );
    assert!(st.is_over());
    assert_eq!(st.status(), Status::Finished);
    assert_eq!(st.ended_at, Some(T0 + 5));
    let snapshot = st.snapshot("g", &[0, 0, 0], &[], state::FIRST_TURN_MS);
    let result = state_view(&snapshot, &[0], T0).result.unwrap();
    assert_eq!(
        (result.termination, result.seat, result.winner),
        (crate::wire::Termination::Cancel, Some(0), None)
    );
    assert!(matches!(
        st.cancel(&[0], T0),
        Err(RoomError::Table(TableError::Over))
    ));
    let mut live = quarto(vec![human(0), human(1)]);
    assert!(matches!(live.cancel(&[0], T0), Err(RoomError::Started)));
}

#[tokio::test]
async fn a_claimed_seat_is_stored_and_the_game_goes_live() {
    let (games, room, time, _) = room_in_memory(vec![SeatPlan::Me, SeatPlan::Invite], "none").await;
    assert_eq!(room.status().await, Status::Open);
    time.advance(1_000);
    let token = room.claim_seat(1, named("Blaise")).await.unwrap();
    assert_eq!(room.seats_of(&[token]).await.unwrap(), [1]);
    assert_eq!(room.status().await, Status::Live);
    let stored = games.store().load_game(&room.id).await.unwrap().unwrap();
    assert_eq!(stored.status, Status::Live);
    assert_eq!(stored.started_at, Some((T0 + 1_000) as i64));
    assert_eq!(stored.game.seats[1].name.as_deref(), Some("Blaise"));
    assert!(matches!(
        room.claim_seat(1, Taker::default()).await,
        Err(RoomError::SeatTaken { seat: 1 })
    ));
    let game = AnyGame::start(GameKind::Quarto, "", 0).unwrap();
    assert_eq!(room.snapshot().game, game);
}

/// A pending automatic abort survives a restart: the stored game, replayed, has the same
/// deadline (from when the game went live), and one that passed while the server was down ends
/// the game at that moment.
#[tokio::test]
async fn a_pending_automatic_abort_survives_a_restart() {
    let (games, room, time, _) = room_in_memory(vec![SeatPlan::Me, SeatPlan::Invite], "none").await;
    time.advance(5_000);
    room.claim_seat(1, named("Bob")).await.unwrap();
    let first = state::FIRST_TURN_MS;
    time.advance(first - 1);
    room.check_time().await;
    assert!(!room.is_finished());
    let stored = games.store().load_game(&room.id).await.unwrap().unwrap();
    // The server stops here, and comes back a minute later.
    time.advance(60_000);
    let again = Room::restore(stored, games.store().clone(), time.clone())
        .await
        .unwrap();
    assert!(!again.is_finished(), "the driver ends it");
    again.check_time().await;
    assert!(again.is_finished());
    let ending = games
        .store()
        .load_game(&room.id)
        .await
        .unwrap()
        .unwrap()
        .ending
        .unwrap();
    assert_eq!(
        (ending.termination.as_str(), ending.result.as_str(), ending.at),
        ("abort", "*", (T0 + 5_000 + first) as i64)
    );
}

/// Two takeovers of one lease at once (the sweep's, and a forwarded call's that found no
/// driver): the second leaves the room as the first made it, calls made between included; a
/// takeover under a new epoch reads the game again, as stored.
#[tokio::test]
async fn a_second_takeover_under_the_same_lease_keeps_what_the_room_made() {
    let (games, room, time, _) = room_in_memory(vec![SeatPlan::Me, SeatPlan::Me], "5m").await;
    room.set_mirror(true);
    room.take_over(1, 0).await.unwrap();
    assert!(!room.is_mirror());
    time.advance(1_000);
    room.play_text(&[0], "7").await.unwrap();
    let made = room.version();
    room.take_over(1, 0).await.unwrap();
    assert_eq!(room.version(), made, "the room was not replaced");
    assert_eq!(room.snapshot().history.len(), 1);
    // Lost and taken again (a new epoch): read whole from the store, which has the action.
    room.set_mirror(true);
    room.take_over(2, 0).await.unwrap();
    assert!(!room.is_mirror());
    assert_eq!(room.snapshot().history.len(), 1);
    let stored = games.store().load_game(&room.id).await.unwrap().unwrap();
    assert_eq!(stored.actions.len(), 1);
}
