//! A room: one game being played, the authoritative state the server keeps for it — a state
//! machine ([`RoomState`], the rules of seats, turns, clocks, take-backs and endings), a driver
//! task ([`driver`]: clock deadlines and bots) and its subscribers (every connection gets each
//! new [`Snapshot`]).
//!
//! Every change goes the same way, under the room's lock: it is tried on a copy of the state,
//! its writes are made in the store, and only then the copy is kept and announced — a refused
//! change, or one the store could not save, leaves the game exactly as it was.
//!
//! The room answers only to calls ([`Room::play_text`], [`Room::resign`], …) and knows nothing
//! of HTTP or of other rooms, so a later node that does not drive a game can forward those calls
//! to the one that does.

mod between;
pub mod chat;
pub mod driver;
pub mod forward;
pub mod presence;
pub mod state;

use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;

use quartet_core::AnyGame;
use quartet_store::{GameStore, Seat, Status, StoredGame};
use tokio::sync::{Mutex, Notify, watch};

pub use state::{Act, ClaimRefusal, Offer, RoomError, RoomState, Transition, Write};

pub use forward::{Call, Forward, Refusal};
pub use presence::Presence;

use crate::metrics::{self, Actor, StoreWrite};
use crate::model::{HistoryEntry, Rematch, Settings, Taker};
use crate::snapshot::Snapshot;
use crate::time::Time;
use crate::token;

/// One game being played: see the module docs.
pub struct Room {
    /// The game's id.
    pub id: String,
    store: Arc<dyn GameStore>,
    time: Time,
    state: Mutex<RoomState>,
    snapshot: watch::Sender<Arc<Snapshot>>,
    /// Open connections per seat (for the seats' `connected`), and spectators at the end, on
    /// this node and as the other nodes told; by seat, when its last connection anywhere
    /// closed: what a claim of the game counts ([`presence`]).
    presence: StdMutex<Presence>,
    wake: Notify,
    version: AtomicU64,
    /// A change of the spectators waits to be published.
    spectators_pending: AtomicBool,
    /// When the game was last touched (ms): changed, or a player connected or left.
    touched: AtomicU64,
    /// The client that created the game, while the server runs (never stored).
    creator: StdMutex<Option<std::net::IpAddr>>,
    /// Another node drives the game (several nodes on one database): this room is its mirror,
    /// which never writes; its state is reloaded from the store ([`Room::reload`]) and the
    /// calls of its clients go to the owner ([`forward`]).
    mirror: AtomicBool,
    /// The epoch of the lease under which this node last took the game ([`Room::take_over`];
    /// 0: never).
    driven_epoch: AtomicI64,
    /// Where a mirror sends its clients' calls.
    forwarder: std::sync::OnceLock<Arc<dyn Forward>>,
    /// The game as stored that a mirror last replayed: its actions are what a mirror already
    /// holds (it then reads only the later ones), its revision the oldest it takes.
    mirrored: StdMutex<Option<Arc<StoredGame>>>,
    /// The chat's lines as they are said, to every connection ([`chat`]).
    chat: tokio::sync::broadcast::Sender<(quartet_store::ChatRoom, quartet_store::ChatLine)>,
    /// The chat's rate limit per sender.
    chat_limiter: StdMutex<chat::ChatLimiter>,
    /// The chat's lines told lately ([`chat::ChatTold`]).
    chat_told: StdMutex<chat::ChatTold>,
    /// How long a seat of a real-time or untimed game between people has for its first turn
    /// (ms; [`RoomState::first_turn_deadline`]).
    first_turn_ms: AtomicU64,
}

/// Spectators coming and going are published together, at most once in this time (a crowd
/// arriving costs one message to each connection, not one per arrival).
const SPECTATORS_DELAY: Duration = Duration::from_millis(300);

