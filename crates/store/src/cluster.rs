//! Several nodes on one PostgreSQL (`docs/cluster.md`): the store's side of it — nodes and
//! their heartbeats, game leases with a fencing epoch, the actions a node forwards to a game's
//! owner, and `LISTEN`/`NOTIFY`. [`ClusterStore`] is PostgreSQL's only (its SQL is in
//! `postgres_cluster.rs`); SQLite is one node and has none
//! ([`GameStore::cluster`](crate::GameStore::cluster) answers `None`).
//!
//! **Fencing.** Once a node has [joined](ClusterStore::join), every write of a game through
//! the [`GameStore`](crate::GameStore) checks, inside the write's own transaction, that this
//! node holds the game's lease under the epoch it took and that the lease has not expired,
//! locking the lease row in key-share mode (`FOR KEY SHARE`). A takeover locks the row `FOR
//! UPDATE` before it changes its owner and epoch, so it waits for the write, and a write after a
//! takeover finds the new epoch. A renewal or a release changes only the row's expiry, an
//! `UPDATE` of no key column, whose lock (`FOR NO KEY UPDATE`) and the writes' do not wait for
//! each other: a node's round over its thousands of leases never holds up a write, nor a write
//! the round (with share locks, every round held each of its games' writes up for the whole
//! round's length). A write without that lease is refused with
//! [`StoreError::Fenced`] and changes nothing. Every fenced write that commits also notifies
//! the channel [`GAMES_CHANNEL`] with `<game id> <node id>`, so the other nodes reload it.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::postgres::PgListener;

use crate::StoreError;

/// The channel on which every committed change of a game is told: `<game id> <node id>`.
pub const GAMES_CHANNEL: &str = "quartet_games";

/// The channel on which every chat line said through a node is told:
/// `<game id> <node id> <room> <n>` (the room `players` or `spectators`, the line's number).
pub const CHAT_CHANNEL: &str = "quartet_chat";

/// The channel on which changes of accounts that the rooms in memory show are told, so that
/// every node's rooms show them at once: `deleted <node id> <account id>` (an account was
/// deleted) or `claimed <node id> <game id>` (an account took guests' seats of that game).
pub const ACCOUNTS_CHANNEL: &str = "quartet_accounts";

/// The channel on which nodes tell each other who is connected to a game through them:
/// `<game id> <node id> <counts>`, the counts of connections per seat and then the
/// spectators', separated by commas (`1,0,3`); `<game id> <node id> ?` asks every node holding
/// the game for its counts.
pub const PRESENCE_CHANNEL: &str = "quartet_presence";
/// The channel on which a new pairing ticket is told (`ticket`), so that the node running the
/// pool pairs at once.
pub const PAIRING_CHANNEL: &str = "quartet_pairing";

/// The name of the pool's lease (`pool_leases`): one pool, run by one node at a time.
pub(crate) const POOL: &str = "pool";

/// The channel of one node: forwarded requests (`request <id>`) and their answers
/// (`answer <id>`), and the news of its pairing tickets (`paired …`, `unpaired …`: see
/// [`TicketNews`]).
pub fn node_channel(node: &str) -> String {
    format!("quartet_node_{node}")
}

/// A lease this node holds: the game and the epoch its writes are fenced with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lease {
    /// The game.
    pub game_id: String,
    /// The epoch (+1 at every change of owner).
    pub epoch: i64,
    /// On a takeover: how long (ms, PostgreSQL's clock) since the previous owner last renewed
    /// the lease or gave it up — the time the game had no driver. `None` for a game no node held before.
    pub driverless_ms: Option<i64>,
}

/// Who holds a game's lease, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaseHolder {
    /// The owner's node id.
    pub owner: String,
    /// The lease's epoch.
    pub epoch: i64,
    /// Whether it has not expired yet.
    pub live: bool,
}

/// A forwarded room call, as the owner takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRequest {
    /// The request's id.
    pub id: i64,
    /// The game.
    pub game_id: String,
    /// The node that asks (and waits for the answer).
    pub from_node: String,
    /// The call, as the server wrote it.
    pub request: String,
}

