//! The perft data files (`tests/data/*.perft`), read by one runner: every count is checked
//! with the game's fast perft, and the small ones also with the generic perft that uses only
//! the `Game` trait.

use quartet_core::{Game, game_perft};

/// One line: the rules text, the position, and (depth, count) pairs.
struct Case {
    line: usize,
    rules: String,
    position: String,
    counts: Vec<(u32, u64)>,
}

fn read_cases(text: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        assert!(
            fields.len() >= 3,
            "line {}: expected rules ; position ; depth count ...",
            i + 1
        );
        let counts = fields[2..]
            .iter()
            .map(|f| {
                let (d, n) = f
                    .split_once(' ')
                    .unwrap_or_else(|| panic!("line {}: bad {f:?}", i + 1));
                (d.parse().unwrap(), n.parse().unwrap())
            })
            .collect();
        cases.push(Case {
            line: i + 1,
            rules: if fields[0] == "standard" {
                String::new()
            } else {
                fields[0].to_string()
            },
            position: fields[1].to_string(),
            counts,
        });
    }
    cases
}

/// Runs a data file for one game. `fast` is the game's own perft.
pub fn run_perft_file<G: Game>(text: &str, fast: impl Fn(&G, u32) -> u64, generic_limit: u64) -> usize {
    let mut checked = 0;
    for case in read_cases(text) {
        let config: G::Config = case
            .rules
            .parse()
            .unwrap_or_else(|e| panic!("line {}: rules: {e}", case.line));
        let state = G::from_position(&config, &case.position)
            .unwrap_or_else(|e| panic!("line {}: position: {e}", case.line));
        for &(depth, expected) in &case.counts {
            assert_eq!(fast(&state, depth), expected, "line {} depth {depth}", case.line);
            if expected <= generic_limit {
                assert_eq!(
                    game_perft(&state, depth),
                    expected,
                    "line {} depth {depth} (generic)",
                    case.line
                );
            }
            checked += 1;
        }
    }
    checked
}

#[test]
fn quarto_perft() {
    let checked = run_perft_file::<quartet_core::quarto::Quarto>(
        include_str!("data/quarto.perft"),
        quartet_core::quarto::perft::perft,
        300_000,
    );
    assert!(checked >= 60);
}

#[test]
fn danish_perft() {
    let checked = run_perft_file::<quartet_core::danish::DanishQuarto>(
        include_str!("data/danish.perft"),
        quartet_core::danish::perft::perft_game,
        20_000,
    );
    assert!(checked >= 20);
}