impl Room {
    /// A room for a game in `state`, stored in `store`, timed by `time`.
    pub fn new(id: String, store: Arc<dyn GameStore>, time: Time, state: RoomState) -> Arc<Room> {
        let presence = Presence::new(state.seats.len(), time.now());
        let snapshot = state.snapshot(&id, &presence.summed(), &presence.left(), state::FIRST_TURN_MS);
        let version = state.version;
        let touched = AtomicU64::new(time.now());
        Arc::new(Room {
            id,
            store,
            time,
            state: Mutex::new(state),
            snapshot: watch::channel(Arc::new(snapshot)).0,
            presence: StdMutex::new(presence),
            wake: Notify::new(),
            version: AtomicU64::new(version),
            spectators_pending: AtomicBool::new(false),
            touched,
            creator: StdMutex::new(None),
            mirror: AtomicBool::new(false),
            driven_epoch: AtomicI64::new(0),
            forwarder: std::sync::OnceLock::new(),
            mirrored: StdMutex::new(None),
            chat: tokio::sync::broadcast::channel(64).0,
            chat_limiter: StdMutex::new(chat::ChatLimiter::default()),
            chat_told: StdMutex::new(chat::ChatTold::default()),
            first_turn_ms: AtomicU64::new(state::FIRST_TURN_MS),
        })
    }

    /// Sets how long a seat of a real-time or untimed game between people has for its first
    /// turn before the game is aborted (ms; [`state::FIRST_TURN_MS`] unless set).
    pub fn set_first_turn_ms(&self, ms: u64) {
        self.first_turn_ms.store(ms, Ordering::Relaxed);
        if let Ok(st) = self.state.try_lock() {
            // Shown with the state: published again with this time.
            self.publish(&st);
        }
        self.wake.notify_one();
    }

    fn first_turn_ms(&self) -> u64 {
        self.first_turn_ms.load(Ordering::Relaxed)
    }

    /// A new game's room (already stored): its table starts now if every seat is taken.
    pub fn create(
        id: String,
        store: Arc<dyn GameStore>,
        time: Time,
        settings: Settings,
        seats: Vec<Seat>,
        start: AnyGame,
    ) -> Arc<Room> {
        let state = RoomState::new(settings, seats, start, time.now());
        Room::new(id, store, time, state)
    }

    /// Notes the creator's client on the creator's seats (see [`RoomState::note_creator`]).
    pub async fn note_creator(&self, client: Option<std::net::IpAddr>) {
        if let Ok(mut creator) = self.creator.lock() {
            *creator = client;
        }
        self.state.lock().await.note_creator(client);
    }

    /// The client that created the game (while the server runs: not known after a restart).
    pub fn creator(&self) -> Option<std::net::IpAddr> {
        self.creator.lock().ok().and_then(|c| *c)
    }

    /// When the game was last touched (ms since the epoch): changed, or a player connected or
    /// left; a resumed game's last stored change.
    pub fn touched(&self) -> u64 {
        self.touched.load(Ordering::Relaxed)
    }

    fn touch(&self) {
        self.touched.fetch_max(self.time.now(), Ordering::Relaxed);
    }

    /// Whether a seat's holder is connected now (to any node).
    pub fn players_connected(&self) -> bool {
        self.presence
            .lock()
            .map(|p| p.players_connected())
            .unwrap_or(false)
    }

    /// Cancels the game if it still waits for its players and was not touched since `before`
    /// (ms) with no player connected (see [`RoomState::expire`]); whether it did.
    pub async fn expire_untouched(&self, before: u64) -> Result<bool, RoomError> {
        let mut st = self.state.lock().await;
        if st.status() != Status::Open || self.touched() >= before || self.players_connected() {
            return Ok(false);
        }
        let mut next = st.clone();
        let transition = next.expire(self.time.now())?;
        self.commit(&mut st, next, transition).await?;
        Ok(true)
    }

    /// A room for a stored game, replayed (see [`RoomState::restore`]); an ending found on the
    /// way (a clock that ran out while the server was down) is stored first.
    pub async fn restore(
        stored: StoredGame,
        store: Arc<dyn GameStore>,
        time: Time,
    ) -> Result<Arc<Room>, String> {
        let (state, ending) = RoomState::restore(&stored, time.now())?;
        if let Some(ending) = ending {
            write_to(&*store, &stored.game.id, &ending)
                .await
                .map_err(|e| format!("cannot store the ending: {e}"))?;
        }
        let touched = stored.updated_at.max(stored.game.created_at).max(0) as u64;
        let room = Room::new(stored.game.id, store, time, state);
        room.touched.store(touched, Ordering::Relaxed);
        Ok(room)
    }

