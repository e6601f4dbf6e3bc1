//! The conformance suite every [`GameStore`] backend must pass, run by the tests on SQLite
//! always and on PostgreSQL (through [`ThrowawayPostgres`](crate::ThrowawayPostgres)).
//!
//! * [`check_store`] takes a store over an **empty** database and checks every method's
//!   contract: round-trips, ordered appends, conflicts, racing appends, seats, status,
//!   endings, take-backs, lists, unfinished games, unknown ids.
//! * [`check_reopen`] opens a location, writes, closes, and opens it again (so the
//!   migrations run a second time) to check that nothing was lost: a server's restart.
//!
//! They need a tokio runtime (the races are spawned tasks; give the test a multi-threaded
//! runtime for true parallelism). These functions panic (like `assert!`) on the first broken promise, with a message that
//! says which.

// A test kit (moving out of the shipping library is issue 17's item 6): an unwrap that fails
// is the broken promise it reports, as an assert would.
#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use quartet_store::{
    Challenge, ChatRoom, Ending, GameStore, KeptClock, NewAccount, NewChatLine, NewGame, NewSession, Offers,
    Ranked, RatingChange, RatingValue, Rematch, RematchSeat, Seat, SeatAccount, SeatKind, Seek,
    StandingOffer, Status, StoreError, StoredAction, StoredGame, StoredPuzzle, StoredRating,
};

/// Runs every check on `store`, whose database must be empty.
pub async fn check_store(shared: Arc<dyn GameStore>) {
    let store = shared.as_ref();
    assert_eq!(
        store.list_games(None, 10).await.unwrap(),
        vec![],
        "the conformance suite needs an empty database"
    );
    lists_and_unfinished_games(store).await;
    round_trip(store).await;
    refused_creations(store).await;
    appends_in_order(store).await;
    conflicts(store).await;
    racing_appends(&shared).await;
    seats(store).await;
    invitations(store).await;
    status(store).await;
    finishing(store).await;
    taking_back(store).await;
    revisions(store).await;
    rematches(store).await;
    offers(store).await;
    many_games_at_once(&shared).await;
    unknown_games(store).await;
    puzzles(store).await;
    players(store).await;
    leaderboards(store).await;
    meeting(store).await;
}

/// Opens `location` (an empty database), writes, closes, opens it again (running the
/// migrations a second time) and checks that everything is there and the games go on; then
/// once more.
pub async fn check_reopen(location: &str) {
    let first = quartet_store::open(location).await.unwrap();
    let live = game("restart-live", 1_000, vec![human(0, "h0"), bot(1, "5")]);
    let done = game("restart-done", 2_000, vec![human(0, "h0"), human(1, "h1")]);
    let open = game("restart-open", 3_000, vec![human(0, "h0"), open_seat(1)]);
    for g in [&live, &done, &open] {
        first.create_game(g).await.unwrap();
    }
    for ply in 0..3 {
        first
            .append_action(&live.id, &action(ply, ply % 2, 1_000 + i64::from(ply)))
            .await
            .unwrap();
    }
    first.append_action(&done.id, &action(0, 0, 2_001)).await.unwrap();
    let ending = Ending {
        result: "win 0".into(),
        termination: "resign 1".into(),
        at: 2_002,
    };
    first.finish_game(&done.id, &ending).await.unwrap();
    let mut claimed = human(1, "guest");
    claimed.name = Some("Guest".into());
    first.update_seat(&open.id, &claimed).await.unwrap();
    first.set_status(&open.id, Status::Live, 3_001).await.unwrap();
    // The rematch of the finished game, and clocks kept at a take-back.
    let rematch = Rematch {
        id: open.id.clone(),
        seats: vec![
            RematchSeat {
                seat: 0,
                rematch_seat: 1,
                invite: Some("invite-1".into()),
            },
            RematchSeat {
                seat: 1,
                rematch_seat: 0,
                invite: None,
            },
        ],
    };
    first.set_rematch(&done.id, &rematch).await.unwrap();
    first
        .truncate_actions(&live.id, 2, Some("1000,2000 0@1005"))
        .await
        .unwrap();
    first.append_action(&live.id, &action(2, 0, 1_006)).await.unwrap();
    let before = [
        first.load_game(&live.id).await.unwrap().unwrap(),
        first.load_game(&done.id).await.unwrap().unwrap(),
        first.load_game(&open.id).await.unwrap().unwrap(),
    ];
    first.ping().await.unwrap();
    first.close().await;
    assert!(
        first.ping().await.is_err(),
        "a closed store must not answer a readiness ping"
    );
    drop(first);

    let second = quartet_store::open(location).await.unwrap();
    for game in &before {
        assert_eq!(
            second.load_game(&game.game.id).await.unwrap().as_ref(),
            Some(game),
            "after reopening, game {} changed",
            game.game.id
        );
    }
    assert_eq!(before[1].rematch, Some(rematch));
    assert_eq!(before[2].started_at, Some(3_001));
    assert_eq!(before[0].clock.as_ref().map(|c| c.ply), Some(2));
    let unfinished = second.unfinished_games().await.unwrap();
    assert_eq!(unfinished, vec![before[0].clone(), before[2].clone()]);
    // The game goes on where it was; a replayed action is still refused.
    assert!(matches!(
        second.append_action(&live.id, &action(2, 0, 1_010)).await,
        Err(StoreError::Conflict { ply: 2, plies: 3, .. })
    ));
    second
        .append_action(&live.id, &action(3, 1, 1_011))
        .await
        .unwrap();
    assert!(matches!(
        second.append_action(&done.id, &action(1, 1, 2_003)).await,
        Err(StoreError::Finished(_))
    ));
    second.close().await;
    drop(second);

    let third = quartet_store::open(location).await.unwrap();
    let live_now = third.load_game(&live.id).await.unwrap().unwrap();
    assert_eq!(live_now.actions.len(), 4);
    assert_eq!(live_now.actions[3], action(3, 1, 1_011));
    assert!(live_now.revision > before[0].revision, "revisions go on growing");
    assert_eq!(third.list_games(None, 10).await.unwrap().len(), 3);
    third.close().await;
}

/// A game with no start position and the usual settings.
fn game(id: &str, created_at: i64, seats: Vec<Seat>) -> NewGame {
    NewGame {
        id: id.to_string(),
        kind: "quarto".to_string(),
        rules: "standard".to_string(),
        seed: 7,
        start: None,
        time_control: "none".to_string(),
        created_at,
        seats,
        hints: false,
        rated: None,
        chat: true,
    }
}

/// A claimed human seat.
fn human(index: i32, token: &str) -> Seat {
    Seat {
        index,
        kind: SeatKind::Human,
        name: None,
        token_hash: Some(format!("hash-of-{token}")),
        invite: None,
        account: SeatAccount::None,
    }
}

/// A bot's seat.
fn bot(index: i32, level: &str) -> Seat {
    Seat {
        index,
        kind: SeatKind::Bot {
            level: level.to_string(),
        },
        name: Some(format!("Bot {level}")),
        token_hash: None,
        invite: None,
        account: SeatAccount::None,
    }
}

/// An open seat, with an invitation.
fn open_seat(index: i32) -> Seat {
    Seat {
        index,
        kind: SeatKind::Open,
        name: None,
        token_hash: None,
        invite: Some(format!("invite-{index}")),
        account: SeatAccount::None,
    }
}

/// An action.
fn action(ply: i32, seat: i32, at: i64) -> StoredAction {
    StoredAction {
        ply,
        seat,
        action: format!("a{ply}"),
        at,
    }
}

/// Loads a game that must exist.
async fn load(store: &dyn GameStore, id: &str) -> StoredGame {
    store
        .load_game(id)
        .await
        .unwrap()
        .unwrap_or_else(|| panic!("game {id} is missing"))
}

