//! Times the full analysis (`Solver::analyse`: every turn's value and distance, and the
//! principal line) of one Quarto! position, with a fresh 64 MiB table each time, and prints
//! its value, its turns, how many keep the value, its nodes and its time: the figures of single
//! positions in `BENCHMARKS.md`.
//!
//!     cargo run --release -p quartet-engine --example analyse_position -- POSITION RULES [THREADS] [RUNS]
//!
//! For example `".5a3/b.../..0./.... d" "attributes=height,colour,shape,top squares=no win=auto" 2 3`.
use quartet_core::Game;
use quartet_core::quarto::{Quarto, Rules};
use quartet_engine::quarto::{Solver, SolverOptions};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: analyse_position POSITION RULES [THREADS] [RUNS]";
    let (Some(position), Some(rules)) = (args.get(1), args.get(2)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let rules: Rules = rules.parse().unwrap_or_else(|e| {
        eprintln!("bad rules {rules:?}: {e}");
        std::process::exit(2);
    });
    let state = <Quarto as Game>::from_position(&rules, position).unwrap_or_else(|e| {
        eprintln!("bad position {position:?}: {e}");
        std::process::exit(2);
    });
    let number = |i: usize, default: usize| match args.get(i) {
        None => default,
        Some(a) => a.parse().unwrap_or_else(|_| {
            eprintln!("{a:?} is not a number; {usage}");
            std::process::exit(2);
        }),
    };
    let (threads, runs) = (number(3, 2), number(4, 1));
    for _ in 0..runs {
        let options = SolverOptions {
            threads,
            hash_mib: 64,
            ..SolverOptions::default()
        };
        let analysis = Solver::new(rules, options)
            .and_then(|mut s| s.analyse(&state, true))
            .unwrap_or_else(|e| {
                eprintln!("the analysis failed: {e}");
                std::process::exit(1);
            });
        let keep = analysis
            .turns
            .iter()
            .filter(|t| t.value.rank() == analysis.value.rank())
            .count();
        println!(
            "{} turns {} best {} nodes {} {:?}",
            analysis.value,
            analysis.turns.len(),
            keep,
            analysis.nodes,
            analysis.elapsed
        );
    }
}
