//! Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012): a rating, its deviation
//! (how unsure the rating is) and its volatility (how erratic the player's results are).
//!
//! Each rated game is a rating period of its own for each player (as on lichess): before it,
//! the deviation grows with the time since the player's last rated game ([`Rating::aged`]);
//! the game's results against every opponent then update the three numbers at once
//! ([`Rating::update`]). A result may carry a weight: a table of five counts as one game,
//! not four ([`crate::table`]).

/// Glicko-2's scale factor between the Glicko scale (1500 ± 350) and its own (0 ± 2.01).
const SCALE: f64 = 173.7178;
/// The rating on the Glicko scale that is 0 on Glicko-2's.
const CENTRE: f64 = 1500.0;
/// How close the volatility's iteration must come (the paper's ε).
const CONVERGENCE: f64 = 0.000_001;

/// The system's constants.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// τ: how much the volatility may change in one period (the paper suggests 0.3–1.2).
    pub tau: f64,
    /// The deviation of a new player, and the most a deviation may grow to.
    pub max_deviation: f64,
    /// The least deviation: a rating is never taken as surer than this.
    pub min_deviation: f64,
    /// A new player's volatility.
    pub volatility: f64,
    /// How long a rating period lasts when the deviation grows with idle time, in ms.
    pub period_ms: u64,
    /// Above this deviation a rating is provisional: shown with a `?`, not yet to be trusted.
    pub provisional_deviation: f64,
}

impl Settings {
    /// Quartet's constants: τ 0.75, deviations from 45 to 350, volatility 0.06, a day a
    /// period, provisional above a deviation of 110 (lichess's choices, which suit games
    /// played often and at any hour).
    pub const QUARTET: Settings = Settings {
        tau: 0.75,
        max_deviation: 350.0,
        min_deviation: 45.0,
        volatility: 0.06,
        period_ms: 24 * 3600 * 1000,
        provisional_deviation: 110.0,
    };
}

impl Default for Settings {
    fn default() -> Self {
        Settings::QUARTET
    }
}

/// A player's rating on the Glicko scale (a new player: 1500, deviation 350).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating (1500 for a new player).
    pub rating: f64,
    /// Its deviation: the rating is within about twice this of the player's true strength.
    pub deviation: f64,
    /// Its volatility: how much the player's strength is expected to move.
    pub volatility: f64,
}

/// One result of a rating period, from the rated player's side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// The opponent's rating before the period.
    pub opponent: Rating,
    /// 1 for a win, ½ for a draw, 0 for a loss.
    pub score: f64,
    /// How much the result counts (1 for a game between two; see [`crate::table`]).
    pub weight: f64,
}

/// g(φ): how much an opponent's uncertainty dampens a result.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// E: the expected score against an opponent.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// A new player's rating under `settings`.
    pub fn new_player(settings: &Settings) -> Rating {
        Rating {
            rating: CENTRE,
            deviation: settings.max_deviation,
            volatility: settings.volatility,
        }
    }

    /// Whether the rating is provisional (its deviation above the settings' threshold).
    pub fn is_provisional(&self, settings: &Settings) -> bool {
        self.deviation > settings.provisional_deviation
    }

    /// The rating after `elapsed_ms` without a rated game: the deviation grows as Glicko-2's
    /// step 6 says for each period without games, by fractions of a period too, up to the
    /// settings' most.
    pub fn aged(self, elapsed_ms: u64, settings: &Settings) -> Rating {
        let periods = elapsed_ms as f64 / settings.period_ms.max(1) as f64;
        let phi = self.deviation / SCALE;
        let grown = (phi * phi + self.volatility * self.volatility * periods).sqrt() * SCALE;
        Rating {
            deviation: grown.min(settings.max_deviation),
            ..self
        }
    }

    /// The rating after one rating period with these results (steps 2–8 of the paper). No
    /// results (or only weightless ones) leave the rating and volatility as they are and grow
    /// the deviation by one period. The deviation is kept within the settings' bounds.
    pub fn update(self, results: &[Outcome], settings: &Settings) -> Rating {
        let mu = (self.rating - CENTRE) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for r in results.iter().filter(|r| r.weight > 0.0) {
            let mu_j = (r.opponent.rating - CENTRE) / SCALE;
            let phi_j = r.opponent.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            inverse_v += r.weight * g(phi_j) * g(phi_j) * e * (1.0 - e);
            sum += r.weight * g(phi_j) * (r.score - e);
        }
        if inverse_v <= 0.0 {
            return self.aged(settings.period_ms, settings);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        let sigma = new_volatility(phi, sigma, v, delta, settings.tau);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let new_mu = mu + new_phi * new_phi * sum;
        Rating {
            rating: new_mu * SCALE + CENTRE,
            deviation: (new_phi * SCALE).clamp(settings.min_deviation, settings.max_deviation),
            volatility: sigma,
        }
    }
}

