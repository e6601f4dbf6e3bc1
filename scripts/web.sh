#!/usr/bin/env bash
# Builds the browser UI into web/dist, which `quartet serve` serves. web/dist is committed, so
# a fresh clone serves the UI without Node.js: rebuild and commit it after changing web/src.
# Installs the npm packages package-lock.json pins (`npm ci`, only when they are missing or the
# lock file changed), then type-checks and bundles with Vite. Needs Node.js 20.19+ with npm.
set -euo pipefail
cd "$(dirname "$0")/../web"

if ! command -v npm >/dev/null 2>&1; then
  echo "npm is required to build the browser UI (Node.js 20.19 or newer)" >&2
  exit 1
fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
