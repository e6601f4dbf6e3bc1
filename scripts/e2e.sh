#!/usr/bin/env bash
# End-to-end tests of the browser UI in real headless Chromium (web/e2e/): each test starts
# the real `quartet serve` on a free port with a temporary data directory and drives Debian's
# Chromium with playwright-core (no browser is ever downloaded). Screenshots of every game are
# kept in web/e2e/artifacts/.
#
# Installs Chromium from Debian when /usr/bin/chromium is missing (as root), builds the UI
# (scripts/web.sh) and the server exactly as `cargo test` builds it (so after `cargo test` the
# build is a no-op), or uses QUARTET_BIN when set.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Chromium is missing: run as root, or: sudo apt-get install -y chromium" >&2
    exit 1
  fi
  echo "== installing Chromium"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
fi

bash scripts/web.sh

if [ -z "${QUARTET_BIN:-}" ]; then
  cargo test --workspace --locked --no-run
  target="${CARGO_TARGET_DIR:-target}"
  QUARTET_BIN="$(cd "$target" && pwd)/debug/quartet"
  export QUARTET_BIN
fi
if [ ! -x "$QUARTET_BIN" ]; then
  echo "no server binary at $QUARTET_BIN" >&2
  exit 1
fi

cd web
rm -rf e2e/artifacts
npx vitest run --config e2e/vitest.config.ts
