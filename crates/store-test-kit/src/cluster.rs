//! The checks of [`ClusterStore`] (several nodes on one PostgreSQL, `docs/cluster.md`): three
//! stores opened on one empty database play three nodes — leases and their epochs, a stale
//! owner's writes refused ([`StoreError::Fenced`]), two nodes racing a takeover, renewals,
//! releases, forwarded requests taken once, and `LISTEN`/`NOTIFY`; and, with a connection of
//! its own playing the other party, what waits for what on a lease row ([`check_lease_locks`]).

#![allow(clippy::unwrap_used)]

use std::sync::Arc;
use std::time::Duration;

use quartet_store::cluster::{ClusterListener, Notice, PairingTicket, PoolCount, TicketNews};
use quartet_store::{
    ClusterStore, GameStore, NewGame, Seat, SeatAccount, SeatKind, Status, StoreError, StoredAction,
};

/// How long a notice may take to arrive.
const NOTICE_WAIT: Duration = Duration::from_secs(10);

fn game(id: &str) -> NewGame {
    let human = |index| Seat {
        index,
        kind: SeatKind::Human,
        name: None,
        token_hash: Some(format!("hash-{index}")),
        invite: None,
        account: SeatAccount::None,
    };
    NewGame {
        id: id.to_string(),
        kind: "quarto".to_string(),
        rules: "standard".to_string(),
        seed: 1,
        start: None,
        time_control: "none".to_string(),
        created_at: 1_000,
        seats: vec![human(0), human(1)],
        hints: false,
        rated: None,
        chat: true,
    }
}

fn action(ply: i32) -> StoredAction {
    StoredAction {
        ply,
        seat: ply % 2,
        action: format!("a{ply}"),
        at: 2_000 + i64::from(ply),
    }
}

fn ending() -> quartet_store::Ending {
    quartet_store::Ending {
        result: "1-0".into(),
        termination: "normal".into(),
        at: 3_000,
    }
}

fn cluster(store: &Arc<dyn GameStore>) -> &dyn ClusterStore {
    store.cluster().expect("a PostgreSQL store has a cluster side")
}

/// The next notice that is not `Reconnected`, waiting at most [`NOTICE_WAIT`].
async fn next(listener: &mut ClusterListener) -> Notice {
    loop {
        let notice = tokio::time::timeout(NOTICE_WAIT, listener.recv())
            .await
            .expect("a notice in time")
            .unwrap();
        if notice != Notice::Reconnected {
            return notice;
        }
    }
}

