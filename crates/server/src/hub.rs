//! The hub: the registry of the rooms in memory and of the invitations to their free seats.
//! Nothing else — it opens no store and starts no task (see [`crate::games`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use quartet_store::{Seat, Status};

use crate::room::Room;
use crate::snapshot::Snapshot;

/// The rooms in memory, by game id, and the invitations, by code.
#[derive(Default)]
pub struct Hub {
    rooms: RwLock<HashMap<String, Arc<Room>>>,
    /// Invitation code → (game id, seat), for seats still free.
    invites: Mutex<HashMap<String, (String, usize)>>,
}

impl Hub {
    /// An empty registry.
    pub fn new() -> Hub {
        Hub::default()
    }

    /// The room of a game, if it is in memory.
    pub fn get(&self, id: &str) -> Option<Arc<Room>> {
        self.rooms.read().ok()?.get(id).cloned()
    }

    /// Keeps a room and the invitations to its free `seats` (none for a finished game, e.g. a
    /// cancelled one loaded again). Returns the room kept under its id (one already there
    /// wins) and whether it is the one given.
    pub fn insert(&self, room: Arc<Room>, seats: &[Seat]) -> (Arc<Room>, bool) {
        let (kept, new) = match self.rooms.write() {
            Ok(mut rooms) => {
                let kept = rooms
                    .entry(room.id.clone())
                    .or_insert_with(|| room.clone())
                    .clone();
                let new = Arc::ptr_eq(&kept, &room);
                (kept, new)
            }
            Err(_) => (room, true),
        };
        if let Ok(mut invites) = self.invites.lock()
            && !kept.is_finished()
        {
            for s in seats.iter().filter(|s| s.is_unclaimed()) {
                if let Some(code) = &s.invite {
                    invites.insert(code.clone(), (kept.id.clone(), s.index as usize));
                }
            }
        }
        (kept, new)
    }

    /// Every room in memory.
    pub fn rooms(&self) -> Vec<Arc<Room>> {
        self.rooms
            .read()
            .map(|r| r.values().cloned().collect())
            .unwrap_or_default()
    }

    /// Forgets a finished room nobody watches (it is loaded again from the store when asked
    /// for); whether it did.
    pub fn forget_if_unwatched(&self, id: &str) -> bool {
        let Ok(mut rooms) = self.rooms.write() else {
            return false;
        };
        match rooms.get(id) {
            Some(room) if room.is_finished() && room.watchers() == 0 => rooms.remove(id).is_some(),
            _ => false,
        }
    }

    /// How many rooms are in memory.
    pub fn rooms_in_memory(&self) -> usize {
        self.rooms.read().map_or(0, |r| r.len())
    }

    /// How many rooms in memory are being played, and how many are not over (being played or
    /// waiting for players): the games this node drives.
    pub fn live_and_unfinished(&self) -> (usize, usize) {
        let Ok(rooms) = self.rooms.read() else {
            return (0, 0);
        };
        rooms
            .values()
            .fold((0, 0), |(live, unfinished), room| match room.snapshot().status {
                // A mirror's game is driven by another node.
                Status::Live => (live + 1, unfinished + usize::from(!room.is_mirror())),
                Status::Open => (live, unfinished + usize::from(!room.is_mirror())),
                Status::Finished => (live, unfinished),
            })
    }

    /// The latest snapshot of each of these games that is in memory.
    pub fn snapshots<'a>(&self, ids: impl Iterator<Item = &'a str>) -> Vec<Option<Arc<Snapshot>>> {
        match self.rooms.read() {
            Ok(rooms) => ids.map(|id| rooms.get(id).map(|room| room.snapshot())).collect(),
            Err(_) => ids.map(|_| None).collect(),
        }
    }

    /// The client that created each of these games, when it is in memory and known.
    pub fn creators<'a>(&self, ids: impl Iterator<Item = &'a str>) -> Vec<Option<std::net::IpAddr>> {
        match self.rooms.read() {
            Ok(rooms) => ids
                .map(|id| rooms.get(id).and_then(|room| room.creator()))
                .collect(),
            Err(_) => ids.map(|_| None).collect(),
        }
    }

    /// The game and seat an invitation is for.
    pub fn invitation(&self, code: &str) -> Option<(String, usize)> {
        self.invites.lock().ok()?.get(code).cloned()
    }

    /// Forgets the invitations to a seat (it was taken).
    pub fn forget_invites(&self, game: &str, seat: usize) {
        if let Ok(mut invites) = self.invites.lock() {
            invites.retain(|_, (g, s)| !(g == game && *s == seat));
        }
    }

    /// Forgets every invitation of a game (it was cancelled).
    pub fn forget_game_invites(&self, game: &str) {
        if let Ok(mut invites) = self.invites.lock() {
            invites.retain(|_, (g, _)| g != game);
        }
    }

    /// Forgets finished rooms nobody watches that ended more than `after` before `now` (they
    /// are loaded again from the store when asked for). Returns how many.
    pub fn sweep(&self, now: u64, after: Duration) -> usize {
        let Ok(mut rooms) = self.rooms.write() else {
            return 0;
        };
        let before = rooms.len();
        rooms.retain(|_, room| {
            let snap = room.snapshot();
            let old = snap
                .ended_at
                .is_some_and(|t| now.saturating_sub(t) > after.as_millis() as u64);
            !(snap.is_over() && old && room.watchers() == 0)
        });
        before - rooms.len()
    }
}

