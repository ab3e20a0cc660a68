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
cd "$root"
mkdir -p assets/training
# The games are a baseline match too: the .dat files land in docs/matches/NAME/ (record 0044).
scripts/pentobi-itself.sh "$name" "$game" "$level" "$processes" "$games" "$processes"
for s in $(seq 1 "$processes"); do cat "matches/$name-s$s.blksgf"; done >"assets/training/$name.blksgf"
node dist/src/cli/main.js learn "assets/training/$name.blksgf" 2>&1 | tee "assets/training/$name.log"
