//! One node of several on one PostgreSQL (`docs/cluster.md`): the node's id, its heartbeat
//! (renewing the leases of the games it drives), the sweep that takes over games no node
//! drives, the listener that keeps mirrors in step with their owners, answers the calls
//! other nodes forward and tells this node's rooms of accounts changed through other nodes,
//! and the [`Forward`] that sends this node's mirrors' calls. Presence is summed across the
//! nodes: each tells the others its connections to a game ([`Node::tell_presence`]), asks them
//! when it loads one, and forgets those of a node whose heartbeat is gone.
//!
//! The store does the fencing ([`quartet_store::cluster`]): a room whose write is refused
//! because another node took its game steps down to a mirror by itself
//! ([`crate::room::Room`]). With SQLite there is no node: one server drives every game.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use quartet_store::cluster::{GameAfter, GameRequest, Notice};
use quartet_store::{ChatRoom, ClusterStore, GameStore, StoreError, StoredGame};
use tokio::sync::{Notify, RwLock, mpsc, oneshot, watch};

use crate::games::Games;
use crate::pairing::Pairing;
use crate::room::{Call, Forward, Room, RoomError};

/// How a forwarded call's answer starts when the owner refused it (the refusal follows whole).
const REFUSED: &str = "refused ";

/// How many games one read of the mirrors' changes takes at most.
const RELAY_BATCH: usize = 256;

/// How many reads of the mirrors' changes run at once (each on one pooled connection).
const RELAY_READERS: usize = 2;

/// How many of this node's presence messages one statement tells at most.
const PRESENCE_BATCH: usize = 256;

/// What this node tells of its connections: a game, and its counts (`None`: a question).
type Presence = (String, Option<Vec<u32>>);

/// The presence messages queued, as few as say the same: the last counts of each game (the
/// counts are a state, and the last one holds), and one question a game, in the order first
/// queued.
fn coalesce(queued: Vec<Presence>) -> Vec<Presence> {
    let mut out: Vec<Presence> = Vec::with_capacity(queued.len());
    let mut at: HashMap<(String, bool), usize> = HashMap::with_capacity(queued.len());
    for (game, counts) in queued {
        match at.entry((game.clone(), counts.is_some())) {
            Entry::Occupied(i) => out[*i.get()].1 = counts,
            Entry::Vacant(slot) => {
                slot.insert(out.len());
                out.push((game, counts));
            }
        }
    }
    out
}

/// The times of a node: the lease of its games, and how often it renews and sweeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// How long a lease lasts without renewal.
    pub lease: Duration,
}

impl Timing {
    /// Renewals: three per lease.
    pub fn renew_every(&self) -> Duration {
        self.lease / 3
    }

    /// Sweeps for games without a driver: six per lease (1 s for the usual 6 s).
    pub fn sweep_every(&self) -> Duration {
        self.lease / 6
    }

    /// A node whose last renewal is older than this stops driving (self-fencing): a second
    /// before its leases can expire (a sixth of the lease for short ones).
    pub fn fence_after(&self) -> Duration {
        self.lease
            .saturating_sub(Duration::from_secs(1))
            .max(self.lease * 5 / 6)
    }

    /// How long a forwarded call waits for the owner's answer.
    pub fn answer_within(&self) -> Duration {
        Duration::from_secs(5)
    }
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            lease: Duration::from_secs(6),
        }
    }
}

/// This node: see the module docs.
pub struct Node {
    id: String,
    games: Arc<Games>,
    store: Arc<dyn GameStore>,
    timing: Timing,
    /// Forwarded calls waiting for their answers, by request id.
    waiting: Mutex<HashMap<i64, oneshot::Sender<()>>>,
    /// Held (shared) by every forwarded call this node takes, from taking it to answering it;
    /// a hand-over takes it alone, so that no call it made goes unanswered.
    answering: RwLock<()>,
    /// The node is handing its games over: forwarded calls are left to the next owners.
    handing_over: AtomicBool,
    /// For tests: how long each forwarded call waits between being made and being answered
    /// (ms), to make a hand-over meet calls in flight.
    answer_pause_ms: AtomicU64,
    /// The mirrors whose games changed, waiting for their read.
    relays: Relays,
    /// What this node tells of its connections (`None`: a question), in order, to
    /// [`Node::tell_presences`].
    presence_out: mpsc::UnboundedSender<Presence>,
    /// For tests: the node stopped beating and telling, as a node killed would.
    silenced: AtomicBool,
    /// Quick pairing, told of the pool's tickets ([`Node::set_pairing`]).
    pairing: OnceLock<Arc<Pairing>>,
    /// The chat lines said through other nodes, to read and tell this node's connections
    /// ([`relay_chats`]), in the order told.
    chats: mpsc::UnboundedSender<(Arc<Room>, ChatNews)>,
    /// For tests: the notices of chat lines are lost, as while the listener is cut.
    missing_chats: AtomicBool,
}

