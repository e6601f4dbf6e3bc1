//! Every searching level is deterministic for a seed: with its time cap lifted (so that a
//! loaded test machine cannot cut a search short), the same seed plays the same game, searches
//! stopped by their budget of nodes or playouts included; and each level stays within its
//! budget.

use quartet_core::Game;
use quartet_core::danish::DanishQuarto;
use quartet_core::quartino::{Config, Quartino};
use quartet_core::quarto::{Quarto, Rules};
use quartet_engine::alphabeta::AlphaBeta;
use quartet_engine::levels::{Level, Levels, danish_evaluation};
use quartet_engine::quarto::{Solver, SolverOptions};

/// The first `count` actions of a game from `start` between bots of `level`, seat `i` seeded
/// `seed + i`.
fn opening<G: Levels>(start: &G, level: Level, seed: u64, count: usize) -> Vec<String> {
    let mut bots: Vec<_> = (0..start.num_players())
        .map(|i| G::uncapped_bot(level, seed + i as u64).unwrap())
        .collect();
    let mut state = start.clone();
    let mut played = Vec::new();
    while played.len() < count && !state.is_over() {
        let seat = state.to_move();
        let action = bots[seat.index()].choose(&state.observe(seat)).expect("a move");
        state = state
            .play(action)
            .unwrap_or_else(|e| panic!("{level} played {action}: {e:?}"));
        played.push(action.to_string());
    }
    played
}

fn same_game_twice<G: Levels>(start: &G, level: Level, count: usize) {
    let first = opening(start, level, 11, count);
    assert_eq!(first.len(), count, "{level}: the game ended early");
    assert_eq!(
        first,
        opening(start, level, 11, count),
        "{level}: the same seed, another game"
    );
}

#[test]
fn quarto_levels_repeat_their_games_for_a_seed() {
    // From the empty board `strong` (no book) runs out of nodes at every turn here (the whole
    // game takes some 600 M), so its opening comes from stopped solves and the fallback after
    // them; `strongest` and `perfect` play their books and solve beyond them.
    let start = Quarto::start(&Rules::STANDARD, 0);
    for level in [Level::Strong, Level::Strongest, Level::Perfect] {
        same_game_twice(&start, level, 10);
    }
}

#[test]
fn danish_levels_repeat_their_games_for_a_seed() {
    let start = DanishQuarto::start(&Default::default(), 0);
    same_game_twice(&start, Level::Strong, 6);
    same_game_twice(&start, Level::Strongest, 3);
}

#[test]
fn quartino_levels_repeat_their_games_for_a_seed() {
    for players in [2, 4] {
        let start = Quartino::start(&Config::new(players).unwrap(), 5);
        same_game_twice(&start, Level::Strong, 8);
        same_game_twice(&start, Level::Strongest, 3);
    }
}

#[test]
fn a_node_budget_stops_alpha_beta_at_the_same_point_every_time() {
    let start = DanishQuarto::start(&Default::default(), 0);
    let run = || {
        let mut search = AlphaBeta::new(danish_evaluation, 1 << 20).with_seed(3);
        let found = search.search_within(&start, 64, Some(20_000), None);
        (found.action, found.value, found.depth, found.nodes)
    };
    let (action, value, depth, nodes) = run();
    assert_eq!(run(), (action, value, depth, nodes));
    // Stopped by the budget, one node past it, with the deepest finished depth answering.
    assert_eq!(nodes, 20_001);
    assert!((1..64).contains(&depth), "depth {depth}");
    assert!(action.is_some());
}

#[test]
fn a_node_limit_stops_the_solver_and_a_larger_one_lets_it_finish() {
    // Two pieces placed: far too big to search in 100,000 nodes (the book, which answers it
    // at once, is left out: this is about the search).
    let state = Quarto::from_position(&Rules::STANDARD, "0.../..../..../...f 1").unwrap();
    let mut solver = Solver::new(
        Rules::STANDARD,
        SolverOptions {
            hash_mib: 8,
            threads: 1,
            book: false,
            ..SolverOptions::default()
        },
    )
    .unwrap();
    solver.set_node_limit(Some(100_000));
    assert!(
        solver.solve(&state, false).is_err(),
        "the limit must stop the solve"
    );
    // The limit is per solve: a small position finishes under the same limit afterwards.
    let small = Quarto::from_position(&Rules::STANDARD, "fe2./.53./.7.b/61.4 8").unwrap();
    let solved = solver
        .solve(&small, false)
        .expect("a small position within the limit");
    assert!(solved.nodes <= 100_000);
    // And the same limit stops the big solve at the same point each time, on one thread.
    let stopped_at = |s: &mut Solver| {
        let progress = s.progress();
        let before = progress.nodes.load(std::sync::atomic::Ordering::Relaxed);
        s.clear();
        let _ = s.solve(&state, false);
        progress.nodes.load(std::sync::atomic::Ordering::Relaxed) - before
    };
    let a = stopped_at(&mut solver);
    let b = stopped_at(&mut solver);
    assert_eq!(a, b);
    assert!(
        (100_000..100_000 + 4_096 * 2).contains(&a),
        "stopped after {a} nodes"
    );
}