/// Once a node joined, a game's creation and a seat taken are one statement each
/// (`in_one_statement` in `crates/store/src/sql.rs`): they write what a transaction wrote, and
/// refuse what it refused, with the same errors and nothing written. `a` holds the leases of
/// the games `a_store` creates, `c` (whose leases are short) those of `c_store`'s; `b_store` is
/// a third node's.
async fn check_writes_in_one_statement(
    [a_store, b_store, c_store]: [&Arc<dyn GameStore>; 3],
    a: &dyn ClusterStore,
    c: &dyn ClusterStore,
) {
    // A creation: the game, its seats (one waiting for its player) and its lease.
    let mut made = game("one");
    made.seats[0].name = Some("Ana".into());
    made.seats[1].token_hash = None;
    made.seats[1].invite = Some("inv-one".into());
    a_store.create_game(&made).await.unwrap();
    let stored = a_store.load_game("one").await.unwrap().unwrap();
    assert_eq!(stored.game, made);
    assert_eq!(stored.status, Status::Open);
    assert_eq!(stored.revision, 1);
    assert!(a.held().iter().any(|l| l.game_id == "one" && l.epoch == 1));
    // A game that exists already; an account that does not: refused, nothing written.
    assert!(matches!(
        a_store.create_game(&game("one")).await,
        Err(StoreError::AlreadyExists(id)) if id == "one"
    ));
    let mut stranger = game("one-stranger");
    stranger.seats[1].account = SeatAccount::Held("nobody".into());
    assert!(matches!(
        a_store.create_game(&stranger).await,
        Err(StoreError::AccountNotFound(id)) if id == "nobody"
    ));
    assert!(a_store.load_game("one-stranger").await.unwrap().is_none());
    assert!(!a.held().iter().any(|l| l.game_id == "one-stranger"));

    // A seat taken by its owner's node.
    let mut taken = made.seats[1].clone();
    taken.token_hash = Some("hash-bo".into());
    taken.name = Some("Bo".into());
    a_store.update_seat("one", &taken).await.unwrap();
    let stored = a_store.load_game("one").await.unwrap().unwrap();
    assert_eq!(stored.game.seats[1], taken);
    assert_eq!(stored.revision, 2);
    // Refused, each with its reason, and nothing changed: another node's write, a seat the
    // game does not have, an account that does not exist, a rated game's seat without one.
    assert!(matches!(
        b_store.update_seat("one", &taken).await,
        Err(StoreError::Fenced(id)) if id == "one"
    ));
    let mut missing = taken.clone();
    missing.index = 5;
    assert!(matches!(
        a_store.update_seat("one", &missing).await,
        Err(StoreError::SeatNotFound { seat: 5, .. })
    ));
    let mut unknown = taken.clone();
    unknown.account = SeatAccount::Held("nobody".into());
    assert!(matches!(
        a_store.update_seat("one", &unknown).await,
        Err(StoreError::AccountNotFound(id)) if id == "nobody"
    ));
    let after = a_store.load_game("one").await.unwrap().unwrap();
    assert_eq!((after.game.seats[1].clone(), after.revision), (taken.clone(), 2));
    // A finished game's seats stay as they were.
    a_store.finish_game("one", &ending()).await.unwrap();
    assert!(matches!(
        a_store.update_seat("one", &made.seats[1]).await,
        Err(StoreError::Finished(id)) if id == "one"
    ));
    assert_eq!(
        a_store.load_game("one").await.unwrap().unwrap().game.seats[1],
        taken
    );
    a.release_lease("one").await.unwrap();
    assert!(a.held().is_empty());

    // A seat written by a node whose own lease expired (c's are short): refused, unchanged.
    c_store.create_game(&game("one-c")).await.unwrap();
    tokio::time::sleep(Duration::from_millis(600)).await;
    let mut late = game("one-c").seats[1].clone();
    late.name = Some("late".into());
    assert!(matches!(
        c_store.update_seat("one-c", &late).await,
        Err(StoreError::Fenced(id)) if id == "one-c"
    ));
    let stored = c_store.load_game("one-c").await.unwrap().unwrap();
    assert_eq!((stored.game.seats[1].name.clone(), stored.revision), (None, 1));
    // Renewed, the node writes it again; then it ends the game and lets it go.
    assert_eq!(c.renew_leases().await.unwrap(), Vec::<String>::new());
    c_store.update_seat("one-c", &late).await.unwrap();
    c_store.finish_game("one-c", &ending()).await.unwrap();
    c.release_lease("one-c").await.unwrap();
    assert!(c.held().is_empty());
}

