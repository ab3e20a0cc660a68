#!/usr/bin/env bash
# Pooled match of one of our levels against one of Pentobi's: SEEDS match processes, each with its own
# seed for both engines, PARALLEL at a time, GAMES games each (twogtp alternates who moves first).
#
#   scripts/pentobi-match.sh NAME GAME OUR_LEVEL PENTOBI_LEVEL SEEDS GAMES [PARALLEL]
#   scripts/pentobi-match.sh level1-duo duo 1 1 8 5 2
#
# GAME is Pentobi's name (duo, classic_2, trigon_2, …). Needs `npm run build` (ours runs from dist/) and
# Pentobi's twogtp and pentobi-gtp in ~/.cache/pentobi/bin (docs/computer.md). Game records go to
# matches/ (not committed); the .dat summaries are copied to docs/matches/NAME/, and the pooled result is
# printed by `blokus match` (per seed, then the total). OURS_ARGS adds options to our engine (a trial's
# `--tune NAME=VALUE,…`); FIRST_SEED (default 1) starts the seeds elsewhere, for more games of a trial under
# another NAME; NODE names the node binary (scripts/device-matches.sh). The command lines are kept in
# docs/matches/NAME/command.
set -euo pipefail
name=$1 game=$2 ours=$3 theirs=$4 seeds=$5 games=$6 parallel=${7:-2}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${PENTOBI_BIN:-$HOME/.cache/pentobi/bin}
cd "$root"
mkdir -p matches "docs/matches/$name"
one() {
  local seed=$1
  "$bin/twogtp" \
    --black "${NODE:-node} $root/dist/src/cli/main.js gtp --level $ours --seed $seed ${OURS_ARGS:-}" \
    --white "$bin/pentobi-gtp --game $game --level $theirs --nobook --threads 1 --quiet --noresign --seed $seed" \
    --game "$game" --nugames "$games" --file "matches/$name-s$seed" --quiet 2>"matches/$name-s$seed.log"
}
export -f one
export root bin ours theirs game games name OURS_ARGS NODE
echo "OURS_ARGS='${OURS_ARGS:-}' FIRST_SEED=${FIRST_SEED:-1} $0 $*" >"docs/matches/$name/command"
first=${FIRST_SEED:-1}
seq "$first" $((first + seeds - 1)) | xargs -P "$parallel" -I{} bash -c 'one {}'
cp matches/"$name"-s*.dat "docs/matches/$name/"
"${NODE:-node}" dist/src/cli/main.js match matches/"$name"-s*.dat