/// Lists filter by status, are newest first and stop at the limit; unfinished games are whole.
async fn lists_and_unfinished_games(store: &dyn GameStore) {
    // created_at values tie on purpose: ties are broken by id, descending.
    let specs: [(&str, i64, Status); 7] = [
        ("list-a", 100, Status::Open),
        ("list-b", 200, Status::Live),
        ("list-c", 200, Status::Finished),
        ("list-d", 300, Status::Open),
        ("list-e", 400, Status::Live),
        ("list-f", 500, Status::Finished),
        ("list-g", 600, Status::Live),
    ];
    for (i, &(id, created_at, status)) in specs.iter().enumerate() {
        let seats = match status {
            Status::Open => vec![human(0, id), open_seat(1)],
            _ if i == 6 => vec![], // a game without seats is listed too
            _ => vec![human(0, id), bot(1, "2")],
        };
        store.create_game(&game(id, created_at, seats)).await.unwrap();
        for ply in 0..i32::try_from(i).unwrap() {
            store
                .append_action(id, &action(ply, 0, created_at + 1))
                .await
                .unwrap();
        }
        if status == Status::Finished {
            let ending = Ending {
                result: "draw".into(),
                termination: "rules".into(),
                at: created_at + 2,
            };
            store.finish_game(id, &ending).await.unwrap();
        }
    }
    let ids = |list: Vec<quartet_store::GameSummary>| list.into_iter().map(|g| g.id).collect::<Vec<_>>();
    let all = store.list_games(None, 100).await.unwrap();
    assert_eq!(
        ids(all.clone()),
        [
            "list-g", "list-f", "list-e", "list-d", "list-c", "list-b", "list-a"
        ]
    );
    for summary in &all {
        let stored = load(store, &summary.id).await;
        assert_eq!(summary.kind, stored.game.kind);
        assert_eq!(summary.rules, stored.game.rules);
        assert_eq!(summary.status, stored.status, "{}", summary.id);
        assert_eq!(summary.seats, stored.game.seats, "{}", summary.id);
        assert_eq!(usize::try_from(summary.plies).unwrap(), stored.actions.len());
        assert_eq!(summary.created_at, stored.game.created_at);
        assert_eq!(summary.updated_at, stored.updated_at);
        assert_eq!(summary.ending, stored.ending, "{}", summary.id);
    }
    assert_eq!(
        all[1].ending.as_ref().map(|e| e.termination.as_str()),
        Some("rules")
    );
    assert_eq!(all[0].seats, vec![]);
    assert_eq!(all[3].seats, vec![human(0, "list-d"), open_seat(1)]);
    assert_eq!(all[3].plies, 3);
    assert_eq!(
        ids(store.list_games(Some(Status::Open), 100).await.unwrap()),
        ["list-d", "list-a"]
    );
    assert_eq!(
        ids(store.list_games(Some(Status::Live), 100).await.unwrap()),
        ["list-g", "list-e", "list-b"]
    );
    assert_eq!(
        ids(store.list_games(Some(Status::Finished), 100).await.unwrap()),
        ["list-f", "list-c"]
    );
    assert_eq!(
        ids(store.list_games(None, 3).await.unwrap()),
        ["list-g", "list-f", "list-e"]
    );
    assert_eq!(
        ids(store.list_games(Some(Status::Live), 2).await.unwrap()),
        ["list-g", "list-e"]
    );
    // The summaries of games named by id: the same rows, newest first, unknown ids left out.
    let named: Vec<String> = ["list-b", "list-nowhere", "list-f", "list-d"]
        .into_iter()
        .map(String::from)
        .collect();
    let by_id = store.games_by_id(&named).await.unwrap();
    assert_eq!(ids(by_id.clone()), ["list-f", "list-d", "list-b"]);
    for summary in &by_id {
        assert_eq!(Some(summary), all.iter().find(|g| g.id == summary.id));
    }
    assert_eq!(store.games_by_id(&[]).await.unwrap(), vec![]);
    assert_eq!(store.list_games(None, 0).await.unwrap(), vec![]);
    assert!(matches!(
        store.list_games(None, -1).await,
        Err(StoreError::InvalidInput(_))
    ));

    let unfinished = store.unfinished_games().await.unwrap();
    let unfinished_ids: Vec<&str> = unfinished.iter().map(|g| g.game.id.as_str()).collect();
    assert_eq!(
        unfinished_ids,
        ["list-a", "list-b", "list-d", "list-e", "list-g"],
        "unfinished games, oldest first"
    );
    for stored in &unfinished {
        assert_eq!(stored, &load(store, &stored.game.id).await);
    }
    assert_eq!(unfinished[2].actions.len(), 3);
    assert_eq!(unfinished[2].game.seats.len(), 2);
}

/// A game comes back exactly as created, with its derived status.
async fn round_trip(store: &dyn GameStore) {
    let created = NewGame {
        id: "round-trip".into(),
        kind: "quartino".into(),
        rules: "players=4 claims=on ✓".repeat(200),
        seed: -8_000_000_000_000_000_000, // a u64 above i64::MAX, stored by its bits
        start: Some("a start position".into()),
        time_control: "10m+5s".into(),
        created_at: 1_700_000_000_123,
        hints: true,
        rated: None,
        chat: false,
        seats: vec![
            open_seat(3), // given in any order, loaded back by index
            Seat {
                index: 0,
                kind: SeatKind::Human,
                name: Some("Zoë 🎲".into()),
                token_hash: Some("0123abcd".into()),
                invite: None,
                account: SeatAccount::None,
            },
            bot(1, "perfect"),
            Seat {
                index: 2,
                kind: SeatKind::Human,
                name: None,
                token_hash: None,
                invite: Some("join-me".into()),
                account: SeatAccount::None,
            },
        ],
    };
    store.create_game(&created).await.unwrap();
    let loaded = load(store, "round-trip").await;
    let mut expected = created.clone();
    expected.seats.sort_by_key(|seat| seat.index);
    assert_eq!(
        loaded,
        StoredGame {
            game: expected,
            status: Status::Open,
            actions: vec![],
            ending: None,
            updated_at: created.created_at,
            revision: 1,
            started_at: None,
            clock: None,
            rematch: None,
            offers: Offers::default(),
        }
    );
    // Every seat claimed (bots need no token): the game starts live, its clocks at creation.
    let live = game("round-trip-live", 5, vec![bot(0, "1"), human(1, "x")]);
    store.create_game(&live).await.unwrap();
    let loaded = load(store, &live.id).await;
    assert_eq!((loaded.status, loaded.started_at), (Status::Live, Some(5)));
}

/// Duplicate ids and bad seat numbers are refused, and change nothing.
async fn refused_creations(store: &dyn GameStore) {
    let original = game("taken", 10, vec![human(0, "a")]);
    store.create_game(&original).await.unwrap();
    let again = game("taken", 20, vec![human(0, "b"), human(1, "c")]);
    assert!(matches!(
        store.create_game(&again).await,
        Err(StoreError::AlreadyExists(id)) if id == "taken"
    ));
    assert_eq!(load(store, "taken").await.game, original);

    for seats in [
        vec![human(0, "a"), human(0, "b")],
        vec![human(0, "a"), human(2, "b")],
        vec![human(-1, "a")],
    ] {
        let bad = game("bad-seats", 10, seats);
        assert!(matches!(
            store.create_game(&bad).await,
            Err(StoreError::InvalidInput(_))
        ));
        assert_eq!(store.load_game("bad-seats").await.unwrap(), None);
    }
}

/// Actions are stored in order, and each one moves `updated_at` to its time.
async fn appends_in_order(store: &dyn GameStore) {
    store
        .create_game(&game("in-order", 100, vec![human(0, "a"), human(1, "b")]))
        .await
        .unwrap();
    let mut actions = Vec::new();
    for ply in 0..6 {
        let played = StoredAction {
            ply,
            seat: ply % 2,
            action: format!("b{ply} ✓"),
            at: 1_000 + i64::from(ply) * 10,
        };
        store.append_action("in-order", &played).await.unwrap();
        actions.push(played);
        let loaded = load(store, "in-order").await;
        assert_eq!(loaded.actions, actions);
        assert_eq!(loaded.updated_at, 1_000 + i64::from(ply) * 10);
    }
}

/// An action at any ply but the next is a conflict that changes nothing.
async fn conflicts(store: &dyn GameStore) {
    store
        .create_game(&game("conflicts", 100, vec![human(0, "a")]))
        .await
        .unwrap();
    for ply in 0..3 {
        store
            .append_action("conflicts", &action(ply, 0, 200))
            .await
            .unwrap();
    }
    let before = load(store, "conflicts").await;
    for ply in [0, 2, 4, 100, -1] {
        match store.append_action("conflicts", &action(ply, 0, 999)).await {
            Err(StoreError::Conflict {
                game,
                ply: refused,
                plies: 3,
            }) => {
                assert_eq!((game.as_str(), refused), ("conflicts", ply));
            }
            other => panic!("an action at ply {ply} after 3: {other:?}"),
        }
    }
    assert_eq!(load(store, "conflicts").await, before);
}

