#!/usr/bin/env bash
# Game records of Pentobi playing itself, to learn a move model from (`blokus learn`): PROCESSES twogtp
# processes, each with its own seeds for both engines, GAMES games each, all at Pentobi's LEVEL. With
# one thread and no book Pentobi plays the same games for the same seeds, so a run is reproducible.
#
#   scripts/pentobi-selfplay.sh NAME GAME LEVEL PROCESSES GAMES
#   scripts/pentobi-selfplay.sh trigon-2-pentobi6 trigon_2 6 2 45
#
# The records are joined into assets/training/NAME.blksgf (committed: the data a shipped model was learnt
# from), then `blokus learn` fits a model on them and writes its log to assets/training/NAME.log; the
# model is the log's last line (JSON), copied by hand into src/ai/models.ts. Needs `npm run build` and
# Pentobi's twogtp and pentobi-gtp in ~/.cache/pentobi/bin (docs/computer.md).
set -euo pipefail
name=$1 game=$2 level=$3 processes=$4 games=$5
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${PENTOBI_BIN:-$HOME/.cache/pentobi/bin}
cd "$root"
work=matches/$name
mkdir -p "$work" assets/training
one() {
  local s=$1
  local engine="$bin/pentobi-gtp --game $game --level $level --nobook --threads 1 --quiet --noresign"
  "$bin/twogtp" --black "$engine --seed $((s * 10 + 1))" --white "$engine --seed $((s * 10 + 2))" \
    --game "$game" --nugames "$games" --file "$work/s$s" --quiet
}
export -f one
export bin game level games work
seq 1 "$processes" | xargs -P "$processes" -I{} bash -c 'one {}'
for s in $(seq 1 "$processes"); do cat "$work/s$s.blksgf"; done >"assets/training/$name.blksgf"
node dist/src/cli/main.js learn "assets/training/$name.blksgf" 2>&1 | tee "assets/training/$name.log"