/// A game as stored now, with only its actions from a given ply on
/// ([`ClusterStore::games_after_ply`]): what a mirror reads to follow its owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameAfter {
    /// The game; its `actions` are plies `plies - actions.len() .. plies`.
    pub game: crate::StoredGame,
    /// How many actions the game has in all.
    pub plies: i32,
}

/// A player waiting for an opponent on a node, as stored (`docs/cluster.md`, "One pool across
/// nodes"): in the pool of its game, rules, clock and class, or with a seek or a challenge in
/// the lobby (`seek_id`). The seat's token stays on the player's node: only its hash is here.
#[derive(Clone, Debug, PartialEq)]
pub struct PairingTicket {
    /// The ticket's id (not its secret, which stays on its node).
    pub id: String,
    /// The node the player waits on (set by [`ClusterStore::put_ticket`]).
    pub node: String,
    /// The game's tag.
    pub kind: String,
    /// The rules, as the game writes them.
    pub rules: String,
    /// The time control.
    pub clock: String,
    /// Rated or casual.
    pub rated: bool,
    /// The seek's (or challenge's) id, for a seek: such a ticket is not in the pool.
    pub seek_id: Option<String>,
    /// The player's account, if signed in.
    pub account_id: Option<String>,
    /// Its name.
    pub account_name: Option<String>,
    /// A guest's name at the table.
    pub name: Option<String>,
    /// A guest browser's id.
    pub browser: Option<String>,
    /// For a challenge: the account challenged.
    pub challenged: Option<String>,
    /// The rating the player is paired by.
    pub rating: f64,
    /// When the player joined (ms).
    pub joined_at: i64,
    /// The hash of the seat token the player's node made for it.
    pub token_hash: String,
}

/// What a ticket's node is told of it ([`ClusterStore::tell_ticket`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TicketNews {
    /// The ticket's player is seated: the game, the seat (the one the ticket's token hash
    /// holds), the opponent's name.
    Paired {
        /// The ticket.
        ticket: String,
        /// The game.
        game_id: String,
        /// The seat.
        seat: usize,
        /// The opponent's name.
        opponent: Option<String>,
    },
    /// The ticket's wait is over without a game (`why`, in the server's words: the game could
    /// not be made, the player waits elsewhere now, the challenge was declined).
    Unpaired {
        /// The ticket.
        ticket: String,
        /// Why.
        why: String,
    },
}

impl TicketNews {
    /// The notice's text on [`PAIRING_CHANNEL`].
    pub(crate) fn payload(&self) -> String {
        match self {
            TicketNews::Paired {
                ticket,
                game_id,
                seat,
                opponent,
            } => format!(
                "paired {ticket} {game_id} {seat} {}",
                opponent.as_deref().unwrap_or("")
            ),
            TicketNews::Unpaired { ticket, why } => format!("unpaired {ticket} {why}"),
        }
    }

    fn parse(payload: &str) -> Option<TicketNews> {
        let mut words = payload.splitn(5, ' ');
        match words.next()? {
            "paired" => {
                let ticket = words.next()?.to_string();
                let game_id = words.next()?.to_string();
                let seat = words.next()?.parse().ok()?;
                let opponent = words.next().filter(|n| !n.is_empty()).map(str::to_string);
                Some(TicketNews::Paired {
                    ticket,
                    game_id,
                    seat,
                    opponent,
                })
            }
            "unpaired" => {
                let ticket = words.next()?.to_string();
                let why: Vec<&str> = words.collect();
                Some(TicketNews::Unpaired {
                    ticket,
                    why: why.join(" "),
                })
            }
            _ => None,
        }
    }
}