/// Of two tasks racing for one ply exactly one wins; many tasks appending together leave
/// every ply exactly once. The tasks are spawned, so on a multi-threaded runtime they run in
/// parallel.
async fn racing_appends(store: &Arc<dyn GameStore>) {
    store
        .create_game(&game("race", 100, vec![human(0, "a"), human(1, "b")]))
        .await
        .unwrap();
    let append = |played: StoredAction| {
        let store = Arc::clone(store);
        tokio::spawn(async move { store.append_action("race", &played).await })
    };
    for ply in 0..20 {
        let first = StoredAction {
            action: format!("first {ply}"),
            ..action(ply, 0, 1_000)
        };
        let second = StoredAction {
            action: format!("second {ply}"),
            ..action(ply, 1, 1_000)
        };
        let (a, b) = (append(first.clone()), append(second.clone()));
        let (a, b) = (a.await.unwrap(), b.await.unwrap());
        let winner = match (a, b) {
            (Ok(()), Err(StoreError::Conflict { plies, .. })) if plies == ply + 1 => first,
            (Err(StoreError::Conflict { plies, .. }), Ok(())) if plies == ply + 1 => second,
            other => panic!("race for ply {ply}: {other:?}"),
        };
        let loaded = load(store.as_ref(), "race").await;
        assert_eq!(loaded.actions.len(), usize::try_from(ply + 1).unwrap());
        assert_eq!(loaded.actions.last(), Some(&winner));
    }

    // Many writers, each appending the next ply whenever it can, until 60 actions.
    store
        .create_game(&game("crowd", 100, vec![human(0, "a")]))
        .await
        .unwrap();
    const TOTAL: i32 = 60;
    let writers: Vec<_> = (0..4)
        .map(|name| {
            let store = Arc::clone(store);
            tokio::spawn(async move {
                let mut won = 0;
                loop {
                    let plies = load(store.as_ref(), "crowd").await.actions.len();
                    let ply = i32::try_from(plies).unwrap();
                    if ply >= TOTAL {
                        return won;
                    }
                    let played = StoredAction {
                        action: format!("writer {name}"),
                        ..action(ply, 0, 5_000)
                    };
                    match store.append_action("crowd", &played).await {
                        Ok(()) => won += 1,
                        Err(StoreError::Conflict { .. }) => {}
                        Err(err) => panic!("writer {name}: {err}"),
                    }
                }
            })
        })
        .collect();
    let mut won = 0;
    for writer in writers {
        won += writer.await.unwrap();
    }
    assert_eq!(won, TOTAL, "every ply won exactly once");
    let crowd = load(store.as_ref(), "crowd").await;
    let plies: Vec<i32> = crowd.actions.iter().map(|a| a.ply).collect();
    assert_eq!(plies, (0..TOTAL).collect::<Vec<_>>());
}

/// Seats are replaced whole; unknown seats and games are refused.
async fn seats(store: &dyn GameStore) {
    store
        .create_game(&game(
            "seats",
            100,
            vec![human(0, "a"), open_seat(1), bot(2, "1")],
        ))
        .await
        .unwrap();
    let claimed = Seat {
        index: 1,
        kind: SeatKind::Human,
        name: Some("Ada".into()),
        token_hash: Some("hash-of-ada".into()),
        invite: None,
        account: SeatAccount::None,
    };
    store.update_seat("seats", &claimed).await.unwrap();
    let stronger = bot(2, "perfect");
    store.update_seat("seats", &stronger).await.unwrap();
    let loaded = load(store, "seats").await;
    assert_eq!(loaded.game.seats, vec![human(0, "a"), claimed, stronger]);
    assert!(loaded.updated_at >= 100);
    // The store does not change the status by itself.
    assert_eq!(loaded.status, Status::Open);

    assert!(matches!(
        store.update_seat("seats", &human(3, "x")).await,
        Err(StoreError::SeatNotFound { seat: 3, .. })
    ));
    assert!(matches!(
        store.update_seat("no-such-game", &human(0, "x")).await,
        Err(StoreError::NotFound(id)) if id == "no-such-game"
    ));
    assert_eq!(load(store, "seats").await.game.seats, loaded.game.seats);
}

/// An invitation's code leads to the seat it was made for, in its game, also once the seat is
/// taken and the game over (a used invitation's page leads to its game); a bot's seat is
/// nobody's invitation.
async fn invitations(store: &dyn GameStore) {
    let mut invited = open_seat(1);
    invited.invite = Some("only-for-bea".into());
    store
        .create_game(&game("invited", 100, vec![human(0, "a"), invited]))
        .await
        .unwrap();
    assert_eq!(
        store.invitation("only-for-bea").await.unwrap(),
        Some(("invited".to_string(), 1))
    );
    assert_eq!(store.invitation("no-such-code").await.unwrap(), None);
    let taken = Seat {
        index: 1,
        kind: SeatKind::Human,
        name: Some("Bea".into()),
        token_hash: Some("hash-of-bea".into()),
        invite: Some("only-for-bea".into()),
        account: SeatAccount::None,
    };
    store.update_seat("invited", &taken).await.unwrap();
    assert_eq!(
        store.invitation("only-for-bea").await.unwrap(),
        Some(("invited".to_string(), 1)),
        "taken"
    );
    let ending = Ending {
        result: "draw".into(),
        termination: "rules".into(),
        at: 190,
    };
    store.finish_game("invited", &ending).await.unwrap();
    assert_eq!(
        store.invitation("only-for-bea").await.unwrap(),
        Some(("invited".to_string(), 1)),
        "over"
    );
    let mut botted = Seat {
        kind: SeatKind::Bot {
            level: "casual".into(),
        },
        ..open_seat(1)
    };
    botted.invite = Some("for-a-bot".into());
    store
        .create_game(&game("botted", 100, vec![human(0, "a"), botted]))
        .await
        .unwrap();
    assert_eq!(store.invitation("for-a-bot").await.unwrap(), None, "a bot's seat");
}

/// The status moves between Open and Live; Finished only through `finish_game`.
async fn status(store: &dyn GameStore) {
    store
        .create_game(&game("status", 100, vec![human(0, "a"), open_seat(1)]))
        .await
        .unwrap();
    assert_eq!(load(store, "status").await.started_at, None);
    store.set_status("status", Status::Live, 150).await.unwrap();
    let loaded = load(store, "status").await;
    assert_eq!((loaded.status, loaded.updated_at), (Status::Live, 150));
    assert_eq!(loaded.started_at, Some(150), "going live starts the clocks");
    store.set_status("status", Status::Open, 160).await.unwrap();
    assert_eq!(load(store, "status").await.status, Status::Open);
    store.set_status("status", Status::Live, 170).await.unwrap();
    assert_eq!(
        load(store, "status").await.started_at,
        Some(150),
        "the first start is kept"
    );
    assert!(matches!(
        store.set_status("status", Status::Finished, 180).await,
        Err(StoreError::InvalidInput(_))
    ));
    assert_eq!(load(store, "status").await.status, Status::Live);
}

/// A game finishes once, with its ending, and is final after.
async fn finishing(store: &dyn GameStore) {
    store
        .create_game(&game("finish", 100, vec![human(0, "a"), human(1, "b")]))
        .await
        .unwrap();
    store.append_action("finish", &action(0, 0, 110)).await.unwrap();
    let ending = Ending {
        result: "win 1".into(),
        termination: "time 0".into(),
        at: 190,
    };
    store.finish_game("finish", &ending).await.unwrap();
    let finished = load(store, "finish").await;
    assert_eq!(finished.status, Status::Finished);
    assert_eq!(finished.ending.as_ref(), Some(&ending));
    assert_eq!(finished.updated_at, 190);

    let other = Ending {
        result: "draw".into(),
        termination: "rules".into(),
        at: 200,
    };
    let is_finished =
        |result: Result<(), StoreError>| matches!(result, Err(StoreError::Finished(id)) if id == "finish");
    assert!(is_finished(store.finish_game("finish", &other).await));
    assert!(is_finished(
        store.append_action("finish", &action(1, 1, 200)).await
    ));
    assert!(is_finished(store.truncate_actions("finish", 0, None).await));
    assert!(is_finished(store.update_seat("finish", &human(1, "c")).await));
    assert!(is_finished(store.set_status("finish", Status::Live, 200).await));
    assert_eq!(load(store, "finish").await, finished);
}

