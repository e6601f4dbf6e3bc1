#!/usr/bin/env bash
# The strength table of BENCHMARKS.md: each level against the one below, and the strongest
# against random and greedy, for every game (Quartino with 2, 3 and 4 seats), in the arena.
# Usage: [EASY_GAMES=N] scripts/strength.sh [GAMES] [quarto|danish|quartino ...]
# GAMES (default 100) for each level against the one below; EASY_GAMES (default GAMES) for the
# strongest against random and greedy.
# Quarto!'s top levels draw every game from the empty board (the game is a draw and they solve
# it), so they also meet from random openings of 4 actions (two pieces placed), 2×GAMES games:
# each opening twice, seats swapped.
# Prints a Markdown table; the JSON of every match goes to target/strength/.
# The levels play without their time caps (`--uncapped`): only their budgets of nodes or playouts
# stop their searches, so the table does not depend on the machine or its load, and the same
# command gives the same games anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-100}"
shift || true
easy="${EASY_GAMES:-$games}"
only="${*:-quarto danish quartino}"
cargo build --release -p quartet >/dev/null
bin=target/release/quartet
out=target/strength
mkdir -p "$out"

match() { # game rules label A B [GAMES [OPENING]]
  local game="$1" rules="$2" label="$3" a="$4" b="$5" n="${6:-$games}" opening="${7:-0}"
  [ "$opening" = 0 ] || label="$label, openings of $opening"
  local file="$out/${game}-${label// /_}-${a}-vs-${b}.json"
  local text
  text=$("$bin" arena "$game" "$a" "$b" --games "$n" --rules "$rules" --opening "$opening" --uncapped --quiet --json "$file")
  local wdl elo slow
  wdl=$(echo "$text" | sed -n 's/^games \([0-9]*\)  A wins \([0-9]*\)  draws \([0-9]*\)  B wins \([0-9]*\)  score \(.*\)$/\1 | \2-\3-\4 | \5/p')
  elo=$(echo "$text" | sed -n 's/^Elo A-B: \(.*\)$/\1/p')
  slow=$(echo "$text" | sed -n 's/^slowest action: A \([0-9]*\) ms, B \([0-9]*\) ms$/\1 ms \/ \2 ms/p')
  echo "| $label | $a | $b | $wdl | $elo | $slow |"
}

echo "| game | A | B | games | A wins-draws-B wins | A's score | Elo A−B (95%) | slowest action A / B |"
echo "|---|---|---|---|---|---|---|---|"
for game in $only; do
  case "$game" in
    quarto) tables=("quarto|standard|Quarto!") ;;
    danish) tables=("danish|ply_cap=300|Danish Quarto") ;;
    quartino) tables=("quartino|players=2|Quartino 2 seats" "quartino|players=3|Quartino 3 seats" "quartino|players=4|Quartino 4 seats") ;;
  esac
  for t in "${tables[@]}"; do
    IFS='|' read -r g rules label <<<"$t"
    [ "$rules" = standard ] && rules=""
    match "$g" "$rules" "$label" casual beginner
    match "$g" "$rules" "$label" strong casual
    match "$g" "$rules" "$label" strongest strong
    if [ "$g" = quarto ]; then
      match "$g" "$rules" "$label" perfect strongest
      match "$g" "$rules" "$label" strongest strong $((games * 2)) 4
      match "$g" "$rules" "$label" perfect strongest $((games * 2)) 4
    fi
    match "$g" "$rules" "$label" strongest random "$easy"
    match "$g" "$rules" "$label" strongest greedy "$easy"
  done
done
