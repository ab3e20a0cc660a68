#!/usr/bin/env bash
# Packs into .device/ (ignored by git) what a pooled match against Pentobi needs on a lent device machine
# (16 cores, no Node, nothing outside it reachable): the node binary (xz), Pentobi's twogtp and pentobi-gtp,
# the shared libraries all three load with their own loader (so the machine's C library does not matter),
# and the few packages the compiled GTP engine imports. About 35 MB; the working tree plus what a call
# carries must stay under 64 MiB. Then, with the device tool:
#
#   scripts/device-pack.sh
#   run  command: scripts/device-matches.sh NAME GAME OURS THEIRS SEEDS GAMES [PARALLEL]
#        carry:   [".device", "dist"]
#
# scripts/device-matches.sh says what comes back and how to read it here.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${PENTOBI_BIN:-$HOME/.cache/pentobi/bin}
cd "$root"
npm run --silent build
rm -rf .device
mkdir -p .device/bin .device/lib .device/node_modules
cp "$bin/twogtp" "$bin/pentobi-gtp" .device/bin/
node=$(command -v node)
xz -T0 -3 -c "$node" >.device/node.xz
# Every library the binaries load, and the loader itself, copied with the names they are asked for by.
for f in "$node" .device/bin/*; do ldd "$f"; done |
  awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\/.*ld-linux/ { print $1 }' | sort -u |
  while read -r lib; do cp -L "$lib" .device/lib/; done
# The compiled GTP engine needs one package (for its messages) and what that package needs.
node -e '
  const { cpSync, readFileSync } = require("node:fs");
  const copied = new Set();
  const copy = (name) => {
    if (copied.has(name)) return;
    copied.add(name);
    cpSync(`node_modules/${name}`, `.device/node_modules/${name}`, { recursive: true });
    const { dependencies = {} } = JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8"));
    Object.keys(dependencies).forEach(copy);
  };
  copy("intl-messageformat");
'
du -sh .device
