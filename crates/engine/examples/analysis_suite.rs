//! Runs the full analysis (every turn's value and distance, and the principal line) on the
//! positions of the answers suite (`quarto::bench::answer_suite`) with one thread and a fresh
//! table for each, the books on, and prints each one's nodes: a deterministic run for
//! comparing versions by node counts and by instruction counts (under `valgrind --tool=callgrind`).
//!
//! `ORDER_MIN` and `TT_MIN` in the environment override the solver's `order_min` and
//! `tt_min_empty`.
//!
//!     cargo run --release -p quartet-engine --example analysis_suite -- PIECES [COUNT] [place|give|both] [HASH_MIB]
use quartet_engine::quarto::bench::answer_suite;
use quartet_engine::quarto::{Solver, SolverOptions};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let pieces: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(5);
    let count: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(10);
    let phase = args.get(3).map_or("both", |s| s.as_str());
    let hash: usize = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(64);
    let (mut turns_total, mut line_total) = (0u64, 0u64);
    let t0 = std::time::Instant::now();
    let env = |name: &str, or: u32| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(or)
    };
    for case in answer_suite(&[pieces], count) {
        if phase != "both" && case.give != (phase == "give") {
            continue;
        }
        let solver = || {
            Solver::new(
                case.rules,
                SolverOptions {
                    threads: 1,
                    hash_mib: hash,
                    order_min: env("ORDER_MIN", SolverOptions::default().order_min),
                    tt_min_empty: env("TT_MIN", SolverOptions::default().tt_min_empty),
                    ..SolverOptions::default()
                },
            )
            .expect("table")
        };
        let turns = solver().analyse_turns(&case.state, true).expect("analysed");
        let all = solver().analyse(&case.state, true).expect("analysed");
        let line = all.nodes;
        println!(
            "{} {} {} turns {} nodes {} with the line {} {:?}",
            case.state,
            case.rules,
            turns.value,
            turns.turns.len(),
            turns.nodes,
            line,
            turns.elapsed
        );
        turns_total += turns.nodes;
        line_total += line;
    }
    println!(
        "total turns {turns_total} with the lines {line_total} time {:?}",
        t0.elapsed()
    );
}