/// What a node hears on its channels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A game changed (a write committed by `node`).
    GameChanged {
        /// The game.
        game_id: String,
        /// The node that wrote it.
        node: String,
    },
    /// A chat line was said through `node` (and stored).
    ChatSaid {
        /// The game.
        game_id: String,
        /// The node that stored it.
        node: String,
        /// Which chat.
        room: crate::ChatRoom,
        /// The line's number in its chat.
        n: i64,
        /// What the chat's rate limit counts its author by, when the storing node said.
        sender: Option<String>,
    },
    /// An account was deleted through `node`: its seats show a deleted player's.
    AccountDeleted {
        /// The account.
        account_id: String,
        /// The node that deleted it.
        node: String,
    },
    /// An account took guests' seats of a game through `node`: the seats' holders changed.
    SeatsClaimed {
        /// The game.
        game_id: String,
        /// The node that stored the claim.
        node: String,
    },
    /// A node told its connections to a game (`counts`: per seat, then the spectators), or
    /// asked every node holding the game for theirs (`None`).
    Presence {
        /// The game.
        game_id: String,
        /// The node that told or asked.
        node: String,
        /// Its connections per seat and then its spectators; `None`: a question.
        counts: Option<Vec<u32>>,
    },
    /// A request was forwarded to this node.
    Request(i64),
    /// A request this node forwarded has its answer.
    Answer(i64),
    /// A player asked for a game: the node running the pool pairs.
    TicketPut,
    /// The news of one of this node's tickets.
    Ticket(TicketNews),
    /// The listening connection was lost and made again: notices may have been missed.
    Reconnected,
}

/// The store's side of several nodes (PostgreSQL only): see the module docs.
#[async_trait]
pub trait ClusterStore: Send + Sync {
    /// Registers this node (its row in `nodes`) with its lease duration, and turns fencing on:
    /// from now on a game is written only under a lease this node holds.
    async fn join(&self, node: &str, lease: Duration) -> Result<(), StoreError>;

    /// The id of the node that joined, if one did.
    fn node(&self) -> Option<String>;

    /// Takes a game's lease if no node holds it or its lease expired (a new epoch); `None` if
    /// a live lease is another's. Holding it already renews it and keeps its epoch.
    async fn take_lease(&self, game_id: &str) -> Result<Option<Lease>, StoreError>;

    /// Renews every lease this node holds and its heartbeat, in one round; answers the games
    /// whose lease was lost (taken by another node), which are no longer held.
    async fn renew_leases(&self) -> Result<Vec<String>, StoreError>;

    /// Gives up one lease here (no write of the game is made after it); the row stays and
    /// expires.
    fn forget_lease(&self, game_id: &str);

    /// Gives up one lease at once: it expires now, so another node takes it at its next sweep.
    async fn release_lease(&self, game_id: &str) -> Result<(), StoreError>;

    /// Marks this node as stopping and releases every lease it holds (they expire now).
    async fn release_all(&self) -> Result<Vec<String>, StoreError>;

    /// The leases this node holds.
    fn held(&self) -> Vec<Lease>;

    /// Unfinished games that no node drives: their lease expired, or they have none (at most
    /// `limit`, the longest expired first).
    async fn orphaned_games(&self, limit: i64) -> Result<Vec<String>, StoreError>;

    /// Who holds a game's lease (`None`: nobody ever did).
    async fn lease_holder(&self, game_id: &str) -> Result<Option<LeaseHolder>, StoreError>;

    /// Stores a request for the owner `owner` of a game and notifies it (on commit); its id.
    async fn put_request(&self, game_id: &str, owner: &str, request: &str) -> Result<i64, StoreError>;

    /// Takes a request once, ever, if this node holds its game's lease; `None` if it was taken
    /// already, is unknown, or its game is not this node's.
    async fn take_request(&self, id: i64) -> Result<Option<GameRequest>, StoreError>;

    /// The untaken requests of the games this node holds (after a reconnect: notices missed).
    async fn pending_requests(&self) -> Result<Vec<i64>, StoreError>;

    /// Stores a taken request's answer and notifies the node that asked.
    async fn answer_request(&self, request: &GameRequest, answer: &str) -> Result<(), StoreError>;

    /// Withdraws a request no node has taken (its asker stopped waiting): whether it was
    /// withdrawn — `false` once a node took it (it may have been made, and will be answered).
    /// A withdrawn request is never taken, so a call given up on is never made later.
    async fn withdraw_request(&self, id: i64) -> Result<bool, StoreError>;

    /// A request's answer, once there is one.
    async fn request_answer(&self, id: i64) -> Result<Option<String>, StoreError>;

