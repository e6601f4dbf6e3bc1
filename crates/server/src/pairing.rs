//! Quick pairing on this server: players asking for "a game now" wait in the [`pool`](crate::pool)
//! of their game, rules, clock and rated or casual, and two who suit each other are seated at a
//! new game, each told their seat's token. No HTTP here (the HTTP layer is
//! `http::pairing`).
//!
//! A player joins in two steps: [`Pairing::join`] checks the offer and hands out a secret
//! **ticket** (pending for [`ATTACH_WITHIN_MS`]); [`Pairing::attach`] — the player's socket
//! giving that ticket — puts them in the pool and gives the receiver their news arrives on.
//! Only a player whose socket is open waits, and the socket closing leaves the pool
//! ([`Pairing::detach`]), so a page left is a player gone. A guest plays casual games, at a
//! rating of 1500; an account goes by its rating in the pool's class and may ask for rated games.
//! [`Pairing::pair`] runs on every join and every second (ranges widen with waiting).
//!
//! A player is never paired with themself: an account is one player wherever it waits, and so
//! is a guest's browser when it says its id (`browser`); a second wait of one player takes the
//! place of the first, and a guest does not accept a seek made in their own browser. A socket
//! that closes while waiting leaves the pool, but its ticket may come back on a new socket
//! within [`ATTACH_WITHIN_MS`] (a dropped connection); once paired, the seat is **kept** for
//! the ticket for [`KEEP_PAIRED_MS`], so that a socket lost at the moment of pairing hears it
//! on coming back rather than leaving its opponent at a table nobody comes to.
//!
//! A **seek** ([`Pairing::seek`]) is a ticket that waits in the lobby's list (stored:
//! `MeetingStore`'s seeks) rather than in the pool: anyone may accept it ([`Pairing::accept`]),
//! and it goes from the list when its socket closes, its owner leaves, or it waits too long for
//! its socket. A **challenge** ([`Pairing::challenge`]) is a seek for one named account only
//! (stored: `MeetingStore`'s challenges), which that account sees, accepts or declines.
//!
//! **Several nodes** (PostgreSQL, `docs/cluster.md`, "One pool across nodes"): a waiting
//! player's ticket is stored (`ClusterStore::put_ticket`) with the hash of a seat token its node
//! makes and keeps; the node holding the pool's lease pairs the stored tickets
//! ([`Pairing::run`]: the same [`Pool`], rebuilt from them), seats each pair at a new game held
//! by those hashes and tells each ticket's node ([`Pairing::told`]), which gives its player the
//! game and the token. A seek or a challenge accepted on any node seats its player the same
//! way. With SQLite the pool is this process's, in memory.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use quartet_core::text::Excerpt;
use quartet_store::cluster::{PairingTicket, TicketNews};
use quartet_store::{Challenge, ClusterStore, GameStore, Seek, StoreError};
use tokio::sync::{Notify, mpsc};

use crate::accounts::name_key;
use crate::detail::Detail;
use crate::games::{GameError, GameSpec, Games, Offer};
use crate::model::{AccountRef, SeatPlan, Taker, clean_name};
use crate::pool::{Pair, Pool, Widening};
use crate::rated::RatedRefusal;
use crate::token::{hash_token, new_invite_code, new_seed, new_token};

/// How long a ticket waits for its socket (ms).
pub const ATTACH_WITHIN_MS: u64 = 15_000;
/// How long a pairing's seat is kept for its ticket (ms), for a socket that comes back.
pub const KEEP_PAIRED_MS: u64 = 60_000;
/// The most players pending and waiting at once.
pub const MAX_SEEKERS: usize = 10_000;
/// The rating of a player without one in the class.
pub const DEFAULT_RATING: f64 = 1500.0;

/// Why quick pairing refused.
#[derive(Debug, thiserror::Error)]
pub enum PairingError {
    /// The game asked for cannot be made.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A rated game without an account.
    #[error(transparent)]
    Rated(#[from] RatedRefusal),
    /// The ticket is unknown: used already, left, or expired.
    #[error("no such pairing ticket: it was used or left, or waited too long for its socket")]
    NoTicket,
    /// The ticket waits on another socket already.
    #[error("this ticket waits on another connection already")]
    Attached,
    /// No such seek: taken by someone else first, cancelled, or its player gone.
    #[error("no such seek: somebody took it first, or its player left")]
    NoSeek,
    /// The challenged account declined.
    #[error("{0} declined your challenge")]
    Declined(String),
    /// No such player to challenge.
    #[error("no player named {0}")]
    NoSuchPlayer(Excerpt),
    /// A guest asked for (or about) challenges, which are between accounts.
    #[error("challenges are between accounts: sign in first")]
    SignedOut,
    /// A player's own seek.
    #[error("this is your own seek")]
    OwnSeek,
    /// Too many players wait.
    #[error("too many players wait for an opponent just now: try again in a minute")]
    Full,
    /// The game of a pair could not be made (the other side gets the error itself).
    #[error("the game could not be made: {0}")]
    NotMade(String),
    /// The wait ended: the player asked for another game from elsewhere, or left.
    #[error("{0}")]
    Ended(&'static str),
}

/// A pool: the offer, rated or casual.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PoolKey {
    /// The game, rules, clock and class.
    pub offer: Offer,
    /// Rated or casual.
    pub rated: bool,
}

/// Who waits: an account waits once, and so does a guest browser that says its id; every
/// other guest ticket is a player of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Who {
    Account(String),
    Browser(String),
    Guest(u64),
}

/// Who asks for a game: their account (if signed in), the name a guest gives, and the guest
/// browser's id, if it says it.
#[derive(Clone, Debug, Default)]
pub struct Asker {
    /// The signed-in account.
    pub account: Option<AccountRef>,
    /// A guest's name at the table.
    pub name: Option<String>,
    /// A guest browser's id.
    pub browser: Option<String>,
}