#[cfg(test)]
mod tests {
    use quartet_core::{AnyGame, GameKind};
    use quartet_store::{GameStore, SeatKind};

    use super::*;
    use crate::model::Settings;
    use crate::room::RoomState;
    use crate::time::Time;

    async fn room(id: &str, seats: &[Seat], time: &Time, resigned: bool) -> Arc<Room> {
        let store: Arc<dyn GameStore> = quartet_store::open_location(&quartet_store::Location::SqliteMemory)
            .await
            .unwrap();
        let settings = Settings {
            kind: GameKind::Quarto,
            rules: String::new(),
            seed: 0,
            start: None,
            control: "none".parse().unwrap(),
            created_at: 0,
            hints: false,
            chat: true,
            rated: None,
        };
        let start = AnyGame::start(GameKind::Quarto, "", 0).unwrap();
        let mut state = RoomState::new(settings, seats.to_vec(), start, time.now());
        if resigned {
            state.resign(&[0], time.now()).unwrap();
        }
        Room::new(id.into(), store, time.clone(), state)
    }

    #[tokio::test]
    async fn a_room_is_kept_once_with_the_invitations_to_its_free_seats() {
        let time = Time::manual(1_000);
        let seats = [
            Seat {
                index: 0,
                kind: SeatKind::Human,
                name: None,
                token_hash: Some("h".into()),
                invite: None,
                account: Default::default(),
            },
            Seat {
                index: 1,
                kind: SeatKind::Open,
                name: None,
                token_hash: None,
                invite: Some("code".into()),
                account: Default::default(),
            },
        ];
        let hub = Hub::new();
        let first = room("g1", &seats, &time, false).await;
        let (kept, new) = hub.insert(first.clone(), &seats);
        assert!(new && Arc::ptr_eq(&kept, &first));
        // The same game again (two requests loading it at once): the first one stays, and the
        // caller is told, so that one driver runs it.
        let (kept, new) = hub.insert(room("g1", &seats, &time, false).await, &seats);
        assert!(!new && Arc::ptr_eq(&kept, &first));
        assert_eq!(hub.rooms_in_memory(), 1);
        assert_eq!(hub.invitation("code"), Some(("g1".to_string(), 1)));
        hub.forget_invites("g1", 1);
        assert_eq!(hub.invitation("code"), None);
        let snapshots = hub.snapshots(["g1", "g2"].into_iter());
        assert!(snapshots[0].is_some() && snapshots[1].is_none());
        // Only finished rooms nobody watches are swept, once they ended long enough ago.
        assert_eq!(hub.sweep(10_000_000, Duration::from_secs(300)), 0);
        let both = [
            seats[0].clone(),
            Seat {
                index: 1,
                token_hash: Some("h1".into()),
                ..seats[0].clone()
            },
        ];
        let over = room("g2", &both, &time, true).await;
        hub.insert(over.clone(), &both);
        assert_eq!(hub.sweep(time.now() + 1_000, Duration::from_secs(300)), 0);
        let watcher = over.subscribe();
        assert_eq!(hub.sweep(time.now() + 400_000, Duration::from_secs(300)), 0);
        drop(watcher);
        assert_eq!(hub.sweep(time.now() + 400_000, Duration::from_secs(300)), 1);
        assert!(hub.get("g2").is_none());
        assert!(hub.get("g1").is_some());
    }
}