/// Taking back keeps the first actions; the game goes on from there.
async fn taking_back(store: &dyn GameStore) {
    store
        .create_game(&game("undo", 100, vec![human(0, "a"), bot(1, "3")]))
        .await
        .unwrap();
    for ply in 0..6 {
        store
            .append_action("undo", &action(ply, ply % 2, 200))
            .await
            .unwrap();
    }
    store.truncate_actions("undo", 4, None).await.unwrap();
    let loaded = load(store, "undo").await;
    assert_eq!(
        loaded.actions,
        (0..4).map(|ply| action(ply, ply % 2, 200)).collect::<Vec<_>>()
    );
    assert!(matches!(
        store.append_action("undo", &action(5, 1, 300)).await,
        Err(StoreError::Conflict { ply: 5, plies: 4, .. })
    ));
    let replayed = StoredAction {
        action: "another".into(),
        ..action(4, 0, 300)
    };
    store.append_action("undo", &replayed).await.unwrap();
    assert_eq!(load(store, "undo").await.actions[4], replayed);
    store.truncate_actions("undo", 5, None).await.unwrap();
    assert_eq!(load(store, "undo").await.actions.len(), 5);
    assert!(matches!(
        store.truncate_actions("undo", 6, None).await,
        Err(StoreError::CannotKeep {
            keep: 6,
            plies: 5,
            ..
        })
    ));
    assert!(matches!(
        store.truncate_actions("undo", -1, None).await,
        Err(StoreError::InvalidInput(_))
    ));
    store.truncate_actions("undo", 0, None).await.unwrap();
    assert_eq!(load(store, "undo").await.actions, vec![]);
    store.append_action("undo", &action(0, 0, 400)).await.unwrap();
    assert_eq!(load(store, "undo").await.actions, vec![action(0, 0, 400)]);

    // The clocks after a take-back are kept as given, with the ply they hold from, through
    // later appends, until the next take-back.
    assert_eq!(load(store, "undo").await.clock, None);
    store.append_action("undo", &action(1, 1, 410)).await.unwrap();
    store
        .truncate_actions("undo", 1, Some("59000,60000 1@420"))
        .await
        .unwrap();
    let kept = Some(KeptClock {
        ply: 1,
        state: "59000,60000 1@420".into(),
    });
    assert_eq!(load(store, "undo").await.clock, kept);
    store.append_action("undo", &action(1, 1, 430)).await.unwrap();
    assert_eq!(load(store, "undo").await.clock, kept);
    store.truncate_actions("undo", 2, None).await.unwrap();
    assert_eq!(load(store, "undo").await.clock, None);
}

/// Every write counts one more revision; refusals and reads count none.
async fn revisions(store: &dyn GameStore) {
    let revision = |id: &'static str| async move { load(store, id).await.revision };
    store
        .create_game(&game("revisions", 100, vec![human(0, "a"), open_seat(1)]))
        .await
        .unwrap();
    assert_eq!(revision("revisions").await, 1);
    store
        .append_action("revisions", &action(0, 0, 110))
        .await
        .unwrap();
    assert_eq!(revision("revisions").await, 2);
    assert!(
        store
            .append_action("revisions", &action(0, 0, 111))
            .await
            .is_err()
    );
    assert_eq!(revision("revisions").await, 2, "a refusal changes nothing");
    store.update_seat("revisions", &human(1, "b")).await.unwrap();
    store.set_status("revisions", Status::Live, 120).await.unwrap();
    store
        .append_action("revisions", &action(1, 1, 130))
        .await
        .unwrap();
    store.truncate_actions("revisions", 1, None).await.unwrap();
    assert_eq!(revision("revisions").await, 6);
    assert!(store.truncate_actions("revisions", 5, None).await.is_err());
    let ending = Ending {
        result: "draw".into(),
        termination: "rules".into(),
        at: 140,
    };
    store.finish_game("revisions", &ending).await.unwrap();
    assert_eq!(revision("revisions").await, 7);
    assert!(store.finish_game("revisions", &ending).await.is_err());
    assert_eq!(revision("revisions").await, 7);
}

/// Offers stand as set, each with its seat, its ply and who accepted it, through later
/// actions (their reader decides what lapsed), until set again or until actions are taken
/// back; each setting is a revision; a finished game or a seat the game lacks is refused.
async fn offers(store: &dyn GameStore) {
    store
        .create_game(&game(
            "offers",
            100,
            vec![human(0, "a"), human(1, "b"), human(2, "c")],
        ))
        .await
        .unwrap();
    store.append_action("offers", &action(0, 0, 110)).await.unwrap();
    assert_eq!(load(store, "offers").await.offers, Offers::default());
    let standing = Offers {
        draw: Some(StandingOffer {
            by: 1,
            ply: 1,
            accepted: vec![],
        }),
        take_back: Some(StandingOffer {
            by: 0,
            ply: 1,
            accepted: vec![2, 1],
        }),
    };
    let before = load(store, "offers").await.revision;
    store.set_offers("offers", &standing).await.unwrap();
    let loaded = load(store, "offers").await;
    assert_eq!(loaded.offers, standing);
    assert_eq!(loaded.revision, before + 1);
    store.append_action("offers", &action(1, 1, 120)).await.unwrap();
    assert_eq!(load(store, "offers").await.offers, standing, "actions leave them");
    let unfinished = store.unfinished_games().await.unwrap();
    let listed = unfinished.iter().find(|g| g.game.id == "offers").unwrap();
    assert_eq!(listed.offers, standing);
    store
        .truncate_actions("offers", 2, Some("1,2,3 0@130"))
        .await
        .unwrap();
    assert_eq!(
        load(store, "offers").await.offers,
        standing,
        "keeping every action (a clocks' correction) keeps them"
    );
    let draw_only = Offers {
        take_back: None,
        ..standing.clone()
    };
    store.set_offers("offers", &draw_only).await.unwrap();
    assert_eq!(load(store, "offers").await.offers, draw_only);
    store.truncate_actions("offers", 1, None).await.unwrap();
    assert_eq!(
        load(store, "offers").await.offers,
        Offers::default(),
        "a take-back withdraws them"
    );
    store.set_offers("offers", &standing).await.unwrap();
    store.set_offers("offers", &Offers::default()).await.unwrap();
    assert_eq!(load(store, "offers").await.offers, Offers::default());

    let unchanged = load(store, "offers").await;
    for wrong in [
        Offers {
            draw: Some(StandingOffer {
                by: 3,
                ply: 1,
                accepted: vec![],
            }),
            take_back: None,
        },
        Offers {
            draw: None,
            take_back: Some(StandingOffer {
                by: 0,
                ply: 1,
                accepted: vec![-1],
            }),
        },
        Offers {
            draw: Some(StandingOffer {
                by: 0,
                ply: -1,
                accepted: vec![],
            }),
            take_back: None,
        },
    ] {
        assert!(
            matches!(
                store.set_offers("offers", &wrong).await,
                Err(StoreError::InvalidInput(_))
            ),
            "{wrong:?}"
        );
    }
    assert_eq!(
        load(store, "offers").await,
        unchanged,
        "a refusal changes nothing"
    );
    let ending = Ending {
        result: "draw".into(),
        termination: "agreement".into(),
        at: 140,
    };
    store.finish_game("offers", &ending).await.unwrap();
    assert!(matches!(
        store.set_offers("offers", &standing).await,
        Err(StoreError::Finished(id)) if id == "offers"
    ));
}

/// A rematch is set once, with every seat of the game, to a stored game; a finished game takes
/// it, and it comes back with the game, its seats by index.
async fn rematches(store: &dyn GameStore) {
    let old = game("rematch-old", 100, vec![human(0, "a"), human(1, "b")]);
    let new = game("rematch-new", 200, vec![human(0, "a"), open_seat(1)]);
    store.create_game(&old).await.unwrap();
    store.create_game(&new).await.unwrap();
    let ending = Ending {
        result: "win 1".into(),
        termination: "rules".into(),
        at: 150,
    };
    store.finish_game(&old.id, &ending).await.unwrap();
    let seat = |seat: i32, rematch_seat: i32, invite: Option<&str>| RematchSeat {
        seat,
        rematch_seat,
        invite: invite.map(str::to_string),
    };
    let rematch = Rematch {
        id: new.id.clone(),
        seats: vec![seat(1, 0, Some("invite-1")), seat(0, 1, None)],
    };
    let bad = |seats: Vec<RematchSeat>| Rematch {
        id: new.id.clone(),
        seats,
    };
    for wrong in [
        bad(vec![seat(0, 1, None)]),
        bad(vec![seat(0, 1, None), seat(0, 0, None)]),
        bad(vec![seat(0, 1, None), seat(2, 0, None)]),
        bad(vec![seat(0, 1, None), seat(1, -1, None)]),
    ] {
        assert!(
            matches!(
                store.set_rematch(&old.id, &wrong).await,
                Err(StoreError::InvalidInput(_))
            ),
            "{wrong:?}"
        );
    }
    let unknown = Rematch {
        id: "no-such-rematch".into(),
        ..rematch.clone()
    };
    assert!(matches!(
        store.set_rematch(&old.id, &unknown).await,
        Err(StoreError::NotFound(id)) if id == "no-such-rematch"
    ));
    assert!(matches!(
        store.set_rematch("no-such-game", &rematch).await,
        Err(StoreError::NotFound(id)) if id == "no-such-game"
    ));
    let before = load(store, &old.id).await;
    assert_eq!(before.rematch, None);
    store.set_rematch(&old.id, &rematch).await.unwrap();
    let after = load(store, &old.id).await;
    let mut sorted = rematch.clone();
    sorted.seats.sort_by_key(|s| s.seat);
    assert_eq!(after.rematch, Some(sorted));
    assert_eq!(after.revision, before.revision + 1);
    assert_eq!(after.status, Status::Finished);
    assert!(matches!(
        store.set_rematch(&old.id, &rematch).await,
        Err(StoreError::RematchExists { game, rematch }) if game == old.id && rematch == new.id
    ));
    assert_eq!(load(store, &old.id).await, after);
}