impl Asker {
    /// Checks the browser's id: up to 64 letters, digits, `-` and `_`.
    fn checked(self) -> Result<Asker, PairingError> {
        if let Some(id) = &self.browser
            && (id.is_empty()
                || id.len() > 64
                || !id
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
        {
            return Err(GameError::BadRequest(Detail::new(
                "pairing-browser",
                "browser: up to 64 letters, digits, - and _",
            ))
            .into());
        }
        Ok(self)
    }

    /// Whether two askers are one player: the same account, or the same guest browser.
    fn same_as(&self, account: Option<&AccountRef>, browser: Option<&str>) -> bool {
        let same_account = matches!((&self.account, account), (Some(a), Some(b)) if a.id == b.id);
        let same_browser = matches!((self.browser.as_deref(), browser), (Some(a), Some(b)) if a == b);
        same_account || same_browser
    }
}

/// What a waiting player hears.
#[derive(Debug)]
pub enum PairingNews {
    /// Seated at a new game.
    Paired {
        /// The game.
        game: String,
        /// The seat.
        seat: usize,
        /// Its token.
        token: String,
        /// Rated or not.
        rated: bool,
        /// The opponent's name.
        opponent: Option<String>,
    },
    /// No game after all: the player is out of the pool.
    Failed(PairingError),
}

impl PairingNews {
    /// The same news again, for another socket of the ticket (a failure by its words).
    fn again(&self) -> PairingNews {
        match self {
            PairingNews::Paired {
                game,
                seat,
                token,
                rated,
                opponent,
            } => PairingNews::Paired {
                game: game.clone(),
                seat: *seat,
                token: token.clone(),
                rated: *rated,
                opponent: opponent.clone(),
            },
            PairingNews::Failed(e) => PairingNews::Failed(PairingError::NotMade(e.to_string())),
        }
    }
}

/// A ticket just handed out.
#[derive(Clone, Debug)]
pub struct Ticket {
    /// The secret.
    pub secret: String,
    /// The pool.
    pub key: PoolKey,
    /// The rating pairing goes by.
    pub rating: f64,
}

/// A player's ticket, pending or waiting.
struct Seeker {
    key: PoolKey,
    /// The hash of the ticket's secret (none for a seek's acceptor, who has no ticket).
    secret: Option<String>,
    account: Option<AccountRef>,
    name: Option<String>,
    browser: Option<String>,
    rating: f64,
    /// Until when a pending ticket waits for its socket.
    pending_until: u64,
    /// The socket's channel, once attached; its entry in the pool (none for a seek).
    waiting: Option<(mpsc::UnboundedSender<PairingNews>, Option<u64>)>,
    /// The seek's id, for a seek (or a challenge).
    seek: Option<String>,
    /// The account challenged, for a challenge.
    challenged: Option<AccountRef>,
    /// Several nodes: the seat's token this node made for the player (its hash goes into the
    /// stored ticket), and the stored ticket it waits with now.
    token: Option<String>,
    ticket: Option<String>,
}

/// Where a seated player hears of their game.
enum Tell {
    /// On this node's channel.
    Here(mpsc::UnboundedSender<PairingNews>),
    /// Through a ticket's node (several nodes).
    Node {
        /// The node.
        node: String,
        /// The ticket.
        ticket: String,
    },
}

/// A pairing kept for its ticket (by the secret's hash) after the player left the pool.
struct Kept {
    /// The news, once the game is made (or could not be).
    news: Option<PairingNews>,
    /// The sockets that came back before, told once it is.
    tells: Vec<mpsc::UnboundedSender<PairingNews>>,
    /// The rating the player was paired by.
    rating: f64,
    /// Until when it is kept.
    until: u64,
}

struct Inner {
    pool: Pool<PoolKey, Who>,
    /// Pairings kept for their tickets, by the secret's hash.
    kept: HashMap<String, Kept>,
    /// By ticket number.
    seekers: HashMap<u64, Seeker>,
    /// Ticket numbers by the secret's hash.
    by_secret: HashMap<String, u64>,
    /// Ticket numbers by pool entry.
    by_entry: HashMap<u64, u64>,
    /// Ticket numbers by seek.
    by_seek: HashMap<String, u64>,
    /// Seeks (and challenges: `true`) to take out of the store.
    gone_seeks: Vec<(String, bool)>,
    /// Several nodes: ticket numbers by stored ticket (each one the seeker waited with), and
    /// the stored tickets to take out of the store.
    by_ticket: HashMap<String, u64>,
    gone_tickets: Vec<String>,
    /// Several nodes: this node's tickets found gone from the store with no news of their
    /// pairing, and since when (ms): see [`Pairing::find_orphans`].
    missing: HashMap<String, u64>,
    /// When the tickets were last looked for in the store (ms).
    orphans_checked: u64,
    next: u64,
}

impl Inner {
    fn forget(&mut self, number: u64) -> Option<Seeker> {
        let seeker = self.seekers.remove(&number)?;
        self.by_secret.retain(|_, n| *n != number);
        if let Some((_, Some(entry))) = &seeker.waiting {
            self.by_entry.remove(entry);
            self.pool.leave(*entry);
        }
        if let Some(id) = &seeker.seek {
            self.by_seek.remove(id);
            self.gone_seeks.push((id.clone(), seeker.challenged.is_some()));
        }
        self.by_ticket.retain(|_, n| *n != number);
        if let Some(ticket) = &seeker.ticket {
            self.gone_tickets.push(ticket.clone());
        }
        Some(seeker)
    }

    /// The seeker of a stored ticket, taken out: it was paired (or its wait ended) through the
    /// store, where its ticket and its seek are gone already.
    fn told(&mut self, ticket: &str) -> Option<Seeker> {
        let number = *self.by_ticket.get(ticket)?;
        let mut seeker = self.seekers.remove(&number)?;
        self.by_secret.retain(|_, n| *n != number);
        self.by_ticket.retain(|_, n| *n != number);
        if let Some(id) = seeker.seek.take() {
            self.by_seek.remove(&id);
        }
        // The news of an earlier ticket (a slow pairing, after this node stored the player's
        // wait again): the later ticket leaves the store.
        if let Some(later) = seeker.ticket.take()
            && later != ticket
        {
            self.gone_tickets.push(later);
        }
        self.missing.remove(ticket);
        Some(seeker)
    }
}

/// Quick pairing: the pool and the players' tickets.
pub struct Pairing {
    games: Arc<Games>,
    store: Arc<dyn GameStore>,
    inner: Mutex<Inner>,
    /// Wakes [`Pairing::run`] (several nodes: a ticket was stored).
    wake: Notify,
    /// Several nodes: the pools' counts across the nodes, and when they were read (ms).
    counted: Mutex<Option<(u64, PoolCounts)>>,
}

/// Players waiting, by pool.
type PoolCounts = Vec<(PoolKey, usize)>;

/// Several nodes: the rounds a ticket of this node may be gone from the store with no news
/// before its player is told from the store or waits again ([`Pairing::find_orphans`]): 6 s
/// with the default lease (a round a second at most), far longer than a pairing takes.
const ORPHAN_ROUNDS: u32 = 6;

/// Several nodes: how often this node looks for its tickets in the store (ms).
const ORPHANS_EVERY_MS: u64 = 1_000;

/// How long the pools' counts across the nodes are shown before they are read again (ms).
const COUNTS_KEPT_MS: u64 = 1_000;

impl std::fmt::Debug for Pairing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pairing").finish_non_exhaustive()
    }
}

/// A waiting player taken out of the pool to be seated.
struct Seated {
    seeker: Seeker,
    tell: Tell,
    /// The hash of the seat's token, made by the player's node (several nodes); none: the
    /// token is made at the game's creation.
    hash: Option<String>,
}

impl Seated {
    /// The player of a stored ticket, seated through its node.
    fn stored(ticket: PairingTicket) -> Result<Seated, String> {
        let kind = ticket.kind.parse().map_err(|e| format!("{e}"))?;
        let offer = Offer::new(kind, &ticket.rules, &ticket.clock).map_err(|e| e.to_string())?;
        let account = match (ticket.account_id, ticket.account_name) {
            (Some(id), Some(name)) => Some(AccountRef { id, name }),
            _ => None,
        };
        Ok(Seated {
            seeker: Seeker {
                key: PoolKey {
                    offer,
                    rated: ticket.rated,
                },
                secret: None,
                account,
                name: ticket.name,
                browser: ticket.browser,
                rating: ticket.rating,
                pending_until: 0,
                waiting: None,
                seek: None,
                challenged: None,
                token: None,
                ticket: None,
            },
            tell: Tell::Node {
                node: ticket.node,
                ticket: ticket.id,
            },
            hash: Some(ticket.token_hash),
        })
    }
}