/// Step 5: the new volatility, by the Illinois algorithm on f(x) as the paper gives it.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < 1000.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    for _ in 0..1000 {
        if (big_b - big_a).abs() <= CONVERGENCE {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    fn result(opponent: Rating, score: f64) -> Outcome {
        Outcome {
            opponent,
            score,
            weight: 1.0,
        }
    }

    /// The paper's worked example: a 1500 (RD 200, σ 0.06) player beats a 1400 (RD 30), loses
    /// to a 1550 (RD 100) and to a 1700 (RD 300), with τ 0.5: 1464.06, RD 151.52, σ 0.05999.
    #[test]
    fn glickmans_worked_example() {
        let settings = Settings {
            tau: 0.5,
            min_deviation: 0.0,
            ..Settings::QUARTET
        };
        let after = rating(1500.0, 200.0).update(
            &[
                result(rating(1400.0, 30.0), 1.0),
                result(rating(1550.0, 100.0), 0.0),
                result(rating(1700.0, 300.0), 0.0),
            ],
            &settings,
        );
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    /// The paper's intermediate values: v = 1.7785, Δ = −0.4834 (the paper rounds g and E to
    /// three or four places on the way, which moves Δ by 0.0005: −0.4839 unrounded).
    #[test]
    fn the_papers_intermediate_quantities() {
        let mu = 0.0;
        let opponents = [
            (-0.5756, 0.1727, 1.0),
            (0.2878, 0.5756, 0.0),
            (1.1513, 1.7269, 0.0),
        ];
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for (mu_j, phi_j, s) in opponents {
            let e = expected(mu, mu_j, phi_j);
            inverse_v += g(phi_j) * g(phi_j) * e * (1.0 - e);
            sum += g(phi_j) * (s - e);
        }
        let v = 1.0 / inverse_v;
        assert!((v - 1.7785).abs() < 0.0005, "v = {v}");
        assert!((v * sum + 0.4834).abs() < 0.001, "Δ = {}", v * sum);
        let sigma = new_volatility(1.1513, 0.06, v, v * sum, 0.5);
        assert!((sigma - 0.05999).abs() < 0.00001, "σ' = {sigma}");
    }

    #[test]
    fn a_period_without_games_grows_the_deviation_only() {
        let settings = Settings::QUARTET;
        let before = rating(1600.0, 100.0);
        let after = before.update(&[], &settings);
        assert_eq!((after.rating, after.volatility), (1600.0, 0.06));
        assert!(after.deviation > 100.0);
        assert_eq!(after, before.aged(settings.period_ms, &settings));
        // Years away: back to a new player's uncertainty, no further.
        assert_eq!(
            before.aged(10 * 365 * settings.period_ms, &settings).deviation,
            350.0
        );
        assert_eq!(before.aged(0, &settings), before);
    }

    #[test]
    fn a_win_between_equals_moves_both_by_the_same() {
        let settings = Settings::QUARTET;
        let a = Rating::new_player(&settings);
        let winner = a.update(&[result(a, 1.0)], &settings);
        let loser = a.update(&[result(a, 0.0)], &settings);
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!((winner.rating - 1500.0 - (1500.0 - loser.rating)).abs() < 1e-9);
        assert!(winner.deviation < 350.0);
        assert!(winner.is_provisional(&settings));
        assert!(!rating(1500.0, 60.0).is_provisional(&settings));
    }

    #[test]
    fn a_weight_of_a_half_counts_less_than_a_whole_game() {
        let settings = Settings::QUARTET;
        let a = rating(1500.0, 80.0);
        let whole = a.update(&[result(a, 1.0)], &settings);
        let half = a.update(
            &[Outcome {
                weight: 0.5,
                ..result(a, 1.0)
            }],
            &settings,
        );
        assert!(1500.0 < half.rating && half.rating < whole.rating);
    }

    proptest::proptest! {
        /// Winning never lowers a rating, losing never raises it, and every number stays finite
        /// and within bounds.
        #[test]
        fn updates_go_the_right_way(
            r in 500.0f64..3000.0, d in 45.0f64..350.0,
            o in 500.0f64..3000.0, od in 45.0f64..350.0,
            score in 0usize..3,
        ) {
            let settings = Settings::QUARTET;
            let score = score as f64 / 2.0;
            let after = rating(r, d).update(&[result(rating(o, od), score)], &settings);
            proptest::prop_assert!(after.rating.is_finite() && after.volatility.is_finite());
            proptest::prop_assert!((45.0..=350.0).contains(&after.deviation));
            let e = expected((r - CENTRE) / SCALE, (o - CENTRE) / SCALE, od / SCALE);
            if score > e { proptest::prop_assert!(after.rating >= r); }
            if score < e { proptest::prop_assert!(after.rating <= r); }
        }
    }
}