/// Runs every check on three stores opened on one empty PostgreSQL database.
pub async fn check_cluster(stores: [Arc<dyn GameStore>; 3]) {
    let [a_store, b_store, c_store] = stores;
    let (a, b, c) = (cluster(&a_store), cluster(&b_store), cluster(&c_store));

    // Before a node joins, nothing is fenced (one node on PostgreSQL, as before).
    a_store.create_game(&game("before")).await.unwrap();
    a_store.append_action("before", &action(0)).await.unwrap();
    assert_eq!(a.node(), None);

    let long = Duration::from_secs(30);
    a.join("aaaa", long).await.unwrap();
    b.join("bbbb", long).await.unwrap();
    c.join("cccc", Duration::from_millis(400)).await.unwrap();
    assert_eq!(a.node().as_deref(), Some("aaaa"));
    assert!(matches!(
        c.join("not a node id", long).await,
        Err(StoreError::InvalidInput(_))
    ));
    check_writes_in_one_statement([&a_store, &b_store, &c_store], a, c).await;

    // A game stored before any node joined has no driver: any node may take it.
    assert_eq!(b.orphaned_games(10).await.unwrap(), vec!["before".to_string()]);
    let mut b_listener = b.listen().await.unwrap();
    let mut a_listener = a.listen().await.unwrap();

    // The creator of a game holds its lease (epoch 1); another node cannot take it or write it.
    a_store.create_game(&game("g")).await.unwrap();
    assert_eq!(a.held().len(), 1);
    assert_eq!(a.held()[0].epoch, 1);
    assert_eq!(b.take_lease("g").await.unwrap(), None);
    let holder = b.lease_holder("g").await.unwrap().unwrap();
    assert_eq!(
        (holder.owner.as_str(), holder.epoch, holder.live),
        ("aaaa", 1, true)
    );
    assert!(matches!(
        b_store.append_action("g", &action(0)).await,
        Err(StoreError::Fenced(game)) if game == "g"
    ));
    assert!(matches!(
        b_store.finish_game("g", &ending(),).await,
        Err(StoreError::Fenced(_))
    ));
    assert_eq!(b_store.load_game("g").await.unwrap().unwrap().actions, vec![]);

    // The owner writes, and every node hears of it (from inside the write: on commit).
    a_store.append_action("g", &action(0)).await.unwrap();
    assert_eq!(
        next(&mut b_listener).await,
        Notice::GameChanged {
            game_id: "g".into(),
            node: "aaaa".into()
        }
    );
    // A mirror reads only what is new: the actions from a ply on, with all the rest of the
    // game, for several games in one read (a game not stored is left out; from past the
    // count: no action, the count said).
    let whole = b_store.load_game("g").await.unwrap().unwrap();
    let mut read = b
        .games_after_ply(&[("g".into(), 0), ("missing".into(), 0), ("before".into(), 1)])
        .await
        .unwrap();
    read.sort_by(|x, y| x.game.game.id.cmp(&y.game.game.id));
    assert_eq!(read.len(), 2);
    let before = &read[0];
    assert_eq!(
        (
            before.game.game.id.as_str(),
            before.game.actions.len(),
            before.plies
        ),
        ("before", 0, 1)
    );
    assert_eq!((read[1].game.clone(), read[1].plies), (whole, 1));
    let past = b.games_after_ply(&[("before".into(), 7)]).await.unwrap();
    assert_eq!((past[0].game.actions.len(), past[0].plies), (0, 1));

    // Taking a lease one holds renews it, epoch kept; a renewal keeps every lease.
    assert_eq!(a.take_lease("g").await.unwrap().unwrap().epoch, 1);
    assert_eq!(a.renew_leases().await.unwrap(), Vec::<String>::new());

    // A forwarded request: told to the owner, taken once (ever), answered to the asker.
    let id = b.put_request("g", "aaaa", "play a1 by 1").await.unwrap();
    loop {
        match next(&mut a_listener).await {
            Notice::Request(got) => {
                assert_eq!(got, id);
                break;
            }
            Notice::GameChanged { .. } => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(a.pending_requests().await.unwrap(), vec![id]);
    assert_eq!(c.take_request(id).await.unwrap(), None, "only the owner takes it");
    let request = a.take_request(id).await.unwrap().unwrap();
    assert_eq!(
        (request.game_id.as_str(), request.from_node.as_str()),
        ("g", "bbbb")
    );
    assert_eq!(request.request, "play a1 by 1");
    assert_eq!(a.take_request(id).await.unwrap(), None, "a request is taken once");
    assert_eq!(a.pending_requests().await.unwrap(), Vec::<i64>::new());
    assert_eq!(b.request_answer(id).await.unwrap(), None);
    a.answer_request(&request, "ok").await.unwrap();
    assert_eq!(next(&mut b_listener).await, Notice::Answer(id));
    assert_eq!(b.request_answer(id).await.unwrap().as_deref(), Some("ok"));
    assert!(
        !b.withdraw_request(id).await.unwrap(),
        "a request taken is not withdrawn"
    );
    assert_eq!(b.request_answer(id).await.unwrap().as_deref(), Some("ok"));

    // A request its asker gave up on before the owner took it is withdrawn: never taken,
    // never pending, so never made after the asker answered that nothing changed.
    let given_up = b.put_request("g", "aaaa", "play b2 by 1").await.unwrap();
    assert_eq!(a.pending_requests().await.unwrap(), vec![given_up]);
    assert!(b.withdraw_request(given_up).await.unwrap());
    assert!(!b.withdraw_request(given_up).await.unwrap(), "withdrawn once");
    assert_eq!(a.pending_requests().await.unwrap(), Vec::<i64>::new());
    assert_eq!(a.take_request(given_up).await.unwrap(), None);
    assert_eq!(b.request_answer(given_up).await.unwrap(), None);

    // A release makes the lease expire now: two nodes race for it and exactly one wins, with a
    // new epoch; the old owner's writes are refused from then on.
    a.release_lease("g").await.unwrap();
    assert!(a.held().is_empty());
    assert!(matches!(
        a_store.append_action("g", &action(1)).await,
        Err(StoreError::Fenced(_))
    ));
    let (won_b, won_c) = tokio::join!(b.take_lease("g"), c.take_lease("g"));
    let (won_b, won_c) = (won_b.unwrap(), won_c.unwrap());
    assert!(won_b.is_some() != won_c.is_some(), "{won_b:?} {won_c:?}");
    let (winner, winner_store, lease) = match (won_b, won_c) {
        (Some(lease), None) => (b, &b_store, lease),
        (None, Some(lease)) => (c, &c_store, lease),
        _ => unreachable!(),
    };
    assert_eq!(lease.epoch, 2);
    assert!(
        lease.driverless_ms.is_some(),
        "a takeover says how long the game had no driver"
    );
    winner_store.append_action("g", &action(1)).await.unwrap();
    let loser = if std::ptr::eq(winner, b) { c } else { b };
    assert_eq!(loser.take_lease("g").await.unwrap(), None);
    winner.release_lease("g").await.unwrap();

    // Node c's lease is short: unrenewed, it expires; its stale write is then refused (an
    // owner paused past its lease), even before anyone took the game over.
    assert_eq!(c.take_lease("g").await.unwrap().map(|l| l.epoch), Some(3));
    c_store.append_action("g", &action(2)).await.unwrap();
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert!(matches!(
        c_store.append_action("g", &action(3)).await,
        Err(StoreError::Fenced(_))
    ));
    assert!(b.orphaned_games(10).await.unwrap().contains(&"g".to_string()));
    // Renewed before anyone took it: c's lease (and epoch) go on.
    assert_eq!(c.renew_leases().await.unwrap(), Vec::<String>::new());
    c_store.append_action("g", &action(3)).await.unwrap();
    // Expired again and taken by b: c's renewal finds it lost and c holds it no more.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let lease = b.take_lease("g").await.unwrap().unwrap();
    assert_eq!(lease.epoch, 4);
    // c last renewed it more than 600 ms ago (two sleeps ago for its last renewal: ≥ 600 ms).
    assert!(lease.driverless_ms.unwrap() >= 600, "{lease:?}");
    assert_eq!(c.renew_leases().await.unwrap(), vec!["g".to_string()]);
    assert!(c.held().is_empty());
    assert!(matches!(
        c_store.append_action("g", &action(4)).await,
        Err(StoreError::Fenced(_))
    ));
    assert_eq!(b_store.load_game("g").await.unwrap().unwrap().actions.len(), 4);

    // Stopping: every lease released at once, taken by the next node's sweep.
    assert_eq!(b.release_all().await.unwrap(), vec!["g".to_string()]);
    assert!(a.orphaned_games(10).await.unwrap().contains(&"g".to_string()));
    assert_eq!(a.take_lease("g").await.unwrap().map(|l| l.epoch), Some(5));
    assert!(!a.orphaned_games(10).await.unwrap().contains(&"g".to_string()));
    // A finished game is driven by nobody.
    a_store.finish_game("g", &ending()).await.unwrap();
    a.release_lease("g").await.unwrap();
    assert!(!a.orphaned_games(10).await.unwrap().contains(&"g".to_string()));
    assert_eq!(b.take_lease("g").await.unwrap(), None);

    // Presence: a node tells its connections to a game, or asks for the others'.
    let mut c_listener = c.listen().await.unwrap();
    a.tell_presence("g", Some(&[1, 0, 2])).await.unwrap();
    assert_eq!(
        next(&mut c_listener).await,
        Notice::Presence {
            game_id: "g".into(),
            node: "aaaa".into(),
            counts: Some(vec![1, 0, 2]),
        }
    );
    b.tell_presence("g", None).await.unwrap();
    assert_eq!(
        next(&mut c_listener).await,
        Notice::Presence {
            game_id: "g".into(),
            node: "bbbb".into(),
            counts: None,
        }
    );
    // Several in one statement, in their order.
    let told: [(&str, Option<&[u32]>); 3] = [("g", Some(&[0, 1])), ("before", None), ("g", Some(&[2]))];
    a.tell_presences(&told).await.unwrap();
    for (game, counts) in told {
        assert_eq!(
            next(&mut c_listener).await,
            Notice::Presence {
                game_id: game.into(),
                node: "aaaa".into(),
                counts: counts.map(<[u32]>::to_vec),
            }
        );
    }
    let live = a.live_nodes().await.unwrap();
    assert!(
        ["aaaa", "bbbb"].iter().all(|n| live.contains(&n.to_string())),
        "{live:?}"
    );

    // The rematch of a finished game is any node's to write, once; every node hears of it.
    // An unfinished game's stays its owner's.
    let rematch = |id: &str| quartet_store::Rematch {
        id: id.to_string(),
        seats: (0..2)
            .map(|seat| quartet_store::RematchSeat {
                seat,
                rematch_seat: 1 - seat,
                invite: None,
            })
            .collect(),
    };
    b_store.set_rematch("g", &rematch("before")).await.unwrap();
    assert_eq!(
        next(&mut c_listener).await,
        Notice::GameChanged {
            game_id: "g".into(),
            node: "bbbb".into()
        }
    );
    assert!(matches!(
        c_store.set_rematch("g", &rematch("g")).await,
        Err(StoreError::RematchExists { rematch, .. }) if rematch == "before"
    ));
    assert!(matches!(
        c_store.set_rematch("before", &rematch("g")).await,
        Err(StoreError::Fenced(_))
    ));

    grouped_appends(&a_store, &b_store, &c_store, &mut b_listener).await;
    rounds_of_many_leases(&c_store, a).await;
}

/// A node's round over many leases: every lease renewed (none reported lost, each writable
/// again), then every one released.
async fn rounds_of_many_leases(c_store: &Arc<dyn GameStore>, a: &dyn ClusterStore) {
    let c = cluster(c_store);
    let ids: Vec<String> = (0..600).map(|i| format!("round-{i:03}")).collect();
    for id in &ids {
        c_store.create_game(&game(id)).await.unwrap();
    }
    // Node c's lease is short (400 ms): all of them expired, nobody took them, one round
    // renews them all.
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(c.renew_leases().await.unwrap(), Vec::<String>::new());
    for id in [&ids[0], &ids[300], &ids[599]] {
        c_store.append_action(id, &action(0)).await.unwrap();
    }
    let held = c.held().len();
    assert!(held >= ids.len(), "{held} leases held");
    let mut released = c.release_all().await.unwrap();
    assert_eq!(released.len(), held);
    released.retain(|id| id.starts_with("round-"));
    released.sort();
    assert_eq!(released, ids);
    for id in [&ids[0], &ids[300], &ids[599]] {
        let holder = a.lease_holder(id).await.unwrap().unwrap();
        assert_eq!((holder.owner.as_str(), holder.live), ("cccc", false), "{id}");
    }
}

/// Appends of many games at once, written together (in groups), are each fenced as alone: the
/// games a node holds are stored in order and told to the others, while those it does not hold
/// (another's, or its own lease expired) are refused with `Fenced` and change nothing.
async fn grouped_appends(
    a_store: &Arc<dyn GameStore>,
    b_store: &Arc<dyn GameStore>,
    c_store: &Arc<dyn GameStore>,
    b_listener: &mut ClusterListener,
) {
    const PLIES: i32 = 4;
    let mine: Vec<String> = (0..8).map(|i| format!("grouped-{i}")).collect();
    for id in &mine {
        a_store.create_game(&game(id)).await.unwrap();
    }
    b_store.create_game(&game("grouped-theirs")).await.unwrap();
    // Node c's lease is short (400 ms): one of its games expires, a new one is live.
    c_store.create_game(&game("grouped-expired")).await.unwrap();
    tokio::time::sleep(Duration::from_millis(600)).await;
    c_store.create_game(&game("grouped-live")).await.unwrap();

    let play = |store: &Arc<dyn GameStore>, id: &str, plies: i32| {
        let (store, id) = (Arc::clone(store), id.to_string());
        tokio::spawn(async move {
            let mut answers = Vec::new();
            for ply in 0..plies {
                answers.push(store.append_action(&id, &action(ply)).await);
            }
            answers
        })
    };
    let players: Vec<_> = mine.iter().map(|id| play(a_store, id, PLIES)).collect();
    let theirs = play(a_store, "grouped-theirs", PLIES);
    // One append each, well within the live one's lease.
    let (expired, live) = (
        play(c_store, "grouped-expired", 1),
        play(c_store, "grouped-live", 1),
    );
    for player in players {
        for answer in player.await.unwrap() {
            answer.unwrap();
        }
    }
    let refused = |answers: Vec<Result<(), StoreError>>| {
        answers
            .iter()
            .all(|answer| matches!(answer, Err(StoreError::Fenced(_))))
    };
    assert!(refused(theirs.await.unwrap()), "another node's game");
    assert!(refused(expired.await.unwrap()), "a lease expired");
    for answer in live.await.unwrap() {
        answer.unwrap();
    }

    for id in &mine {
        let stored = a_store.load_game(id).await.unwrap().unwrap();
        assert_eq!(stored.actions, (0..PLIES).map(action).collect::<Vec<_>>());
        assert_eq!(stored.revision, 1 + i64::from(PLIES));
    }
    for id in ["grouped-theirs", "grouped-expired"] {
        assert_eq!(a_store.load_game(id).await.unwrap().unwrap().actions, vec![]);
    }
    // Every stored game is told to the other nodes.
    let mut untold: Vec<&String> = mine.iter().collect();
    while !untold.is_empty() {
        if let Notice::GameChanged { game_id, node } = next(b_listener).await
            && node == "aaaa"
        {
            untold.retain(|id| **id != game_id);
        }
    }
}

/// A stored pairing ticket of the tests, in the pool or (`seek`) with a seek.
fn ticket(id: &str, joined_at: i64, seek: Option<&str>) -> PairingTicket {
    PairingTicket {
        id: id.to_string(),
        node: String::new(),
        kind: "quarto".to_string(),
        rules: "standard".to_string(),
        clock: "5m+3s".to_string(),
        rated: false,
        seek_id: seek.map(str::to_string),
        account_id: None,
        account_name: None,
        name: Some(format!("player {id}")),
        browser: None,
        challenged: None,
        rating: 1500.0,
        joined_at,
        token_hash: format!("hash of {id}"),
    }
}

/// The next notice that is not a ticket stored ([`Notice::TicketPut`]).
async fn next_but_tickets(listener: &mut ClusterListener) -> Notice {
    loop {
        let notice = next(listener).await;
        if notice != Notice::TicketPut {
            return notice;
        }
    }
}

/// Runs the checks of one pairing pool across nodes (`docs/cluster.md`, "One pool across
/// nodes") on two stores opened on one empty PostgreSQL database: the pool's lease held by one
/// node, renewed, and taken by another once it runs out (a new epoch, the old one fenced);
/// tickets stored with their node, listed oldest first (seeks apart), taken for a pairing all
/// or none and once, a seek's ticket taken once; a ticket's news told to its node; the tickets
/// of a node that stopped beating swept.
pub async fn check_pool(stores: [Arc<dyn GameStore>; 2]) {
    let [a_store, b_store] = stores;
    let (a, b) = (cluster(&a_store), cluster(&b_store));
    // Nodes sweep the tickets of nodes silent for two of their own leases.
    let lease = Duration::from_secs(2);
    a.join("poola", lease).await.unwrap();
    b.join("poolb", lease).await.unwrap();
    let mut b_listener = b.listen().await.unwrap();

    // One node holds the pool; holding it again renews it under the same epoch.
    let epoch = a.hold_pool().await.unwrap().unwrap();
    assert_eq!(a.hold_pool().await.unwrap(), Some(epoch));
    assert_eq!(b.hold_pool().await.unwrap(), None);

    // A ticket stored is told to every node (the pool's pairs at once).
    a.put_ticket(&ticket("t1", 1, None)).await.unwrap();
    assert_eq!(next(&mut b_listener).await, Notice::TicketPut);
    b.put_ticket(&ticket("t2", 2, None)).await.unwrap();
    b.put_ticket(&ticket("s1", 3, Some("seek1"))).await.unwrap();
    let pool = b.pool_tickets().await.unwrap();
    let listed: Vec<(&str, &str)> = pool.iter().map(|t| (t.id.as_str(), t.node.as_str())).collect();
    assert_eq!(listed, [("t1", "poola"), ("t2", "poolb")]);
    assert_eq!(
        pool[0],
        PairingTicket {
            node: "poola".into(),
            ..ticket("t1", 1, None)
        }
    );
    // Every node counts the pool's players, whichever node they wait on (seeks apart).
    let counted = |rated: bool, waiting: i64| PoolCount {
        kind: "quarto".into(),
        rules: "standard".into(),
        clock: "5m+3s".into(),
        rated,
        waiting,
    };
    assert_eq!(a.pool_counts().await.unwrap(), [counted(false, 2)]);
    assert_eq!(a.seek_ticket("seek1").await.unwrap().unwrap().node, "poolb");
    assert_eq!(a.seek_ticket("nope").await.unwrap(), None);

    // Only the pool's node takes tickets, all of a pair or none, and once.
    let pair = ["t1".to_string(), "t2".to_string()];
    assert!(matches!(
        b.take_tickets(epoch, &pair).await,
        Err(StoreError::Fenced(_))
    ));
    let half = ["t1".to_string(), "missing".to_string()];
    assert_eq!(a.take_tickets(epoch, &half).await.unwrap(), vec![]);
    assert_eq!(a.take_tickets(epoch, &pair).await.unwrap().len(), 2);
    assert_eq!(a.take_tickets(epoch, &pair).await.unwrap(), vec![]);
    assert!(b.pool_tickets().await.unwrap().is_empty());
    assert!(!b.drop_ticket("t2").await.unwrap());
    assert_eq!(b.pool_counts().await.unwrap(), []);

    // A browser waiting through two nodes is one player; each pool counted apart, the
    // fullest first.
    let browser = |id: &str| PairingTicket {
        browser: Some("one browser".into()),
        ..ticket(id, 4, None)
    };
    a.put_ticket(&browser("c1")).await.unwrap();
    b.put_ticket(&browser("c2")).await.unwrap();
    b.put_ticket(&PairingTicket {
        rated: true,
        ..ticket("c3", 4, None)
    })
    .await
    .unwrap();
    b.put_ticket(&PairingTicket {
        rated: true,
        ..ticket("c4", 4, None)
    })
    .await
    .unwrap();
    assert_eq!(
        a.pool_counts().await.unwrap(),
        [counted(true, 2), counted(false, 1)]
    );
    for id in ["c1", "c2", "c3", "c4"] {
        assert!(a.drop_ticket(id).await.unwrap());
    }

    // A node asks which of its tickets wait still: t1 and t2 were taken.
    b.put_ticket(&ticket("t6", 4, None)).await.unwrap();
    let asked = ["t1".to_string(), "t6".to_string(), "s1".to_string()];
    let mut stored = b.tickets_stored(&asked).await.unwrap();
    stored.sort();
    assert_eq!(stored, ["s1", "t6"]);
    assert!(b.drop_ticket("t6").await.unwrap());
    assert_eq!(b.tickets_stored(&[]).await.unwrap(), Vec::<String>::new());
    // A taken ticket's seat is found by its token's hash, the newest game first.
    assert_eq!(a.seat_of_token("hash-1").await.unwrap(), None);
    a_store.create_game(&game("seated-old")).await.unwrap();
    let newer = NewGame {
        created_at: 2_000,
        ..game("seated-new")
    };
    a_store.create_game(&newer).await.unwrap();
    assert_eq!(
        b.seat_of_token("hash-1").await.unwrap(),
        Some(("seated-new".to_string(), 1))
    );
    assert_eq!(b.seat_of_token("no such hash").await.unwrap(), None);

    // A seek's ticket is taken once, by whoever accepts it.
    assert_eq!(b.take_seek_ticket("seek1").await.unwrap().unwrap().id, "s1");
    assert_eq!(a.take_seek_ticket("seek1").await.unwrap(), None);

    // A ticket's news reaches its node, the opponent's name whole.
    for news in [
        TicketNews::Paired {
            ticket: "t2".into(),
            game_id: "g".into(),
            seat: 1,
            opponent: Some("Ada Lovelace".into()),
        },
        TicketNews::Paired {
            ticket: "t2".into(),
            game_id: "g".into(),
            seat: 0,
            opponent: None,
        },
        TicketNews::Unpaired {
            ticket: "t2".into(),
            why: "the game could not be made".into(),
        },
    ] {
        a.tell_ticket("poolb", &news).await.unwrap();
        assert_eq!(next_but_tickets(&mut b_listener).await, Notice::Ticket(news));
    }

    // A ticket dropped (its player left) is gone.
    b.put_ticket(&ticket("t4", 4, None)).await.unwrap();
    assert!(b.drop_ticket("t4").await.unwrap());

    // The pool's node stops beating: its lease runs out, another node takes the pool under a
    // new epoch (the old one fenced), and the dead node's tickets and seeks are swept.
    a.put_ticket(&ticket("t3", 5, None)).await.unwrap();
    a.put_ticket(&ticket("s3", 6, Some("seek3"))).await.unwrap();
    tokio::time::sleep(lease * 2 + Duration::from_millis(200)).await;
    let taken = b.hold_pool().await.unwrap().unwrap();
    assert!(taken > epoch, "{taken} after {epoch}");
    assert!(matches!(
        a.take_tickets(epoch, &["t3".to_string()]).await,
        Err(StoreError::Fenced(_))
    ));
    b.join("poolb", lease).await.unwrap(); // b's heartbeat: b lives
    b.put_ticket(&ticket("t5", 7, None)).await.unwrap();
    // The dead node's players are not counted, even before the sweep.
    assert_eq!(b.pool_counts().await.unwrap(), [counted(false, 1)]);
    let left: Vec<String> = b
        .pool_tickets()
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.id)
        .collect();
    assert_eq!(left, ["t5"]);
    assert_eq!(b.seek_ticket("seek3").await.unwrap(), None);
    b.release_pool().await.unwrap();
    assert!(a.hold_pool().await.unwrap().unwrap() > taken);
}

/// How long a write or a round may take when nothing holds it up.
const UNHELD: Duration = Duration::from_secs(10);

/// What waits for what on a lease row, with a second connection `url` playing the other party
/// at the SQL level: a node's writes (an append, a game's other write) and its renewals do not
/// wait for each other, and a takeover waits for the writes, which then find its epoch.
pub async fn check_lease_locks(store: Arc<dyn GameStore>, url: &str) {
    use sqlx::Connection as _;
    let node = cluster(&store);
    node.join("locks", Duration::from_secs(30)).await.unwrap();
    store.create_game(&game("held")).await.unwrap();
    let mut other = sqlx::PgConnection::connect(url).await.unwrap();
    // Runs `statement` in a transaction of `other`'s, left open.
    async fn open_with(other: &mut sqlx::PgConnection, statement: &str) {
        for statement in ["BEGIN", statement] {
            sqlx::query(statement).execute(&mut *other).await.unwrap();
        }
    }
    let commit = "COMMIT";

    // A status or an ending is one statement with its fence: it tells every node, and a
    // second ending of the same game is refused as finished.
    let mut listener = node.listen().await.unwrap();
    store.create_game(&game("ended")).await.unwrap();
    store.finish_game("ended", &ending()).await.unwrap();
    assert_eq!(
        next(&mut listener).await,
        Notice::GameChanged {
            game_id: "ended".into(),
            node: "locks".into()
        }
    );
    assert!(matches!(
        store.finish_game("ended", &ending()).await,
        Err(StoreError::Finished(game)) if game == "ended"
    ));
    assert_eq!(
        store.load_game("ended").await.unwrap().unwrap().ending,
        Some(ending())
    );

    // A renewal under way (its `UPDATE` of the expiry, not committed): the owner's writes go
    // through at once.
    open_with(
        &mut other,
        "UPDATE game_leases SET expires_at = expires_at + interval '1 second', \
         renewed_at = now() WHERE game_id = 'held'",
    )
    .await;
    tokio::time::timeout(UNHELD, store.append_action("held", &action(0)))
        .await
        .expect("an append waited for a renewal")
        .unwrap();
    tokio::time::timeout(
        UNHELD,
        store.set_status("held", quartet_store::Status::Live, 2_500),
    )
    .await
    .expect("a game's other write waited for a renewal")
    .unwrap();
    sqlx::query(commit).execute(&mut other).await.unwrap();

    // A write under way (its fence's key-share lock, not committed): the node's round renews
    // every lease at once.
    open_with(
        &mut other,
        "SELECT 1 FROM game_leases WHERE game_id = 'held' FOR KEY SHARE",
    )
    .await;
    let lost = tokio::time::timeout(UNHELD, node.renew_leases())
        .await
        .expect("a renewal waited for a write")
        .unwrap();
    assert_eq!(lost, Vec::<String>::new());
    sqlx::query(commit).execute(&mut other).await.unwrap();

    // A takeover under way (the row locked to change its owner): the old owner's append waits
    // for it, then finds the new epoch and is refused; nothing of it is stored.
    open_with(
        &mut other,
        "SELECT 1 FROM game_leases WHERE game_id = 'held' FOR UPDATE",
    )
    .await;
    let writer = store.clone();
    let append = tokio::spawn(async move { writer.append_action("held", &action(1)).await });
    let writer = store.clone();
    let finish = tokio::spawn(async move { writer.finish_game("held", &ending()).await });
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(!append.is_finished(), "an append did not wait for a takeover");
    assert!(!finish.is_finished(), "an ending did not wait for a takeover");
    for statement in [
        "UPDATE game_leases SET owner = 'other', epoch = epoch + 1 WHERE game_id = 'held'",
        commit,
    ] {
        sqlx::query(statement).execute(&mut other).await.unwrap();
    }
    let refused = tokio::time::timeout(UNHELD, append)
        .await
        .expect("the append still waits after the takeover")
        .unwrap();
    assert!(
        matches!(&refused, Err(StoreError::Fenced(game)) if game == "held"),
        "{refused:?}"
    );
    let refused = tokio::time::timeout(UNHELD, finish)
        .await
        .expect("the ending still waits after the takeover")
        .unwrap();
    assert!(
        matches!(&refused, Err(StoreError::Fenced(game)) if game == "held"),
        "{refused:?}"
    );
    let held = store.load_game("held").await.unwrap().unwrap();
    assert_eq!((held.actions.len(), held.ending), (1, None));
    other.close().await.unwrap();
}