/// Who a stored ticket's player is, in the pool: an account, a guest browser, or the ticket.
fn stored_player(ticket: &PairingTicket) -> String {
    match (&ticket.account_id, &ticket.browser) {
        (Some(account), _) => format!("account {account}"),
        (None, Some(browser)) => format!("browser {browser}"),
        (None, None) => format!("ticket {}", ticket.id),
    }
}

/// Why a stored ticket's wait ended, as its node is told ([`TicketNews::Unpaired`]).
const REPLACED: &str = "replaced";
/// Why a player's game was not made: no seat for them (said after "the game could not be made").
const NO_SEAT: &str = "no seat";
const DECLINED: &str = "declined";

impl Pairing {
    /// Quick pairing over these games, ranges widening by `widening`.
    pub fn new(games: Arc<Games>, widening: Widening) -> Pairing {
        Pairing {
            store: games.store().clone(),
            games,
            inner: Mutex::new(Inner {
                pool: Pool::new(widening),
                kept: HashMap::new(),
                seekers: HashMap::new(),
                by_secret: HashMap::new(),
                by_entry: HashMap::new(),
                by_seek: HashMap::new(),
                gone_seeks: Vec::new(),
                by_ticket: HashMap::new(),
                gone_tickets: Vec::new(),
                missing: HashMap::new(),
                orphans_checked: 0,
                next: 1,
            }),
            wake: Notify::new(),
            counted: Mutex::new(None),
        }
    }

    /// The cluster's store, when this node is one of several.
    fn cluster(&self) -> Option<&dyn ClusterStore> {
        self.store.cluster().filter(|c| c.node().is_some())
    }

