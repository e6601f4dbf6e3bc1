//! # quartet-bench
//!
//! Instruction-count benchmarks: [gungraun](https://docs.rs/gungraun) runs each benchmark once
//! under Valgrind's Callgrind and counts the instructions it executes, a figure that a busy or
//! virtualised machine does not disturb. Every benchmark asserts its result, so a benchmark
//! that gets faster by getting wrong fails.
//!
//! * `benches/rules.rs` — perft of each game (the counts of `crates/core/tests/data/`), and
//!   random playouts of each game through the one generic loop
//!   (`quartet_core::playout::random_playouts`, the loop `quartet bench` times);
//! * `benches/solver.rs` — the exact Quarto! solver on a small fixed part of its benchmark
//!   suite (`quartet_engine::quarto::bench::suite`), one thread, each position from an empty
//!   table, its values asserted.
//!
//! Run with `bash scripts/bench.sh` (which installs the matching `gungraun-runner`); the
//! figures are in `BENCHMARKS.md`.
