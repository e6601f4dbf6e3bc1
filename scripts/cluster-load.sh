#!/usr/bin/env bash
# The web server under load, end to end on this machine (BENCHMARKS.md, "The web server under
# load"): a throwaway PostgreSQL cluster (scripts/postgres.sh) on a free port, N release
# `quartet serve --database-url …` nodes on loopback ports, `quartet load-test` with every
# node's URL (each game made on one node, its two players on two), and optionally a `kill -9`
# of the last node mid-run: the load tool reports the takeover time of that node's games (from
# its first dropped connection to the first acknowledged action in each game; its clients
# reconnect to another node as browsers do).
#
#   bash scripts/cluster-load.sh [--nodes N] [--sqlite] [--kill-at S] [load-test options…]
#
#   --nodes N     nodes to start (default 3)
#   --sqlite      one node on SQLite (a fresh data directory) instead of PostgreSQL
#   --kill-at S   kill -9 the last node S seconds into the run (default: no kill)
#   --check       fail unless no action met an error and no game was left stalled (CI)
#   --sample A,B  report node 1's own figures between A and B seconds into the run: players'
#                 actions a second (from /metrics), CPU (user and system) an action, resident
#                 memory, the load tool's CPU in cores, and PostgreSQL's (all its processes:
#                 in cores, and an action of node 1's when it is the only node), and from
#                 node 1's histograms the p99 and the share of slow actions in their games'
#                 rooms and of slow appends in the store
#   --statements  PostgreSQL's statements of the whole run by their total time, with their
#                 calls and rows (pg_stat_statements)
#   the rest goes to `quartet load-test` (--games, --seconds, --think-ms, --ramp-seconds, …)
#
# Example: bash scripts/cluster-load.sh --games 1000 --seconds 60 --think-ms 1000 --kill-at 30
# Uses target/release/quartet (built here when missing; QUARTET_BIN to use another, and
# QUARTET_LOAD_BIN for the load tool alone, to compare two servers under one load tool),
# prints the load average before and after, and stops and deletes everything it started on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

nodes=3
sqlite=0
kill_at=0
check=0
sample=
statements=0
load_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --nodes) nodes=$2; shift 2 ;;
    --sqlite) sqlite=1; shift ;;
    --kill-at) kill_at=$2; shift 2 ;;
    --check) check=1; shift ;;
    --sample) sample=$2; shift 2 ;;
    --statements) statements=1; shift ;;
    -h|--help) awk 'NR > 1 && !/^#/ {exit} NR > 1 {sub(/^# ?/, ""); print}' "$0"; exit 0 ;;
    *) load_args+=("$1"); shift ;;
  esac
done
if [ -n "$sample" ]; then
  if ! [[ "$sample" =~ ^[0-9]+,[0-9]+$ ]] || [ "${sample%,*}" -ge "${sample#*,}" ]; then
    echo "--sample wants A,B: two whole numbers of seconds into the run, A before B (e.g. 22,30), not '$sample'" >&2
    exit 2
  fi
fi
if [ "$sqlite" = 1 ] && [ "$nodes" != 1 ]; then
  echo "--sqlite runs one node (SQLite is single-node): add --nodes 1" >&2
  exit 2
fi

bin=${QUARTET_BIN:-target/release/quartet}
if [ ! -x "$bin" ]; then
  cargo build --release -p quartet
fi

work=$(mktemp -d /tmp/quartet-cluster-load-XXXXXX)
pids=()
pg_dir=
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -n "$pg_dir" ]; then bash scripts/postgres.sh stop "$pg_dir" >/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

database=()
if [ "$sqlite" = 0 ]; then
  pg_dir=$(mktemp -d /tmp/quartet-pg-XXXXXX)
  database_url=$(QUARTET_PG_STATEMENTS=$statements bash scripts/postgres.sh start "$pg_dir" | tail -n 1)
  database=(--database-url "$database_url")
  psql() { bash scripts/postgres.sh psql "$pg_dir" "$@"; }
  if [ "$statements" = 1 ]; then psql -c 'CREATE EXTENSION pg_stat_statements'; fi
elif [ "$statements" = 1 ]; then
  echo "--statements is PostgreSQL's (not with --sqlite)" >&2
  exit 2
fi

urls=()
for n in $(seq 1 "$nodes"); do
  port=$(free_port)
  mkdir -p "$work/node$n"
  "$bin" serve --port "$port" --data-dir "$work/node$n" "${database[@]}" --log warn \
    >"$work/node$n.log" 2>&1 &
  pids+=($!)
  urls+=(--url "http://127.0.0.1:$port/")
  for _ in $(seq 1 100); do
    if curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
    sleep 0.1
  done
  curl -fs "http://127.0.0.1:$port/readyz" >/dev/null || {
    echo "node $n did not become ready:" >&2
    cat "$work/node$n.log" >&2
    exit 1
  }
done

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"${QUARTET_LOAD_BIN:-$bin}" load-test "${urls[@]}" "${load_args[@]}" >"$work/report" &
load=$!
if [ "$kill_at" != 0 ]; then
  sleep "$kill_at"
  victim=${pids[$((nodes - 1))]}
  kill -9 "$victim"
  echo "killed node $nodes (pid $victim) at $(date -u +%T.%N | cut -c1-12)"