/// Many games appending at once (what a busy server does), with other writes of the games among
/// them: every action is stored in order, and refusals among them are refused alone.
async fn many_games_at_once(store: &Arc<dyn GameStore>) {
    const GAMES: usize = 40;
    const PLIES: i32 = 8;
    for g in 0..GAMES {
        store
            .create_game(&game(
                &format!("busy-{g:02}"),
                100,
                vec![human(0, "a"), human(1, "b")],
            ))
            .await
            .unwrap();
    }
    let players: Vec<_> = (0..GAMES)
        .map(|g| {
            let store = Arc::clone(store);
            tokio::spawn(async move {
                let id = format!("busy-{g:02}");
                for ply in 0..PLIES {
                    store
                        .append_action(&id, &action(ply, ply % 2, 1_000 + i64::from(ply)))
                        .await
                        .unwrap();
                    // A replay of the same ply, which must be refused.
                    let again = store.append_action(&id, &action(ply, 0, 2_000)).await;
                    assert!(
                        matches!(again, Err(StoreError::Conflict { plies, .. }) if plies == ply + 1),
                        "{id} ply {ply}: {again:?}"
                    );
                    // Another write of the game among the appends of all (SQLite's group
                    // commit and the other writes take turns on one file).
                    if ply % 2 == 0 {
                        store
                            .set_status(&id, Status::Live, 1_000 + i64::from(ply))
                            .await
                            .unwrap();
                    }
                }
            })
        })
        .collect();
    let strays: Vec<_> = (0..GAMES)
        .map(|g| {
            let store = Arc::clone(store);
            tokio::spawn(async move {
                store
                    .append_action(&format!("missing-{g}"), &action(0, 0, 1))
                    .await
            })
        })
        .collect();
    for player in players {
        player.await.unwrap();
    }
    for stray in strays {
        assert!(matches!(stray.await.unwrap(), Err(StoreError::NotFound(_))));
    }
    for g in 0..GAMES {
        let loaded = load(store.as_ref(), &format!("busy-{g:02}")).await;
        assert_eq!(
            loaded.actions,
            (0..PLIES)
                .map(|ply| action(ply, ply % 2, 1_000 + i64::from(ply)))
                .collect::<Vec<_>>()
        );
        assert_eq!(loaded.updated_at, 1_000 + i64::from(PLIES - 1));
        assert_eq!(loaded.revision, 1 + i64::from(PLIES) + i64::from(PLIES / 2));
    }
}

/// Every method refuses an unknown game with `NotFound` (loading gives `None`).
async fn unknown_games(store: &dyn GameStore) {
    let id = "nobody's game";
    let not_found = |result: Result<(), StoreError>| {
        matches!(&result, Err(StoreError::NotFound(missing)) if missing == id)
            && result.unwrap_err().to_string() == format!("no game with id {id:?}")
    };
    assert_eq!(store.load_game(id).await.unwrap(), None);
    assert!(not_found(store.append_action(id, &action(0, 0, 1)).await));
    assert!(not_found(store.update_seat(id, &human(0, "a")).await));
    assert!(not_found(store.set_status(id, Status::Live, 1).await));
    let ending = Ending {
        result: "draw".into(),
        termination: "rules".into(),
        at: 1,
    };
    assert!(not_found(store.finish_game(id, &ending).await));
    assert!(not_found(store.truncate_actions(id, 0, None).await));
    let rematch = Rematch {
        id: "round-trip".into(),
        seats: vec![],
    };
    assert!(not_found(store.set_rematch(id, &rematch).await));
    assert!(not_found(store.set_offers(id, &Offers::default()).await));
}

/// A puzzle of `kind` with this id and rating.
fn puzzle(id: &str, kind: &str, theme: &str, rating: i64) -> StoredPuzzle {
    StoredPuzzle {
        id: id.to_string(),
        kind: kind.to_string(),
        theme: theme.to_string(),
        rating,
        rules: "attributes=height,colour,shape,top squares=no win=auto".to_string(),
        position: format!("position of {id} ✓"),
        solution: "c3 2 a1 b d1".to_string(),
        added_at: 1_700_000_000_000 + rating,
        tries: 0,
        solved: 0,
    }
}

/// Puzzles: added once by id, counted by game, found near a rating (and a theme), one at any
/// index, tries counted.
async fn puzzles(store: &dyn GameStore) {
    assert_eq!(store.count_puzzles(None).await.unwrap(), 0);
    assert_eq!(store.puzzle_at("quarto", 5).await.unwrap(), None, "no puzzle yet");
    let set = vec![
        puzzle("p-1200", "quarto", "win-in-1", 1200),
        puzzle("p-1500", "quarto", "win-in-2", 1500),
        puzzle("p-1510", "quarto", "win-in-2", 1510),
        puzzle("p-1900", "quarto", "only-drawing-move", 1900),
        puzzle("d-1000", "danish", "capture-in-1", 1000),
    ];
    assert_eq!(store.add_puzzles(&set).await.unwrap(), 5);
    // Adding again adds nothing and changes nothing, even with other contents.
    let mut changed = set[0].clone();
    changed.rating = 3000;
    assert_eq!(
        store
            .add_puzzles(&[changed, puzzle("p-800", "quarto", "win-in-1", 800)])
            .await
            .unwrap(),
        1
    );
    assert_eq!(store.count_puzzles(None).await.unwrap(), 6);
    assert_eq!(store.count_puzzles(Some("quarto")).await.unwrap(), 5);
    assert_eq!(store.count_puzzles(Some("quartino")).await.unwrap(), 0);
    assert_eq!(store.load_puzzle("p-1200").await.unwrap(), Some(set[0].clone()));
    assert_eq!(store.load_puzzle("nope").await.unwrap(), None);
    let ids = |list: Vec<StoredPuzzle>| list.into_iter().map(|p| p.id).collect::<Vec<_>>();
    assert_eq!(
        ids(store.puzzles_near("quarto", None, 1490, 3).await.unwrap()),
        ["p-1500", "p-1510", "p-1200"]
    );
    assert_eq!(
        ids(store
            .puzzles_near("quarto", Some("win-in-1"), 1490, 10)
            .await
            .unwrap()),
        ["p-1200", "p-800"]
    );
    assert_eq!(
        ids(store.puzzles_near("danish", None, 0, 10).await.unwrap()),
        ["d-1000"]
    );
    assert!(store.puzzles_near("quarto", None, 1500, -1).await.is_err());
    // Every index names a puzzle of the game, round and round, in id order.
    let at = |i: u64| async move { store.puzzle_at("quarto", i).await.unwrap().map(|p| p.id) };
    assert_eq!(at(0).await.as_deref(), Some("p-1200"));
    assert_eq!(at(4).await.as_deref(), Some("p-800"));
    assert_eq!(at(5).await, at(0).await);
    assert_eq!(at(u64::MAX).await, at(u64::MAX % 5).await);
    // Tries.
    store.record_try("p-1500", true).await.unwrap();
    store.record_try("p-1500", false).await.unwrap();
    let tried = store.load_puzzle("p-1500").await.unwrap().unwrap();
    assert_eq!((tried.tries, tried.solved), (2, 1));
    assert!(matches!(
        store.record_try("nope", true).await,
        Err(StoreError::NotFound(_))
    ));
}

/// An account named `name` (its key: the name in lower case).
fn account(id: &str, name: &str) -> NewAccount {
    NewAccount {
        id: id.to_string(),
        name: name.to_string(),
        name_key: name.to_lowercase(),
        password_hash: format!("$argon2id$v=19$m=19456,t=2,p=1$salt-of-{id}$hash"),
        created_at: 1_000,
    }
}

/// A human seat held by an account.
fn held(index: i32, account_id: &str) -> Seat {
    Seat {
        account: SeatAccount::Held(account_id.to_string()),
        name: Some(account_id.to_uppercase()),
        ..human(index, account_id)
    }
}

