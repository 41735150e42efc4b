#!/usr/bin/env bash
# Prints the web bundle's files with raw and gzip -9 sizes. Usage: bundle-size.sh WEB_OUT_DIR
set -euo pipefail
dir=${1:?usage: bundle-size.sh WEB_OUT_DIR}
if [ ! -f "$dir/engines.json" ]; then
  echo "web bundle: no build in $dir (run scripts/build.sh web)"; exit 0
fi
# The current engine (engines/r<id>/) and the page around it: what a first visit downloads.
engine=engines/$(sed -n 's/.*"current": *"\(r[0-9]*\)".*/\1/p' "$dir/engines.json" | head -1)
total_raw=0; total_gz=0
printf '%-24s %12s %12s\n' "web bundle" "raw bytes" "gzip -9"
for f in $engine/game.wasm $engine/game.js index.html page.js share.js sw.js favicon.svg; do
  [ -f "$dir/$f" ] || continue
  raw=$(stat -c %s "$dir/$f"); gz=$(gzip -9c "$dir/$f" | wc -c)
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  printf '%-24s %12d %12d\n' "$f" "$raw" "$gz"
done
printf "%-24s %12d %12d   (the font is compiled into game.wasm)\n" "total" "$total_raw" "$total_gz"
