//! The arena: many games between two bots, on all cores, with the seats shared out fairly, and
//! the result as wins, draws, losses and an Elo difference with its 95% confidence interval.
//!
//! Seats: in game `i`, seat `k` is played by bot A when `(i + k)` is even and by bot B
//! otherwise. With two seats the bots swap colours every game; with three, games alternate
//! A-B-A and B-A-B; with four, A-B-A-B and B-A-B-A. A game won by a seat of A scores 1 for A,
//! won by a seat of B scores 0, and a game with no winner 0.5.
//!
//! Openings: a match can start every game with a few random actions, so that bots that play
//! the same game from the start every time (Quarto! is a draw, and the strong levels solve it)
//! meet in many positions. Games `2k` and `2k + 1` share their opening, with the seats swapped,
//! in games without a deal (Quarto!, Danish Quarto); Quartino's deal differs between them
//! anyway, as it does without openings.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use quartet_core::chance::Rng;
use quartet_core::{Game, Outcome, Player};

use crate::bot::Bot;

/// Makes a fresh bot for one game from a seed.
pub type BotFactory<'a, G> = &'a (dyn Fn(u64) -> Box<dyn Bot<G>> + Sync);

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchSettings<G: Game> {
    /// The game's settings (seats included, for games with a variable table).
    pub config: G::Config,
    /// How many games.
    pub games: usize,
    /// Worker threads (one game each at a time).
    pub threads: usize,
    /// Seed of the whole match: game `i` uses seed + i for the deal and the bots.
    pub seed: u64,
    /// A game longer than this many actions is stopped and scored as a draw.
    pub max_actions: usize,
    /// Random actions played before the bots take over (none by default): chosen uniformly
    /// among those that do not end the game, from a seed the two games of a pair share.
    pub opening: usize,
}

/// Why a game of a match ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// By the rules of the game.
    Rules,
    /// The bot at this seat answered no action or an illegal one, and lost the game for its
    /// side.
    NoLegalAction(Player),
    /// Stopped at the match's cap of actions, and scored as a draw.
    ActionCap(usize),
}

impl std::fmt::Display for Ending {
    /// As people read it, the way a table says "player 2 ran out of time".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ending::Rules => f.write_str("by the rules"),
            Ending::NoLegalAction(p) => write!(f, "{p} gave no legal action"),
            Ending::ActionCap(n) => write!(f, "stopped after {n} actions"),
        }
    }
}

/// One finished game of a match.
#[derive(Clone, Debug)]
pub struct GameResult<G: Game> {
    /// Its index in the match.
    pub index: usize,
    /// Which bot sat at each seat: `true` for A.
    pub seats_a: Vec<bool>,
    /// How it ended (`Draw` also for a game stopped at `max_actions`).
    pub outcome: Outcome,
    /// Why it ended.
    pub ending: Ending,
    /// The score for A: 1, 0.5 or 0.
    pub score_a: f64,
    /// The seed the game was started with.
    pub seed: u64,
    /// The actions played, the opening's included.
    pub actions: Vec<G::Action>,
    /// How many of them were the random opening.
    pub opening: usize,
    /// The time each action took, for each side: (A's, B's), in the order played.
    pub times: (Vec<Duration>, Vec<Duration>),
}

/// The `q`-quantile (0 to 1) of some times, by the nearest rank (zero for none).
pub fn quantile(times: &mut [Duration], q: f64) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.sort_unstable();
    let rank = ((times.len() as f64 * q.clamp(0.0, 1.0)).ceil() as usize).clamp(1, times.len());
    times[rank - 1]
}

/// The summary of a match, from A's side.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: usize,
    /// Games won by A.
    pub wins: usize,
    /// Games with no winner.
    pub draws: usize,
    /// Games won by B.
    pub losses: usize,
    /// A's mean score.
    pub score: f64,
    /// The Elo difference A − B (infinite when A won or lost everything).
    pub elo: f64,
    /// Its 95% confidence interval.
    pub elo_interval: (f64, f64),
}

