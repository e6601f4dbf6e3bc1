//! The hub: the registry of the rooms in memory and of the invitations to their free seats.
//! Nothing else — it opens no store and starts no task (see [`crate::games`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use quartet_store::Seat;

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

    /// Keeps a room and the invitations to its free `seats`. Returns the room kept under its id
    /// (one already there wins) and whether it is the one given.
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
        if let Ok(mut invites) = self.invites.lock() {
            for s in seats.iter().filter(|s| s.is_unclaimed()) {
                if let Some(code) = &s.invite {
                    invites.insert(code.clone(), (kept.id.clone(), s.index as usize));
                }
            }
        }
        (kept, new)
    }

    /// How many rooms are in memory.
    pub fn rooms_in_memory(&self) -> usize {
        self.rooms.read().map_or(0, |r| r.len())
    }

    /// The latest snapshot of each of these games that is in memory.
    pub fn snapshots<'a>(&self, ids: impl Iterator<Item = &'a str>) -> Vec<Option<Arc<Snapshot>>> {
        match self.rooms.read() {
            Ok(rooms) => ids.map(|id| rooms.get(id).map(|room| room.snapshot())).collect(),
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