    /// A mirror of a stored game that another node drives: replayed as it is stored, with no
    /// write (an ending found on the way is the owner's to store).
    pub fn mirror_of(stored: StoredGame, store: Arc<dyn GameStore>, time: Time) -> Result<Arc<Room>, String> {
        let (state, _) = RoomState::restore(&stored, time.now())?;
        let touched = stored.updated_at.max(stored.game.created_at).max(0) as u64;
        let room = Room::new(stored.game.id.clone(), store, time, state);
        room.touched.store(touched, Ordering::Relaxed);
        room.mirror.store(true, Ordering::Release);
        if let Ok(mut mirrored) = room.mirrored.lock() {
            *mirrored = Some(Arc::new(stored));
        }
        Ok(room)
    }

    /// Whether another node drives this game (see [`forward`]).
    pub fn is_mirror(&self) -> bool {
        self.mirror.load(Ordering::Acquire)
    }

    /// Makes this room a mirror (the node lost the game's lease) or its driver (the node took
    /// it: the state must have been reloaded after taking it). The driver wakes to see it.
    pub fn set_mirror(&self, mirror: bool) {
        self.mirror.store(mirror, Ordering::Release);
        self.wake.notify_one();
    }

    /// Where a mirror's calls go (set once).
    pub fn set_forwarder(&self, forwarder: Arc<dyn Forward>) {
        let _ = self.forwarder.set(forwarder);
    }

    /// Replaces the state with the game as stored now (a mirror following its owner), and
    /// announces it if it changed. The version never goes back, and neither does the game: a
    /// stored game older than the one last replayed (two reads crossing) is left aside. A room
    /// that drives its game by the time the read is in (the node took the game meanwhile) keeps
    /// its own state, which is newer than any read made before its own changes.
    pub async fn reload(&self, stored: Arc<StoredGame>) -> Result<(), String> {
        let (state, _) = RoomState::restore(&stored, self.time.now())?;
        let mut st = self.state.lock().await;
        // A mirror never shows an ending undone: a read without it is older than what it shows.
        // (The owner's own ending not stored yet, in an outage, is its to store: `take_over`.)
        if !self.is_mirror() || (st.status() == Status::Finished && state.status() != Status::Finished) {
            return Ok(());
        }
        if let Ok(mut mirrored) = self.mirrored.lock() {
            if mirrored
                .as_ref()
                .is_some_and(|last| last.revision > stored.revision)
            {
                return Ok(());
            }
            *mirrored = Some(stored);
        }
        self.replace_locked(&mut st, state);
        Ok(())
    }

    /// The game as stored that this mirror last replayed ([`Room::reload`]), if any.
    pub fn mirrored(&self) -> Option<Arc<StoredGame>> {
        self.mirrored.lock().ok().and_then(|m| m.clone())
    }

    /// This node took the game's lease, of epoch `epoch`: the game as stored now (read under
    /// the room's lock, so that no call of this room comes between the read and the
    /// replacement), driven from here on. The seat whose clock runs gets back the
    /// `driverless_ms` the game had no driver (stored as a correction of the clocks), and an
    /// ending found on the way (a clock that ran out all the same) is stored. A room that
    /// drives the game under that very lease already (two takeovers at once: the sweep's and
    /// a forwarded call's) keeps its state: nothing was written by another node since, and
    /// the store may not yet hold what this room made meanwhile.
    pub async fn take_over(&self, epoch: i64, driverless_ms: u64) -> Result<(), String> {
        let mut st = self.state.lock().await;
        if !self.is_mirror() && self.driven_epoch.load(Ordering::Acquire) == epoch {
            return Ok(());
        }
        let stored = self
            .store
            .load_game(&self.id)
            .await
            .map_err(|e| e.to_string())?
            .ok_or_else(|| format!("game {} is not stored", self.id))?;
        let (state, writes) = RoomState::restore_credited(&stored, self.time.now(), driverless_ms)?;
        for write in &writes {
            self.write(write)
                .await
                .map_err(|e| format!("cannot store {}: {e}", write_name(write)))?;
        }
        self.replace_locked(&mut st, state);
        if let Ok(mut mirrored) = self.mirrored.lock() {
            *mirrored = None;
        }
        self.driven_epoch.store(epoch, Ordering::Release);
        self.set_mirror(false);
        Ok(())
    }