/// What a node's rooms are to tell their connections of the lines said through other nodes.
enum ChatNews {
    /// Line `n` of a chat (the store told of it), and its spectator's sender.
    Said(ChatRoom, i64, Option<String>),
    /// Whatever the recent lines hold that was not told: notices may have been lost while the
    /// listener was cut.
    Missed,
}

/// Reads the chat lines said through other nodes and tells them to this node's connections,
/// one after another in the order they were told (off the listener, as the games' relays).
async fn relay_chats(mut chats: mpsc::UnboundedReceiver<(Arc<Room>, ChatNews)>) {
    while let Some((room, news)) = chats.recv().await {
        let told = match news {
            ChatNews::Said(chat, n, sender) => room.relay_chat(chat, n, sender.as_deref()).await,
            ChatNews::Missed => room.catch_up_chat().await,
        };
        if let Err(e) = told {
            tracing::warn!(game = %room.id, "chat lines not relayed: {e}");
        }
    }
}

/// The games whose mirrors are to read what changed ([`Node::relay`]): read in batches by
/// [`RELAY_READERS`] tasks, off the listener (so the answers to forwarded calls never wait
/// behind them). A game told of again while its read runs is read once more after it: the
/// changes of a game meanwhile are coalesced into one read, and no game is read twice at once.
#[derive(Default)]
struct Relays {
    queue: Mutex<RelayQueue>,
    wake: Notify,
}

#[derive(Default)]
struct RelayQueue {
    /// Games to read, and whether to read them whole (not from the mirror's last ply).
    waiting: HashMap<String, bool>,
    /// Games being read now.
    reading: HashSet<String>,
}

impl Relays {
    fn add(&self, game: &str, whole: bool) {
        if let Ok(mut queue) = self.queue.lock() {
            let entry = queue.waiting.entry(game.to_string()).or_insert(whole);
            *entry |= whole;
        }
        self.wake.notify_one();
    }

    /// Up to [`RELAY_BATCH`] games to read, none being read already; they are being read
    /// from now on, until [`Relays::done`].
    fn take(&self) -> Vec<(String, bool)> {
        let Ok(mut queue) = self.queue.lock() else {
            return Vec::new();
        };
        let queue = &mut *queue;
        let batch: Vec<(String, bool)> = queue
            .waiting
            .iter()
            .filter(|(game, _)| !queue.reading.contains(*game))
            .take(RELAY_BATCH)
            .map(|(game, whole)| (game.clone(), *whole))
            .collect();
        for (game, _) in &batch {
            queue.waiting.remove(game);
            queue.reading.insert(game.clone());
        }
        batch
    }

    /// The games of a read are read; whether games wait still.
    fn done(&self, games: &[(String, bool)]) -> bool {
        let Ok(mut queue) = self.queue.lock() else {
            return false;
        };
        for (game, _) in games {
            queue.reading.remove(game);
        }
        !queue.waiting.is_empty()
    }
}

/// A mirror's game as stored now, from what it held (`known`, whose actions before ply `from`
/// it keeps) and what was read (`read`, the actions from ply `from` on); `None` when the two
/// do not meet — actions taken back past `from` and played again: ply `from` itself is not
/// the one the mirror held, or is gone — and the game must be read whole.
fn merged(known: Option<&StoredGame>, from: i32, read: GameAfter) -> Option<StoredGame> {
    let GameAfter { mut game, plies } = read;
    if from == 0 {
        return Some(game);
    }
    let known = known?;
    let from = usize::try_from(from).ok()?;
    if usize::try_from(plies).ok()? <= from || game.actions.first() != known.actions.get(from) {
        return None;
    }
    let mut actions = known.actions.get(..from)?.to_vec();
    actions.append(&mut game.actions);
    game.actions = actions;
    Some(game)
}

/// A new node id: 128 random bits in hex.
fn new_node_id() -> String {
    let token = crate::token::new_token();
    crate::token::hash_token(&token).chars().take(32).collect()
}