    fn inner(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A ticket to wait in the pool of `offer` (rated only with an account).
    pub async fn join(&self, offer: Offer, rated: bool, asker: Asker) -> Result<Ticket, PairingError> {
        self.ticket(offer, rated, asker, None, None).await
    }

    /// A challenge of `offer` to the account named `to`, and the ticket the challenger waits
    /// with; answers the challenge as stored.
    pub async fn challenge(
        &self,
        offer: Offer,
        rated: bool,
        account: Option<AccountRef>,
        to: &str,
    ) -> Result<(Ticket, Challenge), PairingError> {
        let from = account.ok_or(PairingError::SignedOut)?;
        let unknown = || PairingError::NoSuchPlayer(Excerpt::new(to));
        if to.len() > 64 {
            return Err(unknown());
        }
        let challenged = self
            .store
            .account_by_name(&name_key(to))
            .await
            .map_err(GameError::from)?
            .ok_or_else(unknown)?;
        if challenged.id == from.id {
            return Err(GameError::BadRequest(Detail::new(
                "challenge-self",
                "a player cannot challenge themselves",
            ))
            .into());
        }
        let id = new_invite_code();
        let challenged = AccountRef {
            id: challenged.id,
            name: challenged.name,
        };
        let ticket = self
            .ticket(
                offer,
                rated,
                Asker {
                    account: Some(from.clone()),
                    ..Asker::default()
                },
                Some(id.clone()),
                Some(challenged.clone()),
            )
            .await?;
        self.store_seek(&ticket).await?;
        let challenge = Challenge {
            id,
            from_account: from.id,
            to_account: challenged.id,
            kind: ticket.key.offer.kind.tag().to_string(),
            rules: ticket.key.offer.rules.clone(),
            time_control: ticket.key.offer.clock.clone(),
            rated,
            created_at: self.games.now() as i64,
        };
        if let Err(e) = self.store.add_challenge(&challenge).await {
            self.leave(&ticket.secret);
            return Err(GameError::from(e).into());
        }
        Ok((ticket, challenge))
    }

    /// Several nodes: stores the ticket of a new seek (or challenge) before it is listed, so
    /// that it is accepted through any node from then on (a player seated before their socket
    /// comes hears it when it does). Nothing with one node.
    async fn store_seek(&self, ticket: &Ticket) -> Result<(), PairingError> {
        let Some(cluster) = self.cluster() else {
            return Ok(());
        };
        let stored = {
            let mut inner = self.inner();
            let number = inner.by_secret.get(&hash_token(&ticket.secret)).copied();
            number.and_then(|n| stored_ticket(&mut inner, n, None, self.games.now()))
        };
        let Some(stored) = stored else {
            return Err(PairingError::NoTicket);
        };
        if let Err(e) = cluster.put_ticket(&stored).await {
            self.leave(&ticket.secret);
            return Err(GameError::from(e).into());
        }
        Ok(())
    }

    /// The challenges an account made or received whose challenger still waits, oldest first,
    /// with the names of both sides (`from`, `to`).
    pub async fn challenges(
        &self,
        account: &AccountRef,
    ) -> Result<Vec<(Challenge, String, String)>, PairingError> {
        let stored = self
            .store
            .challenges(&account.id)
            .await
            .map_err(GameError::from)?;
        if let Some(cluster) = self.cluster() {
            return self.stored_challenges(cluster, stored).await;
        }
        let inner = self.inner();
        Ok(stored
            .into_iter()
            .filter_map(|c| {
                let seeker = inner.by_seek.get(&c.id).and_then(|n| inner.seekers.get(n))?;
                let from = seeker.name.clone()?;
                let to = seeker.challenged.as_ref()?.name.clone();
                Some((c, from, to))
            })
            .collect())
    }

    /// Several nodes: the stored challenges whose challenger waits (on any node), with the
    /// names of both sides.
    async fn stored_challenges(
        &self,
        cluster: &dyn ClusterStore,
        stored: Vec<Challenge>,
    ) -> Result<Vec<(Challenge, String, String)>, PairingError> {
        let mut shown = Vec::new();
        for c in stored {
            let Some(ticket) = cluster.seek_ticket(&c.id).await.map_err(GameError::from)? else {
                continue;
            };
            let Some(to) = self.store.account(&c.to_account).await.map_err(GameError::from)? else {
                continue;
            };
            if let Some(from) = ticket.account_name {
                shown.push((c, from, to.name));
            }
        }
        Ok(shown)
    }

    /// Deletes the stored challenge `id`: [`PairingError::NoSeek`] if there was none.
    async fn take_challenge(&self, id: &str) -> Result<(), PairingError> {
        match self.store.take_challenge(id).await.map_err(GameError::from)? {
            Some(_) => Ok(()),
            None => Err(PairingError::NoSeek),
        }
    }

    /// The challenged account declines a challenge; the challenger is told.
    pub async fn decline(&self, id: &str, account: Option<AccountRef>) -> Result<(), PairingError> {
        let account = account.ok_or(PairingError::SignedOut)?;
        if let Some(cluster) = self.cluster() {
            cluster
                .seek_ticket(id)
                .await
                .map_err(GameError::from)?
                .filter(|t| t.challenged.as_deref() == Some(account.id.as_str()))
                .ok_or(PairingError::NoSeek)?;
            self.take_challenge(id).await?;
            if let Some(ticket) = cluster.take_seek_ticket(id).await.map_err(GameError::from)? {
                let news = TicketNews::Unpaired {
                    ticket: ticket.id,
                    why: DECLINED.to_string(),
                };
                cluster
                    .tell_ticket(&ticket.node, &news)
                    .await
                    .map_err(GameError::from)?;
            }
            return Ok(());
        }
        self.challenged(id, &account)?;
        self.take_challenge(id).await?;
        let seeker = {
            let mut inner = self.inner();
            let number = inner.by_seek.get(id).copied().ok_or(PairingError::NoSeek)?;
            let seeker = inner.forget(number);
            inner.gone_seeks.retain(|(g, _)| g != id);
            seeker
        };
        if let Some((tell, _)) = seeker.and_then(|s| s.waiting) {
            let _ = tell.send(PairingNews::Failed(PairingError::Declined(account.name)));
        }
        Ok(())
    }

    /// Checks that `account` is the one challenged by challenge `id` (else: no such seek).
    fn challenged(&self, id: &str, account: &AccountRef) -> Result<(), PairingError> {
        let inner = self.inner();
        inner
            .by_seek
            .get(id)
            .and_then(|n| inner.seekers.get(n))
            .and_then(|s| s.challenged.as_ref())
            .filter(|to| to.id == account.id)
            .map(|_| ())
            .ok_or(PairingError::NoSeek)
    }

    /// A seek of `offer` in the lobby's list, and the ticket its player waits with.
    pub async fn seek(
        &self,
        offer: Offer,
        rated: bool,
        asker: Asker,
    ) -> Result<(Ticket, Seek), PairingError> {
        let id = new_invite_code();
        let shown = match &asker.account {
            Some(account) => Some(account.name.clone()),
            None => clean_name(asker.name.as_deref()),
        };
        let account = asker.account.clone();
        let ticket = self.ticket(offer, rated, asker, Some(id.clone()), None).await?;
        self.store_seek(&ticket).await?;
        let seek = Seek {
            id: id.clone(),
            account_id: account.map(|a| a.id),
            name: shown,
            kind: ticket.key.offer.kind.tag().to_string(),
            rules: ticket.key.offer.rules.clone(),
            time_control: ticket.key.offer.clock.clone(),
            rated,
            rating: Some(ticket.rating.round() as i64),
            created_at: self.games.now() as i64,
        };
        if let Err(e) = self.store.add_seek(&seek).await {
            self.leave(&ticket.secret);
            return Err(GameError::from(e).into());
        }
        Ok((ticket, seek))
    }

    async fn ticket(
        &self,
        offer: Offer,
        rated: bool,
        asker: Asker,
        seek: Option<String>,
        challenged: Option<AccountRef>,
    ) -> Result<Ticket, PairingError> {
        let Asker {
            account,
            name,
            browser,
        } = asker.checked()?;
        if rated && account.is_none() {
            return Err(RatedRefusal::SignedOut.into());
        }
        let rating = match &account {
            Some(account) => self
                .store
                .rating(&account.id, &offer.class)
                .await
                .map_err(GameError::from)?
                .map_or(DEFAULT_RATING, |r| r.value.rating),
            None => DEFAULT_RATING,
        };
        let key = PoolKey { offer, rated };
        let secret = new_token();
        let now = self.games.now();
        let mut inner = self.inner();
        expire_pending(&mut inner, now);
        if inner.seekers.len() >= MAX_SEEKERS {
            return Err(PairingError::Full);
        }
        let number = inner.next;
        inner.next += 1;
        let hash = hash_token(&secret);
        inner.by_secret.insert(hash.clone(), number);
        if let Some(id) = &seek {
            inner.by_seek.insert(id.clone(), number);
        }
        inner.seekers.insert(
            number,
            Seeker {
                key: key.clone(),
                secret: Some(hash),
                name: match &account {
                    Some(account) => Some(account.name.clone()),
                    None => clean_name(name.as_deref()),
                },
                account,
                browser,
                rating,
                pending_until: now + ATTACH_WITHIN_MS,
                waiting: None,
                seek,
                challenged,
                token: None,
                ticket: None,
            },
        );
        drop(inner);
        self.drop_gone_seeks();
        Ok(Ticket { secret, key, rating })
    }

    /// Takes the seeks of players gone out of the store (in a task of its own).
    fn drop_gone_seeks(&self) {
        let (gone, tickets) = {
            let mut inner = self.inner();
            (
                std::mem::take(&mut inner.gone_seeks),
                std::mem::take(&mut inner.gone_tickets),
            )
        };
        if gone.is_empty() && tickets.is_empty() {
            return;
        }
        let store = self.store.clone();
        tokio::spawn(async move {
            if let Some(cluster) = store.cluster() {
                for ticket in tickets {
                    if let Err(e) = cluster.drop_ticket(&ticket).await {
                        tracing::warn!("a pairing ticket could not be taken from the store: {e}");
                    }
                }
            }
            for (id, challenge) in gone {
                let taken = if challenge {
                    store.take_challenge(&id).await.map(|_| ())
                } else {
                    store.take_seek(&id).await.map(|_| ())
                };
                if let Err(e) = taken {
                    tracing::warn!("a seek could not be taken from the list: {e}");
                }
            }
        });
    }

    /// The seeks in the lobby's list, oldest first.
    pub async fn seeks(&self) -> Result<Vec<Seek>, PairingError> {
        Ok(self.store.seeks(200).await.map_err(GameError::from)?)
    }

    /// Accepts a seek: a new game with its player, who is told; answers the acceptor's news
    /// ([`PairingNews::Paired`]).
    pub async fn accept(&self, id: &str, asker: Asker) -> Result<PairingNews, PairingError> {
        let Asker {
            account,
            name,
            browser,
        } = asker.checked()?;
        if let Some(cluster) = self.cluster() {
            return self.accept_stored(cluster, id, account, name, browser).await;
        }
        let (rated, mine, challenge) = {
            let inner = self.inner();
            let seeker = inner
                .by_seek
                .get(id)
                .and_then(|n| inner.seekers.get(n))
                .filter(|s| s.waiting.is_some())
                .ok_or(PairingError::NoSeek)?;
            let owner = Asker {
                account: seeker.account.clone(),
                name: None,
                browser: seeker.browser.clone(),
            };
            let mine = owner.same_as(account.as_ref(), browser.as_deref());
            (seeker.key.rated, mine, seeker.challenged.is_some())
        };
        if challenge {
            let account = account.as_ref().ok_or(PairingError::SignedOut)?;
            self.challenged(id, account)?;
        }
        self.take_listed(id, challenge, mine, rated && account.is_none())
            .await?;
        let seated = {
            let mut inner = self.inner();
            let number = inner.by_seek.remove(id).ok_or(PairingError::NoSeek)?;
            let mut seeker = inner.forget(number).ok_or(PairingError::NoSeek)?;
            // Taken from the store already.
            inner.gone_seeks.retain(|(g, _)| g != id);
            seeker.seek = None;
            let tell = seeker.waiting.as_ref().ok_or(PairingError::NoSeek)?.0.clone();
            keep(&mut inner, &seeker, self.games.now());
            Seated {
                seeker,
                tell: Tell::Here(tell),
                hash: None,
            }
        };
        self.seat_acceptor(seated, account, name, browser).await
    }

    /// Several nodes: accepts a stored seek (or challenge), whose player waits on any node.
    async fn accept_stored(
        &self,
        cluster: &dyn ClusterStore,
        id: &str,
        account: Option<AccountRef>,
        name: Option<String>,
        browser: Option<String>,
    ) -> Result<PairingNews, PairingError> {
        let ticket = cluster
            .seek_ticket(id)
            .await
            .map_err(GameError::from)?
            .ok_or(PairingError::NoSeek)?;
        let challenge = ticket.challenged.is_some();
        if let Some(to) = &ticket.challenged {
            let account = account.as_ref().ok_or(PairingError::SignedOut)?;
            if &account.id != to {
                return Err(PairingError::NoSeek);
            }
        }
        let owner = Asker {
            account: ticket.account_id.clone().map(|id| AccountRef {
                id,
                name: String::new(),
            }),
            name: None,
            browser: ticket.browser.clone(),
        };
        let mine = owner.same_as(account.as_ref(), browser.as_deref());
        self.take_listed(id, challenge, mine, ticket.rated && account.is_none())
            .await?;
        let ticket = cluster
            .take_seek_ticket(id)
            .await
            .map_err(GameError::from)?
            .ok_or(PairingError::NoSeek)?;
        let seated = Seated::stored(ticket).map_err(PairingError::NotMade)?;
        self.seat_acceptor(seated, account, name, browser).await
    }

    /// Takes a seek (or a challenge) out of the store for its acceptor, unless it is the
    /// acceptor's own (`mine`) or rated for a guest (`signed_out`): of two accepting at once,
    /// the store gives it to one.
    async fn take_listed(
        &self,
        id: &str,
        challenge: bool,
        mine: bool,
        signed_out: bool,
    ) -> Result<(), PairingError> {
        if mine {
            return Err(PairingError::OwnSeek);
        }
        if signed_out {
            return Err(RatedRefusal::SignedOut.into());
        }
        let taken = if challenge {
            self.store.take_challenge(id).await.map(|c| c.is_some())
        } else {
            self.store.take_seek(id).await.map(|s| s.is_some())
        };
        if !taken.map_err(GameError::from)? {
            return Err(PairingError::NoSeek);
        }
        Ok(())
    }

    /// Seats a seek's player and its acceptor; answers the acceptor's news.
    async fn seat_acceptor(
        &self,
        seated: Seated,
        account: Option<AccountRef>,
        name: Option<String>,
        browser: Option<String>,
    ) -> Result<PairingNews, PairingError> {
        let (tell, mut told) = mpsc::unbounded_channel();
        let acceptor = Seated {
            seeker: Seeker {
                key: seated.seeker.key.clone(),
                secret: None,
                name: match &account {
                    Some(account) => Some(account.name.clone()),
                    None => clean_name(name.as_deref()),
                },
                account,
                browser,
                rating: DEFAULT_RATING,
                pending_until: 0,
                waiting: None,
                seek: None,
                challenged: None,
                token: None,
                ticket: None,
            },
            tell: Tell::Here(tell),
            hash: None,
        };
        self.seat(seated, acceptor).await;
        match told.recv().await {
            Some(PairingNews::Failed(e)) => Err(e),
            Some(paired) => Ok(paired),
            None => Err(PairingError::NotMade("no answer".into())),
        }
    }

    /// The player of `secret` waits from now on, their news sent to the receiver; answers the
    /// ticket's number (for [`Pairing::detach`]), the rating and how many wait in the pool.
    pub fn attach(
        self: &Arc<Self>,
        secret: &str,
    ) -> Result<(u64, i64, usize, mpsc::UnboundedReceiver<PairingNews>), PairingError> {
        let now = self.games.now();
        let (tx, rx) = mpsc::unbounded_channel();
        let mut inner = self.inner();
        expire_pending(&mut inner, now);
        let hash = hash_token(secret);
        // Paired already: the kept seat, at once or when the game is made.
        if let Some(kept) = inner.kept.get_mut(&hash) {
            match &kept.news {
                Some(news) => {
                    let _ = tx.send(news.again());
                }
                None => kept.tells.push(tx),
            }
            return Ok((0, kept.rating.round() as i64, 0, rx));
        }
        let number = *inner.by_secret.get(&hash).ok_or(PairingError::NoTicket)?;
        let Some(seeker) = inner.seekers.get(&number) else {
            return Err(PairingError::NoTicket);
        };
        if seeker.waiting.is_some() {
            return Err(PairingError::Attached);
        }
        let who = match (&seeker.account, &seeker.browser) {
            (Some(account), _) => Who::Account(account.id.clone()),
            (None, Some(browser)) => Who::Browser(browser.clone()),
            (None, None) => Who::Guest(number),
        };
        let (key, rating) = (seeker.key.clone(), seeker.rating);
        if self.cluster().is_some() && seeker.seek.is_none() {
            let stored = stored_ticket(&mut inner, number, Some(tx), now);
            let waiting = inner
                .seekers
                .values()
                .filter(|s| s.key == key && s.seek.is_none() && s.waiting.is_some())
                .count();
            drop(inner);
            if let Some(stored) = stored {
                self.put_ticket(stored);
            }
            return Ok((number, rating.round() as i64, waiting, rx));
        }
        if seeker.seek.is_some() {
            if let Some(seeker) = inner.seekers.get_mut(&number) {
                seeker.waiting = Some((tx, None));
            }
            let listed = inner.by_seek.len();
            return Ok((number, rating.round() as i64, listed, rx));
        }
        let (entry, replaced) = inner.pool.join(key.clone(), who, rating, now);
        // An account waits once: its earlier ticket is out.
        if let Some(replaced) = replaced
            && let Some(old) = inner.by_entry.remove(&replaced.ticket)
            && let Some(old) = inner.forget(old)
            && let Some((tell, _)) = old.waiting
        {
            let _ = tell.send(PairingNews::Failed(PairingError::Ended(
                "you asked for another game from elsewhere: this wait is over",
            )));
        }
        inner.by_entry.insert(entry, number);
        if let Some(seeker) = inner.seekers.get_mut(&number) {
            seeker.waiting = Some((tx, Some(entry)));
        }
        let waiting = inner.pool.count(&key);
        drop(inner);
        self.drop_gone_seeks();
        self.pair();
        Ok((number, rating.round() as i64, waiting, rx))
    }

    /// The player's socket closed: out of the pool (nothing if paired already). A seek goes
    /// from the list; a pool's ticket may wait again on a new socket within
    /// [`ATTACH_WITHIN_MS`] (a connection lost and found again).
    pub fn detach(&self, number: u64) {
        let now = self.games.now();
        let mut inner = self.inner();
        let entry = match inner.seekers.get_mut(&number) {
            Some(seeker) if seeker.seek.is_none() => {
                let entry = seeker.waiting.take().and_then(|(_, entry)| entry);
                seeker.pending_until = now + ATTACH_WITHIN_MS;
                // Several nodes: out of the stored pool (its news, if it was paired
                // meanwhile, still finds it).
                if let Some(ticket) = seeker.ticket.take() {
                    inner.gone_tickets.push(ticket);
                }
                entry
            }
            Some(_) => {
                inner.forget(number);
                None
            }
            None => None,
        };
        if let Some(entry) = entry {
            inner.by_entry.remove(&entry);
            inner.pool.leave(entry);
        }
        drop(inner);
        self.drop_gone_seeks();
    }

    /// Leaves the pool by the ticket's secret (`DELETE /api/pairing`); whether it waited.
    pub fn leave(&self, secret: &str) -> bool {
        let mut inner = self.inner();
        let Some(number) = inner.by_secret.get(&hash_token(secret)).copied() else {
            return false;
        };
        let forgotten = inner.forget(number);
        drop(inner);
        self.drop_gone_seeks();
        match forgotten {
            Some(seeker) => {
                if let Some((tell, _)) = seeker.waiting {
                    let _ = tell.send(PairingNews::Failed(PairingError::Ended("you left the pool")));
                }
                true
            }
            None => false,
        }
    }

    /// The pools where somebody waits, with how many (several nodes: on this node).
    pub fn pools(&self) -> Vec<(PoolKey, usize)> {
        let inner = self.inner();
        let mut counts: Vec<(PoolKey, usize)> = Vec::new();
        let stored = inner
            .seekers
            .values()
            .filter(|s| s.ticket.is_some() && s.seek.is_none())
            .map(|s| &s.key);
        for key in inner.pool.waiting().iter().map(|w| &w.key).chain(stored) {
            match counts.iter_mut().find(|(k, _)| k == key) {
                Some((_, n)) => *n += 1,
                None => counts.push((key.clone(), 1)),
            }
        }
        counts.sort_by_key(|c| std::cmp::Reverse(c.1));
        counts
    }

    /// The pools where somebody waits, on every node: with several nodes the stored tickets'
    /// counts (read at most once a `COUNTS_KEPT_MS`), never fewer than this node's own (a
    /// ticket is stored a moment after its player came); alone, or while the store does not
    /// answer, this node's own ([`Pairing::pools`]).
    pub async fn pools_everywhere(&self) -> PoolCounts {
        let own = self.pools();
        let Some(cluster) = self.cluster() else {
            return own;
        };
        let now = self.games.now();
        let kept = self
            .counted
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .as_ref()
            .filter(|(at, _)| now.saturating_sub(*at) < COUNTS_KEPT_MS)
            .map(|(_, counts)| counts.clone());
        let mut counts = match kept {
            Some(counts) => counts,
            None => match cluster.pool_counts().await {
                Ok(rows) => {
                    let counts: PoolCounts = rows
                        .into_iter()
                        .filter_map(|c| {
                            let offer = Offer::new(c.kind.parse().ok()?, &c.rules, &c.clock).ok()?;
                            let key = PoolKey {
                                offer,
                                rated: c.rated,
                            };
                            Some((key, usize::try_from(c.waiting).ok()?))
                        })
                        .collect();
                    *self
                        .counted
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some((now, counts.clone()));
                    counts
                }
                Err(e) => {
                    tracing::debug!("the pools across the nodes were not read: {e}");
                    return own;
                }
            },
        };
        for (key, n) in own {
            match counts.iter_mut().find(|(k, _)| *k == key) {
                Some((_, m)) => *m = (*m).max(n),
                None => counts.push((key, n)),
            }
        }
        counts.sort_by_key(|c| std::cmp::Reverse(c.1));
        counts
    }

    /// Pairs whoever can be paired now and seats each pair at a new game (in tasks of their
    /// own); drops the tickets that waited too long for their sockets.
    pub fn pair(self: &Arc<Self>) {
        let now = self.games.now();
        let mut inner = self.inner();
        expire_pending(&mut inner, now);
        let pairs = inner.pool.pair(now);
        let expired_seeks = !inner.gone_seeks.is_empty() || !inner.gone_tickets.is_empty();
        let mut seated = Vec::new();
        for Pair { older, newer } in pairs {
            let take = |inner: &mut Inner, entry: u64| {
                let number = inner.by_entry.remove(&entry)?;
                let seeker = inner.seekers.remove(&number)?;
                inner.by_secret.retain(|_, n| *n != number);
                let tell = seeker.waiting.as_ref()?.0.clone();
                keep(inner, &seeker, now);
                Some(Seated {
                    seeker,
                    tell: Tell::Here(tell),
                    hash: None,
                })
            };
            if let (Some(a), Some(b)) = (take(&mut inner, older.ticket), take(&mut inner, newer.ticket)) {
                seated.push((a, b));
            }
        }
        drop(inner);
        if expired_seeks {
            self.drop_gone_seeks();
        }
        for (older, newer) in seated {
            let this = self.clone();
            tokio::spawn(async move { this.seat(older, newer).await });
        }
    }

    /// Seats two players at a new game (who moves first drawn by lot) and tells each.
    async fn seat(&self, older: Seated, newer: Seated) {
        let (first, second) = if new_seed().is_multiple_of(2) {
            (older, newer)
        } else {
            (newer, older)
        };
        match self.new_game(&first, &second).await {
            Ok((game, tokens)) => {
                for (i, side) in [&first, &second].into_iter().enumerate() {
                    let other = if i == 0 { &second } else { &first };
                    self.tell(side, Some((game.clone(), i, tokens[i].clone())), other)
                        .await;
                }
            }
            Err(e) => {
                tracing::warn!("a paired game could not be made: {e}");
                let news = PairingNews::Failed(PairingError::NotMade(e.to_string()));
                self.kept(&first.seeker, &news);
                self.kept(&second.seeker, &news);
                for side in [&first, &second] {
                    match &side.tell {
                        Tell::Here(tell) => {
                            let _ = tell.send(news.again());
                        }
                        Tell::Node { node, ticket } => {
                            let news = TicketNews::Unpaired {
                                ticket: ticket.clone(),
                                why: e.to_string(),
                            };
                            self.tell_node(node, &news).await;
                        }
                    }
                }
            }
        }
    }

    /// Tells a seated player their game (`game`, `seat`, the token if this node made it), or
    /// that it could not be made (none); `other` is their opponent.
    async fn tell(&self, side: &Seated, game: Option<(String, usize, Option<String>)>, other: &Seated) {
        match (&side.tell, game) {
            (Tell::Here(tell), Some((game, seat, Some(token)))) => {
                let news = PairingNews::Paired {
                    game,
                    seat,
                    token,
                    rated: side.seeker.key.rated,
                    opponent: other.seeker.name.clone(),
                };
                self.kept(&side.seeker, &news);
                let _ = tell.send(news);
            }
            (Tell::Here(tell), _) => {
                let news = PairingNews::Failed(PairingError::NotMade(NO_SEAT.into()));
                self.kept(&side.seeker, &news);
                let _ = tell.send(news);
            }
            (Tell::Node { node, ticket }, game) => {
                let news = match game {
                    Some((game_id, seat, _)) => TicketNews::Paired {
                        ticket: ticket.clone(),
                        game_id,
                        seat,
                        opponent: other.seeker.name.clone(),
                    },
                    None => TicketNews::Unpaired {
                        ticket: ticket.clone(),
                        why: NO_SEAT.into(),
                    },
                };
                self.tell_node(node, &news).await;
            }
        }
    }

    /// Tells a ticket's node its news (several nodes).
    async fn tell_node(&self, node: &str, news: &TicketNews) {
        let Some(cluster) = self.cluster() else {
            return;
        };
        if let Err(e) = cluster.tell_ticket(node, news).await {
            tracing::warn!(node = %node, "a pairing's news could not be told: {e}");
        }
    }

    /// The news of a seated player, kept for their ticket and told to the sockets that came
    /// back meanwhile.
    fn kept(&self, seeker: &Seeker, news: &PairingNews) {
        let Some(secret) = &seeker.secret else {
            return;
        };
        let mut inner = self.inner();
        if let Some(kept) = inner.kept.get_mut(secret) {
            for tell in kept.tells.drain(..) {
                let _ = tell.send(news.again());
            }
            kept.news = Some(news.again());
        }
    }

    /// The game of two paired players: `first` at seat 1, `second` at seat 2; the id and the
    /// two seats' tokens (none for a seat held by a token hash another node made).
    async fn new_game(
        &self,
        first: &Seated,
        second: &Seated,
    ) -> Result<(String, [Option<String>; 2]), GameError> {
        let (held, second_hash) = (first.hash.clone(), second.hash.clone());
        let (first, second) = (&first.seeker, &second.seeker);
        let offer = &first.key.offer;
        let spec = GameSpec {
            kind: offer.kind,
            rules: offer.rules.clone(),
            clock: offer.clock.clone(),
            seats: vec![SeatPlan::Me, SeatPlan::Invite],
            names: vec![first.name.clone(), None],
            seed: None,
            start: None,
            hints: false,
            chat: true,
            creator: None,
            account: first.account.clone(),
            rated: first.key.rated,
        };
        let made_here = held.is_none();
        let (created, _room) = self.games.create_held(&spec, held).await?;
        let code = created
            .invites
            .first()
            .map(|i| i.code.clone())
            .ok_or(GameError::NoInvitation)?;
        let mine = match made_here {
            true => Some(
                created
                    .tokens
                    .first()
                    .map(|t| t.token.clone())
                    .ok_or(GameError::NoInvitation)?,
            ),
            false => None,
        };
        let taker = Taker {
            name: second.name.clone(),
            client: None,
            account: second.account.clone(),
        };
        let theirs = match second_hash {
            Some(hash) => {
                self.games.join_by_code_held(&code, taker, hash).await?;
                None
            }
            None => Some(self.games.join_by_code(&code, taker).await?.2),
        };
        Ok((created.id, [mine, theirs]))
    }

    /// Pairs every `every` (ranges widen with waiting) until `stop` turns true; with several
    /// nodes, also whenever a ticket is stored, if this node runs the pool (holds its lease,
    /// renewed at each round: `every` is a third of the lease or less).
    pub async fn run(
        self: Arc<Self>,
        every: std::time::Duration,
        mut stop: tokio::sync::watch::Receiver<bool>,
    ) {
        let mut every = tokio::time::interval(every);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = every.tick() => {}
                _ = self.wake.notified() => {}
                _ = stop.changed() => break,
            }
            self.pair();
            if let Some(cluster) = self.cluster() {
                self.pair_stored(cluster).await;
                let after = every.period().saturating_mul(ORPHAN_ROUNDS);
                self.find_orphans(cluster, u64::try_from(after.as_millis()).unwrap_or(u64::MAX))
                    .await;
            }
        }
        if let Some(cluster) = self.cluster()
            && let Err(e) = cluster.release_pool().await
        {
            tracing::debug!("the pool's lease was not given up: {e}");
        }
    }

    /// Several nodes: this node's tickets that left the store with no news of their pairing
    /// (the node that took them stopped before it told, or its notice was lost) for `after_ms`:
    /// a player seated with the ticket's token is told their game, as the news would have; a
    /// player of the pool with no such seat waits again with a new ticket; a seek's or
    /// challenge's player (whose seek was taken too) hears that the game was not made.
    /// Looked for once a round at most every [`ORPHANS_EVERY_MS`].
    async fn find_orphans(self: &Arc<Self>, cluster: &dyn ClusterStore, after_ms: u64) {
        let now = self.games.now();
        let waiting: Vec<(String, u64)> = {
            let mut inner = self.inner();
            if now.saturating_sub(inner.orphans_checked) < ORPHANS_EVERY_MS {
                return;
            }
            inner.orphans_checked = now;
            inner
                .seekers
                .iter()
                .filter(|(_, s)| s.waiting.is_some())
                .filter_map(|(n, s)| Some((s.ticket.clone()?, *n)))
                .collect()
        };
        if waiting.is_empty() {
            self.inner().missing.clear();
            return;
        }
        let ids: Vec<String> = waiting.iter().map(|(id, _)| id.clone()).collect();
        let stored = match cluster.tickets_stored(&ids).await {
            Ok(stored) => stored,
            Err(e) => {
                tracing::debug!("the pairing tickets were not looked for: {e}");
                return;
            }
        };
        let orphans: Vec<(String, u64, Option<String>, bool)> = {
            let mut inner = self.inner();
            let missing: HashMap<String, u64> = ids
                .iter()
                .filter(|id| !stored.contains(id))
                .map(|id| (id.clone(), inner.missing.get(id).copied().unwrap_or(now)))
                .collect();
            inner.missing = missing;
            let long = |since: &u64| now.saturating_sub(*since) >= after_ms;
            waiting
                .iter()
                .filter(|(id, _)| inner.missing.get(id).is_some_and(long))
                .filter_map(|(id, n)| {
                    let seeker = inner.seekers.get(n)?;
                    Some((id.clone(), *n, seeker.token.clone(), seeker.seek.is_some()))
                })
                .collect()
        };
        for (ticket, number, token, seek) in orphans {
            let seated = match &token {
                Some(token) => match cluster.seat_of_token(&hash_token(token)).await {
                    Ok(seated) => seated,
                    Err(e) => {
                        tracing::debug!("a pairing ticket's seat was not looked for: {e}");
                        continue;
                    }
                },
                None => None,
            };
            match seated {
                Some((game_id, seat)) => {
                    let opponent = match self.store.load_game(&game_id).await {
                        Ok(Some(game)) => game
                            .game
                            .seats
                            .iter()
                            .find(|s| usize::try_from(s.index).ok() != Some(seat))
                            .and_then(|s| s.name.clone()),
                        _ => None,
                    };
                    tracing::info!(game = %game_id, "a pairing whose news never came is told from its seat");
                    self.told(TicketNews::Paired {
                        ticket,
                        game_id,
                        seat,
                        opponent,
                    });
                }
                None if seek => {
                    tracing::info!("a seek taken with no game made: its player is told");
                    self.told(TicketNews::Unpaired {
                        ticket,
                        why: NO_SEAT.into(),
                    });
                }
                None => {
                    let again = {
                        let mut inner = self.inner();
                        inner.missing.remove(&ticket);
                        let again = stored_ticket(&mut inner, number, None, now);
                        // The earlier ticket still leads to the player, should its news come.
                        inner.by_ticket.insert(ticket, number);
                        again
                    };
                    if let Some(again) = again {
                        tracing::info!("a pairing ticket taken with no game made: its player waits again");
                        self.put_ticket(again);
                    }
                }
            }
        }
        self.drop_gone_seeks();
    }

    /// Several nodes: a ticket was stored; the node running the pool pairs at once.
    pub fn ticket_stored(&self) {
        self.wake.notify_one();
    }

    /// Several nodes: the node running the pool (this one, if it holds the pool's lease or takes
    /// it) pairs the stored tickets and seats each pair, tickets taken under its lease.
    async fn pair_stored(self: &Arc<Self>, cluster: &dyn ClusterStore) {
        let epoch = match cluster.hold_pool().await {
            Ok(Some(epoch)) => epoch,
            Ok(None) => return,
            Err(e) => {
                tracing::debug!("the pool's lease is not held: {e}");
                return;
            }
        };
        let tickets = match cluster.pool_tickets().await {
            Ok(tickets) => tickets,
            Err(e) => {
                tracing::warn!("the pool's tickets were not read: {e}");
                return;
            }
        };
        let mut pool = Pool::new(self.inner().pool.widening());
        let mut entries = HashMap::new();
        let mut replaced = Vec::new();
        for ticket in tickets {
            let key = (
                ticket.kind.clone(),
                ticket.rules.clone(),
                ticket.clock.clone(),
                ticket.rated,
            );
            let joined = u64::try_from(ticket.joined_at).unwrap_or(0);
            let (entry, before) = pool.join(key, stored_player(&ticket), ticket.rating, joined);
            // A player waits once: the earlier ticket's wait is over.
            if let Some(old) = before.and_then(|w| entries.remove(&w.ticket)) {
                replaced.push(old);
            }
            entries.insert(entry, ticket);
        }
        for old in replaced {
            match cluster.take_tickets(epoch, std::slice::from_ref(&old.id)).await {
                Ok(taken) if !taken.is_empty() => {
                    let news = TicketNews::Unpaired {
                        ticket: old.id,
                        why: REPLACED.to_string(),
                    };
                    self.tell_node(&old.node, &news).await;
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::info!("pairing stopped: {e}");
                    return;
                }
            }
        }
        for Pair { older, newer } in pool.pair(self.games.now()) {
            let (Some(a), Some(b)) = (entries.remove(&older.ticket), entries.remove(&newer.ticket)) else {
                continue;
            };
            match cluster.take_tickets(epoch, &[a.id.clone(), b.id.clone()]).await {
                Ok(taken) if taken.len() == 2 => {}
                Ok(_) => continue,
                Err(e) => {
                    tracing::info!("pairing stopped: {e}");
                    return;
                }
            }
            match (Seated::stored(a.clone()), Seated::stored(b.clone())) {
                (Ok(a), Ok(b)) => {
                    let this = self.clone();
                    tokio::spawn(async move { this.seat(a, b).await });
                }
                (Err(e), _) | (_, Err(e)) => {
                    for t in [a, b] {
                        let news = TicketNews::Unpaired {
                            ticket: t.id,
                            why: e.clone(),
                        };
                        self.tell_node(&t.node, &news).await;
                    }
                }
            }
        }
    }

    /// Stores a ticket (in a task of its own); one whose player left meanwhile is taken out
    /// again, and one that cannot be stored ends the player's wait.
    fn put_ticket(self: &Arc<Self>, ticket: PairingTicket) {
        let this = self.clone();
        tokio::spawn(async move {
            let Some(cluster) = this.cluster() else {
                return;
            };
            if let Err(e) = cluster.put_ticket(&ticket).await {
                tracing::warn!("a pairing ticket could not be stored: {e}");
                this.ticket_failed(&ticket.id, &e);
                return;
            }
            let waits = {
                let inner = this.inner();
                inner
                    .by_ticket
                    .get(&ticket.id)
                    .and_then(|n| inner.seekers.get(n))
                    .is_some_and(|s| s.ticket.as_deref() == Some(ticket.id.as_str()))
            };
            if !waits && let Err(e) = cluster.drop_ticket(&ticket.id).await {
                tracing::warn!("a pairing ticket could not be taken from the store: {e}");
            }
        });
    }

    /// A ticket could not be stored: its player's wait is over.
    fn ticket_failed(&self, ticket: &str, e: &StoreError) {
        let seeker = {
            let mut inner = self.inner();
            let number = inner.by_ticket.get(ticket).copied();
            number.and_then(|n| inner.forget(n))
        };
        self.drop_gone_seeks();
        if let Some((tell, _)) = seeker.and_then(|s| s.waiting) {
            let _ = tell.send(PairingNews::Failed(PairingError::NotMade(e.to_string())));
        }
    }

    /// Several nodes: the news of one of this node's stored tickets, told to its player (and
    /// kept for their ticket, as a pairing made here is).
    pub fn told(&self, news: TicketNews) {
        let now = self.games.now();
        let ticket = match &news {
            TicketNews::Paired { ticket, .. } | TicketNews::Unpaired { ticket, .. } => ticket.clone(),
        };
        let mut inner = self.inner();
        let Some(seeker) = inner.told(&ticket) else {
            return;
        };
        let news = match news {
            TicketNews::Paired {
                game_id,
                seat,
                opponent,
                ..
            } => match &seeker.token {
                Some(token) => PairingNews::Paired {
                    game: game_id,
                    seat,
                    token: token.clone(),
                    rated: seeker.key.rated,
                    opponent,
                },
                None => PairingNews::Failed(PairingError::NotMade(NO_SEAT.into())),
            },
            TicketNews::Unpaired { why, .. } => PairingNews::Failed(match why.as_str() {
                REPLACED => {
                    PairingError::Ended("you asked for another game from elsewhere: this wait is over")
                }
                DECLINED => PairingError::Declined(
                    seeker
                        .challenged
                        .as_ref()
                        .map(|a| a.name.clone())
                        .unwrap_or_default(),
                ),
                _ => PairingError::NotMade(why),
            }),
        };
        keep(&mut inner, &seeker, now);
        drop(inner);
        self.kept(&seeker, &news);
        if let Some((tell, _)) = seeker.waiting {
            let _ = tell.send(news);
        }
    }
}

