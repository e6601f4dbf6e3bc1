//! A game's chat: a line said at the table goes to the players' chat when its author holds a
//! seat, else to the spectators' — two chats that never mix — after the checks a chat needs
//! (plain text of at most [`MOST_CHARS`] characters, no control characters, at most
//! [`BURST`] lines in [`WINDOW_MS`] per sender). Lines are stored (the store's `chat` table)
//! before they are told to the connections of their chat, which get the last
//! [`RECENT`] lines when they (re)connect. With several nodes, a line said through one node
//! is told by the store to the others ([`Room::relay_chat`]), which tell their connections;
//! a node whose listener was cut reads the recent lines again ([`Room::catch_up_chat`]), and
//! each room tells a line once however it came ([`ChatTold`]).

use std::collections::{BTreeSet, HashMap, VecDeque};

use quartet_store::{ChatLine, ChatRoom, NewChatLine};

use super::{Room, RoomError};

/// The longest line, in characters.
pub const MOST_CHARS: usize = 140;
/// Lines one sender may say within [`WINDOW_MS`].
pub const BURST: usize = 5;
/// The window of the rate limit (ms).
pub const WINDOW_MS: u64 = 10_000;
/// The lines a connection gets when it (re)connects.
pub const RECENT: i64 = 50;

/// Why a line was refused: nothing was said.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChatRefusal {
    /// The game was created without its chat.
    #[error("this game has no chat (chosen when it was created)")]
    Off,
    /// Nothing but spaces.
    #[error("an empty line is not said")]
    Empty,
    /// Over [`MOST_CHARS`].
    #[error("a line is at most {most} characters; this one has {chars}")]
    TooLong {
        /// The most.
        most: usize,
        /// The line's.
        chars: usize,
    },
    /// A control character (a new line, a tab, an escape…).
    #[error("a line is plain text on one line: no control characters")]
    Control,
    /// Over [`BURST`] lines in [`WINDOW_MS`].
    #[error("at most {BURST} lines in {} s: wait {} s", WINDOW_MS / 1000, .wait_ms.div_ceil(1000))]
    TooFast {
        /// How long before the next line may be said (ms).
        wait_ms: u64,
    },
}

/// The text of a line as it is kept: trimmed, checked.
pub fn checked_text(text: &str) -> Result<&str, ChatRefusal> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ChatRefusal::Empty);
    }
    if text.chars().any(char::is_control) {
        return Err(ChatRefusal::Control);
    }
    let chars = text.chars().count();
    if chars > MOST_CHARS {
        return Err(ChatRefusal::TooLong {
            most: MOST_CHARS,
            chars,
        });
    }
    Ok(text)
}

/// The times of each sender's recent lines.
#[derive(Debug, Default)]
pub struct ChatLimiter {
    said: HashMap<String, VecDeque<u64>>,
}

impl ChatLimiter {
    /// Notes a line of `sender` at `now`, or refuses it when the sender said [`BURST`] lines
    /// within the last [`WINDOW_MS`].
    pub fn take(&mut self, sender: &str, now: u64) -> Result<(), ChatRefusal> {
        self.said
            .retain(|_, times| times.back().is_some_and(|&t| now < t + WINDOW_MS));
        let times = self.said.entry(sender.to_string()).or_default();
        while times.front().is_some_and(|&t| now >= t + WINDOW_MS) {
            times.pop_front();
        }
        if times.len() >= BURST {
            let oldest = times.front().copied().unwrap_or(now);
            return Err(ChatRefusal::TooFast {
                wait_ms: oldest + WINDOW_MS - now,
            });
        }
        times.push_back(now);
        Ok(())
    }

    /// Notes a line `sender` said at `at` through another node (several nodes on one
    /// database), so that a player talking through two nodes is held to one rate: it counts
    /// against the sender's next lines here as a line said here does.
    pub fn note(&mut self, sender: &str, at: u64) {
        let times = self.said.entry(sender.to_string()).or_default();
        let at_or_after = times.iter().rposition(|&t| t <= at).map_or(0, |i| i + 1);
        times.insert(at_or_after, at);
    }
}

/// The lines of each chat a room told its connections lately (the last `2 × RECENT`), so that
/// a line is told once whether it was said here, told by the store, or read again after the
/// node's listener was cut.
#[derive(Debug, Default)]
pub struct ChatTold {
    players: BTreeSet<i64>,
    spectators: BTreeSet<i64>,
}

impl ChatTold {
    fn of(&mut self, room: ChatRoom) -> &mut BTreeSet<i64> {
        match room {
            ChatRoom::Players => &mut self.players,
            ChatRoom::Spectators => &mut self.spectators,
        }
    }