impl Node {
    /// Joins the cluster of `games`' store (PostgreSQL), starts the heartbeat, the sweep and
    /// the listener (until `stop`), and makes `games` a node's. `None` for a store that has no
    /// cluster (SQLite).
    pub async fn start(
        games: Arc<Games>,
        timing: Timing,
        stop: watch::Receiver<bool>,
    ) -> Result<Option<Arc<Node>>, StoreError> {
        let store = games.store().clone();
        let Some(cluster) = store.cluster() else {
            return Ok(None);
        };
        let id = new_node_id();
        cluster.join(&id, timing.lease).await?;
        let listener = cluster.listen().await?;
        let (presence_out, presences) = mpsc::unbounded_channel();
        let (chats, told_chats) = mpsc::unbounded_channel();
        let node = Arc::new(Node {
            id,
            games: games.clone(),
            store: store.clone(),
            timing,
            waiting: Mutex::default(),
            answering: RwLock::new(()),
            handing_over: AtomicBool::new(false),
            answer_pause_ms: AtomicU64::new(0),
            relays: Relays::default(),
            presence_out,
            silenced: AtomicBool::new(false),
            pairing: OnceLock::new(),
            chats,
            missing_chats: AtomicBool::new(false),
        });
        tokio::spawn(relay_chats(told_chats));
        games.join_cluster(node.clone());
        tracing::info!(node = %node.id, lease = ?timing.lease, "joined the cluster");
        tokio::spawn(node.clone().heartbeat(stop.clone()));
        tokio::spawn(node.clone().sweep(stop.clone()));
        for _ in 0..RELAY_READERS {
            tokio::spawn(node.clone().read_relays(stop.clone()));
        }
        tokio::spawn(node.clone().tell_presences(presences, stop.clone()));
        tokio::spawn(node.clone().listen(listener, stop));
        Ok(Some(node))
    }

    /// Gives the node the server's quick pairing, told from then on of the stored tickets
    /// (`docs/cluster.md`, "One pool across nodes").
    pub fn set_pairing(&self, pairing: Arc<Pairing>) {
        let _ = self.pairing.set(pairing);
    }

