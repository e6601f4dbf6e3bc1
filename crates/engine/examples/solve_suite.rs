//! Solves the positions of the benchmark suite (`quarto::bench::suite`) with one thread, each
//! from a fresh (empty) table, and prints each one's value and nodes: a deterministic run for
//! comparing versions by node counts and by instruction counts (under `valgrind --tool=callgrind`).
//!
//!     cargo run --release -p quartet-engine --example solve_suite -- PIECES [COUNT] [lines|squares|both] [HASH_MIB]
//!
//! `ORDER_MIN` and `TT_MIN` in the environment override the solver's `order_min` and
//! `tt_min_empty` (defaults 8 and 9), for trying other settings.
use quartet_engine::quarto::bench::suite;
use quartet_engine::quarto::{Solver, SolverOptions};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let pieces: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    let count: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(10);
    let which = args.get(3).map_or("lines", |s| s.as_str());
    let hash: usize = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(256);
    let mut total = 0u64;
    let mut nodes = Vec::new();
    let t0 = std::time::Instant::now();
    for case in suite(&[pieces], count) {
        if which != "both" && (case.rules.squares != (which == "squares")) {
            continue;
        }
        let default = SolverOptions::default();
        let env = |name: &str, or: u32| {
            std::env::var(name)
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(or)
        };
        let mut solver = Solver::new(
            case.rules,
            SolverOptions {
                threads: 1,
                hash_mib: hash,
                book: false,
                order_min: env("ORDER_MIN", default.order_min),
                tt_min_empty: env("TT_MIN", default.tt_min_empty),
            },
        )
        .expect("table");
        // A fresh table from the allocator is empty: no clearing to count.
        let r = solver.solve(&case.state, false).expect("solved");
        println!("{} {} {} {:?}", case.state, r.value, r.nodes, r.elapsed);
        total += r.nodes;
        nodes.push(r.nodes);
    }
    nodes.sort();
    println!(
        "total {} median {} time {:?}",
        total,
        nodes[nodes.len() / 2],
        t0.elapsed()
    );
}
