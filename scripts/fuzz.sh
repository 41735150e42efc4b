#!/usr/bin/env bash
# Fuzzes the save loader, the content loader, the compiled content, the command stream and the
# options file with libFuzzer (clang,
# ASan + UBSan), each for SECONDS (default 600), two at a time on the machine's two cores.
# Each starts from tests/fuzz/corpus/<target> (kept in git) plus what earlier runs found
# (build/fuzz/corpus). An input that crashes or breaks an invariant is written to
# build/fuzz/found/; copy it into tests/fuzz/corpus/<target>/ once fixed, and every test run
# replays it from then on. Ends with one line per target; exits non-zero if anything was found.
# Usage: scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
scripts/build.sh fuzz
mkdir -p build/fuzz/found
declare -A dir=([save_loader]=save [content_loader]=content [compiled_content]=compiled [command_stream]=commands [options_file]=options)
run() {
  local t=$1 d=${dir[$1]}
  mkdir -p "build/fuzz/corpus/$d"
  # -dict-free, -max_len large enough for a whole content file; one job per target.
  build/fuzz/tests/dg_fuzz_"$t" "build/fuzz/corpus/$d" "tests/fuzz/corpus/$d" \
    -max_total_time="$seconds" -max_len=65536 -timeout=20 -rss_limit_mb=2048 \
    -artifact_prefix="build/fuzz/found/$t-" -print_final_stats=1 \
    >"build/fuzz/$t.log" 2>&1 || true
}
run save_loader & run content_loader & wait
run compiled_content & run command_stream & wait
run options_file
status=0
for t in save_loader content_loader compiled_content command_stream options_file; do
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "build/fuzz/$t.log" | grep -o '[0-9]*$' || echo 0)
  cov=$(grep -o 'cov: [0-9]*' "build/fuzz/$t.log" | tail -1 | grep -o '[0-9]*' || echo 0)
  found=$(find build/fuzz/found -name "$t-*" | wc -l)
  echo "fuzz $t: ${seconds} s, $execs runs, coverage $cov edges, $found found (log build/fuzz/$t.log)"
  [ "$found" -eq 0 ] || status=1
done
exit $status