    /// This node's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    fn cluster(&self) -> &dyn ClusterStore {
        #[allow(clippy::expect_used)]
        self.store.cluster().expect("a node's store has a cluster")
    }

    /// The rooms this node drives.
    fn driven(&self) -> Vec<Arc<Room>> {
        self.games
            .hub()
            .rooms()
            .into_iter()
            .filter(|room| !room.is_mirror() && !room.is_finished())
            .collect()
    }

    /// Renews the leases every [`Timing::renew_every`]; a lost lease makes its room a mirror;
    /// no renewal for [`Timing::fence_after`] makes every room a mirror (taken again, with
    /// new epochs, by the sweep once the database answers).
    async fn heartbeat(self: Arc<Self>, mut stop: watch::Receiver<bool>) {
        let mut last_renewal = Instant::now();
        let mut every = tokio::time::interval(self.timing.renew_every());
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = every.tick() => {}
                _ = stop.changed() => return,
            }
            if self.silenced.load(Ordering::Relaxed) {
                continue;
            }
            // A paused process finds its timers late: check before anything else acts.
            if last_renewal.elapsed() >= self.timing.fence_after() {
                self.fence_all("no renewal in time");
            }
            match self.cluster().renew_leases().await {
                Ok(lost) => {
                    if last_renewal.elapsed() < self.timing.fence_after() {
                        last_renewal = Instant::now();
                    } else {
                        // Renewed late: the leases may have been taken meanwhile, so the
                        // rooms stay mirrors and the sweep takes their games again.
                        self.fence_all("renewed too late");
                        last_renewal = Instant::now();
                        // The other nodes may have taken this one for dead and forgotten its
                        // connections: they hear them again.
                        for room in self.games.hub().rooms() {
                            room.tell_presence();
                        }
                    }
                    for game in lost {
                        if let Some(room) = self.games.hub().get(&game) {
                            tracing::info!(game = %game, "lease lost: following its new owner");
                            room.set_mirror(true);
                            self.relays.add(&game, true);
                        }
                    }
                }
                Err(e) => tracing::warn!("leases not renewed: {e}"),
            }
        }
    }

    /// Stops driving every game (self-fencing), and reloads the rooms as mirrors: the
    /// notices of what another node wrote meanwhile may have come while they still took
    /// themselves for owners, so without a reload they would show a stale game until its next
    /// change. The reloads run apart ([`Node::read_relays`]), so that a database away does not
    /// hold up the heartbeat.
    fn fence_all(self: &Arc<Self>, why: &str) {
        let held = self.cluster().held();
        if held.is_empty() {
            return;
        }
        tracing::warn!("{why}: stopping the {} games this node drives", held.len());
        for lease in held {
            self.cluster().forget_lease(&lease.game_id);
            if let Some(room) = self.games.hub().get(&lease.game_id) {
                room.set_mirror(true);
                self.relays.add(&lease.game_id, true);
            }
        }
    }

    /// Takes over games no node drives, every [`Timing::sweep_every`].
    async fn sweep(self: Arc<Self>, mut stop: watch::Receiver<bool>) {
        let mut every = tokio::time::interval(self.timing.sweep_every());
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = every.tick() => {}
                _ = stop.changed() => return,
            }
            if *stop.borrow() {
                return;
            }
            match self.cluster().orphaned_games(100).await {
                Ok(games) => {
                    for game in games {
                        if let Err(e) = self.take_over(&game).await {
                            tracing::warn!(game = %game, "not taken over: {e}");
                        }
                    }
                }
                Err(e) => tracing::debug!("no sweep: {e}"),
            }
            self.forget_dead_nodes().await;
        }
    }

    /// Forgets, in every room, the connections of the nodes whose heartbeat is gone: they
    /// died with them.
    async fn forget_dead_nodes(&self) {
        match self.cluster().live_nodes().await {
            Ok(live) => {
                let live: HashSet<String> = live.into_iter().collect();
                for room in self.games.hub().rooms() {
                    room.keep_nodes(|node| live.contains(node)).await;
                }
            }
            Err(e) => tracing::debug!("the live nodes not read: {e}"),
        }
    }

    /// Sends what this node tells of its connections, in the order told, until `stop`: all
    /// that was queued while the last statement ran, in one statement, as few messages as say
    /// the same ([`coalesce`]). One not sent (the database away) is told again once the
    /// listener reconnects.
    async fn tell_presences(
        self: Arc<Self>,
        mut told: mpsc::UnboundedReceiver<Presence>,
        mut stop: watch::Receiver<bool>,
    ) {
        loop {
            let first = tokio::select! {
                told = told.recv() => match told {
                    Some(told) => told,
                    None => return,
                },
                _ = stop.changed() => return,
            };
            let mut queued = vec![first];
            while queued.len() < PRESENCE_BATCH
                && let Ok(more) = told.try_recv()
            {
                queued.push(more);
            }
            if self.silenced.load(Ordering::Relaxed) {
                continue;
            }
            let queued = coalesce(queued);
            let messages: Vec<(&str, Option<&[u32]>)> = queued
                .iter()
                .map(|(game, counts)| (game.as_str(), counts.as_deref()))
                .collect();
            if let Err(e) = self.cluster().tell_presences(&messages).await {
                tracing::debug!(games = messages.len(), "presence not told: {e}");
            }
        }
    }

    /// For tests: the node stops beating (its row ages, its leases expire) and telling of its
    /// connections, while they stay open: to the other nodes it is dead, as if killed.
    #[doc(hidden)]
    pub fn silence(&self) {
        self.silenced.store(true, Ordering::Relaxed);
    }

    /// For tests: while `missing`, the notices of chat lines said through other nodes are
    /// lost, as they are while the listener is cut (its reconnection makes up for them).
    #[doc(hidden)]
    pub fn miss_chats(&self, missing: bool) {
        self.missing_chats.store(missing, Ordering::Relaxed);
    }

    /// Takes a game's lease if no node drives it, then loads it (after the lease: every write
    /// of the previous owner is in) and drives it.
    pub async fn take_over(&self, game: &str) -> Result<bool, String> {
        let Some(lease) = self.cluster().take_lease(game).await.map_err(|e| e.to_string())? else {
            return Ok(false);
        };
        let room = match self.games.hub().get(game) {
            Some(room) => room,
            None => {
                let stored = match self.store.load_game(game).await {
                    Ok(Some(stored)) => stored,
                    Ok(None) => return Ok(false),
                    Err(e) => {
                        self.cluster().forget_lease(game);
                        return Err(e.to_string());
                    }
                };
                let seats = stored.game.seats.clone();
                let room = Room::mirror_of(stored, self.store.clone(), self.games_time())?;
                self.games.insert(room, &seats)
            }
        };
        let driverless_ms = lease.driverless_ms.map_or(0, |ms| u64::try_from(ms).unwrap_or(0));
        if let Err(e) = room.take_over(lease.epoch, driverless_ms).await {
            self.cluster().forget_lease(game);
            room.set_mirror(true);
            return Err(e);
        }
        if lease.driverless_ms.is_some() {
            crate::metrics::takeover();
            tracing::info!(game = %game, epoch = lease.epoch, driverless_ms = ?lease.driverless_ms, "taken over");
        }
        // Calls forwarded to the previous owner and never taken are this node's now.
        self.answer_pending().await;
        Ok(true)
    }

    fn games_time(&self) -> crate::time::Time {
        self.games.time()
    }

    /// Reads the games queued in [`Node::relays`] for their mirrors, in batches, until `stop`.
    async fn read_relays(self: Arc<Self>, mut stop: watch::Receiver<bool>) {
        loop {
            tokio::select! {
                _ = self.relays.wake.notified() => {}
                _ = stop.changed() => return,
            }
            loop {
                let batch = self.relays.take();
                if batch.is_empty() {
                    break;
                }
                let rooms: Vec<(Arc<Room>, bool)> = batch
                    .iter()
                    .filter_map(|(game, whole)| {
                        let room = self.games.hub().get(game)?;
                        room.is_mirror().then_some((room, *whole))
                    })
                    .collect();
                if let Err(e) = self.relay(&rooms).await {
                    tracing::debug!("{} mirrors not brought up to date: {e}", rooms.len());
                }
                if self.relays.done(&batch) {
                    // Another reader may be asleep: games told of during this read wait.
                    self.relays.wake.notify_one();
                }
            }
        }
    }

    /// Brings mirrors up to date with their games as stored (a mirror following its owner):
    /// one read of what changed for all of them — each game's actions after the mirror's last
    /// one (the last one read again, to see that it is still there), its seats, status,
    /// offers and clocks — then, for the games where that does not meet what the mirror held
    /// (actions taken back and played again), or asked for `whole`, one read of them whole.
    async fn relay(&self, rooms: &[(Arc<Room>, bool)]) -> Result<(), StoreError> {
        if rooms.is_empty() {
            return Ok(());
        }
        let mut known: HashMap<&str, (Option<Arc<StoredGame>>, i32)> = HashMap::new();
        for (room, whole) in rooms {
            let held = if *whole { None } else { room.mirrored() };
            let from = held.as_ref().map_or(0, |g| {
                i32::try_from(g.actions.len().saturating_sub(1)).unwrap_or(0)
            });
            known.insert(room.id.as_str(), (held, from));
        }
        let wanted: Vec<(String, i32)> = known
            .iter()
            .map(|(game, (_, from))| (game.to_string(), *from))
            .collect();
        let mut whole = Vec::new();
        for read in self.cluster().games_after_ply(&wanted).await? {
            let game = read.game.game.id.clone();
            let Some(((held, from), room)) = known
                .get(game.as_str())
                .zip(rooms.iter().find(|(room, _)| room.id == game))
            else {
                continue;
            };
            if held.as_ref().is_some_and(|h| h.revision == read.game.revision) {
                continue;
            }
            match merged(held.as_deref(), *from, read) {
                Some(stored) => self.follow(&room.0, stored).await,
                None => whole.push((game, 0)),
            }
        }
        for read in self.cluster().games_after_ply(&whole).await? {
            if let Some((room, _)) = rooms.iter().find(|(room, _)| room.id == read.game.game.id)
                && let Some(stored) = merged(None, 0, read)
            {
                self.follow(room, stored).await;
            }
        }
        Ok(())
    }

    /// A mirror takes its game as stored now.
    async fn follow(&self, room: &Room, stored: StoredGame) {
        if let Err(e) = room.reload(Arc::new(stored)).await {
            tracing::warn!(game = %room.id, "not reloaded: {e}");
        }
    }

    /// Follows the channels: changes of games (mirrors reload), calls forwarded to this node,
    /// answers to this node's calls; after a reconnect, what may have been missed.
    async fn listen(
        self: Arc<Self>,
        mut listener: quartet_store::cluster::ClusterListener,
        mut stop: watch::Receiver<bool>,
    ) {
        loop {
            let notice = tokio::select! {
                notice = listener.recv() => notice,
                _ = stop.changed() => return,
            };
            match notice {
                Ok(Notice::GameChanged { game_id, node }) => {
                    if node != self.id
                        && let Some(room) = self.games.hub().get(&game_id)
                        && room.is_mirror()
                    {
                        self.relays.add(&game_id, false);
                    }
                }
                Ok(Notice::ChatSaid {
                    game_id,
                    node,
                    room: chat,
                    n,
                    sender,
                }) => {
                    if node != self.id
                        && !self.missing_chats.load(Ordering::Relaxed)
                        && let Some(room) = self.games.hub().get(&game_id)
                    {
                        // Read apart, in the order told: the listener never waits for it.
                        let _ = self.chats.send((room, ChatNews::Said(chat, n, sender)));
                    }
                }
                Ok(Notice::AccountDeleted { account_id, node }) => {
                    if node != self.id {
                        self.games.account_deleted_here(&account_id).await;
                    }
                }
                Ok(Notice::SeatsClaimed { game_id, node }) => {
                    if node != self.id {
                        self.games.seats_claimed_here(&[game_id]).await;
                    }
                }
                Ok(Notice::Presence {
                    game_id,
                    node,
                    counts,
                }) => {
                    if node != self.id
                        && let Some(room) = self.games.hub().get(&game_id)
                    {
                        match counts {
                            Some(counts) => room.presence_told(&node, counts).await,
                            None => room.tell_presence(),
                        }
                    }
                }
                Ok(Notice::Request(id)) => {
                    let node = self.clone();
                    tokio::spawn(async move { node.answer_request(id).await });
                }
                Ok(Notice::TicketPut) => {
                    if let Some(pairing) = self.pairing.get() {
                        pairing.ticket_stored();
                    }
                }
                Ok(Notice::Ticket(news)) => {
                    if let Some(pairing) = self.pairing.get() {
                        pairing.told(news);
                    }
                }
                Ok(Notice::Answer(id)) => {
                    if let Ok(mut waiting) = self.waiting.lock()
                        && let Some(waiter) = waiting.remove(&id)
                    {
                        let _ = waiter.send(());
                    }
                }
                Ok(Notice::Reconnected) => {
                    tracing::info!("the cluster's listener reconnected: catching up");
                    for room in self.games.hub().rooms() {
                        if room.is_mirror() {
                            self.relays.add(&room.id, true);
                        }
                        // Presence told meanwhile, either way, may have been missed, and
                        // chat lines.
                        room.tell_presence();
                        self.ask_presence(&room.id);
                        let _ = self.chats.send((room.clone(), ChatNews::Missed));
                    }
                    self.answer_pending().await;
                    // Answers may have been missed too: the waiting calls look for them.
                    if let Ok(mut waiting) = self.waiting.lock() {
                        for (_, waiter) in waiting.drain() {
                            let _ = waiter.send(());
                        }
                    }
                }
                Err(e) => {
                    tracing::debug!("the cluster's listener: {e}");
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
            }
        }
    }

    /// Answers every call forwarded to this node's games and not taken yet.
    async fn answer_pending(&self) {
        match self.cluster().pending_requests().await {
            Ok(ids) => {
                for id in ids {
                    self.answer_request(id).await;
                }
            }
            Err(e) => tracing::debug!("pending requests not read: {e}"),
        }
    }

    /// For tests: each forwarded call this node makes waits `pause` before its answer is
    /// stored (a node slow to answer, or stopped in between).
    #[doc(hidden)]
    pub fn pause_answers(&self, pause: Duration) {
        let ms = u64::try_from(pause.as_millis()).unwrap_or(u64::MAX);
        self.answer_pause_ms.store(ms, Ordering::Relaxed);
    }

    /// Takes a forwarded call (once, ever), makes it on the room, answers. A node handing its
    /// games over takes none: the next owner does ([`Node::answer_pending`]).
    async fn answer_request(&self, id: i64) {
        let _answering = self.answering.read().await;
        if self.handing_over.load(Ordering::Acquire) {
            return;
        }
        let request = match self.cluster().take_request(id).await {
            Ok(Some(request)) => request,
            Ok(None) => return,
            Err(e) => {
                tracing::debug!(request = id, "not taken: {e}");
                return;
            }
        };
        let answer = match self.make_call(&request).await {
            Ok(()) => "ok".to_string(),
            Err(e) => format!("{REFUSED}{}", crate::http::error::carry(e).whole),
        };
        let pause = self.answer_pause_ms.load(Ordering::Relaxed);
        if pause > 0 {
            tokio::time::sleep(Duration::from_millis(pause)).await;
        }
        if let Err(e) = self.cluster().answer_request(&request, &answer).await {
            tracing::warn!(request = id, "not answered: {e}");
        }
    }

    async fn make_call(&self, request: &GameRequest) -> Result<(), RoomError> {
        let Ok(call) = serde_json::from_str::<Call>(&request.request) else {
            // A node of another version: it is told nothing changed here.
            tracing::warn!(request = request.id, "an unreadable forwarded call");
            return Err(RoomError::NotOwner {
                game: request.game_id.clone(),
            });
        };
        let room = self.games.room(&request.game_id).await.map_err(|e| {
            tracing::warn!(game = %request.game_id, "a forwarded call's game not loaded: {e}");
            RoomError::NotOwner {
                game: request.game_id.clone(),
            }
        })?;
        room.answer_forwarded(call).await
    }

    /// Stops driving: the forwarded calls made are answered first (a call made and never
    /// answered would leave its asker to guess; those not taken yet are left to the next
    /// owners), then every lease is released at once (the other nodes take the games at their
    /// next sweep), every room a mirror.
    pub async fn hand_over(&self) {
        self.handing_over.store(true, Ordering::Release);
        let answered = tokio::time::timeout(self.timing.answer_within(), self.answering.write()).await;
        if answered.is_err() {
            tracing::warn!("forwarded calls still unanswered: handing the games over all the same");
        }
        for room in self.driven() {
            room.set_mirror(true);
        }
        match self.cluster().release_all().await {
            Ok(games) => tracing::info!("{} games handed over to the other nodes", games.len()),
            Err(e) => tracing::warn!("leases not released (they expire by themselves): {e}"),
        }
    }
}

