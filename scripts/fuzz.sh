#!/usr/bin/env bash
# The fuzz targets (fuzz/fuzz_targets/), built with libFuzzer's coverage instrumentation on
# stable Rust, each run for a while from its committed corpus (fuzz/corpus/<target>/).
#
#   bash scripts/fuzz.sh                      every target, 10 seconds each (CI runs 5)
#   bash scripts/fuzz.sh 600 record actions   these targets, 10 minutes each
#
# No cargo-fuzz and no nightly toolchain are needed: the instrumentation cargo-fuzz asks for
# is plain `-C` flags (`-C passes=sancov-module` and LLVM's sanitizer-coverage options), and
# libfuzzer-sys builds libFuzzer itself (a C++ compiler is needed). Without AddressSanitizer,
# which needs nightly: the crates forbid `unsafe`, so what is sought is panics. With a nightly
# toolchain, `cargo fuzz run <target>` (from the repository's root) runs the same targets.
#
# New inputs found go to target/fuzz/corpus/<target>/ (not committed); a crash is written to
# target/fuzz/artifacts/<target>/ and fails the script. Set FUZZ_JOBS to run several targets
# at once, and FUZZ_PROFILE=smoke for targets built in a third less time that run somewhat
# fewer inputs a second (fuzz/Cargo.toml; CI's short runs use it).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

seconds="${1:-10}"
shift || true
host="$(rustc -vV | sed -n 's/^host: //p')"

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}/fuzz"
# `--target` keeps these flags off build scripts and proc-macros (they would not link).
export RUSTFLAGS="--cfg fuzzing -C passes=sancov-module \
  -C llvm-args=-sanitizer-coverage-level=4 \
  -C llvm-args=-sanitizer-coverage-inline-8bit-counters \
  -C llvm-args=-sanitizer-coverage-pc-table \
  -C llvm-args=-sanitizer-coverage-trace-compares \
  -C debug-assertions -C overflow-checks"
echo "== building the fuzz targets (fuzz/)"
# Not --locked: fuzz/Cargo.lock pins libfuzzer-sys and its dependencies, and cargo only adds
# what the rules crate may come to depend on (which --locked would refuse).
profile="${FUZZ_PROFILE:-release}"
(cd fuzz && cargo build --profile "$profile" --target "$host" --bins)

if [ "$#" -gt 0 ]; then
  targets=("$@")
else
  mapfile -t targets < <(cd fuzz/fuzz_targets && ls -- *.rs | sed 's/\.rs$//')
fi

run() {
  local t="$1"
  local found="$CARGO_TARGET_DIR/corpus/$t" artifacts="$CARGO_TARGET_DIR/artifacts/$t"
  mkdir -p "$found" "$artifacts" "fuzz/corpus/$t"
  local log="$CARGO_TARGET_DIR/$t.log"
  if "$CARGO_TARGET_DIR/$host/$profile/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "$found" "fuzz/corpus/$t" >"$log" 2>&1; then
    echo "fuzz $t: ${seconds} s, $(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$') runs, \
coverage $(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | grep -o '[0-9]*$'), ok"
  else
    tail -n 60 "$log" >&2
    echo "fuzz $t: FAILED; the input is in $artifacts/" >&2
    return 1
  fi
}

failed=0
jobs="${FUZZ_JOBS:-1}"
if [ "$jobs" -le 1 ]; then
  for t in "${targets[@]}"; do run "$t" || failed=1; done
else
  pids=()
  for t in "${targets[@]}"; do
    run "$t" &
    pids+=($!)
    if [ "${#pids[@]}" -ge "$jobs" ]; then
      wait "${pids[0]}" || failed=1
      pids=("${pids[@]:1}")
    fi
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
fi
exit "$failed"