    /// Tells every node that an account was deleted, or that an account took guests' seats of
    /// `games` (on [`ACCOUNTS_CHANNEL`]).
    async fn tell_accounts(&self, change: AccountChange<'_>) -> Result<(), StoreError>;

    /// Listens on [`GAMES_CHANNEL`], [`CHAT_CHANNEL`], [`ACCOUNTS_CHANNEL`], [`PAIRING_CHANNEL`] and this node's
    /// channel (after [`join`](Self::join)).
    async fn listen(&self) -> Result<ClusterListener, StoreError>;

    /// Tells every node this node's connections to `game_id` (`counts`: per seat, then the
    /// spectators), or asks the nodes holding it for theirs (`None`); see [`PRESENCE_CHANNEL`].
    async fn tell_presence(&self, game_id: &str, counts: Option<&[u32]>) -> Result<(), StoreError> {
        self.tell_presences(&[(game_id, counts)]).await
    }

    /// [`tell_presence`](Self::tell_presence) of several games, in the order given, in one
    /// statement (one round trip, one commit that wakes the listeners once).
    async fn tell_presences(&self, told: &[(&str, Option<&[u32]>)]) -> Result<(), StoreError>;

    /// The nodes alive now: those whose heartbeat is within the lease.
    async fn live_nodes(&self) -> Result<Vec<String>, StoreError>;

    /// The games of `wanted` as stored now, each `(game, from)` with only its actions from
    /// ply `from` on (from its count, if `from` is past it): one read for all of them, made
    /// by mirrors that hold the earlier actions. A game not stored is left out.
    async fn games_after_ply(&self, wanted: &[(String, i32)]) -> Result<Vec<GameAfter>, StoreError>;

    /// Stores a ticket of this node (its `node` is this node's) and tells the pool's node
    /// (on [`PAIRING_CHANNEL`], on commit).
    async fn put_ticket(&self, ticket: &PairingTicket) -> Result<(), StoreError>;

    /// Deletes a ticket (its player left): whether it waited still (`false`: paired, or gone).
    async fn drop_ticket(&self, id: &str) -> Result<bool, StoreError>;

    /// Takes the pool's lease, or renews it if this node holds it: the epoch its pairings are
    /// fenced with; `None` while another node holds it.
    async fn hold_pool(&self) -> Result<Option<i64>, StoreError>;

    /// Gives the pool's lease up (it expires now), if this node holds it.
    async fn release_pool(&self) -> Result<(), StoreError>;

    /// The tickets waiting in the pool (not seeks), the oldest first, after deleting the
    /// tickets of nodes that stopped beating for two leases or are stopping (and their seeks
    /// and challenges).
    async fn pool_tickets(&self) -> Result<Vec<PairingTicket>, StoreError>;

    /// How many players wait in each pool across the nodes (tickets of live nodes, not seeks;
    /// a player with two tickets, on two nodes, counted once), the fullest pool first: what
    /// every node shows as the pools where somebody waits.
    async fn pool_counts(&self) -> Result<Vec<PoolCount>, StoreError>;

    /// Which of the tickets `ids` are stored still (waiting, not taken by a pairing).
    async fn tickets_stored(&self, ids: &[String]) -> Result<Vec<String>, StoreError>;

    /// The game and seat made with the seat token whose hash is `token_hash` (the newest, if
    /// several): where a ticket's player was seated when its pairing's news never came.
    async fn seat_of_token(&self, token_hash: &str) -> Result<Option<(String, usize)>, StoreError>;

    /// Takes (deletes) the tickets `ids` for a pairing, all of them or none, fenced by the
    /// pool's lease under `epoch` ([`StoreError::Fenced`] once another node runs the pool):
    /// the tickets taken (empty if one of them is gone).
    async fn take_tickets(&self, epoch: i64, ids: &[String]) -> Result<Vec<PairingTicket>, StoreError>;

    /// The ticket of a seek's (or challenge's) player, while it waits.
    async fn seek_ticket(&self, seek_id: &str) -> Result<Option<PairingTicket>, StoreError>;

    /// Takes (deletes) the ticket of a seek's (or challenge's) player: its acceptor seats it.
    async fn take_seek_ticket(&self, seek_id: &str) -> Result<Option<PairingTicket>, StoreError>;

    /// Tells a ticket's node the ticket's news.
    async fn tell_ticket(&self, node: &str, news: &TicketNews) -> Result<(), StoreError>;
}

/// A pool where somebody waits, across the nodes ([`ClusterStore::pool_counts`]).
#[derive(Clone, Debug, PartialEq)]
pub struct PoolCount {
    /// The game's tag.
    pub kind: String,
    /// The rules, as the game writes them.
    pub rules: String,
    /// The time control.
    pub clock: String,
    /// Rated or casual.
    pub rated: bool,
    /// The players waiting.
    pub waiting: i64,
}

/// A change of accounts the other nodes' rooms are told of ([`ClusterStore::tell_accounts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccountChange<'a> {
    /// This account was deleted.
    Deleted(&'a str),
    /// An account took guests' seats of these games.
    SeatsClaimed(&'a [String]),
}

/// The notices of a node's channels, over one connection of its own that reconnects by itself
/// (then it yields [`Notice::Reconnected`]: notices may have been missed meanwhile).
pub struct ClusterListener {
    listener: PgListener,
}

impl ClusterListener {
    /// A listener on the channels `listener` listens to.
    pub(crate) fn new(listener: PgListener) -> ClusterListener {
        ClusterListener { listener }
    }

    /// The next notice. Fails only when the database cannot be reached at all (the caller
    /// waits and calls again: the listener reconnects).
    pub async fn recv(&mut self) -> Result<Notice, StoreError> {
        loop {
            let Some(notification) = self.listener.try_recv().await? else {
                return Ok(Notice::Reconnected);
            };
            let payload = notification.payload();
            if notification.channel() == CHAT_CHANNEL {
                let words: Vec<&str> = payload.split(' ').collect();
                if let [game, node, room, n, ref sender @ ..] = words[..]
                    && sender.len() <= 1
                    && let (Ok(room), Ok(n)) = (room.parse(), n.parse())
                {
                    return Ok(Notice::ChatSaid {
                        game_id: game.to_string(),
                        node: node.to_string(),
                        room,
                        n,
                        sender: sender.first().map(|s| s.to_string()),
                    });
                }
            } else if notification.channel() == ACCOUNTS_CHANNEL {
                let words: Vec<&str> = payload.split(' ').collect();
                match words[..] {
                    ["deleted", node, account] => {
                        return Ok(Notice::AccountDeleted {
                            account_id: account.to_string(),
                            node: node.to_string(),
                        });
                    }
                    ["claimed", node, game] => {
                        return Ok(Notice::SeatsClaimed {
                            game_id: game.to_string(),
                            node: node.to_string(),
                        });
                    }
                    _ => {}
                }
            } else if notification.channel() == PRESENCE_CHANNEL {
                if let Some(notice) = presence_notice(payload) {
                    return Ok(notice);
                }
            } else if notification.channel() == GAMES_CHANNEL {
                if let Some((game, node)) = payload.split_once(' ') {
                    return Ok(Notice::GameChanged {
                        game_id: game.to_string(),
                        node: node.to_string(),
                    });
                }
            } else if notification.channel() == PAIRING_CHANNEL {
                return Ok(Notice::TicketPut);
            } else if let Some(news) = TicketNews::parse(payload) {
                return Ok(Notice::Ticket(news));
            } else if let Some((what, id)) = payload.split_once(' ')
                && let Ok(id) = id.parse()
            {
                match what {
                    "request" => return Ok(Notice::Request(id)),
                    "answer" => return Ok(Notice::Answer(id)),
                    _ => {}
                }
            }
            tracing::debug!(
                channel = notification.channel(),
                "an unreadable notice: {payload:?}"
            );
        }
    }
}

/// A notice of [`PRESENCE_CHANNEL`], if it reads as one.
fn presence_notice(payload: &str) -> Option<Notice> {
    let words: Vec<&str> = payload.split(' ').collect();
    let [game, node, counts] = words[..] else {
        return None;
    };
    let counts = match counts {
        "?" => None,
        counts => Some(
            counts
                .split(',')
                .map(str::parse)
                .collect::<Result<Vec<u32>, _>>()
                .ok()?,
        ),
    };
    Some(Notice::Presence {
        game_id: game.to_string(),
        node: node.to_string(),
        counts,
    })
}

/// The payload of a presence notice ([`PRESENCE_CHANNEL`]).
pub(crate) fn presence_payload(game_id: &str, node: &str, counts: Option<&[u32]>) -> String {
    let counts = counts.map_or_else(
        || "?".to_string(),
        |counts| counts.iter().map(u32::to_string).collect::<Vec<_>>().join(","),
    );
    format!("{game_id} {node} {counts}")
}

/// The fencing state a PostgreSQL store keeps: the node that joined, its lease duration, and
/// the epoch of each lease it holds.
#[derive(Debug, Default)]
pub(crate) struct Fences {
    state: Mutex<FenceState>,
}

#[derive(Debug, Default)]
struct FenceState {
    node: Option<String>,
    lease_ms: i64,
    held: HashMap<String, i64>,
}

/// What a write of a game must check.
pub(crate) enum Fence {
    /// No node joined: the store is one node's, nothing to check.
    Off,
    /// Check this lease in the write's transaction.
    Held {
        /// This node.
        node: String,
        /// The epoch it took.
        epoch: i64,
    },
    /// This node does not hold the game's lease.
    NotHeld,
}

impl Fences {
    fn lock(&self) -> std::sync::MutexGuard<'_, FenceState> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// What a write of `game_id` must check.
    pub(crate) fn fence(&self, game_id: &str) -> Fence {
        let state = self.lock();
        match (&state.node, state.held.get(game_id)) {
            (None, _) => Fence::Off,
            (Some(node), Some(&epoch)) => Fence::Held {
                node: node.clone(),
                epoch,
            },
            (Some(_), None) => Fence::NotHeld,
        }
    }

    /// This node joins, with leases of `lease_ms`.
    pub(crate) fn join(&self, node: &str, lease_ms: i64) {
        let mut state = self.lock();
        state.node = Some(node.to_string());
        state.lease_ms = lease_ms;
    }

    /// The leases this node holds.
    pub(crate) fn leases(&self) -> Vec<Lease> {
        self.lock()
            .held
            .iter()
            .map(|(game_id, &epoch)| Lease {
                game_id: game_id.clone(),
                epoch,
                driverless_ms: None,
            })
            .collect()
    }

    /// The joined node and its lease duration (ms).
    pub(crate) fn joined(&self) -> Option<(String, i64)> {
        let state = self.lock();
        state.node.clone().map(|node| (node, state.lease_ms))
    }

    pub(crate) fn hold(&self, game_id: &str, epoch: i64) {
        self.lock().held.insert(game_id.to_string(), epoch);
    }

    pub(crate) fn drop_lease(&self, game_id: &str) {
        self.lock().held.remove(game_id);
    }
}

impl Fence {
    /// The epoch held, if any.
    pub(crate) fn held_epoch(&self) -> Option<i64> {
        match self {
            Fence::Held { epoch, .. } => Some(*epoch),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presence_notices_read_back_as_they_were_told() {
        let told = presence_payload("g1", "n1", Some(&[1, 0, 3]));
        assert_eq!(told, "g1 n1 1,0,3");
        assert_eq!(
            presence_notice(&told),
            Some(Notice::Presence {
                game_id: "g1".into(),
                node: "n1".into(),
                counts: Some(vec![1, 0, 3]),
            })
        );
        let asked = presence_payload("g1", "n1", None);
        assert_eq!(
            presence_notice(&asked),
            Some(Notice::Presence {
                game_id: "g1".into(),
                node: "n1".into(),
                counts: None,
            })
        );
        for unreadable in ["g1 n1", "g1 n1 1,x", "g1 n1 -1", "g1 n1 1 2"] {
            assert_eq!(presence_notice(unreadable), None, "{unreadable}");
        }
    }
}