    /// Whether line `n` of `room` was told.
    pub fn contains(&self, room: ChatRoom, n: i64) -> bool {
        match room {
            ChatRoom::Players => self.players.contains(&n),
            ChatRoom::Spectators => self.spectators.contains(&n),
        }
    }

    /// Whether line `n` of `room` is new here; it is noted as told.
    pub fn first(&mut self, room: ChatRoom, n: i64) -> bool {
        let told = self.of(room);
        if !told.insert(n) {
            return false;
        }
        while told.len() > 2 * RECENT as usize {
            told.pop_first();
        }
        true
    }
}

/// The chat a viewer holding `held` seats speaks in and reads.
pub fn chat_of(held: &[usize]) -> ChatRoom {
    if held.is_empty() {
        ChatRoom::Spectators
    } else {
        ChatRoom::Players
    }
}

/// Who says a line.
pub struct Speaker<'a> {
    /// The seats held (none: a spectator).
    pub held: &'a [usize],
    /// The signed-in author's account.
    pub account: Option<String>,
    /// What the rate limit counts a spectator by; a player is counted by their first seat.
    pub key: SpectatorKey,
}

/// What the chat's rate limit counts a spectator by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpectatorKey {
    /// Their account, when signed in.
    Account(String),
    /// Else their address (when the limits per address apply).
    Address(std::net::IpAddr),
    /// Else their connection to this node.
    Connection(u64),
}

impl SpectatorKey {
    /// The sender as the limiter counts them, and the word told to the other nodes with their
    /// lines (several nodes: one rate holds across them): a digest of the account or the
    /// address, never the address itself; none for a connection, which only this node knows.
    fn sender(&self) -> (String, Option<String>) {
        let shared = |key: String| {
            let word = crate::token::hash_token(&key)[..16].to_string();
            (format!("spectator {word}"), Some(word))
        };
        match self {
            SpectatorKey::Account(id) => shared(format!("account {id}")),
            SpectatorKey::Address(ip) => shared(format!("address {ip}")),
            SpectatorKey::Connection(n) => (format!("connection {n}"), None),
        }
    }
}

impl Room {
    /// Says a line at the table (see the module docs): stored, then told to the connections
    /// of its chat.
    pub async fn say(&self, speaker: Speaker<'_>, text: &str) -> Result<(), RoomError> {
        if !self.snapshot().chat {
            return Err(ChatRefusal::Off.into());
        }
        let text = checked_text(text)?;
        let now = self.now();
        let (key, sender) = match speaker.held.first() {
            Some(seat) => (format!("seat {seat}"), None),
            None => speaker.key.sender(),
        };
        self.chat_limiter
            .lock()
            .map_err(|_| ChatRefusal::TooFast { wait_ms: WINDOW_MS })?
            .take(&key, now)?;
        let room = chat_of(speaker.held);
        let seat = speaker.held.first().copied();
        let name = seat.and_then(|s| self.snapshot().seats.get(s).and_then(|p| p.name.clone()));
        let line = NewChatLine {
            account_id: speaker.account,
            name,
            seat: seat.and_then(|s| i32::try_from(s).ok()),
            text: text.to_string(),
            at: now as i64,
        };
        let n = self
            .store
            .add_chat_line(&self.id, room, &line, sender.as_deref())
            .await?;
        if let Ok(mut told) = self.chat_told.lock() {
            told.first(room, n);
        }
        // Nobody listening is no failure.
        let _ = self.chat.send((room, ChatLine { n, line }));
        Ok(())
    }

    /// The last [`RECENT`] lines of a chat, oldest first (only those are read).
    pub async fn recent_chat(&self, room: ChatRoom) -> Result<Vec<ChatLine>, RoomError> {
        Ok(self.store.last_chat(&self.id, room, RECENT).await?)
    }

    /// Tells this node's connections line `n` of a chat, said through another node (several
    /// nodes on one database: the store told of it, with its `sender` when a spectator's),
    /// unless they were told it already.
    pub async fn relay_chat(&self, room: ChatRoom, n: i64, sender: Option<&str>) -> Result<(), RoomError> {
        if self.chat_told.lock().is_ok_and(|told| told.contains(room, n)) {
            return Ok(());
        }
        for line in self.store.chat(&self.id, room, n - 1, 1).await? {
            self.tell_relayed(room, line, sender);
        }
        Ok(())
    }

    /// Tells this node's connections the recent lines of both chats they were not told: what
    /// another node said while this node's listener was cut (its notices lost).
    pub async fn catch_up_chat(&self) -> Result<(), RoomError> {
        if !self.snapshot().chat {
            return Ok(());
        }
        for room in [ChatRoom::Players, ChatRoom::Spectators] {
            for line in self.recent_chat(room).await? {
                self.tell_relayed(room, line, None);
            }
        }
        Ok(())
    }

