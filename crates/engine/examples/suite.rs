//! Ad-hoc: solve the benchmark suite and print medians.
use quartet_engine::quarto::{Solver, SolverOptions, bench};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let pieces: Vec<u32> = args
        .get(1)
        .map(|s| s.split(',').map(|x| x.parse().unwrap()).collect())
        .unwrap_or(vec![5, 4]);
    let count: usize = args.get(2).map(|s| s.parse().unwrap()).unwrap_or(10);
    let threads: usize = args.get(3).map(|s| s.parse().unwrap()).unwrap_or(2);
    let only: Option<bool> = args.get(4).map(|s| s == "squares");
    for &n in &pieces {
        for squares in [false, true] {
            if only.is_some_and(|o| o != squares) {
                continue;
            }
            let cases: Vec<_> = bench::suite(&[n], count)
                .into_iter()
                .filter(|c| c.rules.squares == squares)
                .collect();
            let mut solver = Solver::new(cases[0].rules, {
                let mut o = SolverOptions {
                    hash_mib: std::env::var("HASH").map(|v| v.parse().unwrap()).unwrap_or(256),
                    threads,
                    ..SolverOptions::default()
                };
                if let Ok(v) = std::env::var("TTMIN") {
                    o.tt_min_empty = v.parse().unwrap();
                }
                if let Ok(v) = std::env::var("ORDMIN") {
                    o.order_min = v.parse().unwrap();
                }
                o
            })
            .unwrap();
            let mut times = Vec::new();
            let mut nodes = Vec::new();
            let mut vals = String::new();
            for c in &cases {
                let r = bench::run_case(&mut solver, c).unwrap();
                times.push(r.elapsed);
                nodes.push(r.nodes);
                vals.push_str(&format!("{} ", r.value));
                if std::env::var("EACH").is_ok() {
                    println!(
                        "  {:>8.3} ms {:>9} nodes {}",
                        r.elapsed.as_secs_f64() * 1e3,
                        r.nodes,
                        r.value
                    );
                }
            }
            nodes.sort();

            let med = bench::median(&mut times);
            let total: f64 = times.iter().map(|t| t.as_secs_f64()).sum();

            println!(
                "{n} {} median {:?} total {:.3}s median nodes {} [{}]",
                if squares { "squares" } else { "lines" },
                med,
                total,
                nodes[nodes.len() / 2],
                vals
            );
        }
    }
}
#[allow(dead_code)]
fn stats() {}