/// The Elo difference that gives an expected score (0–1).
pub fn elo_from_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// Wins, draws and losses summed up with the Elo difference and its 95% interval: the normal
/// approximation on the per-game scores, or, where every game scored the same and there is no
/// spread to measure, the exact (Clopper–Pearson) bound on how often another result could
/// have come: with `n` games alike, under `1 − 0.025^(1/n)` of the games (3.6% for 100), all
/// counted against the result seen.
pub fn summarize(scores: &[f64]) -> Summary {
    let n = scores.len();
    let wins = scores.iter().filter(|&&s| s == 1.0).count();
    let losses = scores.iter().filter(|&&s| s == 0.0).count();
    let draws = n - wins - losses;
    let mean = if n == 0 {
        0.5
    } else {
        scores.iter().sum::<f64>() / n as f64
    };
    let variance = if n < 2 {
        0.0
    } else {
        scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1) as f64
    };
    let margin = 1.96 * (variance / n.max(1) as f64).sqrt();
    let (low, high) = if n > 0 && (wins == n || losses == n || draws == n) {
        let other = 1.0 - 0.025f64.powf(1.0 / n as f64);
        match (wins == n, losses == n) {
            (true, _) => (1.0 - other, 1.0),
            (_, true) => (0.0, other),
            _ => (0.5 - other / 2.0, 0.5 + other / 2.0),
        }
    } else {
        (mean - margin, mean + margin)
    };
    Summary {
        games: n,
        wins,
        draws,
        losses,
        score: mean,
        elo: elo_from_score(mean),
        elo_interval: (elo_from_score(low), elo_from_score(high)),
    }
}

