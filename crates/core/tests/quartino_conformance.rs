//! The conformance harness of the `Game` trait, run on Quartino for 2 to 5 players and with
//! every option.

use quartet_core::quartino::{Config, Quartino};
use quartet_test_kit::conformance::{Settings, check_random_games};

fn run(config: &str, games: usize, seed: u64) {
    let config: Config = config.parse().unwrap();
    let states = check_random_games::<Quartino>(
        &config,
        &Settings {
            games,
            symmetries_per_state: 2,
            max_actions: 300,
            seed,
        },
    );
    assert!(states > games * 50, "{config}: only {states} states checked");
}

#[test]
fn two_players() {
    run("players=2", 6, 1);
}

#[test]
fn three_players() {
    run("players=3", 5, 2);
}

#[test]
fn four_players() {
    run("players=4", 4, 3);
}

#[test]
fn five_players() {
    run("players=5", 4, 4);
}

#[test]
fn every_option() {
    run("players=3 allow_mirror=on column_mandatory=on first=random", 4, 5);
    run("players=2 situations=off cap=40", 4, 6);
}

#[test]
fn another_equipment() {
    // Three colours of 6 on a ring of 6, cards of 3 spaces: only the data differs.
    run(
        "players=3 allow_mirror=on equipment=colours=R:red:6,W:white:6,K:black:6;ring=6;\
         quarters=turn:C,R0,R1;mirror=0,2,1;hand=2;cards=permutations",
        4,
        7,
    );
}