/// Several nodes: the stored ticket the seeker `number` waits with from now on (its news sent
/// on `tell`), made with a new id and the hash of the seat token this node keeps for it.
fn stored_ticket(
    inner: &mut Inner,
    number: u64,
    tell: Option<mpsc::UnboundedSender<PairingNews>>,
    now: u64,
) -> Option<PairingTicket> {
    let seeker = inner.seekers.get_mut(&number)?;
    let id = new_invite_code();
    let token = seeker.token.get_or_insert_with(new_token).clone();
    seeker.ticket = Some(id.clone());
    if let Some(tell) = tell {
        seeker.waiting = Some((tell, None));
    }
    let ticket = PairingTicket {
        id: id.clone(),
        node: String::new(),
        kind: seeker.key.offer.kind.tag().to_string(),
        rules: seeker.key.offer.rules.clone(),
        clock: seeker.key.offer.clock.clone(),
        rated: seeker.key.rated,
        seek_id: seeker.seek.clone(),
        account_id: seeker.account.as_ref().map(|a| a.id.clone()),
        account_name: seeker.account.as_ref().map(|a| a.name.clone()),
        name: seeker.name.clone(),
        browser: seeker.browser.clone(),
        challenged: seeker.challenged.as_ref().map(|a| a.id.clone()),
        rating: seeker.rating,
        joined_at: i64::try_from(now).unwrap_or(i64::MAX),
        token_hash: hash_token(&token),
    };
    inner.by_ticket.insert(id, number);
    Some(ticket)
}

/// Keeps a place for the pairing of a seeker taken out to be seated (see [`Kept`]).
fn keep(inner: &mut Inner, seeker: &Seeker, now: u64) {
    if let Some(secret) = &seeker.secret {
        inner.kept.insert(
            secret.clone(),
            Kept {
                news: None,
                tells: Vec::new(),
                rating: seeker.rating,
                until: now + KEEP_PAIRED_MS,
            },
        );
    }
}

/// Drops the tickets whose sockets did not come in time, and the pairings kept too long.
fn expire_pending(inner: &mut Inner, now: u64) {
    inner.kept.retain(|_, kept| kept.until > now);
    let late: Vec<u64> = inner
        .seekers
        .iter()
        .filter(|(_, s)| s.waiting.is_none() && s.pending_until <= now)
        .map(|(n, _)| *n)
        .collect();
    for number in late {
        inner.forget(number);
    }
}
