//! Quick timing of the suite (development aid).
use quartet_engine::quarto::bench::{run_case, suite};
use quartet_engine::quarto::{Solver, SolverOptions};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let pieces: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    let count: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let threads: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let tmin: u32 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(5);
    let cases = suite(&[pieces], count);
    let mut solvers = [false, true].map(|sq| {
        Solver::new(
            quartet_core::quarto::Rules {
                squares: sq,
                ..quartet_core::quarto::Rules::STANDARD
            },
            SolverOptions {
                hash_mib: 256,
                threads,
                tt_min_empty: tmin,
            },
        )
        .unwrap()
    });
    for c in &cases {
        let s = &mut solvers[c.rules.squares as usize];
        let r = run_case(s, c).unwrap();
        println!(
            "{} sq={} {:>6} nodes {:>10} {:>9.3} ms",
            c.state,
            c.rules.squares,
            r.value.to_string(),
            r.nodes,
            r.elapsed.as_secs_f64() * 1e3
        );
    }
}
