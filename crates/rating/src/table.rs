//! How one game's result rates every seat at its table, two seats or five.
//!
//! A game is one rating period for each player. Its result is read as a ranking (the winner
//! first, everybody else tied behind; a draw ties everybody), and each player is rated
//! against every other seat as if they had played a game between them: a better rank is a
//! win, an equal rank a draw, a worse rank a loss. Each of these `n − 1` pairwise results
//! weighs `1 / (n − 1)`, so that a table of five counts as much as one game between two:
//! winning at five beats four opponents at once, which moves the winner by about their
//! average, not four times as much. Between two seats this is plain Glicko-2.

use quartet_core::{Outcome as GameOutcome, Player};

use crate::glicko2::{Outcome, Rating, Settings};

/// One seat's rating before the game, and how long since its last rated game in the class.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Seated {
    /// The rating as stored.
    pub rating: Rating,
    /// Milliseconds since the seat's last rated game in the class (0 for a new rating).
    pub idle_ms: u64,
}

/// The ranks a game's result gives its `seats` (0 is first): the winner 0 and every other
/// seat 1, or everybody 0 after a draw.
pub fn ranks(outcome: GameOutcome, seats: usize) -> Vec<u32> {
    (0..seats)
        .map(|seat| match outcome {
            GameOutcome::WonBy(winner) if winner != Player(seat as u8) => 1,
            _ => 0,
        })
        .collect()
}

/// Every seat's rating after the game, in the seats' order. `ranks` has one rank a seat (see
/// [`ranks`]); a table with fewer than two seats, or ranks that do not match the seats,
/// changes nothing.
pub fn rate_table(seats: &[Seated], ranks: &[u32], settings: &Settings) -> Vec<Rating> {
    let aged: Vec<Rating> = seats.iter().map(|s| s.rating.aged(s.idle_ms, settings)).collect();
    if seats.len() < 2 || ranks.len() != seats.len() {
        return seats.iter().map(|s| s.rating).collect();
    }
    let weight = 1.0 / (seats.len() - 1) as f64;
    (0..seats.len())
        .map(|me| {
            let results: Vec<Outcome> = (0..seats.len())
                .filter(|&other| other != me)
                .map(|other| Outcome {
                    opponent: aged[other],
                    score: match ranks[me].cmp(&ranks[other]) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Greater => 0.0,
                    },
                    weight,
                })
                .collect();
            aged[me].update(&results, settings)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seated(rating: f64, deviation: f64) -> Seated {
        Seated {
            rating: Rating {
                rating,
                deviation,
                volatility: 0.06,
            },
            idle_ms: 0,
        }
    }

    #[test]
    fn ranks_from_an_outcome() {
        assert_eq!(ranks(GameOutcome::WonBy(Player(2)), 4), [1, 1, 0, 1]);
        assert_eq!(ranks(GameOutcome::Draw, 3), [0, 0, 0]);
    }

    #[test]
    fn two_seats_are_plain_glicko2() {
        let settings = Settings::QUARTET;
        let (a, b) = (seated(1600.0, 80.0), seated(1450.0, 120.0));
        let after = rate_table(&[a, b], &[0, 1], &settings);
        let alone = a.rating.update(
            &[Outcome {
                opponent: b.rating,
                score: 1.0,
                weight: 1.0,
            }],
            &settings,
        );
        assert_eq!(after[0], alone);
        assert!(after[1].rating < 1450.0);
    }

    #[test]
    fn a_table_of_five_moves_the_winner_about_as_much_as_one_game() {
        let settings = Settings::QUARTET;
        let table = [seated(1500.0, 100.0); 5];
        let after = rate_table(&table, &ranks(GameOutcome::WonBy(Player(0)), 5), &settings);
        let two = rate_table(&table[..2], &[0, 1], &settings);
        assert!((after[0].rating - two[0].rating).abs() < 1.0, "{after:?} {two:?}");
        // The losers tied with each other: each loses the same, a quarter of a loss each.
        for loser in &after[1..] {
            assert!((loser.rating - after[1].rating).abs() < 1e-9);
            assert!(loser.rating < 1500.0 && loser.rating > two[1].rating - 1.0);
        }
    }

    #[test]
    fn a_draw_between_unequal_players_moves_them_towards_each_other() {
        let settings = Settings::QUARTET;
        let after = rate_table(&[seated(1700.0, 90.0), seated(1400.0, 90.0)], &[0, 0], &settings);
        assert!(after[0].rating < 1700.0 && after[1].rating > 1400.0);
    }

    #[test]
    fn idle_time_makes_a_rating_move_more() {
        let settings = Settings::QUARTET;
        let fresh = seated(1500.0, 60.0);
        let idle = Seated {
            idle_ms: 200 * settings.period_ms,
            ..fresh
        };
        let opponent = seated(1500.0, 60.0);
        let after_fresh = rate_table(&[fresh, opponent], &[0, 1], &settings)[0];
        let after_idle = rate_table(&[idle, opponent], &[0, 1], &settings)[0];
        assert!(after_idle.rating > after_fresh.rating);
    }

    #[test]
    fn nonsense_tables_change_nothing() {
        let settings = Settings::QUARTET;
        let one = [seated(1500.0, 100.0)];
        assert_eq!(rate_table(&one, &[0], &settings), [one[0].rating]);
        let two = [seated(1500.0, 100.0); 2];
        assert_eq!(rate_table(&two, &[0], &settings), [two[0].rating; 2]);
    }
}