/// Plays the match: `a` and `b` make each game's bots. `progress` is called after each game
/// with (games done, games in all). The results come back in game order.
pub fn play_match<G: Game>(
    settings: &MatchSettings<G>,
    a: BotFactory<'_, G>,
    b: BotFactory<'_, G>,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Vec<GameResult<G>> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<GameResult<G>>> = Mutex::new(Vec::with_capacity(settings.games));
    std::thread::scope(|scope| {
        for _ in 0..settings.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= settings.games {
                        break;
                    }
                    let result = play_one(settings, index, a, b);
                    if let Ok(mut all) = results.lock() {
                        all.push(result);
                    }
                    progress(done.fetch_add(1, Ordering::SeqCst) + 1, settings.games);
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_by_key(|r| r.index);
    results
}

fn play_one<G: Game>(
    settings: &MatchSettings<G>,
    index: usize,
    a: BotFactory<'_, G>,
    b: BotFactory<'_, G>,
) -> GameResult<G> {
    let seed = settings.seed.wrapping_add(index as u64);
    let mut state = G::start(&settings.config, seed);
    let seats = state.num_players();
    let seats_a: Vec<bool> = (0..seats).map(|k| (index + k).is_multiple_of(2)).collect();
    let mut bots: Vec<Box<dyn Bot<G>>> = seats_a
        .iter()
        .enumerate()
        .map(|(k, &is_a)| {
            let bot_seed = seed.wrapping_mul(31).wrapping_add(k as u64);
            if is_a { a(bot_seed) } else { b(bot_seed) }
        })
        .collect();
    let mut actions = play_opening(&mut state, settings, index);
    let opening = actions.len();
    let mut times = (Vec::new(), Vec::new());
    let finish = |outcome, ending, actions, times| GameResult {
        index,
        ending,
        score_a: match outcome {
            Outcome::WonBy(p) if seats_a[p.index()] => 1.0,
            Outcome::WonBy(_) => 0.0,
            Outcome::Draw => 0.5,
        },
        seats_a: seats_a.clone(),
        outcome,
        seed,
        actions,
        opening,
        times,
    };
    while !state.is_over() && actions.len() < settings.max_actions {
        let seat = state.to_move();
        let observation = state.observe(seat);
        let started = Instant::now();
        let chosen = bots[seat.index()].choose(&observation);
        let took = started.elapsed();
        if seats_a[seat.index()] {
            times.0.push(took);
        } else {
            times.1.push(took);
        }
        // A bot that answers nothing or something illegal loses the game for its side.
        let Some(action) = chosen.filter(|&x| state.check(x).is_ok()) else {
            let loser_is_a = seats_a[seat.index()];
            let winner = (0..seats)
                .find(|&k| seats_a[k] != loser_is_a)
                .map_or(seat, |k| Player(k as u8));
            return finish(
                Outcome::WonBy(winner),
                Ending::NoLegalAction(seat),
                actions,
                times,
            );
        };
        state.play_unchecked(action);
        actions.push(action);
    }
    match state.outcome() {
        Some(outcome) => finish(outcome, Ending::Rules, actions, times),
        None => {
            let cap = Ending::ActionCap(actions.len());
            finish(Outcome::Draw, cap, actions, times)
        }
    }
}

/// Plays the random opening of game `index` on `state` and returns its actions: fewer than
/// asked when no action is left that does not end the game.
fn play_opening<G: Game>(state: &mut G, settings: &MatchSettings<G>, index: usize) -> Vec<G::Action> {
    let pair = settings.seed.wrapping_add((index - index % 2) as u64);
    let mut rng = Rng::new(pair ^ 0x6f70_656e_696e_6773);
    let mut actions = Vec::with_capacity(settings.opening);
    let mut legal = Vec::new();
    while actions.len() < settings.opening {
        legal.clear();
        state.legal_actions_into(&mut legal);
        legal.retain(|&a| {
            let mut next = state.clone();
            next.play_unchecked(a);
            !next.is_over()
        });
        let Some(&action) = rng.choose(&legal) else {
            break;
        };
        state.play_unchecked(action);
        actions.push(action);
    }
    actions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::{Flat, GreedyBot, RandomBot};
    use quartet_core::quarto::{Quarto, Rules};

    #[test]
    fn quantiles_by_the_nearest_rank() {
        let mut times: Vec<Duration> = (1..=100).rev().map(Duration::from_millis).collect();
        for (q, ms) in [(0.0, 1), (0.5, 50), (0.9, 90), (0.99, 99), (1.0, 100)] {
            assert_eq!(quantile(&mut times, q), Duration::from_millis(ms), "q {q}");
        }
        let mut one = vec![Duration::from_millis(7)];
        assert_eq!(quantile(&mut one, 0.5), Duration::from_millis(7));
        assert_eq!(quantile(&mut [], 0.5), Duration::ZERO);
    }

    #[test]
    fn elo_of_known_scores() {
        assert!((elo_from_score(0.5)).abs() < 1e-9);
        assert!((elo_from_score(0.75) - 190.85).abs() < 0.01);
        assert_eq!(elo_from_score(1.0), f64::INFINITY);
        let s = summarize(&[1.0, 1.0, 0.5, 0.0]);
        assert_eq!((s.wins, s.draws, s.losses), (2, 1, 1));
        assert!((s.score - 0.625).abs() < 1e-9);
        assert!(s.elo_interval.0 < s.elo && s.elo < s.elo_interval.1);
    }

    #[test]
    fn a_match_of_games_all_alike_still_has_an_interval() {
        // 40 wins out of 40: the loss rate is under 1 − 0.025^(1/40) = 8.8% (95%).
        let s = summarize(&[1.0; 40]);
        assert_eq!(s.elo, f64::INFINITY);
        assert!((s.elo_interval.0 - elo_from_score(0.025f64.powf(1.0 / 40.0))).abs() < 1e-9);
        assert!((350.0..450.0).contains(&s.elo_interval.0), "{s:?}");
        assert_eq!(s.elo_interval.1, f64::INFINITY);
        let s = summarize(&[0.0; 40]);
        assert_eq!(s.elo_interval.1, -summarize(&[1.0; 40]).elo_interval.0);
        // 100 draws: at most 3.6% decisive games, all one way, is within about ±13 Elo.
        let s = summarize(&[0.5; 100]);
        assert_eq!(s.elo, 0.0);
        assert!((-14.0..-11.0).contains(&s.elo_interval.0), "{s:?}");
        assert!((s.elo_interval.0 + s.elo_interval.1).abs() < 1e-9);
        // One game otherwise, and the spread is measured again.
        let mut scores = vec![0.5; 99];
        scores.push(1.0);
        let s = summarize(&scores);
        assert!(s.elo_interval.0 < s.elo && s.elo < s.elo_interval.1);
    }

    #[test]
    fn greedy_beats_random_at_quarto_and_seats_alternate() {
        let settings = MatchSettings::<Quarto> {
            config: Rules::STANDARD,
            games: 60,
            threads: 2,
            seed: 1,
            max_actions: 100,
            opening: 0,
        };
        let greedy = |seed| Box::new(GreedyBot::new(Flat, 0.0, seed)) as Box<dyn Bot<Quarto>>;
        let random = |seed| Box::new(RandomBot::new(seed)) as Box<dyn Bot<Quarto>>;
        let results = play_match(&settings, &greedy, &random, &|_, _| {});
        assert_eq!(results.len(), 60);
        assert!(
            results
                .iter()
                .enumerate()
                .all(|(i, r)| r.index == i && r.seats_a[0] == (i % 2 == 0))
        );
        let summary = summarize(&results.iter().map(|r| r.score_a).collect::<Vec<_>>());
        assert!(summary.score > 0.75, "{summary:?}");
        // Every game replays legally.
        for r in &results {
            let mut q = Quarto::new(Rules::STANDARD);
            for &a in &r.actions {
                q = q.play(a).unwrap();
            }
            assert_eq!(q.outcome(), Some(r.outcome));
        }
    }

    /// A bot that never answers.
    struct Silent;

    impl Bot<Quarto> for Silent {
        fn name(&self) -> String {
            "silent".into()
        }

        fn choose(&mut self, _: &Quarto) -> Option<quartet_core::quarto::Action> {
            None
        }
    }

    #[test]
    fn why_a_game_ended_is_kept_and_said_as_people_read_it() {
        let settings = MatchSettings::<Quarto> {
            config: Rules::STANDARD,
            games: 2,
            threads: 1,
            seed: 3,
            max_actions: 100,
            opening: 0,
        };
        let silent = |_| Box::new(Silent) as Box<dyn Bot<Quarto>>;
        let random = |seed| Box::new(RandomBot::new(seed)) as Box<dyn Bot<Quarto>>;
        let results = play_match(&settings, &silent, &random, &|_, _| {});
        // Game 0: the silent bot sits at seat 1 and moves first; game 1: at seat 2.
        assert_eq!(results[0].ending, Ending::NoLegalAction(Player(0)));
        assert_eq!(results[0].outcome, Outcome::WonBy(Player(1)));
        assert_eq!(results[1].ending, Ending::NoLegalAction(Player(1)));
        assert_eq!(results[1].ending.to_string(), "player 2 gave no legal action");
        let capped = MatchSettings {
            max_actions: 3,
            ..settings
        };
        let results = play_match(&capped, &random, &random, &|_, _| {});
        assert_eq!(results[0].ending, Ending::ActionCap(3));
        assert_eq!(results[0].ending.to_string(), "stopped after 3 actions");
        assert_eq!(results[0].outcome, Outcome::Draw);
    }

    #[test]
    fn the_two_games_of_a_pair_share_their_random_opening() {
        let settings = MatchSettings::<Quarto> {
            config: Rules::STANDARD,
            games: 6,
            threads: 2,
            seed: 40,
            max_actions: 100,
            opening: 4,
        };
        let greedy = |seed| Box::new(GreedyBot::new(Flat, 0.0, seed)) as Box<dyn Bot<Quarto>>;
        let random = |seed| Box::new(RandomBot::new(seed)) as Box<dyn Bot<Quarto>>;
        let results = play_match(&settings, &greedy, &random, &|_, _| {});
        let openings: Vec<&[_]> = results.iter().map(|r| &r.actions[..r.opening]).collect();
        for r in &results {
            assert_eq!(r.opening, 4);
            // Only the bots' actions are timed.
            assert_eq!(r.times.0.len() + r.times.1.len(), r.actions.len() - 4);
        }
        for pair in openings.chunks(2) {
            assert_eq!(pair[0], pair[1]);
        }
        assert_ne!(openings[0], openings[2]);
        assert_ne!(openings[2], openings[4]);
        assert!(results.iter().all(|r| r.seats_a[0] == (r.index % 2 == 0)));
        // An opening never ends the game: when too long, it stops short.
        let mut q = Quarto::new(Rules::STANDARD);
        let settings = MatchSettings {
            opening: 40,
            ..settings
        };
        let long = play_opening(&mut q, &settings, 0);
        assert!(
            !q.is_over() && long.len() < 40 && long.len() >= 8,
            "{}",
            long.len()
        );
        let mut legal = Vec::new();
        q.legal_actions_into(&mut legal);
        assert!(legal.iter().all(|&a| q.play(a).unwrap().is_over()));
    }
}