#[async_trait]
impl Forward for Node {
    fn tell_presence(&self, game: &str, counts: Vec<u32>) {
        let _ = self.presence_out.send((game.to_string(), Some(counts)));
    }

    fn ask_presence(&self, game: &str) {
        let _ = self.presence_out.send((game.to_string(), None));
    }

    async fn forward(&self, game: &str, call: Call) -> Result<(), RoomError> {
        let not_owner = || RoomError::NotOwner {
            game: game.to_string(),
        };
        let holder = self.cluster().lease_holder(game).await?;
        let Some(holder) = holder.filter(|h| h.live && h.owner != self.id) else {
            // No node drives it now: take it (the sweep would) and make the call here.
            if self.take_over(game).await.unwrap_or(false)
                && let Some(room) = self.games.hub().get(game)
            {
                return room.answer_forwarded(call).await;
            }
            return Err(not_owner());
        };
        let text = serde_json::to_string(&call).map_err(|_| not_owner())?;
        let (told, answered) = oneshot::channel();
        let id = self.cluster().put_request(game, &holder.owner, &text).await?;
        if let Ok(mut waiting) = self.waiting.lock() {
            waiting.insert(id, told);
        }
        let mut deadline = tokio::time::Instant::now() + self.timing.answer_within();
        let mut answered = answered;
        let mut taken = false;
        let outcome = loop {
            // The notice, or a look every half second (a notice may be lost).
            let _ = tokio::time::timeout(Duration::from_millis(500), &mut answered).await;
            if let Some(answer) = self.cluster().request_answer(id).await? {
                break match answer.as_str() {
                    "ok" => Ok(()),
                    other => match other.strip_prefix(REFUSED) {
                        Some(whole) => Err(RoomError::Refused(Box::new(crate::http::error::read_carried(
                            whole,
                        )))),
                        // The owner's own "nothing changed" (a call it could not read, or a
                        // game it could not load).
                        None => Err(not_owner()),
                    },
                };
            }
            if tokio::time::Instant::now() >= deadline {
                // No answer in time: a call no node took is withdrawn (never made later, so
                // "nothing changed" is true); one taken is being made: its answer is awaited
                // a while longer, and then the client is told that it may have been made.
                if taken {
                    break Err(RoomError::Unanswered {
                        game: game.to_string(),
                    });
                }
                if self.cluster().withdraw_request(id).await? {
                    break Err(not_owner());
                }
                taken = true;
                deadline = tokio::time::Instant::now() + self.timing.answer_within();
            }
            if answered.is_terminated() {
                let (told, again) = oneshot::channel();
                if let Ok(mut waiting) = self.waiting.lock() {
                    waiting.insert(id, told);
                }
                answered = again;
            }
        };
        if let Ok(mut waiting) = self.waiting.lock() {
            waiting.remove(&id);
        }
        // Read what the owner did before answering (the client then sees it at once).
        if let Some(room) = self.games.hub().get(game)
            && room.is_mirror()
            && let Err(e) = self.relay(&[(room, false)]).await
        {
            tracing::debug!(game = %game, "the mirror not brought up to date: {e}");
        }
        outcome
    }
}