fi
sampler=
if [ -n "$sample" ]; then
  (
    from=${sample%,*} to=${sample#*,}
    node=${pids[0]} url=${urls[1]}
    cpu() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null; }
    # The CPU of this run's PostgreSQL, its postmaster and every child (0 with --sqlite).
    pg_cpu() {
      if [ -z "$pg_dir" ]; then echo 0; return; fi
      local postmaster pid total=0
      postmaster=$(head -n 1 "$pg_dir/data/postmaster.pid")
      for pid in "$postmaster" $(pgrep -P "$postmaster"); do
        total=$((total + $(cpu "$pid" || echo 0)))
      done
      echo "$total"
    }
    actions() { curl -fs "${url}metrics" | awk '$1 == "quartet_actions_total{by=\"player\"}" {print $2}'; }
    sleep "$from"
    c1=$(cpu "$node") l1=$(cpu "$load") p1=$(pg_cpu) a1=$(actions)
    curl -fs "${url}metrics" >"$work/metrics1" || true
    sleep "$((to - from))"
    c2=$(cpu "$node") l2=$(cpu "$load") p2=$(pg_cpu) a2=$(actions)
    curl -fs "${url}metrics" >"$work/metrics2" || true
    rss=$(awk '/^VmRSS/ {print $2}' "/proc/$node/status" 2>/dev/null)
    if [ -z "$c2" ] || [ -z "$l2" ] || [ -z "$a1" ] || [ -z "$a2" ] || [ -z "$rss" ] || [ "$a1" = "$a2" ]; then
      echo "node 1's figures from $from to $to s could not be taken (a process had ended, /metrics wants its token, or no action was counted)" >"$work/sample"
      exit 0
    fi
    python3 -c "
import sys
c1, c2, l1, l2, a1, a2, rss, tick, span, p1, p2 = map(float, sys.argv[1:12])
a = (a2 - a1) / span
pg = ''
if sys.argv[13]:
    pg = f'; PostgreSQL: {(p2 - p1) / tick / span:.2f} cores'
    if sys.argv[14] == '1':
        pg += f', {(p2 - p1) / tick / (a2 - a1) * 1e6:.0f} us of CPU an action'
print(f'node 1 from {sys.argv[12]} s for {span:.0f} s: {a:.0f} actions/s, {(c2 - c1) / tick / (a2 - a1) * 1e6:.0f} us of CPU an action, {rss / 1024:.0f} MB resident; the load tool: {(l2 - l1) / tick / span:.2f} cores{pg}')
" "$c1" "$c2" "$l1" "$l2" "$a1" "$a2" "$rss" "$(getconf CLK_TCK)" "$((to - from))" "$p1" "$p2" "$from" "$pg_dir" "$nodes" >"$work/sample"
    # The node's own histograms over the same seconds: an action in its game's room (arrival
    # to state stored and announced), and its append in the store (queue and commit).
    python3 - "$work/metrics1" "$work/metrics2" >>"$work/sample" <<'PY'
import re, sys
def buckets(path, name, labels):
    out = {}
    try:
        text = open(path).read()
    except OSError:
        return out
    for line in text.splitlines():
        m = re.match(name + r'_bucket\{(.*)\} (\S+)', line)
        if m and all(l in m.group(1) for l in labels):
            le = re.search(r'le="([^"]+)"', m.group(1)).group(1)
            out[float(le)] = float(m.group(2))
    return out
def share(name, labels, what):
    one, two = (buckets(path, name, labels) for path in sys.argv[1:3])
    if not one or not two:
        return
    diff = sorted((le, two[le] - one.get(le, 0)) for le in two)
    total = diff[-1][1]
    if total <= 0:
        return
    p99 = next(le for le, n in diff if n >= 0.99 * total)
    over = ', '.join(f'{1 - n / total:.2%} over {le * 1000:g} ms' for le, n in diff if 0.008 <= le <= 0.128)
    bound = 'unbounded' if p99 == float('inf') else f'at most {p99 * 1000:g} ms'
    print(f'  {what}: {total:.0f}, p99 {bound}; {over}')
share('quartet_action_duration_seconds', [], 'actions in their rooms')
share('quartet_store_write_duration_seconds', ['write="action"'], 'appends in the store')
PY
  ) &
  sampler=$!
fi
status=0
wait "$load" || status=$?
if [ -n "$sampler" ]; then wait "$sampler" || true; fi
cat "$work/report"
if [ -s "$work/sample" ]; then cat "$work/sample"; fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$statements" = 1 ]; then
  echo "== PostgreSQL's statements by total time (the whole run, ${SECONDS} s of this script)"
  psql -c "SELECT round(total_exec_time::numeric / 1000, 2) AS total_s, calls, \
    round(mean_exec_time::numeric, 3) AS mean_ms, rows, \
    left(regexp_replace(query, '\s+', ' ', 'g'), 110) AS statement \
    FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 20"
  echo "== PostgreSQL's tables by rows updated (HOT: updated in place, no new index entry)"
  psql -c "SELECT relname AS table, n_tup_ins AS inserted, n_tup_upd AS updated, \
    n_tup_hot_upd AS hot, n_dead_tup AS dead FROM pg_stat_user_tables \
    ORDER BY n_tup_upd DESC LIMIT 6"
fi
for n in $(seq 1 "$nodes"); do
  if [ -s "$work/node$n.log" ]; then
    echo "== node $n's log (last lines)"
    tail -n 5 "$work/node$n.log"
  fi
done
if [ "$status" = 0 ] && [ "$check" = 1 ]; then
  if ! grep -q '^errors: 0\b' "$work/report" || ! grep -q '^players of a stalled game.*: 0$' "$work/report"; then
    echo "the run met errors or left games stalled (see the report above)" >&2
    status=1
  fi
fi
exit "$status"
