#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for trying Quartet by hand (`quartet serve --database-url …`),
# made like the one the store's tests start themselves (crates/store-test-kit/src/postgres.rs): Debian's
# binaries, trust authentication for the user `quartet` on 127.0.0.1, durability off.
#
#   scripts/postgres.sh start [DIR]   start a cluster in DIR (default: a new directory in /tmp)
#                                     and print its URL
#   scripts/postgres.sh stop DIR      stop it and delete DIR
#   scripts/postgres.sh psql DIR ARGS runs psql on it, as the user quartet
#
# QUARTET_PG_STATEMENTS=1 also loads pg_stat_statements (scripts/cluster-load.sh --statements).
# scripts/test.sh installs the binaries when missing (Debian's package `postgresql`).
set -euo pipefail

bin=${QUARTET_PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL's server binaries are missing: run scripts/test.sh or apt-get install -y postgresql" >&2
  exit 1
fi

# PostgreSQL refuses to run as root: run its commands as the user postgres then.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    dir=${2:-$(mktemp -d /tmp/quartet-pg-XXXXXX)}
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' 2>/dev/null || echo 55432)
    as_owner "$bin/initdb" -D "$dir/data" -U quartet --auth=trust --encoding=UTF8 --locale=C --no-sync >/dev/null
    cat >>"$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
    if [ "${QUARTET_PG_STATEMENTS:-0}" = 1 ]; then
      echo "shared_preload_libraries = 'pg_stat_statements'" >>"$dir/data/postgresql.conf"
    fi
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w start >/dev/null
    echo "PostgreSQL running in $dir; stop it with: scripts/postgres.sh stop $dir"
    echo "postgres://quartet@127.0.0.1:$port/postgres"
    ;;
  psql)
    dir=${2:?usage: scripts/postgres.sh psql DIR [psql arguments]}
    shift 2
    port=$(sed -n 4p "$dir/data/postmaster.pid")
    exec "$bin/psql" "postgres://quartet@127.0.0.1:$port/postgres" -X -q "$@"
    ;;
  stop)
    dir=${2:?usage: scripts/postgres.sh stop DIR}
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    echo "stopped and deleted $dir"
    ;;
  *)
    awk 'NR > 1 && !/^#/ {exit} NR > 1 {sub(/^# ?/, ""); print}' "$0" >&2
    exit 2
    ;;
esac