#[cfg(test)]
mod tests {
    use quartet_store::{NewGame, Offers, Status, StoredAction};

    use super::*;

    #[test]
    fn presences_queued_are_told_as_the_last_counts_and_one_question_a_game() {
        let told = |game: &str, counts: Option<&[u32]>| (game.to_string(), counts.map(<[u32]>::to_vec));
        let queued = vec![
            told("a", Some(&[1, 0, 0])),
            told("b", None),
            told("a", None),
            told("a", Some(&[1, 1, 0])),
            told("b", None),
            told("c", Some(&[0, 0, 2])),
            told("a", Some(&[0, 1, 3])),
        ];
        assert_eq!(
            coalesce(queued),
            vec![
                told("a", Some(&[0, 1, 3])),
                told("b", None),
                told("a", None),
                told("c", Some(&[0, 0, 2])),
            ]
        );
        assert_eq!(coalesce(Vec::new()), Vec::<Presence>::new());
    }

    fn stored(actions: &[(&str, i64)], revision: i64) -> StoredGame {
        StoredGame {
            game: NewGame {
                id: "g".into(),
                kind: "quarto".into(),
                rules: String::new(),
                seed: 0,
                start: None,
                time_control: "none".into(),
                created_at: 0,
                seats: Vec::new(),
                hints: false,
                rated: None,
                chat: true,
            },
            status: Status::Live,
            actions: actions
                .iter()
                .enumerate()
                .map(|(ply, (action, at))| StoredAction {
                    ply: i32::try_from(ply).unwrap(),
                    seat: i32::try_from(ply % 2).unwrap(),
                    action: (*action).into(),
                    at: *at,
                })
                .collect(),
            ending: None,
            updated_at: 0,
            revision,
            started_at: None,
            clock: None,
            rematch: None,
            offers: Offers::default(),
        }
    }

