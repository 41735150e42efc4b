#!/usr/bin/env bash
# Runs the tests. README's test command, and what .ci/run runs, is `scripts/test.sh`: every step,
# after installing what is needed:
#   layers    no include points up (scripts/check-layers.sh)
#   format    every C++ file as clang-format writes it (scripts/check-format.sh)
#   native    native build: unit tests (core, content, UI), platform tests, the game's smoke test
#   asan      native AddressSanitizer + UBSan build: the same tests
#   web       WebAssembly build: the same unit tests compiled to wasm, under node
#   browser   the web game in headless Chromium (keys, state, resize, HiDPI, screenshots)
#   releases  the Linux archive and the Windows zip (MinGW-w64) packed, unpacked, and each
#             program's smoke test run from the unpacked copy (the Windows one under wine)
# The whole run (and quick) goes in three lanes at once, each line marked with its lane: [c++]
# layers, format, native, asan; [web] web, then browser (once the native game it plays against
# is built); [rel] releases. `scripts/test.sh STEP...` runs those steps only, one after another
# (each job of .github/workflows/ci.yml is one);
# `scripts/test.sh quick` is the inner loop: layers, format, then the native and browser suites on
# the builds already there (each rebuilt if its code changed), with no install and no sanitizers.
# Counts come from each runner's own report: ctest's JUnit file (one test per Catch shard, the
# smoke test, each fuzz input), the browser runner's and the smoke test's closing lines. Any
# failure, or a suite that ran nothing, fails the run. Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
total_pass=0; total_fail=0; broken=()
all=(layers format native asan web browser releases)
quick=0
case "${1:-}" in
  "") steps=("${all[@]}") ;;
  quick) steps=(layers format native browser); quick=1 ;;
  *) steps=("$@") ;;
esac
for s in "${steps[@]}"; do
  [[ " ${all[*]} " == *" $s "* ]] || { echo "usage: test.sh [quick | ${all[*]}...]" >&2; exit 2; }
done

step() { echo; echo "=== $* (at $((SECONDS - started)) s)"; }
fail() { broken+=("$1"); total_fail=$((total_fail + 1)); }
# One check that is not a suite (layers, format) counts as one test.
check() {
  local name=$1; shift
  if "$@"; then total_pass=$((total_pass + 1)); else fail "$name"; fi
}

# ctest_suite NAME BUILD_DIR: runs ctest, which prints each failed test's output, and adds the
# counts of its JUnit report, insisting that tests ran.
ctest_suite() {
  local name=$1 dir=$2 report counts passed failed
  report="$PWD/$dir/ctest-junit.xml"
  rm -f "$report"
  (cd "$dir" && ctest --no-tests=error -j2 --output-on-failure --output-junit "$report")
  if ! counts=$(python3 scripts/junit-counts.py "$report"); then fail "$name: no report"; return; fi
  read -r passed failed <<<"$counts"
  if [ "$((passed + failed))" -eq 0 ]; then fail "$name: ctest ran no tests"; return; fi
  total_pass=$((total_pass + passed)); total_fail=$((total_fail + failed))
  [ "$failed" -eq 0 ] || broken+=("$name: $failed failed")
}

# closing_counts NAME LINE: adds the counts of the "N passed, N failed" LINE a runner ended on.
closing_counts() {
  local name=$1 line=$2 p f
  if [ -z "$line" ]; then fail "$name: did not finish"; return; fi
  p=$(sed -E 's/^[^0-9]*([0-9]+) passed.*/\1/' <<<"$line"); f=$(sed -E 's/.* ([0-9]+) failed$/\1/' <<<"$line")
  total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
  [ "$f" -eq 0 ] || broken+=("$name: $f failed")
}

# smoke_suite NAME ARGS...: runs tests/platform/smoke_test.py, adds its counts.
smoke_suite() {
  local name=$1 log; shift
  log=$(mktemp)
  python3 tests/platform/smoke_test.py "$@" 2>&1 | tee "$log" | grep -E '^(ok|FAIL) |^smoke:'
  closing_counts "$name" "$(grep -E '^smoke: [0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)"
}

if [ $quick -eq 0 ]; then
  case " ${steps[*]} " in
    *" releases "*|*" asan "*|*" browser "*) scripts/install-deps.sh || { echo "install-deps failed"; exit 1; } ;;
    *" web "*) scripts/install-deps.sh web || { echo "install-deps failed"; exit 1; } ;;
    *) scripts/install-deps.sh native || { echo "install-deps failed"; exit 1; } ;;
  esac
fi

