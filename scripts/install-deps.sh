#!/usr/bin/env bash
# Installs what the build and the tests need, from Debian's archive and the npm registry only.
#   install-deps.sh          everything: both builds, the tests, the fuzzers, the benchmarks
#   install-deps.sh web      only what building the web game needs (scripts/play.sh)
#   install-deps.sh native   only what building the desktop game needs (scripts/play.sh --native)
#   install-deps.sh release  what the desktop releases need (scripts/package-release.sh)
# Idempotent: a machine that already has it all pays one dpkg query.
set -euo pipefail
cd "$(dirname "$0")/.."

# Configuring either build also finds Catch2 and the header-only libraries (tests/, src/).
# ccache: a rebuild, or a new clone, compiles nothing again (scripts/build.sh).
COMMON=(cmake g++ make python3 ccache catch2 libtomlplusplus-dev nlohmann-json3-dev)
# dpkg-dev: `apt-get source` of SDL2 and FreeType; node-terser: the page's JavaScript minified.
WEB=(emscripten nodejs dpkg-dev node-terser)
NATIVE=(libsdl2-dev libsdl2-ttf-dev)
TESTS=(chromium xvfb imagemagick x11-apps gzip zip clang-format
       clang libclang-rt-14-dev)          # clang: the libFuzzer programs (scripts/fuzz.sh)
# The Windows game, cross-compiled, and wine to run its smoke test; zip packs the releases.
RELEASE=(g++-mingw-w64-x86-64-posix wine wine64 zip unzip dpkg-dev)
what=${1:-all}
case "$what" in
  web) PACKAGES=("${COMMON[@]}" "${WEB[@]}") ;;
  site) PACKAGES=("${COMMON[@]}" "${WEB[@]}" chromium zip) ;;  # the web build, packed with pictures
  native) PACKAGES=("${COMMON[@]}" "${NATIVE[@]}") ;;
  release) PACKAGES=("${COMMON[@]}" "${NATIVE[@]}" "${RELEASE[@]}") ;;
  all) PACKAGES=("${COMMON[@]}" "${WEB[@]}" "${NATIVE[@]}" "${TESTS[@]}" "${RELEASE[@]}") ;;
  *) echo "usage: install-deps.sh [all|web|site|native|release]" >&2; exit 2 ;;
esac
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# `apt-get source` (used for the WebAssembly SDL2/FreeType build) needs deb-src entries.
src_list=/etc/apt/sources.list.d/deepglyph-src.sources
need_src=0
if [ "$what" != native ] && ! grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  need_src=1
fi
if [ ${#missing[@]} -gt 0 ] || [ $need_src -eq 1 ]; then
  if [ $need_src -eq 1 ]; then
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
      sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | $SUDO tee "$src_list" >/dev/null
    else
      grep -hE '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | $SUDO tee /etc/apt/sources.list.d/deepglyph-src.list >/dev/null
    fi
  fi
  echo "install-deps: apt-get install ${missing[*]:-(sources only)}"
  $SUDO apt-get update -q
  [ ${#missing[@]} -gt 0 ] && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}"
fi

# playwright-core drives Debian's /usr/bin/chromium; it never downloads a browser of its own.
if { [ "$what" = all ] || [ "$what" = site ]; } && [ ! -d node_modules/playwright-core ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