/// A rating's numbers.
fn value(rating: f64, deviation: f64) -> RatingValue {
    RatingValue {
        rating,
        deviation,
        volatility: 0.06,
    }
}

/// Finishes a new rated game of `class` between the accounts, each rated `after`, from the
/// rating it has.
async fn rate(store: &dyn GameStore, id: &str, at: i64, class: &str, after: &[(&str, RatingValue)]) {
    let seats = (0..).zip(after).map(|(i, (acc, _))| held(i, acc)).collect();
    let mut rated = game(id, at, seats);
    rated.rated = Some(class.into());
    store.create_game(&rated).await.unwrap();
    let mut changes = Vec::new();
    for (acc, value) in after {
        changes.push(RatingChange {
            account_id: acc.to_string(),
            before: store.rating(acc, class).await.unwrap().map(|r| r.value),
            after: *value,
        });
    }
    let ending = Ending {
        result: "draw".into(),
        termination: "rules".into(),
        at: at + 1,
    };
    store.finish_rated_game(id, &ending, &changes).await.unwrap();
}

/// The leaderboards: a class's trusted ratings first, best first (ties by more games, then by
/// name), then the provisional ones; other classes and deleted accounts left out; the classes
/// counted.
async fn leaderboards(store: &dyn GameStore) {
    for (id, name) in [
        ("lb-eve", "Eve"),
        ("lb-fay", "fay"),
        ("lb-gus", "Gus"),
        ("lb-hal", "Hal"),
    ] {
        store.create_account(&account(id, name)).await.unwrap();
    }
    let (class, other) = ("danish/standard/rapid", "quartino/3p/blitz");
    // Each game: its id, when it ends, its class, and each account's rating after it.
    let games = [
        (
            "lb-1",
            20_000,
            class,
            [("lb-eve", 1700.0, 300.0), ("lb-fay", 1600.0, 300.0)],
        ),
        (
            "lb-2",
            21_000,
            class,
            [("lb-fay", 1650.0, 90.0), ("lb-gus", 1650.0, 100.0)],
        ),
        (
            "lb-3",
            22_000,
            class,
            [("lb-gus", 1650.0, 80.0), ("lb-hal", 1400.0, 110.0)],
        ),
        (
            "lb-3b",
            22_500,
            class,
            [("lb-gus", 1650.0, 75.0), ("lb-eve", 1700.0, 250.0)],
        ),
        (
            "lb-4",
            23_000,
            other,
            [("lb-hal", 2000.0, 60.0), ("lb-eve", 1000.0, 60.0)],
        ),
    ];
    for (id, at, class, after) in games {
        let after = after.map(|(acc, rating, deviation)| (acc, value(rating, deviation)));
        rate(store, id, at, class, &after).await;
    }
    let board = |limit| store.leaderboard(class, 110.0, limit);
    let names = |ranked: Vec<Ranked>| ranked.into_iter().map(|r| r.name).collect::<Vec<_>>();
    // Gus and Fay tie at 1650: Gus has played more; Eve's 1700 is provisional (250), so last.
    assert_eq!(names(board(10).await.unwrap()), ["Gus", "fay", "Hal", "Eve"]);
    let top = board(1).await.unwrap();
    assert_eq!(
        top,
        [Ranked {
            name: "Gus".into(),
            rating: StoredRating {
                class: class.into(),
                value: value(1650.0, 75.0),
                games: 3,
                updated_at: 22_501,
            },
        }]
    );
    // The same deviation as the bound is trusted; a stricter bound leaves Hal after the rest.
    assert_eq!(
        names(store.leaderboard(class, 100.0, 10).await.unwrap()),
        ["Gus", "fay", "Eve", "Hal"]
    );
    assert_eq!(
        names(store.leaderboard(other, 110.0, 10).await.unwrap()),
        ["Hal", "Eve"]
    );
    assert_eq!(
        store.leaderboard("quarto/none/blitz", 110.0, 10).await.unwrap(),
        vec![]
    );
    assert!(matches!(board(-1).await, Err(StoreError::InvalidInput(_))));

    // Each account's places where its rating is trusted, as the boards list them.
    for (acc, places) in [
        ("lb-gus", vec![(class, 1)]),
        ("lb-fay", vec![(class, 2)]),
        ("lb-hal", vec![(class, 3), (other, 1)]),
        ("lb-eve", vec![(other, 2)]),
    ] {
        let places: Vec<_> = places.into_iter().map(|(c, n)| (c.to_string(), n)).collect();
        assert_eq!(store.ranks(acc, 110.0).await.unwrap(), places, "{acc}");
    }
    assert_eq!(
        store.ranks("lb-hal", 100.0).await.unwrap(),
        [(other.to_string(), 1)]
    );
    assert_eq!(store.ranks("acc-nobody", 110.0).await.unwrap(), []);

    // The classes: most players first, then by class; every class of earlier checks too.
    let classes = store.rated_classes().await.unwrap();
    let mine: Vec<_> = classes
        .iter()
        .filter(|(c, _)| c == class || c == other)
        .cloned()
        .collect();
    assert_eq!(mine, [(class.to_string(), 4), (other.to_string(), 2)]);
    let mut sorted = classes.clone();
    sorted.sort_by(|(a, n), (b, m)| m.cmp(n).then(a.cmp(b)));
    assert_eq!(classes, sorted);

    // A deleted account leaves the boards.
    store.delete_account("lb-gus").await.unwrap();
    assert_eq!(names(board(10).await.unwrap()), ["fay", "Hal", "Eve"]);
    assert_eq!(
        store.ranks("lb-hal", 110.0).await.unwrap()[0],
        (class.to_string(), 2)
    );
    let after = store.rated_classes().await.unwrap();
    assert!(after.contains(&(class.to_string(), 3)), "{after:?}");
}

