#!/usr/bin/env bash
# The main job: builds the browser UI and runs the web app (`quartet serve`) on an embedded
# SQLite database in ./quartet-data. Open the address it prints. Extra arguments go to
# `quartet serve` (e.g. --port 9000, --database-url postgres://…).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/web.sh
exec cargo run --release -p quartet -- serve "$@"
