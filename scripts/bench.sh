#!/usr/bin/env bash
# The benchmark report: builds the native and web flavours (benches included), then prints one
# table of every figure natively and in WebAssembly against its target, the web bundle, and the
# page in headless Chromium (first frame, frame time, idle drawing), and the start as a first
# visitor meets it with Lighthouse's scores (scripts/bench-start.mjs); writes
# build/bench/report.json. Timings are never tests: this only reports.
# Usage: scripts/bench.sh [BENCH_MAPS_DIR]   (default bench/maps)
set -euo pipefail
cd "$(dirname "$0")/.."
maps=${1:-bench/maps}
scripts/build.sh native >/dev/null
scripts/build.sh web >/dev/null
# Lighthouse 12 from the npm registry, for this report only (not a test dependency: npm ci drops it).
[ -d node_modules/lighthouse ] || npm i --no-save --no-audit --no-fund --loglevel=error lighthouse@12
node scripts/bench-report.mjs build/native build/web "$maps" build/bench/report.json
