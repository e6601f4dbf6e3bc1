#!/usr/bin/env bash
# The Python package's tests (python/): builds and installs the package with
# `pip install ./python` into a virtual environment (python/.venv, ignored by git) with the
# pinned test requirements, then runs pytest over python/tests. scripts/test.sh runs it;
# alone it needs a Rust toolchain and Python 3.10+ (PYTHON picks the interpreter).
# The solver is compared with the `quartet` binary: QUARTET_BIN, else target/debug/quartet
# (built when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

python="${PYTHON:-python3}"
if ! command -v "$python" >/dev/null 2>&1; then
  echo "Python 3 is required ($python not found; set PYTHON)" >&2
  exit 1
fi
venv=python/.venv
if [ ! -x "$venv/bin/python" ]; then
  if ! "$python" -m venv "$venv"; then
    # Debian's Python keeps venv in its own package.
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
      version="$("$python" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
      apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "python${version}-venv"
      rm -rf "$venv"
      "$python" -m venv "$venv"
    else
      echo "cannot create a virtual environment: install python3-venv" >&2
      exit 1
    fi
  fi
fi
# maturin, installed below, is run from the environment's bin (the build uses no isolated
# environment: the pinned maturin builds it).
PATH="$(cd "$venv/bin" && pwd):$PATH"
export PATH
pip=("$venv/bin/python" -m pip --disable-pip-version-check --quiet)
echo "== python: test requirements"
"${pip[@]}" install -r python/requirements-test.txt
echo "== python: pip install ./python"
"${pip[@]}" install --force-reinstall --no-deps --no-build-isolation ./python

if [ -z "${QUARTET_BIN:-}" ]; then
  target="${CARGO_TARGET_DIR:-target}"
  if [ ! -x "$target/debug/quartet" ]; then
    cargo build --locked -p quartet
  fi
  QUARTET_BIN="$(cd "$target" && pwd)/debug/quartet"
  export QUARTET_BIN
fi
echo "== python: pytest"
# From python/tests, so that `import quartet` is the installed package, not python/quartet.
cd python/tests
exec "../.venv/bin/python" -m pytest -q -p no:cacheprovider "$@"
