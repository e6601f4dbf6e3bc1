#!/usr/bin/env bash
# Every test of the project, from a fresh machine: installs what it needs, then checks
# formatting, lints and the docs, and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo is required (https://rustup.rs)" >&2
  exit 1
fi
rustup component add rustfmt clippy >/dev/null 2>&1 || true

# System packages the tests need, from Debian (we are root on CI); `apt-get update` runs once,
# and only when something is missing.
apt_updated=no
apt_install() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "missing Debian packages: $*; run as root, or: sudo apt-get install -y $*" >&2
    exit 1
  fi
  if [ "$apt_updated" = no ]; then
    apt-get update
    apt_updated=yes
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"
}

# PostgreSQL's server binaries (initdb, pg_ctl): the store's tests start a throwaway cluster
# with them (crates/store/tests/backends.rs), and fail in CI without them.
if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  echo "== installing PostgreSQL"
  apt_install postgresql
  compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || {
    apt-cache policy postgresql >&2
    echo "postgresql installed no /usr/lib/postgresql/*/bin/initdb" >&2
    exit 1
  }
fi

# util-linux's `script` (Debian's bsdutils, essential but absent from some images): the
# full-screen game's tests run the binary in the pseudo-terminal it makes (crates/cli/tests/cli_tui.rs).
if ! command -v script >/dev/null 2>&1; then
  echo "== installing bsdutils (script)"
  apt_install bsdutils
fi

# Debian's nginx: the reverse-proxy configuration of docs/deploy.md is run in front of the
# server (crates/cli/tests/cli_deploy.rs), and fails in CI without it.
if [ ! -x /usr/sbin/nginx ]; then
  echo "== installing nginx"
  apt_install nginx
fi

# Debian's Chromium: the browser UI's end-to-end tests drive it (scripts/e2e.sh).
if [ ! -x /usr/bin/chromium ]; then
  echo "== installing Chromium"
  apt_install chromium
fi

# Debian's valgrind: the instruction-count benchmarks run under Callgrind (scripts/bench.sh).
if ! command -v valgrind >/dev/null 2>&1; then
  echo "== installing valgrind"
  apt_install valgrind
fi

# A C++ compiler: libfuzzer-sys builds libFuzzer for the fuzz targets (scripts/fuzz.sh).
if ! command -v c++ >/dev/null 2>&1; then
  echo "== installing g++"
  apt_install g++
fi

echo "== cargo fmt --check"
cargo fmt --all -- --check
(cd fuzz && cargo fmt -- --check)
echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "== cargo doc (no warnings: a broken or private link in a public doc fails)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --workspace --locked
echo "== cargo test"
cargo test --workspace --locked
echo "== several nodes under load, a smoke run: 3 nodes, 30 games, 10 s (scripts/cluster-load.sh)"
QUARTET_BIN="$(cd "${CARGO_TARGET_DIR:-target}" && pwd)/debug/quartet" \
  bash scripts/cluster-load.sh --check --nodes 3 --games 30 --seconds 10 --think-ms 200 --ramp-seconds 2
echo "== fuzz targets, 5 s each from their corpora (fuzz/)"
FUZZ_PROFILE=smoke bash scripts/fuzz.sh 5
echo "== instruction-count benchmarks, once (crates/bench)"
bash scripts/bench.sh
echo "== Python package: pip install ./python, then pytest (python/tests)"
QUARTET_BIN="$(cd "${CARGO_TARGET_DIR:-target}" && pwd)/debug/quartet" bash scripts/python.sh
echo "== browser UI: build and unit tests"
bash scripts/web.sh
# web/dist is committed, so that `quartet serve` has its UI on a fresh clone without Node.js;
# the build is deterministic, and the committed one must be the build of the sources.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && [ -n "$(git status --porcelain -- web/dist)" ]; then
  git status --short -- web/dist >&2
  echo "web/dist is not the build of web/src: run bash scripts/web.sh and commit web/dist" >&2
  exit 1
fi
(cd web && npm test)
echo "== browser UI: end-to-end tests in Chromium"
bash scripts/e2e.sh