    /// [`Room::replace`], the state's lock held.
    fn replace_locked(&self, st: &mut RoomState, mut state: RoomState) {
        if state.version <= st.version
            && state.history.len() == st.history.len()
            && state.status() == st.status()
            && state.draw_offer == st.draw_offer
            && state.take_back == st.take_back
        {
            return;
        }
        state.version = state.version.max(st.version);
        *st = state;
        self.changed(st);
    }

    /// The latest snapshot, and a receiver told of every new one.
    pub fn subscribe(&self) -> watch::Receiver<Arc<Snapshot>> {
        self.snapshot.subscribe()
    }

    /// The latest snapshot.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.snapshot.borrow().clone()
    }

    /// The room's time now.
    pub fn now(&self) -> u64 {
        self.time.now()
    }

    /// The current version (changes with every change of the game).
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Relaxed)
    }

    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.snapshot.borrow().status == Status::Finished
    }

    /// How many connections watch this room.
    pub fn watchers(&self) -> usize {
        self.snapshot.receiver_count()
    }

    /// The seats that these tokens hold (each token must hold one).
    pub async fn seats_of(&self, tokens: &[String]) -> Result<Vec<usize>, RoomError> {
        let hashes: Vec<String> = tokens.iter().map(|t| token::hash_token(t)).collect();
        self.state.lock().await.seats_of(&hashes, &self.id)
    }

    /// Publishes the state after a change and wakes the driver.
    fn changed(&self, st: &mut RoomState) {
        self.touch();
        st.version += 1;
        self.version.store(st.version, Ordering::Relaxed);
        self.publish(st);
        self.wake.notify_one();
    }

    fn publish(&self, st: &RoomState) {
        let (presence, left) = self
            .presence
            .lock()
            .map(|p| (p.summed(), p.left()))
            .unwrap_or_default();
        self.snapshot.send_replace(Arc::new(st.snapshot(
            &self.id,
            &presence,
            &left,
            self.first_turn_ms(),
        )));
    }

    /// By seat, when its last connection anywhere closed (`None` while connected).
    fn left(&self) -> Vec<Option<u64>> {
        self.presence.lock().map(|p| p.left()).unwrap_or_default()
    }

    /// A client's call: made here when this node drives the game; on a mirror, checked on a
    /// copy of the state (a refusal answers at once, in the rules' words) and then sent to the
    /// owner, whose answer is the answer — its refusal whole, [`RoomError::NotOwner`] when no
    /// owner took it (the client tries again), or [`RoomError::Unanswered`] when one took it
    /// and did not answer in time (the client reads the game before trying again). (The mirror
    /// never answers for the owner from the game as it stands later: the call may have been
    /// made meanwhile.)
    async fn call(
        &self,
        call: Call,
        change: impl FnOnce(&mut RoomState, u64) -> Result<Transition, RoomError>,
    ) -> Result<(), RoomError> {
        let mut st = self.state.lock().await;
        let mut next = st.clone();
        let transition = change(&mut next, self.time.now())?;
        if self.is_mirror()
            && let Some(forwarder) = self.forwarder.get().cloned()
        {
            drop(st);
            return forwarder.forward(&self.id, call).await;
        }
        self.commit(&mut st, next, transition).await
    }

    /// Makes a call forwarded by a mirror on another node, as its client's call here.
    pub async fn answer_forwarded(&self, call: Call) -> Result<(), RoomError> {
        if self.is_mirror() {
            return Err(RoomError::NotOwner {
                game: self.id.clone(),
            });
        }
        match call {
            Call::Play { held, text } => self.play_text(&held, &text).await,
            Call::Resign { held } => self.resign(&held).await,
            Call::Cancel { held } => self.cancel(&held).await,
            Call::Undo { held } => self.undo(&held).await,
            Call::Abort { held } => self.abort(&held).await,
            Call::Offer { held, what } => self.offer(&held, what).await,
            Call::Answer { held, what, accept } => self.answer(&held, what, accept).await,
            Call::Claim { held, win, after_ms } => {
                self.claim(&held, win, Duration::from_millis(after_ms)).await
            }
            Call::ClaimSeat {
                seat,
                taker,
                token_hash,
            } => self.claim_seat_hashed(seat, taker, token_hash).await,
        }
    }

    async fn commit(
        &self,
        st: &mut RoomState,
        next: RoomState,
        transition: Transition,
    ) -> Result<(), RoomError> {
        for (write, required) in &transition.writes {
            if let Err(e) = self.write(write).await {
                if let quartet_store::StoreError::Fenced(_) = e {
                    // Another node drives the game now: this room follows it from here on.
                    self.set_mirror(true);
                    return Err(e.into());
                }
                if *required {
                    return Err(RoomError::Storage(e));
                }
                tracing::warn!(game = %self.id, "not stored ({}): {e}", write_name(write));
                if let Write::Finish(_) | Write::FinishRated { .. } = write {
                    // The game is over all the same: its ending is stored once the store is back.
                    retry_until_stored(self.store.clone(), self.id.clone(), write.clone());
                }
            }
        }
        *st = next;
        self.changed(st);
        transition.answer
    }

    async fn write(&self, write: &Write) -> Result<(), quartet_store::StoreError> {
        write_to(&*self.store, &self.id, write).await
    }

    /// Notes a connection of a viewer holding `held` (an empty list: a spectator).
    pub async fn connect(self: &Arc<Self>, held: &[usize]) {
        self.presence_change(held, true).await;
    }

    /// Notes the end of a connection.
    pub async fn disconnect(self: &Arc<Self>, held: &[usize]) {
        self.presence_change(held, false).await;
    }

    /// Counts a connection in or out and publishes the seats' presence at once; the spectators'
    /// count a little later ([`SPECTATORS_DELAY`]), with whatever else came meanwhile.
    /// A seat going to or from no connection here is told to the other nodes at once (under
    /// the lock, so they hear the changes in order).
    async fn presence_change(self: &Arc<Self>, held: &[usize], up: bool) {
        {
            let Ok(mut p) = self.presence.lock() else { return };
            let slots: Vec<usize> = if held.is_empty() {
                vec![p.spectators()]
            } else {
                held.to_vec()
            };
            if p.count(&slots, up, self.time.now())
                && let Some(forwarder) = self.forwarder.get()
            {
                forwarder.tell_presence(&self.id, p.own());
            }
        }
        if !held.is_empty() {
            self.touch();
            let st = self.state.lock().await;
            self.publish(&st);
            // A game every person left may end as abandoned: the driver plans for it.
            self.wake.notify_one();
        } else if !self.spectators_pending.swap(true, Ordering::AcqRel) {
            let room = self.clone();
            tokio::spawn(async move {
                tokio::time::sleep(SPECTATORS_DELAY).await;
                room.spectators_pending.store(false, Ordering::Release);
                room.tell_presence();
                let st = room.state.lock().await;
                room.publish(&st);
            });
        }
    }

    /// Tells the other nodes this node's connections to the game (under the presence's lock,
    /// so in order with the changes told from `Room::presence_change`).
    pub fn tell_presence(&self) {
        if let (Ok(p), Some(forwarder)) = (self.presence.lock(), self.forwarder.get()) {
            forwarder.tell_presence(&self.id, p.own());
        }
    }

    /// Node `node` told its connections to the game (per seat, then the spectators): the room
    /// shows the sum, and tells its connections if it changed.
    pub async fn presence_told(&self, node: &str, counts: Vec<u32>) {
        let changed = self
            .presence
            .lock()
            .map(|mut p| p.told(node, counts, self.time.now()))
            .unwrap_or(false);
        if changed {
            self.presence_published().await;
        }
    }

    /// Forgets the connections of the nodes that are not `alive` (they died with them).
    pub async fn keep_nodes(&self, alive: impl Fn(&str) -> bool) {
        let changed = self
            .presence
            .lock()
            .map(|mut p| p.told_by_others() && p.keep_nodes(alive, self.time.now()))
            .unwrap_or(false);
        if changed {
            self.presence_published().await;
        }
    }

    /// Publishes a change of presence told by another node.
    async fn presence_published(&self) {
        self.touch();
        let st = self.state.lock().await;
        self.publish(&st);
    }

    /// Plays an action written in the game's notation for the viewer holding `held`.
    pub async fn play_text(&self, held: &[usize], text: &str) -> Result<(), RoomError> {
        let arrived = std::time::Instant::now();
        let call = Call::Play {
            held: held.to_vec(),
            text: text.to_string(),
        };
        let played = self.call(call, |st, now| st.play_text(held, text, now)).await;
        match played {
            Ok(()) => metrics::action_played(Actor::Player, Some(arrived.elapsed())),
            Err(_) => metrics::action_refused(),
        }
        played
    }

    /// Ends the game on time if the running clock has run out, aborts it if a seat let its
    /// first turn's time run out ([`RoomState::abort_unstarted`]), or ends it as abandoned if
    /// every person left it long enough ago ([`RoomState::abandon`]).
    pub async fn check_time(&self) {
        let mut st = self.state.lock().await;
        let mut next = st.clone();
        let now = self.time.now();
        let left = self.left();
        let transition = next
            .check_time(now)
            .or_else(|| next.abort_unstarted(now, self.first_turn_ms()))
            .or_else(|| next.abandon(now, &left, state::ABANDONED_MS));
        if let Some(transition) = transition
            && let Err(RoomError::Storage(e)) = self.commit(&mut st, next, transition).await
        {
            tracing::warn!(game = %self.id, "not ended: {e}");
            drop(st);
            // Try again a little later (the store may come back).
            tokio::time::sleep(Duration::from_secs(1)).await;
            self.wake.notify_one();
        }
    }

    /// The viewer holding `held` resigns: the seat to move if held, else their first seat.
    pub async fn resign(&self, held: &[usize]) -> Result<(), RoomError> {
        let call = Call::Resign { held: held.to_vec() };
        self.call(call, |st, now| st.resign(held, now)).await
    }

    /// Cancels the game while it waits for its players; see [`RoomState::cancel`].
    pub async fn cancel(&self, held: &[usize]) -> Result<(), RoomError> {
        let call = Call::Cancel { held: held.to_vec() };
        self.call(call, |st, now| st.cancel(held, now)).await
    }

    /// Takes back the viewer's last turn (and the bots' actions after it); see
    /// [`RoomState::undo`].
    pub async fn undo(&self, held: &[usize]) -> Result<(), RoomError> {
        let call = Call::Undo { held: held.to_vec() };
        self.call(call, |st, now| st.undo(held, now)).await
    }

    /// Aborts the game before the viewer's first action; see [`RoomState::abort`].
    pub async fn abort(&self, held: &[usize]) -> Result<(), RoomError> {
        let call = Call::Abort { held: held.to_vec() };
        self.call(call, |st, now| st.abort(held, now)).await
    }

    /// Offers a draw or asks for a take-back; see [`RoomState::offer`].
    pub async fn offer(&self, held: &[usize], what: Offer) -> Result<(), RoomError> {
        let call = Call::Offer {
            held: held.to_vec(),
            what,
        };
        self.call(call, |st, now| st.offer(held, what, now)).await
    }

    /// Accepts or declines another player's offer; see [`RoomState::answer`].
    pub async fn answer(&self, held: &[usize], what: Offer, accept: bool) -> Result<(), RoomError> {
        let call = Call::Answer {
            held: held.to_vec(),
            what,
            accept,
        };
        self.call(call, |st, now| st.answer(held, what, accept, now))
            .await
    }

    /// Claims a rated game (a win, or a draw) that every other person has left for `after` at
    /// least; see [`RoomState::claim`].
    /// On a mirror the owner makes it, against the presence it sums ([`Call::Claim`]).
    pub async fn claim(&self, held: &[usize], win: bool, after: Duration) -> Result<(), RoomError> {
        let left = self.left();
        let after_ms = u64::try_from(after.as_millis()).unwrap_or(u64::MAX);
        let call = Call::Claim {
            held: held.to_vec(),
            win,
            after_ms,
        };
        self.call(call, |st, now| st.claim(held, win, &left, after_ms, now))
            .await
    }

    /// Takes a free seat (open, or waiting for an invited person) for `taker` and returns its
    /// new token.
    pub async fn claim_seat(&self, seat: usize, taker: Taker) -> Result<String, RoomError> {
        let token = token::new_token();
        self.claim_seat_hashed(seat, taker, token::hash_token(&token))
            .await?;
        Ok(token)
    }

    /// Takes a free seat for `taker` with a token whose hash is `token_hash` (on a mirror, the
    /// owner takes it: see [`Room::call`]).
    pub(crate) async fn claim_seat_hashed(
        &self,
        seat: usize,
        taker: Taker,
        token_hash: String,
    ) -> Result<(), RoomError> {
        let call = Call::ClaimSeat {
            seat,
            taker: taker.clone(),
            token_hash: token_hash.clone(),
        };
        let id = self.id.clone();
        self.call(call, |st, now| {
            st.claim_seat(&id, seat, taker.clone(), token_hash.clone(), now)
        })
        .await
    }

    /// The seats' holders changed in the store (an account took a guest's seat): the room
    /// takes them from `stored` and tells every connection at once (see
    /// [`RoomState::holders_stored`]).
    pub async fn holders_stored(&self, stored: &[Seat]) {
        let mut st = self.state.lock().await;
        if st.holders_stored(stored) {
            self.publish(&st);
        }
    }

    /// The account `account_id` was deleted: its seats here turn into a deleted player's, told
    /// to every connection at once (see [`RoomState::account_deleted`]).
    pub async fn account_deleted(&self, account_id: &str) {
        let mut st = self.state.lock().await;
        if st.account_deleted(account_id) {
            self.publish(&st);
        }
    }

    /// Sets (and stores) the rematch of this finished game, or returns the one already set —
    /// here, or stored meanwhile through another node (several nodes on one database: the
    /// link is written once, by whichever node comes first), which the room then shows.
    pub async fn set_rematch(&self, rematch: Rematch) -> Result<Rematch, RoomError> {
        let mut st = self.state.lock().await;
        if let Some(existing) = &st.rematch {
            return Ok(existing.clone());
        }
        let mut next = st.clone();
        if let Some(transition) = next.set_rematch(rematch.clone()) {
            match self.commit(&mut st, next, transition).await {
                Err(RoomError::Storage(quartet_store::StoreError::RematchExists { .. })) => {
                    return self.rematch_stored(&mut st).await;
                }
                answer => answer?,
            }
        }
        Ok(rematch)
    }

    /// The rematch another node stored for this game: read, shown, and returned.
    async fn rematch_stored(&self, st: &mut RoomState) -> Result<Rematch, RoomError> {
        let stored = self.store.load_game(&self.id).await?.ok_or(RoomError::NotOver)?;
        let (read, _) = RoomState::restore(&stored, self.time.now()).map_err(|e| {
            tracing::warn!(game = %self.id, "the stored rematch not read: {e}");
            RoomError::NotOwner {
                game: self.id.clone(),
            }
        })?;
        let rematch = read.rematch.ok_or(RoomError::NotOver)?;
        st.rematch = Some(rematch.clone());
        self.changed(st);
        Ok(rematch)
    }

    /// The record of the game (refused while hidden information is in play).
    pub async fn record(&self) -> Result<String, RoomError> {
        self.state
            .lock()
            .await
            .record(&format!("quartet game {}", self.id))
    }

    /// The settings and seats (what a rematch copies).
    pub async fn settings_and_seats(&self) -> (Settings, Vec<Seat>) {
        let st = self.state.lock().await;
        (st.settings.clone(), st.seats.clone())
    }

    /// The start of the game and every action (what a replay steps through).
    pub async fn start_and_history(&self) -> (AnyGame, Vec<HistoryEntry>) {
        let st = self.state.lock().await;
        (st.table.start().clone(), st.history.to_vec())
    }

    /// The game after its first `ply` actions.
    pub async fn state_after(&self, ply: usize) -> AnyGame {
        self.state.lock().await.table.state_after(ply)
    }

    /// The status now.
    pub async fn status(&self) -> Status {
        self.state.lock().await.status()
    }
}