# run_step STEP: one step, its counts left in $results/STEP (passed, failed, what broke) for the
# run's total: a step may run in a lane of its own (below), where these counters are its own.
run_step() {
  local s=$1
  total_pass=0; total_fail=0; broken=()
  case "$s" in
    layers)
      step "layers: every include points down"
      check "layers: an include points the wrong way" scripts/check-layers.sh ;;
    format)
      step "format: clang-format"
      check "format: unformatted files" scripts/check-format.sh ;;
    native)
      step "native build and tests"
      scripts/build.sh native; built=$?
      touch "$results/native-built"  # the browser lane waits for it
      if [ $built -eq 0 ]; then ctest_suite native build/native; else fail "native build failed"; fi ;;
    asan)
      step "native ASan + UBSan build and tests"
      if scripts/build.sh asan; then
        ASAN_OPTIONS=detect_leaks=1 ctest_suite asan build/asan
      else fail "asan build failed"; fi ;;
    web)
      step "WebAssembly build and tests under node"
      if scripts/build.sh web; then ctest_suite wasm build/web; else fail "web build failed"; fi ;;
    browser)
      step "browser tests (headless Chromium)"
      # The page and a native game to compare with: built here when a job runs this step alone.
      [ -x build/native/src/deepglyph ] || scripts/build.sh native game >/dev/null || fail "native game build failed"
      if [ $quick -eq 1 ] || [ ! -f build/web/src/index.html ]; then
        scripts/build.sh web >/dev/null || fail "web build failed"
      fi
      if [ -f build/web/src/index.html ] && [ -d build/web/src/engines ]; then
        log=$(mktemp)
        node tests/web/browser-test.mjs build/web/src build/web/shots build/native/src/deepglyph 2>&1 | tee "$log"
        rc=${PIPESTATUS[0]}
        closing_counts "browser tests" "$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)"
        [ "$rc" -eq 0 ] || broken+=("browser tests: exit $rc")
      else
        fail "browser tests: no web build"
      fi ;;
    releases)
      step "desktop releases: Linux archive and Windows zip, each smoke-tested as unpacked"
      unpacked=build/release-check; rm -rf "$unpacked"; mkdir -p "$unpacked"
      if linux=$(scripts/package-release.sh linux) && tar -C "$unpacked" -xzf "$linux"; then
        smoke_suite "linux archive" "$unpacked"/deepglyph-*-linux-x86_64/deepglyph "$unpacked/linux.bmp"
      else fail "linux archive failed"; fi
      if windows=$(scripts/package-release.sh windows) && unzip -oq -d "$unpacked" "$windows"; then
        smoke_suite "windows zip (wine)" --wine "$unpacked"/deepglyph-*-windows-x86_64/deepglyph.exe "$unpacked/windows.bmp"
      else fail "windows zip failed"; fi ;;
  esac
  { echo "$total_pass $total_fail"; printf '%s\n' "${broken[@]}"; } > "$results/$s"
}

results=$(mktemp -d)
# lane NAME STEP...: those of the steps asked for, one after another, each line marked [NAME].
lane() {
  local name=$1 s; shift
  for s in "$@"; do
    [[ " ${steps[*]} " == *" $s "* ]] || continue
    if [ "$s" = browser ]; then  # it plays against the native game: once that is built
      while [ ! -e "$results/native-built" ]; do sleep 1; done
    fi
    run_step "$s"
  done 2>&1 | sed -u "s/^/[$name] /"
}
if [ $# -eq 0 ] || [ $quick -eq 1 ]; then
  # The whole run (and quick) in three lanes at once: on 2 cores one step at a time left a core
  # idle for much of a run (configures, links, a suite's last shard, wine; a cold run used 24
  # min of CPU in 20.5 of wall time, and the browser suite alone keeps 1.4 cores busy).
  lane c++ layers format native asan &
  lane web web browser &
  lane rel releases &
  wait
else
  for s in "${steps[@]}"; do run_step "$s"; done
fi
total_pass=0; total_fail=0; broken=()
for s in "${steps[@]}"; do
  if [ ! -f "$results/$s" ]; then broken+=("$s: did not finish"); total_fail=$((total_fail + 1)); continue; fi
  { read -r p f; while IFS= read -r line; do [ -n "$line" ] && broken+=("$line"); done; } < "$results/$s"
  total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
done
rm -rf "$results"

echo
echo "all steps (${steps[*]}): $((SECONDS - started)) s"
if [ ${#broken[@]} -gt 0 ]; then printf 'FAILED: %s\n' "${broken[@]}"; fi
echo "${total_pass} passed, ${total_fail} failed"
[ "$total_fail" -eq 0 ] && [ "$total_pass" -gt 0 ]
