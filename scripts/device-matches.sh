#!/usr/bin/env bash
# A pooled match against Pentobi on a lent device machine, from what scripts/device-pack.sh packed here:
# the arguments of scripts/pentobi-match.sh, with PARALLEL defaulting to the machine's cores (16 there).
#
#   scripts/device-matches.sh NAME GAME OURS THEIRS SEEDS GAMES [PARALLEL]
#
# Each process plays its games one after the other, each engine thinking in turn, so 16 processes keep
# 16 cores busy; our caps are CPU time, so the load does not change the result. Sizing: a level-6 game
# takes about 15 s in Duo and a minute in classic-2 (GAMES × that must end well inside the call's
# 10 minutes). Everything the match wrote (the .dat summaries, the game records, the logs, the command
# line) comes back as $OUT/NAME.tar.gz (OUT defaults to ./device-out); here:
#
#   tar -xzf NAME.tar.gz -C .       # matches/NAME-s*, docs/matches/NAME/
#   node dist/src/cli/main.js match matches/NAME-s*.dat
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pack=$root/.device
out=${OUT:-$root/device-out}
name=$1
[ -d "$pack" ] || { echo "no .device/: run scripts/device-pack.sh here and carry .device and dist" >&2; exit 1; }
work=$(mktemp -d)
if command -v xz >/dev/null; then
  xz -dc "$pack/node.xz" >"$work/node-binary"
else
  python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' \
    "$pack/node.xz" "$work/node-binary"
fi
chmod +x "$work/node-binary"
mkdir -p "$work/bin"
loader=$(ls "$pack"/lib/ld-linux*)
# Each program runs under the packed loader and libraries.
wrap() {
  printf '#!/bin/sh\nexec "%s" --library-path "%s" "%s" "$@"\n' "$loader" "$pack/lib" "$2" >"$work/bin/$1"
  chmod +x "$work/bin/$1"
}
wrap node "$work/node-binary"
wrap twogtp "$pack/bin/twogtp"
wrap pentobi-gtp "$pack/bin/pentobi-gtp"
# The engine's one package, where Node looks for it from dist/ (the working tree there has no node_modules).
[ -e "$root/node_modules" ] || ln -s "$pack/node_modules" "$root/node_modules"
"$work/bin/node" --version
[ $# -ge 7 ] || set -- "$@" "$(nproc)"
PENTOBI_BIN=$work/bin NODE=$work/bin/node "$root/scripts/pentobi-match.sh" "$@" || status=$?
mkdir -p "$out"
(cd "$root" && tar -czf "$out/$name.tar.gz" matches/"$name"-s* "docs/matches/$name")
exit "${status:-0}"
