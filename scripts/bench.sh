#!/usr/bin/env bash
# The instruction-count benchmarks (crates/bench: perft, random playouts, the solver's suite),
# each run once under Valgrind's Callgrind by gungraun; every benchmark asserts its result.
#
#   bash scripts/bench.sh                 every benchmark (15 s of CPU; what CI runs)
#   bash scripts/bench.sh --bench rules   one file of them
#
# Needs Debian's valgrind; installs gungraun-runner, the runner that must match
# the gungraun version in Cargo.lock (`cargo install`, once per machine: ~/.cargo/bin).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind is missing: sudo apt-get install -y valgrind (scripts/test.sh installs it)" >&2
  exit 1
fi

version="$(grep -A1 '^name = "gungraun"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')"
if [ -z "$version" ]; then
  echo "gungraun is not in Cargo.lock" >&2
  exit 1
fi
runner="$(command -v gungraun-runner || true)"
if [ -z "$runner" ] || ! "$runner" --version 2>/dev/null | grep -qF "$version"; then
  echo "== installing gungraun-runner $version"
  cargo install --locked --version "=$version" gungraun-runner
  runner="$(command -v gungraun-runner || echo "${CARGO_HOME:-$HOME/.cargo}/bin/gungraun-runner")"
fi
export GUNGRAUN_RUNNER="$runner"

if [ "$#" -eq 0 ]; then
  set -- --benches
fi
cargo bench -p quartet-bench --locked "$@"