fn write_name(write: &Write) -> &'static str {
    match write {
        Write::Append(_) => "the action",
        Write::Finish(_) => "the ending",
        Write::FinishRated { .. } => "the ending and its ratings",
        Write::Live { .. } => "the status",
        Write::Seat(_) => "the seat",
        Write::Truncate { .. } => "the take-back",
        Write::Rematch(_) => "the rematch",
        Write::Offers(_) => "the offers",
    }
}

/// The kind of a write, for the metrics.
fn write_kind(write: &Write) -> StoreWrite {
    match write {
        Write::Append(_) => StoreWrite::Action,
        Write::Finish(_) | Write::FinishRated { .. } => StoreWrite::Ending,
        Write::Live { .. } => StoreWrite::Status,
        Write::Seat(_) => StoreWrite::Seat,
        Write::Truncate { .. } => StoreWrite::TakeBack,
        Write::Rematch(_) => StoreWrite::Rematch,
        Write::Offers(_) => StoreWrite::Offers,
    }
}

/// Makes one write of game `id` in `store`, timed for the metrics.
async fn write_to(store: &dyn GameStore, id: &str, write: &Write) -> Result<(), quartet_store::StoreError> {
    let started = std::time::Instant::now();
    let written = write_once(store, id, write).await;
    metrics::store_write(write_kind(write), started.elapsed(), written.is_ok());
    written
}