    /// Tells a line said through another node, once; it counts against its author's rate
    /// here too ([`ChatLimiter::note`]): a player's by their seat, a spectator's by the
    /// `sender` told with it.
    fn tell_relayed(&self, room: ChatRoom, line: ChatLine, sender: Option<&str>) {
        if !self
            .chat_told
            .lock()
            .is_ok_and(|mut told| told.first(room, line.n))
        {
            return;
        }
        let key = match (line.line.seat, sender) {
            (Some(seat), _) => Some(format!("seat {seat}")),
            (None, Some(sender)) => Some(format!("spectator {sender}")),
            (None, None) => None,
        };
        if let Some(key) = key
            && let Ok(mut limiter) = self.chat_limiter.lock()
        {
            limiter.note(&key, u64::try_from(line.line.at).unwrap_or(0));
        }
        let _ = self.chat.send((room, line));
    }

    /// The lines said from now on, in both chats (a connection keeps its own).
    pub fn subscribe_chat(&self) -> tokio::sync::broadcast::Receiver<(ChatRoom, ChatLine)> {
        self.chat.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_plain_text_of_at_most_140_characters() {
        assert_eq!(checked_text("  well played  "), Ok("well played"));
        assert_eq!(checked_text("   "), Err(ChatRefusal::Empty));
        assert_eq!(checked_text("two\nlines"), Err(ChatRefusal::Control));
        assert_eq!(checked_text("bell\u{7}"), Err(ChatRefusal::Control));
        let most = "é".repeat(MOST_CHARS);
        assert_eq!(checked_text(&most), Ok(most.as_str()));
        assert_eq!(
            checked_text(&format!("{most}x")),
            Err(ChatRefusal::TooLong {
                most: MOST_CHARS,
                chars: MOST_CHARS + 1
            })
        );
        // Markup is text like any other: whoever shows it escapes it.
        assert_eq!(checked_text("<b>hi</b>"), Ok("<b>hi</b>"));
    }

    #[test]
    fn lines_said_through_another_node_count_against_the_sender() {
        let mut limiter = ChatLimiter::default();
        // Three lines here, two told from another node (one of them said between).
        for at in [1_000, 1_200, 1_600] {
            assert_eq!(limiter.take("seat 0", at), Ok(()));
        }
        limiter.note("seat 0", 1_100);
        limiter.note("seat 0", 1_700);
        assert_eq!(
            limiter.take("seat 0", 1_800),
            Err(ChatRefusal::TooFast {
                wait_ms: 1_000 + WINDOW_MS - 1_800
            })
        );
        // The oldest goes out of the window first, whichever node heard it.
        assert_eq!(limiter.take("seat 0", 1_000 + WINDOW_MS), Ok(()));
        assert_eq!(
            limiter.take("seat 0", 1_100 + WINDOW_MS - 1),
            Err(ChatRefusal::TooFast { wait_ms: 1 })
        );
        assert_eq!(limiter.take("seat 1", 1_800), Ok(()));
    }

    #[test]
    fn a_line_is_told_once_per_chat_and_the_last_hundred_are_kept() {
        let mut told = ChatTold::default();
        assert!(told.first(ChatRoom::Players, 3));
        assert!(!told.first(ChatRoom::Players, 3), "told already");
        assert!(told.contains(ChatRoom::Players, 3));
        assert!(!told.contains(ChatRoom::Spectators, 3), "the other chat's line 3");
        assert!(told.first(ChatRoom::Spectators, 3));
        for n in 4..=102 {
            assert!(told.first(ChatRoom::Players, n));
        }
        assert!(told.contains(ChatRoom::Players, 3), "a hundred kept");
        assert!(told.first(ChatRoom::Players, 103));
        assert!(!told.contains(ChatRoom::Players, 3), "the oldest goes first");
        assert!(told.contains(ChatRoom::Players, 4));
    }

    #[test]
    fn five_lines_in_ten_seconds_per_sender() {
        let mut limiter = ChatLimiter::default();
        for i in 0..5 {
            assert_eq!(limiter.take("seat 0", 1_000 + i), Ok(()));
        }
        assert_eq!(
            limiter.take("seat 0", 2_000),
            Err(ChatRefusal::TooFast { wait_ms: 9_000 })
        );
        // Another sender is counted apart.
        assert_eq!(limiter.take("seat 1", 2_000), Ok(()));
        // Once the first line is ten seconds old, one more may come.
        assert_eq!(limiter.take("seat 0", 11_000), Ok(()));
        assert!(limiter.take("seat 0", 11_000).is_err());
    }
}