/// Accounts, sessions, held seats, claims, ratings, rated endings and deletion.
async fn players(store: &dyn GameStore) {
    // Accounts: unique by folded name; found by name key and id.
    store.create_account(&account("acc-ann", "Ann")).await.unwrap();
    store.create_account(&account("acc-bob", "Bob")).await.unwrap();
    let taken = store
        .create_account(&account("acc-ann2", "ANN"))
        .await
        .unwrap_err();
    assert!(
        matches!(taken, StoreError::NameTaken(ref n) if n == "ANN"),
        "{taken}"
    );
    let same_id = store
        .create_account(&account("acc-ann", "Anna"))
        .await
        .unwrap_err();
    assert!(matches!(same_id, StoreError::AlreadyExists(_)), "{same_id}");
    assert_eq!(
        store.account_by_name("ann").await.unwrap(),
        Some(account("acc-ann", "Ann"))
    );
    assert_eq!(store.account("acc-bob").await.unwrap().unwrap().name, "Bob");
    assert_eq!(store.account_by_name("nobody").await.unwrap(), None);

    // Sessions: found until they expire, renewed, ended one by one or all at once.
    let session = |token: &str, account_id: &str, expires_at| NewSession {
        token_hash: format!("hash-{token}"),
        account_id: account_id.to_string(),
        csrf_hash: format!("csrf-{token}"),
        created_at: 1_000,
        expires_at,
    };
    for (token, expires) in [("s1", 5_000), ("s2", 9_000), ("s3", 9_000)] {
        store
            .create_session(&session(token, "acc-ann", expires))
            .await
            .unwrap();
    }
    store
        .create_session(&session("b1", "acc-bob", 9_000))
        .await
        .unwrap();
    let unknown = store
        .create_session(&session("x", "acc-nobody", 9_000))
        .await
        .unwrap_err();
    assert!(matches!(unknown, StoreError::AccountNotFound(_)), "{unknown}");
    let found = store.session("hash-s1", 4_999).await.unwrap().unwrap();
    assert_eq!(
        (found.session, found.name.as_str()),
        (session("s1", "acc-ann", 5_000), "Ann")
    );
    assert_eq!(store.session("hash-s1", 5_000).await.unwrap(), None, "expired");
    assert!(store.renew_session("hash-s1", 20_000).await.unwrap());
    assert!(
        store.session("hash-s1", 19_999).await.unwrap().is_some(),
        "renewed"
    );
    assert!(!store.renew_session("hash-none", 20_000).await.unwrap());
    assert!(store.delete_session("hash-s1").await.unwrap());
    assert!(!store.delete_session("hash-s1").await.unwrap());
    assert_eq!(
        store.delete_sessions("acc-ann").await.unwrap(),
        2,
        "sign out everywhere"
    );
    assert_eq!(store.session("hash-s2", 0).await.unwrap(), None);
    assert!(
        store.session("hash-b1", 0).await.unwrap().is_some(),
        "another account's stays"
    );
    assert_eq!(store.delete_expired_sessions(9_000).await.unwrap(), 1);

    // The language an account chose: none at first, set, changed, forgotten; an unknown
    // account has none to set.
    assert_eq!(store.account_lang("acc-ann").await.unwrap(), None);
    store.set_account_lang("acc-ann", Some("cs")).await.unwrap();
    store.set_account_lang("acc-bob", Some("it")).await.unwrap();
    store.set_account_lang("acc-ann", Some("fr")).await.unwrap();
    assert_eq!(
        store.account_lang("acc-ann").await.unwrap().as_deref(),
        Some("fr")
    );
    assert_eq!(
        store.account_lang("acc-bob").await.unwrap().as_deref(),
        Some("it")
    );
    store.set_account_lang("acc-bob", None).await.unwrap();
    assert_eq!(store.account_lang("acc-bob").await.unwrap(), None);
    for unknown in [
        store
            .set_account_lang("acc-nobody", Some("cs"))
            .await
            .unwrap_err(),
        store.account_lang("acc-nobody").await.unwrap_err(),
    ] {
        assert!(matches!(unknown, StoreError::AccountNotFound(_)), "{unknown}");
    }

    // Seats held by accounts come back; an unknown account is refused; a rated game is
    // played between accounts only.
    let mut rated = game("rated-1", 10_000, vec![held(0, "acc-ann"), held(1, "acc-bob")]);
    rated.rated = Some("quarto/standard/blitz".into());
    store.create_game(&rated).await.unwrap();
    assert_eq!(load(store, "rated-1").await.game, rated);
    let mut half = game("rated-half", 10_001, vec![held(0, "acc-ann"), human(1, "guest")]);
    half.rated = Some("quarto/standard/blitz".into());
    assert!(matches!(
        store.create_game(&half).await,
        Err(StoreError::InvalidInput(_))
    ));
    // A seat waiting for its player is taken by an account later, never by a guest.
    for (id, name) in [("acc-cyd", "Cyd"), ("acc-dee", "Dee")] {
        store.create_account(&account(id, name)).await.unwrap();
    }
    let waiting = Seat {
        token_hash: None,
        invite: Some("inv-rated".into()),
        ..human(1, "x")
    };
    let mut later = game("rated-later", 10_001, vec![held(0, "acc-cyd"), waiting.clone()]);
    later.rated = Some("quarto/standard/blitz".into());
    store.create_game(&later).await.unwrap();
    let by_guest = Seat {
        invite: waiting.invite.clone(),
        ..human(1, "guest")
    };
    assert!(matches!(
        store.update_seat("rated-later", &by_guest).await,
        Err(StoreError::InvalidInput(_))
    ));
    assert_eq!(
        load(store, "rated-later").await.game.seats[1],
        waiting,
        "nothing changed"
    );
    let by_bob = Seat {
        invite: waiting.invite.clone(),
        ..held(1, "acc-dee")
    };
    store.update_seat("rated-later", &by_bob).await.unwrap();
    assert_eq!(load(store, "rated-later").await.game.seats[1], by_bob);
    let ghost = game("ghost", 10_002, vec![held(0, "acc-nobody"), human(1, "g")]);
    assert!(matches!(
        store.create_game(&ghost).await,
        Err(StoreError::AccountNotFound(_))
    ));
    assert_eq!(
        store.load_game("ghost").await.unwrap(),
        None,
        "nothing of it written"
    );

    // A rated ending and its rating changes: all or nothing, once.
    let ending = Ending {
        result: "win 0".into(),
        termination: "rules".into(),
        at: 11_000,
    };
    let change = |account_id: &str, before, after| RatingChange {
        account_id: account_id.to_string(),
        before,
        after,
    };
    let ann = change("acc-ann", None, value(1662.3, 290.3));
    let bob = change("acc-bob", None, value(1337.7, 290.3));
    // Changes that do not match the seats' accounts write nothing.
    let wrong = store
        .finish_rated_game("rated-1", &ending, std::slice::from_ref(&ann))
        .await;
    assert!(matches!(wrong, Err(StoreError::InvalidInput(_))), "{wrong:?}");
    // A change computed from a rating that is not the stored one writes nothing.
    let stale = change("acc-bob", Some(value(1500.0, 350.0)), value(1400.0, 300.0));
    let moved = store
        .finish_rated_game("rated-1", &ending, &[ann.clone(), stale])
        .await;
    assert!(
        matches!(moved, Err(StoreError::RatingMoved { ref account, .. }) if account == "acc-bob"),
        "{moved:?}"
    );
    assert_eq!(
        load(store, "rated-1").await.status,
        Status::Live,
        "not finished by a refusal"
    );
    assert_eq!(
        store.ratings("acc-ann").await.unwrap(),
        vec![],
        "no rating written by a refusal"
    );
    // A casual game is not finished this way; an unknown one is not found.
    store
        .create_game(&game("casual-1", 10_003, vec![held(0, "acc-ann"), human(1, "g")]))
        .await
        .unwrap();
    let casual = store.finish_rated_game("casual-1", &ending, &[]).await;
    assert!(matches!(casual, Err(StoreError::InvalidInput(_))), "{casual:?}");
    let unknown = store.finish_rated_game("nope", &ending, &[]).await;
    assert!(matches!(unknown, Err(StoreError::NotFound(_))), "{unknown:?}");

    store
        .finish_rated_game("rated-1", &ending, &[ann.clone(), bob.clone()])
        .await
        .unwrap();
    assert_eq!(load(store, "rated-1").await.ending, Some(ending.clone()));
    let again = store
        .finish_rated_game("rated-1", &ending, &[ann.clone(), bob.clone()])
        .await;
    assert!(
        matches!(again, Err(StoreError::Finished(_))),
        "never twice: {again:?}"
    );
    let rating = store
        .rating("acc-ann", "quarto/standard/blitz")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        rating,
        StoredRating {
            class: "quarto/standard/blitz".into(),
            value: value(1662.3, 290.3),
            games: 1,
            updated_at: 11_000,
        }
    );
    assert_eq!(
        store.rating("acc-ann", "danish/standard/blitz").await.unwrap(),
        None
    );

    // A second rated game builds on the first.
    let mut second = game("rated-2", 12_000, vec![held(0, "acc-bob"), held(1, "acc-ann")]);
    second.rated = Some("quarto/standard/blitz".into());
    store.create_game(&second).await.unwrap();
    let draw = Ending {
        result: "draw".into(),
        termination: "agreement".into(),
        at: 13_000,
    };
    let ann2 = change("acc-ann", Some(ann.after), value(1640.0, 250.0));
    let bob2 = change("acc-bob", Some(bob.after), value(1360.0, 250.0));
    store
        .finish_rated_game("rated-2", &draw, &[bob2, ann2])
        .await
        .unwrap();
    let ratings = store.ratings("acc-ann").await.unwrap();
    assert_eq!(
        (ratings.len(), ratings[0].games, ratings[0].value),
        (1, 2, value(1640.0, 250.0))
    );
    let history = store.rating_history("acc-ann", None, 10).await.unwrap();
    let points: Vec<_> = history
        .iter()
        .map(|r| (r.game_id.as_str(), r.before, r.after, r.at))
        .collect();
    assert_eq!(
        points,
        [
            ("rated-1", None, value(1662.3, 290.3), 11_000),
            (
                "rated-2",
                Some(value(1662.3, 290.3)),
                value(1640.0, 250.0),
                13_000
            ),
        ]
    );
    let last = store
        .rating_history("acc-ann", Some("quarto/standard/blitz"), 1)
        .await
        .unwrap();
    assert_eq!(last.len(), 1);
    assert_eq!(last[0].game_id, "rated-2", "the newest");
    assert!(store.rating_history("acc-ann", None, -1).await.is_err());

    // Your games: newest first; unfinished only on request.
    let games = store.account_games("acc-ann", false, 10).await.unwrap();
    let ids: Vec<_> = games.iter().map(|g| (g.summary.id.as_str(), g.seat)).collect();
    assert_eq!(ids, [("rated-2", 1), ("casual-1", 0), ("rated-1", 0)]);
    assert_eq!(games[0].ending, Some(draw));
    assert_eq!(games[0].rated.as_deref(), Some("quarto/standard/blitz"));
    assert_eq!(games[1].rated, None);
    let open: Vec<_> = store.account_games("acc-ann", true, 10).await.unwrap();
    assert_eq!(
        open.iter().map(|g| g.summary.id.as_str()).collect::<Vec<_>>(),
        ["casual-1"]
    );

    // A guest's seats claimed by an account: only human seats no account holds.
    store
        .create_game(&game("guest-1", 14_000, vec![human(0, "guest"), bot(1, "3")]))
        .await
        .unwrap();
    let before = load(store, "guest-1").await.revision;
    let claims = [
        ("guest-1".to_string(), 0),
        ("guest-1".to_string(), 1), // a bot's
        ("rated-1".to_string(), 1), // Bob's
        ("nope".to_string(), 0),
    ];
    assert_eq!(store.claim_seats("acc-ann", &claims).await.unwrap(), 1);
    let claimed = load(store, "guest-1").await;
    assert_eq!(claimed.game.seats[0].account, SeatAccount::Held("acc-ann".into()));
    assert_eq!(claimed.game.seats[0].name.as_deref(), Some("Ann"));
    assert_eq!(claimed.revision, before + 1);
    assert_eq!(
        store.claim_seats("acc-bob", &claims[..1]).await.unwrap(),
        0,
        "claimed once"
    );
    assert!(matches!(
        store.claim_seats("acc-nobody", &claims).await,
        Err(StoreError::AccountNotFound(_))
    ));

    // Deletion deletes: the account, its sessions, ratings, history; its games stay, its
    // seats under a deleted player without a name; the other player keeps everything.
    store
        .create_session(&session("s9", "acc-ann", 99_000))
        .await
        .unwrap();
    store.delete_account("acc-ann").await.unwrap();
    assert_eq!(store.account("acc-ann").await.unwrap(), None);
    assert_eq!(store.account_by_name("ann").await.unwrap(), None);
    assert_eq!(store.session("hash-s9", 0).await.unwrap(), None);
    assert_eq!(store.ratings("acc-ann").await.unwrap(), vec![]);
    assert_eq!(store.rating_history("acc-ann", None, 10).await.unwrap(), vec![]);
    assert_eq!(store.account_games("acc-ann", false, 10).await.unwrap(), vec![]);
    let kept = load(store, "rated-1").await;
    assert_eq!(kept.game.seats[0].account, SeatAccount::Deleted);
    assert_eq!(kept.game.seats[0].name, None);
    assert_eq!(kept.game.seats[1].account, SeatAccount::Held("acc-bob".into()));
    assert_eq!(store.rating_history("acc-bob", None, 10).await.unwrap().len(), 2);
    assert!(matches!(
        store.delete_account("acc-ann").await,
        Err(StoreError::AccountNotFound(_))
    ));
    // The name is free again.
    store.create_account(&account("acc-ann-2", "Ann")).await.unwrap();
}

