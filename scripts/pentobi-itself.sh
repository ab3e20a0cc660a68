#!/usr/bin/env bash
# Pentobi against itself at one level: the baseline a match of ours is read against (how often the first
# seat wins between equal players). SEEDS twogtp processes, PARALLEL at a time, GAMES games each, every
# process with its own seeds for both engines; one thread and no book, so the same command gives the same
# games. The .dat summaries are copied to docs/matches/NAME/ with the command line; `blokus match` prints
# the pooled figures, among them the share of games the first seat won.
#
#   scripts/pentobi-itself.sh NAME GAME LEVEL SEEDS GAMES [PARALLEL]
#   scripts/pentobi-itself.sh pentobi6-itself-duo duo 6 8 25 2
#
# Needs `npm run build` and Pentobi's twogtp and pentobi-gtp in ~/.cache/pentobi/bin (docs/computer.md).
set -euo pipefail
name=$1 game=$2 level=$3 seeds=$4 games=$5 parallel=${6:-2}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${PENTOBI_BIN:-$HOME/.cache/pentobi/bin}
cd "$root"
mkdir -p matches "docs/matches/$name"
one() {
  local s=$1
  local engine="$bin/pentobi-gtp --game $game --level $level --nobook --threads 1 --quiet --noresign"
  "$bin/twogtp" --black "$engine --seed $((s * 10 + 1))" --white "$engine --seed $((s * 10 + 2))" \
    --game "$game" --nugames "$games" --file "matches/$name-s$s" --quiet
}
export -f one
export bin game level games name
echo "$0 $*" >"docs/matches/$name/command"
seq 1 "$seeds" | xargs -P "$parallel" -I{} bash -c 'one {}'
cp matches/"$name"-s*.dat "docs/matches/$name/"
node dist/src/cli/main.js match matches/"$name"-s*.dat
