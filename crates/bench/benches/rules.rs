//! Perft and random playouts of every game, counted in instructions. The perft counts are
//! asserted: Quarto!'s and Danish Quarto's are those of `crates/core/tests/data/*.perft`
//! (from the issues and the independent references); Quartino's, which has no reference file,
//! is the generic trait-only perft's own count, pinned here so that a change shows.
//! The playouts assert that every game was played to its end.
#![allow(missing_docs)]

use std::hint::black_box;

use gungraun::{library_benchmark, library_benchmark_group, main};
use quartet_core::chance::Rng;
use quartet_core::danish::{self, DanishQuarto, Position};
use quartet_core::playout::{Playouts, random_playouts};
use quartet_core::quartino::Quartino;
use quartet_core::quarto::{self, Quarto, Rules};
use quartet_core::{Game, game_perft};

fn quarto_state(rules: &str, position: &str) -> Quarto {
    let rules: Rules = rules.parse().expect("rules");
    Quarto::from_position(&rules, position).expect("position")
}

fn danish_position(position: &str) -> Position {
    position.parse().expect("position")
}

#[library_benchmark]
#[bench::start_6(args = ("standard", "..../..../..../.... -", 6, 11_289_600), setup = quarto_case)]
#[bench::middle_6(args = ("standard", "0f../..../.3../a... 5", 6, 1_261_836), setup = quarto_case)]
#[bench::squares_middle_6(args = ("squares=yes", "0f../..../.3../a... 5", 6, 1_246_842), setup = quarto_case)]
fn perft_quarto(case: (Quarto, u32, u64)) -> u64 {
    let (state, depth, expected) = case;
    let count = quarto::perft::perft(black_box(&state), depth);
    assert_eq!(count, expected, "Quarto! perft {depth}");
    count
}

fn quarto_case(rules: &str, position: &str, depth: u32, expected: u64) -> (Quarto, u32, u64) {
    (quarto_state(rules, position), depth, expected)
}

#[library_benchmark]
#[bench::start_4(args = ("/ w 12 12", 4, 1_585_080), setup = danish_case)]
#[bench::figure_2_4(args = ("e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3", 4, 255_812), setup = danish_case)]
fn perft_danish(case: (Position, u32, u64)) -> u64 {
    let (position, depth, expected) = case;
    let count = danish::perft::perft(black_box(&position), depth);
    assert_eq!(count, expected, "Danish Quarto perft {depth}");
    count
}

fn danish_case(position: &str, depth: u32, expected: u64) -> (Position, u32, u64) {
    (danish_position(position), depth, expected)
}

#[library_benchmark]
#[bench::start_5(args = (5, QUARTINO_PERFT_5), setup = quartino_case)]
fn perft_quartino(case: (Quartino, u32, u64)) -> u64 {
    let (state, depth, expected) = case;
    let count = game_perft(black_box(&state), depth);
    assert_eq!(count, expected, "Quartino perft {depth}");
    count
}

/// The generic perft of Quartino's start (2 seats, seed 0) at depth 5, pinned: 36 (a token
/// of one of 4 colours on one of 9 spaces), 36 (the turn's end, the only action then), 1,296,
/// 1,296, then 36³ = 46,656 — no card can be claimed so early, as counting by hand says.
const QUARTINO_PERFT_5: u64 = 46_656;

fn quartino_case(depth: u32, expected: u64) -> (Quartino, u32, u64) {
    (Quartino::start(&Default::default(), 0), depth, expected)
}

/// `games` random games of `G`, each played to its end.
fn playouts<G: Game>(config: &G::Config, games: u64) -> Playouts {
    let done = random_playouts::<G>(black_box(config), games, &mut Rng::new(1));
    assert_eq!(done.games, games);
    assert!(done.actions >= games, "{done:?}");
    done
}

#[library_benchmark]
#[bench::standard_1000(args = ("standard", 1000))]
#[bench::squares_1000(args = ("squares=yes", 1000))]
fn playouts_quarto(rules: &str, games: u64) -> Playouts {
    playouts::<Quarto>(&rules.parse().expect("rules"), games)
}

#[library_benchmark]
#[bench::capped_50(args = ("ply_cap=200", 50))]
fn playouts_danish(config: &str, games: u64) -> Playouts {
    playouts::<DanishQuarto>(&config.parse().expect("settings"), games)
}

#[library_benchmark]
#[bench::two_seats_20(args = ("players=2", 20))]
#[bench::four_seats_20(args = ("players=4", 20))]
fn playouts_quartino(config: &str, games: u64) -> Playouts {
    playouts::<Quartino>(&config.parse().expect("settings"), games)
}

library_benchmark_group!(
    name = perft,
    benchmarks = [perft_quarto, perft_danish, perft_quartino]
);

library_benchmark_group!(
    name = random_playouts_group,
    benchmarks = [playouts_quarto, playouts_danish, playouts_quartino]
);

main!(library_benchmark_groups = perft, random_playouts_group);
