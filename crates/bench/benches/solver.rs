//! The exact Quarto! solver on a small fixed part of its benchmark suite (the first three
//! positions with 5 pieces on the board of `quartet_engine::quarto::bench::suite`, lines and
//! lines with squares), one thread, each position solved from an empty table, counted in
//! instructions. The values are asserted: they are the solver's own, pinned here, so that a
//! solver that gets faster by getting a value wrong fails.
#![allow(missing_docs)]

use std::hint::black_box;

use gungraun::{library_benchmark, library_benchmark_group, main};
use quartet_core::Pov;
use quartet_engine::quarto::bench::{BenchCase, suite};
use quartet_engine::quarto::{Solver, SolverOptions};

/// The suite's positions benchmarked: the first three of each rule set.
const COUNT: usize = 3;

/// Each position with a new solver (an empty table), one thread.
fn cases(squares: bool) -> Vec<(Solver, BenchCase)> {
    suite(&[5], COUNT)
        .into_iter()
        .filter(|case| case.rules.squares == squares)
        .map(|case| {
            let options = SolverOptions {
                hash_mib: 16,
                threads: 1,
                ..SolverOptions::default()
            };
            let solver = Solver::new(case.rules, options).expect("the table");
            (solver, case)
        })
        .collect()
}

#[library_benchmark]
#[bench::lines(args = (false), setup = cases)]
#[bench::squares(args = (true), setup = cases)]
fn solve_5_pieces(cases: Vec<(Solver, BenchCase)>) -> u64 {
    let mut nodes = 0;
    let mut values = Vec::new();
    let squares = cases.first().is_some_and(|(_, case)| case.rules.squares);
    for (mut solver, case) in cases {
        let solution = solver.solve(black_box(&case.state), false).expect("solved");
        nodes += solution.nodes;
        values.push(solution.value.pov);
    }
    let expected: &[Pov] = if squares { &SQUARES } else { &LINES };
    assert_eq!(values, expected, "the suite's values (squares: {squares})");
    nodes
}

/// The values of the first three 5-piece positions, lines only.
const LINES: [Pov; COUNT] = [Pov::Draw, Pov::Draw, Pov::Draw];
/// The same with squares.
const SQUARES: [Pov; COUNT] = [Pov::Win, Pov::Win, Pov::Win];

library_benchmark_group!(name = solver, benchmarks = [solve_5_pieces]);

main!(library_benchmark_groups = solver);