/// Seeks, challenges and chat.
async fn meeting(store: &dyn GameStore) {
    store.create_account(&account("acc-cy", "Cy")).await.unwrap();
    store.create_account(&account("acc-di", "Di")).await.unwrap();
    let seek = |id: &str, account_id: Option<&str>, rated: bool, at: i64| Seek {
        id: id.to_string(),
        account_id: account_id.map(String::from),
        name: Some("Cy".into()),
        kind: "quarto".into(),
        rules: "standard".into(),
        time_control: "3m+2s".into(),
        rated,
        rating: account_id.map(|_| 1500),
        created_at: at,
    };
    store
        .add_seek(&seek("k2", Some("acc-cy"), true, 2))
        .await
        .unwrap();
    store.add_seek(&seek("k1", None, false, 1)).await.unwrap();
    store.add_seek(&seek("k3", None, false, 3)).await.unwrap();
    let refused = store.add_seek(&seek("k4", None, true, 4)).await.unwrap_err();
    assert!(
        matches!(refused, StoreError::InvalidInput(_)),
        "a rated seek needs an account"
    );
    assert!(matches!(
        store.add_seek(&seek("k1", None, false, 9)).await,
        Err(StoreError::AlreadyExists(_))
    ));
    assert!(matches!(
        store.add_seek(&seek("k5", Some("acc-nobody"), false, 9)).await,
        Err(StoreError::AccountNotFound(_))
    ));
    let ids = |seeks: Vec<Seek>| seeks.into_iter().map(|s| s.id).collect::<Vec<_>>();
    assert_eq!(ids(store.seeks(10).await.unwrap()), ["k1", "k2", "k3"]);
    assert_eq!(
        store.take_seek("k2").await.unwrap(),
        Some(seek("k2", Some("acc-cy"), true, 2))
    );
    assert_eq!(store.take_seek("k2").await.unwrap(), None, "taken once");
    assert_eq!(store.expire_seeks(3).await.unwrap(), 1);
    assert_eq!(ids(store.seeks(10).await.unwrap()), ["k3"]);

    let challenge = |id: &str, from: &str, to: &str| Challenge {
        id: id.to_string(),
        from_account: from.to_string(),
        to_account: to.to_string(),
        kind: "danish".into(),
        rules: "".into(),
        time_control: "10m".into(),
        rated: true,
        created_at: 5,
    };
    store
        .add_challenge(&challenge("c1", "acc-cy", "acc-di"))
        .await
        .unwrap();
    assert!(matches!(
        store.add_challenge(&challenge("c2", "acc-cy", "acc-cy")).await,
        Err(StoreError::InvalidInput(_))
    ));
    assert!(matches!(
        store
            .add_challenge(&challenge("c3", "acc-cy", "acc-nobody"))
            .await,
        Err(StoreError::AccountNotFound(_))
    ));
    assert_eq!(
        store.challenges("acc-di").await.unwrap(),
        [challenge("c1", "acc-cy", "acc-di")]
    );
    assert_eq!(store.challenges("acc-cy").await.unwrap().len(), 1);
    assert!(store.take_challenge("c1").await.unwrap().is_some());
    assert_eq!(store.take_challenge("c1").await.unwrap(), None);
    assert_eq!(store.challenges("acc-di").await.unwrap(), []);

    // Chat: numbered per room, read after a number; deleted with its author's account.
    store
        .create_game(&game(
            "chatty",
            20_000,
            vec![held(0, "acc-cy"), held(1, "acc-di")],
        ))
        .await
        .unwrap();
    let line = |account_id: Option<&str>, text: &str| NewChatLine {
        account_id: account_id.map(String::from),
        name: Some("someone".into()),
        seat: account_id.map(|_| 0),
        text: text.to_string(),
        at: 21_000,
    };
    let script = "<script>alert(1)</script> ✓";
    assert_eq!(
        store
            .add_chat_line("chatty", ChatRoom::Players, &line(Some("acc-cy"), "hi"), None)
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        store
            .add_chat_line("chatty", ChatRoom::Players, &line(Some("acc-di"), script), None)
            .await
            .unwrap(),
        2
    );
    assert_eq!(
        store
            .add_chat_line("chatty", ChatRoom::Spectators, &line(None, "gl"), Some("3fa9c2"))
            .await
            .unwrap(),
        1
    );
    // A sender that could not be told as one word is refused, and nothing is said.
    for sender in ["", "two words", "a\nb"] {
        assert!(matches!(
            store
                .add_chat_line("chatty", ChatRoom::Spectators, &line(None, "no"), Some(sender))
                .await,
            Err(StoreError::InvalidInput(_))
        ));
    }
    assert!(matches!(
        store
            .add_chat_line("nope", ChatRoom::Players, &line(None, "x"), None)
            .await,
        Err(StoreError::NotFound(_))
    ));
    let players = store.chat("chatty", ChatRoom::Players, 0, 10).await.unwrap();
    assert_eq!(players.iter().map(|l| l.n).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(
        players[1].line,
        line(Some("acc-di"), script),
        "kept exactly as typed"
    );
    assert_eq!(
        store
            .chat("chatty", ChatRoom::Players, 1, 10)
            .await
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        store
            .chat("chatty", ChatRoom::Spectators, 0, 10)
            .await
            .unwrap()
            .len(),
        1
    );
    // The last lines, in order: what a connection is shown.
    let last = store.last_chat("chatty", ChatRoom::Players, 1).await.unwrap();
    assert_eq!(last.iter().map(|l| l.n).collect::<Vec<_>>(), [2]);
    let all = store.last_chat("chatty", ChatRoom::Players, 10).await.unwrap();
    assert_eq!(all, players);
    assert!(
        store
            .last_chat("chatty", ChatRoom::Spectators, 0)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(matches!(
        store.last_chat("chatty", ChatRoom::Players, -1).await,
        Err(StoreError::InvalidInput(_))
    ));
    store.delete_account("acc-cy").await.unwrap();
    let left = store.chat("chatty", ChatRoom::Players, 0, 10).await.unwrap();
    assert_eq!(
        left.iter().map(|l| l.n).collect::<Vec<_>>(),
        [2],
        "the author's lines go with the account"
    );
    assert_eq!(store.seeks(10).await.unwrap().len(), 1, "a guest's seek stays");
}
