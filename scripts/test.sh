#!/usr/bin/env bash
# Runs every test: installs what is needed, then
#   1. native build: unit tests (core, content, UI), platform tests and the headless game smoke test
#   2. native AddressSanitizer + UBSan build: the same tests
#   3. WebAssembly build: the same unit tests compiled to wasm, under node
#   4. browser tests: the web game in headless Chromium (keys, state, resize, HiDPI, screenshots)
#   5. desktop releases: the Linux archive and the Windows zip (MinGW-w64) packed, unpacked, and
#      each program's smoke test run from the unpacked copy (the Windows one under wine)
# Any failure, or a suite that ran no test, fails the run. Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh || { echo "install-deps failed"; exit 1; }
total_pass=0; total_fail=0; broken=()

# ctest_suite NAME BUILD_DIR: runs ctest, adds its counts, and insists that tests ran.
ctest_suite() {
  local name=$1 dir=$2 log
  log=$(mktemp)
  (cd "$dir" && ctest --no-tests=error --output-on-failure -j2) 2>&1 | tee "$log"
  local line; line=$(grep -E 'tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -1)
  if [ -z "$line" ]; then broken+=("$name: ctest ran no tests"); total_fail=$((total_fail + 1)); return; fi
  local failed total; failed=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
  total=$(sed -E 's/.*out of ([0-9]+).*/\1/' <<<"$line")
  if [ "$total" -eq 0 ]; then broken+=("$name: zero tests"); total_fail=$((total_fail + 1)); return; fi
  total_pass=$((total_pass + total - failed)); total_fail=$((total_fail + failed))
  [ "$failed" -eq 0 ] || broken+=("$name: $failed failed")
}

step() { echo; echo "=== $*"; }

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
if [ ${#broken[@]} -gt 0 ]; then printf 'FAILED: %s\n' "${broken[@]}"; fi
echo "${total_pass} passed, ${total_fail} failed"
[ "$total_fail" -eq 0 ] && [ "$total_pass" -gt 0 ]