async fn write_once(store: &dyn GameStore, id: &str, write: &Write) -> Result<(), quartet_store::StoreError> {
    match write {
        Write::Append(action) => store.append_action(id, action).await,
        Write::Finish(ending) => store.finish_game(id, ending).await,
        Write::FinishRated { ending, outcome } => {
            crate::rated::finish(store, id, *outcome, ending).await.map(drop)
        }
        Write::Live { at } => store.set_status(id, Status::Live, *at as i64).await,
        Write::Seat(seat) => store.update_seat(id, seat).await,
        Write::Truncate { keep, clock } => store.truncate_actions(id, *keep, Some(clock)).await,
        Write::Rematch(rematch) => store.set_rematch(id, rematch).await,
        Write::Offers(offers) => store.set_offers(id, offers).await,
    }
}

/// The longest wait between two tries of a write the store refused.
const RETRY_AT_MOST: Duration = Duration::from_secs(10);

/// Tries `write` again and again (waiting longer each time, at most [`RETRY_AT_MOST`]) until
/// the store takes it: an ending the database missed during an outage is stored when it comes
/// back, and the lobby shows the game as over.
fn retry_until_stored(store: Arc<dyn GameStore>, id: String, write: Write) {
    tokio::spawn(async move {
        let mut wait = Duration::from_millis(250);
        loop {
            tokio::time::sleep(wait).await;
            match write_to(&*store, &id, &write).await {
                Ok(()) => {
                    tracing::info!(game = %id, "{} stored after all", write_name(&write));
                    return;
                }
                Err(quartet_store::StoreError::Fenced(_)) => {
                    // Another node drives the game now: it finds the ending by itself.
                    tracing::info!(game = %id, "{} left to the game's new owner", write_name(&write));
                    return;
                }
                Err(e) => tracing::debug!(game = %id, "{} still not stored: {e}", write_name(&write)),
            }
            wait = (wait * 2).min(RETRY_AT_MOST);
        }
    });
}

#[cfg(test)]
mod tests;
