//! Who is connected to a room: this node's own connections per seat (and its spectators'),
//! those other nodes told of (several nodes on one database, `docs/cluster.md`), and when each
//! seat's last connection anywhere closed. What a room shows and what a claim counts is the
//! sum over the nodes.

use std::collections::HashMap;

/// See the module docs. The counts are per seat, then the spectators'.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Presence {
    /// This node's connections.
    own: Vec<u32>,
    /// The connections each other node told of, by node.
    told: HashMap<String, Vec<u32>>,
    /// By seat, when its connections everywhere fell to none (ms, on this node's clock; when
    /// the room was loaded for a seat never connected since), `None` while connected.
    left: Vec<Option<u64>>,
}

impl Presence {
    /// No connection to a game of `seats` seats, loaded at `now`.
    pub fn new(seats: usize, now: u64) -> Presence {
        Presence {
            own: vec![0; seats + 1],
            told: HashMap::new(),
            left: vec![Some(now); seats],
        }
    }

    /// The slot of the spectators in the counts.
    pub fn spectators(&self) -> usize {
        self.own.len() - 1
    }

    /// Counts one connection of this node in (`up`) or out at each of `slots`; whether a
    /// seat's own count went to or from none (the other nodes are then told).
    pub fn count(&mut self, slots: &[usize], up: bool, now: u64) -> bool {
        let spectators = self.spectators();
        let mut crossed = false;
        for &i in slots {
            if let Some(n) = self.own.get_mut(i) {
                let before = *n;
                *n = if up {
                    n.saturating_add(1)
                } else {
                    n.saturating_sub(1)
                };
                crossed |= i != spectators && (before == 0) != (*n == 0);
            }
        }
        self.settle(now);
        crossed
    }

    /// This node's own connections.
    pub fn own(&self) -> Vec<u32> {
        self.own.clone()
    }

    /// Node `node` told its connections; whether the sum changed.
    pub fn told(&mut self, node: &str, counts: Vec<u32>, now: u64) -> bool {
        let before = self.summed();
        if counts.iter().all(|&n| n == 0) {
            self.told.remove(node);
        } else {
            self.told.insert(node.to_string(), counts);
        }
        self.settle(now);
        self.summed() != before
    }

    /// Drops what the nodes that are not `alive` told (they died with their connections);
    /// whether the sum changed.
    pub fn keep_nodes(&mut self, alive: impl Fn(&str) -> bool, now: u64) -> bool {
        let before = self.summed();
        self.told.retain(|node, _| alive(node));
        self.settle(now);
        self.summed() != before
    }

    /// Whether another node told of connections to the game.
    pub fn told_by_others(&self) -> bool {
        !self.told.is_empty()
    }

    /// The connections on every node.
    pub fn summed(&self) -> Vec<u32> {
        let mut sum = self.own.clone();
        for counts in self.told.values() {
            for (s, n) in sum.iter_mut().zip(counts) {
                *s = s.saturating_add(*n);
            }
        }
        sum
    }

    /// By seat, when its last connection anywhere closed (`None` while connected).
    pub fn left(&self) -> Vec<Option<u64>> {
        self.left.clone()
    }

    /// Whether a seat's holder is connected now, to any node.
    pub fn players_connected(&self) -> bool {
        let sum = self.summed();
        sum.iter().take(self.spectators()).any(|&n| n > 0)
    }

    /// Brings `left` in line with the sum: a seat connected anywhere has not left; one
    /// connected nowhere left now, unless it had left already.
    fn settle(&mut self, now: u64) {
        let sum = self.summed();
        for (i, at) in self.left.iter_mut().enumerate() {
            if sum.get(i).copied().unwrap_or(0) > 0 {
                *at = None;
            } else if at.is_none() {
                *at = Some(now);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_connected_to_another_node_has_not_left() {
        let mut p = Presence::new(2, 10);
        assert_eq!(p.left(), vec![Some(10), Some(10)]);
        assert!(p.told("b", vec![1, 0, 2], 20));
        assert_eq!(p.summed(), vec![1, 0, 2]);
        assert_eq!(p.left(), vec![None, Some(10)]);
        assert!(p.players_connected());
        // Here too, then gone from the other node: still connected here.
        assert!(p.count(&[0], true, 30));
        assert!(p.told("b", vec![0, 0, 0], 40));
        assert_eq!(p.left(), vec![None, Some(10)]);
        // Gone everywhere: left from then.
        assert!(p.count(&[0], false, 50));
        assert_eq!(p.left(), vec![Some(50), Some(10)]);
        assert!(!p.players_connected());
    }

    #[test]
    fn the_counts_of_a_dead_node_are_dropped() {
        let mut p = Presence::new(2, 0);
        p.told("b", vec![0, 1, 0], 5);
        p.told("c", vec![1, 0, 0], 5);
        assert!(p.keep_nodes(|node| node == "c", 9));
        assert_eq!(p.summed(), vec![1, 0, 0]);
        assert_eq!(p.left(), vec![None, Some(9)]);
        assert!(!p.keep_nodes(|node| node == "c", 10));
        assert!(p.told_by_others());
    }

    #[test]
    fn only_a_seat_going_to_or_from_none_is_told() {
        let mut p = Presence::new(2, 0);
        assert!(p.count(&[1], true, 1));
        assert!(!p.count(&[1], true, 2));
        assert!(!p.count(&[1], false, 3));
        assert!(p.count(&[1], false, 4));
        // The spectators are told apart (later, together).
        let spectators = p.spectators();
        assert!(!p.count(&[spectators], true, 5));
        assert_eq!(p.own(), vec![0, 0, 1]);
        // Counts of another length (another version's): summed as far as they go.
        p.told("b", vec![2], 6);
        assert_eq!(p.summed(), vec![2, 0, 1]);
    }
}
