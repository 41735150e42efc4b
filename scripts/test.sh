#!/usr/bin/env bash
# Runs every test: installs what is needed, then
#   0. the layers: no include points up (scripts/check-layers.sh)
#   1. native build: unit tests (core, content, UI), platform tests and the headless game smoke test
#   2. native AddressSanitizer + UBSan build: the same tests
#   3. WebAssembly build: the same unit tests compiled to wasm, under node
#   4. browser tests: the web game in headless Chromium (keys, state, resize, HiDPI, screenshots)
#   5. desktop releases: the Linux archive and the Windows zip (MinGW-w64) packed, unpacked, and
#      each program's smoke test run from the unpacked copy (the Windows one under wine)
# Any failure, or a suite that ran no test, fails the run. Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
# Each step says when it began, and the run how long it took: where a slow run's time went.
started=$SECONDS
scripts/install-deps.sh || { echo "install-deps failed"; exit 1; }
total_pass=0; total_fail=0; broken=()

# ctest_suite NAME BUILD_DIR: runs ctest and adds its counts, insisting that tests ran. A
# Catch shard (tests/CMakeLists.txt) counts its test cases, from the line Catch ends on; any
# other test (the smoke test, the fuzz inputs) counts as one. Prints what ctest prints
# without -V, and the whole output of each test that failed.
ctest_suite() {
  local name=$1 dir=$2 log
  log=$(mktemp)
  (cd "$dir" && ctest --no-tests=error -V -j2) >"$log" 2>&1
  grep -vE '^[0-9]+: ' "$log"
  local counts; counts=$(awk '
    /^[0-9]+: All tests passed \(/ { n = $1; sub(":", "", n); c = $0
      sub(/.* in /, "", c); sub(/ test case.*/, "", c); pass += c; catch[n] = 1 }
    /^[0-9]+: test cases: / { n = $1; sub(":", "", n); catch[n] = 1; l = $0
      if (match(l, /[0-9]+ passed/)) pass += substr(l, RSTART, RLENGTH) + 0
      if (match(l, /[0-9]+ failed/)) { fail += substr(l, RSTART, RLENGTH) + 0; said[n] = 1 } }
    / Test +#[0-9]+: / { n = $0; sub(/.* Test +#/, "", n); sub(/:.*/, "", n); ran[n] = ($0 ~ / Passed /) }
    END { for (n in ran) if (!(n in catch)) { if (ran[n]) pass++; else fail++ }
          # a shard that failed after Catch passed its cases (a leak found at exit) fails too
          for (n in ran) if ((n in catch) && !ran[n] && !(n in said)) fail++
          printf "%d %d %d\n", pass, fail, length(ran) }' "$log")
  local passed failed tests; read -r passed failed tests <<<"$counts"
  for n in $(grep -E '^[0-9]+/[0-9]+ Test +#[0-9]+: ' "$log" | grep -v ' Passed ' | sed -E 's/.*Test +#([0-9]+):.*/\1/'); do
    echo "--- output of test #$n"; grep -E "^$n: " "$log"
  done
  if [ "$tests" -eq 0 ]; then broken+=("$name: ctest ran no tests"); total_fail=$((total_fail + 1)); return; fi
  total_pass=$((total_pass + passed)); total_fail=$((total_fail + failed))
  [ "$failed" -eq 0 ] || broken+=("$name: $failed failed")
}

step() { echo; echo "=== $* (at $((SECONDS - started)) s)"; }

step "layers: every include points down"
if scripts/check-layers.sh; then total_pass=$((total_pass + 1))
else broken+=("layers: an include points the wrong way"); total_fail=$((total_fail + 1)); fi

step "native build"
if scripts/build.sh native; then ctest_suite native build/native
else broken+=("native build failed"); total_fail=$((total_fail + 1)); fi

step "native ASan + UBSan build"
if scripts/build.sh asan; then
  ASAN_OPTIONS=detect_leaks=1 ctest_suite asan build/asan
else broken+=("asan build failed"); total_fail=$((total_fail + 1)); fi

step "WebAssembly build"
if scripts/build.sh web; then ctest_suite wasm build/web
else broken+=("web build failed"); total_fail=$((total_fail + 1)); fi

step "browser tests (headless Chromium)"
if [ -f build/web/src/index.html ] && [ -d build/web/src/engines ]; then
  log=$(mktemp)
  node tests/web/browser-test.mjs build/web/src build/web/shots build/native/src/deepglyph 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)
  if [ -n "$line" ]; then
    p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed*}
    total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
  fi
  if [ "$rc" -ne 0 ] || [ -z "$line" ]; then broken+=("browser tests"); [ -n "$line" ] || total_fail=$((total_fail + 1)); fi
else
  broken+=("browser tests: no web build"); total_fail=$((total_fail + 1))
fi

# smoke_suite NAME ARGS...: runs tests/platform/smoke_test.py, adds its counts.
smoke_suite() {
  local name=$1 log line; shift
  log=$(mktemp)
  python3 tests/platform/smoke_test.py "$@" 2>&1 | tee "$log" | grep -E '^(ok|FAIL) |^smoke:'
  line=$(grep -E '^smoke: [0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)
  if [ -z "$line" ]; then broken+=("$name: did not finish"); total_fail=$((total_fail + 1)); return; fi
  local p f; p=$(sed -E 's/smoke: ([0-9]+) passed.*/\1/' <<<"$line"); f=$(sed -E 's/.* ([0-9]+) failed/\1/' <<<"$line")
  total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
  [ "$f" -eq 0 ] || broken+=("$name: $f failed")
}

step "desktop releases: Linux archive and Windows zip, each smoke-tested as unpacked"
unpacked=build/release-check; rm -rf "$unpacked"; mkdir -p "$unpacked"
if linux=$(scripts/package-release.sh linux) && tar -C "$unpacked" -xzf "$linux"; then
  smoke_suite "linux archive" "$unpacked"/deepglyph-*-linux-x86_64/deepglyph "$unpacked/linux.bmp"
else broken+=("linux archive failed"); total_fail=$((total_fail + 1)); fi
if windows=$(scripts/package-release.sh windows) && unzip -oq -d "$unpacked" "$windows"; then
  smoke_suite "windows zip (wine)" --wine "$unpacked"/deepglyph-*-windows-x86_64/deepglyph.exe "$unpacked/windows.bmp"
else broken+=("windows zip failed"); total_fail=$((total_fail + 1)); fi

echo
echo "all steps: $((SECONDS - started)) s"
if [ ${#broken[@]} -gt 0 ]; then printf 'FAILED: %s\n' "${broken[@]}"; fi
echo "${total_pass} passed, ${total_fail} failed"
[ "$total_fail" -eq 0 ] && [ "$total_pass" -gt 0 ]