    /// What a mirror reads from ply `from` of `now`.
    fn read_from(now: &StoredGame, from: usize) -> GameAfter {
        let mut game = now.clone();
        game.actions = now.actions.get(from..).unwrap_or_default().to_vec();
        GameAfter {
            game,
            plies: i32::try_from(now.actions.len()).unwrap(),
        }
    }

    #[test]
    fn a_mirror_adds_what_is_new_to_what_it_held() {
        let held = stored(&[("a", 1), ("b", 2)], 3);
        let now = stored(&[("a", 1), ("b", 2), ("c", 3), ("d", 4)], 5);
        assert_eq!(merged(Some(&held), 1, read_from(&now, 1)), Some(now.clone()));
        // Nothing new but the rest of the game (an offer, a seat): the same actions.
        let offered = stored(&[("a", 1), ("b", 2)], 4);
        assert_eq!(merged(Some(&held), 1, read_from(&offered, 1)), Some(offered));
        // From 0 the read is the whole game, whatever was held.
        assert_eq!(merged(None, 0, read_from(&now, 0)), Some(now));
    }

    #[test]
    fn actions_taken_back_past_what_was_read_again_need_the_whole_game() {
        let held = stored(&[("a", 1), ("b", 2), ("c", 3)], 4);
        // Two taken back, another played: ply 2 is not the one held.
        let replayed = stored(&[("a", 1), ("x", 9)], 6);
        assert_eq!(merged(Some(&held), 2, read_from(&replayed, 2)), None);
        // One taken back and another played at once: ply 2 differs.
        let other = stored(&[("a", 1), ("b", 2), ("y", 9)], 6);
        assert_eq!(merged(Some(&held), 2, read_from(&other, 2)), None);
        // Taken back to before the ply read again: gone.
        let shorter = stored(&[("a", 1), ("b", 2)], 5);
        assert_eq!(merged(Some(&held), 2, read_from(&shorter, 2)), None);
        // Nothing held (a room that drove the game until now): whole.
        assert_eq!(merged(None, 2, read_from(&held, 2)), None);
    }
}
